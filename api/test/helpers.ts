// Test helpers for api tests: a real app on a real FerretDB (one database per test file).
import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import mongoose, { type Connection } from 'mongoose';
import request from 'supertest';
import type { User } from '@renewly/shared-contracts';
import { createApp } from '../src/app';
import type { Mailer } from '../src/core/ports/mailer';
import { createOutboxMailer } from '../src/channels/email/outbox-mailer';
import { unconfiguredPushSender } from '../src/channels/push/create-push-sender';
import type { PushSender } from '../src/core/ports/push-sender';
import { unconfiguredSmsSender } from '../src/channels/sms/create-sms-sender';
import type { SmsSender } from '../src/core/ports/sms-sender';
import { loadConfig, type Config } from '../src/core/config/env';
import { connectDatabase, ensureIndexes } from '../src/core/db/connect';
import { createLogger, type Logger } from '../src/core/logger';
import { UserModel } from '../src/modules/users/user.model';

export { awayFromWindowEnd, rateClockBeforeWindowEnd } from './rate-window';

/** The Origin every helper request sends (it is in the test config's APP_ORIGIN). */
export const TEST_ORIGIN = 'http://127.0.0.1:3000';

export interface TestApp {
  app: Express;
  config: Config;
  connection: Connection;
  mailer: Mailer;
  sms: SmsSender;
  push: PushSender;
  logger: Logger;
  databaseName: string;
  /** Deletes every document of every collection (indexes stay). */
  clearDatabase(): Promise<void>;
  /** Drops the test database and disconnects. Call in afterAll. */
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  /** Overrides of the parsed test config (e.g. `{ rateLimit: { ... } }`). */
  config?: Partial<Config>;
  /** Defaults to the development outbox (mail lands in the `outbox` collection). */
  mailer?: Mailer;
  /** Defaults to the unconfigured sender. */
  sms?: SmsSender;
  /** Defaults to the unconfigured sender (public key null). */
  push?: PushSender;
  /** Base URI of another server (e.g. a dedicated FerretDB); defaults to the jest globalSetup one. */
  baseUri?: string;
  /** The app's clock (issue 39): tests move it across a renewal date. */
  now?: () => Date;
}

/** A mongodb URI for `databaseName` on the test server (or on `baseUri`). */
export function testDatabaseUri(databaseName: string, baseUri = process.env.TEST_MONGODB_BASE_URI): string {
  if (!baseUri) throw new Error('TEST_MONGODB_BASE_URI is not set: run the api tests through jest (globalSetup).');
  const url = new URL(baseUri);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export function uniqueDatabaseName(prefix = 't'): string {
  return `${prefix}_${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(5).toString('hex')}`;
}

/** The tests' key for channel secrets (32 bytes, hex). */
export const TEST_CHANNEL_SECRETS_KEY = '5f'.repeat(32);
/** The tests' key for stored documents (32 bytes, hex). */
export const TEST_DOCUMENTS_KEY = '6a'.repeat(32);

/** The config tests run with: quick argon2id (NODE_ENV=test), generous rate limits, silent logs. */
export function testConfig(mongodbUri: string, overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    MONGODB_URI: mongodbUri,
    APP_ORIGIN: TEST_ORIGIN,
    // Production's 500 ms lets a request fail fast when the database is down; the shared test FerretDB, busy with other
    // test files on two cores, has answered later than that (issue 51 item 32). The outage test sets production's.
    MONGODB_SERVER_SELECTION_TIMEOUT_MS: '20000',
    RATE_LIMIT_LOGIN_MAX: '10000',
    RATE_LIMIT_FORGOT_PASSWORD_MAX: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_MAX: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_CEILING: '100000',
    RATE_LIMIT_REGISTER_MAX: '10000',
    RATE_LIMIT_REGISTER_GLOBAL_MAX: '100000',
    RATE_LIMIT_PASSKEY_OPTIONS_MAX: '100000',
    FORGOT_PASSWORD_EMAIL_COOLDOWN_MS: '0',
    SESSIONS_MAX_PER_USER: '1000',
    VEHICLE_LOOKUPS_PER_USER_PER_DAY: '10000',
    VEHICLE_LOOKUPS_GLOBAL_PER_DAY: '100000',
    SMTP_REQUIRE_TLS: 'false',
    MESSAGING_RATE_LIMIT_MAX: '10000',
    VERIFICATION_SENDS_PER_USER_PER_HOUR: '10000',
    VERIFICATION_SENDS_PER_RECIPIENT_PER_DAY: '100000',
    CALENDAR_FEED_RATE_LIMIT_MAX: '10000',
    CALENDAR_FEED_RATE_LIMIT_ADDRESS_MAX: '100000',
    // The tests' fake push services and sample endpoints, besides the real ones (push-endpoint-policy.ts).
    PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,*.notify.windows.com,push.example.test,push.example.com,x.test,127.0.0.1',
    // Other channels: port 9 of 127.0.0.1 is allowed (the route samples' webhook: nothing listens there); a test with
    // a fake service names its own host:port (config.channelPrivateHosts). 'localhost' (a name for loopback) is not.
    CHANNEL_PRIVATE_HOSTS: '127.0.0.1:9',
    CHANNEL_SECRETS_KEY: TEST_CHANNEL_SECRETS_KEY,
    DOCUMENTS_KEY: TEST_DOCUMENTS_KEY,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RUN_JOBS: 'false',
  });
  return { ...base, ...overrides };
}

/**
 * The app's own connect, tried up to three times: the shared test FerretDB, busy with other test files on two cores,
 * has answered the first server selection later than the app's 500 ms (a fresh-clone run failed a suite so).
 */
async function connectTestDatabase(config: Parameters<typeof connectDatabase>[0]) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await connectDatabase(config);
    } catch (error) {
      if (attempt >= 3 || (error as Error).name !== 'MongooseServerSelectionError') throw error;
      await mongoose.disconnect().catch(() => undefined);
    }
  }
}

/**
 * The real app on its own database of the test FerretDB, with indexes created. Models live on the default
 * mongoose connection, which this connects (jest gives each test file its own mongoose).
 */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const databaseName = uniqueDatabaseName();
  const config = testConfig(testDatabaseUri(databaseName, options.baseUri), options.config);
  const logger = createLogger(config.logLevel);
  const connection = await connectTestDatabase(config);
  await ensureIndexes(connection);
  const mailer = options.mailer ?? createOutboxMailer({ from: config.mailFrom, logger });
  const sms = options.sms ?? unconfiguredSmsSender;
  const push = options.push ?? unconfiguredPushSender;
  const app = createApp({ config, connection, mailer, sms, push, logger, ...(options.now ? { now: options.now } : {}) });
  return {
    app,
    config,
    connection,
    mailer,
    sms,
    push,
    logger,
    databaseName,
    async clearDatabase() {
      const collections = await connection.db!.collections();
      await Promise.all(collections.map((c) => c.deleteMany({})));
    },
    async close() {
      await connection.db?.dropDatabase().catch(() => undefined);
      await mongoose.disconnect();
    },
  };
}

let userCounter = 0;

export interface TestUserInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
}

/** Registration fields for a fresh, unique user. */
export function newUserInput(overrides: Partial<TestUserInput> = {}): TestUserInput {
  userCounter += 1;
  return {
    email: `user${userCounter}.${randomBytes(3).toString('hex')}@example.co.uk`,
    password: 'correct horse battery',
    firstName: 'Alex',
    lastName: 'Driver',
    mobileNumber: '07700900123',
    ...overrides,
  };
}

export type SignedInAgent = ReturnType<typeof request.agent> & { user: User; password: string };

/** Registers a new user and signs in: a supertest agent holding the session cookie and sending TEST_ORIGIN. */
export async function signUpAndLogIn(app: Express, overrides: Partial<TestUserInput> = {}): Promise<SignedInAgent> {
  const input = newUserInput(overrides);
  const agent = request.agent(app).set('Origin', TEST_ORIGIN);
  const registered = await agent.post('/api/auth/register').send({ ...input, username: input.email });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.text}`);
  const login = await agent.post('/api/auth/login').send({ email: input.email, password: input.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return Object.assign(agent, { user: login.body as User, password: input.password });
}

/**
 * Polls `probe` until it returns something other than undefined/null/false (background work such as emails). The
 * deadline only ends a wait that would never be met: a loaded machine must not fail a test by being slow.
 */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  { timeoutMs = 30_000, intervalMs = 25, what = 'condition' }: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error(`waitFor: ${what} not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * Test setup: marks the user's mobile number and email address verified, as the code and link flows do when the user
 * completes them (verification.routes.test.ts tests those flows). SMS reminders and test sends go only to verified
 * details (issue 36); a test about something else starts from a verified user with this.
 */
export async function markContactsVerified(userId: string, at: Date = new Date()): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { mobileVerifiedAt: at, emailVerifiedAt: at, mobileCode: null, emailToken: null } });
}
