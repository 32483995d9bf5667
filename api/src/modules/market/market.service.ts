import { Types } from 'mongoose';
import { type MarketTrendsItem } from '@renewly/shared-contracts/features/market';
import { plateAgeYears, plateRegistrationMonth } from '@renewly/shared-contracts/features/plate-age';
import type { Logger } from '../../core/logger';
import { listReadablePolicySummaries, sharedWithUser } from '../policies';
import { ownerFirstNames } from '../users';
import { listAllPolicySummaries, type PolicySummary } from '../policies';
import { cachedVehicleYear } from '../vehicle';
import { DATASET_VERSION, findVehicle } from './market-dataset';
import { computeTrends } from './market-trends.compute';
import { MarketTrendsModel, toPublicTrends, type MarketTrendsRecord } from './market-trends.model';
import { noMotHistory, type MotHistory, type MotHistoryProvider } from './mot-history';

let motHistory: MotHistoryProvider = noMotHistory;
let log: Pick<Logger, 'warn'> | null = null;

/** Set once when the app starts (createMarketRouter): where MOT histories come from, if anywhere. */
export function configureMarket(options: { motHistory: MotHistoryProvider; logger?: Pick<Logger, 'warn'> }): void {
  motHistory = options.motHistory;
  log = options.logger ?? null;
}

async function vehicleAge(policy: PolicySummary, now: Date) {
  const year = await cachedVehicleYear(policy.registrationNumber);
  if (year !== null) return { years: Math.max(0, now.getUTCFullYear() - year), year, from: 'lookup' as const };
  const years = plateAgeYears(policy.registrationNumber, now);
  const plate = plateRegistrationMonth(policy.registrationNumber);
  return years === null || plate === null ? null : { years, year: plate.year, from: 'plate' as const };
}

async function motHistoryOf(registration: string): Promise<MotHistory | null> {
  try {
    return await motHistory.history(registration);
  } catch (err) {
    // The dataset still answers: an unavailable DVSA API only leaves its part out.
    log?.warn({ err, provider: motHistory.name }, 'MOT history unavailable');
    return null;
  }
}

/** Computes and stores the trends of one policy's vehicle now. */
export async function refreshTrends(policy: PolicySummary, now: Date = new Date()): Promise<MarketTrendsRecord> {
  const trends = computeTrends({
    make: policy.carManufacturer,
    model: policy.carModel,
    motExpiryDate: policy.motExpiryDate,
    roadTaxExpiryDate: policy.roadTaxExpiryDate,
    entry: findVehicle(policy.carManufacturer, policy.carModel),
    age: await vehicleAge(policy, now),
    mot: await motHistoryOf(policy.registrationNumber),
    now,
  });
  const ids = { userId: new Types.ObjectId(policy.userId), policyId: new Types.ObjectId(policy.id) };
  const doc = { ...trends, ...ids, lastUpdated: new Date(trends.lastUpdated), datasetVersion: DATASET_VERSION };
  await MarketTrendsModel.updateOne({ policyId: ids.policyId }, { $set: doc }, { upsert: true });
  return { _id: new Types.ObjectId(), ...doc };
}

/** After a policy is added or edited: its vehicle's trends at once (failures are logged, the GET computes later). */
export async function refreshTrendsForPolicy(policy: PolicySummary): Promise<void> {
  await refreshTrends(policy).catch((err: unknown) => log?.warn({ err }, 'market trends not computed'));
}

/** One {policy, trends} per vehicle of the user (shared with them included); a vehicle not computed yet is computed now. */
export async function userVehicleTrends(userId: string): Promise<MarketTrendsItem[]> {
  const shared = await sharedWithUser(userId);
  const [policies, owners] = await Promise.all([
    listReadablePolicySummaries(userId, { shared }),
    ownerFirstNames([...shared.values()].map((s) => s.ownerId)),
  ]);
  // Trends are kept per vehicle (policy), under its owner: read by policy so a shared one is found too.
  const records = policies.length === 0 ? [] : await MarketTrendsModel.find({ policyId: { $in: policies.map((p) => new Types.ObjectId(p.id)) } }).lean();
  const byPolicy = new Map(records.map((r) => [String(r.policyId), r]));
  const items: MarketTrendsItem[] = [];
  for (const p of policies.sort((a, b) => a.registrationNumber.localeCompare(b.registrationNumber))) {
    const stored = byPolicy.get(p.id);
    // Computed from another version of the dataset (before the start-up recompute reached it): computed again now.
    const record = stored && stored.datasetVersion === DATASET_VERSION ? stored : await refreshTrends(p);
    items.push({
      policy: {
        id: p.id,
        registrationNumber: p.registrationNumber,
        carManufacturer: p.carManufacturer,
        carModel: p.carModel,
        insurer: p.insurer,
        ...(shared.has(p.id) ? { sharedBy: { firstName: owners.get(shared.get(p.id)!.ownerId) ?? '' } } : {}),
      },
      trends: toPublicTrends(record),
    });
  }
  return items;
}

/** Recomputes every vehicle's trends (the repeating job). Answers how many were computed. */
export async function refreshAllTrends(now: Date = new Date()): Promise<number> {
  let count = 0;
  for (const p of await listAllPolicySummaries()) {
    await refreshTrends(p, now);
    count += 1;
  }
  return count;
}

/** Whether any stored trends were computed from another version of the dataset (or before versions were stored). */
export async function hasTrendsFromOtherDataset(): Promise<boolean> {
  return (await MarketTrendsModel.findOne({ datasetVersion: { $ne: DATASET_VERSION } }, { _id: 1 }).lean()) !== null;
}

/** Removes the trends of one of the user's policies (called when the policy is deleted). */
export async function deleteForPolicy(userId: string, policyId: string): Promise<number> {
  const r = await MarketTrendsModel.deleteMany({ userId: new Types.ObjectId(userId), policyId: new Types.ObjectId(policyId) });
  return r.deletedCount;
}
