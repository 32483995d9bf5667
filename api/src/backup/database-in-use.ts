// Whether the database restore would replace is in use right now, decided from the database itself, never from a
// port (another checkout's FerretDB may answer on 27018 while this one is stopped, and this app's may run on
// another port): a process that has a file of the SQLite folder open, or a FerretDB whose command line serves that
// folder (it may not have opened a file yet) or that PostgreSQL database. Read from /proc (Linux, where the app's
// scripts run); a process of another user is seen only by root, and FerretDB runs as the user who starts the app.
import { existsSync } from 'node:fs';
import { readdir, readFile, readlink } from 'node:fs/promises';
import path from 'node:path';

export interface DatabaseUser {
  pid: number;
  command: string;
}

const PROC = '/proc';

async function commandLine(pid: string): Promise<string[]> {
  const raw = await readFile(path.join(PROC, pid, 'cmdline'), 'utf8').catch(() => '');
  return raw.split('\0').filter(Boolean);
}

async function opensFileIn(pid: string, folder: string): Promise<boolean> {
  const fdDir = path.join(PROC, pid, 'fd');
  const fds = await readdir(fdDir).catch(() => [] as string[]);
  for (const fd of fds) {
    const target = await readlink(path.join(fdDir, fd)).catch(() => '');
    if (target.startsWith(`${folder}${path.sep}`)) return true;
  }
  return false;
}

/** True when this system can be asked (Linux's /proc). */
export const canInspectProcesses = () => existsSync(path.join(PROC, 'self', 'fd'));

/**
 * The processes using the embedded database in `dataDir` (FerretDB's --sqlite-url folder): any process with one of
 * its files open, and any FerretDB started on it.
 */
export async function processesUsingSqliteFolder(dataDir: string): Promise<DatabaseUser[]> {
  const folder = path.resolve(dataDir);
  const servesFolder = (arg: string) => {
    const m = /^--(?:sqlite-url=file:|state-dir=)(.+)$/.exec(arg);
    return m !== null && path.resolve(m[1]!.replace(/\/+$/, '')) === folder;
  };
  return scan(async (pid, argv) => argv.some(servesFolder) || (await opensFileIn(pid, folder)));
}

/** The FerretDB processes started on the PostgreSQL database at `postgresUrl` (FerretDB's --postgresql-url). */
export async function ferretDBsOnPostgres(postgresUrl: string): Promise<DatabaseUser[]> {
  const wanted = new URL(postgresUrl);
  return scan(async (_pid, argv) =>
    argv.some((a) => {
      if (!a.startsWith('--postgresql-url=')) return false;
      try {
        const url = new URL(a.slice('--postgresql-url='.length));
        const local = (h: string) => (h === 'localhost' ? '127.0.0.1' : h);
        return local(url.hostname) === local(wanted.hostname) && url.port === wanted.port && url.pathname === wanted.pathname;
      } catch {
        return false;
      }
    }),
  );
}

async function scan(uses: (pid: string, argv: string[]) => Promise<boolean>): Promise<DatabaseUser[]> {
  const pids = (await readdir(PROC).catch(() => [] as string[])).filter((n) => /^\d+$/.test(n) && Number(n) !== process.pid);
  const found: DatabaseUser[] = [];
  for (const pid of pids) {
    const argv = await commandLine(pid);
    if (await uses(pid, argv)) found.push({ pid: Number(pid), command: path.basename(argv[0] ?? '?') });
  }
  return found;
}
