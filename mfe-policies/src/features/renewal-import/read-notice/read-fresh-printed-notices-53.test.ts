/** @jest-environment node */
/*
 * Set 53 (issue 47): twelve renewal notices, leaning to paper. Written by a helper session on 2026-12-03, without sight
 * of the reader. FIRST READING: to be recorded.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_53 } from './fresh-printed-notices-53';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {};

checkFreshNotices(FRESH_NOTICES_53, KNOWN_MISSES);
