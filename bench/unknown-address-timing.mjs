// Issue 23 finding 7: how long a sign-in check takes for an account with a bcrypt hash (from an older version), for
// an unknown address checked against argon2id (what the app did), and for an unknown address checked against the
// dummy bcrypt hash at the same cost (what it does while bcrypt hashes remain). The last two should differ, the first
// and last should not. In-process, no database: the checks themselves are what differ.
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
const { verifyPassword, OWASP_ARGON2ID } = require(path.join(ROOT, 'api/dist/modules/auth/passwords.js'));
const { dummyBcryptHash } = require(path.join(ROOT, 'api/dist/modules/auth/legacy-hash-cost.js'));
const bcrypt = require(require.resolve('bcryptjs', { paths: [path.join(ROOT, 'api')] }));

const stored = bcrypt.hashSync('the-real-password', ROUNDS);
const dummy = dummyBcryptHash(ROUNDS);

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

const rows = [
  ['known address, bcrypt hash (cost ' + ROUNDS + ')', await median(() => verifyPassword('a-wrong-password', stored, OWASP_ARGON2ID))],
  ['unknown address, argon2id (before)', await median(() => verifyPassword('a-wrong-password', undefined, OWASP_ARGON2ID))],
  ['unknown address, dummy bcrypt (now)', await median(() => verifyPassword('a-wrong-password', dummy, OWASP_ARGON2ID))],
];
console.log(`Sign-in check, median of ${RUNS} (load average ${os.loadavg()[0].toFixed(2)}, ${os.cpus().length} cores)`);
for (const [what, ms] of rows) console.log(`  ${what.padEnd(44)} ${ms.toFixed(1)} ms`);
const gap = Math.abs(rows[0][1] - rows[2][1]) / rows[0][1];
console.log(`  known vs unknown now: ${(gap * 100).toFixed(1)}% apart (before: ${((Math.abs(rows[0][1] - rows[1][1]) / rows[0][1]) * 100).toFixed(1)}%)`);
