// Set 42's newsletter (Bullerwell): the renewal a narrow box among articles, its lines read on one line with the
// article beside them. 'Last year: £631.15' after another column's words and a wide gap is the box's own label.
import { readShortNotice as read, shown } from './test-support/short-notice';

const newsletter = (lastYearLine: string) =>
  read(
    [
      'Road safety news                             YOUR RENEWAL',
      'Dark evenings: check that all your           Premium including IPT: £702.18',
      lastYearLine,
      'It only takes a minute or two.             Excess: £350 in total',
    ].join('\n'),
  );

describe("'Last year: £X' in a narrow box beside an article, read on one line with the article's words", () => {
  test('after the article\'s words and a wide gap: last year\'s price, asking for a tick', () => {
    expect(shown(newsletter('lights work. If you have a                Last year: £688.40'), 'previousPremium')).toBe('688.40?');
  });

  test("after an amount in the article's words: still last year's price", () => {
    expect(shown(newsletter('lights work. A bulb costs £40 fitted.      Last year: £688.40'), 'previousPremium')).toBe('688.40?');
  });

  test('near miss: no wide gap, so the words run on from the article and it is not read', () => {
    expect(shown(newsletter('lights work. A bulb costs £40 fitted. Last year: £688.40'), 'previousPremium')).toBeUndefined();
  });
});
