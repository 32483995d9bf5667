// The premium rules the thirty-fourth fresh set asked for (mfe-policies read-notice/fresh-printed-notices-34.ts:
// statement systems whose figures carry no '£'), each in a few lines of our own, with a near miss that must not be
// taken: a '£ - p' column of pounds-hyphen-pence, a statement of account's debit column, 'STG' as the currency and a
// period between label and figure, a label with a bracketed note over its figure, and 'car insurance including tax'.
import { reasonToCheck } from '../renewal-notice';
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

/** A table's line: each [column, text] set at that character column (a text file's fixed-width layout). */
const at = (...cells: [number, string][]) => cells.reduce((line, [column, text]) => `${line.padEnd(column)}${text}`, '');

describe("a money column headed '£ - p', its figures pounds, a hyphen and pence", () => {
  test('the premiums and excesses under such headings are amounts; whole pounds stay whole', () => {
    const found = read(
      [
        at([0, 'YOUR PRICE'], [50, '£ - p']),
        at([2, 'NEW PREMIUM'], [48, '711-20']),
        at([2, 'PREMIUM LAST YEAR'], [48, '689-05']),
        at([0, 'EXCESS'], [50, '£ - p']),
        at([2, 'COMPULSORY EXCESS'], [48, '300-00']),
      ].join('\n'),
    );
    expect(valuesOf(found, 'renewalPremium', 'previousPremium', 'compulsoryExcess')).toEqual(['711.20', '689.05', '300']);
    expect(reasonToCheck(found.renewalPremium!)).not.toBeNull();
  });

  test('near miss: hyphenated figures with no such heading above (a date, a range) are not money', () => {
    const found = read([at([2, 'NEW PREMIUM'], [48, '711-20']), at([2, 'PREMIUM LAST YEAR'], [48, '689-05'])].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual([undefined, undefined]);
  });
});

describe("a statement of account: 'Debit  Credit  Balance'", () => {
  const heading = at([0, 'Item'], [44, 'Debit'], [56, 'Credit'], [68, 'Balance']);
  test("the debit is the row's amount; the running balance beside it is not", () => {
    const found = read(
      [
        'Amounts in pounds sterling.',
        heading,
        at([0, 'Motor renewal premium (inc IPT)'], [43, '803.10'], [67, '803.10']),
        at([0, 'Our arrangement fee'], [44, '25.00'], [67, '828.10']),
      ].join('\n'),
    );
    expect(valuesOf(found, 'renewalPremium')).toEqual(['803.10']);
  });

  test('near miss: a credit is no premium, and a row with only a balance is not marked', () => {
    const found = read(['Amounts in pounds sterling.', heading, at([0, 'Premium refund'], [55, '803.10'], [67, '0.00']), at([0, 'Balance carried forward'], [67, '0.00'])].join('\n'));
    expect(found.renewalPremium).toBeUndefined();
  });
});

describe("'STG' heading a ledger's money column; the period between the label and its figure", () => {
  test('each premium row names its period in cells before the figure', () => {
    const found = read(
      [
        at([0, 'PREMIUMS'], [70, 'STG']),
        at([2, 'PREMIUM NOW EXPIRING'], [26, '02/03/26 - 01/03/27'], [68, '402.90']),
        at([2, 'RENEWAL PREMIUM'], [26, '02/03/27 - 01/03/28'], [68, '431.70']),
      ].join('\n'),
    );
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['431.70', '402.90']);
  });

  test('near miss: a row whose label is a description of the cover, then its period, is not the premium', () => {
    const found = read([at([0, 'ITEMS'], [70, 'STG']), at([2, 'MOTOR - THIRD PARTY ONLY'], [30, '02/03/27'], [42, '01/03/28'], [68, '431.70'])].join('\n'));
    expect(found.renewalPremium).toBeUndefined();
  });
});

describe('a label with a bracketed note, its figure on the line below', () => {
  test("'New premium (inc. IPT)' over its figure", () => {
    const found = read(['All amounts in pounds.', 'New premium (inc. IPT)', '377.45'].join('\n'));
    expect(valuesOf(found, 'renewalPremium')).toEqual(['377.45']);
  });

  test("near miss: 'Key cover (optional)' over a figure is no premium", () => {
    const found = read(['All amounts in pounds.', 'Key cover (optional)', '14.99'].join('\n'));
    expect(found.renewalPremium).toBeUndefined();
  });
});

describe("a row naming the car insurance with its tax, under a price heading in pounds", () => {
  test("'motor insurance, including insurance premium tax' then a bare figure: the premium, asking for a tick", () => {
    const found = read(['what you will pay (gbp)', at([0, 'motor insurance, including insurance premium tax'], [60, '512.34'])].join('\n'));
    expect(valuesOf(found, 'renewalPremium')).toEqual(['512.34']);
    expect(reasonToCheck(found.renewalPremium!)).not.toBeNull();
  });

  test("near miss: 'insurance premium tax' alone is the tax, not the premium", () => {
    const found = read(['what you will pay (gbp)', at([0, 'insurance premium tax'], [60, '54.89'])].join('\n'));
    expect(found.renewalPremium).toBeUndefined();
  });
});

describe("a price table of the year's price beside the monthly ('Annual premium   Monthly')", () => {
  const heading = at([50, 'Pay in full'], [66, 'Pay monthly']);
  test("the figure under the year's column is the premium; the monthly one is not", () => {
    const found = read(['Figures are in pounds.', heading, at([0, 'Car insurance (including IPT)'], [54, '611.48'], [70, '56.02'])].join('\n'));
    expect(valuesOf(found, 'renewalPremium')).toEqual(['611.48']);
    expect(reasonToCheck(found.renewalPremium!)).not.toBeNull();
  });

  test('near miss: where nothing on the notice says its figures are pounds, the columns alone give no premium', () => {
    const found = read([heading, at([0, 'Car insurance (including IPT)'], [54, '611.48'], [70, '56.02'])].join('\n'));
    expect(found.renewalPremium).toBeUndefined();
  });
});

describe("a policy system's abbreviations: 'RNWL PREM', 'EXP PREM'", () => {
  test("the renewal and expiring premiums, one marked '(INC IPT)' so the other is pounds too", () => {
    const found = read(['RNWL PREM .......... 388.16 (INC IPT)', 'EXP  PREM .......... 352.70'].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['388.16', '352.70']);
  });

  test("near miss: 'EXP DATE' is the expiry date, and a bare figure with nothing saying it is money stays unread", () => {
    const found = read(['EXP DATE ........... 04-FEB-2028', 'EXP  PREM .......... 352.70'].join('\n'));
    expect(found.previousPremium).toBeUndefined();
  });
});

describe("columns headed by the day each policy year starts ('Year from 04/05/2027   Year from 04/05/2026')", () => {
  const heading = at([1, 'What you pay'], [50, 'Year from 04/05/2027'], [74, 'Year from 04/05/2026']);
  test("the later year's column is the renewal, the earlier last year's; a block of excesses below keeps its own figures", () => {
    const found = read(
      [
        'Every figure is in pounds sterling.',
        heading,
        at([1, 'Motor insurance, including Insurance Premium Tax'], [64, '702.33'], [88, '655.10']),
        at([1, 'Total'], [64, '702.33'], [88, '655.10']),
        'Your excesses',
        at([1, 'Compulsory excess'], [88, '300']),
      ].join('\n'),
    );
    expect(valuesOf(found, 'renewalPremium', 'previousPremium', 'compulsoryExcess')).toEqual(['702.33', '655.10', '300']);
    expect(reasonToCheck(found.renewalPremium!)).not.toBeNull();
  });

  test('near miss: both columns from the same day name no two years, so neither figure is read as a year', () => {
    const same = at([1, 'What you pay'], [50, 'Year from 04/05/2027'], [74, 'Year from 04/05/2027']);
    const found = read([same, at([1, 'Breakdown cover (optional)'], [64, '42.00'], [88, '39.00'])].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual([undefined, undefined]);
  });
});
