// The reminder delivery engine clearing 10,000 due deliveries (in-app + email to a loopback SMTP server) on the
// embedded FerretDB. Prints deliveries per second and the duplicates found (must be 0). Target: 10,000 in <= 60 s.
// Then a second run (issue 41): 10,000 deliveries spread over email, in-app and each user's signed webhook channel
// against a loopback receiver that verifies every signature (standardwebhooks): at least the first run's rate, 0
// duplicates.
//
//   npm run bench:deliveries        builds shared-contracts + api, starts FerretDB and an SMTP server, measures
//   options: --no-build (use api/dist as it is), --deliveries=10000 (even: half email, half in-app),
//            --concurrency=16, --workers=1 (engines sweeping at once, in this process), --json,
//            --only=plain|webhook (one of the two runs)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';
import { startFerretDB } from '../scripts/lib/ferretdb.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const hit = argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.split('=')[1] : fallback;
};
const DELIVERIES = Number(option('deliveries', '10000'));
const CONCURRENCY = Number(option('concurrency', '16'));
const WORKERS = Number(option('workers', '1'));
const TARGET_SECONDS = 60;
const USERS = 100;
const RENEWAL = '2026-04-05';
const DAYS_BEFORE = 10;

const dist = (p) => pathToFileURL(path.join(ROOT, 'api/dist', p)).href;

async function startSmtp() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk;
      });
      stream.on('end', () => {
        received.push(/^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? null);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.server.address().port, received, close: () => new Promise((r) => server.close(r)) };
}

/** A webhook receiver on loopback: verifies each request's Standard Webhooks signature, counts webhook-ids. */
async function startReceiver(secrets) {
  const ids = [];
  let badSignatures = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      try {
        new Webhook(secrets.get(req.url)).verify(body, req.headers);
      } catch {
        badSignatures += 1;
      }
      ids.push(req.headers['webhook-id']);
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    ids,
    badSignatures: () => badSignatures,
    close: () => new Promise((r) => { server.closeAllConnections(); server.close(r); }),
  };
}

/**
 * Users, one policy per reminder, one reminder per policy with email + app (and, with `webhookOf`, the user's webhook
 * channel): `deliveries` due at the same minute.
 */
async function seed({ Types, UserModel, PolicyModel, ReminderModel }, { reminders, webhookOf } = { reminders: DELIVERIES / 2 }) {
  const users = Array.from({ length: USERS }, (_, i) => ({
    _id: new Types.ObjectId(),
    username: `bench${i}@example.co.uk`,
    email: `bench${i}@example.co.uk`,
    firstName: 'Bench',
    lastName: `User${i}`,
    mobileNumber: '07700900123',
    passwordHash: 'x',
  }));
  await UserModel.insertMany(users);
  const hooks = webhookOf ? await Promise.all(users.map((u) => webhookOf(String(u._id)))) : null;
  const policies = [];
  const reminderDocs = [];
  for (let i = 0; i < reminders; i++) {
    const user = users[i % USERS];
    const policyId = new Types.ObjectId();
    policies.push({
      _id: policyId,
      userId: user._id,
      registrationNumber: `BN${String(i).padStart(5, '0')}`,
      carManufacturer: 'Ford',
      carModel: 'Focus',
      insurer: 'Admiral',
      policyNumber: `RN-${String(i).padStart(8, '0')}`,
      renewalDate: RENEWAL,
      isActive: true,
    });
    reminderDocs.push({
      userId: user._id,
      policyId,
      title: `${DAYS_BEFORE} day renewal reminder`,
      daysBefore: DAYS_BEFORE,
      notificationMethods: ['email', 'app'],
      ...(hooks ? { channelIds: [new Types.ObjectId(hooks[i % USERS])] } : {}),
    });
  }
  for (let i = 0; i < policies.length; i += 1000) await PolicyModel.insertMany(policies.slice(i, i + 1000));
  for (let i = 0; i < reminderDocs.length; i += 1000) await ReminderModel.insertMany(reminderDocs.slice(i, i + 1000));
}

async function main() {
  if (DELIVERIES % 2 !== 0) throw new Error('--deliveries must be even (half email, half in-app)');
  if (!argv.includes('--no-build')) {
    for (const ws of ['@renewly/shared-contracts', '@renewly/api']) {
      const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
      if (r.status !== 0) throw new Error(`building ${ws} failed`);
    }
  }
  const only = option('only', '');
  const plain = only === 'webhook' ? null : await measure({ webhook: false });
  const hooked = only === 'plain' ? null : await measure({ webhook: true });
  if (plain && hooked && !argv.includes('--json')) {
    const kept = hooked.deliveriesPerSecond >= plain.deliveriesPerSecond;
    console.log(`with a webhook channel: ${hooked.deliveriesPerSecond}/s against ${plain.deliveriesPerSecond}/s without: ${kept ? 'at least the same rate' : 'SLOWER'}`);
  }
  process.exitCode = [plain, hooked].every((r) => !r || r.targetMet) ? 0 : 1;
}

async function measure({ webhook }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'renewly-bench-deliveries-'));
  const db = await startFerretDB({ dataDir, logLevel: 'error' });
  const smtp = await startSmtp();
  let connected = false;
  let disconnect = async () => undefined;
  let receiver = null;
  try {
    const { default: mongoose } = await import('mongoose');
    const { connectDatabase, ensureIndexes, disconnectDatabase } = await import(dist('core/db/connect.js'));
    const { createLogger } = await import(dist('core/logger.js'));
    const { createSmtpMailer } = await import(dist('channels/email/smtp-mailer.js'));
    const { createEmailChannel } = await import(dist('channels/email/email-channel.js'));
    const { createAppChannel } = await import(dist('channels/app/app-channel.js'));
    const { createPushChannel } = await import(dist('channels/push/push-channel.js'));
    const { unconfiguredPushSender } = await import(dist('channels/push/create-push-sender.js'));
    const { createDeliveryEngine } = await import(dist('modules/deliveries/delivery-engine.js'));
    const { dueAt } = await import(dist('modules/deliveries/due-time.js'));
    const { UserModel } = await import(dist('modules/users/user.model.js'));
    const { PolicyModel } = await import(dist('modules/policies/policies.model.js'));
    const { ReminderModel } = await import(dist('modules/reminders/reminders.model.js'));
    const { NotificationModel } = await import(dist('modules/notifications/notifications.model.js'));
    const { DeliveryOutcomeModel, DeliveryAttemptModel } = await import(dist('modules/deliveries/deliveries.model.js'));

    await connectDatabase({ mongodbUri: `${db.uri}/bench_deliveries`, mongoServerSelectionTimeoutMs: 5000 });
    connected = true;
    disconnect = disconnectDatabase;
    await ensureIndexes();
    // The webhook run: a third of the deliveries to each user's signed webhook (its secret encrypted at rest).
    const reminders = webhook ? Math.ceil(DELIVERIES / 3) : DELIVERIES / 2;
    const expected = webhook ? reminders * 3 : DELIVERIES;
    let userChannels;
    if (webhook) {
      const { createUserChannelsService } = await import(dist('modules/user-channels/user-channels.service.js'));
      const { createUserChannelsDelivery } = await import(dist('modules/user-channels/user-channels-delivery.js'));
      const secrets = new Map();
      receiver = await startReceiver(secrets);
      const service = createUserChannelsService({ channelPrivateHosts: [new URL(receiver.origin).host], channelSecretsKey: Buffer.alloc(32, 7) });
      userChannels = createUserChannelsDelivery(service);
      const webhookOf = async (userId) => {
        const made = await service.create(userId, { kind: 'webhook', name: 'Bench', url: `${receiver.origin}/hook/${userId}`, isDefault: false });
        secrets.set(`/hook/${userId}`, made.signingSecret);
        return made.id;
      };
      await seed({ Types: mongoose.Types, UserModel, PolicyModel, ReminderModel }, { reminders, webhookOf });
    } else {
      await seed({ Types: mongoose.Types, UserModel, PolicyModel, ReminderModel });
    }

    const appOrigin = 'http://127.0.0.1:3000';
    const mailer = createSmtpMailer({ smtp: { host: '127.0.0.1', port: smtp.port, secure: false }, from: 'Renewly <reminders@renewly.test>', ignoreTLS: true, pool: true });
    const now = new Date(dueAt(RENEWAL, DAYS_BEFORE).getTime() + 60_000);
    const engines = Array.from({ length: WORKERS }, () =>
      createDeliveryEngine({
        // As deployed without VAPID keys: each in-app reminder's web push is a delivery too, skipped.
        channels: { email: createEmailChannel(mailer, appOrigin), app: createAppChannel(), push: createPushChannel(unconfiguredPushSender, createLogger('silent')) },
        ...(userChannels ? { userChannels } : {}),
        appOrigin,
        logger: createLogger('silent'),
        now: () => now,
        concurrency: CONCURRENCY,
      }),
    );

    const started = process.hrtime.bigint();
    const reports = await Promise.all(engines.map((e) => e.sweep()));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    // A sweep once everything is delivered: what each minute costs while these records are kept.
    const idleStarted = process.hrtime.bigint();
    const idle = await engines[0].sweep();
    const idleSeconds = Number(process.hrtime.bigint() - idleStarted) / 1e9;
    mailer.close?.();

    const sent = await DeliveryOutcomeModel.countDocuments({ status: 'sent' });
    const skipped = await DeliveryOutcomeModel.countDocuments({ status: 'skipped' });
    const attempts = await DeliveryAttemptModel.countDocuments();
    const notifications = await NotificationModel.find({}, { key: 1 }).lean();
    const emailDuplicates = smtp.received.length - new Set(smtp.received).size;
    const appDuplicates = notifications.length - new Set(notifications.map((n) => n.key)).size;
    const webhookDuplicates = receiver ? receiver.ids.length - new Set(receiver.ids).size : 0;
    const result = {
      run: webhook ? 'email + in-app + webhook' : 'email + in-app',
      deliveries: expected,
      workers: WORKERS,
      concurrency: CONCURRENCY,
      seconds: Math.round(seconds * 10) / 10,
      deliveriesPerSecond: Math.round(sent / seconds),
      sent,
      pushSkipped: skipped,
      attempts,
      emailsReceived: smtp.received.length,
      notifications: notifications.length,
      webhooksReceived: receiver ? receiver.ids.length : undefined,
      badSignatures: receiver ? receiver.badSignatures() : undefined,
      duplicates: emailDuplicates + appDuplicates + webhookDuplicates,
      sweepReports: reports,
      idleSweepSeconds: Math.round(idleSeconds * 100) / 100,
      idleSweepDue: idle.due,
      targetMet:
        idle.due === 0 && sent === expected && seconds <= TARGET_SECONDS && emailDuplicates + appDuplicates + webhookDuplicates === 0 &&
        (!receiver || receiver.badSignatures() === 0),
    };
    if (argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
    else {
      console.log(`--- ${result.run} (figures from whatever else this machine is running) ---`);
      if (receiver) console.log(`webhooks received ${receiver.ids.length}, signatures that did not verify ${receiver.badSignatures()}`);
      console.log(`delivered ${sent}/${expected} in ${result.seconds} s: ${result.deliveriesPerSecond} deliveries/s (and ${skipped} web pushes skipped: no VAPID keys)`);
      console.log(`emails received ${smtp.received.length}, notifications ${notifications.length}, duplicates ${result.duplicates}`);
      console.log(`a sweep with nothing left to do, over these ${sent + skipped} deliveries: ${result.idleSweepSeconds} s`);
      console.log(`target (${expected} in <= ${TARGET_SECONDS} s, 0 duplicates): ${result.targetMet ? 'met' : 'NOT met'}`);
    }
    return result;
  } finally {
    if (connected) await disconnect().catch(() => undefined);
    await receiver?.close();
    await smtp.close();
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
