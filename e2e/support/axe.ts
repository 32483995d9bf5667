// One axe check for every spec: the WCAG 2.2 AA rules and axe's best practices, read once the page has settled
// (a page the server drew is shown before its code and styles have all arrived; an element mid-animation reads
// colours it will not keep), with a report that names each rule, its help and the nodes.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Waits until no finite animation is running (antd's dropdowns and dialogs slide in). */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** No axe violation on the page, or only inside `include` (a CSS selector) when given. */
export async function expectNoAxeViolations(page: Page, options: { include?: string; whileLoading?: boolean } = {}): Promise<void> {
  // `whileLoading`: checked as it is now, with some of the page's code held back on purpose (the network never idles).
  if (!options.whileLoading) await page.waitForLoadState('networkidle');
  await settleAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.include) builder.include(options.include);
  const { violations } = await builder.analyze();
  const report = violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`);
      return `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n\n');
  expect(report, `axe violations on ${page.url()}`).toBe('');
}
