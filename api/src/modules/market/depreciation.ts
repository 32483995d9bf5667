// The depreciation model, documented with worked examples in docs/depreciation.md. Values are shares of the car's
// price when new: the dataset holds no new prices it could source, so no pound figure is given.

/** The AA (theaa.com, car-buying/depreciation, undated): around 40% can go in the first year. */
export const ICE_RETAINED_AFTER_1_YEAR = 0.6;
/** cap hpi as reported by This is Money (about 2025): the average EV lost 43.2% in its first year. */
export const EV_RETAINED_AFTER_1_YEAR = 1 - 0.432;
/** The AA: the average car keeps about 40% of its value after three years at 10,000 miles a year. */
export const RETAINED_AFTER_3_YEARS = 0.4;
/** Renewly's assumption (no source gives one): from year 4 a car loses 10% of its remaining value a year. */
export const LATER_YEARLY_LOSS = 0.1;

/** The share of its new price a car keeps at `age` whole years, for the ICE or EV profile. */
export function retainedShare(age: number, ev: boolean): number {
  const first = ev ? EV_RETAINED_AFTER_1_YEAR : ICE_RETAINED_AFTER_1_YEAR;
  // Years 2 and 3 lose the same share each, taking an ICE car from 60% to the AA's 40%; EVs follow the same ratio.
  const yearTwoThree = Math.sqrt(RETAINED_AFTER_3_YEARS / ICE_RETAINED_AFTER_1_YEAR);
  if (age <= 0) return 1;
  if (age === 1) return first;
  if (age === 2) return first * yearTwoThree;
  return first * yearTwoThree ** 2 * (1 - LATER_YEARLY_LOSS) ** (age - 3);
}

/** The share of its value the car is expected to lose in its coming year of age. */
export function yearlyLoss(age: number, ev: boolean): number {
  return 1 - retainedShare(age + 1, ev) / retainedShare(age, ev);
}

export const percent = (share: number) => `${Math.round(share * 100)}%`;
