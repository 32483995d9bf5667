// The depreciation model, documented with worked examples in docs/depreciation.md. Values are shares of the car's
// price when new; where the dataset holds a sourced new price they are also given in pounds, as a range.

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

/** How far either side of the model's figure the shown range reaches: mileage and condition move a car's value. */
export const RANGE_SPREAD = 0.1;

const toHundred = (pounds: number) => Math.max(100, Math.round(pounds / 100) * 100);

/** The model's value in whole pounds of a car bought new at `newPrice` (whole pounds), at `age` whole years. */
export function poundsAt(newPrice: number, age: number, ev: boolean): number {
  return Math.round(newPrice * retainedShare(age, ev));
}

/** The shown range: the model's figure less and plus RANGE_SPREAD, each to the nearest £100 (at least £100). */
export function valueRange(newPrice: number, age: number, ev: boolean): { low: number; high: number } {
  const value = newPrice * retainedShare(age, ev);
  return { low: toHundred(value * (1 - RANGE_SPREAD)), high: toHundred(value * (1 + RANGE_SPREAD)) };
}

/** The chart's ages: from new to ten years, or to the car's age when it is older (at most 20). */
export function curveAges(age: number | null): number[] {
  const last = Math.min(20, Math.max(10, age ?? 0));
  return Array.from({ length: last + 1 }, (_, i) => i);
}

/** The estimated value by year of age: the share kept, and whole pounds when the new price is known. */
export function valueCurve(newPrice: number | null, ev: boolean, age: number | null) {
  return curveAges(age).map((a) => ({
    age: a,
    share: Math.round(retainedShare(a, ev) * 10_000) / 10_000,
    gbp: newPrice === null ? null : poundsAt(newPrice, a, ev),
  }));
}
