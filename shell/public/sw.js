/* Renewly service worker (spec §1: registered at /sw.js). It caches nothing: every request goes to the network,
   so a deploy is never hidden behind stale files. It shows pushed reminders and opens the app on a click. */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
      tag: data.tag || 'policy-reminder',
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
      if (open) return open.focus().then((w) => (w && url !== '/' ? w.navigate(url) : w));
      return self.clients.openWindow(url);
    }),
  );
});
