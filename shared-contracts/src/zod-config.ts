// In the browser zod must neither probe for nor use `new Function`: the app's CSP (script-src 'self') refuses eval,
// and the probe alone is reported as a CSP violation on every page. Parsing small answers does not need compiled
// parsers anyway. The API (no window) keeps zod's compiled parsers. Imported first by index.ts, before any schema.
// Set without importing zod (zod stays off the first load): zod 4 keeps its settings in one object on globalThis,
// `__zod_globalConfig`, which every copy of zod (each app bundles its own) adopts when it loads and `z.config()`
// writes to; zod-config.test.ts checks that zod still reads it.
const ZOD_CONFIG_KEY = '__zod_globalConfig';

if (typeof window !== 'undefined') {
  const holder = globalThis as unknown as Record<string, { jitless?: boolean } | undefined>;
  (holder[ZOD_CONFIG_KEY] ??= {}).jitless = true;
}
