// Two rows side by side in a box that name only their years, each with one amount: 'This year  £571.18' over 'Last
// year  £634.90' (or 'Last year' first, or 'This year | Next year'): the two years' premiums, though no word says
// 'premium' or 'price'. A row alone, or beside a row that says anything else, is not read by this rule.
import type { Label } from './label-before';
import { NOT_A_PREMIUM, type Scored } from './premium-words';
import { findAmounts } from './uk-amounts';
import { lineStartAt } from './text-lines';

/** A row label that is only a year: 'This year', 'Last year:', 'Next year's'. */
const YEAR_ONLY = /^\s*(this|last|previous|next|coming) year(?:'s|’s)?\s*:?\s*$/i;

/** The row's label (before its one amount) and whether it holds exactly one amount; null for a line of words or several amounts. */
function oneAmountRow(line: string): string | null {
  const amounts = findAmounts(line);
  if (amounts.length !== 1 || line.slice(amounts[0]!.end).trim() !== '') return null;
  return line.slice(0, amounts[0]!.start);
}

/** The line starting at `lineStart`, without its line break. */
function lineFrom(text: string, lineStart: number): string {
  const end = text.indexOf('\n', lineStart);
  return text.slice(lineStart, end < 0 ? text.length : end);
}

/** The line next to the one starting at `lineStart`, `step` 1 (below) or -1 (above), or null at the text's edge. */
function nextLine(text: string, lineStart: number, step: 1 | -1): string | null {
  if (step === 1) {
    const end = text.indexOf('\n', lineStart);
    return end < 0 ? null : lineFrom(text, end + 1);
  }
  if (lineStart === 0) return null;
  return text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
}

/** The pair's other row is below the row starting at `lineStart` (so that row is the pair's first). */
function nextLineIsPair(text: string, lineStart: number): boolean {
  const line = nextLine(text, lineStart, 1);
  const row = line === null ? null : oneAmountRow(line);
  return row !== null && YEAR_ONLY.test(row);
}

export function yearPairRow(text: string, label: Label): Scored | null {
  const own = YEAR_ONLY.exec(label.text)?.[1]?.toLowerCase();
  if (!own) return null;
  const lineStart = lineStartAt(text, label.start);
  const ownLine = oneAmountRow(lineFrom(text, lineStart));
  if (ownLine === null || !YEAR_ONLY.test(ownLine)) return null;
  const pairs = ([1, -1] as const).flatMap((step) => {
    const line = nextLine(text, lineStart, step);
    const other = line === null ? null : oneAmountRow(line);
    const year = other === null ? undefined : YEAR_ONLY.exec(other)?.[1]?.toLowerCase();
    return year && year !== own ? [year] : [];
  });
  if (pairs.length !== 1) return null;
  const other = pairs[0]!;
  // Under a heading of something else ('Voluntary excess' / 'This year: £250' / 'Last year: £200'): not premiums.
  const pairStart = nextLineIsPair(text, lineStart) ? lineStart : text.lastIndexOf('\n', lineStart - 2) + 1;
  const heading = nextLine(text, pairStart, -1);
  if (heading !== null && NOT_A_PREMIUM.test(heading)) return null;
  // Of 'this' and 'next' year, this year is the one ending; of 'this' and 'last' year, this year is the renewal's.
  const older = (year: string) => year === 'last' || year === 'previous' || (year === 'this' && (other === 'next' || other === 'coming'));
  if (older(own) === older(other)) return null;
  return { field: older(own) ? 'previousPremium' : 'renewalPremium', score: 0.8 };
}
