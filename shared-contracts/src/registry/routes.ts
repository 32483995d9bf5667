// Every route of spec §2 in one place: the shell's router, the navigation and every in-app link use these paths.
import type { RemoteName, RemotePageName } from './remotes';

export const ROUTE_PATHS = {
  dashboard: '/',
  reminders: '/reminders',
  quotes: '/quotes',
  policies: '/policies',
  marketTrends: '/market-trends',
  profile: '/profile',
  settings: '/settings',
  emailTest: '/email-test',
  smsTest: '/sms-test',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;
export type RoutePath = (typeof ROUTE_PATHS)[RouteName];

/** A route served by one remote's page; the page must be one the remote exposes. */
export type RemoteRoute = {
  [R in RemoteName]: { path: RoutePath; remote: R; page: RemotePageName<R>; title: string };
}[RemoteName];

/** Which remote page serves each route, and the page title (document.title and the remote fallback). */
export const REMOTE_ROUTES = [
  { path: ROUTE_PATHS.dashboard, remote: 'policies', page: 'DashboardPage', title: 'Dashboard' },
  { path: ROUTE_PATHS.reminders, remote: 'reminders', page: 'RemindersPage', title: 'Reminders' },
  { path: ROUTE_PATHS.quotes, remote: 'quotes', page: 'QuotesPage', title: 'Insurance Quotes' },
  { path: ROUTE_PATHS.policies, remote: 'policies', page: 'PoliciesPage', title: 'Insurance Policies' },
  { path: ROUTE_PATHS.marketTrends, remote: 'market', page: 'MarketTrendsPage', title: 'Market Trends & Insights' },
  { path: ROUTE_PATHS.profile, remote: 'account', page: 'ProfilePage', title: 'Profile' },
  { path: ROUTE_PATHS.settings, remote: 'account', page: 'SettingsPage', title: 'Settings' },
  { path: ROUTE_PATHS.emailTest, remote: 'reminders', page: 'EmailTestPage', title: 'Email test' },
  { path: ROUTE_PATHS.smsTest, remote: 'reminders', page: 'SmsTestPage', title: 'SMS test' },
] as const satisfies readonly RemoteRoute[];

/** The routes a remote serves (its standalone page uses them). */
export function routesOf<R extends RemoteName>(remote: R): Extract<RemoteRoute, { remote: R }>[] {
  return REMOTE_ROUTES.filter((route): route is Extract<(typeof REMOTE_ROUTES)[number], { remote: R }> => route.remote === remote);
}

/** Spec §2: the top and mobile navigation ('Trends' on mobile). */
export const NAV_ITEMS = [
  { to: ROUTE_PATHS.dashboard, label: 'Dashboard', mobileLabel: 'Dashboard' },
  { to: ROUTE_PATHS.reminders, label: 'Reminders', mobileLabel: 'Reminders' },
  { to: ROUTE_PATHS.quotes, label: 'Quotes', mobileLabel: 'Quotes' },
  { to: ROUTE_PATHS.policies, label: 'Policies', mobileLabel: 'Policies' },
  { to: ROUTE_PATHS.marketTrends, label: 'Market Trends', mobileLabel: 'Trends' },
] as const;
export type NavItem = (typeof NAV_ITEMS)[number];
