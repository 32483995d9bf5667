const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  const db = globalThis.__RENEWLY_TEST_DB__;
  if (!db) return;
  await db.stop();
  rmSync(db.dataDir, { recursive: true, force: true });
};
