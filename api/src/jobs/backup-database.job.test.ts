import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Agenda } from 'agenda';
import { freePort, startFerretDBProcess, type FerretDBProcess } from '../../test/ferretdb-process';
import { createTestApp, testConfig, type TestApp } from '../../test/helpers';
import { verifyBackupFile } from '../backup/backup-file';
import type { Logger } from '../core/logger';
import { createAgenda, stopAgenda } from './agenda';
import { BACKUP_DATABASE_JOB, registerBackupDatabaseJob, runScheduledBackup } from './backup-database.job';

let work: string;
let db: FerretDBProcess;
let t: TestApp;
let agenda: Agenda;

const recordingLogger = () => {
  const lines: { level: string; fields: unknown; message?: string }[] = [];
  const at = (level: string) => (fields: unknown, message?: string) => lines.push({ level, fields, message });
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } as unknown as Logger };
};

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'renewly-backup-job-'));
  db = await startFerretDBProcess({ dataDir: path.join(work, 'ferretdb'), port: await freePort() });
  t = await createTestApp({ baseUri: db.uri });
  await t.connection.db!.collection('policies').insertOne({ registrationNumber: 'AB12 CDE' });
  // A short lock lifetime: agenda's still-alive check of a job that ran waits half of it before it ends.
  agenda = await createAgenda({ connection: t.connection, logger: t.logger, processEvery: 200, defaultLockLifetime: 1000 });
});
afterAll(async () => {
  await stopAgenda(agenda);
  await t.close();
  await db.stop();
  rmSync(work, { recursive: true, force: true });
});

const backupConfig = (overrides: Partial<TestApp['config']['backup']>) => ({
  mongodbUri: t.config.mongodbUri,
  backup: { ...t.config.backup, dir: mkdtempSync(path.join(work, 'backups-')), sqliteDir: db.dataDir, ...overrides },
});

test('off by default: no BACKUP_CRON, no job', async () => {
  expect(testConfig('mongodb://127.0.0.1:1/x').backup).toMatchObject({ cron: undefined, keep: 7, sqliteDir: undefined });
  expect(await registerBackupDatabaseJob(agenda, { config: backupConfig({ cron: undefined }), logger: t.logger })).toBe(false);
  expect(await t.connection.db!.collection('agendaJobs').countDocuments({ name: BACKUP_DATABASE_JOB })).toBe(0);
});

test('BACKUP_CRON on a deployment that is not the embedded SQLite one: a warning, no job', async () => {
  const { lines, logger } = recordingLogger();
  expect(await registerBackupDatabaseJob(agenda, { config: backupConfig({ cron: '30 2 * * *', sqliteDir: undefined }), logger })).toBe(false);
  expect(lines.map((l) => l.level)).toEqual(['warn']);
  expect(await t.connection.db!.collection('agendaJobs').countDocuments({ name: BACKUP_DATABASE_JOB })).toBe(0);
});

test('BACKUP_CRON set: a repeating job on that schedule that writes a backup restore accepts', async () => {
  const config = backupConfig({ cron: '30 2 * * *' });
  expect(await registerBackupDatabaseJob(agenda, { config, logger: t.logger })).toBe(true);
  const jobs = await t.connection.db!.collection('agendaJobs').find({ name: BACKUP_DATABASE_JOB }).toArray();
  expect(jobs.map((j) => j.repeatInterval)).toEqual(['30 2 * * *']);

  const done = new Promise<void>((resolve) => agenda.once(`complete:${BACKUP_DATABASE_JOB}`, () => resolve()));
  await agenda.now(BACKUP_DATABASE_JOB);
  await agenda.start();
  await done;
  const files = readdirSync(config.backup.dir);
  expect(files).toEqual([expect.stringMatching(/^renewly-sqlite-scheduled-.*\.renewly-backup$/)]);
  const { manifest } = await verifyBackupFile(path.join(config.backup.dir, files[0]!));
  expect(manifest).toMatchObject({ engine: 'sqlite', database: t.databaseName });
});

test('BACKUP_KEEP: the newest scheduled backups stay, older ones go, backups made by hand are never touched', async () => {
  const config = backupConfig({ keep: 2 });
  writeFileSync(path.join(config.backup.dir, 'renewly-sqlite-2020-01-01T00-00-00-000Z.renewly-backup'), 'by hand');
  for (const day of ['01', '02', '03']) {
    await runScheduledBackup({ config, logger: t.logger, now: () => new Date(`2026-03-${day}T02:30:00Z`) });
  }
  expect(readdirSync(config.backup.dir).sort()).toEqual([
    'renewly-sqlite-2020-01-01T00-00-00-000Z.renewly-backup',
    'renewly-sqlite-scheduled-2026-03-02T02-30-00-000Z.renewly-backup',
    'renewly-sqlite-scheduled-2026-03-03T02-30-00-000Z.renewly-backup',
  ]);
});

test('a failing backup is one error line with the reason, and leaves no file', async () => {
  const { lines, logger } = recordingLogger();
  const config = backupConfig({ sqliteDir: path.join(work, 'missing') });
  expect(await runScheduledBackup({ config, logger })).toBeNull();
  expect(lines).toEqual([{ level: 'error', fields: expect.objectContaining({ reason: expect.stringMatching(/does not exist/) }), message: 'scheduled backup failed' }]);
  expect(readdirSync(config.backup.dir)).toEqual([]);
});
