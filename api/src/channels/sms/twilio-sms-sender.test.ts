import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../../../test/ferretdb-process';
import { INVALID_TO_FAILURE, startFakeTwilio, type FakeTwilio } from '../../../test/fake-twilio-server';
import { createSmsSender, unconfiguredSmsSender } from './create-sms-sender';
import { SmsSendError, type SmsSender } from '../../core/ports/sms-sender';
import { createTwilioSmsSender } from './twilio-sms-sender';

let fake: FakeTwilio;
let sender: SmsSender;

beforeAll(async () => {
  fake = await startFakeTwilio();
  sender = createSmsSender({
    twilio: { accountSid: fake.accountSid, authToken: fake.authToken, phoneNumber: fake.fromNumber, apiBase: fake.url },
  });
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

async function failure(promise: Promise<unknown>): Promise<SmsSendError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

describe('createSmsSender', () => {
  it('is unconfigured unless the account SID, auth token and phone number are all set', async () => {
    expect(createSmsSender({ twilio: {} })).toBe(unconfiguredSmsSender);
    expect(createSmsSender({ twilio: { accountSid: fake.accountSid, authToken: 'x' } })).toBe(unconfiguredSmsSender);
    expect(unconfiguredSmsSender).toMatchObject({ configured: false, fromNumber: null });
    const error = await failure(unconfiguredSmsSender.send({ to: '+447700900123', body: 'x' }));
    expect(error).toMatchObject({ message: 'SMS is not configured', permanent: true });
  });

  it('is the Twilio sender, with its from-number, when all three are set', () => {
    expect(sender).toMatchObject({ configured: true, fromNumber: fake.fromNumber });
  });
});

describe('the Twilio sender against a fake Twilio on loopback', () => {
  it('hands the message over as To, From and Body and answers the message sid', async () => {
    const sent = await sender.send({ to: '+447700900123', body: 'Your renewal is in 10 days' });
    expect(sent.id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(fake.messages).toEqual([
      { sid: sent.id, accountSid: fake.accountSid, to: '+447700900123', from: fake.fromNumber, body: 'Your renewal is in 10 days' },
    ]);
  });

  it('a 500 is a temporary failure; the next attempt, answered 201, is sent once', async () => {
    fake.failNext({ status: 500 });
    const error = await failure(sender.send({ to: '+447700900123', body: 'first try' }));
    expect(error).toMatchObject({ permanent: false, status: 500, message: 'Twilio is unavailable (HTTP 500)' });
    expect(fake.messages).toEqual([]);

    await sender.send({ to: '+447700900123', body: 'first try' });
    expect(fake.messages.map((m) => m.body)).toEqual(['first try']);
    expect(fake.requests).toBe(2);
  });

  it('a 429 is a temporary failure', async () => {
    fake.failNext({ status: 429, code: 20429, message: 'Too Many Requests' });
    const error = await failure(sender.send({ to: '+447700900123', body: 'x' }));
    expect(error).toMatchObject({ permanent: false, status: 429, code: 20429 });
    expect(error.message).toBe('Twilio is limiting requests (too many requests)');
  });

  it('a refused number is a permanent failure with the reason in plain words', async () => {
    fake.failFor('+447700900999', INVALID_TO_FAILURE);
    const error = await failure(sender.send({ to: '+447700900999', body: 'x' }));
    expect(error).toMatchObject({ permanent: true, status: 400, code: 21211 });
    expect(error.message).toBe('Twilio refused the message: the phone number is not valid');

    fake.failNext({ status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' });
    const optedOut = await failure(sender.send({ to: '+447700900123', body: 'x' }));
    expect(optedOut).toMatchObject({ permanent: true, code: 21610 });
    expect(optedOut.message).toBe('Twilio refused the message: the recipient has opted out of messages (replied STOP)');
    expect(fake.messages).toEqual([]);
  });

  it("an unknown 400 is permanent and keeps Twilio's own words", async () => {
    fake.failNext({ status: 400, code: 21999, message: 'Something odd' });
    const error = await failure(sender.send({ to: '+447700900123', body: 'x' }));
    expect(error).toMatchObject({ permanent: true, code: 21999 });
    expect(error.message).toBe('Twilio refused the message (error 21999) (Something odd)');
  });

  it('wrong credentials are a permanent failure naming the settings', async () => {
    const wrong = createTwilioSmsSender({
      accountSid: fake.accountSid,
      authToken: 'not-the-token',
      fromNumber: fake.fromNumber,
      apiBase: fake.url,
    });
    const error = await failure(wrong.send({ to: '+447700900123', body: 'x' }));
    expect(error).toMatchObject({ permanent: true, status: 401 });
    expect(error.message).toContain('TWILIO_AUTH_TOKEN');
  });

  it('a network error (nothing listening) is a temporary failure', async () => {
    const unreachable = createTwilioSmsSender({
      accountSid: fake.accountSid,
      authToken: fake.authToken,
      fromNumber: fake.fromNumber,
      apiBase: `http://127.0.0.1:${await freePort()}`,
    });
    const error = await failure(unreachable.send({ to: '+447700900123', body: 'x' }));
    expect(error).toMatchObject({ permanent: false, message: 'Could not reach Twilio (ECONNREFUSED)' });
    expect(error.status).toBeUndefined();
  });

  it('no answer within the timeout is a temporary failure', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const slow = createTwilioSmsSender({
        accountSid: fake.accountSid,
        authToken: fake.authToken,
        fromNumber: fake.fromNumber,
        apiBase: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        timeoutMs: 200,
      });
      const error = await failure(slow.send({ to: '+447700900123', body: 'x' }));
      expect(error).toMatchObject({ permanent: false, message: 'Twilio did not answer in time' });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

test('the fake can be steered over HTTP (for Playwright workers, which do not hold the object)', async () => {
  const fail = await fetch(`${fake.url}/__fake/fail`, {
    method: 'POST',
    body: JSON.stringify({ to: '+447700900888', status: 400, code: 21614 }),
  });
  expect(fail.status).toBe(200);
  expect(await failure(sender.send({ to: '+447700900888', body: 'x' }))).toMatchObject({ permanent: true, code: 21614 });
  await sender.send({ to: '+447700900123', body: 'hello' });
  const listed = (await (await fetch(`${fake.url}/__fake/messages`)).json()) as { to: string; body: string }[];
  expect(listed.map(({ to, body }) => ({ to, body }))).toEqual([{ to: '+447700900123', body: 'hello' }]);
  await fetch(`${fake.url}/__fake/reset`, { method: 'POST' });
  expect(fake.messages).toEqual([]);
});
