// Reads and writes of the DVLA refresh history (refresh.model.ts); every user-facing read is scoped to the user.
import { Types } from 'mongoose';
import type { LatestCheck } from './refresh-due';
import { VehicleRefreshModel, type VehicleRefreshRecord } from './refresh.model';

const oid = (id: string) => new Types.ObjectId(id);

export interface LatestRefresh extends LatestCheck {
  checkedAt: Date;
  failures: number;
}

/** Each policy's latest check since `since` (older records do not matter: every policy is due again within LATEST_CHECK_WINDOW_MS). */
export async function latestChecksSince(since: Date): Promise<Map<string, LatestRefresh>> {
  const records = await VehicleRefreshModel.find(
    { checkedAt: { $gte: since } },
    { _id: 0, policyId: 1, registration: 1, nextDueAt: 1, checkedAt: 1, failures: 1 },
  ).lean();
  const latest = new Map<string, LatestRefresh>();
  for (const r of records) {
    const key = String(r.policyId);
    const seen = latest.get(key);
    if (!seen || r.checkedAt > seen.checkedAt) {
      latest.set(key, { registration: r.registration, nextDueAt: r.nextDueAt, checkedAt: r.checkedAt, failures: r.failures });
    }
  }
  return latest;
}

/** One policy's latest check (the 'Check with the DVLA now' route), or undefined. */
export async function latestCheckOf(userId: Types.ObjectId, policyId: Types.ObjectId): Promise<LatestRefresh | undefined> {
  const r = await VehicleRefreshModel.findOne({ userId, policyId }, { registration: 1, nextDueAt: 1, checkedAt: 1, failures: 1 })
    .sort({ checkedAt: -1 })
    .limit(1)
    .lean();
  return r ? { registration: r.registration, nextDueAt: r.nextDueAt, checkedAt: r.checkedAt, failures: r.failures } : undefined;
}

export async function recordRefresh(record: Omit<VehicleRefreshRecord, '_id'>): Promise<void> {
  await VehicleRefreshModel.create(record);
}

/** The user's refresh history, oldest first (policies CSV export). */
export async function refreshesForUser(userId: string): Promise<VehicleRefreshRecord[]> {
  return VehicleRefreshModel.find({ userId: oid(userId) }).sort({ checkedAt: 1, _id: 1 }).lean();
}

/** Checks that changed nothing are kept this long; those that changed a date are kept with the policy. */
export const QUIET_CHECK_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** Keeps the collection small (FerretDB reads it whole): drops old records of checks that changed nothing. */
export async function pruneQuietChecks(now: Date): Promise<number> {
  const r = await VehicleRefreshModel.deleteMany({
    checkedAt: { $lt: new Date(now.getTime() - QUIET_CHECK_RETENTION_MS) },
    outcome: { $ne: 'updated' },
  });
  return r.deletedCount;
}

/** Removes one policy's refresh history (the policy is deleted). */
export async function deleteRefreshesForPolicy(userId: string, policyId: string): Promise<number> {
  const r = await VehicleRefreshModel.deleteMany({ userId: oid(userId), policyId: oid(policyId) });
  return r.deletedCount;
}

/** One line per check for the CSV: '2026-11-25 MOT 2027-05-14 -> 2028-03-14; alert sorn' or the outcome. */
export function describeRefresh(r: Pick<VehicleRefreshRecord, 'checkedAt' | 'outcome' | 'changes' | 'alerts'>): string {
  const parts = r.changes.map((c) => `${c.field === 'motExpiryDate' ? 'MOT' : 'road tax'} ${c.from ?? 'none'} -> ${c.to}`);
  for (const a of r.alerts) parts.push(`alert ${a}`);
  return `${r.checkedAt.toISOString().slice(0, 10)} ${r.outcome}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}
