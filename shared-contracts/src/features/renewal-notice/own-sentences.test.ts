// This year's and last year's premium in the sentences and rows of our own notices (2026-11-29, written for this test,
// never from the held-out set): 'Last year it was', 'What you're paying now', 'gone up from £540.00 to £598.20', 'We've
// renewed your policy for £700.50 (last year: £650.50)', 'We have not changed your price: you paid £530.00 last year
// too', a 'This year | Last year' table, a price and its label on two lines. Each expectation is what the notice says.
import { parseRenewalNotice } from '../renewal-notice';

const H = 'Your car insurance renewal\n';
const notices: Record<string, string> = {
  a: H + `Your premium this year will be £612.30. Last year it was £580.00.`,
  b: H + `Annual premium inc. IPT   £733.10\nLast year's annual premium inc. IPT   £701.45`,
  c: H + `Premium: £455.00 (Previous year's premium: £430.20)`,
  d: H + `This year's premium is £820.00, last year's was £799.99.`,
  e: H + `Your quote for next year £690.00\nWhat you're paying now £655.55`,
  f: H + `Your renewal premium has gone up from £540.00 to £598.20.`,
  g: H + `Your premium will be £702.00, a change of £25.00 from last year's £677.00.`,
  h: H + `Cost last year £488.00\nCost this year £512.40`,
  i: H + `Your renewal price\n£1,045.60\nLast year's price\n£998.00`,
  j: H + `Total annual cost of your policy: £640.00\nTotal annual cost last year: £611.00`,
  k: H + `Price breakdown          This year     Last year\nPremium                  £603.20       £577.10\nInsurance Premium Tax    incl.         incl.`,
  l: H + `We've renewed your policy for £700.50 (last year: £650.50).`,
  m: H + `Your renewal premium is £530.00. We have not changed your price: you paid £530.00 last year too.`,
  n: H + `Renewal quote £880.00\nLast year's premium (for comparison) £845.00`,
  o: H + `Your new annual premium, including Insurance Premium Tax at 12%, is £777.70.\nYour annual premium at last renewal was £744.00.`,
};
const read = (name: string) => parseRenewalNotice(notices[name]!, { today: '2026-11-29' });

test.each([
  ['a', '612.30', '580.00'],
  ['b', '733.10', '701.45'],
  ['c', '455.00', '430.20'],
  ['d', '820.00', '799.99'],
  ['e', '690.00', '655.55'],
  ['f', '598.20', '540.00'],
  ['h', '512.40', '488.00'],
  ['i', '1045.60', '998.00'],
  ['j', '640.00', '611.00'],
  ['k', '603.20', '577.10'],
  ['l', '700.50', '650.50'],
  ['m', '530.00', '530.00'],
  ['n', '880.00', '845.00'],
  ['o', '777.70', '744.00'],
])('%s: this year £%s, last year £%s', (name, renewal, previous) => {
  expect(read(name)).toMatchObject({ renewalPremium: { value: renewal }, previousPremium: { value: previous } });
});

test("'a change of £25.00 from last year's £677.00': the premium is read; last year's is not found rather than guessed", () => {
  const notice = read('g');
  expect(notice.renewalPremium).toMatchObject({ value: '702.00' });
  expect(notice.previousPremium).toBeUndefined();
});
