// Reminders (mfe-reminders inside the shell, real API and delivery engine, loopback SMTP and fake Twilio): create
// (two days, two reminders), edit, delete, the urgency labels, and the delivery log after the engine's sweep.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Reminder } from '../shared-contracts/src/reminder';
import { addDays, formatUkDate, londonToday } from '../shared-contracts/src/rules/dates';
import { refuseNumber, resetFakeTwilio, sentSms } from './support/fake-twilio';
import { waitForMail } from './support/mailbox';
import { createPolicyViaApi, signUpAndSignIn, verifyMobileViaApi } from './support/session';
import { chooseSelectOption, expectToast, SIGNED_OUT_CHECK, submitButton, watchConsoleErrors } from './shell-ui-helpers';
import { fullDialogShown } from './support/full-dialog';

const inDays = (days: number) => addDays(londonToday(), days);

function group(page: Page, registration: string) {
  return page.locator(`[data-testid="reminder-group"][data-registration="${registration}"]`);
}

function reminder(scope: Locator, days: number) {
  return scope.locator(`[data-testid="reminder"][data-days="${days}"]`);
}

async function expectUrgency(item: Locator, label: string, color: string) {
  await expect(item.getByTestId('urgency')).toHaveText(label);
  await expect(item.getByTestId('urgency')).toHaveAttribute('data-color', color);
}

/** Each channel's delivery status of the policy's reminders, as the API tells it. */
async function statusesOf(page: Page, registration: string): Promise<Record<string, string>> {
  const [policies, reminders] = await Promise.all([
    page.request.get('/api/policies').then((r) => r.json() as Promise<{ id: string; registrationNumber: string }[]>),
    page.request.get('/api/reminders').then((r) => r.json() as Promise<Reminder[]>),
  ]);
  const policyId = policies.find((p) => p.registrationNumber === registration)?.id;
  const deliveries = reminders.filter((r) => r.policyId === policyId).flatMap((r) => r.deliveries ?? []);
  return Object.fromEntries(deliveries.map((d) => [d.channel, d.status]));
}

async function choosePolicy(page: Page, label: string) {
  const dialog = page.getByRole('dialog');
  await fullDialogShown(page);
  await dialog.getByRole('combobox', { name: 'Policy' }).click();
  await chooseSelectOption(page, label);
  // The select's shown value (its option list is drawn inside the dialog too).
  await expect(dialog.locator(`.ant-select-content[title="${label}"]`)).toBeVisible();
}

test('a driver sets reminders for two days, edits and deletes them, and the urgency follows the days', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK]);
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'RE60MND', carManufacturer: 'Volkswagen', carModel: 'Golf', renewalDate: inDays(60) });
  await createPolicyViaApi(page, { registrationNumber: 'FO45CUS', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: inDays(45) });

  await page.goto('/reminders');
  await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
  await expect(page.getByText('No reminders yet')).toBeVisible();

  // Nothing chosen: the spec's message, nothing sent.
  await page.getByRole('button', { name: 'Add Reminder' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Set Renewal Reminder')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Email' })).toBeChecked();
  await submitButton(page, 'Set Reminder').click();
  await expect(dialog.getByText('Please fill in all fields').first()).toBeVisible();

  // Two days: two reminders, one toast.
  await choosePolicy(page, 'RE60 MND · Volkswagen Golf');
  await dialog.getByRole('checkbox', { name: '30 days before' }).check();
  await dialog.getByRole('checkbox', { name: '20 days before' }).check();
  await dialog.getByRole('checkbox', { name: 'In-app' }).check();
  await submitButton(page, 'Set Reminder').click();
  await expectToast(page, 'Reminder created successfully');
  await expect(dialog).toBeHidden();

  const golf = group(page, 'RE60MND');
  await expect(golf.getByRole('heading', { level: 2 })).toHaveText('RE60 MNDVolkswagen Golf');
  await expect(golf.getByTestId('reminder')).toHaveCount(2);
  const thirty = reminder(golf, 30);
  await expect(thirty.getByRole('heading', { level: 3 })).toHaveText('30 day renewal reminder');
  await expectUrgency(thirty, 'Scheduled', 'green');
  await expectUrgency(reminder(golf, 20), 'Scheduled', 'green');
  // Due at 09:00 London on the renewal date less the days; every channel scheduled (In-app brings its web push).
  await expect(thirty.getByTestId('next-delivery')).toHaveText(`Next delivery: ${formatUkDate(inDays(30))} 09:00`);
  await expect(thirty.getByTestId('delivery-status')).toHaveText(['Queued', 'Queued', 'Queued']);
  await expect(thirty.locator('[data-testid="delivery"][data-channel="push"]')).toContainText('Push');
  await expect(thirty).toContainText('By Email, In-app');

  // Edit: a single day value; the label and colour follow.
  await page.getByRole('button', { name: 'Edit 20 day renewal reminder for RE60MND' }).click();
  await expect(dialog.getByText('Edit Reminder')).toBeVisible();
  await expect(dialog.getByRole('spinbutton', { name: 'Days before renewal' })).toHaveValue('20');
  await dialog.getByRole('spinbutton', { name: 'Days before renewal' }).fill('10');
  await submitButton(page, 'Save Changes').click();
  await expectToast(page, 'Reminder updated successfully');
  await expectUrgency(reminder(golf, 10), 'Soon', 'yellow');
  await expect(reminder(golf, 10).getByRole('heading', { level: 3 })).toHaveText('10 day renewal reminder');

  await page.getByRole('button', { name: 'Edit 10 day renewal reminder for RE60MND' }).click();
  await dialog.getByRole('spinbutton', { name: 'Days before renewal' }).fill('5');
  await dialog.getByRole('checkbox', { name: 'SMS' }).check();
  await submitButton(page, 'Save Changes').click();
  await expectToast(page, 'Reminder updated successfully');
  await expectUrgency(reminder(golf, 5), 'Urgent', 'red');
  await expect(reminder(golf, 5)).toContainText('By Email, SMS, In-app');

  // A second policy gets its own group.
  await page.getByRole('button', { name: 'Add Reminder' }).click();
  await choosePolicy(page, 'FO45 CUS · Ford Focus');
  await dialog.getByRole('checkbox', { name: '10 days before' }).check();
  await submitButton(page, 'Set Reminder').click();
  await expectToast(page, 'Reminder created successfully');
  await expect(page.getByTestId('reminder-group')).toHaveCount(2);
  await expectUrgency(reminder(group(page, 'FO45CUS'), 10), 'Soon', 'yellow');

  // Delete, after confirming.
  await page.getByRole('button', { name: 'Delete 30 day renewal reminder for RE60MND' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Reminder deleted successfully');
  await expect(golf.getByTestId('reminder')).toHaveCount(1);

  // After a reload everything is as the API stored it.
  await page.reload();
  await expect(golf.getByTestId('reminder')).toHaveCount(1);
  await expectUrgency(reminder(golf, 5), 'Urgent', 'red');
  await expect(group(page, 'FO45CUS').getByTestId('reminder')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a reminder whose time has passed is delivered at the next sweep, and the log and the bell say so', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK]);
  // Twilio refuses this user's number, so the SMS ends as a failure with its reason.
  const user = await signUpAndSignIn(page, { mobileNumber: '07700900456' });
  // SMS reminders go only to a verified number (issue 36): verified first, then Twilio refuses it.
  await verifyMobileViaApi(page, user);
  await resetFakeTwilio();
  await refuseNumber('+447700900456');
  try {
    await createPolicyViaApi(page, {
      registrationNumber: 'DU05SON',
      carManufacturer: 'Toyota',
      carModel: 'Yaris',
      insurer: 'Aviva',
      renewalDate: inDays(5),
      // The fake DVLA knows no DU05SON: with the daily check on, its 'no vehicle' notice could reach the bell
      // before the reminder's (then '2 unread'; issue 36 item 14).
      dvlaRefresh: false,
    });
    const since = new Date();
    await page.goto('/reminders');
    await page.getByRole('button', { name: 'Set your first reminder' }).click();
    const dialog = page.getByRole('dialog');
    await choosePolicy(page, 'DU05 SON · Toyota Yaris');
    await dialog.getByRole('checkbox', { name: '10 days before' }).check();
    await dialog.getByRole('checkbox', { name: 'SMS' }).check();
    await dialog.getByRole('checkbox', { name: 'In-app' }).check();
    await submitButton(page, 'Set Reminder').click();
    await expectToast(page, 'Reminder created successfully');

    // Renewing in 5 days with a 10-day reminder: overdue, so it goes out at the next sweep (every 5 s in e2e).
    const item = reminder(group(page, 'DU05SON'), 10);
    await expectUrgency(item, 'Soon', 'yellow');
    const log = item.getByRole('list', { name: 'Delivery log: 10 day renewal reminder for DU05SON' });
    const line = (channel: string) => log.locator(`[data-testid="delivery"][data-channel="${channel}"]`);

    // The page does not poll (spec §9): wait on the API for the sweep, then read the page once.
    await expect
      .poll(async () => statusesOf(page, 'DU05SON'), { timeout: 45_000, intervals: [1000, 2000] })
      .toEqual({ email: 'sent', sms: 'permanent-failure', app: 'sent', push: 'skipped' });
    await page.reload();
    await expect(line('email').getByTestId('delivery-status')).toHaveText('Sent');
    await expect(line('app').getByTestId('delivery-status')).toHaveText('Sent');
    await expect(line('sms').getByTestId('delivery-status')).toHaveText('Failed');
    // The e2e server has no VAPID keys: the web push that goes with In-app says so.
    await expect(line('push').getByTestId('delivery-status')).toHaveText('Skipped');
    await expect(line('push')).toContainText('Web push not configured');
    await expect(line('email')).toContainText(formatUkDate(londonToday()));
    await expect(line('sms')).toContainText(/The SMS was refused: .*not valid/);
    await expect(item.getByTestId('next-delivery')).toHaveText('Nothing more to deliver');

    // The email reached the (loopback) mailbox, once.
    const mail = await waitForMail(user.email, { subject: 'DU05 SON', since });
    expect(mail.subject).toContain('Toyota Yaris');
    expect(mail.text).toContain(formatUkDate(inDays(5)));
    // Twilio was asked and refused: nothing accepted for that number.
    expect((await sentSms()).filter((m) => m.to === '+447700900456')).toEqual([]);

    // The bell shows the in-app notification.
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText('Renewal reminder: Toyota Yaris (DU05 SON)')).toBeVisible();
    await expect(panel).toContainText(`renews on ${formatUkDate(inDays(5))}, in 5 days`);
  } finally {
    await resetFakeTwilio();
  }
  expect(errors).toEqual([]);
});
