// Whether last year's figure leaves the broker's fees out (issue 47): 'Last year's premium: £412.50 (excluding our
// fee)', 'Last year's premium, not including fees, was £412.50'. Then this year's figure of the same scope is the
// premium before the fees, not the total to pay with them. Used by money-checks.ts.
import { amountLines, pence } from './uk-amounts';

const FEES = String.raw`(?:(?:our|the|any|your)\s+)?(?:(?:admin(?:istration)?|broker(?:'s|’s)?|arrangement|policy)\s+)?(?:fees?|charges?)\b`;
/** Said right after the figure: '(excluding our fee)', ', before fees', 'not including the administration fee'. */
const LEFT_OUT_AFTER = new RegExp(String.raw`^[\s(,–-]*(?:excluding|excludes|excl\.?|exc\.?|not including|without|before)\s+${FEES}`, 'i');
/** Said in the label before it: "Last year's premium, excluding fees, was". */
const LEFT_OUT_BEFORE = new RegExp(String.raw`\b(?:excluding|excludes|excl\.?|not including|without|before)\s+${FEES}[^£\n]{0,20}$`, 'i');

/** Some line holding last year's figure `value` says it leaves the fees out. */
export function feesLeftOut(text: string, value: string): boolean {
  return amountLines(text).some(({ start, end, amounts }) =>
    amounts.some((a) => pence(a.value) === pence(value) && (LEFT_OUT_AFTER.test(text.slice(a.end, end)) || LEFT_OUT_BEFORE.test(text.slice(start, a.start)))),
  );
}
