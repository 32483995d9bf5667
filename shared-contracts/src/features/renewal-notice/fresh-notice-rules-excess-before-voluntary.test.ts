// Set 46's photographed Cornish Mutual notice: 'The excess for accidental damage is £200, and as you have chosen a
// voluntary excess of £100 you would pay the first £300 of a claim.' The compulsory excess is the figure the total and
// the voluntary make, printed in the same sentence before the voluntary one. In our own wording, with a near miss.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

const compulsory = (sentence: string) => {
  const found = read(['Renewal date  2 April 2027', 'Your renewal premium  £544.20', sentence].join('\n')).compulsoryExcess;
  return found && `${found.value}${reasonToCheck(found) ? '?' : ''}`;
};

describe('the compulsory excess as the figure the total and the voluntary make, named before the voluntary', () => {
  test('read, asking for a tick', () => {
    expect(compulsory('The excess for any damage to your car is £250, and as you have chosen a voluntary excess of £150 you would pay the first £400 of a claim.')).toBe('250?');
  });

  test('near miss: a figure after a kind named earlier on its line is not taken (which kind it is cannot be told)', () => {
    expect(compulsory('As you have chosen a voluntary excess of £150, the excess for any damage to your car is £250 and you would pay the first £400 of a claim.')).toBeUndefined();
  });
});
