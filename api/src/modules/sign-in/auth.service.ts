import { createHash, randomBytes } from 'node:crypto';
import type { Connection, Types } from 'mongoose';
import { MESSAGES, type User } from '@renewly/shared-contracts';
import type { Mailer } from '../../core/ports/mailer';
import type { Config } from '../../core/config/env';
import { claimOnce } from '../../core/db/claim';
import { isDuplicateKeyError } from '../../core/db/errors';
import { ApiError } from '../../core/http/api-error';
import type { Logger } from '../../core/logger';
import { UserModel, toPublicUser } from '../users';
import { addressIsHeld } from '../email-restore';
import { type Argon2Params, deleteUserSessions, hashPassword, isBreachedPassword, normaliseEmail, ResetTokenModel, verifyPassword } from '../auth';
import { slowestBcryptRounds } from './legacy-hash-cost';
import { afterReset, aftermathLines, type ResetAftermath } from './reset-aftermath';
import { hitCooldown } from '../../core/security/rate-counter';

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that email, a reset link has been sent.';
export const RESET_PASSWORD_MESSAGE = 'Your password has been reset. You can now sign in.';
export const RESET_PASSKEYS_REMOVED_MESSAGE = 'Your password has been reset and your passkeys were removed. You can now sign in.';
export const INVALID_RESET_TOKEN_MESSAGE = 'This reset token is invalid or has expired.';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists';

export { normaliseEmail } from '../auth';
export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface RegisterInput {
  email: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  password: string;
  username?: string;
}

/** 400 for a password among the 100,000 most common (breached-passwords.ts); the forms show it under the field. */
function refuseBreachedPassword(password: string): void {
  if (isBreachedPassword(password)) throw new ApiError(400, MESSAGES.passwordTooCommon);
}

export async function registerUser(input: RegisterInput, argon2: Argon2Params): Promise<User> {
  refuseBreachedPassword(input.password);
  const email = normaliseEmail(input.email);
  if (input.username !== undefined && normaliseEmail(input.username) !== email)
    throw new ApiError(400, 'username must be the same as the email address');
  // An address an account left in the last 7 days is held for it (its restore link still works; issue 51).
  if (await addressIsHeld(email)) throw new ApiError(409, DUPLICATE_EMAIL_MESSAGE);
  try {
    const user = await UserModel.create({
      username: email,
      email,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      mobileNumber: input.mobileNumber.trim(),
      passwordHash: await hashPassword(input.password, argon2),
    });
    return toPublicUser(user);
  } catch (err) {
    // Two registrations racing: the unique index decides.
    if (isDuplicateKeyError(err)) throw new ApiError(409, DUPLICATE_EMAIL_MESSAGE);
    throw err;
  }
}

export interface AuthenticateDeps {
  config: Pick<Config, 'argon2' | 'rehashLegacyPasswords'>;
  logger: Logger;
}

/** The user for these credentials, or null. A matching bcrypt hash is replaced with an argon2id one. */
export async function authenticate(email: string, password: string, deps: AuthenticateDeps): Promise<User | null> {
  const user = await UserModel.findOne({ username: normaliseEmail(email) }).lean();
  // The same work whatever is stored, or nothing (passwords.ts): argon2id, plus bcrypt at the slowest stored cost.
  const bcryptRounds = await slowestBcryptRounds();
  const { ok, legacy } = await verifyPassword(password, user?.passwordHash, deps.config.argon2, bcryptRounds);
  if (!ok || !user) return null;
  if (legacy && deps.config.rehashLegacyPasswords) await upgradeHash(user, password, deps);
  return toPublicUser(user);
}

async function upgradeHash(
  user: { _id: Types.ObjectId; passwordHash: string },
  password: string,
  deps: AuthenticateDeps,
): Promise<void> {
  try {
    const passwordHash = await hashPassword(password, deps.config.argon2);
    // Only over the hash just verified: a password reset in the meantime wins.
    await UserModel.updateOne({ _id: user._id, passwordHash: user.passwordHash }, { $set: { passwordHash } });
  } catch (err) {
    // The sign-in stands; the bcrypt hash is upgraded at a later one.
    deps.logger.warn({ err, userId: String(user._id) }, 'password hash not upgraded to argon2id');
  }
}

export async function findPublicUser(id: string): Promise<User | null> {
  const user = await UserModel.findById(id).lean();
  return user ? toPublicUser(user) : null;
}

export interface ForgotPasswordDeps {
  config: Pick<Config, 'appOrigin' | 'resetTokenTtlMs'> & { rateLimit: Pick<Config['rateLimit'], 'forgotPasswordEmailCooldownMs'> };
  mailer: Mailer;
  logger: Logger;
}

/**
 * Emails a single-use reset token when the account exists; says nothing either way. Resolves once the account is
 * looked up: the token and the email are made in the background (`delivery`), so a known and an unknown address
 * take as long to answer.
 */
export async function requestPasswordReset(
  email: string,
  deps: ForgotPasswordDeps,
): Promise<{ delivery: Promise<void> }> {
  const user = await UserModel.findOne({ username: normaliseEmail(email) }).lean();
  if (!user) return { delivery: Promise.resolve() };
  // One email per address per cooldown, whoever asks: the answer stays the same, so this shows nothing.
  const cooldownMs = deps.config.rateLimit.forgotPasswordEmailCooldownMs;
  if (cooldownMs > 0) {
    if (!(await hitCooldown('forgot-email', String(user._id), cooldownMs))) return { delivery: Promise.resolve() };
  }
  const delivery = sendResetEmail(user, deps).catch((err: unknown) =>
    deps.logger.error({ err, userId: String(user._id) }, 'password reset email not sent'),
  );
  return { delivery };
}

async function sendResetEmail(
  user: { _id: Types.ObjectId; email: string; firstName: string },
  deps: ForgotPasswordDeps,
): Promise<void> {
  const token = randomBytes(32).toString('hex');
  const created = await ResetTokenModel.create({
    userId: user._id,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(Date.now() + deps.config.resetTokenTtlMs),
  });
  // Only the newest token works.
  await ResetTokenModel.deleteMany({ userId: user._id, _id: { $ne: created._id } });
  // In the fragment: browsers never send it, so no server or proxy log holds the token.
  const link = `${deps.config.appOrigin}/#resetToken=${token}`;
  const minutes = Math.round(deps.config.resetTokenTtlMs / 60000);
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Renewly password',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Renewly account.',
      `Open this link to choose a new password: ${link}`,
      '',
      `Or choose 'Reset password with token' on the sign-in screen and paste this reset token: ${token}`,
      '',
      `The token works once and expires in ${minutes} minutes. If you did not ask for this, ignore this email.`,
    ].join('\n'),
  });
}

export interface ResetPasswordDeps {
  argon2: Argon2Params;
  connection: Connection;
  mailer: Mailer;
  logger: Logger;
}

/**
 * Sets a new password with a valid, unexpired, unused token; signs the user out everywhere, gives the calendar feed a
 * new token, and removes every passkey when `removePasskeys` (reset-aftermath.ts). Answers what was done.
 */
export async function resetPassword(token: string, newPassword: string, deps: ResetPasswordDeps, removePasskeys = false): Promise<ResetAftermath> {
  const tokenHash = hashResetToken(token);
  const record = await ResetTokenModel.findOne({ tokenHash }).lean();
  if (!record || record.usedAt || record.expiresAt.getTime() <= Date.now())
    throw new ApiError(400, INVALID_RESET_TOKEN_MESSAGE);
  // Before the token is used up: a refused password leaves the link working for a better one.
  refuseBreachedPassword(newPassword);
  // The single use is decided by a unique index (atomic on MongoDB and FerretDB alike).
  if (!(await claimOnce('password-reset-token', tokenHash))) throw new ApiError(400, INVALID_RESET_TOKEN_MESSAGE);
  await ResetTokenModel.updateOne({ _id: record._id }, { $set: { usedAt: new Date() } });
  const passwordHash = await hashPassword(newPassword, deps.argon2);
  const user = await UserModel.findOneAndUpdate({ _id: record.userId }, { $set: { passwordHash } }).lean();
  if (!user) throw new ApiError(400, INVALID_RESET_TOKEN_MESSAGE);
  await ResetTokenModel.deleteMany({ userId: record.userId });
  await deleteUserSessions(deps.connection, String(record.userId));
  const aftermath = await afterReset(String(record.userId), removePasskeys);
  await deps.mailer
    .send(passwordChangedEmail(user, aftermath))
    .catch((err: unknown) => deps.logger.error({ err, userId: String(user._id) }, 'password changed email not sent'));
  return aftermath;
}

export const PASSWORD_CHANGED_SUBJECT = 'Your Renewly password was changed';

function passwordChangedEmail(user: { email: string; firstName: string }, aftermath: ResetAftermath) {
  return {
    to: user.email,
    subject: PASSWORD_CHANGED_SUBJECT,
    text: [
      `Hello ${user.firstName},`,
      '',
      'The password of your Renewly account was just changed, and every device was signed out.',
      'If this was not you, choose "Forgot your password?" on the sign-in screen at once to take the account back.',
      ...aftermathLines(aftermath),
    ].join('\n'),
  };
}
