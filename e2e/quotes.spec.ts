// Quotes (mfe-quotes inside the shell, real API): generate estimated quotes for an active vehicle, at most 6 cards,
// none for an inactive one, the 24 external links, and the dashboard's potential savings following.
import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './support/session';
import { createPolicyViaApi, expectHttpsNewTabLinks } from './support/policies';
import { expectToast, SIGNED_OUT_CHECK, watchConsoleErrors } from './shell-ui-helpers';

test('a driver generates estimated quotes and the dashboard shows the potential savings', async ({ page }) => {
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK]);
  await signUpAndSignIn(page, { firstName: 'Quinn' });
  await createPolicyViaApi(page, { registrationNumber: 'AB12CDE', currentPremium: '612.50', excess: 250, coverage: 'Comprehensive' });
  await createPolicyViaApi(page, { registrationNumber: 'XY19ZZZ', carModel: 'Polo', isActive: false, currentPremium: '400' });

  await page.goto('/');
  await expect(page.getByTestId('tile-potential-savings').getByTestId('tile-value')).toHaveText('£0');

  await page.goto('/quotes');
  await expect(page.getByRole('heading', { name: 'Insurance Quotes' })).toBeVisible();
  await expect(page.getByText(/not offers from the insurers/)).toBeVisible();
  const vehicles = page.getByTestId('vehicle-quotes');
  await expect(vehicles).toHaveCount(1);
  await expect(page.getByText('XY19ZZZ')).toHaveCount(0);
  await expectHttpsNewTabLinks(page, '[data-testid="external-link"]', 24);

  await page.getByRole('button', { name: 'Generate quotes for AB12CDE' }).click();
  await expectToast(page, 'Quotes Generated');
  const cards = vehicles.getByTestId('quote-card');
  await expect(cards).toHaveCount(6);
  // The cheapest of docs/quote-estimate.md's example 1: 1st Central, GBP 501 a year.
  await expect(cards.first()).toContainText('1st Central');
  await expect(cards.first()).toContainText('£501');
  // Issue 39 §3: an estimate is never shown as a price someone offered; real quotes are kept on the policy.
  await expect(cards.first()).toContainText('Estimated £501 a year');
  await expect(cards.first()).toContainText('An estimate, not an offer from 1st Central');
  await expect(vehicles.getByRole('link', { name: 'Quotes you got' })).toHaveAttribute('href', '/policies');
  for (const card of await cards.all()) await expect(card).not.toContainText('.');
  await expectHttpsNewTabLinks(page, '[data-testid="quote-card"] a', 6);

  // Generating again replaces the quotes: still 6.
  await page.getByRole('button', { name: 'Regenerate quotes for AB12CDE' }).click();
  await expectToast(page, 'Quotes Generated');
  await expect(cards).toHaveCount(6);

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByTestId('tile-potential-savings').getByTestId('tile-value')).toHaveText('£112');
  await expect(page.getByTestId('tile-potential-savings')).toContainText('estimates, not offers');
  expect(errors).toEqual([]);
});

test("generating fails: the spec's error toast, and no cards", async ({ page }) => {
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK, /status of 500/]);
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'AB12CDE', currentPremium: '500' });
  await page.route('**/api/quotes/personalized/**', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await page.goto('/quotes');
  await page.getByRole('button', { name: 'Generate quotes for AB12CDE' }).click();
  await expectToast(page, 'Error', 'Failed to generate personalized quotes. Please try again.');
  await expect(page.getByTestId('quote-card')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('without active policies the page says so and still lists the 24 sites', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/quotes');
  await expect(page.getByText('No active policies. Add or activate a policy to generate quotes.')).toBeVisible();
  await expectHttpsNewTabLinks(page, '[data-testid="external-link"]', 24);
});
