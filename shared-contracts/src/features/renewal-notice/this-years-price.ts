// 'This year' on a renewal notice may mean either year: beside 'Last year' it is the renewal's ('Last year £480 | This
// year £512'); beside a price the notice names as the renewal's it is the year now ending ('Your price this year
// £1,342.75' over 'Your renewal price £1,088.40', a price that fell). Used by money-fields.ts.
import type { Candidate } from './found-field';
import { LAST_YEAR, type MoneyFieldName } from './premium-words';

/** A label for the year now running: 'Your price this year', 'This year's premium', 'Current (policy) year premium'. */
const THIS_YEARS = /\b(?:this|current) (?:policy )?year(?:'s|’s)?\b/i;
/** A label that can only be the renewal's price: 'Your renewal price', 'Next (policy) year's premium', 'New premium', 'for the year ahead'. */
const RENEWALS_OWN = /renewal|renewing|(?:next|coming) (?:policy |insurance )?year|year ahead|next (?:12|twelve) months|\bnew\b/i;

/**
 * Prices read as the renewal's under a 'this year' label move to last year's when another price, a different one, is
 * named as the renewal's by a clear label and nothing is read as last year's already (which would make 'this year' the
 * renewal's).
 */
export function thisYearBesideTheRenewal(text: string, byField: Record<MoneyFieldName, Candidate[]>): void {
  const label = (c: Candidate) => text.slice(c.labelStart, c.start);
  const current = byField.renewalPremium.filter((c) => THIS_YEARS.test(label(c)) && !RENEWALS_OWN.test(label(c)) && !LAST_YEAR.test(label(c)));
  const named = byField.renewalPremium.filter((c) => c.score >= 0.85 && RENEWALS_OWN.test(label(c)) && !THIS_YEARS.test(label(c)));
  if (current.length === 0 || named.length === 0) return;
  const values = new Set(current.map((c) => c.value));
  if (named.some((c) => values.has(c.value)) || byField.previousPremium.some((c) => !values.has(c.value))) return;
  byField.renewalPremium = byField.renewalPremium.filter((c) => !current.includes(c));
  byField.previousPremium = [...byField.previousPremium, ...current.map((c) => ({ ...c, score: Math.min(c.score, 0.85) }))];
}
