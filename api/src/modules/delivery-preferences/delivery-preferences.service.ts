// A user's reminder delivery preferences (stored on the user: see UserRecord.deliveryPreferences).
import { Types } from 'mongoose';
import type { DeliveryPreferences } from '@renewly/shared-contracts/features/delivery-preferences';
import { ApiError } from '../../core/http/api-error';
import { UserModel, type UserRecord } from '../users';
import { DEFAULT_DELIVERY_PREFERENCES } from './delivery-preferences.rules';

function withDefaults(stored: UserRecord['deliveryPreferences'] | null | undefined): DeliveryPreferences {
  if (!stored) return structuredClone(DEFAULT_DELIVERY_PREFERENCES);
  return {
    deliveryHour: stored.deliveryHour,
    quietHours: { enabled: stored.quietHours.enabled, start: stored.quietHours.start, end: stored.quietHours.end },
    defaultChannels: stored.defaultChannels && stored.defaultChannels.length > 0 ? [...stored.defaultChannels] : null,
    noticeEmails: stored.noticeEmails !== false,
  };
}

export async function getDeliveryPreferences(userId: string): Promise<DeliveryPreferences> {
  const user = await UserModel.findById(userId, { deliveryPreferences: 1 }).lean();
  if (!user) throw new ApiError(404, 'User not found');
  return withDefaults(user.deliveryPreferences);
}

export async function setDeliveryPreferences(userId: string, input: DeliveryPreferences): Promise<DeliveryPreferences> {
  // A PUT without noticeEmails keeps the stored choice (an older page does not send it).
  const prefs = { ...input, noticeEmails: input.noticeEmails ?? (await getDeliveryPreferences(userId)).noticeEmails };
  // updateOne, not findOneAndUpdate: FerretDB v1's findAndModify refuses a projection.
  const r = await UserModel.updateOne({ _id: new Types.ObjectId(userId) }, { $set: { deliveryPreferences: prefs } }, { runValidators: true });
  if (r.matchedCount === 0) throw new ApiError(404, 'User not found');
  return withDefaults(prefs);
}

/** Notice emails about the user's cars on or off (the unsubscribe link), keeping every other preference. */
export async function setNoticeEmails(userId: string, on: boolean): Promise<void> {
  await setDeliveryPreferences(userId, { ...(await getDeliveryPreferences(userId)), noticeEmails: on });
}

/**
 * The preferences of the given users, for the delivery sweep (one read, whatever the number); users without
 * stored preferences get the defaults.
 */
export async function deliveryPreferencesFor(userIds: string[]): Promise<Map<string, DeliveryPreferences>> {
  const out = new Map<string, DeliveryPreferences>(userIds.map((id) => [id, withDefaults(null)]));
  if (userIds.length === 0) return out;
  const users = await UserModel.find(
    { _id: { $in: userIds.map((id) => new Types.ObjectId(id)) } },
    { _id: 1, deliveryPreferences: 1 },
  ).lean();
  for (const u of users) out.set(String(u._id), withDefaults(u.deliveryPreferences));
  return out;
}
