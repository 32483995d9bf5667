// Set 46's scanned private-client letter (Griffiths & Armour): a renewal summary of a household's policies, a row a
// class, 'Total' under them. The motor row is the car's premium, not the total. In our own wording, with near misses.
import { readShortNotice as read } from './test-support/short-notice';

const premiums = (rows: string[]) => {
  const n = read(
    [
      'Your home and motor insurances renew on 1 May 2027.',
      'Policy                            Insurer                   Current year     Renewal',
      ...rows,
      'Total (including Insurance Premium Tax)                        £2,910.40   £3,054.05',
    ].join('\n'),
  );
  return [n.renewalPremium?.value, n.previousPremium?.value];
};

const HOME = 'Home - buildings and contents     Covea Insurance plc        £1,804.60     £1,901.25';
const MOTOR = 'Motor - Volvo XC90                Covea Insurance plc        £1,105.80     £1,152.80';

describe("a summary of a household's policies by class", () => {
  test("the motor row's figures are the car's premiums, not the total", () => {
    expect(premiums([HOME, MOTOR])).toEqual(['1152.80', '1105.80']);
  });

  test("near miss: with no other class's row, the rows are the car's own (the total is not set aside)", () => {
    expect(premiums([MOTOR.replace('Motor - Volvo XC90', 'Premium          '), 'Fees                              Covea Insurance plc        £1,804.60     £1,901.25'])).not.toEqual(['1152.80', '1105.80']);
  });
});
