// The money rules fresh set 21 asked for (mfe-policies read-notice/fresh-printed-notices-21.ts: cover levels priced
// side by side with the kept one marked, 'Change £' headings, row labels set apart from their figures, an elliptical
// 'This year's is', an excess named after its amount, an 'Additional young driver excess' column, a 'Total excess'
// cell among other headings), each in a few lines of our own, with a near miss that must not be taken.
import { reasonToCheck } from './certainty';
import { readShortNotice as read, shown, shownAll as all, valuesOf as values } from './test-support/short-notice';

describe('cover levels priced side by side, the kept one marked', () => {
  test("the column marked '✓ Your cover' gives the price and the excesses", () => {
    const found = read(
      [
        '                        Basic          Standard ✓ Your cover   Premier',
        'Annual price            £401.20        £455.75                 £590.00',
        'Compulsory excess       £400           £300                    £200',
        'Total excess            £500           £400                    £300',
      ].join('\n'),
    );
    expect(values(found, 'renewalPremium', 'compulsoryExcess', 'totalExcess')).toEqual(['455.75', '300', '400']);
  });

  test("of rows a level each, the one marked '(your cover)' is the price", () => {
    const found = read(['Level                     Price', 'Standard (your cover)     £633.40', 'Standard Plus             £720.10'].join('\n'));
    expect(found.renewalPremium?.value).toBe('633.40');
  });

  test('near miss: with no level marked, a row of several prices is not read as any one of them without a tick', () => {
    const found = read(['                        Basic          Standard       Premier', 'Annual price            £401.20        £455.75        £590.00'].join('\n'));
    expect(found.renewalPremium === undefined || reasonToCheck(found.renewalPremium) !== null).toBe(true);
  });

  test("near miss: a row marked '(your cover)' among rows of a price's parts blanks none of them", () => {
    const found = read(['Your cover (your cover)   £500.00', 'Insurance Premium Tax     £60.00', 'Total to pay              £560.00'].join('\n'));
    expect(found.renewalPremium?.value).toBe('560.00');
  });
});

describe("a 'Change £' or 'Change (£)' heading is a heading, not a row of figures", () => {
  test("rows 'This year' and 'Last year' under 'Annually | Monthly | Change £ | Change %'", () => {
    const found = read(['             Annually     Monthly      Change £     Change %', 'This year    £612.00      £55.10       +£30.00      +5.2%', 'Last year    £582.00      £52.40'].join('\n'));
    expect(values(found, 'renewalPremium', 'previousPremium')).toEqual(['612.00', '582.00']);
  });

  test("a photo's 'his year' beside 'Last year' is this year's, asking for a tick", () => {
    const found = read(['             Annually     Monthly      Change £     Change %', ' his year    £612.00      £55.10       +£30.00      +5.2%', 'Last year    £582.00      £52.40'].join('\n'));
    expect(values(found, 'renewalPremium', 'previousPremium')).toEqual(['612.00', '582.00']);
    expect(found.renewalPremium?.reason).toMatch(/hard to read/);
  });

  test("near miss: a garbled row beside no 'Last year' row is not guessed", () => {
    const found = read(['             Annually     Monthly      Change £', ' his year    £612.00      £55.10       +£30.00', 'Tne year     £582.00      £52.40'].join('\n'));
    expect(shown(found, 'previousPremium')).toBeUndefined();
  });
});

describe('row labels set apart above the headings, the rows holding figures alone', () => {
  const table = (first: string, second: string) =>
    ['Policy year', first, second, '', '   Pay       Pay monthly (10', 'in full      instalments)     Change (£)', ' £540.00     £58.10', '£575.20      £61.90           +£35.20'].join('\n');

  test('the policy years in that block name the rows in order, the later one the renewal, asking for a tick', () => {
    expect(all(read(table('2025 to 2026', '2026 to 2027')), 'renewalPremium', 'previousPremium')).toEqual(['575.20?', '540.00?']);
  });

  test('near miss: a block with one year for two rows gives neither row a year', () => {
    const found = read(table('2026 to 2027', 'Monthly option'));
    expect(found.previousPremium).toBeUndefined();
  });
});

describe("an elliptical sentence: 'This year's is £…' after last year's premium", () => {
  test("the aside 'after your discount' is what the figure is net of, and 'This year's is' on the next line is the renewal", () => {
    const found = read("Your van's premium last year, after your loyalty discount, was £402.00. This year's is\n£431.50.");
    expect(values(found, 'previousPremium', 'renewalPremium')).toEqual(['402.00', '431.50']);
  });

  test("near miss: 'This year's is' after an excess sentence is not a premium", () => {
    const found = read("Last year your excess was £250. This year's is\n£350.");
    expect(found.renewalPremium).toBeUndefined();
  });
});

describe('excesses per driver', () => {
  test("'£150 young driver excess' after a kind of excess is that other excess, not the policy's compulsory", () => {
    const found = read(['Driver                  Compulsory     Voluntary     Total', 'Mr A Patel (you)        £300           £100          £400', "Ravi's compulsory excess includes a £150 young driver excess."].join('\n'));
    expect(all(found, 'compulsoryExcess', 'totalExcess')).toEqual(['300', '400']);
  });

  test("an 'Additional young driver excess' column is never the total excess", () => {
    const found = read(
      ['Driver             Compulsory   Voluntary   Additional young   Total', '                   excess       excess      driver excess      excess', 'Mrs B Khan         £250         £100                    £0     £350'].join('\n'),
    );
    expect(all(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['250', '100', '350']);
  });

  test("near miss: 'compulsory excess of £250' with no other excess named after it stays the compulsory", () => {
    expect(read('Your compulsory excess of £250 applies to every claim.').compulsoryExcess?.value).toBe('250');
  });
});

describe("a 'Total excess' cell among other headings over a row of cells", () => {
  test('the figure under it is the whole excess, the one under last year is last year\'s premium', () => {
    const found = read(['Previous premium      Total excess     Car', '£498.00               £450             AB12 CDE'].join('\n'));
    expect(values(found, 'previousPremium', 'totalExcess')).toEqual(['498.00', '450']);
  });

  test("near miss: a 'Total' heading alone beside last year's premium is not an excess", () => {
    const found = read(['Previous premium      Total', '£498.00               £560.00'].join('\n'));
    expect(found.totalExcess).toBeUndefined();
  });
});

describe("a driver's row that leaves the other excess's column blank", () => {
  test("'–' under 'Young / inexperienced': the row's figures fill the policy's own columns in order", () => {
    const found = read(
      ['Driver                   Compulsory Voluntary        Young / inexperienced Total', 'Mr C Obi                        £300       £150                            –  £450'].join('\n'),
    );
    expect(values(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300', '150', '450']);
  });
});

describe('options side by side, the one the renewal keeps named in its heading or in a sentence', () => {
  const row = 'Annual premium, including IPT      £694.35               £652.18               £618.90';

  test("'Option B your renewal (as now)' among the options' headings: its figure is the premium", () => {
    const found = read(['Option A no excess     Option B your renewal (as now)     Option C higher excess', row].join('\n'));
    expect(found.renewalPremium?.value).toBe('652.18');
  });

  test("'we will renew on Option B', the headings' second line saying what each is: its figure is the premium", () => {
    const found = read([
      'Unless you tell us otherwise, we will renew on Option B.',
      'Option A               Option B               Option C',
      'No voluntary excess    As last year           Higher voluntary excess',
      row,
    ].join('\n'));
    expect(found.renewalPremium?.value).toBe('652.18');
  });

  test('near miss: a sentence naming an option no heading has chooses none', () => {
    const found = read([
      'Unless you tell us otherwise, we will renew on Option D.',
      'Option A               Option B               Option C',
      'No voluntary excess    As last year           Higher voluntary excess',
      row,
    ].join('\n'));
    expect(found.renewalPremium === undefined || reasonToCheck(found.renewalPremium) !== null).toBe(true);
  });
});

describe("levels side by side under a corner cell naming the rows ('Your options')", () => {
  const table = (corner: string) =>
    read([
      ` ${corner.padEnd(30)}Basic        Classic your current cover     Premier`,
      ' Yearly price, including Insurance  £488.10      £530.42                        £611.75',
      ' Premium Tax',
      ' Compulsory excess               £350         £200                           £100',
    ].join('\n'));

  test("the marked level's figures are the policy's, past a row label wrapped onto a line of its own", () => {
    expect(values(table('Your options'), 'renewalPremium', 'compulsoryExcess')).toEqual(['530.42', '200']);
  });

  test('near miss: a first cell that names no rows is a level of its own, so the figures do not fit the levels', () => {
    expect(values(table('Starter'), 'renewalPremium')).not.toEqual(['530.42']);
  });
});

describe("options side by side with bare figures under a corner naming the currency ('(£)')", () => {
  const table = (sentence: string) =>
    read([
      sentence,
      '(£)                                   Plan 1                Plan 2                   Plan 3',
      '                                  no voluntary excess    as now                higher voluntary excess',
      'Annual premium, including               731.40                688.15                   652.90',
      'IPT',
      'Compulsory excess                          250                    250                     250',
      'Voluntary excess                             0                    150                     400',
    ].join('\n'));

  test("the plan the letter renews on: its figures are the premium and the excesses", () => {
    expect(values(table('Unless you tell us otherwise, we will renew on Plan 2.'), 'renewalPremium', 'compulsoryExcess', 'voluntaryExcess')).toEqual(['688.15', '250', '150']);
  });

  test('near miss: with no plan named, no bare figure of the table is read as the premium without a tick', () => {
    const found = table('Please choose the plan that suits you.');
    expect(found.renewalPremium === undefined || reasonToCheck(found.renewalPremium) !== null).toBe(true);
  });
});
