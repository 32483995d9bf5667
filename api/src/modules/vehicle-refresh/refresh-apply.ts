// Applies a usable DVLA answer to one policy: the new MOT and tax dates (unless the user's own edit is newer than the
// answer), the status alerts, the 'checked' time, and one in-app notification per change and per new alert to
// everyone who sees the car (owner and members). New dates recompute the car's market insights, as an edit does. The
// reminders need nothing: the delivery engine reads the policy's current dates, and a delivery's key names the date,
// so a cycle already delivered for the old date is not repeated and the new date starts a new cycle.
// A 'not found' answer is recorded on the policy (the card says so) and told once per registration. The alerts and
// 'not found' also go through each person's email, SMS and web push as their preferences say (`channels`).
import { displayRegistration, dvlaAlertText, dvlaNotFoundText, formatUkDate, londonDateOf, type DvlaAlertKind } from '@renewly/shared-contracts';
import * as market from '../market';
import { PolicyModel, type PolicyRecord } from '../policies';
import { SUMMARY_FIELDS, toSummary, type SummaryRecord } from '../policies';
import { alertsOf, type UsableDvlaAnswer } from './dvla-answer';
import type { AlertChannels } from './refresh-alert-channels';
import { notifyEveryone } from './refresh-notify';
import type { RefreshOutcome } from './refresh-due';
import type { VehicleRefreshRecord } from './refresh.model';

export type RefreshPolicy = Pick<
  PolicyRecord,
  '_id' | 'userId' | 'registrationNumber' | 'motExpiryDate' | 'roadTaxExpiryDate' | 'datesEditedAt' | 'dvlaAlerts'
>;

type Change = VehicleRefreshRecord['changes'][number];

/** 'MOT passed: now expires 14/03/2028' and its kin. */
export function describeChange(c: Change): string {
  const to = formatUkDate(c.to);
  if (c.field === 'motExpiryDate') {
    if (c.from === null) return `MOT expiry from the DVLA: ${to}`;
    return c.to > c.from ? `MOT passed: now expires ${to}` : `MOT expiry corrected by the DVLA: now ${to}`;
  }
  if (c.from === null) return `Road tax due date from the DVLA: ${to}`;
  return c.to > c.from ? `Road tax renewed: now due ${to}` : `Road tax due date corrected by the DVLA: now ${to}`;
}

const ALERT_MESSAGES: Record<DvlaAlertKind, string> = {
  untaxed: 'The DVLA reports this vehicle as untaxed. It must be taxed before it is driven on the road.',
  sorn: 'The DVLA reports this vehicle as SORN (declared off the road). It must be taxed before it is driven.',
  motInvalid: 'The DVLA reports no valid MOT for this vehicle. It must not be driven except to a booked MOT test.',
};

/** The same, short enough for one SMS beside the title and the link. */
const ALERT_SMS_LINES: Record<DvlaAlertKind, string> = {
  untaxed: 'It must be taxed before it is driven.',
  sorn: 'It must be taxed before it is driven.',
  motInvalid: 'It must not be driven except to a booked MOT test.',
};

export interface AppliedRefresh {
  outcome: RefreshOutcome;
  changes: Change[];
  alerts: DvlaAlertKind[];
}

export async function applyDvlaAnswer(
  policy: RefreshPolicy,
  answer: UsableDvlaAnswer,
  answerAt: Date,
  now: Date,
  channels?: AlertChannels,
): Promise<AppliedRefresh> {
  const today = londonDateOf(now);
  const changes: Change[] = [];
  const current = { motExpiryDate: policy.motExpiryDate ?? null, roadTaxExpiryDate: policy.roadTaxExpiryDate ?? null };
  if (answer.motExpiryDate && answer.motExpiryDate !== current.motExpiryDate) {
    changes.push({ field: 'motExpiryDate', from: current.motExpiryDate, to: answer.motExpiryDate });
  }
  if (answer.taxDueDate && answer.taxDueDate !== current.roadTaxExpiryDate) {
    changes.push({ field: 'roadTaxExpiryDate', from: current.roadTaxExpiryDate, to: answer.taxDueDate });
  }
  // The user's edit made after the DVLA's answer wins (a cached answer may be up to a day old).
  let userWins = changes.length > 0 && !!policy.datesEditedAt && policy.datesEditedAt.getTime() > answerAt.getTime();

  const earlier = new Map((policy.dvlaAlerts ?? []).map((a) => [a.kind, a.since]));
  // An answer older than the user's own date edit cannot bring back an alert that edit cleared (a cached answer).
  const olderThanEdit = !!policy.datesEditedAt && policy.datesEditedAt.getTime() > answerAt.getTime();
  const kinds = alertsOf(answer, current.motExpiryDate, today).filter((kind) => !olderThanEdit || earlier.has(kind));
  const alerts = kinds.map((kind) => ({ kind, since: earlier.get(kind) ?? londonDateOf(answerAt) }));

  const filter = { _id: policy._id, userId: policy.userId };
  const always = { dvlaCheckedAt: now, dvlaAlerts: alerts };
  // The DVLA knows the vehicle: any earlier 'not found' is over.
  const unset = { dvlaNotFound: '' };
  if (changes.length > 0 && !userWins) {
    const dates = Object.fromEntries(changes.map((c) => [c.field, c.to]));
    // Only if the user has not edited the dates since the policy was read (no transactions on FerretDB v1).
    const r = await PolicyModel.updateOne(
      { ...filter, isActive: true, datesEditedAt: policy.datesEditedAt ?? null },
      { $set: { ...always, ...dates }, $unset: unset },
    );
    if (r.matchedCount === 0) userWins = true;
  }
  if (changes.length === 0 || userWins) await PolicyModel.updateOne(filter, { $set: always, $unset: unset });

  const policyId = String(policy._id);
  if (changes.length > 0 && !userWins) {
    // The Service tab's 'MOT due ...' follows the new dates now, not at the daily recompute.
    const updated = await PolicyModel.findOne({ _id: policy._id }, SUMMARY_FIELDS).limit(1).lean<SummaryRecord>();
    if (updated) await market.refreshTrendsForPolicy(toSummary(updated));
    // Bell only: new dates need no action (the reminders follow them), and an SMS or email for each would be noise.
    await notifyEveryone(policy, {
      key: `dvla-dates:${policyId}:${changes.map((c) => `${c.field}=${c.to}`).join(',')}:${today}`,
      title: `${displayRegistration(policy.registrationNumber)}: dates updated from the DVLA`,
      message: changes.map(describeChange).join('. '),
    });
  }
  for (const a of alerts) {
    if (earlier.has(a.kind)) continue;
    await notifyEveryone(policy, {
      key: `dvla-alert:${policyId}:${a.kind}:${a.since}`,
      title: `${displayRegistration(policy.registrationNumber)}: ${dvlaAlertText(a)}`,
      message: ALERT_MESSAGES[a.kind],
    }, { channels, smsLine: ALERT_SMS_LINES[a.kind] });
  }
  return {
    outcome: userWins ? 'userEditKept' : changes.length > 0 ? 'updated' : 'unchanged',
    changes: userWins ? [] : changes,
    alerts: kinds,
  };
}

/**
 * The DVLA has no vehicle under the policy's registration (404; most often a typo): the policy says so (the card and
 * the Edit dialog show it) and everyone who sees the car is told once for that registration.
 */
export async function recordNotFound(policy: RefreshPolicy, channels?: AlertChannels): Promise<void> {
  const r = await PolicyModel.updateOne(
    { _id: policy._id, userId: policy.userId, registrationNumber: policy.registrationNumber },
    { $set: { dvlaNotFound: policy.registrationNumber } },
  );
  if (r.matchedCount === 0) return; // The registration was corrected meanwhile.
  await notifyEveryone(policy, {
    key: `dvla-not-found:${String(policy._id)}:${policy.registrationNumber}`,
    title: dvlaNotFoundText(policy.registrationNumber),
    message: 'Renewly cannot keep its MOT and tax dates up to date from the DVLA until the registration is right. Edit the policy to correct it.',
  }, { channels, smsLine: 'Edit the policy to correct it.' });
}
