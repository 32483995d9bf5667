// Set 51 (issue 47): twelve renewal notices written afresh, from UK private-car brands whose names begin with M to Z,
// in the papers drivers scan or photograph at home: an insurer's letter printed on both sides, the price on the front
// and the excess table and add-ons overleaf; a bank's renewal invitation with a tear-off payment slip at the foot
// (scanned); a broker's debit note drawn by a statement system, net premium / IPT / total in a ruled table and the
// excess in an endorsement line (drawn by pdfkit, scanned; last year's not stated); a statement of fact with the
// premium and excess after pages of the driver's details, a car value and dates of birth among them (photographed
// sideways; last year's not stated); a black-box insurer's renewal letter with a 'current policy / your renewal'
// comparison table; an app-based broker's printed letter with every figure in a sentence and the excess split across
// three sentences (photographed); a broker's private car schedule with a cover table and an excess table by kind of
// claim (scanned); an affinity insurer's letter with the car insurance, add-ons, a total and a monthly price in one
// table (photographed); a specialist insurer's renewal quotation for a modified car with a basic premium / IPT / total
// breakdown; a young drivers' insurer's one-page letter with pay-in-full and pay-monthly boxes and an extra young
// driver excess (photographed sideways); a broker's auto-renewal notice in numbered sections with dotted leaders; an
// insurer's renewal notice as a form of boxed fields, labels above the values (scanned).
// One drawn by pdfkit, eleven printed from HTML by Chromium; four scanned (one of them the drawn one) and four
// photographed (two sideways).
// Brands: Sheilas' Wheels and Sainsbury's Bank no earlier set used; the other ten (Staveley Head, Post Office, Ticker,
// Rooster, Towergate, Police Mutual, Performance Direct, Sure Thing!, Thinkinsure, Zurich) an earlier set used in a
// clearly different layout (see the header of read-fresh-printed-notices-51.test.ts).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Sheilas' Wheels
  ['sheilas rise', [519.4, 42.78], 562.18],
  ['sheilas monthly', [12 * 49.12], 589.44],
  ['sheilas credit', [562.18, 27.26], 589.44],
  ['sheilas ad excess', [250, 100], 350],
  ['sheilas ft excess', [250, 100], 350],
  // 2. Sainsbury's Bank
  ['sainsburys ipt', [629.06 * 0.12], 75.49],
  ['sainsburys total', [629.06, 75.49], 704.55],
  ['sainsburys rise', [688.1, 16.45], 704.55],
  ['sainsburys nectar', [704.55, 38], 742.55],
  ['sainsburys excess', [300, 150], 450],
  // 3. Staveley Head
  ['staveley ipt', [688.75 * 0.12], 82.65],
  ['staveley total', [688.75, 82.65], 771.4],
  ['staveley excess', [250, 100], 350],
  // 4. Post Office
  ['post-office ipt', [418.69 * 0.12], 50.24],
  ['post-office total', [418.69, 50.24], 468.93],
  ['post-office excess', [200, 250], 450],
  // 5. Ticker
  ['ticker fall', [1214.96, 73.44], 1288.4],
  ['ticker before discount', [1214.96, 96], 1310.96],
  ['ticker excess this year', [500, 250], 750],
  ['ticker excess last year', [500, 250], 750],
  // 6. Rooster
  ['rooster rise', [852.12, 61.14], 913.26],
  ['rooster monthly', [12 * 81.3], 975.6],
  ['rooster credit', [913.26, 62.34], 975.6],
  ['rooster excess', [350, 100], 450],
  // 7. Towergate
  ['towergate ipt', [934.57 * 0.12], 112.15],
  ['towergate total', [934.57, 112.15], 1046.72],
  ['towergate rise', [998.51, 48.21], 1046.72],
  ['towergate ad excess', [250, 200], 450],
  ['towergate ft excess', [250, 200], 450],
  // 8. Police Mutual
  ['police-mutual total', [602.4, 22.5, 45], 669.9],
  ['police-mutual rise', [577.85, 24.55], 602.4],
  ['police-mutual monthly', [12 * 56.9], 682.8],
  ['police-mutual credit', [669.9, 12.9], 682.8],
  ['police-mutual excess', [200, 300], 500],
  // 9. Performance Direct
  ['performance ipt', [1312.5 * 0.12], 157.5],
  ['performance total', [1312.5, 157.5], 1470],
  ['performance rise', [1395.6, 74.4], 1470],
  ['performance excess', [500, 250], 750],
  // 10. Sure Thing!
  ['sure-thing fall', [1688.32, 214.45], 1902.77],
  ['sure-thing monthly', [168.83, 10 * 155.47], 1723.53],
  ['sure-thing credit', [1688.32, 35.21], 1723.53],
  ['sure-thing excess', [350, 150], 500],
  ['sure-thing young excess', [500, 250], 750],
  // 11. Thinkinsure
  ['thinkinsure rise', [701.37, 40.68], 742.05],
  ['thinkinsure excess', [300, 100], 400],
  ['thinkinsure monthly', [10 * 77.92], 779.2],
  ['thinkinsure credit', [742.05, 37.15], 779.2],
  // 12. Zurich
  ['zurich rise', [1087.2, 42.64], 1129.84],
  ['zurich ipt', [1008.79 * 0.12], 121.05],
  ['zurich total', [1008.79, 121.05], 1129.84],
  ['zurich excess', [400, 100], 500],
];
checkSums('set 51', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Sheilas' Wheels: HTML; an insurer's letter printed on both sides. The front has the logo, the address block, the
// price, last year's and a monthly price; the back (page 2) has the excess table by kind of claim, an extra young
// driver excess in a sentence, and the optional extras.
const SHEILAS_WHEELS = `
<div style="font:10pt/1.45 Arial,sans-serif;color:#222">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div><span style="font:italic bold 24pt Georgia,serif;color:#d6246e">Sheilas' Wheels</span><br><span style="font-size:8.5pt;color:#d6246e;letter-spacing:1pt">CAR INSURANCE</span></div>
    <div class="r" style="font-size:8.5pt;color:#555">PO Box 581<br>Reigate RH2 0YU<br>0345 603 9590</div>
  </div>
  <div class="cols" style="margin-top:22pt">
    <div>Miss Chloe Pennington<br>Flat 3, 27 Stanstead Road<br>Forest Hill<br>London<br>SE23 1HG</div>
    <div class="r" style="font-size:9.5pt">Date: 12 January 2027<br>Policy number: SHW/0471/88216<br>Car: Fiat 500 1.0 Mild Hybrid Dolcevita<br>Registration: LB70 XKM</div>
  </div>
  <p style="margin-top:20pt">Dear Chloe,</p>
  <p style="font-size:13pt;color:#d6246e;margin:4pt 0 8pt"><b>It's time to renew your car insurance</b></p>
  <p>Your current policy ends at midnight on 13 February 2027. We'd love to keep looking after you, so we've worked out
  the price of your cover for another year, starting on 14 February 2027.</p>
  <div class="box" style="border-color:#d6246e;margin:10pt 0;width:70%">
    <table style="width:100%">
      <tr><td>This year's premium</td><td class="r"><b style="font-size:14pt">£562.18</b></td></tr>
      <tr><td>What you paid last year</td><td class="r">£519.40</td></tr>
      <tr><td colspan="2" style="font-size:8.5pt;color:#555">Prices include Insurance Premium Tax at the current rate.</td></tr>
    </table>
  </div>
  <p>Prefer to spread the cost? You can pay by 12 monthly instalments of £49.12, a total of £589.44 including interest
  of £27.26 (representative APR 9.9%).</p>
  <p>We've looked at your details and your claims record, and at what it costs to repair and replace cars like yours.
  Your price has gone up mainly because repair costs across the industry have risen again. Your no claims discount is
  now 4 years.</p>
  <p><b>You don't need to do anything</b> if you pay by Direct Debit and everything is still correct: your policy will
  renew automatically. If anything has changed, please call us or log in to your account before 14 February 2027.</p>
  <p>Please turn over for your excesses and optional extras.</p>
  <p>Best wishes,<br><br>Sarah Ellwood<br>Customer Services Manager</p>
  <p style="font-size:7.5pt;color:#666;margin-top:30pt">Sheilas' Wheels car insurance is arranged and underwritten by esure Insurance Limited. Registered in
  England and Wales No. 3856713. esure Insurance Limited is authorised by the Prudential Regulation Authority and regulated
  by the Financial Conduct Authority and the Prudential Regulation Authority.</p>
  <div style="text-align:right;font-size:8pt;color:#666">Continued overleaf</div>
  <div style="break-before:page"></div>
  <div style="font-size:8pt;color:#666;border-bottom:1px solid #d6246e;padding-bottom:3pt">Sheilas' Wheels · Policy number SHW/0471/88216 · Page 2 of 2</div>
  <p style="font-size:12pt;margin-top:14pt"><b>Your excesses</b></p>
  <p>This is the amount you pay towards any claim. It's made up of the compulsory excess we set and the voluntary
  excess you chose.</p>
  <table style="width:100%;border:1px solid #ccc">
    <tr style="background:#fbe3ee"><th>Type of claim</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
    <tr><td>Accidental damage</td><td class="r">£250</td><td class="r">£100</td><td class="r">£350</td></tr>
    <tr><td>Fire and theft</td><td class="r">£250</td><td class="r">£100</td><td class="r">£350</td></tr>
    <tr><td>Windscreen replacement</td><td class="r">£85</td><td class="r">–</td><td class="r">£85</td></tr>
    <tr><td>Windscreen repair</td><td class="r">£10</td><td class="r">–</td><td class="r">£10</td></tr>
  </table>
  <p>If your car is being driven by someone under 25 when it is damaged, an extra £200 excess applies on top of these.</p>
  <p style="font-size:12pt;margin-top:14pt"><b>Optional extras</b></p>
  <p>These are not included in the price on the front of this letter. Call us to add any of them.</p>
  <table style="width:80%">
    <tr><td>Motor Legal Cover</td><td class="r">£24.99</td></tr>
    <tr><td>Breakdown Cover – Roadside &amp; Recovery</td><td class="r">£59.00</td></tr>
    <tr><td>Key Cover</td><td class="r">£14.99</td></tr>
  </table>
  <p style="font-size:12pt;margin-top:14pt"><b>Your documents</b></p>
  <p>Your statement of fact, policy booklet and insurance product information document are in your online account.
  Please check your statement of fact carefully: if any of it is wrong, your policy may not pay out.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. Sainsbury's Bank: HTML (scanned); a renewal invitation: the quote in a table with the premium, IPT and the total,
// a Nectar saving, last year's premium, and at the foot a tear-off payment slip repeating the amount and the date.
const SAINSBURYS = `
<div style="font:10pt/1.4 Arial,sans-serif;color:#222">
  <div style="display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #f06c00;padding-bottom:6pt">
    <div><span style="font:bold 20pt Arial;color:#f06c00">Sainsbury's Bank</span><br><span style="font-size:9pt;color:#7f0442">Car Insurance</span></div>
    <div class="r" style="font-size:8.5pt;color:#555">Customer Services<br>PO Box 1075, Newport NP10 8YJ<br>0345 305 8115</div>
  </div>
  <div class="cols" style="margin-top:14pt">
    <div>Mr Raymond Oduya<br>52 Worplesdon Road<br>Guildford<br>Surrey GU2 9RW</div>
    <div class="r" style="font-size:9.5pt">30 January 2027<br>Policy number SBCI 7720 4418</div>
  </div>
  <p style="font-size:13pt;margin:14pt 0 4pt;color:#7f0442"><b>Your renewal invitation</b></p>
  <p style="margin-top:0">Dear Mr Oduya, thank you for insuring your Hyundai Tucson 1.6 T-GDi SE Nav (GU68 TFE) with us. Your policy
  renews on 2 March 2027, and here is your quote for next year.</p>
  <table style="width:75%;border:1px solid #bbb">
    <tr style="background:#fdebdd"><th colspan="2">Your quote for next year</th></tr>
    <tr><td>Premium</td><td class="r">£629.06</td></tr>
    <tr><td>Insurance Premium Tax (IPT) at 12%</td><td class="r">£75.49</td></tr>
    <tr><td><b>Total annual premium (Nectar price)</b></td><td class="r"><b>£704.55</b></td></tr>
    <tr><td style="color:#555">Price without Nectar</td><td class="r" style="color:#555">£742.55</td></tr>
    <tr><td style="color:#555">Previous year's premium</td><td class="r" style="color:#555">£688.10</td></tr>
  </table>
  <p>As a Nectar member you are saving £38.00. Your excess stays the same: £300 compulsory and £150 voluntary, £450 in all
  for a claim for accidental damage, fire or theft.</p>
  <p>If you pay by Direct Debit, we will collect your payments as before and you need do nothing. If you pay by cheque,
  please detach the slip below and return it with your payment before 2 March 2027.</p>
  <p>Yours sincerely,<br><br>Gareth Pryce<br>Head of Car Insurance Operations</p>
  <p style="font-size:7pt;color:#666">Sainsbury's Bank plc, Registered Office: 33 Charterhouse Street, London EC1M 6HA. Car insurance is arranged by Sainsbury's
  Bank plc and underwritten by a panel of insurers. Authorised by the Prudential Regulation Authority and regulated by the
  Financial Conduct Authority and the Prudential Regulation Authority.</p>
  <div style="margin-top:20pt;border-top:2px dashed #777;padding-top:4pt;font-size:8pt;color:#555">✂ Please detach and return this slip with your payment</div>
  <div class="box" style="margin-top:6pt;font-size:9pt">
    <b>Sainsbury's Bank Car Insurance – renewal payment slip</b>
    <table style="width:100%;margin-top:4pt">
      <tr><td>Name</td><td>Mr R Oduya</td><td>Policy number</td><td>SBCI 7720 4418</td></tr>
      <tr><td>Registration</td><td>GU68 TFE</td><td>Renewal date</td><td>02/03/2027</td></tr>
      <tr><td>Amount due</td><td><b>£704.55</b></td><td>Cheque enclosed</td><td>£ ..................</td></tr>
    </table>
    <div style="font-size:7.5pt;color:#555">Make cheques payable to Sainsbury's Bank plc and write your policy number on the back.</div>
  </div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. Staveley Head: drawn by pdfkit (scanned); a broker's debit note as its statement system draws it: the client and
// the policy in a block, a ruled table of net premium, IPT and total, the excess in an endorsement line. Last year's
// premium not stated.
function drawStaveley(doc: Doc): void {
  const left = 50;
  const right = 545;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1f3d7a');
  put(doc, 'STAVELEY HEAD', left, 44);
  doc.font('Helvetica').fontSize(8.5).fillColor('#333333');
  put(doc, 'Insurance brokers since 1924', left, 66);
  ['Bromsgrove, Worcestershire', 'Telephone 0121 779 7600'].forEach((line, index) => putRight(doc, line, right, 46 + index * 11));
  doc.moveTo(left, 82).lineTo(right, 82).lineWidth(1).stroke('#1f3d7a');
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black');
  put(doc, 'DEBIT NOTE', left, 100);
  doc.font('Helvetica').fontSize(9.5);
  const block = (rows: [string, string][], x: number, y: number, width: number) =>
    rows.forEach(([label, value], index) => {
      doc.fillColor('#555555');
      put(doc, label, x, y + index * 15);
      doc.fillColor('black');
      put(doc, value, x + width, y + index * 15);
    });
  block(
    [
      ['Client', 'Mr Peter Okafor'],
      ['Address', '19 Aston Fields Road'],
      ['', 'Bromsgrove B60 2DJ'],
      ['Client ref', 'OKAF003'],
    ],
    left,
    130,
    70,
  );
  block(
    [
      ['Debit note no.', 'DN-2027-004417'],
      ['Date of issue', '22/03/2027'],
      ['Policy no.', 'SH/PCM/7719305'],
      ['Insurer', 'Covea Insurance plc'],
    ],
    320,
    130,
    90,
  );
  let y = 210;
  doc.font('Helvetica-Bold').fontSize(10);
  put(doc, 'Transaction: Renewal – Private Motor', left, y);
  y += 20;
  const cols = [left + 6, 330, 400, 470, right - 6] as const;
  doc.rect(left, y - 5, right - left, 20).fill('#dde4f2');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(9);
  put(doc, 'Description', cols[0], y);
  putRight(doc, 'Net premium', cols[2] - 6, y);
  putRight(doc, 'IPT', cols[3] - 6, y);
  putRight(doc, 'Amount due', cols[4], y);
  y += 22;
  doc.font('Helvetica').fontSize(9);
  ['Private car – comprehensive', 'Audi A3 Sportback 35 TFSI S line, BK20 VYR', 'Period 19/04/2027 to 18/04/2028'].forEach((line, index) =>
    put(doc, line, cols[0], y + index * 13),
  );
  putRight(doc, '£688.75', cols[2] - 6, y);
  putRight(doc, '£82.65', cols[3] - 6, y);
  putRight(doc, '£771.40', cols[4], y);
  y += 46;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke('#1f3d7a');
  y += 6;
  doc.font('Helvetica-Bold');
  put(doc, 'Total due from client', cols[0], y);
  putRight(doc, '£771.40', cols[4], y);
  y += 14;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke('#1f3d7a');
  y += 20;
  doc.font('Helvetica-Bold').fontSize(10);
  put(doc, 'Endorsements and excesses', left, y);
  y += 16;
  doc.font('Helvetica').fontSize(9.5);
  const text = (words: string, gap = 7) => {
    para(doc, words, left, y, right - left, 2);
    y = doc.y + gap;
  };
  text('E01 Own damage excess: £350 (compulsory £250 plus voluntary £100), applying to accidental damage, fire and theft claims.');
  text('E07 Windscreen: replacement excess £100; repair excess nil.');
  text('E12 Driving restricted to the policyholder and Mrs Adaeze Okafor.');
  y += 8;
  doc.font('Helvetica-Bold').fontSize(10);
  put(doc, 'Payment', left, y);
  y += 16;
  doc.font('Helvetica').fontSize(9.5);
  text(
    'Payment is due by 19/04/2027. If you pay by Direct Debit your instalments will continue without interruption. To pay by card, ' +
      'call us on 0121 779 7600 quoting your policy number.',
  );
  text('Please retain this debit note with your policy documents. This is not a VAT invoice: insurance is exempt from VAT.');
  doc.fontSize(7).fillColor('#555555');
  para(
    doc,
    'Staveley Head Ltd is authorised and regulated by the Financial Conduct Authority. Registered in England and Wales.',
    left,
    760,
    right - left,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Post Office: HTML (photographed sideways); a statement of fact at renewal: the driver's details with dates of
// birth and a licence date, the car with its value and mileage, claims, then the cover, the premium with IPT and the
// excess. Last year's premium not stated.
const POST_OFFICE = `
<div style="font:9pt/1.35 Arial,sans-serif;color:#222">
  <div style="display:flex;justify-content:space-between;align-items:center;background:#e2001a;color:#fff;padding:6pt 10pt">
    <b style="font-size:16pt">Post Office</b><span style="font-size:9pt">Car Insurance</span></div>
  <p style="font-size:14pt;margin:10pt 0 2pt"><b>Statement of Fact</b></p>
  <p style="margin:0 0 6pt;color:#555">Renewal · please check every detail. Policy number PO/MTR/2208841 · Issued 3 May 2027</p>
  <table style="width:100%;border:1px solid #ccc">
    <tr style="background:#f1f1f1"><th colspan="4">About you</th></tr>
    <tr><td>Policyholder</td><td>Mrs Janet Rowbotham</td><td>Date of birth</td><td>14/08/1971</td></tr>
    <tr><td>Occupation</td><td>Dental nurse</td><td>Marital status</td><td>Married</td></tr>
    <tr><td>Licence</td><td>Full UK, held since 02/1990</td><td>Address</td><td>8 Moorfield Lane, Huddersfield HD8 0QL</td></tr>
    <tr><td>Named driver</td><td>Mr Keith Rowbotham</td><td>Date of birth</td><td>27/11/1968</td></tr>
  </table>
  <table style="width:100%;border:1px solid #ccc;margin-top:6pt">
    <tr style="background:#f1f1f1"><th colspan="4">Your car</th></tr>
    <tr><td>Registration</td><td>YC19 MXE</td><td>Make and model</td><td>Peugeot 2008 1.2 PureTech Allure</td></tr>
    <tr><td>Estimated value</td><td>£9,750</td><td>Annual mileage</td><td>7,000</td></tr>
    <tr><td>Kept overnight</td><td>On a driveway</td><td>Modifications</td><td>None</td></tr>
    <tr><td>Use</td><td>Social, domestic, pleasure and commuting</td><td>Purchased</td><td>03/2022</td></tr>
  </table>
  <table style="width:100%;border:1px solid #ccc;margin-top:6pt">
    <tr style="background:#f1f1f1"><th colspan="2">Claims and convictions in the last 5 years</th></tr>
    <tr><td colspan="2">None declared for any driver. No claims discount: 9 years (protected).</td></tr>
  </table>
  <table style="width:100%;border:1px solid #ccc;margin-top:6pt">
    <tr style="background:#f1f1f1"><th colspan="4">Your cover</th></tr>
    <tr><td>Cover</td><td>Comprehensive</td><td>Start of renewed policy</td><td>01/06/2027</td></tr>
    <tr><td>Compulsory excess</td><td>£200</td><td>Voluntary excess</td><td>£250</td></tr>
    <tr><td>Total excess</td><td>£450</td><td>Windscreen excess</td><td>£90</td></tr>
  </table>
  <table style="width:100%;border:1px solid #ccc;margin-top:6pt">
    <tr style="background:#f1f1f1"><th colspan="2">Your premium</th></tr>
    <tr><td>Premium before tax</td><td class="r">£418.69</td></tr>
    <tr><td>Insurance Premium Tax</td><td class="r">£50.24</td></tr>
    <tr><td><b>Annual premium</b></td><td class="r"><b>£468.93</b></td></tr>
  </table>
  <p style="margin-top:8pt">If anything on this statement is wrong or missing, call us on 0345 600 2231 before 01/06/2027. Giving us
  wrong information could mean your policy is cancelled or a claim is not paid.</p>
  <p style="font-size:7pt;color:#666">Post Office car insurance is arranged by Post Office Limited and underwritten by a panel of insurers. Post Office
  Limited is an appointed representative of Post Office Management Services Limited, authorised and regulated by the
  Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 5. Ticker: HTML; a black-box insurer's renewal letter with a comparison table, the current policy in one column and
// the renewal in the other, premium and excesses in both, and a driving score discount.
const TICKER = `
<div style="font:10pt/1.45 Arial,sans-serif;color:#1b1b1b">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <span style="font:bold 22pt Arial;color:#00a3a1">ticker</span>
    <span class="r" style="font-size:8.5pt;color:#555">Ticker Limited<br>Pinewood Business Park, Solihull<br>0333 222 4555</span></div>
  <div class="cols" style="margin-top:18pt">
    <div>Mr Thomas Leventhal<br>11 Kingsway Avenue<br>Didsbury<br>Manchester M20 5PW</div>
    <div class="r">6 June 2027<br>Your policy: TKR-0093-5518-27</div>
  </div>
  <p style="margin-top:16pt">Dear Thomas,</p>
  <p style="font-size:13pt"><b>Good driving pays: your renewal for MA18 KLP</b></p>
  <p>Your policy for your SEAT Leon 1.5 TSI FR renews on 7 July 2027. Thanks to your driving this year, your price has
  come down. Here is how your renewal compares with the policy you have now.</p>
  <table style="width:100%;border:1px solid #9ad">
    <tr style="background:#dff4f3"><th></th><th class="r">Your current policy</th><th class="r">Your renewal</th></tr>
    <tr><td>Premium (including IPT)</td><td class="r">£1,288.40</td><td class="r"><b>£1,214.96</b></td></tr>
    <tr><td>Driving score discount</td><td class="r">–</td><td class="r">£96.00 off</td></tr>
    <tr><td>Compulsory excess</td><td class="r">£500</td><td class="r">£500</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£250</td><td class="r">£250</td></tr>
    <tr><td>Total excess</td><td class="r">£750</td><td class="r">£750</td></tr>
    <tr><td>Curfew</td><td class="r">None</td><td class="r">None</td></tr>
  </table>
  <p>That's £73.44 less than you're paying now. Without your driving score discount, your renewal would have cost
  £1,310.96. Your score over the last 12 months was 87 out of 100, from 1,046 journeys.</p>
  <p>Your black box stays fitted and will keep working as it does now. If you've changed anything about your car or
  who drives it, please tell us before 7 July 2027.</p>
  <p>We'll renew your policy automatically and collect your payment using the card you gave us. If you don't want to
  renew, just let us know.</p>
  <p>Drive safely,<br><br>The Ticker team</p>
  <p style="font-size:7pt;color:#666;margin-top:26pt">Ticker is a trading name of Ticker Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. Rooster: HTML (photographed); an app-based broker's printed letter, every figure in a sentence: the end of the
// current cover and the start of the new, the price and last year's in one sentence, a monthly price, and the excess
// split across three sentences.
const ROOSTER = `
<div style="font:10.5pt/1.55 Arial,sans-serif;color:#202020">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee;padding-bottom:6pt">
    <b style="font-size:20pt;color:#ff5a36">Rooster</b><span style="font-size:8.5pt;color:#666">rooster.co.uk · 0330 229 1499</span></div>
  <div style="margin-top:18pt">Ms Priya Anand<br>4 Ecclesall Road South<br>Sheffield S11 9PA</div>
  <p style="margin-top:14pt">15 July 2027</p>
  <p>Hi Priya,</p>
  <p><b>Your renewal for the Kia Niro 1.6 GDi Hybrid 2, WF21 KDJ</b></p>
  <p>Your cover runs out at 23:59 on 16 August 2027. Your new policy would start on 17 August 2027, and your policy
  number stays the same: RST-448120-PC.</p>
  <p>To renew, you'll pay £913.26 in full for the year, which is £61.14 more than last year's £852.12. Or you can pay
  12 monthly payments of £81.30 (£975.60 in all, with £62.34 of interest at 13.9% APR).</p>
  <p>The compulsory excess on your policy is £350. You also chose to add a voluntary excess of £100. That means for any
  claim for damage to your car, the first £450 is yours to pay.</p>
  <p>We checked 38 insurers to find this price and it's the best we found for the same cover. If your circumstances have
  changed, tap 'Update my details' in the app and we'll requote.</p>
  <p>Cheers,<br>The Rooster crew</p>
  <p style="font-size:7.5pt;color:#777;margin-top:24pt">Rooster is a trading name of Rooster Broking Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 7. Towergate: HTML (scanned); a broker's private car schedule at renewal: a heading block of the policy, a cover table
// by section with limits, a premium table with last year's, an excess table by kind of claim.
const TOWERGATE = `
<div style="font:9.5pt/1.4 'Times New Roman',serif;color:#111">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #00263e;padding-bottom:5pt">
    <b style="font:bold 20pt Arial;color:#00263e">Towergate</b><span class="r" style="font:8.5pt Arial;color:#444">Towergate Insurance<br>Maidstone, Kent</span></div>
  <p style="font:bold 14pt Arial;text-align:center;margin:12pt 0 8pt">PRIVATE CAR SCHEDULE – RENEWAL</p>
  <table style="width:100%;border:1px solid #666">
    <tr><td style="width:22%"><b>Policy number</b></td><td>TWG/MC/5531867</td><td style="width:22%"><b>Insured</b></td><td>Mr Alan Fitzwilliam</td></tr>
    <tr><td><b>Period of insurance</b></td><td>11/10/2027 to 10/10/2028</td><td><b>Insurer</b></td><td>Zurich Insurance plc</td></tr>
    <tr><td><b>Vehicle</b></td><td>Land Rover Discovery Sport D165 SE</td><td><b>Registration</b></td><td>OV17 RZT</td></tr>
    <tr><td><b>Cover</b></td><td>Comprehensive</td><td><b>Use</b></td><td>Class 1 business use</td></tr>
  </table>
  <p style="font:bold 10.5pt Arial;margin:10pt 0 3pt">Sections of cover</p>
  <table style="width:100%;border:1px solid #666">
    <tr style="background:#e5e9ee"><th>Section</th><th>Cover</th><th class="r">Limit</th></tr>
    <tr><td>1</td><td>Loss of or damage to the vehicle</td><td class="r">Market value</td></tr>
    <tr><td>2</td><td>Liability to third parties – property</td><td class="r">£20,000,000</td></tr>
    <tr><td>3</td><td>Personal accident</td><td class="r">£5,000</td></tr>
    <tr><td>4</td><td>Medical expenses</td><td class="r">£250 per person</td></tr>
    <tr><td>5</td><td>Personal belongings</td><td class="r">£200</td></tr>
  </table>
  <p style="font:bold 10.5pt Arial;margin:10pt 0 3pt">Premium</p>
  <table style="width:70%;border:1px solid #666">
    <tr><td>Annual premium excluding IPT</td><td class="r">£934.57</td></tr>
    <tr><td>Insurance Premium Tax @ 12%</td><td class="r">£112.15</td></tr>
    <tr><td><b>Annual premium including IPT</b></td><td class="r"><b>£1,046.72</b></td></tr>
    <tr><td>Previous annual premium including IPT</td><td class="r">£998.51</td></tr>
  </table>
  <p style="font:bold 10.5pt Arial;margin:10pt 0 3pt">Excesses (Section 1)</p>
  <table style="width:100%;border:1px solid #666">
    <tr style="background:#e5e9ee"><th>Claim</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
    <tr><td>Accidental damage</td><td class="r">£250</td><td class="r">£200</td><td class="r">£450</td></tr>
    <tr><td>Fire and theft</td><td class="r">£250</td><td class="r">£200</td><td class="r">£450</td></tr>
    <tr><td>Glass</td><td class="r">£115</td><td class="r">nil</td><td class="r">£115</td></tr>
  </table>
  <p style="margin-top:10pt">Endorsements applying: 001 (Approved repairer), 017 (Named drivers only). This schedule replaces any schedule
  previously issued and should be read with your policy wording and certificate of motor insurance.</p>
  <p style="font:7pt Arial;color:#555;margin-top:20pt">Towergate Insurance is a trading name of Towergate Underwriting Group Limited, authorised and regulated by the
  Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. Police Mutual: HTML (photographed); an affinity insurer's letter with one table of the car insurance, two add-ons
// and a total, a monthly price beside it, last year's car insurance premium in a line under it, the excess in one line.
const POLICE_MUTUAL = `
<div style="font:10pt/1.45 Arial,sans-serif;color:#222">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div><b style="font-size:19pt;color:#0b2d6b">Police Mutual</b><br><span style="font-size:8.5pt;color:#0b2d6b">Car Insurance for the police family</span></div>
    <div class="r" style="font-size:8.5pt;color:#555">Alexandra House, Lichfield<br>0800 056 3556</div></div>
  <div class="cols" style="margin-top:18pt">
    <div>PC Daniel Morrissey<br>23 Wood End Lane<br>Fazeley<br>Tamworth B78 3SA</div>
    <div class="r">28 September 2027<br>Policy number PMC 0042 7713<br>Ford Kuga 1.5 EcoBoost ST-Line · CU19 FWA</div>
  </div>
  <p style="margin-top:16pt">Dear Mr Morrissey,</p>
  <p><b>Your car insurance renews on 29 October 2027</b></p>
  <p>Thank you for being a member. Here is what your cover will cost for the coming year.</p>
  <table style="width:100%;border:1px solid #0b2d6b">
    <tr style="background:#e4eaf5"><th>Cover</th><th class="r">Pay annually</th><th>Notes</th></tr>
    <tr><td>Car insurance</td><td class="r">£602.40</td><td>Comprehensive, 6 years' NCD</td></tr>
    <tr><td>Motor Legal Expenses</td><td class="r">£22.50</td><td>Included as before</td></tr>
    <tr><td>Breakdown – National</td><td class="r">£45.00</td><td>Included as before</td></tr>
    <tr><td><b>Total</b></td><td class="r"><b>£669.90</b></td><td>or 12 monthly payments of £56.90 (£682.80, APR 4.0%)</td></tr>
  </table>
  <p style="font-size:9pt;color:#444">All prices include Insurance Premium Tax at 12%. The monthly total includes interest of £12.90.</p>
  <p>Last year your car insurance premium was £577.85.</p>
  <p>Excess – compulsory: £200. Voluntary: £300. Total: £500.</p>
  <p>Your policy will renew automatically on 29 October 2027 and your payments will continue. Please check your enclosed
  statement of fact and let us know of any changes, for example if you have moved force or changed role.</p>
  <p>Yours sincerely,<br><br>Karen Whitfield<br>Member Services</p>
  <p style="font-size:7pt;color:#666;margin-top:20pt">Police Mutual is a trading name of Police Mutual Assurance Society Limited. Car insurance is arranged by Police
  Mutual and provided by a panel of insurers. Authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. Performance Direct: HTML; a specialist insurer's renewal quotation for a modified car: the modifications declared,
// a quotation summary of basic premium, IPT and total, last year's premium at last renewal, the excess in a small table.
const PERFORMANCE_DIRECT = `
<div style="font:10pt/1.45 Arial,sans-serif;color:#1a1a1a">
  <div style="background:#111;color:#fff;padding:8pt 12pt;display:flex;justify-content:space-between;align-items:center">
    <b style="font-size:17pt;letter-spacing:1pt">PERFORMANCE <span style="color:#e4002b">DIRECT</span></b><span style="font-size:8.5pt">Cheltenham · 0330 024 1930</span></div>
  <div class="cols" style="margin-top:16pt">
    <div>Mr Luke Hargreaves<br>6 Bramley Close<br>Kettering<br>Northamptonshire NN15 7RT</div>
    <div class="r">Quotation date: 14/12/2026<br>Policy: PD/PC/02918344<br>Renewal date: 22/01/2027</div>
  </div>
  <p style="font-size:13pt;margin-top:16pt"><b>Renewal quotation</b></p>
  <p>Dear Mr Hargreaves, we are pleased to offer renewal of your policy for your Ford Focus ST-3 2.3 EcoBoost, registration
  KR69 VFE, for twelve months from 22/01/2027.</p>
  <p style="margin-bottom:3pt"><b>Modifications declared</b></p>
  <ul style="margin-top:0">
    <li>ECU remap (Stage 1, approx. 330 bhp)</li>
    <li>19" aftermarket alloy wheels</li>
    <li>Cat-back exhaust system</li>
  </ul>
  <table style="width:70%;border:1px solid #444">
    <tr style="background:#eee"><th colspan="2">Quotation summary</th></tr>
    <tr><td>Basic premium</td><td class="r">£1,312.50</td></tr>
    <tr><td>Insurance Premium Tax</td><td class="r">£157.50</td></tr>
    <tr><td><b>Total premium</b></td><td class="r"><b>£1,470.00</b></td></tr>
    <tr><td style="color:#555">Your premium at last renewal</td><td class="r" style="color:#555">£1,395.60</td></tr>
  </table>
  <p style="margin-bottom:3pt"><b>Excess</b></p>
  <table style="width:70%">
    <tr><td>Compulsory</td><td class="r">£500</td></tr>
    <tr><td>Voluntary</td><td class="r">£250</td></tr>
    <tr><td>Total applicable to accident, fire and theft claims</td><td class="r">£750</td></tr>
  </table>
  <p>Cover includes agreed value of £24,500 on the modifications listed, track days excluded. This quotation is valid
  until 22/01/2027 and is based on the information held on file. Please call us to accept.</p>
  <p>Yours sincerely,<br>Performance Direct Renewals Team</p>
  <p style="font-size:7pt;color:#666;margin-top:20pt">Performance Direct is a trading name of Performance Direct Insurance Services Limited, authorised and regulated
  by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 10. Sure Thing!: HTML (photographed sideways); a young drivers' insurer's one-page letter: pay-in-full and pay-monthly
// boxes side by side, last year's in a strip under them, the excess in a sentence and an extra young driver excess.
const SURE_THING = `
<div style="font:10pt/1.45 Arial,sans-serif;color:#222">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <b style="font-size:22pt;color:#6c2bd9">Sure Thing!</b><span class="r" style="font-size:8.5pt;color:#555">Car insurance for new drivers<br>0330 100 9770</span></div>
  <div class="cols" style="margin-top:16pt">
    <div>Mr Kieran Walsh<br>71 Hall Lane<br>Wyken<br>Coventry CV2 5HY</div>
    <div class="r">4 June 2027<br>Policy no. STI-88410273</div>
  </div>
  <p style="margin-top:14pt">Hi Kieran,</p>
  <p style="font-size:13pt"><b>Your renewal is here, and it's cheaper!</b></p>
  <p>Your Volkswagen Polo 1.0 TSI Life (DY22 HMU) is insured with us until 4 July 2027. Your renewal starts on
  5 July 2027. Here are your prices.</p>
  <div style="display:flex;gap:14pt">
    <div class="box" style="flex:1;text-align:center;border-color:#6c2bd9"><div>Pay in full</div><div style="font:bold 20pt Arial">£1,688.32</div><div style="font-size:8.5pt">one payment for the year</div></div>
    <div class="box" style="flex:1;text-align:center"><div>Pay monthly</div><div style="font:bold 16pt Arial">£168.83 deposit</div><div style="font-size:8.5pt">then 10 payments of £155.47<br>total £1,723.53, APR 12.4%</div></div>
  </div>
  <div style="background:#efe7fc;margin-top:8pt;padding:5pt 8pt">Last year: £1,902.77 · You save £214.45 with your extra year of driving experience</div>
  <p>Your excess is £350 compulsory and £150 voluntary, £500 in total. If the car is being driven by anyone under 21 when
  it's damaged, a further £250 applies, making £750.</p>
  <p>Your renewal includes our Young Driver Rewards: keep your app score above 80 and we'll knock 10% off next year.</p>
  <p>We'll renew automatically on 5 July 2027. Any changes? Log in to My Sure Thing or give us a call.</p>
  <p>Cheers,<br>Team Sure Thing!</p>
  <p style="font-size:7pt;color:#666;margin-top:18pt">Sure Thing! is a trading name of Sure Thing Insurance Services, authorised and regulated by the Financial Conduct
  Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Thinkinsure: HTML; a broker's auto-renewal notice in numbered sections with dotted leaders: the policy, the
// price (new and current premium, a monthly option), the excess (compulsory and voluntary in leaders, the total in a
// sentence), what to do next.
const LEADER = 'display:flex;gap:4pt;margin:2pt 0';
const DOTS = '<span style="flex:1;border-bottom:1px dotted #888;margin-bottom:4pt"></span>';
const leader = (label: string, value: string) => `<div style="${LEADER}"><span>${label}</span>${DOTS}<span>${value}</span></div>`;
const THINKINSURE = `
<div style="font:10pt/1.45 Arial,sans-serif;color:#222">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #0099d8;padding-bottom:6pt">
    <b style="font-size:19pt;color:#0099d8">thinkinsure</b><span class="r" style="font-size:8.5pt;color:#555">Thinkinsure Ltd · Salisbury<br>01722 441 800</span></div>
  <div class="cols" style="margin-top:14pt">
    <div>Mrs Olivia Trent<br>2 Cheviot Way<br>Morpeth<br>Northumberland NE61 2LX</div>
    <div class="r">Issued 5 February 2027</div>
  </div>
  <p style="font-size:13pt;margin:14pt 0 6pt"><b>Important: your policy will renew automatically</b></p>
  <p style="margin-top:0">Dear Mrs Trent, unless you tell us otherwise, your car insurance will renew on the terms set out below.</p>
  <p style="margin:10pt 0 2pt;color:#0099d8"><b>1. Your policy</b></p>
  <div style="width:80%">
    ${leader('Policy number', 'TKI/2291/55781')}
    ${leader('Vehicle', 'Renault Captur 1.0 TCe Techno · NX72 PBO')}
    ${leader('Renewal date', '8 March 2027')}
    ${leader('Insurer', 'Markerstudy Insurance Company')}
  </div>
  <p style="margin:10pt 0 2pt;color:#0099d8"><b>2. Your price</b></p>
  <div style="width:80%">
    ${leader('Your new premium', '£742.05')}
    ${leader('Your current premium', '£701.37')}
    ${leader('Monthly option (10 instalments)', '£77.92')}
  </div>
  <p style="font-size:9pt;color:#555;margin:2pt 0">The new premium includes Insurance Premium Tax. Paying monthly costs £779.20 in all, including £37.15 interest.</p>
  <p style="margin:10pt 0 2pt;color:#0099d8"><b>3. Your excess</b></p>
  <div style="width:80%">
    ${leader('Compulsory excess', '£300')}
    ${leader('Voluntary excess', '£100')}
  </div>
  <p style="margin:2pt 0">Added together, you would pay the first £400 of a claim for damage to your car.</p>
  <p style="margin:10pt 0 2pt;color:#0099d8"><b>4. What to do next</b></p>
  <p style="margin:0">If everything is correct, you need do nothing: we'll take payment and send your new certificate. If you'd like to
  change anything, or do not want to renew, call us on 01722 441 800 before 8 March 2027.</p>
  <p style="font-size:7pt;color:#666;margin-top:24pt">Thinkinsure Ltd is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. Zurich: HTML (scanned); an insurer's renewal notice laid out as a form of boxed fields, each label small above
// its value, the premium boxes and excess boxes in rows.
const FIELD = (label: string, value: string, span = 1) =>
  `<div style="grid-column:span ${span};border:1px solid #555;padding:2pt 5pt"><div style="font-size:7pt;color:#555;text-transform:uppercase">${label}</div><div style="font-size:10.5pt">${value}</div></div>`;
const ZURICH = `
<div style="font:10pt/1.4 Arial,sans-serif;color:#111">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <b style="font-size:20pt;color:#2167ae">ZURICH</b><span class="r" style="font-size:8.5pt;color:#555">Zurich Insurance Company Ltd<br>Personal Motor, Fareham</span></div>
  <p style="font:bold 13pt Arial;margin:12pt 0 6pt;border-bottom:2px solid #2167ae">Private Motor Renewal Notice</p>
  <div style="display:grid;grid-template-columns:repeat(4,1fr);gap:0">
    ${FIELD('Policyholder', 'Dr Fiona MacAskill', 2)}
    ${FIELD('Policy number', 'ZPM 44 190 8821', 2)}
    ${FIELD('Address', '17 Canal Road, Inverness IV3 8NF', 2)}
    ${FIELD('Date of notice', '26.06.2027')}
    ${FIELD('Renewal date', '28.07.2027')}
    ${FIELD('Vehicle', 'Volvo V60 B4 Plus', 2)}
    ${FIELD('Registration mark', 'SN71 WBE')}
    ${FIELD('Cover', 'Comprehensive')}
    ${FIELD('Use', 'SD&amp;P and commuting', 2)}
    ${FIELD('Drivers', 'Insured and spouse', 2)}
  </div>
  <p style="font:bold 10.5pt Arial;margin:10pt 0 4pt">Premium</p>
  <div style="display:grid;grid-template-columns:repeat(4,1fr)">
    ${FIELD('Premium before tax', '£1,008.79')}
    ${FIELD('IPT', '£121.05')}
    ${FIELD('Renewal premium incl. IPT', '<b>£1,129.84</b>')}
    ${FIELD('Expiring premium', '£1,087.20')}
  </div>
  <p style="font:bold 10.5pt Arial;margin:10pt 0 4pt">Excess (loss of or damage to the vehicle)</p>
  <div style="display:grid;grid-template-columns:repeat(4,1fr)">
    ${FIELD('Compulsory', '£400')}
    ${FIELD('Voluntary', '£100')}
    ${FIELD('Total own damage excess', '£500')}
    ${FIELD('Windscreen', '£125')}
  </div>
  <p style="margin-top:12pt">Your renewal premium has increased by £42.64. Your no claim discount is 9 years and is not protected. If your
  details have changed or you wish to discuss your cover, please contact us before the renewal date. If we hold your
  Direct Debit details the policy will renew automatically.</p>
  <p style="font-size:7pt;color:#555;margin-top:20pt">Zurich Insurance Company Ltd, a public limited company incorporated in Switzerland. UK branch registered in England
  and Wales. Authorised and regulated in the UK by the Financial Conduct Authority and the Prudential Regulation Authority.</p>
</div>`;

export const FRESH_NOTICES_51: FreshNotice[] = [
  {
    name: 'sheilas-wheels',
    html: SHEILAS_WHEELS,
    expected: {
      renewalDate: '2027-02-14',
      insurer: "Sheilas' Wheels",
      policyNumber: 'SHW/0471/88216',
      registrationNumber: 'LB70XKM',
      renewalPremium: '562.18',
      previousPremium: '519.40',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'sainsburys-bank',
    html: SAINSBURYS,
    scan: true,
    expected: {
      renewalDate: '2027-03-02',
      insurer: "Sainsbury's Bank",
      policyNumber: 'SBCI 7720 4418',
      registrationNumber: 'GU68TFE',
      renewalPremium: '704.55',
      previousPremium: '688.10',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },
  {
    name: 'staveley-head',
    html: '',
    draw: drawStaveley,
    scan: true,
    expected: {
      renewalDate: '2027-04-19',
      insurer: 'Staveley Head',
      policyNumber: 'SH/PCM/7719305',
      registrationNumber: 'BK20VYR',
      renewalPremium: '771.40',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'post-office',
    html: POST_OFFICE,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-06-01',
      insurer: 'Post Office',
      policyNumber: 'PO/MTR/2208841',
      registrationNumber: 'YC19MXE',
      renewalPremium: '468.93',
      compulsoryExcess: '200',
      voluntaryExcess: '250',
      totalExcess: '450',
    },
  },
  {
    name: 'ticker',
    html: TICKER,
    expected: {
      renewalDate: '2027-07-07',
      insurer: 'Ticker',
      policyNumber: 'TKR-0093-5518-27',
      registrationNumber: 'MA18KLP',
      renewalPremium: '1214.96',
      previousPremium: '1288.40',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    name: 'rooster',
    html: ROOSTER,
    photo: true,
    expected: {
      renewalDate: '2027-08-17',
      insurer: 'Rooster',
      policyNumber: 'RST-448120-PC',
      registrationNumber: 'WF21KDJ',
      renewalPremium: '913.26',
      previousPremium: '852.12',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },
  {
    name: 'towergate',
    html: TOWERGATE,
    scan: true,
    expected: {
      renewalDate: '2027-10-11',
      insurer: 'Towergate',
      policyNumber: 'TWG/MC/5531867',
      registrationNumber: 'OV17RZT',
      renewalPremium: '1046.72',
      previousPremium: '998.51',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    name: 'police-mutual',
    html: POLICE_MUTUAL,
    photo: true,
    expected: {
      renewalDate: '2027-10-29',
      insurer: 'Police Mutual',
      policyNumber: 'PMC 0042 7713',
      registrationNumber: 'CU19FWA',
      renewalPremium: '602.40',
      previousPremium: '577.85',
      compulsoryExcess: '200',
      voluntaryExcess: '300',
      totalExcess: '500',
    },
  },
  {
    name: 'performance-direct',
    html: PERFORMANCE_DIRECT,
    expected: {
      renewalDate: '2027-01-22',
      insurer: 'Performance Direct',
      policyNumber: 'PD/PC/02918344',
      registrationNumber: 'KR69VFE',
      renewalPremium: '1470.00',
      previousPremium: '1395.60',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    name: 'sure-thing',
    html: SURE_THING,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-07-05',
      insurer: 'Sure Thing!',
      policyNumber: 'STI-88410273',
      registrationNumber: 'DY22HMU',
      renewalPremium: '1688.32',
      previousPremium: '1902.77',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
  {
    name: 'thinkinsure',
    html: THINKINSURE,
    expected: {
      renewalDate: '2027-03-08',
      insurer: 'Thinkinsure',
      policyNumber: 'TKI/2291/55781',
      registrationNumber: 'NX72PBO',
      renewalPremium: '742.05',
      previousPremium: '701.37',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },
  {
    name: 'zurich',
    html: ZURICH,
    scan: true,
    expected: {
      renewalDate: '2027-07-28',
      insurer: 'Zurich',
      policyNumber: 'ZPM 44 190 8821',
      registrationNumber: 'SN71WBE',
      renewalPremium: '1129.84',
      previousPremium: '1087.20',
      compulsoryExcess: '400',
      voluntaryExcess: '100',
      totalExcess: '500',
    },
  },
];
