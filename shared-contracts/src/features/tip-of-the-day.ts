import { type Tip, daysBetween, londonDateOf } from '@renewly/shared-contracts';

export const FALLBACK_TIP: Tip = {
  title: 'Compare Insurance Quotes',
  description:
    'Prices for the same cover can differ by hundreds of pounds. Compare quotes on several comparison sites and check insurers that are not listed on them, such as Direct Line, about three weeks before your renewal date.',
  category: 'Savings',
  priority: 'high',
};

/** Day of the year in London, 1 for 1 January. */
export function londonDayOfYear(date: Date): number {
  const today = londonDateOf(date);
  return daysBetween(`${today.slice(0, 4)}-01-01`, today) + 1;
}

/** Spec §7: day-of-year modulo the number of tips; the fallback tip when there are none. */
export function tipOfTheDay(tips: readonly Tip[] | null | undefined, date: Date = new Date()): Tip {
  if (!tips || tips.length === 0) return FALLBACK_TIP;
  return tips[londonDayOfYear(date) % tips.length]!;
}
