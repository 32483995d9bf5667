// OCR of a photo reads a plate's letter J as a bracket ('Car: Skoda Octavia, BV69 XM]', 'PE69 X)D'): on the car's own
// line, a current plate with one ']' or ')' among its last three letters is read with a J there, and asks for a tick
// (the letter is the reader's guess).
// It may also set a stray bracket or bar inside the plate ('Car  Toyota Yaris, Y)J21 TRV'): dropped, asking for a tick.
import { isValidUkRegistration } from '../../rules/registration';
import type { Candidate } from './found-field';

/**
 * The car's line ('Car:', 'Vehicle', 'Your car', or a heading naming it: 'Your renewal for the Kia Niro 1.6 GDi Hybrid
 * 2, WF21 KD)'), then a current plate one of whose three last letters is a closing bracket ('BV69 XM]', 'PE69 X)D': a J
 * at any place among them reads so).
 */
const BRACKET_FOR_J = /(?<=^|\n)[ \t]*(?:(?:your\s+)?(?:car|vehicle)\b|your renewal for (?:the|your)\b)[^\n]*?\b([A-Z]{2}\d{2}) ?((?=[A-Z]*[\])][A-Z]*(?![A-Z\])]))(?:[A-Z]|[\])]){3})(?=[ \t.,]|\n|$)/gi;

export const BRACKET_FOR_J_REASON = "The photo's last letter of the plate was unclear and read as a J: check the registration.";

export function platesWithBracketForJ(text: string): Candidate[] {
  return [...text.matchAll(BRACKET_FOR_J)].flatMap((m) => {
    const start = m.index + m[0].indexOf(m[1]!);
    const value = `${m[1]}${m[2]!.replace(/[\])]/, 'J')}`.toUpperCase();
    return isValidUkRegistration(value) ? [{ value, score: 0.75, labelStart: m.index, start, end: m.index + m[0].length, reason: BRACKET_FOR_J_REASON }] : [];
  });
}

/** Letters, digits and the marks OCR strays into a plate: a bracket or a bar. */
const PLATE_WITH_MARK = String.raw`((?:[A-Z0-9]|[()[\]|]){3,6} ?(?:[A-Z0-9]|[()[\]|]){2,5})`;
/**
 * Where such a plate is the car's: ending the car's line ('Car   Toyota Yaris Hybrid Icon, Y)J21 TRV'), after a comma,
 * a dash or a wide gap. Beside a registration label, identity-fields.ts asks plateWithStrayMarkAt.
 */
const MARKED_PLATE_ENDING_CAR_LINE = new RegExp(
  String.raw`(?<=^|\n)[ \t]*(?:your\s+)?(?:car|vehicle)\b(?!\s+(?:insurance|tax|hire|sharing))[^\n]*?(?:,[ \t]*|[ \t][–—-][ \t]*|[ \t]{2,})${PLATE_WITH_MARK}[ \t.]*(?=\n|$)`,
  'gi',
);
/** Right after a label, ending its line or cell ('Registration: KP1|9 WXR     Cover: ...'). */
const MARKED_PLATE_AT_START = new RegExp(String.raw`^${PLATE_WITH_MARK}(?=[ \t]{2}|[ \t.,]*(?:\n|$))`, 'i');

export const STRAY_MARK_REASON = "The photo's plate had a stray mark in it, left out: check the registration.";

/**
 * One stray bracket or bar inside a current plate, left out ('Y)J21 TRV' -> YJ21TRV). Only inside (a bracket round the
 * plate, '(YJ21 TRV)', is the notice's own), only one, and only when the rest is a whole current plate (AB12 CDE, its
 * space where a plate's is), so the mark stood for no letter of it.
 */
function withoutStrayMark(raw: string): string | null {
  const marks = raw.match(/[()[\]|]/g) ?? [];
  if (marks.length !== 1 || /^[()[\]|]|[()[\]|]$/.test(raw)) return null;
  const kept = raw.replace(/[()[\]|]/, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2} ?[A-Z]{3}$/.test(kept)) return null;
  const plate = kept.replace(' ', '');
  return isValidUkRegistration(plate) ? plate : null;
}

export function platesWithStrayMark(text: string): Candidate[] {
  return [...text.matchAll(MARKED_PLATE_ENDING_CAR_LINE)].flatMap((m) => {
    const value = withoutStrayMark(m[1]!);
    const start = m.index + m[0].lastIndexOf(m[1]!);
    return value ? [{ value, score: 0.75, labelStart: m.index, start, end: start + m[1]!.length, reason: STRAY_MARK_REASON }] : [];
  });
}

/** The text after a registration label starts with a plate holding one stray mark: the plate, and the length read. */
export function plateWithStrayMarkAt(after: string): { value: string; length: number } | null {
  const m = MARKED_PLATE_AT_START.exec(after);
  const value = m && withoutStrayMark(m[1]!);
  return value ? { value, length: m[1]!.length } : null;
}

/**
 * Right after a registration label, a current plate with one bracket among its last three letters, ending its line or
 * cell ('Registration  NA66 FP)'): read with a J there, asking for a tick.
 */
const BRACKET_FOR_J_AT_START = /^([A-Z]{2}\d{2}) ?((?=[A-Z]*[\])][A-Z]*(?![A-Z\])]))(?:[A-Z]|[\])]){3})(?=[ \t]{2}|[ \t.,]*(?:\n|$))/;

/** The text after a registration label starts with a plate whose J was read as a bracket: the plate, and the length read. */
export function plateWithBracketForJAt(after: string): { value: string; length: number } | null {
  const m = BRACKET_FOR_J_AT_START.exec(after);
  const value = m && `${m[1]}${m[2]!.replace(/[\])]/, 'J')}`;
  return value && isValidUkRegistration(value) ? { value, length: m[0].length } : null;
}
