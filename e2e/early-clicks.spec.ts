// Issue 24: a page the server drew shows its buttons before their code has arrived. A tap on one then is not lost:
// the page's head script holds it and presses the button again once React has taken it over
// (shared-contracts' EARLY_CLICK_SCRIPT). The page's code is held back here so the tap surely comes first.
import { expect, test } from '@playwright/test';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { createPolicyViaApi } from './support/policies';
import { holdRemote, isReactOwned } from './support/hold-remote';
import { signUpAndSignIn } from './support/session';
import { EARLY_CLICK_SCRIPT } from '../shared-contracts/src/features/server-drawn';

test('a Delete tapped on a drawn policy card before its code arrives opens the confirm once the code is there', async ({ page }) => {
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'EC12LCK', renewalDate: addDays(londonToday(), 60) });
  const release = await holdRemote(page, 'policies');
  await page.goto('/policies');
  const remove = page.getByRole('button', { name: 'Delete EC12LCK' });
  await expect(remove).toBeVisible();
  // Not React's yet: the server's button, drawn before the page's code.
  expect(await isReactOwned(remove)).toBe(false);
  await remove.click();
  await expect(page.getByText('Delete this policy?')).toHaveCount(0);

  release();
  await expect(page.getByText('Delete this policy?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
});

test("while the page's code is on its way, the header React already owns answers at once", async ({ page }) => {
  await signUpAndSignIn(page, { firstName: 'Ada', lastName: 'Lovelace' });
  const release = await holdRemote(page, 'policies');
  await page.goto('/policies');
  const avatar = page.getByRole('button', { name: 'AL, account menu for Ada Lovelace' });
  // The shell's own layout is React's once the shell has started, with the page's code still held back.
  await expect
    .poll(() => isReactOwned(avatar))
    .toBe(true);
  await avatar.click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  release();
});

test('a held tap whose button React drew anew (a hydration mismatch) presses the new button at its place', async ({ page }) => {
  // The head script alone, on a page shaped like a drawn one: no app, so the replacement is exactly React's on a mismatch.
  await page.setContent(
    `<script>${EARLY_CLICK_SCRIPT}</script><div id="root"><button>Edit</button><section><p>Your feed is off.</p><button>Create link</button></section></div>`,
  );
  await page.getByRole('button', { name: 'Create link' }).click();
  await page.evaluate(() => {
    // React draws the part anew: new elements, its own props key on each, and their handlers.
    const pressed: string[] = ((window as unknown as { pressed: string[] }).pressed = []);
    const section = document.querySelector('section')!;
    const fresh = document.createElement('section');
    fresh.innerHTML = '<p>Your feed is off.</p><button>Create link</button>';
    for (const button of [...document.querySelectorAll('#root button'), fresh.querySelector('button')!]) {
      Object.assign(button, { __reactProps$test: {} });
      button.addEventListener('click', () => pressed.push(button.isConnected ? button.textContent! : 'detached'));
    }
    section.replaceWith(fresh);
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { pressed: string[] }).pressed)).toEqual(['Create link']);
});

test("near miss: the button drawn anew at the held one's place names another row ('Delete' of another car): not pressed", async ({ page }) => {
  await page.setContent(
    `<script>${EARLY_CLICK_SCRIPT}</script><div id="root"><ul><li><button aria-label="Delete AB12 CDE">Delete</button></li><li><button aria-label="Delete XY34 ZZZ">Delete</button></li></ul></div>`,
  );
  await page.getByRole('button', { name: 'Delete AB12 CDE' }).click();
  await page.evaluate(() => {
    // Drawn anew in another order: the first row's place now holds the other car's Delete.
    const pressed: string[] = ((window as unknown as { pressed: string[] }).pressed = []);
    const fresh = document.createElement('ul');
    fresh.innerHTML = '<li><button aria-label="Delete XY34 ZZZ">Delete</button></li><li><button aria-label="Delete AB12 CDE">Delete</button></li>';
    for (const button of fresh.querySelectorAll('button')) {
      Object.assign(button, { __reactProps$test: {} });
      button.addEventListener('click', () => pressed.push(button.getAttribute('aria-label')!));
    }
    document.querySelector('ul')!.replaceWith(fresh);
  });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { pressed: string[] }).pressed)).toEqual([]);
});
