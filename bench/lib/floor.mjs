// The floor page (bench/floor): built by the project's own rspack configuration and served as the API serves the
// shell (brotli files, index.html for any path). bench:floor measures it alone; bench:lighthouse measures it between
// the app's pages, in the same run, so every page is read against the floor of the same moment.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FLOOR = path.join(ROOT, 'bench/floor');
export const FLOOR_VARIANTS = [
  { name: 'React + federation host', dir: path.join(FLOOR, 'dist'), env: {} },
  { name: 'React alone', dir: path.join(FLOOR, 'dist/no-federation'), env: { RENEWLY_FLOOR_NO_FEDERATION: '1' } },
];
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.json': 'application/json' };

export function buildFloor(variant) {
  const rspack = path.join(ROOT, 'node_modules/.bin/rspack');
  execFileSync(rspack, ['build', '-c', path.join(FLOOR, 'rspack.config.js')], {
    cwd: ROOT,
    env: { ...process.env, ...variant.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** A file from dir (index.html for any other path), brotli-compressed as the build wrote it. */
export function serveFloor(dir) {
  const server = http.createServer((req, res) => {
    let file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const br = existsSync(`${file}.br`);
    res.writeHead(200, { 'content-type': type, ...(br ? { 'content-encoding': 'br' } : {}) });
    res.end(readFileSync(br ? `${file}.br` : file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
