// What the shell and the remotes agree on about federation: each remote's name and the pages it exposes.
// rspack.base.js reads this (from the built package) to expose `./<Page>` from `src/pages/<page-name>.tsx`, each
// remote's `src/exposed-pages.ts` must match it (a type error otherwise), and the shell's route table can only name
// what is listed here.

export const REMOTE_PAGES = {
  policies: ['DashboardPage', 'PoliciesPage'],
  reminders: ['RemindersPage', 'EmailTestPage', 'SmsTestPage'],
  quotes: ['QuotesPage'],
  market: ['MarketTrendsPage'],
  account: ['ProfilePage', 'SettingsPage'],
} as const;

export type RemoteName = keyof typeof REMOTE_PAGES;
export type RemotePageName<R extends RemoteName> = (typeof REMOTE_PAGES)[R][number];

export const REMOTE_NAMES = Object.keys(REMOTE_PAGES) as RemoteName[];

/** The module a page's file must default-export. */
export interface ExposedPageModule<Component = unknown> {
  default: Component;
}

/** A remote's map from each exposed page to its module: exactly the pages the registry lists for it. */
export type ExposedPages<R extends RemoteName, Component = unknown> = {
  readonly [P in RemotePageName<R>]: () => Promise<ExposedPageModule<Component>>;
};

/** 'DashboardPage' -> 'dashboard-page': the file name under `src/pages/` that exposes the page. */
export function pageFileName(page: string): string {
  return page.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
