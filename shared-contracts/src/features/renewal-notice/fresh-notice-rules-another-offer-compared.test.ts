// Set 47's comparison-site page (Quotezone) and broker's email (West Norfolk): a difference said against another offer
// for the coming year ('£65.78 less than your renewal quote', '£73.11 less than Aviva's renewal price') is no change since
// last year. In our own wording, with a near miss.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

const premiums = (line: string) => {
  const notice = read(['Your renewal quote  £640.00', 'Last year you paid  £610.00', 'Your policy renews on 2 June 2027.', line].join('\n'));
  return [notice.renewalPremium, notice.previousPremium].map((f) => f && `${f.value}${reasonToCheck(f)?.includes('went down') ? ' (said to fall)' : ''}`);
};

describe('a difference against another offer for the coming year', () => {
  test("'less than your renewal quote' does not say the price fell since last year", () => {
    expect(premiums('The cheapest quote we found is £42.15 less than your renewal quote.')).toEqual(['640.00', '610.00']);
    expect(premiums("Their price is £42.15 less than Admiral's renewal price.")).toEqual(['640.00', '610.00']);
  });

  test("near miss: 'less than you paid last year' is a change since last year, checked against both figures", () => {
    expect(premiums('That is £42.15 less than you paid last year.')).toEqual(['640.00 (said to fall)', '610.00 (said to fall)']);
  });
});
