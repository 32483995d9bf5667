import { Types } from 'mongoose';
import { UserModel } from './user.model';

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

/** The first names of these users, by id (sharing names owners and members by them; the market page, owners). */
export async function firstNamesOf(ids: Types.ObjectId[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const users = await UserModel.find({ _id: { $in: ids } }, { firstName: 1 }).lean();
  return new Map(users.map((u) => [String(u._id), u.firstName]));
}

/** The owners' first names of policies shared with a user, for the 'Shared by' mark. */
export async function ownerFirstNames(ownerIds: string[]): Promise<Map<string, string>> {
  return firstNamesOf([...new Set(ownerIds)].map((id) => new Types.ObjectId(id)));
}
