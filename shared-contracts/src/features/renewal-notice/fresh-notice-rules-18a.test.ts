// The insurer rules the eighteenth and nineteenth fresh sets of notices asked for (mfe-policies read-notice/
// fresh-printed-notices-18.ts and -19.ts: brokers' letters naming their underwriter, running headers over each page,
// photos read with specks and wrong accents, brands written with a '!'), each in a few lines of our own, with a near
// miss that must not be taken.
import { UNLISTED_BRAND_REASON } from './insurer-brand';
import { parseRenewalNotice } from '../renewal-notice';

// Read as the notice starts (no heading line added), since these rules look at the first lines.
const insurer = (...lines: string[]) => parseRenewalNotice(`${lines.join('\n')}\nYour car insurance renewal\n`, { today: '2026-11-29' }).insurer;

describe('a running header over each page: the letterhead is the line under it', () => {
  const letter = (under: string) => [
    'Tamar Insurance Brokers · Client TB-5502 · 2 March 2027              Page 1 of 2',
    under,
    'Dear Mr Penrose',
    'Your cover with us renews on 1 April 2027.',
    'Yours sincerely, Tamar Insurance · 01752 400 900',
    '',
    'Tamar Insurance Brokers · Client TB-5502 · 2 March 2027              Page 2 of 2',
    'Tamar Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority.',
  ];

  test("'Tamar Insurance' under the header is offered as typed, without what it sells", () => {
    expect(insurer(...letter('TAMAR INSURANCE'))).toMatchObject({ value: 'Tamar', reason: UNLISTED_BRAND_REASON });
  });

  test('a header with no page number, printed again over the next page, is one too', () => {
    const lines = letter('Tamar Insurance').map((l) => l.replace(/\s+Page \d of 2$/, ''));
    expect(insurer(...lines)?.value).toBe('Tamar');
  });

  test("near miss: the customer's name under the header is no letterhead", () => {
    expect(insurer(...letter('Mr Kit Penrose'), 'Named drivers: Mr Kit Penrose')?.value ?? '').not.toMatch(/Penrose/);
  });
});

describe("a photo's speck or rule read as '=' or '|' over the letterhead", () => {
  test('a first line with no letter or digit is passed over', () => {
    const found = insurer('=      |', ' Brackley Heath', ' Insurance brokers', 'Mrs J Rowe', 'Renewal premium £640.00', 'Brackley Heath & Co Ltd, 4 Market Place, Thame');
    expect(found).toMatchObject({ value: 'Brackley Heath', reason: UNLISTED_BRAND_REASON });
  });

  test('near miss: a first line with a figure in it is still the first line, and the name under it is not taken', () => {
    expect(insurer('Ref 4471', 'Brackley Heath', 'Mrs J Rowe', 'Brackley Heath & Co Ltd, 4 Market Place, Thame')).toBeUndefined();
  });
});

describe("a brand whose name begins with what it sells ('Insurance Harbour')", () => {
  test('the opening word stays where the letter writes the name with it again', () => {
    expect(insurer('Insurance Harbour', 'Dear Ms Oyelaran', 'Best wishes,', 'The Insurance Harbour Renewals Team')?.value).toBe('Insurance Harbour');
  });

  test("near miss: where the letter writes the name only without it, 'Harbour' as before", () => {
    expect(insurer('Insurance Harbour', 'Dear Ms Oyelaran', 'Call Harbour Customer Care on 0300 100 2000.')?.value).toBe('Harbour');
  });
});

describe("a brand written with a '!' as part of its name", () => {
  test("kept as the letter writes it, every time but its company's name", () => {
    const found = insurer('Thank you for insuring with Whizz! for another year.', 'Open the Whizz! app to see your score.', 'Whizz! is a trading name of Whizz Insurance Services Limited.');
    expect(found?.value).toBe('Whizz!');
  });

  test("near miss: a '!' once, ending a sentence, is no part of the name", () => {
    expect(insurer('Thank you for insuring with Whizz! Your price is below.', 'Whizz Customer Care, 0300 100 2000')?.value).toBe('Whizz');
  });
});

describe("a listed brand printed with another accent, or none ('Citroen', 'Citroèn' from a photo)", () => {
  test('matches the brand as the list spells it', () => {
    expect(insurer('CITROÈN INSURANCE', 'Dear Mr Achebe', 'Your Citroèn Insurance policy renews soon.')?.value).toBe('Citroën Insurance');
    expect(insurer('Citroen Insurance', 'Dear Mr Achebe')?.value).toBe('Citroën Insurance');
  });

  test("near miss: the car's make in the vehicle details, accented or not, is no insurer", () => {
    expect(insurer('Vehicle    Citroën C4 Shine, AB21 CDE', 'Owner      Citroen C4 (2021)')?.value).not.toBe('Citroën Insurance');
  });
});

describe("a broker's letter: the underwriter named as a company is not the brand", () => {
  const broker = (insurerLine: string) => [
    'MARLOW',
    'Dear Mrs Idris',
    `We recommend you renew with your existing insurer, ${insurerLine}.`,
    `Insurer        ${insurerLine}`,
    'Yours sincerely',
    'Marlow Brokers',
    'Marlow Brokers Limited is authorised and regulated by the Financial Conduct Authority.',
  ];

  test("'Allianz Global Risks SE' (a word or two, then a legal form): the broker is read, not Allianz", () => {
    expect(insurer(...broker('Allianz Global Risks SE'))?.value).toBe('Marlow');
  });

  test("near miss: the brand named as the brand ('Allianz car insurance') is still Allianz", () => {
    expect(insurer(...broker('Allianz'), 'Your Allianz car insurance renews soon.')?.value).toBe('Allianz');
  });

  test("near miss: words in lower case before a company's ending are no part of the brand's company", () => {
    expect(insurer('Aviva', 'Dear Mr Hale', 'Aviva has asked Keyline Limited to fit your tracker.')?.value).toBe('Aviva');
  });
});

describe("a listed brand after 'an appointed representative of' is the principal firm, not the brand", () => {
  test('the brand heading the letter is read, not its principal', () => {
    const found = insurer('Kestrel Motor', 'Dear Mr Oduya', 'Kestrel Motor is sold by Kestrel Cars, an appointed representative of Ageas.', 'Love your Kestrel Motor policy?');
    expect(found?.value).toBe('Kestrel Motor');
  });

  test('near miss: Ageas named on its own as the seller is still read', () => {
    expect(insurer('Dear Mr Oduya', 'Thank you for renewing with Ageas.')?.value).toBe('Ageas');
  });
});

describe("a brand's words as a telephone number's label ('Direct line  01923 …')", () => {
  test("in a broker's letter, the account executive's direct line names no insurer", () => {
    const found = insurer('FENWAY', 'Mrs A Kaur                          Direct line   01632 960 118', 'Dear Mrs Kaur', 'Yours sincerely', 'Fenway Brokers', 'Fenway Brokers Limited is authorised and regulated by the Financial Conduct Authority.');
    expect(found?.value).toBe('Fenway');
  });

  test('near miss: the brand named in a sentence before its number is still the brand', () => {
    expect(insurer('Dear Mrs Kaur', 'Thank you for choosing Direct Line. Call Direct Line on 0345 246 8704.')?.value).toBe('Direct Line');
  });
});
