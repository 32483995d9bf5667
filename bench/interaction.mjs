// The first tap on a phone (issue 38): how long a person who taps what they see waits for the answer. Runs the built
// app (FerretDB + the production API, as bench:lighthouse) signed in as the sample user (three policies), in Debian's
// chromium slowed as Lighthouse's phone profile slows it (CPU 4x and a slow-4G link through CDP: 150 ms round trip,
// 1.6 Mbps down, 750 kbps up; a 412 x 823 viewport). For each action, in a fresh browser context each time (cold cache,
// service workers blocked):
//   button visible    ms from navigation until the action's button is visible
//   React owns it     ms from navigation until the button carries React's props (server-drawn buttons are plain
//                     markup until the page hydrates; a tap before then is replayed by the early-click script)
//   first tap         ms from a tap made as soon as the button is visible to the answer on screen (the dialog's first
//                     field, the panel, the next page's heading)
//   idle tap          the same on a fresh load left to idle first (network quiet, then 3 s)
// Medians of N runs, with the load average before and after: the machine's other work shows in every figure, so
// compare changes within one run of this bench (same load), not against figures taken at another time.
// A diagnostic: it prints figures and asserts nothing.
//   npm run bench:interaction                       (run `npm run build` first)
//   options: --runs=N (default 5), --actions=add-policy,new-reminder,bell (default all), --json
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.cjs';
import { median } from './lib/lighthouse-run.mjs';
import { ACTIONS, THROTTLE, throttledPage } from './lib/phone-taps.mjs';
import { seedSampleUser } from './lib/sample-user.mjs';
import { startProductionStack } from './lib/stack.mjs';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(option('runs', '5'));
const JSON_OUT = process.argv.includes('--json');
const IDLE_WAIT_MS = 3000;
const ANSWER_TIMEOUT_MS = 60_000;

const WANTED = option('actions', '') ? option('actions', '').split(',') : ACTIONS.map((a) => a.id);
const unknown = WANTED.filter((id) => !ACTIONS.some((a) => a.id === id));
if (unknown.length) throw new Error(`unknown action(s) ${unknown.join(', ')}; known: ${ACTIONS.map((a) => a.id).join(', ')}`);

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/** Epoch ms of the page's navigation start (its performance clock's origin). */
const timeOrigin = (page) => page.evaluate(() => performance.timeOrigin);

/** Polls (from here, so the page's own timing is not changed) until the button carries React's props. */
async function whenReactOwns(button, stopAt) {
  for (;;) {
    const owned = await button.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))).catch(() => false);
    if (owned) return Date.now();
    if (Date.now() > stopAt) return NaN;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Taps the button (a click at its centre, with no waiting for the page) and waits for the answer: ms from tap to answer. */
async function tapAndTime(page, action) {
  // A thumb scrolls the button to the middle first: at a phone's height the first card's lower buttons sit under the
  // bottom tab bar (a click at their centre would land on the bar, or outside the window).
  await action.button(page).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await action.button(page).boundingBox();
  if (!box) throw new Error(`${action.id}: the button has no box`);
  const answered =
    action.answer === 'filechooser'
      ? page.waitForEvent('filechooser', { timeout: ANSWER_TIMEOUT_MS })
      : action.answer(page).waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT_MS });
  const tappedAt = Date.now();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await answered;
  return Date.now() - tappedAt;
}

/** One fresh load: tapped as soon as the button is visible. */
async function firstTap(browser, baseURL, cookie, action) {
  const { context, page } = await throttledPage(browser, baseURL, cookie, action);
  try {
    const navigated = page.goto(baseURL + action.route, { waitUntil: 'commit' });
    await navigated;
    const origin = await timeOrigin(page);
    const button = action.button(page);
    await button.waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT_MS });
    const visible = Date.now() - origin;
    const owned = whenReactOwns(button, Date.now() + ANSWER_TIMEOUT_MS);
    const tap = await tapAndTime(page, action);
    // Ownership is read on the button as drawn; a client-drawn page's button is React's from the start.
    const ownedAt = await owned;
    return { visible, owned: ownedAt - origin, tap };
  } finally {
    await context.close();
  }
}

/** One fresh load left to idle, then tapped. */
async function idleTap(browser, baseURL, cookie, action) {
  const { context, page } = await throttledPage(browser, baseURL, cookie, action);
  try {
    await page.goto(baseURL + action.route, { waitUntil: 'networkidle' });
    await action.button(page).waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT_MS });
    await page.waitForTimeout(IDLE_WAIT_MS);
    await page.waitForLoadState('networkidle');
    return await tapAndTime(page, action);
  } finally {
    await context.close();
  }
}

async function main() {
  const before = loadAverage();
  const stack = await startProductionStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = [];
  try {
    const { cookie } = await seedSampleUser(stack.baseURL);
    for (const action of ACTIONS.filter((a) => WANTED.includes(a.id))) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        let first;
        let idle;
        try {
          first = await firstTap(browser, stack.baseURL, cookie, action);
          idle = await idleTap(browser, stack.baseURL, cookie, action);
        } catch (error) {
          // One failed run (a timeout on a very busy machine) is said and left out, not the end of the bench.
          process.stderr.write(`  ${action.id} run ${i + 1} failed: ${error.message.split('\n')[0]}\n`);
          continue;
        }
        runs.push({ ...first, idle });
        process.stderr.write(`  ${action.id} run ${i + 1}: visible ${Math.round(first.visible)}, owned ${Math.round(first.owned)}, first tap ${first.tap}, idle tap ${idle} ms (load ${loadAverage()})\n`);
      }
      const m = (key) => (runs.length ? Math.round(median(runs.map((r) => r[key]))) : NaN);
      results.push({ action: action.id, label: action.label, visible: m('visible'), owned: m('owned'), tap: m('tap'), idle: m('idle'), runs });
    }
  } finally {
    await browser.close().catch(() => undefined);
    await stack.stop();
  }
  const after = loadAverage();
  if (JSON_OUT) {
    console.log(JSON.stringify({ chromium: browser.version(), runs: RUNS, loadBefore: before, loadAfter: after, results }, null, 2));
    return;
  }
  console.log(
    `\nFirst tap, Chromium ${browser.version()} (CPU ${THROTTLE.cpu}x, ${THROTTLE.rttMs} ms RTT, ${THROTTLE.downKbps} kbps down), median of ${RUNS};` +
      ` load average ${before} before, ${after} after, on ${os.cpus().length} cores`,
  );
  console.log('action                                  button visible  React owns it  first tap answered  idle tap answered');
  for (const r of results) {
    console.log(`${r.label.padEnd(38)} ${String(r.visible).padStart(15)} ${String(r.owned).padStart(14)} ${String(r.tap).padStart(19)} ${String(r.idle).padStart(18)}`);
  }
  console.log('(ms; button visible and React owns it from navigation, the taps from the tap to the answer on screen)');
}

main().catch((error) => {
  console.error(`interaction bench failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
