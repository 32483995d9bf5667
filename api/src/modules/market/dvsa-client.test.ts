import { startFakeDvsa, type FakeDvsa } from '../../../test/fake-dvsa-server';
import { createDvsaClient } from './dvsa-client';
import { MotHistoryError } from './mot-history';

let dvsa: FakeDvsa;
beforeAll(async () => {
  dvsa = await startFakeDvsa();
});
afterAll(() => dvsa.stop());

const client = (overrides: Partial<Parameters<typeof createDvsaClient>[0]> = {}) =>
  createDvsaClient({ ...dvsa.credentials, tokenUrl: dvsa.tokenUrl, baseUrl: dvsa.url, ...overrides });

async function failureOf(registration: string): Promise<MotHistoryError> {
  const error = await client().history(registration).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(MotHistoryError);
  return error as MotHistoryError;
}

describe('DVSA MOT History client against a fake DVSA', () => {
  it('maps the last test, its defects, the mileage trend and the recall flag', async () => {
    await expect(client().history('AB21CDE')).resolves.toEqual({
      registration: 'AB21CDE',
      outstandingRecall: 'No',
      lastTest: {
        date: '2025-03-01',
        result: 'PASSED',
        advisories: 1,
        failures: 0,
        defects: ['Nearside front tyre worn close to legal limit (ADVISORY)'],
      },
      mileage: [
        { date: '2024-03-02', value: 28000, unit: 'mi' },
        { date: '2025-03-01', value: 36500, unit: 'mi' },
      ],
    });
  });

  it('answers null for a vehicle DVSA does not hold', async () => {
    await expect(client().history('ZZ99ZZZ')).resolves.toBeNull();
  });

  it('reuses its token, and fetches a new one once when the token has expired', async () => {
    const c = client();
    const before = dvsa.tokensIssued;
    await c.history('AB21CDE');
    await c.history('RC19ALL');
    expect(dvsa.tokensIssued).toBe(before + 1);
    dvsa.expireTokens();
    await expect(c.history('RC19ALL')).resolves.toMatchObject({ outstandingRecall: 'Yes', lastTest: null });
    expect(dvsa.tokensIssued).toBe(before + 2);
  });

  it('renews the token before it runs out by the clock', async () => {
    let clock = 0;
    const c = client({ now: () => clock });
    const before = dvsa.tokensIssued;
    await c.history('AB21CDE');
    clock += 3600 * 1000;
    await c.history('AB21CDE');
    expect(dvsa.tokensIssued).toBe(before + 2);
  });

  it('turns 429 into a busy 503 and 500 into a 502', async () => {
    expect((await failureOf('THR429')).status).toBe(503);
    expect((await failureOf('ERR500')).status).toBe(502);
  });

  it('reports refused credentials without calling the API', async () => {
    const calls = dvsa.calls.length;
    const error = await client({ clientSecret: 'wrong' }).history('AB21CDE').then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(MotHistoryError);
    expect(dvsa.calls.length).toBe(calls);
  });
});
