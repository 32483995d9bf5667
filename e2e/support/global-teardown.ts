// Stops what the global setup started (API, fake DVLA, SMTP, FerretDB) and removes its temp folder.
export default async function globalTeardown(): Promise<void> {
  await globalThis.__RENEWLY_E2E_STOP__?.();
  globalThis.__RENEWLY_E2E_STOP__ = undefined;
}
