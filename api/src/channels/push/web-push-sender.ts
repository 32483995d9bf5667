import type { Agent } from 'node:https';
import webpush from 'web-push';
import { literalHostIsNotPublic, NonPublicAddressError, publicOnlyAgent } from '../../core/net/push-endpoint-policy';
import { PushSendError, type PushSender } from '../../core/ports/push-sender';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use. */
  subject: string;
}

/** How long a push service may take to answer before the attempt counts as a temporary failure. */
export const PUSH_TIMEOUT_MS = 15_000;

/** Why a push to a loopback, private or reserved address is refused (push-endpoint-policy.ts). */
export const NON_PUBLIC_PUSH_ADDRESS = 'The push service address is not public';

function failureOf(err: unknown): PushSendError {
  if (err instanceof NonPublicAddressError) return new PushSendError(NON_PUBLIC_PUSH_ADDRESS, 'permanent');
  if (err instanceof webpush.WebPushError) {
    const status = err.statusCode;
    if (status === 404 || status === 410) return new PushSendError(`The subscription is gone (HTTP ${status})`, 'gone', status);
    if (status === 401 || status === 403)
      return new PushSendError(`The push service refused the VAPID keys (HTTP ${status})`, 'permanent', status);
    if (status === 400 || status === 413) return new PushSendError(`The push service refused the message (HTTP ${status})`, 'permanent', status);
    return new PushSendError(`The push service could not take the message yet (HTTP ${status})`, 'temporary', status);
  }
  const code = (err as { code?: unknown }).code;
  return new PushSendError(`Could not reach the push service${typeof code === 'string' ? ` (${code})` : ''}`, 'temporary');
}

/**
 * web-push with these VAPID keys, to public addresses only. `agent` and `allowNonPublicAddresses` are for tests only
 * (a fake push service on loopback with a self-signed certificate needs `new https.Agent({ rejectUnauthorized: false })`
 * and a loopback address).
 */
export function createWebPushSender(
  vapid: VapidKeys,
  options: { agent?: Agent; timeoutMs?: number; allowNonPublicAddresses?: boolean } = {},
): PushSender {
  const agent = options.allowNonPublicAddresses ? options.agent : publicOnlyAgent(options.agent?.options);
  return {
    configured: true,
    publicKey: vapid.publicKey,
    async send(target, payload, { ttlSeconds, topic }) {
      if (!options.allowNonPublicAddresses && literalHostIsNotPublic(target.endpoint)) {
        throw new PushSendError(NON_PUBLIC_PUSH_ADDRESS, 'permanent');
      }
      try {
        const res = await webpush.sendNotification(target, payload, {
          vapidDetails: vapid,
          TTL: ttlSeconds,
          urgency: 'normal',
          ...(topic ? { topic } : {}),
          ...(agent ? { agent } : {}),
          timeout: options.timeoutMs ?? PUSH_TIMEOUT_MS,
        });
        return { status: res.statusCode };
      } catch (err) {
        throw failureOf(err);
      }
    },
  };
}
