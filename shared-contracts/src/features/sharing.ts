// Not exported from the index: '@renewly/shared-contracts/features/sharing' (issue 27, household sharing).
// A policy's owner shares it with an email address as a Viewer or an Editor; the invitee accepts through a
// single-use link. The policy as the API returns it carries `access` and `sharedBy` (in policy.ts, the index).
import { z } from 'zod';
import { INVITE_PAGE_PATH, INVITE_PARAM, OWNER_ONLY_REGISTRATION_MESSAGE, POLICY_ACCESS_LEVELS, SHARE_INVITE_TOKEN_PATTERN, SHARE_ROLES, type PolicyAccess, type ShareRole } from '@renewly/shared-contracts';
import { emailSchema, objectIdSchema } from './schemas';

export { INVITE_PAGE_PATH, INVITE_PARAM, POLICY_ACCESS_LEVELS, SHARE_INVITE_TOKEN_PATTERN, SHARE_ROLES, type PolicyAccess, type ShareRole };

/**
 * What is asked of a policy: `read` (see it, its dates and quotes, keep one's own reminders, generate one's own
 * quotes), `edit` (update it, import its renewal notice, turn it on or off), `manage` (delete it, share it, change
 * or remove who has access). The API decides with this table (api policies/policy-access.ts); the apps use it to
 * offer only what the user may do.
 */
export const POLICY_ACTIONS = ['read', 'edit', 'manage'] as const;
export type PolicyAction = (typeof POLICY_ACTIONS)[number];
const ALLOWED: Record<PolicyAction, readonly PolicyAccess[]> = {
  read: ['owner', 'editor', 'viewer'],
  edit: ['owner', 'editor'],
  manage: ['owner'],
};
/** Whether this access allows the action; a policy without `access` (an older server) is the user's own. */
export const policyAccessAllows = (access: PolicyAccess | undefined, action: PolicyAction): boolean =>
  ALLOWED[action].includes(access ?? 'owner');

/** An invitation link is valid this long. */
export const SHARE_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Open (not yet accepted, not expired) invitations per policy. */
export const MAX_OPEN_INVITES_PER_POLICY = 10;
/** Members and open invitations over all of one owner's policies. */
export const MAX_SHARES_PER_OWNER = 20;
/** Invitations one user may send per rate-limit window, and one address may receive. */
export const SHARE_INVITES_PER_USER_PER_WINDOW = 30;
export const SHARE_INVITES_PER_ADDRESS_PER_WINDOW = 5;
/** Invitations one owner may send per UTC day, withdrawn ones included (issue 36: no mail cannon). */
export const SHARE_INVITES_PER_OWNER_PER_DAY = 20;
/** The token rides in the fragment (`/policies#invite=<token>`), which browsers never send: no server log holds it. */
export const inviteLink = (appOrigin: string, token: string) =>
  `${appOrigin.replace(/\/$/, '')}${INVITE_PAGE_PATH}#${INVITE_PARAM}=${token}`;

/** An address as an invitation shows it to whoever opens the link: 'casey.b…@example.co.uk'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  const local = email.slice(0, at);
  const keep = Math.min(7, Math.max(1, Math.floor(local.length * 0.6)));
  return `${local.slice(0, keep)}${keep < local.length ? '…' : ''}${email.slice(at)}`;
}

/** Longest first name an invitation email carries. */
export const INVITE_NAME_MAX = 30;
/**
 * A sender's first name as the invitation email may carry it (ASVS 5.2.x): anything that looks like a link or an
 * address goes, then everything but letters, spaces, apostrophes and hyphens (so no digit runs, no punctuation to
 * build one from), capped. Empty: 'Someone'.
 */
export function safeSenderName(name: string): string {
  const cleaned = name
    .replace(/\S*(?:[a-z][a-z0-9+.-]*:\/\/|www\.|@)\S*/gi, ' ')
    .replace(/\S+\.[a-z]{2,}\S*/gi, ' ')
    .replace(/[^\p{L}\p{M}' -]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, INVITE_NAME_MAX)
    .trim();
  return cleaned || 'Someone';
}

export const SHARE_ROLE_LABELS: Record<ShareRole, string> = { viewer: 'Viewer', editor: 'Editor' };
export const SHARE_ROLE_DESCRIPTIONS: Record<ShareRole, string> = {
  viewer: 'Sees the policy, its dates and quotes; manages only their own reminders',
  editor: 'Also edits the policy, imports its renewal notice and turns it on or off',
};
export const SHARE_STATES = ['invited', 'active'] as const;
export type ShareState = (typeof SHARE_STATES)[number];

export const SHARING_MESSAGES = {
  inviteSent: 'Invitation sent',
  inviteInvalid: 'This invitation link is invalid, has expired or has already been used.',
  inviteWrongAccount: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  inviteDailyCap: `You can send at most ${SHARE_INVITES_PER_OWNER_PER_DAY} invitations a day. Please try again tomorrow.`,
  inviteYourself: 'You cannot invite yourself: you own this policy.',
  alreadyMember: 'That person already has access to this policy.',
  alreadyInvited: 'An invitation to that address is already open. Remove it first to send a new one.',
  tooManyOpenInvites: `A policy can have at most ${MAX_OPEN_INVITES_PER_POLICY} open invitations.`,
  tooManyShares: `You can share with at most ${MAX_SHARES_PER_OWNER} people in all.`,
  ownerOnly: "Only the policy's owner can do this.",
  editorOnly: "Only the policy's owner or an editor can change this policy.",
  ownerOnlyRegistration: OWNER_ONLY_REGISTRATION_MESSAGE,
  memberNotFound: 'Member not found',
  ownerCannotLeave: 'You own this policy: delete it instead of leaving it.',
  notAMember: 'You are not a member of this policy.',
  left: 'You no longer have access to this policy.',
  removed: 'Access removed',
  roleChanged: 'Role changed',
  inviteBusy: 'Other invitations were being sent at the same time. Please try again.',
  emailNotSent: 'The invitation email could not be sent. Please try again later.',
} as const;

/** Route params of /api/policies/:id/members/:memberId. */
export const policyMemberParamsSchema = z.object({ id: objectIdSchema, memberId: objectIdSchema }).strict();

/** Route params of /api/invites/:token (a malformed token is answered as an invalid one, 404). */
export const inviteTokenParamsSchema = z.object({ token: z.string().max(200) }).strict();

/** POST /api/policies/:id/invites body. */
export const shareInviteInputSchema = z
  .object({
    email: emailSchema,
    role: z.enum(SHARE_ROLES, { error: 'Role must be viewer or editor' }),
  })
  .strict();
export type ShareInviteInput = z.infer<typeof shareInviteInputSchema>;

/** PATCH /api/policies/:id/members/:memberId body. */
export const shareRoleUpdateSchema = z.object({ role: z.enum(SHARE_ROLES, { error: 'Role must be viewer or editor' }) }).strict();
export type ShareRoleUpdate = z.infer<typeof shareRoleUpdateSchema>;

/** One person with access (or invited), as the owner sees them. `id` is the `:memberId` of the routes. */
export const policyMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The member's first name once they have accepted. */
  firstName: z.string().nullable(),
  role: z.enum(SHARE_ROLES),
  state: z.enum(SHARE_STATES),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** When an open invitation's link stops working (null once accepted). */
  expiresAt: z.string().nullable(),
});
export type PolicyMember = z.infer<typeof policyMemberSchema>;

/** GET /api/policies/:id/members: the owner gets everyone; a member only their own access (members empty). */
export const policyMembersSchema = z.object({
  access: z.enum(POLICY_ACCESS_LEVELS),
  members: z.array(policyMemberSchema),
});
export type PolicyMembers = z.infer<typeof policyMembersSchema>;

/** Who is looking at an invitation: its invitee, the owner who sent it, someone else signed in, or nobody signed in. */
export const INVITE_AUDIENCES = ['invitee', 'owner', 'other', 'signed-out'] as const;
export type InviteAudience = (typeof INVITE_AUDIENCES)[number];

/** The wrong account's refusal, saying (masked) which address the invitation is for. */
export const inviteWrongAccountMessage = (sentTo: string) =>
  `This invitation was sent to ${sentTo}. Sign in with that address to accept it.`;

/** GET /api/invites/:token: what the invitation is for (never the owner's email, the invitee's only masked). */
export const shareInviteDetailsSchema = z.object({
  /** The address it was sent to, masked ('casey.b…@example.co.uk'): accepting needs an account with it. */
  sentTo: z.string(),
  audience: z.enum(INVITE_AUDIENCES),
  role: z.enum(SHARE_ROLES),
  ownerFirstName: z.string(),
  vehicle: z.object({ registrationNumber: z.string(), carManufacturer: z.string(), carModel: z.string() }),
  expiresAt: z.string(),
});
export type ShareInviteDetails = z.infer<typeof shareInviteDetailsSchema>;

export const SHARE_INVITE_SUBJECT = 'A car was shared with you on Renewly';

/**
 * The invitation email (plain text). It goes to any address an owner types, so it carries nothing else the sender
 * wrote but their first name made safe (safeSenderName) and the plate (a validated registration); the subject is fixed.
 */
export function shareInviteEmail(args: {
  ownerFirstName: string;
  /** The plate as shown ('OW11 NER'). */
  plate: string;
  role: ShareRole;
  link: string;
  appOrigin: string;
}): { subject: string; text: string } {
  return {
    subject: SHARE_INVITE_SUBJECT,
    text: [
      `${safeSenderName(args.ownerFirstName)} has shared the insurance policy of the car ${args.plate} with you on Renewly, as ${SHARE_ROLE_LABELS[args.role]}.`,
      `As ${SHARE_ROLE_LABELS[args.role]}: ${SHARE_ROLE_DESCRIPTIONS[args.role].toLowerCase()}.`,
      '',
      `To accept, open this link within 7 days and sign in (or sign up) with this email address:`,
      args.link,
      '',
      "If you were not expecting this, ignore this email: nothing happens unless you accept.",
      '',
      `Renewly, ${args.appOrigin}`,
    ].join('\n'),
  };
}

/** Sent to members when the owner deletes their account (their shared policies go with it). */
/** The email to each member when an owner erases their account: the first name made safe, as in an invitation. */
export function sharedPolicyGoneEmail(args: { ownerFirstName: string; vehicles: string[] }): { subject: string; text: string } {
  return {
    subject: 'A car shared with you on Renewly has been removed',
    text: [
      `${safeSenderName(args.ownerFirstName)} has deleted their Renewly account, so what they shared with you is gone:`,
      ...args.vehicles.map((v) => `- ${v}`),
      '',
      'Your reminders for these cars have been removed too. Your own policies are not affected.',
    ].join('\n'),
  };
}
