// Excesses a designed letter prints as bare figures with no room for a '£' (excess-bare-rows.ts gives one where it
// can): the figure first, its kind after it ('350 compulsory excess', '600 total own-damage excess'), or the kinds
// listed along a row before their figures ('compulsory voluntary total for any claim   200 250 450'), or an amount
// and its kind a line each under a line naming the excess ('£250 compulsory' / '£100 voluntary' / '£350 in total').
// Read only where the notice states its currency and all three kinds stand, compulsory and voluntary making the total;
// each is then 'medium', so it asks for a tick unless the notice's sums confirm it.
import type { RenewalNoticeField } from './found-field';

type ExcessField = 'compulsoryExcess' | 'voluntaryExcess' | 'totalExcess';

const CURRENCY_STATED = /£|\bGBP\b|\bpounds\b|\bsterling\b/i;
const WHOLE = String.raw`\d{1,3}(?:,\d{3})*`;
/** A cell: a bare figure, then its kind and 'excess' ('350 compulsory excess', '600 total own-damage excess'). */
const FIGURE_FIRST = new RegExp(String.raw`(?:^|\s{2})[ \t]*(${WHOLE}) ((compulsory|voluntary|total)\b[a-z\- ]{0,30}?\bexcess)(?=\s{2}|\s*$)`, 'gim');
/** A row listing the kinds in order, then a gap and at least three bare figures ending the line. */
const KINDS_THEN_FIGURES = new RegExp(String.raw`^[ \t]*compulsory(?: excess)? voluntary(?: excess)? total\b[^\d£\n]*?\s{2,}(${WHOLE}(?: ${WHOLE}){2,})[ \t]*$`, 'gim');

/**
 * Three lines under a line naming the excess and ending in a colon ('Your excess, if you claim for damage to your car,
 * is:'), each an amount then its kind alone ('£250 compulsory', '£100 voluntary', '£350 in total'), as large print sets
 * them.
 */
const KINDS_LISTED_UNDER = new RegExp(
  String.raw`^[^\n]*\bexcess\b[^\n]*:[ \t]*\n[ \t]*£?(${WHOLE})(?:\.00)? compulsory[ \t]*\n[ \t]*£?(${WHOLE})(?:\.00)? voluntary[ \t]*\n[ \t]*£?(${WHOLE})(?:\.00)? (?:in )?total[ \t]*$`,
  'im',
);

const value = (figure: string) => figure.replace(/,/g, '');
const field = (figure: string, snippet: string): RenewalNoticeField => ({ value: value(figure), confidence: 'medium', snippet: snippet.trim().replace(/\s+/g, ' ') });
const addsUp = (c: string, v: string, t: string) => Number(value(c)) + Number(value(v)) === Number(value(t));

export function figureFirstExcesses(text: string): Partial<Record<ExcessField, RenewalNoticeField>> {
  if (!CURRENCY_STATED.test(text) || !/excess/i.test(text)) return {};
  const cells = new Map<string, { figure: string; snippet: string }[]>();
  for (const m of text.matchAll(FIGURE_FIRST)) {
    const kind = m[3]!.toLowerCase();
    cells.set(kind, [...(cells.get(kind) ?? []), { figure: m[1]!, snippet: `${m[1]!} ${m[2]!}` }]);
  }
  const [c, v, t] = ['compulsory', 'voluntary', 'total'].map((k) => cells.get(k));
  if (c?.length === 1 && v?.length === 1 && t?.length === 1 && addsUp(c[0]!.figure, v[0]!.figure, t[0]!.figure)) {
    return { compulsoryExcess: field(c[0]!.figure, c[0]!.snippet), voluntaryExcess: field(v[0]!.figure, v[0]!.snippet), totalExcess: field(t[0]!.figure, t[0]!.snippet) };
  }
  const listed = KINDS_LISTED_UNDER.exec(text);
  if (listed) {
    const [whole, lc, lv, lt] = listed as unknown as [string, string, string, string];
    if (addsUp(lc, lv, lt)) return { compulsoryExcess: field(lc, whole), voluntaryExcess: field(lv, whole), totalExcess: field(lt, whole) };
  }
  const rows = [...text.matchAll(KINDS_THEN_FIGURES)];
  if (rows.length !== 1) return {};
  const [cf, vf, tf] = rows[0]![1]!.split(' ') as [string, string, string];
  if (!addsUp(cf, vf, tf)) return {};
  const snippet = rows[0]![0];
  return { compulsoryExcess: field(cf, snippet), voluntaryExcess: field(vf, snippet), totalExcess: field(tf, snippet) };
}

/** The label readings' fields, with these excesses only where the labels found none of the three. */
export function withFigureFirstExcesses<T extends Partial<Record<ExcessField, RenewalNoticeField>>>(found: T, text: string): T {
  if (found.compulsoryExcess || found.voluntaryExcess || found.totalExcess) return found;
  return { ...found, ...figureFirstExcesses(text) };
}
