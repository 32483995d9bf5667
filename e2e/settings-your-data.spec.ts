// Settings, "your data" (issue 12): the calendar feed link is made, copied and fetched, rotated (the old link is a
// 404), the data is exported and read back, and the account is deleted, after which signing in is refused.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { createPolicyViaApi } from './support/policies-api';
import { signUpAndSignIn } from './support/session';
import { expectToast, logInThroughUi, SIGNED_OUT_CHECK, watchConsoleErrors, expectedFailure } from './shell-ui-helpers';

const inDays = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
const pathOf = (url: string) => new URL(url).pathname;

test('feed link copied, fetched and rotated; data exported; account deleted and sign-in then refused', async ({ page, context, baseURL }) => {
  const errors = watchConsoleErrors(page, [
    SIGNED_OUT_CHECK,
    expectedFailure(401, '/api/auth/login'),
    // The in-page reminder timers read these 3 s after the first tap (pwa-services.tsx); a read that races the
    // deletion is answered 401, as it must be: the account is gone.
    expectedFailure(401, '/api/policies'),
    expectedFailure(401, '/api/reminders'),
  ]);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  const user = await signUpAndSignIn(page, { firstName: 'Erin', lastName: 'Erasure' });
  await createPolicyViaApi(page, { registrationNumber: 'CA12LND', carManufacturer: 'Skoda', carModel: 'Octavia', renewalDate: inDays(60) });

  await page.goto('/settings');
  const feedCard = page.getByRole('region', { name: 'Calendar feed' });
  await expect(feedCard.getByText('Your feed is off.')).toBeVisible();
  await feedCard.getByRole('button', { name: 'Create link' }).click();
  const field = feedCard.getByLabel('Calendar feed link');
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(feedCard.getByText(/shown only once/)).toBeVisible();
  const firstUrl = await field.inputValue();
  await feedCard.getByRole('button', { name: 'Copy' }).click();
  await expectToast(page, 'Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);

  // Fetched without the session, as a calendar app would.
  const anonymous = await page.context().browser()!.newContext({ baseURL });
  const feed = await anonymous.request.get(pathOf(firstUrl));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(events.map((e) => e.summary)).toEqual(['Insurance renewal: Skoda Octavia (CA12 LND)']);
  expect(events[0]!.startDate.toString()).toBe(inDays(60));

  // New link: the old one stops at once.
  await feedCard.getByRole('button', { name: 'New link' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'New link' }).click();
  await expect(field).not.toHaveValue(firstUrl);
  const secondUrl = await field.inputValue();
  expect((await anonymous.request.get(pathOf(firstUrl))).status()).toBe(404);
  expect((await anonymous.request.get(pathOf(secondUrl))).status()).toBe(200);
  await anonymous.close();
  // After a reload the link is not shown again, only that the feed is on.
  await page.reload();
  await expect(feedCard.getByText(/Your feed is on/)).toBeVisible();
  await expect(feedCard.getByLabel('Calendar feed link')).toHaveCount(0);

  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download all data (JSON)' }).click()]);
  expect(json.suggestedFilename()).toMatch(/^renewly-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await json.path())!, 'utf8'));
  expect(data.user.email).toBe(user.email);
  expect(data.collections.policies.map((p: { registrationNumber: string }) => p.registrationNumber)).toEqual(['CA12LND']);
  expect(data.calendarFeed.enabled).toBe(true);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download policies (CSV)' }).click()]);
  const rows = (await readFile((await csv.path())!, 'utf8')).trim().split('\r\n');
  expect(rows[0]).toMatch(/^registrationNumber,carManufacturer,carModel,/);
  expect(rows[1]).toMatch(/^CA12LND,Skoda,Octavia,/);

  const deleteCard = page.getByRole('region', { name: 'Delete account' });
  await deleteCard.getByLabel('Your password').fill(user.password);
  await deleteCard.getByRole('button', { name: 'Delete account' }).click();
  await deleteCard.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeVisible();

  await logInThroughUi(page, user.email, user.password);
  await expectToast(page, 'Login failed');
  expect((await page.request.get(pathOf(secondUrl))).status()).toBe(404);
  expect(errors).toEqual([]);
});
