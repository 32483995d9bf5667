// Issue 23 finding 1: no blind server-side requests through a push subscription.
import https from 'node:https';
import webpush from 'web-push';
import { startFakePushService, testPushSubscription, type FakePushService } from '../../../test/push-fixtures';
import { DEFAULT_PUSH_SERVICE_HOSTS, isPublicAddress, isPushServiceEndpoint } from './push-endpoint-policy';
import { PushSendError } from '../ports/push-sender';
import { createWebPushSender, NON_PUBLIC_PUSH_ADDRESS } from '../../channels/push/web-push-sender';

test.each([
  ['127.0.0.1', false], ['10.1.2.3', false], ['172.20.0.1', false], ['192.168.1.1', false], ['169.254.169.254', false],
  ['100.64.0.1', false], ['0.0.0.0', false], ['224.0.0.1', false], ['::1', false], ['fd00::1', false], ['fe80::1', false],
  ['::ffff:127.0.0.1', false], ['::ffff:10.0.0.1', false], ['142.250.180.10', true], ['2a00:1450:4009:81f::200a', true],
])('%s is public: %p', (address, expected) => {
  expect(isPublicAddress(address)).toBe(expected);
});

test('only the browsers push services are accepted as endpoints by default', () => {
  const ok = ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/Q', 'https://db5p.notify.windows.com/w/?token=x'];
  const refused = [
    'https://127.0.0.1:8443/send', 'https://169.254.169.254/latest/meta-data', 'https://10.0.0.5/x', 'https://localhost/x',
    'https://fcm.googleapis.com.attacker.example/x', 'https://notify.windows.com.evil.test/x', 'https://evilnotify.windows.com/x', 'not a url',
  ];
  for (const e of ok) expect([e, isPushServiceEndpoint(e, DEFAULT_PUSH_SERVICE_HOSTS)]).toEqual([e, true]);
  for (const e of refused) expect([e, isPushServiceEndpoint(e, DEFAULT_PUSH_SERVICE_HOSTS)]).toEqual([e, false]);
});

describe('at send time, a push to an address that is not public is refused before any request', () => {
  let fake: FakePushService;
  const sender = createWebPushSender(
    { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@renewly.test' },
    { agent: new https.Agent({ rejectUnauthorized: false }) },
  );
  beforeAll(async () => {
    fake = await startFakePushService();
  });
  afterAll(() => fake.close());

  test.each([
    ['an address literal', () => `${fake.origin}/send/literal`],
    ['a name that resolves to loopback', () => `${fake.origin.replace('127.0.0.1', 'localhost')}/send/named`],
  ])('%s', async (_what, endpoint) => {
    const err = await sender.send(testPushSubscription(endpoint()), 'x', { ttlSeconds: 60 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PushSendError);
    expect(err).toMatchObject({ message: NON_PUBLIC_PUSH_ADDRESS, kind: 'permanent' });
    expect(fake.received).toHaveLength(0);
  });
});
