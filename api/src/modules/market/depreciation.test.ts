import { percent, retainedShare, yearlyLoss } from './depreciation';

// The worked examples of docs/depreciation.md.
describe('retainedShare and yearlyLoss (docs/depreciation.md)', () => {
  it.each([
    [0, false, '100%', '40%'],
    [1, false, '60%', '18%'],
    [2, false, '49%', '18%'],
    [3, false, '40%', '10%'],
    [5, false, '32%', '10%'],
    [10, false, '19%', '10%'],
    [0, true, '100%', '43%'],
    [1, true, '57%', '18%'],
    [3, true, '38%', '10%'],
  ])('age %i, EV %s: keeps %s, loses %s in the coming year', (age, ev, kept, loss) => {
    expect(percent(retainedShare(age, ev))).toBe(kept);
    expect(percent(yearlyLoss(age, ev))).toBe(loss);
  });

  it("meets the AA's rule of thumb at three years for a petrol or diesel car", () => {
    expect(retainedShare(3, false)).toBeCloseTo(0.4, 10);
  });
});
