import { createHash, randomBytes } from 'node:crypto';
import type { Connection, Types } from 'mongoose';
import type { User } from '@renewly/shared-contracts';
import type { Mailer } from '../../channels/email/mailer';
import type { Config } from '../../config/env';
import { claimOnce } from '../../db/claim';
import { isDuplicateKeyError } from '../../db/errors';
import { ApiError } from '../../http/api-error';
import type { Logger } from '../../logger';
import { UserModel, toPublicUser } from '../users/user.model';
import { hashPassword, verifyPassword } from './passwords';
import { ResetTokenModel } from './reset-token.model';
import { deleteUserSessions } from './session-store';

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that email, a reset link has been sent.';
export const RESET_PASSWORD_MESSAGE = 'Your password has been reset. You can now sign in.';
export const INVALID_RESET_TOKEN_MESSAGE = 'This reset token is invalid or has expired.';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface RegisterInput {
  email: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  password: string;
  username?: string;
}

export async function registerUser(input: RegisterInput, bcryptCost: number): Promise<User> {
  const email = normaliseEmail(input.email);
  if (input.username !== undefined && normaliseEmail(input.username) !== email)
    throw new ApiError(400, 'username must be the same as the email address');
  if (await UserModel.exists({ username: email })) throw new ApiError(409, DUPLICATE_EMAIL_MESSAGE);
  try {
    const user = await UserModel.create({
      username: email,
      email,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      mobileNumber: input.mobileNumber.trim(),
      passwordHash: await hashPassword(input.password, bcryptCost),
    });
    return toPublicUser(user);
  } catch (err) {
    // Two registrations racing: the unique index decides.
    if (isDuplicateKeyError(err)) throw new ApiError(409, DUPLICATE_EMAIL_MESSAGE);
    throw err;
  }
}

/** The user for these credentials, or null. */
export async function authenticate(email: string, password: string, bcryptCost: number): Promise<User | null> {
  const user = await UserModel.findOne({ username: normaliseEmail(email) }).lean();
  const ok = await verifyPassword(password, user?.passwordHash, bcryptCost);
  return ok && user ? toPublicUser(user) : null;
}

export async function findPublicUser(id: string): Promise<User | null> {
  const user = await UserModel.findById(id).lean();
  return user ? toPublicUser(user) : null;
}

export interface ForgotPasswordDeps {
  config: Pick<Config, 'appOrigin' | 'resetTokenTtlMs'>;
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
  await ResetTokenModel.create({
    userId: user._id,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(Date.now() + deps.config.resetTokenTtlMs),
  });
  const link = `${deps.config.appOrigin}/?resetToken=${token}`;
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
  bcryptCost: number;
  connection: Connection;
}

/** Sets a new password with a valid, unexpired, unused token; signs the user out everywhere. */
export async function resetPassword(token: string, newPassword: string, deps: ResetPasswordDeps): Promise<void> {
  const tokenHash = hashResetToken(token);
  const record = await ResetTokenModel.findOne({ tokenHash }).lean();
  if (!record || record.usedAt || record.expiresAt.getTime() <= Date.now())
    throw new ApiError(400, INVALID_RESET_TOKEN_MESSAGE);
  // The single use is decided by a unique index (atomic on MongoDB and FerretDB alike).
  if (!(await claimOnce('password-reset-token', tokenHash))) throw new ApiError(400, INVALID_RESET_TOKEN_MESSAGE);
  await ResetTokenModel.updateOne({ _id: record._id }, { $set: { usedAt: new Date() } });
  const passwordHash = await hashPassword(newPassword, deps.bcryptCost);
  const updated = await UserModel.updateOne({ _id: record.userId }, { $set: { passwordHash } });
  if (updated.matchedCount === 0) throw new ApiError(400, INVALID_RESET_TOKEN_MESSAGE);
  await deleteUserSessions(deps.connection, String(record.userId));
}
