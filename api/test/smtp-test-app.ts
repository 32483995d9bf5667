// The set-up every delivery test shared: a loopback SMTP server, a real SMTP mailer pointed at it and a test app on
// the real database, each made once per file and emptied before each test.
import type { Mailer } from '../src/core/ports/mailer';
import { createSmtpMailer } from '../src/channels/email/smtp-mailer';
import type { SmsSender } from '../src/core/ports/sms-sender';
import { startTestSmtpServer, type TestSmtpServer } from './delivery-fixtures';
import { createTestApp, type TestApp } from './helpers';

export interface SmtpTestApp {
  t: TestApp;
  smtp: TestSmtpServer;
  /** The SMTP mailer on the loopback server (the engines are given it; the app too with `appMailer`). */
  mailer: Mailer;
}

export interface SmtpTestAppOptions {
  from?: string;
  /** The app itself sends through the loopback SMTP mailer (default: the development outbox). */
  appMailer?: boolean;
  sms?: SmsSender;
}

/**
 * Registers the file's beforeAll/afterAll/beforeEach and returns their holder, filled once beforeAll has run (read
 * its fields inside hooks and tests; a later beforeAll of the file already sees them).
 */
export function useSmtpTestApp(options: SmtpTestAppOptions = {}): SmtpTestApp {
  const env = {} as SmtpTestApp;
  beforeAll(async () => {
    env.smtp = await startTestSmtpServer();
    env.mailer = createSmtpMailer({
      smtp: { host: '127.0.0.1', port: env.smtp.port, secure: false },
      from: options.from ?? 'Renewly <reminders@renewly.test>',
      ignoreTLS: true,
    });
    env.t = await createTestApp(options.appMailer ? { mailer: env.mailer, sms: options.sms } : { sms: options.sms });
  });
  afterAll(async () => {
    env.mailer?.close?.();
    await env.smtp?.close();
    await env.t?.close();
  });
  beforeEach(async () => {
    await env.t.clearDatabase();
    env.smtp.inbox.length = 0;
    env.smtp.refuseNext(0, 250, '');
  });
  return env;
}
