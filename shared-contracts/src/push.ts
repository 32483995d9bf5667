// Web Push (issue 10): the subscription the browser sends, the VAPID public key, and the three API paths. Kept small:
// the shell imports it.
import { z } from 'zod';

export const PUSH_PATHS = {
  /** GET: `PushPublicKey`. */
  publicKey: '/api/push/public-key',
  /** POST `PushSubscriptionInput` (204), DELETE `PushUnsubscribeInput` (204; 404 if the caller has no such one). */
  subscriptions: '/api/push/subscriptions',
} as const;

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
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeInputSchema = z.object({ endpoint });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInputSchema>;

/** GET /api/push/public-key: the VAPID public key (base64url) for `applicationServerKey`; null when push is off. */
export const pushPublicKeySchema = z.object({ publicKey: z.string().nullable() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What a reminder's web push carries (the service worker reads it as JSON). */
export interface PushReminderPayload {
  title: string;
  body: string;
  tag: 'policy-reminder';
  /** Within the app's origin: '/policies?policy=<policyId>'. */
  url: string;
  policyId: string;
  reminderId: string;
}
