// A fake DVSA MOT History API (and its OAuth2 token endpoint) on 127.0.0.1 for tests. Tokens are opaque strings
// that the test can expire at will; THR429 answers 429 and ERR500 answers 500, unknown registrations 404.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDvsa {
  url: string;
  tokenUrl: string;
  credentials: { clientId: string; clientSecret: string; apiKey: string };
  /** How many tokens were issued. */
  tokensIssued: number;
  /** Registrations asked for with a valid token and key. */
  calls: string[];
  /** Makes every token issued so far invalid (as if they had expired). */
  expireTokens(): void;
  stop(): Promise<void>;
}

export const FAKE_DVSA_VEHICLES: Record<string, unknown> = {
  AB21CDE: {
    registration: 'AB21CDE',
    make: 'VOLKSWAGEN',
    model: 'GOLF',
    hasOutstandingRecall: 'No',
    motTests: [
      { completedDate: '2024-03-02T10:00:00.000Z', testResult: 'PASSED', odometerValue: '28000', odometerUnit: 'MI', defects: [] },
      {
        completedDate: '2025-03-01T10:00:00.000Z',
        testResult: 'PASSED',
        odometerValue: '36500',
        odometerUnit: 'MI',
        defects: [{ text: 'Nearside front tyre worn close to legal limit', type: 'ADVISORY', dangerous: false }],
      },
    ],
  },
  RC19ALL: { registration: 'RC19ALL', hasOutstandingRecall: 'Yes', motTests: [] },
};

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeDvsa(): Promise<FakeDvsa> {
  const credentials = { clientId: 'fake-client', clientSecret: 'fake-secret', apiKey: 'fake-dvsa-key' };
  const valid = new Set<string>();
  const state = { tokensIssued: 0, calls: [] as string[] };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'POST' && url.pathname === '/token') {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        if (
          form.get('grant_type') !== 'client_credentials' ||
          form.get('client_id') !== credentials.clientId ||
          form.get('client_secret') !== credentials.clientSecret
        ) {
          send(res, 401, { error: 'invalid_client' });
          return;
        }
        state.tokensIssued += 1;
        const token = `token-${state.tokensIssued}`;
        valid.add(token);
        send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3599 });
      });
      return;
    }
    const m = /^\/v1\/trade\/vehicles\/registration\/([^/]+)$/.exec(url.pathname);
    if (req.method !== 'GET' || !m) return send(res, 404, { message: 'Not found' });
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!valid.has(bearer)) return send(res, 401, { message: 'Unauthorized' });
    if (req.headers['x-api-key'] !== credentials.apiKey) return send(res, 403, { message: 'Forbidden' });
    const registration = decodeURIComponent(m[1]!);
    state.calls.push(registration);
    if (registration === 'THR429') return send(res, 429, { message: 'Too Many Requests' });
    if (registration === 'ERR500') return send(res, 500, { message: 'Internal Server Error' });
    const vehicle = FAKE_DVSA_VEHICLES[registration];
    if (!vehicle) return send(res, 404, { errorCode: 'MOTH-NP-01', errorMessage: 'No data found' });
    send(res, 200, vehicle);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    url: `${base}/v1/trade`,
    tokenUrl: `${base}/token`,
    credentials,
    get tokensIssued() {
      return state.tokensIssued;
    },
    calls: state.calls,
    expireTokens: () => valid.clear(),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
