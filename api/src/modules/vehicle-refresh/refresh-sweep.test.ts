// The dates refresh against the fake DVLA on loopback and the real FerretDB, with an injected clock: a passed MOT
// moves the policy, tells the user once, and the MOT reminders follow the new date; the user's newer edit wins;
// status alerts are told once.
import { createDeliveryChannels } from '../../channels/create-delivery-channels';
import { type FakeDvla, startFakeDvla } from '../../../test/fake-dvla-server';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { addPolicy, dvlaProvider, historyOf, silentLogger, sweepAt } from '../../../test/vehicle-refresh-fixtures';
import { DeliveryModel } from '../deliveries/deliveries.model';
import { createDeliveryEngine } from '../deliveries/delivery-engine';
import { NotificationModel } from '../notifications/notifications.model';
import { PolicyModel } from '../policies/policies.model';
import type { VehicleProvider } from '../vehicle/vehicle-provider';
import { DAY_MS, HOUR_MS } from './refresh-due';

let t: TestApp;
let dvla: FakeDvla;
let provider: VehicleProvider;
let alice: SignedInAgent;

beforeAll(async () => {
  t = await createTestApp();
  dvla = await startFakeDvla({ apiKey: 'refresh-key', vehicles: [] });
  provider = dvlaProvider(dvla);
});
afterAll(async () => {
  await dvla.stop();
  await t.close();
});
beforeEach(async () => {
  await t.clearDatabase();
  dvla.calls.length = 0;
  alice = await signUpAndLogIn(t.app, { firstName: 'Alice' });
});

const dvlaNotices = (prefix: string) => NotificationModel.find({ key: { $regex: `^${prefix}` } }).lean();

function engineAt(now: () => Date) {
  return createDeliveryEngine({
    channels: createDeliveryChannels({ mailer: t.mailer, sms: t.sms, config: { appOrigin: TEST_ORIGIN } }),
    appOrigin: TEST_ORIGIN,
    logger: silentLogger,
    now,
  });
}

describe('MOT passed: the DVLA moves the expiry a year on', () => {
  it('updates the policy, tells the user once, does not repeat the old cycle and schedules the new one', async () => {
    dvla.addVehicle({ registrationNumber: 'MO27PAS', motStatus: 'Valid', motExpiryDate: '2027-05-14', taxStatus: 'Taxed', taxDueDate: '2027-10-01' });
    const { id } = await addPolicy(alice, { registrationNumber: 'MO27 PAS', motExpiryDate: '2027-05-14', roadTaxExpiryDate: '2027-10-01' });
    const reminder = await alice.post('/api/reminders').send({ policyId: id, title: 'MOT', daysBefore: 30, notificationMethods: ['app'], target: 'mot' });
    expect(reminder.status).toBe(201);

    // 20 April 2027: the 30-day MOT reminder (due 14 April) has gone out for 14 May 2027.
    let now = new Date('2027-04-20T10:00:00Z');
    const engine = engineAt(() => now);
    await engine.sweep();
    const appDeliveries = () => DeliveryModel.find({ _id: { $regex: ':app:' }, reminderId: reminder.body.id }).sort({ _id: 1 }).lean();
    const oldCycle = await appDeliveries();
    expect(oldCycle.map((d) => d._id)).toEqual([`${reminder.body.id}:app:mot:2027-05-14`]);

    // A never-checked vehicle is due at the next run: the DVLA confirms the same dates, nothing changes.
    expect(await sweepAt(now, provider)).toMatchObject({ checked: 1, outcomes: { unchanged: 1 } });
    expect(dvla.calls).toEqual(['MO27PAS']);
    const first = await historyOf(id);
    expect(first).toHaveLength(1);
    expect((await PolicyModel.findById(id).lean())?.dvlaCheckedAt).toEqual(now);

    // Not again before its weekly slot, even an hour later.
    now = new Date(now.getTime() + HOUR_MS);
    expect((await sweepAt(now, provider)).checked).toBe(0);

    // The car passes its MOT; at its weekly slot the job sees the new expiry (the day-old cache is not reused).
    dvla.addVehicle({ registrationNumber: 'MO27PAS', motStatus: 'Valid', motExpiryDate: '2028-05-14', taxStatus: 'Taxed', taxDueDate: '2027-10-01' });
    now = first[0]!.nextDueAt;
    expect(now.getTime() - first[0]!.checkedAt.getTime()).toBeGreaterThanOrEqual(6 * DAY_MS);
    expect(await sweepAt(now, provider)).toMatchObject({ checked: 1, outcomes: { updated: 1 } });
    expect(dvla.calls).toEqual(['MO27PAS', 'MO27PAS']);

    const policy = (await alice.get('/api/policies')).body[0];
    expect(policy).toMatchObject({ motExpiryDate: '2028-05-14', roadTaxExpiryDate: '2027-10-01', dvlaCheckedAt: now.toISOString() });
    const notices = await dvlaNotices('dvla-dates:');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toBe('MOT passed: now expires 14/05/2028');
    const history = await historyOf(id);
    expect(history.at(-1)).toMatchObject({
      outcome: 'updated',
      changes: [{ field: 'motExpiryDate', from: '2027-05-14', to: '2028-05-14' }],
    });

    // A second sweep of the same answer tells nothing new.
    await sweepAt(new Date(now.getTime() + 10 * DAY_MS), provider);
    expect(await dvlaNotices('dvla-dates:')).toHaveLength(1);

    // The reminders follow: nothing more for the old date, the new date's cycle goes out a year on.
    await engine.sweep();
    expect(await appDeliveries()).toHaveLength(1);
    now = new Date('2028-04-14T08:00:00Z'); // 09:00 London (BST), 30 days before 14 May 2028
    await engine.sweep();
    const deliveries = await appDeliveries();
    expect(deliveries.map((d) => d._id)).toEqual([
      `${reminder.body.id}:app:mot:2027-05-14`,
      `${reminder.body.id}:app:mot:2028-05-14`,
    ]);
  });

  it('a new road-tax date is told the same way', async () => {
    dvla.addVehicle({ registrationNumber: 'TX27NEW', motStatus: 'Valid', motExpiryDate: '2027-08-01', taxStatus: 'Taxed', taxDueDate: '2028-03-01' });
    await addPolicy(alice, { registrationNumber: 'TX27NEW', motExpiryDate: '2027-08-01', roadTaxExpiryDate: '2027-03-01' });
    await sweepAt(new Date('2027-03-02T10:00:00Z'), provider);
    expect((await dvlaNotices('dvla-dates:'))[0]?.message).toBe('Road tax renewed: now due 01/03/2028');
  });
});

describe("the user's own edit", () => {
  it('wins over a DVLA answer older than the edit, and a later answer applies again', async () => {
    dvla.addVehicle({ registrationNumber: 'ED27USR', motStatus: 'Valid', motExpiryDate: '2027-06-30', taxStatus: 'Taxed', taxDueDate: '2027-09-01' });
    const { id } = await addPolicy(alice, { registrationNumber: 'ED27USR', motExpiryDate: '2027-05-01', roadTaxExpiryDate: '2027-09-01' });
    // The job runs with an answer the DVLA gave two hours ago; the user typed a new MOT date since.
    const put = await alice.put(`/api/policies/${id}`).send({
      registrationNumber: 'ED27USR', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: '2027-12-01', motExpiryDate: '2027-07-15', roadTaxExpiryDate: '2027-09-01', isActive: true,
    });
    expect(put.status).toBe(200);
    const answerAt = new Date(Date.now() - 2 * HOUR_MS);
    expect(await sweepAt(answerAt, provider)).toMatchObject({ outcomes: { userEditKept: 1 } });
    let policy = await PolicyModel.findById(id).lean();
    expect(policy?.motExpiryDate).toBe('2027-07-15');
    expect(policy?.dvlaCheckedAt).toEqual(answerAt);
    expect(await dvlaNotices('dvla-dates:')).toHaveLength(0);

    // A week on the DVLA's answer is newer than the edit: it applies.
    const next = (await historyOf(id))[0]!.nextDueAt;
    expect(await sweepAt(next, provider)).toMatchObject({ outcomes: { updated: 1 } });
    policy = await PolicyModel.findById(id).lean();
    expect(policy?.motExpiryDate).toBe('2027-06-30');
  });

  it('turning the setting off stops the checks', async () => {
    dvla.addVehicle({ registrationNumber: 'OF27FFS', motExpiryDate: '2028-01-01', taxDueDate: '2027-09-01' });
    const { id } = await addPolicy(alice, { registrationNumber: 'OF27FFS', motExpiryDate: '2027-01-01', dvlaRefresh: false });
    expect((await sweepAt(new Date('2026-12-01T10:00:00Z'), provider)).checked).toBe(0);
    expect(dvla.calls).toEqual([]);
    expect((await alice.get('/api/policies')).body[0]).toMatchObject({ id, dvlaRefresh: false, dvlaCheckedAt: null });
  });
});

describe('status alerts', () => {
  it.each([
    ['SORN', 'SN27ORN', { taxStatus: 'SORN', motStatus: 'Valid', motExpiryDate: '2027-08-01', taxDueDate: '2027-02-01' }, 'sorn'],
    ['Untaxed', 'UN27TAX', { taxStatus: 'Untaxed', motStatus: 'Valid', motExpiryDate: '2027-08-01', taxDueDate: '2027-02-01' }, 'untaxed'],
    ["MOT 'Not valid' after its expiry", 'MO27BAD', { taxStatus: 'Taxed', motStatus: 'Not valid', motExpiryDate: '2027-02-20', taxDueDate: '2027-09-01' }, 'motInvalid'],
  ])('%s: one notification, not one a week, and the card shows the date the DVLA said so', async (_, plate, fields, kind) => {
    dvla.addVehicle({ registrationNumber: plate, ...fields });
    const { id } = await addPolicy(alice, { registrationNumber: plate, motExpiryDate: fields.motExpiryDate, roadTaxExpiryDate: fields.taxDueDate });
    let now = new Date('2027-03-01T10:00:00Z');
    for (let week = 0; week < 3; week++) {
      await sweepAt(now, provider);
      now = (await historyOf(id)).at(-1)!.nextDueAt;
    }
    expect(await historyOf(id)).toHaveLength(3);
    const alerts = await dvlaNotices('dvla-alert:');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.title).toContain('01/03/2027');
    expect((await alice.get('/api/policies')).body[0].dvlaAlerts).toEqual([{ kind, since: '2027-03-01' }]);
  });

  it('an MOT not valid before its expiry date is no alert; an inactive policy is not checked', async () => {
    dvla.addVehicle({ registrationNumber: 'MO27OKK', taxStatus: 'Taxed', motStatus: 'Not valid', motExpiryDate: '2027-05-01', taxDueDate: '2027-09-01' });
    dvla.addVehicle({ registrationNumber: 'IN27ACT', taxStatus: 'SORN', motExpiryDate: '2027-05-01' });
    await addPolicy(alice, { registrationNumber: 'MO27OKK', motExpiryDate: '2027-05-01' });
    const inactive = await addPolicy(alice, { registrationNumber: 'IN27ACT' });
    await alice.patch(`/api/policies/${inactive.id}/status`).send({ isActive: false });
    await sweepAt(new Date('2027-03-01T10:00:00Z'), provider);
    expect(dvla.calls).toEqual(['MO27OKK']);
    expect(await dvlaNotices('dvla-alert:')).toHaveLength(0);
  });
});
