// Issue 39 §1 and §5: a policy whose renewal date has passed asks "What happened at renewal?" on its card (drawn by
// the server, kept by the browser). Answering "Switched insurer" with the keyboard alone (a bad price first: the
// field's own message, nothing saved) rolls the policy into its next year: next year's dates on the card, last
// year's price in the history line and the chart, every reminder counting down to the new date. axe finds nothing
// on the card, in the dialog and after. At a phone's width and a desktop's.
import { expect, test } from '@playwright/test';
import { addDays, formatUkDate, londonToday } from '../shared-contracts/src/rules/dates';
import { oneYearOn, TERM_MESSAGES } from '../shared-contracts/src/rules/policy-terms';
import { expectToast, toastArea } from './shell-ui-helpers';
import { createPolicyViaApi } from './support/policies';
import { signUpAndSignIn } from './support/session';
import { expectNoAxeViolations } from './support/axe';
import { waitForReactOn } from './support/shell-started';

for (const width of [360, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 768 } });

    test('past its renewal date, "Switched insurer" rolls the policy into next year: dates, history, chart and reminders', async ({ page }) => {
      await signUpAndSignIn(page, { firstName: 'Rolo' });
      const renewal = addDays(londonToday(), -3);
      const next = oneYearOn(renewal);
      const id = await createPolicyViaApi(page, {
        registrationNumber: 'AB12CDE',
        carManufacturer: 'Ford',
        carModel: 'Focus',
        insurer: 'Admiral',
        renewalDate: renewal,
        currentPremium: '540',
        reminderDays: [30],
        bestDayReminder: true,
        reminderMethods: ['app'],
      });
      const faults: string[] = [];
      page.on('pageerror', (e) => faults.push(e.message));
      page.on('console', (m) => {
        if (/hydrat/i.test(m.text())) faults.push(m.text());
      });

      // Drawn by the server with the page.
      expect(await (await page.request.get('/policies')).text()).toContain('data-testid="renewal-question"');
      await page.goto('/policies');
      const card = page.locator(`[data-testid="policy-card"][data-registration="AB12CDE"]`);
      const question = card.getByTestId('renewal-question');
      await expect(question.getByRole('heading', { name: 'What happened at renewal?' })).toBeVisible();
      await expect(question.getByRole('button')).toHaveText(['Renewed with Admiral', 'Switched insurer', 'No longer insured / sold the car']);
      await expectNoAxeViolations(page);

      // The keyboard alone: Enter on "Switched insurer" opens the dialog with that answer chosen.
      await question.getByRole('button', { name: 'Switched insurer' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'What happened at renewal? (AB12 CDE)' });
      await expect(dialog).toBeVisible();
      await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
      await expect(dialog.getByRole('radio', { name: 'Switched insurer' })).toBeChecked();
      await dialog.getByLabel('New insurer').focus();
      await page.keyboard.type('  Direct Line  ');
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel('Price paid for the year (£)')).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('0');
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel("Insurer's policy number")).toBeFocused();
      await page.keyboard.type('DL-778');
      await expectNoAxeViolations(page);
      // Enter submits: the price is refused with its own message, and nothing is saved.
      await page.keyboard.press('Enter');
      await expect(dialog.getByText(TERM_MESSAGES.priceTooLow)).toBeVisible();
      await expect(dialog.getByLabel('Price paid for the year (£)')).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('480');
      await page.keyboard.press('Enter');
      await expectToast(page, 'Your answer was saved');
      await expect(dialog).toBeHidden();

      // Next year on the card: the new renewal date, no question, last year's price in the line and the chart.
      await expect(card.getByTestId('renewal-question')).toHaveCount(0);
      await expect(card.getByTestId('change-renewal-answer')).toHaveText(`Change your answer for the renewal on ${formatUkDate(renewal)}`);
      await expect(card).toContainText(`Renewal: ${formatUkDate(next)}`);
      await expect(card).toContainText('Direct Line');
      const year = Number(renewal.slice(0, 4));
      await expect(card.getByTestId('paid-history')).toHaveText(`Paid £480 in ${year}, £540 in ${year - 1}`);
      const chart = card.getByTestId('price-history-chart');
      await expect(chart.locator('svg[role="img"]')).toBeVisible();
      await expect(chart.getByTestId('price-history-figures')).toHaveText(`Price history: ${year - 1}: paid £540; ${year}: paid £480`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // axe once the toast has gone (the shell's toast list is checked by its own specs).
      await expect(toastArea(page).locator('.renewly-toast')).toHaveCount(0, { timeout: 15_000 });
      await expectNoAxeViolations(page);

      // Every reminder counts down to next year's date, with its next delivery still to come.
      await page.goto('/reminders');
      const reminders = page.getByTestId('reminder');
      await expect(reminders).toHaveCount(2);
      for (const r of await reminders.all()) {
        await expect(r.getByTestId('target-date')).toContainText(formatUkDate(next));
        await expect(r.getByTestId('next-delivery')).toContainText('Next delivery:');
      }
      // The API agrees: one earlier year, the new one switched.
      const policy = (await (await page.request.get('/api/policies')).json())[0];
      expect(policy).toMatchObject({ id, renewalDate: next, termStart: renewal, termBought: 'switched', insurer: 'Direct Line', insurerPolicyNumber: 'DL-778' });

      // Answering again edits the first answer: back to "Renewed with Admiral", the same next year, no second rollover.
      await page.goto('/policies');
      await card.getByTestId('change-renewal-answer').click();
      const change = page.getByRole('dialog', { name: `Change your answer: what happened at renewal on ${formatUkDate(renewal)}? (AB12 CDE)` });
      await expect(change).not.toHaveClass(/ant-zoom-(appear|enter)/);
      await expect(change.getByRole('radio', { name: 'Switched insurer' })).toBeChecked();
      await change.getByRole('radio', { name: 'Renewed with Admiral' }).focus();
      await page.keyboard.press('Space');
      await expect(change.getByLabel('Price paid for the year (£)')).toHaveValue('480');
      await change.getByRole('button', { name: 'Save answer' }).focus();
      await page.keyboard.press('Enter');
      await expect(change).toBeHidden();
      await expect(card).toContainText('Admiral');
      await expect(card).toContainText(`Renewal: ${formatUkDate(next)}`);
      const after = (await (await page.request.get('/api/policies')).json())[0];
      expect(after).toMatchObject({ renewalDate: next, termBought: 'renewed', insurer: 'Admiral', currentPremium: '480' });
      expect(after.terms).toHaveLength(1);
      expect(faults).toEqual([]);
    });
  });
}

test('"Switched insurer" comes filled in from the cheapest like-for-like quote the user recorded, and rolls to it', async ({ page }) => {
  await signUpAndSignIn(page, { firstName: 'Quin' });
  const renewal = addDays(londonToday(), -2);
  const id = await createPolicyViaApi(page, {
    registrationNumber: 'QU12OTE',
    insurer: 'Admiral',
    renewalDate: renewal,
    currentPremium: '640',
    coverage: 'Comprehensive',
    excess: 250,
    reminderDays: [30],
  });
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  const record = async (insurer: string, annualPrice: number, coverage: string) => {
    const res = await page.request.post(`/api/policies/${id}/received-quotes`, {
      headers: { Origin: origin },
      data: { insurer, annualPrice, excess: 250, coverage, source: 'gocompare', quotedOn: addDays(renewal, -20) },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  // The cheapest of all is third party only (not like for like); the cheapest like-for-like one is Hastings.
  await record('LV', 590, 'Comprehensive');
  await record('Hastings Direct', 548.5, 'Comprehensive');
  await record('Cheap TPO', 400, 'Third Party Only');

  await page.goto('/policies');
  const card = page.locator('[data-testid="policy-card"][data-registration="QU12OTE"]');
  const switched = card.getByTestId('renewal-question').getByRole('button', { name: 'Switched insurer' });
  await waitForReactOn(switched);
  await switched.click();
  const dialog = page.getByRole('dialog', { name: 'What happened at renewal? (QU12 OTE)' });
  await expect(dialog.getByLabel('New insurer')).toHaveValue('Hastings Direct');
  await expect(dialog.getByLabel('Price paid for the year (£)')).toHaveValue('548.5');
  await dialog.getByRole('button', { name: 'Save answer' }).click();
  await expectToast(page, 'Your answer was saved');
  const policy = (await (await page.request.get('/api/policies')).json())[0];
  expect(policy).toMatchObject({ insurer: 'Hastings Direct', currentPremium: '548.5', termBought: 'switched', renewalDate: oneYearOn(renewal) });
  // The new year starts with an empty list of quotes; last year's stay with their year.
  expect((await (await page.request.get(`/api/policies/${id}/received-quotes`)).json()).quotes).toEqual([]);
});
