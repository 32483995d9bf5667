// Set 47's 'what changed' letter (Thinkinsure): a table 'What | Last year | This renewal', rows without amounts (age,
// no claims, mileage) above the money rows, the 'Change' column's heading and first cells set apart by the page's
// layout, each money row ending in its signed change. In our own wording, with near misses. '?' marks a tick asked.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

const TABLE = [
  'Your car insurance renews on 3 March 2027',
  'Item                                  Last year         This renewal',
  'Main driver\'s age                            35                   36',
  'Years without a claim                   4 years               5 years',
  'Annual mileage                            9,000                8,000',
  'Drivers named                                 2                    2',
  '',
  'Change',
  '     +1',
  '+1 year',
  ' −1,000',
  'none',
  'Premium including IPT                   £712.40             £698.15          −£14.25',
  'Compulsory excess                         £200                  £350           +£150',
  'Voluntary excess                          £100                  £100       no change',
  'Total excess                              £300                  £450           +£150',
];

const shown = (text: string) => {
  const n = read(text);
  return [n.renewalPremium, n.previousPremium, n.compulsoryExcess, n.voluntaryExcess, n.totalExcess].map((f) => f && `${f.value}${reasonToCheck(f) ? '?' : ''}`);
};

describe("a 'what changed' table, its Change column set apart", () => {
  test("each excess is this renewal's, and the premium row's signed change confirms both years' premiums", () => {
    expect(shown(TABLE.join('\n'))).toEqual(['698.15', '712.40', '350', '100', '450']);
  });

  test('near miss: a premium row whose signed change does not fit leaves both premiums asking for a tick', () => {
    expect(shown(TABLE.join('\n').replace('−£14.25', '−£41.25')).slice(0, 2)).toEqual(['698.15?', '712.40?']);
  });

  test("near miss: with the headings too far above (more rows between), no column says which year's each excess is", () => {
    const far = [...TABLE.slice(0, 6), ...Array.from({ length: 8 }, (_, i) => `Note ${i + 1} about your cover`), ...TABLE.slice(6)];
    expect(shown(far.join('\n'))[2]).not.toBe('350');
  });
});
