// Debian's nginx on loopback, serving the shell and each remote from the very site templates the Docker image uses
// (docker/nginx-shell.conf, docker/nginx-remote.conf, rendered by docker/nginx-render.sh, headers by
// docker/nginx-headers.sh). One nginx, one server block per web app; its files live in a run folder.
const { spawn, spawnSync } = require('node:child_process');
const { mkdirSync, readFileSync, writeFileSync, rmSync, existsSync } = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { ensureDebianPackage } = require('./apt.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
const DOCKER = path.join(ROOT, 'docker');
const NGINX_BIN = process.env.NGINX_PATH || '/usr/sbin/nginx';
exports.NGINX_BIN = NGINX_BIN;

function ensureNginx() {
  return ensureDebianPackage({ binary: NGINX_BIN, pkg: 'nginx', why: 'the production topology (prod:local and its test)' });
}
exports.ensureNginx = ensureNginx;

function supportsErrorLogFlag() {
  const m = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync(NGINX_BIN, ['-v'], { encoding: 'utf8' }).stderr);
  if (!m) return false;
  const [major, minor, patch] = m.slice(1).map(Number);
  return major > 1 || minor > 19 || (minor === 19 && patch >= 5);
}

function sh(script, args, env) {
  const r = spawnSync('sh', [path.join(DOCKER, script), ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`docker/${script} failed: ${r.stderr}`);
  return r.stdout;
}

/** True once 127.0.0.1:port accepts (want=true) or refuses (want=false) connections, within timeoutMs. */
async function waitForPortState(port, want, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const sock = net.connect(port, '127.0.0.1');
      sock.once('connect', () => (sock.destroy(), resolve(true)));
      sock.once('error', () => (sock.destroy(), resolve(false)));
    });
    if (open === want) return;
    if (Date.now() > deadline) throw new Error(`127.0.0.1:${port} did not ${want ? 'open' : 'close'} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
exports.waitForPortState = waitForPortState;

/**
 * Starts nginx with a server block for the shell (proxying /api to `apiServers`, "host:port" each) and one for each
 * remote. `apps`: [{ name, role: 'shell'|'remote', port, root }]; `remoteUrls`: { policies: url, ... } for
 * remotes.json and the shell's CSP. Returns { stopSite(name), startSite(name), stop() }.
 */
async function startNginx({ runDir, apps, apiServers, remoteUrls, publicOrigin }) {
  ensureNginx();
  rmSync(runDir, { recursive: true, force: true });
  const sites = path.join(runDir, 'sites');
  const off = path.join(runDir, 'sites-stopped');
  for (const dir of [sites, off, path.join(runDir, 'tmp')]) mkdirSync(dir, { recursive: true });

  const remotesJson = path.join(runDir, 'remotes.json');
  writeFileSync(remotesJson, JSON.stringify(remoteUrls));
  const headerEnv = { PUBLIC_ORIGIN: publicOrigin };
  for (const [name, url] of Object.entries(remoteUrls)) headerEnv[`REMOTE_${name.toUpperCase()}_URL`] = url;
  for (const role of ['shell', 'remote']) {
    writeFileSync(path.join(runDir, `headers-${role}.conf`), sh('nginx-headers.sh', [], { ...headerEnv, NGINX_ROLE: role }));
  }
  for (const app of apps) {
    const conf = sh('nginx-render.sh', [path.join(DOCKER, `nginx-${app.role}.conf`)], {
      LISTEN: `127.0.0.1:${app.port}`,
      ROOT: app.root,
      HEADERS: path.join(runDir, `headers-${app.role}.conf`),
      REMOTES_JSON: remotesJson,
      API_UPSTREAM: apiServers.join(' '),
      ACCESS_LOG: path.join(runDir, 'access.log'),
    });
    writeFileSync(path.join(sites, `${app.name}.conf`), conf);
  }
  const tmp = (n) => path.join(runDir, 'tmp', n);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // The main file Docker's nginx image brings, reduced to what a loopback run needs.
  writeFileSync(
    path.join(runDir, 'nginx.conf'),
    [
      asRoot ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${path.join(runDir, 'nginx.pid')};`,
      `error_log ${path.join(runDir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      '  keepalive_timeout 65;',
      `  client_body_temp_path ${tmp('body')}; proxy_temp_path ${tmp('proxy')}; fastcgi_temp_path ${tmp('fastcgi')};`,
      `  uwsgi_temp_path ${tmp('uwsgi')}; scgi_temp_path ${tmp('scgi')};`,
      `  include ${sites}/*.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  // -e (nginx 1.19.5+) keeps even start-up errors out of /var/log/nginx, which a non-root user cannot write.
  const args = ['-p', runDir, '-c', path.join(runDir, 'nginx.conf'), ...(supportsErrorLogFlag() ? ['-e', path.join(runDir, 'error.log')] : [])];
  const test = spawnSync(NGINX_BIN, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
  const child = spawn(NGINX_BIN, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.all(apps.map((app) => waitForPortState(app.port, true)));

  const portOf = (name) => apps.find((a) => a.name === name).port;
  const move = (name, from, to) => {
    const file = `${name}.conf`;
    writeFileSync(path.join(to, file), readFileSync(path.join(from, file)));
    rmSync(path.join(from, file));
  };
  return {
    child,
    /** Removes an app's server block and reloads: its port stops answering, the others carry on. */
    async stopSite(name) {
      move(name, sites, off);
      child.kill('SIGHUP');
      await waitForPortState(portOf(name), false);
    },
    async startSite(name) {
      if (existsSync(path.join(off, `${name}.conf`))) move(name, off, sites);
      child.kill('SIGHUP');
      await waitForPortState(portOf(name), true);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT'); // graceful: finish the requests in flight
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
exports.startNginx = startNginx;
