/** @jest-environment node */
/*
 * Set 22 (issue 47): THE BIG BRANDS' ORDINARY RENEWALS. Sixteen plain, complete renewal invitations of the kind the UK's
 * largest private-car brands send, each in its own layout (not copied from any real letter): Admiral, Aviva, Direct Line,
 * Hastings Direct, LV=, AXA, Saga, NFU Mutual and esure printed by Chromium; Churchill and Co-op Insurance scanned;
 * Ageas, Tesco Insurance, Sheilas' Wheels (sideways), 1st Central and The AA photographed. Not aimed at tricks: letterhead,
 * customer address, a summary box or table, the FCA comparison with last year's premium, cover, excess table or prose,
 * monthly plan with APR, add-ons offered or included, next steps, regulated-firm small print; the everyday distractors
 * (letter dates, IPT, deposits, instalments, totals payable, windscreen excesses, add-on prices, other policies with the
 * same firm, phone and FCA numbers). Direct Line's price and last year's both include the chosen optional extras; Admiral
 * prices car insurance and legal protection apart, each beside last year's (the car insurance pair is the expected one).
 * It measures how the reader does on the ordinary notices most drivers will import.
 * Written by a helper session on 2026-11-30, without sight of the reader.
 *
 * FIRST READING, at 7614bee: 140/144 fields right (PDFs 77/81, scans 18/18, photos 44/45; OCR-read ones counted as scans or photos).
 *   per field: renewalDate 15/16, insurer 16/16, policyNumber 16/16, registrationNumber 15/16, renewalPremium 15/16,
 *   previousPremium 14/16, compulsoryExcess 16/16, voluntaryExcess 16/16, totalExcess 16/16.
 *   Notices fully right: 13/16 (admiral, aviva, direct-line, hastings-direct, lv, nfu-mutual, esure, churchill,
 *   co-op-insurance, ageas, tesco-insurance, sheilas-wheels, the-aa).
 * Misses:
 *   axa renewalDate: read '2027-04-14' (is '2026-12-03'), flagged. 'Your AXA car insurance is due for renewal on 3 December 2026'; the date read is the other policy's: 'AXA Home Insurance, policy HH 0932 4412, renews on 14 April 2027'.
 *   axa renewalPremium: not found. Table row 'Renewal premium 3 December 2026 to 2 December 2027 | £518.33' (heading 'Your premium | Amount').
 *   axa previousPremium: not found. Table row 'Premium you paid last year | £487.91'.
 *   saga previousPremium: not found. 'Your premium for the next 12 months: £389.64' / 'Your premium for the last 12 months: £352.18'.
 *   1st-central registrationNumber (photo): not found. 'Vehicle: Ford Fiesta ST-Line, RV20 DCO' in the reference block.
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none.
 * AFTER THE MENDS, renewalPremium and previousPremium (branch mend-m22c): 143/144 fields right by the first reading's
 *   count (was 140). Premiums 16/16 and 16/16 (were 15/16, 14/16).
 *   - A table's next row under a row too wide for the gutter of two columns below it (right of the gutter only figures,
 *     each in a figure's column of the row above) stays the table's, not the first line of the columns
 *     (layout/page-layout.ts continuesRowAbove): axa's 'Premium you paid last year | £487.91' is read beside its label,
 *     and the header 'Your premium | Amount' is no longer paired with the first row: axa renewalPremium, previousPremium.
 *   - 'for the last 12 months' and a premium's label ending in the past tense ('… for the current year was') say last
 *     year's (premium-words.ts LAST_YEAR): saga previousPremium.
 *   Left (not premiums, other menders' fields): axa renewalDate (the other policy's date), 1st-central registrationNumber.
 * AFTER THE MENDS, insurer, registrationNumber and renewalDate (branch mend-m22b): 48/48 of those fields right.
 *   - a date told of another policy listed after 'Your other policies with us:' ('… AXA Home Insurance, policy HH …,
 *     renews on 14 April 2027') is not this car's (other-car.ts ANOTHER_POLICY): axa renewalDate;
 *   - a current plate ending the car's line or column after a comma, a capital read small by OCR ('Rv20 DCO'), is read
 *     in capitals (plates-set-apart.ts): 1st-central registrationNumber (photo).
 *   Left for other menders: axa renewalPremium and previousPremium, saga previousPremium.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_22 } from './fresh-printed-notices-22';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {};

checkFreshNotices(FRESH_NOTICES_22, KNOWN_MISSES);
