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
 * FIRST READING, at 5e8a5d0: 62/108 fields right.
 *   per field: renewalDate 7/12, insurer 10/12, policyNumber 6/12, registrationNumber 7/12, renewalPremium 6/12,
 *   previousPremium 7/12, compulsoryExcess 5/12, voluntaryExcess 7/12, totalExcess 7/12.
 *   Emails fully right: 4/12 (esure-yahoo, admiral-outlook-ios, sheilas-wheels-outlook-rule, 1st-central-gmail-filter).
 * NOTE ON THE FIVE PDF EMAILS: readForwardedMail keeps each attached PDF in mail.documents, but mail.text (all this
 * harness gives parseRenewalNotice) holds only the covering note, so no word of the attached notices reaches the
 * reader here (tried once with uncompressed PDFs too: the same). Their 39 "not found" below say that, not how the
 * reader reads a PDF; the PDFs themselves read well with pdf.js (label and value on one line, every figure present).
 * Misses:
 *   aviva-gmail-web renewalDate: not found. PDF: 'Renewal date  14 January 2027'.
 *   aviva-gmail-web policyNumber: not found. PDF: 'Policy number  100247385MOT'.
 *   aviva-gmail-web registrationNumber: not found. PDF: 'Registration  LB68 HFT'.
 *   aviva-gmail-web renewalPremium: not found. PDF box: 'Car insurance premium (including IPT)  £612.40' (body only: 'your payments will be £62.93 a month').
 *   aviva-gmail-web previousPremium: not found. PDF: 'Last year you paid £548.90 for your car insurance.'
 *   aviva-gmail-web compulsoryExcess: not found. PDF: 'Compulsory excess  £250'.
 *   aviva-gmail-web voluntaryExcess: not found. PDF: 'Voluntary excess  £150'.
 *   aviva-gmail-web totalExcess: not found. PDF: 'Total accident and theft excess  £400'.
 *   nfu-mutual-outlook-desktop renewalDate: not found. PDF: 'Renewal date  03/02/2027', 'Period of insurance  03/02/2027 to 02/02/2028'.
 *   nfu-mutual-outlook-desktop policyNumber: not found. PDF page 2: 'Policy number  MO 0042 771 93'.
 *   nfu-mutual-outlook-desktop registrationNumber: not found. PDF page 2: 'Registration mark  WR21 XKP'.
 *   nfu-mutual-outlook-desktop renewalPremium: not found. PDF: 'Renewal premium (including Insurance Premium Tax)  £487.35'.
 *   nfu-mutual-outlook-desktop previousPremium: not found. PDF: 'Last year’s premium  £452.10'.
 *   nfu-mutual-outlook-desktop compulsoryExcess: not found. PDF table 'Section | Compulsory | Voluntary | Total': 'Accidental damage | £300 | £0 | £300'.
 *   nfu-mutual-outlook-desktop voluntaryExcess: not found. The same row: '£0'.
 *   nfu-mutual-outlook-desktop totalExcess: not found. The same row: '£300'.
 *   ageas-apple-mail renewalDate: not found. PDF: 'Your policy renews on 7 March 2027.'
 *   ageas-apple-mail insurer: not found. Body: 'From: Ageas Car Insurance <documents@ageas.co.uk>' in Apple Mail's block, 'Ageas Customer Services'.
 *   ageas-apple-mail policyNumber: not found. PDF: 'Policy number  AGM/4471093/01'.
 *   ageas-apple-mail registrationNumber: not found. PDF: 'Registration  YD70 MZU'.
 *   ageas-apple-mail renewalPremium: not found. PDF boxes: 'Your renewal premium £734.62'.
 *   ageas-apple-mail previousPremium: not found. PDF boxes: 'Your premium last year £681.15'.
 *   ageas-apple-mail compulsoryExcess: not found. PDF: 'Compulsory excess  £350'.
 *   ageas-apple-mail voluntaryExcess: not found. PDF: 'Voluntary excess  £250' (the Statement of Fact: 'Voluntary excess (2026/27)  £100').
 *   ageas-apple-mail totalExcess: not found. PDF: 'Total excess  £600' (Statement of Fact: 'Total excess (2026/27)  £450').
 *   saga-thunderbird renewalDate: not found. PDF: 'your new policy year begins on 18 December 2026'.
 *   saga-thunderbird policyNumber: not found. PDF: 'Policy number  SMI 3381 0752'.
 *   saga-thunderbird registrationNumber: not found. PDF: 'Registration  HN16 UWD'.
 *   saga-thunderbird renewalPremium: not found. PDF box: 'This year’s premium £398.77'.
 *   saga-thunderbird previousPremium: not found. PDF box: 'Last year’s premium £371.50'.
 *   saga-thunderbird compulsoryExcess: not found. PDF: 'Compulsory excess  £100'.
 *   saga-thunderbird voluntaryExcess: not found. PDF: 'Voluntary excess  £250'.
 *   saga-thunderbird totalExcess: not found. PDF: 'Total excess  £350'.
 *   lv-proton renewalDate: not found. PDF: 'Your renewal date  29 January 2027'.
 *   lv-proton policyNumber: not found. PDF: 'Policy number  81938472/MC'.
 *   lv-proton registrationNumber: not found. PDF: 'Registration  KY67 OPB'.
 *   lv-proton renewalPremium: not found. PDF table 'Last year | This year': 'Car insurance premium  £489.64  £556.08'.
 *   lv-proton previousPremium: not found. The same row: '£489.64'.
 *   lv-proton compulsoryExcess: not found. PDF under 'Your excess': 'Compulsory  £250'.
 *   lv-proton voluntaryExcess: not found. 'Voluntary  £250'.
 *   lv-proton totalExcess: not found. 'Total  £500'.
 *   direct-line-gmail-android insurer: not found. Gmail block 'From: Direct Line <renewals@email.directline.com>', logo alt 'Direct Line', footer 'Direct Line Insurance Services Limited'.
 *   churchill-outlook-web policyNumber: not found. 'Policy num&shy;ber' (a soft hyphen, inside a tracking link) | 'CH 4729 1188'.
 *   churchill-outlook-web compulsoryExcess: not found. 'Com&shy;pulsory excess' | '&pound;250'.
 *   hastings-direct-gmail-ios renewalPremium: read '651.20' (is '702.55'), flagged. 'Renewal pre&#8203;mium:' (a zero-width space) | '&pound;702<sup>.55</sup>'; '651.20' is 'Switch to Hastings Direct Essential cover and your premium would be £651.20'.
 *   hastings-direct-gmail-ios compulsoryExcess: not found. 'Com&#8203;pulsory excess:' | '&pound;300'.
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none to any email's words or expected values. In make.mjs the NFU Mutual
 *   schedule's 'Annual premium £434.87 + Insurance Premium Tax at 12% £52.48' did not make 12% (fixed to £435.13 +
 *   £52.22 = £487.35; the PDF the reader is not given, the figure it would read unchanged).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRenewalNotice, reasonToCheck } from '@renewly/shared-contracts/features/renewal-notice';
import { readForwardedMail } from '.';

type FieldName =
  | 'renewalDate'
  | 'insurer'
  | 'policyNumber'
  | 'registrationNumber'
  | 'renewalPremium'
  | 'previousPremium'
  | 'compulsoryExcess'
  | 'voluntaryExcess'
  | 'totalExcess';
const FIELDS: FieldName[] = ['renewalDate', 'insurer', 'policyNumber', 'registrationNumber', 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess'];
const MONEY_AND_DATES: FieldName[] = ['renewalDate', 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess'];

interface FreshEmail {
  file: string;
  expected: Partial<Record<FieldName, string>>;
}

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
const KNOWN_MISSES: Record<string, FieldName[]> = {
  // The five PDF emails: mail.text carries only the covering note, so nothing of the attached notice is read.
  'aviva-gmail-web.eml': ['renewalDate', 'policyNumber', 'registrationNumber', 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess'],
  'nfu-mutual-outlook-desktop.eml': ['renewalDate', 'policyNumber', 'registrationNumber', 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess'],
  'ageas-apple-mail.eml': ['renewalDate', 'insurer', 'policyNumber', 'registrationNumber', 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess'],
  'saga-thunderbird.eml': ['renewalDate', 'policyNumber', 'registrationNumber', 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess'],
  'lv-proton.eml': ['renewalDate', 'policyNumber', 'registrationNumber', 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess'],
  'direct-line-gmail-android.eml': ['insurer'],
  'churchill-outlook-web.eml': ['policyNumber', 'compulsoryExcess'],
  'hastings-direct-gmail-ios.eml': ['renewalPremium', 'compulsoryExcess'],
};

const insurerKey = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/\s+(car\s+)?insurance$/, '')
    .trim();
const same = (name: FieldName, read: string | undefined, expected: string) =>
  read !== undefined && (name === 'insurer' ? insurerKey(read) === insurerKey(expected) : read === expected);

interface Reading {
  value: string | undefined;
  flagged: boolean;
}
async function readEmail(file: string): Promise<Record<FieldName, Reading>> {
  const mail = await readForwardedMail(readFileSync(join(__dirname, 'test-fixtures', 'fresh-3', file)));
  const notice = await parseRenewalNotice(mail.text, { today: '2026-11-29' });
  const out = {} as Record<FieldName, Reading>;
  for (const name of FIELDS) {
    const field = notice[name];
    out[name] = field === undefined ? { value: undefined, flagged: false } : { value: String(field.value), flagged: reasonToCheck(field) !== null };
  }
  return out;
}

describe('fresh forwarded renewal emails, set 3 (attachments and marketing HTML)', () => {
  test.each(EMAILS)('$file', async ({ file, expected }) => {
    const read = await readEmail(file);
    const known = KNOWN_MISSES[file] ?? [];
    const wrong: string[] = [];
    for (const [name, want] of Object.entries(expected) as [FieldName, string][]) {
      const got = read[name];
      if (same(name, got.value, want)) continue;
      if (known.includes(name) && (got.value === undefined || got.flagged)) continue;
      wrong.push(`${name}: read ${got.value === undefined ? 'nothing' : `'${got.value}'`}${got.flagged ? ' (flagged)' : ''}, is '${want}'`);
    }
    expect(wrong).toEqual([]);
  });

  test('no money or date is read wrong without a flag, on any email', async () => {
    const silent: string[] = [];
    for (const { file, expected } of EMAILS) {
      const read = await readEmail(file);
      for (const name of MONEY_AND_DATES) {
        const want = expected[name];
        const got = read[name];
        if (want !== undefined && got.value !== undefined && !same(name, got.value, want) && !got.flagged) silent.push(`${file} ${name}: read '${got.value}', is '${want}'`);
      }
    }
    expect(silent).toEqual([]);
  });
});
