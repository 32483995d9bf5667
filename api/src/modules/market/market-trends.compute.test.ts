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
  age: { years: 5, year: 2021, from: 'plate' },
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
    expect(splitKnownIssues(t.knownIssues)[0]).toMatch(/\nApplies to: Mk4 pre-facelift \(2018-2022\)\.\nSource: Carbuyer$/);
    // The Focus's other issue is of 2011-2014 cars: set apart for this 2021 car.
    expect(splitKnownIssues(t.knownIssues).length).toBe(5);
    expect(splitKnownIssues(t.knownIssues)[1]).toBe('Other versions of this model');
    const puma = computeTrends(facts({ model: 'Puma', entry: findVehicle('Ford', 'Puma') }));
    expect(splitKnownIssues(puma.knownIssues)[0]).toBe('No model-specific issue is recorded for the Ford Puma.');
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
    expect(splitKnownIssues(t.knownIssues)[1]).toContain('Outstanding recall (DVSA): yes');
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
    // The Golf's one issue applies to Mk8s built up to June 2020: a 2021 car's is set apart as another version's.
    expect(i.knownIssues).toHaveLength(1);
    expect(i.knownIssues[0]).toMatchObject({ publisher: 'Motor1', source: 'https://www.motor1.com/news/465863/vw-golf-8-new-recall/', otherVersion: true });
    const blocks = splitKnownIssues(t.knownIssues);
    expect(blocks[0]).toBe('No model-specific issue is recorded for this version of the Volkswagen Golf.');
    expect(blocks[1]).toBe('Other versions of this model');
    expect(blocks[2]).toMatch(/^Early cars needed software fixes.*\nApplies to: Mk8 built up to June 2020 \(European cars\)\.\nSource: Motor1$/s);
    expect(i.modelUpdates.map((u) => u.year)).toEqual([2020, 2020]);
    expect(t.newModelUpdates.split('\n')[0]).toBe(
      "2020: Eighth-generation Golf arrived in the UK on an updated version of the Mk7's platform with reworked engines. (Source: Autocar)",
    );
  });

  it('sorts model updates newest first, and says when none is recorded', () => {
    const swift = computeTrends(facts({ make: 'Suzuki', model: 'Swift', entry: findVehicle('Suzuki', 'Swift'), age: { years: 2, year: 2024, from: 'lookup' } }));
    expect(swift.insights!.modelUpdates.map((u) => u.year)).toEqual([2024, 2017, 2005]);
    expect(swift.insights!.newPrice!.asOf).toBe('August 2024');
    const id4 = computeTrends(facts({ make: 'Volkswagen', model: 'ID.4', entry: findVehicle('Volkswagen', 'ID.4') }));
    expect(id4.newModelUpdates).toMatch(/^No model updates are recorded for the Volkswagen ID\.4\./);
    expect(id4.currentValue).toContain('(electric profile)');
  });

  it('reads well at under a year old, without an age, and for an unknown model without an age', () => {
    const golf = { make: 'Volkswagen', model: 'Golf', entry: findVehicle('Volkswagen', 'Golf') };
    expect(computeTrends(facts({ ...golf, age: { years: 0, year: 2026, from: 'lookup' } })).currentValue).toContain(
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
      facts({ make: 'Toyota', model: 'bZ4X', entry: findVehicle('Toyota', 'bZ4X'), age: { years: 1, year: 2025, from: 'lookup' } }),
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
    expect(priceDate('2016-05 (fourth generation)')).toBe('May 2016, fourth generation');
  });
});

describe('a new price only within the car\'s own generation (issue 37, 15)', () => {
  const rav4 = { make: 'Toyota', model: 'RAV4', entry: findVehicle('Toyota', 'RAV4') };
  it('gives no pounds for a 2023 RAV4, whose recorded price is of the 2016 fourth generation', () => {
    const t = computeTrends(facts({ ...rav4, age: { years: 3, year: 2023, from: 'plate' } }));
    expect(t.currentValue).toBe(
      "No new price is recorded for this car's year (2023): the one recorded for the Toyota RAV4 (May 2016, fourth generation) is for another generation, so no pound figure is given. At its age (3 years old, from its plate) a car like it keeps about 40% of its price when new (petrol/diesel profile).",
    );
    expect(t.insights!.estimate).toBeNull();
    expect(t.insights!.newPrice).toBeNull();
    expect(t.insights!.curve.every((p) => p.gbp === null)).toBe(true);
    expect(JSON.stringify(t)).not.toContain('£');
  });

  it('gives pounds for a 2016 RAV4, of the price\'s generation', () => {
    const t = computeTrends(facts({ ...rav4, age: { years: 10, year: 2016, from: 'plate' } }));
    expect(t.currentValue).toMatch(/^About £\d,\d00 to £\d,\d00\.\nFrom a new price of £23,695 \(May 2016, fourth generation;/);
    expect(t.insights!.newPrice).toMatchObject({ gbp: 23_695 });
  });

  it('gives no pounds for a 2019 Golf from the 2020 Mk8 price, and pounds for a 2020 one', () => {
    const golf = { make: 'Volkswagen', model: 'Golf', entry: findVehicle('Volkswagen', 'Golf') };
    const mk7 = computeTrends(facts({ ...golf, age: { years: 7, year: 2019, from: 'lookup' } }));
    expect(mk7.currentValue).toMatch(/^No new price is recorded for this car's year \(2019\)/);
    expect(JSON.stringify(mk7)).not.toContain('£');
    const mk8 = computeTrends(facts({ ...golf, age: { years: 6, year: 2020, from: 'lookup' } }));
    expect(mk8.insights!.estimate).not.toBeNull();
  });
});

describe('known issues of other versions set apart (issue 37, 16)', () => {
  const kuga = { make: 'Ford', model: 'Kuga', entry: findVehicle('Ford', 'Kuga') };
  it('lists first those whose applies-to covers the car\'s year, then the others under their heading', () => {
    const t = computeTrends(facts({ ...kuga, age: { years: 12, year: 2014, from: 'plate' } }));
    const issues = t.insights!.knownIssues;
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((i) => i.otherVersion)).toBe(true); // every recorded Kuga issue is of 2008-2013 cars
    const older = computeTrends(facts({ ...kuga, age: { years: 16, year: 2010, from: 'plate' } }));
    expect(older.insights!.knownIssues.every((i) => !i.otherVersion)).toBe(true);
    expect(older.knownIssues).not.toContain('Other versions of this model');
  });

  it('orders a mixed list: the car\'s own, then the other versions\'', () => {
    const fiesta = { make: 'Ford', model: 'Fiesta', entry: findVehicle('Ford', 'Fiesta') };
    const t = computeTrends(facts({ ...fiesta, age: { years: 6, year: 2020, from: 'plate' } }));
    expect(t.insights!.knownIssues.map((i) => [i.applies, i.otherVersion])).toEqual([
      ['2017-2023 (final generation)', false],
      ['2008-2013 generation (single owner review)', true],
    ]);
    const blocks = splitKnownIssues(t.knownIssues);
    const heading = blocks.indexOf('Other versions of this model');
    expect(blocks[0]).toContain('Applies to: 2017-2023 (final generation).');
    expect(heading).toBeGreaterThan(0);
    expect(blocks[heading + 1]).toContain('Applies to: 2008-2013 generation (single owner review).');
  });
});
