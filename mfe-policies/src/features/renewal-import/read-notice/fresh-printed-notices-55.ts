// Set 55 (issue 47): twelve renewal notices written afresh in layouts the earlier sets lean on little, from UK
// private-car brands whose names begin with M to Z (set 54, written beside it, takes A to L). Every brand here was used
// by some earlier set, each in a layout clearly unlike its earlier ones: an insurer's portal 'Your documents' page
// saved as PDF with the renewal figures in cards (Sheilas' Wheels); a renewal invitation with a QR-code box and a
// 'Scan to renew' panel (Sainsbury's Bank, photographed); a letter giving the price with and without the optional
// extras, last year's price both ways (People's Choice); a renewal schedule with a three-year 'premium history' table
// (Swinton, drawn by pdfkit, scanned); a renewal email with the figures in a two-column table that the mail client
// printed narrow, labels wrapping (Policy Expert); a letter that names a named driver's own young-driver excess beside
// the policyholder's (RAC, scanned); a broker's debit note with net premium, IPT and a broker fee, last year's not
// stated (Towergate, drawn by pdfkit); a young driver's app renewal screen saved as PDF (Marmalade, photographed
// sideways); a renewal letter with a Clubcard price and a standard price (Tesco Insurance, photographed); a renewal
// letter with a payment-options table and the excess split between a table and a later sentence (Post Office,
// scanned); a renewal summary set out as questions and answers (Virgin Money); a letter with an 'At a glance' sidebar
// and add-ons totalled (One Call Insurance).
// Two drawn by pdfkit (Swinton, Towergate), ten printed from HTML by Chromium; three scanned (Swinton, RAC, Post
// Office) and three photographed (Sainsbury's Bank and Tesco upright, Marmalade sideways).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Sheilas' Wheels
  ['sheilas excess', [250, 150], 400],
  ['sheilas rise', [579.9, 43.58], 623.48],
  ['sheilas total to pay', [623.48, 29.99, 44.0], 697.47],
  // 2. Sainsbury's Bank
  ['sainsburys excess', [250, 250], 500],
  ['sainsburys monthly', [12 * 47.31], 567.72],
  ['sainsburys credit', [534.6, 33.12], 567.72],
  ['sainsburys rise', [498.2, 36.4], 534.6],
  // 3. People's Choice
  ['peoples extras now', [712.36, 24.99, 32.5], 769.85],
  ['peoples extras last year', [689.2, 24.99, 32.5], 746.69],
  ['peoples excess', [250, 100], 350],
  ['peoples rise', [689.2, 23.16], 712.36],
  // 4. Swinton
  ['swinton 2026 change', [612.4, 43.4], 655.8],
  ['swinton 2027 change', [655.8, 46.15], 701.95],
  ['swinton ipt', [626.74 * 0.12], 75.21],
  ['swinton total', [626.74, 75.21], 701.95],
  ['swinton excess', [300, 150], 450],
  // 5. Policy Expert
  ['policy-expert monthly', [12 * 49.82], 597.84],
  ['policy-expert rise', [521.34, 26.72], 548.06],
  ['policy-expert excess', [250, 100], 350],
  // 6. RAC
  ['rac excess', [250, 150], 400],
  ['rac named driver excess', [400, 250], 650],
  ['rac rise', [1096.75, 87.75], 1184.5],
  ['rac monthly', [118.45, 10 * 111.6], 1234.45],
  ['rac credit', [1184.5, 49.95], 1234.45],
  // 7. Towergate
  ['towergate ipt', [566.88 * 0.12], 68.03],
  ['towergate premium', [566.88, 68.03], 634.91],
  ['towergate due', [634.91, 25.0], 659.91],
  ['towergate excess', [350, 150], 500],
  // 8. Marmalade
  ['marmalade fall', [1874.22, 232.18], 2106.4],
  ['marmalade excess', [500, 250], 750],
  ['marmalade monthly', [12 * 164.95], 1979.4],
  // 9. Tesco Insurance
  ['tesco clubcard saving', [488.19, 25.7], 513.89],
  ['tesco rise', [461.35, 26.84], 488.19],
  ['tesco excess', [300, 100], 400],
  // 10. Post Office
  ['post-office deposit and instalments', [69.48, 10 * 66.35], 732.98],
  ['post-office credit', [695.5, 37.48], 732.98],
  ['post-office excess', [250, 200], 450],
  ['post-office fall', [695.5, 18.9], 714.4],
  // 11. Virgin Money
  ['virgin rise', [802.15, 57.05], 859.2],
  ['virgin excess', [350, 0], 350],
  ['virgin monthly', [12 * 76.14], 913.68],
  // 12. One Call
  ['one-call rise', [1015.6, 52.88], 1068.48],
  ['one-call total', [1068.48, 19.99, 39.99, 14.99], 1143.45],
  ['one-call excess', [400, 250], 650],
];
checkSums('set 55', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Sheilas' Wheels: HTML; the customer portal's 'Your documents' page saved as PDF from the browser: the print header,
// a list of documents, and the renewal figures in cards, the label above the value, the excess card split in small type.
const SHEILAS = `
<div style="font-size:9.5pt">
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#555"><span>03/12/2026, 19:42</span><span>Your documents | Sheilas' Wheels</span></div>
  <div style="background:#e5007d;color:#fff;padding:8pt 12pt;margin-top:6pt;display:flex;justify-content:space-between">
    <b style="font-size:16pt">Sheilas' Wheels</b><span style="font-size:9pt">Hello Priya &nbsp;|&nbsp; My policies &nbsp;|&nbsp; Log out</span></div>
  <p style="font-size:8.5pt;color:#666">My account › Car insurance › Your documents</p>
  <h2 style="font-size:15pt;margin:4pt 0">Your documents</h2>
  <p>Your car insurance is due for renewal. Everything you need is below, and your renewal documents are ready to download.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:10pt;margin:10pt 0">
    <div class="box" style="border-radius:6pt"><div style="font-size:8pt;color:#777">Policy</div><div style="font-size:11pt">SWC 2104 4578 12</div><div style="font-size:8pt">Comprehensive</div></div>
    <div class="box" style="border-radius:6pt"><div style="font-size:8pt;color:#777">Your car</div><div style="font-size:11pt">RV71 KHE</div><div style="font-size:8pt">Mazda CX-30 2.0 e-Skyactiv-G SE-L</div></div>
    <div class="box" style="border-radius:6pt"><div style="font-size:8pt;color:#777">Cover renews</div><div style="font-size:11pt">Sat 16 Jan 2027</div><div style="font-size:8pt">at 00:01</div></div>
    <div class="box" style="border-radius:6pt;border-color:#e5007d"><div style="font-size:8pt;color:#777">Renewal price</div><div style="font-size:16pt;font-weight:bold">£623.48</div><div style="font-size:8pt">a year, including Insurance Premium Tax</div></div>
    <div class="box" style="border-radius:6pt"><div style="font-size:8pt;color:#777">Last year you paid</div><div style="font-size:13pt">£579.90</div><div style="font-size:8pt">up £43.58</div></div>
    <div class="box" style="border-radius:6pt"><div style="font-size:8pt;color:#777">Excess if you claim</div><div style="font-size:13pt">£400</div><div style="font-size:8pt">£250 compulsory + £150 voluntary</div></div>
  </div>
  <div class="box" style="border-radius:6pt">
    <b>Your extras</b>
    <table style="width:100%"><tr><td>Motor Legal Protection</td><td class="r">£29.99</td></tr>
    <tr><td>Breakdown Cover – Roadside &amp; Recovery</td><td class="r">£44.00</td></tr>
    <tr><td><b>Total to pay with extras</b></td><td class="r"><b>£697.47</b></td></tr></table>
  </div>
  <h3 style="font-size:11pt;margin:12pt 0 4pt">Documents</h3>
  <table style="width:100%;border-top:1px solid #ccc">
    <tr style="border-bottom:1px solid #eee"><td>Renewal invitation</td><td>Issued 01/12/2026</td><td class="r">PDF, 212 KB ⤓</td></tr>
    <tr><td>Policy schedule (renewal)</td><td>Issued 01/12/2026</td><td class="r">PDF, 148 KB ⤓</td></tr>
    <tr><td>Certificate of motor insurance</td><td>Available from 09/01/2027</td><td class="r">–</td></tr>
    <tr><td>Insurance product information document</td><td>Issued 01/12/2026</td><td class="r">PDF, 96 KB ⤓</td></tr>
    <tr><td>Policy booklet</td><td>Version SW-CAR-0926</td><td class="r">PDF, 1.2 MB ⤓</td></tr>
  </table>
  <p style="font-size:7.5pt;color:#666;margin-top:12pt">Sheilas' Wheels is a trading name of esure Insurance Limited, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.</p>
  <div style="font-size:7.5pt;color:#555">https://myaccount.sheilaswheels.example/car/documents &nbsp; 1/1</div>
</div>`;

// A QR code's look (not a readable code): finder squares at three corners and a fixed scatter of modules.
function qrBox(seed: number): string {
  const size = 25;
  let state = seed;
  const cells: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      const inFinder = (r: number, c: number) => r < 7 && c < 7 && (r === 0 || r === 6 || c === 0 || c === 6 || (r > 1 && r < 5 && c > 1 && c < 5));
      const finder = [[row, col], [row, size - 1 - col], [size - 1 - row, col]].some(([r, c]) => inFinder(r ?? 0, c ?? 0));
      const nearFinder = (row < 8 && col < 8) || (row < 8 && col >= size - 8) || (row >= size - 8 && col < 8);
      state = (state * 48271) % 2147483647;
      const dark = finder || (!nearFinder && state % 7 < 3);
      cells.push(`<i style="display:block;width:3pt;height:3pt;background:${dark ? '#000' : '#fff'}"></i>`);
    }
  }
  return `<div style="display:grid;grid-template-columns:repeat(${size},3pt);padding:6pt;background:#fff;border:1px solid #000;width:max-content">${cells.join('')}</div>`;
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Sainsbury's Bank: HTML (photographed upright); a renewal invitation with a QR-code box and a 'Scan to renew'
// panel beside the price, the excess and last year's price in a small table below.
const SAINSBURYS = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #f06c00;padding-bottom:6pt">
    <div><b style="font-size:17pt;color:#f06c00">Sainsbury's Bank</b><br><span style="font-size:9pt">Car Insurance</span></div>
    <div class="r" style="font-size:8.5pt">Policy number SBC 7441 8206<br>Date 04/01/2027</div></div>
  <p style="margin-top:14pt">Mr Oliver Grant<br>27 Meadow Close<br>Bicester<br>OX26 3LW</p>
  <p style="font-size:13pt;font-weight:bold;margin-bottom:4pt">It's time to renew your car insurance</p>
  <p>Dear Mr Grant, your policy for your Volkswagen Golf 1.5 eTSI Life (LK70 FOD) renews on <b>8 February 2027</b>. If you
  do nothing, we'll renew it for you and take payment the way you pay now.</p>
  <div style="display:flex;gap:14pt;margin:10pt 0">
    <div class="box" style="flex:1.3;background:#fff4ea;border-color:#f06c00">
      <div style="font-size:9pt">Your renewal premium</div>
      <div style="font-size:22pt;font-weight:bold">£534.60</div>
      <div style="font-size:8.5pt">for 12 months, including Insurance Premium Tax at the current rate.<br>Or 12 monthly payments of £47.31 (total £567.72, representative APR 12.9%).</div>
    </div>
    <div class="box" style="flex:1;display:flex;gap:8pt;align-items:center">
      ${qrBox(55)}
      <div><b style="font-size:11pt">Scan to renew</b><br><span style="font-size:8.5pt">Point your phone's camera at the code to see your quote, change your cover or renew in a few taps.</span></div>
    </div>
  </div>
  <table style="width:70%;border:1px solid #ccc">
    <tr style="background:#f3f3f3"><th>&nbsp;</th><th class="r">This year</th><th class="r">Last year</th></tr>
    <tr><td>Premium</td><td class="r">£534.60</td><td class="r">£498.20</td></tr>
    <tr><td>Compulsory excess</td><td class="r">£250</td><td class="r">£250</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£250</td><td class="r">£150</td></tr>
    <tr><td>Total excess</td><td class="r">£500</td><td class="r">£400</td></tr>
  </table>
  <p>Your premium has gone up by £36.40. Nectar members: remember to add your Nectar card number to collect points when you renew.</p>
  <p style="font-size:7.5pt;color:#666">Sainsbury's Bank Car Insurance is arranged by Sainsbury's Bank plc and underwritten by a panel of insurers. Sainsbury's Bank plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. People's Choice: HTML; a renewal letter giving the car insurance price alone and with the member's optional
// extras, last year's price both ways in a sentence; the excess over two sentences.
const PEOPLES_CHOICE = `
<div style="font-size:10.5pt">
  <div style="display:flex;justify-content:space-between"><b style="font:bold 20pt Georgia,serif;color:#0b6e4f">People's Choice</b>
    <span class="r" style="font-size:8.5pt">Conqueror House, Bexhill-on-Sea<br>0333 321 9800</span></div>
  <p style="margin-top:18pt">Ms Hannah Doyle<br>Flat 4, 19 Rutland Street<br>Leicester LE1 1RE</p>
  <p>2 March 2027</p>
  <p>Our ref: PC/MT/40581762</p>
  <p>Dear Ms Doyle,</p>
  <p><b>Your car insurance renewal – Ford Fiesta 1.0 EcoBoost Titanium, DY69 ZKT</b></p>
  <p>Your car insurance ends on 1 April 2027 and your new policy will start on 2 April 2027. Here is what it will cost to
  renew, first for your car insurance on its own and then with the optional extras you have on your policy now.</p>
  <table style="width:80%;border:1px solid #0b6e4f;margin:6pt 0">
    <tr style="background:#e6f2ed"><th>&nbsp;</th><th class="r">Price for 12 months</th></tr>
    <tr><td>Car insurance only (including IPT)</td><td class="r"><b>£712.36</b></td></tr>
    <tr><td>&nbsp;&nbsp;+ Motor Legal Expenses</td><td class="r">£24.99</td></tr>
    <tr><td>&nbsp;&nbsp;+ Breakdown Cover (Roadside)</td><td class="r">£32.50</td></tr>
    <tr><td>With your optional extras</td><td class="r"><b>£769.85</b></td></tr>
  </table>
  <p>Last year your car insurance cost £689.20, or £746.69 with the same extras, so your car insurance has gone up by
  £23.16. Extras are optional; you can remove them when you renew.</p>
  <p>If you claim for damage to your car you will pay the first £350. That is made up of the compulsory excess of £250.
  It also includes the voluntary excess of £100 that you chose.</p>
  <p>If we don't hear from you, your policy will renew automatically with your extras.</p>
  <p>Yours sincerely,<br>Customer Services, People's Choice</p>
  <p style="font-size:7.5pt;color:#666">People's Choice is a trading name of Hastings Insurance Services Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. Swinton: drawn by pdfkit (then scanned); a renewal schedule with a three-year premium history table and the excess
// in its own table by kind of claim.
function drawSwinton(doc: Doc): void {
  const left = 56;
  const right = 540;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#e2001a');
  put(doc, 'Swinton', left, 46);
  doc.font('Helvetica').fontSize(8.5).fillColor('#333333');
  ['Swinton Insurance, Swinton House', '6 Great Marlborough Street, Manchester M1 5SW'].forEach((line, index) => putRight(doc, line, right, 48 + index * 11));
  doc.fillColor('black').font('Helvetica-Bold').fontSize(12);
  put(doc, 'Car insurance renewal schedule', left, 96);
  doc.font('Helvetica').fontSize(9.5);
  const facts: [string, string][] = [
    ['Policyholder', 'Mr Daniel Whitfield'],
    ['Policy reference', 'SWI/PM/50839271'],
    ['Period of insurance', '19/03/2027 to 18/03/2028 (both dates inclusive)'],
    ['Vehicle', 'Nissan Qashqai 1.3 DiG-T MH N-Connecta'],
    ['Registration mark', 'BF22 UOH'],
    ['Cover', 'Comprehensive, social domestic and pleasure including commuting'],
    ['No claims discount', '7 years (protected)'],
    ['Underwriter', 'Covea Insurance plc'],
  ];
  let y = 120;
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold');
    put(doc, label, left, y);
    doc.font('Helvetica');
    put(doc, value, left + 130, y);
    y += 15;
  }
  y += 10;
  doc.font('Helvetica-Bold').fontSize(11);
  put(doc, 'Premium history', left, y);
  y += 18;
  doc.fontSize(9.5);
  const cols = [left, left + 150, left + 290, right];
  put(doc, 'Policy year', cols[0] ?? left, y);
  putRight(doc, 'Premium (incl. IPT)', (cols[2] ?? right) - 10, y);
  putRight(doc, 'Change', right, y);
  doc.moveTo(left, y + 13).lineTo(right, y + 13).lineWidth(0.6).stroke();
  y += 19;
  doc.font('Helvetica');
  const history: [string, string, string][] = [
    ['19/03/2025 – 18/03/2026', '£612.40', '–'],
    ['19/03/2026 – 18/03/2027', '£655.80', '+£43.40'],
    ['19/03/2027 – 18/03/2028 (this renewal)', '£701.95', '+£46.15'],
  ];
  for (const [year, premium, change] of history) {
    if (year.includes('this renewal')) doc.font('Helvetica-Bold');
    put(doc, year, left, y);
    putRight(doc, premium, (cols[2] ?? right) - 10, y);
    putRight(doc, change, right, y);
    doc.font('Helvetica');
    y += 16;
  }
  y += 4;
  para(doc, 'Your renewal premium of £701.95 is made up of £626.74 premium and £75.21 Insurance Premium Tax at 12%.', left, y, right - left);
  y += 30;
  doc.font('Helvetica-Bold').fontSize(11);
  put(doc, 'Excesses', left, y);
  y += 18;
  doc.fontSize(9.5);
  put(doc, 'Claim', left, y);
  putRight(doc, 'Compulsory', left + 260, y);
  putRight(doc, 'Voluntary', left + 350, y);
  putRight(doc, 'Total', right, y);
  doc.moveTo(left, y + 13).lineTo(right, y + 13).lineWidth(0.6).stroke();
  y += 19;
  doc.font('Helvetica');
  const excess: [string, string, string, string][] = [
    ['Accidental damage', '£300', '£150', '£450'],
    ['Fire and theft', '£300', '£150', '£450'],
    ['Windscreen replacement', '£115', 'nil', '£115'],
  ];
  for (const [claim, compulsory, voluntary, total] of excess) {
    put(doc, claim, left, y);
    putRight(doc, compulsory, left + 260, y);
    putRight(doc, voluntary, left + 350, y);
    putRight(doc, total, right, y);
    y += 16;
  }
  y += 14;
  para(
    doc,
    'Your policy will renew automatically on 19/03/2027 and the renewal premium will be collected by Direct Debit. Please check the details on this schedule and tell us about any changes, as they may affect your cover.',
    left,
    y,
    right - left,
  );
  doc.fontSize(7.5).fillColor('#555555');
  para(doc, 'Swinton Insurance is a trading name of Swinton Group Limited, which is authorised and regulated by the Financial Conduct Authority.', left, 770, right - left);
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Policy Expert: HTML; a renewal email with the figures in a two-column table, as a mail client printed it narrow:
// the labels wrap under one another and the values sit in a thin column.
const POLICY_EXPERT = `
<div style="width:250pt;font-size:9.5pt">
  <div style="font-size:8pt;border-bottom:1px solid #000;padding-bottom:3pt">Gmail – Your Policy Expert car insurance renewal</div>
  <div style="font-size:8pt;color:#444;margin:4pt 0">Policy Expert &lt;car@policyexpert.example&gt;<br>Thu, 18 Mar 2027, 10:12<br>to me</div>
  <div style="background:#00a3ad;color:#fff;padding:6pt;font:bold 13pt Arial">Policy Expert</div>
  <p>Hi Megan,</p>
  <p>Your car insurance renewal is ready. Here's a summary of your new policy.</p>
  <table style="width:250pt;table-layout:fixed;border:1px solid #bbb">
    <col style="width:95pt"><col style="width:155pt">
    <tr><td style="background:#eef7f8">Policy number</td><td>PEM-3001-8852</td></tr>
    <tr><td style="background:#eef7f8">Car</td><td>Toyota Yaris 1.5 Hybrid Design, KX20 NBV</td></tr>
    <tr><td style="background:#eef7f8">Renewal date</td><td>22 April 2027</td></tr>
    <tr><td style="background:#eef7f8">Your price last year</td><td>£521.34</td></tr>
    <tr><td style="background:#eef7f8">Your renewal price for the year ahead</td><td><b>£548.06</b></td></tr>
    <tr><td style="background:#eef7f8">Or pay monthly</td><td>12 payments of £49.82 (£597.84 in total, APR 19.9%)</td></tr>
    <tr><td style="background:#eef7f8">Compulsory excess</td><td>£250</td></tr>
    <tr><td style="background:#eef7f8">Voluntary excess you chose</td><td>£100</td></tr>
    <tr><td style="background:#eef7f8">Total excess for accidental damage</td><td>£350</td></tr>
  </table>
  <p>Prices include Insurance Premium Tax. You don't need to do anything: we'll renew your policy automatically.</p>
  <p style="font-size:7pt;color:#666">Policy Expert is a trading name of QMetric Group Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. RAC: HTML (scanned); a renewal letter naming a named driver's own excess (a young driver's extra excess on top of
// the policy's), the policy's excess in a sentence before it.
const RAC = `
<div style="font-size:10.5pt">
  <div style="display:flex;justify-content:space-between;border-bottom:4px solid #f47920;padding-bottom:6pt">
    <b style="font-size:22pt;color:#f47920">RAC</b><span class="r" style="font-size:8.5pt">RAC Insurance<br>Great Park Road, Bradley Stoke<br>Bristol BS32 4QN</span></div>
  <p style="margin-top:16pt">Mrs Grace Okafor<br>62 Brookfield Road<br>Coventry CV2 4HQ</p>
  <p>5 April 2027</p>
  <p>Dear Mrs Okafor,</p>
  <p><b>Your car insurance renewal – policy RAC/MTR/1180734</b></p>
  <p>Thank you for insuring your Kia Ceed 1.5 T-GDi 3, registration CE19 WLN, with RAC. Your policy is due for renewal on
  6 May 2027 and we are pleased to invite you to renew.</p>
  <p>Your renewal premium is £1,184.50 including Insurance Premium Tax. Last year you paid £1,096.75, so your premium has
  increased by £87.75. Mr Samuel Okafor remains a named driver on your policy.</p>
  <p>If you would rather pay monthly, you can pay a first instalment of £118.45 followed by 10 monthly instalments of
  £111.60, making £1,234.45 in total (this includes interest of £49.95).</p>
  <p><b>Your excess.</b> The compulsory excess on your policy is £250 and you have chosen a voluntary excess of £150,
  so for a claim for accidental damage, fire or theft you would pay the first £400.</p>
  <p><b>Samuel's excess.</b> Because Samuel is under 25, an additional young driver excess of £250 applies to any claim
  made while he is driving. Samuel's own excess is therefore £650.</p>
  <p>Your policy will renew automatically. Please check the enclosed schedule and tell us about any changes.</p>
  <p>Yours sincerely,<br><br>Helen Marsh<br>Head of Customer Service</p>
  <p style="font-size:7.5pt;color:#666">RAC Insurance is a trading name of RAC Financial Services Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 7. Towergate: drawn by pdfkit; a broker's debit note for the renewal: net premium, IPT, the premium with IPT, a broker
// fee and the amount due; the excess in the notes; last year's premium not stated.
function drawTowergate(doc: Doc): void {
  const left = 58;
  const right = 538;
  doc.font('Helvetica-Bold').fontSize(17).fillColor('#00395d');
  put(doc, 'TOWERGATE', left, 50);
  doc.font('Helvetica').fontSize(8.5).fillColor('#333333');
  put(doc, 'Towergate Insurance · Personal Lines · Maidstone', left, 72);
  doc.fillColor('black').font('Helvetica-Bold').fontSize(20);
  putRight(doc, 'DEBIT NOTE', right, 50);
  doc.font('Helvetica').fontSize(9);
  const header: [string, string][] = [
    ['Debit note no.', 'DN4471903'],
    ['Date of issue', '07/06/2027'],
    ['Account', 'C0098123'],
  ];
  header.forEach(([label, value], index) => {
    put(doc, label, 380, 78 + index * 12);
    putRight(doc, value, right, 78 + index * 12);
  });
  doc.fontSize(10);
  ['Mr Tomasz Nowak', '14 Westgate Road', 'Faversham', 'Kent ME13 8HF'].forEach((line, index) => put(doc, line, left, 130 + index * 13));
  let y = 210;
  doc.font('Helvetica-Bold').fontSize(10);
  put(doc, 'Transaction: Renewal', left, y);
  y += 20;
  doc.font('Helvetica').fontSize(9.5);
  const facts: [string, string][] = [
    ['Class of business', 'Private car'],
    ['Policy number', 'TG/PC/00882346'],
    ['Insurer', 'Covea Insurance plc'],
    ['Effective date', '01/07/2027'],
    ['Expiry date', '30/06/2028'],
    ['Vehicle', 'Skoda Octavia Estate 2.0 TDI SE Technology – WR68 TCY'],
  ];
  for (const [label, value] of facts) {
    put(doc, label, left, y);
    put(doc, value, left + 120, y);
    y += 15;
  }
  y += 12;
  doc.rect(left, y, right - left, 20).fillAndStroke('#e8eef3', '#999999');
  doc.fillColor('black').font('Helvetica-Bold');
  put(doc, 'Description', left + 6, y + 6);
  putRight(doc, 'Amount £', right - 6, y + 6);
  y += 26;
  doc.font('Helvetica');
  const lines: [string, string, boolean][] = [
    ['Premium', '566.88', false],
    ['Insurance Premium Tax @ 12%', '68.03', false],
    ['Premium including IPT', '634.91', true],
    ['Broker arrangement fee', '25.00', false],
    ['TOTAL AMOUNT DUE', '659.91', true],
  ];
  for (const [label, value, bold] of lines) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    put(doc, label, left + 6, y);
    putRight(doc, value, right - 6, y);
    y += 17;
  }
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.6).stroke();
  y += 14;
  doc.font('Helvetica-Bold');
  put(doc, 'Notes', left, y);
  y += 15;
  doc.font('Helvetica');
  para(
    doc,
    'Payment is due by the effective date. Excesses: compulsory £350, voluntary £150, total £500 for own damage claims. Windscreen claims are subject to a separate £100 excess. Full terms are shown in your renewal schedule.',
    left,
    y,
    right - left,
  );
  doc.fontSize(7.5).fillColor('#555555');
  para(doc, 'Towergate Insurance is a trading name of Towergate Underwriting Group Limited, authorised and regulated by the Financial Conduct Authority.', left, 770, right - left);
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 8. Marmalade: HTML (photographed sideways); a young driver's renewal screen in the app, saved as PDF: the price big,
// last year's in a line under it, the excess as a sum in one line.
const MARMALADE = `
<div style="width:300pt;margin:0 auto;font-size:10pt;border:1px solid #ccc;border-radius:14pt;padding:12pt">
  <div style="display:flex;justify-content:space-between;font-size:8pt;color:#555"><span>09:41</span><span>▮▮▮ 4G 82%</span></div>
  <div style="font:bold 16pt Arial;color:#f26b21;margin-top:6pt">marmalade</div>
  <p style="font-size:13pt;font-weight:bold;margin:8pt 0 2pt">Your renewal is ready, Jordan</p>
  <p style="font-size:8.5pt;color:#555;margin-top:0">New driver insurance with a black box · policy MML-2210-48871</p>
  <div style="background:#fff1e8;border-radius:10pt;padding:10pt;text-align:center">
    <div style="font-size:9pt">Your price for the next 12 months</div>
    <div style="font-size:26pt;font-weight:bold">£1,874.22</div>
    <div style="font-size:8.5pt">You paid £2,106.40 last year · you save £232.18</div>
    <div style="font-size:8.5pt;margin-top:4pt">or £164.95/month for 12 months (£1,979.40)</div>
  </div>
  <table style="width:100%;margin-top:8pt">
    <tr><td>Car</td><td class="r">Vauxhall Corsa 1.2 SE · YE72 KPA</td></tr>
    <tr><td>Starts</td><td class="r">14 Aug 2027</td></tr>
    <tr><td>Driving score</td><td class="r">91 / 100</td></tr>
    <tr><td>Excess</td><td class="r">£500 compulsory + £250 voluntary = £750</td></tr>
  </table>
  <div style="background:#f26b21;color:#fff;text-align:center;padding:8pt;border-radius:20pt;margin-top:8pt;font-weight:bold">Renew now</div>
  <p style="font-size:7pt;color:#777">Prices include IPT. Marmalade is a trading name of Marmalade Network Ltd, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. Tesco Insurance: HTML (photographed upright); a renewal letter giving the Clubcard price the policy renews at and
// the standard price beside it; last year's price and the excess in a panel.
const TESCO = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;border-bottom:2px solid #00539f;padding-bottom:6pt">
    <b style="font-size:18pt;color:#00539f">Tesco Insurance</b><span class="r" style="font-size:8.5pt">Car Insurance<br>PO Box 277, Newcastle upon Tyne NE12 2BU</span></div>
  <p style="margin-top:14pt">Miss Aisha Rahman<br>5 Linden Grove<br>Stockport SK2 6JP</p>
  <p>Policy number: TCI/8802/117430 &nbsp;&nbsp; Date: 28/05/2027</p>
  <p>Dear Miss Rahman,</p>
  <p><b>Your renewal: Clubcard Price £488.19</b></p>
  <p>Your car insurance for your Honda Civic 1.0 VTEC Turbo SR, MW68 HXA, is due to renew on 30/06/2027. Because you
  have a Clubcard, your policy will renew at the Clubcard Price shown below.</p>
  <div style="display:flex;gap:12pt">
    <div class="box" style="flex:1;background:#eef4fb;text-align:center"><div style="font-size:9pt">Clubcard Price</div><div style="font-size:20pt;font-weight:bold">£488.19</div><div style="font-size:8pt">what you'll pay, including IPT</div></div>
    <div class="box" style="flex:1;text-align:center"><div style="font-size:9pt">Standard price</div><div style="font-size:16pt">£513.89</div><div style="font-size:8pt">without a Clubcard</div></div>
    <div class="box" style="flex:1;font-size:9pt"><b>At a glance</b><br>Last year: £461.35<br>Up £26.84<br>Compulsory excess: £300<br>Voluntary excess: £100<br>Total excess: £400</div>
  </div>
  <p>You save £25.70 with your Clubcard. If you're happy with your cover you don't need to do anything.</p>
  <p>Kind regards,<br>Tesco Insurance</p>
  <p style="font-size:7.5pt;color:#666">Tesco Insurance car insurance is arranged by an insurance intermediary authorised and regulated by the Financial Conduct Authority. Clubcard Prices apply to Clubcard members only.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 10. Post Office: HTML (scanned); a renewal letter with a table of ways to pay; the compulsory excess in a small table
// and the voluntary excess and total in a later sentence; the fall stated.
const POST_OFFICE = `
<div style="font-size:10.5pt">
  <div style="display:flex;justify-content:space-between;align-items:center"><b style="font-size:18pt;color:#d4001a">Post Office</b><span style="font-size:10pt">Car Insurance</span></div>
  <p style="margin-top:16pt">Mr Callum Reid<br>11 Braeside Crescent<br>Kirkcaldy KY2 5SE</p>
  <p>Date: 20 August 2027<br>Policy: POC 0592 7716 04</p>
  <p>Dear Mr Reid,</p>
  <p><b>Your renewal for your Seat Arona 1.0 TSI FR – SG21 RWX</b></p>
  <p>Your current policy ends at midnight on 22 September 2027. Your renewed policy starts on 23 September 2027. Your
  renewal premium is £695.50, which is £18.90 less than the £714.40 you are paying this year.</p>
  <table style="width:85%;border:1px solid #999">
    <tr style="background:#eee"><th>How you pay</th><th class="r">Amount</th></tr>
    <tr><td>In full by card</td><td class="r">£695.50</td></tr>
    <tr><td>Monthly by Direct Debit: deposit, then 10 instalments</td><td class="r">£69.48 + 10 × £66.35</td></tr>
    <tr><td>Total if you pay monthly (APR 21.9%, interest £37.48)</td><td class="r">£732.98</td></tr>
  </table>
  <table style="margin-top:8pt">
    <tr><td>Cover</td><td>Comprehensive</td></tr>
    <tr><td>Compulsory excess</td><td>£250</td></tr>
    <tr><td>No claims discount</td><td>5 years</td></tr>
  </table>
  <p>You also chose a voluntary excess of £200, which applies on top of the compulsory excess, so you would pay £450
  towards any claim for damage to your car.</p>
  <p>Yours sincerely,<br>Post Office Car Insurance</p>
  <p style="font-size:7.5pt;color:#666">Post Office Car Insurance is provided by an insurer authorised and regulated by the Financial Conduct Authority. Post Office Limited is an appointed representative.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Virgin Money: HTML; a renewal summary as questions and answers, the figures in the answers; no voluntary excess.
const VIRGIN = `
<div style="font-size:10pt">
  <div style="background:#cc0000;color:#fff;padding:10pt 14pt"><b style="font-size:17pt">Virgin Money</b> <span style="font-size:10pt">Car Insurance</span></div>
  <h2 style="font-size:14pt;margin:12pt 0 2pt">Your renewal summary</h2>
  <p style="color:#555;font-size:9pt;margin-top:0">Prepared for Mr Ewan Fraser · 24 September 2027 · Policy VMC-6170-33982</p>
  <dl style="margin:0">
    <dt style="font-weight:bold;margin-top:10pt">Which car is covered?</dt>
    <dd style="margin:2pt 0 0 0">Your BMW 320d M Sport Touring, registration SA20 FKZ.</dd>
    <dt style="font-weight:bold;margin-top:10pt">When does my new policy start?</dt>
    <dd style="margin:2pt 0 0 0">On 27 October 2027, for 12 months.</dd>
    <dt style="font-weight:bold;margin-top:10pt">How much will it cost?</dt>
    <dd style="margin:2pt 0 0 0">£859.20 for the year, including Insurance Premium Tax. Paying monthly it's 12 payments of £76.14.</dd>
    <dt style="font-weight:bold;margin-top:10pt">How does that compare with last year?</dt>
    <dd style="margin:2pt 0 0 0">Last year you paid £802.15, so it's £57.05 more.</dd>
    <dt style="font-weight:bold;margin-top:10pt">What would I pay if I claimed?</dt>
    <dd style="margin:2pt 0 0 0">The compulsory excess is £350. You haven't chosen a voluntary excess (£0), so your total excess is £350.</dd>
    <dt style="font-weight:bold;margin-top:10pt">What do I need to do?</dt>
    <dd style="margin:2pt 0 0 0">Nothing, if you're happy. We'll renew your policy automatically on 27 October 2027.</dd>
  </dl>
  <p style="font-size:7.5pt;color:#666;margin-top:16pt">Virgin Money Car Insurance is arranged by an insurance intermediary authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. One Call Insurance: HTML; a renewal letter in the left column and an 'At a glance' sidebar on the right with the
// figures; add-ons totalled with the premium in the letter.
const ONE_CALL = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;border-bottom:2px solid #3c1053;padding-bottom:6pt">
    <b style="font-size:18pt;color:#3c1053">One Call Insurance</b><span class="r" style="font-size:8.5pt">Wheatley Hall Road, Doncaster DN2 4PE<br>01302 245 000</span></div>
  <div style="display:grid;grid-template-columns:2fr 1fr;gap:18pt;margin-top:14pt">
    <div>
      <p>Mrs Lauren Pickering<br>88 Sandringham Road<br>Doncaster DN2 5JB</p>
      <p>12 October 2027</p>
      <p>Dear Mrs Pickering,</p>
      <p><b>Your car insurance is due for renewal</b></p>
      <p>We have found you a renewal price for your Audi A3 Sportback 35 TFSI S line. Your cover will continue from
      15 November 2027 unless you tell us otherwise.</p>
      <p>Your premium for the coming year is £1,068.48. Together with your add-ons – Excess Protection £19.99, Motor
      Legal Cover £39.99 and Key Cover £14.99 – the total to pay is £1,143.45.</p>
      <p>You pay a compulsory excess of £400 and a voluntary excess of £250 on any claim for damage to your car.</p>
      <p>Kind regards,<br>Renewals Team</p>
    </div>
    <div class="box" style="background:#f4eff8;font-size:9pt">
      <b style="font-size:11pt">At a glance</b>
      <table style="width:100%;margin-top:4pt">
        <tr><td>Policy no.</td><td class="r">OC/PC/7703155</td></tr>
        <tr><td>Vehicle</td><td class="r">DN21 ZRP</td></tr>
        <tr><td>Renews</td><td class="r">15/11/2027</td></tr>
        <tr><td>New premium</td><td class="r"><b>£1,068.48</b></td></tr>
        <tr><td>Current premium</td><td class="r">£1,015.60</td></tr>
        <tr><td>Difference</td><td class="r">+£52.88</td></tr>
        <tr><td>Total excess</td><td class="r">£650</td></tr>
      </table>
    </div>
  </div>
  <p style="font-size:7.5pt;color:#666;margin-top:16pt">One Call Insurance Services Limited is authorised and regulated by the Financial Conduct Authority. Prices include Insurance Premium Tax.</p>
</div>`;

export const FRESH_NOTICES_55: FreshNotice[] = [
  {
    name: 'sheilas-wheels',
    html: SHEILAS,
    expected: {
      renewalDate: '2027-01-16',
      insurer: "Sheilas' Wheels",
      policyNumber: 'SWC 2104 4578 12',
      registrationNumber: 'RV71KHE',
      renewalPremium: '623.48',
      previousPremium: '579.90',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'sainsburys-bank',
    html: SAINSBURYS,
    photo: true,
    expected: {
      renewalDate: '2027-02-08',
      insurer: "Sainsbury's Bank",
      policyNumber: 'SBC 7441 8206',
      registrationNumber: 'LK70FOD',
      renewalPremium: '534.60',
      previousPremium: '498.20',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'peoples-choice',
    html: PEOPLES_CHOICE,
    expected: {
      renewalDate: '2027-04-02',
      insurer: "People's Choice",
      policyNumber: 'PC/MT/40581762',
      registrationNumber: 'DY69ZKT',
      renewalPremium: '712.36',
      previousPremium: '689.20',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'swinton',
    html: '',
    draw: drawSwinton,
    scan: true,
    expected: {
      renewalDate: '2027-03-19',
      insurer: 'Swinton',
      policyNumber: 'SWI/PM/50839271',
      registrationNumber: 'BF22UOH',
      renewalPremium: '701.95',
      previousPremium: '655.80',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },
  {
    name: 'policy-expert',
    html: POLICY_EXPERT,
    expected: {
      renewalDate: '2027-04-22',
      insurer: 'Policy Expert',
      policyNumber: 'PEM-3001-8852',
      registrationNumber: 'KX20NBV',
      renewalPremium: '548.06',
      previousPremium: '521.34',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'rac',
    html: RAC,
    scan: true,
    expected: {
      renewalDate: '2027-05-06',
      insurer: 'RAC',
      policyNumber: 'RAC/MTR/1180734',
      registrationNumber: 'CE19WLN',
      renewalPremium: '1184.50',
      previousPremium: '1096.75',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'towergate',
    html: '',
    draw: drawTowergate,
    expected: {
      renewalDate: '2027-07-01',
      insurer: 'Towergate',
      policyNumber: 'TG/PC/00882346',
      registrationNumber: 'WR68TCY',
      renewalPremium: '634.91',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
  {
    name: 'marmalade',
    html: MARMALADE,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-08-14',
      insurer: 'Marmalade',
      policyNumber: 'MML-2210-48871',
      registrationNumber: 'YE72KPA',
      renewalPremium: '1874.22',
      previousPremium: '2106.40',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    name: 'tesco',
    html: TESCO,
    photo: true,
    expected: {
      renewalDate: '2027-06-30',
      insurer: 'Tesco Insurance',
      policyNumber: 'TCI/8802/117430',
      registrationNumber: 'MW68HXA',
      renewalPremium: '488.19',
      previousPremium: '461.35',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },
  {
    name: 'post-office',
    html: POST_OFFICE,
    scan: true,
    expected: {
      renewalDate: '2027-09-23',
      insurer: 'Post Office',
      policyNumber: 'POC 0592 7716 04',
      registrationNumber: 'SG21RWX',
      renewalPremium: '695.50',
      previousPremium: '714.40',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    name: 'virgin-money',
    html: VIRGIN,
    expected: {
      renewalDate: '2027-10-27',
      insurer: 'Virgin Money',
      policyNumber: 'VMC-6170-33982',
      registrationNumber: 'SA20FKZ',
      renewalPremium: '859.20',
      previousPremium: '802.15',
      compulsoryExcess: '350',
      voluntaryExcess: '0',
      totalExcess: '350',
    },
  },
  {
    name: 'one-call',
    html: ONE_CALL,
    expected: {
      renewalDate: '2027-11-15',
      insurer: 'One Call Insurance',
      policyNumber: 'OC/PC/7703155',
      registrationNumber: 'DN21ZRP',
      renewalPremium: '1068.48',
      previousPremium: '1015.60',
      compulsoryExcess: '400',
      voluntaryExcess: '250',
      totalExcess: '650',
    },
  },
];
