// OCR of a photo reads a plate's last letter J as a bracket ('Car: Skoda Octavia, BV69 XM]'): on the car's own line, a
// current plate ending in ']' or ')' is read with a J, and asks for a tick (the letter is the reader's guess).
import { isValidUkRegistration } from '../../rules/registration';
import type { Candidate } from './found-field';

/** The car's line ('Car:', 'Vehicle', 'Your car'), then a current plate whose last letter is a bracket. */
const BRACKET_FOR_J = /(?<=^|\n)[ \t]*(?:your\s+)?(?:car|vehicle)\b[^\n]*?\b([A-Z]{2}\d{2}) ?([A-Z]{2})[\])](?=[ \t.,]|\n|$)/gi;

export const BRACKET_FOR_J_REASON = "The photo's last letter of the plate was unclear and read as a J: check the registration.";

export function platesWithBracketForJ(text: string): Candidate[] {
  return [...text.matchAll(BRACKET_FOR_J)].flatMap((m) => {
    const start = m.index + m[0].indexOf(m[1]!);
    const value = `${m[1]}${m[2]}J`.toUpperCase();
    return isValidUkRegistration(value) ? [{ value, score: 0.75, labelStart: m.index, start, end: m.index + m[0].length, reason: BRACKET_FOR_J_REASON }] : [];
  });
}
