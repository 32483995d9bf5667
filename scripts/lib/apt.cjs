// Installs a Debian package with apt-get when a program it provides is missing (as setup.mjs does for chromium).
// Node built-ins only: runs before `npm install` on a fresh machine.
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');

/** Makes sure `binary` exists, installing Debian's `pkg` (apt-get, with sudo when not root) when it does not. */
function ensureDebianPackage({ binary, pkg, why }) {
  if (existsSync(binary)) return binary;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!hasApt) throw new Error(`${binary} is missing. Install Debian's or Ubuntu's "${pkg}" package (${why}).`);
  process.stdout.write(`\n▶ Installing Debian's ${pkg} for ${why} (apt-get)\n`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args) => {
    const [cmd, rest] = isRoot ? [args[0], args.slice(1)] : ['sudo', args];
    const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`${cmd} ${rest.join(' ')} failed (exit ${r.status})`);
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', pkg]);
  if (!existsSync(binary)) throw new Error(`apt-get installed ${pkg} but ${binary} is still missing`);
  return binary;
}
exports.ensureDebianPackage = ensureDebianPackage;
