// The fuzz run of `npm test` at benchmark size: 100,000 malformed requests over every API route (half signed in),
// asserting no 500, the server alive and no stored document changed; prints the count, the answers and requests/s.
//   npm run bench:fuzz                 (100,000; --requests=N for another size, --seed=N to repeat a run)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => process.argv.slice(2).find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const requests = option('requests', '100000');
const env = { ...process.env, FUZZ_REQUESTS: requests, ...(option('seed') ? { FUZZ_SEED: option('seed') } : {}) };
const started = Date.now();
const run = spawnSync('npx', ['jest', 'api/src/security/fuzz.routes.test.ts', '--selectProjects', 'api'], {
  cwd: ROOT,
  env,
  encoding: 'utf8',
});
const seconds = (Date.now() - started) / 1000;
const line = `${run.stdout}\n${run.stderr}`.split('\n').find((l) => l.startsWith('fuzz:'));
console.log(line ?? '(no fuzz line: see the jest output below)');
console.log(`bench:fuzz ${requests} requests, ${run.status === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s (jest start-up included): ${(Number(requests) / seconds).toFixed(0)} requests/s`);
if (run.status !== 0) {
  console.log(run.stderr.slice(-4000));
  process.exit(1);
}
