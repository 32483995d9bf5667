// Judges the DVLA's MOT and tax fields before the dates refresh trusts them: a malformed or implausible answer changes
// nothing (it is recorded as not usable). Pure: no clock of its own, no I/O.
import { addDays, isCalendarDate } from '@renewly/shared-contracts';
import type { DvlaAlertKind } from '@renewly/shared-contracts';
import type { RawDvlaStatus } from '../vehicle';

/** VES taxStatus and motStatus words (uk-references.md). */
export const TAX_STATUSES = ['Taxed', 'Untaxed', 'SORN', 'Not Taxed for on Road Use'] as const;
export const MOT_STATUSES = ['Valid', 'Not valid', 'No details held by DVLA', 'No results returned'] as const;

/** A date further than this from today is not believed (an MOT runs at most 3 years from new; tax 12 months). */
const FAR_PAST_DAYS = 25 * 366;
const FAR_FUTURE_DAYS = 4 * 366;

export interface UsableDvlaAnswer {
  usable: true;
  motExpiryDate: string | null;
  taxDueDate: string | null;
  motStatus: (typeof MOT_STATUSES)[number] | null;
  taxStatus: (typeof TAX_STATUSES)[number] | null;
}
export type DvlaAnswer = UsableDvlaAnswer | { usable: false; reason: string };

function judgeDate(name: string, value: string | null, today: string): { date: string | null } | { reason: string } {
  if (value === null) return { date: null };
  if (!isCalendarDate(value)) return { reason: `${name} is not a date` };
  if (value < addDays(today, -FAR_PAST_DAYS) || value > addDays(today, FAR_FUTURE_DAYS)) {
    return { reason: `${name} ${value} is too far from today` };
  }
  return { date: value };
}

function judgeWord<T extends string>(name: string, value: string | null, words: readonly T[]): { word: T | null } | { reason: string } {
  if (value === null) return { word: null };
  return (words as readonly string[]).includes(value) ? { word: value as T } : { reason: `unexpected ${name}` };
}

/** `today` is the London calendar date of the check. */
export function judgeDvlaAnswer(status: RawDvlaStatus | null | undefined, today: string): DvlaAnswer {
  if (!status) return { usable: false, reason: 'no MOT or tax fields' };
  const mot = judgeDate('motExpiryDate', status.motExpiryDate, today);
  const tax = judgeDate('taxDueDate', status.taxDueDate, today);
  const motStatus = judgeWord('motStatus', status.motStatus, MOT_STATUSES);
  const taxStatus = judgeWord('taxStatus', status.taxStatus, TAX_STATUSES);
  for (const part of [mot, tax, motStatus, taxStatus]) if ('reason' in part) return { usable: false, reason: part.reason };
  const answer = {
    usable: true as const,
    motExpiryDate: (mot as { date: string | null }).date,
    taxDueDate: (tax as { date: string | null }).date,
    motStatus: (motStatus as { word: UsableDvlaAnswer['motStatus'] }).word,
    taxStatus: (taxStatus as { word: UsableDvlaAnswer['taxStatus'] }).word,
  };
  if (answer.motExpiryDate === null && answer.taxDueDate === null) return { usable: false, reason: 'no MOT or tax date' };
  return answer;
}

/**
 * What the answer says needs attention while the policy is active: untaxed, SORN, or an MOT 'Not valid' once its
 * expiry date (the DVLA's, else the policy's) has passed or is unknown.
 */
export function alertsOf(answer: UsableDvlaAnswer, policyMotExpiry: string | null, today: string): DvlaAlertKind[] {
  const alerts: DvlaAlertKind[] = [];
  if (answer.taxStatus === 'Untaxed' || answer.taxStatus === 'Not Taxed for on Road Use') alerts.push('untaxed');
  if (answer.taxStatus === 'SORN') alerts.push('sorn');
  const expiry = answer.motExpiryDate ?? policyMotExpiry;
  if (answer.motStatus === 'Not valid' && (expiry === null || expiry < today)) alerts.push('motInvalid');
  return alerts;
}
