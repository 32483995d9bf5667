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
] as const;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function policiesCsv(policies: Record<string, unknown>[]): string {
  const rows = [POLICY_CSV_COLUMNS.join(','), ...policies.map((p) => POLICY_CSV_COLUMNS.map((c) => csvCell(p[c])).join(','))];
  return rows.join('\r\n') + '\r\n';
}
