// A price broken down in rows, one amount a line (issue 47): the premium, then what is added to it (Insurance Premium
// Tax, the broker's or arrangement fee) or taken off it (a loyalty, online or multi-car discount), then the row saying
// what you pay ('Total', 'Price you pay', 'Total amount you pay'). The premium before tax, fees or discounts is not the
// price paid: the row after them is. Add-ons among the rows make it price-parts.ts's table, not this. Used by
// money-checks.ts.
import { snippetOf } from './found-field';
import { INCLUDING_ASIDE, INCLUDING_TAX, LAST_YEAR } from './premium-words';
import { amountLines, pence } from './uk-amounts';

interface Row {
  label: string;
  value: string;
  /** A minus sign before the '£' ('−£20.00'). */
  minus: boolean;
  start: number;
  end: number;
}

export interface PriceBreakdown {
  /** The first row's figure: the premium before the rows after it. */
  before: string;
  /** Every figure the rows hold, the total's too. */
  values: string[];
  /** What you pay, as the row after the parts says. */
  total: { value: string; snippet: string };
  /** True when the premium, plus what is added and less what is taken off, comes to the total. */
  addsUp: boolean;
  /** The fee rows' figures together, in pence (the broker's or arrangement fee; not the tax). */
  fees: number;
  /** Last year's figure on the row right under the total ('Last year's total £611.00'): the same kind of figure. */
  lastYear?: { value: string; snippet: string };
}

/** The first row: a premium or price (not last year's). */
const PREMIUM_ROW = /\b(?:premium|price)\b/i;
const TAX_ROW = /insurance premium tax|\bIPT\b/i;
const FEE_ROW = /\bfee\b|\badmin(?:istration)? charge\b/i;
/** Taken off: a discount or saving, not the no claims discount (an add-on when protected, or not priced at all). */
const DISCOUNT_ROW = /(?<!no[- ]claims?\s)(?<!no claims bonus\s)\b(?:discount|saving|reduction)\b/i;
/** What a row must not be among the parts: an add-on, the credit's terms, an excess, a part already inside ('of which'). */
const NOT_A_PART = /breakdown|legal|key cover|courtesy|hire|personal accident|windscreen|glass|tyre|misfuel|protect|excess|instal|monthly|deposit|\bAPR\b|interest|credit|payable|of which|includ|\bincl\b/i;
/**
 * The row saying what is paid: 'Total', 'Total amount you pay', 'Price you pay', 'You pay', 'Your car insurance', and
 * the renewal's price named after its parts ('Your renewal price' under the premium and a black box fee), and the
 * gross premium under the net and its tax ('Gross premium').
 */
const TOTAL_ROW = /^(?:your\s+)?total\b|^gross\b|\b(?:you|you'll|you will) pay\b|\bto pay\b|^(?:your\s+)?(?:car|motor) insurance\b|^(?:your\s+)?(?:renewal|new) (?:price|premium)\b/i;
const NOT_THE_TOTAL = /excess|instal|monthly|deposit|credit|interest|payable|optional|extras|add-ons?|including (?:breakdown|legal)/i;

/** Runs of consecutive lines that hold one amount each, with only its label before it (a stray mark after it at most). */
function rowRuns(text: string): Row[][] {
  const runs: Row[][] = [[]];
  for (const { start: offset, end: lineEnd, amounts: onLine } of amountLines(text)) {
    const amount = onLine[0];
    // A photo's stray mark after the amount or before the label ('| You pay  £432.25  i') is no word.
    if (onLine.length === 1 && /^\s*\S{0,2}\s*$/.test(text.slice(amount!.end, lineEnd))) {
      const raw = text.slice(offset, amount!.start);
      const minus = /[−–—-]\s*$/.test(raw);
      const label = raw.replace(/[−–—-]\s*$/, '').replace(/^[\s|]+/, '').replace(/[.…·_:]{2,}|:\s*$/g, ' ').trim();
      if (/[a-z]{2}/i.test(label)) {
        runs.at(-1)!.push({ label, value: amount!.value, minus, start: offset + raw.indexOf(label), end: amount!.end });
        continue;
      }
    }
    if (runs.at(-1)!.length > 0) runs.push([]);
  }
  return runs.filter((run) => run.length >= 3);
}

/** The breakdown in one run of rows, or null when the run is not one. */
function breakdownIn(text: string, run: Row[]): PriceBreakdown | null {
  // 'Premium (including IPT)' is a premium, not the tax.
  const own = (row: Row) => row.label.replace(INCLUDING_ASIDE, ' ').replace(INCLUDING_TAX, ' ');
  const first = run.findIndex((row) => PREMIUM_ROW.test(own(row)) && !LAST_YEAR.test(own(row)) && !TAX_ROW.test(own(row)) && !NOT_A_PART.test(own(row)));
  if (first < 0) return null;
  let sum = pence(run[first]!.value);
  let parts = 0;
  let fees = 0;
  for (let i = first + 1; i < run.length; i += 1) {
    const row = run[i]!;
    if (parts > 0 && TOTAL_ROW.test(row.label) && !NOT_THE_TOTAL.test(row.label) && !LAST_YEAR.test(row.label)) {
      const next = run[i + 1];
      const lastYear = next && LAST_YEAR.test(next.label) && /\btotal\b/i.test(next.label) ? { value: next.value, snippet: snippetOf(text, next.start, next.end) } : undefined;
      return {
        before: run[first]!.value,
        values: run.slice(first, i + 1).map((r) => r.value),
        total: { value: row.value, snippet: snippetOf(text, row.start, row.end) },
        addsUp: sum === pence(row.value),
        fees,
        ...(lastYear ? { lastYear } : {}),
      };
    }
    if (NOT_A_PART.test(row.label)) return null;
    if (row.minus || DISCOUNT_ROW.test(row.label)) sum -= pence(row.value);
    else if (TAX_ROW.test(row.label) || FEE_ROW.test(row.label)) {
      sum += pence(row.value);
      if (!TAX_ROW.test(row.label)) fees += pence(row.value);
    }
    else return null;
    parts += 1;
  }
  return null;
}

export function findPriceBreakdown(text: string): PriceBreakdown | null {
  for (const run of rowRuns(text)) {
    const found = breakdownIn(text, run);
    if (found) return found;
  }
  return null;
}
