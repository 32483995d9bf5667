/** @jest-environment node */
/*
 * Set 52 (issue 47): twelve renewal notices in layouts the earlier sets had little of, each from a UK private-car brand
 * whose name begins with A to L. Every brand here was used by an earlier set (I could not name enough confident A-to-L
 * brands that none had used), so each is in a layout clearly unlike its earlier ones: Direct Line (an auto-renewal
 * confirmation email as Outlook prints it, 'We'll renew your car insurance automatically on 8 February 2027', a small
 * table 'Your price for the year ahead £553.80 / What you paid for the year now ending £517.35 / Difference up £36.45',
 * 12 instalments of £49.12 beside it, the excess in a sentence 'is £500 – that's £250 compulsory and £250 voluntary'),
 * Dial Direct (a renewal quotation drawn by pdfkit with a price-match line: 'Renewal premium before price match £712.40 /
 * Price match discount -£58.65 / Your renewal premium £653.75 / Last year's premium £689.20', an extra under-25 excess
 * row under the total), Age Co (a two-column letter, every figure in a side panel 'Your renewal at a glance', each label
 * over its value, the excess as 'Compulsory / Voluntary / Total'; scanned), Carole Nash (a classic car renewal schedule
 * drawn by pdfkit: agreed value £14,500, limited mileage, conditions C1-C4 and endorsements; 'Net premium £186.16 / IPT at
 * 12% £22.34 / Total payable £208.50' beside 'Excesses (accidental damage, fire and theft)'; an older plate 'RHX 512K';
 * last year's price not stated), Carrot (a young driver's telematics renewal schedule with its box conditions and an
 * 'additional excess of £250' in them, the price down by £288.50, monthly beside it; photographed upright), Churchill (a
 * letter with an FCA-style box 'Last year you paid £684.25 / This year you'll pay £731.60', an extra making '£761.10',
 * the excess over two sentences: 'the first £100 ... which is your compulsory excess' and 'a voluntary excess of £250, so
 * ... your total excess is £350'), Barclays (an online-banking insurance page saved as PDF, cards: '£842.16 a year', 'or
 * £74.20 a month', 'Current price £799.90 · up £42.26', 'Renews 23 Jan 2027', '£200 compulsory + £300 voluntary = £500
 * total'), Asda Money (a supermarket insurance account page, 'your car insurance auto-renews on 05/06/2027', tiles with
 * the label above the value, 'Policy ASM-C-3390715 · Toyota Aygo X 1.0 Edge · NX20 TPO'; photographed sideways), Lorica
 * (a printed broker's letter with a rotated 'RECEIVED 14 APR 2027' stamp and a handwritten-looking note 'Mrs D rang 12/4 –
 * ok to renew, pd by card over phone. JB', a 'Renewal | Expiring' table; scanned), Howden (a broker's debit note: 'Premium
 * £780.00 / Insurance Premium Tax @ 12% £93.60 / Broker fee £35.00 / Amount due £908.60', 'Previous period: £876.20
 * (premium, IPT and fee)', 'Excesses: Compulsory £350; Voluntary £150', no total excess stated), Allianz (a renewal
 * schedule with 'Loyalty discount (5 years with us) – £52.66', 'Renewal date 12-Jul-2027', an excess table by kind of
 * claim: accidental damage, fire and theft, windscreen), Kwik Fit Insurance (a renewal email as Gmail prints it, 'Pay
 * annually £512.87 includes IPT of £54.95' beside 'Pay monthly £45.13 x 12', add-ons, 'Your total excess is £450, made up
 * of a £250 compulsory excess and a £200 voluntary excess'). Two drawn by pdfkit (Dial Direct, Carole Nash), ten printed
 * from HTML by Chromium; scanned: Age Co, Lorica; photographed: Carrot (upright), Asda Money (sideways). Every sum on them
 * is checked when the fixtures load. Fields a notice does not state are left out: Carole Nash's previousPremium, Howden's
 * totalExcess (106 fields in all). Howden's renewalPremium is the amount due (premium + IPT + broker fee), as earlier
 * sets count a broker fee. Written by a helper session on 2026-12-03, without sight of the reader.
 *
 * FIRST READING, at 93c65682: 99/106 fields right (PDFs 67/70, scans 16/18, photos 16/18).
 *   per field: renewalDate 12/12, insurer 11/12, policyNumber 10/12, registrationNumber 12/12, renewalPremium 11/12,
 *   previousPremium 9/11, compulsoryExcess 12/12, voluntaryExcess 12/12, totalExcess 10/11.
 *   Notices fully right: 7/12 (dial-direct, carole-nash, carrot, churchill, barclays, allianz, kwik-fit).
 * Misses ('flagged' = it carries a reason asking for a tick):
 *   direct-line policyNumber read 'DLM 2209' (flagged: 'Nothing else on the notice confirms this figure ...'). 'Policy
 *     number: <b>DLM 2209 6613</b>.' at the end of a sentence in the email's body.
 *   age-co (scan) totalExcess: not found. The side panel's 'Excesses' heading over 'Compulsory £150 / Voluntary £100 /
 *     Total £250' (the compulsory and voluntary rows were read right).
 *   asda-money (photo, sideways) policyNumber: not found. 'Policy ASM-C-3390715 · Toyota Aygo X 1.0 Edge · NX20 TPO' (the
 *     plate on the same line was read). previousPremium: not found. The tile 'Last year' over '£452.30', beside 'Renewal
 *     price (incl. IPT)' over '£467.95' (read right) and 'Change' over '+£15.65'.
 *   lorica (scan) insurer read 'Bell' (flagged: 'The notice does not label this clearly ...'): the signatory 'James Bell /
 *     Account Executive'. The letterhead 'LORICA Insurance Brokers · York' and the small print 'Lorica Insurance Brokers
 *     Ltd is authorised ...'.
 *   howden renewalPremium read 780.00 (flagged: 'The notice does not label this clearly ...'): the debit note's 'Premium
 *     £780.00' row, not 'Amount due £908.60' after IPT and the broker fee. previousPremium: not found. 'Previous period:
 *     £876.20 (premium, IPT and fee).' in a sentence after 'Payment is due by 01/03/2027.'
 * SILENT WRONGS (money or date read wrong with no flag): NONE. Read wrong but flagged: direct-line.policyNumber,
 *   lorica.insurer, howden.renewalPremium. Every other miss was not found. No field the notices do not state (Carole
 *   Nash's previousPremium, Howden's totalExcess) was given a value. Noted, not a miss: Age Co's previousPremium 412.10
 *   was read right but flagged 'Worked out, not written on the notice', though the panel prints 'Last year's premium
 *   £412.10'.
 * Corrections after the first run: none. No expected value disagreed with its notice, and no sum was wrong. (Before any
 *   reading the pages were looked at as pictures only, by a throwaway script that printed them without reading them;
 *   none spilled or overlapped; the Lorica note was made italic, which changes no words. The values and flags above come
 *   from a throwaway diagnostic reading right after the first run of the five notices that missed, deleted afterwards:
 *   the same fields missed with the same values.)
 * Every miss is in KNOWN_MISSES; there are no silent wrongs, so the set passes: confirmed at 93c65682 by a second run with
 * KNOWN_MISSES in place.
 * AFTER (the lead, session 19, each rule with a unit test of its own): Howden's broker's fee row summed into the amount
 *   due and 'Previous period: £876.20'; Direct Line's policy number wrapped in its sentence; Lorica's letterhead with its
 *   town after a separator: 103/106. Left: Age Co's side-panel total, Asda Money's policy number and 'Last year' tile (photo).
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_52 } from './fresh-printed-notices-52';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  'age-co': ['totalExcess'],
  'asda-money': ['policyNumber', 'previousPremium'],
};

checkFreshNotices(FRESH_NOTICES_52, KNOWN_MISSES);
