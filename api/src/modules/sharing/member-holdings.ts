// What a member holds for a policy shared with them: their reminders (copies of the owner's, then their own), the
// deliveries of those, their notifications and their quotes. Removed, through each module's own service, when the
// membership ends (removed, left) and when the policy or its owner goes.
import * as deliveries from '../deliveries';
import * as notifications from '../notifications';
import * as quotes from '../quotes';
import * as reminders from '../reminders';

export interface MemberHoldingsRemoved {
  reminders: number;
  deliveries: number;
  notifications: number;
  quotes: number;
}

/** Deletes everything `memberId` holds for `policyId`; the owner's and other members' records stay. */
export async function removeMemberHoldings(memberId: string, policyId: string): Promise<MemberHoldingsRemoved> {
  // Deliveries first (their attempts are found through them), then the reminders that would make new ones.
  const removedDeliveries = await deliveries.deleteForMember(memberId, policyId);
  const removed = {
    deliveries: removedDeliveries,
    reminders: await reminders.deleteForPolicy(memberId, policyId),
    notifications: await notifications.deleteForPolicy(memberId, policyId),
    quotes: await quotes.deleteForPolicy(memberId, policyId),
  };
  // A sweep that read the membership just before it ended may have claimed one more delivery meanwhile.
  removed.deliveries += await deliveries.deleteForMember(memberId, policyId);
  return removed;
}
