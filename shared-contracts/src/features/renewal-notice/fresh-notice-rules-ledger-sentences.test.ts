// A ledger's sentence under its rows (set 38's Cooke & Mason, in our own wording): a sentence runs on past an
// abbreviation's full stop ('(incl. IPT): 988.40'), and a change ending its sentence ('Change: +53.78.') confirms both
// premiums when it agrees. With near misses. '?' marks a tick asked.
import { readShortNotice as read, shownAll, valuesOf } from './test-support/short-notice';

const ROW = 'Renewal premium, private car (incl. IPT)              1,042.18 DR';

describe("a ledger's sentence of last year's premium and the change", () => {
  test("'Last year's premium, private car (incl. IPT): 988.40. Change: +53.78.': both premiums, sure", () => {
    const found = read([ROW, "Last year's premium, private car (incl. IPT): 988.40. Change: +53.78."].join('\n'));
    expect(shownAll(found, 'renewalPremium', 'previousPremium')).toEqual(['1042.18', '988.40']);
  });

  test('near miss: a change that does not agree confirms nothing', () => {
    const found = read([ROW, "Last year's premium, private car (incl. IPT): 988.40. Change: +35.78."].join('\n'));
    expect(shownAll(found, 'renewalPremium', 'previousPremium')).toEqual(['1042.18?', '988.40?']);
  });

  test("near miss: a sentence naming no premium gives its figure to none", () => {
    expect(valuesOf(read([ROW, 'Your car was valued (incl. VAT) at 9,988.40 last year.'].join('\n')), 'previousPremium')).toEqual([undefined]);
  });
});
