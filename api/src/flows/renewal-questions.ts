// The renewal question in the bell (issue 39 §5): the day after a policy's renewal date, "What happened at renewal?";
// 30 days after with no answer, "Is {plate} still insured? Driving without insurance is illegal". Each once per
// person (the owner and the editors: those who may answer) and renewal date: the bell notification's insert under
// its unique key is the claim, and only the process that won it sends the same words by the person's own channels
// (email, SMS, web push: refresh-alert-channels.ts). An answer moves the renewal date or turns the policy off, so
// nothing more is asked for that year. Nothing here changes the policy. An app-layer flow (issue 48): it reads the
// policies and their editors, and sends through the bell and vehicle-refresh's alert channels.
import { addDays, displayRegistration, formatUkDate, londonToday, RENEWAL_QUESTION, renewalQuestionState, STILL_INSURED_AFTER_DAYS } from '@renewly/shared-contracts';
import type { Logger } from '../core/logger';
import { createNotificationOnce } from '../modules/notifications';
import { PolicyModel, PolicyShareModel, type PolicyRecord } from '../modules/policies';
import type { AlertChannels, AlertDelivery } from '../modules/vehicle-refresh';

export const renewalQuestionKey = (kind: 'ask' | 'stillInsured', policyId: string, renewalDate: string, userId: string) =>
  `renewal-${kind}:${policyId}:${renewalDate}:${userId}`;

/** Asks what is due at `now`; returns how many bell notices this call created. */
export async function askRenewalQuestions({ now, alertChannels, logger }: { now: Date; alertChannels?: AlertChannels; logger?: Logger }): Promise<number> {
  const today = londonToday(now);
  // Only policies whose date has passed (a year-old unanswered date is not asked about any more).
  const due = await PolicyModel.find(
    { isActive: true, renewalDate: { $lt: today, $gte: addDays(today, -366) } },
    { _id: 1, userId: 1, registrationNumber: 1, renewalDate: 1, isActive: 1 },
  ).lean<Pick<PolicyRecord, '_id' | 'userId' | 'registrationNumber' | 'renewalDate' | 'isActive'>[]>();
  if (due.length === 0) return 0;
  const editors = await PolicyShareModel.find({ policyId: { $in: due.map((p) => p._id) }, role: 'editor', memberId: { $ne: null } }, { policyId: 1, memberId: 1 }).lean();
  let created = 0;
  for (const p of due) {
    const state = renewalQuestionState(p, today);
    if (state === 'none') continue;
    const policyId = String(p._id);
    const plate = displayRegistration(p.registrationNumber);
    const people = [String(p.userId), ...editors.filter((e) => String(e.policyId) === policyId).map((e) => String(e.memberId))];
    const title = state === 'ask' ? `${plate}: ${RENEWAL_QUESTION.title}` : RENEWAL_QUESTION.stillInsured(plate);
    const message = RENEWAL_QUESTION.bellMessage(plate, formatUkDate(p.renewalDate));
    const smsLine = state === 'ask' ? 'Tell Renewly what happened.' : `Its renewal date passed over ${STILL_INSURED_AFTER_DAYS} days ago.`;
    const won: AlertDelivery[] = [];
    for (const userId of people) {
      const key = renewalQuestionKey(state, policyId, p.renewalDate, userId);
      if (!(await createNotificationOnce(userId, { key, title, message, policyId }))) continue;
      created += 1;
      won.push({ userId, alert: { key, policyId, title, message, smsLine } });
    }
    // Everyone whose bell copy this process claimed, their preferences and contacts read in one go.
    await alertChannels?.send(won).catch((err: unknown) => logger?.warn({ err, policyId }, 'renewal question not sent'));
  }
  return created;
}
