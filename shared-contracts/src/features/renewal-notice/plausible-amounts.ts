// Figures no real motor premium or excess has: kept, but flagged for the user to check.
import type { RenewalNoticeField } from './found-field';

/** The policy's money fields take at most 7 digits before the point (policy.ts MONEY). */
const STORABLE = /^\d{1,7}(\.\d{1,2})?$/;
const PREMIUM_MIN = 50;
const PREMIUM_MAX = 20_000;
const EXCESS_MAX = 5_000;

function reasonFor(kind: 'premium' | 'excess', value: string): string | null {
  const amount = Number(value);
  if (!STORABLE.test(value)) return 'This amount is too large to be right: check it.';
  if (kind === 'premium' && amount === 0) return 'A premium of £0 cannot be right: check the figure.';
  if (kind === 'premium' && amount < PREMIUM_MIN) return 'This premium is unusually low for a year of cover: check the figure.';
  if (kind === 'premium' && amount > PREMIUM_MAX) return 'This premium is unusually high for a year of cover: check the figure.';
  if (kind === 'excess' && amount > EXCESS_MAX) return 'This excess is unusually high: check the figure.';
  return null;
}

export function checkAmount(kind: 'premium' | 'excess', field: RenewalNoticeField | undefined): RenewalNoticeField | undefined {
  if (!field) return undefined;
  const reason = reasonFor(kind, field.value);
  return reason ? { ...field, flag: 'check', reason } : field;
}

/** Under a quarter of last year's: a monthly figure taken for the year's, most likely. */
export const UNDER_A_QUARTER_REASON = "This is under a quarter of last year's premium: it may be a monthly payment, not the year's price. Check the figure.";

/** Flags a renewal premium under a quarter of last year's (the notice's, or the premium Renewly holds). */
export function checkAgainstLastYear(field: RenewalNoticeField | undefined, lastYear: RenewalNoticeField | string | number | null | undefined): RenewalNoticeField | undefined {
  if (!field || field.flag) return field;
  const previous = Number(typeof lastYear === 'object' && lastYear !== null ? lastYear.value : lastYear);
  const amount = Number(field.value);
  if (!(previous > 0) || !Number.isFinite(amount) || amount * 4 >= previous) return field;
  return { ...field, flag: 'check', reason: UNDER_A_QUARTER_REASON };
}

