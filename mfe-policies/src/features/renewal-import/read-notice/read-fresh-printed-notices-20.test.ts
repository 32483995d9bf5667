/** @jest-environment node */
/*
 * Set 20 of the notices written afresh for issue 47. THE THEME: the price where no table labels it. Renewal letters
 * and printed emails that give the coming year's price and last year's premium in running sentences, a P.S., a
 * footnote, a 'Key facts' side panel or a 'Things you need to know' box ('Your price', 'Total cost of cover', 'Amount
 * due', 'What you'll pay', 'this time last year you paid', 'your premium at the start of last year', 'after the change
 * you made in May'); a mid-term change or a cancelled add-on changing last year's figure; a refund, cashback, voucher,
 * loyalty or club discount beside the price; prices quoted 'from' for other cover; the renewal date given only as
 * 'your cover ends at midnight on …', 'renews from the 1st of next month' or 'runs until … and renews the following day'.
 * Brands (eleven PDFs, five photos): Mitsubishi Motors Insurance, Fiat Insurance, Dacia Insurance, Debenhams Insurance
 * (photo), Staysure (photo), Stackhouse Poland, Lloyd & Whyte, Russell Scanlan (photo), Bluefin Insurance, Ripe
 * Insurance (photo, sideways), Peter Best Insurance Services, Chartwell Insurance, Bruce Stevenson (photo), Crendon
 * Insurance Brokers, and two made-up local brokers, Harcourt & Vale and Wolds & Coast.
 * Written by a helper session on 2026-11-30, without sight of the reader.
 *
 * FIRST READING, at c932e5a: 118/140 fields right (PDFs 83/97, photos 35/43).
 *   per field: renewalDate 15/16, insurer 14/16, policyNumber 13/16, registrationNumber 15/16, renewalPremium 13/16,
 *   previousPremium 10/16, compulsoryExcess 16/16, voluntaryExcess 14/14, totalExcess 8/14.
 *   Notices fully right: 4/16 (debenhams-insurance, staysure, harcourt-and-vale, wolds-and-coast).
 * Misses:
 *   mitsubishi-motors-insurance totalExcess: not found. '£250 compulsory and £100 voluntary, so you'd pay the first £350
 *     of an accidental damage claim'.
 *   fiat-insurance previousPremium: read '547.12' (is '593.81'), flagged. 'while your premium at the start of last year
 *     was £547.12, your premium after the change you made in May was £593.81. That is the figure we compare with this
 *     year's.' (Key facts: 'Last year, after your May change: £593.81.')
 *   fiat-insurance totalExcess: not found. 'If you claim you pay the first £450: £300 compulsory excess and £150
 *     voluntary excess.'
 *   dacia-insurance renewalDate: not found. Letter dated 9 November 2026: 'renews from the 1st of next month'.
 *   dacia-insurance totalExcess: not found. 'If you claim, you pay the first £500: a £250 compulsory excess and the
 *     £250 voluntary excess you chose.'
 *   stackhouse-poland previousPremium: not found. 'The insurer's renewal premium is £1,284.00 including Insurance
 *     Premium Tax, against last year's premium of £1,201.50.'
 *   lloyd-and-whyte previousPremium: read '563.10' (is '536.60'), flagged. Footnote: 'Last year's premium was £563.10,
 *     which included Key Cover at £26.50; you cancelled Key Cover in June ... The comparable premium for your car
 *     insurance last year, without Key Cover, was £536.60.'
 *   lloyd-and-whyte totalExcess: not found. 'compulsory excess of £200 and voluntary excess of £250 (£450 in total)'.
 *   russell-scanlan insurer (photo): not found. 'From: Russell Scanlan Personal Lines <personal@russellscanlan.com>',
 *     a heading 'Russell Scanlan', 'Russell Scanlan Limited ... is authorised and regulated by the Financial Conduct
 *     Authority' (OCR clean).
 *   russell-scanlan policyNumber (photo): not found. Given only in the subject line: 'Subject: Motor renewal RSL 448
 *     1092 (FP20 KYW)' (OCR clean).
 *   bluefin-insurance totalExcess: not found. 'Your excess stays at £350 compulsory and £150 voluntary: £500 in total.'
 *   ripe-insurance renewalPremium (photo, sideways): not found. 'We're pleased to offer renewal at £214.50 for another
 *     year, against £198.75 this time last year.' (OCR clean)
 *   ripe-insurance previousPremium (photo, sideways): not found. The same sentence.
 *   peter-best-insurance registrationNumber: not found. A prefix plate in a bold heading: 'Land Rover Defender 90,
 *     H871 KOP' (another car's 'Triumph TR6, PRX 66M' further down).
 *   chartwell-insurance renewalPremium: read '468.14' (is '530.14'), flagged. 'This year your car insurance costs
 *     £468.14, and the wheelchair-accessible breakdown cover you had last year costs £62.00, so your total cost of cover
 *     is £530.14. Last year you paid £517.80 for the same cover, breakdown included.'
 *   chartwell-insurance previousPremium: read '62.00' (is '517.80'), flagged. The same paragraph.
 *   bruce-stevenson policyNumber (photo): not found. 'Policy: BS/PL/M 220917' (OCR clean).
 *   bruce-stevenson renewalPremium (photo): not found. 'We have obtained renewal terms from your insurer of £1,046.72
 *     for the year ahead, against £979.50 last year.' (OCR clean)
 *   bruce-stevenson previousPremium (photo): not found. The same sentence.
 *   bruce-stevenson totalExcess (photo): not found. 'The excess on the policy is £600 (compulsory £350, voluntary £250).'
 *   crendon-insurance-brokers insurer: not found. 'From: Crendon Insurance Brokers <renewals@crendon.co.uk>', a heading
 *     'Crendon Insurance Brokers', signed 'Personal Lines, Crendon Insurance Brokers'.
 *   crendon-insurance-brokers policyNumber: not found. Given only in the subject line: 'Subject: Your car insurance
 *     renewal (CRN/PM/003318-04)'.
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none.
 * AFTER THE MENDS, renewalPremium and previousPremium (branch mend-m20b): 127/140 fields right (renewalPremium 16/16,
 *   previousPremium 16/16; the other fields as at the first reading). The rules (shared-contracts renewal-notice):
 *   - This year's price set against last year's in one sentence, the second named only by its year ('£X for the year
 *     ahead, against £Y last year', '… against £Y this time last year'; against-last-year.ts): bruce-stevenson and
 *     ripe-insurance, both premiums.
 *   - "against last year's" ending a line and 'premium of £Y' starting the next: the clause above names the year
 *     (last-years-price.ts, money-fields.ts): stackhouse-poland previousPremium.
 *   - 'That is the figure we compare with this year's' names last year's figure to compare, as 'the figure to compare'
 *     did (last-years-price.ts): fiat-insurance previousPremium.
 *   - 'The comparable premium … last year, without Key Cover, was £Y': a comma-set 'without …' clause says what the
 *     figure leaves out (premium-words.ts), and 'the comparable premium' for last year is the one to compare
 *     (last-years-price.ts): lloyd-and-whyte previousPremium.
 *   - ', and the breakdown cover you' / 'had last year costs £62.00': a new clause after the line above's figure about
 *     an add-on makes the run-on line's figure the add-on's (sentence-begun-above.ts); the price's parts told in one
 *     sentence (car insurance + add-on = total, kept only when they add up; sentence-price-parts.ts), and last year's
 *     'Last year you paid £Y for the same cover, breakdown included' saying it held the add-on (like-for-like.ts):
 *     chartwell-insurance previousPremium, and renewalPremium as the total with breakdown, flagged for a tick as
 *     like-for-like choices are.
 *   Left: none of these two fields; the other fields' misses are other branches'.
 *
 * AFTER THE MENDS, insurer, policyNumber, registrationNumber, renewalDate and totalExcess (branch mend-m20a): 131/140
 *   fields right (PDFs 92/97, photos 39/43); insurer 16/16, policyNumber 16/16, registrationNumber 16/16, renewalDate
 *   16/16, totalExcess 14/14. Silent wrongs: none. The rules (shared-contracts renewal-notice, tests in
 *   fresh-notice-rules-20a.test.ts):
 *   - whole-excess-in-sentence.ts: with no total read, a sentence of three amounts, one the sum of the compulsory and
 *     voluntary excess read, the other two those parts ('the first £X', '£X in total', 'excess is £X (compulsory …)'),
 *     and not named as another excess ('windscreen'): mitsubishi-motors-insurance, fiat-insurance, dacia-insurance,
 *     lloyd-and-whyte, bluefin-insurance, bruce-stevenson totalExcess.
 *   - mail-sender-brand.ts: a printed email's 'From: Name <x@domain>' whose domain starts with the name's first word,
 *     the longest run of its opening words written again in the letter, offered flagged: russell-scanlan,
 *     crendon-insurance-brokers insurer.
 *   - identity-fields.ts: the number after 'renewal' in an email's subject line (in brackets or not; a plate there is
 *     no policy number), never sure: russell-scanlan, crendon-insurance-brokers policyNumber.
 *   - policy-number-prefix.ts: a joined letter prefix may end in a one-letter code ('XX/YY/Z 123456'): bruce-stevenson
 *     policyNumber.
 *   - identity-fields.ts: an older plate after the car's make and model alone on a heading line ('Make Model, A123
 *     BCD'), below a car's line: peter-best-insurance registrationNumber.
 *   - yearless-renewal-date.ts: 'renews from the 1st of next month': the month after the letter's date, derived (asks
 *     for a tick): dacia-insurance renewalDate.
 *   Left (other fields, not in this branch): fiat-insurance, stackhouse-poland, lloyd-and-whyte previousPremium;
 *   ripe-insurance, chartwell-insurance, bruce-stevenson renewalPremium and previousPremium.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_20 } from './fresh-printed-notices-20';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
};

checkFreshNotices(FRESH_NOTICES_20, KNOWN_MISSES);
