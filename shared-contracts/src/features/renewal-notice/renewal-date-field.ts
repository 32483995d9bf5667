// The renewal date: the day the new cover starts (best), or the day the current cover ends (taken as the renewal
// date). The letter's own date, dates of birth and the new period's end date do not count.
import { isCalendarDate } from '../../rules/dates';
import { bestField, type Candidate, type RenewalNoticeField } from './found-field';
import { labelBefore } from './label-before';
import { findDates } from './uk-dates';

const NOT_RENEWAL = /birth|issued|date of (?:this )?letter|printed|\bdated\b|since|passed|licen[cs]e|claim|accident|conviction|manufactur|purchase|registered/i;

function renewalScore(label: string): number {
  if (/renewal date|date of renewal|(?:start|effective|inception) date|renews on|will renew|(?:cover|policy|insurance|period)[^.]{0,40}\b(?:starts?|begins?|from|commenc\w*)\b/i.test(label)) {
    return /renew|start|begin|commenc|effective|inception/i.test(label) ? 0.95 : 0.85;
  }
  if (/period of (?:cover|insurance)|cover period|policy period/i.test(label)) return 0.9;
  if (/\bnew\b/i.test(label)) return 0;
  if (/due for renewal|renewal (?:is )?due|due to renew/i.test(label)) return 0.9;
  if (/(?:ends?|expir\w*|finish\w*|runs? out|until)\b/i.test(label)) return 0.75;
  if (/\brenew/i.test(label)) return 0.7;
  return 0;
}

export interface RenewalDateOptions {
  /** Today as 'YYYY-MM-DD': a renewal date more than a year before it or two years after it is flagged. */
  today?: string;
}

export function findRenewalDate(text: string, options: RenewalDateOptions = {}): RenewalNoticeField | undefined {
  const dates = findDates(text);
  const candidates: Candidate[] = [];
  dates.forEach((date, i) => {
    const previous = dates[i - 1];
    const label = labelBefore(text, date.start, previous?.end ?? 0);
    if (NOT_RENEWAL.test(label.text)) return;
    const score = renewalScore(label.text);
    if (score > 0) candidates.push({ value: date.value, score, labelStart: label.start, start: date.start, end: date.end });
  });
  const field = bestField(text, candidates);
  if (!field) return undefined;
  if (!isCalendarDate(field.value)) return { ...field, flag: 'check', reason: 'This date does not exist: check the day and month.' };
  if (options.today && isCalendarDate(options.today)) {
    const days = (Date.parse(field.value) - Date.parse(options.today)) / 86_400_000;
    if (days < -366 || days > 731) return { ...field, flag: 'check', reason: 'This renewal date is far from today: check the year.' };
  }
  return field;
}
