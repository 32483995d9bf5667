// Set 47's scanned Royton letter: 'In addition you chose a voluntary excess of £100, which applies on top of the
// compulsory excess.' The compulsory excess is only mentioned (its amount is in the sentence before): the sentence
// still pairs 'voluntary' with £100. In our own wording, with near misses.
import { readShortNotice as read } from './test-support/short-notice';

const excesses = (second: string) => {
  const n = read(['Renewal date  3 May 2027', 'Your policy has a compulsory excess of £350 for any damage claim.', second].join('\n'));
  return [n.compulsoryExcess?.value, n.voluntaryExcess?.value];
};

describe('a kind of excess mentioned as the one another is added to', () => {
  test("'... voluntary excess of £150, which applies on top of the compulsory excess': the voluntary is £150", () => {
    expect(excesses('You also chose a voluntary excess of £150, which applies on top of the compulsory excess.')).toEqual(['350', '150']);
    expect(excesses('You also chose a voluntary excess of £150, payable in addition to your compulsory excess.')).toEqual(['350', '150']);
  });

  test('near miss: the other kind with its own amount after it is still paired with that amount', () => {
    const n = read(['Renewal date  3 May 2027', 'You chose a voluntary excess of £150 as well as the compulsory excess of £200.'].join('\n'));
    expect([n.compulsoryExcess?.value, n.voluntaryExcess?.value]).toEqual(['200', '150']);
  });
});
