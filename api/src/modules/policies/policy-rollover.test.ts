// Issue 39 §1 and §5 against the real database: the renewal answer rolls a policy into its next year (history,
// dates, prices, reminders re-armed), once even when owner and editor answer at the same moment; the history edit;
// bad input (400, nothing stored); the sharing rules; the one-off migration of previousPremium.
import { Types } from 'mongoose';
import { TERM_MESSAGES, MESSAGES } from '@renewly/shared-contracts';
import { policySchema } from '@renewly/shared-contracts/features/schemas';
import { createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { shareWith } from '../../../test/sharing-fixtures';
import { ReminderModel } from '../reminders/reminders.model';
import { PolicyModel } from './policies.model';
import { PolicyRolloverModel } from './policy-rollovers.model';
import { migratePreviousPremiumToTerms } from './policy-terms.service';

let t: TestApp;
let clock = new Date('2026-11-26T12:00:00Z');
let alice: SignedInAgent;
let bob: SignedInAgent;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = new Date('2026-11-26T12:00:00Z');
  await t.clearDatabase();
  alice = await signUpAndLogIn(t.app, { firstName: 'Alice' });
  bob = await signUpAndLogIn(t.app, { firstName: 'Bob' });
});

async function createPolicy(agent: SignedInAgent, overrides: Record<string, unknown> = {}) {
  const res = await agent.post('/api/policies').send({
    registrationNumber: 'AB12CDE',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    insurer: 'Admiral',
    renewalDate: '2026-11-20',
    currentPremium: '540',
    excess: 250,
    coverage: 'Comprehensive',
    insurerPolicyNumber: 'ADM-1',
    reminderDays: [30, 10],
    bestDayReminder: true,
    reminderMethods: ['app'],
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`create ${res.status} ${res.text}`);
  return res.body as { id: string };
}

const stored = (id: string) => PolicyModel.findById(id).lean();

test('renewed: the year goes into the history, the date moves a year on, previousPremium is last year’s price', async () => {
  const { id } = await createPolicy(alice);
  const res = await alice.post(`/api/policies/${id}/renewal`).send({ answer: 'renewed', forRenewalDate: '2026-11-20', price: '612' });
  expect(res.status).toBe(200);
  const policy = policySchema.parse(res.body);
  expect(policy).toMatchObject({
    renewalDate: '2027-11-20',
    termStart: '2026-11-20',
    termBought: 'renewed',
    currentPremium: '612',
    previousPremium: '540',
    insurer: 'Admiral',
    insurerPolicyNumber: 'ADM-1',
    isActive: true,
  });
  expect(policy.terms).toEqual([
    {
      start: '2025-11-20',
      end: '2026-11-20',
      insurer: 'Admiral',
      insurerPolicyNumber: 'ADM-1',
      coverage: 'Comprehensive',
      excess: 250,
      renewalOffer: null,
      pricePaid: '540',
      bought: 'new',
    },
  ]);
  // Every renewal and best-day reminder re-armed for the new date (their delivery keys carry it).
  const reminders = await ReminderModel.find({ policyId: new Types.ObjectId(id) }).lean();
  expect(reminders).toHaveLength(3);
  for (const r of reminders) expect(r.scheduledFrom?.toISOString()).toBe(clock.toISOString());
});

test('switched: the new insurer, numbers, cover, excess and the date given; the notice’s offer moves onto the new year', async () => {
  const { id } = await createPolicy(alice);
  // The notice import: the offer in currentPremium and renewalOffer, this year's price in previousPremium.
  const policy = (await alice.get('/api/policies')).body[0];
  const put = await alice.put(`/api/policies/${id}`).send({
    registrationNumber: policy.registrationNumber,
    carManufacturer: 'Ford',
    carModel: 'Focus',
    insurer: 'Admiral',
    renewalDate: '2026-11-20',
    currentPremium: '972',
    previousPremium: '540',
    renewalOffer: '972',
    excess: 250,
    coverage: 'Comprehensive',
    isActive: true,
  });
  expect(put.status).toBe(200);
  const res = await alice.post(`/api/policies/${id}/renewal`).send({
    answer: 'switched',
    forRenewalDate: '2026-11-20',
    insurer: '  Direct Line  ',
    price: 540.5,
    insurerPolicyNumber: 'DL-9',
    coverage: 'Third Party Only',
    excess: 100,
    renewalDate: '2027-12-01',
  });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    insurer: 'Direct Line',
    insurerPolicyNumber: 'DL-9',
    coverage: 'Third Party Only',
    excess: 100,
    currentPremium: '540.5',
    previousPremium: '540',
    renewalDate: '2027-12-01',
    termRenewalOffer: '972',
    renewalOffer: null,
    termBought: 'switched',
  });
  expect(res.body.terms).toHaveLength(1);
  expect(res.body.terms[0]).toMatchObject({ insurer: 'Admiral', pricePaid: '540', end: '2026-11-20' });
});

test('answering twice edits the first answer (no second rollover)', async () => {
  const { id } = await createPolicy(alice);
  await alice.post(`/api/policies/${id}/renewal`).send({ answer: 'renewed', forRenewalDate: '2026-11-20', price: '612' }).expect(200);
  const again = await alice
    .post(`/api/policies/${id}/renewal`)
    .send({ answer: 'switched', forRenewalDate: '2026-11-20', insurer: 'Aviva', price: '480' });
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ insurer: 'Aviva', currentPremium: '480', previousPremium: '540', renewalDate: '2027-11-20', termBought: 'switched' });
  expect(again.body.terms).toHaveLength(1);
  // Back to 'renewed': the insurer of the year that ended comes back.
  const third = await alice.post(`/api/policies/${id}/renewal`).send({ answer: 'renewed', forRenewalDate: '2026-11-20', price: '600' });
  expect(third.body).toMatchObject({ insurer: 'Admiral', coverage: 'Comprehensive', currentPremium: '600', terms: [expect.objectContaining({ end: '2026-11-20' })] });
  expect(await PolicyRolloverModel.countDocuments({})).toBe(1);
});

test('owner and editor answering at once roll the policy on once', async () => {
  const { id } = await createPolicy(alice);
  await shareWith(alice, bob, id, 'editor');
  for (let round = 0; round < 3; round++) {
    const from = (await stored(id))!.renewalDate;
    const [a, b] = await Promise.all([
      alice.post(`/api/policies/${id}/renewal`).send({ answer: 'renewed', forRenewalDate: from, price: '600' }),
      bob.post(`/api/policies/${id}/renewal`).send({ answer: 'renewed', forRenewalDate: from, price: '600' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    clock = new Date(clock.getTime() + 366 * 86_400_000);
  }
  const p = (await stored(id))!;
  expect(p.renewalDate).toBe('2029-11-20');
  expect(p.terms!.map((x) => x.end)).toEqual(['2026-11-20', '2027-11-20', '2028-11-20']);
  expect(await PolicyRolloverModel.countDocuments({ policyId: new Types.ObjectId(id) })).toBe(3);
});

test('no longer insured: the policy turns off; nothing rolls', async () => {
  const { id } = await createPolicy(alice);
  const res = await alice.post(`/api/policies/${id}/renewal`).send({ answer: 'stopped', forRenewalDate: '2026-11-20' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ isActive: false, renewalDate: '2026-11-20', terms: [] });
});

test('sharing: a viewer gets 403, another user 404, and nothing is stored', async () => {
  const { id } = await createPolicy(alice);
  const carol = await signUpAndLogIn(t.app, { firstName: 'Carol' });
  await shareWith(alice, bob, id, 'viewer');
  const body = { answer: 'renewed', forRenewalDate: '2026-11-20', price: '612' };
  expect((await bob.post(`/api/policies/${id}/renewal`).send(body)).status).toBe(403);
  expect((await carol.post(`/api/policies/${id}/renewal`).send(body)).status).toBe(404);
  expect((await bob.put(`/api/policies/${id}/terms`).send({ terms: [] })).status).toBe(403);
  expect((await carol.put(`/api/policies/${id}/terms`).send({ terms: [] })).status).toBe(404);
  // Viewers see the history.
  await alice.post(`/api/policies/${id}/renewal`).send(body).expect(200);
  const seen = (await bob.get('/api/policies')).body[0];
  expect(seen.terms).toHaveLength(1);
  expect(await PolicyRolloverModel.countDocuments({})).toBe(1);
});

test.each([
  [{ price: 0 }, TERM_MESSAGES.priceTooLow],
  [{ price: '0.00' }, TERM_MESSAGES.priceTooLow],
  [{ price: -5 }, TERM_MESSAGES.priceInvalid],
  [{ price: '100000.01' }, TERM_MESSAGES.priceTooHigh],
  [{ price: '12.345' }, TERM_MESSAGES.priceInvalid],
  [{ price: '' }, TERM_MESSAGES.priceRequired],
  [{ insurer: '   ' }, TERM_MESSAGES.insurerRequired],
  [{ insurer: 'x'.repeat(61) }, TERM_MESSAGES.insurerTooLong],
  [{ renewalDate: '2027-02-30' }, MESSAGES.invalidDate],
  [{ excess: 'abc' }, MESSAGES.invalidAmount],
  [{ renewalDate: '2026-11-19' }, TERM_MESSAGES.renewalDateOrder('20/11/2026')],
  [{ renewalDate: '2029-01-01' }, TERM_MESSAGES.renewalDateTooFar('20/11/2028')],
])('bad answer %j: 400 with the field’s message, nothing stored', async (change, message) => {
  const { id } = await createPolicy(alice);
  const before = await stored(id);
  const res = await alice
    .post(`/api/policies/${id}/renewal`)
    .send({ answer: 'switched', forRenewalDate: '2026-11-20', insurer: 'Aviva', price: '500', ...change });
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(message);
  expect(await stored(id)).toEqual(before);
  expect(await PolicyRolloverModel.countDocuments({})).toBe(0);
});

test('an answer for another year, or too early, is refused and stores nothing', async () => {
  const { id } = await createPolicy(alice, { renewalDate: '2027-06-01' });
  const early = await alice.post(`/api/policies/${id}/renewal`).send({ answer: 'renewed', forRenewalDate: '2027-06-01', price: '500' });
  expect(early.status).toBe(400);
  expect(early.body.message).toBe(TERM_MESSAGES.tooEarly('02/05/2027'));
  const wrong = await alice.post(`/api/policies/${id}/renewal`).send({ answer: 'renewed', forRenewalDate: '2026-11-20', price: '500' });
  expect(wrong.status).toBe(409);
  expect(await PolicyRolloverModel.countDocuments({})).toBe(0);
});

test('the history edit: years must not overlap and must end by the current year’s start', async () => {
  const { id } = await createPolicy(alice);
  const ok = await alice.put(`/api/policies/${id}/terms`).send({
    terms: [
      { start: '2024-11-20', end: '2025-11-20', insurer: ' Aviva ', pricePaid: '480', renewalOffer: '700', bought: 'switched' },
      { start: '2023-11-20', end: '2024-11-20', pricePaid: '450' },
    ],
  });
  expect(ok.status).toBe(200);
  expect(ok.body.terms.map((x: { start: string }) => x.start)).toEqual(['2023-11-20', '2024-11-20']);
  expect(ok.body.terms[1]).toMatchObject({ insurer: 'Aviva', pricePaid: '480', renewalOffer: '700' });
  const overlap = await alice.put(`/api/policies/${id}/terms`).send({
    terms: [
      { start: '2024-11-20', end: '2025-11-20' },
      { start: '2025-01-01', end: '2025-10-01' },
    ],
  });
  expect(overlap.status).toBe(400);
  expect(overlap.body.message).toBe(TERM_MESSAGES.termOverlap);
  const reversed = await alice.put(`/api/policies/${id}/terms`).send({ terms: [{ start: '2025-11-20', end: '2024-11-20' }] });
  expect(reversed.body.message).toBe(TERM_MESSAGES.termDates);
  const intoCurrent = await alice.put(`/api/policies/${id}/terms`).send({ terms: [{ start: '2025-11-20', end: '2026-01-01' }] });
  expect(intoCurrent.status).toBe(400);
  expect(intoCurrent.body.message).toBe(TERM_MESSAGES.termAfterCurrent);
  const zero = await alice.put(`/api/policies/${id}/terms`).send({ terms: [{ start: '2024-11-20', end: '2025-11-20', pricePaid: 0 }] });
  expect(zero.body.message).toBe(TERM_MESSAGES.priceTooLow);
  expect((await stored(id))!.terms).toHaveLength(2);
});

test('migration: an existing previousPremium becomes last year’s term, once, nothing lost', async () => {
  const { id } = await createPolicy(alice, { previousPremium: '480' });
  const { id: other } = await createPolicy(alice, { registrationNumber: 'XY34ZZZ' });
  // As stored before issue 39: no history at all.
  await PolicyModel.collection.updateMany({}, { $unset: { terms: '' } });
  expect(await migratePreviousPremiumToTerms()).toBe(1);
  expect(await migratePreviousPremiumToTerms()).toBe(0);
  const p = (await stored(id))!;
  expect(p.previousPremium).toBe('480');
  expect(p.currentPremium).toBe('540');
  expect(p.terms).toEqual([
    { start: '2024-11-20', end: '2025-11-20', insurer: null, insurerPolicyNumber: null, coverage: null, excess: null, renewalOffer: null, pricePaid: '480', bought: null },
  ]);
  expect((await stored(other))!.terms).toBeUndefined();
  // Rolled on, that year stays first in the history.
  const res = await alice.post(`/api/policies/${id}/renewal`).send({ answer: 'renewed', forRenewalDate: '2026-11-20', price: '612' });
  expect(res.body.terms.map((x: { pricePaid: string }) => x.pricePaid)).toEqual(['480', '540']);
});

test('importing the renewal notice after its date answers the question: renewed at the notice’s price', async () => {
  const { id } = await createPolicy(alice);
  const res = await alice.put(`/api/policies/${id}`).send({
    registrationNumber: 'AB12CDE',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    insurer: 'Admiral',
    renewalDate: '2026-11-20',
    currentPremium: '612',
    previousPremium: '540',
    renewalOffer: '612',
    excess: 250,
    coverage: 'Comprehensive',
    isActive: true,
  });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    renewalDate: '2027-11-20',
    termStart: '2026-11-20',
    termBought: 'renewed',
    currentPremium: '612',
    previousPremium: '540',
    termRenewalOffer: '612',
    renewalOffer: null,
  });
  expect(res.body.terms).toEqual([expect.objectContaining({ end: '2026-11-20', pricePaid: '540' })]);
  // Before the date, the same import only records the offer.
  clock = new Date('2027-10-01T12:00:00Z');
  const before = await alice.put(`/api/policies/${id}`).send({
    registrationNumber: 'AB12CDE',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    renewalDate: '2027-11-20',
    currentPremium: '700',
    previousPremium: '612',
    renewalOffer: '700',
    isActive: true,
  });
  expect(before.body).toMatchObject({ renewalDate: '2027-11-20', renewalOffer: '700', currentPremium: '700', terms: [expect.anything()] });
});

test('an edit cannot move the renewal date back into or before the current policy year', async () => {
  const { id } = await createPolicy(alice);
  await alice.post(`/api/policies/${id}/renewal`).send({ answer: 'renewed', forRenewalDate: '2026-11-20', price: '612' }).expect(200);
  const body = { registrationNumber: 'AB12CDE', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: '2026-11-20', isActive: true };
  const res = await alice.put(`/api/policies/${id}`).send(body);
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(TERM_MESSAGES.renewalDateOrder('20/11/2026'));
  expect((await stored(id))!.renewalDate).toBe('2027-11-20');
  expect((await alice.put(`/api/policies/${id}`).send({ ...body, renewalDate: '2027-12-01' })).status).toBe(200);
});

test("editing 'Last Year's Premium' in the form keeps last year's term in step (not while a notice's offer is held)", async () => {
  const { id } = await createPolicy(alice, { previousPremium: '480' });
  await PolicyModel.collection.updateMany({}, { $unset: { terms: '' } });
  await migratePreviousPremiumToTerms();
  const body = { registrationNumber: 'AB12CDE', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: '2026-11-20', currentPremium: '540', isActive: true };
  const res = await alice.put(`/api/policies/${id}`).send({ ...body, previousPremium: '500' });
  expect(res.body.terms.map((x: { pricePaid: string }) => x.pricePaid)).toEqual(['500']);
  // A notice's offer held: previousPremium is this year's price, the history stays.
  clock = new Date('2026-11-01T12:00:00Z');
  const notice = await alice.put(`/api/policies/${id}`).send({ ...body, currentPremium: '700', previousPremium: '540', renewalOffer: '700' });
  expect(notice.body.terms.map((x: { pricePaid: string }) => x.pricePaid)).toEqual(['500']);
});
