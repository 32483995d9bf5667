import { CURRENCY, LOCALE } from '../constants';

const gbp = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 1234 -> '£1,234' (en-GB, no decimals). Accepts the numeric strings policies carry; '' for non-numbers. */
export function formatGBP(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const n = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(n) ? gbp.format(n) : '';
}
