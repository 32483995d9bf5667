/** @jest-environment node */
/*
 * Set 51 (issue 47): header to come after the first reading.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_51 } from './fresh-printed-notices-51';

jest.setTimeout(600_000);

checkFreshNotices(FRESH_NOTICES_51);
