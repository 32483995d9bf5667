// A renewal quoted again after a change (a new driver, a move): the letter may print the first price beside the new one
// ('Original renewal price  £612.47' over 'Revised renewal price  £579.88', '£534.17 (no longer valid)'). The price
// the notice withdraws is not the renewal's while it gives another; alone, it asks for a tick. Nor is it last year's
// premium. Used by money-fields.ts.
import type { Candidate } from './found-field';
import type { MoneyFieldName } from './premium-words';
import { lineEndAt } from './text-lines';

/** Words that withdraw a price: 'no longer valid', 'superseded', 'withdrawn', 'original / earlier renewal price'. */
const SUPERSEDED =
  /no longer (?:valid|applies|available|stands)|\bsuperseded\b|\bwithdrawn\b|\b(?:original|earlier|initial)\s+(?:renewal\s+)?(?:quote|quotation|offer|invitation)\b|\b(?:original|earlier|initial)\s+renewal\s+(?:price|premium)\b/i;
/** Words that make a price the one now offered, even where they name the one it replaces ('replaces our original quote'). */
const NOW_OFFERED = /\b(?:amended|revised|updated|corrected|replaces|replacing|instead of)\b/i;

export const SUPERSEDED_PRICE_REASON = 'The notice says this price has been replaced by a newer one: check which price your renewal is at.';

/** The candidate's label and the words after it on its line, up to the next figure ('£534.17 (no longer valid)'). */
function wordsAround(text: string, c: Candidate): string {
  const lineEnd = lineEndAt(text, c.end);
  return `${text.slice(c.labelStart, c.start)} ${text.slice(c.end, lineEnd).split('£')[0]}`;
}

export function supersededPrices(text: string, byField: Record<MoneyFieldName, Candidate[]>): void {
  const superseded = (c: Candidate) => {
    const words = wordsAround(text, c);
    return SUPERSEDED.test(words) && !NOW_OFFERED.test(words);
  };
  byField.previousPremium = byField.previousPremium.filter((c) => !superseded(c));
  const offered = byField.renewalPremium.filter((c) => !superseded(c));
  byField.renewalPremium =
    offered.length > 0 ? offered : byField.renewalPremium.map((c) => ({ ...c, reason: SUPERSEDED_PRICE_REASON }));
}
