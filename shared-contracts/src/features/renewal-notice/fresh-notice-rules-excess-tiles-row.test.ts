// Set 48's black-box renewal (ingenie): 'Your excess' over one row of three tiles, each amount over its caption ('£350
// £250  £600' over 'compulsory excess  voluntary excess  total excess'). In our own wording, with near misses.
import { readShortNotice as read } from './test-support/short-notice';

const excesses = (lines: string[]) => {
  const n = read(['Renewal date  9 May 2027', 'Your renewal price  £1,204.10', ...lines].join('\n'));
  return [n.compulsoryExcess?.value, n.voluntaryExcess?.value, n.totalExcess?.value];
};

describe('one row of excess tiles, each amount over its caption', () => {
  test('each amount is its caption\'s', () => {
    expect(excesses(['Your excess', '        £400                     £150                     £550', '    compulsory excess         voluntary excess           total excess'])).toEqual(['400', '150', '550']);
  });

  test('near miss: captions fewer than the amounts do not say which is which', () => {
    expect(excesses(['Your excess', '        £400                     £150                     £550', '    compulsory excess and voluntary excess'])).not.toEqual(['400', '150', '550']);
  });

  test('near miss: two tiles only are too few to be sure of', () => {
    expect(excesses(['Your excess', '        £400                     £150', '    compulsory excess         voluntary excess'])[0]).toBeUndefined();
  });
});
