/** @jest-environment node */
/*
 * Set 29 (issue 47): who, which car and which policy, mostly from phone photos. Sixteen renewal invitations, each from
 * a different UK private-car brand: 1st Central, Elephant, Swinton, Kwik Fit Insurance, NFU Mutual, Adrian Flux,
 * Co-op Insurance, RAC, Saga, Privilege, Zurich, Toyota Insurance, Bell, M&S Bank, Hastings Direct, Lloyds Bank.
 * Four Chromium-printed PDFs, four scans (one drawn by pdfkit) and eight phone photos (two sideways). They test the
 * identity fields: policy numbers of many shapes (slashes, dashes, dots, digit groups, letters that look like digits,
 * suffixes after a space) beside look-alike customer numbers, quote, claim, account and mandate references; plates of
 * every UK era (current, prefix, suffix, dateless, Northern Ireland, personalised) beside makes, models and second
 * cars or trailers; the driver's name and address; underwriters, breakdown and legal-expenses partners in the small print.
 * Written by a helper session on 2026-12-01, without sight of the reader.
 *
 * FIRST READING, at cedc52e: 134/144 fields right (PDFs 34/36, scans 30/36, photos 70/72; OCR-read ones counted as scans or photos).
 *   per field: renewalDate 16/16, insurer 16/16, policyNumber 14/16, registrationNumber 13/16, renewalPremium 14/16,
 *   previousPremium 16/16, compulsoryExcess 15/16, voluntaryExcess 15/16, totalExcess 15/16.
 *   Notices fully right: 10/16 (1st-central, elephant, kwik-fit-insurance, adrian-flux, rac, saga, privilege,
 *   toyota-insurance, bell, lloyds-bank).
 * Misses:
 *   swinton policyNumber: not found. 'Your policy number | SWI 20481736 / 01' in a boxed table beside 'Direct Debit mandate reference | SWI20481736DD'.
 *   swinton registrationNumber: not found. 'your 1979 Triumph Spitfire 1500 (Pimento Red), registration number LHV 482T, comes up for renewal' (suffix-era plate).
 *   nfu-mutual renewalPremium (photo): not found. A table headed 'Premium last year | Premium this year', row 'Private car £564.00 £591.30' (last year was read).
 *   co-op-insurance policyNumber (scan, drawn): read 'CIS/ICAR/5501128-3' (is 'CIS/CAR/5501128-3'), flagged. 'Policy number: CIS/CAR/5501128-3'.
 *   co-op-insurance compulsoryExcess (scan, drawn): not found. One row 'Compulsory excess / voluntary excess / total  £350 / £150 / £500'.
 *   co-op-insurance voluntaryExcess (scan, drawn): not found. Same row.
 *   co-op-insurance totalExcess (scan, drawn): not found. Same row.
 *   zurich renewalPremium (scan): not found. 'Last year your premium was £521.09; this year your premium is £544.60.' (last year was read).
 *   m-and-s-bank registrationNumber (photo): not found. 'Your M&S Bank Car Insurance for EO20 FJK, a 2020 Volvo XC40 T3 Momentum in Crystal White, renews on'.
 *   hastings-direct registrationNumber (scan): not found. 'Your car insurance (policy PC 883 914 22 HD) for J4 MES, a 2019 BMW 320d M Sport (blue), will be renewed on' (personalised plate).
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none.
 * AFTER THE MENDS, insurer, policy number and registration (branch mend-m26c): 138/144 fields right (134 before);
 *   insurer 16/16, policyNumber 15/16, registrationNumber 16/16.
 *   - A policy number label alone on its line, the letter's other column read between it and its value: the first line
 *     below holding only a policy number, where the label's line starts, past lines wholly right of the label; low
 *     confidence: swinton 'SWI 20481736 / 01'.
 *   - A suffix-era plate broken over a line after its label ('registration number LHV' / '482T'): swinton.
 *   - A plate just before the car's description in a sentence ('for EO20 FJK, a 2020 Volvo ...'), medium confidence:
 *     m-and-s-bank (photo; OCR 'E020 FJK': a prefix plate's number never starts with a zero, so it is EO20) and
 *     hastings-direct (scan, the personalised 'J4 MES').
 *   Left: co-op-insurance policyNumber (scan, drawn), OCR reads 'CIS/CAR/5501128-3' as 'CIS/ICAR/5501128-3': a letter
 *   that is not printed, which no reading rule can tell from a real one; it stays in KNOWN_MISSES.
 * AFTER THE MENDS, the money by its meaning and excesses told in words (branch mend-m26b): 138/144 fields right;
 *   renewalPremium 15/16, compulsoryExcess 16/16, voluntaryExcess 16/16, totalExcess 16/16, the other fields as at the
 *   first reading. Silent wrongs: none. The rules (shared-contracts renewal-notice, tests in
 *   fresh-notice-rules-m26b.test.ts):
 *   - A value starting its line takes the clause after the line above's last figure, set off by a semicolon or ', and'
 *     ('… was £521.09; this year your premium is' / '£544.60.'), as its label (label-before.ts): zurich renewalPremium.
 *   - The kinds listed in a row's label may each carry 'excess' ('Compulsory excess / voluntary excess / total' over
 *     '£350 / £150 / £500'; excess-pairs.ts): co-op-insurance compulsoryExcess, voluntaryExcess, totalExcess.
 *   Left: nfu-mutual renewalPremium (a 'Premium last year | Premium this year' table, row 'Private car': branch
 *   mend-m26a's year columns), and the identity fields (branch mend-m26c's).
 * AFTER THE MENDS, money in columns and amounts without a '£' beside them (branch mend-m26a): 138/144 fields right
 *   (4 more; no silent wrongs).
 *   - Headings that name the price in both year columns ('Premium last year | Premium this year') make the row right
 *     under them the premium's, whatever its label ('Private car', column-table.ts): nfu-mutual's renewalPremium.
 *   - A row listing the kinds each with 'excess' ('Compulsory excess / voluntary excess / total  £350 / £150 / £500')
 *     gives each amount its kind (excess-pairs.ts): co-op-insurance's three excesses (scan).
 *   Left: zurich's renewalPremium (a sentence, not a column) and the identity fields.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_29 } from './fresh-printed-notices-29';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  'co-op-insurance': ['policyNumber'],
};

checkFreshNotices(FRESH_NOTICES_29, KNOWN_MISSES);
