// Last year's figure named as the one this year's is set against: 'We compare your renewal price with £702.55',
// 'Change compared with your adjusted premium of £702.55  +£28.85', 'Increase on £748.62  £22.68'. Of two figures for
// last year (the premium when the policy started and again after a change mid-term), the one compared with is the
// like-for-like one. Used by money-fields.ts.
import type { Candidate } from './found-field';
import type { MoneyFieldName } from './premium-words';

/** The words right before the amount make it what is compared with: '… compare your renewal price with', 'compared to your premium of'. */
export const COMPARED_WITH_BEFORE =
  /\bcompare[ds]?\b(?:\s+(?:it|this|(?:your|the) (?:renewal |new )?(?:price|premium)))?\s+(?:with|to|against)(?:\s+(?:your|the)(?:\s+(?:adjusted|annual|previous|current|amended|revised))*\s+(?:premium|price|figure)(?:\s+of)?)?[ \t]*$/i;
/** A rise or fall said on or from a figure: 'Increase on £748.62', 'Change from £702.55'. */
const CHANGE_ON_BEFORE = /\b(?:increase|decrease|rise|fall|change|difference|reduction)\s+(?:on|from)[ \t]*$/i;

type Amount = { start: number; value: string };

/** The values the notice compares this year's price with. */
export function comparedWith(text: string, amounts: readonly Amount[]): Set<string> {
  const values = new Set<string>();
  for (const a of amounts) {
    const before = text.slice(Math.max(0, a.start - 90), a.start).split('\n').pop()!.replace(/£[ \t]*$/, '');
    if (COMPARED_WITH_BEFORE.test(before) || CHANGE_ON_BEFORE.test(before)) values.add(a.value);
  }
  return values;
}

/**
 * Last year's candidates that disagree, one of them the figure compared with: only that one is kept. Nothing changes
 * when none, or more than one, of last year's values is compared with.
 */
export function keepComparedWith(text: string, amounts: readonly Amount[], byField: Record<MoneyFieldName, Candidate[]>): void {
  const values = new Set(byField.previousPremium.map((c) => c.value));
  if (values.size < 2) return;
  const compared = [...comparedWith(text, amounts)].filter((v) => values.has(v));
  if (compared.length === 1) byField.previousPremium = byField.previousPremium.filter((c) => c.value === compared[0]);
}
