/** @jest-environment node */
/*
 * Set 28 (issue 47): every letter has three figures that look like the premium. Sixteen renewal invitations from
 * sixteen UK private-car brands (Admiral, Direct Line, Aviva, Hastings Direct, LV=, esure, Saga, RAC, Tesco Insurance,
 * Privilege, 1st Central, NFU Mutual, Co-op Insurance, M&S Car Insurance, Toyota Insurance, Adrian Flux): ten printed
 * by Chromium, two drawn by pdfkit as a statement system would (1st Central, NFU Mutual), two scanned (Co-op, M&S) and
 * two photographed (Toyota upright, Adrian Flux sideways). Each puts the true renewal premium beside totals with
 * add-ons, totals payable by instalments, deposits, instalments, IPT, fees, discounts, vouchers, cheaper or dearer
 * cover levels, another car's or another policy's premium, a price that fell, and last year's figure before and after
 * a mid-term change; last year's figure sits in a table column, a sentence, a footnote or a statement column.
 * Written by a helper session on 2026-12-01, without sight of the reader.
 *
 * FIRST READING, at cedc52e: 133/142 fields right (PDFs 101/108, scans 15/16, photos 17/18; OCR-read ones counted as scans or photos).
 *   per field: renewalDate 16/16, insurer 15/16, policyNumber 15/16, registrationNumber 16/16, renewalPremium 11/16,
 *   previousPremium 16/16, compulsoryExcess 14/15, voluntaryExcess 14/15, totalExcess 16/16.
 *   Notices fully right: 10/16 (admiral, aviva, esure, saga, rac, tesco-insurance, privilege, 1st-central,
 *   co-op-insurance, toyota-insurance).
 * Misses:
 *   direct-line renewalPremium: not found. 'Same cover as last year | Comprehensive | £523.14' in an options table beside
 *     'Recommended cover ... Protected No Claim Discount (£60.60) | £583.74'.
 *   direct-line compulsoryExcess: read '150' (is '250'), flagged. 'Accidental damage: £400 in total (£250 compulsory plus
 *     £150 voluntary)'.
 *   direct-line voluntaryExcess: not found. The same sentence.
 *   hastings-direct renewalPremium: read '689.00' (is '734.80'), flagged. 'Hastings Essential from £689.00' above
 *     'Hastings Direct (your current level) £734.80' and 'We'll renew you on Hastings Direct at £734.80'.
 *   lv renewalPremium: read '69.13' (is '645.20'), flagged. 'Car insurance premium* £645.20' in a table with extras and
 *     'Total £729.18'; the footnote 'includes Insurance Premium Tax of £69.13'.
 *   nfu-mutual policyNumber (drawn): not found. A statement table 'Policy | Number | Renews | Last year | Renewal premium',
 *     row 'Car insurance | MV 8871 2405 | 01/01/2027 | £598.44 | £612.08'.
 *   nfu-mutual renewalPremium (drawn): not found. The same row; the home policy's row and 'Total to be collected by
 *     Direct Debit £1,098.28' below it.
 *   marks-and-spencer insurer (scan): read 'M&S Bank' (is 'M&S Car Insurance'), flagged. Letterhead 'M&S Car Insurance';
 *     small print 'Marks and Spencer Financial Services plc, trading as M&S Bank'.
 *   adrian-flux renewalPremium (photo, sideways): read '8500' (is '389.75'), flagged. 'Premium (including IPT) £389.75',
 *     'Administration fee £25.00', 'Total to pay £414.75'; 'Agreed value: £8,500.'
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none.
 * AFTER THE MENDS, insurer, policy number and registration (branch mend-m26c): 135/142 fields right (133 before);
 *   insurer 16/16, policyNumber 16/16, registrationNumber 16/16.
 *   - A statement table of several policies ('Policy | Number | ...'): the number under the 'Number' heading in the row
 *     whose first cell names a car's cover, never another policy's row: nfu-mutual (drawn) 'MV 8871 2405'.
 *   - 'M&S Car Insurance' added to the brand list as its own entry (as 'Tesco Bank' was), and a brand's name inside
 *     another listed brand's longer name ('M&S' in 'M&S Car Insurance') counted as that longer name's:
 *     marks-and-spencer (scan).
 *   Left: none of these three fields.
 * AFTER THE MENDS, the money by its meaning and excesses told in words (branch mend-m26b): 140/142 fields right;
 *   renewalPremium 16/16, compulsoryExcess 15/15, voluntaryExcess 15/15, the other fields as at the first reading.
 *   Silent wrongs: none. The rules (shared-contracts renewal-notice, tests in fresh-notice-rules-m26b.test.ts):
 *   - An options table's row offering the same cover again ('Same cover as last year', 'like-for-like') under a heading
 *     pricing the year ('Price for 12 months') is this year's premium (same-cover-row.ts): direct-line renewalPremium.
 *   - A sentence starting its line under a heading naming the excesses ('Your excesses') pairs its kinds as an excess
 *     sentence does (excess-pairs.ts): direct-line compulsoryExcess, voluntaryExcess.
 *   - A price alone 'from' in its cell, or 'prices starting from', is a range's lowest, no premium; "We'll renew you
 *     on <level> at £x" names the renewal's price (premium-words.ts, money-fields.ts): hastings-direct renewalPremium.
 *   - 'includes Insurance Premium Tax of £x': the figure after 'tax of' is the tax; a footnote's '*' after 'Car
 *     insurance premium' leaves it the car insurance's row (premium-words.ts): lv renewalPremium.
 *   - A row's heading is only for a label starting its line, not one after a sentence on it ('… included. Agreed
 *     value: £8,500'); last year's figure said to leave the fee out ('(excluding our fee)') makes the premium before the
 *     fee, which the rows confirm, this year's of the same scope (money-fields.ts, fees-left-out.ts, money-checks.ts):
 *     adrian-flux renewalPremium.
 *   - A statement's row whose first cell is 'Car insurance' and whose other cells before the figures hold only its
 *     number and dates is the car insurance's row under 'Last year | Renewal premium' (column-table.ts): nfu-mutual
 *     renewalPremium.
 *   Left: nfu-mutual policyNumber and marks-and-spencer insurer (identity fields, branch mend-m26c's).
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_28 } from './fresh-printed-notices-28';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {};

checkFreshNotices(FRESH_NOTICES_28, KNOWN_MISSES);
