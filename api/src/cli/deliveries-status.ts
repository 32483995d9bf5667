// `npm run deliveries:status`: from the database, the reminder deliveries of the last 24 hours by channel and outcome,
// the backlog (due now: first tries and retries) and since when the oldest has been due. Read only: nothing is sent.
// The database: MONGODB_URI, else the one `npm start` serves (FerretDB on 127.0.0.1:FERRETDB_PORT, default 27018).
import mongoose from 'mongoose';
import pino from 'pino';
import { createDeliveryEngine } from '../modules/deliveries/delivery-engine';
import { DeliveryOutcomeModel } from '../modules/deliveries/deliveries.model';

const DAY_MS = 24 * 60 * 60_000;

export async function deliveriesStatus(now: Date = new Date()): Promise<string> {
  const since = new Date(now.getTime() - DAY_MS);
  const outcomes = await DeliveryOutcomeModel.find({ at: { $gte: since } }, { _id: 1, status: 1 }).lean();
  const counts = new Map<string, Map<string, number>>();
  for (const o of outcomes) {
    // The outcome's id is '{delivery id}#{attempt}', and a delivery id '{reminder}:{channel}:...'.
    const channel = String(o._id).split(':')[1] ?? 'unknown';
    const byStatus = counts.get(channel) ?? new Map<string, number>();
    byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    counts.set(channel, byStatus);
  }
  const engine = createDeliveryEngine({ channels: {}, appOrigin: '', logger: pino({ level: 'silent' }), now: () => now });
  const backlog = await engine.backlog();
  const lines = [`Reminder deliveries, ${since.toISOString()} to ${now.toISOString()}:`];
  if (counts.size === 0) lines.push('  none');
  for (const [channel, byStatus] of [...counts].sort()) {
    lines.push(`  ${channel.padEnd(6)} ${[...byStatus].sort().map(([status, n]) => `${status} ${n}`).join(', ')}`);
  }
  lines.push(`Backlog (due now, first tries and retries): ${backlog.due}`);
  lines.push(
    backlog.oldestDueAt
      ? `Oldest due: ${backlog.oldestDueAt.toISOString()} (${Math.round((now.getTime() - backlog.oldestDueAt.getTime()) / 60_000)} minutes ago)`
      : 'Oldest due: nothing is due',
  );
  return lines.join('\n');
}

async function main(): Promise<void> {
  const uri = process.env.MONGODB_URI ?? `mongodb://127.0.0.1:${process.env.FERRETDB_PORT ?? '27018'}/renewly`;
  try {
    await mongoose.connect(uri, { serverSelectionTimeoutMS: 3000 });
  } catch {
    console.error(`Could not reach the database at ${uri.replace(/\/\/[^@/]*@/, '//')}. Start the app (npm start) or set MONGODB_URI.`);
    process.exitCode = 1;
    return;
  }
  try {
    console.log(await deliveriesStatus());
  } finally {
    await mongoose.disconnect();
  }
}

if (require.main === module) void main();
