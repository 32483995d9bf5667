/** Waits before each retry of a temporary failure: 1 min, 5 min, 30 min, 2 h, 6 h (then permanent failure). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;

/** The first attempt plus one per retry. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When attempt `attemptNo` (1-based) failed temporarily at `at`: the next try, or null when none is left. */
export function nextRetryAt(attemptNo: number, at: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attemptNo - 1];
  return delay === undefined ? null : new Date(at.getTime() + delay);
}
