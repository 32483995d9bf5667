/** @jest-environment node */
// A fifth set of notices (2026-11-29, `fresh-printed-notices-3.ts`), written by a third helper who had not read the
// reader's code nor the other sets, in 24 listed brands' styles: 16 printed to PDF, 6 read as phone photos and 2 as
// photos taken sideways (fresh-notice-checks.ts). Read first, before the reader was mended from it: 186 of 202 fields
// right (92.1%), 10 of 24 notices fully, no money or date read wrong without a flag.
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_3 } from './fresh-printed-notices-3';

jest.setTimeout(600_000);

// Still missed, each in a photo: OCR reads 'MO' as 'MO0' in a policy number (read wrong, and marked for a check: no
// policy number is sure without a check), leaves out a small line ('Your premium was £402.70'), and misses 'The AA' in a sideways photo's letterhead.
const KNOWN_MISSES = {
  privilegePhotoSummary: ['policyNumber'],
  elephantPhotoQuote: ['previousPremium'],
  theAASidewaysMember: ['insurer'],
};

checkFreshNotices(FRESH_NOTICES_3, KNOWN_MISSES);
