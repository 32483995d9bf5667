// Issue 11 findings 6 and 10 for the docker production layout: nginx sends the API's security headers, MongoDB runs
// with authentication, and .dockerignore keeps secrets and local data out of images.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const headers = (env: Record<string, string>) =>
  execFileSync('sh', [path.join(ROOT, 'docker/nginx-headers.sh')], { env: { PATH: process.env.PATH, ...env } }).toString();

test("the shell's headers: CSP with the remotes' origins and frame-ancestors 'none', nosniff, Referrer-Policy; HSTS on https", () => {
  const out = headers({
    NGINX_ROLE: 'shell',
    PUBLIC_ORIGIN: 'https://renewly.example',
    REMOTE_POLICIES_URL: 'https://policies.renewly.example/mf-manifest.json',
    REMOTE_REMINDERS_URL: 'http://localhost:8082/mf-manifest.json',
    REMOTE_QUOTES_URL: '/remotes/mfe-quotes/mf-manifest.json',
    REMOTE_MARKET_URL: 'https://policies.renewly.example/market/mf-manifest.json',
    REMOTE_ACCOUNT_URL: '',
  });
  const csp = out.match(/Content-Security-Policy "([^"]+)" always;/)![1]!;
  expect(csp).toContain("frame-ancestors 'none'");
  // The one inline script of a server-drawn page, by its hash (nginx-script-hash.test.ts), then the remotes.
  // 'wasm-unsafe-eval' for the notice reader's OCR and PDF workers (README, Security).
  expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' 'wasm-unsafe-eval' https:\/\/policies\.renewly\.example http:\/\/localhost:8082;/);
  expect(csp).toContain("connect-src 'self' https://policies.renewly.example http://localhost:8082;");
  // blob: workers for the notice reader of a remote on another origin (README, Security).
  expect(csp).toContain("worker-src 'self' blob:;");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain('upgrade-insecure-requests');
  expect(out).toContain('add_header X-Content-Type-Options "nosniff" always;');
  expect(out).toContain('add_header Referrer-Policy "no-referrer" always;');
  expect(out).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
});

test('a remote over plain http: the same policy with only its own origin, and no HSTS', () => {
  const out = headers({ NGINX_ROLE: 'remote', PUBLIC_ORIGIN: 'http://localhost:8080', REMOTE_POLICIES_URL: 'https://x.example/m.json' });
  expect(out).toContain("script-src 'self' 'wasm-unsafe-eval'; ");
  expect(out).toContain("worker-src 'self';");
  expect(out).toContain("frame-ancestors 'none'");
  expect(out).not.toContain('Strict-Transport-Security');
  expect(out).not.toContain('upgrade-insecure-requests');
});

test.each(['docker/nginx-shell.conf', 'docker/nginx-remote.conf'])(
  '%s, as the image renders it, includes the headers at server level and again in every location that adds its own',
  (file) => {
    // The image's own rendering (docker/nginx-render.sh with its defaults), not the template.
    const conf = execFileSync('sh', [path.join(ROOT, 'docker/nginx-render.sh'), path.join(ROOT, file)], { encoding: 'utf8' });
    expect(conf).not.toMatch(/@(LISTEN|ROOT|HEADERS|REMOTES_JSON|API_SERVERS|ACCESS_LOG)@/);
    expect(conf).toMatch(/^\s{2}include \/etc\/nginx\/renewly-headers\.conf;/m);
    for (const line of conf.split('\n').filter((l) => /location .*add_header/.test(l))) {
      expect(line).toContain('include /etc/nginx/renewly-headers.conf;');
    }
  },
);

test('the web image writes the headers at start', () => {
  expect(read('docker/web-entrypoint.sh')).toContain('nginx-headers.sh > /etc/nginx/renewly-headers.conf');
  expect(read('docker/web.Dockerfile')).toContain('COPY docker/nginx-headers.sh');
});

test('MongoDB in compose requires authentication and the API connects with credentials', () => {
  const compose = read('docker-compose.yml');
  expect(compose).toMatch(/MONGO_INITDB_ROOT_PASSWORD: \$\{MONGO_APP_PASSWORD:\?/);
  expect(compose).toMatch(/MONGODB_URI: mongodb:\/\/\$\{MONGO_APP_USER[^}]*\}:\$\{MONGO_APP_PASSWORD[^}]*\}@mongo:27017/);
});

test('.dockerignore keeps .env, local data, backups, tools and dependencies out of images', () => {
  const ignored = read('.dockerignore').split('\n').map((l) => l.trim());
  for (const entry of ['.env', '.env.*', '.data', 'backups', '*.renewly-backup', '**/*.renewly-backup', '.tools', '.git', '**/node_modules']) expect(ignored).toContain(entry);
});
