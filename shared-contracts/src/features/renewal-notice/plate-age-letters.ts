// OCR of a scan or photo may read a current plate's age digits as letters that look like them ('MAG9 EVT' for MA69 EVT:
// a 6 read as G). Beside a registration label, such a plate is read with the digits, asking for a tick (the digit is
// the reader's guess). Used by identity-fields.ts.
import { isValidUkRegistration } from '../../rules/registration';

const LOOK_ALIKE_DIGIT: Readonly<Record<string, string>> = { O: '0', D: '0', I: '1', L: '1', Z: '2', S: '5', G: '6', B: '8' };

export const AGE_LETTER_REASON = "The scan's plate had a letter where its age digits are, read as a digit: check the registration.";

/** 'MAG9EVT' -> 'MA69EVT'; null when the plate has no such letter or is no current plate with it mended. */
export function plateWithAgeDigitsMended(plate: string): string | null {
  const m = /^([A-Z]{2})([0-9ODILZSGB]{2})([A-Z]{3})$/.exec(plate);
  if (!m || !/[DILZSGB]/.test(m[2]!)) return null;
  const mended = `${m[1]}${[...m[2]!].map((ch) => LOOK_ALIKE_DIGIT[ch] ?? ch).join('')}${m[3]}`;
  return isValidUkRegistration(mended) ? mended : null;
}
