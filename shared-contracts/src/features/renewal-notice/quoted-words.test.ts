// The review quotes what the notice says: a bare figure the readers took as money (a '£' put in the gap before it,
// the net and tax columns blanked beside its gross) is quoted as the notice printed it (found-field.ts quotingFrom).
import { readShortNotice as read } from './test-support/short-notice';

/** A table's line: each [column, text] set at that character column (a text file's fixed-width layout). */
const at = (...cells: [number, string][]) => cells.reduce((line, [column, text]) => `${line.padEnd(column)}${text}`, '');

describe('the quote of a bare figure read as money', () => {
  test("a value under its small label is quoted with the label, without a '£' the notice did not print", () => {
    const found = read(['All amounts are in pounds and include Insurance Premium Tax.', 'RENEWAL PRICE', '402.12', 'COMPULSORY EXCESS', '350'].join('\n'));
    expect([found.renewalPremium?.snippet, found.compulsoryExcess?.snippet]).toEqual(['RENEWAL PRICE 402.12', 'COMPULSORY EXCESS 350']);
  });

  test("a premium schedule's row is quoted whole, its net and tax figures too", () => {
    const found = read(
      [
        'All figures are in pounds sterling.',
        at([0, 'Description'], [56, 'Net'], [75, 'IPT'], [91, 'Gross']),
        at([0, 'Car insurance'], [53, '540.00'], [72, '64.80'], [90, '604.80']),
      ].join('\n'),
    );
    expect(found.renewalPremium).toMatchObject({ value: '604.80', snippet: 'Car insurance 540.00 64.80 604.80' });
  });

  test("near miss: a '£' the notice printed stays in the quote", () => {
    expect(read('Your renewal premium: £402.12').renewalPremium?.snippet).toBe('Your renewal premium: £402.12');
  });
});
