// Set 47's debit note (Motts Godwin): 'Change in the premium for item 001: +£15.27' under the expiring premium, the new
// premium only as a bare figure in a Net / IPT / Gross table. A signed figure is a change, never a premium; last year's
// and the change make the figure the table prints. In our own wording, with a near miss. '?' marks a tick asked.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

const premiums = (change: string) => {
  const notice = read(
    [
      'DEBIT NOTE – PRIVATE MOTOR',
      'Period of insurance   02/05/2027 to 01/05/2028',
      'Description                              Net £        IPT £        Gross £',
      'Private car – third party, fire and theft 401.79      48.21         450.00',
      'Expiring premium, item 001, including IPT:                          £430.00',
      `Change in the premium for item 001:                                 ${change}`,
    ].join('\n'),
  );
  return [notice.renewalPremium, notice.previousPremium].map((f) => f && `${f.value}${reasonToCheck(f) ? '?' : ''}`);
};

describe("a signed change under last year's premium", () => {
  test("'+£20.00' is no premium; £430.00 and the rise make the table's 450.00, this year's, asking for a tick", () => {
    expect(premiums('+£20.00')).toEqual(['450.00?', '430.00?']);
  });

  test('near miss: a change that makes no printed figure gives no price, and is never read as one', () => {
    expect(premiums('+£25.00')[0]).toBeUndefined();
  });
});

describe('a signed figure beside a premium label', () => {
  const renewal = (figure: string) => read(['Renewal date  4 June 2027', `Premium for the mid-term adjustment          ${figure}`].join('\n')).renewalPremium?.value;

  test("'+£245.10' is a change, never this year's premium", () => {
    expect(renewal('+£245.10')).toBeUndefined();
    expect(renewal('−£245.10')).toBeUndefined();
  });

  test('near miss: the figure unsigned is read (asking for a tick)', () => {
    expect(renewal('£245.10')).toBe('245.10');
  });
});
