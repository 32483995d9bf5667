// The rules for money laid out in columns that the twenty-sixth to twenty-ninth fresh sets asked for (mfe-policies
// read-notice/fresh-printed-notices-26.ts .. -29.ts), each in a few lines of our own, with a near miss that must not be
// taken: a '£' in a column of its own, a trailing 'GBP' after OCR's doubled space, figures with no '£' under the years'
// headings or a title's '(£)', an excess row naming each kind before its figure, headings that name the price, a
// table's row with a blank cell, and two layout rules (a table across a gutter, a row of bare figures under another).
import { pageLayoutText } from './layout/page-layout';
import { row } from './test-support/drawn-rows';
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

/** A table's line: each [column, text] set at that character column (a text file's fixed-width layout). */
const at = (...cells: [number, string][]) => cells.reduce((line, [column, text]) => `${line.padEnd(column)}${text}`, '');

describe("a '£' in a column of its own, left of right-aligned figures", () => {
  test('each figure is read with the £ beside it, whole pounds too', () => {
    const found = read(
      [
        at([0, 'Your price for the year from 4 March 2027'], [60, '£'], [70, '1,204.10']),
        at([0, 'What you paid last year'], [60, '£'], [70, '  998.40']),
        at([0, 'Compulsory excess'], [60, '£'], [70, '     300']),
        at([0, 'Voluntary excess'], [60, '£'], [70, '     150']),
      ].join('\n'),
    );
    expect(valuesOf(found, 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess')).toEqual(['1204.10', '998.40', '300', '150']);
  });

  test("near miss: a '£' that is part of the words before it, or a figure that runs on into words, is not moved", () => {
    const found = read(at([0, 'Agreed value of the car'], [40, '£'], [50, '12,500 at the date of loss']));
    expect(found.renewalPremium).toBeUndefined();
    expect(read('Your premium is shown in £     and pence below.').renewalPremium).toBeUndefined();
  });
});

describe("a trailing 'GBP' after OCR's doubled space", () => {
  test("statement rows with codes and dotted leaders: '350  GBP' is £350", () => {
    const found = read(
      [
        'PREM  PREVIOUS YEAR PREMIUM  ...............  512.30  GBP',
        'XS    COMPULSORY  EXCESS  .................  350  GBP',
        'XS    VOLUNTARY  EXCESS  ..................  150  GBP',
      ].join('\n'),
    );
    expect(valuesOf(found, 'previousPremium', 'compulsoryExcess', 'voluntaryExcess')).toEqual(['512.30', '350', '150']);
  });

  test('near miss: the total with the optional extras is not the premium', () => {
    expect(read('TOT   TOTAL INCLUDING OPTIONAL EXTRAS  ......  590.30  GBP').renewalPremium).toBeUndefined();
  });
});

describe("figures with no '£' under the two years' headings", () => {
  test('in either order, each column read by its heading', () => {
    const lastFirst = read(
      [at([40, 'PREVIOUS YEAR'], [58, 'THIS YEAR']), at([0, 'ANNUAL PREMIUM INC IPT AND FEE'], [40, '  1,101.25'], [58, '  1,150.60']), at([0, '  OF WHICH ARRANGEMENT FEE'], [40, '     30.00'], [58, '     30.00'])].join('\n'),
    );
    expect(valuesOf(lastFirst, 'renewalPremium', 'previousPremium')).toEqual(['1150.60', '1101.25']);
    const thisFirst = read([at([0, 'CODE  DESCRIPTION'], [38, 'THIS YEAR AMOUNT (£)'], [62, 'LAST YEAR AMOUNT (£)']), at([0, 'PREM  ANNUAL PREMIUM (INCL IPT @ 12%)'], [42, '455.90'], [66, '431.20'])].join('\n'));
    expect(valuesOf(thisFirst, 'renewalPremium', 'previousPremium')).toEqual(['455.90', '431.20']);
  });

  test('near miss: the fee row is not the premium, and bare figures under no such heading are not amounts', () => {
    const feeOnly = read([at([40, 'LAST YEAR'], [58, 'THIS YEAR']), at([0, 'ARRANGEMENT FEE'], [40, '     30.00'], [58, '     30.00'])].join('\n'));
    expect(feeOnly.renewalPremium).toBeUndefined();
    expect(read(at([0, 'ANNUAL PREMIUM'], [40, '1,101.25'], [58, '1,150.60'])).renewalPremium).toBeUndefined();
  });
});

describe("an excess row naming each kind before its bare figure", () => {
  test("'EXCESS  COMPULSORY 400  VOLUNTARY 250  TOTAL 650'", () => {
    expect(valuesOf(read('EXCESS   COMPULSORY 400  VOLUNTARY 250  TOTAL 650'), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['400', '250', '650']);
  });

  test('near miss: a count after a kind word is not an excess', () => {
    const found = read('EXCESS PROTECTION   TOTAL 12 MONTHS   VOLUNTARY 3 CLAIMS');
    expect(valuesOf(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual([undefined, undefined, undefined]);
  });
});

describe("a title with its '(£)' far to its right", () => {
  test("the rows below are in pounds; 'Total for ... claims' under the kinds is the whole excess", () => {
    const found = read(
      [at([0, 'Your excess'], [60, '(£)']), at([2, 'Compulsory'], [70, '200']), at([2, 'Voluntary'], [70, '150']), at([2, 'Total for accident, fire or theft claims'], [70, '350'])].join('\n'),
    );
    expect(valuesOf(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['200', '150', '350']);
  });

  test("near miss: a windscreen row's figures are not the policy's excess, nor a total for windscreen claims", () => {
    const found = read([at([0, 'Your excess'], [60, '(£)']), at([2, 'Compulsory'], [70, '200']), at([2, 'Total for windscreen claims'], [70, '90'])].join('\n'));
    expect(found.totalExcess).toBeUndefined();
  });
});

describe('headings that name the price over a row of both years', () => {
  test("'Premium last year | Premium this year' over a row naming the car", () => {
    const found = read([at([30, 'Premium last year'], [55, 'Premium this year']), at([0, 'Private car'], [38, '£610.00'], [63, '£642.75'])].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['642.75', '610.00']);
  });

  test("near miss: an add-on's row under them is not the premium", () => {
    const found = read([at([30, 'Premium last year'], [55, 'Premium this year']), at([0, 'Breakdown cover'], [38, '£45.00'], [63, '£49.00'])].join('\n'));
    expect(found.renewalPremium).toBeUndefined();
  });
});

describe("a table's row with a blank cell, between a row of both years and the headings", () => {
  test('the row of both years is still read by its headings', () => {
    const found = read(
      [at([0, 'Your price'], [50, 'Last year'], [66, 'Renewal']), at([0, 'Premium before tax'], [66, '£455.00']), at([0, 'Premium including IPT'], [50, '£480.10'], [66, '£509.60'])].join('\n'),
    );
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['509.60', '480.10']);
  });

  test("near miss: a figure outside the row's columns ends the table", () => {
    const found = read(
      [at([0, 'Your price'], [50, 'Last year'], [66, 'Renewal']), at([0, 'Arrangement fee charged'], [30, '£25.00']), at([0, 'Figures'], [50, '£480.10'], [66, '£509.60'])].join('\n'),
    );
    expect(found.renewalPremium).toBeUndefined();
  });
});

describe('layout: a table across a gutter, and bare figures row by row', () => {
  const lines = (text: string) => text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);

  test("headings either side of the gutter over a row crossing it are one table's, not two columns", () => {
    const words = [
      ...row(0, [300, 'Last year'], [420, 'This year']),
      ...row(1, [0, 'Insurer'], [240, 'Harbour Insurance Limited'], [400, 'Castle Insurance plc']),
      ...row(2, [0, 'Annual premium including tax'], [310, '£655.40'], [430, '£701.25']),
    ];
    expect(lines(pageLayoutText(words))).toEqual(['Last year This year', 'Insurer Harbour Insurance Limited Castle Insurance plc', 'Annual premium including tax £655.40 £701.25']);
  });

  test('near miss: two columns of labels and values stay two columns', () => {
    const words = [
      ...row(0, [0, 'Your premium'], [300, 'Your excess']),
      ...row(1, [0, 'Renewal premium £538.77'], [300, 'Compulsory excess £250']),
      ...row(2, [0, 'Policy number'], [300, 'Voluntary excess £100']),
      ...row(3, [0, 'MM-CAR-0X93KD7'], [300, 'Windscreen excess £95']),
    ];
    const text = lines(pageLayoutText(words));
    expect(text.indexOf('Compulsory excess £250')).toBeGreaterThan(text.indexOf('MM-CAR-0X93KD7'));
  });

  test("a sub-row of bare figures ('of which tax') is a row of its own, not the row above's wrapped label", () => {
    const words = [
      ...row(0, [0, 'Car insurance premium'], [300, '688.14'], [400, '702.55']),
      ...row(1, [4, 'of which Insurance Premium Tax'], [305, '73.73'], [405, '75.27']),
    ];
    expect(lines(pageLayoutText(words))).toEqual(['Car insurance premium 688.14 702.55', 'of which Insurance Premium Tax 73.73 75.27']);
  });

  test("near miss: a label's wrapped lower-case line still joins its cell", () => {
    const words = [...row(0, [0, 'Period of'], [300, '1 March 2027']), ...row(1, [0, 'insurance'])];
    expect(lines(pageLayoutText(words))).toEqual(['Period of insurance 1 March 2027']);
  });
});

describe("a row listing the kinds, each named with 'excess', over as many amounts", () => {
  test("'Compulsory excess / voluntary excess / total  £300 / £200 / £500': each amount its kind's", () => {
    const found = read('  Compulsory excess / voluntary excess / total      £300 / £200 / £500');
    expect(valuesOf(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300', '200', '500']);
  });

  test('near miss: a windscreen excess in the list, or one amount too few, is not read as the list', () => {
    const windscreen = read('  Compulsory excess / windscreen excess / total      £300 / £90 / £390');
    expect(valuesOf(windscreen, 'voluntaryExcess', 'totalExcess')).toEqual([undefined, undefined]);
    const short = read('  Compulsory excess / voluntary excess / total      £300 / £200');
    expect(valuesOf(short, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual([undefined, undefined, undefined]);
  });
});
