// Last year's schedule printed again under this year's, for reference ('FOR REFERENCE ONLY – YOUR SCHEDULE LAST YEAR'):
// the same premium row twice ('Annual premium (including IPT)  £845.70', later '… £812.20'), a heading naming last
// year between them. The later row is last year's. Used by money-fields.ts.
import type { Candidate } from './found-field';
import type { MoneyFieldName } from './premium-words';

/** A line between the copies naming the ending year's schedule: 'YOUR SCHEDULE LAST YEAR', 'Previous terms', 'no longer current'. */
const LAST_YEARS_SECTION = /\b(?:last year|previous (?:year|schedule|terms|policy)|expiring|no longer current|superseded)\b/i;
/** A line without a £ figure, short enough to be a heading (a wrapped one may run to two lines). */
const HEADING_LINE = /^[^£]{3,100}$/;

const labelOf = (text: string, c: Candidate) => text.slice(c.labelStart, c.start).replace(/[\s.:£]+/g, ' ').trim().toLowerCase();

export function repeatedSchedule(text: string, byField: Record<MoneyFieldName, Candidate[]>): void {
  const moved: Candidate[] = [];
  for (const first of byField.renewalPremium) {
    for (const later of byField.renewalPremium) {
      if (later.start <= first.end || later.value === first.value || labelOf(text, later) !== labelOf(text, first) || labelOf(text, first) === '') continue;
      const lines = text.slice(first.end, later.labelStart).split('\n').slice(1);
      // A heading line (no £ figure on it) naming last year's schedule, between the two copies.
      if (lines.some((line) => HEADING_LINE.test(line.trim()) && LAST_YEARS_SECTION.test(line))) moved.push(later);
    }
  }
  if (moved.length === 0) return;
  byField.renewalPremium = byField.renewalPremium.filter((c) => !moved.includes(c));
  byField.previousPremium.push(...moved);
}
