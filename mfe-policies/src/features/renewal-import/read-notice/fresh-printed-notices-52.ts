// Set 52 (issue 47): twelve renewal notices written afresh, in layouts the earlier sets had little of, each from a UK
// private-car brand whose name begins with A to L: an auto-renewal confirmation email as Outlook prints it (Direct
// Line); a broker's renewal quotation with a price-match discount line, drawn by pdfkit (Dial Direct); a two-column
// letter with every figure in a side panel (Age Co, scanned); a classic car renewal schedule with agreed value,
// conditions and endorsements, drawn by pdfkit, last year's price not stated (Carole Nash); a young driver's telematics
// renewal schedule with its box conditions (Carrot, photographed); a letter with an FCA-style 'last year you paid /
// this year' box and the excess split across two sentences (Churchill); a bank's online-banking insurance page saved as
// PDF (Barclays); a supermarket insurance account page, auto-renewal (Asda Money, photographed sideways); a printed
// broker's renewal letter with a handwritten note and a RECEIVED stamp beside it (Lorica, scanned); a broker's debit
// note with IPT, a broker fee and the amount due, no total excess stated (Howden); a renewal schedule with a loyalty
// discount line and an excess table by kind of claim (Allianz); a renewal email as Gmail prints it, instalments and
// add-ons beside the annual price (Kwik Fit Insurance).
// Every brand here was used by an earlier set; each is in a layout unlike its earlier ones (see the test file's header).
// Two drawn by pdfkit, ten printed from HTML by Chromium; two scanned and two photographed (one sideways).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Direct Line
  ['direct-line change', [517.35, 36.45], 553.8],
  ['direct-line monthly', [12 * 49.12], 589.44],
  ['direct-line credit', [553.8, 35.64], 589.44],
  ['direct-line excess', [250, 250], 500],
  // 2. Dial Direct
  ['dial-direct price match', [653.75, 58.65], 712.4],
  ['dial-direct ipt', [(653.75 * 12) / 112], 70.04],
  ['dial-direct change', [653.75, 35.45], 689.2],
  ['dial-direct excess', [300, 200], 500],
  // 3. Age Co
  ['age-co fall', [398.64, 13.46], 412.1],
  ['age-co excess', [150, 100], 250],
  // 4. Carole Nash
  ['carole-nash ipt', [186.16 * 0.12], 22.34],
  ['carole-nash total', [186.16, 22.34], 208.5],
  ['carole-nash excess', [100, 150], 250],
  // 5. Carrot
  ['carrot fall', [1286.4, 288.5], 1574.9],
  ['carrot excess', [350, 250], 600],
  ['carrot monthly', [12 * 112.54], 1350.48],
  ['carrot credit', [1286.4, 64.08], 1350.48],
  // 6. Churchill
  ['churchill change', [684.25, 47.35], 731.6],
  ['churchill extras', [731.6, 29.5], 761.1],
  ['churchill excess', [100, 250], 350],
  // 7. Barclays
  ['barclays change', [799.9, 42.26], 842.16],
  ['barclays monthly', [12 * 74.2], 890.4],
  ['barclays excess', [200, 300], 500],
  // 8. Asda Money
  ['asda change', [452.3, 15.65], 467.95],
  ['asda excess', [250, 100], 350],
  // 9. Lorica
  ['lorica change', [611.75, 17.65], 629.4],
  ['lorica excess', [250, 250], 500],
  // 10. Howden
  ['howden ipt', [780 * 0.12], 93.6],
  ['howden due', [780, 93.6, 35], 908.6],
  // 11. Allianz
  ['allianz loyalty', [649.48, 52.66], 702.14],
  ['allianz change', [649.48, 11.82], 661.3],
  ['allianz excess', [300, 200], 500],
  ['allianz fire theft excess', [300, 200], 500],
  // 12. Kwik Fit Insurance
  ['kwik-fit ipt', [(512.87 * 12) / 112], 54.95],
  ['kwik-fit change', [498, 14.87], 512.87],
  ['kwik-fit monthly', [12 * 45.13], 541.56],
  ['kwik-fit add-ons', [512.87, 39.99, 19.99], 572.85],
  ['kwik-fit excess', [250, 200], 450],
];
checkSums('set 52', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Direct Line: HTML; an auto-renewal confirmation email as Outlook prints it; monthly payments beside the annual price.
const DIRECT_LINE = `
<div style="font:10pt/1.4 Calibri,Carlito,Arial,sans-serif">
  <div style="font-size:14pt;font-weight:bold;border-bottom:2px solid #000;padding-bottom:3pt">Priya Raman</div>
  <table style="margin-top:8pt;font-size:9.5pt">
    <tr><td><b>From:</b></td><td>Direct Line &lt;yourpolicy@directline.example&gt;</td></tr>
    <tr><td><b>Sent:</b></td><td>Monday, January 11, 2027 8:03 AM</td></tr>
    <tr><td><b>To:</b></td><td>priya.raman@example.co.uk</td></tr>
    <tr><td><b>Subject:</b></td><td>Nothing to do – your car insurance renews automatically</td></tr>
  </table>
  <hr>
  <div style="background:#d2001e;color:#fff;padding:8pt 10pt;font-size:15pt;font-weight:bold;margin-top:8pt">DIRECT LINE</div>
  <p style="font-size:13pt;margin:12pt 0 4pt"><b>We'll renew your car insurance automatically on 8 February 2027</b></p>
  <p>Hi Priya,</p>
  <p>Thanks for being with us. Your cover for the Skoda Octavia Estate 1.5 TSI SE L (YD19 KFW) carries on without a break:
  you don't need to call us or do anything online. Policy number: <b>DLM 2209 6613</b>.</p>
  <table style="width:100%;margin:6pt 0;border:1px solid #ccc">
    <tr style="background:#f2f2f2"><td style="padding-left:6pt"><b>Your price for the year ahead</b></td><td class="r"><b>£553.80</b></td></tr>
    <tr><td style="padding-left:6pt">What you paid for the year now ending</td><td class="r">£517.35</td></tr>
    <tr><td style="padding-left:6pt">Difference</td><td class="r">up £36.45</td></tr>
  </table>
  <p style="font-size:9pt">Prices include Insurance Premium Tax. As you pay monthly, you'll pay 12 instalments of £49.12 by Direct Debit from
  8 February 2027 – £589.44 in total, which includes £35.64 interest (representative APR 12.9%).</p>
  <p>Your excess for accident, fire or theft claims is £500 – that's £250 compulsory and £250 voluntary, the same as this year.</p>
  <p>Want to change something first? Log in to My Account or call 0345 246 8704 before 8 February 2027.</p>
  <p>Thanks,<br>The Direct Line Car Insurance team</p>
  <p style="font-size:7.5pt;color:#666">Direct Line is a trading name of U K Insurance Limited. Authorised by the Prudential Regulation Authority and
  regulated by the Financial Conduct Authority and the Prudential Regulation Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. Dial Direct: drawn by pdfkit; a broker's renewal quotation with a price-match discount line and the IPT inside.
function drawDialDirect(doc: Doc): void {
  const left = 56;
  const right = 539;
  doc.rect(0, 0, 595.28, 70).fill('#ffcc00');
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#1a1a1a');
  put(doc, 'dial direct', left, 24);
  doc.font('Helvetica').fontSize(8.5);
  putRight(doc, 'Car insurance renewals', right, 26);
  putRight(doc, '0333 043 2210', right, 38);
  doc.fillColor('black').fontSize(10);
  ['Mr Callum Fraser', '41 Glenfield Road', 'Kilmarnock', 'KA1 2JD'].forEach((line, index) => put(doc, line, left, 100 + index * 13));
  const refs: [string, string][] = [
    ['Date', '16 February 2027'],
    ['Policy number', 'DDP-1746620'],
    ['Registration', 'SK67 HVU'],
  ];
  refs.forEach(([label, value], index) => {
    put(doc, label, 360, 100 + index * 13);
    putRight(doc, value, right, 100 + index * 13);
  });
  let y = 178;
  doc.font('Helvetica-Bold').fontSize(13);
  put(doc, 'Your renewal quotation', left, y);
  y += 24;
  doc.font('Helvetica').fontSize(10);
  para(
    doc,
    'Dear Mr Fraser, your car insurance for the Nissan Qashqai 1.3 DIG-T N-Connecta is due for renewal on 19/03/2027. You told us about a ' +
      'cheaper like-for-like quote you had found, so we have matched it. Here is how your renewal price is made up.',
    left,
    y,
    right - left,
    2,
  );
  y = doc.y + 14;
  const rows: [string, string, boolean][] = [
    ['Renewal premium before price match', '£712.40', false],
    ['Price match discount', '-£58.65', false],
    ['Your renewal premium', '£653.75', true],
    ["Last year's premium", '£689.20', false],
  ];
  doc.moveTo(left, y - 4).lineTo(right, y - 4).lineWidth(0.6).stroke('#999999');
  for (const [label, value, bold] of rows) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10.5);
    if (bold) doc.rect(left, y - 3, right - left, 18).fill('#fff5cc').fillColor('black');
    put(doc, label, left + 4, y);
    putRight(doc, value, right - 4, y);
    y += 20;
  }
  doc.moveTo(left, y - 4).lineTo(right, y - 4).lineWidth(0.6).stroke('#999999');
  y += 6;
  doc.font('Helvetica').fontSize(9.5);
  para(doc, 'Your renewal premium includes Insurance Premium Tax of £70.04. It is £35.45 less than you paid last year.', left, y, right - left, 2);
  y = doc.y + 14;
  doc.font('Helvetica-Bold').fontSize(10.5);
  put(doc, 'Excesses', left, y);
  y += 18;
  doc.font('Helvetica').fontSize(10);
  const excess: [string, string][] = [
    ['Compulsory excess', '£300'],
    ['Voluntary excess', '£200'],
    ['Total excess', '£500'],
    ['Additional excess if a driver under 25 is driving', '£250'],
  ];
  for (const [label, value] of excess) {
    put(doc, label, left + 4, y);
    putRight(doc, value, 330, y);
    y += 15;
  }
  y += 12;
  para(
    doc,
    'To accept, call us or renew online before 19/03/2027. The price match applies to this renewal only and is based on the quote you ' +
      'sent us on 12 February 2027, which we have checked is for the same cover, excess and drivers.',
    left,
    y,
    right - left,
    2,
  );
  doc.fontSize(7).fillColor('#555555');
  para(
    doc,
    'Dial Direct is a trading name of Atlanta Insurance Intermediaries Limited, authorised and regulated by the Financial Conduct ' +
      'Authority. We act as your agent in arranging this insurance.',
    left,
    770,
    right - left,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Age Co: HTML (scanned); a two-column letter, the figures in a side panel on the right, the price down.
const AGE_CO = `
<div style="font:10.5pt/1.5 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <span style="font:bold 22pt Georgia,serif;color:#5a2a82">Age Co</span><span style="font-size:9pt;color:#5a2a82">Car Insurance</span></div>
  <div style="display:grid;grid-template-columns:1fr 190pt;gap:22pt;margin-top:20pt">
    <div>
      <p>Mrs Margaret Holloway<br>7 Chestnut Close<br>Wellingborough<br>NN8 3TB</p>
      <p>5 March 2027</p>
      <p><b>It's nearly time to renew your car insurance</b></p>
      <p>Dear Mrs Holloway,</p>
      <p>Thank you for insuring your car with Age Co. Your renewal details are in the panel on the right. We are pleased to
      tell you your premium has gone down by £13.46 this year.</p>
      <p>If you would like to carry on with us, there is nothing you need to do. We will renew your policy and collect the premium
      using the payment details we hold.</p>
      <p>Please check the details carefully. If anything is wrong, or if you have any questions, please call us on 0800 169 1852.
      Our UK-based team is happy to take its time with you.</p>
      <p>Yours sincerely,</p>
      <p style="margin-top:24pt">Helen Marsh<br>Customer Services Manager</p>
    </div>
    <div style="background:#efe8f5;padding:10pt;font-size:9.5pt">
      <div style="font-weight:bold;font-size:11pt;color:#5a2a82;margin-bottom:6pt">Your renewal at a glance</div>
      <div>Renewal date</div><div style="font-weight:bold;margin-bottom:6pt">2 April 2027</div>
      <div>Policy number</div><div style="font-weight:bold;margin-bottom:6pt">AGC/M/4471902</div>
      <div>Your car</div><div style="font-weight:bold;margin-bottom:6pt">Honda Jazz 1.5 i-MMD EX<br>BD70 NXP</div>
      <div>This year's premium</div><div style="font-weight:bold;font-size:14pt;margin-bottom:6pt">£398.64</div>
      <div>Last year's premium</div><div style="font-weight:bold;margin-bottom:6pt">£412.10</div>
      <div style="border-top:1px solid #5a2a82;padding-top:6pt">Excesses</div>
      <table style="font-size:9.5pt;width:100%"><tr><td>Compulsory</td><td class="r">£150</td></tr>
      <tr><td>Voluntary</td><td class="r">£100</td></tr><tr><td><b>Total</b></td><td class="r"><b>£250</b></td></tr></table>
      <div style="font-size:8pt;margin-top:6pt">Premiums include Insurance Premium Tax.</div>
    </div>
  </div>
  <p style="font-size:7.5pt;color:#666;margin-top:36pt">Age Co Car Insurance is arranged by Age Co Limited. Age Co is a trading name of Age UK Enterprises
  Limited, an appointed representative of an FCA-authorised firm.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. Carole Nash: drawn by pdfkit; a classic car renewal schedule: agreed value, limited mileage, conditions and
// endorsements; net premium and IPT; last year's price not stated.
function drawCaroleNash(doc: Doc): void {
  const left = 54;
  const right = 541;
  doc.font('Times-Bold').fontSize(20).fillColor('#0b2d52');
  put(doc, 'Carole Nash', left, 44);
  doc.font('Times-Italic').fontSize(9.5);
  put(doc, 'Classic Car Insurance', left, 68);
  doc.font('Times-Roman').fontSize(8.5).fillColor('#333333');
  putRight(doc, 'Trafford House, Chester Road', right, 46);
  putRight(doc, 'Manchester M32 0RS', right, 57);
  doc.fillColor('black').font('Times-Bold').fontSize(12.5);
  put(doc, 'RENEWAL SCHEDULE – CLASSIC VEHICLE', left, 104);
  doc.font('Times-Roman').fontSize(9);
  put(doc, 'Date of issue: 9 April 2027. This schedule replaces any previous schedule.', left, 121);
  const rows: [string, string][] = [
    ['Policyholder', 'Mr Geoffrey Lund'],
    ['Policy number', 'CN/CL/0937715'],
    ['Period of insurance', 'From 14 May 2027 to 13 May 2028 (both days inclusive)'],
    ['Vehicle', '1972 MGB GT 1.8'],
    ['Registration mark', 'RHX 512K'],
    ['Agreed value', '£14,500'],
    ['Cover', 'Comprehensive, limited mileage'],
    ['Annual mileage limit', '3,000 miles'],
    ['Drivers', 'Policyholder and Mrs Anne Lund'],
  ];
  let y = 146;
  doc.fontSize(10);
  for (const [label, value] of rows) {
    doc.font('Times-Bold');
    put(doc, label, left, y);
    doc.font('Times-Roman');
    put(doc, value, left + 150, y);
    y += 16;
  }
  y += 8;
  doc.font('Times-Bold').fontSize(10.5);
  put(doc, 'Premium', left, y);
  put(doc, 'Excesses (accidental damage, fire and theft)', 300, y);
  y += 16;
  doc.font('Times-Roman').fontSize(10);
  const premium: [string, string][] = [
    ['Net premium', '£186.16'],
    ['IPT at 12%', '£22.34'],
    ['Total payable', '£208.50'],
  ];
  const excess: [string, string][] = [
    ['Compulsory', '£100'],
    ['Voluntary', '£150'],
    ['Total', '£250'],
  ];
  premium.forEach(([label, value], index) => {
    put(doc, label, left, y + index * 15);
    putRight(doc, value, 250, y + index * 15);
  });
  excess.forEach(([label, value], index) => {
    put(doc, label, 300, y + index * 15);
    putRight(doc, value, 480, y + index * 15);
  });
  y += 56;
  doc.font('Times-Bold').fontSize(10.5);
  put(doc, 'Conditions and endorsements applying to this policy', left, y);
  y += 16;
  doc.font('Times-Roman').fontSize(9.5);
  const clauses = [
    'C1 Garaging. The vehicle must be kept in a locked private garage between 10pm and 6am.',
    'C2 Limited mileage. Cover is limited to 3,000 miles in the period of insurance. You must tell us the odometer reading at any claim.',
    'C3 Club membership. You must remain a member of the MG Owners Club throughout the period of insurance.',
    'C4 Other vehicle. You must have another vehicle available for everyday use.',
    'E12 Agreed value. In the event of a total loss we will pay the agreed value shown above, which must be reviewed at least every three years.',
    'E20 Spare parts. Spare parts are covered up to £500, less the compulsory excess.',
  ];
  for (const clause of clauses) {
    para(doc, clause, left, y, right - left, 1.5);
    y = doc.y + 5;
  }
  y += 8;
  para(
    doc,
    'The total payable will be collected by Direct Debit on or after 14 May 2027 unless you tell us you do not wish to renew.',
    left,
    y,
    right - left,
    1.5,
  );
  doc.fontSize(7).fillColor('#555555');
  para(
    doc,
    'Carole Nash is a trading name of Carole Nash Insurance Consultants Ltd, authorised and regulated by the Financial Conduct Authority. ' +
      'This schedule must be read with your policy wording and certificate of motor insurance.',
    left,
    772,
    right - left,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Carrot: HTML (photographed); a young driver's telematics renewal schedule with the box's conditions, the price
// down, monthly beside it.
const CARROT = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #f47b20;padding-bottom:6pt">
    <b style="font-size:24pt;color:#f47b20">carrot</b><span style="font-size:9pt">Telematics car insurance · Renewal schedule</span></div>
  <p style="margin-top:12pt">Issued to: <b>Mr Tyler Webb</b>, 3 Park View, Rotherham S60 2LQ · Issued 28 May 2027</p>
  <table style="width:100%">
    <tr><td style="width:40%">Policy reference</td><td><b>CRT-TEL-2290376</b></td></tr>
    <tr><td>Renewal date</td><td><b>27 June 2027</b></td></tr>
    <tr><td>Vehicle</td><td>Vauxhall Corsa 1.2 SE, registration <b>FY16 OHB</b></td></tr>
    <tr><td>Telematics device</td><td>Self-install box, serial 8841-22-0917</td></tr>
    <tr><td>Your driving score (last 12 months)</td><td>86 / 100</td></tr>
  </table>
  <div class="box" style="margin:10pt 0;background:#fff4ea">
    <b>Your renewal premium: £1,286.40</b> for the year, including IPT.<br>
    Your premium last year: £1,574.90. Good driving has brought it down by £288.50.<br>
    <span style="font-size:9pt">Or pay monthly: 12 payments of £112.54 (total £1,350.48, including interest of £64.08, APR 9.9%).</span>
  </div>
  <table style="width:60%">
    <tr><td>Compulsory excess</td><td class="r">£350</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
    <tr><td><b>Total excess</b></td><td class="r"><b>£600</b></td></tr>
  </table>
  <p><b>Telematics conditions</b></p>
  <ol style="font-size:9pt;margin-top:0">
    <li>The telematics box must stay fitted and powered. If it is disconnected for more than 7 days we may cancel your policy.</li>
    <li>Any claim while the box is not recording is subject to an additional excess of £250.</li>
    <li>You must not let anyone not named on the schedule drive the car.</li>
    <li>Your driving data is used to set your renewal premium and to earn Carrot rewards.</li>
  </ol>
  <p style="font-size:9pt">We'll renew automatically on 27 June 2027 unless you tell us otherwise.</p>
  <p style="font-size:7.5pt;color:#666">Carrot Insurance is a trading name of Carrot Risk Technologies Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. Churchill: HTML; a renewal letter with an FCA-style 'last year you paid / this year' box; the excess split
// across two sentences; an extra priced apart with a total.
const CHURCHILL = `
<div style="font:10.5pt/1.45 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between">
    <b style="font-size:20pt;color:#003087">Churchill</b>
    <div class="r" style="font-size:8.5pt">Churchill Car Insurance<br>PO Box 1043, Bristol<br>0345 877 6680</div></div>
  <p style="margin-top:18pt">Ms Rebecca Oduya<br>18 Lowther Street<br>Carlisle<br>CA3 8DA</p>
  <p>Date: 25 January 2027<br>Your policy number: CHM/40219877<br>Car: Ford Fiesta 1.0 EcoBoost Titanium, EA21 RZK</p>
  <p><b>Your car insurance renews on 1st March 2027</b></p>
  <p>Dear Ms Oduya,</p>
  <p>Thank you for choosing Churchill. Your renewal documents are enclosed. We'll renew your policy automatically unless you tell us not to.</p>
  <div style="border:2px solid #003087;padding:8pt;margin:10pt 0;width:70%">
    <table style="width:100%;font-size:11pt">
      <tr><td>Last year you paid</td><td class="r">£684.25</td></tr>
      <tr><td><b>This year you'll pay</b></td><td class="r"><b>£731.60</b></td></tr>
    </table>
    <div style="font-size:8.5pt">These prices are for your car insurance only and include Insurance Premium Tax. They don't include optional extras.</div>
  </div>
  <p>You've also chosen Motor Legal Protection at £29.50, so your total to pay for the year is £761.10.</p>
  <p>You'll pay the first £100 of any claim for damage to your car, which is your compulsory excess. On top of this you chose a
  voluntary excess of £250, so for most claims your total excess is £350.</p>
  <p>Please read your documents and tell us about anything that's changed. It's worth shopping around to make sure you're getting the right cover at the right price.</p>
  <p>Yours sincerely,<br><br>Mark Holt<br>Head of Customer Service</p>
  <p style="font-size:7.5pt;color:#666">Churchill is a trading name of U K Insurance Limited. Authorised by the Prudential Regulation Authority and regulated
  by the Financial Conduct Authority and the Prudential Regulation Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 7. Barclays: HTML; a page of a bank's online banking, the car insurance tab, saved as PDF with the browser's lines.
const BARCLAYS = `
<div style="font-size:9.5pt">
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#666"><span>14/12/2026, 21:17</span><span>Barclays Online Banking – Insurance</span></div>
  <div style="background:#00395d;color:#fff;padding:8pt 10pt;margin-top:6pt;display:flex;justify-content:space-between">
    <b style="font-size:15pt">BARCLAYS</b><span style="font-size:8.5pt">Accounts · Payments · Insurance · Products · Log out</span></div>
  <div style="color:#555;margin:8pt 0;font-size:8.5pt">Home › Insurance › Car insurance</div>
  <div style="font-size:15pt;margin-bottom:6pt">Car insurance – Mr Jonathan Pryce</div>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12pt">
    <div style="border:1px solid #ccd;padding:8pt">
      <div style="color:#00395d;font-weight:bold">Policy</div>
      <div>Policy number BCI 7783 1042</div>
      <div>Peugeot 2008 1.2 PureTech Allure – LT18 WPX</div>
      <div>Renews 23 Jan 2027</div>
    </div>
    <div style="border:1px solid #ccd;padding:8pt">
      <div style="color:#00395d;font-weight:bold">Renewal price</div>
      <div style="font-size:16pt;font-weight:bold">£842.16 a year</div>
      <div>or £74.20 a month (12 payments, total £890.40)</div>
      <div style="font-size:8.5pt;color:#555">Current price £799.90 · up £42.26</div>
    </div>
  </div>
  <div style="border:1px solid #ccd;padding:8pt;margin-top:12pt">
    <div style="color:#00395d;font-weight:bold">Excess</div>
    <div>£200 compulsory + £300 voluntary = £500 total</div>
  </div>
  <div style="margin-top:12pt">
    <span style="background:#007eb6;color:#fff;padding:5pt 10pt">Renew now</span>
    <span style="border:1px solid #007eb6;padding:5pt 10pt;margin-left:8pt">View documents</span>
    <span style="border:1px solid #007eb6;padding:5pt 10pt;margin-left:8pt">Make a change</span>
  </div>
  <p style="font-size:8pt;color:#555;margin-top:16pt">Barclays Car Insurance is arranged by Barclays Bank UK PLC and underwritten by a panel of insurers.
  Prices include Insurance Premium Tax.</p>
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#666;margin-top:260pt"><span>https://bank.barclays.example/olb/insurance/car/renewal</span><span>1/1</span></div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. Asda Money: HTML (photographed sideways); a supermarket's insurance account page, auto-renewal, tiles.
const tile = (label: string, value: string) =>
  `<div style="border:1px solid #cfe3c4;border-radius:6pt;padding:8pt"><div style="font-size:8.5pt;color:#555">${label}</div><div style="font-size:14pt;font-weight:bold">${value}</div></div>`;
const ASDA = `
<div style="font-size:10pt">
  <div style="background:#78be20;color:#fff;padding:10pt;display:flex;justify-content:space-between;align-items:center">
    <b style="font-size:18pt">ASDA Money</b><span>My account</span></div>
  <p style="font-size:14pt;margin:12pt 0 2pt">Hello Sophie, your car insurance auto-renews on 05/06/2027</p>
  <p style="margin:0 0 10pt;color:#555">Policy ASM-C-3390715 · Toyota Aygo X 1.0 Edge · NX20 TPO</p>
  <div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:10pt">
    ${tile('Renewal price (incl. IPT)', '£467.95')}
    ${tile('Last year', '£452.30')}
    ${tile('Change', '+£15.65')}
    ${tile('Compulsory excess', '£250')}
    ${tile('Voluntary excess', '£100')}
    ${tile('Total excess', '£350')}
  </div>
  <p style="margin-top:12pt">Renewing with us? We'll add £10 to your Asda Rewards Cashpot once your policy renews.</p>
  <p>You don't need to do anything. If you'd rather not renew, turn off auto-renewal before 05/06/2027.</p>
  <p style="font-size:7.5pt;color:#666">Asda Money car insurance is arranged and administered by an FCA-authorised partner. Asda Money is a trading name of Asda Stores Ltd.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. Lorica: HTML (scanned); a printed broker's renewal letter with a handwritten note and a RECEIVED stamp beside it.
const LORICA = `
<div style="font:10pt/1.45 Arial,sans-serif;position:relative">
  <div style="border-bottom:2px solid #0a4d68;padding-bottom:6pt"><b style="font-size:20pt;color:#0a4d68">LORICA</b>
    <span style="font-size:9pt;color:#0a4d68"> Insurance Brokers · York</span></div>
  <div style="position:absolute;right:0;top:54pt;transform:rotate(-9deg);border:3px double #b0302a;color:#b0302a;padding:4pt 10pt;font:bold 13pt 'Courier New',monospace;text-align:center">RECEIVED<br><span style="font-size:10pt">14 APR 2027</span></div>
  <p style="margin-top:16pt">Mrs Joanne Dixon<br>26 Tadcaster Road<br>York<br>YO24 1LR</p>
  <p>8 April 2027</p>
  <p><b>Private car insurance renewal – policy LOR/PM/662019</b></p>
  <p>Dear Mrs Dixon,</p>
  <p>Your policy for the Mazda CX-5 2.0 Sport, registration YK66 ZRT, falls due for renewal on 30 April 2027. Your insurer has offered
  renewal on the following terms:</p>
  <table style="width:75%;border:1px solid #999">
    <tr style="background:#e3eef2"><th>&nbsp;</th><th class="r">Renewal</th><th class="r">Expiring</th></tr>
    <tr><td>Premium (including IPT)</td><td class="r">£629.40</td><td class="r">£611.75</td></tr>
    <tr><td>Compulsory excess</td><td class="r">£250</td><td class="r">£250</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£250</td><td class="r">£250</td></tr>
    <tr><td>Total excess</td><td class="r">£500</td><td class="r">£500</td></tr>
  </table>
  <p>Please let us know by 30 April 2027 if you wish to renew, and tell us of any changes to your circumstances.</p>
  <p>Yours sincerely,<br><br>James Bell<br>Account Executive</p>
  <div style="margin:18pt 0 0 180pt;transform:rotate(-4deg);font:italic 15pt/1.3 'Segoe Script','Bradley Hand','URW Chancery L','Z003',cursive;color:#1c3f94">
    Mrs D rang 12/4 – ok to renew,<br>pd by card over phone. JB</div>
  <p style="font-size:7.5pt;color:#666;margin-top:36pt">Lorica Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 10. Howden: HTML; a broker's debit note: premium, IPT, broker fee, amount due; the excesses but no total stated.
const HOWDEN = `
<div style="font-size:9.8pt">
  <div style="display:flex;justify-content:space-between;align-items:flex-start">
    <div><b style="font-size:20pt;letter-spacing:1pt">HOWDEN</b><br><span style="font-size:8.5pt">Personal Lines · Loughborough branch</span></div>
    <div class="r" style="font-size:16pt;font-weight:bold">DEBIT NOTE</div></div>
  <table style="width:100%;margin-top:14pt">
    <tr><td style="width:50%">Mr Arjun Patel<br>9 Forest Road<br>Loughborough<br>LE11 3NP</td>
    <td><table>
      <tr><td>Debit note no.</td><td>DN27/118734</td></tr>
      <tr><td>Date</td><td>08/02/2027</td></tr>
      <tr><td>Client no.</td><td>PATE0417</td></tr>
      <tr><td>Policy no.</td><td>HOW/PMC/5509281</td></tr>
    </table></td></tr>
  </table>
  <table style="width:100%;margin-top:12pt;border-top:1px solid #000;border-bottom:1px solid #000">
    <tr><td style="width:30%">Transaction</td><td>Renewal</td></tr>
    <tr><td>Class of business</td><td>Private Car – Comprehensive</td></tr>
    <tr><td>Period</td><td>01/03/2027 to 28/02/2028</td></tr>
    <tr><td>Vehicle</td><td>BMW 320d M Sport Touring, KP69 DXA</td></tr>
    <tr><td>Excesses</td><td>Compulsory £350; Voluntary £150</td></tr>
  </table>
  <table style="width:60%;margin:12pt 0 0 auto">
    <tr><td>Premium</td><td class="r">£780.00</td></tr>
    <tr><td>Insurance Premium Tax @ 12%</td><td class="r">£93.60</td></tr>
    <tr><td>Broker fee</td><td class="r">£35.00</td></tr>
    <tr style="border-top:1px solid #000"><td><b>Amount due</b></td><td class="r"><b>£908.60</b></td></tr>
  </table>
  <p style="margin-top:14pt">Payment is due by 01/03/2027. Previous period: £876.20 (premium, IPT and fee).</p>
  <p style="font-size:8.5pt">Please pay by card on 01509 614 200 or by bank transfer quoting the debit note number. If you pay by instalments through our
  premium finance provider, a separate credit agreement will be sent.</p>
  <p style="font-size:7.5pt;color:#666;margin-top:40pt">Howden is a trading name of Howden Insurance Brokers Limited, authorised and regulated by the Financial
  Conduct Authority. Our broker fee is not refundable.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Allianz: HTML; a renewal schedule with a loyalty discount line and an excess table by kind of claim.
const ALLIANZ = `
<div style="font-size:9.8pt">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #003781;padding-bottom:6pt">
    <b style="font-size:20pt;color:#003781">Allianz</b><span style="font-size:9pt">Car Insurance · Renewal schedule</span></div>
  <table style="margin-top:12pt">
    <tr><td>Policyholder</td><td>Mr Owen Prichard</td></tr>
    <tr><td>Policy number</td><td>AZM 30918475</td></tr>
    <tr><td>Renewal date</td><td>12-Jul-2027</td></tr>
    <tr><td>Vehicle</td><td>Volvo XC40 B4 Plus (GU17 BNE)</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
  </table>
  <p style="font-weight:bold;margin:12pt 0 4pt">How your premium is worked out</p>
  <table style="width:65%;border-top:1px solid #999;border-bottom:1px solid #999">
    <tr><td>Standard premium</td><td class="r">£702.14</td></tr>
    <tr><td>Loyalty discount (5 years with us)</td><td class="r">– £52.66</td></tr>
    <tr><td><b>Renewal premium (incl. IPT)</b></td><td class="r"><b>£649.48</b></td></tr>
    <tr><td>Premium for the year now ending</td><td class="r">£661.30</td></tr>
  </table>
  <p style="font-weight:bold;margin:12pt 0 4pt">Excesses</p>
  <table style="width:80%;border:1px solid #999">
    <tr style="background:#e8eef7"><th>&nbsp;</th><th class="r">Accidental damage</th><th class="r">Fire and theft</th><th class="r">Windscreen</th></tr>
    <tr><td>Compulsory</td><td class="r">£300</td><td class="r">£300</td><td class="r">£100</td></tr>
    <tr><td>Voluntary</td><td class="r">£200</td><td class="r">£200</td><td class="r">nil</td></tr>
    <tr><td><b>Total</b></td><td class="r"><b>£500</b></td><td class="r"><b>£500</b></td><td class="r"><b>£100</b></td></tr>
  </table>
  <p style="font-size:9pt;margin-top:12pt">Endorsements: 001 Approved repairer. 015 Named drivers only: Mr Owen Prichard, Mrs Carys Prichard.</p>
  <p style="font-size:9pt">Your premium will be collected in full on 12-Jul-2027 from the account we hold. The loyalty discount is reviewed each year.</p>
  <p style="font-size:7.5pt;color:#666;margin-top:30pt">Allianz Insurance plc. Registered in England number 84638. Authorised by the Prudential Regulation Authority and
  regulated by the Financial Conduct Authority and the Prudential Regulation Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. Kwik Fit Insurance: HTML; a renewal email as Gmail prints it; the IPT, monthly price and add-ons beside the annual.
const KWIK_FIT = `
<div style="font:10pt/1.4 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#666"><span>13/03/2027, 07:52</span><span>Gmail - Your Kwik Fit Insurance renewal is ready</span></div>
  <div style="display:flex;justify-content:space-between;align-items:center;margin-top:8pt;border-bottom:1px solid #ccc;padding-bottom:6pt">
    <span style="font-size:15pt;color:#d93025">Gmail</span><span style="font-size:9pt">Dean Morris &lt;dean.morris84@example.com&gt;</span></div>
  <p style="font-size:13pt;font-weight:bold;margin:10pt 0 2pt">Your Kwik Fit Insurance renewal is ready</p>
  <div style="font-size:8.5pt;color:#555">1 message</div>
  <div style="display:flex;justify-content:space-between;font-size:9pt;margin-top:6pt;border-bottom:1px solid #eee;padding-bottom:4pt">
    <span><b>Kwik Fit Insurance</b> &lt;renewals@kwik-fitinsurance.example&gt;</span><span>13 March 2027 at 07:49</span></div>
  <div style="font-size:9pt;color:#555">To: dean.morris84@example.com</div>
  <p>Dear Dean,</p>
  <p>Your car insurance for your Vauxhall Astra 1.4i SRi, WN64 LHG, is due for renewal on <b>Sunday 18 April 2027</b>.
  Your policy number is KFI/03/7718245.</p>
  <table style="width:100%;border:1px solid #ddd">
    <tr style="background:#f5f5f5"><th>Pay annually</th><th>Pay monthly</th></tr>
    <tr><td><b style="font-size:13pt">£512.87</b><br><span style="font-size:8.5pt">includes IPT of £54.95</span></td>
    <td><b style="font-size:13pt">£45.13</b> x 12<br><span style="font-size:8.5pt">£541.56 in total, APR 10.4%</span></td></tr>
  </table>
  <p>Last year's premium: £498.00</p>
  <p>Your optional extras renew too: Breakdown cover (Roadside) £39.99 and Courtesy car £19.99, making £572.85 altogether if you pay annually.</p>
  <p>Your total excess is £450, made up of a £250 compulsory excess and a £200 voluntary excess.</p>
  <p>To renew, reply to this email or call 0330 024 7712. If we don't hear from you by 18 April 2027, your cover will end.</p>
  <p>Kind regards,<br>Kwik Fit Insurance Renewals Team</p>
  <p style="font-size:7.5pt;color:#666">Kwik Fit Insurance Services is a trading name of Ageas Retail Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

export const FRESH_NOTICES_52: FreshNotice[] = [
  {
    name: 'direct-line',
    html: DIRECT_LINE,
    expected: {
      renewalDate: '2027-02-08',
      insurer: 'Direct Line',
      policyNumber: 'DLM 2209 6613',
      registrationNumber: 'YD19KFW',
      renewalPremium: '553.80',
      previousPremium: '517.35',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'dial-direct',
    html: '',
    draw: drawDialDirect,
    expected: {
      renewalDate: '2027-03-19',
      insurer: 'Dial Direct',
      policyNumber: 'DDP-1746620',
      registrationNumber: 'SK67HVU',
      renewalPremium: '653.75',
      previousPremium: '689.20',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'age-co',
    html: AGE_CO,
    scan: true,
    expected: {
      renewalDate: '2027-04-02',
      insurer: 'Age Co',
      policyNumber: 'AGC/M/4471902',
      registrationNumber: 'BD70NXP',
      renewalPremium: '398.64',
      previousPremium: '412.10',
      compulsoryExcess: '150',
      voluntaryExcess: '100',
      totalExcess: '250',
    },
  },
  {
    name: 'carole-nash',
    html: '',
    draw: drawCaroleNash,
    expected: {
      renewalDate: '2027-05-14',
      insurer: 'Carole Nash',
      policyNumber: 'CN/CL/0937715',
      registrationNumber: 'RHX512K',
      renewalPremium: '208.50',
      compulsoryExcess: '100',
      voluntaryExcess: '150',
      totalExcess: '250',
    },
  },
  {
    name: 'carrot',
    html: CARROT,
    photo: true,
    expected: {
      renewalDate: '2027-06-27',
      insurer: 'Carrot',
      policyNumber: 'CRT-TEL-2290376',
      registrationNumber: 'FY16OHB',
      renewalPremium: '1286.40',
      previousPremium: '1574.90',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'churchill',
    html: CHURCHILL,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Churchill',
      policyNumber: 'CHM/40219877',
      registrationNumber: 'EA21RZK',
      renewalPremium: '731.60',
      previousPremium: '684.25',
      compulsoryExcess: '100',
      voluntaryExcess: '250',
      totalExcess: '350',
    },
  },
  {
    name: 'barclays',
    html: BARCLAYS,
    expected: {
      renewalDate: '2027-01-23',
      insurer: 'Barclays',
      policyNumber: 'BCI 7783 1042',
      registrationNumber: 'LT18WPX',
      renewalPremium: '842.16',
      previousPremium: '799.90',
      compulsoryExcess: '200',
      voluntaryExcess: '300',
      totalExcess: '500',
    },
  },
  {
    name: 'asda-money',
    html: ASDA,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-06-05',
      insurer: 'Asda Money',
      policyNumber: 'ASM-C-3390715',
      registrationNumber: 'NX20TPO',
      renewalPremium: '467.95',
      previousPremium: '452.30',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'lorica',
    html: LORICA,
    scan: true,
    expected: {
      renewalDate: '2027-04-30',
      insurer: 'Lorica Insurance Brokers',
      policyNumber: 'LOR/PM/662019',
      registrationNumber: 'YK66ZRT',
      renewalPremium: '629.40',
      previousPremium: '611.75',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'howden',
    html: HOWDEN,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Howden',
      policyNumber: 'HOW/PMC/5509281',
      registrationNumber: 'KP69DXA',
      renewalPremium: '908.60',
      previousPremium: '876.20',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
    },
  },
  {
    name: 'allianz',
    html: ALLIANZ,
    expected: {
      renewalDate: '2027-07-12',
      insurer: 'Allianz',
      policyNumber: 'AZM 30918475',
      registrationNumber: 'GU17BNE',
      renewalPremium: '649.48',
      previousPremium: '661.30',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'kwik-fit',
    html: KWIK_FIT,
    expected: {
      renewalDate: '2027-04-18',
      insurer: 'Kwik Fit Insurance',
      policyNumber: 'KFI/03/7718245',
      registrationNumber: 'WN64LHG',
      renewalPremium: '512.87',
      previousPremium: '498.00',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
];
