// The premium and its tax on rows one under the other ('Insurance premium  £512.50' / 'Insurance Premium Tax (12%)
// £61.50'), for money-checks.ts: when the price read does not agree with the rise or fall the notice states against
// last year's, and these two rows make exactly last year's price with that change, their sum is this year's price,
// worked out (the row printing it may be unreadable: a scan's 'Car insurance incl IBN ESZ8200'). And for money-fields.ts,
// a debit note's sum due under those two rows, their sum to the penny (dueOfPremiumAndTax), or in the column beside
// theirs ('Net premium | IPT | Amount due': dueBesidePremiumAndTax).
import type { Candidate } from './found-field';
import { NOT_A_PREMIUM } from './premium-words';
import { amountLines, pence, type AmountToken } from './uk-amounts';

const PREMIUM_LABEL = /^(?:your\s+)?(?:net\s+|insurance\s+|car insurance\s+|annual\s+)?premium\b(?!\s+tax)/i;
const TAX_LABEL = /^(?:insurance premium tax|IPT)\b/i;

export interface PremiumAndTax {
  premium: string;
  tax: string;
  /** Their sum, in pence. */
  sum: number;
  snippet: string;
}

/** Each 'premium' row with a tax row right under it, one amount a row, each label starting its row. */
export function premiumAndTaxRows(text: string): PremiumAndTax[] {
  const lines = amountLines(text);
  const found: PremiumAndTax[] = [];
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    if (!next || line.amounts.length !== 1 || next.amounts.length !== 1) return;
    const label = text.slice(line.start, line.amounts[0]!.start).trim();
    const taxLabel = text.slice(next.start, next.amounts[0]!.start).trim();
    if (!PREMIUM_LABEL.test(label) || !TAX_LABEL.test(taxLabel)) return;
    const [premium, tax] = [line.amounts[0]!.value, next.amounts[0]!.value];
    found.push({ premium, tax, sum: pence(premium) + pence(tax), snippet: `${label} £${premium}, ${taxLabel} £${tax}` });
  });
  return found;
}

/** A row naming the cover the debit is for: 'Private car insurance – renewal', 'Motor premium', 'Renewal'. */
const COVER_ROW = /\b(?:premium|insurance|renewal|cover)\b/i;
/** The row of the sum due: 'Amount due', 'Total due', 'Total payable', 'Balance due', 'Total'. */
const DUE_ROW = /^(?:amount|total|balance)(?:\s+(?:amount|due|payable|to pay))?\s*:?$/i;

/** A broker's fee row between the tax and the sum due: 'Broker fee  £35.00', 'Arrangement fee', 'Admin charge'. */
const FEE_ROW = /^(?:(?:our|broker(?:'s)?|brokerage|arrangement|admin(?:istration)?|policy|renewal)\s+)?(?:fee|charge)s?\b(?![^\n]*\b(?:instal|month|credit|interest))/i;

/**
 * A debit note's rows: the cover's premium ('Private car insurance – renewal  14/04/2027 to 13/04/2028  712.50'), its
 * tax ('Insurance Premium Tax at 12%  85.50'), perhaps the broker's fee ('Broker fee  £35.00'), and the sum due
 * ('Amount due  £798.00'), the last the others' sum to the penny: the sum due is the premium with its tax (and the fee
 * the driver pays with it), this year's price. Lines without a figure may stand between ('Insurer: Markel ...'). The
 * premium's row names no add-on, fee or instalment.
 */
export function dueOfPremiumAndTax(text: string): Candidate[] {
  const lines = amountLines(text).filter((line) => line.amounts.length > 0);
  const found: Candidate[] = [];
  lines.forEach((line, i) => {
    const label = (l: typeof line) => text.slice(l.start, l.amounts[0]!.start).trim();
    const tax = lines[i + 1];
    let k = i + 2;
    while (k < i + 4 && lines[k]?.amounts.length === 1 && FEE_ROW.test(label(lines[k]!))) k += 1;
    const [fees, due] = [lines.slice(i + 2, k), lines[k]];
    if (!tax || !due || [line, tax, due].some((l) => l.amounts.length !== 1)) return;
    if (!COVER_ROW.test(label(line)) || NOT_A_PREMIUM.test(label(line).replace(/\binsurance premium tax\b|\bIPT\b/gi, '')) || !TAX_LABEL.test(label(tax)) || !DUE_ROW.test(label(due))) return;
    const feesPence = fees.reduce((sum, fee) => sum + pence(fee.amounts[0]!.value), 0);
    if (pence(line.amounts[0]!.value) + pence(tax.amounts[0]!.value) + feesPence !== pence(due.amounts[0]!.value)) return;
    const amount = due.amounts[0]!;
    found.push({ value: amount.value, score: 0.9, labelStart: due.start, start: amount.start, end: amount.end });
  });
  return found;
}

/** Column headings of a debit note's row, each a cell of its own: the premium's, its tax's, then the sum due's. */
const PREMIUM_CELL = /^(?:net\s+)?premium$/i;
const TAX_CELL = /^(?:IPT|insurance premium tax|tax)(?:\s*\(?(?:at\s+)?\d{1,2}%\)?)?$/i;
const DUE_CELL = /^(?:amount\s+(?:due|payable)|total(?:\s+(?:due|payable|premium))?|gross(?:\s+premium)?)$/i;

/** The heading line's cells, set apart by two spaces or more. */
const cellsOf = (line: string) => line.trim().split(/\s{2,}/);

/**
 * A debit note's table: 'Description  Net premium  IPT  Amount due' over 'Private car — comprehensive  £688.75  £82.65
 * £771.40'. The row's last three figures stand under the three headings; when the first two make the third to the penny,
 * the third is the premium with its tax, this year's price. The headings are cells of their own ('Annual premium incl.
 * IPT' is one cell, beside excesses); the row names no add-on, fee or instalment; its figures start within two lines of
 * the headings.
 */
export function dueBesidePremiumAndTax(text: string): Candidate[] {
  const lines = amountLines(text);
  const found: Candidate[] = [];
  lines.forEach((heading, i) => {
    const cells = cellsOf(text.slice(heading.start, heading.end)).slice(-3);
    if (heading.amounts.length > 0 || cells.length < 3 || !PREMIUM_CELL.test(cells[0]!) || !TAX_CELL.test(cells[1]!) || !DUE_CELL.test(cells[2]!)) return;
    const row = lines.slice(i + 1, i + 3).find((line) => line.amounts.length > 0);
    if (!row || row.amounts.length < 3) return;
    const [premium, tax, due] = row.amounts.slice(-3) as [AmountToken, AmountToken, AmountToken];
    if (NOT_A_PREMIUM.test(text.slice(row.start, premium.start)) || pence(premium.value) + pence(tax.value) !== pence(due.value)) return;
    found.push({ value: due.value, score: 0.9, labelStart: heading.start, start: due.start, end: due.end });
  });
  return found;
}
