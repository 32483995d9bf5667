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

const DUMMY_PASSWORD = 'renewly-unknown-user';

// Checked against in place of a stored hash of the other kind (or of none), so every check does the same work. Made on
// first use, per setting / per cost.
const dummyArgon2Hashes = new Map<string, Promise<string>>();
const dummyBcryptHashes = new Map<number, Promise<string>>();

function dummyArgon2Hash(params: Argon2Params): Promise<string> {
  const key = `${params.memoryCost}/${params.timeCost}/${params.parallelism}`;
  let made = dummyArgon2Hashes.get(key);
  if (!made) {
    made = hashPassword(DUMMY_PASSWORD, params);
    dummyArgon2Hashes.set(key, made);
  }
  return made;
}

/** A bcrypt hash of no one's password at this cost, made once per cost. */
export function dummyBcryptHash(rounds: number): Promise<string> {
  let made = dummyBcryptHashes.get(rounds);
  if (!made) {
    made = bcrypt.hash(DUMMY_PASSWORD, rounds);
    dummyBcryptHashes.set(rounds, made);
  }
  return made;
}

const bcryptRoundsOf = (stored: string) => Number(/^\$2[aby]\$(\d\d)\$/.exec(stored)?.[1] ?? 0);

/** argon2id's verify; a value the binding cannot read (it throws) is checked as the dummy is, and matches nothing. */
async function argon2Matches(password: string, against: string, params: Argon2Params): Promise<boolean> {
  try {
    return await withHashSlot(() => verify(against, password));
  } catch {
    const dummy = await dummyArgon2Hash(params);
    await withHashSlot(() => verify(dummy, password));
    return false;
  }
}

/**
 * Checks a password against a stored hash (argon2id or legacy bcrypt); `stored` undefined = no such user.
 *
 * ASVS 2.2.x: every check costs the same whatever is stored (an argon2id hash, a bcrypt hash, nothing, a broken
 * value): one argon2id verify (against the stored hash, or the dummy) and, while any bcrypt hash is stored
 * (`bcryptRounds`: the highest cost still stored, legacy-hash-cost.ts), bcrypt work worth that cost (the stored hash
 * topped up with dummy hashes at the costs in between, as 2^r + 2^r + ... + 2^(R-1) = 2^R, or the dummy at R).
 */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
  params: Argon2Params,
  bcryptRounds: number | null = null,
): Promise<Verification> {
  const legacy = stored !== undefined && isLegacyBcryptHash(stored);
  const argon2Stored = stored !== undefined && stored.startsWith('$argon2');
  const argon2Ok = await argon2Matches(password, argon2Stored ? stored : await dummyArgon2Hash(params), params);
  const slowest = legacy ? Math.max(bcryptRounds ?? 0, bcryptRoundsOf(stored)) : bcryptRounds;
  if (slowest === null) return { ok: argon2Stored && argon2Ok, legacy: false };

  // bcrypt reads only the first 72 bytes: a longer password would match any other with the same start. Such an
  // account signs in again after a password reset (to argon2id, which reads every byte); its check costs the same.
  const checkStored = legacy && Buffer.byteLength(password, 'utf8') <= BCRYPT_MAX_BYTES;
  const storedRounds = checkStored ? bcryptRoundsOf(stored) : slowest;
  const bcryptOk = await bcrypt.compare(password, checkStored ? stored : await dummyBcryptHash(slowest));
  for (let r = storedRounds; r < slowest; r++) await bcrypt.compare(password, await dummyBcryptHash(r));
  if (legacy) return { ok: checkStored && bcryptOk, legacy: true };
  return { ok: argon2Stored && argon2Ok, legacy: false };
}
