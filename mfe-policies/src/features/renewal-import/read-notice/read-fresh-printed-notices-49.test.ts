/** @jest-environment node */
/*
 * Set 49 (issue 47): twelve renewal notices written afresh, from UK private-car brands whose names begin with M to Z.
 * (First reading to follow.)
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_49 } from './fresh-printed-notices-49';

jest.setTimeout(600_000);

checkFreshNotices(FRESH_NOTICES_49);
