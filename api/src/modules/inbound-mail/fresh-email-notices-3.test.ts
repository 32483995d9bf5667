/*
 * Fresh forwarded renewal emails, set 3 (issue 47): ATTACHMENTS AND MARKETING HTML.
 * Theme: five short covering notes with the renewal notice as an attached PDF drawn with pdfkit at x/y (label and value
 * columns, summary boxes, a two-page schedule with an excess table, the FCA last-year comparison; Ageas with a second
 * PDF, last year's Statement of Fact), and seven notices whose body is marketing-platform HTML (layout tables, hidden
 * preheaders, prices split over tags, entities, soft hyphens and zero-width spaces, a dark-mode copy, tracking links,
 * 'View in browser', a stub and a stale text/plain part, a calendar invitation whose DTSTART is a reminder day).
 * Brands: Aviva, NFU Mutual, Ageas, Saga, LV=, Direct Line, Churchill, Hastings Direct, esure, Admiral,
 * Sheilas' Wheels, 1st Central.
 * Mail programs: Gmail web, Outlook desktop, Apple Mail, Thunderbird, Proton Mail, Gmail Android, Outlook on the web,
 * Gmail iOS, Yahoo Mail, Outlook for iOS, an Outlook rule forwarding as attachment (message/rfc822), a Gmail
 * auto-forwarding filter (the original delivered whole).
 * The emails are made by test-fixtures/fresh-3/make.mjs.
 * Written by a helper session on 2026-12-01, without sight of the reader.
 *
 * FIRST READING, at 5e8a5d0, as the app reads an email (the email's words, then each attached PDF's and photo's:
 *   noticeWordsOf in inbound-reading.service.ts): 103/108 fields right.
 *   per field: renewalDate 12/12, insurer 11/12, policyNumber 11/12, registrationNumber 12/12, renewalPremium 11/12,
 *   previousPremium 12/12, compulsoryExcess 10/12, voluntaryExcess 12/12, totalExcess 12/12.
 *   Emails fully right: 9/12 (every PDF email: aviva-gmail-web, nfu-mutual-outlook-desktop, ageas-apple-mail,
 *   saga-thunderbird, lv-proton; and esure-yahoo, admiral-outlook-ios, sheilas-wheels-outlook-rule,
 *   1st-central-gmail-filter).
 *   (The writer's harness first gave the reader mail.text alone, the covering note without the attached PDFs: 62/108,
 *   the PDF emails' 39 fields and Ageas's insurer not found. That was the harness, not the app, which has always read
 *   the attachments too; the lead gave the harness the app's words, noticeWordsOf, before any mend, and read again.)
 * Misses:
 *   direct-line-gmail-android.eml insurer: not found. Gmail block 'From: Direct Line <renewals@email.directline.com>',
 *     logo alt 'Direct Line', footer 'Direct Line Insurance Services Limited'.
 *   churchill-outlook-web.eml policyNumber: not found. 'Policy num&shy;ber' (a soft hyphen, inside a tracking link) |
 *     'CH 4729 1188'.
 *   churchill-outlook-web.eml compulsoryExcess: not found. 'Com&shy;pulsory excess' | '&pound;250'.
 *   hastings-direct-gmail-ios.eml renewalPremium: read '651.20' (is '702.55'), flagged. 'Renewal pre&#8203;mium:' (a
 *     zero-width space) | '&pound;702<sup>.55</sup>'; '651.20' is 'Switch to Hastings Direct Essential cover and your
 *     premium would be £651.20'.
 *   hastings-direct-gmail-ios.eml compulsoryExcess: not found. 'Com&#8203;pulsory excess:' | '&pound;300'.
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none to any email's words or expected values. In make.mjs the NFU Mutual
 *   schedule's 'Annual premium £434.87 + Insurance Premium Tax at 12% £52.48' did not make 12% (fixed to £435.13 +
 *   £52.22 = £487.35; the PDF the reader is not given, the figure it would read unchanged).
 * AFTER THE MENDS (the lead, 2026-12-01): 108/108 fields right, no flag wrong.
 *   - A soft hyphen, a zero-width space, joiner or non-joiner, word joiner or byte-order mark is taken out of an
 *     email's words (notice-text.ts), where html-to-text had made a zero-width space a space inside a word ('Renewal
 *     pre mium'): churchill-outlook-web policyNumber and compulsoryExcess, hastings-direct-gmail-ios renewalPremium and
 *     compulsoryExcess.
 *   - Who first sent the email follows the words the reader gets, as a printed email shows it ('From: Direct Line
 *     <renewals@email.directline.com>'; the forward's header block is left out of the words), and an email sender's
 *     name is the firm's when any part of its address's domain starts with the name (a subdomain 'email.'):
 *     direct-line-gmail-android insurer, offered flagged.
 */
import { join } from 'node:path';
import { checkFreshEmails, type FieldName, type FreshEmail } from '../../../test/fresh-email-checks';

const EMAILS: FreshEmail[] = [
  {
    file: 'aviva-gmail-web.eml',
    expected: {
      renewalDate: '2027-01-14',
      insurer: 'Aviva',
      policyNumber: '100247385MOT',
      registrationNumber: 'LB68HFT',
      renewalPremium: '612.40',
      previousPremium: '548.90',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    file: 'nfu-mutual-outlook-desktop.eml',
    expected: {
      renewalDate: '2027-02-03',
      insurer: 'NFU Mutual',
      policyNumber: 'MO 0042 771 93',
      registrationNumber: 'WR21XKP',
      renewalPremium: '487.35',
      previousPremium: '452.10',
      compulsoryExcess: '300',
      voluntaryExcess: '0',
      totalExcess: '300',
    },
  },
  {
    file: 'ageas-apple-mail.eml',
    expected: {
      renewalDate: '2027-03-07',
      insurer: 'Ageas',
      policyNumber: 'AGM/4471093/01',
      registrationNumber: 'YD70MZU',
      renewalPremium: '734.62',
      previousPremium: '681.15',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    file: 'saga-thunderbird.eml',
    expected: {
      renewalDate: '2026-12-18',
      insurer: 'Saga',
      policyNumber: 'SMI 3381 0752',
      registrationNumber: 'HN16UWD',
      renewalPremium: '398.77',
      previousPremium: '371.50',
      compulsoryExcess: '100',
      voluntaryExcess: '250',
      totalExcess: '350',
    },
  },
  {
    file: 'lv-proton.eml',
    expected: {
      renewalDate: '2027-01-29',
      insurer: 'LV=',
      policyNumber: '81938472/MC',
      registrationNumber: 'KY67OPB',
      renewalPremium: '556.08',
      previousPremium: '489.64',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    file: 'direct-line-gmail-android.eml',
    expected: {
      renewalDate: '2027-01-22',
      insurer: 'Direct Line',
      policyNumber: '2704618397',
      registrationNumber: 'EF20TLO',
      renewalPremium: '527.84',
      previousPremium: '468.31',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    file: 'churchill-outlook-web.eml',
    expected: {
      renewalDate: '2027-02-11',
      insurer: 'Churchill',
      policyNumber: 'CH 4729 1188',
      registrationNumber: 'SK69YHN',
      renewalPremium: '644.19',
      previousPremium: '602.77',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    file: 'hastings-direct-gmail-ios.eml',
    expected: {
      renewalDate: '2027-01-06',
      insurer: 'Hastings Direct',
      policyNumber: 'HD/PC/6618304',
      registrationNumber: 'BT18ERV',
      renewalPremium: '702.55',
      previousPremium: '655.10',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },
  {
    file: 'esure-yahoo.eml',
    expected: {
      renewalDate: '2026-12-27',
      insurer: 'esure',
      policyNumber: 'ES-MC-55038192',
      registrationNumber: 'FG66PLA',
      renewalPremium: '476.93',
      previousPremium: '501.40',
      compulsoryExcess: '200',
      voluntaryExcess: '250',
      totalExcess: '450',
    },
  },
  {
    file: 'admiral-outlook-ios.eml',
    expected: {
      renewalDate: '2027-03-02',
      insurer: 'Admiral',
      policyNumber: 'P71029384',
      registrationNumber: 'LR17WXC',
      renewalPremium: '531.62',
      previousPremium: '498.07',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    file: 'sheilas-wheels-outlook-rule.eml',
    expected: {
      renewalDate: '2027-02-19',
      insurer: "Sheilas' Wheels",
      policyNumber: 'SW/MC/22874105',
      registrationNumber: 'CE19DNU',
      renewalPremium: '583.46',
      previousPremium: '540.99',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    file: '1st-central-gmail-filter.eml',
    expected: {
      renewalDate: '2027-02-01',
      insurer: '1st Central',
      policyNumber: '1CM-0077120-PC',
      registrationNumber: 'NA20FXR',
      renewalPremium: '618.40',
      previousPremium: '579.85',
      compulsoryExcess: '400',
      voluntaryExcess: '100',
      totalExcess: '500',
    },
  },
];

// Fields the reader missed at the first reading: each must be right, not found, or flagged for the user's tick.
const KNOWN_MISSES: Record<string, FieldName[]> = {};

checkFreshEmails('fresh forwarded renewal emails, set 3 (attachments and marketing HTML)', join(__dirname, 'test-fixtures', 'fresh-3'), EMAILS, KNOWN_MISSES);
