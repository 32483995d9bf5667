// The rate counters count by windows of the clock (security/rate-counter.ts: a window is floor(now / windowMs)), so a
// test that makes a limit's worth of hits and expects the next one refused fails if a window turns between them (it
// did in CI: a 201 where a 429 was due). Such a test starts far enough from the window's end.

/** Waits, if less than `marginMs` remain in the current window of `windowMs`, until the next window has begun. */
export async function awayFromWindowEnd(windowMs: number, marginMs = 20_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
