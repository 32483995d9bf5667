// Issue 22, item 17: each bell item names the car in its title and shows the time it came as well as the date.
import { expect, test } from '@playwright/test';
import { reminderTitle } from '../shared-contracts/src/reminder';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { createPolicyViaApi } from './support/policies';
import { signUpAndSignIn } from './support/session';

test('bell items: the car in the title, and the date with the time', async ({ page }) => {
  await signUpAndSignIn(page);
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  const renewsIn5 = addDays(londonToday(), 5);
  const golf = await createPolicyViaApi(page, { registrationNumber: 'AB12CDE', carManufacturer: 'Volkswagen', carModel: 'Golf', renewalDate: renewsIn5 });
  const yaris = await createPolicyViaApi(page, { registrationNumber: 'DU05SON', carManufacturer: 'Toyota', carModel: 'Yaris', renewalDate: renewsIn5 });
  for (const policyId of [golf, yaris]) {
    const res = await page.request.post('/api/reminders', {
      headers: { Origin: origin },
      data: { policyId, title: reminderTitle(10), daysBefore: 10, notificationMethods: ['app'] },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  // The engine sweeps every few seconds in e2e: both reminders are due at once.
  await expect
    .poll(async () => ((await (await page.request.get('/api/notifications')).json()) as unknown[]).length, { timeout: 45_000 })
    .toBe(2);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const titles = panel.locator('.renewly-notification-title');
  await expect(titles).toHaveCount(2);
  await expect(titles).toContainText(['Renewal reminder: ', 'Renewal reminder: ']);
  const texts = (await titles.allTextContents()).sort();
  expect(texts[0]).toMatch(/^Renewal reminder: Toyota Yaris \(DU05 SON\)$/);
  expect(texts[1]).toMatch(/^Renewal reminder: Volkswagen Golf \(AB12 CDE\)$/);
  for (const when of await panel.locator('.renewly-notification-date').allTextContents()) {
    expect(when).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  }
});
