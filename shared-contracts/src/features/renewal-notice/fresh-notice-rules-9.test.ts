// The rules the ninth fresh set of notices asked for (mfe-policies read-notice/fresh-printed-notices-9.ts: layout and
// typography), each in a few lines of our own, with a near miss that must not be read (or must ask for a tick).
import { reasonToCheck } from './certainty';
import { unspacedLetters } from './layout/letter-spaced';
import { pageLayoutText } from './layout/page-layout';
import { wordsFromPdfItems } from './layout/positioned-words';
import { dotsForOcrLeaders } from './ocr-dot-leaders';
import { mendedExcessKinds } from './ocr-excess-kinds';
import { mendedNumberAfterPolicy } from './ocr-policy-label';
import { row } from './test-support/drawn-rows';
import { findAmounts } from './uk-amounts';
import { parseRenewalNotice, type RenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });
type Money = 'renewalPremium' | 'previousPremium' | 'compulsoryExcess' | 'voluntaryExcess' | 'totalExcess';
/** A field's value, with '?' when it asks for a tick. */
const shown = (found: RenewalNotice, field: Money | 'renewalDate' | 'policyNumber') => {
  const reading = found[field];
  return reading ? `${reading.value}${reasonToCheck(reading) ? '?' : ''}` : undefined;
};
const plain = (found: RenewalNotice, field: Money | 'renewalDate' | 'policyNumber') => found[field]?.value;

/** A pdf.js text item: its string drawn from x on baseline y, 5 units a character, 8 high. */
const item = (str: string, x: number, y: number) => ({ str, transform: [8, 0, 0, 8, x, y], width: str.length * 5, height: 8 });

describe('letter-spaced labels: pdf.js spells each word out with a space between its letters', () => {
  test('each spaced-out word is read as the word, a kerned pair of capitals among its letters too', () => {
    expect(unspacedLetters('R E F E R E N C E')).toBe('REFERENCE');
    expect(unspacedLetters('PA Y A B L E')).toBe('PAYABLE');
    expect(unspacedLetters('E N D S :')).toBe('ENDS:');
  });

  test("one item holding a whole tracked label is split back into the label's words, not run into one", () => {
    expect(unspacedLetters("T h i s y e a r ' s p r i c e")).toBe("This year's price");
    expect(unspacedLetters('T O T A L E X C E S S')).toBe('TOTAL EXCESS');
    // Letters that are not label words throughout stay one word.
    expect(unspacedLetters('Z E B R A')).toBe('ZEBRA');
  });

  test('near miss: short words of ordinary text keep their spaces', () => {
    for (const text of ['I am a', 'Go to it', 'A B', 'No. 1 of 3', 'AB CD EF G']) expect(unspacedLetters(text)).toBe(text);
  });

  test('a spaced-out label over its value, and one beside it: the fields are read', () => {
    const items = [
      item('Y O U R', 0, 700), item('R E N E W A L', 45, 700), item('P R I C E', 120, 700),
      item('£512.34', 20, 688),
      item('E X C E S S', 0, 670), item('£300', 200, 670),
    ];
    const found = read(pageLayoutText(wordsFromPdfItems(items)));
    expect([plain(found, 'renewalPremium'), plain(found, 'totalExcess')]).toEqual(['512.34', '300']);
  });
});

describe("a third column of the table that only says 'Not included' keeps its rows whole", () => {
  test("'Price | Status' beside rows of figures: each row stays one line, last year's column beside this year's", () => {
    const words = [
      ...row(0, [0, 'Premium'], [200, 'From 5 Jan 2027'], [320, 'From 5 Jan 2026']),
      ...row(1, [0, 'Car insurance'], [200, '£812.40'], [320, '£790.15']),
      ...row(2, [0, 'Tax'], [200, 'Included'], [320, 'Included']),
      ...row(3, [0, 'Extras'], [200, 'Price'], [260, 'Status']),
      ...row(4, [0, 'Breakdown'], [200, '£60.00'], [260, 'Not included']),
      ...row(5, [0, 'Courtesy car'], [200, '£25.00'], [260, 'Not included']),
    ];
    const text = pageLayoutText(words);
    expect(text).toMatch(/Car insurance +£812\.40 +£790\.15/);
    const found = read(text);
    expect([plain(found, 'renewalPremium'), plain(found, 'previousPremium')]).toEqual(['812.40', '790.15']);
  });

  test('near miss: a real second column with its own labels and values stays a column of its own', () => {
    const words = [
      ...row(0, [0, 'Your premium £500.00'], [300, 'Breakdown cover']),
      ...row(1, [0, 'Compulsory excess £250'], [300, 'Not included']),
      ...row(2, [0, 'Voluntary excess £100'], [300, 'Key cover £19.99']),
      ...row(3, [0, 'Policy number AB123456'], [300, 'Legal expenses']),
    ];
    expect(pageLayoutText(words)).not.toMatch(/£100.*Key cover/);
  });
});

describe("period headings with the rows' own heading in the corner ('Premium | From … | From …')", () => {
  test('the later start is the renewal, whichever column it stands in', () => {
    const table = (a: string, b: string) => read(`Premium            ${a}      ${b}\nCar insurance      £655.10              £701.90`);
    expect(['renewalPremium', 'previousPremium'].map((f) => plain(table('From 2 Jun 2027', 'From 2 Jun 2026'), f as Money))).toEqual(['655.10', '701.90']);
    expect(['renewalPremium', 'previousPremium'].map((f) => plain(table('From 2 Jun 2026', 'From 2 Jun 2027'), f as Money))).toEqual(['701.90', '655.10']);
  });

  test('near miss: a corner holding a figure is no heading of the rows, and the two figures are not sorted by it', () => {
    const found = read(`Ref 2201           From 2 Jun 2027      From 2 Jun 2026\nCar insurance      £655.10              £701.90`);
    expect(found.previousPremium?.value === '701.90' && reasonToCheck(found.previousPremium) === null).toBe(false);
  });
});

describe('premium rows labelled by their periods of insurance: the later period is the renewal', () => {
  const table = (first: string, second: string) =>
    read(['Vehicle            Period                                  Price', `Ford Puma ST-Line  ${first}`, 'XY21 ABC', `                   ${second}`].join('\n'));

  test("the later period's row is the renewal's, the earlier last year's, 'this year' beside it or not", () => {
    const found = table('12/05/2026 to 11/05/2027 (this year)     £498.20', '12/05/2027 to 11/05/2028 (renewal)       £541.75');
    expect([plain(found, 'renewalPremium'), plain(found, 'previousPremium')]).toEqual(['541.75', '498.20']);
    // The renewal's row first.
    const swapped = table('12/05/2027 to 11/05/2028                £541.75', '12/05/2026 to 11/05/2027                £498.20');
    expect([plain(swapped, 'renewalPremium'), plain(swapped, 'previousPremium')]).toEqual(['541.75', '498.20']);
  });

  test('near miss: periods of monthly payments, or one period alone, are not sorted into the two years', () => {
    const monthly = table('12/05/2026 to 11/05/2027     £41.52 a month', '12/05/2027 to 11/05/2028     £45.15 a month');
    expect(plain(monthly, 'previousPremium')).toBeUndefined();
    const single = read('Period of cover 12/05/2027 to 11/05/2028     Premium £541.75\nLast year 12/05/2026 to 11/05/2027');
    expect(plain(single, 'previousPremium')).toBeUndefined();
  });
});

describe("the ending policy's period of insurance is not the renewal's", () => {
  test("'Current period' beside 'Renewal period': the renewal period's start, checked", () => {
    const found = read('Expiring period of cover:   04/09/2026 to 03/09/2027\nRenewal period of cover:    04/09/2027 to 03/09/2028');
    expect(shown(found, 'renewalDate')).toBe('2027-09-04');
  });

  test("near miss: the ending period alone is never read as the renewal's start; the day after it ends is offered, asking for a tick", () => {
    const found = read('Current period of insurance:   04/09/2026 to 03/09/2027\nPremium  £455.20');
    expect(shown(found, 'renewalDate')).toBe('2027-09-04?');
  });
});

describe("the currency written after the figure ('318.05 GBP')", () => {
  test("'Last year: 318.05 GBP' under this year's 'GBP 344.90': last year's premium", () => {
    const found = read('Your price for the coming year\nGBP 344.90\nLast year: 318.05 GBP\nTotal excess  1,050 GBP');
    expect([plain(found, 'renewalPremium'), plain(found, 'previousPremium'), plain(found, 'totalExcess')]).toEqual(['344.90', '318.05', '1050']);
  });

  test('near miss: a figure with the currency on both sides is one amount; a reference number without it is none', () => {
    expect(findAmounts('Excess GBP 250 GBP').map((a) => a.value)).toEqual(['250']);
    expect(findAmounts('Account 55120834 at 9.30am GBP')).toEqual([]);
    expect(findAmounts('Policy 4471 0092, ref 12.50')).toEqual([]);
  });
});

describe("a price table's parts in a wide label column, and last year's figure that held the add-ons", () => {
  const pad = (label: string, amount: string) => `${label.padEnd(78)}${amount}`;
  const priceTable = (lastYear: string) =>
    read(
      [
        'What your renewal costs',
        pad('Car insurance (third party, fire and theft)', '£488.10'),
        '..............................................',
        pad('Breakdown cover – national', '£61.00'),
        pad('Motor legal protection', '£25.50'),
        pad('Total to pay for the year', '£574.60'),
        pad(lastYear, '£602.75'),
      ].join('\n'),
    );

  test("last year's price included the add-ons: this year's total is set beside it, asking for a tick", () => {
    const found = priceTable('Last year you paid (with breakdown and legal protection)');
    expect([shown(found, 'renewalPremium'), plain(found, 'previousPremium'), found.totalPrice?.value]).toEqual(['574.60?', '602.75', '574.60']);
    expect(found.addOns?.map((a) => a.value)).toEqual(['61.00', '25.50']);
  });

  test("near miss: last year's price for the car insurance alone (or only 'including IPT'): the car insurance is the premium", () => {
    for (const label of ["Last year's car insurance premium", 'Last year you paid (including insurance premium tax)']) {
      const found = priceTable(label);
      expect([label, shown(found, 'renewalPremium'), found.totalPrice?.value]).toEqual([label, '488.10', '574.60']);
    }
  });
});

describe("a box headed with the ending year beside the renewal's box", () => {
  test("rows under 'PREVIOUS YEAR' are last year's; the renewal's box gives the premium and the excess", () => {
    const found = read(
      ['PREVIOUS YEAR', 'Yearly premium ............ £803.60', 'Voluntary excess .......... £300', '', 'YOUR RENEWAL', 'Yearly premium ............ £851.25', 'Voluntary excess .......... £150'].join('\n'),
    );
    expect([plain(found, 'renewalPremium'), plain(found, 'previousPremium'), plain(found, 'voluntaryExcess')]).toEqual(['851.25', '803.60', '150']);
  });

  test("near miss: 'Last year's premium' as a label over its own value is no heading of the rows under it", () => {
    const found = read(['Your renewal premium', '£734.18', "Last year's premium", '£689.40', 'Compulsory excess', '£350'].join('\n'));
    expect([plain(found, 'renewalPremium'), plain(found, 'previousPremium'), plain(found, 'compulsoryExcess')]).toEqual(['734.18', '689.40', '350']);
  });

  test("near miss: an excess found only under last year's heading is kept, asking for a tick", () => {
    const found = read(['Your renewal premium £612.00', '', 'LAST YEAR', 'Annual premium ...... £590.00', 'Compulsory excess ... £250'].join('\n'));
    expect([shown(found, 'previousPremium')?.replace('?', ''), shown(found, 'compulsoryExcess')]).toEqual(['590.00', '250?']);
  });
});

describe('a policy number in groups after its slashed part, or wrapped after its letter prefix', () => {
  test("groups of digits after the slashed part, to the cell's end or up to a word", () => {
    expect(plain(read('Your car policy KLT/40 17 228/3'), 'policyNumber')).toBe('KLT/40 17 228/3');
    expect(plain(read('Ashdown Motor                Policy AMI/CAR/3051 7720 Page 1 of 3'), 'policyNumber')).toBe('AMI/CAR/3051 7720');
  });

  test("a sentence wrapped after the prefix ('policy number QX' / '418 2207 65, for your car')", () => {
    expect(plain(read('We have renewed your cover, policy number QX\n418 2207 65, for your Mazda 2.'), 'policyNumber')).toBe('QX 418 2207 65');
  });

  test('near miss: a count or a year after the number is not one of its groups', () => {
    expect(plain(read('Policy number: AB/48812 12 months cover'), 'policyNumber')).toBe('AB/48812');
    expect(plain(read('Your car policy KLT/40177 2027 renewal'), 'policyNumber')).toBe('KLT/40177');
    // A word at the line's end is no prefix: the number is not pieced together from the next line.
    expect(plain(read('Please quote your policy number when\n418 2207 65 calls'), 'policyNumber')).toBeUndefined();
  });
});

describe("excesses of one kind at two amounts: the pair that adds up to the stated total excess", () => {
  const options = 'BASIC  £402.10 a year · compulsory excess £600 · voluntary excess £400';

  test("a cheaper option's box names other excesses: the pair making the total is the policy's, checked", () => {
    const found = read([options, 'Your excesses', 'Compulsory excess        £300', 'Voluntary excess         £150', 'Total excess             £450'].join('\n'));
    expect(['compulsoryExcess', 'voluntaryExcess', 'totalExcess'].map((f) => shown(found, f as Money))).toEqual(['300', '150', '450']);
  });

  test('near miss: no total stated, or two pairs that make it: nothing chosen, the rival readings still ask for a tick', () => {
    const noTotal = read([options, 'Compulsory excess        £300', 'Voluntary excess         £150'].join('\n'));
    expect(shown(noTotal, 'compulsoryExcess')?.endsWith('?')).toBe(true);
    const twoPairs = read(['BASIC · compulsory excess £350 · voluntary excess £100', 'Compulsory excess        £300', 'Voluntary excess         £150', 'Total excess             £450'].join('\n'));
    expect(shown(twoPairs, 'compulsoryExcess')?.endsWith('?')).toBe(true);
  });
});

describe('parts of a page one under another, apart by a wide empty band, each laid out on its own', () => {
  const table = [
    ...row(0, [0, 'Renewal date'], [200, '03/06/2027']),
    ...row(1, [0, 'Policy number'], [200, 'QRT 5512 0098']),
    ...row(2, [0, 'Vehicle'], [200, 'Vauxhall Astra - AB12 CDE']),
  ];
  const boxes = [
    ...row(5, [0, 'Your renewal price'], [300, 'Or choose Premier']),
    ...row(6, [0, 'Standard cover'], [300, 'Premier cover']),
    ...row(7, [0, '£512.30'], [300, '£590.10']),
    ...row(8, [0, 'Last year you paid £488.00'], [300, 'Adds a hire car and legal cover']),
  ];
  const excesses = [...row(11, [0, 'Compulsory excess'], [200, '£250']), ...row(12, [0, 'Voluntary excess'], [200, '£150'])];

  test("a table, two boxes side by side, then a table: each table's rows stay whole, the boxes one after the other", () => {
    const text = pageLayoutText([...table, ...boxes, ...excesses]);
    expect(text).toMatch(/Renewal date +03\/06\/2027/);
    expect(text).toMatch(/Compulsory excess +£250/);
    expect(text.indexOf('£512.30')).toBeLessThan(text.indexOf('Or choose Premier'));
    const found = read(text);
    expect([plain(found, 'renewalDate'), plain(found, 'policyNumber'), plain(found, 'renewalPremium'), plain(found, 'compulsoryExcess')]).toEqual(['2027-06-03', 'QRT 5512 0098', '512.30', '250']);
  });

  test('near miss: two columns of labels and values with no wide band across them stay two columns', () => {
    const words = [
      ...row(0, [0, 'Your premium £500.00'], [300, 'Breakdown cover']),
      ...row(1, [0, 'Compulsory excess £250'], [300, '£45.00']),
      ...row(2, [0, 'Voluntary excess £100'], [300, 'Key cover £19.99']),
      ...row(3, [0, 'Policy number AB123456'], [300, 'Legal expenses £25.00']),
    ];
    expect(pageLayoutText(words)).not.toMatch(/£100.*Key cover/);
  });
});

describe("a photo's dot leaders OCR read as small letters, and the kinds of excess it garbled", () => {
  const photo = [
    'Yearly premium .......ceeiiiiiiccceeeeeeess          £611.45',
    'COMPLUSORY EXCESS ....vvvveeeriiiieeeesseeeeanes     £350',
    'VOLUNTRAY EXCESS .ciiiieeeeeeevvvvvrerseeeeeeeee      £150',
    'Total excess ....                                    £500',
  ].join('\n');

  test('the leaders are dots again, the kinds of excess are read, and they add up to the total', () => {
    expect(dotsForOcrLeaders('Premium .....ceeiiiiiiccceeeeeeess   £1')).toBe(`Premium ${'.'.repeat(26)}   £1`);
    expect(mendedExcessKinds('COMPLUSORY EXCESS and Voluntray excess')).toBe('COMPULSORY EXCESS and Voluntary excess');
    const found = read(photo);
    expect(['renewalPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess'].map((f) => shown(found, f as Money))).toEqual(['611.45?', '350', '150', '500']);
  });

  test('near miss: a web address, and words near neither kind (or as near both), are left as written', () => {
    expect(dotsForOcrLeaders('See www.insurancesservices.co.uk for more')).toBe('See www.insurancesservices.co.uk for more');
    for (const words of ['WINDSCREEN EXCESS', 'Mandatory excess', 'Additional excess', 'accidental damage excess']) expect(mendedExcessKinds(words)).toBe(words);
  });

  test("near miss: with dot leaders in a row, each kind keeps the amount on its own line, not the next line's", () => {
    const found = read('COMPULSORY EXCESS ..........  £250\nVOLUNTARY EXCESS ..........  £75\nYour premium £480.00');
    expect([plain(found, 'compulsoryExcess'), plain(found, 'voluntaryExcess')]).toEqual(['250', '75']);
  });
});

describe("a policy number label OCR garbled ('Policy NUMDBER')", () => {
  test('a word one letter from number, after policy, is the label', () => {
    expect(plain(read('Policy NUNBER ......................   KRW-2210-5598'), 'policyNumber')).toBe('KRW-2210-5598');
    expect(plain(read('Policy NUMBBER   KRW-2210-5598'), 'policyNumber')).toBe('KRW-2210-5598');
  });

  test("near miss: 'Policy holder', 'Policy member' are other words; nothing is read after them", () => {
    expect(mendedNumberAfterPolicy('Policy holder  Policy member  Policy Number')).toBe('Policy holder  Policy member  Policy Number');
    expect(plain(read('Policy holder   KRW-2210-5598'), 'policyNumber')).toBeUndefined();
  });
});
