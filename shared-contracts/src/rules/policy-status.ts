import { UPCOMING_WINDOW_DAYS, URGENT_WINDOW_DAYS } from '../constants';
import { daysBetween, londonToday } from './dates';

export type PolicyStatus = 'expired' | 'urgent' | 'upcoming' | 'active';

export const POLICY_STATUS_LABELS: Record<PolicyStatus, string> = {
  expired: 'Expired',
  urgent: 'Renewal Due',
  upcoming: 'Upcoming',
  active: 'Active',
};

/** Whole calendar days from today in London to the renewal date (negative once past; NaN for a bad date). */
export function daysToRenewal(renewalDate: string, now: Date = new Date()): number {
  return daysBetween(londonToday(now), renewalDate.slice(0, 10));
}

/** Spec §4: 0 or less expired, 1-30 urgent, 31-60 upcoming, more than 60 active. NaN counts as expired. */
export function policyStatus(days: number): PolicyStatus {
  if (!(days > 0)) return 'expired';
  if (days <= URGENT_WINDOW_DAYS) return 'urgent';
  if (days <= UPCOMING_WINDOW_DAYS) return 'upcoming';
  return 'active';
}
