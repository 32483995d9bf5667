// Starts one FerretDB for the whole api test run (unless MONGODB_URI points at a server already) and hands its
// base URI (no database name) to the test files as process.env.TEST_MONGODB_BASE_URI.
const { mkdtempSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startFerretDB } = require('../../scripts/lib/ferretdb.cjs');

module.exports = async function globalSetup() {
  if (process.env.MONGODB_URI) {
    // Tests replace the database name (the URI's path) with their own.
    process.env.TEST_MONGODB_BASE_URI = process.env.MONGODB_URI;
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'renewly-test-ferretdb-'));
  const db = await startFerretDB({ dataDir, logLevel: process.env.TEST_FERRETDB_LOG_LEVEL ?? 'error' });
  globalThis.__RENEWLY_TEST_DB__ = { stop: db.stop, dataDir };
  process.env.TEST_MONGODB_BASE_URI = db.uri;
};
