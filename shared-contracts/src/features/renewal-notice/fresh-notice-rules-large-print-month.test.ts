// A price printed large with its small 'a month' well to the right on the line under it (label-before.ts's wordsAfter;
// set 40's Shield Total, in our own wording), with the near misses of a capitalised next line and words far off in
// another column.
import { wordsAfter } from './label-before';
import { readShortNotice as read, shownAll } from './test-support/short-notice';

const LARGE = (under: string) => [
  'Policy KP/55012/M for your Ford Focus, registration YK19 PLV, renews on 9 March 2027.',
  '                            Your renewal price',
  '                         £48.90',
  under,
  '        Paid over 12 months, total payable £586.80 including interest of £32.40.',
  '                  Price for the year paid at once: £554.40, including IPT.',
  'The year just ending cost you £531.10, so your price has risen by £23.30.',
].join('\n');

describe("a large price with 'a month' beside its foot", () => {
  test("'a month' starting well right of the figure, on the next line, makes it the monthly price, not the year's", () => {
    const found = read(LARGE('                                                    a month'));
    expect(shownAll(found, 'renewalPremium', 'previousPremium')).toEqual(['554.40', '531.10']);
  });

  test('near miss: a next line beginning with a capital is another line of the letter, not the figure\'s words', () => {
    const text = '          £48.90\n                                   Monthly plan below';
    expect(wordsAfter(text, text.indexOf('£48.90') + 6)).toBe('');
  });

  test('near miss: lower-case words far off to the right belong to another column', () => {
    const text = '          £48.90\n                                                                   a month';
    expect(wordsAfter(text, text.indexOf('£48.90') + 6)).toBe('');
    const near = '          £48.90\n                                   a month';
    expect(wordsAfter(near, near.indexOf('£48.90') + 6)).toBe(' a month');
  });
});
