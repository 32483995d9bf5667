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
 * Whether the focused element shows its focus (WCAG 2.4.7): focusing it gives it (or, for antd's inputs, selects,
 * pickers, checkboxes and switches, the box that draws the control) an outline or a box-shadow it does not have
 * unfocused. Measured with transitions off, focused, then blurred, then focused again.
 */
export function focusIndicator(page: Page): Promise<{ element: string; visible: boolean }> {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { element: 'the page body', visible: false };
    // antd marks some focused controls by a class React sets: give it two frames after each change.
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = el.closest<HTMLElement>(
      '.ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select, .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-switch',
    );
    const inner = box?.querySelector<HTMLElement>('.ant-checkbox-inner, .ant-radio-inner') ?? null;
    const nodes = [el, box, inner].filter((n): n is HTMLElement => n !== null);
    const ring = (node: HTMLElement) => {
      const s = getComputedStyle(node);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}` : 'none';
      return { outline, shadow: s.boxShadow || 'none' };
    };
    const transitions = nodes.map((n) => n.style.transition);
    nodes.forEach((n) => (n.style.transition = 'none'));
    const focused = nodes.map(ring);
    el.blur();
    await frames();
    const unfocused = nodes.map(ring);
    el.focus({ preventScroll: true });
    await frames();
    nodes.forEach((n, i) => (n.style.transition = transitions[i]!));
    const visible = nodes.some(
      (_, i) =>
        (focused[i]!.outline !== 'none' && focused[i]!.outline !== unfocused[i]!.outline) ||
        (focused[i]!.shadow !== 'none' && focused[i]!.shadow !== unfocused[i]!.shadow),
    );
    const element = `<${el.tagName.toLowerCase()}${el.className ? ` class="${String(el.className).slice(0, 60)}"` : ''}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    return { element, visible };
  });
}
