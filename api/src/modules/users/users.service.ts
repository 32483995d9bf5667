import { ApiError } from '../../http/api-error';
import type { User } from '@renewly/shared-contracts';
import { UserModel, toPublicUser } from './user.model';

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  mobileNumber?: string;
}

export async function updateProfile(userId: string, update: ProfileUpdate): Promise<User> {
  const $set: ProfileUpdate = {};
  if (update.firstName !== undefined) $set.firstName = update.firstName.trim();
  if (update.lastName !== undefined) $set.lastName = update.lastName.trim();
  if (update.mobileNumber !== undefined) $set.mobileNumber = update.mobileNumber.trim();
  const user = await UserModel.findByIdAndUpdate(userId, { $set }, { returnDocument: 'after' }).lean();
  if (!user) throw new ApiError(404, 'User not found');
  return toPublicUser(user);
}
