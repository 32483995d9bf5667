/**
 * The first visit's files and reads were fetched before the service worker controlled the page: once it is ready,
 * it is sent their URLs to keep for offline use (later visits are kept as they are fetched).
 */
export async function keepFirstVisitForOffline(win: Window = window): Promise<void> {
  const nav = win.navigator;
  if (!('serviceWorker' in nav) || nav.serviceWorker.controller) return;
  const registration = await nav.serviceWorker.ready;
  // Let the page's own reads finish first.
  await new Promise((resolve) => win.setTimeout(resolve, 1500));
  const fetched = win.performance.getEntriesByType('resource').map((entry) => entry.name);
  // '/index.html': the plain shell every route opens from offline (a page drawn for the user is not kept).
  const urls = [...new Set(['/index.html', '/', win.location.pathname, '/remotes.json', ...fetched])];
  registration.active?.postMessage({ type: 'renewly:keep', urls });
}

/**
 * A page the server drew for the user brought the signed-in user inlined, so the page never read it: the worker is
 * asked to keep a copy of that read, as it keeps every other (offline, the plain shell opens signed in from it).
 */
export async function keepSignedInUserForOffline(win: Window = window): Promise<void> {
  const nav = win.navigator;
  if (!('serviceWorker' in nav)) return;
  const registration = await nav.serviceWorker.ready;
  await new Promise((resolve) => win.setTimeout(resolve, 1500));
  registration.active?.postMessage({ type: 'renewly:keep', urls: ['/api/auth/user'] });
}
