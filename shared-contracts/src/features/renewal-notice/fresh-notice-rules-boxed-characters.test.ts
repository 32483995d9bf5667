// A form printing every character of a value in a box of its own (set 41's Weir Insurance, in our own wording;
// boxed-characters.ts, uk-amounts.ts), with near misses: a list of single figures in a sentence, a box form of
// another shape left unread rather than read as its first box.
import { closedUpBoxes } from './boxed-characters';
import { findAmounts } from './uk-amounts';
import { readShortNotice as read, shownAll } from './test-support/short-notice';

const FORM = [
  '  RENEWAL DETAILS – PLEASE CHECK',
  '  Policy number        KLT0093318',
  '  Vehicle registration  M T 6 8  R U X',
  '  Renewal date (DD MM YYYY)  0 7  0 5  2 0 2 7',
  '  Renewal premium incl. IPT  £  6 1 2 . 4 0',
  "  Last year's premium incl. IPT £  5 8 9 . 1 0",
  '  Compulsory excess   £ 3 0 0 . 0 0',
  '  Voluntary excess    £ 1 5 0 . 0 0',
  '  Total excess        £ 4 5 0 . 0 0',
].join('\n');

describe('a value printed a character a box', () => {
  test('each field is read whole: the plate, the date under DD MM YYYY, every amount', () => {
    const found = read(FORM);
    expect(found.registrationNumber?.value).toBe('MT68RUX');
    expect(found.renewalDate?.value).toBe('2027-05-07');
    expect(shownAll(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300.00', '150.00', '450.00']);
    expect(found.renewalPremium?.value).toBe('612.40');
    expect(found.previousPremium?.value).toBe('589.10');
  });

  test('near miss: single figures in a sentence are no boxes', () => {
    const text = 'Choose option 1 2 3 or 4 on the phone.';
    expect(closedUpBoxes(text)).toBe(text);
  });

  test("near miss: boxes three spaces apart are not closed up, and their first box is not read as the amount", () => {
    const text = 'Compulsory excess   £ 3   0   0';
    expect(closedUpBoxes(text)).toBe(text);
    expect(findAmounts('Compulsory excess   £ 3 0 0 . 0 0 (boxes)').map((a) => a.value)).toEqual([]);
  });
});
