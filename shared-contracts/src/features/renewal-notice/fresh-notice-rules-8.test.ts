// The rules the eighth fresh set of notices asked for (mfe-policies read-notice/fresh-printed-notices-8.ts, written by
// a helper who had not read the reader), each in a few lines of our own, with a distractor that must not be taken.
import { reasonToCheck } from './certainty';
import { pageLayoutText } from './layout/page-layout';
import { row } from './test-support/drawn-rows';
import { parseRenewalNotice, type RenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });
/** A field's value, with '?' when it asks for a tick. */
const shown = (found: RenewalNotice, field: 'renewalPremium' | 'previousPremium' | 'compulsoryExcess' | 'voluntaryExcess' | 'totalExcess') => {
  const reading = found[field];
  return reading ? `${reading.value}${reasonToCheck(reading) ? '?' : ''}` : undefined;
};
const moneyOf = (found: RenewalNotice) => (['renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess'] as const).map((f) => shown(found, f)?.replace(/\?$/, ''));

/** A comparison table: the older year's figures in the first column, the renewal's in the second. */
const olderThenNewer = (heading: string) =>
  [heading, 'Premium (including IPT)        £548.30        £589.74', 'Compulsory excess              £250           £250', 'Voluntary excess               £250           £200', 'Total excess                   £500           £450'].join('\n');

describe("a table of the two policy years: the renewal's column for the premium and the excesses", () => {
  test("'Last year | This year', '2025/26 | 2026/27', 'Current | Renewal', 'Expiring | New', 'Existing cover | New policy'", () => {
    for (const heading of ['Last year      This year', '2025/26        2026/27', 'Current        Renewal', 'Expiring       New', 'Existing cover   New policy']) {
      const found = read(olderThenNewer(`                               ${heading}`));
      expect([heading, ...moneyOf(found)]).toEqual([heading, '589.74', '548.30', '250', '200', '450']);
    }
  });

  test("the renewal's column first ('This year | Last year', 'Renewal | Current'): still the renewal's figures", () => {
    const rows = ['Premium                        £589.74        £548.30', 'Voluntary excess               £200           £250', 'Total excess                   £450           £500'];
    for (const heading of ['This year      Last year', 'Renewal        Current', '2027/28        2026/27']) {
      const found = read([`                               ${heading}`, ...rows].join('\n'));
      expect([heading, ...moneyOf(found)]).toEqual([heading, '589.74', '548.30', undefined, '200', '450']);
    }
  });

  test('columns the reader cannot tell apart: what it reads from such a row asks for a tick', () => {
    for (const heading of ['Policy A       Policy B', '', 'Current address   Renewal notice']) {
      const found = read(olderThenNewer(`                               ${heading}`));
      expect([heading, shown(found, 'voluntaryExcess')?.endsWith('?'), shown(found, 'totalExcess')?.endsWith('?'), shown(found, 'renewalPremium')?.endsWith('?')]).toEqual([heading, true, true, true]);
    }
    // The same figure in both columns is no doubt.
    expect(shown(read('Compulsory excess   £250   £250\nVoluntary excess   £100\nTotal excess   £350'), 'compulsoryExcess')).toBe('250');
  });

  test("a heading of two lines over the table ('Last year' over '2026/27'): both lines stay headings, never 'label: value'", () => {
    const words = [
      ...row(0, [200, 'Last year'], [320, 'This year']),
      // Right-aligned, as a table's figures are: the year ends where its heading ends.
      ...row(1, [210, '2026/27'], [330, '2027/28']),
      ...row(2, [0, 'Premium (including IPT)'], [205, '£548.30'], [325, '£589.74']),
      ...row(3, [0, 'Voluntary excess'], [215, '£250'], [335, '£200']),
    ];
    const text = pageLayoutText(words);
    expect(text).not.toMatch(/Last year: 2026/);
    expect(moneyOf(read(text)).slice(0, 4)).toEqual(['589.74', '548.30', undefined, '200']);
    // The corner holding the row labels' own heading ('Your cover'): the same.
    const corner = [...row(0, [0, 'Your cover'], [200, 'Last year'], [320, 'This year']), ...words.slice(4)];
    expect(moneyOf(read(pageLayoutText(corner))).slice(0, 4)).toEqual(['589.74', '548.30', undefined, '200']);
    // A row of labels over one row of values, then a line of its own: still each value beside its label.
    const single = [...row(0, [200, 'Renewal date'], [320, 'Premium']), ...row(1, [205, '24/01/2027'], [325, '£689.90']), ...row(2, [0, 'Call us if anything has changed.'])];
    expect(pageLayoutText(single)).toMatch(/Renewal date: 24\/01\/2027\n\s*Premium: £689.90/);
  });
});

describe('renewal date', () => {
  test("the month first ('Jan 27, 2027', 'February 3rd, 2027', 'Mar 4 2027'): the date it says; not a month and year alone", () => {
    expect(read('Cover starts               Jan 27, 2027').renewalDate).toMatchObject({ value: '2027-01-27', certainty: 'sure' });
    expect(read('Your new policy starts on February 3rd, 2027.').renewalDate?.value).toBe('2027-02-03');
    expect(read('Renewal date: Mar 4 2027').renewalDate?.value).toBe('2027-03-04');
    // 'March 2027' alone, or 'you may 12, 2027 ...' in lower case, is no day.
    expect(read('Your policy renews in March 2027.').renewalDate).toBeUndefined();
    expect(read('Renewal date 24 January 2027, 2027 edition').renewalDate?.value).toBe('2027-01-24');
  });

  test("a period wrapped in a narrow cell with the time's 'hours' ('From 00:01' / 'hours 17/02/2027 to 23:59 hours 16/02/2028'): offered, marked", () => {
    const found = read('From 00:01    Range Rover      DE23 RVU      £1,488.90\nhours 17/02/2027 to 23:59 hours 16/02/2028  Evoque D200');
    expect([found.renewalDate?.value, reasonToCheck(found.renewalDate) !== null]).toEqual(['2027-02-17', true]);
    // Beside the expiring period, so worded, still the renewal's; a day other than a time's 'hours' is a label.
    const both = read('From 00:01    Range Rover\nhours 17/02/2027 to 23:59 hours 16/02/2028\nPrevious annual premium: £1,402.15 (period 17/02/2026 to 23:59 hours 16/02/2027).');
    expect(both.renewalDate?.value).toBe('2027-02-17');
    expect(read('Claim reported 17/02/2027 to 23:59 hours 16/02/2028').renewalDate).toBeUndefined();
  });

  test("a row labelled 'Period' under 'Expiring | Renewal': the renewal column's start, marked; never the day after the expiring start", () => {
    const found = read('                       Expiring                     Renewal\nPeriod                 11/03/2026 – 10/03/2027      11/03/2027 – 10/03/2028');
    expect([found.renewalDate?.value, reasonToCheck(found.renewalDate) !== null]).toEqual(['2027-03-11', true]);
    expect(read('Period 11/03/2027 – 10/03/2028').renewalDate?.value).toBe('2027-03-11');
  });
});

describe('policy number', () => {
  test("in a sentence with a comma before 'number' ('your motor policy, number KMI 30-118-775, which expires')", () => {
    expect(read('We invite you to renew your motor policy, number KMI 30-118-775, which expires on 13 February 2027.').policyNumber?.value).toBe('KMI 30-118-775');
    expect(read('Renew your policy, number AB/1234/56 for another year.').policyNumber?.value).toBe('AB/1234/56');
    expect(read('Your policy, number SAG 1043 8879 M, for your Mazda MX-5 is due for renewal.').policyNumber?.value).toBe('SAG 1043 8879 M');
    // 'the number of drivers' after 'policy,' is no number.
    expect(read('Your policy, number of drivers and car are shown below.').policyNumber).toBeUndefined();
  });

  test("wrapped in a narrow cell ('LRI 0077 4419' / '26'): the whole number, asking for a tick; never the next row's figures", () => {
    const found = read('Policy number\nLRI 0077 4419\n26\n\nPeriod of insurance');
    expect([found.policyNumber?.value, found.policyNumber?.certainty]).toEqual(['LRI 0077 4419 26', 'unchecked']);
    expect(read('Policy number   LRI 0077 4419\n                26').policyNumber?.value).toBe('LRI 0077 4419 26');
    // A number that ends in letters, or a line under it holding more than a group of digits, is left as it is.
    expect(read('Policy number\nLRI-0077-4419-XA\n26').policyNumber?.value).toBe('LRI-0077-4419-XA');
    expect(read('Policy number\nLRI 0077 4419\n26 January 2027').policyNumber?.value).toBe('LRI 0077 4419');
    expect(read('Policy number   LRI 0077 4419\n2027').policyNumber?.value).toBe('LRI 0077 4419');
  });
});

describe('premium: a label wrapped in its cell under the value', () => {
  test("'Total annual       £502.18' / 'premium': the premium; 'Previous year's    £468.85' / 'premium': last year's", () => {
    const found = read("Policy number      SBCI 0048 2291 07\nTotal annual       £502.18\npremium\nPrevious year's    £468.85\npremium\nInsurance Premium  Included at 12%\nTax");
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['502.18', '468.85']);
  });

  test("not words of another row or a sentence under it ('Total  £612.40' / 'monthly', a capitalised row)", () => {
    expect(read('Total              £51.03\nmonthly').renewalPremium).toBeUndefined();
    expect(read('Total annual       £502.18\nPremium Credit Limited provides the credit.').renewalPremium).toBeUndefined();
  });
});

describe('excesses', () => {
  test("the whole after its parts in a sentence, past the driver's choice ('the voluntary excess of £100 you chose, £350 in total')", () => {
    const found = read("Your excess stays the same: a compulsory excess of £250 and the voluntary excess of £100 you\nchose, £350 in total for a claim for damage to your car.");
    expect(moneyOf(found).slice(2)).toEqual(['250', '100', '350']);
    // A figure after other words is not the whole.
    expect(read('A compulsory excess of £250 and a voluntary excess of £100 you chose, while a windscreen claim costs £75 in total.').totalExcess).toBeUndefined();
  });

  test("kinds listed by slashes over amounts so set apart ('Compulsory / voluntary / total excess  £250 / £250 / £500')", () => {
    expect(moneyOf(read('Compulsory / voluntary / total excess    £250 / £250 / £500')).slice(2)).toEqual(['250', '250', '500']);
    expect(moneyOf(read('Excess (voluntary | compulsory):   £100 | £300')).slice(2)).toEqual(['300', '100', undefined]);
    // As many kinds as amounts, each once, or none is read this way.
    expect(moneyOf(read('Compulsory / voluntary / total excess    £250 / £500')).slice(2)).not.toEqual(['250', '500', undefined]);
    expect(read('Compulsory / voluntary excess    £250 / £250 / £500').voluntaryExcess?.value).not.toBe('250');
  });
});

describe('photos', () => {
  test("the plate on the car's own line beats a letterhead's postcode read as a plate ('GU14 OFB')", () => {
    const found = read(' MINI Insurance - Farnborough GU14 OFB - 0800 083 3232\n  Car                            MINI Cooper 3-door-MF18 UWB');
    expect(found.registrationNumber?.value).toBe('MF18UWB');
    // A plate on a line about the car's insurance or tax is no car line; the first plate stays.
    expect(read('Farnborough GU14 OFB\nCar insurance for MF18 UWB').registrationNumber?.value).toBe('GU14OFB');
  });

  test("an excess label whose first letter OCR lost at the page's edge (' oluntary excess', ' otal excess')", () => {
    const found = read('Compulsory excess          £350\n oluntary excess           £150\n otal excess               £500');
    expect(moneyOf(found).slice(2)).toEqual(['350', '150', '500']);
    // Only those words: 'ital excess' is none of them.
    expect(read('Compulsory excess   £350\n ital excess   £150').voluntaryExcess).toBeUndefined();
  });
});

describe('brands', () => {
  test("'BMW Car Insurance' heading the letter is the brand; a BMW as the car is not", () => {
    expect(parseRenewalNotice('BMW Car Insurance\nYour renewal quote\nPolicy no. BMWI 6620418/3\nAnnual premium £923.64').insurer?.value).toBe('BMW Car Insurance');
    expect(parseRenewalNotice('Admiral\nYour renewal\nCar  BMW 118i M Sport\nAnnual premium £923.64').insurer?.value).toBe('Admiral');
  });
});
