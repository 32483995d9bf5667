// Tells the markup the server sent from nodes React made later: every element the HTML parser creates (before
// DOMContentLoaded) is marked, so a test can check that the browser took the server's nodes over as they are.
import type { Page } from '@playwright/test';

/** Call before page.goto: marks each element the parser creates. */
export async function markServerNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && !document.body?.hasAttribute('data-app-started')) {
            (node as Element & { __fromServer?: boolean }).__fromServer = true;
            node.querySelectorAll('*').forEach((el) => ((el as Element & { __fromServer?: boolean }).__fromServer = true));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => document.body.setAttribute('data-app-started', ''));
  });
}

/** For each element matching `selector`: whether it is the node the server sent. */
export const keptFromServer = (page: Page, selector: string): Promise<boolean[]> =>
  page.evaluate(
    (s) => [...document.querySelectorAll(s)].map((el) => Boolean((el as Element & { __fromServer?: boolean }).__fromServer)),
    selector,
  );
