// Diagnostic (issue 38): what one tap waits for. Loads a page as bench:interaction does (phone profile: CPU 4x, slow
// 4G), lets it idle (or, with --first, taps as soon as the button shows), taps, and prints the time to the answer, the
// requests made since, and the long tasks (50 ms and more). One run: read it for what happens, take figures from
// bench:interaction.
//   npm run bench:tap-trace -- --action=add-policy [--first] [--twice] [--trace] [--profile]
//   --twice    opens it again after closing (what a second tap costs)
//   --trace    time per trace event (FunctionCall, UpdateLayoutTree, Layout...) on the page's main thread
//   --profile  the JavaScript functions with the most time (build with RENEWLY_NO_MINIFY=1 for readable names)
//   --phone    on the user's phone as bench:interaction now measures (touch screen, service worker, a returning
//              visit: the app opened once before), against the app as `npm start` runs it (issue 50)
//   --trace-file=path.json  also writes the whole trace (open it in Chromium's Performance panel)
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.cjs';
import { ACTIONS, throttledPage } from './lib/phone-taps.mjs';
import { seedSampleUser } from './lib/sample-user.mjs';
import { startProductionStack, startStack } from './lib/stack.mjs';
import { openedOnce, phonePage } from './lib/user-phone.mjs';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const action = ACTIONS.find((a) => a.id === option('action', 'add-policy'));
if (!action) throw new Error(`unknown action; known: ${ACTIONS.map((a) => a.id).join(', ')}`);
const answered = (page) =>
  action.answer === 'filechooser' ? page.waitForEvent('filechooser') : action.answer(page).waitFor({ state: 'visible' });
const PHONE = process.argv.includes('--phone');
/** The user's phone, on a returning visit: the app opened once (its worker in control), then the action's page. */
async function returningPhonePage(baseURL, cookie) {
  const opened = await phonePage(browser, baseURL, cookie, { filePicker: action.answer === 'filechooser' });
  await openedOnce(opened.page, baseURL);
  return opened;
}
const TRACE_FILE = option('trace-file', '');
const stack = PHONE ? await startStack({ NODE_ENV: 'development', RUN_JOBS: 'true', LOG_LEVEL: 'info' }) : await startProductionStack();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const { cookie } = await seedSampleUser(stack.baseURL);
  const { context, page, cdp } = PHONE ? await returningPhonePage(stack.baseURL, cookie) : await throttledPage(browser, stack.baseURL, cookie, action);
  await page.addInitScript(() => {
    window.__tasks = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  });
  const requests = [];
  page.on('request', (r) => requests.push({ at: Date.now(), url: r.url().replace(stack.baseURL, '') }));
  page.on('requestfinished', (r) => { const x = requests.find((q) => q.url === r.url().replace(stack.baseURL, '') && !q.done); if (x) x.done = Date.now(); });
  const FIRST = process.argv.includes('--first');
  await page.goto(stack.baseURL + action.route, { waitUntil: FIRST ? 'commit' : 'networkidle' });
  const button = action.button(page);
  await button.waitFor();
  if (!FIRST) {
    await page.waitForTimeout(3000);
    await page.waitForLoadState('networkidle');
  }
  await button.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await button.boundingBox();
  const waiting = answered(page);
  const origin = await page.evaluate(() => performance.timeOrigin);
  const tapAt = Date.now();
  const tapPerf = tapAt - origin;
  const TRACE = process.argv.includes('--trace') || Boolean(TRACE_FILE);
  const traceEvents = [];
  if (TRACE) {
    cdp.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...value));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
  }
  if (process.argv.includes('--profile')) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
  await (PHONE ? page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2) : page.mouse.click(box.x + box.width / 2, box.y + box.height / 2));
  await waiting;
  if (TRACE) {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    if (TRACE_FILE) writeFileSync(TRACE_FILE, JSON.stringify({ traceEvents }));
    // Time per event name on the renderer's main thread (complete events, nested ones counted inside their parents too).
    const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const totals = new Map();
    for (const e of traceEvents) {
      if (e.ph !== 'X' || !e.dur || (main && (e.pid !== main.pid || e.tid !== main.tid))) continue;
      totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000);
    }
    for (const [name, ms] of [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log(`  trace ${ms.toFixed(1)} ms ${name}`);
  }
  if (process.argv.includes('--profile')) {
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map();
    const dt = profile.timeDeltas;
    profile.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000); });
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
    for (const [k, ms] of top) console.log(`  self ${ms.toFixed(1)} ms ${k}`);
    // Inclusive time per function name (each sample counted once per distinct name on its stack).
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const inclusive = new Map();
    profile.samples.forEach((id, i) => {
      const names = new Set();
      for (let at = id; at !== undefined; at = parent.get(at)) { const f = byId.get(at).callFrame; if (f.functionName) names.add(f.functionName); }
      for (const name of names) inclusive.set(name, (inclusive.get(name) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    for (const [k, ms] of [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(`  incl ${ms.toFixed(1)} ms ${k}`);
  }
  const doneAt = Date.now();
  if (process.argv.includes('--twice')) {
    await page.keyboard.press('Escape');
    await page.locator('[role="dialog"]:visible').waitFor({ state: 'hidden' }).catch(() => undefined);
    await page.waitForTimeout(1500);
    const again = Date.now();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await answered(page);
    console.log(`second tap answered in ${Date.now() - again} ms`);
  }
  console.log(`answered in ${doneAt - tapAt} ms (tapped at ${Math.round(tapPerf)} ms after navigation)`);
  const owned = await page.evaluate(() => { const m = performance.getEntriesByType('mark').map((e) => `${e.name}@${Math.round(e.startTime)}`); return m.join(' '); });
  console.log(`  marks: ${owned}`);
  for (const r of requests.filter((r) => FIRST || r.at >= tapAt - 50)) console.log(`  request +${r.at - tapAt} ${r.url} ${r.done ? `done +${r.done - tapAt}` : ''}`);
  const tasks = await page.evaluate(() => window.__tasks);
  for (const [start, dur] of tasks) if (FIRST || start >= tapPerf - 100) console.log(`  task +${Math.round(start - tapPerf)} ${dur} ms`);
  await context.close();
} finally {
  await browser.close();
  await stack.stop();
}
