// The rules the seventeenth fresh set of notices asked for in its identity fields (mfe-policies
// read-notice/fresh-printed-notices-17.ts: smaller insurers, brokers and specialists), each in a few lines of our own,
// with a near miss that must not be taken.
import { reasonToCheck } from './certainty';
import { UNLISTED_BRAND_REASON } from './insurer-brand';
import { parseRenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });
// Read as the notice starts (no heading line added), since the letterhead rules look at the first line.
const readAsIs = (text: string) => parseRenewalNotice(`${text}\nYour car insurance renewal\n`, { today: '2026-11-29' });
const insurer = (text: string) => readAsIs(text).insurer?.value;

describe('an unlisted brand in its letterhead', () => {
  test("a logo in lower case ('honcho', 'iKube', 'first direct') named again as a firm: offered as the letter writes it", () => {
    const found = readAsIs('honcho\nHoncho Insurance Services\n20 Eastbourne Terrace\nDear Kwame,\nPost your renewal on Honcho.').insurer;
    expect([found?.value, found?.reason]).toEqual(['Honcho', UNLISTED_BRAND_REASON]);
    expect(insurer('iKube\nDear Jordan,\nYour iKube renewal\niKube Insurance Services Limited is authorised by the FCA.')).toBe('iKube');
    expect(insurer('first direct          40 Wakefield Road\nDear Ms Lowther,\nYours sincerely,\nfirst direct car insurance')).toBe('first direct');
  });

  test('near miss: a first line in lower case never named again as a firm is no letterhead', () => {
    expect(insurer('overleaf\nDear Jo,\nPlease read the notes overleaf.')).toBeUndefined();
    // Nor a stray letter a photo's edge gave, whatever follows it ('a team').
    expect(insurer('a\nDear Jo,\nYour renewal was checked by a team of underwriters.')).toBeUndefined();
  });

  test("'&' between a name's words ('Farmers & Mercantile'); a strapline under it ('Insurance Brokers') is not joined", () => {
    const text = 'Farmers & Mercantile\nInsurance Brokers\nDear Mr Barnaby,\nFarmers & Mercantile Insurance Brokers is regulated by the FCA.';
    expect(insurer(text)).toBe('Farmers & Mercantile');
  });

  test("a logo over two lines ('LOCKTON' / 'Private Clients') is one name where the letter writes the two together", () => {
    expect(insurer('LOCKTON\nPrivate Clients\nDear Mr Denholm,\nWith kind regards,\nAccount Executive, Lockton Private Clients')).toBe('Lockton Private Clients');
    // A wordmark's web ending set under it ('mustard' / '.co.uk') joins it without a space.
    expect(insurer('mustard\n          .co.uk\nDear Jodie,\nThe mustard.co.uk team\nmustard.co.uk is a trading name of Mustard Insurance Services Ltd.')).toBe('mustard.co.uk');
    // Near miss: the second line never written with the first is not part of the name.
    expect(insurer('LOCKTON\nPrivate Clients\nDear Mr Denholm,\nCall Lockton on 020 7933 0000.')).toBe('Lockton');
  });

  test("a closing 'Motor' the letter writes with the name ('Carewell Motor') stays; near miss: written without it", () => {
    expect(insurer('Carewell Motor\nDear Bethany,\nThank you for being part of Carewell Motor.')).toBe('Carewell Motor');
    expect(insurer('Zenda Motor\nDear Jo,\nThe Zenda renewal is ready.')).toBe('Zenda');
  });

  test("an acronym in the name keeps its capitals where the letter writes it so ('IAM RoadSmart', not 'Iam RoadSmart')", () => {
    expect(insurer('IAM RoadSmart\nDear Mr Pettigrew,\nIAM RoadSmart is the trading name of The Institute of Advanced Motorists Limited.')).toBe('IAM RoadSmart');
    // Near miss: capitals the letter writes nowhere else in smaller letters are read as a word.
    expect(insurer('ZENDA\nDear Jo,\nYour ZENDA renewal is ready.')).toBe('Zenda');
  });
});

describe('an unlisted brand signing the letter off, its letterhead unread (a photo)', () => {
  test("'Yours sincerely,' over a firm that names what it sells ('Heritage Classic Car Insurance'), named elsewhere too", () => {
    const found = readAsIs('r=\n Her itage\nHeritage Classic Car Insurance\nRiverside Court, Mansfield\nDear Mr Halloway,\nYours sincerely,\nHeritage Classic Car Insurance').insurer;
    expect([found?.value, found?.reason]).toEqual(['Heritage Classic', UNLISTED_BRAND_REASON]);
  });

  test("'The Honcho team' closing the letter, the brand named elsewhere too", () => {
    expect(insurer('r=\nHi Kwame,\nPost your renewal on Honcho and let insurers bid for you.\nThe Honcho team')).toBe('Honcho');
  });

  test('near misses: a person signing, a desk signing, a firm named nowhere else in the letter', () => {
    expect(insurer('r=\nDear Mr Barnaby,\nSarah Pipe will call you.\nYours sincerely,\nSarah Pipe\nAccount Handler')).toBeUndefined();
    expect(insurer('r=\nDear Jo,\nCall our Customer Services team.\nThe Customer Services team')).toBeUndefined();
    expect(insurer('r=\nDear Jo,\nYour renewal is ready.\nYours sincerely,\nQuarry Car Insurance')).toBeUndefined();
  });
});

describe('the policy number in a heading, after the cover it names and a comma', () => {
  test("'Renewal of your IAM RoadSmart Car Insurance, policy IAM/MC/0458812'", () => {
    expect(read('Renewal of your IAM RoadSmart Car Insurance, policy IAM/MC/0458812').policyNumber?.value).toBe('IAM/MC/0458812');
  });

  test("near misses: 'policy' then words, or after words that name no cover ('your bank, policy …')", () => {
    expect(read('Renewal of your car insurance, policy documents enclosed 2026').policyNumber).toBeUndefined();
    expect(read('We have written to your bank, policy 20260331 refers.').policyNumber).toBeUndefined();
  });
});

describe('a group after the slashed part that reads like a year no renewal names', () => {
  test("'Policy number SBCI/4471 2093': one number", () => {
    expect(read('Policy number SBCI/4471 2093').policyNumber?.value).toBe('SBCI/4471 2093');
  });

  test("near miss: a year a renewal may name after the number is no group of it ('KLT/40177 2027')", () => {
    expect(read('Policy number KLT/40177 2027').policyNumber?.value).toBe('KLT/40177');
  });
});

describe('the registration', () => {
  test("a Northern Ireland plate ending the car's line after a comma ('…, LFZ 2917')", () => {
    expect(read('Vehicle       Peugeot 308 1.2 PureTech Allure, LFZ 2917').registrationNumber?.value).toBe('LFZ2917');
  });

  test("near misses: a trim and its power ('GTI 150': TI is no county's code), or a plate in small letters", () => {
    expect(read('Car           Volkswagen Golf, GTI 150').registrationNumber).toBeUndefined();
    expect(read('Vehicle       Peugeot 308, lfz 2917').registrationNumber).toBeUndefined();
  });

  test("a photo's stray marks between a label and its plate ('Registration  ~~ UVK 615K') are passed over", () => {
    expect(read('Registration  ~~ UVK 615K').registrationNumber?.value).toBe('UVK615K');
  });

  test("near miss: a bar before the plate, which may be a lost letter or digit, is not passed over ('|K51 ABC')", () => {
    expect(read('Registration  |K51 ABC').registrationNumber).toBeUndefined();
  });
});

describe("another car's renewal date", () => {
  const letter = (sentence: string) =>
    read(`We enclose renewal terms for your motor policy, which falls due for renewal on 26 November 2026.\n${sentence}`).renewalDate;

  test("'insured under a separate policy which renews on 3 March 2027' is not this policy's renewal", () => {
    const found = letter('Your Range Rover Velar (WU20 FKE) is insured under a separate policy which renews on 3 March 2027.');
    expect(found?.value).toBe('2026-11-26');
  });

  test("near miss: 'separate documents' names no other policy: its date is still a renewal's (two dates, asking for a tick)", () => {
    const found = letter('Your policy renews on 3 March 2027; separate documents for your breakdown cover follow.');
    expect([found?.value, reasonToCheck(found) !== null]).toEqual(['2027-03-03', true]);
  });
});
