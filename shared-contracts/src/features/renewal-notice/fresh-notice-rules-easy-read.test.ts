// An Easy Read letter's short sentences (set 41's Select Insurance Brokers and Weir Insurance, in our own wording): the
// plate after 'Its number plate is' (identity-fields.ts), the whole excess as 'you pay the first £400' with 'This is
// called the excess.' after it (whole-excess-in-sentence.ts), and the letterhead under a tag naming the letter's kind
// (own-name-brand.ts). Each with a near miss.
import { findRegistration } from './identity-fields';
import { parseRenewalNotice } from '../renewal-notice';
import { readShortNotice as read, shownAll } from './test-support/short-notice';

const LETTER = (tag: string, claim: string[]) => [
  tag,
  'Kestrel Insurance Brokers',
  'Mrs Ann Quigley · 9 Mill Street · Newry BT34 1AB · 4 March 2027',
  'Your car insurance is nearly up',
  '           Your policy number is HLB/PC/22081.',
  '           Your new insurance starts on',
  '           Friday 9 April 2027.',
  '           Next year your insurance will cost £512.30.',
  ...claim,
  '           £300 is set by the insurer (compulsory excess).',
  '           £100 is the amount you chose (voluntary excess).',
  'Kestrel Brokers Ltd trading as Kestrel Insurance Brokers, 2 Mill Street, Newry BT34 1AB, is authorised and regulated by the',
  'Financial Conduct Authority. Your insurer is Aviva Insurance Limited.',
].join('\n');
// (The whole letter as it comes, its tag the first line: the short notices' helper puts a heading over it.)
const letterhead = (text: string) => parseRenewalNotice(text, { today: '2026-11-29' }).insurer?.value;
const CLAIM = ['           If you claim, you pay the first £400.', '           This is called the excess.'];

describe('an Easy Read letter', () => {
  test("'Its number plate is BFZ 6314.' gives the plate, and 'is' is no part of one ('is AB12 CDE')", () => {
    expect(findRegistration('           Its number plate is BFZ 6314.\n')?.value).toBe('BFZ6314');
    expect(findRegistration('Its number plate is AB12 CDE.\n')?.value).toBe('AB12CDE');
  });

  test("near miss: 'registration is due' gives no plate", () => {
    expect(findRegistration('Your registration is due for renewal.\n')).toBeUndefined();
  });

  test("'If you claim, you pay the first £400.' / 'This is called the excess.' is the whole excess its parts make", () => {
    expect(shownAll(read(LETTER('Easy Read', CLAIM)), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300', '100', '400']);
  });

  test('near miss: the first £400 of something else, or a figure the parts do not make, is no whole excess', () => {
    expect(read(LETTER('Easy Read', ['           You pay the first £400 today.', '           This is called the deposit.'])).totalExcess).toBeUndefined();
    expect(read(LETTER('Easy Read', ['           If you claim, you pay the first £450.', '           This is called the excess.'])).totalExcess?.value).not.toBe('450');
  });

  test("the letterhead under a tag naming the letter's kind ('Easy Read') is the sender the small print names", () => {
    expect(letterhead(LETTER('Easy Read', CLAIM))).toBe('Kestrel Insurance Brokers');
  });

  test("a tag that could itself pass for a name ('Electric car insurance') gives way to the letterhead the small print names", () => {
    const app = ['Electric car insurance', ' Kestrel                                   hello@kestrel.example', 'Ms Priya Raman                            1 February 2027', 'Your electric car insurance renews on 10 March 2027 with Aviva Insurance Limited.', 'Electric cars cost more to repair.', 'Kestrel is a trading name of Kestrel Cover Ltd, authorised and regulated by the Financial Conduct Authority.'].join('\n');
    expect(letterhead(app)).toBe('Kestrel');
  });

  test('near miss: under a first line of more words or with a figure, the second line is not taken for the letterhead', () => {
    expect(letterhead(LETTER('Page 1 of 2', CLAIM))).not.toBe('Kestrel Insurance Brokers');
    expect(letterhead(LETTER('A letter written for you in Easy Read', CLAIM))).not.toBe('Kestrel Insurance Brokers');
  });
});
