// parseRenewalNotice on layouts it was NOT built from (issue 37): notices written by hand in other insurers' styles
// (renewal-notice/unseen-layouts/), kept apart from the ones the rules were tuned on (renewal-notice/test-fixtures/,
// renewal-notice.test.ts). Add a layout here, never a rule for one notice's wording.
import { readFileSync } from 'fs';
import { join } from 'path';
import { COVERAGE_OPTIONS } from '../constants';
import { looksLikeRenewalNotice, parseRenewalNotice, type RenewalNotice } from './renewal-notice';
import { INSURERS } from './vehicle-data';

const layout = (name: string) => readFileSync(join(__dirname, 'renewal-notice', 'unseen-layouts', `${name}.txt`), 'utf8');
const TODAY = '2026-11-26';

/** field -> [value, text the snippet must hold] */
type Expected = Partial<Record<keyof RenewalNotice, [string, string]>>;

const LAYOUTS: Record<string, Expected> = {
  // Item 1: a 'Last year | This year' table whose row label says '(inc IPT)', an add-on row, an excess table.
  'privilege-tax-table': {
    renewalDate: ['2027-03-03', 'Your new cover begins on 3 March 2027'],
    insurer: ['Privilege', 'Privilege'],
    policyNumber: ['PRV 40218876', 'Policy No: PRV 40218876'],
    registrationNumber: ['GF68PLW', 'Reg: GF68 PLW'],
    coverage: ['Comprehensive', 'Cover: Comprehensive'],
    renewalPremium: ['611.25', '£611.25'],
    previousPremium: ['498.00', '£498.00'],
    compulsoryExcess: ['300', '£300'],
    voluntaryExcess: ['200', '£200'],
  },
  // Item 2: 'Pay monthly | Pay in full' columns, last year's price in a sentence, the group name in small print.
  'bell-pay-monthly': {
    renewalDate: ['2027-05-18', 'Renewal date: 18/05/2027'],
    insurer: ['Bell', 'bell'],
    policyNumber: ['BEL/7730915', 'Policy reference: BEL/7730915'],
    registrationNumber: ['RV17NHA', 'registration: RV17 NHA'],
    coverage: ['Third Party Fire & Theft', 'Cover level: Third Party, Fire and Theft'],
    renewalPremium: ['573.00', '£573.00'],
    previousPremium: ['540.00', 'Last year you paid £540.00'],
    compulsoryExcess: ['250', 'Your compulsory excess is £250'],
    voluntaryExcess: ['250', 'voluntary excess of £250'],
  },
  // Item 3: last year's price in brackets after this year's; dot leaders between labels and values.
  'swinton-brackets': {
    renewalDate: ['2027-06-07', 'Renewal date ......... 07 Jun 2027'],
    insurer: ['Swinton', 'SWINTON'],
    policyNumber: ['SWN-55120947', 'SWN-55120947'],
    registrationNumber: ['EY20KDU', 'EY20 KDU'],
    coverage: ['Comprehensive', 'Comprehensive'],
    renewalPremium: ['702.30', 'Your new premium: £702.30'],
    previousPremium: ['590.15', 'last year £590.15'],
    compulsoryExcess: ['200', 'compulsory £200'],
    voluntaryExcess: ['150', 'voluntary £150'],
  },
  // Item 4 and wrapped lines: the plate, the renewal sentence and the premium's label each broken over lines.
  'veygo-wrapped': {
    renewalDate: ['2027-04-21', 'automatically on 21 April 2027'],
    insurer: ['Veygo', 'Veygo'],
    policyNumber: ['VGO 2290 4415', 'policy number is VGO 2290 4415'],
    registrationNumber: ['LV19XKT', 'LV19 XKT'],
    coverage: ['Comprehensive', 'comprehensive'],
    renewalPremium: ['1046.88', '£1,046.88'],
    previousPremium: ['917.40', "Last year's premium £917.40"],
    compulsoryExcess: ['350', 'Compulsory excess £350'],
    voluntaryExcess: ['100', 'Voluntary excess £100'],
  },
  // Item 5: the brand heads and greets; its group ('part of Admiral Group plc') fills the small print.
  'diamond-group': {
    renewalDate: ['2027-08-14', 'Renewal date 14 August 2027'],
    insurer: ['Diamond', 'Diamond'],
    policyNumber: ['DIA-30987612', 'Policy number DIA-30987612'],
    registrationNumber: ['SN66UJB', 'Registration SN66 UJB'],
    coverage: ['Comprehensive', 'Cover Comprehensive'],
    renewalPremium: ['433.70', 'Your renewal premium £433.70'],
    previousPremium: ['401.20', 'Your comparable premium last year £401.20'],
    compulsoryExcess: ['150', 'Compulsory excess £150'],
    voluntaryExcess: ['250', 'Voluntary excess £250'],
  },
  // Item 6: one 'Total excess' line; the plate in brackets after the car; arranged by the brand's own company.
  'post-office-total-excess': {
    renewalDate: ['2027-09-30', 'due for renewal on 30 September 2027'],
    insurer: ['Post Office', 'Post Office'],
    policyNumber: ['POCI 7716 3302', 'POCI 7716 3302'],
    registrationNumber: ['AJ22YTR', 'AJ22 YTR'],
    coverage: ['Third Party Only', 'Third party only'],
    renewalPremium: ['389.55', 'Your annual premium this year is £389.55'],
    previousPremium: ['362.10', "Last year's premium was £362.10"],
    totalExcess: ['450', 'Total excess £450'],
  },
  // Item 7: only the day the cover ends (the town is the brand's name too); 'Previous annual premium'.
  'halifax-ends-on': {
    renewalDate: ['2027-01-12', 'Your policy ends on 11 January 2027'],
    insurer: ['Halifax', 'HALIFAX'],
    policyNumber: ['HCX-81140026', 'Policy number: HCX-81140026'],
    registrationNumber: ['YK63ZSW', 'Registration: YK63 ZSW'],
    coverage: ['Comprehensive', 'Type of cover: Comprehensive'],
    renewalPremium: ['812.94', 'New annual premium £812.94'],
    previousPremium: ['766.05', 'Previous annual premium £766.05'],
    compulsoryExcess: ['250', 'Compulsory excess £250'],
    voluntaryExcess: ['0', 'Voluntary excess £0'],
  },
  // Item 12: 'Your renewal quote: £889.20 (including Insurance Premium Tax)', 'Policy:' as the number's label.
  'hastings-quote': {
    renewalDate: ['2027-10-09', 'Renewal date: 09/10/2027'],
    insurer: ['Hastings Direct', 'Hastings Essential'],
    policyNumber: ['HE-1093344', 'Policy: HE-1093344'],
    registrationNumber: ['BD21WXR', 'Registration: BD21 WXR'],
    coverage: ['Comprehensive', 'Cover: Comprehensive'],
    renewalPremium: ['889.20', 'Your renewal quote: £889.20'],
    previousPremium: ['776.40', "Last year's price: £776.40"],
    compulsoryExcess: ['400', 'compulsory £400'],
    voluntaryExcess: ['0', 'voluntary £0'],
  },
  // Item 13: last year's notice (read as it is: the review compares it with what Renewly holds).
  'lv-last-year': {
    renewalDate: ['2026-01-24', 'Your renewal date: 24 January 2026'],
    insurer: ['LV=', 'LV= Liverpool Victoria'],
    policyNumber: ['LVC 2201 8834', 'Policy number: LVC 2201 8834'],
    registrationNumber: ['MA15TKD', 'Registration: MA15 TKD'],
    coverage: ['Comprehensive', 'Cover type: Comprehensive'],
    renewalPremium: ['642.80', 'Your renewal premium £642.80'],
    previousPremium: ['598.00', 'Your comparable premium last year £598.00'],
    compulsoryExcess: ['300', 'Compulsory excess £300'],
    voluntaryExcess: ['150', 'Voluntary excess £150'],
  },
  // 'Current premium | Renewal premium' columns; a brand with '&'; the arranger's name is not the brand.
  'ms-bank-current-renewal': {
    renewalDate: ['2027-11-01', 'Cover starts 1 November 2027'],
    insurer: ['M&S Bank', 'M&S Bank'],
    policyNumber: ['MS/4461/2207', 'Policy number MS/4461/2207'],
    registrationNumber: ['WR70FLB', 'registration WR70 FLB'],
    coverage: ['Comprehensive', 'Cover Comprehensive'],
    renewalPremium: ['764.35', '£764.35'],
    previousPremium: ['720.00', '£720.00'],
    compulsoryExcess: ['250', 'compulsory excess £250'],
    voluntaryExcess: ['250', 'voluntary excess £250'],
  },
  // Rows under a 'What you'll pay' heading ('For the year ahead', 'What you paid last year'); a date label wrapped.
  'lloyds-two-column': {
    renewalDate: ['2027-12-02', 'new policy starts on 2 December 2027'],
    insurer: ['Lloyds Bank', 'Lloyds Bank'],
    policyNumber: ['LBC-66120930', 'Policy number: LBC-66120930'],
    registrationNumber: ['DY18CVM', 'Registration number: DY18 CVM'],
    coverage: ['Third Party Fire & Theft', 'Level of cover: Third Party Fire and Theft'],
    renewalPremium: ['538.12', 'For the year ahead £538.12'],
    previousPremium: ['512.44', 'What you paid last year £512.44'],
    compulsoryExcess: ['200', 'Compulsory excess: £200'],
    voluntaryExcess: ['100', 'Voluntary excess: £100'],
  },
};

describe('parseRenewalNotice on layouts it was not built from', () => {
  it.each(Object.entries(LAYOUTS))('%s: every field, with its snippet', (name, expected) => {
    const found = parseRenewalNotice(layout(name), { today: TODAY });
    const values = Object.fromEntries(Object.entries(found).map(([field, f]) => [field, f.value]));
    expect(values).toEqual(Object.fromEntries(Object.entries(expected).map(([field, [value]]) => [field, value])));
    for (const [field, [, source]] of Object.entries(expected)) {
      expect({ field, snippet: found[field as keyof RenewalNotice]!.snippet.replace(/\s+/g, ' ') }).toEqual({ field, snippet: expect.stringContaining(source) });
    }
    expect(looksLikeRenewalNotice(found)).toBe(true);
    expect(INSURERS).toContain(found.insurer!.value);
    expect(COVERAGE_OPTIONS).toContain(found.coverage!.value);
  });

  it.each(Object.keys(LAYOUTS))('%s: the same values from one long line and from CRLF line ends', (name) => {
    const valuesOf = (text: string) => Object.fromEntries(Object.entries(parseRenewalNotice(text)).map(([k, f]) => [k, f.value]));
    const expected = valuesOf(layout(name));
    expect(valuesOf(layout(name).replace(/\n/g, '\r\n'))).toEqual(expected);
  });
});

const value = (text: string, field: keyof RenewalNotice) => parseRenewalNotice(text)[field]?.value;

describe('issue 37, item by item, each rule in more than one wording', () => {
  it.each([
    ['Total premium (inc IPT)', 'Last year', 'This year'],
    ['Annual premium (including Insurance Premium Tax at 12%)', "Last year's price", "This year's price"],
    ['Your price incl. IPT', 'Previous year', 'Renewal'],
  ])('1. a price table: the columns give the years whatever the row label adds (%s)', (row, last, now) => {
    const text = `Car insurance renewal\n${' '.repeat(40)}${last.padEnd(18)}${now}\n${row.padEnd(40)}£498.00           £611.25\n`;
    expect([value(text, 'renewalPremium'), value(text, 'previousPremium')]).toEqual(['611.25', '498.00']);
  });

  it.each([
    ['Pay monthly', 'Pay in full'],
    ['Monthly', 'Annually'],
    ['12 monthly instalments', 'One payment'],
  ])('2. a %s | %s table: the monthly column is never the premium', (monthly, full) => {
    const text = `Your insurance policy\n${' '.repeat(26)}${monthly.padEnd(26)}${full}\nYour renewal price        £52.10                    £573.00\n`;
    expect(value(text, 'renewalPremium')).toBe('573.00');
    const reversed = `Your insurance policy\n${' '.repeat(26)}${full.padEnd(26)}${monthly}\nYour renewal price        £573.00                   £52.10\n`;
    expect(value(reversed, 'renewalPremium')).toBe('573.00');
  });

  it("2. a renewal premium under a quarter of last year's is flagged", () => {
    const found = parseRenewalNotice('Your renewal price £52.10\nLast year you paid £540.00 for your policy.');
    expect(found.renewalPremium).toMatchObject({ value: '52.10', flag: 'check', reason: expect.stringContaining('quarter') });
    expect(parseRenewalNotice('Your renewal price £152.10\nLast year you paid £540.00 for your policy.').renewalPremium?.flag).toBeUndefined();
  });

  it.each([
    ['Your new premium: £702.30 (last year £590.15)'],
    ['Renewal premium £702.30 (was £590.15)'],
    ["This year's price is £702.30, compared with £590.15"],
    ["Your premium for the year ahead: £702.30 (last year's price: £590.15)"],
  ])('3. last year\'s price in brackets or a clause after this year\'s: %s', (text) => {
    const found = parseRenewalNotice(`Your insurance policy\n${text}\n`);
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['702.30', '590.15']);
  });

  it.each([
    ['Vehicle registration LV19\nXKT is insured'],
    ['Car: Ford Fiesta, reg. LV19\n  XKT'],
    ['Registration number: LV19\r\nXKT'],
  ])('4. a plate broken over a line is joined: %j', (text) => {
    expect(parseRenewalNotice(`Your policy\n${text}\n`).registrationNumber).toMatchObject({ value: 'LV19XKT' });
  });

  it('4. half a plate is never given as a whole one: flagged', () => {
    const found = parseRenewalNotice('Your policy\nRegistration: LV19\nThank you for renewing.');
    expect(found.registrationNumber).toMatchObject({ value: 'LV19', flag: 'check', reason: expect.stringContaining('part of a number plate') });
  });

  it.each([
    ['Bell', 'Bell is a trading name of EUI Limited, part of Admiral Group plc.'],
    ['Diamond', 'Diamond is a trading name of EUI Limited, part of Admiral Group plc. Admiral Group plc registered in Wales.'],
    ['Halifax', 'Underwritten by Lloyds Bank General Insurance Limited, part of Lloyds Banking Group. Halifax HX1 2RG.'],
    ['Swinton', 'Swinton Insurance is a trading name of Swinton Group Limited; Admiral Insurance Company Limited and Ageas Insurance Limited are among our insurers.'],
    ['Veygo', 'Veygo is a trading name of Admiral Insurance Company Limited, part of Admiral Group plc.'],
    ['M&S Bank', 'Arranged by Marks and Spencer Financial Services plc, underwritten by Ageas Insurance Limited.'],
    ['Post Office', 'Underwritten by Ageas Insurance Limited.'],
    ['Lloyds Bank', 'Underwritten by Lloyds Bank General Insurance Limited.'],
  ])('5. %s, heading and greeting the letter, wins over the group and underwriters in the small print', (brand, smallPrint) => {
    const text = `${brand}\nCar insurance renewal\n\nDear Mr Smith,\nThank you for choosing ${brand}.\nYour premium £500.00\n\n${smallPrint}`;
    expect(value(text, 'insurer')).toBe(brand);
    expect(INSURERS).toContain(brand);
  });

  it('5. every insurer of the policy form is known', () => {
    for (const brand of INSURERS.filter((b) => b !== 'Other')) {
      expect({ brand, found: value(`${brand}\nYour car insurance renewal\nYour premium £500.00`, 'insurer') }).toEqual({ brand, found: brand });
    }
  });

  it.each([
    ['Total excess £450', '450'],
    ['Your total excess is £450.', '450'],
    ['Excess (total) £450', '450'],
    ['Your excess: £450', '450'],
  ])('6. one figure for the whole excess: %s', (line, total) => {
    const found = parseRenewalNotice(`Your insurance policy\nYour premium £500.00\n${line}\nWindscreen excess £75\nYoung driver excess £250`);
    expect(found.totalExcess?.value).toBe(total);
    expect(found.compulsoryExcess).toBeUndefined();
  });

  it.each([
    ['Your policy ends on 11 January 2027.', '2027-01-12'],
    ['Your cover expires at midnight on 31/12/2026', '2027-01-01'],
    ['Your insurance runs until 28 February 2027', '2027-03-01'],
  ])('7. only the end of cover (%s): the day after, saying it was worked out', (line, day) => {
    const found = parseRenewalNotice(`Your insurance policy\n${line}\nYour premium £500.00`);
    expect(found.renewalDate).toMatchObject({ value: day, derived: expect.stringContaining('the new cover starts the day after') });
    expect(found.renewalDate!.flag).toBeUndefined();
  });

  it('7. a start date given as such is not moved and not marked', () => {
    const found = parseRenewalNotice('Your policy ends on 11 January 2027 and your new policy starts on 12 January 2027.\nPremium £500.00');
    expect(found.renewalDate).toMatchObject({ value: '2027-01-12' });
    expect(found.renewalDate!.derived).toBeUndefined();
  });

  it.each([
    ['Your renewal quote: £889.20 (including Insurance Premium Tax)'],
    ['Your quote for the next 12 months is £889.20 incl. IPT'],
    ['Renewal cost £889.20 (inc. IPT)'],
  ])('12. a quote is the renewal premium: %s', (line) => {
    const found = parseRenewalNotice(`Your car insurance\n${line}\nInsurance Premium Tax £95.27\nMonthly: £84.90`);
    expect(found.renewalPremium).toMatchObject({ value: '889.20' });
  });
});

describe('more layouts of the same kinds', () => {
  it('a price table with its tax on a row of its own: the total with tax is the premium', () => {
    const text = [
      'Your car insurance',
      '                              Last year      This year',
      'Premium                       £444.64        £545.76',
      'Insurance Premium Tax         £53.36         £65.49',
      'Total (inc IPT)               £498.00        £611.25',
    ].join('\n');
    expect([value(text, 'renewalPremium'), value(text, 'previousPremium')]).toEqual(['611.25', '498.00']);
  });

  it('columns headed by policy years: the later year is the renewal', () => {
    const text = ['Your car insurance', '                         2025/26        2026/27', 'Your premium             £480.00        £530.00'].join('\n');
    expect([value(text, 'renewalPremium'), value(text, 'previousPremium')]).toEqual(['530.00', '480.00']);
  });

  it.each([
    ['Direct Debit (12 payments)', 'Pay now'],
    ['Monthly Direct Debit', 'Pay upfront'],
  ])('a %s | %s table', (monthly, full) => {
    const text = `Your car insurance\n${' '.repeat(24)}${monthly.padEnd(30)}${full}\nYour price              £49.80                        £559.20\n`;
    expect(value(text, 'renewalPremium')).toBe('559.20');
  });

  it.each([
    ['Your premium last year was £590.15 and this year it is £702.30.'],
    ['Your renewal premium is £702.30 (2026: £590.15).'],
    ['This year you will pay £702.30; last year, £590.15.'],
  ])('last year and this year in one sentence: %s', (line) => {
    const found = parseRenewalNotice(`Your car insurance policy\n${line}\n`);
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['702.30', '590.15']);
  });

  it.each([['Your excess for any claim is £450.'], ['Total excess payable: £450'], ['Excess                £450']])('one excess figure: %s', (line) => {
    expect(value(`Your insurance policy\nRenewal premium £500.00\n${line}`, 'totalExcess')).toBe('450');
  });

  it.each([
    ['Expiry date: 11/01/2027', '2027-01-12'],
    ['Your policy is due to end on 11 January 2027.', '2027-01-12'],
    ['Cover ends: 11 Jan 2027', '2027-01-12'],
  ])('the end of cover only: %s', (line, day) => {
    expect(parseRenewalNotice(`Your insurance policy\n${line}\nPremium £500.00`).renewalDate).toMatchObject({ value: day, derived: expect.any(String) });
  });

  it.each([
    ['Churchill', 'Churchill is a brand of Direct Line Insurance Group plc. Direct Line Insurance Group plc, Churchill Court, Bromley.'],
    ['Elephant', 'Elephant is a trading name of Admiral Insurance (Gibraltar) Limited, a member of the Admiral Group.'],
    ['Age Co', 'Age Co car insurance is arranged by Saga Services Limited and underwritten by Ageas. Age Co is a trading name of Age UK.'],
  ])('%s heads the letter; the groups in the small print are not the brand', (brand, smallPrint) => {
    expect(value(`${brand}\nCar insurance renewal\nYour premium £500.00\n\n${smallPrint}`, 'insurer')).toBe(brand);
  });
});

describe('OCR of a photo: a blank line between the lines of a paragraph', () => {
  it('joins a plate and a premium label across it', () => {
    const text = [
      'Your car insurance',
      'We have checked the details for your car with the registration LV19',
      '',
      'XKT and your annual cover is ready to renew.',
      'Your total annual premium including',
      '',
      'Insurance Premium Tax is',
      '',
      '£1,046.88',
    ].join('\n');
    const found = parseRenewalNotice(text);
    expect([found.registrationNumber?.value, found.renewalPremium?.value]).toEqual(['LV19XKT', '1046.88']);
  });
});

describe('the brand when the heading is a logo (no text)', () => {
  it.each([
    ['Welcome to your Diamond renewal.', 'Diamond'],
    ['Your Bell car insurance renews soon.', 'Bell'],
  ])('%s: the greeting and the letter beat the group named more often in the small print', (greeting, brand) => {
    const text = [
      'Car insurance renewal',
      'Mrs J Evans',
      '12 High Street, Leeds LS1 1AA',
      '',
      greeting,
      'Your renewal premium is £433.70.',
      '',
      `${brand} is a trading name of EUI Limited. Admiral is a trading name of EUI Limited. Admiral, Elephant and EUI Limited are authorised and regulated by the Financial Conduct Authority. Admiral is registered in Wales.`,
    ].join('\n');
    expect(value(text, 'insurer')).toBe(brand);
  });
});
