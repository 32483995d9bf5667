/** @jest-environment node */
/*
 * Set 46 (issue 47): twelve renewal notices in the ordinary documents UK brokers and insurers send, each from a
 * private-car broker or insurer whose name begins with A to L and which none of sets 1 to 45 used (reading not yet run).
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_46 } from './fresh-printed-notices-46';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {};

checkFreshNotices(FRESH_NOTICES_46, KNOWN_MISSES);
