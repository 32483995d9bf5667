import request from 'supertest';
import { tipsResponseSchema } from '@renewly/shared-contracts/features/schemas';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../../test/helpers';
import { TipModel } from './tips.model';
import { INSURANCE_TIPS } from './tips.seed';
import { seedInsuranceTips } from './tips.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clearDatabase());

describe('insurance tips', () => {
  it('ships at least 30 distinct, complete tips', () => {
    expect(INSURANCE_TIPS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(INSURANCE_TIPS.map((tip) => tip.title)).size).toBe(INSURANCE_TIPS.length);
    for (const tip of INSURANCE_TIPS) {
      expect(tip.description.length).toBeGreaterThan(40);
      expect(tip.category).not.toBe('');
    }
  });

  it('seeds idempotently, also when two seeders run at once', async () => {
    const [a, b] = await Promise.all([seedInsuranceTips(), seedInsuranceTips()]);
    expect(a + b).toBe(INSURANCE_TIPS.length);
    expect(await seedInsuranceTips()).toBe(0);
    expect(await TipModel.countDocuments()).toBe(INSURANCE_TIPS.length);
  });

  it('GET /api/insurance-tips needs a signed-in user', async () => {
    await request(t.app).get('/api/insurance-tips').expect(401);
  });

  it('GET /api/insurance-tips answers { tips } in seed order, seeding an empty database first', async () => {
    const alice = await signUpAndLogIn(t.app);
    const res = await alice.get('/api/insurance-tips');
    expect(res.status).toBe(200);
    const body = tipsResponseSchema.strict().parse(res.body);
    expect(body.tips.map((tip) => tip.title)).toEqual(INSURANCE_TIPS.map((tip) => tip.title));
    expect(Object.keys(body.tips[0]!).sort()).toEqual(['category', 'description', 'priority', 'title']);
    await alice.get('/api/insurance-tips').expect(200);
    expect(await TipModel.countDocuments()).toBe(INSURANCE_TIPS.length);
  });
});
