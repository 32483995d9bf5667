// A box whose labels and values a layout read as one run, each label after the value before it (set 39's People's
// Choice, in our own wording): 'Voluntary excess' / '£200 Total excess' / '£450' (label-before.ts). With near misses:
// a sentence ending the line above, words after the value on its own line.
import { labelBefore } from './label-before';
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const BOX = ['Your renewal at a glance', 'Your new price, including IPT', '£512.40', 'Compulsory excess', '£250', 'Voluntary excess', '£200 Total excess', '£450'];

describe("a label read after the value before it ('£200 Total excess' / '£450')", () => {
  test('the value alone on the next line takes the words ending the line above as its label', () => {
    expect(valuesOf(read(BOX.join('\n')), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['250', '200', '450']);
  });

  test('near miss: a sentence ending the line above is no label', () => {
    const text = 'Your deposit is £200 Thank you.\n£450';
    expect(labelBefore(text, text.indexOf('£450')).text).toBe('');
  });

  test('near miss: a value with words after it on its own line does not take the words above', () => {
    const text = '£200 Total excess\n£450 a year';
    expect(labelBefore(text, text.indexOf('£450')).text).toBe('');
  });
});
