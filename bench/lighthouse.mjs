// Lighthouse's mobile profile on the signed-in pages, as a new user with data would meet them: performance,
// accessibility and best practices, with the metrics behind the performance score. Runs offline against the built
// app (Debian's chromium, Lighthouse's default simulated slow 4G and 4x CPU slowdown on a Moto G Power sized screen).
//
// Figures are measured and printed here, never asserted in `npm test`. Exits 1 when a median misses its target.
//   npm run bench:lighthouse                   starts FerretDB + the built API itself (run `npm run build` first)
//   BENCH_BASE_URL=http://127.0.0.1:3000 npm run bench:lighthouse    measures an app that is already running
//   options: --runs=N (default 3), --pages=/,/policies (default the five below), --json, --keep=DIR (saves each report)
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { LIGHTHOUSE_VERSION, figures, launchChromium, median } from './lib/lighthouse-run.mjs';
import { seedSampleUser } from './lib/sample-user.mjs';
import { startProductionStack } from './lib/stack.mjs';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(option('runs', '3'));
const PAGES = option('pages', '/,/policies,/reminders,/quotes,/market-trends').split(',');
const KEEP = option('keep', '');
const JSON_OUT = process.argv.includes('--json');

const TARGETS = {
  performance: { min: 95, label: 'perf' },
  accessibility: { min: 100, label: 'a11y' },
  'best-practices': { min: 95, label: 'bp' },
  tbt: { max: 200, label: 'TBT ms' },
  cls: { max: 0.05, label: 'CLS' },
  lcp: { max: 2500, label: 'LCP ms' },
};

async function measure(baseURL) {
  const { cookie, policies } = await seedSampleUser(baseURL);
  const chromium = await launchChromium();
  const results = [];
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(`${baseURL}${page}`, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          // The session made above, on every request of the page (Lighthouse clears storage, not cookies it sends).
          extraHeaders: { Cookie: cookie },
        });
        if (KEEP) {
          mkdirSync(KEEP, { recursive: true });
          writeFileSync(path.join(KEEP, `${page.replace(/\W+/g, '_') || 'root'}-${i + 1}.json`), result.report);
        }
        const f = figures(result.lhr);
        if (f.runtimeError) throw new Error(`Lighthouse on ${page}: ${f.runtimeError}`);
        runs.push(f);
        process.stderr.write(`  ${page} run ${i + 1}: perf ${f.performance}, TBT ${Math.round(f.tbt)} ms, LCP ${Math.round(f.lcp)} ms, CLS ${f.cls.toFixed(3)}\n`);
      }
      const m = (key) => median(runs.map((r) => r[key]));
      results.push({
        page,
        performance: m('performance'),
        accessibility: m('accessibility'),
        'best-practices': m('best-practices'),
        fcp: m('fcp'),
        lcp: m('lcp'),
        tbt: m('tbt'),
        cls: m('cls'),
        si: m('si'),
        lcpElement: runs[0].lcpElement,
        failing: [...new Set(runs.flatMap((r) => r.failing))],
      });
    }
  } finally {
    await chromium.close();
  }
  return { results, policies };
}

function misses(row) {
  return Object.entries(TARGETS)
    .filter(([key, t]) => (t.min !== undefined ? row[key] < t.min : row[key] > t.max))
    .map(([key, t]) => `${t.label} ${key === 'cls' ? row[key].toFixed(3) : Math.round(row[key])}`);
}

async function main() {
  let stack = null;
  let baseURL = process.env.BENCH_BASE_URL?.replace(/\/$/, '');
  if (!baseURL) {
    stack = await startProductionStack();
    baseURL = stack.baseURL;
  }
  try {
    const { results, policies } = await measure(baseURL);
    console.log(
      `\nLighthouse ${LIGHTHOUSE_VERSION} mobile, median of ${RUNS} run(s) per page, signed in with ${policies} policies,` +
        ` reminders and quotes; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores\n`,
    );
    console.log('page            perf  a11y    bp   FCP ms   LCP ms   TBT ms    CLS    SI ms');
    for (const r of results) {
      console.log(
        `${r.page.padEnd(14)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)} ${String(r['best-practices']).padStart(5)}` +
          ` ${String(Math.round(r.fcp)).padStart(8)} ${String(Math.round(r.lcp)).padStart(8)} ${String(Math.round(r.tbt)).padStart(8)}` +
          ` ${r.cls.toFixed(3).padStart(6)} ${String(Math.round(r.si)).padStart(8)}`,
      );
    }
    console.log('\nTargets: perf >= 95, a11y 100, bp >= 95, TBT <= 200 ms, CLS <= 0.05, LCP <= 2500 ms.');
    let missed = 0;
    for (const r of results) {
      const m = misses(r);
      if (m.length > 0) missed += 1;
      console.log(`${r.page}: ${m.length ? `MISSES ${m.join(', ')}` : 'meets every target'}` +
        `${r.failing.length ? `; failing audits: ${r.failing.join(', ')}` : ''}; LCP element: ${r.lcpElement.slice(0, 100)}`);
    }
    if (JSON_OUT) console.log(JSON.stringify(results));
    if (missed > 0) process.exitCode = 1;
  } finally {
    await stack?.stop();
  }
}

main().catch((error) => {
  console.error(`lighthouse bench failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
