// Set 44's scanned letter (Oval): the policy's reference only in the sentence about the cover, broken after its slash
// at the line's end ('Your car insurance for your Honda Civic 2.0 ..., with our' / 'reference OVL/PM/' / '2280915, is
// due for renewal').
import { readShortNotice as read } from './test-support/short-notice';

const letter = (subject: string) =>
  read([`${subject} for your Kia Ceed 1.5 T-GDi (2021), registration WR21 KTE, with our`, 'reference KPL/PM/', '4471093, is due for renewal on 1 June 2027.'].join('\n')).policyNumber;

describe("'your car insurance ..., with our reference ...': the cover's reference", () => {
  test('read whole across the break after its slash, asking for a tick', () => {
    const found = letter('Your car insurance');
    expect([found?.value, found?.confidence]).toEqual(['KPL/PM/4471093', 'medium']);
  });

  test("near miss: a reference in a sentence about something else ('Your breakdown cover') is not the policy's", () => {
    expect(letter('Your breakdown cover')?.value).toBeUndefined();
  });
});
