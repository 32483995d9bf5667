// Starts everything the e2e tests run against, once per run:
//   FerretDB (temp dir, free port) -> loopback SMTP capture -> fake DVLA -> fake Twilio -> the built API serving the
//   whole app.
// Tests read E2E_BASE_URL (playwright.config.ts baseURL), E2E_MAIL_DIR (mailbox.ts), E2E_TWILIO_URL (fake-twilio.ts)
// E2E_CHANNEL_FAKE_PORT (other-channels.spec.ts) and E2E_INBOUND_SMTP_PORT (forwarded-notice.spec.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, freePorts, startFerretDB } from '../../scripts/lib/ferretdb.cjs';
import { REMOTE_NAMES } from '../../shared-contracts/src/registry/remotes';
import { assertBuilt, startApiServer } from './api-server';
import { startFakeDvla } from './fake-dvla';
import { startFakeTwilio, twilioEnv } from './fake-twilio';
import { startSmtpCapture } from './smtp-capture';
import { E2E_INBOUND_DOMAIN } from './forwarded-mail';

type Stopper = () => Promise<void>;

declare global {
  var __RENEWLY_E2E_STOP__: Stopper | undefined;
}

export default async function globalSetup(): Promise<void> {
  assertBuilt();
  const stoppers: Stopper[] = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error('[e2e] teardown step failed', error);
      }
    }
  };
  globalThis.__RENEWLY_E2E_STOP__ = stopAll;

  try {
    const tempDir = mkdtempSync(path.join(os.tmpdir(), 'renewly-e2e-'));
    stoppers.push(async () => rmSync(tempDir, { recursive: true, force: true }));

    let mongoBase = process.env.E2E_MONGODB_URI;
    if (!mongoBase) {
      const dataDir = path.join(tempDir, 'ferretdb');
      mkdirSync(dataDir);
      const db = await startFerretDB({ dataDir, port: await freePort(), logLevel: 'error' });
      stoppers.push(() => db.stop());
      mongoBase = db.uri;
    }

    const mailDir = path.join(tempDir, 'mail');
    mkdirSync(mailDir);
    const smtp = await startSmtpCapture(mailDir);
    stoppers.push(() => smtp.stop());

    const dvla = await startFakeDvla();
    stoppers.push(() => dvla.stop());

    const twilio = await startFakeTwilio();
    stoppers.push(() => twilio.stop());

    // The remotes manifest as a file the server reads again when it changes (remote-deploy.spec.ts deploys through it).
    const remotesManifestFile = path.join(tempDir, 'remotes.json');
    writeFileSync(
      remotesManifestFile,
      JSON.stringify(Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]))),
    );

    // Other channels: the fake ntfy of other-channels.spec.ts listens on this port, the one CHANNEL_PRIVATE_HOSTS names.
    // Forwarded renewal emails (issue 49): the worker's receiver listens on inboundSmtpPort for the test domain.
    // The three are asked for at once, so none is another's (freePorts).
    const [channelFakePort, inboundSmtpPort, apiPort] = (await freePorts(3)) as [number, number, number];
    const api = await startApiServer({
      port: apiPort,
      env: {
        MONGODB_URI: `${mongoBase.replace(/\/$/, '')}/renewly-e2e`,
        REMOTES_MANIFEST_FILE: remotesManifestFile,
        SMTP_HOST: smtp.host,
        SMTP_PORT: String(smtp.port),
        SMTP_SECURE: 'false',
        // The loopback capture server offers no STARTTLS.
        SMTP_REQUIRE_TLS: 'false',
        MAIL_FROM: 'Renewly <no-reply@renewly.test>',
        DVLA_API_URL: `${dvla.url.replace(/\/$/, '')}/vehicle-enquiry/v1/vehicles`,
        DVLA_API_KEY: dvla.apiKey,
        ...twilioEnv(twilio),
        MESSAGING_RATE_LIMIT_MAX: '1000',
        // Test sends go only to the user's own verified details, with the fixed test text (the default: issue 36);
        // the journeys verify them through the real flow (support/session.ts). Every user verifies codes and links.
        VERIFICATION_SENDS_PER_USER_PER_HOUR: '1000',
        VERIFICATION_SENDS_PER_RECIPIENT_PER_DAY: '100000',
        CALENDAR_FEED_RATE_LIMIT_MAX: '1000',
        CALENDAR_FEED_RATE_LIMIT_ADDRESS_MAX: '10000',
        // A due reminder goes out within seconds, not at the next minute.
        REMINDER_SWEEP_SECONDS: '5',
        // The DVLA dates refresh runs every minute (each vehicle still checked at most weekly), so a new policy is
        // confirmed within the journey (dvla-refresh.spec.ts).
        DVLA_REFRESH_MINUTES: '1',
        RATE_LIMIT_LOGIN_MAX: '1000',
        RATE_LIMIT_FORGOT_PASSWORD_MAX: '1000',
        RATE_LIMIT_LOGIN_ACCOUNT_MAX: '1000',
        RATE_LIMIT_LOGIN_ACCOUNT_CEILING: '100000',
        RATE_LIMIT_REGISTER_MAX: '1000',
        RATE_LIMIT_REGISTER_GLOBAL_MAX: '10000',
        RATE_LIMIT_PASSKEY_OPTIONS_MAX: '10000',
        VEHICLE_LOOKUPS_PER_USER_PER_DAY: '1000',
        FORGOT_PASSWORD_EMAIL_COOLDOWN_MS: '0',
        // Other channels (issue 41): a fake ntfy listens on this one port of 127.0.0.1; the key encrypts their tokens.
        CHANNEL_PRIVATE_HOSTS: `127.0.0.1:${channelFakePort}`,
        CHANNEL_SECRETS_KEY: 'e2e'.padEnd(64, '0').replace(/[^0-9a-f]/g, '0'),
        // The car's papers (issue 49): the key they are encrypted with, and an allowance of 1 MB per user so a test
        // can go past it with one document (policy-documents.spec.ts).
        DOCUMENTS_KEY: '6b'.repeat(32),
        DOCUMENTS_QUOTA_MB: '1',
        INBOUND_DOMAIN: E2E_INBOUND_DOMAIN,
        INBOUND_SMTP_PORT: String(inboundSmtpPort),
      },
    });
    stoppers.push(() => api.stop());

    process.env.E2E_BASE_URL = api.baseURL;
    // The app's database, for tests that set up what no API can (an old session: reauth-sessions.spec.ts).
    process.env.E2E_DATABASE_URI = `${mongoBase.replace(/\/$/, '')}/renewly-e2e`;
    process.env.E2E_MAIL_DIR = mailDir;
    process.env.E2E_REMOTES_MANIFEST_FILE = remotesManifestFile;
    process.env.E2E_DVLA_URL = dvla.url;
    process.env.E2E_TWILIO_URL = twilio.url;
    process.env.E2E_CHANNEL_FAKE_PORT = String(channelFakePort);
    process.env.E2E_INBOUND_SMTP_PORT = String(inboundSmtpPort);
    console.log(`[e2e] app at ${api.baseURL} (mail in ${mailDir})`);
  } catch (error) {
    await stopAll();
    throw error;
  }
}
