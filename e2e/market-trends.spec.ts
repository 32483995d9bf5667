// Market trends (mfe-market inside the shell, real API): one card per vehicle with six tabs, two rows of tabs at
// 360 px, the empty and error states, and well-formed https sources.
import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './support/session';
import { createPolicyViaApi, expectHttpsNewTabLinks } from './support/policies';
import { SIGNED_OUT_CHECK, watchConsoleErrors } from './shell-ui-helpers';

const TABS = ['Value', 'Selling', 'Service', 'Issues', 'Similar', 'Updates'];

test('each vehicle has a card with the six tabs and their contents', async ({ page }) => {
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK]);
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'AB21CDE', insurer: 'Aviva' });
  await createPolicyViaApi(page, { registrationNumber: 'KX70EVS', carManufacturer: 'Kia', carModel: 'EV6', isActive: false });

  await page.goto('/market-trends');
  await expect(page.getByRole('heading', { name: 'Market Trends & Insights' })).toBeVisible();
  const cards = page.getByTestId('vehicle-trends');
  await expect(cards).toHaveCount(2);
  const golf = cards.first();
  await expect(golf.getByTestId('registration-plate')).toHaveText('AB21 CDE');
  await expect(golf.getByText('Volkswagen Golf')).toBeVisible();
  await expect(golf.getByText('AB21 CDE · Aviva')).toBeVisible();
  await expect(golf.getByText(/^Updated: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(golf.getByRole('tab')).toHaveText(TABS);

  await expect(golf.getByRole('tabpanel')).toContainText('of its price when new');
  await golf.getByRole('tab', { name: 'Selling' }).click();
  await expect(golf.getByRole('tabpanel')).toContainText('March and September');
  await golf.getByRole('tab', { name: 'Service' }).click();
  await expect(golf.getByRole('tabpanel')).toContainText('Maintenance alerts');
  await golf.getByRole('tab', { name: 'Issues' }).click();
  expect(await golf.getByTestId('issue-block').count()).toBeGreaterThanOrEqual(3);
  await expectHttpsNewTabLinks(page, '[data-testid="vehicle-trends"] >> nth=0 >> [data-testid="data-source"]', 4);
  await golf.getByRole('tab', { name: 'Similar' }).click();
  await expect(golf.getByTestId('similar-badge')).toHaveText(['Volvo V40', 'Audi A3', 'BMW 1 Series', 'Citroen C4', 'Dacia Logan MCV']);
  await golf.getByRole('tab', { name: 'Updates' }).click();
  await expect(golf.getByRole('tabpanel')).toContainText('New model updates');
  await expectHttpsNewTabLinks(page, '[data-testid="vehicle-trends"] >> nth=0 >> [data-testid="data-source"]', 4);

  await cards.nth(1).getByRole('tab', { name: 'Value' }).click();
  await expect(cards.nth(1).getByRole('tabpanel')).toContainText('Electric cars lost 43.2%');
  expect(errors).toEqual([]);
});

test('at 360 px the tabs sit in two rows: Value, Selling, Issues, then Service, Similar, Updates', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'AB21CDE' });
  await page.goto('/market-trends');
  const card = page.getByTestId('vehicle-trends');
  await expect(card.getByRole('tab')).toHaveCount(6);
  const top = async (name: string) => (await card.getByRole('tab', { name }).boundingBox())!;
  const rows = { first: ['Value', 'Selling', 'Issues'], second: ['Service', 'Similar', 'Updates'] };
  const firstY = (await top('Value')).y;
  const secondY = (await top('Service')).y;
  expect(secondY).toBeGreaterThan(firstY);
  for (const name of rows.first) expect((await top(name)).y).toBe(firstY);
  for (const name of rows.second) expect((await top(name)).y).toBe(secondY);
  const xs = await Promise.all(rows.first.map(async (n) => (await top(n)).x));
  expect(xs).toEqual([...xs].sort((a, b) => a - b));
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(360);
});

test('without vehicles the page shows the empty state', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/market-trends');
  await expect(page.getByText('No vehicles found. Add some policies to see market trends and insights.')).toBeVisible();
});

test('when the API fails the page shows the error state', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.route('**/api/market-trends/user-vehicles', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
  // Opened from another page, so the browser makes the read (a page the server draws brings the server's answer).
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Market Trends' }).click();
  await expect(page.getByText('Failed to load market trends. Please try again later.')).toBeVisible({ timeout: 20_000 });
});
