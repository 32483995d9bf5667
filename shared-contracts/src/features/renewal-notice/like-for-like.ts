// Last year's price and this year's compared like for like (issue 47): when the notice says last year's figure
// included add-ons ('Last year you paid (with breakdown and legal protection) £602.75', or a sentence saying what
// it covered: 'Last year's price is what you paid for your car insurance and the same optional extras'), this year's
// figure to set beside it is the total with the add-ons, not the car insurance alone. Only when the total is checked (car
// insurance + add-ons = total); the choice is the reader's, so the premium asks for a tick. Used by money-checks.ts.
import type { RenewalNoticeField } from './found-field';
import { LAST_YEAR, premiumScore } from './premium-words';
import { amountLines, pence } from './uk-amounts';

// One vocabulary for the three places the notice says a figure holds the add-ons: the words that join them on, the
// add-ons named together ('optional extras', 'add-ons') and one by one ('breakdown cover', 'legal expenses').
const INCLUDING = String.raw`includ(?:es|ing)|incl\.?`;
const DETERMINER = String.raw`(?:(?:the\s+same|your|any|all|the)\s+)?`;
const ADD_ONS_TOGETHER = String.raw`(?:optional\s+)?(?:extras|add-ons?)`;
const ADD_ONS_BY_NAME = String.raw`breakdown(?:\s+cover)?|legal(?:\s+(?:cover|expenses|protection|services))?|key cover|hire car|courtesy car`;

/**
 * Last year's label says it held add-ons: 'including breakdown', 'with legal expenses', 'incl. your extras', '(same
 * cover and extras)'.
 */
const INCLUDED_ADD_ONS = new RegExp(String.raw`\b(?:includ\w*|incl\.?|with|and|plus)\b[^£)]{0,60}?\b(?:${ADD_ONS_TOGETHER}|${ADD_ONS_BY_NAME})\b`, 'i');

/**
 * A row of both years' prices that says it holds the add-ons ('Total premium including your add-ons  £701.44
 * £768.19', '… (including optional extras)'): like for like, this year's is the price with them. Not 'excluding'.
 */
export const ROW_WITH_ADD_ONS = new RegExp(String.raw`\b(?:${INCLUDING}|inc\.?|with)\s+${DETERMINER}${ADD_ONS_TOGETHER}\b`, 'i');
export const ROW_WITH_ADD_ONS_REASON = "This year's price on the notice includes add-ons, as last year's does, so the car insurance alone may differ: check which one you want to keep.";

/** A mention of last year's figure that a sentence goes on to define ('Last year's price is what you paid for …'). */
const LAST_YEARS_FIGURE = /\blast year['’]?s (?:price|premium)\b|\b(?:price|premium|what) you paid last year\b|\blast year you paid\b/gi;
/**
 * The sentence says the figure covered the add-ons: '… your car insurance and the same optional extras', '… includes
 * any add-ons you had'. The add-ons word must follow the joining word closely: 'including any changes you made' is not.
 */
// Also the add-on before its word: '… for the same cover, breakdown included'.
const SENTENCE_WITH_ADD_ONS = new RegExp(
  String.raw`\b(?:and|with|plus|${INCLUDING}|covers?)\s+${DETERMINER}(?:${ADD_ONS_TOGETHER}|${ADD_ONS_BY_NAME})\b|\b(?:${ADD_ONS_TOGETHER}|${ADD_ONS_BY_NAME})\s+(?:included|includ(?:ed|ing) too)\b`,
  'i',
);
/** Said not to cover them: 'not including optional extras', 'excludes', 'without', 'doesn't include'. */
const NOT_COVERED = /\b(?:not|no|excluding|excludes?|without|except|other than|apart from)\b|n['’]t\b/i;

const ROW_ENDS_IN_FIGURE = /£\s?[\d,]+(?:\.\d{2})?\s*$/;

/** A sentence of the notice defining last year's figure says it held the add-ons (and not that it left them out). */
function lastYearsSentenceHasAddOns(text: string): boolean {
  return [...text.matchAll(LAST_YEARS_FIGURE)].some((m) => {
    const line = text.slice(m.index).split('\n', 1)[0]!;
    // A row ending in its figure ('Last year's price  £748.36') is no sentence: the rows under it are not its words.
    const rest = (ROW_ENDS_IN_FIGURE.test(line) ? line : text.slice(m.index, m.index + 300)).replace(/\s+/g, ' ');
    // The sentence ends at a full stop that is no decimal point ('£748.36').
    const sentence = rest.slice(0, rest.search(/[.!?](?!\d)|$/));
    const addOns = SENTENCE_WITH_ADD_ONS.exec(sentence);
    return addOns !== null && !NOT_COVERED.test(sentence.slice(0, addOns.index + addOns[0].length));
  });
}

interface Reading {
  renewalPremium?: RenewalNoticeField;
  previousPremium?: RenewalNoticeField;
  totalPrice?: RenewalNoticeField;
}

export function likeForLike<T extends Reading>(reading: T, text: string): T {
  const { renewalPremium: premium, previousPremium: previous, totalPrice: total } = reading;
  if (!premium || !previous || !total?.checked || premium.value === total.value) return reading;
  // Said on last year's own line, or in a sentence of the notice saying what last year's figure covered.
  // Not an aside that says it left them out on the way ('(including IPT, without optional extras)').
  const ownLine = INCLUDED_ADD_ONS.exec(previous.snippet);
  if ((!ownLine || NOT_COVERED.test(ownLine[0])) && !lastYearsSentenceHasAddOns(text)) return reading;
  const reason = `Last year's price on the notice included add-ons, so this is this year's total with them (the car insurance alone is £${premium.value}): check which one you want to keep.`;
  return { ...reading, renewalPremium: { ...total, checked: false, flag: 'check', reason } };
}

/**
 * The notice itself calls the total with the add-ons this year's price ("This year's price  £655.40" over the parts),
 * not only a total ('Total including optional extras  £740.67'): then keeping the car insurance alone is the reader's
 * choice, and asks for a tick even where the sums agree (instalments.ts).
 */
export function totalNamedAsThePrice(text: string, total: RenewalNoticeField): boolean {
  return amountLines(text).some(({ start, amounts }) =>
    amounts.some((a) => {
      if (pence(a.value) !== pence(total.value)) return false;
      const label = text.slice(start, a.start);
      return premiumScore(label) > 0 && !/\btotal\b|extras|add-ons?/i.test(label) && !LAST_YEAR.test(label);
    }),
  );
}
