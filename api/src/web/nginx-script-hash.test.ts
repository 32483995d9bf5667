// The one inline script of a server-drawn page (the push banner's check, the early clicks' hold) is allowed by its hash: by the API's CSP
// and by the shell's nginx in production, which writes its own. Both must name the script as it is now.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { HEAD_SCRIPT_SOURCE } from './server-drawn-page';

const HEADERS_SCRIPT = path.resolve(__dirname, '../../../docker/nginx-headers.sh');

test("the shell's nginx allows the drawn page's head script by the hash the API computes; remotes allow no inline script", () => {
  const headers = (role: string) => execFileSync('sh', [HEADERS_SCRIPT], { env: { NGINX_ROLE: role }, encoding: 'utf8' });
  const shellCsp = /Content-Security-Policy "([^"]+)"/.exec(headers('shell'))?.[1] ?? '';
  expect(shellCsp).toMatch(new RegExp(`script-src 'self' ${HEAD_SCRIPT_SOURCE.replace(/[+/=]/g, '\\$&')}`));
  expect(headers('remote')).not.toContain('sha256-');
});
