// What the DVLA says about a car is told to everyone who sees it: its owner and each current member (household
// sharing), each in their own bell, once. The notification key names the member (the owner's keeps the form it
// always had), so each person's copy is claimed once by its own insert, however many workers run. An urgent alert
// also goes through each person's own channels (refresh-alert-channels.ts), sent by the process whose insert won.
import { Types } from 'mongoose';
import { createNotificationOnce, type KeyedNotificationInput } from '../notifications';
import { PolicyShareModel } from '../policies';
import type { AlertChannels, AlertDelivery } from './refresh-alert-channels';

/** Send the alert through each person's channels too (email, SMS, web push), with this short line for SMS. */
export interface AlsoByChannels {
  channels: AlertChannels | undefined;
  smsLine: string;
}

/** The owner, then every member who has accepted (open invitations are nobody yet). */
export async function peopleWhoSee(policy: { _id: Types.ObjectId; userId: Types.ObjectId }): Promise<string[]> {
  const shares = await PolicyShareModel.find({ policyId: policy._id }, { memberId: 1 }).lean();
  const members = shares.flatMap((s) => (s.memberId ? [String(s.memberId)] : []));
  return [String(policy.userId), ...members];
}

/** One bell notification about the car to each person who sees it (each exactly once), and their channels if asked. */
export async function notifyEveryone(
  policy: { _id: Types.ObjectId; userId: Types.ObjectId },
  input: Omit<KeyedNotificationInput, 'policyId' | 'reminderId'>,
  alsoBy?: AlsoByChannels,
): Promise<void> {
  const ownerId = String(policy.userId);
  const policyId = String(policy._id);
  const won: AlertDelivery[] = [];
  for (const userId of await peopleWhoSee(policy)) {
    const key = userId === ownerId ? input.key : `${input.key}:${userId}`;
    const claimed = await createNotificationOnce(userId, { ...input, key, policyId });
    if (claimed) won.push({ userId, alert: { key, policyId, title: input.title, message: input.message, smsLine: alsoBy?.smsLine ?? '' } });
  }
  // The channels of everyone whose copy this process claimed, their preferences and contacts read in one go.
  if (alsoBy?.channels) await alsoBy.channels.send(won);
}
