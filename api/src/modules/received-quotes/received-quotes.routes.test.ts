// "Quotes you got" (issue 39 §3) on the real database: the list of a policy's current insurance year, add, edit,
// delete; every refusal of the issue's "Bad input" a 400 with the field's message and nothing stored; the sharing
// rules (a viewer reads, an editor writes, anyone else a 404); per term; export, CSV, erasure and policy deletion.
import { Types } from 'mongoose';
import { addDays, londonToday } from '@renewly/shared-contracts';
import { RECEIVED_QUOTE_MESSAGES as M } from '@renewly/shared-contracts/features/received-quotes';
import { SHARING_MESSAGES } from '@renewly/shared-contracts/features/sharing';
import { createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { shareWith } from '../../../test/sharing-fixtures';
import { PolicyModel } from '../policies/policies.model';
import { ReceivedQuoteModel } from './received-quotes.model';

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

const renewal = addDays(londonToday(), 40);

async function createPolicy(agent: SignedInAgent, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await agent.post('/api/policies').send({
    registrationNumber: 'AB12CDE',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    insurer: 'Aviva',
    renewalDate: renewal,
    currentPremium: '612.00',
    previousPremium: '540.00',
    excess: 250,
    coverage: 'Comprehensive',
    isActive: true,
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body.id as string;
}

const quoteBody = (over: Record<string, unknown> = {}) => ({
  insurer: 'Admiral',
  annualPrice: 528,
  excess: 250,
  coverage: 'Comprehensive',
  source: 'comparethemarket',
  quotedOn: londonToday(),
  reference: 'CTM-12345',
  ...over,
});
const url = (policyId: string, quoteId?: string) => `/api/policies/${policyId}/received-quotes${quoteId ? `/${quoteId}` : ''}`;
const stored = () => ReceivedQuoteModel.countDocuments({});

describe('Quotes you got: list, add, edit, delete', () => {
  it('records two quotes, lists them cheapest first for the current year, marks the cheapest like for like, edits and deletes', async () => {
    const policyId = await createPolicy(alice);
    expect((await alice.get(url(policyId))).body).toEqual({ policyId, termRenewalDate: renewal, quotes: [], cheapestLikeForLike: null });

    const a = await alice.post(url(policyId)).send(quoteBody({ insurer: '  Admiral ', annualPrice: '528.40' }));
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ policyId, termRenewalDate: renewal, insurer: 'Admiral', annualPrice: 528.4, excess: 250, reference: 'CTM-12345' });
    const b = await alice.post(url(policyId)).send(quoteBody({ insurer: 'Hastings Direct', annualPrice: 450, coverage: 'Third Party Only', source: 'broker', reference: null }));
    expect(b.status).toBe(201);

    const list = await alice.get(url(policyId));
    expect(list.status).toBe(200);
    expect(list.body.quotes.map((q: { insurer: string }) => q.insurer)).toEqual(['Hastings Direct', 'Admiral']);
    // The third-party-only quote is cheaper, but not like for like: the cheapest like-for-like one is Admiral's.
    expect(list.body.cheapestLikeForLike).toMatchObject({ id: a.body.id, insurer: 'Admiral', annualPrice: 528.4 });

    const edited = await alice.put(url(policyId, a.body.id)).send(quoteBody({ annualPrice: 519.99, excess: 150 }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: a.body.id, annualPrice: 519.99, excess: 150, termRenewalDate: renewal });

    expect((await alice.delete(url(policyId, b.body.id))).status).toBe(204);
    expect((await alice.get(url(policyId))).body.quotes.map((q: { id: string }) => q.id)).toEqual([a.body.id]);
  });

  it('keeps quotes per term: after the renewal date moves the list is empty, and the old quotes stay with their term', async () => {
    const policyId = await createPolicy(alice);
    expect((await alice.post(url(policyId)).send(quoteBody())).status).toBe(201);
    const next = addDays(renewal, 365);
    await PolicyModel.updateOne({ _id: new Types.ObjectId(policyId) }, { $set: { renewalDate: next } });
    expect((await alice.get(url(policyId))).body).toMatchObject({ termRenewalDate: next, quotes: [], cheapestLikeForLike: null });
    expect(await ReceivedQuoteModel.find({ policyId: new Types.ObjectId(policyId) }, { termRenewalDate: 1, _id: 0 }).lean()).toEqual([{ termRenewalDate: renewal }]);
    const added = await alice.post(url(policyId)).send(quoteBody({ insurer: 'LV=' }));
    expect(added.body.termRenewalDate).toBe(next);
  });
});

describe('Bad input: a 400 with the field message, nothing stored', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a price of £0', { annualPrice: 0 }, M.priceTooLow],
    ['a negative price', { annualPrice: -10 }, M.priceTooLow],
    ['a price over £100,000', { annualPrice: 100000.01 }, M.priceTooHigh],
    ['a price with three decimals', { annualPrice: '528.405' }, M.priceDecimals],
    ['an impossible date', { quotedOn: '2026-02-30' }, M.dateInvalid],
    ['a date in the future', { quotedOn: addDays(londonToday(), 2) }, M.dateInFuture],
    ['a date more than 12 months ago (issue 51)', { quotedOn: '1990-06-01' }, M.dateTooOld],
    ['a 61-character insurer', { insurer: 'A'.repeat(61) }, M.insurerTooLong],
    ['a cover that is not offered', { coverage: 'Fully comp' }, M.coverRequired],
    ['a place not on the list', { source: 'a friend' }, M.sourceRequired],
    ['a javascript: link', { reference: 'javascript:alert(1)' }, M.referenceLink],
    ['a reference too long', { reference: `https://example.com/${'x'.repeat(300)}` }, M.referenceTooLong],
  ];
  it.each(cases)('%s', async (_name, over, message) => {
    const policyId = await createPolicy(alice);
    const res = await alice.post(url(policyId)).send(quoteBody(over));
    expect([res.status, res.body]).toEqual([400, { message }]);
    expect(await stored()).toBe(0);
    // The same on an edit: the quote keeps its figures.
    const ok = await alice.post(url(policyId)).send(quoteBody());
    const edit = await alice.put(url(policyId, ok.body.id)).send(quoteBody(over));
    expect([edit.status, edit.body]).toEqual([400, { message }]);
    expect((await ReceivedQuoteModel.findById(ok.body.id).lean())?.annualPrice).toBe(528);
  });

  it('refuses an unknown field and a made-up id', async () => {
    const policyId = await createPolicy(alice);
    expect((await alice.post(url(policyId)).send({ ...quoteBody(), monthly: 44 })).status).toBe(400);
    expect((await alice.get('/api/policies/not-an-id/received-quotes')).status).toBe(400);
    expect((await alice.put(url(policyId, 'nope')).send(quoteBody())).status).toBe(400);
    expect(await stored()).toBe(0);
  });
});

describe('Sharing and isolation', () => {
  it("a viewer lists but may not write (403); an editor writes; another user's policy is a 404", async () => {
    const policyId = await createPolicy(alice);
    const carol = await signUpAndLogIn(t.app, { firstName: 'Carol' });
    const dave = await signUpAndLogIn(t.app, { firstName: 'Dave' });
    await shareWith(alice, carol, policyId, 'viewer');
    await shareWith(alice, dave, policyId, 'editor');
    const mine = await alice.post(url(policyId)).send(quoteBody());

    expect((await carol.get(url(policyId))).body.quotes).toHaveLength(1);
    const refused = await carol.post(url(policyId)).send(quoteBody({ insurer: 'Viewer Co' }));
    expect([refused.status, refused.body.message]).toEqual([403, SHARING_MESSAGES.editorOnly]);
    expect((await carol.put(url(policyId, mine.body.id)).send(quoteBody({ annualPrice: 1 }))).status).toBe(403);
    expect((await carol.delete(url(policyId, mine.body.id))).status).toBe(403);

    const byEditor = await dave.post(url(policyId)).send(quoteBody({ insurer: 'Editor Co', annualPrice: 600 }));
    expect(byEditor.status).toBe(201);
    // Stored as the owner's data (export, erasure), recorded by the editor.
    const doc = await ReceivedQuoteModel.findById(byEditor.body.id).lean();
    expect([String(doc!.userId), String(doc!.recordedBy)]).toEqual([alice.user.id, dave.user.id]);

    for (const res of [
      await bob.get(url(policyId)),
      await bob.post(url(policyId)).send(quoteBody()),
      await bob.put(url(policyId, mine.body.id)).send(quoteBody()),
      await bob.delete(url(policyId, mine.body.id)),
    ]) {
      expect([res.status, res.body.message]).toEqual([404, 'Policy not found']);
    }
    expect(await stored()).toBe(2);
    expect((await ReceivedQuoteModel.findById(mine.body.id).lean())?.annualPrice).toBe(528);
  });

  it("a quote id of another policy is a 404, even on the user's own policy", async () => {
    const alicePolicy = await createPolicy(alice);
    const bobPolicy = await createPolicy(bob, { registrationNumber: 'ZZ99BOB' });
    const bobs = await bob.post(url(bobPolicy)).send(quoteBody({ insurer: 'Bob Insurance' }));
    const put = await alice.put(url(alicePolicy, bobs.body.id)).send(quoteBody({ annualPrice: 1 }));
    expect([put.status, put.body.message]).toEqual([404, M.notFound]);
    expect((await alice.delete(url(alicePolicy, bobs.body.id))).status).toBe(404);
    expect((await alice.delete(url(alicePolicy, new Types.ObjectId().toString()))).status).toBe(404);
    expect((await ReceivedQuoteModel.findById(bobs.body.id).lean())?.annualPrice).toBe(528);
    expect((await alice.get(url(alicePolicy))).body.quotes).toEqual([]);
  });
});

describe('Your data', () => {
  it('the JSON export and the CSV carry the quotes; erasure and deleting the policy remove them', async () => {
    const policyId = await createPolicy(alice);
    await alice.post(url(policyId)).send(quoteBody({ reference: 'https://www.comparethemarket.com/q/1' }));
    await bob.post(url(await createPolicy(bob, { registrationNumber: 'ZZ99BOB' }))).send(quoteBody({ insurer: 'Bob Secret Insurer' }));

    const json = await alice.get('/api/account/export');
    expect(json.status).toBe(200);
    expect(json.body.collections.received_quotes).toEqual([
      expect.objectContaining({ policyId, insurer: 'Admiral', annualPrice: 528, termRenewalDate: renewal, reference: 'https://www.comparethemarket.com/q/1' }),
    ]);
    expect(JSON.stringify(json.body)).not.toContain('Bob Secret Insurer');

    const csv = await alice.get('/api/account/export/policies.csv');
    expect(csv.text.split('\r\n')[0]).toContain(',receivedQuotes');
    expect(csv.text).toContain(`renewal ${renewal}: ${londonToday()} Admiral £528, excess £250, Comprehensive, Compare the Market, ref https://www.comparethemarket.com/q/1`);

    expect((await alice.delete(`/api/policies/${policyId}`)).status).toBe(204);
    expect(await ReceivedQuoteModel.countDocuments({ userId: new Types.ObjectId(alice.user.id) })).toBe(0);

    const again = await createPolicy(alice);
    await alice.post(url(again)).send(quoteBody());
    expect((await alice.delete('/api/account').send({ password: alice.password })).status).toBe(200);
    expect(await ReceivedQuoteModel.countDocuments({ userId: new Types.ObjectId(alice.user.id) })).toBe(0);
    expect(await ReceivedQuoteModel.countDocuments({})).toBe(1);
  });
});
