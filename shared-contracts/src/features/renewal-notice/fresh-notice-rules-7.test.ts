// The rules the seventh fresh set of notices asked for (mfe-policies read-notice/fresh-printed-notices-7.ts, written by
// a helper who had not read the reader), each in a line or two of our own, with a distractor that must not be taken.
import { reasonToCheck } from './certainty';
import { pageLayoutText } from './layout/page-layout';
import { row } from './test-support/drawn-rows';
import { findAmounts } from './uk-amounts';
import { parseRenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });
// With no heading above naming a renewal (a label starting its line may take the line above as its own).
const plain = (text: string) => parseRenewalNotice(`Car insurance\nMr A Driver\n${text}\n`, { today: '2026-11-29' });

describe('renewal date: a period a policy year in each column', () => {
  test("'Expiring | Renewal', 'Current | New', 'This year | Next year': the later period's start, marked", () => {
    for (const heading of ['Expiring                      Renewal', 'Current policy                New policy', 'This year                     Next year']) {
      const found = read(`                  ${heading}\nPeriod of cover   05/04/2026 to 04/04/2027      05/04/2027 to 04/04/2028\nAgreed value      £17,500                       £18,500`);
      expect([heading, found.renewalDate?.value, reasonToCheck(found.renewalDate) !== null]).toEqual([heading, '2027-04-05', true]);
    }
  });

  test('the renewal column first, or periods with times and bars: still the later start', () => {
    expect(read('Period of insurance | 01.02.27 - 31.01.28 | 01.02.26 - 31.01.27').renewalDate?.value).toBe('2027-02-01');
    expect(read('Cover period  1 March 2026 until 28 February 2027    1 March 2027 until 29 February 2028').renewalDate?.value).toBe('2027-03-01');
  });

  test('one period alone is the renewal\'s, sure; a period and a date elsewhere on the line are not a row', () => {
    expect(read('Period of cover   05/04/2027 to 04/04/2028').renewalDate).toMatchObject({ value: '2027-04-05', certainty: 'sure' });
    expect(read('Period of cover   05/04/2027 to 04/04/2028   Date issued 01/03/2027').renewalDate?.value).toBe('2027-04-05');
  });
});

describe('renewal date: another car on a multi-car note never beats this policy', () => {
  test("'your second car … renews separately on …' is not the renewal date", () => {
    const text = 'Renewal date: 17 January 2027\nMulti-car: your second car, a Ford Fiesta (OU16 KLM), renews separately on 2 May 2027 under its\nown policy.';
    expect(read(text).renewalDate).toMatchObject({ value: '2027-01-17' });
    const wrapped = 'Your policy renews on 17/01/2027. Your other vehicle, the Fiesta,\nrenews on 02/05/2027 under its own policy.';
    expect(read(wrapped).renewalDate?.value).toBe('2027-01-17');
    expect(read("Your partner's car renews on 2 May 2027.").renewalDate).toBeUndefined();
  });

  test("a multi-car discount or 'your multi-car policy' is this policy; 'Other vehicles' in the next cell is not the date's", () => {
    expect(read('Multi-car discount applied. Your multi-car policy renews on 17 January 2027.').renewalDate).toMatchObject({ value: '2027-01-17', certainty: 'sure' });
    expect(read('Renewal date      17/01/2027      Other vehicles driven   None').renewalDate).toMatchObject({ value: '2027-01-17', certainty: 'sure' });
  });
});

describe('renewal date: a period with no label of its own', () => {
  test("a year's period wrapped away from its heading is offered, marked; the later of two; never over a labelled date", () => {
    const cell = 'Period of   Vehicle              Registration\ninsurance\nFrom 00:01  2020 Kia Sportage 1.6  OU20 FJY\non 17 January 2027 to 23:59 on 16 January 2028  T-GDi GT-Line';
    const found = plain(cell);
    expect([found.renewalDate?.value, reasonToCheck(found.renewalDate) !== null]).toEqual(['2027-01-17', true]);
    expect(plain('on 17/01/2026 to 16/01/2027\non 17/01/2027 to 16/01/2028').renewalDate?.value).toBe('2027-01-17');
    expect(plain('Renewal date 20/01/2027\non 17/01/2027 to 16/01/2028').renewalDate?.value).toBe('2027-01-20');
  });

  test('not a period that is ending, nor a span shorter than a year', () => {
    expect(plain('Your current cover 17/01/2026 to 16/01/2027').renewalDate).toBeUndefined();
    expect(plain('Courtesy car hire 17/01/2027 to 24/01/2027').renewalDate).toBeUndefined();
  });
});

describe('renewal date: a sentence running on after a policy number', () => {
  test("'policy SBC/01/77410925 is due for renewal' / 'on 14/12/2026.'; 'New policy runs 14/12/2026 to 13/12/2027'", () => {
    expect(read('Dear Mrs Nair, your car insurance policy SBC/01/77410925 is due for renewal\non 14/12/2026.').renewalDate).toMatchObject({ value: '2026-12-14', certainty: 'sure' });
    expect(read('New policy runs     14/12/2026 to 13/12/2027').renewalDate?.value).toBe('2026-12-14');
  });

  test('not after a date on the line above, nor words that are not a renewal', () => {
    expect(plain('Your letter of 01/11/2026 was sent to you\non 14/12/2026.').renewalDate).toBeUndefined();
    expect(plain('Your policy SBC/01/77410925 was issued to you\non 14/12/2025.').renewalDate).toBeUndefined();
  });
});

describe("last year's premium in a sentence broken over two lines", () => {
  test("'Your premium last' / 'year was £441.05.' is last year's; an excess so broken is not a premium", () => {
    expect(read('Your total annual premium includes IPT of £48.85. Your premium last\nyear was £441.05.').previousPremium?.value).toBe('441.05');
    expect(read('Your total annual premium includes IPT of £48.85. Your voluntary excess last\nyear was £250.').previousPremium).toBeUndefined();
  });
});

describe("two rows naming only their years: 'This year' and 'Last year'", () => {
  test('the two years\' premiums, in either order; of this year and next, this year is the one ending', () => {
    const box = read(' This year                 £571.18\n Last year                 £634.90\n That\'s £63.72 less than last year.');
    expect([box.renewalPremium?.value, box.previousPremium?.value]).toEqual(['571.18', '634.90']);
    const next = read('This year:   £600.00\nNext year:   £650.00');
    expect([next.renewalPremium?.value, next.previousPremium?.value]).toEqual(['650.00', '600.00']);
  });

  test('not under a heading of something else, nor a row beside one saying more', () => {
    const ncd = read('No claims discount\nThis year   £120.00\nLast year   £95.00\nYour renewal premium: £534.20');
    expect([ncd.renewalPremium?.value, ncd.previousPremium]).toEqual(['534.20', undefined]);
    const breakdown = read('This year   £120.00 breakdown\nLast year   £95.00\nYour renewal premium: £534.20');
    expect([breakdown.renewalPremium?.value, breakdown.previousPremium]).toEqual(['534.20', undefined]);
  });
});

describe('the policy number: a brand with an apostrophe, a letter suffix, a prefix after "policy", a number wrapped at a dash', () => {
  test('read whole', () => {
    const policy = (text: string) => read(text).policyNumber?.value;
    expect(policy("Dear Mrs Nair, your Sainsbury's Bank Car Insurance policy SBC/01/77410925 is due for renewal")).toBe('SBC/01/77410925');
    expect(policy('Policy no. FJ 1184620 MC · 1968 MG B GT, registration TVX 412F')).toBe('FJ 1184620 MC');
    expect(policy('Renewal: policy LEX 2209517 M')).toBe('LEX 2209517 M');
    expect(policy('Policy\nnumber\nPM-MTR-\n5503918\n\nPeriod of   Vehicle')).toBe('PM-MTR-5503918');
  });

  test('not a word after the number, nor a line of words after a dash', () => {
    const policy = (text: string) => read(text).policyNumber?.value;
    expect(policy('Policy no. FJ 1184620 MG B GT')).toBe('FJ 1184620');
    expect(policy('Policy number: PM-MTR-\nPlease quote it when you call')).toBeUndefined();
    expect(policy('Renewal: policy TPFT only')).toBeUndefined();
  });
});

describe('labels in columns over their values in the same columns', () => {
  test("the value's label is the cell above it, not the whole line", () => {
    const boxes = read("Renewal premium\n£519.66\nLast year's premium            No claims discount\n£502.14                        7 years");
    expect([boxes.renewalPremium?.value, boxes.previousPremium?.value]).toEqual(['519.66', '502.14']);
    const excess = read("Your renewal premium £519.66\nCompulsory excess              Last year's premium\n£250                           £480.00");
    expect([excess.compulsoryExcess?.value, excess.previousPremium?.value === '250']).toEqual(['250', false]);
  });

  test('a label line of one cell is read whole', () => {
    expect(read('Your premium for the coming year (including IPT)\n£519.66').renewalPremium?.value).toBe('519.66');
  });
});

describe("last year's premium after a difference: 'a saving of £14.25 on last year's £202.65'", () => {
  test("the amount after 'on last year's' or 'than last year's' is last year's", () => {
    expect(read("This year your premium is £188.40, a saving of £14.25 on last year's £202.65.").previousPremium?.value).toBe('202.65');
    expect(read("Your renewal premium is £512.00, up £20.00 on last year's premium of £492.00.").previousPremium?.value).toBe('492.00');
  });

  test('not after an amount that is no difference', () => {
    const found = read("Your renewal premium is £512.00. Protecting your no claims discount costs £25.00 compared with last year's £22.00.");
    expect([found.renewalPremium?.value, found.previousPremium]).toEqual(['512.00', undefined]);
  });
});

describe("the whole excess in a sentence: 'you'd pay the first £400 of any claim'", () => {
  test('the first amount of any claim is the whole excess', () => {
    const text = "The compulsory excess is £300 and the voluntary excess you chose is £100, so you'd pay the first £400 of any claim for damage to your car.";
    expect(read(text).totalExcess?.value).toBe('400');
  });

  test("not a windscreen claim's, nor a theft claim's", () => {
    expect(read("Your renewal premium is £512.00. You'd pay the first £90 of any windscreen claim.").totalExcess).toBeUndefined();
    expect(read("Your renewal premium is £512.00. You'd pay the first £150 of any claim for theft of the car.").totalExcess).toBeUndefined();
  });
});

describe('brands added from their sources: Virgin Money, Lexham Insurance', () => {
  test('read as the list names them', () => {
    expect(read('Virgin Money Car Insurance\nPolicy number: VMCI 2041 8876 3\nRenewal premium £815.30').insurer?.value).toBe('Virgin Money');
    expect(read('LEXHAM Insurance\nRenewal: policy LEX 2209517 M').insurer?.value).toBe('Lexham Insurance');
  });

  test("a bank named for the Direct Debit is not the insurer heading the letter", () => {
    const text = 'Admiral\nRenewal premium £612.40\nWe will collect the premium from your Virgin Money current account.';
    expect(read(text).insurer?.value).toBe('Admiral');
  });
});

describe('page layout: an amount under an amount is a row of its own', () => {
  test("'Last year's premium  £651.30' under 'This year's premium  £687.45', beside a first-column label wrapped onto two lines", () => {
    const words = [
      ...row(0, [0, 'Customer'], [70, '30088172'], [250, "This year's premium"], [400, '£687.45']),
      ...row(1, [0, 'number']),
      ...row(1.43, [250, "Last year's premium"], [400, '£651.30']),
      ...row(2.5, [0, 'Policy number'], [70, 'GA/MTR/4471902']),
    ];
    const text = pageLayoutText(words);
    expect(text).toMatch(/Customer number/);
    const found = parseRenewalNotice(`Your car insurance renewal\n${text}`, { today: '2026-11-29' });
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['687.45', '651.30']);
  });

  test('a wrapped label still joins its cell, and a bracket still runs on to its amount', () => {
    const words = [...row(0, [0, 'Customer'], [70, '30088172'], [250, 'Total premium (previously']), ...row(0.9, [0, 'number'], [250, '£488.75)'])];
    expect(pageLayoutText(words)).toMatch(/Customer number +30088172 +Total premium \(previously £488\.75\)/);
  });
});

describe('a Northern Ireland plate on the line under its label', () => {
  test("'Registration' over 'LXZ 7791' is the plate; three letters without I or Z, or words, are not", () => {
    expect(read('Registration\nLXZ 7791\nNo claims bonus\n6 years').registrationNumber?.value).toBe('LXZ7791');
    expect(read('Registration\nABC 1234\nNo claims bonus\n6 years').registrationNumber).toBeUndefined();
    expect(read('Registration\nCar 1 – Ford Focus').registrationNumber).toBeUndefined();
  });
});

describe("an amount whose point OCR lost: '£1,27995'", () => {
  test('five digits after a thousands comma are pounds and pence; a well-formed or shorter run is read as before', () => {
    const amounts = (text: string) => findAmounts(text).map((a) => a.value);
    expect(amounts('Premium   £1,318.50   £1,27995')).toEqual(['1318.50', '1279.95']);
    expect(amounts('Agreed value £17,500 and £1,2799')).toEqual(['17500', '1279']);
  });
});
