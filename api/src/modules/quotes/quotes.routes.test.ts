import { Types } from 'mongoose';
import request from 'supertest';
import { addDays, londonToday, MAX_QUOTES_PER_VEHICLE } from '@renewly/shared-contracts';
import { quoteSchema } from '@renewly/shared-contracts/features/schemas';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { QuoteModel } from './quotes.model';
import { GENERATION_RUNNING_MESSAGE, INACTIVE_POLICY_MESSAGE } from './quotes.generate';

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

async function createPolicy(agent: SignedInAgent, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await agent.post('/api/policies').send({
    registrationNumber: 'AB12CDE',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    insurer: 'Admiral',
    renewalDate: addDays(londonToday(), 40),
    currentPremium: '612.50',
    excess: 250,
    coverage: 'Comprehensive',
    isActive: true,
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body.id as string;
}

const generate = (agent: SignedInAgent, policyId: string) => agent.post(`/api/quotes/personalized/${policyId}`);

describe('POST /api/quotes/personalized/:policyId', () => {
  it('stores and answers at most 6 estimated quotes, cheapest first, each naming an insurer with an https site', async () => {
    const id = await createPolicy(alice);
    const res = await generate(alice, id);
    expect(res.status).toBe(201);
    const quotes = quoteSchema.strict().array().parse(res.body);
    expect(quotes.length).toBe(MAX_QUOTES_PER_VEHICLE);
    expect(quotes.map((q) => q.annualPremium)).toEqual([...quotes.map((q) => q.annualPremium)].sort((a, b) => a - b));
    for (const q of quotes) {
      expect(q.websiteUrl).toMatch(/^https:\/\/www\.[a-z0-9.-]+\.(com|co\.uk)\/$/);
      expect(q.coverage).toBe('Comprehensive');
      expect(q.monthlyPremium).toBe(Math.round(q.annualPremium / 12));
    }
    expect(await QuoteModel.countDocuments({ policyId: new Types.ObjectId(id) })).toBe(MAX_QUOTES_PER_VEHICLE);

    const policies = await alice.get('/api/policies');
    expect(policies.body[0].quotes).toHaveLength(MAX_QUOTES_PER_VEHICLE);
  });

  it('is deterministic: generating again replaces the quotes with the same figures', async () => {
    const id = await createPolicy(alice);
    const first = await generate(alice, id);
    const second = await generate(alice, id);
    const figures = (body: { provider: string; annualPremium: number; excess: number }[]) =>
      body.map(({ provider, annualPremium, excess }) => ({ provider, annualPremium, excess }));
    expect(figures(second.body)).toEqual(figures(first.body));
    expect(await QuoteModel.countDocuments({})).toBe(MAX_QUOTES_PER_VEHICLE);
  });

  it('stores one set per policy however many requests arrive at once (issue 22 item 6)', async () => {
    const policyId = await createPolicy(alice);
    const answers = await Promise.all(Array.from({ length: 4 }, () => generate(alice, policyId)));
    // Each request either made the set or was told one is being made; never a second set.
    for (const a of answers) expect([201, 409]).toContain(a.status);
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body).toEqual({ message: GENERATION_RUNNING_MESSAGE });
    const stored = await QuoteModel.find({ policyId: new Types.ObjectId(policyId) }).lean();
    expect(stored.length).toBeLessThanOrEqual(MAX_QUOTES_PER_VEHICLE);
    expect(new Set(stored.map((q) => q.provider)).size).toBe(stored.length);
    // Once they have finished, generating again works (the claim is released).
    expect((await generate(alice, policyId)).status).toBe(201);
  });

  it("refuses another user's policy with 404 and stores nothing", async () => {
    const id = await createPolicy(alice);
    const res = await generate(bob, id);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Policy not found' });
    expect(await QuoteModel.countDocuments({})).toBe(0);
  });

  it('refuses an inactive policy with 409 and a clear message, storing nothing', async () => {
    const id = await createPolicy(alice, { isActive: false });
    const res = await generate(alice, id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: INACTIVE_POLICY_MESSAGE });
    expect(await QuoteModel.countDocuments({})).toBe(0);
  });

  it('answers 400 with a message for a malformed policy id', async () => {
    const res = await alice.post('/api/quotes/personalized/not-an-id');
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('answers 401 when signed out', async () => {
    const res = await request(t.app)
      .post(`/api/quotes/personalized/${new Types.ObjectId()}`)
      .set('Origin', TEST_ORIGIN);
    expect(res.status).toBe(401);
  });

  it('starts from the ABI average when the policy has no premium', async () => {
    const id = await createPolicy(alice, { currentPremium: '' });
    const res = await generate(alice, id);
    expect(res.status).toBe(201);
    for (const q of res.body as { annualPremium: number }[]) {
      expect(q.annualPremium).toBeGreaterThan(300);
      expect(q.annualPremium).toBeLessThan(800);
    }
  });
});

describe('dashboard potential savings', () => {
  it('is the current premium minus the cheapest quote over active policies, and 0 before any quote', async () => {
    const id = await createPolicy(alice);
    const before = await alice.get('/api/dashboard/stats');
    expect(before.body.potentialSavings).toBe(0);
    const quotes = (await generate(alice, id)).body as { annualPremium: number }[];
    const after = await alice.get('/api/dashboard/stats');
    expect(after.body.potentialSavings).toBeCloseTo(612.5 - quotes[0]!.annualPremium, 2);
    expect((await bob.get('/api/dashboard/stats')).body.potentialSavings).toBe(0);
  });
});
