// Changing how the account signs in (issue 40): the email address and the password. Both routes sit behind
// requireRecentAuth; each change is told to the account's verified address (sign-in-change-notice.ts).
import { MESSAGES } from '@renewly/shared-contracts';
import { ACCOUNT_SECURITY_TEXTS } from '@renewly/shared-contracts/features/account-security';
import type { AppDeps } from '../../core/app-deps';
import { ApiError } from '../../core/http/api-error';
import { deleteOtherUserSessions } from '../auth';
import { isBreachedPassword } from '../auth';
import { normaliseEmail } from '../auth';
import { hashPassword } from '../auth';
import { sendSignInChangeNotice } from '../security-notices';
import { requestEmailChange } from '../verification';
import { UserModel } from '../users';

type Deps = Pick<AppDeps, 'config' | 'mailer' | 'logger' | 'connection'>;

/**
 * Asks for a new sign-in address (issue 51): nothing changes until the link sent to it is opened
 * (email-verification.ts), and the answer is the same whether or not another account uses the address (that one is
 * told by email instead), so the route shows nobody which addresses have accounts.
 */
export async function changeEmail(userId: string, newEmail: string, deps: Deps): Promise<{ message: string }> {
  const email = normaliseEmail(newEmail);
  const user = await UserModel.findById(userId, { email: 1, firstName: 1 }).lean();
  if (!user) throw new ApiError(404, 'User not found');
  if (user.email === email) throw new ApiError(400, ACCOUNT_SECURITY_TEXTS.emailUnchanged);
  await requestEmailChange({ id: userId, firstName: user.firstName }, email, deps);
  return { message: ACCOUNT_SECURITY_TEXTS.emailChangeLinkSent };
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
