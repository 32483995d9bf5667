// Set 34 (issue 47): statement systems and bare figures, again, from systems set 33 did not draw. Brokers' and insurers'
// policy-administration systems and document composers whose figures carry no '£' beside them: a green-bar listing in
// Courier with a right-aligned PREMIUM column headed 'STG'; a broker's statement of account (debits, credits, a running
// balance, the renewal premium one debit among an add-on, a fee and an adjustment); a composer letter whose labels sit
// right-aligned against a colon with the values at a fixed x and a trailing 'GBP'; a grid of cells with each value on
// the line below its label; two A5 panels on one sheet with pounds-and-pence written '537-65' under a '£ - p' heading;
// '£' printed once in a column heading, with 'Pay in full' and 'Pay monthly' columns; a policy system's abbreviations
// ('POL REF', 'VRM', 'EFF DATE', 'RNWL PREM', 'EXP PREM', 'XS-COMP', 'XS VOL', 'TOT XS AD/F&T') with their key; the '£'
// and its figure far apart at the end of dot leaders; an excess grid of claim types by driver age; lower-case labels
// under a 'gbp' heading; figures in tiles with a thin rule between label and value; small-capitals labels; an 'Annual
// premium' column beside a 'Monthly' column; a trailing 'GBP'; big figures with their caption underneath; a Net, IPT
// and Gross breakdown. Eleven drawn by pdfkit at fixed places, five printed from HTML by Chromium; three scanned and
// two photographed (one sideways).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;


// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Coplestons
  ['coplestons total due', [658.43, 22.5, 30], 710.93],
  ['coplestons increase', [611.87, 46.56], 658.43],
  ['coplestons excess AD', [250, 150], 400],
  ['coplestons excess F&T', [250, 150], 400],
  ['coplestons instalments', [71.09, 68.99 * 10], 760.99],
  ['coplestons credit', [710.93, 50.06], 760.99],
  // 2. Sutton Winson
  ['sutton-winson balance 1', [0, 684.21], 684.21],
  ['sutton-winson balance 2', [684.21, 29.95], 714.16],
  ['sutton-winson balance 3', [714.16, 20], 734.16],
  ['sutton-winson balance 4', [734.16, -20], 714.16],
  ['sutton-winson change', [659.4, 24.81], 684.21],
  ['sutton-winson excess', [300, 250], 550],
  ['sutton-winson instalments', [71.42, 69.87 * 10], 770.12],
  ['sutton-winson credit', [714.16, 55.96], 770.12],
  // 3. Henderson
  ['henderson change', [972.15, 74.73], 1046.88],
  ['henderson total', [1046.88, 25], 1071.88],
  ['henderson excess', [350, 250], 600],
  ['henderson instalments', [107.19, 101.77 * 10], 1124.89],
  ['henderson credit', [1071.88, 53.01], 1124.89],
  // 4. Hayes Parsons
  ['hayes-parsons change', [588.1, 24.3], 612.4],
  ['hayes-parsons with options', [612.4, 26.5, 14.99], 653.89],
  ['hayes-parsons excess', [200, 100], 300],
  ['hayes-parsons instalments', [65.39, 66.13 * 10], 726.69],
  ['hayes-parsons credit', [653.89, 72.8], 726.69],
  // 5. Jensten
  ['jensten increase', [498.9, 38.75], 537.65],
  ['jensten total', [537.65, 15], 552.65],
  ['jensten excess', [250, 150], 400],
  ['jensten instalments', [55.27, 54.16 * 10], 596.87],
  ['jensten credit', [552.65, 44.22], 596.87],
  // 6. Insure 2 Drive
  ['insure-2-drive change', [741.05, 51.31], 792.36],
  ['insure-2-drive monthly', [79.24, 75.54 * 10], 834.64],
  ['insure-2-drive credit', [792.36, 42.28], 834.64],
  ['insure-2-drive excess', [350, 0], 350],
  // 7. Provident
  ['provident variation', [431.2, 35.53], 466.73],
  ['provident excess', [250, 150], 400],
  ['provident direct debit', [48.52, 46.1 * 10], 509.52],
  ['provident credit', [466.73, 42.79], 509.52],
  // 8. Fresh
  ['fresh total', [1208.44, 35, 19.99], 1263.43],
  ['fresh change', [1132.9, 75.54], 1208.44],
  ['fresh excess', [500, 250], 750],
  ['fresh instalments', [126.34, 119.88 * 10], 1325.14],
  ['fresh credit', [1263.43, 61.71], 1325.14],
  // 9. General Accident
  ['general-accident this year', [548.19, 25, 42], 615.19],
  ['general-accident last year', [512.6, 25], 537.6],
  ['general-accident change', [512.6, 35.59], 548.19],
  ['general-accident excess 25+', [250, 200], 450],
  ['general-accident excess 21-24', [400, 200], 600],
  ['general-accident excess 17-20', [600, 200], 800],
  ['general-accident instalments', [61.52, 56.94 * 10], 630.92],
  ['general-accident credit', [615.19, 15.73], 630.92],
  // 10. TSB
  ['tsb difference', [470.05, -14.43], 455.62],
  ['tsb excess', [200, 250], 450],
  ['tsb monthly', [40.13 * 12], 481.56],
  ['tsb credit', [455.62, 25.94], 481.56],
  // 11. Bank of Scotland
  ['bank-of-scotland change', [584.22, 33.58], 617.8],
  ['bank-of-scotland excess', [250, 250], 500],
  ['bank-of-scotland monthly', [54.33 * 12], 651.96],
  ['bank-of-scotland credit', [617.8, 34.16], 651.96],
  // 12. Sheilas' Wheels
  ['sheilas-wheels difference', [489, 14.17], 503.17],
  ['sheilas-wheels excess', [250, 300], 550],
  ['sheilas-wheels instalments', [50.32, 48.67 * 10], 537.02],
  ['sheilas-wheels credit', [503.17, 33.85], 537.02],
  // 13. Sainsbury's Bank
  ['sainsburys-bank change', [702.15, 32.47], 734.62],
  ['sainsburys-bank monthly', [73.46, 69.1 * 10], 764.46],
  ['sainsburys-bank interest', [734.62, 29.84], 764.46],
  ['sainsburys-bank excess', [300, 100], 400],
  // 14. People's Choice
  ['peoples-choice decrease', [402.1, -13.15], 388.95],
  ['peoples-choice excess', [250, 250], 500],
  ['peoples-choice instalments', [38.9, 37.8 * 10], 416.9],
  ['peoples-choice credit', [388.95, 27.95], 416.9],
  // 15. DS Insurance
  ['ds change', [1059.75, 58.65], 1118.4],
  ['ds excess', [350, 250], 600],
  ['ds monthly', [93.2 * 12], 1118.4],
  // 16. Jeep Insurance
  ['jeep car gross', [512.5, 61.5], 574],
  ['jeep car IPT', [512.5 * 0.12], 61.5],
  ['jeep legal gross', [22.32, 2.68], 25],
  ['jeep net total', [512.5, 22.32], 534.82],
  ['jeep IPT total', [61.5, 2.68], 64.18],
  ['jeep gross total', [574, 25], 599],
  ['jeep gross across', [534.82, 64.18], 599],
  ['jeep change', [549.3, 24.7], 574],
  ['jeep excess', [300, 200], 500],
  ['jeep instalments', [59.9, 10 * 57.17], 631.6],
  ['jeep credit', [599, 32.6], 631.6],
];
checkSums('set 34', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Coplestons (broker): a green-bar listing print, Courier in capitals on pre-printed continuous stationery, the
// item lines under 'PREMIUM / STG' right-aligned; two pages; scanned.
function drawCoplestons(doc: Doc): void {
  const left = 44;
  const lh = 12;
  const paper = (page: number) => {
    for (let y = 88, band = 0; y < 812; y += 36, band += 1) if (band % 2 === 0) doc.rect(34, y, 527, 36).fill('#d6ebd3');
    for (let y = 30; y < 830; y += 36) {
      doc.circle(17, y, 4.5).lineWidth(0.6).stroke('#b0b0b0');
      doc.circle(578, y, 4.5).lineWidth(0.6).stroke('#b0b0b0');
    }
    doc.fillColor('#1d3557').font('Helvetica-Bold').fontSize(21);
    put(doc, 'Coplestons', left, 36);
    doc.font('Helvetica').fontSize(7.5);
    put(doc, 'Independent insurance brokers  ·  Brightlingsea  ·  Colchester  ·  Clacton  ·  01206 302118', left, 62);
    doc.font('Courier-Bold').fontSize(9);
    putRight(doc, `RENEWAL INVITATION   PAGE ${page} OF 2`, 551, 44);
    doc.fillColor('black').font('Courier').fontSize(9);
  };
  const lines = (rows: string[], y: number) => rows.forEach((row, index) => put(doc, row, left, y + index * lh));
  const two = (a: string, b = '') => a.padEnd(56) + b;
  const item = (no: string, desc: string, from: string, to: string, stg: string) =>
    ` ${no.padEnd(6)}${desc.padEnd(39)}${from.padEnd(10)}${to.padEnd(10)}${stg.padStart(12)}`;
  const xs = (type: string, comp: string, vol: string, total: string) => ` ${type.padEnd(40)}${comp.padStart(12)}${vol.padStart(12)}${total.padStart(12)}`;
  paper(1);
  lines(
    [
      two('MR G R HOLLINGWORTH', 'DATE         : 02/12/2026'),
      two('22 PRIORY MEWS', 'CLIENT REF   : HOLLG01'),
      two('COLCHESTER', 'HANDLER      : S BRAND'),
      two('ESSEX', 'DIRECT LINE  : 01206 302118'),
      two('CO1 2QB', 'OFFICE HOURS : MON-FRI 0900-1730'),
      '',
      'DEAR MR HOLLINGWORTH',
      '',
      'RE: PRIVATE CAR INSURANCE - RENEWAL INVITATION',
      two('    POLICY NUMBER : 04/PC/0711842', 'INSURER : AVIVA INSURANCE LTD'),
      two('    RENEWAL DATE  : 17/01/2027', 'VEHICLE : KN21 VXR'),
      '',
      'YOUR PRIVATE CAR POLICY FALLS DUE FOR RENEWAL ON 17/01/2027. WE HAVE REVIEWED YOUR COVER',
      'AND ARE PLEASED TO INVITE RENEWAL ON THE TERMS SHOWN BELOW. PLEASE CHECK ALL THE DETAILS',
      'CAREFULLY AND TELL US OF ANY CHANGES, OR IF YOU DO NOT WISH TO RENEW, BEFORE THAT DATE.',
      '',
      item('ITEM', 'DESCRIPTION', 'FROM', 'TO', 'PREMIUM'),
      item('', '', '', '', 'STG'),
      item('----', '-------------------------------------', '--------', '--------', '-----------'),
      item('001', 'PRIVATE CAR - COMPREHENSIVE', '17/01/27', '16/01/28', '658.43'),
      item('002', 'MOTOR LEGAL EXPENSES (OPTIONAL)', '17/01/27', '16/01/28', '22.50'),
      item('003', 'BROKER ARRANGEMENT FEE', '', '', '30.00'),
      item('', '', '', '', '-----------'),
      item('', 'TOTAL DUE', '', '', '710.93'),
      '',
      ' PREMIUM COMPARISON - ITEM 001 PRIVATE CAR                                  STG',
      '   EXPIRING PREMIUM      17/01/26 - 16/01/27                            611.87',
      '   RENEWAL PREMIUM       17/01/27 - 16/01/28                            658.43',
      '   INCREASE                                                              46.56',
      ' ALL PREMIUMS INCLUDE INSURANCE PREMIUM TAX AT THE CURRENT RATE OF 12%.',
      '',
      xs('EXCESSES', 'COMPULSORY', 'VOLUNTARY', 'TOTAL'),
      xs('ACCIDENTAL DAMAGE', '250.00', '150.00', '400.00'),
      xs('FIRE AND THEFT', '250.00', '150.00', '400.00'),
      xs('WINDSCREEN REPLACEMENT', '100.00', '0.00', '100.00'),
      xs('WINDSCREEN REPAIR', '0.00', '0.00', '0.00'),
      '',
      ' PAYMENT OPTIONS                                                            STG',
      '   IN FULL BY 17/01/2027 (CARD, CHEQUE OR BANK TRANSFER)                710.93',
      '   BY INSTALMENTS THROUGH CLOSE BROTHERS PREMIUM FINANCE - DEPOSIT       71.09',
      '   FOLLOWED BY 10 MONTHLY INSTALMENTS OF                                 68.99',
      '   TOTAL AMOUNT PAYABLE BY INSTALMENTS                                  760.99',
      '   CHARGE FOR CREDIT 50.06   REPRESENTATIVE APR 15.9% (FIXED)',
      '',
      'TO RENEW, PLEASE TELEPHONE US ON 01206 302118 OR RETURN THE ENCLOSED MANDATE. IF WE DO NOT',
      'HEAR FROM YOU YOUR COVER WILL END AT 23:59 ON 16/01/2027.',
      '',
      'YOURS SINCERELY',
      '',
      'SARAH BRAND',
      'ACCOUNT HANDLER, PERSONAL LINES',
    ],
    96,
  );
  doc.addPage();
  paper(2);
  lines(
    [
      two('POLICY NUMBER : 04/PC/0711842', 'CLIENT REF : HOLLG01'),
      '',
      'SCHEDULE OF COVER - PRIVATE CAR',
      '-------------------------------',
      ' POLICYHOLDER          MR GRAHAM ROBERT HOLLINGWORTH',
      ' PERIOD OF INSURANCE   17/01/2027 TO 16/01/2028 BOTH DAYS INCLUSIVE',
      ' VEHICLE               VOLVO V60 B4 MOMENTUM AUTO ESTATE  2021',
      ' REGISTRATION          KN21 VXR',
      ' VEHICLE VALUE         24,500        MOT DUE 11/06/2027',
      ' COVER                 COMPREHENSIVE',
      ' USE                   SOCIAL, DOMESTIC AND PLEASURE AND COMMUTING (CLASS 1)',
      ' DRIVERS               MR G R HOLLINGWORTH (D.O.B. 04/09/1966)',
      '                       MRS J A HOLLINGWORTH (D.O.B. 21/12/1968)',
      ' NO CLAIMS DISCOUNT    9 YEARS (PROTECTED)',
      ' ANNUAL MILEAGE        8,000',
      ' GARAGED               PRIVATE DRIVEWAY AT THE ABOVE ADDRESS',
      '',
      'ENDORSEMENTS',
      ' 001 APPROVED REPAIRER - AN ADDITIONAL EXCESS OF 150.00 APPLIES IF YOU USE YOUR OWN REPAIRER',
      ' 022 WINDSCREEN LIMIT - UNLIMITED WHEN REPLACED BY THE INSURERS APPOINTED SUPPLIER',
      '',
      'IMPORTANT INFORMATION',
      ' WE HAVE ACTED ON YOUR BEHALF IN ARRANGING THIS INSURANCE AND WE RECEIVE COMMISSION FROM THE',
      ' INSURER. THIS POLICY MEETS THE DEMANDS AND NEEDS OF A PERSON WHO WISHES TO INSURE A PRIVATE',
      ' CAR FOR SOCIAL, DOMESTIC AND PLEASURE USE AND COMMUTING. YOU MUST TELL US STRAIGHT AWAY OF',
      ' ANY CHANGE TO THE INFORMATION ON YOUR STATEMENT OF FACT, INCLUDING MOTORING CONVICTIONS,',
      ' CLAIMS OR CHANGES OF ADDRESS, VEHICLE OR OCCUPATION.',
      '',
      ' THE BROKER ARRANGEMENT FEE IS NOT REFUNDABLE IF THE POLICY IS CANCELLED AFTER 14 DAYS.',
      ' MOTOR LEGAL EXPENSES IS UNDERWRITTEN BY ARAG PLC AND IS OPTIONAL.',
      '',
      'COMPLAINTS: WRITE TO THE COMPLIANCE MANAGER AT THE ADDRESS BELOW. IF WE CANNOT RESOLVE YOUR',
      'COMPLAINT YOU MAY REFER IT TO THE FINANCIAL OMBUDSMAN SERVICE, EXCHANGE TOWER, LONDON E14 9SR.',
    ],
    96,
  );
  doc.font('Helvetica').fontSize(6.5).fillColor('#333333');
  para(
    doc,
    'Coplestons is a trading name of Coplestons Insurance Brokers Limited, registered in England No. 01088214. Registered office: 6 High Street, Brightlingsea, Colchester, Essex CO7 0AE. Authorised and regulated by the Financial Conduct Authority, firm reference number 304411.',
    left,
    752,
    505,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Sutton Winson (broker): a statement of account, Date / Reference / Details / Debit / Credit / Balance, the renewal
// premium one debit among an add-on, a fee and a credit adjustment; a premium comparison and an excess list beside it.
function drawSuttonWinson(doc: Doc): void {
  doc.rect(0, 0, doc.page.width, 8).fill('#00205b');
  doc.fillColor('#00205b').font('Helvetica-Bold').fontSize(19);
  put(doc, 'SUTTON WINSON', 50, 30);
  doc.font('Helvetica').fontSize(8).fillColor('#555555');
  put(doc, 'Insurance brokers since 1929', 50, 52);
  doc.fontSize(8);
  ['Sutton Winson Ltd', 'Temple House, 12 Temple Square', 'Aylesbury, Buckinghamshire HP20 2QH', 'Tel 01296 399451', 'personal@suttonwinson.co.uk'].forEach(
    (line, index) => putRight(doc, line, 545, 30 + index * 10),
  );
  doc.fillColor('black').font('Helvetica').fontSize(10);
  ['Mrs Priya Chandrasekaran', '9 Wendover Way', 'Aylesbury', 'Buckinghamshire', 'HP21 7LT'].forEach((line, index) => put(doc, line, 50, 100 + index * 12.5));
  doc.fontSize(9);
  put(doc, 'Date', 360, 100);
  put(doc, '24 January 2027', 440, 100);
  put(doc, 'Account', 360, 112.5);
  put(doc, 'CHAND03', 440, 112.5);
  put(doc, 'Your contact', 360, 125);
  put(doc, 'Mark Ellery', 440, 125);
  doc.font('Helvetica-Bold').fontSize(12.5);
  put(doc, 'Motor renewal: statement of account', 50, 180);
  doc.font('Helvetica').fontSize(9.5);
  para(
    doc,
    'Dear Mrs Chandrasekaran,\n\nYour private car policy, arranged by us with Ageas Insurance Limited, renews on 21 February 2027. We have checked the market for you and recommend that you renew with Ageas on the terms below. Your statement of account shows the renewal premium, the other items due and the balance to pay.',
    50,
    200,
    495,
  );
  // Policy details, label and value at fixed places.
  const details: [string, string][] = [
    ['Policy number', 'SW/MC/2290417'],
    ['Insurer', 'Ageas Insurance Limited'],
    ['Vehicle', 'Toyota Corolla 1.8 Hybrid Icon Tech 5dr (2020)'],
    ['Registration', 'YH70 KLM'],
    ['Cover', 'Comprehensive; social, domestic and pleasure and commuting'],
    ['Period of insurance', '21/02/2027 to 20/02/2028'],
    ['Vehicle value', '14,250'],
    ['MOT due', '30/09/2027'],
  ];
  doc.fontSize(9);
  details.forEach(([label, value], index) => {
    doc.fillColor('#555555');
    put(doc, label, 50, 268 + index * 12.5);
    doc.fillColor('black');
    put(doc, value, 160, 268 + index * 12.5);
  });
  // The ledger.
  const top = 378;
  doc.rect(50, top, 495, 16).fill('#00205b');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(8.5);
  put(doc, 'Date', 54, top + 4.5);
  put(doc, 'Ref', 108, top + 4.5);
  put(doc, 'Details', 140, top + 4.5);
  putRight(doc, 'Debit', 420, top + 4.5);
  putRight(doc, 'Credit', 478, top + 4.5);
  putRight(doc, 'Balance', 541, top + 4.5);
  doc.fillColor('black').font('Helvetica').fontSize(8.5);
  const ledger: [string, string, string, string, string, string][] = [
    ['24/01/2027', 'B/F', 'Balance brought forward', '', '', '0.00'],
    ['21/02/2027', 'RNL', 'Private car renewal premium (incl. IPT)', '684.21', '', '684.21'],
    ['21/02/2027', 'ADD', 'Motor legal expenses (optional)', '29.95', '', '714.16'],
    ['21/02/2027', 'FEE', 'Broker renewal fee', '20.00', '', '734.16'],
    ['21/02/2027', 'ADJ', 'Renewal fee waived (loyalty)', '', '20.00', '714.16'],
  ];
  ledger.forEach(([date, ref, detail, debit, credit, balance], index) => {
    const y = top + 22 + index * 14;
    if (index % 2 === 1) doc.rect(50, y - 3, 495, 14).fill('#eef1f7').fillColor('black');
    put(doc, date, 54, y);
    put(doc, ref, 108, y);
    put(doc, detail, 140, y);
    if (debit) putRight(doc, debit, 420, y);
    if (credit) putRight(doc, credit, 478, y);
    putRight(doc, balance, 541, y);
  });
  const end = top + 22 + ledger.length * 14;
  doc.moveTo(50, end).lineTo(545, end).lineWidth(0.8).stroke('#00205b');
  doc.font('Helvetica-Bold');
  put(doc, 'Balance due by 21/02/2027', 140, end + 5);
  putRight(doc, '714.16', 541, end + 5);
  // Comparison and excesses, side by side.
  const box = end + 30;
  doc.rect(50, box, 240, 78).lineWidth(0.6).stroke('#8a94b0');
  doc.rect(305, box, 240, 78).stroke('#8a94b0');
  doc.font('Helvetica-Bold').fontSize(9);
  put(doc, 'Private car premium (incl. IPT)', 58, box + 7);
  put(doc, 'Your excesses (accidental damage)', 313, box + 7);
  doc.font('Helvetica').fontSize(8.5);
  const compare: [string, string][] = [
    ['Renewal 2027/28', '684.21'],
    ['Expiring 2026/27', '659.40'],
    ['Change', '+24.81'],
  ];
  compare.forEach(([label, value], index) => {
    put(doc, label, 58, box + 25 + index * 13);
    putRight(doc, value, 280, box + 25 + index * 13);
  });
  const excess: [string, string][] = [
    ['Compulsory', '300'],
    ['Voluntary', '250'],
    ['Total', '550'],
    ['Windscreen replacement', '90'],
  ];
  excess.forEach(([label, value], index) => {
    put(doc, label, 313, box + 22 + index * 12.5);
    putRight(doc, value, 535, box + 22 + index * 12.5);
  });
  doc.fontSize(9);
  para(
    doc,
    'To renew, pay the balance by card on 01296 399451 or by bank transfer (sort code 30-94-57, account 01882734, reference CHAND03). Or spread the cost with Premium Credit Limited: a deposit of 71.42 and 10 monthly instalments of 69.87, total amount payable 770.12 (charge for credit 55.96, representative APR 15.7%). An additional excess of 250 applies if you use a repairer not approved by Ageas.',
    50,
    box + 92,
    495,
  );
  para(doc, 'Yours sincerely,\n\nMark Ellery\nPersonal Lines Account Executive', 50, box + 150, 300);
  doc.font('Helvetica').fontSize(6.5).fillColor('#666666');
  para(
    doc,
    'All amounts are in pounds sterling. Sutton Winson Ltd is authorised and regulated by the Financial Conduct Authority (FRN 307117). Registered in England No. 00521877. Registered office: Temple House, 12 Temple Square, Aylesbury HP20 2QH. We act as your agent in arranging this insurance; we are paid commission by the insurer and the fee shown. Calls may be recorded.',
    50,
    760,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Henderson Insurance Brokers: a serif composer letter; the schedule's labels right-aligned against a colon in a left
// column, the values left-aligned at one x; money written '1,046.88 GBP'.
function drawHenderson(doc: Doc): void {
  doc.font('Times-Bold').fontSize(20).fillColor('#2b2b52');
  put(doc, 'Henderson Insurance Brokers', 60, 46);
  doc.font('Times-Italic').fontSize(8.5).fillColor('#2b2b52');
  put(doc, 'Independent advice since 1976', 61, 68);
  doc.moveTo(60, 82).lineTo(535, 82).lineWidth(0.5).stroke('#2b2b52');
  doc.fontSize(8.5);
  putRight(doc, 'Private Clients  ·  Motor', 535, 50);
  putRight(doc, '01235 771 640  ·  motor@hendersonib.co.uk', 535, 62);
  doc.fillColor('black').font('Times-Roman').fontSize(11);
  ['Mr O. Ashdown-Reeve', 'The Old Forge', '3 Mill Lane', 'Letcombe Regis', 'Wantage', 'OX12 9JQ'].forEach((line, index) => put(doc, line, 60, 110 + index * 13.5));
  putRight(doc, '18 November 2026', 535, 110);
  putRight(doc, 'Our ref: ASHDO01 / PMC', 535, 123.5);
  para(
    doc,
    'Dear Mr Ashdown-Reeve,\n\nYour motor insurance falls due for renewal on 9 December 2026. We have approached the market on your behalf, and Covéa Insurance plc have offered renewal on the terms set out in the schedule below, which we recommend. Please read the schedule with your Statement of Fact, and tell us at once if anything is incorrect or has changed.\n\nAs you pay by annual card payment, we will not renew without hearing from you. Please telephone us on 01235 771 640 before the renewal date to confirm renewal, or if you would prefer to spread the cost.',
    60,
    205,
    475,
    2,
  );
  doc.font('Times-Bold').fontSize(12);
  put(doc, 'Renewal Schedule', 60, 352);
  doc.moveTo(60, 368).lineTo(535, 368).lineWidth(0.4).stroke('#999999');
  const rows: [string, string][] = [
    ['Policyholder', 'Mr Oliver Ashdown-Reeve'],
    ['Policy number', 'HIB-PMC-118274'],
    ['Insurer', 'Covéa Insurance plc'],
    ['Renewal date', '09 December 2026'],
    ['Period of insurance', '09/12/2026 to 08/12/2027'],
    ['Vehicle', 'Land Rover Discovery Sport D165 SE (2020)'],
    ['Registration mark', 'WP20 HZD'],
    ['Estimated value', '27,750 GBP'],
    ['Cover', 'Comprehensive'],
    ['Drivers', 'Policyholder and spouse (Mrs Claire Ashdown-Reeve)'],
    ['No claims discount', '11 years (protected)'],
    ['', ''],
    ['Renewal premium', '1,046.88 GBP'],
    ['Expiring premium', '972.15 GBP'],
    ['Change', '+74.73 GBP'],
    ['Insurance premium tax', 'Included above at 12%'],
    ['Broker fee', '25.00 GBP'],
    ['Total payable', '1,071.88 GBP'],
    ['', ''],
    ['Compulsory excess', '350 GBP'],
    ['Voluntary excess', '250 GBP'],
    ['Total own damage excess', '600 GBP'],
    ['Windscreen excess', '75 GBP'],
    ['Legal expenses', 'Included (Covéa Legal Protection)'],
    ['Courtesy car', 'Included while your car is repaired by an approved repairer'],
  ];
  doc.font('Times-Roman').fontSize(10);
  rows.forEach(([label, value], index) => {
    const y = 376 + index * 12.8;
    if (!label) return;
    doc.fillColor('#444444');
    putRight(doc, `${label} :`, 230, y);
    doc.fillColor('black');
    put(doc, value, 242, y);
  });
  doc.fontSize(9.5);
  para(
    doc,
    'Instalments are available through Premium Credit Limited: a deposit of 107.19 GBP followed by 10 monthly instalments of 101.77 GBP, a total amount payable of 1,124.89 GBP including a charge for credit of 53.01 GBP, representative APR 10.9%.',
    60,
    702,
    475,
  );
  para(doc, 'Yours sincerely,   Edward Quinlan, Private Clients Director, for Henderson Insurance Brokers', 60, 738, 475);
  doc.font('Times-Italic').fontSize(6.8).fillColor('#555555');
  para(
    doc,
    'Henderson Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority, FRN 310627. Registered in England and Wales No. 02961447. Registered office: Grove House, Grove Street, Wantage OX12 7AA.',
    60,
    768,
    475,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Hayes Parsons (broker): the schedule as a grid of cells, each value on the line below its small grey label.
function drawHayesParsons(doc: Doc): void {
  doc.rect(0, 0, 14, doc.page.height).fill('#00737a');
  doc.fillColor('#00737a').font('Helvetica-Bold').fontSize(20);
  put(doc, 'Hayes Parsons', 50, 40);
  doc.font('Helvetica').fontSize(8.5).fillColor('#444444');
  put(doc, 'Insurance brokers  ·  Private clients', 50, 64);
  ['St Lawrence House, Broad Street', 'Bristol BS1 2HF', '0117 929 1000'].forEach((line, index) => putRight(doc, line, 545, 42 + index * 11));
  doc.fillColor('black').fontSize(10);
  ['Ms Harriet Vaughan-Lowe', '41 Cotham Brow', 'Bristol', 'BS6 6AR'].forEach((line, index) => put(doc, line, 50, 108 + index * 12.5));
  putRight(doc, '6 January 2027', 545, 108);
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#00737a');
  put(doc, 'Your motor insurance renewal', 50, 180);
  doc.font('Helvetica').fontSize(9.5).fillColor('black');
  para(
    doc,
    'Dear Ms Vaughan-Lowe,\n\nYour car insurance is due for renewal on 3 February 2027, and Zurich have invited renewal on the terms shown below. Please check every detail, including the drivers and the use of the car, and let us know of any changes. All figures are in pounds sterling; premiums include Insurance Premium Tax.',
    50,
    200,
    495,
  );
  const cells: [string, string][][] = [
    [
      ['Policy number', 'HP/PC/30917-2'],
      ['Renewal date', '03/02/2027'],
      ['Registration', 'WU19 KHE'],
    ],
    [
      ['Insurer', 'Zurich Insurance Company Ltd'],
      ['Cover', 'Comprehensive'],
      ['Period of insurance', '03/02/2027 - 02/02/2028'],
    ],
    [
      ['Vehicle', 'Audi A4 Avant S line, 2019'],
      ['Estimated value', '18,900'],
      ['MOT due', '22/08/2027'],
    ],
    [
      ['Renewal premium (incl. IPT)', '612.40'],
      ["Last year's premium", '588.10'],
      ['Change', '+24.30'],
    ],
    [
      ['Compulsory excess', '200'],
      ['Voluntary excess', '100'],
      ['Total accidental damage excess', '300'],
    ],
    [
      ['Legal expenses (optional)', '26.50'],
      ['Key cover (optional)', '14.99'],
      ['Total including options', '653.89'],
    ],
    [
      ['Drivers', 'H. Vaughan-Lowe, S. Lowe'],
      ['No claims discount', '7 years (protected)'],
      ['Use', 'SD&P and commuting'],
    ],
  ];
  cells.forEach((row, rowIndex) => {
    const y = 282 + rowIndex * 40;
    doc.moveTo(50, y - 6).lineTo(545, y - 6).lineWidth(0.4).stroke('#cfd8d8');
    row.forEach(([label, value], column) => {
      doc.font('Helvetica').fontSize(7.5).fillColor('#6b7b7b');
      put(doc, label, 50 + column * 172, y);
      doc.font(rowIndex === 3 && column === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(10.5).fillColor('black');
      put(doc, value, 50 + column * 172, y + 12);
    });
  });
  doc.font('Helvetica').fontSize(9.5);
  para(
    doc,
    'If you would like to pay monthly, Premium Credit Limited can spread the total including options: a deposit of 65.39 then 10 monthly payments of 66.13, total amount payable 726.69 (charge for credit 72.80, representative APR 19.8%). An additional excess of 250 applies to any driver under 25 and 150 to any repair by a repairer Zurich has not approved.',
    50,
    570,
    495,
  );
  para(doc, 'Kind regards,\n\nLaura Pike\nPrivate Clients Team', 50, 640, 300);
  doc.fontSize(6.5).fillColor('#777777');
  para(
    doc,
    'Hayes Parsons Limited is authorised and regulated by the Financial Conduct Authority (FRN 306472). Registered in England No. 01198431. Registered office: St Lawrence House, Broad Street, Bristol BS1 2HF. We act on your behalf in arranging your insurance and are paid commission by the insurer.',
    50,
    762,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Jensten (broker): two A5 panels on one A4 sheet, a covering letter above a detachable schedule; an old system's
// pounds-and-pence written '537-65' under a '£ - p' heading.
function drawJensten(doc: Doc): void {
  const half = doc.page.height / 2;
  const panelHead = (y: number, title: string) => {
    doc.rect(36, y, 523, 26).fill('#3b2a6b');
    doc.fillColor('white').font('Helvetica-Bold').fontSize(14);
    put(doc, 'JENSTEN', 46, y + 7);
    doc.font('Helvetica').fontSize(8);
    put(doc, 'Insurance Brokers', 118, y + 11);
    putRight(doc, title, 549, y + 10);
    doc.fillColor('black');
  };
  panelHead(30, 'Motor renewal notice');
  doc.font('Helvetica').fontSize(9);
  ['Mrs Funmilayo Oyelaran', '16 Cheltenham Gardens', 'Loughton', 'Essex IG10 3SB'].forEach((line, index) => put(doc, line, 46, 70 + index * 11.5));
  (
    [
      ['Date', '10.02.27'],
      ['Client no.', 'OYELF-01'],
      ['Telephone', '0345 600 2731'],
    ] as [string, string][]
  ).forEach(([label, value], index) => {
    put(doc, label, 380, 70 + index * 11.5);
    put(doc, value, 450, 70 + index * 11.5);
  });
  para(
    doc,
    'Dear Mrs Oyelaran,\n\nYour motor policy JIB 0448 1173 PC renews on 14.03.2027. Allianz have offered renewal and your schedule is the lower half of this sheet: please detach it and keep it with your certificate. The premium includes Insurance Premium Tax at 12%. If you pay by Direct Debit you need do nothing and your cover will continue; otherwise please call us to pay before your current cover ends at 23:59 on 13.03.2027.\n\nIf your circumstances have changed, or you would like us to look again at your cover, please call us on 0345 600 2731 (Monday to Friday 9am to 5.30pm).',
    46,
    128,
    503,
  );
  para(doc, 'Yours faithfully,\n\nDaniel Achterberg\nPersonal Lines Manager, Jensten Insurance Brokers', 46, 250, 300);
  doc.fontSize(6).fillColor('#666666');
  para(
    doc,
    'Jensten Insurance Brokers is a trading name of Jensten Insurance Brokers Limited, authorised and regulated by the Financial Conduct Authority (FRN 306154). Registered in England No. 04209911. Registered office: 2 Minster Court, Mincing Lane, London EC3R 7BB.',
    46,
    382,
    503,
    0.3,
  );
  doc.fillColor('#888888').fontSize(6.5);
  doc.moveTo(20, half).lineTo(575, half).dash(3, { space: 3 }).lineWidth(0.5).stroke('#888888').undash();
  put(doc, '- - fold and detach along this line - -', 240, half - 9);
  doc.fillColor('black');
  panelHead(half + 14, 'Renewal schedule - private motor');
  doc.font('Courier').fontSize(8.5);
  const rows = [
    'POLICY NO.    JIB 0448 1173 PC              INSURER   ALLIANZ INSURANCE PLC',
    'INSURED       MRS FUNMILAYO OYELARAN        CLIENT    OYELF-01',
    'RENEWAL DATE  14.03.2027                    EXPIRES   13.03.2027 (23:59)',
    'PERIOD        14.03.2027 - 13.03.2028       COVER     COMPREHENSIVE',
    'VEHICLE       KIA SPORTAGE 1.6 T-GDI GT-LINE (2018)   REG. EY18 DPR',
    'VALUE         11,750                        MOT DUE   02.10.2027',
    'USE           SD&P + COMMUTING              NCD       6 YEARS',
    '',
    'PREMIUM                                               £ - p',
    '  RENEWAL PREMIUM (INCL IPT)                         537-65',
    "  LAST YEAR'S PREMIUM                                498-90",
    '  INCREASE                                            38-75',
    '  BROKER FEE                                          15-00',
    '  TOTAL PAYABLE                                      552-65',
    '',
    'EXCESSES (OWN DAMAGE)                                 £ - p',
    '  COMPULSORY                                         250-00',
    '  VOLUNTARY                                          150-00',
    '  TOTAL OWN DAMAGE EXCESS                            400-00',
    '  WINDSCREEN REPLACEMENT                             100-00',
    '',
    'MONTHLY BY DIRECT DEBIT: DEPOSIT 55-27 + 10 X 54-16 = 596-87 (CREDIT CHARGE 44-22, APR 17.9%)',
  ];
  rows.forEach((row, index) => put(doc, row, 46, half + 52 + index * 12));
  doc.font('Helvetica').fontSize(6).fillColor('#666666');
  para(
    doc,
    'Please read this schedule with your policy wording and Statement of Fact. Claims: Allianz 0344 412 9988 (24 hours). Jensten Insurance Brokers Limited, FRN 306154.',
    46,
    half + 332,
    503,
    0.3,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Insure 2 Drive (Sabre's direct brand): one page, photographed; the price table's heading carries the only '£',
// with 'Pay in full' and 'Pay monthly' columns side by side.
function drawInsure2Drive(doc: Doc): void {
  doc.rect(0, 0, doc.page.width, 64).fill('#e4002b');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(22);
  put(doc, 'Insure 2 Drive', 48, 22);
  doc.font('Helvetica').fontSize(8.5);
  putRight(doc, 'Car insurance renewal', 547, 20);
  putRight(doc, 'Customer services 0800 652 2105', 547, 32);
  putRight(doc, 'Policy I2D/0917734', 547, 44);
  doc.fillColor('black').fontSize(10);
  ['Mr Reece Blackwood', '8 Tansy Close', 'Rugby', 'CV21 4NW'].forEach((line, index) => put(doc, line, 48, 88 + index * 12.5));
  putRight(doc, '28 November 2026', 547, 88);
  doc.font('Helvetica-Bold').fontSize(13);
  put(doc, "It's time to renew", 48, 152);
  doc.font('Helvetica').fontSize(9.5);
  para(
    doc,
    "Dear Mr Blackwood,\nYour car insurance (policy I2D/0917734) expires at 23:59 on 27/12/2026. Your renewal date is 28/12/2026 and you're set to renew automatically, so you don't need to do anything unless something has changed.",
    48,
    172,
    500,
  );
  // The price table: '£' once, in the heading.
  const top = 228;
  doc.rect(48, top, 500, 18).fill('#333333');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(9);
  put(doc, 'Your price for the next 12 months (£)', 54, top + 5);
  putRight(doc, 'Pay in full', 440, top + 5);
  putRight(doc, 'Pay monthly', 540, top + 5);
  doc.fillColor('black').font('Helvetica').fontSize(9);
  const price: [string, string, string][] = [
    ['Car insurance premium including Insurance Premium Tax', '792.36', '792.36'],
    ['Deposit', '-', '79.24'],
    ['10 monthly payments of', '-', '75.54'],
    ['Charge for credit', '-', '42.28'],
    ['Total amount payable', '792.36', '834.64'],
    ['Representative APR', '-', '19.9%'],
  ];
  price.forEach(([label, full, monthly], index) => {
    const y = top + 24 + index * 14;
    if (index === 4) doc.font('Helvetica-Bold');
    put(doc, label, 54, y);
    putRight(doc, full, 440, y);
    putRight(doc, monthly, 540, y);
    doc.font('Helvetica');
  });
  doc.moveTo(48, top + 114).lineTo(548, top + 114).lineWidth(0.5).stroke('#999999');
  put(doc, "Last year's premium", 54, top + 120);
  putRight(doc, '741.05', 440, top + 120);
  put(doc, 'Change', 54, top + 134);
  putRight(doc, '+51.31', 440, top + 134);
  // Excesses and the car.
  const lower = top + 168;
  doc.font('Helvetica-Bold').fontSize(10);
  put(doc, 'Your excesses', 48, lower);
  put(doc, 'Your car and drivers', 305, lower);
  doc.font('Helvetica').fontSize(9);
  const excess: [string, string][] = [
    ['Compulsory excess', '350'],
    ['Voluntary excess', 'Nil'],
    ['Total accidental damage, fire and theft excess', '350'],
    ['Young or inexperienced driver (additional)', '250'],
    ['Windscreen replacement', '95'],
  ];
  excess.forEach(([label, value], index) => {
    put(doc, label, 48, lower + 18 + index * 13);
    putRight(doc, value, 285, lower + 18 + index * 13);
  });
  const car: [string, string][] = [
    ['Car', 'Vauxhall Corsa 1.4 SRi 3dr (2016)'],
    ['Registration', 'FV16 BWO'],
    ['Value', '5,200'],
    ['MOT due', '14/04/2027'],
    ['Drivers', 'Reece Blackwood (born 19/05/2003)'],
    ['No claims', '2 years'],
  ];
  car.forEach(([label, value], index) => {
    put(doc, label, 305, lower + 18 + index * 13);
    put(doc, value, 375, lower + 18 + index * 13);
  });
  doc.rect(48, lower + 104, 500, 56).lineWidth(0.8).stroke('#e4002b');
  doc.font('Helvetica-Bold').fontSize(9.5);
  put(doc, 'Add-ons you can still buy', 58, lower + 112);
  doc.font('Helvetica').fontSize(8.5);
  para(doc, 'Motor legal protection 24.99 a year. Breakdown cover (roadside and recovery) 49.00 a year. Neither is included in the price above.', 58, lower + 127, 480);
  doc.fontSize(9);
  para(
    doc,
    "If you don't want to renew, call us on 0800 652 2105 before 27/12/2026. If anything has changed (your address, job, car, or you've had a claim or conviction), tell us before your renewal date.",
    48,
    lower + 176,
    500,
  );
  doc.fontSize(6.5).fillColor('#666666');
  para(
    doc,
    'Insure 2 Drive is a trading name of Sabre Insurance Company Limited, registered in England No. 01081595. Registered office: Sabre House, 150 South Street, Dorking, Surrey RH4 2YY. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 202925).',
    48,
    760,
    500,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 7. Provident Insurance: a policy system's print in Courier capitals, its own abbreviations and a key that explains
// them; scanned.
function drawProvident(doc: Doc): void {
  doc.fillColor('#5b2c83').font('Helvetica-Bold').fontSize(18);
  put(doc, 'Provident Insurance', 50, 40);
  doc.font('Helvetica').fontSize(8).fillColor('#444444');
  put(doc, 'Car insurance  ·  Conquest House, Collington Avenue, Bexhill-on-Sea TN39 3LW  ·  0345 600 6180', 50, 62);
  doc.fillColor('black').font('Courier').fontSize(8.8);
  const lh = 11.6;
  const rows = [
    'MOTOR RENEWAL NOTICE                                      PRT 07/12/26 14:22   PAGE 1',
    '',
    'MISS CHLOE RADFORD                              CUST NO     0044871-2',
    '17 BEECH AVENUE                                 ISSUE DATE  07/12/2026',
    'PENARTH',
    'VALE OF GLAMORGAN',
    'CF64 1RT',
    '',
    'DEAR MISS RADFORD',
    '',
    'YOUR CAR INSURANCE WITH PROVIDENT IS DUE FOR RENEWAL. THE DETAILS OF YOUR RENEWAL ARE',
    'SHOWN BELOW. YOU PAY BY DIRECT DEBIT, SO YOUR POLICY WILL RENEW AUTOMATICALLY AND THE',
    'PAYMENTS SHOWN WILL BE COLLECTED. A KEY TO THE ABBREVIATIONS IS PRINTED UNDERNEATH.',
    '',
    '------------------------------------------------------------------------------------',
    'POL REF ........ PV/PC/55810374',
    'VRM ............ NX69 FLK',
    'VEH ............ SEAT LEON 1.5 TSI EVO FR 5DR (2019)       VALUE ....... 12,400',
    'EFF DATE ....... 05-FEB-2027                               EXP DATE .... 04-FEB-2028',
    'COVER .......... COMP                                      USE ......... SDP+C',
    'DRV ............ PH ONLY (DOB 30-AUG-1994)                 NCD ......... 5 YRS',
    'MOT DUE ........ 18-OCT-2027                               NCD PROT .... NO',
    '------------------------------------------------------------------------------------',
    'RNWL PREM ...... 466.73  (INC IPT)',
    'EXP PREM ....... 431.20',
    'VAR ............ +35.53',
    'XS-COMP ........ 250',
    'XS VOL ......... 150',
    'TOT XS AD/F&T .. 400',
    'XS WS .......... 85',
    'ADD-ONS ........ NONE SELECTED   (MLE AVAILABLE AT 22.00 - CALL US TO ADD)',
    '------------------------------------------------------------------------------------',
    'DD SCHEDULE .... DEP 48.52 ON 05-FEB-2027 + 10 X 46.10 FROM 05-MAR-2027',
    '                 TOTAL PAYABLE 509.52   CREDIT CHG 42.79   APR 19.9% (REP)',
    '------------------------------------------------------------------------------------',
    '',
    'KEY',
    'POL REF    YOUR POLICY NUMBER             VRM         YOUR CAR REGISTRATION',
    'EFF DATE   DATE YOUR RENEWED POLICY STARTS   EXP DATE  DATE IT ENDS',
    'RNWL PREM  YOUR PREMIUM FOR THE YEAR AHEAD, INCLUDING INSURANCE PREMIUM TAX (IPT)',
    'EXP PREM   THE PREMIUM FOR YOUR POLICY NOW EXPIRING   VAR   THE DIFFERENCE',
    'XS-COMP    COMPULSORY EXCESS              XS VOL      VOLUNTARY EXCESS',
    'TOT XS AD/F&T  TOTAL EXCESS FOR ACCIDENTAL DAMAGE, FIRE AND THEFT CLAIMS',
    'XS WS      WINDSCREEN REPLACEMENT EXCESS  MLE         MOTOR LEGAL EXPENSES',
    'SDP+C      SOCIAL, DOMESTIC AND PLEASURE USE AND COMMUTING   PH  POLICYHOLDER',
    '',
    'IF ANY OF THE INFORMATION ABOVE OR ON YOUR STATEMENT OF FACT IS WRONG OR HAS CHANGED, YOU',
    'MUST TELL US. IF YOU DO NOT WANT TO RENEW, CALL 0345 600 6180 BEFORE 04-FEB-2027.',
  ];
  rows.forEach((row, index) => put(doc, row, 50, 96 + index * lh));
  doc.font('Helvetica').fontSize(6.5).fillColor('#555555');
  para(
    doc,
    'Provident Insurance is a trading name of Advantage Insurance Company Limited, registered in Gibraltar (No. 95189), licensed by the Gibraltar Financial Services Commission and deemed authorised by the Prudential Regulation Authority; subject to regulation by the Financial Conduct Authority and limited regulation by the PRA. Policies are administered by Hastings Insurance Services Limited (FRN 311492), Conquest House, Collington Avenue, Bexhill-on-Sea TN39 3LW.',
    50,
    752,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 8. Fresh Insurance (broker): dot leaders from each label to a '£' column, the figure right-aligned far from it.
function drawFresh(doc: Doc): void {
  doc.rect(50, 40, 34, 34).fill('#7ac143');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(20);
  put(doc, 'f', 62, 47);
  doc.fillColor('#2f5d1a').fontSize(19);
  put(doc, 'Fresh Insurance', 94, 44);
  doc.font('Helvetica').fontSize(8).fillColor('#555555');
  put(doc, 'Car insurance for real life', 95, 65);
  ['Fresh Insurance, Tees Valley House', 'Falcon Court, Stockton-on-Tees TS18 3TS', '0330 660 0860  ·  Mon-Fri 9-7, Sat 9-4'].forEach((line, index) =>
    putRight(doc, line, 545, 44 + index * 10),
  );
  doc.fillColor('black').fontSize(10);
  ['Mr Dean Whitlock', 'Flat 2, 55 Grange Road', 'Middlesbrough', 'TS1 2LR'].forEach((line, index) => put(doc, line, 50, 112 + index * 12.5));
  put(doc, 'Date: 9 February 2027', 390, 112);
  put(doc, 'Policy ref: FRS-MPC-7719024', 390, 124.5);
  doc.font('Helvetica-Bold').fontSize(13);
  put(doc, 'Your renewal invitation', 50, 185);
  doc.font('Helvetica').fontSize(9.5);
  para(
    doc,
    'Dear Mr Whitlock,\n\nYour policy renews on 12 March 2027. Mulsanne Insurance Company Limited will continue to insure your car, and we have kept your cover the same. We have taken into account the SP30 speeding conviction you told us about (March 2024). Please check your details below and let us know if anything has changed.',
    50,
    205,
    495,
  );
  const leaderRow = (label: string, amount: string, y: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    put(doc, label, 60, y);
    const start = 60 + doc.widthOfString(label) + 4;
    const dots = '.'.repeat(Math.max(0, Math.floor((392 - start) / doc.widthOfString('.'))));
    doc.fillColor('#999999');
    put(doc, dots, start, y);
    doc.fillColor('black');
    put(doc, '£', 400, y);
    putRight(doc, amount, 540, y);
  };
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor('#2f5d1a');
  put(doc, 'Your premium', 50, 290);
  doc.fillColor('black');
  leaderRow('Car insurance for the year from 12/03/2027, including IPT', '1,208.44', 310);
  leaderRow('Key cover (optional, added at your request)', '19.99', 326);
  leaderRow('Fresh arrangement fee', '35.00', 342);
  leaderRow('Total to pay', '1,263.43', 362, true);
  leaderRow("Last year's car insurance premium", '1,132.90', 386);
  leaderRow('Change in your car insurance premium', '+75.54', 402);
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor('#2f5d1a');
  put(doc, 'Your excesses', 50, 436);
  doc.fillColor('black');
  leaderRow('Compulsory excess', '500', 456);
  leaderRow('Voluntary excess', '250', 472);
  leaderRow('Total excess for accidental damage, fire or theft', '750', 488, true);
  leaderRow('Windscreen replacement', '125', 504);
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor('#2f5d1a');
  put(doc, 'Your car', 50, 538);
  doc.fillColor('black').font('Helvetica').fontSize(9.5);
  para(
    doc,
    'Renault Clio 0.9 TCe Dynamique MediaNav 5dr (2015), registration LR15 UWT, value 4,600, MOT due 28/07/2027. Cover: comprehensive, social, domestic and pleasure and commuting. Driver: Dean Whitlock (born 02/11/1990). No claims discount: 3 years.',
    60,
    556,
    480,
  );
  para(
    doc,
    'Pay monthly with Fresh Pay: a deposit of 126.34 and 10 monthly payments of 119.88, total amount payable 1,325.14 including a charge for credit of 61.71 (representative APR 14.9% fixed). Credit is provided by Premium Credit Limited.',
    60,
    606,
    480,
  );
  para(doc, 'Best wishes,\n\nThe Fresh Insurance renewals team', 50, 660, 300);
  doc.fontSize(6.5).fillColor('#777777');
  para(
    doc,
    'Fresh Insurance is a trading name of Fresh Insurance Services Group Limited, authorised and regulated by the Financial Conduct Authority (FRN 309224). Registered in England No. 03926521. Registered office: Tees Valley House, Falcon Court, Stockton-on-Tees TS18 3TS. Your insurer is Mulsanne Insurance Company Limited, licensed by the Gibraltar Financial Services Commission.',
    50,
    760,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 9. General Accident: this year beside last year in one table, and the excesses in a grid of claim types by the
// driver's age, the column that applies shaded.
function drawGeneralAccident(doc: Doc): void {
  doc.font('Times-Bold').fontSize(21).fillColor('#00427a');
  put(doc, 'General Accident', 50, 40);
  doc.font('Helvetica').fontSize(8).fillColor('#555555');
  put(doc, 'Car Insurance  ·  PO Box 2273, Perth PH2 0YL  ·  0345 030 5320', 51, 66);
  doc.moveTo(50, 80).lineTo(545, 80).lineWidth(1.5).stroke('#00427a');
  doc.fillColor('black').fontSize(10);
  ['Mr Hugh Pennington', 'Laurel Cottage', '4 Church Row', 'Malton', 'North Yorkshire', 'YO17 7AB'].forEach((line, index) => put(doc, line, 50, 100 + index * 12.5));
  doc.fontSize(9);
  (
    [
      ['Date', '15 December 2026'],
      ['Policy number', 'GA/63301187'],
      ['Customer number', '3390-118-27'],
    ] as [string, string][]
  ).forEach(([label, value], index) => {
    put(doc, label, 350, 100 + index * 12.5);
    put(doc, value, 440, 100 + index * 12.5);
  });
  doc.font('Times-Bold').fontSize(14).fillColor('#00427a');
  put(doc, 'Your renewal', 50, 192);
  doc.font('Helvetica').fontSize(9.5).fillColor('black');
  para(
    doc,
    'Dear Mr Pennington,\n\nThank you for insuring your Skoda Superb with General Accident. Your new policy starts on 19 January 2027. Your price for the year ahead is set out below beside what you paid last year. Please check your details and tell us if anything has changed. All amounts are in pounds sterling.',
    50,
    212,
    495,
  );
  // This year / last year.
  const top = 290;
  doc.rect(50, top, 495, 16).fill('#dfe8f1').fillColor('black');
  doc.font('Helvetica-Bold').fontSize(8.5);
  put(doc, 'Your price', 56, top + 4.5);
  putRight(doc, 'Year from 19/01/2027', 430, top + 4.5);
  putRight(doc, 'Year from 19/01/2026', 540, top + 4.5);
  doc.font('Helvetica').fontSize(9);
  const price: [string, string, string][] = [
    ['Car insurance, including Insurance Premium Tax', '548.19', '512.60'],
    ['Motor Legal Protection (optional)', '25.00', '25.00'],
    ['Breakdown Cover, roadside (optional)', '42.00', '-'],
    ['Total', '615.19', '537.60'],
  ];
  price.forEach(([label, now, then], index) => {
    const y = top + 22 + index * 14;
    if (index === 3) doc.font('Helvetica-Bold');
    put(doc, label, 56, y);
    putRight(doc, now, 430, y);
    putRight(doc, then, 540, y);
  });
  doc.font('Helvetica').fontSize(8.5);
  put(doc, 'Your car insurance has gone up by 35.59 this year.', 56, top + 84);
  // The excess grid.
  const grid = 410;
  doc.font('Times-Bold').fontSize(12).fillColor('#00427a');
  put(doc, 'Your excesses', 50, grid);
  doc.fillColor('black');
  /** The right edge of the grid's columns: drivers aged 17-20, 21-24, 25 and over. */
  const colRight = (column: number) => [330, 430, 540][column] ?? 540;
  doc.rect(440, grid + 20, 105, 100).fill('#eef3e2').fillColor('black');
  doc.font('Helvetica-Bold').fontSize(8.5);
  put(doc, 'Accidental damage, fire and theft', 56, grid + 26);
  ['Driver aged 17-20', 'Driver aged 21-24', 'Driver 25 and over'].forEach((title, index) => putRight(doc, title, colRight(index), grid + 26));
  doc.moveTo(50, grid + 39).lineTo(545, grid + 39).lineWidth(0.5).stroke('#777777');
  doc.font('Helvetica').fontSize(9);
  const rows: [string, string, string, string][] = [
    ['Compulsory excess', '600', '400', '250'],
    ['Voluntary excess (chosen by you)', '200', '200', '200'],
    ['Total excess', '800', '600', '450'],
    ['Windscreen replacement', '120', '120', '120'],
    ['Windscreen repair', '25', '25', '25'],
  ];
  rows.forEach(([label, ...values], index) => {
    const y = grid + 45 + index * 14;
    if (index === 2) doc.font('Helvetica-Bold');
    put(doc, label, 56, y);
    values.forEach((value, column) => putRight(doc, value, colRight(column), y));
    doc.font('Helvetica');
  });
  doc.fontSize(8.5);
  para(
    doc,
    'The shaded column applies to the drivers named on your policy, who are all aged 25 or over. The other columns apply if a driver of that age is added to your policy. An additional excess of 150 applies if you choose your own repairer.',
    56,
    grid + 126,
    485,
  );
  doc.font('Times-Bold').fontSize(12).fillColor('#00427a');
  put(doc, 'Your cover', 50, 588);
  doc.font('Helvetica').fontSize(9).fillColor('black');
  const cover: [string, string][] = [
    ['Car', 'Skoda Superb 2.0 TDI SE L Executive Estate (2017), registration YK17 PWA'],
    ['Value and MOT', 'Estimated value 9,800; MOT due 05/05/2027'],
    ['Cover', 'Comprehensive; social, domestic and pleasure and commuting'],
    ['Drivers', 'Hugh Pennington (born 14/07/1972); Ruth Pennington (born 02/03/1975)'],
    ['No claims discount', '8 years, protected'],
    ['Paying monthly', 'Deposit 61.52, then 10 monthly payments of 56.94; total 630.92 (APR 4.9%)'],
  ];
  cover.forEach(([label, value], index) => {
    put(doc, label, 56, 606 + index * 13);
    put(doc, value, 170, 606 + index * 13);
  });
  doc.fontSize(6.5).fillColor('#666666');
  para(
    doc,
    'General Accident is a trading style of Aviva Insurance Limited. Registered in Scotland No. 2116. Registered office: Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, Financial Services Register No. 202153. Motor Legal Protection is underwritten by Aviva Insurance Limited and administered by DAS. Breakdown Cover is provided by RAC Motoring Services.',
    50,
    754,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 10. TSB: a modern composer's plain page, every label in lower case, the money under a 'gbp' heading; the letter gives
// only the end of the current cover.
function drawTsb(doc: Doc): void {
  doc.rect(50, 40, 8, 32).fill('#00a3e0');
  doc.fillColor('#003b6f').font('Helvetica-Bold').fontSize(24);
  put(doc, 'TSB', 66, 44);
  doc.font('Helvetica').fontSize(9).fillColor('#003b6f');
  put(doc, 'car insurance', 118, 56);
  doc.fillColor('black').fontSize(10);
  ['Ms Niamh Keane', '12 Forthview Terrace', 'Kirkcaldy', 'Fife', 'KY1 1QW'].forEach((line, index) => put(doc, line, 50, 100 + index * 12.5));
  doc.fontSize(8.5).fillColor('#666666');
  put(doc, 'date', 380, 100);
  put(doc, 'help', 380, 113);
  doc.fillColor('black');
  put(doc, '1 December 2026', 430, 100);
  put(doc, '0345 835 3846', 430, 113);
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#003b6f');
  put(doc, 'your renewal is coming up', 50, 180);
  doc.font('Helvetica').fontSize(9.5).fillColor('black');
  para(
    doc,
    "Hi Niamh,\n\nyour current TSB car insurance ends at 23:59 on 30/12/2026. We'll renew it for another 12 months from then, at the price below, unless you tell us not to. Have a look through, and if anything's not right, let us know.",
    50,
    204,
    495,
  );
  const section = (title: string, y: number, rows: [string, string][]) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#003b6f');
    put(doc, title, 50, y);
    doc.moveTo(50, y + 14).lineTo(545, y + 14).lineWidth(0.4).stroke('#b8c7d6');
    rows.forEach(([label, value], index) => {
      doc.font('Helvetica').fontSize(8.5).fillColor('#666666');
      put(doc, label, 50, y + 21 + index * 13.5);
      doc.fontSize(9.5).fillColor('black');
      put(doc, value, 300, y + 20 + index * 13.5);
    });
    return y + 21 + rows.length * 13.5 + 14;
  };
  let y = 276;
  y = section('your policy', y, [
    ['policy number', 'TCI-4402771831'],
    ['car', 'Nissan Juke 1.6 N-Connecta (2017)'],
    ['registration', 'SN67 RFU'],
    ['value', '7,900'],
    ['cover', 'comprehensive'],
    ['drivers', 'you, and Ciaran Keane'],
    ['current cover ends', '23:59 on 30/12/2026'],
  ]);
  y = section('your price (gbp)', y, [
    ['car insurance, including insurance premium tax', '455.62'],
    ["last year's price", '470.05'],
    ['difference', '-14.43'],
    ['motor legal cover (optional, not included)', '24.00'],
    ['if you pay monthly: 12 payments of', '40.13'],
    ['total if you pay monthly (apr 11.9% representative)', '481.56'],
  ]);
  y = section('your excesses (gbp)', y, [
    ['compulsory', '200'],
    ['voluntary', '250'],
    ['total for accidental damage, fire and theft', '450'],
    ['windscreen replacement', '100'],
  ]);
  doc.font('Helvetica').fontSize(8.5).fillColor('black');
  para(doc, "you don't need to do anything to renew. To cancel, or to change anything, call 0345 835 3846 (8am-8pm weekdays, 9am-5pm Saturdays).", 50, y, 495);
  doc.fontSize(6.3).fillColor('#777777');
  para(
    doc,
    'TSB Car Insurance is arranged and administered by Covea Insurance plc and underwritten by Covea Insurance plc. TSB Bank plc is an appointed representative of Covea Insurance plc. TSB Bank plc, Henry Duncan House, 120 George Street, Edinburgh EH2 4LH. Registered in Scotland No. SC95237. Authorised by the PRA and regulated by the FCA and the PRA (FRN 191240).',
    50,
    764,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 11. Bank of Scotland: one page, photographed sideways; the figures in tiles, each label above a thin rule and its
// value below it.
function drawBankOfScotland(doc: Doc): void {
  doc.rect(0, 0, doc.page.width, 58).fill('#052e5c');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(18);
  put(doc, 'Bank of Scotland', 48, 20);
  doc.font('Helvetica').fontSize(9);
  putRight(doc, 'Car Insurance', 547, 18);
  putRight(doc, '0345 850 5113', 547, 31);
  doc.fillColor('black').fontSize(10);
  ['Mr Callum Fraser', '6 Drummond Crescent', 'Inverness', 'IV2 4QR'].forEach((line, index) => put(doc, line, 48, 80 + index * 12.5));
  putRight(doc, '4 December 2026', 547, 80);
  doc.font('Helvetica-Bold').fontSize(13);
  put(doc, 'Your car insurance renewal', 48, 146);
  doc.font('Helvetica').fontSize(9.5);
  para(
    doc,
    'Dear Mr Fraser,\nit is nearly time to renew your car insurance. Here is everything you need to know at a glance. All amounts are in pounds; the premium includes Insurance Premium Tax.',
    48,
    166,
    500,
  );
  const tile = (x: number, y: number, label: string, value: string) => {
    doc.rect(x, y, 117, 56).lineWidth(0.6).stroke('#9aaabb');
    doc.font('Helvetica').fontSize(7.8).fillColor('#52606d');
    put(doc, label, x + 7, y + 7);
    doc.moveTo(x + 7, y + 20).lineTo(x + 110, y + 20).lineWidth(0.3).stroke('#9aaabb');
    doc.font('Helvetica-Bold').fontSize(value.length > 11 ? 10.5 : 14).fillColor('black');
    put(doc, value, x + 7, y + 28);
  };
  const tiles: [string, string][][] = [
    [
      ['Renewal date', '08/01/2027'],
      ['Policy number', 'BSC 7731 0294'],
      ['Car registration', 'SY16 HVL'],
      ['Cover', 'Comprehensive'],
    ],
    [
      ['Renewal premium', '617.80'],
      ["Last year's premium", '584.22'],
      ['Change', '+33.58'],
      ['Monthly (x12)', '54.33'],
    ],
    [
      ['Compulsory excess', '250'],
      ['Voluntary excess', '250'],
      ['Total excess', '500'],
      ['Windscreen excess', '115'],
    ],
  ];
  tiles.forEach((row, rowIndex) => row.forEach(([label, value], column) => tile(48 + column * 128, 210 + rowIndex * 68, label, value)));
  doc.font('Helvetica').fontSize(9).fillColor('black');
  para(
    doc,
    'Paying monthly: 12 payments of 54.33, total amount payable 651.96, including interest of 34.16 (representative APR 10.9%). Your car is a Volkswagen Golf 1.6 TDI Match 5dr (2016), estimated value 8,150, MOT due 27/03/2027. Drivers: you and Mrs Eilidh Fraser. No claims discount: 10 years, protected. Motor Legal Protection is not included; you can add it for 22.50.',
    48,
    420,
    500,
  );
  para(
    doc,
    "You pay monthly by Direct Debit, so we will renew your policy automatically on 08/01/2027. If you don't want to renew, or anything has changed, please call us on 0345 850 5113 before then.",
    48,
    478,
    500,
  );
  para(doc, 'Yours sincerely,\n\nGareth Mowat\nHead of Car Insurance', 48, 522, 300);
  doc.fontSize(6.5).fillColor('#666666');
  para(
    doc,
    'Bank of Scotland Car Insurance is arranged and administered by Lloyds Bank General Insurance Limited and underwritten by St Andrew\'s Insurance plc. Bank of Scotland plc, registered office The Mound, Edinburgh EH1 1YZ, registered in Scotland No. SC327000. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.',
    48,
    762,
    500,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 12. Sheilas' Wheels: HTML; a definition list with small-capitals labels, money under a 'GBP' heading.
const SHEILAS_WHEELS = `
<div style="font-family:Verdana,sans-serif;font-size:9.5pt">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #e6007e;padding-bottom:6pt">
    <div style="font:bold 24pt Georgia,serif;color:#e6007e">Sheilas' Wheels</div>
    <div class="r" style="font-size:8pt;color:#555">Car insurance<br>0333 999 2992<br>sheilaswheels.com</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mrs Bethan Pryce-Jones<br>2 Heol y Coed<br>Rhiwbina<br>Cardiff<br>CF14 6HH</div>
    <div class="r">8 January 2027<br>Customer number 71-443-0982</div></div>
  <h2 style="font:bold 14pt Georgia,serif;color:#e6007e;margin:16pt 0 6pt">Your renewal invitation</h2>
  <p>Dear Mrs Pryce-Jones,</p>
  <p>Thank you for choosing Sheilas' Wheels. Your car insurance is due for renewal, and we'd love you to stay with us. Your
  renewal details are below; your policy will renew automatically, as you pay by Direct Debit.</p>
  <dl style="display:grid;grid-template-columns:150pt 1fr;row-gap:3pt;margin:10pt 0">
    <dt style="font-variant:small-caps;color:#a0005a">Policy number</dt><dd style="margin:0">SWC 0031 7742 19</dd>
    <dt style="font-variant:small-caps;color:#a0005a">Renewal date</dt><dd style="margin:0">2 February 2027</dd>
    <dt style="font-variant:small-caps;color:#a0005a">Period of cover</dt><dd style="margin:0">02/02/2027 to 01/02/2028</dd>
    <dt style="font-variant:small-caps;color:#a0005a">Car</dt><dd style="margin:0">Fiat 500 1.2 Lounge (2016), registration CA66 JTB</dd>
    <dt style="font-variant:small-caps;color:#a0005a">Value</dt><dd style="margin:0">4,950</dd>
    <dt style="font-variant:small-caps;color:#a0005a">Cover</dt><dd style="margin:0">Comprehensive, with handbag cover up to 300</dd>
    <dt style="font-variant:small-caps;color:#a0005a">Drivers</dt><dd style="margin:0">Bethan Pryce-Jones (born 17/04/1988)</dd>
  </dl>
  <table style="width:70%;margin-top:6pt"><tr style="border-bottom:1px solid #e6007e"><th style="font-variant:small-caps">Your premium</th><th class="r">GBP</th></tr>
    <tr><td style="font-variant:small-caps">This year, including IPT</td><td class="r"><b>503.17</b></td></tr>
    <tr><td style="font-variant:small-caps">Last year</td><td class="r">489.00</td></tr>
    <tr><td style="font-variant:small-caps">Difference</td><td class="r">+14.17</td></tr></table>
  <table style="width:70%;margin-top:10pt"><tr style="border-bottom:1px solid #e6007e"><th style="font-variant:small-caps">Your excesses</th><th class="r">GBP</th></tr>
    <tr><td style="font-variant:small-caps">Compulsory excess</td><td class="r">250</td></tr>
    <tr><td style="font-variant:small-caps">Voluntary excess</td><td class="r">300</td></tr>
    <tr><td style="font-variant:small-caps">Total excess</td><td class="r">550</td></tr>
    <tr><td style="font-variant:small-caps">Windscreen replacement</td><td class="r">90</td></tr></table>
  <p style="margin-top:12pt">Paying monthly: a deposit of 50.32, then 10 monthly payments of 48.67. Total amount payable 537.02, including a
  charge for credit of 33.85 (representative APR 21.9% variable).</p>
  <p>Sheila's Extras you don't have yet: Motor Legal Protection 24.99, Breakdown Cover from 39.00. Call us to add them.</p>
  <p>If you don't want to renew, just call 0333 999 2992 before 2 February 2027.</p>
  <p>Best wishes,<br><br>The Sheilas' Wheels team</p>
  <p style="font-size:6.5pt;color:#888;margin-top:16pt">Sheilas' Wheels car insurance is arranged and administered by esure Services Limited and underwritten by esure Insurance Limited. esure Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 310250). Registered in England and Wales No. 3800985. Registered office: The Observatory, Reigate, Surrey RH2 0SG.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 13. Sainsbury's Bank: HTML, scanned; the price in an 'Annual premium' column beside a 'Monthly' column.
const SAINSBURYS_BANK = `
<div style="font-family:Arial,sans-serif">
  <div style="background:#f06c00;color:#fff;padding:10pt 12pt;display:flex;justify-content:space-between;align-items:center">
    <span style="font:bold 20pt Arial">Sainsbury's Bank</span><span style="font-size:9pt">Car Insurance &middot; 0345 600 2390</span></div>
  <div class="cols" style="margin-top:14pt"><div>Mr Tomasz Nowak<br>31 Kingsley Road<br>Northampton<br>NN2 7BL</div>
    <div class="r">29 December 2026<br>Policy number SBCI 0441 8822<br>Nectar card ending 4471</div></div>
  <h2 style="font-size:14pt;color:#7f2b7b;margin:16pt 0 6pt">Time to renew your car insurance</h2>
  <p>Dear Mr Nowak,</p>
  <p>Your Sainsbury's Bank Car Insurance renews on 23 January 2027. Here's your price for the year ahead, and what you paid last year.
  Your new period of cover runs from 23/01/2027 to 22/01/2028.</p>
  <table style="width:100%;margin:8pt 0;border:1px solid #bbb">
    <tr style="background:#f3e9f2"><th style="padding-left:6pt"></th><th class="r">Annual premium</th><th class="r">Monthly</th></tr>
    <tr><td style="padding-left:6pt">Car insurance (including Insurance Premium Tax)</td><td class="r"><b>734.62</b></td><td class="r">69.10</td></tr>
    <tr><td style="padding-left:6pt">Last year's car insurance</td><td class="r">702.15</td><td class="r">&ndash;</td></tr>
    <tr><td style="padding-left:6pt">Change</td><td class="r">+32.47</td><td class="r"></td></tr></table>
  <p style="font-size:9pt">Monthly: a deposit of 73.46, then 10 monthly payments of 69.10. Total amount payable 764.46, including interest of 29.84.
  Representative APR 9.9% (variable). Amounts are in pounds.</p>
  <div class="cols">
    <div class="box"><b>Your excesses</b><table style="width:100%"><tr><td>Compulsory</td><td class="r">300</td></tr><tr><td>Voluntary</td><td class="r">100</td></tr><tr><td>Total</td><td class="r">400</td></tr><tr><td>Windscreen</td><td class="r">100</td></tr></table></div>
    <div class="box"><b>Your car</b><br>Ford Focus 1.0 EcoBoost Titanium (2019)<br>Registration KP19 MHU<br>Estimated value 9,300<br>MOT due 16/05/2027<br>Comprehensive; social, domestic, pleasure and commuting</div></div>
  <p>Nectar: you'll collect 1 point for every pound you spend on your renewal. Optional extras you can add: Motor Legal Cover 19.99, Breakdown Cover from 32.00.</p>
  <p>If you pay by card you'll need to call us to renew. If you don't want to renew, please let us know before 23 January 2027.</p>
  <p>Yours sincerely,<br><br>Jacqueline Amos<br>Head of Insurance Services</p>
  <p style="font-size:6.5pt;color:#777;margin-top:12pt">Sainsbury's Bank Car Insurance is arranged and administered by Sainsbury's Bank plc and underwritten by a panel of insurers; your insurer is named on your Certificate. Sainsbury's Bank plc, registered office 33 Charterhouse Street, London EC1M 6HA, registered in England and Wales No. 3279730. Authorised by the PRA and regulated by the FCA and the PRA (FRN 184514).</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 14. People's Choice: HTML; a serif letter whose schedule writes every amount with a trailing 'GBP'.
const PEOPLES_CHOICE = `
<div style="font-family:Georgia,serif;font-size:9.5pt;line-height:1.3">
  <div style="border-bottom:2px solid #0b6e4f;padding-bottom:4pt;display:flex;justify-content:space-between;align-items:flex-end">
    <span style="font:bold 22pt Georgia,serif;color:#0b6e4f">People's Choice</span><span style="font:8pt Arial;color:#555">Car insurance &middot; 0330 123 5630</span></div>
  <p style="margin-top:14pt">Ms Leanne Harcombe<br>19 Sandown Road<br>Deal<br>Kent<br>CT14 6PB</p>
  <p class="r">12 January 2027</p>
  <p><b>Your car insurance renewal &ndash; policy PCM 2290 3381</b></p>
  <p>Dear Ms Harcombe,</p>
  <p>Good news: your premium has come down this year. Please check the details below. If you're happy, you don't need to do anything, as your
  policy will renew automatically by Direct Debit.</p>
  <table style="width:100%;font-size:9.5pt;margin-top:6pt">
    <tr><td style="width:45%">Policy number</td><td>PCM 2290 3381</td></tr>
    <tr><td>Renewal date</td><td>11/02/2027</td></tr>
    <tr><td>Period of cover</td><td>11/02/2027 &ndash; 10/02/2028</td></tr>
    <tr><td>Vehicle</td><td>Hyundai i10 1.0 SE 5dr (2015)</td></tr>
    <tr><td>Registration number</td><td>GF15 NKC</td></tr>
    <tr><td>Vehicle value</td><td>3,900 GBP</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
    <tr><td>Driver</td><td>Leanne Harcombe (born 08/12/1996)</td></tr>
    <tr><td colspan="2" style="border-top:1px solid #ccc"></td></tr>
    <tr><td>New premium (including IPT)</td><td><b>388.95 GBP</b></td></tr>
    <tr><td>Previous premium</td><td>402.10 GBP</td></tr>
    <tr><td>Decrease</td><td>13.15 GBP</td></tr>
    <tr><td colspan="2" style="border-top:1px solid #ccc"></td></tr>
    <tr><td>Compulsory excess</td><td>250 GBP</td></tr>
    <tr><td>Voluntary excess</td><td>250 GBP</td></tr>
    <tr><td>Total excess</td><td>500 GBP</td></tr>
    <tr><td>Windscreen excess</td><td>75 GBP</td></tr>
    <tr><td colspan="2" style="border-top:1px solid #ccc"></td></tr>
    <tr><td>Direct Debit</td><td>Deposit 38.90 GBP, then 10 monthly payments of 37.80 GBP</td></tr>
    <tr><td>Total amount payable</td><td>416.90 GBP (charge for credit 27.95 GBP, representative APR 21.7%)</td></tr>
  </table>
  <p>Optional extras: Motor Legal Expenses 19.99 GBP; Breakdown Cover 34.99 GBP; Personal Accident Cover 12.00 GBP. None are included above.</p>
  <p>If you don't want to renew, call us on 0330 123 5630 before 11/02/2027.</p>
  <p>Yours sincerely,<br><br>The People's Choice team</p>
  <p style="font:6.5pt Arial;color:#888;margin-top:14pt">People's Choice is a trading name of Hastings Insurance Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 311492). Registered in England and Wales No. 3116518. Registered office: Conquest House, Collington Avenue, Bexhill-on-Sea, East Sussex TN39 3LW.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 15. DS Insurance: HTML; the renewal at a glance in big figures, each caption underneath its figure.
const dsTile = (value: string, caption: string) =>
  `<div style="border-top:2px solid #1a1a1a;padding-top:6pt"><div style="font:300 20pt 'Helvetica Neue',Arial,sans-serif;letter-spacing:0.5pt">${value}</div><div style="font-size:7.5pt;color:#666;text-transform:lowercase;margin-top:2pt">${caption}</div></div>`;
const DS_INSURANCE = `
<div style="font-family:'Helvetica Neue',Arial,sans-serif;font-size:9.5pt">
  <div style="display:flex;justify-content:space-between;align-items:center;padding-bottom:8pt;border-bottom:1px solid #b9975b">
    <span style="font:bold 24pt Georgia,serif;letter-spacing:3pt">DS</span><span style="font-size:8.5pt;color:#b9975b;letter-spacing:2pt">DS INSURANCE</span></div>
  <div class="cols" style="margin-top:14pt"><div>Mrs Victoria Langford-Hale<br>Highcroft<br>9 Park Avenue<br>Harrogate<br>HG2 9BQ</div>
    <div class="r">3 February 2027<br>0333 043 4661</div></div>
  <h2 style="font:300 16pt 'Helvetica Neue',Arial,sans-serif;margin:18pt 0 6pt">Your DS Insurance renewal</h2>
  <p>Dear Mrs Langford-Hale,</p>
  <p>Thank you for insuring your DS 7 with DS Insurance. Your renewal at a glance:</p>
  <div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:14pt 18pt;margin:10pt 0 14pt">
    ${dsTile('06.03.2027', 'Renewal date')}
    ${dsTile('DSI-00471932', 'Policy number')}
    ${dsTile('YG72 LXN', 'Registration')}
    ${dsTile('1,118.40', 'Annual premium for the year ahead, including IPT')}
    ${dsTile('1,059.75', "Last year's annual premium")}
    ${dsTile('+58.65', 'Change')}
    ${dsTile('350', 'Compulsory excess')}
    ${dsTile('250', 'Voluntary excess')}
    ${dsTile('600', 'Total own-damage excess')}
  </div>
  <p>Your car: DS 7 E-TENSE 4x4 300 Rivoli (2022), estimated value 31,500. Cover: comprehensive, with DS Assistance breakdown cover and a
  like-for-like courtesy car from a DS retailer included. Drivers: you and Mr Peter Hale. No claims discount: 12 years.</p>
  <p>Pay monthly at 0% APR: 12 monthly payments of 93.20, total 1,118.40, with no charge for credit. All amounts are in pounds sterling.</p>
  <p>Your policy will renew automatically. If you'd rather it didn't, or anything has changed, call us on 0333 043 4661 before 06.03.2027.</p>
  <p>Kind regards,<br><br>DS Insurance Customer Services</p>
  <p style="font-size:6.5pt;color:#888;margin-top:14pt">DS Insurance is provided by Stellantis Insurance, a trading name of Ageas Retail Limited, authorised and regulated by the Financial Conduct Authority (FRN 312468), and underwritten by Ageas Insurance Limited. Registered office: Ageas House, Hampshire Corporate Park, Templars Way, Eastleigh SO53 3YA.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 16. Jeep Insurance: HTML; a premium breakdown of Net, IPT and Gross for the car insurance and an add-on.
const JEEP = `
<div style="font-family:Arial,sans-serif;font-size:9.5pt">
  <div style="background:#1c1c1c;color:#fff;padding:9pt 12pt;display:flex;justify-content:space-between;align-items:center">
    <span style="font:bold 22pt Arial;letter-spacing:1pt">Jeep</span><span style="font-size:9pt">Jeep Insurance &middot; Renewal</span></div>
  <div class="cols" style="margin-top:14pt"><div>Mr Arjun Mehta<br>5 Cedar Drive<br>Solihull<br>B91 3TN</div>
    <div class="r">Date 17 November 2026<br>Policy JPI 6620 1457<br>Customer services 0333 043 4665</div></div>
  <h2 style="font-size:13pt;margin:16pt 0 6pt">Your Jeep Insurance renewal</h2>
  <p>Dear Mr Mehta,</p>
  <p>Your current policy runs until 14/12/2026. Your new policy starts on 15/12/2026 and runs to 14/12/2027. Your premium breakdown for the year
  ahead is below; all amounts are in pounds sterling.</p>
  <table style="width:100%;margin:6pt 0;border-top:2px solid #1c1c1c;border-bottom:2px solid #1c1c1c">
    <tr style="border-bottom:1px solid #999"><th>Premium breakdown</th><th class="r">Net</th><th class="r">IPT</th><th class="r">Gross</th></tr>
    <tr><td>Car insurance</td><td class="r">512.50</td><td class="r">61.50</td><td class="r">574.00</td></tr>
    <tr><td>Motor legal protection (optional add-on)</td><td class="r">22.32</td><td class="r">2.68</td><td class="r">25.00</td></tr>
    <tr style="border-top:1px solid #999"><td><b>Total</b></td><td class="r">534.82</td><td class="r">64.18</td><td class="r"><b>599.00</b></td></tr></table>
  <p>Last year your car insurance cost 549.30 (gross, including IPT); this year it is 574.00, an increase of 24.70.</p>
  <div class="cols">
    <div class="box"><b>Excesses</b><table style="width:100%"><tr><td>Compulsory</td><td class="r">300</td></tr><tr><td>Voluntary</td><td class="r">200</td></tr><tr><td>Total accidental damage excess</td><td class="r">500</td></tr><tr><td>Glass replacement</td><td class="r">100</td></tr></table></div>
    <div class="box"><b>Your Jeep</b><br>Jeep Avenger 1.2 Summit (2023)<br>Registration MW23 TYJ<br>Estimated value 22,400<br>Next MOT due 30/06/2027<br>Drivers: Arjun Mehta, Kavita Mehta</div></div>
  <p>Paying monthly: a deposit of 59.90 and 10 monthly payments of 57.17, total amount payable 631.60, including a charge for credit of 32.60
  (representative APR 11.9%).</p>
  <p>To renew, you don't need to do anything; your policy renews automatically. Call 0333 043 4665 if anything has changed.</p>
  <p style="font-size:6.5pt;color:#888;margin-top:14pt">Jeep Insurance is provided by Stellantis Insurance, a trading name of Ageas Retail Limited, authorised and regulated by the Financial Conduct Authority (FRN 312468), and underwritten by Ageas Insurance Limited. Motor legal protection is underwritten by Inter Partner Assistance SA.</p>
</div>`;

export const FRESH_NOTICES_34: FreshNotice[] = [
  {
    name: 'coplestons',
    html: '',
    draw: drawCoplestons,
    scan: true,
    expected: { renewalDate: '2027-01-17', insurer: 'Coplestons', policyNumber: '04/PC/0711842', registrationNumber: 'KN21VXR', renewalPremium: '658.43', previousPremium: '611.87', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400' },
  },
  {
    name: 'sutton-winson',
    html: '',
    draw: drawSuttonWinson,
    expected: { renewalDate: '2027-02-21', insurer: 'Sutton Winson', policyNumber: 'SW/MC/2290417', registrationNumber: 'YH70KLM', renewalPremium: '684.21', previousPremium: '659.40', compulsoryExcess: '300', voluntaryExcess: '250', totalExcess: '550' },
  },
  {
    name: 'henderson',
    html: '',
    draw: drawHenderson,
    expected: { renewalDate: '2026-12-09', insurer: 'Henderson Insurance Brokers', policyNumber: 'HIB-PMC-118274', registrationNumber: 'WP20HZD', renewalPremium: '1046.88', previousPremium: '972.15', compulsoryExcess: '350', voluntaryExcess: '250', totalExcess: '600' },
  },
  {
    name: 'hayes-parsons',
    html: '',
    draw: drawHayesParsons,
    expected: { renewalDate: '2027-02-03', insurer: 'Hayes Parsons', policyNumber: 'HP/PC/30917-2', registrationNumber: 'WU19KHE', renewalPremium: '612.40', previousPremium: '588.10', compulsoryExcess: '200', voluntaryExcess: '100', totalExcess: '300' },
  },
  {
    name: 'jensten',
    html: '',
    draw: drawJensten,
    expected: { renewalDate: '2027-03-14', insurer: 'Jensten', policyNumber: 'JIB 0448 1173 PC', registrationNumber: 'EY18DPR', renewalPremium: '537.65', previousPremium: '498.90', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400' },
  },
  {
    name: 'insure-2-drive',
    html: '',
    draw: drawInsure2Drive,
    photo: true,
    expected: { renewalDate: '2026-12-28', insurer: 'Insure 2 Drive', policyNumber: 'I2D/0917734', registrationNumber: 'FV16BWO', renewalPremium: '792.36', previousPremium: '741.05', compulsoryExcess: '350', voluntaryExcess: '0', totalExcess: '350' },
  },
  {
    name: 'provident',
    html: '',
    draw: drawProvident,
    scan: true,
    expected: { renewalDate: '2027-02-05', insurer: 'Provident Insurance', policyNumber: 'PV/PC/55810374', registrationNumber: 'NX69FLK', renewalPremium: '466.73', previousPremium: '431.20', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400' },
  },
  {
    name: 'fresh-insurance',
    html: '',
    draw: drawFresh,
    expected: { renewalDate: '2027-03-12', insurer: 'Fresh Insurance', policyNumber: 'FRS-MPC-7719024', registrationNumber: 'LR15UWT', renewalPremium: '1208.44', previousPremium: '1132.90', compulsoryExcess: '500', voluntaryExcess: '250', totalExcess: '750' },
  },
  {
    name: 'general-accident',
    html: '',
    draw: drawGeneralAccident,
    expected: { renewalDate: '2027-01-19', insurer: 'General Accident', policyNumber: 'GA/63301187', registrationNumber: 'YK17PWA', renewalPremium: '548.19', previousPremium: '512.60', compulsoryExcess: '250', voluntaryExcess: '200', totalExcess: '450' },
  },
  {
    name: 'tsb',
    html: '',
    draw: drawTsb,
    expected: { renewalDate: '2026-12-31', insurer: 'TSB', policyNumber: 'TCI-4402771831', registrationNumber: 'SN67RFU', renewalPremium: '455.62', previousPremium: '470.05', compulsoryExcess: '200', voluntaryExcess: '250', totalExcess: '450' },
  },
  {
    name: 'bank-of-scotland',
    html: '',
    draw: drawBankOfScotland,
    photo: 'sideways',
    expected: { renewalDate: '2027-01-08', insurer: 'Bank of Scotland', policyNumber: 'BSC 7731 0294', registrationNumber: 'SY16HVL', renewalPremium: '617.80', previousPremium: '584.22', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'sheilas-wheels',
    html: SHEILAS_WHEELS,
    expected: { renewalDate: '2027-02-02', insurer: "Sheilas' Wheels", policyNumber: 'SWC 0031 7742 19', registrationNumber: 'CA66JTB', renewalPremium: '503.17', previousPremium: '489.00', compulsoryExcess: '250', voluntaryExcess: '300', totalExcess: '550' },
  },
  {
    name: 'sainsburys-bank',
    html: SAINSBURYS_BANK,
    scan: true,
    expected: { renewalDate: '2027-01-23', insurer: "Sainsbury's Bank", policyNumber: 'SBCI 0441 8822', registrationNumber: 'KP19MHU', renewalPremium: '734.62', previousPremium: '702.15', compulsoryExcess: '300', voluntaryExcess: '100', totalExcess: '400' },
  },
  {
    name: 'peoples-choice',
    html: PEOPLES_CHOICE,
    expected: { renewalDate: '2027-02-11', insurer: "People's Choice", policyNumber: 'PCM 2290 3381', registrationNumber: 'GF15NKC', renewalPremium: '388.95', previousPremium: '402.10', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'ds-insurance',
    html: DS_INSURANCE,
    expected: { renewalDate: '2027-03-06', insurer: 'DS Insurance', policyNumber: 'DSI-00471932', registrationNumber: 'YG72LXN', renewalPremium: '1118.40', previousPremium: '1059.75', compulsoryExcess: '350', voluntaryExcess: '250', totalExcess: '600' },
  },
  {
    name: 'jeep-insurance',
    html: JEEP,
    expected: { renewalDate: '2026-12-15', insurer: 'Jeep Insurance', policyNumber: 'JPI 6620 1457', registrationNumber: 'MW23TYJ', renewalPremium: '574.00', previousPremium: '549.30', compulsoryExcess: '300', voluntaryExcess: '200', totalExcess: '500' },
  },
];
