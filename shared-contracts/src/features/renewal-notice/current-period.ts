// A period named as the cover now running ('Your current cover: from 1 April 2026 until 31 March 2027', 'Current
// period of insurance  01/04/2026 to 31/03/2027', 'Your existing policy runs from …'): its first day is a year before
// the renewal, never the renewal's; its last day is when the cover ends (the new cover starts the day after). Two label
// forms say so: a start label naming the current cover (scored as a start by renewal-date-field.ts, so its first day
// must be kept out), and a period label naming the old period (scored 0 there, so its last day must be brought in).
// Both give the last day, worked out as 'ends:<day>' (asking for a tick), below any date a label names as the new cover's.
import { isCalendarDate } from '../../rules/dates';
import type { Candidate } from './found-field';
import type { Label } from './label-before';
import { isYearLongPeriod, OLD_PERIOD, periodEnd } from './policy-periods';
import type { DateToken } from './uk-dates';

/** The cover now running, named as such. */
const CURRENT_COVER = /\b(?:current|existing|present|old)\s+(?:period|cover|policy|insurance|policy year|year of cover)\b/i;
/** Words that make the label about the renewal or the end after all ('Your current policy renews on', '… ends on'). */
const RENEWAL_OR_END = /renew|continu|carr(?:y|ies) on|run on|\bnew\b|\bends?\b|expir|until|finish|runs? out/i;
const PERIOD_LABEL = /period of (?:cover|insurance)|cover period|policy period/i;
const ENDS_SCORE = 0.75;

/** The label names the start of the cover now running. */
export function namesCurrentCoversStart(label: string): boolean {
  return CURRENT_COVER.test(label) && !RENEWAL_OR_END.test(label);
}

/** 'Your current cover: from 1 April 2026 until …' (namesCurrentCoversStart): the last day of the period it starts. */
export function endOfCurrentCover(text: string, dates: readonly DateToken[], i: number, label: Label): Candidate | null {
  const last = dates[periodEnd(text, dates, i)]!;
  if (last === dates[i] || !isCalendarDate(last.value)) return null;
  return { value: `ends:${last.value}`, score: ENDS_SCORE, labelStart: label.start, start: last.start, end: last.end };
}

/** 'Current period of insurance: 13/03/2026 to 12/03/2027': a period label naming the old period, a year long. */
export function endOfCurrentPeriod(text: string, dates: readonly DateToken[], i: number, label: Label): Candidate | null {
  if (!PERIOD_LABEL.test(label.text) || !OLD_PERIOD.test(label.text) || !isYearLongPeriod(text, dates, i)) return null;
  const last = dates[periodEnd(text, dates, i)]!;
  return { value: `ends:${last.value}`, score: ENDS_SCORE, labelStart: label.start, start: dates[i]!.start, end: last.end };
}
