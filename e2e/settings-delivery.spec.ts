// Settings → Reminder delivery (mfe-account inside the shell, real API): preferences saved and still there after a
// reload; the reminders page states the new hour and its dialog starts with the chosen channels; an MOT reminder
// created and shown under its policy with the date it counts down to.
import { expect, test, type Page } from '@playwright/test';
import { addDays, formatUkDate, londonToday } from '../shared-contracts/src/rules/dates';
import { signUpAndSignIn, uniqueMobile, verifyMobileViaApi } from './support/session';
import { expectToast, SIGNED_OUT_CHECK, submitButton, watchConsoleErrors } from './shell-ui-helpers';

const inDays = (days: number) => addDays(londonToday(), days);

async function pickHour(page: Page, field: string, hour: string) {
  const card = page.getByTestId('delivery-settings');
  await card.getByRole('combobox', { name: field }).selectOption({ label: hour });
}

test('delivery preferences are saved and reloaded, and an MOT reminder is shown under its policy with its date', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK]);
  await signUpAndSignIn(page);
  const mot = inDays(50);
  const created = await page.request.post('/api/policies', {
    headers: { Origin: new URL(process.env.E2E_BASE_URL!).origin },
    data: { registrationNumber: 'MO70TST', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: inDays(200), motExpiryDate: mot, isActive: true },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Settings, reached from the user menu's route: the defaults first.
  await page.goto('/settings');
  const card = page.getByTestId('delivery-settings');
  await expect(card.getByRole('heading', { name: 'Reminder delivery' })).toBeVisible();
  await expect(card.getByRole('combobox', { name: 'Delivery time' })).toBeVisible();
  await expect(card.getByRole('combobox', { name: 'Delivery time' }).locator('option:checked')).toHaveText('09:00');
  await expect(card.getByRole('switch', { name: 'Quiet hours' })).not.toBeChecked();
  // Notice emails about the user's cars (issue 41): on unless an email's unsubscribe link turned them off.
  await expect(card.getByRole('switch', { name: 'Notice emails about my cars' })).toBeChecked();

  await pickHour(page, 'Delivery time', '07:00');
  await card.getByRole('switch', { name: 'Quiet hours' }).click();
  await pickHour(page, 'From', '22:00');
  await pickHour(page, 'To', '07:00');
  await card.getByRole('checkbox', { name: 'SMS' }).check();
  await card.getByRole('checkbox', { name: 'In-app' }).check();
  await submitButton(page, 'Save').click();
  await expectToast(page, 'Delivery settings saved', 'Reminders will go out at 07:00 (UK time).');

  // Reloaded: what was saved.
  await page.reload();
  await expect(card.getByRole('combobox', { name: 'Delivery time' }).locator('option:checked')).toHaveText('07:00');
  await expect(card.getByRole('switch', { name: 'Quiet hours' })).toBeChecked();
  await expect(card.getByRole('combobox', { name: 'From' }).locator('option:checked')).toHaveText('22:00');
  await expect(card.getByRole('combobox', { name: 'To' }).locator('option:checked')).toHaveText('07:00');
  await expect(card.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'In-app' })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
  const stored = await (await page.request.get('/api/user/delivery-preferences')).json();
  expect(stored).toEqual({ deliveryHour: 7, quietHours: { enabled: true, start: 22, end: 7 }, defaultChannels: ['sms', 'app'], noticeEmails: true });

  // The reminders page: the new hour, the dialog's channels, an MOT reminder.
  await page.goto('/reminders');
  await expect(page.getByText(/Reminders go out at 07:00 \(UK time\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Add Reminder' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'In-app' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
  await dialog.locator('label.ant-radio-button-wrapper', { hasText: /^MOT$/ }).click();
  await expect(dialog.getByRole('radio', { name: 'MOT' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /days before/ })).toHaveCount(2);
  await dialog.getByRole('checkbox', { name: '14 days before' }).check();
  await submitButton(page, 'Set Reminder').click();
  await expectToast(page, 'Reminder created successfully');
  await expect(dialog).toBeHidden();

  const group = page.locator('[data-testid="reminder-group"][data-registration="MO70TST"]');
  const item = group.locator('[data-testid="reminder"][data-target="mot"]');
  await expect(item.getByRole('heading', { level: 3 })).toHaveText('14 day MOT reminder');
  await expect(item.getByTestId('target-date')).toHaveText(`MOT expiry: ${formatUkDate(mot)}`);
  // Email is not chosen; in-app goes at 07:00, the SMS too (07:00 is when quiet hours end).
  await expect(item.getByTestId('next-delivery')).toHaveText(`Next delivery: ${formatUkDate(inDays(36))} 07:00`);
  expect(errors).toEqual([]);
});

test("issue 36: SMS is marked 'Mobile number not verified' until the number is verified (SMS reminders skip it)", async ({ page }) => {
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK]);
  const user = await signUpAndSignIn(page, { mobileNumber: uniqueMobile() });
  await page.goto('/settings');
  const card = page.getByTestId('delivery-settings');
  const mark = card.getByTestId('sms-not-verified');
  await expect(mark).toHaveText('Mobile number not verified');
  await expect(mark).toHaveAttribute('href', '/profile');

  await verifyMobileViaApi(page, user);
  await page.reload();
  await expect(card.getByRole('checkbox', { name: 'In-app' })).toBeVisible();
  await expect(card.getByRole('checkbox', { name: 'SMS' })).toBeVisible();
  await expect(card.getByTestId('sms-not-verified')).toHaveCount(0);
  expect(errors).toEqual([]);
});
