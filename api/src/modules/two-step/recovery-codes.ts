// Recovery codes (ASVS 2.6.x lookup secrets): 10 codes of 10 characters from a 32-letter alphabet (50 random bits
// each), shown once; stored as SHA-256 with a random salt per set (ASVS 2.6.2 for secrets under 112 bits), so the
// database never holds a code. Each is used once: the use is claimed by an insert (two-step.service.ts).
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  normaliseRecoveryCode,
} from '@renewly/shared-contracts/features/two-step';

export interface RecoverySet {
  setId: string;
  hashSalt: string;
  hashes: string[];
  createdAt: Date;
}

const hashOf = (salt: string, code: string) => createHash('sha256').update(`${salt}:${normaliseRecoveryCode(code)}`, 'utf8').digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A new set: the codes to show once, and what is stored. */
export function newRecoverySet(now: Date): { codes: string[]; stored: RecoverySet } {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  const hashSalt = randomBytes(16).toString('hex');
  const list = [...codes];
  return { codes: list, stored: { setId: randomUUID(), hashSalt, hashes: list.map((c) => hashOf(hashSalt, c)), createdAt: now } };
}

/** Which code of the set this is (its index), or null; every stored hash is compared, in constant time each. */
export function recoveryCodeIndex(set: Pick<RecoverySet, 'hashSalt' | 'hashes'>, code: string): number | null {
  const given = Buffer.from(hashOf(set.hashSalt, code), 'hex');
  let found: number | null = null;
  set.hashes.forEach((hash, index) => {
    const stored = Buffer.from(hash, 'hex');
    if (stored.length === given.length && timingSafeEqual(stored, given) && found === null) found = index;
  });
  return found;
}
