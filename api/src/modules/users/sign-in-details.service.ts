// Changing how the account signs in (issue 40): the email address and the password. Both routes sit behind
// requireRecentAuth; each change is told to the account's verified address (sign-in-change-notice.ts).
import type { User } from '@renewly/shared-contracts';
import { MESSAGES } from '@renewly/shared-contracts';
import { ACCOUNT_SECURITY_TEXTS } from '@renewly/shared-contracts/features/account-security';
import type { AppDeps } from '../../app-deps';
import { isDuplicateKeyError } from '../../db/errors';
import { ApiError } from '../../http/api-error';
import { deleteOtherUserSessions } from '../auth/account-sessions';
import { DUPLICATE_EMAIL_MESSAGE } from '../auth/auth.service';
import { isBreachedPassword } from '../auth/breached-passwords';
import { normaliseEmail } from '../auth/email';
import { hashPassword } from '../auth/passwords';
import { sendSignInChangeNotice } from '../security-notices/sign-in-change-notice';
import { sendChangedEmailVerification } from '../verification/email-verification';
import { toPublicUser, UserModel } from './user.model';

type Deps = Pick<AppDeps, 'config' | 'mailer' | 'logger' | 'connection'>;

/**
 * The new address becomes the sign-in name at once and must be verified again (emailVerifiedAt back to null, a link
 * sent to it). The old address is told first, while it is still the verified one; the new one gets the link with
 * what to do if it was not them.
 */
export async function changeEmail(userId: string, newEmail: string, deps: Deps): Promise<User> {
  const email = normaliseEmail(newEmail);
  const before = await UserModel.findById(userId, { email: 1 }).lean();
  if (!before) throw new ApiError(404, 'User not found');
  if (before.email === email) throw new ApiError(400, ACCOUNT_SECURITY_TEXTS.emailUnchanged);
  if (await UserModel.exists({ username: email })) throw new ApiError(409, DUPLICATE_EMAIL_MESSAGE);
  await sendSignInChangeNotice(deps, userId, 'email-changed', { to: before.email, newEmail: email });
  let user;
  try {
    user = await UserModel.findByIdAndUpdate(
      userId,
      { $set: { email, username: email, emailVerifiedAt: null, emailToken: null } },
      { returnDocument: 'after' },
    ).lean();
  } catch (err) {
    // Two accounts taking one address at once: the unique index decides.
    if (isDuplicateKeyError(err)) throw new ApiError(409, DUPLICATE_EMAIL_MESSAGE);
    throw err;
  }
  if (!user) throw new ApiError(404, 'User not found');
  await sendChangedEmailVerification({ id: userId, email, firstName: user.firstName }, deps);
  return toPublicUser(user);
}

/** A new password; every other session of the user ends (this one stays signed in). */
export async function changePassword(userId: string, currentSessionId: string, newPassword: string, deps: Deps): Promise<number> {
  if (isBreachedPassword(newPassword)) throw new ApiError(400, MESSAGES.passwordTooCommon);
  const passwordHash = await hashPassword(newPassword, deps.config.argon2);
  const r = await UserModel.updateOne({ _id: userId }, { $set: { passwordHash } });
  if (r.matchedCount === 0) throw new ApiError(404, 'User not found');
  const ended = await deleteOtherUserSessions(deps.connection, userId, currentSessionId);
  await sendSignInChangeNotice(deps, userId, 'password-changed');
  return ended;
}
