/** @jest-environment node */
// A sixth set of notices (2026-11-29, `fresh-printed-notices-4.ts`), written by a fourth helper who had not read the
// reader's code nor the other sets, in 20 listed brands' styles: 14 printed to PDF, 5 read as phone photos and 1 as a
// photo taken sideways (fresh-notice-checks.ts). Read first, before the reader was mended from it: 138 of 175 fields
// right (78.9%), 7 of 20 notices fully, and two excesses read wrong without a flag (a Last year | This year | Change
// table); after: 145 of 175, 12 notices fully, none wrong without a flag; 146 since set 5's mends (the AA photo's
// 'Last year: £655.50' under its prices, read and flagged). Since set 19's mends the Tesco two-column schedule's three
// excesses are all right (its total read under an 'Excess' heading far from its 'Amount' column).
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_4 } from './fresh-printed-notices-4';

jest.setTimeout(600_000);

// Still missed (each not found or flagged): 22 of the 29 fields are in the photos, where OCR leaves out whole blocks
// (an excess table, a header's policy number and date) or reads a sideways photo as noise; in the PDFs, an excess
// table whose amounts print apart from their labels in a two-column page, the whole excess only implied by a
// sentence's two parts, and last year's premium after a long label with another amount in it.
const KNOWN_MISSES = {
  'saga-letter-with-ps-cheaper-option': ['totalExcess'],
  'nfu-mutual-agency-schedule-mid-term-adjustment': ['previousPremium'],
  'quotemehappy-photo-card': ['compulsoryExcess', 'totalExcess', 'voluntaryExcess'],
  'elephant-photo-price-down-in-pounds': ['totalExcess', 'voluntaryExcess'],
  'sheilas-wheels-photo-annual-and-monthly': ['compulsoryExcess', 'totalExcess', 'voluntaryExcess'],
  'post-office-photo-single-excess-this-year-first': ['policyNumber', 'registrationNumber', 'renewalDate'],
  'the-aa-photo-with-breakdown-add-on': ['compulsoryExcess', 'insurer', 'totalExcess', 'voluntaryExcess'],
  '1st-central-sideways-photo-young-driver': ['compulsoryExcess', 'insurer', 'policyNumber', 'previousPremium', 'registrationNumber', 'renewalDate', 'renewalPremium', 'totalExcess', 'voluntaryExcess'],
};

checkFreshNotices(FRESH_NOTICES_4, KNOWN_MISSES);
