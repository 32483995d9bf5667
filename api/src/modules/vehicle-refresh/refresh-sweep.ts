// The dates refresh job's body: checks each due active policy's vehicle with the DVLA (refresh-due.ts), within the
// lookups' daily quotas, and applies what it says (refresh-apply.ts). Each check is claimed by an insert under the
// claims' unique index first, so two workers sweeping together check each vehicle once. Never throws: one vehicle's
// failure is recorded and the sweep goes on.
import { londonDateOf } from '@renewly/shared-contracts';
import { ClaimModel } from '../../core/db/claim';
import { isDuplicateKeyError } from '../../core/db/errors';
import type { Logger } from '../../core/logger';
import { hitRateWindow } from '../../core/security/rate-counter';
import { PolicyModel } from '../policies';
import { VehicleLookupModel } from '../vehicle';
import { type RawDvlaStatus, type VehicleProvider, VehicleProviderError } from '../vehicle';
import { cacheVehicleAnswer } from '../vehicle';
import { judgeDvlaAnswer } from './dvla-answer';
import type { AlertChannels } from './refresh-alert-channels';
import { applyDvlaAnswer, recordNotFound, type RefreshPolicy } from './refresh-apply';
import { DAY_MS, HOUR_MS, isRefreshDue, LATEST_CHECK_WINDOW_MS, nextDueAfter, type RefreshOutcome } from './refresh-due';
import { latestCheckOf, latestChecksSince, pruneQuietChecks, recordRefresh, type LatestRefresh } from './refresh-history';

export const REFRESH_CLAIM_KIND = 'dvla-refresh';
/** A claim this old with no record after it was left by a process that died mid-check: it is taken over. */
const STALE_CLAIM_MS = HOUR_MS;
/** At most this many DVLA checks per run, never-checked vehicles first. */
export const MAX_CHECKS_PER_RUN = 200;

export interface RefreshSweepOptions {
  /** null when no DVLA key is configured: the sweep does nothing. */
  provider: VehicleProvider | null;
  quota: { perUserPerDay: number; globalPerDay: number };
  logger: Logger;
  now?: () => Date;
  maxChecks?: number;
  /** The alerts also go through each person's email, SMS and web push; none: the bell only. */
  alertChannels?: AlertChannels;
}

export interface RefreshSweepSummary {
  skipped?: 'no-key';
  checked: number;
  outcomes: Partial<Record<RefreshOutcome, number>>;
  quotaReached?: boolean;
}

type DvlaFetch =
  | { kind: 'answer'; status: RawDvlaStatus | null | undefined; answerAt: Date }
  | { kind: 'notFound'; answerAt: Date }
  | { kind: 'failed'; outcome: 'rejected' | 'transient'; detail: string }
  | { kind: 'quota'; global: boolean };

export const POLICY_FIELDS = {
  userId: 1,
  registrationNumber: 1,
  motExpiryDate: 1,
  roadTaxExpiryDate: 1,
  datesEditedAt: 1,
  dvlaAlerts: 1,
  dvlaRefresh: 1,
} as const;

export async function sweepVehicleRefresh(options: RefreshSweepOptions): Promise<RefreshSweepSummary> {
  const summary: RefreshSweepSummary = { checked: 0, outcomes: {} };
  if (!options.provider || options.provider.name === 'none') return { ...summary, skipped: 'no-key' };
  const now = (options.now ?? (() => new Date()))();
  const provider = options.provider;

  const policies = (await PolicyModel.find({ isActive: true }, POLICY_FIELDS).lean()).filter((p) => p.dvlaRefresh !== false);
  const latest = await latestChecksSince(new Date(now.getTime() - LATEST_CHECK_WINDOW_MS));
  const due = policies
    .filter((p) => isRefreshDue(p.registrationNumber, latest.get(String(p._id)), now))
    .sort((a, b) => dueOrder(a, latest) - dueOrder(b, latest))
    .slice(0, options.maxChecks ?? MAX_CHECKS_PER_RUN);

  for (const policy of due) {
    const previous = latest.get(String(policy._id));
    const claimKey = previous && previous.registration === policy.registrationNumber
      ? `${String(policy._id)}:${previous.nextDueAt.toISOString()}`
      : `${String(policy._id)}:${policy.registrationNumber}:first`;
    try {
      if (!(await claimCheck(claimKey, now))) continue;
      const outcome = await refreshOne(policy, previous, provider, options, now);
      if (outcome === 'quota-global') {
        summary.quotaReached = true;
        await ClaimModel.deleteOne({ kind: REFRESH_CLAIM_KIND, key: claimKey });
        break;
      }
      if (outcome === 'quota-user') {
        await ClaimModel.deleteOne({ kind: REFRESH_CLAIM_KIND, key: claimKey });
        continue;
      }
      summary.checked++;
      summary.outcomes[outcome] = (summary.outcomes[outcome] ?? 0) + 1;
    } catch (err) {
      options.logger.error({ err, policyId: String(policy._id) }, 'DVLA refresh of one vehicle failed');
      await recordFailure(policy, previous, now, err).catch(() => undefined);
      summary.outcomes.transient = (summary.outcomes.transient ?? 0) + 1;
    }
  }
  // Housekeeping (no TTL indexes on FerretDB v1): old claims, and old records of checks that changed nothing.
  await ClaimModel.deleteMany({ kind: REFRESH_CLAIM_KIND, claimedAt: { $lt: new Date(now.getTime() - 30 * DAY_MS) } }).catch(
    () => undefined,
  );
  await pruneQuietChecks(now).catch(() => undefined);
  return summary;
}

/** Never-checked (or re-registered) vehicles first, then the longest overdue. */
function dueOrder(policy: RefreshPolicy, latest: Map<string, LatestRefresh>): number {
  const last = latest.get(String(policy._id));
  return last && last.registration === policy.registrationNumber ? last.nextDueAt.getTime() : Number.NEGATIVE_INFINITY;
}

/** An unexpected error (not the DVLA's answer) is recorded like a 5xx: tried again later the same day. */
async function recordFailure(policy: RefreshPolicy, previous: LatestRefresh | undefined, now: Date, err: unknown) {
  const failures = (previous && previous.registration === policy.registrationNumber ? previous.failures : 0) + 1;
  await recordRefresh({
    userId: policy.userId,
    policyId: policy._id,
    registration: policy.registrationNumber,
    checkedAt: now,
    outcome: 'transient',
    answerAt: null,
    changes: [],
    alerts: [],
    detail: `error: ${err instanceof Error ? err.message : String(err)}`.slice(0, 300),
    failures,
    nextDueAt: nextDueAfter(String(policy._id), 'transient', now, failures),
  });
}

async function claimCheck(key: string, now: Date): Promise<boolean> {
  const insert = async () => {
    try {
      await ClaimModel.create({ kind: REFRESH_CLAIM_KIND, key, claimedAt: now });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  };
  if (await insert()) return true;
  const stale = await ClaimModel.deleteOne({
    kind: REFRESH_CLAIM_KIND,
    key,
    claimedAt: { $lt: new Date(now.getTime() - STALE_CLAIM_MS) },
  });
  return stale.deletedCount === 1 && insert();
}

/**
 * 'Check with the DVLA now' (one car, asked for by a user who may edit it): the same check as the sweep's, with a
 * fresh answer from the DVLA (never the lookup cache, which may predate the user's own edit), counted against the
 * asking user's daily lookups. The route limits it per car; no claim is taken.
 */
export async function checkVehicleNow(
  policy: RefreshPolicy,
  askedBy: string,
  options: Omit<RefreshSweepOptions, 'provider' | 'maxChecks'> & { provider: VehicleProvider },
): Promise<RefreshOutcome | 'quota-global' | 'quota-user'> {
  const now = (options.now ?? (() => new Date()))();
  const previous = await latestCheckOf(policy.userId, policy._id);
  return refreshOne(policy, previous, options.provider, options, now, { fresh: true, quotaUserId: askedBy });
}

interface CheckMode {
  /** Ask the DVLA even when the lookup cache holds an answer under a day old. */
  fresh?: boolean;
  /** Whose daily lookups the call counts against (the owner's in the sweep). */
  quotaUserId?: string;
}

async function refreshOne(
  policy: RefreshPolicy,
  previous: LatestRefresh | undefined,
  provider: VehicleProvider,
  options: Pick<RefreshSweepOptions, 'quota' | 'logger' | 'alertChannels'>,
  now: Date,
  mode: CheckMode = {},
): Promise<RefreshOutcome | 'quota-global' | 'quota-user'> {
  const fetched = await fetchFromDvla(policy, provider, options, now, mode);
  if (fetched.kind === 'quota') return fetched.global ? 'quota-global' : 'quota-user';

  let outcome: RefreshOutcome;
  let detail: string | null = null;
  let answerAt: Date | null = null;
  let applied: { changes: { field: 'motExpiryDate' | 'roadTaxExpiryDate'; from: string | null; to: string }[]; alerts: string[] } = {
    changes: [],
    alerts: [],
  };
  if (fetched.kind === 'failed') {
    outcome = fetched.outcome;
    detail = fetched.detail;
  } else if (fetched.kind === 'notFound') {
    outcome = 'notFound';
    answerAt = fetched.answerAt;
    await recordNotFound(policy, options.alertChannels);
  } else {
    answerAt = fetched.answerAt;
    const answer = judgeDvlaAnswer(fetched.status, londonDateOf(now));
    if (!answer.usable) {
      outcome = 'unusable';
      detail = answer.reason;
    } else {
      const result = await applyDvlaAnswer(policy, answer, fetched.answerAt, now, options.alertChannels);
      outcome = result.outcome;
      applied = result;
    }
  }
  const sameVehicle = previous && previous.registration === policy.registrationNumber;
  const failures = outcome === 'transient' ? (sameVehicle ? previous.failures : 0) + 1 : 0;
  await recordRefresh({
    userId: policy.userId,
    policyId: policy._id,
    registration: policy.registrationNumber,
    checkedAt: now,
    outcome,
    answerAt,
    changes: applied.changes,
    alerts: applied.alerts,
    detail,
    failures,
    nextDueAt: nextDueAfter(String(policy._id), outcome, now, failures),
  });
  if (outcome === 'transient' || outcome === 'unusable') {
    options.logger.warn({ policyId: String(policy._id), outcome, detail }, 'DVLA refresh gave no usable answer');
  }
  return outcome;
}

/** The DVLA's answer: the lookup cache's when younger than a day, else a call within the quotas. */
async function fetchFromDvla(
  policy: RefreshPolicy,
  provider: VehicleProvider,
  options: Pick<RefreshSweepOptions, 'quota'>,
  now: Date,
  mode: CheckMode,
): Promise<DvlaFetch> {
  const registration = policy.registrationNumber;
  const cached = mode.fresh
    ? null
    : await VehicleLookupModel.findOne({ registration }, { _id: 0, vehicle: 1, fetchedAt: 1, dvlaStatus: 1 }).lean();
  const age = cached ? now.getTime() - cached.fetchedAt.getTime() : Infinity;
  if (cached && age >= 0 && age < DAY_MS) {
    if (cached.vehicle === null) return { kind: 'notFound', answerAt: cached.fetchedAt };
    // Cached by a lookup before the refresh stored the DVLA's status fields: not enough, ask again.
    if (cached.dvlaStatus) return { kind: 'answer', status: cached.dvlaStatus, answerAt: cached.fetchedAt };
  }
  const at = now.getTime();
  const mine = await hitRateWindow(
    { name: 'vehicle-lookup-user', key: mode.quotaUserId ?? String(policy.userId), limit: options.quota.perUserPerDay, windowMs: DAY_MS },
    at,
  );
  if (!mine.allowed) return { kind: 'quota', global: false };
  const all = await hitRateWindow({ name: 'vehicle-lookup-all', key: 'all', limit: options.quota.globalPerDay, windowMs: DAY_MS }, at);
  if (!all.allowed) return { kind: 'quota', global: true };
  try {
    const raw = await provider.lookup(registration);
    await cacheVehicleAnswer(registration, raw, now);
    return raw ? { kind: 'answer', status: raw.status, answerAt: now } : { kind: 'notFound', answerAt: now };
  } catch (err) {
    if (!(err instanceof VehicleProviderError)) throw err;
    const upstream = err.upstreamStatus;
    // A 4xx other than 429 (and a refused key, which is ours to fix) waits a week; 429, 5xx and no answer retry today.
    const rejected = upstream !== undefined && upstream >= 400 && upstream < 500 && ![401, 403, 429].includes(upstream);
    return { kind: 'failed', outcome: rejected ? 'rejected' : 'transient', detail: `${upstream ?? 'no answer'}: ${err.message}` };
  }
}
