// Issue 37 (18): every field of a kit form is as wide as its column, antd's selects and autocompletes included (they
// were drawn only as wide as their text: Car Model 30 px round "Golf"), and the plain fields the server draws.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpAndSignIn } from './support/session';
import { createPolicyViaApi } from './support/policies';
import { waitForReactOn } from './support/shell-started';

/** Each field's label and how much narrower than its field (its column) its control is, in px. */
async function shortfalls(scope: Locator) {
  return scope.locator('.renewly-field').evaluateAll((fields) =>
    fields.flatMap((field) => {
      // The control: not the label, message or hint, nor a zero-size helper antd adds (an open list's live region).
      const control = [...field.children].find(
        (c) =>
          !c.matches('label, .renewly-field-error, .renewly-field-extra, .ant-select-dropdown') &&
          !c.matches('.ant-switch, .ant-checkbox-wrapper, .ant-checkbox-group') &&
          c.getBoundingClientRect().width > 0,
      );
      if (!control) return [];
      const label = field.querySelector('label')?.textContent ?? '?';
      return [{ label, shortfall: Math.round(field.getBoundingClientRect().width - control.getBoundingClientRect().width) }];
    }),
  );
}

/** Opens a page the server draws and waits until React has taken it over (a click before that does nothing). */
async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  const title = page.getByRole('heading', { name: heading }).first();
  await expect(title).toBeVisible();
  await waitForReactOn(title);
}

/** Until the dialog's zoom (a CSS animation) has ended: measured during it, every box is scaled down. */
const settled = (dialog: Locator) =>
  dialog.evaluate((d) => Promise.all((d.closest('.ant-modal-root') ?? d).getAnimations({ subtree: true }).map((a) => a.finished)));

async function expectFullWidth(scope: Locator, labels: string[]) {
  const measured = await shortfalls(scope);
  for (const label of labels) expect(measured.map((m) => m.label)).toContain(label);
  for (const { label, shortfall } of measured) expect(shortfall, `${label} is narrower than its column`).toBeLessThanOrEqual(1);
}

const POLICY_FIELDS = ['Registration Number*', 'Car Make*', 'Car Model*', 'Insurer', 'Renewal Date*', 'Coverage', 'MOT Expiry Date', 'Current Premium (£)'];

async function openAddPolicy(page: Page) {
  await page.getByRole('button', { name: 'Add Policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Policy' });
  await expect(dialog.getByLabel('Car Make')).toBeVisible();
  await settled(dialog);
  return dialog;
}

for (const width of [360, 1366]) {
  test(`at ${width} px every field of Add New Policy and Edit Policy Details is as wide as its column`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpAndSignIn(page);
    await createPolicyViaApi(page, { registrationNumber: 'AB21CDE', carManufacturer: 'Volkswagen', carModel: 'Golf', insurer: 'Aviva', coverage: 'Comprehensive' });
    await visit(page, '/policies', 'Insurance Policies');

    const add = await openAddPolicy(page);
    await expectFullWidth(add, POLICY_FIELDS);
    // Filled in, too: a select holding a short value is no narrower.
    await add.getByLabel('Car Model').fill('Golf');
    await expectFullWidth(add, POLICY_FIELDS);
    await add.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    if (await discard.isVisible()) await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(add).toBeHidden();

    await page.getByRole('button', { name: 'Edit AB21CDE' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Policy Details' });
    await expect(edit.getByLabel('Car Model')).toHaveValue('Golf');
    await settled(edit);
    await expectFullWidth(edit, POLICY_FIELDS);
    // Two columns from 480 px: a field is half the row, never the width of its text.
    const model = (await edit.locator('.renewly-field', { has: page.getByLabel('Car Model') }).boundingBox())!;
    expect(model.width).toBeGreaterThan(width >= 480 ? 200 : 250);
  });

  test(`at ${width} px the plain fields the server draws (the profile) are as wide as their column`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpAndSignIn(page);
    await visit(page, '/profile', 'Profile');
    await expectFullWidth(page.locator('main'), ['First name', 'Last name', 'Mobile number']);
  });
}
