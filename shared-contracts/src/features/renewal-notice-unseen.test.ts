// parseRenewalNotice on layouts it was NOT built from (issue 37): notices written by hand in other insurers' styles
// (renewal-notice/unseen-layouts/), kept apart from the ones the rules were tuned on (renewal-notice/test-fixtures/,
// renewal-notice.test.ts). Add a layout here, never a rule for one notice's wording.
import { readFileSync } from 'fs';
import { join } from 'path';
import { COVERAGE_OPTIONS } from '../constants';
import { looksLikeRenewalNotice, parseRenewalNotice, type RenewalNoticeFieldName } from './renewal-notice';
import { INSURERS } from './vehicle-data';

const layout = (name: string) => readFileSync(join(__dirname, 'renewal-notice', 'unseen-layouts', `${name}.txt`), 'utf8');
const TODAY = '2026-11-26';

/** field -> [value, text the snippet must hold] */
type Expected = Partial<Record<RenewalNoticeFieldName, [string, string]>>;

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
  // Wave 2 (the reviewer's kinds 1-7, in wordings of our own): the excess amounts before their kind words, the
  // letterhead's company naming the brand, last year's price 'previously' in brackets.
  'zurich-made-up-excess': {
    renewalDate: ['2027-01-19', 'renews on 19 January 2027'],
    insurer: ['Zurich', 'Zurich Insurance plc'],
    policyNumber: ['ZCM-0047731962', 'Policy number: ZCM-0047731962'],
    registrationNumber: ['PK19RXE', 'registration number PK19 RXE'],
    coverage: ['Comprehensive', 'Cover: Comprehensive'],
    renewalPremium: ['684.20', 'Your renewal premium is £684.20'],
    previousPremium: ['655.90', 'previously £655.90'],
    compulsoryExcess: ['250', '£250 compulsory'],
    voluntaryExcess: ['100', '£100 voluntary'],
    totalExcess: ['350', 'excess of £350'],
  },
  // 'Excess: £400 compulsory, £50 voluntary'; a policy number in four groups; '(it was £871.03)'.
  'esure-amount-first-excess': {
    renewalDate: ['2027-03-03', 'Your new policy starts on 03/03/2027'],
    insurer: ['esure', 'esure'],
    policyNumber: ['ESU 1234 5678 90', 'Policy no.: ESU 1234 5678 90'],
    registrationNumber: ['KY21OHM', 'Registration: KY21 OHM'],
    coverage: ['Comprehensive', 'Type of cover: Comprehensive'],
    renewalPremium: ['926.44', '£926.44'],
    previousPremium: ['871.03', 'it was £871.03'],
    compulsoryExcess: ['400', '£400 compulsory'],
    voluntaryExcess: ['50', '£50 voluntary'],
  },
  // '£250 compulsory + £0 voluntary'; a policy number of digit groups only; 'down from £582.15 last year'.
  'tesco-plus-excess': {
    renewalDate: ['2027-02-28', 'Your cover renews on 28 February 2027'],
    insurer: ['Tesco Bank', 'Tesco Bank'], // as the letter names itself, not the newer 'Tesco Insurance'
    policyNumber: ['12 3456 789', 'Policy number: 12 3456 789'],
    registrationNumber: ['NV70WGH', 'reg. NV70 WGH'],
    coverage: ['Third Party Fire & Theft', 'Level of cover: Third Party, Fire and Theft'],
    renewalPremium: ['547.60', 'Your new annual premium is £547.60'],
    previousPremium: ['582.15', 'down from £582.15'],
    compulsoryExcess: ['250', '£250 compulsory'],
    voluntaryExcess: ['0', '£0 voluntary'],
  },
  // 'Annual | Monthly' columns, rows 'This year' / 'Last year'; 'Policy' and the number with only spaces between;
  // the letterhead 'Allianz Insurance plc'.
  'allianz-annual-monthly-table': {
    renewalDate: ['2027-04-14', 'Renewal date 14/04/2027'],
    insurer: ['Allianz', 'Allianz Insurance plc'],
    policyNumber: ['ALZ/CAR/0012345', 'Policy ALZ/CAR/0012345'],
    registrationNumber: ['WD68FKN', 'Registration WD68 FKN'],
    coverage: ['Comprehensive', 'Cover Comprehensive'],
    renewalPremium: ['791.52', '£791.52'],
    previousPremium: ['745.20', '£745.20'],
    compulsoryExcess: ['300', 'Compulsory excess £300'],
    voluntaryExcess: ['200', 'Voluntary excess £200'],
  },
  // 'Pay in full | Monthly (x12)' columns, rows 'Renewal' / 'Current'; 'Policy ref' and spaces.
  'sainsburys-renewal-current': {
    renewalDate: ['2027-05-09', 'Starts 9 May 2027'],
    insurer: ["Sainsbury's Bank", "Sainsbury's Bank"],
    policyNumber: ['SB-4471902', 'Policy ref SB-4471902'],
    registrationNumber: ['MF20LZA', 'MF20 LZA'],
    coverage: ['Third Party Only', 'Third party only'],
    renewalPremium: ['468.00', '£468.00'],
    previousPremium: ['439.50', '£439.50'],
    compulsoryExcess: ['150', 'Compulsory excess: £150'],
    voluntaryExcess: ['250', 'Voluntary excess: £250'],
  },
  // 'Per year | Per month' columns, rows labelled by policy year ('2027-28' / '2026-27'); a number in three groups.
  'nfu-year-rows': {
    renewalDate: ['2027-06-01', 'Your new period of cover begins on 1 June 2027'],
    insurer: ['NFU Mutual', 'NFU Mutual'],
    policyNumber: ['NFU 771 2094 35', 'Policy number NFU 771 2094 35'],
    registrationNumber: ['SR71DHC', 'registration SR71 DHC'],
    coverage: ['Comprehensive', 'Cover Comprehensive'],
    renewalPremium: ['1104.90', '£1,104.90'],
    previousPremium: ['1052.00', '£1,052.00'],
    compulsoryExcess: ['350', 'compulsory £350'],
    voluntaryExcess: ['0', 'voluntary £0'],
  },
  // English / Welsh labels on every line; the letterhead 'Ageas Insurance Limited'; '(down from £701.10)'.
  'ageas-bilingual': {
    renewalDate: ['2027-03-21', 'Renewal date / Dyddiad adnewyddu: 21 March 2027'],
    insurer: ['Ageas', 'Ageas Insurance Limited'],
    policyNumber: ['AGS 12 3456 78', 'Policy number / Rhif polisi: AGS 12 3456 78'],
    registrationNumber: ['CU66TWA', 'Registration / Rhif cofrestru: CU66 TWA'],
    coverage: ['Comprehensive', 'Cover / Yswiriant: Comprehensive'],
    renewalPremium: ['655.35', 'Your renewal premium / Eich premiwm adnewyddu: £655.35'],
    previousPremium: ['701.10', 'down from £701.10'],
    compulsoryExcess: ['250', 'Compulsory excess / Tâl-dros-ben gorfodol: £250'],
    voluntaryExcess: ['150', 'Voluntary excess / Tâl-dros-ben gwirfoddol: £150'],
  },
  // Dot leaders to the page's right edge: 'Annual cost if you pay in one go ...... £512.40' is the renewal premium.
  'saga-dot-leaders': {
    renewalDate: ['2027-07-06', 'Your cover renews on'],
    insurer: ['Saga', 'SAGA'],
    policyNumber: ['SCI-88210473', 'SCI-88210473'],
    registrationNumber: ['YD17NBW', 'YD17 NBW'],
    coverage: ['Comprehensive', 'Level of cover'],
    renewalPremium: ['512.40', 'Annual cost if you pay in one go'],
    previousPremium: ['470.00', "Previous year's annual price"],
    compulsoryExcess: ['100', 'Compulsory excess'],
    voluntaryExcess: ['250', 'Voluntary excess'],
  },
  // 'Price when paid annually ...... £498.00 (last time: £455.90)'; a monthly dot-leader line; four groups.
  'axa-paid-annually': {
    renewalDate: ['2027-04-30', 'Renewal date ....... 30/04/2027'],
    insurer: ['AXA', 'AXA'],
    policyNumber: ['AXA 0012 3456 78', 'Policy number ...... AXA 0012 3456 78'],
    registrationNumber: ['BK65VOW', 'BK65 VOW'],
    coverage: ['Third Party Fire & Theft', 'Cover .............. Third Party Fire and Theft'],
    renewalPremium: ['498.00', 'Price when paid annually ...... £498.00'],
    previousPremium: ['455.90', 'last time: £455.90'],
    compulsoryExcess: ['200', 'compulsory £200'],
    voluntaryExcess: ['100', 'voluntary £100'],
  },
  // '— up from £1,098.40 last year, an increase of £114.35': last year's, never the increase.
  'co-op-up-from': {
    renewalDate: ['2027-08-16', 'Your policy ends on 15 August 2027'],
    insurer: ['Co-op Insurance', 'Co-op Insurance'],
    policyNumber: ['COP 4410 2987 16', 'Policy number: COP 4410 2987 16'],
    registrationNumber: ['LR67HJD', 'Registration: LR67 HJD'],
    coverage: ['Comprehensive', 'Your cover: Comprehensive'],
    renewalPremium: ['1212.75', 'Your new premium is £1,212.75'],
    previousPremium: ['1098.40', 'up from £1,098.40'],
    compulsoryExcess: ['350', 'Compulsory excess £350'],
    voluntaryExcess: ['100', 'Voluntary excess £100'],
  },
  // Held out (2026-11-26): eight notices the lead wrote before the parser's last changes, kept outside the repository
  // while a helper who never saw them fixed the kinds of miss they showed (wrong excess pairing, year-labelled payment
  // columns, dot leaders, '(it was £X)', Welsh label pairs, spaced policy numbers). All eight read right after it; kept
  // here as regression tests. The next held-out check needs notices written afresh.
  'heldout-1st-central-summary': {
    renewalDate: ['2027-07-16', '- Your new policy starts: Friday 16 July 2027'],
    insurer: ['1st Central', '1st CENTRAL'],
    policyNumber: ['1C-PC-7719384-02', 'Policy number: 1C-PC-7719384-02'],
    registrationNumber: ['NU18EKT', 'reg NU18 EKT'],
    coverage: ['Comprehensive', '- Cover: Comprehensive'],
    renewalPremium: ['845.33', '- Price: £845.33'],
    previousPremium: ['701.98', 'it was £701.98'],
    compulsoryExcess: ['500', '£500 compulsory'],
    voluntaryExcess: ['150', '£150 voluntary'],
  },
  'heldout-admiral-table': {
    renewalDate: ['2027-02-14', 'Renewal date 14/02/2027'],
    insurer: ['Admiral', 'ADMIRAL'],
    policyNumber: ['P12345678', 'Policy Number P12345678'],
    registrationNumber: ['LR19XKT', 'Registration LR19 XKT'],
    coverage: ['Comprehensive', 'Level of cover Comprehensive'],
    renewalPremium: ['563.12', 'included included Total £487.36 £563.12'],
    previousPremium: ['487.36', 'included included Total £487.36 £563.12'],
    compulsoryExcess: ['250', 'Compulsory £250'],
    voluntaryExcess: ['250', 'Voluntary £250'],
    totalExcess: ['500', 'Total excess £500'],
  },
  'heldout-ageas-welsh-date': {
    renewalDate: ['2027-05-05', 'Renewal date / Dyddiad adnewyddu: 5 May 2027'],
    insurer: ['Ageas', 'Ageas Insurance Limited'],
    policyNumber: ['AGS 55 0193 27', 'Policy number / Rhif polisi: AGS 55 0193 27'],
    registrationNumber: ['CU19WLS', 'Registration / Cofrestriad: CU19 WLS'],
    coverage: ['Comprehensive', 'Cover / Yswiriant: Comprehensive'],
    renewalPremium: ['612.00', '/ Premiwm blynyddol newydd: £612.00'],
    previousPremium: ['575.00', '/ Premiwm blynyddol blaenorol: £575.00'],
    totalExcess: ['350', 'Total excess / Cyfanswm dros ben: £350'],
  },
  'heldout-aviva-ocr': {
    renewalDate: ['2026-12-01', 'Period of insurance: 01/12/2026'],
    insurer: ['Aviva', 'AVIVA Renewal notice'],
    policyNumber: ['AV-MOT-99012345', 'Policy reference: AV-MOT-99O12345'],
    registrationNumber: ['BD51SMR', 'registration: BD51 SMR'],
    coverage: ['Comprehensive', 'Cover: Comprehensive'],
    renewalPremium: ['1204.60', 'Your premium for the coming year £1,204.60'],
    previousPremium: ['1051.22', 'Your premium for last year £1,051.22'],
    compulsoryExcess: ['400', 'Compulsory excess £400'],
    voluntaryExcess: ['250', 'Voluntary excess £250'],
  },
  'heldout-churchill-monthly': {
    renewalDate: ['2027-06-09', 'Start date of new cover: 09.06.2027'],
    insurer: ['Churchill', 'Churchill Car Insurance - Renewal'],
    policyNumber: ['CHU 8876 1120 33', 'Policy no.: CHU 8876 1120 33'],
    registrationNumber: ['YC68BNO', 'Reg no.: YC68 BNO'],
    coverage: ['Comprehensive', 'Cover level: Comprehensive'],
    renewalPremium: ['402.15', 'in full ..................... £402.15'],
    previousPremium: ['380.00', 'price ..................... £380.00'],
    compulsoryExcess: ['100', 'Excess: compulsory £100'],
    voluntaryExcess: ['0', 'voluntary £0'],
  },
  'heldout-direct-line-letter': {
    renewalDate: ['2027-04-03', 'policy will start on 3 April 2027'],
    insurer: ['Direct Line', 'Direct Line'],
    policyNumber: ['301/DL/5589231', 'policy number: 301/DL/5589231'],
    registrationNumber: ['KP66WZA', 'KP66 WZA'],
    coverage: ['Third Party Fire & Theft', 'Cover: Third Party, Fire & Theft'],
    renewalPremium: ['719.44', 'Your new annual premium is £719.44'],
    previousPremium: ['655.10', 'Last year you paid £655.10'],
    compulsoryExcess: ['250', '£250 compulsory'],
    voluntaryExcess: ['100', '£100 voluntary'],
    totalExcess: ['350', 'Your excess is £350'],
  },
  'heldout-esure-columns': {
    renewalDate: ['2027-10-30', 'Renews on 30 Oct 2027'],
    insurer: ['esure', 'esure car insurance RENEWAL QUOTATION'],
    policyNumber: ['ESU/CAR/0081234', 'Policy ESU/CAR/0081234'],
    registrationNumber: ['SF17OPL', 'Reg: SF17 OPL'],
    coverage: ['Third Party Only', 'Cover Third Party Only'],
    renewalPremium: ['351.90', 'Monthly (x12) This year £351.90 £32.26'],
    previousPremium: ['322.40', '£351.90 £32.26 Last year £322.40 £29.55'],
    compulsoryExcess: ['200', 'Compulsory excess £200'],
    voluntaryExcess: ['100', 'Voluntary excess £100'],
  },
  'heldout-saga-footer': {
    renewalDate: ['2027-09-21', 'Renewal date: 21st September 2027'],
    insurer: ['Saga', 'Renewing your Saga Car Insurance'],
    policyNumber: ['SAGA-CR-4471902', 'Policy number: SAGA-CR-4471902'],
    registrationNumber: ['WN20GHK', 'Registration number: WN20 GHK'],
    coverage: ['Comprehensive', 'Type of cover: comprehensive'],
    renewalPremium: ['529.00', 'Your renewal price £529.00'],
    previousPremium: ['476.50', 'last year: £476.50'],
    totalExcess: ['450', 'on an accidental damage claim is £450'],
  },
};

describe('parseRenewalNotice on layouts it was not built from', () => {
  it.each(Object.entries(LAYOUTS))('%s: every field, with its snippet', (name, expected) => {
    const found = parseRenewalNotice(layout(name), { today: TODAY });
    const values = Object.fromEntries(Object.entries(found).map(([field, f]) => [field, f.value]));
    expect(values).toEqual(Object.fromEntries(Object.entries(expected).map(([field, [value]]) => [field, value])));
    for (const [field, [, source]] of Object.entries(expected)) {
      expect({ field, snippet: found[field as RenewalNoticeFieldName]!.snippet.replace(/\s+/g, ' ') }).toEqual({ field, snippet: expect.stringContaining(source) });
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

const value = (text: string, field: RenewalNoticeFieldName) => parseRenewalNotice(text)[field]?.value;

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

describe("the reviewer's seven kinds of miss, each rule in several wordings", () => {
  const excesses = (text: string) => {
    const found = parseRenewalNotice(`Your insurance policy\nYour renewal premium £500.00\n${text}\n`);
    return [found.compulsoryExcess?.value, found.voluntaryExcess?.value];
  };

  it.each([
    ['Your policy has an excess of £300 (made up of £200 compulsory and £100 voluntary).', '200', '100'],
    ['Excess: £400 compulsory, £50 voluntary', '400', '50'],
    ['Excess £250 compulsory + £0 voluntary', '250', '0'],
    ['Your excess: £350 compulsory and £150 voluntary (£500 in all).', '350', '150'],
    ['Excess\n£250 compulsory\n£100 voluntary', '250', '100'],
    ['£250 compulsory excess + £100 voluntary excess = £350 total excess', '250', '100'],
  ])('1. each excess amount before its kind word is that kind: %j', (line, compulsory, voluntary) => {
    expect(excesses(line)).toEqual([compulsory, voluntary]);
  });

  it('1. a later excess sentence naming no kind (a windscreen excess) lends its amount no kind', () => {
    const found = parseRenewalNotice('Your insurance policy\nExcess: £350 compulsory and £150 voluntary. A £75 windscreen excess applies to glass claims.');
    expect(found.compulsoryExcess).toMatchObject({ value: '350', confidence: 'high' });
    expect(found.voluntaryExcess).toMatchObject({ value: '150', confidence: 'high' });
  });

  it.each([
    ['Excess: compulsory £200, voluntary £150', '200', '150'],
    ['Compulsory excess £200   Voluntary excess £150', '200', '150'],
    ['Your compulsory excess is £250. You have chosen a voluntary excess of £100.', '250', '100'],
    ['A compulsory excess of £250 and a voluntary excess of £100 apply.', '250', '100'],
    ['Your excess is £350, which includes a compulsory excess of £250.', '250', undefined],
    ['total £500.00 compulsory excess £250 voluntary excess £100 claims helpline 0800 000 000', '250', '100'],
  ])('1. the kind word before its amount still reads as before: %j', (line, compulsory, voluntary) => {
    expect(excesses(line)).toEqual([compulsory, voluntary]);
  });

  it.each([
    ['Excess: compulsory, voluntary £200 £100'],
    ['Excess: compulsory and voluntary, £200 and £100'],
  ])('1. an excess sentence whose pairing cannot be told is left out, not guessed: %j', (line) => {
    expect(excesses(line)).toEqual([undefined, undefined]);
  });

  const table = (heads: [string, string], rows: [string, string, string][]) =>
    ['Your car insurance', `${' '.repeat(20)}${heads[0].padEnd(20)}${heads[1]}`, ...rows.map(([label, a, b]) => `${label.padEnd(20)}${a.padEnd(20)}${b}`)].join('\n');

  it.each([
    [['Annual', 'Monthly'], 'This year', 'Last year'],
    [['Pay in full', 'Monthly (x12)'], 'Renewal', 'Current'],
    [['Per year', 'Per month'], 'New price', 'Old price'],
    [['Per year', 'Per month'], '2027-28', '2026-27'],
    [['Full year', 'Monthly'], '2027 to 2028', '2026 to 2027'],
    [['Annual premium', 'Monthly'], 'Your renewal price', "Last year's price"],
  ] as [[string, string], string, string][])('2. payment columns %j, rows %s / %s: the row gives the year, the annual column the figure', (heads, now, last) => {
    const text = table(heads, [
      [now, '£791.52', '£69.26'],
      [last, '£745.20', '£65.21'],
    ]);
    expect([value(text, 'renewalPremium'), value(text, 'previousPremium')]).toEqual(['791.52', '745.20']);
    const reversed = table([heads[1], heads[0]], [
      [last, '£65.21', '£745.20'],
      [now, '£69.26', '£791.52'],
    ]);
    expect([value(reversed, 'renewalPremium'), value(reversed, 'previousPremium')]).toEqual(['791.52', '745.20']);
  });

  it.each([
    ['2026/27', '2027/28', 'Annual'],
    ['Last year', 'This year', 'Pay in full'],
  ])('2. turned the other way: columns %s | %s, rows by way of paying (%s, Monthly)', (last, now, annual) => {
    const text = table([last, now], [
      [annual, '£745.20', '£791.52'],
      ['Monthly', '£65.21', '£69.26'],
    ]);
    expect([value(text, 'renewalPremium'), value(text, 'previousPremium')]).toEqual(['791.52', '745.20']);
  });

  it('2. a row labelled only by a year, with no other year to compare, is not guessed', () => {
    const text = table(['Per year', 'Per month'], [['2027-28', '£791.52', '£69.26']]);
    expect(value(text, 'previousPremium')).toBeUndefined();
  });

  it.each([
    ['Annual cost if you pay in one go', 110, 'Cost per month'],
    ['Price when paid annually', 20, 'Monthly price (APR 23.9%)'],
    ['Total to pay in one payment', 100, 'Cost per month'],
    ['Price if you pay in full', 6, 'Monthly Direct Debit'],
    ['One-off payment', 30, 'Monthly payments'],
  ])('3. a dot-leader line "%s" is the renewal premium, sure of it, however long the leader (next: %s)', (label, dots, monthly) => {
    const text = `Your insurance renewal\n${label} ${'.'.repeat(dots)} £512.40\n${monthly} ${'.'.repeat(dots)} £46.15\nPrevious year's annual price ${'.'.repeat(dots)} £470.00\n`;
    const found = parseRenewalNotice(text);
    expect(found.renewalPremium).toMatchObject({ value: '512.40', confidence: 'high' });
    expect(found.previousPremium).toMatchObject({ value: '470.00' });
  });

  it.each([
    ['Your renewal price is £612.00 (it was £580.00).'],
    ['Your renewal price is £612.00 a year (it was £580.00).'],
    ['Your new premium: £612.00 (previously £580.00)'],
    ['Your new premium: £612.00 (last time: £580.00)'],
    ['Your new premium is £612.00 — up from £580.00'],
    ['Your renewal premium is £612.00, down from £580.00 last year.'],
    ['Your renewal premium is £612.00\n(it was £580.00)'],
    ['Your renewal price is £612.00. That is up from £580.00 last year.'],
    ['Your renewal price is £612.00, which has gone up from £580.00.'],
    ['Your renewal price is £612.00 including IPT (it was £580.00).'],
    ['Your renewal price is £612.00 including Insurance Premium Tax (it was £580.00).'],
  ])("4. last year's price in other words after the new one: %j", (line) => {
    const found = parseRenewalNotice(`Your insurance policy\n${line}\n`);
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['612.00', '580.00']);
  });

  it.each([
    ['Your renewal price is £612.00 (it was £48.33 a month).'],
    ['Your renewal price is £612.00 (previously £48.33 per month)'],
    ['Your new premium is £612.00 — an increase of £32.00'],
    ['Your new premium is £612.00, or £51.00 a month (it was £580.00)'],
  ])('4. never a monthly figure or an increase for last year: %j', (line) => {
    expect(value(`Your insurance policy\n${line}\n`, 'previousPremium')).toBeUndefined();
  });

  it("4. 'up £32.00 from last year': never £32.00 as last year's; last year's worked out from it, and said to be", () => {
    const found = parseRenewalNotice('Your insurance policy\nYour new premium is £612.00, up £32.00 from last year\n');
    expect(found.previousPremium).toMatchObject({ value: '580.00', certainty: 'derived' });
  });

  it.each([
    ['Policy number / Rhif polisi: XYZ 12 3456 78', 'XYZ 12 3456 78'],
    ['Policy No. / Rhif Polisi: WLS-2209183', 'WLS-2209183'],
    ['Policy reference / Cyfeirnod polisi ..... CYM/88/120934', 'CYM/88/120934'],
    ['Policy number / Rhif polisi      AVI 1234 5678', 'AVI 1234 5678'],
  ])('5. an English / Welsh label pair is the label: %s', (line, number) => {
    const text = `Your insurance\n${line}\nRegistration / Rhif cofrestru: CU66 TWA\nCover / Yswiriant: Comprehensive\nRenewal date / Dyddiad adnewyddu: 21 March 2027\nRenewal premium / Premiwm adnewyddu: £655.35`;
    const found = parseRenewalNotice(text);
    expect(found.policyNumber).toMatchObject({ value: number, confidence: 'high' });
    expect(found.registrationNumber).toMatchObject({ value: 'CU66TWA', confidence: 'high' });
    expect(found.coverage).toMatchObject({ value: 'Comprehensive', confidence: 'high' });
    expect(found.renewalDate?.value).toBe('2027-03-21');
  });

  it.each([
    ['Zurich Insurance plc', 'Zurich'],
    ['Ageas Insurance Limited', 'Ageas'],
    ['Churchill Insurance Company Ltd', 'Churchill'],
    ['Aviva Insurance Limited', 'Aviva'],
  ])('5. the letterhead company "%s" is the brand %s', (letterhead, brand) => {
    const text = `${letterhead}\nPO Box 100, Leeds LS1 1AA\n\nYour car insurance renewal\nYour premium £500.00\nBreakdown cover is provided by the RAC.`;
    expect(value(text, 'insurer')).toBe(brand);
  });

  it.each([
    ['Elephant', 'Admiral Insurance (Gibraltar) Limited'],
    ['Halifax', 'Lloyds Bank General Insurance Limited'],
    ['Diamond', 'Admiral Group plc'],
  ])('5. %s heads the letter: %s in the small print is still not the brand', (brand, company) => {
    const text = `${brand}\nYour car insurance renewal\nYour premium £500.00\n\nYour policy is underwritten by ${company}. ${company} is authorised by the Prudential Regulation Authority.`;
    expect(value(text, 'insurer')).toBe(brand);
  });

  it.each([
    ['Policy            ABC/CAR/0012345', 'ABC/CAR/0012345'],
    ['Policy ref        XY-123456', 'XY-123456'],
    ['POLICY            SGA 0041 2277', 'SGA 0041 2277'],
    ['Customer    Mr A Shah    Policy    HX-5521093', 'HX-5521093'],
    ['Policy  MOT/2291/0033', 'MOT/2291/0033'],
  ])('6. a short label and spaces, no colon: %j', (line, number) => {
    expect(value(`Your car insurance\n${line}\nPremium £500.00`, 'policyNumber')).toBe(number);
  });

  it.each([
    ['Policy            Comprehensive cover for 12 months'],
    ['Policy            01/03/2027 to 28/02/2028'],
    ['Policy            12 months'],
    ['This policy       covers you to drive in the EU'],
    ['Policy  12 months from 3 March 2027'],
    ['Policy  2027'],
  ])('6. spaces after "Policy" with no policy number after them give nothing: %j', (line) => {
    expect(value(`Your car insurance\n${line}\nPremium £500.00`, 'policyNumber')).toBeUndefined();
  });

  it.each([
    ['Policy no.: ABC 1234 5678 90', 'ABC 1234 5678 90'],
    ['Policy number: 12 3456 789', '12 3456 789'],
    ['Policy number: 12 3456 789 for your Ford Focus', '12 3456 789'],
    ['Policy number: VGO 2290 4415 7781    Renewal date: 21 April 2027', 'VGO 2290 4415 7781'],
    ['Your policy number is DL 1122 3344 55.', 'DL 1122 3344 55'],
    ['Policy number: AB 1234 5678 12 March 2027', 'AB 1234 5678'],
    ['Policy number: ADM-4471-2290 12 months from 3 March', 'ADM-4471-2290'],
  ])('7. a policy number printed in groups is read to its end: %j', (line, number) => {
    expect(value(`Your car insurance\n${line}\nPremium £500.00`, 'policyNumber')).toBe(number);
  });
});
