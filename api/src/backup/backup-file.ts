// The one file a backup is: a first line naming the format, a second line with its manifest (JSON: engine, database,
// when, the payload's size and SHA-256), then the payload the engine's own tool wrote (a gzipped SQLite file,
// pg_dump's custom format, or mongodump's gzipped archive). Restore checks all of it before anything is written.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export const BACKUP_MAGIC = 'RENEWLY-BACKUP/1';
export const BACKUP_ENGINES = ['sqlite', 'postgres', 'mongodb'] as const;
export type BackupEngine = (typeof BACKUP_ENGINES)[number];

export interface BackupManifest {
  engine: BackupEngine;
  /** The MongoDB-level database name the app uses (FerretDB's SQLite file / PostgreSQL schema of that name). */
  database: string;
  createdAt: string;
  payloadBytes: number;
  sha256: string;
}

/** A backup that cannot be used; its message says why, in words an operator can act on. */
export class BackupError extends Error {}

/**
 * Restore writes only into an empty database unless told `--force`: the refusal every engine gives, naming what it
 * counted (`where`: the file or schema, when the engine has one) and the command that replaces it. npm keeps a
 * `--force` written after the script's name for itself: only the words after `--` reach the script.
 */
export function refuseUnlessEmpty(database: string, existing: number, force: boolean, file: string, where?: string): void {
  if (existing === 0 || force) return;
  throw new BackupError(
    `The database "${database}" is not empty (${existing} documents${where ? ` in ${where}` : ''}): restore refuses to overwrite it. ` +
      `Run it again with --force to replace it: npm run restore -- ${file} --force`,
  );
}

const HEADER_LIMIT = 64 * 1024;

async function fileSha256(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** The name a backup is written under until it is complete: hidden, and not ending like a backup. */
export function partialName(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.partial`);
}

/**
 * Writes header + payload to a hidden temporary name beside `target`, flushes it to disk, then renames it to
 * `target` (and flushes the folder). On any failure the temporary file is removed and a BackupError is thrown:
 * nothing is ever left under `target` unless it is complete.
 */
export async function writeBackupFile(
  target: string,
  { engine, database }: Pick<BackupManifest, 'engine' | 'database'>,
  payloadFile: string,
): Promise<BackupManifest> {
  const { sha256, bytes } = await fileSha256(payloadFile);
  const manifest: BackupManifest = { engine, database, createdAt: new Date().toISOString(), payloadBytes: bytes, sha256 };
  const temp = partialName(target);
  try {
    // 0600: a backup holds every user's data and live session ids (readable by this user only, whatever the umask).
    const out = createWriteStream(temp, { flags: 'wx', mode: 0o600 });
    const opened = new Promise<void>((resolve, reject) => {
      out.once('open', () => resolve());
      out.once('error', reject);
    });
    await opened;
    out.write(`${BACKUP_MAGIC}\n${JSON.stringify(manifest)}\n`);
    await pipeline(createReadStream(payloadFile), out);
    const handle = await open(temp, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
    await syncFolder(path.dirname(target));
    return manifest;
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    throw new BackupError(`Could not write the backup to ${target}: ${describeFsError(err)}`);
  }
}

async function syncFolder(dir: string): Promise<void> {
  const fd = await open(dir, 'r').catch(() => null);
  if (!fd) return;
  await fd.sync().catch(() => undefined);
  await fd.close();
}

export function describeFsError(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  const reasons: Record<string, string> = {
    ENOSPC: 'the disk is full',
    EFBIG: 'the file is larger than this process may write (disk quota or file size limit)',
    EDQUOT: 'the disk quota is used up',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'the file system is read-only',
    ENOENT: 'the folder does not exist',
    ENOTDIR: 'a part of the path is not a folder',
    EISDIR: 'the path is a folder',
    EEXIST: 'a file of that name is already being written',
  };
  return e?.code && reasons[e.code] ? `${reasons[e.code]} (${e.code})` : (e?.message ?? String(err));
}

async function readHead(file: string): Promise<{ head: Buffer; size: number }> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (err) {
    throw new BackupError(`Cannot read ${file}: ${describeFsError(err)}`);
  }
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(Math.min(HEADER_LIMIT, size));
    await handle.read(head, 0, head.length, 0);
    return { head, size };
  } finally {
    await handle.close();
  }
}

/**
 * Reads and checks a backup file: the format line, the manifest, the size (a truncated file is refused) and the
 * payload's SHA-256 (a corrupt one is refused). Returns the manifest and where the payload starts.
 */
export async function verifyBackupFile(file: string): Promise<{ manifest: BackupManifest; payloadOffset: number }> {
  const { head, size } = await readHead(file);
  const firstNewline = head.indexOf(0x0a);
  if (firstNewline < 0 || head.subarray(0, firstNewline).toString('latin1') !== BACKUP_MAGIC) {
    throw new BackupError(`${file} is not a Renewly backup (it does not start with "${BACKUP_MAGIC}").`);
  }
  const secondNewline = head.indexOf(0x0a, firstNewline + 1);
  if (secondNewline < 0) throw new BackupError(`${file} is truncated or corrupt: its manifest line is incomplete.`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(head.subarray(firstNewline + 1, secondNewline).toString('utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${file} is corrupt: its manifest is not valid JSON.`);
  }
  if (
    !BACKUP_ENGINES.includes(manifest.engine) ||
    typeof manifest.database !== 'string' ||
    !Number.isSafeInteger(manifest.payloadBytes) ||
    !/^[0-9a-f]{64}$/.test(manifest.sha256 ?? '')
  ) {
    throw new BackupError(`${file} is corrupt: its manifest lacks the engine, database, size or checksum.`);
  }
  const payloadOffset = secondNewline + 1;
  const actual = size - payloadOffset;
  if (actual < manifest.payloadBytes) {
    throw new BackupError(`${file} is truncated: it holds ${actual} of the ${manifest.payloadBytes} bytes its manifest names.`);
  }
  if (actual > manifest.payloadBytes) {
    throw new BackupError(`${file} is corrupt: it holds ${actual - manifest.payloadBytes} bytes more than its manifest names.`);
  }
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { start: payloadOffset })) hash.update(chunk as Buffer);
  if (hash.digest('hex') !== manifest.sha256) {
    throw new BackupError(`${file} is corrupt: its contents do not match the checksum in its manifest.`);
  }
  return { manifest, payloadOffset };
}

/** Copies the payload of a verified backup to `dest` (for the engine's restore tool). */
export async function extractPayload(file: string, payloadOffset: number, dest: string): Promise<void> {
  await pipeline(createReadStream(file, { start: payloadOffset }), createWriteStream(dest));
}
