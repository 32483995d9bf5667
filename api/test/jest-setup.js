// jest applies `testTimeout` only from the top-level config, not per project: api tests talk to a real database
// on a shared 2-core machine, so hooks and tests get 30 s here.
jest.setTimeout(30000);
