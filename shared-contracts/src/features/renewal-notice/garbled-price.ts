// A price OCR broke into pieces ('£ 82 3 M 17 per year': the figure £823.17 with its point read as a letter and gaps
// between digits), beside last year's price and the change told after it ('Last year: £791.40 (up £31.77)'): when
// last year's price and the change make a figure whose digits are the pieces' digits in order, that figure is this
// year's, asking for a tick (it is worked out, not read). Used by money-fields.ts.
import type { Candidate } from './found-field';
import type { MoneyFieldName } from './premium-words';
import { findAmounts, pence } from './uk-amounts';

/** The pieces after the figure read: runs of one to three digits or capital letters, apart by spaces, then words. */
const PIECES_AFTER = /^(?:[ \t]+[\dA-Z]{1,3}){2,4}(?=[ \t]+[a-z]|[ \t]*$)/m;
/** The change right after last year's price: '(up £31.77)', '(down £12.40)'. */
const CHANGE_AFTER = /^[ \t]*\([ \t]*(up|down)[ \t]+(£[ \t]?[\d,]+\.\d{2})[ \t]*\)/i;

const digits = (s: string) => s.replace(/\D/g, '');

export function garbledPrice(text: string, byField: Record<MoneyFieldName, Candidate[]>): void {
  byField.renewalPremium = byField.renewalPremium.map((c) => {
    const pieces = PIECES_AFTER.exec(text.slice(c.end, text.indexOf('\n', c.end) < 0 ? text.length : text.indexOf('\n', c.end)));
    if (!pieces) return c;
    const read = `${c.value}${pieces[0]}`;
    for (const last of byField.previousPremium) {
      const change = CHANGE_AFTER.exec(text.slice(last.end, last.end + 40));
      const amount = change ? findAmounts(change[2]!)[0] : undefined;
      if (!change || !amount) continue;
      const sum = pence(last.value) + (/down/i.test(change[1]!) ? -1 : 1) * pence(amount.value);
      const value = (sum / 100).toFixed(2);
      if (sum <= 0 || digits(value) !== digits(read)) continue;
      const reason = `The price is hard to read on the notice ('£${read.replace(/\s+/g, ' ')}'); £${value} is last year's £${last.value} ${change[1]!.toLowerCase()} £${amount.value}: check it.`;
      return { ...c, value, end: c.end + pieces[0].length, reason };
    }
    return c;
  });
}
