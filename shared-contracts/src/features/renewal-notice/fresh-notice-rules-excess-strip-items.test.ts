// Set 50's Direct Line page: the excess strip 'Compulsory: £250 · Voluntary: £150 · You pay: £400 · Windscreen: £95',
// broken apart by the layout, its 'You pay' item naming no kind of excess.
import { readShortNotice as read, shownAll } from './test-support/short-notice';

const page = (strip: string) =>
  read(
    [
      'Your renewal price  £1,018.56 a year',
      'Your excess',
      '  Compulsory: £250      ·',
      "What's in your cover",
      '✓ Motor Legal Protection',
      '',
      strip,
      '          included',
    ].join('\n'),
  );

describe('an excess strip of items set apart by dots, one of them the whole excess', () => {
  test("'You pay: £400' beside 'Voluntary: £150' is the total the two parts make, asking for a tick", () => {
    expect(shownAll(page('Voluntary: £150     ·   You pay: £400       ·    Windscreen: £95'), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['250?', '150?', '400?']);
  });

  test('near miss: a strip naming no kind of excess (breakdown cover, a courtesy car) says nothing of the excess', () => {
    expect(shownAll(page('Breakdown: £62     ·   You pay: £400       ·    Courtesy car: £0\nVoluntary: £150'), 'totalExcess')).toEqual([undefined]);
  });
});
