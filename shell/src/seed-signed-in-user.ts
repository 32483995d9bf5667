// The signed-in user a server-drawn page inlined (boot-data.ts), put in the query cache before the first render.
// Checked by shape, without zod (zod stays off the first load): it is our own server's answer, drawn from the same
// read as GET /api/auth/user, and the next read of that query goes through userSchema (readAuthUser).
import type { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, type User } from '@renewly/shared-contracts';
import { bootData } from './boot-data';

const USER_FIELDS = ['id', 'username', 'email', 'firstName', 'lastName', 'mobileNumber', 'createdAt'] as const;

/** The inlined user when it has every field of a User as a string (and a readable createdAt), else undefined. */
export function inlinedUser(value: unknown): User | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (!USER_FIELDS.every((field) => typeof record[field] === 'string')) return undefined;
  if (Number.isNaN(Date.parse(record.createdAt as string))) return undefined;
  // Only the User fields, as userSchema's parse keeps them.
  return Object.fromEntries(USER_FIELDS.map((field) => [field, record[field]])) as unknown as User;
}

/** Puts the inlined user in the cache, so the auth gate draws the signed-in layout on the first render. */
export function seedSignedInUser(queryClient: QueryClient, boot = bootData()): void {
  if (!boot) return;
  const user = inlinedUser(boot.user);
  if (user) queryClient.setQueryData(QUERY_KEYS.authUser, user);
}
