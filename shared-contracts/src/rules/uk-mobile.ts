/** Spec §5: +44 or 0, then a digit 1-9, then 8 or 9 more digits (tested after removing spaces). */
export const UK_MOBILE_PATTERN = /^(\+44|0)[1-9]\d{8,9}$/;

export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isUkMobile(value: string): boolean {
  return UK_MOBILE_PATTERN.test(stripSpaces(value));
}

/** Spec §2 (SMS test): a number typed as 07... becomes '+44 7' followed by the remaining digits. */
export function formatUkMobileInput(value: string): string {
  const compact = stripSpaces(value);
  return compact.startsWith('07') ? `+44 7${compact.slice(2)}` : value;
}

/** '07123 456789' or '+44 7123 456789' -> '+447123456789' (numbers in other forms come back without spaces). */
export function toE164Uk(value: string): string {
  const compact = stripSpaces(value);
  if (compact.startsWith('+44')) return compact;
  if (compact.startsWith('0')) return `+44${compact.slice(1)}`;
  return compact;
}
