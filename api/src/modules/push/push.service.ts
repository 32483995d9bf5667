import { Types } from 'mongoose';
import type { PushSubscriptionInput } from '@renewly/shared-contracts';
import { isDuplicateKeyError } from '../../core/db/errors';
import { PushSubscriptionModel } from './push-subscriptions.model';

/** Browsers one user may have subscribed; a newer one drops the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 20;

const oid = (id: string) => new Types.ObjectId(id);

/**
 * Stores the browser's subscription for this user. The endpoint is the browser: if another account had it (the same
 * browser, signed in as someone else now), it moves here. No atomic upsert on FerretDB v1: delete, then insert under
 * the unique endpoint index.
 */
export async function subscribe(userId: string, input: PushSubscriptionInput, now = new Date()): Promise<void> {
  const doc = {
    userId: oid(userId),
    endpoint: input.endpoint,
    keys: { p256dh: input.keys.p256dh, auth: input.keys.auth },
    expirationTime: input.expirationTime ?? null,
    createdAt: now,
  };
  await PushSubscriptionModel.deleteOne({ endpoint: input.endpoint });
  try {
    await PushSubscriptionModel.collection.insertOne({ _id: new Types.ObjectId(), ...doc });
  } catch (err) {
    // Another subscribe of this endpoint inserted after our delete: it is the later one, and it stands (as if ours had
    // come first). Retrying instead would only contend with it.
    if (!isDuplicateKeyError(err)) throw err;
    return;
  }
  await dropOldest(userId);
}

/** Keeps the user's newest MAX_PUSH_SUBSCRIPTIONS_PER_USER subscriptions. */
async function dropOldest(userId: string): Promise<void> {
  const extra = await PushSubscriptionModel.find({ userId: oid(userId) }, { _id: 1 })
    .sort({ createdAt: -1, _id: -1 })
    .skip(MAX_PUSH_SUBSCRIPTIONS_PER_USER)
    .lean();
  if (extra.length > 0) await PushSubscriptionModel.deleteMany({ _id: { $in: extra.map((s) => s._id) } });
}

/** Deletes the caller's own subscription of this endpoint; false when the caller has none. */
export async function unsubscribe(userId: string, endpoint: string): Promise<boolean> {
  const r = await PushSubscriptionModel.deleteOne({ userId: oid(userId), endpoint });
  return r.deletedCount > 0;
}

export interface StoredPushSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export async function subscriptionsOf(userId: string): Promise<StoredPushSubscription[]> {
  const list = await PushSubscriptionModel.find({ userId: oid(userId) }).sort({ createdAt: 1, _id: 1 }).lean();
  return list.map((s) => ({ id: String(s._id), endpoint: s.endpoint, keys: { p256dh: s.keys.p256dh, auth: s.keys.auth } }));
}

/** The push service said this subscription is gone (404/410): remove that record (by id, not a newer one). */
export async function deleteGoneSubscription(id: string): Promise<void> {
  await PushSubscriptionModel.deleteOne({ _id: oid(id) });
}
