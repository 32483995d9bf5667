// The header at every width from the tablet's up: the desktop navigation, the bell and the account button stay
// inside the window (at 768 px the actions used to reach 800 px, past the window's right edge).
import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './support/session';
import { waitForShell } from './support/shell-started';

const WIDTHS = [768, 820, 900, 1024, 1366];

test('the header fits the window at every width from 768 px', async ({ page }) => {
  await signUpAndSignIn(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await waitForShell(page);
    const sizes = await page.evaluate(() => {
      const right = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().right;
      const links = [...document.querySelectorAll('.renewly-desktop-nav .renewly-nav-link')];
      return {
        window: window.innerWidth,
        page: document.documentElement.scrollWidth,
        actions: right('.renewly-header-actions'),
        account: right('.renewly-avatar-button'),
        links: links.length,
        // A link whose text is cut or wrapped would be taller than one line or narrower than its text.
        linksCut: links.filter((a) => a.scrollWidth > a.clientWidth + 1).length,
      };
    });
    expect(sizes.links, `${width} px`).toBe(5);
    expect(sizes.linksCut, `${width} px: nav links cut`).toBe(0);
    expect(sizes.actions, `${width} px: header actions`).toBeLessThanOrEqual(sizes.window);
    expect(sizes.account, `${width} px: account button`).toBeLessThanOrEqual(sizes.window);
    expect(sizes.page, `${width} px: page wider than the window`).toBeLessThanOrEqual(sizes.window);
  }
});
