// Issue 22 (also): every response body the signed-out shell starts is read or cancelled, so no connection is left
// open and the network goes quiet on the sign-in screen (Playwright's 'networkidle' fires).
import { expect, test } from '@playwright/test';

test("the sign-in screen reaches 'networkidle': the early /api/auth/user 401's body is read", async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle', timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Welcome back');
});
