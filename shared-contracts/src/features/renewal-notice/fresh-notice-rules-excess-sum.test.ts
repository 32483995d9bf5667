// Compulsory + voluntary = total confirms all three when one of them is read under a clear label (corroborate.ts): the
// parts under an 'Excess' heading, named by their kind alone, over a 'Total excess' row. In our own wording, with near
// misses. '?' marks a tick asked.
import { readShortNotice as read, shownAll } from './test-support/short-notice';

const EXCESSES = ['compulsoryExcess', 'voluntaryExcess', 'totalExcess'] as const;

describe('the excess parts that make the total', () => {
  test("'Compulsory' and 'Voluntary' under an 'Excess' heading, over 'Total excess': all three sure", () => {
    const found = read(['Renewal premium   £655.10', 'Excess', 'Compulsory            £350', 'Voluntary             £150', 'Total excess          £500'].join('\n'));
    expect(shownAll(found, ...EXCESSES)).toEqual(['350', '150', '500']);
  });

  test('near miss: parts that do not make the total are all flagged', () => {
    const found = read(['Renewal premium   £655.10', 'Excess', 'Compulsory            £350', 'Voluntary             £150', 'Total excess          £550'].join('\n'));
    expect(shownAll(found, ...EXCESSES)).toEqual(['350?', '150?', '550?']);
  });

  test("near miss: another option's parts on the page (the sum cannot tell the pairs apart) leave them asking", () => {
    const found = read(['ESSENTIALS · compulsory excess £400 · voluntary excess £100', 'Renewal premium   £655.10', 'Excess', 'Compulsory            £350', 'Voluntary             £150', 'Total excess          £500'].join('\n'));
    expect(shownAll(found, 'compulsoryExcess', 'voluntaryExcess').some((shown) => shown?.endsWith('?'))).toBe(true);
  });
});
