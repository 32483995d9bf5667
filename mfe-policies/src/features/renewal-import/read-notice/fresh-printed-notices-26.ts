// Set 26 (issue 47): print from old systems and document composers, a second look. Twelve letters laid out by pdfkit
// as a mainframe or a composition system prints them (two of those scanned) and four plain-text emails printed from
// Chromium with monospace columns. Written without sight of the reader.
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

/** Pads on the right to n characters. */
const pad = (text: string, n: number) => (text.length >= n ? text : text + ' '.repeat(n - text.length));
/** A label with dotted leaders out to n characters. */
const dots = (label: string, n: number) => (label.length + 2 >= n ? `${label} ` : `${label} ${'.'.repeat(n - label.length - 2)} `);

/** Lines of a fixed-pitch print, one text() call per line. */
function lines(doc: Doc, rows: readonly string[], x: number, y: number, options: { font?: string; size?: number; lead?: number } = {}): number {
  const size = options.size ?? 9;
  const lead = options.lead ?? size + 2.5;
  doc.font(options.font ?? 'Courier').fontSize(size);
  rows.forEach((row, index) => {
    if (row) doc.text(row, x, y + index * lead, { lineBreak: false });
  });
  return y + rows.length * lead;
}

/** A paragraph set in a width. */
function para(doc: Doc, text: string, x: number, y: number, width: number, font = 'Helvetica', size = 9): number {
  doc.font(font).fontSize(size).text(text, x, y, { width, lineBreak: true });
  return doc.y;
}

/** Text set right-aligned so that it ends at x + width. */
function right(doc: Doc, text: string, x: number, y: number, width: number, font = 'Helvetica', size = 9): void {
  doc.font(font).fontSize(size).text(text, x, y, { width, align: 'right', lineBreak: false });
}

export const FRESH_NOTICES_26: FreshNotice[] = [
  // 1. Direct Line: a mainframe print in Courier throughout, dotted leaders and trailing GBP columns.
  {
    name: 'direct-line',
    html: '',
    draw: (doc) => {
      let y = lines(doc, [
        'DIRECT LINE                                         RENEWAL INVITATION',
        'U K Insurance Limited                                       PAGE 0001',
        'Churchill Court, Westmoreland Road, Bromley BR1 1DP',
        'Tel 0345 246 8704   Mon-Fri 8am-8pm  Sat 9am-5pm',
        '',
        'MR D A OKONKWO                              DATE OF ISSUE  17/12/2026',
        '14 BRAMBLE CLOSE                            POLICY NUMBER  PCM 4471 20893',
        'DUSTON                                      CUSTOMER NO.   0038861274',
        'NORTHAMPTON                                 DOC REF        RN/07/A3',
        'NN5 6TQ',
        '',
        'Dear Mr Okonkwo',
        '',
        'YOUR CAR INSURANCE IS DUE FOR RENEWAL ON 14/01/2027',
        '',
        'Thank you for insuring your car with us. Your policy will renew',
        'automatically on the date above unless you tell us not to. Please',
        'check the details below and shop around to make sure you are happy',
        'with the price and cover.',
        '',
        'YOUR CAR AND COVER',
        dots('Vehicle', 37) + 'FORD FOCUS TITANIUM 1.0 ECOBOOST',
        dots('Registration', 37) + 'KM19 XTD',
        dots('Cover', 37) + 'COMPREHENSIVE',
        dots('Period of cover', 37) + '14/01/2027 TO 13/01/2028',
        dots('No Claim Discount', 37) + '6 YEARS (NOT PROTECTED)',
        dots('Named drivers', 37) + 'MRS G OKONKWO',
        '',
        'YOUR PRICE                                  THIS YEAR       LAST YEAR',
        dots('Annual premium (incl. IPT)', 37) + '      GBP  612.40     GBP  574.92',
        dots('Motor Legal Protection (optional)', 37) + '      GBP   29.00     GBP   29.00',
        dots('Total payable', 37) + '      GBP  641.40     GBP  603.92',
        '',
        'YOUR EXCESSES',
        dots('Compulsory excess', 37) + '      GBP  250',
        dots('Voluntary excess', 37) + '      GBP  250',
        dots('Total excess (accident, fire, theft)', 37) + '      GBP  500',
        dots('Windscreen replacement excess', 37) + '      GBP  115',
        '',
        'IF YOU PAY MONTHLY (CAR INSURANCE PREMIUM ONLY)',
        dots('12 monthly instalments of', 37) + '      GBP   56.24',
        dots('Total amount payable', 37) + '      GBP  674.88',
        dots('Interest charged', 37) + '      GBP   62.48',
        dots('Representative APR', 37) + '      20.9% (VARIABLE)',
        '',
        'To renew, do nothing. If you do not want to renew, call us on',
        '0345 246 8704 before 14/01/2027 quoting PCM 4471 20893.',
        '',
        'Yours sincerely',
        '',
        'J. ASHWORTH',
        'Head of Customer Services',
      ], 45, 50, { size: 9, lead: 11.6 });
      y += 8;
      lines(doc, [
        'Direct Line and U K Insurance Limited are authorised by the Prudential Regulation Authority',
        'and regulated by the Financial Conduct Authority and the PRA. FRN 202810. Registered',
        'office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England No 1179980.',
      ], 45, y, { size: 7, lead: 9 });
    },
    expected: {
      renewalDate: '2027-01-14', insurer: 'Direct Line', policyNumber: 'PCM 4471 20893', registrationNumber: 'KM19XTD',
      renewalPremium: '612.40', previousPremium: '574.92', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500',
    },
  },

  // 2. NFU Mutual: a composer's letter in Times, the pound sign in a column of its own left of right-aligned figures,
  // two label/value pairs side by side on one line.
  {
    name: 'nfu-mutual',
    html: '',
    draw: (doc) => {
      doc.font('Times-Bold').fontSize(20).text('NFU Mutual', 50, 48, { lineBreak: false });
      doc.font('Times-Roman').fontSize(8).text('Ludlow Agency, 12 Corve Street, Ludlow, Shropshire SY8 1DA   Tel 01584 872 640', 50, 74, { lineBreak: false });
      lines(doc, ['Mrs H E Pritchard', 'Upper Heath Farm', 'Clee St Margaret', 'Craven Arms', 'SY7 9DT'], 50, 120, { font: 'Times-Roman', size: 10, lead: 12.5 });
      lines(doc, ['Date      4 January 2027', 'Policy    MPA 31 772 046', 'Agent     LUD 014'], 370, 120, { font: 'Times-Roman', size: 10, lead: 12.5 });
      doc.font('Times-Bold').fontSize(13).text('Your Motor Insurance renewal', 50, 210, { lineBreak: false });
      let y = para(doc, 'Dear Mrs Pritchard, your Motor Insurance policy is due for renewal on 1 February 2027. We have set out below your renewal premium and the premium you paid last year so that you can compare them. Please read this letter with your Schedule and make sure the cover still meets your needs; you may find cheaper cover by shopping around.', 50, 232, 495, 'Times-Roman', 10.5);
      y += 10;
      doc.font('Times-Bold').fontSize(10.5).text('Your vehicle', 50, y, { lineBreak: false });
      y += 16;
      const pairs: [string, string, string, string][] = [
        ['Make and model', 'Land Rover Discovery Sport', 'Registration', 'AY68 TLK'],
        ['Cover', 'Comprehensive', 'Use', 'Social, domestic, pleasure and commuting'],
        ['No Claim Discount', '9 years (protected)', 'Main user', 'Mrs H E Pritchard'],
      ];
      for (const [a, b, c, d] of pairs) {
        doc.font('Times-Roman').fontSize(10);
        doc.text(a, 50, y, { lineBreak: false });
        doc.text(b, 150, y, { lineBreak: false });
        doc.text(c, 320, y, { lineBreak: false });
        doc.text(d, 395, y, { width: 150, lineBreak: false });
        y += 14;
      }
      y += 10;
      doc.font('Times-Bold').fontSize(10.5).text('Your premium', 50, y, { lineBreak: false });
      y += 16;
      const money: [string, string][] = [
        ['Your renewal premium for the year from 1 February 2027', '1,046.30'],
        ['Your premium last year', '968.75'],
        ['Insurance Premium Tax included in your renewal premium', '112.10'],
      ];
      for (const [label, amount] of money) {
        doc.font('Times-Roman').fontSize(10).text(label, 50, y, { lineBreak: false });
        doc.text('£', 420, y, { lineBreak: false });
        right(doc, amount, 430, y, 80, 'Times-Roman', 10);
        y += 14;
      }
      y += 10;
      doc.font('Times-Bold').fontSize(10.5).text('Your excesses', 50, y, { lineBreak: false });
      y += 16;
      const excess: [string, string, string, string][] = [
        ['Compulsory excess', '£350', 'Voluntary excess', '£100'],
        ['Total excess', '£450', 'Windscreen excess', '£75'],
      ];
      for (const [a, b, c, d] of excess) {
        doc.font('Times-Roman').fontSize(10);
        doc.text(a, 50, y, { lineBreak: false });
        doc.text(b, 200, y, { lineBreak: false });
        doc.text(c, 320, y, { lineBreak: false });
        doc.text(d, 450, y, { lineBreak: false });
        y += 14;
      }
      y += 10;
      doc.font('Times-Bold').fontSize(10.5).text('Paying for your policy', 50, y, { lineBreak: false });
      y += 16;
      y = para(doc, 'You pay by monthly Direct Debit at no extra cost: a first payment of £87.21 on 1 February 2027 and then 11 payments of £87.19, a total of £1,046.30. We will collect these from the account ending 2291.', 50, y, 495, 'Times-Roman', 10);
      y += 8;
      y = para(doc, 'Your other policies with us: Home Insurance HH 22 481 907 renews on 19 March 2027 (premium last year £412.60). Call your agent on 01584 872 640 if anything has changed.', 50, y, 495, 'Times-Roman', 10);
      y += 8;
      y = para(doc, 'Yours sincerely,\nGareth Bowen, Agent', 50, y, 300, 'Times-Roman', 10);
      para(doc, 'NFU Mutual is The National Farmers Union Mutual Insurance Society Limited (No. 111982). Registered in England. Registered Office: Tiddington Road, Stratford upon Avon, Warwickshire CV37 7BJ. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Financial Services Register No. 117664. A member of the Association of British Insurers.', 50, 770, 495, 'Times-Roman', 7);
    },
    expected: {
      renewalDate: '2027-02-01', insurer: 'NFU Mutual', policyNumber: 'MPA 31 772 046', registrationNumber: 'AY68TLK',
      renewalPremium: '1046.30', previousPremium: '968.75', compulsoryExcess: '350', voluntaryExcess: '100', totalExcess: '450',
    },
  },

  // 3. Saga: a running header on each page; the schedule continued on page 2 with the price only there.
  {
    name: 'saga',
    html: '',
    draw: (doc) => {
      const header = (page: number) => {
        doc.font('Helvetica').fontSize(7.5).text(`Saga Car Insurance     Mrs P J Whitcombe     Policy SCI/7720418/03     Page ${page} of 2`, 50, 28, { lineBreak: false });
        doc.moveTo(50, 40).lineTo(545, 40).stroke();
      };
      header(1);
      doc.font('Helvetica-Bold').fontSize(18).text('Saga', 50, 56, { lineBreak: false });
      doc.font('Helvetica').fontSize(8).text('Enbrook Park, Sandgate, Folkestone, Kent CT20 3SE', 50, 78, { lineBreak: false });
      lines(doc, ['Mrs P J Whitcombe', '3 The Paddocks', 'Lympne', 'Hythe', 'CT21 4PF'], 50, 120, { font: 'Helvetica', size: 10, lead: 12.5 });
      lines(doc, ['2 February 2027', 'Customer number 40 118 5523', 'Questions? 0800 015 8055'], 380, 120, { font: 'Helvetica', size: 9, lead: 12 });
      doc.font('Helvetica-Bold').fontSize(13).text('Your Saga Car Insurance renewal', 50, 205, { lineBreak: false });
      let y = para(doc, 'Dear Mrs Whitcombe, your policy is due to renew on 3 March 2027. Your renewal schedule starts below and continues on the next page, where you will find your renewal premium set beside what you paid last year. As with any renewal, it is worth checking that the cover is still right for you and comparing prices.', 50, 226, 495, 'Helvetica', 10);
      y += 12;
      doc.font('Helvetica-Bold').fontSize(11).text('Renewal schedule', 50, y, { lineBreak: false });
      y += 18;
      const rows: [string, string][] = [
        ['Policyholder', 'Mrs Patricia Jane Whitcombe'],
        ['Period of insurance', '3 March 2027 to 2 March 2028 (both days inclusive)'],
        ['Vehicle', 'Honda Jazz 1.5 i-MMD EX, 2017'],
        ['Registration mark', 'WV17 HJN'],
        ['Cover', 'Comprehensive'],
        ['Drivers', 'Policyholder and Mr Keith Whitcombe'],
        ['Class of use', 'Social, domestic and pleasure'],
        ['Annual mileage', '4,000'],
        ['No Claims Discount', '15 years, protected'],
        ['Courtesy car', 'Included while your car is repaired by an approved repairer'],
      ];
      for (const [a, b] of rows) {
        doc.font('Helvetica').fontSize(9.5).text(a, 60, y, { lineBreak: false });
        doc.text(b, 210, y, { lineBreak: false });
        y += 15;
      }
      y += 10;
      para(doc, 'Saga Services Limited is authorised and regulated by the Financial Conduct Authority (FRN 310936) and arranges your insurance. Your insurer is named on page 2.', 50, y, 495, 'Helvetica', 8.5);
      doc.font('Helvetica-Oblique').fontSize(9).text('Renewal schedule continued overleaf', 50, 780, { width: 495, align: 'right', lineBreak: false });
      doc.addPage();
      header(2);
      doc.font('Helvetica-Bold').fontSize(11).text('Renewal schedule (continued)', 50, 60, { lineBreak: false });
      y = 84;
      const more: [string, string][] = [
        ['Your renewal premium', '£438.56'],
        ["Last year's premium", '£401.23'],
        ['Insurance Premium Tax (included above)', '£46.99'],
        ['Compulsory excess', '£150'],
        ['Voluntary excess', '£200'],
        ['Total excess', '£350'],
        ['Windscreen excess (replacement)', '£90'],
      ];
      for (const [a, b] of more) {
        doc.font('Helvetica').fontSize(9.5).text(a, 60, y, { lineBreak: false });
        right(doc, b, 300, y, 90, 'Helvetica', 9.5);
        y += 15;
      }
      y += 12;
      doc.font('Helvetica-Bold').fontSize(10).text('Optional extras you may add', 50, y, { lineBreak: false });
      y += 16;
      const extras: [string, string][] = [
        ['Saga Motor Legal Expenses', '£24.99'],
        ['Saga Breakdown Cover (roadside and recovery)', '£98.00'],
        ['Your premium with both extras', '£561.55'],
      ];
      for (const [a, b] of extras) {
        doc.font('Helvetica').fontSize(9.5).text(a, 60, y, { lineBreak: false });
        right(doc, b, 300, y, 90, 'Helvetica', 9.5);
        y += 15;
      }
      y += 12;
      y = para(doc, 'If you pay by monthly Direct Debit: 11 payments of £36.55 and a last payment of £36.51, a total of £438.56 with no interest charged.', 50, y, 495, 'Helvetica', 9.5);
      y = para(doc, 'Your policy will renew automatically. If you do not want it to, call us on 0800 015 8055 before 3 March 2027.', 50, y + 6, 495, 'Helvetica', 9.5);
      para(doc, 'Saga Car Insurance is arranged and administered by Saga Services Limited, Enbrook Park, Sandgate, Folkestone, Kent CT20 3SE, and underwritten by Acromas Insurance Company Limited. Registered in England and Wales No. 732835.', 50, y + 20, 495, 'Helvetica', 7.5);
    },
    expected: {
      renewalDate: '2027-03-03', insurer: 'Saga', policyNumber: 'SCI/7720418/03', registrationNumber: 'WV17HJN',
      renewalPremium: '438.56', previousPremium: '401.23', compulsoryExcess: '150', voluntaryExcess: '200', totalExcess: '350',
    },
  },

  // 4. Aviva: a summary box drawn as four text() calls out of reading order.
  {
    name: 'aviva',
    html: '',
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(22).text('AVIVA', 50, 48, { lineBreak: false });
      doc.font('Helvetica').fontSize(8).text('Aviva Insurance Limited, Pitheavlis, Perth PH2 0NH   aviva.co.uk/myaviva   0800 051 5260', 50, 76, { lineBreak: false });
      lines(doc, ['Mr Tomasz Nowak', 'Flat 6, Alder House', '41 Victoria Road', 'Swindon', 'SN1 3BU'], 50, 115, { font: 'Helvetica', size: 10, lead: 12.5 });
      lines(doc, ['Date of letter: 24 November 2026', 'Policy number: P 74103826 MTR', 'Your car: SN20 KFE'], 350, 115, { font: 'Helvetica', size: 9, lead: 12.5 });
      doc.font('Helvetica-Bold').fontSize(14).text('Time to renew your car insurance', 50, 200, { lineBreak: false });
      para(doc, 'Dear Mr Nowak, your Aviva car insurance for your Skoda Octavia SE L 2.0 TDI (SN20 KFE) ends on 21 December 2026 and your new policy starts on 22 December 2026. We will renew it automatically unless you tell us not to.', 50, 222, 495, 'Helvetica', 10);
      // The summary box: drawn figure first, then the last-year line, then the title, then the label.
      doc.rect(50, 275, 495, 78).stroke();
      right(doc, '£527.81', 380, 304, 150, 'Helvetica-Bold', 16);
      doc.font('Helvetica').fontSize(9.5).text("Last year's price (for comparison): £489.60", 62, 330, { lineBreak: false });
      doc.font('Helvetica-Bold').fontSize(11).text('Your price summary', 62, 283, { lineBreak: false });
      doc.font('Helvetica').fontSize(11).text('Your renewal price for the next 12 months', 62, 306, { lineBreak: false });
      let y = 370;
      doc.font('Helvetica-Bold').fontSize(10.5).text('Your cover and excesses', 50, y, { lineBreak: false });
      y += 16;
      const rows: [string, string][] = [
        ['Cover', 'Comprehensive'],
        ['Drivers', 'Mr Tomasz Nowak, Mrs Agnieszka Nowak'],
        ['Compulsory excess', '£250'],
        ['Voluntary excess', '£150'],
        ['Total excess', '£400'],
        ['Additional excess for drivers under 25 or with a provisional licence', '£250'],
        ['Glass replacement excess', '£115'],
      ];
      for (const [a, b] of rows) {
        doc.font('Helvetica').fontSize(9.5).text(a, 60, y, { lineBreak: false });
        doc.text(b, 380, y, { lineBreak: false });
        y += 14;
      }
      y += 10;
      doc.font('Helvetica-Bold').fontSize(10.5).text('Paying monthly', 50, y, { lineBreak: false });
      y = para(doc, 'You currently pay monthly. Your renewal price paid by 12 monthly instalments of £47.09 comes to £565.08, including interest of £37.27. Representative APR 13.9%. Aviva Motor Legal Services is included; Aviva Breakdown Cover (Roadside) would add £42.00 a year.', 50, y + 16, 495, 'Helvetica', 9.5);
      y = para(doc, 'Please check your details carefully and shop around: you may find the same cover for less elsewhere. If you need to change anything, call 0800 051 5260.', 50, y + 8, 495, 'Helvetica', 9.5);
      para(doc, 'Aviva Insurance Limited. Registered in Scotland No. 2116. Registered Office: Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Firm Reference Number 202153.', 50, 770, 495, 'Helvetica', 7);
    },
    expected: {
      renewalDate: '2026-12-22', insurer: 'Aviva', policyNumber: 'P 74103826 MTR', registrationNumber: 'SN20KFE',
      renewalPremium: '527.81', previousPremium: '489.60', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400',
    },
  },

  // 5. Churchill (scanned): a mainframe notice in Courier, upper-case labels with short codes, trailing GBP.
  {
    name: 'churchill',
    html: '',
    scan: true,
    draw: (doc) => {
      lines(doc, [
        'CHURCHILL                                      MOTOR RENEWAL NOTICE',
        'PO BOX 1000, BROMLEY BR1 1DP                   TEL 0345 878 6261',
        '',
        'MISS R K ATHWAL                                ISSUED   12 JAN 2027',
        '88 FERNDALE ROAD                               BRANCH   DIRECT',
        'COVENTRY                                       SEQ      000417/0092',
        'CV3 4HY',
        '',
        'POLICY NO    : CH/PC/20471993',
        'VEHICLE REG  : BD66 WPN         MAKE/MODEL : VAUXHALL CORSA SE 1.4',
        'RENEWAL DATE : 09 FEB 2027      COVER      : COMP',
        'EXPIRY DATE  : 08 FEB 2027      NCD        : 4 YRS',
        '',
        'CODE  DESCRIPTION                                      AMOUNT',
        'PREM  RENEWAL PREMIUM ............................  731.06 GBP',
        'PREM  PREVIOUS YEAR PREMIUM ......................  655.40 GBP',
        'IPT   INSURANCE PREMIUM TAX (INCLUDED) ...........   78.33 GBP',
        'ADD   GUARANTEED HIRE CAR PLUS (OPTIONAL) ........   32.00 GBP',
        'TOT   TOTAL INCLUDING OPTIONAL EXTRAS ............  763.06 GBP',
        '',
        'XS    COMPULSORY EXCESS ..........................  350 GBP',
        'XS    VOLUNTARY EXCESS ...........................  100 GBP',
        'XS    TOTAL EXCESS ...............................  450 GBP',
        'XS    WINDSCREEN REPLACEMENT .....................  115 GBP',
        '',
        'INSTALMENTS  11 X 70.92 GBP AFTER DEPOSIT OF 0.00 GBP',
        '             FIRST PAYMENT 09 FEB 2027  TOTAL 780.12 GBP  APR 14.9%',
        '',
        'YOUR POLICY WILL RENEW AUTOMATICALLY ON 09 FEB 2027. TO CANCEL',
        'AUTOMATIC RENEWAL CALL 0345 878 6261. PLEASE CHECK YOUR COVER',
        'AND SHOP AROUND BEFORE YOU RENEW.',
        '',
        'CHURCHILL IS A TRADING NAME OF U K INSURANCE LIMITED. REGISTERED',
        'OFFICE: THE WHARF, NEVILLE STREET, LEEDS LS1 4AZ. REGISTERED IN',
        'ENGLAND AND WALES NO 1179980. AUTHORISED BY THE PRUDENTIAL',
        'REGULATION AUTHORITY AND REGULATED BY THE FCA AND THE PRA, FRN 202810.',
      ], 50, 60, { size: 10, lead: 14 });
    },
    expected: {
      renewalDate: '2027-02-09', insurer: 'Churchill', policyNumber: 'CH/PC/20471993', registrationNumber: 'BD66WPN',
      renewalPremium: '731.06', previousPremium: '655.40', compulsoryExcess: '350', voluntaryExcess: '100', totalExcess: '450',
    },
  },

  // 6. esure: amounts with no symbol under a heading '(£)', this year and last year side by side.
  {
    name: 'esure',
    html: '',
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text('esure', 50, 50, { lineBreak: false });
      doc.font('Helvetica').fontSize(8).text('The Observatory, Castlefield Road, Reigate, Surrey RH2 0SG', 50, 75, { lineBreak: false });
      lines(doc, ['Ms Chloe Barraclough', '27 Westgate Terrace', 'Ilkley', 'LS29 8LW'], 50, 115, { font: 'Helvetica', size: 10, lead: 12.5 });
      lines(doc, ['Policy number   ESU/MTR/55410862', 'Letter date     29/12/2026', 'Renewal date    27/01/2027'], 340, 115, { font: 'Helvetica', size: 9, lead: 13 });
      doc.font('Helvetica-Bold').fontSize(13).text('Your car insurance renewal', 50, 190, { lineBreak: false });
      para(doc, 'Hi Chloe, your car insurance with esure is due for renewal on 27/01/2027 for your MINI Cooper 1.5 (LN20 OKC). Here is your price for the coming year beside last year\'s. Your policy renews automatically; you can turn this off in your account.', 50, 210, 495, 'Helvetica', 10);
      let y = 262;
      doc.font('Helvetica-Bold').fontSize(10).text('Your price', 50, y, { lineBreak: false });
      doc.font('Helvetica').fontSize(9).text('(£)', 360, y, { lineBreak: false });
      y += 16;
      doc.font('Helvetica-Bold').fontSize(9);
      right(doc, '2027/28', 330, y, 90, 'Helvetica-Bold', 9);
      right(doc, '2026/27', 430, y, 90, 'Helvetica-Bold', 9);
      y += 14;
      const rows: [string, string, string][] = [
        ['Car insurance premium', '688.14', '702.55'],
        ['  of which Insurance Premium Tax', '73.73', '75.27'],
        ['Motor legal protection (optional)', '26.99', '26.99'],
        ['Total if you keep motor legal protection', '715.13', '729.54'],
      ];
      for (const [a, b, c] of rows) {
        doc.font('Helvetica').fontSize(9.5).text(a, 60, y, { lineBreak: false });
        right(doc, b, 330, y, 90, 'Helvetica', 9.5);
        right(doc, c, 430, y, 90, 'Helvetica', 9.5);
        y += 14;
      }
      y += 14;
      doc.font('Helvetica-Bold').fontSize(10).text('Your excess', 50, y, { lineBreak: false });
      doc.font('Helvetica').fontSize(9).text('(£)', 360, y, { lineBreak: false });
      y += 16;
      const xs: [string, string][] = [
        ['Compulsory', '300'],
        ['Voluntary', '250'],
        ['Total for accident, fire or theft claims', '550'],
        ['Windscreen repair / replacement', '25 / 100'],
      ];
      for (const [a, b] of xs) {
        doc.font('Helvetica').fontSize(9.5).text(a, 60, y, { lineBreak: false });
        right(doc, b, 330, y, 90, 'Helvetica', 9.5);
        y += 14;
      }
      y += 12;
      y = para(doc, 'Paying monthly? 10 instalments of £75.70 after a deposit of £68.81; total £825.81 including a credit charge of £137.67 (representative APR 29.9% variable). Your credit is provided by Premium Credit Limited.', 50, y, 495, 'Helvetica', 9.5);
      y = para(doc, 'Check your cover and shop around: prices change and you may find a better deal. Questions? Call 0345 045 2050.', 50, y + 8, 495, 'Helvetica', 9.5);
      para(doc, 'esure is a trading name of esure Services Limited, which is authorised and regulated by the Financial Conduct Authority (FRN 512020). Underwritten by esure Insurance Limited (FRN 310970). Registered in England and Wales No. 07064312.', 50, 770, 495, 'Helvetica', 7);
    },
    expected: {
      renewalDate: '2027-01-27', insurer: 'esure', policyNumber: 'ESU/MTR/55410862', registrationNumber: 'LN20OKC',
      renewalPremium: '688.14', previousPremium: '702.55', compulsoryExcess: '300', voluntaryExcess: '250', totalExcess: '550',
    },
  },

  // 7. Hastings Direct: figures on a slightly different baseline from their labels; a tear-off slip with a deposit.
  {
    name: 'hastings-direct',
    html: '',
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(18).text('Hastings Direct', 50, 50, { lineBreak: false });
      doc.font('Helvetica').fontSize(8).text('Conquest House, Collington Avenue, Bexhill-on-Sea, East Sussex TN39 3LW   0333 321 9800', 50, 73, { lineBreak: false });
      lines(doc, ['Mr Lewis Carmody', '9 Moorland View', 'Bradford', 'BD10 8RZ'], 50, 110, { font: 'Helvetica', size: 10, lead: 12.5 });
      lines(doc, ['20 November 2026', 'Your policy number: HD 5038 2271 44'], 360, 110, { font: 'Helvetica', size: 9, lead: 13 });
      doc.font('Helvetica-Bold').fontSize(13).text('Your renewal is coming up', 50, 180, { lineBreak: false });
      para(doc, 'Dear Mr Carmody, your car insurance for your Hyundai i30 (YH63 FVZ) renews on 18 December 2026. Your renewal price is below, with what you paid last year. Please check everything is right and compare prices before you renew.', 50, 200, 495, 'Helvetica', 10);
      let y = 252;
      const rows: [string, string, string][] = [
        ['Your renewal price', '£846.22', 'Helvetica-Bold'],
        ["Last year's price", '£779.10', 'Helvetica'],
        ['Cover level', 'Hastings Premier, comprehensive', 'Helvetica'],
        ['Compulsory excess', '£300', 'Helvetica'],
        ['Voluntary excess', '£250', 'Helvetica'],
        ['Total excess', '£550', 'Helvetica'],
      ];
      for (const [label, value, font] of rows) {
        doc.font(font).fontSize(10).text(label, 60, y, { lineBreak: false });
        // the composer sets the value a few points lower than its label
        doc.font(font).fontSize(10).text(value, 300, y + 3.5, { lineBreak: false });
        y += 18;
      }
      y += 8;
      y = para(doc, 'Paying monthly: deposit £84.62 then 10 monthly instalments of £82.26; total amount payable £907.22, including interest of £61.00. Representative APR 19.5%. Your optional RAC breakdown cover (£39.99) and Motor Legal Expenses (£24.99) are not included in the price above.', 50, y, 495, 'Helvetica', 9.5);
      y = para(doc, 'Your policy will renew automatically. To stop this, go to your online account or call 0333 321 9800.', 50, y + 8, 495, 'Helvetica', 9.5);
      para(doc, 'Hastings Direct is a trading name of Hastings Insurance Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 311492). Your policy is underwritten by Advantage Insurance Company Limited, Gibraltar.', 50, y + 10, 495, 'Helvetica', 7.5);
      // tear-off slip
      doc.dash(4, { space: 3 }).moveTo(40, 640).lineTo(555, 640).stroke().undash();
      doc.font('Helvetica').fontSize(7).text('Detach and return with your payment', 50, 644, { lineBreak: false });
      doc.rect(50, 658, 495, 100).stroke();
      doc.font('Helvetica-Bold').fontSize(10).text('Payment slip', 62, 668, { lineBreak: false });
      doc.font('Helvetica').fontSize(9.5).text('Name: Mr L Carmody', 62, 688, { lineBreak: false });
      doc.text('Policy: HD 5038 2271 44', 62, 703, { lineBreak: false });
      doc.text('Amount to pay now (deposit)', 300, 688, { lineBreak: false });
      doc.font('Helvetica-Bold').fontSize(14).text('£84.62', 300, 703, { lineBreak: false });
      doc.font('Helvetica').fontSize(8).text('Cheques payable to Hastings Insurance Services Ltd. Please write your policy number on the back.', 62, 735, { lineBreak: false });
    },
    expected: {
      renewalDate: '2026-12-18', insurer: 'Hastings Direct', policyNumber: 'HD 5038 2271 44', registrationNumber: 'YH63FVZ',
      renewalPremium: '846.22', previousPremium: '779.10', compulsoryExcess: '300', voluntaryExcess: '250', totalExcess: '550',
    },
  },

  // 8. Co-op Insurance: Courier, two label/value pairs side by side in one text() call per line.
  {
    name: 'co-op-insurance',
    html: '',
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(18).text('Co-op Insurance', 45, 48, { lineBreak: false });
      const y = lines(doc, [
        'PO Box 1034, Norwich NR1 3WN                    Tel 0800 781 1402',
        '',
        'Mr A J Fairclough                               Date    03/02/2027',
        '51 Kingsway                                     Member  633 5520 1877',
        'Chorlton',
        'Manchester',
        'M21 0SF',
        '',
        'RENEWAL OF YOUR CAR INSURANCE',
        '',
        'Dear Mr Fairclough',
        '',
        'Your car insurance is due to renew. The details we hold and your',
        'renewal price are shown below. Please check them and compare the',
        'price with other providers before you decide.',
        '',
        pad('Policy number   CIS-MT-0881432', 48) + 'Renewal date      05/03/2027',
        pad('Vehicle reg     FE21 RXA', 48) + 'Cover             Comprehensive',
        pad('Make / model    Kia Niro 1.6 GDi 2', 48) + 'NCD               7 years',
        pad('Renewal premium £569.30', 48) + 'Last year premium £531.88',
        pad('IPT included    £61.00', 48) + 'Monthly (x12)     £50.67',
        pad('Compulsory xs   £250', 48) + 'Voluntary xs      £150',
        pad('Total excess    £400', 48) + 'Windscreen xs     £95',
        '',
        'Monthly payments: 12 instalments of £50.67, total £608.04,',
        'interest £38.74, representative APR 13.9%.',
        '',
        'Optional extras (not included above):',
        '  Motor legal protection                      £22.50',
        '  Breakdown cover, Roadside & Home            £54.00',
        '',
        'Your policy renews automatically on 05/03/2027. To stop this, call',
        'us on 0800 781 1402 quoting CIS-MT-0881432.',
        '',
        'Yours sincerely',
        'Co-op Insurance Customer Services',
      ], 45, 78, { size: 9.5, lead: 13 });
      para(doc, 'Co-op Insurance is a trading name of Markerstudy Insurance Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 709351). The Co-op name and logo are used under licence from Co-operative Group Limited.', 45, y + 20, 500, 'Helvetica', 7);
    },
    expected: {
      renewalDate: '2027-03-05', insurer: 'Co-op Insurance', policyNumber: 'CIS-MT-0881432', registrationNumber: 'FE21RXA',
      renewalPremium: '569.30', previousPremium: '531.88', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400',
    },
  },

  // 9. Swinton (scanned): a broker's composer letter in Times, a table with the pound sign in its own column, a
  // tear-off slip with a first instalment.
  {
    name: 'swinton',
    html: '',
    scan: true,
    draw: (doc) => {
      doc.font('Times-Bold').fontSize(22).text('Swinton', 50, 48, { lineBreak: false });
      doc.font('Times-Roman').fontSize(8.5).text('Swinton Insurance, Swinton House, 6 Great Marlborough Street, Manchester M1 5SW   0161 886 0022', 50, 76, { lineBreak: false });
      lines(doc, ['Mrs Deborah Quayle', '17 Laurel Grove', 'Wigan', 'WN1 2QH'], 50, 112, { font: 'Times-Roman', size: 11, lead: 13.5 });
      lines(doc, ['Date: 10 December 2026', 'Our ref: SWI 48 113 720 / MTR', 'Branch: Wigan'], 360, 112, { font: 'Times-Roman', size: 10, lead: 13.5 });
      doc.font('Times-Bold').fontSize(14).text('Your car insurance renewal', 50, 190, { lineBreak: false });
      let y = para(doc, 'Dear Mrs Quayle, your car insurance, which we arranged for you, comes up for renewal on 11 January 2027. We have searched our panel of insurers and your existing insurer has offered the best price. Your renewal price is shown beside last year\'s price below.', 50, 212, 495, 'Times-Roman', 11);
      y += 12;
      const rows: [string, string, string][] = [
        ['Vehicle', '', 'Peugeot 2008 Allure 1.2 PureTech'],
        ['Registration', '', 'MA69 EVT'],
        ['Insurer', '', 'Covéa Insurance plc'],
        ['Renewal price for the year from 11 January 2027', '£', '903.47'],
        ["Last year's price", '£', '861.00'],
        ['Compulsory excess', '£', '250'],
        ['Voluntary excess', '£', '250'],
        ['Total excess', '£', '500'],
      ];
      for (const [label, pound, value] of rows) {
        doc.font('Times-Roman').fontSize(11).text(label, 60, y, { lineBreak: false });
        if (pound) {
          doc.text(pound, 380, y, { lineBreak: false });
          right(doc, value, 390, y, 70, 'Times-Roman', 11);
        } else {
          doc.text(value, 330, y, { lineBreak: false });
        }
        y += 16;
      }
      y += 8;
      y = para(doc, 'Your renewal price includes Insurance Premium Tax and our arrangement fee of £25.00, as last year\'s did. If you pay monthly, the first instalment of £90.41 is taken on 11 January 2027 and then 9 instalments of £90.34; total £903.47, no interest charged.', 50, y, 495, 'Times-Roman', 10.5);
      y = para(doc, 'Your policy will renew automatically unless you tell us otherwise. Please check your cover and shop around before you renew.', 50, y + 6, 495, 'Times-Roman', 10.5);
      para(doc, 'Swinton Insurance is a trading name of Swinton Group Limited, authorised and regulated by the Financial Conduct Authority (FRN 307597). Registered in England No. 00731468.', 50, y + 8, 495, 'Times-Roman', 8);
      doc.dash(4, { space: 3 }).moveTo(40, 650).lineTo(555, 650).stroke().undash();
      doc.rect(50, 665, 495, 90).stroke();
      doc.font('Times-Bold').fontSize(11).text('Renewal acceptance slip', 62, 675, { lineBreak: false });
      doc.font('Times-Roman').fontSize(10.5).text('Mrs D Quayle    Ref SWI 48 113 720 / MTR', 62, 695, { lineBreak: false });
      doc.text('First instalment due 11/01/2027:   £90.41', 62, 712, { lineBreak: false });
      doc.text('Signed ........................................     Date ..................', 62, 732, { lineBreak: false });
    },
    expected: {
      renewalDate: '2027-01-11', insurer: 'Swinton', policyNumber: 'SWI 48 113 720 / MTR', registrationNumber: 'MA69EVT',
      renewalPremium: '903.47', previousPremium: '861.00', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500',
    },
  },

  // 10. Ageas: dotted leaders in a proportional font, amounts with a trailing GBP, add-ons and a total payable.
  {
    name: 'ageas',
    html: '',
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text('ageas', 50, 50, { lineBreak: false });
      doc.font('Helvetica').fontSize(8).text('Ageas House, Hampshire Corporate Park, Templars Way, Eastleigh, Hampshire SO53 3YA', 50, 74, { lineBreak: false });
      lines(doc, ['Dr S Mahmood', '4 Ravensworth Gardens', 'Gateshead', 'NE9 6AB'], 50, 110, { font: 'Helvetica', size: 10, lead: 12.5 });
      lines(doc, ['Issued 14/01/2027', 'Policy AGM 0093 7715 2', 'Telephone 0345 165 0009'], 370, 110, { font: 'Helvetica', size: 9, lead: 12.5 });
      doc.font('Helvetica-Bold').fontSize(13).text('Car insurance renewal invitation', 50, 180, { lineBreak: false });
      let y = para(doc, 'Dear Dr Mahmood, your Ageas car insurance renews on 12/02/2027. Please read the summary below together with your enclosed schedule.', 50, 200, 495, 'Helvetica', 10);
      y += 10;
      const row = (label: string, value: string, bold = false) => {
        const font = bold ? 'Helvetica-Bold' : 'Helvetica';
        doc.font(font).fontSize(9.5);
        const widthOfLabel = doc.widthOfString(`${label} `);
        const dot = doc.widthOfString('.');
        const count = Math.floor((360 - widthOfLabel) / dot);
        doc.text(`${label} ${'.'.repeat(count)}`, 60, y, { lineBreak: false });
        right(doc, value, 430, y, 100, font, 9.5);
        y += 14;
      };
      row('Vehicle registration', 'SK70 DHU');
      row('Vehicle', 'Toyota C-HR 1.8 Hybrid');
      row('Cover', 'Comprehensive');
      row('Period', '12/02/2027 - 11/02/2028');
      y += 6;
      row('Renewal premium', '477.95 GBP', true);
      row("Last year's premium", '452.30 GBP');
      row('Ageas Breakdown (optional)', '45.00 GBP');
      row('Total amount payable', '522.95 GBP');
      y += 6;
      row('Compulsory excess', '200 GBP');
      row('Voluntary excess', '250 GBP');
      row('Total excess', '450 GBP');
      row('Fire and theft excess', '450 GBP');
      y += 10;
      y = para(doc, 'If you pay by instalments: deposit 47.80 GBP, then 10 instalments of 50.13 GBP; total 549.10 GBP (premium and breakdown), charge for credit 26.15 GBP, representative APR 12.9%.', 50, y, 495, 'Helvetica', 9.5);
      y = para(doc, 'Your policy will renew automatically. You can change your mind and cancel within 14 days. We recommend you check the cover still suits you and compare prices elsewhere.', 50, y + 8, 495, 'Helvetica', 9.5);
      para(doc, 'Ageas Insurance Limited, registered in England and Wales No. 354568. Registered office: Ageas House, Hampshire Corporate Park, Templars Way, Eastleigh, Hampshire SO53 3YA. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Financial Services Register No. 202039.', 50, 770, 495, 'Helvetica', 7);
    },
    expected: {
      renewalDate: '2027-02-12', insurer: 'Ageas', policyNumber: 'AGM 0093 7715 2', registrationNumber: 'SK70DHU',
      renewalPremium: '477.95', previousPremium: '452.30', compulsoryExcess: '200', voluntaryExcess: '250', totalExcess: '450',
    },
  },

  // 11. Lloyds Bank: a composer's two-page letter with a sidebar "at a glance", a running header with the page
  // number, and the prices on page 2.
  {
    name: 'lloyds-bank',
    html: '',
    draw: (doc) => {
      const header = (page: number) => {
        doc.font('Helvetica').fontSize(7.5).text(`Mr Owain Griffiths  |  Car Insurance  |  Policy number LBCI 2290 6614 7  |  Page ${page} of 2`, 50, 26, { width: 495, align: 'right', lineBreak: false });
      };
      header(1);
      doc.font('Helvetica-Bold').fontSize(18).text('Lloyds Bank', 50, 50, { lineBreak: false });
      doc.font('Helvetica').fontSize(9).text('Car Insurance', 50, 72, { lineBreak: false });
      lines(doc, ['Mr Owain Griffiths', '22 Heol y Felin', 'Pontypridd', 'CF37 4DL'], 50, 110, { font: 'Helvetica', size: 10, lead: 12.5 });
      // sidebar
      doc.rect(390, 105, 155, 170).stroke();
      lines(doc, ['Your policy at a glance', '', 'Policy number', 'LBCI 2290 6614 7', '', 'Renewal date', '28 December 2026', '', 'Car', 'Volkswagen Golf Match TSI', 'MW16 ZPB'], 398, 113, { font: 'Helvetica', size: 8.5, lead: 13 });
      doc.font('Helvetica').fontSize(9).text('Date: 27 November 2026', 50, 185, { lineBreak: false });
      doc.font('Helvetica-Bold').fontSize(13).text('It\'s time to renew your car insurance', 50, 300, { lineBreak: false });
      let y = para(doc, 'Dear Mr Griffiths, thank you for insuring your car with Lloyds Bank Car Insurance. Your policy comes to an end on 27 December 2026 and, unless you tell us otherwise, we will renew it for another year from 28 December 2026. Your renewal price and last year\'s price are set out on page 2. This letter, your schedule and your policy booklet make up your renewal documents.', 50, 320, 495, 'Helvetica', 10);
      y = para(doc, 'What we need you to do: check your details are still correct, including your drivers, your annual mileage and where the car is kept overnight. If anything has changed, call us on 0345 300 1986. Your premium will be collected from your Lloyds Bank current account ending 4471, as it was last year.', 50, y + 10, 495, 'Helvetica', 10);
      y = para(doc, 'Shop around: it is always worth comparing prices with other insurers before you renew.', 50, y + 10, 495, 'Helvetica', 10);
      doc.font('Helvetica-Oblique').fontSize(9).text('Please turn over for your price and excesses', 50, 780, { lineBreak: false });
      doc.addPage();
      header(2);
      doc.font('Helvetica-Bold').fontSize(12).text('Your price', 50, 60, { lineBreak: false });
      y = 82;
      const rows: [string, string, string][] = [
        ['', 'This year', 'Last year'],
        ['Car insurance premium', '£593.44', '£548.17'],
        ['Motor Legal Protection (you chose to add this)', '£25.00', '£25.00'],
        ['Total annual cost', '£618.44', '£573.17'],
      ];
      for (const [a, b, c] of rows) {
        const font = a ? 'Helvetica' : 'Helvetica-Bold';
        doc.font('Helvetica').fontSize(9.5).text(a, 60, y, { lineBreak: false });
        right(doc, b, 330, y, 80, font, 9.5);
        right(doc, c, 430, y, 80, font, 9.5);
        y += 15;
      }
      y += 10;
      doc.font('Helvetica-Bold').fontSize(12).text('Your excesses', 50, y, { lineBreak: false });
      y += 20;
      const xs: [string, string][] = [
        ['Compulsory excess', '£250'],
        ['Voluntary excess', '£0'],
        ['Total excess for accidental damage, fire or theft', '£250'],
        ['Windscreen replacement', '£75'],
      ];
      for (const [a, b] of xs) {
        doc.font('Helvetica').fontSize(9.5).text(a, 60, y, { lineBreak: false });
        right(doc, b, 330, y, 80, 'Helvetica', 9.5);
        y += 15;
      }
      y += 10;
      y = para(doc, 'You pay annually from your current account. If you would rather pay monthly, 12 payments of £54.53 would cost £654.36 in total for the car insurance premium, including interest of £60.92 (representative APR 21.9%).', 50, y, 495, 'Helvetica', 9.5);
      para(doc, 'Lloyds Bank Car Insurance is arranged by Lloyds Bank General Insurance Limited, registered in England and Wales No. 204373, registered office 25 Gresham Street, London EC2V 7HN. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority under number 202270.', 50, y + 14, 495, 'Helvetica', 7.5);
    },
    expected: {
      renewalDate: '2026-12-28', insurer: 'Lloyds Bank', policyNumber: 'LBCI 2290 6614 7', registrationNumber: 'MW16ZPB',
      renewalPremium: '593.44', previousPremium: '548.17', compulsoryExcess: '250', voluntaryExcess: '0', totalExcess: '250',
    },
  },

  // 12. Toyota Insurance: a statement system's table of codes, upper-case labels and a heading 'AMOUNT (£)'.
  {
    name: 'toyota-insurance',
    html: '',
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(16).text('TOYOTA INSURANCE', 50, 50, { lineBreak: false });
      doc.font('Helvetica').fontSize(8).text('Toyota Insurance Services, PO Box 1313, Redhill RH1 9FS   Customer services 0344 880 5566', 50, 70, { lineBreak: false });
      lines(doc, ['MS J E ARMITAGE', '2 ORCHARD RISE', 'BRIDGNORTH', 'WV16 4NS'], 50, 105, { font: 'Helvetica', size: 10, lead: 12.5 });
      lines(doc, ['DOCUMENT DATE   15 FEB 2027', 'POLICY NUMBER   TIS/1187430/22', 'VEHICLE REG     GN22 UXB', 'RENEWAL DATE    16 MAR 2027'], 330, 105, { font: 'Courier', size: 9, lead: 12.5 });
      doc.font('Helvetica-Bold').fontSize(12).text('RENEWAL INVITATION - PRIVATE CAR', 50, 180, { lineBreak: false });
      let y = para(doc, 'Your Toyota Insurance policy for your TOYOTA YARIS DESIGN 1.5 HYBRID will renew on 16 March 2027. The table shows your premium for the coming year and last year\'s premium for comparison.', 50, 200, 495, 'Helvetica', 9.5);
      y += 10;
      const table = [
        'CODE  DESCRIPTION                           THIS YEAR    LAST YEAR',
        '                                            AMOUNT (£)   AMOUNT (£)',
        'PREM  ANNUAL PREMIUM (INCL IPT @ 12%)          402.17       389.64',
        'IPT   INSURANCE PREMIUM TAX                     43.09        41.75',
        'XSC   COMPULSORY EXCESS                        250          250',
        'XSV   VOLUNTARY EXCESS                         100          100',
        'XST   TOTAL EXCESS                             350          350',
        'KEY   KEY COVER (OPTIONAL, NOT INCLUDED)        19.99        19.99',
      ];
      doc.rect(45, y - 5, 505, table.length * 13 + 8).stroke();
      y = lines(doc, table, 52, y, { size: 8.5, lead: 13 });
      y += 14;
      y = para(doc, 'PAYMENT: MONTHLY DIRECT DEBIT, 12 PAYMENTS OF £35.71, TOTAL £428.52 INCLUDING INTEREST OF £26.35, REPRESENTATIVE APR 13.9%.', 50, y, 495, 'Helvetica', 9);
      y = para(doc, 'Your policy will renew automatically. To cancel automatic renewal call 0344 880 5566. Please review your cover and shop around for the best price. Approved Toyota repairers are used for all claims where possible; Toyota genuine parts are fitted.', 50, y + 8, 495, 'Helvetica', 9);
      para(doc, 'Toyota Insurance is arranged by Toyota Insurance Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 307213), and underwritten by Aioi Nissay Dowa Insurance UK Limited (FRN 202460). Registered in England No. 02614087.', 50, 770, 495, 'Helvetica', 7);
    },
    expected: {
      renewalDate: '2027-03-16', insurer: 'Toyota Insurance', policyNumber: 'TIS/1187430/22', registrationNumber: 'GN22UXB',
      renewalPremium: '402.17', previousPremium: '389.64', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350',
    },
  },

  // 13. Adrian Flux: a plain-text email printout, monospace columns.
  {
    name: 'adrian-flux',
    html: `<p style="font-size:8pt;color:#555">Printed from Outlook &mdash; 11 January 2027 09:42</p>
<pre style="font: 9pt/1.35 'Courier New', monospace">
From:    Adrian Flux Renewals &lt;renewals@adrianflux.co.uk&gt;
To:      nick.ambrose@btinternet.com
Sent:    Sunday, 10 January 2027 07:15
Subject: Your Adrian Flux car insurance renewal - ref AF/PC/3358201

Dear Mr Ambrose,

Your car insurance with Adrian Flux is due for renewal on 07/02/2027.
We have renewed with your current insurer, who offered the best price
from our panel this year.

  Policy reference     AF/PC/3358201
  Vehicle              Mazda MX-5 1.8i, 1998
  Registration         R617 KLW
  Cover                Comprehensive, limited mileage (3,000)
  Renewal date         07/02/2027

  PREMIUM                               2027/28        2026/27
  Annual premium (incl. IPT)          GBP 318.40     GBP 296.75
  Agreed value (unchanged)            GBP 6,500      GBP 6,500
  Club discount applied               MX-5 Owners Club

  EXCESS
  Compulsory                          GBP 250
  Voluntary                           GBP 100
  Total                               GBP 350

Optional Flux breakdown cover is available for GBP 44.99 a year.
To pay in 10 instalments: GBP 33.76 a month, total GBP 337.60,
including interest of GBP 19.20 (APR 19.9%).

We will renew your policy automatically on 07/02/2027 unless you tell
us not to. Please check your details and shop around.

Call us on 0800 369 8590 (Mon-Fri 9am-7pm).

Kind regards
Renewals Team, Adrian Flux

--
Adrian Flux Insurance Services, East Winch Hall, East Winch, King's Lynn,
Norfolk PE32 1HN. Adrian Flux is a trading name of Adrian Flux Insurance
Services Group, authorised and regulated by the Financial Conduct
Authority (FRN 307937).
</pre>`,
    expected: {
      renewalDate: '2027-02-07', insurer: 'Adrian Flux', policyNumber: 'AF/PC/3358201', registrationNumber: 'R617KLW',
      renewalPremium: '318.40', previousPremium: '296.75', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350',
    },
  },

  // 14. 1st Central: a plain-text email printout of a young driver's renewal.
  {
    name: '1st-central',
    html: `<pre style="font: 9pt/1.35 'Courier New', monospace">
Subject: Your renewal quote is ready
From:    1st Central &lt;noreply@1stcentral.co.uk&gt;
Date:    Fri 27 Nov 2026 18:03
To:      kayden.moss99@gmail.com
----------------------------------------------------------------------

Hi Kayden,

YOUR CAR INSURANCE RENEWS ON 24/12/2026

Policy number:        1CI-77302915
Car:                  Volkswagen Polo Match 1.0 (2016)
Reg:                  LR16 NDX
Cover:                Comprehensive

                                   THIS YEAR        LAST YEAR
Your premium                       £1,214.68        £1,389.02
Insurance Premium Tax (inc.)         £130.14          £148.82

Excesses
  Compulsory                          £450
  Voluntary                           £250
  Total                               £700
  Extra for drivers under 21          £250

Paying monthly?
  Deposit                           £121.47
  10 monthly payments of            £118.35
  Total amount payable            £1,304.97
  Interest                           £90.29    APR 22.9% (variable)

Your policy is set to renew automatically on 24/12/2026.
It's worth comparing prices before you renew.

Manage your policy: 1stcentral.co.uk/account   Call: 0330 088 4051

----------------------------------------------------------------------
1st Central is a trading name of First Central Insurance Management
Limited (FRN 606045), registered office Capital House, 1-5 Perrymount
Road, Haywards Heath RH16 3SY. Underwritten by Skyfire Insurance
Company Limited.
</pre>`,
    expected: {
      renewalDate: '2026-12-24', insurer: '1st Central', policyNumber: '1CI-77302915', registrationNumber: 'LR16NDX',
      renewalPremium: '1214.68', previousPremium: '1389.02', compulsoryExcess: '450', voluntaryExcess: '250', totalExcess: '700',
    },
  },

  // 15. Admiral: a plain-text email printout with another Admiral policy as a distractor.
  {
    name: 'admiral',
    html: `<p style="font-size:8pt">Mail - s.rahman@outlook.com</p>
<pre style="font: 8.5pt/1.4 'Courier New', monospace">
Admiral &lt;renewals@admiral.com&gt;                          03 December 2026
Your Admiral car insurance renewal - P81203655-3

Dear Mr Rahman,

Thanks for being an Admiral customer. Your car insurance renews on
2 January 2027. Here's what you need to know.

 POLICY NUMBER ....... P81203655-3      CUSTOMER NUMBER .... 55 71 0094
 CAR ................. NISSAN QASHQAI N-CONNECTA DIG-T 140
 VEHICLE REG ......... DE19 LVK         COVER .............. COMPREHENSIVE
 RENEWAL DATE ........ 02/01/2027       ENDS ............... 01/01/2028

 RENEWAL PREMIUM ..........................................  £655.19
 LAST YEAR'S PREMIUM ......................................  £598.34
 (Both include Insurance Premium Tax. Add-ons are priced separately.)

 COMPULSORY EXCESS ...... £250   VOLUNTARY EXCESS ..... £250
 TOTAL EXCESS ........... £500   WINDSCREEN ........... £115

 ADD-ONS YOU HAVE NOW             2027/28
 Motor Legal Protection           £27.95
 Breakdown: Roadside              £37.50
 Renewal price with your add-ons  £720.64

Paying monthly: deposit £72.06, then 10 payments of £70.52
(total £777.26 for the price with add-ons, interest £56.62, APR 18.9%).

You also have Admiral Home Insurance (H71120644-1), renewing 14/05/2027.

We'll renew automatically. If you'd like to stop this or shop around,
log in to your account or call 0333 220 2031.

Admiral is a trading name of EUI Limited, authorised and regulated by the
Financial Conduct Authority (FRN 309378). Registered office: Ty Admiral,
David Street, Cardiff CF10 2EH. Registered in England and Wales 2686904.
</pre>`,
    expected: {
      renewalDate: '2027-01-02', insurer: 'Admiral', policyNumber: 'P81203655-3', registrationNumber: 'DE19LVK',
      renewalPremium: '655.19', previousPremium: '598.34', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500',
    },
  },

  // 16. A-Plan: a broker's plain-text email with a quote table from its panel, the renewing insurer's price marked.
  {
    name: 'a-plan',
    html: `<pre style="font: 8.5pt/1.4 'Courier New', monospace">
From: A-Plan Witney &lt;witney@aplan.co.uk&gt;
Sent: 16 February 2027 11:20
Subject: Car insurance renewal  -  Policy APL 7741 0382 6

Dear Mrs Holloway

Your car insurance, arranged through A-Plan, is due for renewal on
19 March 2027. Your renewal terms are set out below.

Vehicle            Audi A3 Sportback 35 TFSI S line
Registration       EY71 BCO
Policy number      APL 7741 0382 6
Renewal date       19/03/2027
Cover              Comprehensive

                                      Renewal      Last year
Premium (inc IPT @ 12%)               £734.90        £702.15
A-Plan admin fee                       £0.00          £0.00

Excess                  Compulsory    Voluntary      Total
Accidental damage            £300         £200        £500

We also checked other insurers on our panel for you:
    Insurer B (quote)                 £781.20
    Insurer C (quote)                 £809.55

Instalments via Close Brothers Premium Finance: deposit £73.49,
10 payments of £69.90, total £772.49 (APR 11.2%).

Your policy renews automatically unless you tell us otherwise.
Your account manager is Jo Pettifer, direct line 01993 894 700.

A-Plan Insurance, 2 Des Roches Square, Witan Way, Witney, Oxfordshire
OX28 4LE. A-Plan is a trading name of A-Plan Insurance Holdings Ltd,
authorised and regulated by the Financial Conduct Authority (FRN 307237).
</pre>`,
    expected: {
      renewalDate: '2027-03-19', insurer: 'A-Plan', policyNumber: 'APL 7741 0382 6', registrationNumber: 'EY71BCO',
      renewalPremium: '734.90', previousPremium: '702.15', compulsoryExcess: '300', voluntaryExcess: '200', totalExcess: '500',
    },
  },
];
