// A grid of the excesses, the kinds as columns over rows of claim types, its figures bare (excess-bare-rows.ts, read by
// column-table.ts). In our own wording, with a near miss.
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const EXCESSES = ['compulsoryExcess', 'voluntaryExcess', 'totalExcess'] as const;

describe('a grid of the excesses with bare figures', () => {
  test("'Compulsory  Voluntary  Total' over 'Accidental damage  350  250  600'", () => {
    const found = read([
      'Renewal premium   £1,102.40',
      'Excesses',
      '                              Compulsory        Voluntary          Total',
      'Accidental damage                    350              250            600',
      'Fire and theft                       350              250            600',
      'Windscreen replacement               125                -            125',
    ].join('\n'));
    expect(valuesOf(found, ...EXCESSES)).toEqual(['350', '250', '600']);
  });

  test("a boxed printout's 'CMP XS  VOL XS  TOT XS'", () => {
    const found = read([
      'PREMIUM (STERLING)   RENEWAL PREMIUM  612.40',
      '| SECTION              LIMIT            CMP XS     VOL XS     TOT XS   |',
      '| ACCIDENTAL DAMAGE    MARKET VALUE        300        150        450   |',
      '| THEFT                MARKET VALUE        300        150        450   |',
    ].join('\n'));
    expect(valuesOf(found, ...EXCESSES)).toEqual(['300', '150', '450']);
  });

  test('near miss: the same rows under headings that name no kind of excess are no excesses', () => {
    const found = read([
      'Renewal premium   £1,102.40',
      'Excesses',
      '                              Limit             Sum insured        Term',
      'Accidental damage                    350              250            600',
    ].join('\n'));
    expect(valuesOf(found, ...EXCESSES)).toEqual([undefined, undefined, undefined]);
  });
});
