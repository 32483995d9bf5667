// Renewal notices in layouts the parser was NOT built from (issue 37), kept apart from renewal-notice-files.ts (the
// notices it was tuned on): five written as HTML in other insurers' styles and printed to PDF by Chromium (tables with
// a tax note and with pay-monthly columns, dot leaders and brackets, wrapped lines, an end-of-cover date), five laid out
// by pdfkit from the parser's unseen-layout texts (shared-contracts/src/features/renewal-notice/unseen-layouts), a
// photo of one notice taken upright and sideways, and photos of two of the Chromium-printed ones. Each `expected` holds what reading the file and parseRenewalNotice find.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.cjs';
import { drawLetter, drawPdfPage, pdfBytes, type NoticeField, type NoticeFile } from './renewal-notice-files';

export const UNSEEN_NOTICE_NAMES = [
  'privilegeTaxTable',
  'bellPayMonthly',
  'swintonBrackets',
  'veygoWrapped',
  'halifaxEndsOn',
  'diamondGroup',
  'postOfficeTotalExcess',
  'hastingsQuote',
  'msBankCurrentRenewal',
  'lloydsTwoColumn',
  'photoUpright',
  'photoSideways',
  'photoOfPrintedTable',
  'photoOfWrappedLines',
] as const;
export type UnseenNoticeName = (typeof UNSEEN_NOTICE_NAMES)[number];

type Expected = Partial<Record<NoticeField, string>>;

const PRIVILEGE: Expected = {
  renewalDate: '2027-03-03',
  insurer: 'Privilege',
  policyNumber: 'PRV 40218876',
  registrationNumber: 'GF68PLW',
  coverage: 'Comprehensive',
  renewalPremium: '611.25',
  previousPremium: '498.00',
  compulsoryExcess: '300',
  voluntaryExcess: '200',
};
const BELL: Expected = {
  renewalDate: '2027-05-18',
  insurer: 'Bell',
  policyNumber: 'BEL/7730915',
  registrationNumber: 'RV17NHA',
  coverage: 'Third Party Fire & Theft',
  renewalPremium: '573.00',
  previousPremium: '540.00',
  compulsoryExcess: '250',
  voluntaryExcess: '250',
};
const SWINTON: Expected = {
  renewalDate: '2027-06-07',
  insurer: 'Swinton',
  policyNumber: 'SWN-55120947',
  registrationNumber: 'EY20KDU',
  coverage: 'Comprehensive',
  renewalPremium: '702.30',
  previousPremium: '590.15',
  compulsoryExcess: '200',
  voluntaryExcess: '150',
};
const VEYGO: Expected = {
  renewalDate: '2027-04-21',
  insurer: 'Veygo',
  policyNumber: 'VGO 2290 4415',
  registrationNumber: 'LV19XKT',
  coverage: 'Comprehensive',
  renewalPremium: '1046.88',
  previousPremium: '917.40',
  compulsoryExcess: '350',
  voluntaryExcess: '100',
};
const HALIFAX: Expected = {
  renewalDate: '2027-01-12',
  insurer: 'Halifax',
  policyNumber: 'HCX-81140026',
  registrationNumber: 'YK63ZSW',
  coverage: 'Comprehensive',
  renewalPremium: '812.94',
  previousPremium: '766.05',
  compulsoryExcess: '250',
  voluntaryExcess: '0',
};
const DIAMOND: Expected = {
  renewalDate: '2027-08-14',
  insurer: 'Diamond',
  policyNumber: 'DIA-30987612',
  registrationNumber: 'SN66UJB',
  coverage: 'Comprehensive',
  renewalPremium: '433.70',
  previousPremium: '401.20',
  compulsoryExcess: '150',
  voluntaryExcess: '250',
};
const POST_OFFICE: Expected = {
  renewalDate: '2027-09-30',
  insurer: 'Post Office',
  policyNumber: 'POCI 7716 3302',
  registrationNumber: 'AJ22YTR',
  coverage: 'Third Party Only',
  renewalPremium: '389.55',
  previousPremium: '362.10',
  totalExcess: '450',
};
const HASTINGS_QUOTE: Expected = {
  renewalDate: '2027-10-09',
  insurer: 'Hastings Direct',
  policyNumber: 'HE-1093344',
  registrationNumber: 'BD21WXR',
  coverage: 'Comprehensive',
  renewalPremium: '889.20',
  previousPremium: '776.40',
  compulsoryExcess: '400',
  voluntaryExcess: '0',
};
const MS_BANK: Expected = {
  renewalDate: '2027-11-01',
  insurer: 'M&S Bank',
  policyNumber: 'MS/4461/2207',
  registrationNumber: 'WR70FLB',
  coverage: 'Comprehensive',
  renewalPremium: '764.35',
  previousPremium: '720.00',
  compulsoryExcess: '250',
  voluntaryExcess: '250',
};
const LLOYDS: Expected = {
  renewalDate: '2027-12-02',
  insurer: 'Lloyds Bank',
  policyNumber: 'LBC-66120930',
  registrationNumber: 'DY18CVM',
  coverage: 'Third Party Fire & Theft',
  renewalPremium: '538.12',
  previousPremium: '512.44',
  compulsoryExcess: '200',
  voluntaryExcess: '100',
};

const PAGE = `<style>
  @page { size: A4; margin: 18mm; }
  body { font: 10.5pt/1.45 Arial, Helvetica, sans-serif; color: #1d1d1b; }
  table { border-collapse: collapse; margin: 8pt 0; }
  th, td { padding: 3pt 10pt 3pt 0; text-align: left; vertical-align: top; }
  td.money, th.money { text-align: right; padding-left: 28pt; }
  .small { font-size: 8pt; color: #555; margin-top: 24pt; }
  h1 { font-size: 20pt; margin: 0 0 6pt; }
</style>`;

// Item 1: a Last year | This year table whose row label says '(inc IPT)', with an add-on row; an excess table.
const PRIVILEGE_HTML = `${PAGE}
<h1 style="color:#5b2c83">Privilege</h1>
<p>Car Insurance | Renewal Invitation</p>
<p>Ms Hannah Clarke<br>22 Orchard Way, Norwich NR2 3DD</p>
<table><tr><td>Policy No:</td><td>PRV 40218876</td></tr><tr><td>Car:</td><td>Skoda Octavia Estate</td></tr>
<tr><td>Reg:</td><td>GF68 PLW</td></tr><tr><td>Cover:</td><td>Comprehensive</td></tr></table>
<p>It's time to renew with Privilege. Your new cover begins on 3 March 2027.</p>
<h3>Your price</h3>
<table>
  <tr><th></th><th class="money">Last year</th><th class="money">This year</th></tr>
  <tr><td>Total premium (inc IPT)</td><td class="money">£498.00</td><td class="money">£611.25</td></tr>
  <tr><td>Motor legal protection</td><td class="money">£25.00</td><td class="money">£25.00</td></tr>
</table>
<p>All prices include Insurance Premium Tax (IPT) at the current rate.</p>
<table>
  <tr><th>Excesses</th><th class="money">Compulsory</th><th class="money">Voluntary</th></tr>
  <tr><td>Accidental damage</td><td class="money">£300</td><td class="money">£200</td></tr>
</table>
<p class="small">Privilege is a trading name of U K Insurance Limited.</p>`;

// Item 2: 'Pay monthly | Pay in full' columns; the brand in lower case; the group in the small print.
const BELL_HTML = `${PAGE}
<h1 style="font-family: Georgia, serif; text-transform: lowercase">bell</h1>
<p>Your renewal is ready, Mr Kowalski</p>
<p>Policy reference: BEL/7730915<br>Vehicle registration: RV17 NHA (Vauxhall Astra)<br>Cover level: Third Party, Fire and Theft<br>
Renewal date: 18/05/2027</p>
<table>
  <tr><th></th><th class="money">Pay monthly</th><th class="money">Pay in full</th></tr>
  <tr><td>Your renewal price</td><td class="money">£52.10</td><td class="money">£573.00</td></tr>
</table>
<p>Last year you paid £540.00 for the year.</p>
<p>Paying monthly: 11 payments of £52.10 after a first payment of £52.10. APR 24.9%.</p>
<p>Your compulsory excess is £250. You have chosen a voluntary excess of £250.</p>
<p class="small">Bell is a trading name of EUI Limited, part of Admiral Group plc.</p>`;

// Item 3: last year's price in brackets; dot leaders between labels and values.
const SWINTON_HTML = `${PAGE}
<h1>SWINTON INSURANCE</h1>
<p>Motor renewal summary</p>
<p>Dear Mr Ahmed,<br>Thank you for insuring your car with Swinton. Here is your renewal summary.</p>
<pre style="font: 10pt 'Courier New', monospace">Policy number ........ SWN-55120947
Registration ......... EY20 KDU
Make / model ......... Nissan Qashqai
Level of cover ....... Comprehensive
Renewal date ......... 07 Jun 2027</pre>
<p><b>Your new premium: £702.30</b> (last year £590.15)</p>
<p>Excess: compulsory £200, voluntary £150.</p>
<p class="small">Swinton Insurance is a trading name of Swinton Group Limited. Swinton is authorised and regulated by the
Financial Conduct Authority.</p>`;

// Item 4 and wrapped lines: the plate, the renewal sentence and the premium's label broken over lines.
const VEYGO_HTML = `${PAGE}
<h1 style="color:#00a19a">Veygo</h1>
<p>Annual car insurance - renewal</p>
<p>Hi Sam,</p>
<p>We've checked the details for your Ford Fiesta Zetec with the registration LV19<br>XKT and your annual car insurance
with Veygo is ready to renew. Your cover renews<br>automatically on 21 April 2027 unless you tell us otherwise.</p>
<p>Your policy number is VGO 2290 4415 and your cover type is comprehensive.</p>
<p>Your total annual premium including<br>Insurance Premium Tax is<br><b>£1,046.88</b></p>
<p>Last year's premium<br><b>£917.40</b></p>
<table><tr><td>Compulsory excess</td><td class="money">£350</td></tr><tr><td>Voluntary excess</td><td class="money">£100</td></tr></table>
<p class="small">Veygo is a trading name of Admiral Insurance Company Limited, part of Admiral Group plc. Admiral Group plc
is registered in Wales.</p>`;

// Item 7: only the day the cover ends; the brand's town in the address; 'Previous annual premium'.
const HALIFAX_HTML = `${PAGE}
<h1 style="color:#005eb8">HALIFAX</h1>
<p>Car Insurance</p>
<p>Mr D Whitaker<br>5 Moor End Road, Halifax HX2 0RR</p>
<h3>Renewing your car insurance</h3>
<p>Your policy ends on 11 January 2027. We'll renew it automatically unless you call us.</p>
<table><tr><td>Policy number:</td><td>HCX-81140026</td></tr><tr><td>Registration:</td><td>YK63 ZSW</td></tr>
<tr><td>Type of cover:</td><td>Comprehensive</td></tr></table>
<table><tr><td>New annual premium</td><td class="money">£812.94</td></tr><tr><td>Previous annual premium</td><td class="money">£766.05</td></tr></table>
<p>Compulsory excess £250 | Voluntary excess £0</p>
<p class="small">Halifax is a division of Bank of Scotland plc. Halifax car insurance is underwritten by Lloyds Bank
General Insurance Limited, part of Lloyds Banking Group.</p>`;

const UNSEEN_TEXTS = path.resolve(__dirname, '..', '..', 'shared-contracts', 'src', 'features', 'renewal-notice', 'unseen-layouts');
const layoutText = (name: string) => readFileSync(path.join(UNSEEN_TEXTS, `${name}.txt`), 'utf8');

/** HTML printed to PDF by Chromium (as 'Print to PDF' or an insurer's own HTML-to-PDF service does). */
async function printed(pages: string[]): Promise<Buffer[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const pdfs: Buffer[] = [];
    for (const html of pages) {
      await page.setContent(`<!doctype html><html lang="en"><meta charset="utf-8"><body>${html}</body></html>`);
      pdfs.push(await page.pdf({ format: 'A4', printBackground: true }));
    }
    return pdfs;
  } finally {
    await browser.close();
  }
}

/**
 * A phone photo of a printed page: on a table, a little askew, JPEG; and the same photo held sideways. `shade`: the
 * light falls off across the page (a shadow darkening one side).
 */
export async function photos(pdf: Buffer, shade = false): Promise<{ upright: Buffer; sideways: Buffer }> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const page = await loadImage((await drawPdfPage(pdf, 180 / 72)).png);
  const margin = 90;
  const photo = createCanvas(page.width + margin * 2, page.height + margin * 2);
  const context = photo.getContext('2d');
  context.fillStyle = '#8a7d6b';
  context.fillRect(0, 0, photo.width, photo.height);
  context.translate(photo.width / 2, photo.height / 2);
  context.rotate((0.6 * Math.PI) / 180);
  context.drawImage(page, -page.width / 2, -page.height / 2);
  if (shade) {
    const light = context.createLinearGradient(-page.width / 2, 0, page.width / 2, 0);
    light.addColorStop(0, 'rgba(0, 0, 0, 0)');
    light.addColorStop(1, 'rgba(0, 0, 0, 0.3)');
    context.fillStyle = light;
    context.fillRect(-page.width / 2, -page.height / 2, page.width, page.height);
  }
  const upright = photo.toBuffer('image/jpeg', 85);
  const turned = createCanvas(photo.height, photo.width);
  const turning = turned.getContext('2d');
  turning.translate(turned.width / 2, turned.height / 2);
  turning.rotate(Math.PI / 2);
  turning.drawImage(photo, -photo.width / 2, -photo.height / 2);
  return { upright, sideways: turned.toBuffer('image/jpeg', 85) };
}

async function make(): Promise<Record<UnseenNoticeName, NoticeFile>> {
  const [privilege, bell, swinton, veygo, halifax] = await printed([PRIVILEGE_HTML, BELL_HTML, SWINTON_HTML, VEYGO_HTML, HALIFAX_HTML]);
  const letter = (name: string, font: string, bold: string, size: number, band?: string) =>
    pdfBytes((doc) => drawLetter(doc, layoutText(name), { font, bold, size, margin: 48, band }));
  const diamond = await letter('diamond-group', 'Helvetica', 'Helvetica-Bold', 10, '#f3e6f7');
  const postOffice = await letter('post-office-total-excess', 'Times-Roman', 'Times-Bold', 10.5, '#e30613');
  const hastingsQuote = await letter('hastings-quote', 'Helvetica', 'Helvetica-Bold', 10);
  const msBank = await letter('ms-bank-current-renewal', 'Courier', 'Courier-Bold', 9);
  const lloyds = await letter('lloyds-two-column', 'Helvetica', 'Helvetica-Bold', 10, '#006a4d');
  const photo = await photos(hastingsQuote);
  // Photos of two notices printed by Chromium: OCR's own line breaks (a blank line inside a paragraph), no columns.
  const tablePhoto = await photos(privilege!);
  const wrappedPhoto = await photos(veygo!);
  const pdf = (fileName: string, bytes: Buffer, expected: Expected): NoticeFile => ({ fileName, mimeType: 'application/pdf', bytes, pages: 1, expected });
  return {
    privilegeTaxTable: pdf('privilege-renewal-invitation.pdf', privilege!, PRIVILEGE),
    bellPayMonthly: pdf('bell-renewal.pdf', bell!, BELL),
    swintonBrackets: pdf('swinton-motor-renewal.pdf', swinton!, SWINTON),
    veygoWrapped: pdf('veygo-annual-renewal.pdf', veygo!, VEYGO),
    halifaxEndsOn: pdf('halifax-car-insurance.pdf', halifax!, HALIFAX),
    diamondGroup: pdf('diamond-renewal.pdf', diamond, DIAMOND),
    postOfficeTotalExcess: pdf('post-office-renewal-pack.pdf', postOffice, POST_OFFICE),
    hastingsQuote: pdf('hastings-essential-renewal.pdf', hastingsQuote, HASTINGS_QUOTE),
    msBankCurrentRenewal: pdf('ms-bank-renewal-notice.pdf', msBank, MS_BANK),
    lloydsTwoColumn: pdf('lloyds-renewal.pdf', lloyds, LLOYDS),
    photoUpright: { fileName: 'IMG_3310.jpg', mimeType: 'image/jpeg', bytes: photo.upright, pages: 1, needsOcr: true, expected: HASTINGS_QUOTE },
    photoSideways: { fileName: 'IMG_3311.jpg', mimeType: 'image/jpeg', bytes: photo.sideways, pages: 1, needsOcr: true, expected: HASTINGS_QUOTE },
    photoOfPrintedTable: { fileName: 'IMG_3312.jpg', mimeType: 'image/jpeg', bytes: tablePhoto.upright, pages: 1, needsOcr: true, expected: PRIVILEGE },
    photoOfWrappedLines: { fileName: 'IMG_3313.jpg', mimeType: 'image/jpeg', bytes: wrappedPhoto.upright, pages: 1, needsOcr: true, expected: VEYGO },
  };
}

let made: Promise<Record<UnseenNoticeName, NoticeFile>> | undefined;

/** Every unseen-layout file, made once per process (Chromium is started once to print the HTML ones). */
export function unseenNoticeFiles(): Promise<Record<UnseenNoticeName, NoticeFile>> {
  made ??= make();
  return made;
}
