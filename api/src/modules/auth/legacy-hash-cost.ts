// ASVS 2.2.x: until every account has signed in since argon2id, some hashes are bcrypt, which take far longer to check
// (about 300 ms at cost 10, in JavaScript) than argon2id (about 30 ms). An unknown address checked against argon2id
// would answer faster than those accounts, telling them apart. So an unknown address is checked against a dummy hash
// as slow as the slowest hash still stored: bcrypt at the highest cost found, while any bcrypt hash remains.
import bcrypt from 'bcryptjs';
import { UserModel } from '../users/user.model';

/** How long the stored costs are trusted before they are read again (a sign-in upgrades hashes as it goes). */
const REFRESH_MS = 10 * 60_000;

let cached: { at: number; rounds: Promise<number | null> } | null = null;
const dummyHashes = new Map<number, string>();

/** The highest bcrypt cost among stored hashes, or null when none is left. */
async function readSlowestBcryptRounds(): Promise<number | null> {
  const legacy = await UserModel.find({ passwordHash: { $regex: '^\\$2[aby]\\$' } }, { passwordHash: 1 }).lean();
  const rounds = legacy.map((u) => Number(/^\$2[aby]\$(\d\d)\$/.exec(u.passwordHash)?.[1] ?? 0));
  return rounds.length > 0 ? Math.max(...rounds) : null;
}

export function slowestBcryptRounds(now: number = Date.now()): Promise<number | null> {
  if (!cached || now - cached.at > REFRESH_MS) {
    const rounds = readSlowestBcryptRounds().catch(() => null);
    cached = { at: now, rounds };
  }
  return cached.rounds;
}

/** A bcrypt hash of no one's password at this cost, made once per cost. */
export function dummyBcryptHash(rounds: number): string {
  let made = dummyHashes.get(rounds);
  if (!made) {
    made = bcrypt.hashSync('renewly-unknown-user', rounds);
    dummyHashes.set(rounds, made);
  }
  return made;
}

/** Tests: read the stored costs again at the next sign-in. */
export function forgetStoredHashCosts(): void {
  cached = null;
}
