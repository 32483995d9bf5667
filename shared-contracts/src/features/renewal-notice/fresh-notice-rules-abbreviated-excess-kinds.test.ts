// A till printout's excess rows with the kinds written short under an 'EXCESS' row (set 41's Gott & Wynne scan, in our
// own wording; abbreviated-excess-kinds.ts), with near misses: 'COMP' for the cover, too few spaces to write it out.
import { abbreviatedExcessKinds } from './abbreviated-excess-kinds';
import { readShortNotice as read, shownAll } from './test-support/short-notice';

const TILL = [
  'RENEWAL QUOTATION',
  'COVER    COMP',
  'PREMIUM 2027/28 INC IPT      £    611.20',
  'EXCESS  ~ COMP               £    300.00',
  '        VOL                  £    100.00',
  '        TOTAL                £    400.00',
  'W/SCREEN REPLACEMENT         £     90.00',
].join('\n');

describe("'EXCESS  COMP' / 'VOL' / 'TOTAL' on a till printout", () => {
  test('each short kind is read as its kind, sure by the sum, and quoted as printed', () => {
    const found = read(TILL);
    expect(shownAll(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300.00', '100.00', '400.00']);
    expect(found.voluntaryExcess?.snippet).toBe('VOL £100.00');
  });

  test("written out one character for one, so the text keeps its length; 'COVER  COMP' is left alone", () => {
    const out = abbreviatedExcessKinds(TILL);
    expect(out.length).toBe(TILL.length);
    expect(out.split('\n')[1]).toBe('COVER    COMP');
    expect(out.split('\n')[3]).toMatch(/^EXCESS {2}~ COMPULSORY +£/);
  });

  test('near miss: a short kind with too few spaces after it to write it out is left as it is', () => {
    const tight = 'EXCESS COMP £300.00\n       VOL  £100.00';
    expect(abbreviatedExcessKinds(tight)).toBe(tight);
  });
});
