// An app's tiles, each a period over its price and nothing else: 'Next 12 months' / '£389.64' and, further down,
// 'Previous 12 months' / '£362.10'. Only a pair (one tile for the coming period, one for the ending) is read: the
// period alone says which year's price each is. A looser reading than a label: it asks for a tick unless a sum
// confirms it. Used by money-fields.ts.
import type { Candidate } from './found-field';
import type { MoneyFieldName } from './premium-words';
import { findAmounts } from './uk-amounts';

/** A tile's heading: only a period ('Previous 12 months', 'Next year', 'Last 12 months:'). */
const PERIOD_ONLY = /^[ \t]*(?:(previous|last|past|prior)|next|coming|new) (?:12 months|twelve months|year|policy year)[ \t]*:?[ \t]*$/i;
/** A tile's price: the amount alone on its line, or with 'a year' / '/year' after it. */
const PRICE_ALONE = /^[ \t]*£[ \t]?[\d,]+(?:\.\d{2})?(?:[ \t]*(?:a|per|\/)[ \t]*year)?[ \t]*$/i;

export function periodTiles(text: string, byField: Record<MoneyFieldName, Candidate[]>): void {
  const lines = text.split('\n');
  let at = 0;
  const tiles: { field: MoneyFieldName; candidate: Candidate }[] = [];
  lines.forEach((line, i) => {
    const lineStart = at;
    at += line.length + 1;
    const period = PERIOD_ONLY.exec(line);
    const below = lines[i + 1];
    if (!period || below === undefined || !PRICE_ALONE.test(below)) return;
    const amount = findAmounts(below)[0];
    if (!amount) return;
    const belowStart = lineStart + line.length + 1;
    const field = period[1] ? 'previousPremium' : 'renewalPremium';
    tiles.push({ field, candidate: { value: amount.value, score: 0.8, labelStart: lineStart, start: belowStart + amount.start, end: belowStart + amount.end } });
  });
  const fields = new Set(tiles.map((t) => t.field));
  // One tile for each period, no more.
  if (tiles.length !== 2 || fields.size !== 2) return;
  for (const t of tiles) byField[t.field].push(t.candidate);
}
