// Issue 49: papers ticked "Keep on this phone" are in Cache Storage; on a shared phone they must not outlive the
// session. The name is OFFLINE_DOCUMENTS_CACHE (features/policy-documents.ts, which brings zod: not imported here, a
// test checks they match). The service worker drops it too when it sees the sign-out (public/sw.js).
export const KEPT_DOCUMENTS_CACHE = 'renewly-documents-v1';

/** Deletes the papers kept on this phone (nothing where the browser has no Cache Storage). */
export function dropKeptDocuments(): Promise<void> {
  if (typeof caches === 'undefined') return Promise.resolve();
  return caches.delete(KEPT_DOCUMENTS_CACHE).then(
    () => undefined,
    () => undefined,
  );
}
