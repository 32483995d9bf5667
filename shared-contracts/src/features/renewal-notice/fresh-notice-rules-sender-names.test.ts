// Set 44's senders: a renewal email from 'Motaquote Renewals' signed 'The Motaquote Renewals Team' (the firm is
// 'Motaquote'); an insurer whose name carries an accent ('Covéa Insurance plc is authorised ...', its letterhead 'Covéa'
// over 'Insurance'); a broker's logo running its words together in lower case ('ethosbroking' for 'Ethos Broking
// Limited').
import { parseRenewalNotice } from '../renewal-notice';

const insurerOf = (lines: string[]) => parseRenewalNotice(lines.join('\n'), { today: '2026-11-29' }).insurer?.value;

describe("a desk's name after the firm's in the sign-off ('The Quoteline Renewals Team')", () => {
  const email = (signOff: string) =>
    insurerOf(['Outlook · Printed 02/03/2027 09:31', 'Your car insurance renewal is ready', 'From:   Quoteline Renewals <renewals@quoteline.co.uk>', 'Subject:  Your car insurance renewal is ready', '   quoteline', 'Your renewal premium is £612.40.', signOff, 'Quoteline Ltd is authorised and regulated by the Financial Conduct Authority.']);

  test("'The Quoteline Renewals Team': the firm is 'Quoteline'", () => {
    expect(email('   The Quoteline Renewals Team')).toBe('Quoteline');
  });

  test("near miss: a firm whose own name goes on ('The Quoteline Direct Team') keeps it", () => {
    expect(email('   The Quoteline Direct Team')).not.toBe('Quoteline Renewals');
  });
});

describe("a firm's name with an accent, in the small print and on its letterhead", () => {
  test("'Lumière Insurance plc is authorised ...' under the letterhead 'Lumière' / 'Insurance'", () => {
    expect(insurerOf(['Lumière                                                   Customer services 0330 024 2254', 'Insurance', 'Your car insurance renewal', 'Your renewal premium is £612.40.', 'Lumière Insurance plc is authorised by the Prudential Regulation Authority.'])).toBe('Lumière Insurance');
  });

  test('near miss: the letterhead alone, with no firm in the small print, is not confirmed as that firm', () => {
    expect(insurerOf(['Lumière                                                   Customer services 0330 024 2254', 'Your car insurance renewal', 'Your renewal premium is £612.40.'])).not.toBe('Lumière Insurance');
  });
});

describe("a broker's logo running its words together ('ethosbroking')", () => {
  const statement = (logo: string) => insurerOf(['Accounts & Renewals', logo, 'Statement of account', 'Renewal premium  £612.40', 'Aldwyn Broking Limited is authorised and regulated by the Financial Conduct Authority.']);

  test("'aldwynbroking' is the regulated firm 'Aldwyn Broking' on a line of its own", () => {
    expect(statement('aldwynbroking')).toBe('Aldwyn Broking');
  });

  test("near miss: 'aldwynbrokers' is not that name run together", () => {
    expect(statement('aldwynbrokers')).not.toBe('Aldwyn Broking');
  });
});
