/*
 * Issue 47: a second fresh set of forwarded renewal emails, the notice in the BODY of the email (no attachment, or
 * only an unrelated one: a logo, a policy wording PDF with no figures). Twelve UK car-insurance brands, each email of
 * this set's own design: Direct Line, Hastings Direct, Aviva, LV=, Churchill, AXA, Saga, Tesco Bank, Co-op Insurance,
 * Elephant, NFU Mutual and RAC; forwarded from Gmail web, Gmail for Android, Outlook desktop (windows-1252), Outlook on
 * the web, Outlook for iOS, Apple Mail on macOS and on iPhone, Yahoo Mail, Thunderbird (ISO-8859-1), Samsung Email
 * (HTML only, base64), Proton Mail, and sent on unchanged by a Gmail auto-forward rule. Summary cards, figures in
 * their own cells or split over spans, last year | this year tables, letters in sentences, hidden preheaders, a
 * mobile-only duplicate, short plain parts that leave the figures to the HTML; distractors as real emails have them
 * (monthly plans, APR, add-ons, Clubcard price, a cheaper quote at a higher excess, last year's excess, another car's
 * policy). test-fixtures/fresh-2/make.mjs writes the emails; expected values are what each email says.
 * Written by a helper session on 2026-11-30, without sight of the reader.
 *
 * FIRST READING, at 93e2928: 103/107 fields right.
 *   per field: renewalDate 12/12, insurer 11/12, policyNumber 11/12, registrationNumber 11/12, renewalPremium 12/12,
 *   previousPremium 11/12, compulsoryExcess 11/11, voluntaryExcess 12/12, totalExcess 12/12.
 *   Emails fully right: 8/12 (01 Direct Line, 02 Hastings Direct, 03 Aviva, 04 LV=, 06 AXA, 09 Co-op, 10 Elephant,
 *   12 RAC).
 * Misses:
 *   05-outlook-ios-churchill.eml registrationNumber: not found (is 'SN16YFA'). "It’s nearly time to renew the car
 *     insurance on your Skoda Fabia, SN16 YFA." (the plate only in that sentence, no label).
 *   07-apple-mail-ios-saga.eml policyNumber: not found (is 'S/MC/1198 4320'). "your Saga Car Insurance policy,
 *     S/MC/1198 4320, is due for renewal on 26 February 2027" (in a sentence, set off by commas).
 *   08-yahoo-tesco-bank.eml insurer: read 'Tesco Insurance' (is 'Tesco Bank'), flagged. "Your Tesco Bank Car Insurance
 *     is due for renewal on Saturday 12 December 2026" (the footer's firm is 'Tesco Insurance Limited').
 *   11-protonmail-nfu-mutual.eml previousPremium: not found (is '982.75'). "Your premium for the coming year will be
 *     £1,046.50. Your premium for the current year was £982.75."
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none.
 * AFTER THE MENDS, policyNumber (branch mend-m22a): policyNumber 12/12 (104/107 fields, with the other fields as at the
 *   first reading).
 *   - A number set off by commas after 'policy' in a sentence ('your ... policy, AB/CD/1234 5678, is due'), its closing
 *     comma there and a capital letter or five digits in it (identity-fields.ts POLICY_IN_SENTENCE): mends 07 Saga.
 * AFTER THE MENDS, previousPremium (branch mend-m22c): 11-protonmail-nfu-mutual.eml previousPremium is read (checked on
 *   the email's words in a script, not by this test, which needs built assets): a premium's label ending in the past
 *   tense ('Your premium for the current year was') and 'for the last 12 months' say last year's (premium-words.ts
 *   LAST_YEAR). Left: the other three misses above (not premiums).
 * AFTER THE MENDS, insurer, registrationNumber and renewalDate (branch mend-m22b): 35/36 of those fields right (checked
 *   by parseRenewalNotice on each email's words, not by this file, which needs built assets).
 *   - a current plate broken at a line's end after the make, model and a comma ('… your Skoda Fabia, SN16' / 'YFA.'),
 *     offered below a plate written whole (shared-contracts plates-set-apart.ts): 05-outlook-ios-churchill.eml.
 *   Left: 08-yahoo-tesco-bank.eml insurer, 'Tesco Insurance' for 'Tesco Bank': the brand list's name against the
 *   email's, which an earlier printed set expects the other way; left to the lead.
 * ON BRANCH mend-m22b-tesco-bank (after mend-m22b): 36/36 of those fields: 'Tesco Bank' a brand of its own on the
 *   brand list, read as the email names itself (the footer's 'Tesco Insurance Limited' is a company): 08-yahoo-tesco-bank.eml.
 */
import { join } from 'node:path';
import { checkFreshEmails, type FieldName, type FreshEmail } from '../../../test/fresh-email-checks';

const EMAILS: FreshEmail[] = [
  {
    file: '01-gmail-web-direct-line.eml',
    expected: { renewalDate: '2027-01-14', insurer: 'Direct Line', policyNumber: 'DL 58 2201 7743', registrationNumber: 'KP70WZD', renewalPremium: '642.18', previousPremium: '587.40', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    // the insurer's own text/plain was a stub; the figures are only in the HTML (the big price split over spans)
    file: '02-gmail-android-hastings-direct.eml',
    expected: { renewalDate: '2027-01-03', insurer: 'Hastings Direct', policyNumber: 'HDM 0398 2271', registrationNumber: 'WR18HXE', renewalPremium: '712.46', previousPremium: '655.10', compulsoryExcess: '150', voluntaryExcess: '250', totalExcess: '400' },
  },
  {
    file: '03-outlook-desktop-aviva.eml',
    expected: { renewalDate: '2027-02-02', insurer: 'Aviva', policyNumber: 'AVM 3041 9926', registrationNumber: 'BV67TNO', renewalPremium: '503.36', previousPremium: '531.02', compulsoryExcess: '100', voluntaryExcess: '250', totalExcess: '350' },
  },
  {
    // last year's £689.54 is 'for your car insurance and the extras you chose', so this year's figure of the same scope
    // is the total with the same extras, £685.52 (car insurance alone £598.12)
    file: '04-outlook-web-lv.eml',
    expected: { renewalDate: '2026-12-19', insurer: 'LV=', policyNumber: 'MOT/21873304/LV', registrationNumber: 'DA21PZR', renewalPremium: '685.52', previousPremium: '689.54', compulsoryExcess: '350', voluntaryExcess: '0', totalExcess: '350' },
  },
  {
    file: '05-outlook-ios-churchill.eml',
    expected: { renewalDate: '2027-01-22', insurer: 'Churchill', policyNumber: 'CHC 7720 4418', registrationNumber: 'SN16YFA', renewalPremium: '468.90', previousPremium: '442.75', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },
  {
    file: '06-apple-mail-macos-axa.eml',
    expected: { renewalDate: '2026-12-28', insurer: 'AXA', policyNumber: 'ACP 48130927', registrationNumber: 'GF15OHM', renewalPremium: '389.44', previousPremium: '367.90', compulsoryExcess: '300', voluntaryExcess: '200', totalExcess: '500' },
  },
  {
    file: '07-apple-mail-ios-saga.eml',
    expected: { renewalDate: '2027-02-26', insurer: 'Saga', policyNumber: 'S/MC/1198 4320', registrationNumber: 'YK65OVB', renewalPremium: '356.80', previousPremium: '341.25', compulsoryExcess: '100', voluntaryExcess: '150', totalExcess: '250' },
  },
  {
    // 'Excess £350 (includes voluntary excess of £100)': the compulsory excess is not stated
    file: '08-yahoo-tesco-bank.eml',
    expected: { renewalDate: '2026-12-12', insurer: 'Tesco Bank', policyNumber: 'TIC-MO-40917723', registrationNumber: 'LB68NRU', renewalPremium: '498.27', previousPremium: '471.80', voluntaryExcess: '100', totalExcess: '350' },
  },
  {
    file: '09-thunderbird-co-op.eml',
    expected: { renewalDate: '2027-01-07', insurer: 'Co-op Insurance', policyNumber: 'COP/MTR/0092718', registrationNumber: 'MA20KCY', renewalPremium: '577.03', previousPremium: '540.18', compulsoryExcess: '200', voluntaryExcess: '150', totalExcess: '350' },
  },
  {
    file: '10-samsung-email-elephant.eml',
    expected: { renewalDate: '2026-12-09', insurer: 'Elephant', policyNumber: 'ELE-CAR-7281044', registrationNumber: 'EF14ZWK', renewalPremium: '905.20', previousPremium: '823.61', compulsoryExcess: '250', voluntaryExcess: '500', totalExcess: '750' },
  },
  {
    file: '11-protonmail-nfu-mutual.eml',
    expected: { renewalDate: '2027-01-18', insurer: 'NFU Mutual', policyNumber: 'MC 4479 0215', registrationNumber: 'AE17RPU', renewalPremium: '1046.50', previousPremium: '982.75', compulsoryExcess: '100', voluntaryExcess: '200', totalExcess: '300' },
  },
  {
    // sent on by a Gmail rule as it came; its text/plain is short, the figures are in the HTML
    file: '12-gmail-auto-forward-rac.eml',
    expected: { renewalDate: '2027-01-30', insurer: 'RAC', policyNumber: 'RAC/MI/60214887', registrationNumber: 'VU66TXP', renewalPremium: '451.77', previousPremium: '430.20', compulsoryExcess: '150', voluntaryExcess: '250', totalExcess: '400' },
  },
];

// Fields the reader missed at the first reading: each must be right, not found, or flagged for the user's tick.
const KNOWN_MISSES: Record<string, FieldName[]> = {};

checkFreshEmails('fresh forwarded renewal emails, set 2 (the notice in the body)', join(__dirname, 'test-fixtures', 'fresh-2'), EMAILS, KNOWN_MISSES);
