// Amounts written in pounds 'and' pence (set 41's Priory, in our own wording; uk-amounts.ts), with near misses: 'and' a
// count that is no pence, three figures before the 'p'.
import { findAmounts } from './uk-amounts';
import { readShortNotice as read } from './test-support/short-notice';

const values = (text: string) => findAmounts(text).map((a) => a.value);

describe("'£684 and 27p'", () => {
  test('whole pounds and pence are one amount, also with the pence on the next line', () => {
    expect(values('The premium for the coming year is £712 and 5p, including tax.')).toEqual(['712.05']);
    expect(values("Last year's premium was £655 and\n10p (six hundred and fifty-five pounds)")).toEqual(['655.10']);
  });

  test("the premiums so written are read whole, not as their pounds", () => {
    const found = read("The premium for the coming year is £712 and 45p, including Insurance Premium Tax. Last year's premium was £698 and\n20p.");
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['712.45', '698.20']);
  });

  test("near miss: 'and' a count, or three figures before a 'p', is no pence", () => {
    expect(values('A compulsory excess of £250 and 12 months of cover.')).toEqual(['250']);
    expect(values('A fee of £25 and 125p a minute for calls.')).toEqual(['25']);
    expect(values('£250.00 and 10p')).toEqual(['250.00']);
  });
});
