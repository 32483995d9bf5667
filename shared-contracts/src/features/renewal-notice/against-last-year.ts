// This year's price set against last year's in one sentence, the second figure named only by its year: 'renewal terms
// of £1,046.72 for the year ahead, against £979.50 last year', 'we can offer renewal at £214.50, against £198.75 this
// time last year'. Neither figure needs a money word of its own: the comparison says both are the year's price.
// Not a month's figure, nor an add-on's or a difference's ('breakdown cover at £62, against £55 last year').
import type { Candidate } from './found-field';
import { labelBefore } from './label-before';
import { AFTER_IS_MONTHLY, AFTER_IS_YEARLY, NOT_A_PREMIUM, THIS_YEAR, premiumScore, type MoneyFieldName } from './premium-words';

/** The words between the two figures: the rest of the first's clause, then 'against' ('…for the year ahead, against'). */
const AGAINST_BETWEEN = /^[^£.!?;]{0,60}?,?\s+against\s*$/i;
/** The words after the second: only its year ('last year', 'this time last year'), not 'last year's excess'. */
const LAST_YEAR_NEXT = /^\s*(?:(?:at\s+)?this time |at the same time )?last year\b(?!['’])/i;
/** The first figure's clause goes on to say it is the year's: '£214.50 for another year'. */
const ANOTHER_YEAR_AFTER = /^\s*for (?:another|a further) (?:year|12 months)\b/i;

type Amount = { start: number; end: number; value: string };

export function againstLastYear(text: string, amounts: readonly Amount[], byField: Record<MoneyFieldName, Candidate[]>): void {
  amounts.forEach((renewal, i) => {
    const previous = amounts[i + 1];
    if (!previous) return;
    const between = text.slice(renewal.end, previous.start).replace(/\s+/g, ' ');
    if (!AGAINST_BETWEEN.test(between) || NOT_A_PREMIUM.test(between)) return;
    const afterPrevious = text.slice(previous.end, previous.end + 40);
    if (!LAST_YEAR_NEXT.test(afterPrevious) || AFTER_IS_MONTHLY.test(between) || AFTER_IS_MONTHLY.test(afterPrevious)) return;
    const label = labelBefore(text, renewal.start);
    const words = label.text.replace(/\s+/g, ' ');
    if (NOT_A_PREMIUM.test(words)) return;
    // The first figure is the renewal's price by its own words or the words after it.
    if (!THIS_YEAR.test(words) && premiumScore(words) === 0 && !AFTER_IS_YEARLY.test(between) && !ANOTHER_YEAR_AFTER.test(between)) return;
    byField.renewalPremium.push({ value: renewal.value, score: 0.85, labelStart: label.start, start: renewal.start, end: renewal.end });
    byField.previousPremium.push({ value: previous.value, score: 0.85, labelStart: label.start, start: previous.start, end: previous.end });
  });
}
