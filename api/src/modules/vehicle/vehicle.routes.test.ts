import request from 'supertest';
import { awayFromWindowEnd, createTestApp, signUpAndLogIn, type TestApp } from '../../../test/helpers';
import { type FakeDvla, startFakeDvla } from '../../../test/fake-dvla-server';
import { VehicleLookupModel } from './vehicle-lookup.model';
import { VEHICLE_LOOKUP_RATE_LIMIT } from './vehicle.routes';

let dvla: FakeDvla;
let t: TestApp;

beforeAll(async () => {
  dvla = await startFakeDvla({ apiKey: 'route-test-key' });
  t = await createTestApp({ config: { dvla: { apiKey: 'route-test-key', apiUrl: `${dvla.url}/vehicle-enquiry` } } });
});
afterAll(async () => {
  await t.close();
  await dvla.stop();
});
beforeEach(async () => {
  await t.clearDatabase();
  dvla.calls.length = 0;
});

const callsFor = (registration: string) => dvla.calls.filter((c) => c === registration).length;

describe('GET /api/vehicle/lookup/:registration', () => {
  it('needs a signed-in user', async () => {
    const res = await request(t.app).get('/api/vehicle/lookup/AA19AAA');
    expect(res.status).toBe(401);
    expect(dvla.calls).toEqual([]);
  });

  it('answers the normalised DVLA vehicle and caches it for every user', async () => {
    const alice = await signUpAndLogIn(t.app);
    const res = await alice.get('/api/vehicle/lookup/aa19%20aaa');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      manufacturer: 'Volkswagen',
      model: '',
      year: 2019,
      motExpiryDate: '2027-05-14',
      roadTaxExpiryDate: '2027-03-01',
    });
    const again = await alice.get('/api/vehicle/lookup/AA19AAA');
    expect(again.body).toEqual(res.body);
    const bob = await signUpAndLogIn(t.app);
    expect((await bob.get('/api/vehicle/lookup/AA19AAA')).body).toEqual(res.body);
    expect(callsFor('AA19AAA')).toBe(1);
  });

  it('asks DVLA once when the same plate is looked up several times at once', async () => {
    const alice = await signUpAndLogIn(t.app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => alice.get('/api/vehicle/lookup/AA19SRN')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.body).toMatchObject({ manufacturer: 'Ford', year: 2019, roadTaxExpiryDate: null });
    expect(callsFor('AA19SRN')).toBe(1);
  });

  it('normalises hyphenated makes', async () => {
    const alice = await signUpAndLogIn(t.app);
    const res = await alice.get('/api/vehicle/lookup/AA19MOT');
    expect(res.status).toBe(200);
    expect(res.body.manufacturer).toBe('Mercedes-Benz');
  });

  it('calls DVLA again once the cached answer is older than a day', async () => {
    const alice = await signUpAndLogIn(t.app);
    await alice.get('/api/vehicle/lookup/AA19AAA').expect(200);
    await VehicleLookupModel.updateOne(
      { registration: 'AA19AAA' },
      { $set: { fetchedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } },
    );
    await alice.get('/api/vehicle/lookup/AA19AAA').expect(200);
    expect(callsFor('AA19AAA')).toBe(2);
  });

  it('answers 404 for a vehicle DVLA does not know, and caches that too', async () => {
    const alice = await signUpAndLogIn(t.app);
    const res = await alice.get('/api/vehicle/lookup/ER19NFD');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Vehicle not found' });
    await alice.get('/api/vehicle/lookup/ER19NFD').expect(404);
    expect(callsFor('ER19NFD')).toBe(1);
  });

  it('rejects a malformed registration with 400 without calling DVLA', async () => {
    const alice = await signUpAndLogIn(t.app);
    for (const bad of ['NOT-A-PLATE', 'AB12CDEFG', '%24where', '12345']) {
      const res = await alice.get(`/api/vehicle/lookup/${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter a valid UK registration number');
    }
    expect(dvla.calls).toEqual([]);
  });

  it.each([
    ['ER19BAD', 400, /did not accept/],
    ['ER19THR', 503, /busy/],
    ['ER19MNT', 503, /unavailable/],
    ['ER19ERR', 502, /failed/],
  ])('maps DVLA %s to %i with a clear message, uncached', async (registration, status, message) => {
    const alice = await signUpAndLogIn(t.app);
    const res = await alice.get(`/api/vehicle/lookup/${registration}`);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    await alice.get(`/api/vehicle/lookup/${registration}`).expect(status);
    expect(callsFor(registration)).toBe(2);
    expect(await VehicleLookupModel.countDocuments({ registration })).toBe(0);
  });

  it('limits lookups per user', async () => {
    await awayFromWindowEnd(VEHICLE_LOOKUP_RATE_LIMIT.windowMs);
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    for (let i = 0; i < VEHICLE_LOOKUP_RATE_LIMIT.limit; i++) {
      await alice.get('/api/vehicle/lookup/AA19AAA').expect(200);
    }
    const limited = await alice.get('/api/vehicle/lookup/AA19AAA');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many vehicle lookups/);
    await bob.get('/api/vehicle/lookup/AA19AAA').expect(200);
  });
});

describe('without a DVLA key', () => {
  let plain: TestApp;
  beforeAll(async () => {
    await t.close();
    plain = await createTestApp({ config: { dvla: { apiKey: undefined, apiUrl: dvla.url } } });
  });
  afterAll(async () => {
    await plain.close();
    t = await createTestApp(); // so the outer afterAll has something to close
  });

  it('answers 404 so the form asks for manual entry', async () => {
    const alice = await signUpAndLogIn(plain.app);
    const res = await alice.get('/api/vehicle/lookup/AA19AAA');
    expect(res.status).toBe(404);
    expect(dvla.calls).toEqual([]);
  });
});
