import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { createLogger } from '../../core/logger';
import { createTestApp, newUserInput, TEST_ORIGIN, waitFor, type TestApp } from '../../../test/helpers';
import { createMailer } from './create-mailer';
import { OutboxModel } from './outbox-mailer';

interface Received {
  from?: string;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let port: number;
const inbox: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

// Quoted-printable soft line breaks and escapes, enough to read the text part.
const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

test('the SMTP mailer (chosen when SMTP_HOST is set) delivers to the SMTP server', async () => {
  const mailer = createMailer(
    { smtp: { host: '127.0.0.1', port, secure: false }, mailFrom: 'Renewly <no-reply@renewly.test>', smtpRequireTls: false },
    createLogger('silent'),
  );
  const sent = await mailer.send({ to: 'driver@example.co.uk', subject: 'Hello from Renewly', text: 'Your renewal is due.' });
  mailer.close?.();
  expect(sent.transport).toBe('smtp');
  const mail = inbox.at(-1)!;
  expect(mail.from).toBe('no-reply@renewly.test');
  expect(mail.to).toEqual(['driver@example.co.uk']);
  expect(mail.raw).toContain('Subject: Hello from Renewly');
  expect(mail.raw).toContain('Your renewal is due.');
});

test('by default (SMTP_REQUIRE_TLS) the mailer refuses a server that offers no STARTTLS: nothing is sent in clear', async () => {
  const mailer = createMailer(
    { smtp: { host: '127.0.0.1', port, secure: false }, mailFrom: 'Renewly <no-reply@renewly.test>', smtpRequireTls: true },
    createLogger('silent'),
  );
  const before = inbox.length;
  await expect(mailer.send({ to: 'driver@example.co.uk', subject: 'Secret', text: 'reset link' })).rejects.toThrow();
  mailer.close?.();
  expect(inbox.length).toBe(before);
});

describe('the password reset flow over SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    const config = {
      smtp: { host: '127.0.0.1', port, secure: false },
      mailFrom: 'Renewly <no-reply@renewly.test>',
      smtpRequireTls: false,
    };
    t = await createTestApp({ mailer: createMailer(config, createLogger('silent')), config });
  });
  afterAll(async () => {
    t.mailer.close?.();
    await t.close();
  });

  test('forgot-password emails a link and a token that reset the password; nothing goes to the outbox', async () => {
    const input = newUserInput();
    const post = (path: string) => request(t.app).post(path).set('Origin', TEST_ORIGIN);
    expect((await post('/api/auth/register').send({ ...input, username: input.email })).status).toBe(201);
    // Sign-up emails the verification link first (issue 36): counted before the reset email is asked for.
    await waitFor(() => inbox.some((m) => m.raw.includes('Subject: Verify your Renewly email address')), { what: 'the verification email' });
    const before = inbox.length;
    expect((await post('/api/auth/forgot-password').send({ email: input.email })).status).toBe(200);
    await waitFor(() => inbox.length > before, { what: 'the reset email' });
    expect(inbox.length).toBe(before + 1);

    const mail = inbox.at(-1)!;
    expect(mail.to).toEqual([input.email]);
    const text = decode(mail.raw);
    const token = text.match(/reset token: ([0-9a-f]{64})/)?.[1];
    expect(token).toBeDefined();
    expect(text).toContain(`${TEST_ORIGIN}/#resetToken=${token}`);
    expect(await OutboxModel.countDocuments()).toBe(0);

    const reset = await post('/api/auth/reset-password').send({ token, newPassword: 'via smtp 123', confirmPassword: 'via smtp 123' });
    expect(reset.status).toBe(200);
    expect((await post('/api/auth/login').send({ email: input.email, password: 'via smtp 123' })).status).toBe(200);
  });
});
