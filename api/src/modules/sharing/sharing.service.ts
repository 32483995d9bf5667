// Household sharing (issue 27): invitations, memberships, roles, leaving. Who may do what with a policy is decided
// by policies/policy-access.ts; this module keeps the list of who has access.
import { createHash, randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { displayRegistration, noLongerSharedMessage, type ShareRole } from '@renewly/shared-contracts';
import {
  inviteLink,
  inviteWrongAccountMessage,
  maskEmail,
  MAX_OPEN_INVITES_PER_POLICY,
  MAX_SHARES_PER_OWNER,
  SHARE_INVITE_TOKEN_PATTERN,
  SHARE_INVITE_TTL_MS,
  SHARE_INVITES_PER_OWNER_PER_DAY,
  shareInviteEmail,
  SHARING_MESSAGES,
  type InviteAudience,
  type PolicyMember,
  type PolicyMembers,
  type ShareInviteDetails,
  type ShareInviteInput,
} from '@renewly/shared-contracts/features/sharing';
import type { Mailer } from '../../core/ports/mailer';
import { claimOnce } from '../../core/db/claim';
import { isDuplicateKeyError } from '../../core/db/errors';
import { ApiError } from '../../core/http/api-error';
import type { Logger } from '../../core/logger';
import { hitRateWindow } from '../../core/security/rate-counter';
import { normaliseEmail } from '../auth';
import { createNotification } from '../notifications';
import { requirePolicyAccess } from '../policies';
import { PolicyModel } from '../policies';
import { ReminderModel } from '../reminders';
import { UserModel, firstNamesOf } from '../users';
import { removeMemberHoldings, type MemberHoldingsRemoved } from './member-holdings';
import { PolicyShareModel, type PolicyShareRecord } from '../policies';

export const SHARE_INVITE_CLAIM_KIND = 'share-invite';

const oid = (id: string | Types.ObjectId) => (typeof id === 'string' ? new Types.ObjectId(id) : id);

/** 32 random bytes, base64url (43 characters); only its SHA-256 is stored. */
export const newInviteToken = () => randomBytes(32).toString('base64url');
export const hashInviteToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

/** The lowest place below `max` not taken, or null. */
/**
 * A free place, picked at random among the free ones: racing invites that read the same shares then mostly claim
 * different places, where all taking the first free one would clash and use up their tries (one of 13 invites racing
 * under load was refused with room left, 2026-12-02).
 */
function anyFree(max: number, taken: (n: number) => boolean): number | null {
  const free = Array.from({ length: max }, (_, n) => n).filter((n) => !taken(n));
  return free.length > 0 ? free[Math.floor(Math.random() * free.length)]! : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** What the bell says about a shared car that changed hands. */
const SHARED_CAR_TITLE = 'Shared car';

const isOpen = (s: Pick<PolicyShareRecord, 'memberId' | 'expiresAt'>, now: Date) =>
  !s.memberId && !!s.expiresAt && s.expiresAt.getTime() > now.getTime();

function toMember(s: PolicyShareRecord, firstName: string | undefined): PolicyMember {
  return {
    id: String(s._id),
    email: s.email,
    firstName: s.memberId ? (firstName ?? null) : null,
    role: s.role,
    state: s.memberId ? 'active' : 'invited',
    invitedAt: s.invitedAt.toISOString(),
    acceptedAt: s.acceptedAt ? s.acceptedAt.toISOString() : null,
    expiresAt: !s.memberId && s.expiresAt ? s.expiresAt.toISOString() : null,
  };
}

/** The owner: everyone with access or invited (expired invitations included, so they can be removed). A member: their own access only. */
export async function listMembers(userId: string, policyId: string): Promise<PolicyMembers> {
  const grant = await requirePolicyAccess(userId, policyId, 'read');
  if (grant.access !== 'owner') return { access: grant.access, members: [] };
  const shares = await PolicyShareModel.find({ policyId: oid(policyId) }).sort({ invitedAt: 1, _id: 1 }).lean();
  const names = await firstNamesOf(shares.flatMap((s) => (s.memberId ? [s.memberId] : [])));
  return { access: 'owner', members: shares.map((s) => toMember(s, s.memberId ? names.get(String(s.memberId)) : undefined)) };
}

export interface InviteDeps {
  mailer: Mailer;
  appOrigin: string;
  logger: Pick<Logger, 'error'>;
}

/**
 * The owner invites an address as viewer or editor: an open invitation with a single-use token, emailed as a link.
 * The answer is the same whether or not the address has an account.
 */
export async function invite(deps: InviteDeps, userId: string, policyId: string, input: ShareInviteInput, now = new Date()): Promise<PolicyMember> {
  const grant = await requirePolicyAccess(userId, policyId, 'manage');
  const email = normaliseEmail(input.email);
  const owner = await UserModel.findById(oid(userId), { email: 1, username: 1, firstName: 1 }).lean();
  if (!owner) throw new ApiError(404, 'User not found');
  if (email === normaliseEmail(owner.email) || email === normaliseEmail(owner.username)) throw new ApiError(400, SHARING_MESSAGES.inviteYourself);

  const token = newInviteToken();
  let created: PolicyShareRecord | null = null;
  // Each try reads the owner's shares and claims free places by the insert itself (unique indexes); a clash with a
  // racing invite means another look.
  for (let attempt = 0; attempt < 8 && !created; attempt++) {
    const shares = await PolicyShareModel.find(
      { userId: oid(userId) },
      { policyId: 1, email: 1, memberId: 1, expiresAt: 1, ownerSlot: 1, openSlot: 1 },
    ).lean();
    const existing = shares.find((s) => String(s.policyId) === policyId && s.email === email);
    if (existing?.memberId) throw new ApiError(409, SHARING_MESSAGES.alreadyMember);
    if (existing && isOpen(existing, now)) throw new ApiError(409, SHARING_MESSAGES.alreadyInvited);
    // Expired invitations hold no place: they go (one to the same address is replaced by this one).
    const dead = shares.filter((s) => !s.memberId && !isOpen(s, now));
    if (dead.length > 0) await PolicyShareModel.deleteMany({ _id: { $in: dead.map((s) => s._id) }, memberId: { $in: [null] } });
    const live = shares.filter((s) => s.memberId || isOpen(s, now));
    const openTaken = new Set(live.filter((s) => String(s.policyId) === policyId && !s.memberId).map((s) => s.openSlot));
    const openSlot = anyFree(MAX_OPEN_INVITES_PER_POLICY, (n) => openTaken.has(String(n)));
    if (openSlot === null) throw new ApiError(409, SHARING_MESSAGES.tooManyOpenInvites);
    const ownerTaken = new Set(live.map((s) => s.ownerSlot));
    const ownerSlot = anyFree(MAX_SHARES_PER_OWNER, (n) => ownerTaken.has(n));
    if (ownerSlot === null) throw new ApiError(409, SHARING_MESSAGES.tooManyShares);
    try {
      created = (
        await PolicyShareModel.create({
          policyId: oid(policyId),
          userId: oid(userId),
          email,
          role: input.role,
          tokenHash: hashInviteToken(token),
          expiresAt: new Date(now.getTime() + SHARE_INVITE_TTL_MS),
          invitedAt: now,
          ownerSlot,
          openSlot: String(openSlot),
        })
      ).toObject();
    } catch (err) {
      // A racing invite took the address or a place: look again (the next read says which).
      if (!isDuplicateKeyError(err)) throw err;
    }
  }
  if (!created) throw new ApiError(409, SHARING_MESSAGES.inviteBusy);
  // The daily cap counts every invitation made (a later withdrawal gives nothing back); over it, this one goes again.
  const day = await hitRateWindow({ name: 'share-invite-owner-day', key: userId, limit: SHARE_INVITES_PER_OWNER_PER_DAY, windowMs: DAY_MS }, now.getTime());
  if (!day.allowed) {
    await PolicyShareModel.deleteOne({ _id: created._id }).catch(() => undefined);
    throw new ApiError(429, SHARING_MESSAGES.inviteDailyCap);
  }
  const message = shareInviteEmail({
    ownerFirstName: owner.firstName,
    plate: displayRegistration(grant.policy.registrationNumber),
    role: input.role,
    link: inviteLink(deps.appOrigin, token),
    appOrigin: deps.appOrigin,
  });
  try {
    await deps.mailer.send({ to: email, ...message });
  } catch (err) {
    deps.logger.error({ err, policyId }, 'share invitation email not sent');
    await PolicyShareModel.deleteOne({ _id: created._id }).catch(() => undefined);
    throw new ApiError(503, SHARING_MESSAGES.emailNotSent);
  }
  return toMember(created, undefined);
}

async function ownedShare(userId: string, policyId: string, shareId: string): Promise<PolicyShareRecord> {
  await requirePolicyAccess(userId, policyId, 'manage');
  const share = await PolicyShareModel.findOne({ _id: oid(shareId), policyId: oid(policyId), userId: oid(userId) }).limit(1).lean();
  if (!share) throw new ApiError(404, SHARING_MESSAGES.memberNotFound);
  return share;
}

/** The owner changes a member's (or an open invitation's) role. */
export async function changeRole(userId: string, policyId: string, shareId: string, role: ShareRole): Promise<PolicyMember> {
  const share = await ownedShare(userId, policyId, shareId);
  await PolicyShareModel.updateOne({ _id: share._id }, { $set: { role } });
  const names = await firstNamesOf(share.memberId ? [share.memberId] : []);
  return toMember({ ...share, role }, share.memberId ? names.get(String(share.memberId)) : undefined);
}

/**
 * Ends one share: the membership (or invitation) first, so the delivery engine stops at once, then everything the
 * member held for the policy. Answers what of the member's holdings was deleted, per collection.
 */
export async function endShare(share: Pick<PolicyShareRecord, '_id' | 'policyId' | 'memberId'>): Promise<Partial<MemberHoldingsRemoved>> {
  await PolicyShareModel.deleteOne({ _id: share._id });
  return share.memberId ? removeMemberHoldings(String(share.memberId), String(share.policyId)) : {};
}

/**
 * Tells `to` in the bell (issue 36: nobody was told of a removal or a leave). Not tied to the policy: the member's
 * notifications for it go with the membership, this one must stay. Best effort: the change itself is done.
 */
async function tell(to: Types.ObjectId, message: string): Promise<void> {
  await createNotification(String(to), { title: SHARED_CAR_TITLE, message }).catch(() => undefined);
}

const firstNameOf = async (id: Types.ObjectId) => (await UserModel.findById(id, { firstName: 1 }).lean())?.firstName ?? 'Someone';

/** The owner removes a member or revokes an invitation; a removed member is told in the bell. */
export async function removeMember(userId: string, policyId: string, shareId: string): Promise<void> {
  const share = await ownedShare(userId, policyId, shareId);
  await endShare(share);
  if (share.memberId) {
    const policy = await PolicyModel.findOne({ _id: share.policyId }, { registrationNumber: 1 }).limit(1).lean();
    const plate = displayRegistration(policy?.registrationNumber ?? '');
    await tell(share.memberId, noLongerSharedMessage(await firstNameOf(share.userId), plate));
  }
}

/** A member leaves a policy shared with them; the owner is told in the bell. */
export async function leave(userId: string, policyId: string): Promise<void> {
  const grant = await requirePolicyAccess(userId, policyId, 'read');
  if (grant.access === 'owner') throw new ApiError(400, SHARING_MESSAGES.ownerCannotLeave);
  const share = await PolicyShareModel.findOne({ policyId: oid(policyId), memberId: oid(userId) }).limit(1).lean();
  if (!share) throw new ApiError(404, SHARING_MESSAGES.notAMember);
  await endShare(share);
  const plate = displayRegistration(grant.policy.registrationNumber);
  await tell(share.userId, `${await firstNameOf(oid(userId))} has left ${plate}: they no longer share it with you`);
}

/** Ends every share of a policy being deleted: each member's holdings go with it, and each member is told. */
export async function endAllSharesOf(policyId: string): Promise<number> {
  const shares = await PolicyShareModel.find({ policyId: oid(policyId) }).lean();
  for (const share of shares) await endShare(share);
  const members = shares.flatMap((s) => (s.memberId ? [s.memberId] : []));
  if (members.length > 0) {
    const policy = await PolicyModel.findOne({ _id: oid(policyId) }, { registrationNumber: 1 }).limit(1).lean();
    const message = noLongerSharedMessage(await firstNameOf(shares[0]!.userId), displayRegistration(policy?.registrationNumber ?? ''));
    for (const member of members) await tell(member, message);
  }
  return shares.length;
}

/** The open invitation a token names, or a 404 that says nothing more (unknown, tampered, expired, used alike). */
async function openInviteFor(token: string, now: Date): Promise<PolicyShareRecord> {
  if (!SHARE_INVITE_TOKEN_PATTERN.test(token)) throw new ApiError(404, SHARING_MESSAGES.inviteInvalid);
  const share = await PolicyShareModel.findOne({ tokenHash: hashInviteToken(token) }).limit(1).lean();
  if (!share || !isOpen(share, now)) throw new ApiError(404, SHARING_MESSAGES.inviteInvalid);
  return share;
}

/** Whether the user (by id) has the invited address. */
async function isInvitee(userId: string, share: Pick<PolicyShareRecord, 'email'>): Promise<boolean> {
  const user = await UserModel.findById(oid(userId), { email: 1, username: 1 }).lean();
  return !!user && (normaliseEmail(user.email) === share.email || normaliseEmail(user.username) === share.email);
}

/**
 * GET /api/invites/:token: the vehicle, the owner's first name, the role, the invited address masked, and who is
 * looking (`viewerId`, the session's user if any); never the owner's email, never the invitee's in full.
 */
export async function inviteDetails(token: string, viewerId?: string, now = new Date()): Promise<ShareInviteDetails> {
  const share = await openInviteFor(token, now);
  const [policy, owner] = await Promise.all([
    PolicyModel.findOne({ _id: share.policyId }, { registrationNumber: 1, carManufacturer: 1, carModel: 1 }).limit(1).lean(),
    UserModel.findOne({ _id: share.userId }, { firstName: 1 }).limit(1).lean(),
  ]);
  if (!policy || !owner) throw new ApiError(404, SHARING_MESSAGES.inviteInvalid);
  const audience: InviteAudience = !viewerId
    ? 'signed-out'
    : viewerId === String(share.userId)
      ? 'owner'
      : (await isInvitee(viewerId, share))
        ? 'invitee'
        : 'other';
  return {
    sentTo: maskEmail(share.email),
    audience,
    role: share.role,
    ownerFirstName: owner.firstName,
    vehicle: { registrationNumber: policy.registrationNumber, carManufacturer: policy.carManufacturer, carModel: policy.carModel },
    expiresAt: share.expiresAt!.toISOString(),
  };
}

/**
 * The signed-in invitee accepts: the token is claimed once (an insert under the claims' unique key), the invitation
 * becomes a membership, and the member starts with a copy of the owner's reminders for the policy, owned by them
 * (delivered through their own channels, hour and quiet hours). Answers the policy id.
 */
export async function acceptInvite(userId: string, token: string, now = new Date()): Promise<{ policyId: string }> {
  const share = await openInviteFor(token, now);
  if (String(share.userId) === userId) throw new ApiError(400, SHARING_MESSAGES.inviteYourself);
  if (!(await isInvitee(userId, share))) throw new ApiError(403, inviteWrongAccountMessage(maskEmail(share.email)));
  const already = await PolicyShareModel.findOne({ policyId: share.policyId, memberId: oid(userId) }, { _id: 1 }).limit(1).lean();
  if (already) throw new ApiError(409, SHARING_MESSAGES.alreadyMember);
  // The owner's id in the key: their erasure finds the claims of their invitations.
  if (!(await claimOnce(SHARE_INVITE_CLAIM_KIND, `${String(share.userId)}:${share.tokenHash}`))) {
    throw new ApiError(404, SHARING_MESSAGES.inviteInvalid);
  }
  const updated = await PolicyShareModel.updateOne(
    { _id: share._id },
    // Accepted: the invitation's place on the policy is freed (the owner-wide place stays taken).
    { $set: { memberId: oid(userId), acceptedAt: now, openSlot: `member:${String(share._id)}` }, $unset: { tokenHash: '', expiresAt: '' } },
  );
  // Revoked between the read and the claim: nothing to join.
  if (updated.matchedCount === 0) throw new ApiError(404, SHARING_MESSAGES.inviteInvalid);
  const owners = await ReminderModel.find({ userId: share.userId, policyId: share.policyId }).sort({ daysBefore: -1, _id: 1 }).lean();
  if (owners.length > 0) {
    await ReminderModel.insertMany(
      owners.map((r) => ({
        userId: oid(userId),
        policyId: share.policyId,
        title: r.title,
        target: r.target ?? 'renewal',
        daysBefore: r.daysBefore,
        notificationMethods: r.notificationMethods,
        // As if the member had just made them: a time already passed delivers nothing new (due-time.ts).
        scheduledFrom: now,
        setByCreate: true,
      })),
    );
  }
  return { policyId: String(share.policyId) };
}

/**
 * Whether `token` is an open share invitation to exactly this address (issue 36: sign-up by invitation needs the
 * invitation itself, not just an address someone typed; a withdrawn or expired one is no way in).
 */
export async function openInviteMatches(token: string, email: string, now = new Date()): Promise<boolean> {
  if (!SHARE_INVITE_TOKEN_PATTERN.test(token)) return false;
  const share = await PolicyShareModel.findOne({ tokenHash: hashInviteToken(token) }, { email: 1, memberId: 1, expiresAt: 1 }).limit(1).lean();
  return !!share && isOpen(share, now) && share.email === normaliseEmail(email);
}

/** What the user holds (memberships, open invitations to their address) and gives (shares of their policies): the export. */
export async function sharingOf(userId: string, email: string): Promise<{ holds: unknown[]; gives: PolicyMember[] }> {
  const [held, invited, given] = await Promise.all([
    PolicyShareModel.find({ memberId: oid(userId) }).sort({ _id: 1 }).lean(),
    PolicyShareModel.find({ email: normaliseEmail(email), memberId: { $in: [null] } }).sort({ _id: 1 }).lean(),
    PolicyShareModel.find({ userId: oid(userId) }).sort({ _id: 1 }).lean(),
  ]);
  const holdings = [...held, ...invited];
  const [owners, names] = await Promise.all([
    firstNamesOf(holdings.map((s) => s.userId)),
    firstNamesOf(given.flatMap((s) => (s.memberId ? [s.memberId] : []))),
  ]);
  return {
    holds: holdings.map((s) => ({
      policyId: String(s.policyId),
      ownerFirstName: owners.get(String(s.userId)) ?? null,
      role: s.role,
      state: s.memberId ? 'active' : 'invited',
      invitedAt: s.invitedAt.toISOString(),
      acceptedAt: s.acceptedAt ? s.acceptedAt.toISOString() : null,
    })),
    gives: given.map((s) => ({ policyId: String(s.policyId), ...toMember(s, s.memberId ? names.get(String(s.memberId)) : undefined) })),
  };
}
