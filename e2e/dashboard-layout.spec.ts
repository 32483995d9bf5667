// Issue 13 (no layout shift): the dashboard's tiles are drawn at their final size while their figures load, so the
// cards below them stay where they are when the figures arrive. Checked at a phone's width, where the tiles stack.
import { expect, test } from '@playwright/test';
import { createPolicyViaApi } from './support/policies';
import { signUpAndSignIn } from './support/session';
import { waitForShell } from './support/shell-started';

test("the dashboard's cards do not move when the tiles' figures arrive (360 px)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'AB12 CDE' });

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/dashboard/stats', async (held) => {
    await released;
    await held.continue();
  });
  // Opened from another page: a dashboard loaded at its own address is drawn by the server with its figures.
  await page.goto('/policies');
  await waitForShell(page); // the server's own link would load a whole page, drawn by the server
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByLabel('Loading Active Policies')).toBeVisible();
  await expect(page.getByTestId('upcoming-renewal')).toHaveCount(1);
  // The other cards' own reads first (today's tip is checked with its schema, which loads on demand): this test is
  // about the tiles, and a tip arriving late grew the grid once in a fresh-clone run (its text's length is the day's).
  await expect(page.getByTestId('tip-title')).toBeVisible();
  const grid = page.locator('.rp-dash-grid');
  const loading = await grid.boundingBox();

  release();
  await expect(page.getByTestId('tile-active-policies').getByTestId('tile-value')).toHaveText('1');
  expect(await grid.boundingBox()).toEqual(loading);
});
