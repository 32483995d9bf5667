// The sign-up email address is verified by a link: `${APP_ORIGIN}/#verifyEmail=<userId>.<token>`, in the fragment
// (never sent to a server, so no log holds it) as the reset link is. The token is 32 random bytes, stored only as its
// SHA-256 on the user, valid 24 hours and once (claimed by an insert under a unique key). The user's id in the link
// makes the lookup a read by _id (no index on the token hash). Issue 51: a link is bound to the address it was sent to.
// A link for the account's address verifies it only while the account still has that address (one conditional
// update); a change of address is only asked for (`emailChange`) until the link sent to the new address is opened,
// so an address nobody has proved never becomes the account's.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Types } from 'mongoose';
import {
  EMAIL_LINK_TTL_HOURS,
  linkSentMessage,
  VERIFICATION_TEXTS as TEXT,
  type VerificationAnswer,
} from '@renewly/shared-contracts/features/verification';
import type { AppDeps } from '../../core/app-deps';
import { ClaimModel, claimOnce } from '../../core/db/claim';
import { isDuplicateKeyError } from '../../core/db/errors';
import { ApiError } from '../../core/http/api-error';
import { addressIsHeld, issueEmailRestoreLink } from '../email-restore';
import { sendSignInChangeNotice } from '../security-notices';
import { UserModel } from '../users';
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

/** To the new address of an email change (issues 40, 51): the change happens when it is opened. */
const CHANGED_ADDRESS_WORDING: LinkWording = {
  subject: VERIFY_NEW_EMAIL_SUBJECT,
  before: ['You asked to make this the sign-in email address of your Renewly account. Open this link to confirm it:'],
  after: [
    `The address changes when you open the link. It works once and expires in ${EMAIL_LINK_TTL_HOURS} hours.`,
    'If you did not change the address of a Renewly account to this one, do not open the link and ignore this email: ' +
      'nothing changes and nothing more is sent here.',
  ],
};

export const ADDRESS_IN_USE_SUBJECT = 'Your email address is already used for Renewly';

/** To an address another account asked to change to while an account already uses it (issue 51: no 409 to show it). */
function addressInUseText(deps: Deps): string {
  return [
    'Hello,',
    '',
    'Someone signed in to a Renewly account asked to change its email address to this one. This address already belongs ' +
      'to a Renewly account, so nothing was changed.',
    '',
    'If that was you, sign in with this address instead. If you have forgotten its password, you can reset it at ' +
      `${deps.config.appOrigin}/#forgotPassword`,
    'If it was not you, there is nothing to do.',
  ].join('\n');
}

/** Which slot a link fills: the account's own address, or the new address of a change asked for. */
type LinkSlot = 'emailToken' | 'emailChange';

async function mailLink(user: Addressee, deps: Deps, wording: LinkWording = SIGN_UP_WORDING, slot: LinkSlot = 'emailToken'): Promise<void> {
  const token = randomBytes(32).toString('hex');
  const pending = { hash: tokenHash(token), expiresAt: new Date(Date.now() + EMAIL_LINK_TTL_HOURS * 3600_000), address: user.email };
  // Only the newest link of each kind works.
  await UserModel.updateOne({ _id: user._id }, { $set: { [slot]: pending } });
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

/**
 * An email change asked for (issue 51): counted on the link limits (429 over them), then the same for every address:
 * a free one gets the link that makes the change, one an account uses (or holds) is told so by email instead. A
 * failure to send is logged, never answered: the answer must not show which it was.
 */
export async function requestEmailChange(user: { id: string; firstName: string }, newEmail: string, deps: Deps): Promise<void> {
  await countVerificationSend(deps.config, 'email-link', user.id, newEmail, TEXT.tooManyLinks);
  try {
    if (await addressIsHeld(newEmail)) {
      await deps.mailer.send({ to: newEmail, subject: ADDRESS_IN_USE_SUBJECT, text: addressInUseText(deps) });
    } else {
      const addressee = { _id: new Types.ObjectId(user.id), email: newEmail, firstName: user.firstName };
      await mailLink(addressee, deps, CHANGED_ADDRESS_WORDING, 'emailChange');
    }
  } catch (err) {
    deps.logger.warn({ err, userId: user.id }, 'email to the new address not sent');
  }
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

const EMAIL_LINK_CLAIM = 'email-verification-token';

type Pending = { hash: string; expiresAt: Date; address?: string | null } | null | undefined;

function matches(pending: Pending, hash: string): pending is NonNullable<Pending> {
  return pending ? timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(pending.hash, 'hex')) : false;
}

/** A link that matches no pending one: already used (its claim is there), or never valid, expired or replaced. */
async function refuseLink(hash: string): Promise<never> {
  const used = await ClaimModel.exists({ kind: EMAIL_LINK_CLAIM, key: hash });
  throw new ApiError(400, used ? TEXT.linkUsed : TEXT.linkInvalid);
}

/** The link's `<userId>.<token>`: verifies the account's address, or makes the change of address it was sent for. */
export async function verifyEmailToken(value: string, deps: Deps): Promise<VerificationAnswer> {
  const [userId, token] = value.split('.') as [string, string];
  const user = await UserModel.findById(userId, { email: 1, firstName: 1, emailToken: 1, emailChange: 1, emailVerifiedAt: 1 }).lean();
  const hash = tokenHash(token);
  if (user && matches(user.emailChange, hash)) return confirmEmailChange({ ...user, emailChange: user.emailChange }, hash, deps);
  const pending = user?.emailToken;
  if (!user || !matches(pending, hash)) return refuseLink(hash);
  // Links sent before issue 51 name no address: they cannot be bound, so they no longer work.
  if (!pending.address || pending.expiresAt.getTime() <= Date.now()) throw new ApiError(400, TEXT.linkInvalid);
  if (!(await claimOnce(EMAIL_LINK_CLAIM, hash))) throw new ApiError(400, TEXT.linkUsed);
  // Only while the account still has the address the link was sent to, in one conditional update.
  const r = await UserModel.updateOne(
    { _id: user._id, email: pending.address, 'emailToken.hash': pending.hash },
    { $set: { emailVerifiedAt: user.emailVerifiedAt ?? new Date(), emailToken: null } },
  );
  if (r.matchedCount === 0) throw new ApiError(400, TEXT.linkInvalid);
  return { message: TEXT.emailVerified };
}

/**
 * The link sent to a new address: the account takes it (verified: the link reached it), only if the account's address
 * is still the one the change was asked from. The old address, if it was verified, is told, with a link that can take
 * the account back for 7 days.
 */
async function confirmEmailChange(
  user: { _id: Types.ObjectId; email: string; firstName: string; emailVerifiedAt?: Date | null; emailChange: NonNullable<Pending> },
  hash: string,
  deps: Deps,
): Promise<VerificationAnswer> {
  const address = user.emailChange.address!;
  if (user.emailChange.expiresAt.getTime() <= Date.now()) throw new ApiError(400, TEXT.linkInvalid);
  if (await addressIsHeld(address, user._id)) throw new ApiError(409, TEXT.addressTaken);
  if (!(await claimOnce(EMAIL_LINK_CLAIM, hash))) throw new ApiError(400, TEXT.linkUsed);
  let r;
  try {
    r = await UserModel.updateOne(
      { _id: user._id, email: user.email, 'emailChange.hash': hash },
      { $set: { email: address, username: address, emailVerifiedAt: new Date(), emailToken: null, emailChange: null } },
    );
  } catch (err) {
    // Another account took the address meanwhile: the unique index decides.
    if (isDuplicateKeyError(err)) throw new ApiError(409, TEXT.addressTaken);
    throw err;
  }
  if (r.matchedCount === 0) throw new ApiError(400, TEXT.linkInvalid);
  if (user.emailVerifiedAt) {
    const restoreLink = await issueEmailRestoreLink(user._id, user.email, deps.config.appOrigin);
    await sendSignInChangeNotice(deps, String(user._id), 'email-changed', { to: user.email, newEmail: address, restoreLink });
  }
  return { message: TEXT.emailAddressChanged };
}
