import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDvlaClient } from './dvla-client';
import { type FakeDvla, startFakeDvla } from '../../../test/fake-dvla-server';
import { VehicleProviderError } from './vehicle-provider';

let dvla: FakeDvla;

beforeAll(async () => {
  dvla = await startFakeDvla({ apiKey: 'test-key' });
});
afterAll(() => dvla.stop());

const client = () => createDvlaClient({ apiKey: 'test-key', baseUrl: `${dvla.url}/vehicle-enquiry` });

async function failureOf(registration: string, c = client()): Promise<VehicleProviderError> {
  const error = await c.lookup(registration).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VehicleProviderError);
  return error as VehicleProviderError;
}

describe('DVLA VES client against a fake DVLA', () => {
  it('maps a 200 answer to make, year, MOT and tax dates, with no model', async () => {
    await expect(client().lookup('AA19AAA')).resolves.toEqual({
      make: 'VOLKSWAGEN',
      model: '',
      yearOfManufacture: 2019,
      motExpiryDate: '2027-05-14',
      taxDueDate: '2027-03-01',
      status: { motStatus: 'Valid', motExpiryDate: '2027-05-14', taxStatus: 'Taxed', taxDueDate: '2027-03-01' },
    });
    expect(dvla.calls).toContain('AA19AAA');
  });

  it('leaves missing fields null (non-standard plate, no MOT or tax date)', async () => {
    await expect(client().lookup('L2WPS')).resolves.toEqual({
      make: 'LAND ROVER',
      model: '',
      yearOfManufacture: 1994,
      motExpiryDate: null,
      taxDueDate: null,
      status: { motStatus: null, motExpiryDate: null, taxStatus: 'Untaxed', taxDueDate: null },
    });
  });

  it('answers null for 404 Vehicle Not Found', async () => {
    await expect(client().lookup('ER19NFD')).resolves.toBeNull();
    await expect(client().lookup('ZZ99ZZZ')).resolves.toBeNull();
  });

  it('maps 400 to 400, 429 and 503 to 503, 500 to 502', async () => {
    expect((await failureOf('ER19BAD')).status).toBe(400);
    expect((await failureOf('ER19THR')).upstreamStatus).toBe(429);
    const busy = await failureOf('ER19THR');
    expect(busy.status).toBe(503);
    expect(busy.message).toMatch(/busy/);
    const maintenance = await failureOf('ER19MNT');
    expect(maintenance.status).toBe(503);
    expect(maintenance.message).toMatch(/unavailable/);
    expect((await failureOf('ER19ERR')).status).toBe(502);
  });

  it('maps a refused key to 502', async () => {
    const wrongKey = createDvlaClient({ apiKey: 'wrong', baseUrl: dvla.url });
    const error = await failureOf('AA19AAA', wrongKey);
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/credentials/);
  });

  it('maps a network failure and a timeout to 502', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((r) => closed.close(() => r()));
    const unreachable = createDvlaClient({ apiKey: 'k', baseUrl: `http://127.0.0.1:${port}` });
    expect((await failureOf('AA19AAA', unreachable)).message).toMatch(/Could not reach/);

    const silent = http.createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const slow = createDvlaClient({
      apiKey: 'k',
      baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      timeoutMs: 200,
    });
    expect((await failureOf('AA19AAA', slow)).status).toBe(502);
    silent.closeAllConnections();
    await new Promise<void>((r) => silent.close(() => r()));
  });

  it('sends the registration as JSON with the x-api-key header', async () => {
    let seen: { headers: http.IncomingHttpHeaders; body: string; url?: string } | undefined;
    const spy = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen = { headers: req.headers, body, url: req.url };
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"registrationNumber":"AB12CDE","make":"FORD"}');
      });
    });
    await new Promise<void>((r) => spy.listen(0, '127.0.0.1', r));
    const c = createDvlaClient({ apiKey: 'secret', baseUrl: `http://127.0.0.1:${(spy.address() as AddressInfo).port}/ve/` });
    await c.lookup('AB12CDE');
    await new Promise<void>((r) => spy.close(() => r()));
    expect(seen?.url).toBe('/ve/v1/vehicles');
    expect(seen?.headers['x-api-key']).toBe('secret');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ registrationNumber: 'AB12CDE' });
  });
});
