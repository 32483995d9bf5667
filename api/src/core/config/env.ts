import { z } from 'zod';
import { REGISTRATION_MODES, type RegistrationMode } from '@renewly/shared-contracts/features/registration';
import { DEFAULT_DOCUMENTS_QUOTA_MB } from '@renewly/shared-contracts/features/policy-documents';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../net/push-endpoint-policy';
import { normaliseOperatorEntry } from '../net/channel-address-policy';
import { defaultBackupDir, defaultDataDir } from './data-dirs';

/** Everything the API reads from process.env, parsed once at start. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  mongodbUri: string;
  /** Short, so requests answer 503 quickly while the database is unreachable. */
  mongoServerSelectionTimeoutMs: number;
  sessionSecret: string;
  /** Allowed Origins for cookie-authenticated writes; the first one builds links in emails. */
  appOrigins: string[];
  appOrigin: string;
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string } | null;
  mailFrom: string;
  twilio: { accountSid?: string; authToken?: string; phoneNumber?: string; apiBase?: string };
  dvla: { apiKey?: string; apiUrl: string };
  /** DVSA MOT History API: used only when client id, secret, API key and token URL are all set. */
  dvsa: { clientId?: string; clientSecret?: string; apiKey?: string; tokenUrl?: string; apiUrl: string; scope: string };
  /** Web push: both keys or neither (then development generates a pair under dataDir; elsewhere push is off). */
  vapid: { publicKey?: string; privateKey?: string; subject?: string };
  /** Told by email when a delivery channel has failed for over 15 minutes, and when it recovers (OPERATOR_EMAIL). */
  operatorEmail?: string;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); unset: no /metrics at all. */
  metricsToken?: string;
  /**
   * Who may sign up (REGISTRATION), the addresses the operator has invited (REGISTRATION_INVITES), and whether a
   * household-sharing invitation's token lets its address sign up when REGISTRATION=invite (REGISTRATION_SHARE_INVITES;
   * unset: yes).
   */
  registration: { mode: RegistrationMode; invited: string[]; shareInvites?: boolean };
  /** The push services a subscription's endpoint may be on: hosts, or '*.suffix' (PUSH_SERVICE_HOSTS). */
  pushServiceHosts: string[];
  /**
   * Hosts and ports a user's other channel (ntfy, Gotify...) may name although they are on the operator's own network,
   * and by http (CHANNEL_PRIVATE_HOSTS, 'host' for the default ports or 'host:port', as normaliseOperatorEntry writes
   * them); every other channel address must be https and public.
   */
  channelPrivateHosts: string[];
  /** AES-256-GCM key of the channels' tokens and secrets (CHANNEL_SECRETS_KEY, 32 bytes); null: no other channels. */
  channelSecretsKey: Buffer | null;
  /** Issue 49: the domain of the users' forwarding addresses (INBOUND_DOMAIN); null: forwarding is not set up. */
  inboundDomain: string | null;
  /** The forwarded-mail receiver (run by the worker): its port, and the largest message it takes (bytes). */
  inboundSmtp: { port: number; maxMessageBytes: number; perAddressPerDay: number; perSenderPerHour: number };
  /** The operator's certificate for the receiver's STARTTLS (INBOUND_TLS_KEY_FILE, INBOUND_TLS_CERT_FILE: PEM files); null: no STARTTLS. */
  inboundTls: { keyFile: string; certFile: string } | null;
  /** The HTTPS way in (INBOUND_WEBHOOK_SECRET in the path, INBOUND_WEBHOOK_HMAC_KEY signs the body); null: off. */
  inboundWebhook: { pathSecret: string; hmacKey: string } | null;
  /**
   * AES-256-GCM key of the two-step sign-in secrets (TWO_STEP_SECRETS_KEY, 32 bytes); null: a key derived from
   * SESSION_SECRET (HKDF-SHA256) is used instead (modules/two-step/secret-box.ts).
   */
  twoStepSecretsKey: Buffer | null;
  /**
   * Issue 49, the car's papers: the AES-256-GCM key each stored document is encrypted with (DOCUMENTS_KEY, 32 bytes;
   * made once in the data folder by `npm start`); null: documents cannot be kept, and the app says so. `quotaBytes`:
   * each user's documents together (DOCUMENTS_QUOTA_MB, 200 unless set).
   */
  documents: { key: Buffer | null; quotaBytes: number };
  /** Local data of a development run (git-ignored `.data/` at the repository root unless DATA_DIR is set). */
  dataDir: string;
  runJobs: boolean;
  /**
   * The scheduled backup of the embedded SQLite database (jobs/backup-database.job.ts): off unless BACKUP_CRON is
   * set; the newest `keep` scheduled backups are kept in `dir`. `sqliteDir` is FerretDB's folder, which `npm start`
   * and prod:local pass as FERRETDB_DATA_DIR when they run the embedded database on SQLite.
   */
  backup: { cron?: string; keep: number; dir: string; sqliteDir?: string };
  /** How often the reminder delivery sweep runs (agenda checks for due jobs every 5 s, so below that is moot). */
  reminderSweepSeconds: number;
  /** How often the DVLA dates refresh runs (DVLA_REFRESH_MINUTES); each vehicle is still checked at most weekly. */
  dvlaRefreshMinutes: number;
  webRoot?: string;
  /** When set, every answer names this process in X-Renewly-Replica (the production topology test reads it). */
  replicaName?: string;
  logLevel: string;
  trustProxy: boolean | number | string;
  /** argon2id settings for new password hashes (OWASP's by default; smaller under NODE_ENV=test). */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /** Replace a bcrypt hash with argon2id at the next successful sign-in. Off only for the login bench's baseline. */
  rehashLegacyPasswords: boolean;
  bodyLimit: string;
  resetTokenTtlMs: number;
  /** Limits counted in the database (shared by every API process), per client address unless named otherwise. */
  rateLimit: {
    windowMs: number;
    /** Every sign-in attempt, successful or not, per address. */
    loginMax: number;
    /** Every sign-in attempt per account (normalised email) and client address together: refused over it. */
    loginAccountMax: number;
    /**
     * Every sign-in attempt per account from anywhere, per hour (ASVS 2.2.1: at most 100 failures): refused over it,
     * except from a device the account has signed in on (its device cookie), so the owner is not locked out.
     */
    loginAccountCeiling: number;
    forgotPasswordMax: number;
    /** One reset email per address (email) per this long; later requests answer the same and send nothing. */
    forgotPasswordEmailCooldownMs: number;
    registerMax: number;
    /** Registrations from all addresses together, per window. */
    registerGlobalMax: number;
    /** Signed-out passkey sign-in options (each keeps a challenge in a new session), per address: the page asks once a visit. */
    passkeyOptionsMax: number;
  };
  /** Live sessions per user (the oldest are removed), and the absolute lifetime from sign-in. */
  sessions: { maxPerUser: number; absoluteLifetimeMs: number; idleTimeoutMs: number };
  /** Paid DVLA lookups: per user per UTC day, and for everyone together per UTC day. */
  vehicleLookupQuota: { perUserPerDay: number; globalPerDay: number };
  maxPoliciesPerUser: number;
  /** SMTP refuses to send without STARTTLS when not `secure`; off only for loopback test servers. */
  smtpRequireTls: boolean;
  /** The email/SMS test routes: who may receive, and how many sends per user per window. */
  messaging: { allowAnyRecipient: boolean; rateLimit: { windowMs: number; max: number } };
  /** Verification codes (SMS) and links (email) sent: per user per hour, and per number or address per day. */
  verification: { sendsPerUserPerHour: number; sendsPerRecipientPerDay: number };
  /** The public calendar feed: fetches per token and per client address per window (rateLimit.windowMs). */
  calendarFeedRateLimit: { perTokenMax: number; perAddressMax: number };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const DEV_SESSION_SECRET = 'renewly-dev-session-secret-do-not-use-in-production';
export const DEFAULT_DVLA_API_URL = 'https://driver-vehicle-licensing.api.gov.uk/vehicle-enquiry/v1/vehicles';

const DAY_MS = 24 * 60 * 60 * 1000;

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const booleanText = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const integerText = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? String(fallback) : v.trim()))
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const optionalInteger = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : Number(v.trim())))
    .pipe(z.number().int().min(min).max(max).optional());

const originList = z
  .string()
  .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
  .pipe(
    z
      .array(
        z.string().refine((o) => {
          try {
            return new URL(o).origin === o.replace(/\/$/, '');
          } catch {
            return false;
          }
        }, 'each entry must be an origin such as http://127.0.0.1:3000 (scheme, host and port, no path)'),
      )
      .min(1),
  )
  .transform((list) => list.map((o) => o.replace(/\/$/, '')));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: integerText(3000, 0, 65535),
  MONGODB_URI: z
    .string({ error: 'is required (a mongodb:// URI; `npm start` supplies the embedded FerretDB one)' })
    .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://'),
  MONGODB_SERVER_SELECTION_TIMEOUT_MS: integerText(500, 100, 60000),
  SESSION_SECRET: optionalText,
  APP_ORIGIN: optionalText,
  SMTP_HOST: optionalText,
  SMTP_PORT: integerText(587, 1, 65535),
  SMTP_SECURE: booleanText(false),
  SMTP_USER: optionalText,
  SMTP_PASS: optionalText,
  MAIL_FROM: z.string().default('Renewly <no-reply@renewly.local>'),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_PHONE_NUMBER: optionalText,
  TWILIO_API_BASE: optionalText,
  DVLA_API_KEY: optionalText,
  DVLA_API_URL: z.url().default(DEFAULT_DVLA_API_URL),
  DVSA_CLIENT_ID: optionalText,
  DVSA_CLIENT_SECRET: optionalText,
  DVSA_API_KEY: optionalText,
  DVSA_TOKEN_URL: optionalText,
  DVSA_API_URL: z.url().default('https://history.mot.api.gov.uk/v1/trade'),
  DVSA_SCOPE: z.string().default('https://tapi.dvsa.gov.uk/.default'),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  OPERATOR_EMAIL: optionalText.pipe(z.email().optional()),
  REGISTRATION: z.enum(REGISTRATION_MODES).default('open'),
  REGISTRATION_INVITES: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((a) => a.trim().toLowerCase()).filter(Boolean)),
  REGISTRATION_SHARE_INVITES: booleanText(true),
  PUSH_SERVICE_HOSTS: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? [...DEFAULT_PUSH_SERVICE_HOSTS] : v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))),
  CHANNEL_PRIVATE_HOSTS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((h) => h.trim()).filter(Boolean)),
  CHANNEL_SECRETS_KEY: optionalText,
  TWO_STEP_SECRETS_KEY: optionalText,
  DOCUMENTS_KEY: optionalText,
  DOCUMENTS_QUOTA_MB: integerText(DEFAULT_DOCUMENTS_QUOTA_MB, 1, 1_000_000),
  RUN_JOBS: optionalText,
  BACKUP_CRON: optionalText.pipe(
    z
      .string()
      .regex(/^\S+(\s+\S+){4,5}$/, 'must be a cron expression of 5 or 6 fields, e.g. "30 2 * * *" (02:30 daily)')
      .optional(),
  ),
  BACKUP_KEEP: integerText(7, 1, 1000),
  BACKUP_DIR: optionalText,
  FERRETDB_DATA_DIR: optionalText,
  REMINDER_SWEEP_SECONDS: integerText(60, 1, 3600),
  DVLA_REFRESH_MINUTES: integerText(60, 1, 24 * 60),
  WEB_ROOT: optionalText,
  DATA_DIR: optionalText,
  REPLICA_NAME: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: optionalText,
  ARGON2_MEMORY_KIB: optionalInteger(64, 4 * 1024 * 1024),
  ARGON2_TIME_COST: optionalInteger(1, 20),
  RATE_LIMIT_WINDOW_MS: integerText(15 * 60 * 1000, 1000, 24 * 60 * 60 * 1000),
  RATE_LIMIT_LOGIN_MAX: integerText(10, 1, 100000),
  RATE_LIMIT_FORGOT_PASSWORD_MAX: integerText(5, 1, 100000),
  RATE_LIMIT_LOGIN_ACCOUNT_MAX: integerText(10, 1, 100000),
  RATE_LIMIT_LOGIN_ACCOUNT_CEILING: integerText(100, 1, 1000000),
  RATE_LIMIT_REGISTER_MAX: integerText(5, 1, 100000),
  RATE_LIMIT_REGISTER_GLOBAL_MAX: integerText(200, 1, 1000000),
  RATE_LIMIT_PASSKEY_OPTIONS_MAX: integerText(100, 1, 100000),
  FORGOT_PASSWORD_EMAIL_COOLDOWN_MS: integerText(5 * 60 * 1000, 0, 24 * 60 * 60 * 1000),
  SESSIONS_MAX_PER_USER: integerText(10, 1, 1000),
  SESSION_ABSOLUTE_LIFETIME_DAYS: integerText(30, 1, 30),
  SESSION_IDLE_TIMEOUT_DAYS: integerText(30, 1, 30),
  VEHICLE_LOOKUPS_PER_USER_PER_DAY: integerText(100, 1, 100000),
  VEHICLE_LOOKUPS_GLOBAL_PER_DAY: integerText(5000, 1, 10000000),
  MAX_POLICIES_PER_USER: integerText(50, 1, 10000),
  SMTP_REQUIRE_TLS: booleanText(true),
  MESSAGING_ALLOW_ANY_RECIPIENT: booleanText(false),
  MESSAGING_RATE_LIMIT_WINDOW_MS: integerText(10 * 60 * 1000, 1000, 24 * 60 * 60 * 1000),
  MESSAGING_RATE_LIMIT_MAX: integerText(10, 1, 100000),
  VERIFICATION_SENDS_PER_USER_PER_HOUR: integerText(5, 1, 100000),
  VERIFICATION_SENDS_PER_RECIPIENT_PER_DAY: integerText(5, 1, 1000000),
  CALENDAR_FEED_RATE_LIMIT_MAX: integerText(60, 1, 100000),
  CALENDAR_FEED_RATE_LIMIT_ADDRESS_MAX: integerText(300, 1, 1000000),
  INBOUND_DOMAIN: optionalText,
  INBOUND_SMTP_PORT: integerText(2525, 1, 65535),
  INBOUND_MAX_MESSAGE_MB: integerText(15, 1, 50),
  INBOUND_PER_ADDRESS_PER_DAY: integerText(30, 1, 100000),
  INBOUND_PER_SENDER_PER_HOUR: integerText(20, 1, 100000),
  INBOUND_WEBHOOK_SECRET: optionalText,
  INBOUND_WEBHOOK_HMAC_KEY: optionalText,
  INBOUND_TLS_KEY_FILE: optionalText,
  INBOUND_TLS_CERT_FILE: optionalText,
});

// OWASP's argon2id minimum (m=19456 KiB, t=2, p=1). Tests hash with 1 MiB and one pass: the same code, quicker.
const OWASP_ARGON2 = { memoryCost: 19456, timeCost: 2 };
const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1 };

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // e.g. "loopback" or a comma list of addresses, as Express understands them
}

const base64UrlBytes = (v: string) => (/^[A-Za-z0-9_-]+$/.test(v) ? Buffer.from(v, 'base64url').length : -1);

/** What web-push checks before every send, checked once at start: 65- and 32-byte keys, a mailto: or https: subject. */
function vapidProblems(publicKey?: string, privateKey?: string, subject?: string, production = false): string[] {
  const problems: string[] = [];
  if (!publicKey !== !privateKey) problems.push('VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: set both or neither');
  if (publicKey && base64UrlBytes(publicKey) !== 65)
    problems.push('VAPID_PUBLIC_KEY: must be a base64url P-256 public key (65 bytes; `npx web-push generate-vapid-keys`)');
  if (privateKey && base64UrlBytes(privateKey) !== 32) problems.push('VAPID_PRIVATE_KEY: must be a base64url private key (32 bytes)');
  if (subject && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject))
    problems.push('VAPID_SUBJECT: must be a mailto: address or an https: URL');
  if (production && publicKey && !subject) problems.push('VAPID_SUBJECT: is required with the VAPID keys in production');
  return problems;
}

/** 32 bytes from 64 hex characters or base64; null when absent or not 32 bytes. */
export function parseChannelSecretsKey(text: string | undefined): Buffer | null {
  if (!text) return null;
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : /^[A-Za-z0-9+/_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : null;
  return key && key.length === 32 ? key : null;
}

/** Parses the environment; throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';

  if (production && !e.SESSION_SECRET) problems.push('SESSION_SECRET: is required in production');
  if (e.SESSION_SECRET && production && e.SESSION_SECRET.length < 32)
    problems.push('SESSION_SECRET: must be at least 32 characters in production');
  problems.push(...vapidProblems(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT, production));
  const channelKey = parseChannelSecretsKey(e.CHANNEL_SECRETS_KEY);
  if (e.CHANNEL_SECRETS_KEY && !channelKey)
    problems.push('CHANNEL_SECRETS_KEY: must be 32 random bytes as 64 hex characters or base64 (`openssl rand -base64 32`)');
  const channelPrivateHosts = e.CHANNEL_PRIVATE_HOSTS.map((entry) => ({ entry, normal: normaliseOperatorEntry(entry) }));
  for (const { entry, normal } of channelPrivateHosts) {
    if (!normal) problems.push(`CHANNEL_PRIVATE_HOSTS: "${entry}" is not a host or host:port (e.g. ntfy.home.lan:8080)`);
  }
  if (e.INBOUND_DOMAIN && !/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(e.INBOUND_DOMAIN))
    problems.push(`INBOUND_DOMAIN: "${e.INBOUND_DOMAIN}" is not a domain name (e.g. in.renewly.example)`);
  if (Boolean(e.INBOUND_TLS_KEY_FILE) !== Boolean(e.INBOUND_TLS_CERT_FILE))
    problems.push('INBOUND_TLS_KEY_FILE and INBOUND_TLS_CERT_FILE: set both (the PEM files of the MX host\'s certificate) or neither');
  if (Boolean(e.INBOUND_WEBHOOK_SECRET) !== Boolean(e.INBOUND_WEBHOOK_HMAC_KEY))
    problems.push('INBOUND_WEBHOOK_SECRET and INBOUND_WEBHOOK_HMAC_KEY: set both or neither');
  for (const [name, value] of [['INBOUND_WEBHOOK_SECRET', e.INBOUND_WEBHOOK_SECRET], ['INBOUND_WEBHOOK_HMAC_KEY', e.INBOUND_WEBHOOK_HMAC_KEY]] as const) {
    if (value && (value.length < 32 || !/^[A-Za-z0-9_-]+$/.test(value)))
      problems.push(`${name}: must be at least 32 letters, digits, - or _ (\`openssl rand -hex 32\`)`);
  }
  const documentsKey = parseChannelSecretsKey(e.DOCUMENTS_KEY);
  if (e.DOCUMENTS_KEY && !documentsKey)
    problems.push('DOCUMENTS_KEY: must be 32 random bytes as 64 hex characters or base64 (`openssl rand -base64 32`)');
  const twoStepKey = parseChannelSecretsKey(e.TWO_STEP_SECRETS_KEY);
  if (e.TWO_STEP_SECRETS_KEY && !twoStepKey)
    problems.push('TWO_STEP_SECRETS_KEY: must be 32 random bytes as 64 hex characters or base64 (`openssl rand -base64 32`)');
  // The Twilio SDK throws on any other account id when the client is built.
  if (e.TWILIO_ACCOUNT_SID && !e.TWILIO_ACCOUNT_SID.startsWith('AC'))
    problems.push('TWILIO_ACCOUNT_SID: must start with AC (the Account SID from the Twilio console)');
  const argon2Defaults = e.NODE_ENV === 'test' ? TEST_ARGON2 : OWASP_ARGON2;
  const argon2 = {
    memoryCost: e.ARGON2_MEMORY_KIB ?? argon2Defaults.memoryCost,
    timeCost: e.ARGON2_TIME_COST ?? argon2Defaults.timeCost,
    parallelism: 1,
  };
  if (production && argon2.memoryCost < OWASP_ARGON2.memoryCost)
    problems.push(`ARGON2_MEMORY_KIB: must be at least ${OWASP_ARGON2.memoryCost} in production`);
  if (production && argon2.timeCost < OWASP_ARGON2.timeCost)
    problems.push(`ARGON2_TIME_COST: must be at least ${OWASP_ARGON2.timeCost} in production`);

  const defaultOrigins = `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`;
  const origins = originList.safeParse(e.APP_ORIGIN ?? defaultOrigins);
  if (!origins.success) problems.push(`APP_ORIGIN: ${origins.error.issues.map((i) => i.message).join('; ')}`);
  if (production && !e.APP_ORIGIN) problems.push('APP_ORIGIN: is required in production');
  // Without SMTP the development outbox would keep reset links in the database.
  if (production && !e.SMTP_HOST) problems.push('SMTP_HOST: is required in production (reset and notice emails)');
  if (problems.length > 0 || !origins.success) throw new ConfigError(problems);

  const appOrigins = origins.data;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    mongodbUri: e.MONGODB_URI,
    mongoServerSelectionTimeoutMs: e.MONGODB_SERVER_SELECTION_TIMEOUT_MS,
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    appOrigins,
    appOrigin: appOrigins[0]!,
    smtp: e.SMTP_HOST
      ? { host: e.SMTP_HOST, port: e.SMTP_PORT, secure: e.SMTP_SECURE, user: e.SMTP_USER, pass: e.SMTP_PASS }
      : null,
    mailFrom: e.MAIL_FROM,
    twilio: {
      accountSid: e.TWILIO_ACCOUNT_SID,
      authToken: e.TWILIO_AUTH_TOKEN,
      phoneNumber: e.TWILIO_PHONE_NUMBER,
      apiBase: e.TWILIO_API_BASE,
    },
    dvla: { apiKey: e.DVLA_API_KEY, apiUrl: e.DVLA_API_URL },
    dvsa: {
      clientId: e.DVSA_CLIENT_ID,
      clientSecret: e.DVSA_CLIENT_SECRET,
      apiKey: e.DVSA_API_KEY,
      tokenUrl: e.DVSA_TOKEN_URL,
      apiUrl: e.DVSA_API_URL,
      scope: e.DVSA_SCOPE,
    },
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    pushServiceHosts: e.PUSH_SERVICE_HOSTS,
    channelPrivateHosts: channelPrivateHosts.flatMap(({ normal }) => (normal ? [normal] : [])),
    channelSecretsKey: channelKey,
    inboundDomain: e.INBOUND_DOMAIN ? e.INBOUND_DOMAIN.toLowerCase() : null,
    inboundSmtp: {
      port: e.INBOUND_SMTP_PORT,
      maxMessageBytes: e.INBOUND_MAX_MESSAGE_MB * 1024 * 1024,
      perAddressPerDay: e.INBOUND_PER_ADDRESS_PER_DAY,
      perSenderPerHour: e.INBOUND_PER_SENDER_PER_HOUR,
    },
    inboundTls: e.INBOUND_TLS_KEY_FILE && e.INBOUND_TLS_CERT_FILE ? { keyFile: e.INBOUND_TLS_KEY_FILE, certFile: e.INBOUND_TLS_CERT_FILE } : null,
    inboundWebhook:
      e.INBOUND_WEBHOOK_SECRET && e.INBOUND_WEBHOOK_HMAC_KEY ? { pathSecret: e.INBOUND_WEBHOOK_SECRET, hmacKey: e.INBOUND_WEBHOOK_HMAC_KEY } : null,
    twoStepSecretsKey: twoStepKey,
    documents: { key: documentsKey, quotaBytes: e.DOCUMENTS_QUOTA_MB * 1024 * 1024 },
    registration: { mode: e.REGISTRATION, invited: e.REGISTRATION_INVITES, shareInvites: e.REGISTRATION_SHARE_INVITES },
    metricsToken: e.METRICS_TOKEN,
    operatorEmail: e.OPERATOR_EMAIL,
    runJobs: e.RUN_JOBS === undefined ? !production : ['true', '1', 'yes'].includes(e.RUN_JOBS),
    reminderSweepSeconds: e.REMINDER_SWEEP_SECONDS,
    backup: {
      cron: e.BACKUP_CRON,
      keep: e.BACKUP_KEEP,
      dir: defaultBackupDir(e),
      sqliteDir: e.FERRETDB_DATA_DIR,
    },
    dvlaRefreshMinutes: e.DVLA_REFRESH_MINUTES,
    webRoot: e.WEB_ROOT,
    dataDir: defaultDataDir(e),
    replicaName: e.REPLICA_NAME,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    argon2,
    rehashLegacyPasswords: true,
    bodyLimit: '100kb',
    resetTokenTtlMs: 60 * 60 * 1000,
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      loginMax: e.RATE_LIMIT_LOGIN_MAX,
      forgotPasswordMax: e.RATE_LIMIT_FORGOT_PASSWORD_MAX,
      loginAccountMax: e.RATE_LIMIT_LOGIN_ACCOUNT_MAX,
      loginAccountCeiling: e.RATE_LIMIT_LOGIN_ACCOUNT_CEILING,
      forgotPasswordEmailCooldownMs: e.FORGOT_PASSWORD_EMAIL_COOLDOWN_MS,
      registerMax: e.RATE_LIMIT_REGISTER_MAX,
      registerGlobalMax: e.RATE_LIMIT_REGISTER_GLOBAL_MAX,
      passkeyOptionsMax: e.RATE_LIMIT_PASSKEY_OPTIONS_MAX,
    },
    sessions: {
      maxPerUser: e.SESSIONS_MAX_PER_USER,
      absoluteLifetimeMs: e.SESSION_ABSOLUTE_LIFETIME_DAYS * DAY_MS,
      idleTimeoutMs: e.SESSION_IDLE_TIMEOUT_DAYS * DAY_MS,
    },
    vehicleLookupQuota: {
      perUserPerDay: e.VEHICLE_LOOKUPS_PER_USER_PER_DAY,
      globalPerDay: e.VEHICLE_LOOKUPS_GLOBAL_PER_DAY,
    },
    maxPoliciesPerUser: e.MAX_POLICIES_PER_USER,
    smtpRequireTls: e.SMTP_REQUIRE_TLS,
    messaging: {
      allowAnyRecipient: e.MESSAGING_ALLOW_ANY_RECIPIENT,
      rateLimit: { windowMs: e.MESSAGING_RATE_LIMIT_WINDOW_MS, max: e.MESSAGING_RATE_LIMIT_MAX },
    },
    verification: {
      sendsPerUserPerHour: e.VERIFICATION_SENDS_PER_USER_PER_HOUR,
      sendsPerRecipientPerDay: e.VERIFICATION_SENDS_PER_RECIPIENT_PER_DAY,
    },
    calendarFeedRateLimit: {
      perTokenMax: e.CALENDAR_FEED_RATE_LIMIT_MAX,
      perAddressMax: e.CALENDAR_FEED_RATE_LIMIT_ADDRESS_MAX,
    },
  };
}

/** True when the session secret is the built-in development one (the server logs a warning). */
export function usesDevSessionSecret(config: Config): boolean {
  return config.sessionSecret === DEV_SESSION_SECRET;
}
