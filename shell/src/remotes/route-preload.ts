// The page of the route being opened starts loading as soon as the early auth check says someone is signed in,
// alongside the shell's own start (its scripts, the layout's render) instead of after it: on a phone that is several
// round trips and a long script evaluation sooner. Signed out, nothing is loaded: the auth screen comes first.
import { REMOTE_ROUTES } from '@renewly/shared-contracts';
import { antdStylesReady } from '../../../federation/antd-styles';
import { signedInEarly } from '../early-requests';
import { loadRemoteModule } from './federation';

export async function preloadRoutePage(pathname: string, signedIn: Promise<boolean> = signedInEarly()): Promise<void> {
  const route = REMOTE_ROUTES.find((r) => r.path === pathname);
  if (!route || !(await signedIn)) return;
  if (route.page !== 'DashboardPage') void antdStylesReady(); // as RemotePage does: the page waits for them
  // A failure here is met again (and shown) by the route itself.
  await loadRemoteModule(route.remote, route.page).catch(() => undefined);
}
