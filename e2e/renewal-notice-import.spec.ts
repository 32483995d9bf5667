// Issue 25 through the real page: a renewal notice chosen on a policy card is read in the browser (PDF text, or OCR
// of a photo), checked in 'Check your renewal notice' beside what Renewly holds, saved through the normal update, and
// the price jump shown on the card; bad files say what to try and change nothing. The files are made in code
// (support/renewal-notice-files.ts).
import { expect, test, type Locator, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Policy } from '../shared-contracts/src/policy';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { createPolicyViaApi, withoutDvlaState } from './support/policies';
import { signUpAndSignIn } from './support/session';
import { tickMarked } from './support/review-marks';
import { renewalNoticeFiles, type NoticeFile, type NoticeName } from './support/renewal-notice-files';
import { expectToast, watchConsoleErrors, answerDiscardChanges } from './shell-ui-helpers';

test.setTimeout(120_000);

async function policies(page: Page): Promise<Policy[]> {
  return (await page.request.get('/api/policies')).json() as Promise<Policy[]>;
}
const byReg = async (page: Page, reg: string) => (await policies(page)).find((p) => p.registrationNumber === reg)!;

/** Chooses the file on the card's 'Import renewal notice' (through the file chooser, as a person does). */
async function importOnCard(page: Page, registration: string, file: Pick<NoticeFile, 'fileName' | 'mimeType' | 'bytes'>): Promise<Locator> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Import renewal notice for ${registration}` }).click();
  await (await chooser).setFiles({ name: file.fileName, mimeType: file.mimeType, buffer: file.bytes });
  const dialog = page.getByRole('dialog', { name: 'Check your renewal notice' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Your notice is read on this device: the file itself is not uploaded unless you choose to keep it.').first()).toBeVisible();
  return dialog;
}

const row = (dialog: Locator, field: string) => dialog.locator(`[data-testid="notice-field"][data-field="${field}"]`);

/** A PDF with these lines (for a notice the shared files do not cover). */
function pdfOf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(12);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

test('three insurers’ PDFs, one of three pages: each field beside the value held, its snippet, saved, and the rise on the card', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await signUpAndSignIn(page);
  const files = await renewalNoticeFiles();
  const renewal = addDays(londonToday(), 40);
  await createPolicyViaApi(page, { registrationNumber: 'YD19KMV', carManufacturer: 'Ford', carModel: 'Focus', insurer: 'Aviva', renewalDate: renewal, currentPremium: '612.40' });
  await createPolicyViaApi(page, { registrationNumber: 'LN19WZP', carManufacturer: 'Ford', carModel: 'Fiesta', renewalDate: renewal });
  await createPolicyViaApi(page, { registrationNumber: 'WP21HTF', carManufacturer: 'Kia', carModel: 'Ceed', renewalDate: renewal, excess: 100 });
  const before = await byReg(page, 'WP21HTF');
  await page.goto('/policies');

  // Admiral's layout: every field, last year's premium among the instalment lines.
  let dialog = await importOnCard(page, 'YD19KMV', files.admiral);
  await expect(row(dialog, 'renewalDate')).toContainText('Now: ');
  await expect(row(dialog, 'currentPremium')).toContainText('Now: £612.40');
  await expect(row(dialog, 'insurerPolicyNumber').getByRole('textbox')).toHaveValue('P81-4471-2290');
  await expect(row(dialog, 'insurer').getByRole('textbox')).toHaveValue('Admiral');
  await expect(row(dialog, 'currentPremium').getByRole('spinbutton')).toHaveValue('689.90');
  await expect(row(dialog, 'previousPremium').getByRole('spinbutton')).toHaveValue('612.40');
  await expect(row(dialog, 'excess').getByRole('spinbutton')).toHaveValue('350.00');
  await expect(row(dialog, 'excess').getByTestId('notice-snippet')).toHaveCount(2);
  await expect(row(dialog, 'previousPremium').getByTestId('notice-snippet')).toContainText('612.40');
  await expect(dialog.getByTestId('price-rise')).toContainText('Up £78 (13%) on last year');
  await tickMarked(dialog);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Policy updated successfully');
  await expect(dialog).toBeHidden();
  expect(await byReg(page, 'YD19KMV')).toMatchObject({
    renewalDate: '2027-01-24',
    insurer: 'Admiral',
    insurerPolicyNumber: 'P81-4471-2290',
    coverage: 'Comprehensive',
    currentPremium: '689.9',
    previousPremium: '612.4',
    excess: 350,
  });
  const card = page.locator('[data-testid="policy-card"][data-registration="YD19KMV"]');
  await expect(card.getByTestId('price-rise')).toContainText('Up £78 (13%) on last year');
  await card.getByText('What the rules say and what you can do').click();
  await expect(card.getByRole('link', { name: 'ICOBS 6B' })).toHaveAttribute('href', 'https://handbook.fca.org.uk/handbook/ICOBS/6B/1.html');
  await expect(card.getByRole('link', { name: 'Get quotes' })).toHaveAttribute('href', '/quotes');

  // Aviva's: a rise of 7% and £36 is not pointed out.
  dialog = await importOnCard(page, 'LN19WZP', files.aviva);
  await expect(row(dialog, 'insurerPolicyNumber').getByRole('textbox')).toHaveValue('AV/6620184/03');
  await expect(row(dialog, 'coverage')).toContainText('Third Party Fire & Theft');
  await expect(dialog.getByTestId('price-rise')).toHaveCount(0);
  await tickMarked(dialog);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  expect(await byReg(page, 'LN19WZP')).toMatchObject({ currentPremium: '534.18', previousPremium: '498', excess: 400, coverage: 'Third Party Fire & Theft' });
  await expect(page.locator('[data-testid="policy-card"][data-registration="LN19WZP"]').getByTestId('price-rise')).toHaveCount(0);

  // Hastings over three pages, the excess table on the last: a field edited by hand wins.
  dialog = await importOnCard(page, 'WP21HTF', files.hastingsMultiPage);
  await expect(row(dialog, 'excess').getByRole('spinbutton')).toHaveValue('500.00');
  await expect(row(dialog, 'excess')).toContainText('Now: £100.00');
  await row(dialog, 'insurer').getByRole('textbox').fill('Hastings');
  await tickMarked(dialog);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  const after = await byReg(page, 'WP21HTF');
  expect(after).toMatchObject({ insurer: 'Hastings', currentPremium: '842.16', previousPremium: '731.88', excess: 500, renewalDate: '2027-03-02' });
  // What the notice does not hold is left as it was.
  expect([after.carManufacturer, after.carModel, after.motExpiryDate, after.policyNumber]).toEqual([
    before.carManufacturer,
    before.carModel,
    before.motExpiryDate,
    before.policyNumber,
  ]);
  await expect(page.locator('[data-testid="policy-card"][data-registration="WP21HTF"]').getByTestId('price-rise')).toContainText(
    'Up £110 (15%) on last year',
  );
  expect(errors).toEqual([]);
});

test('a photo is read by OCR with its progress; a notice for another car offers to switch; Cancel leaves everything as it was', async ({ page }) => {
  await signUpAndSignIn(page);
  const files = await renewalNoticeFiles();
  const renewal = addDays(londonToday(), 40);
  await createPolicyViaApi(page, { registrationNumber: 'YD19KMV', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: renewal });
  await createPolicyViaApi(page, { registrationNumber: 'AB12CDE', carManufacturer: 'Mini', carModel: 'Cooper', renewalDate: renewal, currentPremium: '500' });
  await page.goto('/policies');

  // The photo of Admiral's notice, chosen on the Mini's card: read by OCR, and it names the Focus.
  const dialog = await importOnCard(page, 'AB12CDE', files.photoPng);
  await expect(dialog.getByText(/Recognising text/)).toBeVisible();
  await expect(dialog.getByTestId('notice-review')).toBeVisible({ timeout: 60_000 });
  await expect(row(dialog, 'registrationNumber')).toContainText('This notice is for YD19 KMV, not AB12 CDE.');
  await dialog.getByRole('button', { name: 'Switch to YD19 KMV' }).click();
  await expect(dialog.getByText(/^For YD19 KMV Ford Focus/)).toBeVisible();
  await expect(row(dialog, 'currentPremium').getByRole('spinbutton')).toHaveValue('689.90');
  await tickMarked(dialog);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  expect(await byReg(page, 'YD19KMV')).toMatchObject({ currentPremium: '689.9', previousPremium: '612.4' });
  expect(await byReg(page, 'AB12CDE')).toMatchObject({ currentPremium: '500', previousPremium: null });

  // Cancelled while the photo is read: nothing changes.
  const again = await importOnCard(page, 'AB12CDE', files.photoJpeg);
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();
  expect(await byReg(page, 'AB12CDE')).toMatchObject({ currentPremium: '500', previousPremium: null });

  // From Edit Policy Details as well.
  await page.getByRole('button', { name: 'Edit AB12CDE' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Policy Details' });
  const chooser = page.waitForEvent('filechooser');
  await edit.getByRole('button', { name: 'Import renewal notice' }).click();
  await (await chooser).setFiles({ name: files.aviva.fileName, mimeType: files.aviva.mimeType, buffer: files.aviva.bytes });
  await expect(edit).toBeHidden();
  const review = page.getByRole('dialog', { name: 'Check your renewal notice' });
  await expect(review.getByTestId('notice-review')).toBeVisible();
  await review.getByRole('button', { name: 'Cancel' }).click();
  await answerDiscardChanges(page);
  await expect(review).toBeHidden();
  expect(await byReg(page, 'AB12CDE')).toMatchObject({ currentPremium: '500', previousPremium: null });
});

test('bad files say what to try and change nothing; absurd figures are marked and held until checked', async ({ page }) => {
  await signUpAndSignIn(page);
  const files = await renewalNoticeFiles();
  await createPolicyViaApi(page, { registrationNumber: 'AB12CDE', carManufacturer: 'Mini', carModel: 'Cooper', currentPremium: '500' });
  const before = await byReg(page, 'AB12CDE');
  await page.goto('/policies');

  const bad: [NoticeName, RegExp][] = [
    ['passwordProtected', /password/],
    ['corrupt', /damaged|complete/],
    ['empty', /empty/],
    ['oversized', /larger than 10 MB/],
    ['notADocument', /PDF|photo/],
    ['recipe', /renewal notice/],
    ['blurredPhoto', /photo|sharper/],
  ];
  for (const [name, says] of bad) {
    const dialog = await importOnCard(page, 'AB12CDE', files[name]);
    const alert = dialog.getByTestId('notice-failed').getByRole('alert');
    await expect(alert, name).toBeVisible({ timeout: 60_000 });
    await expect(alert, name).toContainText("We couldn't read this file");
    await expect(alert, name).toContainText(says);
    await dialog.getByTestId('notice-failed').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
  expect(withoutDvlaState(await byReg(page, 'AB12CDE'))).toEqual(withoutDvlaState(before));

  // £0 this year, £1,000,000 last year, 31 February: shown, marked, and not saved until corrected or confirmed.
  const absurd = readFileSync(
    path.join(__dirname, '../shared-contracts/src/features/renewal-notice/test-fixtures/absurd-figures.txt'),
    'utf8',
  ).split('\n');
  const dialog = await importOnCard(page, 'AB12CDE', { fileName: 'absurd.pdf', mimeType: 'application/pdf', bytes: await pdfOf(absurd) });
  await expect(row(dialog, 'currentPremium')).toContainText('A premium of £0 cannot be right: check the figure.');
  await expect(row(dialog, 'renewalDate')).toContainText('This date does not exist');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Check the marked values first' })).toBeVisible();
  expect(withoutDvlaState(await byReg(page, 'AB12CDE'))).toEqual(withoutDvlaState(before));
  // Corrected: the premium and the date typed, last year's and the excess confirmed as they are.
  await row(dialog, 'currentPremium').getByRole('spinbutton').fill('640');
  await row(dialog, 'renewalDate').getByRole('textbox').fill('28/02/2027');
  await row(dialog, 'renewalDate').getByRole('textbox').press('Enter');
  await row(dialog, 'previousPremium').getByRole('spinbutton').fill('590');
  await row(dialog, 'excess').getByRole('checkbox', { name: 'This is right' }).check();
  await tickMarked(dialog);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  expect(await byReg(page, 'AB12CDE')).toMatchObject({ currentPremium: '640', previousPremium: '590', renewalDate: '2027-02-28', excess: 25000 });
});

test('the dashboard shows the rise beside a renewal that has one', async ({ page }) => {
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'YD19KMV', renewalDate: addDays(londonToday(), 20), currentPremium: '689.90', previousPremium: '612.40' });
  await createPolicyViaApi(page, { registrationNumber: 'AB12CDE', renewalDate: addDays(londonToday(), 25), currentPremium: '520', previousPremium: '500' });
  await page.goto('/');
  await expect(page.locator('[data-testid="upcoming-renewal"][data-registration="YD19KMV"]').getByTestId('upcoming-price-rise')).toHaveText(
    'Up £78 (13%) on last year',
  );
  await expect(page.locator('[data-testid="upcoming-renewal"][data-registration="AB12CDE"]').getByTestId('upcoming-price-rise')).toHaveCount(0);
});

test('issue 47: the add-ons and a total that does not add up are shown and held; a renewal date not on the notice is never kept silently; an unchecked figure needs its tick', async ({ page }) => {
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'WP21KHD', carManufacturer: 'Skoda', carModel: 'Octavia', renewalDate: '2027-03-14', currentPremium: '665.10' });
  await createPolicyViaApi(page, { registrationNumber: 'HJ19WEA', carManufacturer: 'Mini', carModel: 'Cooper', renewalDate: '2027-06-02', currentPremium: '498.10' });
  await page.goto('/policies');

  // The add-ons priced apart beside the car insurance, and a total £10 more than they make.
  const priced = readFileSync(path.join(__dirname, '../shared-contracts/src/features/renewal-notice/issue-47/addons-price-table.txt'), 'utf8');
  const lines = priced.replace('£878.04', '£888.04').split('\n');
  let dialog = await importOnCard(page, 'WP21KHD', { fileName: 'renewal.pdf', mimeType: 'application/pdf', bytes: await pdfOf(lines) });
  const premium = row(dialog, 'currentPremium');
  await expect(premium.getByRole('spinbutton')).toHaveValue('692.10', { timeout: 60_000 });
  const addOns = premium.getByTestId('notice-add-ons');
  await expect(addOns).toContainText('Not in this premium: Breakdown £141.00, Legal expenses £29.95, Key cover £14.99: total £888.04');
  await expect(addOns).toHaveAttribute('data-check', 'true');
  await expect(premium).toContainText('add up to £878.04, not the total on the notice (£888.04)');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Check the marked values first' })).toBeVisible();
  expect((await byReg(page, 'WP21KHD')).currentPremium).toBe('665.10');
  await premium.getByRole('checkbox', { name: 'This is right' }).check();
  await tickMarked(dialog);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  expect(await byReg(page, 'WP21KHD')).toMatchObject({ currentPremium: '692.1', previousPremium: '665.1' });

  // No renewal date on the notice: the date held is shown, marked, and saved only once ticked.
  const undated = readFileSync(path.join(__dirname, '../shared-contracts/src/features/renewal-notice/issue-47/unlisted-brand.txt'), 'utf8')
    .replace(' Your policy renews on 2 June 2027.', '')
    .replace('Go Girl', 'Acme Motor') // Go Girl is on the brand list now: an unlisted name keeps this a marked insurer.
    .split('\n');
  dialog = await importOnCard(page, 'HJ19WEA', { fileName: 'renewal.pdf', mimeType: 'application/pdf', bytes: await pdfOf(undated) });
  const date = row(dialog, 'renewalDate');
  await expect(date).toContainText("We couldn't find the renewal date on the notice.", { timeout: 60_000 });
  await expect(date.getByTestId('not-found')).toBeVisible();
  await expect(row(dialog, 'insurer').getByRole('textbox')).toHaveValue('Acme Motor');
  await row(dialog, 'insurer').getByRole('checkbox', { name: 'This is right' }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Check the marked values first' })).toBeVisible();
  expect((await byReg(page, 'HJ19WEA')).currentPremium).toBe('498.10');
  await date.getByRole('checkbox', { name: 'This is right' }).check();
  await tickMarked(dialog);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  expect(await byReg(page, 'HJ19WEA')).toMatchObject({ insurer: 'Acme Motor', renewalDate: '2027-06-02', currentPremium: '512.66' });

  // A price under a loose label that nothing on the notice confirms: marked, and saved only once ticked.
  const loose = ['Your car insurance renewal', 'Policy number: KX-7720418', 'Renewal date: 14 March 2027', 'Price: £845.33'];
  dialog = await importOnCard(page, 'WP21KHD', { fileName: 'renewal.pdf', mimeType: 'application/pdf', bytes: await pdfOf(loose) });
  const price = row(dialog, 'currentPremium');
  await expect(price.getByRole('spinbutton')).toHaveValue('845.33', { timeout: 60_000 });
  await expect(price).toContainText('The notice does not label this clearly and nothing else on it confirms it');
  await expect(row(dialog, 'renewalDate').locator('.ant-alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Check the marked values first' })).toBeVisible();
  expect((await byReg(page, 'WP21KHD')).currentPremium).toBe('692.1');
  await price.getByRole('checkbox', { name: 'This is right' }).check();
  await tickMarked(dialog);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  expect(await byReg(page, 'WP21KHD')).toMatchObject({ currentPremium: '845.33', renewalDate: '2027-03-14' });
});

test('issue 47: paying by instalments is shown beside the premium, never taken for it; a plan that does not add up is marked', async ({ page }) => {
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'KM20TXA', carManufacturer: 'Vauxhall', carModel: 'Astra', renewalDate: '2027-04-18', currentPremium: '701.30' });
  await page.goto('/policies');
  const table = readFileSync(path.join(__dirname, '../shared-contracts/src/features/renewal-notice/issue-47/instalments-table.txt'), 'utf8');
  // The total payable £1 more than the deposit and the ten instalments make.
  const lines = table.replace('£823.16', '£824.16').replace('£80.60', '£81.60').split('\n');
  const dialog = await importOnCard(page, 'KM20TXA', { fileName: 'renewal.pdf', mimeType: 'application/pdf', bytes: await pdfOf(lines) });
  const premium = row(dialog, 'currentPremium');
  await expect(premium.getByRole('spinbutton')).toHaveValue('742.56', { timeout: 60_000 });
  const payment = premium.getByTestId('notice-payment');
  await expect(payment).toContainText('Paying by instalments: deposit £74.26, then 10 x £74.89: total payable £824.16, interest £81.60, APR 24.9%.');
  await expect(payment).toContainText('Tax and fees: Insurance Premium Tax £79.56.');
  await expect(payment).toHaveAttribute('data-check', 'true');
  await expect(payment).toContainText('make £823.16, not the total payable on the notice (£824.16)');
  // The premium itself adds up with the interest to the total payable: nothing to tick.
  await expect(premium.locator('.ant-alert')).toHaveCount(0);
  await tickMarked(dialog);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  expect(await byReg(page, 'KM20TXA')).toMatchObject({ currentPremium: '742.56', previousPremium: '701.3', renewalDate: '2027-04-18', excess: 500 });
});
