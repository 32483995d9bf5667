// A date in a sentence naming another car by its plate is that car's (another-cars-plate.ts): it neither wins nor
// stands as a rival to this car's renewal date. In our own wording, with near misses. '?' marks a tick asked.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

const dateShown = (text: string) => {
  const found = read(text).renewalDate;
  return found && `${found.value}${reasonToCheck(found) ? '?' : ''}`;
};

const OWN = ['Car  Skoda Fabia SE, registration MK19 TVA', 'Renewal date  14 January 2027', 'Renewal premium  £488.20'];

describe("a date in a sentence naming another car's plate", () => {
  test('another car on the account, named by its plate only: this car\'s date is sure', () => {
    expect(dateShown([...OWN, 'Your Honda Jazz (FD21 KLW) in the same multi-car group renews on 9 May 2027.'].join('\n'))).toBe('2027-01-14');
    expect(dateShown([...OWN, 'The group also holds a Mazda 2, GY68 PRT, which renews on 30 April 2027.'].join('\n'))).toBe('2027-01-14');
  });

  test('near miss: the same sentence with no plate still stands as a rival, so the date asks for a tick', () => {
    expect(dateShown([...OWN, 'Your Honda Jazz in the same multi-car group renews on 9 May 2027.'].join('\n'))).toBe('2027-01-14?');
  });

  test("near miss: this car's own plate in the sentence (OCR's 0 for O too, 'E020 FJK' a prefix plate's shape) keeps its date", () => {
    expect(dateShown(['Car  Volvo XC40, registration EO20 FJK', 'Your car insurance for E020 FJK, a 2020 Volvo XC40, renews on 7 January 2027.', 'Renewal premium  £689.95'].join('\n'))).toMatch(/^2027-01-07/);
    expect(dateShown(['Car  Skoda Fabia SE, registration MK19 TVA', 'Your Skoda Fabia, MK19 TVA, renews on 14 January 2027.', 'Renewal premium  £488.20'].join('\n'))).toMatch(/^2027-01-14/);
    expect(dateShown(['Car  Ford Ka, registration WR17 OXT', 'Your Ford Ka, WR17 0XT, renews on 14 January 2027.', 'Renewal premium  £488.20'].join('\n'))).toMatch(/^2027-01-14/);
  });
});
