// Set 48 (issue 47): twelve renewal notices as insurers' and brokers' document systems produce them, each from a UK
// private-car brand whose name begins with A to L (set 46 took the last such brands no earlier set had used, so every
// brand here was used by an earlier set, each in a layout clearly unlike its earlier one): a broker's renewal invitation
// whose price is built up from premium, IPT and the broker's fee, with two add-ons and a total after it (Autonet); a
// broker's renewal quotation with a dated deposit-and-ten-instalments table and an excess table per driver, last year's
// price not stated (Be Wiser); a letter whose price is built up from a premium before a multi-product discount, with
// last year's called 'Your current premium' and a £0 voluntary excess (Brightside); an over-50s two-page letter, the
// figures only on page 2 (Castle Cover, scanned); a private client motor schedule over two pages, sections of cover,
// the voluntary excess and the total only in an endorsement's wording, the premium on page 2 (Chubb, drawn by pdfkit); a
// three-page renewal pack, invitation letter, renewal schedule, statement of fact, the figures only on page 2 (Dial
// Direct); an insurer's renewal notice with a dated eleven-row payment table, the voluntary excess and the total in a
// sentence (First Alternative); a renewal quote with 'Pay annually' and 'Pay monthly' columns and a price that fell
// (GoSkippy, photographed); a Northern Ireland broker's renewal with insurer premium, IPT and the broker's fee, the plate
// 'LIG 4073' (Hughes Insurance, photographed sideways); a young driver's telematics renewal with a year's driving
// figures and a deposit-and-eleven-payments plan (ingenie); an auto-renewal confirmation pack, letter, certificate of
// motor insurance, schedule, the figures on page 3 (Kingfisher Insurance); a classic car's agreed-value renewal letter
// with a ruled terms panel and a club discount (Lancaster Insurance, drawn by pdfkit and scanned).
// Two drawn by pdfkit (Chubb, Lancaster), ten printed from HTML by Chromium; two scanned (Castle Cover, Lancaster), two
// photographed (GoSkippy upright, Hughes sideways). Every sum is checked when the module loads.
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Autonet Insurance
  ['autonet ipt', [538.75 * 0.12], 64.65],
  ['autonet premium', [538.75, 64.65, 35], 638.4],
  ['autonet total', [638.4, 29.99, 64], 732.39],
  ['autonet change', [601.15, 37.25], 638.4],
  ['autonet excess', [300, 150], 450],
  // 2. Be Wiser
  ['be-wiser instalments', [87.42, 10 * 84.1], 928.42],
  ['be-wiser credit', [874.2, 54.22], 928.42],
  ['be-wiser excess', [250, 100], 350],
  ['be-wiser named driver compulsory', [250, 300], 550],
  ['be-wiser named driver excess', [550, 100], 650],
  // 3. Brightside
  ['brightside discount', [689.4 * 0.05], 34.47],
  ['brightside premium', [689.4, -34.47], 654.93],
  ['brightside change', [628.7, 26.23], 654.93],
  ['brightside excess', [350, 0], 350],
  // 4. Castle Cover
  ['castle-cover change', [455.85, 33.75], 489.6],
  ['castle-cover monthly', [12 * 40.8], 489.6],
  ['castle-cover excess', [200, 150], 350],
  // 5. Chubb
  ['chubb ipt', [2318.75 * 0.12], 278.25],
  ['chubb total', [2318.75, 278.25], 2597],
  ['chubb excess', [500, 500], 1000],
  // 6. Dial Direct
  ['dial-direct ipt', [663.64 * 0.12], 79.64],
  ['dial-direct premium', [663.64, 79.64], 743.28],
  ['dial-direct excess', [250, 250], 500],
  ['dial-direct fire-theft excess', [250, 0], 250],
  // 7. First Alternative
  ['first-alternative instalments', [92.18, 10 * 89.27], 984.88],
  ['first-alternative credit', [921.64, 63.24], 984.88],
  ['first-alternative change', [884.35, 37.29], 921.64],
  ['first-alternative excess', [250, 250], 500],
  // 8. GoSkippy
  ['goskippy fall', [1074.3, 54.65], 1128.95],
  ['goskippy instalments', [107.43, 10 * 100.51], 1112.53],
  ['goskippy credit', [1074.3, 38.23], 1112.53],
  ['goskippy excess', [350, 250], 600],
  // 9. Hughes Insurance
  ['hughes ipt', [522.5 * 0.12], 62.7],
  ['hughes premium', [522.5, 62.7, 25], 610.2],
  ['hughes excess', [300, 100], 400],
  // 10. ingenie
  ['ingenie instalments', [168.42, 11 * 149.35], 1811.27],
  ['ingenie credit', [1684.2, 127.07], 1811.27],
  ['ingenie fall', [1684.2, 328.55], 2012.75],
  ['ingenie excess', [350, 250], 600],
  // 11. Kingfisher Insurance
  ['kingfisher ipt', [1104 * 0.12], 132.48],
  ['kingfisher premium', [1104, 132.48], 1236.48],
  ['kingfisher excess', [400, 250], 650],
  // 12. Lancaster Insurance
  ['lancaster discount', [713.5 * 0.1], 71.35],
  ['lancaster premium', [713.5, -71.35], 642.15],
  ['lancaster change', [618.9, 23.25], 642.15],
  ['lancaster excess', [100, 150], 250],
];
checkSums('set 48', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Autonet Insurance: HTML; a broker's renewal invitation, the price built up from the insurer's premium, IPT and
// Autonet's fee, then the add-ons the customer has and a total with them; the excess told in two sentences.
const AUTONET = `
<div style="font-size:9.8pt">
  <div style="display:flex;justify-content:space-between;align-items:flex-start">
    <div><span style="font:bold 20pt Arial;color:#0b3d91">autonet</span><span style="font:bold 11pt Arial;color:#f28c00"> insurance</span></div>
    <div class="r" style="font-size:8pt;color:#555">Autonet Insurance Services Ltd<br>Cheadle, Cheshire<br>0345 222 1090</div>
  </div>
  <div class="cols" style="margin-top:14pt">
    <div>Mrs Joanne Whitworth<br>41 Brookfield Avenue<br>Edgeley<br>Stockport SK3 8LT</div>
    <table style="font-size:8.8pt;justify-self:end">
      <tr><td>Date</td><td>2 March 2027</td></tr>
      <tr><td>Policy number</td><td>ANT/PC/3391472</td></tr>
      <tr><td>Customer ID</td><td>6620418</td></tr>
      <tr><td>Insurer</td><td>Covéa Insurance plc</td></tr>
    </table>
  </div>
  <p style="font-size:12.5pt;font-weight:bold;color:#0b3d91;margin:16pt 0 6pt">Your car insurance renewal invitation</p>
  <p>Dear Mrs Whitworth,</p>
  <p>Your car insurance for the Kia Sportage 1.6 T-GDi 3 (2021), registration MF21 XZC, renews on 6 April 2027. We've
  checked our panel of insurers and Covéa Insurance plc has offered the best renewal terms for your cover, so there's
  nothing you need to do if you're happy with them.</p>
  <table style="width:78%;margin:8pt 0 4pt;border-top:2px solid #0b3d91">
    <tr><td colspan="2" style="font-weight:bold;padding-top:5pt">How your renewal price is made up</td></tr>
    <tr><td>Insurer's premium</td><td class="r">£538.75</td></tr>
    <tr><td>Insurance Premium Tax (12%)</td><td class="r">£64.65</td></tr>
    <tr><td>Autonet arrangement fee</td><td class="r">£35.00</td></tr>
    <tr style="border-top:1px solid #999"><td><b>Your renewal premium</b></td><td class="r"><b>£638.40</b></td></tr>
    <tr><td colspan="2" style="font-weight:bold;padding-top:8pt">Optional extras you already have</td></tr>
    <tr><td>Motor Legal Protection</td><td class="r">£29.99</td></tr>
    <tr><td>UK Roadside &amp; Recovery</td><td class="r">£64.00</td></tr>
    <tr style="border-top:1px solid #999;border-bottom:2px solid #0b3d91"><td><b>Total to pay</b></td><td class="r"><b>£732.39</b></td></tr>
  </table>
  <div class="box" style="background:#fff6e8;border-color:#f28c00;margin:10pt 0">
    <b>Last year's premium</b><br>Last year you paid £601.15 for your car insurance, including our fee and excluding any
    optional extras. This year's renewal premium is £37.25 more.
  </div>
  <p><b>Your excess.</b> The compulsory excess on this policy is £300 and applies to every claim for accidental damage,
  fire or theft. You also chose a voluntary excess of £150, so in all you'll pay the first £450 of any such claim. Glass
  claims carry a separate excess of £115 for a replacement windscreen (£10 for a repair).</p>
  <p>If you'd like to pay monthly, call us and we'll set up a Direct Debit plan with our premium finance provider.</p>
  <p>Kind regards,<br><br>Sam Oduya<br>Renewals Team</p>
  <p style="font-size:7.3pt;color:#666;margin-top:18pt">Autonet Insurance Services Ltd is authorised and regulated by the
  Financial Conduct Authority. Our arrangement fee is non-refundable. Your policy is underwritten by Covéa Insurance plc.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. Be Wiser: HTML; a broker's renewal quotation, the annual premium in a panel and a dated deposit + ten instalments
// table beside it; an excess table with a row for each driver (the young named driver's larger); last year's price
// not stated.
const BE_WISER = `
<div style="font-size:9.6pt">
  <div style="background:#6b2c91;color:#fff;padding:9pt 12pt;display:flex;justify-content:space-between;align-items:center">
    <span style="font:bold 19pt Arial">Be Wiser</span><span style="font-size:8.5pt">Insurance · Andover, Hampshire · 01264 721 600</span>
  </div>
  <div class="cols" style="margin-top:12pt">
    <div>Mr Liam Carver<br>7 Portway Close<br>Andover<br>SP10 3QN</div>
    <div class="r" style="font-size:8.8pt">14 December 2026<br>Policy No: BWI/PC/0462119<br>Quote ref: BW-Q-7723915</div>
  </div>
  <p style="font-size:12.5pt;font-weight:bold;margin:14pt 0 4pt">Your renewal quotation</p>
  <p>Dear Mr Carver,</p>
  <p>Thank you for insuring your Ford Fiesta 1.0 EcoBoost ST-Line X (HY68 TNO) through Be Wiser. Your current policy
  expires at midnight on 22/01/2027, and your policy renewal date is 23/01/2027. We have obtained renewal terms from Aviva
  Insurance Limited for comprehensive cover, with Ellie Carver as a named driver.</p>
  <div style="display:flex;gap:14pt;margin:8pt 0">
    <div class="box" style="flex:0 0 36%;background:#f5eefa">
      <div style="font-size:8.5pt;color:#6b2c91">ANNUAL PREMIUM (INC. IPT)</div>
      <div style="font:bold 20pt Arial;margin:2pt 0">£874.20</div>
      <div style="font-size:8.5pt">Pay in full by debit or credit card</div>
    </div>
    <div style="flex:1">
      <div style="font-weight:bold;margin-bottom:2pt">Or spread the cost</div>
      <table style="width:100%;font-size:8.8pt">
        <tr style="border-bottom:1px solid #999"><th>Payment</th><th>Due</th><th class="r">Amount</th></tr>
        <tr><td>Deposit</td><td>23/01/2027</td><td class="r">£87.42</td></tr>
        <tr><td>10 monthly instalments</td><td>23/02/2027 to 23/11/2027</td><td class="r">£84.10 each</td></tr>
        <tr style="border-top:1px solid #999"><td>Total amount payable</td><td></td><td class="r">£928.42</td></tr>
        <tr><td>Cost of credit</td><td></td><td class="r">£54.22</td></tr>
        <tr><td>Representative APR</td><td></td><td class="r">15.8%</td></tr>
      </table>
    </div>
  </div>
  <p style="font-weight:bold;margin:10pt 0 2pt">Excesses (accidental damage, fire and theft)</p>
  <table style="width:80%;font-size:9pt;border-top:1px solid #6b2c91;border-bottom:1px solid #6b2c91">
    <tr style="background:#f5eefa"><th>Driver</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
    <tr><td>Liam Carver (policyholder)</td><td class="r">£250</td><td class="r">£100</td><td class="r">£350</td></tr>
    <tr><td>Ellie Carver (named driver, aged 19)*</td><td class="r">£550</td><td class="r">£100</td><td class="r">£650</td></tr>
  </table>
  <p style="font-size:8pt">* includes a £300 young driver excess for drivers under 21.</p>
  <p>Your premium includes Insurance Premium Tax at the current rate. To accept, call us or renew online in your account
  before 23/01/2027. If you do nothing, your cover will end and you will not be insured to drive.</p>
  <p>Yours sincerely,<br>Be Wiser Insurance</p>
  <p style="font-size:7.3pt;color:#666;margin-top:14pt">Be Wiser Insurance Services Ltd is authorised and regulated by the Financial Conduct
  Authority. Premium finance is provided by a third-party lender, subject to status.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. Brightside: HTML; an auto-renewal letter whose price is built up from a premium before a multi-product discount;
// last year's is 'Your current premium'; no voluntary excess (£0).
const BRIGHTSIDE = `
<div style="font-size:10pt">
  <div style="border-bottom:4px solid #00a3ad;padding-bottom:6pt;display:flex;justify-content:space-between;align-items:flex-end">
    <span style="font:bold 21pt Arial;color:#00a3ad">brightside</span><span style="font-size:8pt;color:#555">Car Insurance · Bristol</span>
  </div>
  <p style="margin-top:14pt">Ms Priya Natarajan<br>12 Cotham Vale<br>Bristol<br>BS6 6HR</p>
  <p>10 January 2027</p>
  <p style="font-size:13pt;font-weight:bold">We'll renew your car insurance on 15 February 2027</p>
  <p>Dear Ms Natarajan,</p>
  <p>Your Brightside car insurance for your Toyota C-HR 1.8 Hybrid Design, WU70 HGK (policy <span style="white-space:nowrap">BRS-PM-5580317</span>), is due to
  renew on 15 February 2027. As you asked us to, we'll renew it automatically and collect the payment from the card we
  hold for you. You don't need to do anything unless something has changed.</p>
  <table style="width:70%;margin:6pt 0 10pt">
    <tr><td>Premium before multi-product discount</td><td class="r">£689.40</td></tr>
    <tr><td>Multi-product discount (you also have home insurance with us) 5%</td><td class="r">–£34.47</td></tr>
    <tr style="border-top:1px solid #333;font-weight:bold"><td>Your new premium</td><td class="r">£654.93</td></tr>
    <tr><td>Your current premium</td><td class="r">£628.70</td></tr>
    <tr><td>Difference</td><td class="r">+£26.23</td></tr>
  </table>
  <p>All prices include Insurance Premium Tax. Your current premium is what you are paying for this year's cover, including
  any changes you made during the year.</p>
  <table style="width:55%;border:1px solid #00a3ad">
    <tr style="background:#e5f6f7"><th colspan="2">Your excess for a claim for damage to your car</th></tr>
    <tr><td>Compulsory excess</td><td class="r">£350</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£0</td></tr>
    <tr><td>Total excess</td><td class="r">£350</td></tr>
  </table>
  <p><b>Why has my price changed?</b> The cost of repairing cars, particularly hybrid and electric models, has gone up
  again this year, and we've reflected that in your price. Your no claims discount of 7 years has been applied in full.</p>
  <p>Best wishes,<br>The Brightside team</p>
  <p style="font-size:7.3pt;color:#666;margin-top:18pt">Brightside is a trading name of Brightside Insurance Services Limited, authorised and
  regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. Castle Cover: HTML, two pages (scanned); an over-50s letter in large type whose first page gives no figures
// ('your renewal quotation is overleaf'), the quotation table on page 2.
const CASTLE_COVER = `
<div style="font:12pt/1.5 Georgia,serif">
  <div style="text-align:center;border-bottom:2px solid #1d3c6e;padding-bottom:6pt">
    <div style="font:bold 22pt Georgia;color:#1d3c6e;letter-spacing:2pt">CASTLE COVER</div>
    <div style="font-size:9pt;color:#555">Car insurance for the over 50s</div>
  </div>
  <p style="margin-top:18pt">Mr G and Mrs M Pennington<br>3 Orchard Rise<br>Tenterden<br>Kent TN30 6EF</p>
  <p class="r">25 January 2027</p>
  <p>Dear Mr and Mrs Pennington,</p>
  <p><b>Your car insurance renewal</b></p>
  <p>Thank you for choosing Castle Cover for your car insurance. Your policy is due for renewal shortly and we are
  pleased to invite you to renew with us for another year.</p>
  <p>Your renewal quotation is set out overleaf, together with the excesses that will apply and the choice of paying in
  full or by monthly instalments. Please read it carefully and check that the details we hold are still correct.</p>
  <p>If you pay by Direct Debit, you need do nothing: your policy will renew and your first instalment will be collected
  as shown overleaf. If you would prefer to pay in full, or you would like to make any changes, please telephone our
  friendly UK team.</p>
  <p>Yours sincerely,</p>
  <p style="margin-top:20pt">Helen Marsh<br>Customer Services Manager</p>
  <p style="font-size:8pt;color:#555;margin-top:60pt">Castle Cover Limited is authorised and regulated by the Financial Conduct Authority.</p>
</div>
<div style="page-break-before:always;font:12pt/1.5 Georgia,serif">
  <div style="font-size:9pt;color:#555;border-bottom:1px solid #999">Castle Cover · Mr G and Mrs M Pennington · page 2 of 2</div>
  <p style="font:bold 15pt Georgia;color:#1d3c6e;margin-top:14pt">Your renewal quotation</p>
  <table style="width:100%;font-size:12pt">
    <tr><td style="width:48%">Policy number</td><td>CAS/M/4182276</td></tr>
    <tr><td>Your car</td><td>Skoda Octavia 1.5 TSI SE L Estate</td></tr>
    <tr><td>Registration</td><td>GN19 UPV</td></tr>
    <tr><td>Period of cover</td><td>01/03/2027 to 29/02/2028</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
  </table>
  <table style="width:100%;font-size:12pt;margin-top:12pt;border-top:2px solid #1d3c6e;border-bottom:2px solid #1d3c6e">
    <tr><td style="width:48%"><b>This year's premium</b></td><td><b>£489.60</b></td></tr>
    <tr><td>Last year's premium</td><td>£455.85</td></tr>
    <tr><td>Increase</td><td>£33.75</td></tr>
  </table>
  <p style="font-size:10.5pt">Both figures include Insurance Premium Tax.</p>
  <table style="width:100%;font-size:12pt;margin-top:6pt">
    <tr><td style="width:48%">Compulsory excess</td><td>£200</td></tr>
    <tr><td>Voluntary excess</td><td>£150</td></tr>
    <tr><td>Total excess</td><td>£350</td></tr>
  </table>
  <p style="margin-top:12pt"><b>Paying monthly</b>: 12 interest-free Direct Debit payments of £40.80, the first on 1 March 2027.</p>
  <p>Telephone 0800 032 9110, Monday to Friday 9am to 5pm, quoting your policy number.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 5. Chubb: drawn by pdfkit, two pages; a private client motor renewal schedule: the vehicle and sections of cover on
// page 1 with only the compulsory excess, the endorsements (the voluntary excess and the total in their wording) and
// the premium summary on page 2.
function drawChubb(doc: Doc): void {
  const left = 56;
  const right = 539;
  const header = (page: number) => {
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#000000');
    put(doc, 'CHUBB', left, 44);
    doc.font('Helvetica').fontSize(8).fillColor('#555555');
    putRight(doc, 'Masterpiece Motor – Renewal Schedule', right, 46);
    putRight(doc, `Policy UKMAS04417730 · Page ${page} of 2`, right, 57);
    doc.moveTo(left, 74).lineTo(right, 74).lineWidth(1).stroke('#000000');
    doc.fillColor('#000000');
  };
  const row = (label: string, value: string, y: number, width = 150) => {
    doc.font('Helvetica-Bold').fontSize(9);
    put(doc, label, left, y);
    doc.font('Helvetica');
    para(doc, value, left + width, y, right - left - width, 1);
    return Math.max(doc.y, y + 12) + 5;
  };
  header(1);
  let y = 92;
  doc.font('Helvetica-Bold').fontSize(12);
  put(doc, 'Renewal Schedule', left, y);
  y += 24;
  y = row('Insurer', 'Chubb European Group SE', y);
  y = row('Policyholder', 'Mr Hugo Trevelyan', y);
  y = row('Address', 'Fernleigh House, Wentworth, Virginia Water GU25 4LS', y);
  y = row('Policy number', 'UKMAS04417730', y);
  y = row('Period of insurance', 'From 00:01 hours on 17 May 2027 to 23:59 hours on 16 May 2028', y);
  y = row('Date of issue', '12 April 2027', y);
  y = row('Reason for issue', 'Renewal', y);
  y += 8;
  doc.font('Helvetica-Bold').fontSize(10);
  put(doc, 'Schedule of vehicles', left, y);
  y += 16;
  const cols = [left, left + 40, left + 250, left + 330, left + 410];
  doc.rect(left, y - 3, right - left, 16).fill('#e6e6e6');
  doc.fillColor('#000000').fontSize(8.5);
  ['Item', 'Make and model', 'Registration', 'Agreed value', 'Cover'].forEach((cell, index) => put(doc, cell, cols[index] ?? left, y));
  y += 18;
  doc.font('Helvetica');
  ['1', 'Range Rover Sport P440e Autobiography', 'KP73 VYH', '£98,500', 'Comprehensive'].forEach((cell, index) => put(doc, cell, cols[index] ?? left, y));
  y += 26;
  doc.font('Helvetica-Bold').fontSize(10);
  put(doc, 'Sections of cover', left, y);
  y += 16;
  doc.fontSize(9);
  const sections: [string, string][] = [
    ['Section 1 – Loss or damage', 'Covered. Agreed value as shown above. Compulsory excess £500 each and every claim (see also endorsement MM07).'],
    ['Section 2 – Liability to others', 'Covered. Property damage limit £20,000,000 any one accident.'],
    ['Section 3 – Personal accident', 'Covered. £50,000 for the policyholder and spouse or partner.'],
    ['Section 4 – Medical expenses', 'Covered. £2,500 for each person in the vehicle.'],
    ['Section 5 – Personal effects', 'Covered. £2,500 any one claim.'],
    ['Section 6 – Glass', 'Covered. Excess £100 for replacement; nil for repair.'],
    ['Section 7 – Replacement vehicle', 'Covered. Prestige replacement vehicle for up to 30 days.'],
  ];
  for (const [label, value] of sections) y = row(label, value, y, 175);
  y += 6;
  doc.font('Helvetica-Bold').fontSize(10);
  put(doc, 'Persons entitled to drive', left, y);
  y += 15;
  doc.font('Helvetica').fontSize(9);
  para(doc, 'The policyholder, and Mrs Caroline Trevelyan, provided the person driving holds a full licence. An additional excess of £750 applies under Section 1 while the vehicle is driven by anyone aged under 25 or holding a licence for under two years.', left, y, right - left, 1.5);
  doc.fontSize(7.5).fillColor('#555555');
  para(doc, 'This schedule forms part of your policy and should be read with the policy wording and any endorsements shown overleaf.', left, 760, right - left, 0.5);
  doc.fillColor('#000000');

  doc.addPage();
  header(2);
  y = 92;
  doc.font('Helvetica-Bold').fontSize(12);
  put(doc, 'Endorsements applying to this policy', left, y);
  y += 22;
  const endorsements: [string, string][] = [
    ['MM02 Security', 'Cover under Section 1 for theft is subject to the vehicle being fitted with a Thatcham category S5 tracking device which is operational and subscribed.'],
    [
      'MM07 Voluntary excess',
      'In addition to the compulsory excess shown in the schedule, you will pay the first £500 of each and every claim under Section 1. The total excess you pay under Section 1 is therefore £1,000 for each claim, plus any additional excess for young or inexperienced drivers.',
    ],
    ['MM15 Garaging', 'The vehicle is kept overnight in a locked private garage at the address shown in the schedule.'],
  ];
  for (const [label, value] of endorsements) {
    doc.font('Helvetica-Bold').fontSize(9.5);
    put(doc, label, left, y);
    y += 13;
    doc.font('Helvetica').fontSize(9);
    para(doc, value, left + 14, y, right - left - 14, 1.5);
    y = doc.y + 12;
  }
  y += 8;
  doc.font('Helvetica-Bold').fontSize(12);
  put(doc, 'Premium summary', left, y);
  y += 20;
  const money = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    put(doc, label, left, y);
    putRight(doc, value, left + 330, y);
    y += 16;
  };
  money('Annual premium', '£2,318.75');
  money('Insurance Premium Tax at 12%', '£278.25');
  doc.moveTo(left, y - 3).lineTo(left + 330, y - 3).lineWidth(0.5).stroke('#000000');
  money('Total premium payable', '£2,597.00', true);
  y += 4;
  money('Expiring premium (including IPT)', '£2,488.64');
  y += 14;
  doc.font('Helvetica').fontSize(9);
  para(doc, 'The premium is payable in full on or before 17 May 2027. Please tell us at once of any change in the facts you have given us, including any motoring convictions, claims or changes to the drivers.', left, y, right - left, 1.5);
  doc.fontSize(7.5).fillColor('#555555');
  para(doc, 'Chubb European Group SE, UK branch. Authorised and regulated in the UK by the Financial Conduct Authority and the Prudential Regulation Authority.', left, 760, right - left, 0.5);
  doc.fillColor('#000000');
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Dial Direct: HTML, three pages; a renewal pack: the invitation letter (no figures), the renewal schedule with the
// premium, last year's and the excess table (page 2), the statement of fact (page 3).
const sof = (question: string, answer: string) => `<tr><td style="width:58%;border-bottom:1px solid #ddd">${question}</td><td style="border-bottom:1px solid #ddd">${answer}</td></tr>`;
const DIAL_DIRECT = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <span style="font:bold 20pt Arial;color:#e2001a">Dial Direct</span>
    <span class="r" style="font-size:8pt;color:#555">PO Box 1087, Peterborough PE2 6WQ<br>0345 070 2100</span>
  </div>
  <div class="cols" style="margin-top:18pt">
    <div>Mr Craig Dunlop<br>27 Kelvin Court<br>Glasgow<br>G12 0AB</div>
    <div class="r" style="font-size:9pt">22 December 2026<br>Your reference: DD-M-61044973</div>
  </div>
  <p style="font-size:13pt;font-weight:bold;margin-top:18pt">Your car insurance renewal</p>
  <p>Dear Mr Dunlop,</p>
  <p>Your car insurance is due for renewal on 9 February 2027 and we're writing to invite you to renew.</p>
  <p>Enclosed you'll find:</p>
  <ul>
    <li>your renewal schedule (page 2), which shows your renewal price, what you paid last year and your excesses; and</li>
    <li>your statement of fact (page 3), which sets out the information you've given us.</li>
  </ul>
  <p>Please check both carefully. If any of the information is wrong or missing, call us straight away, as it could
  affect your cover or your price.</p>
  <p>You've told us you want your policy to renew automatically, so we'll collect payment using the details we hold. If
  you don't want to renew, please let us know before your renewal date.</p>
  <p>Yours sincerely,<br><br>Customer Service Team<br>Dial Direct</p>
  <p style="font-size:7.3pt;color:#666;margin-top:40pt">Dial Direct is a trading name of BISL Limited, which is authorised and regulated by the Financial Conduct Authority.</p>
</div>
<div style="page-break-before:always;font-size:10pt">
  <div style="display:flex;justify-content:space-between;border-bottom:2px solid #e2001a;font-size:8.5pt"><b>Dial Direct – Renewal Schedule</b><span>Page 2 of 3</span></div>
  <table style="width:100%;margin-top:10pt">
    <tr><td style="width:40%">Policyholder</td><td>Mr Craig Dunlop</td></tr>
    <tr><td>Policy number</td><td>DD-M-61044973</td></tr>
    <tr><td>Period of insurance</td><td>00:01 on 09/02/2027 to 23:59 on 08/02/2028</td></tr>
    <tr><td>Insurer</td><td>Ageas Insurance Limited</td></tr>
    <tr><td>Vehicle</td><td>Vauxhall Astra 1.2 Turbo SRi 5dr (2020)</td></tr>
    <tr><td>Registration mark</td><td>SJ20 FVN</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
    <tr><td>Use</td><td>Social, domestic and pleasure, including commuting</td></tr>
  </table>
  <p style="font-weight:bold;margin:14pt 0 4pt;color:#e2001a">Premium</p>
  <table style="width:100%;border-top:1px solid #999;border-bottom:1px solid #999">
    <tr><td style="width:60%">Total annual premium</td><td class="r"><b>£743.28</b></td></tr>
    <tr><td style="padding-left:12pt;font-size:9pt">of which Insurance Premium Tax</td><td class="r" style="font-size:9pt">£79.64</td></tr>
    <tr><td>Your premium for the previous period of insurance</td><td class="r">£702.91</td></tr>
  </table>
  <p style="font-size:8.5pt">Your previous premium includes any changes made to your policy during the year. Neither figure includes optional extras; you have none on this policy.</p>
  <p style="font-weight:bold;margin:14pt 0 4pt;color:#e2001a">Excesses</p>
  <table style="width:100%">
    <tr style="border-bottom:1px solid #999"><th>Type of claim</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
    <tr><td>Accidental damage</td><td class="r">£250</td><td class="r">£250</td><td class="r">£500</td></tr>
    <tr><td>Fire and theft</td><td class="r">£250</td><td class="r">£0</td><td class="r">£250</td></tr>
    <tr><td>Windscreen replacement</td><td class="r">£100</td><td class="r">–</td><td class="r">£100</td></tr>
  </table>
  <p style="font-weight:bold;margin:14pt 0 4pt;color:#e2001a">Drivers</p>
  <p>Mr Craig Dunlop (policyholder). No other drivers.</p>
  <p style="font-weight:bold;margin:14pt 0 4pt;color:#e2001a">Endorsements</p>
  <p>None apply to this policy.</p>
</div>
<div style="page-break-before:always;font-size:10pt">
  <div style="display:flex;justify-content:space-between;border-bottom:2px solid #e2001a;font-size:8.5pt"><b>Dial Direct – Statement of Fact</b><span>Page 3 of 3</span></div>
  <p style="font-size:9pt">This is the information you gave us, which your insurer has relied on to offer your renewal terms.</p>
  <table style="width:100%;font-size:9.5pt">
    ${sof('Name', 'Craig Dunlop')}
    ${sof('Date of birth', '14/06/1984')}
    ${sof('Occupation', 'Quantity surveyor')}
    ${sof('Licence type', 'Full UK, held for 21 years')}
    ${sof('Registration number', 'SJ20 FVN')}
    ${sof('Date you bought the vehicle', '03/09/2022')}
    ${sof('Estimated value', '£11,400')}
    ${sof('Where is the car kept overnight?', 'On the street outside the home')}
    ${sof('Annual mileage', '7,000')}
    ${sof('Years of no claims discount', '9')}
    ${sof('Claims or losses in the last 5 years', 'None')}
    ${sof('Motoring convictions in the last 5 years', 'None')}
  </table>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 7. First Alternative: HTML; an insurer's renewal notice with a dated payment table (deposit and ten instalments) and
// the credit terms; the compulsory excess in a table, the voluntary excess and the total in a sentence.
const faRow = (what: string, date: string, amount: string) => `<tr><td>${what}</td><td>${date}</td><td class="r">${amount}</td></tr>`;
const FA_MONTHS = ['28/04/2027', '28/05/2027', '28/06/2027', '28/07/2027', '28/08/2027', '28/09/2027', '28/10/2027', '28/11/2027', '28/12/2027', '28/01/2028'];
const FIRST_ALTERNATIVE = `
<div style="font-size:9.6pt">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #00857c;padding-bottom:5pt">
    <span style="font:bold 19pt Arial;color:#00857c">first alternative</span><span style="font-size:8pt;color:#555">Renewal notice</span>
  </div>
  <div class="cols" style="margin-top:12pt">
    <div>Mrs Alison Fairbairn<br>6 Willow Crescent<br>Durham<br>DH1 5QG</div>
    <div class="r" style="font-size:8.8pt">Issued 18 February 2027<br>Policy FAM0093318470</div>
  </div>
  <p>Dear Mrs Fairbairn,</p>
  <p>Your car insurance for your Nissan Juke 1.0 DIG-T N-Connecta, NK70 BXF, comes up for renewal on 28 March 2027. We'd
  like to keep insuring you. Your premium for the next twelve months is £921.64, including Insurance Premium Tax.
  Last year you paid £884.35, so this is £37.29 more.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:18pt">
    <div>
      <p style="font-weight:bold;margin:4pt 0">Your cover</p>
      <table style="width:100%;font-size:9pt">
        <tr><td>Cover level</td><td>Comprehensive</td></tr>
        <tr><td>Class of use</td><td>Social, domestic, pleasure and commuting</td></tr>
        <tr><td>Compulsory excess</td><td>£250</td></tr>
        <tr><td>Windscreen excess</td><td>£90</td></tr>
        <tr><td>Courtesy car</td><td>Included</td></tr>
        <tr><td>No claims discount</td><td>6 years (not protected)</td></tr>
      </table>
      <p style="font-size:9pt">You chose a voluntary excess of £250, which is added to the compulsory excess, so for a
      claim for damage to your car you'd pay the first £500.</p>
    </div>
    <div>
      <p style="font-weight:bold;margin:4pt 0">Your payments (monthly Direct Debit)</p>
      <table style="width:100%;font-size:8.8pt">
        <tr style="border-bottom:1px solid #999"><th>Payment</th><th>Date</th><th class="r">Amount</th></tr>
        ${faRow('Deposit', '28/03/2027', '£92.18')}
        ${FA_MONTHS.map((date, index) => faRow(`Instalment ${index + 1}`, date, '£89.27')).join('')}
        <tr style="border-top:1px solid #999"><td colspan="2">Total amount payable</td><td class="r">£984.88</td></tr>
        <tr><td colspan="2">Credit charge</td><td class="r">£63.24</td></tr>
        <tr><td colspan="2">APR (representative)</td><td class="r">17.6%</td></tr>
      </table>
    </div>
  </div>
  <p>Because you pay monthly, your policy will renew automatically and the first payment will be taken on 28 March 2027.
  If you'd rather pay £921.64 in one go and save the credit charge, just call us.</p>
  <p style="font-size:7.3pt;color:#666;margin-top:16pt">First Alternative car insurance. Authorised and regulated by the Financial Conduct Authority.
  Credit is provided subject to status.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. GoSkippy: HTML (photographed upright); a renewal quote with 'Pay annually' and 'Pay monthly' columns side by side
// and a price that fell.
const GOSKIPPY = `
<div style="font-size:11pt">
  <div style="background:#ffcc00;padding:10pt 14pt;display:flex;justify-content:space-between;align-items:center">
    <span style="font:bold 24pt Arial;color:#1a1a1a">GoSkippy</span><span style="font-size:9.5pt">Car Insurance</span>
  </div>
  <div class="cols" style="margin-top:14pt">
    <div>Mr Tomasz Nowak<br>19 Elm Grove<br>Swindon SN1 5DE</div>
    <div class="r">3 May 2027<br>Policy: GSK/MOT/2207741</div>
  </div>
  <p style="font-size:15pt;font-weight:bold;margin:14pt 0 6pt">Your renewal quote is ready</p>
  <p>Hi Tomasz, your cover for your SEAT Leon 1.5 TSI FR, WR18 KJY, ends on 6 June 2027. Renew with us from
  7 June 2027 at the price below.</p>
  <table style="width:100%;border:2px solid #1a1a1a;font-size:12pt">
    <tr style="background:#fff3bf"><th style="width:40%">&nbsp;</th><th class="r">Pay annually</th><th class="r">Pay monthly</th></tr>
    <tr><td>Today / deposit</td><td class="r"><b>£1,074.30</b></td><td class="r">£107.43</td></tr>
    <tr><td>Then</td><td class="r">nothing more</td><td class="r">10 × £100.51</td></tr>
    <tr><td>Total for the year</td><td class="r">£1,074.30</td><td class="r">£1,112.53</td></tr>
  </table>
  <p style="font-size:10pt">Paying monthly costs £38.23 more (APR 8.9%). All prices include IPT.</p>
  <p><b>Last year's price:</b> £1,128.95. Your renewal price is £54.65 lower.</p>
  <table style="width:60%;font-size:12pt">
    <tr><td>Compulsory excess</td><td class="r">£350</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
    <tr><td>Total excess</td><td class="r">£600</td></tr>
  </table>
  <p style="font-size:9pt;color:#555;margin-top:14pt">GoSkippy Insurance is a trading name of Eldon Insurance Services Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. Hughes Insurance: HTML (photographed sideways); a Northern Ireland broker's renewal, the price built up from the
// insurer's premium, IPT and Hughes' fee, beside last year's; a Northern Ireland plate.
const HUGHES = `
<div style="font-size:11pt">
  <div style="border-bottom:3px solid #d71920;padding-bottom:6pt;display:flex;justify-content:space-between;align-items:flex-end">
    <span style="font:bold 22pt Arial;color:#d71920">Hughes Insurance</span><span style="font-size:9pt">Belfast · 028 9590 3100</span>
  </div>
  <div class="cols" style="margin-top:14pt">
    <div>Mr Ciarán McAllister<br>22 Ardmore Park<br>Newry BT35 8JF</div>
    <div class="r">Date: 08/07/2027<br>Policy No: HUG/PC/8830157</div>
  </div>
  <p style="font-size:14pt;font-weight:bold;margin:14pt 0 6pt">Renewal Invitation – Private Car</p>
  <p>Dear Mr McAllister, your policy for your Volkswagen Polo 1.0 TSI Life, LIG 4073, is due for renewal on 14/08/2027.
  Your insurer will be AXA Insurance UK plc.</p>
  <table style="width:75%;font-size:12pt;border-top:2px solid #d71920;border-bottom:2px solid #d71920">
    <tr><td>Insurer premium</td><td class="r">£522.50</td></tr>
    <tr><td>IPT @ 12%</td><td class="r">£62.70</td></tr>
    <tr><td>Hughes administration fee</td><td class="r">£25.00</td></tr>
    <tr style="border-top:1px solid #333"><td><b>Total renewal premium</b></td><td class="r"><b>£610.20</b></td></tr>
    <tr><td>Previous year's premium (incl. fee)</td><td class="r">£571.20</td></tr>
  </table>
  <table style="width:75%;font-size:12pt;margin-top:10pt">
    <tr><td>Compulsory excess</td><td class="r">£300</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
    <tr><td>Total excess</td><td class="r">£400</td></tr>
  </table>
  <p>To renew, call us or pay online before 14/08/2027.</p>
  <p style="font-size:8.5pt;color:#555">Hughes Insurance is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 10. ingenie: HTML; a young driver's telematics renewal: the year's driving in figures, the price to pay in full and
// a deposit + eleven payments plan, last year's price; the three excesses as boxes.
const tile = (value: string, label: string) =>
  `<div style="border:1px solid #c9b6e4;border-radius:5pt;padding:6pt;text-align:center"><div style="font:bold 14pt Arial;color:#5a189a">${value}</div><div style="font-size:8pt;color:#555">${label}</div></div>`;
const INGENIE = `
<div style="font-size:9.8pt">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <span style="font:bold 22pt Arial;color:#7b2cbf">ingenie</span><span style="font-size:8.5pt;color:#555">1 September 2027</span>
  </div>
  <p style="margin-top:10pt">Jake Morrison<br>5 Meadow Way<br>Chelmsford CM2 9PP</p>
  <p style="font-size:14pt;font-weight:bold;margin:10pt 0 4pt">Your year with ingenie – and your renewal</p>
  <p style="color:#555;margin:0 0 8pt">Policy ING-2174403 · Volkswagen up! 1.0 Move, EK17 MZV · renews 28 October 2027</p>
  <p>Nice driving, Jake. Here's how your year went:</p>
  <div style="display:grid;grid-template-columns:1fr 1fr 1fr 1fr;gap:8pt">
    ${tile('6,412', 'miles driven')}
    ${tile('418', 'journeys')}
    ${tile('82/100', 'driving score')}
    ${tile('2', 'price reviews, both down')}
  </div>
  <p style="font-size:12pt;font-weight:bold;margin:14pt 0 4pt">Your renewal price</p>
  <p>Pay in full: <b>£1,684.20</b>. That's £328.55 less than last year, when you paid £2,012.75. Your good driving made a
  real difference.</p>
  <p>Or pay monthly: a deposit of £168.42, then 11 monthly payments of £149.35. Total amount payable £1,811.27, which
  includes interest of £127.07 (representative APR 17.7%).</p>
  <p style="font-weight:bold;margin:12pt 0 4pt">Your excess</p>
  <div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:8pt;width:75%">
    ${tile('£350', 'compulsory excess')}
    ${tile('£250', 'voluntary excess')}
    ${tile('£600', 'total excess')}
  </div>
  <p>Your black box stays fitted and keeps working, so keep it up: your price can still come down during the year.</p>
  <p style="font-size:7.3pt;color:#666;margin-top:16pt">ingenie is a trading name of Ingenie Services Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Kingfisher Insurance: HTML, three pages; an auto-renewal confirmation pack: the covering letter, the certificate
// of motor insurance (page 2), the renewal schedule with the premium, last year's and the excesses (page 3).
const KINGFISHER = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #005eb8;padding-bottom:6pt">
    <span style="font:bold 20pt Arial;color:#005eb8">Kingfisher</span><span style="font-size:9pt;color:#555">Insurance</span>
  </div>
  <div class="cols" style="margin-top:16pt">
    <div>Mr Arjun Patel<br>88 Cranbrook Road<br>Ilford<br>IG1 4PE</div>
    <div class="r" style="font-size:9pt">31 May 2027<br>Policy number KFI/PC/00731946</div>
  </div>
  <p style="font-size:13pt;font-weight:bold;margin-top:16pt">Your car insurance has been renewed</p>
  <p>Dear Mr Patel,</p>
  <p>As you chose automatic renewal, your car insurance for your Mercedes-Benz A180 AMG Line, LB68 RWO, will renew on
  12 June 2027. Your new certificate of motor insurance and your renewal schedule are enclosed.</p>
  <p>Your premium is shown on your schedule and will be collected from your card ending 4410 on the renewal date.
  Please check your documents and keep them safe. If anything is wrong, contact us straight away.</p>
  <p>Yours sincerely,<br><br>Kingfisher Insurance</p>
  <p style="font-size:7.3pt;color:#666;margin-top:40pt">Kingfisher Insurance is authorised and regulated by the Financial Conduct Authority.</p>
</div>
<div style="page-break-before:always;font-size:9.5pt">
  <div style="border:2px solid #000;padding:10pt">
    <p style="text-align:center;font:bold 13pt Arial;margin:0">CERTIFICATE OF MOTOR INSURANCE</p>
    <p style="text-align:center;font-size:8.5pt;margin:2pt 0 10pt">Certificate number KFI-C-731946-04</p>
    <table style="width:100%">
      <tr><td style="width:45%">1. Registration mark of vehicle</td><td>LB68 RWO</td></tr>
      <tr><td>2. Name of policyholder</td><td>Arjun Patel</td></tr>
      <tr><td>3. Effective date of the commencement of insurance for the purposes of the relevant law</td><td>00:01 hours on 12/06/2027</td></tr>
      <tr><td>4. Date of expiry of insurance</td><td>23:59 hours on 11/06/2028</td></tr>
      <tr><td>5. Persons or classes of persons entitled to drive</td><td>The policyholder. Any person named below: Meera Patel. Provided that the person driving holds a licence to drive the vehicle.</td></tr>
      <tr><td>6. Limitations as to use</td><td>Use for social, domestic and pleasure purposes and commuting. The policy does not cover use for hire or reward.</td></tr>
    </table>
    <p style="font-size:8.5pt;margin-top:12pt">I hereby certify that the policy to which this certificate relates satisfies the requirements of the relevant law applicable in Great Britain, Northern Ireland, the Isle of Man, the Island of Guernsey, the Island of Jersey and the Island of Alderney.</p>
    <p style="font-size:8.5pt">Authorised insurer: Markerstudy Insurance Company Limited</p>
  </div>
</div>
<div style="page-break-before:always;font-size:10pt">
  <div style="display:flex;justify-content:space-between;border-bottom:2px solid #005eb8;font-size:8.5pt"><b>Kingfisher – Motor Schedule</b><span>KFI/PC/00731946 · 3</span></div>
  <table style="width:100%;margin-top:10pt">
    <tr><td style="width:40%">Policyholder</td><td>Mr Arjun Patel</td></tr>
    <tr><td>Effective date</td><td>12/06/2027</td></tr>
    <tr><td>Expiry date</td><td>11/06/2028</td></tr>
    <tr><td>Vehicle</td><td>Mercedes-Benz A180 AMG Line Executive (2018)</td></tr>
    <tr><td>Registration</td><td>LB68 RWO</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
    <tr><td>Named drivers</td><td>Mrs Meera Patel</td></tr>
  </table>
  <p style="font-weight:bold;margin:14pt 0 4pt">Premium</p>
  <table style="width:70%">
    <tr><td>Net premium</td><td class="r">£1,104.00</td></tr>
    <tr><td>Insurance Premium Tax</td><td class="r">£132.48</td></tr>
    <tr style="border-top:1px solid #333"><td><b>Annual premium</b></td><td class="r"><b>£1,236.48</b></td></tr>
    <tr><td>Previous annual premium</td><td class="r">£1,189.90</td></tr>
  </table>
  <p style="font-weight:bold;margin:14pt 0 4pt">Excesses</p>
  <p style="margin:0">Compulsory excess: £400<br>Voluntary excess: £250<br>Total excess for accidental damage, fire and theft: £650<br>Windscreen: £125 replacement / £25 repair</p>
  <p style="font-weight:bold;margin:14pt 0 4pt">Endorsements</p>
  <p style="margin:0">E012 Named driver excess – an additional excess of £200 applies when Mrs Meera Patel is driving.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. Lancaster Insurance: drawn by pdfkit (scanned); a classic car's agreed-value renewal letter, the terms in a ruled
// panel of label / value lines, a club discount inside the premium.
function drawLancaster(doc: Doc): void {
  const left = 60;
  const right = 535;
  doc.font('Times-Bold').fontSize(22).fillColor('#7a0019');
  put(doc, 'Lancaster', left, 48);
  doc.font('Times-Italic').fontSize(10).fillColor('#444444');
  put(doc, 'Classic car insurance specialists', left, 74);
  doc.fillColor('#000000').font('Times-Roman').fontSize(11);
  ['Mr D. Fairweather', 'Ivy Cottage', 'Hemingford Grey', 'Huntingdon', 'PE28 9BX'].forEach((line, index) => put(doc, line, left, 122 + index * 14));
  putRight(doc, '20 February 2027', right, 122);
  putRight(doc, 'Policy: LIS/CL/6630218', right, 136);
  let y = 212;
  const text = (words: string, gap = 9) => {
    para(doc, words, left, y, right - left, 2);
    y = doc.y + gap;
  };
  text('Dear Mr Fairweather,');
  doc.font('Times-Bold');
  text('Renewal of your classic car policy: 1967 Jaguar E-Type Series 1 4.2 Roadster, GHX 418E');
  doc.font('Times-Roman');
  text(
    'Your policy falls due for renewal on 1 April 2027 and we are delighted to offer renewal terms for a further year. ' +
      'The agreed value and mileage limit are unchanged, and your Jaguar Enthusiasts\u2019 Club discount continues to apply.',
  );
  y += 4;
  const top = y;
  const lines: [string, string][] = [
    ['Agreed value', '£115,000'],
    ['Annual mileage limit', '3,000 miles'],
    ['Cover', 'Comprehensive, agreed value'],
    ['Premium before club discount', '£713.50'],
    ['Club discount (10%)', '-£71.35'],
    ['Renewal premium (including IPT)', '£642.15'],
    ['Premium at last renewal', '£618.90'],
    ['Compulsory excess', '£100'],
    ['Voluntary excess', '£150'],
    ['Total excess', '£250'],
  ];
  doc.fontSize(10.5);
  y += 8;
  for (const [label, value] of lines) {
    doc.font(label.startsWith('Renewal premium') ? 'Times-Bold' : 'Times-Roman');
    put(doc, label, left + 12, y);
    putRight(doc, value, right - 12, y);
    y += 15;
    doc.moveTo(left + 12, y - 3).lineTo(right - 12, y - 3).lineWidth(0.3).stroke('#999999');
  }
  doc.rect(left, top, right - left, y - top + 4).lineWidth(1).stroke('#7a0019');
  y += 18;
  doc.font('Times-Roman').fontSize(11);
  text(
    'The premium has risen by £23.25, reflecting the increased cost of specialist parts and repairs for cars of this age. ' +
      'Spare parts cover of £1,500 and European breakdown cover are included at no extra charge.',
  );
  text(
    'To renew, please telephone our classic car team or return the enclosed form with your payment before 1 April 2027. ' +
      'If we do not hear from you, your cover will lapse at midnight on 31 March 2027.',
  );
  text('Yours sincerely,', 24);
  text('Rebecca Lowe\nClassic Car Team');
  doc.fontSize(7.5).fillColor('#555555');
  para(doc, 'Lancaster Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority.', left, 762, right - left, 0.5);
  doc.fillColor('#000000');
}

export const FRESH_NOTICES_48: FreshNotice[] = [
  {
    name: 'autonet',
    html: AUTONET,
    expected: {
      renewalDate: '2027-04-06',
      insurer: 'Autonet Insurance',
      policyNumber: 'ANT/PC/3391472',
      registrationNumber: 'MF21XZC',
      renewalPremium: '638.40',
      previousPremium: '601.15',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },
  {
    name: 'be-wiser',
    html: BE_WISER,
    expected: {
      renewalDate: '2027-01-23',
      insurer: 'Be Wiser',
      policyNumber: 'BWI/PC/0462119',
      registrationNumber: 'HY68TNO',
      renewalPremium: '874.20',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'brightside',
    html: BRIGHTSIDE,
    expected: {
      renewalDate: '2027-02-15',
      insurer: 'Brightside',
      policyNumber: 'BRS-PM-5580317',
      registrationNumber: 'WU70HGK',
      renewalPremium: '654.93',
      previousPremium: '628.70',
      compulsoryExcess: '350',
      voluntaryExcess: '0',
      totalExcess: '350',
    },
  },
  {
    name: 'castle-cover',
    html: CASTLE_COVER,
    scan: true,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Castle Cover',
      policyNumber: 'CAS/M/4182276',
      registrationNumber: 'GN19UPV',
      renewalPremium: '489.60',
      previousPremium: '455.85',
      compulsoryExcess: '200',
      voluntaryExcess: '150',
      totalExcess: '350',
    },
  },
  {
    name: 'chubb',
    html: '',
    draw: drawChubb,
    expected: {
      renewalDate: '2027-05-17',
      insurer: 'Chubb',
      policyNumber: 'UKMAS04417730',
      registrationNumber: 'KP73VYH',
      renewalPremium: '2597.00',
      previousPremium: '2488.64',
      compulsoryExcess: '500',
      voluntaryExcess: '500',
      totalExcess: '1000',
    },
  },
  {
    name: 'dial-direct',
    html: DIAL_DIRECT,
    expected: {
      renewalDate: '2027-02-09',
      insurer: 'Dial Direct',
      policyNumber: 'DD-M-61044973',
      registrationNumber: 'SJ20FVN',
      renewalPremium: '743.28',
      previousPremium: '702.91',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'first-alternative',
    html: FIRST_ALTERNATIVE,
    expected: {
      renewalDate: '2027-03-28',
      insurer: 'First Alternative',
      policyNumber: 'FAM0093318470',
      registrationNumber: 'NK70BXF',
      renewalPremium: '921.64',
      previousPremium: '884.35',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'goskippy',
    html: GOSKIPPY,
    photo: true,
    expected: {
      renewalDate: '2027-06-07',
      insurer: 'GoSkippy',
      policyNumber: 'GSK/MOT/2207741',
      registrationNumber: 'WR18KJY',
      renewalPremium: '1074.30',
      previousPremium: '1128.95',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'hughes',
    html: HUGHES,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-08-14',
      insurer: 'Hughes Insurance',
      policyNumber: 'HUG/PC/8830157',
      registrationNumber: 'LIG4073',
      renewalPremium: '610.20',
      previousPremium: '571.20',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },
  {
    name: 'ingenie',
    html: INGENIE,
    expected: {
      renewalDate: '2027-10-28',
      insurer: 'ingenie',
      policyNumber: 'ING-2174403',
      registrationNumber: 'EK17MZV',
      renewalPremium: '1684.20',
      previousPremium: '2012.75',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'kingfisher',
    html: KINGFISHER,
    expected: {
      renewalDate: '2027-06-12',
      insurer: 'Kingfisher Insurance',
      policyNumber: 'KFI/PC/00731946',
      registrationNumber: 'LB68RWO',
      renewalPremium: '1236.48',
      previousPremium: '1189.90',
      compulsoryExcess: '400',
      voluntaryExcess: '250',
      totalExcess: '650',
    },
  },
  {
    name: 'lancaster',
    html: '',
    draw: drawLancaster,
    scan: true,
    expected: {
      renewalDate: '2027-04-01',
      insurer: 'Lancaster Insurance',
      policyNumber: 'LIS/CL/6630218',
      registrationNumber: 'GHX418E',
      renewalPremium: '642.15',
      previousPremium: '618.90',
      compulsoryExcess: '100',
      voluntaryExcess: '150',
      totalExcess: '250',
    },
  },
];
