// A plate named in a sentence just before the car it belongs to is described: 'Your car insurance for EO20 FJK, a 2020
// Volvo XC40, renews on', 'cover for J4 MES, a 2019 BMW 320d' (a personalised plate in the prefix era's shape). The
// description (a year, then a make in capitals) says what the plate is. Used by identity-fields.ts.
import { isValidUkRegistration, normaliseRegistration } from '../../rules/registration';
import type { Candidate } from './found-field';
import { DATED_PLATE } from './plates-set-apart';

/** The plate (one or two groups of letters and digits), then ', a 2019 BMW' or ', an 2020 Audi'. */
const PLATE_BEFORE_DESCRIPTION = /(?<=^|[\s(])([A-Z0-9]{2,4} ?[A-Z0-9]{1,4}),[ \t]*\n?[ \t]*an? (?:19|20)\d\d[ \t]*\n?[ \t]*[A-Z]/g;

/** `fix` mends what OCR misread in a plate's shape (a letter O read as a zero), as beside a label. */
export function platesBeforeCarDescription(text: string, fix: (plate: string) => string): Candidate[] {
  return [...text.matchAll(PLATE_BEFORE_DESCRIPTION)].flatMap((m) => {
    const value = fix(normaliseRegistration(m[1]!));
    if (!DATED_PLATE.test(value) || !isValidUkRegistration(value)) return [];
    return [{ value, score: 0.8, labelStart: m.index, start: m.index, end: m.index + m[1]!.length }];
  });
}
