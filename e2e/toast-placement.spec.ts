// Issue 22, item 21: a toast covers no control, at 360 px (it covered the bell and the avatar) and at 1366 px (it
// covered a policy's Delete button).
import { expect, test, type Page } from '@playwright/test';
import { reminderTitle } from '../shared-contracts/src/reminder';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { createPolicyViaApi } from './support/policies';
import { signUpAndSignIn } from './support/session';

/** Waits for the confirm's and the toast's entry animations to end (a click mid-zoom makes Playwright scroll). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** Every visible control the toast's box overlaps (the toast's own Close button aside). */
function controlsUnderToast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toast = document.querySelector('.renewly-toast')!.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="tab"], [role="switch"], [tabindex="0"]');
    return [...controls]
      .filter((el) => !el.closest('.renewly-toast') && el.getClientRects().length > 0)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < toast.right && r.right > toast.left && r.top < toast.bottom && r.bottom > toast.top;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width} px a toast covers no control (header, rows, Delete buttons)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUpAndSignIn(page);
    const origin = new URL(process.env.E2E_BASE_URL!).origin;
    for (const plate of ['AB12CDE', 'CD34EFG', 'EF56GHI', 'GH78IJK', 'JK90LMN']) {
      const policyId = await createPolicyViaApi(page, { registrationNumber: plate, renewalDate: addDays(londonToday(), 60) });
      for (const daysBefore of [30, 14, 7]) {
        const res = await page.request.post('/api/reminders', {
          headers: { Origin: origin },
          data: { policyId, title: reminderTitle(daysBefore), daysBefore, notificationMethods: ['email'] },
        });
        expect(res.status(), await res.text()).toBe(201);
      }
    }
    await page.goto('/reminders');
    // A real toast: one reminder deleted from its row (the page then has Delete buttons all over it).
    await page.getByRole('button', { name: 'Delete 30 day renewal reminder for AB12CDE' }).click();
    // The confirm's code loads at this first press: its Cancel takes focus once the popup is placed beside the button
    // (clicked before that, Playwright scrolls the page to where the popup is first drawn).
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await settle(page);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const toast = page.locator('.renewly-toast');
    await expect(toast).toBeVisible();
    await settle(page);
    expect(await controlsUnderToast(page)).toEqual([]);
  });
}
