import { base64UrlByteLength, PUSH_MESSAGES, pushSubscriptionInputSchema, pushUnsubscribeInputSchema } from './push-subscription';

const b64url = (bytes: number) => Buffer.alloc(bytes, 0xfb).toString('base64url');
const valid = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  expirationTime: null,
  keys: { p256dh: b64url(65), auth: b64url(16) },
};
const messageOf = (input: unknown) => {
  const r = pushSubscriptionInputSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
};

test('base64UrlByteLength counts decoded bytes, padding optional; -1 for anything else', () => {
  expect(base64UrlByteLength(b64url(65))).toBe(65);
  expect(b64url(65)).toHaveLength(87);
  expect(base64UrlByteLength(Buffer.alloc(16).toString('base64'))).toBe(16); // 'AAAA…==' padded
  expect(base64UrlByteLength('')).toBe(0);
  expect(base64UrlByteLength('abcde')).toBe(-1); // 5 characters cannot be base64
  expect(base64UrlByteLength('ab+/')).toBe(-1); // base64, not base64url
  expect(base64UrlByteLength('a b')).toBe(-1);
});

test("accepts the browser's PushSubscription.toJSON(), with or without an expiration time", () => {
  expect(pushSubscriptionInputSchema.parse(valid)).toEqual(valid);
  const { expirationTime: _omitted, ...withoutExpiry } = valid;
  expect(pushSubscriptionInputSchema.parse(withoutExpiry)).toEqual(withoutExpiry);
  expect(pushSubscriptionInputSchema.parse({ ...valid, expirationTime: 1_900_000_000_000 }).expirationTime).toBe(1_900_000_000_000);
});

test.each<[string, unknown, string]>([
  ['an http: endpoint', { ...valid, endpoint: 'http://push.example/1' }, PUSH_MESSAGES.endpoint],
  ['an endpoint that is no URL', { ...valid, endpoint: 'push.example/1' }, PUSH_MESSAGES.endpoint],
  ['an endpoint over 2048 characters', { ...valid, endpoint: `https://p.example/${'a'.repeat(2040)}` }, PUSH_MESSAGES.endpoint],
  ['a 64-byte p256dh', { ...valid, keys: { ...valid.keys, p256dh: b64url(64) } }, PUSH_MESSAGES.p256dh],
  ['a 15-byte auth', { ...valid, keys: { ...valid.keys, auth: b64url(15) } }, PUSH_MESSAGES.auth],
  ['a number for auth', { ...valid, keys: { ...valid.keys, auth: 16 } }, PUSH_MESSAGES.auth],
  ['a negative expiration time', { ...valid, expirationTime: -1 }, 'Too small: expected number to be >=0'],
])('rejects %s with a message', (_name, input, message) => {
  expect(messageOf(input)).toBe(message);
});

test('unsubscribing takes the same https: endpoint', () => {
  expect(pushUnsubscribeInputSchema.parse({ endpoint: valid.endpoint })).toEqual({ endpoint: valid.endpoint });
  expect(pushUnsubscribeInputSchema.safeParse({ endpoint: 'ftp://x.example/1' }).success).toBe(false);
});
