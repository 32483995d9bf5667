// The renewal date: the day the new cover starts (best), or the day the current cover ends (taken as the renewal
// date). The letter's own date, dates of birth and the new period's end date do not count.
import { addDays, formatUkDate, isCalendarDate } from '../../rules/dates';
import { bestField, type Candidate, type RenewalNoticeField } from './found-field';
import { labelBefore, withLineAbove } from './label-before';
import { findDates } from './uk-dates';

const NOT_RENEWAL = /birth|issued|date of (?:this )?letter|printed|\bdated\b|since|passed|licen[cs]e|claim|accident|conviction|manufactur|purchase|registered/i;

/**
 * The notice says the new cover starts on the day the old one ends: 'Your current cover ends on 21 January 2027 and
 * your new cover starts the same day'. What the notice says wins over the day-after rule.
 */
const STARTS_SAME_DAY = /^[^.!?]{0,60}?\b(?:new (?:cover|policy|insurance|period)|renewal|it)\b[^.!?]{0,20}?\b(?:starts?|begins?|renews?|runs? from|takes effect)\s+(?:on\s+)?(?:the same day|that (?:same )?day|that date|the same date)\b/i;

/** The current cover's last day: the new cover starts the day after. */
const ENDS = /(?:ends?|expir\w*|finish\w*|runs? out|until)\b/i;

function renewalScore(label: string): number {
  if (/renewal date|date of renewal|(?:start|effective|inception) date|renews?(?:\s+\w+ly)?\s+on\b|will renew|\b(?:insured|covered) from\s*$|(?:cover|policy|insurance|period)[^.]{0,40}\b(?:starts?|begins?|from|commenc\w*)\b/i.test(label)) {
    return /renew|start|begin|commenc|effective|inception/i.test(label) ? 0.95 : 0.85;
  }
  if (/period of (?:cover|insurance)|cover period|policy period/i.test(label)) return 0.9;
  if (/\bnew\b/i.test(label)) return 0;
  if (/due for renewal|renewal (?:is )?due|due to renew/i.test(label)) return 0.9;
  if (ENDS.test(label)) return 0.75;
  if (/\brenew/i.test(label)) return 0.7;
  return 0;
}

/** The date at `i` and those after it on its line with nothing but spaces, tabs or bars between: a table's row. */
function datesAlongRow(text: string, dates: ReturnType<typeof findDates>, i: number): ReturnType<typeof findDates> {
  const row = [dates[i]!];
  for (let next = i + 1; next < dates.length; next++) {
    if (!/^[ \t|]+$/.test(text.slice(row.at(-1)!.end, dates[next]!.start))) break;
    row.push(dates[next]!);
  }
  return row;
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
    let label = labelBefore(text, date.start, previous?.end ?? 0);
    let score = NOT_RENEWAL.test(label.text) ? 0 : renewalScore(label.text);
    // A label broken over two lines: 'your new policy' / 'starts on 10 February 2027'.
    const twoLines = score > 0 || NOT_RENEWAL.test(label.text) ? null : withLineAbove(text, label);
    if (twoLines && !NOT_RENEWAL.test(twoLines.text)) [label, score] = [twoLines, renewalScore(twoLines.text)];
    if (score === 0) return;
    // 'Your policy ends on 11 January 2027': the new cover starts the next day.
    const ends = score === 0.75 && ENDS.test(label.text) && isCalendarDate(date.value) && !STARTS_SAME_DAY.test(text.slice(date.end, date.end + 120));
    if (score === 0.75 && !ends && STARTS_SAME_DAY.test(text.slice(date.end, date.end + 120))) score = 0.9;
    candidates.push({ value: ends ? `ends:${date.value}` : date.value, score, labelStart: label.start, start: date.start, end: date.end });
    // A row of a table with a column a year ('Start date  18/04/2026  18/04/2027'): the latest is the new cover's
    // start, and the reading is no more than the columns' order says, so it is offered just above the label's own
    // date, which stays as a rival (the field is then not sure and asks for a tick).
    const row = datesAlongRow(text, dates, i);
    if (!ends && row.length > 1) {
      const latest = row.reduce((a, b) => (b.value > a.value ? b : a));
      if (latest !== date) candidates.push({ value: latest.value, score: score + 0.01, labelStart: label.start, start: latest.start, end: latest.end });
    }
  });
  const best = bestField(text, candidates);
  if (!best) return undefined;
  const endDay = best.value.startsWith('ends:') ? best.value.slice(5) : null;
  const field: RenewalNoticeField = endDay
    ? { ...best, value: addDays(endDay, 1), derived: `The notice gives the day your cover ends (${formatUkDate(endDay)}): the new cover starts the day after.` }
    : best;
  if (!isCalendarDate(field.value)) return { ...field, flag: 'check', reason: 'This date does not exist: check the day and month.' };
  // Checked: the notice states this date as the new cover's start ('Renewal date', 'Your cover starts on', 'Period of
  // insurance: from', 'starts the same day'): only such a label reaches 'high', and no rival date says otherwise.
  if (!field.derived && field.confidence === 'high') field.checked = true;
  if (options.today && isCalendarDate(options.today)) {
    const days = (Date.parse(field.value) - Date.parse(options.today)) / 86_400_000;
    if (days < -366 || days > 731) return { ...field, flag: 'check', reason: 'This renewal date is far from today: check the year.' };
  }
  return field;
}
