// Page weight is a requirement (issue 3): the signed-in first load of '/' downloads at most 200 KB of gzip JS+CSS.
// `npm run bench:weight` prints the same figure file by file.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './support/session';

const TARGET_BYTES = 200 * 1000;

/** Bytes of a URL's body as the server sends it to a client that accepts gzip only. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

test('the signed-in first load of / is at most 200 KB of gzip JS+CSS', async ({ page }) => {
  await signUpAndSignIn(page);
  const assets = new Set<string>();
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) assets.add(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  const sizes = await Promise.all([...assets].map(async (url) => ({ url, bytes: await gzipBytes(url) })));
  const total = sizes.reduce((sum, file) => sum + file.bytes, 0);
  const table = sizes
    .sort((a, b) => b.bytes - a.bytes)
    .map((f) => `${(f.bytes / 1000).toFixed(1).padStart(7)} KB  ${new URL(f.url).pathname}`)
    .join('\n');
  expect(total, `gzip JS+CSS on '/' is ${(total / 1000).toFixed(1)} KB:\n${table}`).toBeLessThanOrEqual(TARGET_BYTES);
});
