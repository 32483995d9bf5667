// Set 36 (issue 47): renewal pages saved from the insurer's website or app. The driver has no letter: they log in to
// their online account and press 'Print' or 'Save as PDF' on the renewal page (the browser puts the date, the page's
// title, its address and 'Page 1 of 2' in the margins), or the portal's 'Download your renewal documents' renders the
// page to PDF. Site headers and menus, cookie banners left on, breadcrumbs, steppers, hero price tiles, pay-monthly /
// pay-annually toggles, cover-level cards side by side with one marked as the driver's, add-on tiles with 'Add'
// buttons and basket totals, open accordions, chat widgets, upsell panels, definition lists and the regulatory footer.
// 12 printed by Chromium, 4 photographed (a printed page 1; one sideways).
import type { FreshNotice } from './fresh-notice-checks';

// Every sum each page shows must add up: parts and total, in pounds (pence as decimals).
const SUMS: [what: string, parts: number[], total: number][] = [
  // 1. Sheilas' Wheels
  ['sheilas-wheels excess', [250, 150], 400],
  ['sheilas-wheels rise', [574.3, 38.18], 612.48],
  ['sheilas-wheels basket', [612.48, 24.99], 637.47],
  ['sheilas-wheels credit', [612.48, 61.25], 673.73],
  ['sheilas-wheels instalments', [67.33, ...Array(10).fill(60.64)], 673.73],
  // 2. Sainsbury's Bank
  ['sainsburys-bank excess', [300, 250], 550],
  ['sainsburys-bank rise', [529.9, 33.85], 563.75],
  ['sainsburys-bank credit', [563.75, 54.61], 618.36],
  ['sainsburys-bank instalments', Array(12).fill(51.53), 618.36],
  // 3. People's Choice
  ['peoples-choice excess', [350, 150], 500],
  ['peoples-choice rise', [431.08, 24.54], 455.62],
  ['peoples-choice credit', [455.62, 52.16], 507.78],
  ['peoples-choice instalments', [46.11, ...Array(11).fill(41.97)], 507.78],
  // 4. Mobilise
  ['mobilise excess', [400, 0], 400],
  ['mobilise rise', [652.75, 31.55], 684.3],
  ['mobilise premium', [684.3, 0], 684.3],
  ['mobilise credit', [684.3, 33.75], 718.05],
  ['mobilise instalments', [68.43, ...Array(9).fill(72.18)], 718.05],
  // 5. Go Skippy
  ['go-skippy excess', [295, 100], 395],
  ['go-skippy rise', [702.15, 46.77], 748.92],
  ['go-skippy credit', [748.92, 64.02], 812.94],
  ['go-skippy instalments', [112.34, ...Array(10).fill(70.06)], 812.94],
  // 6. Darwin
  ['darwin excess', [250, 250], 500],
  ['darwin tax', [347.89, 41.75], 389.64],
  ['darwin rise', [362.1, 27.54], 389.64],
  ['darwin credit', [389.64, 39.0], 428.64],
  ['darwin instalments', Array(12).fill(35.72), 428.64],
  // 7. Policy Expert
  ['policy-expert excess', [350, 200], 550],
  ['policy-expert rise', [617.4, 41.65], 659.05],
  ['policy-expert credit', [659.05, 37.6], 696.65],
  ['policy-expert instalments', [65.91, ...Array(11).fill(57.34)], 696.65],
  // 8. Budget Insurance
  ['budget excess', [250, 250], 500],
  ['budget rise', [498.66, 35.61], 534.27],
  ['budget earlier rise', [471.9, 26.76], 498.66],
  ['budget credit', [534.27, 55.44], 589.71],
  ['budget instalments', [89.04, ...Array(9).fill(55.63)], 589.71],
  // 9. Prima
  ['prima excess', [300, 0], 300],
  ['prima rise', [561.18, 26.25], 587.43],
  ['prima instalments', [48.98, ...Array(11).fill(48.95)], 587.43],
  // 10. Waitrose
  ['waitrose excess', [200, 300], 500],
  ['waitrose rise', [874.5, 37.86], 912.36],
  ['waitrose credit', [912.36, 105.12], 1017.48],
  ['waitrose instalments', Array(12).fill(84.79), 1017.48],
  // 11. HSBC
  ['hsbc excess', [250, 200], 450],
  ['hsbc rise', [563.2, 35.2], 598.4],
  ['hsbc credit', [598.4, 68.94], 667.34],
  ['hsbc instalments', [59.84, ...Array(10).fill(60.75)], 667.34],
  // 12. swiftcover
  ['swiftcover excess', [300, 150], 450],
  ['swiftcover rise', [419.95, 27.86], 447.81],
  ['swiftcover credit', [447.81, 53.75], 501.56],
  ['swiftcover instalments', [44.73, ...Array(11).fill(41.53)], 501.56],
  // 13. Insure 2 Drive
  ['insure-2-drive excess', [500, 250], 750],
  ['insure-2-drive fall', [1126.4, 122.5], 1248.9],
  ['insure-2-drive credit', [1126.4, 116.86], 1243.26],
  ['insure-2-drive instalments', [168.96, ...Array(10).fill(107.43)], 1243.26],
  // 14. Ticker
  ['ticker excess', [350, 150], 500],
  ['ticker rise', [791.4, 31.77], 823.17],
  ['ticker credit', [823.17, 82.25], 905.42],
  ['ticker instalments', [82.32, ...Array(10).fill(82.31)], 905.42],
  // 15. Bamboo
  ['bamboo excess', [250, 100], 350],
  ['bamboo rise', [515.25, 22.65], 537.9],
  ['bamboo plus', [537.9, 51.25], 589.15],
  ['bamboo credit', [537.9, 53.82], 591.72],
  ['bamboo instalments', Array(12).fill(49.31), 591.72],
  // 16. insurethebox
  ['insurethebox excess', [450, 250], 700],
  ['insurethebox fall', [968.54, 44.26], 1012.8],
  ['insurethebox credit', [968.54, 91.34], 1059.88],
  ['insurethebox instalments', [145.28, ...Array(10).fill(91.46)], 1059.88],
];
for (const [what, parts, total] of SUMS) {
  const pence = parts.reduce((sum, part) => sum + Math.round(part * 100), 0);
  if (pence !== Math.round(total * 100)) throw new Error(`Set 36: ${what} does not add up (${pence / 100} is not ${total})`);
}

/**
 * The browser's own print header and footer, in the page's margins: Chrome and Edge put the date and time top left and
 * the page's title top centre, its address bottom left and '1/2' bottom right; Firefox puts the title top left and the
 * address top right, 'Page 1 of 2' bottom left and the date bottom right; Safari the title and date at the top, the
 * address and '1 of 2' at the foot.
 */
const printedBy = (browser: 'chrome' | 'firefox' | 'safari', when: string, title: string, url: string): string => {
  const box = (where: string, content: string) => `@${where} { content: ${content}; font: 7.5pt sans-serif; color: #222; }`;
  const boxes =
    browser === 'chrome'
      ? [box('top-left', `"${when}"`), box('top-center', `"${title}"`), box('bottom-left', `"${url}"`), box('bottom-right', 'counter(page) "/" counter(pages)')]
      : browser === 'firefox'
        ? [box('top-left', `"${title}"`), box('top-right', `"${url}"`), box('bottom-left', '"Page " counter(page) " of " counter(pages)'), box('bottom-right', `"${when}"`)]
        : [box('top-left', `"${title}"`), box('top-right', `"${when}"`), box('bottom-left', `"${url}"`), box('bottom-right', 'counter(page) " of " counter(pages)')];
  return `<style>@page { margin: 12mm 9mm; ${boxes.join(' ')} }</style>`;
};

// ---------------------------------------------------------------------------------------------------------------
// 1. Sheilas' Wheels: Chrome's print of the 'Review your renewal' step. Stepper, hero price tile with the annual
// toggle on, extras tiles (legal cover already added, so the basket's total is more than the price), excess accordion
// open, chat bubble and cookie bar printed on the last page.
const SHEILAS_WHEELS = `${printedBy('chrome', '29/11/2026, 09:14', "Review your renewal | Sheilas' Wheels", 'https://myaccount.sheilaswheels.com/car/renewal/review?policy=SWM44187730')}
<style>
.sw { font-family: 'Trebuchet MS', sans-serif; color: #3a2a33; font-size: 9.5pt; }
.sw-top { display: flex; justify-content: space-between; align-items: center; border-bottom: 4px solid #c8007f; padding: 4pt 0 6pt; }
.sw-logo { font: bold 21pt 'Trebuchet MS', sans-serif; color: #c8007f; letter-spacing: -0.5px; }
.sw-logo small { display: block; font-size: 7.5pt; color: #7a4b66; letter-spacing: 1.5px; font-weight: normal; text-transform: uppercase; }
.sw-nav span { margin-left: 11pt; font-size: 8.5pt; color: #5a0039; }
.sw-crumbs { font-size: 7.5pt; color: #8c6b7e; margin: 6pt 0; }
.sw-steps { display: flex; gap: 0; margin: 6pt 0 10pt; padding: 0; list-style: none; font-size: 8.5pt; }
.sw-steps li { flex: 1; text-align: center; padding: 4pt; border-bottom: 3px solid #e9d3df; color: #9a8090; }
.sw-steps li.on { border-color: #c8007f; color: #c8007f; font-weight: bold; }
.sw h1 { font-size: 15pt; color: #5a0039; margin: 4pt 0; }
.sw-row { display: grid; grid-template-columns: 1.25fr 1fr; gap: 12pt; margin-top: 8pt; }
.sw-hero { background: #fbe8f3; border-radius: 10pt; padding: 10pt 14pt; }
.sw-toggle { display: inline-flex; border: 1px solid #c8007f; border-radius: 12pt; overflow: hidden; font-size: 8pt; }
.sw-toggle span { padding: 2pt 10pt; color: #c8007f; }
.sw-toggle span.on { background: #c8007f; color: #fff; }
.sw-big { font: bold 30pt 'Trebuchet MS', sans-serif; color: #5a0039; margin: 4pt 0 0; }
.sw-card { border: 1px solid #e3c6d6; border-radius: 8pt; padding: 8pt 10pt; }
.sw-card h3, .sw-acc h3 { margin: 0 0 4pt; font-size: 10.5pt; color: #5a0039; }
.sw dl { display: grid; grid-template-columns: 42% 58%; margin: 0; }
.sw dt { color: #7a5f6f; padding: 1.5pt 0; } .sw dd { margin: 0; padding: 1.5pt 0; font-weight: bold; }
.sw-btn { display: inline-block; background: #c8007f; color: #fff; border-radius: 14pt; padding: 4pt 14pt; font-weight: bold; font-size: 9pt; margin-top: 6pt; }
.sw-btn.ghost { background: #fff; color: #c8007f; border: 1px solid #c8007f; padding: 2pt 10pt; font-size: 8pt; }
.sw-extras { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8pt; margin-top: 6pt; }
.sw-extras div { border: 1px solid #e3c6d6; border-radius: 8pt; padding: 6pt; font-size: 8.5pt; }
.sw-acc { border-top: 1px solid #e3c6d6; border-bottom: 1px solid #e3c6d6; padding: 6pt 0; margin-top: 10pt; }
.sw-acc table { width: 100%; }
.sw-small { font-size: 7pt; color: #7a6a73; }
</style>
<div class="sw">
<div class="sw-top"><div class="sw-logo">Sheilas' Wheels<small>car insurance</small></div>
<div class="sw-nav"><span>My policies</span><span>Documents</span><span>Payments</span><span>Make a claim</span><span>Help</span><span>Hi Laura &#9662;</span><span>Log out</span></div></div>
<div class="sw-crumbs">My account &rsaquo; Car insurance &rsaquo; Vauxhall Corsa &rsaquo; Renewal</div>
<ol class="sw-steps"><li class="on">1. Review your renewal</li><li>2. Extras</li><li>3. Pay</li><li>4. Done</li></ol>
<h1>Laura, your car insurance renewal is ready</h1>
<p>Your Vauxhall Corsa's cover renews on <b>14 December 2026</b>. Have a look through your details below, pop on any extras, and we'll take care of the rest. If anything has changed, please let us know before you renew.</p>
<div class="sw-row">
  <div class="sw-hero">
    <div class="sw-toggle"><span class="on">Pay annually</span><span>Pay monthly</span></div>
    <div style="margin-top:8pt;color:#7a4b66">Your renewal price</div>
    <div class="sw-big">£612.48</div>
    <div>for the year, including Insurance Premium Tax</div>
    <div style="margin-top:6pt;font-size:8.5pt">Last year you paid £574.30 &middot; that's £38.18 more this year</div>
    <div class="sw-btn">Continue to extras &rarr;</div>
  </div>
  <div class="sw-card">
    <h3>Why has my price changed?</h3>
    <p style="font-size:8.5pt;margin:0">Prices change every year. The cost of repairs and parts has gone up again across the UK, and more claims have been made in your area. Your no claims discount went up by a year, which helped bring your price down. We'd never charge you more for staying with us than a new customer would pay for the same cover.</p>
    <p style="font-size:8.5pt;margin:6pt 0 0"><b>Quote reference:</b> QR-88104-2271<br><b>Price valid until:</b> 13/12/2026</p>
  </div>
</div>
<div class="sw-row">
  <div class="sw-card"><h3>Your policy</h3><dl>
    <dt>Policy number</dt><dd>SWM 4418 7730</dd>
    <dt>Policyholder</dt><dd>Ms Laura Pennington</dd>
    <dt>Address</dt><dd>22 Cotswold Rise, Cheltenham GL52 6QF</dd>
    <dt>Cover</dt><dd>Comprehensive</dd>
    <dt>Renewal date</dt><dd>14/12/2026</dd>
    <dt>Current policy ends</dt><dd>13/12/2026 at 23:59</dd>
    <dt>No claims discount</dt><dd>6 years, protected</dd>
    <dt>Named driver</dt><dd>Mr Craig Pennington</dd></dl></div>
  <div class="sw-card"><h3>Your car</h3><dl>
    <dt>Registration</dt><dd>RK18 TXO</dd>
    <dt>Make and model</dt><dd>Vauxhall Corsa 1.4 SE 5dr</dd>
    <dt>Year</dt><dd>2018</dd>
    <dt>Estimated value</dt><dd>£7,250</dd>
    <dt>Annual mileage</dt><dd>6,000</dd>
    <dt>Kept overnight</dt><dd>On a driveway</dd>
    <dt>MOT due</dt><dd>22/03/2027</dd></dl></div>
</div>
<div class="sw-acc"><h3>&#9662; Your excess</h3>
  <p style="margin:0 0 4pt;font-size:8.5pt">This is the amount you pay towards any claim for accidental damage, fire or theft.</p>
  <table><tr><td>Compulsory excess</td><td class="r">£250</td><td style="width:8%"></td><td>Windscreen replacement</td><td class="r">£95</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£150</td><td></td><td>Windscreen repair</td><td class="r">£10</td></tr>
  <tr><td><b>Total excess</b></td><td class="r"><b>£400</b></td><td></td><td>Young driver (under 25), extra</td><td class="r">£250</td></tr></table></div>
<div class="sw-acc"><h3>&#9662; Extras for the year ahead</h3>
  <div class="sw-extras">
    <div><b>Motor Legal Cover</b><br>Up to £100,000 to recover costs that aren't your fault.<br><b>£24.99</b><br><span class="sw-btn ghost">&#10003; Added</span></div>
    <div><b>Breakdown: Roadside</b><br>Help at the roadside more than a quarter of a mile from home.<br><b>£39.99</b><br><span class="sw-btn ghost">Add</span></div>
    <div><b>Breakdown: Roadside &amp; Recovery</b><br>Roadside help, then taken anywhere in the UK.<br><b>£74.99</b><br><span class="sw-btn ghost">Add</span></div>
    <div><b>Key Cover</b><br>Lost or stolen keys replaced, up to £1,500.<br><b>£19.99</b><br><span class="sw-btn ghost">Add</span></div>
  </div></div>
<div class="sw-row" style="margin-top:10pt">
  <div class="sw-card"><h3>Your basket</h3><table style="width:100%"><tr><td>Car insurance</td><td class="r">£612.48</td></tr><tr><td>Motor Legal Cover</td><td class="r">£24.99</td></tr><tr><td style="border-top:1px solid #c8007f"><b>Total to pay</b></td><td class="r" style="border-top:1px solid #c8007f"><b>£637.47</b></td></tr></table></div>
  <div class="sw-card"><h3>Rather pay monthly?</h3><p style="font-size:8.5pt;margin:0">For your car insurance: a first payment of £67.33, then 10 monthly payments of £60.64. Total amount payable £673.73, which includes interest of £61.25. Representative APR 24.9% (variable). Credit is subject to status.</p></div>
</div>
<div style="break-inside:avoid">
<div style="margin-top:12pt;padding-top:6pt;border-top:1px solid #e3c6d6;font-size:8pt;color:#5a0039">About us &middot; Privacy notice &middot; Cookie policy &middot; Accessibility &middot; Complaints &middot; Terms of use &middot; Modern slavery statement &middot; Sitemap</div>
<p class="sw-small">Sheilas' Wheels is a trading name of esure Services Limited, which is authorised and regulated by the Financial Conduct Authority (Firm Reference Number 512367). Registered in England and Wales No. 07064312. Registered office: The Observatory, Reigate, Surrey RH2 0SG. Sheilas' Wheels car insurance is underwritten by esure Insurance Limited. Calls may be recorded. &copy; 2026 esure Services Limited.</p>
<div style="display:flex;justify-content:space-between;align-items:center;background:#3a2a33;color:#fff;padding:6pt 10pt;border-radius:6pt;font-size:8pt;margin-top:6pt">
  <span>We use cookies to make our website work and to improve your experience. You can accept all cookies or choose which ones you're happy with.</span>
  <span style="white-space:nowrap;margin-left:10pt"><b>Accept all</b> &nbsp; Manage cookies</span></div>
<div style="text-align:right;margin-top:6pt"><span style="display:inline-block;background:#c8007f;color:#fff;border-radius:16pt;padding:4pt 12pt;font-size:8.5pt">Chat with us, we're online</span></div>
</div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. Sainsbury's Bank: Firefox's print of the online-services renewal page. Account menu down the left, three cover
// cards side by side (Standard marked as the current cover and selected), last year's price for Standard under them,
// a Nectar tile and the excess accordion open.
const SAINSBURYS_BANK = `${printedBy('firefox', '27/11/2026, 20:41', "Renew your car insurance - Sainsbury's Bank", 'https://online.sainsburysbank.co.uk/insurance/car/renewal')}
<style>
.sb { font-family: Georgia, serif; color: #2d2d2d; font-size: 9.5pt; }
.sb-util { background: #f5f5f5; font: 7.5pt Arial, sans-serif; padding: 3pt 6pt; color: #555; display: flex; justify-content: space-between; }
.sb-head { display: flex; justify-content: space-between; align-items: center; padding: 8pt 0; border-bottom: 3px solid #f06c00; }
.sb-logo { font: bold 18pt Georgia, serif; color: #f06c00; }
.sb-menu span { font: 8.5pt Arial, sans-serif; margin-left: 12pt; }
.sb-body { display: grid; grid-template-columns: 30mm 1fr; gap: 10pt; margin-top: 10pt; }
.sb-side { font: 8.5pt Arial, sans-serif; border-right: 1px solid #ddd; }
.sb-side div { padding: 4pt 0; border-bottom: 1px solid #eee; }
.sb-side .on { color: #f06c00; font-weight: bold; }
.sb h1 { font-size: 16pt; margin: 0 0 4pt; color: #4b2a0c; font-weight: normal; }
.sb-note { background: #fff4ea; border-left: 4px solid #f06c00; padding: 6pt 8pt; font: 9pt Arial, sans-serif; }
.sb-cards { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 8pt; margin: 10pt 0 6pt; font-family: Arial, sans-serif; }
.sb-cards > div { border: 1px solid #ccc; border-radius: 4pt; padding: 8pt; position: relative; }
.sb-cards > div.cur { border: 2px solid #f06c00; }
.sb-cards h3 { margin: 0; font-size: 11pt; }
.sb-price { font: bold 17pt Arial, sans-serif; margin: 4pt 0 0; }
.sb-cards ul { padding-left: 12pt; margin: 6pt 0; font-size: 8pt; }
.sb-badge { background: #f06c00; color: #fff; font-size: 7.5pt; padding: 1pt 6pt; border-radius: 3pt; display: inline-block; margin-bottom: 4pt; }
.sb-choose { text-align: center; border: 1px solid #f06c00; color: #f06c00; border-radius: 3pt; padding: 3pt; font-size: 8.5pt; }
.sb-choose.sel { background: #f06c00; color: #fff; font-weight: bold; }
.sb-acc { border: 1px solid #ddd; margin-top: 8pt; font-family: Arial, sans-serif; }
.sb-acc h3 { margin: 0; padding: 5pt 8pt; background: #f7f7f7; font-size: 10pt; }
.sb-acc > div { padding: 6pt 8pt; }
.sb dl { display: grid; grid-template-columns: 40% 60%; margin: 0; }
.sb dt { color: #666; padding: 1.5pt 0; } .sb dd { margin: 0; padding: 1.5pt 0; }
.sb-foot { margin-top: 12pt; border-top: 1px solid #ccc; font: 6.8pt Arial, sans-serif; color: #666; padding-top: 5pt; }
</style>
<div class="sb">
<div class="sb-util"><span>Personal &nbsp;|&nbsp; Sainsbury's Bank Online Services</span><span>Accessibility &nbsp; Help &nbsp; Contact us</span></div>
<div class="sb-head"><div class="sb-logo">Sainsbury's Bank</div><div class="sb-menu"><span>Credit cards</span><span>Loans</span><span>Savings</span><span><b>Insurance</b></span><span>Travel money</span><span>Log out</span></div></div>
<div class="sb-body">
<div class="sb-side">
  <div>Overview</div><div class="on">My policies</div><div>&nbsp; Car &middot; LN70 FWD</div><div>&nbsp; Home</div><div>Documents</div><div>Make a claim</div><div>Payments</div><div>Messages (2)</div><div>Settings</div><div>Log out</div>
</div>
<div>
  <div style="font:7.5pt Arial,sans-serif;color:#888;margin-bottom:4pt">Home / Insurance / My policies / Car insurance / Renewal</div>
  <h1>Renew your car insurance</h1>
  <div class="sb-note">Your current policy ends at <b>23:59 on 20 December 2026</b>. Choose your cover for next year below &ndash; we've selected the cover you have now. All prices are for 12 months and include Insurance Premium Tax.</div>
  <div class="sb-cards">
    <div><h3>Essentials</h3><div class="sb-price">£498.20</div><div style="font-size:8pt">a year</div>
      <ul><li>Comprehensive cover</li><li>Windscreen cover</li><li>No courtesy car</li><li>Personal belongings up to £150</li></ul><div class="sb-choose">Choose Essentials</div></div>
    <div class="cur"><span class="sb-badge">Your current cover</span><h3>Standard</h3><div class="sb-price">£563.75</div><div style="font-size:8pt">a year</div>
      <ul><li>Comprehensive cover</li><li>Courtesy car while yours is repaired</li><li>Personal belongings up to £300</li><li>Uninsured driver promise</li></ul><div class="sb-choose sel">&#10003; Selected</div></div>
    <div><h3>Premier</h3><div class="sb-price">£741.10</div><div style="font-size:8pt">a year</div>
      <ul><li>Everything in Standard</li><li>Motor legal protection</li><li>Like-for-like hire car</li><li>Personal belongings up to £500</li></ul><div class="sb-choose">Choose Premier</div></div>
  </div>
  <p style="font:9pt Arial,sans-serif;margin:4pt 0">Last year you paid <b>£529.90</b> for Standard cover. Your Standard price has gone up by £33.85.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:8pt;font-family:Arial,sans-serif">
    <div class="sb-acc"><h3>&#9660; Your excesses (Standard)</h3><div><table style="width:100%">
      <tr><td>Compulsory excess</td><td class="r">£300</td></tr><tr><td>Voluntary excess</td><td class="r">£250</td></tr><tr><td><b>Total accidental damage excess</b></td><td class="r"><b>£550</b></td></tr>
      <tr><td>Windscreen replacement</td><td class="r">£115</td></tr></table></div></div>
    <div class="sb-acc"><h3>&#9660; Paying monthly</h3><div style="font-size:8.5pt">12 monthly payments of £51.53 by Direct Debit. Total amount payable £618.36, including interest of £54.61. Representative 19.9% APR (fixed). Annual price £563.75.</div></div>
  </div>
  <div class="sb-acc"><h3>&#9660; Your policy details</h3><div><dl>
    <dt>Policy number</dt><dd>SBM/77041853</dd><dt>Policyholder</dt><dd>Mr Tomasz Wiśniewski</dd><dt>Address</dt><dd>9 Larkspur Close, Reading RG2 8TW</dd>
    <dt>Car</dt><dd>Skoda Fabia 1.0 TSI SE, 2020</dd><dt>Registration</dt><dd>LN70 FWD</dd><dt>Car value</dt><dd>£9,800</dd>
    <dt>Drivers</dt><dd>Tomasz Wiśniewski (born 11/02/1986), Agnieszka Wiśniewska (born 30/07/1988)</dd>
    <dt>No claims discount</dt><dd>4 years</dd><dt>Use</dt><dd>Social, domestic and pleasure, and commuting</dd></dl></div></div>
  <div style="display:flex;gap:8pt;margin-top:8pt;font-family:Arial,sans-serif">
    <div style="flex:1;background:#4b2a0c;color:#fff;padding:8pt;border-radius:4pt"><b>Nectar</b><br><span style="font-size:8.5pt">Collect 1,500 Nectar points when you renew your car insurance online. Points are added within 60 days.</span></div>
    <div style="flex:1;border:1px solid #ddd;padding:8pt;border-radius:4pt;font-size:8.5pt"><b>Need help?</b><br>Call us on 0345 600 2418<br>Mon&ndash;Fri 8am&ndash;8pm, Sat 9am&ndash;5pm<br><span style="color:#f06c00">Ask Sam, our virtual assistant &rsaquo;</span></div>
  </div>
  <div style="text-align:right;margin-top:10pt"><span style="background:#f06c00;color:#fff;padding:5pt 16pt;border-radius:3pt;font:bold 10pt Arial,sans-serif">Continue with Standard &rsaquo;</span></div>
</div></div>
<div class="sb-foot">Sainsbury's Bank plc, Registered Office, 33 Charterhouse Street, London EC1M 6HA (registered in England and Wales, no. 3279730) is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register no. 184514). Sainsbury's Bank Car Insurance is arranged and administered by Sainsbury's Bank plc and underwritten by a panel of insurers; the insurer for your policy is named in your policy documents. Sainsbury's Supermarkets Ltd is an appointed representative of Sainsbury's Bank plc. Nectar is a registered trade mark of Nectar 360 Ltd.<br>Privacy &middot; Cookies &middot; Accessibility &middot; Security &middot; Complaints &middot; Site map</div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. People's Choice: Chrome's print of step 1 with 'Pay monthly' switched on, so the hero shows a monthly figure and
// the annual price sits underneath; the end of the current policy is the only date given for the switch-over.
const PEOPLES_CHOICE = `${printedBy('chrome', '28/11/2026, 22:06', "People's Choice - Your renewal", 'https://account.peopleschoice.co.uk/policies/car/PCD-M-51208736/renewal')}
<style>
.pc { font-family: Verdana, sans-serif; font-size: 9pt; color: #1d2b2e; }
.pc-head { background: #0e4d55; color: #fff; display: flex; justify-content: space-between; align-items: center; padding: 8pt 12pt; }
.pc-logo { font: bold 17pt Verdana, sans-serif; } .pc-logo span { color: #7fe0c4; }
.pc-head nav span { margin-left: 10pt; font-size: 8pt; }
.pc-step { display: flex; align-items: center; margin: 12pt 0 8pt; font-size: 8pt; }
.pc-step b { width: 16pt; height: 16pt; border-radius: 50%; background: #0e4d55; color: #fff; display: inline-flex; align-items: center; justify-content: center; margin-right: 4pt; }
.pc-step i { flex: 1; height: 2px; background: #cfdfe1; margin: 0 6pt; }
.pc-step .off b { background: #cfdfe1; color: #0e4d55; }
.pc-grid { display: grid; grid-template-columns: 1.4fr 1fr; gap: 12pt; }
.pc-hero { border: 2px solid #0e4d55; border-radius: 6pt; padding: 10pt 12pt; }
.pc-sw { display: flex; font-size: 8.5pt; border-radius: 4pt; overflow: hidden; border: 1px solid #0e4d55; width: fit-content; }
.pc-sw span { padding: 3pt 10pt; } .pc-sw .on { background: #0e4d55; color: #fff; font-weight: bold; }
.pc-month { font: bold 26pt Verdana, sans-serif; color: #0e4d55; margin-top: 6pt; }
.pc-side { background: #eef7f6; border-radius: 6pt; padding: 10pt; font-size: 8.5pt; }
.pc h2 { font-size: 11pt; color: #0e4d55; margin: 14pt 0 4pt; border-bottom: 1px solid #cfdfe1; padding-bottom: 2pt; }
.pc table.cmp { width: 100%; } .pc table.cmp td { border-bottom: 1px solid #e5eeee; }
.pc-two { display: grid; grid-template-columns: 1fr 1fr; gap: 12pt; }
.pc-add { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 8pt; }
.pc-add div { border: 1px dashed #7aa8ad; border-radius: 5pt; padding: 6pt; font-size: 8pt; }
.pc-fine { font-size: 6.8pt; color: #5f6f72; margin-top: 12pt; border-top: 1px solid #cfdfe1; padding-top: 4pt; }
</style>
<div class="pc">
<div class="pc-head"><div class="pc-logo">People's <span>Choice</span></div><nav><span>My policies</span><span>Payments</span><span>Documents</span><span>Make a claim</span><span>Help</span><span>Log out</span></nav></div>
<div style="font-size:7.5pt;color:#6d7e80;margin-top:6pt">My policies &gt; Car insurance &gt; Renewal</div>
<div class="pc-step"><span><b>1</b>Review</span><i></i><span class="off"><b>2</b>Extras</span><i></i><span class="off"><b>3</b>Pay</span></div>
<h1 style="font-size:14pt;margin:0 0 4pt">Hi Aled, here's your renewal price</h1>
<p style="margin:0 0 8pt">Your current policy ends at 23:59 on 06/01/2027. We'll renew it automatically unless you tell us not to, so there's nothing you need to do if you're happy.</p>
<div class="pc-grid">
  <div class="pc-hero">
    <div class="pc-sw"><span class="on">Pay monthly</span><span>Pay annually</span></div>
    <div class="pc-month">£41.97 <span style="font-size:11pt;font-weight:normal">a month</span></div>
    <div>after a first payment of £46.11, then 11 monthly payments</div>
    <div style="font-size:8pt;margin-top:6pt;color:#3d5356">Total amount payable £507.78, which includes £52.16 interest. Representative APR 29.9% (fixed).</div>
    <div style="margin-top:8pt;padding-top:6pt;border-top:1px solid #cfdfe1">Prefer to pay in one go? Your annual price is <b>£455.62</b>.</div>
  </div>
  <div class="pc-side"><b>Upgrade to Premier cover</b><br>Get a courtesy car for up to 21 days, motor legal protection and a lower windscreen excess, for £5.10 a month more.<br><span style="display:inline-block;margin-top:6pt;border:1px solid #0e4d55;padding:2pt 8pt;border-radius:4pt;color:#0e4d55">See Premier</span>
  <p style="margin:10pt 0 0"><b>Auto-renewal:</b> On<br><b>Quote valid until:</b> 06/01/2027<br><b>Quote ref:</b> 7730-4418-QR</p></div>
</div>
<h2>How your price compares</h2>
<table class="cmp"><tr><td>Annual price this year</td><td class="r"><b>£455.62</b></td></tr><tr><td>Annual price last year</td><td class="r">£431.08</td></tr><tr><td>Difference</td><td class="r">+£24.54</td></tr></table>
<div class="pc-two">
<div><h2>Your excess</h2><p style="margin:0">Your total excess for accident damage is <b>£500</b>. This is made up of a £350 compulsory excess and a £150 voluntary excess. For fire and theft claims it's also £500. If you claim for a new windscreen, you'll pay £120.</p></div>
<div><h2>Your policy</h2><table>
<tr><td>Policy number</td><td>PCD-M-51208736</td></tr><tr><td>Name</td><td>Mr Aled Prydderch</td></tr><tr><td>Cover</td><td>Comprehensive</td></tr>
<tr><td>Car</td><td>Kia Picanto 1.0 2 5dr (2019)</td></tr><tr><td>Registration</td><td>DY68 TMJ</td></tr><tr><td>No claims discount</td><td>3 years</td></tr><tr><td>Date of birth</td><td>17/09/1997</td></tr></table></div>
</div>
<h2>Add extras</h2>
<div class="pc-add">
  <div><b>Breakdown cover</b><br>UK roadside and recovery<br><b>£6.25 a month</b><br>[ Add ]</div>
  <div><b>Motor legal protection</b><br>Up to £100,000 legal costs<br><b>£2.15 a month</b><br>[ Add ]</div>
  <div><b>Key protect</b><br>Lost keys replaced<br><b>£1.60 a month</b><br>[ Add ]</div>
</div>
<div style="margin-top:10pt;text-align:right"><span style="background:#0e4d55;color:#fff;padding:5pt 16pt;border-radius:4pt;font-weight:bold">Continue</span></div>
<div style="margin-top:10pt;border:1px solid #cfdfe1;border-radius:6pt;padding:6pt;width:48%;margin-left:auto;font-size:8pt"><b>&#9679; Chat</b> &nbsp;Hi Aled! Any questions about your renewal? I'm here to help.</div>
<div class="pc-fine">People's Choice is a trading name of Hastings Insurance Services Limited, which is authorised and regulated by the Financial Conduct Authority (FRN 311492). Registered office: Conquest House, Collington Avenue, Bexhill-on-Sea, East Sussex TN39 3LW. Registered in England and Wales No. 3116518. Policies are underwritten by Advantage Insurance Company Limited. Privacy &middot; Cookies &middot; Accessibility &middot; Terms &middot; Complaints</div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. Mobilise Insurance: a broker's 'Download your renewal documents' page for a wheelchair-accessible vehicle, as
// its portal renders it to PDF (no browser margins). Accessibility toolbar, the underwriter named in the details,
// a premium table with last year's figure and a nil voluntary excess, instalments through a finance company.
const MOBILISE = `<style>
.mb { font-family: Verdana, sans-serif; font-size: 10pt; color: #111; }
.mb-bar { background: #222; color: #fff; font-size: 8pt; padding: 3pt 8pt; display: flex; justify-content: space-between; }
.mb-head { display: flex; justify-content: space-between; align-items: center; border-bottom: 4px solid #1a6b3a; padding: 8pt 0; }
.mb-logo { font: bold 20pt Verdana, sans-serif; color: #1a6b3a; } .mb-logo small { display: block; font-size: 8pt; color: #444; font-weight: normal; }
.mb-nav span { margin-left: 10pt; font-size: 9pt; text-decoration: underline; white-space: nowrap; }
.mb h1 { font-size: 16pt; margin: 10pt 0 6pt; }
.mb table.t { width: 100%; border: 1px solid #1a6b3a; }
.mb table.t th { background: #1a6b3a; color: #fff; padding: 4pt 6pt; }
.mb table.t td { border-bottom: 1px solid #cfe3d6; padding: 4pt 6pt; }
.mb-cols { display: grid; grid-template-columns: 1fr 1fr; gap: 12pt; margin-top: 10pt; }
.mb-panel { background: #eaf5ee; padding: 8pt 10pt; border-left: 5px solid #1a6b3a; }
.mb-add { display: flex; justify-content: space-between; align-items: center; border: 1px solid #bbb; padding: 5pt 8pt; margin-top: 5pt; font-size: 9pt; }
.mb-add span.b { border: 2px solid #1a6b3a; padding: 1pt 10pt; font-weight: bold; color: #1a6b3a; }
.mb-fine { font-size: 7pt; color: #444; margin-top: 12pt; border-top: 2px solid #1a6b3a; padding-top: 5pt; }
</style>
<div class="mb">
<div class="mb-bar"><span>Text size: A &nbsp;<b>A</b>&nbsp; <b style="font-size:10pt">A</b> &nbsp;|&nbsp; High contrast &nbsp;|&nbsp; Listen to this page</span><span>Customer area &middot; Signed in as Mrs J. Oyelaran</span></div>
<div class="mb-head"><div class="mb-logo">Mobilise<small>Insurance for adapted and wheelchair accessible vehicles</small></div>
<div class="mb-nav"><span>My policies</span><span>Renewal documents</span><span>Make a claim</span><span>Contact us</span><span>Sign out</span></div></div>
<h1>Your renewal invitation</h1>
<p style="margin:0">Dear Mrs Oyelaran, we have searched our panel of insurers and are pleased to offer you the renewal below. Renewal date: <b>09/12/2026</b>. Documents produced 18/11/2026 at 10:52.</p>
<div class="mb-cols">
<div><table class="t"><tr><th colspan="2">Policy</th></tr>
<tr><td>Policy number</td><td>MOB/PC/2276419</td></tr><tr><td>Client reference</td><td>OYE0147</td></tr>
<tr><td>Policyholder</td><td>Mrs Jumoke Oyelaran</td></tr><tr><td>Address</td><td>5 Sandringham Court, Wolverhampton WV6 9JP</td></tr>
<tr><td>Insurer</td><td>Covéa Insurance plc</td></tr><tr><td>Cover</td><td>Comprehensive</td></tr>
<tr><td>Period of cover</td><td>09/12/2026 to 08/12/2027</td></tr><tr><td>Use</td><td>Social, domestic and pleasure</td></tr></table></div>
<div><table class="t"><tr><th colspan="2">Vehicle</th></tr>
<tr><td>Registration</td><td>YF17 UHS</td></tr><tr><td>Vehicle</td><td>Volkswagen Caddy Maxi Life 2.0 TDI (WAV)</td></tr>
<tr><td>Adaptations</td><td>Rear ramp conversion, lowered floor, 4-point wheelchair tie-downs</td></tr>
<tr><td>Value of adaptations</td><td>£11,500</td></tr><tr><td>Vehicle value (incl. adaptations)</td><td>£16,400</td></tr>
<tr><td>Drivers</td><td>Mr Femi Oyelaran (carer), born 04/04/1969</td></tr><tr><td>MOT due</td><td>01/06/2027</td></tr></table></div>
</div>
<div class="mb-cols">
<div><table class="t"><tr><th colspan="2">Premium</th></tr>
<tr><td>Renewal premium (including Insurance Premium Tax at 12%)</td><td class="r"><b>£684.30</b></td></tr>
<tr><td>Previous premium</td><td class="r">£652.75</td></tr>
<tr><td>Increase</td><td class="r">£31.55</td></tr>
<tr><td>Our arrangement fee</td><td class="r">£0.00</td></tr>
<tr><td><b>Total premium payable</b></td><td class="r"><b>£684.30</b></td></tr></table></div>
<div><table class="t"><tr><th colspan="2">Excesses (accidental damage)</th></tr>
<tr><td>Compulsory excess</td><td class="r">£400</td></tr><tr><td>Voluntary excess</td><td class="r">Nil</td></tr>
<tr><td><b>Total excess</b></td><td class="r"><b>£400</b></td></tr><tr><td>Adaptation damage excess</td><td class="r">£100</td></tr>
<tr><td>Glass excess</td><td class="r">£75</td></tr></table></div>
</div>
<div class="mb-panel" style="margin-top:10pt"><b>Paying by instalments</b><br>Through Premium Credit Limited: a deposit of £68.43 followed by 9 monthly instalments of £72.18. Total amount payable £718.05, including a charge for credit of £33.75. Representative APR 11.9%. If you already pay by instalments, your plan will continue automatically.</div>
<h2 style="font-size:12pt;margin:12pt 0 2pt">Optional extras</h2>
<div class="mb-add"><span><b>Breakdown with wheelchair-accessible recovery</b> &ndash; UK and home start &ndash; £89.00</span><span class="b">Add</span></div>
<div class="mb-add"><span><b>Motor legal expenses</b> &ndash; up to £100,000 &ndash; £29.95</span><span class="b">Add</span></div>
<div class="mb-add"><span><b>Like-for-like WAV hire</b> after an accident &ndash; up to 21 days &ndash; £45.00</span><span class="b">Add</span></div>
<p style="margin-top:10pt">Your documents: Renewal schedule (PDF) &middot; Policy wording (PDF) &middot; Insurance Product Information Document (PDF) &middot; Statement of Fact (PDF) &middot; Terms of Business (PDF)</p>
<p>To renew or make changes call us on <b>0800 369 8590</b> (Mon&ndash;Fri 9am&ndash;7pm, Sat 9am&ndash;4pm) or use Live Chat.</p>
<div class="mb-fine">Mobilise Insurance is a trading name of Adrian Flux Insurance Services Group, which is authorised and regulated by the Financial Conduct Authority (Firm Reference Number 307219). Registered in England No. 2873766. Registered office: East Winch Hall, East Winch, King's Lynn, Norfolk PE32 1HN. We act on your behalf in arranging this insurance. Page printed from the Mobilise customer area, 18/11/2026.</div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 5. Go Skippy: Chrome's print of a budget insurer's renewal page, a 'Last year / This year' table that puts last
// year's start date and premium beside this year's, the cookie banner across the top, a tips panel.
const GO_SKIPPY = `${printedBy('chrome', '24/11/2026, 18:47', 'Your renewal - Go Skippy', 'https://myaccount.goskippy.com/renewal/GSK1093847')}
<style>
.gs { font-family: Arial, sans-serif; font-size: 9.5pt; color: #0f1f3d; }
.gs-cookie { background: #0f1f3d; color: #fff; padding: 7pt 10pt; font-size: 8pt; display: flex; justify-content: space-between; align-items: center; }
.gs-cookie b { background: #ffd200; color: #0f1f3d; padding: 2pt 8pt; border-radius: 3pt; margin-left: 6pt; }
.gs-head { display: flex; justify-content: space-between; align-items: center; padding: 8pt 0; }
.gs-logo { font: 900 20pt Arial, sans-serif; color: #0f1f3d; } .gs-logo span { background: #ffd200; padding: 0 4pt; border-radius: 3pt; }
.gs-nav span { margin-left: 11pt; font-size: 8.5pt; font-weight: bold; }
.gs-band { background: #ffd200; padding: 10pt 12pt; border-radius: 6pt; }
.gs-band h1 { margin: 0; font-size: 16pt; }
.gs-main { display: grid; grid-template-columns: 2fr 1fr; gap: 12pt; margin-top: 10pt; }
.gs table.cmp { width: 100%; border: 1px solid #d7dbe4; }
.gs table.cmp th { background: #0f1f3d; color: #fff; padding: 4pt 6pt; }
.gs table.cmp td { padding: 4pt 6pt; border-bottom: 1px solid #e6e9ef; }
.gs table.cmp td:nth-child(3) { background: #fff8d6; font-weight: bold; }
.gs-tips { background: #f1f3f7; border-radius: 6pt; padding: 8pt; font-size: 8.5pt; }
.gs-pay { border: 2px solid #0f1f3d; border-radius: 6pt; padding: 8pt 10pt; margin-top: 10pt; }
.gs-foot { background: #0f1f3d; color: #c9cfdc; font-size: 6.8pt; padding: 8pt; margin-top: 12pt; border-radius: 4pt; }
</style>
<div class="gs">
<div class="gs-cookie"><span>Cookies on Go Skippy. We use essential cookies to make our site work. With your permission we'd also like to use analytics cookies.</span><span style="white-space:nowrap"><b>Accept all</b><b>Reject non-essential</b></span></div>
<div class="gs-head"><div class="gs-logo"><span>Go</span> Skippy</div><div class="gs-nav"><span>My policy</span><span>Documents</span><span>Make a change</span><span>Claims</span><span>Help</span><span>Log out</span></div></div>
<div class="gs-band"><h1>G'day Connor &ndash; your renewal quote is ready</h1>Policy GSK1093847 &middot; Ford Puma 1.0 EcoBoost ST-Line &middot; BD21 KXM</div>
<div class="gs-main">
<div>
<table class="cmp"><tr><th></th><th>Last year</th><th>This year</th></tr>
<tr><td>Cover</td><td>Comprehensive</td><td>Comprehensive</td></tr>
<tr><td>Start date</td><td>21/12/2025</td><td>21/12/2026</td></tr>
<tr><td>Premium (inc. IPT)</td><td>£702.15</td><td>£748.92</td></tr>
<tr><td>Compulsory excess</td><td>£295</td><td>£295</td></tr>
<tr><td>Voluntary excess</td><td>£100</td><td>£100</td></tr>
<tr><td>Total excess</td><td>£395</td><td>£395</td></tr>
<tr><td>Drivers on the policy</td><td>2</td><td>2</td></tr>
<tr><td>No claims bonus</td><td>2 years</td><td>3 years</td></tr></table>
<p style="font-size:8.5pt">Your premium has gone up by £46.77. The excesses shown apply to accidental damage, fire and theft claims. Windscreen claims have a separate £120 excess; drivers under 25 pay an extra £300.</p>
<div class="gs-pay"><b style="font-size:11pt">Total to pay today: £748.92</b><br>Pay in full by card, or spread the cost: deposit £112.34 then 10 monthly payments of £70.06. Total amount payable £812.94 (interest £64.02). Representative APR 22.0%.
<div style="margin-top:6pt"><span style="background:#ffd200;padding:4pt 14pt;border-radius:4pt;font-weight:bold">Renew now</span> &nbsp; <span style="text-decoration:underline">Edit my details</span></div></div>
<h3 style="margin:12pt 0 4pt;font-size:10.5pt">Your details</h3>
<table><tr><td>Policyholder</td><td>Mr Connor Whitlock, 31 Harebell Way, Swindon SN25 2DQ</td></tr><tr><td>Named driver</td><td>Miss Ellie Whitlock, born 09/03/2003</td></tr>
<tr><td>Car value</td><td>£15,600</td></tr><tr><td>Annual mileage</td><td>10,000</td></tr><tr><td>Kept overnight</td><td>On the road outside home</td></tr><tr><td>MOT due</td><td>29/06/2027</td></tr></table>
</div>
<div>
<div class="gs-tips"><b>Skippy's tips</b><ul style="padding-left:12pt;margin:4pt 0"><li>Check your mileage &ndash; if you drive less than you told us, your price could come down.</li><li>Parking off the road overnight can lower your premium.</li></ul></div>
<div class="gs-tips" style="margin-top:8pt"><b>Extras</b><br>Legal expenses &ndash; £29.99 <u>Add</u><br>Breakdown, Roadside &ndash; £34.99 <u>Add</u><br>Courtesy car &ndash; £19.99 <u>Add</u><br><span style="color:#555">No extras added</span></div>
<div class="gs-tips" style="margin-top:8pt"><b>Need to talk?</b><br>0330 024 1179<br>Mon&ndash;Fri 9am&ndash;6pm</div>
</div>
</div>
<div class="gs-foot">Go Skippy is a trading name of Somerset Bridge Insurance Services Limited, which is authorised and regulated by the Financial Conduct Authority (FRN 477706). Registered in England and Wales, company number 07050412. Registered office: Lysander House, Catbrain Lane, Cribbs Causeway, Bristol BS10 7TQ. Terms &middot; Privacy &middot; Cookies &middot; Complaints</div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. Darwin: Safari's print of an app-style account page in dark colours. 'Next 12 months' and 'Previous 12 months'
// tiles, the price broken down before tax with the IPT added, excess chips, the current year's dates beside the new
// start.
const DARWIN = `${printedBy('safari', '29/11/2026, 07:58', 'Darwin | Your renewal', 'https://app.darwin.co.uk/account/policy/renewal')}
<style>
.dw { font-family: 'Helvetica Neue', Helvetica, sans-serif; font-size: 9.5pt; color: #f1ecf7; background: #241035; padding: 12pt 14pt; border-radius: 8pt; }
.dw-head { display: flex; justify-content: space-between; align-items: center; }
.dw-logo { font: bold 20pt 'Helvetica Neue', sans-serif; color: #c6f432; letter-spacing: 1px; }
.dw-head nav span { margin-left: 12pt; font-size: 8.5pt; color: #cbbbe0; }
.dw h1 { font-size: 18pt; margin: 14pt 0 2pt; color: #fff; }
.dw-tiles { display: grid; grid-template-columns: 1fr 1fr; gap: 10pt; margin-top: 10pt; }
.dw-tile { background: #34194c; border-radius: 8pt; padding: 10pt 12pt; }
.dw-tile .k { font-size: 8.5pt; color: #cbbbe0; } .dw-tile .v { font: bold 24pt 'Helvetica Neue', sans-serif; color: #fff; }
.dw-tile.main { border: 2px solid #c6f432; } .dw-tile.main .v { color: #c6f432; }
.dw-chip { display: inline-block; background: #4a2a66; border-radius: 10pt; padding: 3pt 10pt; margin: 3pt 4pt 0 0; font-size: 8.5pt; }
.dw h2 { font-size: 11pt; color: #c6f432; margin: 14pt 0 4pt; }
.dw table td { border-bottom: 1px solid #3f2458; color: #f1ecf7; }
.dw-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 14pt; }
.dw-add { display: flex; justify-content: space-between; background: #34194c; border-radius: 6pt; padding: 6pt 8pt; margin-top: 5pt; font-size: 8.5pt; }
.dw-fine { font-size: 6.8pt; color: #a996c0; margin-top: 12pt; }
</style>
<div class="dw">
<div class="dw-head"><div class="dw-logo">darwin</div><nav><span>Home</span><span>My policy</span><span>Documents</span><span>Claims</span><span>Help</span><span>Sign out</span></nav></div>
<h1>Your renewal, Priya</h1>
<div style="color:#cbbbe0">We've worked out your price for the next 12 months using the latest information about you, your car and the roads you drive.</div>
<div class="dw-tiles">
  <div class="dw-tile main"><div class="k">Next 12 months</div><div class="v">£389.64</div><div class="k">Your new policy starts 19 December 2026 at 00:01</div></div>
  <div class="dw-tile"><div class="k">Previous 12 months</div><div class="v">£362.10</div><div class="k">19/12/2025 &ndash; 18/12/2026</div></div>
</div>
<div class="dw-grid">
<div>
<h2>&#9662; Price breakdown</h2>
<table style="width:100%"><tr><td>Premium before tax</td><td class="r">£347.89</td></tr><tr><td>Insurance Premium Tax (12%)</td><td class="r">£41.75</td></tr><tr><td><b>Total for 12 months</b></td><td class="r"><b>£389.64</b></td></tr><tr><td>Change on last year</td><td class="r">+£27.54</td></tr></table>
<p style="font-size:8pt;color:#cbbbe0">Or pay monthly: 12 payments of £35.72. Total £428.64, including £39.00 interest. Representative APR 22.9% (fixed).</p>
<h2>&#9662; Your excess</h2>
<span class="dw-chip">Compulsory £250</span><span class="dw-chip">Voluntary £250</span><span class="dw-chip" style="background:#c6f432;color:#241035"><b>Total £500</b></span>
<p style="font-size:8pt;color:#cbbbe0">Applies to accidental damage, fire and theft. Glass: £100 to replace, £0 to repair.</p>
</div>
<div>
<h2>&#9662; Policy</h2>
<table style="width:100%"><tr><td>Policy number</td><td>DWN 0042 7718 3</td></tr><tr><td>Policyholder</td><td>Dr Priya Raghunathan</td></tr><tr><td>Cover</td><td>Comprehensive</td></tr>
<tr><td>Car</td><td>MG ZS EV Trophy Long Range</td></tr><tr><td>Reg</td><td>VU23 LCX</td></tr><tr><td>Value</td><td>£18,900</td></tr><tr><td>Mileage</td><td>7,500 a year</td></tr><tr><td>Home</td><td>Headingley, Leeds LS6 3HN</td></tr></table>
<h2>Extras</h2>
<div class="dw-add"><span>Motor Legal Protection</span><span>£24.00 &nbsp;<b style="color:#c6f432">+ Add</b></span></div>
<div class="dw-add"><span>Breakdown by Green Flag</span><span>£45.00 &nbsp;<b style="color:#c6f432">+ Add</b></span></div>
<div class="dw-add"><span>Guaranteed hire car</span><span>£28.00 &nbsp;<b style="color:#c6f432">+ Add</b></span></div>
</div></div>
<div style="margin-top:12pt;display:flex;justify-content:space-between;align-items:center"><span style="background:#c6f432;color:#241035;padding:5pt 16pt;border-radius:14pt;font-weight:bold">Renew my policy</span><span style="background:#4a2a66;padding:5pt 10pt;border-radius:14pt;font-size:8.5pt">&#9679; Chat &ndash; usually replies in 2 minutes</span></div>
<div class="dw-fine">Darwin is a trading name of U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980. U K Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register No. 202810). Privacy &middot; Cookies &middot; Accessibility</div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 7. Policy Expert: Chrome's print over two pages. Tabs, a renewal summary table, an excess table by claim type, and
// in the account column the driver's other car, renewing in the summer.
const POLICY_EXPERT = `${printedBy('chrome', '26/11/2026, 13:22', 'Renewal summary | My Account | Policy Expert', 'https://my.policyexpert.co.uk/car/PEM-0619283/renewal')}
<style>
.pe { font-family: Arial, sans-serif; font-size: 9.5pt; color: #222; }
.pe-head { display: flex; justify-content: space-between; align-items: center; border-bottom: 1px solid #ddd; padding-bottom: 6pt; }
.pe-logo { font: bold 17pt Arial, sans-serif; color: #00205b; } .pe-logo span { color: #e5007d; }
.pe-head nav span { margin-left: 12pt; font-size: 8.5pt; }
.pe-tabs { display: flex; border-bottom: 2px solid #00205b; margin-top: 10pt; }
.pe-tabs span { padding: 4pt 12pt; font-size: 9pt; color: #555; } .pe-tabs span.on { background: #00205b; color: #fff; font-weight: bold; }
.pe-main { display: grid; grid-template-columns: 2.2fr 1fr; gap: 14pt; margin-top: 10pt; }
.pe table.sum { width: 100%; } .pe table.sum td { padding: 5pt 6pt; border-bottom: 1px solid #e2e2e2; }
.pe table.sum td:first-child { width: 45%; color: #555; }
.pe table.ex { width: 100%; margin-top: 4pt; } .pe table.ex th { background: #eef1f7; padding: 4pt 6pt; }
.pe table.ex td { padding: 3pt 6pt; border-bottom: 1px solid #eee; }
.pe-box { border: 1px solid #dde2ee; border-radius: 4pt; padding: 8pt; margin-bottom: 8pt; font-size: 8.5pt; }
.pe h2 { font-size: 12pt; color: #00205b; margin: 12pt 0 4pt; }
</style>
<div class="pe">
<div class="pe-head"><div class="pe-logo">Policy<span>Expert</span></div><nav><span>Home</span><span>Car</span><span><b>My account</b></span><span>Claims</span><span>Contact</span><span>Log out</span></nav></div>
<div style="font-size:7.5pt;color:#888;margin-top:6pt">My account / Car policy PEM-0619283 / Renewal</div>
<div class="pe-tabs"><span class="on">Summary</span><span>Your details</span><span>Documents</span><span>Payments</span></div>
<div class="pe-main">
<div>
<h2>Renewal summary</h2>
<table class="sum">
<tr><td>Renewal date</td><td>02/01/2027</td></tr>
<tr><td>Policy number</td><td>PEM-0619283</td></tr>
<tr><td>Policyholder</td><td>Mrs Hannah Abernethy-Cole</td></tr>
<tr><td>Cover type</td><td>Comprehensive</td></tr>
<tr><td>Car</td><td>Toyota Yaris 1.5 Hybrid Design, EA22 RLV</td></tr>
<tr><td>Annual premium</td><td><b>£659.05</b> (including Insurance Premium Tax at 12%)</td></tr>
<tr><td>Last year's premium</td><td>£617.40</td></tr>
<tr><td>Difference</td><td>+£41.65</td></tr>
<tr><td>Payment method</td><td>Monthly Direct Debit (continues automatically)</td></tr>
</table>
<p style="font-size:8.5pt">Paying monthly: a deposit of £65.91, then 11 monthly payments of £57.34. Total amount payable £696.65, including a credit charge of £37.60. Representative APR 13.9% (fixed). Your instalments are provided by Close Brothers Premium Finance.</p>
<h2>Your excesses</h2>
<table class="ex"><tr><th>Claim type</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
<tr><td>Accidental damage</td><td class="r">£350</td><td class="r">£200</td><td class="r">£550</td></tr>
<tr><td>Fire and theft</td><td class="r">£350</td><td class="r">£200</td><td class="r">£550</td></tr>
<tr><td>Windscreen replacement</td><td class="r">£115</td><td class="r">&ndash;</td><td class="r">£115</td></tr>
<tr><td>Driver under 25 (additional)</td><td class="r">£300</td><td class="r">&ndash;</td><td class="r">£300</td></tr></table>
</div>
<div>
<div class="pe-box"><b>Your policies</b><br><br>Car &middot; EA22 RLV<br><span style="color:#e5007d">Renewal due 02/01/2027</span><br><br>Car &middot; AV16 NHE<br>Renews 14/07/2027<br><br>Home<br>Renews 03/05/2027</div>
<div class="pe-box" style="background:#fff0f7;border-color:#f7c4de"><b>Add home insurance and save 10%</b><br>Multi-policy customers save 10% on their home insurance premium. <u>Get a quote</u></div>
<div class="pe-box"><b>Rated Excellent</b><br>&#9733;&#9733;&#9733;&#9733;&#9733; 4.8 out of 5 from 61,200 reviews</div>
<div class="pe-box"><b>Talk to us</b><br>0330 088 6517<br>Mon&ndash;Fri 8am&ndash;8pm, Sat 9am&ndash;5pm<br>or use our chat</div>
</div></div>
<div style="break-before:page"></div>
<div class="pe-tabs"><span>Summary</span><span class="on">Your details</span><span>Documents</span><span>Payments</span></div>
<h2>&#9662; Drivers</h2>
<table class="sum"><tr><td>Main driver</td><td>Hannah Abernethy-Cole, born 12/12/1979, full UK licence since 1998, retail manager</td></tr>
<tr><td>Named driver</td><td>Iain Abernethy-Cole, born 05/05/1977, full UK licence since 1995</td></tr><tr><td>Claims and convictions</td><td>None in the last 5 years</td></tr></table>
<h2>&#9662; Car</h2>
<table class="sum"><tr><td>Registration</td><td>EA22 RLV</td></tr><tr><td>Make and model</td><td>Toyota Yaris 1.5 Hybrid Design 5dr Auto</td></tr><tr><td>First registered</td><td>14/04/2022</td></tr>
<tr><td>Estimated value</td><td>£16,250</td></tr><tr><td>MOT due</td><td>14/04/2027</td></tr><tr><td>Annual mileage</td><td>8,000</td></tr><tr><td>Kept overnight</td><td>In a locked garage, Colchester CO3 4RP</td></tr></table>
<h2>&#9662; What's included</h2>
<p style="font-size:8.5pt;margin:0">Courtesy car while yours is being repaired by our approved repairer &middot; Windscreen cover &middot; Personal belongings up to £250 &middot; Misfuelling cover &middot; European cover up to 90 days. Motor Legal Protection is not included: add it for £21.99.</p>
<p style="font-size:6.8pt;color:#777;border-top:1px solid #ddd;padding-top:4pt;margin-top:14pt">Policy Expert is a trading name of QMetric Group Limited, which is authorised and regulated by the Financial Conduct Authority (Firm Reference Number 565314). Registered in England and Wales No. 07045825. Registered office: 110 Bishopsgate, London EC2N 4AY. Privacy policy &middot; Cookie policy &middot; Accessibility &middot; Complaints.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. Budget Insurance: Chrome's print of 'My Budget' over two pages. A hero 'Renew now for' button, the policy's end
// at midnight, a three-year premium history table, add-on tiles, and the documents list on page 2.
const BUDGET = `${printedBy('chrome', '16/11/2026, 11:35', 'My Budget - Renewal', 'https://my.budgetinsurance.com/policy/BUD-MTR-3058812/renew')}
<style>
.bu { font-family: Tahoma, Verdana, sans-serif; font-size: 9.5pt; color: #12284c; }
.bu-head { background: #12284c; color: #fff; display: flex; justify-content: space-between; align-items: center; padding: 6pt 10pt; }
.bu-logo { font: bold 18pt Tahoma, sans-serif; } .bu-logo span { color: #ff8a00; }
.bu-head nav span { margin-left: 10pt; font-size: 8.5pt; }
.bu-hero { background: linear-gradient(90deg, #ff8a00, #ffb347); color: #12284c; padding: 12pt; border-radius: 0 0 8pt 8pt; display: flex; justify-content: space-between; align-items: center; }
.bu-hero h1 { margin: 0; font-size: 15pt; }
.bu-cta { background: #12284c; color: #fff; padding: 7pt 14pt; border-radius: 5pt; font-weight: bold; font-size: 12pt; }
.bu-cols { display: grid; grid-template-columns: 1fr 1fr; gap: 12pt; margin-top: 10pt; }
.bu-card { border: 1px solid #c9d3e3; border-radius: 6pt; padding: 8pt 10pt; }
.bu-card h2 { font-size: 10.5pt; margin: 0 0 4pt; color: #12284c; }
.bu dl { display: grid; grid-template-columns: 45% 55%; margin: 0; } .bu dt { color: #51617d; padding: 1.5pt 0; } .bu dd { margin: 0; padding: 1.5pt 0; }
.bu table.h { width: 100%; } .bu table.h th { border-bottom: 2px solid #12284c; } .bu table.h td { border-bottom: 1px solid #e1e6ef; }
.bu-tiles { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8pt; margin-top: 6pt; }
.bu-tiles div { border: 1px solid #c9d3e3; border-radius: 6pt; padding: 6pt; font-size: 8.5pt; text-align: center; }
.bu-tiles b.p { display: block; font-size: 12pt; margin: 3pt 0; }
.bu-tiles span { display: inline-block; border: 1px solid #ff8a00; color: #c96a00; border-radius: 4pt; padding: 1pt 10pt; }
</style>
<div class="bu">
<div class="bu-head"><div class="bu-logo">Budget<span>.</span></div><nav><span>My policies</span><span>Documents</span><span>Make a change</span><span>Make a claim</span><span>Help &amp; support</span><span>Log out</span></nav></div>
<div class="bu-hero"><div><h1>Your car insurance is due for renewal</h1>Your policy expires at midnight on 10 December 2026. Renew online in a couple of minutes.</div><div class="bu-cta">Renew now for £534.27</div></div>
<div class="bu-cols">
<div class="bu-card"><h2>Your policy</h2><dl>
<dt>Policy number</dt><dd>BUD/MTR/3058812</dd><dt>Policyholder</dt><dd>Mr Gareth Lloyd-Price</dd><dt>Address</dt><dd>47 Marigold Avenue, Wrexham LL13 9BN</dd>
<dt>Cover</dt><dd>Comprehensive</dd><dt>Renewal documents issued</dt><dd>12/11/2026</dd><dt>Customer since</dt><dd>2021</dd></dl></div>
<div class="bu-card"><h2>Your car</h2><dl>
<dt>Registration</dt><dd>HG15 NMB</dd><dt>Make and model</dt><dd>Honda Jazz 1.3 i-VTEC EX</dd><dt>Year</dt><dd>2015</dd><dt>Value</dt><dd>£5,400</dd><dt>Mileage</dt><dd>5,000 a year</dd><dt>MOT due</dt><dd>30/08/2027</dd></dl></div>
</div>
<div class="bu-cols">
<div class="bu-card"><h2>Your premium history</h2><table class="h"><tr><th>Policy year</th><th class="r">Annual premium</th></tr>
<tr><td>2024 &ndash; 2025</td><td class="r">£471.90</td></tr><tr><td>2025 &ndash; 2026</td><td class="r">£498.66</td></tr><tr><td><b>2026 &ndash; 2027 (your renewal)</b></td><td class="r"><b>£534.27</b></td></tr></table>
<p style="font-size:8pt;margin:4pt 0 0">All premiums include Insurance Premium Tax. Your renewal premium is £35.61 more than last year.</p></div>
<div class="bu-card"><h2>Your excesses</h2><dl><dt>Compulsory excess</dt><dd>£250</dd><dt>Voluntary excess</dt><dd>£250</dd><dt><b>Total excess</b></dt><dd><b>£500</b></dd><dt>Windscreen</dt><dd>£90 (repair £10)</dd></dl>
<p style="font-size:8pt;margin:4pt 0 0">Your total excess is what you pay towards a claim for damage to your car, or for fire or theft.</p></div>
</div>
<div class="bu-card" style="margin-top:10pt"><h2>Protect yourself further</h2>
<div class="bu-tiles">
<div>Breakdown &ndash; Roadside<b class="p">£39.99</b><span>Add</span></div>
<div>Motor Legal Protection<b class="p">£22.99</b><span>Add</span></div>
<div>Personal Accident<b class="p">£14.99</b><span>Add</span></div>
<div>Replacement Car<b class="p">£27.99</b><span>Add</span></div></div></div>
<div class="bu-card" style="margin-top:10pt"><h2>How to pay</h2>Pay in full: <b>£534.27</b>. Or by monthly Direct Debit: first payment £89.04, then 9 payments of £55.63. Total amount payable £589.71, which includes interest of £55.44. Representative APR 27.4% (variable).</div>
<div style="break-before:page"></div>
<div class="bu-card"><h2>Your renewal documents</h2>
<table class="h"><tr><th>Document</th><th>Issued</th><th></th></tr>
<tr><td>Renewal invitation and schedule</td><td>12/11/2026</td><td>Download PDF</td></tr><tr><td>Statement of Fact</td><td>12/11/2026</td><td>Download PDF</td></tr>
<tr><td>Certificate of Motor Insurance (valid from 11/12/2026)</td><td>available once renewed</td><td></td></tr><tr><td>Policy booklet (version 11.2)</td><td>01/06/2026</td><td>Download PDF</td></tr>
<tr><td>Insurance Product Information Document</td><td>01/06/2026</td><td>Download PDF</td></tr></table></div>
<div class="bu-card" style="margin-top:10pt"><h2>Questions about your renewal?</h2>Call us on 0330 024 6722, Mon&ndash;Fri 8am&ndash;8pm, Sat 9am&ndash;5pm. If you don't want to renew, please tell us before 10 December 2026.</div>
<p style="font-size:7pt;color:#51617d;margin-top:12pt">Budget Insurance is a trading name of BISL Limited. BISL Limited is authorised and regulated by the Financial Conduct Authority (FRN 309361). Registered in England No. 3231094. Registered office: Pegasus House, Bakewell Road, Orton Southgate, Peterborough PE2 6YS. Privacy &middot; Cookies &middot; Accessibility &middot; Complaints &middot; Site map. &copy; BISL Limited 2026.</p>
<div style="background:#12284c;color:#fff;padding:6pt 10pt;font-size:8pt;border-radius:4pt">This site uses cookies. By continuing to browse you agree to our use of cookies. &nbsp;<b>OK</b> &nbsp; <u>Find out more</u></div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 9. Prima: Chrome's print of 'Choose your cover for 2027'. Three cover cards side by side with the middle one
// selected as the current cover, each with its own price; last year's figure and the excess under them; 0% monthly.
const PRIMA = `${printedBy('chrome', '25/11/2026, 16:03', 'Prima - Renew your policy', 'https://www.prima.co.uk/area-clienti/renewal?policy=P-UK-00731264')}
<style>
.pr { font-family: 'Segoe UI', Arial, sans-serif; font-size: 9.5pt; color: #1b1b3a; }
.pr-head { display: flex; justify-content: space-between; align-items: center; padding: 6pt 0 8pt; border-bottom: 1px solid #e4e4f0; }
.pr-logo { font: bold 20pt Arial, sans-serif; color: #5b2bd6; letter-spacing: -1px; }
.pr-head nav span { margin-left: 12pt; font-size: 8.5pt; }
.pr h1 { font-size: 17pt; margin: 12pt 0 2pt; }
.pr-cards { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 10pt; margin-top: 12pt; }
.pr-card { border: 1px solid #dcdcee; border-radius: 10pt; padding: 10pt; }
.pr-card.sel { border: 2px solid #5b2bd6; background: #f6f2ff; }
.pr-card h3 { margin: 0 0 4pt; font-size: 11pt; }
.pr-card .p { font: bold 19pt Arial, sans-serif; color: #1b1b3a; } .pr-card .p small { font-size: 8.5pt; font-weight: normal; }
.pr-card ul { padding-left: 12pt; font-size: 8pt; margin: 6pt 0; }
.pr-tag { display: inline-block; font-size: 7.5pt; background: #5b2bd6; color: #fff; padding: 1pt 6pt; border-radius: 8pt; }
.pr-btn { text-align: center; border-radius: 16pt; padding: 3pt; border: 1px solid #5b2bd6; color: #5b2bd6; font-size: 8.5pt; }
.pr-btn.on { background: #5b2bd6; color: #fff; }
.pr-row { display: grid; grid-template-columns: 1fr 1fr; gap: 12pt; margin-top: 12pt; }
.pr-box { background: #f7f7fb; border-radius: 8pt; padding: 8pt 10pt; }
.pr-box h2 { font-size: 10.5pt; margin: 0 0 4pt; }
.pr table td { border-bottom: 1px solid #e4e4f0; }
</style>
<div class="pr">
<div class="pr-head"><div class="pr-logo">prima</div><nav><span>My policies</span><span>Documents</span><span>Claims</span><span>Help centre</span><span>Profile</span><span>Log out</span></nav></div>
<div style="font-size:7.5pt;color:#8a8aa8;margin-top:5pt">Reserved area &rsaquo; My policies &rsaquo; Car &rsaquo; Renewal</div>
<h1>Choose your cover for 2027</h1>
<div>Your new policy will start on <b>28 December 2026</b>. We've kept the cover you have now selected; you can change it below.</div>
<div class="pr-cards">
<div class="pr-card"><h3>Third Party, Fire &amp; Theft</h3><div class="p">£518.60 <small>/year</small></div><ul><li>Damage to other people's cars and property</li><li>Fire and theft of your car</li><li>No cover for damage to your car</li></ul><div class="pr-btn">Select</div></div>
<div class="pr-card sel"><span class="pr-tag">Your current cover</span><h3>Comprehensive</h3><div class="p">£587.43 <small>/year</small></div><ul><li>Everything in Third Party, Fire &amp; Theft</li><li>Accidental damage to your car</li><li>Windscreen cover</li></ul><div class="pr-btn on">&#10003; Selected</div></div>
<div class="pr-card"><h3>Comprehensive Plus</h3><div class="p">£652.91 <small>/year</small></div><ul><li>Everything in Comprehensive</li><li>Courtesy car, any repairer</li><li>Motor legal protection</li></ul><div class="pr-btn">Select</div></div>
</div>
<p style="font-size:8.5pt;margin:6pt 0 0">All prices are for 12 months and include Insurance Premium Tax. You paid <b>£561.18</b> for Comprehensive last year, so your price has gone up by £26.25.</p>
<div class="pr-row">
<div class="pr-box"><h2>Your excess (Comprehensive)</h2><table style="width:100%"><tr><td>Compulsory</td><td class="r">£300</td></tr><tr><td>Voluntary</td><td class="r">£0 &ndash; none chosen</td></tr><tr><td><b>Total</b></td><td class="r"><b>£300</b></td></tr></table>
<div style="font-size:8pt;margin-top:4pt">Under 25s or drivers with less than 2 years' licence add £250.</div></div>
<div class="pr-box"><h2>Pay monthly at 0%</h2>No interest, no fees: a first payment of £48.98 and 11 monthly payments of £48.95. Total £587.43 (0% APR).<br><br><b>Pay once:</b> £587.43</div>
</div>
<div class="pr-row">
<div class="pr-box"><h2>Your policy</h2><table style="width:100%"><tr><td>Policy number</td><td>P-UK-00731264</td></tr><tr><td>Holder</td><td>Mr Luca Benedetti-Shaw</td></tr><tr><td>Car</td><td>Fiat 500 1.0 Mild Hybrid Dolcevita (2021)</td></tr><tr><td>Plate</td><td>FJ71 HWO</td></tr><tr><td>Value</td><td>£9,150</td></tr><tr><td>Postcode</td><td>BS7 8PL</td></tr><tr><td>Policy expires</td><td>27/12/2026</td></tr></table></div>
<div class="pr-box"><h2>Add-ons</h2><table style="width:100%"><tr><td>Breakdown assistance</td><td class="r">£38.00 &nbsp;<b>Add</b></td></tr><tr><td>Legal protection</td><td class="r">£19.00 &nbsp;<b>Add</b></td></tr><tr><td>Driver injury cover</td><td class="r">£12.00 &nbsp;<b>Add</b></td></tr><tr><td>Key cover</td><td class="r">£15.00 &nbsp;<b>Add</b></td></tr></table></div>
</div>
<div style="display:flex;justify-content:space-between;align-items:center;margin-top:12pt"><span style="font-size:8.5pt">Questions? Chat with us in the app or call 0330 818 4412.</span><span style="background:#5b2bd6;color:#fff;padding:5pt 18pt;border-radius:16pt;font-weight:bold">Continue</span></div>
<p style="font-size:6.8pt;color:#77779a;border-top:1px solid #e4e4f0;margin-top:12pt;padding-top:4pt">Prima is a trading name of Prima UK Services Limited, an intermediary authorised and regulated by the Financial Conduct Authority (FRN 967554). Registered in England and Wales, company number 13827761. Registered office: 10 York Road, London SE1 7ND. Your policy is underwritten by Great Lakes Insurance UK Limited. Privacy &middot; Cookies &middot; Complaints</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 10. Waitrose: Firefox's print, serif and sage green, every accordion open, over two pages. Legal cover and a
// courtesy car in both years' prices; monthly figure beside the annual.
const WAITROSE = `${printedBy('firefox', '28/11/2026, 17:12', 'Your renewal quote | Waitrose & Partners Car Insurance', 'https://insurance.waitrose.com/myaccount/car/renewal')}
<style>
.wt { font-family: Georgia, 'Times New Roman', serif; font-size: 10pt; color: #26332b; }
.wt-head { text-align: center; border-bottom: 1px solid #7a9a83; padding-bottom: 6pt; }
.wt-logo { font: 22pt Georgia, serif; letter-spacing: 2px; color: #3f5f48; } .wt-logo small { display: block; font-size: 8pt; letter-spacing: 3px; }
.wt-nav { text-align: center; font: 8.5pt Arial, sans-serif; padding: 5pt 0; border-bottom: 1px solid #d9e3dc; }
.wt-nav span { margin: 0 8pt; }
.wt h1 { font-weight: normal; font-size: 18pt; text-align: center; margin: 12pt 0 4pt; }
.wt-price { display: grid; grid-template-columns: 1fr 1fr; border: 1px solid #7a9a83; margin: 10pt 30pt; }
.wt-price div { padding: 10pt; text-align: center; } .wt-price div + div { border-left: 1px solid #7a9a83; background: #f3f7f4; }
.wt-price .n { font-size: 22pt; color: #3f5f48; }
.wt-acc { border-top: 1px solid #b9cbbf; padding: 6pt 0; }
.wt-acc h2 { font: bold 11pt Georgia, serif; margin: 0 0 4pt; color: #3f5f48; }
.wt-acc table { width: 100%; font-size: 9.5pt; } .wt-acc td { border-bottom: 1px dotted #c9d6cd; }
</style>
<div class="wt">
<div style="font:7.5pt Arial,sans-serif;text-align:right;color:#666">Signed in as Mrs E. Farquharson &middot; <u>Sign out</u></div>
<div class="wt-head"><div class="wt-logo">WAITROSE<small>&amp; PARTNERS &middot; CAR INSURANCE</small></div></div>
<div class="wt-nav"><span>My policies</span><span>Documents</span><span>Make a claim</span><span>Payments</span><span>Help</span><span>Sign out</span></div>
<h1>Your renewal quote</h1>
<p style="text-align:center;margin:0">Your policy renews on <b>8 January 2027</b>. Your cover will continue unless you tell us otherwise.</p>
<div class="wt-price"><div>Annual premium<div class="n">£912.36</div>including Insurance Premium Tax</div><div>or pay monthly<div class="n">£84.79</div>12 payments by Direct Debit</div></div>
<p style="text-align:center;font-size:8.5pt;margin:0 0 8pt">Monthly: total amount payable £1,017.48, including interest of £105.12. Representative APR 22.9% (variable).</p>
<div class="wt-acc"><h2>&#8722; Your premium</h2><table>
<tr><td>This year's premium</td><td class="r">£912.36</td></tr><tr><td>Last year's premium</td><td class="r">£874.50</td></tr><tr><td>Change</td><td class="r">up £37.86</td></tr></table>
<p style="font-size:8.5pt;margin:4pt 0 0">Both prices include Motor Legal Protection and a courtesy car, which come as standard with your policy.</p></div>
<div class="wt-acc"><h2>&#8722; Your excesses</h2><table>
<tr><td>Compulsory excess</td><td class="r">£200</td></tr><tr><td>Voluntary excess</td><td class="r">£300</td></tr><tr><td>Total excess for accidental damage, fire and theft</td><td class="r">£500</td></tr>
<tr><td>Windscreen replacement (repair free of charge)</td><td class="r">£75</td></tr></table></div>
<div class="wt-acc"><h2>&#8722; Your car</h2><table>
<tr><td>Registration</td><td class="r">SN67 BGD</td></tr><tr><td>Make and model</td><td class="r">Volvo XC60 D4 Momentum Pro AWD</td></tr><tr><td>Year of manufacture</td><td class="r">2017</td></tr>
<tr><td>Estimated value</td><td class="r">£17,750</td></tr><tr><td>Kept overnight</td><td class="r">Private driveway, Edinburgh EH10 5QW</td></tr><tr><td>MOT due</td><td class="r">09/10/2027</td></tr></table></div>
<div class="wt-acc"><h2>&#8722; Your policy</h2><table>
<tr><td>Policy number</td><td class="r">WCI 7720 1459</td></tr><tr><td>Policyholder</td><td class="r">Mrs Elspeth Farquharson</td></tr><tr><td>Cover</td><td class="r">Comprehensive</td></tr>
<tr><td>Period of insurance</td><td class="r">08/01/2027 &ndash; 07/01/2028</td></tr><tr><td>No claims discount</td><td class="r">9+ years (protected)</td></tr>
<tr><td>Other drivers</td><td class="r">Mr Hamish Farquharson, born 21/06/1958</td></tr><tr><td>myWaitrose member number</td><td class="r">9826 4410 7735 018</td></tr></table></div>
<div class="wt-acc"><h2>&#8722; Optional extras</h2><table>
<tr><td>Breakdown cover: Roadside, Recovery and At Home</td><td class="r">£89.00 &nbsp;[Add]</td></tr><tr><td>Key cover</td><td class="r">£24.00 &nbsp;[Add]</td></tr><tr><td>Excess protection, up to £500</td><td class="r">£39.00 &nbsp;[Add]</td></tr></table></div>
<div style="border:1px solid #7a9a83;padding:8pt;margin-top:8pt;font-size:9pt;background:#f3f7f4"><b>A little thank you</b><br>As a myWaitrose member renewing online, you'll receive a £20 Waitrose &amp; Partners gift card within 30 days of your renewal date.</div>
<p style="font:7pt Arial,sans-serif;color:#5f6d64;border-top:1px solid #7a9a83;padding-top:5pt;margin-top:12pt">Waitrose &amp; Partners Car Insurance is arranged and administered by John Lewis Financial Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 466720), and underwritten by Covéa Insurance plc. Registered office: 1 Drummond Gate, Pimlico, London SW1V 2QQ. Questions? Call 0800 024 8014. Accessibility &middot; Privacy &middot; Cookies &middot; Terms &middot; Complaints</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. HSBC: Chrome's print of online banking's insurance page. The bank's own menu and 'Log off', a left-hand
// products list, two cover cards (the dearer one the driver's current cover), the excess as a sum in one line.
const HSBC = `${printedBy('chrome', '22/11/2026, 19:30', 'Car insurance renewal | HSBC UK', 'https://www.hsbc.co.uk/online/dashboard/insurance/car/renewal')}
<style>
.hs { font-family: Arial, sans-serif; font-size: 9.5pt; color: #333; }
.hs-top { display: flex; justify-content: space-between; align-items: center; border-bottom: 1px solid #ccc; padding-bottom: 6pt; }
.hs-logo { display: flex; align-items: center; gap: 6pt; font: bold 15pt Arial, sans-serif; }
.hs-hex { width: 22pt; height: 14pt; background: linear-gradient(90deg, #db0011 50%, #fff 50%); border: 1px solid #db0011; }
.hs-top nav span { margin-left: 12pt; font-size: 8.5pt; }
.hs-logoff { background: #db0011; color: #fff; padding: 3pt 10pt; font-weight: bold; }
.hs-menu { background: #f3f3f3; font-size: 8.5pt; padding: 5pt 8pt; margin-top: 4pt; }
.hs-menu span { margin-right: 14pt; }
.hs-body { display: grid; grid-template-columns: 34mm 1fr; gap: 12pt; margin-top: 10pt; }
.hs-left div { padding: 4pt 0; border-bottom: 1px solid #e5e5e5; font-size: 8.5pt; }
.hs-left .on { border-left: 3px solid #db0011; padding-left: 4pt; font-weight: bold; }
.hs h1 { font: 300 17pt Arial, sans-serif; margin: 0 0 6pt; }
.hs-cards { display: grid; grid-template-columns: 1fr 1fr; gap: 10pt; }
.hs-card { border: 1px solid #bbb; padding: 10pt; }
.hs-card.cur { border-top: 4px solid #db0011; }
.hs-card .p { font: bold 20pt Arial, sans-serif; }
.hs-card ul { padding-left: 12pt; font-size: 8.5pt; margin: 6pt 0; }
.hs h2 { font-size: 11pt; margin: 12pt 0 4pt; border-bottom: 1px solid #ddd; padding-bottom: 2pt; }
.hs dl { display: grid; grid-template-columns: 40% 60%; margin: 0; } .hs dt { color: #666; padding: 1.5pt 0; } .hs dd { margin: 0; padding: 1.5pt 0; }
</style>
<div class="hs">
<div class="hs-top"><div class="hs-logo"><span class="hs-hex"></span>HSBC UK</div><nav><span>Messages (1)</span><span>Help</span><span>Mr Nathaniel Osei-Bonsu</span><span class="hs-logoff">Log off</span></nav></div>
<div class="hs-menu"><span>My accounts</span><span>Payments &amp; transfers</span><span>Products &amp; services</span><span><b>Insurance</b></span><span>Financial wellbeing</span></div>
<div class="hs-body">
<div class="hs-left"><div>Insurance overview</div><div class="on">Car insurance</div><div>Home insurance</div><div>Travel insurance</div><div>Life cover</div><div>Documents</div><div>Make a claim</div></div>
<div>
<div style="font-size:7.5pt;color:#888;margin-bottom:4pt">Insurance &gt; Car insurance &gt; Renew</div>
<h1>Your car insurance renewal</h1>
<p style="margin:0 0 8pt">Your cover renews on <b>31 December 2026</b>. Here are your prices for the next 12 months. You're currently on Premier cover and we've kept it selected.</p>
<div class="hs-cards">
<div class="hs-card"><b>HSBC Car Insurance</b><br><span style="font-size:8.5pt">Standard</span><div class="p">£472.15</div><span style="font-size:8pt">a year including IPT</span><ul><li>Comprehensive cover</li><li>Courtesy car from our repairers</li><li>Personal belongings up to £200</li></ul><div style="border:1px solid #333;text-align:center;padding:3pt">Switch to Standard</div></div>
<div class="hs-card cur"><b>HSBC Car Insurance</b><br><span style="font-size:8.5pt">Premier &middot; <b style="color:#db0011">Your current cover</b></span><div class="p">£598.40</div><span style="font-size:8pt">a year including IPT</span><ul><li>Comprehensive cover</li><li>Motor legal protection included</li><li>Hire car for up to 28 days</li><li>Personal belongings up to £500</li></ul><div style="background:#db0011;color:#fff;text-align:center;padding:3pt;font-weight:bold">&#10003; Selected</div></div>
</div>
<p style="margin:8pt 0 0">Your Premier premium last year: £563.20. This year it's £35.20 more.</p>
<h2>Your excess</h2>
<p style="margin:0">Accidental damage excess: £250 compulsory + £200 voluntary = £450 in total. The same applies to fire and theft. Windscreen replacement: £100.</p>
<h2>Paying monthly</h2>
<p style="margin:0">A first payment of £59.84, then 10 monthly payments of £60.75. Total amount payable £667.34 (interest £68.94). Representative APR 24.5% variable.</p>
<h2>Your policy</h2>
<dl><dt>Policy number</dt><dd>HCM-6604-1129</dd><dt>Car</dt><dd>BMW 118i M Sport 5dr (2020)</dd><dt>Registration</dt><dd>KP20 EHF</dd><dt>Value</dt><dd>£14,300</dd>
<dt>Address</dt><dd>Flat 4, 18 Ravensbourne Road, Bromley BR1 4HQ</dd><dt>No claims discount</dt><dd>8 years</dd><dt>Premier account holder since</dt><dd>2016</dd></dl>
<div style="display:flex;gap:10pt;margin-top:10pt">
<div style="flex:1;background:#f3f3f3;padding:8pt;font-size:8.5pt"><b>Add breakdown cover</b><br>UK and European breakdown from £55.00 a year. <u>Add</u></div>
<div style="flex:1;background:#f3f3f3;padding:8pt;font-size:8.5pt"><b>Need to talk?</b><br>Call 0345 600 6381 or chat to us in the app.</div></div>
</div></div>
<p style="font-size:6.8pt;color:#666;border-top:1px solid #ccc;padding-top:4pt;margin-top:14pt">HSBC Car Insurance is arranged by HSBC UK Bank plc and underwritten by Aviva Insurance Limited. HSBC UK Bank plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register number 765112). Registered in England and Wales number 9928412. Registered office: 1 Centenary Square, Birmingham B1 1HQ. About HSBC &middot; Site map &middot; Privacy &middot; Cookie notice &middot; Accessibility &middot; Security</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. swiftcover.com: Chrome's print of the online renewal step 'Review': the stepper, three cover cards side by side
// (the middle one 'Selected' as the current cover), a compact excess tile and monthly figures in the basket panel.
const SWIFTCOVER = `${printedBy('chrome', '20/11/2026, 08:51', 'Renew | swiftcover.com', 'https://www.swiftcover.com/myaccount/renewal/SWC10472288/review')}
<style>
.sc { font-family: Arial, sans-serif; font-size: 9.5pt; color: #1c1c1c; }
.sc-head { background: #00205b; color: #fff; display: flex; justify-content: space-between; align-items: center; padding: 7pt 10pt; }
.sc-logo { font: italic bold 18pt Arial, sans-serif; } .sc-logo span { color: #ff1721; }
.sc-head nav span { margin-left: 10pt; font-size: 8.5pt; }
.sc-steps { display: flex; margin: 10pt 0; font-size: 8.5pt; } .sc-steps span { flex: 1; padding: 4pt; background: #eef0f5; margin-right: 2pt; clip-path: polygon(0 0, 94% 0, 100% 50%, 94% 100%, 0 100%, 6% 50%); text-align: center; }
.sc-steps span.on { background: #00205b; color: #fff; font-weight: bold; }
.sc-main { display: grid; grid-template-columns: 2.3fr 1fr; gap: 12pt; }
.sc-cards { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 8pt; }
.sc-card { border: 1px solid #c5cbd8; border-radius: 4pt; padding: 8pt; }
.sc-card.sel { border: 2px solid #ff1721; }
.sc-card .p { font: bold 17pt Arial, sans-serif; margin: 4pt 0; }
.sc-card ul { padding-left: 11pt; margin: 4pt 0; font-size: 8pt; }
.sc-pill { font-size: 7.5pt; background: #ff1721; color: #fff; padding: 1pt 5pt; border-radius: 2pt; }
.sc-basket { border: 1px solid #c5cbd8; border-radius: 4pt; padding: 8pt; background: #f8f9fc; }
.sc-basket table { width: 100%; }
.sc h2 { font-size: 11pt; color: #00205b; margin: 10pt 0 4pt; }
.sc-tile { border: 1px solid #c5cbd8; border-radius: 4pt; padding: 6pt 8pt; font-size: 8.5pt; }
</style>
<div class="sc">
<div class="sc-head"><div class="sc-logo">swiftcover<span>.com</span></div><nav><span>My policies</span><span>Documents</span><span>Make a claim</span><span>Contact</span><span>Log out</span></nav></div>
<div class="sc-steps"><span class="on">1 Review</span><span>2 Extras</span><span>3 Pay</span><span>4 Confirmation</span></div>
<div class="sc-main">
<div>
<h1 style="font-size:15pt;margin:0 0 4pt">Your renewal, Mr Adeyemi</h1>
<p style="margin:0 0 8pt">Your cover renews on <b>17 December 2026</b>. Prices below are for 12 months, including Insurance Premium Tax. Price valid until 16/12/2026.</p>
<div class="sc-cards">
<div class="sc-card"><b>Essentials</b><div class="p">£402.30</div><ul><li>Comprehensive cover</li><li>Windscreen cover</li><li>No courtesy car</li></ul><div style="text-align:center;border:1px solid #00205b;padding:2pt">Choose</div></div>
<div class="sc-card sel"><span class="sc-pill">Your current cover</span><br><b>Comprehensive</b><div class="p">£447.81</div><ul><li>Courtesy car</li><li>Windscreen cover</li><li>Personal belongings £300</li></ul><div style="text-align:center;background:#ff1721;color:#fff;padding:2pt;font-weight:bold">Selected</div></div>
<div class="sc-card"><b>Comprehensive Plus</b><div class="p">£503.66</div><ul><li>Everything in Comprehensive</li><li>Motor legal protection</li><li>Key cover</li></ul><div style="text-align:center;border:1px solid #00205b;padding:2pt">Choose</div></div>
</div>
<p style="font-size:8.5pt;margin:6pt 0">Your premium last year was £419.95 for Comprehensive cover.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:8pt">
<div class="sc-tile"><b>Your excess</b><br>Compulsory £300 &middot; Voluntary £150<br><b>Total £450</b> for accidental damage, fire and theft<br>Windscreen £95</div>
<div class="sc-tile"><b>Your car</b><br>Nissan Qashqai 1.3 DIG-T N-Connecta<br>Reg: NL14 CZR &middot; Value £6,900<br>MOT due 27/02/2027</div>
</div>
<h2>Policy details</h2>
<table><tr><td>Policy number</td><td>SWC/10472288</td></tr><tr><td>Policyholder</td><td>Mr Olumide Adeyemi</td></tr><tr><td>Address</td><td>63 Beech Hollow, Milton Keynes MK8 1DS</td></tr><tr><td>Drivers</td><td>Policyholder only</td></tr><tr><td>No claims discount</td><td>5 years</td></tr><tr><td>Policy ends</td><td>16/12/2026 at 23:59</td></tr></table>
</div>
<div>
<div class="sc-basket"><b>Your renewal</b><table><tr><td>Comprehensive</td><td class="r">£447.81</td></tr><tr><td>Extras</td><td class="r">£0.00</td></tr><tr><td><b>Total</b></td><td class="r"><b>£447.81</b></td></tr></table>
<p style="font-size:8pt;margin:6pt 0 0">Or pay monthly: a deposit of £44.73 then 11 payments of £41.53. Total £501.56 incl. £53.75 interest. Representative APR 26.9% (variable).</p>
<div style="background:#ff1721;color:#fff;text-align:center;padding:5pt;margin-top:6pt;font-weight:bold">Continue</div></div>
<div class="sc-tile" style="margin-top:8pt"><b>Breakdown cover</b><br>From £32.99 &middot; <u>Add</u></div>
<div class="sc-tile" style="margin-top:8pt"><b>Need help?</b><br>Most questions are answered in our help centre, or start a web chat.</div>
</div></div>
<p style="font-size:6.8pt;color:#666;border-top:1px solid #c5cbd8;padding-top:4pt;margin-top:12pt">swiftcover.com is a trading name of AXA Insurance UK plc. Registered in England and Wales No. 78950. Registered office: 20 Gracechurch Street, London EC3V 0BG. AXA Insurance UK plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 202312). Cookies &middot; Privacy &middot; Accessibility &middot; Terms</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// Photos: a page printed from the website, then photographed; everything that matters is on page 1.

// 13. Insure 2 Drive (photo): a young driver's renewal page, printed from Chrome; the price has come down.
const INSURE_2_DRIVE = `${printedBy('chrome', '12/11/2026, 21:17', 'My Account - Renewal - Insure 2 Drive', 'https://www.insure2drive.co.uk/my-account/renewal')}
<style>
.i2 { font-family: Verdana, sans-serif; font-size: 10pt; color: #202020; }
.i2-head { display: flex; justify-content: space-between; align-items: center; border-bottom: 3px solid #e4002b; padding-bottom: 6pt; }
.i2-logo { font: bold 20pt Verdana, sans-serif; color: #e4002b; } .i2-logo span { color: #202020; }
.i2-head nav span { margin-left: 10pt; font-size: 8.5pt; }
.i2-hero { display: grid; grid-template-columns: 1fr 1fr; gap: 10pt; margin: 10pt 0; }
.i2-tile { border: 2px solid #e4002b; border-radius: 8pt; padding: 10pt; text-align: center; }
.i2-tile.old { border-color: #aaa; }
.i2-tile .n { font: bold 24pt Verdana, sans-serif; }
.i2 table { width: 100%; } .i2 td { border-bottom: 1px solid #e5e5e5; }
.i2 h2 { font-size: 12pt; margin: 10pt 0 3pt; color: #e4002b; }
.i2-cols { display: grid; grid-template-columns: 1fr 1fr; gap: 14pt; }
</style>
<div class="i2">
<div class="i2-head"><div class="i2-logo">insure <span>2</span> drive</div><nav><span>My policy</span><span>Documents</span><span>Claims</span><span>Help</span><span>Log out</span></nav></div>
<div style="font-size:7.5pt;color:#777;margin-top:5pt">My account &rsaquo; My policy &rsaquo; Renewal</div>
<div style="display:flex;gap:4pt;margin-top:6pt;font-size:8pt"><span style="flex:1;background:#e4002b;color:#fff;padding:3pt 6pt"><b>1 Review</b></span><span style="flex:1;background:#eee;padding:3pt 6pt">2 Extras</span><span style="flex:1;background:#eee;padding:3pt 6pt">3 Pay</span></div>
<h1 style="font-size:15pt;margin:8pt 0 2pt">Good news, Kieran &ndash; your price has gone down</h1>
<div>Renewal date: <b>05/12/2026</b> &middot; Policy number: <b>I2D-0558317</b></div>
<div class="i2-hero">
<div class="i2-tile"><div>Your renewal premium</div><div class="n">£1,126.40</div><div style="font-size:8.5pt">12 months, including IPT</div></div>
<div class="i2-tile old"><div>Your premium last year</div><div class="n" style="color:#777">£1,248.90</div><div style="font-size:8.5pt">You'll pay £122.50 less</div></div>
</div>
<div class="i2-cols">
<div><h2>Your car</h2><table><tr><td>Registration</td><td>OU69 PZA</td></tr><tr><td>Car</td><td>Ford Fiesta 1.0 EcoBoost Zetec</td></tr><tr><td>Value</td><td>£8,300</td></tr><tr><td>Parked</td><td>Driveway, OX4 2JU</td></tr></table></div>
<div><h2>Your excess</h2><table><tr><td>Compulsory</td><td class="r">£500</td></tr><tr><td>Voluntary</td><td class="r">£250</td></tr><tr><td><b>Total</b></td><td class="r"><b>£750</b></td></tr><tr><td>Windscreen</td><td class="r">£125</td></tr></table></div>
</div>
<h2>Pay monthly</h2>
<div>Deposit £168.96 and 10 monthly payments of £107.43. Total amount payable £1,243.26 (interest £116.86), representative APR 29.9%.</div>
<h2>Extras</h2>
<table><tr><td>Legal expenses cover</td><td class="r">£29.99 &nbsp;<b>[Add]</b></td></tr><tr><td>Breakdown cover</td><td class="r">£44.99 &nbsp;<b>[Add]</b></td></tr></table>
<p style="font-size:8.5pt">Policyholder: Mr Kieran Doyle, born 02/08/2004. Cover: Comprehensive. No claims bonus: 2 years. Questions? 0330 024 4981.</p>
<div style="display:flex;justify-content:space-between;align-items:center;margin:6pt 0"><span style="background:#e4002b;color:#fff;padding:4pt 14pt;border-radius:4pt;font-weight:bold">Continue to extras</span><span style="border:1px solid #999;border-radius:12pt;padding:3pt 10pt;font-size:8.5pt">Live chat &ndash; we're here 9am to 5pm</span></div>
<p style="font-size:7pt;color:#666;border-top:1px solid #ccc;padding-top:4pt">Insure 2 Drive is a trading name of Sabre Insurance Company Limited, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 202925). Registered in England No. 2093161. Sabre House, 150 South Street, Dorking, Surrey RH4 2YY. Privacy &middot; Cookies &middot; Accessibility</p>
<div style="background:#202020;color:#fff;font-size:8pt;padding:6pt 8pt;margin-top:6pt">We use cookies to give you the best experience on our website. <b style="color:#ff6f86">Accept cookies</b> &nbsp; <u>Cookie settings</u></div>
</div>`;

// 14. Ticker (photo): the black-box insurer's account page; driving score tiles beside the price, 'Pay annually'
// switched on, the renewal date in a status strip.
const TICKER = `${printedBy('chrome', '28/11/2026, 10:02', 'Ticker | My renewal', 'https://account.ticker.co.uk/renewal')}
<style>
.tk { font-family: Arial, sans-serif; font-size: 10pt; color: #111; }
.tk-head { background: #111; color: #fff; display: flex; justify-content: space-between; align-items: center; padding: 8pt 10pt; }
.tk-logo { font: 900 20pt Arial, sans-serif; letter-spacing: 1px; } .tk-logo span { color: #00d68f; }
.tk-head nav span { margin-left: 10pt; font-size: 8.5pt; }
.tk-strip { background: #00d68f; padding: 5pt 10pt; font-weight: bold; }
.tk-grid { display: grid; grid-template-columns: 1.3fr 1fr; gap: 12pt; margin-top: 10pt; }
.tk-price { border: 2px solid #111; border-radius: 6pt; padding: 10pt; }
.tk-sw span { display: inline-block; border: 1px solid #111; padding: 2pt 8pt; font-size: 8.5pt; } .tk-sw span.on { background: #111; color: #fff; }
.tk-n { font: bold 26pt Arial, sans-serif; margin-top: 6pt; }
.tk-score { background: #f2f2f2; border-radius: 6pt; padding: 10pt; text-align: center; }
.tk table { width: 100%; } .tk td { border-bottom: 1px solid #ddd; }
.tk h2 { font-size: 12pt; margin: 10pt 0 3pt; }
</style>
<div class="tk">
<div class="tk-head"><div class="tk-logo">ticker<span>.</span></div><nav><span>Dashboard</span><span>My journeys</span><span>My policy</span><span>Claims</span><span>Log out</span></nav></div>
<div style="font-size:7.5pt;color:#777;margin:4pt 0">Dashboard / My policy / Renewal</div>
<div class="tk-strip">Your renewal date: 4 January 2027 &nbsp;&middot;&nbsp; Policy TK-4471-0392</div>
<div class="tk-grid">
<div class="tk-price"><div class="tk-sw"><span>Pay monthly</span><span class="on">Pay annually</span></div>
<div style="margin-top:6pt">Renewal price</div><div class="tk-n">£823.17</div><div>per year, including IPT</div>
<div style="margin-top:6pt">Last year: £791.40 (up £31.77)</div></div>
<div class="tk-score"><div style="font-size:9pt">Your driving score</div><div style="font:bold 28pt Arial">87</div><div style="font-size:8.5pt">Top 20% of Ticker drivers<br>4,912 miles in the last 12 months</div></div>
</div>
<h2>Excess</h2>
<table><tr><td>Compulsory excess</td><td class="r">£350</td></tr><tr><td>Voluntary excess</td><td class="r">£150</td></tr><tr><td><b>Total excess</b></td><td class="r"><b>£500</b></td></tr></table>
<h2>Your car and policy</h2>
<table><tr><td>Registration</td><td>CA72 WPF</td></tr><tr><td>Car</td><td>Hyundai i10 1.0 Premium, 2022</td></tr><tr><td>Driver</td><td>Miss Ffion Harries, born 19/01/2003</td></tr><tr><td>Cover</td><td>Comprehensive</td></tr><tr><td>Black box fitted</td><td>14/01/2025</td></tr></table>
<p style="font-size:9pt">Pay monthly instead: a deposit of £82.32 and 10 payments of £82.31. Total amount payable £905.42 (interest £82.25), representative APR 23.8%.</p>
<div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:8pt;font-size:9pt"><div style="border:1px solid #ccc;border-radius:5pt;padding:6pt"><b>Motor Legal Protection</b><br>£25.00 <b style="float:right">+ Add</b></div><div style="border:1px solid #ccc;border-radius:5pt;padding:6pt"><b>Breakdown cover</b><br>£48.00 <b style="float:right">+ Add</b></div><div style="background:#111;color:#fff;border-radius:5pt;padding:6pt"><b>Chat to us</b><br>We usually reply in minutes</div></div>
<p style="font-size:7pt;color:#666;border-top:1px solid #ccc;padding-top:4pt">Ticker is a trading name of Ticker Limited, authorised and regulated by the Financial Conduct Authority (FRN 786212). Registered in England and Wales No. 10712847. Registered office: 5 Bath Street, Bristol BS1 6HL.</p>
</div>`;

// 15. Bamboo (photo): two cover cards side by side, the current one first, and last year's price under them.
const BAMBOO = `${printedBy('firefox', '27/11/2026, 12:48', 'Bamboo - Renewal', 'https://my.bamboo.co.uk/renewal')}
<style>
.bb { font-family: 'Trebuchet MS', sans-serif; font-size: 10pt; color: #173b2b; }
.bb-head { display: flex; justify-content: space-between; align-items: center; border-bottom: 3px solid #3aa65b; padding-bottom: 6pt; }
.bb-logo { font: bold 21pt 'Trebuchet MS', sans-serif; color: #3aa65b; }
.bb-head nav span { margin-left: 10pt; font-size: 8.5pt; }
.bb-cards { display: grid; grid-template-columns: 1fr 1fr; gap: 12pt; margin-top: 10pt; }
.bb-card { border: 1px solid #b7d9c2; border-radius: 10pt; padding: 10pt; }
.bb-card.cur { border: 3px solid #3aa65b; }
.bb-card .n { font: bold 22pt 'Trebuchet MS', sans-serif; }
.bb table { width: 100%; } .bb td { border-bottom: 1px solid #dcebe1; }
.bb h2 { font-size: 12pt; margin: 10pt 0 3pt; color: #2b7a44; }
</style>
<div class="bb">
<div style="border:1px solid #b7d9c2;background:#f6fbf7;padding:6pt 8pt;font-size:8pt;margin-bottom:6pt"><b>We value your privacy.</b> We use cookies to improve your experience and to show you relevant offers. <b style="color:#2b7a44">Accept all</b> &middot; <b style="color:#2b7a44">Necessary only</b> &middot; <u>Settings</u></div>
<div class="bb-head"><div class="bb-logo">bamboo</div><nav><span>My policy</span><span>Documents</span><span>Make a claim</span><span>Help</span><span>Log out</span></nav></div>
<div style="font-size:8.5pt;margin-top:6pt;color:#2b7a44"><b>Review</b> &nbsp;&rsaquo;&nbsp; <span style="color:#999">Extras</span> &nbsp;&rsaquo;&nbsp; <span style="color:#999">Pay</span></div>
<h1 style="font-size:15pt;margin:6pt 0 2pt">Your renewal is ready, Mr Kowalczyk</h1>
<div>Your policy renews on <b>23/12/2026</b>. Policy number <b>BAM 8812 3390</b>.</div>
<div class="bb-cards">
<div class="bb-card cur"><b>Comprehensive</b> &middot; <span style="color:#3aa65b">&#10003; Your current cover</span><div class="n">£537.90</div>a year including IPT</div>
<div class="bb-card"><b>Comprehensive Plus</b><div class="n">£589.15</div>a year including IPT, adds breakdown and legal cover (£51.25 more)</div>
</div>
<p>Last year you paid £515.25 for Comprehensive, so your price is £22.65 higher.</p>
<h2>Excess</h2>
<table><tr><td>Compulsory</td><td class="r">£250</td></tr><tr><td>Voluntary</td><td class="r">£100</td></tr><tr><td><b>Total excess</b></td><td class="r"><b>£350</b></td></tr></table>
<h2>Car</h2>
<table><tr><td>Registration</td><td>GJ19 ODL</td></tr><tr><td>Vehicle</td><td>Seat Ibiza 1.0 TSI FR</td></tr><tr><td>Value</td><td>£8,750</td></tr><tr><td>Postcode</td><td>ME15 6RB</td></tr></table>
<p style="font-size:9pt">Paying monthly: 12 payments of £49.31, total £591.72 (interest £53.82), representative APR 21.9%.</p>
<div style="display:flex;gap:8pt;font-size:9pt"><div style="flex:1;background:#eef7f1;padding:5pt">Refer a friend and you'll both get a £30 gift card.</div><div style="flex:1;border:1px solid #b7d9c2;padding:5pt">Need help? Chat with Bam, our assistant, or call 0330 818 2021.</div></div>
<p style="font-size:7pt;color:#666;border-top:1px solid #ccc;padding-top:4pt">Bamboo is a trading name of ZenMarket Limited, authorised and regulated by the Financial Conduct Authority (FRN 769116). Registered in England and Wales No. 10459937. Cookies &middot; Privacy &middot; Complaints</p>
</div>`;

// 16. insurethebox (photo, sideways): the policy's end at 23:59 the only renewal date, bonus miles beside the
// price, the price lower than last year.
const INSURETHEBOX = `${printedBy('chrome', '25/11/2026, 15:40', 'Renewal | insurethebox', 'https://www.insurethebox.com/my-box/renewal')}
<style>
.ib { font-family: Arial, sans-serif; font-size: 10pt; color: #222; }
.ib-head { background: #6a1b9a; color: #fff; display: flex; justify-content: space-between; align-items: center; padding: 8pt 10pt; }
.ib-logo { font: bold 18pt Arial, sans-serif; }
.ib-head nav span { margin-left: 10pt; font-size: 8.5pt; }
.ib-grid { display: grid; grid-template-columns: 1.3fr 1fr; gap: 12pt; margin-top: 10pt; }
.ib-price { border: 2px solid #6a1b9a; border-radius: 6pt; padding: 10pt; }
.ib-n { font: bold 26pt Arial, sans-serif; color: #6a1b9a; }
.ib-miles { background: #f4ecf8; border-radius: 6pt; padding: 10pt; }
.ib table { width: 100%; } .ib td { border-bottom: 1px solid #e6dcea; }
.ib h2 { font-size: 12pt; margin: 10pt 0 3pt; color: #6a1b9a; }
</style>
<div class="ib">
<div class="ib-head"><div class="ib-logo">insurethebox</div><nav><span>My Box</span><span>Journeys</span><span>Bonus miles</span><span>Policy</span><span>Log out</span></nav></div>
<div style="font-size:7.5pt;color:#777;margin-top:5pt">My Box &gt; Policy &gt; Renew</div>
<h1 style="font-size:15pt;margin:6pt 0 2pt">Renew your policy</h1>
<div>Your current policy ends at 23:59 on 29/12/2026. Policy number: <b>ITB/1177245</b></div>
<div class="ib-grid">
<div class="ib-price"><div>Your renewal premium</div><div class="ib-n">£968.54</div><div>12 months, 6,000 miles, including IPT</div><div style="margin-top:6pt">Last year's premium: £1,012.80 &middot; down £44.26</div></div>
<div class="ib-miles"><b>Bonus miles</b><br>You've earned 1,150 bonus miles this year.<br>Miles used: 5,230 of 6,000<br>Top-up: 500 miles from £61.00</div>
</div>
<h2>Excess</h2>
<table><tr><td>Compulsory excess</td><td class="r">£450</td></tr><tr><td>Voluntary excess</td><td class="r">£250</td></tr><tr><td><b>Total excess</b></td><td class="r"><b>£700</b></td></tr></table>
<h2>Vehicle and driver</h2>
<table><tr><td>Registration</td><td>WM66 YKT</td></tr><tr><td>Vehicle</td><td>Vauxhall Adam 1.2 Jam</td></tr><tr><td>Driver</td><td>Miss Jasmine Okafor, born 23/10/2005</td></tr><tr><td>Cover</td><td>Comprehensive</td></tr></table>
<p style="font-size:9pt">Pay by instalments: a deposit of £145.28 then 10 payments of £91.46. Total amount payable £1,059.88 (interest £91.34), representative APR 19.9%.</p>
<div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:8pt;font-size:9pt"><div style="border:1px solid #d9c6e3;padding:6pt">Breakdown cover<br><b>£39.00</b> [Add]</div><div style="border:1px solid #d9c6e3;padding:6pt">Legal cover<br><b>£22.00</b> [Add]</div><div style="background:#6a1b9a;color:#fff;padding:6pt">Questions? Chat with us or call 0333 103 0000</div></div>
<p style="font-size:7pt;color:#666;border-top:1px solid #ccc;padding-top:4pt">insurethebox is a trading name of Insure The Box Limited, registered in Gibraltar No. 103546, licensed by the Gibraltar Financial Services Commission and authorised and regulated by the Financial Conduct Authority (FRN 824512). Registered office: Suite 1, Ground Floor, Centre Plaza, Gibraltar GX11 1AA.</p>
</div>`;

export const FRESH_NOTICES_36: FreshNotice[] = [
  {
    name: 'sheilas-wheels',
    html: SHEILAS_WHEELS,
    expected: { renewalDate: '2026-12-14', insurer: "Sheilas' Wheels", policyNumber: 'SWM 4418 7730', registrationNumber: 'RK18TXO', renewalPremium: '612.48', previousPremium: '574.30', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400' },
  },
  {
    name: 'sainsburys-bank',
    html: SAINSBURYS_BANK,
    expected: { renewalDate: '2026-12-21', insurer: "Sainsbury's Bank", policyNumber: 'SBM/77041853', registrationNumber: 'LN70FWD', renewalPremium: '563.75', previousPremium: '529.90', compulsoryExcess: '300', voluntaryExcess: '250', totalExcess: '550' },
  },
  {
    name: 'peoples-choice',
    html: PEOPLES_CHOICE,
    expected: { renewalDate: '2027-01-07', insurer: "People's Choice", policyNumber: 'PCD-M-51208736', registrationNumber: 'DY68TMJ', renewalPremium: '455.62', previousPremium: '431.08', compulsoryExcess: '350', voluntaryExcess: '150', totalExcess: '500' },
  },
  {
    name: 'mobilise',
    html: MOBILISE,
    expected: { renewalDate: '2026-12-09', insurer: 'Mobilise Insurance', policyNumber: 'MOB/PC/2276419', registrationNumber: 'YF17UHS', renewalPremium: '684.30', previousPremium: '652.75', compulsoryExcess: '400', voluntaryExcess: '0', totalExcess: '400' },
  },
  {
    name: 'go-skippy',
    html: GO_SKIPPY,
    expected: { renewalDate: '2026-12-21', insurer: 'Go Skippy', policyNumber: 'GSK1093847', registrationNumber: 'BD21KXM', renewalPremium: '748.92', previousPremium: '702.15', compulsoryExcess: '295', voluntaryExcess: '100', totalExcess: '395' },
  },
  {
    name: 'darwin',
    html: DARWIN,
    expected: { renewalDate: '2026-12-19', insurer: 'Darwin', policyNumber: 'DWN 0042 7718 3', registrationNumber: 'VU23LCX', renewalPremium: '389.64', previousPremium: '362.10', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'policy-expert',
    html: POLICY_EXPERT,
    expected: { renewalDate: '2027-01-02', insurer: 'Policy Expert', policyNumber: 'PEM-0619283', registrationNumber: 'EA22RLV', renewalPremium: '659.05', previousPremium: '617.40', compulsoryExcess: '350', voluntaryExcess: '200', totalExcess: '550' },
  },
  {
    name: 'budget',
    html: BUDGET,
    expected: { renewalDate: '2026-12-11', insurer: 'Budget Insurance', policyNumber: 'BUD/MTR/3058812', registrationNumber: 'HG15NMB', renewalPremium: '534.27', previousPremium: '498.66', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'prima',
    html: PRIMA,
    expected: { renewalDate: '2026-12-28', insurer: 'Prima', policyNumber: 'P-UK-00731264', registrationNumber: 'FJ71HWO', renewalPremium: '587.43', previousPremium: '561.18', compulsoryExcess: '300', voluntaryExcess: '0', totalExcess: '300' },
  },
  {
    name: 'waitrose',
    html: WAITROSE,
    expected: { renewalDate: '2027-01-08', insurer: 'Waitrose & Partners', policyNumber: 'WCI 7720 1459', registrationNumber: 'SN67BGD', renewalPremium: '912.36', previousPremium: '874.50', compulsoryExcess: '200', voluntaryExcess: '300', totalExcess: '500' },
  },
  {
    name: 'hsbc',
    html: HSBC,
    expected: { renewalDate: '2026-12-31', insurer: 'HSBC', policyNumber: 'HCM-6604-1129', registrationNumber: 'KP20EHF', renewalPremium: '598.40', previousPremium: '563.20', compulsoryExcess: '250', voluntaryExcess: '200', totalExcess: '450' },
  },
  {
    name: 'swiftcover',
    html: SWIFTCOVER,
    expected: { renewalDate: '2026-12-17', insurer: 'swiftcover.com', policyNumber: 'SWC/10472288', registrationNumber: 'NL14CZR', renewalPremium: '447.81', previousPremium: '419.95', compulsoryExcess: '300', voluntaryExcess: '150', totalExcess: '450' },
  },
  {
    name: 'insure-2-drive',
    html: INSURE_2_DRIVE,
    photo: true,
    expected: { renewalDate: '2026-12-05', insurer: 'Insure 2 Drive', policyNumber: 'I2D-0558317', registrationNumber: 'OU69PZA', renewalPremium: '1126.40', previousPremium: '1248.90', compulsoryExcess: '500', voluntaryExcess: '250', totalExcess: '750' },
  },
  {
    name: 'ticker',
    html: TICKER,
    photo: true,
    expected: { renewalDate: '2027-01-04', insurer: 'Ticker', policyNumber: 'TK-4471-0392', registrationNumber: 'CA72WPF', renewalPremium: '823.17', previousPremium: '791.40', compulsoryExcess: '350', voluntaryExcess: '150', totalExcess: '500' },
  },
  {
    name: 'bamboo',
    html: BAMBOO,
    photo: true,
    expected: { renewalDate: '2026-12-23', insurer: 'Bamboo', policyNumber: 'BAM 8812 3390', registrationNumber: 'GJ19ODL', renewalPremium: '537.90', previousPremium: '515.25', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },
  {
    name: 'insurethebox',
    html: INSURETHEBOX,
    photo: 'sideways',
    expected: { renewalDate: '2026-12-30', insurer: 'insurethebox', policyNumber: 'ITB/1177245', registrationNumber: 'WM66YKT', renewalPremium: '968.54', previousPremium: '1012.80', compulsoryExcess: '450', voluntaryExcess: '250', totalExcess: '700' },
  },
];
