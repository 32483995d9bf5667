// Issue 51 (item 26) on the real database: the renewal offer's add-ons are recorded on the policy (as the notice
// import or the typed offer sends them) and each quote's with it; a quote lacking one the offer has is not the
// cheapest like for like (the API's answer, which prefills 'Switched insurer'); a bad add-on is a 400, nothing
// stored; the rollover clears the offer's add-ons with the offer (the next year's offer is another).
import { addDays, londonToday } from '@renewly/shared-contracts';
import { RECEIVED_QUOTE_MESSAGES as M } from '@renewly/shared-contracts/features/received-quotes';
import { createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { PolicyModel } from '../policies/policies.model';
import { ReceivedQuoteModel } from './received-quotes.model';

let t: TestApp;
let alice: SignedInAgent;
let clock = new Date();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = new Date();
  await t.clearDatabase();
  alice = await signUpAndLogIn(t.app, { firstName: 'Alice' });
});

const renewal = addDays(londonToday(), 40);
const form = {
  registrationNumber: 'AB12CDE',
  carManufacturer: 'Ford',
  carModel: 'Focus',
  insurer: 'Aviva',
  renewalDate: renewal,
  currentPremium: '540',
  excess: 250,
  coverage: 'Comprehensive',
  isActive: true,
};
const quote = (over: Record<string, unknown>) => ({
  insurer: 'Admiral',
  annualPrice: 500,
  excess: 250,
  coverage: 'Comprehensive',
  source: 'comparethemarket',
  quotedOn: londonToday(),
  ...over,
});
const url = (id: string) => `/api/policies/${id}/received-quotes`;

async function policyWithOffer(): Promise<string> {
  const created = await alice.post('/api/policies').send(form);
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  // The offer typed (or imported): £610 with breakdown cover and a protected no-claims discount.
  const offered = await alice
    .put(`/api/policies/${id}`)
    .send({ ...form, currentPremium: '610', previousPremium: '540', renewalOffer: '610', renewalOfferAddOns: ['breakdown', 'protectedNcd', 'breakdown'] });
  expect(offered.status).toBe(200);
  expect(offered.body).toMatchObject({ renewalOffer: '610', renewalOfferAddOns: ['breakdown', 'protectedNcd'] });
  return id;
}

test('a cheaper quote without the offer’s breakdown cover or protected NCD is not the cheapest like for like', async () => {
  const id = await policyWithOffer();
  const bare = await alice.post(url(id)).send(quote({ insurer: 'Hastings', annualPrice: 450 }));
  expect(bare.status).toBe(201);
  expect(bare.body.addOns).toEqual([]);
  await alice.post(url(id)).send(quote({ insurer: 'LV=', annualPrice: 480, addOns: ['breakdown'] })).expect(201);
  await alice.post(url(id)).send(quote({ insurer: 'Admiral', annualPrice: 560, addOns: ['protectedNcd', 'breakdown', 'courtesyCar'] })).expect(201);
  const list = await alice.get(url(id));
  expect(list.status).toBe(200);
  expect(list.body.cheapestLikeForLike).toMatchObject({ insurer: 'Admiral', annualPrice: 560, addOns: ['protectedNcd', 'breakdown', 'courtesyCar'] });
});

test('a bad add-on is a 400 with the message, nothing stored (quote and policy)', async () => {
  const id = await policyWithOffer();
  const res = await alice.post(url(id)).send(quote({ addOns: ['windscreen'] }));
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(M.addOnInvalid);
  expect(await ReceivedQuoteModel.countDocuments({})).toBe(0);
  const policy = await alice.put(`/api/policies/${id}`).send({ ...form, renewalOfferAddOns: 'breakdown' });
  expect(policy.status).toBe(400);
  expect((await PolicyModel.findById(id).lean())!.renewalOfferAddOns).toEqual(['breakdown', 'protectedNcd']);
});

test("the rollover clears the offer's add-ons with the offer", async () => {
  const id = await policyWithOffer();
  clock = new Date(Date.now() + 41 * 86_400_000);
  const res = await alice.post(`/api/policies/${id}/renewal`).send({ answer: 'renewed', forRenewalDate: renewal, price: '610' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ renewalOffer: null, renewalOfferAddOns: null, termRenewalOffer: '610' });
});
