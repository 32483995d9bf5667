// What was and what will be, side by side (set 39's blind notices, in our own wording): excess rows under 'Was | Now |
// Change' columns whose change says its way in a word ('up £50'), rows with an arrow from the old figure to the new
// one and the change after them ('£500 → £350   £150 less'), and a row of two different figures with a change after
// them that no headings sort out. With near misses.
import { reasonToCheck } from './certainty';
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

describe("excess rows under 'Was | Now | Change'", () => {
  const table = (change: string) =>
    read([
      ' Item                                  Was (2025/26)        Now (2026/27)      Change',
      ' Premium, including IPT                     £612.40               £644.10      up £31.70',
      ` Compulsory excess                             £200                  £350      ${change}`,
      ' Voluntary excess                              £150                  £150      no change',
      ' Total excess                                  £350                  £500      up £150',
    ].join('\n'));

  test("each kind's figure under 'Now' is its excess, the change saying 'up £150'", () => {
    expect(valuesOf(table('up £150'), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['350', '150', '500']);
  });

  test('near miss: the old column never gives an excess without a tick, whatever the change cell says', () => {
    const found = table('see note £150');
    const compulsory = found.compulsoryExcess;
    expect(compulsory === undefined || compulsory.value === '350' || reasonToCheck(compulsory) !== null).toBe(true);
  });
});

describe('an arrow from the old figure to the new one, the change after them', () => {
  const rows = (arrow: string) =>
    read([
      "What's changed",
      `Your premium, including IPT      £1,210.00 ${arrow} £1,105.40        £104.60 less`,
      `Compulsory excess                £400 ${arrow} £300                  £100 less`,
      `Voluntary excess                 £100 ${arrow} £100                  no change`,
      `Total excess                     £500 ${arrow} £400                  £100 less`,
    ].join('\n'));

  test("'£400 → £300   £100 less': the excess after the arrow applies", () => {
    expect(valuesOf(rows('→'), 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['1105.40', '1210.00', '300', '100', '400']);
  });

  test('near miss: with no arrow between them, the first figure is not read as the excess without a tick', () => {
    const found = rows(' ');
    for (const field of ['compulsoryExcess', 'totalExcess'] as const) {
      const reading = found[field];
      expect(reading === undefined || reasonToCheck(reading) !== null).toBe(true);
    }
  });
});

describe("'has gone up from £A to £B', and 'the same as last year'", () => {
  test("'Your compulsory excess has gone up from £200 to £350': the excess after 'to' applies", () => {
    const found = read(['What has changed', '  Your compulsory excess has gone up from £200 to £350.', '  Your voluntary excess stays at £150.', '  Your total excess is now £500.'].join('\n'));
    expect(valuesOf(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['350', '150', '500']);
  });

  test("near miss: 'from £200' with no 'to' after it is not set aside", () => {
    const found = read(['What has changed', '  Your compulsory excess has gone up from £200.', '  Your voluntary excess stays at £150.'].join('\n'));
    expect(found.compulsoryExcess?.value === '200' && reasonToCheck(found.compulsoryExcess) === null).toBe(false);
  });

  test("'Your premium, including IPT: £633.10 – the same as last year.': last year's premium is that figure too", () => {
    expect(valuesOf(read('What has changed\n  Your premium, including IPT: £633.10 – the same as last year.'), 'renewalPremium', 'previousPremium')).toEqual(['633.10', '633.10']);
  });

  test("near miss: 'the same cover as last year' names no price", () => {
    expect(read('What has changed\n  Your premium, including IPT: £633.10 for the same cover as last year.').previousPremium).toBeUndefined();
  });
});
