import request from 'supertest';
import { addDays, londonToday } from '@renewly/shared-contracts';
import { marketTrendsItemSchema, splitKnownIssues } from '@renewly/shared-contracts/features/market';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { MarketTrendsModel } from './market-trends.model';
import { refreshAllTrends } from './market.service';

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
    for (const field of Object.keys(golf.trends)) expect((golf.trends as Record<string, string>)[field]).not.toBe('');
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

  it('answers 401 when signed out', async () => {
    const res = await request(t.app).get('/api/market-trends/user-vehicles').set('Origin', TEST_ORIGIN);
    expect(res.status).toBe(401);
  });
});
