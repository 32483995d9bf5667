// Issue 51 (the walk of the fourth wave), at a phone's width: "What happened at renewal?" starts on the chosen answer,
// does not carry the old insurer's price into "Switched insurer", shows its date as dd/mm/yyyy and asks before
// Escape throws typed input away; "Quotes you got" keeps its title clear of ×, finds "GoCompare" as typed, and
// "Ask {insurer} to do better" opens at its top with focus on it, "Back to the quotes" returning to its button;
// "Get quotes this week" links each car to its card.
import { expect, test, type Locator } from '@playwright/test';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { createPolicyViaApi } from './support/policies';
import { signUpAndSignIn } from './support/session';
import { waitForReactOn } from './support/shell-started';
import { expectToast } from './shell-ui-helpers';

test.use({ viewport: { width: 360, height: 740 } });

const settled = (root: Locator) => root.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));

test('"What happened at renewal?": focus on the chosen answer, no old price for a switch, dd/mm/yyyy, Escape asks first', async ({ page }) => {
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'RA51AAA', insurer: 'Admiral', renewalDate: addDays(londonToday(), -3), currentPremium: '540' });
  await page.goto('/policies');
  const switched = page.locator('[data-testid="policy-card"][data-registration="RA51AAA"]').getByTestId('renewal-question').getByRole('button', { name: 'Switched insurer' });
  await waitForReactOn(switched);
  await switched.click();
  const dialog = page.getByRole('dialog', { name: 'What happened at renewal? (RA51 AAA)' });
  await expect(dialog.getByRole('radio', { name: 'Switched insurer' })).toBeFocused();
  await expect(dialog.getByLabel('Price paid for the year (£)')).toHaveValue('');
  await expect(dialog.getByLabel('Next renewal date')).toHaveAttribute('placeholder', 'dd/mm/yyyy');

  await dialog.getByLabel('New insurer').fill('Direct Line');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toBeHidden();
  await expect(dialog.getByLabel('New insurer')).toHaveValue('Direct Line');
});

test('"Quotes you got" at 360 px: the title clear of ×, GoCompare as typed, the message opens at its top with focus', async ({ page }) => {
  test.slow();
  await signUpAndSignIn(page, { firstName: 'Grace' });
  await createPolicyViaApi(page, {
    registrationNumber: 'RQ51ABC',
    insurer: 'Aviva',
    renewalDate: addDays(londonToday(), 30),
    currentPremium: '612',
    // An offer recorded: with none, Ask {insurer} is disabled and asks for it first (item 19).
    renewalOffer: '655',
    previousPremium: '540',
    excess: 250,
    coverage: 'Comprehensive',
  });
  await page.goto('/policies');
  const opener = page.getByRole('button', { name: 'Quotes you got for RQ51ABC' });
  await waitForReactOn(opener);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Quotes you got: RQ51 ABC' });
  await expect(dialog.getByTestId('no-received-quotes')).toBeVisible();
  await settled(dialog);
  // The title's words (not its box, which spans the header) end before the close button starts.
  const titleEnd = await dialog.locator('.ant-modal-title').evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return Math.max(...[...range.getClientRects()].map((r) => r.right));
  });
  const close = (await dialog.locator('.ant-modal-close').boundingBox())!;
  expect(titleEnd).toBeLessThanOrEqual(close.x);

  await dialog.getByLabel('Insurer').fill('Admiral');
  await dialog.getByLabel('Annual price (£)').fill('528');
  await dialog.getByLabel('Total excess (£)').fill('250');
  await dialog.getByLabel('Where you got it').focus();
  await page.keyboard.type('GoCompare');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Add quote' }).click();
  await expectToast(page, 'Quote added');
  await expect(dialog.getByTestId('received-quote')).toContainText('GoCompare');

  const ask = dialog.getByRole('button', { name: 'Ask Aviva to do better' });
  await ask.scrollIntoViewIfNeeded();
  await ask.click();
  const asking = page.getByRole('dialog', { name: 'Ask Aviva to do better: RQ51 ABC' });
  // The message's view (its section is named by the title) takes focus.
  const message = asking.locator('.rqd-view');
  await expect(message).toBeFocused();
  expect(await asking.evaluate((el) => el.closest('.ant-modal-wrap')!.scrollTop)).toBe(0);
  await asking.getByRole('button', { name: 'Back to the quotes' }).click();
  await expect(dialog.getByRole('button', { name: 'Ask Aviva to do better' })).toBeFocused();
});

test('"Get quotes this week": each car links to its card', async ({ page }) => {
  await signUpAndSignIn(page);
  const id = await createPolicyViaApi(page, { registrationNumber: 'GQ51AAA', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: addDays(londonToday(), 26) });
  await page.goto('/');
  const link = page.getByTestId('get-quotes-item').getByRole('link', { name: 'Ford Focus' });
  await expect(link).toHaveAttribute('href', `/policies?policy=${id}`);
  await waitForReactOn(link);
  await link.click();
  await expect(page).toHaveURL(/\/policies\?policy=/);
  await expect(page.locator(`#policy-${id}`)).toBeVisible();
});
