/*
 * Fresh forwarded renewal emails, set 5 (issue 47): WHAT HIDES IN A REAL INSURER'S HTML EMAIL.
 * Theme: insurers' HTML as email platforms build it, forwarded as people forward it: responsive templates with a
 *   desktop block and a mobile block (one hidden by display:none / mso-hide:all and a media query), hidden preheaders
 *   padded with zero-width fillers, Outlook conditional comments carrying tables and VML buttons of their own (an
 *   Outlook-only price box, ghost tables, a VML hero with the price), dark-mode styles and swapped logos, spacer GIFs and
 *   tracking pixels, images whose alt text carries words (the headline price as a personalised image), buttons built
 *   from tables, figures split across spans ('£<span>587</span>.<sup>62</sup>', '£</span><span>712</span><span>.49'),
 *   &nbsp; between nearly every word, zero-width spaces and non-joiners inside policy numbers, dates and phone numbers,
 *   soft hyphens inside labels; a price table with last year's column first; Outlook for Windows re-writing the email
 *   as Word HTML (the Outlook-only table is then what is forwarded); an email whose figures are only in an attached
 *   PDF (pdfkit); one forwarded as an attachment (message/rfc822) whose own text/plain is last year's 'view in your
 *   browser' template with no figures; one in plain text only with no-break spaces between label words.
 *   Brands: Darwin, Prima, Policy Expert, Budget Insurance, Waitrose, first direct, One Call Insurance, Go Skippy,
 *   insurethebox, Carrot, Hughes Insurance, TSB. Mail programs: Gmail on the web, Apple Mail (Mac), Outlook for
 *   Windows, iPhone Mail, Thunderbird (forward as attachment), Outlook on the web (PDF attached), K-9 Mail (plain
 *   text), Fastmail, Samsung Email, Outlook for iOS, eM Client, AOL Mail.
 * The emails are made by test-fixtures/fresh-5/make.mjs.
 * Written by a helper session on 2026-12-01, without sight of the reader.
 *
 * FIRST READING, at 8701c4d9, as the app reads an email (noticeWordsOf): 108/108 fields right.
 *   per field: renewalDate 12/12, insurer 12/12, policyNumber 12/12, registrationNumber 12/12, renewalPremium 12/12,
 *   previousPremium 12/12, compulsoryExcess 12/12, voluntaryExcess 12/12, totalExcess 12/12.
 *   Emails fully right: 12/12.
 * Misses: none.
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none.
 */
import { join } from 'node:path';
import { checkFreshEmails, type FieldName, type FreshEmail } from '../../../test/fresh-email-checks';

const EMAILS: FreshEmail[] = [
  {
    file: 'darwin-gmail-desktop-and-mobile-blocks.eml',
    expected: { renewalDate: '2026-12-14', insurer: 'Darwin', policyNumber: 'DWN-4821-3376', registrationNumber: 'MA70KZT', renewalPremium: '587.62', previousPremium: '541.30', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    file: 'prima-apple-mail-last-year-column-first.eml',
    expected: { renewalDate: '2026-12-07', insurer: 'Prima', policyNumber: 'PUK 7720 4186', registrationNumber: 'LR21VHD', renewalPremium: '529.74', previousPremium: '498.20', compulsoryExcess: '300', voluntaryExcess: '150', totalExcess: '450' },
  },
  {
    file: 'policy-expert-outlook-word-html.eml',
    expected: { renewalDate: '2026-12-19', insurer: 'Policy Expert', policyNumber: 'PEM22198874', registrationNumber: 'KY19HNF', renewalPremium: '634.08', previousPremium: '602.55', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },
  {
    file: 'budget-iphone-mail-outlook-price-box.eml',
    expected: { renewalDate: '2026-12-22', insurer: 'Budget Insurance', policyNumber: 'BDG/6412/8873', registrationNumber: 'WP19NRK', renewalPremium: '471.18', previousPremium: '455.60', compulsoryExcess: '350', voluntaryExcess: '0', totalExcess: '350' },
  },
  {
    file: 'waitrose-thunderbird-forward-as-attachment.eml',
    expected: { renewalDate: '2026-12-28', insurer: 'Waitrose', policyNumber: 'WCI 5512 0938', registrationNumber: 'GN70UFB', renewalPremium: '812.35', previousPremium: '764.90', compulsoryExcess: '200', voluntaryExcess: '250', totalExcess: '450' },
  },
  {
    file: 'first-direct-outlook-web-pdf-only.eml',
    expected: { renewalDate: '2026-12-09', insurer: 'first direct', policyNumber: 'FDM 0482 4417', registrationNumber: 'YB68TWL', renewalPremium: '723.84', previousPremium: '668.20', compulsoryExcess: '250', voluntaryExcess: '200', totalExcess: '450' },
  },
  {
    file: 'one-call-k9-mail-plain-text.eml',
    expected: { renewalDate: '2026-12-21', insurer: 'One Call Insurance', policyNumber: 'OC-PC-4471903', registrationNumber: 'DN66WSV', renewalPremium: '498.16', previousPremium: '472.40', compulsoryExcess: '300', voluntaryExcess: '250', totalExcess: '550' },
  },
  {
    file: 'go-skippy-fastmail-price-image.eml',
    expected: { renewalDate: '2026-12-11', insurer: 'Go Skippy', policyNumber: 'GSK7719024', registrationNumber: 'BK18FWN', renewalPremium: '547.18', previousPremium: '519.99', compulsoryExcess: '350', voluntaryExcess: '250', totalExcess: '600' },
  },
  {
    file: 'insurethebox-samsung-email.eml',
    expected: { renewalDate: '2027-01-02', insurer: 'insurethebox', policyNumber: 'ITB22904418', registrationNumber: 'SK67VNX', renewalPremium: '712.49', previousPremium: '689.99', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },
  {
    file: 'carrot-outlook-ios-soft-hyphens.eml',
    expected: { renewalDate: '2026-12-23', insurer: 'Carrot', policyNumber: 'CRT 0448 2917', registrationNumber: 'FG69LMW', renewalPremium: '1126.80', previousPremium: '1348.45', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    file: 'hughes-em-client-northern-ireland.eml',
    expected: { renewalDate: '2026-12-30', insurer: 'Hughes Insurance', policyNumber: 'HUG/MC/0318842', registrationNumber: 'KIG4871', renewalPremium: '742.60', previousPremium: '701.15', compulsoryExcess: '350', voluntaryExcess: '150', totalExcess: '500' },
  },
  {
    file: 'tsb-aol-mail-nbsp.eml',
    expected: { renewalDate: '2026-12-18', insurer: 'TSB', policyNumber: 'TSBC 6612 0487', registrationNumber: 'EY20KPD', renewalPremium: '563.27', previousPremium: '587.90', compulsoryExcess: '250', voluntaryExcess: '500', totalExcess: '750' },
  },
];

const KNOWN_MISSES: Record<string, readonly FieldName[]> = {};

jest.setTimeout(300_000);

checkFreshEmails('Fresh forwarded renewal emails, set 5', join(__dirname, 'test-fixtures', 'fresh-5'), EMAILS, KNOWN_MISSES);
