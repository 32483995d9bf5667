import bcrypt from 'bcryptjs';

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

// Compared against when the email is unknown, so both answers take about as long. Made on first use.
let unknownUserHash: Promise<string> | undefined;

export async function verifyPassword(password: string, hash: string | undefined, cost = 10): Promise<boolean> {
  unknownUserHash ??= bcrypt.hash('renewly-unknown-user', cost);
  const ok = await bcrypt.compare(password, hash ?? (await unknownUserHash));
  return ok && hash !== undefined;
}
