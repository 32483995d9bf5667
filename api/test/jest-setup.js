// jest applies `testTimeout` only from the top-level config, not per project: api tests talk to a real database
// on a shared 2-core machine. A test waits on what it needs (an answer, a document, an email), so this budget only
// ends one that hangs (issue 51 item 32: a loaded machine ran tests out of the former 30 s).
jest.setTimeout(90_000);
