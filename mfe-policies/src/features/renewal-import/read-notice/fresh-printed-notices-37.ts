// Set 37 (issue 47): paper that has been handled. Each renewal invitation as it reaches the app after the driver has had
// it on the kitchen table: notes in the margin in a biro's blue, a figure ringed or run over with a yellow highlighter, a
// PAID or RECEIVED stamp at an angle, a sticky note with a comparison site's price, a printed price struck through with a
// pen, fold lines, a coffee ring, last year's letter (or another) lying partly under this one, punched holes, a slip or
// form the driver filled in by hand. Whatever the driver wrote is not the notice: `expected` holds what was printed.
// Eight are read as scans (every page at 150 dpi), eight as phone photos of page 1 (three held sideways).
//
// The machine has no script font (only DejaVu), so handwriting is DejaVu Serif Condensed Italic with every letter its
// own size, tilt and height, the line slanted as people write, in blue or black ink; pdfkit's is Times-Italic or
// Helvetica-Oblique the same way.
import type { FreshNotice } from './fresh-notice-checks';

// ---------------------------------------------------------------------------------------------------------------
// The sums each notice prints, checked before any notice is built (old + change = new, parts = total, deposit +
// instalments = total payable, premium + credit charge = total payable).
const SUMS: [string, number, number][] = [
  ['sainsburys-bank: last year + rise', 452.9 + 34.46, 487.36],
  ['sainsburys-bank: 12 x monthly', 12 * 43.67, 524.04],
  ['sainsburys-bank: premium + interest', 487.36 + 36.68, 524.04],
  ['sainsburys-bank: excess', 250 + 100, 350],
  ['first-alternative: last year + rise', 341.15 + 15.65, 356.8],
  ['first-alternative: with breakdown', 356.8 + 29, 385.8],
  ['first-alternative: excess', 200 + 150, 350],
  ['direct-choice: net + IPT', 546.82 + 65.62, 612.44],
  ['direct-choice: IPT at 12%', Math.round(546.82 * 12) / 100, 65.62],
  ['direct-choice: deposit + 10 instalments', 61.24 + 10 * 57.81, 639.34],
  ['direct-choice: premium + credit charge', 612.44 + 26.9, 639.34],
  ['direct-choice: last year + rise', 598.1 + 14.34, 612.44],
  ['direct-choice: excess', 300 + 250, 550],
  ['brentacre: expiring + increase', 689.35 + 15.55, 704.9],
  ['brentacre: deposit + 9 instalments', 70.49 + 9 * 72.32, 721.37],
  ['brentacre: premium + credit charge', 704.9 + 16.47, 721.37],
  ['brentacre: excess', 250 + 250, 500],
  ['crowthorne: premium + legal expenses', 718.48 + 25, 743.48],
  ['crowthorne: 10 instalments', 10 * 74.67, 746.7],
  ['crowthorne: premium + credit charge', 718.48 + 28.22, 746.7],
  ['crowthorne: previous + increase', 655.12 + 63.36, 718.48],
  ['crowthorne: excess', 350 + 0, 350],
  ['peart: last + change', 1096.25 + 88.35, 1184.6],
  ['peart: deposit + 10 instalments', 118.46 + 10 * 110.42, 1222.66],
  ['peart: premium + credit charge', 1184.6 + 38.06, 1222.66],
  ['peart: excess', 500 + 250, 750],
  ['mark-bates: last year + increase', 198.4 + 15.97, 214.37],
  ['mark-bates: excess', 100 + 150, 250],
  ['gothic: renewal + saving', 529.18 + 32.22, 561.4],
  ['gothic: deposit + 9 instalments', 52.92 + 9 * 57.62, 571.5],
  ['gothic: premium + credit charge', 529.18 + 42.32, 571.5],
  ['gothic: excess', 250 + 200, 450],
  ['sheilas-wheels: last year + change', 389.4 + 32.27, 421.67],
  ['sheilas-wheels: excess', 250 + 250, 500],
  ['peoples-choice: last year + difference', 517.93 + 45.35, 563.28],
  ['peoples-choice: deposit + 10 instalments', 56.33 + 10 * 52.16, 577.93],
  ['peoples-choice: premium + credit charge', 563.28 + 14.65, 577.93],
  ['peoples-choice: excess', 300 + 100, 400],
  ['insure-pink: premium + extras', 466.02 + 30 + 15, 511.02],
  ['insure-pink: this year + saving', 466.02 + 6.83, 472.85],
  ['insure-pink: excess', 250 + 150, 400],
  ['flux-direct: expiring + increase', 611.1 + 27.65, 638.75],
  ['flux-direct: excess', 400 + 100, 500],
  ['crossbrook: previous + increase', 846.15 + 46.15, 892.3],
  ['crossbrook: excess', 350 + 250, 600],
  ['one-quote-direct: renewal + decrease', 1046.9 + 171.55, 1218.45],
  ['one-quote-direct: deposit + 10 instalments', 104.69 + 10 * 98.34, 1088.09],
  ['one-quote-direct: premium + credit charge', 1046.9 + 41.19, 1088.09],
  ['one-quote-direct: excess', 450 + 250, 700],
  ['car-insurance-experts: current + increase', 529.99 + 47.56, 577.55],
  ['car-insurance-experts: excess', 300 + 200, 500],
  ['drivology: renewal + saving', 958.64 + 143.66, 1102.3],
  ['drivology: 12 x monthly', 12 * 84.95, 1019.4],
  ['drivology: premium + interest', 958.64 + 60.76, 1019.4],
  ['drivology: excess', 500 + 0, 500],
];
for (const [what, sum, printed] of SUMS) {
  if (Math.abs(sum - printed) > 0.005) throw new Error(`Set 37: ${what} does not add up: ${sum.toFixed(2)} is printed as ${printed.toFixed(2)}`);
}

// ---------------------------------------------------------------------------------------------------------------
// The sheet of paper and what a driver does to it (Chromium).

/** The whole A4 sheet is the page (no printer's margin), so marks can reach its edges. */
const SHEET_STYLE = `<style>@page { size: A4; margin: 0; } body { margin: 0; }</style>`;

/** One printed sheet, slightly off-white; `more`: another sheet follows. */
const sheet = (inner: string, o: { pad?: string; more?: boolean; tint?: string } = {}): string =>
  `<div style="position:relative;width:210mm;height:296mm;overflow:hidden;box-sizing:border-box;padding:${o.pad ?? '15mm 18mm'};background:${o.tint ?? '#fdfcf7'};${o.more ? 'break-after:page;' : ''}">${inner}</div>`;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A small repeatable wobble, so a note looks the same every run. */
function wobble(seed: number): () => number {
  let s = seed % 233280;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

const BLUE_INK = '#1d3b9e';
const BLACK_INK = '#23232b';

/**
 * Handwriting where a person puts it: each letter a little bigger or smaller, higher or lower, tilted its own way;
 * the line slanted. x and y place the start of the first line on the sheet ('168mm', '22mm').
 */
const hand = (text: string, x: string, y: string, o: { size?: number; turn?: number; ink?: string; seed?: number } = {}): string => {
  const next = wobble(o.seed ?? text.length * 131 + 17);
  const size = o.size ?? 17;
  const lines = text.split('\n').map((line) =>
    [...line]
      .map((ch) =>
        ch === ' '
          ? '<span style="display:inline-block;width:0.32em"></span>'
          : `<span style="display:inline-block;font-size:${(size * (0.8 + next() * 0.38)).toFixed(1)}px;margin-right:-0.04em;transform:translateY(${((next() - 0.5) * 4).toFixed(1)}px) rotate(${((next() - 0.5) * 16).toFixed(1)}deg)">${esc(ch)}</span>`,
      )
      .join(''),
  );
  return `<div style="position:absolute;left:${x};top:${y};z-index:6;transform:rotate(${o.turn ?? -5}deg) skewX(-8deg);transform-origin:left top;color:${o.ink ?? BLUE_INK};font-family:'DejaVu Serif Condensed','DejaVu Serif',serif;font-style:italic;white-space:nowrap;line-height:1.35;opacity:0.92">${lines.join('<br>')}</div>`;
};

/** A highlighter run over printed words. */
const highlit = (html: string): string => `<span style="background:rgba(255,232,0,0.6);padding:1px 3px;margin:0 -3px;border-radius:2px">${html}</span>`;

/** A figure ringed in biro. */
const ringed = (html: string, ink = BLUE_INK): string =>
  `<span style="position:relative;display:inline-block">${html}<span style="position:absolute;left:-10px;right:-12px;top:-7px;bottom:-7px;border:2px solid ${ink};border-radius:50%;transform:rotate(-5deg);opacity:0.85"></span></span>`;

/** Printed words struck through by the driver's pen. */
const struck = (html: string, ink = BLUE_INK): string =>
  `<span style="position:relative;display:inline-block">${html}<span style="position:absolute;left:-6px;right:-8px;top:48%;border-top:2px solid ${ink};transform:rotate(-6deg);opacity:0.9"></span></span>`;

/** A rubber stamp pressed on at an angle, the ink uneven. */
const stamp = (lines: string[], x: string, y: string, o: { turn?: number; ink?: string; size?: number } = {}): string =>
  `<div style="position:absolute;left:${x};top:${y};z-index:5;transform:rotate(${o.turn ?? -15}deg);border:3px solid ${o.ink ?? '#c8102e'};outline:1.5px solid ${o.ink ?? '#c8102e'};outline-offset:3px;padding:3px 14px;color:${o.ink ?? '#c8102e'};font:bold ${o.size ?? 26}px 'DejaVu Sans Mono',monospace;letter-spacing:3px;text-align:center;opacity:0.72;line-height:1.15">${lines
    .map((line, index) => (index === 0 ? line : `<div style="font-size:0.5em;letter-spacing:1px">${line}</div>`))
    .join('')}</div>`;

/** A square sticky note stuck on, with the driver's writing on it. */
const sticky = (text: string, x: string, y: string, o: { turn?: number; width?: string; colour?: string; size?: number; seed?: number } = {}): string =>
  `<div style="position:absolute;left:${x};top:${y};z-index:5;width:${o.width ?? '52mm'};height:${o.width ?? '52mm'};background:${o.colour ?? '#fff38a'};transform:rotate(${o.turn ?? 4}deg);border-right:2px solid rgba(0,0,0,0.12);border-bottom:3px solid rgba(0,0,0,0.14)">${hand(text, '5mm', '7mm', { size: o.size ?? 17, turn: -2, seed: o.seed })}</div>`;

/** A coffee mug's ring: a faint brown circle, darker at its edge. */
const coffeeRing = (x: string, y: string, size = '78mm'): string =>
  `<div style="position:absolute;left:${x};top:${y};width:${size};height:${size};z-index:4;box-sizing:border-box;border-radius:50%;border:6px solid rgba(150,95,40,0.2)"><div style="position:absolute;left:4px;top:3px;right:6px;bottom:5px;border-radius:50%;border:2px solid rgba(150,95,40,0.14)"></div></div>`;

/** A fold across the sheet (the letter came folded in three). */
const fold = (y: string): string =>
  `<div style="position:absolute;left:0;right:0;top:${y};z-index:3"><div style="height:1.5px;background:rgba(0,0,0,0.08)"></div><div style="height:1px;background:rgba(255,255,255,0.9)"></div><div style="height:1.5px;background:rgba(0,0,0,0.06)"></div></div>`;

/** Two punched holes in the left margin (the driver keeps the letter in a ring binder). */
const holes = (): string =>
  ['104mm', '184mm'].map((top) => `<div style="position:absolute;left:7mm;top:${top};width:6.5mm;height:6.5mm;border-radius:50%;background:#4a4a4a;z-index:6"></div>`).join('');

// ---------------------------------------------------------------------------------------------------------------
// 1. Sainsbury's Bank (scan, two sheets). Page 1: 'ring them by 10th!!' at the top, the renewal price run over with a
// highlighter, a coffee ring by the signature, folded in three. Page 2, the schedule: punched holes, 'last yr paid
// 540?' beside last year's printed £452.90, a tick by the registration.
const SAINSBURYS_FOOT = (n: number) =>
  `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:6.5pt;color:#666;border-top:1px solid #f06c00;padding-top:3pt">Sainsbury's Bank plc, Registered Office: 33 Holborn, London EC1N 2HT (registered in England and Wales, no. 3279730). Sainsbury's Bank plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Sainsbury's Bank Car Insurance is arranged and administered by Sainsbury's Bank plc and underwritten by the insurer named on your Certificate of Motor Insurance. Calls may be recorded. &nbsp; SBC-4418-2271-06 &middot; Page ${n} of 2</div>`;
const SAINSBURYS = [
  sheet(
    `<div style="display:flex;justify-content:space-between;align-items:flex-start">
      <div><div style="font:bold 22pt Arial;color:#f06c00;letter-spacing:-0.5px">Sainsbury's Bank</div><div style="font-size:10pt;color:#7a3b00">Car Insurance</div></div>
      <div style="font-size:8.5pt;text-align:right;line-height:1.5">Policy number <b>SBC-4418-2271-06</b><br>Customer number 7730 1182<br>Date 12 November 2026<br>Questions? 0800 096 3318</div></div>
    <div style="margin-top:16mm;line-height:1.45">Mrs Joanne Whitlock<br>9 Larch Close<br>Thetford<br>Norfolk<br>IP24 2QR</div>
    <h1 style="font-size:16pt;color:#f06c00;margin:12mm 0 4mm">Your car insurance renewal</h1>
    <p>Dear Mrs Whitlock,</p>
    <p>Your Sainsbury's Bank Car Insurance for your Toyota Yaris (AO20 KVD) is due to renew on <b>14 December 2026</b>. Here's your
    price for the next 12 months, along with what you paid last year, so you can compare.</p>
    <table style="width:100%;margin:4mm 0;border-top:2px solid #f06c00;border-bottom:2px solid #f06c00">
      <tr><td style="padding:5pt 0">Your renewal price (including Insurance Premium Tax)</td><td class="r" style="font-size:13pt"><b>${highlit('£487.36')}</b></td></tr>
      <tr><td>Last year's price</td><td class="r">£452.90</td></tr>
      <tr><td>Difference</td><td class="r">£34.46 more</td></tr></table>
    <p><b>Why has my price changed?</b> The cost of repairing cars, and of parts in particular, has gone up again this year. Your
    no claim discount has gone up to 7 years, which has helped keep your price down.</p>
    <p><b>What you need to do.</b> You told us you'd like your policy to renew automatically, so you don't need to do anything. We'll
    collect the first of 12 monthly payments of £43.67 on or around 14 December 2026. The total amount payable is £524.04, which
    includes interest of £36.68 (representative APR 14.9% variable). If you'd rather pay in full, or don't want to renew, please
    call us before your renewal date.</p>
    <p><b>Not included in your price:</b> Motor Legal Protection (£24.99 a year) and Breakdown Cover from £34.00 a year. Nectar
    members collect 1 Nectar point for every £1 spent on their car insurance.</p>
    <p>Please check your renewal schedule on page 2 and tell us straight away if anything is wrong or has changed.</p>
    <p style="margin-top:8mm">Yours sincerely,</p>
    <p style="font:italic 15pt Georgia;margin:2mm 0;color:#333">M. Greenhalgh</p>
    <p>Martin Greenhalgh<br>Head of Car Insurance, Sainsbury's Bank</p>
    ${SAINSBURYS_FOOT(1)}
    ${hand('ring them by 10th!!', '128mm', '43mm', { turn: -6, size: 19 })}
    ${coffeeRing('104mm', '200mm', '74mm')}
    ${fold('98.7mm')}${fold('197.4mm')}`,
    { more: true },
  ),
  sheet(
    `<div style="display:flex;justify-content:space-between;border-bottom:2px solid #f06c00;padding-bottom:3pt"><b style="color:#f06c00;font-size:14pt">Sainsbury's Bank</b><span style="font-size:8.5pt">Renewal schedule &middot; SBC-4418-2271-06</span></div>
    <h2 style="font-size:13pt;margin:6mm 0 3mm">Your renewal schedule</h2>
    <table style="width:100%;font-size:9.5pt">
      <tr><td style="width:42%">Policyholder</td><td>Mrs Joanne Whitlock</td></tr>
      <tr><td>Policy number</td><td>SBC-4418-2271-06</td></tr>
      <tr><td>Period of cover</td><td>14/12/2026 to 13/12/2027</td></tr>
      <tr><td>Car</td><td>Toyota Yaris 1.5 Hybrid Icon, 2020</td></tr>
      <tr><td>Registration</td><td>AO20 KVD</td></tr>
      <tr><td>Estimated value</td><td>£11,200</td></tr>
      <tr><td>MOT due</td><td>02/06/2027</td></tr>
      <tr><td>Cover</td><td>Comprehensive</td></tr>
      <tr><td>Use</td><td>Social, domestic and pleasure, and commuting</td></tr>
      <tr><td>Drivers</td><td>Joanne Whitlock (born 23/09/1972); Neil Whitlock (born 04/01/1970)</td></tr>
      <tr><td>No claim discount</td><td>7 years (protected)</td></tr></table>
    <h3 style="font-size:11pt;margin:6mm 0 2mm;color:#f06c00">Your price</h3>
    <table style="width:100%;font-size:9.5pt"><tr><td style="width:42%">Car insurance premium (including IPT)</td><td>£487.36</td></tr>
      <tr><td>Previous year's premium</td><td>£452.90</td></tr></table>
    <h3 style="font-size:11pt;margin:6mm 0 2mm;color:#f06c00">Your excesses</h3>
    <table style="width:100%;font-size:9.5pt;border:1px solid #ccc"><tr style="background:#fdebdc"><th>Claim</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
      <tr><td>Accidental damage</td><td class="r">£250</td><td class="r">£100</td><td class="r">£350</td></tr>
      <tr><td>Fire and theft</td><td class="r">£250</td><td class="r">£100</td><td class="r">£350</td></tr>
      <tr><td>Windscreen replacement</td><td class="r">£90</td><td class="r">&ndash;</td><td class="r">£90</td></tr></table>
    <p style="font-size:7.5pt;color:#666;margin-top:5mm">An extra £250 excess applies to any driver under 25 or with a full licence for less than 2 years. If you use a repairer
    that isn't one of ours, an extra £150 excess applies. Your Certificate of Motor Insurance is enclosed and shows who may drive.</p>
    ${SAINSBURYS_FOOT(2)}
    ${holes()}
    ${hand('last yr paid 540?', '124mm', '134mm', { turn: -4, size: 17 })}
    ${hand('✓', '114mm', '64mm', { turn: 0, size: 20 })}`,
  ),
].join('');

// ---------------------------------------------------------------------------------------------------------------
// 2. First Alternative (scan, one sheet with a tear-off slip). The driver ticked 'Please call me', signed and dated
// the slip, and wrote how they paid; a red PAID stamp went across it.
const FIRST_ALTERNATIVE = sheet(
  `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #00857c;padding-bottom:3mm">
    <div><span style="font:bold 24pt Arial;color:#00857c;letter-spacing:-1px">first alternative</span><br><span style="font-size:9pt;color:#555">car insurance</span></div>
    <div style="font-size:8.5pt;text-align:right">Renewal invitation<br>Date: 2 December 2026<br>Policy number: FAM 0093 4471</div></div>
  <div style="margin-top:10mm">Mr Graham Oduya<br>41 Mill Lane<br>Skipton<br>BD23 1HX</div>
  <h1 style="font-size:15pt;margin:10mm 0 3mm;color:#00857c">Time to renew your car insurance</h1>
  <p>Dear Mr Oduya,</p>
  <p>Your First Alternative car insurance policy for your Honda Jazz (YK17 HWU) ends at 23:59 on 05/01/2027. We'd like you to stay
  with us, and we've set out your renewal price below. Your new policy would start on 06/01/2027.</p>
  <div style="border:1px solid #00857c;padding:3mm 4mm;margin:3mm 0">
    <b style="color:#00857c">Your renewal at a glance</b>
    <table style="width:100%;margin-top:2mm">
      <tr><td style="width:50%">Cover</td><td>Comprehensive</td></tr>
      <tr><td>Renewal premium (incl. IPT at 12%)</td><td><b>£356.80</b></td></tr>
      <tr><td>Your premium last year</td><td>£341.15</td></tr>
      <tr><td>Excess</td><td>Compulsory £200 &middot; Voluntary £150 &middot; Total £350</td></tr>
      <tr><td>No claims discount</td><td>9 years</td></tr>
      <tr><td>Named driver</td><td>Mrs Ruth Oduya</td></tr></table></div>
  <p>You pay annually and haven't asked us to renew automatically, so your cover will end unless you renew. To renew, call us on
  0345 070 3318, renew online in your account, or return the slip below with a cheque. Add breakdown cover for £29.00 a year.</p>
  <p style="font-size:7.5pt;color:#666">First Alternative is a trading name of esure Services Limited, registered in England and Wales no. 2135610,
  The Observatory, Reigate, Surrey RH2 0SG, authorised and regulated by the Financial Conduct Authority. Insurance is underwritten by esure
  Insurance Limited. Your Statement of Fact and policy booklet are available in your account.</p>
  <div style="position:absolute;left:0;right:0;top:206mm;border-top:2px dashed #777"></div>
  <div style="position:absolute;left:3mm;top:202mm;font-size:12pt;color:#777;background:#fdfcf7;padding:0 2mm">&#9986;</div>
  <div style="position:absolute;left:18mm;right:18mm;top:212mm;font-size:9pt">
    <b style="font-size:10.5pt">Renewal payment slip</b> &nbsp; Policy FAM 0093 4471 &middot; Mr G Oduya
    <table style="width:100%;margin-top:2mm">
      <tr><td style="width:60%">Renewal premium</td><td>£356.80</td></tr>
      <tr><td>&#9744; Add breakdown cover £29.00 (total £385.80)</td><td></td></tr>
      <tr><td>&#9744; Cheque enclosed, payable to esure Services Ltd</td><td></td></tr>
      <tr><td>&#9744; Please call me to take a card payment</td><td></td></tr>
      <tr><td style="padding-top:7mm">Signed ____________________________</td><td style="padding-top:7mm">Date ______________</td></tr></table>
    <div style="font-size:7pt;color:#777;margin-top:3mm">Return to: First Alternative, PO Box 1234, Reigate RH2 0ZZ. Please write your policy number on the back of your cheque.</div></div>
  ${hand('✓', '20mm', '237mm', { turn: 0, size: 22 })}
  ${hand('G. Oduya', '38mm', '252mm', { turn: -3, size: 21 })}
  ${hand('15/12/26', '132mm', '252mm', { turn: -2, size: 18 })}
  ${hand('rang 15/12 - paid by card\nref 88310', '142mm', '224mm', { turn: -5, size: 15 })}
  ${stamp(['PAID', '15 DEC 2026'], '100mm', '232mm', { turn: -16 })}
  ${fold('98.7mm')}`,
);

// ---------------------------------------------------------------------------------------------------------------
// pdfkit's pen: the same marks for letters a statement system draws.
type Doc = PDFKit.PDFDocument;

/** Handwriting drawn letter by letter, each with its own size, height and tilt, along a slanted line. */
function pen(doc: Doc, text: string, x: number, y: number, o: { size?: number; turn?: number; ink?: string; font?: string; seed?: number } = {}): void {
  const next = wobble(o.seed ?? text.length * 97 + 5);
  const size = o.size ?? 13;
  const turn = ((o.turn ?? -5) * Math.PI) / 180;
  text.split('\n').forEach((line, row) => {
    let along = 0;
    const startX = x - Math.sin(turn) * row * size * 1.3;
    const startY = y + Math.cos(turn) * row * size * 1.3;
    for (const ch of line) {
      const letterSize = size * (0.84 + next() * 0.3);
      const lift = (next() - 0.5) * 2.4;
      const tilt = (o.turn ?? -5) + (next() - 0.5) * 12;
      const cx = startX + Math.cos(turn) * along;
      const cy = startY + Math.sin(turn) * along + lift;
      doc.save();
      doc.rotate(tilt, { origin: [cx, cy] });
      doc.font(o.font ?? 'Times-Italic').fontSize(letterSize).fillColor(o.ink ?? BLUE_INK).fillOpacity(0.9);
      doc.text(ch, cx, cy, { lineBreak: false });
      doc.restore();
      along += ch === ' ' ? size * 0.33 : doc.font(o.font ?? 'Times-Italic').fontSize(letterSize).widthOfString(ch) * 0.98;
    }
  });
  doc.fillColor('black').fillOpacity(1);
}

function penRing(doc: Doc, cx: number, cy: number, rx: number, ry: number, ink = BLUE_INK): void {
  doc.save();
  doc.rotate(-5, { origin: [cx, cy] });
  doc.ellipse(cx, cy, rx, ry).lineWidth(1.5).strokeOpacity(0.85).stroke(ink);
  doc.restore();
}

function penCoffeeRing(doc: Doc, cx: number, cy: number, r: number): void {
  doc.save();
  doc.circle(cx, cy, r).lineWidth(5).strokeOpacity(0.18).stroke('#96602a');
  doc.circle(cx + 1.5, cy - 1, r - 4).lineWidth(1.5).strokeOpacity(0.14).stroke('#96602a');
  doc.restore();
}

function penFold(doc: Doc, y: number): void {
  doc.save();
  doc.rect(0, y - 1, doc.page.width, 2.5).fillOpacity(0.07).fill('#000000');
  doc.moveTo(0, y + 1.5).lineTo(doc.page.width, y + 1.5).lineWidth(0.6).strokeOpacity(0.5).stroke('#ffffff');
  doc.restore();
}

function penSticky(doc: Doc, text: string, x: number, y: number, side: number, turn: number): void {
  doc.save();
  doc.rotate(turn, { origin: [x + side / 2, y + side / 2] });
  doc.rect(x + 3, y + 4, side, side).fillOpacity(0.18).fill('#000000');
  doc.rect(x, y, side, side).fillOpacity(1).fill('#fff38a');
  doc.restore();
  pen(doc, text, x + 12, y + 16, { size: 14, turn: turn - 2 });
}

function penStamp(doc: Doc, lines: string[], x: number, y: number, o: { turn?: number; ink?: string } = {}): void {
  const ink = o.ink ?? '#6a2c91';
  doc.save();
  doc.rotate(o.turn ?? -14, { origin: [x, y] });
  doc.fillOpacity(0.7).strokeOpacity(0.7);
  doc.rect(x, y, 170, 52).lineWidth(2.5).stroke(ink);
  doc.rect(x + 4, y + 4, 162, 44).lineWidth(1).stroke(ink);
  doc.font('Courier-Bold').fontSize(20).fillColor(ink).text(lines[0]!, x, y + 9, { width: 170, align: 'center', characterSpacing: 3 });
  if (lines[1]) doc.font('Courier-Bold').fontSize(11).text(lines[1], x, y + 31, { width: 170, align: 'center', characterSpacing: 1 });
  doc.restore();
  doc.fillColor('black').fillOpacity(1).strokeOpacity(1);
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Direct Choice (scan, drawn by pdfkit). A sticky note from a comparison site, folded in three, a note in the
// left margin.
function drawDirectChoice(doc: Doc): void {
  const green = '#2e7d32';
  doc.rect(0, 0, doc.page.width, 58).fill(green);
  doc.fillColor('white').font('Helvetica-Bold').fontSize(22).text('Direct Choice', 50, 14);
  doc.font('Helvetica').fontSize(9).text('Car Insurance', 50, 40);
  doc.fontSize(8.5).text('Renewal invitation\nPolicy DCP/112/448193', 380, 20, { width: 165, align: 'right' });
  doc.fillColor('black').font('Helvetica').fontSize(10);
  doc.text('Ms Kirsty McAllister\nFlat 2/1\n88 Paisley Road West\nGlasgow\nG51 1LE', 50, 90);
  doc.text('23 December 2026', 400, 90, { width: 145, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(14).text('Your car insurance renewal invitation', 50, 178);
  doc.font('Helvetica').fontSize(10);
  doc.text('Dear Ms McAllister,', 50, 204);
  doc.text(
    'Thank you for insuring your car with Direct Choice. Your policy is due for renewal and we are pleased to offer you cover for another year on the terms shown below. Please read this invitation and the enclosed Statement of Fact carefully, and tell us straight away if anything is wrong.',
    50,
    222,
    { width: 495 },
  );
  doc.rect(50, 280, 495, 138).lineWidth(1).stroke('#9e9e9e');
  doc.rect(50, 280, 495, 18).fill('#e8f5e9');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(10).text('Your cover', 58, 284);
  doc.font('Helvetica').fontSize(9.5);
  const cover: [string, string][] = [
    ['Vehicle', 'Kia Ceed 1.6 CRDi 2 (2016)'],
    ['Registration', 'SN66 FLB'],
    ['Period of insurance', '22/01/2027 to 21/01/2028'],
    ['Cover', 'Comprehensive'],
    ['Class of use', 'Social, domestic and pleasure including commuting'],
    ['Drivers', 'Insured only'],
    ['No claims bonus', '6 years'],
  ];
  cover.forEach(([label, value], i) => {
    doc.text(label, 58, 304 + i * 15);
    doc.text(value, 220, 304 + i * 15);
  });
  doc.rect(50, 428, 240, 120).lineWidth(1).stroke('#9e9e9e');
  doc.rect(50, 428, 240, 18).fill('#e8f5e9');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(10).text('Premium details', 58, 432);
  doc.font('Helvetica').fontSize(9.5);
  const premium: [string, string][] = [
    ['Annual premium (net)', 'GBP 546.82'],
    ['Insurance Premium Tax @ 12%', 'GBP 65.62'],
    ['Total annual premium', 'GBP 612.44'],
    ["Last year's total annual premium", 'GBP 598.10'],
    ['Increase', 'GBP 14.34'],
  ];
  premium.forEach(([label, value], i) => {
    doc.font(i === 2 ? 'Helvetica-Bold' : 'Helvetica').text(label, 58, 452 + i * 16);
    doc.text(value, 200, 452 + i * 16, { width: 82, align: 'right' });
  });
  doc.rect(305, 428, 240, 120).lineWidth(1).stroke('#9e9e9e');
  doc.rect(305, 428, 240, 18).fill('#e8f5e9');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(10).text('Excesses (loss of or damage to your car)', 313, 432);
  doc.font('Helvetica').fontSize(9.5);
  const excess: [string, string][] = [
    ['Compulsory excess', 'GBP 300'],
    ['Voluntary excess', 'GBP 250'],
    ['Total excess', 'GBP 550'],
    ['Windscreen replacement', 'GBP 100'],
    ['Windscreen repair', 'GBP 25'],
  ];
  excess.forEach(([label, value], i) => {
    doc.font(i === 2 ? 'Helvetica-Bold' : 'Helvetica').text(label, 313, 452 + i * 16);
    doc.text(value, 455, 452 + i * 16, { width: 82, align: 'right' });
  });
  doc.font('Helvetica').fontSize(9.5).text(
    'Paying by instalments: a deposit of GBP 61.24 followed by 10 monthly instalments of GBP 57.81. Total amount payable GBP 639.34, including a charge for credit of GBP 26.90. Representative APR 9.9%. If you pay by Direct Debit your policy will renew automatically; otherwise please call us on 0345 266 1809 to renew.',
    50,
    566,
    { width: 495 },
  );
  doc.text('Yours sincerely,', 50, 630);
  doc.text('Customer Services Team\nDirect Choice', 50, 660);
  doc.font('Helvetica').fontSize(6.5).fillColor('#666666').text(
    'Direct Choice is a trading name of Direct Choice Insurance Services Limited, authorised and regulated by the Financial Conduct Authority. Your insurer is shown on your Certificate of Motor Insurance. Registered in England and Wales. Calls may be recorded for training and monitoring purposes.   DCP/112/448193   Page 1 of 1',
    50,
    770,
    { width: 495 },
  );
  doc.fillColor('black');
  penSticky(doc, 'GoCompare 23/12\nAdmiral £498.20\n0333 014 6771', 398, 118, 140, 5);
  pen(doc, 'check NCD -\n6 yrs?', 8, 360, { size: 12, turn: -8 });
  penFold(doc, 281);
  penFold(doc, 562);
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Brentacre (scan, two pages drawn by pdfkit, a broker's letter in Times). The renewal premium ringed, 'rang
// Admiral - quoted £512!' beside it; page 2's schedule has a coffee ring over its corner.
function drawBrentacre(doc: Doc): void {
  const head = () => {
    doc.font('Times-Bold').fontSize(24).fillColor('#14365d').text('BRENTACRE', 56, 44, { characterSpacing: 2 });
    doc.font('Times-Roman').fontSize(10).fillColor('#14365d').text('Insurance Services', 58, 72);
    doc.font('Times-Roman').fontSize(8.5).fillColor('#333333').text('Brentacre House, 41 London Road\nWesterham, Kent TN16 1BB\nTel 01959 561 447\nrenewals@brentacre.co.uk', 380, 44, { width: 160, align: 'right' });
    doc.moveTo(56, 96).lineTo(540, 96).lineWidth(0.8).stroke('#14365d');
    doc.fillColor('black');
  };
  const foot = (n: number) => {
    doc.font('Times-Roman').fontSize(6.5).fillColor('#555555').text(
      `Brentacre Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority. Registered in England and Wales, company number 02211874. Registered office as above. We act on your behalf as your insurance broker; we have placed this policy with Covéa Insurance plc. Page ${n} of 2`,
      56,
      770,
      { width: 484 },
    );
    doc.fillColor('black');
  };
  head();
  doc.font('Times-Roman').fontSize(11);
  doc.text('Mr Peter Lindqvist\nOrchard Cottage\nPilgrims Way\nOtford\nSevenoaks\nTN14 5QU', 56, 118);
  doc.text('6th January 2027', 400, 118, { width: 140, align: 'right' });
  doc.text('Our ref: BRE/PC/0071653', 400, 133, { width: 140, align: 'right' });
  doc.font('Times-Bold').text('Re: Motor Insurance Renewal \u2013 Volkswagen Golf 1.5 TSI Life, GF19 OXM', 56, 222);
  doc.font('Times-Roman');
  doc.text('Dear Mr Lindqvist,', 56, 246);
  doc.text(
    'Your motor insurance policy, which we arranged for you with Covéa Insurance plc, falls due for renewal on 3rd February 2027. We have reviewed the market on your behalf and are pleased to confirm that your existing insurers have offered renewal terms as follows:',
    56,
    266,
    { width: 484, align: 'justify' },
  );
  const terms: [string, string][] = [
    ['Insurer', 'Covéa Insurance plc'],
    ['Cover', 'Comprehensive'],
    ['Renewal premium', '£704.90 (inclusive of Insurance Premium Tax)'],
    ['Expiring premium', '£689.35'],
  ];
  terms.forEach(([label, value], i) => {
    doc.text(label, 90, 320 + i * 17);
    doc.text(value, 230, 320 + i * 17);
  });
  doc.text(
    'The increase of £15.55 reflects the general rise in the cost of repairs and replacement vehicles across the market; your own claims record and no claims discount are unchanged. Brentacre does not charge an administration fee for renewing your policy.',
    56,
    398,
    { width: 484, align: 'justify' },
  );
  doc.text(
    'Should you wish to spread the cost, Premium Credit Limited can offer a deposit of £70.49 followed by 9 monthly instalments of £72.32, a total amount payable of £721.37 including a charge for credit of £16.47 (representative APR 6.9%).',
    56,
    452,
    { width: 484, align: 'justify' },
  );
  doc.text(
    'Please read the enclosed schedule carefully, together with your Statement of Fact, and let us know before the renewal date if any of the information is incorrect or if your circumstances have changed. To renew, simply telephone us on 01959 561 447 with your payment details, or return the enclosed mandate.',
    56,
    506,
    { width: 484, align: 'justify' },
  );
  doc.text('Yours sincerely,', 56, 572);
  doc.font('Times-Italic').fontSize(15).fillColor('#222244').text('L. Hartnell', 56, 596);
  doc.font('Times-Roman').fontSize(11).fillColor('black').text('Lisa Hartnell\nAccount Executive, Personal Lines', 56, 622);
  foot(1);
  penRing(doc, 247, 359, 25, 10);
  pen(doc, '<- rang Admiral -\n     quoted £512!', 438, 351, { size: 14, turn: -6 });
  pen(doc, 'ask them to match?', 446, 383, { size: 11, turn: -4, seed: 4 });

  doc.addPage();
  head();
  doc.font('Times-Bold').fontSize(14).text('RENEWAL SCHEDULE', 56, 118);
  doc.font('Times-Roman').fontSize(10.5);
  const rows: [string, string][] = [
    ['Insured', 'Mr Peter Lindqvist'],
    ['Policy number', 'BRE/PC/0071653'],
    ['Insurer', 'Covéa Insurance plc'],
    ['Period of insurance', '03/02/2027 to 02/02/2028 (both days inclusive)'],
    ['Vehicle', 'Volkswagen Golf 1.5 TSI Life 5dr, 2019'],
    ['Registration mark', 'GF19 OXM'],
    ['Estimated value', '£14,750'],
    ['Cover', 'Comprehensive'],
    ['Use', 'Social, domestic and pleasure; commuting'],
    ['Persons entitled to drive', 'The insured and Mrs Anne Lindqvist'],
    ['No claims discount', '12 years (protected)'],
    ['Annual premium', '£704.90 including IPT'],
  ];
  rows.forEach(([label, value], i) => {
    doc.text(label, 56, 146 + i * 18);
    doc.text(value, 230, 146 + i * 18);
    doc.moveTo(56, 160 + i * 18).lineTo(540, 160 + i * 18).lineWidth(0.3).stroke('#bbbbbb');
  });
  doc.font('Times-Bold').fontSize(12).text('Excesses', 56, 382);
  doc.font('Times-Roman').fontSize(10.5);
  const excess: [string, string][] = [
    ['Own damage \u2013 compulsory excess', '£250'],
    ['Own damage \u2013 voluntary excess', '£250'],
    ['Own damage \u2013 total excess', '£500'],
    ['Theft of keys', '£250'],
    ['Glass replacement', '£115'],
  ];
  excess.forEach(([label, value], i) => {
    doc.text(label, 56, 404 + i * 18);
    doc.text(value, 300, 404 + i * 18, { width: 60, align: 'right' });
  });
  doc.fontSize(8.5).fillColor('#444444').text(
    'Endorsements: 001 Approved repairer \u2013 an additional excess of £150 applies if you choose not to use the insurer\u2019s approved repairer. 007 Driving other cars \u2013 third party cover only, policyholder only. This schedule should be read together with your policy wording and Certificate of Motor Insurance.',
    56,
    512,
    { width: 484 },
  );
  doc.fillColor('black');
  foot(2);
  penCoffeeRing(doc, 430, 452, 62);
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Crowthorne Insurance Services (scan). Last year's renewal letter from the same broker lies under this one, its
// top edge showing (dated 26 November 2025); this year's sits a little askew on top. The driver struck through the
// printed total with optional legal expenses and wrote 'don't want legal!'.
const CROWTHORNE = sheet(
  `<div style="position:absolute;left:0;right:0;top:0;height:40mm;background:#fbfbf8;padding:6mm 18mm;box-sizing:border-box;font-size:8.5pt;color:#333">
    <div style="display:flex;justify-content:space-between"><div><b style="font:bold 15pt Georgia;color:#2b4c7e">CROWTHORNE</b><br><span style="font-size:8pt">Insurance Services</span></div>
    <div style="text-align:right">Date: 26 November 2025<br>Our ref: CIS/M/208871<br>Private car renewal notice</div></div></div>
  <div style="position:absolute;left:5mm;top:19mm;width:201mm;height:290mm;background:#fdfcf7;box-shadow:0 -2px 5px rgba(0,0,0,0.25);transform:rotate(0.7deg);transform-origin:left top;padding:12mm 16mm;box-sizing:border-box">
    <div style="display:flex;justify-content:space-between;align-items:flex-start">
      <div><div style="font:bold 20pt Georgia;color:#2b4c7e;letter-spacing:1px">CROWTHORNE</div><div style="font-size:9pt;color:#2b4c7e">Insurance Services</div>
      <div style="font-size:7.5pt;color:#555;margin-top:2mm">12 Dukes Ride, Crowthorne, Berkshire RG45 6LZ &middot; 01344 772 510</div></div>
      <div style="font-size:9pt;text-align:right">24 November 2026<br>Your ref: CIS/M/208871</div></div>
    <div style="margin-top:9mm">Mr Dean Ashworth<br>5 Pinewood Avenue<br>Sandhurst<br>GU47 8LT</div>
    <h2 style="font-size:13pt;margin:8mm 0 3mm;text-decoration:underline">Private Car Renewal Notice</h2>
    <p>Dear Mr Ashworth,</p>
    <p>Your private car policy is due to expire shortly. We have obtained renewal terms from your current insurer and set them out below.
    Please check the details carefully.</p>
    <table style="width:100%;font-size:9.5pt">
      <tr><td style="width:46%">Policyholder</td><td>Mr D Ashworth</td></tr>
      <tr><td>Vehicle</td><td>Ford Focus ST-Line 1.0 EcoBoost &ndash; RE68 TKN</td></tr>
      <tr><td>Insurer</td><td>Ageas Insurance Limited</td></tr>
      <tr><td>Expiry</td><td>23:59 hrs on 27/12/2026</td></tr>
      <tr><td>Cover</td><td>Comprehensive</td></tr>
      <tr><td>Annual premium (incl. IPT)</td><td><b>£718.48</b></td></tr>
      <tr><td>Optional Motor Legal Expenses</td><td>£25.00</td></tr>
      <tr><td>Total including optional cover</td><td>${struck('£743.48')}</td></tr>
      <tr><td>Previous annual premium</td><td>£655.12</td></tr>
      <tr><td>Excess</td><td>Compulsory £350 &middot; Voluntary Nil &middot; Total £350</td></tr></table>
    <p>The premium has risen by £63.36, mainly because your insurer has increased its rates for your postcode area.</p>
    <p>You may pay by 10 monthly instalments of £74.67 through Close Brothers Premium Finance (total £746.70, including a charge for
    credit of £28.22, representative APR 7.4%). If we do not hear from you by 20/12/2026 and you pay by instalments, we will renew
    your policy on the terms above.</p>
    <p>Yours sincerely,<br><br>Karen Mulholland<br>Personal Lines Manager</p>
    <p style="font-size:6.5pt;color:#777;margin-top:6mm">Crowthorne Insurance Services Limited is authorised and regulated by the Financial Conduct Authority. Registered in England
    No. 03127745. We are an independent intermediary acting on your behalf. Motor Legal Expenses is underwritten by Financial &amp; Legal Insurance Company Limited.</p>
    ${hand("don't want legal!", '118mm', '142mm', { turn: -7, size: 18 })}
  </div>`,
  { pad: '0' },
);

// ---------------------------------------------------------------------------------------------------------------
// 6. Peart (scan). A specialist broker's letter with a renewal instruction form at its foot that the driver filled in
// by hand (ticks, mileage, 'None', signature, date); punched holes; 'compare w/ Hagerty?' at the top.
const box = '<span style="display:inline-block;width:9pt;height:9pt;border:1px solid #333;vertical-align:-1pt;margin-right:4pt"></span>';
const PEART = sheet(
  `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #0b1f3a;padding-bottom:3mm">
    <div><div style="font:bold 26pt Arial;color:#0b1f3a;letter-spacing:8px">PEART</div><div style="font-size:8.5pt;color:#8a6d3b;letter-spacing:1px">PERFORMANCE &amp; MARQUE INSURANCE</div></div>
    <div style="font-size:8pt;text-align:right;color:#333">Peart Performance Marque Ltd<br>Telephone 01952 460 118<br>renewals@peart.co.uk</div></div>
  <div style="display:flex;justify-content:space-between;margin-top:7mm;font-size:9.5pt">
    <div>Mr Oliver Brandt<br>The Old Forge<br>Church Street<br>Much Wenlock<br>TF13 6AA</div>
    <div style="text-align:right">1 February 2027<br>Policy PPM-304417-R1</div></div>
  <h2 style="font-size:12.5pt;margin:6mm 0 2mm;color:#0b1f3a">Renewal of your motor insurance</h2>
  <p style="font-size:9.5pt;margin:0 0 2mm">Dear Mr Brandt, your policy for your BMW M240i xDrive Coupé (LR70 BXK) renews on <b>1 March 2027</b>. We have approached
  our panel of specialist insurers and recommend renewing with your current insurer on the terms below.</p>
  <div class="cols" style="gap:5mm;font-size:9pt">
    <div class="box"><b style="color:#0b1f3a">Your car</b><table style="width:100%"><tr><td>Make and model</td><td>BMW M240i xDrive Coupé</td></tr><tr><td>Registration</td><td>LR70 BXK</td></tr><tr><td>Agreed value</td><td>£38,500</td></tr><tr><td>Mileage limit</td><td>6,000 a year</td></tr><tr><td>Kept overnight</td><td>Locked garage</td></tr></table></div>
    <div class="box"><b style="color:#0b1f3a">Your cover</b><table style="width:100%"><tr><td>Cover</td><td>Comprehensive</td></tr><tr><td>Period</td><td>01/03/2027 to 29/02/2028</td></tr><tr><td>Drivers</td><td>Policyholder only</td></tr><tr><td>Club</td><td>BMW Car Club GB</td></tr><tr><td>Track days</td><td>Not covered</td></tr></table></div></div>
  <div class="cols" style="gap:5mm;font-size:9pt;margin-top:3mm">
    <div class="box"><b style="color:#0b1f3a">Premium</b><table style="width:100%"><tr><td>Renewal premium, inclusive of IPT</td><td class="r"><b>£1,184.60</b></td></tr><tr><td>Premium at last renewal</td><td class="r">£1,096.25</td></tr><tr><td>Change</td><td class="r">+£88.35</td></tr></table></div>
    <div class="box"><b style="color:#0b1f3a">Excesses</b><table style="width:100%"><tr><td>Accidental damage &ndash; compulsory</td><td class="r">£500</td></tr><tr><td>Accidental damage &ndash; voluntary</td><td class="r">£250</td></tr><tr><td>Accidental damage &ndash; total</td><td class="r">£750</td></tr><tr><td>Windscreen</td><td class="r">£150</td></tr></table></div></div>
  <p style="font-size:8.5pt;margin:3mm 0">Instalments: a deposit of £118.46 and 10 monthly payments of £110.42, total amount payable £1,222.66 including a
  charge for credit of £38.06 (representative APR 7.9%), through Premium Credit Limited.</p>
  <div style="border:1.5px solid #0b1f3a;padding:3mm 4mm;font-size:9pt;margin-top:2mm">
    <b style="font-size:10pt;color:#0b1f3a">RENEWAL INSTRUCTION</b> &nbsp; <span style="font-size:8pt">Please complete and return in the envelope provided, or email renewals@peart.co.uk</span>
    <table style="width:100%;margin-top:2mm">
      <tr><td style="width:50%">${box}I wish to renew on the terms above</td><td>${box}I do not wish to renew</td></tr>
      <tr><td>Payment: ${box}In full by card</td><td>${box}By 10 monthly instalments</td></tr>
      <tr><td style="padding-top:4mm">Current mileage: ___________________</td><td style="padding-top:4mm">Any changes, claims or convictions since last year? ____________</td></tr>
      <tr><td style="padding-top:6mm">Signature: _________________________</td><td style="padding-top:6mm">Date: ______________</td></tr></table></div>
  <p style="font-size:6.5pt;color:#777;margin-top:3mm">Peart Performance Marque Ltd is authorised and regulated by the Financial Conduct Authority. Registered in England and Wales.
  We act as your agent in arranging this insurance. Your insurer is named on your Certificate of Motor Insurance. Page 1 of 1</p>
  ${holes()}
  ${hand('compare w/ Hagerty?', '130mm', '6mm', { turn: -3, size: 16 })}
  ${hand('✓', '23mm', '204mm', { turn: 0, size: 26 })}
  ${hand('✓', '106mm', '211mm', { turn: 0, size: 26, seed: 9 })}
  ${hand('21,880', '56mm', '219mm', { turn: -2, size: 17 })}
  ${hand('None', '119mm', '225.5mm', { turn: -2, size: 16 })}
  ${hand('O. Brandt', '44mm', '231mm', { turn: -4, size: 21 })}
  ${hand('04/02/27', '117mm', '233mm', { turn: -2, size: 17 })}`,
);

// ---------------------------------------------------------------------------------------------------------------
// 7. Mark Bates (scan, drawn by pdfkit). A classic-car broker's one-page renewal notice in Times; a purple RECEIVED
// stamp, a coffee ring, 'Club discount? ask' by the premium, folded in three.
function drawMarkBates(doc: Doc): void {
  doc.font('Times-Bold').fontSize(26).fillColor('#5b1a1a').text('Mark Bates', 56, 48);
  doc.font('Times-Italic').fontSize(10).fillColor('#5b1a1a').text('Classic & Collectors Vehicle Insurance', 58, 78);
  doc.font('Times-Roman').fontSize(8.5).fillColor('#333333').text('Mark Bates Ltd\nBroad Street, Hereford HR4 9AP\nTel 01432 275 608', 380, 50, { width: 160, align: 'right' });
  doc.moveTo(56, 100).lineTo(540, 100).lineWidth(1.5).stroke('#5b1a1a');
  doc.fillColor('black').font('Times-Roman').fontSize(11);
  doc.text('Mr Gordon Fairweather\n2 Quarry Rise\nLedbury\nHR8 1BN', 56, 122);
  doc.text('11 November 2026', 400, 122, { width: 140, align: 'right' });
  doc.font('Times-Bold').fontSize(14).text('RENEWAL NOTICE', 56, 204);
  doc.font('Times-Roman').fontSize(11);
  doc.text('Policy Number: MBL/CC/55120', 56, 230);
  doc.text('Renewal Date: 09/12/2026', 330, 230);
  doc.text('Dear Mr Fairweather,', 56, 258);
  doc.text(
    'We are pleased to invite the renewal of your classic vehicle policy. Your insurer has agreed to continue cover on the terms set out below. Please check the details and let us know of any changes before the renewal date.',
    56,
    276,
    { width: 484, align: 'justify' },
  );
  const rows: [string, string][] = [
    ['Vehicle', '1974 MGB GT'],
    ['Registration', 'GHJ 412N'],
    ['Agreed value', '£14,500'],
    ['Cover', 'Comprehensive (agreed value)'],
    ['Limited mileage', '3,000 miles per annum'],
    ['Club membership', "MG Owners' Club"],
    ['Renewal premium', '£214.37 inc. IPT'],
    ["Last year's premium", '£198.40'],
    ['Compulsory excess', '£100'],
    ['Voluntary excess', '£150'],
    ['Total accidental damage excess', '£250'],
    ['European breakdown (optional)', '£48.00 \u2013 not included above'],
  ];
  rows.forEach(([label, value], i) => {
    doc.font(i === 6 ? 'Times-Bold' : 'Times-Roman').text(label, 76, 334 + i * 17);
    doc.text(value, 276, 334 + i * 17);
  });
  doc.font('Times-Roman').text(
    'To renew, please telephone us on 01432 275 608 or return the enclosed form with your payment. We accept debit and credit cards, or a cheque made payable to Mark Bates Ltd. Spare parts cover of £1,000 and salvage retention are included as standard.',
    56,
    552,
    { width: 484, align: 'justify' },
  );
  doc.text('Yours sincerely,', 56, 610);
  doc.text('Classic Vehicle Team', 56, 640);
  doc.font('Times-Roman').fontSize(6.5).fillColor('#555555').text(
    'Mark Bates Ltd is authorised and regulated by the Financial Conduct Authority. Registered in England and Wales. We act as an insurance intermediary on your behalf; your policy is underwritten by the insurer named in your schedule. Calls may be recorded.',
    56,
    770,
    { width: 484 },
  );
  doc.fillColor('black');
  penStamp(doc, ['RECEIVED', '14 NOV 2026'], 330, 150, { turn: -12 });
  penCoffeeRing(doc, 470, 640, 58);
  pen(doc, 'Club discount? ask', 400, 442, { size: 14, turn: -6 });
  penFold(doc, 281);
  penFold(doc, 562);
}

// ---------------------------------------------------------------------------------------------------------------
// 8. Gothic Insurance (scan, two sheets). Page 1: a sticky note with two comparison-site prices, the renewal date
// highlighted, 'call by 20th' at the top. Page 2, the schedule: punched holes and 'paid by card 28/12' at the foot.
const GOTHIC_HEAD = `<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #3b2b5c;padding-bottom:3mm">
  <div><span style="font:bold 22pt Georgia;color:#3b2b5c">Gothic Insurance</span><br><span style="font-size:8pt;color:#666">Independent insurance brokers &middot; Harlow, Essex</span></div>
  <div style="font-size:8pt;text-align:right">Gothic House, Station Road, Harlow CM17 0AP<br>01279 438 615 &middot; motor@gothicinsurance.com</div></div>`;
const GOTHIC_FOOT = (n: number) =>
  `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:6.5pt;color:#777;border-top:1px solid #ccc;padding-top:2mm">Gothic Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority. Registered in England No. 01655302. We act on your behalf in arranging your insurance. Premium finance is provided by Close Brothers Premium Finance. Policy GOT-PC-0418822 &middot; Page ${n} of 2</div>`;
const GOTHIC = [
  sheet(
    `${GOTHIC_HEAD}
    <div style="display:flex;justify-content:space-between;margin-top:8mm"><div>Ms Nadia Kowalczyk<br>27 Hodings Road<br>Harlow<br>CM20 1NL</div><div style="text-align:right">20 November 2026</div></div>
    <h2 style="font-size:13pt;margin:9mm 0 3mm">Motor renewal &ndash; Policy GOT-PC-0418822 &ndash; Vauxhall Astra EX15 NLM</h2>
    <p>Dear Ms Kowalczyk,</p>
    <p>Your policy is due for renewal on ${highlit('<b>2nd January 2027</b>')}. We are pleased to let you know that your premium has come down
    this year. Your insurer remains Zurich Insurance plc.</p>
    <table style="width:72%;margin:3mm 0;border:1px solid #3b2b5c"><tr style="background:#ece8f3"><th colspan="2" style="padding-left:4pt">Your premium</th></tr>
      <tr><td style="padding-left:4pt">Renewal premium (including IPT)</td><td class="r"><b>£529.18</b></td></tr>
      <tr><td style="padding-left:4pt">Last year's premium</td><td class="r">£561.40</td></tr>
      <tr><td style="padding-left:4pt">Saving</td><td class="r">£32.22</td></tr></table>
    <p>If you pay by instalments through Close Brothers Premium Finance: a deposit of £52.92 and 9 monthly payments of £57.62, total
    amount payable £571.50, which includes a charge for credit of £42.32 (representative APR 18.9%).</p>
    <p>Optional covers, not included above: RAC Roadside &amp; Recovery £29.50; Motor Legal Expenses £19.99.</p>
    <p>Your renewal schedule is overleaf. If everything is correct and you pay by instalments, there is nothing more to do. If you pay
    in full, please call us on 01279 438 615 before the renewal date.</p>
    <p>Kind regards,<br><br>Sharon Peck<br>Motor Department</p>
    ${GOTHIC_FOOT(1)}
    ${hand('call by 20th', '146mm', '46mm', { turn: -8, size: 19 })}
    ${sticky('Comparethemarket 24/11\nLV= £498.50\nHastings £512.00\nring Gothic - match?', '122mm', '186mm', { turn: 5, width: '58mm', size: 15 })}`,
    { more: true },
  ),
  sheet(
    `${GOTHIC_HEAD}
    <h2 style="font-size:13pt;margin:7mm 0 3mm">Renewal schedule</h2>
    <table style="width:100%;font-size:9.5pt">
      <tr><td style="width:40%">Policyholder</td><td>Ms Nadia Kowalczyk</td></tr>
      <tr><td>Policy number</td><td>GOT-PC-0418822</td></tr>
      <tr><td>Insurer</td><td>Zurich Insurance plc</td></tr>
      <tr><td>Period of insurance</td><td>02/01/2027 &ndash; 01/01/2028</td></tr>
      <tr><td>Vehicle</td><td>Vauxhall Astra 1.4T SRi 5dr (2015)</td></tr>
      <tr><td>Registration</td><td>EX15 NLM</td></tr>
      <tr><td>Cover</td><td>Comprehensive</td></tr>
      <tr><td>Drivers</td><td>Nadia Kowalczyk; Tomasz Kowalczyk</td></tr>
      <tr><td>NCD</td><td>5 years</td></tr>
      <tr><td>Premium</td><td>£529.18 (IPT included)</td></tr></table>
    <h3 style="font-size:11pt;margin:6mm 0 2mm">Excess</h3>
    <table style="width:60%;font-size:9.5pt"><tr><td>Compulsory</td><td class="r">£250</td></tr><tr><td>Voluntary</td><td class="r">£200</td></tr><tr><td><b>Total</b></td><td class="r"><b>£450</b></td></tr><tr><td>Glass</td><td class="r">£85</td></tr></table>
    <p style="font-size:8pt;color:#555;margin-top:5mm">The total excess applies to each claim for accidental damage, fire or theft. An additional £200 applies to drivers aged under 25.</p>
    ${GOTHIC_FOOT(2)}
    ${holes()}
    ${hand('paid by card 28/12 ✓', '112mm', '232mm', { turn: -4, size: 18 })}`,
  ),
].join('');

// ---------------------------------------------------------------------------------------------------------------
// 9. Sheilas' Wheels (photo). A comparison-site price written beside the renewal price, the renewal date highlighted,
// a coffee ring across the logo, a fold.
const SHEILAS = sheet(
  `<div style="display:flex;justify-content:space-between;align-items:center;background:#e4007c;color:#fff;margin:-15mm -18mm 0;padding:9mm 18mm">
    <div><div style="font:bold italic 25pt Georgia">Sheilas' Wheels</div><div style="font-size:9.5pt">car insurance</div></div>
    <div style="font-size:8.5pt;text-align:right">Policy number SHW1004738822<br>21 November 2026</div></div>
  <div style="margin-top:9mm">Ms Chloe Rennard<br>18 Meadow Bank<br>Lichfield<br>WS13 6PL</div>
  <h1 style="font-size:17pt;color:#e4007c;margin:9mm 0 2mm">Your renewal is ready, Chloe</h1>
  <p>Thanks for driving with us this year. Your car insurance for your Fiat 500 1.2 Lounge (BD19 PZA) is coming up for renewal.</p>
  <div style="border:2px solid #e4007c;border-radius:8px;padding:4mm 5mm;margin:3mm 0;font-size:11pt">Your policy is due to renew on ${highlit('<b>19/12/2026</b>')}</div>
  <table style="width:100%;margin-top:3mm;font-size:10.5pt">
    <tr><td colspan="2" style="font-weight:bold;color:#e4007c;font-size:12pt">Your renewal price</td></tr>
    <tr><td>Car insurance (including IPT)</td><td class="r" style="font-size:14pt"><b>£421.67</b></td></tr>
    <tr><td>Last year you paid</td><td class="r">£389.40</td></tr>
    <tr><td>Change</td><td class="r">+£32.27</td></tr>
    <tr><td style="color:#666">Motor legal protection (optional, not included)</td><td class="r" style="color:#666">£22.50</td></tr></table>
  <table style="width:100%;margin-top:4mm;font-size:10pt;background:#fde6f2">
    <tr><td colspan="3" style="font-weight:bold;padding-left:4pt">Your excesses</td></tr>
    <tr><td style="padding-left:4pt">Compulsory £250</td><td>Voluntary £250</td><td>Total £500</td></tr></table>
  <p style="margin-top:5mm">Handbag cover up to £300 is included at no extra cost. Your policy will renew automatically and we'll collect
  £421.67 from your card ending 2291 on 19/12/2026. If you don't want to renew, or anything has changed, call us on 0345 603 7872
  or manage your policy online.</p>
  <p>Love,<br>The Sheilas' Wheels team</p>
  <p style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:6.5pt;color:#777">Sheilas' Wheels is a trading name of esure Services Limited (registered in England and Wales no. 2135610), The Observatory, Reigate,
  Surrey RH2 0SG, authorised and regulated by the Financial Conduct Authority. Car insurance is underwritten by esure Insurance Limited.
  Please read your renewal documents, including your Statement of Fact, carefully.</p>
  ${hand('Confused.com -\nElephant £398.99 ??', '112mm', '124mm', { turn: -7, size: 18 })}
  ${coffeeRing('-16mm', '-20mm', '70mm')}
  ${fold('98.7mm')}`,
);

// ---------------------------------------------------------------------------------------------------------------
// 10. People's Choice (photo, sideways). A Statement of Price: the premium ringed, 'last yr paid 540?' beside last
// year's printed £517.93, 'Hastings same co!!' at the top.
const PEOPLES_CHOICE = sheet(
  `<div style="display:flex;justify-content:space-between;align-items:flex-start">
    <div><span style="font:bold 24pt Arial;color:#1d3c87">People's Choice</span><br><span style="font-size:9pt;color:#f28c00;font-weight:bold">CAR INSURANCE</span></div>
    <div style="font-size:8.5pt;text-align:right">Car Insurance Statement of Price<br>Policy number PC/CAR/44018273<br>Date 10 January 2027</div></div>
  <div style="margin-top:8mm">Mr Ravi Chandrasekar<br>61 Beech Grove<br>Luton<br>LU3 2TG</div>
  <div style="margin-top:7mm;background:#1d3c87;color:#fff;padding:3mm 4mm;font-size:12pt"><b>Your renewal date: 11 February 2027</b></div>
  <p>Dear Mr Chandrasekar, here is your renewal price for your Nissan Qashqai 1.3 DIG-T N-Connecta (NX18 UOV). We've shown last year's price
  too, so you can see how it has changed.</p>
  <table style="width:100%;font-size:10pt;border-collapse:collapse">
    <tr style="border-bottom:1px solid #1d3c87"><td style="padding:4pt 0"><b>Your premium for the next 12 months, including IPT</b></td><td class="r" style="font-size:13pt"><b>${ringed('£563.28')}</b></td></tr>
    <tr><td style="padding-top:5pt">Your premium last year</td><td class="r">£517.93</td></tr>
    <tr><td>Difference</td><td class="r">+£45.35</td></tr></table>
  <table style="width:100%;font-size:9.5pt;margin-top:5mm;border:1px solid #ccc">
    <tr style="background:#eef2fa"><th colspan="2" style="padding-left:4pt">Excesses &ndash; accidental damage, fire and theft</th></tr>
    <tr><td style="padding-left:4pt">Compulsory excess</td><td>£300</td></tr>
    <tr><td style="padding-left:4pt">Voluntary excess</td><td>£100</td></tr>
    <tr><td style="padding-left:4pt">Total excess</td><td>£400</td></tr></table>
  <table style="width:100%;font-size:9pt;margin-top:5mm">
    <tr><td colspan="2"><b>Optional additional products</b> (not included in your premium)</td></tr>
    <tr><td>Motor Legal Protection</td><td class="r">£29.99</td></tr><tr><td>People's Choice Motor Breakdown</td><td class="r">£34.99</td></tr><tr><td>Key Protection</td><td class="r">£14.99</td></tr></table>
  <p style="font-size:9pt">Paying monthly: a deposit of £56.33 then 10 monthly payments of £52.16. Total amount payable £577.93, including
  interest of £14.65 (representative APR 6.9% variable). Your policy will renew automatically unless you tell us otherwise; call 0333 321 9802.</p>
  <p style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:6.5pt;color:#777">People's Choice is a trading name of Hastings Insurance Services Limited, Conquest House, Collington Avenue, Bexhill-on-Sea,
  East Sussex TN39 3LW, registered in England and Wales no. 3116518, authorised and regulated by the Financial Conduct Authority. Your insurer
  is shown on your Certificate of Motor Insurance.</p>
  ${hand('last yr paid 540?', '118mm', '100mm', { turn: -6, size: 17 })}
  ${hand('Hastings same co!!', '18mm', '5mm', { turn: -2, size: 16 })}`,
);

// ---------------------------------------------------------------------------------------------------------------
// 11. Insure Pink (photo). The current policy ends at midnight on 31 January; the driver struck through the printed
// total with optional extras and wrote 'NO extras!'; a coffee ring at the foot, a fold.
const INSURE_PINK = sheet(
  `<div style="border-bottom:4px solid #f06eaa;padding-bottom:3mm;display:flex;justify-content:space-between;align-items:flex-end">
    <span style="font:bold 26pt Arial;color:#f06eaa;letter-spacing:-1px">insure<span style="color:#b0165e">pink</span></span>
    <span style="font-size:8.5pt;text-align:right">Policy IPK/3309127<br>3 January 2027</span></div>
  <div style="margin-top:9mm">Mrs Leanne Okafor<br>7 Curlew Way<br>Cleethorpes<br>DN35 0SX</div>
  <h1 style="font-size:16pt;margin:9mm 0 3mm;color:#b0165e">Your car insurance renewal</h1>
  <p>Dear Leanne,</p>
  <p>Your current policy ends at midnight on 31 January 2027 and your new policy will start on 1 February 2027. Here's what it will cost
  for your Peugeot 208 Active 1.2 PureTech (WM16 ZRS).</p>
  <table style="width:100%;font-size:10.5pt;margin-top:2mm">
    <tr><td>Car insurance premium (incl. IPT)</td><td class="r"><b>£466.02</b></td></tr>
    <tr><td>Breakdown cover (optional)</td><td class="r">£30.00</td></tr>
    <tr><td>Key cover (optional)</td><td class="r">£15.00</td></tr>
    <tr style="border-top:1px solid #999"><td><b>Total with optional extras</b></td><td class="r"><b>${struck('£511.02')}</b></td></tr>
    <tr><td style="padding-top:6pt">Last year's car insurance premium</td><td class="r" style="padding-top:6pt">£472.85</td></tr></table>
  <p style="font-size:11pt;color:#b0165e"><b>That's £6.83 less than last year.</b></p>
  <div style="background:#fdeef5;padding:3mm 4mm;font-size:10pt"><b>Your excesses</b><br>Compulsory excess £250 &nbsp;|&nbsp; Voluntary excess £150 &nbsp;|&nbsp; Total excess £400</div>
  <p>If you'd like to remove the optional extras, or if anything has changed, just let us know before your renewal date on 0333 321 9803.
  Otherwise we'll renew your policy automatically.</p>
  <p>Thank you,<br>The Insure Pink team</p>
  <p style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:6.5pt;color:#777">Insure Pink is a trading name of Hastings Insurance Services Limited, Conquest House, Collington Avenue, Bexhill-on-Sea TN39 3LW,
  authorised and regulated by the Financial Conduct Authority (register number 311492). Calls may be recorded.</p>
  ${hand('NO extras!', '136mm', '133mm', { turn: -8, size: 20 })}
  ${coffeeRing('120mm', '226mm', '72mm')}
  ${fold('148mm')}`,
);

// ---------------------------------------------------------------------------------------------------------------
// 12. Flux Direct (photo, sideways). A red PAID stamp across the lower half, 'paid 24/2 card ending 4471' in the
// margin, punched holes.
const FLUX_DIRECT = sheet(
  `<div style="display:flex;justify-content:space-between;align-items:center;background:#111;color:#ffd400;margin:-15mm -18mm 0;padding:7mm 18mm">
    <span style="font:bold 24pt Arial;letter-spacing:1px">FLUX <span style="color:#fff;font-weight:normal">direct</span></span>
    <span style="font-size:8.5pt;color:#fff;text-align:right">Motor Insurance Renewal Invitation<br>28 January 2027</span></div>
  <div style="margin-top:8mm">Mr Callum Breen<br>4 Saxon Way<br>King's Lynn<br>PE30 3QH</div>
  <p style="margin-top:8mm">Dear Mr Breen,</p>
  <p>Thank you for insuring your car through Flux Direct. We have searched our insurers again and your renewal terms are below.</p>
  <table style="width:100%;border:1px solid #111;font-size:10pt">
    <tr><td style="width:45%;padding-left:4pt;background:#fff7cc">Policy number</td><td>FXD/PC/2219084</td></tr>
    <tr><td style="padding-left:4pt;background:#fff7cc">Renewal date</td><td>25/02/2027</td></tr>
    <tr><td style="padding-left:4pt;background:#fff7cc">Vehicle</td><td>Mazda 3 2.0 Sport Nav (2017) &ndash; HY67 CWE</td></tr>
    <tr><td style="padding-left:4pt;background:#fff7cc">Cover</td><td>Comprehensive</td></tr>
    <tr><td style="padding-left:4pt;background:#fff7cc">Renewal premium</td><td><b>£638.75</b></td></tr>
    <tr><td style="padding-left:4pt;background:#fff7cc">Expiring premium</td><td>£611.10</td></tr>
    <tr><td style="padding-left:4pt;background:#fff7cc">Free legal cover</td><td>Included</td></tr>
    <tr><td style="padding-left:4pt;background:#fff7cc">Compulsory excess</td><td>£400</td></tr>
    <tr><td style="padding-left:4pt;background:#fff7cc">Voluntary excess</td><td>£100</td></tr>
    <tr><td style="padding-left:4pt;background:#fff7cc">Total excess</td><td>£500</td></tr></table>
  <p>Your renewal premium includes Insurance Premium Tax at the current rate. As you pay annually, please call us on 0800 369 8591 or renew
  online before 25/02/2027 to keep your cover in force. You can print your documents as soon as you have renewed.</p>
  <p>Yours sincerely,<br>Flux Direct Renewals</p>
  <p style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:6.5pt;color:#777">Flux Direct is a trading name of Adrian Flux Insurance Services Group, East Winch Hall, East Winch, King's Lynn, Norfolk PE32 1HN,
  authorised and regulated by the Financial Conduct Authority. Your insurer is named on your Certificate of Motor Insurance.</p>
  ${stamp(['PAID', '24 FEB 2027'], '96mm', '196mm', { turn: -18, size: 34 })}
  ${hand('paid 24/2\ncard ending 4471', '150mm', '118mm', { turn: -5, size: 16 })}
  ${holes()}`,
);

// ---------------------------------------------------------------------------------------------------------------
// 13. Crossbrook Insurance (photo). A broker's letter: 'call by 1st!' at the top, the total premium highlighted, a
// coffee ring over the signature and footer.
const CROSSBROOK = sheet(
  `<div style="display:flex;justify-content:space-between;align-items:flex-start">
    <div><div style="font:bold 21pt Georgia;color:#7a1f2b">Crossbrook Insurance</div><div style="font-size:8pt;color:#555">Independent insurance brokers &middot; Hoddesdon, Hertfordshire</div></div>
    <div style="font-size:8pt;text-align:right">Crossbrook House, 9 Amwell Street<br>Hoddesdon EN11 8TS<br>01992 629 470</div></div>
  <div style="display:flex;justify-content:space-between;margin-top:9mm"><div>Mrs Priti Shah<br>22 Ware Road<br>Hoddesdon<br>EN11 9AB</div><div style="text-align:right">10 November 2026<br>Policy CRB/MOT/60417</div></div>
  <p style="margin-top:8mm"><b>Renewal date: 5th December 2026</b></p>
  <p>Dear Mrs Shah,</p>
  <p>Your private car insurance renews on 5th December 2026. We have obtained the following terms from your insurer, Allianz Insurance plc,
  and we recommend that you renew on this basis.</p>
  <table style="width:100%;font-size:9.5pt;border-top:1px solid #7a1f2b;border-bottom:1px solid #7a1f2b">
    <tr><td style="width:45%">Vehicle</td><td>Audi A3 Sportback 35 TFSI S line (2015)</td></tr>
    <tr><td>Registration</td><td>AV65 JKO</td></tr>
    <tr><td>Cover</td><td>Comprehensive &ndash; social, domestic, pleasure and commuting</td></tr>
    <tr><td>Drivers</td><td>Mrs Priti Shah; Mr Nikhil Shah</td></tr>
    <tr><td>Total premium inc. IPT</td><td><b>${highlit('£892.30')}</b></td></tr>
    <tr><td>Previous premium</td><td>£846.15</td></tr>
    <tr><td>Compulsory excess</td><td>£350</td></tr>
    <tr><td>Voluntary excess</td><td>£250</td></tr>
    <tr><td>Total excess</td><td>£600</td></tr></table>
  <p>The increase of £46.15 is due to the insurer's general rate review. We have checked the market and could not find comparable cover for
  less. To renew, please call us on 01992 629 470 with your card details, or send a cheque payable to Crossbrook Insurance Brokers Ltd.</p>
  <p>If you do not wish to renew, please let us know so that we can close your file. Your current cover ends at 23:59 on 4th December 2026.</p>
  <p>Yours sincerely,<br><br>Gary Linton<br>Account Handler</p>
  <p style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:6.5pt;color:#777">Crossbrook Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority. Registered in England and Wales.
  We act as your agent when arranging your insurance. Full details of our services and charges are in our Terms of Business.</p>
  ${hand('call by 1st!', '126mm', '52mm', { turn: -7, size: 20 })}
  ${coffeeRing('100mm', '208mm', '80mm')}`,
);

// ---------------------------------------------------------------------------------------------------------------
// 14. One Quote Direct (photo, sideways; drawn by pdfkit). A policy system's notice in capitals; the Direct Debit
// instruction at its foot filled in by hand.
function drawOneQuoteDirect(doc: Doc): void {
  const blue = '#0a4d8c';
  doc.rect(0, 0, doc.page.width, 62).fill(blue);
  doc.fillColor('white').font('Helvetica-Bold').fontSize(20).text('ONE QUOTE DIRECT', 48, 20);
  doc.font('Helvetica').fontSize(9).text('RENEWAL NOTICE', 400, 22, { width: 147, align: 'right' });
  doc.text('08 DEC 2026', 400, 36, { width: 147, align: 'right' });
  doc.fillColor('black').font('Helvetica').fontSize(10);
  doc.text('MR JORDAN BLAKE\n15 FAIRFIELD ROAD\nBARNSLEY\nS70 6JU', 48, 86);
  doc.font('Courier-Bold').fontSize(10);
  const rows: [string, string][] = [
    ['POLICY NUMBER', 'OQD-7724019'],
    ['RENEWAL DATE', '08 JAN 2027'],
    ['VEHICLE', 'VAUXHALL CORSA 1.2 EXCITE (2014)'],
    ['REGISTRATION', 'DK14 YTF'],
    ['COVER', 'COMPREHENSIVE - TELEMATICS'],
    ['RENEWAL PREMIUM', '£1,046.90 (INCL. IPT)'],
    ['PREVIOUS PREMIUM', '£1,218.45'],
    ['EXCESS', 'COMPULSORY £450 + VOLUNTARY £250 = TOTAL £700'],
  ];
  doc.rect(48, 160, 500, 20 + rows.length * 17).lineWidth(0.8).stroke('#555555');
  rows.forEach(([label, value], i) => {
    doc.font('Courier-Bold').fontSize(9.5).text(label, 58, 170 + i * 17);
    doc.font('Courier').text(value, 200, 170 + i * 17);
  });
  doc.font('Helvetica-Bold').fontSize(10.5).text('YOUR PREMIUM HAS DECREASED BY £171.55', 48, 330);
  doc.font('Helvetica').fontSize(9.5).text(
    'Thanks to your safe driving score the premium for the coming year is lower. Pay monthly: a deposit of £104.69 then 10 monthly instalments of £98.34. Total amount payable £1,088.09, including a charge for credit of £41.19 (representative APR 11.9%). Please keep your black box connected; if it is removed or disconnected your cover may be affected.',
    48,
    350,
    { width: 500 },
  );
  doc.text('To renew by Direct Debit, complete the instruction below and return it to us before 08 JAN 2027. To pay in full call 0344 800 1297.', 48, 408, { width: 500 });
  doc.moveTo(48, 440).lineTo(548, 440).dash(4, { space: 3 }).lineWidth(1).stroke('#777777');
  doc.undash();
  doc.font('Helvetica-Bold').fontSize(10.5).text('Instruction to your bank or building society to pay by Direct Debit', 48, 452);
  doc.font('Helvetica').fontSize(9);
  const form: [string, number][] = [
    ['Name(s) of account holder(s)', 480],
    ['Bank/building society sort code', 512],
    ['Account number', 544],
    ['Reference', 576],
    ['Signature(s)', 612],
    ['Date', 648],
  ];
  form.forEach(([label, y]) => {
    doc.text(label, 48, y);
    doc.rect(220, y - 6, 220, 20).lineWidth(0.6).stroke('#333333');
  });
  doc.text('OQD-7724019', 226, 576);
  doc.fontSize(7).fillColor('#555555').text(
    'Service user number 412 887. This guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits. One Quote Direct is a trading name of One Quote Direct Ltd, authorised and regulated by the Financial Conduct Authority. Your insurer is shown on your Certificate of Motor Insurance.',
    48,
    700,
    { width: 500 },
  );
  doc.fillColor('black');
  pen(doc, 'Jordan Blake', 228, 478, { size: 15, turn: -2, ink: BLACK_INK });
  pen(doc, '30 - 94 - 71', 228, 510, { size: 15, turn: -1, ink: BLACK_INK, seed: 3 });
  pen(doc, '1204 8837', 228, 542, { size: 15, turn: -1, ink: BLACK_INK, seed: 8 });
  pen(doc, 'J Blake', 232, 608, { size: 19, turn: -5, ink: BLACK_INK });
  pen(doc, '12/12/26', 228, 646, { size: 15, turn: -2, ink: BLACK_INK, seed: 6 });
  pen(doc, 'score 92 - should be less!', 330, 318, { size: 13, turn: -5, ink: BLACK_INK });
}

// ---------------------------------------------------------------------------------------------------------------
// 15. Car Insurance Experts (photo). A council tax bill (dated 1 March 2027) lies under the letter, its top edge
// showing; 'expires 13th - renew by 12th' beside the expiry; a fold.
const CAR_INSURANCE_EXPERTS = sheet(
  `<div style="position:absolute;left:0;right:0;top:0;height:36mm;background:#f7f7f2;padding:5mm 16mm;box-sizing:border-box;font-size:8.5pt;color:#333">
    <div style="display:flex;justify-content:space-between"><div><b style="font-size:12pt">Bracknell Forest Council</b><br>Council Tax Bill 2027/28</div>
    <div style="text-align:right">Date: 1 March 2027<br>Account reference 40118827</div></div></div>
  <div style="position:absolute;left:3mm;top:17mm;width:205mm;height:290mm;background:#fdfdf9;box-shadow:0 -2px 5px rgba(0,0,0,0.22);transform:rotate(-0.6deg);transform-origin:left top;padding:11mm 16mm;box-sizing:border-box">
    <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #19a974;padding-bottom:3mm">
      <div><span style="font:bold 20pt Arial;color:#19a974">Car Insurance</span> <span style="font:bold 20pt Arial;color:#0f3b2e">Experts</span></div>
      <div style="font-size:8pt;text-align:right">01344 289 640<br>sales@carinsuranceexperts.co.uk</div></div>
    <div style="display:flex;justify-content:space-between;margin-top:8mm"><div>Mr Samuel Osei<br>33 Harmans Water Road<br>Bracknell<br>RG12 9PT</div><div style="text-align:right">12 February 2027<br>Ref CIE/018834/PC</div></div>
    <h2 style="font-size:13pt;margin:8mm 0 2mm">Your renewal quotation</h2>
    <p>Dear Mr Osei,</p>
    <p>Your policy expires at 23:59 on 13/03/2027. We have obtained a renewal quotation from your insurer, Ageas Insurance Limited, as follows:</p>
    <table style="width:100%;font-size:9.5pt">
      <tr><td style="width:44%">Policy number</td><td>CIE/018834/PC</td></tr>
      <tr><td>Vehicle</td><td>Skoda Fabia 1.0 TSI SE (2016)</td></tr>
      <tr><td>Registration</td><td>YR66 OBD</td></tr>
      <tr><td>Cover</td><td>Comprehensive</td></tr>
      <tr><td>Renewal premium</td><td><b>£577.55</b> (inc. IPT)</td></tr>
      <tr><td>Your current premium</td><td>£529.99</td></tr>
      <tr><td>Excess</td><td>Compulsory £300 + Voluntary £200 = £500</td></tr></table>
    <p>We will not renew your policy automatically. To accept, call us on 01344 289 640 (option 2) before your policy expires, or reply to
    this letter. If you have changed your car, address or job, or had any claims or convictions, please tell us before you renew.</p>
    <p>Kind regards,<br><br>Renewals Team<br>Car Insurance Experts</p>
    <p style="font-size:6.5pt;color:#777;margin-top:10mm">Car Insurance Experts is a trading name of Broker Experts Limited, First Floor South, Burford House, Leppington, Bracknell RG12 7WW,
    authorised and regulated by the Financial Conduct Authority (register number 825483).</p>
    ${hand('expires 13th -\nrenew by 12th', '108mm', '58mm', { turn: -6, size: 16 })}
  </div>
  ${fold('148mm')}`,
  { pad: '0' },
);

// ---------------------------------------------------------------------------------------------------------------
// 16. Drivology (photo). A telematics brand's letter: a sticky note with another brand's price, the renewal premium
// highlighted, 'score 87 - more off?' beside the driving score.
const DRIVOLOGY = sheet(
  `<div style="display:flex;justify-content:space-between;align-items:center">
    <span style="font:bold 26pt Arial;color:#5b2ca0;letter-spacing:-1px">drivology</span>
    <span style="font-size:8.5pt;text-align:right">Policy DRV-00219933<br>27 December 2026</span></div>
  <div style="margin-top:9mm">Miss Aimee Corrigan<br>9 Rowan Court<br>Wigan<br>WN3 5HH</div>
  <h1 style="font-size:16pt;margin:9mm 0 3mm;color:#5b2ca0">Good driving pays off, Aimee</h1>
  <div class="cols" style="gap:6mm">
    <div style="background:#f1ebfa;padding:4mm;border-radius:6px"><div style="font-size:9pt;color:#5b2ca0">Your driving score</div><div style="font:bold 24pt Arial;color:#5b2ca0">87/100</div><div style="font-size:8.5pt">Top 20% of Drivology drivers</div></div>
    <div style="background:#e8f7f3;padding:4mm;border-radius:6px"><div style="font-size:9pt;color:#0f7a5c">Your renewal date</div><div style="font:bold 20pt Arial;color:#0f7a5c">24 Jan 2027</div><div style="font-size:8.5pt">Ford Ka+ 1.2 Zetec &middot; KY69 LMN</div></div></div>
  <table style="width:100%;margin-top:6mm;font-size:10.5pt">
    <tr><td>Your renewal premium</td><td class="r" style="font-size:13pt"><b>${highlit('£958.64')}</b></td></tr>
    <tr><td>Your premium last year</td><td class="r">£1,102.30</td></tr>
    <tr><td style="color:#0f7a5c"><b>You're saving</b></td><td class="r" style="color:#0f7a5c"><b>£143.66</b></td></tr></table>
  <p style="font-size:9.5pt">Your renewal premium includes Insurance Premium Tax. Paying monthly: 12 payments of £84.95, total £1,019.40, which includes
  interest of £60.76 (representative APR 12.9%).</p>
  <table style="width:100%;font-size:9.5pt;margin-top:2mm;border:1px solid #ccc"><tr style="background:#f4f4f4"><th>Excess</th><th class="r">Amount</th></tr>
    <tr><td>Compulsory excess</td><td class="r">£500</td></tr><tr><td>Voluntary excess</td><td class="r">£0</td></tr><tr><td><b>Total excess</b></td><td class="r"><b>£500</b></td></tr></table>
  <p style="font-size:9.5pt">Keep driving the way you do and keep the app running on every journey. We'll renew automatically on 24 Jan 2027 unless you
  tell us not to. Questions? Chat to us in the app or call 0330 808 9901.</p>
  <p style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:6.5pt;color:#777">Drivology is a trading name of a company authorised and regulated by the Financial Conduct Authority. Your insurer is shown on your
  Certificate of Motor Insurance. Curfew: none. Your policy requires the Drivology app to be active while you drive.</p>
  ${sticky('MoneySuperMarket\nMarmalade £889.00\n0800 470 1082', '120mm', '196mm', { turn: -4, width: '54mm', size: 15 })}
  ${hand('score 87 - more off?', '24mm', '204mm', { turn: -4, size: 17 })}`,
);

// ---------------------------------------------------------------------------------------------------------------
const html = (body: string) => `${SHEET_STYLE}${body}`;

export const FRESH_NOTICES_37: FreshNotice[] = [
  {
    name: 'sainsburys-bank',
    html: html(SAINSBURYS),
    scan: true,
    expected: { renewalDate: '2026-12-14', insurer: "Sainsbury's Bank", policyNumber: 'SBC-4418-2271-06', registrationNumber: 'AO20KVD', renewalPremium: '487.36', previousPremium: '452.90', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },
  {
    name: 'first-alternative',
    html: html(FIRST_ALTERNATIVE),
    scan: true,
    expected: { renewalDate: '2027-01-06', insurer: 'First Alternative', policyNumber: 'FAM 0093 4471', registrationNumber: 'YK17HWU', renewalPremium: '356.80', previousPremium: '341.15', compulsoryExcess: '200', voluntaryExcess: '150', totalExcess: '350' },
  },
  {
    name: 'direct-choice',
    html: '',
    draw: drawDirectChoice,
    scan: true,
    expected: { renewalDate: '2027-01-22', insurer: 'Direct Choice', policyNumber: 'DCP/112/448193', registrationNumber: 'SN66FLB', renewalPremium: '612.44', previousPremium: '598.10', compulsoryExcess: '300', voluntaryExcess: '250', totalExcess: '550' },
  },
  {
    name: 'brentacre',
    html: '',
    draw: drawBrentacre,
    scan: true,
    expected: { renewalDate: '2027-02-03', insurer: 'Brentacre', policyNumber: 'BRE/PC/0071653', registrationNumber: 'GF19OXM', renewalPremium: '704.90', previousPremium: '689.35', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'crowthorne',
    html: html(CROWTHORNE),
    scan: true,
    expected: { renewalDate: '2026-12-28', insurer: 'Crowthorne Insurance', policyNumber: 'CIS/M/208871', registrationNumber: 'RE68TKN', renewalPremium: '718.48', previousPremium: '655.12', compulsoryExcess: '350', voluntaryExcess: '0', totalExcess: '350' },
  },
  {
    name: 'peart',
    html: html(PEART),
    scan: true,
    expected: { renewalDate: '2027-03-01', insurer: 'Peart', policyNumber: 'PPM-304417-R1', registrationNumber: 'LR70BXK', renewalPremium: '1184.60', previousPremium: '1096.25', compulsoryExcess: '500', voluntaryExcess: '250', totalExcess: '750' },
  },
  {
    name: 'mark-bates',
    html: '',
    draw: drawMarkBates,
    scan: true,
    expected: { renewalDate: '2026-12-09', insurer: 'Mark Bates', policyNumber: 'MBL/CC/55120', registrationNumber: 'GHJ412N', renewalPremium: '214.37', previousPremium: '198.40', compulsoryExcess: '100', voluntaryExcess: '150', totalExcess: '250' },
  },
  {
    name: 'gothic-insurance',
    html: html(GOTHIC),
    scan: true,
    expected: { renewalDate: '2027-01-02', insurer: 'Gothic Insurance', policyNumber: 'GOT-PC-0418822', registrationNumber: 'EX15NLM', renewalPremium: '529.18', previousPremium: '561.40', compulsoryExcess: '250', voluntaryExcess: '200', totalExcess: '450' },
  },
  {
    name: 'sheilas-wheels',
    html: html(SHEILAS),
    photo: true,
    expected: { renewalDate: '2026-12-19', insurer: "Sheilas' Wheels", policyNumber: 'SHW1004738822', registrationNumber: 'BD19PZA', renewalPremium: '421.67', previousPremium: '389.40', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'peoples-choice',
    html: html(PEOPLES_CHOICE),
    photo: 'sideways',
    expected: { renewalDate: '2027-02-11', insurer: "People's Choice", policyNumber: 'PC/CAR/44018273', registrationNumber: 'NX18UOV', renewalPremium: '563.28', previousPremium: '517.93', compulsoryExcess: '300', voluntaryExcess: '100', totalExcess: '400' },
  },
  {
    name: 'insure-pink',
    html: html(INSURE_PINK),
    photo: true,
    expected: { renewalDate: '2027-02-01', insurer: 'Insure Pink', policyNumber: 'IPK/3309127', registrationNumber: 'WM16ZRS', renewalPremium: '466.02', previousPremium: '472.85', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400' },
  },
  {
    name: 'flux-direct',
    html: html(FLUX_DIRECT),
    photo: 'sideways',
    expected: { renewalDate: '2027-02-25', insurer: 'Flux Direct', policyNumber: 'FXD/PC/2219084', registrationNumber: 'HY67CWE', renewalPremium: '638.75', previousPremium: '611.10', compulsoryExcess: '400', voluntaryExcess: '100', totalExcess: '500' },
  },
  {
    name: 'crossbrook',
    html: html(CROSSBROOK),
    photo: true,
    expected: { renewalDate: '2026-12-05', insurer: 'Crossbrook Insurance', policyNumber: 'CRB/MOT/60417', registrationNumber: 'AV65JKO', renewalPremium: '892.30', previousPremium: '846.15', compulsoryExcess: '350', voluntaryExcess: '250', totalExcess: '600' },
  },
  {
    name: 'one-quote-direct',
    html: '',
    draw: drawOneQuoteDirect,
    photo: 'sideways',
    expected: { renewalDate: '2027-01-08', insurer: 'One Quote Direct', policyNumber: 'OQD-7724019', registrationNumber: 'DK14YTF', renewalPremium: '1046.90', previousPremium: '1218.45', compulsoryExcess: '450', voluntaryExcess: '250', totalExcess: '700' },
  },
  {
    name: 'car-insurance-experts',
    html: html(CAR_INSURANCE_EXPERTS),
    photo: true,
    expected: { renewalDate: '2027-03-14', insurer: 'Car Insurance Experts', policyNumber: 'CIE/018834/PC', registrationNumber: 'YR66OBD', renewalPremium: '577.55', previousPremium: '529.99', compulsoryExcess: '300', voluntaryExcess: '200', totalExcess: '500' },
  },
  {
    name: 'drivology',
    html: html(DRIVOLOGY),
    photo: true,
    expected: { renewalDate: '2027-01-24', insurer: 'Drivology', policyNumber: 'DRV-00219933', registrationNumber: 'KY69LMN', renewalPremium: '958.64', previousPremium: '1102.30', compulsoryExcess: '500', voluntaryExcess: '0', totalExcess: '500' },
  },
];
