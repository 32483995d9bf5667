// The market trends with the DVSA MOT History API configured (a fake DVSA on loopback).
import { addDays, londonToday } from '@renewly/shared-contracts';
import { splitKnownIssues } from '@renewly/shared-contracts/features/market';
import { loadConfig } from '../../core/config/env';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../../test/helpers';
import { startFakeDvsa, type FakeDvsa } from '../../../test/fake-dvsa-server';

let t: TestApp;
let dvsa: FakeDvsa;

beforeAll(async () => {
  dvsa = await startFakeDvsa();
  const { dvsa: defaults } = loadConfig({ NODE_ENV: 'test', MONGODB_URI: 'mongodb://127.0.0.1/x' });
  t = await createTestApp({
    config: {
      dvsa: { ...defaults, ...dvsa.credentials, tokenUrl: dvsa.tokenUrl, apiUrl: dvsa.url },
    },
  });
});
afterAll(async () => {
  await t.close();
  await dvsa.stop();
});

it("adds the vehicle's own MOT history to the Service and Issues texts, and keeps the dataset when DVSA fails", async () => {
  const alice = await signUpAndLogIn(t.app);
  const base = { carManufacturer: 'Volkswagen', carModel: 'Golf', renewalDate: addDays(londonToday(), 30), isActive: true };
  expect((await alice.post('/api/policies').send({ ...base, registrationNumber: 'AB21CDE' })).status).toBe(201);
  expect((await alice.post('/api/policies').send({ ...base, registrationNumber: 'ERR500' })).status).toBe(201);

  const res = await alice.get('/api/market-trends/user-vehicles');
  expect(res.status).toBe(200);
  const [golf, failing] = res.body as { policy: { registrationNumber: string }; trends: Record<string, string> }[];
  expect(golf!.policy.registrationNumber).toBe('AB21CDE');
  expect(golf!.trends.maintenanceAlerts).toContain('Last MOT (DVSA): PASSED on 01/03/2025, 1 advisories, 0 failures.');
  expect(golf!.trends.maintenanceAlerts).toContain('28,000 mi in 2024, 36,500 mi in 2025');
  // This vehicle's own recall flag; the model's sourced issue (Mk8s built up to June 2020) is set apart for this 2021
  // car, under 'Other versions of this model'.
  const blocks = splitKnownIssues(golf!.trends.knownIssues ?? '');
  expect(blocks[0]).toBe('Outstanding recall (DVSA): No.');
  expect(blocks[blocks.indexOf('Other versions of this model') + 1]).toMatch(/^Early cars needed software fixes/);
  expect(failing!.trends.maintenanceAlerts).toContain('no DVSA MOT history is shown (not configured, or no answer for this car)');
  expect(dvsa.calls).toEqual(expect.arrayContaining(['AB21CDE', 'ERR500']));
});
