/** @jest-environment node */
// Issue 47's seventh fresh set (fresh-printed-notices-7.ts): 20 notices (16 printed PDFs, 4 phone photos, one of them
// sideways) written on 2026-11-30 by a seventh helper who had read neither the reader's code nor the other sets, aimed
// at the policy number, the renewal premium and last year's premium. First reading (at 80c94ea): 153/180 fields right
// (85.0%); PDFs 125/144 (86.8%), photos 28/36 (77.8%); 6 of 20 notices fully right (5 PDFs, 1 photo). By field:
// renewal date 17/20, insurer 12/20, policy number 16/20, registration 19/20, renewal premium 17/20, last year's
// premium 15/20, compulsory excess 20/20, voluntary excess 19/20, total excess 18/20. Two dates read wrong with no flag:
// lancaster-expiring-renewal-columns.renewalDate 2026-04-05 (the expiring column's start; is 2027-04-05) and
// police-mutual-narrow-period-cell.renewalDate 2027-05-02 (the second car's renewal in a multi-car note; is 2027-01-17).
// KNOWN_MISSES lists every field missed at the first reading; it does not silence those two.
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_7 } from './fresh-printed-notices-7';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  'general-accident-two-columns': ['renewalPremium', 'previousPremium'],
  'sheilas-wheels-letter-sentences': ['totalExcess'],
  'sainsburys-bank-price-down': ['renewalDate', 'policyNumber', 'renewalPremium', 'previousPremium'],
  'lancaster-expiring-renewal-columns': ['insurer', 'renewalDate'],
  'police-mutual-narrow-period-cell': ['renewalDate', 'policyNumber', 'previousPremium'],
  'hughes-reference-numbers': ['insurer'],
  'footman-james-policy-years': ['policyNumber'],
  'bamboo-add-ons-total': ['insurer'],
  'chaucer-boxed-labels': ['previousPremium'],
  'virgin-money-addons-last-year-total': ['insurer'],
  'peter-james-classic-saving': ['insurer', 'previousPremium'],
  'carrot-renewal-photo': ['insurer'],
  'freedom-values-under-labels-photo': ['insurer', 'registrationNumber'],
  'lexham-last-year-this-year-photo': ['insurer', 'policyNumber', 'renewalPremium', 'voluntaryExcess', 'totalExcess'],
};

checkFreshNotices(FRESH_NOTICES_7, KNOWN_MISSES);
