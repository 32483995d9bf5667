// The layout rebuild from positioned words (issue 47): two columns, a table's cells, a cell's wrapped lines, and the
// same text from a PDF's items as from OCR's word boxes.
import { pageLayoutText } from './page-layout';
import { wordsFromOcr, wordsFromPdfItems, type PositionedWord } from './positioned-words';

const CHAR = 5;
const HEIGHT = 10;

/** Words drawn as a page would: each [x, text] at line `row` (14 units a line), 5 units a character. */
function row(index: number, ...cells: [number, string][]): PositionedWord[] {
  return cells.flatMap(([x, text]) => {
    let at = x;
    return text.split(' ').map((word) => {
      const placed = { text: word, x: at, y: index * 14, width: word.length * CHAR, height: HEIGHT };
      at += (word.length + 1) * CHAR;
      return placed;
    });
  });
}

const nonEmpty = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

describe('pageLayoutText', () => {
  test('two columns of labels and values are written one after the other, never run together', () => {
    const words = [
      ...row(0, [0, 'Car insurance premium'], [300, 'Voluntary excess £250']),
      ...row(1, [0, '£538.77'], [300, 'Guaranteed Hire Car £44.99']),
      ...row(2, [0, 'Policy number'], [300, 'Compulsory excess £250']),
      ...row(3, [0, 'MM-CAR-0X93KD7'], [300, 'Windscreen excess £95']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines).toEqual([
      'Car insurance premium',
      '£538.77',
      'Policy number',
      'MM-CAR-0X93KD7',
      'Voluntary excess £250',
      'Guaranteed Hire Car £44.99',
      'Compulsory excess £250',
      'Windscreen excess £95',
    ]);
  });

  test("a table's cells stay in their rows, each amount at its heading's column", () => {
    const words = [
      ...row(0, [200, 'Last year'], [300, 'This year']),
      ...row(1, [0, 'Car insurance'], [200, '£501.36'], [300, '£538.77']),
      ...row(2, [0, 'Breakdown cover'], [200, '£120.00'], [300, '£141.00']),
      ...row(3, [0, 'Total'], [200, '£621.36'], [300, '£679.77']),
    ];
    const lines = pageLayoutText(words).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^Car insurance {2,}£501\.36 {2,}£538\.77$/);
    for (const line of lines.slice(1)) {
      expect(line.indexOf('£', 20)).toBe(lines[0]!.indexOf('Last'));
      expect(line.lastIndexOf('£')).toBe(lines[0]!.indexOf('This'));
    }
  });

  test('two columns whose rows do not line up are still two columns', () => {
    const half = (words: PositionedWord[]) => words.map((w) => ({ ...w, y: w.y + 7 }));
    const words = [
      ...row(0, [0, 'Car insurance premium']),
      ...half(row(0, [300, 'Voluntary excess £250'])),
      ...row(1, [0, '£538.77']),
      ...half(row(1, [300, 'Guaranteed Hire Car £44.99'])),
      ...row(2, [0, 'Renewal date']),
      ...half(row(2, [300, 'Compulsory excess £250'])),
    ];
    expect(nonEmpty(pageLayoutText(words))).toEqual([
      'Car insurance premium',
      '£538.77',
      'Renewal date',
      'Voluntary excess £250',
      'Guaranteed Hire Car £44.99',
      'Compulsory excess £250',
    ]);
  });

  test("a cell's wrapped lines are joined to the cell, and the next row stays a row", () => {
    const words = [
      ...row(0, [0, 'Period of'], [150, 'From 00:01 hours on']),
      ...row(1, [0, 'insurance:'], [150, '31/12/2026 to 23:59 hours']),
      ...row(2, [150, 'on 30/12/2027']),
      ...row(3, [0, 'Policy number:'], [150, 'AF/CL/0831127']),
      ...row(4, [0, 'Cover:'], [150, 'Comprehensive']),
    ];
    expect(nonEmpty(pageLayoutText(words))).toEqual([
      'Period of insurance:          From 00:01 hours on 31/12/2026 to 23:59 hours on 30/12/2027',
      'Policy number:                AF/CL/0831127',
      'Cover:                        Comprehensive',
    ]);
  });

  test('prose keeps its lines: one cell a line is never joined or split', () => {
    const words = [
      ...row(0, [0, 'Your current cover ends on 21 January 2027 and your new cover']),
      ...row(1, [0, 'starts the same day. Thank you for insuring with Go Girl.']),
    ];
    expect(nonEmpty(pageLayoutText(words))).toEqual([
      'Your current cover ends on 21 January 2027 and your new cover',
      'starts the same day. Thank you for insuring with Go Girl.',
    ]);
  });

  test("a PDF's text items and OCR's word boxes give the same text", () => {
    const words = [
      ...row(0, [0, 'Car insurance premium'], [300, 'Voluntary excess £250']),
      ...row(1, [0, '£538.77'], [300, 'Guaranteed Hire Car £44.99']),
      ...row(2, [0, 'Policy number'], [300, 'Compulsory excess £250']),
    ];
    const pageTop = 800;
    const pdfItems = words.map((w) => ({ str: w.text, transform: [HEIGHT, 0, 0, HEIGHT, w.x, pageTop - w.y - HEIGHT], width: w.width, height: HEIGHT }));
    // OCR: each word a little askew inside its line's box.
    const ocrWords = words.map((w, i) => ({
      text: w.text,
      bbox: { x0: w.x, y0: w.y + (i % 3), x1: w.x + w.width, y1: w.y + HEIGHT + (i % 3) },
      line: { bbox: { x0: 0, y0: w.y, x1: 600, y1: w.y + HEIGHT } },
    }));
    const fromPdf = pageLayoutText(wordsFromPdfItems(pdfItems));
    expect(fromPdf).toBe(pageLayoutText(words));
    expect(pageLayoutText(wordsFromOcr(ocrWords))).toBe(fromPdf);
  });
});

describe('label and value paired by where they sit (issue 47 §1)', () => {
  test('a row of labels with their values under them: each value beside its own label', () => {
    const words = [
      ...row(0, [0, 'Renewal date'], [150, 'Premium'], [300, 'Policy number']),
      ...row(1, [0, '24/01/2027'], [150, '£689.90'], [300, 'P81-4471-2290']),
    ];
    expect(nonEmpty(pageLayoutText(words))).toEqual(['Renewal date: 24/01/2027', 'Premium: £689.90', 'Policy number: P81-4471-2290']);
  });

  test('a value centred under a wider label, and a label already ending in a colon', () => {
    const words = [
      ...row(0, [0, 'Your renewal premium:'], [200, 'Compulsory excess']),
      ...row(1, [30, '£538.77'], [220, '£250']),
    ];
    expect(nonEmpty(pageLayoutText(words))).toEqual(['Your renewal premium: £538.77', 'Compulsory excess: £250']);
  });

  test('in two columns, each column pairs its own labels and values; the columns never run together', () => {
    const words = [
      ...row(0, [0, 'Premium'], [120, 'Renewal date'], [300, 'Voluntary excess £250']),
      ...row(1, [0, '£538.77'], [120, '31/12/2026'], [300, 'Guaranteed Hire Car £44.99']),
      ...row(2, [0, 'Policy number'], [300, 'Compulsory excess £250']),
      ...row(3, [0, 'MM-CAR-0X93KD7'], [300, 'Windscreen excess £95']),
    ];
    expect(nonEmpty(pageLayoutText(words))).toEqual([
      'Premium: £538.77',
      'Renewal date: 31/12/2026',
      'Policy number',
      'MM-CAR-0X93KD7',
      'Voluntary excess £250',
      'Guaranteed Hire Car £44.99',
      'Compulsory excess £250',
      'Windscreen excess £95',
    ]);
  });

  test("a table's heading row over several rows of values keeps its columns", () => {
    const words = [
      ...row(0, [0, 'Last year'], [150, 'This year']),
      ...row(1, [0, '£501.36'], [150, '£538.77']),
      ...row(2, [0, '£120.00'], [150, '£141.00']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Last year {2,}This year$/);
  });

  test("a table's heading row over one row that has its own row label keeps its columns", () => {
    const words = [
      ...row(0, [0, 'Excesses'], [150, 'Compulsory'], [250, 'Voluntary']),
      ...row(1, [0, 'Accidental damage'], [150, '£300'], [250, '£200']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Accidental damage {2,}£300 {2,}£200$/);
  });

  test("a statement's heading row over rows that mix words and values keeps its columns", () => {
    const words = [
      ...row(0, [0, 'Date'], [100, 'Transaction'], [350, 'Amount']),
      ...row(1, [0, '23/12/2025'], [100, 'Annual premium (policy year 2025–26)'], [350, '£655.60']),
      ...row(2, [0, '23/12/2025'], [100, 'Paid by card'], [350, '–£655.60']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^23\/12\/2025 {2,}Annual premium \(policy year 2025–26\) {2,}£655.60$/);
    // A row with fewer cells under one row of values is no row of the table: the values are still paired.
    const single = [...row(0, [0, 'Renewal date'], [150, 'Premium']), ...row(1, [0, '24/01/2027'], [150, '£689.90']), ...row(2, [0, 'Call us if anything has changed.'])];
    expect(nonEmpty(pageLayoutText(single)).slice(0, 2)).toEqual(['Renewal date: 24/01/2027', 'Premium: £689.90']);
  });

  test('a wrapped label cell is joined first, then paired with the value under it', () => {
    const words = [
      ...row(0, [0, 'Period of'], [150, 'Total annual']),
      ...row(1, [0, 'insurance'], [150, 'premium']),
      ...row(2, [0, '31/12/2026 to 30/12/2027'], [150, '£612.40']),
    ];
    expect(nonEmpty(pageLayoutText(words))).toEqual(['Period of insurance: 31/12/2026 to 30/12/2027', 'Total annual premium: £612.40']);
  });

  test('a row of labels with words under it that are not values stays as it is', () => {
    const words = [
      ...row(0, [0, 'Your cover'], [150, 'Your car']),
      ...row(1, [0, 'Comprehensive'], [150, 'Ford Focus']),
    ];
    expect(nonEmpty(pageLayoutText(words))).toEqual(['Your cover                    Your car', 'Comprehensive                 Ford Focus']);
  });

  test("a right-aligned cell's wrapped line (its right edge under the cell's) is joined to it; an amount so placed is not", () => {
    const words = [
      ...row(0, [0, 'Policy number'], [200, 'BRM 4419']),
      ...row(1, [220, '2280']),
      ...row(3, [0, 'Reference'], [200, 'ABC 1234']),
      ...row(4, [215, '£6.00']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines[0]).toMatch(/^Policy number\s+BRM 4419 2280$/);
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^Reference\s+ABC 1234$/), '£6.00']);
  });

  test("a letter's paragraph going on in lower case beside a panel: the panel's row in 'GBP' under another is a row of its own", () => {
    const words = [
      ...row(0, [0, 'year ahead is shown opposite, with what you'], [300, 'Premium for the current year'], [460, '779.95 GBP']),
      ...row(1, [0, 'pay this year. It includes tax.'], [300, 'Difference'], [460, '+32.65 GBP']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/Premium for the current year\s+779\.95 GBP$/);
    expect(lines[1]).toMatch(/Difference\s+\+32\.65 GBP$/);
  });

  test("a paragraph going on in lower case beside a summary box: the box's next row ('VEH REG  BD70 XUP') is a row of its own", () => {
    const words = [
      ...row(0, [0, 'Dear Mr Llewellyn, it is nearly time to renew the car'], [300, 'POL NO'], [380, 'MTR58203317']),
      ...row(1, [0, 'insurance for your Volkswagen Golf.'], [300, 'VEH REG'], [380, 'BD70 XUP']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/POL NO\s+MTR58203317$/);
    expect(lines[1]).toMatch(/VEH REG\s+BD70 XUP$/);
  });

  test("near miss: a cell going on in lower case under such a row, with no figure under the figure, is still its wrapped line", () => {
    const words = [
      ...row(0, [0, 'year ahead is shown opposite, with what you'], [300, 'Premium for the current'], [460, '779.95 GBP']),
      ...row(1, [0, 'pay this year. It includes tax.'], [300, 'year']),
    ];
    expect(nonEmpty(pageLayoutText(words))[0]).toMatch(/Premium for the current year\s+779\.95 GBP$/);
  });

  test("headings 'This year' | 'Last year' in 'GBP' over a row of bare pounds and pence: one table, never two columns", () => {
    const words = [
      ...row(0, [240, 'This year'], [320, 'Last year']),
      ...row(1, [260, 'GBP'], [340, 'GBP']),
      ...row(2, [0, 'Car insurance premium (including IPT)'], [245, '574.35'], [325, '541.90']),
      ...row(3, [0, 'Change'], [245, '+32.45']),
    ];
    expect(nonEmpty(pageLayoutText(words))[2]).toMatch(/^Car insurance premium \(including IPT\)\s+574\.35\s+541\.90$/);
  });

  test("near miss: beside labels and figures of their own, a column of words with one bare figure stays a column", () => {
    const words = [
      ...row(0, [0, 'Policy number'], [100, 'ABC 1234'], [320, 'Questions about your renewal']),
      ...row(1, [0, 'Renewal date'], [100, '01/02/2027'], [320, 'Call us on 0345 000 1111']),
      ...row(2, [0, 'Your premium'], [100, '£574.35'], [320, 'Lines open 8am to 8pm']),
      ...row(3, [0, 'Compulsory excess'], [100, '£250'], [320, '541.90']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines.slice(0, 4).every((line) => !/Questions|Call us|Lines open/.test(line))).toBe(true);
  });

  test("a reference panel beside a letterhead: each label and its value a row, never taken for the first row's wrapped cells", () => {
    const words = [
      ...row(0, [0, 'Northgate Mutual'], [300, 'Policy number'], [380, 'NGM 4471 0925 16']),
      ...row(1, [300, 'Date'], [380, '3 March 2027']),
      ...row(2, [300, 'Our ref'], [380, 'LTR/0303/KP']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines).toEqual([
      expect.stringMatching(/^Northgate Mutual\s+Policy number\s+NGM 4471 0925 16$/),
      expect.stringMatching(/^Date\s+3 March 2027$/),
      expect.stringMatching(/^Our ref\s+LTR\/0303\/KP$/),
    ]);
  });

  test("beside a letterhead, a panel's label that goes on in lower case is still its cell's wrapped line", () => {
    const words = [
      ...row(0, [0, 'Northgate Mutual'], [300, 'Period of'], [380, '01/02/2027 to']),
      ...row(1, [300, 'cover'], [380, '31/01/2028']),
    ];
    expect(nonEmpty(pageLayoutText(words))).toEqual([expect.stringMatching(/^Northgate Mutual\s+Period of cover\s+01\/02\/2027 to 31\/01\/2028$/)]);
  });

  test("a letter's paragraphs beside a box of its figures: the box is read on its own, never inside the letter's lines", () => {
    const words = [
      ...row(0, [0, 'It is time to renew your car insurance, and'], [300, 'Policy number']),
      ...row(1, [0, 'Your renewal details are shown on the right.'], [300, 'FHI-20931-77']),
      ...row(2, [0, 'If you are happy with them you need not do'], [300, 'Renewal date']),
      ...row(3, [0, 'Anything: your policy will renew as it is now.'], [300, '09/04/2027']),
      ...row(4, [0, 'Please tell us if anything has changed.'], [300, "Last year's premium"]),
      ...row(5, [0, 'Thank you for staying with us this year.'], [300, '£459.80']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    const box = lines.slice(lines.findIndex((l) => l.startsWith('Policy number')));
    expect(box.join(' ')).toBe("Policy number FHI-20931-77 Renewal date 09/04/2027 Last year's premium £459.80");
    expect(lines.slice(0, lines.length - box.length)).toEqual([
      'It is time to renew your car insurance, and',
      'Your renewal details are shown on the right.',
      'If you are happy with them you need not do',
      'Anything: your policy will renew as it is now.',
      'Please tell us if anything has changed.',
      'Thank you for staying with us this year.',
    ]);
  });

  test('a gutter found in the rows above never cuts a panel or a heading row below them, set apart by a wide band', () => {
    const words = [
      ...row(0, [0, 'CAR'], [150, 'Skoda Fabia 1.0 SE, 2019']),
      ...row(1, [0, 'PLATE'], [150, 'YR19 KLM']),
      ...row(2, [0, 'VALUE'], [150, '£7,400']),
      ...row(3, [0, 'MILEAGE'], [150, '7,000 miles a year']),
      ...row(4, [0, 'EXTRAS'], [150, 'Roof bars and a tow bar']),
      // A box of two figures, each right-aligned under its own label (the left one ending before the right label).
      ...row(6, [10, 'Previous premium'], [300, 'New premium']),
      ...row(7, [220, '£455.10'], [470, '£471.95']),
      ...row(8, [10, '03/03/2026 - 02/03/2027'], [300, '03/03/2027 - 02/03/2028']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines).toContainEqual(expect.stringMatching(/^Previous premium +New premium$/));
    expect(lines).toContainEqual(expect.stringMatching(/^£455\.10 +£471\.95$/));
  });

  test('near miss: two columns set apart by a wide band, each part two columns of its own, stay two columns', () => {
    const words = [
      ...row(0, [0, 'Car insurance premium'], [300, 'Compulsory excess']),
      ...row(1, [0, '£538.77'], [300, '£250']),
      ...row(2, [0, 'Policy number'], [300, 'Voluntary excess']),
      ...row(3, [0, 'MM-CAR-0X93KD7'], [300, '£100']),
      ...row(5, [0, 'Renewal date'], [300, 'Windscreen excess']),
      ...row(6, [0, '09/04/2027'], [300, '£95']),
      ...row(7, [0, 'Cover type'], [300, 'Total excess']),
      ...row(8, [0, 'Comprehensive'], [300, '£350']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines.indexOf('Comprehensive')).toBeLessThan(lines.indexOf('Compulsory excess'));
    expect(lines.indexOf('£538.77')).toBe(lines.indexOf('Car insurance premium') + 1);
  });

  test('near miss: figures alone set apart under two columns of labels stay with the labels above them', () => {
    const words = [
      ...row(0, [10, 'Price last'], [110, 'Price this'], [210, 'Typical price']),
      ...row(1, [25, 'year'], [125, 'year'], [215, 'for drivers']),
      ...row(3, [20, '£521.40'], [120, '£563.10'], [215, 'like you £640.00']),
    ];
    const text = pageLayoutText(words);
    expect(text).not.toMatch(/£521\.40 +£563\.10/);
    expect(text).toMatch(/^Price last\s+year\s+£521\.40\s+Price this/);
  });

  test("a table of labels beside their values stays in rows when the next table's heading names the currency ('(£)')", () => {
    const words = [
      ...row(0, [0, 'Policy reference'], [150, 'QR/CAR/4471920']),
      ...row(1, [0, 'Insured by'], [150, 'Example Mutual plc']),
      ...row(2, [0, 'Car'], [150, 'Skoda Fabia 1.0 SE (2020)']),
      ...row(3, [0, 'Number plate'], [150, 'KM20 TXR']),
      ...row(4, [0, 'Level of cover'], [150, 'Comprehensive']),
      ...row(5, [0, 'Your price (£)'], [250, 'Last year'], [350, 'This year']),
      ...row(6, [0, 'Car insurance including tax and more words'], [250, '402.10'], [350, '431.95']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines[0]).toMatch(/^Policy reference +QR\/CAR\/4471920$/);
    expect(lines[3]).toMatch(/^Number plate +KM20 TXR$/);
  });

  test("near miss: a side whose heading holds an amount in pounds ('Paid £40') still counts a value there", () => {
    const words = [
      ...row(0, [0, 'Car insurance premium'], [300, 'Voluntary excess']),
      ...row(1, [0, 'Paid £538.77'], [300, '£250']),
      ...row(2, [0, 'Policy number'], [300, 'Compulsory excess']),
      ...row(3, [0, 'Cover type'], [300, '£250']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines.indexOf('Cover type')).toBeLessThan(lines.indexOf('Voluntary excess'));
  });

  test("a table of labels beside their values over a statement's rows (dates at the left) stays in its rows", () => {
    const words = [
      ...row(0, [0, 'Policy reference'], [150, 'KB/CAR/7730215']),
      ...row(1, [0, 'Insured by'], [150, 'Example Mutual plc']),
      ...row(2, [0, 'Car'], [150, 'Skoda Octavia 1.5 TSI SE (2021)']),
      ...row(3, [0, 'Number plate'], [150, 'KM21 TXR']),
      ...row(4, [0, 'Period'], [150, '02/02/2027 to 01/02/2028']),
      ...row(5, [0, 'Date'], [70, 'Item'], [150, 'Details'], [380, 'Debit'], [460, 'Balance']),
      ...row(6, [0, '06/01/2027'], [150, 'Brought forward'], [460, '10.00 CR']),
      ...row(7, [0, '02/02/2027'], [70, 'INV 4410'], [150, 'Renewal premium'], [380, '611.20'], [460, '601.20']),
      ...row(8, [0, '02/02/2027'], [70, 'INV 4410'], [150, 'Admin fee'], [380, '20.00'], [460, '621.20']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines[0]).toMatch(/^Policy reference +KB\/CAR\/7730215$/);
    expect(lines[4]).toMatch(/^Period +02\/02\/2027 to 01\/02\/2028$/);
  });

  test("near miss: two boxes side by side whose first lines are headings ('YOUR CAR' | 'YOUR EXCESS') stay two columns", () => {
    const words = [
      ...row(0, [0, 'Your price'], [300, 'Renewal date']),
      ...row(1, [0, '£512.40'], [300, '04/03/2027']),
      ...row(3, [0, 'YOUR CAR'], [300, 'YOUR EXCESS']),
      ...row(4, [0, 'KM21 TXR'], [300, '£300 total']),
      ...row(5, [0, 'Skoda Octavia 1.5'], [300, '£250 compulsory + £50 voluntary']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines.indexOf('Skoda Octavia 1.5')).toBeLessThan(lines.indexOf('YOUR EXCESS'));
  });

  test("a box of rows labelled by their policy years ('Expiring year 2025/26  498.10') beside another box stays in its rows", () => {
    const words = [
      ...row(0, [0, 'Your private car premium, including its tax'], [320, 'Your excesses (£)']),
      ...row(1, [0, 'Expiring year 2025/26'], [120, '498.10'], [200, 'Compulsory'], [420, '250']),
      ...row(2, [0, 'Renewal year 2026/27'], [120, '522.35'], [200, 'Voluntary'], [420, '100']),
      ...row(3, [0, 'Change'], [120, '+24.25'], [200, 'Total'], [420, '350']),
    ];
    const text = pageLayoutText(words);
    expect(text).toMatch(/Expiring year 2025\/26 +498\.10/);
    expect(text).toMatch(/Renewal year 2026\/27 +522\.35/);
  });

  test('near miss: a date among the left words is a value, so such a side is no column of labels', () => {
    const words = [
      ...row(0, [0, 'Car insurance premium'], [300, 'Voluntary excess']),
      ...row(1, [0, 'Paid on 02/01/2026'], [300, '£250']),
      ...row(2, [0, 'Policy number'], [300, 'Compulsory excess']),
      ...row(3, [0, 'Cover type'], [300, '£250']),
    ];
    const lines = nonEmpty(pageLayoutText(words));
    expect(lines.indexOf('Cover type')).toBeLessThan(lines.indexOf('Voluntary excess'));
  });

  describe("a schedule's label column holding a numbered part ('Endorsement 004') among its labels (set 43's Hettle Andrews)", () => {
    const schedule = (label: string) => [
      ...row(0, [0, 'Misfuelling'], [140, 'Draining and flushing of the fuel system'], [420, '£1,000']),
      ...row(1, [0, label], [140, 'Vehicle to be fitted with a tracking device']),
      ...row(2, [0, 'Compulsory excess'], [140, 'Accidental damage, fire and theft'], [420, '£500']),
      ...row(3, [0, 'Voluntary excess'], [140, 'Accidental damage, fire and theft'], [420, '£250']),
      ...row(4, [0, 'Total annual premium'], [140, 'Including Insurance Premium Tax'], [420, '£1,796.20']),
    ];

    test('is a table: each label stays in its row with its details and amount', () => {
      const lines = nonEmpty(pageLayoutText(schedule('Endorsement 004')));
      expect(lines.find((l) => l.startsWith('Compulsory excess'))).toMatch(/^Compulsory excess\s+Accidental damage, fire and theft\s+£500$/);
    });

    test("near miss: a cell with a long number ('Account 00471932') is a value, and the sides are read as two columns", () => {
      const lines = nonEmpty(pageLayoutText(schedule('Account 00471932')));
      expect(lines.find((l) => l.startsWith('Compulsory excess'))).toBe('Compulsory excess');
    });
  });

  describe("a broker's table of quotes whose rows end in a mark after their figures (set 43's McClarrons)", () => {
    const quotes = (mark: string, recommended = '★ Recommended') => [
      ...row(0, [0, 'Insurer'], [140, 'Premium'], [240, 'Compulsory'], [320, 'Voluntary'], [400, 'Total']),
      ...row(1, [0, 'Ageas Insurance'], [140, '£812.40'], [240, '£250'], [320, '£250'], [400, '£500'], [450, mark]),
      ...row(2, [0, 'LV= Insurance'], [140, '£768.95'], [240, '£250'], [320, '£200'], [400, '£450'], [450, recommended]),
      ...row(3, [0, 'AXA Insurance'], [140, '£791.30'], [240, '£300'], [320, '£250'], [400, '£550']),
    ];

    test('is one table: each insurer stays in its row with its figures and mark', () => {
      const lines = nonEmpty(pageLayoutText(quotes('your current insurer')));
      expect(lines.find((l) => l.startsWith('LV='))).toMatch(/^LV= Insurance\s+£768\.95\s+£250\s+£200\s+£450\s+★ Recommended$/);
    });

    test('near miss: long sentences after the figures are no marks, and the sides are read as two columns', () => {
      const lines = nonEmpty(pageLayoutText(quotes('this was the insurer you chose last year', 'we recommend this insurer to you')));
      expect(lines.find((l) => l.startsWith('LV='))).toBe('LV= Insurance               £768.95');
    });
  });
});
