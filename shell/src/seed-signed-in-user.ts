// The signed-in user a server-drawn page inlined (boot-data.ts), put in the query cache before the first render.
import type { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, userSchema } from '@renewly/shared-contracts';
import { bootData } from './boot-data';

/** Puts the inlined user in the cache, so the auth gate draws the signed-in layout on the first render. */
export function seedSignedInUser(queryClient: QueryClient, boot = bootData()): void {
  if (!boot) return;
  const user = userSchema.safeParse(boot.user);
  if (user.success) queryClient.setQueryData(QUERY_KEYS.authUser, user.data);
}

