/** @jest-environment node */
/*
 * Set 50 (issue 47): twelve renewal notices written afresh, from UK private-car brands whose names begin with A to L, in
 * the documents drivers get: Aviva (a big direct insurer's renewal letter with a 'Your renewal at a glance' sidebar
 * beside the body: 'Your new price £697.44', 'What you paid last year £664.18'; in the body 'Your new price is £697.44,
 * which includes Insurance Premium Tax of £74.73. That's £33.26 more than you paid last year.', £61.03 a month, and 'If
 * you claim for damage to your car, you'll pay the first £450. This is made up of a £300 compulsory excess and a £150
 * voluntary excess that you chose.'; a legal cover add-on not included), Direct Line (a marketing renewal email with
 * its From / Subject / Date lines: two tiles 'This year £1,018.56 a year, including IPT' and 'Last year £947.20 a
 * year', 'Or pay monthly: 12 × £88.81 = £1,065.72', an excess strip 'Compulsory: £250 · Voluntary: £150 · You pay: £400
 * · Windscreen: £95', add-ons ticked and one to add for £36.00), Howden (a broker's letter drawn by pdfkit: the insurer
 * Zurich named, a 'Premium | Expiring | Renewal' table of premium before tax, IPT at 12% and 'Total premium £1,236.80 |
 * £1,289.95', then 'The accidental damage excess is £600, being £350 compulsory and £250 voluntary.'), Churchill (a
 * 'Your renewal documents' pack cover letter, scanned: a table of what is in the pack, a policy summary with 'Cover
 * starts 22/07/2027', 'Premium for the year £583.20 (including IPT)', 'Premium last year £559.65', and an excess table
 * by type of claim with Compulsory / Voluntary / Total columns and a windscreen row), AA (a renewal quote letter,
 * scanned: 'ends at midnight on 8 October 2027. Your new cover starts on 9 October 2027.', 'Here's your price for next
 * year: £742.16', a price breakdown box, 'Last year's price was £791.03, so your price is down by £48.87.', Roadside
 * Assistance £39.00 making 'your total to pay is £781.16', 'Your compulsory excess is £200. You've added a voluntary
 * excess of £200 too, so if you claim you'll pay £400 in total.'), Halifax (a bank brand's renewal notice: policy
 * number, renewal date and 'Annual premium £468.93' in a band of three boxes, IPT and monthly terms in a sentence, a
 * 'What you pay towards a claim' table whose columns are kinds of claim (accidental damage, fire and theft, glass) and
 * rows Compulsory / Voluntary / Total; last year's price not stated), Asda Money (a supermarket brand's letter,
 * photographed: 'Last year you paid £412.60. This year it's £389.47, including Insurance Premium Tax, which is £23.13
 * less.', 'Your compulsory excess is £250.' in one paragraph and 'Your voluntary excess stays at £250, so your total
 * excess is £500.' in the next), Hastings Direct YouDrive (a young driver's black-box renewal letter, photographed
 * sideways: a driving score 84 / 100 tile beside the price tile, 'a smart driving discount of £312.40 (it would have
 * been £1,784.55 without it). Last year you paid £2,106.88, so you're saving £634.73.', a deposit and ten instalments,
 * an excess table 'Compulsory excess £350', 'Additional excess – drivers under 25 £250', 'Voluntary excess £100',
 * 'Total excess for you £700'), Footman James (a classic car's agreed-value letter drawn by pdfkit in Times and
 * Helvetica: a 1972 MGB GT on the old-style plate 'OPF 218K', a 3,000-mile limit, 'Premium before club discount
 * £238.69', 'MG Owners' Club members' discount (10%) – £23.87', 'Annual premium, including Insurance Premium Tax
 * £214.82', 'of which Insurance Premium Tax £23.02', 'Last year's premium £206.35', and 'Voluntary excess £0'), Ageas (a
 * motor renewal schedule in numbered sections: 'From 00:01 on 14/05/2027 to midnight on 13/05/2028', 'registration mark
 * ML68 RZA', '7. Premium' with 'Renewal premium (including IPT) £879.36' and 'Expiring premium £842.50', '8. Excesses'
 * by section of the policy, endorsements by number), Kwik Fit Insurance (a broker's renewal email: 'We've searched our
 * panel for your renewal', a table of three insurers' annual prices with their own total excesses, 'LV= (your current
 * insurer) £604.70 £350 Recommended', 'Insurer B £622.15 £450', 'Insurer C £651.40 £300'; 'You paid £588.95 last year';
 * 'your excess is £250 compulsory and £100 voluntary (£350 in total)'), Elephant (a plain-text renewal email as a desktop
 * mail program prints it: From / Sent / To / Subject, the body in Courier New, a fixed-width table ruled with dashes,
 * 'Total annual cost £733.58', 'This time last year you paid £701.99', the excess as three dashed lines).
 * Two drawn by pdfkit (Howden, Footman James), ten printed from HTML by Chromium; eight read with their text layer;
 * scanned: Churchill, AA; photographed: Asda Money (upright), Hastings Direct YouDrive (sideways). Every sum on them is
 * checked when the fixtures load. A field a notice does not state is left out: previousPremium for Halifax (107 fields
 * in all).
 * Brands: I could not name A-to-L UK private-car brands I was sure of that no earlier set used, so all twelve are brands
 * an earlier set used, each in a layout unlike its earlier ones as far as their one-line descriptions show: Aviva (set
 * 3's three-page scanned letter, schedule and terms, and other letters; here a letter with an 'at a glance' sidebar),
 * Direct Line and Churchill and Admiral-group Elephant (used in most sets as letters and screens; here a marketing email,
 * a documents-pack cover letter with an 'In this pack' table, and a plain-text email in a fixed-width font), Howden (sets
 * 8 and 27; here a drawn letter with an expiring / renewal net-IPT-total table), AA (sets 9, 10, 11, 32; here a quote
 * letter with a price breakdown box and an extra making a total, scanned), Halifax (7 earlier notices; here a band of
 * three boxes and an excess table with kinds of claim as columns), Asda Money (sets 12, 13; here a letter with the
 * excess split over two paragraphs, photographed), Hastings Direct (most sets; here its YouDrive black-box letter with a
 * young driver's additional excess, sideways), Footman James (sets 7, 27, 30; here a drawn agreed-value letter with a
 * club discount and an old-style plate), Ageas (12 earlier notices; here a schedule in numbered sections), Kwik Fit
 * Insurance (4 earlier notices; here a broker's email with a panel of three insurers' quotes, each with its excess).
 * The brokers' notices' insurer is the broker (Howden, Kwik Fit Insurance), as in earlier sets, though each names the
 * insurer too (Zurich, LV=). Written by a helper session on 2026-12-03, without sight of the reader.
 *
 * FIRST READING, at 77c2eeeb: 103/107 fields right (PDFs 68/71, scans 17/18, photos 18/18).
 *   per field: renewalDate 12/12, insurer 12/12, policyNumber 12/12, registrationNumber 12/12, renewalPremium 11/12,
 *   previousPremium 10/11, compulsoryExcess 12/12, voluntaryExcess 12/12, totalExcess 10/12.
 *   Notices fully right: 10/12 (aviva, howden, churchill, halifax, asda-money, hastings-youdrive, footman-james, ageas,
 *   kwik-fit, elephant).
 * Misses ('flagged' = it carries a reason asking for a tick):
 *   direct-line renewalPremium read '150' (flagged: 'The notice does not label this clearly and nothing else on it
 *     confirms it: check it against your notice.'; £150 is the voluntary excess in the strip 'Compulsory: £250 ·
 *     Voluntary: £150 · You pay: £400 · Windscreen: £95'). The price is in a tile: 'This year' over '£1,018.56' (bold,
 *     22pt) over 'a year, including IPT', beside the tile 'Last year' / '£947.20' / 'a year'; and in 'Or pay monthly: 12 ×
 *     £88.81 = £1,065.72 (representative APR 9.9%).'. previousPremium: not found (the 'Last year £947.20 a year' tile).
 *     totalExcess: not found ('You pay: £400' in the excess strip under the heading 'Your excess'; the compulsory and
 *     voluntary beside it read right).
 *   aa (scan) totalExcess: not found. 'Your compulsory excess is £200. You've added a voluntary excess of £200 too, so if
 *     you claim you'll pay £400 in total.' (the compulsory and voluntary read right).
 * SILENT WRONGS (money or date read wrong with no flag): NONE. Read wrong but flagged: direct-line.renewalPremium (150
 *   for £1,018.56). Every other miss was not found. Halifax's previousPremium, which the notice does not state, was
 *   given no value.
 *   Right but flagged, with reasons worth a look: kwik-fit.previousPremium ('Worked out, not written on the notice' -
 *   it is written: 'You paid £588.95 last year'); hastings-youdrive's three excesses ('The compulsory (£350) and
 *   voluntary (£100) excesses do not add up to the total excess read (£700)' - the notice's table has the £250
 *   'Additional excess – drivers under 25' between them, which makes the £700); ageas.renewalPremium and
 *   previousPremium ('The notice does not label this clearly' for 'Renewal premium (including IPT)' and 'Expiring
 *   premium'); and 'Nothing else on the notice confirms this figure' on renewalPremium where the notice prints its
 *   parts (halifax: IPT £50.24 in a sentence; footman-james: 'Premium before club discount £238.69' less the
 *   club discount '– £23.87', and 'of which Insurance Premium Tax £23.02'). Aviva's, Direct Line's, AA's and Kwik Fit's insurer and most policy and
 *   registration numbers also carried a 'check it' reason though right; Asda Money's was flagged 'not on Renewly's list'.
 * Corrections after the first run: none. No expected value disagreed with its notice, and no sum was wrong. (Before any
 *   reading the pages were looked at as pictures only; none spilled onto a second page. One change was made then,
 *   before the notices were committed and read: Howden's sentence under the premium table was printed bold by a font
 *   left over from the table's total row and became regular. The flags above come from a diagnostic reading in the same
 *   session right after the first run, of the same twelve files: the same two notices missed the same four fields with
 *   the same values.)
 * Every miss is in KNOWN_MISSES; there are no silent wrongs, so the set passes with them in place.
 * AFTER (the lead, same day, each rule with a unit test of its own): a year's tile with 'a year' under its figure
 *   (Direct Line's two premiums), and '... so if you claim' / 'you'll pay £400 in total' (AA): 106/107. Session 19:
 *   Direct Line's 'You pay: £400' in a strip the layout broke apart, read as the parts' sum with a tick: 107/107.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_50 } from './fresh-printed-notices-50';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {};

checkFreshNotices(FRESH_NOTICES_50, KNOWN_MISSES);
