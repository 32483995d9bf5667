/** @jest-environment node */
/*
 * Set 42 (issue 47): layouts no earlier set used. Sixteen renewal invitations, each from a different UK private-car brand
 * none of sets 1 to 41 used: Sheilas' Wheels (the renewal email as a webmail client prints it with its pictures blocked,
 * grey boxes with alt text, 'Gmail' and the reader's own address at the top; the price also 'That's just £1.74 a day',
 * and a price check 'Today a new customer would pay £671.85 for this policy' beside 'Last year you paid £598.40'; esure
 * named as administrator and underwriter in the small print), People's Choice (a table of prices by annual mileage band,
 * 'Up to 8,000 miles – your current estimate' marked, the others with 'less' / 'more' differences; an MOT mileage),
 * Sainsbury's Bank (two price boxes side by side, '✓ YOUR PRICE – Nectar Price £583.62' and 'Standard price £619.40';
 * Nectar points), Haven Insurance (a two-by-two grid, no claims discount protected or not by pay in full or 10 Direct
 * Debits, the chosen cell '£742.90 ✔ your renewal price'; 'ends on 10 April 2027 ... renew it from 11 April 2027'),
 * Classic Direct (a 1972 MGB GT on a K-suffix plate 'RFK 612K': a table of four policy years' agreed values and premiums,
 * the year ending '2026/27 (ends 30 April 2027)' among them, a 10% club discount, an owners' club price guide), ChoiceQuote
 * (the policy moved from Zurich to Covéa: 'This year – ends 26 March 2027' and 'Your renewal – from 27 March 2027' as two
 * cards side by side, each with a premium and three excesses, and Zurich's own renewal offer of £954.10 in the text),
 * Jelf (an 'at a glance' grid of two label-value pairs a row over the insurer's Insurance Product Information Document,
 * full of other sums: limits, a £350 young-driver excess, a £35 cancellation charge), Keegan & Pennykid (an Edinburgh
 * broker's traditional letter whose figures stand only in a right-hand margin column headed '£', without '£' beside
 * them, each level with the last line of its words), Caunce O'Hara (an annual review: the year's claim first, with
 * the repair cost and 'Excess you paid £400.00 (compulsory £250 and voluntary £150, as they stood at the time)', then
 * the renewal terms with 'Compulsory excess £350.00 (was £250.00)'), Petherwick Insurance Brokers (a postcard reminder,
 * picture side and message-and-address side scanned on one sheet), Bullerwell (a broker's three-column client
 * newsletter, the renewal a small box among articles with average claims, average premiums, money raised and dates),
 * Bartlett (a 'where your premium goes' ring chart with a legend of five amounts and shares adding up to the premium),
 * Brownhill Insurance Group (a tri-fold leaflet on two A4 pages, the outside page's front cover at its foot, the inside
 * in three bands), Lucas Fettes (a one-row schedule under eleven column headings printed sideways, bottom to top, and a
 * net / IPT / gross line below), Miles Smith (the renewal premium at four voluntary excesses, '£250 – your current
 * choice' marked and named in the text), Thompson Heath & Bond (a renewal confirmation with an advance notice of twelve
 * Direct Debit collections in two side-by-side halves, a mandate reference that contains the policy number, and the
 * Direct Debit Guarantee). Three drawn by pdfkit (Keegan & Pennykid, Caunce O'Hara, Brownhill), thirteen printed from
 * HTML by Chromium; twelve read with their text layer; scanned: Caunce O'Hara, Petherwick; photographed: Sainsbury's Bank
 * (upright), Thompson Heath & Bond (sideways). Every sum on them is checked when the fixtures load. Written by a helper
 * session on 2026-12-03, without sight of the reader.
 *
 * FIRST READING, at 1e6e6878: 120/144 fields right (PDFs 88/108, scans 14/18, photos 18/18).
 *   per field: renewalDate 15/16, insurer 16/16, policyNumber 12/16, registrationNumber 15/16, renewalPremium 12/16,
 *   previousPremium 12/16, compulsoryExcess 13/16, voluntaryExcess 13/16, totalExcess 12/16.
 *   Notices fully right: 8/16 (sheilas-wheels, peoples-choice, sainsburys-bank, jelf, bartlett, brownhill, miles-smith,
 *   thompson-heath-bond).
 * Misses ('flagged' = it carries a reason asking for a tick; every miss below that is not 'not found' was flagged):
 *   haven renewalPremium: not found. Grid cell '£742.90 ✔ your renewal' / 'price' (row 'No claims discount protected (as
 *     now)', column 'Pay in full'; the other cells '10 × £79.84 (£798.40 in total)', '£689.35', '10 × £74.09 (£740.90 in
 *     total)'), and below: 'so unless you tell us otherwise by 4 April 2027 we'll renew at £742.90 including Insurance
 *     Premium Tax. Last year you paid £710.25 for the same options.' (last year's premium was read right).
 *   classic-direct previousPremium: not found. Only in the table 'Policy year | Agreed value | Premium incl. IPT', row
 *     '2026/27 (ends 30 April 2027) | £16,000 | £198.60', between '2025/26 | £15,250 | £191.40' and '2027/28 – your
 *     renewal | £16,750 | £214.37' (the renewal premium was read right).
 *   choicequote policyNumber: not found. 'Your ChoiceQuote policy number stays the same: CQ-PC-661083.'
 *   choicequote renewalPremium: read 866.20 (flagged: 'does not label this clearly'). The cards side by side: 'This year –
 *     ends 26 March 2027' with 'Premium you' / 'paid £866.20', and 'Your renewal – from 27 March 2027' with 'Premium incl.
 *     IPT £812.45'; then "That's £53.75 less than you paid last year, and £141.65 less than Zurich's renewal price."
 *   choicequote previousPremium: read 919.95 (flagged: 'Worked out, not written on the notice'), i.e. £866.20 + £53.75;
 *     last year's £866.20 is printed in the left card.
 *   choicequote totalExcess: read 500 (flagged: the compulsory £300 and voluntary £250 read do not add up to it). The
 *     left card's 'Total excess £500'; the renewal card's 'Total excess £550' (both other excesses were read right).
 *   keegan-pennykid (drawn) renewalPremium, compulsoryExcess, voluntaryExcess, totalExcess: not found. The margin
 *     column headed '£': 'Annual premium for the year commencing 1st April 2027, inclusive of Insurance Premium' / 'Tax
 *     at the current rate' with '1,036.44' in the margin on its second line; 'Compulsory excess, applying to every claim
 *     for loss of or damage to the vehicle  300.00'; 'Voluntary excess, which you chose, payable in addition to the
 *     compulsory excess  200.00'; 'Total excess on a claim for loss of or damage to the vehicle  500.00' (last year's
 *     '979.80' beside 'For comparison, the premium paid for the year now expiring, also inclusive of Insurance' /
 *     'Premium Tax' was read right).
 *   caunce-ohara (drawn, scan) policyNumber: read 'COI/PM/0457719' (flagged: 'Nothing else on the notice confirms
 *     this figure'). 'Policy number   CO/PM/0457719' in the renewal terms box (Helvetica Bold 9.5pt, scanned at 150 dpi).
 *   petherwick (scan) compulsoryExcess, voluntaryExcess, totalExcess: not found. The postcard's message side, 9pt,
 *     wrapped in its half: 'Excess: compulsory £250, voluntary' / '£100, total £350'.
 *   bullerwell policyNumber: not found. The renewal box's first line wrapped: 'Mrs J. Ridley · Policy' / 'BW/PC/11907'.
 *   bullerwell previousPremium: not found. The renewal box: 'Premium including IPT: £648.27' / 'Last year: £631.15'.
 *   lucas-fettes renewalDate, policyNumber, registrationNumber, compulsoryExcess, voluntaryExcess, totalExcess: not
 *     found. The schedule's headings printed sideways (bottom to top) 'Policy number | Vehicle | Registration | Renewal
 *     date | Annual premium incl. IPT | Previous annual premium | Compulsory excess | Voluntary excess | Total excess |
 *     Windscreen excess | No claims discount' over one row 'LF/PM/774019 | MINI Countryman Cooper S E ALL4 (2020) |
 *     GK70 NWB | 28/03/2027 | £893.72 | £862.05 | £350 | £250 | £600 | £100 | 9 years' (the plate wrapped 'GK70' /
 *     'NWB' in its cell).
 *   lucas-fettes renewalPremium: read 797.96 (flagged: 'does not label this clearly'). 'Premium breakdown: net premium
 *     £797.96 plus Insurance Premium Tax at 12% £95.76, annual premium' / '£893.72 (£31.67 more than last year).'
 *   lucas-fettes previousPremium: read 766.29 (flagged: 'Worked out, not written on the notice'), i.e. £797.96 − £31.67;
 *     the schedule's '£862.05' under 'Previous annual premium'.
 * SILENT WRONGS (money or date read wrong with no flag): none. Read wrong but flagged: choicequote.renewalPremium,
 *   choicequote.previousPremium, choicequote.totalExcess, caunce-ohara.policyNumber, lucas-fettes.renewalPremium,
 *   lucas-fettes.previousPremium; every other miss was not found.
 * Corrections after the first run: none. No expected value disagreed with its notice, and no sum was wrong. (Before any
 *   reading, the pages were looked at as pictures only, and two faults of my own layout mended: Keegan & Pennykid's
 *   margin figures overlapped the next paragraph, and Caunce O'Hara's footer spilled onto a second page with its plate
 *   wrapped over two lines. The values and flags above come from a diagnostic reading in the same run, a second reading
 *   of the same sixteen files; the checks failed for the same eight notices and, where their output was kept, on the same
 *   fields with the same values. After the first run the code that builds Thompson Heath & Bond's table of collections was
 *   retyped for the type checker; it prints the same HTML.)
 * Every miss is in KNOWN_MISSES; there are no silent wrongs, so the set passes: confirmed at 1e6e6878 by a second run with
 *   KNOWN_MISSES in place, 17 of 17 tests passing.
 * AFTER (the lead, same day): ChoiceQuote's premiums right (the figure read fitting the stated change only as last
 *   year's is last year's, the printed figure the change makes of it this year's; both asking for ticks): 122/144.
 *   Then (2026-12-03, a later session): Haven's ticked cell ('£742.90 ✔ your renewal' / 'price'), Classic Direct's
 *   policy-year table with an agreed-value column, ChoiceQuote's 'policy number stays the same:', Bullerwell's 'Last
 *   year: £631.15' beside an article: 126/144; Keegan & Pennykid's 'Insurance Premium' / 'Tax at the current rate': 127/144.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_42 } from './fresh-printed-notices-42';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  choicequote: ['totalExcess'],
  'keegan-pennykid': ['compulsoryExcess', 'voluntaryExcess', 'totalExcess'],
  'caunce-ohara': ['policyNumber'],
  petherwick: ['compulsoryExcess', 'voluntaryExcess', 'totalExcess'],
  bullerwell: ['policyNumber'],
  'lucas-fettes': ['renewalDate', 'policyNumber', 'registrationNumber', 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess'],
};

checkFreshNotices(FRESH_NOTICES_42, KNOWN_MISSES);
