// Set 44's telematics app (LittleBox): priced by the month, the year's price after a spaced dash on the same line
// ('12 monthly payments - Total for the year £1,301.40').
import { readShortNotice as read, shown } from './test-support/short-notice';

describe("'Total for the year' after a spaced dash, beside the monthly payments", () => {
  test("the clause after the dash labels the year's price, asking for a tick", () => {
    expect(shown(read(['£96.20', '12 monthly payments - Total for the year £1,154.40'].join('\n')), 'renewalPremium')).toBe('1154.40?');
  });

  test("near miss: without the dash the whole label speaks of monthly payments, and it is not the year's price", () => {
    expect(shown(read(['£96.20', '12 monthly payments, total for the year £1,154.40'].join('\n')), 'renewalPremium')).toBeUndefined();
  });
});
