// Issue 24: antd's styles come prebuilt (/antd.css) and a page waits for them, and the plain pages draw no antd at all
// on their first paint. Checked on the built app: every antd component on a page has its styles in the page (a rule
// for its root class), and the plain pages' first screens hold no antd component.
import { expect, test, type Page } from '@playwright/test';
import { createPolicyViaApi } from './support/policies';
import { signUpAndSignIn } from './support/session';

/** antd root classes drawn on the page ('ant-btn', 'ant-card', ...) that no loaded style rule names. */
function unstyledAntdComponents(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        walk(sheet.cssRules);
      } catch {
        // Another origin's sheet: not antd's.
      }
    }
    const text = selectors.join('\n');
    const roots = new Set<string>();
    document.querySelectorAll('[class*="ant-"]').forEach((el) =>
      el.classList.forEach((c) => {
        if (/^ant-[a-z]+$/.test(c)) roots.add(c);
      }),
    );
    return [...roots].filter((c) => !new RegExp(`\\.${c}(?![\\w-])`).test(text)).sort();
  });
}

function antdComponentsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    document.querySelectorAll('main [class*="ant-"]').forEach((el) =>
      el.classList.forEach((c) => {
        if (/^ant-[a-z]+$/.test(c)) found.add(c);
      }),
    );
    return [...found].sort();
  });
}

test.beforeEach(async ({ page }) => {
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'ST12 YLE' });
});

for (const [route, pageTestId] of [
  ['/', 'dashboard-page'],
  ['/quotes', 'quotes-page'],
  ['/market-trends', 'market-trends-page'],
  ['/reminders', 'reminders-page'],
  ['/policies', 'policies-page'],
  ['/profile', 'profile-page'],
  ['/settings', 'settings-page'],
] as const) {
  test(`${route}: the first screen draws no antd component`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId(pageTestId)).toBeVisible();
    expect(await antdComponentsOnPage(page)).toEqual([]);
  });
}

test('/policies: the delete confirm and the policy dialog, loaded at the first interaction, come with their styles', async ({ page }) => {
  await page.goto('/policies');
  await expect(page.getByTestId('policies-page')).toBeVisible();
  await page.getByRole('button', { name: 'Delete ST12YLE' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await unstyledAntdComponents(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit ST12YLE' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Policy Details' })).toBeVisible();
  // Its opening motion over ('ant-zoom' and 'ant-fade' mark an animation in progress, styled by their -enter rules).
  await expect(page.locator('.ant-zoom, .ant-fade')).toHaveCount(0);
  expect(await unstyledAntdComponents(page)).toEqual([]);
});
