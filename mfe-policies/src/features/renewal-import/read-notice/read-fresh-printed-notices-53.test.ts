/** @jest-environment node */
/*
 * Set 53 (issue 47): twelve renewal notices leaning to paper, in layouts and wordings written afresh: Sheilas' Wheels (a
 * two-page renewal pack, a covering letter with no figures on page one, 'Please turn over for your renewal price', and
 * on page two 'Your renewal premium £587.23', 'Your premium last year £541.10', the excesses and two optional extras with
 * 'Total with extras £662.21'), Sainsbury's Bank (a letter, 'Your premium for 14/02/2027 to 13/02/2028 £734.56' over
 * the year before's, and a small-print table of eight excess rows: accidental damage compulsory / voluntary / total, fire
 * and theft, two windscreen, a young and an inexperienced driver's added excess, with a worked example '£700'), RAC (the
 * My RAC account page saved as PDF, 'Pay annually £612.35' above '12 payments of £55.12 · total £661.44 · Representative
 * APR 15.9%', the excesses as three tiles; last year's price not stated), Tesco Insurance (a renewal email as Gmail prints
 * it, 'Clubcard Price (your price) £512.40' over 'Standard price £548.90' and 'Last year you paid £498.70', the excess
 * over two sentences), Yutree Insurance (a broker's debit note drawn by pdfkit and scanned: Net / IPT / Fee / Amount
 * columns, the broker's fee on its own line, 'Total due 643.89', a deposit and the balance financed), NFU Mutual (a
 * statement of fact at renewal, scanned, the answers on the left and a 'Your renewal' box of figures on the right),
 * Swinton (a letter, scanned, 'Pay in full £691.84' beside a credit agreement box: deposit, amount of credit, 10 monthly
 * payments, interest, total amount payable £731.28, APR 29.9%; the insurer Aviva named; the excess in a sentence), Saga
 * (a letter, scanned, dotted dates '12.06.2027', the price in a sentence about a 3 Year Fixed Price, last year's not
 * stated), Marshmallow (a laptop screen showing the account page, bezel and browser bar, photographed), People's Choice
 * (a letter lying askew on a wooden table, photographed sideways, the excess split over two sentences), Privilege (a
 * renewal email as Outlook prints it, photographed sideways, the prices as one row under headings 'Policy number |
 * Renewal price | Previous price | Difference' and the excesses as one row under 'Excess | Compulsory | Voluntary |
 * Total'), Post Office (a renewal schedule with numbered sections, photographed upright, 'Period of insurance From 00:01
 * on 06/07/2027 to midnight on 05/07/2028', 'Total annual premium £508.44 (including Insurance Premium Tax of £54.48)';
 * last year's not stated). One drawn by pdfkit, eleven printed by Chromium; four read with their text layer, four
 * scanned, four photographed (two sideways). Fields not stated are left out: previousPremium for RAC, Saga and Post
 * Office (105 fields in all). Brands: only Yutree is new to the sets (a Wiltshire broker); the other eleven were used by
 * earlier sets and appear here in layouts unlike theirs. Written by a helper session on 2026-12-03, without sight of
 * the reader.
 *
 * FIRST READING, at 2a85ead5: 99/105 fields right (PDFs 32/35, scans 33/35, photos 34/35).
 *   per field: renewalDate 11/12, insurer 12/12, policyNumber 11/12, registrationNumber 12/12, renewalPremium 9/12,
 *   previousPremium 9/9, compulsoryExcess 12/12, voluntaryExcess 12/12, totalExcess 11/12.
 *   Notices fully right: 7/12 (sheilas-wheels, tesco, nfu-mutual, swinton, peoples-choice, privilege, post-office).
 * Misses ('flagged' = it carries a reason asking for a tick):
 *   sainsburys-bank totalExcess read 700 (flagged: 'The compulsory (£300) and voluntary (£150) excesses do not add up to
 *     the total excess read (£700): check the excesses.'). The small-print table 'Accidental damage – total | £450', then
 *     'Young driver (under 25) – added to accidental damage | £250' and 'For example, a damage claim while your son (21)
 *     is driving would carry an excess of £700.' (compulsory £300 and voluntary £150 read right, with the same flag.)
 *   rac policyNumber: not found. Only in the breadcrumb 'Home › Car insurance › Policy RAC-MI-5521904 › Renewal'.
 *     renewalPremium: not found. The box 'Pay annually' / '£612.35' (the label above the figure) with 'Or pay monthly' /
 *     '12 payments of £55.12 · total £661.44 · Representative APR 15.9%' under it.
 *   yutree (drawn, scan) renewalPremium: not found. The debit note's row 'Private car comprehensive – renewal premium |
 *     548.12 | 65.77 | | 613.89' under 'Description | Net £ | IPT £ | Fee £ | Amount £', then 'Broker arrangement fee
 *     (non-refundable) | 30.00 | 30.00' and 'Total due 643.89'. (insurer read 'Yutree', right, flagged as not on
 *     Renewly's list.)
 *   saga (scan) renewalPremium: not found. 'is in year two of our 3 Year Fixed Price, so your premium for the coming
 *     year is £438.90, including Insurance Premium Tax at the current rate, provided your details and cover stay the
 *     same.'; 'If you pay monthly, you'll pay 12 instalments of £36.58 (£438.96 in total).'
 *   marshmallow (photo) renewalDate: not found. The tile 'Starts' / '3 Feb 2027' on the laptop screen.
 * SILENT WRONGS (money or date read wrong with no flag): NONE. Read wrong but flagged: sainsburys-bank.totalExcess.
 *   Every other miss was not found. No field the notices do not state (previousPremium for RAC, Saga, Post Office) was
 *   given a value.
 * Corrections after the first run: none. No expected value disagreed with its notice, and no sum was wrong. (Before
 *   the reading the pages were looked at as pictures; a padlock sign in Marshmallow's address bar drew as an empty box
 *   and was taken out. The values and flags above come from a diagnostic reading of the same twelve files right after
 *   the first run, which failed the same five notices on the same six fields with the same values.)
 * Every miss is in KNOWN_MISSES; there are no silent wrongs, so the set passes: confirmed at 2a85ead5 by a second run
 * with KNOWN_MISSES in place, 13 of 13 tests passing.
 * AFTER (the lead, session 19, each rule with a unit test of its own): RAC's breadcrumb policy number and its price under
 *   'Pay annually' with the next column's line between; Sainsbury's Bank's 'Accidental damage – total' row and its worked
 *   example: 102/105. Left: Yutree's 'Net £ | IPT £ | Fee £ | Amount £' debit row, Saga's scanned fixed-price sentence,
 *   Marshmallow's 'Starts' tile on a photographed laptop.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_53 } from './fresh-printed-notices-53';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  yutree: ['renewalPremium'],
  saga: ['renewalPremium'],
  marshmallow: ['renewalDate'],
};

checkFreshNotices(FRESH_NOTICES_53, KNOWN_MISSES);
