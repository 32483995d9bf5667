// The first tap as a phone user makes it (issues 38 and 50): how long a person who taps what they see waits for the
// answer, on the app as `npm start` serves it. Issue 50 found the old bench's figures 3-4x under a user's, and why
// (README, "The first tap, measured as a user makes it"): the old bench ran the API with NODE_ENV=test and no jobs, a
// desktop browser at a phone's width, a fresh context per tap with the service worker blocked, and idled until the
// network was quiet. This one measures the user's case:
//   the app     `--serve=start` (default): the API as `npm start` runs it (NODE_ENV=development, its jobs running in
//               the same process), on a throwaway FerretDB, left `--settle` seconds (default 60) after it answers;
//               `--url=http://host:port`: an app already running (`npm start`, `npm run prod:local`), used as it is;
//               `--serve=bench`: the old bench's server (NODE_ENV=production, jobs off), to compare
//   the phone   Lighthouse's mobile emulation: touch screen (`isMobile`, `hasTouch`, taps are touch events), 1.75x,
//               a mobile user agent, the service worker allowed; CPU 4x and slow 4G on the page as bench:lighthouse
//               (`--device=narrow` and `--sw=block` give the old bench's desktop-at-a-phone's-width and blocked worker)
//   a run       first visit: for each action a new phone (no cache, no worker: blocked, FIRST_VISIT_SERVICE_WORKERS
//               says why), the tap made as soon as the button shows; then one session (a phone that has opened the
//               app once, its worker installed) moving from page to page: each action's page opened and tapped as
//               soon as the button shows (returning visit), then opened again and tapped 3 s after React owns the
//               button (idle tap)
// Figures per action (ms, medians of --runs, default 3):
//   visible     from navigation until the button is visible;   owned  ... until the button carries React's props
//               (on a first visit also with no tap at all: a tap before React owns the page loads its dialog beside it)
//   tap         from the tap (sent by the harness) to the answer on screen as the harness sees it (polling)
//   painted     in the page: from the tap's input event to the frame that paints the answer (no harness in it); for
//               Import's file picker, which the browser draws outside the page, until the page asks for the picker
//   event       in the page: Event Timing's duration of the tap (input to the next paint after its handlers)
// A diagnostic: it prints figures and asserts nothing. The machine's other work shows in every figure: take figures
// with nothing else running and compare within one run (load averages are printed).
//   npm run bench:interaction                         (run `npm run build` first, or give --url)
//   options: --runs=N, --actions=add-policy,bell, --serve=start|bench, --url=..., --settle=S, --device=phone|narrow,
//            --sw=allow|block, --first-sw=block|allow, --json
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.cjs';
import { median } from './lib/lighthouse-run.mjs';
import { ACTIONS, THROTTLE } from './lib/phone-taps.mjs';
import { seedSampleUser } from './lib/sample-user.mjs';
import { startProductionStack, startStack } from './lib/stack.mjs';
import { armTapClock, openedOnce, phonePage, pickerClock, readTapClock } from './lib/user-phone.mjs';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const RUNS = Number(option('runs', '3'));
const JSON_OUT = process.argv.includes('--json');
const URL_GIVEN = option('url', '');
const SERVE = URL_GIVEN ? 'url' : option('serve', 'start');
const SETTLE_S = Number(option('settle', SERVE === 'start' ? '60' : '0'));
const DEVICE = option('device', 'phone');
const SERVICE_WORKERS = option('sw', 'allow');
// A first visit's worker takes control part-way through the load (clients.claim) and the page's later requests then go
// out through it, which CDP's slowing of the page does not reach: they came at loopback speed (the route's chunks,
// antd's styles: about 280 KB on /policies). So a first visit is timed with the worker blocked, its requests all on
// the phone's network as on a phone's first visit (which has no worker to serve anything yet); `--first-sw=allow` to
// compare.
const FIRST_VISIT_SERVICE_WORKERS = option('first-sw', 'block');
const IDLE_WAIT_MS = 3000;
const ANSWER_TIMEOUT_MS = 60_000;

const WANTED = option('actions', '') ? option('actions', '').split(',') : ACTIONS.map((a) => a.id);
const unknown = WANTED.filter((id) => !ACTIONS.some((a) => a.id === id));
if (unknown.length) throw new Error(`unknown action(s) ${unknown.join(', ')}; known: ${ACTIONS.map((a) => a.id).join(', ')}`);
if (!['start', 'bench', 'url'].includes(SERVE)) throw new Error('--serve must be start or bench (or give --url)');

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** The app to measure: its address and how to stop it (nothing to stop for --url). */
async function theApp() {
  if (SERVE === 'url') return { baseURL: URL_GIVEN.replace(/\/$/, ''), stop: async () => undefined };
  // As scripts/start.mjs runs it: development, jobs on (RUN_JOBS unset means on outside production), its log level.
  if (SERVE === 'start') return startStack({ NODE_ENV: 'development', RUN_JOBS: 'true', LOG_LEVEL: 'info' });
  return startProductionStack();
}

/** Polls (from here, so the page's own timing is not changed) until the button carries React's props. */
async function whenReactOwns(button, stopAt) {
  for (;;) {
    const owned = await button.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))).catch(() => false);
    if (owned) return Date.now();
    if (Date.now() > stopAt) return NaN;
    await pause(25);
  }
}

/** Taps the button at its centre (a touch on the phone, a click on the narrow desktop) and times the answer. */
async function tapAndTime(page, action) {
  // A thumb scrolls the button to the middle first: at a phone's height the first card's lower buttons sit under the
  // bottom tab bar.
  await action.button(page).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await action.button(page).boundingBox();
  if (!box) throw new Error(`${action.id}: the button has no box`);
  await armTapClock(page, action);
  const answered =
    action.answer === 'filechooser'
      ? page.waitForEvent('filechooser', { timeout: ANSWER_TIMEOUT_MS })
      : action.answer(page).waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT_MS });
  const picker = action.answer === 'filechooser' ? pickerClock(page, ANSWER_TIMEOUT_MS) : null;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const tappedAt = Date.now();
  await (DEVICE === 'phone' ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
  await answered;
  const tap = Date.now() - tappedAt;
  const inPage = picker ? await picker : await readTapClock(page, 5000);
  return { tap, ...inPage };
}

/** Opens the action's page in `page` until its button shows: the button, the page's time origin and when it showed. */
async function openUntilShown(page, baseURL, action) {
  await page.goto(baseURL + action.route, { waitUntil: 'commit' });
  const origin = await page.evaluate(() => performance.timeOrigin);
  const button = action.button(page);
  await button.waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT_MS });
  return { button, origin, visible: Date.now() - origin };
}

/** Opens the action's page in `page` and taps as soon as the button shows. */
async function tapAsSoonAsShown(page, baseURL, action) {
  const { button, origin, visible } = await openUntilShown(page, baseURL, action);
  const owned = whenReactOwns(button, Date.now() + ANSWER_TIMEOUT_MS);
  const timed = await tapAndTime(page, action);
  const ownedAt = await owned;
  // A link tapped before React owns the page is followed by the browser itself: a new page, whose link the polling
  // then finds. React never owned the page tapped, so its 'owned' is the no-tap visit's.
  const samePage = await page.evaluate(() => performance.timeOrigin).then((o) => o === origin, () => false);
  if (!samePage) process.stderr.write(`  ${action.id}: the tap loaded the next page (followed before React owned it)\n`);
  return { visible, owned: samePage ? ownedAt - origin : NaN, ...timed };
}

/**
 * Opens the action's page in `page` and only watches: when the button shows and when React owns it, with no tap. A tap
 * made before React owns the page starts its dialog's code at once, beside the page's own (issue 38's held tap), so
 * 'owned' after a tap also counts that load; this is the page alone.
 */
async function ownedWithoutTap(page, baseURL, action) {
  const { button, origin, visible } = await openUntilShown(page, baseURL, action);
  return { visible, owned: (await whenReactOwns(button, Date.now() + ANSWER_TIMEOUT_MS)) - origin };
}

/** Opens the action's page in `page`, waits until React owns the button and 3 s more, then taps. */
async function tapWhenIdle(page, baseURL, action) {
  const { button } = await openUntilShown(page, baseURL, action);
  await whenReactOwns(button, Date.now() + ANSWER_TIMEOUT_MS);
  await pause(IDLE_WAIT_MS);
  return tapAndTime(page, action);
}

const newPhonePage = (browser, baseURL, cookie, action, serviceWorkers = SERVICE_WORKERS) =>
  phonePage(browser, baseURL, cookie, { serviceWorkers, device: DEVICE, filePicker: action?.answer === 'filechooser' });

const tried = async (label, fn) => {
  try {
    return await fn();
  } catch (error) {
    // One failed tap (a timeout on a very busy machine) is said and left out, not the end of the bench.
    process.stderr.write(`  ${label} failed: ${error.message.split('\n')[0]}\n`);
    return null;
  }
};

/** Closes a context, giving up after 10 s (a page left holding a file picker once kept it open for good). */
const closed = (context) => Promise.race([context.close().catch(() => undefined), pause(10_000)]);

async function oneRun(browser, baseURL, cookie, actions, run) {
  const figures = Object.fromEntries(actions.map((a) => [a.id, {}]));
  for (const action of actions) {
    const { context, page } = await newPhonePage(browser, baseURL, cookie, action, FIRST_VISIT_SERVICE_WORKERS);
    figures[action.id].first = await tried(`${action.id} first visit, run ${run}`, () => tapAsSoonAsShown(page, baseURL, action));
    await closed(context);
    const untapped = await newPhonePage(browser, baseURL, cookie, action, FIRST_VISIT_SERVICE_WORKERS);
    figures[action.id].untapped = await tried(`${action.id} first visit untapped, run ${run}`, () => ownedWithoutTap(untapped.page, baseURL, action));
    await closed(untapped.context);
  }
  // One session: the phone has opened the app once (worker installed and in control), then moves between pages.
  const { context, page } = await newPhonePage(browser, baseURL, cookie, { answer: 'filechooser' });
  try {
    await openedOnce(page, baseURL, { serviceWorkers: SERVICE_WORKERS });
    for (const action of actions) {
      figures[action.id].returning = await tried(`${action.id} returning visit, run ${run}`, () => tapAsSoonAsShown(page, baseURL, action));
      figures[action.id].idle = await tried(`${action.id} idle tap, run ${run}`, () => tapWhenIdle(page, baseURL, action));
      const f = figures[action.id];
      const show = (r, keys) => (r ? keys.map((k) => `${k} ${Math.round(r[k])}`).join(', ') : 'failed');
      process.stderr.write(
        `  run ${run} ${action.id}: first [${show(f.first, ['visible', 'owned', 'tap', 'painted', 'event'])}] untapped [${show(f.untapped, ['visible', 'owned'])}]` +
          ` returning [${show(f.returning, ['visible', 'owned', 'tap', 'painted', 'event'])}] idle [${show(f.idle, ['tap', 'painted', 'event'])}] (load ${loadAverage()})\n`,
      );
    }
  } finally {
    await closed(context);
  }
  return figures;
}

async function main() {
  const before = loadAverage();
  const app = await theApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // In the order asked for (the first is the bench browser's first page).
  const actions = WANTED.map((id) => ACTIONS.find((a) => a.id === id));
  const runs = [];
  try {
    if (SETTLE_S > 0) {
      process.stderr.write(`  the app is up; leaving it ${SETTLE_S} s to settle (its jobs start) as a user's npm start would be\n`);
      await pause(SETTLE_S * 1000);
    }
    const { cookie } = await seedSampleUser(app.baseURL, { reuse: SERVE === 'url' });
    for (let i = 1; i <= RUNS; i += 1) runs.push(await oneRun(browser, app.baseURL, cookie, actions, i));
  } finally {
    await browser.close().catch(() => undefined);
    await app.stop();
  }
  const after = loadAverage();
  const m = (id, phase, key) => {
    const values = runs.map((r) => r[id][phase]?.[key]).filter((v) => Number.isFinite(v));
    return values.length ? Math.round(median(values)) : NaN;
  };
  const results = actions.map((a) => ({
    action: a.id,
    label: a.label,
    ...Object.fromEntries(
      ['first', 'untapped', 'returning', 'idle'].map((phase) => [phase, Object.fromEntries(['visible', 'owned', 'tap', 'painted', 'event'].map((k) => [k, m(a.id, phase, k)]))]),
    ),
  }));
  const setting = { serve: SERVE, url: URL_GIVEN || undefined, device: DEVICE, serviceWorkers: SERVICE_WORKERS, firstVisitServiceWorkers: FIRST_VISIT_SERVICE_WORKERS, settleSeconds: SETTLE_S };
  if (JSON_OUT) {
    console.log(JSON.stringify({ chromium: browser.version(), runs: RUNS, ...setting, loadBefore: before, loadAfter: after, results, raw: runs }, null, 2));
    return;
  }
  const cell = (v) => String(Number.isNaN(v) ? '-' : v).padStart(6);
  console.log(
    `\nFirst tap as a user makes it, Chromium ${browser.version()} (${DEVICE === 'phone' ? 'touch-screen phone' : 'desktop at 412 px'}, service worker ${SERVICE_WORKERS === 'allow' ? 'allowed' : 'blocked'} (${FIRST_VISIT_SERVICE_WORKERS === 'allow' ? 'allowed' : 'blocked'} on first visits),` +
      ` CPU ${THROTTLE.cpu}x, ${THROTTLE.rttMs} ms RTT, ${THROTTLE.downKbps} kbps down); app: ${SERVE === 'url' ? URL_GIVEN : SERVE === 'start' ? 'as npm start runs it' : 'the old bench server'}` +
      `; median of ${RUNS}; load average ${before} before, ${after} after, on ${os.cpus().length} cores`,
  );
  console.log('                                       |        first visit (new phone)          | no tap (new)  |        returning visit (session)        |     idle tap      ');
  console.log('action                                 | visible  owned    tap painted  event | visible  owned | visible  owned    tap painted  event |    tap painted  event');
  for (const r of results) {
    const part = (p, keys) => keys.map((k) => cell(r[p][k])).join(' ');
    console.log(
      `${r.label.padEnd(38)} | ${part('first', ['visible', 'owned', 'tap', 'painted', 'event'])} | ${part('untapped', ['visible', 'owned'])} | ${part('returning', ['visible', 'owned', 'tap', 'painted', 'event'])} | ${part('idle', ['tap', 'painted', 'event'])}`,
    );
  }
  console.log('(ms; visible and owned from navigation; no tap: a first visit only watched (a tap before React owns the page loads its dialog beside it);');
  console.log(' tap: harness, tap to answer; painted: in the page, input event to the frame painting the answer (Import: to the page asking for the picker);');
  console.log(' event: Event Timing, input to the next paint after the handlers, 0 under its 16 ms threshold; idle: 3 s after React owns the button;');
  console.log(" first visit's owned '-': a link tapped before React owned the page was followed by the browser, a new page; see the no-tap visit)");
}

main().catch((error) => {
  console.error(`interaction bench failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
