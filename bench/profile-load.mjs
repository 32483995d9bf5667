// Where the main thread's time goes on a signed-in first load: every task of 10 ms and more (from a trace: Lighthouse's
// mobile profile counts each task four times and keeps what is over 50 ms, so a 13 ms task already counts) with the
// TBT they predict, React commits (counted through the DevTools hook), for each busy stretch of the main thread the
// functions that took it (a CPU profile), and the first load's JavaScript (raw and gzip) against each route's budget,
// so a change can be judged without Lighthouse.
// A diagnostic, not a target: `npm run bench:lighthouse` measures the targets.
//   npm run bench:profile -- /policies,/        (default '/policies'; run `npm run build` first)
//   RENEWLY_NO_MINIFY=1 npm run build           builds with readable function names for this profile
//   --files                                     lists each first-load script (gzip KB) and marks those with zod
//   --save=DIR                                  also writes each route's CPU profile (open it in DevTools)
//   --timeline                                  lists the main thread's tasks of 3 ms and more, each with what it did
//                                               (the script it evaluated, layout, paint...) and the first paint
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.cjs';
import { browserCookies, seedSampleUser } from './lib/sample-user.mjs';
import { startProductionStack } from './lib/stack.mjs';

const ROUTES = (process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '/policies').split(',');
const SAVE = process.argv.find((a) => a.startsWith('--save='))?.slice('--save='.length); // writes each .cpuprofile there
const TOP = 12;
const FILES = process.argv.includes('--files'); // also lists each first-load script, marking those with zod in them
const TIMELINE = process.argv.includes('--timeline');
/** Trace events that say what a task did, for --timeline. */
const TASK_PARTS = new Set(['EvaluateScript', 'v8.compile', 'FunctionCall', 'TimerFire', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'RunMicrotasks', 'FireAnimationFrame', 'EventDispatch']);
/** Strings only zod's code carries (its error class, its core type and the `_zod` slot every schema has). */
const ZOD_SIGNATURE = /ZodError|\$ZodType|\._zod\b/;
/**
 * The JavaScript a route loads with its first screen (everything fetched until the network is quiet), gzip KB: a
 * budget a change must not raise (set at the figures of 2026-11-25, rounded up; lower them as pages lose weight).
 */
const JS_BUDGET_GZIP_KB = {
  '/': 180,
  '/policies': 420,
  '/reminders': 420,
  '/quotes': 420,
  '/market-trends': 420,
  '/settings': 420,
  '/profile': 420,
};
const LIGHTHOUSE_CPU_SLOWDOWN = 4;

/** The page's own main thread's events (the renderer whose navigation loaded an http(s) document), from a trace. */
function mainThreadOf(traceJson) {
  const events = JSON.parse(traceJson).traceEvents;
  const nav = events.find((e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''));
  return { navTs: nav?.ts ?? 0, main: events.filter((e) => e.pid === nav?.pid && e.tid === nav?.tid && e.ts >= (nav?.ts ?? 0)) };
}

/** The main thread's tasks of 10 ms and more, and the TBT Lighthouse would predict from them. */
function tasksOf({ navTs, main }, fcpMs) {
  const tasks = main
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur >= 10_000)
    .map((e) => ({ start: (e.ts - navTs) / 1000, ms: e.dur / 1000 }));
  const predictedTbt = tasks
    .filter((t) => t.start >= fcpMs)
    .reduce((sum, t) => sum + Math.max(0, t.ms * LIGHTHOUSE_CPU_SLOWDOWN - 50), 0);
  return { tasks, predictedTbt };
}

/** The main thread's tasks of 3 ms and more, each with the work inside it, and the paint marks. */
function timelineOf({ navTs, main }) {
  const at = (ts) => Math.round((ts - navTs) / 1000);
  const marks = main.filter((e) => e.name === 'firstPaint' || e.name === 'firstContentfulPaint').map((e) => `${e.name} ${at(e.ts)} ms`);
  const lines = main
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur >= 3000)
    .map((task) => {
      const parts = main
        .filter((e) => e.ph === 'X' && e.dur >= 1000 && e.ts >= task.ts && e.ts < task.ts + task.dur && TASK_PARTS.has(e.name))
        .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, '')}` : ''} ${Math.round(e.dur / 1000)}`);
      return `${String(at(task.ts)).padStart(6)} ms ${String(Math.round(task.dur / 1000)).padStart(4)} ms  ${[...new Set(parts)].slice(0, 6).join(', ')}`;
    });
  return { marks, lines };
}

/** Runs before the app: counts React commits and records long tasks. */
function instrument() {
  window.__commits = [];
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onCommitFiberRoot: () => window.__commits.push(Math.round(performance.now())),
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
  };
}

/** Busy stretches of the profile (no idle gap over 2 ms) longer than 40 ms, with the functions that took them. */
function busyStretches(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  const stretches = [];
  let current = null;
  let idleFor = 0;
  let clock = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    clock += (profile.timeDeltas[i] ?? 0) / 1000;
    if (idle.has(id)) {
      idleFor += ms;
      if (current && idleFor > 2) {
        stretches.push(current);
        current = null;
      }
      return;
    }
    idleFor = 0;
    current ??= { start: clock, ms: 0, samples: [] };
    current.ms += ms;
    current.samples.push([id, ms]);
  });
  if (current) stretches.push(current);
  return stretches
    .filter((s) => s.ms > 40)
    .map((s) => {
      const inclusive = new Map();
      for (const [id, ms] of s.samples) {
        const seen = new Set();
        for (let n = id; n !== undefined; n = parent.get(n)) {
          const f = byId.get(n).callFrame;
          const name = `${f.functionName || '(anonymous)'}@${f.url.replace(/^.*\//, '')}:${f.lineNumber}`;
          if (name.startsWith('(root)') || seen.has(name)) continue;
          seen.add(name);
          inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
        }
      }
      const top = [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, TOP);
      return `@${Math.round(s.start)} ms, ${Math.round(s.ms)} ms busy: ${top.map(([k, v]) => `${k} ${Math.round(v)}`).join(' | ')}`;
    });
}

const stack = await startProductionStack();
try {
  const { cookie } = await seedSampleUser(stack.baseURL);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const route of ROUTES) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
    await context.addCookies(browserCookies(cookie, stack.baseURL));
    await context.addInitScript(instrument);
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      res.body().then((body) => scripts.push({ url: res.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, zod: ZOD_SIGNATURE.test(body.toString('utf8')) }), () => undefined);
    });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'v8.execute'] });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await page.goto(stack.baseURL + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    const thread = mainThreadOf((await browser.stopTracing()).toString('utf8'));
    if (SAVE) {
      mkdirSync(SAVE, { recursive: true });
      writeFileSync(path.join(SAVE, `${route.replace(/\W+/g, '_') || 'root'}.cpuprofile`), JSON.stringify(profile));
    }
    const seen = await page.evaluate(() => ({
      commits: window.__commits,
      longTasks: window.__longTasks,
      fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
      // antd styles built in the browser (token variables always are; component styles only when /antd.css lacks them)
      runtimeStyles: [...document.querySelectorAll('style[data-css-hash]')].map((el) => el.textContent.slice(0, 60)),
      // when each script was asked for (ms after navigation), for --files
      requestedAt: Object.fromEntries(
        performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, Math.round(e.startTime)]),
      ),
    }));
    console.log(`\n${route}: first contentful paint ${seen.fcp} ms; ${seen.commits.length} React commits at ${seen.commits.join(', ')} ms`);
    console.log(`antd styles built in the browser: ${seen.runtimeStyles.length}: ${JSON.stringify(seen.runtimeStyles)}`);
    console.log(`long tasks [start ms, ms]: ${JSON.stringify(seen.longTasks)} (unthrottled; Lighthouse's mobile profile counts each 4x)`);
    const { tasks, predictedTbt } = tasksOf(thread, seen.fcp);
    console.log(
      `tasks of 10 ms and more [start ms, ms]: ${JSON.stringify(tasks.map((t) => [Math.round(t.start), Math.round(t.ms)]))}` +
        `; predicted TBT (each x${LIGHTHOUSE_CPU_SLOWDOWN}, over 50 ms, after FCP): ${Math.round(predictedTbt)} ms`,
    );
    const raw = scripts.reduce((n, s) => n + s.raw, 0);
    const gzip = scripts.reduce((n, s) => n + s.gzip, 0);
    const budget = JS_BUDGET_GZIP_KB[route];
    console.log(
      `first-load JavaScript: ${scripts.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip` +
        (budget ? ` (budget ${budget} KB gzip: ${gzip / 1024 <= budget ? 'within' : 'OVER'})` : ''),
    );
    const withZod = scripts.filter((s) => s.zod);
    const at = (s) => seen.requestedAt[new URL(s.url).pathname];
    const zodLine = withZod.map((s) => `${new URL(s.url).pathname} (asked for at ${at(s)} ms, ${at(s) > seen.fcp ? 'after' : 'before'} FCP)`);
    console.log(`zod in the first load: ${withZod.length ? zodLine.join(', ') : 'no'}`);
    if (FILES) {
      for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${new URL(s.url).pathname}  at ${at(s)} ms${s.zod ? '  (zod)' : ''}`);
      }
    }
    if (TIMELINE) {
      const { marks, lines } = timelineOf(thread);
      console.log(`main-thread tasks of 3 ms and more (${marks.join(', ')}):`);
      for (const line of lines) console.log(line);
    }
    console.log('busy stretches (profile clock; inclusive ms per function):');
    for (const line of busyStretches(profile)) console.log(`  ${line}`);
    await context.close();
  }
  await browser.close();
} finally {
  await stack.stop();
}
