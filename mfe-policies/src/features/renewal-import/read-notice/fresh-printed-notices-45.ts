// Set 45 (issue 47): twelve renewal invitations written afresh, each from a UK private-car brand none of sets 1 to 44
// used: a Leeds broker's letter with a 'this year / last year' column table; a broker's renewal schedule drawn with
// dotted leaders (net premium, IPT, total; last year's not stated); a Northern Ireland underwriter's renewal email read
// on a phone, the rise as a percentage; a client portal page saved as PDF with the values above their labels and
// add-ons with a total; a private client broker's letter stating a fall in words (scanned); a broker's letter with a
// table of three policy years (drawn, scanned); a statement of fact with the premium at the end and instalments beside
// it (photographed); a warehouse club's renewal email as a desktop mail client prints it, headings over values; a club's
// renewal letter with a table of two cover options (photographed sideways); a young driver's app page priced per month
// with the pay-in-full price beside it; a renewal letter with a tear-off payment slip; a plain-text email in a
// monospaced font, figures lined up with dots, the excess not stated.
// Two drawn by pdfkit, ten printed from HTML by Chromium; two scanned and two photographed (one sideways).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Pound Gates
  ['pound-gates change', [668.15, 44.25], 712.4],
  ['pound-gates excess', [250, 150], 400],
  ['pound-gates last excess', [250, 150], 400],
  ['pound-gates monthly', [10 * 73.46], 734.6],
  ['pound-gates credit', [712.4, 22.2], 734.6],
  // 2. Ropner Insurance Services
  ['ropner ipt', [834.09 * 0.12], 100.09],
  ['ropner total', [834.09, 100.09], 934.18],
  ['ropner excess', [350, 100], 450],
  // 3. Kennco
  ['kennco rise', [812 * 0.048], 38.98],
  ['kennco change', [812, 38.98], 850.98],
  ['kennco excess', [300, 150], 450],
  // 4. Stubben Edge
  ['stubben change', [1092.75, 55.85], 1148.6],
  ['stubben total', [1148.6, 24.99, 79], 1252.59],
  ['stubben excess', [400, 250], 650],
  // 5. Perkins Slade
  ['perkins fall', [1818, 56.3], 1874.3],
  ['perkins excess', [500, 250], 750],
  // 6. Smith Bell & Thompson
  ['smith-bell last change', [530.15, 31.75], 561.9],
  ['smith-bell change', [561.9, 25.54], 587.44],
  ['smith-bell excess', [250, 250], 500],
  // 7. Tasker Insurance Brokers
  ['tasker monthly', [10 * 65.49], 654.9],
  ['tasker credit', [623.7, 31.2], 654.9],
  ['tasker excess', [250, 200], 450],
  // 8. Costco
  ['costco change', [455.2, 34.16], 489.36],
  ['costco excess', [300, 200], 500],
  // 9. The Camping and Caravanning Club
  ['camping change', [684.9, 17.25], 702.15],
  ['camping plus', [702.15, 79.25], 781.4],
  ['camping excess', [250, 100], 350],
  // 10. Quote Devil
  ['quote-devil year', [12 * 126.85], 1522.2],
  ['quote-devil credit', [1449.72, 72.48], 1522.2],
  ['quote-devil fall', [1449.72, 161.68], 1611.4],
  ['quote-devil excess', [500, 250], 750],
  // 11. Anthony Jones
  ['anthony-jones change', [731.8, 32.42], 764.22],
  ['anthony-jones excess', [250, 250], 500],
  ['anthony-jones instalments', [77.22, 9 * 76.8], 768.42],
  ['anthony-jones credit', [764.22, 4.2], 768.42],
  // 12. The Caravan and Motorhome Club
  ['caravan-club change', [512.95, 25.75], 538.7],
  ['caravan-club net', [480.98, 57.72], 538.7],
  ['caravan-club ipt', [480.98 * 0.12], 57.72],
];
checkSums('set 45', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Pound Gates (Leeds): HTML; a broker's letter, the figures in a table with 'This year' and 'Last year' columns.
const POUND_GATES = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;border-bottom:3px solid #00587c;padding-bottom:6pt">
    <div><span style="font:bold 22pt Arial;color:#00587c">Pound Gates</span><br><span style="font-size:8.5pt;color:#555">Insurance brokers since 1949</span></div>
    <div class="r" style="font-size:8.5pt;color:#555">Personal Lines Department<br>Leeds LS1 · 0113 398 2170<br>personal@poundgates.example</div>
  </div>
  <div class="cols" style="margin-top:14pt">
    <div>Mr Daniel Okafor<br>22 Grove Lane<br>Headingley<br>Leeds LS6 4EQ</div>
    <div class="r">Date: 13/04/2027<br>Client ref: PG/PMC/308841</div>
  </div>
  <p style="font-weight:bold;font-size:12pt;margin-top:18pt">Renewal of your private car insurance – renewal date: 14/05/2027</p>
  <p>Dear Mr Okafor,</p>
  <p>Your motor policy arranged through us with Ageas Insurance Limited renews on 14/05/2027. We have reviewed the market on your
  behalf and recommend that you renew with your existing insurer on the terms below.</p>
  <table style="width:100%;margin:8pt 0;border-top:1px solid #00587c;border-bottom:1px solid #00587c">
    <tr style="background:#e6f0f4"><th>&nbsp;</th><th class="r">This year</th><th class="r">Last year</th></tr>
    <tr><td>Vehicle</td><td class="r">Volkswagen Golf 1.5 eTSI Life (YB22 LPE)</td><td class="r">same</td></tr>
    <tr><td>Cover</td><td class="r">Comprehensive</td><td class="r">Comprehensive</td></tr>
    <tr><td>Annual premium (inc. IPT)</td><td class="r"><b>£712.40</b></td><td class="r">£668.15</td></tr>
    <tr><td>Compulsory excess</td><td class="r">£250</td><td class="r">£250</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£150</td><td class="r">£150</td></tr>
    <tr><td>Total own damage excess</td><td class="r">£400</td><td class="r">£400</td></tr>
  </table>
  <p>This is an increase of £44.25. Your no claims discount has risen to 6 years and is protected.</p>
  <p>You can spread the cost over 10 monthly payments of £73.46 (total £734.60, including a £22.20 charge for credit, APR 11.9%).</p>
  <p>If you are happy to renew, you need do nothing: we will collect payment from your card ending 4471 on or after 14/05/2027.
  Please check the enclosed Statement of Fact and tell us of any changes.</p>
  <p>Kind regards,<br><br>Sarah Lumb<br>Account Handler</p>
  <p style="font-size:7.5pt;color:#666;margin-top:30pt">Pound Gates is a trading name. Authorised and regulated by the Financial Conduct Authority. Registered office: Leeds. We are paid
  commission by the insurer and may charge an administration fee of £25 for mid-term changes.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. Ropner Insurance Services: drawn by pdfkit; a renewal schedule, label ........ value lines; net premium, IPT,
// total; last year's premium not stated.
function drawRopner(doc: Doc): void {
  const left = 60;
  const right = 535;
  doc.font('Times-Bold').fontSize(20).fillColor('#1d3c6e');
  put(doc, 'ROPNER', left, 48);
  doc.font('Times-Roman').fontSize(9).fillColor('#333333');
  put(doc, 'Insurance Services', left, 72);
  ['Stockton-on-Tees', 'Telephone 01642 378 900'].forEach((line, index) => putRight(doc, line, right, 52 + index * 11));
  doc.fillColor('black').font('Times-Bold').fontSize(13);
  put(doc, 'PRIVATE MOTOR RENEWAL SCHEDULE', left, 112);
  doc.font('Times-Roman').fontSize(9);
  put(doc, 'Schedule issued 24 May 2027 · Please keep with your policy documents', left, 130);
  const rows: [string, string][] = [
    ['Insured', 'Mrs Catherine Reay'],
    ['Address', '5 Hartburn Avenue, Stockton-on-Tees TS18 5BS'],
    ['Policy number', 'RIS/MTR/0917736'],
    ['Insurer', 'Aviva Insurance Limited'],
    ['Effective date', '22 June 2027'],
    ['Expiry date', '21 June 2028'],
    ['Vehicle', 'Kia Sportage 1.6 T-GDi HEV 3 (2021)'],
    ['Registration', 'NA71 RUX'],
    ['Cover', 'Comprehensive'],
    ['Use', 'Social, domestic, pleasure and commuting'],
    ['Drivers', 'Insured and Mr Paul Reay'],
    ['Net premium', '£834.09'],
    ['Insurance Premium Tax @ 12%', '£100.09'],
    ['Total premium', '£934.18'],
    ['Compulsory excess', '£350'],
    ['Voluntary excess', '£100'],
    ['Total accidental damage excess', '£450'],
  ];
  let y = 156;
  doc.font('Times-Roman').fontSize(10.5);
  for (const [label, value] of rows) {
    put(doc, label, left, y);
    const start = left + doc.widthOfString(label) + 4;
    const end = right - doc.widthOfString(value) - 4;
    let dots = '';
    while (doc.widthOfString(dots + ' .') < end - start) dots += ' .';
    doc.fillColor('#888888');
    put(doc, dots, start, y);
    doc.fillColor('black').font(label === 'Total premium' ? 'Times-Bold' : 'Times-Roman');
    putRight(doc, value, right, y);
    doc.font('Times-Roman');
    y += 19;
  }
  y += 10;
  doc.fontSize(10);
  para(
    doc,
    'Endorsements: 012 Windscreen limit £1,000, windscreen excess £90. 027 Approved repairer only. Your no claims discount of 9 years is ' +
      'not protected. Premium payable in full by 22 June 2027 unless a credit agreement is in place.',
    left,
    y,
    right - left,
    2,
  );
  doc.font('Times-Roman').fontSize(7).fillColor('#555555');
  para(
    doc,
    'Ropner Insurance Services Limited is authorised and regulated by the Financial Conduct Authority. This schedule forms part of your ' +
      'policy and should be read together with the policy wording and your certificate of motor insurance.',
    left,
    770,
    right - left,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Kennco (Northern Ireland): HTML; a renewal email as a phone's mail app prints it, narrow; the rise as a percentage.
const KENNCO = `
<div style="width:330pt;margin:0 auto;font:10.5pt/1.45 -apple-system,Helvetica,Arial,sans-serif">
  <div style="font-size:8.5pt;color:#777;text-align:center">Thursday 4 Feb 2027 at 09:12</div>
  <p style="margin:8pt 0 2pt;font-size:13pt;font-weight:600">Your Kennco car insurance is due for renewal</p>
  <div style="font-size:9pt;color:#555;border-bottom:1px solid #ddd;padding-bottom:6pt">Kennco Insurance &lt;renewals@kennco.example&gt;<br>To: ciara.mcgarvey@example.com</div>
  <p>Hi Ciara,</p>
  <p>Your policy <b>KEN-PC-448120</b> for your Ford Puma 1.0 EcoBoost Titanium, <b>BXZ 2917</b>, ends at midnight on 3 March 2027.
  Your new policy will start on <b>4 March 2027</b>.</p>
  <p style="background:#f3f7f2;border-radius:8pt;padding:8pt">Your renewal price is <b style="font-size:14pt">£850.98</b><br>
  <span style="font-size:9pt">That's up 4.8% (£38.98) on last year's £812.00, including Insurance Premium Tax.</span></p>
  <p>Your excess stays the same: £300 compulsory plus £150 voluntary, so £450 in total for an accidental damage claim.</p>
  <p>We'll renew automatically and take payment from the card we hold. Don't want to renew? Just reply or call 028 7035 6611.</p>
  <p>Thanks,<br>The Kennco team</p>
  <p style="font-size:7.5pt;color:#888">Kennco Underwriting Ltd, Coleraine, Co. Londonderry. Authorised and regulated by the Financial Conduct Authority.</p>
  <div style="font-size:8.5pt;color:#999;text-align:center;margin-top:10pt">Sent from my iPhone · 1 of 1</div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. Stubben Edge: HTML; a client portal page saved as PDF, the values above their labels, add-ons and a total.
const card = (value: string, label: string) =>
  `<div style="border:1px solid #d5d9e0;border-radius:6pt;padding:8pt"><div style="font-size:15pt;font-weight:bold">${value}</div><div style="font-size:8.5pt;color:#666">${label}</div></div>`;
const STUBBEN = `
<div style="font-size:9.5pt">
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#666"><span>03/07/2027, 19:41</span><span>My Account – Renewal | Stubben Edge</span></div>
  <div style="display:flex;justify-content:space-between;align-items:center;background:#14233c;color:#fff;padding:8pt 10pt;margin-top:6pt">
    <b style="font-size:14pt">stubben edge</b><span style="font-size:8.5pt">Policies · Documents · Claims · Help · Sign out</span></div>
  <p style="font-size:15pt;margin:14pt 0 4pt">Your car policy renews on 3 August 2027</p>
  <p style="margin:0 0 10pt;color:#555">Land Rover Defender 110 D250 SE (2023) · LR23 VNK · Policy SE/PC/2204519</p>
  <div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:10pt">
    ${card('£1,148.60', 'Your renewal price for car insurance (incl. IPT)')}
    ${card('£1,092.75', 'What you paid last year')}
    ${card('+£55.85', 'Change on last year')}
    ${card('£400', 'Compulsory excess')}
    ${card('£250', 'Voluntary excess')}
    ${card('£650', 'Total excess')}
  </div>
  <p style="font-size:11pt;margin:14pt 0 4pt"><b>Your extras</b></p>
  <table style="width:60%">
    <tr><td>Car insurance</td><td class="r">£1,148.60</td></tr>
    <tr><td>Motor legal expenses</td><td class="r">£24.99</td></tr>
    <tr><td>European breakdown cover</td><td class="r">£79.00</td></tr>
    <tr style="border-top:1px solid #333"><td><b>Total to pay</b></td><td class="r"><b>£1,252.59</b></td></tr>
  </table>
  <p style="color:#555">Nothing to do: we'll renew automatically. To change anything, message your account handler.</p>
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#666;margin-top:200pt"><span>https://portal.stubbenedge.example/policies/SE-PC-2204519/renewal</span><span>1/1</span></div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 5. Perkins Slade: HTML (scanned); a private client broker's letter, every figure in a sentence, a fall stated in words.
const PERKINS = `
<div style="font:10.5pt/1.5 Georgia,serif">
  <div style="text-align:center;letter-spacing:2pt;font-size:16pt;color:#2b2b2b">PERKINS SLADE</div>
  <div style="text-align:center;font-size:8pt;color:#666;border-bottom:1px solid #aaa;padding-bottom:6pt">Private Clients · Birmingham</div>
  <p style="margin-top:20pt">Mr and Mrs J Whitcombe<br>The Old Rectory<br>Church Lane<br>Barnt Green B45 8PT</p>
  <p class="r">29 July 2027</p>
  <p>Dear Mr and Mrs Whitcombe,</p>
  <p><b>Motor insurance – Mercedes-Benz GLE 450e AMG Line Premium, BK72 FNZ – policy PSPC/M/50273</b></p>
  <p>We are pleased to confirm that Chubb European Group SE has offered to renew your motor insurance from 1 September 2027
  for a further twelve months.</p>
  <p>The renewal premium is £1,818.00 including Insurance Premium Tax, which is £56.30 less than the £1,874.30 you paid last year,
  reflecting a further year without claims.</p>
  <p>The excesses are unchanged: a compulsory excess of £500 and a voluntary excess of £250, £750 in all for any claim for
  damage to your vehicle. There is no excess for windscreen claims using the insurer's approved supplier.</p>
  <p>We will collect the premium by Direct Debit on 1 September 2027 unless you instruct us otherwise. Please review the
  enclosed documents and let us know of any changes to the drivers, the use of the car or your address.</p>
  <p>Yours sincerely,<br><br><br>Richard Ashe<br>Private Client Director</p>
  <p style="font-size:7.5pt;color:#666;margin-top:40pt">Perkins Slade Limited is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. Smith Bell & Thompson: drawn by pdfkit (scanned); a broker's letter with a table of three policy years.
function drawSmithBell(doc: Doc): void {
  const left = 62;
  const right = 533;
  doc.font('Helvetica-Bold').fontSize(17).fillColor('#7a1f2b');
  put(doc, 'Smith Bell & Thompson', left, 50);
  doc.font('Helvetica').fontSize(8.5).fillColor('#444444');
  put(doc, 'Insurance Brokers · Morpeth, Northumberland', left, 72);
  doc.fillColor('black').fontSize(10);
  ['Miss Laura Charlton', '14 Oldgate', 'Morpeth', 'NE61 1LX'].forEach((line, index) => put(doc, line, left, 118 + index * 13));
  putRight(doc, '6 September 2027', right, 118);
  putRight(doc, 'Policy SBT/PM/118452', right, 131);
  let y = 200;
  const text = (words: string, gap = 8) => {
    para(doc, words, left, y, right - left, 2);
    y = doc.y + gap;
  };
  text('Dear Miss Charlton,');
  doc.font('Helvetica-Bold');
  text('Your car insurance renewal: Toyota Yaris Cross 1.5 Hybrid Design, NL69 XSE');
  doc.font('Helvetica');
  text(
    'Your policy is due for renewal on 9 October 2027. Your insurer, LV= Broker, has invited renewal and we set out below how your ' +
      'premium has moved over the time you have been with us.',
  );
  const cols = [left, left + 190, left + 285, left + 380];
  const head = ['Policy year', '2025/26', '2026/27', '2027/28 (renewal)'];
  const body = [
    ['Premium including IPT', '£530.15', '£561.90', '£587.44'],
    ['Compulsory excess', '£250', '£250', '£250'],
    ['Voluntary excess', '£250', '£250', '£250'],
    ['Total excess', '£500', '£500', '£500'],
    ['No claims discount', '4 years', '5 years', '6 years'],
  ];
  y += 4;
  doc.rect(left, y - 4, right - left, 20).fill('#f2e6e8');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(9.5);
  head.forEach((cell, index) => put(doc, cell, cols[index] ?? left, y + 1));
  y += 20;
  doc.font('Helvetica');
  for (const row of body) {
    row.forEach((cell, index) => put(doc, cell, cols[index] ?? left, y));
    y += 17;
  }
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke('#7a1f2b');
  y += 14;
  doc.fontSize(10);
  text('This year the premium has gone up by £25.54, mainly because of higher repair costs for hybrid vehicles.');
  text(
    'If you would like to renew, please call us on 01670 513 822 or pay online before 9 October 2027. If we do not hear from you, ' +
      'your cover will end at midnight on 8 October 2027.',
  );
  text('Yours sincerely,', 22);
  text('Graham Hedley\nAccount Executive');
  doc.fontSize(7).fillColor('#555555');
  para(doc, 'Smith Bell & Thompson Ltd is authorised and regulated by the Financial Conduct Authority.', left, 772, right - left, 0.5);
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 7. Tasker Insurance Brokers: HTML (photographed); a renewal statement of fact, questions and answers, the premium at
// the end with instalments beside it; last year's premium not stated.
const qa = (question: string, answer: string) => `<tr><td style="width:62%;border-bottom:1px dotted #bbb">${question}</td><td style="border-bottom:1px dotted #bbb"><b>${answer}</b></td></tr>`;
const TASKER = `
<div style="font-size:9.8pt">
  <div style="display:flex;justify-content:space-between;align-items:flex-end">
    <div><b style="font-size:18pt;color:#e06a00">Tasker</b> <span style="font-size:9pt">Insurance Brokers</span></div>
    <div class="r" style="font-size:8.5pt">Belper, Derbyshire · 01773 826 040</div></div>
  <p style="font-size:13pt;font-weight:bold;margin:12pt 0 2pt">Renewal Statement of Fact – Private Car</p>
  <p style="margin:0 0 8pt;font-size:8.5pt">Policy number TIB/PC/77310 · Renewal date: 17th July 2027 · Produced 19th June 2027</p>
  <p style="font-size:8.5pt">Please check every answer. If anything is wrong or incomplete, tell us straight away: your cover may be affected.</p>
  <table style="width:100%">
    ${qa('Proposer', 'Mr Aaron Bexley, 9 Field Lane, Belper DE56 1DD')}
    ${qa('Date of birth', '02/11/1986')}
    ${qa('Occupation', 'Electrician')}
    ${qa('Vehicle make and model', 'Nissan Qashqai 1.3 DiG-T MH N-Connecta')}
    ${qa('Registration number', 'FN21 KWT')}
    ${qa('Is the vehicle modified?', 'No')}
    ${qa('Where is the vehicle kept overnight?', 'On a private driveway')}
    ${qa('Estimated annual mileage', '9,000')}
    ${qa('Additional drivers', 'Mrs Jade Bexley')}
    ${qa('Any claims, accidents or losses in the last 5 years?', 'None')}
    ${qa('Any motoring convictions in the last 5 years?', 'None')}
    ${qa('Years of no claims discount', '7')}
    ${qa('Cover', 'Comprehensive')}
    ${qa('Compulsory excess', '£250')}
    ${qa('Voluntary excess', '£200')}
    ${qa('Total excess', '£450')}
  </table>
  <div class="box" style="margin-top:12pt;display:flex;justify-content:space-between">
    <div>Total premium payable, including Insurance Premium Tax<br><b style="font-size:14pt">£623.70</b></div>
    <div class="r">or 10 monthly instalments of £65.49<br><span style="font-size:8.5pt">total £654.90, credit charge £31.20, APR 10.4%</span></div>
  </div>
  <p style="font-size:7.5pt;color:#666;margin-top:14pt">Tasker Insurance Brokers is authorised and regulated by the Financial Conduct Authority. Underwritten by Zurich Insurance Company Ltd.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. Costco: HTML; a renewal email as a desktop mail client prints it, the figures as headings over values.
const COSTCO = `
<div style="font-size:10pt">
  <div style="font-size:9pt;border-bottom:2px solid #000;padding-bottom:4pt"><b>Mail</b> – Euan Baird – Outlook</div>
  <p style="font-size:13pt;font-weight:bold;margin:10pt 0 4pt">Your Costco Car Insurance renewal – action may be needed</p>
  <div style="font-size:8.5pt;color:#444">Costco Car Insurance &lt;noreply@costcocarinsurance.example&gt;<br>Mon 01/02/2027 07:58<br>To: euan.baird@example.com</div>
  <div style="margin-top:12pt;background:#005daa;color:#fff;padding:8pt 12pt;font:bold 15pt Arial">COSTCO <span style="font-weight:normal;font-size:10pt">Car Insurance</span></div>
  <p>Dear Euan,</p>
  <p>Your car insurance policy renews on Friday 5 March 2027. Here is your renewal quote.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:8pt 16pt;background:#f4f6f9;padding:10pt">
    <div><div style="font-size:8pt;color:#666;text-transform:uppercase">Policy number</div><div>CCI/0029477130</div></div>
    <div><div style="font-size:8pt;color:#666;text-transform:uppercase">Car</div><div>Hyundai Tucson 1.6 T-GDi (SF70 DHU)</div></div>
    <div><div style="font-size:8pt;color:#666;text-transform:uppercase">Membership</div><div>Executive · 1110 2233 8791</div></div>
    <div><div style="font-size:8pt;color:#666;text-transform:uppercase">Renewal premium</div><div style="font-size:14pt;font-weight:bold">£489.36</div></div>
    <div><div style="font-size:8pt;color:#666;text-transform:uppercase">Last year's premium</div><div>£455.20</div></div>
    <div><div style="font-size:8pt;color:#666;text-transform:uppercase">Difference</div><div>£34.16 more</div></div>
    <div><div style="font-size:8pt;color:#666;text-transform:uppercase">Compulsory excess</div><div>£300</div></div>
    <div><div style="font-size:8pt;color:#666;text-transform:uppercase">Voluntary excess</div><div>£200</div></div>
    <div><div style="font-size:8pt;color:#666;text-transform:uppercase">Total excess</div><div>£500</div></div>
  </div>
  <p>Premiums include Insurance Premium Tax. As an Executive Member you will also earn 2% reward on this payment.</p>
  <p>Your policy is set to auto-renew. If you'd rather it didn't, please call us on 0800 022 4391 before your renewal date.</p>
  <p style="font-size:7.5pt;color:#666">Costco Car Insurance is arranged and administered by an insurance intermediary authorised and regulated by the Financial Conduct Authority.
  This email was sent to euan.baird@example.com. Please do not reply to this email.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. The Camping and Caravanning Club: HTML (photographed sideways); a renewal letter with a table of two cover
// options, the member's current one marked; last year's price in a sentence.
const CAMPING = `
<div style="font-size:10.5pt">
  <div style="display:flex;justify-content:space-between;border-bottom:2px solid #2e7d32;padding-bottom:6pt">
    <div><b style="font-size:15pt;color:#2e7d32">The Camping and Caravanning Club</b><br><span style="font-size:9pt">Club Car Insurance</span></div>
    <div class="r" style="font-size:8.5pt">Member no. 4417265<br>Dated 11/03/2027</div></div>
  <p style="margin-top:16pt">Mr Rhodri Price<br>8 Heol y Coed<br>Rhiwbina<br>Cardiff CF14 6HR</p>
  <p>Dear Mr Price,</p>
  <p><b>Your Club Car Insurance renewal – policy CCC/PC/0388214 – Skoda Kodiaq 2.0 TDI SE L, CV68 PLK</b></p>
  <p>Your cover renews on 11/04/2027. Last year you paid £684.90 for Club Car Insurance Standard. Your renewal price is set out below,
  together with the price of our Plus cover.</p>
  <table style="width:100%;border:1px solid #2e7d32">
    <tr style="background:#e8f3e8"><th>&nbsp;</th><th class="r">Standard (your current cover)</th><th class="r">Plus</th></tr>
    <tr><td>Annual premium incl. IPT</td><td class="r"><b>£702.15</b></td><td class="r">£781.40</td></tr>
    <tr><td>Compulsory excess</td><td class="r">£250</td><td class="r">£250</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£100</td><td class="r">£100</td></tr>
    <tr><td>Total excess</td><td class="r">£350</td><td class="r">£350</td></tr>
    <tr><td>Courtesy car</td><td class="r">Small hatchback</td><td class="r">Like for like</td></tr>
  </table>
  <p>Your Standard cover will renew automatically at £702.15, which is £17.25 more than last year. Plus costs £79.25 more.</p>
  <p>Yours sincerely,<br>Club Insurance Services</p>
  <p style="font-size:7.5pt;color:#666">Club Car Insurance is arranged by an insurance intermediary authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 10. Quote Devil: HTML; a young driver's account page saved as PDF, the monthly price big and the pay-in-full price
// beside it; the fall stated in words.
const QUOTE_DEVIL = `
<div style="font-size:10pt;max-width:420pt;margin:0 auto">
  <div style="background:#c8102e;color:#fff;padding:8pt 12pt;display:flex;justify-content:space-between"><b style="font-size:15pt">Quote Devil</b><span>My renewal</span></div>
  <p style="font-size:9pt;color:#666">Policy QD-73-559104 · MA73 UXJ · Vauxhall Corsa 1.2 Design (2023)</p>
  <p style="font-size:14pt;margin:6pt 0">Good news, Kai – your renewal is cheaper this year</p>
  <div style="display:flex;gap:12pt">
    <div class="box" style="flex:1;text-align:center"><div style="font-size:22pt;font-weight:bold">£126.85</div><div>a month × 12<br><span style="font-size:8.5pt">£1,522.20 in total, APR 9.9%</span></div></div>
    <div class="box" style="flex:1;text-align:center"><div style="font-size:22pt;font-weight:bold">£1,449.72</div><div>pay in full<br><span style="font-size:8.5pt">save £72.48 on paying monthly</span></div></div>
  </div>
  <p>Your car insurance renewal price is £161.68 less than last year's £1,611.40. Renewal date: 28 May 2027.</p>
  <table style="width:100%">
    <tr><td>Compulsory excess</td><td class="r">£500</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
    <tr><td>You pay the first</td><td class="r">£750 of any claim</td></tr>
  </table>
  <p style="font-size:8pt;color:#666">Includes IPT. Quote Devil is a trading name of an FCA-authorised insurance intermediary. Telematics box fitted: your driving score 87/100.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Anthony Jones: HTML; a renewal letter with a tear-off payment slip at the foot of the page.
const ANTHONY_JONES = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between"><b style="font:bold 18pt Georgia;color:#223">Anthony Jones</b><span class="r" style="font-size:8.5pt">Insurance Services<br>Tonbridge, Kent · 01732 367 100</span></div>
  <p style="margin-top:16pt">Mrs Fiona Blake<br>31 Quarry Hill Road<br>Tonbridge TN9 2RN</p>
  <p class="r">18 February 2027</p>
  <p>Dear Mrs Blake,</p>
  <p><b>Motor renewal – GK20 WPB – Honda Jazz 1.5 i-MMD EX</b></p>
  <p>Your policy AJ/PM/220658 expires on 24 March 2027 and we have obtained renewal terms from your insurer, AXA Insurance UK plc,
  with cover to start on 25 March 2027. The annual premium is £764.22 inclusive of IPT (last year £731.80, an increase of £32.42).
  Your compulsory excess is £250 and your voluntary excess £250, a total of £500; windscreen claims carry a £115 excess.</p>
  <p>To renew, return the slip below with your cheque, or pay by card on the phone. Alternatively pay a deposit of £77.22 and nine
  monthly instalments of £76.80 (total £768.42, of which £4.20 is a credit charge).</p>
  <p>Yours sincerely,<br><br>Mark Tanner</p>
  <div style="border-top:2px dashed #777;margin-top:40pt;padding-top:10pt;font-size:9pt">
    <div style="font-size:8pt;color:#777">✂ Please detach and return</div>
    <table style="width:100%">
      <tr><td>Client</td><td>Mrs F Blake</td><td>Policy</td><td>AJ/PM/220658</td></tr>
      <tr><td>Renewal date</td><td>25/03/2027</td><td>Amount due</td><td><b>£764.22</b></td></tr>
      <tr><td>Vehicle</td><td>GK20 WPB</td><td>Cheques payable to</td><td>Anthony Jones Insurance Services</td></tr>
    </table>
  </div>
  <p style="font-size:7.5pt;color:#666;margin-top:10pt">Anthony Jones Insurance Services is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. The Caravan and Motorhome Club: HTML; a plain-text renewal email printed as it arrived, figures lined up with
// spaces in a monospaced font; the excess not stated (it is only 'as shown in your current schedule').
const CARAVAN_CLUB = `
<pre style="font:9.5pt/1.35 'Courier New',monospace;white-space:pre-wrap">From:    Club Car Insurance &lt;carinsurance@caravanclub.example&gt;
Sent:    Wednesday, 26 May 2027 16:05
To:      s.mellor@example.com
Subject: Renewal of your Club car insurance - WF21 TZN

Dear Mrs Mellor,

Thank you for insuring your car through The Caravan and Motorhome Club.
Your renewal details are below.

  Policy number ........ CMC/CAR/6601843
  Vehicle .............. Peugeot 3008 1.2 PureTech Allure, WF21 TZN
  Start of new period .. 30 June 2027
  Net premium .......... GBP   480.98
  IPT at 12% ........... GBP    57.72
  Renewal premium ...... GBP   538.70
  Previous premium ..... GBP   512.95
  Change ............... +GBP   25.75

Your excesses and cover are unchanged and are as shown in your current
schedule. Your policy will renew automatically and payment will be taken
from your card ending 0093 on 30 June 2027.

To discuss your renewal call 0345 504 0335 (Mon-Fri 9am-5pm).

Regards,
Club Car Insurance Team
The Caravan and Motorhome Club

--
Club Car Insurance is arranged by an intermediary authorised and
regulated by the Financial Conduct Authority. Member number 2295514.
</pre>`;

export const FRESH_NOTICES_45: FreshNotice[] = [
  {
    name: 'pound-gates',
    html: POUND_GATES,
    expected: {
      renewalDate: '2027-05-14',
      insurer: 'Pound Gates',
      policyNumber: 'PG/PMC/308841',
      registrationNumber: 'YB22LPE',
      renewalPremium: '712.40',
      previousPremium: '668.15',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'ropner',
    html: '',
    draw: drawRopner,
    expected: {
      renewalDate: '2027-06-22',
      insurer: 'Ropner Insurance Services',
      policyNumber: 'RIS/MTR/0917736',
      registrationNumber: 'NA71RUX',
      renewalPremium: '934.18',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },
  {
    name: 'kennco',
    html: KENNCO,
    expected: {
      renewalDate: '2027-03-04',
      insurer: 'Kennco',
      policyNumber: 'KEN-PC-448120',
      registrationNumber: 'BXZ2917',
      renewalPremium: '850.98',
      previousPremium: '812.00',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },
  {
    name: 'stubben-edge',
    html: STUBBEN,
    expected: {
      renewalDate: '2027-08-03',
      insurer: 'Stubben Edge',
      policyNumber: 'SE/PC/2204519',
      registrationNumber: 'LR23VNK',
      renewalPremium: '1148.60',
      previousPremium: '1092.75',
      compulsoryExcess: '400',
      voluntaryExcess: '250',
      totalExcess: '650',
    },
  },
  {
    name: 'perkins-slade',
    html: PERKINS,
    scan: true,
    expected: {
      renewalDate: '2027-09-01',
      insurer: 'Perkins Slade',
      policyNumber: 'PSPC/M/50273',
      registrationNumber: 'BK72FNZ',
      renewalPremium: '1818.00',
      previousPremium: '1874.30',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    name: 'smith-bell',
    html: '',
    draw: drawSmithBell,
    scan: true,
    expected: {
      renewalDate: '2027-10-09',
      insurer: 'Smith Bell & Thompson',
      policyNumber: 'SBT/PM/118452',
      registrationNumber: 'NL69XSE',
      renewalPremium: '587.44',
      previousPremium: '561.90',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'tasker',
    html: TASKER,
    photo: true,
    expected: {
      renewalDate: '2027-07-17',
      insurer: 'Tasker Insurance Brokers',
      policyNumber: 'TIB/PC/77310',
      registrationNumber: 'FN21KWT',
      renewalPremium: '623.70',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    name: 'costco',
    html: COSTCO,
    expected: {
      renewalDate: '2027-03-05',
      insurer: 'Costco',
      policyNumber: 'CCI/0029477130',
      registrationNumber: 'SF70DHU',
      renewalPremium: '489.36',
      previousPremium: '455.20',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'camping-club',
    html: CAMPING,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-04-11',
      insurer: 'The Camping and Caravanning Club',
      policyNumber: 'CCC/PC/0388214',
      registrationNumber: 'CV68PLK',
      renewalPremium: '702.15',
      previousPremium: '684.90',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'quote-devil',
    html: QUOTE_DEVIL,
    expected: {
      renewalDate: '2027-05-28',
      insurer: 'Quote Devil',
      policyNumber: 'QD-73-559104',
      registrationNumber: 'MA73UXJ',
      renewalPremium: '1449.72',
      previousPremium: '1611.40',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    name: 'anthony-jones',
    html: ANTHONY_JONES,
    expected: {
      renewalDate: '2027-03-25',
      insurer: 'Anthony Jones',
      policyNumber: 'AJ/PM/220658',
      registrationNumber: 'GK20WPB',
      renewalPremium: '764.22',
      previousPremium: '731.80',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'caravan-club',
    html: CARAVAN_CLUB,
    expected: {
      renewalDate: '2027-06-30',
      insurer: 'The Caravan and Motorhome Club',
      policyNumber: 'CMC/CAR/6601843',
      registrationNumber: 'WF21TZN',
      renewalPremium: '538.70',
      previousPremium: '512.95',
    },
  },
];
