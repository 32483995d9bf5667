import type { DvlaAlertKind } from './constants';

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

/** What a member is told when a shared car is taken away (removed, or the car deleted): in the bell and on the page. */
export const noLongerSharedMessage = (ownerFirstName: string, plate: string) => `${ownerFirstName} no longer shares ${plate} with you`;

/** The warning tag's words for each DVLA status alert. */
export const DVLA_ALERT_LABELS: Record<DvlaAlertKind, string> = {
  untaxed: 'DVLA: untaxed',
  sorn: 'DVLA: SORN',
  motInvalid: 'DVLA: MOT not valid',
};
