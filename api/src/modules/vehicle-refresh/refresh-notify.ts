// What the DVLA says about a car is told to everyone who sees it: its owner and each current member (household
// sharing), each in their own bell, once. The notification key names the member (the owner's keeps the form it
// always had), so each person's copy is claimed once by its own insert, however many workers run.
import { Types } from 'mongoose';
import { createNotificationOnce, type KeyedNotificationInput } from '../notifications/notifications.service';
import { PolicyShareModel } from '../sharing/policy-shares.model';

/** The owner, then every member who has accepted (open invitations are nobody yet). */
export async function peopleWhoSee(policy: { _id: Types.ObjectId; userId: Types.ObjectId }): Promise<string[]> {
  const shares = await PolicyShareModel.find({ policyId: policy._id }, { memberId: 1 }).lean();
  const members = shares.flatMap((s) => (s.memberId ? [String(s.memberId)] : []));
  return [String(policy.userId), ...members];
}

/** One bell notification about the car to each person who sees it (each exactly once). */
export async function notifyEveryone(
  policy: { _id: Types.ObjectId; userId: Types.ObjectId },
  input: Omit<KeyedNotificationInput, 'policyId' | 'reminderId'>,
): Promise<void> {
  const ownerId = String(policy.userId);
  for (const userId of await peopleWhoSee(policy)) {
    await createNotificationOnce(userId, {
      ...input,
      key: userId === ownerId ? input.key : `${input.key}:${userId}`,
      policyId: String(policy._id),
    });
  }
}
