// The insurer rules the eighteenth and nineteenth fresh sets of notices asked for (mfe-policies read-notice/
// fresh-printed-notices-18.ts and -19.ts: brokers' letters naming their underwriter, running headers over each page,
// photos read with specks and wrong accents, brands written with a '!'), each in a few lines of our own, with a near
// miss that must not be taken.
import { parseRenewalNotice } from '../renewal-notice';

// Read as the notice starts (no heading line added), since these rules look at the first lines.
const insurer = (...lines: string[]) => parseRenewalNotice(`${lines.join('\n')}\nYour car insurance renewal\n`, { today: '2026-11-29' }).insurer;

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
