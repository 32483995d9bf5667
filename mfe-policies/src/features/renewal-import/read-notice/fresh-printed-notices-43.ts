// Set 43 (issue 47): sixteen renewal invitations in layouts sets 1 to 42 did not use, each from a different UK
// private-car brand none of them used: an American-style typed letter ('deductible' for excess, 'April 12, 2027', no
// premium for last year); a broker's table of three insurers' quotes with the recommended one marked; one car's
// notice on a two-car multi-car policy, the other car's terms beside it; a Welsh-first bilingual letter; a mobile
// app's renewal screen printed as a PDF; a letter with every key figure in a shaded sidebar on the left; a telematics
// 'your renewal in numbers' infographic with a driving-score discount; a renewal letter over a premium finance
// credit agreement summary; a schedule continued over two pages with its table headings repeated and no premium for
// last year; a renewal whose last-year premium was changed mid-term for a change of car; 'cost of cover' with the
// excess given as a table by type of claim; dates in words and figures in a 'GBP' column with dot leaders; a broker's
// debit note whose premium is the 'Amount due'; 'your price' with no excess stated; questions and answers; a 'what has
// changed / what has stayed the same' letter. Four drawn by pdfkit, twelve printed from HTML by Chromium; two scanned
// and two photographed (one sideways).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. AIG
  ['aig IPT', [1645.18 * 0.12], 197.42],
  ['aig gross', [1645.18, 197.42], 1842.6],
  ['aig deductible', [500, 250], 750],
  // 2. McClarrons
  ['mcclarrons ageas excess', [250, 250], 500],
  ['mcclarrons lv excess', [250, 200], 450],
  ['mcclarrons axa excess', [300, 250], 550],
  ['mcclarrons saving on ageas', [768.95, 43.45], 812.4],
  ['mcclarrons change', [744.1, 24.85], 768.95],
  ['mcclarrons monthly', [10 * 80.42], 804.2],
  ['mcclarrons credit', [768.95, 35.25], 804.2],
  // 3. Barbon
  ['barbon discount', [798.1 * 0.1], 79.81],
  ['barbon net of discount', [798.1, -79.81], 718.29],
  ['barbon change', [689.55, 28.74], 718.29],
  ['barbon excess car 2', [250, 150], 400],
  ['barbon excess car 1', [300, 200], 500],
  ['barbon both cars', [718.29, 612.4], 1330.69],
  // 4. Celtic
  ['celtic change', [655.9, 32.52], 688.42],
  ['celtic excess', [250, 100], 350],
  ['celtic monthly', [10 * 71.63], 716.3],
  ['celtic credit', [688.42, 27.88], 716.3],
  // 5. Morrisons
  ['morrisons change', [612.35, 37.45], 649.8],
  ['morrisons monthly', [12 * 57.12], 685.44],
  ['morrisons credit', [649.8, 35.64], 685.44],
  ['morrisons excess', [250, 200], 450],
  // 6. Cox Mahon
  ['cox-mahon change', [829.9, 44.46], 874.36],
  ['cox-mahon excess', [350, 250], 600],
  ['cox-mahon with add-ons', [874.36, 29.99, 49], 953.35],
  // 7. Box
  ['box discount', [1281, -94.6], 1186.4],
  ['box change', [1186.4, 163.35], 1349.75],
  ['box excess', [500, 250], 750],
  // 8. Sutcliffe & Co
  ['sutcliffe change', [702.85, 31.75], 734.6],
  ['sutcliffe deposit', [734.6 * 0.1], 73.46],
  ['sutcliffe credit', [734.6, -73.46], 661.14],
  ['sutcliffe repay', [661.14, 59.56], 720.7],
  ['sutcliffe instalments', [10 * 72.07], 720.7],
  ['sutcliffe total payable', [73.46, 720.7], 794.16],
  ['sutcliffe total payable 2', [734.6, 59.56], 794.16],
  ['sutcliffe excess', [300, 150], 450],
  // 9. Hettle Andrews
  ['hettle IPT', [1603.75 * 0.12], 192.45],
  ['hettle gross', [1603.75, 192.45], 1796.2],
  ['hettle excess', [500, 500], 1000],
  // 10. Plan Insurance Brokers
  ['plan last year', [702.3, 48.65], 750.95],
  ['plan change', [750.95, 30.25], 781.2],
  ['plan excess', [250, 100], 350],
  // 11. Darwin Clayton
  ['darwin-clayton change', [876.4, 46.78], 923.18],
  ['darwin-clayton AD excess', [300, 200], 500],
  ['darwin-clayton FT excess', [300, 200], 500],
  ['darwin-clayton young excess', [500, 250], 750],
  // 12. Hinton & Wild
  ['hinton IPT', [879.07 * 0.12], 105.49],
  ['hinton gross', [879.07, 105.49], 984.56],
  ['hinton change', [941.2, 43.36], 984.56],
  ['hinton excess', [250, 250], 500],
  // 13. Aston Scott
  ['aston-scott IPT', [712.5 * 0.12], 85.5],
  ['aston-scott amount due', [712.5, 85.5], 798],
  ['aston-scott change', [798, -26.4], 771.6],
  ['aston-scott excess', [400, 100], 500],
  // 14. Marsh
  ['marsh change', [1874.9, 83.54], 1958.44],
  ['marsh monthly', [10 * 201.42], 2014.2],
  ['marsh credit', [1958.44, 55.76], 2014.2],
  // 15. Chase Templeton
  ['chase change', [694.65, 21.4], 716.05],
  ['chase excess', [250, 100], 350],
  ['chase monthly', [12 * 62.48], 749.76],
  ['chase credit', [716.05, 33.71], 749.76],
  // 16. The Insurance Partnership
  ['tip change', [668.37, 34.54], 702.91],
  ['tip excess', [250, 250], 500],
  ['tip windscreen', [100, 25], 125],
];
checkSums('set 43', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. AIG (private client motor): drawn by pdfkit in Courier, an American-style typed letter: month-day dates, 'RE:',
// 'deductible' for excess, the premium split net and tax; last year's premium is not stated.
function drawAig(doc: Doc): void {
  const left = 72;
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#001871');
  put(doc, 'AIG', left, 48);
  doc.font('Helvetica').fontSize(7.5).fillColor('#444444');
  ['Private Client Group', 'The AIG Building, 58 Fenchurch Street', 'London EC3M 4AB', 'Tel. 0800 085 6123'].forEach((line, index) =>
    putRight(doc, line, 523, 50 + index * 9),
  );
  doc.font('Courier').fontSize(10).fillColor('black');
  let y = 118;
  const line = (text: string, gap = 12) => {
    put(doc, text, left, y);
    y += gap;
  };
  line('March 8, 2027', 30);
  ['Mr. Jonathan Whitcombe', 'Hollybank House', '12 Church Road', 'Sunningdale, Berkshire SL5 0NN'].forEach((text) => line(text));
  y += 20;
  doc.font('Courier-Bold');
  line('RE:  Private Motor Policy No. AIG-PM-0388154');
  line('     Renewal Effective Date: April 12, 2027');
  line('     Insured Vehicle: 2023 Range Rover Sport P440e, Reg. LC23 RXV', 24);
  doc.font('Courier');
  line('Dear Mr. Whitcombe:', 20);
  const typed = (text: string, gap = 10) => {
    para(doc, text, left, y, 451, 2);
    y = doc.y + gap;
  };
  typed(
    'Thank you for choosing AIG to protect your vehicle. Your policy is due to renew on April 12, 2027, and we are pleased to ' +
      'offer you renewal on the terms summarized below. No action is required on your part; the renewal premium will be charged ' +
      'to your card ending 4417 on the renewal effective date.',
  );
  const row = (label: string, value: string) => {
    put(doc, label, left + 18, y);
    putRight(doc, value, 451 + left - 18, y);
    y += 13;
  };
  doc.font('Courier-Bold');
  line('PREMIUM SUMMARY', 14);
  doc.font('Courier');
  row('Net annual premium', '£1,645.18');
  row('Insurance Premium Tax (12%)', '£197.42');
  doc.font('Courier-Bold');
  row('Total Annual Renewal Premium', '£1,842.60');
  y += 8;
  line('DEDUCTIBLES (EXCESS)', 14);
  doc.font('Courier');
  row('Compulsory deductible', '£500');
  row('Voluntary deductible', '£250');
  row('Total deductible per claim', '£750');
  y += 8;
  doc.font('Courier-Bold');
  line('COVERAGE HIGHLIGHTS', 14);
  doc.font('Courier');
  [
    '- Agreed value of your vehicle: £68,500',
    '- Third party property damage: £20,000,000',
    '- Personal effects: up to £1,000 per claim',
    '- Courtesy car: up to 14 days after an insured loss',
    '- Glass claims: no deductible applies',
  ].forEach((text) => line(text, 12));
  y += 10;
  typed(
    'If your circumstances have changed (for example, a new driver, a change of address or garaging, or a change in annual ' +
      'mileage), please contact your Private Client Executive before April 12, 2027 so that we can update your coverage.',
  );
  typed('We appreciate your business and look forward to serving you in the year ahead.', 18);
  line('Sincerely,', 36);
  ['Catherine M. Doyle', 'Private Client Executive', 'AIG Private Client Group'].forEach((text) => line(text));
  doc.font('Helvetica').fontSize(6.5).fillColor('#555555');
  para(
    doc,
    'AIG UK Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the ' +
      'Prudential Regulation Authority (FRN 781109). Registered in England and Wales, company number 10737370. Registered office: ' +
      'The AIG Building, 58 Fenchurch Street, London EC3M 4AB.',
    left,
    748,
    451,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 2. McClarrons (broker): HTML; a table of three insurers' renewal quotes, the current insurer's among them, the
// recommended one marked; last year's premium with the current insurer in the text.
const mcRow = (insurer: string, premium: string, compulsory: string, voluntary: string, total: string, note: string, chosen = false) =>
  `<tr style="${chosen ? 'background:#fff4d6;font-weight:bold;outline:2px solid #c8102e' : ''}">` +
  [insurer, premium, compulsory, voluntary, total, note].map((cell, index) => `<td style="border-bottom:1px solid #ccc;padding:4pt 6pt"${index > 0 && index < 5 ? ' class="r"' : ''}>${cell}</td>`).join('') +
  `</tr>`;
const MCCLARRONS = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #c8102e;padding-bottom:5pt">
    <div><span style="font:bold 22pt Arial;color:#1d2b4f">McClarrons</span><br><span style="font-size:8.5pt;color:#555">Insurance Brokers since 1974</span></div>
    <div class="r" style="font-size:8pt;color:#555">Personal Lines Team<br>01642 496 0715</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mrs Rachel Thwaites<br>17 Marton Road<br>Middlesbrough<br>TS4 2NR</div>
    <div class="r">4 March 2027<br>Your policy number: MCL/PC/228714</div></div>
  <p style="margin-top:12pt;font:bold 12pt Arial">We've shopped around for your car insurance renewal</p>
  <p>Dear Mrs Thwaites,</p>
  <p>Your car insurance for your Kia Sportage 1.6 T-GDi GT-Line (2022), registration <b>YD22 FKM</b>, is due for renewal on <b>15 April 2027</b>.
  Last year you paid £744.10 with Ageas. As your broker, we asked three insurers on our panel to quote for the same cover, drivers and use:</p>
  <table style="width:100%;margin:6pt 0;font-size:9.3pt">
    <tr style="background:#1d2b4f;color:white"><th style="padding:4pt 6pt">Insurer</th><th class="r" style="padding:4pt 6pt">Annual premium incl. IPT</th>
      <th class="r" style="padding:4pt 6pt">Compulsory excess</th><th class="r" style="padding:4pt 6pt">Voluntary excess</th><th class="r" style="padding:4pt 6pt">Total excess</th><th style="padding:4pt 6pt"></th></tr>
    ${mcRow('Ageas Insurance Limited', '£812.40', '£250', '£250', '£500', 'your current insurer')}
    ${mcRow('LV= (Liverpool Victoria Insurance Company Ltd)', '£768.95', '£250', '£200', '£450', '★ Recommended', true)}
    ${mcRow('AXA Insurance UK plc', '£791.30', '£300', '£250', '£550', '')}
  </table>
  <p>We recommend LV=: it is £43.45 cheaper than Ageas's renewal offer, with a lower total excess, and its cover includes a courtesy car and
  misfuelling cover. Unless you tell us otherwise by 8 April 2027, <b>we will arrange your renewal with LV= at £768.95</b>, starting on
  15 April 2027. That's £24.85 more than last year.</p>
  <p>If you'd prefer to pay monthly, LV= offers 10 instalments of £80.42 (£804.20 in total, including interest of £35.25, representative
  APR 9.9%).</p>
  <p style="font-size:9pt">Please check the enclosed statement of fact. Your named drivers are you and Mr Graham Thwaites; your no claims discount
  is 7 years; your annual mileage is 9,000.</p>
  <p>Kind regards,<br><br>Lewis Atkinson<br>Account Handler</p>
  <p style="font-size:6.5pt;color:#777">McClarrons Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority. We are an
  independent intermediary and we search a panel of insurers; we are paid by commission from the insurer you choose.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. Barbon Insurance (Kendal broker): drawn by pdfkit; a multi-car policy with two cars, each with its own policy
// number and renewal date: this notice is car 2's renewal, car 1's terms (due in September) in a box beside it.
function drawBarbon(doc: Doc): void {
  doc.rect(0, 0, doc.page.width, 72).fill('#2f4f2f');
  doc.font('Helvetica-Bold').fontSize(20).fillColor('white');
  put(doc, 'Barbon Insurance', 50, 24);
  doc.font('Helvetica').fontSize(8.5);
  put(doc, 'Group · Kendal, Cumbria', 50, 48);
  ['Multi-car team', '01539 496 0288'].forEach((text, index) => putRight(doc, text, 545, 28 + index * 11));
  doc.fillColor('black').font('Helvetica').fontSize(10);
  ['Mr and Mrs P. Atkinson', 'Low Fold Farm', 'Crook Road', 'Staveley', 'Kendal LA8 9NH'].forEach((text, index) => put(doc, text, 50, 96 + index * 13));
  putRight(doc, '5 February 2027', 545, 96);
  doc.font('Helvetica-Bold').fontSize(13);
  put(doc, 'Multi-car renewal notice – car 2 of 2', 50, 178);
  doc.font('Helvetica').fontSize(10);
  para(
    doc,
    'Dear Mr and Mrs Atkinson, your multi-car policy covers two cars. Each car has its own policy number and renews on its own date. This ' +
      'notice is for your Toyota RAV4 only; your Volvo XC40 is not due for renewal until September and is shown for reference.',
    50,
    200,
    495,
    2,
  );
  const top = doc.y + 12;
  const box = (x: number, width: number, title: string, rows: [string, string][], shade: string, bold: boolean) => {
    doc.rect(x, top, width, 22).fill(shade);
    doc.fillColor(bold ? 'white' : '#333333').font('Helvetica-Bold').fontSize(10);
    put(doc, title, x + 8, top + 7);
    doc.fillColor('black');
    let y = top + 32;
    rows.forEach(([label, value]) => {
      doc.font('Helvetica').fontSize(9.3).fillColor(bold ? 'black' : '#555555');
      para(doc, label, x + 8, y, width * 0.48, 1);
      const labelEnd = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.3);
      para(doc, value, x + 8 + width * 0.5, y, width * 0.5 - 12, 1);
      y = Math.max(labelEnd, doc.y) + 5;
    });
    doc.rect(x, top, width, y - top + 3).lineWidth(bold ? 1.4 : 0.6).stroke(bold ? '#2f4f2f' : '#999999');
    doc.fillColor('black');
    return y;
  };
  const end1 = box(
    50,
    280,
    'THIS RENEWAL: Car 2 – Toyota RAV4',
    [
      ['Policy number', 'BIG/MC/30582/2'],
      ['Vehicle', 'Toyota RAV4 2.5 Hybrid Design (2021)'],
      ['Registration', 'PN71 HKW'],
      ['Renewal date', '20 March 2027'],
      ['Premium before multi-car discount', '£798.10'],
      ['Multi-car discount (10%)', '-£79.81'],
      ['Renewal premium incl. IPT', '£718.29'],
      ["Last year's premium", '£689.55'],
      ['Compulsory excess', '£250'],
      ['Voluntary excess', '£150'],
      ['Total excess', '£400'],
    ],
    '#2f4f2f',
    true,
  );
  const end2 = box(
    343,
    202,
    'For reference: Car 1',
    [
      ['Policy number', 'BIG/MC/30582/1'],
      ['Vehicle', 'Volvo XC40 B4 Plus (2020)'],
      ['Registration', 'PK20 WDZ'],
      ['Renews', '9 September 2027'],
      ['Current premium', '£612.40'],
      ['Compulsory excess', '£300'],
      ['Voluntary excess', '£200'],
      ['Total excess', '£500'],
    ],
    '#e6ece6',
    false,
  );
  let y = Math.max(end1, end2) + 20;
  doc.font('Helvetica').fontSize(10);
  const text = (words: string) => {
    para(doc, words, 50, y, 495, 2);
    y = doc.y + 8;
  };
  text(
    "Your RAV4's premium has gone up by £28.74, mainly because of the cost of repairing hybrid vehicles. Together, your two cars now cost " +
      '£1,330.69 a year to insure. Both cars keep their 10% multi-car discount for as long as both are insured with us.',
  );
  text(
    'Your RAV4 will renew automatically on 20 March 2027 and we will collect the premium by Direct Debit from the account ending 0917. If ' +
      'anything has changed, such as drivers, mileage or modifications, please call the multi-car team before then.',
  );
  text('Yours sincerely,');
  y += 16;
  text('Helen Dobson\nMulti-car Team, Barbon Insurance Group');
  doc.font('Helvetica').fontSize(6.5).fillColor('#666666');
  para(
    doc,
    'Barbon Insurance Group Limited is authorised and regulated by the Financial Conduct Authority. Your insurer for both cars is Aviva ' +
      'Insurance Limited. Registered office: Barbon House, Kendal, Cumbria.',
    50,
    775,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Celtic Insurance Brokers (Carmarthen): HTML; a Welsh-first bilingual letter, the Welsh in full above the English,
// with the figures in both.
const CELTIC = `
<div style="font-family:Arial,sans-serif;font-size:9.3pt;line-height:1.35">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #c8102e;padding-bottom:4pt">
    <div><span style="font:bold 18pt Arial;color:#00843d">Yswiriant Celtic</span><br><span style="font-size:9pt;color:#333">Celtic Insurance Brokers</span></div>
    <div class="r" style="font-size:8pt;color:#555">Heol y Brenin, Caerfyrddin SA31 1BT<br>King Street, Carmarthen SA31 1BT<br>01267 496 0412</div></div>
  <div class="cols" style="margin-top:8pt"><div>Mr Dafydd ap Rhys<br>Bryn Awel<br>Heol y Ffynnon<br>Llandeilo SA19 6AB</div>
    <div class="r">8 Chwefror 2027<br>8 February 2027<br>Rhif polisi / Policy number: CIB/M/771204</div></div>
  <div style="margin-top:8pt;border-left:4px solid #00843d;padding-left:8pt">
    <p style="font:bold 11pt Arial;margin:0 0 4pt">Adnewyddu eich yswiriant car</p>
    <p style="margin:0 0 4pt">Annwyl Mr ap Rhys,</p>
    <p style="margin:0 0 4pt">Mae eich yswiriant ar gyfer eich Vauxhall Astra 1.2 Turbo SRi (2020), rhif cofrestru <b>CK70 LWE</b>, yn dod i ben yn fuan.
    Dyddiad adnewyddu: <b>1 Ebrill 2027</b>.</p>
    <table style="margin:2pt 0">
      <tr><td>Premiwm adnewyddu (gan gynnwys Treth Premiwm Yswiriant)</td><td><b>£688.42</b></td></tr>
      <tr><td>Premiwm y llynedd</td><td>£655.90</td></tr>
      <tr><td>Tâl-dros-ben gorfodol</td><td>£250</td></tr>
      <tr><td>Tâl-dros-ben gwirfoddol</td><td>£100</td></tr>
      <tr><td>Cyfanswm y tâl-dros-ben</td><td>£350</td></tr>
    </table>
    <p style="margin:0 0 4pt">Mae eich premiwm wedi codi £32.52. Os ydych yn talu fesul mis: 10 taliad o £71.63 (£716.30 i gyd, gan gynnwys llog o £27.88).
    Os nad oes dim wedi newid, does dim angen i chi wneud dim: bydd eich polisi yn adnewyddu ar 1 Ebrill 2027.</p>
    <p style="margin:0">Yn gywir,<br>Siân Morgan, Tîm Adnewyddu</p>
  </div>
  <div style="margin-top:10pt;border-left:4px solid #999;padding-left:8pt;color:#222">
    <p style="font:bold 11pt Arial;margin:0 0 4pt">Renewing your car insurance</p>
    <p style="margin:0 0 4pt">Dear Mr ap Rhys,</p>
    <p style="margin:0 0 4pt">Your insurance for your Vauxhall Astra 1.2 Turbo SRi (2020), registration <b>CK70 LWE</b>, ends soon.
    Renewal date: <b>1 April 2027</b>.</p>
    <table style="margin:2pt 0">
      <tr><td>Renewal premium (including Insurance Premium Tax)</td><td><b>£688.42</b></td></tr>
      <tr><td>Last year's premium</td><td>£655.90</td></tr>
      <tr><td>Compulsory excess</td><td>£250</td></tr>
      <tr><td>Voluntary excess</td><td>£100</td></tr>
      <tr><td>Total excess</td><td>£350</td></tr>
    </table>
    <p style="margin:0 0 4pt">Your premium has gone up by £32.52. If you pay monthly: 10 payments of £71.63 (£716.30 in total, including interest of
    £27.88). If nothing has changed, you don't need to do anything: your policy will renew on 1 April 2027.</p>
    <p style="margin:0">Yours sincerely,<br>Siân Morgan, Renewals Team</p>
  </div>
  <p style="font-size:8.5pt;margin-top:8pt">Rydym yn croesawu gohebiaeth yn Gymraeg. We welcome correspondence in Welsh and in English.</p>
  <p style="font-size:6.5pt;color:#777">Mae Celtic Insurance Brokers Cyf wedi'i awdurdodi a'i reoleiddio gan yr Awdurdod Ymddygiad Ariannol. Celtic Insurance
  Brokers Ltd is authorised and regulated by the Financial Conduct Authority. Your insurer is Zurich Insurance Company Ltd.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 5. Morrisons Car Insurance: HTML; the app's renewal screen printed as a PDF, a phone-shaped page with a status bar,
// a monthly price as large as the annual one, chips for the excesses and a tab bar.
const chip = (label: string, value: string) =>
  `<div style="flex:1;border:1px solid #cfd8cf;border-radius:10pt;padding:5pt;text-align:center;background:#f7faf7"><div style="font-size:7.5pt;color:#555">${label}</div><div style="font:bold 11pt Arial">${value}</div></div>`;
const MORRISONS = `
<div style="width:300pt;margin:0 auto;border:8pt solid #222;border-radius:26pt;overflow:hidden;font-family:Arial,sans-serif;font-size:9.5pt;line-height:1.35">
  <div style="display:flex;justify-content:space-between;padding:5pt 14pt;font:bold 8.5pt Arial;background:#00563f;color:white"><span>09:41</span><span>5G ▮▮▮ 87%</span></div>
  <div style="background:#00563f;color:white;padding:6pt 14pt 12pt"><div style="font-size:8pt">‹ My policies</div>
    <div style="font:bold 15pt Arial;margin-top:4pt">Morrisons Car Insurance</div></div>
  <div style="padding:10pt 14pt;background:#f2f2f2">
    <div style="background:white;border-radius:12pt;padding:10pt 12pt;box-shadow:0 1pt 3pt #bbb">
      <div style="font-size:8pt;color:#00563f;font-weight:bold">RENEWAL QUOTE READY</div>
      <div style="font:bold 11pt Arial;margin:2pt 0">Nissan Qashqai · NU19 KXF</div>
      <div style="font-size:8pt;color:#555">Renews Sun 28 Mar 2027 · Policy MCI-4027-7731</div>
      <div style="display:flex;gap:10pt;margin:10pt 0 4pt;align-items:flex-end">
        <div><div style="font:bold 24pt Arial;color:#00563f">£649.80</div><div style="font-size:8pt">a year, paid in full</div></div>
        <div style="color:#555"><div style="font:bold 15pt Arial">£57.12</div><div style="font-size:8pt">a month × 12</div></div></div>
      <div style="font-size:7.5pt;color:#666">Monthly total £685.44, including interest of £35.64 (representative APR 10.9%). Prices include Insurance Premium Tax.</div>
      <div style="font-size:8pt;color:#888;margin-top:4pt">Last year £612.35 · up £37.45</div>
    </div>
    <div style="font:bold 9pt Arial;margin:10pt 0 4pt">Your excess</div>
    <div style="display:flex;gap:5pt">${chip('Compulsory', '£250')}${chip('Voluntary', '£200')}${chip('Total', '£450')}</div>
    <div style="font:bold 9pt Arial;margin:10pt 0 4pt">What's included</div>
    <div style="background:white;border-radius:10pt;padding:6pt 10pt;font-size:8.5pt">✓ Comprehensive cover<br>✓ Courtesy car<br>✓ Windscreen cover (£95 excess)<br>
      ✓ Personal belongings up to £250<br>+ Breakdown cover – add for £39.99</div>
    <div style="background:#fff7d6;border-radius:10pt;padding:6pt 10pt;margin-top:8pt;font-size:8.5pt">Renew with your More Card and collect 650 More Points.</div>
    <div style="background:#00563f;color:white;text-align:center;border-radius:18pt;padding:8pt;margin-top:10pt;font:bold 10pt Arial">Renew now</div>
    <div style="text-align:center;font-size:8pt;color:#00563f;margin-top:6pt">Change my details</div>
  </div>
  <div style="display:flex;justify-content:space-around;border-top:1px solid #ddd;padding:6pt 0;font-size:7.5pt;color:#555;background:white">
    <span style="color:#00563f;font-weight:bold">Home</span><span>Policy</span><span>Claims</span><span>Help</span></div>
  <div style="font-size:5.8pt;color:#888;padding:4pt 10pt 8pt;background:white">Morrisons Car Insurance is provided by a panel of insurers and arranged by its
  administrator, who is authorised and regulated by the Financial Conduct Authority. More Points terms apply.</div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. Cox Mahon (broker): drawn by pdfkit; a letter whose key figures stand only in a shaded sidebar on the left, the
// letter beside it, with optional add-ons' prices in the text.
function drawCoxMahon(doc: Doc): void {
  const side = 170;
  doc.rect(0, 0, side, doc.page.height).fill('#eef1f6');
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#233a6b');
  put(doc, 'Cox Mahon', 24, 40);
  doc.font('Helvetica').fontSize(8).fillColor('#555555');
  put(doc, 'Insurance Brokers', 24, 62);
  let y = 110;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#233a6b');
  put(doc, 'Your renewal', 24, y);
  y += 20;
  const item = (label: string, value: string, big = false) => {
    doc.font('Helvetica').fontSize(7.8).fillColor('#555555');
    put(doc, label, 24, y);
    doc.font('Helvetica-Bold').fontSize(big ? 14 : 10).fillColor('black');
    para(doc, value, 24, y + 10, side - 40, 1);
    y = doc.y + 9;
  };
  item('Policy number', 'CMI/PM/118273');
  item('Vehicle', 'Audi A3 Sportback 35 TFSI S line (2021)');
  item('Registration', 'WU21 DPH');
  item('Renewal date', '6 April 2027');
  item('Renewal premium incl. IPT', '£874.36', true);
  item("Last year's premium", '£829.90');
  item('Compulsory excess', '£350');
  item('Voluntary excess', '£250');
  item('Total excess', '£600');
  item('Windscreen excess', '£115');
  doc.font('Helvetica').fontSize(7.5).fillColor('#555555');
  para(doc, 'Questions? Call 0117 496 0833, Monday to Friday 9am to 5pm.', 24, y + 6, side - 40, 1);
  const left = 195;
  const width = 350;
  doc.font('Helvetica').fontSize(10).fillColor('black');
  ['Ms Priya Chandran', 'Flat 4, 21 Whiteladies Road', 'Clifton', 'Bristol BS8 2LG'].forEach((text, index) => put(doc, text, left, 110 + index * 13));
  putRight(doc, '2 March 2027', 545, 110);
  let body = 200;
  const text = (words: string, font = 'Helvetica', gap = 9) => {
    doc.font(font).fontSize(10);
    para(doc, words, left, body, width, 2.5);
    body = doc.y + gap;
  };
  text('Your car insurance renewal', 'Helvetica-Bold', 10);
  text('Dear Ms Chandran,');
  text(
    'Your car insurance is coming up for renewal, and the key details are set out on the left of this letter. Your insurer, Covéa ' +
      'Insurance plc, has offered to renew your cover on the same terms as this year.',
  );
  text(
    'Your premium has risen by £44.46. Repair costs for cars with driver-assistance cameras and sensors in the windscreen and bumpers have ' +
      'continued to rise, and this is reflected across the market.',
  );
  text(
    'You may also add motor legal protection for £29.99 and breakdown cover with Home Start for £49.00. These are not included in your ' +
      'premium; with both, you would pay £953.35.',
  );
  text(
    'If everything is still correct, you need do nothing: we will renew your policy and take the premium by Direct Debit on the renewal ' +
      'date. If you would like to change anything, or to discuss your cover, please call us.',
  );
  text('Yours sincerely,', 'Helvetica', 28);
  text('Tom Ashworth\nPrivate Clients Team');
  doc.font('Helvetica').fontSize(6.5).fillColor('#666666');
  para(
    doc,
    'Cox Mahon Limited is authorised and regulated by the Financial Conduct Authority. Registered in England. We act on your behalf in ' +
      'arranging your insurance and we are paid commission by the insurer.',
    left,
    770,
    width,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 7. Box Insurance (young drivers, telematics): HTML; 'your year in numbers' infographic tiles (driving score,
// miles, journeys) and the renewal price as one tile among them, after a smart driving discount.
const tile = (big: string, small: string, colour = '#0b7285', wide = false) =>
  `<div style="${wide ? 'grid-column:span 2;' : ''}background:${colour};color:white;border-radius:8pt;padding:9pt 10pt">` +
  `<div style="font:bold 20pt Arial">${big}</div><div style="font-size:8.5pt">${small}</div></div>`;
const BOX = `
<div style="font-family:Arial,sans-serif;font-size:9.6pt;line-height:1.35">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div style="font:bold 24pt Arial;color:#0b7285">box<span style="color:#f59f00">.</span> <span style="font:11pt Arial;color:#333">insurance</span></div>
    <div class="r" style="font-size:8pt;color:#555">9 March 2027<br>Policy BOX-YD-5530871</div></div>
  <p style="margin:10pt 0 2pt">Hi Jordan,</p>
  <p style="font:bold 16pt Arial;margin:0 0 4pt;color:#0b7285">Your renewal in numbers</p>
  <p style="margin:0 0 8pt">Your black box has been watching the road with you for a year in your Ford Fiesta 1.0 EcoBoost ST-Line (2018),
  <b>MF68 XRT</b>. Here's how it went, and what it means for your price. Your policy renews on <b>17 April 2027</b>.</p>
  <div style="display:grid;grid-template-columns:repeat(4,1fr);gap:7pt">
    ${tile('87', 'your driving score out of 100')}
    ${tile('6,412', 'miles driven')}
    ${tile('412', 'journeys')}
    ${tile('23', 'journeys between 11pm and 5am', '#495057')}
    ${tile('£1,186.40', 'your renewal price for the year, including Insurance Premium Tax', '#f59f00', true)}
    ${tile('£1,349.75', 'what you paid last year', '#868e96')}
    ${tile('£163.35', 'less than last year', '#2b8a3e')}
    ${tile('£94.60', 'smart driving discount, already taken off', '#2b8a3e')}
    ${tile('2', 'harsh braking alerts in the last 3 months', '#495057')}
    ${tile('62 mph', 'your highest speed on a 70 mph road', '#495057')}
    ${tile('1', "year's no claims bonus earned", '#0b7285')}
  </div>
  <p style="margin:8pt 0 2pt"><b>How we worked out your price:</b> price before your discount £1,281.00, smart driving discount <span style="white-space:nowrap">−£94.60</span>, renewal price
  £1,186.40.</p>
  <table style="margin:4pt 0">
    <tr><td>Compulsory excess (drivers under 21)</td><td>£500</td></tr>
    <tr><td>Voluntary excess</td><td>£250</td></tr>
    <tr><td><b>Total excess</b></td><td><b>£750</b></td></tr>
  </table>
  <p>Keep your score above 80 and you could earn a bigger discount next year. Your curfew-free cover continues: there's no penalty for
  driving at night, though night journeys do count towards your score.</p>
  <p>Nothing to do: your policy renews automatically. Check your details in the Box app before 10 April 2027.</p>
  <p>Drive safe,<br>The Box team</p>
  <p style="font-size:6.5pt;color:#777">Box Insurance is a trading name of Box Innovation Group Limited, authorised and regulated by the Financial Conduct
  Authority. Your policy is underwritten by a panel of insurers named on your schedule.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. Sutcliffe & Co (broker, Worcester): HTML; a short renewal letter over a premium finance credit agreement
// summary (cash price, deposit, amount of credit, interest, total amount payable, instalments); scanned.
const creditRow = (label: string, value: string) => `<tr><td style="border:1px solid #999;padding:3pt 6pt;width:60%">${label}</td><td style="border:1px solid #999;padding:3pt 6pt">${value}</td></tr>`;
const SUTCLIFFE = `
<div style="font-family:Arial,sans-serif;font-size:9.5pt;line-height:1.35">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #6a1b9a;padding-bottom:4pt">
    <div><span style="font:bold 20pt Georgia;color:#6a1b9a">Sutcliffe &amp; Co</span><br><span style="font-size:8.5pt;color:#555">Insurance Brokers</span></div>
    <div class="r" style="font-size:8pt;color:#555">Worcester<br>01905 496 0127</div></div>
  <div class="cols" style="margin-top:8pt"><div>Mr Gareth Pryce<br>30 Bath Road<br>Worcester<br>WR5 3AB</div>
    <div class="r">26 February 2027<br>Policy SUT/PC/66412</div></div>
  <p style="margin-top:8pt">Dear Mr Pryce,</p>
  <p>Your car insurance for your Peugeot 2008 1.2 PureTech Allure (2022), registration <b>WR72 BZN</b>, renews on <b>3 April 2027</b> with Allianz
  Insurance plc. The renewal premium is <b>£734.60</b> including Insurance Premium Tax (last year £702.85, an increase of £31.75). Your excesses are
  compulsory £300 and voluntary £150, total £450.</p>
  <p>You pay by instalments through Close Brothers Premium Finance. The summary of your credit agreement for the coming year is below; the
  full agreement is enclosed. You don't need to sign again unless your details have changed.</p>
  <div style="border:2px solid #333;padding:6pt 8pt;margin-top:6pt">
    <div style="font:bold 11pt Arial">Credit agreement summary – regulated by the Consumer Credit Act 1974</div>
    <div style="font-size:8.5pt;margin-bottom:4pt">Lender: Close Brothers Limited, trading as Close Brothers Premium Finance · Agreement number CBPF 7713-0290-44</div>
    <table style="width:100%;font-size:9pt">
      ${creditRow('Cash price of the insurance (the premium)', '£734.60')}
      ${creditRow('Deposit (paid on 3 April 2027)', '£73.46')}
      ${creditRow('Amount of credit', '£661.14')}
      ${creditRow('Interest charged', '£59.56')}
      ${creditRow('Total amount repayable (credit plus interest)', '£720.70')}
      ${creditRow('Repayments', '10 monthly payments of £72.07, the first on 3 May 2027')}
      ${creditRow('Total amount payable (deposit plus repayments)', '£794.16')}
      ${creditRow('Rate of interest (fixed)', '9.0% a year')}
      ${creditRow('Representative APR', '17.9%')}
    </table>
    <div style="font-size:7.8pt;margin-top:4pt">Missing payments could have severe consequences and make obtaining credit more difficult. A default fee of £25 may be
    charged for each missed payment. You have the right to withdraw from this agreement within 14 days without giving a reason. You may repay
    early at any time; you may be entitled to a rebate of interest.</div>
  </div>
  <p>If you would rather pay in full, please call us before 3 April 2027 and you will pay £734.60 with no interest.</p>
  <p>Yours sincerely,<br><br>Nicola Bevan<br>Account Executive</p>
  <p style="font-size:6.5pt;color:#777">Sutcliffe &amp; Co Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority. We act as a
  credit broker, not a lender, and introduce you to Close Brothers Premium Finance.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. Hettle Andrews (private client broker, Birmingham): HTML; a policy schedule that runs over two pages, its table
// headings repeated at the top of the second page; last year's premium is not stated.
const sRow = (section: string, detail: string, limit: string) =>
  `<tr style="break-inside:avoid"><td style="border-bottom:1px solid #ccc;padding:4pt 6pt;width:26%">${section}</td><td style="border-bottom:1px solid #ccc;padding:4pt 6pt">${detail}</td>` +
  `<td class="r" style="border-bottom:1px solid #ccc;padding:4pt 6pt;width:18%">${limit}</td></tr>`;
const HETTLE = `
<div style="font-family:Arial,sans-serif;font-size:9.5pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #004d40;padding-bottom:4pt">
    <div><span style="font:bold 20pt Arial;color:#004d40">Hettle Andrews</span><br><span style="font-size:8.5pt;color:#555">Private Clients</span></div>
    <div class="r" style="font-size:8pt;color:#555">Birmingham<br>0121 496 0561</div></div>
  <p style="margin-top:10pt">Mrs Eleanor Fairbrother<br>The Old Rectory<br>Church Lane<br>Hampton-in-Arden<br>Solihull B92 0AP</p>
  <p>3 March 2027</p>
  <p>Dear Mrs Fairbrother,</p>
  <p>Your private motor policy is due for renewal. Your insurer has invited renewal on the terms shown in the schedule below. Please read it
  carefully, including the excesses and endorsements, and let us know if anything is incorrect. If all is in order there is nothing to do.</p>
  <p>Yours sincerely,<br><br>Oliver Haines<br>Private Client Director</p>
  <table style="width:100%;margin-top:10pt;font-size:9pt">
    <thead><tr><th colspan="3" style="text-align:left;background:#004d40;color:white;padding:4pt 6pt">Motor Policy Schedule · Policy HA/PCM/004719 · Mrs E. Fairbrother</th></tr>
      <tr style="background:#e0f2f1"><th style="padding:4pt 6pt">Section</th><th style="padding:4pt 6pt">Details</th><th class="r" style="padding:4pt 6pt">Limit / amount</th></tr></thead>
    <tbody>
      ${sRow('Policy number', 'HA/PCM/004719', '')}
      ${sRow('Insurer', 'Chubb European Group SE', '')}
      ${sRow('Period of insurance', 'From 1 April 2027 to 31 March 2028, both days inclusive', '')}
      ${sRow('Vehicle', 'BMW X5 xDrive50e M Sport (2024), registration BF24 KWT', '')}
      ${sRow('Agreed value', 'Vehicle value agreed at inception of this period', '£71,250')}
      ${sRow('Cover', 'Comprehensive', '')}
      ${sRow('Use', 'Social, domestic and pleasure, and commuting; business use by the policyholder', '')}
      ${sRow('Drivers', 'Mrs Eleanor Fairbrother; Mr Charles Fairbrother', '')}
      ${sRow('Garaging', 'Locked private garage at the address shown', '')}
      ${sRow('No claims discount', '12 years (protected)', '')}
      ${sRow('Third party property damage', 'Any one accident', '£20,000,000')}
      ${sRow('Personal effects', 'Any one claim', '£2,500')}
      ${sRow('Audio and navigation equipment', 'Permanently fitted', 'Unlimited')}
      ${sRow('Replacement vehicle', 'Like-for-like hire while your car is repaired or after a total loss', '30 days')}
      ${sRow('Child car seats', 'Replaced after any accident', '£1,500')}
      ${sRow('Keys and locks', 'Replacement after loss or theft', '£2,500')}
      ${sRow('Medical expenses', 'Each person in the car', '£1,000')}
      ${sRow('Personal accident', 'Policyholder and spouse', '£25,000')}
      ${sRow('Misfuelling', 'Draining and flushing of the fuel system', '£1,000')}
      ${sRow('European cover', 'Full policy cover in the EU for any period', 'No limit')}
      ${sRow('Charging cable and wallbox', 'Accidental damage or theft', '£1,500')}
      ${sRow('Endorsement 004', 'Vehicle to be fitted with a Thatcham category S7 tracking device, subscription maintained', '')}
      ${sRow('Endorsement 112', 'Glass claims: no excess applies where the glass is repaired rather than replaced', '')}
      ${sRow('Endorsement 207', 'New car replacement if your car is less than 24 months old and a total loss', '')}
      ${sRow('Compulsory excess', 'Accidental damage, fire and theft', '£500')}
      ${sRow('Voluntary excess', 'Accidental damage, fire and theft', '£500')}
      ${sRow('Total excess', 'Accidental damage, fire and theft', '£1,000')}
      ${sRow('Windscreen replacement excess', 'Per claim', '£150')}
      ${sRow('Annual premium', 'Net of Insurance Premium Tax', '£1,603.75')}
      ${sRow('Insurance Premium Tax', 'At 12%', '£192.45')}
      ${sRow('<b>Total annual premium</b>', '<b>Including Insurance Premium Tax</b>', '<b>£1,796.20</b>')}
      ${sRow('Payment', 'By Direct Debit in full on 1 April 2027', '')}
    </tbody>
  </table>
  <p style="font-size:6.5pt;color:#777;margin-top:8pt">Hettle Andrews &amp; Associates Limited is authorised and regulated by the Financial Conduct Authority. This schedule
  forms part of your policy and must be read with the policy wording and any endorsements.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 10. Plan Insurance Brokers (Newcastle): HTML; a renewal whose last-year premium was changed mid-term for a change of
// car (the old car's plate in the text); scanned.
const PLAN = `
<div style="font-family:Verdana,sans-serif;font-size:9.2pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #e65100;padding-bottom:4pt">
    <div><span style="font:bold 20pt Verdana;color:#e65100">Plan</span> <span style="font:bold 12pt Verdana;color:#333">Insurance Brokers</span></div>
    <div class="r" style="font-size:8pt;color:#555">Newcastle upon Tyne<br>0191 496 0348</div></div>
  <div class="cols" style="margin-top:10pt"><div>Miss Chloe Robson<br>62 Heaton Road<br>Newcastle upon Tyne<br>NE6 5HP</div>
    <div class="r">15 February 2027<br>Policy PLN/M/402918</div></div>
  <p style="margin-top:10pt"><b>Your car insurance renewal</b></p>
  <p>Dear Miss Robson,</p>
  <p>Your car insurance renews on <b>24 March 2027</b>. During the year you changed your car: on 14 August 2026 your Honda Jazz 1.5 i-MMD EX (2021),
  registration <b>NL21 KPF</b>, replaced your Vauxhall Corsa (LV17 GHN). This renewal is for the Honda.</p>
  <table style="margin:6pt 0;width:90%">
    <tr><td colspan="2" style="font-weight:bold;border-bottom:1px solid #e65100">The year now ending</td></tr>
    <tr><td>Premium at renewal on 24 March 2026 (Vauxhall Corsa)</td><td class="r">£702.30</td></tr>
    <tr><td>Mid-term adjustment for the change of car, 14 August 2026</td><td class="r">£48.65</td></tr>
    <tr><td><b>Last year's premium, including the adjustment</b></td><td class="r"><b>£750.95</b></td></tr>
    <tr><td colspan="2" style="font-weight:bold;border-bottom:1px solid #e65100;padding-top:8pt">Your renewal</td></tr>
    <tr><td><b>Renewal premium for the Honda Jazz, including IPT</b></td><td class="r"><b>£781.20</b></td></tr>
    <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
    <tr><td>Total excess</td><td class="r">£350</td></tr>
  </table>
  <p>Your renewal premium is £30.25 more than last year's premium including the adjustment. It is higher than the £702.30 you paid at the start
  of the year because it is for the Honda for the whole year. The £25.00 fee we charged for making the change in August is not part of your
  premium.</p>
  <p>Your insurer remains Ageas Insurance Limited. We will take the premium from your card on 24 March 2027 unless you tell us otherwise.</p>
  <p>Best wishes,<br><br>Kieran Dodds<br>Personal Insurance</p>
  <p style="font-size:6.5pt;color:#777">Plan Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Darwin Clayton (broker, Essex): HTML; 'cost of cover' for the premium and the excess as a table by type of claim,
// with other rows for glass and young drivers; photographed sideways.
const exRow = (type: string, compulsory: string, voluntary: string, total: string) =>
  `<tr>${[type, compulsory, voluntary, total].map((cell, index) => `<td style="border:1px solid #bbb;padding:3pt 6pt"${index ? ' class="r"' : ''}>${cell}</td>`).join('')}</tr>`;
const DARWIN_CLAYTON = `
<div style="font-family:Arial,sans-serif;font-size:10pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #1565c0;padding-bottom:5pt">
    <div><span style="font:bold 20pt Arial;color:#1565c0">Darwin Clayton</span><br><span style="font-size:8.5pt;color:#555">Insurance brokers</span></div>
    <div class="r" style="font-size:8pt;color:#555">Chelmsford, Essex<br>01245 496 0190</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mr Adebayo Okafor<br>19 Rainsford Lane<br>Chelmsford<br>CM1 2QN</div>
    <div class="r">1 March 2027<br>Policy DCL/PM/55931</div></div>
  <p style="margin-top:12pt"><b>Your cost of cover for 2027/28</b></p>
  <p>Dear Mr Okafor,</p>
  <p>Your motor policy for your Mercedes-Benz A200 AMG Line (2020), registration <b>EK70 UWB</b>, renews on <b>11 April 2027</b>.</p>
  <table style="margin:4pt 0">
    <tr><td>Your cost of cover for 2027/28, including Insurance Premium Tax</td><td class="r"><b>£923.18</b></td></tr>
    <tr><td>Your cost of cover for 2026/27</td><td class="r">£876.40</td></tr>
    <tr><td>Difference</td><td class="r">+£46.78</td></tr>
  </table>
  <p style="margin-bottom:2pt"><b>What you pay towards a claim (your excess)</b></p>
  <table style="width:92%;font-size:9.5pt">
    <tr style="background:#e3f2fd"><th style="border:1px solid #bbb;padding:3pt 6pt">Type of claim</th><th class="r" style="border:1px solid #bbb;padding:3pt 6pt">Compulsory</th>
      <th class="r" style="border:1px solid #bbb;padding:3pt 6pt">Voluntary</th><th class="r" style="border:1px solid #bbb;padding:3pt 6pt">Total</th></tr>
    ${exRow('Accidental damage', '£300', '£200', '£500')}
    ${exRow('Fire and theft', '£300', '£200', '£500')}
    ${exRow('Windscreen replacement', '£115', 'none', '£115')}
    ${exRow('Windscreen repair', '£0', 'none', '£0')}
    ${exRow('Accidental damage with a driver under 25 driving', '£500', '£250', '£750')}
  </table>
  <p style="font-size:9pt">You are the only named driver, so the last row applies only if someone under 25 drives your car with your permission
  under another policy's cover.</p>
  <p>There's nothing to do if your details are still right: we'll renew your policy with Aviva Insurance Limited on 11 April 2027 and collect your
  cost of cover by Direct Debit.</p>
  <p>Yours sincerely,<br><br>Jenny Walsh<br>Personal Lines Manager</p>
  <p style="font-size:6.5pt;color:#777">Darwin Clayton (UK) Limited is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. Hinton & Wild (broker, Surrey): drawn by pdfkit; dates written in words ('the first of May 2027'), the figures
// in a column headed 'GBP' at the right with dot leaders and no '£'.
function drawHintonWild(doc: Doc): void {
  doc.font('Times-Bold').fontSize(19).fillColor('#3e2723');
  put(doc, 'Hinton & Wild', 50, 42);
  doc.font('Times-Italic').fontSize(9).fillColor('#555555');
  put(doc, 'Insurance Brokers · Established 1967', 50, 64);
  ['Station Approach', 'Woking, Surrey GU22 7AP', '01483 496 0724'].forEach((text, index) => putRight(doc, text, 545, 44 + index * 10));
  doc.moveTo(50, 82).lineTo(545, 82).lineWidth(0.6).stroke('#3e2723');
  doc.font('Times-Roman').fontSize(11).fillColor('black');
  ['Mr and Mrs A. Pemberton', 'Larchmont', '7 Hook Heath Road', 'Woking GU22 0DT'].forEach((text, index) => put(doc, text, 50, 104 + index * 14));
  putRight(doc, 'Friday the nineteenth of March 2027', 545, 104);
  let y = 186;
  const text = (words: string, font = 'Times-Roman', gap = 9) => {
    doc.font(font).fontSize(11);
    para(doc, words, 50, y, 495, 2.5);
    y = doc.y + gap;
  };
  text('Dear Mr and Mrs Pemberton,', 'Times-Roman', 10);
  text('Motor insurance renewal – Volkswagen Golf 1.5 eTSI Life (2022), registration GU22 XTM', 'Times-Bold', 10);
  text(
    'Your policy, number H&W/MOT/20633, with Covéa Insurance plc, expires at midnight on the thirtieth of April ' +
      '2027 and we have arranged for it to be renewed with effect from the first of May 2027 on the following terms.',
  );
  doc.font('Times-Bold').fontSize(10.5);
  putRight(doc, 'GBP', 545, y);
  y += 16;
  const line = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Times-Bold' : 'Times-Roman').fontSize(11);
    put(doc, label, 50, y);
    const labelEnd = 50 + doc.widthOfString(label) + 4;
    const valueStart = 545 - doc.widthOfString(value) - 4;
    doc.font('Times-Roman');
    let dots = '';
    while (doc.widthOfString(dots + ' .') < valueStart - labelEnd) dots += ' .';
    put(doc, dots, labelEnd, y);
    doc.font(bold ? 'Times-Bold' : 'Times-Roman');
    putRight(doc, value, 545, y);
    y += 17;
  };
  line('Annual premium', '879.07');
  line('Insurance Premium Tax at twelve per cent', '105.49');
  line('Renewal premium, inclusive of tax', '984.56', true);
  line('Premium for the year now ending, inclusive of tax', '941.20');
  line('Compulsory excess', '250.00');
  line('Voluntary excess', '250.00');
  line('Total excess for accidental damage, fire and theft', '500.00');
  y += 8;
  text(
    'We should be grateful if you would let us have your instructions by the twenty-third of April 2027. Unless we hear from you, the premium ' +
      'will be collected by Direct Debit on or shortly after the first of May 2027, as in previous years.',
  );
  text(
    'The premium has increased by 43.36, which we regret; it reflects the general rise in repair and replacement vehicle costs. Your no claims ' +
      'discount of nine years remains protected.',
  );
  text('Yours sincerely,', 'Times-Roman', 30);
  text('Rupert Lang\nDirector');
  doc.font('Times-Roman').fontSize(7).fillColor('#555555');
  para(
    doc,
    'Hinton & Wild (Home) Limited is authorised and regulated by the Financial Conduct Authority. Registered in England. Registered office: ' +
      'Station Approach, Woking, Surrey GU22 7AP.',
    50,
    772,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 13. Aston Scott (broker): HTML; a broker's debit note for the renewal: the premium is the 'Amount due' (premium and
// IPT, no fee), last period's amount, a payment-due date and the risk details with the excesses.
const ASTON_SCOTT = `
<div style="font-family:Arial,sans-serif;font-size:9.6pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:flex-start">
    <div><span style="font:bold 21pt Arial;color:#0d3b66">Aston Scott</span><br><span style="font-size:8.5pt;color:#555">Insurance Brokers</span></div>
    <div class="r"><div style="font:bold 18pt Arial;letter-spacing:2pt">DEBIT NOTE</div><div style="font-size:8.5pt">Renewal</div></div></div>
  <table style="width:100%;margin-top:12pt;font-size:9pt">
    <tr><td style="width:50%">Client<br><b>Mr Samuel Okonjo</b><br>88 Lordship Lane<br>London SE22 8HF</td>
      <td><table>
        <tr><td>Debit note number</td><td>DN-2027-031874</td></tr>
        <tr><td>Date of issue</td><td>10 March 2027</td></tr>
        <tr><td>Client reference</td><td>OKON01</td></tr>
        <tr><td>Policy number</td><td>AS/PMV/880134</td></tr>
        <tr><td>Payment due by</td><td>7 April 2027</td></tr>
      </table></td></tr>
  </table>
  <table style="width:100%;margin-top:10pt;border:1px solid #0d3b66">
    <tr style="background:#0d3b66;color:white"><th style="padding:4pt 6pt">Description</th><th style="padding:4pt 6pt">Period of insurance</th><th class="r" style="padding:4pt 6pt">GBP</th></tr>
    <tr><td style="padding:4pt 6pt">Private car insurance – renewal<br><span style="font-size:8.5pt;color:#555">Insurer: Markel International Insurance Company Ltd</span></td>
      <td style="padding:4pt 6pt">14/04/2027 to 13/04/2028</td><td class="r" style="padding:4pt 6pt">712.50</td></tr>
    <tr><td style="padding:4pt 6pt">Insurance Premium Tax at 12%</td><td></td><td class="r" style="padding:4pt 6pt">85.50</td></tr>
    <tr style="border-top:2px solid #0d3b66;font-weight:bold"><td style="padding:4pt 6pt">Amount due</td><td></td><td class="r" style="padding:4pt 6pt">£798.00</td></tr>
  </table>
  <p style="font-size:9pt">Amount due for the previous period (14/04/2026 to 13/04/2027): £771.60. No broker fee is charged on this renewal.</p>
  <p style="margin-bottom:2pt"><b>Risk details</b></p>
  <table style="font-size:9pt">
    <tr><td>Vehicle</td><td>Tesla Model 3 Long Range AWD (2023)</td></tr>
    <tr><td>Registration</td><td>LB23 HWT</td></tr>
    <tr><td>Cover</td><td>Comprehensive, social domestic and pleasure including commuting</td></tr>
    <tr><td>Compulsory excess</td><td>£400</td></tr>
    <tr><td>Voluntary excess</td><td>£100</td></tr>
    <tr><td>Total excess</td><td>£500</td></tr>
    <tr><td>Battery and charging cable</td><td>Covered up to £2,000</td></tr>
  </table>
  <div class="box" style="margin-top:10pt;font-size:8.8pt"><b>How to pay</b><br>Bank transfer to Aston Scott Ltd client account, sort code 40-11-62,
  account 71820394, quoting DN-2027-031874; or by card on 020 7496 0814. If we do not receive payment by 7 April 2027 your cover may not be renewed.</div>
  <p style="font-size:6.5pt;color:#777;margin-top:10pt">Aston Scott Ltd is authorised and regulated by the Financial Conduct Authority. Premiums are held in a
  client money account. This debit note is not a VAT invoice; insurance is exempt from VAT.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 14. Marsh (private client): HTML; 'your price' for the premium, with no excess stated (the schedule is unchanged);
// photographed upright.
const MARSH = `
<div style="font-family:Georgia,serif;font-size:10.5pt;line-height:1.5">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #002c77;padding-bottom:6pt">
    <div style="font:bold 26pt Georgia;color:#002c77">Marsh</div>
    <div class="r" style="font:8.5pt Arial;color:#555">Private Client Services<br>1 Tower Place West, London EC3R 5BU<br>020 7496 0355</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mr Nikhil Mehta<br>Birch House<br>45 Copse Hill<br>London SW20 0NL</div>
    <div class="r">17 February 2027<br>Policy MPC/MTR/619072</div></div>
  <p style="margin-top:16pt;font:bold 13pt Georgia">Your motor renewal</p>
  <p>Dear Mr Mehta,</p>
  <p>Your motor insurance for your Porsche Macan 4 (2022), registration <b>KP22 ZVN</b>, renews on <b>30 March 2027</b>. We have reviewed the
  market on your behalf and recommend renewing with your current insurer, Hiscox Underwriting Ltd.</p>
  <div style="border-top:2px solid #002c77;border-bottom:2px solid #002c77;padding:8pt 0;margin:10pt 0;display:flex;justify-content:space-between;align-items:baseline">
    <span style="font-size:12pt">Your price for the year ahead</span><span style="font:bold 20pt Georgia;color:#002c77">£1,958.44</span></div>
  <p>Your price includes Insurance Premium Tax. Last year's price was £1,874.90, so this is £83.54 more. Your agreed value stays at £54,000 and
  your nine years' no claims discount remains protected.</p>
  <p>Your cover, drivers and excesses are unchanged from this year and are set out in your policy schedule, which we will send when your policy
  has renewed.</p>
  <p>Should you prefer to spread the cost, we can arrange 10 monthly payments of £201.42, £2,014.20 in all, including interest of £55.76.</p>
  <p>With kind regards,<br><br>Amelia Fraser-Hunt<br>Client Director</p>
  <p style="font:6.5pt Arial;color:#777;margin-top:14pt">Marsh Ltd is authorised and regulated by the Financial Conduct Authority. Registered in England and Wales
  number 1507274. Registered office: 1 Tower Place West, Tower Place, London EC3R 5BU.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 15. Chase Templeton (broker): HTML; the renewal as questions and answers, the figures inside the answers, among
// other questions with their own numbers.
const qa = (question: string, answer: string) =>
  `<div style="margin:0 0 7pt"><div style="font-weight:bold;color:#7b1fa2">${question}</div><div>${answer}</div></div>`;
const CHASE = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #7b1fa2;padding-bottom:5pt">
    <div><span style="font:bold 20pt Arial;color:#7b1fa2">Chase Templeton</span><br><span style="font-size:8.5pt;color:#555">Insurance brokers</span></div>
    <div class="r" style="font-size:8pt;color:#555">Private Insurance<br>0345 496 0263</div></div>
  <div class="cols" style="margin-top:12pt"><div>Ms Fiona Gallacher<br>3 Oakfield Close<br>Maidstone<br>ME16 8QR</div>
    <div class="r">14 February 2027</div></div>
  <p style="margin-top:12pt;font:bold 13pt Arial">Your car insurance renewal: your questions answered</p>
  <p>Dear Ms Gallacher, it's time to renew the insurance for your Mazda CX-5 2.0 Sport (2019). We've set out the answers to the questions our
  clients ask most.</p>
  ${qa('Which policy is this about?', 'Your car insurance, policy number CT/PC/3381907, for your Mazda CX-5, registration GJ69 KLD.')}
  ${qa('When does it renew?', 'On 22 March 2027. Your current cover ends at midnight on 21 March 2027.')}
  ${qa('How much will it cost?', '£716.05 for the year, including Insurance Premium Tax. That\u2019s £21.40 more than the £694.65 you paid last year.')}
  ${qa('Can I pay monthly?', 'Yes: 12 payments of £62.48, £749.76 in total, including £33.71 interest (representative APR 9.9%).')}
  ${qa('What would I pay towards a claim?', '£350 in total: the insurer\u2019s compulsory excess of £250 plus the £100 voluntary excess you chose. A windscreen replacement has its own £90 excess.')}
  ${qa('Who is my insurer?', 'Your policy is underwritten by Ageas Insurance Limited, as it was last year.')}
  ${qa('Has my no claims discount changed?', 'You now have 6 years\u2019 no claims discount, one more than last year.')}
  ${qa('What if my mileage has changed?', 'We based your price on 7,500 miles a year. If you expect to drive more or less, please tell us.')}
  ${qa('Do I need to do anything?', 'No. If your details are still right, your policy will renew automatically and we will collect your payment as now.')}
  <p>Kind regards,<br><br>Marcus Hale<br>Client Services</p>
  <p style="font-size:6.5pt;color:#777">Chase Templeton Ltd is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 16. The Insurance Partnership (Hull): HTML; two lists side by side, 'What has changed' (the price, the windscreen
// excess) and 'What has stayed the same' (the other excesses, the cover, the renewal date).
const item = (label: string, value: string) => `<li style="margin-bottom:5pt"><b>${label}:</b> ${value}</li>`;
const TIP = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #00838f;padding-bottom:5pt">
    <div><span style="font:bold 19pt Arial;color:#00838f">The Insurance Partnership</span><br><span style="font-size:8.5pt;color:#555">Hull · Personal Insurance</span></div>
    <div class="r" style="font-size:8pt;color:#555">01482 496 0176</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mrs Janet Cawood<br>11 Westella Road<br>Kirk Ella<br>Hull HU10 7QB</div>
    <div class="r">22 February 2027<br>Policy TIP/PM/708345</div></div>
  <p style="margin-top:12pt;font:bold 12.5pt Arial">Your car insurance renewal at a glance</p>
  <p>Dear Mrs Cawood,</p>
  <p>Your car insurance for your Hyundai Tucson 1.6 T-GDi Premium (2020), registration <b>YK20 PXR</b>, is due to renew. Here's what's different
  about it this year, and what isn't.</p>
  <div class="cols" style="margin:8pt 0">
    <div style="border-top:4px solid #ef6c00;background:#fff6ee;padding:6pt 8pt"><div style="font:bold 11pt Arial;margin-bottom:4pt">What has changed</div><ul style="padding-left:14pt;margin:0">
      ${item('Your price', '£702.91 for the year, including Insurance Premium Tax, up from £668.37 last year (£34.54 more)')}
      ${item('Windscreen replacement excess', '£125, up from £100 (£25 more)')}
      ${item('Your no claims discount', '9 years, up from 8')}
    </ul></div>
    <div style="border-top:4px solid #00838f;background:#eef8f9;padding:6pt 8pt"><div style="font:bold 11pt Arial;margin-bottom:4pt">What has stayed the same</div><ul style="padding-left:14pt;margin:0">
      ${item('Your renewal date', '9 April 2027, as every year')}
      ${item('Your insurer', 'Zurich Insurance Company Ltd')}
      ${item('Compulsory excess', '£250')}
      ${item('Voluntary excess', '£250')}
      ${item('Total excess', '£500 for accidental damage, fire and theft')}
      ${item('Cover', 'comprehensive, you and Mr David Cawood as drivers')}
    </ul></div>
  </div>
  <p>If everything is still correct, there's nothing to do: your policy renews on 9 April 2027 and we'll take the payment from your card.</p>
  <p>Kind regards,<br><br>Sarah Newlove<br>Account Manager</p>
  <p style="font-size:6.5pt;color:#777">The Insurance Partnership Services Ltd is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

export const FRESH_NOTICES_43: FreshNotice[] = [
  {
    name: 'aig',
    html: '',
    draw: drawAig,
    expected: {
      renewalDate: '2027-04-12',
      insurer: 'AIG',
      policyNumber: 'AIG-PM-0388154',
      registrationNumber: 'LC23RXV',
      renewalPremium: '1842.60',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    name: 'mcclarrons',
    html: MCCLARRONS,
    expected: {
      renewalDate: '2027-04-15',
      insurer: 'McClarrons',
      policyNumber: 'MCL/PC/228714',
      registrationNumber: 'YD22FKM',
      renewalPremium: '768.95',
      previousPremium: '744.10',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    name: 'barbon',
    html: '',
    draw: drawBarbon,
    expected: {
      renewalDate: '2027-03-20',
      insurer: 'Barbon Insurance',
      policyNumber: 'BIG/MC/30582/2',
      registrationNumber: 'PN71HKW',
      renewalPremium: '718.29',
      previousPremium: '689.55',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'celtic',
    html: CELTIC,
    expected: {
      renewalDate: '2027-04-01',
      insurer: 'Celtic Insurance Brokers',
      policyNumber: 'CIB/M/771204',
      registrationNumber: 'CK70LWE',
      renewalPremium: '688.42',
      previousPremium: '655.90',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'morrisons',
    html: MORRISONS,
    expected: {
      renewalDate: '2027-03-28',
      insurer: 'Morrisons Car Insurance',
      policyNumber: 'MCI-4027-7731',
      registrationNumber: 'NU19KXF',
      renewalPremium: '649.80',
      previousPremium: '612.35',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    name: 'cox-mahon',
    html: '',
    draw: drawCoxMahon,
    expected: {
      renewalDate: '2027-04-06',
      insurer: 'Cox Mahon',
      policyNumber: 'CMI/PM/118273',
      registrationNumber: 'WU21DPH',
      renewalPremium: '874.36',
      previousPremium: '829.90',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'box',
    html: BOX,
    expected: {
      renewalDate: '2027-04-17',
      insurer: 'Box Insurance',
      policyNumber: 'BOX-YD-5530871',
      registrationNumber: 'MF68XRT',
      renewalPremium: '1186.40',
      previousPremium: '1349.75',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    name: 'sutcliffe',
    html: SUTCLIFFE,
    scan: true,
    expected: {
      renewalDate: '2027-04-03',
      insurer: 'Sutcliffe & Co',
      policyNumber: 'SUT/PC/66412',
      registrationNumber: 'WR72BZN',
      renewalPremium: '734.60',
      previousPremium: '702.85',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },
  {
    name: 'hettle-andrews',
    html: HETTLE,
    expected: {
      renewalDate: '2027-04-01',
      insurer: 'Hettle Andrews',
      policyNumber: 'HA/PCM/004719',
      registrationNumber: 'BF24KWT',
      renewalPremium: '1796.20',
      compulsoryExcess: '500',
      voluntaryExcess: '500',
      totalExcess: '1000',
    },
  },
  {
    name: 'plan',
    html: PLAN,
    scan: true,
    expected: {
      renewalDate: '2027-03-24',
      insurer: 'Plan Insurance Brokers',
      policyNumber: 'PLN/M/402918',
      registrationNumber: 'NL21KPF',
      renewalPremium: '781.20',
      previousPremium: '750.95',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'darwin-clayton',
    html: DARWIN_CLAYTON,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-04-11',
      insurer: 'Darwin Clayton',
      policyNumber: 'DCL/PM/55931',
      registrationNumber: 'EK70UWB',
      renewalPremium: '923.18',
      previousPremium: '876.40',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'hinton-wild',
    html: '',
    draw: drawHintonWild,
    expected: {
      renewalDate: '2027-05-01',
      insurer: 'Hinton & Wild',
      policyNumber: 'H&W/MOT/20633',
      registrationNumber: 'GU22XTM',
      renewalPremium: '984.56',
      previousPremium: '941.20',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'aston-scott',
    html: ASTON_SCOTT,
    expected: {
      renewalDate: '2027-04-14',
      insurer: 'Aston Scott',
      policyNumber: 'AS/PMV/880134',
      registrationNumber: 'LB23HWT',
      renewalPremium: '798.00',
      previousPremium: '771.60',
      compulsoryExcess: '400',
      voluntaryExcess: '100',
      totalExcess: '500',
    },
  },
  {
    name: 'marsh',
    html: MARSH,
    photo: true,
    expected: {
      renewalDate: '2027-03-30',
      insurer: 'Marsh',
      policyNumber: 'MPC/MTR/619072',
      registrationNumber: 'KP22ZVN',
      renewalPremium: '1958.44',
      previousPremium: '1874.90',
    },
  },
  {
    name: 'chase-templeton',
    html: CHASE,
    expected: {
      renewalDate: '2027-03-22',
      insurer: 'Chase Templeton',
      policyNumber: 'CT/PC/3381907',
      registrationNumber: 'GJ69KLD',
      renewalPremium: '716.05',
      previousPremium: '694.65',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'insurance-partnership',
    html: TIP,
    expected: {
      renewalDate: '2027-04-09',
      insurer: 'The Insurance Partnership',
      policyNumber: 'TIP/PM/708345',
      registrationNumber: 'YK20PXR',
      renewalPremium: '702.91',
      previousPremium: '668.37',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
];
