import { formatPounds, QUOTE_ADD_ON_LABELS, RECEIVED_QUOTE_SOURCE_LABELS, type ReceivedQuote } from '@renewly/shared-contracts/features/received-quotes';

/** One quote in the policies CSV: 'renewal 2027-01-10: 2026-11-20 Admiral £528.40, excess £250, Comprehensive, GoCompare, ref CTM-1'. */
export function describeReceivedQuote(q: ReceivedQuote): string {
  const parts = [`${q.quotedOn} ${q.insurer} ${formatPounds(q.annualPrice)}`, `excess ${formatPounds(q.excess)}`, q.coverage, RECEIVED_QUOTE_SOURCE_LABELS[q.source]];
  if (q.addOns?.length) parts.push(q.addOns.map((a) => QUOTE_ADD_ON_LABELS[a]).join(' + '));
  if (q.reference) parts.push(`ref ${q.reference}`);
  return `renewal ${q.termRenewalDate}: ${parts.join(', ')}`;
}
