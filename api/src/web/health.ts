// For monitoring and the load balancer, outside /api (no session, no Origin check, no rate limit):
//   GET /healthz  the process is alive (no database call): 200 { status: 'ok' }
//   GET /readyz   it can serve: the database answers a ping within 1 s, and, in a process that runs jobs, the
//                 reminder sweep ran within the last 3 minutes. 200 { status: 'ready' } or 503 { status:
//                 'unavailable', reasons: [...] }: plain reasons, never a stack.
import type { Express } from 'express';
import type { Connection } from 'mongoose';
import { sweepIsFresh } from '../jobs/sweep-heartbeat';

export const DATABASE_PING_TIMEOUT_MS = 1000;
export const READY_REASONS = {
  database: 'The database did not answer within 1 s',
  sweep: 'The reminder sweep has not run in the last 3 minutes',
} as const;

async function databaseAnswers(connection: Connection): Promise<boolean> {
  const db = connection.db;
  if (!db) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_PING_TIMEOUT_MS);
  });
  const ping = db
    .command({ ping: 1 })
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function mountHealthChecks(app: Express, { connection, runsJobs }: { connection: Connection; runsJobs: boolean }): void {
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const reasons: string[] = [];
    if (!(await databaseAnswers(connection))) reasons.push(READY_REASONS.database);
    if (runsJobs && !sweepIsFresh()) reasons.push(READY_REASONS.sweep);
    res.set('Cache-Control', 'no-store');
    if (reasons.length > 0) res.status(503).json({ status: 'unavailable', reasons });
    else res.json({ status: 'ready' });
  });
}
