// Set 40 (issue 47): sixteen renewal invitations in layouts sets 38 and 39 did not use, each from a different UK
// private-car brand none of the earlier sets used: an app-style telematics renewal whose price is a base price less a
// driving-score discount; a large-print letter for a wheelchair-accessible car, dates written '1st Mar 2027'; a
// reminder laid out as text messages, every line short; a table whose last year's column comes first and whose columns
// are labelled only by their dates; a multi-car letter pricing two cars, the notice for the first; a letter entirely
// in capitals; a reference strip with a barcode at the top and every figure followed by 'GBP'; a van-style vehicle
// schedule used for a car; a monthly price first and the annual one in small print; thin rules and right-aligned
// figures; a cooling-off box between the figures; a classic car on limited mileage; a price that stayed the same with a
// summary of changes in bullets, dates 'Mon 1 March 2027'; excesses in a grid by claim type with a young driver's
// extra; a policy number broken over two lines and every date '2027-02-19'; a bar chart of last year's price and this
// year's. Three drawn by pdfkit, thirteen printed from HTML by Chromium; two scanned and two photographed (one sideways).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;


// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Zego
  ['zego discount', [745.65, 96.45], 842.1],
  ['zego saving', [745.65, 55.65], 801.3],
  ['zego excess', [350, 100], 450],
  ['zego monthly', [12 * 65.24], 782.88],
  ['zego credit', [745.65, 37.23], 782.88],
  // 2. Blue Badge Mobility Insurance
  ['blue-badge change', [512.4, 26.52], 538.92],
  ['blue-badge total', [538.92, 29.99], 568.91],
  ['blue-badge excess', [250, 100], 350],
  ['blue-badge instalments', [56.89, 10 * 53.4], 590.89],
  ['blue-badge credit', [568.91, 21.98], 590.89],
  // 3. Autosaint
  ['autosaint saving', [1486.3, 226.25], 1712.55],
  ['autosaint excess', [500, 250], 750],
  ['autosaint instalments', [148.63, 10 * 139.2], 1540.63],
  ['autosaint credit', [1486.3, 54.33], 1540.63],
  // 4. Sharrock Insurance Services
  ['sharrock change', [688.14, 14.76], 702.9],
  ['sharrock excess now', [250, 250], 500],
  ['sharrock excess was', [250, 150], 400],
  ['sharrock total', [702.9, 20], 722.9],
  ['sharrock instalments', [10 * 75.62], 756.2],
  ['sharrock credit', [722.9, 33.3], 756.2],
  // 5. Weald Insurance Brokers
  ['weald octavia change', [588.75, 23.65], 612.4],
  ['weald fiat change', [390.1, 11.75], 401.85],
  ['weald both now', [612.4, 401.85], 1014.25],
  ['weald both last year', [588.75, 390.1], 978.85],
  ['weald octavia excess', [250, 250], 500],
  ['weald fiat excess', [300, 100], 400],
  ['weald instalments', [10 * 106.32], 1063.2],
  ['weald credit', [1014.25, 48.95], 1063.2],
  // 6. William Taylor Insurance Brokers
  ['william-taylor change', [559.9, 14.28], 574.18],
  ['william-taylor total', [574.18, 15], 589.18],
  ['william-taylor excess', [200, 250], 450],
  ['william-taylor instalments', [10 * 61.24], 612.4],
  ['william-taylor credit', [589.18, 23.22], 612.4],
  // 7. B&M Insurance
  ['bm change', [781.2, 48.27], 829.47],
  ['bm total', [829.47, 25], 854.47],
  ['bm excess', [350, 150], 500],
  ['bm instalments', [12 * 74.11], 889.32],
  ['bm credit', [854.47, 34.85], 889.32],
  // 8. One Sure Insurance
  ['onesure gross', [566.25, 67.95], 634.2],
  ['onesure IPT', [566.25 * 0.12], 67.95],
  ['onesure change', [611.52, 22.68], 634.2],
  ['onesure excess', [300, 200], 500],
  ['onesure instalments', [10 * 66.1], 661],
  ['onesure credit', [634.2, 26.8], 661],
  // 9. Shield Total Insurance
  ['shield monthly', [12 * 56.83], 681.96],
  ['shield credit', [641.76, 40.2], 681.96],
  ['shield change', [618.5, 23.26], 641.76],
  ['shield excess', [250, 250], 500],
  // 10. Broker2U
  ['broker2u change', [968.9, 55.46], 1024.36],
  ['broker2u total now', [1024.36, 58, 24.99], 1107.35],
  ['broker2u total last year', [968.9, 55, 24.99], 1048.89],
  ['broker2u excess', [400, 250], 650],
  ['broker2u instalments', [10 * 115.28], 1152.8],
  ['broker2u credit', [1107.35, 45.45], 1152.8],
  // 11. Walker Midgley
  ['walker-midgley change', [455, 32.63], 487.63],
  ['walker-midgley excess', [250, 150], 400],
  ['walker-midgley instalments', [48.76, 10 * 46.1], 509.76],
  ['walker-midgley credit', [487.63, 22.13], 509.76],
  // 12. Brunsdon
  ['brunsdon gross', [255.75, 30.69], 286.44],
  ['brunsdon IPT', [255.75 * 0.12], 30.69],
  ['brunsdon change', [271.8, 14.64], 286.44],
  ['brunsdon excess', [150, 100], 250],
  // 13. Thomas Sagar Insurances
  ['thomas-sagar excess now', [300, 200], 500],
  ['thomas-sagar excess was', [250, 200], 450],
  ['thomas-sagar total', [596.2, 18.5], 614.7],
  ['thomas-sagar instalments', [10 * 63.87], 638.7],
  ['thomas-sagar credit', [614.7, 24], 638.7],
  // 14. Caunce O'Hara
  ['caunce saving', [1318.47, 83.64], 1402.11],
  ['caunce accidental damage', [350, 150], 500],
  ['caunce fire and theft', [350, 150], 500],
  ['caunce young driver', [500, 250], 750],
  ['caunce instalments', [131.85, 10 * 125.96], 1391.45],
  ['caunce credit', [1318.47, 72.98], 1391.45],
  // 15. DPI Bros
  ['dpi change', [719.96, 22.12], 742.08],
  ['dpi excess', [300, 250], 550],
  ['dpi instalments', [74.2, 10 * 70.63], 780.5],
  ['dpi credit', [742.08, 38.42], 780.5],
  // 16. Clear Insurance Management
  ['clear change', [867.33, 37.79], 905.12],
  ['clear excess', [500, 0], 500],
  ['clear instalments', [12 * 78.42], 941.04],
  ['clear credit', [905.12, 35.92], 941.04],
];
checkSums('set 40', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Zego (Sense, a smartphone-telematics private car policy): HTML; an app-style renewal page: the driver's Sense
// score, a base price less a driving discount, 'Your renewal price'; photographed upright.
const zegoLine = (label: string, value: string, strong = false) =>
  `<div style="display:flex;justify-content:space-between;padding:5pt 0;border-bottom:1px solid #e4e4ef${strong ? ';font-weight:bold;font-size:12pt' : ''}">` +
  `<span>${label}</span><span>${value}</span></div>`;
const ZEGO = `
<div style="font-family:Arial,sans-serif;font-size:10pt;line-height:1.35;color:#1b1b3a">
  <div style="display:flex;justify-content:space-between;align-items:center;background:#1b1b3a;color:white;padding:10pt 14pt;border-radius:8pt">
    <div style="font:bold 22pt Arial;letter-spacing:-0.5pt">zego<span style="color:#7ce0c3">.</span></div>
    <div class="r" style="font-size:8.5pt">Sense private car insurance<br>Renewals team 9am-5:45pm weekdays</div></div>
  <p style="margin-top:12pt">Hi Farah,</p>
  <p>Your Zego Sense policy renews on <b>Sat 16 Jan 2027</b>. You've driven well this year, so your renewal price is lower than last
  year's. Here's how we worked it out.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12pt;margin:6pt 0">
    <div style="border:1px solid #d8d8e8;border-radius:8pt;padding:10pt">
      <div style="font-size:8.5pt;color:#666">Your Sense score</div>
      <div style="font:bold 30pt Arial;color:#2a9d7f">87<span style="font-size:12pt;color:#666">/100</span></div>
      <div style="font-size:8.5pt">Smooth braking 91 · Cornering 84 · Speed 88 · Phone use 85</div>
      <div style="font-size:8.5pt;margin-top:4pt">4,812 miles driven over 612 journeys</div></div>
    <div style="border:1px solid #d8d8e8;border-radius:8pt;padding:10pt">
      <div style="font-size:8.5pt;color:#666">Your policy</div>
      <div>Policy number <b>ZGS-7F3K-2291</b></div>
      <div>Car: Ford Fiesta 1.0 EcoBoost Titanium (2018)</div>
      <div>Registration <b>LB68 XTM</b></div>
      <div>Cover: Comprehensive, social, domestic and pleasure and commuting</div></div></div>
  <div style="border:1px solid #d8d8e8;border-radius:8pt;padding:4pt 12pt;margin-top:6pt">
    <div style="font:bold 11pt Arial;padding:5pt 0">Your renewal price</div>
    ${zegoLine('Base price for the year', '£842.10')}
    ${zegoLine('Sense driving discount', '−£96.45')}
    ${zegoLine('Your renewal price, including Insurance Premium Tax', '£745.65', true)}
    ${zegoLine('Last year you paid', '£801.30')}
    ${zegoLine('That is', '£55.65 less than last year')}
  </div>
  <div style="border:1px solid #d8d8e8;border-radius:8pt;padding:4pt 12pt;margin-top:8pt">
    <div style="font:bold 11pt Arial;padding:5pt 0">Your excess</div>
    ${zegoLine('Compulsory excess', '£350')}
    ${zegoLine('Voluntary excess', '£100')}
    ${zegoLine('Total excess for a claim for damage to your car', '£450', true)}
    ${zegoLine('Windscreen replacement', '£115')}
  </div>
  <p style="margin-top:10pt">Paying monthly? 12 payments of £65.24, a total of £782.88, including interest of £37.23 (representative APR 9.9%).</p>
  <p>Keep the Zego Sense app installed and logged in: it keeps building your score for next year. If your details have changed, update them in
  the app before Sat 16 Jan 2027. We'll renew automatically using the card you have saved.</p>
  <p style="font-size:6.5pt;color:#777;margin-top:10pt">Zego is a trading name of Extracover Limited, registered in England and Wales no. 10128841,
  authorised and regulated by the Financial Conduct Authority (FRN 757871). Sense policies are underwritten by Wakam UK Limited. Issued 17 Dec 2026.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. Blue Badge Mobility Insurance (broker for disabled drivers): HTML; a large-print letter (15pt) for a
// wheelchair-accessible car, the adaptations insured at their own value; dates written '1st Mar 2027'.
const BLUE_BADGE = `
<div style="font-family:Verdana,Arial,sans-serif;font-size:14.5pt;line-height:1.45">
  <div style="border-bottom:3px solid #0057a8;padding-bottom:5pt"><span style="font:bold 19pt Verdana;color:#0057a8">Blue Badge</span>
    <span style="font-size:12pt;color:#0057a8"> Mobility Insurance</span></div>
  <p style="font-size:11pt;margin:6pt 0">Large print version · 01730 233 101</p>
  <p>Mr Derek Oyelaran<br>3 Foxglove Close<br>Waterlooville PO7 8SN</p>
  <p>25th Jan 2027</p>
  <p>Dear Mr Oyelaran,</p>
  <p><b>Your car insurance renews on 1st Mar 2027.</b></p>
  <p>Your policy number is <b>BBM/PC/118406</b>.</p>
  <p>It covers your Citroën Berlingo wheelchair-accessible car, registration <b>WF19 ZKA</b>, with its ramp, winch and wheelchair
  restraints insured for £6,200.</p>
  <p>Your new premium is <b>£538.92</b>, including Insurance Premium Tax. Last year it was £512.40.</p>
  <p>Your excess, if you claim for damage to your car, is:</p>
  <p style="margin-left:18pt">£250 compulsory<br>£100 voluntary<br><b>£350 in total</b></p>
  <p>You also have motor legal protection for £29.99, so the total to pay is £568.91.</p>
  <p>You pay monthly: a first payment of £56.89, then 10 payments of £53.40. That is £590.89 in all, including interest of £21.98.</p>
  <p>If nothing has changed, you do not need to do anything. Please ring us if you would like this letter in Braille or audio.</p>
  <p>Yours sincerely,<br>Janet Pearce, Customer Care</p>
  <p style="font-size:7pt;color:#666">Blue Badge Mobility Insurance is a trade name of Blue Badge Mobility Insurance Broker Services Ltd, company no.
  08983520, Langstone Gate, Solent Road, Havant PO9 1TR, authorised and regulated by the Financial Conduct Authority (680888).
  Your policy is underwritten by Covéa Insurance plc.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. Autosaint (young drivers' black-box insurance): HTML; a reminder laid out as a phone's text messages in a narrow
// column, every line short, then a short signed note; photographed sideways.
const sms = (lines: string[]) => `<div style="background:#e9e9ee;border-radius:12pt;padding:6pt 10pt;margin:6pt 0;width:62mm">${lines.join('<br>')}</div>`;
const AUTOSAINT = `
<div style="font-family:Arial,sans-serif;font-size:10.5pt;line-height:1.35;width:78mm">
  <div style="font:bold 17pt Arial;color:#c8102e">AutoSaint</div>
  <div style="font-size:8pt;color:#555;margin-bottom:8pt">Black box insurance for new drivers</div>
  <div style="font-size:8pt;color:#888;text-align:center">Tue 10 Nov 2026, 09:14</div>
  ${sms(['AUTOSAINT:', 'Hi Kyle,', 'your policy', 'AS-40917752', 'renews on', '08/12/2026.'])}
  ${sms(['Car: EY15 NVD', 'VW Polo 1.2', 'Box score: 78'])}
  ${sms(['New price:', '£1,486.30', 'inc. IPT', '(last year', '£1,712.55)', 'You save', '£226.25.'])}
  ${sms(['Excess:', '£500 compulsory', '+ £250 voluntary', '= £750 total'])}
  ${sms(['Monthly:', '£148.63 then', '10 x £139.20', '= £1,540.63', 'incl. interest', '£54.33'])}
  ${sms(['Nothing to do:', 'we renew on', '08/12/2026.', 'Reply STOP', 'to opt out.'])}
  <p style="font-size:9.5pt;margin-top:10pt">This is a printed copy<br>of the messages we sent<br>to 07700 900417.</p>
  <p style="font-size:9.5pt">Keep braking smooth<br>and your score above 30.</p>
  <p style="font-size:6.5pt;color:#777">AutoSaint Insurance is part of Fresh Insurance Services Group Ltd, authorised and regulated by the Financial
  Conduct Authority. Underwritten by Markerstudy Insurance Company Limited.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. Sharrock Insurance Services (broker, Sheerness): HTML; a comparison table whose columns are headed only by their
// periods, last year's first ('01/03/26–28/02/27' | '01/03/27–29/02/28'), no 'renewal' or 'expiring' over them.
const sharrockRow = (label: string, last: string, next: string, bold = false) =>
  `<tr${bold ? ' style="font-weight:bold"' : ''}><td style="border-bottom:1px solid #ccc">${label}</td>` +
  `<td style="border-bottom:1px solid #ccc">${last}</td><td style="border-bottom:1px solid #ccc">${next}</td></tr>`;
const SHARROCK = `
<div style="font-family:Georgia,serif;font-size:10pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:flex-start">
    <div><div style="font:bold 18pt Georgia;color:#14406b">Sharrock</div><div style="font-size:9pt;color:#14406b">Insurance Services Ltd</div></div>
    <div class="r" style="font-size:8pt;color:#555">Watsons' Mill, Ride's Passage<br>High Street, Sheerness<br>Kent ME12 1UD<br>01795 580 211</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mr &amp; Mrs A Kowalczyk<br>41 Marine Parade<br>Sheerness<br>Kent ME12 2BJ</div>
    <div class="r">Our ref: SIS/MC/27715<br>29 January 2027</div></div>
  <p style="margin-top:14pt"><b>Motor insurance – invitation to renew</b></p>
  <p>Dear Mr and Mrs Kowalczyk,</p>
  <p>Your motor policy <b>SIS/MC/27715</b> for the Vauxhall Astra 1.2 Turbo SRi (2020), registration <b>GN20 OXH</b>, comes to the end of its
  current period at midnight on 28 February 2027. Covéa Insurance plc have invited renewal from 1 March 2027, and the terms are set out
  below next to the terms you have now.</p>
  <table style="width:100%;margin:8pt 0">
    <tr style="background:#eef2f7"><th style="width:40%"></th><th>01/03/26–28/02/27</th><th>01/03/27–29/02/28</th></tr>
    ${sharrockRow('Insurer', 'Covéa Insurance plc', 'Covéa Insurance plc')}
    ${sharrockRow('Cover', 'Comprehensive', 'Comprehensive')}
    ${sharrockRow('Drivers', 'Insured and spouse', 'Insured and spouse')}
    ${sharrockRow('Premium including IPT', '£688.14', '£702.90', true)}
    ${sharrockRow('Compulsory excess', '£250', '£250')}
    ${sharrockRow('Voluntary excess', '£150', '£250')}
    ${sharrockRow('Total accidental damage excess', '£400', '£500')}
    ${sharrockRow('No claims discount', '7 years', '8 years')}
  </table>
  <p>The premium has increased by £14.76. At your request the voluntary excess has been raised to £250, which has kept the increase down.
  Our administration fee of £20.00 is added, making £722.90 to pay. If you prefer to pay monthly, we can arrange 10 instalments of
  £75.62 (£756.20 in all, including interest of £33.30).</p>
  <p>Please read the enclosed statement of fact and tell us of any changes. If we do not hear from you, we will renew the policy on these terms
  and collect the premium by Direct Debit.</p>
  <p>Yours sincerely,<br><br>Lorraine Fagg<br>Personal Lines Manager</p>
  <p style="font-size:6.5pt;color:#777">Sharrock Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority, firm reference
  502369. Registered office as above.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 5. Weald Insurance Brokers (Kent): HTML; one multi-car policy pricing two cars, each with its own premium and
// excesses; the letter says it is the notice for the Octavia ('this car'); the Fiat has its own notice.
const WEALD = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;border-bottom:3px solid #3b6e22;padding-bottom:6pt">
    <div><div style="font:bold 19pt Arial;color:#3b6e22">Weald</div><div style="font-size:9pt;color:#555">Insurance Brokers</div></div>
    <div class="r" style="font-size:8pt;color:#555">Weald House, 88 High Street<br>Tenterden, Kent TN30 6JG<br>01580 762 400</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mrs Helen Stannard<br>Oast Cottage, Frogs Lane<br>Rolvenden<br>Cranbrook TN17 4LH</div>
    <div class="r">12 January 2027</div></div>
  <h3 style="margin:12pt 0 4pt;color:#3b6e22">Multi-car policy WIB/MC/60233 – renewal notice for your Skoda Octavia</h3>
  <p>Dear Mrs Stannard,</p>
  <p>Your multi-car policy covers two cars and renews on <b>14 February 2027</b>. Each car has its own notice. <b>This notice is for your
  Skoda Octavia Estate, registration KV21 HBN ("this car")</b>; the Fiat 500 on the same policy has its own notice, sent with this one. We
  show both cars below so you can see the whole policy.</p>
  <table style="width:100%;margin:6pt 0;font-size:9.4pt">
    <tr style="background:#e8f0e2"><th style="width:34%"></th><th>This car</th><th>Second car on the policy</th></tr>
    <tr><td>Car</td><td>Skoda Octavia Estate 1.5 TSI SE L (2021)</td><td>Fiat 500 1.2 Lounge (2017)</td></tr>
    <tr><td>Registration</td><td><b>KV21 HBN</b></td><td>GK17 UWE</td></tr>
    <tr><td>Main driver</td><td>Mrs Helen Stannard</td><td>Miss Amy Stannard</td></tr>
    <tr><td>Renewal premium (including IPT)</td><td><b>£612.40</b></td><td>£401.85</td></tr>
    <tr><td>Last year's premium (including IPT)</td><td>£588.75</td><td>£390.10</td></tr>
    <tr><td>Compulsory excess</td><td>£250</td><td>£300</td></tr>
    <tr><td>Voluntary excess</td><td>£250</td><td>£100</td></tr>
    <tr><td>Total excess</td><td>£500</td><td>£400</td></tr>
  </table>
  <p>This car's premium has gone up by £23.65 and the Fiat's by £11.75. For the whole policy you will pay £1,014.25 (last year £978.85),
  which includes a multi-car discount of 10% on the second car.</p>
  <p>You pay by 10 monthly instalments of £106.32 for the whole policy, a total of £1,063.20 including interest of £48.95.</p>
  <p>Please check the details for both cars and let us know of any changes before 14 February 2027. If everything is correct, you need do
  nothing and your cover will continue.</p>
  <p>Yours sincerely,<br><br>Martin Hook<br>Account Executive</p>
  <p style="font-size:6.5pt;color:#777">Weald Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority, register number
  301679. Your multi-car policy is underwritten by Aviva Insurance Limited.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. William Taylor Insurance Brokers: drawn by pdfkit; the whole letter in capitals, as an old policy system prints it.
function drawWilliamTaylor(doc: Doc): void {
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#222222');
  put(doc, 'WILLIAM TAYLOR INSURANCE BROKERS', 50, 40);
  doc.font('Helvetica').fontSize(8).fillColor('#444444');
  put(doc, '14 MARKET STREET  •  HEXHAM  •  NORTHUMBERLAND NE46 3NS  •  TEL 01434 602 218', 50, 60);
  doc.moveTo(50, 74).lineTo(545, 74).lineWidth(0.8).stroke('#222222');
  doc.font('Helvetica').fontSize(10).fillColor('black');
  ['MR G ARMSTRONG', '6 TYNE VIEW TERRACE', 'CORBRIDGE', 'NORTHUMBERLAND', 'NE45 5AU'].forEach((line, index) => put(doc, line, 50, 100 + index * 13));
  putRight(doc, 'DATE: 20 JANUARY 2027', 545, 100);
  putRight(doc, 'OUR REF: WT/PM/0419826', 545, 113);
  doc.font('Helvetica-Bold').fontSize(11);
  put(doc, 'PRIVATE CAR INSURANCE - RENEWAL INVITATION', 50, 180);
  doc.font('Helvetica').fontSize(10);
  let y = 204;
  const line = (text: string, gap = 13) => {
    para(doc, text, 50, y, 495, 2);
    y = doc.y + gap - 11;
  };
  line('DEAR MR ARMSTRONG,');
  line(
    'YOUR PRIVATE CAR POLICY IS DUE FOR RENEWAL ON 22 FEBRUARY 2027. THE INSURERS, AGEAS INSURANCE LIMITED, HAVE OFFERED RENEWAL ON THE ' +
      'TERMS SHOWN BELOW. PLEASE CHECK THEM CAREFULLY.',
  );
  y += 4;
  const rows: [string, string][] = [
    ['POLICY NUMBER', 'WT/PM/0419826'],
    ['RENEWAL DATE', '22 FEBRUARY 2027'],
    ['VEHICLE', 'NISSAN QASHQAI 1.3 DIG-T N-CONNECTA (2016)'],
    ['REGISTRATION', 'BD66 YRC'],
    ['COVER', 'COMPREHENSIVE - SDP AND COMMUTING'],
    ['RENEWAL PREMIUM INCL IPT', '£574.18'],
    ['EXPIRING PREMIUM INCL IPT', '£559.90'],
    ['COMPULSORY EXCESS', '£200'],
    ['VOLUNTARY EXCESS', '£250'],
    ['TOTAL EXCESS', '£450'],
  ];
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(10);
    put(doc, label, 70, y);
    doc.font('Helvetica-Bold');
    put(doc, value, 280, y);
    y += 15;
  }
  doc.font('Helvetica').fontSize(10);
  y += 8;
  line(
    'THE PREMIUM HAS INCREASED BY £14.28. OUR FEE OF £15.00 IS ADDED, MAKING £589.18 IN TOTAL. IF YOU WISH TO PAY BY INSTALMENTS, 10 ' +
      'MONTHLY PAYMENTS OF £61.24 CAN BE ARRANGED (TOTAL £612.40 INCLUDING INTEREST OF £23.22).',
  );
  y += 6;
  line(
    'IF YOUR CIRCUMSTANCES HAVE CHANGED, OR YOU HAVE HAD ANY CLAIMS OR MOTORING CONVICTIONS, PLEASE TELL US BEFORE THE RENEWAL DATE. ' +
      'IF WE DO NOT HEAR FROM YOU, WE WILL RENEW THE POLICY AND COLLECT THE PREMIUM BY DIRECT DEBIT.',
  );
  y += 6;
  line('YOURS SINCERELY,');
  y += 14;
  line('P ROBSON');
  line('FOR WILLIAM TAYLOR INSURANCE BROKERS');
  doc.font('Helvetica').fontSize(6.5).fillColor('#555555');
  para(
    doc,
    'WILLIAM TAYLOR INSURANCE BROKERS ARE INDEPENDENT INTERMEDIARIES AUTHORISED AND REGULATED BY THE FINANCIAL CONDUCT AUTHORITY. ' +
      'REGISTERED IN ENGLAND AND WALES.',
    50,
    770,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 7. B&M Insurance (Bricks and Motor Insurance Brokers): HTML; a barcode and reference strip across the top, and
// every amount written with 'GBP' after it ('829.47 GBP').
const BM_BARS = Array.from(
  { length: 70 },
  (_, index) =>
    `<span style="display:inline-block;width:${(index * 7) % 3 === 0 ? 3 : 1}px;height:30px;background:#000;` +
    `margin-right:${(index * 5) % 2 === 0 ? 2 : 1}px"></span>`,
).join('');
const bmRow = (label: string, value: string) => `<tr><td style="width:55%">${label}</td><td><b>${value}</b></td></tr>`;
const BM_INSURANCE = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;align-items:center;border:1px solid #000;padding:5pt 8pt">
    <div>${BM_BARS}</div>
    <div style="font:8pt 'Courier New',monospace;text-align:right">RN-27-0315-88142<br>DOC 04/07  PG 1/1<br>BMI-RENEWAL-STD</div></div>
  <div style="display:flex;justify-content:space-between;margin-top:10pt">
    <div><div style="font:bold 20pt Arial;color:#b5121b">B&amp;M Insurance</div>
      <div style="font-size:8.5pt;color:#555">Bricks and Motor Insurance Brokers Ltd</div></div>
    <div class="r" style="font-size:8pt;color:#555">Motor renewals 0161 762 1940<br>renewals@bricksandmotor.co.uk</div></div>
  <div class="cols" style="margin-top:12pt"><div>Ms Tanisha Brooks<br>22 Cheadle Old Road<br>Stockport SK3 9QN</div>
    <div class="r">Issued 31 Jan 2027</div></div>
  <p style="margin-top:12pt"><b>Renewal of your car insurance from 15 Mar 2027</b></p>
  <p>Dear Ms Brooks,</p>
  <p>We have reviewed the market for your renewal and recommend you stay with LV= Broker, who have offered the best terms for your cover.
  The figures are shown below.</p>
  <table style="width:100%;margin:4pt 0">
    ${bmRow('Policy number', 'BMI/PC/554061')}
    ${bmRow('Vehicle', 'Kia Sportage 1.6 T-GDi 2 (2019), MA19 XKP')}
    ${bmRow('Period of insurance', '15 Mar 2027 to 14 Mar 2028')}
    ${bmRow('Renewal premium including IPT', '829.47 GBP')}
    ${bmRow('Previous premium including IPT', '781.20 GBP')}
    ${bmRow('Compulsory excess', '350.00 GBP')}
    ${bmRow('Voluntary excess', '150.00 GBP')}
    ${bmRow('Total excess', '500.00 GBP')}
    ${bmRow('Arrangement fee', '25.00 GBP')}
    ${bmRow('Total to pay', '854.47 GBP')}
  </table>
  <p>Your premium has risen by 48.27 GBP, mainly because repair costs for your model have gone up. If you pay monthly, 12 payments of
  74.11 GBP make 889.32 GBP in total, including interest of 34.85 GBP (APR 8.9%).</p>
  <p>Your policy will renew automatically on 15 Mar 2027 unless you tell us otherwise. Please check your statement of fact.</p>
  <p>Kind regards,<br><br>The B&amp;M Insurance motor team</p>
  <p style="font-size:6.5pt;color:#777">B&amp;M Insurance is a trading style of Bricks and Motor Insurance Brokers Ltd, an independent insurance broker
  authorised and regulated by the Financial Conduct Authority, registration number 306923.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. One Sure Insurance (broker): HTML; a commercial vehicle schedule (item, reg mark, make and model, body, GVW, use,
// cover, excess, premium) used for one private car, the premium as net plus IPT under it; scanned.
const onesureCell = 'border:1px solid #777;padding:3pt 4pt;font-size:8.5pt';
const ONESURE = `
<div style="font-family:Arial,sans-serif;font-size:9.6pt;line-height:1.35">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div style="font:bold 20pt Arial;color:#00457c">One Sure <span style="color:#f7a600">Insurance</span></div>
    <div class="r" style="font-size:8pt">Motor renewals<br>01792 304 000</div></div>
  <div style="background:#00457c;color:white;font:bold 11pt Arial;padding:4pt 6pt;margin-top:8pt">RENEWAL SCHEDULE – VEHICLE SCHEDULE</div>
  <table style="width:100%;margin-top:6pt;font-size:9pt">
    <tr><td style="width:22%">Policyholder</td><td>Mr Rhodri Pugh</td><td style="width:18%">Date issued</td><td>08/12/2026</td></tr>
    <tr><td>Address</td><td>7 Heol Tawe, Ystalyfera, Swansea SA9 2HR</td><td>Policy no.</td><td><b>OSI-PC-0073318</b></td></tr>
    <tr><td>Insurer</td><td>Covéa Insurance plc</td><td>Period</td><td>09/01/2027 to 08/01/2028</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td><td>Renewal date</td><td><b>09/01/2027</b></td></tr>
  </table>
  <table style="width:100%;border-collapse:collapse;margin-top:8pt">
    <tr style="background:#dde7f0"><th style="${onesureCell}">Item</th><th style="${onesureCell}">Reg mark</th><th style="${onesureCell}">Make / model</th>
      <th style="${onesureCell}">Body</th><th style="${onesureCell}">GVW</th><th style="${onesureCell}">Use</th><th style="${onesureCell}">Cover</th>
      <th style="${onesureCell}">Excess</th><th style="${onesureCell}">Premium</th></tr>
    <tr><td style="${onesureCell}">001</td><td style="${onesureCell}">LS17 FPD</td><td style="${onesureCell}">Hyundai i30 1.4 T-GDi SE Nav</td>
      <td style="${onesureCell}">Hatchback</td><td style="${onesureCell}">n/a</td><td style="${onesureCell}">SDP &amp; commuting</td>
      <td style="${onesureCell}">Comp</td><td style="${onesureCell}">£300 comp / £200 vol</td><td style="${onesureCell}">£566.25</td></tr>
    <tr><td style="${onesureCell}" colspan="8">Total vehicles: 1</td><td style="${onesureCell}">£566.25</td></tr>
  </table>
  <table style="margin-top:8pt;margin-left:auto;font-size:9.5pt">
    <tr><td>Schedule premium (net)</td><td class="r">£566.25</td></tr>
    <tr><td>Insurance Premium Tax @ 12%</td><td class="r">£67.95</td></tr>
    <tr style="font-weight:bold"><td>Total premium including IPT</td><td class="r">£634.20</td></tr>
    <tr><td>Expiring premium including IPT</td><td class="r">£611.52</td></tr>
  </table>
  <p style="margin-top:8pt"><b>Excesses (item 001).</b> Compulsory £300, voluntary £200: total excess £500 for any accidental damage, fire or
  theft claim. Windscreen: £90.</p>
  <p>Your premium has increased by £22.68. Instalments: 10 monthly payments of £66.10, total £661.00 including interest of £26.80.</p>
  <p>Drivers: insured only. Limitations as to use: social, domestic and pleasure and travel to a permanent place of work. Not for hire or
  reward or for carriage of goods in connection with any trade or business.</p>
  <p>If any details on this schedule are incorrect, contact us before 09/01/2027. Otherwise your cover will renew automatically.</p>
  <p style="font-size:6.5pt;color:#777">One Sure Insurance Ltd is authorised and regulated by the Financial Conduct Authority, FCA register number
  447730.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. Shield Total Insurance (broker): HTML; the monthly price first, large, and the annual price in small print
// beneath it; last year's annual price in a sentence.
const SHIELD_TOTAL = `
<div style="font-family:'Trebuchet MS',Arial,sans-serif;font-size:10pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #5c2d91;padding-bottom:5pt">
    <div style="font:bold 19pt 'Trebuchet MS',Arial;color:#5c2d91">Shield Total Insurance</div>
    <div class="r" style="font-size:8pt">0114 286 0550<br>Mon-Fri 9am-5:30pm</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mr Callum Reid<br>58 Glen Road<br>Dunfermline<br>KY11 8QH</div><div class="r">4 January 2027</div></div>
  <p style="margin-top:12pt">Dear Mr Reid,</p>
  <p>Your car insurance, policy <b>STI/227140/PC</b>, for your Volkswagen Golf 1.5 TSI Life (2018), registration <b>SF18 UJL</b>, renews on
  <b>2 February 2027</b>.</p>
  <div style="text-align:center;border:2px solid #5c2d91;border-radius:10pt;padding:10pt;margin:10pt 40pt">
    <div style="font-size:10pt">Your renewal price</div>
    <div style="font:bold 30pt 'Trebuchet MS',Arial;color:#5c2d91">£56.83<span style="font-size:13pt"> a month</span></div>
    <div style="font-size:7.5pt;color:#555">12 monthly payments, total amount payable £681.96 including interest of £40.20 (representative APR 11.8%).<br>
    Annual price if paid in full: £641.76, including Insurance Premium Tax.</div></div>
  <p>Last year you paid £618.50 for the year, so your price has gone up by £23.26.</p>
  <p><b>Your excess</b><br>Compulsory excess £250 &nbsp;·&nbsp; Voluntary excess £250 &nbsp;·&nbsp; Total excess £500</p>
  <p>Your cover stays the same: comprehensive, with a courtesy car while your car is repaired by an approved repairer, and windscreen cover with
  a £95 replacement excess.</p>
  <p>Your monthly payments will continue by Direct Debit. If you would rather pay £641.76 in one go, or want to change anything, please call us
  before 2 February 2027.</p>
  <p>Yours sincerely,<br><br>Aileen Duffy<br>Renewals Team</p>
  <p style="font-size:6.5pt;color:#777">Shield Total Insurance is a trading name of Shield Total Insurance Services Ltd, authorised and regulated by the
  Financial Conduct Authority. Underwritten by Highway Insurance Company Limited.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 10. Broker2U (Essex broker): HTML; a statement-style table with hairline rules, amounts right-aligned in a column
// for this year and one for last year, the add-ons priced apart and a total including them.
const b2uCell = 'border-bottom:0.5px solid #999;padding:2.5pt 6pt';
const b2uRow = (label: string, now: string, last: string, bold = false) =>
  `<tr${bold ? ' style="font-weight:bold"' : ''}><td style="${b2uCell}">${label}</td><td style="${b2uCell};text-align:right">${now}</td>` +
  `<td style="${b2uCell};text-align:right">${last}</td></tr>`;
const BROKER2U = `
<div style="font-family:Helvetica,Arial,sans-serif;font-size:9.6pt;line-height:1.36">
  <div style="display:flex;justify-content:space-between;align-items:flex-end">
    <div style="font:bold 21pt Helvetica,Arial;color:#0b7a75">Broker2U</div>
    <div class="r" style="font-size:8pt;color:#555">The Annexe, Willow Cottages<br>Gay Bowers Road, Danbury<br>Essex CM3 4JQ · 01245 222 818</div></div>
  <div style="border-top:0.5px solid #999;margin-top:6pt"></div>
  <div class="cols" style="margin-top:12pt"><div>Dr Imran Qureshi<br>5 Mayes Lane<br>Danbury<br>Chelmsford CM3 4NJ</div>
    <div class="r">27 January 2027<br>Policy B2U/PV/10477</div></div>
  <p style="margin-top:12pt"><b>Your motor renewal: 6 March 2027</b></p>
  <p>Dear Dr Qureshi,</p>
  <p>We have arranged renewal of your car insurance with Allianz Insurance plc for your BMW 320d M Sport Touring (2020), registration
  <b>EA70 KHV</b>, from 6 March 2027 to 5 March 2028. The policy number is B2U/PV/10477.</p>
  <table style="width:78%;border-collapse:collapse;margin:6pt 0">
    <tr><th style="${b2uCell}"></th><th style="${b2uCell};text-align:right">2027/28</th><th style="${b2uCell};text-align:right">2026/27</th></tr>
    ${b2uRow('Motor premium (including IPT)', '£1,024.36', '£968.90', true)}
    ${b2uRow('European breakdown cover', '£58.00', '£55.00')}
    ${b2uRow('Motor legal expenses', '£24.99', '£24.99')}
    ${b2uRow('Total', '£1,107.35', '£1,048.89', true)}
    ${b2uRow('Compulsory excess', '£400', '£400')}
    ${b2uRow('Voluntary excess', '£250', '£250')}
    ${b2uRow('Total excess', '£650', '£650')}
  </table>
  <p>Your motor premium has gone up by £55.46. You can pay the total of £1,107.35 in full, or in 10 monthly instalments of £115.28
  (£1,152.80 in all, including interest of £45.45).</p>
  <p>Please let us know before 6 March 2027 if any details have changed. If we don't hear from you we'll renew as above.</p>
  <p>Yours sincerely,<br><br>Sarah Pettit<br>Broker2U</p>
  <p style="font-size:6.5pt;color:#777">Broker2U Ltd is an appointed representative of TEn Insurance Services Ltd, trading as Eleven, which is
  authorised and regulated by the Financial Conduct Authority (FRN 314593).</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Walker Midgley (Sheffield broker): HTML; the new premium, then a boxed 'your right to cancel' notice with its
// own sums of money, then last year's premium and the excesses.
const WALKER_MIDGLEY = `
<div style="font-family:Arial,sans-serif;font-size:10pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #8a1538;padding-bottom:5pt">
    <div><div style="font:bold 19pt Arial;color:#8a1538">Walker Midgley</div><div style="font-size:8.5pt;color:#555">Insurance Brokers since 1948</div></div>
    <div class="r" style="font-size:8pt;color:#555">Sheffield S11 8HW<br>0114 266 1050</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mrs Carol Ashworth<br>19 Ecclesall Road South<br>Sheffield<br>S11 9PA</div>
    <div class="r">20 November 2026<br>Policy WM-PC-3390127</div></div>
  <p style="margin-top:12pt">Dear Mrs Ashworth,</p>
  <p>Your car insurance for your Honda Jazz 1.3 i-VTEC EX (2017), registration <b>YE67 MZS</b>, is due for renewal on <b>21/12/2026</b>.
  We have renewed it with Allianz Insurance plc on the terms below.</p>
  <table style="width:100%;margin:4pt 0"><tr><td style="width:60%"><b>Your renewal premium, including IPT</b></td><td><b>£487.63</b></td></tr></table>
  <div class="box" style="margin:8pt 0;background:#f7f1f3">
    <b>Your right to cancel</b><br>
    You can cancel within 14 days of the renewal date, or of receiving your documents if later. If you do, we will refund the premium for the
    days left, less £10.50 a day for the days you were covered and our cancellation fee of £25. After 14 days the insurer keeps a minimum
    premium of £50 and our fee of £35 applies. No refund is due if a claim has been made.</div>
  <table style="width:100%;margin:4pt 0">
    <tr><td style="width:60%">Last year's premium, including IPT</td><td>£455.00</td></tr>
    <tr><td>Compulsory excess</td><td>£250</td></tr>
    <tr><td>Voluntary excess</td><td>£150</td></tr>
    <tr><td>Total excess</td><td>£400</td></tr>
  </table>
  <p>Your premium has gone up by £32.63. You pay monthly: a first payment of £48.76 and then 10 of £46.10, making £509.76 including interest
  of £22.13.</p>
  <p>Please check your statement of fact. If anything is wrong or has changed, tell us straight away.</p>
  <p>Yours sincerely,<br><br>Graham Lister<br>Private Clients</p>
  <p style="font-size:6.5pt;color:#777">Walker Midgley Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. Brunsdon (Cheltenham broker): drawn by pdfkit; a classic car on a limited-mileage agreed-value policy, an old
// registration 'OHR 417K', the premium as net plus IPT, dates written '20th March 2027'.
function drawBrunsdon(doc: Doc): void {
  doc.font('Times-Bold').fontSize(22).fillColor('#1d3f2f');
  put(doc, 'Brunsdon', 50, 38);
  doc.font('Times-Italic').fontSize(10).fillColor('#8c6d1f');
  put(doc, 'Classic & Collector Vehicle Insurance', 50, 64);
  doc.font('Times-Roman').fontSize(8.5).fillColor('#444444');
  ['Brunsdon Insurance Brokers', 'Cheltenham, Gloucestershire', '01242 577 800'].forEach((line, index) => putRight(doc, line, 545, 40 + index * 11));
  doc.moveTo(50, 82).lineTo(545, 82).lineWidth(0.6).stroke('#8c6d1f');
  doc.font('Times-Roman').fontSize(11).fillColor('black');
  ['Mr Nigel Fairbairn', 'The Old Forge', 'Guiting Power', 'Cheltenham GL54 5TZ'].forEach((line, index) => put(doc, line, 50, 104 + index * 14));
  putRight(doc, '18th January 2027', 545, 104);
  doc.font('Times-Bold').fontSize(13);
  put(doc, 'Your classic car policy: renewal from 20th March 2027', 50, 178);
  doc.font('Times-Roman').fontSize(11);
  let y = 202;
  const paragraph = (text: string) => {
    para(doc, text, 50, y, 495, 2);
    y = doc.y + 8;
  };
  paragraph('Dear Mr Fairbairn,');
  paragraph(
    'Thank you for insuring your MGB GT with us for another year. Your limited-mileage policy renews on 20th March 2027 with Aviva Insurance ' +
      'Limited, and the agreed value has been reviewed in line with club valuations.',
  );
  const rows: [string, string][] = [
    ['Policy number', 'BRN/CL/084412'],
    ['Vehicle', '1972 MGB GT 1798cc'],
    ['Registration', 'OHR 417K'],
    ['Agreed value', '£18,500'],
    ['Annual mileage limit', '3,000 miles'],
    ['Club membership', 'MG Owners\u2019 Club (10% discount applied)'],
    ['Premium (net)', '£255.75'],
    ['Insurance Premium Tax at 12%', '£30.69'],
    ['Renewal premium including IPT', '£286.44'],
    ['Premium last year including IPT', '£271.80'],
    ['Compulsory excess', '£150'],
    ['Voluntary excess', '£100'],
    ['Total excess', '£250'],
  ];
  y += 2;
  rows.forEach(([label, value], index) => {
    if (index % 2 === 0) doc.rect(60, y - 3, 440, 16).fill('#f3efe4');
    doc
      .fillColor('black')
      .font(index === 8 ? 'Times-Bold' : 'Times-Roman')
      .fontSize(10.5);
    put(doc, label, 68, y);
    put(doc, value, 300, y);
    y += 16;
  });
  y += 10;
  doc.font('Times-Roman').fontSize(11);
  paragraph(
    'Your premium has risen by £14.64, mostly because the agreed value has gone up from £17,000. The policy is for social, domestic and ' +
      'pleasure use only, and the car must be kept in the locked garage at your home overnight.',
  );
  paragraph(
    'Please let us know the odometer reading on the renewal date. If you expect to drive more than 3,000 miles, we can quote for a higher ' +
      'limit. Payment will be taken in full by Direct Debit on 20th March 2027.',
  );
  paragraph('Yours sincerely,');
  y += 10;
  paragraph('Alison Brunsdon\nClassic Vehicle Team');
  doc.font('Times-Roman').fontSize(7).fillColor('#555555');
  para(
    doc,
    'Brunsdon Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority. Registered in England and Wales.',
    50,
    775,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 13. Thomas Sagar Insurances (Bury broker): HTML; a price that stayed the same, a 'summary of changes' in bullets
// (the excess went up), dates written 'Mon 1 March 2027'.
const THOMAS_SAGAR = `
<div style="font-family:Arial,sans-serif;font-size:10pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #005a9c;padding-bottom:5pt">
    <div><div style="font:bold 19pt Arial;color:#005a9c">Thomas Sagar</div><div style="font-size:8.5pt;color:#555">Insurances · Bury</div></div>
    <div class="r" style="font-size:8pt;color:#555">0161 764 4636<br>Mon-Fri 9am-5pm</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mr Paul Hargreaves<br>12 Walmersley Old Road<br>Bury<br>BL9 6SA</div>
    <div class="r">Tue 26 January 2027</div></div>
  <p style="margin-top:12pt"><b>Your car insurance renewal – Mon 1 March 2027</b></p>
  <p>Dear Mr Hargreaves,</p>
  <p>Your policy <b>TSI 0048 2217</b> for your Toyota Yaris 1.5 Hybrid Design (2019), registration <b>BF69 WKE</b>, renews on Mon 1 March 2027
  with Ageas Insurance Limited. Good news: your price hasn't changed.</p>
  <div class="box" style="margin:8pt 0">
    <b>Summary of changes</b>
    <ul style="margin:4pt 0 2pt 16pt;padding:0">
      <li>Your premium, including IPT: £596.20 – the same as last year.</li>
      <li>Your compulsory excess has gone up from £250 to £300.</li>
      <li>Your voluntary excess stays at £200.</li>
      <li>Your total excess is now £500 (it was £450).</li>
      <li>Your no claims discount has grown to 6 years.</li>
      <li>Courtesy car: no change, still included.</li>
    </ul></div>
  <p>Our fee of £18.50 is added, making £614.70. You pay by Direct Debit in 10 instalments of £63.87, £638.70 in all, including interest of £24.00.</p>
  <p>If anything has changed, or you'd like a quote with a different voluntary excess, call us before Mon 1 March 2027.</p>
  <p>Yours sincerely,<br><br>Jean Whitworth<br>Personal Insurance</p>
  <p style="font-size:6.5pt;color:#777">Thomas Sagar Insurances Limited is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 14. Caunce O'Hara (Manchester broker): HTML; the excesses in a grid by claim type (compulsory, voluntary, total),
// with an extra excess for the young named driver in its own column; the premium down because he earned a year's NCD.
const coCell = 'border:1px solid #aab;padding:3pt 5pt';
const coRow = (claim: string, cells: string[]) =>
  `<tr><td style="${coCell}">${claim}</td>${cells.map((cell) => `<td style="${coCell}">${cell}</td>`).join('')}</tr>`;
const CAUNCE_OHARA = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #003865;padding-bottom:5pt">
    <div style="font:bold 19pt Arial;color:#003865">Caunce O'Hara</div>
    <div class="r" style="font-size:8pt;color:#555">Insurance Brokers, Manchester<br>0161 833 1234</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mrs Siobhan Hughes<br>8 Bramhall Lane South<br>Bramhall<br>Stockport SK7 2DU</div>
    <div class="r">21 January 2027<br>Policy COH/PMV/771205</div></div>
  <p style="margin-top:12pt"><b>Renewal of your private car policy on 25 February 2027</b></p>
  <p>Dear Mrs Hughes,</p>
  <p>Your policy for the Audi A3 Sportback 35 TFSI S line (2020), registration <b>MX20 BTO</b>, renews on 25 February 2027 with AXA
  Insurance UK plc. Drivers: you, Mr Declan Hughes and Mr Oliver Hughes (age 20).</p>
  <p>Your renewal premium is <b>£1,318.47</b> including IPT, down from £1,402.11 last year: a saving of £83.64, as Oliver has earned his
  first year's no claims discount.</p>
  <p><b>Your excesses</b></p>
  <table style="border-collapse:collapse;width:100%;font-size:9.2pt">
    <tr style="background:#e5ebf2"><th style="${coCell}">Claim</th><th style="${coCell}">Compulsory</th><th style="${coCell}">Voluntary</th>
      <th style="${coCell}">Total</th><th style="${coCell}">Extra if Oliver is driving</th></tr>
    ${coRow('Accidental damage', ['£350', '£150', '£500', '+ £250'])}
    ${coRow('Fire and theft', ['£350', '£150', '£500', '+ £250'])}
    ${coRow('Windscreen replacement', ['£100', '–', '£100', '–'])}
    ${coRow('Windscreen repair', ['£10', '–', '£10', '–'])}
  </table>
  <p style="font-size:9pt">So an accidental damage claim while Oliver is driving has a total excess of £750 (£500 + £250).</p>
  <p>Instalments: a first payment of £131.85, then 10 of £125.96, a total of £1,391.45 including interest of £72.98.</p>
  <p>If anything has changed, please tell us before 25 February 2027. Otherwise we will renew automatically.</p>
  <p>Yours sincerely,<br><br>Rachel Dunne<br>Private Client Team</p>
  <p style="font-size:6.5pt;color:#777">Caunce O'Hara &amp; Company Limited is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 15. DPI Bros (broker): drawn by pdfkit; a narrow details column that breaks the policy number over two lines
// ('DPIB-PC-0418-' / '3377'); every date written '2027-02-19'; scanned.
function drawDpi(doc: Doc): void {
  doc.rect(0, 0, doc.page.width, 70).fill('#22313f');
  doc.font('Helvetica-Bold').fontSize(22).fillColor('white');
  put(doc, 'DPI Bros.', 50, 22);
  doc.font('Helvetica').fontSize(8.5).fillColor('#cfd8df');
  put(doc, 'Independent insurance brokers', 50, 48);
  ['Tel 01268 555 120', 'motor@dpi-insurance.co.uk'].forEach((line, index) => putRight(doc, line, 545, 26 + index * 11));
  doc.fillColor('black').font('Helvetica').fontSize(10);
  ['Mr Kwame Asante', '31 Rectory Road', 'Pitsea', 'Basildon SS13 2AB'].forEach((line, index) => put(doc, line, 50, 96 + index * 13));
  doc.font('Helvetica-Bold').fontSize(12.5);
  put(doc, 'Motor renewal notice', 50, 168);
  // The narrow details column, right.
  const left = 412;
  doc.rect(left, 92, 133, 236).fill('#eef1f4');
  doc.fillColor('black');
  let side = 100;
  const detail = (label: string, lines: string[]) => {
    doc.font('Helvetica').fontSize(7.5).fillColor('#555555');
    put(doc, label, left + 8, side);
    side += 10;
    doc.font('Helvetica-Bold').fontSize(9.5).fillColor('black');
    for (const value of lines) {
      put(doc, value, left + 8, side);
      side += 11.5;
    }
    side += 5;
  };
  detail('Date of issue', ['2027-01-15']);
  detail('Policy number', ['DPIB-PC-0418-', '3377']);
  detail('Renewal date', ['2027-02-19']);
  detail('Period of cover', ['2027-02-19 to', '2028-02-18']);
  detail('Vehicle', ['Mazda CX-5 2.0 SE-L', '(2018)']);
  detail('Registration', ['AV68 RZN']);
  detail('Insurer', ['Ageas Insurance Ltd']);
  // The letter, left.
  doc.font('Helvetica').fontSize(9.8).fillColor('black');
  let y = 194;
  const paragraph = (text: string) => {
    para(doc, text, 50, y, 340, 2);
    y = doc.y + 9;
  };
  paragraph('Dear Mr Asante,');
  paragraph(
    'Your motor policy is due for renewal on 2027-02-19. We have checked the market for you and your current insurer has offered the best ' +
      'terms. Your details are in the panel on the right.',
  );
  y += 4;
  const money: [string, string][] = [
    ['Renewal premium (incl. IPT)', '£742.08'],
    ['Last year (incl. IPT)', '£719.96'],
    ['Increase', '£22.12'],
    ['Compulsory excess', '£300'],
    ['Voluntary excess', '£250'],
    ['Total excess', '£550'],
  ];
  doc
    .moveTo(50, y - 4)
    .lineTo(390, y - 4)
    .lineWidth(0.5)
    .stroke('#888888');
  for (const [label, value] of money) {
    doc.font(label.startsWith('Renewal') ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.8);
    put(doc, label, 50, y);
    putRight(doc, value, 390, y);
    y += 15;
  }
  doc
    .moveTo(50, y - 2)
    .lineTo(390, y - 2)
    .lineWidth(0.5)
    .stroke('#888888');
  y += 10;
  doc.font('Helvetica').fontSize(9.8);
  paragraph(
    'If you pay monthly, there is a first payment of £74.20 and 10 payments of £70.63: £780.50 in total, including interest of £38.42 ' +
      '(representative APR 12.4%).',
  );
  paragraph(
    'Please check the enclosed statement of fact. If anything has changed or is wrong, contact us before 2027-02-19; otherwise your policy ' +
      'will renew automatically and payments will continue.',
  );
  paragraph('Yours sincerely,\n\nDanny Price\nDPI Bros. motor team');
  doc.font('Helvetica').fontSize(6.5).fillColor('#666666');
  para(
    doc,
    'DPI Bros. Limited is authorised and regulated by the Financial Conduct Authority, FCA register number 607299. Registered in England and Wales.',
    50,
    775,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 16. Clear Insurance Management (broker): HTML; a 'key facts' list with right-aligned labels ending in colons, and a
// bar chart of last year's price against this year's, the figure at the end of each bar; a voluntary excess of £0.
const clearFact = (label: string, value: string) =>
  `<tr><td style="text-align:right;color:#555;width:38%;padding-right:10pt">${label}:</td><td><b>${value}</b></td></tr>`;
const CLEAR = `
<div style="font-family:Arial,sans-serif;font-size:10pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div style="font:bold 24pt Arial;color:#00a3ad;letter-spacing:1pt">clear<span
      style="font-size:10pt;color:#333;letter-spacing:0"> insurance management</span></div>
    <div class="r" style="font-size:8pt;color:#555">Private Clients<br>01622 683 500</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mr Oliver Fenwick<br>Hunters Lodge, Pilgrims Way<br>Hollingbourne<br>Maidstone ME17 1RB</div>
    <div class="r">29 December 2026</div></div>
  <p style="margin-top:12pt">Dear Mr Fenwick,</p>
  <p>It's nearly time to renew your car insurance. Here are the key facts of the renewal we have arranged with Zurich Insurance Company Ltd.</p>
  <table style="width:100%;margin:4pt 0">
    ${clearFact('Policy number', 'CLR/PM/5580213')}
    ${clearFact('Your car', 'Land Rover Discovery Sport D180 HSE (2022)')}
    ${clearFact('Registration', 'DE22 LFA')}
    ${clearFact('Cover starts', '28 January 2027')}
    ${clearFact('Compulsory excess', '£500')}
    ${clearFact('Voluntary excess', '£0')}
    ${clearFact('Total excess', '£500')}
  </table>
  <p style="margin-top:8pt"><b>Your premium, including Insurance Premium Tax</b></p>
  <div style="display:grid;grid-template-columns:70pt 1fr;row-gap:6pt;align-items:center;margin:4pt 0 8pt">
    <div>Last year</div><div><span style="display:inline-block;width:250pt;height:16pt;background:#b9c4c9;vertical-align:middle"></span> £867.33</div>
    <div><b>This year</b></div><div><span style="display:inline-block;width:261pt;height:16pt;background:#00a3ad;vertical-align:middle"></span>
      <b>£905.12</b></div></div>
  <p>That's an increase of £37.79. Monthly payments: 12 of £78.42, £941.04 in total, including interest of £35.92.</p>
  <p>If anything has changed, please let us know before 28 January 2027. If not, your policy renews automatically.</p>
  <p>Kind regards,<br><br>Tom Akers<br>Private Clients Team</p>
  <p style="font-size:6.5pt;color:#777">Clear Insurance Management Limited is an independent insurance broker authorised and regulated by the Financial
  Conduct Authority, Financial Services Register number 307982.</p>
</div>`;

export const FRESH_NOTICES_40: FreshNotice[] = [
  {
    name: 'zego',
    html: ZEGO,
    photo: true,
    expected: {
      renewalDate: '2027-01-16',
      insurer: 'Zego',
      policyNumber: 'ZGS-7F3K-2291',
      registrationNumber: 'LB68XTM',
      renewalPremium: '745.65',
      previousPremium: '801.30',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },
  {
    name: 'blue-badge',
    html: BLUE_BADGE,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Blue Badge Mobility Insurance',
      policyNumber: 'BBM/PC/118406',
      registrationNumber: 'WF19ZKA',
      renewalPremium: '538.92',
      previousPremium: '512.40',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'autosaint',
    html: AUTOSAINT,
    photo: 'sideways',
    expected: {
      renewalDate: '2026-12-08',
      insurer: 'AutoSaint',
      policyNumber: 'AS-40917752',
      registrationNumber: 'EY15NVD',
      renewalPremium: '1486.30',
      previousPremium: '1712.55',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    name: 'sharrock',
    html: SHARROCK,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Sharrock Insurance Services',
      policyNumber: 'SIS/MC/27715',
      registrationNumber: 'GN20OXH',
      renewalPremium: '702.90',
      previousPremium: '688.14',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'weald',
    html: WEALD,
    expected: {
      renewalDate: '2027-02-14',
      insurer: 'Weald Insurance Brokers',
      policyNumber: 'WIB/MC/60233',
      registrationNumber: 'KV21HBN',
      renewalPremium: '612.40',
      previousPremium: '588.75',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'william-taylor',
    html: '',
    draw: drawWilliamTaylor,
    expected: {
      renewalDate: '2027-02-22',
      insurer: 'William Taylor Insurance Brokers',
      policyNumber: 'WT/PM/0419826',
      registrationNumber: 'BD66YRC',
      renewalPremium: '574.18',
      previousPremium: '559.90',
      compulsoryExcess: '200',
      voluntaryExcess: '250',
      totalExcess: '450',
    },
  },
  {
    name: 'bm-insurance',
    html: BM_INSURANCE,
    expected: {
      renewalDate: '2027-03-15',
      insurer: 'B&M Insurance',
      policyNumber: 'BMI/PC/554061',
      registrationNumber: 'MA19XKP',
      renewalPremium: '829.47',
      previousPremium: '781.20',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
  {
    name: 'onesure',
    html: ONESURE,
    scan: true,
    expected: {
      renewalDate: '2027-01-09',
      insurer: 'One Sure Insurance',
      policyNumber: 'OSI-PC-0073318',
      registrationNumber: 'LS17FPD',
      renewalPremium: '634.20',
      previousPremium: '611.52',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'shield-total',
    html: SHIELD_TOTAL,
    expected: {
      renewalDate: '2027-02-02',
      insurer: 'Shield Total Insurance',
      policyNumber: 'STI/227140/PC',
      registrationNumber: 'SF18UJL',
      renewalPremium: '641.76',
      previousPremium: '618.50',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'broker2u',
    html: BROKER2U,
    expected: {
      renewalDate: '2027-03-06',
      insurer: 'Broker2U',
      policyNumber: 'B2U/PV/10477',
      registrationNumber: 'EA70KHV',
      renewalPremium: '1024.36',
      previousPremium: '968.90',
      compulsoryExcess: '400',
      voluntaryExcess: '250',
      totalExcess: '650',
    },
  },
  {
    name: 'walker-midgley',
    html: WALKER_MIDGLEY,
    expected: {
      renewalDate: '2026-12-21',
      insurer: 'Walker Midgley',
      policyNumber: 'WM-PC-3390127',
      registrationNumber: 'YE67MZS',
      renewalPremium: '487.63',
      previousPremium: '455.00',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'brunsdon',
    html: '',
    draw: drawBrunsdon,
    expected: {
      renewalDate: '2027-03-20',
      insurer: 'Brunsdon',
      policyNumber: 'BRN/CL/084412',
      registrationNumber: 'OHR417K',
      renewalPremium: '286.44',
      previousPremium: '271.80',
      compulsoryExcess: '150',
      voluntaryExcess: '100',
      totalExcess: '250',
    },
  },
  {
    name: 'thomas-sagar',
    html: THOMAS_SAGAR,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Thomas Sagar',
      policyNumber: 'TSI 0048 2217',
      registrationNumber: 'BF69WKE',
      renewalPremium: '596.20',
      previousPremium: '596.20',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'caunce-ohara',
    html: CAUNCE_OHARA,
    expected: {
      renewalDate: '2027-02-25',
      insurer: "Caunce O'Hara",
      policyNumber: 'COH/PMV/771205',
      registrationNumber: 'MX20BTO',
      renewalPremium: '1318.47',
      previousPremium: '1402.11',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
  {
    name: 'dpi-bros',
    html: '',
    draw: drawDpi,
    scan: true,
    expected: {
      renewalDate: '2027-02-19',
      insurer: 'DPI Bros',
      policyNumber: 'DPIB-PC-0418-3377',
      registrationNumber: 'AV68RZN',
      renewalPremium: '742.08',
      previousPremium: '719.96',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },
  {
    name: 'clear',
    html: CLEAR,
    expected: {
      renewalDate: '2027-01-28',
      insurer: 'Clear Insurance Management',
      policyNumber: 'CLR/PM/5580213',
      registrationNumber: 'DE22LFA',
      renewalPremium: '905.12',
      previousPremium: '867.33',
      compulsoryExcess: '500',
      voluntaryExcess: '0',
      totalExcess: '500',
    },
  },
];
