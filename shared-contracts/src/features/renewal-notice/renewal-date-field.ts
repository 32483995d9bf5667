// The renewal date: the day the new cover starts (best), or the day the current cover ends (taken as the renewal
// date). The letter's own date, dates of birth and the new period's end date do not count.
import { addDays, formatUkDate, isCalendarDate } from '../../rules/dates';
import { anotherCarsPlate } from './another-cars-plate';
import { bestField, type Candidate, type RenewalNoticeField } from './found-field';
import { endOfCurrentCover, endOfCurrentPeriod, namesCurrentCoversStart } from './current-period';
import { labelBefore, withLineAbove, type Label } from './label-before';
import { withLineBelow } from './label-wrapped-below';
import { aboutAnotherCar, areFirstAndLastDays, datesAlongRow, isYearLongPeriod, OLD_PERIOD, periodEnd } from './policy-periods';
import { findDates, type DateToken } from './uk-dates';
import { lineStartAt } from './text-lines';
import { yearColumnAbove } from './year-column-heading';

// A cooling-off period's end ('your cooling-off period ends on 25 March 2027') is no cover's end.
const NOT_RENEWAL = /birth|issued|cooling[- ]off|date of (?:this )?letter|printed|\bprt\b|\bdated\b|since|passed|licen[cs]e|claim|accident|conviction|manufactur|purchase|registered/i;

/**
 * The notice says the new cover starts on the day the old one ends: 'Your current cover ends on 21 January 2027 and
 * your new cover starts the same day', '... and your new one starts the same day'. What the notice says wins over the day-after rule.
 */
const STARTS_SAME_DAY = /^[^.!?]{0,60}?\b(?:new (?:cover|policy|insurance|period|one)|renewal|it)\b[^.!?]{0,20}?\b(?:starts?|begins?|renews?|runs? from|takes effect)\s+(?:on\s+)?(?:the same day|that (?:same )?day|that date|the same date)\b/i;

/** The current cover's last day: the new cover starts the day after. */
const ENDS = /(?:ends?|expir\w*|finish\w*|runs? out|until)\b/i;

/**
 * No label of its own: nothing, or only 'from 00:01 on the' before the date, or the time's 'hours' starting a cell's
 * wrapped line ('From 00:01' / 'hours 17/02/2027 to 23:59 hours 16/02/2028').
 */
const NO_WORDS = /^[\s|:]*(?:from\s+)?(?:\d{1,2}[:.]\d{2}\s*)?(?:(?:am|pm|hrs|hours)\s+)?(?:on\s+)?(?:the\s+)?$/i;
/** A label read with its run-on word from the line under the date: asks for a tick. */
const WRAPPED_BELOW = 0.8;
/** Below every label's score: a period alone is a guess, never beating a date a label names. */
const UNLABELLED_PERIOD = 0.65;
/** A date alone under a 'This year' column's heading: below every label's score too. */
const UNDER_YEAR_AHEAD = 0.62;

/**
 * A deadline to act by ('Your policy will renew automatically unless you tell us otherwise before 18 December 2026'):
 * the day may be the renewal's eve, not its date, so it counts below any date the notice names as the renewal's.
 */
const DEADLINE = /\b(?:before|prior to|no later than|ahead of)\s+(?:the\s+)?$/i;
const DEADLINE_SCORE = 0.6;

function renewalScore(label: string): number {
  // A scan's or statement's wide spacing and dot leaders ('RENEWAL  DATE  :', 'EFF  DATE  .......') are one space.
  const score = labelScore(label.replace(/[ \t]+/g, ' ').replace(/\s*\.{3,}\s*/g, ' '));
  return score > 0 && DEADLINE.test(label) ? Math.min(score, DEADLINE_SCORE) : score;
}

/** The label's words after its last colon or full stop: 'due for renewal: your policy expires on' -> 'your policy expires on'. */
const nearestClause = (label: string) => label.split(/[:.;]\s+/).pop() ?? label;

/** A document's own date, not the cover's: 'Certificate of motor insurance  Available from', 'Issued', 'Sent on'. */
const DOCUMENT_DATE = /\b(?:available|issued|downloadable|sent|posted|printed|dated)(?:\s+(?:from|on))?\s*$/i;

function labelScore(label: string): number {
  if (DOCUMENT_DATE.test(label)) return 0;
  // A statement system's abbreviation ('REN DATE  09 MAR 2027') is a label here, a little less sure than 'renewal date'.
  if (/renewal date|date of renewal|(?:start|effective|\beff\.?|inception|commencement) date|\bren\.?[ \t]+date\b|renews?(?:\s+\w+ly)?\s+on\b|(?:will|['’]ll) renew|\b(?:insured|covered) from\s*$|(?:cover|policy|insurance|period)[^.]{0,40}\b(?:starts?|begins?|from|commenc\w*)\b/i.test(label)) {
    return /renew|start|begin|commenc|effective|inception/i.test(label) ? 0.95 : 0.85;
  }
  // 'Your renewal: from 1 April 2027 until 31 March 2028': the renewal's period, from its first day.
  if (/\brenewal\s*[:,–-]?\s*(?:runs\s+)?from\s*$/i.test(label)) return 0.9;
  // 'Period' alone as a row's label, as in a table of the expiring and the renewal's terms.
  // The ending policy's period ('Current period of insurance') is not the renewal's: see endingPeriod.
  // (Or 'Period:' ending a row's words: 'Private car – tuition vehicle Period: 14/03/2027 to 13/03/2028'.)
  // (OCR may set a stray letter before 'insurance': 'Period of finsurance'.)
  if (/period of (?:cover|[a-z]?insurance)|cover period|policy period|^\s*period\s*:?\s*$|\bperiod\s*:\s*$/i.test(label)) return OLD_PERIOD.test(label) ? 0 : 0.9;
  // 'New policy runs  14/12/2026 to 13/12/2027': the new cover's period.
  if (/\bnew (?:policy|cover|insurance|period)\b[^.\n]{0,20}\bruns?(?:\s+from)?\s*$/i.test(label)) return 0.9;
  // 'Your new price from Fri 22 Oct 2027' (an app's screen): the day the renewal's price starts.
  if (/\bnew (?:price|premium)\b[^.\n]{0,25}\b(?:from|starts?|applies)\s*(?:on\s*)?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s*)?$/i.test(label)) return 0.85;
  if (/\bnew\b/i.test(label)) return 0;
  // The clause nearest the date names it: 'Your car insurance is due for renewal: your policy expires at midnight on'
  // gives the day the cover ends, not the renewal's.
  const clause = nearestClause(label);
  if (ENDS.test(clause) && !/renew/i.test(clause)) return 0.75;
  if (/due for renewal|renewal (?:is )?due|due to renew/i.test(label)) return 0.9;
  if (ENDS.test(label)) return 0.75;
  if (/\brenew/i.test(label)) return 0.7;
  return 0;
}

/**
 * 'your policy SBC/01/77410925 is due for renewal' / 'on 14/12/2026.': a date starting its line after 'on' or 'from',
 * the sentence running on from the words after the last figure on the line above (a policy number, not a date or money),
 * or after the bracket that holds it ('Your policy for your Jaguar F-PACE (registration JG71 XRP) renews' / 'on 17
 * February 2027'), or the comma after it ('..., registration PN21 YTC, renews' / 'on 28th Feb. 2027'; '..., LR73 KZP,
 * ends at' / 'midnight on 9 March 2027').
 */
function runningOnAfterFigure(text: string, label: Label): Label | null {
  const lineStart = lineStartAt(text, label.start);
  if (label.start !== lineStart || lineStart === 0 || !/^[ \t]*(?:midnight\s+)?(?:on|from)\s*$/.test(label.text)) return null;
  const aboveStart = text.lastIndexOf('\n', lineStart - 2) + 1;
  const above = text.slice(aboveStart, lineStart - 1);
  // The last figure on the line, then only words in lower case: 'policy SBC/01/77410925 is due for renewal'.
  const tail = /([A-Za-z0-9/-]*\d[A-Za-z0-9/-]*)((?:[ \t]+[A-Z0-9]{1,4})?[),])?((?:[ \t]+[a-z]+){1,6})[ \t]*$/.exec(above);
  if (!tail || /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(tail[1]!)) return null;
  const start = aboveStart + tail.index + tail[1]!.length + (tail[2]?.length ?? 0);
  return { text: `${text.slice(start, lineStart - 1).trim()}\n${label.text}`, start };
}

/**
 * The last day of a period whose first day is named as the new cover's ('Your renewal: from 1 April 2027 until 31 March
 * 2028'): its 'until' joins the period, it does not say the current cover ends then. Not a period named as the old one.
 */
function endOfTheNewPeriod(text: string, dates: readonly DateToken[], i: number): boolean {
  if (i === 0 || periodEnd(text, dates, i - 1) !== i) return false;
  const startLabel = labelBefore(text, dates[i - 1]!.start, dates[i - 2]?.end ?? 0).text;
  return !OLD_PERIOD.test(startLabel) && !NOT_RENEWAL.test(startLabel) && !ENDS.test(startLabel) && renewalScore(startLabel) > 0;
}

/** A renewal date more than this many days before today asks for a tick (a notice rarely arrives after renewal). */
export const PASSED_DAYS = 60;
export const PASSED_REASON = 'This renewal date passed some time ago: check it is the day your new cover starts, not last year\'s.';

export interface RenewalDateOptions {
  /** Today as 'YYYY-MM-DD': a renewal date more than 60 days before it or two years after it is flagged. */
  today?: string;
}

export function findRenewalDate(text: string, options: RenewalDateOptions = {}): RenewalNoticeField | undefined {
  const dates = findDates(text);
  const candidates: Candidate[] = [];
  const namesAnotherCar = anotherCarsPlate(text);
  dates.forEach((date, i) => {
    const previous = dates[i - 1];
    let label = labelBefore(text, date.start, previous?.end ?? 0);
    const ownLabel = label.text;
    let score = NOT_RENEWAL.test(label.text) ? 0 : renewalScore(label.text);
    // A label broken over two lines: 'your new policy' / 'starts on 10 February 2027'.
    const twoLines = score > 0 || NOT_RENEWAL.test(label.text) ? null : withLineAbove(text, label);
    if (twoLines && !NOT_RENEWAL.test(twoLines.text)) [label, score] = [twoLines, renewalScore(twoLines.text)];
    const runOn = score > 0 || twoLines ? null : runningOnAfterFigure(text, label);
    if (runOn && !NOT_RENEWAL.test(runOn.text)) [label, score] = [runOn, renewalScore(runOn.text)];
    // A row label wrapped in its narrow cell, its last word on the line under the date ('Your new policy   19 December
    // 2026' / 'starts'): read as both lines' words, a little less sure than a label on one line.
    const below = score > 0 || NOT_RENEWAL.test(label.text) ? null : withLineBelow(text, label, date.end);
    if (below && !NOT_RENEWAL.test(below.text)) [label, score] = [below, Math.min(renewalScore(below.text), WRAPPED_BELOW)];
    // A period a year long with no label of its own ('From 00:01 on 17 January 2027 to 23:59 on 16 January 2028' wrapped
    // in a narrow cell, away from its heading) is offered, marked, when no label names a date.
    // Not a period some words name ('your council tax for the year from 1 April 2026 to 31 March 2027').
    if (score === 0 && NO_WORDS.test(ownLabel) && !OLD_PERIOD.test(label.text) && isYearLongPeriod(text, dates, i)) score = UNLABELLED_PERIOD;
    // A date in a 'Last year' column is the ending cover's; one alone under a 'This year' column's heading, with no
    // label of its own, is offered below any labelled date, asking for a tick (year-column-heading.ts).
    const column = yearColumnAbove(text, date.start);
    // (A row with the other years' dates beside it is the row rule's below: the latest, with this one its rival.)
    if (column === 'last' && datesAlongRow(text, dates, i).length <= 1) return;
    if (score === 0 && column === 'ahead' && NO_WORDS.test(text.slice(lineStartAt(text, date.start), date.start))) score = UNDER_YEAR_AHEAD;
    const ending = score === 0 && !NOT_RENEWAL.test(label.text) ? endOfCurrentPeriod(text, dates, i, label) : null;
    if (ending) candidates.push(ending);
    if (score === 0) return;
    if (endOfTheNewPeriod(text, dates, i)) return;
    // A label that names a start but of the cover now running ('Your current cover: from 1 April 2026 until …'): the
    // day after its last day, never its first (current-period.ts, with 'Current period of insurance …' above).
    if (namesCurrentCoversStart(label.text)) {
      const end = endOfCurrentCover(text, dates, i, label);
      if (end) candidates.push(end);
      return;
    }
    // 'Your second car … renews separately on 2 May 2027', or a sentence naming another car's plate: that car's date
    // is never this policy's.
    if (aboutAnotherCar(text, date.start, date.end) || namesAnotherCar(date.start, date.end)) return;
    // 'Your policy ends on 11 January 2027': the new cover starts the next day.
    const ends = score === 0.75 && ENDS.test(label.text) && isCalendarDate(date.value) && !STARTS_SAME_DAY.test(text.slice(date.end, date.end + 120));
    if (score === 0.75 && !ends && STARTS_SAME_DAY.test(text.slice(date.end, date.end + 120))) score = 0.9;
    candidates.push({ value: ends ? `ends:${date.value}` : date.value, score, labelStart: label.start, start: date.start, end: date.end });
    // A row of a table with a column a year ('Start date  18/04/2026  18/04/2027', 'Period of cover  05/04/2026 to
    // 04/04/2027  05/04/2027 to 04/04/2028' under 'Expiring | Renewal'): the latest is the new cover's
    // start, and the reading is no more than the columns' order says, so it is offered just above the label's own
    // date, which stays as a rival (the field is then not sure and asks for a tick).
    const row = datesAlongRow(text, dates, i);
    // Not a row of one period's first and last days in 'Start date | End date' columns: its first day is the start.
    if (!ends && row.length > 1 && !(row.length === 2 && areFirstAndLastDays(row[0]!, row[1]!))) {
      const latest = row.reduce((a, b) => (b.value > a.value ? b : a));
      if (latest !== date) candidates.push({ value: latest.value, score: score + 0.01, labelStart: label.start, start: latest.start, end: latest.end });
    }
  });
  // Of periods with no label, the latest is the renewal's (the expiring one is a year before it).
  const periods = candidates.filter((c) => c.score === UNLABELLED_PERIOD);
  const latestPeriod = periods.reduce<Candidate | null>((a, b) => (a && a.value >= b.value ? a : b), null);
  const best = bestField(text, candidates.filter((c) => c.score !== UNLABELLED_PERIOD || c === latestPeriod));
  if (!best) return undefined;
  const endDay = best.value.startsWith('ends:') ? best.value.slice(5) : null;
  // The day after the cover ends is also written as a start ('your renewal starts on 8 March 2027', 'for the year
  // starting 3 February 2027'): read, not worked out, and the two statements agree, so it is sure.
  const statedStart = endDay ? candidates.find((c) => c.value === addDays(endDay, 1)) : undefined;
  if (statedStart) return withinReach({ ...bestField(text, [statedStart])!, confidence: 'high', checked: true }, options);
  const field: RenewalNoticeField = endDay
    ? { ...best, value: addDays(endDay, 1), derived: `The notice gives the day your cover ends (${formatUkDate(endDay)}): the new cover starts the day after.` }
    : best;
  if (!isCalendarDate(field.value)) return { ...field, flag: 'check', reason: 'This date does not exist: check the day and month.' };
  // Checked: the notice states this date as the new cover's start ('Renewal date', 'Your cover starts on', 'Period of
  // insurance: from', 'starts the same day'): only such a label reaches 'high', and no rival date says otherwise.
  if (!field.derived && field.confidence === 'high') field.checked = true;
  return withinReach(field, options);
}

/** A renewal date far from today, or passed long ago, asks for a tick whatever the notice's words. */
function withinReach(field: RenewalNoticeField, options: RenewalDateOptions): RenewalNoticeField {
  if (options.today && isCalendarDate(options.today)) {
    const days = (Date.parse(field.value) - Date.parse(options.today)) / 86_400_000;
    if (days < -366 || days > 731) return { ...field, flag: 'check', reason: 'This renewal date is far from today: check the year.' };
    // A notice comes before its renewal: a date long gone is last year's ('Last year | This year' columns laid out
    // apart, the expiring period's start) or an old notice, never a date to set reminders by without a look.
    if (days < -PASSED_DAYS) return { ...field, flag: 'check', reason: PASSED_REASON };
  }
  return field;
}
