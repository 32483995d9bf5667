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

/** Letters and marks OCR reads for digits: 'a' for 4, 'O' for 0, 'l' or '|' for 1, 'S' for 5, 'B' for 8. */
const DIGIT_FOR: Readonly<Record<string, string>> = { o: '0', O: '0', D: '0', l: '1', I: '1', '|': '1', z: '2', Z: '2', a: '4', A: '4', S: '5', s: '5', b: '6', G: '6', T: '7', B: '8', g: '9', q: '9' };
/** Marks OCR reads for a thousands comma or a point: '»', '«', '’', '`', ';', ':'. */
const SEPARATOR = /[,.»«'’`;:]/g;

/**
 * A figure OCR garbled ('£1»958.a4': a comma read as '»', a 4 as 'a'), whose characters, a letter or two read as the
 * digits they look like, are the digits of `expected` (pence): its place on the notice, or undefined. Only one such
 * figure, with one or two characters mended and the rest digits.
 */
export function garbledFigureOf(text: string, expected: number): { start: number; end: number; read: string } | undefined {
  const want = String(expected);
  const found = [...text.matchAll(/£[ \t]?(\S{4,14})/g)].filter((m) => {
    const chars = m[1]!.replace(/[.,;:]$/, '').replace(SEPARATOR, '');
    const mended = [...chars].filter((c) => !/\d/.test(c));
    return mended.length >= 1 && mended.length <= 2 && mended.every((c) => DIGIT_FOR[c]) && [...chars].map((c) => DIGIT_FOR[c] ?? c).join('') === want;
  });
  if (found.length !== 1) return undefined;
  const m = found[0]!;
  return { start: m.index, end: m.index + m[0].length, read: m[0] };
}
