/**
 * 'Renewal date is today', 'Renews tomorrow', 'Renews in 12 days', 'Expired 3 days ago'. Day 0 already counts as
 * expired (spec §4), so it never says 'Renews' beside an 'Expired' label.
 */
export function renewalCountdown(days: number): string {
  if (Number.isNaN(days)) return '';
  if (days === 0) return 'Renewal date is today';
  if (days === 1) return 'Renews tomorrow';
  if (days > 1) return `Renews in ${days} days`;
  return days === -1 ? 'Expired yesterday' : `Expired ${-days} days ago`;
}
