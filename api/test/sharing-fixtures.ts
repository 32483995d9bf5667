// Household sharing set-up for tests: the owner invites a member through the API (the invitation goes to the
// development outbox, the test app's mailer) and the member accepts with the emailed token.
import { OutboxModel } from '../src/channels/email/outbox-mailer';
import type { SignedInAgent } from './helpers';

export async function shareWith(owner: SignedInAgent, member: SignedInAgent, policyId: string, role: 'viewer' | 'editor'): Promise<void> {
  const invite = await owner.post(`/api/policies/${policyId}/invites`).send({ email: member.user.email, role });
  if (invite.status !== 201) throw new Error(`invite ${invite.status} ${invite.text}`);
  const mail = await OutboxModel.findOne({ to: member.user.email }).sort({ _id: -1 }).lean();
  const token = /\/policies#invite=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no invitation in the outbox');
  const accepted = await member.post(`/api/invites/${token}/accept`);
  if (accepted.status !== 200) throw new Error(`accept ${accepted.status} ${accepted.text}`);
}
