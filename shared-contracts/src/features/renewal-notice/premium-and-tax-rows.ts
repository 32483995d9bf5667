// The premium and its tax on rows one under the other ('Insurance premium  £512.50' / 'Insurance Premium Tax (12%)
// £61.50'), for money-checks.ts: when the price read does not agree with the rise or fall the notice states against
// last year's, and these two rows make exactly last year's price with that change, their sum is this year's price,
// worked out (the row printing it may be unreadable: a scan's 'Car insurance incl IBN ESZ8200'). And for money-fields.ts,
// a debit note's sum due under those two rows, their sum to the penny (dueOfPremiumAndTax).
import type { Candidate } from './found-field';
import { NOT_A_PREMIUM } from './premium-words';
import { amountLines, pence } from './uk-amounts';

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

/**
 * A debit note's rows: the cover's premium ('Private car insurance – renewal  14/04/2027 to 13/04/2028  712.50'), its
 * tax ('Insurance Premium Tax at 12%  85.50') and the sum due ('Amount due  £798.00'), the last the first two's sum to
 * the penny: the sum due is the premium with its tax, this year's price. Lines without a figure may stand between
 * ('Insurer: Markel ...'). The premium's row names no add-on, fee or instalment.
 */
export function dueOfPremiumAndTax(text: string): Candidate[] {
  const lines = amountLines(text).filter((line) => line.amounts.length > 0);
  const found: Candidate[] = [];
  lines.forEach((line, i) => {
    const [tax, due] = [lines[i + 1], lines[i + 2]];
    if (!tax || !due || [line, tax, due].some((l) => l.amounts.length !== 1)) return;
    const label = (l: typeof line) => text.slice(l.start, l.amounts[0]!.start).trim();
    if (!COVER_ROW.test(label(line)) || NOT_A_PREMIUM.test(label(line).replace(/\binsurance premium tax\b|\bIPT\b/gi, '')) || !TAX_LABEL.test(label(tax)) || !DUE_ROW.test(label(due))) return;
    if (pence(line.amounts[0]!.value) + pence(tax.amounts[0]!.value) !== pence(due.amounts[0]!.value)) return;
    const amount = due.amounts[0]!;
    found.push({ value: amount.value, score: 0.9, labelStart: due.start, start: amount.start, end: amount.end });
  });
  return found;
}
