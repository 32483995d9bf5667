// The money rules fresh sets 18 and 19 asked for (mfe-policies read-notice/fresh-printed-notices-18.ts and -19.ts: a
// price re-quoted after a change, the year's price only in an instalment table, thousands set apart by a space, the £
// only in the column headings, a 'Total' excess row named otherwise), each in a few lines of our own, with a near miss
// that must not be taken.
import { findAmounts } from './uk-amounts';
import { readShortNotice as read, shown, shownAll as all } from './test-support/short-notice';

describe('a renewal quoted again after a change: the withdrawn price beside the new one', () => {
  test("'Original renewal price' over 'Revised renewal price': the revised one is the renewal's", () => {
    const found = read(['We have quoted again for your new job.', 'Original renewal price (posted 3 May 2026)      £702.10', 'Revised renewal price                         £688.45'].join('\n'));
    expect(found.renewalPremium?.value).toBe('688.45');
  });

  test("a price the letter calls 'no longer valid', before or after the figure, is not the renewal's", () => {
    expect(read('Price quoted on 2 May (no longer valid)   £455.00\nYour new renewal price   £471.30').renewalPremium?.value).toBe('471.30');
    expect(read('Renewal price   £455.00 (withdrawn)\nNew renewal price   £471.30').renewalPremium?.value).toBe('471.30');
  });

  test('alone, a withdrawn price is offered but asks for a tick', () => {
    const found = read('Original renewal price   £702.10\nWe will write again with the new one.');
    expect(shown(found, 'renewalPremium')).toBe('702.10?');
    expect(found.renewalPremium?.reason).toMatch(/replaced by a newer one/);
  });

  test("near miss: the new price's own words may name the one it replaces, and it stays the renewal's", () => {
    const found = read('Your revised renewal price, which replaces our original quote, is £688.45.');
    expect(found.renewalPremium?.value).toBe('688.45');
    expect(found.renewalPremium?.reason).toBeUndefined();
  });

  test("near miss: a withdrawn quote is never taken for last year's premium", () => {
    const found = read("Previous renewal quote (no longer valid)   £702.10\nRevised renewal price   £688.45\nLast year's premium   £640.00");
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['688.45', '640.00']);
  });

  test("a reduction in the premium now running is neither year's price", () => {
    const found = read("The reduction in this year's premium after your move, £12.40, goes back on your card.\nYour renewal price   £540.00");
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['540.00', undefined]);
  });
});

describe("the year's price only in a table of the instalment plan", () => {
  const table = (label: string) => ['                  Annual         First payment       Then 11 ×', `${label.padEnd(18)}£693.00                £58.30          £57.70`].join('\n');

  test("'First payment | Then 11 ×' beside 'Annual': the annual column is the year's price, the others the plan", () => {
    const found = read(table('Your renewal'));
    expect(found.renewalPremium?.value).toBe('693.00');
  });

  test("near miss: a row the label gives to last year is last year's, never the renewal's", () => {
    const found = read(table('Last year'));
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual([undefined, '693.00']);
  });
});

describe("thousands set apart by a space ('£1 204.50')", () => {
  test.each([
    ['£1 204.50', '1204.50'],
    ['GBP 2 075.00', '2075.00'],
    ['1 318.60 GBP', '1318.60'],
  ])('%s is one amount, %s', (written, value) => {
    expect(findAmounts(`Premium ${written} now`).map((a) => a.value)).toEqual([value]);
  });

  test('near miss: two figures side by side, or a figure before a count, are never run together', () => {
    expect(findAmounts('Excess £250 500 miles').map((a) => a.value)).toEqual(['250']);
    expect(findAmounts('Compulsory £250 £250').map((a) => a.value)).toEqual(['250', '250']);
    expect(findAmounts('£1 204').map((a) => a.value)).toEqual(['1']);
  });

  test("a table's two years written so are both premiums", () => {
    const found = read(['                      Renewal          Last year', 'Annual premium       £1 204.50       £1 131.75'].join('\n'));
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['1204.50', '1131.75']);
  });
});

describe("the £ only in the column headings ('This year (£) | Last year (£)')", () => {
  const table = (premium: string) =>
    [
      '                                     Renewal (£)          Current (£)',
      `Annual premium                         ${premium}               611.25`,
      'Compulsory excess                         300                  300',
      'Voluntary excess                          150                  250',
      'Total excess                              450                  550',
    ].join('\n');

  test("each bare figure under a '(£)' heading is an amount, in its year's column", () => {
    const found = read(table('648.80'));
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['648.80', '611.25']);
    expect(all(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300', '150', '450']);
  });

  test('near miss: a figure standing under no heading, and whole numbers on a row that is no excess, stay bare', () => {
    const found = read(['                                     Renewal (£)          Current (£)', 'Annual premium     648.80', 'Annual mileage                           8000                 8000'].join('\n'));
    expect(found.renewalPremium).toBeUndefined();
    expect(found.previousPremium).toBeUndefined();
  });
});

describe("a 'Total' row under the excesses, named in its own words", () => {
  test("'Total (accidental damage, fire, theft)' under an 'Excess    Amount' heading is the whole excess", () => {
    const found = read(['Excess                              Amount', 'Compulsory                           £ 200', 'Voluntary                            £ 250', 'Total (accidental damage, fire, theft)  £ 450'].join('\n'));
    expect(found.totalExcess?.value).toBe('450');
  });

  test("'Total  350 GBP' under the kinds written with the currency after them", () => {
    const found = read(['Excess', 'Compulsory   200 GBP', 'Voluntary    150 GBP', 'Total        350 GBP'].join('\n'));
    expect(found.totalExcess?.value).toBe('350');
  });

  test("near miss: a 'Total' row under the premium's rows, not the excesses', is no excess", () => {
    const found = read(['Car insurance   612.00 GBP', 'Breakdown cover   45.00 GBP', 'Total           657.00 GBP', 'Compulsory excess 250 GBP'].join('\n'));
    expect(found.totalExcess).toBeUndefined();
  });

  test("near miss: under a heading that is a sentence about the excess, a damage row is not read as the whole excess", () => {
    const found = read(['Your excess is what you pay towards any claim, as set out in the policy booklet.', 'Accidental damage by a young driver   £ 500'].join('\n'));
    expect(found.totalExcess).toBeUndefined();
  });
});
