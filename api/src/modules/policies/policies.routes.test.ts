import { Types } from 'mongoose';
import request from 'supertest';
import { addDays, daysToRenewal, londonToday, MESSAGES, policyStatus } from '@renewly/shared-contracts';
import { createdPolicySchema, policySchema } from '@renewly/shared-contracts/features/schemas';
import { createApp } from '../../app';
import { createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { QuoteModel } from '../quotes/quotes.model';
import { ReminderModel } from '../reminders/reminders.model';
import { PolicyModel } from './policies.model';
import { NotificationModel } from '../notifications/notifications.model';
import { createNotification, createNotificationOnce } from '../notifications/notifications.service';

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

const inDays = (days: number) => addDays(londonToday(), days);

function form(overrides: Record<string, unknown> = {}) {
  return {
    registrationNumber: 'ab12 cde',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    insurer: 'Admiral',
    renewalDate: inDays(90),
    motExpiryDate: inDays(120),
    roadTaxExpiryDate: '',
    currentPremium: '612.50',
    excess: 250,
    coverage: 'Comprehensive',
    isActive: true,
    ...overrides,
  };
}

async function create(agent: SignedInAgent, overrides: Record<string, unknown> = {}) {
  const res = await agent.post('/api/policies').send(form(overrides));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body as { id: string; remindersCreated: number } & Record<string, unknown>;
}

describe('authentication', () => {
  it.each([
    ['get', '/api/policies'],
    ['post', '/api/policies'],
    ['put', `/api/policies/${new Types.ObjectId()}`],
    ['patch', `/api/policies/${new Types.ObjectId()}/status`],
    ['delete', `/api/policies/${new Types.ObjectId()}`],
    ['get', '/api/dashboard/stats'],
  ] as const)('%s %s answers 401 when signed out', async (method, path) => {
    const res = await request(t.app)[method](path).set('Origin', 'http://127.0.0.1:3000').send({});
    expect(res.status).toBe(401);
  });
});

describe('POST /api/policies', () => {
  it('creates a policy with a normalised registration and a generated policy number', async () => {
    const res = await alice.post('/api/policies').send(form());
    expect(res.status).toBe(201);
    const policy = policySchema.parse(res.body);
    // Exactly the shared contract: every field, nothing more.
    expect(createdPolicySchema.strict().parse(res.body)).toEqual(res.body);
    expect(policy).toMatchObject({
      registrationNumber: 'AB12CDE',
      carManufacturer: 'Ford',
      carModel: 'Focus',
      insurer: 'Admiral',
      renewalDate: inDays(90),
      motExpiryDate: inDays(120),
      roadTaxExpiryDate: null,
      currentPremium: '612.50',
      excess: 250,
      coverage: 'Comprehensive',
      isActive: true,
      quotes: [],
    });
    expect(policy.policyNumber).toMatch(/^RN-[A-Z2-9]{8}$/);
    expect(res.body.remindersCreated).toBe(0);
    expect(res.body).not.toHaveProperty('_id');
    expect(res.body).not.toHaveProperty('userId');

    const list = await alice.get('/api/policies');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(policySchema.parse(list.body[0])).toEqual(policy);
  });

  it('creates the chosen reminders in the same request', async () => {
    const res = await alice
      .post('/api/policies')
      .send({ ...form(), reminderDays: [30, 10], reminderMethods: ['email', 'sms'] });
    expect(res.status).toBe(201);
    expect(res.body.remindersCreated).toBe(2);
    const reminders = await ReminderModel.find({ policyId: res.body.id }).sort({ daysBefore: -1 }).lean();
    expect(reminders.map((r) => [r.title, r.daysBefore, r.notificationMethods, String(r.userId)])).toEqual([
      ['30 day renewal reminder', 30, ['email', 'sms'], alice.user.id],
      ['10 day renewal reminder', 10, ['email', 'sms'], alice.user.id],
    ]);
  });

  it('defaults reminder methods to app', async () => {
    const res = await alice.post('/api/policies').send({ ...form(), reminderDays: [20] });
    expect(res.body.remindersCreated).toBe(1);
    const [reminder] = await ReminderModel.find({ policyId: res.body.id }).lean();
    expect(reminder?.notificationMethods).toEqual(['app']);
  });

  it('removes the policy again when its reminders cannot be written', async () => {
    const spy = jest.spyOn(ReminderModel, 'insertMany').mockRejectedValueOnce(new Error('disk full'));
    const res = await alice.post('/api/policies').send({ ...form(), reminderDays: [30] });
    spy.mockRestore();
    expect(res.status).toBe(500);
    expect(res.body.message).toBeDefined();
    expect(res.text).not.toMatch(/disk full/);
    expect(await PolicyModel.countDocuments()).toBe(0);
    expect(await ReminderModel.countDocuments()).toBe(0);
  });

  const required = MESSAGES.policyRequiredFields;
  it.each([
    ['no registration', { registrationNumber: '' }, required],
    ['no make', { carManufacturer: '  ' }, required],
    ['no model', { carModel: undefined }, /carModel/],
    ['no renewal date', { renewalDate: '' }, required],
    ['a non-UK registration', { registrationNumber: 'NOT A PLATE' }, MESSAGES.invalidRegistration],
    ['an impossible date', { renewalDate: '2026-02-30' }, MESSAGES.invalidDate],
    ['a UK-style date', { renewalDate: '31/12/2026' }, MESSAGES.invalidDate],
    ['a malformed MOT date', { motExpiryDate: 'soon' }, MESSAGES.invalidDate],
    ['a negative premium', { currentPremium: '-5' }, MESSAGES.invalidAmount],
    ['a premium with 3 decimals', { currentPremium: '10.005' }, MESSAGES.invalidAmount],
    ["a negative last year's premium", { previousPremium: '-5' }, MESSAGES.invalidAmount],
    ["a last year's premium with 3 decimals", { previousPremium: '612.405' }, MESSAGES.invalidAmount],
    ["words for last year's premium", { previousPremium: 'about £600' }, MESSAGES.invalidAmount],
    ['a negative excess', { excess: -1 }, MESSAGES.invalidAmount],
    ['an operator in the registration', { registrationNumber: { $ne: null } }, /registrationNumber/],
    ['an operator in the make', { carManufacturer: { $gt: '' } }, /carManufacturer/],
    ['an unknown field', { userId: new Types.ObjectId().toString() }, 'Unknown field: userId'],
    ['an operator as a field', { $where: 'sleep(1000)' }, /Unknown field/],
    ['an unknown coverage', { coverage: 'Fully Comp' }, /coverage/],
    ['an unknown reminder day', { reminderDays: [15] }, /30\|20\|10/],
    ['a string for isActive', { isActive: 'yes' }, /isActive/],
  ])('rejects %s with 400 and stores nothing', async (_name, overrides, message) => {
    const res = await alice.post('/api/policies').send(form(overrides));
    expect(res.status).toBe(400);
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    expect(await PolicyModel.countDocuments()).toBe(0);
    expect(await ReminderModel.countDocuments()).toBe(0);
  });

  it('rejects an empty or non-JSON body with 400', async () => {
    expect((await alice.post('/api/policies').send({})).status).toBe(400);
    const text = await alice.post('/api/policies').set('Content-Type', 'text/plain').send('registrationNumber=AB12CDE');
    expect(text.status).toBe(400);
    const broken = await alice.post('/api/policies').set('Content-Type', 'application/json').send('{"registrationNumber":');
    expect(broken.status).toBe(400);
    expect(await PolicyModel.countDocuments()).toBe(0);
  });

  it('answers 409 when the user already holds that registration, in any spelling', async () => {
    await create(alice);
    const res = await alice.post('/api/policies').send(form({ registrationNumber: 'AB12CDE', carModel: 'Fiesta' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You already have a policy for this registration number');
    expect(await PolicyModel.countDocuments()).toBe(1);
    // Another user may insure the same car.
    expect((await bob.post('/api/policies').send(form())).status).toBe(201);
  });
});

describe('PUT /api/policies/:id', () => {
  it('replaces the form fields and removes optional ones left empty', async () => {
    const created = await create(alice, { reminderDays: [30] });
    const res = await alice.put(`/api/policies/${created.id}`).send(
      form({
        registrationNumber: 'xy19 zzz',
        carModel: 'Puma',
        insurer: '',
        motExpiryDate: null,
        currentPremium: 480,
        excess: '100',
        coverage: 'Third Party Only',
        isActive: false,
      }),
    );
    expect(res.status).toBe(200);
    const policy = policySchema.parse(res.body);
    expect(policy).toMatchObject({
      id: created.id,
      policyNumber: created.policyNumber,
      registrationNumber: 'XY19ZZZ',
      carModel: 'Puma',
      insurer: null,
      motExpiryDate: null,
      currentPremium: '480',
      excess: 100,
      coverage: 'Third Party Only',
      isActive: false,
    });
    const stored = await PolicyModel.findById(created.id).lean();
    expect(stored).not.toHaveProperty('insurer');
    expect(stored).not.toHaveProperty('motExpiryDate');
    // Reminders are managed on their own page: an update leaves them alone.
    expect(await ReminderModel.countDocuments({ policyId: created.id })).toBe(1);
  });

  it('answers 409 when changing to a registration the user already holds', async () => {
    const first = await create(alice);
    const second = await create(alice, { registrationNumber: 'CD34 EFG' });
    const res = await alice.put(`/api/policies/${second.id}`).send(form({ registrationNumber: 'AB12CDE' }));
    expect(res.status).toBe(409);
    expect((await PolicyModel.findById(second.id).lean())?.registrationNumber).toBe('CD34EFG');
    // Saving a policy with its own registration is fine.
    expect((await alice.put(`/api/policies/${first.id}`).send(form())).status).toBe(200);
  });

  it('validates the body like POST and changes nothing', async () => {
    const created = await create(alice);
    const res = await alice.put(`/api/policies/${created.id}`).send(form({ renewalDate: '2026-13-01', isAdmin: true }));
    expect(res.status).toBe(400);
    expect((await PolicyModel.findById(created.id).lean())?.renewalDate).toBe(created.renewalDate);
  });
});

describe("last year's premium (issue 25)", () => {
  const stored = async (id: string) => (await PolicyModel.findById(id).lean()) as Record<string, unknown> | null;

  it('is created, returned by POST and GET and stored as a numeric string; absent, it is null', async () => {
    const res = await alice.post('/api/policies').send(form({ previousPremium: 498 }));
    expect(res.status).toBe(201);
    expect(policySchema.parse(res.body)).toMatchObject({ currentPremium: '612.50', previousPremium: '498' });
    expect((await alice.get('/api/policies')).body[0]).toMatchObject({ previousPremium: '498' });
    expect((await stored(res.body.id))?.previousPremium).toBe('498');
    const without = await create(alice, { registrationNumber: 'CD34 EFG' });
    expect(without.previousPremium).toBeNull();
    expect(await stored(without.id)).not.toHaveProperty('previousPremium');
  });

  it('is kept through an edit that leaves it out, changed by one that sends it and removed by an empty one', async () => {
    const created = await create(alice, { previousPremium: '598.20' });
    const kept = await alice.put(`/api/policies/${created.id}`).send(form({ currentPremium: '689.90' }));
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ currentPremium: '689.90', previousPremium: '598.20' });

    const changed = await alice.put(`/api/policies/${created.id}`).send(form({ previousPremium: '612.50' }));
    expect(changed.body.previousPremium).toBe('612.50');
    expect((await stored(created.id))?.previousPremium).toBe('612.50');

    for (const empty of ['', null]) {
      await alice.put(`/api/policies/${created.id}`).send(form({ previousPremium: '700' }));
      const cleared = await alice.put(`/api/policies/${created.id}`).send(form({ previousPremium: empty }));
      expect([empty, cleared.status, cleared.body.previousPremium]).toEqual([empty, 200, null]);
      expect(await stored(created.id)).not.toHaveProperty('previousPremium');
    }
  });

  it('rejects a bad amount on edit with 400 and its message, and keeps the stored one', async () => {
    const created = await create(alice, { previousPremium: '598.20' });
    const res = await alice.put(`/api/policies/${created.id}`).send(form({ previousPremium: '-1' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MESSAGES.invalidAmount });
    expect((await stored(created.id))?.previousPremium).toBe('598.20');
  });

  it('is left alone by the status switch', async () => {
    const created = await create(alice, { previousPremium: '598.20' });
    const res = await alice.patch(`/api/policies/${created.id}/status`).send({ isActive: false });
    expect(res.status).toBe(200);
    expect(res.body.previousPremium).toBe('598.20');
  });
});

describe("the insurer's policy number (issue 25)", () => {
  const stored = async (id: string) => (await PolicyModel.findById(id).lean()) as Record<string, unknown> | null;

  it('is stored trimmed, kept through an edit that leaves it out, and removed by an empty one', async () => {
    const created = await create(alice, { insurerPolicyNumber: '  AV-88213456 ' });
    expect(created).toMatchObject({ insurerPolicyNumber: 'AV-88213456' });
    expect(created.policyNumber).toMatch(/^RN-/);
    const kept = await alice.put(`/api/policies/${created.id}`).send(form({ insurer: 'Aviva' }));
    expect(kept.body.insurerPolicyNumber).toBe('AV-88213456');
    for (const empty of ['', null, '   ']) {
      await alice.put(`/api/policies/${created.id}`).send(form({ insurerPolicyNumber: 'X1' }));
      const cleared = await alice.put(`/api/policies/${created.id}`).send(form({ insurerPolicyNumber: empty }));
      expect([empty, cleared.status, cleared.body.insurerPolicyNumber]).toEqual([empty, 200, null]);
      expect(await stored(created.id)).not.toHaveProperty('insurerPolicyNumber');
    }
  });

  it('rejects one over 40 characters or not text with 400, and keeps the stored one', async () => {
    const created = await create(alice, { insurerPolicyNumber: 'AV-1' });
    for (const bad of ['A'.repeat(41), { $ne: null }, 12]) {
      const res = await alice.put(`/api/policies/${created.id}`).send(form({ insurerPolicyNumber: bad }));
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const long = await alice.put(`/api/policies/${created.id}`).send(form({ insurerPolicyNumber: 'A'.repeat(41) }));
    expect(long.body).toEqual({ message: MESSAGES.insurerPolicyNumberTooLong });
    expect((await stored(created.id))?.insurerPolicyNumber).toBe('AV-1');
  });
});

describe('the DVLA dates refresh setting (issue 26)', () => {
  it('is on by default, kept when the form leaves it out, and turned off by the form', async () => {
    const created = await create(alice);
    // The test app has no DVLA key: the dialog shows the setting disabled.
    expect(created).toMatchObject({ dvlaRefresh: true, dvlaRefreshAvailable: false, dvlaCheckedAt: null, dvlaAlerts: [] });
    const off = await alice.put(`/api/policies/${created.id}`).send(form({ dvlaRefresh: false }));
    expect(off.status).toBe(200);
    expect(off.body.dvlaRefresh).toBe(false);
    const same = await alice.put(`/api/policies/${created.id}`).send(form({ insurer: 'Aviva' }));
    expect(same.body.dvlaRefresh).toBe(false);
    expect((await alice.get('/api/policies')).body[0]).toMatchObject({ dvlaRefresh: false, insurer: 'Aviva' });
    for (const bad of ['yes', 1, null]) {
      const res = await alice.put(`/api/policies/${created.id}`).send(form({ dvlaRefresh: bad }));
      expect([res.status, typeof res.body.message]).toEqual([400, 'string']);
    }
  });

  it('says a DVLA key is configured when it is', async () => {
    // The same database, an app whose config has a DVLA key.
    const app = createApp({ ...t, config: { ...t.config, dvla: { apiKey: 'k', apiUrl: 'http://127.0.0.1:9/v1/vehicles' } } });
    const carol = await signUpAndLogIn(app);
    const res = await carol.post('/api/policies').send(form());
    expect(res.body).toMatchObject({ dvlaRefresh: true, dvlaRefreshAvailable: true });
  });

  it('records when the user last changed the MOT or tax date (a DVLA answer older than that never overrides it)', async () => {
    const created = await create(alice);
    const first = (await PolicyModel.findById(created.id).lean())?.datesEditedAt;
    expect(first).toBeInstanceOf(Date);
    await alice.put(`/api/policies/${created.id}`).send(form({ insurer: 'Aviva' }));
    expect((await PolicyModel.findById(created.id).lean())?.datesEditedAt).toEqual(first);
    await alice.put(`/api/policies/${created.id}`).send(form({ motExpiryDate: inDays(200) }));
    expect((await PolicyModel.findById(created.id).lean())!.datesEditedAt!.getTime()).toBeGreaterThan(first!.getTime());
  });

  it("a new registration drops what the DVLA said about the old vehicle", async () => {
    const created = await create(alice);
    await PolicyModel.updateOne({ _id: created.id }, { $set: { dvlaCheckedAt: new Date(), dvlaAlerts: [{ kind: 'sorn', since: '2026-11-01' }] } });
    const same = await alice.put(`/api/policies/${created.id}`).send(form({ insurer: 'Aviva' }));
    expect(same.body.dvlaAlerts).toEqual([{ kind: 'sorn', since: '2026-11-01' }]);
    const moved = await alice.put(`/api/policies/${created.id}`).send(form({ registrationNumber: 'XY12 ZZZ' }));
    expect(moved.body).toMatchObject({ dvlaCheckedAt: null, dvlaAlerts: [] });
  });
});

describe('PATCH /api/policies/:id/status', () => {
  it('toggles the active flag', async () => {
    const created = await create(alice);
    const off = await alice.patch(`/api/policies/${created.id}/status`).send({ isActive: false });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    expect((await alice.get('/api/policies')).body[0].isActive).toBe(false);
    const on = await alice.patch(`/api/policies/${created.id}/status`).send({ isActive: true });
    expect(on.body.isActive).toBe(true);
  });

  it.each([[{}], [{ isActive: 'false' }], [{ isActive: true, renewalDate: '2030-01-01' }], [{ isActive: { $ne: true } }]])(
    'rejects %j with 400',
    async (body) => {
      const created = await create(alice);
      const res = await alice.patch(`/api/policies/${created.id}/status`).send(body);
      expect(res.status).toBe(400);
      expect((await PolicyModel.findById(created.id).lean())?.isActive).toBe(true);
    },
  );
});

describe('two users', () => {
  it('neither reads, changes nor deletes the other one\'s policies', async () => {
    const alices = await create(alice, { reminderDays: [30] });
    await create(bob, { registrationNumber: 'BB22 BBB' });

    const bobsList = await bob.get('/api/policies');
    expect(bobsList.body.map((p: { registrationNumber: string }) => p.registrationNumber)).toEqual(['BB22BBB']);

    expect((await bob.put(`/api/policies/${alices.id}`).send(form({ carModel: 'Hacked' }))).status).toBe(404);
    expect((await bob.patch(`/api/policies/${alices.id}/status`).send({ isActive: false })).status).toBe(404);
    const del = await bob.delete(`/api/policies/${alices.id}`);
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ message: 'Policy not found' });

    const stored = await PolicyModel.findById(alices.id).lean();
    expect(stored).toMatchObject({ carModel: 'Focus', isActive: true });
    expect(await ReminderModel.countDocuments({ policyId: alices.id })).toBe(1);
    expect((await alice.get('/api/policies')).body).toHaveLength(1);
    expect((await bob.get('/api/dashboard/stats')).body.activePolicies).toBe(1);
  });

  it.each([
    ['put', '/api/policies/not-an-id'],
    ['patch', '/api/policies/123/status'],
    ['delete', '/api/policies/zzzzzzzzzzzzzzzzzzzzzzzz'],
  ] as const)('%s %s with a malformed id answers 400', async (method, path) => {
    const res = await alice[method](path).send(method === 'patch' ? { isActive: true } : form());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.invalidId);
  });

  it('an unknown id answers 404', async () => {
    const res = await alice.delete(`/api/policies/${new Types.ObjectId()}`);
    expect(res.status).toBe(404);
  });
});

describe('DELETE /api/policies/:id', () => {
  it('removes the policy with its reminders, quotes and notifications, and nothing else', async () => {
    const doomed = await create(alice, { reminderDays: [30, 20] });
    const kept = await create(alice, { registrationNumber: 'KE19 EPT', reminderDays: [10] });
    const reminders = await ReminderModel.find({ policyId: doomed.id }).lean();
    const owner = new Types.ObjectId(alice.user.id);
    const quote = (policyId: string, annualPremium: number) => ({
      userId: owner,
      policyId: new Types.ObjectId(policyId),
      provider: 'Admiral',
      rating: 4.5,
      annualPremium,
      monthlyPremium: annualPremium / 12,
      excess: 250,
      coverage: 'Comprehensive',
    });
    await QuoteModel.insertMany([quote(doomed.id, 500), quote(doomed.id, 550), quote(kept.id, 400)]);
    const about = (policyId: string, key: string) => ({ key, title: 'Renewal soon', message: key, policyId });
    await createNotificationOnce(alice.user.id, { ...about(doomed.id, 'doomed'), reminderId: String(reminders[0]!._id) });
    await createNotificationOnce(alice.user.id, about(kept.id, 'kept'));
    await createNotification(alice.user.id, { title: 'Welcome', message: 'z' });

    const res = await alice.delete(`/api/policies/${doomed.id}`);
    expect(res.status).toBe(204);

    expect(await PolicyModel.countDocuments({ _id: doomed.id })).toBe(0);
    expect(await ReminderModel.countDocuments({ policyId: doomed.id })).toBe(0);
    expect(await QuoteModel.countDocuments({ policyId: doomed.id })).toBe(0);
    expect((await NotificationModel.find({}, { message: 1 }).sort({ message: 1 }).lean()).map((n) => n.message)).toEqual([
      'kept',
      'z',
    ]);
    // The other policy keeps everything.
    expect(await PolicyModel.countDocuments({ _id: kept.id })).toBe(1);
    expect(await ReminderModel.countDocuments({ policyId: kept.id })).toBe(1);
    expect(await QuoteModel.countDocuments({ policyId: kept.id })).toBe(1);

    expect((await alice.delete(`/api/policies/${doomed.id}`)).status).toBe(404);
  });
});

describe('quotes on policies', () => {
  it('lists each policy with its cheapest quotes, at most 6', async () => {
    const p = await create(alice);
    const owner = new Types.ObjectId(alice.user.id);
    await QuoteModel.insertMany(
      [700, 300, 500, 400, 600, 800, 350].map((annualPremium) => ({
        userId: owner,
        policyId: new Types.ObjectId(p.id),
        provider: `P${annualPremium}`,
        rating: 4,
        annualPremium,
        monthlyPremium: annualPremium / 12,
        excess: 100,
        coverage: 'Comprehensive',
      })),
    );
    const [listed] = (await alice.get('/api/policies')).body;
    expect(listed.quotes.map((q: { annualPremium: number }) => q.annualPremium)).toEqual([300, 350, 400, 500, 600, 700]);
  });
});

describe('status boundaries and GET /api/dashboard/stats', () => {
  const boundaries: [number, string][] = [
    [-1, 'expired'],
    [0, 'expired'],
    [1, 'urgent'],
    [30, 'urgent'],
    [31, 'upcoming'],
    [60, 'upcoming'],
    [61, 'active'],
  ];

  it('renewal dates land on the spec statuses (London calendar)', async () => {
    for (const [i, [days]] of boundaries.entries()) {
      await create(alice, { registrationNumber: `AB${10 + i}CDE`, renewalDate: inDays(days) });
    }
    const listed = (await alice.get('/api/policies')).body as { renewalDate: string }[];
    // Sorted by renewal date, so in the order created.
    expect(listed.map((p) => policyStatus(daysToRenewal(p.renewalDate)))).toEqual(boundaries.map(([, s]) => s));
  });

  it('counts active policies, active renewals in 0-60 days, and savings against the cheapest quote', async () => {
    expect((await alice.get('/api/dashboard/stats')).body).toEqual({
      activePolicies: 0,
      upcomingRenewals: 0,
      potentialSavings: 0,
    });
    const ids: string[] = [];
    for (const [i, [days]] of boundaries.entries()) {
      ids.push((await create(alice, { registrationNumber: `AB${10 + i}CDE`, renewalDate: inDays(days) })).id);
    }
    // An inactive policy inside the window does not count.
    await create(alice, { registrationNumber: 'IN11ACT', renewalDate: inDays(10), isActive: false, currentPremium: '900' });
    let stats = (await alice.get('/api/dashboard/stats')).body;
    expect(stats).toEqual({ activePolicies: 7, upcomingRenewals: 5, potentialSavings: 0 });

    const owner = new Types.ObjectId(alice.user.id);
    const inactiveId = (await PolicyModel.findOne({ registrationNumber: 'IN11ACT' }).lean())!._id;
    const quote = (policyId: Types.ObjectId | string, annualPremium: number) => ({
      userId: owner,
      policyId: new Types.ObjectId(String(policyId)),
      provider: 'X',
      rating: 4,
      annualPremium,
      monthlyPremium: annualPremium / 12,
      excess: 100,
      coverage: 'Comprehensive',
    });
    await QuoteModel.insertMany([
      quote(ids[0]!, 500), // 612.50 - 450 = 162.50 (cheapest of two)
      quote(ids[0]!, 450),
      quote(ids[1]!, 700), // dearer than 612.50: counts 0, never negative
      quote(inactiveId, 100), // inactive: ignored
    ]);
    stats = (await alice.get('/api/dashboard/stats')).body;
    expect(stats.potentialSavings).toBeCloseTo(162.5);

    // Bob sees only his own figures.
    expect((await bob.get('/api/dashboard/stats')).body).toEqual({
      activePolicies: 0,
      upcomingRenewals: 0,
      potentialSavings: 0,
    });
  });
});
