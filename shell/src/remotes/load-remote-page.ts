import type { RemoteName, RemotePageName } from '@renewly/shared-contracts';
import { antdStylesReady } from '../../../federation/antd-styles';
import { loadRemoteModule } from './federation';

/**
 * A route's page from its remote, with antd's prebuilt styles downloading alongside: the page waits for them before
 * it draws. The dashboard draws no antd on its first paint (page weight): its antd parts fetch them when they load.
 */
export function loadRemotePage<T, R extends RemoteName = RemoteName>(
  remote: R,
  page: RemotePageName<R>,
  ...options: [{ retry?: boolean }?]
): Promise<T> {
  if (page !== 'DashboardPage') void antdStylesReady();
  return loadRemoteModule<T, R>(remote, page, ...options);
}
