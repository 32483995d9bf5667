// The profile's names and mobile number (moved here from users, issue 48: a new mobile number gets a code from the
// verification module, which is above users).
import { toE164Uk, type User } from '@renewly/shared-contracts';
import type { AppDeps } from '../../core/app-deps';
import { ApiError } from '../../core/http/api-error';
import { UserModel, toPublicUser } from '../users';
import { sendMobileCode } from '../verification';

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
