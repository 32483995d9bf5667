// Issue 15, the policy dialog: each test reproduces one defect found walking the built screens as a new user.
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { addDays, formatUkDate, londonToday } from '../shared-contracts/src/rules/dates';
import { signUpAndSignIn } from './support/session';
import { createPolicyViaApi } from './support/policies-api';
import { expectToast, answerDiscardChanges, chooseSelectOption, toastArea } from './shell-ui-helpers';
import { fullDialogShown } from './support/full-dialog';

const inDays = (days: number) => addDays(londonToday(), days);

// Each test walks the dialog several times (lookups, date pickers): on a busy 2-core machine that can pass a minute.
test.describe.configure({ timeout: 120_000 });

function card(page: Page, registration: string) {
  return page.locator(`[data-testid="policy-card"][data-registration="${registration}"]`);
}

/** The form kit's field holding this control (its label, control and its own message). */
function formItem(page: Page, fieldId: string) {
  return page.getByRole('dialog').locator('.renewly-field', { has: page.locator(`#${fieldId}`) });
}

/** Records the bodies of the policy writes the page sends. */
function watchPolicyWrites(page: Page, method: 'POST' | 'PUT') {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === method && new URL(request.url()).pathname.startsWith('/api/policies')) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

const FAKE_DVLA_MAKES: Record<string, string> = { AA19AAA: 'Volkswagen', AA19MOT: 'Mercedes-Benz' };

/** Opens 'Add New Policy', fills a plate the fake DVLA knows (it fills in the make) and a model. */
async function startAddingGolf(page: Page, plate: 'AA19AAA' | 'AA19MOT' = 'AA19AAA') {
  await page.getByRole('button', { name: 'Add Policy' }).click();
  await fullDialogShown(page);
  const dialog = page.getByRole('dialog', { name: 'Add New Policy' });
  await dialog.getByLabel('Registration Number').fill(plate);
  await expect(dialog.getByTitle(FAKE_DVLA_MAKES[plate]!)).toBeVisible();
  await dialog.getByLabel('Car Model').fill('Golf');
  return dialog;
}

async function typeDate(page: Page, label: string, text: string) {
  const field = page.getByRole('dialog').getByLabel(label);
  await field.click();
  await field.fill(text);
}

test('1. a typed date is the date saved, however the user leaves the field', async ({ page }) => {
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, {
    registrationNumber: 'AC19SXO',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    renewalDate: inDays(100),
  });
  const puts = watchPolicyWrites(page, 'PUT');
  const posts = watchPolicyWrites(page, 'POST');
  await page.goto('/policies');

  // Edit: type over the renewal date, then click 'Save Changes' straight away.
  await page.getByRole('button', { name: 'Edit AC19SXO' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Policy Details' });
  await typeDate(page, 'Renewal Date', formatUkDate(inDays(90)));
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Policy updated successfully');
  expect(puts.map((b) => b.renewalDate)).toEqual([inDays(90)]);
  await expect(card(page, 'AC19SXO')).toContainText(formatUkDate(inDays(90)));

  // Add: the renewal date left by clicking elsewhere in the dialog, the MOT date by Tab, then 'Add Policy'.
  dialog = await startAddingGolf(page);
  await typeDate(page, 'Renewal Date', formatUkDate(inDays(40)));
  await dialog.locator('.ant-modal-title').click();
  await expect(dialog.getByLabel('Renewal Date')).toHaveValue(formatUkDate(inDays(40)));
  await typeDate(page, 'MOT Expiry Date', formatUkDate(inDays(200)));
  await dialog.getByLabel('MOT Expiry Date').press('Tab');
  await dialog.getByRole('button', { name: 'Add Policy' }).click();
  await expectToast(page, 'Policy created successfully with 1 reminder(s)'); // the 'Best day to get quotes' reminder, ticked by default
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ renewalDate: inDays(40), motExpiryDate: inDays(200) });
  await expect(card(page, 'AA19AAA')).toContainText(formatUkDate(inDays(40)));
});

test('2. an impossible date is marked on its field and blocks saving', async ({ page }) => {
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, {
    registrationNumber: 'AC19SXO',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    renewalDate: inDays(100),
  });
  const puts = watchPolicyWrites(page, 'PUT');
  await page.goto('/policies');
  await page.getByRole('button', { name: 'Edit AC19SXO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Policy Details' });

  const impossible = `31/02/${Number(inDays(400).slice(0, 4))}`;
  await typeDate(page, 'Renewal Date', impossible);
  await dialog.getByLabel('Renewal Date').press('Tab');
  await expect(dialog.getByLabel('Renewal Date')).toHaveValue(impossible);
  await expect(formItem(page, 'policy-renewalDate')).toContainText('Please enter a real date (dd/mm/yyyy)');

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByLabel('Renewal Date')).toBeFocused();
  await expect(dialog).toBeVisible();
  expect(puts).toEqual([]);
  await expect(card(page, 'AC19SXO')).toContainText(formatUkDate(inDays(100)));

  // Corrected, it saves.
  await typeDate(page, 'Renewal Date', formatUkDate(inDays(120)));
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Policy updated successfully');
  expect(puts.map((b) => b.renewalDate)).toEqual([inDays(120)]);
});

test('3. a double-clicked or retried Add Policy creates once and reports success', async ({ page }) => {
  await signUpAndSignIn(page);
  const posts = watchPolicyWrites(page, 'POST');
  await page.goto('/policies');

  let dialog = await startAddingGolf(page);
  await typeDate(page, 'Renewal Date', formatUkDate(inDays(40)));
  await dialog.getByLabel('Renewal Date').press('Enter');
  await dialog.getByRole('button', { name: 'Add Policy' }).dblclick();
  await expectToast(page, 'Policy created successfully with 1 reminder(s)'); // the 'Best day to get quotes' reminder, ticked by default
  await expect(dialog).toBeHidden();
  expect(posts).toHaveLength(1);
  await expect(page.getByTestId('policy-card')).toHaveCount(1);

  // The server creates the policy but its answer is lost: the retried request meets 409 for the same plate.
  let first = true;
  await page.route('**/api/policies', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    if (first) {
      first = false;
      return route.abort('connectionreset');
    }
    return route.fulfill({ response });
  });
  dialog = await startAddingGolf(page, 'AA19MOT');
  await typeDate(page, 'Renewal Date', formatUkDate(inDays(50)));
  await dialog.getByLabel('Renewal Date').press('Enter');
  await dialog.getByRole('button', { name: 'Add Policy' }).click();
  // The first attempt's answer was lost, so how many reminders it made is unknown: the message leaves the count out
  // (create-policy.ts). Found by its own words: the first part's toast ('... with 1 reminder(s)') may still be showing
  // (this assertion used to pass on that one when the second part ran within its lifetime).
  await expect(toastArea(page).locator('.renewly-toast-title').filter({ hasText: /^Policy created successfully$/ })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('policy-card')).toHaveCount(2);
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 650 },
]) {
  test(`4. after a failed submit the first field in error is scrolled into view and focused (${viewport.width}x${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpAndSignIn(page);
    await page.goto('/policies');
    await page.getByRole('button', { name: 'Add Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Policy' });
    await dialog.getByRole('button', { name: 'Add Policy' }).click();
    await expect(dialog.getByText(/Please fill in all required fields/)).toBeAttached();
    const registration = dialog.getByLabel('Registration Number');
    await expect(registration).toBeFocused();
    await expect(registration).toBeInViewport();

    await registration.fill('AA19AAA');
    await expect(dialog.getByTitle('Volkswagen')).toBeVisible();
    await dialog.getByLabel('Car Model').fill('Golf');
    await dialog.getByLabel('Current Premium (£)').fill('640');
    await dialog.getByRole('button', { name: 'Add Policy' }).click();
    const renewal = dialog.getByLabel('Renewal Date');
    await expect(renewal).toBeFocused();
    await expect(renewal).toBeInViewport();
    await expect(formItem(page, 'policy-renewalDate')).toContainText('Required');
  });
}

test('5. a dialog with changes asks before discarding them', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/policies');

  // Nothing typed: Esc closes at once.
  await page.getByRole('button', { name: 'Add Policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Policy' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add Policy' }).click();
  const premium = dialog.getByLabel('Current Premium (£)');
  await premium.fill('640');
  const confirm = page.getByRole('dialog', { name: 'Discard changes?' });
  const keepEditing = async () => {
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect(confirm).toBeHidden();
    await expect(premium).toHaveValue(/^640(\.00)?$/);
  };

  await premium.press('Escape');
  await keepEditing();
  await page.mouse.click(10, 400); // outside the dialog
  await keepEditing();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await keepEditing();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await answerDiscardChanges(page);
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add Policy' }).click();
  await expect(dialog.getByLabel('Current Premium (£)')).toHaveValue('');
});

test('8. a past renewal date is accepted with a warning and an offer of next year, and no reminder is set silently', async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const posts = watchPolicyWrites(page, 'POST');
  await page.goto('/policies');

  const today = londonToday();
  const nextYear = (isoDate: string) => {
    let year = Number(isoDate.slice(0, 4));
    while (`${year}${isoDate.slice(4)}` <= today) year += 1;
    return `${year}${isoDate.slice(4)}`;
  };

  // Offered the same date next year, and taking it clears the warning.
  let dialog = await startAddingGolf(page);
  await typeDate(page, 'Renewal Date', '01/01/2020');
  await dialog.getByLabel('Renewal Date').press('Tab');
  await expect(dialog.getByText('This renewal date has passed.')).toBeVisible();
  await dialog.getByRole('button', { name: `Use ${formatUkDate(nextYear('2020-01-01'))}` }).click();
  await expect(dialog.getByLabel('Renewal Date')).toHaveValue(formatUkDate(nextYear('2020-01-01')));
  await expect(dialog.getByText('This renewal date has passed.')).toBeHidden();

  // Kept in the past: saved as it is, expired, and the 30-day reminder (long gone) is said not to be set.
  const pastDate = addDays(today, -10);
  await typeDate(page, 'Renewal Date', formatUkDate(pastDate));
  await dialog.getByLabel('Renewal Date').press('Tab');
  await expect(dialog.getByText('This renewal date has passed.')).toBeVisible();
  await dialog.getByLabel('30 days before').check();
  await expect(dialog.getByText('Not set: reminders that would fall before today (30 days before).')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Policy' }).click();
  await expectToast(page, 'Policy created successfully');
  await expect(dialog).toBeHidden();
  expect(posts).toHaveLength(1);
  expect(posts[0]!.renewalDate).toBe(pastDate);
  expect(posts[0]!.reminderDays ?? []).toEqual([]);
  await expect(card(page, 'AA19AAA').getByTestId('policy-status')).toHaveText('Expired');

  // A date only a little ahead keeps the reminders still to come, and drops the ones already past.
  dialog = await startAddingGolf(page, 'AA19MOT');
  await typeDate(page, 'Renewal Date', formatUkDate(addDays(today, 15)));
  await dialog.getByLabel('Renewal Date').press('Tab');
  await dialog.getByLabel('30 days before').check();
  await dialog.getByLabel('10 days before').check();
  await expect(dialog.getByText('Not set: reminders that would fall before today (30 days before).')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Policy' }).click();
  await expectToast(page, 'Policy created successfully with 1 reminder(s)');
  expect(posts[1]!.reminderDays).toEqual([10]);
});

test('9. a too-long model names the field', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/policies');
  const dialog = await startAddingGolf(page);
  await dialog.getByLabel('Car Model').fill('G'.repeat(101));
  await typeDate(page, 'Renewal Date', formatUkDate(inDays(40)));
  await dialog.getByLabel('Renewal Date').press('Enter');
  await dialog.getByRole('button', { name: 'Add Policy' }).click();
  await expect(formItem(page, 'policy-carModel')).toContainText('Car Model is too long (at most 100 characters)');
  await expect(dialog.getByText('Text is too long')).toHaveCount(0);
});

test('9. the plate box says a plate is too long instead of cutting it', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/policies');
  await page.getByRole('button', { name: 'Add Policy' }).click();
  await fullDialogShown(page);
  const dialog = page.getByRole('dialog', { name: 'Add New Policy' });
  await dialog.getByLabel('Registration Number').fill('HELLO WORLD');
  await expect(dialog.getByLabel('Registration Number')).toHaveValue('HELLO WORLD');
  await expect(formItem(page, 'policy-registrationNumber')).toContainText(
    'A UK registration has at most 7 characters (plus a space)',
  );
});

test('9. switching make shows the new model list from its top', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/policies');
  await page.getByRole('button', { name: 'Add Policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Policy' });
  const chooseMake = async (make: string) => {
    await dialog.getByLabel('Car Make').click();
    await dialog.getByLabel('Car Make').fill(make);
    await chooseSelectOption(page, new RegExp(`^${make}$`));
  };
  const openModelList = async () => {
    await dialog.getByLabel('Car Model').click();
    // The make's list may still be closing: wait until the model's is the only one open.
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(1);
    const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-dropdown-list');
    await expect(list).toBeVisible();
    return list;
  };
  // The list is virtual: how far down it is scrolled shows in its scrollbar thumb's offset.
  const scrolledBy = (list: Locator) =>
    list.locator('.ant-select-dropdown-list-scrollbar-thumb').evaluate((el) => parseFloat((el as HTMLElement).style.top));

  await chooseMake('Ford');
  let list = await openModelList();
  await list.hover();
  await page.mouse.wheel(0, 400);
  await expect.poll(() => scrolledBy(list)).toBeGreaterThan(0);
  await dialog.getByText('Renewal reminders (optional)').click();

  await chooseMake('Kia');
  list = await openModelList();
  await expect(list.getByTitle('Picanto')).toBeVisible();
  expect(await scrolledBy(list)).toBe(0);
});

test('9. the edit dialog shows the plate spaced as the cards do', async ({ page }) => {
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, {
    registrationNumber: 'AC19SXO',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    renewalDate: inDays(100),
  });
  await page.goto('/policies');
  await expect(card(page, 'AC19SXO').getByTestId('registration-plate')).toHaveText('AC19 SXO');
  await page.getByRole('button', { name: 'Edit AC19SXO' }).click();
  await expect(page.getByRole('dialog').getByLabel('Registration Number')).toHaveValue('AC19 SXO');
});
