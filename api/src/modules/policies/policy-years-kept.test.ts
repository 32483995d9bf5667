// Issue 51 (items 20 and 25) against the real database: no action drops a year of the price history the user
// entered (the rollover, renewed or switched; a notice import's update), and an earlier year must start within the
// car's life as its plate dates it (never 1900) and by next year.
import { historyTerms, paidHistoryLine, TERM_MESSAGES, type Policy } from '@renewly/shared-contracts';
import { createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { PolicyModel } from './policies.model';

let t: TestApp;
let clock = new Date('2026-11-26T12:00:00Z');
let alice: SignedInAgent;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = new Date('2026-11-26T12:00:00Z');
  await t.clearDatabase();
  alice = await signUpAndLogIn(t.app, { firstName: 'Alice' });
});

/** A policy added mid-life: Current £612, Last year £540 (no history stored yet). */
const form = {
  registrationNumber: 'AB12CDE',
  carManufacturer: 'Ford',
  carModel: 'Focus',
  insurer: 'Admiral',
  renewalDate: '2026-11-20',
  currentPremium: '612',
  previousPremium: '540',
  excess: 250,
  coverage: 'Comprehensive',
  isActive: true,
};

async function addPolicy(): Promise<string> {
  const res = await alice.post('/api/policies').send(form);
  expect(res.status).toBe(201);
  expect(paidHistoryLine(res.body as Policy)).toBe('Paid £612 in 2025, £540 in 2024');
  return (res.body as Policy).id;
}

const paidByYear = (terms: { start: string; pricePaid: string | null }[]) => terms.map((x) => [x.start.slice(0, 4), x.pricePaid]);

test.each([
  ['renewed', { answer: 'renewed', price: '598' }],
  ['switched', { answer: 'switched', price: '598', insurer: 'Aviva' }],
])('%s at £598 keeps 2024: "Paid £598 in 2026, £612 in 2025, £540 in 2024", in the stored years too', async (_how, answer) => {
  const id = await addPolicy();
  const res = await alice.post(`/api/policies/${id}/renewal`).send({ ...answer, forRenewalDate: '2026-11-20' });
  expect(res.status).toBe(200);
  expect(paidHistoryLine(res.body as Policy)).toBe('Paid £598 in 2026, £612 in 2025, £540 in 2024');
  const stored = await PolicyModel.findById(id).lean();
  expect(paidByYear(stored!.terms!)).toEqual([
    ['2024', '540'],
    ['2025', '612'],
  ]);
  // Answering again (an edit of the answer) rolls nothing twice and still keeps every year.
  const again = await alice.post(`/api/policies/${id}/renewal`).send({ ...answer, price: '590', forRenewalDate: '2026-11-20' });
  expect(paidHistoryLine(again.body as Policy)).toBe('Paid £590 in 2026, £612 in 2025, £540 in 2024');
});

test("a notice import's update (renewal offer, current, previous premium) keeps last year's price in the history", async () => {
  clock = new Date('2026-10-20T12:00:00Z');
  const id = await addPolicy();
  const res = await alice.put(`/api/policies/${id}`).send({ ...form, currentPremium: '650', previousPremium: '612', renewalOffer: '650' });
  expect(res.status).toBe(200);
  const policy = res.body as Policy;
  expect(paidHistoryLine(policy)).toBe('Paid £612 in 2025, £540 in 2024');
  expect(historyTerms(policy).map((r) => [r.start, r.pricePaid])).toEqual([['2024-11-20', '540']]);
  // Then renewed at the offer: three years, none lost.
  clock = new Date('2026-11-26T12:00:00Z');
  const renewed = await alice.post(`/api/policies/${id}/renewal`).send({ answer: 'renewed', price: '650', forRenewalDate: '2026-11-20' });
  expect(paidHistoryLine(renewed.body as Policy)).toBe('Paid £650 in 2026, £612 in 2025, £540 in 2024');
});

describe('an earlier year starts within the car’s life and by next year (issue 51, item 25)', () => {
  const year = (start: string, end: string) => ({ terms: [{ start, end, pricePaid: '400' }] });

  test('1900 is refused (a 400 with the reason), nothing stored', async () => {
    const id = await addPolicy();
    const res = await alice.put(`/api/policies/${id}/terms`).send(year('1900-01-01', '1901-01-01'));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^A policy year can't start before /);
    expect((await PolicyModel.findById(id).lean())!.terms).toBeUndefined();
  });

  test("before the plate's registration month (AB12: March 2012) is refused; from it, kept", async () => {
    const id = await addPolicy();
    const early = await alice.put(`/api/policies/${id}/terms`).send(year('2011-11-20', '2012-11-20'));
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(TERM_MESSAGES.termBeforeRegistration('March 2012'));
    const ok = await alice.put(`/api/policies/${id}/terms`).send(year('2012-03-01', '2012-11-20'));
    expect(ok.status).toBe(200);
  });
});
