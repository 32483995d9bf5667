// The sign-up email address is verified by a link: `${APP_ORIGIN}/#verifyEmail=<userId>.<token>`, in the fragment
// (never sent to a server, so no log holds it) as the reset link is. The token is 32 random bytes, stored only as its
// SHA-256 on the user, valid 24 hours and once (claimed by an insert under a unique key). The user's id in the link
// makes the lookup a read by _id (no index on the token hash).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Types } from 'mongoose';
import {
  EMAIL_LINK_TTL_HOURS,
  linkSentMessage,
  VERIFICATION_TEXTS as TEXT,
  type VerificationAnswer,
} from '@renewly/shared-contracts/features/verification';
import type { AppDeps } from '../../app-deps';
import { claimOnce } from '../../db/claim';
import { ApiError } from '../../http/api-error';
import { UserModel } from '../users/user.model';
import { countVerificationSend } from './send-limits';

type Deps = Pick<AppDeps, 'config' | 'mailer' | 'logger'>;

export const VERIFY_EMAIL_SUBJECT = 'Verify your Renewly email address';

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

interface Addressee {
  _id: Types.ObjectId;
  email: string;
  firstName: string;
}

/** What the link email says around the link (sign-up by default; a changed address says so). */
interface LinkWording {
  subject: string;
  before: string[];
  after: string[];
}

const SIGN_UP_WORDING: LinkWording = {
  subject: VERIFY_EMAIL_SUBJECT,
  before: ['Open this link to verify the email address of your Renewly account:'],
  after: [`The link works once and expires in ${EMAIL_LINK_TTL_HOURS} hours. If you did not sign up for Renewly, ignore this email.`],
};

export const VERIFY_NEW_EMAIL_SUBJECT = 'Verify the new email address of your Renewly account';

/** To the new address after an email change (issue 40): verify it, and what to do if it was not them. */
const CHANGED_ADDRESS_WORDING: LinkWording = {
  subject: VERIFY_NEW_EMAIL_SUBJECT,
  before: ['This address is now the sign-in email address of your Renewly account. Open this link to verify it:'],
  after: [
    `The link works once and expires in ${EMAIL_LINK_TTL_HOURS} hours.`,
    'If you did not change the address of a Renewly account to this one, do not open the link and ignore this email: ' +
      'nothing is sent here until the address is verified.',
  ],
};

async function mailLink(user: Addressee, deps: Deps, wording: LinkWording = SIGN_UP_WORDING): Promise<void> {
  const token = randomBytes(32).toString('hex');
  const emailToken = { hash: tokenHash(token), expiresAt: new Date(Date.now() + EMAIL_LINK_TTL_HOURS * 3600_000) };
  // Only the newest link works.
  await UserModel.updateOne({ _id: user._id }, { $set: { emailToken } });
  const link = `${deps.config.appOrigin}/#verifyEmail=${String(user._id)}.${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: wording.subject,
    text: [`Hello ${user.firstName},`, '', ...wording.before, link, '', ...wording.after].join('\n'),
  });
}

/** At sign-up: a failure to send is logged, never thrown (the account stands; the profile can send the link again). */
export function sendSignUpVerification(user: { id: string; email: string; firstName: string }, deps: Deps): Promise<void> {
  const addressee = { _id: new Types.ObjectId(user.id), email: user.email, firstName: user.firstName };
  return countVerificationSend(deps.config, 'email-link', user.id, user.email, TEXT.tooManyLinks)
    .then(() => mailLink(addressee, deps))
    .catch((err: unknown) => deps.logger.warn({ err, userId: user.id }, 'verification email not sent'));
}

/** After an email change: the link to the new address; a failure is logged (the profile can send it again). */
export function sendChangedEmailVerification(user: { id: string; email: string; firstName: string }, deps: Deps): Promise<void> {
  const addressee = { _id: new Types.ObjectId(user.id), email: user.email, firstName: user.firstName };
  return countVerificationSend(deps.config, 'email-link', user.id, user.email, TEXT.tooManyLinks)
    .then(() => mailLink(addressee, deps, CHANGED_ADDRESS_WORDING))
    .catch((err: unknown) => deps.logger.warn({ err, userId: user.id }, 'verification email to the new address not sent'));
}

/** 'Send the link again': 400 once verified, 429 over the limits, 502 when the mail server refuses. */
export async function resendEmailVerification(userId: string, deps: Deps): Promise<VerificationAnswer> {
  const user = await UserModel.findById(userId, { email: 1, firstName: 1, emailVerifiedAt: 1 }).lean();
  if (!user) throw new ApiError(404, 'User not found');
  if (user.emailVerifiedAt) throw new ApiError(400, TEXT.alreadyVerified);
  await countVerificationSend(deps.config, 'email-link', userId, user.email, TEXT.tooManyLinks);
  try {
    await mailLink(user, deps);
  } catch (err) {
    deps.logger.warn({ err, userId }, 'verification email not sent');
    throw new ApiError(502, 'Failed to send email. Please try again later.');
  }
  return { message: linkSentMessage(user.email) };
}

/** The link's `<userId>.<token>`: verifies that user's email address once. */
export async function verifyEmailToken(value: string): Promise<VerificationAnswer> {
  const [userId, token] = value.split('.') as [string, string];
  const user = await UserModel.findById(userId, { emailToken: 1, emailVerifiedAt: 1 }).lean();
  const pending = user?.emailToken;
  const hash = tokenHash(token);
  const matches = pending ? timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(pending.hash, 'hex')) : false;
  if (!user || !pending || !matches || pending.expiresAt.getTime() <= Date.now()) {
    throw new ApiError(400, TEXT.linkInvalid);
  }
  if (!(await claimOnce('email-verification-token', hash))) throw new ApiError(400, TEXT.linkInvalid);
  await UserModel.updateOne({ _id: user._id }, { $set: { emailVerifiedAt: user.emailVerifiedAt ?? new Date(), emailToken: null } });
  return { message: TEXT.emailVerified };
}
