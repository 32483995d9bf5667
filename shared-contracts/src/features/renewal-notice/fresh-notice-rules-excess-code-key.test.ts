// An excess row in a statement system's code its key explains (set 38's Thompson & Richardson, in our own wording;
// excess-code-key.ts), with near misses: figures that do not add up, a row in a code the key does not explain.
import { excessesByTheirKey } from './excess-code-key';
import { readShortNotice as read, shownAll } from './test-support/short-notice';

const PRINTOUT = (row: string) => [
  'POL NO  .......  BK/PM/7730194',
  'EXCESSES  (GBP)',
  row,
  '  WSX  ..................  95',
  'KEY  EXC  CVT   EXCESS:  COMPULSORY  /  VOLUNTARY  /  TOTAL',
  '     WSX        WINDSCREEN  EXCESS',
].join('\n');

describe("an excess row in a code the notice's key explains", () => {
  test("'EXC CVT AD ....300/200/500' under the key 'EXC CVT  EXCESS: COMPULSORY / VOLUNTARY / TOTAL': each kind's figure, sure by the sum", () => {
    const found = read(PRINTOUT('  EXC  CVT  AD  ..........300/200/500'));
    expect(shownAll(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300', '200', '500']);
  });

  test('near miss: three figures that do not add up are left as they are', () => {
    const text = PRINTOUT('  EXC  CVT  AD  ..........300/200/550');
    expect(excessesByTheirKey(text)).toBe(text);
  });

  test('near miss: a row in another code is not the excess the key names', () => {
    const text = PRINTOUT('  NCD  PROT  ..........300/200/500');
    expect(excessesByTheirKey(text)).toBe(text);
  });
});
