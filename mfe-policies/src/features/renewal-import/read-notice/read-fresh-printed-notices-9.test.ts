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
 *
 * EXPECTATION CHANGED (a harness convention, not a reading): 1st-central-photo-price-down prints £400 compulsory and
 * £100 voluntary but no total excess; its totalExcess '500' was the writer's sum, and the reader reports only a total the
 * notice states (the review adds the parts itself, review-rows.ts). Removed, so the set has 177 expectations. Every other
 * expectation was checked against the notice's HTML (each amount, date, number and plate is printed, or the renewal date
 * is the day after a stated end of cover) and stands.
 *
 * MENDED (issue 47, commits 16cf689..d32fc9c; each rule with our own tests and a near miss in
 * shared-contracts/src/features/renewal-notice/fresh-notice-rules-9.test.ts):
 *   - a letter-spaced PDF label, each word one pdf.js item with a space between its letters, is read as its words
 *     (layout/letter-spaced.ts): sheilas-wheels' six fields, diamond's seven;
 *   - a table's add-on column of 'Not included' no longer makes its last column a column of the page (page-layout.ts),
 *     and period headings may have the rows' own heading in their corner (column-table.ts): churchill previousPremium;
 *   - premium rows labelled by their periods of insurance: the later period's is the renewal's (period-rows.ts): lv;
 *   - 'Current period of insurance: A to B' is not the renewal's start (renewal-date-field.ts): rac renewalDate;
 *   - an amount with the currency after it, '558.91 GBP' (uk-amounts.ts): esure previousPremium;
 *   - a price table in a wide label column is read part by part, and when last year's price included the add-ons this
 *     year's total is the premium set beside it, asking for a tick (price-parts.ts, like-for-like.ts): hastings;
 *   - the rows of a box headed with the ending year are last year's (last-years-box.ts): privilege's premiums;
 *   - a policy number's digit groups after its slashed part up to a word, and one wrapped after its letter prefix
 *     (identity-fields.ts): swinton, co-op, privilege policyNumber;
 *   - of excesses read at two amounts, the one compulsory and voluntary pair making the stated total (excess-sum.ts):
 *     direct-line's excesses;
 *   - a two-column run parted at a wide empty band, a part whose rows of values go on across read as rows
 *     (layout/band-segments.ts): aa photo's renewalDate, policyNumber and excesses;
 *   - a photo's dot leaders OCR read as small letters, a kind of excess and 'Policy number' OCR garbled by a letter or
 *     three (ocr-dot-leaders.ts, ocr-excess-kinds.ts, ocr-policy-label.ts, excess-pairs.ts): elephant photo's
 *     policyNumber and excesses.
 * Each mend was checked against the texts of sets 1-8 (no reading changed but for two of set 4's known misses, now
 * right) and the whole printed-notice run (sets 1-9, own, unseen) before the last commit.
 *
 * READING AFTER THE MENDS: 174 of 177 fields right (PDFs 133/133, photos 41/44); 18 of 20 notices fully right.
 * Per field: renewalDate 20/20, insurer 18/20, policyNumber 20/20, registrationNumber 20/20, renewalPremium 19/20,
 * previousPremium 20/20, compulsoryExcess 20/20, voluntaryExcess 19/19, totalExcess 18/18. No silent wrong.
 * LEFT (KNOWN_MISSES, each flagged, never silently wrong):
 *   (aa-photo-two-boxes insurer, read 'The AA' for the notice's 'AA', was listed here; the checks now take an insurer
 *   with or without a leading 'The', as any case, so it is checked as right: 175/177);
 *   (tesco-bank-sideways-photo-clubcard insurer, read 'Tesco Insurance' for 'Tesco Bank', was listed here; since
 *   'Tesco Bank' became its own brand entry (sets 22-25's mends) it is read as the letter names itself, 2026-12-01);
 *   tesco-bank-sideways-photo-clubcard renewalPremium: read 597, flagged (is 563.18): OCR of the sideways photo loses
 *     the renewal box's own figure altogether and reads the box beside it ('£597 30', the price without a Clubcard);
 *     nothing on the text read says 563.18, so no rule can read it.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_9 } from './fresh-printed-notices-9';
jest.setTimeout(600_000);
const KNOWN_MISSES: Record<string, readonly string[]> = {
  'tesco-bank-sideways-photo-clubcard': ['renewalPremium'],
};
checkFreshNotices(FRESH_NOTICES_9, KNOWN_MISSES);
