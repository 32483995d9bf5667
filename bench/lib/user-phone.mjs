// A user's phone for bench:interaction (issue 50): a touch-screen mobile context as Lighthouse's mobile profile
// emulates it (412 x 823 at 1.75x, a mobile user agent, `isMobile` and `hasTouch`), the service worker allowed, and
// the same CPU and network slowing per page as bench:lighthouse. In the page, an init script times each tap as the
// page sees it, so the harness's own polling and round trips are not in the figure:
//   input    the tap's first input event (pointerdown or touchstart): its event.timeStamp
//   painted  the first frame in which the answer is on screen (a requestAnimationFrame check of the action's
//            `inPage` predicate), timed after that frame's paint (a message posted from the frame's callback); for a
//            file picker, which the browser draws outside the page, the moment the page asks for it
//   event    Event Timing's duration of the interaction (the longest entry with the tap's interactionId: from the
//            input to the next paint after its handlers ran; 0 when under Event Timing's 16 ms threshold)
import { slowDown } from './phone-taps.mjs';
import { browserCookies } from './sample-user.mjs';

/** Lighthouse 12's mobile emulation (moto g power 2022). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  screen: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const mobileUserAgent = (version) =>
  `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Mobile Safari/537.36`;

/** Runs in every page before its own scripts: the tap's clock (see above). */
function tapClock() {
  const clock = { input: null, painted: null, events: [], watching: null };
  window.__tapClock = clock;
  const onInput = (event) => {
    if (clock.watching && clock.input === null) clock.input = event.timeStamp;
  };
  window.addEventListener('pointerdown', onInput, { capture: true });
  window.addEventListener('touchstart', onInput, { capture: true, passive: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        clock.events.push({ name: e.name, start: e.startTime, duration: e.duration, interactionId: e.interactionId ?? 0 });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  } catch {
    // Event Timing missing: the figure is left out, the painted clock still runs.
  }
  /** Watches for the answer from now on: `predicate(document)` is true once it shows. */
  clock.arm = (predicate) => {
    clock.input = null;
    clock.painted = null;
    clock.events.length = 0;
    clock.watching = predicate;
    const channel = new MessageChannel();
    const frame = () => {
      if (clock.watching !== predicate) return;
      let shown = false;
      try {
        shown = Boolean(predicate(document));
      } catch {
        shown = false;
      }
      if (shown && clock.input !== null) {
        // The frame's paint follows its rAF callbacks: a message posted now arrives after it.
        channel.port1.onmessage = () => {
          clock.painted = performance.now();
        };
        channel.port2.postMessage(0);
        clock.watching = null;
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  // A file picker is the browser's, drawn outside the page: its answer is the moment the page asks for it (a file
  // input's click(), which opens it at once). Said on the console, which the harness only listens to: asking the page
  // anything while Playwright holds the picker once closed the browser here.
  const click = HTMLElement.prototype.click;
  HTMLElement.prototype.click = function () {
    if (clock.watching && clock.input !== null && this instanceof HTMLInputElement && this.type === 'file') {
      clock.painted = performance.now();
      clock.watching = null;
      // Event Timing's entries for the tap come after the next paint: read them a moment later.
      setTimeout(() => console.debug(`__tapClock picker ${JSON.stringify(clock.read())}`), 500);
    }
    return click.call(this);
  };
  clock.read = () => {
    const ids = new Set(clock.events.filter((e) => e.interactionId && e.start >= (clock.input ?? 0) - 1).map((e) => e.interactionId));
    const first = [...ids][0];
    const event = first ? Math.max(...clock.events.filter((e) => e.interactionId === first).map((e) => e.duration)) : 0;
    return { input: clock.input, painted: clock.painted, event };
  };
}

/** A new context on the user's phone, signed in with `cookie`; `serviceWorkers` 'allow' as a phone has them. */
export async function phoneContext(browser, baseURL, cookie, { serviceWorkers = 'allow', device = 'phone' } = {}) {
  const options =
    device === 'phone'
      ? { ...PHONE, userAgent: mobileUserAgent(browser.version()), serviceWorkers }
      : { viewport: { width: 412, height: 823 }, serviceWorkers };
  const context = await browser.newContext(options);
  await context.addCookies(browserCookies(cookie, baseURL));
  await context.addInitScript(tapClock);
  return context;
}

/**
 * Arms the page's tap clock for `action` (its `inPage` predicate). Given as source to DevTools' evaluate, which the
 * page's Content-Security-Policy (no 'unsafe-eval') does not apply to, as it would to a Function made in the page.
 */
export const armTapClock = (page, action) => page.evaluate(`window.__tapClock.arm(${action.inPage.toString()})`);

/** Starts listening for the page's word that it asked for a file picker (tapClock): its figures, as readTapClock's. */
export function pickerClock(page, timeoutMs) {
  return page
    .waitForEvent('console', { predicate: (m) => m.text().startsWith('__tapClock picker '), timeout: timeoutMs })
    .then((m) => {
      const { input, painted, event } = JSON.parse(m.text().slice('__tapClock picker '.length));
      return { painted: input !== null && painted !== null ? painted - input : NaN, event };
    })
    .catch(() => ({ painted: NaN, event: NaN }));
}

/** The page's own figures for the last tap: ms from the input event to the painted answer, and Event Timing's. */
export async function readTapClock(page, timeoutMs) {
  await page.waitForFunction(() => window.__tapClock.painted !== null, undefined, { timeout: timeoutMs, polling: 100 }).catch(() => undefined);
  const { input, painted, event } = await page.evaluate(() => window.__tapClock.read());
  return { painted: input !== null && painted !== null ? painted - input : NaN, event };
}

/**
 * A page on the user's phone (phoneContext), slowed to the phone's CPU and network (slowDown). Leaving a page with a
 * dialog open does not stop on a "leave this page?" question; with `filePicker`, an opened file picker is let be.
 */
export async function phonePage(browser, baseURL, cookie, { serviceWorkers = 'allow', device = 'phone', filePicker = false } = {}) {
  const context = await phoneContext(browser, baseURL, cookie, { serviceWorkers, device });
  const page = await context.newPage();
  page.on('dialog', (d) => d.accept().catch(() => undefined));
  if (filePicker) page.on('filechooser', () => undefined);
  const cdp = await slowDown(context, page);
  return { context, page, cdp };
}

/**
 * A returning visit's start: the app opened once at '/', and (with service workers allowed) its worker in control, as
 * on a phone that has opened Renewly before. Waits up to 30 s for the worker and says so when it does not take control.
 */
export async function openedOnce(page, baseURL, { serviceWorkers = 'allow' } = {}) {
  await page.goto(baseURL + '/', { waitUntil: 'load' });
  if (serviceWorkers !== 'allow') return;
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000, polling: 250 }).catch(() => {
    process.stderr.write('  (the service worker did not take control within 30 s)\n');
  });
}
