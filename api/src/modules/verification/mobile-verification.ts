// A mobile number is verified by a 6-digit code sent to it by SMS: stored only as a salted SHA-256 on the user,
// with the number it was sent to, for 10 minutes and 5 tries (counted by inserts, so parallel guesses cannot exceed
// them). A new number on the profile clears the verification and sends a code (users.service.ts).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Types } from 'mongoose';
import { toE164Uk, type User } from '@renewly/shared-contracts';
import {
  codeSentMessage,
  MOBILE_CODE_MAX_ATTEMPTS,
  MOBILE_CODE_TTL_MINUTES,
  VERIFICATION_TEXTS as TEXT,
  type VerificationAnswer,
} from '@renewly/shared-contracts/features/verification';
import type { AppDeps } from '../../core/app-deps';
import { SmsSendError } from '../../core/ports/sms-sender';
import { ApiError } from '../../core/http/api-error';
import { hitRateWindow } from '../../core/security/rate-counter';
import { toPublicUser, UserModel } from '../users';
import { countVerificationSend } from './send-limits';

type Deps = Pick<AppDeps, 'config' | 'sms' | 'logger'>;

const codeHash = (codeId: string, code: string) => createHash('sha256').update(`${codeId}:${code}`, 'utf8').digest('hex');

export const mobileCodeSms = (code: string) =>
  `Your Renewly code is ${code}. It verifies this number for your renewal reminders and expires in ${MOBILE_CODE_TTL_MINUTES} minutes.`;

/** Sends a new code to the user's number (any earlier one stops working). 503 without SMS, 429 over the limits. */
export async function sendMobileCode(userId: string, deps: Deps): Promise<VerificationAnswer> {
  const user = await UserModel.findById(userId, { mobileNumber: 1, mobileVerifiedAt: 1 }).lean();
  if (!user) throw new ApiError(404, 'User not found');
  if (user.mobileVerifiedAt) throw new ApiError(400, TEXT.alreadyVerified);
  if (!deps.sms.configured) throw new ApiError(503, TEXT.smsNotConfigured);
  const to = toE164Uk(user.mobileNumber);
  await countVerificationSend(deps.config, 'mobile-code', userId, to, TEXT.tooManyCodes);

  const code = String(randomInt(0, 10 ** 6)).padStart(6, '0');
  const id = randomBytes(12).toString('hex');
  const mobileCode = { id, hash: codeHash(id, code), to, expiresAt: new Date(Date.now() + MOBILE_CODE_TTL_MINUTES * 60_000) };
  // Only while the number is still the one the code goes to.
  const stored = await UserModel.updateOne({ _id: user._id, mobileNumber: user.mobileNumber }, { $set: { mobileCode } });
  if (stored.matchedCount === 0) throw new ApiError(409, 'Your mobile number just changed. Please try again.');
  try {
    await deps.sms.send({ to, body: mobileCodeSms(code) });
  } catch (error) {
    deps.logger.warn({ err: error, userId }, 'verification code SMS not sent');
    const reason = error instanceof SmsSendError ? error.message : 'unexpected error';
    throw new ApiError(502, `Failed to send SMS: ${reason}`);
  }
  return { message: codeSentMessage(to) };
}

/** Marks the number verified when `code` is the pending code for it, unexpired, within its tries. */
export async function verifyMobileCode(userId: string, code: string): Promise<User> {
  const user = await UserModel.findById(userId).lean();
  if (!user) throw new ApiError(404, 'User not found');
  if (user.mobileVerifiedAt) return toPublicUser(user);
  const pending = user.mobileCode;
  if (!pending) throw new ApiError(400, TEXT.noCodeSent);
  if (pending.expiresAt.getTime() <= Date.now() || pending.to !== toE164Uk(user.mobileNumber)) {
    throw new ApiError(400, TEXT.codeExpired);
  }
  // One window for the code's whole life (anchored on its expiry): a window of the clock that ended while the code was
  // live would have given it twice the tries.
  const attempt = await hitRateWindow(
    { name: 'verify-mobile-code-try', key: pending.id, limit: MOBILE_CODE_MAX_ATTEMPTS, windowMs: MOBILE_CODE_TTL_MINUTES * 60_000 * 2 },
    pending.expiresAt.getTime(),
  );
  if (!attempt.allowed) throw new ApiError(429, TEXT.tooManyTries);
  const right = timingSafeEqual(Buffer.from(codeHash(pending.id, code), 'hex'), Buffer.from(pending.hash, 'hex'));
  if (!right) throw new ApiError(400, TEXT.wrongCode);
  // Only if the code is still the pending one (a new code or a new number since wins).
  const verified = await UserModel.findOneAndUpdate(
    { _id: new Types.ObjectId(userId), 'mobileCode.id': pending.id, mobileNumber: user.mobileNumber },
    { $set: { mobileVerifiedAt: new Date(), mobileCode: null } },
    { returnDocument: 'after' },
  ).lean();
  if (!verified) throw new ApiError(400, TEXT.codeExpired);
  return toPublicUser(verified);
}
