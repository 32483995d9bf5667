// A photo's row 'Last year's premium £331.75' whose first word OCR garbled at the box's edge ('i.year'spremium',
// 'Ltyear's premium'): the row says it is a year's premium but not which year. Beside a price the notice names as the
// renewal's, a different figure, it is the other year's: last year's. Only a guess at the lost word, so it asks for a
// tick. Used by money-fields.ts.
import type { Candidate } from './found-field';
import type { MoneyFieldName } from './premium-words';

/**
 * A row's whole label: up to three characters that are no word (what is left of 'Last', 'This' or 'Next'), then
 * "year's premium" (its spaces maybe lost). Not a label that says its year ('Last year's premium', 'New year's
 * premium', 'This year's premium'): those are read as they say.
 */
const GARBLED_YEAR_LABEL = /^[ \t]*[^\sA-Za-z0-9£]{0,2}(?!new\b)[A-Za-z.,:;'’|]{0,3}[ \t]?year['’]?s?[ \t]*premium[ \t]*:?[ \t]*$/i;
/** The renewal's own price, by a clear label ('Renewal premium', 'Your new premium', 'Next year's premium'). */
const RENEWALS_OWN = /renewal|renewing|\bnew\b|next (?:policy )?year|year ahead|coming year/i;

/** A row label of its year alone whose first word OCR garbled at the table's edge ('his year', 'Th.s year'): which year, unknown. */
export const GARBLED_YEAR_ONLY = /^[ \t]*[^\sA-Za-z0-9£]{0,2}(?!new\b|last\b|this\b|next\b)[A-Za-z.,:;'’|]{1,4}[ \t]?year[ \t]*:?[ \t]*$/i;
export const GARBLED_THIS_YEAR_REASON = "The words before this figure were hard to read: check it is this year's premium.";
export const GARBLED_YEAR_REASON = "The words before this figure were hard to read: check it is last year's premium.";

export function garbledYearRow(text: string, byField: Record<MoneyFieldName, Candidate[]>): void {
  if (byField.previousPremium.length > 0) return;
  const label = (c: Candidate) => text.slice(c.labelStart, c.start);
  const garbled = byField.renewalPremium.filter((c) => GARBLED_YEAR_LABEL.test(label(c)));
  const named = byField.renewalPremium.filter((c) => c.score >= 0.85 && RENEWALS_OWN.test(label(c)) && !garbled.includes(c));
  if (garbled.length !== 1 || named.length === 0 || named.some((c) => c.value === garbled[0]!.value)) return;
  byField.renewalPremium = byField.renewalPremium.filter((c) => c !== garbled[0]);
  byField.previousPremium = [{ ...garbled[0]!, score: 0.8, reason: GARBLED_YEAR_REASON }];
}
