// Keyboard helpers for the journeys of issue 22 (WCAG 2.1.1, 2.4.3, 2.4.7): what has focus, and whether it shows.
import { expect, type Locator, type Page } from '@playwright/test';

/** A short description of the focused element, for messages. */
export function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'the page body';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()} role=${el.getAttribute('role') ?? ''}> "${name}"`;
  });
}

/** Whether the focused element sits inside the given element. */
export function focusIsInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((container) => container.contains(document.activeElement) && document.activeElement !== document.body);
}

export async function expectFocusInside(page: Page, locator: Locator, what: string): Promise<void> {
  await expect.poll(() => focusIsInside(locator), { message: `focus should be inside ${what}` }).toBe(true);
  expect(await focusedDescription(page)).not.toBe('the page body');
}

/** Opens a control with the keyboard: focus it as Tab would (no click), then Enter. */
export async function pressOn(locator: Locator, key = 'Enter'): Promise<void> {
  await locator.focus();
  await locator.press(key);
}

/**
 * How the focused element shows its focus (WCAG 2.4.7): an outline wider than 0 that is not 'none', or a box-shadow,
 * on the element itself or (antd's inputs, switches, selects) on the wrapper that draws the control.
 */
export function focusIndicator(page: Page): Promise<{ element: string; visible: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { element: 'the page body', visible: false };
    const shows = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || shadow;
    };
    const wrapper = el.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select, .ant-checkbox-wrapper, .ant-radio-wrapper');
    const element = `<${el.tagName.toLowerCase()}${el.className ? ` class="${String(el.className).slice(0, 60)}"` : ''}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    return { element, visible: shows(el) || (wrapper !== null && shows(wrapper)) };
  });
}
