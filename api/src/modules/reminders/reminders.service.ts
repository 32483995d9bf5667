import { Types } from 'mongoose';
import { reminderTitle, type NotificationMethod } from '@renewly/shared-contracts';
import { ReminderModel } from './reminders.model';

const oid = (id: string) => new Types.ObjectId(id);

/**
 * One reminder per day value for a policy the caller has checked belongs to the user (the policy dialog).
 * All or nothing: if they cannot all be written, the ones written are removed and the error is thrown.
 */
export async function createRemindersForPolicy(
  userId: string,
  policyId: string,
  days: number[],
  methods: NotificationMethod[],
): Promise<number> {
  if (days.length === 0) return 0;
  try {
    await ReminderModel.insertMany(
      days.map((daysBefore) => ({
        userId: oid(userId),
        policyId: oid(policyId),
        title: reminderTitle(daysBefore),
        daysBefore,
        notificationMethods: methods,
      })),
    );
  } catch (err) {
    await ReminderModel.deleteMany({ userId: oid(userId), policyId: oid(policyId) }).catch(() => undefined);
    throw err;
  }
  return days.length;
}

/** Removes every reminder of one of the user's policies (called when the policy is deleted). */
export async function deleteForPolicy(userId: string, policyId: string): Promise<number> {
  const r = await ReminderModel.deleteMany({ userId: oid(userId), policyId: oid(policyId) });
  return r.deletedCount;
}
