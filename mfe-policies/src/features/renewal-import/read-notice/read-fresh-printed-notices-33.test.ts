/** @jest-environment node */
/*
 * Set 33 (issue 47): real-world paper: multi-page packs, boxed schedules, scans and photos of the schedule page.
 * Sixteen renewal invitations, each from a different UK private-car brand: Ageas, LV=, Direct Line, NFU Mutual, Saga,
 * Aviva, Churchill, Zurich, esure, 1st Central, Admiral, Hastings Direct, More Than, AXA, Adrian Flux, Intelligent
 * Insurance. 5 Chromium PDFs (2-3 pages each), 5 scans (every page kept; Churchill's drawn by pdfkit), 6 photos of the
 * schedule page alone (Hastings Direct and Adrian Flux sideways). They test the figures on page 2 of a pack behind a
 * covering letter and ahead of a Statement of Fact or terms, headers and footers repeating the policy number and
 * 'Page 2 of 3', vehicle/drivers/cover/premium/excesses blocks each in its own box, a big logo block and a marketing
 * panel, a tear-off payment slip down the left margin (its amount the total with an add-on), excess tables by claim
 * type with compulsory, voluntary and total named, and tiny grey small print.
 * Written by a helper session on 2026-12-01, without sight of the reader.
 *
 * FIRST READING, at b1db48b0: 133/144 fields right (PDFs 44/45, scans 41/45, photos 48/54).
 *   per field: renewalDate 15/16, insurer 16/16, policyNumber 14/16, registrationNumber 16/16, renewalPremium 14/16,
 *   previousPremium 14/16, compulsoryExcess 14/16, voluntaryExcess 15/16, totalExcess 15/16.
 *   Notices fully right: 9/16 (lv, direct-line, nfu-mutual, saga, aviva, churchill, esure, 1st-central, axa).
 * Misses:
 *   ageas previousPremium: not found. Premium box on page 2, 'Your premium last year  £548.20' (the page's text puts the
 *     two-column Vehicle details and Cover boxes between the label and its figure).
 *   zurich compulsoryExcess, voluntaryExcess, totalExcess, renewalPremium (scan): not found. Page 2's schedule is one ruled
 *     (bordered) serif table, 'Compulsory excess | £400', 'Voluntary excess | £100', 'Total own damage excess | £500',
 *     'Premium (incl. IPT) | £704.55'; the OCR kept almost none of the ruled table. Page 1 says 'Last year your premium was
 *     £655.80; for the coming year it is £704.55.'
 *   admiral compulsoryExcess (photo): not found. Excesses box, 'Compulsory excess  £250' (OCR: 'Compulsoryexcess').
 *   hastings-direct policyNumber (photo, sideways): not found. 'Policy HD-M-33091742 · Page 2 of 2' in the yellow header
 *     band (lost in the OCR); the footer's unlabelled '... HD-M-33091742 · Page 2 of 2' was read.
 *   more-than policyNumber (photo): not found. 'Renewal schedule / Policy number MTC/00814573 / Page 2 of 3' beside the
 *     logo block (OCR: 'PolicynumberMTC/00814573').
 *   more-than renewalDate (photo): not found. 'Your new policy starts  19 December 2026', the label wrapped over two lines
 *     in its table cell ('Your new policy' / 'starts').
 *   adrian-flux renewalPremium (photo, sideways): not found. 'Renewal premium (inclusive of IPT)  £452.80', above
 *     'Expiring premium  £430.00' (the OCR read both lines cleanly).
 *   intelligent-insurance previousPremium (photo): not found. Premium box, 'New premium £723.50 / Last year £688.25 /
 *     Increase £35.25' (OCR: 'Lastyear').
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none.
 * AFTER THE MENDS, premiums (branch mend-m30c): 136/144 fields right (133 before); ageas previousPremium, zurich
 *   renewalPremium, adrian-flux renewalPremium.
 *   - Page layout: a table's row just over the table's row too wide for a two-column gutter, its figure under the wide
 *     row's ('Your premium last year  £548.20' over 'Your renewal premium (including Insurance Premium Tax at 12%)
 *     £611.35'), is the table's, not the last line of the two columns of boxes above (the mirror of the row just under
 *     such a row): ageas previousPremium.
 *   - After last year's premium, a clause naming only the year ahead gives this year's ('Last year your premium was
 *     £655.80; for the coming year it is £704.55'; not a month's figure): zurich renewalPremium.
 *   - '(inclusive of IPT)' says what a premium holds, like '(including IPT)': adrian-flux renewalPremium.
 *   Left: zurich compulsoryExcess, voluntaryExcess, totalExcess: an OCR loss, page 2's ruled table comes back as one
 *     line of garble ('RotorGA ApAatR, sractad ...') with no figure in it, and page 1 names no excess.
 * AFTER THE MENDS, dates, who and which (branch mend-m30b): 137/144 fields right (133 before); compulsoryExcess admiral,
 *   policyNumber and renewalDate more-than, previousPremium intelligent-insurance.
 *   - Label words OCR ran together are put apart, once, for every rule (ocr-run-together-labels.ts): a pair of the
 *     reader's own label words as one word ('Compulsoryexcess', 'Policynumber', 'Lastyear', 'REGISTRATIONMARK'), its
 *     value glued on or not ('PolicynumberMTC/00814573'), never a longer word or a web or email address: admiral
 *     compulsoryExcess, more-than policyNumber, intelligent-insurance previousPremium.
 *   - A row label wrapped in its narrow cell, its last word on the line under the date ('Your new policy   19 December
 *     2026' / 'starts'), names the date, a little less sure (asks for a tick): more-than renewalDate.
 *   Left: hastings-direct policyNumber (the photo's OCR lost the header band's 'Policy' label; only the footer's
 *   unlabelled 'HD-M-33091742 - Page 2 of2' is left, a reference no rule can tell from a document's own code);
 *   ageas previousPremium, zurich's excesses and premium, adrian-flux renewalPremium are money, another helper's.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_33 } from './fresh-printed-notices-33';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  zurich: ['compulsoryExcess', 'voluntaryExcess', 'totalExcess'],
  'hastings-direct': ['policyNumber'],
};

checkFreshNotices(FRESH_NOTICES_33, KNOWN_MISSES);
