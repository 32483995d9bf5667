import webpush from 'web-push';
import { ConfigError, DEV_SESSION_SECRET, loadConfig } from './env';
import { testConfig } from '../../../test/helpers';

const VAPID = webpush.generateVAPIDKeys();

const URI = 'mongodb://127.0.0.1:27018/renewly';

test('defaults for development: 127.0.0.1:3000, jobs on, dev session secret, outbox mail', () => {
  const config = loadConfig({ MONGODB_URI: URI });
  expect(config).toMatchObject({
    nodeEnv: 'development',
    host: '127.0.0.1',
    port: 3000,
    appOrigins: ['http://127.0.0.1:3000'],
    appOrigin: 'http://127.0.0.1:3000',
    runJobs: true,
    reminderSweepSeconds: 60,
    smtp: null,
    sessionSecret: DEV_SESSION_SECRET,
    trustProxy: false,
    argon2: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
    rehashLegacyPasswords: true,
    resetTokenTtlMs: 3600_000,
    messaging: { allowAnyRecipient: false, rateLimit: { windowMs: 600_000, max: 10 } },
    verification: { sendsPerUserPerHour: 5, sendsPerRecipientPerDay: 5 },
  });
});

test('reads every variable', () => {
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '0.0.0.0',
    PORT: '8080',
    MONGODB_URI: URI,
    SESSION_SECRET: 'x'.repeat(40),
    APP_ORIGIN: 'https://renewly.example, https://www.renewly.example/',
    SMTP_HOST: 'smtp.example',
    SMTP_PORT: '465',
    SMTP_SECURE: 'true',
    SMTP_USER: 'u',
    SMTP_PASS: 'p',
    MAIL_FROM: 'Renewly <hi@renewly.example>',
    TWILIO_ACCOUNT_SID: 'AC123',
    TWILIO_AUTH_TOKEN: 'tok',
    TWILIO_PHONE_NUMBER: '+447700900000',
    TWILIO_API_BASE: 'http://127.0.0.1:9',
    DVLA_API_KEY: 'key',
    DVLA_API_URL: 'http://127.0.0.1:9/vehicles',
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
    VAPID_SUBJECT: 'mailto:a@b.co',
    RUN_JOBS: 'false',
    REMINDER_SWEEP_SECONDS: '5',
    DVLA_REFRESH_MINUTES: '15',
    WEB_ROOT: '/srv/renewly',
    DATA_DIR: '/var/lib/renewly',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    MESSAGING_ALLOW_ANY_RECIPIENT: 'true',
    MESSAGING_RATE_LIMIT_WINDOW_MS: '60000',
    MESSAGING_RATE_LIMIT_MAX: '3',
  });
  expect(config).toMatchObject({
    nodeEnv: 'production',
    port: 8080,
    appOrigins: ['https://renewly.example', 'https://www.renewly.example'],
    appOrigin: 'https://renewly.example',
    smtp: { host: 'smtp.example', port: 465, secure: true, user: 'u', pass: 'p' },
    mailFrom: 'Renewly <hi@renewly.example>',
    twilio: { accountSid: 'AC123', authToken: 'tok', phoneNumber: '+447700900000', apiBase: 'http://127.0.0.1:9' },
    dvla: { apiKey: 'key', apiUrl: 'http://127.0.0.1:9/vehicles' },
    vapid: { publicKey: VAPID.publicKey, privateKey: VAPID.privateKey, subject: 'mailto:a@b.co' },
    runJobs: false,
    reminderSweepSeconds: 5,
    dvlaRefreshMinutes: 15,
    webRoot: '/srv/renewly',
    dataDir: '/var/lib/renewly',
    logLevel: 'warn',
    trustProxy: 1,
    messaging: { allowAnyRecipient: true, rateLimit: { windowMs: 60_000, max: 3 } },
  });
});

test('fails with the list of everything that is wrong', () => {
  let error: unknown;
  try {
    loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', SMTP_SECURE: 'maybe' });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const problems = (error as ConfigError).problems.join('\n');
  expect(problems).toMatch(/^MONGODB_URI: is required/m);
  expect(problems).toMatch(/^PORT:/m);
  expect(problems).toMatch(/^LOG_LEVEL:/m);
  expect(problems).toMatch(/^SMTP_SECURE:/m);
});

test('a Twilio account SID must start with AC', () => {
  expect(() => loadConfig({ MONGODB_URI: URI, TWILIO_ACCOUNT_SID: 'SK123' })).toThrow(/TWILIO_ACCOUNT_SID: must start with AC/);
});

test('production needs a session secret and an app origin', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', MONGODB_URI: URI })).toThrow(
    /SESSION_SECRET: is required in production[\s\S]*APP_ORIGIN: is required in production/,
  );
  expect(() =>
    loadConfig({ NODE_ENV: 'production', MONGODB_URI: URI, SESSION_SECRET: 'short', APP_ORIGIN: 'https://a.example' }),
  ).toThrow(/at least 32 characters/);
});

test('argon2id: OWASP settings by default, quick ones under NODE_ENV=test, never below OWASP in production', () => {
  expect(loadConfig({ NODE_ENV: 'test', MONGODB_URI: URI }).argon2).toEqual({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
  expect(loadConfig({ MONGODB_URI: URI, ARGON2_MEMORY_KIB: '65536', ARGON2_TIME_COST: '3' }).argon2).toEqual({
    memoryCost: 65536,
    timeCost: 3,
    parallelism: 1,
  });
  const production = {
    NODE_ENV: 'production',
    MONGODB_URI: URI,
    SESSION_SECRET: 'x'.repeat(40),
    APP_ORIGIN: 'https://a.example',
    SMTP_HOST: 'smtp.example',
  };
  expect(loadConfig(production).argon2).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  expect(() => loadConfig({ ...production, ARGON2_MEMORY_KIB: '8192', ARGON2_TIME_COST: '1' })).toThrow(
    /ARGON2_MEMORY_KIB: must be at least 19456 in production[\s\S]*ARGON2_TIME_COST: must be at least 2 in production/,
  );
  expect(() => loadConfig({ MONGODB_URI: URI, ARGON2_MEMORY_KIB: 'lots' })).toThrow(/ARGON2_MEMORY_KIB/);
});

test('production refuses to start without SMTP (the outbox would keep reset links); SMTP requires TLS by default', () => {
  const production = { NODE_ENV: 'production', MONGODB_URI: URI, SESSION_SECRET: 'x'.repeat(40), APP_ORIGIN: 'https://a.example' };
  expect(() => loadConfig(production)).toThrow(/SMTP_HOST: is required in production/);
  expect(loadConfig({ ...production, SMTP_HOST: 'smtp.example' }).smtpRequireTls).toBe(true);
  expect(loadConfig({ MONGODB_URI: URI, SMTP_REQUIRE_TLS: 'false' }).smtpRequireTls).toBe(false);
});

test('session lifetimes are capped at 30 days (ASVS 3.3.2)', () => {
  expect(loadConfig({ MONGODB_URI: URI }).sessions.absoluteLifetimeMs).toBe(30 * 24 * 60 * 60 * 1000);
  expect(() => loadConfig({ MONGODB_URI: URI, SESSION_ABSOLUTE_LIFETIME_DAYS: '31' })).toThrow(/SESSION_ABSOLUTE_LIFETIME_DAYS/);
});

test('APP_ORIGIN entries must be bare origins', () => {
  expect(() => loadConfig({ MONGODB_URI: URI, APP_ORIGIN: 'http://127.0.0.1:3000/app' })).toThrow(/APP_ORIGIN/);
  expect(() => loadConfig({ MONGODB_URI: URI, APP_ORIGIN: 'not a url' })).toThrow(/APP_ORIGIN/);
});

test('VAPID keys: both or neither, the right lengths, a mailto: or https: subject (required in production)', () => {
  const production = { NODE_ENV: 'production', MONGODB_URI: URI, SESSION_SECRET: 'x'.repeat(40), APP_ORIGIN: 'https://a.example', SMTP_HOST: 'smtp.example' };
  expect(loadConfig(production).vapid).toEqual({ publicKey: undefined, privateKey: undefined, subject: undefined });
  expect(() => loadConfig({ ...production, VAPID_PUBLIC_KEY: VAPID.publicKey })).toThrow(/set both or neither/);
  expect(() => loadConfig({ ...production, VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey })).toThrow(
    /VAPID_SUBJECT: is required with the VAPID keys in production/,
  );
  expect(() =>
    loadConfig({ ...production, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: VAPID.publicKey, VAPID_SUBJECT: 'admin@a.example' }),
  ).toThrow(/VAPID_PUBLIC_KEY: must be a base64url P-256[\s\S]*VAPID_PRIVATE_KEY: must be[\s\S]*VAPID_SUBJECT: must be/);
  const ok = loadConfig({ ...production, VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey, VAPID_SUBJECT: 'https://a.example/contact' });
  expect(ok.vapid.subject).toBe('https://a.example/contact');
  expect(loadConfig({ MONGODB_URI: URI }).dataDir).toMatch(/\/\.data$/);
});

test('DVLA_REFRESH_MINUTES: 60 by default, whole minutes from 1 to a day', () => {
  expect(loadConfig({ MONGODB_URI: 'mongodb://127.0.0.1:1/x' }).dvlaRefreshMinutes).toBe(60);
  for (const bad of ['0', '1441', '0.5', 'hourly']) {
    expect(() => loadConfig({ MONGODB_URI: 'mongodb://127.0.0.1:1/x', DVLA_REFRESH_MINUTES: bad })).toThrow(/DVLA_REFRESH_MINUTES/);
  }
});

test('issue 51 item 32: production keeps its 500 ms server selection; the tests allow a loaded machine 20 s', () => {
  expect(loadConfig({ MONGODB_URI: URI }).mongoServerSelectionTimeoutMs).toBe(500);
  expect(testConfig(URI).mongoServerSelectionTimeoutMs).toBe(20_000);
});

test('issue 49: forwarding is off without INBOUND_DOMAIN; the domain must be one; the receiver takes 15 MB on port 2525 by default', () => {
  expect(loadConfig({ MONGODB_URI: URI }).inboundDomain).toBeNull();
  expect(loadConfig({ MONGODB_URI: URI }).inboundSmtp).toEqual({ port: 2525, maxMessageBytes: 15 * 1024 * 1024, perAddressPerDay: 30, perSenderPerHour: 20 });
  expect(loadConfig({ MONGODB_URI: URI, INBOUND_DOMAIN: 'In.Renewly.Example', INBOUND_SMTP_PORT: '25', INBOUND_MAX_MESSAGE_MB: '20' })).toMatchObject({
    inboundDomain: 'in.renewly.example',
    inboundSmtp: { port: 25, maxMessageBytes: 20 * 1024 * 1024 },
  });
  for (const bad of ['renewals@in.example', 'localhost', 'in example.com', '-in.example.com']) {
    expect(() => loadConfig({ MONGODB_URI: URI, INBOUND_DOMAIN: bad })).toThrow(/INBOUND_DOMAIN/);
  }
});

test("issue 49: the receiver's STARTTLS needs both the key and the certificate file", () => {
  expect(loadConfig({ MONGODB_URI: URI }).inboundTls).toBeNull();
  expect(loadConfig({ MONGODB_URI: URI, INBOUND_TLS_KEY_FILE: '/etc/tls/mx.key', INBOUND_TLS_CERT_FILE: '/etc/tls/mx.crt' }).inboundTls).toEqual({ keyFile: '/etc/tls/mx.key', certFile: '/etc/tls/mx.crt' });
  expect(() => loadConfig({ MONGODB_URI: URI, INBOUND_TLS_CERT_FILE: '/etc/tls/mx.crt' })).toThrow(/INBOUND_TLS_KEY_FILE and INBOUND_TLS_CERT_FILE: set both/);
});

test('issue 49: the forwarded-mail webhook needs both secrets, each at least 32 characters', () => {
  expect(loadConfig({ MONGODB_URI: URI }).inboundWebhook).toBeNull();
  const secret = 'a'.repeat(32);
  expect(loadConfig({ MONGODB_URI: URI, INBOUND_WEBHOOK_SECRET: secret, INBOUND_WEBHOOK_HMAC_KEY: `${secret}b` }).inboundWebhook).toEqual({ pathSecret: secret, hmacKey: `${secret}b` });
  expect(() => loadConfig({ MONGODB_URI: URI, INBOUND_WEBHOOK_SECRET: secret })).toThrow(/set both or neither/);
  expect(() => loadConfig({ MONGODB_URI: URI, INBOUND_WEBHOOK_SECRET: 'short', INBOUND_WEBHOOK_HMAC_KEY: secret })).toThrow(/INBOUND_WEBHOOK_SECRET: must be at least 32/);
});
