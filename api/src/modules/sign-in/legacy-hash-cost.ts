// ASVS 2.2.x: until every account has signed in since argon2id, some hashes are bcrypt, which take far longer to check
// (about 300 ms at cost 10, in JavaScript) than argon2id (about 30-90 ms). Every sign-in check therefore does bcrypt
// work at the highest cost still stored, whatever the account has (passwords.ts, verifyPassword): this reads that cost.
import { UserModel } from '../users';

/** How long the stored costs are trusted before they are read again (a sign-in upgrades hashes as it goes). */
const REFRESH_MS = 10 * 60_000;

let cached: { at: number; rounds: Promise<number | null> } | null = null;

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

/** Tests: read the stored costs again at the next sign-in. */
export function forgetStoredHashCosts(): void {
  cached = null;
}
