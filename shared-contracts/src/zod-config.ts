import { z } from 'zod';

// In the browser zod must neither probe for nor use `new Function`: the app's CSP (script-src 'self') refuses eval,
// and the probe alone is reported as a CSP violation on every page. Parsing small answers does not need compiled
// parsers anyway. The API (no window) keeps zod's compiled parsers. Imported first by index.ts, before any schema.
if (typeof window !== 'undefined') z.config({ jitless: true });
