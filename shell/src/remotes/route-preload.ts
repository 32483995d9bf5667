// The page of the route being opened starts loading as soon as the early auth check says someone is signed in,
// alongside the shell's own start (its scripts, the layout's render) instead of after it: on a phone that is several
// round trips and a long script evaluation sooner. Signed out, nothing is loaded: the auth screen comes first.
import { REMOTE_ROUTES } from '@renewly/shared-contracts';
import { signedInEarly } from '../early-requests';
import { loadRemotePage } from './load-remote-page';

export async function preloadRoutePage(pathname: string, signedIn: Promise<boolean> = signedInEarly()): Promise<void> {
  const route = REMOTE_ROUTES.find((r) => r.path === pathname);
  if (!route || !(await signedIn)) return;
  // A failure here is met again (and shown) by the route itself.
  await loadRemotePage(route.remote, route.page).catch(() => undefined);
}
