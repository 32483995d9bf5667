// The web push seam: the delivery engine's push channel depends on this interface only. The real implementation
// is web-push with the VAPID keys from configuration; without keys `configured` is false and nothing is sent.

/** Where a browser receives pushes: its `PushSubscription` endpoint and keys. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** Seconds the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  /** Replaces a message with the same topic still waiting at the push service (base64url, at most 32 characters). */
  topic?: string;
}

/**
 * A refused or failed push. `kind`: 'gone' (404/410: the subscription no longer exists; delete it), 'permanent'
 * (401/403: the VAPID keys do not match; 400/413: the request itself is wrong) or 'temporary' (429, 5xx, network).
 */
export class PushSendError extends Error {
  constructor(
    message: string,
    readonly kind: 'gone' | 'permanent' | 'temporary',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PushSendError';
  }
}

export interface PushSender {
  readonly configured: boolean;
  /** The VAPID public key (base64url) the browser subscribes with, or null when push is not configured. */
  readonly publicKey: string | null;
  /** Resolves with the push service's status (201) once it has accepted the message; throws PushSendError. */
  send(target: PushTarget, payload: string, options: PushOptions): Promise<{ status: number }>;
}
