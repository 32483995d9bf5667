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
