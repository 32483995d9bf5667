// Set 47's app screen saved as PDF (Octopus EV): the monthly price big with '/month' on the line under it, the year's
// price in a 'How it compares' block, 'Your new price from Fri 22 Oct 2027' the only date, and the brand named only in
// 'X car insurance is' / 'arranged by ...' broken over two lines. In our own wording, with near misses.
import { readShortNotice as read } from './test-support/short-notice';

const SCREEN = [
  '‹          Your renewal              wattson drive',
  'Tesla Model 3 · LC22 WXA',
  '         Your new price from Tue 9 Mar 2027',
  '           £61.20',
  '                             /month',
  '   or £689.40 a year if you pay in one go',
  'Last year                               £655.10',
  'This year                               £689.40',
  'Prices include Insurance Premium Tax. Wattson Drive car insurance is',
  'arranged by Wattson Drive Ltd, authorised and regulated by the Financial Conduct Authority.',
];

describe("an app's renewal screen", () => {
  test("the price under '/month' is monthly, so this year's price is the year's; the date after 'new price from'; the brand the small print names", () => {
    const n = read(SCREEN.join('\n'));
    expect([n.renewalPremium?.value, n.renewalDate?.value, n.insurer?.value]).toEqual(['689.40', '2027-03-09', 'Wattson Drive']);
  });

  test("near miss: with '/year' under it the big figure is no monthly price", () => {
    expect(read(SCREEN.join('\n').replace('/month', '/year')).renewalPremium?.value).not.toBe('689.40');
  });

  test("near miss: 'Your old price from' names no renewal date", () => {
    expect(read(SCREEN.join('\n').replace('Your new price from', 'Your old price from')).renewalDate).toBeUndefined();
  });

  test("near miss: 'car insurance is' / 'sold through ...' names no product arranged by a firm", () => {
    expect(read(SCREEN.join('\n').replace('arranged by Wattson Drive Ltd', 'sold through our partners')).insurer?.value).not.toBe('Wattson Drive');
  });
});
