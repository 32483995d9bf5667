// Tiles printing a big value over a small caption (captions-under-values.ts; set 39's Motorcade, in our own wording),
// with the near miss of a column of labels each over its value.
import { captionsUnderValues } from './captions-under-values';
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const TILES = [
  'Dear Mr Hale, your cover renews soon. Here is what matters.',
  '  4 Mar 2027',
  '  Your cover starts',
  '  £612.90',
  '  Your price for the year, including',
  '  IPT',
  '  £250',
  '  Compulsory excess',
  '',
  '£588.40                           £24.50',
  'What you paid last year           More than last year',
  '£150                              £400',
  'Voluntary excess                  Total excess, each claim',
  'Your cover stays comprehensive, with legal cover up to £100,000.',
];

describe('a caption under its value', () => {
  test('each caption is set before its value, so every field is read beside its own words', () => {
    const found = read(TILES.join('\n'));
    expect(found.renewalDate?.value).toBe('2027-03-04');
    expect(valuesOf(found, 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['612.90', '588.40', '250', '150', '400']);
  });

  test('near miss: a column of labels each over its value is left as it is', () => {
    const column = ['Your details', 'Policy number', 'QX-4471-2093', 'Registration', 'KM21 TXR', 'Renewal date', '04/03/2027', 'Thank you.'].join('\n');
    expect(captionsUnderValues(column)).toBe(column);
  });

  test('near miss: two values with their captions are too few to be tiles', () => {
    const two = ['Dear Mr Hale, here is what matters.', '£612.90', 'Your price', '£250', 'Compulsory excess', 'Thank you.'].join('\n');
    expect(captionsUnderValues(two)).toBe(two);
  });
});
