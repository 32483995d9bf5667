// Issue 39 §1: "viewers see the history, editors may change it". The owner corrects last year's price from the card's
// "Edit price history" (drawn by the server with the card, the dialog loaded at the first press): the keyboard alone
// through the dialog (Tab reaches every field of the year and Save; Escape closes), a bad price refused with its own
// message, then the card's line and chart show the new figure. axe finds nothing on the card and in the dialog.
// At a phone's width and a desktop's.
import { expect, test, type Page } from '@playwright/test';
import { addDays, formatUkDate, londonToday } from '../shared-contracts/src/rules/dates';
import { oneYearOn, TERM_MESSAGES } from '../shared-contracts/src/rules/policy-terms';
import { expectToast, toastArea } from './shell-ui-helpers';
import { createPolicyViaApi } from './support/policies';
import { signUpAndSignIn } from './support/session';
import { expectNoAxeViolations } from './support/axe';

/** What the focused element is called: its aria-label, its label, or its text (the required mark left out). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el) return '';
    const name = el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.textContent || '';
    return name.replace('*', '').trim();
  });

for (const width of [360, 1366]) {
  test.describe(`at ${width} px`, () => {
    // An American-English browser (a native date input would show mm/dd/yyyy there): the dates are dd/mm/yyyy still.
    test.use({ viewport: { width, height: width === 360 ? 740 : 768 }, locale: 'en-US' });

    test("the owner corrects last year's price: the card's line and chart show the new figure", async ({ page }) => {
      await signUpAndSignIn(page, { firstName: 'Hista' });
      const renewal = addDays(londonToday(), 120);
      const currentStart = oneYearOn(renewal, -1);
      const id = await createPolicyViaApi(page, {
        registrationNumber: 'PH19AAA',
        carManufacturer: 'Ford',
        carModel: 'Fiesta',
        insurer: 'Admiral',
        renewalDate: renewal,
        currentPremium: '612',
      });
      const origin = new URL(process.env.E2E_BASE_URL!).origin;
      const seeded = await page.request.put(`/api/policies/${id}/terms`, {
        headers: { Origin: origin },
        data: { terms: [{ start: oneYearOn(renewal, -2), end: currentStart, insurer: 'Aviva', renewalOffer: '700', pricePaid: '540', bought: 'switched' }] },
      });
      expect(seeded.status(), await seeded.text()).toBe(200);
      const faults: string[] = [];
      page.on('pageerror', (e) => faults.push(e.message));
      page.on('console', (m) => {
        if (/hydrat/i.test(m.text())) faults.push(m.text());
      });

      // Drawn by the server with the card.
      expect(await (await page.request.get('/policies')).text()).toContain('data-testid="edit-price-history"');
      await page.goto('/policies');
      const card = page.locator('[data-testid="policy-card"][data-registration="PH19AAA"]');
      const year = Number(currentStart.slice(0, 4));
      await expect(card.getByTestId('paid-history')).toHaveText(`Paid £612 in ${year}, £540 in ${year - 1}`);
      const edit = card.getByRole('button', { name: 'Edit price history for PH19AAA' });
      await expect(edit).toBeVisible();
      await expectNoAxeViolations(page);

      // The keyboard alone: Enter opens the dialog; Escape closes it, focus back on the button.
      await edit.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Edit price history (PH19 AAA)' });
      await expect(dialog).toBeVisible();
      await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(edit).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
      const lastYear = dialog.getByRole('group', { name: 'Year 1' });
      await expect(lastYear.getByLabel('Price paid (£)')).toHaveValue('540');
      // Issue 51: the year's dates are dd/mm/yyyy.
      await expect(lastYear.getByLabel('Start')).toHaveValue(formatUkDate(oneYearOn(renewal, -2)));
      await expect(lastYear.getByLabel('End (renewal date)')).toHaveValue(formatUkDate(currentStart));
      await expectNoAxeViolations(page);

      // Tab from the year's first field reaches every field of the year, then Save (each name counted once; a date
      // field's clear cross, drawn while it has focus and a date, is a stop of its own).
      await lastYear.getByLabel('Start').focus();
      const order: string[] = [await focusedName(page)];
      for (let i = 0; i < 30 && order.at(-1) !== 'Save price history'; i++) {
        await page.keyboard.press('Tab');
        const name = await focusedName(page);
        if (name !== order.at(-1)) order.push(name);
      }
      expect(order).toEqual([
        'Start',
        'Clear',
        'End (renewal date)',
        'Clear',
        'Insurer',
        'Price paid (£)',
        'Renewal offer (£)',
        'Excess (£)',
        'Cover',
        "Insurer's policy number",
        'Switched insurer',
        'Remove year 1',
        'Cancel',
        'Save price history',
      ]);

      // A bad price: its own message under the field, nothing saved.
      const price = lastYear.getByLabel('Price paid (£)');
      await price.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('0');
      await page.keyboard.press('Enter');
      await expect(lastYear.getByText(TERM_MESSAGES.priceTooLow)).toBeVisible();
      await expect(price).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('505');
      await page.keyboard.press('Enter');
      await expectToast(page, 'Price history saved');
      await expect(dialog).toBeHidden();

      // The card's line and chart show the new figure.
      await expect(card.getByTestId('paid-history')).toHaveText(`Paid £612 in ${year}, £505 in ${year - 1}`);
      await expect(card.getByTestId('price-history-figures')).toHaveText(`Price history: ${year - 1}: paid £505, renewal offer £700; ${year}: paid £612`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const policy = (await (await page.request.get('/api/policies')).json())[0];
      expect(policy.terms).toEqual([expect.objectContaining({ pricePaid: '505', renewalOffer: '700', insurer: 'Aviva', bought: 'switched' })]);
      await expect(toastArea(page).locator('.renewly-toast')).toHaveCount(0, { timeout: 15_000 });
      await expectNoAxeViolations(page);
      expect(faults).toEqual([]);
    });
  });
}
