// Tables of figures: a row of amounts under column headings ('Last year | This year', 'Pay monthly | Pay in full',
// 'Compulsory | Voluntary | Total'). When the columns are ways of paying ('Annual | Monthly', 'Per year | Per month'),
// the row's label says which year's premium the row is ('This year' / 'Last year', 'Renewal' / 'Current', '2027-28' /
// '2026-27'); the monthly column is never a premium.
import type { Candidate } from './found-field';
import { GARBLED_THIS_YEAR_REASON, GARBLED_YEAR_ONLY } from './garbled-year-row';
import { LABELS_APART_REASON, yearsSetAbove } from './labels-set-above';
import { ROW_WITH_ADD_ONS, ROW_WITH_ADD_ONS_REASON } from './like-for-like';
import { chosenRowOfQuotes } from './chosen-cover-column';
import { CAR_INSURANCE_ROW, CREDIT_COST_AFTER, EXCESS_TITLE, INCLUDING_ASIDE, INCLUDING_TAX, LAST_TERM_HEADING, LAST_YEAR, MENTIONS_INCLUDED_TAX, NOT_A_PREMIUM, premiumScore, THIS_TERM_HEADING, THIS_YEAR, type MoneyFieldName } from './premium-words';
import { findAmounts, type AmountToken } from './uk-amounts';
import { findDates, type DateToken } from './uk-dates';
import { lineEndAt, lineStartAt } from './text-lines';

/** Column headings of a table of figures: 'Last year | This year', 'Pay monthly | Pay in full', 'Compulsory | Voluntary | Total'. */
type ColumnField = MoneyFieldName | 'monthly' | 'otherExcess' | null;
const COLUMN_WORDS: ReadonlyArray<readonly [ColumnField, RegExp]> = [
  // The instalment plan's columns: 'First payment | Then 10 ×'.
  ['monthly', /monthly|per month|a month|instal?ments?|direct debit|\d+ payments|\b(?:first|initial) payment|\bthen \d+ ?[×x]/i],
  // 'Was | Now', 'Current policy | Your renewal' over a row's two prices.
  ['previousPremium', new RegExp(`${LAST_YEAR.source}|\\bwas\\b|\\bcurrent (?:policy|cover|year)\\b|${LAST_TERM_HEADING.source}`, 'i')],
  // 'Your premium' heading a column beside 'Last year' (not 'Your premium last year', a heading of its own); a
  // schedule's 'Gross' beside 'Last year (gross)'.
  ['renewalPremium', new RegExp(`${THIS_YEAR.source}|${THIS_TERM_HEADING.source}|\\bgross\\b|\\byour (?:premium|price)\\b(?! (?:last|this|next|for|in|from|was|\\d))|in full|annual(?:ly)?|yearly|per year|full year|per annum|one payment|single payment|pay now|up ?front|one-off|in one go|\\bnow\\b`, 'i')],
  // 'Compulsory | Voluntary | Additional young driver excess | Total': an excess some drivers add, not the policy's own.
  ['otherExcess', /\b(?:additional|young|inexperienced|windscreen)\b/i],
  // (A statement's short forms too: 'CMP XS | VOL XS | TOT XS'.)
  ['compulsoryExcess', /compulsory|\b(?:cmp|comp)\s+xs\b/i],
  ['voluntaryExcess', /voluntary|\bvol\s+xs\b/i],
  // (Or 'otal', where a photo's edge lost the first letter: no word so ends.)
  [null, /\btotal\b|\btot\s+xs\b|(?<![A-Za-z])otal\b/i],
  // 'Last year | This year | Change': the difference is neither year's.
  [null, /\b(?:change|difference)\b/i],
];

interface Column {
  field: ColumnField;
  at: number;
}

/**
 * Policy years as headings ('2025/26 | 2026/27', '2026 | 2027'): the earliest is last year's, the latest this year's.
 * Of three or more ('2025/26 | 2026/27 | 2027/28 (renewal)'), the latest is this year's, the one before it last
 * year's, and the earlier ones neither's.
 */
function yearColumns(line: string): Column[] {
  const years = [...line.matchAll(/\b(20\d\d)(?:\s*[/–-]\s*(?:20)?\d\d)?\b/g)].map((m) => ({ year: Number(m[1]), at: m.index }));
  if (years.length < 2 || new Set(years.map((y) => y.year)).size !== years.length || /[a-z]{4}/i.test(line.replace(/\b(?:year|policy|premium|price)s?\b|\((?:renewal|current|expiring)\)/gi, ''))) return [];
  const byYear = [...years].sort((a, b) => a.year - b.year);
  const [earlier, later] = byYear.slice(-2) as [(typeof years)[number], (typeof years)[number]];
  return [...yearPair(earlier.at, later.at), ...byYear.slice(0, -2).map((y) => ({ field: null, at: y.at }))].sort((a, b) => a.at - b.at);
}

/** Last year's column and the renewal's, in the order they stand. */
function yearPair(earlierAt: number, laterAt: number): Column[] {
  return [
    { field: 'previousPremium' as const, at: earlierAt },
    { field: 'renewalPremium' as const, at: laterAt },
  ].sort((a, b) => a.at - b.at);
}

/**
 * 'This year's premium | Next year's premium': beside next year's, this year's is the current one, last year's for the
 * renewal (the same length, so each column keeps its place).
 */
const thisYearAsCurrent = (line: string) =>
  /next year|year ahead|coming year/i.test(line) ? line.replace(/this year(?:'s|’s)?/gi, (m) => 'previous'.padEnd(m.length)) : line;

/**
 * Periods as headings ('18 Jan 2026 – 17 Jan 2027 | From 18 Jan 2027', '01/02/26 - 31/01/27 | 01/02/27 - 31/01/28'):
 * two cells apart (three spaces or more), each starting with a date (or "Year from" one); the later start is the renewal's column.
 */
function periodColumns(line: string): Column[] {
  const all = [...line.matchAll(/\S+(?: {1,2}\S+)*/g)];
  // The corner may name the rows ('Premium   From 21 Dec 2026   From 21 Dec 2025'): a word or two, no figure.
  const cells = all.length === 3 && /^[A-Za-z]+(?: [A-Za-z]+)?:?$/.test(all[0]![0]) ? all.slice(1) : all;
  if (cells.length !== 2) return [];
  const starts = cells.map((cell) => ({ date: findDates(cell[0])[0], at: cell.index }));
  if (starts.some((c) => !c.date || !/^\s*(?:(?:year|period|cover)\s+(?=from|starting))?(?:(?:from|starting)\s+)?$/i.test(cells[starts.indexOf(c)]![0].slice(0, c.date.start)))) return [];
  const [a, b] = starts as { date: DateToken; at: number }[];
  if (a!.date.value === b!.date.value) return [];
  const [earlier, later] = a!.date.value < b!.date.value ? [a!, b!] : [b!, a!];
  return yearPair(earlier.at, later.at);
}

/** A heading cell naming the policy that is ending ('Current', 'Expiring policy', 'Your existing cover'). */
const OLDER_CELL = /^(?:(?:your|the)\s+)?(?:current|expiring|existing|old|present)(?:\s+(?:policy|cover|year|terms|insurance))?$/i;
/** A heading cell naming the renewal ('New', 'Renewal', 'New policy', 'Your renewal terms', 'At renewal'). */
const NEWER_CELL = /^(?:(?:your|the|at|on|from)\s+)?(?:new|renewal|renewing|renewed)(?:\s+(?:policy|cover|year|terms|insurance|quote))?$/i;

/**
 * Headings that only name the ending policy and the renewal, one cell each ('Current | Renewal', 'Expiring    New'),
 * and perhaps the difference: every cell must be one of them, so a sentence or a label is never read as headings.
 */
function ageColumns(line: string): Column[] {
  const cells = [...line.matchAll(/[^\s|](?:[^|\s]| (?! ))*/g)];
  const columns = cells.map((cell): Column | undefined => {
    const text = cell[0].replace(/[:]$/, '');
    const field = OLDER_CELL.test(text) ? 'previousPremium' : NEWER_CELL.test(text) ? 'renewalPremium' : /^(?:change|difference)$/i.test(text) ? null : undefined;
    return field === undefined ? undefined : { field, at: cell.index };
  });
  if (columns.some((c) => c === undefined)) return [];
  const fields = columns.map((c) => c!.field);
  return fields.filter((f) => f === 'previousPremium').length === 1 && fields.filter((f) => f === 'renewalPremium').length === 1 ? (columns as Column[]) : [];
}

function columnsOf(rawLine: string): Column[] {
  const line = thisYearAsCurrent(rawLine);
  const byAge = ageColumns(line);
  if (byAge.length > 0) return byAge;
  // Three policy years or more name their columns whatever else a heading says ('2027/28 (renewal)').
  const threeYears = yearColumns(line);
  if (threeYears.length >= 3) return threeYears;
  const columns: Column[] = [];
  for (const [field, word] of COLUMN_WORDS) {
    const at = line.search(word);
    if (at >= 0 && !columns.some((c) => c.at === at)) columns.push({ field, at });
  }
  if (columns.length === 0) {
    const years = yearColumns(line);
    return years.length > 0 ? years : periodColumns(line);
  }
  // 'Last year | From 28 November 2026': beside last year's column, a column headed by the date a period starts from is
  // the renewal's (set 16); so too 'Year from 6 Feb 2027' (set 32). Only a cell of its own ('From' capitalised, or
  // after a gap), not 'Last year (from …)'.
  const from = /(?:(?<=^|[ \t]{2})(?:(?:[Yy]ear|[Cc]over|[Pp]eriod|[Pp]rice|[Pp]remium)[ \t]+)?[Ff]rom|(?<=\S )From)\s+(?=\d)/.exec(line);
  if (from && columns.some((c) => c.field === 'previousPremium') && !columns.some((c) => c.field === 'renewalPremium') && findDates(line.slice(from.index))[0]?.start === from[0].length) {
    columns.push({ field: 'renewalPremium', at: from.index });
  }
  // 'Compulsory | Voluntary | Total': the total of the excesses.
  if (columns.some((c) => c.field === 'compulsoryExcess' || c.field === 'voluntaryExcess')) {
    for (const c of columns) if (c.field === null) c.field = 'totalExcess';
  }
  // A 'Total excess' cell among other headings ('Previous premium   Total excess   Registration'): the whole excess.
  for (const c of columns) if (c.field === null && /^total\s+excess\b/i.test(line.slice(c.at))) c.field = 'totalExcess';
  // Among other headings, two premiums named by their policy years ('Premium 2026/27   Premium 2027/28'): the earlier
  // year's is last year's, the later the renewal's.
  const byYear = [...line.matchAll(/(?<=^|[ \t]{2})(?:premium|price)\s+(20\d\d)(?:\s*[/–-]\s*(?:20)?\d\d)?(?=[ \t]{2}|[ \t]*$)/gi)].map((m) => ({ year: Number(m[1]), at: m.index }));
  if (byYear.length === 2 && byYear[0]!.year !== byYear[1]!.year && !columns.some((c) => c.field === 'renewalPremium' || c.field === 'previousPremium')) {
    const [earlier, later] = byYear[0]!.year < byYear[1]!.year ? [byYear[0]!, byYear[1]!] : [byYear[1]!, byYear[0]!];
    columns.push(...yearPair(earlier.at, later.at));
  }
  return columns.sort((a, b) => a.at - b.at);
}

/** 'Total premium excluding your add-ons': the premium itself, the add-ons left out. */
const WITHOUT_ADD_ONS = /\b(?:excluding|excludes|excl\.?|exc\.?|without|not including)\s+(?:your\s+|the\s+|any\s+|all\s+)?(?:optional\s+)?(?:add-ons?|extras)\b/gi;

/** 'Annual premium inc IPT and fee': what a row's premium holds (the fee is not the row's figure, as in a sentence). */
const INCLUDING_TAX_AND_FEE = /\b(?:including|includes|incl?\.?)\s+(?:insurance premium tax|IPT)\s+(?:and|&)\s+(?:our\s+|the\s+)?(?:arrangement\s+|admin(?:istration)?\s+|broker(?:'s|’s)?\s+)?fees?\b/gi;

/** A row label naming last year's or this year's price, in a table whose columns are ways of paying. */
const ROW_LAST_YEAR = new RegExp(`${LAST_YEAR.source}|\\b(?:current|old|existing|expiring)\\b`, 'i');
const ROW_THIS_YEAR = new RegExp(`${THIS_YEAR.source}|\\bnew\\b`, 'i');
/** A row labelled by its policy year: '2027-28', '2026/27', '2027 to 2028', 'Policy year 2027'. */
const ROW_POLICY_YEAR = /^\s*(?:[A-Za-z]+\s+){0,2}(20\d\d)(?:\s*(?:[/–-]|to)\s*(?:20)?\d\d)?\s*:?\s*$/;

/** The labels (the text before the first amount) of the table's rows: the lines below its headings that hold amounts. */
function rowLabelsBelow(text: string, headingEnd: number): string[] {
  const labels: string[] = [];
  let start = headingEnd + 1;
  while (start < text.length) {
    const end = lineEndAt(text, start);
    const line = text.slice(start, end);
    const first = findAmounts(line)[0];
    if (!first) break;
    labels.push(line.slice(0, first.start));
    start = end + 1;
  }
  return labels;
}

/**
 * Which year's premium a row under payment columns is, by its label: 'This year', 'Renewal', 'New price' or 'Last
 * year', 'Current', 'Old price'; a policy year ('2027-28') only against another row's year (the later one is the
 * renewal). Null when the label does not say.
 */
/** Which year a row is: plainly, or as a guess that asks for a tick. */
type RowYear = 'renewalPremium' | 'previousPremium' | 'guessedRenewal' | 'renewalApart' | 'previousApart';
const ROW_YEAR_FIELD: Record<RowYear, 'renewalPremium' | 'previousPremium'> = { renewalPremium: 'renewalPremium', previousPremium: 'previousPremium', guessedRenewal: 'renewalPremium', renewalApart: 'renewalPremium', previousApart: 'previousPremium' };
const ROW_YEAR_REASON: Partial<Record<RowYear, string>> = { guessedRenewal: GARBLED_THIS_YEAR_REASON, renewalApart: LABELS_APART_REASON, previousApart: LABELS_APART_REASON };

function rowYear(label: string, tableRowLabels: string[]): RowYear | null {
  if (ROW_LAST_YEAR.test(label)) return 'previousPremium';
  if (ROW_THIS_YEAR.test(label)) return 'renewalPremium';
  // 'his year' beside the other row's 'Last year' (a photo's lost letter): the other year, this year's, asking for a tick.
  const at = tableRowLabels.indexOf(label);
  if (at >= 0 && GARBLED_YEAR_ONLY.test(label) && [at - 1, at + 1].filter((i) => ROW_LAST_YEAR.test(tableRowLabels[i] ?? '')).length === 1) return 'guessedRenewal';
  const yearOf = (l: string) => Number(ROW_POLICY_YEAR.exec(l)?.[1] ?? NaN);
  const year = yearOf(label);
  const years = tableRowLabels.map(yearOf).filter((y) => !Number.isNaN(y));
  if (Number.isNaN(year) || new Set(years).size < 2) return null;
  if (year === Math.max(...years)) return 'renewalPremium';
  return year === Math.min(...years) ? 'previousPremium' : null;
}

/**
 * A table row under column headings (within the six lines above it, past only the table's other rows; the snippet runs
 * from the headings to the row): each amount goes to its
 * heading, by order when the row fills every column, else by the nearest heading above it. Null when the row is
 * not under such headings.
 */
/**
 * An excess row in a table of policy years ('Voluntary excess  £100  £200' under '2026–2027  2027–2028', or under
 * 'Last year | This year'): the renewal's column is the excess that will apply. A windscreen's or a young driver's is
 * not the policy's own.
 */
function excessInYearColumns(ownLabel: string, columns: Column[], amounts: AmountToken[], rowStart: number, title = ''): Omit<Candidate, 'labelStart'> | null {
  // The excess may be named by the table's title in its corner instead ('Your excesses (£)' over 'Compulsory  200  250').
  const named = /\bexcess\b/i.test(ownLabel) || (EXCESS_TITLE.test(title) && /^\s*(?:compulsory|voluntary|total)\b/i.test(ownLabel));
  if (!named || /windscreen|glass|young|under \d\d|inexperienced|additional|protection/i.test(ownLabel)) return null;
  const kind = /compulsory/i.test(ownLabel) ? 'compulsoryExcess' : /voluntary/i.test(ownLabel) ? 'voluntaryExcess' : /\btotal\b/i.test(ownLabel) ? 'totalExcess' : null;
  const years = columns.filter((c) => c.field === 'previousPremium' || c.field === 'renewalPremium');
  if (!kind || years.length !== 2) return null;
  // A full row: each amount in its column's order; else the heading nearest each amount.
  const renewal =
    amounts.length === columns.length
      ? amounts[columns.findIndex((c) => c.field === 'renewalPremium')]
      : amounts.find((amount) => years.reduce((a, b) => (Math.abs(b.at - (amount.start - rowStart)) < Math.abs(a.at - (amount.start - rowStart)) ? b : a)).field === 'renewalPremium');
  return renewal ? { value: `${kind}:${renewal.value}`, score: 0.9, start: renewal.start, end: renewal.end } : null;
}

/**
 * The heading line's first cell standing over the row's label, left of its figures ('Your premium   Last year   This
 * year' over 'Comprehensive  £455.10  £498.76'): the table's title, not a column, naming what its rows are. Blanked out
 * (offsets stay) when the other headings still give each figure its column.
 */
function withoutCorner(line: string, rowLabel: string, amounts: readonly AmountToken[], rowStart: number): { columns: Column[]; title: string } | null {
  const corner = /^([ \t]*)(\S+(?: \S+)*)/.exec(line);
  const labelAt = rowLabel.search(/\S/);
  if (!corner || labelAt < 0 || Math.abs(corner[1]!.length - labelAt) > 2 || corner[0].length >= amounts[0]!.start - rowStart - 1) return null;
  const columns = columnsOf(line.slice(0, corner[1]!.length) + ' '.repeat(corner[2]!.length) + line.slice(corner[0].length));
  return columns.filter((c) => c.field).length >= Math.max(2, amounts.length) ? { columns, title: corner[2]! } : null;
}

/**
 * A statement's row for the car policy among others ('Car insurance   MV 8871 2405   01/01/2027   £598.44   £612.08'
 * beside the home policy's row): its first cell names the car insurance, the cells after it before the figures only
 * its number and dates (no words).
 */
function carRowOfStatement(ownLabel: string): boolean {
  const [first, ...rest] = ownLabel.trim().split(/[ \t]{3,}|[ \t]*\|[ \t]*/);
  if (rest.length === 0 || !CAR_INSURANCE_ROW.test(first!)) return false;
  let others = rest.join(' ');
  for (const date of findDates(others).reverse()) others = others.slice(0, date.start) + others.slice(date.end);
  return !/[a-z]{3}/i.test(others.replace(/\b[A-Z]{1,4}\b/g, ''));
}

/**
 * A row of the same table with a blank cell ('Insurer premium (net)   £501.64' under 'Last year  Renewal', above a row
 * with both years' figures): each of its figures ends where one of the row's figures ends (right-aligned columns).
 */
function inTheRowsColumns(line: string, amounts: readonly AmountToken[], rowStart: number): boolean {
  const rowEnds = amounts.map((a) => a.end - rowStart);
  const lineAmounts = findAmounts(line);
  return lineAmounts.length > 0 && lineAmounts.every((a) => rowEnds.some((end) => Math.abs(end - a.end) <= 2));
}

/**
 * How many lines above a row its headings may be: rows without amounts (mileage, drivers) and the cells of a column the
 * page's layout set apart under them ('Change' / '+1' / '+1 year') lie between (set 47).
 */
const HEADING_REACH = 14;

/** A row naming its policy's class, then a dash, a colon or a gap: 'Motor - Range Rover Sport', 'Home insurance   ...'. */
const MOTOR_CLASS = /^\s*(?:motor|private car|car)(?:\s+(?:insurance|policy))?\s*(?:[-–—:]|\s{2,}|$)/i;
const OTHER_CLASS = /^\s*(?:home|buildings|contents|household|travel|pet|landlord|caravan|boat|life)(?:\s+(?:insurance|policy))?\s*(?:[-–—:]|\s{2,}|$)/i;

/**
 * In a table whose rows are a household's policies by class (a motor row and another class's), what this row is: the
 * motor policy's, another class's or their total ('other'), or null when the table is no such table.
 */
function classOfPolicyRow(ownLabel: string, rowLabels: readonly string[]): 'motor' | 'other' | null {
  if (!rowLabels.some((l) => MOTOR_CLASS.test(l)) || !rowLabels.some((l) => OTHER_CLASS.test(l))) return null;
  return MOTOR_CLASS.test(ownLabel) ? 'motor' : 'other';
}

/** Words between a row's figures that end one sentence and start another: prose, not a row of cells (set 16). */
const SENTENCE_BETWEEN = /(?:\b[a-z]+|^)[.!?]\s+[A-Z]/;

/** A clause after a comma between two figures, three words or more in small letters: ', so your renewal is '. */
const CLAUSE_BETWEEN = /^[,;][ \t]+[a-z]+(?:[ \t]+[a-z']+){2,}[ \t]*$/;

export function columnRow(text: string, amounts: AmountToken[], label: string): Candidate[] | null {
  const rowStart = lineStartAt(text, amounts[0]!.start);
  // 'Last year you paid £455.10 for this policy. Your renewal premium is £498.76.' under a table is the letter's sentence.
  if (amounts.slice(1).some((a, i) => SENTENCE_BETWEEN.test(text.slice(amounts[i]!.end, a.start)) && text.slice(amounts[i]!.end, a.start).trim().split(/\s+/).length >= 5)) return null;
  // So is the credit's sentence under a table ('Total £635.39 including £42.21 interest, APR 14.9%').
  if (amounts.some((a) => CREDIT_COST_AFTER.test(text.slice(a.end, a.end + 30)))) return null;
  // So is a clause after a comma between them: 'Last year you paid £742.18, so your renewal is £32.22 more.'
  if (amounts.slice(1).some((a, i) => CLAUSE_BETWEEN.test(text.slice(amounts[i]!.end, a.start)))) return null;
  let lineEnd = rowStart - 1;
  // Up to HEADING_REACH lines up: a table of what changed since last year holds rows without amounts (mileage, drivers).
  for (let hops = 0; hops < HEADING_REACH && lineEnd > 0; hops += 1) {
    const lineStart = lineStartAt(text, lineEnd);
    const line = text.slice(lineStart, lineEnd);
    lineEnd = lineStart - 1;
    // Rows of the same table (as many amounts as this one) lie between a row and its headings; any other figure ends it.
    // A '£' with no figure is a heading's ('Change £', 'Change (£)'), not a row's, even beside its years ('Your premium
    // (£)   2026/27   2027/28').
    if (/£[ \t]*\d/.test(line)) {
      // (A 'Change' column may be blank in a row: 'Compulsory excess  £250  £250  No change'.)
      if (amounts.length >= 2 && findAmounts(line).length >= 2) continue;
      if (amounts.length >= 2 && inTheRowsColumns(line, amounts, rowStart)) continue;
      return null;
    }
    // A sentence is no row of headings ('Your current policy ends on 30 April 2027, and ... your renewal documents.').
    // So is a line of prose with one sentence ending inside it ('... renews on 1 July 2027. This year your policy was
    // with Aviva, and you paid').
    if ((/[.!?]\s*$/.test(line.trim()) || /[a-z0-9][.!?][ \t]+[A-Z][a-z]/.test(line)) && line.trim().split(/\s+/).length > 6) continue;
    const corner = withoutCorner(line, text.slice(rowStart, amounts[0]!.start), amounts, rowStart);
    const columns = corner?.columns ?? columnsOf(line);
    if (columns.length < 2 || !columns.some((c) => c.field && c.field !== 'monthly' && c.field !== 'otherExcess')) continue;
    const premiums = columns.some((c) => c.field === 'renewalPremium' || c.field === 'previousPremium' || c.field === 'monthly');
    // Which year (or which way of paying) an amount is comes from its column, whatever the row's label adds ('(inc
    // IPT)'); the row's label only says whether the row is the premium at all (not an add-on or the tax itself).
    // A row labelled by a year alone ('2027-28') is labelled by that, not by the headings above it.
    const ownLabel = text.slice(rowStart, amounts[0]!.start);
    // An aside saying what the figures hold or leave out ('(excluding optional extras)') is not what they are.
    const labelled = ROW_POLICY_YEAR.test(ownLabel) ? ownLabel : label;
    // Both years' prices with the add-ons (like-for-like.ts): the premium, like for like, asking for a tick.
    const withAddOns = ROW_WITH_ADD_ONS.test(labelled) && columns.some((c) => c.field === 'previousPremium') && columns.some((c) => c.field === 'renewalPremium');
    const rowLabel = labelled.replace(INCLUDING_TAX_AND_FEE, ' ').replace(INCLUDING_ASIDE, ' ').replace(INCLUDING_TAX, ' ').replace(WITHOUT_ADD_ONS, ' ').replace(withAddOns ? ROW_WITH_ADD_ONS : /$^/, ' ');
    // Payment columns ('Annual | Monthly') say how it is paid, not which year: the row's label says that.
    const paymentColumns = columns.some((c) => c.field === 'monthly') && !columns.some((c) => c.field === 'previousPremium');
    const rowLabels = rowLabelsBelow(text, lineStart + line.length);
    let year = paymentColumns ? rowYear(ownLabel, rowLabels) : null;
    // Rows of figures alone, their labels set apart above the headings (labels-set-above.ts).
    if (paymentColumns && !year && rowLabels.length >= 2 && rowLabels.every((l) => l.trim() === '')) {
      const years = yearsSetAbove(text, lineStart, rowLabels.length);
      const own = years?.[text.slice(lineStart + line.length + 1, rowStart).split('\n').length - 1];
      if (years && own !== undefined) year = own === Math.max(...years) ? 'renewalApart' : own === Math.min(...years) ? 'previousApart' : null;
    }
    // Year columns ('2026/27 | 2027/28') with rows by way of paying: the 'Annual' row is the premium.
    const paidInFullRow = /^\s*(?:annual(?:ly)?|per year|yearly|(?:pay(?:ing)? )?in full|in one (?:go|payment))\b/i.test(rowLabel);
    // 'Premium last year | Premium this year' over 'Private car  £564.00  £591.30': the headings name the price, for the
    // row right under them.
    const headingsNamePrice = rowStart === lineStart + line.length + 1 && (line.match(/\b(?:premium|price)\b/gi) ?? []).length >= 2 && columns.some((c) => c.field === 'previousPremium') && columns.some((c) => c.field === 'renewalPremium');
    // A quotes table's row marked after its figures as the renewal's ('£768.95  £250  £200  £450  ★ Recommended'; the
    // other rows blanked out by chosen-cover-column.ts), an insurer's name its label, under headings naming the premium.
    // (The table's only row of figures: two rows marked leave both, and neither is read so.)
    const markedUnderPrice =
      premiumScore(text.slice(lineStart, rowStart)) > 0 &&
      chosenRowOfQuotes(text.slice(rowStart, lineEndAt(text, rowStart))) &&
      !/£[ \t]*\d/.test(text.slice(lineStart, rowStart)) &&
      !text.slice(lineEndAt(text, rowStart) + 1).split('\n').slice(0, 3).some((below) => findAmounts(below).length === amounts.length);
    // A table of a household's policies, a row a class ('Home - buildings and contents', 'Motor - Range Rover Sport'),
    // the insurer beside each: the motor row is the car's premium; the others, and their total, are not.
    const policyClass = premiums ? classOfPolicyRow(ownLabel, rowLabelsBelow(text, lineStart + line.length)) : null;
    if (policyClass === 'other') return null;
    const premiumRow = policyClass === 'motor' ||
      premiumScore(rowLabel) > 0 || carRowOfStatement(ownLabel) || premiumScore(corner?.title ?? '') > 0 || /\btotal\b/i.test(rowLabel) || year !== null || paidInFullRow || headingsNamePrice || markedUnderPrice;
    // (A 'Change' column may say which way in a word: '£250   £300   up £50'; or its heading set apart by the page's
    // layout, its signed figure ending the row beyond the headed columns: '£250   £300   +£50'.)
    const changeBeyond = amounts.length === columns.length + 1 && /[+−-]$/.test(text.slice(amounts.at(-2)!.end, amounts.at(-1)!.start));
    const cells = changeBeyond ? amounts.slice(0, -1) : amounts;
    const cellsOnly = cells.length >= 2 && cells.length <= columns.length && amounts.slice(1).every((a, i) => /^\s+(?:(?:up|down|plus|minus|more|less)\s+)?[+−-]?$/i.test(text.slice(amounts[i]!.end, a.start)));
    const excess = premiums && !paymentColumns && cellsOnly ? excessInYearColumns(ownLabel, columns, cells, rowStart, corner?.title) : null;
    if (excess) return [{ ...excess, labelStart: lineStart }];
    if (premiums && (amounts.length < 2 || !premiumRow || NOT_A_PREMIUM.test(rowLabel))) return null;
    // A 'Car insurance' row with add-ons under it: the car insurance row is the premium, and a 'Total' row (the price
    // with the add-ons, issue 47) is not, in either year.
    const carRow = CAR_INSURANCE_ROW.test(ownLabel) || carRowOfStatement(ownLabel);
    // So too under a gross premium's row, the premium with its tax ('GROSS PREMIUM' over 'MLE (OPT)', 'BRK FEE', 'TOTAL').
    if (premiums && /^\s*total\s*:?\s*$/i.test(ownLabel) && rowLabelsBelow(text, lineStart + line.length).some((l) => CAR_INSURANCE_ROW.test(l) || /^\s*gross\s+premium\b/i.test(l))) return null;
    // The total with the tax is the price; a row before tax ('Premium' above a tax row and a total) is not.
    const rowScore = !premiums ? 0.85 : carRow ? 0.95 : /\btotal\b/i.test(rowLabel) || MENTIONS_INCLUDED_TAX.test(label) ? 0.9 : /\b(?:net|before tax|exc(?:l|luding)?\.?\s+(?:IPT|tax|insurance premium tax))\b/i.test(label) ? 0.75 : 0.85;
    if (!premiums && /windscreen|glass/i.test(label)) return null;
    // A row that leaves another excess's column blank ('–' under 'Young driver') fills the others, in order.
    const ownColumns = columns.filter((c) => c.field !== 'otherExcess');
    const inOrder = amounts.length === columns.length ? columns : amounts.length === ownColumns.length ? ownColumns : null;
    return amounts.flatMap((amount, i) => {
      const offset = amount.start - rowStart; // the heading's offset in its line is comparable (fixed-width text)
      const column = inOrder
        ? inOrder[i]!
        : columns.reduce((a, b) => (Math.abs(b.at - offset) < Math.abs(a.at - offset) ? b : a));
      if (!column.field || column.field === 'monthly' || column.field === 'otherExcess') return [];
      const field = column.field === 'renewalPremium' && year ? ROW_YEAR_FIELD[year] : column.field;
      const guessed = column.field === 'renewalPremium' && year ? ROW_YEAR_REASON[year] : undefined;
      const reason = withAddOns && field === 'renewalPremium' ? { reason: ROW_WITH_ADD_ONS_REASON } : guessed ? { reason: guessed } : {};
      return [{ value: `${field}:${amount.value}`, score: rowScore, labelStart: lineStart, start: amount.start, end: amounts[amounts.length - 1]!.end, ...reason }];
    });
  }
  return null;
}
