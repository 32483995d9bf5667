// Set 38 (issue 47): statement systems and bare figures, from systems sets 33 and 34 did not draw. Brokers' and
// insurers' policy-administration systems and document composers whose figures carry no '£' beside them: a Courier
// admin printout with abbreviated labels, Net / IPT / Gross rows under 'CURR TERM' and 'REN TERM' columns and a key; a
// statement of account opening on a credit balance ('12.50 CR'); pounds and pence in separate '£' and 'p' columns; a
// Net / IPT / Gross table whose rows are the renewal and the expiring year; tables whose headings sit in one row and
// figures in the row below; one '£' over a Renewal and an Expiring column, with an excess grid of claim types by
// compulsory / voluntary / total; a leading 'GBP'; a broker's debit note (Premium, IPT, Fee, Total columns); a ledger
// whose amounts carry 'DR' and 'CR'; last year's column printed left of this year's; a boxed fixed-width printout with
// a section table ('CMP XS', 'VOL XS', 'TOT XS'); a sideways photo of a plain summary; dot leaders to bare figures
// with only the end of the current cover given; three quotation options side by side, the renewal one named; a
// trailing 'STG'; Net / IPT / Gross columns beside a last-year column. Eight drawn by pdfkit at fixed places, eight
// printed from HTML by Chromium; three scanned and two photographed (one sideways).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

/** Fixed-width lines in Courier, refusing any line too long for the page. */
const courierLines = (doc: Doc, rows: string[], x: number, y: number, lineHeight: number, most: number): void =>
  rows.forEach((row, index) => {
    if (row.length > most) throw new Error(`set 38: a printout line is ${row.length} characters, over ${most}: ${row}`);
    put(doc, row, x, y + index * lineHeight);
  });

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Thompson & Richardson
  ['t&r ren gross', [561.38, 67.37], 628.75],
  ['t&r ren IPT', [561.38 * 0.12], 67.37],
  ['t&r curr gross', [520.45, 62.45], 582.9],
  ['t&r curr IPT', [520.45 * 0.12], 62.45],
  ['t&r ren total', [628.75, 25, 15], 668.75],
  ['t&r curr total', [582.9, 25, 15], 622.9],
  ['t&r excess', [250, 150], 400],
  ['t&r instalments', [66.88, 10 * 64.19], 708.78],
  ['t&r credit', [668.75, 40.03], 708.78],
  // 2. Heath Crawford
  ['heath-crawford balance 1', [-12.5, 803.64], 791.14],
  ['heath-crawford balance 2', [791.14, 39], 830.14],
  ['heath-crawford balance 3', [830.14, 25], 855.14],
  ['heath-crawford increase', [761.2, 42.44], 803.64],
  ['heath-crawford excess', [300, 200], 500],
  ['heath-crawford instalments', [91.14, 10 * 81.96], 910.74],
  ['heath-crawford credit', [855.14, 55.6], 910.74],
  // 3. Stewart Miller McCulloch
  ['smm increase', [668.9, 43.58], 712.48],
  ['smm total', [712.48, 22.5, 20], 754.98],
  ['smm excess', [350, 100], 450],
  ['smm instalments', [75.5, 10 * 72.1], 796.5],
  ['smm credit', [754.98, 41.52], 796.5],
  // 4. Alan & Thomas
  ['a&t renewal gross', [705.45, 84.65], 790.1],
  ['a&t renewal IPT', [705.45 * 0.12], 84.65],
  ['a&t expiring gross', [668.75, 80.25], 749],
  ['a&t expiring IPT', [668.75 * 0.12], 80.25],
  ['a&t change net', [668.75, 36.7], 705.45],
  ['a&t change IPT', [80.25, 4.4], 84.65],
  ['a&t change gross', [749, 41.1], 790.1],
  ['a&t excess', [250, 250], 500],
  ['a&t instalments', [79.01, 10 * 75.37], 832.71],
  ['a&t credit', [790.1, 42.61], 832.71],
  // 5. Alfa Romeo Insurance
  ['alfa difference', [1164.25, 72.55], 1236.8],
  ['alfa instalments', [123.68, 10 * 119.97], 1323.38],
  ['alfa credit', [1236.8, 86.58], 1323.38],
  ['alfa excess', [400, 250], 650],
  // 6. James Hallam
  ['hallam renewal total', [1486.2, 35, 89.5], 1610.7],
  ['hallam expiring total', [1402.75, 35, 84], 1521.75],
  ['hallam change', [1402.75, 83.45], 1486.2],
  ['hallam excess AD', [500, 500], 1000],
  ['hallam excess F&T', [500, 500], 1000],
  ['hallam instalments', [161.07, 10 * 153.31], 1694.17],
  ['hallam credit', [1610.7, 83.47], 1694.17],
  // 7. Hunter Adams
  ['hunter-adams change', [1987.3, 158.3], 2145.6],
  ['hunter-adams total', [2145.6, 35], 2180.6],
  ['hunter-adams excess', [500, 250], 750],
  ['hunter-adams instalments', [218.06, 10 * 206.3], 2281.06],
  ['hunter-adams credit', [2180.6, 100.46], 2281.06],
  // 8. Scrutton Bland
  ['scrutton car', [492.86, 59.14], 552],
  ['scrutton car IPT', [492.86 * 0.12], 59.14],
  ['scrutton legal', [26.79, 3.21], 30],
  ['scrutton legal IPT', [26.79 * 0.12], 3.21],
  ['scrutton premium column', [492.86, 26.79], 519.65],
  ['scrutton IPT column', [59.14, 3.21], 62.35],
  ['scrutton total across', [519.65, 62.35, 25], 607],
  ['scrutton total down', [552, 30, 25], 607],
  ['scrutton change', [530.15, 21.85], 552],
  ['scrutton excess', [250, 100], 350],
  ['scrutton instalments', [60.7, 10 * 58.44], 645.1],
  ['scrutton credit', [607, 38.1], 645.1],
  // 9. Cooke & Mason
  ['cooke-mason balance 1', [0, 1042.18], 1042.18],
  ['cooke-mason balance 2', [1042.18, 14.95], 1057.13],
  ['cooke-mason balance 3', [1057.13, 20], 1077.13],
  ['cooke-mason balance 4', [1077.13, -20], 1057.13],
  ['cooke-mason change', [988.4, 53.78], 1042.18],
  ['cooke-mason excess', [350, 250], 600],
  ['cooke-mason instalments', [105.71, 10 * 101.12], 1116.91],
  ['cooke-mason credit', [1057.13, 59.78], 1116.91],
  // 10. Smith & Pinching
  ['smith-pinching renewal total', [497.85, 19.95], 517.8],
  ['smith-pinching expiring total', [455.3, 19.95], 475.25],
  ['smith-pinching change', [455.3, 42.55], 497.85],
  ['smith-pinching excess renewal', [250, 250], 500],
  ['smith-pinching excess expiring', [200, 250], 450],
  ['smith-pinching instalments', [51.78, 10 * 49.66], 548.38],
  ['smith-pinching credit', [517.8, 30.58], 548.38],
  // 11. Four Counties
  ['four-counties this gross', [471.43, 56.57], 528],
  ['four-counties this IPT', [471.43 * 0.12], 56.57],
  ['four-counties last gross', [455, 54.6], 509.6],
  ['four-counties last IPT', [455 * 0.12], 54.6],
  ['four-counties change', [509.6, 18.4], 528],
  ['four-counties excess', [250, 200], 450],
  ['four-counties windscreen', [100, 0], 100],
  ['four-counties instalments', [52.8, 10 * 50.92], 562],
  ['four-counties credit', [528, 34], 562],
  // 12. Henshalls
  ['henshalls saving', [563.27, 35.13], 598.4],
  ['henshalls excess', [250, 150], 400],
  ['henshalls instalments', [56.33, 10 * 54.92], 605.53],
  ['henshalls credit', [563.27, 42.26], 605.53],
  // 13. Abarth Insurance
  ['abarth premium', [1236.3, 148.36], 1384.66],
  ['abarth IPT', [1236.3 * 0.12], 148.36],
  ['abarth saving', [1384.66, 128.24], 1512.9],
  ['abarth excess', [450, 100], 550],
  ['abarth instalments', [138.46, 10 * 133.48], 1473.26],
  ['abarth credit', [1384.66, 88.6], 1473.26],
  // 14. Lloyd Latchford
  ['lloyd-latchford A excess', [300, 0], 300],
  ['lloyd-latchford B excess', [300, 250], 550],
  ['lloyd-latchford C excess', [300, 500], 800],
  ['lloyd-latchford change', [611.2, 40.98], 652.18],
  ['lloyd-latchford instalments', [65.22, 10 * 62.89], 694.12],
  ['lloyd-latchford credit', [652.18, 41.94], 694.12],
  // 15. Alan Boswell
  ['alan-boswell increase', [689.45, 45.45], 734.9],
  ['alan-boswell total', [734.9, 25], 759.9],
  ['alan-boswell excess', [300, 200], 500],
  ['alan-boswell instalments', [75.99, 10 * 72.88], 804.79],
  ['alan-boswell credit', [759.9, 44.89], 804.79],
  // 16. Higos
  ['higos car gross', [548.21, 65.79], 614],
  ['higos car IPT', [548.21 * 0.12], 65.79],
  ['higos legal gross', [17.86, 2.14], 20],
  ['higos legal IPT', [17.86 * 0.12], 2.14],
  ['higos net total', [548.21, 17.86], 566.07],
  ['higos IPT total', [65.79, 2.14], 67.93],
  ['higos gross total', [614, 20], 634],
  ['higos gross across', [566.07, 67.93], 634],
  ['higos last year total', [590.75, 20], 610.75],
  ['higos change', [590.75, 23.25], 614],
  ['higos excess', [250, 250], 500],
  ['higos instalments', [63.4, 10 * 61.02], 673.6],
  ['higos credit', [634, 39.6], 673.6],
];
checkSums('set 38', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Thompson & Richardson (broker, Lincoln): a policy-admin printout in Courier under a printed letterhead; labels
// abbreviated ('POL NO', 'REN DT', 'VRN', 'XS C/V/T'), Net / IPT / Gross rows under 'CURR TERM' (last year) and 'REN
// TERM' (this year), and a key to the abbreviations; scanned.
function drawThompsonRichardson(doc: Doc): void {
  const left = 42;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#7a1f2b');
  put(doc, 'Thompson & Richardson', left, 34);
  doc.font('Helvetica').fontSize(7.5).fillColor('#444444');
  put(doc, 'Insurance brokers  ·  Witham Park House, Waterside South, Lincoln LN5 7JN  ·  01522 513 517', left, 57);
  doc.moveTo(left, 70).lineTo(553, 70).lineWidth(0.6).stroke('#7a1f2b');
  doc.fillColor('black').font('Courier').fontSize(8.4);
  const two = (a: string, b = '') => a.padEnd(60) + b;
  const money = (label: string, curr: string, ren: string) => `  ${label.padEnd(46)}${curr.padStart(14)}${ren.padStart(18)}`;
  courierLines(
    doc,
    [
      two('T&R POLICY ADMIN   PMV RENEWAL INVITATION', 'RUN 04/01/27 09:14   PG 1/1'),
      '',
      two('MRS K L ASHWORTH', 'CLT NO ....... ASHWK04'),
      two('14 CARHOLME CLOSE', 'HANDLER ...... P STAINTON'),
      two('LINCOLN', 'TEL .......... 01522 513 517'),
      'LN1 1SW',
      '',
      'DEAR MRS ASHWORTH',
      '',
      'YOUR PRIVATE MOTOR POLICY IS DUE FOR RENEWAL. WE HAVE OBTAINED RENEWAL TERMS FROM YOUR INSURER',
      'AND SET THEM OUT BELOW. PLEASE CHECK THEM AND CONTACT US BEFORE THE EXPIRY DATE IF ANY DETAIL',
      'IS WRONG, IF ANYTHING HAS CHANGED OR IF YOU DO NOT WISH TO RENEW.',
      '',
      'POL NO ....... TR/PM/0388216          INSR ......... LV (LIVERPOOL VICTORIA INSURANCE CO LTD)',
      'REN DT ....... 02/02/2027             EXP DT ....... 01/02/2027',
      'VRN .......... FE19 KWD               VEH .......... SKODA OCTAVIA 1.5 TSI SE L ESTATE (2019)',
      'COVER ........ COMP                   USE .......... SDP+C            NCD .... 6 YRS',
      '',
      money('PREMIUM DETAIL (GBP)', 'CURR TERM', 'REN TERM'),
      money('NET PREMIUM', '520.45', '561.38'),
      money('IPT @ 12%', '62.45', '67.37'),
      money('GROSS PREMIUM', '582.90', '628.75'),
      money('MLE (OPT)', '25.00', '25.00'),
      money('BRK FEE', '15.00', '15.00'),
      money('', '----------', '----------'),
      money('TOTAL', '622.90', '668.75'),
      '',
      'EXCESSES (GBP)',
      '  XS C/V/T  AD .......... 250 / 150 / 400',
      '  XS C/V/T  F&T ......... 250 / 150 / 400',
      '  XS WS ................. 115',
      '',
      'INST PLAN (CLOSE BROTHERS PREMIUM FINANCE)   DEP 66.88 + 10 X 64.19 = 708.78   CHG 40.03   APR 14.9%',
      '',
      'KEY  POL NO     POLICY NUMBER                        INSR      INSURER',
      '     REN DT     DATE YOUR RENEWED POLICY STARTS      EXP DT    DATE YOUR CURRENT POLICY ENDS',
      '     VRN        VEHICLE REGISTRATION NUMBER          NCD       NO CLAIMS DISCOUNT',
      "     CURR TERM  YOUR CURRENT YEAR 02/02/2026 - 01/02/2027 (LAST YEAR'S PREMIUM)",
      "     REN TERM   YOUR RENEWAL YEAR 02/02/2027 - 01/02/2028 (THIS YEAR'S PREMIUM)",
      '     NET        PREMIUM BEFORE INSURANCE PREMIUM TAX  GROSS     PREMIUM INCLUDING IPT',
      '     XS C/V/T   EXCESS: COMPULSORY / VOLUNTARY / TOTAL',
      '     AD         ACCIDENTAL DAMAGE                    F&T       FIRE AND THEFT',
      '     XS WS      WINDSCREEN REPLACEMENT EXCESS        MLE       MOTOR LEGAL EXPENSES',
      '     BRK FEE    BROKER FEE                           COMP      COMPREHENSIVE',
      '     SDP+C      SOCIAL, DOMESTIC AND PLEASURE AND COMMUTING',
      '     DEP        DEPOSIT     CHG   CHARGE FOR CREDIT',
      '',
      'AS YOU PAY BY DIRECT DEBIT, IF WE DO NOT HEAR FROM YOU YOUR POLICY WILL RENEW ON 02/02/2027.',
      '',
      'YOURS SINCERELY',
      '',
      'P STAINTON',
      'PERSONAL LINES ACCOUNT HANDLER',
    ],
    left,
    82,
    11.2,
    100,
  );
  doc.font('Helvetica').fontSize(6.5).fillColor('#444444');
  para(
    doc,
    'Thompson & Richardson is a trading name of Thompson & Richardson (Lincoln) Limited, authorised and regulated by the Financial Conduct Authority, FRN 301245. Registered in England No. 02081436. Registered office: Witham Park House, Waterside South, Lincoln LN5 7JN. Motor legal expenses is underwritten by ARAG plc.',
    left,
    770,
    511,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Heath Crawford (broker, Sheffield): a statement of account opening on a credit balance ('12.50 CR'), the renewal
// premium one invoice line of three; the premium comparison in a box; the excesses written as a sum on one line.
function drawHeathCrawford(doc: Doc): void {
  doc.fillColor('#14365d').font('Helvetica-Bold').fontSize(20);
  put(doc, 'HEATH CRAWFORD', 50, 36);
  doc.font('Helvetica').fontSize(8.5).fillColor('#c8102e');
  put(doc, 'INSURANCE BROKERS', 51, 59);
  doc.fillColor('#444444').fontSize(8);
  ['Heath Crawford Insurance Brokers', 'Riverside House, 11 Bridge Street', 'Sheffield S3 8NS', '0114 272 6000'].forEach((line, index) =>
    putRight(doc, line, 545, 36 + index * 10),
  );
  doc.moveTo(50, 84).lineTo(545, 84).lineWidth(1).stroke('#14365d');
  doc.fillColor('black').fontSize(10);
  ['Mr Daniel Okafor', '27 Psalter Lane', 'Sheffield', 'S11 8YN'].forEach((line, index) => put(doc, line, 50, 104 + index * 12.5));
  doc.fontSize(8.5);
  (
    [
      ['Statement date', '05/12/2026'],
      ['Account no.', 'OKAFD-002'],
      ['Page', '1 of 1'],
    ] as [string, string][]
  ).forEach(([label, value], index) => {
    doc.fillColor('#555555');
    put(doc, label, 365, 104 + index * 12.5);
    doc.fillColor('black');
    put(doc, value, 450, 104 + index * 12.5);
  });
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#14365d');
  put(doc, 'Private car renewal and statement of account', 50, 176);
  doc.font('Helvetica').fontSize(9.5).fillColor('black');
  para(
    doc,
    'Dear Mr Okafor,\n\nYour private car policy with Aviva Insurance Limited renews on 09/01/2027. Aviva have offered renewal on the terms below, which we recommend. The statement that follows shows the renewal invoice against your account with us, including the small credit left over from a mid-term change last year. All amounts are in pounds sterling.',
    50,
    198,
    495,
  );
  const details: [string, string][] = [
    ['Policy number', 'HC/MOT/5520981'],
    ['Insurer', 'Aviva Insurance Limited'],
    ['Vehicle', 'Kia Sportage 1.6 T-GDi 3 ISG 5dr (2020)'],
    ['Registration', 'YE20 HWK'],
    ['Cover', 'Comprehensive; social, domestic and pleasure and commuting'],
    ['Period of insurance', '09/01/2027 to 08/01/2028'],
    ['Drivers', 'Mr Daniel Okafor, Mrs Adaeze Okafor'],
    ['No claims discount', '5 years'],
  ];
  doc.fontSize(9);
  details.forEach(([label, value], index) => {
    doc.fillColor('#555555');
    put(doc, label, 50, 276 + index * 12.5);
    doc.fillColor('black');
    put(doc, value, 165, 276 + index * 12.5);
  });
  // The statement.
  const top = 388;
  doc.font('Helvetica-Bold').fontSize(8.5);
  put(doc, 'Date', 52, top);
  put(doc, 'Doc no.', 110, top);
  put(doc, 'Narrative', 172, top);
  putRight(doc, 'Debit', 418, top);
  putRight(doc, 'Credit', 476, top);
  putRight(doc, 'Balance', 543, top);
  doc.moveTo(50, top + 12).lineTo(545, top + 12).lineWidth(0.6).stroke('#14365d');
  doc.font('Helvetica');
  const ledger: [string, string, string, string, string, string][] = [
    ['05/12/2026', '', 'Balance brought forward', '', '', '12.50 CR'],
    ['09/01/2027', 'INV 771204', 'Motor renewal premium incl. IPT (Aviva)', '803.64', '', '791.14'],
    ['09/01/2027', 'INV 771204', 'RAC breakdown cover (optional)', '39.00', '', '830.14'],
    ['09/01/2027', 'INV 771204', 'Administration fee', '25.00', '', '855.14'],
  ];
  ledger.forEach(([date, ref, narrative, debit, credit, balance], index) => {
    const y = top + 18 + index * 14;
    put(doc, date, 52, y);
    put(doc, ref, 110, y);
    put(doc, narrative, 172, y);
    if (debit) putRight(doc, debit, 418, y);
    if (credit) putRight(doc, credit, 476, y);
    putRight(doc, balance, 543, y);
  });
  const end = top + 18 + ledger.length * 14;
  doc.moveTo(50, end).lineTo(545, end).lineWidth(0.6).stroke('#14365d');
  doc.font('Helvetica-Bold');
  put(doc, 'Amount due by 09/01/2027', 172, end + 5);
  putRight(doc, '855.14', 543, end + 5);
  // Comparison box and excess box.
  const box = end + 30;
  doc.rect(50, box, 262, 64).lineWidth(0.6).stroke('#8899aa');
  doc.font('Helvetica-Bold').fontSize(8.5);
  put(doc, 'Car insurance premium, incl. IPT', 58, box + 7);
  doc.font('Helvetica').fontSize(8.5);
  (
    [
      ['Expiring  09/01/2026 - 08/01/2027', '761.20'],
      ['Renewal  09/01/2027 - 08/01/2028', '803.64'],
      ['Increase', '42.44'],
    ] as [string, string][]
  ).forEach(([label, value], index) => {
    put(doc, label, 58, box + 22 + index * 13);
    putRight(doc, value, 304, box + 22 + index * 13);
  });
  doc.rect(325, box, 220, 64).stroke('#8899aa');
  doc.font('Helvetica-Bold');
  put(doc, 'Excess, each claim for damage to your car', 333, box + 7);
  doc.font('Helvetica');
  put(doc, 'Compulsory 300  +  Voluntary 200  =  Total 500', 333, box + 24);
  put(doc, 'Windscreen replacement 100', 333, box + 38);
  doc.fontSize(9);
  para(
    doc,
    'To renew, pay the amount due by card on 0114 272 6000, or spread it with Close Brothers Premium Finance: a deposit of 91.14 and 10 monthly instalments of 81.96, total amount payable 910.74 (charge for credit 55.60, representative APR 14.9%). If you do not want to renew, please tell us before 09/01/2027.',
    50,
    box + 78,
    495,
  );
  para(doc, 'Yours sincerely,\n\nRachel Denton\nPersonal Lines Team Leader', 50, box + 130, 300);
  doc.fontSize(6.5).fillColor('#666666');
  para(
    doc,
    'Heath Crawford is a trading name of Heath Crawford Insurance Brokers Limited, authorised and regulated by the Financial Conduct Authority (FRN 304187). Registered in England No. 01470915. Registered office: Riverside House, 11 Bridge Street, Sheffield S3 8NS. We act as your agent and receive commission from the insurer as well as the fee shown.',
    50,
    762,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Stewart Miller McCulloch (broker, Northern Ireland): HTML; an old system's money in two columns, pounds under '£'
// and pence under 'p'; a Northern Ireland registration.
const SMM_POUNDS = 'width:52pt;padding:1.5pt 6pt;border-left:1px solid #777';
const SMM_PENCE = 'width:22pt;padding:1.5pt 6pt;border-left:1px solid #777;border-right:1px solid #777';
const smmRow = (label: string, pounds: string, pence: string, bold = false) =>
  `<tr${bold ? ' style="font-weight:bold;border-top:1px solid #777"' : ''}><td style="padding:1.5pt 8pt 1.5pt 0">${label}</td><td class="r" style="${SMM_POUNDS}">${pounds}</td><td class="r" style="${SMM_PENCE}">${pence}</td></tr>`;
const smmHead = (title: string) =>
  `<tr style="border-bottom:1px solid #777"><th style="padding:2pt 8pt 2pt 0">${title}</th><th class="r" style="${SMM_POUNDS}">£</th><th class="r" style="${SMM_PENCE}">p</th></tr>`;
const STEWART_MILLER_MCCULLOCH = `
<div style="font-family:Arial,sans-serif;font-size:9pt;line-height:1.3">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #2e4a2e;padding-bottom:5pt">
    <div><div style="font:bold 19pt Georgia,serif;color:#2e4a2e">Stewart Miller McCulloch</div><div style="font-size:8pt;color:#555">Insurance brokers &middot; Newtownards &middot; Belfast</div></div>
    <div class="r" style="font-size:8pt;color:#555">12 Regent Street, Newtownards BT23 4LH<br>028 9181 2345</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mr Ciar&aacute;n Donnelly<br>8 Ballyhanwood Road<br>Dundonald<br>Belfast<br>BT16 1XL</div>
    <div class="r">8 February 2027<br>Our ref DONNC01</div></div>
  <p style="margin-top:14pt"><b>Motor insurance renewal &ndash; policy SMM/PC/104482</b></p>
  <p>Dear Mr Donnelly,</p>
  <p>Your private car insurance is due for renewal on 14 March 2027. Allianz Insurance plc have offered renewal on the terms below, which we
  recommend. Please check the details carefully and let us know of any changes.</p>
  <table style="width:100%;margin:4pt 0 6pt;line-height:1.1">
    <tr><td style="width:30%">Policy number</td><td>SMM/PC/104482</td></tr>
    <tr><td>Insurer</td><td>Allianz Insurance plc</td></tr>
    <tr><td>Renewal date</td><td>14/03/2027</td></tr>
    <tr><td>Period of insurance</td><td>14/03/2027 to 13/03/2028</td></tr>
    <tr><td>Vehicle</td><td>Volkswagen Tiguan 2.0 TDI Life 5dr (2021)</td></tr>
    <tr><td>Registration</td><td>RJZ 4718</td></tr>
    <tr><td>Cover</td><td>Comprehensive; social, domestic and pleasure and commuting</td></tr>
    <tr><td>No claims discount</td><td>8 years (protected)</td></tr>
  </table>
  <table style="width:78%;margin:5pt 0">
    ${smmHead('Premium')}
    ${smmRow('Annual premium for the renewal year, including IPT', '712', '48', true)}
    ${smmRow('Premium paid last year, including IPT', '668', '90')}
    ${smmRow('Increase', '43', '58')}
    ${smmRow('Motor legal expenses (optional)', '22', '50')}
    ${smmRow('Broker fee', '20', '00')}
    ${smmRow('Total to pay', '754', '98', true)}
  </table>
  <table style="width:78%;margin:5pt 0">
    ${smmHead('Excesses (accidental damage, fire and theft)')}
    ${smmRow('Compulsory', '350', '00')}
    ${smmRow('Voluntary', '100', '00')}
    ${smmRow('Total', '450', '00', true)}
    ${smmRow('Windscreen replacement', '100', '00')}
  </table>
  <table style="width:78%;margin:5pt 0">
    ${smmHead('Instalments with Premium Credit Limited')}
    ${smmRow('Deposit', '75', '50')}
    ${smmRow('10 monthly instalments of', '72', '10')}
    ${smmRow('Total amount payable', '796', '50')}
    ${smmRow('Charge for credit (representative APR 16.9%)', '41', '52')}
  </table>
  <p>To renew, please call us on 028 9181 2345 before 14/03/2027. If we have a Direct Debit mandate from you, your policy will renew automatically.</p>
  <p>Yours sincerely,<br><br>Gillian Boyd<br>Account Executive</p>
  <p style="font-size:6.5pt;color:#777;margin-top:12pt">Stewart Miller McCulloch &amp; Co Ltd is authorised and regulated by the Financial Conduct Authority (FRN 308116). Registered in Northern Ireland No. NI012884. Registered office: 12 Regent Street, Newtownards, Co. Down BT23 4LH.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. Alan & Thomas (broker, Birmingham): Net, IPT and Gross in columns, the renewal year and the expiring year as rows;
// the excesses as a row of headings over a row of figures.
function drawAlanThomas(doc: Doc): void {
  doc.rect(0, 0, doc.page.width, 70).fill('#3d1f5c');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(21);
  put(doc, 'Alan & Thomas', 50, 22);
  doc.font('Helvetica').fontSize(8.5);
  put(doc, 'Insurance Group', 51, 47);
  ['Cornwall Buildings, 45 Newhall Street', 'Birmingham B3 3QR', '0121 236 8890'].forEach((line, index) => putRight(doc, line, 545, 22 + index * 11));
  doc.fillColor('black').fontSize(10);
  ['Ms Rebecca Jonas', '61 Wake Green Road', 'Moseley', 'Birmingham', 'B13 9HP'].forEach((line, index) => put(doc, line, 50, 96 + index * 12.5));
  putRight(doc, '23 November 2026', 545, 96);
  putRight(doc, 'Ref JONAR-03', 545, 108.5);
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#3d1f5c');
  put(doc, 'Renewal of your car insurance', 50, 178);
  doc.font('Helvetica').fontSize(9.5).fillColor('black');
  para(
    doc,
    "Dear Ms Jonas,\n\nYour car insurance with Covéa Insurance plc is due for renewal on 21 December 2026. Covéa have offered renewal on the terms below. We set this year's premium beside last year's, both before and after Insurance Premium Tax, so that you can see what has changed. All figures are in pounds sterling.",
    50,
    198,
    495,
  );
  const details: [string, string][] = [
    ['Policy number', 'ATI/PMV/2093377'],
    ['Vehicle', 'Honda Jazz 1.3 i-VTEC EX 5dr (2018), value 9,200'],
    ['Registration', 'BV68 TXN'],
    ['Cover', 'Comprehensive'],
    ['Period of insurance', '21/12/2026 to 20/12/2027'],
    ['Drivers', 'Rebecca Jonas; Mark Jonas'],
    ['No claims discount', '4 years'],
  ];
  doc.fontSize(9);
  details.forEach(([label, value], index) => {
    doc.fillColor('#555555');
    put(doc, label, 50, 272 + index * 12.5);
    doc.fillColor('black');
    put(doc, value, 165, 272 + index * 12.5);
  });
  // Net / IPT / Gross.
  const top = 372;
  doc.rect(50, top, 495, 17).fill('#e9e3f0').fillColor('black');
  doc.font('Helvetica-Bold').fontSize(8.5);
  put(doc, 'Premium', 56, top + 5);
  put(doc, 'Period', 130, top + 5);
  putRight(doc, 'Net', 380, top + 5);
  putRight(doc, 'IPT at 12%', 460, top + 5);
  putRight(doc, 'Gross', 540, top + 5);
  doc.font('Helvetica').fontSize(9);
  const rows: [string, string, string, string, string][] = [
    ['Renewal', '21/12/2026 - 20/12/2027', '705.45', '84.65', '790.10'],
    ['Expiring', '21/12/2025 - 20/12/2026', '668.75', '80.25', '749.00'],
    ['Change', '', '+36.70', '+4.40', '+41.10'],
  ];
  rows.forEach(([what, period, net, ipt, gross], index) => {
    const y = top + 24 + index * 15;
    doc.font(index === 0 ? 'Helvetica-Bold' : 'Helvetica');
    put(doc, what, 56, y);
    put(doc, period, 130, y);
    putRight(doc, net, 380, y);
    putRight(doc, ipt, 460, y);
    putRight(doc, gross, 540, y);
  });
  doc.moveTo(50, top + 70).lineTo(545, top + 70).lineWidth(0.5).stroke('#9a8bb0');
  // Excesses: headings over figures.
  const xs = top + 88;
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor('#3d1f5c');
  put(doc, 'Your excesses (GBP)', 50, xs);
  doc.fillColor('black').fontSize(8.5);
  const heads = ['Compulsory', 'Voluntary', 'Total', 'Windscreen replacement', 'Driver under 25 (additional)'];
  const figures = ['250', '250', '500', '95', '200'];
  const columns = [56, 146, 236, 326, 436];
  heads.forEach((head, index) => put(doc, head, columns[index]!, xs + 20));
  doc.moveTo(50, xs + 33).lineTo(545, xs + 33).lineWidth(0.4).stroke('#bbbbbb');
  doc.font('Helvetica').fontSize(10);
  figures.forEach((figure, index) => put(doc, figure, columns[index]!, xs + 39));
  doc.fontSize(9);
  para(
    doc,
    'The total excess applies to each claim for accidental damage, fire or theft. The additional excess applies on top of the total only while a driver under 25 is driving.',
    50,
    xs + 60,
    495,
  );
  para(
    doc,
    'Paying monthly: Premium Credit Limited can spread the gross premium with a deposit of 79.01 and 10 monthly instalments of 75.37, total amount payable 832.71 (charge for credit 42.61, representative APR 13.9%). Key cover is available for 12.99 a year and is not included.',
    50,
    xs + 96,
    495,
  );
  para(
    doc,
    'You pay by Direct Debit, so we will renew your policy on 21/12/2026 unless you tell us not to. If anything has changed, please call us on 0121 236 8890.',
    50,
    xs + 138,
    495,
  );
  para(doc, 'Yours sincerely,\n\nImran Siddiqui\nPersonal Lines Manager', 50, xs + 172, 300);
  doc.fontSize(6.5).fillColor('#666666');
  para(
    doc,
    'Alan & Thomas Insurance Group Limited is authorised and regulated by the Financial Conduct Authority (FRN 311208). Registered in England No. 01752910. Registered office: Cornwall Buildings, 45 Newhall Street, Birmingham B3 3QR. Your insurer is Covéa Insurance plc.',
    50,
    764,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Alfa Romeo Insurance: HTML; every table a row of headings over a row of figures, the money under a 'GBP' title.
const alfaTable = (title: string, heads: string[], cells: string[]) => `
  <div style="font:bold 10pt Arial;color:#8f0d1a;margin:12pt 0 3pt">${title}</div>
  <table style="width:100%;border-top:1px solid #8f0d1a;border-bottom:1px solid #8f0d1a">
    <tr style="background:#f4eaeb;font-size:8pt;color:#444">${heads.map((head) => `<th>${head}</th>`).join('')}</tr>
    <tr style="font-size:11pt">${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr></table>`;
const ALFA_ROMEO = `
<div style="font-family:Arial,sans-serif;font-size:9.5pt">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #8f0d1a;padding-bottom:6pt">
    <span style="font:bold 21pt Georgia,serif;color:#8f0d1a">Alfa Romeo <span style="font-weight:normal">Insurance</span></span>
    <span class="r" style="font-size:8pt;color:#555">Customer services 0333 043 4672<br>Mon-Fri 8am-8pm, Sat 9am-5pm</span></div>
  <div class="cols" style="margin-top:14pt"><div>Mr Tommaso Ricci<br>Flat 4<br>22 Clifton Park Road<br>Bristol<br>BS8 3HL</div>
    <div class="r">25 January 2027</div></div>
  <h2 style="font:bold 14pt Arial;margin:14pt 0 4pt">Your Alfa Romeo Insurance renewal</h2>
  <p>Dear Mr Ricci,</p>
  <p>It's nearly time to renew the insurance for your Alfa Romeo. Your renewal details are set out below. All amounts are in pounds
  sterling (GBP), and the premium includes Insurance Premium Tax at 12%.</p>
  ${alfaTable('Your policy', ['Policy number', 'Renewal date', 'Registration', 'Cover', 'Car'], ['ARI 0552 7190', '27/02/2027', 'WR72 KPD', 'Comprehensive', 'Tonale 1.5 Hybrid Veloce (2022)'])}
  ${alfaTable('Your price (GBP)', ['Annual premium, including IPT', "Last year's annual premium", 'Difference'], ['<b>1,236.80</b>', '1,164.25', '+72.55'])}
  ${alfaTable('Paying monthly (GBP)', ['Deposit', '10 monthly payments of', 'Total amount payable', 'Charge for credit', 'Representative APR'], ['123.68', '119.97', '1,323.38', '86.58', '14.9%'])}
  ${alfaTable('Your excesses (GBP)', ['Compulsory', 'Voluntary', 'Total', 'Windscreen replacement'], ['400', '250', '650', '150'])}
  <p style="margin-top:12pt">Your cover includes a courtesy car while your car is repaired by an Alfa Romeo approved repairer, and genuine Alfa
  Romeo parts. Drivers: you and Ms Giulia Ricci. No claims discount: 7 years.</p>
  <p>As you pay by Direct Debit, your policy will renew automatically on 27/02/2027. If you don't want to renew, or anything has changed, please
  call us before then.</p>
  <p>Kind regards,<br><br>Alfa Romeo Insurance Customer Services</p>
  <p style="font-size:6.5pt;color:#888;margin-top:12pt">Alfa Romeo Insurance is provided by Stellantis Insurance, a trading name of Ageas Retail Limited, authorised and regulated by the Financial Conduct Authority (FRN 312468), and underwritten by Ageas Insurance Limited. Registered office: Ageas House, Hampshire Corporate Park, Templars Way, Eastleigh SO53 3YA.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. James Hallam (broker, Newbury): one '£' over a Renewal and an Expiring column; the excesses in a grid of claim
// types (rows) by compulsory, voluntary and total (columns).
function drawJamesHallam(doc: Doc): void {
  doc.font('Times-Bold').fontSize(22).fillColor('#1f3a2e');
  put(doc, 'JAMES HALLAM', 50, 40);
  doc.font('Times-Italic').fontSize(9).fillColor('#6b5b2e');
  put(doc, 'Insurance brokers  ·  Private clients  ·  Motor', 51, 66);
  doc.font('Helvetica').fontSize(8).fillColor('#444444');
  ['James Hallam Limited', 'Cheap Street, Newbury', 'Berkshire RG14 5DD', '01635 521 521'].forEach((line, index) => putRight(doc, line, 545, 40 + index * 10));
  doc.moveTo(50, 84).lineTo(545, 84).lineWidth(0.5).stroke('#6b5b2e');
  doc.fillColor('black').font('Times-Roman').fontSize(10.5);
  ['Mr Edward Fenwick-Clarke', 'The Granary', 'Church Lane', 'Hermitage', 'Thatcham', 'RG18 9RS'].forEach((line, index) => put(doc, line, 50, 104 + index * 13));
  putRight(doc, '14 December 2026', 545, 104);
  putRight(doc, 'Our reference FENWE01', 545, 117);
  doc.font('Times-Bold').fontSize(13);
  put(doc, 'Motor renewal  -  Volvo XC90', 50, 200);
  doc.font('Times-Roman').fontSize(10.5);
  para(
    doc,
    'Dear Mr Fenwick-Clarke,\n\nYour motor policy, placed by us with Zurich Insurance Company Ltd, is due for renewal on 28 January 2027. Zurich have invited renewal on the terms below, which we are pleased to recommend. Please read them with your Statement of Fact and let us know if anything is incorrect.',
    50,
    220,
    495,
    2,
  );
  const details: [string, string][] = [
    ['Policy number', 'JH/PM/0426617'],
    ['Insurer', 'Zurich Insurance Company Ltd'],
    ['Renewal date', '28/01/2027'],
    ['Period of insurance', '28/01/2027 to 27/01/2028'],
    ['Vehicle', 'Volvo XC90 B5 AWD Plus 7-seat (2021), value 41,000'],
    ['Registration', 'RK21 WLK'],
    ['Cover', 'Comprehensive, with 90 days European cover'],
    ['Drivers', 'Mr E Fenwick-Clarke, Mrs L Fenwick-Clarke'],
  ];
  doc.fontSize(10);
  details.forEach(([label, value], index) => {
    doc.fillColor('#555555');
    put(doc, label, 50, 300 + index * 13);
    doc.fillColor('black');
    put(doc, value, 170, 300 + index * 13);
  });
  // The premium summary: one '£' over two columns.
  const top = 420;
  doc.font('Times-Bold').fontSize(11);
  put(doc, 'Premium summary', 50, top);
  putRight(doc, '£', 490, top);
  doc.fontSize(9.5);
  putRight(doc, 'Renewal', 430, top + 15);
  putRight(doc, 'Expiring', 540, top + 15);
  doc.moveTo(50, top + 28).lineTo(545, top + 28).lineWidth(0.5).stroke('#999999');
  doc.font('Times-Roman').fontSize(10);
  const price: [string, string, string][] = [
    ['Motor premium, including Insurance Premium Tax', '1,486.20', '1,402.75'],
    ['Legal expenses', '35.00', '35.00'],
    ['European breakdown', '89.50', '84.00'],
    ['Total', '1,610.70', '1,521.75'],
  ];
  price.forEach(([label, now, then], index) => {
    const y = top + 34 + index * 14;
    doc.font(index === 3 ? 'Times-Bold' : 'Times-Roman');
    put(doc, label, 50, y);
    putRight(doc, now, 430, y);
    putRight(doc, then, 540, y);
  });
  // The excess grid.
  const grid = top + 110;
  doc.font('Times-Bold').fontSize(11);
  put(doc, 'Excesses', 50, grid);
  doc.fontSize(9.5);
  putRight(doc, 'Compulsory', 330, grid + 15);
  putRight(doc, 'Voluntary', 430, grid + 15);
  putRight(doc, 'Total', 540, grid + 15);
  doc.moveTo(50, grid + 28).lineTo(545, grid + 28).lineWidth(0.5).stroke('#999999');
  doc.font('Times-Roman').fontSize(10);
  const excesses: [string, string, string, string][] = [
    ['Accidental damage', '500', '500', '1,000'],
    ['Fire and theft', '500', '500', '1,000'],
    ['Windscreen replacement', '150', '-', '150'],
    ['Windscreen repair', 'nil', '-', 'nil'],
  ];
  excesses.forEach(([label, comp, vol, total], index) => {
    const y = grid + 34 + index * 14;
    put(doc, label, 50, y);
    putRight(doc, comp, 330, y);
    putRight(doc, vol, 430, y);
    putRight(doc, total, 540, y);
  });
  doc.fontSize(10);
  para(
    doc,
    'If you would prefer to pay by instalments, Premium Credit Limited can spread the total: a deposit of 161.07 followed by 10 monthly instalments of 153.31, a total amount payable of 1,694.17 including a charge for credit of 83.47 (representative APR 10.9%). All amounts are in pounds sterling.',
    50,
    grid + 100,
    495,
    1.5,
  );
  para(doc, 'Yours sincerely,\n\nCharlotte Ames\nPrivate Clients Account Director', 50, grid + 160, 300);
  doc.font('Helvetica').fontSize(6.5).fillColor('#666666');
  para(
    doc,
    'James Hallam Limited is authorised and regulated by the Financial Conduct Authority (FRN 308917). Registered in England No. 01026554. Registered office: Cheap Street, Newbury, Berkshire RG14 5DD. We act as your agent in arranging this insurance.',
    50,
    766,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 7. Hunter Adams (broker, Hertfordshire): HTML; every amount written with a leading 'GBP'.
const HUNTER_ADAMS = `
<div style="font-family:Georgia,serif;font-size:9.5pt;line-height:1.35">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #0d2340;padding-bottom:5pt">
    <div><div style="font:22pt Georgia,serif;letter-spacing:2pt;color:#0d2340">HUNTER ADAMS</div><div style="font:8pt Arial;color:#8a7340;letter-spacing:1pt">INSURANCE BROKERS</div></div>
    <div class="r" style="font:8pt Arial;color:#555">Hertford &middot; 01992 500 880<br>privateclients@hunteradams.co.uk</div></div>
  <div class="cols" style="margin-top:16pt"><div>Mrs Alexandra Pemberton<br>Oakhurst<br>12 Brickendon Lane<br>Hertford<br>SG13 8NU</div>
    <div class="r">26 January 2027<br>Our ref PEMBA02</div></div>
  <p style="margin-top:16pt">Dear Mrs Pemberton,</p>
  <p><b>Your motor insurance renewal</b></p>
  <p>Your motor policy with Chubb European Group SE falls due for renewal on 1 March 2027. We have reviewed the renewal terms and summarise them
  below. Please check them carefully, together with the enclosed Statement of Fact.</p>
  <table style="width:100%;margin:6pt 0;font-family:Arial,sans-serif;font-size:8.8pt;line-height:1.1">
    <tr><td style="width:48%">Policy number</td><td>HA/PM/772105</td></tr>
    <tr><td>Insurer</td><td>Chubb European Group SE</td></tr>
    <tr><td>Renewal date</td><td>1 March 2027</td></tr>
    <tr><td>Period of insurance</td><td>00:01 hours on 01/03/2027 to midnight on 29/02/2028</td></tr>
    <tr><td>Vehicle</td><td>Mercedes-Benz GLC 300e 4MATIC AMG Line Premium (2022)</td></tr>
    <tr><td>Registration</td><td>LB22 XWN</td></tr>
    <tr><td>Cover</td><td>Comprehensive; agreed value GBP 46,500</td></tr>
    <tr><td>Drivers</td><td>Mrs A Pemberton, Mr J Pemberton</td></tr>
    <tr><td colspan="2" style="border-top:1px solid #bbb"></td></tr>
    <tr><td>Renewal premium (including IPT)</td><td><b>GBP 2,145.60</b></td></tr>
    <tr><td>Expiring premium (including IPT)</td><td>GBP 1,987.30</td></tr>
    <tr><td>Increase</td><td>GBP 158.30</td></tr>
    <tr><td>Broker administration fee</td><td>GBP 35.00</td></tr>
    <tr><td>Total payable</td><td>GBP 2,180.60</td></tr>
    <tr><td colspan="2" style="border-top:1px solid #bbb"></td></tr>
    <tr><td>Compulsory excess</td><td>GBP 500</td></tr>
    <tr><td>Voluntary excess</td><td>GBP 250</td></tr>
    <tr><td>Total accidental damage excess</td><td>GBP 750</td></tr>
    <tr><td>Windscreen excess</td><td>GBP 150</td></tr>
  </table>
  <p>If you prefer to pay by instalments, Premium Credit Limited can spread the total payable: a deposit of GBP 218.06 and 10 monthly instalments of
  GBP 206.30, a total amount payable of GBP 2,281.06 including a charge for credit of GBP 100.46 (representative APR 8.9%).</p>
  <p>The increase reflects the higher cost of repairing plug-in hybrid vehicles. We approached three other insurers, none of whom could improve on
  Chubb's terms for comparable cover. Please call us on 01992 500 880 before 1 March 2027 to confirm renewal.</p>
  <p>Yours sincerely,<br><br>Nicholas Hunter<br>Director, Private Clients</p>
  <p style="font:6.5pt Arial;color:#888;margin-top:12pt">Hunter Adams is a trading name of Hunter Adams Ltd, authorised and regulated by the Financial Conduct Authority (FRN 305992). Registered in England No. 03126640. Registered office: 3 Parliament Square, Hertford SG14 1EX.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. Scrutton Bland (broker, East Anglia): a renewal debit note, Premium (net), IPT, Fee and Total in columns; last
// year above this year in a small comparison.
function drawScruttonBland(doc: Doc): void {
  doc.fillColor('#00857c').font('Helvetica-Bold').fontSize(20);
  put(doc, 'Scrutton Bland', 50, 38);
  doc.font('Helvetica').fontSize(8).fillColor('#444444');
  put(doc, 'Insurance  ·  Accountancy  ·  Financial planning', 51, 62);
  ['820 The Crescent, Colchester Business Park', 'Colchester CO4 9YQ', '0330 058 6559'].forEach((line, index) => putRight(doc, line, 545, 38 + index * 10));
  doc.moveTo(50, 78).lineTo(545, 78).lineWidth(1).stroke('#00857c');
  doc.fillColor('black').fontSize(10);
  ['Mrs Sandra Goodchild', '5 Constable Road', 'Ipswich', 'Suffolk', 'IP4 2UW'].forEach((line, index) => put(doc, line, 50, 98 + index * 12.5));
  doc.font('Helvetica-Bold').fontSize(12);
  put(doc, 'RENEWAL DEBIT NOTE', 360, 98);
  doc.font('Helvetica').fontSize(8.5);
  (
    [
      ['Debit note no.', 'DN/27/118452'],
      ['Date of issue', '18/01/2027'],
      ['Client ref', 'GOODS01'],
      ['Policy no.', 'SB/PMC/4471058'],
    ] as [string, string][]
  ).forEach(([label, value], index) => {
    doc.fillColor('#555555');
    put(doc, label, 360, 116 + index * 11.5);
    doc.fillColor('black');
    put(doc, value, 440, 116 + index * 11.5);
  });
  doc.fontSize(9.5);
  para(
    doc,
    'Dear Mrs Goodchild,\n\nYour private car policy with Aviva Insurance Limited renews on 15 February 2027. This debit note shows the renewal premium and the other items due; the total is payable by 15/02/2027. Amounts are in pounds sterling.',
    50,
    186,
    495,
  );
  const details: [string, string][] = [
    ['Insurer', 'Aviva Insurance Limited'],
    ['Vehicle', 'Mazda CX-5 2.0 SkyActiv-G Sport Nav 5dr (2017)'],
    ['Registration', 'AV17 HXJ'],
    ['Period of insurance', '15/02/2027 to 14/02/2028'],
    ['Cover', 'Comprehensive; social, domestic and pleasure and commuting'],
  ];
  doc.fontSize(9);
  details.forEach(([label, value], index) => {
    doc.fillColor('#555555');
    put(doc, label, 50, 250 + index * 12.5);
    doc.fillColor('black');
    put(doc, value, 160, 250 + index * 12.5);
  });
  // The debit note.
  const top = 330;
  doc.rect(50, top, 495, 17).fill('#00857c');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(8.5);
  put(doc, 'Description', 55, top + 5);
  put(doc, 'Effective', 252, top + 5);
  putRight(doc, 'Premium', 365, top + 5);
  putRight(doc, 'IPT', 420, top + 5);
  putRight(doc, 'Fee', 470, top + 5);
  putRight(doc, 'Total', 540, top + 5);
  doc.fillColor('black').font('Helvetica').fontSize(9);
  const lines: [string, string, string, string, string, string][] = [
    ['Private car - comprehensive (renewal)', '15/02/2027', '492.86', '59.14', '', '552.00'],
    ['Motor legal expenses (optional)', '15/02/2027', '26.79', '3.21', '', '30.00'],
    ['Broker fee', '', '', '', '25.00', '25.00'],
  ];
  lines.forEach(([description, effective, premium, ipt, fee, total], index) => {
    const y = top + 24 + index * 15;
    put(doc, description, 55, y);
    put(doc, effective, 252, y);
    if (premium) putRight(doc, premium, 365, y);
    if (ipt) putRight(doc, ipt, 420, y);
    if (fee) putRight(doc, fee, 470, y);
    putRight(doc, total, 540, y);
  });
  const end = top + 24 + lines.length * 15;
  doc.moveTo(50, end).lineTo(545, end).lineWidth(0.8).stroke('#00857c');
  doc.font('Helvetica-Bold');
  put(doc, 'Total due', 55, end + 6);
  putRight(doc, '519.65', 365, end + 6);
  putRight(doc, '62.35', 420, end + 6);
  putRight(doc, '25.00', 470, end + 6);
  putRight(doc, '607.00', 540, end + 6);
  doc.font('Helvetica').fontSize(8);
  put(doc, 'Premium is shown before Insurance Premium Tax (IPT, 12%); Total is the premium with IPT and any fee.', 55, end + 22);
  // Last year above this year, and the excesses.
  const box = end + 48;
  doc.font('Helvetica-Bold').fontSize(9.5);
  put(doc, 'Your private car premium, including IPT', 50, box);
  put(doc, 'Your excesses (£)', 330, box);
  doc.font('Helvetica').fontSize(9);
  (
    [
      ['Expiring year 2026/27', '530.15'],
      ['Renewal year 2027/28', '552.00'],
      ['Change', '+21.85'],
    ] as [string, string][]
  ).forEach(([label, value], index) => {
    put(doc, label, 50, box + 16 + index * 13);
    putRight(doc, value, 290, box + 16 + index * 13);
  });
  (
    [
      ['Compulsory', '250'],
      ['Voluntary', '100'],
      ['Total', '350'],
      ['Windscreen replacement', '75'],
    ] as [string, string][]
  ).forEach(([label, value], index) => {
    put(doc, label, 330, box + 16 + index * 13);
    putRight(doc, value, 540, box + 16 + index * 13);
  });
  doc.fontSize(9.5);
  para(
    doc,
    'Please pay the total due by card on 0330 058 6559 or by bank transfer quoting DN/27/118452. To pay monthly, Premium Credit Limited can spread the total due: a deposit of 60.70 then 10 monthly instalments of 58.44, total amount payable 645.10 (charge for credit 38.10, representative APR 15.4%).',
    50,
    box + 80,
    495,
  );
  para(doc, 'Yours sincerely,\n\nTom Ashby\nPersonal Insurance Team', 50, box + 130, 300);
  doc.fontSize(6.5).fillColor('#666666');
  para(
    doc,
    'Scrutton Bland is a trading name of Scrutton Bland Insurance Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 306221). Registered in England No. 03069144. Registered office: 820 The Crescent, Colchester Business Park, Colchester CO4 9YQ.',
    50,
    764,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 9. Cooke & Mason (broker, Essex): a renewal statement whose amounts carry 'DR' or 'CR', a running balance in the same
// form; one page, photographed upright.
function drawCookeMason(doc: Doc): void {
  doc.fillColor('#a4343a').font('Helvetica-Bold').fontSize(22);
  put(doc, 'COOKE & MASON', 48, 36);
  doc.font('Helvetica').fontSize(9).fillColor('#444444');
  put(doc, 'Insurance brokers', 49, 62);
  ['Cooke & Mason Ltd', 'Victoria House, 29 Victoria Avenue', 'Southend-on-Sea SS2 6AZ', '01702 337 700'].forEach((line, index) =>
    putRight(doc, line, 547, 36 + index * 11),
  );
  doc.moveTo(48, 86).lineTo(547, 86).lineWidth(1.2).stroke('#a4343a');
  doc.fillColor('black').fontSize(11);
  ['Mr Jamal Haidari', '40 Hamlet Court Road', 'Westcliff-on-Sea', 'Essex SS0 7LX'].forEach((line, index) => put(doc, line, 48, 104 + index * 14));
  putRight(doc, '02/12/2026', 547, 104);
  doc.font('Helvetica-Bold').fontSize(14);
  put(doc, 'Renewal statement - private car', 48, 176);
  doc.font('Helvetica').fontSize(10.5);
  para(
    doc,
    'Dear Mr Haidari, your private car policy renews on 4 January 2027 with Ageas Insurance Limited. Your renewal statement is below. Amounts are in pounds sterling: DR is due from you, CR is due to you.',
    48,
    198,
    499,
  );
  const details: [string, string][] = [
    ['Policy number', 'CM/PV/20613395'],
    ['Vehicle', 'BMW 320d M Sport Touring (2018)'],
    ['Registration', 'EJ18 VTU'],
    ['Renewal date', '04/01/2027'],
    ['Cover', 'Comprehensive'],
  ];
  doc.fontSize(10.5);
  details.forEach(([label, value], index) => {
    put(doc, label, 48, 250 + index * 15);
    put(doc, value, 170, 250 + index * 15);
  });
  const top = 340;
  doc.rect(48, top, 499, 19).fill('#f3dfe0').fillColor('black');
  doc.font('Helvetica-Bold').fontSize(10);
  put(doc, 'Date', 53, top + 5);
  put(doc, 'Particulars', 128, top + 5);
  putRight(doc, 'Amount', 448, top + 5);
  putRight(doc, 'Balance', 543, top + 5);
  doc.font('Helvetica').fontSize(10);
  const ledger: [string, string, string, string][] = [
    ['01/12/2026', 'Opening balance', '', '0.00'],
    ['04/01/2027', 'Renewal premium, private car (incl. IPT)', '1,042.18 DR', '1,042.18 DR'],
    ['04/01/2027', 'Key cover (optional)', '14.95 DR', '1,057.13 DR'],
    ['04/01/2027', 'Renewal administration fee', '20.00 DR', '1,077.13 DR'],
    ['04/01/2027', 'Loyalty discount on fee', '20.00 CR', '1,057.13 DR'],
  ];
  ledger.forEach(([date, particulars, amount, balance], index) => {
    const y = top + 27 + index * 17;
    put(doc, date, 53, y);
    put(doc, particulars, 128, y);
    if (amount) putRight(doc, amount, 448, y);
    putRight(doc, balance, 543, y);
  });
  const end = top + 27 + ledger.length * 17;
  doc.moveTo(48, end).lineTo(547, end).lineWidth(0.8).stroke('#a4343a');
  doc.font('Helvetica-Bold');
  put(doc, 'Balance due by 04/01/2027', 128, end + 6);
  putRight(doc, '1,057.13 DR', 543, end + 6);
  doc.font('Helvetica').fontSize(10.5);
  put(doc, "Last year's premium, private car (incl. IPT): 988.40. Change: +53.78.", 48, end + 32);
  const xs = end + 58;
  doc.font('Helvetica-Bold');
  put(doc, 'Excesses', 48, xs);
  doc.font('Helvetica');
  (
    [
      ['Compulsory', '350'],
      ['Voluntary', '250'],
      ['Total', '600'],
    ] as [string, string][]
  ).forEach(([label, value], index) => {
    put(doc, label, 48, xs + 16 + index * 15);
    putRight(doc, value, 230, xs + 16 + index * 15);
  });
  para(
    doc,
    'To pay by instalments through Premium Credit Limited: deposit 105.71, then 10 monthly instalments of 101.12; total amount payable 1,116.91, charge for credit 59.78, representative APR 12.9%. Please call 01702 337 700 to renew.',
    48,
    xs + 72,
    499,
  );
  doc.fontSize(6.8).fillColor('#555555');
  para(
    doc,
    'Cooke & Mason Ltd is authorised and regulated by the Financial Conduct Authority (FRN 304573). Registered in England No. 01104658. Registered office: Victoria House, 29 Victoria Avenue, Southend-on-Sea SS2 6AZ.',
    48,
    770,
    499,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 10. Smith & Pinching (broker, Norfolk): HTML; last year's column printed to the left of this year's, for the
// premium and for the excesses, under a '(£)' heading.
const SMITH_PINCHING = `
<div style="font-family:'Trebuchet MS',Arial,sans-serif;font-size:9.5pt">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #005a8b;padding-bottom:6pt">
    <span style="font:bold 20pt 'Trebuchet MS',Arial;color:#005a8b">Smith &amp; Pinching</span>
    <span class="r" style="font-size:8pt;color:#555">Colegate House, Norwich NR3 1BQ<br>01603 229 400</span></div>
  <div class="cols" style="margin-top:14pt"><div>Dr Helen Ainsworth<br>7 Christchurch Road<br>Norwich<br>NR2 2AD</div>
    <div class="r">2 December 2026<br>Client AINSH01</div></div>
  <h2 style="font-size:13pt;color:#005a8b;margin:14pt 0 6pt">Your car insurance renewal</h2>
  <p>Dear Dr Ainsworth,</p>
  <p>Your car insurance renews on 6 January 2027 (period of insurance 06/01/2027 to 05/01/2028). Covéa Insurance plc have invited renewal, and we
  show below what you paid for the year now ending beside the price for the year ahead.</p>
  <table style="width:100%;margin:4pt 0 8pt">
    <tr><td style="width:30%">Policy number</td><td>SP/MTR/0091827</td></tr>
    <tr><td>Insurer</td><td>Covéa Insurance plc</td></tr>
    <tr><td>Vehicle</td><td>Volkswagen Polo 1.0 TSI SE 5dr (2019)</td></tr>
    <tr><td>Registration</td><td>AU19 KFE</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
  </table>
  <table style="width:100%;border-top:2px solid #005a8b;border-bottom:2px solid #005a8b;margin:6pt 0">
    <tr style="background:#e5eff5"><th>Your premium (£)</th><th class="r">2026/27 (expiring)</th><th class="r">2027/28 (renewal)</th></tr>
    <tr><td>Car insurance, comprehensive, including IPT</td><td class="r">455.30</td><td class="r"><b>497.85</b></td></tr>
    <tr><td>Motor legal expenses</td><td class="r">19.95</td><td class="r">19.95</td></tr>
    <tr style="border-top:1px solid #999"><td><b>Total</b></td><td class="r">475.25</td><td class="r"><b>517.80</b></td></tr></table>
  <p>Your car insurance premium has gone up by 42.55.</p>
  <table style="width:100%;border-top:2px solid #005a8b;border-bottom:2px solid #005a8b;margin:6pt 0">
    <tr style="background:#e5eff5"><th>Your excesses (£)</th><th class="r">2026/27 (expiring)</th><th class="r">2027/28 (renewal)</th></tr>
    <tr><td>Compulsory</td><td class="r">200</td><td class="r">250</td></tr>
    <tr><td>Voluntary</td><td class="r">250</td><td class="r">250</td></tr>
    <tr><td>Total (accidental damage, fire and theft)</td><td class="r">450</td><td class="r">500</td></tr>
    <tr><td>Windscreen replacement</td><td class="r">100</td><td class="r">100</td></tr></table>
  <p>Covéa have raised the compulsory excess on your policy this year. Pay monthly with Premium Credit Limited: a deposit of 51.78 and 10 monthly
  payments of 49.66, total amount payable 548.38, charge for credit 30.58 (representative APR 14.9%).</p>
  <p>You pay by Direct Debit, so your policy will renew automatically. Please call us on 01603 229 400 if anything has changed.</p>
  <p>Kind regards,<br><br>Sophie Barnard<br>Personal Insurance</p>
  <p style="font-size:6.5pt;color:#777;margin-top:12pt">Smith &amp; Pinching is a trading name of Smith &amp; Pinching Group Limited, authorised and regulated by the Financial Conduct Authority (FRN 307884). Registered in England No. 02744390. Registered office: Colegate House, Norwich NR3 1BQ.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Four Counties Insurance Brokers (Gloucestershire): a boxed fixed-width printout in Courier, a section table with
// 'CMP XS', 'VOL XS', 'TOT XS' columns, 'THIS PERIOD' and 'LAST PERIOD' premium columns, and a key.
function drawFourCounties(doc: Doc): void {
  const left = 48;
  doc.font('Helvetica').fontSize(10);
  ['Mr T J Walbrook', '11 Cheltenham Road East', 'Churchdown', 'Gloucester', 'GL3 1AE'].forEach((line, index) => put(doc, line, left, 52 + index * 12.5));
  doc.fontSize(9.5);
  para(
    doc,
    'Dear Mr Walbrook, your renewal notice is below. You pay by Direct Debit, so your policy will renew automatically on 11/12/2026 unless you tell us otherwise. Please check every detail and call us on 01452 308 309 if anything is wrong or has changed.',
    left,
    130,
    499,
  );
  const width = 92;
  const rule = `+${'-'.repeat(width)}+`;
  const b = (text: string) => {
    if (text.length > width - 2) throw new Error(`set 38: four-counties line too long: ${text}`);
    return `| ${text.padEnd(width - 2)} |`;
  };
  const cols = (a: string, bb: string) => a.padEnd(44) + bb;
  const section = (name: string, limit: string, cmp: string, vol: string, tot: string) =>
    `${name.padEnd(26)}${limit.padEnd(24)}${cmp.padStart(10)}${vol.padStart(12)}${tot.padStart(12)}`;
  const premium = (label: string, now: string, then: string) => `${label.padEnd(40)}${now.padStart(14)}${then.padStart(20)}`;
  doc.font('Courier').fontSize(8.2);
  courierLines(
    doc,
    [
      rule,
      b('FOUR COUNTIES INSURANCE BROKERS LTD                       PRIVATE MOTOR RENEWAL NOTICE'),
      b('4 BRUNSWICK ROAD, GLOUCESTER GL1 1HG   TEL 01452 308 309   ISSUED 22/11/2026'),
      rule,
      b(cols('POLICY REF .... FCB-M-0664120', 'INSURER ...... AGEAS INSURANCE LIMITED')),
      b(cols('RENEWAL DATE .. 11/12/2026', 'EXPIRY DATE .. 10/12/2026 (23:59)')),
      b(cols('INSURED ....... MR T J WALBROOK', 'CLIENT ....... WALBT01')),
      b(cols('REG MARK ...... WD69 RKE', 'VEHICLE ...... VAUXHALL ASTRA 1.2T SRI (2019)')),
      b(cols('COVER ......... COMPREHENSIVE', 'USE .......... SDP + COMMUTING')),
      b(cols('NCD ........... 5 YEARS', 'DRIVERS ...... INSURED + MRS S WALBROOK')),
      rule,
      b(section('SECTION', 'LIMIT / SUM INSURED', 'CMP XS', 'VOL XS', 'TOT XS')),
      b(section('ACCIDENTAL DAMAGE', 'MARKET VALUE', '250', '200', '450')),
      b(section('FIRE', 'MARKET VALUE', '250', '200', '450')),
      b(section('THEFT', 'MARKET VALUE', '250', '200', '450')),
      b(section('WINDSCREEN', 'UNLIMITED (APPROVED)', '100', '0', '100')),
      b(section('THIRD PARTY PROPERTY', '20,000,000', '0', '0', '0')),
      rule,
      b(premium('PREMIUM (STERLING)', 'THIS PERIOD', 'LAST PERIOD')),
      b(premium('NET PREMIUM', '471.43', '455.00')),
      b(premium('INSURANCE PREMIUM TAX @ 12%', '56.57', '54.60')),
      b(premium('GROSS PREMIUM', '528.00', '509.60')),
      b(premium('CHANGE IN GROSS PREMIUM', '+18.40', '')),
      rule,
      b('OPTIONAL ADD-ONS (NOT INCLUDED ABOVE):  BREAKDOWN 39.50    LEGAL EXPENSES 21.00'),
      b('INSTALMENTS (PREMIUM CREDIT LTD):  DEP 52.80 + 10 X 50.92 = 562.00   CHG 34.00   APR 18.9%'),
      rule,
      b('KEY  CMP XS = COMPULSORY EXCESS   VOL XS = VOLUNTARY EXCESS   TOT XS = TOTAL EXCESS'),
      b('     THIS PERIOD = 11/12/2026 TO 10/12/2027 (YOUR RENEWAL)'),
      b('     LAST PERIOD = 11/12/2025 TO 10/12/2026 (YOUR CURRENT POLICY)'),
      b('     NCD = NO CLAIMS DISCOUNT   SDP = SOCIAL, DOMESTIC AND PLEASURE'),
      b('     DEP = DEPOSIT   CHG = CHARGE FOR CREDIT   REG MARK = REGISTRATION'),
      rule,
    ],
    left,
    190,
    11,
    100,
  );
  doc.font('Helvetica').fontSize(9.5);
  para(doc, 'Yours sincerely,\n\nKaren Hewlett\nMotor Department', left, 575, 300);
  doc.fontSize(6.5).fillColor('#666666');
  para(
    doc,
    'Four Counties Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority (FRN 302940). Registered in England No. 01960233. Registered office: 4 Brunswick Road, Gloucester GL1 1HG.',
    left,
    766,
    499,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 12. Henshalls (broker, Staffordshire): a plain summary in large type, figures right-aligned under 'all amounts GBP',
// and the monthly plan as a row of headings over a row of figures; photographed sideways.
function drawHenshalls(doc: Doc): void {
  doc.rect(0, 0, doc.page.width, 66).fill('#006c6c');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(24);
  put(doc, 'Henshalls', 48, 20);
  doc.font('Helvetica').fontSize(9);
  put(doc, 'Insurance Brokers', 172, 31);
  putRight(doc, 'Newcastle-under-Lyme', 547, 20);
  putRight(doc, '01782 714 400', 547, 33);
  doc.fillColor('black').fontSize(11);
  ['Mrs Joanne Bagnall', '19 Brampton Road', 'Newcastle-under-Lyme', 'ST5 0RN'].forEach((line, index) => put(doc, line, 48, 88 + index * 14));
  putRight(doc, '15 December 2026', 547, 88);
  doc.font('Helvetica-Bold').fontSize(15);
  put(doc, 'Your car insurance renewal', 48, 160);
  doc.font('Helvetica').fontSize(11);
  para(
    doc,
    'Dear Mrs Bagnall, good news: your premium has gone down this year. Your policy with Zurich Insurance Company Ltd renews on 25 January 2027.',
    48,
    184,
    499,
  );
  doc.font('Helvetica-Bold').fontSize(11.5);
  put(doc, 'Renewal summary', 48, 230);
  putRight(doc, 'all amounts GBP', 547, 230);
  doc.moveTo(48, 246).lineTo(547, 246).lineWidth(0.8).stroke('#006c6c');
  doc.font('Helvetica').fontSize(11.5);
  const rows: [string, string][] = [
    ['Policy number', 'HEN/MC/339071'],
    ['Renewal date', '25/01/2027'],
    ['Car', 'Ford Fiesta 1.0 EcoBoost Zetec (2017)'],
    ['Registration', 'VU17 NHD'],
    ['Renewal premium, including IPT', '563.27'],
    ["Last year's premium", '598.40'],
    ['Saving', '35.13'],
    ['Compulsory excess', '250'],
    ['Voluntary excess', '150'],
    ['Total excess', '400'],
  ];
  rows.forEach(([label, value], index) => {
    const y = 254 + index * 18;
    doc.font(index === 4 ? 'Helvetica-Bold' : 'Helvetica');
    put(doc, label, 48, y);
    putRight(doc, value, 547, y);
  });
  const plan = 254 + rows.length * 18 + 16;
  doc.font('Helvetica-Bold').fontSize(11.5);
  put(doc, 'Paying monthly (GBP)', 48, plan);
  doc.fontSize(9.5);
  const heads = ['Deposit', 'Instalments', 'Each instalment', 'Total payable', 'Charge for credit', 'APR'];
  const figures = ['56.33', '10', '54.92', '605.53', '42.26', '16.9%'];
  heads.forEach((head, index) => put(doc, head, 48 + index * 84, plan + 20));
  doc.moveTo(48, plan + 34).lineTo(547, plan + 34).lineWidth(0.4).stroke('#888888');
  doc.font('Helvetica').fontSize(11.5);
  figures.forEach((figure, index) => put(doc, figure, 48 + index * 84, plan + 40));
  doc.fontSize(11);
  para(
    doc,
    'You pay by Direct Debit, so your policy will renew automatically. If anything has changed, please call us on 01782 714 400.',
    48,
    plan + 70,
    499,
  );
  para(doc, 'Kind regards,\nThe Henshalls motor team', 48, plan + 112, 300);
  doc.fontSize(7).fillColor('#555555');
  para(
    doc,
    'Henshalls Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority (FRN 303860). Registered in England No. 01351244.',
    48,
    772,
    499,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 13. Abarth Insurance: HTML; dot leaders to bare figures under '(amounts in £)'; the letter gives only the end of the
// current cover.
const leader = (label: string, value: string, bold = false) =>
  `<div style="display:flex;align-items:baseline;margin:2pt 0;${bold ? 'font-weight:bold' : ''}"><span>${label}</span><span style="flex:1;border-bottom:1px dotted #777;margin:0 4pt"></span><span>${value}</span></div>`;
const ABARTH = `
<div style="font-family:Arial,sans-serif;font-size:9.5pt">
  <div style="background:#111;color:#fff;padding:9pt 12pt;display:flex;justify-content:space-between;align-items:center">
    <span style="font:bold 22pt Arial;letter-spacing:2pt">ABARTH</span><span style="font-size:9pt">Abarth Insurance &middot; 0333 043 4669</span></div>
  <div class="cols" style="margin-top:14pt"><div>Mr Connor Walsh<br>88 Wellington Road<br>Wavertree<br>Liverpool<br>L15 4JN</div>
    <div class="r">19 January 2027<br>Policy number ABI 7723 0581</div></div>
  <h2 style="font-size:13pt;margin:14pt 0 6pt">Your Abarth Insurance renewal</h2>
  <p>Dear Mr Walsh,</p>
  <p>Your current policy ends at 23:59 on 16 February 2027. As you pay by Direct Debit, we'll renew it automatically for another 12 months at the
  price below, unless you tell us not to. Please check your details, and call us if anything has changed.</p>
  <p style="margin:4pt 0">Car: Abarth 595 Competizione 1.4 T-Jet 180 (2019), registration MT19 FHK. Cover: comprehensive. Driver: you only.
  No claims discount: 3 years.</p>
  <div style="width:78%;margin-top:10pt">
    <div style="font-weight:bold;color:#c8102e;margin-bottom:3pt">Your price for the year ahead (amounts in &pound;)</div>
    ${leader('Car insurance premium before tax', '1,236.30')}
    ${leader('Insurance Premium Tax at 12%', '148.36')}
    ${leader('Your premium, including Insurance Premium Tax', '1,384.66', true)}
    ${leader("Last year's premium, including Insurance Premium Tax", '1,512.90')}
    ${leader('Your saving', '128.24')}
    <div style="font-weight:bold;color:#c8102e;margin:10pt 0 3pt">Your excesses (amounts in &pound;)</div>
    ${leader('Compulsory excess', '450')}
    ${leader('Voluntary excess', '100')}
    ${leader('Total excess for accidental damage, fire or theft', '550')}
    ${leader('Windscreen replacement', '125')}
    <div style="font-weight:bold;color:#c8102e;margin:10pt 0 3pt">Paying monthly (amounts in &pound;)</div>
    ${leader('Deposit', '138.46')}
    ${leader('10 monthly payments of', '133.48')}
    ${leader('Total amount payable', '1,473.26')}
    ${leader('Charge for credit (representative APR 13.9%)', '88.60')}
  </div>
  <p style="margin-top:10pt">Your cover includes Abarth approved repairers using genuine parts and a courtesy car while yours is repaired.</p>
  <p>Kind regards,<br><br>Abarth Insurance Customer Services</p>
  <p style="font-size:6.5pt;color:#888;margin-top:12pt">Abarth Insurance is provided by Stellantis Insurance, a trading name of Ageas Retail Limited, authorised and regulated by the Financial Conduct Authority (FRN 312468), and underwritten by Ageas Insurance Limited. Registered office: Ageas House, Hampshire Corporate Park, Templars Way, Eastleigh SO53 3YA.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 14. Lloyd Latchford (broker, Essex): HTML; three quotation options side by side, the renewal one (Option B, the
// cover as now) named in its heading and in the letter; scanned.
const LLOYD_LATCHFORD = `
<div style="font-family:Arial,sans-serif;font-size:9.5pt">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #5a2d0c;padding-bottom:5pt">
    <div><div style="font:bold 20pt Arial;color:#5a2d0c">Lloyd Latchford</div><div style="font-size:8pt;color:#555">Insurance brokers &middot; Chelmsford</div></div>
    <div class="r" style="font-size:8pt;color:#555">Lloyd Latchford Ltd<br>01245 496 300</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mrs Deborah Finch<br>31 Moulsham Drive<br>Chelmsford<br>CM2 9PX</div>
    <div class="r">28 November 2026<br>Client FINCD02</div></div>
  <h2 style="font-size:13pt;margin:14pt 0 6pt">Your motor renewal: your options</h2>
  <p>Dear Mrs Finch,</p>
  <p>Your policy renews on 3 January 2027. Ageas Insurance Limited have offered renewal, and we have also asked them for prices with a different
  voluntary excess. <b>Unless you tell us otherwise, we will renew on Option B, which keeps your cover and excesses as they are now.</b></p>
  <table style="width:100%;margin:4pt 0 8pt">
    <tr><td style="width:28%">Policy number</td><td>LLG/PC/118093</td></tr>
    <tr><td>Renewal date</td><td>03/01/2027</td></tr>
    <tr><td>Insurer</td><td>Ageas Insurance Limited</td></tr>
    <tr><td>Vehicle</td><td>Ford Kuga 2.5 PHEV Titanium First Edition (2020)</td></tr>
    <tr><td>Registration</td><td>EK70 RWN</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
  </table>
  <table style="width:100%;border:1px solid #999;margin:6pt 0">
    <tr style="border-bottom:1px solid #999"><th>(£)</th><th class="r">Option A<br>no voluntary excess</th><th class="r" style="background:#f1e4d8">Option B<br>your renewal (as now)</th><th class="r">Option C<br>higher voluntary excess</th></tr>
    <tr><td>Annual premium, including IPT</td><td class="r">694.35</td><td class="r" style="background:#f1e4d8"><b>652.18</b></td><td class="r">618.90</td></tr>
    <tr><td>Compulsory excess</td><td class="r">300</td><td class="r" style="background:#f1e4d8">300</td><td class="r">300</td></tr>
    <tr><td>Voluntary excess</td><td class="r">0</td><td class="r" style="background:#f1e4d8">250</td><td class="r">500</td></tr>
    <tr><td>Total excess</td><td class="r">300</td><td class="r" style="background:#f1e4d8">550</td><td class="r">800</td></tr>
  </table>
  <p>Last year you paid 611.20 including IPT, so Option B is 40.98 more. If you pay Option B monthly through Premium Credit Limited: a deposit of
  65.22 and 10 monthly instalments of 62.89, total amount payable 694.12, charge for credit 41.94 (representative APR 15.9%).</p>
  <p>To choose Option A or C, or if anything has changed, please call us on 01245 496 300 before 03/01/2027.</p>
  <p>Yours sincerely,<br><br>Martin Keeble<br>Motor Account Handler</p>
  <p style="font-size:6.5pt;color:#777;margin-top:12pt">Lloyd Latchford Ltd is authorised and regulated by the Financial Conduct Authority, FRN 300394. We act on your behalf in arranging this insurance and receive commission from the insurer.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 15. Alan Boswell Insurance Brokers (Norfolk): HTML; every amount with a trailing 'STG'.
const ALAN_BOSWELL = `
<div style="font-family:Calibri,Arial,sans-serif;font-size:10pt">
  <div style="border-left:8pt solid #e35205;padding-left:8pt">
    <div style="font:bold 20pt Arial;color:#1d1d1b">Alan Boswell</div>
    <div style="font-size:8.5pt;color:#e35205">Insurance Brokers</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mr Stephen Grimes<br>22 Hall Road<br>Wymondham<br>Norfolk<br>NR18 0HX</div>
    <div class="r">10 December 2026<br>Your account GRIMS01<br>01603 218 000</div></div>
  <p style="margin-top:14pt">Dear Mr Grimes,</p>
  <p><b>Private car insurance &ndash; renewal invitation</b></p>
  <p>Your policy with Aviva Insurance Limited is due for renewal shortly. The renewal terms are set out below. Please check them, and tell us
  straight away if anything is wrong or has changed.</p>
  <table style="width:90%;margin:6pt 0">
    <tr><td style="width:50%">Policy number</td><td>ABG/MOT/6620491</td></tr>
    <tr><td>Renewal date</td><td>12th January 2027</td></tr>
    <tr><td>Vehicle</td><td>Toyota Yaris 1.5 VVT-i Hybrid Icon 5dr (2016)</td></tr>
    <tr><td>Registration</td><td>AO66 LPW</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
    <tr><td colspan="2" style="border-top:1px solid #ccc"></td></tr>
    <tr><td>Renewal premium (incl. IPT)</td><td class="r" style="width:25%"><b>734.90 STG</b></td></tr>
    <tr><td>Premium last year</td><td class="r">689.45 STG</td></tr>
    <tr><td>Increase</td><td class="r">45.45 STG</td></tr>
    <tr><td>Broker fee</td><td class="r">25.00 STG</td></tr>
    <tr><td>Total payable</td><td class="r">759.90 STG</td></tr>
    <tr><td colspan="2" style="border-top:1px solid #ccc"></td></tr>
    <tr><td>Compulsory excess</td><td class="r">300.00 STG</td></tr>
    <tr><td>Voluntary excess</td><td class="r">200.00 STG</td></tr>
    <tr><td>Total excess</td><td class="r">500.00 STG</td></tr>
  </table>
  <p>By instalments with Close Brothers Premium Finance: deposit 75.99 STG, then 10 monthly instalments of 72.88 STG; total amount payable
  804.79 STG, charge for credit 44.89 STG, representative APR 13.9%.</p>
  <p>To renew, please call us on 01603 218 000 or pay online with your account reference before the renewal date.</p>
  <p>Yours sincerely,<br><br>Dawn Eke<br>Personal Lines Executive</p>
  <p style="font-size:6.5pt;color:#777;margin-top:12pt">Alan Boswell Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority (FRN 312658). Registered in England No. 02120467. Registered office: Harbour House, 126 Thorpe Road, Norwich NR1 1UL. Part of the Alan Boswell Group.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 16. Higos Insurance Services (Somerset): HTML; Net, IPT and Gross columns beside a last-year column under '(£)';
// the excesses told in a sentence, the total first; scanned.
const HIGOS = `
<div style="font-family:Arial,sans-serif;font-size:9.5pt">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #00558c;padding-bottom:6pt">
    <div><span style="font:bold 22pt Arial;color:#00558c">Higos</span> <span style="font-size:10pt;color:#00558c">Insurance Services</span></div>
    <div class="r" style="font-size:8pt;color:#555">Taunton branch<br>01823 250 750</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mr Gareth Pyne<br>2 Priory Fields<br>Taunton<br>Somerset<br>TA1 2QF</div>
    <div class="r">20 February 2027<br>Ref PYNEG01</div></div>
  <h2 style="font-size:13pt;margin:14pt 0 6pt">Your motor renewal</h2>
  <p>Dear Mr Pyne,</p>
  <p>Your motor policy is coming up for renewal. Allianz Insurance plc have invited renewal on the terms below.</p>
  <table style="width:100%;margin:4pt 0 8pt">
    <tr><td style="width:28%">Policy number</td><td>HIG/PC/0774512</td></tr>
    <tr><td>Date of renewal</td><td>20 March 2027</td></tr>
    <tr><td>Insurer</td><td>Allianz Insurance plc</td></tr>
    <tr><td>Vehicle</td><td>Nissan Qashqai 1.2 DIG-T N-Connecta (2018)</td></tr>
    <tr><td>Registration</td><td>WA68 CXF</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
  </table>
  <table style="width:100%;border-top:2px solid #00558c;border-bottom:2px solid #00558c;margin:6pt 0">
    <tr style="background:#e3edf5"><th>Premium (£)</th><th class="r">Net</th><th class="r">IPT</th><th class="r">Gross</th><th class="r">Last year (gross)</th></tr>
    <tr><td>Car insurance</td><td class="r">548.21</td><td class="r">65.79</td><td class="r"><b>614.00</b></td><td class="r">590.75</td></tr>
    <tr><td>Legal expenses (optional)</td><td class="r">17.86</td><td class="r">2.14</td><td class="r">20.00</td><td class="r">20.00</td></tr>
    <tr style="border-top:1px solid #999"><td><b>Total</b></td><td class="r">566.07</td><td class="r">67.93</td><td class="r"><b>634.00</b></td><td class="r">610.75</td></tr></table>
  <p>IPT is Insurance Premium Tax at 12%. Your car insurance has gone up by 23.25 on last year.</p>
  <p>Your excess for any claim for accidental damage, fire or theft is 500 in total: a compulsory excess of 250 and a voluntary excess of 250.
  Windscreen replacement has an excess of 100.</p>
  <p>Pay monthly through Close Brothers Premium Finance: a deposit of 63.40 and 10 monthly instalments of 61.02, total amount payable 673.60,
  charge for credit 39.60 (representative APR 14.9%).</p>
  <p>If you pay by Direct Debit your policy will renew automatically; otherwise please call us on 01823 250 750 before 20 March 2027.</p>
  <p>Yours sincerely,<br><br>Becky Lang<br>Personal Lines Adviser</p>
  <p style="font-size:6.5pt;color:#777;margin-top:12pt">Higos Insurance Services Limited is authorised and regulated by the Financial Conduct Authority (FRN 303986). Registered in England No. 01296457. Registered office: Higos House, Somerton Business Park, Somerton, Somerset TA11 6SB.</p>
</div>`;

export const FRESH_NOTICES_38: FreshNotice[] = [
  {
    name: 'thompson-richardson',
    html: '',
    draw: drawThompsonRichardson,
    scan: true,
    expected: { renewalDate: '2027-02-02', insurer: 'Thompson & Richardson', policyNumber: 'TR/PM/0388216', registrationNumber: 'FE19KWD', renewalPremium: '628.75', previousPremium: '582.90', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400' },
  },
  {
    name: 'heath-crawford',
    html: '',
    draw: drawHeathCrawford,
    expected: { renewalDate: '2027-01-09', insurer: 'Heath Crawford', policyNumber: 'HC/MOT/5520981', registrationNumber: 'YE20HWK', renewalPremium: '803.64', previousPremium: '761.20', compulsoryExcess: '300', voluntaryExcess: '200', totalExcess: '500' },
  },
  {
    name: 'stewart-miller-mcculloch',
    html: STEWART_MILLER_MCCULLOCH,
    expected: { renewalDate: '2027-03-14', insurer: 'Stewart Miller McCulloch', policyNumber: 'SMM/PC/104482', registrationNumber: 'RJZ4718', renewalPremium: '712.48', previousPremium: '668.90', compulsoryExcess: '350', voluntaryExcess: '100', totalExcess: '450' },
  },
  {
    name: 'alan-thomas',
    html: '',
    draw: drawAlanThomas,
    expected: { renewalDate: '2026-12-21', insurer: 'Alan & Thomas', policyNumber: 'ATI/PMV/2093377', registrationNumber: 'BV68TXN', renewalPremium: '790.10', previousPremium: '749.00', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'alfa-romeo',
    html: ALFA_ROMEO,
    expected: { renewalDate: '2027-02-27', insurer: 'Alfa Romeo Insurance', policyNumber: 'ARI 0552 7190', registrationNumber: 'WR72KPD', renewalPremium: '1236.80', previousPremium: '1164.25', compulsoryExcess: '400', voluntaryExcess: '250', totalExcess: '650' },
  },
  {
    name: 'james-hallam',
    html: '',
    draw: drawJamesHallam,
    expected: { renewalDate: '2027-01-28', insurer: 'James Hallam', policyNumber: 'JH/PM/0426617', registrationNumber: 'RK21WLK', renewalPremium: '1486.20', previousPremium: '1402.75', compulsoryExcess: '500', voluntaryExcess: '500', totalExcess: '1000' },
  },
  {
    name: 'hunter-adams',
    html: HUNTER_ADAMS,
    expected: { renewalDate: '2027-03-01', insurer: 'Hunter Adams', policyNumber: 'HA/PM/772105', registrationNumber: 'LB22XWN', renewalPremium: '2145.60', previousPremium: '1987.30', compulsoryExcess: '500', voluntaryExcess: '250', totalExcess: '750' },
  },
  {
    name: 'scrutton-bland',
    html: '',
    draw: drawScruttonBland,
    expected: { renewalDate: '2027-02-15', insurer: 'Scrutton Bland', policyNumber: 'SB/PMC/4471058', registrationNumber: 'AV17HXJ', renewalPremium: '552.00', previousPremium: '530.15', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },
  {
    name: 'cooke-mason',
    html: '',
    draw: drawCookeMason,
    photo: true,
    expected: { renewalDate: '2027-01-04', insurer: 'Cooke & Mason', policyNumber: 'CM/PV/20613395', registrationNumber: 'EJ18VTU', renewalPremium: '1042.18', previousPremium: '988.40', compulsoryExcess: '350', voluntaryExcess: '250', totalExcess: '600' },
  },
  {
    name: 'smith-pinching',
    html: SMITH_PINCHING,
    expected: { renewalDate: '2027-01-06', insurer: 'Smith & Pinching', policyNumber: 'SP/MTR/0091827', registrationNumber: 'AU19KFE', renewalPremium: '497.85', previousPremium: '455.30', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'four-counties',
    html: '',
    draw: drawFourCounties,
    expected: { renewalDate: '2026-12-11', insurer: 'Four Counties', policyNumber: 'FCB-M-0664120', registrationNumber: 'WD69RKE', renewalPremium: '528.00', previousPremium: '509.60', compulsoryExcess: '250', voluntaryExcess: '200', totalExcess: '450' },
  },
  {
    name: 'henshalls',
    html: '',
    draw: drawHenshalls,
    photo: 'sideways',
    expected: { renewalDate: '2027-01-25', insurer: 'Henshalls', policyNumber: 'HEN/MC/339071', registrationNumber: 'VU17NHD', renewalPremium: '563.27', previousPremium: '598.40', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400' },
  },
  {
    name: 'abarth',
    html: ABARTH,
    expected: { renewalDate: '2027-02-17', insurer: 'Abarth Insurance', policyNumber: 'ABI 7723 0581', registrationNumber: 'MT19FHK', renewalPremium: '1384.66', previousPremium: '1512.90', compulsoryExcess: '450', voluntaryExcess: '100', totalExcess: '550' },
  },
  {
    name: 'lloyd-latchford',
    html: LLOYD_LATCHFORD,
    scan: true,
    expected: { renewalDate: '2027-01-03', insurer: 'Lloyd Latchford', policyNumber: 'LLG/PC/118093', registrationNumber: 'EK70RWN', renewalPremium: '652.18', previousPremium: '611.20', compulsoryExcess: '300', voluntaryExcess: '250', totalExcess: '550' },
  },
  {
    name: 'alan-boswell',
    html: ALAN_BOSWELL,
    expected: { renewalDate: '2027-01-12', insurer: 'Alan Boswell', policyNumber: 'ABG/MOT/6620491', registrationNumber: 'AO66LPW', renewalPremium: '734.90', previousPremium: '689.45', compulsoryExcess: '300.00', voluntaryExcess: '200.00', totalExcess: '500.00' },
  },
  {
    name: 'higos',
    html: HIGOS,
    scan: true,
    expected: { renewalDate: '2027-03-20', insurer: 'Higos', policyNumber: 'HIG/PC/0774512', registrationNumber: 'WA68CXF', renewalPremium: '614.00', previousPremium: '590.75', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
];
