// Issue 26: dates that keep themselves current. The owner typed the MOT expiry a year ago; the car has since passed
// its MOT and the (fake) DVLA holds the new expiry. The refresh job (every minute in e2e) moves the policy's date, the
// card shows it with 'Checked with DVLA', and the bell tells the owner once.
import { expect, test, type Page } from '@playwright/test';
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

// Issue 36: what the card says about the DVLA's answer, and asking it again at once.
const TODAY = formatUkDate(londonToday());
const card = (page: Page, registration: string) => page.locator(`[data-testid="policy-card"][data-registration="${registration}"]`);

async function openBell(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  return page.getByRole('dialog', { name: 'Notifications' });
}

test("an untaxed car: 'Check with the DVLA now' shows the alert seen today, refuses a second check within the hour, and a new tax date clears it", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page);
  const fields = {
    registrationNumber: 'UN19TAX',
    carManufacturer: 'Ford',
    carModel: 'Fiesta',
    renewalDate: '2027-08-01',
    motExpiryDate: '2027-06-01',
    roadTaxExpiryDate: '2026-10-01',
    isActive: true,
  };
  const id = await createPolicyViaApi(page, fields);
  await page.goto('/policies');
  const untaxed = card(page, 'UN19TAX');
  const check = untaxed.getByRole('button', { name: 'Check with the DVLA now: UN19TAX' });
  await check.click();
  await expect(untaxed.getByTestId('dvla-alert')).toHaveText(`DVLA: untaxed, seen on ${TODAY}`);
  await expect(untaxed.getByTestId('dvla-checked')).toHaveText(`Checked with DVLA ${TODAY}`);
  await expect(await openBell(page)).toContainText(`UN19 TAX: DVLA: untaxed, seen on ${TODAY}`);
  await page.keyboard.press('Escape');

  // Again within the hour: the server's plain message, nothing else changes.
  await check.click();
  await expect(page.getByText(/^This car was checked with the DVLA less than an hour ago\. Try again after \d\d:00\.$/)).toBeVisible();
  await expect(untaxed.getByTestId('dvla-alert')).toHaveCount(1);

  // The owner taxes the car and enters the new date: the alert goes at once.
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  const put = await page.request.put(`/api/policies/${id}`, { headers: { Origin: origin }, data: { ...fields, roadTaxExpiryDate: '2027-10-01' } });
  expect(put.status(), await put.text()).toBe(200);
  await page.reload();
  await expect(untaxed).toContainText('01/10/2027');
  await expect(untaxed.getByTestId('dvla-alert')).toHaveCount(0);
});

test('a registration the DVLA does not know: the card and the Edit dialog say so, and the bell once', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'FX65TRU', carManufacturer: 'Ford', carModel: 'Focus', motExpiryDate: '2027-05-01' });
  await page.goto('/policies');
  const unknown = card(page, 'FX65TRU');
  await expect(unknown.getByTestId('dvla-not-found')).toHaveCount(0);
  await unknown.getByRole('button', { name: 'Check with the DVLA now: FX65TRU' }).click();
  const message = 'The DVLA has no vehicle FX65 TRU: check the registration';
  await expect(unknown.getByTestId('dvla-not-found')).toHaveText(message);

  const panel = await openBell(page);
  await expect(panel.getByText(message)).toHaveCount(1);
  await page.keyboard.press('Escape');

  await unknown.getByRole('button', { name: 'Edit FX65TRU' }).click();
  const dialog = page.getByRole('dialog', { name: /Edit Policy/ });
  await expect(dialog).toContainText(`${message}. Until it is corrected the dates are not kept up to date.`);
});

test("the server draws the card's DVLA lines and button as the browser does", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page);
  const id = await createPolicyViaApi(page, { registrationNumber: 'UN19TAX', carManufacturer: 'Ford', carModel: 'Fiesta', motExpiryDate: '2027-06-01', roadTaxExpiryDate: '2026-10-01' });
  await createPolicyViaApi(page, { registrationNumber: 'FX65TRU', carManufacturer: 'Ford', carModel: 'Focus' });
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  for (const registration of ['UN19TAX', 'FX65TRU']) {
    const list = (await (await page.request.get('/api/policies')).json()) as { id: string; registrationNumber: string }[];
    const policyId = registration === 'UN19TAX' ? id : list.find((p) => p.registrationNumber === registration)!.id;
    const res = await page.request.post(`/api/policies/${policyId}/dvla-check`, { headers: { Origin: origin } });
    expect(res.status(), await res.text()).toBe(200);
  }
  const html = await (await page.request.get('/policies')).text();
  const drawn = (registration: string) =>
    new RegExp(`<article class="pp-card"[^>]*data-registration="${registration}"[\\s\\S]*?</article>`).exec(html)?.[0] ?? null;
  expect(drawn('UN19TAX')).toContain(`DVLA: untaxed, seen on ${TODAY}`);
  expect(drawn('FX65TRU')).toContain('The DVLA has no vehicle FX65 TRU: check the registration');
  expect(drawn('FX65TRU')).toContain('Check with the DVLA now');

  const faults: string[] = [];
  page.on('console', (m) => {
    if (/hydrat/i.test(m.text())) faults.push(m.text());
  });
  page.on('pageerror', (e) => faults.push(e.message));
  await page.goto('/policies');
  for (const registration of ['UN19TAX', 'FX65TRU']) {
    const browser = card(page, registration);
    await expect(browser.getByRole('button', { name: `Check with the DVLA now: ${registration}` })).toBeVisible();
    // The server's markup as the browser serialises it (entities, void elements), beside the hydrated card.
    const sent = await page.evaluate((markup) => {
      const template = document.createElement('template');
      template.innerHTML = markup;
      return template.content.firstElementChild?.outerHTML ?? null;
    }, drawn(registration)!);
    expect(await browser.evaluate((el) => el.outerHTML)).toBe(sent);
  }
  expect(faults).toEqual([]);
});
