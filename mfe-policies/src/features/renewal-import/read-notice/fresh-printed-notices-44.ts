// Set 44 (issue 47): thirteen renewal invitations in the ordinary layouts real insurers and brokers send, written afresh,
// each from a different UK private-car brand none of sets 1 to 43 used: an insurer's letter with a summary table and
// dates written '1st May 2027'; a classic-car broker's schedule with a key-facts table ('Premium (incl. IPT)',
// 'Previous premium') and dates '12.05.2027'; a renewal email with 'Your renewal at a glance' in a two-column box; a
// young driver's telematics app screen priced monthly only (the year's figure is the total of 12 payments, last year's
// not stated); a farming broker's letter whose price is only in a sentence and whose excess is not stated; a large
// print letter with a Northern Ireland plate; a price with add-ons listed and a total including them; a renewal quote
// table with 'Comprehensive' and 'Third party, fire and theft' rows (last year's not stated); a statement with the
// excess as '£250 + £100 voluntary' and a protected / unprotected no claims discount choice; a letter stating a price
// fall with the policy number split across a line; a web account page saved as PDF; a tradesman's renewal letter; a broker's statement of account.
// Three drawn by pdfkit, ten printed from HTML by Chromium; two scanned and two photographed (one sideways).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Covéa Insurance
  ['covea change', [598.37, 43.81], 642.18],
  ['covea excess', [250, 250], 500],
  ['covea monthly', [10 * 67.07], 670.7],
  ['covea credit', [642.18, 28.52], 670.7],
  // 2. Herts Insurance Consultants
  ['herts club discount', [540.83 * 0.1], 54.08],
  ['herts net of discount', [540.83, -54.08], 486.75],
  ['herts change', [452.2, 34.55], 486.75],
  ['herts excess', [150, 100], 250],
  // 3. Motaquote
  ['motaquote change', [701.15, 33.75], 734.9],
  ['motaquote excess', [300, 150], 450],
  ['motaquote monthly', [11 * 71.5], 786.5],
  ['motaquote credit', [734.9, 51.6], 786.5],
  // 4. LittleBox
  ['littlebox year', [12 * 108.45], 1301.4],
  ['littlebox before discount', [1397.4, -96], 1301.4],
  ['littlebox excess', [350, 250], 600],
  // 5. Rural Insurance Group
  ['rural change', [1012.6, 33.72], 1046.32],
  ['rural deposit', [1046.32 * 0.1], 104.63],
  ['rural instalments', [104.63, 10 * 99.16], 1096.23],
  ['rural credit', [1046.32, 49.91], 1096.23],
  // 6. One Answer Insurance
  ['one-answer change', [879.5, 32.94], 912.44],
  ['one-answer excess', [300, 200], 500],
  ['one-answer monthly', [10 * 94.62], 946.2],
  ['one-answer credit', [912.44, 33.76], 946.2],
  // 7. Partners&
  ['partners total', [689.27, 29.99, 64.99, 14.99], 799.24],
  ['partners last year total', [655.1, 29.99, 59.99], 745.08],
  ['partners change', [655.1, 34.17], 689.27],
  ['partners excess', [250, 200], 450],
  // 8. PIB Insurance Brokers
  ['pib comp excess', [250, 250], 500],
  ['pib tpft excess', [250, 250], 500],
  ['pib tpft dearer', [826.4, 44.75], 871.15],
  ['pib monthly', [10 * 86.13], 861.3],
  ['pib credit', [826.4, 34.9], 861.3],
  // 9. Giles Insurance Brokers
  ['giles change', [574.3, 24.44], 598.74],
  ['giles protection cost', [561.2, 37.54], 598.74],
  ['giles excess', [250, 100], 350],
  // 10. Oval Insurance Broking
  ['oval fall', [703.58, 38.32], 741.9],
  ['oval excess', [350, 100], 450],
  ['oval ipt', [628.2 * 0.12], 75.38],
  ['oval gross', [628.2, 75.38], 703.58],
  // 11. Brown & Brown
  ['brown change', [1309.8, 74.82], 1384.62],
  ['brown excess', [500, 250], 750],
  // 12. Tradewise
  ['tradewise change', [768.45, 27.3], 795.75],
  ['tradewise excess', [300, 100], 400],
  ['tradewise tools', [795.75, 42.5], 838.25],
  // 13. Ethos Broking
  ['ethos paid off', [587.6, -587.6], 0],
  ['ethos change', [587.6, 32.25], 619.85],
  ['ethos balance', [0, 619.85], 619.85],
  ['ethos excess', [250, 250], 500],
];
checkSums('set 44', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Covéa Insurance: drawn by pdfkit; an insurer's plain renewal letter with a ruled summary table, dates as '1st May
// 2027', a windscreen excess and a monthly price beside the figures to read.
function drawCovea(doc: Doc): void {
  const left = 56;
  const right = 539;
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#e4002b');
  put(doc, 'Covéa', left, 46);
  doc.font('Helvetica').fontSize(9).fillColor('#333333');
  put(doc, 'Insurance', left + 2, 74);
  ['Covéa Insurance plc', 'Norman Place', 'Reading RG1 8DA', 'Customer services 0330 024 2254'].forEach((line, index) => putRight(doc, line, right, 48 + index * 11));
  doc.fillColor('black').fontSize(10);
  ['Ms Priya Raman', '41 Holloway Lane', 'Worcester', 'WR5 2LS'].forEach((line, index) => put(doc, line, left, 120 + index * 13));
  putRight(doc, '15th March 2027', right, 120);
  putRight(doc, 'Our ref: CVP/0048817/M', right, 133);
  doc.font('Helvetica-Bold').fontSize(14);
  put(doc, 'Your car insurance renewal', left, 196);
  doc.font('Helvetica').fontSize(10);
  let y = 222;
  const text = (words: string, gap = 9) => {
    para(doc, words, left, y, right - left, 2);
    y = doc.y + gap;
  };
  text('Dear Ms Raman,');
  text(
    'Your car insurance with us is due for renewal on 1st May 2027. We would like to invite you to renew with Covéa Insurance, ' +
      'and we have set out your renewal terms below. Please read them carefully alongside your enclosed Statement of Fact and ' +
      'tell us if anything is incorrect or has changed.',
  );
  const rows: [string, string][] = [
    ['Policy number', 'CVP/0048817/M'],
    ['Vehicle', 'Skoda Octavia Estate 1.5 TSI SE L (2021)'],
    ['Registration', 'WR21 HXD'],
    ['Cover', 'Comprehensive, social, domestic and pleasure and commuting'],
    ['Period of cover', '1st May 2027 to 30th April 2028'],
    ['Renewal premium (including Insurance Premium Tax)', '£642.18'],
    ["Last year's premium", '£598.37'],
    ['Compulsory excess', '£250'],
    ['Voluntary excess', '£250'],
    ['Total excess (accidental damage, fire and theft)', '£500'],
    ['Windscreen excess (replacement)', '£75'],
  ];
  y += 2;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1).stroke('#e4002b');
  rows.forEach(([label, value], index) => {
    const top = y + 5;
    if (index % 2 === 0) doc.rect(left, y, right - left, 20).fill('#f6f0f1');
    doc.fillColor('black').font('Helvetica').fontSize(9.5);
    put(doc, label, left + 6, top + 1);
    doc.font(index === 5 ? 'Helvetica-Bold' : 'Helvetica');
    putRight(doc, value, right - 6, top + 1);
    y += 20;
  });
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1).stroke('#e4002b');
  y += 14;
  doc.font('Helvetica').fontSize(10);
  text(
    'Your premium has increased by £43.81 compared with last year. This reflects the rising cost of repairs and replacement ' +
      'vehicles across the market, not any claim you have made.',
  );
  text(
    'If you pay by monthly Direct Debit, your renewal will be collected in 10 monthly instalments of £67.07, a total of £670.70 ' +
      'including interest of £28.52 (representative APR 9.9%). The first instalment will be taken on or shortly after 1st May 2027.',
  );
  text(
    "If you are happy with your renewal terms you don't need to do anything: your policy will renew automatically. If you do not " +
      'want to renew, please call us before 1st May 2027 and we will make sure your cover ends on 30th April 2027.',
  );
  text('Yours sincerely,', 26);
  text('Daniel Whitlock\nHead of Personal Lines Customer Service');
  doc.font('Helvetica').fontSize(6.8).fillColor('#555555');
  para(
    doc,
    'Covéa Insurance plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and ' +
      'the Prudential Regulation Authority. Calls may be recorded for training and monitoring purposes. Your renewal documents, ' +
      'including your certificate of motor insurance, will be available in your online account from 17th April 2027.',
    left,
    748,
    right - left,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Herts Insurance Consultants (classic cars): HTML; a schedule with a key-facts table, dates as '12.05.2027', an
// agreed value, a limited mileage and an owners' club discount.
const kf = (label: string, value: string, strong = false) =>
  `<tr><th style="width:42%;background:#eef1f6;border:1px solid #b8c2d6;padding:4pt 6pt;font-weight:normal">${label}</th><td style="border:1px solid #b8c2d6;padding:4pt 6pt${strong ? ';font-weight:bold' : ''}">${value}</td></tr>`;
const HERTS = `
<div style="font-family:Georgia,serif;font-size:9.8pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #1b2f5b;padding-bottom:5pt">
    <div><span style="font:bold 19pt Georgia;color:#1b2f5b">Herts Insurance Consultants</span><br><span style="font-size:8.5pt;color:#555;font-style:italic">Classic, vintage &amp; collectors' car insurance</span></div>
    <div class="r" style="font-size:8pt;color:#555">Hertford, Hertfordshire<br>01992 496 0173</div></div>
  <p style="font:bold 13pt Georgia;margin:12pt 0 2pt">Renewal Schedule – Classic Car Policy</p>
  <p style="margin:0 0 8pt;font-size:8.5pt;color:#555">Issued 06.04.2027. This schedule replaces any schedule previously issued and should be read with your policy wording.</p>
  <table style="width:100%;font-size:9.5pt">
    ${kf('Policyholder', 'Mr Geoffrey Ashdown, 3 Bengeo Street, Hertford SG14 3ER')}
    ${kf('Policy number', 'HIC/CL/0061294')}
    ${kf('Period of insurance', '12.05.2027 to 11.05.2028 (both days inclusive)')}
    ${kf('Vehicle', '1967 Jaguar E-Type Series 1 4.2 Roadster')}
    ${kf('Registration mark', 'JNK 417E')}
    ${kf('Agreed value', '£95,000')}
    ${kf('Cover', 'Comprehensive – social, domestic and pleasure; club events')}
    ${kf('Annual mileage limit', '3,000 miles')}
    ${kf('Drivers', 'Policyholder and Mrs Anne Ashdown')}
    ${kf('Premium before club discount', '£540.83')}
    ${kf("Jaguar Enthusiasts' Club member discount (10%)", '−£54.08')}
    ${kf('Premium (incl. IPT)', '£486.75', true)}
    ${kf('Previous premium', '£452.20')}
    ${kf('Compulsory excess', '£150')}
    ${kf('Voluntary excess', '£100')}
    ${kf('Total excess', '£250')}
    ${kf('Underwriter', "Certain Underwriters at Lloyd's")}
  </table>
  <p style="margin-top:10pt"><b>Endorsements applying:</b> 04 Agreed value (valuation dated 02.03.2025, review due 02.03.2028); 11 Garaged overnight at the
  risk address; 19 Limited mileage – the mileage at renewal was 48,216; 22 Spare parts cover up to £2,500.</p>
  <p>The premium has risen by £34.55 from the previous period, mainly because the agreed value was increased at your request
  last year. Payment will be collected by Direct Debit on or around 12.05.2027 unless you tell us otherwise.</p>
  <p style="font-size:7pt;color:#666;margin-top:14pt">Herts Insurance Consultants is a trading name of an insurance intermediary authorised and regulated by the Financial Conduct
  Authority. Please check this schedule carefully; if any details are incorrect you must tell us, as they may affect your cover.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. Motaquote (Hereford broker): HTML; the renewal email as a mail client prints it, the figures in a two-column
// 'Your renewal at a glance' box and a monthly price beneath.
const glance = (label: string, value: string) =>
  `<tr><td style="padding:5pt 8pt;border-bottom:1px solid #d5e3ee;color:#41576b">${label}</td><td style="padding:5pt 8pt;border-bottom:1px solid #d5e3ee;font-weight:bold">${value}</td></tr>`;
const MOTAQUOTE = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.4">
  <div style="font-size:8pt;color:#555;border-bottom:1px solid #ccc;padding-bottom:4pt">Outlook · Printed 02/03/2027 09:31</div>
  <div style="font:bold 13pt Arial;margin:8pt 0 4pt">Your car insurance renewal is ready</div>
  <table style="font-size:8.5pt;color:#333;margin-bottom:8pt">
    <tr><td style="color:#777">From:</td><td>Motaquote Renewals &lt;renewals@motaquote.co.uk&gt;</td></tr>
    <tr><td style="color:#777">Sent:</td><td>Tuesday, 2 March 2027 09:14</td></tr>
    <tr><td style="color:#777">To:</td><td>sam.pritchard84@gmail.com</td></tr>
    <tr><td style="color:#777">Subject:</td><td>Your car insurance renewal is ready</td></tr></table>
  <div style="border:1px solid #ddd;padding:12pt 16pt">
    <div style="font:bold 20pt Arial;color:#00549f">motaquote</div>
    <p>Hi Sam,</p>
    <p>It's nearly time to renew your car insurance. We've checked your renewal and everything you need is below.</p>
    <div style="border:2px solid #00549f;border-radius:6pt;margin:8pt 0">
      <div style="background:#00549f;color:white;font:bold 11pt Arial;padding:5pt 8pt">Your renewal at a glance</div>
      <table style="width:100%">
        ${glance('Renewal date', '9 April 2027')}
        ${glance('Policy number', 'MQ-PC-551308')}
        ${glance('Car', 'Ford Focus 1.0 EcoBoost ST-Line (2020)')}
        ${glance('Registration', 'HN20 UVB')}
        ${glance('Renewal price', '£734.90')}
        ${glance('Last year', '£701.15')}
        ${glance('Compulsory excess', '£300')}
        ${glance('Voluntary excess', '£150')}
        ${glance('Total excess', '£450')}
      </table></div>
    <p>That's £33.75 more than last year. Prefer to spread the cost? Pay £71.50 a month over 11 months (£786.50 in total, including
    £51.60 interest, representative APR 14.9%).</p>
    <p><b>Nothing's changed?</b> Then there's nothing to do: we'll renew your policy automatically on 9 April 2027 using the card
    ending 2290. <b>Something changed?</b> New job, address, car or points on your licence: call us on 01432 496 0520 before your renewal date.</p>
    <div style="background:#f0b323;text-align:center;padding:7pt;font:bold 10pt Arial;width:170pt;border-radius:4pt">View my renewal documents</div>
    <p>Thanks,<br>The Motaquote Renewals Team</p>
    <p style="font-size:7pt;color:#777">Motaquote Ltd is authorised and regulated by the Financial Conduct Authority. Please don't reply to this email: this mailbox isn't monitored.
    You've received this service email because you hold a policy with us.</p>
  </div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. LittleBox (young drivers' telematics): HTML; the app's renewal screen printed to PDF, priced monthly only, the
// year's figure the total of the 12 payments; last year's price is not stated.
const LITTLEBOX = `
<div style="width:290pt;margin:0 auto;border:7pt solid #1c1c1c;border-radius:24pt;overflow:hidden;font-family:Arial,sans-serif;font-size:9.5pt;line-height:1.35">
  <div style="display:flex;justify-content:space-between;padding:5pt 14pt;font:bold 8.5pt Arial;background:#5b2d8e;color:white"><span>17:22</span><span>4G ▮▮▮ 64%</span></div>
  <div style="background:#5b2d8e;color:white;padding:6pt 14pt 12pt"><div style="font:bold 16pt Arial">LittleBox</div><div style="font-size:8pt">Hi Ellie, your renewal is ready</div></div>
  <div style="padding:10pt 14pt;background:#f4f1f8">
    <div style="background:white;border-radius:12pt;padding:10pt 12pt">
      <div style="font-size:8pt;color:#5b2d8e;font-weight:bold">YOUR RENEWAL</div>
      <div style="font:bold 11pt Arial;margin:2pt 0">Toyota Aygo X 1.0 Edge · YC23 LWN</div>
      <div style="font-size:8pt;color:#555">Policy LB-7730412 · Renews 18 June 2027</div>
      <div style="margin:10pt 0 2pt"><span style="font:bold 26pt Arial;color:#5b2d8e">£108.45</span> <span style="font-size:9pt">a month</span></div>
      <div style="font-size:8.5pt">12 monthly payments · Total for the year <b>£1,301.40</b></div>
      <div style="font-size:7.5pt;color:#666;margin-top:3pt">Includes your safe driving discount of £96.00 (price before discount £1,397.40) and Insurance Premium Tax.</div>
    </div>
    <div style="display:flex;gap:6pt;margin-top:8pt">
      <div style="flex:1;background:white;border-radius:10pt;padding:6pt;text-align:center"><div style="font-size:7.5pt;color:#555">Driving score</div><div style="font:bold 14pt Arial">87</div></div>
      <div style="flex:1;background:white;border-radius:10pt;padding:6pt;text-align:center"><div style="font-size:7.5pt;color:#555">Miles this year</div><div style="font:bold 14pt Arial">6,214</div></div>
      <div style="flex:1;background:white;border-radius:10pt;padding:6pt;text-align:center"><div style="font-size:7.5pt;color:#555">Night drives</div><div style="font:bold 14pt Arial">3%</div></div></div>
    <div style="font:bold 9pt Arial;margin:10pt 0 4pt">Excess</div>
    <div style="background:white;border-radius:10pt;padding:6pt 10pt;font-size:8.5pt">Compulsory excess £350<br>Voluntary excess £250<br><b>Total excess £600</b><br>
      <span style="color:#666;font-size:7.5pt">An extra £250 applies if the car is driven by someone not named on the policy.</span></div>
    <div style="background:#5b2d8e;color:white;text-align:center;border-radius:18pt;padding:8pt;margin-top:10pt;font:bold 10pt Arial">Accept renewal</div>
    <div style="text-align:center;font-size:8pt;color:#5b2d8e;margin-top:6pt">Something changed? Update my details</div>
  </div>
  <div style="display:flex;justify-content:space-around;border-top:1px solid #ddd;padding:6pt 0;font-size:7.5pt;color:#555;background:white">
    <span style="color:#5b2d8e;font-weight:bold">Home</span><span>Journeys</span><span>Policy</span><span>Help</span></div>
  <div style="font-size:5.8pt;color:#888;padding:4pt 10pt 8pt;background:white">LittleBox is a trading name of a company authorised and regulated by the Financial Conduct Authority.
  Your black box must stay fitted and powered for your policy to remain valid.</div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 5. Rural Insurance Group: HTML (scanned); a plain letter whose price is only in a sentence; the excess is not stated
// (the schedule is said to be enclosed).
const RURAL = `
<div style="font-family:'Times New Roman',serif;font-size:11pt;line-height:1.45;padding:0 10pt">
  <div style="text-align:center;border-bottom:1px solid #3d5a2a;padding-bottom:6pt">
    <div style="font:bold 20pt 'Times New Roman';color:#3d5a2a;letter-spacing:1pt">Rural Insurance Group</div>
    <div style="font-size:8.5pt;color:#444">Insurance for farms, estates and country homes · Private motor department · 01905 496 0881</div></div>
  <div class="cols" style="margin-top:16pt"><div>Mr &amp; Mrs T. Hollings<br>Lower Brockhill Farm<br>Clifton upon Teme<br>Worcester<br>WR6 6DS</div>
    <div class="r">12 April 2027<br><br>Our reference: RIG/PMV/30417</div></div>
  <p style="margin-top:18pt">Dear Mr and Mrs Hollings,</p>
  <p style="font-weight:bold">Renewal of your private motor insurance – Land Rover Defender 110, registration WP22 JRN</p>
  <p>Your private motor policy, reference RIG/PMV/30417, renews on 24 May 2027. We have reviewed the market on your behalf and are
  pleased to tell you that your current insurer has offered renewal on the same terms as last year, including cover for towing
  trailers and livestock boxes and use of the vehicle for farm business.</p>
  <p>If you are happy to continue, we'll renew your policy for £1,046.32, including Insurance Premium Tax. Last year you paid
  £1,012.60. Alternatively, we can arrange for you to pay by ten monthly instalments of £99.16 after a deposit of £104.63
  (£1,096.23 in total, including interest of £49.91).</p>
  <p>Your excesses and the other terms of cover are unchanged and are shown in the enclosed schedule, together with your
  certificate of motor insurance, which will be valid from 24 May 2027. Please check the drivers listed; if anyone new will drive
  the Defender, or if it is now kept at a different address overnight, please telephone us before the renewal date.</p>
  <p>As always, we are happy to visit the farm if you would like to go through your insurances in person.</p>
  <p style="margin-top:14pt">Yours sincerely,</p>
  <p style="margin-top:26pt">Margaret Bevan<br>Account Executive, Private Motor</p>
  <p style="font-size:7.5pt;color:#555;margin-top:30pt">Enc. Renewal schedule, certificate of motor insurance, insurance product information document.<br>
  Rural Insurance Group Limited is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. One Answer Insurance (Belfast): HTML; the large print version of a renewal letter, 16pt, a Northern Ireland plate.
const ONE_ANSWER = `
<div style="font-family:Arial,sans-serif;font-size:16pt;line-height:1.45">
  <div style="font:bold 24pt Arial;color:#00704a">One Answer Insurance</div>
  <div style="font-size:12pt;margin-bottom:14pt">Large print version · Telephone 028 9049 6018</div>
  <div>Mr Ciaran Devlin<br>22 Glenview Park<br>Lisburn<br>BT28 3RF</div>
  <p style="margin-top:14pt">Date: 1 March 2027</p>
  <p style="font:bold 18pt Arial">Your car insurance renewal</p>
  <p>Dear Mr Devlin,</p>
  <p>Your car insurance renews on <b>3 April 2027</b>.</p>
  <table style="font-size:16pt;margin:6pt 0">
    <tr><td>Policy number</td><td><b>OAI/M/2217340</b></td></tr>
    <tr><td>Car</td><td>Hyundai Tucson (2019)</td></tr>
    <tr><td>Registration</td><td><b>KFZ 4821</b></td></tr>
    <tr><td>Price for next year</td><td><b>£912.44</b></td></tr>
    <tr><td>Price last year</td><td>£879.50</td></tr>
    <tr><td>Compulsory excess</td><td>£300</td></tr>
    <tr><td>Voluntary excess</td><td>£200</td></tr>
    <tr><td>Total excess</td><td>£500</td></tr>
  </table>
  <p>Your price has gone up by £32.94.</p>
  <p>You can pay monthly: 10 payments of £94.62. That is £946.20 in total, including interest of £33.76.</p>
  <p>If nothing has changed, you do not need to do anything.</p>
  <p style="font:bold 18pt Arial;margin-top:20pt">If something has changed</p>
  <p>Please phone us on 028 9049 6018 before 3 April 2027 if you have moved house, changed your car, added a driver or had
  points on your licence. Our lines are open Monday to Friday, 9am to 5.30pm.</p>
  <p>Yours sincerely,<br>Gráinne McKeown<br>Customer Services</p>
  <p style="font-size:11pt">This letter is also available in Braille and audio. One Answer Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 7. Partners& : HTML; a broker's renewal with add-ons listed and a total including them; last year's car insurance
// price like for like, and last year's total with the add-ons then bought.
const PARTNERS = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;padding-bottom:6pt;border-bottom:1px solid #222">
    <div style="font:bold 24pt Arial;letter-spacing:-0.5pt">Partners<span style="color:#e4007c">&amp;</span></div>
    <div class="r" style="font-size:8pt;color:#555">Personal Insurance<br>0345 496 0247</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mr Oliver Grant<br>9 Sandpiper Close<br>Solihull<br>B91 3TQ</div>
    <div class="r">10 February 2027</div></div>
  <p style="font:bold 13pt Arial;margin-top:14pt">Time to renew, Oliver</p>
  <p>Your car insurance for your Mazda CX-5 2.0 Sport (2021), registration <b>BF21 KXR</b>, policy number <b>PAR/MOT/883206</b>,
  renews on <b>27 March 2027</b>. Here is what your renewal will cost:</p>
  <table style="width:75%;margin:6pt 0">
    <tr style="border-bottom:1px solid #ccc"><td>Car insurance (comprehensive), including Insurance Premium Tax</td><td class="r"><b>£689.27</b></td></tr>
    <tr style="border-bottom:1px solid #ccc"><td>Motor legal protection</td><td class="r">£29.99</td></tr>
    <tr style="border-bottom:1px solid #ccc"><td>Breakdown cover – roadside, recovery and at home</td><td class="r">£64.99</td></tr>
    <tr style="border-bottom:1px solid #ccc"><td>Key cover (new this year)</td><td class="r">£14.99</td></tr>
    <tr style="border-top:2px solid #222"><td><b>Total to pay</b></td><td class="r"><b>£799.24</b></td></tr>
  </table>
  <p>Last year your car insurance cost £655.10 (£745.08 with the legal protection and breakdown cover you added), so your car
  insurance has gone up by £34.17. Breakdown cover now includes help at home, and key cover is an optional extra you can remove.</p>
  <table style="margin:4pt 0"><tr><td>Compulsory excess</td><td>£250</td></tr><tr><td>Voluntary excess</td><td>£200</td></tr><tr><td><b>Total excess</b></td><td><b>£450</b></td></tr>
  <tr><td>Windscreen repair / replacement</td><td>£10 / £115</td></tr></table>
  <p>We'll renew automatically on 27 March 2027 and take payment from the card we hold. To remove an add-on or make a change,
  call us or use your online account before then.</p>
  <p>Best wishes,<br>Jas Sandhu, Renewals</p>
  <p style="font-size:7pt;color:#777">Partners&amp; is a trading name of Partners& Limited, an insurance broker authorised and regulated by the Financial Conduct Authority.
  Add-on products are provided by separate insurers; details are in their product information documents.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. PIB Insurance Brokers: drawn by pdfkit; a renewal quotation table with a 'Comprehensive' row (the current cover,
// which will be renewed) and a 'Third party, fire and theft' row; last year's premium is not stated.
function drawPib(doc: Doc): void {
  const left = 54;
  const right = 541;
  doc.rect(left, 44, 6, 40).fill('#00a3ad');
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0b2545');
  put(doc, 'PIB Insurance Brokers', left + 14, 48);
  doc.font('Helvetica').fontSize(8.5).fillColor('#555555');
  put(doc, 'Personal lines · Private motor', left + 14, 72);
  ['Client services 0333 496 0631', 'Monday to Friday 9am to 5pm'].forEach((line, index) => putRight(doc, line, right, 52 + index * 11));
  doc.fillColor('black').fontSize(10);
  ['Mr Hamza Qureshi', 'Flat 6, Cedar Court', '118 Romford Road', 'London E15 4LP'].forEach((line, index) => put(doc, line, left, 116 + index * 13));
  putRight(doc, '22 February 2027', right, 116);
  doc.font('Helvetica-Bold').fontSize(13);
  put(doc, 'Renewal quotation', left, 190);
  doc.font('Helvetica').fontSize(10);
  let y = 212;
  const text = (words: string, gap = 9) => {
    para(doc, words, left, y, right - left, 2);
    y = doc.y + gap;
  };
  text('Policy number: PIB/PL/0194562      Vehicle: Volkswagen Golf 1.5 eTSI Life (2019), registration LN19 WCE', 10);
  text(
    'Dear Mr Qureshi, your motor policy is due for renewal on 6 April 2027. Your insurer has offered renewal terms for your current ' +
      'cover and, as you asked about it last year, we have also obtained a price for third party, fire and theft cover.',
  );
  const cols = [left, left + 190, left + 290, left + 355, left + 420];
  const heads = ['Cover', 'Annual premium incl. IPT', 'Compulsory excess', 'Voluntary excess', 'Total excess'];
  doc.rect(left, y, right - left, 30).fill('#0b2545');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(8.5);
  heads.forEach((head, index) => para(doc, head, cols[index]! + 5, y + 5, index === 0 ? 180 : index === 1 ? 92 : 60, 0));
  y += 30;
  const rows = [
    ['Comprehensive (your current cover)', '£826.40', '£250', '£250', '£500'],
    ['Third party, fire and theft', '£871.15', '£250', '£250', '£500'],
  ];
  rows.forEach((row, rowIndex) => {
    doc.rect(left, y, right - left, 22).fill(rowIndex === 0 ? '#e3f6f7' : '#ffffff');
    doc.fillColor('black').font(rowIndex === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    row.forEach((cell, index) => put(doc, cell, cols[index]! + 5, y + 7));
    y += 22;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke('#999999');
  });
  y += 12;
  doc.font('Helvetica').fontSize(10);
  text(
    'Third party, fire and theft is £44.75 dearer than comprehensive cover for you, which is not unusual: insurers find that drivers ' +
      'choosing lower cover tend to claim more. We therefore recommend you keep your comprehensive cover.',
  );
  text(
    'Unless you tell us otherwise, we will renew your comprehensive cover at £826.40 on 6 April 2027. If you pay monthly, your ' +
      'premium finance provider will collect 10 instalments of £86.13 (£861.30 in total, including a charge for credit of £34.90, ' +
      'representative APR 10.9%).',
  );
  text(
    'Other terms: windscreen excess £90; courtesy car while yours is repaired by an approved repairer; personal belongings up to ' +
      '£300; no claims discount 6 years (not protected). Your annual mileage is recorded as 7,500 and your use as social, domestic, ' +
      'pleasure and commuting.',
  );
  text('Yours sincerely,', 24);
  text('Rebecca Okafor\nAccount Handler, Private Clients');
  doc.font('Helvetica').fontSize(6.8).fillColor('#555555');
  para(
    doc,
    'PIB Insurance Brokers is a trading name of an insurance intermediary authorised and regulated by the Financial Conduct Authority. ' +
      'We act on your behalf in arranging your insurance. Premiums are quoted including Insurance Premium Tax at the current rate of 12%.',
    left,
    748,
    right - left,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 9. Giles Insurance Brokers (Glasgow): HTML (photographed sideways); a renewal statement with the excess written
// '£250 + £100 voluntary' and a protected / unprotected no claims discount choice.
const GILES = `
<div style="font-family:Verdana,sans-serif;font-size:9.2pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;background:#1f3a5f;color:white;padding:8pt 10pt">
    <div><span style="font:bold 17pt Verdana">Giles Insurance Brokers</span><br><span style="font-size:8pt">Glasgow · Private Clients</span></div>
    <div class="r" style="font-size:8pt">0141 496 0388</div></div>
  <div class="cols" style="margin-top:10pt"><div>Miss Fiona Lennox<br>2/1, 48 Queen Margaret Drive<br>Glasgow<br>G20 8NZ</div>
    <div class="r">Renewal statement<br>Date: 5 March 2027</div></div>
  <table style="width:100%;margin-top:12pt;font-size:9pt">
    <tr><td style="width:38%;color:#555">Policy number</td><td><b>GIB/MC/4410087</b></td></tr>
    <tr><td style="color:#555">Vehicle</td><td>Volkswagen Polo 1.0 TSI Match (2020), SV70 GHT</td></tr>
    <tr><td style="color:#555">Renewal date</td><td><b>19 April 2027</b></td></tr>
    <tr><td style="color:#555">Cover</td><td>Comprehensive</td></tr>
    <tr><td style="color:#555">Excess</td><td>£250 + £100 voluntary</td></tr>
    <tr><td style="color:#555">No claims discount</td><td>5 years</td></tr>
  </table>
  <p style="font:bold 10.5pt Verdana;margin-top:12pt">Choose how to renew</p>
  <table style="width:100%;font-size:9pt">
    <tr style="background:#e8eef6"><th style="padding:5pt">Option</th><th style="padding:5pt" class="r">Annual premium incl. IPT</th><th style="padding:5pt"></th></tr>
    <tr style="border:2px solid #1f3a5f"><td style="padding:5pt"><b>With protected no claims discount</b></td><td style="padding:5pt" class="r"><b>£598.74</b></td><td style="padding:5pt">✔ your current choice – we will renew on this</td></tr>
    <tr><td style="padding:5pt">Without no claims discount protection</td><td style="padding:5pt" class="r">£561.20</td><td style="padding:5pt"></td></tr>
  </table>
  <p>Protecting your no claims discount costs £37.54 this year. Last year you paid £574.30 with protection, so your premium has
  gone up by £24.44. To switch to the unprotected option, call us before 19 April 2027.</p>
  <p>You pay the first £350 of any claim for accidental damage, fire or theft. A separate £95 excess applies to windscreen replacement.</p>
  <p>No claims discount protection does not protect the overall price of your insurance. Your premium may go up after an accident,
  even if it was not your fault.</p>
  <p style="font-size:7pt;color:#666;margin-top:12pt">Giles Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority. Registered in Scotland.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 10. Oval Insurance Broking: drawn by pdfkit (scanned); a letter stating a price fall, the policy number split across
// a line in the text, net premium, IPT and gross in a short table.
function drawOval(doc: Doc): void {
  const left = 64;
  const right = 531;
  doc.circle(left + 16, 62, 16).lineWidth(4).stroke('#6d2077');
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#6d2077');
  put(doc, 'Oval', left + 40, 50);
  doc.font('Helvetica').fontSize(8.5).fillColor('#444444');
  put(doc, 'Insurance Broking', left + 40, 73);
  ['Personal Insurance Team', '01925 496 0714'].forEach((line, index) => putRight(doc, line, right, 54 + index * 11));
  doc.fillColor('black').fontSize(10.5);
  ['Dr Helen Ashworth', '7 Thelwall New Road', 'Warrington', 'WA4 2HX'].forEach((line, index) => put(doc, line, left, 124 + index * 14));
  putRight(doc, '20 April 2027', right, 124);
  let y = 214;
  const text = (words: string, gap = 10) => {
    para(doc, words, left, y, right - left, 2.5);
    y = doc.y + gap;
  };
  text('Dear Dr Ashworth,');
  doc.font('Helvetica-Bold');
  text('Good news about your car insurance renewal');
  doc.font('Helvetica');
  text('Your car insurance for your Honda Civic 2.0 e:HEV Sport (2020), registration DY20 MKV, with our reference OVL/PM/');
  y -= 10;
  text(
    '2280915, is due for renewal on 1 June 2027. We are pleased to tell you that your premium has gone down this year, by £38.32, ' +
      'thanks to your additional year of no claims discount and a lower annual mileage.',
  );
  const row = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    put(doc, label, left + 20, y);
    putRight(doc, value, right - 60, y);
    y += 16;
  };
  y += 4;
  row('Premium', '£628.20');
  row('Insurance Premium Tax at 12%', '£75.38');
  row('Renewal premium', '£703.58', true);
  row("Last year's premium", '£741.90');
  y += 4;
  row('Compulsory excess', '£350');
  row('Voluntary excess', '£100');
  row('Total excess', '£450');
  y += 10;
  doc.font('Helvetica');
  text(
    'Your insurer and the cover are unchanged: comprehensive, social, domestic and pleasure use including commuting, with a courtesy ' +
      'car and windscreen cover (£75 excess for replacement). We will collect the renewal premium by Direct Debit on or shortly after ' +
      '1 June 2027 from the account ending 3308.',
  );
  text('If anything has changed, please let us know before the renewal date.');
  text('Kind regards,', 26);
  text('Thomas Whitfield\nPersonal Insurance Team');
  doc.font('Helvetica').fontSize(6.8).fillColor('#555555');
  para(
    doc,
    'Oval Insurance Broking Limited is authorised and regulated by the Financial Conduct Authority. Registered in England and Wales.',
    left,
    752,
    right - left,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 11. Brown & Brown (private clients): HTML; the client portal's renewal page saved as PDF from the browser, with its
// header line (date, page title), its footer (address, page 1 of 1), navigation and cards.
const BROWN = `
<div style="font-family:'Segoe UI',Arial,sans-serif;font-size:9.5pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#444"><span>03/03/2027, 20:47</span><span>My renewal | Brown &amp; Brown Client Portal</span></div>
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ddd;padding:8pt 0;margin-top:6pt">
    <div style="font:bold 16pt Arial;color:#00205b">Brown &amp; Brown</div>
    <div style="font-size:8.5pt;color:#00205b">Dashboard &nbsp; Policies &nbsp; Documents &nbsp; Claims &nbsp; Sign out</div></div>
  <div style="font-size:8pt;color:#777;margin:6pt 0">Home › Policies › Private motor › Renewal</div>
  <div style="font:bold 15pt Arial;margin:4pt 0 8pt">Your private motor renewal</div>
  <div style="display:flex;gap:10pt">
    <div style="flex:1.2;border:1px solid #d6dce6;border-radius:6pt;padding:10pt">
      <div style="font-size:8pt;color:#777">VEHICLE</div><div style="font-weight:bold">Porsche Macan S (2022) · GN22 YHR</div>
      <div style="font-size:8pt;color:#777;margin-top:6pt">POLICY</div><div>BBE/PCL/771045 · Comprehensive</div>
      <div style="font-size:8pt;color:#777;margin-top:6pt">RENEWAL DATE</div><div><b>01/07/2027</b></div>
      <div style="font-size:8pt;color:#777;margin-top:6pt">INSURER</div><div>Underwritten by a panel insurer (see documents)</div></div>
    <div style="flex:1;border:1px solid #00205b;border-radius:6pt;padding:10pt;background:#f3f6fb">
      <div style="font-size:8pt;color:#777">RENEWAL PREMIUM (INC. IPT)</div><div style="font:bold 20pt Arial;color:#00205b">£1,384.62</div>
      <div style="font-size:8.5pt">Current premium £1,309.80</div>
      <div style="font-size:8.5pt;color:#b00">Change +£74.82</div></div></div>
  <div style="border:1px solid #d6dce6;border-radius:6pt;padding:10pt;margin-top:10pt">
    <div style="font:bold 10.5pt Arial;margin-bottom:4pt">Excesses</div>
    <table><tr><td>Compulsory</td><td class="r">£500</td></tr><tr><td>Voluntary</td><td class="r">£250</td></tr><tr><td><b>Total</b></td><td class="r"><b>£750</b></td></tr>
      <tr><td>Young or inexperienced driver (additional)</td><td class="r">£300</td></tr><tr><td>Glass replacement</td><td class="r">£150</td></tr></table></div>
  <div style="border:1px solid #d6dce6;border-radius:6pt;padding:10pt;margin-top:10pt">
    <div style="font:bold 10.5pt Arial;margin-bottom:4pt">What you need to do</div>
    <p style="margin:0">Your renewal will be processed automatically on 01/07/2027. Review your named drivers (2) and annual mileage (10,000) and
    upload any change before 24/06/2027. Your account manager is Charlotte Hayes.</p></div>
  <div style="display:flex;gap:8pt;margin-top:12pt"><div style="background:#00205b;color:white;padding:7pt 14pt;border-radius:4pt">Accept renewal</div>
    <div style="border:1px solid #00205b;color:#00205b;padding:7pt 14pt;border-radius:4pt">Request a change</div>
    <div style="border:1px solid #00205b;color:#00205b;padding:7pt 14pt;border-radius:4pt">Download schedule (PDF)</div></div>
  <div style="font-size:7pt;color:#777;margin-top:16pt">Brown &amp; Brown (Europe) Limited is authorised and regulated by the Financial Conduct Authority. Cookie settings · Privacy · Accessibility</div>
  <div style="display:flex;justify-content:space-between;font-size:7.5pt;color:#444;margin-top:20pt"><span>https://portal.bbrown.co.uk/policies/private-motor/renewal</span><span>1/1</span></div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. Tradewise: HTML; a tradesman's car renewal letter, the summary in a boxed list, tools-in-transit cover offered
// as an extra with its price and a total with it.
const TRADEWISE = `
<div style="font-family:Arial,sans-serif;font-size:10pt;line-height:1.42">
  <div style="display:flex;justify-content:space-between;align-items:center;background:#ffcc00;padding:8pt 10pt">
    <div style="font:bold 20pt Arial;color:#111">Tradewise</div><div class="r" style="font-size:8.5pt">Insurance for trades<br>0161 496 0452</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mr Kevin Doyle<br>63 Brookfield Avenue<br>Stockport<br>SK4 4HW</div>
    <div class="r">26 January 2027<br>Policy no. TW/PC/60418852</div></div>
  <p style="font:bold 13pt Arial;margin-top:14pt">Your car insurance is due for renewal</p>
  <p>Dear Mr Doyle,</p>
  <p>Thank you for insuring your car with Tradewise. Your policy renews on <b>8 March 2027</b>. Here is a summary of your renewal:</p>
  <div class="box" style="width:70%">
    <table>
      <tr><td style="white-space:nowrap">Car</td><td>Skoda Superb Estate 2.0 TDI SE (2019)</td></tr>
      <tr><td style="white-space:nowrap">Registration</td><td>MA19 KTP</td></tr>
      <tr><td style="white-space:nowrap">Use</td><td>Social, domestic, pleasure, commuting and business use by you</td></tr>
      <tr><td style="white-space:nowrap">Renewal premium</td><td><b>£795.75</b></td></tr>
      <tr><td style="white-space:nowrap">Premium last year</td><td>£768.45</td></tr>
      <tr><td style="white-space:nowrap">Compulsory excess</td><td>£300</td></tr>
      <tr><td style="white-space:nowrap">Voluntary excess</td><td>£100</td></tr>
      <tr><td style="white-space:nowrap">Total excess</td><td>£400</td></tr>
    </table></div>
  <p>Your premium has increased by £27.30. Prices include Insurance Premium Tax.</p>
  <p><b>Carry tools in the car?</b> Tools in transit cover up to £2,000 can be added for £42.50, making £838.25 in total. Tools are not
  covered by your car insurance unless you add this cover.</p>
  <p>We will renew your policy automatically on 8 March 2027 and collect the premium from your card ending 7716. If you'd like to make
  any changes, call us Monday to Friday 8am to 8pm or Saturday 9am to 1pm.</p>
  <p>Yours sincerely,<br><br>Renewals Team</p>
  <p style="font-size:7pt;color:#777">Tradewise Insurance Services Limited is authorised and regulated by the Financial Conduct Authority. Calls may be recorded.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 13. Ethos Broking: HTML; a broker's statement of account, the renewal a debit line beside last year's renewal debit
// and its payment, with a running balance; a short renewal summary below.
const stmt = (date: string, ref: string, details: string, debit: string, credit: string, balance: string) =>
  `<tr>${[date, ref, details, debit, credit, balance].map((cell, index) => `<td style="border-bottom:1px solid #ccc;padding:4pt 5pt"${index > 2 ? ' class="r"' : ''}>${cell}</td>`).join('')}</tr>`;
const ETHOS = `
<div style="font-family:Arial,sans-serif;font-size:9.3pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #00857c;padding-bottom:5pt">
    <div><span style="font:bold 20pt Arial;color:#00857c">ethos</span> <span style="font:11pt Arial;color:#333">broking</span></div>
    <div class="r" style="font-size:8pt;color:#555">Accounts &amp; Renewals<br>0117 496 0309</div></div>
  <div class="cols" style="margin-top:10pt"><div>Mrs Joanne Pike<br>14 Arden Close<br>Bradley Stoke<br>Bristol<br>BS32 8AT</div>
    <div class="r"><b>Statement of account</b><br>Statement date: 18/03/2027<br>Client account: ETH/C/20914</div></div>
  <table style="width:100%;margin-top:14pt;font-size:8.8pt">
    <tr style="background:#e6f3f2"><th style="padding:4pt 5pt">Date</th><th style="padding:4pt 5pt">Reference</th><th style="padding:4pt 5pt">Details</th>
      <th class="r" style="padding:4pt 5pt">Debit £</th><th class="r" style="padding:4pt 5pt">Credit £</th><th class="r" style="padding:4pt 5pt">Balance £</th></tr>
    ${stmt('28/04/2026', 'ETH/PM/558210', 'Private car renewal 2026/27 – Peugeot 3008, MF20 RKD', '587.60', '', '587.60')}
    ${stmt('28/04/2026', 'DD 0421', 'Payment received – thank you', '', '587.60', '0.00')}
    ${stmt('18/03/2027', 'ETH/PM/558210', 'Private car renewal 2027/28 – Peugeot 3008, MF20 RKD, effective 28/04/2027', '619.85', '', '619.85')}
    <tr><td colspan="5" style="padding:5pt;font-weight:bold">Balance due by 28/04/2027</td><td class="r" style="padding:5pt;font-weight:bold">£619.85</td></tr>
  </table>
  <div class="box" style="margin-top:14pt">
    <div style="font:bold 10.5pt Arial;margin-bottom:4pt">Your renewal</div>
    <table style="font-size:9pt">
      <tr><td>Policy number</td><td>ETH/PM/558210</td><td style="padding-left:24pt">Renewal date</td><td>28/04/2027</td></tr>
      <tr><td>Vehicle</td><td>Peugeot 3008 1.2 PureTech Allure (2020)</td><td style="padding-left:24pt">Registration</td><td>MF20 RKD</td></tr>
      <tr><td>Cover</td><td>Comprehensive</td><td style="padding-left:24pt">Premium incl. IPT</td><td><b>£619.85</b></td></tr>
      <tr><td>Compulsory excess</td><td>£250</td><td style="padding-left:24pt">Voluntary excess</td><td>£250</td></tr>
      <tr><td>Total excess</td><td>£500</td><td style="padding-left:24pt">No claims discount</td><td>9 years (protected)</td></tr>
    </table></div>
  <p>Your renewal premium is £32.25 more than last year's. The full renewal invitation, schedule and policy documents are available in
  your online account. Your Direct Debit will collect the balance on 28/04/2027; if you would prefer to pay by card, please call us.</p>
  <p style="font-size:7pt;color:#777;margin-top:16pt">Ethos Broking Limited is authorised and regulated by the Financial Conduct Authority. Please tell us at once if any entry on this
  statement is incorrect. Balances shown include Insurance Premium Tax where applicable.</p>
</div>`;

export const FRESH_NOTICES_44: FreshNotice[] = [
  {
    name: 'covea',
    html: '',
    draw: drawCovea,
    expected: {
      renewalDate: '2027-05-01',
      insurer: 'Covéa Insurance',
      policyNumber: 'CVP/0048817/M',
      registrationNumber: 'WR21HXD',
      renewalPremium: '642.18',
      previousPremium: '598.37',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'herts',
    html: HERTS,
    expected: {
      renewalDate: '2027-05-12',
      insurer: 'Herts Insurance Consultants',
      policyNumber: 'HIC/CL/0061294',
      registrationNumber: 'JNK417E',
      renewalPremium: '486.75',
      previousPremium: '452.20',
      compulsoryExcess: '150',
      voluntaryExcess: '100',
      totalExcess: '250',
    },
  },
  {
    name: 'motaquote',
    html: MOTAQUOTE,
    expected: {
      renewalDate: '2027-04-09',
      insurer: 'Motaquote',
      policyNumber: 'MQ-PC-551308',
      registrationNumber: 'HN20UVB',
      renewalPremium: '734.90',
      previousPremium: '701.15',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },
  {
    name: 'littlebox',
    html: LITTLEBOX,
    photo: true,
    expected: {
      renewalDate: '2027-06-18',
      insurer: 'LittleBox',
      policyNumber: 'LB-7730412',
      registrationNumber: 'YC23LWN',
      renewalPremium: '1301.40',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'rural',
    html: RURAL,
    scan: true,
    expected: {
      renewalDate: '2027-05-24',
      insurer: 'Rural Insurance Group',
      policyNumber: 'RIG/PMV/30417',
      registrationNumber: 'WP22JRN',
      renewalPremium: '1046.32',
      previousPremium: '1012.60',
    },
  },
  {
    name: 'one-answer',
    html: ONE_ANSWER,
    expected: {
      renewalDate: '2027-04-03',
      insurer: 'One Answer Insurance',
      policyNumber: 'OAI/M/2217340',
      registrationNumber: 'KFZ4821',
      renewalPremium: '912.44',
      previousPremium: '879.50',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'partners',
    html: PARTNERS,
    expected: {
      renewalDate: '2027-03-27',
      insurer: 'Partners&',
      policyNumber: 'PAR/MOT/883206',
      registrationNumber: 'BF21KXR',
      renewalPremium: '689.27',
      previousPremium: '655.10',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    name: 'pib',
    html: '',
    draw: drawPib,
    expected: {
      renewalDate: '2027-04-06',
      insurer: 'PIB Insurance Brokers',
      policyNumber: 'PIB/PL/0194562',
      registrationNumber: 'LN19WCE',
      renewalPremium: '826.40',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'giles',
    html: GILES,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-04-19',
      insurer: 'Giles Insurance Brokers',
      policyNumber: 'GIB/MC/4410087',
      registrationNumber: 'SV70GHT',
      renewalPremium: '598.74',
      previousPremium: '574.30',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'oval',
    html: '',
    draw: drawOval,
    scan: true,
    expected: {
      renewalDate: '2027-06-01',
      insurer: 'Oval Insurance Broking',
      policyNumber: 'OVL/PM/2280915',
      registrationNumber: 'DY20MKV',
      renewalPremium: '703.58',
      previousPremium: '741.90',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },
  {
    name: 'brown-brown',
    html: BROWN,
    expected: {
      renewalDate: '2027-07-01',
      insurer: 'Brown & Brown',
      policyNumber: 'BBE/PCL/771045',
      registrationNumber: 'GN22YHR',
      renewalPremium: '1384.62',
      previousPremium: '1309.80',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    name: 'tradewise',
    html: TRADEWISE,
    expected: {
      renewalDate: '2027-03-08',
      insurer: 'Tradewise',
      policyNumber: 'TW/PC/60418852',
      registrationNumber: 'MA19KTP',
      renewalPremium: '795.75',
      previousPremium: '768.45',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },
  {
    name: 'ethos',
    html: ETHOS,
    expected: {
      renewalDate: '2027-04-28',
      insurer: 'Ethos Broking',
      policyNumber: 'ETH/PM/558210',
      registrationNumber: 'MF20RKD',
      renewalPremium: '619.85',
      previousPremium: '587.60',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
];
