// Market trends (mfe-market inside the shell, real API): one card per vehicle with six tabs, two rows of tabs at
// 360 px, the empty and error states, and well-formed https sources.
import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './support/session';
import { createPolicyViaApi, expectHttpsNewTabLinks } from './support/policies';
import { SIGNED_OUT_CHECK, watchConsoleErrors } from './shell-ui-helpers';
import { waitForShell } from './support/shell-started';

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
  await expect(golf.getByRole('heading', { name: 'Volkswagen Golf' })).toBeVisible();
  await expect(golf.getByText('AB21 CDE · Aviva')).toBeVisible();
  await expect(golf.getByText(/^Updated: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(golf.getByRole('tab')).toHaveText(TABS);

  await expect(golf.getByTestId('value-range')).toHaveText(/^About £[\d,]+ to £[\d,]+\.$/);
  await golf.getByRole('tab', { name: 'Selling' }).click();
  await expect(golf.getByRole('tabpanel')).toContainText('March and September');
  await golf.getByRole('tab', { name: 'Service' }).click();
  await expect(golf.getByRole('tabpanel')).toContainText('Maintenance alerts');
  await golf.getByRole('tab', { name: 'Issues' }).click();
  expect(await golf.getByTestId('issue-block').count()).toBeGreaterThanOrEqual(3);
  await expectHttpsNewTabLinks(page, '[data-testid="vehicle-trends"] >> nth=0 >> [data-testid="data-source"]', 4);
  await golf.getByRole('tab', { name: 'Similar' }).click();
  // Rivals within 25% of the Golf's new price first (the BMW 2 Series, Kia XCeed and Mercedes-Benz A-Class), then the
  // next makes' first small family cars.
  await expect(golf.getByTestId('similar-badge')).toHaveText(['BMW 2 Series', 'Kia XCeed', 'Mercedes-Benz A-Class', 'Volvo V40', 'Audi A3']);
  await golf.getByRole('tab', { name: 'Updates' }).click();
  await expect(golf.getByRole('tabpanel')).toContainText('New model updates');
  await expectHttpsNewTabLinks(page, '[data-testid="vehicle-trends"] >> nth=0 >> [data-testid="data-source"]', 4);

  await expect(golf.getByTestId('model-update').first()).toContainText('2020');
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
  await waitForShell(page); // before, the link is the server's plain one: a whole new page, drawn by the server
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Market Trends' }).click();
  await expect(page.getByText('Failed to load market trends. Please try again later.')).toBeVisible({ timeout: 20_000 });
});

// Issue 29: the sourced facts, at a desktop and a phone width.
for (const width of [1366, 360]) {
  test(`at ${width} px: the Value tab gives a pound range and the chart with its figures; the Issues tab a sourced issue`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK]);
    await signUpAndSignIn(page);
    await createPolicyViaApi(page, { registrationNumber: 'AB21CDE' });
    await createPolicyViaApi(page, { registrationNumber: 'CD21EFG', carModel: 'T-Roc' });
    await createPolicyViaApi(page, { registrationNumber: 'EF21GHJ', carManufacturer: 'Ford', carModel: 'Model T' });
    await page.goto('/market-trends');
    const cards = page.getByTestId('vehicle-trends');
    await expect(cards).toHaveCount(3);
    const golf = cards.filter({ hasText: 'Volkswagen Golf' });

    await expect(golf.getByTestId('value-range')).toHaveText(/^About £[\d,]+ to £[\d,]+\.$/);
    const panel = golf.getByRole('tabpanel');
    await expect(panel).toContainText(/From a new price of £23,355 \(2020, carenthusiast\.com\) and the car's age \(\d+ years old, from its plate\); an estimate, not a valuation\./);
    const chart = golf.getByRole('img', { name: /^Estimated value of the Volkswagen Golf by age, from new to 10 years$/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(/^Estimated value by age: new £23,355; 1 year £14,000; .*; 10 years £4,500\. This car now \(\d+ years\): £[\d,]+\.$/);
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expectHttpsNewTabLinks(page, '[data-testid="vehicle-trends"]:has-text("Volkswagen Golf") [data-testid="valuation-service"]', 2);

    await golf.getByRole('tab', { name: 'Issues' }).click();
    const sourced = golf.locator('[data-testid="issue-block"][data-sourced]');
    await expect(sourced).toHaveCount(1);
    await expect(sourced).toContainText('Applies to: Mk8 built up to June 2020 (European cars)');
    const link = sourced.getByRole('link', { name: 'Source (Motor1, opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://www.motor1.com/news/465863/vw-golf-8-new-recall/');
    await expectHttpsNewTabLinks(page, '[data-testid="vehicle-trends"]:has-text("Volkswagen Golf") [data-testid="fact-source"]', 1);

    // Without a price, and outside the model list: plain sentences, nothing undefined.
    const troc = cards.filter({ hasText: 'Volkswagen T-Roc' });
    await expect(troc.getByRole('tabpanel')).toContainText('No new price is recorded for the Volkswagen T-Roc, so no pound figure is given');
    await expect(troc.getByTestId('value-chart')).toBeVisible();
    const unknown = cards.filter({ hasText: 'Ford Model T' });
    await expect(unknown.getByRole('tabpanel')).toContainText('The Ford Model T is not in our list of models');
    for (const card of await cards.all()) await expect(card).not.toContainText(/undefined|NaN|vehicles\.v\d|dataset/);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(width);
    expect(errors).toEqual([]);
  });
}
