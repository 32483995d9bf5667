// Written out rather than through Intl.NumberFormat: a page's first Intl formatter costs 35-50 ms in Chromium
// (ICU's data load on first use), a long task on a phone's first load. money.test.ts checks it against Intl's en-GB.

/** 1234 -> '£1,234' (en-GB, no decimals, halves away from zero). Accepts the numeric strings policies carry; '' for non-numbers. */
export function formatGBP(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(n)) return '';
  const pounds = Math.round(Math.abs(n));
  const grouped = String(pounds).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}£${grouped}`; // like Intl: '-£0' for -0.4
}
