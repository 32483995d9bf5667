// When a policy's vehicle is next checked with the DVLA. Pure rules, tested in refresh-due.test.ts.
//
// Each policy has its own weekly slot (a fixed instant of the week derived from its id), so the checks of many
// vehicles spread over the week instead of landing together. After a check that got an answer (usable or not) the
// next one is the policy's first slot at least six days later: once a week on the slot (a check made an hour or so
// after its slot still meets the next week's slot). After 'not found' or another 4xx: the first slot at least seven
// days later. A vehicle never checked (or whose registration changed since) is due at once, so a new policy is
// confirmed by the next run. A 429, a 5xx or no answer at all backs off 1, 2, then 4 hours, and tries again the same
// day.
import { createHash } from 'node:crypto';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
/** The shortest gap after a completed check before the slot counts again. */
export const MIN_GAP_MS = 6 * DAY_MS;
const BACKOFF_MS = [HOUR_MS, 2 * HOUR_MS, 4 * HOUR_MS] as const;
/**
 * How far back the sweep looks for each policy's latest check. The longest wait between checks is after 'not found':
 * seven days, then up to a week more to the policy's slot (14 days). A record older than the window reads as "never
 * checked", so the window is a day longer than that longest wait.
 */
export const LATEST_CHECK_WINDOW_MS = 2 * WEEK_MS + DAY_MS;

/** The policy's offset in the week (ms after the epoch's week boundary), the same in every process. */
export function weeklySlotOffset(policyId: string): number {
  const digest = createHash('sha256').update(policyId).digest();
  return digest.readUInt32BE(0) % WEEK_MS;
}

/** The policy's first weekly slot at or after `from + MIN_GAP_MS`. */
export function nextWeeklySlot(policyId: string, from: Date): Date {
  const earliest = from.getTime() + MIN_GAP_MS;
  const offset = weeklySlotOffset(policyId);
  const weeks = Math.ceil((earliest - offset) / WEEK_MS);
  return new Date(weeks * WEEK_MS + offset);
}

/** The wait after the n-th transient failure in a row (n >= 1). */
export function transientBackoffMs(failuresInARow: number): number {
  return BACKOFF_MS[Math.min(Math.max(failuresInARow, 1), BACKOFF_MS.length) - 1]!;
}

export type RefreshOutcome =
  | 'updated'
  | 'unchanged'
  | 'userEditKept'
  | 'notFound'
  | 'rejected'
  | 'unusable'
  | 'transient';

export const TRANSIENT_OUTCOMES: ReadonlySet<RefreshOutcome> = new Set(['transient']);

/** Answers that the same question will not change soon: asked again no sooner than a full week on. */
const REFUSED_OUTCOMES: ReadonlySet<RefreshOutcome> = new Set(['notFound', 'rejected']);

/** When the next check is due after this one's outcome; `failuresInARow` counts this one. */
export function nextDueAfter(policyId: string, outcome: RefreshOutcome, checkedAt: Date, failuresInARow: number): Date {
  if (TRANSIENT_OUTCOMES.has(outcome)) return new Date(checkedAt.getTime() + transientBackoffMs(failuresInARow));
  // Not found or another 4xx: the weekly slot at least seven days on (not the usual six).
  const from = REFUSED_OUTCOMES.has(outcome) ? new Date(checkedAt.getTime() + WEEK_MS - MIN_GAP_MS) : checkedAt;
  return nextWeeklySlot(policyId, from);
}

export interface LatestCheck {
  registration: string;
  nextDueAt: Date;
}

/** Due: never checked, checked under another registration, or its next due time has come. */
export function isRefreshDue(registration: string, latest: LatestCheck | undefined, now: Date): boolean {
  if (!latest || latest.registration !== registration) return true;
  return latest.nextDueAt.getTime() <= now.getTime();
}
