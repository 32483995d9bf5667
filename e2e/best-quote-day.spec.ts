// Issue 39 §2: the best day to get quotes (renewal date less 26 days). A policy 26 days before its renewal shows
// its best day (today) on its card and is listed under 'Get quotes this week' on the dashboard, both drawn by the
// server and kept by the browser as they are; axe finds nothing; the add-policy dialog offers the reminder ticked and
// the keyboard can untick it. At a phone's width and a desktop's.
import { expect, test, type Page } from '@playwright/test';
import { formatDayMonth } from '../shared-contracts/src/rules/best-quote-day';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { createPolicyViaApi } from './support/policies';
import { signUpAndSignIn } from './support/session';
import { expectNoAxeViolations } from './support/axe';
import { keptFromServer, markServerNodes } from './support/server-nodes';
import { fullDialogShown } from './support/full-dialog';

const SOURCE = 'https://goodmoneyguide.com/insurance/insurance-renewals';

/** Nothing wider than the window (no sideways scrolling at 360 px). */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

for (const width of [360, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 768 } });

    test('a policy 26 days before renewal: its card shows the best day and the dashboard lists it, as the server drew them', async ({
      page,
    }) => {
      await signUpAndSignIn(page, { firstName: 'Hedy' });
      await createPolicyViaApi(page, { registrationNumber: 'AB12CDE', renewalDate: addDays(londonToday(), 26) });
      await createPolicyViaApi(page, { registrationNumber: 'CD34EFG', renewalDate: addDays(londonToday(), 45) });
      const faults: string[] = [];
      page.on('console', (m) => {
        if (/hydrat/i.test(m.text())) faults.push(m.text());
      });
      page.on('pageerror', (e) => faults.push(e.message));
      await markServerNodes(page);

      // The dashboard: 'Get quotes this week' lists the car inside its window, not the other.
      const dashboardHtml = await (await page.request.get('/')).text();
      expect(dashboardHtml).toContain('data-testid="get-quotes"');
      await page.goto('/');
      const card = page.getByTestId('get-quotes');
      await expect(card.getByRole('heading', { name: 'Get quotes this week' })).toBeVisible();
      await expect(card.getByTestId('get-quotes-item')).toHaveCount(1);
      await expect(card.getByTestId('get-quotes-item')).toHaveAttribute('data-registration', 'AB12CDE');
      await expect(card.getByTestId('get-quotes-item')).toContainText('Best day to get quotes: today');
      await expect(card.getByRole('link', { name: 'Source: Good Money Guide' })).toHaveAttribute('href', SOURCE);
      await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
      expect(await keptFromServer(page, '[data-testid="get-quotes"], [data-testid="get-quotes-item"]')).toEqual([true, true]);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // The policies page: each card shows its best day, the window and why, linked to the source.
      const policiesHtml = await (await page.request.get('/policies')).text();
      expect(policiesHtml).toContain('data-testid="best-quote-day"');
      await page.goto('/policies');
      const soon = page.locator('[data-testid="policy-card"][data-registration="AB12CDE"]').getByTestId('best-quote-day');
      // On the best day itself it says 'today' (issue 51), and the window's end.
      await expect(soon).toContainText(`Best day to get quotes: today (any day to ${formatDayMonth(addDays(londonToday(), 8)).slice(4)} is fine)`);
      await expect(soon).toContainText('about 26 days before the new policy starts');
      await expect(soon.getByRole('link', { name: 'Source: Good Money Guide' })).toHaveAttribute('href', SOURCE);
      const later = page.locator('[data-testid="policy-card"][data-registration="CD34EFG"]').getByTestId('best-quote-day');
      await expect(later).toContainText(`Best day to get quotes: ${formatDayMonth(addDays(londonToday(), 19))}`);
      expect(await keptFromServer(page, '[data-testid="best-quote-day"]')).toEqual([true, true]);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      expect(faults).toEqual([]);
    });

    test("the add-policy dialog offers the 'Best day to get quotes' reminder ticked; the keyboard unticks it", async ({ page }) => {
      await signUpAndSignIn(page);
      await page.goto('/policies');
      await page.getByRole('button', { name: 'Add Policy' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add New Policy' });
      await expect(dialog.getByLabel('Registration Number')).toBeFocused();
      const bestDay = dialog.getByRole('checkbox', { name: 'Remind me 26 days before renewal' });
      await expect(bestDay).toBeChecked();
      // Tab from the last 'Remind me' day reaches it; Space unticks it; Tab goes on to the channels.
      await dialog.getByRole('checkbox', { name: '10 days before' }).focus();
      await page.keyboard.press('Tab');
      await expect(bestDay).toBeFocused();
      await page.keyboard.press('Space');
      await expect(bestDay).not.toBeChecked();
      await page.keyboard.press('Tab');
      await expect(bestDay).not.toBeFocused();
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await expectNoAxeViolations(page);
    });

    test("the reminder dialog sets a 'Best day to get quotes' reminder with the keyboard alone", async ({ page }) => {
      await signUpAndSignIn(page);
      await createPolicyViaApi(page, { registrationNumber: 'AB12CDE', renewalDate: addDays(londonToday(), 60) });
      await page.goto('/reminders');
      await expect(page.getByText('No reminders yet')).toBeVisible();
      await page.getByRole('button', { name: 'Add Reminder' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await fullDialogShown(page);
      await expect(dialog.getByRole('combobox', { name: 'Policy' })).toBeFocused();
      // Tab to the target (Renewal), arrows to 'Best day to get quotes' (the last choice).
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('radio', { name: 'Renewal' })).toBeFocused();
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
      const target = dialog.getByRole('radio', { name: 'Best day to get quotes' });
      await expect(target).toBeChecked();
      await page.keyboard.press('Tab');
      const day = dialog.getByRole('checkbox', { name: 'On the day (26 days before renewal)' });
      await expect(day).toBeFocused();
      await page.keyboard.press('Space');
      await expect(day).toBeChecked();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Set Reminder' }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      const reminder = page.getByTestId('reminder');
      await expect(reminder).toHaveAttribute('data-target', 'bestDay');
      await expect(reminder).toContainText('Best day to get quotes');
      await expectNoSidewaysScroll(page);
    });
  });
}
