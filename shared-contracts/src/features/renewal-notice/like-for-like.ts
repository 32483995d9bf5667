// Last year's price and this year's compared like for like (issue 47): when the notice says last year's figure
// included add-ons ('Last year you paid (with breakdown and legal protection) £602.75'), this year's figure to
// set beside it is the total with the add-ons, not the car insurance alone. Only when the total is checked (car
// insurance + add-ons = total); the choice is the reader's, so the premium asks for a tick. Used by money-checks.ts.
import type { RenewalNoticeField } from './found-field';

/** Last year's label says it held add-ons: 'including breakdown', 'with legal expenses', 'incl. your extras'. */
const INCLUDED_ADD_ONS = /\b(?:includ\w*|incl\.?|with)\b[^£)]{0,60}?\b(?:breakdown|legal|key cover|hire car|courtesy car|add-ons?|extras)\b/i;

/**
 * A row of both years' prices that says it holds the add-ons ('Total premium including your add-ons  £701.44
 * £768.19', '… (including optional extras)'): like for like, this year's is the price with them. Not 'excluding'.
 */
export const ROW_WITH_ADD_ONS = /\b(?:including|includes|incl\.?|inc\.?|with)\s+(?:your\s+|the\s+|any\s+|all\s+)?(?:optional\s+)?(?:add-ons?|extras)\b/i;
export const ROW_WITH_ADD_ONS_REASON = "This year's price on the notice includes add-ons, as last year's does, so the car insurance alone may differ: check which one you want to keep.";

interface Reading {
  renewalPremium?: RenewalNoticeField;
  previousPremium?: RenewalNoticeField;
  totalPrice?: RenewalNoticeField;
}

export function likeForLike<T extends Reading>(reading: T): T {
  const { renewalPremium: premium, previousPremium: previous, totalPrice: total } = reading;
  if (!premium || !previous || !total?.checked || premium.value === total.value || !INCLUDED_ADD_ONS.test(previous.snippet)) return reading;
  const reason = `Last year's price on the notice included add-ons, so this is this year's total with them (the car insurance alone is £${premium.value}): check which one you want to keep.`;
  return { ...reading, renewalPremium: { ...total, checked: false, flag: 'check', reason } };
}
