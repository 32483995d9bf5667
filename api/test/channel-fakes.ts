// One loopback HTTP server standing in for ntfy, Gotify, the Telegram Bot API, Discord, Slack and a webhook receiver
// (issue 41): it records each request and answers what the test asked for (a status, a body, a delay, a redirect).
// Signed webhooks are verified with the standardwebhooks package, as a receiver would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface FakeRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: string;
  delayMs?: number;
  location?: string;
}

export interface ChannelFake {
  /** 'http://127.0.0.1:<port>' */
  origin: string;
  received: FakeRequest[];
  /** Requests to this path prefix, in order. */
  to(prefix: string): FakeRequest[];
  /** The next answers for requests to this path prefix (then 200 '{"ok":true}'). */
  answerNext(prefix: string, ...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

export async function startChannelFake(): Promise<ChannelFake> {
  const received: FakeRequest[] = [];
  const queued = new Map<string, FakeAnswer[]>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const path = req.url ?? '/';
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {
        json = null;
      }
      received.push({ path, headers: req.headers, body, json });
      const prefix = [...queued.keys()].find((p) => path.startsWith(p) && (queued.get(p)?.length ?? 0) > 0);
      const answer = (prefix && queued.get(prefix)!.shift()) || { status: 200, body: '{"ok":true}' };
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.location ? { location: answer.location } : {}) });
        res.end(answer.body ?? '');
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    to: (prefix) => received.filter((r) => r.path.startsWith(prefix)),
    answerNext(prefix, ...answers) {
      queued.set(prefix, [...(queued.get(prefix) ?? []), ...answers]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a receiver does: verify the Standard Webhooks signature with the channel's secret (throws if wrong). */
export function verifyWebhook(secret: string, request: FakeRequest): unknown {
  return new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  });
}
