"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.TEST_DOCUMENTS_KEY = exports.TEST_CHANNEL_SECRETS_KEY = exports.TEST_ORIGIN = exports.rateClockBeforeWindowEnd = exports.awayFromWindowEnd = void 0;
exports.testDatabaseUri = testDatabaseUri;
exports.uniqueDatabaseName = uniqueDatabaseName;
exports.testConfig = testConfig;
exports.createTestApp = createTestApp;
exports.newUserInput = newUserInput;
exports.signUpAndLogIn = signUpAndLogIn;
exports.waitFor = waitFor;
exports.markContactsVerified = markContactsVerified;
// Test helpers for api tests: a real app on a real FerretDB (one database per test file).
const node_crypto_1 = require("node:crypto");
const mongoose_1 = __importDefault(require("mongoose"));
const supertest_1 = __importDefault(require("supertest"));
const app_1 = require("../src/app");
const outbox_mailer_1 = require("../src/channels/email/outbox-mailer");
const create_push_sender_1 = require("../src/channels/push/create-push-sender");
const create_sms_sender_1 = require("../src/channels/sms/create-sms-sender");
const env_1 = require("../src/core/config/env");
const connect_1 = require("../src/core/db/connect");
const logger_1 = require("../src/core/logger");
const user_model_1 = require("../src/modules/users/user.model");
var rate_window_1 = require("./rate-window");
Object.defineProperty(exports, "awayFromWindowEnd", { enumerable: true, get: function () { return rate_window_1.awayFromWindowEnd; } });
Object.defineProperty(exports, "rateClockBeforeWindowEnd", { enumerable: true, get: function () { return rate_window_1.rateClockBeforeWindowEnd; } });
/** The Origin every helper request sends (it is in the test config's APP_ORIGIN). */
exports.TEST_ORIGIN = 'http://127.0.0.1:3000';
/** A mongodb URI for `databaseName` on the test server (or on `baseUri`). */
function testDatabaseUri(databaseName, baseUri = process.env.TEST_MONGODB_BASE_URI) {
    if (!baseUri)
        throw new Error('TEST_MONGODB_BASE_URI is not set: run the api tests through jest (globalSetup).');
    const url = new URL(baseUri);
    url.pathname = `/${databaseName}`;
    return url.toString();
}
function uniqueDatabaseName(prefix = 't') {
    return `${prefix}_${process.env.JEST_WORKER_ID ?? '0'}_${(0, node_crypto_1.randomBytes)(5).toString('hex')}`;
}
/** The tests' key for channel secrets (32 bytes, hex). */
exports.TEST_CHANNEL_SECRETS_KEY = '5f'.repeat(32);
/** The tests' key for stored documents (32 bytes, hex). */
exports.TEST_DOCUMENTS_KEY = '6a'.repeat(32);
/** The config tests run with: quick argon2id (NODE_ENV=test), generous rate limits, silent logs. */
function testConfig(mongodbUri, overrides = {}) {
    const base = (0, env_1.loadConfig)({
        NODE_ENV: 'test',
        MONGODB_URI: mongodbUri,
        APP_ORIGIN: exports.TEST_ORIGIN,
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
        CHANNEL_SECRETS_KEY: exports.TEST_CHANNEL_SECRETS_KEY,
        DOCUMENTS_KEY: exports.TEST_DOCUMENTS_KEY,
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        RUN_JOBS: 'false',
    });
    return { ...base, ...overrides };
}
/**
 * The app's own connect, tried up to three times: the shared test FerretDB, busy with other test files on two cores,
 * has answered the first server selection later than the app's 500 ms (a fresh-clone run failed a suite so).
 */
async function connectTestDatabase(config) {
    for (let attempt = 1;; attempt += 1) {
        try {
            return await (0, connect_1.connectDatabase)(config);
        }
        catch (error) {
            if (attempt >= 3 || error.name !== 'MongooseServerSelectionError')
                throw error;
            await mongoose_1.default.disconnect().catch(() => undefined);
        }
    }
}
/**
 * The real app on its own database of the test FerretDB, with indexes created. Models live on the default
 * mongoose connection, which this connects (jest gives each test file its own mongoose).
 */
async function createTestApp(options = {}) {
    const databaseName = uniqueDatabaseName();
    const config = testConfig(testDatabaseUri(databaseName, options.baseUri), options.config);
    const logger = (0, logger_1.createLogger)(config.logLevel);
    const connection = await connectTestDatabase(config);
    await (0, connect_1.ensureIndexes)(connection);
    const mailer = options.mailer ?? (0, outbox_mailer_1.createOutboxMailer)({ from: config.mailFrom, logger });
    const sms = options.sms ?? create_sms_sender_1.unconfiguredSmsSender;
    const push = options.push ?? create_push_sender_1.unconfiguredPushSender;
    const app = (0, app_1.createApp)({ config, connection, mailer, sms, push, logger, ...(options.now ? { now: options.now } : {}) });
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
            const collections = await connection.db.collections();
            await Promise.all(collections.map((c) => c.deleteMany({})));
        },
        async close() {
            await connection.db?.dropDatabase().catch(() => undefined);
            await mongoose_1.default.disconnect();
        },
    };
}
let userCounter = 0;
/** Registration fields for a fresh, unique user. */
function newUserInput(overrides = {}) {
    userCounter += 1;
    return {
        email: `user${userCounter}.${(0, node_crypto_1.randomBytes)(3).toString('hex')}@example.co.uk`,
        password: 'correct horse battery',
        firstName: 'Alex',
        lastName: 'Driver',
        mobileNumber: '07700900123',
        ...overrides,
    };
}
/** Registers a new user and signs in: a supertest agent holding the session cookie and sending TEST_ORIGIN. */
async function signUpAndLogIn(app, overrides = {}) {
    const input = newUserInput(overrides);
    const agent = supertest_1.default.agent(app).set('Origin', exports.TEST_ORIGIN);
    const registered = await agent.post('/api/auth/register').send({ ...input, username: input.email });
    if (registered.status !== 201)
        throw new Error(`register failed: ${registered.status} ${registered.text}`);
    const login = await agent.post('/api/auth/login').send({ email: input.email, password: input.password });
    if (login.status !== 200)
        throw new Error(`login failed: ${login.status} ${login.text}`);
    return Object.assign(agent, { user: login.body, password: input.password });
}
/**
 * Polls `probe` until it returns something other than undefined/null/false (background work such as emails). The
 * deadline only ends a wait that would never be met: a loaded machine must not fail a test by being slow.
 */
async function waitFor(probe, { timeoutMs = 30_000, intervalMs = 25, what = 'condition' } = {}) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const value = await probe();
        if (value !== undefined && value !== null && value !== false)
            return value;
        if (Date.now() > deadline)
            throw new Error(`waitFor: ${what} not met within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, intervalMs));
    }
}
/**
 * Test setup: marks the user's mobile number and email address verified, as the code and link flows do when the user
 * completes them (verification.routes.test.ts tests those flows). SMS reminders and test sends go only to verified
 * details (issue 36); a test about something else starts from a verified user with this.
 */
async function markContactsVerified(userId, at = new Date()) {
    await user_model_1.UserModel.updateOne({ _id: userId }, { $set: { mobileVerifiedAt: at, emailVerifiedAt: at, mobileCode: null, emailToken: null } });
}
//# sourceMappingURL=helpers.js.map