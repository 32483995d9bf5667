import { marketTrendsSchema, splitCompetitorModels, splitKnownIssues } from '@renewly/shared-contracts/features/market';
import { findVehicle } from './market-dataset';
import { computeTrends, priceDate, type TrendFacts } from './market-trends.compute';

const now = new Date('2026-11-23T09:00:00Z');
const facts = (overrides: Partial<TrendFacts> = {}): TrendFacts => ({
  make: 'Ford',
  model: 'Focus',
  motExpiryDate: '2026-12-10',
  roadTaxExpiryDate: '2026-10-01',
  entry: findVehicle('Ford', 'Focus'),
  age: { years: 5, from: 'plate' },
  mot: null,
  now,
  ...overrides,
});

describe('computeTrends', () => {
  it('gives value as a share of the new price when no price is recorded, and alerts from the policy dates', () => {
    const t = computeTrends(facts());
    expect(t.lastUpdated).toBe(now.toISOString());
    expect(t.currentValue).toBe(
      'No new price is recorded for the Ford Focus, so no pound figure is given: at its age (5 years old, from its plate) a car like it keeps about 32% of its price when new (petrol/diesel profile).',
    );
    expect(t.depreciationRate).toContain('About 10% of its value may go in the coming year');
    expect(t.insights!.estimate).toBeNull();
    expect(t.insights!.curve.every((p) => p.gbp === null)).toBe(true);
    expect(t.maintenanceAlerts).toContain('MOT: due on 10/12/2026, in 17 days.');
    expect(t.maintenanceAlerts).toContain('Road tax: expired on 01/10/2026 (53 days ago).');
    expect(t.maintenanceAlerts).toContain('no DVSA MOT history is shown (not configured, or no answer for this car)');
    expect(t.bestSellingMonths).toContain('March and September');
    expect(t.marketAnalysis).toContain('Small family car');
  });

  it('says the age is unknown rather than guessing it', () => {
    expect(computeTrends(facts({ age: null })).currentValue).toBe(
      "No value is estimated: the car's age cannot be read from its plate and no registration lookup is held.",
    );
  });

  it('splits into blocks and badges as the page expects', () => {
    const t = computeTrends(facts());
    expect(splitKnownIssues(t.knownIssues)[0]).toBe('No model-specific issue is recorded for the Ford Focus.');
    expect(splitKnownIssues(t.knownIssues).length).toBe(3);
    expect(splitCompetitorModels(t.competitorModels)).toEqual(['Honda Civic', 'Hyundai i30', 'Kia Ceed', 'Lexus CT', 'Mazda Mazda3']);
  });

  it('adds the MOT history when DVSA answered', () => {
    const t = computeTrends(
      facts({
        mot: {
          registration: 'AB12CDE',
          outstandingRecall: 'Yes',
          lastTest: { date: '2025-12-01', result: 'PASSED', advisories: 1, failures: 0, defects: ['Tyre worn close to legal limit (ADVISORY)'] },
          mileage: [
            { date: '2023-12-01', value: 30000, unit: 'mi' },
            { date: '2025-12-01', value: 52000, unit: 'mi' },
          ],
        },
      }),
    );
    expect(t.maintenanceAlerts).toContain('Last MOT (DVSA): PASSED on 01/12/2025, 1 advisories, 0 failures.');
    expect(t.maintenanceAlerts).toContain('30,000 mi in 2023, 52,000 mi in 2025');
    expect(splitKnownIssues(t.knownIssues)[0]).toContain('Outstanding recall (DVSA): yes');
    expect(t.knownIssues).toContain('- Tyre worn close to legal limit (ADVISORY)');
  });

  it('names no segment or competitors for a model outside the dataset', () => {
    const t = computeTrends(facts({ model: 'Model T', entry: null }));
    expect(t.competitorModels).toBe('');
    expect(t.marketAnalysis).toBe('The Ford Model T is not in our list of models, so no segment or similar models are given.');
    expect(t.currentValue).toContain('is not in our list of models, so no new price is known');
    expect(t.insights!.known).toBe(false);
  });

  it('gives the value of a model with a sourced price in pounds, with what it rests on', () => {
    const t = computeTrends(facts({ make: 'Volkswagen', model: 'Golf', entry: findVehicle('Volkswagen', 'Golf') }));
    expect(t.currentValue).toBe(
      "About £6,800 to £8,300.\nFrom a new price of £23,355 (2020, carenthusiast.com) and the car's age (5 years old, from its plate); an estimate, not a valuation.",
    );
    expect(t.depreciationRate).toMatch(/^About 10% of its value \(about £800\) may go in the coming year/);
    const i = t.insights!;
    expect(i.estimate).toEqual({ low: 6_800, high: 8_300 });
    expect(i.newPrice).toMatchObject({ gbp: 23_355, asOf: '2020', publisher: 'carenthusiast.com', read: '2026-11-24' });
    expect(i.curve[5]).toEqual({ age: 5, share: 0.324, gbp: 7_567 });
    expect(i.knownIssues).toHaveLength(1);
    expect(i.knownIssues[0]).toMatchObject({ publisher: 'Motor1', source: 'https://www.motor1.com/news/465863/vw-golf-8-new-recall/' });
    expect(splitKnownIssues(t.knownIssues)[0]).toMatch(/^Early cars needed software fixes.*\nApplies to: Mk8 built up to June 2020 \(European cars\)\.\nSource: Motor1$/s);
    expect(t.knownIssues).not.toContain('No model-specific issue');
    expect(i.modelUpdates.map((u) => u.year)).toEqual([2020, 2020]);
    expect(t.newModelUpdates.split('\n')[0]).toBe(
      "2020: Eighth-generation Golf arrived in the UK on an updated version of the Mk7's platform with reworked engines. (Source: Autocar)",
    );
  });

  it('sorts model updates newest first, and says when none is recorded', () => {
    const swift = computeTrends(facts({ make: 'Suzuki', model: 'Swift', entry: findVehicle('Suzuki', 'Swift') }));
    expect(swift.insights!.modelUpdates.map((u) => u.year)).toEqual([2024, 2017, 2005]);
    expect(swift.insights!.newPrice!.asOf).toBe('August 2024');
    const id4 = computeTrends(facts({ make: 'Volkswagen', model: 'ID.4', entry: findVehicle('Volkswagen', 'ID.4') }));
    expect(id4.newModelUpdates).toMatch(/^No model updates are recorded for the Volkswagen ID\.4\./);
    expect(id4.currentValue).toContain('(electric profile)');
  });

  it('reads well at under a year old, without an age, and for an unknown model without an age', () => {
    const golf = { make: 'Volkswagen', model: 'Golf', entry: findVehicle('Volkswagen', 'Golf') };
    expect(computeTrends(facts({ ...golf, age: { years: 0, from: 'lookup' } })).currentValue).toContain(
      "the car's age (under a year old, from the registration lookup)",
    );
    const noAge = computeTrends(facts({ ...golf, age: null }));
    expect(noAge.currentValue).toBe(
      "No value is estimated: the car's age cannot be read from its plate and no registration lookup is held. New, it cost from £23,355 (2020, carenthusiast.com).",
    );
    expect(noAge.insights!.estimate).toBeNull();
    const unknown = computeTrends(facts({ make: 'Ford', model: 'Model T', entry: null, age: null }));
    expect(unknown.currentValue).toMatch(/^The Ford Model T is not in our list of models, and no value is estimated/);
  });

  it('writes no dataset names, undefined or NaN in any text, and answers well-formed trends', () => {
    const cases = [
      facts(),
      facts({ make: 'Volkswagen', model: 'Golf', entry: findVehicle('Volkswagen', 'Golf') }),
      facts({ make: 'Toyota', model: 'bZ4X', entry: findVehicle('Toyota', 'bZ4X'), age: { years: 1, from: 'lookup' } }),
      facts({ make: 'Nope', model: 'Nothing', entry: null, age: null, motExpiryDate: null, roadTaxExpiryDate: null }),
    ];
    for (const f of cases) {
      const t = computeTrends(f);
      expect(marketTrendsSchema.strict().safeParse(t).success).toBe(true);
      const { insights, ...fields } = t;
      const i = insights!;
      const words = [i.newPrice?.asOf, i.newPrice?.publisher, ...i.knownIssues.flatMap((x) => [x.summary, x.applies, x.publisher])];
      const texts = JSON.stringify([...Object.values(fields), ...words.filter((w) => w !== undefined), ...i.modelUpdates.map((u) => u.summary)]);
      expect(texts).not.toMatch(/vehicles\.v\d|dataset|undefined|NaN|\bnull\b/);
      expect(texts.toLowerCase()).not.toContain('dataset');
    }
  });

  it('turns the source\'s price dates into words', () => {
    expect(priceDate('2024-08')).toBe('August 2024');
    expect(priceDate('2017-18 (sixth-generation launch)')).toBe('2017-18, sixth-generation launch');
    expect(priceDate('2020')).toBe('2020');
  });
});
