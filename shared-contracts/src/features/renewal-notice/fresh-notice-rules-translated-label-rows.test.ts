// A bilingual table printing each label twice, one language over the other, the value beside the first (set 39's FUW
// Insurance, in our own wording and Welsh; translated-label-rows.ts), with near misses: two pairs only, a second line
// holding a value of its own, a label's words running on in small letters.
import { translatedLabelRows } from './translated-label-rows';
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const ROWS = [
  'Rhif polisi                                  HLW/PC/5520193',
  'Policy number',
  'Cerbyd                                       Ford Kuga 1.5 EcoBoost Titanium / 5',
  'Vehicle                                      door (2020)',
  'Premiwm adnewyddu (gan gynnwys TPY)          £688.40',
  'Renewal premium (including IPT)',
  'Premiwm y llynedd (gan gynnwys TPY)          £655.10',
  "Last year's premium (including IPT)",
  'Tâl-dros-ben gorfodol                        £250',
  'Compulsory excess',
  'Tâl-dros-ben gwirfoddol                      £150',
  'Voluntary excess',
  'Cyfanswm tâl-dros-ben                        £400',
  'Total excess',
];

describe('a label in two languages, one over the other, the value beside the first', () => {
  test('each value is read with its own two labels, not the row above\'s second', () => {
    const found = read(ROWS.join('\n'));
    expect(found.policyNumber?.value).toBe('HLW/PC/5520193');
    expect(valuesOf(found, 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['688.40', '655.10', '250', '150', '400']);
  });

  test("a value wrapped in its cell ('door (2020)') stays on its own line in the value's column", () => {
    const lines = translatedLabelRows(ROWS.slice(2, 8).join('\n')).split('\n');
    expect(lines[0]).toMatch(/^Cerbyd \/ Vehicle +Ford Kuga/);
    expect(lines[1]!.trim()).toBe('door (2020)');
  });

  test('near miss: two pairs are too few to be such a table', () => {
    const two = ROWS.slice(8, 12).join('\n');
    expect(translatedLabelRows(two)).toBe(two);
  });

  test('near miss: a second line with an amount of its own is a row, not a translation', () => {
    const rows = ['Premium              £688.40', 'Tax                  £82.61', 'Excess               £250', 'Voluntary            £150', 'Total                £400', 'Fees                 £20'].join('\n');
    expect(translatedLabelRows(rows)).toBe(rows);
  });

  test("near miss: a label's words running on in small letters under it are its own, not another language", () => {
    const rows = ['Your renewal premium,     £688.40', 'including tax', 'Your compulsory           £250', 'excess', 'Your voluntary            £150', 'excess'].join('\n');
    expect(translatedLabelRows(rows)).toBe(rows);
  });

  test("near miss: labels wrapped in their cells, each value beside a line running on in small letters, are no pairs", () => {
    const wrapped = [
      '  including Insurance Premium Tax at the current rate   £884.20',
      '  Compulsory excess (set by your insurers; it',
      '  applies to every claim for damage to your car)        £300',
      '  Voluntary excess (chosen by you to lower',
      '  your premium, on top of the compulsory excess)        £200',
      '  Total excess payable on a claim for accidental',
    ].join('\n');
    expect(translatedLabelRows(wrapped)).toBe(wrapped);
  });
});
