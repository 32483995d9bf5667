import { QUERY_KEYS } from '@renewly/shared-contracts';
import type { BootData } from '@renewly/shared-contracts/features/server-drawn';

/**
 * The first visit's files and reads were fetched before the service worker controlled the page: once it is ready,
 * it is sent their URLs to keep for offline use (later visits are kept as they are fetched).
 */
export async function keepFirstVisitForOffline(win: Window = window): Promise<void> {
  const nav = win.navigator;
  // Called for a page the worker did not control when it loaded (it may have claimed it since).
  if (!('serviceWorker' in nav)) return;
  const registration = await nav.serviceWorker.ready;
  // Let the page's own reads finish first.
  await new Promise((resolve) => win.setTimeout(resolve, 1500));
  const fetched = win.performance.getEntriesByType('resource').map((entry) => entry.name);
  // '/index.html': the plain shell every route opens from offline (a page drawn for the user is not kept).
  const urls = [...new Set(['/index.html', '/', win.location.pathname, '/remotes.json', ...fetched])];
  registration.active?.postMessage({ type: 'renewly:keep', urls });
}

/**
 * A page the server drew for the user brought the signed-in user and its first reads inlined, so the page never asked
 * for them: the worker is handed those answers to keep, as it keeps every read it sees (offline, the plain shell then
 * opens signed in and shows them). No request is made for it; the worker keeps only the reads it keeps anyway.
 */
export async function keepInlinedAnswersForOffline(boot: BootData, win: Window = window): Promise<void> {
  const nav = win.navigator;
  if (!('serviceWorker' in nav)) return;
  const registration = await nav.serviceWorker.ready;
  const answers: Record<string, unknown> = { ...boot.reads, [QUERY_KEYS.authUser[0]]: boot.user };
  registration.active?.postMessage({ type: 'renewly:keep-answers', answers });
}
