// A statement system's excess row written in a code its key explains ('XS C/V/T AD ..........250/150/400' with the key
// 'XS C/V/T   EXCESS: COMPULSORY / VOLUNTARY / TOTAL'): the row's three bare figures are the kinds the key lists, in
// its order, when the first two make the third. The row is set out in the key's words ('EXCESS: COMPULSORY /
// VOLUNTARY / TOTAL  £250 / £150 / £400'), which every other reading reads. Only the first row in that code (the
// accidental damage row; another peril's row may differ). Used by parseRenewalNotice before the bare figures are read.
import { escaped } from './own-name-brand';
import { pence } from './uk-amounts';

/** The key's line (or its second column): a code, two spaces or more, then the excess's kinds listed in order. */
const KEY_LINE = /^(?:[^\n]*?[ \t]{2})?[ \t]*(\S+(?:[ \t]{1,2}\S+)?)[ \t]{2,}(excess(?:es)?:?[ \t]+(?:compulsory|voluntary|total)[ \t]*\/[ \t]*(?:compulsory|voluntary|total)[ \t]*\/[ \t]*(?:compulsory|voluntary|total))\b/im;
const FIGURE = String.raw`(\d{1,3}(?:,\d{3})?(?:\.\d{2})?)`;

export function excessesByTheirKey(text: string): string {
  const key = KEY_LINE.exec(text);
  if (!key) return text;
  const [code, meaning] = [key[1]!, key[2]!.replace(/\s+/g, ' ')];
  const row = new RegExp(String.raw`^([ \t]*)${escaped(code).replace(/[ \t]+/g, '[ \\t]+')}\b[^\n\d]*?[ \t.…]{2,}${FIGURE}[ \t]*\/[ \t]*${FIGURE}[ \t]*\/[ \t]*${FIGURE}[ \t]*$`, 'im');
  const m = row.exec(text);
  if (!m || m.index === key.index) return text;
  const [a, b, c] = [m[2]!, m[3]!, m[4]!].map((f) => pence(f.replace(/,/g, '')));
  const kinds = meaning.toLowerCase().match(/compulsory|voluntary|total/g)!;
  const byKind = Object.fromEntries(kinds.map((k, i) => [k, [a, b, c][i]!]));
  if (new Set(kinds).size !== 3 || byKind.compulsory! + byKind.voluntary! !== byKind.total) return text;
  const setOut = `${m[1]}${meaning}  £${m[2]} / £${m[3]} / £${m[4]}`;
  return `${text.slice(0, m.index)}${setOut}${text.slice(m.index + m[0].length)}`;
}
