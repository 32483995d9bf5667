// A table of cover options priced for the year ahead (issue 47): 'Option | What's included | Price for 12 months' over
// 'Same cover as last year  Comprehensive  £523.14' and 'Recommended cover … £583.74'. The row offering last year's
// cover again is this year's premium of the same scope as last year's; the other options are not. Used by
// money-fields.ts.
import { headingLineAbove } from './heading-above';
import type { Label } from './label-before';
import { MONEY_WORD, NOT_A_PREMIUM, PERIOD_WORD, type Scored } from './premium-words';
import { lineStartAt } from './text-lines';

/** A row naming the cover kept as it is: 'Same cover as last year', 'Your same cover', 'Like-for-like renewal'. */
const SAME_COVER = /^\s*(?:(?:your|the)\s+)?(?:same (?:level of )?cover(?: as (?:last year|now|this year|your current (?:policy|cover)))?|like[- ]for[- ]like(?: cover| renewal)?)\b/i;

/**
 * The heading over such a row: the nearest line above past the table's other rows (those with a '£'), naming a price
 * for a period ('Price for 12 months', 'Annual price'), and no sentence.
 */
function pricedHeadingAbove(text: string, at: number): boolean {
  const heading = headingLineAbove(text, at, 4)?.text;
  return heading !== undefined && !/[.!?]\s*$/.test(heading.trim()) && MONEY_WORD.test(heading) && PERIOD_WORD.test(heading) && !NOT_A_PREMIUM.test(heading.replace(/\b(?:12|twelve) months\b/i, ''));
}

/** The row's own label starts its line with the same-cover words, under a heading pricing the year. */
export function sameCoverRow(text: string, own: Label): Scored | null {
  const lineStart = lineStartAt(text, own.start);
  if (text.slice(lineStart, own.start).trim() !== '' || !SAME_COVER.test(own.text) || NOT_A_PREMIUM.test(own.text)) return null;
  return pricedHeadingAbove(text, lineStart) ? { field: 'renewalPremium', score: 0.85 } : null;
}
