/** @jest-environment node */
/*
 * Set 23 of the notices written afresh (issue 47). Theme: LETTERS DRAWN BY STATEMENT SYSTEMS, NOT BROWSERS. Sixteen
 * renewal invitations, every one laid out with pdfkit by coordinates as mainframe and document-composition systems
 * place their text (none printed from HTML, none copied from the brand's real letters): Tesco Bank (boxed reference
 * panel, price table with both years' car premium and totals of different scope, excess box whose figures are drawn
 * before their labels), Toyota Insurance (premium statement box, values a point off their labels' baseline, excess grid
 * drawn column by column), NFU Mutual (scanned; Times-Roman agency letter, Mutual Bonus taken off in a ruled statement,
 * another car on another policy, Bank Giro tear-off slip), Adrian Flux (modified car, cherished prefix plate in Courier,
 * 'last year / this year' panel with the figures drawn before their labels), Saga (photographed; large type, excess line
 * of separate runs), Churchill (Courier statement box with values drawn before labels, last year's price in its own box,
 * monthly table), Aviva (two pages with a running header, the excesses only on page 2), LV= (Times-Roman, two price boxes
 * drawn figures first, premium build-up with NCD and IPT, total excess only in a sentence), Sainsbury's Bank (summary
 * grid drawn cell by cell, optional extras priced), Co-op Insurance (photographed; two price panels, excess table with
 * an 'Amount' column), A-Plan (broker; the insurer named apart, a second car's policy, deposit tear-off slip), Swinton
 * (photographed sideways; Courier statement with dotted leaders and amounts without '£'), Marshmallow (labels above their
 * figures, cover-levels grid), Halifax (scanned; Courier lines a point off the baseline, first-payment tear-off slip),
 * Direct Line (two pages, running header, extras with their own prices on page 2), Elephant (price and excess grids,
 * a named driver's larger excess). Eleven are read as PDFs, two scanned (NFU Mutual, Halifax) and three photographed
 * (Saga, Co-op Insurance, Swinton sideways). Tests the nine fields on text placed by coordinates rather than flowed.
 * Written by a helper session on 2026-11-30, without sight of the reader.
 *
 * FIRST READING, at 93e2928: 119/144 fields right (PDFs 85/99, scans 18/18, photos 16/27).
 *   per field: renewalDate 16/16, insurer 15/16, policyNumber 6/16, registrationNumber 15/16, renewalPremium 13/16,
 *   previousPremium 13/16, compulsoryExcess 14/16, voluntaryExcess 14/16, totalExcess 13/16.
 *   Notices fully right: 5/16 (nfu-mutual, aviva, a-plan, halifax, direct-line).
 * Misses:
 *   tesco-bank insurer: read 'Tesco Insurance' (is 'Tesco Bank'), flagged. Letterhead 'Tesco Bank' / 'Car Insurance', signed 'Tesco Bank Car Insurance'.
 *   tesco-bank policyNumber: read 'RNW/2212/MD' (is 'TBC 7730 4418 02'), flagged. Boxed panel 'Policy number  TBC 7730 4418 02' above 'Our ref  RNW/2212/MD'.
 *   tesco-bank renewalPremium: read '659.39' (is '587.40'), flagged. Table 'From 22/12/2026 | Last year': 'Car insurance premium £587.40 £531.26' ... 'Total £659.39 £561.25' (breakdown added this year only).
 *   tesco-bank previousPremium: read '587.40' (is '531.26'), flagged. Same row 'Car insurance premium £587.40 £531.26'.
 *   toyota-insurance policyNumber: read 'REN-TY-55102' (is 'TYI 0093 3817'), flagged. Panel 'Policy number:  TYI 0093 3817' over 'Our ref:  REN-TY-55102' (labels bold, separate runs).
 *   adrian-flux policyNumber: not found. Boxed panel 'Policy  AF/MX/3318720' (value in Courier-Bold).
 *   adrian-flux registrationNumber: not found. 'REG  M11 XNR' (cherished prefix plate, Courier).
 *   adrian-flux renewalPremium: read '402.80' (is '384.15'), flagged. Two-panel box, figures drawn first: 'Last year's premium £402.80 | Your renewal premium £384.15'.
 *   adrian-flux previousPremium: not found. The same panel, 'Last year's premium' over '£402.80'.
 *   saga policyNumber (photo): not found. Panel 'Policy number  SGM 3204 7718'.
 *   churchill policyNumber: read 'CH/RN/88104' (is 'PM 0418 2276 31'), flagged. Panel 'Policy No.  PM 0418 2276 31' (Courier value) over 'Our ref  CH/RN/88104'.
 *   lv totalExcess: not found. 'you will have to pay the first £450 of it: a compulsory excess of £250 and the voluntary excess of £200 you chose'.
 *   sainsburys-bank policyNumber: not found. Panel 'Policy no  SBCI 5530 8812'.
 *   co-op-insurance policyNumber (photo): not found. Panel 'Policy number  COP/MTR/7723015'.
 *   co-op-insurance compulsoryExcess (photo): not found. Table '| Amount |': 'Compulsory excess | £200 |'.
 *   co-op-insurance voluntaryExcess (photo): not found. 'Voluntary excess | £150 |'.
 *   co-op-insurance totalExcess (photo): not found. 'Total excess | £350 | per claim'.
 *   swinton policyNumber (photo, sideways): not found. Courier panel 'POLICY NO  SWI/PC/40917732'.
 *   swinton renewalPremium (photo, sideways): not found. 'ALL AMOUNTS IN GBP (£)'; 'RENEWAL PREMIUM . 612.34' (dotted leader, no '£').
 *   swinton previousPremium (photo, sideways): not found. 'PREVIOUS YEAR PREMIUM . 588.91'.
 *   swinton compulsoryExcess (photo, sideways): not found. 'COMPULSORY EXCESS . 250'.
 *   swinton voluntaryExcess (photo, sideways): not found. 'VOLUNTARY EXCESS . 100'.
 *   swinton totalExcess (photo, sideways): not found. 'TOTAL EXCESS .... 350'.
 *   marshmallow policyNumber: not found. Panel 'Policy  MSH-P-26F8K91Q' beside 'Sent  28 November 2026'.
 *   elephant policyNumber: not found. Panel 'Policy number  ELP/24/0071883'.
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none.
 * AFTER THE MENDS, compulsoryExcess, voluntaryExcess and totalExcess (branch mend-m22d, not swinton's, mender m22e's):
 *   120/144 fields right (the other fields as at the first reading, left to other menders). Rule (shared-contracts
 *   renewal-notice, tested with a near miss in fresh-notice-rules-m22d.test.ts):
 *   - the whole excess in the sentence of its two parts, when that sentence starts on its own line right under rows of
 *     figures with no full stop (whole-excess-in-sentence.ts also cuts such a run at lines starting a capitalised
 *     word): lv totalExcess (£450 = £250 + £200, confirmed).
 *   Left: co-op-insurance's three excesses (photo): OCR made the whole 'Your excess' box one garbled word ('eecesTe'),
 *   no figure or label is left to read.
 * AFTER THE MENDS, policyNumber (branch mend-m22a): 129/144 fields right (PDFs 92/99, scans 18/18, photos 19/27), the
 *   other fields as at the first reading; policyNumber 16/16. Notices fully right: 11/16.
 *   - A reference panel beside a taller letterhead or heading (layout/page-layout.ts, joinWrappedCells): the logo took
 *     the first place of the panel's first line, so the panel's next row ('Date  24 November 2026') was joined to it as
 *     that line's wrapped cells ('Policy number Date  TBC 7730 4418 02 24 November 2026'). A label and its value under
 *     a label and its value, in the same two places, is now a row of its own, as it already was in the first place.
 *     Mends tesco-bank, toyota-insurance, adrian-flux, saga (photo), churchill, sainsburys-bank, co-op-insurance
 *     (photo), swinton (photo, sideways), marshmallow and elephant: each panel now reads row by row.
 *   Left: the misses of the other fields above (not this branch's).
 *
 * AFTER THE MENDS, renewalPremium and previousPremium, and swinton's money (branch mend-m22e): 128/144 fields right
 *   (from 119/144): renewalPremium 16/16, previousPremium 16/16, compulsoryExcess 15/16, voluntaryExcess 15/16,
 *   totalExcess 14/16.
 *   - Layout (renewal-notice/layout/page-layout.ts, cutElsewhere): a part of a two-column run, set apart by a wide band,
 *     with labels of its own left of the gutter, no cell starting at the gutter, no row with amounts either side of it,
 *     one side itself in two columns, and not two columns on its own, is read as rows: the gutter was found in the rows
 *     above or below it. Mends tesco-bank renewalPremium and previousPremium (the heading row 'From 22/12/2026 | Last
 *     year' was cut in two, so the car premium's row had no headings; the renewal premium still asks for a tick, as the
 *     instalment total holds breakdown cover) and adrian-flux renewalPremium and previousPremium (the vehicle rows' gutter cut the two-figure panel). The
 *     figures drawn before their labels were not the cause: the layout orders text by position.
 *   - A heading stating the currency ('ALL AMOUNTS IN GBP (£)', 'figures shown in pounds sterling') makes the bare
 *     figure ending each row below it an amount: pounds and pence on any row, whole pounds only on a row naming an
 *     excess (pound-column.ts); and a row ending in its figure ends its sentence when the next row starts in capitals
 *     (excess-pairs.ts; else OCR's stray marks in the dot leaders paired the compulsory row's figure with 'VOLUNTARY' on
 *     the row below, a silent wrong). Mends swinton's five money fields.
 *   Left: the policy numbers (another mender's; in tesco-bank and adrian-flux at least a tall letterhead line takes the
 *   reference panel's next row as its wrapped cells), tesco-bank insurer, adrian-flux registrationNumber (the vehicle
 *   rows 'REG  M11 XNR' still read as two columns), lv totalExcess and co-op-insurance's excesses (other menders').
 * AFTER THE MENDS, insurer, registrationNumber and renewalDate (branch mend-m22b): 47/48 of those fields right.
 *   - a registration label alone on its line in a column of labels ('VEHICLE' / 'REG' / 'AGREED VALUE'), its plate
 *     the first line below holding only a current, prefix or suffix plate (plates-set-apart.ts): adrian-flux.
 *   Left: tesco-bank insurer, read 'Tesco Insurance' (flagged) for the letter's 'Tesco Bank'. The brand list holds
 *   'Tesco Bank' as a spelling of 'Tesco Insurance', and set 1 (fresh-printed-notices.ts, tescoBankPayMonthlyOrAnnual,
 *   headed 'Tesco Bank Car Insurance' like this one) expects 'Tesco Insurance': no reading rule can give both, so the
 *   convention is left to the lead (see the branch's report).
 * ON BRANCH mend-m22b-tesco-bank (after mend-m22b): 48/48 of insurer, registrationNumber and renewalDate. The brand
 *   list holds 'Tesco Bank' as a brand of its own, read as the letter names itself: tesco-bank insurer. It turns set 1's
 *   tescoBankPayMonthlyOrAnnual (expected 'Tesco Insurance' for a letter naming only 'Tesco Bank') into a known miss.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_23 } from './fresh-printed-notices-23';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  'co-op-insurance': ['compulsoryExcess', 'voluntaryExcess', 'totalExcess'],
};

checkFreshNotices(FRESH_NOTICES_23, KNOWN_MISSES);
