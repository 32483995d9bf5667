// Issue 22, the reminders and quotes screens as a new user meets them (items 2, 3, 4, 6, 13, 15, 16): days outside
// 1-365 are refused with the range message, passed days and missing dates are said before saving, a dialog with
// choices asks before it is dismissed, quotes are generated once however fast the clicks, and the quotes heading
// shows make, model and plate in full on a phone.
import { expect, test, type Page } from '@playwright/test';
import type { Reminder } from '../shared-contracts/src/reminder';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { createPolicyViaApi as createPolicyWith } from './support/policies';
import { createPolicyViaApi, signUpAndSignIn } from './support/session';
import { expectToast, SIGNED_OUT_CHECK, submitButton, watchConsoleErrors, answerDiscardChanges } from './shell-ui-helpers';

const inDays = (days: number) => addDays(londonToday(), days);

async function remindersOf(page: Page): Promise<Reminder[]> {
  return (await page.request.get('/api/reminders')).json() as Promise<Reminder[]>;
}

async function openAddReminder(page: Page) {
  await page.getByRole('button', { name: 'Add Reminder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Renewal Reminder' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the reminder dialogs: the range message instead of a silent change, passed days and missing dates said before saving', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK]);
  await signUpAndSignIn(page);
  // Renews in 12 days, no MOT date: 30 and 20 days before have passed.
  await createPolicyViaApi(page, { registrationNumber: 'RE60MND', carManufacturer: 'Volkswagen', carModel: 'Golf', renewalDate: inDays(12) });
  await page.goto('/reminders');
  await expect(page.getByText('No reminders yet')).toBeVisible();

  const dialog = await openAddReminder(page);
  // Item 4: MOT cannot be picked, and the dialog says why.
  await expect(dialog.getByRole('radio', { name: 'MOT' })).toBeDisabled();
  await expect(dialog.getByTestId('unavailable-targets')).toContainText('MOT: This policy has no MOT expiry date: add it to the policy first');
  // Item 3: said before saving.
  await dialog.getByRole('checkbox', { name: '30 days before' }).check();
  await dialog.getByRole('checkbox', { name: '20 days before' }).check();
  await dialog.getByRole('checkbox', { name: '10 days before' }).check();
  await expect(dialog.getByTestId('reminder-timing')).toContainText(
    "30 and 20 days before have already passed: you'll get one reminder for them as soon as you save.",
  );
  // Item 13: a click outside with choices made asks first; keep editing keeps them.
  await page.mouse.click(5, 5);
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByRole('checkbox', { name: '30 days before' })).toBeChecked();
  await submitButton(page, 'Set Reminder').click();
  await expectToast(page, 'Reminder created successfully');
  expect((await remindersOf(page)).map((r) => r.daysBefore).sort((a, b) => a - b)).toEqual([10, 20, 30]);

  // Item 2: 0, 400, 7.5 and -3 show the range message, and nothing is saved.
  for (const typed of ['0', '400', '7.5', '-3']) {
    await page.getByRole('button', { name: 'Edit 10 day renewal reminder for RE60MND' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Reminder' });
    await edit.getByRole('spinbutton', { name: 'Days before renewal' }).fill(typed);
    await submitButton(page, 'Save Changes').click();
    await expect(edit.getByText('Enter a whole number of days from 1 to 365')).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await answerDiscardChanges(page);
    await expect(edit).toBeHidden();
  }
  expect((await remindersOf(page)).map((r) => r.daysBefore).sort((a, b) => a - b)).toEqual([10, 20, 30]);
  expect(errors).toEqual([]);
});

test('quotes: a double click stores one set of six, and the heading shows make, model and plate in full at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK, /status of 409/]);
  await signUpAndSignIn(page);
  await createPolicyWith(page, { registrationNumber: 'VW20XYZ', carManufacturer: 'Nissan', carModel: 'Qashqai', currentPremium: '640' });
  await page.goto('/quotes');
  const vehicle = page.getByTestId('vehicle-quotes');
  const heading = vehicle.getByText('Nissan Qashqai (VW20 XYZ)');
  await expect(heading).toBeVisible();
  // Not cut short: the whole heading fits inside its card.
  const box = (await heading.boundingBox())!;
  const card = (await vehicle.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
  expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

  await page.getByRole('button', { name: 'Generate quotes for VW20XYZ' }).dblclick();
  await expectToast(page, 'Quotes Generated');
  await expect(vehicle.getByTestId('quote-card')).toHaveCount(6);
  const policies = (await (await page.request.get('/api/policies')).json()) as { quotes: { provider: string }[] }[];
  const providers = policies[0]!.quotes.map((q) => q.provider);
  expect(providers).toHaveLength(6);
  expect(new Set(providers).size).toBe(6);
  expect(errors).toEqual([]);
});
