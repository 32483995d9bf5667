/** @jest-environment node */
// A third set of notices (2026-11-29, `fresh-printed-notices.ts`), written by a helper who had not read the reader's
// code, in the house styles of 30 UK insurers and brokers, printed to PDF by Chromium and read as the browser reads
// them (fresh-notice-checks.ts).
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES } from './fresh-printed-notices';

jest.setTimeout(600_000);

checkFreshNotices(FRESH_NOTICES);
