// Set 49 (issue 47): twelve renewal notices written afresh, from UK private-car brands whose names begin with M to Z,
// in the documents drivers forward or photograph: a broker's plain letter whose 'your premium has changed because'
// paragraph carries other sums (scanned); a broker's renewal invitation drawn as two boxed panels, the voluntary and
// total excess only in the paragraph under them; a black-box insurer's app screen with a driving score, journeys and a
// safe-driving discount (photographed); a marketing renewal email with a banner, the price in a big box, a button and
// a monthly price; a renewal email printed narrow from a phone, last year's price given only as a monthly figure; an
// insurer's app screen with add-ons switched on and off and a total; a marketing email as Outlook on the web prints it;
// an over-50s insurer's letter with a net / IPT / total breakdown and an excess table by kind of claim (photographed
// sideways, last year's not stated); a renewal email as Gmail prints it with 'why has my price changed?'; a broker's
// renewal summary with payment options and 'what's changed' (scanned, no total excess stated); a broker's letter with
// a Direct Debit schedule of ten dates (drawn); a car maker's insurance email with IPT in a sentence and a lower
// compulsory excess at approved repairers.
// Two drawn by pdfkit, ten printed from HTML by Chromium; two scanned and two photographed (one sideways).
// Brands: SEIB and Schofield Insurance Brokers no earlier set used; the other ten (Marmalade, Policy Expert, One Call
// Insurance, Prima, Virgin Money, Staysure, RIAS, Yourshield, Romero Insurance Brokers, Volvo Car Insurance) an earlier
// set used in a clearly different layout (see the header of read-fresh-printed-notices-49.test.ts).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. SEIB
  ['seib rise', [597.8, 86.47], 684.27],
  ['seib excess', [250, 150], 400],
  ['seib instalments', [68.43, 10 * 63.77], 706.13],
  ['seib credit', [684.27, 21.86], 706.13],
  // 2. Schofield Insurance Brokers
  ['schofield rise', [743.1, 38.51], 781.61],
  ['schofield ipt', [697.87 * 0.12], 83.74],
  ['schofield total', [697.87, 83.74], 781.61],
  ['schofield excess', [300, 100], 400],
  ['schofield with legal', [781.61, 29.5], 811.11],
  // 3. Marmalade
  ['marmalade journeys', [398, 14, 0], 412],
  ['marmalade discount', [1386.45, 148.2], 1534.65],
  ['marmalade fall', [1386.45, 343.45], 1729.9],
  ['marmalade monthly', [138.65, 10 * 129.78], 1436.45],
  ['marmalade credit', [1386.45, 50], 1436.45],
  ['marmalade excess', [500, 100], 600],
  // 4. Policy Expert
  ['policy-expert rise', [471.9, 40.48], 512.38],
  ['policy-expert monthly', [12 * 45.11], 541.32],
  ['policy-expert credit', [512.38, 28.94], 541.32],
  ['policy-expert excess', [350, 150], 500],
  // 5. One Call
  ['one-call instalments', [89.34, 10 * 84.87], 938.04],
  ['one-call credit', [893.4, 44.64], 938.04],
  ['one-call excess', [250, 100], 350],
  // 6. Prima
  ['prima ipt', [855.54 * 0.12], 102.66],
  ['prima net', [855.54, 102.66], 958.2],
  ['prima fall', [958.2, 54.55], 1012.75],
  ['prima total', [958.2, 42], 1000.2],
  ['prima monthly', [12 * 86.12], 1033.44],
  ['prima credit', [1000.2, 33.24], 1033.44],
  ['prima excess', [250, 250], 500],
  // 7. Virgin Money
  ['virgin fall', [622.8, 32.35], 655.15],
  ['virgin monthly', [12 * 54.49], 653.88],
  ['virgin credit', [622.8, 31.08], 653.88],
  ['virgin excess', [250, 200], 450],
  // 8. Staysure
  ['staysure ipt', [418.39 * 0.12], 50.21],
  ['staysure total', [418.39, 50.21], 468.6],
  ['staysure ad excess', [150, 100], 250],
  ['staysure ft excess', [150, 100], 250],
  // 9. RIAS
  ['rias rise', [498.3, 52.74], 551.04],
  ['rias total', [551.04, 25.5], 576.54],
  ['rias excess', [200, 150], 350],
  // 10. Yourshield
  ['yourshield rise', [702.15, 34.75], 736.9],
  ['yourshield monthly', [10 * 76.48], 764.8],
  ['yourshield credit', [736.9, 27.9], 764.8],
  // 11. Romero Insurance Brokers
  ['romero rise', [812.95, 33.35], 846.3],
  ['romero schedule', [91.88, 9 * 85.34], 859.94],
  ['romero credit', [846.3, 13.64], 859.94],
  ['romero excess', [250, 150], 400],
  // 12. Volvo Car Insurance
  ['volvo ipt', [986.27 * 0.12], 118.35],
  ['volvo net', [986.27, 118.35], 1104.62],
  ['volvo rise', [1061.4, 43.22], 1104.62],
  ['volvo excess', [400, 250], 650],
];
checkSums('set 49', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. SEIB: HTML (scanned); a broker's plain letter. The figures are in sentences, and the paragraph that says why the
// premium has changed carries a percentage, a claim's cost and a date of its own.
const SEIB = `
<div style="font:10.5pt/1.5 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #003a70;padding-bottom:6pt">
    <div><span style="font:bold 26pt Arial;color:#003a70;letter-spacing:1pt">SEIB</span><br><span style="font-size:8.5pt;color:#444">Insurance Brokers</span></div>
    <div class="r" style="font-size:8.5pt;color:#444">Private Clients Team<br>Wickford, Essex<br>01268 648 200</div>
  </div>
  <div class="cols" style="margin-top:16pt">
    <div>Mrs Helen Marchetti<br>14 Hullbridge Road<br>Rayleigh<br>Essex SS6 9NL</div>
    <div class="r">11 January 2027<br>Policy number: SPC/4471092<br>Our ref: TB/HM</div>
  </div>
  <p style="margin-top:16pt">Dear Mrs Marchetti,</p>
  <p><b>Your car insurance renewal – Vauxhall Mokka 1.2 Turbo SRi Nav Premium, EK70 RHU</b></p>
  <p>Your policy with Covéa Insurance plc expires on 11 February 2027. We have obtained renewal terms for a further
  year from 12 February 2027, and the renewal premium is £684.27 including Insurance Premium Tax. Last year you paid
  £597.80.</p>
  <p>Your premium has changed because Covéa have increased their rates for private cars by about 9% this year, to reflect
  the rising cost of repairs and replacement vehicles, and because of the non-fault claim reported on 3 October 2026,
  when Mr Marchetti's car was struck from behind at a roundabout. That claim was settled at £2,340 and recovered in
  full from the other driver's insurer, so your no claims discount of 6 years is not affected. We did look at other
  insurers on your behalf, but none offered the same cover for less.</p>
  <p>A compulsory excess of £250 applies to any claim for accidental damage, fire or theft. You also chose a voluntary
  excess of £150, so in total you would pay the first £400 of such a claim. Windscreen claims carry their own excess of
  £100.</p>
  <p>If you would like to pay by instalments through Premium Credit Limited, the cost is a deposit of £68.43 followed by
  10 monthly payments of £63.77, a total of £706.13 (representative APR 19.9%).</p>
  <p>If you are happy to renew, please call us on 01268 648 200 before 12 February 2027. Please also check the
  enclosed statement of fact and tell us about anything that has changed.</p>
  <p>Yours sincerely,<br><br>Tracey Burrows<br>Account Handler, Private Clients</p>
  <p style="font-size:7.5pt;color:#666;margin-top:28pt">SEIB Insurance Brokers is a trading name of South Essex Insurance Brokers Limited, which is authorised and
  regulated by the Financial Conduct Authority. Registered in England and Wales.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. Schofield Insurance Brokers: drawn by pdfkit; a renewal invitation with two boxed panels side by side (the
// policy, the premium), the voluntary and total excess only in the paragraph under them.
function drawSchofield(doc: Doc): void {
  const left = 56;
  const right = 539;
  doc.font('Helvetica-Bold').fontSize(19).fillColor('#0b5563');
  put(doc, 'Schofield', left, 46);
  doc.font('Helvetica').fontSize(9).fillColor('#0b5563');
  put(doc, 'INSURANCE BROKERS', left, 69);
  doc.fillColor('#444444').fontSize(8.5);
  ['Yeadon, Leeds', 'Telephone 0113 250 0377'].forEach((line, index) => putRight(doc, line, right, 50 + index * 11));
  doc.moveTo(left, 86).lineTo(right, 86).lineWidth(1.5).stroke('#0b5563');
  doc.fillColor('black').font('Helvetica').fontSize(10);
  ['Mr Imran Hussain', '7 Haw Lane', 'Yeadon', 'Leeds LS19 7XQ'].forEach((line, index) => put(doc, line, left, 110 + index * 13));
  putRight(doc, '22 February 2027', right, 110);
  doc.font('Helvetica-Bold').fontSize(14);
  put(doc, 'Renewal invitation – private car', left, 178);
  doc.font('Helvetica').fontSize(10);
  para(
    doc,
    'Dear Mr Hussain, your motor insurance is due for renewal and your insurer has offered terms for a further year. The details are ' +
      'summarised below.',
    left,
    200,
    right - left,
    2,
  );
  const top = 238;
  const width = (right - left - 14) / 2;
  const panel = (x: number, title: string, rows: [string, string][]) => {
    doc.rect(x, top, width, 170).lineWidth(0.8).stroke('#0b5563');
    doc.rect(x, top, width, 20).fill('#0b5563');
    doc.fillColor('white').font('Helvetica-Bold').fontSize(10);
    put(doc, title, x + 8, top + 5);
    doc.fillColor('black').font('Helvetica').fontSize(9.5);
    rows.forEach(([label, value], index) => {
      const y = top + 30 + index * 19;
      doc.fillColor('#555555');
      put(doc, label, x + 8, y);
      doc.fillColor('black').font(label === 'Renewal premium' ? 'Helvetica-Bold' : 'Helvetica');
      putRight(doc, value, x + width - 8, y);
      doc.font('Helvetica');
    });
  };
  panel(left, 'Your policy', [
    ['Policy number', 'SIB/MC/208815'],
    ['Insurer', 'Aviva Insurance Limited'],
    ['Vehicle', 'Toyota C-HR 1.8 Hybrid Design'],
    ['Registration', 'YD21 HNV'],
    ['Period', '28/03/2027 to 27/03/2028'],
    ['Cover', 'Comprehensive'],
    ['Compulsory excess', '£300'],
  ]);
  panel(left + width + 14, 'Your premium', [
    ['Expiring premium', '£743.10'],
    ['Renewal premium', '£781.61'],
    ['Difference', '+ £38.51'],
    ['Premium before tax', '£697.87'],
    ['Insurance Premium Tax', '£83.74'],
    ['No claims discount', '8 years (protected)'],
  ]);
  let y = top + 186;
  const text = (words: string, gap = 9) => {
    para(doc, words, left, y, right - left, 2);
    y = doc.y + gap;
  };
  doc.fontSize(10);
  text(
    'You chose a voluntary excess of £100, so the total excess for an accidental damage claim is £400. Claims for fire or theft carry ' +
      'the same excess; windscreen claims carry an excess of £115.',
  );
  text(
    'We recommend Motor Legal Expenses cover, which is not included above. It costs £29.50 for the year, making a total of £811.11 if ' +
      'you add it.',
  );
  text(
    'To renew, please call us or reply to this letter before 28 March 2027. If you pay by Direct Debit your policy will renew ' +
      'automatically and we will write to confirm your new payment dates.',
  );
  text('Yours sincerely,', 20);
  text('Joanne Whitaker\nPersonal Lines Manager');
  doc.fontSize(7).fillColor('#555555');
  para(
    doc,
    'Schofield Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority. Registered in England and Wales.',
    left,
    774,
    right - left,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Marmalade: HTML (photographed); a black-box insurer's app screen at renewal: a driving score, journeys by
// colour, a safe-driving discount already taken off, last year's price, a monthly plan.
const MARMALADE = `
<div style="width:300pt;margin:0 auto;font:10pt/1.4 Helvetica,Arial,sans-serif;border:1px solid #ccc;border-radius:18pt;padding:10pt 12pt">
  <div style="display:flex;justify-content:space-between;font-size:8pt;color:#333"><b>09:14</b><span>4G ▮▮▮ 78%</span></div>
  <div style="display:flex;justify-content:space-between;align-items:center;margin-top:6pt">
    <b style="font-size:17pt;color:#f07c00">marmalade</b><span style="font-size:8.5pt;color:#666">Menu ☰</span></div>
  <p style="font-size:13pt;margin:10pt 0 2pt"><b>Hi Ellie, your renewal is ready</b></p>
  <p style="margin:0;font-size:8.5pt;color:#555">Ford Fiesta 1.0 EcoBoost Trend · MX19 UWT<br>Policy MML-BB-0419927 · renews 14 March 2027</p>
  <div style="display:flex;align-items:center;gap:12pt;margin:10pt 0;background:#fff4e8;border-radius:10pt;padding:8pt">
    <div style="width:64pt;height:64pt;border-radius:50%;border:7pt solid #3bb54a;display:flex;align-items:center;justify-content:center;font:bold 20pt Helvetica">91</div>
    <div style="font-size:9pt">Your driving score<br><b style="color:#3bb54a">Green – great driving!</b><br>412 journeys · 6,214 miles<br>398 green · 14 amber · 0 red</div>
  </div>
  <div style="text-align:center;border:2px solid #f07c00;border-radius:10pt;padding:8pt">
    <div style="font-size:9pt">Your renewal price</div>
    <div style="font:bold 24pt Helvetica">£1,386.45</div>
    <div style="font-size:8.5pt">for 12 months, including IPT</div>
    <div style="font-size:8.5pt;color:#3a7d2c;margin-top:4pt">Includes your safe driving discount of £148.20<br>(price before discount £1,534.65)</div>
  </div>
  <table style="width:100%;margin-top:8pt;font-size:9.5pt">
    <tr><td>Last year's price</td><td class="r">£1,729.90</td></tr>
    <tr><td>You save</td><td class="r" style="color:#3a7d2c"><b>£343.45</b></td></tr>
    <tr><td>Or pay monthly</td><td class="r">£138.65 then 10 × £129.78</td></tr>
    <tr><td colspan="2" style="font-size:8pt;color:#666">Total £1,436.45 if you pay monthly, APR 9.9%</td></tr>
  </table>
  <p style="margin:8pt 0 2pt"><b>Your excess</b></p>
  <table style="width:100%;font-size:9.5pt">
    <tr><td>Compulsory</td><td class="r">£500</td></tr>
    <tr><td>Voluntary</td><td class="r">£100</td></tr>
    <tr><td>Total</td><td class="r">£600</td></tr>
  </table>
  <div style="background:#f07c00;color:#fff;text-align:center;border-radius:20pt;padding:7pt;margin-top:10pt;font-weight:bold">Renew my policy</div>
  <div style="display:flex;justify-content:space-around;font-size:7.5pt;color:#777;margin-top:10pt;border-top:1px solid #ddd;padding-top:5pt"><span>Home</span><span>Journeys</span><span>Policy</span><span>Help</span></div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. Policy Expert: HTML; a marketing renewal email: a banner, the price in a big box with a button, last year's price
// under it, a monthly price, icons of what's included, an add-on to buy, the excess in a strip.
const POLICY_EXPERT = `
<div style="width:460pt;margin:0 auto;font:10pt/1.45 Arial,sans-serif;color:#1d1d3b">
  <div style="font-size:7.5pt;color:#888;text-align:center">Having trouble viewing this email? View it in your browser</div>
  <div style="background:#1d1d3b;color:#fff;padding:12pt 16pt;margin-top:4pt;display:flex;justify-content:space-between;align-items:center">
    <b style="font-size:16pt">Policy Expert</b><span style="font-size:8.5pt">Car insurance</span></div>
  <div style="background:#00b388;color:#fff;padding:14pt 16pt">
    <div style="font-size:17pt;font-weight:bold">Priya, your renewal is here</div>
    <div style="font-size:10pt">Your policy renews on 2 April 2027. Here's your price for the year ahead.</div>
  </div>
  <div style="border:3px solid #00b388;margin:14pt 40pt;padding:12pt;text-align:center">
    <div style="font-size:9pt;text-transform:uppercase;letter-spacing:1pt">Your renewal price</div>
    <div style="font:bold 30pt Arial">£512.38</div>
    <div style="font-size:9pt">per year, including Insurance Premium Tax</div>
    <div style="display:inline-block;background:#1d1d3b;color:#fff;font-weight:bold;padding:8pt 26pt;border-radius:4pt;margin-top:8pt">Renew now</div>
    <div style="font-size:8.5pt;margin-top:8pt;color:#555">Last year you paid £471.90 · or pay 12 monthly payments of £45.11<br>(total £541.32, representative APR 10.9%)</div>
  </div>
  <table style="width:100%;font-size:9pt;background:#f2f6f5">
    <tr><td><b>Car</b><br>Kia Niro 1.6 GDi Hybrid 2<br>LV21 OKD</td><td><b>Policy number</b><br>PEC 3029 8847</td><td><b>Cover</b><br>Comprehensive<br>5 years' NCD</td></tr>
  </table>
  <p style="font-weight:bold;margin:12pt 0 4pt">Included as standard</p>
  <div style="display:flex;justify-content:space-between;font-size:8.5pt;text-align:center">
    <div style="width:24%"><span style="color:#00b388;font-size:12pt">●</span><br>Courtesy car</div><div style="width:24%"><span style="color:#00b388;font-size:12pt">●</span><br>Key cover up to £1,000</div><div style="width:24%"><span style="color:#00b388;font-size:12pt">●</span><br>Windscreen cover</div><div style="width:24%"><span style="color:#00b388;font-size:12pt">●</span><br>EU cover 90 days</div>
  </div>
  <div style="display:flex;justify-content:space-between;margin-top:12pt;border:1px solid #ccd;padding:6pt 10pt;font-size:9pt">
    <span>Compulsory excess <b>£350</b></span><span>Voluntary excess <b>£150</b></span><span>Total excess <b>£500</b></span><span>Windscreen <b>£95</b></span>
  </div>
  <div style="margin-top:12pt;background:#fff7e0;padding:8pt 10pt;font-size:9pt">Add Breakdown Cover – Roadside for just £39.99 a year.
  <span style="display:inline-block;border:1px solid #1d1d3b;padding:2pt 10pt;margin-left:8pt">Add now</span></div>
  <p style="font-size:9pt">Nothing to do: your policy will renew automatically on 2 April 2027. If anything has changed, or you'd rather not
  renew, let us know in My Account or call 0330 088 3839.</p>
  <p style="font-size:7pt;color:#777;border-top:1px solid #ddd;padding-top:5pt">Policy Expert is a trading name of QMetric Group Limited, authorised and regulated by the
  Financial Conduct Authority. You're receiving this email because you hold a policy with us. Unsubscribe from marketing emails.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 5. One Call Insurance: HTML; a renewal email printed from a phone, narrow; the price with instalments beside it, last
// year's price only as a monthly figure, the excess in one sentence.
const ONE_CALL = `
<div style="width:290pt;margin:0 auto;font:10.5pt/1.45 -apple-system,Helvetica,Arial,sans-serif">
  <div style="font-size:8.5pt;color:#777;text-align:center">Tue 12 Jan 2027 at 18:03</div>
  <p style="margin:8pt 0 2pt;font-size:13pt;font-weight:600">Your car insurance renewal</p>
  <div style="font-size:9pt;color:#555;border-bottom:1px solid #ddd;padding-bottom:6pt">One Call Insurance &lt;renewals@onecallinsurance.example&gt;<br>To: nathan.hargreaves@example.com</div>
  <div style="background:#00205b;color:#fff;padding:6pt 8pt;margin-top:8pt;font-weight:bold">One Call Insurance</div>
  <p>Hi Nathan,</p>
  <p>Your car insurance for your Seat Ibiza (DG19 WZP) renews on 19 February 2027. Your policy number is
  <b>OC-2294718</b>.</p>
  <p>Your renewal price is <b>£893.40</b> for the year if you pay in full. Or you can pay a deposit of £89.34 and 10
  monthly payments of £84.87 (total £938.04, APR 19.9%).</p>
  <p>Last year you were paying £79.55 a month.</p>
  <p>Your excess is £350 (compulsory £250, voluntary £100).</p>
  <p>Your policy is underwritten by Watford Insurance Company Europe Limited. It will renew automatically, so
  there's nothing you need to do. To make changes call 01302 898 114.</p>
  <p>Thanks,<br>Kerry<br>One Call Insurance</p>
  <p style="font-size:7.5pt;color:#888">One Call Insurance Services Limited is authorised and regulated by the Financial Conduct Authority.</p>
  <div style="font-size:8.5pt;color:#999;text-align:center;margin-top:10pt">1 of 1</div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. Prima: HTML; the app's renewal screen printed from a phone: status bar and tab bar, add-ons switched on and off,
// a total with the add-on, IPT as a line under the price, last year's price, a monthly figure.
const toggle = (on: boolean) =>
  `<span style="display:inline-block;width:22pt;height:12pt;border-radius:6pt;background:${on ? '#e6332a' : '#ccc'};vertical-align:middle;position:relative"><span style="position:absolute;top:1pt;${on ? 'right' : 'left'}:1pt;width:10pt;height:10pt;border-radius:50%;background:#fff"></span></span>`;
const PRIMA = `
<div style="width:270pt;margin:0 auto;font:9.5pt/1.4 Helvetica,Arial,sans-serif;border:1px solid #bbb;border-radius:16pt;padding:8pt 12pt">
  <div style="display:flex;justify-content:space-between;font-size:8pt"><b>10:27</b><span>5G 64%</span></div>
  <div style="display:flex;justify-content:space-between;align-items:center;margin:6pt 0"><span>‹ Back</span><b style="font-size:15pt;color:#e6332a">prima</b><span>?</span></div>
  <p style="font-size:13pt;margin:4pt 0"><b>Your renewal</b></p>
  <div style="background:#f6f6fb;border-radius:8pt;padding:6pt 8pt;font-size:8.5pt">Audi A3 Sportback 35 TFSI S line · WR70 KFN<br>Policy P-UK-00884215 · renews on 7 May 2027</div>
  <div style="margin-top:8pt;border-radius:8pt;border:1px solid #e6332a;padding:8pt">
    <div style="display:flex;justify-content:space-between"><span>Motor insurance</span><b style="font-size:13pt">£958.20</b></div>
    <div style="font-size:8pt;color:#666">of which Insurance Premium Tax £102.66</div>
    <div style="font-size:8pt;color:#666">Your price last year: £1,012.75</div>
  </div>
  <p style="margin:10pt 0 4pt"><b>Add-ons</b></p>
  <div style="display:flex;justify-content:space-between;padding:4pt 0;border-bottom:1px solid #eee"><span>Breakdown assistance<br><span style="font-size:8pt;color:#666">£42.00</span></span>${toggle(true)}</div>
  <div style="display:flex;justify-content:space-between;padding:4pt 0;border-bottom:1px solid #eee"><span>Legal protection<br><span style="font-size:8pt;color:#666">£24.00</span></span>${toggle(false)}</div>
  <div style="display:flex;justify-content:space-between;padding:4pt 0;border-bottom:1px solid #eee"><span>Windscreen<br><span style="font-size:8pt;color:#666">Included</span></span>${toggle(true)}</div>
  <p style="margin:10pt 0 4pt"><b>Excess</b></p>
  <div style="display:flex;justify-content:space-between;font-size:9pt"><span>Compulsory<br><b>£250</b></span><span>Voluntary<br><b>£250</b></span><span>Total<br><b>£500</b></span></div>
  <div style="margin-top:10pt;background:#1e1e3c;color:#fff;border-radius:8pt;padding:8pt">
    <div style="display:flex;justify-content:space-between"><span>Total for the year</span><b style="font-size:13pt">£1,000.20</b></div>
    <div style="font-size:8pt">or 12 monthly payments of £86.12 (£1,033.44 in total)</div>
  </div>
  <div style="background:#e6332a;color:#fff;text-align:center;border-radius:8pt;padding:7pt;margin-top:8pt;font-weight:bold">Confirm renewal</div>
  <div style="display:flex;justify-content:space-around;font-size:7.5pt;color:#777;margin-top:10pt;border-top:1px solid #ddd;padding-top:5pt"><span>Home</span><span>Policies</span><span>Claims</span><span>Profile</span></div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 7. Virgin Money: HTML; a marketing renewal email as Outlook on the web prints it: the mail header, a red banner, the
// price in a box with a button, a bar comparing it with last year's, the compulsory excess in a grid and the rest in a
// sentence.
const VIRGIN = `
<div style="font-size:10pt">
  <div style="font-size:9pt;border-bottom:2px solid #000;padding-bottom:3pt"><b>Outlook</b> · Mail – Oliver Brennan</div>
  <p style="font-size:13pt;font-weight:bold;margin:8pt 0 2pt">Good news, Oliver – your car insurance price has gone down</p>
  <div style="font-size:8.5pt;color:#444">Virgin Money Car Insurance &lt;carinsurance@virginmoney.example&gt;<br>Fri 19/03/2027 10:12<br>To: oliver.brennan@example.com</div>
  <div style="width:440pt;margin:12pt auto 0">
    <div style="background:#cc0000;color:#fff;padding:14pt 16pt"><b style="font-size:18pt">Virgin Money</b><br><span style="font-size:10pt">Car Insurance · Your renewal</span></div>
    <p>Hi Oliver,</p>
    <p>It's nearly time to renew the cover on your BMW 118i M Sport. Your new policy starts on 23 April 2027.</p>
    <div style="border:2px solid #cc0000;border-radius:8pt;padding:12pt;text-align:center;margin:0 50pt">
      <div style="font-size:9pt">Your renewal price</div>
      <div style="font:bold 28pt Arial;color:#cc0000">£622.80</div>
      <div style="font-size:8.5pt">a year, including Insurance Premium Tax</div>
      <div style="display:inline-block;background:#cc0000;color:#fff;font-weight:bold;padding:7pt 22pt;border-radius:18pt;margin-top:8pt">View my renewal</div>
    </div>
    <div style="display:flex;justify-content:space-between;background:#f4f4f4;padding:6pt 10pt;margin-top:10pt;font-size:9pt">
      <span>Last year's price <b>£655.15</b></span><span>This year <b>£622.80</b></span><span style="color:#1b7f3b">Down <b>£32.35</b></span></div>
    <table style="width:100%;margin-top:10pt;font-size:9pt">
      <tr><td style="color:#666">Policy number</td><td>VMCI 5583 1029 4</td><td style="color:#666">Registration</td><td>BV22 PLO</td></tr>
      <tr><td style="color:#666">Cover</td><td>Comprehensive</td><td style="color:#666">Compulsory excess</td><td>£250</td></tr>
      <tr><td style="color:#666">Named drivers</td><td>Sophie Brennan</td><td style="color:#666">No claims discount</td><td>7 years</td></tr>
    </table>
    <p style="font-size:9.5pt">You chose a voluntary excess of £200, making your total excess £450 for a claim for damage to your car.</p>
    <p style="font-size:9.5pt">Prefer to spread the cost? Pay 12 monthly instalments of £54.49 (£653.88 in total, representative APR 9.9%).</p>
    <p style="font-size:9.5pt">We'll renew your policy automatically. If you don't want us to, just let us know before 23 April 2027.</p>
    <p style="font-size:7pt;color:#777;border-top:1px solid #ddd;padding-top:4pt">Virgin Money Car Insurance is arranged by an insurance intermediary authorised and regulated by the
    Financial Conduct Authority. Please don't reply to this email.</p>
  </div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. Staysure: HTML (photographed sideways); an over-50s insurer's renewal letter with a premium breakdown (net,
// IPT, total) and an excess table by kind of claim; last year's premium not stated.
const STAYSURE = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:flex-start">
    <div><b style="font-size:20pt;color:#0a4a8a">Staysure</b><br><span style="font-size:9pt">Car Insurance</span></div>
    <div class="r" style="font-size:8.5pt">Customer services 0800 033 4902<br>Mon–Fri 9am–7pm, Sat 9am–4pm</div></div>
  <div class="cols" style="margin-top:14pt">
    <div>Mr Keith Lumsden<br>27 Meadow Rise<br>Market Harborough<br>LE16 7QJ</div>
    <div class="r">14 May 2027<br>Policy number: SSC 8841 0276</div></div>
  <p style="font-size:13pt;font-weight:bold;margin:16pt 0 4pt">Renewal notice</p>
  <p>Dear Mr Lumsden,</p>
  <p>Thank you for insuring your Toyota Auris 1.8 Hybrid Excel, registration AY17 KHV, with us. Your renewal terms are below.
  Your cover continues from 15/06/2027 to 14/06/2028.</p>
  <table style="width:70%;border:1px solid #0a4a8a;margin:6pt 0">
    <tr style="background:#e7eef7"><th colspan="2">Premium breakdown</th></tr>
    <tr><td>Annual premium</td><td class="r">£418.39</td></tr>
    <tr><td>Insurance Premium Tax (12%)</td><td class="r">£50.21</td></tr>
    <tr style="border-top:1px solid #333"><td><b>Total annual premium</b></td><td class="r"><b>£468.60</b></td></tr>
  </table>
  <p>Staysure Breakdown Cover is not included. You can add it for £52.00 a year.</p>
  <table style="width:85%;border:1px solid #999;margin:6pt 0">
    <tr style="background:#e7eef7"><th>Excesses</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
    <tr><td>Accidental damage</td><td class="r">£150</td><td class="r">£100</td><td class="r">£250</td></tr>
    <tr><td>Fire and theft</td><td class="r">£150</td><td class="r">£100</td><td class="r">£250</td></tr>
    <tr><td>Windscreen replacement</td><td class="r">£75</td><td class="r">–</td><td class="r">£75</td></tr>
  </table>
  <p>Your policy will renew automatically and we will take payment from your card ending 5521 on 15/06/2027. If you don't
  want to renew, or anything has changed, please call us before then.</p>
  <p>Yours sincerely,<br>Staysure Car Insurance</p>
  <p style="font-size:7.5pt;color:#666">Staysure is a trading name of Staysure.co.uk Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. RIAS: HTML; a renewal email as Gmail prints it: the price, last year's and the change in a small table, 'why has
// my price changed?' with reasons, an extra and a total with it, the excess in one sentence.
const RIAS = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;font-size:8pt;color:#555"><span>15/05/2027, 07:40</span><span>Gmail - Your RIAS car insurance renewal</span></div>
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ccc;padding:6pt 0"><b style="font-size:13pt;color:#d93025">Gmail</b><span style="font-size:9pt">Anne Gilchrist &lt;anne.gilchrist@example.com&gt;</span></div>
  <p style="font-size:13pt;margin:8pt 0 2pt"><b>Your RIAS car insurance renewal</b></p>
  <div style="font-size:8.5pt;color:#444;display:flex;justify-content:space-between"><span><b>RIAS</b> &lt;renewals@rias.example&gt;<br>To: anne.gilchrist@example.com</span><span>14 May 2027 at 16:22</span></div>
  <div style="margin-top:12pt;color:#003b71;font:bold 20pt Arial">RIAS</div>
  <p>Dear Mrs Gilchrist,</p>
  <p>Your car insurance for your Volvo XC40 B3 Plus (SV71 CRO) renews on 30 June 2027. Your policy number is RIA 7716 2208 43.</p>
  <table style="width:60%;border:1px solid #bbb">
    <tr><td>This year's price</td><td class="r"><b>£551.04</b></td></tr>
    <tr><td>Last year's price</td><td class="r">£498.30</td></tr>
    <tr><td>Change</td><td class="r">up £52.74</td></tr>
  </table>
  <p><b>Why has my price changed?</b></p>
  <ul style="margin-top:0">
    <li>The cost of repairing cars, and of the parts and paint they need, has gone up again across the industry.</li>
    <li>More cars like yours were stolen in Scotland last year.</li>
    <li>Your details haven't changed, and your 12 years' no claims discount is still protected.</li>
  </ul>
  <p>You have Motor Legal Protection at £25.50, so your total to pay is £576.54.</p>
  <p>You'll pay the first £350 of any claim for damage to your car (£200 compulsory and £150 voluntary).</p>
  <p>We'll renew your policy automatically. If you'd like to talk about your renewal, call us on 0800 068 1231.</p>
  <p>Kind regards,<br>The RIAS team</p>
  <p style="font-size:7pt;color:#777">RIAS is a trading name of Ageas Retail Limited, authorised and regulated by the Financial Conduct Authority.</p>
  <div style="font-size:7.5pt;color:#777;text-align:right">https://mail.google.com/mail/u/0/?ik=7c1e&amp;view=pt · 1/1</div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 10. Yourshield: HTML (scanned); a broker's renewal summary: payment options in a table, 'what's changed' in
// sentences; the total excess not stated.
const YOURSHIELD = `
<div style="font-size:10pt">
  <div style="display:flex;justify-content:space-between;align-items:center;background:#15365f;color:#fff;padding:8pt 12pt">
    <b style="font-size:17pt">yourshield</b><span style="font-size:8.5pt">Harrogate · 01423 206 400</span></div>
  <p style="font-size:14pt;font-weight:bold;margin:14pt 0 2pt">Renewal summary – private car</p>
  <table style="width:100%;font-size:9.5pt">
    <tr><td style="width:25%;color:#555">Policyholder</td><td>Mr Daniel Kershaw</td><td style="width:20%;color:#555">Policy number</td><td>YS/PC/0388150</td></tr>
    <tr><td style="color:#555">Vehicle</td><td>Skoda Karoq 1.5 TSI SE L · YJ20 FXA</td><td style="color:#555">Renewal date</td><td>04/09/2027</td></tr>
    <tr><td style="color:#555">Insurer</td><td>Ageas Insurance Limited</td><td style="color:#555">Issued</td><td>05/08/2027</td></tr>
  </table>
  <p style="font-weight:bold;margin:12pt 0 4pt">Payment options</p>
  <table style="width:100%;border:1px solid #15365f">
    <tr style="background:#e9eef5"><th style="white-space:nowrap">How you pay</th><th class="r">Amount</th><th>Details</th></tr>
    <tr><td>Pay in full</td><td class="r"><b>£736.90</b></td><td>Including Insurance Premium Tax</td></tr>
    <tr><td>Pay monthly</td><td class="r">£76.48</td><td>10 monthly instalments, total £764.80 including £27.90 interest (APR 12.9%)</td></tr>
  </table>
  <p style="font-weight:bold;margin:12pt 0 4pt">What's changed since last year</p>
  <p style="margin:2pt 0">Premium: up from £702.15 to £736.90 (+£34.75).</p>
  <p style="margin:2pt 0">No claims discount: now 5 years.</p>
  <p style="margin:2pt 0">Excess: unchanged at £250 compulsory and £250 voluntary.</p>
  <p style="margin:2pt 0">Drivers, cover and use: no change (comprehensive; social, domestic, pleasure and commuting).</p>
  <p style="margin-top:12pt">If you pay monthly your policy will renew automatically. If you paid in full last year, please call us to renew
  before 04/09/2027. Please read the enclosed statement of fact and tell us if anything is wrong.</p>
  <p style="font-size:7.5pt;color:#666;margin-top:24pt">Yourshield is authorised and regulated by the Financial Conduct Authority. Registered in England and Wales.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Romero Insurance Brokers: drawn by pdfkit; a letter with the premium and last year's in a short table, then a
// Direct Debit schedule of ten dates (the first payment larger), and the excess in a small table.
function drawRomero(doc: Doc): void {
  const left = 60;
  const right = 535;
  doc.font('Helvetica-Bold').fontSize(21).fillColor('#c8102e');
  put(doc, 'ROMERO', left, 46);
  doc.font('Helvetica').fontSize(8.5).fillColor('#333333');
  put(doc, 'Insurance Brokers', left, 70);
  ['Preston, Lancashire', '01772 904 500'].forEach((line, index) => putRight(doc, line, right, 50 + index * 11));
  doc.fillColor('black').fontSize(10);
  ['Mrs Gemma Kavanagh', '40 Watling Street Road', 'Fulwood', 'Preston PR2 8DY'].forEach((line, index) => put(doc, line, left, 108 + index * 13));
  putRight(doc, '8 April 2027', right, 108);
  putRight(doc, 'Ref: ROM/PC/1184420', right, 121);
  let y = 180;
  const text = (words: string, gap = 8) => {
    para(doc, words, left, y, right - left, 2);
    y = doc.y + gap;
  };
  text('Dear Mrs Kavanagh,');
  doc.font('Helvetica-Bold');
  text('Your renewal and payment schedule');
  doc.font('Helvetica');
  text(
    'Your motor policy ROM/PC/1184420 for your Nissan Juke 1.0 DiG-T N-Connecta, PN20 WJK, renews on 9 May 2027 with LV= Broker. As ' +
      'you pay by Direct Debit, it will renew automatically on the terms below.',
  );
  const row = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    put(doc, label, left + 10, y);
    putRight(doc, value, left + 300, y);
    y += 16;
  };
  row('Annual premium (including IPT)', '£846.30', true);
  row('Your premium last year', '£812.95');
  row('Increase', '£33.35');
  y += 8;
  doc.font('Helvetica-Bold');
  put(doc, 'Excess', left, y);
  y += 16;
  row('Compulsory', '£250');
  row('Voluntary', '£150');
  row('Total', '£400');
  y += 8;
  doc.font('Helvetica-Bold');
  put(doc, 'Direct Debit schedule', left, y);
  y += 18;
  doc.rect(left, y - 4, 310, 18).fill('#f5e1e4');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(9.5);
  put(doc, 'Payment', left + 10, y);
  put(doc, 'Date', left + 110, y);
  putRight(doc, 'Amount', left + 300, y);
  y += 18;
  doc.font('Helvetica');
  const dates = ['09/05/2027', '09/06/2027', '09/07/2027', '09/08/2027', '09/09/2027', '09/10/2027', '09/11/2027', '09/12/2027', '09/01/2028', '09/02/2028'];
  dates.forEach((date, index) => {
    put(doc, String(index + 1), left + 10, y);
    put(doc, date, left + 110, y);
    putRight(doc, index === 0 ? '£91.88' : '£85.34', left + 300, y);
    y += 14;
  });
  doc.moveTo(left, y).lineTo(left + 310, y).lineWidth(0.5).stroke('#c8102e');
  y += 5;
  doc.font('Helvetica-Bold');
  put(doc, 'Total payable', left + 10, y);
  putRight(doc, '£859.94', left + 300, y);
  y += 22;
  doc.font('Helvetica').fontSize(10);
  text('The total payable includes interest of £13.64 (APR 3.2%). If you would rather pay in full, call us before 9 May 2027.');
  text('Yours sincerely,', 18);
  text('Amanda Cookson\nCustomer Services');
  doc.fontSize(7).fillColor('#555555');
  para(doc, 'Romero Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority.', left, 776, right - left, 0.5);
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 12. Volvo Car Insurance: HTML; a car maker's insurance renewal email: a picture placeholder of the car, the price
// with IPT in a sentence, last year's in a sentence, the compulsory excess in the summary and the voluntary and total
// in a paragraph that also names a lower compulsory excess at approved repairers.
const VOLVO = `
<div style="width:450pt;margin:0 auto;font:10pt/1.5 Arial,sans-serif;color:#141414">
  <div style="font-size:7.5pt;color:#888;text-align:right">View in browser</div>
  <div style="text-align:center;letter-spacing:4pt;font-size:15pt;border-bottom:1px solid #ccc;padding:8pt 0">VOLVO<div style="letter-spacing:1pt;font-size:9pt">Car Insurance</div></div>
  <div style="height:90pt;background:#dfe3e8;color:#6b7380;display:flex;align-items:center;justify-content:center;font-size:9pt;margin-top:8pt">[Image: Volvo XC60 in Denim Blue]</div>
  <p style="font-size:15pt;margin:12pt 0 4pt">Time to renew, Alistair</p>
  <p>Your Volvo Car Insurance for your XC60 B5 Plus (SJ72 NVO) renews on 25 January 2027.</p>
  <p>Your renewal price is <b style="font-size:13pt">£1,104.62</b> for the year. This includes £118.35 Insurance Premium Tax. Your premium
  last year was £1,061.40.</p>
  <table style="width:100%;background:#f4f5f7;font-size:9pt">
    <tr><td style="color:#666">Policy number</td><td>VCI/118/302776</td><td style="color:#666">Cover</td><td>Comprehensive</td></tr>
    <tr><td style="color:#666">Excess</td><td>£400 compulsory</td><td style="color:#666">Courtesy car</td><td>Volvo courtesy car</td></tr>
  </table>
  <p>You've chosen a voluntary excess of £250, so you'd pay the first £650 of a claim for damage to your car. If it's repaired
  at a Volvo retailer approved repairer, your compulsory excess drops to £250.</p>
  <div style="text-align:center;margin:10pt 0"><span style="display:inline-block;background:#1c6bba;color:#fff;padding:8pt 24pt;font-weight:bold">Review your renewal</span></div>
  <p style="font-size:9pt">Your policy renews automatically. Genuine Volvo parts are used in every repair. Questions? Call 0344 892 1745.</p>
  <p style="font-size:7pt;color:#777;border-top:1px solid #ddd;padding-top:4pt">Volvo Car Insurance is arranged by an insurance intermediary authorised and regulated by the Financial
  Conduct Authority and is provided by a panel of insurers.</p>
</div>`;

export const FRESH_NOTICES_49: FreshNotice[] = [
  {
    name: 'seib',
    html: SEIB,
    scan: true,
    expected: {
      renewalDate: '2027-02-12',
      insurer: 'SEIB',
      policyNumber: 'SPC/4471092',
      registrationNumber: 'EK70RHU',
      renewalPremium: '684.27',
      previousPremium: '597.80',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'schofield',
    html: '',
    draw: drawSchofield,
    expected: {
      renewalDate: '2027-03-28',
      insurer: 'Schofield Insurance Brokers',
      policyNumber: 'SIB/MC/208815',
      registrationNumber: 'YD21HNV',
      renewalPremium: '781.61',
      previousPremium: '743.10',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },
  {
    name: 'marmalade',
    html: MARMALADE,
    photo: true,
    expected: {
      renewalDate: '2027-03-14',
      insurer: 'Marmalade',
      policyNumber: 'MML-BB-0419927',
      registrationNumber: 'MX19UWT',
      renewalPremium: '1386.45',
      previousPremium: '1729.90',
      compulsoryExcess: '500',
      voluntaryExcess: '100',
      totalExcess: '600',
    },
  },
  {
    name: 'policy-expert',
    html: POLICY_EXPERT,
    expected: {
      renewalDate: '2027-04-02',
      insurer: 'Policy Expert',
      policyNumber: 'PEC 3029 8847',
      registrationNumber: 'LV21OKD',
      renewalPremium: '512.38',
      previousPremium: '471.90',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
  {
    name: 'one-call',
    html: ONE_CALL,
    expected: {
      renewalDate: '2027-02-19',
      insurer: 'One Call Insurance',
      policyNumber: 'OC-2294718',
      registrationNumber: 'DG19WZP',
      renewalPremium: '893.40',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'prima',
    html: PRIMA,
    expected: {
      renewalDate: '2027-05-07',
      insurer: 'Prima',
      policyNumber: 'P-UK-00884215',
      registrationNumber: 'WR70KFN',
      renewalPremium: '958.20',
      previousPremium: '1012.75',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'virgin-money',
    html: VIRGIN,
    expected: {
      renewalDate: '2027-04-23',
      insurer: 'Virgin Money',
      policyNumber: 'VMCI 5583 1029 4',
      registrationNumber: 'BV22PLO',
      renewalPremium: '622.80',
      previousPremium: '655.15',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    name: 'staysure',
    html: STAYSURE,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-06-15',
      insurer: 'Staysure',
      policyNumber: 'SSC 8841 0276',
      registrationNumber: 'AY17KHV',
      renewalPremium: '468.60',
      compulsoryExcess: '150',
      voluntaryExcess: '100',
      totalExcess: '250',
    },
  },
  {
    name: 'rias',
    html: RIAS,
    expected: {
      renewalDate: '2027-06-30',
      insurer: 'RIAS',
      policyNumber: 'RIA 7716 2208 43',
      registrationNumber: 'SV71CRO',
      renewalPremium: '551.04',
      previousPremium: '498.30',
      compulsoryExcess: '200',
      voluntaryExcess: '150',
      totalExcess: '350',
    },
  },
  {
    name: 'yourshield',
    html: YOURSHIELD,
    scan: true,
    expected: {
      renewalDate: '2027-09-04',
      insurer: 'Yourshield',
      policyNumber: 'YS/PC/0388150',
      registrationNumber: 'YJ20FXA',
      renewalPremium: '736.90',
      previousPremium: '702.15',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
    },
  },
  {
    name: 'romero',
    html: '',
    draw: drawRomero,
    expected: {
      renewalDate: '2027-05-09',
      insurer: 'Romero Insurance Brokers',
      policyNumber: 'ROM/PC/1184420',
      registrationNumber: 'PN20WJK',
      renewalPremium: '846.30',
      previousPremium: '812.95',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'volvo',
    html: VOLVO,
    expected: {
      renewalDate: '2027-01-25',
      insurer: 'Volvo Car Insurance',
      policyNumber: 'VCI/118/302776',
      registrationNumber: 'SJ72NVO',
      renewalPremium: '1104.62',
      previousPremium: '1061.40',
      compulsoryExcess: '400',
      voluntaryExcess: '250',
      totalExcess: '650',
    },
  },
];
