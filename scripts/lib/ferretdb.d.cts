// Types of ferretdb.cjs for the TypeScript callers (api tests, e2e support).
import type { ChildProcess } from 'node:child_process';

export declare const FERRETDB_VERSION: string;
export declare const ROOT: string;
export declare const FERRETDB_BIN: string;
export declare function ferretDBAvailable(): boolean;
export declare function ensureFerretDB(): string;
export declare function freePort(): Promise<number>;
/** `count` different free ports on 127.0.0.1, all held until every one is known. */
export declare function freePorts(count: number): Promise<number[]>;
export declare function waitForPort(port: number, timeoutMs: number, child?: ChildProcess): Promise<void>;
/** Makes a database folder 0700 and the files in it 0600 (startFerretDB does it before each start). */
export declare function makeDataFolderPrivate(dir: string): void;
export declare function ferretDBArgs(options: { dataDir: string; port: number; logLevel?: string; postgresUrl?: string }): string[];

export interface FerretDBServer {
  uri: string;
  port: number;
  pid: number | undefined;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export declare function startFerretDB(options?: {
  dataDir?: string;
  port?: number;
  quiet?: boolean;
  logLevel?: string;
  /** FerretDB's PostgreSQL handler on this database instead of SQLite (scripts/lib/postgres.cjs). */
  postgresUrl?: string;
}): Promise<FerretDBServer>;
