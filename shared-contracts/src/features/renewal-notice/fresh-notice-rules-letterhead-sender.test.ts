// The firm heading the letter is the sender when the small print names it so (letterhead-sender.ts): a broker or a car
// maker's insurance naming the insurer behind the policy; a printout's boxed letterhead (regulated-firm.ts); a name
// with an accent typed whole. In our own wording, with near misses.
import { findInsurerBrand } from './insurer-brand';

const BODY = 'Dear Mr Okafor,\nYour car insurance with Aviva is due for renewal on 4 March 2027.\nThe premium is £512.40.';

describe('the letterhead confirmed by the small print as the sender', () => {
  test("a broker's letterhead ('Ashdown & Vale' / 'Insurance Group') named by the small print as the regulated firm wins over the insurer it names", () => {
    const text = `Ashdown & Vale\nInsurance Group\n${BODY}\nAshdown & Vale Insurance Group Limited is authorised and regulated by the Financial Conduct Authority.`;
    const found = findInsurerBrand(text);
    expect(found?.value).toBe('Ashdown & Vale');
    expect(found?.flag).toBe('check');
  });

  test('near miss: without that sentence, the letterhead is not shown to be the sender, so the named insurer stays', () => {
    expect(findInsurerBrand(`Ashdown & Vale\nInsurance Group\n${BODY}\nCalls may be recorded.`)?.value).toBe('Aviva');
  });

  test("a car maker's insurance ('FERRANTE' over 'Ferrante Insurance is provided by ..., a trading name of Ageas Retail Limited') is the brand", () => {
    const text = `FERRANTE                        Ferrante Insurance · 0300 000 0000\n${BODY.replace('Aviva', 'us')}\nFerrante Insurance is provided by Motorline Insurance, a trading name of Ageas Retail Limited. Underwritten by Ageas Insurance Limited. Registered office: Ageas House, Templars Way, Eastleigh.`;
    expect(findInsurerBrand(text)?.value).toBe('Ferrante');
  });

  test('near miss: small print naming another product leaves the underwriter', () => {
    const text = `FERRANTE                        Ferrante Insurance · 0300 000 0000\n${BODY.replace('Aviva', 'us')}\nRavello Insurance is provided by Motorline Insurance, a trading name of Ageas Retail Limited. Underwritten by Ageas Insurance Limited. Registered office: Ageas House, Templars Way, Eastleigh.`;
    expect(findInsurerBrand(text)?.value).not.toBe('Ferrante');
  });

  test("a printout's boxed letterhead, '| HALLOW BROOK INSURANCE BROKERS LTD    RENEWAL NOTICE |', is the regulated firm's own line", () => {
    const text = `Mr J Okafor\n1 High Street\nDear Mr Okafor, your renewal is below.\n+------+\n| HALLOW BROOK INSURANCE BROKERS LTD        PRIVATE MOTOR RENEWAL NOTICE |\n+------+\nHallow Brook Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority.`;
    expect(findInsurerBrand(text)?.value).toBe('Hallow Brook Insurance Brokers');
  });

  test('near miss: the firm named only in the small print, on no line of its own, is not offered', () => {
    const text = `Mr J Okafor\n1 High Street\nDear Mr Okafor, your renewal is below.\n| PRIVATE MOTOR RENEWAL NOTICE |\nHallow Brook Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority.`;
    expect(findInsurerBrand(text)).toBeUndefined();
  });

  test("an unlisted insurer with an accent is offered as typed ('Thank you for insuring with Crédit Motor')", () => {
    expect(findInsurerBrand('Dear Ms Lee,\nThank you for insuring with Crédit Motor.\nYour renewal is below.')?.value).toBe('Crédit Motor');
  });
});

describe('a logo in lower case that the small print names as a trading name', () => {
  const letter = (smallPrint: string) => `kestrel\ncar insurance\nMs A Lee\n2 Mill Lane\nYour renewal is ready.\nOpen the kestrel app to renew.\n${smallPrint}`;

  test("'kestrel' over 'car insurance', and 'kestrel is a trading name of ...': the brand, as typed", () => {
    expect(findInsurerBrand(letter('kestrel is a trading name of Example Insurance Services Limited.'))?.value).toBe('kestrel');
  });

  test('near miss: named again only as an app, the lower-case logo is no brand', () => {
    expect(findInsurerBrand(letter('Calls may be recorded.'))?.value).not.toBe('kestrel');
  });
});

describe('the regulated firm named with its address between its name and the words', () => {
  const letter = (footer: string, heading = 'Insurance Brokers · Bath') =>
    `T R HOLLOWAY & CO                                 4 Pulteney Road Bath BA2 4EZ\n${heading}\nDear Ms Lee,\nYour car insurance with Aviva is due for renewal on 4 March 2027.\n${footer}`;

  test("'T R Holloway & Co, 4 Pulteney Road, Bath BA2 4EZ, are insurance brokers authorised and regulated': the broker heading the letter", () => {
    const found = findInsurerBrand(letter('T R Holloway & Co, 4 Pulteney Road, Bath BA2 4EZ, are insurance brokers authorised and regulated by the Financial Conduct Authority.'));
    expect(found?.value).toBe('T R Holloway & Co');
  });

  test('near miss: a firm named so in the small print but nowhere at the head of the letter is not the sender', () => {
    const found = findInsurerBrand(letter('Pulteney Claims & Co, 4 Pulteney Road, Bath BA2 4EZ, are insurance brokers authorised and regulated by the Financial Conduct Authority.'));
    expect(found?.value).toBe('Aviva');
  });

  test("'Wenlock Insurance Ltd, Wenlock House, 5 Mill Road, Ludlow SY8 1AA, is authorised': its letterhead's own line", () => {
    const text = `Wenlock House, 5 Mill Road\nWenlock Insurance                        Ludlow SY8 1AA\nDear Ms Lee,\nYour renewal is below.\nWenlock Insurance Ltd, Wenlock House, 5 Mill Road, Ludlow SY8 1AA, is authorised and regulated by the Financial Conduct Authority.`;
    expect(findInsurerBrand(text)?.value).toBe('Wenlock Insurance');
  });
});

describe("the sender's logo under its address line, or with its words run together", () => {
  test("'Harbridge House, Quay Street' over 'Harbridge' / 'Insurance Brokers': the regulated firm on its own lines in the heading", () => {
    const text = `Harbridge House, Quay Street\nHarbridge                                  Bristol BS1 4DB\nInsurance Brokers                          0117 000 0000\nDear Dr Shaw,\nYour motor policy, which we arranged for you with Ageas Insurance Limited, renews on 19 December 2026. Ageas have invited renewal.\nHarbridge Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority.`;
    expect(findInsurerBrand(text)?.value).toBe('Harbridge Insurance Brokers');
  });

  test('near miss: the regulated firm printed on its own line only at the foot of the letter does not head it', () => {
    const text = `Dear Dr Shaw,\nInsurance brokers' renewal notice\nYour motor policy, which we arranged for you with Ageas Insurance Limited, renews on 19 December 2026. Ageas have invited renewal.\nHarbridge\nInsurance Brokers\nHarbridge Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority.`;
    expect(findInsurerBrand(text)?.value).not.toBe('Harbridge Insurance Brokers');
  });

  test("'KindlyCovered' as a logo, 'Kindly Covered is a trading name of ...' in the small print: 'Kindly Covered'", () => {
    const text = `KindlyCovered                                   hello@kindlycovered.co.uk\nBlack box car insurance\nMiss Dawson\nYour policy with AXA renews on 18 December 2026.\nThe Kindly Covered team\nKindly Covered is a trading name of Example Limited, authorised and regulated by the Financial Conduct Authority.`;
    expect(findInsurerBrand(text)?.value).toBe('Kindly Covered');
  });
});

describe('the regulated firm heading the letter, named in more ways (set 40)', () => {
  const BODY_WITH = 'Dear Mrs Hale,\nYour car insurance with AXA Insurance UK plc renews on 1 March 2027.';

  test("'Thornby' alone heading the letter, 'Thornby Insurance Services Ltd is authorised': the logo's short name", () => {
    expect(findInsurerBrand(`Mill House, River Lane\nThornby\n           High Street, Ely\n${BODY_WITH}\nThornby Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority.`)?.value).toBe('Thornby');
  });

  test("near miss: the regulated firm's name printed on its own line only below the heading does not win", () => {
    expect(findInsurerBrand(`Mill House, River Lane\nHigh Street, Ely\nDear Mrs Hale,\nYour car insurance with AXA Insurance UK plc renews on 1 March 2027.\nThornby\nThornby Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority.`)?.value).not.toBe('Thornby');
  });

  test("a letter in capitals: 'ARNCLIFFE DALE INSURANCE BROKERS ARE INDEPENDENT INTERMEDIARIES AUTHORISED ...'", () => {
    const text = `ARNCLIFFE DALE INSURANCE BROKERS\n2 MARKET PLACE, SETTLE\n${BODY_WITH.toUpperCase()}\nARNCLIFFE DALE INSURANCE BROKERS ARE INDEPENDENT INTERMEDIARIES AUTHORISED AND REGULATED BY THE FINANCIAL CONDUCT AUTHORITY.`;
    expect(findInsurerBrand(text)?.value).toBe('Arncliffe Dale Insurance Brokers');
  });

  test("'Quaybridge Ltd is an appointed representative of ...', 'Quaybridge' heading the letter", () => {
    expect(findInsurerBrand(`The Annexe, Mill Road\nQuaybridge                         Danbury CM3 4JQ\n${BODY_WITH}\nQuaybridge Ltd is an appointed representative of Example Insurance Services Ltd.`)?.value).toBe('Quaybridge');
  });

  test("'Fenwick Darby & Company Limited is authorised', 'Fenwick Darby' heading the letter", () => {
    expect(findInsurerBrand(`Fenwick Darby\nMrs Hale\n${BODY_WITH}\nFenwick Darby & Company Limited is authorised and regulated by the Financial Conduct Authority.`)?.value).toBe('Fenwick Darby');
  });
});
