// Web Push: the browser's subscription for this device, sent to the API so reminders reach it with no tab open.
// Loaded only when needed (Enable, a start with permission already granted, or logout).
import { apiJson, apiRequest, PUSH_PATHS, type PushPublicKey } from '@renewly/shared-contracts';

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

async function readyRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * Subscribes this device (or keeps its subscription) and tells the API. Resolves false when push can't be used here
 * (no service worker, the server has no keys, or the browser's push service refused); in-page reminders still work.
 */
export async function subscribeToPush(): Promise<boolean> {
  const registration = await readyRegistration();
  if (!registration) return false;
  const { publicKey } = await apiJson<PushPublicKey>('GET', PUSH_PATHS.publicKey);
  if (!publicKey) return false;
  const key = applicationServerKey(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await apiJson('POST', PUSH_PATHS.subscriptions, subscription.toJSON());
  return true;
}

/** Signing out: this device stops receiving the user's reminders (the next person here must not get them). */
export async function forgetPushSubscription(): Promise<void> {
  const registration = await readyRegistration(2000);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  // A 404 means the server had already forgotten it: nothing more to do.
  await apiRequest('DELETE', PUSH_PATHS.subscriptions, { endpoint: subscription.endpoint }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
