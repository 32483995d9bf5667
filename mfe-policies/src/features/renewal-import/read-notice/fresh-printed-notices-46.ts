// Set 46 (issue 47): twelve renewal notices written afresh, each from a UK private-car broker or insurer whose name
// begins with A to L and which none of sets 1 to 45 used, in the ordinary documents such firms send: a private client
// broker's covering letter with the renewal schedule on page 2 (last year's and this year's premium as 'Expiring' and
// 'Renewal' columns, net, IPT and total; the excesses in a table by section of cover); a private clients broker's
// two-page letter whose page 2 sums up the home and motor premiums together, with the motor terms below (scanned); a
// broker's debit note for a driving instructor's dual-controlled car (drawn); a Northern Ireland insurer's renewal
// notice with 'standard' and 'voluntary excess you chose' (photographed); a farmers' mutual's member renewal notice with
// a members' discount and a monthly plan (photographed sideways); a renewal statement of fact with the premium summary in
// a box at the top and other people's sums in the claims history (no total excess stated); a broker's renewal email as
// Gmail prints it; a renewal letter with optional covers to tick and the total if all are ticked; a broker's letter with
// the excesses in a table whose rows are compulsory / voluntary / total and whose columns are kinds of claim (drawn); a
// renewal acceptance form with payment options to tick (last year's premium not stated); a boxed renewal schedule form,
// each label in its box's corner (scanned); a two-page letter whose page 2 has the price and an instalment schedule of
// ten Direct Debit dates.
// Two drawn by pdfkit, ten printed from HTML by Chromium; two scanned and two photographed (one sideways).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Caunce O'Hara
  ['caunce expiring ipt', [876.34 * 0.12], 105.16],
  ['caunce expiring total', [876.34, 105.16], 981.5],
  ['caunce renewal ipt', [911.38 * 0.12], 109.37],
  ['caunce renewal total', [911.38, 109.37], 1020.75],
  ['caunce instalments', [10 * 104.12], 1041.2],
  ['caunce interest', [1020.75, 20.45], 1041.2],
  ['caunce ad excess', [300, 200], 500],
  ['caunce ft excess', [300, 200], 500],
  // 2. Griffiths & Armour
  ['griffiths expiring total', [2148.6, 1384.2], 3532.8],
  ['griffiths renewal total', [2296.15, 1452.9], 3749.05],
  ['griffiths excess', [250, 250], 500],
  // 3. Barry Grainger
  ['grainger ipt', [1086.61 * 0.12], 130.39],
  ['grainger total', [1086.61, 130.39], 1217],
  ['grainger excess', [350, 250], 600],
  // 4. Liberty Insurance
  ['liberty change', [701.45, 41.35], 742.8],
  ['liberty monthly', [74.28, 10 * 69.39], 768.18],
  ['liberty service charge', [742.8, 25.38], 768.18],
  ['liberty excess', [250, 150], 400],
  // 5. Cornish Mutual
  ['cornish discount', [676 * 0.05], 33.8],
  ['cornish premium', [676, -33.8], 642.2],
  ['cornish change', [618.9, 23.3], 642.2],
  ['cornish monthly', [53.59, 11 * 53.51], 642.2],
  ['cornish excess', [200, 100], 300],
  // 6. Butterworth Spengler
  ['butterworth fall', [538.62, 24.78], 563.4],
  // 7. Abbey Bond Lovis
  ['abl monthly', [12 * 62.18], 746.16],
  ['abl credit', [694.35, 51.81], 746.16],
  ['abl change', [652.1, 42.25], 694.35],
  ['abl excess', [250, 100], 350],
  // 8. Berns Brett
  ['berns ipt', [497.32 * 0.12], 59.68],
  ['berns total', [497.32, 59.68], 557],
  ['berns change', [529.95, 27.05], 557],
  ['berns all extras', [557, 29.95, 64, 34.5], 685.45],
  ['berns excess', [250, 150], 400],
  // 9. Kelvin Smith
  ['kelvin fall', [774.32, 41.08], 815.4],
  ['kelvin monthly', [10 * 79.84], 798.4],
  ['kelvin credit', [774.32, 24.08], 798.4],
  ['kelvin ad excess', [250, 100], 350],
  ['kelvin ft excess', [250, 100], 350],
  // 10. Anthony Wakefield
  ['wakefield instalments', [11 * 70.29], 773.19],
  ['wakefield credit', [748.6, 24.59], 773.19],
  ['wakefield excess', [250, 250], 500],
  // 11. Hamilton Leigh
  ['hamilton change', [1065, 39.45], 1104.45],
  ['hamilton excess', [400, 100], 500],
  // 12. Carroll Holman
  ['carroll change', [1244.06, 78.68], 1322.74],
  ['carroll instalments', [132.31, 9 * 132.27], 1322.74],
  ['carroll excess', [350, 150], 500],
];
checkSums('set 46', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Caunce O'Hara (Manchester): HTML, two pages; a private client broker's covering letter with no figures, the
// renewal schedule on page 2: 'Expiring' and 'Renewal' columns (last year's first), net premium, IPT and total, and
// the excesses in a table by section of cover.
const CAUNCE_ROWS: [string, string][] = [
  ['Policyholder', 'Dr Priya Raman'],
  ['Policy number', 'COH/PM/0045127'],
  ['Insurer', 'Covéa Insurance plc'],
  ['Period of insurance', '01/02/2027 to 31/01/2028 (both dates inclusive)'],
  ['Vehicle', 'Tesla Model 3 Long Range AWD (2023)'],
  ['Registration mark', 'MF23 XKR'],
  ['Cover', 'Comprehensive'],
  ['Use', 'Social, domestic and pleasure, and commuting'],
  ['Drivers', 'The policyholder and Mr Arjun Raman'],
  ['No claims discount', '9 years (protected)'],
];
const CAUNCE = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:flex-start;border-bottom:1px solid #8a1538;padding-bottom:8pt">
    <div><b style="font:bold 20pt Georgia,serif;color:#8a1538">Caunce O'Hara</b><br><span style="font-size:8pt;color:#555;letter-spacing:1.5pt">INSURANCE BROKERS</span></div>
    <div class="r" style="font-size:8.5pt;color:#555">Private Clients<br>Manchester<br>0161 496 0732</div>
  </div>
  <div class="cols" style="margin-top:16pt">
    <div>Dr Priya Raman<br>17 Lapwing Lane<br>Didsbury<br>Manchester M20 2NT</div>
    <div class="r">6 January 2027<br>Our ref: PC/RAMA01/MV</div>
  </div>
  <p style="margin-top:18pt">Dear Dr Raman,</p>
  <p><b>Your private motor insurance – renewal on 1 February 2027</b></p>
  <p>Your motor insurance, which we arrange for you with Covéa Insurance plc, is due for renewal on 1 February 2027. Covéa have invited
  renewal on the terms set out in the enclosed renewal schedule, and we recommend that you accept them: we have compared them with the
  terms available from the other insurers on our private clients panel and they remain competitive for your car and driving history.</p>
  <p>Please read the schedule carefully, including the excesses, one of which has changed this year. If any of the information on it
  or on the enclosed Statement of Fact is incorrect or incomplete, or your circumstances have changed, please let us know before the
  renewal date.</p>
  <p>As you pay by Direct Debit, your policy will renew automatically and the first instalment will be collected on or shortly after
  the renewal date. If you do not want to renew, please tell us before then.</p>
  <p>With kind regards,</p>
  <p style="margin-top:26pt">Joanne Whitworth<br>Senior Account Handler, Private Clients</p>
  <p style="font-size:7.5pt;color:#666;margin-top:150pt">Caunce O'Hara is authorised and regulated by the Financial Conduct Authority. Enclosures: renewal
  schedule (overleaf), Statement of Fact, Insurance Product Information Document, Terms of Business.</p>
</div>
<div style="page-break-before:always;font-size:10pt">
  <div style="display:flex;justify-content:space-between;border-bottom:1px solid #8a1538;padding-bottom:4pt"><b style="color:#8a1538">Caunce O'Hara</b><span style="font-size:8.5pt;color:#555">Dr P Raman · page 2 of 2</span></div>
  <p style="font-size:13pt;font-weight:bold;margin:12pt 0 6pt">Private Motor – Renewal Schedule</p>
  <table style="width:100%">
    ${CAUNCE_ROWS.map(([label, value]) => `<tr><td style="width:34%;color:#444">${label}</td><td>${value}</td></tr>`).join('\n    ')}
  </table>
  <p style="font-weight:bold;margin:14pt 0 4pt">Premium</p>
  <table style="width:100%;border-top:1px solid #999;border-bottom:1px solid #999">
    <tr style="background:#f3e9ed"><th>&nbsp;</th><th class="r">Expiring (2026/27)</th><th class="r">Renewal (2027/28)</th></tr>
    <tr><td>Premium</td><td class="r">£876.34</td><td class="r">£911.38</td></tr>
    <tr><td>Insurance Premium Tax at 12%</td><td class="r">£105.16</td><td class="r">£109.37</td></tr>
    <tr><td><b>Total</b></td><td class="r">£981.50</td><td class="r"><b>£1,020.75</b></td></tr>
  </table>
  <p>Payable by Direct Debit in 10 monthly instalments of £104.12 (total amount payable £1,041.20, including interest of £20.45;
  representative APR 9.9%).</p>
  <p style="font-weight:bold;margin:14pt 0 4pt">Excesses</p>
  <table style="width:80%">
    <tr style="background:#f3e9ed"><th>Section of cover</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
    <tr><td>Accidental damage</td><td class="r">£300</td><td class="r">£200</td><td class="r">£500</td></tr>
    <tr><td>Fire and theft</td><td class="r">£300</td><td class="r">£200</td><td class="r">£500</td></tr>
    <tr><td>Windscreen replacement</td><td class="r">£115</td><td class="r">–</td><td class="r">£115</td></tr>
    <tr><td>Windscreen repair</td><td class="r">£10</td><td class="r">–</td><td class="r">£10</td></tr>
  </table>
  <p>The compulsory excess for accidental damage, fire and theft has risen from £250 to £300 at this renewal.</p>
  <p style="font-size:9pt"><b>Endorsements:</b> E04 Approved repairer – claims for damage must be repaired by the insurer's approved repairer. E19 Charging
  cables and wallbox covered up to £1,500.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. Griffiths & Armour (Liverpool): HTML (scanned), two pages; a private clients broker's letter about a home and
// motor programme, page 2 a summary of both premiums (expiring and renewal, and their totals), then the motor terms
// with the excess told in a sentence.
const GRIFFITHS = `
<div style="font:10.5pt/1.5 'Times New Roman',serif">
  <div style="text-align:right;border-bottom:2px solid #1f3a5f;padding-bottom:6pt">
    <span style="font-size:19pt;color:#1f3a5f;letter-spacing:0.5pt">Griffiths &amp; Armour</span><br>
    <span style="font-size:8.5pt;color:#555">Private Clients · Liverpool</span></div>
  <p style="margin-top:18pt">Mr and Mrs D Ashworth<br>Larkhill House<br>Victoria Road<br>Formby L37 1LP</p>
  <p>22 February 2027</p>
  <p>Client number: 118204</p>
  <p>Dear Mr and Mrs Ashworth,</p>
  <p><b>Your private clients insurance programme – renewal on 1 April 2027</b></p>
  <p>Your home and motor insurances with Hiscox renew on 1 April 2027. As every year, we have reviewed them with you in mind: the
  rebuilding cost of Larkhill House has been index-linked, and your son Thomas, who passed his test in the autumn, is not a named
  driver on the motor policy. Please tell us if he will be driving the Range Rover, as that would change the terms.</p>
  <p>The renewal premiums, with the premiums for the current year for comparison, are set out on the following page, together
  with the main terms of your motor policy. The full policy schedules are enclosed.</p>
  <p>Both policies will renew automatically and the premiums will be collected by Direct Debit from the account you hold with
  Coutts &amp; Co. If you would like to discuss any aspect of your cover, please call me directly.</p>
  <p>Yours sincerely,</p>
  <p style="margin-top:28pt">Eleanor Fairclough<br>Private Client Executive</p>
  <p style="font-size:7.5pt;color:#666;margin-top:150pt">Griffiths &amp; Armour is authorised and regulated by the Financial Conduct Authority.</p>
</div>
<div style="page-break-before:always;font:10.5pt/1.5 'Times New Roman',serif">
  <p style="font-size:8.5pt;color:#555;text-align:right">Mr and Mrs D Ashworth – client 118204 – page 2</p>
  <p style="font-size:13pt;color:#1f3a5f"><b>Renewal summary</b></p>
  <table style="width:100%;border-top:1px solid #1f3a5f;border-bottom:1px solid #1f3a5f">
    <tr><th>Policy</th><th>Insurer</th><th class="r">Current year</th><th class="r">Renewal</th></tr>
    <tr><td>Home – buildings and contents</td><td>Hiscox Insurance Company Ltd</td><td class="r">£2,148.60</td><td class="r">£2,296.15</td></tr>
    <tr><td>Motor – Range Rover Sport</td><td>Hiscox Insurance Company Ltd</td><td class="r">£1,384.20</td><td class="r">£1,452.90</td></tr>
    <tr style="border-top:1px solid #999"><td><b>Total</b> (including Insurance Premium Tax)</td><td></td><td class="r">£3,532.80</td><td class="r"><b>£3,749.05</b></td></tr>
  </table>
  <p style="font-size:13pt;color:#1f3a5f;margin-top:18pt"><b>Motor policy – renewal terms</b></p>
  <table style="width:100%">
    <tr><td style="width:32%">Policy number</td><td>HPC-M-7730412</td></tr>
    <tr><td>Period of insurance</td><td>1 April 2027 to 31 March 2028</td></tr>
    <tr><td>Vehicle</td><td>Range Rover Sport P440e Autobiography (2022)</td></tr>
    <tr><td>Registration</td><td>MX22 RVA</td></tr>
    <tr><td>Cover</td><td>Comprehensive, including use in Europe for up to 90 days</td></tr>
    <tr><td>Drivers</td><td>Mr D Ashworth and Mrs J Ashworth</td></tr>
    <tr><td>Premium</td><td>£1,452.90 including Insurance Premium Tax</td></tr>
  </table>
  <p>Excess: the excess for accidental damage, fire or theft is £500, made up of a compulsory excess of £250 and the voluntary
  excess of £250 that you chose to reduce your premium. There is no excess for windscreen claims.</p>
  <p>Hiscox will provide a courtesy car of similar size while yours is being repaired by one of their approved repairers.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. Barry Grainger (Tunbridge Wells): drawn by pdfkit; a broker's debit note for the renewal of a driving instructor's
// dual-controlled car: a reference box, one line of the transaction, premium / IPT / total due; the excess in a sentence
// with a pupil excess beside it; last year's premium not stated.
function drawGrainger(doc: Doc): void {
  const left = 56;
  const right = 539;
  doc.font('Helvetica-Bold').fontSize(19).fillColor('#0b4f6c');
  put(doc, 'BARRY GRAINGER', left, 50);
  doc.font('Helvetica').fontSize(8.5).fillColor('#444444');
  put(doc, 'Insurance Brokers  ·  Tunbridge Wells, Kent  ·  01892 402 118', left, 74);
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#0b4f6c');
  putRight(doc, 'DEBIT NOTE', right, 50);
  doc.fillColor('black').font('Helvetica').fontSize(10);
  ['Mr Gareth Pryce ADI', '41 Pembury Road', 'Tonbridge', 'Kent TN9 2JE'].forEach((line, index) => put(doc, line, left, 120 + index * 13));
  const boxLeft = 345;
  doc.rect(boxLeft, 114, right - boxLeft, 70).lineWidth(0.7).stroke('#0b4f6c');
  const refs: [string, string][] = [
    ['Debit note no.', 'DN27/04412'],
    ['Date', '9 February 2027'],
    ['Client code', 'PRYC003'],
    ['Account handler', 'K Marsh'],
  ];
  doc.fontSize(9);
  refs.forEach(([label, value], index) => {
    doc.font('Helvetica').fillColor('#444444');
    put(doc, label, boxLeft + 8, 121 + index * 15);
    doc.font('Helvetica-Bold').fillColor('black');
    putRight(doc, value, right - 8, 121 + index * 15);
  });
  let y = 214;
  doc.font('Helvetica-Bold').fontSize(11);
  put(doc, 'Transaction: RENEWAL', left, y);
  y += 24;
  const cols = [left, left + 108, left + 222];
  doc.rect(left, y - 5, right - left, 19).fill('#e3eef3');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(9);
  ['Policy no.', 'Insurer', 'Cover and period'].forEach((cell, index) => put(doc, cell, cols[index] ?? left, y));
  putRight(doc, 'Amount', right - 4, y);
  y += 22;
  doc.font('Helvetica').fontSize(9.5);
  put(doc, 'BG/ADI/2219087', left, y);
  put(doc, 'Ageas Insurance Ltd', cols[1] ?? left, y);
  put(doc, 'Private car – dual controlled tuition vehicle', cols[2] ?? left, y);
  put(doc, 'Period: 14/03/2027 to 13/03/2028', cols[2] ?? left, y + 13);
  put(doc, 'Toyota Yaris 1.5 Hybrid Icon (2024), GK24 TPX', cols[2] ?? left, y + 26);
  const lines: [string, string][] = [
    ['Premium', '£1,086.61'],
    ['Insurance Premium Tax at 12%', '£130.39'],
  ];
  lines.forEach(([label, value], index) => {
    put(doc, label, cols[2] ?? left, y + 50 + index * 15);
    putRight(doc, value, right - 4, y + 50 + index * 15);
  });
  y += 84;
  doc.moveTo(cols[2] ?? left, y).lineTo(right, y).lineWidth(0.7).stroke('#0b4f6c');
  y += 7;
  doc.font('Helvetica-Bold').fontSize(11);
  put(doc, 'TOTAL DUE', cols[2] ?? left, y);
  putRight(doc, '£1,217.00', right - 4, y);
  y += 40;
  doc.font('Helvetica').fontSize(9.5);
  para(
    doc,
    'Excesses: accidental damage, fire and theft £350 compulsory and £250 voluntary, £600 in all. An additional excess of £250 applies ' +
      'to any claim arising while a pupil is driving. Windscreen claims carry an excess of £95.',
    left,
    y,
    right - left,
    2,
  );
  y = doc.y + 12;
  para(
    doc,
    'Payment is due by 14/03/2027. Please pay by card on 01892 402 118 or by bank transfer to sort code 40-11-58, account 71034482, ' +
      'quoting DN27/04412. If you have asked us to renew by instalments, please ignore this debit note: your finance provider will ' +
      'write to you separately.',
    left,
    y,
    right - left,
    2,
  );
  doc.font('Helvetica').fontSize(7).fillColor('#555555');
  para(
    doc,
    'Barry Grainger is a trading name of an insurance intermediary authorised and regulated by the Financial Conduct Authority. ' +
      'This debit note is not a tax invoice. Insurance Premium Tax is charged at the standard rate.',
    left,
    772,
    right - left,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Liberty Insurance (Northern Ireland): HTML (photographed); an insurer's renewal notice, a details table with an NI
// plate, a premium box with last year's price and the change, a deposit-and-instalments line, and the excess as
// 'Standard excess' / 'Voluntary excess you chose' / 'Total excess you pay', with a young driver's extra excess.
const LIBERTY = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #ffd000;padding-bottom:6pt">
    <div><b style="font-size:21pt;color:#1a1446">Liberty</b> <span style="font-size:12pt;color:#1a1446">Insurance</span></div>
    <div class="r" style="font-size:8.5pt">Car Insurance · Belfast<br>Renewals 028 9044 7310</div></div>
  <div class="cols" style="margin-top:14pt">
    <div>Mr Conor Devlin<br>12 Hillhall Road<br>Lisburn<br>BT27 5BT</div>
    <div class="r">15 January 2027<br>Policy number: CNI-4470261</div></div>
  <p style="font-size:14pt;font-weight:bold;margin:16pt 0 6pt">Your car insurance renewal notice</p>
  <p>Dear Mr Devlin, thank you for insuring your car with us. Your policy is due for renewal and your renewal details are below.
  Please check them carefully and let us know of any changes.</p>
  <table style="width:100%;border:1px solid #ccc">
    <tr><td style="width:40%;background:#f4f4f7">Renewal date</td><td>19 February 2027</td></tr>
    <tr><td style="background:#f4f4f7">Car</td><td>Volkswagen Tiguan 2.0 TDI Life (2020)</td></tr>
    <tr><td style="background:#f4f4f7">Registration</td><td>FLZ 4862</td></tr>
    <tr><td style="background:#f4f4f7">Cover</td><td>Comprehensive</td></tr>
    <tr><td style="background:#f4f4f7">Named driver</td><td>Mrs Áine Devlin</td></tr>
    <tr><td style="background:#f4f4f7">No claims bonus</td><td>5 years (protected)</td></tr>
  </table>
  <div style="margin-top:12pt;border:2px solid #1a1446;padding:8pt">
    <b style="font-size:11pt">Your premium</b>
    <table style="width:100%">
      <tr><td>This year, from 19 February 2027</td><td class="r"><b style="font-size:13pt">£742.80</b></td></tr>
      <tr><td>Last year</td><td class="r">£701.45</td></tr>
      <tr><td>Difference</td><td class="r">+£41.35</td></tr>
    </table>
    <span style="font-size:8.5pt">Prices include Insurance Premium Tax at 12%. Prefer to spread the cost? Pay a deposit of £74.28 and 10 monthly
    payments of £69.39: £768.18 in total, including a service charge of £25.38.</span>
  </div>
  <p style="font-weight:bold;margin:12pt 0 2pt">Your excess</p>
  <table style="width:70%">
    <tr><td>Standard excess</td><td class="r">£250</td></tr>
    <tr><td>Voluntary excess you chose</td><td class="r">£150</td></tr>
    <tr><td><b>Total excess you pay</b></td><td class="r"><b>£400</b></td></tr>
  </table>
  <p style="font-size:9pt">An extra £200 applies if the car is being driven by someone under 25 or who holds a provisional licence.</p>
  <p>If you pay by Direct Debit your policy will renew automatically. If you do not want to renew, call us before 19 February 2027.</p>
  <p style="font-size:7.5pt;color:#666">Liberty Insurance DAC is regulated by the Central Bank of Ireland and subject to limited regulation by the Financial
  Conduct Authority. Calls may be recorded.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 5. Cornish Mutual (Truro): HTML (photographed sideways); a farmers' mutual's member renewal notice in boxes, the
// premium as a standard premium less a members' discount, last year's below it, a monthly plan, and the excess told in
// a sentence ('you would pay the first £300 of a claim').
const box = (label: string, value: string, span = 1) =>
  `<div style="grid-column:span ${span};border:1px solid #6b7d3a;padding:5pt 7pt"><div style="font-size:7.5pt;color:#555">${label}</div><div style="font-size:10.5pt">${value}</div></div>`;
const CORNISH = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #6b7d3a;padding-bottom:6pt">
    <div><b style="font-size:20pt;color:#3f4d1c">Cornish Mutual</b><br><span style="font-size:8.5pt">Farm · Home · Motor</span></div>
    <div class="r" style="font-size:8.5pt">Member Services<br>Truro, Cornwall<br>0345 017 6620</div></div>
  <p style="font-size:14pt;font-weight:bold;margin:14pt 0 4pt">Motor Insurance – Renewal Notice</p>
  <p style="margin:0 0 10pt">Mr T J Penhaligon, Trewithen Farm, St Breward, Bodmin PL30 4NP · Member no. 20418</p>
  <div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:0">
    ${box('Policy number', 'CMA/MV/063841')}
    ${box('Renewal date', '27/03/2027')}
    ${box('Member since', '2004')}
    ${box('Vehicle', 'Subaru Outback 2.5i Field (2022)', 2)}
    ${box('Registration', 'WL22 NFD')}
    ${box('Use', 'Social, domestic, pleasure and farm business', 2)}
    ${box('Cover', 'Comprehensive')}
  </div>
  <table style="width:100%;margin-top:12pt;border-top:1px solid #6b7d3a;border-bottom:1px solid #6b7d3a">
    <tr><td>Standard annual premium</td><td class="r">£676.00</td></tr>
    <tr><td>Members' loyalty discount (5%)</td><td class="r">−£33.80</td></tr>
    <tr><td><b>Your renewal premium, including Insurance Premium Tax</b></td><td class="r"><b>£642.20</b></td></tr>
    <tr><td style="color:#555">Last year's premium</td><td class="r" style="color:#555">£618.90</td></tr>
  </table>
  <p>You can pay monthly at no extra cost: a first payment of £53.59 and then 11 payments of £53.51.</p>
  <p>The excess for accidental damage is £200, and as you have chosen a voluntary excess of £100 you would pay the first £300 of a
  claim. Fire and theft claims carry the same excess; windscreen claims carry £75.</p>
  <p>As a mutual we have no shareholders, so you will not be charged an administration fee for changes to your policy. If your
  details are correct you need do nothing: your cover will continue from 27/03/2027.</p>
  <p style="font-size:7.5pt;color:#666">Cornish Mutual Assurance Company Limited is authorised by the Prudential Regulation Authority and regulated by the Financial
  Conduct Authority and the Prudential Regulation Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. Butterworth Spengler: HTML; a renewal statement of fact, its premium summary in a box at the top right (this
// year's and last year's), then the answers in sections, a windscreen claim and a conviction with their own dates and
// sums; compulsory and voluntary excess stated, no total.
const fact = (question: string, answer: string) => `<tr><td style="width:45%;color:#444;border-bottom:1px solid #e3e3e3">${question}</td><td style="border-bottom:1px solid #e3e3e3">${answer}</td></tr>`;
const section = (title: string) => `<tr><td colspan="2" style="padding-top:9pt;font-weight:bold;color:#00509e">${title}</td></tr>`;
const BUTTERWORTH = `
<div style="font-size:9.5pt">
  <div style="display:flex;justify-content:space-between;align-items:flex-start">
    <div><b style="font-size:17pt;color:#00509e">Butterworth Spengler</b><br><span style="font-size:8.5pt">Insurance Group · Personal Lines</span>
      <p style="font-size:13pt;font-weight:bold;margin:16pt 0 2pt">Renewal Statement of Fact</p>
      <p style="margin:0">Private car · Policy number BSIG/PC/57720<br>Prepared 10/03/2027 for Mr Martin Ellery</p></div>
    <div style="width:210pt;background:#eaf2fb;border:1px solid #00509e;padding:8pt;font-size:9pt">
      <b>Renewal premium summary</b>
      <table style="width:100%">
        <tr><td>Renewal date</td><td class="r">09/04/2027</td></tr>
        <tr><td>Insurer</td><td class="r">Aviva Insurance Ltd</td></tr>
        <tr><td>Total annual premium (incl. IPT at 12%)</td><td class="r"><b>£538.62</b></td></tr>
        <tr><td>Premium paid last year</td><td class="r">£563.40</td></tr>
      </table></div>
  </div>
  <p style="font-size:8.5pt;margin-top:10pt">This is the information you gave us, which your insurer has relied on to offer renewal. Please check every answer. If anything
  is wrong or has changed, tell us before 09/04/2027: if it is not correct, your insurer may refuse a claim or cancel your policy.</p>
  <table style="width:100%">
    ${section('About you')}
    ${fact('Name', 'Mr Martin Ellery')}
    ${fact('Date of birth', '14/08/1971')}
    ${fact('Address', '26 Carr Lane, Wakefield WF2 6HJ')}
    ${fact('Occupation', 'Quantity surveyor')}
    ${fact('Licence', 'Full UK, held since 1990')}
    ${section('About your car')}
    ${fact('Make and model', 'Skoda Octavia Estate 2.0 TDI SE L (2019)')}
    ${fact('Registration number', 'YD19 HWV')}
    ${fact('Estimated value', '£11,500')}
    ${fact('Kept overnight', 'On a private driveway')}
    ${fact('Annual mileage', '8,000')}
    ${section('Other drivers')}
    ${fact('Mrs Susan Ellery', 'Spouse, born 02/03/1973, full UK licence since 1992')}
    ${section('Claims and convictions in the last 5 years')}
    ${fact('18/06/2024', 'Windscreen replacement – £412.00 paid – no claims discount not affected')}
    ${fact('08/05/2023', 'SP30 speeding – 3 penalty points – Mr Martin Ellery')}
    ${section('Your cover')}
    ${fact('Cover', 'Comprehensive')}
    ${fact('No claims discount', '9 years (protected)')}
    ${fact('Compulsory excess', '£250')}
    ${fact('Voluntary excess', '£100')}
  </table>
  <p style="font-size:7.5pt;color:#666;margin-top:14pt">Butterworth Spengler Insurance Group is authorised and regulated by the Financial Conduct Authority. Calls: 0330 058 2716.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 7. Abbey Bond Lovis: HTML; a broker's renewal email as Gmail prints it (the print date and page title at the top,
// the account's name, '1 message', the sender with the time at the right, the address bar at the foot); the premium
// and monthly price in a small table, last year's in a sentence, the excess in a sentence.
const ABL = `
<div style="font:10pt Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#333"><span>02/02/2027, 10:21</span><span>Gmail - Your motor insurance renewal – GU72 WJN</span><span></span></div>
  <div style="display:flex;justify-content:space-between;align-items:center;margin-top:8pt">
    <span style="font-size:17pt;color:#5f6368">Gmail</span><span style="font-size:9pt">Helen Carver &lt;helen.carver@example.com&gt;</span></div>
  <hr style="border:0;border-top:1px solid #777">
  <div style="font-size:13pt;font-weight:bold">Your motor insurance renewal – GU72 WJN</div>
  <div style="font-size:8.5pt;color:#555">1 message</div>
  <hr style="border:0;border-top:1px solid #ccc">
  <div style="display:flex;justify-content:space-between;font-size:9pt"><span><b>Abbey Bond Lovis Personal Lines</b> &lt;personal.lines@abl.example&gt;</span><span>2 February 2027 at 10:14</span></div>
  <div style="font-size:9pt;color:#555">To: helen.carver@example.com</div>
  <div style="margin-top:12pt">
    <p>Dear Mrs Carver,</p>
    <p>Policy number: ABL/PM/4420718</p>
    <p>Your motor insurance for your MINI Cooper S Exclusive (2022), registration GU72 WJN, is due to renew at 00:01 on 3 March 2027,
    and we have received renewal terms from your insurer, Zurich Insurance Company Ltd. Here is what it will cost:</p>
    <table style="margin-left:12pt">
      <tr><td style="white-space:nowrap;padding-right:14pt">Renewal premium (annual)</td><td><b>£694.35</b> including Insurance Premium Tax</td></tr>
      <tr><td style="white-space:nowrap;padding-right:14pt">Or by monthly Direct Debit</td><td>12 payments of £62.18 (total £746.16, including a credit charge of £51.81, APR 14.9%)</td></tr>
    </table>
    <p>For comparison, your premium last year was £652.10. Most of the increase of £42.25 comes from the higher cost of repairs
    across the market rather than anything about you or your car.</p>
    <p>Your excess for an accidental damage, fire or theft claim will be £350 in total: the compulsory excess of £250 and your
    voluntary excess of £100.</p>
    <p>You pay monthly, so your policy will renew automatically. If you would like us to look for alternative quotations, or you do
    not want to renew, just reply to this email before 3 March.</p>
    <p>Kind regards,<br>Tom Aldridge<br>Personal Lines Team<br>Abbey Bond Lovis</p>
    <p style="font-size:7.5pt;color:#666">Abbey Bond Lovis Ltd is authorised and regulated by the Financial Conduct Authority. This email and any
    attachments are confidential and intended solely for the addressee.</p>
  </div>
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#333;margin-top:150pt"><span>https://mail.google.com/mail/u/0/?ik=4c1e8a07b2&amp;view=pt&amp;search=all&amp;permthid=thread-f:1823306691</span><span>1/1</span></div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. Berns Brett (Maidenhead): HTML; a renewal letter, net / IPT / total in a small table, last year's in a sentence,
// then optional covers to tick and return, with the total if all three are added.
const BERNS = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:center;background:#23313f;color:#fff;padding:9pt 12pt">
    <b style="font-size:17pt;letter-spacing:1pt">BERNS BRETT</b><span style="font-size:8.5pt">Personal Insurance · Maidenhead</span></div>
  <div class="cols" style="margin-top:16pt">
    <div>Mrs Olivia Grant<br>8 Ray Park Avenue<br>Maidenhead<br>SL6 8DU</div>
    <div class="r">12 April 2027<br>Policy: BB/MC/31877</div></div>
  <p style="margin-top:18pt">Dear Mrs Grant,</p>
  <p><b>Renewal invitation – private car – Volvo XC40 B4 Plus (2021), RK21 OXH</b></p>
  <p>Your car insurance with Allianz Insurance plc renews on Saturday 15 May 2027. Allianz have offered to renew your policy on the
  same cover, and the premium for the next twelve months is set out below.</p>
  <table style="width:55%;margin-left:12pt;border-top:1px solid #23313f;border-bottom:1px solid #23313f">
    <tr><td>Premium</td><td class="r">£497.32</td></tr>
    <tr><td>Insurance Premium Tax</td><td class="r">£59.68</td></tr>
    <tr><td><b>Total annual premium</b></td><td class="r"><b>£557.00</b></td></tr>
  </table>
  <p>Last year you paid £529.95, so your premium has gone up by £27.05.</p>
  <p>The excess on your policy is £250 compulsory, with your voluntary excess of £150 on top: £400 for any claim for damage to your car.</p>
  <p style="font-weight:bold;margin-bottom:4pt">Optional covers – tick any you would like to add and return this letter</p>
  <table style="margin-left:12pt">
    <tr><td style="font-size:13pt">☐</td><td>Motor legal expenses</td><td class="r">£29.95 a year</td></tr>
    <tr><td style="font-size:13pt">☐</td><td>Breakdown cover – roadside assistance and national recovery</td><td class="r">£64.00 a year</td></tr>
    <tr><td style="font-size:13pt">☐</td><td>Excess protection up to £500</td><td class="r">£34.50 a year</td></tr>
  </table>
  <p>If you add all three, your total for the year would be £685.45.</p>
  <p>Your policy will renew automatically by Direct Debit. If you do not want it to, please let us know before the renewal date.</p>
  <p>Yours sincerely,<br><br>Daniel Hext<br>Personal Insurance Team</p>
  <p style="font-size:7.5pt;color:#666;margin-top:20pt">Berns Brett is a trading name of an insurance broker authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. Kelvin Smith: drawn by pdfkit; a broker's letter, the premium and a fall stated in a sentence, a monthly option, and
// the excesses in a table whose columns are kinds of claim and whose rows are compulsory, voluntary and total.
function drawKelvinSmith(doc: Doc): void {
  const left = 64;
  const right = 531;
  doc.font('Times-Bold').fontSize(20).fillColor('#4a2c6e');
  put(doc, 'Kelvin Smith', left, 52);
  const brandWidth = doc.widthOfString('Kelvin Smith');
  doc.font('Times-Italic').fontSize(10).fillColor('#4a2c6e');
  put(doc, 'Insurance Brokers', left + brandWidth + 8, 60);
  doc.moveTo(left, 80).lineTo(right, 80).lineWidth(1).stroke('#4a2c6e');
  doc.fillColor('black').font('Times-Roman').fontSize(10.5);
  ['Mrs Katherine Dunmore', '3 Abbots Way', 'Hexham', 'Northumberland NE46 3HX'].forEach((line, index) => put(doc, line, left, 112 + index * 14));
  putRight(doc, '24 May 2027', right, 112);
  putRight(doc, 'Policy no. KS/MOT/206618', right, 126);
  let y = 200;
  const text = (words: string, gap = 8) => {
    para(doc, words, left, y, right - left, 2.5);
    y = doc.y + gap;
  };
  text('Dear Mrs Dunmore,');
  doc.font('Times-Bold');
  text('Renewal of your motor insurance: Honda CR-V 2.0 i-MMD SR (2020), registration NX20 BYL');
  doc.font('Times-Roman');
  text(
    'Your insurer, AXA Insurance UK plc, has offered to renew your policy from 28 June 2027 for a further year on the same cover. The premium ' +
      'for the year is £774.32, including Insurance Premium Tax. This represents a reduction of £41.08 on the £815.40 you paid for the ' +
      'current year, as your no claims discount has now reached its maximum.',
  );
  text(
    'If you would rather pay monthly, AXA\'s credit provider can spread the premium over 10 instalments of £79.84 (£798.40 in total, a ' +
      'credit charge of £24.08).',
  );
  text('The excesses that apply to your policy are:', 10);
  const cols = [left, left + 150, left + 265, left + 370];
  const head = ['', 'Accidental damage', 'Fire and theft', 'Windscreen'];
  const body = [
    ['Compulsory excess', '£250', '£250', '£100'],
    ['Voluntary excess', '£100', '£100', 'nil'],
    ['Total', '£350', '£350', '£100'],
  ];
  doc.rect(left, y - 4, right - left, 19).fill('#efe9f5');
  doc.fillColor('black').font('Times-Bold').fontSize(10);
  head.forEach((cell, index) => put(doc, cell, cols[index] ?? left, y));
  y += 21;
  body.forEach((row, rowIndex) => {
    doc.font(rowIndex === 2 ? 'Times-Bold' : 'Times-Roman');
    row.forEach((cell, index) => put(doc, cell, cols[index] ?? left, y));
    y += 16;
  });
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke('#4a2c6e');
  y += 14;
  doc.font('Times-Roman').fontSize(10.5);
  text(
    'To renew, please telephone us on 01434 605 221 before 28 June 2027. If we do not hear from you, your cover will end at midnight ' +
      'on 27 June 2027. Please also check the enclosed Statement of Fact and tell us about any changes.',
  );
  text('Yours sincerely,', 26);
  text('Andrew Coulson\nPersonal Lines Manager');
  doc.fontSize(7).fillColor('#555555');
  para(doc, 'Kelvin Smith (Insurance Brokers) Ltd is authorised and regulated by the Financial Conduct Authority.', left, 772, right - left, 0.5);
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 10. Anthony Wakefield & Company: HTML; a renewal acceptance form to sign and return, pre-filled, with two payment
// options to tick; the excess in one line; last year's premium not stated (only referred to).
const WAKEFIELD = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #000;padding-bottom:5pt">
    <div><b style="font:bold 18pt Georgia,serif">Anthony Wakefield</b><br><span style="font:9pt Georgia,serif">&amp; Company · Insurance Brokers</span></div>
    <div class="r" style="font-size:8.5pt">Telephone 01483 450 217</div></div>
  <p style="text-align:center;font-size:15pt;font-weight:bold;letter-spacing:2pt;margin:18pt 0 4pt">RENEWAL ACCEPTANCE</p>
  <p style="text-align:center;margin:0 0 14pt">Please complete, sign and return this form by 5 August 2027 to keep your cover in force.</p>
  <table style="width:100%;border:1px solid #000">
    <tr><td style="width:30%;border-bottom:1px solid #bbb">Client</td><td style="border-bottom:1px solid #bbb">Mr James Okonkwo, 14 Chantry View Road, Guildford GU1 3XS</td></tr>
    <tr><td style="border-bottom:1px solid #bbb">Policy</td><td style="border-bottom:1px solid #bbb">Private Car – AWC/PC/550923</td></tr>
    <tr><td style="border-bottom:1px solid #bbb">Insurer</td><td style="border-bottom:1px solid #bbb">Aviva Insurance Limited</td></tr>
    <tr><td style="border-bottom:1px solid #bbb">Vehicle</td><td style="border-bottom:1px solid #bbb">BMW 320d M Sport Touring (2020) – registration LC20 FWU</td></tr>
    <tr><td style="border-bottom:1px solid #bbb">Renewal date</td><td style="border-bottom:1px solid #bbb">12th August 2027</td></tr>
    <tr><td style="border-bottom:1px solid #bbb">Cover</td><td style="border-bottom:1px solid #bbb">Comprehensive – social, domestic, pleasure and commuting</td></tr>
    <tr><td>Excess</td><td>Own damage excess £250 plus voluntary excess £250 – total £500</td></tr>
  </table>
  <p style="font-weight:bold;margin:16pt 0 4pt">How would you like to pay? (tick one)</p>
  <table style="width:100%">
    <tr><td style="width:20pt;font-size:14pt">☐</td><td>Pay in full: <b>£748.60</b> including Insurance Premium Tax</td></tr>
    <tr><td style="font-size:14pt">☐</td><td>Pay by 11 monthly instalments of £70.29 (total £773.19, APR 6.9%) – we will send a credit agreement</td></tr>
  </table>
  <p style="font-size:9pt">The premium you paid last year, and how it compares, is shown in the renewal letter sent with this form.</p>
  <p style="font-weight:bold;margin:16pt 0 4pt">Declaration</p>
  <p style="font-size:9pt">I/We wish to renew the above policy. I/We confirm that the information in the enclosed Statement of Fact is correct and
  complete, and that there have been no changes, claims, accidents or motoring convictions since it was prepared, except as
  stated below.</p>
  <p style="margin-top:8pt">Changes: ________________________________________________________________________</p>
  <div style="display:flex;gap:30pt;margin-top:22pt"><span>Signed ______________________________</span><span>Date ____ / ____ / 2027</span></div>
  <p style="font-size:7.5pt;color:#666;margin-top:40pt">Anthony Wakefield &amp; Company Limited is authorised and regulated by the Financial Conduct Authority.
  Please return this form in the envelope provided or scan it to renewals@anthonywakefield.example.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Hamilton Leigh: HTML (scanned); a boxed renewal schedule form, each label small in its box's corner and the
// value below it, three boxes a row; an additional excess for young drivers in a box beside the three excesses.
const cell = (label: string, value: string) =>
  `<td style="border:1px solid #333;padding:3pt 6pt 6pt;vertical-align:top;width:33%"><div style="font-size:7pt;text-transform:uppercase;color:#444">${label}</div><div style="font-size:10.5pt;margin-top:2pt">${value}</div></td>`;
const HAMILTON = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div><b style="font-size:18pt;color:#234">Hamilton Leigh</b><br><span style="font-size:8.5pt">Insurance Brokers</span></div>
    <div style="font-size:12pt;font-weight:bold;text-align:right">PRIVATE MOTOR<br>RENEWAL SCHEDULE</div></div>
  <table style="width:100%;margin-top:14pt;border-collapse:collapse">
    <tr>${cell('Policyholder', 'Ms Rachel Osei-Bonsu')}${cell('Policy number', 'HL/PM/0193376')}${cell('Schedule date', '30/03/2027')}</tr>
    <tr>${cell('Effective date', '02/05/2027')}${cell('Expiry date', '01/05/2028')}${cell('Insurer', 'NIG (Royal &amp; Sun Alliance Insurance Ltd)')}</tr>
    <tr>${cell('Vehicle', 'Audi A3 Sportback 35 TFSI S line (2023)')}${cell('Registration', 'EA23 KPL')}${cell('Cover', 'Comprehensive')}</tr>
    <tr>${cell('Premium (incl. IPT)', '£1,104.45')}${cell('Previous year\'s premium', '£1,065.00')}${cell('Change', '+£39.45')}</tr>
    <tr>${cell('Compulsory excess', '£400')}${cell('Voluntary excess', '£100')}${cell('Total excess', '£500')}</tr>
    <tr>${cell('Additional excess, drivers under 25', '£250')}${cell('Named drivers', 'Mr Kwame Osei-Bonsu (age 20)')}${cell('No claims discount', '4 years')}</tr>
    <tr>${cell('Use', 'Social, domestic, pleasure and commuting')}${cell('Vehicle value', '£21,750')}${cell('Payment', 'Annual, by debit card')}</tr>
  </table>
  <p style="font-size:9pt;margin-top:12pt"><b>Endorsements:</b> 01 Telematics – the insured vehicle must be fitted with the insurer's telematics device at all
  times. 08 Young driver curfew does not apply. 15 Windscreen excess £100.</p>
  <p style="font-size:9pt">This schedule replaces any schedule previously issued. Please read it together with your policy booklet and your certificate of
  motor insurance, and tell us at once if any detail is wrong.</p>
  <p style="font-size:7.5pt;color:#666;margin-top:20pt">Hamilton Leigh Ltd is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. Carroll Holman: HTML, two pages; a broker's letter, page 2 the price with last year's and the change, the
// excess in a line, and an interest-free Direct Debit schedule of ten dated payments.
const COLLECTIONS = ['06/07/2027', '06/08/2027', '06/09/2027', '06/10/2027', '06/11/2027', '06/12/2027', '06/01/2028', '06/02/2028', '06/03/2028', '06/04/2028'];
const CARROLL = `
<div style="font-size:10pt">
  <div style="border-bottom:2px solid #b5451b;padding-bottom:6pt"><b style="font-size:19pt;color:#b5451b">Carroll Holman</b>
    <span style="font-size:9pt;color:#555">&nbsp;Insurance Brokers</span></div>
  <div class="cols" style="margin-top:16pt">
    <div>Mr and Mrs P Fairbairn<br>The Paddocks<br>Church Brampton<br>Northampton NN6 8AU</div>
    <div class="r">1 June 2027<br>Policy reference CHIB/MOT/808214</div></div>
  <p style="margin-top:18pt">Dear Mr and Mrs Fairbairn,</p>
  <p><b>Your motor insurance renewal – Mercedes-Benz C 300 e AMG Line (2022), KP22 LZD</b></p>
  <p>Your motor insurance renews on 6 July 2027. We have approached your current insurer, Covéa Insurance plc, and two others on your
  behalf, and Covéa's terms remain the best value for the cover you need, so we have invited renewal with them.</p>
  <p>The price for the coming year, with last year's for comparison, and the dates on which your instalments will be collected
  are set out on page 2 of this letter.</p>
  <p>There is nothing you need to do if you wish to renew: we will renew your policy and collect the instalments by Direct Debit.
  Please read the enclosed Statement of Fact and tell us of any changes, particularly to the people who drive the car.</p>
  <p>Yours sincerely,</p>
  <p style="margin-top:26pt">Sophie Lattimer<br>Client Services</p>
  <p style="font-size:7.5pt;color:#666;margin-top:180pt">Carroll Holman is authorised and regulated by the Financial Conduct Authority. Page 1 of 2</p>
</div>
<div style="page-break-before:always;font-size:10pt">
  <p style="font-size:8.5pt;color:#555">Mr and Mrs P Fairbairn · CHIB/MOT/808214 · Page 2 of 2</p>
  <p style="font-size:13pt;font-weight:bold;color:#b5451b">Your renewal price</p>
  <table style="width:75%">
    <tr><td>Annual premium from 6 July 2027 (including IPT)</td><td class="r"><b>£1,322.74</b></td></tr>
    <tr><td>Last year's annual premium</td><td class="r">£1,244.06</td></tr>
    <tr><td>Increase</td><td class="r">£78.68</td></tr>
  </table>
  <p>Excesses: compulsory £350, voluntary £150 – £500 in total for a claim for damage to your car. Windscreen: £90.</p>
  <p style="font-size:13pt;font-weight:bold;color:#b5451b;margin-top:16pt">Your Direct Debit instalments</p>
  <p>Interest-free: we will collect the premium in ten payments from the account ending 6620.</p>
  <table style="width:50%;border-top:1px solid #999;border-bottom:1px solid #999">
    <tr><th>Collection date</th><th class="r">Amount</th></tr>
    ${COLLECTIONS.map((date, index) => `<tr><td>${date}</td><td class="r">${index === 0 ? '£132.31' : '£132.27'}</td></tr>`).join('\n    ')}
    <tr style="border-top:1px solid #999"><td><b>Total</b></td><td class="r"><b>£1,322.74</b></td></tr>
  </table>
</div>`;

export const FRESH_NOTICES_46: FreshNotice[] = [
  {
    name: 'caunce-ohara',
    html: CAUNCE,
    expected: {
      renewalDate: '2027-02-01',
      insurer: "Caunce O'Hara",
      policyNumber: 'COH/PM/0045127',
      registrationNumber: 'MF23XKR',
      renewalPremium: '1020.75',
      previousPremium: '981.50',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'griffiths-armour',
    html: GRIFFITHS,
    scan: true,
    expected: {
      renewalDate: '2027-04-01',
      insurer: 'Griffiths & Armour',
      policyNumber: 'HPC-M-7730412',
      registrationNumber: 'MX22RVA',
      renewalPremium: '1452.90',
      previousPremium: '1384.20',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'barry-grainger',
    html: '',
    draw: drawGrainger,
    expected: {
      renewalDate: '2027-03-14',
      insurer: 'Barry Grainger',
      policyNumber: 'BG/ADI/2219087',
      registrationNumber: 'GK24TPX',
      renewalPremium: '1217.00',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'liberty',
    html: LIBERTY,
    photo: true,
    expected: {
      renewalDate: '2027-02-19',
      insurer: 'Liberty Insurance',
      policyNumber: 'CNI-4470261',
      registrationNumber: 'FLZ4862',
      renewalPremium: '742.80',
      previousPremium: '701.45',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'cornish-mutual',
    html: CORNISH,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-03-27',
      insurer: 'Cornish Mutual',
      policyNumber: 'CMA/MV/063841',
      registrationNumber: 'WL22NFD',
      renewalPremium: '642.20',
      previousPremium: '618.90',
      compulsoryExcess: '200',
      voluntaryExcess: '100',
      totalExcess: '300',
    },
  },
  {
    name: 'butterworth-spengler',
    html: BUTTERWORTH,
    expected: {
      renewalDate: '2027-04-09',
      insurer: 'Butterworth Spengler',
      policyNumber: 'BSIG/PC/57720',
      registrationNumber: 'YD19HWV',
      renewalPremium: '538.62',
      previousPremium: '563.40',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
    },
  },
  {
    name: 'abbey-bond-lovis',
    html: ABL,
    expected: {
      renewalDate: '2027-03-03',
      insurer: 'Abbey Bond Lovis',
      policyNumber: 'ABL/PM/4420718',
      registrationNumber: 'GU72WJN',
      renewalPremium: '694.35',
      previousPremium: '652.10',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'berns-brett',
    html: BERNS,
    expected: {
      renewalDate: '2027-05-15',
      insurer: 'Berns Brett',
      policyNumber: 'BB/MC/31877',
      registrationNumber: 'RK21OXH',
      renewalPremium: '557.00',
      previousPremium: '529.95',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'kelvin-smith',
    html: '',
    draw: drawKelvinSmith,
    expected: {
      renewalDate: '2027-06-28',
      insurer: 'Kelvin Smith',
      policyNumber: 'KS/MOT/206618',
      registrationNumber: 'NX20BYL',
      renewalPremium: '774.32',
      previousPremium: '815.40',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'anthony-wakefield',
    html: WAKEFIELD,
    expected: {
      renewalDate: '2027-08-12',
      insurer: 'Anthony Wakefield',
      policyNumber: 'AWC/PC/550923',
      registrationNumber: 'LC20FWU',
      renewalPremium: '748.60',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'hamilton-leigh',
    html: HAMILTON,
    scan: true,
    expected: {
      renewalDate: '2027-05-02',
      insurer: 'Hamilton Leigh',
      policyNumber: 'HL/PM/0193376',
      registrationNumber: 'EA23KPL',
      renewalPremium: '1104.45',
      previousPremium: '1065.00',
      compulsoryExcess: '400',
      voluntaryExcess: '100',
      totalExcess: '500',
    },
  },
  {
    name: 'carroll-holman',
    html: CARROLL,
    expected: {
      renewalDate: '2027-07-06',
      insurer: 'Carroll Holman',
      policyNumber: 'CHIB/MOT/808214',
      registrationNumber: 'KP22LZD',
      renewalPremium: '1322.74',
      previousPremium: '1244.06',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
];
