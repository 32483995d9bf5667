// When this process's reminder sweep last ran to the end, for /readyz: a process that runs jobs and has not swept in
// SWEEP_STALE_MS has stopped delivering reminders, whatever else it still answers.
export const SWEEP_STALE_MS = 3 * 60_000;

const startedAt = Date.now();
let lastSweepAt: number | null = null;

export function markSweepDone(now: number = Date.now()): void {
  lastSweepAt = now;
}

/** True while the last sweep (or, before the first, the process's start) is within SWEEP_STALE_MS. */
export function sweepIsFresh(now: number = Date.now()): boolean {
  return now - (lastSweepAt ?? startedAt) <= SWEEP_STALE_MS;
}
