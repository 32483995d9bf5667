// Sets 35-37's premium misses (helper m36q): renewal pages saved from insurers' websites and apps, where the cover
// levels stand as cards side by side and a rise is told right after the price; last year's figure named as the one
// compared with. Each rule with a near miss it must not fire on.
import { readShortNotice as read, shown, shownAll, valuesOf } from './test-support/short-notice';

describe("a rise or fall after the price ('£41.10 more') is never the premium", () => {
  test("'This year it's £41.10 more' after last year's price leaves this year's unread rather than wrong", () => {
    const found = read("Your premium for last year: £601.30. This year it's £41.10 more.");
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual([undefined, '601.30']);
  });

  test('near miss: a price followed by other words is still read', () => {
    const found = read('Your new annual premium is £642.40 moreover including tax.');
    expect(valuesOf(found, 'renewalPremium')).toEqual(['642.40']);
  });
});

describe("the cover-level card marked as the cover kept ('Your current cover') holds this year's price", () => {
  const cards = [
    'Pick a level for the year ahead',
    '  Basic                      Standard · Your current cover      Plus',
    '  £388.20                    £455.70                            £521.05',
    '  a year incl. tax           a year incl. tax                   a year incl. tax',
  ];

  test('the marked card, not the cheaper or dearer level beside it, asking for a tick', () => {
    expect(shown(read(cards.join('\n')), 'renewalPremium')).toBe('455.70?');
  });

  test('the marked card in a column under the other card\'s title', () => {
    const found = read(['  Your current cover            Top level', 'Middle level', '                                £699.10', '£610.45', '   /year                        /year'].join('\n'));
    expect(shown(found, 'renewalPremium')).toBe('610.45?');
  });

  test("near miss: a heading that goes on ('Choose your cover for 2027') marks no card", () => {
    const found = read(['  Choose your cover for 2027', '  £388.20                    £455.70'].join('\n'));
    expect(found.renewalPremium).toBeUndefined();
  });

  test('near miss: a monthly figure under the marker is no year\'s price', () => {
    const found = read(['  Standard · Your current cover', '  £38.20 a month'].join('\n'));
    expect(found.renewalPremium).toBeUndefined();
  });
});

describe("a box headed 'Last year' whose rows hold dates and words as well as figures", () => {
  test("the premium under it is last year's, past the rows of a date and a word", () => {
    const found = read(['Your renewal price is £810.05.', '', '                        Last year', 'Level of cover          Comprehensive', 'Cover began             03/02/2026', 'Yearly premium          £766.40', 'Compulsory excess       £250'].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['810.05', '766.40']);
  });

  test('near miss: a line of prose with a date between heading and row is no row of the box', () => {
    const found = read(['                        Last year', 'Your cover began on 03/02/2026 and runs for twelve months from then', 'Yearly premium          £766.40'].join('\n'));
    expect(found.previousPremium?.value).not.toBe('766.40');
  });
});

describe("of two figures for last year, the one this year's price is compared with", () => {
  const rows = [
    'Price for the coming year (incl. tax)                  £640.00',
    'Your premium last year when the policy began           £575.10',
    'Your premium last year after moving house in June      £612.35',
  ];

  test("'Difference compared to your revised premium of £612.35' picks that one", () => {
    const found = read([...rows, 'Difference compared to your revised premium of £612.35    +£27.65'].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['640.00', '612.35']);
  });

  test('near miss: compared with a figure that is neither of them, last year\'s still asks for a tick', () => {
    const found = read([...rows, 'Compare this with £598.00, the average we quoted in your area.'].join('\n'));
    expect(shown(found, 'previousPremium')).toMatch(/\?$/);
  });

  test("'Last year: premium when the policy began' is last year's, and an arrow names the one to compare", () => {
    const found = read(['Renewal premium for 2027                                 £640.00', 'Last year: premium when the policy began               £575.10', 'Last year: premium after your change of address        £612.35  <- the figure we compare with'].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['640.00', '612.35']);
  });

  test("near miss: 'This year: premium for your renewal' is no last year's", () => {
    const found = read('This year: premium for your renewal      £640.00');
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['640.00', undefined]);
  });
});

describe("last year's schedule printed again under this year's, the same premium row in each", () => {
  const thisYears = ['SCHEDULE FOR THE COMING YEAR', 'Cover                       Comprehensive', 'Yearly premium (incl. tax)  £904.60'];

  test("the copy under a heading naming last year's schedule is last year's", () => {
    const found = read([...thisYears, '', "COPY OF LAST YEAR'S SCHEDULE – kept for your records", 'Cover                       Comprehensive', 'Yearly premium (incl. tax)  £861.25'].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['904.60', '861.25']);
  });

  test('near miss: the same row twice with no heading naming last year between them is left as it was', () => {
    const found = read([...thisYears, '', 'SCHEDULE FOR YOUR SECOND CAR', 'Yearly premium (incl. tax)  £861.25'].join('\n'));
    expect(found.previousPremium).toBeUndefined();
  });
});

describe("an app's two tiles, a period over a price ('Coming year' / '£512.80', 'Last year' / '£488.05')", () => {
  test("the ending period's tile is last year's, asking for a tick", () => {
    const found = read(['Coming year', '£512.80', 'Starts 4 March 2027', '', 'Your car', 'Reg  AB12 CDE', '', 'Last year', '£488.05', '04/03/2026 – 03/03/2027'].join('\n'));
    expect(shownAll(found, 'renewalPremium', 'previousPremium')).toEqual(['512.80?', '488.05?']);
  });

  test('near miss: a tile for the ending period alone is not read', () => {
    const found = read(['Your renewal price  £512.80', '', 'Last 12 months', '£35.00', 'claimed for a windscreen'].join('\n'));
    expect(found.previousPremium?.value).not.toBe('35.00');
  });
});

describe("a price OCR broke into pieces, beside last year's and the change ('Before: £604.10 (down £12.35)')", () => {
  const lines = (price: string) => ['Your new price', `${price} for the year`, '', 'Last year: £604.10 (down £12.35)'];

  test("last year's price, and this year's worked out from it when its digits are the pieces', asking for a tick", () => {
    const found = read(lines('£ 59 1 Z 75').join('\n'));
    expect(shownAll(found, 'renewalPremium', 'previousPremium')).toEqual(['591.75?', '604.10?']);
  });

  test("near miss: pieces whose digits are not the sum's are not mended", () => {
    const found = read(lines('£ 59 8 Z 75').join('\n'));
    expect(found.renewalPremium?.value).not.toBe('591.75');
  });
});

describe("'Last year: £604.10 (up £12.35)' far under this year's price: the change in brackets says it is a price", () => {
  test("read as last year's, asking for a tick", () => {
    const found = read(['Renewal price £616.45 a year', '', 'Score 91', 'Top 10% of drivers', '5,200 miles driven', 'Well done!', 'Last year: £604.10 (up £12.35)'].join('\n'));
    expect(shownAll(found, 'renewalPremium', 'previousPremium')).toEqual(['616.45?', '604.10?']);
  });

  test("near miss: 'Last year: £40.00 claimed' has no change after it and is not read", () => {
    const found = read(['Renewal price £616.45 a year', '', 'Score 91', 'Top 10% of drivers', '5,200 miles driven', 'Well done!', 'Last year: £40.00 claimed'].join('\n'));
    expect(found.previousPremium).toBeUndefined();
  });
});

describe("a box's labels read as one block and its values as another below ('Level' / 'Price this year' … then 'Comprehensive' / '£512.60' …)", () => {
  test('paired in order past the heading line above them, asking for a tick', () => {
    const found = read(['   Level', '   Price this year (incl. tax)', '   What you paid last year', '   Years without a claim', '   Drivers', '', 'Comprehensive', '£512.60', '£498.15', '6 years', 'You and one other'].join('\n'));
    expect(shownAll(found, 'renewalPremium', 'previousPremium')).toEqual(['512.60?', '498.15?']);
  });

  test('near miss: value rows with labels of their own are not paired with the block', () => {
    const found = read(['Summary of your renewal', "Last year's premium", 'Change', 'Your excesses', 'Compulsory excess    £350', 'Voluntary excess     £100'].join('\n'));
    expect(found.previousPremium).toBeUndefined();
  });
});
