// Set 23 of the notices written afresh (issue 47): letters drawn by statement systems, not browsers. Every letter is
// laid out with pdfkit by coordinates, as mainframe and document-composition systems place their text: label and value
// columns at fixed x, values right-aligned in a set width, boxes and tables drawn rule by rule and cell by cell, a
// reference panel top-right, Times-Roman and Courier beside Helvetica, 7pt small print, a running header on a second
// page, tear-off payment slips, figures drawn before their labels and lines a point off the same baseline.
// Written by a helper session on 2026-11-30, without sight of the reader.
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;
type Font =
  | 'Helvetica'
  | 'Helvetica-Bold'
  | 'Helvetica-Oblique'
  | 'Times-Roman'
  | 'Times-Bold'
  | 'Times-Italic'
  | 'Courier'
  | 'Courier-Bold';

/** Every line is placed by coordinates: no page breaks of pdfkit's own (the foot of the page is used too). */
function placed(doc: Doc): void {
  doc.page.margins.bottom = 0;
}

function nextPage(doc: Doc): void {
  doc.addPage();
  placed(doc);
}

/** One run of text at (x, y), never wrapped. */
function at(doc: Doc, text: string, x: number, y: number, size = 9, font: Font = 'Helvetica'): void {
  doc.font(font).fontSize(size).text(text, x, y, { lineBreak: false });
}

/** A value right-aligned so that it ends at `right`. */
function right(doc: Doc, text: string, rightEdge: number, y: number, size = 9, font: Font = 'Helvetica', width = 150): void {
  doc.font(font).fontSize(size).text(text, rightEdge - width, y, { width, align: 'right' });
}

/** A centred run within [x, x + width]. */
function centre(doc: Doc, text: string, x: number, y: number, width: number, size = 9, font: Font = 'Helvetica'): void {
  doc.font(font).fontSize(size).text(text, x, y, { width, align: 'center' });
}

/** A paragraph wrapped by pdfkit; gives the y below it. */
function para(doc: Doc, text: string, x: number, y: number, size = 9, font: Font = 'Helvetica', width = 480): number {
  doc.font(font).fontSize(size).text(text, x, y, { width, lineGap: 1.5 });
  return doc.y;
}

/** Small print at 7pt across the page; gives the y below it. */
function small(doc: Doc, text: string, y: number, x = 50, width = 495, font: Font = 'Helvetica'): number {
  doc.font(font).fontSize(7).text(text, x, y, { width, lineGap: 0.5 });
  return doc.y;
}

interface RowStyle {
  x?: number;
  right?: number;
  size?: number;
  font?: Font;
  valueFont?: Font;
  /** The value drawn before its label (the page looks the same; the drawing order differs). */
  valueFirst?: boolean;
  /** The value set this many points off the label's baseline. */
  dy?: number;
}

/** A label at a fixed x and its value right-aligned at a fixed right edge: two separate runs at the same y. */
function row(doc: Doc, label: string, value: string, y: number, style: RowStyle = {}): void {
  const { x = 60, right: rightEdge = 535, size = 9, font = 'Helvetica', valueFont = font, valueFirst = false, dy = 0 } = style;
  const drawValue = () => right(doc, value, rightEdge, y + dy, size, valueFont);
  if (valueFirst) drawValue();
  at(doc, label, x, y, size, font);
  if (!valueFirst) drawValue();
}

function box(doc: Doc, x: number, y: number, w: number, h: number, lineWidth = 0.7): void {
  doc.lineWidth(lineWidth).rect(x, y, w, h).stroke();
}

function rule(doc: Doc, x1: number, x2: number, y: number, lineWidth = 0.5): void {
  doc.lineWidth(lineWidth).moveTo(x1, y).lineTo(x2, y).stroke();
}

function tearOff(doc: Doc, y: number, words = 'Please detach and return this slip with your payment'): void {
  doc.lineWidth(0.6).dash(3, { space: 3 }).moveTo(30, y).lineTo(565, y).stroke().undash();
  centre(doc, words, 30, y + 3, 535, 6.5, 'Helvetica-Oblique');
}

interface Table {
  x: number;
  y: number;
  widths: number[];
  rows: string[][];
  size?: number;
  font?: Font;
  headFont?: Font;
  rowHeight?: number;
  /** Columns whose text is right-aligned (money). */
  numeric?: number[];
  /** Rows set in the bold face (the head, a total). */
  boldRows?: number[];
  /** Draw the table column by column (each column top to bottom) rather than row by row. */
  byColumn?: boolean;
}

/** A table drawn cell by cell: each cell's own rectangle, then its text. */
function table(doc: Doc, t: Table): number {
  const { x, y, widths, rows, size = 8.5, font = 'Helvetica', headFont = 'Helvetica-Bold', rowHeight = 16, numeric = [], boldRows = [0], byColumn = false } = t;
  const cell = (r: number, c: number) => {
    const left = x + widths.slice(0, c).reduce((a, b) => a + b, 0);
    const top = y + r * rowHeight;
    const width = widths[c] ?? 0;
    box(doc, left, top, width, rowHeight, 0.5);
    const text = rows[r]?.[c];
    if (!text) return;
    const face = boldRows.includes(r) ? headFont : font;
    const base = top + (rowHeight - size) / 2;
    if (numeric.includes(c) && r > 0) right(doc, text, left + width - 5, base, size, face, width - 8);
    else at(doc, text, left + 5, base, size, face);
  };
  if (byColumn) widths.forEach((_w, c) => rows.forEach((_r, r) => cell(r, c)));
  else rows.forEach((_r, r) => widths.forEach((_w, c) => cell(r, c)));
  return y + rows.length * rowHeight;
}

/** The reference panel top-right: labels at one x, values at another, each a separate run. */
function refPanel(doc: Doc, entries: [string, string][], x: number, y: number, o: { size?: number; font?: Font; labelFont?: Font; gap?: number; boxed?: boolean; width?: number; step?: number } = {}): void {
  const { size = 8.5, font = 'Helvetica', labelFont = font, gap = 78, boxed = false, width = 215, step = size + 4 } = o;
  if (boxed) box(doc, x - 6, y - 6, width, entries.length * step + 9);
  entries.forEach(([label, value], i) => {
    at(doc, label, x, y + i * step, size, labelFont);
    at(doc, value, x + gap, y + i * step, size, font);
  });
}

function address(doc: Doc, lines: string[], x: number, y: number, size = 9.5, font: Font = 'Helvetica', step = 12): void {
  lines.forEach((line, i) => at(doc, line, x, y + i * step, size, font));
}

// ---------------------------------------------------------------------------------------------------------------------

/** Tesco Bank: a Helvetica letter with a boxed reference panel, a price table drawn cell by cell (two scopes of total),
 *  and an excess table whose figures are drawn before their labels. */
function tescoBank(doc: Doc): void {
  placed(doc);
  at(doc, 'Tesco Bank', 50, 44, 18, 'Helvetica-Bold');
  at(doc, 'Car Insurance', 50, 65, 10);
  refPanel(doc, [['Policy number', 'TBC 7730 4418 02'], ['Date', '24 November 2026'], ['Our ref', 'RNW/2212/MD'], ['Customer no.', '40081177']], 355, 48, { boxed: true, width: 196 });
  address(doc, ['Mr Daniel Okafor', '14 Larchwood Close', 'Dartford', 'Kent', 'DA1 3QT'], 50, 118);
  at(doc, 'Your car insurance renewal', 50, 200, 14, 'Helvetica-Bold');
  let y = para(doc, 'Dear Mr Okafor,', 50, 224);
  y = para(doc, 'Thank you for insuring your car with Tesco Bank. Your policy is due for renewal on 22 December 2026 and we have set out your new price below, with what you paid last year so you can compare them. Please check the details carefully and tell us about anything that has changed.', 50, y + 6);
  y += 8;
  row(doc, 'Car insured', 'Ford Fiesta Titanium 1.0 EcoBoost', y, { x: 50, right: 545 });
  row(doc, 'Registration', 'LK68 XMV', y + 13, { x: 50, right: 545 });
  row(doc, 'Cover', 'Comprehensive', y + 26, { x: 50, right: 545 });
  row(doc, 'Renewal date', '22/12/2026', y + 39, { x: 50, right: 545 });
  y += 62;
  at(doc, 'Your price', 50, y, 11, 'Helvetica-Bold');
  y = table(doc, {
    x: 50,
    y: y + 16,
    widths: [225, 135, 135],
    numeric: [1, 2],
    boldRows: [0, 4],
    rows: [
      ['', 'From 22/12/2026', 'Last year'],
      ['Car insurance premium', '£587.40', '£531.26'],
      ['Motor Legal Protection', '£29.99', '£29.99'],
      ['Breakdown Cover (Standard)', '£42.00', 'Not taken'],
      ['Total', '£659.39', '£561.25'],
    ],
  });
  y = para(doc, 'All prices include Insurance Premium Tax (IPT) at 12% where it applies. Breakdown Cover is optional and has been added because you asked us to at your last renewal; you can remove it.', 50, y + 6, 8);
  y += 8;
  at(doc, 'Paying monthly', 50, y, 10, 'Helvetica-Bold');
  y += 14;
  row(doc, 'Deposit', '£65.94', y, { x: 50, right: 300 });
  row(doc, '11 monthly instalments of', '£58.87', y + 12, { x: 50, right: 300 });
  row(doc, 'Total amount payable', '£713.51', y + 24, { x: 50, right: 300 });
  row(doc, 'Cost of credit', '£54.12', y + 36, { x: 50, right: 300 });
  row(doc, 'Representative APR', '19.9%', y + 48, { x: 50, right: 300 });
  const ex = y - 14;
  at(doc, 'Your excess', 330, ex, 10, 'Helvetica-Bold');
  box(doc, 330, ex + 14, 215, 64);
  // The figures go down first (right-aligned in their column), then the labels beside them.
  right(doc, '£250', 535, ex + 20);
  right(doc, '£100', 535, ex + 34);
  right(doc, '£350', 535, ex + 50, 9, 'Helvetica-Bold');
  right(doc, '£90', 535, ex + 64, 8);
  at(doc, 'Compulsory excess', 338, ex + 20);
  at(doc, 'Voluntary excess', 338, ex + 34);
  rule(doc, 338, 537, ex + 46);
  at(doc, 'Total excess', 338, ex + 50, 9, 'Helvetica-Bold');
  at(doc, 'Windscreen replacement', 338, ex + 64, 8);
  y += 70;
  y = para(doc, 'If you do nothing, your policy will renew automatically on 22 December 2026 and we will collect your payments as before. You may be able to find a better price by shopping around. To make changes or to cancel, call us on 0345 078 3877 (Monday to Friday 8am to 8pm, Saturday 9am to 5pm).', 50, y);
  y = para(doc, 'Clubcard: you will collect Clubcard points on your car insurance premium when you renew.', 50, y + 4);
  at(doc, 'Yours sincerely,', 50, y + 10);
  at(doc, 'Tesco Bank Car Insurance', 50, y + 34, 9, 'Helvetica-Bold');
  small(doc, 'Tesco Bank Car Insurance is arranged and administered by Tesco Personal Finance plc trading as Tesco Bank. Registered in Scotland No. SC173199. Registered Office: 2 South Gyle Crescent, Edinburgh EH12 9FQ. Tesco Personal Finance plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register number 186022). Your policy is underwritten by a panel of insurers; your insurer is named on your certificate. Credit is provided by Tesco Bank subject to status.', 770);
}

/** Toyota Insurance: a reference panel of separate label and value runs, a premium statement in fixed columns with
 *  values a point below their labels, and an excess grid drawn column by column. */
function toyota(doc: Doc): void {
  placed(doc);
  at(doc, 'TOYOTA', 50, 42, 18, 'Helvetica-Bold');
  at(doc, 'INSURANCE', 50, 62, 9, 'Helvetica-Bold');
  at(doc, 'Toyota Insurance Services, PO Box 1289, Newcastle upon Tyne NE99 2BG', 50, 76, 7.5);
  refPanel(doc, [['Policy number:', 'TYI 0093 3817'], ['Date:', '25 November 2026'], ['Our ref:', 'REN-TY-55102'], ['Telephone:', '0345 600 4133']], 360, 44, { size: 8.5, labelFont: 'Helvetica-Bold', gap: 72 });
  address(doc, ['Mrs Helen Pritchard', '3 Coed Glas', 'Llanishen', 'Cardiff', 'CF14 5RN'], 50, 116);
  at(doc, 'Renewal invitation', 50, 196, 16, 'Helvetica-Bold');
  let y = para(doc, 'Dear Mrs Pritchard, your Toyota Insurance policy for your Toyota Yaris Hybrid Design, registration YR21 KDO, renews on 30 December 2026. Your renewal price and last year\'s price are shown below. Please read this letter with the enclosed policy schedule and make sure your details are still right.', 50, 222);
  y += 10;
  box(doc, 50, y, 495, 78);
  at(doc, 'Premium statement', 60, y + 8, 10, 'Helvetica-Bold');
  row(doc, 'Period of cover', '30/12/2026 to 29/12/2027', y + 26, { x: 60, right: 535, dy: 1 });
  row(doc, 'Renewal premium (including IPT)', '£498.62', y + 40, { x: 60, right: 535, dy: 1, valueFont: 'Helvetica-Bold' });
  row(doc, 'Your premium last year', '£455.10', y + 54, { x: 60, right: 535, dy: 1 });
  y += 90;
  para(doc, 'Insurance Premium Tax of £53.42 is included in your renewal premium. Your premium has changed because of increases in the cost of repairs and parts across the motor industry.', 50, y, 8.5);
  y += 36;
  at(doc, 'Excesses', 50, y, 11, 'Helvetica-Bold');
  y = table(doc, {
    x: 50,
    y: y + 16,
    widths: [200, 95, 95, 105],
    numeric: [1, 2, 3],
    byColumn: true,
    rows: [
      ['Claim type', 'Compulsory', 'Voluntary', 'Total'],
      ['Accidental damage', '£150', '£250', '£400'],
      ['Fire and theft', '£150', '£250', '£400'],
      ['Windscreen replacement', '£95', '-', '£95'],
    ],
  });
  y = para(doc, 'If your car is repaired at a Toyota approved repairer, your accidental damage excess is reduced by £100. Windscreen repair (rather than replacement) has no excess.', 50, y + 6, 8.5);
  y = para(doc, 'Your policy will renew automatically unless you tell us not to. If you pay by Direct Debit, 10 monthly payments of £52.35 after a first payment of £52.31 will be collected (total £575.81, APR 27.4%). Toyota Relax warranty and servicing offers are separate from your insurance and are not affected by this renewal.', 50, y + 8, 9);
  y = para(doc, 'You may be able to get the insurance cover you want at a better price if you shop around.', 50, y + 6, 9, 'Helvetica-Bold');
  at(doc, 'Kind regards,', 50, y + 12);
  at(doc, 'Customer Services, Toyota Insurance', 50, y + 34);
  small(doc, 'Toyota Insurance is a trading name of Toyota Insurance Services Limited, registered in England and Wales No. 04214735, registered office Great Burgh, Burgh Heath, Epsom, Surrey KT18 5UX. Toyota Insurance Services Limited is authorised and regulated by the Financial Conduct Authority (FRN 307521). Your policy is underwritten by Aioi Nissay Dowa Insurance UK Limited. Calls may be recorded.', 774);
}

/** NFU Mutual (scanned): a Times-Roman agency letter, the Mutual Bonus taken off in a ruled statement, another car's
 *  policy named, and a Bank Giro tear-off slip at the foot. */
function nfuMutual(doc: Doc): void {
  placed(doc);
  at(doc, 'NFU Mutual', 50, 42, 18, 'Times-Bold');
  at(doc, 'Ludlow Agency, 8 Corve Street, Ludlow, Shropshire SY8 1DA   Tel 01584 872 311', 50, 64, 8.5, 'Times-Roman');
  refPanel(doc, [['Policy No', 'CAR 72/481163'], ['Date', '20 November 2026'], ['Agent', 'R. J. Hammond'], ['Our Ref', 'LUD/RH/0917']], 380, 44, { size: 9.5, font: 'Times-Roman', gap: 58 });
  address(doc, ['Mr T. A. Beddoes', 'Upper Heath Farm', 'Clee St Margaret', 'Craven Arms', 'SY7 9DT'], 50, 110, 10.5, 'Times-Roman', 13);
  at(doc, 'Your Car Insurance Renewal', 50, 190, 15, 'Times-Bold');
  let y = para(doc, 'Dear Mr Beddoes,', 50, 214, 10.5, 'Times-Roman');
  y = para(doc, 'Your NFU Mutual Car Insurance for your Skoda Octavia Estate, registration SN70 WFK, is due for renewal on 15 January 2027. As a member of NFU Mutual you share in our success through the Mutual Bonus, which we have taken off your premium below.', 50, y + 6, 10.5, 'Times-Roman');
  y += 10;
  rule(doc, 50, 545, y);
  at(doc, 'Premium before Mutual Bonus', 60, y + 8, 10.5, 'Times-Roman');
  right(doc, '£721.60', 535, y + 8, 10.5, 'Times-Roman');
  at(doc, 'Mutual Bonus (10%)', 60, y + 23, 10.5, 'Times-Roman');
  right(doc, '-£72.16', 535, y + 24, 10.5, 'Times-Roman');
  rule(doc, 400, 545, y + 38);
  at(doc, 'Renewal premium payable', 60, y + 44, 10.5, 'Times-Bold');
  right(doc, '£649.44', 535, y + 44, 10.5, 'Times-Bold');
  at(doc, 'Premium payable last year', 60, y + 60, 10.5, 'Times-Roman');
  right(doc, '£618.02', 535, y + 60, 10.5, 'Times-Roman');
  rule(doc, 50, 545, y + 77);
  y += 86;
  y = para(doc, 'Your excess for a claim for damage to your car is £450, made up of a compulsory excess of £300 and the voluntary excess of £150 you chose. A separate windscreen excess of £75 applies to glass replacement.', 50, y, 10.5, 'Times-Roman');
  y = para(doc, 'Your Land Rover Defender 110, registration SN19 DFX, is insured under policy CAR 72/481164 and will be renewed separately on 3 March 2027.', 50, y + 6, 10.5, 'Times-Roman');
  y = para(doc, 'Please call at the agency or telephone us if anything has changed. If you wish to pay by cheque, please use the slip below; otherwise we will renew your policy and collect the premium by Direct Debit as before.', 50, y + 6, 10.5, 'Times-Roman');
  at(doc, 'Yours sincerely,', 50, y + 12, 10.5, 'Times-Roman');
  at(doc, 'R. J. Hammond, Agent, NFU Mutual Ludlow', 50, y + 40, 10.5, 'Times-Roman');
  small(doc, 'The National Farmers Union Mutual Insurance Society Limited (No. 111982). Registered in England. Registered Office: Tiddington Road, Stratford upon Avon, Warwickshire CV37 7BJ. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 117664). Agents are appointed representatives of The National Farmers Union Mutual Insurance Society Limited.', 650, 50, 495, 'Times-Roman');
  tearOff(doc, 690);
  at(doc, 'bank giro credit', 50, 706, 9, 'Times-Italic');
  at(doc, 'NFU Mutual Car Insurance', 50, 720, 10, 'Times-Bold');
  box(doc, 50, 738, 300, 50);
  at(doc, 'Policy No', 58, 746, 9, 'Times-Roman');
  at(doc, 'CAR 72/481163', 140, 746, 9, 'Times-Roman');
  at(doc, 'Payment ref', 58, 760, 9, 'Times-Roman');
  at(doc, 'LUD 0917 2701', 140, 760, 9, 'Times-Roman');
  at(doc, 'Sort code 60-00-01', 58, 774, 9, 'Times-Roman');
  box(doc, 370, 738, 175, 50);
  at(doc, 'Amount due by 15/01/2027', 378, 746, 9, 'Times-Roman');
  right(doc, '£649.44', 537, 766, 12, 'Times-Bold');
}

/** Adrian Flux: a specialist broker's schedule-like letter, Helvetica and Courier, a cherished plate, a two-column
 *  'last year / this year' panel with labels drawn after their figures. */
function adrianFlux(doc: Doc): void {
  placed(doc);
  at(doc, 'Adrian Flux', 50, 42, 17, 'Helvetica-Bold');
  at(doc, 'Specialist car insurance since 1973', 50, 62, 8, 'Helvetica-Oblique');
  at(doc, 'East Winch Hall, East Winch, King\'s Lynn, Norfolk PE32 1HN', 50, 73, 7.5);
  box(doc, 350, 38, 195, 52);
  at(doc, 'Policy', 358, 44, 8);
  at(doc, 'AF/MX/3318720', 440, 44, 8, 'Courier-Bold');
  at(doc, 'Date', 358, 57, 8);
  at(doc, '14/11/2026', 440, 57, 8, 'Courier');
  at(doc, 'Client ref', 358, 70, 8);
  at(doc, 'FLX 20448', 440, 70, 8, 'Courier');
  address(doc, ['Mr Sam Whitlock', 'Flat 2, 19 Tennyson Avenue', 'King\'s Lynn', 'PE30 2QJ'], 50, 108);
  at(doc, 'Renewal of your modified car policy', 50, 180, 14, 'Helvetica-Bold');
  let y = para(doc, 'Dear Sam, your policy renews on 12 December 2026. We have searched our panel and your existing insurer has offered the best terms for your car and its declared modifications, so we have arranged your renewal with them. The details we hold are below - please tell us at once if any are wrong, including modifications made in the last year.', 50, 204);
  y += 8;
  at(doc, 'VEHICLE', 50, y, 8, 'Helvetica-Bold');
  at(doc, 'Mazda MX-5 1.8i (NB), 1999', 150, y, 9, 'Courier');
  at(doc, 'REG', 50, y + 13, 8, 'Helvetica-Bold');
  at(doc, 'M11 XNR', 150, y + 13, 9, 'Courier');
  at(doc, 'AGREED VALUE', 50, y + 26, 8, 'Helvetica-Bold');
  at(doc, '£9,750', 150, y + 26, 9, 'Courier');
  at(doc, 'MILEAGE LIMIT', 50, y + 39, 8, 'Helvetica-Bold');
  at(doc, '4,000 miles a year', 150, y + 39, 9, 'Courier');
  at(doc, 'MODIFICATIONS', 50, y + 52, 8, 'Helvetica-Bold');
  at(doc, 'Coilovers, 16in alloys, hard top, sports exhaust', 150, y + 52, 9, 'Courier');
  y += 74;
  box(doc, 50, y, 495, 60);
  doc.lineWidth(0.5).moveTo(297, y).lineTo(297, y + 60).stroke();
  right(doc, '£402.80', 285, y + 30, 14, 'Helvetica-Bold');
  right(doc, '£384.15', 533, y + 30, 14, 'Helvetica-Bold');
  at(doc, 'Last year\'s premium', 60, y + 10, 9);
  at(doc, 'Your renewal premium', 307, y + 10, 9);
  at(doc, '12/12/2025 - 11/12/2026', 60, y + 46, 7.5);
  at(doc, '12/12/2026 - 11/12/2027, incl. IPT at 12%', 307, y + 46, 7.5);
  y += 72;
  at(doc, 'Excess (each claim for loss of or damage to your car)', 50, y, 9, 'Helvetica-Bold');
  y += 14;
  row(doc, 'Compulsory', '£250', y, { x: 60, right: 250, valueFont: 'Courier' });
  row(doc, 'Voluntary', '£250', y + 12, { x: 60, right: 250, valueFont: 'Courier' });
  row(doc, 'Total', '£500', y + 24, { x: 60, right: 250, font: 'Helvetica-Bold', valueFont: 'Courier-Bold' });
  at(doc, 'Owners\' club discount of 10% applied', 300, y, 8.5);
  at(doc, 'No claims bonus: 6 years (protected)', 300, y + 12, 8.5);
  at(doc, 'Use: social, domestic and pleasure', 300, y + 24, 8.5);
  y += 44;
  y = para(doc, 'Paying by instalments: a deposit of £38.42 and 10 monthly payments of £38.29 through Premium Credit Limited, a total of £421.32 (charge for credit £37.17, representative APR 21.6%). We do not charge an admin fee at renewal.', 50, y);
  y = para(doc, 'Your policy will renew automatically using the card or Direct Debit details we hold. If you do not want it to, call us on 0800 369 8590 before 12 December 2026. Your policy is underwritten by Covéa Insurance plc.', 50, y + 6);
  at(doc, 'Regards,', 50, y + 12);
  at(doc, 'The Renewals Team, Adrian Flux', 50, y + 32, 9, 'Helvetica-Bold');
  small(doc, 'Adrian Flux is a trading name of Adrian Flux Insurance Services, which is a trading name of Adrian Flux Insurance Services Group Limited, authorised and regulated by the Financial Conduct Authority (FRN 307005). Registered in England No. 03021437. Registered office: East Winch Hall, East Winch, King\'s Lynn, Norfolk PE32 1HN. Premium Credit Limited is authorised and regulated by the Financial Conduct Authority.', 776);
}

/** Saga (photographed): large clean type for older readers, a price panel with a heading bar, an excess line of
 *  separate runs, monthly payments at no extra cost. */
function saga(doc: Doc): void {
  placed(doc);
  at(doc, 'SAGA', 50, 40, 20, 'Helvetica-Bold');
  at(doc, 'Car Insurance', 112, 48, 11);
  refPanel(doc, [['Policy number', 'SGM 3204 7718'], ['Date', '26 November 2026'], ['Customer ID', '7702918']], 360, 44, { size: 10, gap: 88, step: 15 });
  address(doc, ['Mr and Mrs G Holloway', '27 Beech Grove', 'Harrogate', 'HG2 0ES'], 50, 112, 11, 'Helvetica', 14);
  at(doc, 'It\'s time to renew your car insurance', 50, 196, 16, 'Helvetica-Bold');
  let y = para(doc, 'Dear Mr Holloway, thank you for choosing Saga. Your car insurance for your Honda Jazz EX, registration WA17 HNE, is due to renew on 9 January 2027. Here is your renewal price, with last year\'s price beside it.', 50, 224, 11, 'Helvetica', 495);
  y += 12;
  doc.rect(50, y, 495, 20).fill('#dddddd').fillColor('black');
  at(doc, 'Your price', 58, y + 5, 11, 'Helvetica-Bold');
  box(doc, 50, y, 495, 70);
  at(doc, 'Your renewal price', 58, y + 28, 11);
  right(doc, '£412.55', 537, y + 28, 11, 'Helvetica-Bold');
  at(doc, 'Last year\'s price', 58, y + 47, 11);
  right(doc, '£389.90', 537, y + 47, 11);
  y += 84;
  y = para(doc, 'Pay monthly at no extra cost: a first payment of £34.48 and then 11 monthly payments of £34.37, a total of £412.55. Interest 0%.', 50, y, 11, 'Helvetica', 495);
  y += 10;
  at(doc, 'Your excess', 50, y, 12, 'Helvetica-Bold');
  y += 18;
  at(doc, 'Compulsory excess', 50, y, 11);
  at(doc, '£200', 200, y, 11);
  at(doc, 'Voluntary excess', 300, y, 11);
  at(doc, '£0', 450, y, 11);
  at(doc, 'Total excess', 50, y + 16, 11, 'Helvetica-Bold');
  at(doc, '£200', 200, y + 16, 11, 'Helvetica-Bold');
  y += 40;
  y = para(doc, 'Your policy renews automatically. If you do not want it to, or anything has changed, please call us free on 0800 096 4066. You have been with us for a number of years. You may be able to get the insurance cover you want at a better price if you shop around.', 50, y, 11, 'Helvetica', 495);
  y = para(doc, 'Travelling next year? Saga Travel Insurance has no upper age limit - ask us for a quote.', 50, y + 8, 10, 'Helvetica-Oblique', 495);
  at(doc, 'Yours sincerely,', 50, y + 14, 11);
  at(doc, 'Saga Car Insurance', 50, y + 40, 11, 'Helvetica-Bold');
  small(doc, 'Saga Car Insurance is arranged and administered by Acromas Insurance Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 311411). Registered in England and Wales No. 3045813. Registered office: Enbrook Park, Sandgate, Folkestone, Kent CT20 3SE. Your policy is underwritten by a member of our panel of insurers.', 776);
}

/** Churchill: a Courier account statement inside a Helvetica letter, the figures right-aligned in Courier and drawn
 *  before their labels, last year's price in a box of its own. */
function churchill(doc: Doc): void {
  placed(doc);
  at(doc, 'Churchill', 50, 40, 18, 'Helvetica-Bold');
  at(doc, 'Car Insurance', 50, 61, 9);
  at(doc, 'Churchill, PO Box 284, Bromley BR1 9DU', 50, 74, 7.5);
  refPanel(doc, [['Policy No.', 'PM 0418 2276 31'], ['Date', '21 November 2026'], ['Our ref', 'CH/RN/88104']], 372, 44, { size: 8.5, font: 'Courier', labelFont: 'Helvetica-Bold', gap: 62 });
  address(doc, ['Ms Aisha Rahman', '6 Priory Mews', 'Walsall', 'WS1 2HH'], 50, 112);
  at(doc, 'Your renewal price', 50, 180, 15, 'Helvetica-Bold');
  let y = para(doc, 'Dear Ms Rahman, your Churchill car insurance is coming up for renewal on 19 December 2026. We\'ve worked out your price for the next twelve months, and it is shown below next to your comparable price from last year.', 50, 204);
  y += 10;
  box(doc, 50, y, 300, 96);
  const lines: [string, string][] = [
    ['Vehicle', 'VAUXHALL CORSA SE'],
    ['Registration', 'BD20 UZP'],
    ['Cover', 'COMPREHENSIVE'],
    ['Renewal date', '19/12/2026'],
    ['Renewal premium', '£803.47'],
    ['Compulsory excess', '£350'],
    ['Voluntary excess', '£250'],
  ];
  lines.forEach(([, value], i) => right(doc, value, 342, y + 8 + i * 12, 8.5, 'Courier'));
  lines.forEach(([label], i) => at(doc, label, 58, y + 8 + i * 12, 8.5, 'Helvetica'));
  box(doc, 365, y, 180, 96);
  at(doc, 'Last year you paid', 375, y + 10, 9);
  right(doc, '£742.16', 535, y + 30, 16, 'Helvetica-Bold');
  at(doc, 'for the same cover', 375, y + 56, 8);
  at(doc, 'Total excess: £600', 375, y + 76, 9, 'Helvetica-Bold');
  y += 110;
  y = para(doc, 'Your premium includes Insurance Premium Tax at the current rate. It does not include optional extras. You can add Guaranteed Hire Car Plus for £24.50 or Key Cover for £17.99 a year at any time.', 50, y);
  y += 6;
  at(doc, 'If you pay monthly', 50, y, 10, 'Helvetica-Bold');
  y = table(doc, {
    x: 50,
    y: y + 14,
    widths: [165, 110, 110, 110],
    numeric: [0, 1, 2, 3],
    font: 'Courier',
    rows: [
      ['First payment', '10 payments of', 'Total payable', 'APR'],
      ['£80.35', '£79.46', '£874.95', '22.9%'],
    ],
  });
  y = para(doc, 'The total payable includes interest of £71.48. If you pay in full, you pay £803.47 and no interest.', 50, y + 6, 8.5);
  y = para(doc, 'We will renew your policy automatically on 19 December 2026 using the payment details we hold, unless you tell us not to. Call us on 0345 877 6680. Please check your cover meets your needs; you may be able to find cheaper cover elsewhere.', 50, y + 8);
  at(doc, 'Yours sincerely,', 50, y + 12);
  at(doc, 'Churchill Customer Services', 50, y + 34, 9, 'Helvetica-Bold');
  small(doc, 'Churchill car insurance is underwritten by U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980. U K Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 202810). Churchill and the Churchill dog logo are trade marks of U K Insurance Limited.', 776);
}

/** Aviva: two pages, a running header on each, the price on page 1 and the excesses only in page 2's table. */
function aviva(doc: Doc): void {
  const header = (page: number) => {
    at(doc, 'Aviva', 50, 36, page === 1 ? 18 : 11, 'Helvetica-Bold');
    at(doc, 'Car insurance renewal   |   Policy number AVC 1009 4471 2', 250, 40, 8);
    right(doc, `Page ${page} of 2`, 545, 40, 8);
    rule(doc, 50, 545, 58);
  };
  placed(doc);
  header(1);
  address(doc, ['Mr Colin Barraclough', '41 Whinmoor Way', 'Leeds', 'LS14 1AZ'], 50, 80);
  refPanel(doc, [['Policy number', 'AVC 1009 4471 2'], ['Date', '27 November 2026'], ['Reference', 'RN/CB/3390']], 360, 80, { gap: 80 });
  at(doc, 'Your car insurance renewal', 50, 150, 15, 'Helvetica-Bold');
  let y = para(doc, 'Dear Mr Barraclough, your Aviva car insurance is due to renew on 3 January 2027. This letter shows your renewal price and what you paid last year. Your excesses are set out on page 2.', 50, 174);
  y += 10;
  table(doc, {
    x: 50,
    y,
    widths: [240, 255],
    numeric: [],
    boldRows: [0],
    rows: [
      ['Your car', ''],
      ['Make and model', 'Kia Sportage 1.6 T-GDi GT-Line'],
      ['Registration', 'GF22 OYK'],
      ['Level of cover', 'Comprehensive'],
      ['Cover starts', '03/01/2027'],
    ],
  });
  y += 92;
  box(doc, 50, y, 495, 74, 1.2);
  at(doc, 'Your renewal price', 62, y + 12, 11, 'Helvetica-Bold');
  right(doc, '£926.30', 533, y + 11, 13, 'Helvetica-Bold');
  at(doc, 'Last year\'s price', 62, y + 32, 10);
  right(doc, '£871.44', 533, y + 33, 10);
  at(doc, 'Change', 62, y + 52, 9);
  right(doc, '+£54.86', 533, y + 53, 9);
  y += 88;
  y = para(doc, 'These prices include Insurance Premium Tax. If you pay monthly by Direct Debit, you will pay a deposit of £92.63 followed by 11 monthly payments of £84.21, a total of £1,018.94 including interest of £92.64 (representative APR 23.1%).', 50, y);
  y = para(doc, 'Your policy will renew automatically. If you\'d like to stop it renewing, go to MyAviva or call us on 0800 092 9561 before 3 January 2027. Shopping around may get you a better price.', 50, y + 8);
  y = para(doc, 'Your Aviva home insurance (policy HHX 2201 8876 4) is not affected by this letter and renews on 18 April 2027.', 50, y + 8);
  at(doc, 'Yours sincerely,', 50, y + 14);
  at(doc, 'Aviva Customer Services', 50, y + 36, 9, 'Helvetica-Bold');
  small(doc, 'Aviva Insurance Limited. Registered in Scotland No. 2116. Registered office: Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Firm Reference Number 202153.', 790);
  nextPage(doc);
  header(2);
  at(doc, 'Your excesses', 50, 78, 14, 'Helvetica-Bold');
  let z = para(doc, 'An excess is the amount you pay towards a claim. Your total excess is your compulsory excess plus any voluntary excess you chose.', 50, 100);
  z = table(doc, {
    x: 50,
    y: z + 8,
    widths: [195, 100, 100, 100],
    numeric: [1, 2, 3],
    rows: [
      ['Section', 'Compulsory', 'Voluntary', 'Total'],
      ['Accidental damage', '£250', '£250', '£500'],
      ['Fire and theft', '£250', '£250', '£500'],
      ['Windscreen replacement', '£115', '£0', '£115'],
      ['Windscreen repair', '£10', '£0', '£10'],
    ],
  });
  z = para(doc, 'Additional excesses apply if the car is being driven by someone aged under 21 (£250) or aged 21 to 24 (£150). These do not apply to the drivers currently named on your policy.', 50, z + 8);
  at(doc, 'Your drivers', 50, z + 12, 11, 'Helvetica-Bold');
  table(doc, {
    x: 50,
    y: z + 28,
    widths: [195, 150, 150],
    rows: [
      ['Name', 'Relationship', 'Licence held'],
      ['Colin Barraclough', 'Policyholder', '31 years'],
      ['Maureen Barraclough', 'Spouse', '29 years'],
    ],
  });
  small(doc, 'Please read your policy booklet and schedule to check the cover meets your needs. If you cancel within 14 days of the renewal date you will receive a refund for the time left, less a charge for the cover you have had. Aviva Insurance Limited, Pitheavlis, Perth PH2 0NH. Calls may be recorded and monitored.', 790);
}

/** LV=: a Times-Roman letter, last year's premium in a box whose figure is drawn before its label, the excesses as
 *  a sentence, and a price breakdown including a no claim discount line. */
function lv(doc: Doc): void {
  placed(doc);
  at(doc, 'LV=', 50, 40, 20, 'Times-Bold');
  at(doc, 'Liverpool Victoria', 95, 48, 10, 'Times-Roman');
  refPanel(doc, [['Policy number', 'MC 4490 2187 115'], ['Date', '23 November 2026'], ['Our reference', 'RNL-440921']], 360, 42, { size: 9.5, font: 'Times-Roman', labelFont: 'Times-Bold', gap: 85, step: 13 });
  address(doc, ['Mr Kieran Doyle', '88 Falcon Road', 'Bournemouth', 'BH9 2LQ'], 50, 100, 10.5, 'Times-Roman', 13);
  at(doc, 'Renewal of your car insurance', 50, 172, 15, 'Times-Bold');
  let y = para(doc, 'Dear Mr Doyle,', 50, 196, 10.5, 'Times-Roman');
  y = para(doc, 'Your LV= car insurance for your Nissan Qashqai Acenta Premium, registration DY69 FWB, ends at midnight on 27 December 2026. We are pleased to invite you to renew from 28 December 2026 for another year.', 50, y + 6, 10.5, 'Times-Roman');
  y += 12;
  box(doc, 50, y, 235, 62);
  box(doc, 310, y, 235, 62);
  right(doc, '£512.70', 535, y + 30, 15, 'Times-Bold');
  right(doc, '£559.08', 275, y + 30, 15, 'Times-Bold');
  at(doc, 'Your renewal premium', 60, y + 10, 10.5, 'Times-Roman');
  at(doc, 'Your premium last year', 320, y + 10, 10.5, 'Times-Roman');
  y += 76;
  at(doc, 'How your renewal premium is made up', 50, y, 11, 'Times-Bold');
  y += 16;
  row(doc, 'Premium before discounts', '£1,247.95', y, { x: 60, right: 300, font: 'Times-Roman', size: 10 });
  row(doc, 'No Claim Discount (9 years, 60%)', '-£748.77', y + 14, { x: 60, right: 300, font: 'Times-Roman', size: 10, dy: 1 });
  row(doc, 'Insurance Premium Tax at 12%', '£59.90', y + 28, { x: 60, right: 300, font: 'Times-Roman', size: 10 });
  rule(doc, 220, 305, y + 42);
  row(doc, 'Renewal premium', '£559.08', y + 46, { x: 60, right: 300, font: 'Times-Bold', size: 10, dy: 1 });
  y += 70;
  y = para(doc, 'If you make a claim for damage to your car you will have to pay the first £450 of it: a compulsory excess of £250 and the voluntary excess of £200 you chose. Your No Claim Discount is protected, so one claim in three years will not reduce it.', 50, y, 10.5, 'Times-Roman');
  y = para(doc, 'Your policy is set to renew automatically and we will take the payment from the card ending 4471. If you would rather it did not renew, or you wish to change anything, call us on 0330 1239 970. You can also cancel within 14 days of the renewal date.', 50, y + 8, 10.5, 'Times-Roman');
  y = para(doc, 'Why not insure your home with LV= too? Multi-policy customers can save up to 10% on home insurance.', 50, y + 8, 10, 'Times-Italic');
  at(doc, 'Yours sincerely,', 50, y + 14, 10.5, 'Times-Roman');
  at(doc, 'Head of Car Insurance, LV=', 50, y + 40, 10.5, 'Times-Roman');
  small(doc, 'LV= and Liverpool Victoria are registered trade marks of Liverpool Victoria Financial Services Limited and LV= and LV= Liverpool Victoria are trading styles of the Liverpool Victoria group of companies. LV= car insurance is provided by Liverpool Victoria Insurance Company Limited, which is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 202965). Registered in England No. 3232514. Registered address: 57 Ladymead, Guildford, Surrey GU1 1DB.', 770, 50, 495, 'Times-Roman');
}

/** Sainsbury's Bank: a renewal summary grid with a shaded head cell, labels on one column and values in a drawn box
 *  on the other; optional extras priced but not taken. */
function sainsburys(doc: Doc): void {
  placed(doc);
  at(doc, 'Sainsbury\'s Bank', 50, 40, 17, 'Helvetica-Bold');
  at(doc, 'Car Insurance', 50, 60, 9);
  refPanel(doc, [['Policy no', 'SBCI 5530 8812'], ['Issued', '24/11/2026'], ['Ref', 'SB-REN-7719']], 380, 42, { gap: 56 });
  address(doc, ['Miss Chloe Ashworth', '12 Marlowe Court', 'Coventry', 'CV3 6GH'], 50, 100);
  at(doc, 'Your renewal summary', 50, 168, 14, 'Helvetica-Bold');
  let y = para(doc, 'Dear Miss Ashworth, your Sainsbury\'s Bank Car Insurance is due for renewal. Below is a summary of your renewal, with your premium for the year ahead and the premium you paid for the year that is ending.', 50, 190);
  y += 10;
  doc.rect(50, y, 495, 18).fill('#e4e4e4').fillColor('black');
  at(doc, 'Renewal summary', 56, y + 5, 9, 'Helvetica-Bold');
  box(doc, 50, y, 495, 18, 0.5);
  const items: [string, string][] = [
    ['Renewal date', '21 January 2027'],
    ['Car', 'Volkswagen Polo Life 1.0 TSI'],
    ['Registration number', 'MA71 RZE'],
    ['Cover', 'Comprehensive'],
    ['Annual premium (this renewal)', '£676.92'],
    ['Annual premium (previous year)', '£598.33'],
    ['Compulsory excess', '£200'],
    ['Voluntary excess', '£250'],
    ['Total excess', '£450'],
  ];
  items.forEach(([label, value], i) => {
    const top = y + 18 + i * 16;
    box(doc, 50, top, 250, 16, 0.5);
    box(doc, 300, top, 245, 16, 0.5);
    at(doc, label, 56, top + 4, 9);
    right(doc, value, 538, top + 4 + (i % 2), 9, i === 4 ? 'Helvetica-Bold' : 'Helvetica', 230);
  });
  y += 18 + items.length * 16 + 12;
  at(doc, 'Optional extras (not included in your premium)', 50, y, 10, 'Helvetica-Bold');
  y += 14;
  row(doc, 'Breakdown Cover - Roadside', '£29.00 a year', y, { x: 60, right: 320 });
  row(doc, 'Key Cover', '£14.99 a year', y + 12, { x: 60, right: 320 });
  row(doc, 'Excess Protection (up to £500)', '£31.50 a year', y + 24, { x: 60, right: 320 });
  y += 44;
  y = para(doc, 'Your premium includes Insurance Premium Tax at 12%. You will collect Nectar points on your car insurance when you renew. If you pay monthly, a first instalment of £67.72 is followed by 10 instalments of £67.02, a total of £737.92 (representative APR 18.9%).', 50, y);
  y = para(doc, 'Your policy will be renewed automatically on 21 January 2027 unless you tell us otherwise. To talk to us about your renewal, call 0345 300 3190. It is worth checking that this cover still suits you and comparing prices.', 50, y + 8);
  at(doc, 'Kind regards,', 50, y + 12);
  at(doc, 'Sainsbury\'s Bank Car Insurance', 50, y + 34, 9, 'Helvetica-Bold');
  small(doc, 'Sainsbury\'s Bank Car Insurance is arranged by Sainsbury\'s Bank plc, registered office 33 Charterhouse Street, London EC1M 6HA (registered in England and Wales No. 3279730). Sainsbury\'s Bank plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 184514). Your policy is underwritten by one of a panel of insurers; your schedule names yours. Nectar points are collected on the net premium.', 776);
}

/** Co-op Insurance (photographed): a heading band, a two-panel price comparison drawn with rect(), and an excess table. */
function coop(doc: Doc): void {
  placed(doc);
  doc.rect(0, 0, 595, 30).fill('#1d5fa8').fillColor('black');
  at(doc, 'Co-op Insurance', 50, 44, 18, 'Helvetica-Bold');
  refPanel(doc, [['Policy number', 'COP/MTR/7723015'], ['Letter date', '16 November 2026'], ['Member number', '633 4417 90']], 350, 44, { size: 10, gap: 92, step: 15 });
  address(doc, ['Mr Owen Fairclough', '5 Sandstone Road', 'Wigan', 'WN3 5LP'], 50, 100, 10.5, 'Helvetica', 14);
  at(doc, 'Your car insurance renewal', 50, 178, 16, 'Helvetica-Bold');
  let y = para(doc, 'Dear Mr Fairclough, your Co-op car insurance renews on 14 December 2026. Thank you for being a member. Here is your price for the year ahead, for your Peugeot 208 Allure, registration NX66 CVA.', 50, 204, 11, 'Helvetica', 495);
  y += 12;
  box(doc, 50, y, 240, 66, 1);
  box(doc, 305, y, 240, 66, 1);
  at(doc, 'Renewal premium', 62, y + 10, 11);
  at(doc, 'Last year\'s premium', 317, y + 10, 11);
  at(doc, '£531.78', 62, y + 32, 18, 'Helvetica-Bold');
  at(doc, '£497.35', 317, y + 33, 18, 'Helvetica-Bold');
  y += 80;
  y = para(doc, 'Your renewal premium includes Insurance Premium Tax. As a Co-op member you earn 2% back on your premium as a Co-op reward.', 50, y, 11, 'Helvetica', 495);
  y += 8;
  at(doc, 'Your excess', 50, y, 12, 'Helvetica-Bold');
  y = table(doc, {
    x: 50,
    y: y + 18,
    widths: [200, 145, 150],
    numeric: [1, 2],
    size: 10.5,
    rowHeight: 19,
    rows: [
      ['', 'Amount', ''],
      ['Compulsory excess', '£200', ''],
      ['Voluntary excess', '£150', ''],
      ['Total excess', '£350', 'per claim'],
    ],
  });
  y = para(doc, 'Your policy will renew automatically and payments will continue by Direct Debit: 12 monthly payments of £48.09 (total £577.08, APR 16.9%). To stop it renewing or make a change, call 0345 140 7714.', 50, y + 12, 11, 'Helvetica', 495);
  y = para(doc, 'You may be able to get the insurance cover you want at a better price if you shop around.', 50, y + 8, 11, 'Helvetica-Bold', 495);
  at(doc, 'Yours sincerely, Co-op Insurance', 50, y + 14, 11);
  small(doc, 'Co-op Insurance is a trading name of Co-operative Insurance Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 311882). Registered office: 1 Angel Square, Manchester M60 0AG. Your car insurance is underwritten by a panel of insurers named on your schedule.', 780);
}

/** A-Plan: a branch broker's letter in Times-Roman with a Helvetica statement, another car on another policy, and a
 *  tear-off slip for the deposit. */
function aPlan(doc: Doc): void {
  placed(doc);
  at(doc, 'A-Plan Insurance', 50, 40, 17, 'Helvetica-Bold');
  at(doc, 'Banbury branch, 21 High Street, Banbury OX16 5EG   01295 275 900', 50, 60, 8);
  refPanel(doc, [['Our reference', 'APL 220388'], ['Date', '26 November 2026'], ['Account handler', 'Priya Shah']], 370, 42, { size: 8.5, gap: 78 });
  address(doc, ['Mr and Mrs R Ellison', 'The Old Forge', 'Bloxham', 'Banbury', 'OX15 4PF'], 50, 94, 10, 'Times-Roman', 12.5);
  at(doc, 'Car insurance renewal', 50, 170, 14, 'Helvetica-Bold');
  let y = para(doc, 'Dear Mr and Mrs Ellison,', 50, 192, 10, 'Times-Roman');
  y = para(doc, 'Your car insurance with us, policy number APL 220388, is due for renewal on 12 January 2027. We have reviewed the market on your behalf and recommend renewing with your current insurer, whose terms are set out below.', 50, y + 5, 10, 'Times-Roman');
  y += 8;
  const labels = ['Vehicle', 'Registration', 'Insurer', 'Cover', 'Renewal premium (incl. IPT)', 'Last year\'s premium', 'Compulsory excess', 'Voluntary excess', 'Total excess'];
  const values = ['BMW 320d M Sport Touring', 'WP20 HXL', 'Zurich Insurance Company Ltd', 'Comprehensive', '£455.47', '£441.20', '£100', '£350', '£450'];
  box(doc, 50, y, 495, labels.length * 14 + 10);
  labels.forEach((label, i) => at(doc, label, 60, y + 6 + i * 14, 9, 'Helvetica'));
  values.forEach((value, i) => right(doc, value, 535, y + 6 + i * 14 + (i >= 4 ? 1 : 0), 9, i === 4 ? 'Helvetica-Bold' : 'Helvetica', 260));
  y += labels.length * 14 + 20;
  y = para(doc, 'The premium includes our arrangement fee, as it did last year. If you would like to spread the cost, pay a deposit of £45.55 using the slip below and 9 monthly instalments of £48.87 will follow (total £485.38, charge for credit £29.91, APR 14.4%).', 50, y, 10, 'Times-Roman');
  y = para(doc, 'Your second car, a Volkswagen Golf, registration GF19 UWK, is insured under policy APL 220391, which renews on 3 March 2027; we will write to you about it separately.', 50, y + 6, 10, 'Times-Roman');
  y = para(doc, 'Unless you tell us otherwise, we will renew your policy automatically. Please contact Priya on 01295 275 900 if any of your details have changed.', 50, y + 6, 10, 'Times-Roman');
  at(doc, 'Yours sincerely,', 50, y + 10, 10, 'Times-Roman');
  at(doc, 'Priya Shah, Account Handler', 50, y + 34, 10, 'Times-Roman');
  small(doc, 'A-Plan is a trading name of A-Plan Insurance Ltd, authorised and regulated by the Financial Conduct Authority (FRN 305654). Registered in England No. 00750184. Registered office: 2 Des Roches Square, Witney OX28 4LE. Instalment credit is provided by Close Brothers Premium Finance.', 686);
  tearOff(doc, 712);
  at(doc, 'A-Plan Insurance - deposit payment', 50, 728, 9, 'Helvetica-Bold');
  at(doc, 'Reference', 50, 746, 8.5);
  at(doc, 'APL 220388 / DEP', 120, 746, 8.5, 'Courier');
  at(doc, 'Payee', 50, 760, 8.5);
  at(doc, 'A-Plan Insurance Ltd', 120, 760, 8.5);
  box(doc, 380, 734, 165, 46);
  at(doc, 'Deposit due', 390, 742, 8.5);
  right(doc, '£45.55', 537, 758, 13, 'Helvetica-Bold');
}

/** Swinton (photographed sideways): a Courier statement letter of fixed columns, dotted leaders, the insurer named
 *  apart from the broker. */
function swinton(doc: Doc): void {
  placed(doc);
  at(doc, 'Swinton', 50, 40, 20, 'Helvetica-Bold');
  at(doc, 'Car Insurance', 50, 63, 10);
  refPanel(doc, [['POLICY NO', 'SWI/PC/40917732'], ['DATE', '12/11/2026'], ['BRANCH', 'DIRECT 0161'], ['PAGE', '1 OF 1']], 355, 42, { size: 9.5, font: 'Courier', gap: 80, step: 13 });
  address(doc, ['MISS JADE CONNOLLY', '140 HIGHFIELD LANE', 'BLETCHLEY', 'MILTON KEYNES', 'MK3 7QB'], 50, 104, 10, 'Courier', 13);
  at(doc, 'RENEWAL INVITATION', 50, 186, 15, 'Courier-Bold');
  let y = para(doc, 'Dear Miss Connolly, your car insurance policy arranged by Swinton is due for renewal on 08/12/2026. Your renewal terms are below.', 50, 210, 10, 'Courier', 495);
  y += 10;
  const lines: [string, string][] = [
    ['VEHICLE', 'HYUNDAI I20 SE'],
    ['REGISTRATION', 'MK18 TOV'],
    ['INSURER', 'AGEAS INSURANCE LTD'],
    ['COVER', 'COMPREHENSIVE'],
    ['RENEWAL DATE', '08/12/2026'],
    ['RENEWAL PREMIUM', '612.34'],
    ['PREVIOUS YEAR PREMIUM', '588.91'],
    ['COMPULSORY EXCESS', '250'],
    ['VOLUNTARY EXCESS', '100'],
    ['TOTAL EXCESS', '350'],
  ];
  at(doc, 'ALL AMOUNTS IN GBP (£)', 330, y, 9, 'Courier');
  y += 16;
  lines.forEach(([label, value], i) => {
    at(doc, label, 50, y + i * 15, 10, 'Courier');
    at(doc, '.'.repeat(16 - Math.min(label.length, 15)), 240, y + i * 15, 10, 'Courier');
    right(doc, value, 500, y + i * 15 + (i % 3 === 1 ? 1 : 0), 10, i === 5 ? 'Courier-Bold' : 'Courier', 200);
  });
  y += lines.length * 15 + 12;
  y = para(doc, 'IF YOU PAY MONTHLY: DEPOSIT 61.24, THEN 10 INSTALMENTS OF 60.14, TOTAL 662.64, APR 15.9%.', 50, y, 9.5, 'Courier', 495);
  y = para(doc, 'Your policy will renew automatically. If you do not wish to renew, or your circumstances have changed, call us on 0161 219 8000 before the renewal date. It may be possible to find cover for less by shopping around.', 50, y + 8, 10, 'Courier', 495);
  at(doc, 'Swinton Insurance', 50, y + 14, 10, 'Courier-Bold');
  small(doc, 'Swinton is a trading name of Swinton Group Limited, authorised and regulated by the Financial Conduct Authority (FRN 307043). Registered in England No. 00742886. Registered office: Swinton House, 6 Great Marlborough Street, Manchester M1 5SW. Swinton acts as an intermediary; your insurer is Ageas Insurance Limited (FRN 202039).', 780, 50, 495, 'Courier');
}

/** Marshmallow: a modern insurer's letter; the excess only in a sentence, a prices panel whose labels sit above their
 *  figures, and a cover-levels grid with prices for the levels not chosen. */
function marshmallow(doc: Doc): void {
  placed(doc);
  at(doc, 'marshmallow', 50, 42, 18, 'Helvetica-Bold');
  refPanel(doc, [['Policy', 'MSH-P-26F8K91Q'], ['Sent', '28 November 2026']], 380, 44, { gap: 50 });
  address(doc, ['Tomasz Nowak', '9 Quayside Walk', 'Gateshead', 'NE8 2BQ'], 50, 90);
  at(doc, 'Time to renew, Tomasz', 50, 160, 16, 'Helvetica-Bold');
  let y = para(doc, 'Your Marshmallow policy for your Tesla Model 3 (LR23 FXJ) renews on 26 January 2027. We\'ve priced your renewal using the same details as last year, updated with what you told us in the app.', 50, 186);
  y += 12;
  box(doc, 50, y, 495, 64);
  at(doc, 'Price for next year', 62, y + 10, 8.5);
  at(doc, 'What you paid this year', 232, y + 10, 8.5);
  at(doc, 'Difference', 402, y + 10, 8.5);
  at(doc, '£734.10', 62, y + 28, 16, 'Helvetica-Bold');
  at(doc, '£702.58', 232, y + 29, 16);
  at(doc, '+£31.52', 402, y + 29, 12);
  y += 78;
  y = para(doc, 'Your excess is £450 in total: £350 compulsory and £100 voluntary. If you claim for the windscreen alone, a £100 glass excess applies instead.', 50, y);
  y += 8;
  at(doc, 'Other cover levels you could choose', 50, y, 10, 'Helvetica-Bold');
  y = table(doc, {
    x: 50,
    y: y + 14,
    widths: [165, 110, 110, 110],
    numeric: [1, 2, 3],
    rows: [
      ['', 'Essential', 'Standard (yours)', 'Extra'],
      ['Price for next year', '£689.40', '£734.10', '£801.25'],
      ['Courtesy car', 'No', 'Yes', 'Yes'],
      ['Legal cover', 'No', 'No', 'Yes'],
    ],
  });
  y = para(doc, 'Prices include IPT at 12%. Paying monthly costs more: 12 payments of £66.54 (total £798.48, APR 17.8%). Your policy renews automatically; switch it off in the app or call 020 3608 4040. It\'s always worth comparing prices before you renew.', 50, y + 10);
  at(doc, 'Team Marshmallow', 50, y + 14, 9, 'Helvetica-Bold');
  small(doc, 'Marshmallow is a trading name of Marshmallow Insurance Limited, authorised and regulated by the Financial Conduct Authority (FRN 916554), registered in England and Wales No. 10852304, registered office 1 Tower Hill, London EC3N 4AA. Your policy is underwritten by Marshmallow Insurance Limited and its reinsurance partners.', 784);
}

/** Halifax (scanned): a Courier account-statement letter, values a point off their labels' baseline, and a
 *  tear-off slip for the first monthly payment. */
function halifax(doc: Doc): void {
  placed(doc);
  at(doc, 'HALIFAX', 50, 40, 18, 'Helvetica-Bold');
  at(doc, 'Car Insurance', 50, 60, 10);
  box(doc, 345, 38, 200, 58);
  refPanel(doc, [['Policy no.', 'HX CAR 5512 0763'], ['Date', '19 November 2026'], ['Our ref', 'HXR/19/4420']], 352, 44, { size: 9.5, font: 'Courier', gap: 70, step: 15 });
  address(doc, ['MR PETER GALLAGHER', '2 RIVERSIDE TERRACE', 'HEBDEN BRIDGE', 'HX7 8EE'], 50, 108, 10, 'Courier', 13);
  at(doc, 'Your car insurance renewal', 50, 184, 15, 'Helvetica-Bold');
  let y = para(doc, 'Dear Mr Gallagher, your Halifax car insurance for your Skoda Fabia SE L, registration FN67 WDR, is due to renew on 17/12/2026. Your renewal details are below.', 50, 208, 10.5, 'Helvetica', 495);
  y += 10;
  const lines: [string, string][] = [
    ['Renewal premium', '£489.96'],
    ['Last year\'s premium', '£467.12'],
    ['Compulsory excess', '£250'],
    ['Voluntary excess', '£250'],
    ['Total excess', '£500'],
  ];
  box(doc, 50, y, 495, lines.length * 17 + 10);
  lines.forEach(([label, value], i) => row(doc, label, value, y + 7 + i * 17, { x: 60, right: 535, size: 10.5, font: 'Courier', dy: i % 2 === 0 ? 1 : 0 }));
  y += lines.length * 17 + 22;
  y = para(doc, 'Your renewal premium includes Insurance Premium Tax at 12%. You pay monthly by Direct Debit: a first payment of £49.00 on 17/12/2026, then 11 monthly payments of £44.84, a total of £542.24 (interest £52.28, representative APR 22.4%).', 50, y, 10.5, 'Helvetica', 495);
  y = para(doc, 'Your policy renews automatically. To stop it, or to pay the first payment by cheque, use the slip below or call 0345 604 5047. You may find cheaper cover by shopping around.', 50, y + 8, 10.5, 'Helvetica', 495);
  at(doc, 'Yours sincerely, Halifax Car Insurance', 50, y + 12, 10.5);
  small(doc, 'Halifax Car Insurance is arranged by Lloyds Bank General Insurance Limited, which also underwrites it. Registered in England and Wales No. 204373. Registered office: 25 Gresham Street, London EC2V 7HN. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 202176). Halifax is a division of Bank of Scotland plc.', 660);
  tearOff(doc, 700);
  at(doc, 'HALIFAX CAR INSURANCE - PAYMENT SLIP', 50, 716, 10, 'Courier-Bold');
  at(doc, 'REFERENCE', 50, 734, 10, 'Courier');
  at(doc, 'HX CAR 5512 0763 / 01', 160, 734, 10, 'Courier');
  at(doc, 'DUE DATE', 50, 750, 10, 'Courier');
  at(doc, '17/12/2026', 160, 750, 10, 'Courier');
  box(doc, 390, 726, 155, 44);
  at(doc, 'FIRST PAYMENT', 400, 733, 9, 'Courier');
  right(doc, '£49.00', 537, 750, 13, 'Courier-Bold');
}

/** Direct Line: two pages with a running header; page 1 the price in a bordered panel of separate label and value
 *  runs, page 2 the cover details and optional extras with their own prices. */
function directLine(doc: Doc): void {
  const header = (page: number) => {
    at(doc, 'DIRECT LINE', 50, 34, page === 1 ? 17 : 10, 'Helvetica-Bold');
    right(doc, `Policy number PCX 0047 1193 82   Page ${page} of 2`, 545, 38, 7.5, 'Helvetica', 300);
    rule(doc, 50, 545, 56, 1);
  };
  placed(doc);
  header(1);
  refPanel(doc, [['Policy number', 'PCX 0047 1193 82'], ['Date', '26 November 2026'], ['Customer ref', 'DL 90 33817']], 360, 70, { gap: 80 });
  address(doc, ['Mrs Funmi Adeyemi', '71 Selhurst Road', 'London', 'SE25 6LH'], 50, 70);
  at(doc, 'Your renewal price for next year', 50, 140, 15, 'Helvetica-Bold');
  let y = para(doc, 'Dear Mrs Adeyemi, thank you for insuring your Audi A3 Sportback, registration EA21 PZL, with Direct Line. Your policy is due to renew on 5 January 2027. We have worked out your renewal price using the information we hold.', 50, 164);
  y += 10;
  box(doc, 50, y, 495, 84, 1.2);
  at(doc, 'Renewal price', 62, y + 12, 10);
  at(doc, '05/01/2027 to 04/01/2028', 62, y + 25, 8);
  right(doc, '£688.20', 533, y + 14, 15, 'Helvetica-Bold');
  rule(doc, 58, 537, y + 42);
  at(doc, 'Last year\'s price', 62, y + 50, 10);
  at(doc, '05/01/2026 to 04/01/2027', 62, y + 63, 8);
  right(doc, '£645.55', 533, y + 51, 12);
  y += 98;
  y = para(doc, 'Both prices are for the same cover and include Insurance Premium Tax. They do not include the optional extras listed on page 2.', 50, y);
  y += 6;
  at(doc, 'Your excess', 50, y, 11, 'Helvetica-Bold');
  y += 16;
  row(doc, 'Compulsory', '£300', y, { x: 60, right: 260 });
  row(doc, 'Voluntary', '£200', y + 13, { x: 60, right: 260 });
  rule(doc, 200, 262, y + 25);
  row(doc, 'Total', '£500', y + 28, { x: 60, right: 260, font: 'Helvetica-Bold' });
  at(doc, 'Paying monthly', 310, y - 16, 11, 'Helvetica-Bold');
  row(doc, 'Deposit', '£68.82', y, { x: 310, right: 535 });
  row(doc, '10 payments of', '£68.06', y + 13, { x: 310, right: 535 });
  row(doc, 'Total payable', '£749.42', y + 26, { x: 310, right: 535 });
  row(doc, 'APR (representative)', '18.6%', y + 39, { x: 310, right: 535 });
  y += 60;
  y = para(doc, 'Your policy will renew automatically on 5 January 2027 and we will collect payment as we do now. If you do not want to renew, please let us know by calling 0345 246 8704 or through your online account. We recommend you check that your cover still meets your needs and compare the market.', 50, y);
  at(doc, 'Yours sincerely,', 50, y + 12);
  at(doc, 'Direct Line Customer Services', 50, y + 34, 9, 'Helvetica-Bold');
  small(doc, 'Continued overleaf.', 800);
  nextPage(doc);
  header(2);
  at(doc, 'Your cover', 50, 72, 13, 'Helvetica-Bold');
  let z = table(doc, {
    x: 50,
    y: 92,
    widths: [200, 295],
    rows: [
      ['Detail', 'What we hold'],
      ['Level of cover', 'Comprehensive'],
      ['Main driver', 'Funmi Adeyemi'],
      ['Named drivers', 'Kola Adeyemi'],
      ['Class of use', 'Social, domestic, pleasure and commuting'],
      ['Annual mileage', '8,000'],
      ['No claims discount', '7 years'],
    ],
  });
  at(doc, 'Optional extras you could add', 50, z + 16, 13, 'Helvetica-Bold');
  z = table(doc, {
    x: 50,
    y: z + 36,
    widths: [300, 195],
    numeric: [1],
    rows: [
      ['Extra', 'Price for the year'],
      ['Motor Legal Protection', '£27.50'],
      ['Guaranteed Hire Car Plus', '£29.75'],
      ['Green Flag Breakdown Cover (Recovery)', '£64.00'],
    ],
  });
  z = para(doc, 'Extras can be added at renewal or at any time during the year. If you add one, your total price will be your renewal price plus the price of the extra.', 50, z + 10);
  small(doc, 'Direct Line car insurance policies are underwritten by U K Insurance Limited, registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980. U K Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 202810). Direct Line and the red phone on wheels are trade marks of U K Insurance Limited.', 780);
}

/** Elephant: a young driver's renewal, the price cheaper than last year, values in a right-hand column of a drawn
 *  grid, and a separate named driver's excess. */
function elephant(doc: Doc): void {
  placed(doc);
  at(doc, 'elephant.co.uk', 50, 42, 17, 'Helvetica-Bold');
  at(doc, 'Car insurance', 50, 62, 9);
  refPanel(doc, [['Policy number', 'ELP/24/0071883'], ['Date', '05/11/2026'], ['Reference', 'EL-R-55231']], 370, 44, { gap: 75 });
  address(doc, ['Mr Callum Reid', '23 Ashgrove Park', 'Newport', 'NP20 3JW'], 50, 96);
  at(doc, 'Your Elephant renewal', 50, 164, 15, 'Helvetica-Bold');
  let y = para(doc, 'Hi Callum, your car insurance with Elephant for your SEAT Ibiza FR, registration YH15 BZT, renews on 03/12/2026. Good news: your renewal price is lower than last year.', 50, 188);
  y += 10;
  y = table(doc, {
    x: 50,
    y,
    widths: [330, 165],
    numeric: [1],
    boldRows: [0, 1],
    rows: [
      ['Your price', 'Amount'],
      ['Renewal price (12 months from 03/12/2026)', '£1,128.64'],
      ['Last year\'s price', '£1,204.90'],
      ['Saving', '£76.26'],
    ],
  });
  y += 12;
  at(doc, 'Excesses for the policyholder', 50, y, 10, 'Helvetica-Bold');
  y = table(doc, {
    x: 50,
    y: y + 14,
    widths: [330, 165],
    numeric: [1],
    boldRows: [0, 3],
    rows: [
      ['Excess', 'Amount'],
      ['Compulsory excess', '£450'],
      ['Voluntary excess', '£250'],
      ['Total excess', '£700'],
    ],
  });
  y = para(doc, 'Named driver Eilidh Reid (provisional licence) has an additional young driver excess of £200, so her total excess is £900.', 50, y + 6, 8.5);
  y = para(doc, 'Your price includes Insurance Premium Tax. Pay monthly: deposit £112.86 and 10 instalments of £110.72, total £1,220.06 (APR 24.9%). Your black box (telematics) discount of £84.00 is already included in your renewal price.', 50, y + 10);
  y = para(doc, 'We will renew your policy automatically on 03/12/2026. To change anything or stop it renewing, log in to your account or call 0330 024 4360. Shop around to make sure you are getting the right cover at the right price.', 50, y + 8);
  at(doc, 'Thanks, the Elephant team', 50, y + 12);
  small(doc, 'Elephant.co.uk is a trading name of EUI Limited, authorised and regulated by the Financial Conduct Authority (FRN 309378). Registered in England and Wales No. 02638980. Registered office: Ty Admiral, David Street, Cardiff CF10 2EH. Elephant car insurance is underwritten by Admiral Insurance (Gibraltar) Limited and Great Lakes Insurance UK Limited.', 780);
}

export const FRESH_NOTICES_23: FreshNotice[] = [
  {
    name: 'tesco-bank',
    html: '',
    draw: tescoBank,
    expected: { renewalDate: '2026-12-22', insurer: 'Tesco Bank', policyNumber: 'TBC 7730 4418 02', registrationNumber: 'LK68XMV', renewalPremium: '587.40', previousPremium: '531.26', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },
  {
    name: 'toyota-insurance',
    html: '',
    draw: toyota,
    expected: { renewalDate: '2026-12-30', insurer: 'Toyota Insurance', policyNumber: 'TYI 0093 3817', registrationNumber: 'YR21KDO', renewalPremium: '498.62', previousPremium: '455.10', compulsoryExcess: '150', voluntaryExcess: '250', totalExcess: '400' },
  },
  {
    name: 'nfu-mutual',
    html: '',
    draw: nfuMutual,
    scan: true,
    expected: { renewalDate: '2027-01-15', insurer: 'NFU Mutual', policyNumber: 'CAR 72/481163', registrationNumber: 'SN70WFK', renewalPremium: '649.44', previousPremium: '618.02', compulsoryExcess: '300', voluntaryExcess: '150', totalExcess: '450' },
  },
  {
    name: 'adrian-flux',
    html: '',
    draw: adrianFlux,
    expected: { renewalDate: '2026-12-12', insurer: 'Adrian Flux', policyNumber: 'AF/MX/3318720', registrationNumber: 'M11XNR', renewalPremium: '384.15', previousPremium: '402.80', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'saga',
    html: '',
    draw: saga,
    photo: true,
    expected: { renewalDate: '2027-01-09', insurer: 'Saga', policyNumber: 'SGM 3204 7718', registrationNumber: 'WA17HNE', renewalPremium: '412.55', previousPremium: '389.90', compulsoryExcess: '200', voluntaryExcess: '0', totalExcess: '200' },
  },
  {
    name: 'churchill',
    html: '',
    draw: churchill,
    expected: { renewalDate: '2026-12-19', insurer: 'Churchill', policyNumber: 'PM 0418 2276 31', registrationNumber: 'BD20UZP', renewalPremium: '803.47', previousPremium: '742.16', compulsoryExcess: '350', voluntaryExcess: '250', totalExcess: '600' },
  },
  {
    name: 'aviva',
    html: '',
    draw: aviva,
    expected: { renewalDate: '2027-01-03', insurer: 'Aviva', policyNumber: 'AVC 1009 4471 2', registrationNumber: 'GF22OYK', renewalPremium: '926.30', previousPremium: '871.44', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'lv',
    html: '',
    draw: lv,
    expected: { renewalDate: '2026-12-28', insurer: 'LV=', policyNumber: 'MC 4490 2187 115', registrationNumber: 'DY69FWB', renewalPremium: '559.08', previousPremium: '512.70', compulsoryExcess: '250', voluntaryExcess: '200', totalExcess: '450' },
  },
  {
    name: 'sainsburys-bank',
    html: '',
    draw: sainsburys,
    expected: { renewalDate: '2027-01-21', insurer: "Sainsbury's Bank", policyNumber: 'SBCI 5530 8812', registrationNumber: 'MA71RZE', renewalPremium: '676.92', previousPremium: '598.33', compulsoryExcess: '200', voluntaryExcess: '250', totalExcess: '450' },
  },
  {
    name: 'co-op-insurance',
    html: '',
    draw: coop,
    photo: true,
    expected: { renewalDate: '2026-12-14', insurer: 'Co-op Insurance', policyNumber: 'COP/MTR/7723015', registrationNumber: 'NX66CVA', renewalPremium: '531.78', previousPremium: '497.35', compulsoryExcess: '200', voluntaryExcess: '150', totalExcess: '350' },
  },
  {
    name: 'a-plan',
    html: '',
    draw: aPlan,
    expected: { renewalDate: '2027-01-12', insurer: 'A-Plan', policyNumber: 'APL 220388', registrationNumber: 'WP20HXL', renewalPremium: '455.47', previousPremium: '441.20', compulsoryExcess: '100', voluntaryExcess: '350', totalExcess: '450' },
  },
  {
    name: 'swinton',
    html: '',
    draw: swinton,
    photo: 'sideways',
    expected: { renewalDate: '2026-12-08', insurer: 'Swinton', policyNumber: 'SWI/PC/40917732', registrationNumber: 'MK18TOV', renewalPremium: '612.34', previousPremium: '588.91', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },
  {
    name: 'marshmallow',
    html: '',
    draw: marshmallow,
    expected: { renewalDate: '2027-01-26', insurer: 'Marshmallow', policyNumber: 'MSH-P-26F8K91Q', registrationNumber: 'LR23FXJ', renewalPremium: '734.10', previousPremium: '702.58', compulsoryExcess: '350', voluntaryExcess: '100', totalExcess: '450' },
  },
  {
    name: 'halifax',
    html: '',
    draw: halifax,
    scan: true,
    expected: { renewalDate: '2026-12-17', insurer: 'Halifax', policyNumber: 'HX CAR 5512 0763', registrationNumber: 'FN67WDR', renewalPremium: '489.96', previousPremium: '467.12', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'direct-line',
    html: '',
    draw: directLine,
    expected: { renewalDate: '2027-01-05', insurer: 'Direct Line', policyNumber: 'PCX 0047 1193 82', registrationNumber: 'EA21PZL', renewalPremium: '688.20', previousPremium: '645.55', compulsoryExcess: '300', voluntaryExcess: '200', totalExcess: '500' },
  },
  {
    name: 'elephant',
    html: '',
    draw: elephant,
    expected: { renewalDate: '2026-12-03', insurer: 'Elephant', policyNumber: 'ELP/24/0071883', registrationNumber: 'YH15BZT', renewalPremium: '1128.64', previousPremium: '1204.90', compulsoryExcess: '450', voluntaryExcess: '250', totalExcess: '700' },
  },
];
