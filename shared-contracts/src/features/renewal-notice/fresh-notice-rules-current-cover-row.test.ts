// Set 44's broker quotation (PIB): a table of two covers, each row a premium and three excesses, the renewal's row
// marked in its label ('Comprehensive (your current cover)'). And rows of one price each, one marked, over the
// letter's sentences: the sentences are no rows of the table.
import { readShortNotice as read, shownAll, valuesOf } from './test-support/short-notice';

describe("a table of covers whose renewal row is marked in its label ('(your current cover)')", () => {
  const table = (mark: string) =>
    read(
      [
        ' Cover                                     Annual premium incl. IPT  Compulsory excess  Voluntary excess  Total excess',
        ` Comprehensive ${mark.padEnd(28)}£712.30               £300          £150           £450`,
        ' Third party, fire and theft               £758.90               £300          £250           £550',
      ].join('\n'),
    );

  test("that row's premium and excesses", () => {
    expect(valuesOf(table('(your current cover)'), 'renewalPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['712.30', '300', '150', '450']);
  });

  test('near miss: no row marked, so no row of the table is read as the renewal\'s', () => {
    expect(shownAll(table(''), 'voluntaryExcess', 'totalExcess')).toEqual([undefined, undefined]);
  });
});

describe("rows of one price each, one marked '(your current level)', over the letter's sentences", () => {
  test("the sentences' figures stay: last year's comparable premium is still read", () => {
    const found = read(
      [
        'Essential                                          from £601.00',
        'Standard (your current level)                           £655.20',
        'Premier                                                 £733.45',
        "We'll renew you on Standard at £655.20 unless you choose another level.",
        "Last year's comparable premium is £630.75.",
      ].join('\n'),
    );
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['655.20', '630.75']);
  });
});
