// Set 54's Autonet letter: a broker's table of the renewal and two alternative quotes, then under it 'Last year you paid
// £742.18, so your renewal is £32.22 more.', a sentence whose clause after the comma is no gap between two cells.
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const table = (firstRow: string, mark: string) =>
  read(
    [
      'Your car insurance for your Kia Sportage 1.6 T-GDi, registration DG20 BVO, is due for',
      'renewal on 28/02/2027. Your current insurer has offered renewal terms, and we have also',
      'searched our panel for you.',
      '                                Annual premium      Compulsory / voluntary          Total',
      '                                        (inc. IPT)                   excess       excess',
      `${firstRow}                             £774.40                 £250 / £250        £500`,
      mark,
      'Alternative quote 1                       £759.95                £250 / £350        £600',
      'Alternative quote 2                       £812.35                £400 / £100        £500',
      'Last year you paid £742.18, so your renewal is £32.22 more. Alternative quote 1 is cheaper but',
      'has a higher excess and no courtesy car; we recommend you renew with your current insurer.',
    ].join('\n'),
  );

describe('a sentence under a table of quotes is no row of it', () => {
  test("'Last year you paid £742.18, so your renewal is £32.22 more.' under the table: the renewal's row gives the price, the sentence last year's", () => {
    expect(valuesOf(table('Your renewal', ''), 'renewalPremium', 'previousPremium')).toEqual(['774.40', '742.18']);
  });

  test("its '£32.22' is never read from the excess columns above it", () => {
    expect(valuesOf(table('Your renewal', '(recommended)'), 'compulsoryExcess')).not.toEqual(['32.22']);
  });

  test("near miss: figures set apart by a comma and one word ('£250, and  £150') are still a row's cells", () => {
    const found = read(['Compulsory excess      Voluntary excess', '£250, and             £150'].join('\n'));
    expect(valuesOf(found, 'compulsoryExcess', 'voluntaryExcess')).toEqual(['250', '150']);
  });
});
