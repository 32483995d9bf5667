import { CAR_MAKES } from '@renewly/shared-contracts/features/vehicle-data';
import { VEHICLES_V2 } from './data/vehicles.v2';
import { VEHICLES_V1 } from './data/vehicles.v1';
import { competitorsOf, findVehicle } from './market-dataset';

// Checks the committed dataset module (scripts/build-vehicle-facts.mjs writes it), never the facts folder outside.
describe('the market dataset (vehicles.v2)', () => {
  const formModels = CAR_MAKES.flatMap((m) => m.models.map((model) => [m.make, model] as const));

  it('covers the 25 makes x 10 models of the policy form', () => {
    expect(formModels).toHaveLength(250);
    expect(VEHICLES_V2).toHaveLength(250);
  });

  it.each(formModels)('has an entry for %s %s, with the segment and electric-only flag of v1', (make, model) => {
    const entry = findVehicle(make, model);
    expect(entry).not.toBeNull();
    const v1 = VEHICLES_V1.find((v) => v.make === make && v.model === model)!;
    expect({ segment: entry!.segment, ev: entry!.ev }).toEqual({ segment: v1.segment, ev: v1.ev });
  });

  const facts = VEHICLES_V2.flatMap((v) => [
    ...(v.newPrice ? [[`${v.make} ${v.model} new price`, v.newPrice] as const] : []),
    ...v.knownIssues.map((f, i) => [`${v.make} ${v.model} issue ${i + 1}`, f] as const),
    ...v.modelUpdates.map((f, i) => [`${v.make} ${v.model} update ${i + 1}`, f] as const),
  ]);

  it('holds sourced facts', () => {
    expect(VEHICLES_V2.filter((v) => v.newPrice).length).toBeGreaterThan(10);
    expect(VEHICLES_V2.filter((v) => v.knownIssues.length > 0).length).toBeGreaterThan(5);
    expect(facts.length).toBeGreaterThan(50);
  });

  it.each(facts)('%s has an http(s) source and the date it was read', (_, fact) => {
    expect(['http:', 'https:']).toContain(new URL(fact.source).protocol);
    expect(fact.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(fact.read))).toBe(false);
  });

  it('gives every price as a positive whole number of pounds, with when it applied', () => {
    for (const v of VEHICLES_V2) {
      if (!v.newPrice) continue;
      expect(Number.isInteger(v.newPrice.gbp) && v.newPrice.gbp > 0).toBe(true);
      expect(v.newPrice.asOf).toMatch(/^\d{4}/);
    }
  });

  it('gives every issue and update a summary, and every update a year', () => {
    for (const v of VEHICLES_V2) {
      for (const i of v.knownIssues) expect(i.summary.length).toBeGreaterThan(10);
      for (const u of v.modelUpdates) {
        expect(u.summary.length).toBeGreaterThan(5);
        expect(u.year).toBeGreaterThan(1950);
      }
    }
  });

  it('finds entries whatever the case, and names competitors of the same segment from other makes', () => {
    const focus = findVehicle('ford', 'FOCUS')!;
    expect(focus.segment).toBe('Small family car');
    const rivals = competitorsOf(focus);
    expect(rivals.length).toBeGreaterThan(0);
    for (const r of rivals) {
      expect(r.startsWith('Ford ')).toBe(false);
      const entry = VEHICLES_V2.find((v) => `${v.make} ${v.model}` === r);
      expect(entry?.segment).toBe('Small family car');
    }
  });

  it('prefers rivals whose new price is within about 25% when both are known', () => {
    // The Toyota RAV4 (£23,695): the Kia Sportage (£26,745), Range Rover Evoque (£29,195), Nissan Qashqai (£17,795)
    // and Renault Kadjar (£17,985) are Family SUVs within 25%, in the makes' order after Toyota; then the next make's
    // first family SUV (the Vauxhall Grandland, no price).
    const rav4 = findVehicle('Toyota', 'RAV4')!;
    expect(competitorsOf(rav4)).toEqual(['Kia Sportage', 'Land Rover Range Rover Evoque', 'Nissan Qashqai', 'Renault Kadjar', 'Vauxhall Grandland']);
    // The Toyota Corolla (£30,210) and the Volkswagen Golf (£23,355) are within 25% of each other: the Golf comes
    // first among the Corolla's rivals, ahead of the makes that come before it in the usual order.
    const corolla = findVehicle('Toyota', 'Corolla')!;
    expect(competitorsOf(corolla)[0]).toBe('Volkswagen Golf');
  });

  // Issue 37 (14): the facts of all 25 makes. Every make the policy form offers has sourced facts for most of its models.
  it.each(CAR_MAKES.map((m) => [m.make, m.models] as const))('holds sourced facts for the form\'s make %s', (make, models) => {
    const withFacts = models.filter((model) => {
      const v = findVehicle(make, model)!;
      return v.newPrice !== null || v.knownIssues.length > 0 || v.modelUpdates.length > 0;
    });
    expect(withFacts.length).toBeGreaterThanOrEqual(8);
  });

  it('takes its makes from the form: 25, each with models with a price, an issue or an update', () => {
    expect(CAR_MAKES).toHaveLength(25);
    expect([...new Set(VEHICLES_V2.map((v) => v.make))]).toEqual(CAR_MAKES.map((m) => m.make));
    expect(VEHICLES_V2.filter((v) => v.newPrice).length).toBeGreaterThanOrEqual(83);
    expect(VEHICLES_V2.filter((v) => v.knownIssues.length > 0).length).toBeGreaterThanOrEqual(129);
    expect(VEHICLES_V2.filter((v) => v.modelUpdates.length > 0).length).toBeGreaterThanOrEqual(222);
  });

  it('answers null for a model it does not hold', () => {
    expect(findVehicle('Ford', 'Model T')).toBeNull();
  });
});
