// Web push test material: browser-like subscriptions (real P-256 keys, so web-push can encrypt to them and the test
// can decrypt) and a fake push service on loopback (HTTPS with a self-signed certificate made by openssl).
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestPushSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
  /** The browser's side, to decrypt what was pushed. */
  ecdh: ECDH;
  authSecret: Buffer;
}

/** What `PushSubscription.toJSON()` gives, for `endpoint`, with a fresh key pair and auth secret. */
export function testPushSubscription(endpoint: string): TestPushSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    ecdh,
    authSecret,
  };
}

/** The JSON body a browser posts (no test-only fields). */
export const subscriptionBody = (s: TestPushSubscription) => ({ endpoint: s.endpoint, expirationTime: s.expirationTime, keys: s.keys });

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface FakePushService {
  /** https://127.0.0.1:<port> */
  origin: string;
  received: ReceivedPush[];
  /** Status answered for requests to this path (default 201). */
  answer(pathName: string, status: number): void;
  reset(): void;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 (openssl, EC P-256, one day). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'renewly-push-cert-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
        '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = https.createServer(selfSignedCertificate(), (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const pathName = req.url ?? '/';
      received.push({ path: pathName, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(pathName) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer: (pathName, status) => void answers.set(pathName, status),
    reset() {
      received.length = 0;
      answers.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
