import type { RemoteName, RemotePageName } from '@renewly/shared-contracts';
import { antdStylesReady } from '../../../federation/antd-styles';
import { loadRemoteModule } from './federation';

/** Pages that draw no antd on their first paint (plain markup): their antd parts fetch antd's styles when they load. */
const PLAIN_PAGES: ReadonlySet<string> = new Set([
  'DashboardPage',
  'PoliciesPage',
  'QuotesPage',
  'MarketTrendsPage',
  'RemindersPage',
  'ProfilePage',
  'SettingsPage',
]);

/**
 * A route's page from its remote, with antd's prebuilt styles downloading alongside: the page waits for them before
 * it draws. A plain page (PLAIN_PAGES) does not wait for them.
 */
export function loadRemotePage<T, R extends RemoteName = RemoteName>(
  remote: R,
  page: RemotePageName<R>,
  ...options: [{ retry?: boolean }?]
): Promise<T> {
  if (!PLAIN_PAGES.has(page)) void antdStylesReady();
  return loadRemoteModule<T, R>(remote, page, ...options);
}
