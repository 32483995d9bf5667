// Set 53 (issue 47): twelve renewal notices written afresh, leaning to paper: a two-page renewal pack whose price sits
// on page two (Sheilas' Wheels); a letter whose excesses sit in a small-print table of seven excess kinds (Sainsbury's
// Bank); an online account page saved as PDF, the instalments and their APR beside the annual price, last year's not
// stated (RAC); a renewal email as Gmail prints it, a member's price beside the standard one, the excess split across
// two sentences (Tesco Insurance); a broker's debit note with a fee, a deposit and the balance financed (Yutree, drawn
// by pdfkit and scanned); a statement of fact the driver must check beside a box of renewal figures (NFU Mutual,
// scanned); a renewal letter that names an instalment credit agreement (amount of credit, interest, total amount
// payable, APR) beside the annual price (Swinton, scanned); a letter with a fixed-price promise and dotted dates, last
// year's price not stated (Saga, scanned); a laptop screen of an online account photographed at an angle (Marshmallow);
// a letter photographed lying on a wooden table (People's Choice, sideways); a renewal email as Outlook prints it, the
// excesses in one row under column headings (Privilege, sideways); a renewal schedule with 'Section' headings, last
// year's price not stated (Post Office, photographed upright).
// One drawn by pdfkit, eleven printed from HTML by Chromium; four scanned and four photographed (two sideways).
// Brands: Yutree no earlier set used; the other eleven were used before and appear here in layouts unlike theirs.
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Sheilas' Wheels
  ['sheilas change', [541.1, 46.13], 587.23],
  ['sheilas excess', [250, 250], 500],
  ['sheilas with extras', [587.23, 29.99, 44.99], 662.21],
  // 2. Sainsbury's Bank
  ['sainsburys change', [689.2, 45.36], 734.56],
  ['sainsburys excess', [300, 150], 450],
  ['sainsburys young', [450, 250], 700],
  // 3. RAC
  ['rac monthly', [12 * 55.12], 661.44],
  ['rac excess', [350, 100], 450],
  // 4. Tesco Insurance
  ['tesco clubcard saving', [512.4, 36.5], 548.9],
  ['tesco change', [498.7, 13.7], 512.4],
  ['tesco excess', [250, 250], 500],
  // 5. Yutree
  ['yutree ipt', [548.12 * 0.12], 65.77],
  ['yutree premium', [548.12, 65.77], 613.89],
  ['yutree total due', [613.89, 30], 643.89],
  ['yutree balance', [643.89, -64.39], 579.5],
  ['yutree instalments', [10 * 60.85], 608.5],
  ['yutree credit', [579.5, 29], 608.5],
  ['yutree change', [589.4, 24.49], 613.89],
  ['yutree excess', [250, 250], 500],
  // 6. NFU Mutual
  ['nfu change', [803.15, 39.45], 842.6],
  ['nfu excess', [200, 100], 300],
  // 7. Swinton
  ['swinton deposit', [69.18, 622.66], 691.84],
  ['swinton instalments', [10 * 66.21], 662.1],
  ['swinton interest', [622.66, 39.44], 662.1],
  ['swinton payable', [69.18, 662.1], 731.28],
  ['swinton change', [655.3, 36.54], 691.84],
  ['swinton excess', [350, 250], 600],
  // 8. Saga
  ['saga excess', [150, 100], 250],
  ['saga monthly', [12 * 36.58], 438.96],
  // 9. Marshmallow
  ['marshmallow saving', [1126.44, 122.46], 1248.9],
  ['marshmallow excess', [400, 150], 550],
  // 10. People's Choice
  ['peoples-choice fall', [579.96, 22.34], 602.3],
  ['peoples-choice excess', [300, 200], 500],
  // 11. Privilege
  ['privilege change', [876.55, 66.62], 943.17],
  ['privilege excess', [250, 500], 750],
  // 12. Post Office
  ['post-office ipt', [453.96 * 0.12], 54.48],
  ['post-office premium', [453.96, 54.48], 508.44],
  ['post-office excess', [250, 100], 350],
];
checkSums('set 53', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Sheilas' Wheels: HTML; a two-page renewal pack, a covering letter on page one (no figures), the renewal summary
// with the price, last year's and the excesses on page two.
const SHEILAS = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:4px solid #e4007c;padding-bottom:6pt">
    <div><span style="font:bold 22pt Georgia;color:#e4007c">Sheilas' Wheels</span><br><span style="font-size:9pt;color:#555">car insurance</span></div>
    <div class="r" style="font-size:8.5pt;color:#555">Page 1 of 2</div>
  </div>
  <p style="margin-top:20pt">Miss Hannah Pritchard<br>Flat 4, 19 Clarence Road<br>Southsea<br>Portsmouth PO5 2LQ</p>
  <p class="r">7 December 2026</p>
  <p style="font-size:13pt;font-weight:bold;color:#e4007c">It's nearly time to renew, Hannah</p>
  <p>Thank you for choosing Sheilas' Wheels to insure your Volkswagen Polo 1.0 TSI Life. We've put together your renewal for
  another year of cover and we're happy to carry on looking after you.</p>
  <p><b>What happens next?</b> If you want to renew, there's nothing to do: your cover will carry on and we'll collect payment in
  the same way as last year. If your details have changed, or you'd rather not renew, please call us before your renewal date.</p>
  <p><b>Please check your documents.</b> Your renewal summary is on the next page. Read it with your updated Statement of Fact
  and your policy booklet, which you can find in your online account.</p>
  <div class="box" style="background:#fdebf4;border-color:#e4007c;margin:18pt 0">Please turn over for your renewal price, your excess and your optional extras.</div>
  <p>Love,<br><br>The Sheilas' Wheels team</p>
  <p style="font-size:7.5pt;color:#666;margin-top:150pt">Sheilas' Wheels is a trading name of esure Services Limited, which is authorised and regulated by the
  Financial Conduct Authority. Policies are underwritten by esure Insurance Limited.</p>
  <div style="break-before:page;page-break-before:always"></div>
  <div style="display:flex;justify-content:space-between;border-bottom:2px solid #e4007c;padding-bottom:4pt">
    <b style="font-size:13pt;color:#e4007c">Your renewal summary</b><span style="font-size:8.5pt;color:#555">Page 2 of 2</span></div>
  <table style="width:100%;margin-top:10pt">
    <tr><td style="width:45%">Policyholder</td><td>Miss Hannah Pritchard</td></tr>
    <tr><td>Policy number</td><td>SW/MT/40882617</td></tr>
    <tr><td>Car</td><td>Volkswagen Polo 1.0 TSI Life, registration KY19 DVO</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
    <tr><td>Renewal date</td><td>09/01/2027</td></tr>
  </table>
  <p style="font-size:11pt;font-weight:bold;margin:14pt 0 4pt">Your price</p>
  <table style="width:100%;border-top:1px solid #ccc;border-bottom:1px solid #ccc">
    <tr><td style="width:45%">Your renewal premium</td><td><b style="font-size:13pt">£587.23</b></td></tr>
    <tr><td>Your premium last year</td><td>£541.10</td></tr>
    <tr><td>Change</td><td>+ £46.13</td></tr>
  </table>
  <p style="font-size:8.5pt;color:#555">All prices include Insurance Premium Tax (IPT) at the current rate.</p>
  <p style="font-size:11pt;font-weight:bold;margin:14pt 0 4pt">Your excess</p>
  <table style="width:100%">
    <tr><td style="width:45%">Compulsory</td><td>£250</td></tr>
    <tr><td>Voluntary</td><td>£250</td></tr>
    <tr><td>Total you pay towards a claim for damage</td><td>£500</td></tr>
  </table>
  <p style="font-size:11pt;font-weight:bold;margin:14pt 0 4pt">Your optional extras</p>
  <table style="width:100%">
    <tr><td style="width:45%">Motor legal protection</td><td>£29.99</td></tr>
    <tr><td>Breakdown cover – roadside and recovery</td><td>£44.99</td></tr>
    <tr><td><b>Total with extras</b></td><td><b>£662.21</b></td></tr>
  </table>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. Sainsbury's Bank: HTML; a renewal letter, the prices in a two-line table, the excesses in a small-print table of
// seven excess kinds (accidental damage split three ways, fire and theft, windscreen, young and inexperienced drivers).
const SAINSBURYS = `
<div style="font-size:10pt">
  <div style="background:#f06c00;color:#fff;padding:10pt 12pt"><b style="font-size:17pt">Sainsbury's Bank</b> <span style="font-size:10pt">Car Insurance</span></div>
  <div class="cols" style="margin-top:14pt">
    <div>Mr Tomasz Nowak<br>63 Beechwood Avenue<br>Chorlton<br>Manchester M21 8TG</div>
    <div class="r" style="font-size:9pt">Policy number: SBCI 2207718490<br>Date of letter: 11 January 2027</div>
  </div>
  <p style="font-size:12.5pt;font-weight:bold;margin-top:16pt">Your car insurance renews on 14 February 2027</p>
  <p>Dear Mr Nowak,</p>
  <p>Thank you for insuring your Toyota Yaris Hybrid Design (MA20 XTE) with us. We've worked out your price for the next 12 months
  and you'll find everything you need to know below.</p>
  <table style="width:80%;border:1px solid #f06c00;margin:6pt 0">
    <tr><td>Your premium for 14/02/2027 to 13/02/2028</td><td class="r"><b>£734.56</b></td></tr>
    <tr><td>Your premium for 14/02/2026 to 13/02/2027</td><td class="r">£689.20</td></tr>
  </table>
  <p>Your price includes Insurance Premium Tax. It has gone up by £45.36, mainly because the cost of repairing cars has risen.
  Nectar members: you'll collect 1 Nectar point for every £1 you pay.</p>
  <p>You don't need to do anything to renew: we'll carry on collecting your monthly Direct Debit. If you'd like to make a change,
  call us on 0345 300 3190.</p>
  <p>Yours sincerely,<br><br>Customer Services Manager</p>
  <div style="font-size:7.5pt;color:#444;margin-top:18pt;border-top:1px solid #bbb;padding-top:6pt">
    <b>Your excesses.</b> This is the amount you pay towards each claim. Where more than one applies, they are added together.
    <table style="font-size:7.5pt;width:70%;margin-top:3pt">
      <tr><th>Type of claim</th><th class="r">Excess</th></tr>
      <tr><td>Accidental damage – compulsory</td><td class="r">£300</td></tr>
      <tr><td>Accidental damage – voluntary</td><td class="r">£150</td></tr>
      <tr><td>Accidental damage – total</td><td class="r">£450</td></tr>
      <tr><td>Fire and theft</td><td class="r">£300</td></tr>
      <tr><td>Windscreen replacement (approved supplier)</td><td class="r">£115</td></tr>
      <tr><td>Windscreen repair</td><td class="r">£25</td></tr>
      <tr><td>Young driver (under 25) – added to accidental damage</td><td class="r">£250</td></tr>
      <tr><td>Inexperienced driver (licence held under 2 years) – added</td><td class="r">£250</td></tr>
    </table>
    For example, a damage claim while your son (21) is driving would carry an excess of £700.
    <p style="margin-top:6pt">Sainsbury's Bank plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority
    and the Prudential Regulation Authority. Car insurance is arranged by Sainsbury's Bank plc and underwritten by a panel of insurers.</p>
  </div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. RAC: HTML; the member's online account page saved as PDF (the browser's header and footer lines), the annual price
// with the monthly payments and their APR beside it; last year's price not stated.
const RAC = `
<div style="font-size:9.5pt">
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#666"><span>18/02/2027, 21:07</span><span>Your renewal | My RAC</span></div>
  <div style="display:flex;justify-content:space-between;align-items:center;background:#f95108;color:#fff;padding:8pt 12pt;margin-top:6pt">
    <b style="font-size:16pt">RAC</b><span style="font-size:8.5pt">My RAC · Car insurance · Breakdown · Log out</span></div>
  <p style="font-size:8.5pt;color:#666;margin:8pt 0">Home › Car insurance › Policy RAC-MI-5521904 › Renewal</p>
  <div style="display:grid;grid-template-columns:2fr 1fr;gap:14pt">
    <div>
      <p style="font-size:15pt;margin:0 0 6pt">Your car insurance renewal is ready</p>
      <p style="margin:0 0 10pt;color:#444">Seat Ibiza 1.0 TSI FR · WR71 HGX · Comprehensive</p>
      <div class="box" style="border-color:#f95108">
        <div style="font-size:8.5pt;color:#666">Renews on</div><div style="font-size:12pt">Saturday 20 March 2027</div>
        <div style="font-size:8.5pt;color:#666;margin-top:8pt">Pay annually</div><div style="font-size:20pt;font-weight:bold">£612.35</div>
        <div style="font-size:8.5pt;color:#666;margin-top:8pt">Or pay monthly</div>
        <div>12 payments of £55.12 · total £661.44 · Representative APR 15.9%</div>
      </div>
      <p style="font-size:11pt;margin:12pt 0 4pt"><b>Your excess</b></p>
      <div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:8pt">
        <div class="box"><div style="font-size:8.5pt;color:#666">Compulsory</div><b>£350</b></div>
        <div class="box"><div style="font-size:8.5pt;color:#666">Voluntary</div><b>£100</b></div>
        <div class="box"><div style="font-size:8.5pt;color:#666">Total</div><b>£450</b></div>
      </div>
    </div>
    <div style="background:#f4f4f4;padding:8pt">
      <b>Included</b><ul style="padding-left:14pt;margin:4pt 0"><li>RAC Roadside breakdown</li><li>Courtesy car</li><li>Windscreen cover</li></ul>
      <b>Not included</b><ul style="padding-left:14pt;margin:4pt 0"><li>Motor legal expenses</li><li>Key cover</li></ul>
      <div style="font-size:8pt;color:#666">Prices include IPT.</div>
    </div>
  </div>
  <p style="color:#555;margin-top:14pt">Your policy is set to renew automatically. Turn off auto-renewal in Settings.</p>
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#666;margin-top:250pt"><span>https://www.rac.co.uk/myrac/car-insurance/renewal</span><span>1/1</span></div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. Tesco Insurance: HTML; a renewal email as Gmail prints it, the Clubcard price beside the standard price, the
// excess split over two sentences.
const TESCO = `
<div style="font:10pt Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;font-size:8pt;color:#444"><span>03/02/2027, 08:14</span><span>Gmail - Your car insurance renewal</span></div>
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ccc;padding:6pt 0"><b style="font-size:13pt;color:#555">Gmail</b><span style="font-size:9pt">Gareth Llewellyn &lt;gareth.llewellyn@example.com&gt;</span></div>
  <p style="font-size:13pt;margin:10pt 0 2pt"><b>Your car insurance renewal</b></p>
  <p style="font-size:8.5pt;color:#444;margin:0;border-bottom:1px solid #ccc;padding-bottom:6pt">1 message<br>
  <b>Tesco Insurance</b> &lt;noreply@tescoinsurance.example&gt; · Wed, 3 Feb 2027 at 07:02<br>To: gareth.llewellyn@example.com</p>
  <div style="margin-top:10pt;background:#00539f;color:#fff;padding:8pt 12pt;font-size:14pt"><b>Tesco</b> Insurance</div>
  <p>Hi Gareth,</p>
  <p>Your car insurance for your Vauxhall Astra 1.2 Turbo SRi (reg EO70 NVB) is due for renewal. Your new cover starts on 02/03/2027.</p>
  <table style="width:100%;background:#f2f6fb">
    <tr><td style="width:55%">Clubcard Price (your price)</td><td class="r"><b style="font-size:13pt">£512.40</b></td></tr>
    <tr><td>Standard price</td><td class="r">£548.90</td></tr>
    <tr><td>Last year you paid</td><td class="r">£498.70</td></tr>
  </table>
  <p>That's £13.70 more than last year. Your Clubcard saves you £36.50. All prices include Insurance Premium Tax.</p>
  <p>The compulsory excess on your policy is £250. You also chose a voluntary excess of £250, so for a claim for damage to your car you'd pay the first £500.</p>
  <p>Your policy number is TIC-0073314862. You don't need to do anything: we'll renew your cover automatically.</p>
  <p>Thanks,<br>Tesco Insurance</p>
  <p style="font-size:7.5pt;color:#666">Tesco Insurance is a trading name of Tesco Insurance Limited, authorised and regulated by the Financial Conduct Authority.
  Clubcard Prices are available to Clubcard members.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 5. Yutree Insurance: drawn by pdfkit (then scanned); a broker's renewal debit note, columns Net / IPT / Fee / Amount,
// the broker's fee on its own line, a deposit taken and the balance financed.
function drawYutree(doc: Doc): void {
  const left = 50;
  const right = 545;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#2f7d32');
  put(doc, 'yutree', left, 46);
  doc.font('Helvetica').fontSize(8.5).fillColor('#444444');
  put(doc, 'insurance', left + 2, 70);
  ['Yutree Insurance Limited', 'Melksham, Wiltshire', '01225 980 150'].forEach((line, index) => putRight(doc, line, right, 48 + index * 11));
  doc.fillColor('black').font('Helvetica-Bold').fontSize(14);
  put(doc, 'DEBIT NOTE', left, 104);
  doc.font('Helvetica').fontSize(9);
  const head: [string, string][] = [
    ['Client', 'Mr Oliver Brennan'],
    ['Address', '12 Spa Road, Melksham SN12 7NY'],
    ['Debit note no.', 'DN-27-04418'],
    ['Date', '02/12/2026'],
    ['Policy number', 'YUT/PC/3318072'],
    ['Insurer', 'Covea Insurance plc'],
    ['Vehicle', 'Ford Fiesta 1.0 EcoBoost ST-Line  FG68 KLD'],
    ['Effective date', '11/01/2027'],
    ['Period', '11/01/2027 to 10/01/2028'],
  ];
  head.forEach(([label, value], index) => {
    doc.font('Helvetica-Bold');
    put(doc, label, left, 126 + index * 14);
    doc.font('Helvetica');
    put(doc, value, left + 100, 126 + index * 14);
  });
  const cols = [left, 300, 365, 425, 545] as const;
  let y = 262;
  doc.rect(left, y - 4, right - left, 16).fill('#e8f1e8');
  doc.fillColor('black').font('Helvetica-Bold');
  put(doc, 'Description', cols[0] + 4, y);
  (['Net £', 'IPT £', 'Fee £', 'Amount £'] as const).forEach((label, index) => putRight(doc, label, [cols[2], cols[3], 480, cols[4]][index] ?? right, y));
  doc.font('Helvetica');
  const rows: [string, string, string, string, string][] = [
    ['Private car comprehensive – renewal premium', '548.12', '65.77', '', '613.89'],
    ['Broker arrangement fee (non-refundable)', '', '', '30.00', '30.00'],
  ];
  for (const [what, net, ipt, fee, amount] of rows) {
    y += 18;
    put(doc, what, cols[0] + 4, y);
    putRight(doc, net, cols[2], y);
    putRight(doc, ipt, cols[3], y);
    putRight(doc, fee, 480, y);
    putRight(doc, amount, cols[4], y);
  }
  y += 18;
  doc.moveTo(left, y - 3).lineTo(right, y - 3).stroke();
  doc.font('Helvetica-Bold');
  put(doc, 'Total due', cols[0] + 4, y + 2);
  putRight(doc, '643.89', cols[4], y + 2);
  doc.font('Helvetica');
  y += 20;
  put(doc, 'Less deposit received 02/12/2026 (card)', cols[0] + 4, y);
  putRight(doc, '64.39', cols[4], y);
  y += 16;
  put(doc, 'Balance to be financed', cols[0] + 4, y);
  putRight(doc, '579.50', cols[4], y);
  y += 30;
  doc.fontSize(9.5);
  para(
    doc,
    'The balance of £579.50 will be paid by 10 monthly instalments of £60.85 under your credit agreement with Premium Credit Limited ' +
      '(total £608.50, of which £29.00 is interest; representative APR 10.9%). Last year your premium was £589.40 including IPT; it has ' +
      'gone up by £24.49.',
    left,
    y,
    right - left,
    2,
  );
  y += 56;
  para(
    doc,
    'Excesses: compulsory £250, voluntary £250; total accidental damage excess £500. Windscreen excess £100.',
    left,
    y,
    right - left,
    2,
  );
  doc.font('Helvetica').fontSize(7).fillColor('#555555');
  para(
    doc,
    'Yutree Insurance Limited is authorised and regulated by the Financial Conduct Authority. Please check this debit note and tell us ' +
      'at once if anything is wrong. Our fee is payable in addition to the premium and is not refundable.',
    left,
    770,
    right - left,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 6. NFU Mutual: HTML (scanned); a statement of fact the driver must check, the answers in a two-column table, with
// a box of renewal figures beside it.
const NFU = `
<div style="font-size:9.5pt">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #00643c;padding-bottom:6pt">
    <div><b style="font-size:17pt;color:#00643c">NFU Mutual</b><br><span style="font-size:8pt">Hereford Agency · 01432 276 940</span></div>
    <div class="r"><b style="font-size:12pt">Motor Insurance</b><br>Statement of Fact at renewal</div></div>
  <p style="margin-top:10pt">Mrs Eleri Vaughan, Pen-y-Bryn Farm, Kington, Herefordshire HR5 3NQ</p>
  <p><b>Please check these facts carefully.</b> We have used them to work out your renewal. If anything is wrong or missing, tell your
  agent before the renewal date, or your cover may not be valid.</p>
  <div style="display:grid;grid-template-columns:3fr 2fr;gap:14pt">
    <table style="font-size:9pt;width:100%">
      <tr><td>Policy number</td><td><b>MV 22918457</b></td></tr>
      <tr><td>Date of birth</td><td>14/08/1971</td></tr>
      <tr><td>Occupation</td><td>Farmer (livestock)</td></tr>
      <tr><td>Vehicle</td><td>Subaru Outback 2.5i Touring</td></tr>
      <tr><td>Registration</td><td>HV72 RDZ</td></tr>
      <tr><td>Kept overnight</td><td>On a private driveway</td></tr>
      <tr><td>Annual mileage</td><td>12,000</td></tr>
      <tr><td>Use</td><td>Social, domestic, pleasure and business</td></tr>
      <tr><td>Named drivers</td><td>Mr Rhys Vaughan (husband)</td></tr>
      <tr><td>Claims in last 5 years</td><td>None</td></tr>
      <tr><td>Motoring convictions</td><td>None</td></tr>
      <tr><td>No claim discount</td><td>15 years</td></tr>
    </table>
    <div class="box" style="border-color:#00643c">
      <b style="color:#00643c">Your renewal</b>
      <table style="width:100%;font-size:9pt">
        <tr><td>Renewal date</td><td class="r">1 April 2027</td></tr>
        <tr><td>Annual premium (incl. IPT)</td><td class="r"><b>£842.60</b></td></tr>
        <tr><td>Previous annual premium</td><td class="r">£803.15</td></tr>
        <tr><td>Compulsory excess</td><td class="r">£200</td></tr>
        <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
        <tr><td>Total excess</td><td class="r">£300</td></tr>
      </table>
      <div style="font-size:8pt">Your premium has risen by £39.45.</div>
    </div>
  </div>
  <p>Signed on behalf of NFU Mutual: G. Powell, Agent. Statement date 25/02/2027.</p>
  <p style="font-size:7.5pt;color:#666">NFU Mutual is The National Farmers Union Mutual Insurance Society Limited. Authorised by the Prudential Regulation Authority
  and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 7. Swinton: HTML (scanned); a renewal letter, the annual price beside a box of the instalment credit agreement
// (deposit, amount of credit, interest, total amount payable, APR); the insurer (Aviva) named too.
const SWINTON = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:center"><b style="font-size:20pt;color:#e4002b">Swinton</b><span class="r" style="font-size:8.5pt">Swinton Insurance<br>Manchester M15 4JA</span></div>
  <p style="margin-top:18pt">Ms Priya Chauhan<br>27 Thornfield Road<br>Leicester LE2 1YB</p>
  <p class="r">Our ref: SWN/MC/66190427<br>14 April 2027</p>
  <p style="font-size:12pt;font-weight:bold">Your car insurance renewal – Nissan Qashqai 1.3 DIG-T N-Connecta, SN22 BWY</p>
  <p>Dear Ms Chauhan,</p>
  <p>We've shopped around our panel and your best renewal offer is from your current insurer, Aviva. Your renewal date is 19/05/2027.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:14pt">
    <div class="box"><b>Pay in full</b><br><span style="font-size:18pt;font-weight:bold">£691.84</span><br>Annual premium including IPT<br>
      <span style="font-size:9pt">Last year's premium: £655.30</span></div>
    <div class="box" style="font-size:9pt"><b>Pay by instalments – credit agreement</b>
      <table style="font-size:9pt;width:100%">
        <tr><td>Deposit</td><td class="r">£69.18</td></tr>
        <tr><td>Amount of credit</td><td class="r">£622.66</td></tr>
        <tr><td>10 monthly payments of</td><td class="r">£66.21</td></tr>
        <tr><td>Interest</td><td class="r">£39.44</td></tr>
        <tr><td>Total amount payable</td><td class="r">£731.28</td></tr>
        <tr><td>Representative APR</td><td class="r">29.9%</td></tr>
      </table></div>
  </div>
  <p>Your premium has gone up by £36.54. Your excess is unchanged: a total of £600, made up of a £350 compulsory excess and a £250 voluntary excess.</p>
  <p>To accept, call us on 0161 000 2277 or reply online with your reference. If we don't hear from you, your policy will lapse at midnight on 18/05/2027.</p>
  <p>Yours sincerely,<br><br>Renewals Team</p>
  <p style="font-size:7.5pt;color:#666">Swinton Insurance is a trading name of Swinton Group Limited, authorised and regulated by the Financial Conduct Authority.
  Credit is provided by a finance company on behalf of which we act as a credit broker.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. Saga: HTML (scanned); a letter with a three-year fixed price promise, dotted dates, the excess broken down in a
// sentence; last year's price not stated.
const SAGA = `
<div style="font:10.5pt/1.5 Georgia,serif">
  <div style="display:flex;justify-content:space-between;border-bottom:1px solid #1b365d;padding-bottom:6pt"><b style="font:bold 22pt Georgia;color:#1b365d">SAGA</b><span class="r" style="font-size:8.5pt">Saga Car Insurance<br>Enbrook Park, Folkestone CT20 3SE</span></div>
  <p style="margin-top:18pt">Mr Geoffrey Ashworth<br>2 Meadow Close<br>Ilkley LS29 9PD</p>
  <p class="r">Date: 05.05.2027<br>Policy: SCI 7730041925</p>
  <p>Dear Mr Ashworth,</p>
  <p><b>Your Saga Plus car insurance renews on 12.06.2027</b></p>
  <p>Thank you for staying with us. Your policy for your Honda Jazz 1.5 i-MMD Crosstar EX, registration BP18 UYC, is in year two
  of our 3 Year Fixed Price, so your premium for the coming year is £438.90, including Insurance Premium Tax at the current rate,
  provided your details and cover stay the same.</p>
  <p>If you pay monthly, you'll pay 12 instalments of £36.58 (£438.96 in total).</p>
  <p>Your excess: £250 for any accidental damage claim, of which £150 is compulsory and £100 is the voluntary excess you chose.</p>
  <p>Please read the enclosed schedule and let us know of any changes.</p>
  <p>Yours sincerely,<br><br>Customer Services Director</p>
  <p style="font-size:7.5pt;color:#666">Saga Car Insurance is arranged by Saga Services Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. Marshmallow: HTML (photographed); a laptop's screen showing the online account, a dark bezel round it and the
// browser's tab and address bar above the page.
const MARSHMALLOW = `
<style>html { background: #2b2b2e; }</style>
<div style="background:#111;border-radius:14pt;padding:14pt;margin-top:30pt">
  <div style="background:#fff;font-size:11pt">
    <div style="background:#dee1e6;padding:5pt 8pt;font-size:9pt"><span style="background:#fff;padding:3pt 10pt;border-radius:5pt 5pt 0 0">Marshmallow – Your renewal</span></div>
    <div style="background:#f1f3f4;padding:4pt 8pt;font-size:9pt;color:#333">app.marshmallow.com/policy/renewal</div>
    <div style="padding:16pt">
      <div style="display:flex;justify-content:space-between"><b style="font-size:17pt;color:#5a3fd8">marshmallow</b><span>Hi Aisha</span></div>
      <p style="font-size:18pt;margin:14pt 0 4pt">Your renewal is ready</p>
      <p style="color:#555;margin:0 0 10pt">Kia Picanto 1.0 GT-Line · PK21 OLN · Policy MSH-8822-4417</p>
      <div style="display:grid;grid-template-columns:1fr 1fr;gap:12pt">
        <div style="background:#f3f0ff;border-radius:8pt;padding:10pt"><div style="color:#555">Starts</div><div style="font-size:15pt"><b>3 Feb 2027</b></div></div>
        <div style="background:#f3f0ff;border-radius:8pt;padding:10pt"><div style="color:#555">Your new price</div><div style="font-size:19pt"><b>£1,126.44</b>/year</div></div>
      </div>
      <p style="font-size:12pt">Last year: £1,248.90 · You're saving £122.46</p>
      <p style="font-size:12pt">Excess: Compulsory £400 · Voluntary £150 · Total £550</p>
      <div style="background:#5a3fd8;color:#fff;text-align:center;border-radius:20pt;padding:8pt;width:45%">Renew now</div>
    </div>
  </div>
</div>
<div style="background:#c9c9cc;height:16pt;border-radius:0 0 20pt 20pt;margin:0 -10pt"></div>`;

// ---------------------------------------------------------------------------------------------------------------
// 10. People's Choice: HTML (photographed sideways); a renewal letter lying a little askew on a wooden table.
const PEOPLES_CHOICE = `
<style>html { background: #7a5230; }</style>
<div style="background:#fff;padding:22pt;margin:14pt 10pt;transform:rotate(-1.2deg);font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:center"><b style="font-size:18pt;color:#6a1b9a">People's Choice</b><span style="font-size:8.5pt">Car insurance</span></div>
  <p style="margin-top:14pt">Mr Callum Reid<br>41 Kilmailing Road<br>Glasgow G44 5UH</p>
  <p class="r">Policy number PCH/4482917/01<br>20 January 2027</p>
  <p>Dear Mr Reid,</p>
  <p><b>Your renewal date is 27 February 2027</b></p>
  <p>Good news: your price has come down this year.</p>
  <table style="width:80%;border-top:1px solid #6a1b9a;border-bottom:1px solid #6a1b9a">
    <tr><td>This year's price (incl. IPT)</td><td class="r"><b>£579.96</b></td></tr>
    <tr><td>Last year's price</td><td class="r">£602.30</td></tr>
    <tr><td>You save</td><td class="r">£22.34</td></tr>
  </table>
  <p>The car we insure is your Mazda CX-5 2.0 SE-L (YR16 XCM). Your compulsory excess is £300.</p>
  <p>You've also chosen a voluntary excess of £200, which makes £500 in all that you pay towards a claim for damage to your car.</p>
  <p>Your policy will renew automatically unless you tell us otherwise.</p>
  <p>Yours sincerely,<br>People's Choice</p>
  <p style="font-size:7.5pt;color:#666">People's Choice is a trading name of Hastings Insurance Services Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Privilege: HTML (photographed sideways); a renewal email as Outlook prints it, the excesses as one row under
// column headings.
const PRIVILEGE = `
<div style="font:10pt Calibri,Arial,sans-serif">
  <div style="font-size:10pt;border-bottom:2px solid #000;padding-bottom:3pt"><b>Outlook</b></div>
  <table style="font-size:9.5pt;margin-top:6pt">
    <tr><td><b>From:</b></td><td>Privilege &lt;no-reply@privilege.example&gt;</td></tr>
    <tr><td><b>Sent:</b></td><td>Friday, 19 March 2027 10:31</td></tr>
    <tr><td><b>To:</b></td><td>niamh.oconnell@example.com</td></tr>
    <tr><td><b>Subject:</b></td><td>Your Privilege Comprehensive Plus renewal is ready</td></tr>
  </table>
  <div style="margin-top:12pt;background:#1a1a1a;color:#fff;padding:8pt 12pt;font:bold 15pt Arial">Privilege</div>
  <p>Hello Niamh,</p>
  <p>Your policy renews on 21/04/2027. Here's your renewal price for your BMW 118i M Sport (DL19 OKE).</p>
  <table style="width:100%;border:1px solid #ccc">
    <tr style="background:#eee"><th>Policy number</th><th>Renewal price</th><th>Previous price</th><th>Difference</th></tr>
    <tr><td>PRV-CP-90317745</td><td><b>£943.17</b></td><td>£876.55</td><td>+£66.62</td></tr>
  </table>
  <p style="margin-bottom:2pt">Your excesses:</p>
  <table style="width:100%;border:1px solid #ccc">
    <tr style="background:#eee"><th>Excess</th><th>Compulsory</th><th>Voluntary</th><th>Total</th></tr>
    <tr><td>Accidental damage, fire and theft</td><td>£250</td><td>£500</td><td>£750</td></tr>
  </table>
  <p>Prices include Insurance Premium Tax. We'll renew your policy automatically and take payment as you do now.</p>
  <p>Thanks for being with Privilege.</p>
  <p style="font-size:7.5pt;color:#666">Privilege is a trading style of U K Insurance Limited, authorised by the Prudential Regulation Authority and regulated by the
  Financial Conduct Authority and the Prudential Regulation Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. Post Office: HTML (photographed upright); a renewal schedule with numbered sections, the period of insurance
// written out, the premium with its IPT in brackets; last year's price not stated.
const POST_OFFICE = `
<div style="font-size:9.5pt">
  <div style="display:flex;justify-content:space-between;align-items:center;background:#ffdd00;padding:8pt 12pt"><b style="font-size:15pt;color:#c8102e">Post Office</b><b>Car Insurance – Renewal Schedule</b></div>
  <table style="width:100%;margin-top:10pt">
    <tr><td style="width:35%">Policyholder</td><td>Mrs Deborah Whitfield</td></tr>
    <tr><td>Policy number</td><td>POC 61 1704839</td></tr>
    <tr><td>Period of insurance</td><td>From 00:01 on 06/07/2027 to midnight on 05/07/2028</td></tr>
  </table>
  <p style="font-weight:bold;border-bottom:1px solid #999;margin:12pt 0 4pt">Section 1 – The insured vehicle</p>
  <table style="width:100%">
    <tr><td style="width:35%">Make and model</td><td>Peugeot 208 1.2 PureTech Allure</td></tr>
    <tr><td>Registration mark</td><td>LS21 AEX</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
  </table>
  <p style="font-weight:bold;border-bottom:1px solid #999;margin:12pt 0 4pt">Section 2 – Loss of or damage to the insured vehicle: excesses</p>
  <table style="width:100%">
    <tr><td style="width:35%">Compulsory</td><td>£250</td></tr>
    <tr><td>Voluntary</td><td>£100</td></tr>
    <tr><td>Total</td><td>£350</td></tr>
  </table>
  <p style="font-weight:bold;border-bottom:1px solid #999;margin:12pt 0 4pt">Section 3 – Premium</p>
  <p>Total annual premium £508.44 (including Insurance Premium Tax of £54.48).</p>
  <p style="font-size:7.5pt;color:#666;margin-top:20pt">Post Office Car Insurance is arranged by Post Office Limited, an appointed representative of Post Office Management
  Services Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

export const FRESH_NOTICES_53: FreshNotice[] = [
  {
    name: 'sheilas-wheels',
    html: SHEILAS,
    expected: {
      renewalDate: '2027-01-09',
      insurer: "Sheilas' Wheels",
      policyNumber: 'SW/MT/40882617',
      registrationNumber: 'KY19DVO',
      renewalPremium: '587.23',
      previousPremium: '541.10',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'sainsburys-bank',
    html: SAINSBURYS,
    expected: {
      renewalDate: '2027-02-14',
      insurer: "Sainsbury's Bank",
      policyNumber: 'SBCI 2207718490',
      registrationNumber: 'MA20XTE',
      renewalPremium: '734.56',
      previousPremium: '689.20',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },
  {
    name: 'rac',
    html: RAC,
    expected: {
      renewalDate: '2027-03-20',
      insurer: 'RAC',
      policyNumber: 'RAC-MI-5521904',
      registrationNumber: 'WR71HGX',
      renewalPremium: '612.35',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },
  {
    name: 'tesco',
    html: TESCO,
    expected: {
      renewalDate: '2027-03-02',
      insurer: 'Tesco Insurance',
      policyNumber: 'TIC-0073314862',
      registrationNumber: 'EO70NVB',
      renewalPremium: '512.40',
      previousPremium: '498.70',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'yutree',
    html: '',
    draw: drawYutree,
    scan: true,
    expected: {
      renewalDate: '2027-01-11',
      insurer: 'Yutree Insurance',
      policyNumber: 'YUT/PC/3318072',
      registrationNumber: 'FG68KLD',
      renewalPremium: '613.89',
      previousPremium: '589.40',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'nfu-mutual',
    html: NFU,
    scan: true,
    expected: {
      renewalDate: '2027-04-01',
      insurer: 'NFU Mutual',
      policyNumber: 'MV 22918457',
      registrationNumber: 'HV72RDZ',
      renewalPremium: '842.60',
      previousPremium: '803.15',
      compulsoryExcess: '200',
      voluntaryExcess: '100',
      totalExcess: '300',
    },
  },
  {
    name: 'swinton',
    html: SWINTON,
    scan: true,
    expected: {
      renewalDate: '2027-05-19',
      insurer: 'Swinton',
      policyNumber: 'SWN/MC/66190427',
      registrationNumber: 'SN22BWY',
      renewalPremium: '691.84',
      previousPremium: '655.30',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'saga',
    html: SAGA,
    scan: true,
    expected: {
      renewalDate: '2027-06-12',
      insurer: 'Saga',
      policyNumber: 'SCI 7730041925',
      registrationNumber: 'BP18UYC',
      renewalPremium: '438.90',
      compulsoryExcess: '150',
      voluntaryExcess: '100',
      totalExcess: '250',
    },
  },
  {
    name: 'marshmallow',
    html: MARSHMALLOW,
    photo: true,
    expected: {
      renewalDate: '2027-02-03',
      insurer: 'Marshmallow',
      policyNumber: 'MSH-8822-4417',
      registrationNumber: 'PK21OLN',
      renewalPremium: '1126.44',
      previousPremium: '1248.90',
      compulsoryExcess: '400',
      voluntaryExcess: '150',
      totalExcess: '550',
    },
  },
  {
    name: 'peoples-choice',
    html: PEOPLES_CHOICE,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-02-27',
      insurer: "People's Choice",
      policyNumber: 'PCH/4482917/01',
      registrationNumber: 'YR16XCM',
      renewalPremium: '579.96',
      previousPremium: '602.30',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'privilege',
    html: PRIVILEGE,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-04-21',
      insurer: 'Privilege',
      policyNumber: 'PRV-CP-90317745',
      registrationNumber: 'DL19OKE',
      renewalPremium: '943.17',
      previousPremium: '876.55',
      compulsoryExcess: '250',
      voluntaryExcess: '500',
      totalExcess: '750',
    },
  },
  {
    name: 'post-office',
    html: POST_OFFICE,
    photo: true,
    expected: {
      renewalDate: '2027-07-06',
      insurer: 'Post Office',
      policyNumber: 'POC 61 1704839',
      registrationNumber: 'LS21AEX',
      renewalPremium: '508.44',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
];
