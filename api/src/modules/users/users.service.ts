import { Types } from 'mongoose';
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

/** How to reach a user, for reminder deliveries. */
export interface UserContact {
  firstName: string;
  email: string | null;
  mobileNumber: string | null;
}

/** Contact details of the given users (one read, whatever the number); unknown ids are absent. */
export async function contactsFor(userIds: string[]): Promise<Map<string, UserContact>> {
  if (userIds.length === 0) return new Map();
  const users = await UserModel.find(
    { _id: { $in: userIds.map((id) => new Types.ObjectId(id)) } },
    { _id: 1, firstName: 1, email: 1, mobileNumber: 1 },
  ).lean();
  return new Map(
    users.map((u) => [
      String(u._id),
      { firstName: u.firstName, email: u.email || null, mobileNumber: u.mobileNumber || null },
    ]),
  );
}
