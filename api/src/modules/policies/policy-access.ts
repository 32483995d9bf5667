// What a user may do with a policy, decided in ONE place (issue 27, household sharing). Every policy-scoped route
// and service asks here: the owner may do everything; an editor may also edit the policy (the renewal-notice
// import goes through the same update) and turn it on or off; a viewer may read it, keep their own reminders and
// generate their own quotes; anyone else gets the same 404 as for a policy that does not exist.
import { Types, type QueryFilter } from 'mongoose';
import type { PolicyAccess } from '@renewly/shared-contracts';
import { policyAccessAllows, SHARING_MESSAGES, type PolicyAction } from '@renewly/shared-contracts/features/sharing';
import { ApiError } from '../../core/http/api-error';
import { PolicyShareModel } from './policy-shares.model';
import { PolicyModel, type PolicyRecord } from './policies.model';
import { POLICY_NOT_FOUND, SUMMARY_FIELDS, toSummary, type PolicySummary, type SummaryRecord } from './policy-queries';

export type { PolicyAccess, PolicyAction };

export interface PolicyGrant {
  policy: PolicySummary;
  access: PolicyAccess;
  /** The policy's owner (the `userId` its records are stored under). */
  ownerId: string;
}

const oid = (id: string) => new Types.ObjectId(id);

/** The user's access to a policy, or null (no such policy, or neither theirs nor shared with them). */
export async function policyAccess(userId: string, policyId: string): Promise<PolicyGrant | null> {
  if (!Types.ObjectId.isValid(policyId) || !Types.ObjectId.isValid(userId)) return null;
  // An `_id` read with a limit: the one cheap read on the embedded database.
  const record = await PolicyModel.findOne({ _id: oid(policyId) }, SUMMARY_FIELDS).limit(1).lean<SummaryRecord>();
  if (!record) return null;
  const policy = toSummary(record);
  if (policy.userId === userId) return { policy, access: 'owner', ownerId: policy.userId };
  const share = await PolicyShareModel.findOne({ policyId: oid(policyId), memberId: oid(userId) }, { role: 1 }).limit(1).lean();
  return share ? { policy, access: share.role, ownerId: policy.userId } : null;
}

/**
 * The user's access to a policy for `action`: 404 (as for a policy that does not exist) without any access,
 * 403 with a plain message when their role does not allow it.
 */
export async function requirePolicyAccess(userId: string, policyId: string, action: PolicyAction): Promise<PolicyGrant> {
  const grant = await policyAccess(userId, policyId);
  if (!grant) throw new ApiError(404, POLICY_NOT_FOUND);
  if (!policyAccessAllows(grant.access, action)) {
    throw new ApiError(403, action === 'manage' ? SHARING_MESSAGES.ownerOnly : SHARING_MESSAGES.editorOnly);
  }
  return grant;
}

/** The policies shared with the user (active memberships): policy id -> role and owner. */
export async function sharedWithUser(userId: string): Promise<Map<string, { access: PolicyAccess; ownerId: string }>> {
  const shares = await PolicyShareModel.find({ memberId: oid(userId) }, { policyId: 1, role: 1, userId: 1 }).lean();
  return new Map(shares.map((s) => [String(s.policyId), { access: s.role, ownerId: String(s.userId) }]));
}

/** The filter for every policy the user may read: their own and those shared with them (`shared` if already read). */
export async function readablePolicyFilter(
  userId: string,
  shared?: Map<string, { access: PolicyAccess; ownerId: string }>,
): Promise<QueryFilter<PolicyRecord>> {
  shared ??= await sharedWithUser(userId);
  if (shared.size === 0) return { userId: oid(userId) };
  return { $or: [{ userId: oid(userId) }, { _id: { $in: [...shared.keys()].map(oid) } }] };
}

/** Every policy the user may read (their own and those shared with them), as summaries (`shared` if already read). */
export async function listReadablePolicySummaries(
  userId: string,
  { activeOnly = false, shared }: { activeOnly?: boolean; shared?: Map<string, { access: PolicyAccess; ownerId: string }> } = {},
): Promise<PolicySummary[]> {
  const filter = await readablePolicyFilter(userId, shared);
  const docs = await PolicyModel.find(activeOnly ? { $and: [filter, { isActive: true }] } : filter, SUMMARY_FIELDS).lean<SummaryRecord[]>();
  return docs.map(toSummary);
}

/**
 * Every active membership, as 'policyId:memberId' keys: the delivery engine delivers a reminder only when its owner
 * owns the policy or is in here, so a membership that ends stops deliveries at the next sweep.
 */
export async function activeMembershipKeys(): Promise<Set<string>> {
  const shares = await PolicyShareModel.find({ memberId: { $ne: null } }, { policyId: 1, memberId: 1 }).lean();
  return new Set(shares.map((s) => `${String(s.policyId)}:${String(s.memberId)}`));
}
