import type { DvlaAlertKind } from './constants';
import { displayRegistration } from './rules/registration';
import { formatUkDate } from './rules/dates';

// The policy schemas (the policy as the API returns it, the status body) are in features/schemas/policy.ts.
export type { CreatedPolicy, Policy, PolicyStatusUpdate } from './features/schemas/policy';

// The input schema (POST and PUT bodies) is in features/policy-input.ts: only the policy form and the API need it,
// not a page's first load.
export type { PolicyInput, PolicyInputBody } from './features/policy-input';

/** Household sharing (issue 27): the roles an owner gives, and what a user may do with a policy. */
export const SHARE_ROLES = ['viewer', 'editor'] as const;
export type ShareRole = (typeof SHARE_ROLES)[number];
/** A share invitation's token in its link: 32 random bytes in base64url (43 characters). */
export const SHARE_INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/**
 * The emailed link opens the policies page with the token in the fragment (`/policies#invite=<token>`, never sent to
 * a server, so no access log holds it): signed out, the shell's auth screen comes first at that address (and the
 * sign-in loads it again); signed in, the page asks the user to accept. Links sent before issue 36 carried it in the
 * query (`?invite=`); they are still read.
 */
export const INVITE_PAGE_PATH = '/policies';
export const INVITE_PARAM = 'invite';

/** The invitation token of a page address: the fragment's `invite=`, else an older link's query; null when none is valid. */
export function inviteTokenOf(location: Pick<Location, 'search' | 'hash'>): string | null {
  const token =
    new URLSearchParams(location.hash.replace(/^#/, '')).get(INVITE_PARAM) ?? new URLSearchParams(location.search).get(INVITE_PARAM);
  return token && SHARE_INVITE_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * An editor's every change of a shared car's plate gets this one answer (issue 51: a clash for the owner's other
 * plates alone would tell which plates the owner has); the form shows it under the locked field.
 */
export const OWNER_ONLY_REGISTRATION_MESSAGE = "Only the car's owner can change its registration number.";

/** What a member is told when a shared car is taken away (removed, or the car deleted): in the bell and on the page. */
export const noLongerSharedMessage = (ownerFirstName: string, plate: string) => `${ownerFirstName} no longer shares ${plate} with you`;

/** The warning tag's words for each DVLA status alert. */
export const DVLA_ALERT_LABELS: Record<DvlaAlertKind, string> = {
  untaxed: 'DVLA: untaxed',
  sorn: 'DVLA: SORN',
  motInvalid: 'DVLA: MOT not valid',
};

/**
 * An alert as the card and the bell word it: 'DVLA: untaxed, seen on 26/11/2026'. The date is the day Renewly first
 * saw the DVLA say so (the DVLA gives no date of its own for a status).
 */
export const dvlaAlertText = (alert: { kind: DvlaAlertKind; since: string }): string =>
  `${DVLA_ALERT_LABELS[alert.kind]}, seen on ${formatUkDate(alert.since)}`;

/** The DVLA answered 'not found' for the registration (likely a typo): the card's line and the bell's title. */
export const dvlaNotFoundText = (registration: string): string =>
  `The DVLA has no vehicle ${displayRegistration(registration)}: check the registration`;

/** 'Check with the DVLA now' on a card (POST /api/policies/:id/dvla-check): at most once an hour per car. */
export const DVLA_CHECK_NOW = {
  button: 'Check with the DVLA now',
  noKey: 'No DVLA key is configured for this Renewly, so the dates cannot be checked.',
  inactive: 'Switch the policy on to check it with the DVLA.',
  settingOff: "Turn on 'Keep MOT and tax dates up to date from the DVLA' (Edit) to check this car.",
  /** `at`: when the next check is allowed, London time ('16:00'). */
  tooSoon: (at: string) => `This car was checked with the DVLA less than an hour ago. Try again after ${at}.`,
  quota: "You have used today's DVLA checks. Try again tomorrow.",
  noAnswer: 'The DVLA did not answer. Try again later.',
} as const;
