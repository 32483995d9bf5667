// Issues 23 (finding 7) and 36 (item 7): how long a refused sign-in check takes for an unknown address, an account with
// an argon2id hash and an account with a bcrypt hash (from an older version), while a bcrypt hash is still stored and
// once none is left. Every check of one situation should take the same time (issue 36: an unknown address, checked
// against bcrypt only, took about 255 ms and an argon2id account about 87 ms). In-process, no database: the checks
// themselves are what differ. Figures only, nothing asserted.
//
//   npm run bench:unknown-login            (builds shared-contracts + api first; --no-build uses api/dist as it is)
//   options: --rounds=10 (bcrypt cost of the stored hash), --runs=15
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const option = (name, fallback) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const ROUNDS = Number(option('rounds', '10'));
const RUNS = Number(option('runs', '15'));

if (!argv.includes('--no-build')) {
  for (const ws of ['shared-contracts', 'api']) {
    const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: ROOT, stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`npm run build -w ${ws} failed`);
  }
}
const require = createRequire(import.meta.url);
const { verifyPassword, hashPassword, OWASP_ARGON2ID } = require(path.join(ROOT, 'api/dist/modules/auth/passwords.js'));
const bcrypt = require(require.resolve('bcryptjs', { paths: [path.join(ROOT, 'api')] }));

const storedBcrypt = bcrypt.hashSync('the-real-password', ROUNDS);
const storedArgon2 = await hashPassword('the-real-password', OWASP_ARGON2ID);

async function median(check) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await check();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const check = (stored, bcryptRounds) => () => verifyPassword('a-wrong-password', stored, OWASP_ARGON2ID, bcryptRounds);
// Warm up: the dummy hashes are made on first use.
await check(undefined, ROUNDS)();
await check(undefined, null)();

const whileBcrypt = [
  ['unknown address', await median(check(undefined, ROUNDS))],
  ['argon2id account', await median(check(storedArgon2, ROUNDS))],
  [`bcrypt account (cost ${ROUNDS})`, await median(check(storedBcrypt, ROUNDS))],
];
const noneLeft = [
  ['unknown address', await median(check(undefined, null))],
  ['argon2id account', await median(check(storedArgon2, null))],
];
const spread = (rows) => {
  const times = rows.map(([, ms]) => ms);
  return ((Math.max(...times) - Math.min(...times)) / Math.max(...times)) * 100;
};
console.log(`Refused sign-in check, median of ${RUNS} (load average ${os.loadavg()[0].toFixed(2)}, ${os.cpus().length} cores)`);
console.log(`  while a bcrypt hash (cost ${ROUNDS}) is stored:`);
for (const [what, ms] of whileBcrypt) console.log(`    ${what.padEnd(28)} ${ms.toFixed(1)} ms`);
console.log(`    slowest and fastest ${spread(whileBcrypt).toFixed(1)}% apart`);
console.log('  once no bcrypt hash is left:');
for (const [what, ms] of noneLeft) console.log(`    ${what.padEnd(28)} ${ms.toFixed(1)} ms`);
console.log(`    slowest and fastest ${spread(noneLeft).toFixed(1)}% apart`);
