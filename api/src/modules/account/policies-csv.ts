// The policies as CSV (RFC 4180): a header row, CRLF, every cell quoted when it must be, and cells that a
// spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return) prefixed with a quote.

export const POLICY_CSV_COLUMNS = [
  'registrationNumber',
  'carManufacturer',
  'carModel',
  'policyNumber',
  'insurer',
  'renewalDate',
  'motExpiryDate',
  'roadTaxExpiryDate',
  'currentPremium',
  'previousPremium',
  'insurerPolicyNumber',
  'excess',
  'coverage',
  'isActive',
  'createdAt',
  'dvlaRefresh',
  'dvlaCheckedAt',
  // Every check of the vehicle with the DVLA: '2027-03-01 updated: MOT 2027-05-14 -> 2028-05-14 | ...'.
  'dvlaRefreshHistory',
  // "Quotes you got" (issue 39 §3), every insurance year: 'renewal 2027-01-10: 2026-11-20 Admiral £528.40, excess
  // £250, Comprehensive, GoCompare, ref CTM-1 | ...'.
  'receivedQuotes',
  // Issue 39: the notice's offer for next year, the current year's start, how it was bought and the offer made for it.
  'renewalOffer',
  'termStart',
  'termBought',
  'termRenewalOffer',
  // Every earlier year: '2024-11-20 to 2025-11-20, Admiral, paid 540, offer 700, renewed | ...'.
  'policyYears',
] as const;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

interface StoredTerm {
  start: string;
  end: string;
  insurer?: string | null;
  insurerPolicyNumber?: string | null;
  coverage?: string | null;
  excess?: number | null;
  renewalOffer?: string | null;
  pricePaid?: string | null;
  bought?: string | null;
}

/** The policy's earlier years in one cell, oldest first; every field that is known. */
export function policyYearsCell(terms: unknown): string {
  if (!Array.isArray(terms)) return '';
  return (terms as StoredTerm[])
    .map((t) =>
      [
        `${t.start} to ${t.end}`,
        t.insurer,
        t.insurerPolicyNumber && `policy number ${t.insurerPolicyNumber}`,
        t.coverage,
        t.excess !== null && t.excess !== undefined ? `excess ${t.excess}` : null,
        t.pricePaid && `paid ${t.pricePaid}`,
        t.renewalOffer && `offer ${t.renewalOffer}`,
        t.bought,
      ]
        .filter(Boolean)
        .join(', '),
    )
    .join(' | ');
}

export function policiesCsv(policies: Record<string, unknown>[]): string {
  const cellOf = (p: Record<string, unknown>, c: (typeof POLICY_CSV_COLUMNS)[number]) => (c === 'policyYears' ? policyYearsCell(p.terms) : p[c]);
  const rows = [POLICY_CSV_COLUMNS.join(','), ...policies.map((p) => POLICY_CSV_COLUMNS.map((c) => csvCell(cellOf(p, c))).join(','))];
  return rows.join('\r\n') + '\r\n';
}
