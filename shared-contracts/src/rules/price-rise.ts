// The renewal price jump (issue 25): how much more this year's premium is than last year's, shown on the policy
// card, the dashboard's renewal list and the renewal-notice review when it is at least 10% or £50.
import { formatGBP } from './money';

export const PRICE_RISE_MIN_PERCENT = 10;
export const PRICE_RISE_MIN_POUNDS = 50;

export interface PriceRise {
  /** The rise in pounds, to the penny. */
  pounds: number;
  /** The rise as a percentage of last year's premium, rounded to a whole per cent. */
  percent: number;
}

function amountOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The rise from last year's premium to this year's when it is worth pointing out; null otherwise (or unknown). */
export function priceRise(previous: number | string | null | undefined, current: number | string | null | undefined): PriceRise | null {
  const before = amountOf(previous);
  const now = amountOf(current);
  if (before === null || now === null || before <= 0 || now <= before) return null;
  const pounds = Math.round((now - before) * 100) / 100;
  const exactPercent = (pounds / before) * 100;
  if (exactPercent < PRICE_RISE_MIN_PERCENT && pounds < PRICE_RISE_MIN_POUNDS) return null;
  return { pounds, percent: Math.round(exactPercent) };
}

/** What the card reads to tell a renewal still to decide from one already answered. */
export interface RenewalPricesView {
  previousPremium?: string | null;
  currentPremium?: string | null;
  /** The notice's offer for the coming year (rules/policy-terms.ts): a renewal being decided. */
  renewalOffer?: string | null;
  /** Set when "What happened at renewal?" was answered and the policy rolled into this year. */
  termBought?: string | null;
}

/**
 * The rise to point out beside a policy: only while its renewal is still to decide. Once the renewal is answered the
 * policy has rolled on (termBought set, no new offer yet), and last year's jump is no news for the whole year after.
 */
export function renewalPriceRise(p: RenewalPricesView): PriceRise | null {
  if (p.termBought && !p.renewalOffer) return null;
  return priceRise(p.previousPremium, p.currentPremium);
}

/** '£120 (20%)': the rise in whole pounds, as the cards show amounts, and per cent. */
export function formatPriceRise(rise: PriceRise): string {
  return `${formatGBP(rise.pounds)} (${rise.percent}%)`;
}

/** 'Up £78 (13%) on last year': the rise in words, on the card, in the review and on the dashboard. */
export function priceRiseHeadline(rise: PriceRise): string {
  return `Up ${formatPriceRise(rise)} on last year`;
}
