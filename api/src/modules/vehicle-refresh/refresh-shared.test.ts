// Issue 36 items 12-15, against the fake DVLA on loopback and the real database: what the DVLA says about a shared car
// reaches every member's bell (once each); an edit of the date clears its alert and 'Check with the DVLA now' asks
// again at once (owner or editor, once an hour per car); a plate the DVLA does not know is said on the policy and once
// in each bell; a refresh that moves a date recomputes the car's market insights.
import { Types } from 'mongoose';
import { createApp } from '../../app';
import { type FakeDvla, startFakeDvla } from '../../../test/fake-dvla-server';
import { createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { shareWith } from '../../../test/sharing-fixtures';
import { addPolicy, dvlaProvider, historyOf, sweepAt } from '../../../test/vehicle-refresh-fixtures';
import { NotificationModel } from '../notifications/notifications.model';
import type { VehicleProvider } from '../vehicle/vehicle-provider';
import request from 'supertest';

let t: TestApp;
let dvla: FakeDvla;
let provider: VehicleProvider;
let owner: SignedInAgent;
let editor: SignedInAgent;
let viewer: SignedInAgent;

beforeAll(async () => {
  dvla = await startFakeDvla({ apiKey: 'shared-key', vehicles: [] });
  provider = dvlaProvider(dvla);
  t = await createTestApp({ config: { dvla: { apiKey: dvla.apiKey, apiUrl: `${dvla.url}/vehicle-enquiry` } } });
});
afterAll(async () => {
  await dvla.stop();
  await t.close();
});
beforeEach(async () => {
  await t.clearDatabase();
  dvla.calls.length = 0;
  owner = await signUpAndLogIn(t.app, { firstName: 'Olivia' });
  editor = await signUpAndLogIn(t.app, { firstName: 'Eddie' });
  viewer = await signUpAndLogIn(t.app, { firstName: 'Vera' });
});

async function sharedCar(fields: Parameters<typeof addPolicy>[1]): Promise<string> {
  const { id } = await addPolicy(owner, fields);
  await shareWith(owner, editor, id, 'editor');
  await shareWith(owner, viewer, id, 'viewer');
  return id;
}

const bell = (agent: SignedInAgent, prefix: string) =>
  NotificationModel.find({ userId: new Types.ObjectId(agent.user.id), key: { $regex: `^${prefix}` } }).lean();
const policyAs = async (agent: SignedInAgent, id: string) =>
  ((await agent.get('/api/policies')).body as { id: string }[]).find((p) => p.id === id) as Record<string, unknown>;
const form = (registrationNumber: string, dates: { motExpiryDate?: string; roadTaxExpiryDate?: string }) => ({
  registrationNumber, carManufacturer: 'Ford', carModel: 'Focus', renewalDate: '2027-12-01', isActive: true, ...dates,
});

describe('item 12: DVLA alerts on a shared car reach every member', () => {
  it('the owner, the editor and the viewer each get the alert and the new dates once, worded "seen on"', async () => {
    dvla.addVehicle({ registrationNumber: 'UN27TAX', taxStatus: 'Untaxed', motStatus: 'Valid', motExpiryDate: '2028-08-01', taxDueDate: '2027-02-01' });
    const id = await sharedCar({ registrationNumber: 'UN27TAX', motExpiryDate: '2027-08-01', roadTaxExpiryDate: '2027-02-01' });
    let now = new Date('2027-03-01T10:00:00Z');
    for (let week = 0; week < 2; week++) {
      await sweepAt(now, provider);
      now = (await historyOf(id)).at(-1)!.nextDueAt;
    }
    // One of each in every member's bell, not only the owner's.
    const counts = async (prefix: string) => Promise.all([owner, editor, viewer].map(async (a) => (await bell(a, prefix)).length));
    expect(await counts('dvla-alert:')).toEqual([1, 1, 1]);
    expect(await counts('dvla-dates:')).toEqual([1, 1, 1]);
    for (const agent of [owner, editor, viewer]) {
      const alerts = await bell(agent, 'dvla-alert:');
      expect(alerts.map((n) => n.title)).toEqual(['UN27 TAX: DVLA: untaxed, seen on 01/03/2027']);
      expect(alerts[0]!.message).toBe('The DVLA reports this vehicle as untaxed. It must be taxed before it is driven on the road.');
      const dates = await bell(agent, 'dvla-dates:');
      expect(dates.map((n) => n.message)).toEqual(['MOT passed: now expires 01/08/2028']);
    }
  });
});

describe('item 13: an alert does not outlive what it reports', () => {
  it("an edit of the road-tax date clears 'untaxed'; an MOT edit leaves it", async () => {
    dvla.addVehicle({ registrationNumber: 'UN27TAX', taxStatus: 'Untaxed', motStatus: 'Valid', motExpiryDate: '2027-08-01', taxDueDate: '2026-11-01' });
    const id = await sharedCar({ registrationNumber: 'UN27TAX', motExpiryDate: '2027-08-01', roadTaxExpiryDate: '2026-11-01' });
    await sweepAt(new Date(), provider);
    expect((await policyAs(viewer, id)).dvlaAlerts).toEqual([expect.objectContaining({ kind: 'untaxed' })]);

    const mot = await editor.put(`/api/policies/${id}`).send(form('UN27TAX', { motExpiryDate: '2027-09-01', roadTaxExpiryDate: '2026-11-01' }));
    expect(mot.status).toBe(200);
    expect(mot.body.dvlaAlerts).toEqual([expect.objectContaining({ kind: 'untaxed' })]);
    const tax = await editor.put(`/api/policies/${id}`).send(form('UN27TAX', { motExpiryDate: '2027-09-01', roadTaxExpiryDate: '2027-11-01' }));
    expect(tax.status).toBe(200);
    expect(tax.body.dvlaAlerts).toEqual([]);
    expect((await policyAs(owner, id)).dvlaAlerts).toEqual([]);
    expect((await policyAs(viewer, id)).dvlaAlerts).toEqual([]);
  });

  it("'Check with the DVLA now': the owner or an editor asks at once, once an hour per car; a viewer may not", async () => {
    dvla.addVehicle({ registrationNumber: 'UN27TAX', taxStatus: 'Untaxed', motStatus: 'Valid', motExpiryDate: '2027-08-01', taxDueDate: '2026-11-01' });
    const id = await sharedCar({ registrationNumber: 'UN27TAX', motExpiryDate: '2027-08-01', roadTaxExpiryDate: '2026-11-01' });
    await sweepAt(new Date(), provider);
    expect(dvla.calls).toEqual(['UN27TAX']);

    // The car is taxed; the weekly check is days away. The editor asks now: the DVLA is asked (not the day-old cache).
    dvla.addVehicle({ registrationNumber: 'UN27TAX', taxStatus: 'Taxed', motStatus: 'Valid', motExpiryDate: '2027-08-01', taxDueDate: '2027-11-01' });
    const viewerTry = await viewer.post(`/api/policies/${id}/dvla-check`);
    expect(viewerTry.status).toBe(403);
    expect(dvla.calls).toHaveLength(1);
    const checked = await editor.post(`/api/policies/${id}/dvla-check`);
    expect(checked.status).toBe(200);
    expect(dvla.calls).toEqual(['UN27TAX', 'UN27TAX']);
    expect(checked.body).toMatchObject({ id, dvlaAlerts: [], roadTaxExpiryDate: '2027-11-01', access: 'editor' });
    expect((await policyAs(owner, id)).dvlaAlerts).toEqual([]);

    // Again within the hour, by anyone: 429 with a plain message, and the DVLA is not asked.
    const again = await owner.post(`/api/policies/${id}/dvla-check`);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^This car was checked with the DVLA less than an hour ago\. Try again after \d\d:00\.$/);
    expect(dvla.calls).toHaveLength(2);
  });

  it('is refused plainly without a DVLA key, for an inactive policy, and with the setting off', async () => {
    const { id } = await addPolicy(owner, { registrationNumber: 'OF27FFS' });
    const noKey = createApp({ ...t, config: { ...t.config, dvla: { apiKey: undefined, apiUrl: t.config.dvla.apiUrl } } });
    const agent = request.agent(noKey);
    await agent.post('/api/auth/login').set('Origin', t.config.appOrigin).send({ email: owner.user.email, password: owner.password });
    const none = await agent.post(`/api/policies/${id}/dvla-check`).set('Origin', t.config.appOrigin);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('No DVLA key is configured for this Renewly, so the dates cannot be checked.');
    expect((await owner.patch(`/api/policies/${id}/status`).send({ isActive: false })).status).toBe(200);
    expect((await owner.post(`/api/policies/${id}/dvla-check`)).body.message).toBe('Switch the policy on to check it with the DVLA.');
    expect((await owner.put(`/api/policies/${id}`).send({ ...form('OF27FFS', {}), dvlaRefresh: false })).status).toBe(200);
    const off = await owner.post(`/api/policies/${id}/dvla-check`);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe("Turn on 'Keep MOT and tax dates up to date from the DVLA' (Edit) to check this car.");
    expect(dvla.calls).toEqual([]);
  });
});

describe('item 14: a plate the DVLA does not know', () => {
  it('is said on the policy for everyone and once in each bell, until the registration is corrected', async () => {
    const id = await sharedCar({ registrationNumber: 'FX65TRU', motExpiryDate: '2027-05-01' });
    await sweepAt(new Date(), provider);
    expect((await owner.post(`/api/policies/${id}/dvla-check`)).status).toBe(200);
    expect(dvla.calls).toEqual(['FX65TRU', 'FX65TRU']);
    for (const agent of [owner, editor, viewer]) {
      expect((await policyAs(agent, id)).dvlaNotFound).toBe(true);
      expect((await bell(agent, 'dvla-not-found:')).map((n) => n.title)).toEqual(['The DVLA has no vehicle FX65 TRU: check the registration']);
    }
    dvla.addVehicle({ registrationNumber: 'FX65TRV', taxStatus: 'Taxed', motStatus: 'Valid', motExpiryDate: '2027-05-01', taxDueDate: '2027-06-01' });
    const fixed = await owner.put(`/api/policies/${id}`).send(form('FX65TRV', { motExpiryDate: '2027-05-01' }));
    expect(fixed.body.dvlaNotFound).toBe(false);
  });

  it('a vehicle found after a "not found" (the DVLA caught up) clears it', async () => {
    const id = await sharedCar({ registrationNumber: 'NW27CAR', motExpiryDate: '2027-05-01' });
    await sweepAt(new Date(), provider);
    expect((await policyAs(owner, id)).dvlaNotFound).toBe(true);
    dvla.addVehicle({ registrationNumber: 'NW27CAR', taxStatus: 'Taxed', motStatus: 'Valid', motExpiryDate: '2027-05-01', taxDueDate: '2027-06-01' });
    expect((await owner.post(`/api/policies/${id}/dvla-check`)).body.dvlaNotFound).toBe(false);
  });
});

describe('item 15: market insights follow a DVLA refresh', () => {
  it("the Service tab's MOT line changes with the refresh, not at the daily recompute", async () => {
    dvla.addVehicle({ registrationNumber: 'MO26BAD', taxStatus: 'Taxed', motStatus: 'Not valid', motExpiryDate: '2026-10-01', taxDueDate: '2027-09-01' });
    const id = await sharedCar({ registrationNumber: 'MO26BAD', motExpiryDate: '2027-10-01', roadTaxExpiryDate: '2027-09-01' });
    const serviceText = async (agent: SignedInAgent) =>
      ((await agent.get('/api/market-trends/user-vehicles')).body as { policy: { id: string }; trends: { maintenanceAlerts: string } }[])
        .find((i) => i.policy.id === id)!.trends.maintenanceAlerts;
    expect(await serviceText(owner)).toContain('MOT: due on 01/10/2027');
    await sweepAt(new Date(), provider);
    for (const agent of [owner, viewer]) {
      const text = await serviceText(agent);
      expect(text).toContain('MOT: expired on 01/10/2026');
      expect(text).not.toContain('01/10/2027');
    }
  });
});
