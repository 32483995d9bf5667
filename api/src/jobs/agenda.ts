import { Agenda } from 'agenda';
import { MongoBackend } from '@agendajs/mongo-backend';
import type { Connection } from 'mongoose';
import { AGENDA_COLLECTION } from '../core/db/collections';
import type { Logger } from '../core/logger';

export { AGENDA_COLLECTION };

export interface CreateAgendaOptions {
  connection: Connection;
  logger: Logger;
  /** How often agenda polls for due jobs (no change streams: FerretDB has none). */
  processEvery?: string | number;
  /** ms to wait for the backend to connect before giving up. */
  readyTimeoutMs?: number;
  name?: string;
  /**
   * ms a job stays locked. agenda also keeps one un-cancellable timer of lockLifetime/2 per job run, which holds
   * the process open that long after the job: tests pass a short one.
   */
  defaultLockLifetime?: number;
}

/**
 * An agenda on the app's mongoose connection, ready to use. agenda's constructor does not catch a failed backend
 * connect (an unhandled rejection, `ready` never settles), so wait with a timeout and fail loudly.
 */
export async function createAgenda({
  connection,
  logger,
  processEvery = '5 seconds',
  readyTimeoutMs = 10000,
  name,
  defaultLockLifetime = 5 * 60 * 1000,
}: CreateAgendaOptions): Promise<Agenda> {
  if (!connection.db) throw new Error('createAgenda: the mongoose connection is not open');
  const agenda = new Agenda({
    backend: new MongoBackend({ mongo: connection.db, collection: AGENDA_COLLECTION }),
    processEvery,
    name: name ?? `renewly-${process.pid}`,
    defaultLockLifetime,
  });
  agenda.on('error', (err: unknown) => logger.error({ err }, 'agenda error'));
  agenda.on('fail', (err: unknown, job: { attrs: { name: string } }) =>
    logger.error({ err, job: job.attrs.name }, 'agenda job failed'),
  );
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      agenda.ready,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`agenda was not ready within ${readyTimeoutMs} ms`)), readyTimeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
  return agenda;
}

/**
 * Graceful shutdown: stops taking jobs and waits (up to timeoutMs) for running ones to finish; jobs still running
 * then are unlocked by stop() so another worker can take them. Never closes the shared connection.
 */
export async function stopAgenda(agenda: Agenda, timeoutMs = 20000): Promise<void> {
  const result = await agenda.drain({ timeout: timeoutMs, closeConnection: false });
  if (result.timedOut) await agenda.stop(false);
}
