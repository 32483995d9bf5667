// Issue 40 (ASVS V2.2.3, V2.5.5): every change of how an account signs in is told to the account's verified email
// address, saying what changed and what to do if it was not the user. Failures are logged, never thrown: the change
// itself has happened and stands.
import { Types } from 'mongoose';
import { EMAIL_RESTORE_DAYS } from '@renewly/shared-contracts/features/email-restore';
import { SIGN_IN_CHANGE_SUBJECTS, type SignInChange } from '@renewly/shared-contracts/features/sign-in-security';
import type { AppDeps } from '../../core/app-deps';
import { UserModel } from '../users';

type Deps = Pick<AppDeps, 'config' | 'mailer' | 'logger'>;

/** Longest passkey name a notice quotes; longer ones are cut with "…". */
export const QUOTED_NAME_MAX = 30;

/**
 * A passkey's name is text whoever added it chose: quoted as data, never as the notice's own words. Its own double
 * quotes become single ones (it cannot close the quotation and go on as our text), runs of spaces one, and it is cut
 * to QUOTED_NAME_MAX characters.
 */
export function quotedName(name: string): string {
  const plain = [...name.replace(/"/g, "'").replace(/\s+/g, ' ').trim()];
  return `"${plain.length > QUOTED_NAME_MAX ? `${plain.slice(0, QUOTED_NAME_MAX - 1).join('')}…` : plain.join('')}"`;
}

const named = (d: NoticeDetail) => (d.passkeyName?.trim() ? ` named ${quotedName(d.passkeyName)}` : '');

const WHAT_HAPPENED: Record<SignInChange, (detail: NoticeDetail) => string> = {
  'passkey-added': (d) => `A passkey${named(d)} was added to your account.`,
  'passkey-removed': (d) => `A passkey${named(d)} was removed from your account.`,
  'two-step-on': () => 'Two-step sign-in was turned on: signing in now also asks for a code from an authenticator app.',
  'two-step-off': () => 'Two-step sign-in was turned off: signing in no longer asks for a code.',
  'recovery-codes-renewed': () => 'A new set of recovery codes was made; the old codes no longer work.',
  'password-changed': () => 'The password of your account was changed.',
  'email-changed': (d) =>
    d.newEmail ? `The email address of your account was changed to ${d.newEmail}.` : 'The email address of your account was changed.',
};

export interface NoticeDetail {
  passkeyName?: string;
  /** 'email-changed': the new address (named in the notice to the old one). */
  newEmail?: string;
  /** Send to this address instead of the account's (the old address after an email change); still only if verified then. */
  to?: string;
  /** 'email-changed': the link that gives the account back to the old address (issue 51). */
  restoreLink?: string;
}

/** Where a notice sends someone who did not make the change (issue 51: a page that works signed in or out). */
export const forgotPasswordUrl = (appOrigin: string) => `${appOrigin}/#forgotPassword`;

const DEFAULT_IF_NOT_YOU = (appOrigin: string) =>
  `If it was not you, reset your password now at ${forgotPasswordUrl(appOrigin)}, then sign out ` +
  'everywhere from your Profile and check your passkeys and two-step sign-in there.';

/** The old address cannot reset the password any more (the account signs in with the new one): it gets its way back. */
const TAKE_BACK = (restoreLink: string) =>
  `If it was not you, open this link within ${EMAIL_RESTORE_DAYS} days to take your account back. It puts this address back, ` +
  `signs out every device and asks you for a new password:\n${restoreLink}\n` +
  'Then check your passkeys and two-step sign-in on your Profile.';

/**
 * Emails the notice of `change` to the user's address when it is verified (an unverified address gets no security
 * mail: nobody has shown it is theirs). Resolves whether or not it was sent; `true` when it was.
 */
export function sendSignInChangeNotice(deps: Deps, userId: string, change: SignInChange, detail: NoticeDetail = {}): Promise<boolean> {
  const ifNotYou = detail.restoreLink ? TAKE_BACK(detail.restoreLink) : undefined;
  return sendSecurityNotice(deps, userId, { subject: SIGN_IN_CHANGE_SUBJECTS[change], what: WHAT_HAPPENED[change](detail), to: detail.to, ifNotYou }, change);
}

/** Any security notice: what happened, then what to do if it was not the user; only to a verified address. */
export async function sendSecurityNotice(
  deps: Deps,
  userId: string,
  notice: { subject: string; what: string; to?: string; ifNotYou?: string },
  kind: string,
): Promise<boolean> {
  try {
    const user = await UserModel.findById(new Types.ObjectId(userId), { email: 1, firstName: 1, emailVerifiedAt: 1 }).lean();
    if (!user || !user.emailVerifiedAt) return false;
    await deps.mailer.send({
      to: notice.to ?? user.email,
      subject: notice.subject,
      text: [
        `Hello ${user.firstName},`,
        '',
        notice.what,
        '',
        'If this was you, there is nothing to do.',
        notice.ifNotYou ?? DEFAULT_IF_NOT_YOU(deps.config.appOrigin),
      ].join('\n'),
    });
    return true;
  } catch (err) {
    deps.logger.warn({ err, userId, change: kind }, 'sign-in change notice not sent');
    return false;
  }
}
