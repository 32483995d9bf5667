// The premiums and excesses: each £ amount is classified by the words it sits under. Instalment plans, deposits,
// credit, tax, add-ons and differences never count as the annual premium.
import { bestField, type Candidate, type RenewalNoticeField } from './found-field';
import { labelBefore, withLineAbove } from './label-before';
import { findAmounts, type AmountToken } from './uk-amounts';

export type MoneyFieldName = 'renewalPremium' | 'previousPremium' | 'compulsoryExcess' | 'voluntaryExcess';

/** Words that make an amount something other than a yearly premium or an excess. */
const NOT_A_PREMIUM =
  /month|instal?ment|deposit|\bAPR\b|interest|credit|borrow|finance|amount payable|total payable|tax\b|\bIPT\b|discount|sav(e|ing)|cheaper|increase|decrease|differen|change|\bup by|\bdown by|\bby$|refund|rebate|cashback|fee\b|charge|legal|breakdown|key cover|courtesy|protection|personal accident|tyre|windscreen|glass|no claims|\bNCD\b|excess/i;
// 'including Insurance Premium Tax' says what a premium holds; it does not make the amount the tax.
const INCLUDING_TAX = /\(?\s*(?:including|includes|incl\.?|inc\.?)\s+(?:insurance premium tax|IPT)(?: at \d+%)?\)?/gi;
const AFTER_IS_MONTHLY = /^\s*(?:a|per|each|every)\s+month|^\s*monthly/i;
const LAST_YEAR = /last year|previous(?: year| premium| price)|comparable|prior year|last renewal|year before|you paid/i;
const THIS_YEAR = /this year|renewal|new (?:annual )?(?:premium|price)|next year|year ahead|coming year/i;

interface Scored {
  field: MoneyFieldName;
  score: number;
}

function classifyExcess(label: string): Scored | null {
  const extra = /young|under \d\d|inexperienced|additional|provisional|windscreen|glass|total/i.test(label);
  for (const [field, word] of [['compulsoryExcess', /compulsory/i], ['voluntaryExcess', /voluntary/i]] as const) {
    if (!word.test(label)) continue;
    if (extra) return { field, score: 0.4 };
    return { field, score: /excess/i.test(label) ? 0.95 : 0.7 };
  }
  return null;
}

function premiumScore(label: string): number {
  if (/annual (?:premium|price)|renewal (?:premium|price)|this year'?s? (?:premium|price)|this year your (?:premium|price)|new (?:annual )?(?:premium|price)|premium for the (?:year|next)|price for the year/i.test(label)) return 0.95;
  if (/comparable|last year'?s? (?:premium|price)|(?:premium|price) last year|last year you paid|previous (?:year'?s? )?(?:premium|price)/i.test(label)) return 0.95;
  if (/premium/i.test(label)) return /total|your/i.test(label) ? 0.8 : 0.7;
  if (/\b(?:price|cost|total to pay|you paid|you will pay|to pay)\b/i.test(label)) return 0.6;
  return 0;
}

function classify(rawLabel: string, after: string): Scored | null {
  const label = rawLabel.replace(INCLUDING_TAX, ' ');
  const excess = classifyExcess(label);
  if (excess) return excess;
  if (NOT_A_PREMIUM.test(label) || AFTER_IS_MONTHLY.test(after)) return null;
  const score = premiumScore(label);
  if (score === 0) return null;
  return { field: LAST_YEAR.test(label) ? 'previousPremium' : 'renewalPremium', score };
}

/** Column headings of a table of figures: 'Last year | This year', 'Compulsory | Voluntary | Total'. */
const COLUMN_WORDS: ReadonlyArray<readonly [MoneyFieldName | null, RegExp]> = [
  ['previousPremium', LAST_YEAR],
  ['renewalPremium', THIS_YEAR],
  ['compulsoryExcess', /compulsory/i],
  ['voluntaryExcess', /voluntary/i],
  [null, /\btotal\b/i],
];

interface Column {
  field: MoneyFieldName | null;
  at: number;
}

function columnsOf(line: string): Column[] {
  const columns: Column[] = [];
  for (const [field, word] of COLUMN_WORDS) {
    const at = line.search(word);
    if (at >= 0) columns.push({ field, at });
  }
  return columns.sort((a, b) => a.at - b.at);
}

/**
 * A table row under column headings (within the four lines above it, none holding a £; the snippet runs from the
 * headings to the row): each amount goes to its
 * heading, by order when the row fills every column, else by the nearest heading above it. Null when the row is
 * not under such headings.
 */
function columnRow(text: string, amounts: AmountToken[], label: string): Candidate[] | null {
  const rowStart = text.lastIndexOf('\n', amounts[0]!.start - 1) + 1;
  let lineEnd = rowStart - 1;
  for (let hops = 0; hops < 4 && lineEnd > 0; hops += 1) {
    const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
    const line = text.slice(lineStart, lineEnd);
    lineEnd = lineStart - 1;
    if (/£/.test(line)) return null;
    const columns = columnsOf(line);
    if (columns.filter((c) => c.field).length < 2) continue;
    const premiums = columns.some((c) => c.field === 'renewalPremium' || c.field === 'previousPremium');
    if (premiums && (amounts.length < 2 || premiumScore(label) === 0 || NOT_A_PREMIUM.test(label))) return null;
    if (!premiums && /windscreen|glass/i.test(label)) return null;
    return amounts.flatMap((amount, i) => {
      const offset = amount.start - rowStart; // the heading's offset in its line is comparable (fixed-width text)
      const column =
        amounts.length === columns.length
          ? columns[i]!
          : columns.reduce((a, b) => (Math.abs(b.at - offset) < Math.abs(a.at - offset) ? b : a));
      if (!column.field) return [];
      return [{ value: `${column.field}:${amount.value}`, score: 0.85, labelStart: lineStart, start: amount.start, end: amounts[amounts.length - 1]!.end }];
    });
  }
  return null;
}

/** The premiums and excesses found in the notice. */
export function findMoneyFields(text: string): Partial<Record<MoneyFieldName, RenewalNoticeField>> {
  const byField: Record<MoneyFieldName, Candidate[]> = { renewalPremium: [], previousPremium: [], compulsoryExcess: [], voluntaryExcess: [] };
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
    rowAmounts.forEach((a, j) => {
      const after = text.slice(a.end, a.end + 20);
      let own = j === 0 ? label : labelBefore(text, a.start, rowAmounts[j - 1]!.end);
      let scored = classify(own.text, after);
      const twoLines = scored ? null : withLineAbove(text, own);
      if (twoLines) [own, scored] = [twoLines, classify(twoLines.text, after)];
      if (scored) byField[scored.field].push({ value: a.value, score: scored.score, labelStart: own.start, start: a.start, end: a.end });
    });
  });
  const fields: Partial<Record<MoneyFieldName, RenewalNoticeField>> = {};
  for (const name of Object.keys(byField) as MoneyFieldName[]) {
    const field = bestField(text, byField[name]);
    if (field) fields[name] = field;
  }
  return fields;
}
