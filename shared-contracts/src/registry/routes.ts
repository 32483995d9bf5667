// Every route of spec §2 in one place: the shell's router, the navigation and every in-app link use these paths.
import { QUERY_KEYS } from './query-keys';
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

/**
 * How wide a page's column is: 'wide' (up to 1200 px, padded), 'medium' (860 px) or 'narrow' (720 px, forms).
 * The shell's loading skeleton draws the page's header in the same column, so it does not move when the page arrives.
 */
export type PageWidth = 'wide' | 'medium' | 'narrow';

/** A route served by one remote's page; the page must be one the remote exposes. */
export type RemoteRoute = {
  [R in RemoteName]: {
    path: RoutePath;
    remote: R;
    page: RemotePageName<R>;
    /** document.title, the remote fallback and, unless `greeting` is set, the page's level-1 heading. */
    title: string;
    /** The line under the heading (the page header's subtitle). */
    subtitle?: string;
    /** The heading greets the signed-in user instead: 'Welcome back, Ada!' ('Welcome back!' without a first name). */
    greeting?: string;
    width: PageWidth;
    /**
     * The API reads (GET URLs, from QUERY_KEYS) the page makes as it opens. The shell starts them with the signed-in
     * check (features/early-reads.ts), so a read missing here is only later, and one listed but not read is wasted.
     */
    firstReads?: readonly string[];
  };
}[RemoteName];

/**
 * Which remote page serves each route, its title and its header's texts. The shell draws the header while the page
 * loads (the largest thing on a phone's first screen, LCP) and the page draws the same one, so both read it here.
 */
export const REMOTE_ROUTES = [
  {
    path: ROUTE_PATHS.dashboard,
    remote: 'policies',
    page: 'DashboardPage',
    title: 'Dashboard',
    greeting: 'Welcome back',
    subtitle: "Here's an overview of your car insurance policies.",
    width: 'wide',
    firstReads: [QUERY_KEYS.dashboardStats[0], QUERY_KEYS.policies[0], QUERY_KEYS.tips[0]],
  },
  {
    path: ROUTE_PATHS.reminders,
    remote: 'reminders',
    page: 'RemindersPage',
    title: 'Reminders',
    width: 'medium',
    firstReads: [QUERY_KEYS.reminders[0], QUERY_KEYS.policies[0], QUERY_KEYS.deliveryPreferences[0]],
  },
  {
    path: ROUTE_PATHS.quotes,
    remote: 'quotes',
    page: 'QuotesPage',
    title: 'Insurance Quotes',
    width: 'wide',
    firstReads: [QUERY_KEYS.policies[0]],
  },
  {
    path: ROUTE_PATHS.policies,
    remote: 'policies',
    page: 'PoliciesPage',
    title: 'Insurance Policies',
    subtitle: 'Your vehicles, renewal dates, MOT and road tax in one place.',
    width: 'wide',
    firstReads: [QUERY_KEYS.policies[0], QUERY_KEYS.inboundReadings[0]],
  },
  {
    path: ROUTE_PATHS.marketTrends,
    remote: 'market',
    page: 'MarketTrendsPage',
    title: 'Market Trends & Insights',
    width: 'wide',
    firstReads: [QUERY_KEYS.marketTrends[0]],
  },
  {
    path: ROUTE_PATHS.profile,
    remote: 'account',
    page: 'ProfilePage',
    title: 'Profile',
    subtitle: 'Your name and mobile number for renewal reminders.',
    width: 'narrow',
    firstReads: [
      QUERY_KEYS.currentUser[0],
      QUERY_KEYS.twoStep[0],
      QUERY_KEYS.signedInSessions[0],
      QUERY_KEYS.passkeys[0],
      QUERY_KEYS.smsStatus[0],
      QUERY_KEYS.forwardingAddress[0],
    ],
  },
  {
    path: ROUTE_PATHS.settings,
    remote: 'account',
    page: 'SettingsPage',
    title: 'Settings',
    subtitle: 'How and when your reminders reach you, and your data.',
    width: 'narrow',
    firstReads: [
      QUERY_KEYS.currentUser[0],
      QUERY_KEYS.deliveryPreferences[0],
      QUERY_KEYS.userChannels[0],
      QUERY_KEYS.userChannelsStatus[0],
      QUERY_KEYS.calendarFeed[0],
    ],
  },
  {
    path: ROUTE_PATHS.emailTest,
    remote: 'reminders',
    page: 'EmailTestPage',
    title: 'Email test',
    subtitle: 'Send a test email to check that renewal reminders can reach an inbox.',
    width: 'narrow',
  },
  {
    path: ROUTE_PATHS.smsTest,
    remote: 'reminders',
    page: 'SmsTestPage',
    title: 'SMS test',
    subtitle: 'Check that renewal reminders can reach a mobile phone by SMS.',
    width: 'narrow',
    firstReads: [QUERY_KEYS.smsStatus[0]],
  },
] as const satisfies readonly RemoteRoute[];

/** The route a page serves (a page reads its own header texts from it). */
export function routeOfPage(page: RemoteRoute['page']): RemoteRoute {
  const route = REMOTE_ROUTES.find((r) => r.page === page);
  if (!route) throw new Error(`No route serves the page ${page}`);
  return route;
}

/** A page's level-1 heading: its title, or the greeting with the user's first name where the page greets. */
export function pageHeading(route: Pick<RemoteRoute, 'title' | 'greeting'>, firstName?: string | null): string {
  if (!route.greeting) return route.title;
  const name = firstName?.trim();
  return name ? `${route.greeting}, ${name}!` : `${route.greeting}!`;
}

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
