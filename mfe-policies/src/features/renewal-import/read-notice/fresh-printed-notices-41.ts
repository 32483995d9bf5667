// Set 41 (issue 47): sixteen renewal invitations in layouts sets 1 to 40 did not use, each from a different UK
// private-car brand none of them used: the premium split by cover section (liability, fire and theft, accidental
// damage, windscreen, personal accident) less a no claims discount, then IPT, with a Northern Ireland plate and dates
// written '14-Apr-2027'; an electric car with a battery-and-cable cover add-on, whose renewal date is told only as
// 'your cover ends at midnight on ...' and 'from 00:01 on the following day'; pounds and pence written '£684 and 27p'
// and in words, with a cheque-style tear-off slip in 'Pounds | Pence' boxes; a no claims discount table full of years
// and percentages beside a premium that went down; a grid of three ways to pay, each repeating the premium among fees,
// deposits, interest and totals, dated 'April 21st, 2027'; a policy schedule whose excesses are told only in the
// wording of its numbered endorsements; a 'why your price changed' waterfall from last year's price to this year's;
// a private client's portfolio of four policies (home, fine art, motor, travel) with the motor one renewing, on a
// private plate; a ruled grid whose long labels wrap over two or three lines beside values centred in their rows; a
// reply to a forwarded renewal email, every line of the insurer's message quoted with '> '; a counter printout from a
// high-street broker's till, 40 characters wide; a timeline of dated steps across the page with a long list of
// excesses; a two-page letter whose schedule is a landscape page; a pre-filled acceptance form with every character
// in its own box; an Easy Read letter; a statement of fact of ticked boxes and other people's dates and sums beside a
// small renewal panel. Three drawn by pdfkit, thirteen printed from HTML by Chromium; two scanned and two photographed
// (one sideways).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Find Insurance
  ['find sections', [412.3, 86.15, 268.4, 24.6, 12], 803.45],
  ['find net', [642.4, 161.05], 803.45],
  ['find IPT', [642.4 * 0.12], 77.09],
  ['find gross', [642.4, 77.09], 719.49],
  ['find change', [688.2, 31.29], 719.49],
  ['find excess', [300, 150], 450],
  ['find instalments', [10 * 75.4], 754],
  ['find credit', [719.49, 34.51], 754],
  // 2. WeCovr
  ['wecovr change', [1012.4, 72.23], 1084.63],
  ['wecovr total now', [1084.63, 44.99, 29.99], 1159.61],
  ['wecovr total last year', [1012.4, 39.99, 29.99], 1082.38],
  ['wecovr excess', [250, 250], 500],
  ['wecovr monthly', [12 * 101.47], 1217.64],
  ['wecovr credit', [1159.61, 58.03], 1217.64],
  // 3. Priory Insurance Brokers
  ['priory change', [655.1, 29.17], 684.27],
  ['priory total', [684.27, 15], 699.27],
  ['priory excess', [200, 250], 450],
  ['priory instalments', [10 * 72.61], 726.1],
  ['priory credit', [699.27, 26.83], 726.1],
  // 4. Watson Laurie
  ['watson-laurie saving', [523.18, 48.22], 571.4],
  ['watson-laurie before NCD', [1494.8 * 0.35], 523.18],
  ['watson-laurie excess', [250, 100], 350],
  ['watson-laurie instalments', [10 * 54.9], 549],
  ['watson-laurie credit', [523.18, 25.82], 549],
  // 5. Clark Thomson
  ['clark-thomson change', [902.7, 33.74], 936.44],
  ['clark-thomson with fee', [936.44, 25], 961.44],
  ['clark-thomson 10 credit', [961.44, -100], 861.44],
  ['clark-thomson 10 repaid', [861.44, 38.56], 10 * 90],
  ['clark-thomson 10 total', [100, 10 * 90], 1000],
  ['clark-thomson 12 total', [961.44, 46.08], 12 * 83.96],
  ['clark-thomson excess', [350, 250], 600],
  // 6. Luker Rowe
  ['luker-rowe IPT', [636.03 * 0.12], 76.32],
  ['luker-rowe gross', [636.03, 76.32], 712.35],
  ['luker-rowe change', [689.9, 22.45], 712.35],
  ['luker-rowe excess', [300, 200], 500],
  // 7. Clarke Williams
  ['clarke-williams waterfall', [842.6, 31.2, -58.45, -22.1, 6.3], 799.55],
  ['clarke-williams saving', [799.55, 43.05], 842.6],
  ['clarke-williams excess', [250, 250], 500],
  ['clarke-williams instalments', [10 * 83.48], 834.8],
  ['clarke-williams credit', [799.55, 35.25], 834.8],
  // 8. Campbell Irvine
  ['campbell-irvine total now', [3412.8, 1140, 1486.72, 289.5], 6329.02],
  ['campbell-irvine total last year', [3186.4, 1095, 1402.15, 276], 5959.55],
  ['campbell-irvine motor change', [1402.15, 84.57], 1486.72],
  ['campbell-irvine excess', [500, 500], 1000],
  // 9. Bishop Skinner
  ['bishop-skinner change', [1159.3, 49.34], 1208.64],
  ['bishop-skinner total', [1208.64, 25], 1233.64],
  ['bishop-skinner excess', [400, 250], 650],
  ['bishop-skinner instalments', [10 * 128.42], 1284.2],
  ['bishop-skinner credit', [1233.64, 50.56], 1284.2],
  // 10. Reich Insurance
  ['reich change', [921.85, 46.27], 968.12],
  ['reich total', [968.12, 79], 1047.12],
  ['reich excess', [350, 150], 500],
  ['reich instalments', [10 * 108.95], 1089.5],
  ['reich credit', [1047.12, 42.38], 1089.5],
  // 11. Gott & Wynne
  ['gott-wynne change', [552.3, 26.64], 578.94],
  ['gott-wynne to pay', [578.94, 10], 588.94],
  ['gott-wynne excess', [250, 150], 400],
  // 12. Yourshield
  ['yourshield saving', [641.28, 21.62], 662.9],
  ['yourshield excess', [250, 250], 500],
  ['yourshield monthly', [12 * 57.86], 694.32],
  ['yourshield credit', [641.28, 53.04], 694.32],
  // 13. Bennetts
  ['bennetts IPT', [904.34 * 0.12], 108.52],
  ['bennetts gross', [904.34, 108.52], 1012.86],
  ['bennetts change', [948.5, 64.36], 1012.86],
  ['bennetts excess', [300, 300], 600],
  // 14. Weir Insurance
  ['weir change', [715.9, 32.46], 748.36],
  ['weir excess', [250, 200], 450],
  ['weir instalments', [10 * 78.2], 782],
  ['weir credit', [748.36, 33.64], 782],
  // 15. Select Insurance Brokers
  ['select change', [560.85, 33.75], 594.6],
  ['select excess', [250, 150], 400],
  ['select instalments', [10 * 61.9], 619],
  ['select credit', [594.6, 24.4], 619],
  // 16. H&H Insurance Brokers
  ['hh change', [462.16, 25.76], 487.92],
  ['hh excess', [150, 250], 400],
  ['hh instalments', [10 * 50.93], 509.3],
  ['hh credit', [487.92, 21.38], 509.3],
];
checkSums('set 41', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Find Insurance (broker, Derry~Londonderry): HTML; the premium split by cover section, each section with its own
// excess in a wrapped cell, less a no claims discount, then IPT; a Northern Ireland plate 'AUI 5803'; every date
// written '14-Apr-2027'.
const findRow = (section: string, cover: string, excess: string, premium: string) =>
  `<tr><td style="border-bottom:1px solid #cfd8dc;width:9%">${section}</td><td style="border-bottom:1px solid #cfd8dc;width:39%">${cover}</td>` +
  `<td style="border-bottom:1px solid #cfd8dc;width:30%">${excess}</td><td class="r" style="border-bottom:1px solid #cfd8dc">${premium}</td></tr>`;
const findSum = (label: string, premium: string, bold = false) =>
  `<tr${bold ? ' style="font-weight:bold"' : ''}><td></td><td colspan="2">${label}</td><td class="r">${premium}</td></tr>`;
const FIND = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;align-items:center;background:#0d3b66;color:white;padding:8pt 12pt">
    <div><span style="font:bold 20pt Arial">Find</span><span style="font:20pt Arial;color:#f4d35e"> Insurance</span></div>
    <div class="r" style="font-size:8pt">42-44 Spencer Road, Derry~Londonderry BT47 6AA<br>Freephone 0800 012 6367</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mr Ciarán Doherty<br>27 Glenbrook Terrace<br>Derry~Londonderry<br>BT48 0ET</div>
    <div class="r">Date: 10-Mar-2027<br>Policy: FIN/MC/2213847</div></div>
  <p style="margin-top:12pt"><b>Private car renewal – your premium by section of cover</b></p>
  <p>Dear Mr Doherty,</p>
  <p>Your private car policy for the Vauxhall Astra 1.2 Turbo SRi (2020), registration <b>AUI 5803</b>, is due for renewal on <b>14-Apr-2027</b>.
  Ageas Insurance Limited have offered to renew it for the period 14-Apr-2027 to 13-Apr-2028. Below we show how your premium is made up,
  section by section, as you asked us last year.</p>
  <table style="width:100%;margin:6pt 0;font-size:9.3pt">
    <tr style="background:#e3ebf2"><th>Section</th><th>Cover</th><th>Excess</th><th class="r">Premium (£)</th></tr>
    ${findRow('A', 'Liability to third parties (injury and property)', 'Nil', '412.30')}
    ${findRow('B', 'Loss or damage by fire or theft', '£300 compulsory plus £150 voluntary (total £450)', '86.15')}
    ${findRow('C', 'Accidental damage', '£300 compulsory plus £150 voluntary (total £450)', '268.40')}
    ${findRow('D', 'Windscreen and windows', '£100 replacement, £25 repair', '24.60')}
    ${findRow('E', 'Personal accident and medical expenses', 'Nil', '12.00')}
    ${findSum('Premium before discount', '803.45')}
    ${findSum('Less no claims discount (5 years)', '−161.05')}
    ${findSum('Net premium', '642.40')}
    ${findSum('Insurance Premium Tax at 12%', '77.09')}
    ${findSum('Total renewal premium', '719.49', true)}
  </table>
  <p>Your premium for the year now ending was £688.20, including Insurance Premium Tax, so it has gone up by £31.29, mostly in section C.</p>
  <p><b>Your excesses:</b> compulsory excess £300; voluntary excess £150; total excess £450 for claims under sections B and C.</p>
  <p>You pay by 10 monthly instalments of £75.40 (£754.00 in total, including interest of £34.51). The first will be collected on 20-Apr-2027.</p>
  <p>If anything has changed, please call us before 14-Apr-2027. Otherwise there is nothing to do: your cover will continue.</p>
  <p>Yours sincerely,<br><br>Orla McLaughlin<br>Motor Department</p>
  <p style="font-size:6.5pt;color:#777">Find Insurance is a trading name of Find Insurance NI Ltd, authorised and regulated by the Financial Conduct
  Authority, FRN 471896. Registered in Northern Ireland, NI 064828.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. WeCovr (online broker): HTML; an electric car with an EV battery and charging cable cover add-on; the renewal date
// told only as the end of the current cover ('midnight on 9 March 2027') and 'from 00:01 on the following day';
// photographed upright.
const wcRow = (label: string, now: string, last: string, bold = false) =>
  `<tr${bold ? ' style="font-weight:bold;border-top:1.5px solid #333"' : ''}><td>${label}</td><td class="r">${now}</td><td class="r">${last}</td></tr>`;
const WECOVR = `
<div style="font-family:Arial,sans-serif;font-size:10pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div style="font:bold 22pt Arial;color:#1a56db">WeCovr</div>
    <div class="r" style="font-size:8pt;color:#555">Electric car insurance<br>hello@wecovr.com</div></div>
  <div style="height:4pt;background:linear-gradient(90deg,#1a56db,#22c55e);margin:4pt 0 12pt"></div>
  <div class="cols"><div>Ms Priya Raman<br>18 Mill Lane<br>Clapham<br>Bedford MK41 6AW</div><div class="r">1 February 2027<br>Policy WCV-M-5081-2294</div></div>
  <p style="margin-top:12pt"><b>Time to renew your electric car insurance</b></p>
  <p>Dear Ms Raman,</p>
  <p>Your current cover for your MG4 EV Long Range Trophy (2023), registration <b>LR73 KZP</b>, ends at midnight on 9 March 2027. We will renew it
  automatically with Aviva Insurance Limited, so you stay covered from 00:01 on the following day for another twelve months.</p>
  <table style="width:82%;margin:6pt 0">
    <tr style="border-bottom:1px solid #333"><th></th><th class="r">Renewal</th><th class="r">Last year</th></tr>
    ${wcRow('Car insurance, including IPT', '£1,084.63', '£1,012.40')}
    ${wcRow('EV battery &amp; charging cable cover', '£44.99', '£39.99')}
    ${wcRow('Motor legal protection', '£29.99', '£29.99')}
    ${wcRow('Total', '£1,159.61', '£1,082.38', true)}
  </table>
  <p>Your car insurance has gone up by £72.23, mainly because repairs to electric cars now cost more.</p>
  <p><b>Excesses</b><br>Compulsory £250 · Voluntary £250 · Total £500<br>
  <span style="font-size:9pt">Battery &amp; cable cover claims: £100 excess. Windscreen replacement: £95.</span></p>
  <p style="font-size:9pt">Battery &amp; cable cover pays for accidental damage to the traction battery, and for the theft of or damage to your
  charging cables and wallbox lead, up to £15,000. Cover for the battery's gradual loss of capacity is not included.</p>
  <p>Paying monthly: 12 payments of £101.47, £1,217.64 in total, including interest of £58.03 (representative APR 9.4%).</p>
  <p>Check your details in your WeCovr account. If nothing has changed, you don't need to do anything.</p>
  <p>The WeCovr team</p>
  <p style="font-size:6.5pt;color:#777">WeCovr is a trading name of WeCovr Ltd, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. Priory Insurance Brokers (Wymondham): HTML; a traditional letter with pounds and pence written '£684 and 27p' and
// in words, and a cheque-style tear-off slip with the amounts in 'Pounds | Pence' boxes; 'the 5th of April, 2027'.
const slipCell = 'border:1px solid #555;padding:2pt 6pt';
const slipRow = (label: string, pounds: string, pence: string, bold = false) =>
  `<tr${bold ? ' style="font-weight:bold"' : ''}><td style="padding:2pt 8pt 2pt 0">${label}</td><td class="r" style="${slipCell};width:52pt">${pounds}</td>` +
  `<td class="r" style="${slipCell};width:26pt">${pence}</td></tr>`;
const PRIORY = `
<div style="font-family:Georgia,'Times New Roman',serif;font-size:10.5pt;line-height:1.45">
  <div style="text-align:center;border-bottom:1px double #6b4e16;padding-bottom:5pt">
    <div style="font:bold 19pt Georgia;color:#6b4e16;letter-spacing:1pt">PRIORY</div>
    <div style="font-size:9pt;color:#6b4e16">Insurance Brokers · 4 Fairland Street · Wymondham · Norfolk NR18 0AN · 03453 304305</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mr and Mrs R. Blyth<br>The Granary, Church Lane<br>Hethersett<br>Norwich NR9 3AF</div>
    <div class="r">8th March 2027<br>Our reference PIB/PC/304171</div></div>
  <p style="margin-top:14pt">Dear Mr and Mrs Blyth,</p>
  <p><b>Ford Kuga 1.5 EcoBoost ST-Line (2019) – AU19 WFD</b></p>
  <p>Your motor policy falls due for renewal on the 5th of April, 2027, and we are pleased to say that Allianz Insurance plc have invited
  renewal on the same terms as before.</p>
  <p>The premium for the coming year is £684 and 27p (six hundred and eighty-four pounds and twenty-seven pence), including Insurance
  Premium Tax. Last year's premium was £655 and 10p (six hundred and fifty-five pounds and ten pence), so the increase is £29 and 17p.</p>
  <p>The excesses remain as before: a compulsory excess of £200 and a voluntary excess of £250, making £450 in all on any claim for damage to
  the car.</p>
  <p>Our administration fee of £15 is added, making £699 and 27p to pay. Should you prefer to spread the cost, we can arrange ten monthly
  payments of £72 and 61p, £726 and 10p altogether, which includes £26 and 83p interest.</p>
  <p>To renew, please return the slip below with your cheque, or telephone us with a debit card, before the 5th of April, 2027.</p>
  <p>Yours sincerely,</p>
  <p style="margin-top:18pt">Geoffrey Brundall<br>Director</p>
  <div style="border-top:1.5px dashed #555;margin-top:16pt;padding-top:8pt;font-family:Arial,sans-serif;font-size:9pt">
    <div style="display:flex;justify-content:space-between"><b>RENEWAL REMITTANCE SLIP</b><span>Ref. PIB/PC/304171 · AU19 WFD · due 05/04/2027</span></div>
    <table style="margin-top:6pt">
      <tr><td></td><th class="r" style="${slipCell}">Pounds</th><th class="r" style="${slipCell}">Pence</th></tr>
      ${slipRow('Renewal premium including IPT', '684', '27')}
      ${slipRow('Administration fee', '15', '00')}
      ${slipRow('Total enclosed', '699', '27', true)}
    </table>
    <p style="margin:6pt 0 0">Amount in words: <i>six hundred and ninety-nine pounds and twenty-seven pence</i>. Cheques payable to Priory Insurance Brokers Ltd.</p>
  </div>
  <p style="font-size:6.5pt;color:#777;font-family:Arial,sans-serif">Priory Insurance Brokers Ltd are authorised and regulated by the Financial Conduct
  Authority, registration number 300596.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. Watson Laurie (Bolton broker): HTML; a premium that went down, beside a no claims discount panel full of other
// figures: years, percentages, the premium before the discount, the protection's cost and a step-back table.
const ncdCell = 'border:1px solid #b7c4cf;padding:2pt 6pt;text-align:center';
const WATSON_LAURIE = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #2e4a62;padding-bottom:5pt">
    <div style="font:bold 20pt Arial;color:#2e4a62">Watson Laurie</div>
    <div class="r" style="font-size:8pt;color:#555">Watson Laurie House, 232-236 St George's Road<br>Bolton BL1 2PH · 01204 387111</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mrs Joanne Entwistle<br>9 Tonge Moor Road<br>Bolton<br>BL2 2DN</div>
    <div class="r">27 January 2027<br>Policy WL/M/0668312</div></div>
  <p style="margin-top:12pt"><b>Your renewal – good news, your premium has come down</b></p>
  <p>Dear Mrs Entwistle,</p>
  <p>Your car insurance for the Nissan Juke 1.0 DIG-T N-Connecta (2021), registration <b>PN21 YTC</b>, renews on <b>28th Feb. 2027</b> with
  LV= Broker. Another claim-free year has taken your premium down.</p>
  <table style="width:100%;margin:4pt 0">
    <tr><td style="width:62%"><b>Renewal premium including IPT</b></td><td><b>£523.18</b></td></tr>
    <tr><td>Premium for the year ending 27th Feb. 2027, including IPT</td><td>£571.40</td></tr>
    <tr><td>Reduction</td><td>£48.22</td></tr>
    <tr><td>Compulsory excess</td><td>£250</td></tr>
    <tr><td>Voluntary excess</td><td>£100</td></tr>
    <tr><td>Total excess</td><td>£350</td></tr>
  </table>
  <div class="box" style="margin:8pt 0;background:#f3f6f9">
    <b>Your no claims discount</b><br>
    You have 9 years' no claims discount, which earns the maximum discount of 65%. Without it your premium would be £1,494.80. Your discount is
    protected (the protection costs £41.60 and is included in the premium above): up to two claims in three years will not reduce it.
    <table style="margin-top:5pt;font-size:8.8pt">
      <tr><th style="${ncdCell}">Claims in the next year</th><th style="${ncdCell}">Your NCD at next renewal (protected)</th>
        <th style="${ncdCell}">If it were not protected</th></tr>
      <tr><td style="${ncdCell}">None</td><td style="${ncdCell}">10 years – 65%</td><td style="${ncdCell}">10 years – 65%</td></tr>
      <tr><td style="${ncdCell}">One</td><td style="${ncdCell}">9 years – 65%</td><td style="${ncdCell}">6 years – 55%</td></tr>
      <tr><td style="${ncdCell}">Two</td><td style="${ncdCell}">9 years – 65%</td><td style="${ncdCell}">3 years – 30%</td></tr>
      <tr><td style="${ncdCell}">Three</td><td style="${ncdCell}">3 years – 30%</td><td style="${ncdCell}">0 years – 0%</td></tr>
    </table></div>
  <p>You pay by 10 monthly instalments of £54.90, £549.00 in total, including interest of £25.82.</p>
  <p>Please check the enclosed statement of fact. If anything has changed, let us know before 28th Feb. 2027.</p>
  <p>Kind regards,<br><br>Stephen Howarth<br>Personal Lines</p>
  <p style="font-size:6.5pt;color:#777">Watson Laurie Ltd is authorised and regulated by the Financial Conduct Authority, registration number 302901.
  Registered in England no. 2281004.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 5. Clark Thomson Insurance Brokers (Scotland): HTML; a grid of three ways to pay, each column repeating the premium
// among the fee, deposit, amount of credit, interest, instalments and total payable; dates 'April 21st, 2027'.
const ctCell = 'border:1px solid #9aa9b5;padding:2.5pt 6pt';
const ctRow = (label: string, cells: string[], bold = false) =>
  `<tr${bold ? ' style="font-weight:bold"' : ''}><td style="${ctCell}">${label}</td>${cells.map((cell) => `<td class="r" style="${ctCell}">${cell}</td>`).join('')}</tr>`;
const CLARK_THOMSON = `
<div style="font-family:Verdana,Arial,sans-serif;font-size:9.2pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div><div style="font:bold 17pt Verdana;color:#7a1f3d">Clark Thomson</div><div style="font-size:8pt;color:#7a1f3d">INSURANCE BROKERS LTD</div></div>
    <div class="r" style="font-size:8pt">0800 84 94 240<br>www.clarkthomson.co.uk</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mr Euan MacLeod<br>14 Kirklee Terrace<br>Glasgow<br>G12 0TH</div><div class="r">March 10th, 2027</div></div>
  <p style="margin-top:12pt"><b>Renewal of your motor insurance – policy CTIB/PM/48821</b></p>
  <p>Dear Mr MacLeod,</p>
  <p>Your policy for the Volvo XC40 B4 Plus (2022), registration <b>SK22 FVW</b>, is due for renewal on <b>April 21st, 2027</b>. Aviva Insurance
  Limited have offered renewal at a premium of £936.44 including Insurance Premium Tax (last year: £902.70). Your compulsory excess is £350
  and your voluntary excess £250, a total excess of £600 for own damage claims, plus £100 for windscreen replacement.</p>
  <p>You can choose how to pay:</p>
  <table style="width:100%;margin:4pt 0;font-size:8.8pt">
    <tr style="background:#f0e6ea"><th style="${ctCell}"></th><th class="r" style="${ctCell}">Pay in full<br>(debit card)</th>
      <th class="r" style="${ctCell}">10 monthly<br>Direct Debits</th><th class="r" style="${ctCell}">12 monthly<br>Direct Debits</th></tr>
    ${ctRow('Premium including IPT', ['£936.44', '£936.44', '£936.44'])}
    ${ctRow('Broker fee', ['£25.00', '£25.00', '£25.00'])}
    ${ctRow('Cash price', ['£961.44', '£961.44', '£961.44'])}
    ${ctRow('Deposit', ['–', '£100.00', '–'])}
    ${ctRow('Amount of credit', ['–', '£861.44', '£961.44'])}
    ${ctRow('Interest', ['–', '£38.56', '£46.08'])}
    ${ctRow('Monthly payment', ['–', '10 × £90.00', '12 × £83.96'])}
    ${ctRow('Total amount payable', ['£961.44', '£1,000.00', '£1,007.52'], true)}
    ${ctRow('Representative APR', ['–', '10.9%', '10.9%'])}
  </table>
  <p>Please tell us which you would like by April 14th, 2027. If we do not hear from you, we will renew on April 21st, 2027 and collect by
  12 monthly Direct Debits, as this year.</p>
  <p>Yours sincerely,<br><br>Fiona Drummond<br>Account Handler</p>
  <p style="font-size:6.5pt;color:#777">Clark Thomson Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority, FCA reference
  number 301310.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. Luker Rowe (chartered broker): drawn by pdfkit; a numbered motor schedule whose excesses are told only in the
// wording of its endorsements ('001 Compulsory Excess ... the first £300'); dates '22.03.2027'; scanned.
function drawLukerRowe(doc: Doc): void {
  doc.font('Times-Bold').fontSize(18).fillColor('#1c2e4a');
  put(doc, 'Luker Rowe', 50, 40);
  doc.font('Times-Italic').fontSize(9).fillColor('#555555');
  put(doc, 'Chartered Insurance Brokers', 50, 62);
  doc.font('Times-Roman').fontSize(8.5);
  ['Private Clients Department', 'Telephone 020 8979 0400'].forEach((line, index) => putRight(doc, line, 545, 42 + index * 11));
  doc.moveTo(50, 78).lineTo(545, 78).lineWidth(1).stroke('#1c2e4a');
  doc.font('Times-Bold').fontSize(13).fillColor('black');
  put(doc, 'MOTOR INSURANCE SCHEDULE – RENEWAL', 50, 92);
  doc.font('Times-Roman').fontSize(8.5).fillColor('#444444');
  put(doc, 'This schedule forms part of your policy and must be read with the policy wording and the endorsements below.', 50, 110);
  doc.fillColor('black');
  const items: [string, string, string][] = [
    ['1', 'Policy Number', 'LR/MPC/0072915'],
    ['2', 'The Insured', 'Mrs Hannah Okafor, 6 Ember Lane, Esher, Surrey KT10 8EP'],
    ['3', 'Effective Date', '22.03.2027'],
    ['4', 'Period of Insurance', 'From 22.03.2027 to 21.03.2028 (both dates inclusive)'],
    ['5', 'Insurer', 'Covéa Insurance plc'],
    ['6', 'Insured Vehicle', 'Audi Q3 35 TFSI Sport (2021)   Registration Mark: GU21 XRL'],
    ['7', 'Cover', 'Comprehensive'],
    ['8', 'Limitations as to Use', 'Class 1: social, domestic and pleasure and commuting'],
    ['9', 'Persons Entitled to Drive', 'The Insured and Mr Chidi Okafor'],
    ['10', 'Premium', 'Net £636.03   Insurance Premium Tax at 12% £76.32   Annual Premium £712.35'],
    ['11', 'Previous Annual Premium', '£689.90 (including Insurance Premium Tax)'],
    ['12', 'Endorsements Applicable', '001, 012, 045, 096'],
  ];
  let y = 134;
  for (const [number, label, value] of items) {
    doc.font('Times-Roman').fontSize(10);
    put(doc, number, 50, y);
    doc.font('Times-Bold');
    put(doc, label, 72, y);
    doc.font('Times-Roman');
    para(doc, value, 220, y, 325, 1);
    y = Math.max(doc.y, y + 12) + 6;
  }
  y += 6;
  doc.moveTo(50, y).lineTo(545, y).lineWidth(0.5).stroke('#777777');
  y += 8;
  doc.font('Times-Bold').fontSize(11);
  put(doc, 'ENDORSEMENTS', 50, y);
  y += 18;
  const endorsements: [string, string, string][] = [
    ['001', 'Compulsory Excess', 'The Insured shall be responsible for the first £300 of any claim under Section 2 (Loss of or Damage to the Insured Vehicle).'],
    [
      '012',
      'Voluntary Excess',
      'In addition to any other excess, the Insured shall be responsible for a further £200 of any claim under Section 2. The total excess ' +
        'under Section 2 is therefore £500.',
    ],
    ['045', 'Windscreen', 'Claims for the replacement of glass are subject to an excess of £90; repairs are subject to an excess of £15.'],
    ['096', 'Young Driver Excess', 'An additional excess of £250 applies to any claim under Section 2 while the vehicle is driven by a person under 25.'],
  ];
  for (const [code, title, text] of endorsements) {
    doc.font('Times-Bold').fontSize(9.5);
    put(doc, `${code}  ${title}`, 50, y);
    doc.font('Times-Roman').fontSize(9.5);
    para(doc, text, 72, y + 12, 473, 1);
    y = doc.y + 8;
  }
  y += 6;
  doc.font('Times-Roman').fontSize(9.5);
  para(
    doc,
    'The Annual Premium is payable in full by the Effective Date. Please tell us straight away if any of the information on this schedule or ' +
      'on your statement of fact is incorrect, or if it changes during the period of insurance.',
    50,
    y,
    495,
    1.5,
  );
  doc.font('Times-Roman').fontSize(7).fillColor('#555555');
  para(
    doc,
    'Luker Rowe & Company Limited is an independent Chartered Insurance Broker, authorised and regulated by the Financial Conduct Authority, ' +
      'registration number 143717. Schedule produced 01.03.2027.',
    50,
    768,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 7. Clarke Williams (broker): HTML; a premium that went down, explained as a waterfall from last year's price to
// this year's, each step a signed figure with a bar; '02 Apr 2027'; photographed sideways.
// The bars are drawn to scale from £700 (1.5pt a pound): each step starts where the last one ended.
const FALL_BASE = 700;
const FALL_SCALE = 1.5;
const fall = (label: string, value: string, from: number, to: number, colour: string, bold = false) =>
  `<div style="display:grid;grid-template-columns:150pt 265pt 66pt;align-items:center;margin:3pt 0${bold ? ';font-weight:bold' : ''}">` +
  `<div>${label}</div><div style="position:relative;height:14pt"><div style="position:absolute;` +
  `left:${((Math.min(from, to) - FALL_BASE) * FALL_SCALE).toFixed(1)}pt;width:${(Math.abs(to - from) * FALL_SCALE).toFixed(1)}pt;height:14pt;` +
  `background:${colour}"></div></div><div class="r">${value}</div></div>`;
const CLARKE_WILLIAMS = `
<div style="font-family:Arial,sans-serif;font-size:10pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #00796b;padding-bottom:5pt">
    <div><span style="font:bold 19pt Arial;color:#00796b">Clarke Williams</span><br><span style="font-size:8.5pt;color:#555">Insurance Brokers</span></div>
    <div class="r" style="font-size:8pt;color:#555">Personal lines team<br>01925 230 377</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mr Daniel Okonjo<br>31 Hillside Avenue<br>Warrington WA4 2LS</div>
    <div class="r">Date: 24 Feb 2027<br>Policy: CW-PC-0093581</div></div>
  <p style="margin-top:12pt">Dear Mr Okonjo,</p>
  <p>Your car insurance for the Toyota Corolla 1.8 Hybrid Icon (2020), registration <b>DG70 RHU</b>, is due for renewal on <b>02 Apr 2027</b>.
  We have renewed it with Ageas Insurance Limited, and your price has come down. Here is why.</p>
  <div style="margin:8pt 0;padding:6pt 8pt;border:1px solid #ccc">
    <div style="font-weight:bold;margin-bottom:4pt">Why your price changed (all figures include Insurance Premium Tax)</div>
    ${fall("Last year's premium", '£842.60', FALL_BASE, 842.6, '#90a4ae', true)}
    ${fall('Claims and repair costs', '+ £31.20', 842.6, 873.8, '#e57373')}
    ${fall('Another year with no claims', '− £58.45', 873.8, 815.35, '#81c784')}
    ${fall('Your age band', '− £22.10', 815.35, 793.25, '#81c784')}
    ${fall('Postcode rating', '+ £6.30', 793.25, 799.55, '#e57373')}
    ${fall("This year's premium", '£799.55', FALL_BASE, 799.55, '#00796b', true)}
    <div style="font-size:9pt;margin-top:4pt">You save £43.05 on last year.</div></div>
  <p><b>Your excess</b>: compulsory £250, voluntary £250, total excess £500. Windscreen replacement £115.</p>
  <p>You pay by 10 monthly instalments of £83.48: £834.80 in total, including interest of £35.25.</p>
  <p>If your details have changed, please tell us before 02 Apr 2027.</p>
  <p>Kind regards,<br><br>Megan Price<br>Clarke Williams</p>
  <p style="font-size:6.5pt;color:#777">Clarke Williams Ltd is authorised and regulated by the Financial Conduct Authority. Financial Services Register number 758683.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. Campbell Irvine (private client broker): HTML; a portfolio summary of four policies (home, fine art, motor,
// travel), each with its insurer, number, renewal date and two years' premiums, the motor one renewing now and the
// subject of the letter; descriptions wrap in a narrow column; a private plate 'F1 TZR'.
const ciCell = 'border-bottom:1px solid #c9c2b0;padding:3pt 5pt;vertical-align:top';
const ciRow = (cells: string[], bold = false) =>
  `<tr${bold ? ' style="font-weight:bold;background:#f5f1e6"' : ''}>${cells
    .map((cell, index) => `<td style="${ciCell}${index >= 4 ? ';text-align:right' : ''}">${cell}</td>`)
    .join('')}</tr>`;
const CAMPBELL_IRVINE = `
<div style="font-family:Georgia,serif;font-size:9.6pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #8b7d55;padding-bottom:5pt">
    <div style="font:bold 19pt Georgia;color:#24372b;letter-spacing:0.5pt">Campbell Irvine</div>
    <div class="r" style="font-size:8pt;color:#555">Private Clients<br>01732 863 251</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mr and Mrs J. Ashcombe<br>Hever Lodge<br>Hever Road<br>Edenbridge TN8 7NH</div>
    <div class="r">8 February 2027</div></div>
  <p style="margin-top:12pt"><b>Your insurance portfolio – motor renewal</b></p>
  <p>Dear Mr and Mrs Ashcombe,</p>
  <p>Your motor policy is the first of your insurances to fall due this year: it renews on <b>17 March 2027</b>, and this letter is its renewal
  notice. Your other policies are shown for reference; we will review them with you in May.</p>
  <table style="width:100%;border-collapse:collapse;margin:6pt 0;font-size:8.6pt">
    <tr style="background:#24372b;color:white"><th style="${ciCell};width:25%">Policy</th><th style="${ciCell}">Insurer</th><th style="${ciCell}">Policy no.</th>
      <th style="${ciCell}">Renews</th><th style="${ciCell};text-align:right">Premium 2027/28</th><th style="${ciCell};text-align:right">Premium 2026/27</th></tr>
    ${ciRow(['Home – buildings and contents, Hever Lodge', 'Chubb European Group SE', 'HM-772104', '1 June 2027', '£3,412.80 (estimate)', '£3,186.40'])}
    ${ciRow(['Fine art and collectibles', 'Hiscox Insurance Company Ltd', 'FA-20931', '1 June 2027', '£1,140.00 (estimate)', '£1,095.00'])}
    ${ciRow(['Motor – Porsche Macan S (2021), registration F1 TZR, comprehensive, insured and spouse', 'Aviva Insurance Limited', 'CI/MTR/50881', '17 March 2027', '£1,486.72', '£1,402.15'], true)}
    ${ciRow(['Annual travel – family', 'AXA Insurance UK plc', 'TR-318865', '1 June 2027', '£289.50 (estimate)', '£276.00'])}
    ${ciRow(['Total', '', '', '', '£6,329.02', '£5,959.55'])}
  </table>
  <div class="box" style="margin:8pt 0"><b>Motor – your renewal terms</b><br>
    Premium for the year from 17 March 2027, including Insurance Premium Tax: <b>£1,486.72</b> (this year £1,402.15, an increase of £84.57).<br>
    Compulsory excess £500 · Voluntary excess £500 · Total excess £1,000 · Windscreen £150<br>
    Agreed value £62,000 · Cover: comprehensive, insured and spouse, European use 90 days</div>
  <p>The premium will be collected by Direct Debit on 17 March 2027. If anything has changed, please let us know beforehand.</p>
  <p>With kind regards,<br><br>Annabel Forbes<br>Private Clients Director</p>
  <p style="font-size:6.5pt;color:#777">Campbell Irvine Ltd is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. Bishop Skinner (country broker): drawn by pdfkit; a ruled grid whose long labels wrap over two or three lines,
// each value centred in its row beside them; '1st April 2027'.
function drawBishopSkinner(doc: Doc): void {
  doc.font('Helvetica-Bold').fontSize(19).fillColor('#3e4d2c');
  put(doc, 'Bishop Skinner', 50, 40);
  doc.font('Helvetica').fontSize(8.5).fillColor('#6b6b6b');
  put(doc, 'Insurance brokers for country people', 50, 63);
  ['Motor Department', '0800 783 8057'].forEach((line, index) => putRight(doc, line, 545, 42 + index * 11));
  doc.moveTo(50, 80).lineTo(545, 80).lineWidth(1.2).stroke('#3e4d2c');
  doc.font('Helvetica').fontSize(10).fillColor('black');
  ['Mrs Clare Pemberton', 'Lower Hollins Farm', 'Chipping', 'Preston PR3 2TQ'].forEach((line, index) => put(doc, line, 50, 100 + index * 13));
  putRight(doc, '15th February 2027', 545, 100);
  putRight(doc, 'Policy BS/PM/117306', 545, 113);
  doc.font('Helvetica-Bold').fontSize(12);
  put(doc, 'Your motor renewal', 50, 168);
  doc.font('Helvetica').fontSize(10);
  para(
    doc,
    'Dear Mrs Pemberton, your policy for the Land Rover Defender 110 D250 SE (2022), registration YK22 DFN, renews with NIG (a trading name ' +
      'of U K Insurance Limited). The terms are set out below.',
    50,
    188,
    495,
    2,
  );
  const rows: [string, string][] = [
    ['Date your renewed cover starts', '1st April 2027'],
    ['Premium for the year from 1st April 2027, including Insurance Premium Tax at the current rate', '£1,208.64'],
    ['Premium you paid for the year now ending, including Insurance Premium Tax', '£1,159.30'],
    ['Compulsory excess (set by your insurers; it applies to every claim for damage to your vehicle)', '£400'],
    ['Voluntary excess (chosen by you to reduce your premium, in addition to the compulsory excess)', '£250'],
    ['Total excess payable on a claim for accidental damage, fire or theft', '£650'],
    ['Excess for windscreen replacement (repairs: nil)', '£120'],
    ['Our renewal fee, not part of the premium and not refundable', '£25.00'],
  ];
  let y = 236;
  const labelX = 60;
  const labelWidth = 200;
  const valueX = 300;
  doc.moveTo(50, y).lineTo(545, y).lineWidth(0.6).stroke('#999999');
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(9.5);
    const labelHeight = doc.heightOfString(label, { width: labelWidth, lineGap: 1.5 });
    const rowHeight = Math.max(labelHeight, 12) + 12;
    para(doc, label, labelX, y + 6, labelWidth, 1.5);
    doc.font('Helvetica-Bold').fontSize(11);
    put(doc, value, valueX, y + (rowHeight - 11) / 2);
    y += rowHeight;
    doc.moveTo(50, y).lineTo(545, y).lineWidth(0.6).stroke('#999999');
  }
  doc
    .moveTo(285, 236)
    .lineTo(285, y)
    .lineWidth(0.6)
    .stroke('#999999');
  doc.font('Helvetica').fontSize(10);
  y += 14;
  para(
    doc,
    'With our fee the amount to pay is £1,233.64. If you pay by instalments there are 10 monthly payments of £128.42, £1,284.20 in all, ' +
      'including interest of £50.56. Your premium has gone up by £49.34 because the value of your vehicle has risen.',
    50,
    y,
    495,
    2,
  );
  y = doc.y + 10;
  para(doc, 'If everything is correct you need do nothing. Please call us if anything has changed.', 50, y, 495, 2);
  y = doc.y + 16;
  para(doc, 'Yours sincerely,\n\nTom Ridley\nMotor Department', 50, y, 495, 2);
  doc.font('Helvetica').fontSize(6.5).fillColor('#666666');
  para(
    doc,
    'Bishop Skinner Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority. Registered in England and Wales.',
    50,
    780,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 10. Reich Insurance (Manchester broker): HTML; a plain-text email client's print of a reply: the driver's wife's
// answer on top, and below it, every line quoted with '> ', her husband's note and the forwarded renewal email.
const quote = (lines: string[]) =>
  lines.map((line) => `&gt; ${line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}`).join('\n');
const REICH = `
<div style="font-family:'DejaVu Sans Mono','Courier New',monospace;font-size:8.6pt;line-height:1.3">
  <div style="font-family:Arial,sans-serif;font-size:8pt;color:#555;display:flex;justify-content:space-between;border-bottom:1px solid #aaa;padding-bottom:3pt">
    <span>Re: Fwd: Your car insurance renewal - policy RI/PC/556012</span><span>Printed 11/02/2027 08:03</span></div>
<pre style="font:inherit;margin:8pt 0 0;white-space:pre-wrap">Subject: Re: Fwd: Your car insurance renewal - policy RI/PC/556012
From:    Sana Hussain &lt;sana.hussain@btinternet.com&gt;
Date:    11/02/2027 07:58
To:      Amir Hussain &lt;amir.hussain@outlook.com&gt;

Looks fine to me - it's the same cover as this year. Go ahead.
S.

On 10/02/2027 19:42, Amir Hussain wrote:
${quote([
  'Sana - can you check this before the weekend? Reich say nothing',
  'else has changed.',
  'A.',
  '',
  '-------- Forwarded Message --------',
  'Subject: Your car insurance renewal - policy RI/PC/556012',
  'Date:    Tue, 9 Feb 2027 11:05:17 +0000',
  'From:    Reich Insurance <renewals@reich-insurance.co.uk>',
  'To:      amir.hussain@outlook.com',
  '',
  'Dear Mr Hussain,',
  '',
  'Your car insurance is due for renewal. Zurich Insurance Company',
  'Ltd have offered to renew it on the terms below.',
  '',
  '  Policy number:          RI/PC/556012',
  '  Vehicle:                Kia Sportage 1.6 T-GDi GT-Line (2020)',
  '  Registration:           MF70 HZC',
  '  Renewal date:           11/03/2027',
  '  Renewal premium:        £968.12 (including IPT)',
  "  Last year's premium:    £921.85 (including IPT)",
  '  Compulsory excess:      £350',
  '  Voluntary excess:       £150',
  '  Total excess:           £500',
  '  Breakdown cover:        £79.00 (optional, included below)',
  '  Total to pay:           £1,047.12',
  '',
  'Your premium has gone up by £46.27. You pay by 10 monthly',
  'instalments of £108.95 (total £1,089.50, including interest of',
  '£42.38).',
  '',
  'If anything has changed, reply to this email or call us on',
  '0161 832 6000 before 11/03/2027.',
  '',
  'Kind regards',
  'Lisa Brennan',
  'Reich Insurance, Manchester',
  '',
  'Reich Insurance Brokers Ltd is authorised and regulated by the',
  'Financial Conduct Authority.',
])}
</pre></div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Gott & Wynne (high-street broker, North Wales): HTML; the renewal quotation as printed by the counter's till,
// 40 characters wide in a narrow strip, labels abbreviated; scanned.
const GOTT_WYNNE = `
<div style="display:flex;justify-content:center;padding-top:10mm">
<div style="width:72mm;background:#fbfaf6;border:1px solid #ccc;padding:4mm 3mm;box-shadow:0 0 2mm #ddd">
<pre style="font:8.4pt/1.35 'DejaVu Sans Mono','Courier New',monospace;margin:0;white-space:pre">
             GOTT &amp; WYNNE
          INSURANCE BROKERS
      Station Road, Llanrwst LL26
           Tel 01492 640 311
----------------------------------------
RENEWAL QUOTATION
Printed 12/03/27 10:41    Till 2  JW
----------------------------------------
Client   MR D ELLIS-JONES
Policy   GW/PC/20388
Vehicle  DACIA DUSTER 1.0 TCE 90
Reg      CX70 MNW
Insurer  AVIVA INSURANCE LTD
Renews   17/04/27
----------------------------------------
PREMIUM 2027/28 INC IPT     £   578.94
PREMIUM 2026/27 INC IPT     £   552.30
CHANGE                    + £    26.64
----------------------------------------
EXCESS   COMP               £   250.00
         VOL                £   150.00
         TOTAL              £   400.00
W/SCREEN REPLACEMENT        £    95.00
----------------------------------------
ADMIN FEE                   £    10.00
TO PAY                      £   588.94
----------------------------------------
   PAY BY 17/04/27 TO KEEP COVER IN
   FORCE. CARD OR CASH AT THE COUNTER
       OR RING US ON 01492 640 311

   Diolch yn fawr - thank you
----------------------------------------
Gott &amp; Wynne Insurance Brokers Ltd
Authorised and regulated by the FCA
</pre></div></div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. Yourshield (Harrogate broker): HTML; a timeline of four dated steps across the page, each with its own note,
// and a long list of excesses of many kinds besides compulsory and voluntary; a price that went down.
const step = (date: string, title: string, note: string, strong = false) =>
  `<div style="text-align:center;padding:0 4pt"><div style="width:12pt;height:12pt;border-radius:6pt;margin:0 auto 4pt;background:${strong ? '#e4572e' : '#29335c'}"></div>` +
  `<div style="font-weight:bold${strong ? ';color:#e4572e' : ''}">${date}</div><div style="font-size:8.8pt;font-weight:bold">${title}</div>` +
  `<div style="font-size:8.4pt;color:#444">${note}</div></div>`;
const YOURSHIELD = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div style="font:bold 21pt Arial;color:#29335c">your<span style="color:#e4572e">shield</span></div>
    <div class="r" style="font-size:8pt;color:#555">21 Hornbeam Square South, Harrogate HG2 8NB<br>01423 206 444</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mr Liam Atkinson<br>5 Knaresborough Road<br>Harrogate HG2 7LU</div>
    <div class="r">10 Feb 2027<br>Policy YS-MTR-0415527</div></div>
  <p style="margin-top:12pt">Dear Mr Atkinson,</p>
  <p>It's time to renew the car insurance for your Skoda Karoq 1.5 TSI SE L (2021), registration <b>YD21 KRV</b>, which we arrange with
  esure Services Limited. Here's what happens next.</p>
  <div style="position:relative;margin:10pt 0 6pt">
    <div style="position:absolute;top:6pt;left:12%;right:12%;height:2pt;background:#29335c"></div>
    <div style="position:relative;display:grid;grid-template-columns:repeat(4,1fr)">
      ${step('10 Feb 2027', 'We write to you', 'Your new price: £641.28 including IPT (last year £662.90)')}
      ${step('28 Feb 2027', 'Tell us about changes', 'New driver, address, car or a claim? Call us by this date')}
      ${step('14 Mar 2027', 'Your renewal date', 'Your new cover starts at 00:01', true)}
      ${step('22 Mar 2027', 'First payment', '£57.86, then 11 more each month')}
    </div></div>
  <p>Your price is £21.62 lower than last year. Paying monthly, 12 payments of £57.86 make £694.32, including interest of £53.04.</p>
  <p><b>Your excesses</b></p>
  <ul style="margin:2pt 0 6pt 14pt;padding:0">
    <li>Compulsory excess: £250</li>
    <li>Voluntary excess: £250</li>
    <li>Total excess for accidental damage, fire or theft: £500</li>
    <li>Extra if the driver is under 25 or has held a full licence for less than 2 years: £350</li>
    <li>Extra if you don't use our approved repairer: £200</li>
    <li>Theft while the keys were left in or on the car: £500 extra</li>
    <li>Windscreen: £100 replacement, £10 repair</li>
    <li>Lost or stolen keys: £150</li>
  </ul>
  <p>Nothing to do? Then your cover will simply carry on from 14 Mar 2027.</p>
  <p>Thanks,<br>The Yourshield team</p>
  <p style="font-size:6.5pt;color:#777">Yourshield is authorised and regulated by the Financial Conduct Authority, firm reference number 617848. Registered in
  England and Wales, company number 08693210.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 13. Bennetts: drawn by pdfkit; a two-page notice, the covering letter (no figures) upright and the schedule on a
// landscape page 2, its terms as one wide row of columns with the excesses and both years' premiums.
function drawBennetts(doc: Doc): void {
  doc.rect(0, 0, doc.page.width, 64).fill('#ffd100');
  doc.font('Helvetica-Bold').fontSize(24).fillColor('black');
  put(doc, 'Bennetts', 50, 20);
  doc.font('Helvetica').fontSize(8.5);
  ['Car insurance', '0330 024 4990'].forEach((line, index) => putRight(doc, line, 545, 22 + index * 11));
  doc.font('Helvetica').fontSize(10);
  ['Mr Karl Jessop', '47 Beacon Road', 'Loughborough', 'LE11 2BG'].forEach((line, index) => put(doc, line, 50, 96 + index * 13));
  putRight(doc, '16 February 2027', 545, 96);
  putRight(doc, 'Policy BEN-CAR-7710342', 545, 109);
  doc.font('Helvetica-Bold').fontSize(13);
  put(doc, 'Your car insurance renewal', 50, 168);
  doc.font('Helvetica').fontSize(10);
  let y = 192;
  const paragraph = (text: string) => {
    para(doc, text, 50, y, 495, 2);
    y = doc.y + 9;
  };
  paragraph('Dear Mr Jessop,');
  paragraph(
    'Thanks for insuring your car with Bennetts. Your policy renews on 26 March 2027 and Ageas Insurance Limited have offered to renew it. ' +
      'Your renewal schedule is on the next page, printed across the page so that all your terms fit on one line.',
  );
  paragraph(
    'Please check your schedule carefully, including the excesses and the drivers. If everything is correct you don\u2019t need to do anything: ' +
      'we will renew your policy and collect the premium by Direct Debit on 26 March 2027.',
  );
  paragraph('If anything is wrong or has changed, please call us before 26 March 2027 on 0330 024 4990.');
  paragraph('Kind regards,\n\nRuth Coleman\nBennetts Car Insurance');
  doc.font('Helvetica').fontSize(6.5).fillColor('#666666');
  para(doc, 'Bennetts is a trading name of Atlanta Insurance Intermediaries Limited, authorised and regulated by the Financial Conduct Authority.', 50, 780, 495, 0.5);
  doc.fillColor('black');

  doc.addPage({ size: 'A4', layout: 'landscape', margin: 40 });
  doc.rect(0, 0, doc.page.width, 40).fill('#ffd100');
  doc.font('Helvetica-Bold').fontSize(14).fillColor('black');
  put(doc, 'Bennetts – Car insurance renewal schedule', 40, 14);
  doc.font('Helvetica').fontSize(8.5);
  putRight(doc, 'Policy BEN-CAR-7710342   Page 2 of 2', doc.page.width - 40, 17);
  doc.font('Helvetica').fontSize(10);
  put(doc, 'Policyholder: Mr Karl Jessop    Insurer: Ageas Insurance Limited    Cover: Comprehensive    Use: social, domestic, pleasure and commuting', 40, 64);
  // Headings and values may take two lines each; every column starts at its own x.
  const columns: [string[], string[], number][] = [
    [['Vehicle'], ['Honda Civic 2.0 e:HEV', 'Sport (2023)'], 40],
    [['Registration'], ['BK23 ZTH'], 190],
    [['Period of insurance'], ['26/03/2027 –', '25/03/2028'], 270],
    [['Compulsory', 'excess'], ['£300'], 380],
    [['Voluntary', 'excess'], ['£300'], 460],
    [['Total', 'excess'], ['£600'], 540],
    [['Premium', '2026/27'], ['£948.50'], 610],
    [['Premium', '2027/28'], ['£1,012.86'], 700],
  ];
  const top = 96;
  doc.rect(36, top - 6, doc.page.width - 72, 30).fill('#eeeeee');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(8.5);
  for (const [heading, , x] of columns) heading.forEach((line, index) => put(doc, line, x, top + index * 10));
  doc.font('Helvetica').fontSize(9.5);
  for (const [, value, x] of columns) value.forEach((line, index) => put(doc, line, x, top + 34 + index * 12));
  doc
    .moveTo(36, top + 62)
    .lineTo(doc.page.width - 36, top + 62)
    .lineWidth(0.6)
    .stroke('#999999');
  doc.font('Helvetica').fontSize(9.5);
  put(doc, 'Premium 2027/28: net premium £904.34 + Insurance Premium Tax at 12% £108.52 = £1,012.86. Your premium has gone up by £64.36.', 40, top + 80);
  put(doc, 'Drivers: Mr Karl Jessop (main driver), Mrs Amy Jessop.   No claims discount: 7 years (not protected).', 40, top + 98);
  put(doc, 'Additional excesses: windscreen replacement £90; drivers under 25 £250 extra.', 40, top + 116);
  doc.font('Helvetica').fontSize(7).fillColor('#666666');
  put(doc, 'This schedule replaces any schedule previously issued. Please read it with your policy booklet and certificate of motor insurance.', 40, 540);
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 14. Weir Insurance (broker): HTML; a pre-filled renewal acceptance form with every character of the policy number,
// registration, dates and amounts in its own box, as a form printer fills combed fields.
const comb = (text: string) =>
  `<span style="display:inline-flex">${[...text]
    .map(
      (char) =>
        `<span style="display:inline-block;width:13pt;height:16pt;border:1px solid #333;margin-right:-1px;text-align:center;` +
        `font:11pt/16pt 'DejaVu Sans Mono','Courier New',monospace">${char === ' ' ? '&nbsp;' : char}</span>`,
    )
    .join('')}</span>`;
const field = (label: string, boxes: string) =>
  `<tr><td style="width:40%;padding:5pt 8pt 5pt 0;font-size:9pt">${label}</td><td style="padding:4pt 0">${boxes}</td></tr>`;
const money = (pounds: string, pence: string) => `£ ${comb(pounds)} . ${comb(pence)}`;
const WEIR = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #005f73;padding-bottom:5pt">
    <div style="font:bold 20pt Arial;color:#005f73">Weir Insurance</div>
    <div class="r" style="font-size:8pt;color:#555">Personal insurance<br>www.weirinsurance.co.uk</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mrs Morag Cowie<br>12 Ladywell Avenue<br>Livingston<br>EH54 6DF</div><div class="r">22 February 2027</div></div>
  <p style="margin-top:12pt">Dear Mrs Cowie,</p>
  <p>Your car insurance, arranged by us with RSA Insurance Ltd, is due for renewal. Your renewal details are printed in the form below. If
  they are right, you need do nothing: your policy will renew and your monthly payments will continue. If anything is wrong, correct it on
  the form and return it to us in the envelope provided.</p>
  <div style="border:1.5px solid #005f73;padding:8pt 10pt;margin-top:8pt">
    <div style="font:bold 11pt Arial;color:#005f73;margin-bottom:4pt">RENEWAL DETAILS – PLEASE CHECK</div>
    <table>
      ${field('Policy number', comb('WIR0441927'))}
      ${field('Vehicle registration', comb('GL71 OVP'))}
      ${field('Make and model', comb('PEUGEOT 2008'))}
      ${field('Renewal date (DD MM YYYY)', `${comb('19')} ${comb('03')} ${comb('2027')}`)}
      ${field('Renewal premium incl. IPT', money(' 748', '36'))}
      ${field("Last year's premium incl. IPT", money(' 715', '90'))}
      ${field('Compulsory excess', money('250', '00'))}
      ${field('Voluntary excess', money('200', '00'))}
      ${field('Total excess', money('450', '00'))}
    </table>
    <p style="font-size:8.5pt;margin:6pt 0 0">Signature ______________________________ &nbsp; Date ____ / ____ / ________</p>
  </div>
  <p style="margin-top:10pt">You pay by 10 monthly instalments of £78.20, £782.00 in all, including interest of £33.64.</p>
  <p>Yours sincerely,<br><br>Craig Weir<br>Director</p>
  <p style="font-size:6.5pt;color:#777">Weir Insurance is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 15. Select Insurance Brokers (Lisburn): HTML; an Easy Read letter, large print, one short sentence a line beside a
// picture box; a Northern Ireland plate 'BFZ 6314'; 'Tuesday 6 April 2027'.
const easy = (colour: string, lines: string[]) =>
  `<div style="display:grid;grid-template-columns:62pt 1fr;gap:12pt;align-items:center;margin:7pt 0">` +
  `<div style="width:58pt;height:46pt;border-radius:8pt;background:${colour}"></div><div>${lines.join('<br>')}</div></div>`;
const SELECT = `
<div style="font-family:Arial,sans-serif;font-size:14pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #6a1b9a;padding-bottom:5pt">
    <div style="font:bold 20pt Arial;color:#6a1b9a">Select <span style="font-weight:normal">Insurance Brokers</span></div>
    <div class="r" style="font-size:9pt">Easy Read<br>028 9266 0000</div></div>
  <p style="font-size:11pt;margin:8pt 0">Mr Gareth Lowry · 3 Ballinderry Road · Lisburn BT28 2BP · 3 March 2027</p>
  <p style="font:bold 17pt Arial;margin:8pt 0">Your car insurance is nearly up</p>
  ${easy('#ce93d8', ['This letter is about your car insurance.', 'Your policy number is <b>SIB/PC/77430</b>.'])}
  ${easy('#90caf9', ['Your car is a Ford Puma.', 'Its number plate is <b>BFZ 6314</b>.'])}
  ${easy('#a5d6a7', ['Your new insurance starts on', '<b>Tuesday 6 April 2027</b>.'])}
  ${easy('#ffe082', ['Next year your insurance will cost <b>£594.60</b>.', 'Last year it cost £560.85.', 'That is £33.75 more.'])}
  ${easy('#ffab91', ['If you claim, you pay the first <b>£400</b>.', 'This is called the excess.', '£250 is set by the insurer (compulsory excess).', '£150 is the amount you chose (voluntary excess).'])}
  ${easy('#b0bec5', ['You pay £61.90 each month for 10 months.', 'That is £619.00 in all.'])}
  ${easy('#80cbc4', ['Has anything changed?', 'Please phone us before 6 April 2027.'])}
  <p style="font-size:7pt;color:#666;line-height:1.3">Select Brokers Limited trading as Select Insurance Brokers, 501 Lisburn Enterprise Centre, Ballinderry Road, Lisburn BT28 2BP,
  is authorised and regulated by the Financial Conduct Authority, FCA number 762875. Your insurer is Allianz Insurance plc. The monthly cost
  includes interest of £24.40 (representative APR 8.9%).</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 16. H&H Insurance Brokers (Carlisle): HTML; a statement of fact of ticked boxes, full of other dates and sums (date
// of birth, licence, purchase, a past claim, the car's value, mileage), with the renewal terms in a small panel.
const tick = (yes: boolean) => `${yes ? '☒' : '☐'} Yes &nbsp; ${yes ? '☐' : '☒'} No`;
const sofCell = 'border:1px solid #aaa;padding:2.5pt 5pt;font-size:8.6pt;vertical-align:top';
const sof = (question: string, answer: string) => `<tr><td style="${sofCell};width:58%">${question}</td><td style="${sofCell}">${answer}</td></tr>`;
const HH = `
<div style="font-family:Arial,sans-serif;font-size:9.4pt;line-height:1.35">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #1b5e20;padding-bottom:4pt">
    <div><span style="font:bold 20pt Arial;color:#1b5e20">H&amp;H</span> <span style="font-size:11pt;color:#1b5e20">Insurance Brokers</span></div>
    <div class="r" style="font-size:8pt;color:#555">Borderway, Rosehill, Carlisle CA1 2RS<br>01228 406 290</div></div>
  <div style="display:grid;grid-template-columns:1fr 200pt;gap:14pt;margin-top:10pt">
    <div>Mr Alistair Graham<br>High Crofts Farm<br>Hesket Newmarket<br>Wigton CA7 8JG<br><br>
      Dear Mr Graham, your motor policy is due for renewal. Please check the statement of fact below: it is what your insurer, NFU Mutual,
      has relied on. Tell us straight away if anything is wrong.</div>
    <div class="box" style="background:#eef5ee;font-size:8.8pt"><b>Renewal summary</b><br>
      Policy: HHIB/PM/330157<br>Renewal date: 01 March 2027<br>Vehicle: PY70 FBU<br>Premium incl. IPT: £487.92<br>Previous premium: £462.16<br>
      Compulsory excess: £150<br>Voluntary excess: £250<br>Total excess: £400<br>
      <span style="font-size:7.8pt">10 instalments of £50.93 (£509.30, including interest of £21.38)</span></div></div>
  <p style="margin:10pt 0 3pt"><b>Statement of fact</b> (as at 25 January 2027)</p>
  <table style="width:100%;border-collapse:collapse">
    ${sof('Proposer', 'Mr Alistair Graham, born 14/04/1967')}
    ${sof('Occupation', 'Farmer (full time)')}
    ${sof('Full UK licence held since', '09/06/1985 (41 years)')}
    ${sof('Vehicle', 'Subaru Forester 2.0i e-Boxer XE (2020), PY70 FBU')}
    ${sof('Date you bought the vehicle', '03/08/2021')}
    ${sof('Estimated value of the vehicle', '£16,500')}
    ${sof('Annual mileage', '7,500 miles')}
    ${sof('Kept overnight', 'In a locked farm building at the address above')}
    ${sof('Is the vehicle modified (other than a tow bar)?', tick(false))}
    ${sof('Is the vehicle used for farm business?', tick(true))}
    ${sof('Other drivers', 'Mrs Helen Graham, born 02/11/1969')}
    ${sof('Claims or losses in the last 5 years', 'One: 14/06/2023 windscreen replacement, £312 paid, no blame')}
    ${sof('Motoring convictions in the last 5 years', tick(false))}
    ${sof('No claims discount', '12 years')}
  </table>
  <p style="margin-top:8pt">Your premium has gone up by £25.76. If everything above is right, your cover will continue from 01 March 2027.</p>
  <p>Yours sincerely, Janice Nixon, Personal Insurance</p>
  <p style="font-size:6.5pt;color:#777">H&amp;H Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority, FRN 305809.</p>
</div>`;

export const FRESH_NOTICES_41: FreshNotice[] = [
  {
    name: 'find-insurance',
    html: FIND,
    expected: {
      renewalDate: '2027-04-14',
      insurer: 'Find Insurance',
      policyNumber: 'FIN/MC/2213847',
      registrationNumber: 'AUI5803',
      renewalPremium: '719.49',
      previousPremium: '688.20',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },
  {
    name: 'wecovr',
    html: WECOVR,
    photo: true,
    expected: {
      renewalDate: '2027-03-10',
      insurer: 'WeCovr',
      policyNumber: 'WCV-M-5081-2294',
      registrationNumber: 'LR73KZP',
      renewalPremium: '1084.63',
      previousPremium: '1012.40',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'priory',
    html: PRIORY,
    expected: {
      renewalDate: '2027-04-05',
      insurer: 'Priory Insurance Brokers',
      policyNumber: 'PIB/PC/304171',
      registrationNumber: 'AU19WFD',
      renewalPremium: '684.27',
      previousPremium: '655.10',
      compulsoryExcess: '200',
      voluntaryExcess: '250',
      totalExcess: '450',
    },
  },
  {
    name: 'watson-laurie',
    html: WATSON_LAURIE,
    expected: {
      renewalDate: '2027-02-28',
      insurer: 'Watson Laurie',
      policyNumber: 'WL/M/0668312',
      registrationNumber: 'PN21YTC',
      renewalPremium: '523.18',
      previousPremium: '571.40',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'clark-thomson',
    html: CLARK_THOMSON,
    expected: {
      renewalDate: '2027-04-21',
      insurer: 'Clark Thomson Insurance Brokers',
      policyNumber: 'CTIB/PM/48821',
      registrationNumber: 'SK22FVW',
      renewalPremium: '936.44',
      previousPremium: '902.70',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'luker-rowe',
    html: '',
    draw: drawLukerRowe,
    scan: true,
    expected: {
      renewalDate: '2027-03-22',
      insurer: 'Luker Rowe',
      policyNumber: 'LR/MPC/0072915',
      registrationNumber: 'GU21XRL',
      renewalPremium: '712.35',
      previousPremium: '689.90',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'clarke-williams',
    html: CLARKE_WILLIAMS,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-04-02',
      insurer: 'Clarke Williams',
      policyNumber: 'CW-PC-0093581',
      registrationNumber: 'DG70RHU',
      renewalPremium: '799.55',
      previousPremium: '842.60',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'campbell-irvine',
    html: CAMPBELL_IRVINE,
    expected: {
      renewalDate: '2027-03-17',
      insurer: 'Campbell Irvine',
      policyNumber: 'CI/MTR/50881',
      registrationNumber: 'F1TZR',
      renewalPremium: '1486.72',
      previousPremium: '1402.15',
      compulsoryExcess: '500',
      voluntaryExcess: '500',
      totalExcess: '1000',
    },
  },
  {
    name: 'bishop-skinner',
    html: '',
    draw: drawBishopSkinner,
    expected: {
      renewalDate: '2027-04-01',
      insurer: 'Bishop Skinner',
      policyNumber: 'BS/PM/117306',
      registrationNumber: 'YK22DFN',
      renewalPremium: '1208.64',
      previousPremium: '1159.30',
      compulsoryExcess: '400',
      voluntaryExcess: '250',
      totalExcess: '650',
    },
  },
  {
    name: 'reich',
    html: REICH,
    expected: {
      renewalDate: '2027-03-11',
      insurer: 'Reich Insurance',
      policyNumber: 'RI/PC/556012',
      registrationNumber: 'MF70HZC',
      renewalPremium: '968.12',
      previousPremium: '921.85',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
  {
    name: 'gott-wynne',
    html: GOTT_WYNNE,
    scan: true,
    expected: {
      renewalDate: '2027-04-17',
      insurer: 'Gott & Wynne',
      policyNumber: 'GW/PC/20388',
      registrationNumber: 'CX70MNW',
      renewalPremium: '578.94',
      previousPremium: '552.30',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'yourshield',
    html: YOURSHIELD,
    expected: {
      renewalDate: '2027-03-14',
      insurer: 'Yourshield',
      policyNumber: 'YS-MTR-0415527',
      registrationNumber: 'YD21KRV',
      renewalPremium: '641.28',
      previousPremium: '662.90',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'bennetts',
    html: '',
    draw: drawBennetts,
    expected: {
      renewalDate: '2027-03-26',
      insurer: 'Bennetts',
      policyNumber: 'BEN-CAR-7710342',
      registrationNumber: 'BK23ZTH',
      renewalPremium: '1012.86',
      previousPremium: '948.50',
      compulsoryExcess: '300',
      voluntaryExcess: '300',
      totalExcess: '600',
    },
  },
  {
    name: 'weir',
    html: WEIR,
    expected: {
      renewalDate: '2027-03-19',
      insurer: 'Weir Insurance',
      policyNumber: 'WIR0441927',
      registrationNumber: 'GL71OVP',
      renewalPremium: '748.36',
      previousPremium: '715.90',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    name: 'select',
    html: SELECT,
    expected: {
      renewalDate: '2027-04-06',
      insurer: 'Select Insurance Brokers',
      policyNumber: 'SIB/PC/77430',
      registrationNumber: 'BFZ6314',
      renewalPremium: '594.60',
      previousPremium: '560.85',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'hh',
    html: HH,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'H&H Insurance Brokers',
      policyNumber: 'HHIB/PM/330157',
      registrationNumber: 'PY70FBU',
      renewalPremium: '487.92',
      previousPremium: '462.16',
      compulsoryExcess: '150',
      voluntaryExcess: '250',
      totalExcess: '400',
    },
  },
];
