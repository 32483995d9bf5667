/* Renewly service worker (spec §1: registered at /sw.js).
 *
 * Offline: every GET goes to the network first, so a new deploy is always what an online visit gets; the answer is
 * kept, and served only when the network fails. The kept API answers are the reads the dashboard, policies and
 * reminders pages need; a page that is shown one of them is told when it was saved (it shows the offline bar).
 * A change (any other method) made offline is refused with a 503 and a plain message, never queued.
 * Papers kept on this phone (issue 49: the page puts them in DOCUMENTS_CACHE) answer their file URL when offline.
 * Push: shows the pushed reminder; 'View Policy' opens the app at that policy, only ever on this origin. */

const STATIC_CACHE = 'renewly-static-v1';
const DATA_CACHE = 'renewly-data-v1';
/* OFFLINE_DOCUMENTS_CACHE of shared-contracts/src/features/policy-documents.ts (a test checks they match). */
const DOCUMENTS_CACHE = 'renewly-documents-v1';
const STATIC_LIMIT = 300;
const SAVED_AT_HEADER = 'X-Renewly-Saved-At';
const OFFLINE_HEADER = 'X-Renewly-Offline';

/* The last successful answers of these reads are kept for offline use (they belong to the signed-in user, so they
   are dropped whenever the user signs in, signs out or any API answer is a 401: signed out elsewhere, expired). */
const OFFLINE_READS = [
  '/api/auth/user',
  '/api/user',
  '/api/dashboard/stats',
  '/api/insurance-tips',
  '/api/policies',
  '/api/reminders',
  '/api/notifications',
];

const OFFLINE_WRITE_MESSAGE = "You're offline, so this change wasn't saved. Try again when you're back online.";
const OFFLINE_READ_MESSAGE = "You're offline and this hasn't been saved on this device yet.";

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function isOfflineRead(url) {
  return url.origin === self.location.origin && OFFLINE_READS.includes(url.pathname) && url.search === '';
}

/* The renewal-notice reader's files (mfe-policies/reader-assets.cjs: pdf.js's worker, fonts and wasm, tesseract.js's
   worker, core and ~3 MB of language data, under <remote>/reader/<package>-<version>/) are fetched only when a notice is
   read: never kept here, and their fetches are left to the browser (its HTTP cache keeps them). */
function isReaderAsset(url) {
  return /\/reader\/(pdfjs|tesseract)-[^/]+\//.test(url.pathname);
}

/* Signing in or out, or deleting the account: the kept answers were someone else's. */
function changesWhoIsSignedIn(method, url) {
  return url.pathname.startsWith('/api/auth/') || (method === 'DELETE' && url.pathname === '/api/account');
}

/* A policy document's file, GET /api/policy-documents/<id>/file (?download=1 too). */
function isDocumentFile(url) {
  return url.origin === self.location.origin && /^\/api\/policy-documents\/[^/]+\/file$/.test(url.pathname);
}

/* Signed out (or someone else signed in): the kept answers and the papers kept on this phone were the user's. */
function dropUsersCaches() {
  return Promise.all([caches.delete(DATA_CACHE), caches.delete(DOCUMENTS_CACHE)]);
}

function isApi(url) {
  return url.origin === self.location.origin && (url.pathname === '/api' || url.pathname.startsWith('/api/'));
}

/* A page the server drew for the signed-in user holds their data: it is never kept (offline, a page opens from the
   kept plain shell, /index.html, and reads the kept answers as any page does). */
function isDrawnForUser(response) {
  return response.headers.has('X-Renewly-Drawn-For') || /no-store/i.test(response.headers.get('Cache-Control') || '');
}

/* Static files: this origin's, and the remotes' (which may live on other origins, per /remotes.json). */
function isKeptStatic(request, response) {
  if (!response || isDrawnForUser(response)) return false;
  if (response.type === 'opaque') return request.destination === 'script' || request.destination === 'style';
  return response.ok && response.status === 200 && (response.type === 'basic' || response.type === 'cors');
}

function jsonAnswer(status, message, offline) {
  return new Response(JSON.stringify({ message }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', [OFFLINE_HEADER]: offline },
  });
}

function tell(clientId, message) {
  if (!clientId) return Promise.resolve();
  return self.clients.get(clientId).then((client) => client && client.postMessage(message));
}

async function keepStatic(request, response) {
  if (isReaderAsset(new URL(request.url))) return;
  const cache = await caches.open(STATIC_CACHE);
  await cache.put(request, response);
  // Old deploys' hashed files would pile up: drop the oldest beyond the limit (keys come in insertion order).
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - STATIC_LIMIT)).map((key) => cache.delete(key)));
}

/* An answer the page was handed inlined (a page the server drew): kept as if it had been fetched. */
async function keepInlinedAnswer(path, value) {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8' });
  await keepData(new URL(path, self.location.origin), new Response(JSON.stringify(value), { headers }));
}

async function keepData(url, response) {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  // The body is stored decoded.
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  const body = await response.blob();
  const cache = await caches.open(DATA_CACHE);
  await cache.put(url.pathname, new Response(body, { status: 200, headers }));
}

async function staticGet(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (isKeptStatic(request, response)) event.waitUntil(keepStatic(request, response.clone()));
    return response;
  } catch (error) {
    const kept = await caches.match(request, { cacheName: STATIC_CACHE, ignoreVary: true });
    if (kept) return kept;
    // The app is one page: any of its routes opens from the kept plain shell.
    if (request.mode === 'navigate') {
      const shell =
        (await caches.match('/index.html', { cacheName: STATIC_CACHE, ignoreVary: true })) ||
        (await caches.match('/', { cacheName: STATIC_CACHE, ignoreVary: true }));
      if (shell) return shell;
    }
    throw error;
  }
}

async function apiGet(event, url) {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (response.status === 401) event.waitUntil(dropUsersCaches());
    else if (response.status === 200 && isOfflineRead(url)) event.waitUntil(keepData(url, response.clone()));
    return response;
  } catch {
    if (isDocumentFile(url)) {
      const paper = await caches.match(url.origin + url.pathname, { cacheName: DOCUMENTS_CACHE, ignoreSearch: true, ignoreVary: true });
      if (paper) return paper;
    }
    const kept = isOfflineRead(url) ? await caches.match(url.pathname, { cacheName: DATA_CACHE, ignoreVary: true }) : undefined;
    if (kept) {
      event.waitUntil(tell(event.clientId, { type: 'renewly:offline-data', savedAt: kept.headers.get(SAVED_AT_HEADER) }));
      return kept;
    }
    event.waitUntil(tell(event.clientId, { type: 'renewly:offline', savedAt: null }));
    return jsonAnswer(503, OFFLINE_READ_MESSAGE, 'unavailable');
  }
}

async function apiChange(event, url) {
  try {
    const response = await fetch(event.request);
    const signedOut = response.status === 401 || (response.ok && changesWhoIsSignedIn(event.request.method, url));
    if (signedOut) event.waitUntil(dropUsersCaches());
    return response;
  } catch {
    event.waitUntil(tell(event.clientId, { type: 'renewly:offline-refused', savedAt: null }));
    return jsonAnswer(503, OFFLINE_WRITE_MESSAGE, 'refused');
  }
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
  if (isApi(url)) {
    // The calendar feed and other token URLs are not the app's reads: leave them alone.
    event.respondWith(event.request.method === 'GET' ? apiGet(event, url) : apiChange(event, url));
  } else if (event.request.method === 'GET' && url.pathname !== '/sw.js' && !isReaderAsset(url)) {
    event.respondWith(staticGet(event));
  }
});

/* A page the server drew sends the answers it was handed inlined (the signed-in user, its first reads): the ones
   this worker keeps anyway are kept, with no request made. */
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'renewly:keep-answers' || !data.answers || typeof data.answers !== 'object') return;
  const kept = Object.entries(data.answers).filter(([path, value]) => {
    try {
      return value !== undefined && isOfflineRead(new URL(String(path), self.location.origin));
    } catch {
      return false;
    }
  });
  event.waitUntil(Promise.all(kept.map(([path, value]) => keepInlinedAnswer(path, value).catch(() => undefined))));
});

/* The page loaded before this worker controlled it: it sends the URLs it fetched, to be kept for offline use. */
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'renewly:keep' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    Promise.all(
      data.urls.slice(0, 200).map(async (raw) => {
        let url;
        try {
          url = new URL(String(raw), self.location.origin);
        } catch {
          return;
        }
        if ((isApi(url) && !isOfflineRead(url)) || isReaderAsset(url)) return;
        try {
          if (isApi(url)) {
            const response = await fetch(url.pathname, { credentials: 'same-origin' });
            if (response.status === 200) await keepData(url, response);
            return;
          }
          if (await caches.match(url.href, { cacheName: STATIC_CACHE, ignoreVary: true })) return;
          const sameOrigin = url.origin === self.location.origin;
          const request = new Request(url.href, sameOrigin ? {} : { mode: 'no-cors', credentials: 'omit' });
          const response = await fetch(request);
          if ((response.ok || response.type === 'opaque') && !isDrawnForUser(response)) await keepStatic(request, response);
        } catch {
          // Offline again, or gone: it is kept on a later visit.
        }
      }),
    ),
  );
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Renewly';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || data.message || '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      tag: 'policy-reminder',
      renotify: true,
      requireInteraction: true,
      data: { url: data.url || '/' },
      actions: [
        { action: 'view', title: 'View Policy' },
        { action: 'dismiss', title: 'Dismiss' },
      ],
    }),
  );
});

/* A push names the page to open; only pages of this origin are opened (anything else opens the app's home). */
function sameOriginUrl(raw) {
  try {
    const url = new URL(String(raw || '/'), self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  if (event.action === 'dismiss') return;
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      // navigate() works only for a page this worker controls; otherwise the page moves itself.
      return open.focus().then((w) =>
        url === '/' || !w ? w : w.navigate(url).catch(() => w.postMessage({ type: 'renewly:open', url })),
      );
    }),
  );
});
