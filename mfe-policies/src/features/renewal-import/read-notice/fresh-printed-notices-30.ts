// Set 30 (issue 47): statement-system letters whose figures have no '£' beside them. Insurers' and brokers' document
// composers and old policy-administration systems: most laid out by pdfkit at fixed x/y places (a label column and a
// value column with dot leaders, amount columns headed 'GBP' or 'Amount (£)', figures with a trailing 'CR'/'DR', a
// premium schedule of Net, IPT and Gross, an 80-column all-capitals print, a renewal summary box with abbreviated
// labels, line items with codes, two A5 panels on one sheet), the rest printed from HTML. Written without sight of
// the reader; the people, addresses, cars, numbers and prices are invented.
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

/** Text at a fixed place, never wrapped. */
function put(doc: Doc, text: string, x: number, y: number): void {
  doc.text(text, x, y, { lineBreak: false });
}

/** Text whose right edge is at `right`. */
function putRight(doc: Doc, text: string, right: number, y: number): void {
  doc.text(text, right - doc.widthOfString(text), y, { lineBreak: false });
}

/** A label at x=50, dots after it up to x=295, and the value at x=300. */
function leader(doc: Doc, label: string, value: string, y: number): void {
  let dotted = `${label} `;
  while (doc.widthOfString(`${dotted}.`) < 245) dotted += '.';
  put(doc, dotted, 50, y);
  put(doc, value, 300, y);
}

/** A line of an 80-column print: the left text, then the right text ending at column 80. */
const line80 = (left: string, right = ''): string => left.padEnd(80 - right.length) + right;

const NFU_LINES = [
  line80('NFU MUTUAL', 'AGENCY: BANBURY 0427'),
  'THE NATIONAL FARMERS UNION MUTUAL INSURANCE SOCIETY LIMITED',
  'TIDDINGTON ROAD, STRATFORD UPON AVON, WARWICKSHIRE CV37 7BJ',
  '',
  line80('MR G R PENNINGTON', 'DATE ISSUED: 24/11/2026'),
  line80('HOLLY BANK FARM', 'AGENT TEL: 01295 264180'),
  line80('SHENINGTON', 'CUSTOMER NO: 0088137254'),
  'BANBURY  OX15 6NQ',
  '',
  '                 *** MOTOR INSURANCE - RENEWAL NOTICE ***',
  '',
  'POLICY NUMBER       : MV041755281',
  'POLICY TYPE         : PRIVATE CAR - COMPREHENSIVE - SOCIAL DOMESTIC PLEASURE',
  'VEHICLE             : SKODA OCTAVIA ESTATE 2.0 TDI SE L  (2019)',
  'REGISTRATION MARK   : YR19 KHT',
  'PERIOD OF INSURANCE : FROM 14/01/2027 TO 13/01/2028 (BOTH DAYS INCLUSIVE)',
  'DRIVERS             : POLICYHOLDER (DOB 03/05/1961), SPOUSE (DOB 19/09/1963)',
  'NCD                 : 9 YEARS - PROTECTED',
  '',
  line80('PREMIUM DETAILS', 'RENEWAL       EXPIRING'),
  line80('', 'GBP            GBP'),
  line80('ANNUAL PREMIUM INCLUDING IPT', '684.24         631.75'),
  line80('MOVEMENT', '+52.49               '),
  '',
  line80('EXCESS DETAILS', 'GBP'),
  line80('COMPULSORY EXCESS', '250'),
  line80('VOLUNTARY EXCESS', '150'),
  line80('TOTAL EXCESS (ACCIDENTAL DAMAGE, FIRE AND THEFT)', '400'),
  line80('WINDSCREEN EXCESS (REPAIR NIL)', '75'),
  '',
  'PAYMENT   : 12 MONTHLY INSTALMENTS OF 57.02 BY DIRECT DEBIT, FIRST DUE 14/01/2027',
  '            TOTAL PAYABLE 684.24 - NO CHARGE FOR PAYING MONTHLY (APR 0.0%)',
  'MANDATE   : NFUM-DD-55109284   SORT CODE 40-11-62   ACCOUNT ****7731',
  '',
  'IF YOU DO NOT WISH TO RENEW, PLEASE CONTACT YOUR AGENT BEFORE 13/01/2027.',
  'PLEASE CHECK THE DETAILS ABOVE. IF ANYTHING IS WRONG OR HAS CHANGED, TELL YOUR',
  'AGENT: NOT DOING SO COULD INVALIDATE YOUR POLICY OR REDUCE A CLAIM PAYMENT.',
  '',
  'NFU MUTUAL IS AUTHORISED BY THE PRUDENTIAL REGULATION AUTHORITY AND REGULATED BY',
  'THE FINANCIAL CONDUCT AUTHORITY AND THE PRA (FRN 117664).',
  '',
  line80('RUN 2611-24  JOB MVREN07', 'PAGE 0001'),
];

const MARKERSTUDY_ITEMS: [string, string, string][] = [
  ['MTR01', 'Motor premium (inc. Insurance Premium Tax)', '612.40'],
  ['LGL02', 'Motor legal protection', '29.99'],
  ['BRK03', 'Breakdown cover - national with recovery', '54.00'],
  ['TOT', 'Total amount due', '696.39'],
];

export const FRESH_NOTICES_30: FreshNotice[] = [
  {
    // An 80-column policy-administration print, all capitals in Courier, then scanned.
    name: 'nfu-mutual',
    html: '',
    scan: true,
    draw: (doc) => {
      doc.font('Courier').fontSize(9.5);
      NFU_LINES.forEach((text, index) => put(doc, text, 46, 48 + index * 13));
    },
    expected: {
      renewalDate: '2027-01-14',
      insurer: 'NFU Mutual',
      policyNumber: 'MV041755281',
      registrationNumber: 'YR19KHT',
      renewalPremium: '684.24',
      previousPremium: '631.75',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    // Labels at x=50, dot leaders, values at x=300; the money labels say GBP and the figures stand bare. Scanned.
    name: 'towergate',
    html: '',
    scan: true,
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(20).fillColor('#00205b');
      put(doc, 'Towergate Insurance', 50, 50);
      doc.font('Helvetica').fontSize(8).fillColor('#555555');
      put(doc, 'Towergate Insurance Limited, 2 Minster Court, Mincing Lane, London EC3R 7PD', 50, 76);
      doc.fillColor('black').fontSize(10);
      ['Mrs Amanda J Roecastle', '14 Chantry Mews', 'Tonbridge', 'Kent TN9 1QE'].forEach((text, index) => put(doc, text, 50, 110 + index * 13));
      put(doc, 'Date: 18 November 2026', 400, 110);
      put(doc, 'Tel: 0344 892 1730', 400, 123);
      doc.font('Helvetica-Bold').fontSize(13);
      put(doc, 'Private car insurance - renewal invitation', 50, 185);
      doc.font('Helvetica').fontSize(10);
      doc.text(
        'Thank you for insuring your car through Towergate. Your current cover ends at 23:59 on 02/02/2027. We have arranged renewal terms for a further twelve months, set out below. Please read them carefully and tell us about any changes.',
        50,
        208,
        { width: 495 },
      );
      const rows: [string, string][] = [
        ['Client reference', '00418823'],
        ['Policy number', 'TGM/PC/3390817'],
        ['Policyholder', 'Mrs Amanda J Roecastle'],
        ['Date of birth', '11/07/1968'],
        ['Vehicle', 'Ford Kuga Titanium 1.5 EcoBoost'],
        ['Registration', 'LM67 WZT'],
        ['Year of manufacture', '2017'],
        ['Cover', 'Comprehensive, social domestic pleasure and commuting'],
        ['Renewal date', '03/02/2027'],
        ['Renewal premium (GBP)', '548.90'],
        ['Current premium, year to 02/02/2027 (GBP)', '512.30'],
        ['Compulsory excess (GBP)', '300.00'],
        ['Voluntary excess (GBP)', '200.00'],
        ['Total excess (GBP)', '500.00'],
      ];
      rows.forEach(([label, value], index) => leader(doc, label, value, 262 + index * 17));
      doc.font('Helvetica-Bold');
      put(doc, 'Paying monthly', 50, 512);
      doc.font('Helvetica');
      doc.text(
        'Deposit 54.89 then 10 monthly instalments of 54.15 (GBP). Amount of credit 494.01, total amount payable 596.39, representative APR 22.9%. First instalment collected on 03/03/2027.',
        50,
        528,
        { width: 495 },
      );
      doc.text(
        'If you do not want to renew, please call us on 0344 892 1730 before the renewal date. If we do not hear from you your policy will renew automatically and the premium will be collected using the card ending 4410.',
        50,
        575,
        { width: 495 },
      );
      doc.fontSize(7).fillColor('#555555');
      doc.text(
        'Towergate Insurance Limited is authorised and regulated by the Financial Conduct Authority (FRN 300382). Registered in England No. 4043759. Your policy is underwritten by Covea Insurance plc.',
        50,
        760,
        { width: 495 },
      );
    },
    expected: {
      renewalDate: '2027-02-03',
      insurer: 'Towergate',
      policyNumber: 'TGM/PC/3390817',
      registrationNumber: 'LM67WZT',
      renewalPremium: '548.90',
      previousPremium: '512.30',
      compulsoryExcess: '300.00',
      voluntaryExcess: '200.00',
      totalExcess: '500.00',
    },
  },
  {
    // A premium schedule of Description | Net | IPT | Gross; the car insurance's gross is this year's like-for-like price.
    name: 'ageas',
    html: '',
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(24).fillColor('#0e4c92');
      put(doc, 'ageas', 50, 45);
      doc.font('Helvetica').fontSize(9).fillColor('black');
      const refs: [string, string][] = [
        ['Policy number', 'ACP7719004261'],
        ['Vehicle registration', 'KX21 BNV'],
        ['Renewal date', '22/12/2026'],
        ['Customer number', 'C-3018846'],
        ['Date of letter', '20/11/2026'],
      ];
      refs.forEach(([label, value], index) => {
        put(doc, label, 340, 50 + index * 13);
        put(doc, value, 450, 50 + index * 13);
      });
      ['Mr Chinedu Okafor', '7 Larch Close', 'Bramley', 'Leeds LS13 3PW'].forEach((text, index) => put(doc, text, 50, 130 + index * 12));
      doc.font('Helvetica-Bold').fontSize(14);
      put(doc, 'Your car insurance renewal', 50, 200);
      doc.font('Helvetica').fontSize(10);
      doc.text(
        'Dear Mr Okafor, your Ageas car insurance for your Kia Sportage 1.6 T-GDi GT-Line renews on 22 December 2026. Your renewal schedule is below. All figures are in pounds sterling; Insurance Premium Tax (IPT) is charged at 12%.',
        50,
        222,
        { width: 495 },
      );
      doc.font('Helvetica-Bold').fontSize(11);
      put(doc, 'Premium schedule', 50, 275);
      doc.fontSize(9.5);
      const columns = (net: string, ipt: string, gross: string, y: number) => {
        putRight(doc, net, 330, y);
        putRight(doc, ipt, 420, y);
        putRight(doc, gross, 510, y);
      };
      put(doc, 'Description', 50, 296);
      columns('Net', 'IPT', 'Gross', 296);
      doc.moveTo(50, 309).lineTo(515, 309).lineWidth(0.5).stroke();
      doc.font('Helvetica');
      const schedule: [string, string, string, string][] = [
        ['Car insurance', '540.00', '64.80', '604.80'],
        ['Motor legal expenses (optional)', '25.00', '3.00', '28.00'],
        ['Breakdown - Roadside & Recovery (optional)', '40.00', '4.80', '44.80'],
      ];
      schedule.forEach(([description, net, ipt, gross], row) => {
        put(doc, description, 50, 316 + row * 16);
        columns(net, ipt, gross, 316 + row * 16);
      });
      doc.moveTo(50, 364).lineTo(515, 364).stroke();
      doc.font('Helvetica-Bold');
      put(doc, 'Total', 50, 370);
      columns('605.00', '72.60', '677.60', 370);
      doc.font('Helvetica').fontSize(10);
      doc.text(
        'Your car insurance alone costs 604.80 (Gross) for the coming year. Last year your car insurance cost 571.20 (Gross, not counting optional extras), so it has gone up by 33.60. The optional extras are shown separately and you can remove them.',
        50,
        398,
        { width: 495 },
      );
      doc.font('Helvetica-Bold').fontSize(11);
      put(doc, 'Excesses', 50, 450);
      doc.fontSize(9.5);
      putRight(doc, 'Amount', 330, 470);
      doc.font('Helvetica');
      const excesses: [string, string][] = [
        ['Compulsory excess', '350'],
        ['Voluntary excess', '100'],
        ['Total excess for accidental damage, fire and theft', '450'],
        ['Additional excess if a driver under 25 is driving', '250'],
      ];
      excesses.forEach(([label, amount], row) => {
        put(doc, label, 50, 488 + row * 16);
        putRight(doc, amount, 330, 488 + row * 16);
      });
      doc.fontSize(10);
      doc.text(
        'You pay annually by card. If you do nothing, we will renew your policy and take 677.60 from the card ending 0925 on 22/12/2026. To change anything call 0345 122 3019 (Mon-Fri 8am-8pm, Sat 9am-5pm).',
        50,
        570,
        { width: 495 },
      );
      doc.fontSize(7).fillColor('#555555');
      doc.text(
        'Ageas Insurance Limited, Ageas House, Hampshire Corporate Park, Templars Way, Eastleigh, Hampshire SO53 3YA. Registered in England and Wales No. 354568. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA (FRN 202039).',
        50,
        745,
        { width: 495 },
      );
    },
    expected: {
      renewalDate: '2026-12-22',
      insurer: 'Ageas',
      policyNumber: 'ACP7719004261',
      registrationNumber: 'KX21BNV',
      renewalPremium: '604.80',
      previousPremium: '571.20',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },
  {
    // A 'Renewal summary' box whose labels are abbreviated; photographed upright.
    name: 'aviva',
    html: '',
    photo: true,
    draw: (doc) => {
      doc.rect(0, 0, doc.page.width, 70).fill('#ffd900');
      doc.fillColor('#004fb6').font('Helvetica-Bold').fontSize(26);
      put(doc, 'Aviva', 50, 22);
      doc.fillColor('black').font('Helvetica').fontSize(10);
      ['Mr Rhys Llewellyn', '22 Heol Y Parc', 'Pontypridd', 'CF37 2BN'].forEach((text, index) => put(doc, text, 50, 100 + index * 13));
      put(doc, 'Letter date: 23 November 2026', 360, 100);
      put(doc, 'Customer number: 40027719', 360, 113);
      doc.font('Helvetica-Bold').fontSize(15);
      put(doc, 'Your car insurance renewal', 50, 180);
      doc.font('Helvetica').fontSize(10.5);
      doc.text(
        'Dear Mr Llewellyn, it is nearly time to renew the car insurance for your Volkswagen Golf Life 1.5 TSI. The summary shows your renewal price in pounds sterling, including Insurance Premium Tax. It is 67.75 more than you paid last year.',
        50,
        205,
        { width: 270 },
      );
      doc.text(
        'If you are happy, you do not need to do anything: we will renew your policy on the renewal date and collect the price from your card. If your details have changed, call us on 0800 092 4410.',
        50,
        320,
        { width: 270 },
      );
      doc.rect(345, 180, 200, 230).lineWidth(1.5).stroke('#004fb6');
      doc.font('Helvetica-Bold').fontSize(12).fillColor('#004fb6');
      put(doc, 'RENEWAL SUMMARY', 360, 192);
      doc.fillColor('black').fontSize(11);
      const summary: [string, string][] = [
        ['POL NO', 'MTR58203317'],
        ['VEH REG', 'BD70 XUP'],
        ['REN DATE', '09 MAR 2027'],
        ['REN PREM', '723.15'],
        ['PREV PREM', '655.40'],
        ['COMP XS', '250'],
        ['VOL XS', '250'],
        ['TOT XS', '500'],
      ];
      summary.forEach(([label, value], row) => {
        doc.font('Helvetica-Bold');
        put(doc, label, 360, 220 + row * 23);
        doc.font('Helvetica');
        put(doc, value, 450, 220 + row * 23);
      });
      doc.fontSize(10);
      doc.text(
        'Optional extras: you do not currently have Motor Legal Protection or Breakdown Cover. You can add them at any time.',
        50,
        440,
        { width: 495 },
      );
      doc.fontSize(7).fillColor('#555555');
      doc.text(
        'Aviva Insurance Limited. Registered in Scotland No. 2116. Registered office: Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.',
        50,
        745,
        { width: 495 },
      );
    },
    expected: {
      renewalDate: '2027-03-09',
      insurer: 'Aviva',
      policyNumber: 'MTR58203317',
      registrationNumber: 'BD70XUP',
      renewalPremium: '723.15',
      previousPremium: '655.40',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    // Line items with codes ('MTR01 Motor premium 612.40'), the amounts under a 'GBP' heading.
    name: 'markerstudy',
    html: '',
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(16).fillColor('#6b2c91');
      put(doc, 'Markerstudy Insurance Services', 50, 48);
      doc.font('Helvetica').fontSize(8).fillColor('#444444');
      put(doc, 'Markerstudy House, 45 Westerham Road, Bessels Green, Sevenoaks, Kent TN13 2QB', 50, 68);
      doc.fillColor('black').fontSize(9.5);
      ['Miss Jade Whitlock', 'Flat 3, 118 Wellington Road', 'Eccles', 'Manchester M30 0NP'].forEach((text, index) => put(doc, text, 50, 100 + index * 12));
      const refs: [string, string][] = [
        ['Issued', '16/11/2026'],
        ['Policy ref', 'MKS/PC/00731945'],
        ['Quote ref', 'Q-88203164'],
        ['Vehicle', 'Vauxhall Corsa SE 1.2'],
        ['Reg', 'CX18 HFD'],
        ['Cover from', '00:01 on 17/12/2026'],
      ];
      refs.forEach(([label, value], row) => {
        put(doc, label, 340, 100 + row * 12);
        put(doc, value, 410, 100 + row * 12);
      });
      doc.font('Helvetica-Bold').fontSize(12);
      put(doc, 'RENEWAL INVITATION - PRIVATE CAR', 50, 190);
      doc.font('Helvetica').fontSize(9.5);
      doc.text(
        'Your private car policy is due for renewal. The items below make up the amount due for the year from 17/12/2026 to 16/12/2027.',
        50,
        210,
        { width: 495 },
      );
      doc.font('Courier-Bold').fontSize(9.5);
      put(doc, 'CODE', 50, 245);
      put(doc, 'DESCRIPTION', 110, 245);
      putRight(doc, 'GBP', 520, 245);
      doc.font('Courier');
      MARKERSTUDY_ITEMS.forEach(([code, description, amount], row) => {
        if (code === 'TOT') doc.font('Courier-Bold');
        put(doc, code, 50, 263 + row * 14);
        put(doc, description, 110, 263 + row * 14);
        putRight(doc, amount, 520, 263 + row * 14);
      });
      doc.font('Helvetica-Bold').fontSize(10);
      put(doc, 'Motor premium compared with last year', 50, 335);
      doc.font('Courier-Bold').fontSize(9.5);
      put(doc, 'CODE', 50, 353);
      put(doc, 'DESCRIPTION', 110, 353);
      putRight(doc, 'LAST YEAR', 430, 353);
      putRight(doc, 'THIS YEAR', 520, 353);
      doc.font('Courier');
      put(doc, 'MTR01', 50, 367);
      put(doc, 'Motor premium', 110, 367);
      putRight(doc, '588.10', 430, 367);
      putRight(doc, '612.40', 520, 367);
      put(doc, 'CHG', 50, 381);
      put(doc, 'Change', 110, 381);
      putRight(doc, '+24.30', 520, 381);
      doc.font('Helvetica-Bold').fontSize(10);
      put(doc, 'Excesses', 50, 410);
      doc.font('Courier').fontSize(9.5);
      const excesses: [string, string, string][] = [
        ['XSC01', 'Compulsory excess', '400'],
        ['XSV01', 'Voluntary excess', '250'],
        ['XST', 'Total own damage excess', '650'],
        ['XSW01', 'Windscreen replacement excess', '100'],
      ];
      excesses.forEach(([code, description, amount], row) => {
        put(doc, code, 50, 428 + row * 14);
        put(doc, description, 110, 428 + row * 14);
        putRight(doc, amount, 520, 428 + row * 14);
      });
      doc.font('Helvetica').fontSize(9.5);
      doc.text(
        'Paying by instalments: deposit 69.64 and 10 monthly payments of 66.38. Total amount payable 733.44 including a credit charge of 37.05 (APR 17.9%). Credit is provided by Close Brothers Premium Finance.',
        50,
        500,
        { width: 495 },
      );
      doc.text('To renew or make changes call 0330 123 0419 quoting your policy ref. Lines open 9am to 5:30pm, Monday to Friday.', 50, 545, { width: 495 });
      doc.fontSize(7).fillColor('#444444');
      doc.text(
        'Markerstudy Insurance Services Limited is authorised and regulated by the Financial Conduct Authority (FRN 309048). Your policy is underwritten by Qmetric Group Limited on behalf of a panel of insurers.',
        50,
        745,
        { width: 495 },
      );
    },
    expected: {
      renewalDate: '2026-12-17',
      insurer: 'Markerstudy',
      policyNumber: 'MKS/PC/00731945',
      registrationNumber: 'CX18HFD',
      renewalPremium: '612.40',
      previousPremium: '588.10',
      compulsoryExcess: '400',
      voluntaryExcess: '250',
      totalExcess: '650',
    },
  },
  {
    // Two A5 landscape panels on one A4 sheet (the invitation above, the schedule and payment slip below);
    // the amounts printed '812.60 GBP'.
    name: 'zurich',
    html: '',
    draw: (doc) => {
      const panel = (top: number) => doc.rect(24, top, doc.page.width - 48, 385).lineWidth(0.8).stroke('#1f3c88');
      panel(24);
      panel(433);
      doc.fontSize(7).fillColor('#888888');
      put(doc, '- - - - - - - - - - - - - - - - - - - -  fold / cut here  - - - - - - - - - - - - - - - - - - - -', 130, 417);
      // Top panel: the invitation.
      doc.font('Helvetica-Bold').fontSize(20).fillColor('#1f3c88');
      put(doc, 'ZURICH', 40, 40);
      doc.font('Helvetica').fontSize(9).fillColor('black');
      put(doc, 'Motor renewal - private car', 40, 64);
      ['Ms Fiona Haldane', '3 Craigleith View', 'Edinburgh EH4 3JZ'].forEach((text, index) => put(doc, text, 40, 90 + index * 12));
      put(doc, 'Date: 25/11/2026', 40, 135);
      doc.fontSize(9.5);
      doc.text(
        'Dear Ms Haldane, your Zurich car insurance, policy ZPC-4418-2093, is due for renewal on 26 January 2027. We have reviewed your cover and your premium for the year ahead is shown opposite, with what you are paying this year. It includes Insurance Premium Tax.',
        40,
        158,
        { width: 250 },
      );
      doc.text('To pay or make a change, use the slip below or call 0800 302 8837.', 40, 255, { width: 250 });
      doc.font('Helvetica-Bold').fontSize(10);
      put(doc, 'Your renewal at a glance', 320, 90);
      doc.font('Helvetica').fontSize(9.5);
      const glance: [string, string][] = [
        ['Policy number', 'ZPC-4418-2093'],
        ['Vehicle', 'Toyota Yaris Cross Design'],
        ['Vehicle registration', 'SN68 UVW'],
        ['Renewal date', '26/01/2027'],
        ['Premium for the year ahead', '812.60 GBP'],
        ['Premium for the current year', '779.95 GBP'],
        ['Difference', '+32.65 GBP'],
      ];
      glance.forEach(([label, value], row) => {
        put(doc, label, 320, 110 + row * 16);
        putRight(doc, value, 555, 110 + row * 16);
      });
      // Bottom panel: the schedule and the payment slip.
      doc.font('Helvetica-Bold').fontSize(12).fillColor('#1f3c88');
      put(doc, 'Renewal schedule and payment slip', 40, 450);
      doc.font('Helvetica').fontSize(9.5).fillColor('black');
      const schedule: [string, string][] = [
        ['Policyholder', 'Ms Fiona Haldane (born 14/02/1979)'],
        ['Cover', 'Comprehensive'],
        ['Use', 'SD&P and commuting'],
        ['Compulsory excess', '250 GBP'],
        ['Voluntary excess', '100 GBP'],
        ['Total excess', '350 GBP'],
      ];
      schedule.forEach(([label, value], row) => {
        put(doc, label, 40, 475 + row * 15);
        put(doc, value, 170, 475 + row * 15);
      });
      doc.rect(330, 470, 225, 110).lineWidth(0.8).stroke('#1f3c88');
      doc.font('Helvetica-Bold').fontSize(10);
      put(doc, 'Amount payable', 342, 482);
      putRight(doc, '812.60 GBP', 545, 482);
      doc.font('Helvetica').fontSize(8.5);
      put(doc, 'Payment reference: 55190277', 342, 502);
      put(doc, 'Sort code 60-00-01  Account 20041187', 342, 516);
      put(doc, 'Pay by: 26/01/2027', 342, 530);
      doc.fontSize(7).fillColor('#555555');
      doc.text(
        'Zurich Insurance Company Ltd (UK Branch), Unity Place, 1 Carfax Close, Swindon SN1 1AP. Authorised and regulated by the Swiss Financial Market Supervisory Authority; authorised by the PRA, subject to regulation by the FCA and limited regulation by the PRA (FRN 959113).',
        40,
        745,
        { width: 510 },
      );
    },
    expected: {
      renewalDate: '2027-01-26',
      insurer: 'Zurich',
      policyNumber: 'ZPC-4418-2093',
      registrationNumber: 'SN68UVW',
      renewalPremium: '812.60',
      previousPremium: '779.95',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    // A grey side panel of policy details; the money written 'GBP1,284.50'; a second page of small print.
    name: 'hiscox',
    html: '',
    draw: (doc) => {
      doc.rect(0, 0, 180, doc.page.height).fill('#efefef');
      doc.fillColor('#c8102e').font('Times-Bold').fontSize(24);
      put(doc, 'HISCOX', 30, 45);
      doc.fillColor('black').font('Helvetica').fontSize(8.5);
      const side: [string, string][] = [
        ['Policy number', 'HX-PM-2210584'],
        ['Client number', '77301942'],
        ['Vehicle', 'Range Rover Velar D300'],
        ['Registration', 'WF71 RKD'],
        ['Agreed value', 'GBP62,000'],
        ['Renewal date', '01/02/2027'],
        ['Your broker', 'direct'],
      ];
      side.forEach(([label, value], row) => {
        doc.font('Helvetica-Bold');
        put(doc, label, 30, 110 + row * 30);
        doc.font('Helvetica');
        put(doc, value, 30, 122 + row * 30);
      });
      doc.fontSize(10);
      ['Mrs Helena Marchbank', 'The Old Rectory', 'Church Lane', 'Great Missenden HP16 0AZ'].forEach((text, index) => put(doc, text, 210, 60 + index * 13));
      put(doc, '19 November 2026', 210, 130);
      doc.font('Times-Bold').fontSize(15);
      put(doc, 'Your private car insurance renewal', 210, 165);
      doc.font('Times-Roman').fontSize(11);
      const paragraphs = [
        'Dear Mrs Marchbank,',
        'Thank you for insuring your Range Rover Velar with Hiscox. Your policy renews on 1 February 2027 and we are pleased to invite you to renew.',
        'Your renewal premium for the coming year is GBP1,284.50, including Insurance Premium Tax. Your expiring premium was GBP1,197.00, so your premium has risen by GBP87.50, mainly because of the rising cost of repairs to vehicles of this value.',
        'Your excesses are unchanged: a compulsory excess of GBP500 and a voluntary excess of GBP250, GBP750 in total for each claim for damage to your car. There is no excess for windscreen repair.',
        'Your policy includes cover for driving in Europe for up to 90 days, a courtesy car of similar value and new-for-old replacement if your car is under 2 years old. There is nothing you need to do: we will collect GBP1,284.50 by Direct Debit on 01/02/2027 unless you tell us otherwise.',
        'Yours sincerely,',
        'Private Clients Team, Hiscox',
      ];
      let y = 192;
      for (const paragraph of paragraphs) {
        doc.text(paragraph, 210, y, { width: 335 });
        y = doc.y + 9;
      }
      doc.font('Helvetica').fontSize(7).fillColor('#555555');
      doc.text('Hiscox Customer Service, The Hiscox Building, Peasholme Green, York YO1 7PR. Telephone 0800 840 2295.', 210, 750, { width: 335 });
      doc.addPage();
      doc.fillColor('black').font('Times-Bold').fontSize(13);
      put(doc, 'Important information', 50, 60);
      doc.font('Times-Roman').fontSize(10);
      doc.text(
        'Please check your schedule and statement of fact. If any information is incorrect or incomplete, contact us straight away; failure to do so could affect your cover. Your policy is underwritten by Hiscox Insurance Company Limited, registered in England and Wales No. 70234, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA (FRN 113243). Complaints may be referred to the Financial Ombudsman Service, Exchange Tower, London E14 9SR (0800 023 4567).',
        50,
        85,
        { width: 495 },
      );
      put(doc, 'Page 2 of 2', 50, 790);
    },
    expected: {
      renewalDate: '2027-02-01',
      insurer: 'Hiscox',
      policyNumber: 'HX-PM-2210584',
      registrationNumber: 'WF71RKD',
      renewalPremium: '1284.50',
      previousPremium: '1197.00',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    // An account statement: figures with a trailing 'DR' or 'CR' under 'Amount (GBP)'.
    name: 'endsleigh',
    html: '',
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(20).fillColor('#e4007c');
      put(doc, 'Endsleigh', 50, 45);
      doc.font('Helvetica').fontSize(8).fillColor('#444444');
      put(doc, 'Shurdington Road, Cheltenham, Gloucestershire GL51 4UE', 50, 70);
      doc.fillColor('black').fontSize(10);
      ['Mr Tomasz Wisniewski', '41 Ashgrove Road', 'Redland', 'Bristol BS6 6LZ'].forEach((text, index) => put(doc, text, 50, 105 + index * 13));
      const refs: [string, string][] = [
        ['Policy number', 'END/MC/6627031'],
        ['Vehicle', 'Seat Ibiza FR 1.0 TSI (MA69 ZLK)'],
        ['Statement date', '21/11/2026'],
        ['Renewal date', '18/12/2026'],
      ];
      refs.forEach(([label, value], row) => {
        put(doc, label, 300, 105 + row * 13);
        put(doc, value, 385, 105 + row * 13);
      });
      doc.font('Helvetica-Bold').fontSize(13);
      put(doc, 'Car insurance renewal and account statement', 50, 185);
      doc.font('Helvetica').fontSize(10);
      doc.text(
        'Your car insurance with Endsleigh is due to renew on 18 December 2026. Your premium for 2026-27 is 489.60, an increase of 43.50 on the 446.10 you paid for 2025-26. Your account with us is shown below.',
        50,
        208,
        { width: 495 },
      );
      doc.font('Helvetica-Bold').fontSize(9.5);
      put(doc, 'Date', 50, 262);
      put(doc, 'Details', 130, 262);
      putRight(doc, 'Amount (GBP)', 540, 262);
      doc.moveTo(50, 275).lineTo(540, 275).lineWidth(0.5).stroke();
      doc.font('Helvetica');
      const statement: [string, string, string][] = [
        ['18/12/2025', 'Annual premium 2025-26', '446.10 DR'],
        ['18/12/2025', 'Payment received - debit card', '446.10 CR'],
        ['02/06/2026', 'Mid-term change of address - no charge', '0.00'],
        ['18/12/2026', 'Renewal premium 2026-27', '489.60 DR'],
      ];
      statement.forEach(([date, details, amount], row) => {
        put(doc, date, 50, 283 + row * 15);
        put(doc, details, 130, 283 + row * 15);
        putRight(doc, amount, 540, 283 + row * 15);
      });
      doc.moveTo(50, 345).lineTo(540, 345).stroke();
      doc.font('Helvetica-Bold');
      put(doc, 'Balance to pay by 18/12/2026', 130, 352);
      putRight(doc, '489.60 DR', 540, 352);
      doc.font('Helvetica-Bold').fontSize(11);
      put(doc, 'Your excesses (GBP)', 50, 395);
      doc.font('Helvetica').fontSize(10);
      const excesses: [string, string][] = [
        ['Compulsory', '200'],
        ['Voluntary', '250'],
        ['Total', '450'],
      ];
      excesses.forEach(([label, amount], row) => {
        put(doc, label, 50, 415 + row * 14);
        putRight(doc, amount, 260, 415 + row * 14);
      });
      doc.text(
        'Pay the balance online at endsleigh.co.uk/myaccount or call 0800 028 3571. If you prefer to spread the cost, 11 monthly payments of 47.18 follow a deposit of 48.96 (total 567.94, APR 29.8%).',
        50,
        480,
        { width: 495 },
      );
      doc.fontSize(7).fillColor('#444444');
      doc.text(
        'Endsleigh Insurance Services Limited is authorised and regulated by the Financial Conduct Authority (FRN 307399). Registered in England No. 3157439. Your car insurance is underwritten by Zenith Insurance plc.',
        50,
        745,
        { width: 495 },
      );
    },
    expected: {
      renewalDate: '2026-12-18',
      insurer: 'Endsleigh',
      policyNumber: 'END/MC/6627031',
      registrationNumber: 'MA69ZLK',
      renewalPremium: '489.60',
      previousPremium: '446.10',
      compulsoryExcess: '200',
      voluntaryExcess: '250',
      totalExcess: '450',
    },
  },
  {
    // A classic-car broker's schedule in Times; the money printed '£ 356.80', a space after the sign.
    name: 'footman-james',
    html: '',
    draw: (doc) => {
      doc.font('Times-Bold').fontSize(22).fillColor('#0b3d2e');
      put(doc, 'Footman James', 50, 45);
      doc.font('Times-Italic').fontSize(10);
      put(doc, 'Classic vehicle insurance', 50, 72);
      doc.font('Times-Roman').fontSize(10.5).fillColor('black');
      ['Mr Peter Halloran', '9 Mill Lane', 'Kenilworth', 'Warwickshire CV8 1LP'].forEach((text, index) => put(doc, text, 50, 110 + index * 13));
      put(doc, '27 November 2026', 420, 110);
      doc.font('Times-Bold').fontSize(14);
      put(doc, 'Renewal of your classic car policy', 50, 185);
      doc.font('Times-Roman').fontSize(10.5);
      doc.text(
        'Dear Mr Halloran, thank you for insuring your MG B GT with Footman James. Your policy is due for renewal and we are delighted to offer you terms for another year. Your Classic MG Owners Club membership discount has been applied.',
        50,
        208,
        { width: 495 },
      );
      const top = 262;
      doc.rect(50, top, 495, 250).lineWidth(0.7).stroke('#0b3d2e');
      const rows: [string, string][] = [
        ['Policy number', 'FJ/CLA/0291877'],
        ['Vehicle', '1972 MG B GT 1798cc'],
        ['Registration', 'NKP 412L'],
        ['Agreed value', '£ 14,750'],
        ['Annual mileage limit', '3,000 miles'],
        ['Renewal date', '07/03/2027'],
        ['Renewal premium (including IPT)', '£ 356.80'],
        ['Premium paid last year (including IPT)', '£ 341.20'],
        ['Compulsory excess', '£ 150'],
        ['Voluntary excess', '£ 100'],
        ['Total excess', '£ 250'],
      ];
      rows.forEach(([label, value], row) => {
        if (row > 0) doc.moveTo(50, top + row * 22.7).lineTo(545, top + row * 22.7).lineWidth(0.3).stroke('#9bb5ab');
        put(doc, label, 60, top + 7 + row * 22.7);
        put(doc, value, 330, top + 7 + row * 22.7);
      });
      doc.text(
        'Your premium includes cover for club events and rallies, European touring for up to 90 days, and spares cover up to £ 1,500. If you would like to pay monthly, we can arrange 10 instalments of £ 36.75 after a deposit of £ 35.68 (total £ 403.18, APR 24.9%).',
        50,
        530,
        { width: 495 },
      );
      doc.text('To renew, please call us on 0333 207 6102 or reply to this letter. Your MOT falls due on 14/05/2027.', 50, 590, { width: 495 });
      doc.fontSize(7).fillColor('#555555');
      doc.text(
        'Footman James is a trading name of Footman James & Co Ltd, authorised and regulated by the Financial Conduct Authority (FRN 309546). Registered office: Lyons Court, 1668 High Street, Knowle, Solihull B93 0LY. Your policy is underwritten by Covea Insurance plc.',
        50,
        745,
        { width: 495 },
      );
    },
    expected: {
      renewalDate: '2027-03-07',
      insurer: 'Footman James',
      policyNumber: 'FJ/CLA/0291877',
      registrationNumber: 'NKP412L',
      renewalPremium: '356.80',
      previousPremium: '341.20',
      compulsoryExcess: '150',
      voluntaryExcess: '100',
      totalExcess: '250',
    },
  },
  {
    // Right-aligned columns headed 'Amount (£)', bare figures below; the excesses on the second page; only the end of
    // the current cover is stated.
    name: 'staveley-head',
    html: '',
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(19).fillColor('#243f6b');
      put(doc, 'Staveley Head', 50, 45);
      doc.font('Helvetica').fontSize(8).fillColor('#555555');
      put(doc, 'Motor insurance specialists since 1929', 50, 68);
      doc.fillColor('black').fontSize(10);
      ['Ms Priya Raman', '66 Gledhow Lane', 'Leeds LS8 1NY'].forEach((text, index) => put(doc, text, 50, 100 + index * 13));
      const refs: [string, string][] = [
        ['Policy number', 'SH/PCAR/7781542'],
        ['Registration', 'YD20 MXF'],
        ['Date', '22/11/2026'],
      ];
      refs.forEach(([label, value], row) => {
        put(doc, label, 330, 100 + row * 13);
        put(doc, value, 430, 100 + row * 13);
      });
      doc.font('Helvetica-Bold').fontSize(13);
      put(doc, 'Your renewal invitation', 50, 170);
      doc.font('Helvetica').fontSize(10);
      doc.text(
        'Dear Ms Raman, your current policy for your Nissan Qashqai N-Connecta DIG-T ends at 23:59 on 11/02/2027. We would like to renew it for another year on the terms below. Please check the details overleaf, including your excesses.',
        50,
        192,
        { width: 495 },
      );
      const amountHead = (y: number) => {
        doc.font('Helvetica-Bold');
        putRight(doc, 'Amount (£)', 540, y);
        doc.font('Helvetica');
      };
      doc.font('Helvetica-Bold').fontSize(10.5);
      put(doc, 'Premium breakdown', 50, 250);
      amountHead(250);
      doc.moveTo(50, 263).lineTo(540, 263).lineWidth(0.5).stroke();
      const breakdown: [string, string][] = [
        ['Car insurance (including Insurance Premium Tax)', '437.85'],
        ['Key cover (optional)', '19.99'],
        ['Excess protection (optional)', '34.99'],
      ];
      breakdown.forEach(([label, amount], row) => {
        put(doc, label, 50, 270 + row * 15);
        putRight(doc, amount, 540, 270 + row * 15);
      });
      doc.moveTo(50, 318).lineTo(540, 318).stroke();
      doc.font('Helvetica-Bold');
      put(doc, 'Total to pay', 50, 324);
      putRight(doc, '492.83', 540, 324);
      doc.fontSize(10.5);
      put(doc, 'Your car insurance compared', 50, 370);
      amountHead(370);
      doc.moveTo(50, 383).lineTo(540, 383).stroke();
      const compared: [string, string][] = [
        ['Car insurance this year (including IPT)', '437.85'],
        ['Car insurance last year (including IPT)', '412.60'],
        ['Increase', '25.25'],
      ];
      compared.forEach(([label, amount], row) => {
        put(doc, label, 50, 390 + row * 15);
        putRight(doc, amount, 540, 390 + row * 15);
      });
      doc.text(
        'Your optional extras are not included in last year\'s figure because you added them this year. To accept, call 0345 620 4417 or renew online. Payment will be taken from your card ending 8821 on 12/02/2027.',
        50,
        450,
        { width: 495 },
      );
      doc.fontSize(8).fillColor('#555555');
      put(doc, 'Page 1 of 2', 50, 790);
      doc.addPage();
      doc.fillColor('black').font('Helvetica-Bold').fontSize(11);
      put(doc, 'Your details', 50, 55);
      doc.font('Helvetica').fontSize(10);
      const details: [string, string][] = [
        ['Policyholder', 'Ms Priya Raman, born 30/08/1990'],
        ['Vehicle', 'Nissan Qashqai N-Connecta DIG-T 1.3 (2020)'],
        ['Registration', 'YD20 MXF'],
        ['Named driver', 'Mr Anand Raman, born 02/01/1988'],
        ['Cover', 'Comprehensive, social domestic pleasure and commuting'],
      ];
      details.forEach(([label, value], row) => {
        put(doc, label, 50, 75 + row * 15);
        put(doc, value, 180, 75 + row * 15);
      });
      doc.font('Helvetica-Bold').fontSize(10.5);
      put(doc, 'Excess', 50, 175);
      amountHead(175);
      doc.moveTo(50, 188).lineTo(540, 188).stroke();
      const excesses: [string, string][] = [
        ['Compulsory excess', '300'],
        ['Voluntary excess', '250'],
        ['Total excess', '550'],
        ['Additional excess for drivers under 25 or on a provisional licence', '200'],
      ];
      excesses.forEach(([label, amount], row) => {
        put(doc, label, 50, 195 + row * 15);
        putRight(doc, amount, 540, 195 + row * 15);
      });
      doc.fontSize(7).fillColor('#555555');
      doc.text(
        'Staveley Head is a trading name of Staveley Head Limited, authorised and regulated by the Financial Conduct Authority (FRN 304558). Your policy is underwritten by Aviva Insurance Limited.',
        50,
        745,
        { width: 495 },
      );
      doc.fontSize(8);
      put(doc, 'Page 2 of 2', 50, 790);
    },
    expected: {
      renewalDate: '2027-02-12',
      insurer: 'Staveley Head',
      policyNumber: 'SH/PCAR/7781542',
      registrationNumber: 'YD20MXF',
      renewalPremium: '437.85',
      previousPremium: '412.60',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },
  {
    // A broker's memo; the premiums printed '947.30 (inc IPT)'; the excesses in one line.
    name: 'keith-michaels',
    html: '',
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(17);
      put(doc, 'KEITH MICHAELS', 50, 45);
      doc.font('Helvetica').fontSize(8).fillColor('#555555');
      put(doc, 'Insurance Brokers  |  Suite 4, Regent House, Hubert Road, Brentwood CM14 4JE  |  01277 221 845', 50, 66);
      doc.moveTo(50, 82).lineTo(545, 82).lineWidth(1).stroke('#000000');
      doc.fillColor('black').fontSize(10);
      const memo: [string, string][] = [
        ['To:', 'Mr Daniel Fairbrother, 12 Orchard Rise, Chelmsford CM2 9HT'],
        ['From:', 'Keith Michaels, Private Clients'],
        ['Date:', '26 November 2026'],
        ['Re:', 'Renewal of your motor policy KM 44817'],
      ];
      memo.forEach(([label, value], row) => {
        doc.font('Helvetica-Bold');
        put(doc, label, 50, 100 + row * 16);
        doc.font('Helvetica');
        put(doc, value, 110, 100 + row * 16);
      });
      doc.moveTo(50, 170).lineTo(545, 170).lineWidth(0.5).stroke();
      doc.text(
        'Your motor policy renews on 28/02/2027. We have approached our panel on your behalf and the best terms for like-for-like cover come from your existing insurer. Details are as follows.',
        50,
        185,
        { width: 495 },
      );
      const terms: [string, string][] = [
        ['Vehicle', 'Porsche 718 Cayman S (2015)'],
        ['Registration', 'GN15 FTX'],
        ['Cover', 'Comprehensive, business use class 1'],
        ['Renewal date', '28/02/2027'],
        ['Renewal terms', '947.30 (inc IPT)'],
        ['Expiring premium', '902.15 (inc IPT)'],
        ['Excess', '500 compulsory, 350 voluntary (850 total)'],
        ['Track days', 'Not covered'],
      ];
      terms.forEach(([label, value], row) => {
        put(doc, label, 70, 235 + row * 16);
        put(doc, value, 210, 235 + row * 16);
      });
      doc.text(
        'The increase of 45.15 reflects the insurer\'s general rate change for high-performance vehicles. Your 7 years\' no claims bonus is protected. Payment can be made by card or by 10 monthly instalments of 99.47 (total 994.70, APR 9.9%) through our premium finance partner.',
        50,
        375,
        { width: 495 },
      );
      doc.text('Please call me on 01277 221 845 to confirm renewal before 21/02/2027.', 50, 430, { width: 495 });
      put(doc, 'Kind regards,', 50, 460);
      put(doc, 'Sarah Pettit, Account Executive', 50, 476);
      doc.fontSize(7).fillColor('#555555');
      doc.text(
        'Keith Michaels is a trading name of Keith Michaels Limited, authorised and regulated by the Financial Conduct Authority (FRN 306884). Your policy is underwritten by Covea Insurance plc.',
        50,
        745,
        { width: 495 },
      );
    },
    expected: {
      renewalDate: '2027-02-28',
      insurer: 'Keith Michaels',
      policyNumber: 'KM 44817',
      registrationNumber: 'GN15FTX',
      renewalPremium: '947.30',
      previousPremium: '902.15',
      compulsoryExcess: '500',
      voluntaryExcess: '350',
      totalExcess: '850',
    },
  },
  {
    // Printed from HTML, two columns; the money written 'GBP518.75'; photographed with the phone held sideways.
    name: 'lycetts',
    photo: 'sideways',
    html: `
<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #2b4a2f;padding-bottom:6pt">
  <div style="font:bold 20pt Georgia,serif;color:#2b4a2f">Lycetts</div>
  <div style="font-size:8pt;color:#555">Milburn House, Dean Street, Newcastle upon Tyne NE1 1PP &middot; 0191 232 1151</div>
</div>
<p style="margin-top:14pt">Mr Hamish Gillespie<br>Low Stobbs Farm<br>Alnwick<br>Northumberland NE66 2RT</p>
<p>17 November 2026</p>
<h2 style="font:bold 13pt Georgia,serif">Private motor renewal</h2>
<p>Dear Mr Gillespie, your private motor policy arranged by Lycetts falls due for renewal on 5 December 2026. Your insurer has offered the following terms, which we recommend.</p>
<div class="cols">
  <div>
    <h3 style="font-size:10.5pt">Your details</h3>
    <table>
      <tr><td>Policy number</td><td>LYC/MV/120577</td></tr>
      <tr><td>Client code</td><td>GILLH01</td></tr>
      <tr><td>Vehicle</td><td>Land Rover Defender 110 D250 SE</td></tr>
      <tr><td>Registration</td><td>NA66 FPJ</td></tr>
      <tr><td>Date of birth</td><td>06/04/1957</td></tr>
      <tr><td>Renewal date</td><td>05/12/2026</td></tr>
    </table>
  </div>
  <div>
    <h3 style="font-size:10.5pt">Your renewal</h3>
    <table>
      <tr><td>Renewal premium</td><td class="r">GBP518.75</td></tr>
      <tr><td>Previous premium</td><td class="r">GBP489.30</td></tr>
      <tr><td>Change</td><td class="r">+GBP29.45</td></tr>
      <tr><td>Compulsory excess</td><td class="r">GBP250</td></tr>
      <tr><td>Voluntary excess</td><td class="r">GBP150</td></tr>
      <tr><td>Total excess</td><td class="r">GBP400</td></tr>
    </table>
  </div>
</div>
<p>Both premiums include Insurance Premium Tax at 12%. Your cover includes use on the farm and towing of trailers up to 3,500 kg.</p>
<p>To renew, please let us know by 3 December 2026; we will then collect GBP518.75 by Direct Debit.</p>
<p style="font-size:7.5pt;color:#555;margin-top:30pt">Lycetts is a trading name of Lycett, Browne-Swinburne &amp; Douglass Limited, authorised and regulated by the Financial Conduct Authority (FRN 310113). Your policy is underwritten by Ageas Insurance Limited.</p>
`,
    expected: {
      renewalDate: '2026-12-05',
      insurer: 'Lycetts',
      policyNumber: 'LYC/MV/120577',
      registrationNumber: 'NA66FPJ',
      renewalPremium: '518.75',
      previousPremium: '489.30',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    // A table whose amount column is headed '£', the figures bare; the old cover's end and the new one's start.
    name: 'allianz',
    html: `
<div style="background:#003781;color:#fff;padding:10pt 12pt;font:bold 20pt Arial">Allianz <span style="font:10pt Arial">Car Insurance</span></div>
<table style="margin-top:12pt;width:100%"><tr>
  <td>Mrs Kerry Ann Doherty<br>5 Sandpiper Way<br>Lisburn<br>BT28 2XQ</td>
  <td class="r">Date: 24 November 2026<br>Policy number: AZM29316604<br>Customer ID: 6620-1174</td>
</tr></table>
<h2 style="font-size:14pt">Renewing your car insurance</h2>
<p>Dear Mrs Doherty,</p>
<p>Your cover for your Hyundai Tucson, registration DY18 TCV, ends at midnight on 14 January 2027 and your new period of insurance starts on 15 January 2027. Here is your price for the new period.</p>
<table style="width:70%">
  <tr><th>Your premium</th><th class="r">£</th></tr>
  <tr><td>Premium for your car (including Insurance Premium Tax)</td><td class="r">596.48</td></tr>
  <tr><td>Motor Legal Protection (optional)</td><td class="r">24.99</td></tr>
  <tr style="font-weight:bold;border-top:1px solid #999"><td>Total</td><td class="r">621.47</td></tr>
  <tr><td>Last year's premium for your car (including IPT, without optional extras)</td><td class="r">563.90</td></tr>
</table>
<table style="width:70%;margin-top:12pt">
  <tr><th>Your excesses</th><th class="r">£</th></tr>
  <tr><td>Compulsory</td><td class="r">250</td></tr>
  <tr><td>Voluntary</td><td class="r">250</td></tr>
  <tr><td>Total</td><td class="r">500</td></tr>
</table>
<p>Your next Direct Debit of 621.47 will be collected on or after 15 January 2027. If you'd like to talk to us, call 0344 412 9988 (Monday to Friday 8am to 8pm).</p>
<p style="font-size:7.5pt;color:#555;margin-top:24pt">Allianz Insurance plc. Registered in England number 84638. Registered office: 57 Ladymead, Guildford, Surrey GU1 1DB. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 121849).</p>
`,
    expected: {
      renewalDate: '2027-01-15',
      insurer: 'Allianz',
      policyNumber: 'AZM29316604',
      registrationNumber: 'DY18TCV',
      renewalPremium: '596.48',
      previousPremium: '563.90',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    // Each label above its value, in small grey type; all amounts in pounds, said once, the figures bare.
    name: 'lv',
    html: `
<style>.f{display:inline-block;width:30%;margin:0 2% 12pt 0;vertical-align:top}.f small{display:block;font-size:7pt;color:#888;text-transform:uppercase;letter-spacing:.5pt}.f b{font-size:12pt}</style>
<div style="display:flex;justify-content:space-between"><div style="font:bold 24pt Arial;color:#00965e">LV=</div><div style="font-size:9pt;text-align:right">Liverpool Victoria Insurance Company Limited<br>Pynes Hill, Exeter EX2 5SP</div></div>
<p style="margin-top:16pt">Mr Owen Brackley<br>31 Fennel Drive<br>Swindon SN25 4DT</p>
<p>Date: 28 November 2026</p>
<h2 style="font-size:14pt;color:#00965e">Your car insurance renewal</h2>
<p>Hello Owen, here are your renewal details. All amounts are in pounds and include Insurance Premium Tax.</p>
<div class="f"><small>Policy number</small><b>LVM 6104 2285</b></div><div class="f"><small>Car</small><b>Mazda CX-5 2.0 SE-L</b></div><div class="f"><small>Registration</small><b>EF17 WNB</b></div>
<div class="f"><small>Cover starts</small><b>21/03/2027</b></div><div class="f"><small>Cover ends</small><b>20/03/2028</b></div><div class="f"><small>Date of birth</small><b>12/10/1982</b></div>
<div class="f"><small>Renewal price</small><b>402.12</b></div><div class="f"><small>Last year's price</small><b>389.55</b></div><div class="f"><small>Difference</small><b>+12.57</b></div>
<div class="f"><small>Compulsory excess</small><b>350</b></div><div class="f"><small>Voluntary excess</small><b>150</b></div><div class="f"><small>Total excess</small><b>500</b></div>
<p>Your renewal price and last year's price are both for your car insurance only. You also have LV= Breakdown Cover, renewing separately on 03/04/2027.</p>
<p>You don't need to do anything: we'll take 12 monthly payments of 33.51 from your bank account, the first on 21/03/2027 (12 x 33.51 = 402.12; there is no charge for paying monthly). Questions? Call 0330 123 9470.</p>
<p style="font-size:7.5pt;color:#555;margin-top:24pt">LV= and Liverpool Victoria are registered trademarks of Liverpool Victoria Financial Services Limited and are used under licence by Liverpool Victoria Insurance Company Limited (LVIC), authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA (FRN 202965). LVIC is part of the Allianz group.</p>
`,
    expected: {
      renewalDate: '2027-03-21',
      insurer: 'LV=',
      policyNumber: 'LVM 6104 2285',
      registrationNumber: 'EF17WNB',
      renewalPremium: '402.12',
      previousPremium: '389.55',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
  {
    // A table with a 'GBP' column and bare figures, this year's and last year's car insurance one above the other;
    // printed from HTML and scanned.
    name: 'cornmarket',
    scan: true,
    html: `
<div style="border-bottom:3px solid #e35205;padding-bottom:4pt"><span style="font:bold 19pt Arial;color:#1d1d4e">Cornmarket</span> <span style="font-size:9pt;color:#555">Insurance Services</span></div>
<table style="width:100%;margin-top:10pt"><tr>
  <td>Ms Bernadette Ryan<br>18 Ashfield Park<br>Worcester WR3 8QH</td>
  <td class="r">Date: 12 November 2026<br>Member number: 8841203<br>Enquiries: 028 9024 6000</td>
</tr></table>
<h2 style="font-size:13pt;color:#1d1d4e">Your Cornmarket car insurance is due for renewal</h2>
<p>Dear Ms Ryan,</p>
<p>As a member of the nursing and midwifery scheme, your car insurance has been reviewed for the year ahead. The renewal date of your policy is 09/12/2026.</p>
<table class="box" style="width:75%">
  <tr><td>Policy number</td><td>CMK/41173392</td></tr>
  <tr><td>Car</td><td>Honda Jazz 1.5 i-MMD EX, registration WR65 HXN</td></tr>
  <tr><td>Main driver</td><td>Bernadette Ryan, date of birth 25/01/1975</td></tr>
  <tr><td>Renewal date</td><td>09/12/2026</td></tr>
</table>
<table style="width:75%;margin-top:12pt">
  <tr><th>Your car insurance premium</th><th class="r">GBP</th></tr>
  <tr><td>Car insurance 2026/27 (new premium)</td><td class="r">455.20</td></tr>
  <tr><td>Car insurance 2025/26 (previous premium)</td><td class="r">438.70</td></tr>
  <tr><td>Difference</td><td class="r">+16.50</td></tr>
</table>
<table style="width:75%;margin-top:12pt">
  <tr><th>Your excess</th><th class="r">GBP</th></tr>
  <tr><td>Compulsory excess</td><td class="r">200</td></tr>
  <tr><td>Voluntary excess</td><td class="r">200</td></tr>
  <tr><td>Total excess</td><td class="r">400</td></tr>
</table>
<p>Both premiums include Insurance Premium Tax. You pay by Direct Debit: a first payment of 37.97 on 09/12/2026, then 11 monthly payments of 37.93 (total 455.20, no interest charged).</p>
<p style="font-size:7.5pt;color:#555;margin-top:24pt">Cornmarket Insurance Services is a trading name of Cornmarket Insurance Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 308099). Cornmarket is part of the Irish Life Group. Your policy is underwritten by Ageas Insurance Limited.</p>
`,
    expected: {
      renewalDate: '2026-12-09',
      insurer: 'Cornmarket',
      policyNumber: 'CMK/41173392',
      registrationNumber: 'WR65HXN',
      renewalPremium: '455.20',
      previousPremium: '438.70',
      compulsoryExcess: '200',
      voluntaryExcess: '200',
      totalExcess: '400',
    },
  },
  {
    // Printed from HTML over two pages: this year's and last year's figures side by side under a 'GBP' heading, the
    // excesses and a payment plan on page two.
    name: 'a-plan',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center"><div style="font:bold 22pt Arial;color:#d6001c">A-Plan</div><div style="font-size:8.5pt;text-align:right">A-Plan Insurance, Banbury branch<br>44 Bridge Street, Banbury OX16 5QA<br>01295 270 663</div></div>
<p style="margin-top:16pt">Mr Callum Frost<br>2 Wheatfield Court<br>Bicester OX26 3GH</p>
<p>20 November 2026 &nbsp; Your reference: APL-PC-9048813</p>
<h2 style="font-size:14pt">Your car insurance renewal</h2>
<p>Dear Mr Frost, your car insurance for your BMW 320d M Sport (HG19 RZE) is due for renewal on 08/01/2027. We have searched our panel of insurers and recommend renewing with your current insurer.</p>
<table style="width:80%">
  <tr><th></th><th class="r">This year<br>GBP</th><th class="r">Last year<br>GBP</th></tr>
  <tr><td>Car insurance premium (including IPT)</td><td class="r">574.35</td><td class="r">541.90</td></tr>
  <tr><td>Change</td><td class="r">+32.45</td><td></td></tr>
</table>
<p>Your price includes a 10% discount for your 8 years' no claims bonus. Please read the details on page 2 and tell us if anything is wrong.</p>
<p style="font-size:8pt;color:#555">Page 1 of 2</p>
<div style="page-break-before:always"></div>
<h3 style="font-size:11.5pt">Your policy details</h3>
<table>
  <tr><td>Policy number</td><td>APL-PC-9048813</td></tr>
  <tr><td>Vehicle</td><td>BMW 320d M Sport 2019, registration HG19 RZE</td></tr>
  <tr><td>Driver</td><td>Callum Frost, born 17/06/1986</td></tr>
  <tr><td>Period of insurance</td><td>08/01/2027 to 07/01/2028</td></tr>
</table>
<table style="width:60%;margin-top:10pt">
  <tr><th>Excesses</th><th class="r">GBP</th></tr>
  <tr><td>Compulsory</td><td class="r">250</td></tr>
  <tr><td>Voluntary</td><td class="r">300</td></tr>
  <tr><td>Total</td><td class="r">550</td></tr>
</table>
<h3 style="font-size:11.5pt">Paying for your policy</h3>
<p>Pay in full: 574.35. Or pay monthly: a deposit of 57.44 and 9 monthly payments of 60.10, total amount payable 598.34 (credit charge 23.99, representative APR 9.6%).</p>
<p style="font-size:7.5pt;color:#555;margin-top:24pt">A-Plan is a trading name of A-Plan Insurance Limited, authorised and regulated by the Financial Conduct Authority (FRN 827891). Your policy is underwritten by Allianz Insurance plc. Page 2 of 2</p>
`,
    expected: {
      renewalDate: '2027-01-08',
      insurer: 'A-Plan',
      policyNumber: 'APL-PC-9048813',
      registrationNumber: 'HG19RZE',
      renewalPremium: '574.35',
      previousPremium: '541.90',
      compulsoryExcess: '250',
      voluntaryExcess: '300',
      totalExcess: '550',
    },
  },
];
