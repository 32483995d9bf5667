// A FerretDB of its own for tests that stop and restart the database, from the one FerretDB library
// (scripts/lib/ferretdb.cjs; the jest globalSetup has made sure the binary is built).
import { ferretDBAvailable, freePort, startFerretDB, type FerretDBServer } from '../../scripts/lib/ferretdb.cjs';

export { ferretDBAvailable, freePort };

export type FerretDBProcess = FerretDBServer;

export function startFerretDBProcess({ dataDir, port }: { dataDir: string; port: number }): Promise<FerretDBProcess> {
  return startFerretDB({ dataDir, port, logLevel: 'error' });
}
