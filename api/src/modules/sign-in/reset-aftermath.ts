// A password reset by link ends every session; this deals with the account's other lasting ways in (issue 51), which
// a session-only sign-out leaves working: the passkeys (removed when the user ticks the reset form's box, listed in
// the reset's notice otherwise) and the calendar feed's login-free URL (a new token, so the old URL reads nothing).
import { Types } from 'mongoose';
import { formatUkDate } from '@renewly/shared-contracts';
import { rotateFeedAfterReset } from '../calendar';
import { rotateForwardingAddressAfterReset } from '../inbound-mail';
import { PasskeyModel } from '../passkeys';

export interface ResetAftermath {
  passkeys: { name: string; createdAt: Date }[];
  passkeysRemoved: boolean;
  feedRotated: boolean;
  forwardingRotated: boolean;
}

export async function afterReset(userId: string, removePasskeys: boolean): Promise<ResetAftermath> {
  const owner = new Types.ObjectId(userId);
  const passkeys = await PasskeyModel.find({ userId: owner }, { name: 1, createdAt: 1 }).sort({ createdAt: 1, _id: 1 }).lean();
  const passkeysRemoved = removePasskeys && passkeys.length > 0;
  if (passkeysRemoved) await PasskeyModel.deleteMany({ userId: owner });
  const feedRotated = await rotateFeedAfterReset(userId);
  const forwardingRotated = await rotateForwardingAddressAfterReset(userId);
  return { passkeys, passkeysRemoved, feedRotated, forwardingRotated };
}

/** The reset notice's paragraphs about the passkeys and the calendar feed (none when the account has neither). */
export function aftermathLines({ passkeys, passkeysRemoved, feedRotated, forwardingRotated }: ResetAftermath): string[] {
  const lines: string[] = [];
  const list = passkeys.map((p) => `- "${p.name}", added ${formatUkDate(p.createdAt.toISOString())}`);
  if (passkeysRemoved) {
    lines.push('', 'As you asked, these passkeys were removed from your account:', ...list, 'You can add a passkey again in Profile → Passkeys once you have signed in.');
  } else if (passkeys.length > 0) {
    lines.push(
      '',
      'These passkeys can still sign in to your account without the password:',
      ...list,
      'If you do not recognise one, sign in and remove it in Profile → Passkeys.',
    );
  }
  if (feedRotated) {
    lines.push(
      '',
      'Your calendar feed has a new link, so the old link no longer works. To keep your calendar up to date, make a new link in Settings → Calendar feed and subscribe to it again.',
    );
  }
  if (forwardingRotated) {
    lines.push('', 'Your address for forwarding renewal emails has changed, so the old one no longer takes mail. See the new one in Profile → Forward renewal emails.');
  }
  return lines;
}
