// The signed-in user a server-drawn page inlined (boot-data.ts), put in the query cache before the first render.
// Checked by shape, without zod (zod stays off the first load): it is our own server's answer, drawn from the same
// read as GET /api/auth/user, and the next read of that query goes through userSchema (readAuthUser).
import type { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, type User } from '@renewly/shared-contracts';
import { bootData } from './boot-data';

const USER_FIELDS = ['id', 'username', 'email', 'firstName', 'lastName', 'mobileNumber', 'createdAt'] as const;
/** When the email and the mobile number were verified: a date, or null for not yet. */
const NULLABLE_DATE_FIELDS = ['emailVerifiedAt', 'mobileVerifiedAt'] as const;

/** The inlined user when it has every field of a User (strings, readable dates, null for not verified), else undefined. */
export function inlinedUser(value: unknown): User | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (!USER_FIELDS.every((field) => typeof record[field] === 'string')) return undefined;
  if (Number.isNaN(Date.parse(record.createdAt as string))) return undefined;
  const readableOrNull = (v: unknown) => v === null || (typeof v === 'string' && !Number.isNaN(Date.parse(v)));
  if (!NULLABLE_DATE_FIELDS.every((field) => readableOrNull(record[field]))) return undefined;
  // Only the User fields, as userSchema's parse keeps them.
  const fields = [...USER_FIELDS, ...NULLABLE_DATE_FIELDS];
  return Object.fromEntries(fields.map((field) => [field, record[field]])) as unknown as User;
}

/** Puts the inlined user in the cache, so the auth gate draws the signed-in layout on the first render. */
export function seedSignedInUser(queryClient: QueryClient, boot = bootData()): void {
  if (!boot) return;
  const user = inlinedUser(boot.user);
  if (user) queryClient.setQueryData(QUERY_KEYS.authUser, user);
}
