export const SERVICE_WORKER_URL = '/sw.js';

/** Spec §1: the app registers a service worker at /sw.js; a failed registration is only logged. */
export async function registerServiceWorker(nav: Navigator = navigator): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in nav)) return null;
  try {
    return await nav.serviceWorker.register(SERVICE_WORKER_URL);
  } catch (error) {
    console.warn('Service worker registration failed', error);
    return null;
  }
}
