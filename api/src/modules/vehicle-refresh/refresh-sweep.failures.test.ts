// The dates refresh when the DVLA cannot help: not found, 429, 500, bad answers, no key, quotas; one vehicle's failure
// does not stop the others; two workers sweeping together check each vehicle once. Fake DVLA on loopback, FerretDB,
// injected clock.
import { Types } from 'mongoose';
import { ClaimModel } from '../../core/db/claim';
import { type FakeDvla, startFakeDvla } from '../../../test/fake-dvla-server';
import { createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { addPolicy, dvlaProvider, historyOf, sweepAt } from '../../../test/vehicle-refresh-fixtures';
import { NotificationModel } from '../notifications/notifications.model';
import { PolicyModel } from '../policies/policies.model';
import type { VehicleProvider } from '../vehicle/vehicle-provider';
import { cacheVehicleAnswer } from '../vehicle/vehicle.service';
import { HOUR_MS, MIN_GAP_MS, nextWeeklySlot, WEEK_MS } from './refresh-due';
import { VehicleRefreshModel } from './refresh.model';

let t: TestApp;
let dvla: FakeDvla;
let provider: VehicleProvider;
let alice: SignedInAgent;
const start = new Date('2027-03-01T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

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

const good = (registrationNumber: string) => ({
  registrationNumber,
  motStatus: 'Valid',
  motExpiryDate: '2028-03-14',
  taxStatus: 'Taxed',
  taxDueDate: '2027-09-01',
});

it('not found: recorded, nothing changes, not asked again before next week', async () => {
  const { id } = await addPolicy(alice, { registrationNumber: 'NF27FND', motExpiryDate: '2027-05-01' });
  expect(await sweepAt(start, provider)).toMatchObject({ outcomes: { notFound: 1 } });
  await sweepAt(later(HOUR_MS), provider);
  await sweepAt(later(2 * 24 * HOUR_MS), provider);
  expect(dvla.calls).toEqual(['NF27FND']);
  const [record] = await historyOf(id);
  expect(record?.outcome).toBe('notFound');
  expect(record!.nextDueAt.getTime() - start.getTime()).toBeGreaterThanOrEqual(WEEK_MS);
  await sweepAt(new Date(record!.nextDueAt.getTime() - 60_000), provider);
  expect(dvla.calls).toEqual(['NF27FND']);
  await sweepAt(record!.nextDueAt, provider);
  expect(dvla.calls).toEqual(['NF27FND', 'NF27FND']);
  expect((await PolicyModel.findById(id).lean())?.motExpiryDate).toBe('2027-05-01');
});

it('not found with the slot nearly two weeks on: still not asked again until the slot (the record stays in view)', async () => {
  const { id } = await addPolicy(alice, { registrationNumber: 'NF27FNE' });
  // Checked a minute after a slot: the first slot at least seven days on is the one two weeks later, less a minute.
  const slotBefore = nextWeeklySlot(id, new Date(start.getTime() - MIN_GAP_MS));
  const checkedAt = new Date(slotBefore.getTime() - WEEK_MS + 60_000);
  await sweepAt(checkedAt, provider);
  const [record] = await historyOf(id);
  expect(record!.nextDueAt.getTime() - checkedAt.getTime()).toBe(2 * WEEK_MS - 60_000);
  await sweepAt(new Date(record!.nextDueAt.getTime() - 60_000), provider);
  expect(dvla.calls).toEqual(['NF27FNE']);
  await sweepAt(record!.nextDueAt, provider);
  expect(dvla.calls).toEqual(['NF27FNE', 'NF27FNE']);
});

it('a 400 is recorded as rejected and retried no sooner than next week', async () => {
  await addPolicy(alice, { registrationNumber: 'ER19BAD' });
  await sweepAt(start, provider);
  await sweepAt(later(5 * HOUR_MS), provider);
  expect(dvla.calls).toEqual(['ER19BAD']);
  expect((await VehicleRefreshModel.findOne().lean())?.outcome).toBe('rejected');
});

it('429 then success: backs off an hour, then updates the same day', async () => {
  dvla.addVehicle(good('TH27RTL'));
  dvla.failNext('TH27RTL', 429);
  const { id } = await addPolicy(alice, { registrationNumber: 'TH27RTL', motExpiryDate: '2027-03-14' });
  expect(await sweepAt(start, provider)).toMatchObject({ outcomes: { transient: 1 } });
  expect((await historyOf(id))[0]).toMatchObject({ outcome: 'transient', failures: 1, nextDueAt: later(HOUR_MS) });
  expect((await sweepAt(later(30 * 60_000), provider)).checked).toBe(0);
  expect(await sweepAt(later(HOUR_MS), provider)).toMatchObject({ outcomes: { updated: 1 } });
  expect(dvla.calls).toEqual(['TH27RTL', 'TH27RTL']);
  expect((await PolicyModel.findById(id).lean())?.motExpiryDate).toBe('2028-03-14');
});

it('500: backs off 1 then 2 hours, the same day, changing nothing', async () => {
  const { id } = await addPolicy(alice, { registrationNumber: 'ER19ERR', motExpiryDate: '2027-05-01' });
  await sweepAt(start, provider);
  await sweepAt(later(HOUR_MS), provider);
  await sweepAt(later(2 * HOUR_MS), provider); // not yet: the second failure waits 2 hours
  const history = await historyOf(id);
  expect(history.map((r) => [r.outcome, r.failures])).toEqual([['transient', 1], ['transient', 2]]);
  expect(history[1]!.nextDueAt).toEqual(later(3 * HOUR_MS));
  expect(dvla.calls).toEqual(['ER19ERR', 'ER19ERR']);
  expect((await PolicyModel.findById(id).lean())?.motExpiryDate).toBe('2027-05-01');
});

it('no DVLA key configured: nothing is called or recorded', async () => {
  dvla.addVehicle(good('NO27KEY'));
  await addPolicy(alice, { registrationNumber: 'NO27KEY' });
  expect(await sweepAt(start, null)).toMatchObject({ skipped: 'no-key', checked: 0 });
  expect(dvla.calls).toEqual([]);
  expect(await VehicleRefreshModel.countDocuments()).toBe(0);
});

it.each([
  ['a malformed MOT date', { motExpiryDate: '14/03/2028' }],
  ['a date far in the future', { motExpiryDate: '2199-01-01' }],
  ['a date far in the past', { taxDueDate: '1902-01-01' }],
  ['an unexpected status word', { taxStatus: 'Probably' }],
  ['a number for a date', { motExpiryDate: 20280314 }],
  ['no dates', { motExpiryDate: undefined, taxDueDate: undefined }],
])('an answer with %s is recorded as not usable and changes nothing', async (_, fields) => {
  dvla.addVehicle({ ...good('BA27DDT'), ...fields } as ReturnType<typeof good>);
  const { id } = await addPolicy(alice, { registrationNumber: 'BA27DDT', motExpiryDate: '2027-05-01', roadTaxExpiryDate: '2027-04-01' });
  expect(await sweepAt(start, provider)).toMatchObject({ outcomes: { unusable: 1 } });
  const policy = await PolicyModel.findById(id).lean();
  expect(policy).toMatchObject({ motExpiryDate: '2027-05-01', roadTaxExpiryDate: '2027-04-01' });
  expect(policy?.dvlaCheckedAt ?? null).toBeNull();
  expect((await historyOf(id))[0]).toMatchObject({ outcome: 'unusable', changes: [] });
  expect(await NotificationModel.countDocuments({ key: { $regex: '^dvla' } })).toBe(0);
});

it("one vehicle's failure (a 500, a bad answer, a thrown error) does not stop the others", async () => {
  dvla.addVehicle(good('GO27ODD'));
  dvla.addVehicle({ ...good('BA27DDT'), motExpiryDate: 'soon' });
  dvla.addVehicle(good('BO27OOM'));
  const throwing: VehicleProvider = {
    name: 'dvla',
    lookup: async (registration) => {
      if (registration === 'BO27OOM') throw new Error('boom');
      return provider.lookup(registration);
    },
  };
  await addPolicy(alice, { registrationNumber: 'ER19ERR' });
  await addPolicy(alice, { registrationNumber: 'BA27DDT' });
  await addPolicy(alice, { registrationNumber: 'BO27OOM' });
  const { id } = await addPolicy(alice, { registrationNumber: 'GO27ODD', motExpiryDate: '2027-05-01' });
  const summary = await sweepAt(start, throwing);
  expect(summary.outcomes).toEqual({ transient: 2, unusable: 1, updated: 1 });
  expect((await PolicyModel.findById(id).lean())?.motExpiryDate).toBe('2028-03-14');
  expect(await VehicleRefreshModel.countDocuments()).toBe(4);
});

it('two workers sweeping at once check each vehicle once', async () => {
  const plates = ['TW27AAA', 'TW27BBB', 'TW27CCC', 'TW27DDD'];
  for (const p of plates) {
    dvla.addVehicle(good(p));
    await addPolicy(alice, { registrationNumber: p, motExpiryDate: '2027-05-01' });
  }
  const [a, b] = await Promise.all([sweepAt(start, provider), sweepAt(start, provider)]);
  expect(a.checked + b.checked).toBe(4);
  expect([...dvla.calls].sort()).toEqual(plates);
  expect(await VehicleRefreshModel.countDocuments()).toBe(4);
  expect(await NotificationModel.countDocuments({ key: { $regex: '^dvla-dates' } })).toBe(4);
});

it('reuses a lookup cached under a day ago, never an older one', async () => {
  dvla.addVehicle(good('CA27CHE'));
  // Cached the way the registration lookup caches (the test app has no DVLA key of its own).
  const raw = await provider.lookup('CA27CHE');
  await cacheVehicleAnswer('CA27CHE', raw, later(-20 * HOUR_MS));
  dvla.calls.length = 0;
  const { id } = await addPolicy(alice, { registrationNumber: 'CA27CHE', motExpiryDate: '2027-05-01' });
  await sweepAt(start, provider);
  expect(dvla.calls).toEqual([]);
  expect((await historyOf(id))[0]).toMatchObject({ outcome: 'updated', answerAt: later(-20 * HOUR_MS) });

  await cacheVehicleAnswer('CA27CHE', raw, later(-25 * HOUR_MS));
  await VehicleRefreshModel.deleteMany({});
  await ClaimModel.deleteMany({});
  await sweepAt(start, provider);
  expect(dvla.calls).toEqual(['CA27CHE']);
});

it('stops calling when the global daily ceiling is reached, and the rest wait for a later run', async () => {
  for (const p of ['QU27AAA', 'QU27BBB', 'QU27CCC']) {
    dvla.addVehicle(good(p));
    await addPolicy(alice, { registrationNumber: p });
  }
  // A day of its own: the rate counter's per-process hints remember the earlier tests' counts of the start day.
  const day = later(30 * 24 * HOUR_MS);
  const summary = await sweepAt(day, provider, { quota: { perUserPerDay: 1000, globalPerDay: 2 } });
  expect(summary).toMatchObject({ checked: 2, quotaReached: true });
  expect(dvla.calls).toHaveLength(2);
  // The next UTC day has a new allowance: the third is checked then.
  const next = await sweepAt(new Date(day.getTime() + 24 * HOUR_MS), provider, { quota: { perUserPerDay: 1000, globalPerDay: 2 } });
  expect(next.checked).toBe(1);
  expect(dvla.calls).toHaveLength(3);
});

it("deleting the policy removes its refresh history; another user's stays", async () => {
  dvla.addVehicle(good('DE27LET'));
  const bob = await signUpAndLogIn(t.app, { firstName: 'Bob' });
  const mine = await addPolicy(alice, { registrationNumber: 'DE27LET' });
  const his = await addPolicy(bob, { registrationNumber: 'DE27LET' });
  await sweepAt(start, provider);
  expect(await VehicleRefreshModel.countDocuments()).toBe(2);
  // Bob cannot delete Alice's policy; Alice's delete takes only her history.
  expect((await bob.delete(`/api/policies/${mine.id}`)).status).toBe(404);
  expect((await alice.delete(`/api/policies/${mine.id}`)).status).toBe(204);
  expect((await VehicleRefreshModel.find().lean()).map((r) => String(r.policyId))).toEqual([his.id]);
});

it('prunes records of checks that changed nothing after 90 days, keeps those that changed a date', async () => {
  const userId = new Types.ObjectId(alice.user.id);
  const old = later(-100 * 24 * HOUR_MS);
  const base = { userId, registration: 'PR27UNE', checkedAt: old, changes: [], alerts: [], failures: 0, nextDueAt: old };
  await VehicleRefreshModel.create([
    { ...base, policyId: new Types.ObjectId(), outcome: 'unchanged' },
    { ...base, policyId: new Types.ObjectId(), outcome: 'updated', changes: [{ field: 'motExpiryDate', from: null, to: '2027-01-01' }] },
    { ...base, policyId: new Types.ObjectId(), outcome: 'transient', checkedAt: later(-10 * 24 * HOUR_MS) },
  ]);
  await sweepAt(start, provider);
  expect((await VehicleRefreshModel.find().lean()).map((r) => r.outcome).sort()).toEqual(['transient', 'updated']);
});

it("the owner's own daily lookup quota is shared: past it, that owner's vehicles wait, others go on", async () => {
  const bob = await signUpAndLogIn(t.app, { firstName: 'Bob' });
  for (const p of ['UQ27AAA', 'UQ27BBB', 'UQ27CCC']) dvla.addVehicle(good(p));
  await addPolicy(alice, { registrationNumber: 'UQ27AAA' });
  await addPolicy(alice, { registrationNumber: 'UQ27BBB' });
  await addPolicy(bob, { registrationNumber: 'UQ27CCC' });
  const day = later(40 * 24 * HOUR_MS);
  const quota = { perUserPerDay: 1, globalPerDay: 1000 };
  expect((await sweepAt(day, provider, { quota })).checked).toBe(2);
  expect(dvla.calls).toContain('UQ27CCC');
  expect(dvla.calls.filter((c) => c.startsWith('UQ27A') || c.startsWith('UQ27B'))).toHaveLength(1);
  // Alice's other vehicle was not recorded: it is checked on the next day's allowance.
  expect(await VehicleRefreshModel.countDocuments()).toBe(2);
  expect((await sweepAt(new Date(day.getTime() + 24 * HOUR_MS), provider, { quota })).checked).toBe(1);
  expect(await VehicleRefreshModel.countDocuments()).toBe(3);
});
