import bcrypt from 'bcryptjs';

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

// Compared against when the email is unknown, so both answers take as long.
const UNKNOWN_USER_HASH = bcrypt.hashSync('renewly-unknown-user', 10);

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? UNKNOWN_USER_HASH);
  return ok && hash !== undefined;
}
