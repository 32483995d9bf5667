// Not exported from the index: '@renewly/shared-contracts/features/received-quotes-compare' (issue 39 §3, "Quotes
// you got"). Pure, no zod: the page, the API (the cheapest like-for-like quote in its answer) and the renewal
// decision's "Switched insurer" prefill all compare quotes with these rules.
//
// The renewal offer is the policy's current premium (the renewal-notice import writes the notice's renewal premium
// there, last year's into previousPremium). A quote is like for like when it is for the same cover as the policy and
// its excess is no higher than the policy's; what the policy does not record (its cover, its excess) is not checked.
import type { Coverage } from '../constants';

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
  createdAt: string;
  updatedAt: string;
}

/** What the comparison needs of the policy (a Policy or the API's summary of one). */
export interface PolicyForComparison {
  insurer?: string | null;
  currentPremium?: string | number | null;
  /** The renewal notice's offer for the coming year, kept apart once the policy years began (issue 39 §1). */
  renewalOffer?: string | number | null;
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
  /** The policy's cover or excess is not recorded, so that part of "like for like" is not checked. */
  unchecked: ('coverage' | 'excess')[];
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

/** The renewal offer from the policy: its current premium (the notice's renewal premium), or null when none. */
export function renewalOfferOf(policy: PolicyForComparison): RenewalOffer | null {
  const offer = pence(policy.renewalOffer ?? policy.currentPremium);
  if (offer === null) return null;
  return {
    insurer: policy.insurer?.trim() || null,
    annualPrice: offer / 100,
    excess: typeof policy.excess === 'number' ? policy.excess : null,
    coverage: policy.coverage ?? null,
  };
}

/** Each quote against the renewal offer and the policy's cover and excess; the cheapest like-for-like one marked. */
export function compareReceivedQuotes(policy: PolicyForComparison, quotes: readonly ReceivedQuote[]): QuoteComparison {
  const offer = renewalOfferOf(policy);
  const offerPence = offer ? Math.round(offer.annualPrice * 100) : null;
  const policyCover = isCoverage(policy.coverage) ? policy.coverage : null;
  const policyExcess = typeof policy.excess === 'number' ? Math.round(policy.excess * 100) : null;
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
