// Issue 51 item 16: the account menu's plain twin (opened by a tap before antd's menu has loaded) is drawn where antd
// draws its menu, so a tap aimed at one of its items lands on the same item when antd's takes over. Issue 48: the
// bell's plain panel likewise, where antd draws the real one.
import { expect, test, type Locator } from '@playwright/test';
import { holdRequests, isReactOwned } from './support/hold-remote';
import { signUpAndSignIn } from './support/session';

const box = async (item: Locator) => {
  const found = await item.boundingBox();
  if (!found) throw new Error('the item is not drawn');
  return found;
};

for (const width of [360, 1366]) {
  test(`${width} px: the plain account menu and antd's draw each item in the same place`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUpAndSignIn(page, { firstName: 'Ada', lastName: 'Lovelace' });
    // antd's stylesheet held back: a tap on the avatar (React's already) opens the plain menu first.
    const release = await holdRequests(page, '**/antd.css');
    await page.goto('/policies');
    const avatar = page.getByRole('button', { name: 'AL, account menu for Ada Lovelace' });
    await expect.poll(() => isReactOwned(avatar)).toBe(true);
    await avatar.click();
    const early = page.getByRole('menu', { name: 'Account menu for Ada Lovelace' });
    await expect(early.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    const plain = { profile: await box(early.getByRole('menuitem', { name: 'Profile' })), logout: await box(early.getByRole('menuitem', { name: 'Logout' })) };

    release();
    const real = page.locator('.ant-dropdown');
    await expect(real.getByRole('menuitem', { name: /Logout/ })).toBeVisible();
    await expect(early).toBeHidden();
    // antd's menu zooms in: measure it once it has settled.
    await expect(real).not.toHaveClass(/ant-(zoom|slide-up)-(appear|enter)/);
    const antd = { profile: await box(real.getByRole('menuitem', { name: /Profile/ })), logout: await box(real.getByRole('menuitem', { name: /Logout/ })) };
    for (const item of ['profile', 'logout'] as const) {
      console.log(`${width} px, ${item}: plain vs antd ${antd[item].y - plain[item].y} px down, right edges ${antd[item].x + antd[item].width - (plain[item].x + plain[item].width)} px apart`);
      expect(Math.abs(antd[item].y - plain[item].y), `${item}: top`).toBeLessThanOrEqual(2);
      expect(Math.abs(antd[item].x + antd[item].width - (plain[item].x + plain[item].width)), `${item}: right edge`).toBeLessThanOrEqual(2);
    }
  });
}

for (const width of [360, 1366]) {
  test(`${width} px: the bell's plain panel is drawn where antd's panel is`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUpAndSignIn(page);
    const release = await holdRequests(page, '**/antd.css');
    await page.goto('/policies');
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => isReactOwned(bell)).toBe(true);
    await bell.click();
    const early = page.locator('[data-early-dialog="bell"]');
    await expect(early.getByText('No notifications yet')).toBeVisible();
    const plain = await box(early);

    release();
    const real = page.locator('.ant-dropdown');
    await expect(real.getByText('No notifications yet')).toBeVisible();
    await expect(early).toBeHidden();
    await expect(real).not.toHaveClass(/ant-(zoom|slide-up)-(appear|enter)/);
    const antd = await box(real.locator('.renewly-notification-panel'));
    console.log(`${width} px, bell: plain vs antd ${antd.y - plain.y} px down, ${antd.x - plain.x} px right, widths ${plain.width} / ${antd.width}`);
    expect(Math.abs(antd.y - plain.y), 'top').toBeLessThanOrEqual(2);
    expect(Math.abs(antd.x - plain.x), 'left edge').toBeLessThanOrEqual(2);
    expect(Math.abs(antd.width - plain.width), 'width').toBeLessThanOrEqual(2);
  });
}
