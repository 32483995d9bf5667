// Counts the React renderers (react-dom copies) that start in the page, through the DevTools hook every
// react-dom registers with. Install before the first navigation.
import type { Page } from '@playwright/test';

export async function installReactProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: { version: string }[] = [];
    (window as unknown as { __E2E_REACT_RENDERERS__: unknown }).__E2E_REACT_RENDERERS__ = renderers;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: { version?: string; reconcilerVersion?: string }) {
        renderers.push({ version: renderer.reconcilerVersion ?? renderer.version ?? 'unknown' });
        return renderers.length;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

export function reactRenderers(page: Page): Promise<{ version: string }[]> {
  return page.evaluate(() => (window as unknown as { __E2E_REACT_RENDERERS__: { version: string }[] }).__E2E_REACT_RENDERERS__);
}

/** Versions of `pkg` in the federation share scopes, with which container provided each loaded one. */
export function sharedVersions(page: Page, pkg: string): Promise<{ scope: string; version: string; from: string; loaded: boolean }[]> {
  return page.evaluate((name) => {
    type Share = { from: string; loaded?: boolean };
    const fed = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Share>>>> } })
      .__FEDERATION__;
    const rows: { scope: string; version: string; from: string; loaded: boolean }[] = [];
    for (const [instance, scopes] of Object.entries(fed?.__SHARE__ ?? {})) {
      for (const [scope, packages] of Object.entries(scopes)) {
        for (const [version, share] of Object.entries(packages[name] ?? {})) {
          rows.push({ scope: `${instance}/${scope}`, version, from: share.from, loaded: Boolean(share.loaded) });
        }
      }
    }
    return rows;
  }, pkg);
}
