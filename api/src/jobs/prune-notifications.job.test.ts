import mongoose, { Types } from 'mongoose';
import type { Agenda } from 'agenda';
import { connectDatabase, ensureIndexes } from '../core/db/connect';
import { createLogger } from '../core/logger';
import { NotificationModel } from '../modules/notifications/notifications.model';
import {
  READ_NOTIFICATION_RETENTION_DAYS,
  UNREAD_NOTIFICATION_RETENTION_DAYS,
} from '../modules/notifications/notifications.retention';
import { createAgenda, stopAgenda } from './agenda';
import { PRUNE_NOTIFICATIONS_JOB, registerPruneNotificationsJob } from './prune-notifications.job';
import { testDatabaseUri, testConfig, uniqueDatabaseName } from '../../test/helpers';

let agenda: Agenda;
const logger = createLogger('silent');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await connectDatabase(testConfig(testDatabaseUri(uniqueDatabaseName('prune-notifications'))));
  await ensureIndexes();
  agenda = await createAgenda({ connection: mongoose.connection, logger, processEvery: 200, defaultLockLifetime: 1000 });
});
afterAll(async () => {
  await stopAgenda(agenda);
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
});

test('the daily notifications:prune job deletes read notifications after 30 days and unread ones after 180', async () => {
  const userId = new Types.ObjectId();
  const note = (title: string, isRead: boolean, ageDays: number) => ({
    userId,
    title,
    message: title,
    isRead,
    createdAt: new Date(Date.now() - ageDays * DAY),
  });
  await NotificationModel.insertMany([
    note('read, past the period', true, READ_NOTIFICATION_RETENTION_DAYS + 1),
    note('read, within the period', true, READ_NOTIFICATION_RETENTION_DAYS - 1),
    note('unread, 31 days old', false, READ_NOTIFICATION_RETENTION_DAYS + 1),
    note('unread, past the period', false, UNREAD_NOTIFICATION_RETENTION_DAYS + 1),
    note('unread, new', false, 0),
  ]);
  const ran = new Promise<void>((resolve) => agenda.once(`complete:${PRUNE_NOTIFICATIONS_JOB}`, () => resolve()));
  await registerPruneNotificationsJob(agenda, { logger });
  await agenda.start();
  await ran;

  const left = (await NotificationModel.find({ userId }).lean()).map((n) => n.title).sort();
  expect(left).toEqual(['read, within the period', 'unread, 31 days old', 'unread, new']);
  const jobs = await mongoose.connection.collection('agendaJobs').find({ name: PRUNE_NOTIFICATIONS_JOB }).toArray();
  expect(jobs).toHaveLength(1);
  expect(jobs[0]?.repeatInterval).toBe('1 day');
});
