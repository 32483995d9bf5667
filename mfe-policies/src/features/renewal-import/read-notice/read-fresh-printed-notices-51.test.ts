/** @jest-environment node */
/*
 * Set 51 (issue 47): twelve renewal notices written afresh, from UK private-car brands whose names begin with M to Z, in
 * the papers drivers scan or photograph at home: Sheilas' Wheels (a letter printed on both sides: the front with the
 * logo, the address block, 'This year's premium £562.18' / 'What you paid last year £519.40' in a box, 12 monthly
 * instalments in a sentence, 'Your current policy ends at midnight on 13 February 2027 ... starting on 14 February
 * 2027', 'Please turn over'; page 2 headed 'Sheilas' Wheels · Policy number ... · Page 2 of 2' with an excess table by
 * type of claim (compulsory / voluntary / total columns, windscreen rows), 'an extra £200 excess' for drivers under 25,
 * optional extras not included), Sainsbury's Bank (a renewal invitation: 'Your quote for next year' table with premium,
 * IPT at 12%, 'Total annual premium (Nectar price) £704.55', 'Price without Nectar £742.55', 'Previous year's premium
 * £688.10'; 'Your excess stays the same: £300 compulsory and £150 voluntary, £450 in all'; a dashed tear-off payment
 * slip repeating the policy number, registration, '02/03/2027' and 'Amount due £704.55'), Staveley Head (a broker's
 * DEBIT NOTE drawn by pdfkit: client and policy blocks, 'Insurer Covea Insurance plc', a ruled table 'Description | Net
 * premium | IPT | Amount due', 'Total due from client £771.40', the excess in an endorsement line 'E01 Own damage excess:
 * £350 (compulsory £250 plus voluntary £100)'; last year's not stated), Post Office (a statement of fact: dates of birth,
 * 'held since 02/1990', 'Estimated value £9,750', 'Annual mileage 7,000', then 'Your cover' with 'Start of renewed policy
 * 01/06/2027' and the three excesses in a two-pair grid, then 'Your premium': premium before tax, IPT, 'Annual premium
 * £468.93'; last year's not stated), Ticker (a black-box insurer's letter with a 'Your current policy | Your renewal'
 * table: premium, a driving score discount, the three excesses in both columns), Rooster (a printed letter, every figure
 * in a sentence: 'you'll pay £913.26 in full for the year, which is £61.14 more than last year's £852.12', a monthly
 * option; the excess across three sentences: 'The compulsory excess on your policy is £350. You also chose to add a
 * voluntary excess of £100. That means ... the first £450 is yours to pay.'), Towergate (a broker's 'PRIVATE CAR
 * SCHEDULE – RENEWAL' in a serif face: a heading table with 'Period of insurance 11/10/2027 to 10/10/2028' and 'Insurer
 * Zurich Insurance plc', sections of cover with limits (£20,000,000, £5,000), a premium table with 'Previous annual
 * premium including IPT', an excess table by claim), Police Mutual (an affinity letter: one table of car insurance
 * £602.40, Motor Legal Expenses, Breakdown and 'Total £669.90' with the monthly price in the notes column; 'Last year
 * your car insurance premium was £577.85.'; 'Excess – compulsory: £200. Voluntary: £300. Total: £500.'), Performance
 * Direct (a renewal quotation for a modified car: modifications in a list, 'Basic premium £1,312.50', IPT, 'Total premium
 * £1,470.00', 'Your premium at last renewal £1,395.60', an excess table whose total row reads 'Total applicable to
 * accident, fire and theft claims', an agreed value of £24,500), Sure Thing! (a young drivers' letter: 'Pay in full
 * £1,688.32' and 'Pay monthly £168.83 deposit then 10 payments of £155.47' boxes, a strip 'Last year: £1,902.77 · You save
 * £214.45', the excess in a sentence with a further £250 for drivers under 21 'making £750'), Thinkinsure (an
 * auto-renewal notice in numbered sections with dotted leaders: 'Your new premium ..... £742.05', 'Your current premium
 * ..... £701.37', 'Compulsory excess ..... £300', 'Voluntary excess ..... £100', then 'Added together, you would pay the
 * first £400 of a claim'), Zurich (a renewal notice as a form of boxed fields, small capital labels above the values:
 * 'RENEWAL DATE 28.07.2027', 'REGISTRATION MARK', 'RENEWAL PREMIUM INCL. IPT £1,129.84', 'EXPIRING PREMIUM £1,087.20',
 * 'TOTAL OWN DAMAGE EXCESS £500').
 * One drawn by pdfkit (Staveley Head), eleven printed from HTML by Chromium; four read with their text layer (Sheilas'
 * Wheels, Ticker, Performance Direct, Thinkinsure); scanned: Sainsbury's Bank, Staveley Head (the drawn one), Towergate,
 * Zurich; photographed: Rooster and Police Mutual (upright), Post Office and Sure Thing! (sideways). Every sum on them is
 * checked when the fixtures load. Fields a notice does not state are left out: previousPremium for Staveley Head and
 * Post Office (106 fields in all).
 * Brands: Sheilas' Wheels and Sainsbury's Bank no earlier set used. The other ten are brands an earlier set used, each
 * in a layout clearly unlike its earlier ones: Staveley Head (sets 2, 27, 30; here a drawn debit note, scanned), Post
 * Office (sets 2, 4, 6, 47; a letter with a grey sidebar among them; here a statement of fact), Ticker (sets 6, 36; the
 * account page among them; here a letter with a current / renewal comparison table), Rooster (sets 39, 47: an app's
 * cards, an Apple Mail email; here a printed letter of sentences, photographed), Towergate (sets 7, 30; here a serif
 * schedule with cover, premium and excess tables, scanned), Police Mutual (set 7; here a table of cover with add-ons,
 * a total and a monthly price, photographed), Performance Direct (sets 2, 27; here a modified car's quotation with
 * basic premium / IPT / total), Sure Thing! (sets 18, 19: monthly prices on page 1 and the annual on page 2 among them;
 * here one page with pay-in-full and pay-monthly boxes, sideways), Thinkinsure (sets 18, 47: extras and a broker fee, a
 * 'what's changed' table; here numbered sections with dotted leaders), Zurich (sets 3, 25, 29, 30, 33: a serif letter
 * with a ruled schedule among them; here a form of boxed fields, scanned). The brokers' notices' insurer is the broker,
 * as in earlier sets, though Staveley Head's debit note, Towergate's schedule and Thinkinsure's notice name the insurer
 * (Covea, Zurich, Markerstudy) too. Written by a helper session on 2026-12-03, without sight of the reader. Before any
 * reading the pages were looked at as pictures only (one change then: Staveley Head's small print, which spilled onto a
 * second page, was shortened and moved up).
 *
 * FIRST READING, at 77c2eeeb: 98/106 fields right (PDFs 36/36, scans 31/35, photos 31/35).
 *   per field: renewalDate 11/12, insurer 10/12, policyNumber 12/12, registrationNumber 11/12, renewalPremium 10/12,
 *   previousPremium 9/10, compulsoryExcess 12/12, voluntaryExcess 12/12, totalExcess 11/12.
 *   Notices fully right: 7/12 (sheilas-wheels, sainsburys-bank, ticker, police-mutual, performance-direct, thinkinsure,
 *   zurich).
 * Misses ('flagged' = it carries a reason asking for a tick):
 *   staveley-head (drawn, scanned) insurer: not found. The letterhead 'STAVELEY HEAD' (bold capitals) over 'Insurance
 *     brokers since 1924'; 'Insurer  Covea Insurance plc' in the policy block; the small print 'Staveley Head Ltd is
 *     authorised and regulated by the Financial Conduct Authority.' renewalPremium: not found. The debit note's table
 *     'Description | Net premium | IPT | Amount due', its row '£688.75 | £82.65 | £771.40', and 'Total due from client
 *     £771.40'. totalExcess: not found. 'E01 Own damage excess: £350 (compulsory £250 plus voluntary £100), applying to
 *     accidental damage, fire and theft claims.' (the compulsory and voluntary read right, flagged).
 *   post-office (photo, sideways) renewalPremium read '50.24' (flagged: 'The notice's row labels were read apart from
 *     their figures: check this is the right year's premium.'). The 'Your premium' table: 'Premium before tax £418.69',
 *     'Insurance Premium Tax £50.24', 'Annual premium £468.93' (bold); £50.24 is the IPT.
 *   rooster (photo) registrationNumber: not found. The bold line 'Your renewal for the Kia Niro 1.6 GDi Hybrid 2, WF21
 *     KDJ'; the plate is nowhere else.
 *   towergate (scan) renewalDate: not found. 'Period of insurance | 11/10/2027 to 10/10/2028' in the heading table;
 *     nothing else on the schedule dates the renewal.
 *   sure-thing (photo, sideways) insurer read 'Sure Thing' (is 'Sure Thing!'; flagged: 'Nothing else on the notice
 *     confirms this figure ...'). The letterhead 'Sure Thing!' and the small print 'Sure Thing! is a trading name of Sure
 *     Thing Insurance Services'; sets 18 and 19 recorded the same reading as a flagged miss. previousPremium: not found.
 *     The tinted strip under the price boxes 'Last year: £1,902.77 · You save £214.45 with your extra year of driving
 *     experience'.
 * SILENT WRONGS (money or date read wrong with no flag): NONE. Read wrong but flagged: post-office.renewalPremium (the
 *   IPT line), sure-thing.insurer. Every other miss was not found. No field the notices do not state (Staveley Head's and
 *   Post Office's previousPremium) was given a value. Right but with odd flags: sheilas-wheels.renewalDate and
 *   rooster.previousPremium are flagged 'Worked out, not written on the notice', though the notices write them ('starting
 *   on 14 February 2027', 'last year's £852.12'); rooster.totalExcess is flagged 'nothing labels it so' beside 'the first
 *   £450 is yours to pay'. Rooster's and Thinkinsure's insurer read right, flagged 'not on Renewly's list'.
 * Corrections after the first run: none. No expected value disagreed with its notice, and no sum was wrong. (The values
 *   and flags above come from a diagnostic reading in the same session, right after the first run and of the same twelve
 *   files: the same five notices failed on the same fields with the same values.)
 * Every miss is in KNOWN_MISSES; there are no silent wrongs, so the set passes: confirmed at 77c2eeeb by a second run
 * with KNOWN_MISSES in place, 13 of 13 tests passing.
 * AFTER (the lead, same day, each rule with a unit test of its own): a heading naming the car as the car's line for a
 *   plate whose J OCR read as a bracket (Rooster), and 'Period of finsurance' (Towergate): 100/106. Left: Staveley
 *   Head's scanned debit note (its letterhead, a Net / IPT / Amount due row and an endorsement's excess), Post Office's
 *   sideways photo (labels read apart from their figures, the tax taken, flagged). Session 19: Sure Thing's 'Last year:'
 *   strip read from the saving after it, and the checks count 'Sure Thing' as 'Sure Thing!'; Staveley Head's garbled
 *   letterhead, its 'Net premium | IPT | Amount due' row and its 'E01' endorsement: 105/106.
 * Later in session 19: the Post Office photo's premium box read past the other column's rows: 106/106.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_51 } from './fresh-printed-notices-51';

jest.setTimeout(600_000);

// Fields the first reading missed (not found, or read wrong with a flag asking for a tick); none read wrong silently.
const KNOWN_MISSES: Record<string, readonly string[]> = {};

checkFreshNotices(FRESH_NOTICES_51, KNOWN_MISSES);
