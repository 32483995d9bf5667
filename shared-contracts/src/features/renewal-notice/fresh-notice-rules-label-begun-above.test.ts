// Row labels wrapped in their cells, the value beside the last line (set 41's Bishop Skinner, in our own wording;
// label-before.ts's labelBegunAbove), with near misses: a line above holding an amount, a sentence ending above.
import { labelBefore, labelBegunAbove } from './label-before';
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const GRID = [
  '  Date your renewed cover starts                        3rd May 2027',
  '  Premium for the year from 3rd May 2027,',
  '  including Insurance Premium Tax at the current rate   £884.20',
  '  Compulsory excess (set by your insurers; it',
  '  applies to every claim for damage to your car)        £300',
  '  Voluntary excess (chosen by you to lower',
  '  your premium, on top of the compulsory excess)        £200',
  '  Total excess payable on a claim for accidental',
  '                                                        £500',
  '  damage, fire or theft',
].join('\n');

describe('a row label wrapped in its cell, the value beside its last line', () => {
  test("the label begun on the line above: the premium's (ending with a comma) and the voluntary excess's (its bracket)", () => {
    expect(valuesOf(read(GRID), 'renewalPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['884.20', '300', '200', '500']);
  });

  test('near miss: a line above holding an amount, or ending a sentence, begins no label', () => {
    const withAmount = 'Premium last year £812.40,\nincluding tax   £884.20';
    expect(labelBegunAbove(withAmount, labelBefore(withAmount, withAmount.indexOf('£884.20')))).toBeNull();
    const sentence = 'Thank you for renewing.\nincluding tax   £884.20';
    expect(labelBegunAbove(sentence, labelBefore(sentence, sentence.indexOf('£884.20')))).toBeNull();
  });
});
