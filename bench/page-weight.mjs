// Page weight of the signed-in first load of '/': the JS and CSS bytes a browser downloads, gzip-compressed, against
// the 200 KB target. Drives Debian's Chromium against the built app served at one address by the API.
//
// Size targets are measured here, not asserted in tests. Exits 1 when over the target (or when it cannot measure).
//   npm run bench:weight                       starts FerretDB + the built API itself (run `npm run build` first)
//   BENCH_BASE_URL=http://127.0.0.1:3000 npm run bench:weight    measures an app that is already running
//   options: --json (machine-readable result on the last line)
import http from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.cjs';
import { browserCookies, signUp } from './lib/sample-user.mjs';
import { startStack } from './lib/stack.mjs';

/** federation/idle-preload.ts's IDLE_PRELOAD_MARK: the page's first idle preload. */
const IDLE_PRELOAD_MARK = 'renewly:idle-preload';

const TARGET_BYTES = 200 * 1000; // 200 KB (1 KB = 1000 bytes, the stricter reading)
const args = new Set(process.argv.slice(2));

/** Size of a URL's body as the server sends it to a client that accepts only `encoding`. */
function encodedSize(url, encoding, cookie) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': encoding, cookie } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
    });
    req.on('error', reject);
  });
}

function kb(bytes) {
  return (bytes / 1000).toFixed(1).padStart(7);
}

async function measure(baseURL) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const session = await signUp(baseURL, { firstName: 'Page', lastName: 'Weight' });
    await context.addCookies(browserCookies(session.cookie(), baseURL));
    const page = await context.newPage();
    const assets = [];
    page.on('requestfinished', async (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const response = await request.response();
      const sizes = await request.sizes();
      assets.push({
        url: request.url(),
        type: type === 'script' ? 'js' : 'css',
        browserEncoding: response?.headers()['content-encoding'] ?? 'identity',
        transferred: sizes.responseBodySize,
        requestedAt: request.timing().startTime,
      });
    });
    const started = Date.now();
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    // Signed in: the header is there and the dashboard remote has replaced its skeleton.
    await page.locator('header').first().waitFor({ state: 'visible', timeout: 15_000 });
    await page.waitForFunction(() => !document.querySelector('[data-testid="page-skeleton"]'), null, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const loadMs = Date.now() - started;
    // The page's first actions' code, preloaded once the page is idle (federation/idle-preload.ts), is not its first
    // load: requests from its mark on are listed apart and not counted against the target.
    const idlePreloadAt = await page.evaluate((mark) => {
      const entry = performance.getEntriesByName(mark)[0];
      return entry ? performance.timeOrigin + entry.startTime : null;
    }, IDLE_PRELOAD_MARK);
    const fallback = await page.locator('[data-testid="remote-fallback"]').count();
    if (fallback > 0) throw new Error("the dashboard remote did not load (fallback shown): the figure would be wrong");

    const cookie = (await context.cookies(baseURL)).map((c) => `${c.name}=${c.value}`).join('; ');
    for (const asset of assets) {
      const [gzip, raw] = await Promise.all([encodedSize(asset.url, 'gzip', cookie), encodedSize(asset.url, 'identity', cookie)]);
      asset.gzip = gzip.bytes;
      asset.gzipServed = gzip.encoding === 'gzip';
      asset.raw = raw.bytes;
    }
    const inlineStyles = await page.evaluate(() =>
      [...document.querySelectorAll('style')].reduce((sum, el) => sum + (el.textContent?.length ?? 0), 0),
    );
    const preloaded = idlePreloadAt === null ? [] : assets.filter((a) => a.requestedAt >= idlePreloadAt);
    return { assets: assets.filter((a) => !preloaded.includes(a)), preloaded, loadMs, inlineStyles };
  } finally {
    await browser.close();
  }
}

async function main() {
  let stack = null;
  let baseURL = process.env.BENCH_BASE_URL;
  if (!baseURL) {
    stack = await startStack();
    baseURL = stack.baseURL;
  }
  try {
    const { assets, preloaded, loadMs, inlineStyles } = await measure(baseURL.replace(/\/$/, ''));
    assets.sort((a, b) => b.gzip - a.gzip);
    const total = (key) => assets.reduce((sum, a) => sum + a[key], 0);
    const totalGzip = total('gzip');

    console.log(`\nSigned-in first load of ${baseURL}/ (${assets.length} JS/CSS files, ${loadMs} ms to settle)\n`);
    console.log(`${'file'.padEnd(72)} type   raw KB  gzip KB  browser KB (enc)`);
    for (const a of assets) {
      const name = a.url.replace(baseURL, '').slice(0, 71);
      console.log(
        `${name.padEnd(72)} ${a.type.padEnd(4)} ${kb(a.raw)}  ${kb(a.gzip)}${a.gzipServed ? ' ' : '*'} ${kb(a.transferred)} (${a.browserEncoding})`,
      );
    }
    console.log('-'.repeat(112));
    console.log(`${'TOTAL JS+CSS'.padEnd(72)}      ${kb(total('raw'))}  ${kb(totalGzip)}  ${kb(total('transferred'))}`);
    console.log(`  JS ${kb(assets.filter((a) => a.type === 'js').reduce((s, a) => s + a.gzip, 0)).trim()} KB gzip, CSS files ${kb(assets.filter((a) => a.type === 'css').reduce((s, a) => s + a.gzip, 0)).trim()} KB gzip; runtime CSS-in-JS <style> text ${kb(inlineStyles).trim()} KB (not downloaded)`);
    const within = totalGzip <= TARGET_BYTES;
    console.log(
      `\nTarget: ${TARGET_BYTES / 1000} KB gzip. Measured: ${(totalGzip / 1000).toFixed(1)} KB gzip -> ${within ? 'WITHIN target' : 'OVER target'}` +
        ` (${((totalGzip / TARGET_BYTES) * 100).toFixed(0)}%).`,
    );
    if (preloaded.length > 0) {
      preloaded.sort((a, b) => b.gzip - a.gzip);
      const sum = (key) => preloaded.reduce((n, a) => n + a[key], 0);
      console.log(
        `\nThen, once the page was idle (not counted above), the first actions' code preloaded: ${preloaded.length} files,` +
          ` ${kb(sum('gzip')).trim()} KB gzip (${kb(sum('transferred')).trim()} KB as the browser took them):`,
      );
      for (const a of preloaded) console.log(`  ${a.url.replace(baseURL, '').slice(0, 71).padEnd(72)} ${kb(a.gzip)} KB gzip`);
    }
    if (assets.some((a) => !a.gzipServed)) console.log('* served uncompressed (no .gz file): counted at its raw size');
    if (args.has('--json')) {
      console.log(JSON.stringify({ totalGzipBytes: totalGzip, targetBytes: TARGET_BYTES, within, files: assets, idlePreloaded: preloaded }));
    }
    if (!within) process.exitCode = 1;
  } finally {
    await stack?.stop();
  }
}

main().catch((error) => {
  console.error(`page-weight failed: ${error.message}`);
  process.exit(1);
});
