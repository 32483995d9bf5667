// Premiums a designed letter prints as big bare figures with their captions after them, tiles the page layout reads
// as one line each ('1,118.40 annual premium for the year ahead, including ipt', '1,059.75 last year's annual
// premium'). Read only where the notice states its currency, where no label gave that premium, and where the caption
// is the premium's whole name: a figure before 'change', 'more than last year', 'a month' or 'saving' is not one. Each
// is 'medium', so it asks for a tick unless the notice's sums confirm it.
import type { RenewalNoticeField } from './found-field';
import { PENCE } from './year-columns-bare';

type PremiumField = 'renewalPremium' | 'previousPremium';

const CURRENCY_STATED = /£|\bGBP\b|\bpounds\b|\bsterling\b/i;
const INCLUDING_TAX = String.raw`(?:,?\s*\(?(?:including|incl\.?|inc\.?)\s+(?:ipt|insurance premium tax)\)?)?`;
/** The caption of next year's premium, whole: 'annual premium for the year ahead', 'renewal premium, including IPT'. */
const RENEWAL_CAPTION = new RegExp(
  String.raw`^(?:your\s+)?(?:(?:new|renewal)\s+)?(?:annual|yearly|renewal)\s+(?:premium|price)(?:\s+for\s+(?:the\s+)?(?:year|12\s+months)\s+ahead|\s+for\s+next\s+year)?${INCLUDING_TAX}$`,
  'i',
);
/** The caption of last year's premium, whole: 'last year's annual premium', 'previous premium'. */
const PREVIOUS_CAPTION = new RegExp(String.raw`^(?:last\s+year[’']?s|previous|expiring)\s+(?:annual\s+)?(?:premium|price)${INCLUDING_TAX}$`, 'i');
/** A cell: a bare amount in pounds and pence at the start of a line or after a gap, then its caption to the next gap. */
const FIGURE_THEN_CAPTION = new RegExp(String.raw`(?:^|\s{2})[ \t]*(${PENCE}) ([a-z][a-z’',.()\- ]{5,70}?)(?=\s{2}|\s*$)`, 'gim');

const field = (figure: string, snippet: string): RenewalNoticeField => ({
  value: figure.replace(/,/g, ''),
  confidence: 'medium',
  snippet: snippet.trim().replace(/\s+/g, ' '),
});

export function figureFirstPremiums(text: string): Partial<Record<PremiumField, RenewalNoticeField>> {
  if (!CURRENCY_STATED.test(text)) return {};
  const cells: Record<PremiumField, { figure: string; snippet: string }[]> = { renewalPremium: [], previousPremium: [] };
  for (const m of text.matchAll(FIGURE_THEN_CAPTION)) {
    const caption = m[2]!.trim().replace(/\s+/g, ' ');
    const kind: PremiumField | null = RENEWAL_CAPTION.test(caption) ? 'renewalPremium' : PREVIOUS_CAPTION.test(caption) ? 'previousPremium' : null;
    if (kind) cells[kind].push({ figure: m[1]!, snippet: `${m[1]!} ${caption}` });
  }
  const found: Partial<Record<PremiumField, RenewalNoticeField>> = {};
  // One caption each, or none: two figures under the same caption are not told apart here.
  for (const kind of ['renewalPremium', 'previousPremium'] as const) {
    const [only, ...more] = cells[kind];
    if (only && more.length === 0) found[kind] = field(only.figure, only.snippet);
  }
  if (found.renewalPremium && found.previousPremium && found.renewalPremium.value === found.previousPremium.value) return {};
  return found;
}

/** The label readings' fields, with each premium read here only where the labels found none. */
export function withFigureFirstPremiums<T extends Partial<Record<PremiumField, RenewalNoticeField>>>(found: T, text: string): T {
  if (found.renewalPremium && found.previousPremium) return found;
  const first = figureFirstPremiums(text);
  return {
    ...found,
    ...(found.renewalPremium || !first.renewalPremium ? {} : { renewalPremium: first.renewalPremium }),
    ...(found.previousPremium || !first.previousPremium ? {} : { previousPremium: first.previousPremium }),
  };
}
