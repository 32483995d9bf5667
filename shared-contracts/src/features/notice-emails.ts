// Not exported from the index: '@renewly/shared-contracts/features/notice-emails'. The words of the notice-email
// preference (issue 41), the same in Settings and on the page a notice email's unsubscribe link lands on.
// The renewal questions (api renewal-questions.ts) go by the same alert channels, so they are notices too.
import { RENEWAL_QUESTION } from '../rules/policy-terms';

const WHAT = `DVLA alerts (untaxed, SORN, MOT not valid, not found), renewal questions ("${RENEWAL_QUESTION.title}") and a shared car removed`;

export const NOTICE_EMAILS_TEXTS = {
  label: 'Notice emails about my cars',
  what: WHAT,
  extra: `${WHAT}. Off: the bell in the app still shows them.`,
  /** The landing page, after a one-click unsubscribe. */
  turnedOff: 'Notice emails about your cars are off.',
  alreadyOff: 'Notice emails about your cars were already turned off with this link.',
  turnedOn: 'Notice emails about your cars are on again.',
  undo: 'To get them again, use the button below, or sign in to Renewly, open Settings and switch on "Notice emails about my cars" under Reminder delivery.',
} as const;
