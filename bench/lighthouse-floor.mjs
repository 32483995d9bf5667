// The floor under bench:lighthouse's targets: how fast can a page built the project's way be at all? Builds
// bench/floor (a page that renders one heading and one line with React, through the project's own rspack
// configuration: the shell's HTML and loading screen, the federation host with its shared singletons, the minifier),
// once as it is and once without the federation plugin, serves each as the API serves the shell (brotli files,
// index.html for any path) and runs Lighthouse's mobile profile on both, the runs interleaved.
// A diagnostic: it prints the figures and asserts nothing.
//   npm run bench:floor                 (options: --runs=N, default 5)
import os from 'node:os';
import lighthouse from 'lighthouse';
import { buildFloor as build, FLOOR_VARIANTS as VARIANTS, serveFloor as serve } from './lib/floor.mjs';
import { LIGHTHOUSE_VERSION, figures, launchChromium, median } from './lib/lighthouse-run.mjs';

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? '5');

async function main() {
  for (const variant of VARIANTS) build(variant);
  const servers = await Promise.all(VARIANTS.map((v) => serve(v.dir)));
  const chromium = await launchChromium();
  const runs = VARIANTS.map(() => []);
  const longTasks = VARIANTS.map(() => []);
  try {
    for (let i = 0; i < RUNS; i += 1) {
      for (const [index, variant] of VARIANTS.entries()) {
        const url = `http://127.0.0.1:${servers[index].address().port}/policies`;
        const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const f = figures(result.lhr);
        if (f.runtimeError) throw new Error(`Lighthouse on ${variant.name}: ${f.runtimeError}`);
        runs[index].push(f);
        longTasks[index].push((result.lhr.audits['long-tasks'].details?.items ?? []).map((t) => Math.round(t.duration)));
        process.stderr.write(`  ${variant.name} run ${i + 1}: perf ${f.performance}, TBT ${Math.round(f.tbt)} ms, LCP ${Math.round(f.lcp)} ms\n`);
      }
    }
  } finally {
    await chromium.close();
    for (const server of servers) server.close();
  }
  console.log(`\nLighthouse ${LIGHTHOUSE_VERSION} mobile, median of ${RUNS} runs; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  console.log('page                         perf   FCP ms   LCP ms   TBT ms   TBT range ms   SI ms   TTI ms');
  for (const [index, variant] of VARIANTS.entries()) {
    const m = (key) => Math.round(median(runs[index].map((r) => r[key])));
    const tbts = runs[index].map((r) => Math.round(r.tbt));
    console.log(
      `${variant.name.padEnd(27)} ${String(m('performance')).padStart(5)} ${String(m('fcp')).padStart(8)} ${String(m('lcp')).padStart(8)}` +
        ` ${String(m('tbt')).padStart(8)} ${`${Math.min(...tbts)}-${Math.max(...tbts)}`.padStart(14)} ${String(m('si')).padStart(7)} ${String(m('tti')).padStart(7)}`,
    );
    console.log(`  long tasks (simulated ms) per run: ${longTasks[index].map((l) => `[${l.join(', ')}]`).join(' ')}`);
  }
  console.log('\nbench:lighthouse targets every page at perf >= 95, TBT <= 200 ms, LCP <= 2500 ms.');
  console.log("TTI: Lighthouse's time to interactive; issue 38 wants each page 'ready' (bench:interaction's React owns it) within the floor's TTI + 500 ms.");
}

main().catch((error) => {
  console.error(`floor bench failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
