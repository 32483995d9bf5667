// A plate wrapped in a narrow table cell under its 'Registration' heading (plates-set-apart.ts): the first half ends
// the cell (the date's cell beside it may run into it), the three letters alone right under it. In our own wording,
// with near misses.
import { findRegistration } from './identity-fields';

const table = (second: string) =>
  [
    'Your cover at a glance',
    'Start date    Registration  Level of cover   Model',
    '14/03/2027 LM23            Comprehensive    Fabia 1.0 TSI',
    second,
  ].join('\n');

describe("a plate wrapped in its narrow cell under 'Registration'", () => {
  test("'LM23' ending the row's cell, 'ZKT' alone right under it: LM23ZKT", () => {
    expect(findRegistration(table('              ZKT                            SE (2023)'))?.value).toBe('LM23ZKT');
  });

  test('near miss: three letters elsewhere on the next line are no part of it', () => {
    expect(findRegistration(table('                             ZKT             SE (2023)'))?.value).not.toBe('LM23ZKT');
  });

  test('near miss: a word starting under it is no plate half', () => {
    expect(findRegistration(table('              ZKTA                           SE (2023)'))?.value).not.toBe('LM23ZKT');
  });

  test("a scan's table border read into the cell ('|LM23') is no part of the plate", () => {
    const scanned = ['Item  Reg mark  Make / model', ' 001  |LM23    Skoda Fabia 1.0', '      ZKT      TSI SE'].join('\n');
    expect(findRegistration(scanned)?.value).toBe('LM23ZKT');
  });

  test("near miss: a border's cell holding more than the half ('|XLM23') gives no plate", () => {
    const scanned = ['Item  Reg mark  Make / model', ' 001  |XLM23   Skoda Fabia 1.0', '      ZKT      TSI SE'].join('\n');
    expect(findRegistration(scanned)?.value).not.toBe('LM23ZKT');
  });
});
