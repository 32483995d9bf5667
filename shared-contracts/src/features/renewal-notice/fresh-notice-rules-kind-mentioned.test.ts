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

// Set 48's First Alternative letter: the compulsory excess in the cover table ('Compulsory £250' / 'excess'), then 'You
// chose a voluntary excess of £250, which is added to the compulsory excess, so for a claim for damage to your car
// you'd pay the first £500.'
describe("'added to the compulsory excess', the whole after 'for a claim ... pay the first'", () => {
  const read3 = (sentence: string) => {
    const n = read(['Renewal date  3 May 2027', 'Compulsory      £300', 'excess', 'Windscreen      £90', 'excess', sentence].join('\n'));
    return [n.compulsoryExcess?.value, n.voluntaryExcess?.value, n.totalExcess?.value];
  };

  test('the table\'s compulsory, the sentence\'s voluntary and its whole', () => {
    expect(read3("You chose a voluntary excess of £200, which is added to the compulsory excess, so for a claim for damage to your car you'd pay the first £500.")).toEqual(['300', '200', '500']);
  });

  test("near miss: a windscreen claim's first payment is no whole excess", () => {
    expect(read3("You chose a voluntary excess of £200, which is added to the compulsory excess. For a claim for windscreen damage you'd pay the first £90.")[2]).toBeUndefined();
  });
});

// Set 49's scanned SEIB letter: '... so in total you would pay the first £400 of such a' / 'claim.'
describe("'the first £X of such a' / 'claim': the whole excess, the line broken before 'claim'", () => {
  const whole = (sentence: string) =>
    read(['Renewal date  3 May 2027', 'A compulsory excess of £250 applies to any claim for accidental damage.', sentence].join('\n')).totalExcess?.value;

  test('read', () => {
    expect(whole('You also chose a voluntary excess of £100, so in total you would pay the first £350 of such a\nclaim.')).toBe('350');
  });

  test("near miss: 'the first £350 of the' / 'repair bill' names no claim, so no whole excess", () => {
    expect(whole('You also chose a voluntary excess of £100, so in total you would pay the first £350 of the\nrepair bill.')).toBeUndefined();
  });
});
