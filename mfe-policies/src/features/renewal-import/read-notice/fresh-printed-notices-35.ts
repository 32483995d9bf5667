// Set 35 (issue 47): the letter where things changed, and the old value stands beside the new. A car replaced mid-term
// (the old registration named as the replaced vehicle), a policy number changing at renewal, the insurer behind a broker
// changing, a renewal date moved to line up with a home policy, cover moved from third party, fire and theft to
// comprehensive with both prices, an excess that went up, last year's premium at the start of the year and after a
// mid-term change, a no claims step shown in money, 'last year / this year' tables, premiums that fell, last year's
// schedule repeated under this year's. Printed by Chromium, drawn by pdfkit, scanned, or photographed (page 1 only).
import type { FreshNotice } from './fresh-notice-checks';

// ---------------------------------------------------------------------------------------------------------------
// Every sum a notice prints, checked in pence when this module loads: the parts (a leading '-' takes away, 'N x £A' is
// N instalments of A) must come to the total the notice prints beside them.
const pence = (money: string): number => {
  const instalments = /^(\d+) x (.+)$/.exec(money);
  if (instalments) return Number(instalments[1]) * pence(instalments[2] ?? '');
  return Math.round(Number(money.replace(/[£,\s]/g, '')) * 100);
};
const SUMS: [string, string[], string][] = [
  ["sainsbury's: last year + rise = renewal", ['£571.20', '£53.15'], '£624.35'],
  ["sainsbury's: deposit + instalments = total payable", ['£62.44', '10 x £60.12'], '£663.64'],
  ["sainsbury's: premium + credit charge = total payable", ['£624.35', '£39.29'], '£663.64'],
  ["sainsbury's: excesses", ['£250', '£250'], '£500'],
  ["sheilas' wheels: instalments = total payable", ['12 x £38.97'], '£467.64'],
  ["sheilas' wheels: premium + interest = total payable", ['£433.60', '£34.04'], '£467.64'],
  ["sheilas' wheels: last year + rise = renewal", ['£409.85', '£23.75'], '£433.60'],
  ["sheilas' wheels: excesses this year", ['£200', '£300'], '£500'],
  ["sheilas' wheels: excesses last year", ['£200', '£300'], '£500'],
  ['lorica: last year + rise = renewal', ['£744.95', '£37.45'], '£782.40'],
  ['lorica: excesses', ['£300', '£200'], '£500'],
  ['lorica: deposit + instalments = total payable', ['£78.24', '9 x £83.12'], '£826.32'],
  ['lorica: premium + credit charge = total payable', ['£782.40', '£43.92'], '£826.32'],
  ['mma: last year + rise = renewal', ['£528.44', '£31.36'], '£559.80'],
  ['mma: excesses', ['£250', '£150'], '£400'],
  ['mma: instalments = total payable', ['12 x £49.27'], '£591.24'],
  ['mma: premium + interest = total payable', ['£559.80', '£31.44'], '£591.24'],
  ["people's choice: deposit + instalments = total payable", ['£61.29', '10 x £59.53'], '£656.59'],
  ["people's choice: premium + credit charge = total payable", ['£612.90', '£43.69'], '£656.59'],
  ["people's choice: last year's TPFT + rise = comprehensive renewal", ['£529.60', '£83.30'], '£612.90'],
  ["people's choice: excesses", ['£250', '£100'], '£350'],
  ['vavista: renewal + fall = last year', ['£487.15', '£16.75'], '£503.90'],
  ['vavista: premium + key cover + legal = total to pay', ['£487.15', '£14.99', '£24.99'], '£527.13'],
  ['vavista: excesses this year', ['£350', '£150'], '£500'],
  ['vavista: excesses last year', ['£250', '£150'], '£400'],
  ['budget: start premium + mid-term charge (annual) = adjusted', ['£644.20', '£58.35'], '£702.55'],
  ['budget: adjusted + rise = renewal', ['£702.55', '£28.85'], '£731.40'],
  ['budget: excesses', ['£300', '£0'], '£300'],
  ['budget: deposit + instalments = total payable', ['£73.14', '10 x £68.79'], '£761.04'],
  ['budget: premium + credit charge = total payable', ['£731.40', '£29.64'], '£761.04'],
  ['provident: before discount - discount = renewal', ['£1,143.75', '-£602.50'], '£541.25'],
  ['provident: discount at 4 years + extra year = discount at 5 years', ['£516.10', '£86.40'], '£602.50'],
  ['provident: renewal + fall = last year', ['£541.25', '£47.65'], '£588.90'],
  ['provident: excesses', ['£200', '£250'], '£450'],
  ['darwin: renewal + fall = last year', ['£652.85', '£45.45'], '£698.30'],
  ['darwin: excesses this year', ['£250', '£100'], '£350'],
  ['darwin: excesses last year', ['£250', '£250'], '£500'],
  ['darwin: deposit + instalments = total payable', ['£65.29', '10 x £63.06'], '£695.89'],
  ['darwin: premium + credit charge = total payable', ['£652.85', '£43.04'], '£695.89'],
  ['kingfisher: last year + rise = renewal', ['£812.20', '£33.50'], '£845.70'],
  ['kingfisher: excesses this year', ['£350', '£250'], '£600'],
  ['kingfisher: excesses last year', ['£300', '£250'], '£550'],
  ['mark bates: last year + rise = renewal', ['£1,058.75', '£67.65'], '£1,126.40'],
  ['mark bates: excesses', ['£500', '£250'], '£750'],
  ['mark bates: renewal + legal expenses = total to pay', ['£1,126.40', '£29.95'], '£1,156.35'],
  ['call connection: start premium + additional premium (annual) = adjusted', ['£690.15', '£58.47'], '£748.62'],
  ['call connection: adjusted + rise = renewal', ['£748.62', '£22.68'], '£771.30'],
  ['call connection: excesses', ['£250', '£250'], '£500'],
  ['call connection: deposit + instalments = total payable', ['£77.13', '9 x £81.94'], '£814.59'],
  ['call connection: premium + credit charge = total payable', ['£771.30', '£43.29'], '£814.59'],
  ['insure 2 drive: renewal + fall = last year', ['£566.74', '£31.47'], '£598.21'],
  ['insure 2 drive: excesses this year', ['£400', '£100'], '£500'],
  ['insure 2 drive: excesses last year', ['£400', '£0'], '£400'],
  ['insure 2 drive: instalments = total payable', ['£56.67', '10 x £55.02'], '£606.87'],
  ['insure 2 drive: premium + credit charge = total payable', ['£566.74', '£40.13'], '£606.87'],
  ['beaumonts: last year + rise = renewal', ['£655.42', '£37.76'], '£693.18'],
  ['beaumonts: excesses this year', ['£300', '£250'], '£550'],
  ['beaumonts: excesses last year', ['£250', '£250'], '£500'],
  ['bamboo: renewal + fall = last year', ['£702.44', '£35.66'], '£738.10'],
  ['bamboo: excesses', ['£350', '£250'], '£600'],
  ['bamboo: instalments = total payable', ['12 x £62.71'], '£752.52'],
  ['bamboo: premium + interest = total payable', ['£702.44', '£50.08'], '£752.52'],
  ['collingwood: renewal + fall = last year', ['£1,284.60', '£212.75'], '£1,497.35'],
  ['collingwood: excesses this year', ['£500', '£250'], '£750'],
  ['collingwood: excesses last year', ['£500', '£0'], '£500'],
  ['collingwood: deposit + instalments = total payable', ['£128.46', '10 x £121.38'], '£1,342.26'],
  ['collingwood: premium + credit charge = total payable', ['£1,284.60', '£57.66'], '£1,342.26'],
];
for (const [what, parts, total] of SUMS) {
  const sum = parts.reduce((running, part) => running + pence(part), 0);
  if (sum !== pence(total)) throw new Error(`Set 35 sums: ${what}: ${parts.join(' + ')} = ${sum / 100}, not ${total}`);
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Sainsbury's Bank: one page, Chromium. The car was replaced mid-term: the Ford Focus it replaced is named beside the
// Toyota now on cover.
const SAINSBURYS = `
<div style="font:9.5pt/1.45 'Trebuchet MS',Arial,sans-serif">
  <div style="background:#f06c00;color:#fff;padding:10pt 14pt;display:flex;justify-content:space-between;align-items:center">
    <div><div style="font:bold 22pt 'Trebuchet MS',Arial">Sainsbury's Bank</div><div style="font-size:9pt">Car Insurance</div></div>
    <div style="font-size:8.5pt;text-align:right">Policy number SBM-4410-5528-07<br>Customer number 7730 1185<br>0345 300 3193</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mrs Harpreet Sandhu<br>42 Willowbrook Avenue<br>Leicester<br>LE4 9PR</div>
    <div class="r">18 November 2026</div></div>
  <h1 style="font-size:15pt;color:#f06c00;margin:14pt 0 4pt">Your car insurance renewal</h1>
  <p>Dear Mrs Sandhu,</p>
  <p>Your Sainsbury's Bank Car Insurance ends at 23:59 on <b>13 December 2026</b>. We'd like you to stay with us, and your renewal
  details are below. As you pay by card and asked us to renew automatically, we'll take your premium from your card ending 4471 on or
  shortly after 14 December 2026 unless you tell us not to.</p>
  <div style="border-left:4px solid #f06c00;background:#fff4ea;padding:6pt 10pt;margin:8pt 0">
    <b>A change you made this year</b><br>On 9 July 2026 you told us you had replaced your Ford Focus Zetec with a Toyota Corolla.
    We updated your policy from that date at no extra charge, and this renewal is for your Toyota.</div>
  <table style="width:100%;margin-top:6pt">
    <tr><th colspan="2" style="border-bottom:2px solid #f06c00;color:#f06c00">Your car</th><th colspan="2" style="border-bottom:2px solid #f06c00;color:#f06c00">Replaced vehicle (no longer covered)</th></tr>
    <tr><td>Registration</td><td><b>FH70 WMX</b></td><td style="color:#666">Registration</td><td style="color:#666">DY15 KHT</td></tr>
    <tr><td>Make and model</td><td>Toyota Corolla Icon 1.8 Hybrid</td><td style="color:#666">Make and model</td><td style="color:#666">Ford Focus Zetec 1.0</td></tr>
    <tr><td>Year</td><td>2020</td><td style="color:#666">Removed from cover</td><td style="color:#666">9 July 2026</td></tr>
    <tr><td>Estimated value</td><td>£16,250</td><td></td><td></td></tr>
    <tr><td>MOT due</td><td>29/09/2027</td><td></td><td></td></tr></table>
  <div class="cols" style="margin-top:8pt;gap:14pt">
    <div class="box" style="border-color:#f06c00"><b style="color:#f06c00">Your premium</b><table style="width:100%">
      <tr><td>Renewal premium for 14/12/2026 to 13/12/2027 (incl. IPT)</td><td class="r"><b>£624.35</b></td></tr>
      <tr><td>Your premium last year</td><td class="r">£571.20</td></tr>
      <tr><td>Difference</td><td class="r">+£53.15</td></tr></table></div>
    <div class="box" style="border-color:#f06c00"><b style="color:#f06c00">Your excesses (accidental damage, fire and theft)</b><table style="width:100%">
      <tr><td>Compulsory excess</td><td class="r">£250</td></tr><tr><td>Voluntary excess</td><td class="r">£250</td></tr>
      <tr><td><b>Total excess</b></td><td class="r"><b>£500</b></td></tr><tr><td>Windscreen replacement</td><td class="r">£90</td></tr></table></div></div>
  <p style="margin-top:8pt"><b>Cover:</b> Comprehensive &middot; <b>Drivers:</b> Harpreet Sandhu (born 02/03/1979), Jaswinder Sandhu (born 17/10/1977)
  &middot; <b>No claims discount:</b> 8 years (protected) &middot; <b>Use:</b> social, domestic and pleasure including commuting</p>
  <p><b>Optional extras</b> (not included in your premium): Motor Legal Protection £29.99 &middot; Breakdown Cover Roadside &amp; Recovery £64.00 &middot;
  Courtesy Car Plus £24.50. Call us to add any of them.</p>
  <p><b>Prefer to pay monthly?</b> A deposit of £62.44 followed by 10 monthly payments of £60.12. Total amount payable £663.64, which includes a credit
  charge of £39.29. Representative APR 12.9% (variable).</p>
  <p>Please check these details, and tell us if anything is wrong or has changed. Shop around: you may be able to find cover that suits you better.</p>
  <p>Yours sincerely,<br><br>Helen Carradine<br>Head of Insurance, Sainsbury's Bank</p>
  <p style="font-size:6.5pt;color:#888;border-top:1px solid #ddd;padding-top:4pt;margin-top:10pt">Sainsbury's Bank Car Insurance is arranged by Sainsbury's Bank plc and
  underwritten by one of a panel of insurers; the insurer for your policy is named on your Certificate of Motor Insurance. Sainsbury's Bank plc, registered
  office 33 Charterhouse Street, London EC1M 6HA, registered in England and Wales. Authorised by the Prudential Regulation Authority and regulated by the
  Financial Conduct Authority and the Prudential Regulation Authority. Sainsbury's Supermarkets Ltd is an appointed representative of Sainsbury's Bank plc.
  Ref SBM-4410-5528-07 / RNL-11</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. Sheilas' Wheels: two pages, Chromium. The policy number changes at renewal (the old one given as 'previously');
// a 'this year / last year' table of four rows.
const SHEILAS = `
<div style="font:10pt/1.45 Verdana,Arial,sans-serif;color:#333">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #e4007c;padding-bottom:6pt">
    <div style="font:italic bold 26pt Georgia;color:#e4007c">Sheilas' Wheels</div>
    <div style="font-size:8pt;text-align:right">car insurance<br>New policy number <b>SWP 7712 0934</b><br>Customer services 0333 220 2020</div></div>
  <div class="cols" style="margin-top:14pt"><div>Ms Chloe Marsden<br>8 Tern Close<br>Swindon<br>SN3 4GH</div><div class="r">21 December 2026</div></div>
  <h2 style="color:#e4007c;font-size:15pt;margin:14pt 0 6pt">It's time to renew, Chloe</h2>
  <p>Your car insurance with Sheilas' Wheels comes up for renewal soon, and your new policy starts on <b>18 January 2027</b>.
  Your price for the year ahead is <b>£433.60</b>, including Insurance Premium Tax.</p>
  <div style="border:2px solid #e4007c;border-radius:10pt;padding:8pt 12pt;margin:10pt 0;background:#fdf0f7">
    <b style="color:#e4007c">Your policy number is changing</b><br>We've moved your policy to our new system. From 18 January 2027 your new policy number
    will be <b>SWP 7712 0934</b> (previously SW/4418/2207/C). Please quote your new policy number whenever you get in touch.</div>
  <p style="margin-bottom:4pt"><b>How this year compares with last year</b></p>
  <table style="width:80%;border:1px solid #e4007c">
    <tr style="background:#e4007c;color:#fff"><th style="padding-left:6pt"></th><th class="r">This year</th><th class="r">Last year</th></tr>
    <tr><td style="padding-left:6pt">Your premium</td><td class="r"><b>£433.60</b></td><td class="r">£409.85</td></tr>
    <tr style="background:#fdf0f7"><td style="padding-left:6pt">Compulsory excess</td><td class="r">£200</td><td class="r">£200</td></tr>
    <tr><td style="padding-left:6pt">Voluntary excess</td><td class="r">£300</td><td class="r">£300</td></tr>
    <tr style="background:#fdf0f7"><td style="padding-left:6pt">No claims discount</td><td class="r">7 years</td><td class="r">6 years</td></tr></table>
  <p style="font-size:9pt">Your total excess for accidental damage, fire and theft claims stays at £500 (£200 compulsory plus £300 voluntary).
  Your premium has gone up by £23.75, mainly because repairs to cars like yours now cost more.</p>
  <p><b>Paying monthly?</b> 12 monthly payments of £38.97. Total amount payable £467.64, including interest of £34.04. Representative APR 19.9% (variable).</p>
  <p>You don't need to do anything: your policy will renew automatically. If you'd rather not renew, call us before 18 January 2027.</p>
  <p>With love from all at Sheilas' Wheels,<br><br>Maggie Prentice<br>Customer Care Manager</p>
  <div style="break-before:page"></div>
  <div style="display:flex;justify-content:space-between;border-bottom:1px solid #e4007c;padding-bottom:3pt;margin-bottom:10pt">
    <b style="font:italic bold 14pt Georgia;color:#e4007c">Sheilas' Wheels</b><span style="font-size:8pt">Policy schedule &middot; Page 2 of 2</span></div>
  <table style="width:100%;font-size:9.5pt">
    <tr><td style="width:36%">Policy number</td><td>SWP 7712 0934 (replaces SW/4418/2207/C)</td></tr>
    <tr><td>Policyholder</td><td>Ms Chloe Marsden</td></tr>
    <tr><td>Period of insurance</td><td>18/01/2027 to 17/01/2028</td></tr>
    <tr><td>Car</td><td>Fiat 500 1.2 Lounge, 2019 &middot; registration WP19 LKV</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
    <tr><td>Drivers</td><td>Chloe Marsden (born 14/06/1992)</td></tr>
    <tr><td>Excesses</td><td>Compulsory £200 &middot; Voluntary £300 &middot; Total £500 &middot; Windscreen £100</td></tr>
    <tr><td>Included</td><td>Handbag cover up to £300 &middot; Windscreen cover &middot; Courtesy car with an approved repairer</td></tr>
    <tr><td>Annual premium</td><td>£433.60 (last year £409.85)</td></tr></table>
  <p style="font-size:6.5pt;color:#888;margin-top:16pt">Sheilas' Wheels car insurance is arranged and administered by esure Services Limited and underwritten by esure Insurance Limited.
  esure Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential
  Regulation Authority. Registered office: The Observatory, Reigate, Surrey RH2 0SG. Sheilas' Wheels is a trading name of esure Insurance Limited.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. Lorica: two pages, Chromium. A broker's letter: the insurer behind the policy changes (Ageas last year, Aviva now),
// the quotes the broker obtained set out in a table, the broker still the one the driver deals with.
const LORICA = `
<div style="font:10pt/1.5 Georgia,'Times New Roman',serif;color:#1b2a41">
  <div style="display:flex;justify-content:space-between;align-items:flex-end">
    <div><div style="font:bold 28pt Georgia;letter-spacing:3px;color:#1b2a41">LORICA</div><div style="font-size:8pt;letter-spacing:2px;color:#b08d3c">INSURANCE BROKERS</div></div>
    <div style="font-size:8pt;text-align:right;color:#555">Lorica Insurance Brokers<br>Station Rise, York YO1 6GA<br>01904 635 930<br>personal@loricainsurance.example</div></div>
  <div style="height:2px;background:#b08d3c;margin:8pt 0 14pt"></div>
  <div class="cols"><div>Mr Alistair Brennan<br>3 Fossgate Mews<br>York<br>YO1 9TA</div>
    <div class="r">12 January 2027<br>Client reference: LOR-CL-30417<br>Policy reference: LPC/2291847</div></div>
  <p style="margin-top:16pt"><b>Private car insurance &ndash; Volvo XC60 YK21 HBN &ndash; renewal due 09/02/2027</b></p>
  <p>Dear Mr Brennan,</p>
  <p>Your private car policy, which we arrange for you, is due for renewal on 9 February 2027. As your broker, we have reviewed the market
  on your behalf, and your current insurer's renewal terms were not the most competitive available to you.</p>
  <div style="border:1px solid #b08d3c;padding:6pt 10pt;background:#faf6ec"><b>A change of insurer</b><br>From your renewal date your policy will now be
  underwritten by <b>Aviva Insurance Limited</b>. Last year it was underwritten by Ageas Insurance Limited. Nothing changes in how you deal with us:
  Lorica remains your point of contact for changes, payments and claims, and your policy reference LPC/2291847 stays the same.</div>
  <p style="margin-bottom:2pt"><b>The quotes we obtained for you</b></p>
  <table style="width:90%;font-size:9.5pt;border-top:1px solid #1b2a41;border-bottom:1px solid #1b2a41">
    <tr><th>Insurer</th><th class="r">Annual premium</th><th class="r">Compulsory excess</th><th>&nbsp;</th></tr>
    <tr><td>Aviva Insurance Limited</td><td class="r">£782.40</td><td class="r">£300</td><td><b>Recommended &ndash; your renewal</b></td></tr>
    <tr><td>Ageas Insurance Limited (your insurer last year)</td><td class="r">£861.15</td><td class="r">£250</td><td></td></tr>
    <tr><td>Allianz Insurance plc</td><td class="r">£829.90</td><td class="r">£350</td><td></td></tr></table>
  <p>Your renewal premium is <b>£782.40</b>, including Insurance Premium Tax. Last year you paid £744.95, so your premium has increased by £37.45.
  We do not charge a fee for arranging your renewal.</p>
  <p>To renew, you need do nothing: we will collect the premium under your existing arrangement. If you pay by instalments, a deposit of £78.24 is followed
  by 9 monthly instalments of £83.12 (total payable £826.32, credit charge £43.92, APR 14.9% representative), provided by Close Brothers Premium Finance.</p>
  <p>Yours sincerely,</p><p style="font:italic 15pt Georgia;margin:2pt 0">S. Oduya</p><p>Samuel Oduya<br>Account Executive, Personal Lines</p>
  <div style="break-before:page"></div>
  <div style="display:flex;justify-content:space-between;border-bottom:2px solid #b08d3c;padding-bottom:3pt;margin-bottom:10pt;font-size:8.5pt">
    <b style="font:bold 14pt Georgia;letter-spacing:2px">LORICA</b><span>Renewal schedule &middot; LPC/2291847 &middot; page 2 of 2</span></div>
  <table style="width:100%;font-size:9.5pt">
    <tr><td style="width:36%">Insured</td><td>Mr Alistair Brennan</td></tr>
    <tr><td>Policy reference</td><td>LPC/2291847</td></tr>
    <tr><td>Insurer</td><td>Aviva Insurance Limited (from 09/02/2027; previously Ageas Insurance Limited)</td></tr>
    <tr><td>Period of insurance</td><td>09/02/2027 to 08/02/2028</td></tr>
    <tr><td>Vehicle</td><td>Volvo XC60 B4 Momentum Pro auto, 2021, registration YK21 HBN, value £27,500</td></tr>
    <tr><td>Cover</td><td>Comprehensive, social domestic and pleasure and commuting</td></tr>
    <tr><td>Drivers</td><td>Alistair Brennan (born 26/08/1970); Fiona Brennan (born 03/01/1973)</td></tr>
    <tr><td>No claims bonus</td><td>12 years</td></tr>
    <tr><td>Compulsory excess</td><td>£300</td></tr><tr><td>Voluntary excess</td><td>£200</td></tr><tr><td>Total excess (accidental damage)</td><td>£500</td></tr>
    <tr><td>Windscreen</td><td>£95 replacement, £10 repair</td></tr>
    <tr><td>Renewal premium (including IPT)</td><td><b>£782.40</b></td></tr>
    <tr><td>Expiring premium</td><td>£744.95</td></tr></table>
  <p style="font-size:6.5pt;color:#777;margin-top:16pt">Lorica Insurance Brokers is a trading name of Lorica Insurance Brokers Limited, registered in England and Wales. Authorised and regulated
  by the Financial Conduct Authority. We act on your behalf in arranging your insurance. We are paid by commission from the insurer; you may ask us how much.
  Aviva Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the FCA and the PRA.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. MMA: one page, Chromium. The renewal date moved to line up with the home policy: the old renewal date (15 January)
// named, the current policy extended to 28 February, the new policy from 1 March.
const MMA = `
<div style="font:9.5pt/1.45 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div style="display:flex;align-items:center;gap:8pt"><div style="background:#c8102e;color:#fff;font:bold 20pt Arial;padding:4pt 10pt">MMA</div>
      <div style="font-size:10pt;color:#c8102e"><b>MMA Insurance</b><br>Car insurance</div></div>
    <div style="font-size:8pt;color:#555;text-align:right">Policy number MMA MC 0193 7745<br>Please call 0345 741 3050<br>Mon to Fri 8am &ndash; 8pm</div></div>
  <div class="cols" style="margin-top:14pt"><div>Mr Gwilym Rees<br>17 Heol y Nant<br>Llandeilo<br>Carmarthenshire<br>SA19 6BN</div><div class="r">1 February 2027</div></div>
  <h2 style="font-size:14pt;margin:14pt 0 6pt;color:#c8102e">Your car insurance renewal &ndash; now in step with your home insurance</h2>
  <p>Dear Mr Rees,</p>
  <p>When you spoke to us on 3 June 2026 you asked us to move your car insurance renewal date, which was 15 January, so that it falls on the same day as your
  MMA home insurance. We extended your current car policy to end at 23:59 on 28 February 2027. The additional premium of £65.15 for the extra 45 days was
  collected on 3 June 2026 and is not part of the figures below.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:8pt;margin:10pt 0">
    <div style="border:1px solid #c8102e;padding:6pt;text-align:center">Renewal date<br><b style="font-size:13pt">1 March 2027</b><br><span style="font-size:8pt">(previously 15 January)</span></div>
    <div style="border:1px solid #c8102e;padding:6pt;text-align:center">Your annual premium<br><b style="font-size:13pt">£559.80</b><br><span style="font-size:8pt">including IPT</span></div>
    <div style="border:1px solid #999;padding:6pt;text-align:center">Annual premium last year<br><b style="font-size:13pt">£528.44</b><br><span style="font-size:8pt">15/01/2026 to 14/01/2027</span></div></div>
  <p>Your new car policy starts on 1 March 2027 and runs for 12 months, to 29 February 2028. Your premium has gone up by £31.36. Your MMA home insurance
  (policy HH 4471 0082) also renews on 1 March 2027, and you'll receive its renewal invitation separately.</p>
  <table style="width:100%;margin-top:4pt;border-top:2px solid #c8102e">
    <tr><td style="width:30%">Vehicle</td><td>Skoda Karoq 1.5 TSI SE L, 2020 &middot; registration CU20 RFK &middot; value £17,800</td></tr>
    <tr><td>Cover</td><td>Comprehensive &middot; social, domestic and pleasure and commuting</td></tr>
    <tr><td>Drivers</td><td>Gwilym Rees (born 09/11/1964) &middot; Eleri Rees (born 21/05/1966)</td></tr>
    <tr><td>No claim discount</td><td>9 years (protected, £46.20 included in your premium)</td></tr>
    <tr><td>Excess</td><td>Compulsory £250 + voluntary £150 = total £400 for accidental damage, fire and theft &middot; windscreen £100</td></tr>
    <tr><td>MOT</td><td>due 12/08/2027</td></tr></table>
  <p>You pay by monthly Direct Debit: 12 payments of £49.27 from 1 March 2027. Total amount payable £591.24, including interest of £31.44 (representative APR 11.9% variable).
  You don't need to do anything to renew.</p>
  <p>Yours sincerely,<br><br>Owen Pritchard<br>Customer Services Manager, MMA Insurance</p>
  <p style="font-size:6.5pt;color:#888;margin-top:10pt;border-top:1px solid #ccc;padding-top:4pt">MMA Insurance is a trading name of Covéa Insurance plc. Registered office: A&amp;B Buildings,
  Norman Place, Reading RG1 8DA. Registered in England and Wales. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and
  the Prudential Regulation Authority. Calls may be recorded. MMA MC 0193 7745 &middot; RN-1</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 5. People's Choice: one page, Chromium. Cover moved from third party, fire and theft to comprehensive: both prices
// shown, the comprehensive one the renewal; last year's price was for third party, fire and theft.
const PEOPLES_CHOICE = `
<div style="font:10pt/1.45 Tahoma,Verdana,sans-serif">
  <div style="background:#00205b;color:#fff;padding:10pt 14pt;display:flex;justify-content:space-between;align-items:center">
    <div style="font:bold 22pt Tahoma,Arial">People's Choice</div><div style="font-size:8.5pt;text-align:right">car insurance<br>Policy PC/M/48820179</div></div>
  <div style="background:#7ac143;height:4pt"></div>
  <div class="cols" style="margin-top:12pt"><div>Mr Josh Tranter<br>56 Lodge Road<br>Walsall<br>WS5 3LA</div><div class="r">4 February 2027<br>Policy number: PC/M/48820179</div></div>
  <h2 style="font-size:14pt;color:#00205b;margin:14pt 0 6pt">Your renewal &ndash; with the comprehensive cover you asked for</h2>
  <p>Dear Mr Tranter,</p>
  <p>Your current policy ends at midnight on 1 March 2027. When you called us on 19 January 2027, you asked us to quote for Comprehensive cover this year instead
  of the Third Party, Fire and Theft cover you have now. Here are both prices for the year from 2 March 2027:</p>
  <table style="width:100%;border:1px solid #00205b">
    <tr style="background:#00205b;color:#fff"><th style="padding-left:6pt">Level of cover</th><th class="r">Annual premium (incl. IPT)</th><th>&nbsp;</th></tr>
    <tr style="background:#eef6e6"><td style="padding-left:6pt"><b>Comprehensive</b></td><td class="r"><b>£612.90</b></td><td><b>&#10003; your renewal</b></td></tr>
    <tr><td style="padding-left:6pt">Third Party, Fire and Theft (your cover last year)</td><td class="r">£574.15</td><td>not chosen</td></tr></table>
  <p>We have set up your renewal on <b>Comprehensive</b> cover at <b>£612.90</b>. Last year you paid £529.60 for Third Party, Fire and Theft cover.</p>
  <div class="cols" style="gap:14pt;margin-top:6pt">
    <div class="box"><b>Your new policy</b><table>
      <tr><td>Starts</td><td>2 March 2027</td></tr><tr><td>Ends</td><td>1 March 2028</td></tr>
      <tr><td>Car</td><td>Vauxhall Corsa SE 1.4, 2017</td></tr><tr><td>Registration</td><td>BX17 TNU</td></tr>
      <tr><td>Driver</td><td>Josh Tranter (born 30/07/1998)</td></tr><tr><td>No claims</td><td>4 years</td></tr></table></div>
    <div class="box"><b>Your excesses (Comprehensive)</b><table style="width:100%">
      <tr><td>Compulsory excess</td><td class="r">£250</td></tr><tr><td>Voluntary excess</td><td class="r">£100</td></tr>
      <tr><td>Total accidental damage excess</td><td class="r">£350</td></tr><tr><td>Fire and theft</td><td class="r">£350</td></tr>
      <tr><td>Windscreen replacement</td><td class="r">£115</td></tr></table>
      <div style="font-size:7.5pt;color:#555">Last year's Third Party, Fire and Theft policy had no accidental damage cover.</div></div></div>
  <p>Paying monthly: a first payment of £61.29, then 10 monthly payments of £59.53. Total amount payable £656.59, including a credit charge of £43.69.
  Representative APR 21.9% (variable). If you'd rather stay on Third Party, Fire and Theft at £574.15, just call us on 0333 321 9610 before 2 March 2027.</p>
  <p>Kind regards,<br>The People's Choice team</p>
  <p style="font-size:6.5pt;color:#888;border-top:1px solid #ccc;padding-top:4pt;margin-top:8pt">People's Choice is a trading name of Hastings Insurance Services Limited,
  Conquest House, Collington Avenue, Bexhill-on-Sea, East Sussex TN39 3LW, registered in England and Wales. Authorised and regulated by the Financial Conduct Authority.
  Policy PC/M/48820179</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. Vavista: one page, Chromium. 'Your compulsory excess has increased from £250 to £350', and the premium fell.
const VAVISTA = `
<div style="font:10pt/1.45 'Segoe UI',Helvetica,Arial,sans-serif;color:#143642">
  <div style="display:flex;justify-content:space-between;align-items:center;padding-bottom:6pt;border-bottom:1px solid #0f8b8d">
    <div style="font:bold 24pt Helvetica,Arial;color:#0f8b8d">vavista</div>
    <div style="font-size:8pt;text-align:right">Car insurance renewal<br>Policy VAV0041883<br>Call 0330 024 6390</div></div>
  <div class="cols" style="margin-top:12pt"><div>Ms Danielle Oyelaran<br>12 Chestnut Walk<br>Harlow<br>Essex<br>CM20 2DY</div><div class="r">Issued 29 November 2026</div></div>
  <h2 style="font-size:15pt;margin:14pt 0 4pt">Hi Danielle, here's your renewal</h2>
  <p>Thanks for insuring your Hyundai i20 with Vavista. Your renewal date is <b>27/12/2026</b>.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:10pt;margin:8pt 0">
    <div style="background:#0f8b8d;color:#fff;padding:10pt;border-radius:6pt">Your car insurance premium this year<br><b style="font-size:20pt">£487.15</b><br><span style="font-size:8pt">including Insurance Premium Tax</span></div>
    <div style="background:#e6f3f3;padding:10pt;border-radius:6pt">Your car insurance premium last year<br><b style="font-size:16pt">£503.90</b><br><span style="font-size:8pt">down £16.75 this year</span></div></div>
  <div style="border:2px solid #ec9a29;padding:6pt 10pt;border-radius:6pt"><b>What's changed</b><br>Your compulsory excess has increased from £250 to £350.
  Your voluntary excess is still £150, so your total excess for an accidental damage, fire or theft claim is now £500 (it was £400). Because of the higher excess, your premium has come down.</div>
  <table style="width:100%;margin-top:8pt">
    <tr><td style="width:34%">Policyholder</td><td>Danielle Oyelaran (born 18/04/1995)</td></tr>
    <tr><td>Car</td><td>Hyundai i20 1.2 SE, 2016 &middot; registration EK66 PXR</td></tr>
    <tr><td>Cover</td><td>Comprehensive &middot; social, domestic and pleasure and commuting</td></tr>
    <tr><td>Period</td><td>27/12/2026 to 26/12/2027</td></tr>
    <tr><td>Excess (accidental damage, fire and theft)</td><td>Compulsory £350 &middot; Voluntary £150 &middot; Total £500</td></tr>
    <tr><td>No claims bonus</td><td>5 years</td></tr></table>
  <p style="margin-bottom:2pt"><b>Your extras</b></p>
  <table style="width:70%"><tr><td>Car insurance premium</td><td class="r">£487.15</td></tr><tr><td>Key cover</td><td class="r">£14.99</td></tr>
    <tr><td>Motor legal expenses</td><td class="r">£24.99</td></tr><tr style="border-top:1px solid #143642"><td><b>Total to pay</b></td><td class="r"><b>£527.13</b></td></tr></table>
  <p>You pay in full by card. We'll renew automatically and take £527.13 from your card ending 0612 on 27/12/2026 unless you tell us otherwise.</p>
  <p style="font-size:6.5pt;color:#888;margin-top:10pt">Vavista is a trading name of Somerset Bridge Insurance Services Limited, registered in England and Wales, authorised and regulated by the
  Financial Conduct Authority. Key cover and motor legal expenses are optional and are provided by separate insurers named in their policy documents. VAV0041883</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 7. Budget: two pages, Chromium. Last year's premium given twice: as it was at the start of the year and as adjusted
// after a named driver was added; the letter says which it compares with.
const BUDGET = `
<div style="font:10pt/1.45 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:center;background:#009639;color:#fff;padding:8pt 12pt">
    <div style="font:bold 24pt Arial">Budget<span style="font-size:11pt;font-weight:normal"> Insurance</span></div>
    <div style="font-size:8.5pt;text-align:right">Policy number BUD/PC/7729401<br>Renewal notice</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mr Callum Fraser<br>91 Thornhill Road<br>Falkirk<br>FK2 7AE</div><div class="r">8 November 2026<br>Questions? 0330 123 0815</div></div>
  <p style="margin-top:14pt">Dear Mr Fraser,</p>
  <p><b>Your car insurance renews on 6 December 2026</b></p>
  <p>Here is your renewal price for the year from 6 December 2026 to 5 December 2027, for your Kia Ceed (SF18 GXK) with you and Eilidh Fraser as drivers.</p>
  <table style="width:100%;border:1px solid #009639;margin:6pt 0">
    <tr style="background:#e5f4ea"><td style="padding-left:6pt"><b>Your renewal premium (including IPT)</b></td><td class="r"><b style="font-size:13pt">£731.40</b></td></tr>
    <tr><td style="padding-left:6pt">Your premium last year, when your policy started on 6 December 2025</td><td class="r">£644.20</td></tr>
    <tr><td style="padding-left:6pt">Your premium last year after you added Eilidh Fraser as a named driver on 2 April 2026 (annual premium, as adjusted)</td><td class="r">£702.55</td></tr>
    <tr style="background:#e5f4ea"><td style="padding-left:6pt">Change compared with your adjusted premium of £702.55</td><td class="r">+£28.85</td></tr></table>
  <p style="font-size:9pt">We compare your renewal price with £702.55, your premium after the change in April, because that covers the same car and the same drivers
  as your renewal. Adding Eilidh increased your annual premium by £58.35; you paid £39.65 for the rest of last year at that time.</p>
  <p>You pay by instalments: a deposit of £73.14 on 6 December 2026, then 10 monthly instalments of £68.79. Total amount payable £761.04, including a credit charge of £29.64 (representative APR 9.9% variable).
  Your policy will renew automatically.</p>
  <p>Yours sincerely,<br>Budget Insurance Customer Services</p>
  <div style="break-before:page"></div>
  <div style="display:flex;justify-content:space-between;border-bottom:3px solid #009639;padding-bottom:3pt;margin-bottom:10pt"><b style="font-size:14pt;color:#009639">Budget</b><span style="font-size:8.5pt">BUD/PC/7729401 &middot; Renewal schedule &middot; 2 of 2</span></div>
  <table style="width:100%;font-size:9.5pt">
    <tr><td style="width:38%">Policyholder</td><td>Mr Callum Fraser</td></tr>
    <tr><td>Period of insurance</td><td>06/12/2026 to 05/12/2027</td></tr>
    <tr><td>Car</td><td>Kia Ceed 1.4 T-GDi 3, 2018 &middot; SF18 GXK &middot; value £11,900</td></tr>
    <tr><td>Drivers</td><td>Callum Fraser (born 23/02/1975) &middot; Eilidh Fraser (born 11/09/2006), named driver from 02/04/2026</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr><tr><td>No claims bonus</td><td>10 years</td></tr></table>
  <table style="width:80%;margin-top:10pt;font-size:9.5pt;border:1px solid #999">
    <tr style="background:#eee"><th colspan="2" style="padding-left:6pt">Excesses &ndash; accidental damage, fire and theft</th></tr>
    <tr><td style="padding-left:6pt">Compulsory excess</td><td class="r">£300</td></tr>
    <tr><td style="padding-left:6pt">Voluntary excess</td><td class="r">Nil</td></tr>
    <tr><td style="padding-left:6pt"><b>Total excess</b></td><td class="r"><b>£300</b></td></tr>
    <tr><td style="padding-left:6pt">Additional excess when a driver under 21 is driving</td><td class="r">£250</td></tr>
    <tr><td style="padding-left:6pt">Glass</td><td class="r">£85</td></tr></table>
  <p style="font-size:6.5pt;color:#888;margin-top:16pt">Budget Insurance is a trading name of BISL Limited, registered in England and Wales, authorised and regulated by the Financial Conduct
  Authority. Your policy is underwritten by the insurer named on your Certificate of Motor Insurance. Instalments are provided by a premium finance company; credit is subject to status.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. Provident: one page, Chromium. The no claims discount step shown in money; the premium before the discount printed
// above the premium; the premium fell.
const PROVIDENT = `
<div style="font:10pt/1.45 'Times New Roman',Times,serif">
  <div style="border-bottom:1px solid #5b2c6f;padding-bottom:4pt;display:flex;justify-content:space-between;align-items:flex-end">
    <div style="font:bold 24pt 'Times New Roman';color:#5b2c6f">Provident<span style="font-size:12pt"> Insurance</span></div>
    <div style="font:8pt Arial;text-align:right">Policy number PV 3318 4402<br>Date 17 January 2027</div></div>
  <p style="margin-top:14pt">Mrs Maureen Ashworth<br>5 Cherry Tree Lane<br>Burnley<br>Lancashire<br>BB11 3QN</p>
  <p>Dear Mrs Ashworth,</p>
  <p><b>Renewal of your motor insurance</b></p>
  <p>Your motor insurance is due for renewal on <b>14 February 2027</b>, and we are pleased to offer you renewal terms for the year from 14/02/2027 to 13/02/2028.
  Good news: because you have not made a claim, your no claims discount has gone up from 4 years to 5 years, and your premium has come down.</p>
  <table style="width:75%;margin:8pt 0 8pt 20pt;font:10pt Arial">
    <tr><td>Your premium before no claims discount</td><td class="r">£1,143.75</td></tr>
    <tr><td>No claims discount (5 years)</td><td class="r">&minus;£602.50</td></tr>
    <tr style="border-top:1px solid #000;border-bottom:3px double #000"><td><b>Your renewal premium, including Insurance Premium Tax</b></td><td class="r"><b>£541.25</b></td></tr>
    <tr><td>Last year's premium (with 4 years' no claims discount)</td><td class="r">£588.90</td></tr></table>
  <p>At 4 years your no claims discount would have been £516.10; your extra year is worth <b>£86.40</b> off this year's premium. Overall your premium is £47.65 less than last year.</p>
  <p><b>Your cover</b>: Comprehensive, for Honda Jazz 1.3 i-VTEC SE, 2018, registration PN68 WLE, driven by you (born 28/01/1958) and Mr Brian Ashworth (born 15/07/1956).
  Social, domestic and pleasure use only. Estimated mileage 5,000 a year. Your MOT is due on 30/10/2027.</p>
  <p><b>Your excesses</b>: compulsory excess £200, voluntary excess £250, total excess £450 for accidental damage, fire or theft. Windscreen replacement £75.</p>
  <p>Optional protected no claims discount is available for £34.80 a year; it is not included in your premium. To add it, or if your details have changed, please
  telephone us on 0345 600 3801. Your premium will be collected by the method you used last year unless you tell us otherwise.</p>
  <p>Yours sincerely,</p><p style="font:italic 14pt 'Times New Roman';margin:0">P. Whelan</p><p>Patricia Whelan<br>Renewals Manager</p>
  <p style="font:6.5pt Arial;color:#888;margin-top:12pt">Provident Insurance is a trading name of Covéa Insurance plc, registered in England and Wales, registered office A&amp;B Buildings,
  Norman Place, Reading RG1 8DA. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. Darwin: one page, Chromium. A 'last year / this year' table of four rows, last year's column first; the premium fell
// and the voluntary excess changed.
const DARWIN = `
<div style="font:10pt/1.5 Helvetica,Arial,sans-serif;color:#222">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div style="font:bold 26pt Helvetica,Arial;color:#4b2b8f;letter-spacing:-1px">darwin</div>
    <div style="font-size:8pt;color:#4b2b8f;text-align:right">smarter car insurance<br>darwin.co.uk</div></div>
  <div style="background:#f1ecfb;padding:8pt 12pt;margin-top:8pt;display:flex;justify-content:space-between">
    <span>Mr Tomasz Nowak<br>27 Brunswick Street<br>Sheffield S10 2FN</span><span class="r">26 December 2026<br>Policy DRW-55019374</span></div>
  <h2 style="font-size:16pt;margin:14pt 0 4pt">Your price has gone down, Tomasz</h2>
  <p>Your Darwin car insurance ends at 23:59 on 21 January 2027. Your renewed policy for your Peugeot 208 (YS19 KSU) runs from 22 January 2027 to 21 January 2028.</p>
  <table style="width:90%;font-size:10.5pt">
    <tr style="border-bottom:2px solid #4b2b8f"><th></th><th class="r" style="color:#777">Last year</th><th class="r" style="color:#4b2b8f">This year</th></tr>
    <tr style="border-bottom:1px solid #ddd"><td>Premium (including IPT)</td><td class="r" style="color:#777">£698.30</td><td class="r"><b>£652.85</b></td></tr>
    <tr style="border-bottom:1px solid #ddd"><td>Compulsory excess</td><td class="r" style="color:#777">£250</td><td class="r">£250</td></tr>
    <tr style="border-bottom:1px solid #ddd"><td>Voluntary excess</td><td class="r" style="color:#777">£250</td><td class="r">£100</td></tr>
    <tr style="border-bottom:1px solid #ddd"><td>Total excess</td><td class="r" style="color:#777">£500</td><td class="r">£350</td></tr></table>
  <p>That's £45.45 less than last year. You asked us on 3 October 2026 to lower your voluntary excess from £250 to £100 from your renewal, and even so your price has come down.</p>
  <div class="cols" style="margin-top:6pt;gap:16pt">
    <div><b>What you're covered for</b><br>Comprehensive cover &middot; social, domestic, pleasure and commuting &middot; driver: Tomasz Nowak (born 05/12/1990)
    &middot; no claims discount 5 years &middot; windscreen excess £115 &middot; courtesy car with our approved repairers</div>
    <div><b>How you pay</b><br>Monthly by Direct Debit: a first payment of £65.29, then 10 payments of £63.06. Total amount payable £695.89, including a credit
    charge of £43.04. Representative APR 19.9% (variable). We'll renew automatically.</div></div>
  <p style="margin-top:8pt"><b>Extras you could add</b>: Motor legal protection £25.00 &middot; Breakdown cover from £45.00 &middot; Protected no claims discount £41.00 (none included in your price).</p>
  <p>Something not right? Log in to your account or call 0345 245 0711.</p>
  <p style="font-size:6.5pt;color:#888;margin-top:14pt;border-top:1px solid #ddd;padding-top:4pt">Darwin is a trading name of U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ.
  Registered in England and Wales. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. DRW-55019374</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 10. Kingfisher: two pages, Chromium. This year's schedule, and last year's schedule repeated under it 'for reference'.
const KINGFISHER = `
<div style="font:9.5pt/1.45 Verdana,Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div style="font:bold 20pt Verdana;color:#005a8c">Kingfisher <span style="color:#f7a600">Insurance</span></div>
    <div style="font-size:8pt;text-align:right;color:#555">Kingfisher Insurance<br>Kingfisher House, Margate CT9 1XX<br>01843 228 000</div></div>
  <hr style="border:0;border-top:2px solid #f7a600">
  <div class="cols" style="margin-top:10pt"><div>Mr Declan Reilly<br>40 Canterbury Road<br>Margate<br>Kent<br>CT9 5BW</div>
    <div class="r">4 February 2027<br>Our reference KFM/118427/PC</div></div>
  <p style="margin-top:12pt">Dear Mr Reilly,</p>
  <p><b>Private motor insurance &ndash; BMW 320d &ndash; GN68 HTB</b></p>
  <p>Your policy falls due for renewal on 04/03/2027. We enclose your renewal schedule for the year ahead. So that you can see what has changed, we have
  printed last year's schedule underneath it, for reference only. The only changes are your premium, which has increased by £33.50, and your compulsory excess,
  which the insurer has increased from £300 to £350.</p>
  <p>Please let us know by 25 February 2027 if you wish to renew; you can pay by card on 01843 228 000. We look forward to hearing from you.</p>
  <p>Yours sincerely,<br><br>Carol Hemsley<br>Personal Lines Team</p>
  <div style="break-before:page"></div>
  <div style="background:#005a8c;color:#fff;padding:4pt 8pt;font-weight:bold">RENEWAL SCHEDULE &ndash; THIS YEAR</div>
  <table style="width:100%;border:1px solid #005a8c">
    <tr><td style="width:38%;padding-left:6pt">Policy number</td><td>KFM/118427/PC</td></tr>
    <tr><td style="padding-left:6pt">Insured</td><td>Mr Declan Reilly</td></tr>
    <tr><td style="padding-left:6pt">Period of insurance</td><td>04/03/2027 to 03/03/2028</td></tr>
    <tr><td style="padding-left:6pt">Insurer</td><td>Covéa Insurance plc</td></tr>
    <tr><td style="padding-left:6pt">Vehicle</td><td>BMW 320d M Sport Saloon, 2018, GN68 HTB, value £15,500</td></tr>
    <tr><td style="padding-left:6pt">Cover</td><td>Comprehensive &ndash; Class 1 business use</td></tr>
    <tr><td style="padding-left:6pt">Drivers</td><td>Declan Reilly (born 02/09/1982)</td></tr>
    <tr><td style="padding-left:6pt">Compulsory excess</td><td>£350</td></tr>
    <tr><td style="padding-left:6pt">Voluntary excess</td><td>£250</td></tr>
    <tr><td style="padding-left:6pt">Total excess (accidental damage)</td><td>£600</td></tr>
    <tr><td style="padding-left:6pt">Annual premium (including IPT)</td><td><b>£845.70</b></td></tr></table>
  <div style="margin-top:18pt;border:1px dashed #999;padding:6pt;color:#666">
    <div style="font-weight:bold;margin-bottom:4pt">FOR REFERENCE ONLY &ndash; YOUR SCHEDULE LAST YEAR (issued 3 February 2026; no longer current)</div>
    <table style="width:100%">
      <tr><td style="width:38%">Policy number</td><td>KFM/118427/PC</td></tr>
      <tr><td>Period of insurance</td><td>04/03/2026 to 03/03/2027</td></tr>
      <tr><td>Insurer</td><td>Covéa Insurance plc</td></tr>
      <tr><td>Vehicle</td><td>BMW 320d M Sport Saloon, 2018, GN68 HTB, value £17,250</td></tr>
      <tr><td>Compulsory excess</td><td>£300</td></tr>
      <tr><td>Voluntary excess</td><td>£250</td></tr>
      <tr><td>Total excess (accidental damage)</td><td>£550</td></tr>
      <tr><td>Annual premium (including IPT)</td><td>£812.20</td></tr></table></div>
  <p style="font-size:6.5pt;color:#888;margin-top:14pt">Kingfisher Insurance is a trading name of Kingfisher Insurance Services Limited, registered in England and Wales, authorised and regulated
  by the Financial Conduct Authority. We act as your agent in arranging this insurance. Your Statement of Fact is enclosed; please check it and tell us of any errors.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Mark Bates: two pages drawn by pdfkit, Times. A specialist broker's letter: the insurer behind the policy changes
// and with it the policy number ('your new policy number will be ... (previously ...)').
function drawMarkBates(doc: PDFKit.PDFDocument): void {
  const head = () => {
    doc.font('Times-Bold').fontSize(22).fillColor('#0b3d2e').text('Mark Bates', 50, 40);
    doc.font('Times-Italic').fontSize(9).text('Specialist Motor Insurance Brokers since 1980', 50, 66);
    doc.font('Times-Roman').fontSize(8).fillColor('#333333').text('Mark Bates Ltd, 1 Priory Court, Tamworth B79 7AB\nTelephone 01827 215 500', 345, 44, { width: 200, align: 'right' });
    doc.moveTo(50, 84).lineTo(545, 84).lineWidth(1.5).stroke('#0b3d2e');
    doc.fillColor('black');
  };
  const foot = (n: number) => {
    doc.font('Times-Roman').fontSize(6.5).fillColor('#777777');
    doc.text(`Mark Bates Ltd is authorised and regulated by the Financial Conduct Authority. Registered in England and Wales. We act on your behalf as your insurance broker. Policy MBL/AV/208813   Page ${n} of 2`, 50, 775, { width: 495 });
    doc.fillColor('black');
  };
  head();
  doc.font('Times-Roman').fontSize(10.5);
  doc.text('Mr Richard Hale\nOld Mill Cottage\nMill Lane\nAshbourne\nDerbyshire\nDE6 2HX', 50, 110);
  doc.text('10 December 2026', 395, 110, { width: 150, align: 'right' });
  doc.text('Client number: 0044718', 395, 124, { width: 150, align: 'right' });
  doc.font('Times-Bold').text('Audi TT RS Coupe  -  Registration KP15 YHE  -  Renewal', 50, 215);
  doc.font('Times-Roman');
  doc.text('Dear Mr Hale,', 50, 240);
  let y = 260;
  const para = (text: string, gap = 10) => {
    doc.text(text, 50, y, { width: 495 });
    y = doc.y + gap;
  };
  para('Your current policy ends at 23:59 on 10 January 2027. We have approached our panel of insurers for your renewal, and we are pleased to offer terms for the year from 11 January 2027 to 10 January 2028.');
  para('Your policy will now be underwritten by Aviva Insurance Limited through our agency scheme (previously Covéa Insurance plc). As a result your policy number changes: your new policy number will be MBL/AV/208813 (previously MBL/CV/177402). Please quote the new number from 11 January 2027.');
  para('Your renewal premium is £1,126.40, including Insurance Premium Tax, compared with £1,058.75 last year, an increase of £67.65. Agreed value and limited mileage terms continue as before.');
  para('Legal expenses cover is optional and costs £29.95; if you add it, the total to pay is £1,156.35. Your renewal schedule is overleaf. To renew, please call us on 01827 215 500 before 11 January 2027; your policy will not renew automatically.');
  para('Yours sincerely,', 30);
  para('Graham Ellery\nAccount Handler');
  foot(1);
  doc.addPage();
  head();
  doc.font('Times-Bold').fontSize(13).text('Renewal Schedule', 50, 100);
  const rows: [string, string][] = [
    ['Policy number', 'MBL/AV/208813 (previously MBL/CV/177402)'],
    ['Insurer', 'Aviva Insurance Limited (last year: Covéa Insurance plc)'],
    ['Policyholder', 'Mr Richard Hale'],
    ['Period of insurance', '11/01/2027 to 10/01/2028 (both days inclusive)'],
    ['Vehicle', 'Audi TT RS Coupe 2.5 TFSI quattro, 2015'],
    ['Registration', 'KP15 YHE'],
    ['Agreed value', '£32,000'],
    ['Modifications', 'Milltek cat-back exhaust; 19" OEM alloy wheels (declared)'],
    ['Cover', 'Comprehensive - limited mileage 5,000 miles a year'],
    ['Use', 'Social, domestic and pleasure only'],
    ['Drivers', 'Richard Hale (born 04/04/1968)'],
    ['No claims bonus', '15 years'],
    ['Compulsory excess', '£500'],
    ['Voluntary excess', '£250'],
    ['Total excess', '£750 (accidental damage, fire and theft)'],
    ['Windscreen excess', '£150'],
    ['Premium', '£1,126.40 including IPT (last year £1,058.75)'],
  ];
  y = 125;
  doc.fontSize(10);
  rows.forEach(([label, value], index) => {
    if (index % 2 === 0) doc.rect(50, y - 3, 495, 18).fill('#eef3f0').fillColor('black');
    doc.font('Times-Bold').text(label, 58, y, { width: 150 });
    doc.font('Times-Roman').text(value, 215, y, { width: 325 });
    y += 18;
  });
  doc.rect(50, 122, 495, y - 122).lineWidth(0.7).stroke('#0b3d2e');
  doc.font('Times-Italic').fontSize(8).fillColor('#555555').text('Endorsements: E01 agreed value; E07 limited mileage - you must tell us if you expect to exceed 5,000 miles; E12 vehicle kept in a locked garage overnight. Please read this schedule with your policy wording and your Statement of Fact.', 50, y + 14, { width: 495 });
  doc.fillColor('black');
  foot(2);
}

// ---------------------------------------------------------------------------------------------------------------
// 12. Call Connection: one page drawn by pdfkit, Helvetica, a policy system's grid. The car was changed mid-term: last
// year's premium at the start (the old car) and after the change, the letter naming which it compares with.
function drawCallConnection(doc: PDFKit.PDFDocument): void {
  doc.rect(0, 0, doc.page.width, 58).fill('#e2231a');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(20).text('Call Connection', 50, 14);
  doc.font('Helvetica').fontSize(8).text('Car insurance  |  0330 333 0700  |  Mon-Fri 9am-7pm', 50, 38);
  doc.fontSize(8).text('Policy number CC-PM-664019\nRenewal invitation', 345, 18, { width: 200, align: 'right' });
  doc.fillColor('black').font('Helvetica').fontSize(9.5);
  doc.text('Miss Aisha Begum\n22 Kettering Road\nNorthampton\nNN1 4AW', 50, 78);
  doc.text('Date: 02/12/2026', 395, 78, { width: 150, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(12).text('Your car insurance renewal', 50, 145);
  doc.font('Helvetica').fontSize(9.5);
  doc.text('Dear Miss Begum,', 50, 165);
  doc.text(
    'Your policy ends at 23:59 on 29/12/2026. Your renewal, for the year from 30/12/2026 to 29/12/2027, is for the car you now drive. On 14 May 2026 you replaced your Nissan Micra with a SEAT Ibiza, and we changed your policy from that date.',
    50,
    182,
    { width: 495 },
  );
  const grid = (title: string, top: number, rows: [string, string][], widths: [number, number]) => {
    doc.rect(50, top, 495, 16).fill('#333333');
    doc.fillColor('white').font('Helvetica-Bold').fontSize(9).text(title, 56, top + 4);
    doc.fillColor('black').font('Helvetica').fontSize(9);
    rows.forEach(([label, value], index) => {
      const rowTop = top + 16 + index * 16;
      doc.rect(50, rowTop, widths[0], 16).lineWidth(0.5).stroke('#999999');
      doc.rect(50 + widths[0], rowTop, widths[1], 16).lineWidth(0.5).stroke('#999999');
      doc.text(label, 56, rowTop + 4, { width: widths[0] - 10 });
      doc.text(value, 56 + widths[0], rowTop + 4, { width: widths[1] - 10 });
    });
    return top + 16 + rows.length * 16 + 12;
  };
  let y = grid('VEHICLE', 232, [
    ['Insured vehicle', 'SEAT Ibiza 1.0 TSI FR, 2019 - registration NX69 RUV'],
    ['Replaced vehicle', 'Nissan Micra 1.2 Acenta, 2012 - registration NV12 DKO (off cover 14/05/2026)'],
    ['Vehicle value', '£10,400'],
    ['MOT due', '06/11/2027'],
  ], [140, 355]);
  y = grid('PREMIUM', y, [
    ['Renewal premium 30/12/2026 - 29/12/2027 (incl. IPT)', '£771.30'],
    ['Last year: premium at the start of your policy (Nissan Micra)', '£690.15'],
    ['Last year: annual premium after the change of car on 14/05/2026', '£748.62   <- the figure we compare with'],
    ['Increase on £748.62', '£22.68'],
  ], [300, 195]);
  y = grid('EXCESSES - ACCIDENTAL DAMAGE, FIRE AND THEFT', y, [
    ['Compulsory excess', '£250'],
    ['Voluntary excess', '£250'],
    ['Total excess', '£500'],
  ], [300, 195]);
  doc.font('Helvetica').fontSize(9);
  doc.text(
    'The additional premium for the change of car was £58.47 a year; the part for the rest of last year was collected when you made the change. Cover: Comprehensive. Driver: Aisha Begum (born 12/12/1996). No claims bonus: 3 years. Underwritten by Markerstudy Insurance Company Limited.',
    50,
    y,
    { width: 495 },
  );
  y = doc.y + 8;
  doc.text(
    'Instalments: deposit £77.13, then 9 monthly instalments of £81.94; total amount payable £814.59, including a credit charge of £43.29 (representative APR 16.9% variable). Your policy will renew automatically on 30/12/2026 unless you call us to cancel.',
    50,
    y,
    { width: 495 },
  );
  y = doc.y + 14;
  doc.text('Kind regards,\nRenewals Team, Call Connection', 50, y);
  doc.font('Helvetica').fontSize(6).fillColor('#777777').text(
    'Call Connection is a trading name of Call Connection Limited, registered in England and Wales, authorised and regulated by the Financial Conduct Authority. We are an insurance intermediary and act on your behalf. CC-PM-664019 RNL/02',
    50,
    772,
    { width: 495 },
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 13. Insure 2 Drive: one page, Chromium, scanned. A 'what's changed since last year' table of three rows, each with
// last year's value, this year's and why; the premium fell.
const INSURE_2_DRIVE = `
<div style="font:10pt/1.45 Arial,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #00a3e0;padding-bottom:6pt">
    <div style="font:bold 24pt Arial;color:#002f6c">Insure <span style="color:#00a3e0">2</span> Drive</div>
    <div style="font-size:8pt;text-align:right">Policy number I2D 0072 3319<br>Customer services 0345 609 1350</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mr Liam Connolly<br>61 Hawthorn Drive<br>Wigan<br>WN3 6LT</div><div class="r">22 December 2026</div></div>
  <h2 style="font-size:14pt;color:#002f6c;margin:14pt 0 4pt">Your renewal invitation</h2>
  <p>Dear Mr Connolly,</p>
  <p>Thank you for insuring your Ford Fiesta (ML67 OWA) with Insure 2 Drive. Your policy renews on <b>19 January 2027</b>, and your new premium for the year to
  18 January 2028 is <b>£566.74</b>, including Insurance Premium Tax.</p>
  <p style="margin-bottom:2pt"><b>What's changed since last year</b></p>
  <table style="width:100%;border:1px solid #002f6c">
    <tr style="background:#002f6c;color:#fff"><th style="padding-left:6pt">Item</th><th class="r">Last year</th><th class="r">This year</th><th style="padding-left:10pt">Why</th></tr>
    <tr><td style="padding-left:6pt">Annual premium</td><td class="r">£598.21</td><td class="r"><b>£566.74</b></td><td style="padding-left:10pt">another claim-free year, and the voluntary excess you chose</td></tr>
    <tr style="background:#eaf6fc"><td style="padding-left:6pt">Voluntary excess</td><td class="r">£0</td><td class="r">£100</td><td style="padding-left:10pt">you asked to add it on 12 November 2026</td></tr>
    <tr><td style="padding-left:6pt">No claims bonus</td><td class="r">2 years</td><td class="r">3 years</td><td style="padding-left:10pt">no claims in the last year</td></tr></table>
  <p>Your premium is £31.47 lower than last year. Your compulsory excess is unchanged at £400, so your total excess is now £500 (£400 compulsory plus £100 voluntary).</p>
  <div class="box" style="margin-top:6pt"><table style="width:100%">
    <tr><td style="width:34%">Vehicle</td><td>Ford Fiesta 1.0 EcoBoost ST-Line, 2017, registration ML67 OWA</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
    <tr><td>Drivers</td><td>Liam Connolly (born 08/05/2000)</td></tr>
    <tr><td>Excesses</td><td>Compulsory £400 &middot; Voluntary £100 &middot; Total £500 &middot; Windscreen £100</td></tr>
    <tr><td>Period</td><td>19/01/2027 to 18/01/2028</td></tr></table></div>
  <p>You pay monthly: a first payment of £56.67, then 10 monthly payments of £55.02. Total amount payable £606.87, which includes a credit charge of £40.13
  (representative APR 17.9% variable). We'll renew your policy automatically.</p>
  <p>Yours sincerely,<br>The Insure 2 Drive team</p>
  <p style="font-size:6.5pt;color:#888;border-top:1px solid #ccc;padding-top:4pt">Insure 2 Drive is a trading name of Sabre Insurance Company Limited, registered in England and Wales.
  Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. I2D 0072 3319</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 14. Beaumonts: two pages, Chromium, scanned. A broker's schedule with 'this year' and 'last year' side by side in two
// boxes: the insurer changed and the compulsory excess went up.
const BEAUMONTS = `
<div style="font:10pt/1.45 Georgia,serif">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div><span style="font:bold 24pt Georgia;color:#7a1f2b">Beaumonts</span><br><span style="font:8pt Arial;letter-spacing:1px;color:#7a1f2b">INSURANCE BROKERS</span></div>
    <div style="font:8pt Arial;text-align:right;color:#444">Beaumonts Insurance Brokers<br>Harcourt Way, Leicester LE19 1WP<br>0116 254 3211</div></div>
  <div style="border-top:1px solid #7a1f2b;margin:8pt 0 12pt"></div>
  <div class="cols"><div>Mrs Priya Chauhan<br>19 Glenfield Road<br>Leicester<br>LE3 6AQ</div><div class="r">7 February 2027<br>Policy BEA/MOT/0447218</div></div>
  <p style="margin-top:14pt">Dear Mrs Chauhan,</p>
  <p><b>Your motor insurance renewal &ndash; renewal date 7 March 2027</b></p>
  <p>We have arranged renewal terms for your Toyota C-HR. This year we have placed your policy with Ageas Insurance Limited, who offered better terms than your
  insurer last year, Aviva Insurance Limited. Beaumonts remains your broker and your policy number does not change.</p>
  <p>Your renewal premium is £693.18 (last year £655.42). The new insurer's compulsory excess is £300, where last year's was £250. Your schedule, with last year's
  alongside, is on the next page.</p>
  <p>If you pay by Direct Debit your policy will renew automatically. Otherwise please call us on 0116 254 3211 before 7 March 2027 to renew.</p>
  <p>Yours sincerely,<br><br>Anil Mistry<br>Personal Lines Manager</p>
  <div style="break-before:page"></div>
  <div style="font:bold 14pt Georgia;color:#7a1f2b;margin-bottom:8pt">Motor renewal schedule &ndash; BEA/MOT/0447218</div>
  <div style="display:grid;grid-template-columns:1.2fr 1fr;gap:12pt">
    <div style="border:2px solid #7a1f2b;padding:8pt"><b style="color:#7a1f2b;font-size:11pt">This year &ndash; from 07/03/2027</b><table style="width:100%">
      <tr><td>Insurer</td><td>Ageas Insurance Limited</td></tr>
      <tr><td>Period</td><td>07/03/2027 to 06/03/2028</td></tr>
      <tr><td>Vehicle</td><td>Toyota C-HR 1.8 Hybrid Design, 2019</td></tr>
      <tr><td>Registration</td><td>FD19 XKM</td></tr>
      <tr><td>Cover</td><td>Comprehensive</td></tr>
      <tr><td>Compulsory excess</td><td>£300</td></tr>
      <tr><td>Voluntary excess</td><td>£250</td></tr>
      <tr><td>Total excess</td><td>£550</td></tr>
      <tr><td>Premium inc. IPT</td><td><b>£693.18</b></td></tr></table></div>
    <div style="border:1px solid #aaa;padding:8pt;color:#555"><b style="font-size:11pt">Last year &ndash; to 06/03/2027</b><table style="width:100%">
      <tr><td>Insurer</td><td>Aviva Insurance Limited</td></tr>
      <tr><td>Period</td><td>07/03/2026 to 06/03/2027</td></tr>
      <tr><td>Vehicle</td><td>Toyota C-HR 1.8 Hybrid Design, 2019</td></tr>
      <tr><td>Registration</td><td>FD19 XKM</td></tr>
      <tr><td>Cover</td><td>Comprehensive</td></tr>
      <tr><td>Compulsory excess</td><td>£250</td></tr>
      <tr><td>Voluntary excess</td><td>£250</td></tr>
      <tr><td>Total excess</td><td>£500</td></tr>
      <tr><td>Premium inc. IPT</td><td>£655.42</td></tr></table></div></div>
  <p style="margin-top:10pt">Drivers: Priya Chauhan (born 19/02/1984), Rakesh Chauhan (born 07/07/1981). No claims discount: 7 years. Use: social, domestic and
  pleasure and commuting. Windscreen excess £115 (last year £95).</p>
  <p style="font:6.5pt Arial;color:#888;margin-top:14pt">Beaumonts Insurance Brokers is a trading name of Beaumonts Insurance Brokers Limited, registered in England and Wales, authorised and regulated
  by the Financial Conduct Authority. We arrange your insurance with a range of insurers and are paid commission by them. Ageas Insurance Limited is authorised by the PRA and regulated by the FCA and the PRA.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 15. Bamboo: one page, Chromium, photographed. A new policy number each year (last year's beside it) and the no claims
// step shown in money; the premium fell.
const BAMBOO = `
<div style="font:10.5pt/1.45 Arial,sans-serif;color:#1d1d1b">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <div style="font:bold 28pt Arial;color:#3aaa35">bamboo</div>
    <div style="font-size:9pt;text-align:right">Car insurance renewal<br>26 November 2026</div></div>
  <div style="background:#3aaa35;height:5pt;margin:4pt 0 12pt"></div>
  <p>Mr Nathan Price<br>8 Sefton Close<br>Bristol BS16 2PQ</p>
  <h2 style="font-size:16pt;margin:10pt 0 6pt">Your renewal is ready, Nathan</h2>
  <p>Your Bamboo car insurance for your Volkswagen Polo (WU18 FTL) renews on <b>24 December 2026</b>.</p>
  <table style="width:100%;font-size:11pt;border:2px solid #3aaa35">
    <tr><td style="padding-left:8pt">Policy number for your new year</td><td><b>BMB-7340-1186</b></td></tr>
    <tr><td style="padding-left:8pt">Last year's policy number</td><td>BMB-6621-0954</td></tr>
    <tr style="background:#eef8ed"><td style="padding-left:8pt"><b>Your new annual premium</b></td><td><b>£702.44</b></td></tr>
    <tr><td style="padding-left:8pt">Last year's annual premium</td><td>£738.10</td></tr>
    <tr><td style="padding-left:8pt">Compulsory excess</td><td>£350</td></tr>
    <tr><td style="padding-left:8pt">Voluntary excess</td><td>£250</td></tr>
    <tr><td style="padding-left:8pt">Total excess</td><td>£600</td></tr></table>
  <p>Your premium is £35.66 lower than last year. Your no claims discount went up from 2 to 3 years, and that extra year saved you £58.20.</p>
  <p>Cover: Comprehensive, 24/12/2026 to 23/12/2027. Driver: Nathan Price (born 30/03/2001). Windscreen excess £95.</p>
  <p>You pay monthly: 12 payments of £62.71, total £752.52 including interest of £50.08 (representative APR 13.9% variable). We'll renew automatically &ndash; there's nothing you need to do.</p>
  <p style="font-size:7pt;color:#777;margin-top:10pt">Bamboo car insurance is arranged by Bamboo, an insurance intermediary authorised and regulated by the Financial Conduct Authority, and underwritten by the insurer named on your Certificate of Motor Insurance. Questions? Message us in the app or call 0330 016 3330.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 16. Collingwood: one page, Chromium, photographed sideways. A young driver's telematics policy: a 'last year / this
// year' table of four rows, the premium well down after a good driving score.
const COLLINGWOOD = `
<div style="font:10pt/1.45 Verdana,sans-serif">
  <div style="display:flex;justify-content:space-between;align-items:center;background:#1e3a5f;color:#fff;padding:8pt 12pt">
    <div style="font:bold 20pt Verdana">Collingwood<span style="font-size:10pt;font-weight:normal"> Insurance</span></div>
    <div style="font-size:8pt;text-align:right">Telematics car insurance<br>Policy COL-TB-481172</div></div>
  <div class="cols" style="margin-top:12pt"><div>Miss Ellie Hancock<br>4 Station Row<br>Durham<br>DH1 4QR</div><div class="r">4 January 2027</div></div>
  <h2 style="font-size:14pt;color:#1e3a5f;margin:12pt 0 4pt">Great driving pays off</h2>
  <p>Dear Ellie, your policy ends at 23:59 on 31 January 2027. Your driving score this year was 87 out of 100, and your renewal price reflects it. Your new policy starts on 1 February 2027.</p>
  <table style="width:100%;font-size:10.5pt;border:1px solid #1e3a5f">
    <tr style="background:#1e3a5f;color:#fff"><th style="padding-left:6pt"></th><th class="r">Last year</th><th class="r" style="padding-right:8pt">This year</th></tr>
    <tr><td style="padding-left:6pt">Annual premium (incl. IPT)</td><td class="r">£1,497.35</td><td class="r" style="padding-right:8pt"><b>£1,284.60</b></td></tr>
    <tr style="background:#eef2f7"><td style="padding-left:6pt">Compulsory excess</td><td class="r">£500</td><td class="r" style="padding-right:8pt">£500</td></tr>
    <tr><td style="padding-left:6pt">Voluntary excess</td><td class="r">£0</td><td class="r" style="padding-right:8pt">£250</td></tr>
    <tr style="background:#eef2f7"><td style="padding-left:6pt">Total excess</td><td class="r">£500</td><td class="r" style="padding-right:8pt">£750</td></tr></table>
  <p>That's £212.75 less than last year. Car: Citroen C1 1.0 Feel, 2019, registration NK19 VHP. Cover: Comprehensive, 01/02/2027 to 31/01/2028. Driver: Ellie Hancock (born 22/06/2006). Curfew: none.</p>
  <p>Monthly payments: a deposit of £128.46 and 10 payments of £121.38. Total amount payable £1,342.26, including a credit charge of £57.66 (representative APR 10.9% variable).</p>
  <p>Please keep your black box connected. Questions? Call 0330 024 1410.</p>
  <p style="font-size:7pt;color:#777">Collingwood Insurance is a trading name of Collingwood Insurance Services (UK) Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

export const FRESH_NOTICES_35: FreshNotice[] = [
  {
    name: 'sainsburys-bank',
    html: SAINSBURYS,
    expected: { renewalDate: '2026-12-14', insurer: "Sainsbury's Bank", policyNumber: 'SBM-4410-5528-07', registrationNumber: 'FH70WMX', renewalPremium: '624.35', previousPremium: '571.20', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'sheilas-wheels',
    html: SHEILAS,
    expected: { renewalDate: '2027-01-18', insurer: "Sheilas' Wheels", policyNumber: 'SWP 7712 0934', registrationNumber: 'WP19LKV', renewalPremium: '433.60', previousPremium: '409.85', compulsoryExcess: '200', voluntaryExcess: '300', totalExcess: '500' },
  },
  {
    name: 'lorica',
    html: LORICA,
    expected: { renewalDate: '2027-02-09', insurer: 'Lorica Insurance Brokers', policyNumber: 'LPC/2291847', registrationNumber: 'YK21HBN', renewalPremium: '782.40', previousPremium: '744.95', compulsoryExcess: '300', voluntaryExcess: '200', totalExcess: '500' },
  },
  {
    name: 'mma',
    html: MMA,
    expected: { renewalDate: '2027-03-01', insurer: 'MMA', policyNumber: 'MMA MC 0193 7745', registrationNumber: 'CU20RFK', renewalPremium: '559.80', previousPremium: '528.44', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400' },
  },
  {
    name: 'peoples-choice',
    html: PEOPLES_CHOICE,
    expected: { renewalDate: '2027-03-02', insurer: "People's Choice", policyNumber: 'PC/M/48820179', registrationNumber: 'BX17TNU', renewalPremium: '612.90', previousPremium: '529.60', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },
  {
    name: 'vavista',
    html: VAVISTA,
    expected: { renewalDate: '2026-12-27', insurer: 'Vavista', policyNumber: 'VAV0041883', registrationNumber: 'EK66PXR', renewalPremium: '487.15', previousPremium: '503.90', compulsoryExcess: '350', voluntaryExcess: '150', totalExcess: '500' },
  },
  {
    name: 'budget',
    html: BUDGET,
    expected: { renewalDate: '2026-12-06', insurer: 'Budget Insurance', policyNumber: 'BUD/PC/7729401', registrationNumber: 'SF18GXK', renewalPremium: '731.40', previousPremium: '702.55', compulsoryExcess: '300', voluntaryExcess: '0', totalExcess: '300' },
  },
  {
    name: 'provident',
    html: PROVIDENT,
    expected: { renewalDate: '2027-02-14', insurer: 'Provident Insurance', policyNumber: 'PV 3318 4402', registrationNumber: 'PN68WLE', renewalPremium: '541.25', previousPremium: '588.90', compulsoryExcess: '200', voluntaryExcess: '250', totalExcess: '450' },
  },
  {
    name: 'darwin',
    html: DARWIN,
    expected: { renewalDate: '2027-01-22', insurer: 'Darwin', policyNumber: 'DRW-55019374', registrationNumber: 'YS19KSU', renewalPremium: '652.85', previousPremium: '698.30', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },
  {
    name: 'kingfisher',
    html: KINGFISHER,
    expected: { renewalDate: '2027-03-04', insurer: 'Kingfisher Insurance', policyNumber: 'KFM/118427/PC', registrationNumber: 'GN68HTB', renewalPremium: '845.70', previousPremium: '812.20', compulsoryExcess: '350', voluntaryExcess: '250', totalExcess: '600' },
  },
  {
    name: 'mark-bates',
    html: '',
    draw: drawMarkBates,
    expected: { renewalDate: '2027-01-11', insurer: 'Mark Bates', policyNumber: 'MBL/AV/208813', registrationNumber: 'KP15YHE', renewalPremium: '1126.40', previousPremium: '1058.75', compulsoryExcess: '500', voluntaryExcess: '250', totalExcess: '750' },
  },
  {
    name: 'call-connection',
    html: '',
    draw: drawCallConnection,
    expected: { renewalDate: '2026-12-30', insurer: 'Call Connection', policyNumber: 'CC-PM-664019', registrationNumber: 'NX69RUV', renewalPremium: '771.30', previousPremium: '748.62', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'insure-2-drive',
    html: INSURE_2_DRIVE,
    scan: true,
    expected: { renewalDate: '2027-01-19', insurer: 'Insure 2 Drive', policyNumber: 'I2D 0072 3319', registrationNumber: 'ML67OWA', renewalPremium: '566.74', previousPremium: '598.21', compulsoryExcess: '400', voluntaryExcess: '100', totalExcess: '500' },
  },
  {
    name: 'beaumonts',
    html: BEAUMONTS,
    scan: true,
    expected: { renewalDate: '2027-03-07', insurer: 'Beaumonts Insurance Brokers', policyNumber: 'BEA/MOT/0447218', registrationNumber: 'FD19XKM', renewalPremium: '693.18', previousPremium: '655.42', compulsoryExcess: '300', voluntaryExcess: '250', totalExcess: '550' },
  },
  {
    name: 'bamboo',
    html: BAMBOO,
    photo: true,
    expected: { renewalDate: '2026-12-24', insurer: 'Bamboo', policyNumber: 'BMB-7340-1186', registrationNumber: 'WU18FTL', renewalPremium: '702.44', previousPremium: '738.10', compulsoryExcess: '350', voluntaryExcess: '250', totalExcess: '600' },
  },
  {
    name: 'collingwood',
    html: COLLINGWOOD,
    photo: 'sideways',
    expected: { renewalDate: '2027-02-01', insurer: 'Collingwood', policyNumber: 'COL-TB-481172', registrationNumber: 'NK19VHP', renewalPremium: '1284.60', previousPremium: '1497.35', compulsoryExcess: '500', voluntaryExcess: '250', totalExcess: '750' },
  },
];
