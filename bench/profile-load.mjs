// Where the main thread's time goes on a signed-in first load: React commits (counted through the DevTools hook),
// the browser's long tasks, and for each busy stretch of the main thread the functions that took it (a CPU profile).
// A diagnostic, not a target: `npm run bench:lighthouse` measures the targets.
//   npm run bench:profile -- /policies,/        (default '/policies'; run `npm run build` first)
//   RENEWLY_NO_MINIFY=1 npm run build           builds with readable function names for this profile
//   --save=DIR                                  also writes each route's CPU profile (open it in DevTools)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.cjs';
import { browserCookies, seedSampleUser } from './lib/sample-user.mjs';
import { startProductionStack } from './lib/stack.mjs';

const ROUTES = (process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '/policies').split(',');
const SAVE = process.argv.find((a) => a.startsWith('--save='))?.slice('--save='.length); // writes each .cpuprofile there
const TOP = 12;

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
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await page.goto(stack.baseURL + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
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
    }));
    console.log(`\n${route}: first contentful paint ${seen.fcp} ms; ${seen.commits.length} React commits at ${seen.commits.join(', ')} ms`);
    console.log(`antd styles built in the browser: ${seen.runtimeStyles.length}: ${JSON.stringify(seen.runtimeStyles)}`);
    console.log(`long tasks [start ms, ms]: ${JSON.stringify(seen.longTasks)} (unthrottled; Lighthouse's mobile profile counts each 4x)`);
    console.log('busy stretches (profile clock; inclusive ms per function):');
    for (const line of busyStretches(profile)) console.log(`  ${line}`);
    await context.close();
  }
  await browser.close();
} finally {
  await stack.stop();
}
