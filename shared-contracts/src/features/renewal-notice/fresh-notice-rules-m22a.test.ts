// The policy-number rules the twenty-second to twenty-fifth fresh sets asked for (mfe-policies read-notice/
// fresh-printed-notices-22.ts .. -25.ts and the api's second set of forwarded emails), each in a few lines of our own,
// with a near miss that must not be taken. (A reference panel beside a letterhead, read row by row, is a layout rule:
// layout/page-layout.test.ts.)
import { parseRenewalNotice } from '../renewal-notice';

const read = (...lines: string[]) => parseRenewalNotice(`${lines.join('\n')}\nYour car insurance renewal\n`, { today: '2026-11-29' });

describe("the policy number set off by commas after 'policy' in a sentence", () => {
  test('a slashed number with a group of digits after it is read whole', () => {
    const found = read('Dear Ann, we are writing because your Harbour Motor policy, HBM/PC/4471 2093, renews on 3 March 2027.').policyNumber;
    expect(found?.value).toBe('HBM/PC/4471 2093');
  });

  test('a number of letters and digits, the sentence wrapped after the comma', () => {
    expect(read('This is to remind you that the private car policy,', 'QX 55180927, ends on 3 March 2027.').policyNumber?.value).toBe('QX 55180927');
  });

  test('near miss: a year or a count set off by commas is no policy number', () => {
    expect(read('Dear Ann, your policy, 2027/28, renews on 3 March 2027.').policyNumber).toBeUndefined();
    expect(read('Dear Ann, your policy, 12 months from 3 March 2027, costs £512.40.').policyNumber).toBeUndefined();
  });

  test('near miss: a number with no comma closing it is not taken from after the comma', () => {
    expect(read('Dear Ann, your policy, LT 5518 0927 and your quote are attached.').policyNumber).toBeUndefined();
  });
});
