/** @jest-environment node */
/*
 * Set 50 (issue 47): twelve renewal notices written afresh, from UK private-car brands whose names begin with A to L.
 * (First reading to be recorded here.)
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_50 } from './fresh-printed-notices-50';

jest.setTimeout(600_000);

checkFreshNotices(FRESH_NOTICES_50);
