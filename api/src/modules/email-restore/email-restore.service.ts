// Issue 51: the address an account left can take it back for 7 days. The notice of the change carries a link
// (`/#restoreEmail=<token>`, 32 random bytes, stored only as a SHA-256, once: claimed by an insert under a unique key)
// that puts that address back, sets a new password and ends every session. While the link works the address stays
// held for its account: no sign-up and no other account's change can take it.
import { createHash, randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { MESSAGES } from '@renewly/shared-contracts';
import { EMAIL_RESTORE_DAYS, EMAIL_RESTORE_PARAM, EMAIL_RESTORE_TEXTS as TEXT } from '@renewly/shared-contracts/features/email-restore';
import type { AppDeps } from '../../core/app-deps';
import { ClaimModel, claimOnce } from '../../core/db/claim';
import { isDuplicateKeyError } from '../../core/db/errors';
import { ApiError } from '../../core/http/api-error';
import { isBreachedPassword } from '../auth';
import { hashPassword } from '../auth';
import { ResetTokenModel } from '../auth';
import { deleteUserSessions } from '../auth';
import { UserModel } from '../users';
import { EmailRestoreTokenModel } from './email-restore-token.model';

export const EMAIL_RESTORE_CLAIM = 'email-restore-token';
const DAY_MS = 24 * 60 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** An account uses the address, or it is held for the account it left (its restore link still works). */
export async function addressIsHeld(address: string, exceptUserId?: Types.ObjectId | string, now = new Date()): Promise<boolean> {
  const other = exceptUserId === undefined ? {} : { $ne: new Types.ObjectId(String(exceptUserId)) };
  const byUser = exceptUserId === undefined ? { username: address } : { username: address, _id: other };
  const byLink = exceptUserId === undefined ? { address, expiresAt: { $gt: now } } : { address, expiresAt: { $gt: now }, userId: other };
  return Boolean((await UserModel.exists(byUser)) ?? (await EmailRestoreTokenModel.exists(byLink)));
}

/** A new restore link for `address`, the one the account just left: the URL to put in the notice sent there. */
export async function issueEmailRestoreLink(userId: Types.ObjectId | string, address: string, appOrigin: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await EmailRestoreTokenModel.create({
    userId: new Types.ObjectId(String(userId)),
    address,
    tokenHash: hashOf(token),
    expiresAt: new Date(now.getTime() + EMAIL_RESTORE_DAYS * DAY_MS),
    createdAt: now,
  });
  return `${appOrigin}/#${EMAIL_RESTORE_PARAM}=${token}`;
}

/**
 * Gives the account back to the address the link went to: that address (verified: the link reached it), the new
 * password, every session ended, every reset link and every restore link made since (a later address's link can no
 * longer take it back; an earlier address's still can).
 */
export async function restoreEmail(token: string, newPassword: string, deps: Pick<AppDeps, 'config' | 'connection'>): Promise<void> {
  const tokenHash = hashOf(token);
  const record = await EmailRestoreTokenModel.findOne({ tokenHash }).lean();
  if (!record) {
    // Used links are deleted; their claim says they were used.
    const used = await ClaimModel.exists({ kind: EMAIL_RESTORE_CLAIM, key: tokenHash });
    throw new ApiError(400, used ? TEXT.linkUsed : TEXT.linkInvalid);
  }
  if (record.expiresAt.getTime() <= Date.now()) throw new ApiError(400, TEXT.linkInvalid);
  // Before the link is used up: a refused password leaves it working for a better one.
  if (isBreachedPassword(newPassword)) throw new ApiError(400, MESSAGES.passwordTooCommon);
  if (await UserModel.exists({ username: record.address, _id: { $ne: record.userId } })) throw new ApiError(409, TEXT.addressTaken);
  if (!(await claimOnce(EMAIL_RESTORE_CLAIM, tokenHash))) throw new ApiError(400, TEXT.linkUsed);
  const passwordHash = await hashPassword(newPassword, deps.config.argon2);
  const $set = { email: record.address, username: record.address, emailVerifiedAt: new Date(), emailToken: null, emailChange: null, passwordHash };
  try {
    const r = await UserModel.updateOne({ _id: record.userId }, { $set });
    if (r.matchedCount === 0) throw new ApiError(400, TEXT.linkInvalid);
  } catch (err) {
    if (isDuplicateKeyError(err)) throw new ApiError(409, TEXT.addressTaken);
    throw err;
  }
  await EmailRestoreTokenModel.deleteMany({ userId: record.userId, createdAt: { $gte: record.createdAt } });
  await ResetTokenModel.deleteMany({ userId: record.userId });
  await deleteUserSessions(deps.connection, String(record.userId));
}
