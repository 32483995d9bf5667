import { curveAges, percent, poundsAt, retainedShare, valueCurve, valueRange, yearlyLoss } from './depreciation';

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

// The worked examples in pounds (docs/depreciation.md): a Volkswagen Golf from £23,355 and a Toyota bZ4X from £41,169.
describe('poundsAt and valueRange', () => {
  it.each([
    [23_355, 1, false, 14_013, 12_600, 15_400],
    [23_355, 3, false, 9_342, 8_400, 10_300],
    [23_355, 5, false, 7_567, 6_800, 8_300],
    [41_169, 1, true, 23_384, 21_000, 25_700],
    [41_169, 3, true, 15_589, 14_000, 17_100],
    [41_169, 5, true, 12_627, 11_400, 13_900],
  ])('from £%i at %i years (EV %s): £%i, shown as £%i to £%i', (price, age, ev, pounds, low, high) => {
    expect(poundsAt(price, age, ev)).toBe(pounds);
    expect(valueRange(price, age, ev)).toEqual({ low, high });
  });

  it('never shows a range below £100', () => {
    expect(valueRange(500, 20, false)).toEqual({ low: 100, high: 100 });
  });
});

describe('valueCurve (the chart)', () => {
  it('gives one point per year from new to ten years, in pounds where the new price is known', () => {
    const curve = valueCurve(23_355, false, 5);
    expect(curve.map((p) => p.age)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(curve[0]).toEqual({ age: 0, share: 1, gbp: 23_355 });
    expect(curve[5]).toEqual({ age: 5, share: 0.324, gbp: 7_567 });
    for (const [i, p] of curve.entries()) if (i > 0) expect(p.gbp!).toBeLessThan(curve[i - 1]!.gbp!);
  });

  it('gives shares only for a model without a price, and reaches an older car\'s age', () => {
    const curve = valueCurve(null, true, 14);
    expect(curve).toHaveLength(15);
    expect(curve.every((p) => p.gbp === null)).toBe(true);
    expect(curve[1]!.share).toBe(0.568);
    expect(curveAges(null)).toHaveLength(11);
    expect(curveAges(40)).toHaveLength(21);
  });
});
