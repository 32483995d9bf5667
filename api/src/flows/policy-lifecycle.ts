// A policy's life across the modules (issue 48, the app layer): what happens to the other modules when a policy is
// created, read, changed, rolled into its next year, checked with the DVLA or deleted. The policies module keeps the
// policy itself and never names the modules above it; this file calls each of them through its entry, in order.
// routes.ts passes these functions to the policies router (PolicyLifecycle) and getPolicy to the sharing router.
import type { Policy, PolicyInput } from '@renewly/shared-contracts';
import type { RenewalAnswer } from '@renewly/shared-contracts/features/policy-terms-input';
import type { AppDeps } from '../core/app-deps';
import * as deliveries from '../modules/deliveries';
import * as market from '../modules/market';
import * as notifications from '../modules/notifications';
import * as policies from '../modules/policies';
import type { PolicyGrant, PolicyLifecycle, PolicyRecord } from '../modules/policies';
import * as quotes from '../modules/quotes';
import * as receivedQuotes from '../modules/received-quotes';
import * as reminders from '../modules/reminders';
import { endAllSharesOf } from '../modules/sharing';
import { deleteDocumentsOfPolicy, PolicyDocumentModel } from '../modules/policy-documents';
import { ownerFirstNames } from '../modules/users';
import { reminderLinks } from './reminder-links';
import { vehicleProviderFor } from '../modules/vehicle';
import { checkPolicyWithDvlaNow, createAlertChannels, deleteRefreshesForPolicy } from '../modules/vehicle-refresh';

/** The stored policy as this user sees it: with their quotes for it, and whose it is when shared with them. */
async function seenBy(userId: string, grant: PolicyGrant, record: Omit<PolicyRecord, 'userId' | 'updatedAt'>): Promise<Policy> {
  const id = String(record._id);
  const quoted = await quotes.quotesByPolicy(userId, [id]);
  const policy = policies.toPublicPolicy(record, quoted.get(id));
  if (grant.access === 'owner') return policies.asSeenBy(policy, 'owner');
  return policies.asSeenBy(policy, grant.access, (await ownerFirstNames([grant.ownerId])).get(grant.ownerId));
}

/** The user's policies and those shared with them, soonest renewal first. */
export async function listPolicies(userId: string): Promise<Policy[]> {
  const shared = await policies.sharedWithUser(userId);
  const [records, quoted, owners] = await Promise.all([
    policies.findReadablePolicies(userId, shared),
    quotes.quotesByPolicy(userId),
    ownerFirstNames([...shared.values()].map((s) => s.ownerId)),
  ]);
  return records.map((p) => {
    const policy = policies.toPublicPolicy(p, quoted.get(String(p._id)));
    const share = String(p.userId) === userId ? undefined : shared.get(String(p._id));
    return share ? policies.asSeenBy(policy, share.access, owners.get(share.ownerId)) : policies.asSeenBy(policy, 'owner');
  });
}

/** One policy the user may read, as they see it (also the answer to accepting an invitation). */
export async function getPolicy(userId: string, id: string): Promise<Policy> {
  const { grant, record } = await policies.readPolicy(userId, id);
  return seenBy(userId, grant, record);
}

/** A new policy with its first reminders (all or nothing), then its vehicle's market trends at once. */
export async function createPolicy(userId: string, input: PolicyInput, maxPolicies: number): Promise<{ policy: Policy; remindersCreated: number }> {
  const bestDay = input.bestDayReminder === true;
  const days = input.reminderDays ?? [];
  const { record, remindersCreated } = await policies.createPolicy(userId, input, maxPolicies, async (policyId) =>
    reminders.createRemindersForPolicy(userId, policyId, days, input.reminderMethods, new Date(), {
      bestDay,
      // The user's default set of other channels (read only when there is a reminder to make).
      channelIds: days.length > 0 || bestDay ? await reminderLinks.defaultChannelIds(userId) : [],
    }),
  );
  await market.refreshTrendsForPolicy(policies.toSummary(record));
  return { policy: policies.asSeenBy(policies.toPublicPolicy(record), 'owner'), remindersCreated };
}

/** The policy's form saved, its vehicle's market trends refreshed, and the policy as the user now sees it. */
export async function updatePolicy(userId: string, id: string, input: PolicyInput): Promise<Policy> {
  const { grant, record } = await policies.updatePolicy(userId, id, input);
  await market.refreshTrendsForPolicy(policies.toSummary(record));
  return seenBy(userId, grant, record);
}

/** Turns a policy on or off; answers it as the user sees it. */
export async function setPolicyActive(userId: string, id: string, isActive: boolean): Promise<Policy> {
  const { grant, record } = await policies.setPolicyActive(userId, id, isActive);
  return seenBy(userId, grant, record);
}

/**
 * Deletes one of the user's policies (the owner only) for everyone and, through their own modules, everything held
 * for it: each member's share and holdings, then the owner's notifications, reminders (with their deliveries),
 * quotes, received quotes, market trends and DVLA refresh state. Dependents go first, so an interrupted delete
 * leaves the policy in place (and can be repeated) rather than orphans.
 */
export async function deletePolicy(
  userId: string,
  id: string,
): Promise<{ reminders: number; deliveries: number; quotes: number; receivedQuotes: number; notifications: number; marketTrends: number; documents: number }> {
  // Only the owner may manage, and a policy that does not exist (or is not theirs to see) is a 404 there.
  await policies.requirePolicyAccess(userId, id, 'manage');
  await endAllSharesOf(id);
  const removed = {
    notifications: await notifications.deleteForPolicy(userId, id),
    reminders: await reminders.deleteForPolicy(userId, id),
    deliveries: await deliveries.deleteForPolicy(userId, id),
    quotes: await quotes.deleteForPolicy(userId, id),
    receivedQuotes: await receivedQuotes.deleteForPolicy(id),
    marketTrends: await market.deleteForPolicy(userId, id),
    documents: await deleteDocumentsOfPolicy(PolicyDocumentModel.db, id),
  };
  await deleteRefreshesForPolicy(userId, id);
  await policies.deletePolicyRecord(userId, id);
  return removed;
}

/** "What happened at renewal?": the answer applied, then, if the renewal date moved, every reminder re-armed for it. */
export async function answerRenewal(userId: string, id: string, answer: RenewalAnswer, now: Date): Promise<void> {
  const { renewalDateMoved } = await policies.answerRenewal(userId, id, answer, now);
  if (renewalDateMoved) await reminders.rearmRenewalReminders(id, now);
}

/** Everything the policies router needs from above it, 'Check with the DVLA now' wired to the app's channels. */
export function policyLifecycle({ config, logger, mailer, sms, push }: AppDeps): PolicyLifecycle {
  const alertChannels = createAlertChannels({ mailer, sms, push, appOrigin: config.appOrigin, mailFrom: config.mailFrom, logger });
  const dvlaCheck = { provider: vehicleProviderFor(config), quota: config.vehicleLookupQuota, logger, alertChannels };
  return {
    listPolicies,
    getPolicy,
    createPolicy,
    updatePolicy,
    setPolicyActive,
    deletePolicy,
    answerRenewal,
    checkWithDvlaNow: (userId, id) => checkPolicyWithDvlaNow(dvlaCheck, userId, id),
  };
}
