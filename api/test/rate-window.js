"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.awayFromWindowEnd = awayFromWindowEnd;
exports.rateClockBeforeWindowEnd = rateClockBeforeWindowEnd;
const rate_counter_1 = require("../src/core/security/rate-counter");
// The rate counters count by windows of the clock (security/rate-counter.ts: a window is floor(now / windowMs)), so a
// test that makes a limit's worth of hits and expects the next one refused fails if a window turns between them (it
// did in CI: a 201 where a 429 was due). Such a test starts far enough from the window's end.
/** Waits, if less than `marginMs` remain in the current window of `windowMs`, until the next window has begun. */
async function awayFromWindowEnd(windowMs, marginMs = 20_000) {
    const left = windowMs - (Date.now() % windowMs);
    if (left < marginMs)
        await new Promise((resolve) => setTimeout(resolve, left + 50));
}
/**
 * Puts the counters' clock (rateClock) 5 s before the end of a window of `windowMs`, moving on with real time;
 * `cross()` moves it 1 s past that end. `restore()` gives the counters the real clock back.
 */
function rateClockBeforeWindowEnd(windowMs) {
    const end = Math.ceil(Date.now() / windowMs) * windowMs;
    let offset = end - 5_000 - Date.now();
    const clock = jest.spyOn(rate_counter_1.rateClock, 'now').mockImplementation(() => Date.now() + offset);
    return {
        cross: () => {
            offset = Math.max(offset, end + 1_000 - Date.now());
        },
        restore: () => clock.mockRestore(),
    };
}
//# sourceMappingURL=rate-window.js.map