// A date in a sentence that names another car by its plate ('Your other MultiCar vehicle, Kia Picanto 1, SN21 BFE,
// renews on 14 June 2027', '… with your Toyota Yaris (YE19 PLU, policy number …), which renews on 3 March 2027') is
// that car's, not this policy's, whatever words the sentence uses for it. Used by renewal-date-field.ts.
import { normaliseRegistration } from '../../rules/registration';
import { findRegistration } from './identity-fields';
import { sentenceOf } from './policy-periods';

/** Current, prefix and suffix plates as notices print them ('SN21 BFE', 'P512 KDV', 'GHJ 412N'). */
const PLATE = /\b(?:[A-Z]{2}\d{2} ?[A-Z]{3}|[A-Z]\d{1,3} ?[A-Z]{3}|[A-Z]{3} ?\d{1,3}[A-Z])\b/g;

/**
 * One plate read two ways is the same plate: OCR's digit for a letter ('E020 FJK' for 'EO20 FJK', which has a prefix
 * plate's shape) or a letter for a digit, compared as one character.
 */
const alike = (plate: string) => normaliseRegistration(plate).replace(/0/g, 'O').replace(/1/g, 'I').replace(/5/g, 'S').replace(/8/g, 'B');

/**
 * A checker for the notice's text: true when the sentence holding [start, end) names a plate that is not the car this
 * notice renews (its registration as read). With no registration read, no plate can be told another car's.
 */
export function anotherCarsPlate(text: string): (start: number, end: number) => boolean {
  let own: string | null | undefined;
  return (start, end) => {
    const plates = [...sentenceOf(text, start, end).matchAll(PLATE)].map((m) => alike(m[0]));
    if (plates.length === 0) return false;
    own ??= findRegistration(text)?.value ?? null;
    return own !== null && plates.every((plate) => plate !== alike(own!));
  };
}
