// Passwords are hashed with argon2id by a native binding that runs on libuv's thread pool, so a sign-in never
// blocks the event loop. Hashes made by the earlier bcryptjs code ($2a$/$2b$/$2y$) still verify, and are replaced
// with argon2id at the user's next successful sign-in (see authenticate()).
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

export interface Argon2Params {
  /** KiB of memory per hash. */
  memoryCost: number;
  /** Passes over that memory. */
  timeCost: number;
  parallelism: number;
}

/** OWASP Password Storage Cheat Sheet: argon2id, m=19456 KiB (19 MiB), t=2, p=1. */
export const OWASP_ARGON2ID: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

// `Algorithm` is a const enum in the binding's types, which isolated-module compilers (swc in jest) cannot inline.
const ARGON2ID = 2 as Algorithm;

// Hashes running at once: one per core but one (at least one), so the event loop, and libuv's file and zlib work that
// share its thread pool, keep a core while sign-ins pile up. Further hashes wait their turn here.
const MAX_PARALLEL_HASHES = Math.max(1, availableParallelism() - 1);
let runningHashes = 0;
const waitingHashes: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (runningHashes < MAX_PARALLEL_HASHES) runningHashes += 1;
  else await new Promise<void>((resolve) => waitingHashes.push(resolve));
  try {
    return await work();
  } finally {
    // The slot goes straight to the next in line, if any.
    const next = waitingHashes.shift();
    if (next) next();
    else runningHashes -= 1;
  }
}

export function hashPassword(password: string, params: Argon2Params): Promise<string> {
  return withHashSlot(() => hash(password, { ...params, algorithm: ARGON2ID }));
}

const BCRYPT_MAX_BYTES = 72;

export const isLegacyBcryptHash = (stored: string) => /^\$2[aby]\$\d\d\$/.test(stored);

export interface Verification {
  ok: boolean;
  /** The password matched a bcrypt hash: store hashPassword(password) in its place. */
  legacy: boolean;
}

// Verified against when the email is unknown, so both answers take about as long. Made on first use, per setting.
const unknownUserHashes = new Map<string, Promise<string>>();

function unknownUserHash(params: Argon2Params): Promise<string> {
  const key = `${params.memoryCost}/${params.timeCost}/${params.parallelism}`;
  let made = unknownUserHashes.get(key);
  if (!made) {
    made = hashPassword('renewly-unknown-user', params);
    unknownUserHashes.set(key, made);
  }
  return made;
}

/** Checks a password against a stored hash (argon2id or legacy bcrypt); `stored` undefined = no such user. */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
  params: Argon2Params,
): Promise<Verification> {
  if (stored !== undefined && isLegacyBcryptHash(stored)) {
    // bcrypt reads only the first 72 bytes: a longer password would match any other with the same start. Such an
    // account signs in again after a password reset (to argon2id, which reads every byte).
    if (Buffer.byteLength(password, 'utf8') > BCRYPT_MAX_BYTES) return { ok: false, legacy: true };
    return { ok: await bcrypt.compare(password, stored), legacy: true };
  }
  try {
    const against = stored ?? (await unknownUserHash(params));
    const ok = await withHashSlot(() => verify(against, password));
    return { ok: ok && stored !== undefined, legacy: false };
  } catch {
    // A stored value that is no hash at all (the binding throws on it) matches no password.
    return { ok: false, legacy: false };
  }
}
