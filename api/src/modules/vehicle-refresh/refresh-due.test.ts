import {
  DAY_MS,
  HOUR_MS,
  isRefreshDue,
  LATEST_CHECK_WINDOW_MS,
  MIN_GAP_MS,
  nextDueAfter,
  nextWeeklySlot,
  transientBackoffMs,
  WEEK_MS,
  weeklySlotOffset,
} from './refresh-due';

const ids = Array.from({ length: 200 }, (_, i) => `65a0000000000000000${String(i).padStart(5, '0')}`);
const at = new Date('2027-03-01T10:00:00Z');

describe('weekly slots', () => {
  it('are the same for a policy every time, and spread over the week for many', () => {
    expect(weeklySlotOffset(ids[0]!)).toBe(weeklySlotOffset(ids[0]!));
    const days = new Set(ids.map((id) => Math.floor(weeklySlotOffset(id) / DAY_MS)));
    expect(days.size).toBe(7);
    const hours = new Set(ids.map((id) => Math.floor(weeklySlotOffset(id) / HOUR_MS)));
    expect(hours.size).toBeGreaterThan(80);
  });

  it('next slot is at least six days on, within 13, and on the weekly slot', () => {
    for (const id of ids) {
      const next = nextWeeklySlot(id, at);
      expect(next.getTime() - at.getTime()).toBeGreaterThanOrEqual(MIN_GAP_MS);
      expect(next.getTime() - at.getTime()).toBeLessThan(MIN_GAP_MS + WEEK_MS);
      expect(((next.getTime() % WEEK_MS) + WEEK_MS) % WEEK_MS).toBe(weeklySlotOffset(id));
    }
  });

  it('a check made an hour after its slot meets the next week slot: steady once a week', () => {
    const id = ids[3]!;
    const slot = nextWeeklySlot(id, at);
    const checked = new Date(slot.getTime() + HOUR_MS);
    expect(nextWeeklySlot(id, checked).getTime()).toBe(slot.getTime() + WEEK_MS);
  });
});

describe('what comes next after a check', () => {
  it('a 429 or 5xx backs off 1, 2, then 4 hours (the same day); anything else waits for the weekly slot', () => {
    expect(transientBackoffMs(1)).toBe(HOUR_MS);
    expect(transientBackoffMs(2)).toBe(2 * HOUR_MS);
    expect(transientBackoffMs(3)).toBe(4 * HOUR_MS);
    expect(transientBackoffMs(9)).toBe(4 * HOUR_MS);
    expect(nextDueAfter(ids[0]!, 'transient', at, 1).getTime()).toBe(at.getTime() + HOUR_MS);
    for (const outcome of ['updated', 'unchanged', 'userEditKept', 'unusable'] as const) {
      expect(nextDueAfter(ids[0]!, outcome, at, 0)).toEqual(nextWeeklySlot(ids[0]!, at));
    }
    // Not found or another 4xx: no sooner than a full week, on the slot.
    for (const id of ids) {
      for (const outcome of ['notFound', 'rejected'] as const) {
        const next = nextDueAfter(id, outcome, at, 0).getTime();
        expect(next - at.getTime()).toBeGreaterThanOrEqual(WEEK_MS);
        expect(next - at.getTime()).toBeLessThan(2 * WEEK_MS);
      }
    }
  });

  it("every outcome's next check falls inside the sweep's look-back window, even a minute before it is due", () => {
    const outcomes = ['updated', 'unchanged', 'userEditKept', 'unusable', 'notFound', 'rejected', 'transient'] as const;
    let longest = 0;
    for (const id of ids) {
      for (const outcome of outcomes) {
        const wait = nextDueAfter(id, outcome, at, 3).getTime() - at.getTime();
        longest = Math.max(longest, wait);
        expect(wait).toBeLessThan(LATEST_CHECK_WINDOW_MS);
      }
    }
    // Some slot lands in the last day of the fortnight after 'not found': the window must reach past 13 days.
    expect(longest).toBeGreaterThan(13 * DAY_MS);
  });

  it('due when never checked, re-registered, or its time has come', () => {
    const latest = { registration: 'AB12CDE', nextDueAt: new Date(at.getTime() + DAY_MS) };
    expect(isRefreshDue('AB12CDE', undefined, at)).toBe(true);
    expect(isRefreshDue('XY12ZZZ', latest, at)).toBe(true);
    expect(isRefreshDue('AB12CDE', latest, at)).toBe(false);
    expect(isRefreshDue('AB12CDE', latest, new Date(at.getTime() + DAY_MS))).toBe(true);
  });
});
