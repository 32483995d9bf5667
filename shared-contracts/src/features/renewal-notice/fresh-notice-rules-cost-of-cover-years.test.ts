// Set 43's photographed letter (Darwin Clayton): 'Your cost of cover for 2027/28, including Insurance Premium Tax
// £923.18' over 'Your cost of cover for 2026/27  £876.40'; the excess table's 'Total' heading lost its first letter at
// the photo's edge ('Compulsory Voluntary otal').
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

describe("a row a policy year each, the renewal's saying what it includes after a comma", () => {
  const rows = (aside: string) => read([`Your cost of cover for 2027/28${aside} £702.45`, 'Your cost of cover for 2026/27                      £688.10'].join('\n'));

  test("', including Insurance Premium Tax' after the year: still the year's row", () => {
    expect(valuesOf(rows(', including Insurance Premium Tax'), 'renewalPremium', 'previousPremium')).toEqual(['702.45', '688.10']);
  });

  test('near miss: another aside of as many words is no row of a year', () => {
    expect(valuesOf(rows(', with your breakdown and legal cover added'), 'previousPremium')).not.toEqual(['688.10']);
  });
});

describe("an excess table's 'otal' heading, its first letter lost at a photo's edge", () => {
  const table = (heading: string) => read(['Your renewal premium  £702.45', `  Type of claim        ${heading}`, '  Accidental damage           £350 £150 £500'].join('\n'));

  test("'Compulsory Voluntary otal' over a row of three figures: each its kind's", () => {
    expect(valuesOf(table('Compulsory Voluntary otal'), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['350', '150', '500']);
  });

  test("near miss: 'Compulsory Voluntary Hotel' names no total, and the row is not read in order", () => {
    expect(valuesOf(table('Compulsory Voluntary Hotel'), 'totalExcess')).not.toEqual(['500']);
  });
});
