// The web push subscription schemas (issue 10). Not exported from the index: only the API runs them, and the index is
// in every first load. Import as '@renewly/shared-contracts/features/push-subscription'; the types are in ../push.ts.
import { z } from 'zod';
import type { PushPublicKey, PushSubscriptionInput, PushUnsubscribeInput } from '@renewly/shared-contracts';

export const PUSH_ENDPOINT_MAX = 2048;

export const PUSH_MESSAGES = {
  endpoint: 'The push endpoint must be an https: URL of at most 2048 characters',
  p256dh: 'keys.p256dh must be a base64url P-256 public key (65 bytes)',
  auth: 'keys.auth must be a base64url secret of at least 16 bytes',
  notFound: 'Push subscription not found',
} as const;

/** Bytes a base64url string (padding optional) decodes to; -1 when it is not base64url. */
export function base64UrlByteLength(text: string): number {
  const m = /^([A-Za-z0-9_-]*)={0,2}$/.exec(text);
  if (!m || m[1]!.length % 4 === 1) return -1;
  return Math.floor((m[1]!.length * 3) / 4);
}

const endpoint = z
  .string({ error: PUSH_MESSAGES.endpoint })
  .max(PUSH_ENDPOINT_MAX, PUSH_MESSAGES.endpoint)
  .refine((v) => {
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }, PUSH_MESSAGES.endpoint);

/** The shape of the browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionInputSchema = z.object({
  endpoint,
  expirationTime: z.number().nonnegative().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string({ error: PUSH_MESSAGES.p256dh }).max(100).refine((v) => base64UrlByteLength(v) === 65, PUSH_MESSAGES.p256dh),
      auth: z.string({ error: PUSH_MESSAGES.auth }).max(100).refine((v) => base64UrlByteLength(v) >= 16, PUSH_MESSAGES.auth),
    },
    { error: 'keys: the subscription keys (p256dh and auth) are required' },
  ),
});

export const pushUnsubscribeInputSchema = z.object({ endpoint });

/** GET /api/push/public-key answer. */
export const pushPublicKeySchema = z.object({ publicKey: z.string().nullable() });

// The schemas and the contract's interfaces agree, or this does not compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type PushSchemasMatchTypes = Assert<
  Same<z.infer<typeof pushSubscriptionInputSchema>, PushSubscriptionInput> &
    Same<z.infer<typeof pushUnsubscribeInputSchema>, PushUnsubscribeInput> &
    Same<z.infer<typeof pushPublicKeySchema>, PushPublicKey>
>;
