// Shared start-up and shutdown for the two entry points (server.ts, worker.ts).
import type { Agenda } from 'agenda';
import mongoose from 'mongoose';
import type { AppDeps } from './core/app-deps';
import { createMailer } from './channels/email/create-mailer';
import { createPushSender } from './channels/push/create-push-sender';
import { createSmsSender } from './channels/sms/create-sms-sender';
import { withDevSessionSecret } from './core/config/dev-session-secret';
import { withDevSecretKeys } from './core/config/dev-secret-keys';
import { appOriginWarning } from './core/config/app-origin-warning';
import { ConfigError, loadConfig, usesDevSessionSecret, type Config } from './core/config/env';
import { connectDatabase, disconnectDatabase, ensureIndexes } from './core/db/connect';
import { createAgenda, stopAgenda } from './jobs/agenda';
import { registerJobs } from './jobs/register-jobs';
import { createForwardedMailReceiver, readInboundTls, startInboundSmtpServer, userForRecipient, type InboundSmtpServer } from './modules/inbound-mail';
import { createLogger, type Logger } from './core/logger';
import { migratePreviousPremiumToTerms } from './modules/policies/policy-terms.service';
import { seedInsuranceTips } from './modules/tips/tips.service';
import { checkChannelSecretsKey } from './modules/user-channels/user-channels.service';

export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\nSee .env.example for every variable.\n`);
      process.exit(1);
    }
    throw err;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Connects (retrying for ~30 s while the database starts), then creates every index or fails loudly. */
async function connectWithRetry(config: Config, logger: Logger): Promise<void> {
  const attempts = 30;
  for (let i = 1; ; i++) {
    try {
      await connectDatabase(config);
      break;
    } catch (err) {
      if (i >= attempts) throw err;
      logger.warn({ attempt: i, err: (err as Error).message }, 'database not reachable yet; retrying');
      await sleep(1000);
    }
  }
  await ensureIndexes(mongoose.connection);
  // Stored channel tokens cannot be read without their key: refuse to start rather than fail every delivery.
  await checkChannelSecretsKey(config);
  const tips = await seedInsuranceTips(); // idempotent: inserts only the seed tips not stored yet
  if (tips > 0) logger.info({ tips }, 'insurance tips seeded');
  // Issue 39: a policy's previousPremium becomes last year's term (idempotent; nothing is removed).
  const terms = await migratePreviousPremiumToTerms();
  if (terms > 0) logger.info({ policies: terms }, "last year's premiums moved into the policy years");
}

export interface Runtime {
  deps: AppDeps;
  agenda?: Agenda;
  /** The receiver of forwarded renewal emails (issue 49), run beside the jobs when INBOUND_DOMAIN is set. */
  inbound?: InboundSmtpServer;
}

/** Config, logger, database, mail and (when runJobs, default RUN_JOBS) a started agenda with every job registered. */
export async function startRuntime(options: { runJobs?: boolean } = {}): Promise<Runtime> {
  const session = withDevSessionSecret(loadConfigOrExit());
  const { created } = session;
  // In development, the channel and two-step keys too (made once in the data folder: dev-secret-keys.ts).
  const keys = withDevSecretKeys(session.config);
  const config = keys.config;
  const logger = createLogger(config.logLevel);
  if (created !== undefined) {
    logger.info({ dataDir: config.dataDir }, `SESSION_SECRET is not set: ${created ? 'generated' : 'using'} the development secret kept in the data folder`);
  }
  for (const name of keys.created) logger.info({ dataDir: config.dataDir }, `${name} is not set: generated a development key, kept in the data folder`);
  if (usesDevSessionSecret(config)) logger.warn('SESSION_SECRET is not set: using the built-in test secret');
  const originWarning = appOriginWarning(config);
  if (originWarning) logger.warn(originWarning);
  await connectWithRetry(config, logger);
  const deps: AppDeps = {
    config,
    connection: mongoose.connection,
    mailer: createMailer(config, logger),
    sms: createSmsSender(config),
    push: createPushSender(config, { logger }),
    logger,
  };
  if (!config.smtp) logger.info('SMTP_HOST is not set: email goes to the development outbox collection');
  if (!deps.push.configured) logger.info('VAPID_* is not set: web push is not configured (reminders skip it)');
  if (!(options.runJobs ?? config.runJobs)) return { deps };
  const agenda = await createAgenda({ connection: mongoose.connection, logger });
  await registerJobs(agenda, deps);
  await agenda.start();
  logger.info('jobs running (agenda)');
  if (!config.inboundDomain) return { deps, agenda };
  const inbound = await startInboundSmtpServer(
    {
      domain: config.inboundDomain,
      maxMessageBytes: config.inboundSmtp.maxMessageBytes,
      limits: config.inboundSmtp,
      ...(config.inboundTls ? { tls: readInboundTls(config.inboundTls) } : {}),
      userForRecipient,
      receive: createForwardedMailReceiver(deps),
      logger,
    },
    config.inboundSmtp.port,
    config.host,
  );
  logger.info({ port: inbound.port, domain: config.inboundDomain, starttls: Boolean(config.inboundTls) }, 'forwarded renewal emails: receiver listening');
  return { deps, agenda, inbound };
}

/** SIGTERM/SIGINT: run `closeInputs` (stop accepting), drain agenda, close the database, exit 0. */
export function onShutdownSignal(runtime: Runtime, closeInputs: () => Promise<void> = async () => undefined): void {
  const { logger } = runtime.deps;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 30000);
    force.unref();
    try {
      await closeInputs();
      await runtime.inbound?.close();
      if (runtime.agenda) await stopAgenda(runtime.agenda);
      runtime.deps.mailer.close?.();
      await disconnectDatabase();
      logger.info('shut down cleanly');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
