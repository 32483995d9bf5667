// The money rules fresh sets 18 and 19 asked for (mfe-policies read-notice/fresh-printed-notices-18.ts and -19.ts: a
// price re-quoted after a change, the year's price only in an instalment table, thousands set apart by a space, the £
// only in the column headings, a 'Total' excess row named otherwise), each in a few lines of our own, with a near miss
// that must not be taken.
import { reasonToCheck } from './certainty';
import { findAmounts } from './uk-amounts';
import { parseRenewalNotice, type RenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });
type Money = 'renewalPremium' | 'previousPremium' | 'compulsoryExcess' | 'voluntaryExcess' | 'totalExcess';
/** A field's value, with '?' when it asks for a tick. */
const shown = (found: RenewalNotice, field: Money) => {
  const f = found[field];
  return f && `${f.value}${reasonToCheck(f) ? '?' : ''}`;
};
const all = (found: RenewalNotice, ...fields: Money[]) => fields.map((field) => shown(found, field));

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
