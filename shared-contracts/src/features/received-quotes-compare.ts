// Not exported from the index: '@renewly/shared-contracts/features/received-quotes-compare' (issue 39 §3, "Quotes
// you got"). Pure, no zod: the page, the API (the cheapest like-for-like quote in its answer) and the renewal
// decision's "Switched insurer" prefill all compare quotes with these rules.
//
// The renewal offer is the policy's `renewalOffer`, the insurer's price for the coming year, from the renewal notice
// or typed by the user; never this year's price (issue 51: without an offer there is none to compare with). A quote
// is like for like when it is for the same cover as the policy, its excess is no higher than the policy's and it
// includes every add-on the offer includes (breakdown cover, a protected no-claims discount...); what is not
// recorded (the policy's cover or excess, the offer's or a quote's add-ons) is not checked.
import { QUOTE_ADD_ONS, type Coverage, type QuoteAddOn } from '../constants';

export { QUOTE_ADD_ONS, type QuoteAddOn };
/** The add-ons as the forms name them. */
export const QUOTE_ADD_ON_LABELS: Record<QuoteAddOn, string> = {
  breakdown: 'Breakdown cover',
  protectedNcd: 'Protected no-claims discount',
  legalExpenses: 'Legal expenses cover',
  courtesyCar: 'Courtesy car',
};
/** What a quote lacks, as the list says it: 'Not like for like: no breakdown cover'. */
const ADD_ON_MISSING: Record<QuoteAddOn, string> = {
  breakdown: 'no breakdown cover',
  protectedNcd: 'no-claims discount not protected',
  legalExpenses: 'no legal expenses cover',
  courtesyCar: 'no courtesy car',
};

/** Where a quote came from: the six comparison sites (uk-references.md), a broker, the insurer itself, other. */
export const RECEIVED_QUOTE_SOURCES = [
  'comparethemarket',
  'moneysupermarket',
  'gocompare',
  'confused',
  'quotezone',
  'uswitch',
  'broker',
  'insurer',
  'other',
] as const;
export type ReceivedQuoteSource = (typeof RECEIVED_QUOTE_SOURCES)[number];
export const RECEIVED_QUOTE_SOURCE_LABELS: Record<ReceivedQuoteSource, string> = {
  comparethemarket: 'Compare the Market',
  moneysupermarket: 'MoneySuperMarket',
  gocompare: 'GoCompare',
  confused: 'Confused.com',
  quotezone: 'Quotezone',
  uswitch: 'Uswitch',
  broker: 'A broker',
  insurer: 'The insurer directly',
  other: 'Other',
};

/** A quote the user was given, as the API returns it (GET /api/policies/:id/received-quotes). */
export interface ReceivedQuote {
  id: string;
  policyId: string;
  /** The policy's renewal date when the quote was recorded: the insurance year (term) it belongs to. */
  termRenewalDate: string;
  insurer: string;
  /** Pounds, at most two decimals. */
  annualPrice: number;
  excess: number;
  coverage: Coverage;
  source: ReceivedQuoteSource;
  /** The day the quote was given, 'YYYY-MM-DD'. */
  quotedOn: string;
  /** A reference or an http(s) link, if the user kept one. */
  reference: string | null;
  /** The add-ons the quote includes; null for a quote recorded before they were asked for (not checked). */
  addOns: QuoteAddOn[] | null;
  createdAt: string;
  updatedAt: string;
}

/** What the comparison needs of the policy (a Policy or the API's summary of one). */
export interface PolicyForComparison {
  insurer?: string | null;
  currentPremium?: string | number | null;
  /** The renewal notice's offer for the coming year, kept apart once the policy years began (issue 39 §1). */
  renewalOffer?: string | number | null;
  /** The add-ons the offer includes; null or absent: not recorded. */
  renewalOfferAddOns?: readonly QuoteAddOn[] | null;
  previousPremium?: string | number | null;
  excess?: number | null;
  coverage?: string | null;
}

/** The policy's renewal offer, listed first. */
export interface RenewalOffer {
  insurer: string | null;
  annualPrice: number;
  excess: number | null;
  coverage: string | null;
  /** Its add-ons, or null when not recorded. */
  addOns: QuoteAddOn[] | null;
}

export interface ComparedQuote {
  quote: ReceivedQuote;
  /** Quote minus offer, in pounds (negative: cheaper); null without a renewal offer. */
  difference: number | null;
  /** '£84 less', '£20 more', 'the same'; null without a renewal offer. */
  comparedWithOffer: string | null;
  /** What is not like for like: 'excess £100 higher', 'third party only', ... (empty when it is). */
  notLikeForLike: string[];
  likeForLike: boolean;
  /** The cheapest like-for-like quote (one at most). */
  cheapest: boolean;
}

export interface QuoteComparison {
  offer: RenewalOffer | null;
  /** Cheapest first (then the earlier given, then the earlier recorded). */
  quotes: ComparedQuote[];
  cheapest: ReceivedQuote | null;
  /** The policy's cover or excess, or the offer's add-ons, are not recorded: that part of "like for like" is not checked. */
  unchecked: ('coverage' | 'excess' | 'addOns')[];
}

/** A money amount of a policy field ('612.50', 612.5) in pence, or null when absent or not a positive amount. */
export function pence(amount: string | number | null | undefined): number | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const n = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : null;
}

/** '£84', '£84.50', '£1,234': pounds, with pence only when there are some. */
export function formatPounds(amount: number): string {
  const p = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(p / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = p % 100;
  return `£${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** How a price compares with the renewal offer: '£84 less', '£20 more', 'the same'. */
export function comparedWithOfferText(differencePence: number): string {
  if (differencePence === 0) return 'the same';
  return `${formatPounds(Math.abs(differencePence) / 100)} ${differencePence < 0 ? 'less' : 'more'}`;
}

const COVER_WORDS: Record<Coverage, string> = {
  Comprehensive: 'comprehensive',
  'Third Party Fire & Theft': 'third party, fire and theft only',
  'Third Party Only': 'third party only',
};
const isCoverage = (value: string | null | undefined): value is Coverage => !!value && value in COVER_WORDS;

/** The cover difference in words: 'third party only', 'comprehensive (more cover than yours)'. */
function coverDifference(quote: Coverage, policy: Coverage): string | null {
  if (quote === policy) return null;
  return quote === 'Comprehensive' ? 'comprehensive (more cover than yours)' : COVER_WORDS[quote];
}

/** The renewal offer recorded on the policy (from the notice, or typed), or null when none: never this year's price. */
export function renewalOfferOf(policy: PolicyForComparison): RenewalOffer | null {
  const offer = pence(policy.renewalOffer);
  if (offer === null) return null;
  return {
    insurer: policy.insurer?.trim() || null,
    annualPrice: offer / 100,
    excess: typeof policy.excess === 'number' ? policy.excess : null,
    coverage: policy.coverage ?? null,
    addOns: policy.renewalOfferAddOns ? [...policy.renewalOfferAddOns] : null,
  };
}

/** Each quote against the renewal offer and the policy's cover and excess; the cheapest like-for-like one marked. */
export function compareReceivedQuotes(policy: PolicyForComparison, quotes: readonly ReceivedQuote[]): QuoteComparison {
  const offer = renewalOfferOf(policy);
  const offerPence = offer ? Math.round(offer.annualPrice * 100) : null;
  const policyCover = isCoverage(policy.coverage) ? policy.coverage : null;
  const policyExcess = typeof policy.excess === 'number' ? Math.round(policy.excess * 100) : null;
  const offerAddOns = offer?.addOns ?? null;
  const sorted = [...quotes].sort(
    (a, b) =>
      Math.round(a.annualPrice * 100) - Math.round(b.annualPrice * 100) ||
      a.quotedOn.localeCompare(b.quotedOn) ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.id.localeCompare(b.id),
  );
  const compared = sorted.map((quote): ComparedQuote => {
    const price = Math.round(quote.annualPrice * 100);
    const notLikeForLike: string[] = [];
    const cover = policyCover && coverDifference(quote.coverage, policyCover);
    if (cover) notLikeForLike.push(cover);
    const excess = Math.round(quote.excess * 100);
    if (policyExcess !== null && excess > policyExcess) notLikeForLike.push(`excess ${formatPounds((excess - policyExcess) / 100)} higher`);
    if (offerAddOns && quote.addOns) {
      for (const addOn of QUOTE_ADD_ONS) if (offerAddOns.includes(addOn) && !quote.addOns.includes(addOn)) notLikeForLike.push(ADD_ON_MISSING[addOn]);
    }
    const difference = offerPence === null ? null : price - offerPence;
    return {
      quote,
      difference: difference === null ? null : difference / 100,
      comparedWithOffer: difference === null ? null : comparedWithOfferText(difference),
      notLikeForLike,
      likeForLike: notLikeForLike.length === 0,
      cheapest: false,
    };
  });
  const cheapest = compared.find((c) => c.likeForLike) ?? null;
  if (cheapest) cheapest.cheapest = true;
  const unchecked: QuoteComparison['unchecked'] = [];
  if (!policyCover) unchecked.push('coverage');
  if (policyExcess === null) unchecked.push('excess');
  if (!offerAddOns) unchecked.push('addOns');
  return { offer, quotes: compared, cheapest: cheapest?.quote ?? null, unchecked };
}

/** The cheapest like-for-like quote, in the shape a "Switched insurer" form takes (null when there is none). */
export function cheapestLikeForLike(
  policy: PolicyForComparison,
  quotes: readonly ReceivedQuote[],
): Pick<ReceivedQuote, 'id' | 'insurer' | 'annualPrice' | 'excess' | 'coverage'> | null {
  const best = compareReceivedQuotes(policy, quotes).cheapest;
  return best && { id: best.id, insurer: best.insurer, annualPrice: best.annualPrice, excess: best.excess, coverage: best.coverage };
}
