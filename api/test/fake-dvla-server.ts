// A fake DVLA Vehicle Enquiry Service on 127.0.0.1 for tests and e2e runs. It answers like the real service,
// including its UAT error registrations (uk-references.md): ER19BAD 400, ER19NFD 404, ER19THR 429, ER19ERR 500,
// ER19MNT 503. Any other unknown registration answers 404.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDvlaVehicle {
  registrationNumber: string;
  make?: string;
  yearOfManufacture?: number;
  motExpiryDate?: string;
  taxDueDate?: string;
  [field: string]: unknown;
}

export interface FakeDvla {
  url: string;
  apiKey: string;
  /** Registrations asked for, in order (only requests with the right key). */
  calls: string[];
  addVehicle(vehicle: FakeDvlaVehicle): void;
  /** The next `times` requests for this registration answer `status` (429, 500 ...) instead. */
  failNext(registration: string, status: number, times?: number): void;
  stop(): Promise<void>;
}

export const FAKE_DVLA_VEHICLES: FakeDvlaVehicle[] = [
  {
    registrationNumber: 'AA19AAA',
    make: 'VOLKSWAGEN',
    yearOfManufacture: 2019,
    colour: 'BLUE',
    fuelType: 'PETROL',
    taxStatus: 'Taxed',
    taxDueDate: '2027-03-01',
    motStatus: 'Valid',
    motExpiryDate: '2027-05-14',
    monthOfFirstRegistration: '2019-03',
  },
  {
    registrationNumber: 'AA19MOT',
    make: 'MERCEDES-BENZ',
    yearOfManufacture: 2019,
    taxDueDate: '2026-12-01',
    motExpiryDate: '2027-01-20',
  },
  // Its MOT was passed: the DVLA's expiry is a year on from the one its owner typed (e2e dvla-refresh.spec.ts).
  {
    registrationNumber: 'MO19PAS',
    make: 'FORD',
    yearOfManufacture: 2019,
    taxStatus: 'Taxed',
    taxDueDate: '2027-09-01',
    motStatus: 'Valid',
    motExpiryDate: '2028-05-14',
  },
  // Untaxed since its tax ran out (e2e dvla-refresh.spec.ts: the card's alert and 'Check with the DVLA now').
  {
    registrationNumber: 'UN19TAX',
    make: 'FORD',
    yearOfManufacture: 2019,
    taxStatus: 'Untaxed',
    taxDueDate: '2026-10-01',
    motStatus: 'Valid',
    motExpiryDate: '2027-06-01',
  },
  { registrationNumber: 'AA19SRN', make: 'FORD', yearOfManufacture: 2019, taxStatus: 'SORN', motExpiryDate: '2026-10-02' },
  { registrationNumber: 'L2WPS', make: 'LAND ROVER', yearOfManufacture: 1994, taxStatus: 'Untaxed' },
];

const ERROR_REGISTRATIONS: Record<string, { status: number; body: unknown }> = {
  ER19BAD: {
    status: 400,
    body: { errors: [{ status: '400', code: '105', title: 'Bad Request', detail: 'Invalid vrn number' }] },
  },
  ER19NFD: {
    status: 404,
    body: { errors: [{ status: '404', code: '404', title: 'Vehicle Not Found', detail: 'Record for vehicle not found' }] },
  },
  ER19THR: { status: 429, body: { message: 'Too Many Requests' } },
  ER19ERR: {
    status: 500,
    body: { errors: [{ status: '500', code: 'ENQ103', title: 'Internal Server Error', detail: 'System error occurred' }] },
  },
  ER19MNT: {
    status: 503,
    body: { errors: [{ status: '503', code: '503', title: 'Service Unavailable', detail: 'Service is under maintenance' }] },
  },
};

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeDvla(
  options: { apiKey?: string; port?: number; vehicles?: FakeDvlaVehicle[] } = {},
): Promise<FakeDvla> {
  const apiKey = options.apiKey ?? 'fake-dvla-key';
  const vehicles = new Map<string, FakeDvlaVehicle>();
  for (const v of options.vehicles ?? FAKE_DVLA_VEHICLES) vehicles.set(v.registrationNumber, v);
  const calls: string[] = [];
  const failures = new Map<string, { status: number; times: number }>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.replace(/\?.*$/, '').endsWith('/v1/vehicles')) {
        return send(res, 404, { message: 'Not Found' });
      }
      if (req.headers['x-api-key'] !== apiKey) return send(res, 403, { message: 'Forbidden' });
      let registration: unknown;
      try {
        registration = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { registrationNumber?: unknown })
          .registrationNumber;
      } catch {
        registration = undefined;
      }
      if (typeof registration !== 'string' || registration === '') {
        return send(res, 400, {
          errors: [{ status: '400', code: '105', title: 'Bad Request', detail: 'Invalid format for field - vehicle registration number' }],
        });
      }
      calls.push(registration);
      const scripted = failures.get(registration);
      if (scripted && scripted.times > 0) {
        scripted.times--;
        return send(res, scripted.status, { errors: [{ status: String(scripted.status), title: 'Scripted failure' }] });
      }
      const failure = ERROR_REGISTRATIONS[registration];
      if (failure) return send(res, failure.status, failure.body);
      const vehicle = vehicles.get(registration);
      if (!vehicle) return send(res, 404, ERROR_REGISTRATIONS.ER19NFD!.body);
      return send(res, 200, vehicle);
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    calls,
    addVehicle: (v) => vehicles.set(v.registrationNumber, v),
    failNext: (registration, status, times = 1) => failures.set(registration, { status, times }),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
