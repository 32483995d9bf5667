// Set 47 (issue 47): twelve renewal notices written afresh, from UK private-car brands whose names begin with M to Z,
// in layouts none of sets 1 to 45 used: MoneySuperMarket's renewal reminder email as Gmail prints it, naming the
// driver's current insurer (Privilege) and listing cheaper quotes from others; Quotezone's renewal-reminder page in the
// driver's account (current insurer Tesco Bank), photographed; a Nowell & Richards letter with a summary box (scanned);
// a West Norfolk Insurance Services email as desktop Outlook prints it, the broker moving the policy from Aviva to Covéa
// and setting Aviva's renewal price beside the new one; a Motts Godwin debit note (drawn), net / IPT / gross columns, a
// pre-1999 plate; a Royton Insurance letter (drawn, scanned), every figure in a sentence and the excess in two sentences
// with no total; Octopus EV's app screen saved as PDF, the monthly price big; Tiger.co.uk's account page with a
// breakdown, extras and an excess table by claim type; Vitality's member page with cashback and a status discount beside
// the price; Rooster's email as Apple Mail prints it, 'Last year' before 'This year'; Thinkinsure's 'what's changed'
// table; a Post Office letter with a sidebar, photographed sideways.
// Six of the brands (MoneySuperMarket, Quotezone, Nowell & Richards, West Norfolk Insurance Services, Motts Godwin,
// Royton Insurance) no earlier set used. I could not name more M-to-Z brands I was sure of, so six are brands an earlier
// set used, each in a layout clearly unlike its earlier one: Octopus EV (set 17, a letter with a summary table; here the
// app screen), Tiger.co.uk (set 19, a letter; here the account page), Vitality (set 2, a short letter with the price in a
// sentence; here the member portal), Rooster (set 39, app cards photographed; here an email as Apple Mail prints it),
// Thinkinsure (set 18, a letter with extras and a fee; here a 'what's changed' table of last year and this renewal),
// Post Office (sets 2, 4, 6: a photographed banner, sentences; here a letter with a sidebar, photographed sideways).
// The two comparison-site notices' insurer is the driver's current insurer they name (Privilege, Tesco Bank), as a
// driver would say it; the broker's notices' insurer is the broker, as in earlier sets.
// Two drawn by pdfkit (Motts Godwin, Royton), ten printed from HTML by Chromium; scanned: Nowell & Richards, Royton;
// photographed: Quotezone (upright), Post Office (sideways).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. MoneySuperMarket
  ['msm saving', [612.77, 135.43], 748.2],
  ['msm rise', [679.55, 68.65], 748.2],
  // 2. Quotezone
  ['quotezone rise', [512.35, 51.55], 563.9],
  ['quotezone excess', [250, 150], 400],
  ['quotezone saving', [498.12, 65.78], 563.9],
  // 3. Nowell & Richards
  ['nowell rise', [781.02, 48.45], 829.47],
  ['nowell excess', [300, 200], 500],
  ['nowell instalments', [87.04, 10 * 78.39], 870.94],
  ['nowell credit', [829.47, 41.47], 870.94],
  // 4. West Norfolk Insurance Services
  ['west-norfolk aviva rise', [612.84, 128.46], 741.3],
  ['west-norfolk saving', [668.19, 73.11], 741.3],
  ['west-norfolk change on last year', [612.84, 55.35], 668.19],
  ['west-norfolk covea excess', [250, 250], 500],
  ['west-norfolk aviva excess', [350, 100], 450],
  // 5. Motts Godwin
  ['motts ipt car', [278.4 * 0.12], 33.41],
  ['motts car gross', [278.4, 33.41], 311.81],
  ['motts ipt legal', [22.32 * 0.12], 2.68],
  ['motts legal gross', [22.32, 2.68], 25],
  ['motts net total', [278.4, 22.32, 15], 315.72],
  ['motts ipt total', [33.41, 2.68], 36.09],
  ['motts total due', [311.81, 25, 15], 351.81],
  ['motts change', [296.54, 15.27], 311.81],
  ['motts excess', [150, 100], 250],
  // 6. Royton Insurance
  ['royton rise', [903.25, 54.35], 957.6],
  ['royton instalments', [95.76, 10 * 90.97], 1005.46],
  ['royton credit', [957.6, 47.86], 1005.46],
  // 7. Octopus EV
  ['octopus monthly', [12 * 54.18], 650.16],
  ['octopus credit', [618, 32.16], 650.16],
  ['octopus rise', [587.4, 30.6], 618],
  ['octopus with charger', [618, 18], 636],
  ['octopus excess', [350, 100], 450],
  // 8. Tiger.co.uk
  ['tiger ipt', [742.05 * 0.12], 89.05],
  ['tiger car total', [742.05, 89.05], 831.1],
  ['tiger to pay', [831.1, 64.99, 19.99], 916.08],
  ['tiger rise', [802.44, 28.66], 831.1],
  ['tiger excess', [250, 200], 450],
  ['tiger windscreen', [100, 0], 100],
  // 9. Vitality
  ['vitality before discount', [1032.76, 57.38], 1090.14],
  ['vitality rise', [998.1, 34.66], 1032.76],
  ['vitality excess', [500, 250], 750],
  // 10. Rooster
  ['rooster rise', [1196.7, 87.66], 1284.36],
  ['rooster with fee', [1284.36, 20], 1304.36],
  ['rooster excess', [350, 250], 600],
  // 11. Thinkinsure
  ['thinkinsure fall', [655.72, 28.41], 684.13],
  ['thinkinsure excess last year', [250, 250], 500],
  ['thinkinsure excess', [300, 250], 550],
  ['thinkinsure excess change', [500, 50], 550],
  // 12. Post Office
  ['post-office rise', [451.9, 24.28], 476.18],
  ['post-office monthly', [12 * 42.12], 505.44],
  ['post-office credit', [476.18, 29.26], 505.44],
  ['post-office excess', [250, 100], 350],
];
checkSums('set 47', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. MoneySuperMarket: HTML; a comparison site's renewal reminder email as Gmail prints it. It names the driver's
// current insurer (Privilege) and the renewal price the driver saved, then lists three cheaper quotes from others,
// each with its own total excess; only the voluntary excess is the driver's own. No policy number.
const MSM = `
<div style="font:10pt/1.4 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ccc;padding-bottom:6pt">
    <span style="font-size:15pt;color:#666"><b style="color:#d93025">M</b> Gmail</span>
    <span style="font-size:9pt">Jordan Whitfield &lt;jordan.whitfield@example.com&gt;</span>
  </div>
  <p style="font-size:13pt;font-weight:bold;margin:10pt 0 2pt">Your car insurance renewal is on 14 March – could you pay less?</p>
  <div style="font-size:8.5pt;color:#555;border-bottom:1px solid #ccc;padding-bottom:6pt">1 message</div>
  <div style="display:flex;justify-content:space-between;font-size:9pt;margin-top:6pt">
    <span><b>MoneySuperMarket</b> &lt;reminders@moneysupermarket.example&gt;<br>To: jordan.whitfield@example.com</span>
    <span>12 February 2027 at 08:31</span>
  </div>
  <div style="max-width:430pt;margin:14pt auto 0">
    <div style="background:#1b1464;color:#fff;padding:8pt 12pt;font:bold 15pt Arial">moneysupermarket</div>
    <p>Hi Jordan,</p>
    <p>Your car insurance with <b>Privilege</b> is due for renewal on <b>Sunday 14 March 2027</b>. Before it renews, it's
    worth checking whether you could pay less for the same cover.</p>
    <div style="border:1px solid #c9c5e6;background:#f6f5fc;padding:8pt 10pt">
      <div style="font-weight:bold;margin-bottom:4pt">Your current policy (the details you saved)</div>
      <table style="width:100%">
        <tr><td style="width:55%">Insurer</td><td>Privilege</td></tr>
        <tr><td>Car</td><td>Audi A3 Sportback 35 TFSI S line (KY70 HBN)</td></tr>
        <tr><td>Renewal date</td><td>14/03/2027</td></tr>
        <tr><td>Renewal price you were quoted</td><td><b>£748.20</b></td></tr>
        <tr><td>What you paid last year</td><td>£679.55</td></tr>
        <tr><td>Voluntary excess</td><td>£250 (we used the same for your quotes)</td></tr>
      </table>
    </div>
    <p>Your renewal price is £68.65 more than last year. We ran your details again on 11 February and these were your
    three cheapest quotes for comprehensive cover:</p>
    <table style="width:100%;border-top:1px solid #1b1464;border-bottom:1px solid #1b1464">
      <tr style="background:#eceaf7"><th>Provider</th><th class="r">Price for the year</th><th class="r">Total excess</th></tr>
      <tr><td>Hastings Direct</td><td class="r">£612.77</td><td class="r">£600</td></tr>
      <tr><td>esure</td><td class="r">£639.04</td><td class="r">£500</td></tr>
      <tr><td>LV=</td><td class="r">£655.90</td><td class="r">£450</td></tr>
    </table>
    <p>The cheapest is <b>£135.43</b> less than your renewal price. Prices were correct at 08:00 on 12 February 2027 and
    can change; check the cover and excess before you buy.</p>
    <p style="text-align:center"><span style="background:#00a651;color:#fff;padding:6pt 18pt;font-weight:bold">See my quotes</span></p>
    <p style="font-size:7.5pt;color:#777">You're getting this email because you set a renewal reminder. MoneySuperMarket is a trading name of
    an insurance intermediary authorised and regulated by the Financial Conduct Authority. Unsubscribe · Privacy</p>
  </div>
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#666;margin-top:40pt">
    <span>https://mail.google.com/mail/u/0/?ik=4b1c0e9a71&amp;view=pt&amp;search=all&amp;permthid=thread-f:1790442816</span><span>1/1</span>
  </div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. Quotezone: HTML (photographed); the renewal-reminder page of a comparison site's account, saved as PDF: the
// driver's current policy as they entered it (Tesco Bank), then quotes from others with their own excesses.
const QUOTEZONE = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#666"><span>05/03/2027, 21:07</span><span>My renewals | Quotezone.co.uk</span></div>
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #f7a800;padding:8pt 0;margin-top:4pt">
    <b style="font-size:18pt;color:#0b3c5d">quotezone<span style="color:#f7a800">.co.uk</span></b>
    <span style="font-size:9pt">My quotes · <b>My renewals</b> · My details · Log out</span>
  </div>
  <p style="font-size:15pt;margin:14pt 0 2pt">Hello Niamh, your car insurance renews in 29 days</p>
  <p style="margin:0 0 10pt;color:#555">Here's the policy you told us about, and what we found when we searched again.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:14pt">
    <div class="box" style="border-color:#0b3c5d">
      <div style="font-weight:bold;color:#0b3c5d;margin-bottom:4pt">Your current policy</div>
      <table style="width:100%">
        <tr><td>Current insurer</td><td><b>Tesco Bank Car Insurance</b></td></tr>
        <tr><td>Policy number</td><td>TBC-7730-418825</td></tr>
        <tr><td>Car</td><td>Skoda Octavia Estate 2.0 TDI SE Technology</td></tr>
        <tr><td>Registration</td><td>PE68 TWX</td></tr>
        <tr><td>Renewal date</td><td>3 April 2027</td></tr>
      </table>
    </div>
    <div class="box" style="border-color:#0b3c5d">
      <div style="font-weight:bold;color:#0b3c5d;margin-bottom:4pt">Your renewal quote from Tesco Bank</div>
      <div style="font-size:18pt;font-weight:bold">£563.90</div>
      <div style="font-size:8.5pt;color:#555">added by you on 04/03/2027</div>
      <div style="margin-top:6pt">Last year you paid £512.35 – up £51.55</div>
      <div style="margin-top:6pt">Excess: £250 compulsory + £150 voluntary = £400</div>
    </div>
  </div>
  <p style="font-size:12pt;margin:16pt 0 4pt"><b>Quotes we found for the same cover</b></p>
  <table style="width:100%;border-top:1px solid #999">
    <tr style="background:#eef3f7"><th>Insurer</th><th class="r">Annual price</th><th class="r">Compulsory excess</th><th class="r">Voluntary excess</th></tr>
    <tr><td>Admiral</td><td class="r">£498.12</td><td class="r">£300</td><td class="r">£150</td></tr>
    <tr><td>1st Central</td><td class="r">£521.60</td><td class="r">£350</td><td class="r">£150</td></tr>
    <tr><td>Ageas</td><td class="r">£547.03</td><td class="r">£250</td><td class="r">£150</td></tr>
  </table>
  <p>The cheapest quote is £65.78 less than your renewal quote. Quotes are valid until 11 March 2027.</p>
  <p style="font-size:7.5pt;color:#666">Quotezone.co.uk is a trading name of Seopa Ltd, authorised and regulated by the Financial Conduct Authority.
  We compare prices from a panel of providers; not every provider is included.</p>
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#666;margin-top:150pt"><span>https://www.quotezone.co.uk/account/renewals/car</span><span>1/1</span></div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. Nowell & Richards Insurance Services: HTML (scanned); a broker's letter with a summary box beside the address,
// an optional add-on priced apart and instalments.
const NOWELL = `
<div style="font-size:10pt">
  <div style="border-bottom:2px solid #5a2d82;padding-bottom:6pt">
    <span style="font:bold 19pt Georgia,serif;color:#5a2d82">Nowell &amp; Richards</span><br>
    <span style="font-size:8.5pt;color:#555">Insurance Services Ltd · Personal Insurance Team · 01902 771 430</span>
  </div>
  <div style="display:grid;grid-template-columns:1fr 230pt;gap:20pt;margin-top:16pt">
    <div>Mrs Gwen Ashby<br>7 Church Meadow<br>Codsall<br>Wolverhampton WV8 1QE<br><br>24 May 2027</div>
    <div class="box" style="border:1.5px solid #5a2d82">
      <div style="font-weight:bold;color:#5a2d82;margin-bottom:3pt">Your renewal summary</div>
      <table style="width:100%;font-size:9pt">
        <tr><td>Policy number</td><td>NR/PM/0093815</td></tr>
        <tr><td>Insurer</td><td>Allianz Insurance plc</td></tr>
        <tr><td>Vehicle</td><td>Toyota C-HR 1.8 Hybrid Design</td></tr>
        <tr><td>Registration</td><td>YE19 DKP</td></tr>
        <tr><td>Renewal date</td><td>21/06/2027</td></tr>
        <tr><td>Renewal premium</td><td><b>£829.47</b></td></tr>
        <tr><td>Last year's premium</td><td>£781.02</td></tr>
        <tr><td>Excess</td><td>£300 compulsory / £200 voluntary</td></tr>
      </table>
    </div>
  </div>
  <p style="margin-top:16pt">Dear Mrs Ashby,</p>
  <p><b>Your private car insurance renewal</b></p>
  <p>Your policy is due for renewal on 21 June 2027 and Allianz have invited renewal on the terms in the box above. The renewal
  premium includes Insurance Premium Tax and is £48.45 more than last year, mainly because of the higher cost of repairing
  hybrid vehicles. Your no claims discount is now 6 years.</p>
  <p>The excess for a claim for accidental damage is therefore £500 in total. Windscreen claims carry a separate £100 excess.</p>
  <p>Motor Legal Expenses cover is available for a further £29.95 and is not included in the premium above; please let us
  know if you would like it.</p>
  <p>If you would prefer to pay by instalments, a deposit of £87.04 is followed by 10 monthly payments of £78.39, a total of
  £870.94 including a credit charge of £41.47 (APR 9.8%).</p>
  <p>If you wish to renew, please call us before 21 June 2027. If we do not hear from you, your cover will end at midnight on 20 June 2027.</p>
  <p>Yours sincerely,<br><br>Karen Bayliss<br>Account Handler</p>
  <p style="font-size:7.5pt;color:#666;margin-top:30pt">Nowell &amp; Richards Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. West Norfolk Insurance Services: HTML; a broker's email as desktop Outlook prints it. The broker moves the policy:
// this year with Aviva (paid £612.84), Aviva's renewal price £741.30 beside the new insurer's (Covéa, £668.19), each
// with its own excesses.
const WEST_NORFOLK = `
<div style="font:10pt/1.4 Calibri,Arial,sans-serif">
  <div style="font-size:12pt;font-weight:bold;border-bottom:3px solid #000;padding-bottom:3pt">Harriet Barker</div>
  <table style="margin-top:8pt;font-size:10pt">
    <tr><td style="width:70pt"><b>From:</b></td><td>Personal Lines – West Norfolk Insurance Services &lt;personal@westnorfolkinsurance.example&gt;</td></tr>
    <tr><td><b>Sent:</b></td><td>02 June 2027 11:46</td></tr>
    <tr><td><b>To:</b></td><td>Harriet Barker &lt;h.barker@example.com&gt;</td></tr>
    <tr><td><b>Subject:</b></td><td>Your car insurance renewal – we have found you a better price</td></tr>
  </table>
  <p style="margin-top:14pt">Dear Mrs Barker,</p>
  <p><b>Renewal of your car insurance – our ref. WN/PC/61204 – Volkswagen Tiguan 1.5 TSI Life, AU21 KFH</b></p>
  <p>Your car insurance renews on 1 July 2027. This year your policy was with Aviva, and you paid £612.84. Aviva's renewal
  price for next year is £741.30, an increase of £128.46, so we went back to our panel of insurers for you.</p>
  <p>The best terms for the same comprehensive cover come from Covéa Insurance, at <b>£668.19</b> including Insurance
  Premium Tax. That is £73.11 less than Aviva's renewal price, and £55.35 more than you paid this year. Unless you tell us
  otherwise, we will move your policy to Covéa Insurance from 1 July 2027.</p>
  <table style="width:88%;border:1px solid #777;margin:6pt 0">
    <tr style="background:#e7eef5"><th>&nbsp;</th><th class="r">Aviva (renewal terms)</th><th class="r">Covéa Insurance (recommended)</th></tr>
    <tr><td>Annual premium incl. IPT</td><td class="r">£741.30</td><td class="r"><b>£668.19</b></td></tr>
    <tr><td>Compulsory excess</td><td class="r">£350</td><td class="r">£250</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£100</td><td class="r">£250</td></tr>
    <tr><td>Total excess</td><td class="r">£450</td><td class="r">£500</td></tr>
    <tr><td>Courtesy car</td><td class="r">Included</td><td class="r">Included</td></tr>
  </table>
  <p>Our reference stays WN/PC/61204; Covéa will issue a new certificate and schedule before 1 July. We will collect the
  premium from your card ending 2207 as before. If you would rather stay with Aviva at £741.30, or not renew at all, just
  reply to this email or call us on 01553 774 301.</p>
  <p>Kind regards,</p>
  <p>Tom Greenacre<br>Personal Lines Account Handler<br><b>West Norfolk Insurance Services Ltd</b><br>King's Lynn, Norfolk</p>
  <p style="font-size:7.5pt;color:#666">West Norfolk Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority. This email and any
  attachments are confidential and intended solely for the addressee.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 5. Motts Godwin Insurance Services: drawn by pdfkit; a broker's renewal debit note, each item in net / IPT / gross
// columns, an optional add-on and a fee, the amount due; the expiring premium beneath; a 1999 prefix plate.
function drawMottsGodwin(doc: Doc): void {
  const left = 56;
  const right = 540;
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#0d4d3a');
  put(doc, 'MOTTS GODWIN', left, 48);
  doc.font('Helvetica').fontSize(8.5).fillColor('#444444');
  put(doc, 'Insurance Services · All classes of insurance transacted', left, 67);
  ['Debit note no. DN27/04418', 'Date of issue 12/07/2027', 'Client ref. MGIS 2291'].forEach((line, index) => putRight(doc, line, right, 50 + index * 11));
  doc.fillColor('black').fontSize(10);
  ['Mr Peter Okoro', '3 Marsh Road', 'Rainham', 'Gillingham', 'ME8 7LT'].forEach((line, index) => put(doc, line, left, 108 + index * 13));
  doc.font('Helvetica-Bold').fontSize(12);
  put(doc, 'RENEWAL INVITATION AND DEBIT NOTE – PRIVATE MOTOR', left, 190);
  doc.font('Helvetica').fontSize(9.5);
  const facts: [string, string][] = [
    ['Insurer', 'Ageas Insurance Limited'],
    ['Policy number', 'AGS/PC/51188420'],
    ['Period of insurance', '09/08/2027 to 08/08/2028 (both dates inclusive)'],
    ['Vehicle', 'Mazda MX-5 1.8i (1999), registration T718 HNV'],
    ['Cover', 'Comprehensive, social domestic and pleasure only, limited mileage 3,000'],
  ];
  let y = 212;
  for (const [label, value] of facts) {
    put(doc, label, left, y);
    put(doc, value, left + 120, y);
    y += 14;
  }
  y += 10;
  const cols = [left, left + 34, left + 270, left + 340, left + 410];
  const ends = [0, 0, left + 330, left + 400, right];
  doc.rect(left, y - 4, right - left, 18).fill('#e3efe9');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(9);
  put(doc, 'Item', cols[0] ?? left, y);
  put(doc, 'Description', cols[1] ?? left, y);
  ['Net £', 'IPT £', 'Gross £'].forEach((head, index) => putRight(doc, head, ends[index + 2] ?? right, y));
  y += 20;
  doc.font('Helvetica');
  const items: [string, string, string, string, string][] = [
    ['001', 'Private car – comprehensive', '278.40', '33.41', '311.81'],
    ['002', 'Motor legal expenses (optional)', '22.32', '2.68', '25.00'],
    ['003', 'Broker administration fee', '15.00', '0.00', '15.00'],
  ];
  for (const row of items) {
    put(doc, row[0], cols[0] ?? left, y);
    put(doc, row[1], cols[1] ?? left, y);
    [row[2], row[3], row[4]].forEach((cell, index) => putRight(doc, cell, ends[index + 2] ?? right, y));
    y += 15;
  }
  doc.moveTo(left + 260, y).lineTo(right, y).lineWidth(0.5).stroke('#333333');
  y += 5;
  doc.font('Helvetica-Bold');
  put(doc, 'TOTAL AMOUNT DUE', cols[1] ?? left, y);
  ['315.72', '36.09', '351.81'].forEach((cell, index) => putRight(doc, cell, ends[index + 2] ?? right, y));
  y += 26;
  doc.font('Helvetica').fontSize(9.5);
  put(doc, 'Expiring premium, item 001 (09/08/2026 to 08/08/2027), including IPT:', left, y);
  putRight(doc, '£296.54', right, y);
  y += 14;
  put(doc, 'Change in the premium for item 001:', left, y);
  putRight(doc, '+£15.27', right, y);
  y += 24;
  doc.font('Helvetica-Bold');
  put(doc, 'Excesses (accidental damage, fire and theft)', left, y);
  y += 15;
  doc.font('Helvetica');
  const excess: [string, string][] = [
    ['Compulsory', '£150'],
    ['Voluntary', '£100'],
    ['Total', '£250'],
    ['Windscreen (replacement)', '£75'],
  ];
  for (const [label, value] of excess) {
    put(doc, label, left + 12, y);
    put(doc, value, left + 170, y);
    y += 14;
  }
  y += 12;
  para(
    doc,
    'Insurance Premium Tax is charged at 12%. Please pay the total amount due by 09/08/2027 by card over the telephone or by ' +
      'bank transfer quoting your client reference. The agreed value of the vehicle is £6,500. If you do not wish to renew, please ' +
      'tell us before the renewal date; the broker administration fee is not charged if you do not renew.',
    left,
    y,
    right - left,
    2,
  );
  doc.fontSize(7).fillColor('#555555');
  para(doc, 'Motts Godwin Insurance Services is authorised and regulated by the Financial Conduct Authority. This debit note is not a certificate of motor insurance.', left, 775, right - left, 0.5);
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Royton Insurance: drawn by pdfkit (scanned); a broker's letter with every figure in a sentence; the excess in two
// sentences and no total stated; instalments.
function drawRoyton(doc: Doc): void {
  const left = 64;
  const right = 531;
  doc.font('Times-Bold').fontSize(20).fillColor('#8a1c1c');
  put(doc, 'Royton Insurance', left, 50);
  doc.font('Times-Roman').fontSize(9).fillColor('#333333');
  put(doc, 'Independent insurance brokers · Royton, Oldham · 0161 624 0183', left, 74);
  doc.moveTo(left, 90).lineTo(right, 90).lineWidth(1).stroke('#8a1c1c');
  doc.fillColor('black').fontSize(11);
  ['Mr Tariq Hussain', '41 Shaw Road', 'Royton', 'Oldham', 'OL2 6EH'].forEach((line, index) => put(doc, line, left, 118 + index * 14));
  putRight(doc, '18 August 2027', right, 118);
  let y = 214;
  const text = (words: string, gap = 9) => {
    para(doc, words, left, y, right - left, 2.5);
    y = doc.y + gap;
  };
  text('Dear Mr Hussain,');
  doc.font('Times-Bold');
  text('Your motor insurance renewal – policy RIB/HH/552817');
  doc.font('Times-Roman');
  text(
    'Your Ford Kuga 2.5 PHEV ST-Line, registration MF20 UXT, is insured through us with AXA Insurance UK plc until midnight ' +
      'on 16 September 2027. AXA have offered to renew your policy from 17 September 2027 on the same terms.',
  );
  text(
    'The premium for the coming year is £957.60, including Insurance Premium Tax at 12%. For the year now ending you paid ' +
      '£903.25, so this is an increase of £54.35.',
  );
  text('Your policy carries a compulsory excess of £400 for accidental damage, fire and theft claims.');
  text('In addition you chose a voluntary excess of £100, which applies on top of the compulsory excess.');
  text(
    'You may pay in full, or by a deposit of £95.76 and 10 monthly instalments of £90.97, a total of £1,005.46 including a ' +
      'credit charge of £47.86 (APR 9.9%).',
  );
  text(
    'If you would like to renew, please telephone us or call into the office before 17 September 2027. If your details have ' +
      'changed, or another person now drives the car, please let us know.',
  );
  text('Yours sincerely,', 26);
  text('Imran Qureshi\nDirector');
  doc.fontSize(7.5).fillColor('#555555');
  para(doc, 'Royton Insurance is authorised and regulated by the Financial Conduct Authority.', left, 772, right - left, 0.5);
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 7. Octopus EV: HTML; the app's renewal screen saved as PDF, a phone-width column: the monthly price big, the annual
// price beneath, last year's in a comparison row, an add-on already ticked and a total with it.
const octoRow = (label: string, value: string, strong = false) =>
  `<div style="display:flex;justify-content:space-between;padding:5pt 0;border-bottom:1px solid #3b2a66"><span>${label}</span><span${strong ? ' style="font-weight:bold"' : ''}>${value}</span></div>`;
const OCTOPUS = `
<div style="width:270pt;margin:0 auto;background:#180048;color:#fff;font:10pt/1.4 Helvetica,Arial,sans-serif;padding:10pt 14pt 20pt;border-radius:14pt">
  <div style="display:flex;justify-content:space-between;font-size:8pt"><span>9:41</span><span>5G ▮▮▮ 82%</span></div>
  <div style="display:flex;justify-content:space-between;align-items:center;margin:10pt 0">
    <span style="font-size:13pt">‹</span><b style="font-size:12pt">Your renewal</b><span style="color:#f050f8;font-weight:bold">octopus ev</span></div>
  <div style="font-size:9pt;color:#c9bff0">Kia EV6 GT-Line · LB71 TKV<br>Policy OEV-CAR-317562</div>
  <div style="background:#2a1470;border-radius:10pt;padding:12pt;margin:10pt 0;text-align:center">
    <div style="font-size:9pt;color:#c9bff0">Your new price from Fri 22 Oct 2027</div>
    <div style="font-size:26pt;font-weight:bold">£54.18<span style="font-size:11pt;font-weight:normal"> /month</span></div>
    <div style="font-size:8.5pt;color:#c9bff0">12 payments, £650.16 in total, APR 9.9%</div>
    <div style="margin-top:8pt;font-size:12pt">or <b>£618.00</b> a year if you pay in one go</div>
  </div>
  <div style="font-weight:bold;margin-top:10pt">How it compares</div>
  ${octoRow('Last year', '£587.40')}
  ${octoRow('This year', '£618.00', true)}
  ${octoRow('Difference', '+£30.60')}
  <div style="font-weight:bold;margin-top:12pt">Your excess</div>
  ${octoRow('Compulsory', '£350')}
  ${octoRow('Voluntary', '£100')}
  ${octoRow('Total', '£450', true)}
  <div style="font-weight:bold;margin-top:12pt">Extras</div>
  ${octoRow('☑ Home charger cover', '£18.00 /year')}
  ${octoRow('Total for the year with extras', '£636.00')}
  <div style="background:#f050f8;color:#180048;text-align:center;font-weight:bold;padding:9pt;border-radius:20pt;margin-top:16pt">Renew now</div>
  <div style="font-size:7.5pt;color:#a99fd0;margin-top:10pt">Prices include Insurance Premium Tax. Octopus EV car insurance is arranged by Octopus Electric Vehicles,
  authorised and regulated by the Financial Conduct Authority.</div>
  <div style="display:flex;justify-content:space-around;font-size:8pt;color:#c9bff0;margin-top:14pt;border-top:1px solid #3b2a66;padding-top:6pt"><span>Home</span><span>Policy</span><span>Claims</span><span>Help</span></div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. Tiger.co.uk: HTML; the account page printed by Chrome (its header and footer lines): the renewal broken into
// premium / IPT / car insurance total, two extras and the total to pay; an excess table by claim type.
const TIGER = `
<div style="font-size:9.5pt">
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#555"><span>14/08/2027, 18:03</span><span>Renewal | My Tiger</span></div>
  <div style="display:flex;justify-content:space-between;align-items:center;background:#ef6c00;color:#fff;padding:7pt 10pt;margin-top:5pt">
    <b style="font-size:15pt">Tiger.co.uk</b><span style="font-size:8.5pt">My policies · Documents · Make a change · Log out</span></div>
  <div style="display:grid;grid-template-columns:150pt 1fr;gap:18pt;margin-top:12pt">
    <div style="font-size:9pt;background:#fff3e6;padding:8pt">
      <b>Car policy</b><br>TGR6630512<br><br><b>Car</b><br>Honda Civic 1.0 VTEC Turbo SR (2019)<br>SA19 KLU<br><br>
      <b>Renews</b><br>09/09/2027<br><br><b>Insurer</b><br>Chosen from our panel:<br>Zurich Insurance Company Ltd
    </div>
    <div>
      <p style="font-size:14pt;margin:0 0 6pt">Your renewal is ready</p>
      <table style="width:100%">
        <tr><td>Premium</td><td class="r">£742.05</td></tr>
        <tr><td>Insurance Premium Tax</td><td class="r">£89.05</td></tr>
        <tr style="border-top:1px solid #999"><td><b>Car insurance total</b></td><td class="r"><b>£831.10</b></td></tr>
        <tr><td>Roadside &amp; Recovery (optional)</td><td class="r">£64.99</td></tr>
        <tr><td>Key Cover (optional)</td><td class="r">£19.99</td></tr>
        <tr style="border-top:2px solid #333"><td><b>Total to pay</b></td><td class="r"><b>£916.08</b></td></tr>
      </table>
      <p>Last year's price for your car insurance was £802.44, so it has gone up by £28.66.</p>
      <p style="font-size:11pt;margin:12pt 0 4pt"><b>Your excesses</b></p>
      <table style="width:100%">
        <tr style="background:#f2f2f2"><th>Type of claim</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
        <tr><td>Accidental damage</td><td class="r">£250</td><td class="r">£200</td><td class="r">£450</td></tr>
        <tr><td>Fire and theft</td><td class="r">£250</td><td class="r">£200</td><td class="r">£450</td></tr>
        <tr><td>Windscreen replacement</td><td class="r">£100</td><td class="r">£0</td><td class="r">£100</td></tr>
      </table>
      <p style="color:#555">Your policy will renew automatically on 09/09/2027 using the card ending 6618.</p>
    </div>
  </div>
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#555;margin-top:210pt"><span>https://my.tiger.co.uk/policies/TGR6630512/renewal</span><span>1/1</span></div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. Vitality: HTML; the member portal's renewal page: status and cashback beside the price, the price after a status
// discount; under-25 excess as an aside.
const VITALITY = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ddd;padding-bottom:8pt">
    <b style="font-size:18pt;color:#e4007c">Vitality</b><span style="font-size:9pt;color:#555">Member zone · Car insurance · Rewards · Sign out</span></div>
  <div style="display:flex;gap:10pt;margin-top:12pt">
    <div style="flex:1;background:#fbe3ef;padding:8pt"><div style="font-size:8.5pt">Vitality status</div><b style="font-size:13pt">Gold</b></div>
    <div style="flex:1;background:#fbe3ef;padding:8pt"><div style="font-size:8.5pt">Drive cashback earned this year</div><b style="font-size:13pt">£84.20</b></div>
    <div style="flex:1;background:#fbe3ef;padding:8pt"><div style="font-size:8.5pt">Driving score</div><b style="font-size:13pt">91/100</b></div>
  </div>
  <p style="font-size:15pt;margin:16pt 0 4pt">Your car insurance renewal</p>
  <p style="margin:0;color:#555">Volkswagen Polo 1.0 TSI Match · RV70 PHL · Policy VCI/2093377/01</p>
  <p>Your cover renews on <b>28 January 2027</b>.</p>
  <p>Your renewal premium is <b style="font-size:13pt">£1,032.76</b>. This already includes your Gold status discount of £57.38
  (£1,090.14 before the discount). Last year you paid £998.10, so your premium has gone up by £34.66.</p>
  <p>The compulsory excess for accidental damage is £500 (£750 for any driver under 25). Your voluntary excess is £250, which
  gives you a total excess of £750 for an accidental damage claim.</p>
  <p>Keep earning: every month you hit your Vitality Drive goal, you get up to £7.50 cashback.</p>
  <p style="font-size:7.5pt;color:#666;margin-top:20pt">Vitality car insurance is arranged by Vitality Corporate Services Limited, authorised and regulated by the
  Financial Conduct Authority. Premiums include Insurance Premium Tax.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 10. Rooster: HTML; an email as Apple Mail prints it (the header block in grey, no mail client's bar), a table with
// 'Last year' before 'This year', Rooster's renewal fee apart.
const ROOSTER = `
<div style="font:10.5pt/1.45 Helvetica,Arial,sans-serif">
  <table style="font-size:9.5pt;color:#555">
    <tr><td class="r" style="color:#888">From:</td><td><b style="color:#000">Rooster</b> &lt;hello@rooster.example&gt;</td></tr>
    <tr><td class="r" style="color:#888">Subject:</td><td><b style="color:#000">Your renewal is ready, Amara</b></td></tr>
    <tr><td class="r" style="color:#888">Date:</td><td>6 May 2027 at 10:14:22 BST</td></tr>
    <tr><td class="r" style="color:#888">To:</td><td>Amara Nwosu &lt;amara.nwosu@example.com&gt;</td></tr>
  </table>
  <hr style="border:0;border-top:1px solid #ccc;margin:8pt 0 14pt">
  <div style="max-width:400pt">
    <div style="font:bold 20pt Helvetica;color:#ff5a1f">rooster</div>
    <p>Hi Amara,</p>
    <p>Your car insurance for your Peugeot 208 1.2 PureTech Active (EK21 BNY) renews on <b>Monday 7 June 2027</b>. Here's how
    your renewal looks next to last year. Policy RST-PC-0448129.</p>
    <table style="width:100%;border-top:2px solid #ff5a1f">
      <tr><th>&nbsp;</th><th class="r">Last year</th><th class="r">This year</th></tr>
      <tr><td>Car insurance price (incl. IPT)</td><td class="r">£1,196.70</td><td class="r"><b>£1,284.36</b></td></tr>
      <tr><td>Compulsory excess</td><td class="r">£350</td><td class="r">£350</td></tr>
      <tr><td>Voluntary excess</td><td class="r">£250</td><td class="r">£250</td></tr>
      <tr><td>Total excess</td><td class="r">£600</td><td class="r">£600</td></tr>
    </table>
    <p>That's £87.66 more than last year. Our renewal fee of £20.00 is added on top, so you'll pay £1,304.36 in total.</p>
    <p>Your insurer stays the same: Watford Insurance Company Europe Limited. If you're happy, there's nothing to do, we'll
    renew automatically. Want to talk it through? Reply to this email or give us a call.</p>
    <p>Cheers,<br>The Rooster team</p>
    <p style="font-size:7.5pt;color:#888">Rooster is a trading name of an insurance intermediary authorised and regulated by the Financial Conduct Authority.</p>
  </div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Thinkinsure: HTML; a renewal invitation built round a 'what's changed since last year' table: each row last year,
// this renewal and the change; the premium fell, the compulsory excess rose.
const THINKINSURE = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #2a7ab0;padding-bottom:6pt">
    <b style="font-size:19pt;color:#2a7ab0">thinkinsure</b>
    <span class="r" style="font-size:8.5pt;color:#555">Renewals team<br>Tunbridge Wells, Kent</span></div>
  <div class="cols" style="margin-top:14pt">
    <div>Ms Rachel Fenton<br>12 Pennine Walk<br>Tunbridge Wells<br>TN2 3NN</div>
    <div class="r">15 October 2027<br>Policy TI-PMC-773051</div>
  </div>
  <p style="font-size:12pt;font-weight:bold;margin-top:16pt">Your car insurance renews on Saturday 13 November 2027</p>
  <p>Dear Ms Fenton, here is what has changed since last year for your Mercedes-Benz A180d AMG Line, GF68 OXP. Please check
  each line carefully.</p>
  <table style="width:100%;border:1px solid #2a7ab0">
    <tr style="background:#e3f0f8"><th>What</th><th class="r">Last year</th><th class="r">This renewal</th><th class="r">Change</th></tr>
    <tr><td>Main driver's age</td><td class="r">41</td><td class="r">42</td><td class="r">+1</td></tr>
    <tr><td>No claims bonus</td><td class="r">8 years</td><td class="r">9 years</td><td class="r">+1 year</td></tr>
    <tr><td>Annual mileage</td><td class="r">8,000</td><td class="r">7,000</td><td class="r">−1,000</td></tr>
    <tr><td>Premium including IPT</td><td class="r">£684.13</td><td class="r"><b>£655.72</b></td><td class="r">−£28.41</td></tr>
    <tr><td>Compulsory excess</td><td class="r">£250</td><td class="r">£300</td><td class="r">+£50</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£250</td><td class="r">£250</td><td class="r">no change</td></tr>
    <tr><td>Total excess</td><td class="r">£500</td><td class="r">£550</td><td class="r">+£50</td></tr>
  </table>
  <p>Your insurer has raised the compulsory excess on all policies for this model. Your policy will renew automatically
  and we will take payment from your card on 13 November 2027. To make a change, call 0330 022 8400.</p>
  <p>Kind regards,<br>The Thinkinsure renewals team</p>
  <p style="font-size:7.5pt;color:#666;margin-top:24pt">Thinkinsure Ltd is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. Post Office: HTML (photographed sideways); a renewal letter laid out with a grey sidebar holding the policy at a
// glance, the letter's text beside it, the excess in a small table, monthly payments.
const POST_OFFICE = `
<div style="font-size:10pt;display:grid;grid-template-columns:150pt 1fr;gap:18pt">
  <div style="background:#ececec;padding:10pt;font-size:9pt">
    <div style="background:#e2001a;color:#fff;font:bold 13pt Arial;padding:6pt;text-align:center">Post Office</div>
    <div style="font-size:8.5pt;text-align:center;margin-bottom:10pt">Car Insurance</div>
    <b>At a glance</b><br><br>
    Policy number<br><b>PO/MTR/88104352</b><br><br>
    Renewal date<br><b>19 February 2027</b><br><br>
    Car<br><b>Nissan Juke 1.0 DIG-T Acenta</b><br><b>WV17 HRM</b><br><br>
    Your renewal price<br><b>£476.18</b><br><br>
    Questions? 0345 071 5200
  </div>
  <div>
    <p>Mr Alan Pearce<br>23 Talbot Street<br>Wolverhampton<br>WV1 4NS</p>
    <p>18 January 2027</p>
    <p>Dear Mr Pearce,</p>
    <p><b>Time to renew your car insurance</b></p>
    <p>Thank you for insuring your car with Post Office Car Insurance. Your policy renews on 19 February 2027 and your renewal
    price for the next 12 months is <b>£476.18</b>, including Insurance Premium Tax.</p>
    <p>Last year's price was £451.90. This is the price you paid for the last 12 months, including any changes you made,
    so your price has gone up by £24.28.</p>
    <table style="width:90%">
      <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
      <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
      <tr><td><b>Total excess</b></td><td class="r"><b>£350</b></td></tr>
    </table>
    <p>You can pay by 12 monthly payments of £42.12 (£505.44 in total, including a credit charge of £29.26, representative
    APR 13.9%).</p>
    <p>We'll renew your policy automatically. If you don't want us to, please call us before 19 February 2027.</p>
    <p>Yours sincerely,<br><br>Customer Services<br>Post Office Car Insurance</p>
    <p style="font-size:7.5pt;color:#666">Post Office Car Insurance is arranged by Post Office Limited, an appointed representative of Post Office
    Management Services Limited, which is authorised and regulated by the Financial Conduct Authority.</p>
  </div>
</div>`;

export const FRESH_NOTICES_47: FreshNotice[] = [
  {
    name: 'moneysupermarket',
    html: MSM,
    expected: {
      renewalDate: '2027-03-14',
      insurer: 'Privilege',
      registrationNumber: 'KY70HBN',
      renewalPremium: '748.20',
      previousPremium: '679.55',
      voluntaryExcess: '250',
    },
  },
  {
    name: 'quotezone',
    html: QUOTEZONE,
    photo: true,
    expected: {
      renewalDate: '2027-04-03',
      insurer: 'Tesco Bank',
      policyNumber: 'TBC-7730-418825',
      registrationNumber: 'PE68TWX',
      renewalPremium: '563.90',
      previousPremium: '512.35',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'nowell-richards',
    html: NOWELL,
    scan: true,
    expected: {
      renewalDate: '2027-06-21',
      insurer: 'Nowell & Richards',
      policyNumber: 'NR/PM/0093815',
      registrationNumber: 'YE19DKP',
      renewalPremium: '829.47',
      previousPremium: '781.02',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'west-norfolk',
    html: WEST_NORFOLK,
    expected: {
      renewalDate: '2027-07-01',
      insurer: 'West Norfolk Insurance Services',
      policyNumber: 'WN/PC/61204',
      registrationNumber: 'AU21KFH',
      renewalPremium: '668.19',
      previousPremium: '612.84',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'motts-godwin',
    html: '',
    draw: drawMottsGodwin,
    expected: {
      renewalDate: '2027-08-09',
      insurer: 'Motts Godwin',
      policyNumber: 'AGS/PC/51188420',
      registrationNumber: 'T718HNV',
      renewalPremium: '311.81',
      previousPremium: '296.54',
      compulsoryExcess: '150',
      voluntaryExcess: '100',
      totalExcess: '250',
    },
  },
  {
    name: 'royton',
    html: '',
    draw: drawRoyton,
    scan: true,
    expected: {
      renewalDate: '2027-09-17',
      insurer: 'Royton Insurance',
      policyNumber: 'RIB/HH/552817',
      registrationNumber: 'MF20UXT',
      renewalPremium: '957.60',
      previousPremium: '903.25',
      compulsoryExcess: '400',
      voluntaryExcess: '100',
    },
  },
  {
    name: 'octopus-ev-app',
    html: OCTOPUS,
    expected: {
      renewalDate: '2027-10-22',
      insurer: 'Octopus EV',
      policyNumber: 'OEV-CAR-317562',
      registrationNumber: 'LB71TKV',
      renewalPremium: '618.00',
      previousPremium: '587.40',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },
  {
    name: 'tiger-account',
    html: TIGER,
    expected: {
      renewalDate: '2027-09-09',
      insurer: 'Tiger.co.uk',
      policyNumber: 'TGR6630512',
      registrationNumber: 'SA19KLU',
      renewalPremium: '831.10',
      previousPremium: '802.44',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    name: 'vitality-portal',
    html: VITALITY,
    expected: {
      renewalDate: '2027-01-28',
      insurer: 'Vitality',
      policyNumber: 'VCI/2093377/01',
      registrationNumber: 'RV70PHL',
      renewalPremium: '1032.76',
      previousPremium: '998.10',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    name: 'rooster-apple-mail',
    html: ROOSTER,
    expected: {
      renewalDate: '2027-06-07',
      insurer: 'Rooster',
      policyNumber: 'RST-PC-0448129',
      registrationNumber: 'EK21BNY',
      renewalPremium: '1284.36',
      previousPremium: '1196.70',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'thinkinsure-changes',
    html: THINKINSURE,
    expected: {
      renewalDate: '2027-11-13',
      insurer: 'Thinkinsure',
      policyNumber: 'TI-PMC-773051',
      registrationNumber: 'GF68OXP',
      renewalPremium: '655.72',
      previousPremium: '684.13',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },
  {
    name: 'post-office-sidebar',
    html: POST_OFFICE,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-02-19',
      insurer: 'Post Office',
      policyNumber: 'PO/MTR/88104352',
      registrationNumber: 'WV17HRM',
      renewalPremium: '476.18',
      previousPremium: '451.90',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
];
