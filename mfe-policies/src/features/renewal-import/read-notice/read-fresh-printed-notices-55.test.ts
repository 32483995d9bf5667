/** @jest-environment node */
/*
 * Set 55 (issue 47): twelve renewal notices in layouts the earlier sets lean on little, from UK private-car brands
 * beginning M to Z. FIRST READING to be recorded.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_55 } from './fresh-printed-notices-55';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {};

checkFreshNotices(FRESH_NOTICES_55, KNOWN_MISSES);
