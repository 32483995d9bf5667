/** @jest-environment node */
/*
 * Set 54 (issue 47): layouts the earlier sets used little. Twelve renewal invitations, each from a different UK
 * private-car brand whose name begins with A to L: Coplus (a forwarded email as Gmail prints it: the driver's own note
 * on top with his own rounded figure, 'It's gone up about £55 again!', then '---------- Forwarded message ---------'
 * headers and the broker's message quoted below, renewal '02/03/2027', a table 'Your renewal premium (including IPT)
 * £684.27' / 'Last year you paid £629.40' / 'Difference +£54.87', monthly payments beside it, 'Excess: compulsory £250,
 * voluntary £250, total £500', the underwriter Covéa named), Endsleigh (a renewal summary whose only date for the new
 * policy is 'Period of insurance | Cover from 14/05/2027 to 13/05/2028', 'Premium for the period £512.66', 'Last year's
 * premium £498.10', 'Compulsory £150 · Voluntary £250 · Total £400'; scanned), Budget (a large-print letter, 16pt and
 * larger, one fact a line: 'Your car: SN17 OWC', 'This year's price: £438.90'; photographed upright), Alan Boswell (a
 * Norwich broker's letter drawn by pdfkit, its letterhead on the right beside the customer's address, 'Our reference:
 * ABG/PC/0662913', the figures in sentences, 'an increase of £46.35 on the £881.00 you paid last year', the excess split
 * across two sentences, 'arranged by us with Aviva Insurance Limited'), Brightside (a letter with a boxed 'If you do
 * nothing' paragraph, a table 'Your renewal price | If you pay monthly | Last year's price' with the deposit, instalments
 * and interest in the middle column, and a £0 voluntary excess), Diamond (a renewal schedule's premium breakdown:
 * 'Standard premium £1,012.40', 'No claims discount (5 years, 35%) −£354.34', 'Loyalty discount −£25.00', net premium,
 * IPT, 'Renewal premium £709.03', an optional add-on and 'Total to pay £739.02'; scanned), Keith Michaels (a classic car
 * broker's DEBIT NOTE drawn by pdfkit: 'Period of insurance 01/07/2027 to 30/06/2028', 'Effective date 01/07/2027', a GBP
 * column 'Premium (net of tax) 268.75' / 'Insurance Premium Tax @ 12% 32.25' / 'Broker fee 0.00' / 'AMOUNT DUE 301.00',
 * the old-style plate 'M417 HFV'; last year's not stated; scanned), insurethebox (the telematics insurer's account page
 * saved as PDF, tiles with the label above the value: 'Renewal due 17 Mar 2027', 'Your new price £1,284.60', 'Bonus miles
 * earned 412', 'Pay monthly £107.05'; last year's in a sentence), Insurance Choice (a statement of fact with the renewal
 * terms boxed at its head, 'Premium (incl. IPT) £542.80' beside 'Arrangement fee £25.00', 'Total payable £567.80',
 * 'Excess | £250 compulsory + £150 voluntary = £400 total'; last year's not stated; photographed sideways), Lexus
 * Insurance (a manufacturer brand's renewal email as Gmail prints it: 'ends at 23:59 on 10 September 2027 ... your
 * renewal starts on 11 September 2027', 'Your excess is unchanged at £350 (£100 compulsory, £250 voluntary)'), Autonet (a
 * broker's renewal with the two other quotes it found in the same table: 'Your renewal (recommended) | £774.40 | £250 /
 * £250 | £500', 'Alternative quote 1 | £759.95 | £250 / £350 | £600', 'Alternative quote 2 | £812.35 | £400 / £100 |
 * £500'; 'Last year you paid £742.18, so your renewal is £32.22 more.'), Cornmarket (an affinity brand's letter with an
 * 'At a glance' sidebar, the compulsory and voluntary excess only in sentences, 'you'll pay the first £200 yourself: this
 * is the compulsory excess. On top of that is the voluntary excess you chose ..., £150', an under-25s' extra £100, and
 * 'Total excess £350' in the sidebar). Two drawn by pdfkit (Alan Boswell, Keith Michaels), ten printed from HTML by
 * Chromium; seven read with their text layer; scanned: Endsleigh, Diamond, Keith Michaels; photographed: Budget
 * (upright), Insurance Choice (sideways). Every sum on them is checked when the fixtures load. Fields a notice does not
 * state are left out: previousPremium for Keith Michaels and Insurance Choice (106 fields in all).
 * Brands: Coplus no earlier set used; the others appear in earlier sets, each here in a layout clearly unlike its earlier
 * one (Endsleigh 27, 30; Budget 2, 35, 36; Alan Boswell 12, an HTML letter with a broker fee; Brightside 2, 27, 48;
 * Diamond 3, 6, 9; Keith Michaels 8, 27, 30; insurethebox 2, 36; Insurance Choice 18, 19; Lexus 12, 13; Autonet 2, 27,
 * 48; Cornmarket 12, 30): nearly every A-to-L brand I could name with confidence was already used. Written by a helper
 * session on 2026-12-03, without sight of the reader.
 *
 * FIRST READING, at c54bd76b: 97/106 fields right (PDFs 57/63, scans 24/26, photos 16/17).
 *   per field: renewalDate 12/12, insurer 11/12, policyNumber 11/12, registrationNumber 11/12, renewalPremium 10/12,
 *   previousPremium 8/10, compulsoryExcess 12/12, voluntaryExcess 11/12, totalExcess 11/12.
 *   Notices fully right: 6/12 (coplus, diamond, insurethebox, insurance-choice, lexus, cornmarket).
 * Misses ('flagged' = it carries a reason asking for a tick):
 *   endsleigh (scan) policyNumber: not found. 'Policy reference | END/MOT/5528140', the first row of the 'Your policy'
 *     table.
 *   budget (photo) registrationNumber: not found. 'Your car: SN17 OWC' (16pt, bold, in the large-print list).
 *   alan-boswell (drawn) insurer read 'Aviva' (flagged: 'Nothing else on the notice confirms this figure ...'). The
 *     letterhead 'Alan Boswell' / 'Insurance Brokers' at the top right, the small print 'Alan Boswell Insurance Brokers Ltd
 *     is authorised ...'; the letter says 'arranged by us with Aviva Insurance Limited' and 'recommend that you renew with
 *     Aviva'. (Counted as a miss by this suite's convention, as set 45's Pound Gates: the broker who writes and
 *     renews the policy is the brand; a driver might also say Aviva.)
 *   brightside previousPremium read 42.21 (flagged: 'This premium is unusually low for a year of cover ...'). The table
 *     'Your renewal price | If you pay monthly | Last year's price' over '£593.18 a year | £59.32 deposit, then 11
 *     payments of £52.37 / Total £635.39 including £42.21 interest, APR 14.9% | £567.44'.
 *   keith-michaels (drawn, scan) renewalPremium: not found. 'AMOUNT DUE ... 301.00' under 'Premium (net of tax) 268.75',
 *     'Insurance Premium Tax @ 12% 32.25', 'Broker fee 0.00' in a column headed 'GBP' (no £ signs).
 *   autonet renewalPremium read 759.95 (flagged: 'The notice does not label this clearly ...'), previousPremium read
 *     727.73 (flagged: 'Worked out, not written on the notice ...'; 759.95 less the £32.22 the letter states),
 *     voluntaryExcess read 350 and totalExcess read 600 (both flagged: 'The notice does not label this clearly ...'):
 *     the reading took 'Alternative quote 1 | £759.95 | £250 / £350 | £600' for the renewal row 'Your renewal
 *     (recommended) | £774.40 | £250 / £250 | £500' above it; 'Last year you paid £742.18, so your renewal is £32.22
 *     more.' (compulsoryExcess 250 right, as both rows share it, but flagged.)
 * SILENT WRONGS (money or date read wrong with no flag): NONE. Read wrong but flagged: alan-boswell.insurer,
 *   brightside.previousPremium, autonet.renewalPremium, .previousPremium, .voluntaryExcess, .totalExcess. Every other
 *   miss was not found. No field the notices do not state (Keith Michaels' and Insurance Choice's previousPremium) was
 *   given a value; Brightside's £0 voluntary excess read right.
 * Corrections after the first run: none. No expected value disagreed with its notice, and no sum was wrong. (Before any
 *   reading the pages were looked at as pictures only; each fitted one page, so no layout was changed. The flags above
 *   come from a diagnostic reading in the same session right after the first run, of the same twelve notices: the same
 *   six notices missed the same nine fields with the same values.)
 * Every miss is in KNOWN_MISSES; there are no silent wrongs, so the set passes: confirmed at c54bd76b by a second run
 * with KNOWN_MISSES in place, 13 of 13 tests passing.
 * AFTER (the lead, session 19, each rule with a unit test of its own): Autonet's sentence under its table of quotes no
 *   row of it (its renewal price and last year's now right); Brightside's '£42.21 interest' no longer read as last year's
 *   (now not found): 99/106. Left: as listed in KNOWN_MISSES (Autonet's excesses still from the alternative's row, flagged).
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_54 } from './fresh-printed-notices-54';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  endsleigh: ['policyNumber'],
  budget: ['registrationNumber'],
  'alan-boswell': ['insurer'],
  brightside: ['previousPremium'],
  'keith-michaels': ['renewalPremium'],
  autonet: ['voluntaryExcess', 'totalExcess'],
};

checkFreshNotices(FRESH_NOTICES_54, KNOWN_MISSES);
