// Issue 26: dates that keep themselves current. The owner typed the MOT expiry a year ago; the car has since passed
// its MOT and the (fake) DVLA holds the new expiry. The refresh job (every minute in e2e) moves the policy's date, the
// card shows it with 'Checked with DVLA', and the bell tells the owner once.
import { expect, test } from '@playwright/test';
import { formatUkDate, londonToday } from '../shared-contracts/src/rules/dates';
import { createPolicyViaApi } from './support/policies';
import { signUpAndSignIn } from './support/session';

test('a passed MOT: the DVLA moves the date, the card and the bell show it after the job runs', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, {
    registrationNumber: 'MO19PAS',
    carManufacturer: 'Ford',
    carModel: 'Fiesta',
    motExpiryDate: '2027-05-14',
    roadTaxExpiryDate: '2027-09-01',
  });

  await page.goto('/policies');
  const card = page.locator('[data-testid="policy-card"][data-registration="MO19PAS"]');
  await expect(card).toContainText('14/05/2027');

  // The job runs every minute: wait for it, reading the policies as the page does.
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get('/api/policies')).json()) as { motExpiryDate?: string }[];
        return list[0]?.motExpiryDate;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe('2028-05-14');

  await page.reload();
  await expect(card).toContainText('14/05/2028');
  await expect(card).not.toContainText('14/05/2027');
  await expect(card.getByTestId('dvla-checked')).toHaveText(`Checked with DVLA ${formatUkDate(londonToday())}`);

  await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toContainText('MO19 PAS: dates updated from the DVLA');
  await expect(panel).toContainText('MOT passed: now expires 14/05/2028');
  await expect(panel.getByText('MOT passed: now expires 14/05/2028')).toHaveCount(1);
});
