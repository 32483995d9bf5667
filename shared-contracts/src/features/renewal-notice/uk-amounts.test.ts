import { amountLines, findAmounts } from './uk-amounts';

const values = (text: string) => findAmounts(text).map((a) => a.value);

describe('findAmounts', () => {
  it.each([
    ['£1,234.56', '1234.56'],
    ['£689.90.', '689.90'],
    ['£250', '250'],
    ['£0', '0'],
    ['£1,000,000.00', '1000000.00'],
    ['£ 1,234 . 56', '1234.56'],
    ['£1,O34.5O', '1034.50'],
    ['£25O', '250'],
    ['GBP 689.90', '689.90'],
    ['£1234.5', '1234.5'],
  ])('reads %j as %s', (text, value) => {
    expect(values(`Total ${text} `)).toEqual([value]);
  });

  it('does not take a following word or list for part of the amount', () => {
    expect(values('Excess £250. Once paid')).toEqual(['250']);
    expect(values('between £5, 12 and £7')).toEqual(['5', '7']);
  });

  it('gives each amount its place, £ sign included', () => {
    expect(findAmounts('Premium £ 1,234 . 56 now')).toEqual([{ value: '1234.56', start: 8, end: 20 }]);
  });
});

describe('amountLines', () => {
  it('gives each line its own amounts, in order, and none that runs over a line break', () => {
    const text = 'Premium  £500.00\nIPT  £60.00  fee £25\n\nNo figures here\nTotal £585.00';
    const lines = amountLines(text);
    expect(lines.map((l) => l.amounts.map((a) => a.value))).toEqual([['500.00'], ['60.00', '25'], [], [], ['585.00']]);
    expect(lines.map((l) => text.slice(l.start, l.end))).toEqual(text.split('\n'));
  });
});

describe('an amount ending a sentence at a line end (set 41\'s Luker Rowe scan, in our own wording)', () => {
  test("'£500.' then the next line's '045 Windscreen' is £500, not £500.04", () => {
    expect(values('The total excess is therefore £500.\n045 Windscreen')).toEqual(['500']);
  });

  test("near miss: a point with a space before the pence on the same line still joins them ('£1,234 . 56')", () => {
    expect(values('Total £1,234 . 56 due')).toEqual(['1234.56']);
  });
});
