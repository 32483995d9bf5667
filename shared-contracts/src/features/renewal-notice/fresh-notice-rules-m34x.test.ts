// Set 34's excesses printed with no '£' beside them (excess-bare-rows.ts), in our own wording, each with a near miss.
import { readShortNotice as read, shownAll, valuesOf } from './test-support/short-notice';

const EXCESSES = ['compulsoryExcess', 'voluntaryExcess', 'totalExcess'] as const;

describe('rows naming only the kind under an excesses heading', () => {
  test("'Excesses you pay' over 'Compulsory   350' rows: each figure its kind's", () => {
    const found = read(['Figures are in pounds sterling.', 'Renewal premium  £612.40', '  Your excesses', '  Compulsory            350', '  Voluntary             100', '  Total                 450'].join('\n'));
    expect(valuesOf(found, ...EXCESSES)).toEqual(['350', '100', '450']);
  });

  test('the rows beside another column, the heading a few lines up', () => {
    const found = read(['Renewal premium  £612.40 (in pounds)', 'Price                 Your excesses (own damage)', 'This year', '', '   612.40     Compulsory        200', '   598.00     Voluntary         150', '   +14.40     Total             350'].join('\n'));
    // The total's row has the change's figure before it: its own cell is 'Total' (money-fields.ts).
    expect(valuesOf(found, ...EXCESSES)).toEqual(['200', '150', '350']);
  });

  test('near miss: kind rows under no excesses heading, or a lone total, stay bare', () => {
    const found = read(['Amounts in pounds.', 'Renewal premium  £612.40', 'Points on your licence', '  Compulsory            3', '  Voluntary             6', 'Excesses', '  Total                 9'].join('\n'));
    expect(shownAll(found, ...EXCESSES)).toEqual([undefined, undefined, undefined]);
  });
});

describe("an excess row's '£' apart from its figure, a rule before it, its figure wrapped", () => {
  test("'Total excess ..... £      600' after a dot leader", () => {
    const found = read(['Renewal premium ....... £  700.00', 'Compulsory excess ...... £  400', 'Voluntary excess ....... £  200', 'Total excess for any claim ...... £      600'].join('\n'));
    expect(valuesOf(found, ...EXCESSES)).toEqual(['400', '200', '600']);
  });

  test("'Total excess: | 600' with a column rule between, the notice saying it is in pounds", () => {
    const found = read(['All figures in pounds.', 'Renewal premium: 700.00', 'Compulsory excess: 400', 'Voluntary excess: 200', '     Total excess: | 600'].join('\n'));
    expect(valuesOf(found, 'totalExcess')).toEqual(['600']);
  });

  test("'Compulsory £300 | Voluntary £100 | Total' with '£400' on the next line", () => {
    const found = read(['Renewal premium  £700.00', 'Excess', 'Compulsory £300 | Voluntary £100 | Total', '£400', 'Named driver: none'].join('\n'));
    expect(valuesOf(found, ...EXCESSES)).toEqual(['300', '100', '400']);
  });

  test('near miss: no currency stated anywhere, a rule before a count', () => {
    const found = read(['Renewal premium due soon', 'Claims excess: | 3', 'Policy excess count .... £      2 pages'].join('\n'));
    expect(shownAll(found, ...EXCESSES)).toEqual([undefined, undefined, undefined]);
  });
});

describe("a statement's short forms with the kind after 'XS' ('XS-COMP ..... 300'), no currency stated", () => {
  test('all three kinds whose parts make the total: each read', () => {
    const found = read(['NEW PREM ....... 702.18 (INC IPT)', 'XS-COMP ......  300', 'XS VOL .......  200', 'TOT XS ALL CLAIMS ..  500', 'XS GLASS ....  90'].join('\n'));
    expect(valuesOf(found, ...EXCESSES)).toEqual(['300', '200', '500']);
  });

  test("near miss: parts that do not make the total, or a kind missing, stay bare (no currency says they're pounds)", () => {
    // (No '(INC IPT)' here: a figure 'including insurance premium tax' says the notice's bare figures are pounds.)
    const wrongSum = read(['NEW PREM ....... 702.18', 'XS-COMP ......  300', 'XS VOL .......  200', 'TOT XS ..  5'].join('\n'));
    expect(shownAll(wrongSum, ...EXCESSES)).toEqual([undefined, undefined, undefined]);
    const noTotal = read(['NEW PREM ....... 702.18', 'XS-COMP ......  300', 'XS VOL .......  200'].join('\n'));
    expect(shownAll(noTotal, 'compulsoryExcess', 'voluntaryExcess')).toEqual([undefined, undefined]);
  });
});

describe("both kinds' labels run together on one line, then both values ('Compulsory excess Voluntary excess   £350 Nil')", () => {
  test('each value is its kind, in order; Nil is £0', () => {
    const found = read(['Renewal premium  £640.00', 'Your excesses', 'Compulsory excess Voluntary excess     £350 Nil', 'Total excess                         £350'].join('\n'));
    expect(valuesOf(found, ...EXCESSES)).toEqual(['350', '0', '350']);
  });

  test('near miss: three values after the two labels, or no amount at all, are left alone', () => {
    const three = read(['Renewal premium  £640.00', 'Compulsory excess Voluntary excess     £350 Nil £90'].join('\n'));
    expect(shownAll(three, 'compulsoryExcess', 'voluntaryExcess')).toEqual([undefined, undefined]);
    const words = read(['Renewal premium  £640.00', 'Compulsory excess Voluntary excess     None None'].join('\n'));
    expect(shownAll(words, 'compulsoryExcess', 'voluntaryExcess')).toEqual([undefined, undefined]);
  });
});

describe('bare excess figures written before their kinds (figure-first-excesses.ts)', () => {
  test("'300 compulsory excess' cells, all three kinds adding up: read, asking for a tick", () => {
    const found = read(['All amounts in pounds.', '702.18 renewal premium', '300 compulsory excess', '150 voluntary excess           450 total own damage excess'].join('\n'));
    expect(shownAll(found, ...EXCESSES)).toEqual(['300?', '150?', '450?']);
  });

  test("the kinds listed along a row, then their figures ('compulsory voluntary total for any claim   300 150 450 75')", () => {
    const found = read(['Your excesses (GBP)', 'compulsory voluntary total for any claim glass  300 150 450 75'].join('\n'));
    expect(shownAll(found, ...EXCESSES)).toEqual(['300?', '150?', '450?']);
  });

  test('near miss: figures that do not add up, or no currency stated, are not read', () => {
    const sum = read(['All amounts in pounds.', '300 compulsory excess', '150 voluntary excess', '500 total excess'].join('\n'));
    expect(shownAll(sum, ...EXCESSES)).toEqual([undefined, undefined, undefined]);
    const bare = read(['Your excesses', 'compulsory voluntary total  300 150 450'].join('\n'));
    expect(shownAll(bare, ...EXCESSES)).toEqual([undefined, undefined, undefined]);
  });
});
