// Set 54 (issue 47): twelve renewal invitations written afresh, each from a different UK private-car brand whose name
// begins with A to L, in layouts the earlier sets used little: a forwarded email (the driver's own note on top, 'Fwd:'
// headers, the broker's message quoted below); a renewal summary whose date is given only as a period of cover
// (scanned); a large-print letter (photographed); a regional broker's letter drawn by pdfkit, its letterhead beside the
// customer's address, the excess split across two sentences; a letter with an 'If you do nothing' paragraph, instalments
// beside the annual price and a £0 voluntary excess; a premium breakdown table with a no claims discount line, a
// loyalty discount, net premium, IPT and an add-on (scanned); a broker's debit note drawn by pdfkit (scanned), last
// year's not stated; a telematics insurer's account page saved as PDF; a statement of fact with the renewal terms
// boxed at its head (photographed sideways), last year's not stated; a manufacturer brand's renewal email as Gmail
// prints it; a broker's renewal with the other quotes it found beside the renewal price; an affinity brand's letter
// with an 'at a glance' sidebar and the excess told in sentences.
// Two drawn by pdfkit, ten printed from HTML by Chromium; three scanned and two photographed (one sideways).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Coplus
  ['coplus change', [629.4, 54.87], 684.27],
  ['coplus monthly', [12 * 60.39], 724.68],
  ['coplus credit', [684.27, 40.41], 724.68],
  ['coplus excess', [250, 250], 500],
  // 2. Endsleigh
  ['endsleigh change', [498.1, 14.56], 512.66],
  ['endsleigh net', [457.73, 54.93], 512.66],
  ['endsleigh ipt', [457.73 * 0.12], 54.93],
  ['endsleigh excess', [150, 250], 400],
  // 3. Budget
  ['budget change', [402.15, 36.75], 438.9],
  ['budget excess', [300, 100], 400],
  // 4. Alan Boswell
  ['boswell change', [881, 46.35], 927.35],
  ['boswell excess', [350, 150], 500],
  ['boswell monthly', [10 * 96.13], 961.3],
  ['boswell credit', [927.35, 33.95], 961.3],
  // 5. Brightside
  ['brightside change', [567.44, 25.74], 593.18],
  ['brightside instalments', [59.32, 11 * 52.37], 635.39],
  ['brightside credit', [593.18, 42.21], 635.39],
  ['brightside excess', [250, 0], 250],
  // 6. Diamond
  ['diamond ncd', [1012.4 * 0.35], 354.34],
  ['diamond net', [1012.4, -354.34, -25], 633.06],
  ['diamond ipt', [633.06 * 0.12], 75.97],
  ['diamond premium', [633.06, 75.97], 709.03],
  ['diamond total', [709.03, 29.99], 739.02],
  ['diamond change', [688.2, 20.83], 709.03],
  ['diamond excess', [250, 100], 350],
  // 7. Keith Michaels
  ['keith-michaels ipt', [268.75 * 0.12], 32.25],
  ['keith-michaels total', [268.75, 32.25], 301],
  ['keith-michaels excess', [150, 100], 250],
  // 8. insurethebox
  ['itb fall', [1284.6, 71.5], 1356.1],
  ['itb excess', [500, 250], 750],
  ['itb monthly', [128.46, 11 * 107.05], 1306.01],
  ['itb credit', [1284.6, 21.41], 1306.01],
  // 9. Insurance Choice
  ['insurance-choice total', [542.8, 25], 567.8],
  ['insurance-choice excess', [250, 150], 400],
  // 10. Lexus Insurance
  ['lexus change', [989.5, 57.32], 1046.82],
  ['lexus excess', [100, 250], 350],
  // 11. Autonet
  ['autonet change', [742.18, 32.22], 774.4],
  ['autonet excess', [250, 250], 500],
  ['autonet alt-1 excess', [250, 350], 600],
  ['autonet alt-2 excess', [400, 100], 500],
  // 12. Cornmarket
  ['cornmarket fall', [468.35, 4.25], 472.6],
  ['cornmarket excess', [200, 150], 350],
  ['cornmarket young', [350, 100], 450],
];
checkSums('set 54', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Coplus: HTML; the broker's renewal email forwarded by the driver to his partner, his own note on top (with a
// rounded figure of his own), Gmail's 'Forwarded message' headers, the broker's message quoted below.
const COPLUS = `
<div style="font:10pt/1.45 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;border-bottom:1px solid #ccc;padding-bottom:4pt;font-size:9pt;color:#555">
    <span><b style="color:#c5221f;font-size:12pt">Gmail</b></span><span>Jo Haines &lt;jo.haines@example.com&gt;</span>
  </div>
  <p style="font-size:13pt;margin:8pt 0 2pt">Fwd: Your car insurance renewal - CPL/MC/7734102</p>
  <div style="font-size:8.5pt;color:#777">1 message</div>
  <div style="border-top:1px solid #ddd;margin-top:6pt;padding-top:6pt">
    <div style="display:flex;justify-content:space-between"><b>Mark Haines &lt;mark.haines@example.com&gt;</b><span style="font-size:9pt">Mon, 1 Feb 2027 at 19:02</span></div>
    <div style="font-size:9pt;color:#555">To: Jo Haines &lt;jo.haines@example.com&gt;</div>
    <p>Hi Jo,</p>
    <p>Forwarding the Coplus one for the Corsa. It's gone up about £55 again! Can you have a look on the comparison sites
    before the 2nd of March? Otherwise I'll just let it go through.</p>
    <p>M x</p>
    <div style="color:#555">---------- Forwarded message ---------<br>
    From: <b>Coplus Renewals</b> &lt;renewals@coplus.example&gt;<br>
    Date: Mon, 1 Feb 2027 at 08:14<br>
    Subject: Your car insurance renewal - CPL/MC/7734102<br>
    To: &lt;mark.haines@example.com&gt;</div>
    <div style="margin:10pt 0 0 4pt;padding-left:10pt;border-left:2px solid #ccc">
      <div style="font:bold 18pt Arial;color:#e4572e">coplus<span style="font-size:9pt;color:#333;font-weight:normal"> car insurance</span></div>
      <p>Dear Mr Haines,</p>
      <p>It's nearly time to renew your car insurance. Your policy <b>CPL/MC/7734102</b> for your Vauxhall Corsa 1.2 SE
      (<b>KY19 FJN</b>) renews on <b>02/03/2027</b>.</p>
      <table style="margin:6pt 0">
        <tr><td>Your renewal premium (including IPT)</td><td class="r"><b>£684.27</b></td></tr>
        <tr><td>Last year you paid</td><td class="r">£629.40</td></tr>
        <tr><td>Difference</td><td class="r">+£54.87</td></tr>
      </table>
      <p>Paying monthly? 12 monthly payments of £60.39 (total £724.68 including £40.41 interest, representative APR 12.9%).</p>
      <p>Excess: compulsory £250, voluntary £250, total £500. Your insurer remains Covéa Insurance plc.</p>
      <p>We've shopped around our panel of insurers and this was the best price we found for you. If you'd like to make any
      changes, call us on 0330 024 1844.</p>
      <p>Kind regards,<br>Coplus Renewals Team</p>
      <p style="font-size:7.5pt;color:#777">Coplus is a trading name of an insurance intermediary authorised and regulated by the Financial Conduct Authority.</p>
    </div>
  </div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. Endsleigh: HTML (scanned); a renewal summary whose only date for the new policy is its period of cover.
const ENDSLEIGH = `
<div style="font:10pt/1.4 Arial,sans-serif">
  <div style="background:#5b2c83;color:#fff;padding:10pt 12pt;display:flex;justify-content:space-between;align-items:center">
    <span style="font:bold 22pt Arial">Endsleigh</span><span style="font-size:11pt">Car Insurance · Renewal summary</span>
  </div>
  <p style="margin-top:14pt">Ms Priya Ramanathan<br>Flat 3, 41 Bristol Road<br>Selly Oak<br>Birmingham B29 6BD</p>
  <p style="font-size:9pt;color:#555">Summary produced 12 April 2027</p>
  <h3 style="color:#5b2c83;margin-bottom:4pt">Your policy</h3>
  <table style="width:100%;border-top:1px solid #5b2c83">
    <tr><td style="width:45%">Policy reference</td><td>END/MOT/5528140</td></tr>
    <tr><td>Period of insurance</td><td>Cover from 14/05/2027 to 13/05/2028</td></tr>
    <tr><td>Car</td><td>Toyota Yaris 1.5 Hybrid Icon, registration WR70 KDT</td></tr>
    <tr><td>Cover</td><td>Comprehensive, social, domestic and pleasure including commuting</td></tr>
    <tr><td>Named drivers</td><td>None</td></tr>
    <tr><td>No claims discount</td><td>3 years (not protected)</td></tr>
  </table>
  <h3 style="color:#5b2c83;margin-bottom:4pt">Your premium</h3>
  <table style="width:100%;border-top:1px solid #5b2c83">
    <tr><td style="width:45%">Premium before tax</td><td class="r" style="width:20%">£457.73</td><td></td></tr>
    <tr><td>Insurance Premium Tax at 12%</td><td class="r">£54.93</td><td></td></tr>
    <tr><td><b>Premium for the period</b></td><td class="r"><b>£512.66</b></td><td></td></tr>
    <tr><td>Last year's premium</td><td class="r">£498.10</td><td></td></tr>
  </table>
  <h3 style="color:#5b2c83;margin-bottom:4pt">Excesses</h3>
  <p style="margin-top:0">Compulsory £150 · Voluntary £250 · Total £400 (accidental damage, fire and theft). Windscreen
  claims: £75 excess for a replacement, nothing for a repair.</p>
  <p>Your premium will be collected from the debit or credit card we hold unless you tell us otherwise. Please check
  the details above and tell us straight away if anything is wrong or has changed.</p>
  <p style="font-size:7.5pt;color:#666;margin-top:24pt">Endsleigh Insurance Services Limited is authorised and regulated by the Financial Conduct Authority.
  Endsleigh acts as an intermediary and arranges this policy with an insurer from its panel.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. Budget: HTML (photographed upright); a large-print letter sent on request, 16pt and larger, one fact a line.
const BUDGET = `
<div style="font:16pt/1.5 Arial,sans-serif">
  <div style="font:bold 28pt Arial;color:#0b6e4f">Budget <span style="font-weight:normal;font-size:18pt">Insurance</span></div>
  <p style="font-size:14pt;margin:2pt 0 12pt">Large print · Car insurance renewal</p>
  <p style="margin:0">Mrs Eileen Fraser<br>17 Craigmount Brae<br>Edinburgh EH12 8XA</p>
  <p style="margin:12pt 0 6pt">Dear Mrs Fraser,</p>
  <p style="margin:0 0 8pt">Your car insurance is due to renew.</p>
  <table style="font-size:16pt;line-height:1.4">
    <tr><td>Renewal date:</td><td><b>9 April 2027</b></td></tr>
    <tr><td>Policy number:</td><td><b>BGT 0471 2289</b></td></tr>
    <tr><td>Your car:</td><td><b>SN17 OWC</b></td></tr>
    <tr><td>This year's price:</td><td><b>£438.90</b></td></tr>
    <tr><td>Last year's price:</td><td>£402.15</td></tr>
    <tr><td>Compulsory excess:</td><td>£300</td></tr>
    <tr><td>Voluntary excess:</td><td>£100</td></tr>
    <tr><td>Total excess:</td><td>£400</td></tr>
  </table>
  <p style="margin:8pt 0">The price includes Insurance Premium Tax.</p>
  <p style="margin:0 0 8pt">To talk to us, please call 0330 123 4599.</p>
  <p style="margin:0">Yours sincerely,<br>Budget Insurance</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. Alan Boswell Insurance Brokers (Norwich): drawn by pdfkit; a regional broker's letter, its letterhead on the right
// beside the customer's address, the figures in sentences and the excess split across two of them.
function drawBoswell(doc: Doc): void {
  const left = 62;
  const right = 533;
  doc.font('Helvetica').fontSize(10.5).fillColor('black');
  ['Mr Thomas Ashworth', '8 Church Lane', 'Wroxham', 'Norwich NR12 8SH'].forEach((line, index) => put(doc, line, left, 150 + index * 14));
  doc.font('Helvetica-Bold').fontSize(17).fillColor('#00558c');
  putRight(doc, 'Alan Boswell', right, 56);
  doc.font('Helvetica').fontSize(9).fillColor('#00558c');
  putRight(doc, 'Insurance Brokers', right, 76);
  doc.fillColor('#444444').fontSize(8.5);
  ['Harbour House, 126 Thorpe Road', 'Norwich NR1 1UL', '01603 218 000', 'personal@alanboswell.example'].forEach((line, index) =>
    putRight(doc, line, right, 150 + index * 12),
  );
  doc.fillColor('black').fontSize(10.5);
  putRight(doc, '17 May 2027', right, 214);
  put(doc, 'Our reference: ABG/PC/0662913', left, 226);
  doc.font('Helvetica-Bold').fontSize(12);
  put(doc, 'Your motor insurance renewal', left, 260);
  doc.font('Helvetica').fontSize(10.5);
  const paragraphs = [
    'Dear Mr Ashworth,',
    'Your private car policy for your Skoda Kodiaq 2.0 TDI SE L (AU22 KHF), arranged by us with Aviva Insurance Limited, is due ' +
      'for renewal on 21 June 2027. We have reviewed your cover and recommend that you renew with Aviva.',
    'The renewal premium is £927.35 including Insurance Premium Tax. This is an increase of £46.35 on the £881.00 you paid last ' +
      'year, mainly because repair costs for your model have risen.',
    'The policy carries a compulsory excess of £350 for accidental damage. You have also chosen a voluntary excess of £150, ' +
      'making £500 in all for an accidental damage claim.',
    'If you would prefer to pay monthly, we can arrange 10 instalments of £96.13 (£961.30 in total, including a charge for credit ' +
      'of £33.95; APR 9.9%).',
    'Please read the enclosed documents and let us know of any changes. If we do not hear from you, we will renew your policy ' +
      'and take payment from the card you used last year.',
    'Yours sincerely,',
  ];
  let y = 286;
  for (const text of paragraphs) {
    para(doc, text, left, y, right - left, 2);
    y = doc.y + 9;
  }
  y += 18;
  put(doc, 'Helen Curtis', left, y);
  put(doc, 'Personal Lines Account Executive', left, y + 14);
  doc.fontSize(7).fillColor('#555555');
  para(
    doc,
    'Alan Boswell Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority. Registered in England. ' +
      'Registered office: Harbour House, 126 Thorpe Road, Norwich NR1 1UL.',
    left,
    770,
    right - left,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Brightside: HTML; a letter with an 'If you do nothing' paragraph, the monthly deposit and instalments beside the
// annual price, no voluntary excess.
const BRIGHTSIDE = `
<div style="font:10pt/1.45 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:flex-end">
    <div style="font:bold 24pt Arial;color:#f39200">brightside<span style="color:#333;font-size:10pt;font-weight:normal"> car insurance</span></div>
    <div class="r" style="font-size:9pt">Policy number BSD/1180457/02<br>18 December 2026</div>
  </div>
  <p style="margin-top:16pt">Miss Hannah Jeffries<br>4 Tovey Close<br>Weston-super-Mare<br>BS22 7WL</p>
  <p style="font-size:13pt;font-weight:bold;margin-top:14pt">It's time to renew your car insurance</p>
  <p>Dear Miss Jeffries,</p>
  <p>Thank you for insuring your Nissan Juke 1.0 DiG-T N-Connecta, <b>HN68 TZE</b>, with us. Your policy runs out at midnight
  on 29 January 2027, and your renewal price for the next 12 months is below.</p>
  <table style="width:100%;border:1px solid #f39200;margin:6pt 0">
    <tr style="background:#fff3e0"><th>Your renewal price</th><th>If you pay monthly</th><th>Last year's price</th></tr>
    <tr><td style="font-size:14pt"><b>£593.18</b> a year</td><td>£59.32 deposit, then 11 payments of £52.37<br><span style="font-size:8.5pt">Total £635.39 including £42.21 interest, APR 14.9%</span></td><td>£567.44</td></tr>
  </table>
  <table style="margin:6pt 0">
    <tr><th>Excess</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
    <tr><td>Accidental damage, fire and theft</td><td class="r">£250</td><td class="r">£0</td><td class="r">£250</td></tr>
  </table>
  <div class="box" style="background:#fafafa;margin:10pt 0">
    <b>If you do nothing</b><br>
    Your policy will renew automatically on 30 January 2027 and we'll take £593.18 from the card ending 0926 on that day.
    If you'd rather not renew, call us on 0333 043 1680 before then and we'll cancel the renewal for you.
  </div>
  <p>Before you decide, please check your details on the enclosed Statement of Fact are still right, and compare this price
  with others: you may find cheaper or better cover elsewhere.</p>
  <p>Best wishes,<br>The Brightside team</p>
  <p style="font-size:7.5pt;color:#666;margin-top:24pt">Brightside is a trading name of an insurance intermediary authorised and regulated by the Financial Conduct
  Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. Diamond: HTML (scanned); a renewal schedule's premium breakdown: base premium, a no claims discount line, a
// loyalty discount, net premium, IPT, the renewal premium, an add-on and the total to pay.
const DIAMOND = `
<div style="font:10pt/1.4 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #6d2077;padding-bottom:6pt">
    <div style="font:bold 24pt Georgia;color:#6d2077">Diamond</div>
    <div class="r" style="font-size:9pt">Car insurance renewal schedule<br>Issued 22 June 2027</div>
  </div>
  <div class="cols" style="margin-top:12pt">
    <div>Mrs Louise Okonkwo<br>29 Heathfield Road<br>Cardiff CF14 3JZ</div>
    <div>
      <table>
        <tr><td>Policy number</td><td><b>DIA-P-38841207</b></td></tr>
        <tr><td>Start date</td><td><b>05/08/2027</b></td></tr>
        <tr><td>End date</td><td>04/08/2028</td></tr>
        <tr><td>Vehicle</td><td>Mini Hatch 1.5 Cooper Classic</td></tr>
        <tr><td>Registration</td><td>CE21 WNP</td></tr>
      </table>
    </div>
  </div>
  <h3 style="color:#6d2077;margin:14pt 0 4pt">How your premium is made up</h3>
  <table style="width:70%">
    <tr><td>Standard premium</td><td class="r">£1,012.40</td></tr>
    <tr><td>No claims discount (5 years, 35%)</td><td class="r">−£354.34</td></tr>
    <tr><td>Loyalty discount</td><td class="r">−£25.00</td></tr>
    <tr style="border-top:1px solid #999"><td>Net premium</td><td class="r">£633.06</td></tr>
    <tr><td>Insurance Premium Tax (12%)</td><td class="r">£75.97</td></tr>
    <tr style="border-top:1px solid #999"><td><b>Renewal premium</b></td><td class="r"><b>£709.03</b></td></tr>
    <tr><td>Motor legal protection (optional)</td><td class="r">£29.99</td></tr>
    <tr style="border-top:2px solid #6d2077"><td><b>Total to pay</b></td><td class="r"><b>£739.02</b></td></tr>
  </table>
  <p>Last year's premium (including IPT, excluding optional extras): £688.20.</p>
  <h3 style="color:#6d2077;margin:14pt 0 4pt">Your excess</h3>
  <table style="width:70%">
    <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
    <tr><td>Total excess</td><td class="r">£350</td></tr>
  </table>
  <p>Your no claims discount is protected. Young or inexperienced drivers may have an additional excess; see your
  certificate and policy booklet.</p>
  <p style="font-size:7.5pt;color:#666;margin-top:24pt">Diamond is a trading name of an insurance company authorised by the Prudential Regulation Authority and
  regulated by the Financial Conduct Authority and the Prudential Regulation Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 7. Keith Michaels: drawn by pdfkit (scanned); a broker's debit note for a classic car's renewal: net premium, IPT,
// amount due; the period of insurance and an effective date; last year's premium not stated.
function drawKeithMichaels(doc: Doc): void {
  const left = 56;
  const right = 539;
  doc.font('Times-Bold').fontSize(19).fillColor('#7a1f1f');
  put(doc, 'Keith Michaels', left, 50);
  doc.font('Times-Italic').fontSize(9.5).fillColor('#333333');
  put(doc, 'Classic & Specialist Vehicle Insurance', left, 72);
  doc.font('Times-Bold').fontSize(16).fillColor('black');
  putRight(doc, 'DEBIT NOTE', right, 52);
  doc.font('Times-Roman').fontSize(9.5);
  putRight(doc, 'No. 00418827', right, 72);
  putRight(doc, 'Date of issue: 02/06/2027', right, 84);
  doc.fontSize(10.5);
  ['Mr R. Pendleton', '3 Millbrook Cottages', 'Chipping Campden', 'Gloucestershire GL55 6DL'].forEach((line, index) =>
    put(doc, line, left, 120 + index * 13),
  );
  const rows: [string, string][] = [
    ['Policy No.', 'KM/CL/0093342'],
    ['Transaction', 'Renewal'],
    ['Insurer', 'Aviva Insurance Ltd'],
    ['Risk', 'Private car - Jaguar XJS 4.0 Celebration (1995)'],
    ['Registration', 'M417 HFV'],
    ['Period of insurance', '01/07/2027 to 30/06/2028'],
    ['Effective date', '01/07/2027'],
    ['Agreed value', '£14,500'],
    ['Limited mileage', '3,000 miles a year'],
  ];
  let y = 196;
  doc.font('Times-Roman').fontSize(10.5);
  for (const [label, value] of rows) {
    put(doc, label, left, y);
    put(doc, value, left + 150, y);
    y += 17;
  }
  y += 10;
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 8;
  doc.font('Times-Bold');
  put(doc, 'Description', left, y);
  putRight(doc, 'GBP', right, y);
  doc.font('Times-Roman');
  const money: [string, string][] = [
    ['Premium (net of tax)', '268.75'],
    ['Insurance Premium Tax @ 12%', '32.25'],
    ['Broker fee', '0.00'],
  ];
  y += 18;
  for (const [label, value] of money) {
    put(doc, label, left, y);
    putRight(doc, value, right, y);
    y += 16;
  }
  doc.moveTo(right - 120, y).lineTo(right, y).stroke();
  y += 6;
  doc.font('Times-Bold');
  put(doc, 'AMOUNT DUE', left, y);
  putRight(doc, '301.00', right, y);
  doc.font('Times-Roman');
  y += 30;
  para(
    doc,
    'Excess: accidental damage £150 compulsory plus £100 voluntary, £250 in total. Payment is due on or before the effective ' +
      'date. Cheques payable to Keith Michaels Ltd, or pay by card by telephone quoting the debit note number.',
    left,
    y,
    right - left,
    2,
  );
  doc.fontSize(7).fillColor('#555555');
  para(
    doc,
    'Keith Michaels Ltd is authorised and regulated by the Financial Conduct Authority. E&OE. This debit note is not a receipt.',
    left,
    772,
    right - left,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 8. insurethebox: HTML; the telematics insurer's account page saved as PDF: tiles, miles, the price per year and
// per month, last year's price in a line under it.
const tile = (label: string, value: string, note = '') =>
  `<div style="border:1px solid #ddd;border-radius:6pt;padding:8pt"><div style="font-size:8.5pt;color:#666">${label}</div><div style="font-size:14pt;font-weight:bold">${value}</div><div style="font-size:8.5pt;color:#666">${note}</div></div>`;
const INSURETHEBOX = `
<div style="font:10pt/1.4 Helvetica,Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;font-size:8pt;color:#777"><span>17/02/2027, 21:40</span><span>My Account | insurethebox</span></div>
  <div style="background:#1a1a1a;color:#fff;padding:8pt 12pt;margin-top:4pt;display:flex;justify-content:space-between">
    <span style="font:bold 16pt Helvetica">insurethebox</span><span>Hi Kieran &nbsp;|&nbsp; Log out</span>
  </div>
  <h2 style="margin:12pt 0 4pt">Your renewal is ready</h2>
  <p style="margin:0 0 8pt;color:#444">Policy ITB-0042981773 · Seat Ibiza 1.0 TSI FR · LF23 OPW</p>
  <div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:8pt">
    ${tile('Renewal due', '17 Mar 2027', 'New policy year starts 00:01')}
    ${tile('Your new price', '£1,284.60', 'for 12 months, incl. IPT')}
    ${tile('Miles included', '6,000', 'Top-ups from £0.11 a mile')}
    ${tile('Bonus miles earned', '412', 'Carried into your new year')}
    ${tile('Driving score', '87', 'Good')}
    ${tile('Pay monthly', '£107.05', '£128.46 first payment, then 11 of £107.05')}
  </div>
  <p>Last year's price was £1,356.10, so you're paying £71.50 less this year. Paying monthly costs £1,306.01 in total,
  including £21.41 interest (APR 9.9%).</p>
  <h3 style="margin-bottom:4pt">Your excess</h3>
  <p style="margin-top:0">Compulsory £500 / Voluntary £250 / Total £750</p>
  <div style="display:flex;gap:8pt;margin-top:10pt"><span class="box">Accept renewal</span><span class="box">Change my policy</span><span class="box">Download documents</span></div>
  <p style="font-size:7.5pt;color:#777;margin-top:24pt">insurethebox is a trading name of an insurance company authorised and regulated in the UK.
  https://www.insurethebox.com/my-account/renewal</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. Insurance Choice: HTML (photographed sideways); a statement of fact with the renewal terms boxed at its head, the
// questions and answers below; last year's premium not stated; an admin fee added to the premium.
const qa = (question: string, answer: string) => `<tr><td style="width:55%;color:#444">${question}</td><td><b>${answer}</b></td></tr>`;
const INSURANCE_CHOICE = `
<div style="font:10pt/1.35 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div style="font:bold 20pt Arial;color:#004b87">Insurance Choice</div>
    <div class="r" style="font-size:9pt">Statement of Fact<br>Renewal</div>
  </div>
  <div class="box" style="margin-top:10pt;border-color:#004b87">
    <table style="width:100%">
      <tr><td>Policyholder</td><td>Mr Gareth Llewellyn</td><td>Policy number</td><td><b>ICH/PMV/2204571</b></td></tr>
      <tr><td>Renewal date</td><td><b>26/10/2027</b></td><td>Vehicle registration</td><td><b>MV19 XKA</b></td></tr>
      <tr><td>Premium (incl. IPT)</td><td><b>£542.80</b></td><td>Arrangement fee</td><td>£25.00</td></tr>
      <tr><td>Total payable</td><td><b>£567.80</b></td><td>Excess</td><td>£250 compulsory + £150 voluntary = £400 total</td></tr>
    </table>
  </div>
  <p style="font-size:9pt">This is the information you gave us, and which we have used to work out your renewal price. Please
  check it carefully; if anything is wrong, tell us within 14 days.</p>
  <h3 style="color:#004b87;margin:8pt 0 2pt">About you</h3>
  <table style="width:100%">
    ${qa('Date of birth', '11/03/1979')}
    ${qa('Occupation', 'Electrician')}
    ${qa('Years held full UK licence', '24')}
    ${qa('Any motoring convictions in the last 5 years?', 'No')}
  </table>
  <h3 style="color:#004b87;margin:8pt 0 2pt">About the car</h3>
  <table style="width:100%">
    ${qa('Make and model', 'Ford Focus 1.0 EcoBoost Titanium')}
    ${qa('Registration', 'MV19 XKA')}
    ${qa('Kept overnight', 'On a driveway')}
    ${qa('Annual mileage', '9,000')}
    ${qa('Modified?', 'No')}
  </table>
  <h3 style="color:#004b87;margin:8pt 0 2pt">Claims and cover</h3>
  <table style="width:100%">
    ${qa('Claims or losses in the last 5 years', 'None')}
    ${qa('No claims discount', '9 years, protected')}
    ${qa('Cover', 'Comprehensive')}
  </table>
  <p style="font-size:7.5pt;color:#666;margin-top:18pt">Insurance Choice is a trading name of an insurance intermediary authorised and regulated by the Financial
  Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 10. Lexus Insurance: HTML; a manufacturer brand's renewal email as Gmail prints it; the renewal date as the day the
// new cover starts after the old one ends; the excess in brackets.
const LEXUS = `
<div style="font:10pt/1.45 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;font-size:9pt;color:#555;border-bottom:1px solid #ccc;padding-bottom:4pt">
    <span><b style="color:#c5221f;font-size:12pt">Gmail</b></span><span>Anjali Mistry &lt;anjali.mistry@example.com&gt;</span>
  </div>
  <p style="font-size:13pt;margin:8pt 0 2pt">Your Lexus Insurance renewal invitation</p>
  <div style="font-size:8.5pt;color:#777">1 message</div>
  <div style="border-top:1px solid #ddd;margin-top:6pt;padding-top:6pt;display:flex;justify-content:space-between">
    <b>Lexus Insurance &lt;noreply@lexusinsurance.example&gt;</b><span style="font-size:9pt">Thu, 12 Aug 2027 at 10:31</span>
  </div>
  <div style="font-size:9pt;color:#555">To: anjali.mistry@example.com</div>
  <div style="margin-top:10pt;background:#000;color:#fff;padding:10pt;font:15pt Georgia;letter-spacing:3pt">LEXUS <span style="font:10pt Arial;letter-spacing:0">Insurance</span></div>
  <p>Dear Mrs Mistry,</p>
  <p>Your cover for your Lexus UX 250h F Sport, <b>YH72 LXS</b>, ends at 23:59 on 10 September 2027. We'd like to keep you
  protected: your renewal starts on <b>11 September 2027</b>.</p>
  <table style="margin:6pt 0;border:1px solid #ccc">
    <tr><td>Policy number</td><td><b>LXI/04/7719305</b></td></tr>
    <tr><td>Renewal premium</td><td><b>£1,046.82</b> (including Insurance Premium Tax)</td></tr>
    <tr><td>Your premium last year</td><td>£989.50</td></tr>
  </table>
  <p>Your excess is unchanged at £350 (£100 compulsory, £250 voluntary). Repairs at a Lexus-approved repairer use genuine
  Lexus parts, and you'll have a courtesy car while yours is repaired.</p>
  <p>You don't need to do anything if you're happy to renew: we'll take payment from your card on the renewal date.</p>
  <p>Kind regards,<br>Lexus Insurance Customer Services</p>
  <p style="font-size:7.5pt;color:#777">Lexus Insurance is arranged and administered by an insurance intermediary authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Autonet: HTML; a broker's renewal with two other quotes it found beside the renewal price, each with its excess.
const AUTONET = `
<div style="font:10pt/1.4 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #e30613;padding-bottom:6pt">
    <div style="font:bold 22pt Arial;color:#e30613">Autonet<span style="color:#222;font-size:11pt;font-weight:normal"> Insurance</span></div>
    <div class="r" style="font-size:9pt">Renewal date: 28/02/2027<br>Policy: ANT/PC/5512870</div>
  </div>
  <p style="margin-top:14pt">Mr Callum Reid<br>62 Lowther Street<br>Carlisle CA3 8DP</p>
  <p>25 January 2027</p>
  <p>Dear Mr Reid,</p>
  <p>Your car insurance for your Hyundai Tucson 1.6 T-GDi Premium, registration <b>DG20 BVO</b>, is due for renewal on
  28/02/2027. Your current insurer has offered renewal terms, and we have also searched our panel for you.</p>
  <table style="width:100%;border:1px solid #ccc">
    <tr style="background:#f5f5f5"><th>&nbsp;</th><th class="r">Annual premium (inc. IPT)</th><th class="r">Compulsory / voluntary excess</th><th class="r">Total excess</th></tr>
    <tr><td><b>Your renewal (recommended)</b></td><td class="r"><b>£774.40</b></td><td class="r">£250 / £250</td><td class="r">£500</td></tr>
    <tr><td>Alternative quote 1</td><td class="r">£759.95</td><td class="r">£250 / £350</td><td class="r">£600</td></tr>
    <tr><td>Alternative quote 2</td><td class="r">£812.35</td><td class="r">£400 / £100</td><td class="r">£500</td></tr>
  </table>
  <p>Last year you paid £742.18, so your renewal is £32.22 more. Alternative quote 1 is cheaper but has a higher excess and
  no courtesy car; we recommend you renew with your current insurer.</p>
  <p>If you're happy to renew, you don't need to do anything. To switch to an alternative quote, call us on 0345 450 8940
  before 28/02/2027.</p>
  <p>Yours sincerely,<br>Autonet Insurance Renewals</p>
  <p style="font-size:7.5pt;color:#666;margin-top:24pt">Autonet Insurance is a trading name of an insurance intermediary authorised and regulated by the Financial
  Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. Cornmarket: HTML; an affinity brand's letter for public-sector workers, an 'at a glance' sidebar, the excess told
// in sentences with the young driver's extra.
const CORNMARKET = `
<div style="font:10pt/1.45 Arial,sans-serif">
  <div style="font:bold 20pt Arial;color:#006e61">Cornmarket <span style="font-weight:normal;font-size:12pt;color:#333">Car Insurance</span></div>
  <p style="font-size:8.5pt;color:#555;margin:0">Insurance for public sector workers and their families</p>
  <div style="display:grid;grid-template-columns:2fr 1fr;gap:18pt;margin-top:16pt">
    <div>
      <p>Mrs Nicola Dunne<br>15 Elmfield Avenue<br>Stockport SK3 8LQ</p>
      <p>20 October 2027</p>
      <p>Dear Mrs Dunne,</p>
      <p>Thank you for choosing Cornmarket for your car insurance. Your policy is due to renew on 1 December 2027 and we're
      pleased to tell you that your premium has come down a little this year.</p>
      <p>If you claim for damage to your car, you'll pay the first £200 yourself: this is the compulsory excess. On top of that
      is the voluntary excess you chose when you took out the policy, £150.</p>
      <p>Drivers under 25 pay a further £100, but nobody under 25 is named on your policy.</p>
      <p>As a teacher you also receive our members' rate and the choice to add breakdown cover at a reduced price.</p>
      <p>If you are happy with your renewal, you need do nothing. Your premium will be collected by Direct Debit.</p>
      <p>Yours sincerely,<br>Cornmarket Customer Services</p>
    </div>
    <div style="background:#e6f2f0;padding:10pt;font-size:9.5pt">
      <b style="font-size:11pt;color:#006e61">At a glance</b>
      <p>Renewal date<br><b>1 December 2027</b></p>
      <p>Policy no.<br><b>CMK/MTR/1097754</b></p>
      <p>Vehicle<br><b>Honda Jazz 1.5 i-MMD EX, BK18 NUW</b></p>
      <p>Your premium<br><b>£468.35</b></p>
      <p>Last year<br>£472.60</p>
      <p>Total excess<br><b>£350</b></p>
    </div>
  </div>
  <p style="font-size:7.5pt;color:#666;margin-top:24pt">Cornmarket Insurance Services is a trading name of an insurance intermediary authorised and regulated by the
  Financial Conduct Authority.</p>
</div>`;

export const FRESH_NOTICES_54: FreshNotice[] = [
  {
    name: 'coplus',
    html: COPLUS,
    expected: {
      renewalDate: '2027-03-02',
      insurer: 'Coplus',
      policyNumber: 'CPL/MC/7734102',
      registrationNumber: 'KY19FJN',
      renewalPremium: '684.27',
      previousPremium: '629.40',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'endsleigh',
    html: ENDSLEIGH,
    scan: true,
    expected: {
      renewalDate: '2027-05-14',
      insurer: 'Endsleigh',
      policyNumber: 'END/MOT/5528140',
      registrationNumber: 'WR70KDT',
      renewalPremium: '512.66',
      previousPremium: '498.10',
      compulsoryExcess: '150',
      voluntaryExcess: '250',
      totalExcess: '400',
    },
  },
  {
    name: 'budget',
    html: BUDGET,
    photo: true,
    expected: {
      renewalDate: '2027-04-09',
      insurer: 'Budget',
      policyNumber: 'BGT 0471 2289',
      registrationNumber: 'SN17OWC',
      renewalPremium: '438.90',
      previousPremium: '402.15',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },
  {
    name: 'alan-boswell',
    html: '',
    draw: drawBoswell,
    expected: {
      renewalDate: '2027-06-21',
      insurer: 'Alan Boswell',
      policyNumber: 'ABG/PC/0662913',
      registrationNumber: 'AU22KHF',
      renewalPremium: '927.35',
      previousPremium: '881.00',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
  {
    name: 'brightside',
    html: BRIGHTSIDE,
    expected: {
      renewalDate: '2027-01-30',
      insurer: 'Brightside',
      policyNumber: 'BSD/1180457/02',
      registrationNumber: 'HN68TZE',
      renewalPremium: '593.18',
      previousPremium: '567.44',
      compulsoryExcess: '250',
      voluntaryExcess: '0',
      totalExcess: '250',
    },
  },
  {
    name: 'diamond',
    html: DIAMOND,
    scan: true,
    expected: {
      renewalDate: '2027-08-05',
      insurer: 'Diamond',
      policyNumber: 'DIA-P-38841207',
      registrationNumber: 'CE21WNP',
      renewalPremium: '709.03',
      previousPremium: '688.20',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'keith-michaels',
    html: '',
    draw: drawKeithMichaels,
    scan: true,
    expected: {
      renewalDate: '2027-07-01',
      insurer: 'Keith Michaels',
      policyNumber: 'KM/CL/0093342',
      registrationNumber: 'M417HFV',
      renewalPremium: '301.00',
      compulsoryExcess: '150',
      voluntaryExcess: '100',
      totalExcess: '250',
    },
  },
  {
    name: 'insurethebox',
    html: INSURETHEBOX,
    expected: {
      renewalDate: '2027-03-17',
      insurer: 'insurethebox',
      policyNumber: 'ITB-0042981773',
      registrationNumber: 'LF23OPW',
      renewalPremium: '1284.60',
      previousPremium: '1356.10',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    name: 'insurance-choice',
    html: INSURANCE_CHOICE,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-10-26',
      insurer: 'Insurance Choice',
      policyNumber: 'ICH/PMV/2204571',
      registrationNumber: 'MV19XKA',
      renewalPremium: '542.80',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'lexus',
    html: LEXUS,
    expected: {
      renewalDate: '2027-09-11',
      insurer: 'Lexus Insurance',
      policyNumber: 'LXI/04/7719305',
      registrationNumber: 'YH72LXS',
      renewalPremium: '1046.82',
      previousPremium: '989.50',
      compulsoryExcess: '100',
      voluntaryExcess: '250',
      totalExcess: '350',
    },
  },
  {
    name: 'autonet',
    html: AUTONET,
    expected: {
      renewalDate: '2027-02-28',
      insurer: 'Autonet',
      policyNumber: 'ANT/PC/5512870',
      registrationNumber: 'DG20BVO',
      renewalPremium: '774.40',
      previousPremium: '742.18',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'cornmarket',
    html: CORNMARKET,
    expected: {
      renewalDate: '2027-12-01',
      insurer: 'Cornmarket',
      policyNumber: 'CMK/MTR/1097754',
      registrationNumber: 'BK18NUW',
      renewalPremium: '468.35',
      previousPremium: '472.60',
      compulsoryExcess: '200',
      voluntaryExcess: '150',
      totalExcess: '350',
    },
  },
];
