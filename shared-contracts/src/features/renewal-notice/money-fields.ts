// The premiums and excesses: each £ amount is classified by the words it sits under. Instalment plans, deposits,
// credit, tax, add-ons and differences never count as the annual premium.
import { bestField, type Candidate, type RenewalNoticeField } from './found-field';
import { labelBefore, withLineAbove, type Label } from './label-before';
import { findAmounts, type AmountToken } from './uk-amounts';

export type MoneyFieldName = 'renewalPremium' | 'previousPremium' | 'compulsoryExcess' | 'voluntaryExcess' | 'totalExcess';

/** Words that make an amount something other than a yearly premium or an excess. */
const NOT_A_PREMIUM =
  /(?<!12 )months?\b|monthly|instal?ment|deposit|\bAPR\b|interest|credit|borrow|finance|amount payable|total payable|tax\b|\bIPT\b|discount|sav(e|ing)|cheaper|increase|decrease|differen|change|\bup by|\bdown by|\bby$|refund|rebate|cashback|fee\b|charge|legal|breakdown|key cover|courtesy|protection|personal accident|tyre|windscreen|glass|no claims|\bNCD\b|excess/i;
// 'including Insurance Premium Tax', '(inc IPT)' say what a premium holds; they do not make the amount the tax.
const INCLUDING_TAX = /\(?\s*(?:including|includes|incl\.?|inc\.?)\s+(?:insurance\s+premium\s+tax|IPT)(?:\s*\(IPT\))?(?: at (?:\d+%|the current rate))?\)?/gi;
const MENTIONS_INCLUDED_TAX = new RegExp(INCLUDING_TAX.source, 'i');
const AFTER_IS_MONTHLY = /^\s*(?:a|per|each|every)\s+month|^\s*monthly/i;
const LAST_YEAR =
  /last year|previous\b|comparable|prior year|last renewal|year before|you paid|paid last|current (?:annual )?(?:premium|price|cost)|(?:premium|price) (?:now|today)/i;
const THIS_YEAR = /this year|renewal|new (?:annual )?(?:premium|price)|next year|year ahead|coming year|next 12 months/i;
/** What a premium is called: the thing charged. */
const MONEY_WORD = /premium|price|quote|cost|\bpay\b|you'll pay|\bpaid\b/i;
/** Which year's, or that it is the year's total: with a money word, a label that can only mean a premium. */
const PERIOD_WORD = /annual|renewal|this year|new\b|year ahead|next year|coming year|12 months|for the year|yearly|last year|previous|comparable|prior year|current/i;
/** Words that only say 'the same again' between two amounts: '£702.30 (last year £590.15)', '£540 (was £498)'. */
const BRACKETED_LAST_YEAR = /^[\s(,;–-]*(?:(?:it )?was|previously|compared (?:with|to)|against|vs\.?|last year(?:'s)?(?: (?:premium|price))?(?: was)?|(?:in )?\d{4}(?:\s*[/–-]\s*\d{2,4})?)\s*[:,]?\s*$/i;

/**
 * The second of two premiums in one sentence, labelled only by which year it is: 'last year was £590.15 and this year it
 * is £702.30', 'this year you will pay £702.30; last year, £590.15'. Null when the words between say anything else.
 */
function samePremiumOtherYear(between: string, before: Scored | null): Scored | null {
  if (before?.field !== 'renewalPremium' && before?.field !== 'previousPremium') return null;
  if (before.field === 'renewalPremium' && BRACKETED_LAST_YEAR.test(between)) return { field: 'previousPremium', score: 0.85 };
  const words = between.replace(/[^A-Za-z' ]+/g, ' ').trim();
  if (words.split(/\s+/).length > 7 || NOT_A_PREMIUM.test(words)) return null;
  if (before.field === 'renewalPremium' && LAST_YEAR.test(words)) return { field: 'previousPremium', score: 0.85 };
  if (before.field === 'previousPremium' && /this year|now|new|renewal|from now on/i.test(words)) return { field: 'renewalPremium', score: 0.85 };
  return null;
}

interface Scored {
  field: MoneyFieldName;
  score: number;
}

/** Excesses that are not the policy's own (a young driver's, the windscreen's) or not an excess (its protection). */
const OTHER_EXCESS = /young|under \d\d|inexperienced|additional|provisional|windscreen|glass|protection|waiver|reduction|cover\b|insurance|theft of keys/i;

function classifyExcess(label: string, excessContext = false): Scored | null {
  const extra = OTHER_EXCESS.test(label) || /total/i.test(label);
  for (const [field, word] of [['compulsoryExcess', /compulsory/i], ['voluntaryExcess', /voluntary/i]] as const) {
    if (!word.test(label)) continue;
    if (extra) return { field, score: 0.4 };
    return { field, score: /excess/i.test(label) || excessContext ? 0.95 : 0.7 };
  }
  // One figure for the whole excess: 'Total excess £450', 'Your excess is £450'.
  if (/\bexcess\b/i.test(label) && !OTHER_EXCESS.test(label) && !/month|premium|price/i.test(label)) {
    if (/\b(?:total|overall|combined|whole)\b[^£]{0,20}\bexcess|\bexcess\b[^£]{0,12}\btotal\b/i.test(label)) return { field: 'totalExcess', score: 0.95 };
    if (/(?:^|\b(?:your|the|policy|an?)\s+)excess\s*(?:is|of|:)?\s*$/i.test(label.trim())) return { field: 'totalExcess', score: 0.7 };
    if (/\bexcess\b[^£]{0,30}\b(?:any|each|every|per|a) claim\b/i.test(label)) return { field: 'totalExcess', score: 0.8 };
  }
  return null;
}

function premiumScore(label: string): number {
  if (MONEY_WORD.test(label) && PERIOD_WORD.test(label)) return 0.95;
  if (/premium|quote/i.test(label)) return /total|your/i.test(label) ? 0.8 : 0.7;
  if (/\b(?:price|cost|total to pay|you paid|you will pay|to pay)\b/i.test(label)) return 0.6;
  return 0;
}

function classify(rawLabel: string, after: string, excessContext = false): Scored | null {
  const label = rawLabel.replace(INCLUDING_TAX, ' ');
  const excess = classifyExcess(label, excessContext);
  if (excess) return excess;
  if (NOT_A_PREMIUM.test(label) || AFTER_IS_MONTHLY.test(after)) return null;
  const score = premiumScore(label);
  if (score === 0) return null;
  return { field: LAST_YEAR.test(label) ? 'previousPremium' : 'renewalPremium', score };
}

/** Column headings of a table of figures: 'Last year | This year', 'Pay monthly | Pay in full', 'Compulsory | Voluntary | Total'. */
type ColumnField = MoneyFieldName | 'monthly' | null;
const COLUMN_WORDS: ReadonlyArray<readonly [ColumnField, RegExp]> = [
  ['monthly', /monthly|per month|a month|instal?ments?|direct debit|\d+ payments/i],
  ['previousPremium', LAST_YEAR],
  ['renewalPremium', new RegExp(`${THIS_YEAR.source}|in full|annual(?:ly)?|yearly|per year|one payment|single payment|pay now|up ?front|one-off|in one go`, 'i')],
  ['compulsoryExcess', /compulsory/i],
  ['voluntaryExcess', /voluntary/i],
  [null, /\btotal\b/i],
];

interface Column {
  field: ColumnField;
  at: number;
}

/** Policy years as headings ('2025/26 | 2026/27', '2026 | 2027'): the earliest is last year's, the latest this year's. */
function yearColumns(line: string): Column[] {
  const years = [...line.matchAll(/\b(20\d\d)(?:\s*[/–-]\s*(?:20)?\d\d)?\b/g)].map((m) => ({ year: Number(m[1]), at: m.index }));
  if (years.length !== 2 || years[0]!.year === years[1]!.year || /[a-z]{4}/i.test(line.replace(/\b(?:year|policy|premium|price)s?\b/gi, ''))) return [];
  const [earlier, later] = years[0]!.year < years[1]!.year ? [years[0]!, years[1]!] : [years[1]!, years[0]!];
  return [
    { field: 'previousPremium' as const, at: earlier.at },
    { field: 'renewalPremium' as const, at: later.at },
  ].sort((a, b) => a.at - b.at);
}

function columnsOf(line: string): Column[] {
  const columns: Column[] = [];
  for (const [field, word] of COLUMN_WORDS) {
    const at = line.search(word);
    if (at >= 0 && !columns.some((c) => c.at === at)) columns.push({ field, at });
  }
  if (columns.length === 0) return yearColumns(line);
  return columns.sort((a, b) => a.at - b.at);
}

/**
 * A table row under column headings (within the six lines above it, past only the table's other rows; the snippet runs
 * from the headings to the row): each amount goes to its
 * heading, by order when the row fills every column, else by the nearest heading above it. Null when the row is
 * not under such headings.
 */
function columnRow(text: string, amounts: AmountToken[], label: string): Candidate[] | null {
  const rowStart = text.lastIndexOf('\n', amounts[0]!.start - 1) + 1;
  let lineEnd = rowStart - 1;
  for (let hops = 0; hops < 6 && lineEnd > 0; hops += 1) {
    const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
    const line = text.slice(lineStart, lineEnd);
    lineEnd = lineStart - 1;
    // Rows of the same table (as many amounts as this one) lie between a row and its headings; any other figure ends it.
    if (/£/.test(line)) {
      if (amounts.length >= 2 && findAmounts(line).length === amounts.length) continue;
      return null;
    }
    const columns = columnsOf(line);
    if (columns.length < 2 || !columns.some((c) => c.field && c.field !== 'monthly')) continue;
    const premiums = columns.some((c) => c.field === 'renewalPremium' || c.field === 'previousPremium' || c.field === 'monthly');
    // Which year (or which way of paying) an amount is comes from its column, whatever the row's label adds ('(inc
    // IPT)'); the row's label only says whether the row is the premium at all (not an add-on or the tax itself).
    const rowLabel = label.replace(INCLUDING_TAX, ' ');
    const premiumRow = premiumScore(rowLabel) > 0 || /\btotal\b/i.test(rowLabel);
    if (premiums && (amounts.length < 2 || !premiumRow || NOT_A_PREMIUM.test(rowLabel))) return null;
    // The total with the tax is the price; a row before tax ('Premium' above a tax row and a total) is not.
    const rowScore = !premiums ? 0.85 : /\btotal\b/i.test(rowLabel) || MENTIONS_INCLUDED_TAX.test(label) ? 0.9 : /\b(?:net|before tax|exc(?:l|luding)?\.?\s+(?:IPT|tax|insurance premium tax))\b/i.test(label) ? 0.75 : 0.85;
    if (!premiums && /windscreen|glass/i.test(label)) return null;
    return amounts.flatMap((amount, i) => {
      const offset = amount.start - rowStart; // the heading's offset in its line is comparable (fixed-width text)
      const column =
        amounts.length === columns.length
          ? columns[i]!
          : columns.reduce((a, b) => (Math.abs(b.at - offset) < Math.abs(a.at - offset) ? b : a));
      if (!column.field || column.field === 'monthly') return [];
      return [{ value: `${column.field}:${amount.value}`, score: rowScore, labelStart: lineStart, start: amount.start, end: amounts[amounts.length - 1]!.end }];
    });
  }
  return null;
}

/**
 * The heading of a block of 'label  £amount' rows: the nearest line above (past the block's other rows) without an
 * amount, when it is short and names a price ('What you'll pay', 'Your price'). Only for a row label that is itself
 * short and says nothing of what the amount is.
 */
function headingAbove(text: string, own: Label): Label | null {
  if (own.text.trim().length > 30 || NOT_A_PREMIUM.test(own.text) || /[.!?]/.test(own.text)) return null;
  let end = text.lastIndexOf('\n', own.start - 1);
  for (let hops = 0; hops < 6 && end > 0; hops += 1) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    end = start - 1;
    if (line.trim() === '') return null;
    if (/£/.test(line)) continue;
    return line.trim().length <= 40 && MONEY_WORD.test(line) && !/[.!?]\s*$/.test(line.trim()) ? { text: line, start } : null;
  }
  return null;
}

/** The premiums and excesses found in the notice. */
export function findMoneyFields(text: string): Partial<Record<MoneyFieldName, RenewalNoticeField>> {
  const byField: Record<MoneyFieldName, Candidate[]> = { renewalPremium: [], previousPremium: [], compulsoryExcess: [], voluntaryExcess: [], totalExcess: [] };
  const amounts = findAmounts(text);
  const lineOf = (pos: number) => text.lastIndexOf('\n', pos - 1);
  amounts.forEach((amount, i) => {
    const previous = amounts[i - 1];
    if (previous && lineOf(previous.start) === lineOf(amount.start)) return; // done with its row's first amount
    const rowAmounts = amounts.filter((a) => lineOf(a.start) === lineOf(amount.start));
    const label = labelBefore(text, amount.start);
    const row = columnRow(text, rowAmounts, label.text);
    if (row) {
      for (const c of row) {
        const [field, value] = c.value.split(':') as [MoneyFieldName, string];
        byField[field].push({ ...c, value });
      }
      return;
    }
    let before: Scored | null = null;
    rowAmounts.forEach((a, j) => {
      const after = text.slice(a.end, a.end + 20);
      let own = j === 0 ? label : labelBefore(text, a.start, rowAmounts[j - 1]!.end);
      let scored = classify(own.text, after, j > 0 && /excess/i.test(label.text));
      // '£702.30 (last year £590.15)': words between a premium and the next amount that only say which year.
      if (!scored && j > 0) scored = samePremiumOtherYear(text.slice(rowAmounts[j - 1]!.end, a.start), before);
      const twoLines = scored ? null : withLineAbove(text, own);
      if (twoLines) [own, scored] = [twoLines, classify(twoLines.text, after)];
      // A row label under a heading ('What you'll pay' / 'For the year ahead  £538.12'): the heading says what it is.
      const heading = scored || j > 0 ? null : headingAbove(text, own);
      if (heading) {
        const underHeading = classify(`${heading.text}\n${own.text}`, after);
        if (underHeading && !/Excess/.test(underHeading.field)) [own, scored] = [{ text: own.text, start: heading.start }, { ...underHeading, score: 0.85 }];
      }
      if (scored) byField[scored.field].push({ value: a.value, score: scored.score, labelStart: own.start, start: a.start, end: a.end });
      before = scored;
    });
  });
  const fields: Partial<Record<MoneyFieldName, RenewalNoticeField>> = {};
  for (const name of Object.keys(byField) as MoneyFieldName[]) {
    const field = bestField(text, byField[name]);
    if (field) fields[name] = field;
  }
  return fields;
}
