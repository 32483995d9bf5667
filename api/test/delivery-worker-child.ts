// A delivery worker in its own process, for the crash and two-worker tests: connects to MONGODB_URI, sweeps once
// with the clock at NOW (ISO) and email to SMTP_PORT on loopback, prints the report as JSON and exits.
import { createAppChannel } from '../src/channels/app/app-channel';
import { createEmailChannel } from '../src/channels/email/email-channel';
import { unconfiguredPushSender } from '../src/channels/push/create-push-sender';
import { createPushChannel } from '../src/channels/push/push-channel';
import { createSmtpMailer } from '../src/channels/email/smtp-mailer';
import { connectDatabase, disconnectDatabase } from '../src/core/db/connect';
import { createLogger } from '../src/core/logger';
import { createDeliveryEngine } from '../src/modules/deliveries/delivery-engine';

async function main() {
  const env = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  await connectDatabase({ mongodbUri: env('MONGODB_URI'), mongoServerSelectionTimeoutMs: 5000 });
  const appOrigin = env('APP_ORIGIN');
  const mailer = createSmtpMailer({
    smtp: { host: '127.0.0.1', port: Number(env('SMTP_PORT')), secure: false },
    from: 'Renewly <reminders@renewly.test>',
    ignoreTLS: true,
  });
  const now = new Date(env('NOW'));
  const engine = createDeliveryEngine({
    channels: { email: createEmailChannel(mailer, appOrigin), app: createAppChannel(), push: createPushChannel(unconfiguredPushSender, createLogger('silent')) },
    appOrigin,
    logger: createLogger('silent'),
    now: () => now,
    concurrency: Number(process.env.CONCURRENCY ?? '4'),
  });
  const report = await engine.sweep();
  process.stdout.write(`${JSON.stringify(report)}\n`);
  mailer.close?.();
  await disconnectDatabase();
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
