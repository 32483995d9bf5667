// Cover levels priced side by side as cards (a web page's or app's renewal screen): the card marked as the cover
// kept ('Comprehensive · Your current cover' over '£537.90 a year') holds this year's price. The marker is a short
// cell of its own; the price is the first amount below it in the same column (cards stand side by side, so another
// level's price may come first on the page). A looser reading than a label: it asks for a tick unless a sum confirms
// it. Used by money-fields.ts.
import type { Candidate } from './found-field';
import { AFTER_IS_MONTHLY, NOT_A_PREMIUM } from './premium-words';
import { findAmounts } from './uk-amounts';

/**
 * A card's marker ending its cell: 'Your current cover', 'Premier · Current plan', '(your cover)'; not a heading that
 * goes on ('Choose your cover for 2027').
 */
const MARKER = /\b(?:your\s+(?:current\s+)?|current\s+)(?:cover|level|plan)\)?$/i;
/** Cells: runs of words with single spaces inside, two or more between. */
const CELL = /\S+(?: \S+)*/g;
/** How many lines under the marker the card's price may be. */
const REACH = 5;
/** After the amount: a month's figure or a per-month tag ('/month', 'pm'). */
const MONTHLY_AFTER = /^\s*(?:\/\s*(?:month|mo)\b|pm\b|p\/m\b)/i;

export function currentCoverCard(text: string): Candidate | null {
  const lines = text.split('\n');
  const starts: number[] = [];
  lines.reduce((at, line) => (starts.push(at), at + line.length + 1), 0);
  const found: Candidate[] = [];
  lines.forEach((line, i) => {
    if (findAmounts(line).length > 0) return;
    for (const cell of line.matchAll(CELL)) {
      const words = cell[0];
      if (!MARKER.test(words) || words.split(' ').length > 8 || /[.!?:]$/.test(words) || NOT_A_PREMIUM.test(words)) continue;
      const from = cell.index;
      const to = from + words.length;
      for (let j = i + 1; j < Math.min(lines.length, i + 1 + REACH); j += 1) {
        // Within the column: an amount starting under the marker's cell (give or take two characters).
        const amount = findAmounts(lines[j]!).find((a) => a.start >= from - 2 && a.start <= to);
        if (!amount) continue;
        const before = lines[j]!.slice(Math.max(0, from - 2), amount.start);
        const after = lines[j]!.slice(amount.end);
        if (NOT_A_PREMIUM.test(before) || AFTER_IS_MONTHLY.test(after) || MONTHLY_AFTER.test(after)) break;
        found.push({ value: amount.value, score: 0.8, labelStart: starts[i]! + from, start: starts[j]! + amount.start, end: starts[j]! + amount.end });
        break;
      }
    }
  });
  // Two cards marked with different prices: the page does not say which is kept.
  return found.length > 0 && found.every((c) => c.value === found[0]!.value) ? found[0]! : null;
}
