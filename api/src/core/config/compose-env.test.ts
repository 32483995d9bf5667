// Issue 51 item 13: every setting of .env.example reaches each container that reads it. The API replicas and the
// worker read every API setting (env.ts) through docker-compose.yml's x-api-env block, which must pass each one on
// from .env ('${NAME...}'); the few the containers do not take from .env are listed here with the reason.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** NAME= lines (not comments) of a dotenv file. */
const settingsOf = (text: string) => [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);

const EMBEDDED_DATABASE = "the embedded database of `npm start` and prod:local only: compose runs MongoDB, backed up by its backup service";

/** Settings the API containers do not take from .env, and why. */
const NOT_FROM_ENV: Record<string, string> = {
  NODE_ENV: 'docker/production.env sets production',
  HOST: 'compose sets 0.0.0.0: the replicas listen behind nginx',
  PORT: 'compose sets 3000, where nginx reaches the replicas',
  RUN_JOBS: 'compose sets it: the replicas run no jobs, the worker runs them',
  WEB_ROOT: "compose sets /app, the image's built apps",
  REPLICA_NAME: "the production topology test names its replicas; compose's are told apart by Docker",
  DATA_DIR: "development's local data (.data/): production writes none",
  RENEWLY_DB: EMBEDDED_DATABASE,
  RENEWLY_POSTGRES_PORT: EMBEDDED_DATABASE,
  FERRETDB_DATA_DIR: EMBEDDED_DATABASE,
  BACKUP_CRON: EMBEDDED_DATABASE,
  BACKUP_DIR: EMBEDDED_DATABASE,
};

/** Settings compose itself reads (the database's user, the backup service): each must appear as ${NAME...}. */
const READ_BY_COMPOSE: Record<string, string> = {
  MONGO_APP_USER: 'mongo',
  MONGO_APP_PASSWORD: 'mongo',
  BACKUP_KEEP: 'backup',
};

/** The `KEY: value` lines of the x-api-env block. */
function apiEnvOf(compose: string): Map<string, string> {
  const block = /^x-api-env: &api-env\n((?:(?: {2}.*)?\n)+?)\S/m.exec(compose);
  if (!block) throw new Error('docker-compose.yml has no x-api-env block');
  return new Map([...block[1]!.matchAll(/^ {2}([A-Z][A-Z0-9_]*): (.*)$/gm)].map((m) => [m[1]!, m[2]!]));
}

/** One service's lines (from its name to the next service at the same indent). */
function serviceBlock(compose: string, name: string): string {
  const match = new RegExp(`^ {2}${name}:[^\\n]*\\n((?: {4,}.*\\n|\\n)*)`, 'm').exec(compose);
  if (!match) throw new Error(`docker-compose.yml has no service ${name}`);
  return match[0];
}

const example = settingsOf(read('.env.example'));
const compose = read('docker-compose.yml');
const productionEnv = settingsOf(read('docker/production.env'));

test('every API setting of .env.example is passed from .env to the API replicas and the worker', () => {
  const apiEnv = apiEnvOf(compose);
  const missing = example.filter((name) => !NOT_FROM_ENV[name] && !READ_BY_COMPOSE[name] && !(apiEnv.get(name) ?? '').includes(`\${${name}`));
  // MONGODB_URI is built from MONGO_APP_USER and MONGO_APP_PASSWORD.
  expect(missing.filter((name) => name !== 'MONGODB_URI')).toEqual([]);
  expect(apiEnv.get('MONGODB_URI')).toContain('${MONGO_APP_PASSWORD');
  // Both replicas and the worker take the whole block.
  expect(serviceBlock(compose, 'api-1')).toContain('<<: *api-env');
  expect(compose).toMatch(/^ {2}api-2: \*api$/m);
  expect(serviceBlock(compose, 'worker')).toContain('<<: *api-env');
});

test('what compose reads itself is used where it belongs; every exception is still a setting', () => {
  for (const [name, service] of Object.entries(READ_BY_COMPOSE)) expect([name, serviceBlock(compose, service).includes(`\${${name}`)]).toEqual([name, true]);
  for (const name of [...Object.keys(NOT_FROM_ENV), ...Object.keys(READ_BY_COMPOSE)]) expect([name, example.includes(name)]).toEqual([name, true]);
  // The web containers build their links from APP_ORIGIN.
  for (const web of ['shell', 'mfe-policies', 'mfe-reminders', 'mfe-quotes', 'mfe-market', 'mfe-account']) {
    expect([web, serviceBlock(compose, web).includes('PUBLIC_ORIGIN: ${APP_ORIGIN') || serviceBlock(compose, web).includes('PUBLIC_ORIGIN: "${APP_ORIGIN')]).toEqual([web, true]);
  }
});

test('docker/production.env sets only settings .env.example documents', () => {
  expect(productionEnv.length).toBeGreaterThan(0);
  expect(productionEnv.filter((name) => !example.includes(name))).toEqual([]);
});
