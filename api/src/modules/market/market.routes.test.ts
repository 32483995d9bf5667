import request from 'supertest';
import { addDays, londonToday } from '@renewly/shared-contracts';
import { marketTrendsItemSchema, marketTrendsSchema, splitKnownIssues } from '@renewly/shared-contracts/features/market';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { DATASET_VERSION } from './market-dataset';
import { MarketTrendsModel } from './market-trends.model';
import { hasTrendsFromOtherDataset, refreshAllTrends } from './market.service';

let t: TestApp;
let alice: SignedInAgent;
let bob: SignedInAgent;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.clearDatabase();
  alice = await signUpAndLogIn(t.app, { firstName: 'Alice' });
  bob = await signUpAndLogIn(t.app, { firstName: 'Bob' });
});

const form = (overrides: Record<string, unknown> = {}) => ({
  registrationNumber: 'AB21CDE',
  carManufacturer: 'Volkswagen',
  carModel: 'Golf',
  insurer: 'Aviva',
  renewalDate: addDays(londonToday(), 40),
  motExpiryDate: addDays(londonToday(), 20),
  isActive: true,
  ...overrides,
});

async function createPolicy(agent: SignedInAgent, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await agent.post('/api/policies').send(form(overrides));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body.id as string;
}

const trendsOf = async (agent: SignedInAgent) => {
  const res = await agent.get('/api/market-trends/user-vehicles');
  expect(res.status).toBe(200);
  return marketTrendsItemSchema.strict().array().parse(res.body);
};

describe('GET /api/market-trends/user-vehicles', () => {
  it('answers an empty list for a user without vehicles', async () => {
    expect(await trendsOf(alice)).toEqual([]);
  });

  it('answers one {policy, trends} per vehicle of the user only, inactive ones included', async () => {
    const id = await createPolicy(alice);
    await createPolicy(alice, { registrationNumber: 'XY70ABC', carManufacturer: 'Kia', carModel: 'EV6', isActive: false });
    await createPolicy(bob, { registrationNumber: 'BO19BOB' });

    const items = await trendsOf(alice);
    expect(items.map((i) => i.policy.registrationNumber)).toEqual(['AB21CDE', 'XY70ABC']);
    const golf = items[0]!;
    expect(golf.policy).toEqual({ id, registrationNumber: 'AB21CDE', carManufacturer: 'Volkswagen', carModel: 'Golf', insurer: 'Aviva' });
    const { insights, ...texts } = golf.trends;
    for (const text of Object.values(texts)) expect(text).not.toBe('');
    expect(insights).toBeDefined();
    expect(golf.trends.maintenanceAlerts).toMatch(/MOT: due on .*, in 20 days\./);
    expect(splitKnownIssues(golf.trends.knownIssues).length).toBeGreaterThanOrEqual(3);
    expect(items[1]!.trends.depreciationRate).toContain('Electric cars lost 43.2%');

    expect((await trendsOf(bob)).map((i) => i.policy.registrationNumber)).toEqual(['BO19BOB']);
  });

  it('computes a vehicle when its policy is added and again when it is edited', async () => {
    const id = await createPolicy(alice);
    const stored = await MarketTrendsModel.findOne({}).lean();
    expect(stored).not.toBeNull();
    const first = (await trendsOf(alice))[0]!.trends.lastUpdated;
    expect(first).toBe(stored!.lastUpdated.toISOString());

    await new Promise((r) => setTimeout(r, 20));
    const edit = await alice.put(`/api/policies/${id}`).send(form({ motExpiryDate: '' }));
    expect(edit.status).toBe(200);
    const after = (await trendsOf(alice))[0]!;
    expect(after.trends.lastUpdated > first).toBe(true);
    expect(after.trends.maintenanceAlerts).toContain('MOT: no date recorded on the policy.');
  });

  it('is recomputed by the refresh job, and removed with its policy', async () => {
    const id = await createPolicy(alice);
    const later = new Date(Date.now() + 60_000);
    expect(await refreshAllTrends(later)).toBe(1);
    expect((await trendsOf(alice))[0]!.trends.lastUpdated).toBe(later.toISOString());

    expect((await alice.delete(`/api/policies/${id}`)).status).toBe(204);
    expect(await MarketTrendsModel.countDocuments({})).toBe(0);
  });

  it('gives a Golf, a model without a price and an unknown model well-formed trends with no internal names', async () => {
    // Plate age: a 21 March plate is 5 years old from March 2026 to February 2027, so the figures hold until then.
    await createPolicy(alice, { registrationNumber: 'AB21CDE' });
    await createPolicy(alice, { registrationNumber: 'CD21EFG', carManufacturer: 'Volkswagen', carModel: 'T-Roc' });
    await createPolicy(alice, { registrationNumber: 'EF21GHJ', carManufacturer: 'Ford', carModel: 'Model T', motExpiryDate: '' });
    const items = await trendsOf(alice);
    expect(items.map((i) => `${i.policy.carManufacturer} ${i.policy.carModel}`)).toEqual(['Volkswagen Golf', 'Volkswagen T-Roc', 'Ford Model T']);
    for (const { trends } of items) {
      expect(marketTrendsSchema.strict().safeParse(trends).success).toBe(true);
      const { insights, lastUpdated, ...texts } = trends;
      expect(Number.isNaN(Date.parse(lastUpdated))).toBe(false);
      const words = [
        ...Object.values(texts),
        ...(insights?.knownIssues ?? []).flatMap((i) => [i.summary, i.applies, i.publisher]),
        ...(insights?.modelUpdates ?? []).map((u) => u.summary),
      ];
      for (const text of words) expect(text).not.toMatch(/vehicles\.v\d|[Dd]ataset|undefined|NaN|\bnull\b|2026-11-2\d/);
    }
    const [golf, troc, unknown] = items.map((i) => i.trends);

    expect(golf!.currentValue).toMatch(/^About £[\d,]+ to £[\d,]+\.\nFrom a new price of £23,355 \(2020, carenthusiast\.com\) and the car's age/);
    expect(golf!.insights!.estimate!.low).toBeLessThan(golf!.insights!.estimate!.high);
    expect(golf!.insights!.curve.length).toBeGreaterThanOrEqual(11);
    expect(golf!.insights!.knownIssues[0]!.source).toMatch(/^https?:\/\//);
    expect(golf!.insights!.modelUpdates.length).toBeGreaterThan(0);

    expect(troc!.currentValue).toMatch(/^No new price is recorded for the Volkswagen T-Roc, so no pound figure is given: /);
    expect(troc!.insights!.estimate).toBeNull();
    expect(troc!.insights!.newPrice).toBeNull();
    expect(troc!.knownIssues).toContain('No model-specific issue is recorded for the Volkswagen T-Roc.');
    expect(troc!.newModelUpdates).toMatch(/^2017: T-Roc compact SUV launched\. \(Source: PressReader\)$/);

    expect(unknown!.currentValue).toMatch(/^The Ford Model T is not in our list of models/);
    expect(unknown!.marketAnalysis).toContain('not in our list of models');
    expect(unknown!.maintenanceAlerts).toContain('MOT: no date recorded on the policy.');
    expect(unknown!.competitorModels).toBe('');
    expect(unknown!.insights!.known).toBe(false);
  });

  it('recomputes trends stored from another version of the dataset', async () => {
    await createPolicy(alice);
    expect(await hasTrendsFromOtherDataset()).toBe(false);
    await MarketTrendsModel.updateMany({}, { $set: { datasetVersion: 'vehicles.v1', currentValue: 'About 32% of its price when new' }, $unset: { insights: 1 } });
    expect(await hasTrendsFromOtherDataset()).toBe(true);
    const [golf] = await trendsOf(alice);
    expect(golf!.trends.currentValue).toMatch(/^About £/);
    expect((await MarketTrendsModel.findOne({}).lean())!.datasetVersion).toBe(DATASET_VERSION);
    expect(await hasTrendsFromOtherDataset()).toBe(false);
  });

  // Issue 37 (15, 16): a plate's age identifier gives the car's year ('73': September 2023, '16': March 2016).
  it('gives no pounds for a car whose recorded price is of another generation, and pounds within its generation', async () => {
    await createPolicy(alice, { registrationNumber: 'RA73VFR', carManufacturer: 'Toyota', carModel: 'RAV4' });
    await createPolicy(alice, { registrationNumber: 'RA16VFR', carManufacturer: 'Toyota', carModel: 'RAV4' });
    await createPolicy(alice, { registrationNumber: 'GO19LFG', carManufacturer: 'Volkswagen', carModel: 'Golf' });
    const items = await trendsOf(alice);
    const byPlate = new Map(items.map((i) => [i.policy.registrationNumber, i.trends]));

    const rav4of2023 = byPlate.get('RA73VFR')!;
    expect(rav4of2023.currentValue).toMatch(
      /^No new price is recorded for this car's year \(2023\): the one recorded for the Toyota RAV4 \(May 2016, fourth generation\) is for another generation, so no pound figure is given\./,
    );
    expect(rav4of2023.insights!.estimate).toBeNull();
    expect(rav4of2023.insights!.newPrice).toBeNull();
    expect(JSON.stringify(rav4of2023)).not.toContain('£');
    const golfOf2019 = byPlate.get('GO19LFG')!;
    expect(golfOf2019.currentValue).toMatch(/^No new price is recorded for this car's year \(2019\)/);
    expect(JSON.stringify(golfOf2019)).not.toContain('£');

    const rav4of2016 = byPlate.get('RA16VFR')!;
    expect(rav4of2016.currentValue).toMatch(/^About £[\d,]+ to £[\d,]+\.\nFrom a new price of £23,695 \(May 2016, fourth generation; girlracer\.co\.uk\)/);
    expect(rav4of2016.insights!.estimate).not.toBeNull();
    expect(rav4of2016.insights!.curve.every((p) => p.gbp !== null)).toBe(true);
  });

  it("lists a car's own known issues first and sets those of other generations apart", async () => {
    await createPolicy(alice, { registrationNumber: 'FI20EST', carManufacturer: 'Ford', carModel: 'Fiesta' });
    await createPolicy(alice, { registrationNumber: 'FI10EST', carManufacturer: 'Ford', carModel: 'Fiesta' });
    const [of2010, of2020] = (await trendsOf(alice)).map((i) => i.trends);
    const applies = (t: typeof of2020) => t!.insights!.knownIssues.map((i) => [i.applies, i.otherVersion]);
    expect(applies(of2020)).toEqual([
      ['2017-2023 (final generation)', false],
      ['2008-2013 generation (single owner review)', true],
    ]);
    expect(applies(of2010)).toEqual([
      ['2008-2013 generation (single owner review)', false],
      ['2017-2023 (final generation)', true],
    ]);
    const blocks = splitKnownIssues(of2020!.knownIssues);
    const heading = blocks.indexOf('Other versions of this model');
    expect(blocks[0]).toContain('Applies to: 2017-2023 (final generation).');
    expect(blocks[heading + 1]).toContain('Applies to: 2008-2013 generation (single owner review).');
  });

  it('answers 401 when signed out', async () => {
    const res = await request(t.app).get('/api/market-trends/user-vehicles').set('Origin', TEST_ORIGIN);
    expect(res.status).toBe(401);
  });
});
