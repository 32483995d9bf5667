// Email set 3 (issue 47): attachments and marketing HTML. Twelve forwarded renewal emails, each from a different UK
// car-insurance brand: five short covering notes with the renewal notice as an attached PDF (drawn with pdfkit at x/y,
// as insurers' document systems draw them), seven marketing-platform HTML notices (layout tables, hidden preheaders,
// prices split over tags, entities, soft hyphens, a dark-mode copy, tracking links, a calendar invitation).
// Run from the repo root: node api/src/modules/inbound-mail/test-fixtures/fresh-3/make.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { CRLF, b64, quotedPrintable, part, multipart } from '../mime.mjs';
import { png } from '../solid-png.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const utf8 = (s) => Buffer.from(s, 'utf8');
const qp = (s) => quotedPrintable(s, utf8);

// ---------------------------------------------------------------------------------------------------------------
// Sums, checked before anything is written.
const sums = [
  // Aviva: premium + legal + breakdown = total; 12 x monthly = total payable.
  ['aviva total', 612.4 + 29.99 + 64.0, 706.39],
  ['aviva monthly', 12 * 62.93, 755.16],
  ['aviva excess', 250 + 150, 400],
  ['nfu monthly', 40.64 + 11 * 40.61, 487.35],
  ['nfu excess', 300 + 0, 300],
  ['ageas excess', 350 + 250, 600],
  ['ageas last year excess', 350 + 100, 450],
  ['ageas total', 734.62 + 27.5, 762.12],
  ['saga monthly', 41.87 + 10 * 35.69, 398.77],
  ['saga excess', 100 + 250, 350],
  ['lv total', 556.08 + 72.0 + 25.0, 653.08],
  ['lv monthly', 65.31 + 11 * 59.53, 720.14],
  ['lv excess', 250 + 250, 500],
  ['direct line excess', 250 + 250, 500],
  ['direct line total', 527.84 + 24.0, 551.84],
  ['churchill total', 644.19 + 38.0, 682.19],
  ['churchill excess', 250 + 100, 350],
  ['hastings excess', 300 + 150, 450],
  ['hastings monthly', 84.31 + 10 * 69.42, 778.51],
  ['esure excess', 200 + 250, 450],
  ['admiral excess', 250 + 250, 500],
  ['admiral monthly', 11 * 48.9 + 54.1, 592.0],
  ['sheilas total', 583.46 + 49.99, 633.45],
  ['sheilas excess', 250 + 200, 450],
  ['1st central excess', 400 + 100, 500],
  ['1st central monthly', 71.2 + 10 * 61.73, 688.5],
];
for (const [name, got, want] of sums) {
  if (Math.abs(got - want) > 0.001) throw new Error(`${name}: ${got.toFixed(2)} is not ${want}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers.
const fixedDate = new Date('2026-11-20T09:00:00Z');
function pdf(draw, title) {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: title, Producer: 'DocGen', CreationDate: fixedDate, ModDate: fixedDate } });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    draw(doc);
    doc.end();
  });
}
/** Label and value columns: rows of [label, value] from (x, y), each `step` lower. */
function rows(doc, x, y, labelWidth, list, { step = 18, size = 10, valueWidth = 200 } = {}) {
  doc.fontSize(size);
  list.forEach(([label, value], i) => {
    doc.font('Helvetica').text(label, x, y + i * step, { width: labelWidth, lineBreak: false });
    doc.font('Helvetica-Bold').text(value, x + labelWidth, y + i * step, { width: valueWidth, lineBreak: false });
  });
  doc.font('Helvetica');
  return y + list.length * step;
}

const entities = { pound: '£', nbsp: '\u00a0', ndash: '–', mdash: '—', shy: '\u00ad', zwnj: '\u200c', amp: '&', lt: '<', gt: '>', quot: '"', rsquo: '’', copy: '©' };
/** A mail program's plain-text rendering of an HTML body (rough, as they are). */
function textOf(html) {
  return html
    .replace(/<head[\s\S]*?<\/head>/gi, '')
    .replace(/<style[\s\S]*?<\/style>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|tr|h1|h2|h3|li|table)>/gi, '\n')
    .replace(/<\/td>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCharCode(parseInt(n, 16)))
    .replace(/&([a-z]+);/g, (m, n) => entities[n] ?? m)
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .filter((l, i, all) => l !== '' || (i > 0 && all[i - 1].trim() !== ''))
    .join('\n')
    .trim();
}
const preheader = (words) =>
  `<div style="display:none;font-size:1px;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">${words}${'&zwnj;&nbsp;'.repeat(40)}</div>`;
const track = (host, id, inner) => `<a href="https://${host}/ls/click?upn=${id}-2BxQm7k-3D" style="color:inherit;text-decoration:none;" target="_blank">${inner}</a>`;

const textPart = (text) => part(['Content-Type: text/plain; charset="UTF-8"', 'Content-Transfer-Encoding: quoted-printable'], qp(text));
const htmlPart = (html) => part(['Content-Type: text/html; charset="UTF-8"', 'Content-Transfer-Encoding: quoted-printable'], qp(html));
const pdfPart = (name, buf) =>
  part([`Content-Type: application/pdf; name="${name}"`, `Content-Disposition: attachment; filename="${name}"`, 'Content-Transfer-Encoding: base64'], b64(buf));

function message(headers, body) {
  return [...headers, 'MIME-Version: 1.0', body].join(CRLF);
}
const files = [];
function write(file, content) {
  writeFileSync(join(here, file), content.replace(/\r?\n/g, CRLF));
  files.push(file);
}

// ===============================================================================================================
// 1. Aviva, covering note with the renewal notice as a PDF; forwarded from Gmail on the web.
async function aviva() {
  const notice = await pdf((doc) => {
    doc.rect(0, 0, 595, 70).fill('#004f9f');
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text('Aviva', 40, 24);
    doc.fillColor('#000000').font('Helvetica').fontSize(9).text('Aviva Insurance Limited, Pitheavlis, Perth PH2 0NH', 330, 30, { width: 230, align: 'right' });
    doc.fontSize(10).text('Mr D Okonkwo', 40, 100).text('14 Larch Avenue', 40, 113).text('Swindon', 40, 126).text('SN3 4PQ', 40, 139);
    doc.text('Date: 20 November 2026', 400, 100);
    doc.font('Helvetica-Bold').fontSize(15).text('Your car insurance renewal', 40, 180);
    doc.font('Helvetica').fontSize(10).text('Dear Mr Okonkwo,', 40, 210);
    doc.text('Your Aviva car insurance is due for renewal. We will renew it automatically unless you tell us not to. Please check the details below are still right.', 40, 228, { width: 515 });
    rows(doc, 40, 275, 170, [
      ['Policy number', '100247385MOT'],
      ['Vehicle', 'Skoda Octavia SE L TDI 2.0'],
      ['Registration', 'LB68 HFT'],
      ['Renewal date', '14 January 2027'],
      ['Cover', 'Comprehensive'],
    ]);
    // The summary box.
    doc.rect(40, 385, 515, 150).lineWidth(1).stroke('#004f9f');
    doc.font('Helvetica-Bold').fontSize(11).text('Your renewal price', 52, 395);
    rows(doc, 52, 418, 300, [
      ['Car insurance premium (including IPT)', '£612.40'],
      ['Motor Legal Protection', '£29.99'],
      ['Breakdown Cover – Roadside and Home', '£64.00'],
      ['Total to pay', '£706.39'],
    ]);
    doc.font('Helvetica').fontSize(8.5).text('If you pay monthly with Aviva credit: 12 monthly instalments of £62.93. Representative APR 24.9%. Total amount payable £755.16.', 52, 500, { width: 490 });
    doc.font('Helvetica-Bold').fontSize(11).text('Your excesses', 40, 555);
    rows(doc, 40, 575, 200, [
      ['Compulsory excess', '£250'],
      ['Voluntary excess', '£150'],
      ['Total accident and theft excess', '£400'],
      ['Windscreen replacement excess', '£115'],
    ]);
    doc.font('Helvetica-Bold').fontSize(11).text('Last year’s premium', 40, 660);
    doc.font('Helvetica').fontSize(10).text('Last year you paid £548.90 for your car insurance. This year’s premium is £612.40. These figures do not include optional extras.', 40, 678, { width: 515 });
    doc.fontSize(7.5).text('Aviva Insurance Limited. Registered in Scotland No. 2116. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Firm Reference Number 202153. Customer services 0800 092 3488.', 40, 770, { width: 515 });
  }, 'Renewal notice');

  const original = {
    from: 'Aviva <motor.documents@aviva.co.uk>',
    date: 'Fri, 20 Nov 2026 at 07:31',
    subject: 'Your Aviva car insurance renewal documents',
    to: 'dayo.okonkwo@gmail.com',
  };
  const note = [
    'Dear Mr Okonkwo,',
    '',
    'Your renewal documents are attached. Please read them carefully and check your details are correct.',
    '',
    'If you pay monthly, your payments will be £62.93 a month.',
    '',
    'You can also view your documents at any time by logging in to MyAviva.',
    '',
    'Kind regards,',
    'Aviva Car Insurance',
  ].join('\n');
  const text = ['fyi', '', '---------- Forwarded message ---------', `From: Aviva <motor.documents@aviva.co.uk>`, `Date: ${original.date}`, `Subject: ${original.subject}`, `To: <${original.to}>`, '', '', note, ''].join('\n');
  const html =
    `<div dir="ltr">fyi<br><br><div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername" dir="auto">Aviva</strong> <span dir="auto">&lt;<a href="mailto:motor.documents@aviva.co.uk">motor.documents@aviva.co.uk</a>&gt;</span><br>Date: ${original.date}<br>Subject: ${original.subject}<br>To: &lt;<a href="mailto:${original.to}">${original.to}</a>&gt;<br></div><br><br>` +
    note
      .split('\n\n')
      .map((p) => `<p>${p.replace(/\n/g, '<br>').replace(/£/g, '&pound;')}</p>`)
      .join('') +
    `</div></div>`;
  write(
    'aviva-gmail-web.eml',
    message(
      ['From: Dayo Okonkwo <dayo.okonkwo@gmail.com>', 'Date: Sat, 28 Nov 2026 10:12:44 +0000', 'Subject: Fwd: Your Aviva car insurance renewal documents', 'To: renew-7kq2@in.renewly.app', 'Message-ID: <CAJx7kq2PdQ+fwd@mail.gmail.com>'],
      multipart('mixed', '000000000000a1b2c3d4e5f60708', [
        multipart('alternative', '000000000000a1b2c3d4e5f60707', [textPart(text), htmlPart(html)]),
        pdfPart('Renewal_Notice_100247385MOT.pdf', notice),
      ]),
    ),
  );
  return { file: 'aviva-gmail-web.eml', expected: { renewalDate: '2027-01-14', insurer: 'Aviva', policyNumber: '100247385MOT', registrationNumber: 'LB68HFT', renewalPremium: '612.40', previousPremium: '548.90', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400' } };
}

// 2. NFU Mutual, a two-page schedule as a PDF; forwarded from Outlook on the desktop.
async function nfu() {
  const notice = await pdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#00205b').text('NFU Mutual', 40, 36);
    doc.font('Helvetica').fontSize(8).fillColor('#000000').text('The National Farmers Union Mutual Insurance Society Limited, Tiddington Road, Stratford upon Avon CV37 7BJ', 300, 40, { width: 255, align: 'right' });
    doc.fontSize(10).text('Mrs E Pritchard', 40, 100).text('Orchard Cottage', 40, 113).text('Upton-upon-Severn', 40, 126).text('WR8 0PL', 40, 139);
    doc.text('Your agent: NFU Mutual Tewkesbury', 360, 100).text('Telephone: 01684 292 541', 360, 113).text('19 November 2026', 360, 126);
    doc.font('Helvetica-Bold').fontSize(14).text('Renewal of your Car Insurance', 40, 180);
    doc.font('Helvetica').fontSize(10).text('Dear Mrs Pritchard,', 40, 210);
    doc.text('Thank you for insuring your car with NFU Mutual. Your policy is due for renewal and your renewal schedule is on the next page.', 40, 228, { width: 515 });
    doc.rect(40, 275, 515, 95).fillAndStroke('#eef2f8', '#00205b');
    doc.fillColor('#000000').font('Helvetica-Bold').fontSize(11).text('Summary', 52, 285);
    rows(doc, 52, 305, 260, [
      ['Renewal premium (including Insurance Premium Tax)', '£487.35'],
      ['Last year’s premium', '£452.10'],
      ['Renewal date', '03/02/2027'],
    ]);
    doc.font('Helvetica').fontSize(10).text('If you pay by monthly Direct Debit there is no charge for credit (0% APR): a first payment of £40.64 followed by 11 payments of £40.61.', 40, 390, { width: 515 });
    doc.text('Your NFU Mutual Home Insurance (policy HH 0093 518 20) renews separately on 19 March 2027 and we will write to you about it nearer the time.', 40, 430, { width: 515 });
    doc.text('Yours sincerely,', 40, 480).text('Karen Hollis, Agent', 40, 520);
    doc.fontSize(7.5).text('NFU Mutual is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register No. 117664). Page 1 of 2', 40, 790, { width: 515 });

    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).text('Car Insurance Schedule', 40, 40);
    doc.font('Helvetica').fontSize(9).text('This schedule forms part of your policy. Please keep it with your policy booklet.', 40, 60);
    rows(doc, 40, 90, 170, [
      ['Policy number', 'MO 0042 771 93'],
      ['Policyholder', 'Mrs Eleanor Pritchard'],
      ['Period of insurance', '03/02/2027 to 02/02/2028'],
      ['Vehicle', 'Land Rover Discovery Sport HSE 2.0'],
      ['Registration mark', 'WR21 XKP'],
      ['Cover', 'Comprehensive'],
      ['Use', 'Social, domestic and pleasure, and commuting'],
      ['Drivers', 'Policyholder and Mr Gareth Pritchard'],
    ]);
    doc.font('Helvetica-Bold').fontSize(11).text('Excesses', 40, 260);
    // An excess table: section, compulsory, voluntary, total.
    const cols = [40, 250, 340, 430];
    doc.fontSize(9);
    ['Section', 'Compulsory', 'Voluntary', 'Total'].forEach((h, i) => doc.font('Helvetica-Bold').text(h, cols[i], 282));
    [
      ['Accidental damage', '£300', '£0', '£300'],
      ['Fire and theft', '£300', '£0', '£300'],
      ['Windscreen replacement', '£115', '-', '£115'],
      ['Windscreen repair', '£25', '-', '£25'],
    ].forEach((r, j) => r.forEach((c, i) => doc.font('Helvetica').text(c, cols[i], 300 + j * 16)));
    doc.font('Helvetica').fontSize(9).text('An additional excess of £250 applies while the car is driven by anyone under 25 not named on this schedule.', 40, 375, { width: 515 });
    doc.font('Helvetica-Bold').fontSize(11).text('Premium', 40, 410);
    rows(doc, 40, 430, 220, [
      ['Annual premium', '£435.13'],
      ['Insurance Premium Tax at 12%', '£52.22'],
      ['Total annual premium', '£487.35'],
    ], { size: 9 });
    doc.font('Helvetica').fontSize(7.5).text('Page 2 of 2', 40, 790);
  }, 'Car renewal');
  if (Math.abs(435.13 + 52.22 - 487.35) > 0.001 || Math.abs(435.13 * 0.12 - 52.22) > 0.005) throw new Error('nfu ipt');

  const note = [
    'Dear Mrs Pritchard',
    '',
    'Please find attached your car insurance renewal documents. Your renewal is also available to view in your NFU Mutual online account.',
    '',
    'If you would like to discuss your renewal, please call your local agency on 01684 292 541.',
    '',
    'Kind regards',
    'NFU Mutual Tewkesbury',
  ].join('\n');
  const text = [
    'Gareth, can you put this into Renewly? Ta. E',
    '',
    'From: NFU Mutual <motor.renewals@nfumutual.co.uk>',
    'Sent: 19 November 2026 16:05',
    'To: Eleanor Pritchard <eleanor.pritchard@btinternet.com>',
    'Subject: Your car insurance renewal',
    '',
    note,
    '',
  ].join('\n');
  const html = [
    '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><style>p.MsoNormal{margin:0cm;font-size:11.0pt;font-family:"Calibri",sans-serif;}</style></head>',
    '<body lang="EN-GB"><div class="WordSection1"><p class="MsoNormal">Gareth, can you put this into Renewly? Ta. E<o:p></o:p></p><p class="MsoNormal"><o:p>&nbsp;</o:p></p>',
    '<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p class="MsoNormal"><b>From:</b> NFU Mutual &lt;motor.renewals@nfumutual.co.uk&gt; <br><b>Sent:</b> 19 November 2026 16:05<br><b>To:</b> Eleanor Pritchard &lt;eleanor.pritchard@btinternet.com&gt;<br><b>Subject:</b> Your car insurance renewal<o:p></o:p></p></div>',
    '<p class="MsoNormal"><o:p>&nbsp;</o:p></p>',
    ...note.split('\n').map((l) => `<p class="MsoNormal">${l || '<o:p>&nbsp;</o:p>'}<o:p></o:p></p>`),
    '</div></body></html>',
  ].join('\n');
  write(
    'nfu-mutual-outlook-desktop.eml',
    message(
      ['From: Eleanor Pritchard <eleanor.pritchard@btinternet.com>', 'Date: Sun, 29 Nov 2026 08:47:10 +0000', 'Subject: FW: Your car insurance renewal', 'To: "renew-p3xw@in.renewly.app" <renew-p3xw@in.renewly.app>', 'Message-ID: <DB9PR07MB8812.eurprd07.prod.outlook.com>', 'X-Mailer: Microsoft Outlook 16.0'],
      multipart('mixed', '_004_DB9PR07MB8812_', [
        multipart('alternative', '_000_DB9PR07MB8812_', [textPart(text), htmlPart(html)]),
        pdfPart('Car Renewal MO0042771 93.pdf', notice),
      ]),
    ),
  );
  return { file: 'nfu-mutual-outlook-desktop.eml', expected: { renewalDate: '2027-02-03', insurer: 'NFU Mutual', policyNumber: 'MO 0042 771 93', registrationNumber: 'WR21XKP', renewalPremium: '487.35', previousPremium: '452.10', compulsoryExcess: '300', voluntaryExcess: '0', totalExcess: '300' } };
}

// 3. Ageas, the renewal notice and last year's Statement of Fact as two PDFs; forwarded from Apple Mail.
async function ageas() {
  const notice = await pdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#8a1538').text('ageas', 40, 34);
    doc.fillColor('#000000').font('Helvetica').fontSize(8).text('Ageas Insurance Limited, Ageas House, Hampshire Corporate Park, Templars Way, Eastleigh SO53 3YA', 260, 40, { width: 295, align: 'right' });
    doc.fontSize(10).text('Ms P Raval', 40, 100).text('22 Cranmore Road', 40, 113).text('Leicester', 40, 126).text('LE4 9GH', 40, 139);
    doc.font('Helvetica-Bold').fontSize(14).text('Renewal invitation – Car Insurance', 40, 180);
    doc.font('Helvetica').fontSize(10).text('Your policy renews on 7 March 2027. Here is your renewal price for the next twelve months.', 40, 205, { width: 515 });
    // Two boxes side by side: the FCA comparison.
    doc.rect(40, 240, 250, 70).stroke('#8a1538');
    doc.rect(305, 240, 250, 70).stroke('#8a1538');
    doc.fontSize(9).text('Your premium last year', 52, 250).font('Helvetica-Bold').fontSize(18).text('£681.15', 52, 270);
    doc.font('Helvetica').fontSize(9).text('Your renewal premium', 317, 250).font('Helvetica-Bold').fontSize(18).text('£734.62', 317, 270);
    doc.font('Helvetica').fontSize(8).text('Both figures include Insurance Premium Tax and exclude optional extras.', 40, 318);
    rows(doc, 40, 345, 190, [
      ['Policy number', 'AGM/4471093/01'],
      ['Car', 'Toyota C-HR Design 1.8 Hybrid'],
      ['Registration', 'YD70 MZU'],
      ['Period of cover', '07/03/2027 – 06/03/2028'],
      ['Compulsory excess', '£350'],
      ['Voluntary excess', '£250'],
      ['Total excess', '£600'],
      ['Key cover (optional)', '£27.50'],
      ['Total including optional extras', '£762.12'],
    ]);
    doc.font('Helvetica').fontSize(9).text('You chose to raise your voluntary excess from £100 to £250 when you called us on 12 October 2026.', 40, 520, { width: 515 });
    doc.text('Claims: 0345 122 3030. Ageas Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. FRN 202039.', 40, 780, { width: 515 });
  }, 'Renewal invitation');
  const statement = await pdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('Statement of Fact', 40, 40);
    doc.font('Helvetica').fontSize(9).text('This is the Statement of Fact for your current policy year (7 March 2026 to 6 March 2027). It shows the information you gave us when your policy last renewed. Please tell us if anything is wrong.', 40, 66, { width: 515 });
    rows(doc, 40, 110, 200, [
      ['Policy number', 'AGM/4471093/01'],
      ['Date issued', '28 February 2026'],
      ['Proposer', 'Ms Priya Raval'],
      ['Date of birth', '02/09/1986'],
      ['Occupation', 'Pharmacist'],
      ['Vehicle', 'Toyota C-HR Design 1.8 Hybrid (YD70 MZU)'],
      ['Estimated annual mileage', '8,000'],
      ['Kept overnight', 'On a private driveway'],
      ['No claims discount', '6 years'],
      ['Last year’s premium (2026/27)', '£681.15'],
      ['Compulsory excess (2026/27)', '£350'],
      ['Voluntary excess (2026/27)', '£100'],
      ['Total excess (2026/27)', '£450'],
    ], { size: 9, valueWidth: 300 });
    doc.fontSize(8).text('Ageas Insurance Limited. Registered in England and Wales No. 354568.', 40, 790);
  }, 'Statement of Fact');

  const text = [
    'Here’s the Ageas one',
    '',
    'Sent from my Mac',
    '',
    'Begin forwarded message:',
    '',
    'From: Ageas Car Insurance <documents@ageas.co.uk>',
    'Subject: Your Ageas car insurance renewal',
    'Date: 23 November 2026 at 09:14:02 GMT',
    'To: priya.raval@icloud.com',
    '',
    'Dear Ms Raval,',
    '',
    'Your renewal documents are attached, together with your Statement of Fact. To see them online, log in to your Ageas account.',
    '',
    'Ageas Customer Services',
    '',
  ].join('\n');
  write(
    'ageas-apple-mail.eml',
    message(
      ['From: Priya Raval <priya.raval@icloud.com>', 'Content-Transfer-Encoding: 7bit', 'Date: Fri, 27 Nov 2026 21:03:55 +0000', 'Subject: Fwd: Your Ageas car insurance renewal', 'To: renew-r9ma@in.renewly.app', 'Message-Id: <5C1E8B2A-77F0-4D1B-9E53-0A1F6B2C9D44@icloud.com>', 'X-Mailer: Apple Mail (2.3826.200.121)'],
      multipart('mixed', 'Apple-Mail=_8E2F6B4C-1A3D-4E5F-9B7C-2D1E0F3A4B5C', [
        textPart(text),
        pdfPart('Renewal invitation.pdf', notice),
        pdfPart('Statement of Fact.pdf', statement),
      ]),
    ),
  );
  return { file: 'ageas-apple-mail.eml', expected: { renewalDate: '2027-03-07', insurer: 'Ageas', policyNumber: 'AGM/4471093/01', registrationNumber: 'YD70MZU', renewalPremium: '734.62', previousPremium: '681.15', compulsoryExcess: '350', voluntaryExcess: '250', totalExcess: '600' } };
}

// 4. Saga, a PDF with a summary box and a cheaper option; forwarded from Thunderbird.
async function saga() {
  const notice = await pdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(22).fillColor('#1d3c6e').text('Saga', 40, 34);
    doc.fillColor('#000000').font('Helvetica').fontSize(9).text('Saga Car Insurance, Enbrook Park, Sandgate, Folkestone, Kent CT20 3SE', 300, 40, { width: 255, align: 'right' });
    doc.fontSize(10).text('Mr R Whitlock', 40, 100).text('3 Abbey Mews', 40, 113).text('Bath BA2 6LT', 40, 126);
    doc.text('Our ref: SMI 3381 0752', 380, 100).text('16 November 2026', 380, 113);
    doc.font('Helvetica-Bold').fontSize(14).text('Time to renew your Saga Car Insurance', 40, 170);
    doc.font('Helvetica').fontSize(10).text('Dear Mr Whitlock, your cover ends at midnight on 17 December 2026 and your new policy year begins on 18 December 2026.', 40, 195, { width: 515 });
    doc.rect(40, 235, 515, 120).fillAndStroke('#f3f5f9', '#1d3c6e');
    doc.fillColor('#000000');
    doc.font('Helvetica').fontSize(10).text('This year’s premium', 55, 250);
    doc.font('Helvetica-Bold').fontSize(16).text('£398.77', 55, 266);
    doc.font('Helvetica').fontSize(10).text('Last year’s premium', 305, 250);
    doc.font('Helvetica-Bold').fontSize(16).text('£371.50', 305, 266);
    doc.font('Helvetica').fontSize(9).text('Includes Insurance Premium Tax, Saga Motor Legal Expenses and Saga Breakdown Assistance, as last year.', 55, 300, { width: 480 });
    doc.text('Paying monthly: a deposit of £41.87 followed by 10 monthly instalments of £35.69 (0% APR).', 55, 325, { width: 480 });
    rows(doc, 40, 380, 180, [
      ['Policy number', 'SMI 3381 0752'],
      ['Car', 'Honda Jazz EX 1.5 i-MMD'],
      ['Registration', 'HN16 UWD'],
      ['Compulsory excess', '£100'],
      ['Voluntary excess', '£250'],
      ['Total excess', '£350'],
    ]);
    doc.font('Helvetica-Bold').fontSize(11).text('Could you pay less?', 40, 510);
    doc.font('Helvetica').fontSize(9.5).text('If you increased your voluntary excess to £500 your premium would be £372.19. Call us on 0800 015 7582 to talk it through.', 40, 528, { width: 515 });
    doc.fontSize(7.5).text('Saga Services Limited is authorised and regulated by the Financial Conduct Authority (FRN 310644).', 40, 790, { width: 515 });
  }, 'Renewal');

  const text = [
    'For Renewly.',
    '',
    '',
    '-------- Forwarded Message --------',
    'Subject: \tYour Saga Car Insurance renewal',
    'Date: \tMon, 16 Nov 2026 12:20:03 +0000 (GMT)',
    'From: \tSaga Car Insurance <noreply@saga.co.uk>',
    'Reply-To: \tcarinsurance@saga.co.uk',
    'To: \trwhitlock@zen.co.uk',
    '',
    '',
    '',
    'Dear Mr Whitlock',
    '',
    'Your Saga Car Insurance renewal documents are attached. There is nothing you need to do – we will renew your policy automatically.',
    '',
    'Saga Customer Services',
    '',
  ].join('\n');
  write(
    'saga-thunderbird.eml',
    message(
      ['From: Roger Whitlock <rwhitlock@zen.co.uk>', 'Date: Sat, 28 Nov 2026 15:41:19 +0000', 'Subject: Fwd: Your Saga Car Insurance renewal', 'To: renew-w2hd@in.renewly.app', 'Message-ID: <a3e1c5d7-2b4f-4c8e-9a10-5f6e7d8c9b0a@zen.co.uk>', 'User-Agent: Mozilla Thunderbird'],
      multipart('mixed', '------------0K8Yt2bHq1vRmZ3xL5cN7wPd', [
        part(['Content-Type: text/plain; charset=UTF-8; format=flowed', 'Content-Transfer-Encoding: 8bit'], text),
        pdfPart('SMI33810752_renewal.pdf', notice),
      ]),
    ),
  );
  return { file: 'saga-thunderbird.eml', expected: { renewalDate: '2026-12-18', insurer: 'Saga', policyNumber: 'SMI 3381 0752', registrationNumber: 'HN16UWD', renewalPremium: '398.77', previousPremium: '371.50', compulsoryExcess: '100', voluntaryExcess: '250', totalExcess: '350' } };
}

// 5. LV=, a PDF with add-ons and a monthly plan, behind a 'log in' covering note; forwarded from Proton Mail.
async function lv() {
  const notice = await pdf((doc) => {
    doc.rect(0, 0, 595, 60).fill('#006a4d');
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text('LV=', 40, 18);
    doc.fillColor('#000000').font('Helvetica').fontSize(10).text('Miss H Adeyemi', 40, 90).text('Flat 6, 41 Wellington Street', 40, 103).text('Leeds LS1 4JP', 40, 116);
    doc.text('24 November 2026', 420, 90);
    doc.font('Helvetica-Bold').fontSize(14).text('Your car insurance renewal', 40, 150);
    rows(doc, 40, 178, 160, [
      ['Policy number', '81938472/MC'],
      ['Your car', 'Volkswagen Polo Match 1.0 TSI'],
      ['Registration', 'KY67 OPB'],
      ['Your renewal date', '29 January 2027'],
    ]);
    doc.font('Helvetica-Bold').fontSize(11).text('How your price compares with last year', 40, 265);
    const cols = [40, 330, 450];
    doc.fontSize(9);
    ['', 'Last year', 'This year'].forEach((h, i) => doc.text(h, cols[i], 285));
    [
      ['Car insurance premium', '£489.64', '£556.08'],
      ['Breakdown Cover – Roadside & Recovery', '£68.00', '£72.00'],
      ['Motor Legal Protection', '£25.00', '£25.00'],
      ['Total', '£582.64', '£653.08'],
    ].forEach((r, j) => r.forEach((c, i) => doc.font(j === 3 ? 'Helvetica-Bold' : 'Helvetica').text(c, cols[i], 303 + j * 16)));
    doc.font('Helvetica').fontSize(8.5).text('Premiums include Insurance Premium Tax at the current rate.', 40, 375);
    doc.font('Helvetica-Bold').fontSize(11).text('Your excess', 40, 400);
    rows(doc, 40, 420, 200, [
      ['Compulsory', '£250'],
      ['Voluntary', '£250'],
      ['Total', '£500'],
      ['Windscreen', '£90'],
    ], { size: 9 });
    doc.font('Helvetica-Bold').fontSize(11).text('Paying monthly', 40, 505);
    doc.font('Helvetica').fontSize(9).text('Deposit £65.31, then 11 instalments of £59.53. Representative APR 27.9%. Total amount payable £720.14 (including optional extras).', 40, 523, { width: 515 });
    doc.fontSize(7.5).text('Liverpool Victoria Insurance Company Limited (LVIC), FRN 202965. Customer services 0330 123 9970.', 40, 790, { width: 515 });
  }, 'Renewal');
  if (Math.abs(489.64 + 68 + 25 - 582.64) > 0.001) throw new Error('lv last year');

  const note =
    'Hi Hannah,\n\nYour renewal documents are ready and attached to this email as a PDF. You can also log in to view your policy at My Account.\n\nRemember, if you\u2019re paying monthly, your first payment will be taken around your renewal date.\n\nThanks,\nLV= Car Insurance';
  const hdr = ['------- Forwarded Message -------', 'From: LV= <myaccount@lv.com>', 'Date: On Tuesday, November 24th, 2026 at 6:58 AM', 'Subject: Your LV= car insurance renewal documents', 'To: h.adeyemi@proton.me'];
  const text = ['', '', 'Sent with Proton Mail secure email.', '', ...hdr, '', '', note, ''].join('\n');
  const html =
    `<div style="font-family: Arial, sans-serif; font-size: 14px;"><br></div><div class="protonmail_signature_block" style="font-family: Arial, sans-serif; font-size: 14px;"><div class="protonmail_signature_block-proton">Sent with <a target="_blank" href="https://proton.me/mail/home">Proton Mail</a> secure email.</div></div>` +
    `<div style="font-family: Arial, sans-serif; font-size: 14px;"><br></div><div class="protonmail_quote">${hdr.map((l) => l.replace(/</g, '&lt;').replace(/>/g, '&gt;')).join('<br>')}<br><br><blockquote class="protonmail_quote" type="cite">` +
    note.split('\n\n').map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`).join('') +
    `</blockquote><br></div>`;
  write(
    'lv-proton.eml',
    message(
      ['From: Hannah Adeyemi <h.adeyemi@proton.me>', 'Date: Sun, 29 Nov 2026 11:20:07 +0000', 'Subject: Fwd: Your LV= car insurance renewal documents', 'To: renew-a4tz@in.renewly.app', 'Message-ID: <Xk2vF0aQ8pWm9Yb3@proton.me>'],
      multipart('mixed', 'b1_Xk2vF0aQ8pWm9Yb3', [
        multipart('alternative', 'b2_Xk2vF0aQ8pWm9Yb3', [textPart(text), htmlPart(html)]),
        pdfPart('LV_Renewal_81938472.pdf', notice),
      ]),
    ),
  );
  return { file: 'lv-proton.eml', expected: { renewalDate: '2027-01-29', insurer: 'LV=', policyNumber: '81938472/MC', registrationNumber: 'KY67OPB', renewalPremium: '556.08', previousPremium: '489.64', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' } };
}

// ===============================================================================================================
// Marketing-platform notices.

/** Gmail (web, Android, iOS) forward of an HTML notice. */
function gmailForward({ note, from, fromName, fromAddr, date, subject, to, bodyHtml }) {
  const html = `<div dir="ltr">${note}<br><br><div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername" dir="auto">${fromName}</strong> <span dir="auto">&lt;<a href="mailto:${fromAddr}">${fromAddr}</a>&gt;</span><br>Date: ${date}<br>Subject: ${subject}<br>To: &lt;<a href="mailto:${to}">${to}</a>&gt;<br></div><br><br><div class="msg-2817">${bodyHtml}</div></div></div>`;
  const text = `${note}\n\n---------- Forwarded message ---------\nFrom: ${from}\nDate: ${date}\nSubject: ${subject}\nTo: <${to}>\n\n\n${textOf(bodyHtml)}\n`;
  return { html, text };
}
/** Outlook on the web / Outlook for iOS forward of an HTML notice. */
function outlookForward({ note, from, sent, to, subject, bodyHtml }) {
  const esc = (s) => s.replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const html = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body><div dir="ltr" style="font-family:Aptos,Calibri,Helvetica,sans-serif;font-size:12pt;color:rgb(0,0,0)">${note}</div><hr style="display:inline-block;width:98%" tabindex="-1"><div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> ${esc(from)}<br><b>Sent:</b> ${sent}<br><b>To:</b> ${esc(to)}<br><b>Subject:</b> ${subject}</font><div>&nbsp;</div></div><div>${bodyHtml}</div></body></html>`;
  const text = `${textOf(note)}\n\n________________________________\nFrom: ${from}\nSent: ${sent}\nTo: ${to}\nSubject: ${subject}\n\n${textOf(bodyHtml)}\n`;
  return { html, text };
}

// 6. Direct Line: price split over spans, nested tables; forwarded from Gmail on Android.
function directLine() {
  const body = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f2f2"><tr><td align="center">
${preheader('Your renewal price is ready &ndash; and what&rsquo;s changed since last year.')}
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff">
<tr><td style="padding:8px 24px;font-size:11px;color:#666" align="right"><a href="https://email.directline.com/view/o/8fK2">View this email in your browser</a></td></tr>
<tr><td style="background:#e2001a;padding:20px 24px"><img src="https://email.directline.com/i/dl-logo.png" alt="Direct Line" width="140" height="40"></td></tr>
<tr><td style="padding:24px">
  <table role="presentation" width="100%"><tr><td style="font-family:Arial;font-size:22px;font-weight:bold;color:#222">Your car insurance renewal, Sam</td></tr>
  <tr><td style="font-family:Arial;font-size:15px;color:#333;padding-top:10px">Your policy is due to renew on <b>22&nbsp;January&nbsp;2027</b>. If you&rsquo;re happy, you don&rsquo;t need to do anything &ndash; we&rsquo;ll renew it automatically.</td></tr></table>
  <table role="presentation" width="100%" style="margin-top:18px;border:1px solid #ddd"><tr>
    <td width="50%" style="padding:16px;font-family:Arial;text-align:center;border-right:1px solid #ddd"><div style="font-size:13px;color:#666">Last year&rsquo;s premium</div><div style="font-size:20px;color:#222"><span>&pound;</span><span>468</span>.31</div></td>
    <td width="50%" style="padding:16px;font-family:Arial;text-align:center"><div style="font-size:13px;color:#666">Your renewal premium</div><div style="font-size:28px;font-weight:bold;color:#e2001a"><span>&pound;</span><span>527</span>.84</div></td>
  </tr></table>
  <table role="presentation" width="100%" style="margin-top:18px;font-family:Arial;font-size:14px;color:#333">
    <tr><td style="padding:4px 0">Policy number</td><td style="padding:4px 0;font-weight:bold">2704618397</td></tr>
    <tr><td style="padding:4px 0">Car</td><td style="padding:4px 0;font-weight:bold">Ford Focus ST-Line 1.0 EcoBoost &ndash; EF20&nbsp;TLO</td></tr>
    <tr><td style="padding:4px 0">Compulsory excess</td><td style="padding:4px 0;font-weight:bold">&pound;250</td></tr>
    <tr><td style="padding:4px 0">Voluntary excess</td><td style="padding:4px 0;font-weight:bold">&pound;250</td></tr>
    <tr><td style="padding:4px 0">Total excess</td><td style="padding:4px 0;font-weight:bold">&pound;500</td></tr>
  </table>
  <table role="presentation" width="100%" style="margin-top:18px;background:#fff4f4;font-family:Arial;font-size:13px;color:#333"><tr><td style="padding:14px">
    You also have <b>Motor Legal Protection</b> at &pound;24.00, making &pound;551.84 in total.<br>
    Paying monthly? Your instalments will be &pound;52.63 a month at a representative APR of 26.9%.
  </td></tr></table>
  <table role="presentation" width="100%" style="margin-top:22px"><tr><td align="center" style="background:#e2001a;border-radius:4px;padding:14px"><a href="https://email.directline.com/c/renew?id=2704618397" style="color:#fff;font-family:Arial;font-weight:bold;text-decoration:none">Review my renewal</a></td></tr></table>
</td></tr>
<tr><td style="padding:16px 24px;font-family:Arial;font-size:11px;color:#888">Questions? Call 0345 246 8704. Direct Line Insurance Services Limited is authorised and regulated by the Financial Conduct Authority, FRN 202810. Sent 21 November 2026 to sam.fielding@gmail.com. <a href="https://email.directline.com/unsub">Unsubscribe</a></td></tr>
</table></td></tr></table>`;
  const f = gmailForward({
    note: 'Renewly pls',
    from: 'Direct Line <renewals@email.directline.com>',
    fromName: 'Direct Line',
    fromAddr: 'renewals@email.directline.com',
    date: 'Sat, 21 Nov 2026, 08:02',
    subject: 'Sam, your car insurance renewal is ready',
    to: 'sam.fielding@gmail.com',
    bodyHtml: body,
  });
  write(
    'direct-line-gmail-android.eml',
    message(
      ['From: Sam Fielding <sam.fielding@gmail.com>', 'Date: Sat, 28 Nov 2026 19:30:02 +0000', 'Subject: Fwd: Sam, your car insurance renewal is ready', 'To: renew-f5nb@in.renewly.app', 'Message-ID: <CAF5nbq9xYw=fwd@mail.gmail.com>'],
      multipart('alternative', '000000000000f5e6d7c8b9a01234', [textPart(f.text), htmlPart(f.html)]),
    ),
  );
  return { file: 'direct-line-gmail-android.eml', expected: { renewalDate: '2027-01-22', insurer: 'Direct Line', policyNumber: '2704618397', registrationNumber: 'EF20TLO', renewalPremium: '527.84', previousPremium: '468.31', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' } };
}

// 7. Churchill: &pound; entities, soft hyphens inside words, tracking links wrapping labels; forwarded from Outlook on the web.
function churchill() {
  const row = (label, value, id) =>
    `<tr><td style="padding:6px 0;font-family:Helvetica,Arial;font-size:14px;color:#444">${track('click.e.churchill.com', id, label)}</td><td style="padding:6px 0;font-family:Helvetica,Arial;font-size:14px;font-weight:bold;color:#111" align="right">${value}</td></tr>`;
  const body = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="background:#f6f6f6">
${preheader('Re&shy;newal time, Mr Hussain. Your price and cover inside.')}
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#fff"><tr><td style="padding:20px 28px;background:#00305e"><img src="https://image.e.churchill.com/lib/logo-white.png" alt="Churchill" width="150"></td></tr>
<tr><td style="padding:26px 28px;font-family:Helvetica,Arial;font-size:15px;color:#222">
<h1 style="font-size:23px;margin:0 0 12px">Your car insur&shy;ance is up for re&shy;newal</h1>
<p>Hello Mr Hussain, your Churchill car insurance policy renews on <b>11&nbsp;February&nbsp;2027</b>. Here&rsquo;s a summary of your renewal.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #ddd;border-bottom:1px solid #ddd">
${row('Policy num&shy;ber', 'CH 4729 1188', 'a1')}
${row('Vehicle registration', 'SK69&nbsp;YHN', 'a2')}
${row('Re&shy;newal premium', '&pound;644.19', 'a3')}
${row('Last year&rsquo;s premium', '&pound;602.77', 'a4')}
${row('Com&shy;pulsory excess', '&pound;250', 'a5')}
${row('Voluntary excess', '&pound;100', 'a6')}
${row('Total excess', '&pound;350', 'a7')}
</table>
<p style="font-size:13px;color:#555">Your premium includes Insurance Premium Tax. Optional extras are not included in the premiums above: you have <b>Guaranteed Hire Car Plus</b> at &pound;38.00, so your total to pay is &pound;682.19. A &pound;95 excess applies to windscreen replacement.</p>
<p style="font-size:13px;color:#555">Want to pay monthly? 10 instalments of &pound;66.72 after a first payment of &pound;95.42 (representative APR 29.9%).</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#ffd100;padding:12px 22px;border-radius:3px">${track('click.e.churchill.com', 'b1', '<b style="color:#00305e">Manage my renewal</b>')}</td></tr></table>
</td></tr>
<tr><td style="padding:16px 28px;font-family:Helvetica,Arial;font-size:11px;color:#888">Churchill car insurance is arranged and underwritten by U K Insurance Limited, registered in England and Wales No 1179980. Authorised by the PRA and regulated by the FCA and PRA, FRN 202810. Call us on 0345 878 6261.</td></tr></table>
</td></tr></table>`;
  if (Math.abs(95.42 + 10 * 66.72 - 762.62) > 0.001) throw new Error('churchill monthly');
  const f = outlookForward({
    note: 'Forwarding my Churchill renewal.',
    from: 'Churchill <churchill@e.churchill.com>',
    sent: 'Monday, November 23, 2026 7:45 PM',
    to: 'Imran Hussain <imran.hussain@outlook.com>',
    subject: 'Your Churchill renewal is here',
    bodyHtml: body,
  });
  write(
    'churchill-outlook-web.eml',
    message(
      ['From: Imran Hussain <imran.hussain@outlook.com>', 'Date: Thu, 26 Nov 2026 12:04:31 +0000', 'Subject: Fw: Your Churchill renewal is here', 'To: "renew-h8cs@in.renewly.app" <renew-h8cs@in.renewly.app>', 'Message-ID: <AS8P194MB1120.EURP194.PROD.OUTLOOK.COM>'],
      multipart('alternative', '_000_AS8P194MB1120EURP_', [textPart(f.text), htmlPart(f.html)]),
    ),
  );
  return { file: 'churchill-outlook-web.eml', expected: { renewalDate: '2027-02-11', insurer: 'Churchill', policyNumber: 'CH 4729 1188', registrationNumber: 'SK69YHN', renewalPremium: '644.19', previousPremium: '602.77', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' } };
}

// 8. Hastings Direct: a dark-mode duplicate block, zero-width spaces inside words, a cheaper cover level; Gmail on iOS.
function hastings() {
  const zw = '&#8203;';
  const block = (mode) => `<table role="presentation" class="${mode}" width="600" cellpadding="0" cellspacing="0" style="${mode === 'dark-only' ? 'display:none;mso-hide:all;max-height:0;overflow:hidden;background:#111;color:#eee' : 'background:#fff;color:#222'}">
<tr><td style="padding:22px;font-family:Arial;font-size:13px"><img src="https://mail.hastingsdirect.com/img/${mode}-logo.png" alt="Hastings Direct" width="160"></td></tr>
<tr><td style="padding:0 22px 20px;font-family:Arial;font-size:15px">
<p style="font-size:21px;font-weight:bold">Time to re${zw}new, Chloe</p>
<p>Your Hastings Direct Premier car insurance renews on <b>6 January 2027</b>.</p>
<table role="presentation" width="100%" cellpadding="4">
<tr><td>Policy number:</td><td><b>HD/PC/6618304</b></td></tr>
<tr><td>Registration:</td><td><b>BT18 ERV</b></td></tr>
<tr><td>Renewal pre${zw}mium:</td><td><b>&pound;702<sup>.55</sup></b></td></tr>
<tr><td>What you paid last year:</td><td><b>&pound;655<sup>.10</sup></b></td></tr>
<tr><td>Com${zw}pulsory excess:</td><td><b>&pound;300</b></td></tr>
<tr><td>Voluntary excess:</td><td><b>&pound;150</b></td></tr>
<tr><td>Total excess:</td><td><b>&pound;450</b></td></tr>
</table>
<p style="font-size:13px">Switch to <b>Hastings Direct Essential</b> cover and your premium would be &pound;651.20.</p>
<p style="font-size:13px">Paying monthly: deposit &pound;84.31 then 10 payments of &pound;69.42 &ndash; total payable &pound;778.51, representative APR 28.4%.</p>
</td></tr></table>`;
  const body = `<style>@media (prefers-color-scheme: dark){ .light-only{display:none!important} .dark-only{display:table!important;max-height:none!important} }</style>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef0f3"><tr><td align="center">
${preheader('Your renewal details from Hastings Direct')}
${block('light-only')}
${block('dark-only')}
<table role="presentation" width="600"><tr><td style="padding:14px 22px;font-family:Arial;font-size:11px;color:#777">Hastings Insurance Services Limited, Conquest House, Collington Avenue, Bexhill-on-Sea TN39 3LW. FRN 311492. Call 0333 321 9800.</td></tr></table>
</td></tr></table>`;
  const f = gmailForward({
    note: '',
    from: 'Hastings Direct <noreply@mail.hastingsdirect.com>',
    fromName: 'Hastings Direct',
    fromAddr: 'noreply@mail.hastingsdirect.com',
    date: 'Sun, 22 Nov 2026 at 10:03',
    subject: 'Your renewal details',
    to: 'chloe.m.barnes@gmail.com',
    bodyHtml: body,
  });
  write(
    'hastings-direct-gmail-ios.eml',
    message(
      ['From: Chloe Barnes <chloe.m.barnes@gmail.com>', 'Date: Fri, 27 Nov 2026 07:55:40 +0000', 'Subject: Fwd: Your renewal details', 'To: renew-c1jq@in.renewly.app', 'Message-ID: <CAC1jqHk0+ios@mail.gmail.com>'],
      multipart('alternative', '0000000000003c2b1a09f8e7d6c5', [textPart(f.text), htmlPart(f.html)]),
    ),
  );
  return { file: 'hastings-direct-gmail-ios.eml', expected: { renewalDate: '2027-01-06', insurer: 'Hastings Direct', policyNumber: 'HD/PC/6618304', registrationNumber: 'BT18ERV', renewalPremium: '702.55', previousPremium: '655.10', compulsoryExcess: '300', voluntaryExcess: '150', totalExcess: '450' } };
}

// 9. esure: numeric entities, a home policy beside the car; forwarded from Yahoo Mail.
function esure() {
  const body = `<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
${preheader('Your car insurance price has gone down this year')}
<table width="640" cellpadding="0" cellspacing="0" role="presentation" style="font-family:Verdana,sans-serif;color:#1a1a1a">
<tr><td style="padding:18px 20px;background:#5b2d90"><img alt="esure" src="https://news.esure.com/logo.png" width="100"></td></tr>
<tr><td style="padding:20px">
<p style="font-size:20px"><b>Good news, Tom &ndash; your renewal price is lower</b></p>
<p>Your esure car insurance renews on 27&nbsp;December&nbsp;2026.</p>
<table role="presentation" cellpadding="5" style="font-size:14px">
<tr><td>Last year you paid</td><td>&#163;501.40</td></tr>
<tr><td>This year&#8217;s price</td><td><b>&#163;476.93</b></td></tr>
<tr><td>Policy number</td><td>ES-MC-55038192</td></tr>
<tr><td>Car</td><td>Vauxhall Corsa SE &#8211; FG66&nbsp;PLA</td></tr>
<tr><td>Excesses</td><td>&#163;200 compulsory + &#163;250 voluntary = &#163;450 total</td></tr>
</table>
<p style="font-size:13px">We&#8217;ll collect your payment on 27 December 2026 from your card ending 4471.</p>
<table role="presentation" cellpadding="10" style="background:#f1ebf8;font-size:13px"><tr><td><b>Your esure home insurance</b><br>Policy ES-HM-20981144 renews on 3&nbsp;April&nbsp;2027. This year you paid &#163;212.40.</td></tr></table>
<p style="font-size:11px;color:#666">esure Insurance Limited, The Observatory, Reigate RH2 0SG. FRN 709234. Need help? 0345 603 7874.</p>
</td></tr></table></td></tr></table>`;
  const hdr = ['----- Forwarded Message -----', 'From: esure <mail@news.esure.com>', 'To: tom.kerrigan@yahoo.co.uk <tom.kerrigan@yahoo.co.uk>', 'Sent: Friday, 20 November 2026 at 08:31:47 GMT', 'Subject: Your esure car insurance renewal'];
  const html = `<html><head></head><body><div class="ydp4f1c8a2yahoo-style-wrap" style="font-family:Helvetica Neue, Helvetica, Arial, sans-serif;font-size:13px;"><div><br></div><div id="ydp4f1c8a2yahoo_quoted_8812" class="ydp4f1c8a2yahoo_quoted"><div style="font-family:'Helvetica Neue', Helvetica, Arial, sans-serif;font-size:13px;color:#26282a;">${hdr.map((l) => l.replace(/</g, '&lt;').replace(/>/g, '&gt;')).join('<br>')}<br><br><div><div id="ydp4f1c8a2yiv1192">${body}</div></div></div></div></div></body></html>`;
  const text = `\n\n${hdr.join('\n')}\n\n${textOf(body)}\n`;
  write(
    'esure-yahoo.eml',
    message(
      ['From: Tom Kerrigan <tom.kerrigan@yahoo.co.uk>', 'Date: Tue, 24 Nov 2026 20:16:08 +0000 (UTC)', 'Subject: Fw: Your esure car insurance renewal', 'To: renew-k6yv@in.renewly.app', 'Message-ID: <1349872201.4471902.1795641368@mail.yahoo.com>', 'X-Mailer: WebService/1.1.24652 YMailNorrin'],
      multipart('alternative', '----=_Part_4471901_1119283.1795641368', [textPart(text), htmlPart(html)]),
    ),
  );
  return { file: 'esure-yahoo.eml', expected: { renewalDate: '2026-12-27', insurer: 'esure', policyNumber: 'ES-MC-55038192', registrationNumber: 'FG66PLA', renewalPremium: '476.93', previousPremium: '501.40', compulsoryExcess: '200', voluntaryExcess: '250', totalExcess: '450' } };
}

// 10. Admiral: 'View in browser', pence in <sup>, a MultiCar offer, another car on a different date; Outlook for iOS.
function admiral() {
  const body = `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#e9eef5"><tr><td align="center">
${preheader('Renewal reminder &ndash; your price for next year')}
<table role="presentation" width="600" cellspacing="0" cellpadding="0"><tr><td style="font-family:Arial;font-size:11px;color:#555;padding:8px" align="center">Having trouble reading this? <a href="https://e.admiral.com/v/web?m=P71029384">View in browser</a></td></tr></table>
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="background:#fff">
<tr><td style="padding:20px;background:#1b3d6e"><img src="https://e.admiral.com/i/admiral.png" alt="Admiral" width="130"></td></tr>
<tr><td style="padding:22px;font-family:Arial;font-size:15px;color:#222">
<p>Dear Mr Osei,</p>
<p>Your Admiral car insurance for <b>LR17&nbsp;WXC</b> (policy number P71029384) is due to renew on <b>02/03/2027</b>.</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr>
<td width="50%" valign="top" style="padding:12px;border:1px solid #cfd8e3"><table role="presentation"><tr><td style="font-size:12px;color:#555">Your new premium</td></tr><tr><td style="font-size:30px;font-weight:bold;color:#1b3d6e">&pound;531<sup style="font-size:16px">.62</sup></td></tr></table></td>
<td width="50%" valign="top" style="padding:12px;border:1px solid #cfd8e3"><table role="presentation"><tr><td style="font-size:12px;color:#555">Your premium last year</td></tr><tr><td style="font-size:22px;color:#333">&pound;498<sup style="font-size:12px">.07</sup></td></tr></table></td>
</tr></table>
<p style="font-size:13px">Your excess: &pound;250 compulsory and &pound;250 voluntary, &pound;500 in total.</p>
<p style="font-size:13px">Monthly: 11 instalments of &pound;48.90 after a deposit of &pound;54.10; total &pound;592.00, representative APR 29.9%.</p>
<table role="presentation" width="100%" style="background:#fdf3dc"><tr><td style="padding:12px;font-size:13px"><b>Add your other car to MultiCar and save.</b> Your other Admiral car, VN14&nbsp;ABX (policy P66310257), renews on 18/06/2027 for &pound;389.44.</td></tr></table>
</td></tr>
<tr><td style="padding:14px 22px;font-family:Arial;font-size:11px;color:#777">Admiral is a trading name of EUI Limited, FRN 309378. Ty Admiral, David Street, Cardiff CF10 2EH. 0333 220 2000.</td></tr>
</table></td></tr></table>`;
  const f = outlookForward({
    note: '<div>Here you go</div><div><br></div><div id="ms-outlook-mobile-signature">Get <a href="https://aka.ms/o0ukef">Outlook for iOS</a></div>',
    from: 'Admiral <noreply@e.admiral.com>',
    sent: 'Thursday, November 26, 2026 9:14:08 PM',
    to: 'kwame.osei@hotmail.co.uk <kwame.osei@hotmail.co.uk>',
    subject: 'Your Admiral renewal',
    bodyHtml: body,
  });
  write(
    'admiral-outlook-ios.eml',
    message(
      ['From: Kwame Osei <kwame.osei@hotmail.co.uk>', 'Date: Sat, 28 Nov 2026 22:40:51 +0000', 'Subject: Fwd: Your Admiral renewal', 'To: renew-o2ge@in.renewly.app', 'Message-ID: <LO2P265MB5512.GBRP265.PROD.OUTLOOK.COM>'],
      multipart('alternative', '_000_LO2P265MB5512GBRP_', [textPart(f.text), htmlPart(f.html)]),
    ),
  );
  return { file: 'admiral-outlook-ios.eml', expected: { renewalDate: '2027-03-02', insurer: 'Admiral', policyNumber: 'P71029384', registrationNumber: 'LR17WXC', renewalPremium: '531.62', previousPremium: '498.07', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' } };
}

// 11. Sheilas' Wheels: the original email attached whole (message/rfc822) by an Outlook forwarding rule; its own
// text/plain is a stub, the notice is in its HTML.
function sheilas() {
  const body = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Your renewal</title></head><body style="margin:0">
${preheader('Your Sheilas\' Wheels renewal is ready to view')}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fce4ef"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#333">
<tr><td style="padding:20px;background:#e5007d"><img src="https://em.sheilaswheels.com/logo.png" alt="Sheilas' Wheels" width="170"></td></tr>
<tr><td style="padding:24px;font-size:15px">
<p>Hi Laura,</p>
<p>It&rsquo;s nearly time to renew your car insurance. Your cover renews on <b>19th February 2027</b>.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #f3b3d3">
<tr><td>${track('em.sheilaswheels.com', 'p1', 'Policy number')}</td><td align="right">SW/MC/22874105</td></tr>
<tr><td>${track('em.sheilaswheels.com', 'p2', 'Car registration')}</td><td align="right">CE19 DNU</td></tr>
<tr><td>${track('em.sheilaswheels.com', 'p3', 'Your premium last year')}</td><td align="right">&pound;540.99</td></tr>
<tr><td>${track('em.sheilaswheels.com', 'p4', 'Your renewal premium')}</td><td align="right"><b>&pound;583.46</b></td></tr>
<tr><td>Sheilas' Wheels Breakdown (optional)</td><td align="right">&pound;49.99</td></tr>
<tr><td><b>Total to pay</b></td><td align="right"><b>&pound;633.45</b></td></tr>
</table>
<p style="font-size:14px">Excess: compulsory &pound;250, voluntary &pound;200 &ndash; total &pound;450.</p>
<p style="font-size:13px">Last year your voluntary excess was &pound;100.</p>
<p style="font-size:12px;color:#777">Sheilas' Wheels car insurance is underwritten by esure Insurance Limited, FRN 709234. Call 0345 600 4014.</p>
</td></tr></table></td></tr></table></body></html>`;
  const original = message(
    ['From: Sheilas\' Wheels <renewals@em.sheilaswheels.com>', 'Date: Wed, 18 Nov 2026 17:02:11 +0000', 'Subject: Laura, your renewal is ready', 'To: laura.mcintyre@outlook.com', 'Message-ID: <20261118170211.5521.sw@em.sheilaswheels.com>', 'List-Unsubscribe: <https://em.sheilaswheels.com/u/5521>'],
    multipart('alternative', '=_sw_5521_alt', [textPart('This email is best viewed in HTML. To view it online, go to https://em.sheilaswheels.com/v/5521\n\nSheilas\' Wheels'), htmlPart(body)]),
  );
  write(
    'sheilas-wheels-outlook-rule.eml',
    message(
      ['From: Laura McIntyre <laura.mcintyre@outlook.com>', 'Date: Wed, 18 Nov 2026 17:02:14 +0000', 'Subject: FW: Laura, your renewal is ready', 'To: renew-m7lw@in.renewly.app', 'Message-ID: <DU0PR04MB9417.eurprd04.prod.outlook.com>', 'Auto-Submitted: auto-generated'],
      multipart('mixed', '_003_DU0PR04MB9417_', [
        multipart('alternative', '_000_DU0PR04MB9417_', [textPart(''), htmlPart('<html><head></head><body><div></div></body></html>')]),
        part(['Content-Type: message/rfc822', 'Content-Disposition: attachment; filename="Laura, your renewal is ready.eml"'], original.replace(/\r?\n/g, CRLF)),
      ]),
    ),
  );
  return { file: 'sheilas-wheels-outlook-rule.eml', expected: { renewalDate: '2027-02-19', insurer: "Sheilas' Wheels", policyNumber: 'SW/MC/22874105', registrationNumber: 'CE19DNU', renewalPremium: '583.46', previousPremium: '540.99', compulsoryExcess: '250', voluntaryExcess: '200', totalExcess: '450' } };
}

// 12. 1st Central: delivered whole by a Gmail auto-forwarding filter, with a stale text/plain part (an older template
// with no prices) and a calendar invitation whose DTSTART is a reminder a week before renewal.
function firstCentral() {
  const body = `<html><head><style>.price span{font-weight:bold}</style></head><body>
${preheader('Your 1st&nbsp;Central renewal quote is here')}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="background:#f4f4f4">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial;color:#202020">
<tr><td style="padding:10px 20px;font-size:11px" align="right"><a href="https://link.1stcentral.co.uk/view?id=77120">View in browser</a></td></tr>
<tr><td style="padding:18px 20px;background:#00a19a"><img src="https://link.1stcentral.co.uk/logo.png" alt="1st Central" width="150"></td></tr>
<tr><td style="padding:20px;font-size:15px">
<p>Hi Ben,</p>
<p>Your car insurance with 1st&nbsp;Central ends on 31&nbsp;January&nbsp;2027 and your renewal starts on <b>1&nbsp;February&nbsp;2027</b>.</p>
<table role="presentation" width="100%" cellpadding="6" style="font-size:14px;background:#eef8f7">
<tr><td>Policy number</td><td><b>1CM-0077120-PC</b></td></tr>
<tr><td>Vehicle</td><td>BMW 118i M Sport (NA20 FXR)</td></tr>
<tr><td>Your renewal price</td><td class="price"><span>&pound;</span><span>618</span>.40</td></tr>
<tr><td>Last year&rsquo;s price</td><td class="price"><span>&pound;</span><span>579</span>.85</td></tr>
<tr><td>Compulsory excess</td><td>&pound;400</td></tr>
<tr><td>Voluntary excess</td><td>&pound;100</td></tr>
<tr><td>Total excess</td><td>&pound;500</td></tr>
</table>
<p style="font-size:13px">Pay monthly: &pound;71.20 deposit then 10 payments of &pound;61.73 (total &pound;688.50, representative APR 25.4%).</p>
<p style="font-size:13px">We&rsquo;ve added a reminder to your calendar so you don&rsquo;t miss it.</p>
<p style="font-size:11px;color:#777">1st Central Insurance Management Limited, FRN 502495. 0330 058 9800. This email was sent on 25 November 2026.</p>
</td></tr></table></td></tr></table></body></html>`;
  const stale = [
    '1st Central',
    '',
    'Hi Ben,',
    '',
    'Your car insurance renews on 1 February 2027.',
    'Policy number: 1CM-0077120-PC',
    '',
    'Your renewal quote will be ready soon. Log in to your account to see it.',
    '',
    '1st Central Insurance Management Limited, FRN 502495.',
  ].join('\n');
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//1st Central//Renewal Reminder//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    'UID:renewal-reminder-77120@1stcentral.co.uk',
    'DTSTAMP:20261125T091500Z',
    'DTSTART;VALUE=DATE:20270125',
    'DTEND;VALUE=DATE:20270126',
    'SUMMARY:Car insurance renewal reminder – 1st Central',
    'DESCRIPTION:Check your 1st Central renewal before it renews next week.',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join(CRLF);
  write(
    '1st-central-gmail-filter.eml',
    message(
      [
        'X-Forwarded-To: renew-b3tp@in.renewly.app',
        'X-Forwarded-For: ben.ashworth@gmail.com renew-b3tp@in.renewly.app',
        'Delivered-To: ben.ashworth@gmail.com',
        'From: 1st Central <renewals@link.1stcentral.co.uk>',
        'Date: Wed, 25 Nov 2026 09:15:00 +0000',
        'Subject: Ben, your renewal quote is here',
        'To: ben.ashworth@gmail.com',
        'Message-ID: <77120.20261125091500@link.1stcentral.co.uk>',
      ],
      multipart('mixed', '=_1c_mixed_77120', [
        multipart('alternative', '=_1c_alt_77120', [textPart(stale), htmlPart(body)]),
        part(['Content-Type: text/calendar; charset="UTF-8"; method=PUBLISH; name="renewal-reminder.ics"', 'Content-Disposition: attachment; filename="renewal-reminder.ics"', 'Content-Transfer-Encoding: base64'], b64(utf8(ics))),
        part(['Content-Type: image/png; name="footer.png"', 'Content-Disposition: inline; filename="footer.png"', 'Content-ID: <footer@1c>', 'Content-Transfer-Encoding: base64'], b64(png(60, 8, [0, 161, 154]))),
      ]),
    ),
  );
  return { file: '1st-central-gmail-filter.eml', expected: { renewalDate: '2027-02-01', insurer: '1st Central', policyNumber: '1CM-0077120-PC', registrationNumber: 'NA20FXR', renewalPremium: '618.40', previousPremium: '579.85', compulsoryExcess: '400', voluntaryExcess: '100', totalExcess: '500' } };
}

const all = [await aviva(), await nfu(), await ageas(), await saga(), await lv(), directLine(), churchill(), hastings(), esure(), admiral(), sheilas(), firstCentral()];
if (process.argv.includes('--expected')) console.log(JSON.stringify(all, null, 2));
console.log(`wrote ${files.length} emails: ${files.join(', ')}`);
