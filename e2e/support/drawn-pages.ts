/**
 * Routes whose page the server draws with its content (issue 24), not only the loading screen: the page's root
 * element's test id. Their first reads come inlined in the page.
 */
export const DRAWN_PAGES: Readonly<Record<string, string>> = {
  '/': 'dashboard-page',
  '/policies': 'policies-page',
  '/reminders': 'reminders-page',
  '/quotes': 'quotes-page',
  '/market-trends': 'market-trends-page',
  '/settings': 'settings-page',
  '/profile': 'profile-page',
};
