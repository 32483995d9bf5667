// The rules for money printed without a '£' beside it that the thirtieth fresh set asked for (mfe-policies
// read-notice/fresh-printed-notices-30.ts: statement-system letters), each in a few lines of our own, with a near miss
// that must not be taken: a label naming the money then a bare figure, 'GBP' heading a column, statement abbreviations,
// figures marked as money after them, a sentence about the price, a premium schedule's gross column, an excess's
// figure before its kind, and values under small labels on the line above.
import { readShortNotice as read, shown, shownAll, valuesOf } from './test-support/short-notice';

/** A table's line: each [column, text] set at that character column (a text file's fixed-width layout). */
const at = (...cells: [number, string][]) => cells.reduce((line, [column, text]) => `${line.padEnd(column)}${text}`, '');

describe('a label naming the premium or an excess plainly, then a bare figure across a leader, a colon or a gap', () => {
  test("dot leaders to figures, the currency in the label ('(GBP)'), an excess in pounds and pence", () => {
    const found = read(
      [
        'Renewal premium (GBP) .......................... 548.90',
        'Current premium, year to 02/02/2027 (GBP) ...... 512.30',
        'Compulsory excess (GBP) ........................ 300.00',
        'Voluntary excess (GBP) ......................... 200.00',
      ].join('\n'),
    );
    expect(valuesOf(found, 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess')).toEqual(['548.90', '512.30', '300.00', '200.00']);
  });

  test("line items with a code before the words ('XSC01   Compulsory excess   400'), the currency stated elsewhere", () => {
    const found = read(
      [
        'All figures are in pounds sterling.',
        at([0, 'XSC01'], [11, 'Compulsory excess'], [80, '400']),
        at([0, 'XSV01'], [11, 'Voluntary excess'], [80, '250']),
        at([0, 'XST'], [11, 'Total own damage excess'], [80, '650']),
      ].join('\n'),
    );
    expect(valuesOf(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['400', '250', '650']);
  });

  test("a figure marked '(inc IPT)' after it needs no currency stated elsewhere; a broker's 'Renewal terms'", () => {
    const found = read(['    Renewal terms                 947.30 (inc IPT)', '    Expiring premium              902.15 (inc IPT)'].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['947.30', '902.15']);
  });

  test("near miss: a count, a year, a phone number, a policy number and a premium in whole pounds stay figures", () => {
    const found = read(
      [
        'Amounts in GBP',
        'Years without a claim ............. 5',
        'Premium year ...................... 2027',
        'Helpline: 0161 219 8000',
        'Policy number ..................... 40027719',
        'Premium ........................... 512',
        'Excess protection (optional)        34.99',
      ].join('\n'),
    );
    expect(shownAll(found, 'renewalPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual([undefined, undefined, undefined, undefined]);
  });

  test('near miss: with no currency stated anywhere and no mark after it, a bare figure is no amount', () => {
    const found = read(['Renewal premium ..................... 548.90', 'Compulsory excess ................... 300'].join('\n'));
    expect(shownAll(found, 'renewalPremium', 'compulsoryExcess')).toEqual([undefined, undefined]);
  });
});

describe("'GBP' or '(GBP)' heading a column of amounts, as '£' does", () => {
  test("'GBP' alone over a block's figures, and a title ending '(GBP)' over its rows", () => {
    const found = read(
      [
        at([0, 'Your car insurance premium'], [63, 'GBP']),
        at([0, 'Car insurance 2026/27 (new premium)'], [60, '455.20']),
        at([0, 'Car insurance 2025/26 (previous premium)'], [60, '438.70']),
        '',
        'Your excesses (GBP)',
        at([0, 'Compulsory'], [40, '200']),
        at([0, 'Voluntary'], [40, '250']),
        at([0, 'Total'], [40, '450']),
      ].join('\n'),
    );
    expect(valuesOf(found, 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['455.20', '438.70', '200', '250', '450']);
  });

  test("a heading set on two lines, each column's 'GBP' on its own ('RENEWAL: GBP' over 'EXPIRING: GBP')", () => {
    const found = read([at([60, 'RENEWAL: GBP']), at([74, 'EXPIRING: GBP']), at([0, 'ANNUAL PREMIUM INCLUDING IPT'], [61, '684.24'], [76, '631.75'])].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['684.24', '631.75']);
  });

  test("near miss: a row whose figures do not all stand under the two lines' columns gives no figure a year", () => {
    const found = read([at([58, 'RENEWAL QUOTE: GBP']), at([66, 'EXPIRING: GBP']), at([0, 'ANNUAL PREMIUM INCLUDING IPT'], [63, '684.24'], [73, '631.75'])].join('\n'));
    expect(shownAll(found, 'renewalPremium', 'previousPremium')).toEqual([undefined, undefined]);
  });

  test('near miss: a whole number under a GBP column on a row naming no excess stays a figure', () => {
    const found = read([at([0, 'Your car'], [63, 'GBP']), at([0, 'Annual mileage'], [61, '8000']), at([0, 'Drivers named'], [65, '2'])].join('\n'));
    expect(shownAll(found, 'renewalPremium', 'compulsoryExcess')).toEqual([undefined, undefined]);
  });
});

describe("a statement's abbreviated labels and a broker's row names", () => {
  test("'REN PREM' is the renewal's premium, 'PREV PREM' last year's", () => {
    const found = read(['The summary shows your renewal price in pounds sterling.', 'REN PREM          723.15', 'PREV PREM         655.40'].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['723.15', '655.40']);
  });

  test("'Car insurance this year' and 'Car insurance last year' as a price table's rows", () => {
    const found = read([at([0, 'Your car insurance compared'], [83, 'Amount (£)']), at([0, 'Car insurance this year (including IPT)'], [87, '437.85']), at([0, 'Car insurance last year (including IPT)'], [87, '412.60'])].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['437.85', '412.60']);
  });

  test("near miss: last year's row saying it left the add-ons out is no like-for-like total", () => {
    const found = read(
      [
        at([0, 'Your premium'], [60, '£']),
        at([0, 'Premium for your car (including Insurance Premium Tax)'], [55, '£596.48']),
        at([0, 'Motor Legal Protection (optional)'], [56, '£24.99']),
        at([0, 'Total'], [55, '£621.47']),
        "Last year's premium for your car (including IPT, without optional extras)  £563.90",
      ].join('\n'),
    );
    expect(shownAll(found, 'renewalPremium', 'previousPremium').map((v) => v?.replace('?', ''))).toEqual(['596.48', '563.90']);
  });
});

describe('figures marked as money after them, and bare ones in a sentence about the price', () => {
  test("'604.80 (Gross)' in a sentence, and last year's cost beside it", () => {
    const found = read('Your car insurance costs 604.80 (Gross) for the coming year. Last year your car insurance cost 571.20 (Gross).');
    expect(found.previousPremium?.value).toBe('571.20');
  });

  test("a sentence with no '£' naming this year's premium and what was paid last year", () => {
    const found = read('Your premium for 2026-27 is 489.60, an increase of 43.50 on the 446.10 you paid last year.');
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['489.60', '446.10']);
  });

  test('near miss: a sentence of instalments through a premium finance partner, a date and a percentage stay figures', () => {
    const found = read(
      ['Payment can be made by 10 monthly instalments of 99.47 (total 994.70, APR 9.9%) through our premium finance partner.', 'Your premium is due on 18.12.2026 and rose 12.50% on the year.'].join('\n'),
    );
    expect(shownAll(found, 'renewalPremium', 'previousPremium', 'totalExcess')).toEqual([undefined, undefined, undefined]);
  });

  test("an account statement: each year's premium a debit ('DR'), its payment's entries between them", () => {
    const found = read(
      [
        at([0, 'Date'], [17, 'Details'], [88, 'Amount (GBP)']),
        at([0, '18/12/2025'], [17, 'Annual premium 2025-26'], [91, '446.10 DR']),
        at([0, '18/12/2025'], [17, 'Payment received - debit card'], [91, '446.10 CR']),
        at([0, '02/06/2026'], [17, 'Mid-term change of address - no charge'], [93, '0.00']),
        at([0, '18/12/2026'], [17, 'Renewal premium 2026-27'], [91, '489.60 DR']),
      ].join('\n'),
    );
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['489.60', '446.10']);
  });
});

describe("a premium schedule 'Net  IPT  Gross': the gross is each row's amount", () => {
  const schedule = [
    at([0, 'Description'], [56, 'Net'], [75, 'IPT'], [91, 'Gross']),
    at([0, 'Car insurance'], [53, '540.00'], [72, '64.80'], [90, '604.80']),
    at([0, 'Motor legal expenses (optional)'], [54, '25.00'], [73, '3.00'], [91, '28.00']),
    at([0, 'Total'], [53, '565.00'], [72, '67.80'], [90, '632.80']),
  ];

  test('the car insurance row is the premium with its tax, the last row the total', () => {
    const found = read(['All figures are in pounds sterling.', ...schedule].join('\n'));
    expect(found.renewalPremium?.value).toBe('604.80');
    expect(found.totalPrice?.value).toBe('632.80');
  });

  test('near miss: the same rows under a heading of other columns are not read as a schedule', () => {
    const found = read([at([0, 'Description'], [56, 'Jan'], [75, 'Feb'], [91, 'Mar']), ...schedule.slice(1)].join('\n'));
    expect(found.renewalPremium).toBeUndefined();
  });
});

describe("an excess row giving each figure before its kind ('500 compulsory, 350 voluntary (850 total)')", () => {
  test('each figure is its kind’s', () => {
    const found = read('    Excess                        500 compulsory, 350 voluntary (850 total)');
    expect(valuesOf(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['500', '350', '850']);
  });

  test('near miss: a year before a kind word, on a line naming no excess, stays a figure', () => {
    const found = read(['Excess 2026 compulsory rates apply', 'Drivers 2 compulsory, 1 voluntary'].join('\n'));
    expect(shownAll(found, 'compulsoryExcess', 'voluntaryExcess')).toEqual([undefined, undefined]);
  });
});

describe("values under small labels on the line above ('RENEWAL PRICE' / '402.12')", () => {
  test('the premium and an excess, where the notice states its currency', () => {
    const found = read(['All amounts are in pounds and include Insurance Premium Tax.', 'POLICY NUMBER', 'LVM 6104 2285', 'RENEWAL PRICE', '402.12', 'COMPULSORY EXCESS', '350'].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'compulsoryExcess')).toEqual(['402.12', '350']);
  });

  test('near miss: a count under its label, and any figure where no currency is stated, stay figures', () => {
    expect(shown(read(['All amounts are in pounds.', 'NO CLAIMS YEARS', '9', 'EXCESS WAIVER MONTHS', '12'].join('\n')), 'compulsoryExcess')).toBeUndefined();
    expect(shown(read(['RENEWAL PRICE', '402.12'].join('\n')), 'renewalPremium')).toBeUndefined();
  });
});
