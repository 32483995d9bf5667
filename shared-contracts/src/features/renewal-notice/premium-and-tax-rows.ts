// The premium and its tax on rows one under the other ('Insurance premium  £512.50' / 'Insurance Premium Tax (12%)
// £61.50'), for money-checks.ts: when the price read does not agree with the rise or fall the notice states against
// last year's, and these two rows make exactly last year's price with that change, their sum is this year's price,
// worked out (the row printing it may be unreadable: a scan's 'Car insurance incl IBN ESZ8200').
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
