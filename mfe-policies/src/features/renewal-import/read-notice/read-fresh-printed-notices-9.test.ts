/** @jest-environment node */
/*
 * Issue 47: a ninth set of notices written afresh (fresh-printed-notices-9.ts: 20 notices from 20 UK brands, 15 printed
 * to PDF and 5 read as phone photos, one of them sideways), aimed at layout and typography: dot leaders, wide label
 * columns, two-column letter text, rowspan/colspan tables, definition lists, quote boxes side by side, '£ 1,023.40' /
 * '£1023.40' / 'GBP 612.40' / '612.40 GBP', capitals and letter-spacing, serif and monospace, 7-8pt text, page-2
 * continuations, footers full of other numbers, instalment tables and add-ons priced apart.
 *
 * FIRST READING, at c6fede8 (before any mend): 141 of 178 fields right (PDFs 107/133, photos 34/45); 5 of 20 notices
 * fully right (admiral-dot-leaders, aviva-definition-list-page-two, saga-times-two-pages,
 * ageas-georgia-columns-start-date, nfu-mutual-photo-boxes).
 * Per field: renewalDate 17/20, insurer 18/20, policyNumber 13/20, registrationNumber 20/20, renewalPremium 14/20,
 * previousPremium 14/20, compulsoryExcess 15/20, voluntaryExcess 14/19, totalExcess 16/19.
 * The 37 misses ("not read" = no value; "flagged" = read wrong but with a reason to check, asking for a tick; the flag
 * on each wrong value was seen in a second run at the same commit with these misses listed in KNOWN_MISSES for a
 * moment, then emptied again: every one passed as right, not read or flagged; [brackets]: where on the notice the
 * wrong value apparently came from, as this writer sees it):
 *   direct-line-columns-three-boxes compulsoryExcess: read 500 (is 350), flagged   [the Essentials box's excess]
 *   direct-line-columns-three-boxes voluntaryExcess: read 250 (is 100), flagged   [the Essentials box's excess]
 *   lv-rowspan-colspan-tables renewalPremium: read 577.80 (is 623.15), flagged   [this year's row of the rowspan table]
 *   lv-rowspan-colspan-tables previousPremium: not read (is 577.80)
 *   churchill-monospace-capitals previousPremium: not read (is 1023.40)
 *   hastings-direct-wide-labels-price-down renewalPremium: read 574.53 (is 655.02), flagged   [car insurance alone; last year's £702.18 included breakdown and legal]
 *   esure-gbp-small-print previousPremium: not read (is 558.91)
 *   sheilas-wheels-georgia-letter-spaced policyNumber: not read (is SW/0477/218836)
 *   sheilas-wheels-georgia-letter-spaced renewalPremium: not read (is 437.60)
 *   sheilas-wheels-georgia-letter-spaced previousPremium: not read (is 461.25)
 *   sheilas-wheels-georgia-letter-spaced compulsoryExcess: not read (is 150)
 *   sheilas-wheels-georgia-letter-spaced voluntaryExcess: not read (is 250)
 *   sheilas-wheels-georgia-letter-spaced totalExcess: not read (is 400)
 *   aa-photo-two-boxes (photo) insurer: read 'the aa' (is AA), flagged
 *   aa-photo-two-boxes (photo) policyNumber: not read (is AAP 4417 2209)
 *   aa-photo-two-boxes (photo) renewalDate: not read (is 2027-02-05)
 *   aa-photo-two-boxes (photo) compulsoryExcess: not read (is 250)
 *   aa-photo-two-boxes (photo) voluntaryExcess: not read (is 200)
 *   rac-periods-colspan renewalDate: read 2026-03-13 (is 2027-03-13), flagged   [the current period's start]
 *   tesco-bank-sideways-photo-clubcard (photo, sideways) insurer: read 'tesco insurance' (is Tesco Bank), flagged
 *   tesco-bank-sideways-photo-clubcard (photo, sideways) renewalPremium: read 597 (is 563.18), flagged   [the without-Clubcard £597.30, pence lost]
 *   privilege-two-year-boxes-columns renewalPremium: read 1155.04 (is 1312.58), flagged   [the LAST YEAR box]
 *   privilege-two-year-boxes-columns previousPremium: not read (is 1155.04)
 *   privilege-two-year-boxes-columns policyNumber: not read (is PV 553 8820 17)
 *   elephant-photo-dot-leaders-price-down (photo) policyNumber: not read (is ELE-3387-2041)
 *   elephant-photo-dot-leaders-price-down (photo) compulsoryExcess: not read (is 300)
 *   elephant-photo-dot-leaders-price-down (photo) voluntaryExcess: not read (is 100)
 *   diamond-small-letter-spaced-dl renewalPremium: read 519.14 (is 476.35), flagged   [the monthly total amount payable]
 *   diamond-small-letter-spaced-dl renewalDate: not read (is 2027-02-22)
 *   diamond-small-letter-spaced-dl policyNumber: not read (is DMD 90 3318 46)
 *   diamond-small-letter-spaced-dl previousPremium: not read (is 452.08)
 *   diamond-small-letter-spaced-dl compulsoryExcess: not read (is 250)
 *   diamond-small-letter-spaced-dl voluntaryExcess: not read (is 150)
 *   diamond-small-letter-spaced-dl totalExcess: not read (is 400)
 *   swinton-broker-times-rowspan policyNumber: read 'SWP/66' (is SWP/66 28 915/2), flagged
 *   co-op-insurance-page-two-monthly policyNumber: read 'CO-OP/MTR/7742' (is CO-OP/MTR/7742 5519), flagged
 *   1st-central-photo-price-down (photo) totalExcess: not read (is 500: £400 compulsory + £100 voluntary, no total printed)
 * Silent wrongs (the last test, money or date read wrong with no flag): none; that test passed at the first reading.
 * No expectation has been changed since the first reading.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_9 } from './fresh-printed-notices-9';
jest.setTimeout(600_000);
const KNOWN_MISSES: Record<string, readonly string[]> = {};
checkFreshNotices(FRESH_NOTICES_9, KNOWN_MISSES);
