// Issue 49 through the real parts: the user makes their forwarding address in Profile, a renewal email is sent to it
// over SMTP on loopback (the worker's receiver), the bell says what was read, its link opens the review prefilled
// from the stored reading, and only saving the review changes the policy (then the reading is done).
import { expect, test, type Page } from '@playwright/test';
import type { Policy } from '../shared-contracts/src/policy';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { createPolicyViaApi } from './support/policies';
import { signUpAndSignIn } from './support/session';
import { tickMarked } from './support/review-marks';
import { sendToReceiver } from './support/forwarded-mail';
import { pdfBytes } from './support/renewal-notice-files';
import MailComposer from 'nodemailer/lib/mail-composer';
import { expectToast, watchConsoleErrors } from './shell-ui-helpers';

test.setTimeout(120_000);

async function policy(page: Page, id: string): Promise<Policy> {
  return ((await (await page.request.get('/api/policies')).json()) as Policy[]).find((p) => p.id === id)!;
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function renewalEmail(to: string, renewalDate: string): string {
  return [
    'From: Aviva <renewals@aviva.co.uk>',
    `To: ${to}`,
    'Subject: Your Aviva car insurance renewal',
    'Date: Sun, 29 Nov 2026 09:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset="utf-8"',
    '',
    'Your Aviva car insurance renewal',
    'Policy number: AV-1234-5678',
    'Vehicle registration: AB12 CDE',
    'Cover: Comprehensive',
    `Renewal date: ${LONG_DATE.format(new Date(`${renewalDate}T00:00:00Z`))}`,
    "Last year's premium: £612.40",
    'Your renewal premium: £702.15',
    '',
  ].join('\r\n');
}

test('a forwarded renewal email: SMTP on loopback, the bell, the review prefilled, saved, and the policy shows the new figures', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await signUpAndSignIn(page);
  const renewal = addDays(londonToday(), 40);
  await createPolicyViaApi(page, { registrationNumber: 'WP21HTF', carManufacturer: 'Kia', carModel: 'Ceed', renewalDate: renewal });
  const id = await createPolicyViaApi(page, { registrationNumber: 'AB12CDE', carManufacturer: 'Ford', carModel: 'Focus', insurer: 'Aviva', renewalDate: renewal, currentPremium: '612.40' });

  // Profile: the address is made, shown with Copy, and said to be private.
  await page.goto('/profile');
  const profileCard = page.getByTestId('forwarding-card');
  await expect(profileCard.getByRole('heading', { name: 'Forward renewal emails' })).toBeVisible();
  await expect(profileCard).toContainText('This address is private');
  await profileCard.getByRole('button', { name: 'Make my address' }).click();
  const field = profileCard.getByRole('textbox', { name: 'Your forwarding address' });
  await expect(field).toHaveValue(/^renewals\+[a-z2-7]{26}@in\.renewly\.test$/);
  const address = await field.inputValue();
  await expect(profileCard.getByRole('button', { name: 'Copy' })).toBeVisible();

  await sendToReceiver(address, renewalEmail(address, renewal));

  // The bell: the notice was read; its link opens the review (read again until the worker's reading has arrived).
  await page.goto('/policies');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(async () => {
    await page.reload();
    await expect(bell).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('inbound-readings')).toContainText('Renewal notice received: check it');
  await bell.click();
  const message = 'We read your renewal notice from Aviva for AB12 CDE: check it';
  await page.getByRole('link', { name: `Open: ${message}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Check your renewal notice' });
  await expect(dialog).toBeVisible();
  // Sent unsigned from loopback: who sent it cannot be shown to be aviva.co.uk, and the line says so (SPF/DKIM/DMARC).
  await expect(dialog.getByTestId('forwarded-from')).toContainText('From aviva.co.uk');
  await expect(dialog.getByTestId('forwarded-from')).toHaveAttribute('data-verified', 'false');
  await expect(dialog).toContainText('Subject: Your Aviva car insurance renewal');
  await expect(dialog).toContainText('For AB12 CDE Ford Focus');
  const row = (field: string) => dialog.locator(`[data-testid="notice-field"][data-field="${field}"]`);
  await expect(row('currentPremium').getByRole('spinbutton')).toHaveValue('702.15');
  await expect(row('currentPremium')).toContainText('Now: £612.40');
  await expect(row('insurerPolicyNumber').getByRole('textbox')).toHaveValue('AV-1234-5678');
  // Nothing has changed on the policy while the review is open.
  expect((await policy(page, id)).currentPremium).toBe('612.40');

  // The premium is read from a clear label but nothing else in the email confirms it: marked to check (issue 47).
  await tickMarked(dialog);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Policy updated successfully');
  await expect(dialog).toBeHidden();
  expect(await policy(page, id)).toMatchObject({ currentPremium: '702.15', insurerPolicyNumber: 'AV-1234-5678', renewalDate: renewal });
  const card = page.locator(`#policy-${id}`);
  await expect(card).toContainText("Insurer's no. AV-1234-5678");
  await expect(card).toContainText('Premium£702');
  await expect(card).toContainText('Up £90 (15%) on last year');
  // The reading is done: its line has gone, and the list is empty.
  await expect(page.getByTestId('inbound-readings')).toBeHidden();
  expect(await (await page.request.get('/api/inbound-readings')).json()).toEqual([]);
  expect(errors).toEqual([]);
});

test('"Keep this notice": the PDF attached to a forwarded email is kept with the car\'s documents when the review is saved', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await signUpAndSignIn(page);
  const renewal = addDays(londonToday(), 40);
  const id = await createPolicyViaApi(page, { registrationNumber: 'KN12PDF', carManufacturer: 'Ford', carModel: 'Focus', insurer: 'Aviva', renewalDate: renewal, currentPremium: '612.40' });
  const made = await page.request.post('/api/forwarding-address', { headers: { Origin: new URL(process.env.E2E_BASE_URL!).origin } });
  expect(made.status(), await made.text()).toBe(201);
  const { address } = (await made.json()) as { address: string };
  const pdf = await pdfBytes((doc) => {
    doc.fontSize(12).text('Your Aviva car insurance renewal');
    doc.text('Vehicle registration: KN12 PDF');
  });
  const lines = renewalEmail(address, renewal).split('\r\n');
  const raw = await new MailComposer({
    from: 'Aviva <renewals@aviva.co.uk>',
    to: address,
    subject: 'Your Aviva car insurance renewal',
    text: lines.slice(lines.indexOf('') + 1).join('\n').replace('AB12 CDE', 'KN12 PDF'),
    attachments: [{ filename: 'Aviva renewal KN12PDF.pdf', content: pdf, contentType: 'application/pdf' }],
  })
    .compile()
    .build();
  await sendToReceiver(address, raw.toString('binary'));

  await page.goto('/policies');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('inbound-readings')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByTestId('inbound-readings').getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Check your renewal notice' });
  await expect(dialog).toBeVisible();
  const keep = dialog.getByRole('checkbox', { name: 'Keep this notice' });
  await expect(keep).not.toBeChecked();
  await keep.check();
  await tickMarked(dialog);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Policy updated successfully', "The notice is kept with the car's documents.");
  await expect(dialog).toBeHidden();
  expect((await policy(page, id)).currentPremium).toBe('702.15');

  await page.getByRole('button', { name: 'Documents for KN12PDF' }).click();
  const documents = page.getByRole('dialog', { name: /^Documents: / });
  const kept = documents.getByTestId('policy-document').filter({ hasText: 'Aviva renewal KN12PDF.pdf' });
  await expect(kept).toContainText('Renewal notice');
  const href = (await kept.getByRole('link', { name: 'Open Aviva renewal KN12PDF.pdf' }).getAttribute('href'))!;
  const file = await page.request.get(href);
  expect(Buffer.compare(await file.body(), pdf)).toBe(0);
  expect(errors).toEqual([]);
});
