// Sets 34-37's identity misses (mender i): the broker whose letterhead heads the letter is the brand the driver deals
// with, not the insurer it placed the cover with; 'insuring your <car> with <Name>' names the seller.
import { findInsurerBrand } from './insurer-brand';
import { parseRenewalNotice } from '../renewal-notice';

describe("a broker's letterhead over the insurer it placed the cover with", () => {
  const letter = (heading: string) =>
    [
      heading,
      'Specialist insurance brokers for drivers of the Fens',
      'Mr Alan Pike',
      '4 Mill Road, Ely CB7 4AA',
      'Dear Mr Pike,',
      'Your car policy renews on 9 March 2027 and Aviva have offered to renew it on these terms.',
      'Insurer     Aviva Insurance Limited',
      'Regards,',
      'Fenland Cover Brokers Limited, authorised and regulated by the Financial Conduct Authority. Fenland Cover is our trading name.',
    ].join('\n');

  test('the broker named in the heading wins, asking for a tick', () => {
    const found = findInsurerBrand(letter('Fenland Cover'));
    expect(found?.value).toBe('Fenland Cover');
    expect(found?.flag).toBe('check');
  });

  test('near miss: a listed brand heading the letter itself stays', () => {
    expect(findInsurerBrand(letter('Aviva'))?.value).toBe('Aviva');
  });

  test('near miss: no broker in the heading, the insurer named in the letter stays', () => {
    const text = letter('Fenland Cover').replace('Specialist insurance brokers for drivers of the Fens', 'Car cover for drivers of the Fens');
    expect(findInsurerBrand(text)?.value).not.toBe('Fenland Cover');
  });
});

describe("'insuring your <car> with <Name>'", () => {
  test('the name after the car is the seller', () => {
    const text = ['Your renewal', 'Dear Ms Roe,', 'Thank you for insuring your Mazda 3 with Harbourline Motor.', 'Kind regards'].join('\n');
    expect(findInsurerBrand(text)?.value).toBe('Harbourline Motor');
  });

  test("near miss: 'insuring your car with us' names nobody", () => {
    const text = ['Your renewal', 'Dear Ms Roe,', 'Thank you for insuring your car with us.', 'Kind regards'].join('\n');
    expect(findInsurerBrand(text)).toBeUndefined();
  });
});

describe("the small print's '<Name> Car Insurance is arranged by <company>'", () => {
  const letter = (smallPrint: string) => ['Your renewal', 'Dear Mr Oduya,', 'Your cover renews on 2 May 2027.', smallPrint].join('\n');

  test('the product\'s own name is the brand, asking for a tick', () => {
    const found = findInsurerBrand(letter('Kestrel & Co Car Insurance is arranged and administered by Kestrel Money Limited.'));
    expect(found?.value).toBe('Kestrel & Co');
    expect(found?.flag).toBe('check');
  });

  test("a trading name run into the company's ('is a trading name ofNorvale Limited', OCR)", () => {
    expect(findInsurerBrand(letter('Tansy is a trading name ofNorvale Limited, authorised by the FCA.'))?.value).toBe('Tansy');
  });

  test("near miss: 'Your car insurance is arranged by us' names no brand", () => {
    expect(findInsurerBrand(letter('Your car insurance is arranged by us and underwritten by a panel.'))).toBeUndefined();
  });
});

describe('the regulated firm printed as a letterhead cell or over two logo lines', () => {
  const letter = (heading: string[]) =>
    [
      ...heading,
      'Mrs Iona Pryce',
      'Dear Mrs Pryce,',
      'Your car policy renews on 4 June 2027.',
      'Marlowe Vale Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority.',
    ].join('\n');

  test("the name without 'Brokers', first cell beside the address", () => {
    expect(findInsurerBrand(letter(['Date: 3 May 2027', '  Marlowe Vale Insurance                    2 Quay Street, Truro TR1 2HE']))?.value).toBe('Marlowe Vale Insurance Brokers');
  });

  test('the name over two lines of a logo, a column beside each', () => {
    expect(findInsurerBrand(letter(['Date: 3 May 2027', 'MARLOWE VALE                       Our ref: MV/22', 'Insurance Brokers                  Renewal notice']))?.value).toBe('Marlowe Vale Insurance Brokers');
  });

  test('near miss: the name only inside a sentence is no letterhead', () => {
    expect(findInsurerBrand(letter(['Renewal notice', 'We at Marlowe Vale Insurance are pleased to write.']))).toBeUndefined();
  });
});

describe("'The <brand> team' signing the letter off", () => {
  const letter = (signOff: string) =>
    ['Your renewal', 'Dear Ms Lane,', 'Your cover renews on 1 July 2027.', 'Elephant £401.10 (a note beside the price)', 'Love,', signOff, "Sheilas' Wheels is a trading name of esure Services Limited."].join('\n');

  test('the signing team wins over a brand named once in passing', () => {
    expect(findInsurerBrand(letter("The Sheilas' Wheels team"))?.value).toBe("Sheilas' Wheels");
  });

  test('near miss: the team named inside a sentence does not count as signing', () => {
    expect(findInsurerBrand(letter("The Sheilas' Wheels team will call you about this"))?.confidence).not.toBe('high');
  });
});

describe("a note comparing a rival ('compare w/Acme?')", () => {
  test('the rival is not the insurer', () => {
    expect(findInsurerBrand(['compare w/Hagerty?', 'Renewal of your motor insurance', 'Dear Mr Kay,'].join('\n'))?.value).not.toBe('Hagerty');
  });

  test('near miss: the brand heading the letter on its own stays', () => {
    expect(findInsurerBrand(['Hagerty', 'Renewal of your motor insurance', 'Dear Mr Kay,'].join('\n'))?.value).toBe('Hagerty');
  });
});

describe("a policy number's prefix read with digits for the insurer's initials", () => {
  const notice = (number: string, brand: string) =>
    [`${brand}`, 'Dear Mr Sims,', `Your car insurance (policy ${number}) renews on 14/05/2027.`, 'Your renewal premium is £512.40.', `Thank you for insuring with ${brand}.`].join('\n');

  test("'1' and '0' for the brand's I and O ('Ivy Over Dale' -> 'IOD'), asking for a tick", () => {
    const found = parseRenewalNotice(notice('10D/4471820', 'Ivy Over Dale'), { today: '2027-04-01' }).policyNumber;
    expect(found?.value).toBe('IOD/4471820');
    expect(found?.flag).toBe('check');
  });

  test('near miss: a prefix that is not the initials stays as read', () => {
    expect(parseRenewalNotice(notice('10K/4471820', 'Ivy Over Dale'), { today: '2027-04-01' }).policyNumber?.value).toBe('10K/4471820');
  });
});

describe('policy number and plate labels of sets 34-36', () => {
  const read = (lines: string[]) => parseRenewalNotice(['Your car insurance renewal', ...lines, 'Your renewal premium is £498.20.'].join('\n'), { today: '2027-01-01' });

  test("'Policy number for your new year' wins over 'Last year's policy number'", () => {
    expect(read(['Policy number for your new year      QMB-2209-4410', "Last year's policy number           QMB-1180-0093"]).policyNumber?.value).toBe('QMB-2209-4410');
  });

  test("near miss: last year's number alone is still offered, asking for a tick", () => {
    const found = read(["Last year's policy number           QMB-1180-0093"]).policyNumber;
    expect(found?.value).toBe('QMB-1180-0093');
    expect(found?.confidence).toBe('low');
  });

  test("a statement's 'POL REF ......' and 'VRM ......'", () => {
    const found = read(['POL  REF  ........  QW/PC/44120983', 'VRM  ............  LB70  KTE']);
    expect([found.policyNumber?.value, found.registrationNumber?.value]).toEqual(['QW/PC/44120983', 'LB70KTE']);
  });

  test("'PolicyQX-4471-0392' glued by OCR, and a value set before its label", () => {
    expect(read(['Renewal date: 4 May 2027 - PolicyQX-4471-0392']).policyNumber?.value).toBe('QX-4471-0392');
    expect(read(['QXI-00418822 policy number         LB70 KTE registration']).policyNumber?.value).toBe('QXI-00418822');
  });

  test("near miss: 'Policyholder' and a price before 'policy number' are no numbers", () => {
    expect(read(['PolicyholderMr Lee', '498.20 policy number fee waived']).policyNumber).toBeUndefined();
  });
});

describe("a broker's letter: the insurer it placed the policy with, and a logo read in fragments", () => {
  const letter = (logo: string) =>
    [logo, 'Mr Ravi Dutt', 'Dear Mr Dutt,', 'Your motor policy, which we arranged for you with Orlanda Insurance plc, renews on 2 March 2027.', 'Tamsworth does not charge a fee.'].join('\n');

  test("the logo's fragments joined ('T AM SW OR TH') are the brand the letter names, not the insurer placed with", () => {
    const found = findInsurerBrand(letter('T AM SW OR TH                  Tel 01234 567 890'));
    expect(found?.value).toBe('Tamsworth');
    expect(found?.flag).toBe('check');
  });

  test('near miss: fragments the letter never writes as a word name nobody; the insurer placed with is not offered', () => {
    expect(findInsurerBrand(letter('A B CD EF'))?.value ?? '').not.toMatch(/^(?:ABCDEF|Orlanda)/i);
  });
});

describe("a header row run into its values ('policy number car registration cover drivers  QRT-2201 ...')", () => {
  const read = (line: string) => parseRenewalNotice(['Your car insurance renewal', line, 'Your renewal premium is £498.20.'].join('\n'), { today: '2027-01-01' });

  test("the first value after the labels is the policy number's, asking for a tick", () => {
    const found = read('policy number car registration cover drivers  QRT-5520418836 Ford Ka (2016) LB16 KTE comprehensive you').policyNumber;
    expect(found?.value).toBe('QRT-5520418836');
    expect(found?.confidence).not.toBe('high');
  });

  test('near miss: a sentence after policy number with no other field named is not a header', () => {
    expect(read('policy number is shown on your letter  QRT-5520418836').policyNumber?.value).not.toBe('QRT-5520418836');
  });
});

describe("an unlabelled number starting with the insurer's initials", () => {
  const notice = (tail: string) =>
    ['Ivy Over Dale', 'Dear Mr Sims,', 'Your renewal premium is £512.40 and your cover renews on 14/05/2027.', 'Thank you for insuring with Ivy Over Dale.', `Regulated by the FCA.  ${tail}`].join('\n');

  test("offered with the initials ('10D 4471 8820' read for 'IOD ...'), asking for a tick", () => {
    const found = parseRenewalNotice(notice('10D 4471 8820'), { today: '2027-04-01' }).policyNumber;
    expect(found?.value).toBe('IOD 4471 8820');
    expect(found?.flag).toBe('check');
  });

  test('near miss: two different such numbers, or too few digits, offer none', () => {
    expect(parseRenewalNotice(notice('IOD 4471 8820  IOD 5512 0093'), { today: '2027-04-01' }).policyNumber).toBeUndefined();
    expect(parseRenewalNotice(notice('IOD 447'), { today: '2027-04-01' }).policyNumber).toBeUndefined();
  });
});
