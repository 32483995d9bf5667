// The first-registration month a current-format plate implies (uk-references.md, "UK number plates"): the age
// identifier is the year's last two digits for March registrations and that plus 50 for September ones.

/** { year, month } (month 3 or 9) for an 'AB12CDE' plate, or null for other formats (their age is not encoded). */
export function plateRegistrationMonth(registration: string): { year: number; month: 3 | 9 } | null {
  const m = /^[A-Z]{2}(\d{2})[A-Z]{3}$/.exec(registration.replace(/\s+/g, '').toUpperCase());
  if (!m) return null;
  const id = Number(m[1]);
  if (id === 0 || id === 50) return null; // not issued
  if (id >= 51) return { year: 2000 + id - 50, month: 9 };
  // '01' was never issued: September 2001 plates used 51.
  if (id === 1) return null;
  return { year: 2000 + id, month: 3 };
}

/** Whole years from the plate's registration month to `asOf` (never negative), or null when the plate says nothing. */
export function plateAgeYears(registration: string, asOf: Date): number | null {
  const reg = plateRegistrationMonth(registration);
  if (!reg) return null;
  const months = (asOf.getUTCFullYear() - reg.year) * 12 + (asOf.getUTCMonth() + 1 - reg.month);
  return Math.max(0, Math.floor(months / 12));
}
