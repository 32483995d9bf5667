// UK number plates (uk-references.md): current, prefix, suffix and dateless formats.

const CURRENT = /^[A-Z]{2}\d{2}[A-Z]{3}$/; // AB12CDE (since 2001)
const PREFIX = /^[A-Z]\d{1,3}[A-Z]{3}$/; // A123BCD (1983-2001)
const SUFFIX = /^[A-Z]{3}\d{1,3}[A-Z]$/; // ABC123D (1963-1983)
const DATELESS = /^(?:[A-Z]{1,4}\d{1,4}|\d{1,4}[A-Z]{1,4})$/; // 1-4 letters and 1-4 digits, either order

/** Upper case, no spaces: ' ab12 cde ' -> 'AB12CDE'. */
export function normaliseRegistration(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** True for a plate in one of the UK formats (spaces and case ignored), at most 7 characters. */
export function isValidUkRegistration(value: string): boolean {
  const plate = normaliseRegistration(value);
  if (plate.length < 2 || plate.length > 7) return false;
  return CURRENT.test(plate) || PREFIX.test(plate) || SUFFIX.test(plate) || DATELESS.test(plate);
}

/** As a plate shows it: a current-format plate gets its space before the last three ('AB12CDE' -> 'AB12 CDE'). */
export function displayRegistration(value: string): string {
  const plate = normaliseRegistration(value);
  return CURRENT.test(plate) ? `${plate.slice(0, 4)} ${plate.slice(4)}` : value;
}
