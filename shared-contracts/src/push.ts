// Web Push (issue 10): the three API paths and the payload types. This file is in the contracts every first load
// carries, so it holds only what the shell needs at run time (PUSH_PATHS); the subscription schemas, which only the API
// runs, are in features/push-subscription.ts (imported as '@renewly/shared-contracts/features/push-subscription', outside the index).

export const PUSH_PATHS = {
  /** GET: `PushPublicKey`. */
  publicKey: '/api/push/public-key',
  /** POST `PushSubscriptionInput` (204), DELETE `PushUnsubscribeInput` (204; 404 if the caller has no such one). */
  subscriptions: '/api/push/subscriptions',
} as const;

/** GET /api/push/public-key: the VAPID public key (base64url) for `applicationServerKey`; null when push is off. */
export interface PushPublicKey {
  publicKey: string | null;
}

/** The shape of the browser's `PushSubscription.toJSON()`, as POST /api/push/subscriptions takes it. */
export interface PushSubscriptionInput {
  /** An https: URL of at most 2048 characters. */
  endpoint: string;
  expirationTime?: number | null;
  /** base64url: p256dh a 65-byte P-256 public key, auth at least 16 bytes. */
  keys: { p256dh: string; auth: string };
}

/** DELETE /api/push/subscriptions body. */
export interface PushUnsubscribeInput {
  endpoint: string;
}

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
