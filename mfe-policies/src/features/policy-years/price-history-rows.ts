// The price history's rows as its form holds them (issue 39), apart from the dialog: the card's plain early form
// (issue 38) reads last year's price from them without bringing antd into the page's first load.
import { historyTerms, type Policy, type PolicyTerm } from '@renewly/shared-contracts';

export const PRICE_HISTORY_TEXT = {
  title: 'Edit price history',
  add: 'Add an earlier year',
  saved: 'Price history saved',
  failed: 'The price history could not be saved. Please try again.',
} as const;

/** One year as the form holds it: every field as typed. */
export interface TermRow {
  start: string;
  end: string;
  insurer: string;
  insurerPolicyNumber: string;
  coverage: string;
  excess: string;
  renewalOffer: string;
  pricePaid: string;
  bought: PolicyTerm['bought'];
}
export interface PriceHistoryValues {
  terms: TermRow[];
}

export const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
export const emptyRow = (start: string, end: string): TermRow => ({
  start,
  end,
  insurer: '',
  insurerPolicyNumber: '',
  coverage: '',
  excess: '',
  renewalOffer: '',
  pricePaid: '',
  bought: null,
});

/** The years the card shows, oldest first: the stored ones, and last year's price kept on the policy itself. */
export function historyRows(policy: Policy): TermRow[] {
  return historyTerms(policy).map((t) => ({
    start: t.start,
    end: t.end,
    insurer: t.insurer ?? '',
    insurerPolicyNumber: t.insurerPolicyNumber ?? '',
    coverage: t.coverage ?? '',
    excess: text(t.excess),
    renewalOffer: text(t.renewalOffer),
    pricePaid: text(t.pricePaid),
    bought: t.bought,
  }));
}

/** Where last year (the one that ended as the current one started) is among the rows, or -1. */
export const lastYearIndex = (rows: readonly TermRow[], currentStart: string) => rows.findIndex((r) => r.end === currentStart);
