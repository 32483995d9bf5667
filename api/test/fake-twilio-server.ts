// A fake Twilio Messages API on 127.0.0.1 for tests and e2e runs: `POST /2010-04-01/Accounts/{sid}/Messages.json`
// with form fields To, From, Body, answered 201 with a message resource, as Twilio does. It checks basic auth and
// can be told to fail: the next N requests (500, 429, ...) or every request to one number (400 code 21211, ...).
// Processes that do not hold the object (Playwright workers) use its control routes: GET /__fake/messages,
// POST /__fake/fail (JSON {status, code?, message?, times?} or {to, status, code?, message?}), POST /__fake/reset.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTwilioMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
}

export interface FakeTwilioFailure {
  status: number;
  /** Twilio's error code (e.g. 21211 invalid 'To', 21610 unsubscribed); omitted for 5xx. */
  code?: number;
  message?: string;
}

export interface FakeTwilio extends FakeTwilioControls {
  url: string;
  accountSid: string;
  authToken: string;
  fromNumber: string;
  /** Messages accepted (201), in order. */
  messages: FakeTwilioMessage[];
  /** Every request that reached the Messages endpoint with the right credentials, failed or not. */
  readonly requests: number;
  stop(): Promise<void>;
}

interface FakeTwilioControls {
  /** The next `times` requests answer with `failure`. */
  failNext(failure: FakeTwilioFailure, times?: number): void;
  /** Every request to `to` (E.164) answers with `failure` until reset(). */
  failFor(to: string, failure: FakeTwilioFailure): void;
  /** Forgets messages and failures. */
  reset(): void;
}

export const INVALID_TO_FAILURE: FakeTwilioFailure = {
  status: 400,
  code: 21211,
  message: "The 'To' number is not a valid phone number.",
};

export interface StartFakeTwilioOptions {
  accountSid?: string;
  authToken?: string;
  fromNumber?: string;
  port?: number;
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function errorBody(failure: FakeTwilioFailure) {
  return {
    code: failure.code ?? failure.status * 100,
    message: failure.message ?? http.STATUS_CODES[failure.status] ?? 'Error',
    more_info: `https://www.twilio.com/docs/errors/${failure.code ?? failure.status}`,
    status: failure.status,
  };
}

export async function startFakeTwilio(options: StartFakeTwilioOptions = {}): Promise<FakeTwilio> {
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString('hex')}`;
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const fromNumber = options.fromNumber ?? '+447700900000';
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messages: FakeTwilioMessage[] = [];
  let queued: FakeTwilioFailure[] = [];
  const byNumber = new Map<string, FakeTwilioFailure>();
  const state = { requests: 0 };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').replace(/\?.*$/, '');
      if (path.startsWith('/__fake/')) return control(req.method ?? 'GET', path, Buffer.concat(chunks).toString('utf8'), res);
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
      if (req.method !== 'POST' || !match) return send(res, 404, errorBody({ status: 404, code: 20404, message: 'The requested resource was not found' }));
      if (req.headers.authorization !== expectedAuth || match[1] !== accountSid) {
        return send(res, 401, errorBody({ status: 401, code: 20003, message: 'Authenticate' }));
      }
      state.requests += 1;
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      const body = form.get('Body') ?? '';
      const failure = queued.shift() ?? byNumber.get(to);
      if (failure) return send(res, failure.status, errorBody(failure));
      if (!to) return send(res, 400, errorBody({ status: 400, code: 21604, message: "A 'To' phone number is required." }));
      if (!body) return send(res, 400, errorBody({ status: 400, code: 21602, message: 'Message body is required.' }));

      const sid = `SM${randomBytes(16).toString('hex')}`;
      messages.push({ sid, accountSid, to, from, body });
      const now = new Date().toUTCString();
      return send(res, 201, {
        sid,
        account_sid: accountSid,
        to,
        from,
        body,
        status: 'queued',
        direction: 'outbound-api',
        num_segments: '1',
        num_media: '0',
        api_version: '2010-04-01',
        date_created: now,
        date_updated: now,
        date_sent: null,
        error_code: null,
        error_message: null,
        price: null,
        price_unit: 'GBP',
        messaging_service_sid: null,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
        subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      });
    });
  });

  const controls: FakeTwilioControls = {
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) queued.push(failure);
    },
    failFor(to, failure) {
      byNumber.set(to, failure);
    },
    reset() {
      messages.length = 0;
      queued = [];
      byNumber.clear();
      state.requests = 0;
    },
  };

  function control(method: string, path: string, text: string, res: http.ServerResponse): void {
    if (method === 'GET' && path === '/__fake/messages') return send(res, 200, messages);
    if (method === 'POST' && path === '/__fake/reset') {
      controls.reset();
      return send(res, 200, { ok: true });
    }
    if (method === 'POST' && path === '/__fake/fail') {
      try {
        const { to, times, ...failure } = JSON.parse(text) as FakeTwilioFailure & { to?: string; times?: number };
        if (typeof failure.status !== 'number') return send(res, 400, { message: 'status is required' });
        if (to) controls.failFor(to, failure);
        else controls.failNext(failure, times);
        return send(res, 200, { ok: true });
      } catch {
        return send(res, 400, { message: 'Send JSON' });
      }
    }
    return send(res, 404, { message: 'Not Found' });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    fromNumber,
    messages,
    get requests() {
      return state.requests;
    },
    ...controls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
