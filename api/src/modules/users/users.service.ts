import { Types } from 'mongoose';
import { toE164Uk, type User } from '@renewly/shared-contracts';
import type { AppDeps } from '../../core/app-deps';
import { ApiError } from '../../core/http/api-error';
import { sendMobileCode } from '../verification/mobile-verification';
import { UserModel, toPublicUser } from './user.model';

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  mobileNumber?: string;
}

/**
 * Saves the profile. A different mobile number is stored unverified (its pending code cleared) and gets a code by SMS;
 * not sending it (no SMS, over the limits) does not fail the save: the profile offers 'Send a new code'.
 */
export async function updateProfile(userId: string, update: ProfileUpdate, deps: Pick<AppDeps, 'config' | 'sms' | 'logger'>): Promise<User> {
  const $set: ProfileUpdate & { mobileVerifiedAt?: null; mobileCode?: null } = {};
  if (update.firstName !== undefined) $set.firstName = update.firstName.trim();
  if (update.lastName !== undefined) $set.lastName = update.lastName.trim();
  const before = await UserModel.findById(userId, { mobileNumber: 1 }).lean();
  if (!before) throw new ApiError(404, 'User not found');
  const newNumber = update.mobileNumber !== undefined && toE164Uk(update.mobileNumber.trim()) !== toE164Uk(before.mobileNumber);
  if (update.mobileNumber !== undefined) $set.mobileNumber = update.mobileNumber.trim();
  if (newNumber) Object.assign($set, { mobileVerifiedAt: null, mobileCode: null });
  const user = await UserModel.findByIdAndUpdate(userId, { $set }, { returnDocument: 'after' }).lean();
  if (!user) throw new ApiError(404, 'User not found');
  if (newNumber) {
    await sendMobileCode(userId, deps).catch((err: unknown) =>
      deps.logger.info({ userId, reason: (err as Error).message }, 'no verification code sent for the new mobile number'),
    );
  }
  return toPublicUser(user);
}

/** How to reach a user, for reminder deliveries. */
export interface UserContact {
  firstName: string;
  email: string | null;
  mobileNumber: string | null;
  /** The mobile number was verified by a code (issue 36): SMS reminders go only to a verified number. */
  mobileVerified: boolean;
}

/** Contact details of the given users (one read, whatever the number); unknown ids are absent. */
export async function contactsFor(userIds: string[]): Promise<Map<string, UserContact>> {
  if (userIds.length === 0) return new Map();
  const users = await UserModel.find(
    { _id: { $in: userIds.map((id) => new Types.ObjectId(id)) } },
    { _id: 1, firstName: 1, email: 1, mobileNumber: 1, mobileVerifiedAt: 1 },
  ).lean();
  return new Map(
    users.map((u) => [
      String(u._id),
      { firstName: u.firstName, email: u.email || null, mobileNumber: u.mobileNumber || null, mobileVerified: Boolean(u.mobileVerifiedAt) },
    ]),
  );
}
