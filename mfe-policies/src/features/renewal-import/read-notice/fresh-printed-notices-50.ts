// Set 50 (issue 47): twelve renewal notices written afresh, from UK private-car brands whose names begin with A to L,
// in the documents drivers get: a big direct insurer's renewal letter with an 'at a glance' sidebar beside the body,
// the excess made up in a sentence; a marketing renewal email with 'This year' / 'Last year' tiles and an excess strip
// ending 'You pay'; a broker's letter drawn by pdfkit with an expiring / renewal table of net premium, IPT and total,
// the insurer named; a 'your renewal documents' pack cover letter listing what is enclosed, with a summary table and an
// excess table by kind of claim (scanned); a renewal quote letter with a price breakdown, a price drop and an extra
// added to a total (scanned); a bank brand's renewal notice whose excess table has kinds of claim as columns, last
// year's price not stated; a supermarket brand's letter with every figure in sentences, the excess split across two
// paragraphs (photographed); a young driver's black-box renewal with a driving score, a smart-driving discount, a
// deposit and instalments and a young driver's additional excess (photographed sideways); a classic-car insurer's
// agreed-value letter drawn by pdfkit with a club discount and no voluntary excess; an insurer's renewal schedule in
// numbered sections with endorsements; a broker's renewal email with a panel of three insurers' quotes, each with its
// own excess; a plain-text renewal email printed from a desktop mail program, its figures in a fixed-width table.
// Two drawn by pdfkit, ten printed from HTML by Chromium; two scanned and two photographed (one sideways).
// Brands: every one an earlier set used, in a layout clearly unlike its earlier ones (see the header of
// read-fresh-printed-notices-50.test.ts).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Aviva
  ['aviva ipt', [622.71 * 0.12], 74.73],
  ['aviva net', [622.71, 74.73], 697.44],
  ['aviva rise', [664.18, 33.26], 697.44],
  ['aviva monthly', [12 * 61.03], 732.36],
  ['aviva credit', [697.44, 34.92], 732.36],
  ['aviva excess', [300, 150], 450],
  // 2. Direct Line
  ['direct-line rise', [947.2, 71.36], 1018.56],
  ['direct-line monthly', [12 * 88.81], 1065.72],
  ['direct-line credit', [1018.56, 47.16], 1065.72],
  ['direct-line excess', [250, 150], 400],
  // 3. Howden
  ['howden expiring ipt', [1104.29 * 0.12], 132.51],
  ['howden expiring', [1104.29, 132.51], 1236.8],
  ['howden renewal ipt', [1151.74 * 0.12], 138.21],
  ['howden renewal', [1151.74, 138.21], 1289.95],
  ['howden rise', [1236.8, 53.15], 1289.95],
  ['howden excess', [350, 250], 600],
  // 4. Churchill
  ['churchill rise', [559.65, 23.55], 583.2],
  ['churchill ad excess', [100, 250], 350],
  ['churchill ft excess', [100, 250], 350],
  // 5. AA
  ['aa ipt', [662.64 * 0.12], 79.52],
  ['aa net', [662.64, 79.52], 742.16],
  ['aa fall', [742.16, 48.87], 791.03],
  ['aa with roadside', [742.16, 39], 781.16],
  ['aa excess', [200, 200], 400],
  // 6. Halifax
  ['halifax ipt', [418.69 * 0.12], 50.24],
  ['halifax net', [418.69, 50.24], 468.93],
  ['halifax monthly', [12 * 41.02], 492.24],
  ['halifax credit', [468.93, 23.31], 492.24],
  ['halifax ad excess', [250, 100], 350],
  ['halifax ft excess', [250, 100], 350],
  // 7. Asda Money
  ['asda fall', [389.47, 23.13], 412.6],
  ['asda excess', [250, 250], 500],
  // 8. Hastings Direct YouDrive
  ['hastings discount', [1472.15, 312.4], 1784.55],
  ['hastings fall', [1472.15, 634.73], 2106.88],
  ['hastings instalments', [147.22, 10 * 138.84], 1535.62],
  ['hastings credit', [1472.15, 63.47], 1535.62],
  ['hastings excess', [350, 250, 100], 700],
  // 9. Footman James
  ['footman-james discount', [214.82, 23.87], 238.69],
  ['footman-james club 10%', [238.69 * 0.1], 23.87],
  ['footman-james ipt', [191.8 * 0.12], 23.02],
  ['footman-james net', [191.8, 23.02], 214.82],
  ['footman-james rise', [206.35, 8.47], 214.82],
  ['footman-james excess', [100, 0], 100],
  // 10. Ageas
  ['ageas ipt', [785.14 * 0.12], 94.22],
  ['ageas net', [785.14, 94.22], 879.36],
  ['ageas rise', [842.5, 36.86], 879.36],
  ['ageas excess', [400, 100], 500],
  // 11. Kwik Fit Insurance
  ['kwik-fit rise', [588.95, 15.75], 604.7],
  ['kwik-fit excess', [250, 100], 350],
  ['kwik-fit saving b', [604.7, 17.45], 622.15],
  ['kwik-fit saving c', [604.7, 46.7], 651.4],
  // 12. Elephant
  ['elephant ipt', [654.98 * 0.12], 78.6],
  ['elephant net', [654.98, 78.6], 733.58],
  ['elephant rise', [701.99, 31.59], 733.58],
  ['elephant excess', [300, 200], 500],
  ['elephant instalments', [10 * 76.92], 769.2],
  ['elephant credit', [733.58, 35.62], 769.2],
];
checkSums('set 50', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Aviva: HTML; a big direct insurer's renewal letter, an 'at a glance' sidebar beside the letter's body; the excess
// made up in a sentence ('the first £450 ... made up of'), monthly payments and a legal cover add-on not included.
const AVIVA = `
<div style="font:10pt/1.45 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <b style="font-size:24pt;color:#004fb6">AVIVA</b>
    <span style="font-size:8.5pt;color:#444;text-align:right">Aviva car insurance<br>PO Box 3355, Stoke-on-Trent<br>0800 092 3025</span>
  </div>
  <div style="margin-top:18pt;display:flex;justify-content:space-between">
    <div>Mr Graham Pettifer<br>23 Bilton Lane<br>Rugby<br>CV22 7AR</div>
    <div style="font-size:9pt;text-align:right">3 January 2027</div>
  </div>
  <div style="display:grid;grid-template-columns:1fr 150pt;gap:18pt;margin-top:18pt">
    <div>
      <p style="font-size:14pt;margin:0 0 8pt"><b>It's time to renew your car insurance</b></p>
      <p>Dear Mr Pettifer,</p>
      <p>Thank you for insuring your Hyundai Tucson with us. Your cover is due to end soon, so we've worked out your price for the
      next 12 months. Your new price is <b>£697.44</b>, which includes Insurance Premium Tax of £74.73. That's £33.26 more than you
      paid last year.</p>
      <p>If you'd prefer to spread the cost, you can pay £61.03 a month for 12 months (£732.36 in total, representative APR 9.9%).</p>
      <p><b>If you make a claim</b><br>If you claim for damage to your car, you'll pay the first £450. This is made up of a £300 compulsory
      excess and a £150 voluntary excess that you chose. If you only need your windscreen replaced, you'll pay £115.</p>
      <p><b>Legal cover</b><br>Aviva Motor Legal Services isn't included in your price. You can add it for £24.99.</p>
      <p><b>What you need to do</b><br>Your policy will renew automatically on 1 February 2027 and we'll use the card we already have.
      Please check your details are still right, including your mileage and where you keep your car overnight.</p>
      <p>Yours sincerely,<br><br>Hannah Cole<br>Director of Motor, Aviva</p>
    </div>
    <div style="background:#eef4fc;padding:10pt;font-size:9pt;align-self:start">
      <b style="font-size:10.5pt;color:#004fb6">Your renewal at a glance</b>
      <p style="margin:8pt 0 0;color:#555">Policy number</p><p style="margin:0">MTR 418 226 905</p>
      <p style="margin:6pt 0 0;color:#555">Car</p><p style="margin:0">Hyundai Tucson 1.6 T-GDi Premium<br>KY21 XGB</p>
      <p style="margin:6pt 0 0;color:#555">Renewal date</p><p style="margin:0">1 February 2027</p>
      <p style="margin:6pt 0 0;color:#555">Your new price</p><p style="margin:0;font-size:13pt"><b>£697.44</b></p>
      <p style="margin:6pt 0 0;color:#555">What you paid last year</p><p style="margin:0">£664.18</p>
      <p style="margin:6pt 0 0;color:#555">No claim discount</p><p style="margin:0">6 years</p>
    </div>
  </div>
  <p style="font-size:7pt;color:#666;margin-top:22pt;border-top:1px solid #ccc;padding-top:4pt">Aviva car insurance is underwritten by Aviva Insurance Limited.
  Registered in Scotland No. 2116. Registered Office: Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority
  and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. Direct Line: HTML; a marketing renewal email with 'This year' and 'Last year' tiles, a monthly price, an excess
// strip 'Compulsory · Voluntary · You pay', add-ons ticked or to add.
const DIRECT_LINE = `
<div style="width:460pt;margin:0 auto;font:10pt/1.45 Arial,sans-serif;color:#222">
  <div style="font-size:8pt;color:#555;border-bottom:1px solid #ccc;padding-bottom:5pt">
    <b>From:</b> Direct Line &lt;mycar@directline.example&gt;<br><b>Subject:</b> Priya, your car insurance renewal is ready<br>
    <b>Date:</b> 14 February 2027 09:02</div>
  <div style="background:#e2001a;color:#fff;padding:12pt 16pt;margin-top:8pt"><b style="font-size:18pt">DIRECT LINE</b>
    <span style="float:right;font-size:9pt;margin-top:6pt">Car insurance</span></div>
  <p style="font-size:16pt;margin:12pt 0 4pt"><b>Hi Priya, your renewal's ready</b></p>
  <p>Your car insurance for <b>LB70 NWE</b> (Kia Sportage 1.6 T-GDi GT-Line) renews on <b>17 March 2027</b>.
  Policy no: 6027 4419 208.</p>
  <div style="display:flex;gap:12pt;margin:10pt 0">
    <div style="flex:1;border:2px solid #e2001a;padding:10pt;text-align:center"><div style="font-size:9pt">This year</div>
      <div style="font:bold 22pt Arial">£1,018.56</div><div style="font-size:8pt;color:#555">a year, including IPT</div></div>
    <div style="flex:1;border:1px solid #bbb;padding:10pt;text-align:center;color:#555"><div style="font-size:9pt">Last year</div>
      <div style="font:bold 22pt Arial">£947.20</div><div style="font-size:8pt">a year</div></div>
  </div>
  <p style="font-size:9pt;color:#444;margin:0">Or pay monthly: 12 × £88.81 = £1,065.72 (representative APR 9.9%).</p>
  <p style="margin:12pt 0 4pt"><b>Your excess</b></p>
  <div style="display:flex;justify-content:space-between;background:#f4f4f4;padding:6pt 10pt;font-size:9.5pt">
    <span>Compulsory: £250</span><span>·</span><span>Voluntary: £150</span><span>·</span><span><b>You pay: £400</b></span><span>·</span><span>Windscreen: £95</span></div>
  <p style="margin:12pt 0 4pt"><b>What's in your cover</b></p>
  <table style="font-size:9pt">
    <tr><td>✓</td><td>Motor Legal Protection</td><td>included</td></tr>
    <tr><td>✓</td><td>Courtesy car while yours is repaired</td><td>included</td></tr>
    <tr><td>+</td><td>Guaranteed Hire Car Plus</td><td>add for £36.00</td></tr>
  </table>
  <div style="text-align:center;margin:12pt 0"><span style="background:#e2001a;color:#fff;padding:8pt 30pt;font-weight:bold">View my renewal</span></div>
  <p style="font-size:9pt">We'll renew automatically, so there's nothing you need to do. Your price has gone up mostly because repair costs
  have risen across the industry.</p>
  <p style="font-size:7pt;color:#777;border-top:1px solid #ddd;padding-top:4pt">Direct Line car insurance is underwritten by U K Insurance Limited,
  authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. Howden: drawn by pdfkit; a broker's renewal letter: an expiring / renewal table of premium before tax, IPT and
// total; the insurer (Zurich) named; the excess in one sentence under its own heading.
function drawHowden(doc: Doc): void {
  const left = 58;
  const right = 537;
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#1c2b4a');
  put(doc, 'Howden', left, 44);
  doc.font('Helvetica').fontSize(8.5).fillColor('#555555');
  put(doc, 'Insurance Brokers  |  Kendal branch', left, 70);
  ['Stricklandgate, Kendal, Cumbria', 'Tel 01539 723 415'].forEach((line, index) => putRight(doc, line, right, 48 + index * 11));
  doc.moveTo(left, 88).lineTo(right, 88).lineWidth(0.8).stroke('#1c2b4a');
  doc.fillColor('black').fontSize(10);
  ['Mr and Mrs A Ferguson', 'Low Fold Barn', 'Burneside', 'Kendal LA9 6QX'].forEach((line, index) => put(doc, line, left, 110 + index * 13));
  putRight(doc, '5 May 2027', right, 110);
  putRight(doc, 'Policy HWD/PMC/0072514', right, 123);
  let y = 182;
  const text = (words: string, gap = 8) => {
    para(doc, words, left, y, right - left, 2);
    y = doc.y + gap;
  };
  text('Dear Mr and Mrs Ferguson,');
  doc.font('Helvetica-Bold');
  text('Private motor insurance – renewal on 6 June 2027');
  doc.font('Helvetica');
  text(
    'Your insurance for the Land Rover Discovery Sport D180 HSE, registration PE19 KZR, is due for renewal on 6 June 2027. Zurich ' +
      'Insurance Company Ltd have invited renewal on the same terms, and we have compared their price with others on our panel. ' +
      'Zurich remain the best value for the cover you have, so we recommend that you renew with them.',
  );
  y += 4;
  doc.font('Helvetica-Bold').fontSize(9.5);
  doc.rect(left, y - 4, 330, 18).fill('#e6e9ef');
  doc.fillColor('black');
  put(doc, 'Premium', left + 8, y);
  putRight(doc, 'Expiring', left + 230, y);
  putRight(doc, 'Renewal', left + 322, y);
  y += 20;
  doc.font('Helvetica');
  const row = (label: string, was: string, now: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    put(doc, label, left + 8, y);
    putRight(doc, was, left + 230, y);
    putRight(doc, now, left + 322, y);
    y += 16;
  };
  row('Premium before tax', '£1,104.29', '£1,151.74');
  row('Insurance Premium Tax at 12%', '£132.51', '£138.21');
  doc.moveTo(left, y - 3).lineTo(left + 330, y - 3).lineWidth(0.5).stroke('#1c2b4a');
  row('Total premium', '£1,236.80', '£1,289.95', true);
  y += 10;
  doc.font('Helvetica').fontSize(10);
  text('The renewal premium is £53.15 more than last year, mainly because of a general rate increase by Zurich.');
  doc.font('Helvetica-Bold');
  text('Excess', 2);
  doc.font('Helvetica');
  text(
    'The accidental damage excess is £600, being £350 compulsory and £250 voluntary. The same applies to fire and theft claims. A ' +
      'windscreen excess of £100 applies, reduced to £25 for a repair.',
  );
  doc.font('Helvetica-Bold');
  text('Cover', 2);
  doc.font('Helvetica');
  text(
    'Comprehensive; use for social, domestic and pleasure purposes and commuting; driving restricted to the two of you. No claims ' +
      'bonus 9 years, protected.',
  );
  text(
    'Please let us know by 30 May 2027 whether you wish to renew, and confirm that the enclosed statement of fact is still ' +
      'correct. Payment can be made by card over the telephone.',
  );
  text('Yours sincerely,', 18);
  text('Rachel Airey\nAccount Executive, Private Clients');
  doc.fontSize(7).fillColor('#555555');
  para(
    doc,
    'Howden is a trading name of Howden Insurance Brokers Limited, which is authorised and regulated by the Financial Conduct ' +
      'Authority. Registered in England and Wales.',
    left,
    772,
    right - left,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Churchill: HTML (scanned); a 'your renewal documents' pack cover letter: what is enclosed, a policy summary
// table, and an excess table by kind of claim with compulsory, voluntary and total columns.
const CHURCHILL = `
<div style="font:10pt/1.45 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:flex-start">
    <div><b style="font-size:22pt;color:#1b3a8c">Churchill</b><br><span style="font-size:8.5pt;color:#555">Car insurance</span></div>
    <div style="font-size:8.5pt;color:#555;text-align:right">Churchill Customer Services<br>Bromley BR1 1DP<br>0345 878 6261</div>
  </div>
  <div style="margin-top:16pt;display:flex;justify-content:space-between">
    <div>Ms Fiona McAllister<br>9 Craigleith Drive<br>Edinburgh<br>EH4 3LA</div><div style="text-align:right">24 June 2027</div>
  </div>
  <p style="font-size:15pt;margin:16pt 0 6pt"><b>Your renewal documents</b></p>
  <p>Dear Ms McAllister,</p>
  <p>Your car insurance renews soon and your documents for the coming year are enclosed. Please keep them somewhere safe and read them
  to make sure the cover is still right for you.</p>
  <table style="width:100%;font-size:9pt;border:1px solid #bbb;margin:4pt 0 10pt">
    <tr style="background:#eef1f8"><th>In this pack</th><th>What it's for</th></tr>
    <tr><td>Renewal schedule</td><td>The details of your cover, your premium and your excesses</td></tr>
    <tr><td>Certificate of motor insurance</td><td>Proof you have the insurance the law needs</td></tr>
    <tr><td>Policy booklet and IPID</td><td>Your full terms and a summary of them</td></tr>
  </table>
  <p style="margin:0 0 4pt"><b>Your policy summary</b></p>
  <table style="width:100%;font-size:9.5pt">
    <tr><td style="width:40%;color:#555">Policy number</td><td>PC 81 2264 0193</td></tr>
    <tr><td style="color:#555">Car</td><td>Vauxhall Corsa 1.2 SE, SF69 YRK</td></tr>
    <tr><td style="color:#555">Cover starts</td><td>22/07/2027</td></tr>
    <tr><td style="color:#555">Premium for the year</td><td><b>£583.20</b> (including IPT)</td></tr>
    <tr><td style="color:#555">Premium last year</td><td>£559.65</td></tr>
    <tr><td style="color:#555">Payment</td><td>Paid annually by card. We'll take £583.20 from your card on 22/07/2027.</td></tr>
  </table>
  <p style="margin:10pt 0 4pt"><b>Excesses</b></p>
  <table style="width:100%;font-size:9.5pt;border:1px solid #bbb">
    <tr style="background:#eef1f8"><th>Type of claim</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
    <tr><td>Accidental damage</td><td class="r">£100</td><td class="r">£250</td><td class="r">£350</td></tr>
    <tr><td>Fire and theft</td><td class="r">£100</td><td class="r">£250</td><td class="r">£350</td></tr>
    <tr><td>Windscreen replacement</td><td class="r">£90</td><td class="r">–</td><td class="r">£90</td></tr>
  </table>
  <p>If anything in your documents is wrong, or has changed, please call us before 22/07/2027.</p>
  <p>Yours sincerely,<br><br>Steve Kimber<br>Head of Customer Services</p>
  <p style="font-size:7pt;color:#666;margin-top:16pt">Churchill car insurance is underwritten by U K Insurance Limited. Registered office: The Wharf, Neville Street,
  Leeds LS1 4AZ. Authorised by the Prudential Regulation Authority and regulated by the FCA and the PRA.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 5. AA: HTML (scanned); a renewal quote letter: 'Here's your price for next year', a price breakdown box, the price
// down on last year, an extra (Roadside Assistance) added to make a total; the excess in two sentences.
const AA = `
<div style="font:10.5pt/1.5 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:center;background:#ffd300;padding:8pt 12pt">
    <b style="font-size:22pt">AA</b><span style="font-size:10pt;font-weight:bold">Car Insurance</span></div>
  <div style="margin-top:16pt;display:flex;justify-content:space-between">
    <div>Mrs Joanna Bright<br>5 Ashford Road<br>Maidstone<br>ME14 5DG</div>
    <div style="text-align:right;font-size:9.5pt">8 September 2027<br>Policy number AAC/11-6623-0481</div>
  </div>
  <p style="font-size:15pt;margin:16pt 0 6pt"><b>Your renewal quote</b></p>
  <p>Dear Mrs Bright,</p>
  <p>Your AA Car Insurance for your Honda Jazz 1.3 i-VTEC EX (GN19 TBX) ends at midnight on 8 October 2027. Your new cover starts
  on 9 October 2027.</p>
  <p style="font-size:13pt;margin:8pt 0">Here's your price for next year: <b>£742.16</b></p>
  <div class="box" style="width:60%;margin:4pt 0 10pt">
    <b>Your price breakdown</b>
    <table style="width:100%">
      <tr><td>Car insurance premium</td><td class="r">£662.64</td></tr>
      <tr><td>Insurance Premium Tax</td><td class="r">£79.52</td></tr>
      <tr><td><b>Total</b></td><td class="r"><b>£742.16</b></td></tr>
    </table>
  </div>
  <p>Last year's price was £791.03, so your price is down by £48.87.</p>
  <p><b>Extras you have</b><br>Roadside Assistance: £39.00. With this, your total to pay is £781.16.</p>
  <p><b>Your excess</b><br>Your compulsory excess is £200. You've added a voluntary excess of £200 too, so if you claim you'll pay £400
  in total.</p>
  <p>You don't need to do anything: we'll renew your policy and collect payment automatically. To make changes, call 0800 107 0680.</p>
  <p>Yours sincerely,<br><br>The AA Car Insurance team</p>
  <p style="font-size:7pt;color:#666;margin-top:20pt">AA Car Insurance is arranged by AA Financial Services Limited, authorised and regulated by the Financial Conduct
  Authority. Registered office: Fanum House, Basing View, Basingstoke RG21 4EA.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. Halifax: HTML; a bank brand's renewal notice: the figures in a band of three, IPT in a sentence, monthly terms,
// an excess table whose columns are kinds of claim and rows the kinds of excess; last year's price not stated.
const HALIFAX = `
<div style="font:10pt/1.45 Arial,sans-serif">
  <div style="border-bottom:3px solid #005eb8;padding-bottom:6pt;display:flex;justify-content:space-between;align-items:flex-end">
    <div><b style="font-size:22pt;color:#005eb8">HALIFAX</b><br><span style="font-size:9pt">Car Insurance</span></div>
    <div style="font-size:8.5pt;text-align:right;color:#444">Halifax Car Insurance<br>PO Box 1075, Leeds LS99 2TH<br>0345 604 8162</div>
  </div>
  <div style="margin-top:16pt;display:flex;justify-content:space-between">
    <div>Mr Owen Pritchard<br>17 Moorside Crescent<br>Keighley<br>BD21 5QP</div>
    <div style="text-align:right">2 July 2027</div>
  </div>
  <p style="font-size:15pt;margin:16pt 0 6pt"><b>Renewal notice</b></p>
  <p>Dear Mr Pritchard,</p>
  <p>Thank you for choosing Halifax Car Insurance. Here are your renewal details for the year ahead.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr 1fr;border:1px solid #005eb8;margin:8pt 0">
    <div style="padding:8pt;border-right:1px solid #005eb8"><div style="font-size:8.5pt;color:#555">Policy number</div>2K/774419/07</div>
    <div style="padding:8pt;border-right:1px solid #005eb8"><div style="font-size:8.5pt;color:#555">Renewal date</div>3 August 2027</div>
    <div style="padding:8pt;background:#e8f1fb"><div style="font-size:8.5pt;color:#555">Annual premium</div><b style="font-size:14pt">£468.93</b></div>
  </div>
  <p>Car: Ford Focus 1.0 EcoBoost Titanium, registration YG18 PNU. Comprehensive cover; no claim discount 7 years.</p>
  <p>The annual premium includes Insurance Premium Tax of £50.24. If you pay monthly, you'll make 12 payments of £41.02, a total of
  £492.24 (representative APR 9.9%).</p>
  <p style="margin:10pt 0 4pt"><b>What you pay towards a claim</b></p>
  <table style="width:80%;border:1px solid #bbb">
    <tr style="background:#e8f1fb"><th></th><th class="r">Accidental damage</th><th class="r">Fire and theft</th><th class="r">Glass</th></tr>
    <tr><td>Compulsory</td><td class="r">£250</td><td class="r">£250</td><td class="r">£75</td></tr>
    <tr><td>Voluntary</td><td class="r">£100</td><td class="r">£100</td><td class="r">£0</td></tr>
    <tr><td><b>Total</b></td><td class="r"><b>£350</b></td><td class="r"><b>£350</b></td><td class="r"><b>£75</b></td></tr>
  </table>
  <p>Your policy will renew automatically. If you don't want it to, or anything has changed, please call us before 3 August 2027.</p>
  <p>Yours sincerely,<br><br>Halifax Car Insurance</p>
  <p style="font-size:7pt;color:#666;margin-top:16pt">Halifax Car Insurance is arranged by Lloyds Bank General Insurance Limited and underwritten by a panel of insurers.
  Halifax is a division of Bank of Scotland plc. Authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 7. Asda Money: HTML (photographed); a supermarket brand's letter, every figure in a sentence, the price down; the
// compulsory excess in one paragraph and the voluntary and total in another.
const ASDA = `
<div style="font:10.5pt/1.5 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div><b style="font-size:22pt;color:#68a51c">Asda</b> <b style="font-size:22pt;color:#333">Money</b><br><span style="font-size:9pt">Car Insurance</span></div>
    <div style="font-size:8.5pt;text-align:right;color:#444">Asda Money Car Insurance<br>0345 071 1900</div>
  </div>
  <div style="margin-top:16pt;display:flex;justify-content:space-between">
    <div>Miss Kayleigh Doyle<br>48 Hyde Road<br>Gorton<br>Manchester M18 7AE</div>
    <div style="text-align:right">29 October 2027<br>Policy number: AMC 0092 7741 56</div>
  </div>
  <p style="font-size:15pt;margin:16pt 0 6pt"><b>Good news – your price has gone down</b></p>
  <p>Dear Miss Doyle,</p>
  <p>Your Asda Money Car Insurance for your Nissan Qashqai 1.2 DiG-T N-Connecta, MA17 HCX, renews on 26 November 2027.</p>
  <p>Last year you paid £412.60. This year it's <b>£389.47</b>, including Insurance Premium Tax, which is £23.13 less.</p>
  <p>Your compulsory excess is £250. This is the amount you pay towards any claim for damage to your car, or for its theft.</p>
  <p>We've kept the rest of your cover the same. Your voluntary excess stays at £250, so your total excess is £500. Windscreen claims have
  a separate excess of £85.</p>
  <p>You don't need to do anything. We'll renew your policy on 26 November 2027 and take the payment from the card you used last year.</p>
  <p>Yours sincerely,<br><br>Asda Money Car Insurance</p>
  <p style="font-size:7pt;color:#666;margin-top:18pt">Asda Money is a trading name of Asda Financial Services Limited. Asda Money Car Insurance is arranged and administered by
  an insurance intermediary authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. Hastings Direct YouDrive: HTML (photographed sideways); a young driver's black-box renewal: a driving score, a
// smart-driving discount, a deposit and instalments, an excess table with a young driver's additional excess.
const HASTINGS = `
<div style="font:10pt/1.45 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:center;background:#00263e;color:#fff;padding:8pt 12pt">
    <span><b style="font-size:18pt">Hastings Direct</b> <span style="font-size:11pt;color:#ffcd00">YouDrive</span></span>
    <span style="font-size:8.5pt">0333 321 9800</span></div>
  <div style="margin-top:14pt;display:flex;justify-content:space-between">
    <div>Mr Callum Booth<br>6 Sherwood Rise<br>Mansfield<br>NG18 4HP</div>
    <div style="text-align:right">10 June 2027<br>Policy number: HD-YD-77104932</div>
  </div>
  <p style="font-size:15pt;margin:14pt 0 6pt"><b>Your YouDrive renewal</b></p>
  <p>Hi Callum, your YouDrive policy for your Volkswagen Polo 1.0 Life (FN22 UXH) renews on 11 July 2027. Your black box has been
  busy: here's how your driving has shaped your price.</p>
  <div style="display:flex;gap:12pt;margin:8pt 0">
    <div class="box" style="flex:1;text-align:center"><div style="font-size:9pt">Your driving score</div><b style="font-size:22pt">84</b> / 100<br>
      <span style="font-size:8.5pt">Smooth braking 88 · Speed 81 · Time of day 79</span></div>
    <div class="box" style="flex:1;text-align:center"><div style="font-size:9pt">Your renewal price</div><b style="font-size:22pt">£1,472.15</b><br>
      <span style="font-size:8.5pt">for the year, including IPT</span></div>
  </div>
  <p>Your price includes a smart driving discount of £312.40 (it would have been £1,784.55 without it). Last year you paid £2,106.88,
  so you're saving £634.73.</p>
  <p>Paying monthly? You'll pay a deposit of £147.22, then 10 monthly payments of £138.84. Total £1,535.62, representative APR 21.9%.</p>
  <p style="margin:8pt 0 4pt"><b>Your excess</b></p>
  <table style="width:70%;border:1px solid #bbb">
    <tr><td>Compulsory excess</td><td class="r">£350</td></tr>
    <tr><td>Additional excess – drivers under 25</td><td class="r">£250</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
    <tr><td><b>Total excess for you</b></td><td class="r"><b>£700</b></td></tr>
  </table>
  <p>Keep your black box connected and keep your score up. Your policy will renew automatically.</p>
  <p style="font-size:7pt;color:#666;margin-top:14pt">Hastings Direct is a trading name of Advantage Insurance Company Limited and Hastings Insurance Services
  Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. Footman James: drawn by pdfkit; a classic car's renewal letter: agreed value, limited mileage, a club discount
// taken off a gross premium, IPT in the net premium, no voluntary excess (£0), an old-style plate.
function drawFootmanJames(doc: Doc): void {
  const left = 60;
  const right = 535;
  doc.font('Times-Bold').fontSize(22).fillColor('#5a1e2b');
  put(doc, 'Footman James', left, 44);
  doc.font('Times-Italic').fontSize(10).fillColor('#5a1e2b');
  put(doc, 'Classic vehicle insurance', left, 70);
  doc.font('Helvetica').fontSize(8.5).fillColor('#444444');
  ['Dudley, West Midlands', '0333 207 6050'].forEach((line, index) => putRight(doc, line, right, 48 + index * 11));
  doc.fillColor('black').fontSize(10);
  ['Mr Peter Lambourne', 'The Old Forge', 'Clent', 'Stourbridge DY9 9PZ'].forEach((line, index) => put(doc, line, left, 108 + index * 13));
  putRight(doc, '2 March 2027', right, 108);
  let y = 180;
  const text = (words: string, gap = 8) => {
    para(doc, words, left, y, right - left, 2);
    y = doc.y + gap;
  };
  text('Dear Mr Lambourne,');
  doc.font('Helvetica-Bold');
  text('Your classic car policy – renewal terms');
  doc.font('Helvetica');
  text(
    'Thank you for insuring your MG with us. Your renewal terms are set out below. We hope you have many more happy miles in her ' +
      'this year.',
  );
  const line = (label: string, value: string) => {
    doc.fillColor('#5a1e2b');
    put(doc, label, left + 8, y);
    doc.fillColor('black');
    put(doc, value, left + 190, y);
    y += 16;
  };
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke('#5a1e2b');
  y += 8;
  line('Policy number', 'FJ/CL/3380147');
  line('Vehicle', '1972 MGB GT');
  line('Registration', 'OPF 218K');
  line('Agreed value', '£14,500');
  line('Mileage limit', '3,000 miles a year');
  line('Period of insurance', '01/04/2027 to 31/03/2028');
  line('Renewal date', '1 April 2027');
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke('#5a1e2b');
  y += 12;
  doc.font('Helvetica-Bold');
  text('Premium', 2);
  doc.font('Helvetica');
  const money = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    put(doc, label, left + 8, y);
    putRight(doc, value, left + 330, y);
    y += 15;
  };
  money('Premium before club discount', '£238.69');
  money("MG Owners' Club members' discount (10%)", '– £23.87');
  money('Annual premium, including Insurance Premium Tax', '£214.82', true);
  money('of which Insurance Premium Tax', '£23.02');
  money("Last year's premium", '£206.35');
  y += 8;
  doc.font('Helvetica-Bold');
  text('Excess', 2);
  doc.font('Helvetica');
  money('Compulsory excess (accidental damage, fire and theft)', '£100');
  money('Voluntary excess', '£0');
  money('Total excess', '£100');
  y += 8;
  text(
    'Your policy also includes agreed value cover, salvage retention, laid-up cover, spare parts cover up to £1,000 and 90 days of ' +
      'European touring cover.',
  );
  text(
    'To renew, please call us before 1 April 2027. If you pay by Direct Debit, your policy will renew automatically and you need do ' +
      'nothing.',
  );
  text('Yours sincerely,', 18);
  text('Julian Perry\nClassic Policy Team');
  doc.fontSize(7).fillColor('#555555');
  para(
    doc,
    'Footman James is a trading name of Footman James & Co Ltd, authorised and regulated by the Financial Conduct Authority.',
    left,
    776,
    right - left,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 10. Ageas: HTML; an insurer's motor renewal schedule in numbered sections: period of insurance, vehicle, premium
// with IPT and the expiring premium, excesses by section of the policy, endorsements by number.
const AGEAS = `
<div style="font:9.5pt/1.4 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #7a1f5c;padding-bottom:6pt">
    <b style="font-size:22pt;color:#7a1f5c">ageas</b>
    <div style="text-align:right"><b style="font-size:12pt">Motor Renewal Schedule</b><br><span style="font-size:8.5pt">Issued 11 April 2027</span></div>
  </div>
  <table style="width:100%;margin-top:10pt">
    <tr><td style="width:34%"><b>Policy number</b></td><td>P/MC/6612-0419</td></tr>
    <tr><td><b>1. Policyholder</b></td><td>Dr Samuel Okafor, 31 Wilmslow Road, Manchester M20 5PQ</td></tr>
    <tr><td><b>2. Period of insurance</b></td><td>From 00:01 on 14/05/2027 to midnight on 13/05/2028</td></tr>
    <tr><td><b>3. Vehicle</b></td><td>BMW 320d M Sport Touring; registration mark ML68 RZA; value £16,250</td></tr>
    <tr><td><b>4. Cover</b></td><td>Comprehensive</td></tr>
    <tr><td><b>5. Use</b></td><td>Social, domestic and pleasure and commuting (Class 1)</td></tr>
    <tr><td><b>6. Drivers</b></td><td>The policyholder; Mrs Ngozi Okafor</td></tr>
  </table>
  <p style="margin:10pt 0 4pt"><b>7. Premium</b></p>
  <table style="width:70%">
    <tr><td>Renewal premium (including IPT)</td><td class="r"><b>£879.36</b></td></tr>
    <tr><td>Insurance Premium Tax at 12% included above</td><td class="r">£94.22</td></tr>
    <tr><td>Expiring premium</td><td class="r">£842.50</td></tr>
  </table>
  <p style="margin:10pt 0 4pt"><b>8. Excesses</b></p>
  <table style="width:100%;border:1px solid #bbb">
    <tr style="background:#f3e9f0"><th>Section</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
    <tr><td>Section 2 – Loss or damage</td><td class="r">£400</td><td class="r">£100</td><td class="r">£500</td></tr>
    <tr><td>Section 3 – Windscreen (replacement)</td><td class="r">£120</td><td class="r">Nil</td><td class="r">£120</td></tr>
  </table>
  <p style="margin:10pt 0 4pt"><b>9. Endorsements applying</b></p>
  <p style="margin:0">012 Vehicle security &nbsp; · &nbsp; 045 Protected no claim discount (9 years) &nbsp; · &nbsp; 101 Approved repairer</p>
  <p style="margin:10pt 0 4pt"><b>10. No claim discount</b></p>
  <p style="margin:0">9 years, protected.</p>
  <p style="margin-top:12pt">This schedule forms part of your policy and must be read with the policy wording and the certificate of motor insurance.
  Please check it carefully and tell your insurer of any mistake.</p>
  <p style="font-size:7pt;color:#666;margin-top:16pt">Ageas Insurance Limited, Registered Office: Ageas House, Hampshire Corporate Park, Templars Way, Eastleigh,
  Hampshire SO53 3YA. Authorised by the Prudential Regulation Authority and regulated by the FCA and the PRA.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Kwik Fit Insurance: HTML; a broker's renewal email: 'we've searched our panel', three insurers' quotes in a
// table with their own excesses, the current insurer's renewal recommended; last year's price in a sentence.
const KWIK_FIT = `
<div style="width:470pt;margin:0 auto;font:10pt/1.45 Arial,sans-serif">
  <div style="font-size:8pt;color:#666;display:flex;justify-content:space-between"><span>From: Kwik Fit Insurance &lt;renewals@kwik-fitinsurance.example&gt;</span><span>Thu 21 Jan 2027, 11:47</span></div>
  <div style="background:#0b2d71;color:#fff;padding:10pt 14pt;margin-top:6pt"><b style="font-size:17pt">Kwik Fit Insurance</b>
    <span style="float:right;font-size:9pt;margin-top:5pt">Renewal reminder</span></div>
  <p style="font-size:14pt;margin:12pt 0 4pt"><b>We've searched our panel for your renewal</b></p>
  <p>Hello Mr Rennie,</p>
  <p>Your car insurance (policy KFI/0418/77632) for your Skoda Octavia 1.5 TSI SE L Estate, AB19 KTL, is due for renewal on
  Saturday 20 February 2027. We've compared prices from our panel of insurers for the same cover.</p>
  <table style="width:100%;border:1px solid #0b2d71;font-size:9.5pt">
    <tr style="background:#e6ecf7"><th>Insurer</th><th class="r">Annual price</th><th class="r">Excess (total)</th><th></th></tr>
    <tr style="background:#fff6d6"><td><b>LV= (your current insurer)</b></td><td class="r"><b>£604.70</b></td><td class="r">£350</td><td><b>Recommended</b></td></tr>
    <tr><td>Insurer B</td><td class="r">£622.15</td><td class="r">£450</td><td></td></tr>
    <tr><td>Insurer C</td><td class="r">£651.40</td><td class="r">£300</td><td></td></tr>
  </table>
  <p>You paid £588.95 last year, so renewing with LV= costs £15.75 more. The recommended price includes Insurance Premium Tax.</p>
  <p>With LV=, your excess is £250 compulsory and £100 voluntary (£350 in total). Windscreen claims: £115.</p>
  <p>Unless you tell us otherwise, we'll renew with LV= on 20 February 2027 and collect payment by your existing Direct Debit.</p>
  <div style="text-align:center;margin:10pt 0"><span style="background:#f9a800;color:#0b2d71;padding:7pt 26pt;font-weight:bold">See my renewal</span></div>
  <p style="font-size:7pt;color:#777;border-top:1px solid #ddd;padding-top:4pt">Kwik Fit Insurance is a trading name of Kwik Fit Insurance Services Limited, authorised and regulated by the
  Financial Conduct Authority. Registered in Scotland.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. Elephant: HTML; a plain-text renewal email as a desktop mail program prints it: the headers in a box, the body in
// a fixed-width font, the figures in a table drawn with dashes, the excess as three indented lines.
const ELEPHANT = `
<div style="font:9pt Arial,sans-serif;border-bottom:2px solid #000;padding-bottom:4pt"><b style="font-size:12pt">Joe Whitfield</b></div>
<table style="font:9pt Arial,sans-serif;margin:6pt 0">
  <tr><td><b>From:</b></td><td>Elephant Car Insurance &lt;noreply@elephant.example&gt;</td></tr>
  <tr><td><b>Sent:</b></td><td>10 December 2026 07:15</td></tr>
  <tr><td><b>To:</b></td><td>joe.whitfield@example.com</td></tr>
  <tr><td><b>Subject:</b></td><td>Your Elephant renewal - RX71 BWM</td></tr>
</table>
<pre style="font:9.5pt/1.35 'Courier New',monospace;white-space:pre-wrap">
Dear Joe,

Your Elephant car insurance renews on 9 January 2027.

Here is your renewal price for the coming year.

  Policy number         EL/PC/55017420
  Car                   Mercedes-Benz A180 Sport, RX71 BWM
  -----------------------------------------------------------
  Premium                              £654.98
  Insurance Premium Tax                 £78.60
  Total annual cost                    £733.58
  -----------------------------------------------------------
  This time last year you paid         £701.99

If you pay by instalments: 10 payments of £76.92 (total £769.20,
representative APR 12.9%).

Please check your excesses:
  - Compulsory excess: £300 for all drivers
  - Voluntary excess you chose: £200
  - Total excess for accidental damage, fire or theft: £500

Nothing else on your policy has changed. It will renew automatically;
if you don't want it to, reply to this email or call 0330 0240 950.

Thanks,
Elephant Customer Services

Elephant is a trading name of Admiral Insurance Company Limited, authorised
and regulated by the Financial Conduct Authority.
</pre>`;

export const FRESH_NOTICES_50: FreshNotice[] = [
  {
    name: 'aviva',
    html: AVIVA,
    expected: {
      renewalDate: '2027-02-01',
      insurer: 'Aviva',
      policyNumber: 'MTR 418 226 905',
      registrationNumber: 'KY21XGB',
      renewalPremium: '697.44',
      previousPremium: '664.18',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },
  {
    name: 'direct-line',
    html: DIRECT_LINE,
    expected: {
      renewalDate: '2027-03-17',
      insurer: 'Direct Line',
      policyNumber: '6027 4419 208',
      registrationNumber: 'LB70NWE',
      renewalPremium: '1018.56',
      previousPremium: '947.20',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'howden',
    html: '',
    draw: drawHowden,
    expected: {
      renewalDate: '2027-06-06',
      insurer: 'Howden',
      policyNumber: 'HWD/PMC/0072514',
      registrationNumber: 'PE19KZR',
      renewalPremium: '1289.95',
      previousPremium: '1236.80',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'churchill',
    html: CHURCHILL,
    scan: true,
    expected: {
      renewalDate: '2027-07-22',
      insurer: 'Churchill',
      policyNumber: 'PC 81 2264 0193',
      registrationNumber: 'SF69YRK',
      renewalPremium: '583.20',
      previousPremium: '559.65',
      compulsoryExcess: '100',
      voluntaryExcess: '250',
      totalExcess: '350',
    },
  },
  {
    name: 'aa',
    html: AA,
    scan: true,
    expected: {
      renewalDate: '2027-10-09',
      insurer: 'AA',
      policyNumber: 'AAC/11-6623-0481',
      registrationNumber: 'GN19TBX',
      renewalPremium: '742.16',
      previousPremium: '791.03',
      compulsoryExcess: '200',
      voluntaryExcess: '200',
      totalExcess: '400',
    },
  },
  {
    name: 'halifax',
    html: HALIFAX,
    expected: {
      renewalDate: '2027-08-03',
      insurer: 'Halifax',
      policyNumber: '2K/774419/07',
      registrationNumber: 'YG18PNU',
      renewalPremium: '468.93',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'asda-money',
    html: ASDA,
    photo: true,
    expected: {
      renewalDate: '2027-11-26',
      insurer: 'Asda Money',
      policyNumber: 'AMC 0092 7741 56',
      registrationNumber: 'MA17HCX',
      renewalPremium: '389.47',
      previousPremium: '412.60',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'hastings-youdrive',
    html: HASTINGS,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-07-11',
      insurer: 'Hastings Direct',
      policyNumber: 'HD-YD-77104932',
      registrationNumber: 'FN22UXH',
      renewalPremium: '1472.15',
      previousPremium: '2106.88',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '700',
    },
  },
  {
    name: 'footman-james',
    html: '',
    draw: drawFootmanJames,
    expected: {
      renewalDate: '2027-04-01',
      insurer: 'Footman James',
      policyNumber: 'FJ/CL/3380147',
      registrationNumber: 'OPF218K',
      renewalPremium: '214.82',
      previousPremium: '206.35',
      compulsoryExcess: '100',
      voluntaryExcess: '0',
      totalExcess: '100',
    },
  },
  {
    name: 'ageas',
    html: AGEAS,
    expected: {
      renewalDate: '2027-05-14',
      insurer: 'Ageas',
      policyNumber: 'P/MC/6612-0419',
      registrationNumber: 'ML68RZA',
      renewalPremium: '879.36',
      previousPremium: '842.50',
      compulsoryExcess: '400',
      voluntaryExcess: '100',
      totalExcess: '500',
    },
  },
  {
    name: 'kwik-fit',
    html: KWIK_FIT,
    expected: {
      renewalDate: '2027-02-20',
      insurer: 'Kwik Fit Insurance',
      policyNumber: 'KFI/0418/77632',
      registrationNumber: 'AB19KTL',
      renewalPremium: '604.70',
      previousPremium: '588.95',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'elephant',
    html: ELEPHANT,
    expected: {
      renewalDate: '2027-01-09',
      insurer: 'Elephant',
      policyNumber: 'EL/PC/55017420',
      registrationNumber: 'RX71BWM',
      renewalPremium: '733.58',
      previousPremium: '701.99',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
];
