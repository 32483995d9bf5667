// Issue 28: a channel failing for over 15 minutes is told to the operator once, and its recovery too.
import pino from 'pino';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/delivery-fixtures';
import { createSmtpMailer } from '../../channels/email/smtp-mailer';
import { createChannelHealth, FAILING_ALERT_AFTER_MS } from './channel-health';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());

test('SMS failing for over 15 minutes: one error line and one email, however many failures; recovery said once', async () => {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const mailer = createSmtpMailer({ smtp: { host: '127.0.0.1', port: smtp.port, secure: false }, from: 'Renewly <r@renewly.test>', ignoreTLS: true });
  const health = createChannelHealth({ logger, mailer, operatorEmail: 'ops@renewly.test', appOrigin: 'https://renewly.example' });
  const start = new Date('2026-11-24T09:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  await health.record('sms', 'permanent-failure', at(0));
  await health.record('email', 'sent', at(1)); // another channel's health is its own
  await health.record('sms', 'skipped', at(2)); // a skip says nothing of the channel
  await health.record('sms', 'temporary-failure', at(15));
  expect(lines.filter((l) => l.level === 50)).toHaveLength(0); // not yet past 15 minutes
  for (const m of [16, 17, 30, 45]) await health.record('sms', 'temporary-failure', at(m));
  const errors = lines.filter((l) => l.msg === 'delivery channel failing for over 15 minutes');
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({ channel: 'sms', failingSince: start.toISOString() });
  expect(smtp.inbox).toHaveLength(1);
  expect(smtp.inbox[0]!.to).toEqual(['ops@renewly.test']);
  expect(smtp.inbox[0]!.raw).toContain('Subject: Renewly: sms deliveries failing since 2026-11-24 09:00 UTC');

  await health.record('sms', 'sent', at(50));
  await health.record('sms', 'sent', at(51));
  expect(lines.filter((l) => l.msg === 'delivery channel recovered')).toHaveLength(1);
  expect(smtp.inbox).toHaveLength(2);
  expect(smtp.inbox[1]!.raw).toContain('Subject: Renewly: sms deliveries work again');
  expect(FAILING_ALERT_AFTER_MS).toBe(15 * 60_000);
});
