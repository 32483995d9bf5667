// Account erasure and household sharing (issue 27). An owner erasing their account takes their policies away from
// every member (each is told by email) with everything the members held for them; a member erasing theirs ends
// their memberships, and any open invitation to their address goes. The members' email is a notice about their cars
// (issue 41): none to a member who turned notice emails off; with the app's origin, it carries List-Unsubscribe.
import { Types } from 'mongoose';
import { sharedPolicyGoneEmail } from '@renewly/shared-contracts/features/sharing';
import type { Mailer } from '../../core/ports/mailer';
import { normaliseEmail } from '../auth';
import { deliveryPreferencesFor } from '../delivery-preferences';
import { issueNoticeUnsubscribeToken, unsubscribeHeaders } from '../unsubscribe';
import { PolicyModel } from '../policies';
import { vehicleLabel } from '../policies';
import { UserModel } from '../users';
import { PolicyShareModel } from '../policies';
import { endShare } from './sharing.service';

/** Ends every share the user gives or holds; answers what was deleted per collection. */
/** Where the members' notice email links to (its List-Unsubscribe). */
export interface NoticeLinks {
  appOrigin: string;
  mailFrom?: string;
}

export async function endSharesOnErasure(userId: string, email: string | null, mailer?: Mailer, links?: NoticeLinks): Promise<Record<string, number>> {
  const id = new Types.ObjectId(userId);
  const deleted: Record<string, number> = {};
  const count = (name: string, n: number) => (deleted[name] = (deleted[name] ?? 0) + n);

  // Given: the members of the user's policies.
  const given = await PolicyShareModel.find({ userId: id }).lean();
  const members = given.filter((s) => s.memberId);
  if (members.length > 0) {
    const [owner, policies, users] = await Promise.all([
      UserModel.findById(id, { firstName: 1 }).lean(),
      PolicyModel.find({ _id: { $in: members.map((s) => s.policyId) } }, { registrationNumber: 1, carManufacturer: 1, carModel: 1 }).lean(),
      UserModel.find({ _id: { $in: members.map((s) => s.memberId!) } }, { email: 1 }).lean(),
    ]);
    const vehicleOf = new Map(policies.map((p) => [String(p._id), vehicleLabel(p)]));
    const emailOf = new Map(users.map((u) => [String(u._id), u.email]));
    const byMember = new Map<string, string[]>();
    for (const share of members) {
      const memberId = String(share.memberId);
      const holdings = await endShare(share);
      count('policy_shares', 1);
      for (const [name, n] of Object.entries(holdings)) count(name, n);
      byMember.set(memberId, [...(byMember.get(memberId) ?? []), vehicleOf.get(String(share.policyId)) ?? 'a car']);
    }
    if (mailer) {
      const prefs = await deliveryPreferencesFor([...byMember.keys()]);
      for (const [memberId, vehicles] of byMember) {
        const to = emailOf.get(memberId);
        if (!to || prefs.get(memberId)?.noticeEmails === false) continue;
        // Best effort: the erasure goes on whether or not the email can be sent.
        const send = async () => {
          const headers = links ? unsubscribeHeaders(await issueNoticeUnsubscribeToken(memberId), links.appOrigin, links.mailFrom) : undefined;
          await mailer.send({ to, ...sharedPolicyGoneEmail({ ownerFirstName: owner?.firstName ?? 'The owner', vehicles }), headers });
        };
        await send().catch(() => undefined);
      }
    }
  }
  count('policy_shares', (await PolicyShareModel.deleteMany({ userId: id })).deletedCount);

  // Held: the user's memberships (their holdings go with their own records) and invitations to their address.
  const held = await PolicyShareModel.find({ memberId: id }, { _id: 1, policyId: 1 }).lean();
  for (const share of held) {
    const holdings = await endShare({ ...share, memberId: id });
    count('policy_shares', 1);
    for (const [name, n] of Object.entries(holdings)) count(name, n);
  }
  if (email) count('policy_shares', (await PolicyShareModel.deleteMany({ email: normaliseEmail(email), memberId: { $in: [null] } })).deletedCount);
  return deleted;
}
