// The quote estimate model, documented with worked examples in docs/quote-estimate.md. A pure function: the same
// inputs always give the same quotes. The figures it starts from are published ones (uk-references.md); the
// adjustment factors are Renewly's stated assumptions, not any insurer's pricing.

import { MAX_QUOTES_PER_VEHICLE } from '@renewly/shared-contracts';
import { INSURER_LINKS } from '@renewly/shared-contracts/features/insurance-links';

/** ABI motor premium tracker, comprehensive cover, average premium actually paid in Q3 2025. */
export const ABI_AVERAGE_PREMIUM = { amount: 551, period: 'Q3 2025', source: 'ABI motor premium tracker' } as const;

/**
 * Cover level relative to comprehensive, from MoneySuperMarket's Q1 2020 averages (comprehensive GBP 485, third
 * party fire and theft GBP 872, third party only GBP 1,422): riskier drivers choose the lesser covers.
 */
export const COVER_FACTORS: Record<string, number> = {
  Comprehensive: 1,
  'Third Party Fire & Theft': 872 / 485,
  'Third Party Only': 1422 / 485,
};

/** Vehicle class by segment: a stand-in for the insurance-group band (assumption; not Thatcham's group). */
export const CLASS_FACTORS: Record<string, number> = {
  'City car': 0.85,
  Supermini: 0.9,
  'Small SUV': 0.95,
  'Small family car': 1,
  MPV: 1,
  'Large family car': 1.05,
  'Family SUV': 1.05,
  Pickup: 1.1,
  'Executive car': 1.2,
  'Large SUV': 1.25,
  'Sports car': 1.4,
  'Luxury car': 1.45,
};

/** Vehicle age: newer cars cost more to repair, older ones are worth less (assumption). */
export function ageFactor(ageYears: number | null): number {
  if (ageYears === null) return 1;
  if (ageYears <= 2) return 1.05;
  if (ageYears >= 10) return 0.95;
  return 1;
}

export const REFERENCE_EXCESS = 250;
/** Each GBP 100 of excess above the policy's lowers the premium 3%, below it raises it 3% (assumption). */
export const EXCESS_STEP = { pounds: 100, factor: 0.03 } as const;

export function excessFactor(quoteExcess: number, policyExcess: number): number {
  return 1 - ((quoteExcess - policyExcess) / EXCESS_STEP.pounds) * EXCESS_STEP.factor;
}

/**
 * Providers a quote may name, each with a price spread and an excess offset (assumptions that spread the estimates
 * as a market does; no insurer's real pricing). Saga (drivers over 50) and By Miles (pay per mile) are left out:
 * they do not quote for everyone.
 */
export const PROVIDERS: readonly { name: string; spread: number; excessOffset: number }[] = [
  { name: 'Admiral', spread: 0.9, excessOffset: 0 },
  { name: 'Direct Line', spread: 1.04, excessOffset: 0 },
  { name: 'Aviva', spread: 0.97, excessOffset: 100 },
  { name: 'Churchill', spread: 1.02, excessOffset: 0 },
  { name: 'Hastings Direct', spread: 0.88, excessOffset: 150 },
  { name: 'LV=', spread: 0.95, excessOffset: 0 },
  { name: 'AXA', spread: 1.0, excessOffset: 100 },
  { name: 'esure', spread: 0.93, excessOffset: 50 },
  { name: "Sheilas' Wheels", spread: 0.96, excessOffset: 50 },
  { name: 'The AA', spread: 1.01, excessOffset: 0 },
  { name: 'RAC', spread: 0.99, excessOffset: 100 },
  { name: 'Tesco Insurance', spread: 0.94, excessOffset: 0 },
  { name: 'Privilege', spread: 1.06, excessOffset: 0 },
  { name: 'Elephant', spread: 0.89, excessOffset: 150 },
  { name: '1st Central', spread: 0.87, excessOffset: 200 },
  { name: 'NFU Mutual', spread: 1.08, excessOffset: 0 },
];

export interface EstimateInput {
  registrationNumber: string;
  currentPremium: number | null;
  coverage: string | null;
  excess: number | null;
  /** The segment of the make and model in the market dataset, or null when the model is not in it. */
  segment: string | null;
  /** Whole years since first registration, or null when unknown. */
  ageYears: number | null;
}

export interface EstimatedQuote {
  provider: string;
  rating: number;
  annualPremium: number;
  monthlyPremium: number;
  excess: number;
  coverage: string;
  websiteUrl: string;
}

/** The six providers for a registration: a rotation of PROVIDERS starting at a hash of the plate. */
export function providersFor(registrationNumber: string): typeof PROVIDERS {
  let h = 0;
  for (const ch of registrationNumber.toUpperCase().replace(/\s+/g, '')) h = (h * 31 + ch.charCodeAt(0)) % 1_000_003;
  const start = h % PROVIDERS.length;
  return Array.from({ length: MAX_QUOTES_PER_VEHICLE }, (_, i) => PROVIDERS[(start + i) % PROVIDERS.length]!);
}

/** The base premium: the policy's own when given, otherwise the ABI average adjusted for cover, class and age. */
export function basePremium(input: EstimateInput): number {
  if (input.currentPremium !== null && input.currentPremium > 0) return input.currentPremium;
  const cover = COVER_FACTORS[input.coverage ?? 'Comprehensive'] ?? 1;
  const vehicleClass = CLASS_FACTORS[input.segment ?? ''] ?? 1;
  return ABI_AVERAGE_PREMIUM.amount * cover * vehicleClass * ageFactor(input.ageYears);
}

/** Up to six estimated quotes, cheapest first. Ratings are 0: no independent rating is held (none is invented). */
export function estimateQuotes(input: EstimateInput): EstimatedQuote[] {
  const base = basePremium(input);
  const policyExcess = input.excess ?? REFERENCE_EXCESS;
  const coverage = input.coverage ?? 'Comprehensive';
  return providersFor(input.registrationNumber)
    .map((p) => {
      const excess = policyExcess + p.excessOffset;
      const annualPremium = Math.round(base * p.spread * excessFactor(excess, policyExcess));
      return {
        provider: p.name,
        rating: 0,
        annualPremium,
        monthlyPremium: Math.round(annualPremium / 12),
        excess,
        coverage,
        websiteUrl: INSURER_LINKS.find((l) => l.name === p.name)!.url,
      };
    })
    .sort((a, b) => a.annualPremium - b.annualPremium || a.provider.localeCompare(b.provider));
}
