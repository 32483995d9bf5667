// Set 42 (issue 47): sixteen renewal invitations in layouts sets 1 to 41 did not use, each from a different UK
// private-car brand none of them used: a renewal email printed from a webmail client with its pictures blocked (grey
// boxes with their alt text), the price also given as '£1.74 a day' and a new customer's price beside the renewal
// price; a price table by annual mileage band with the driver's band marked; a supermarket bank's Nectar Price beside
// its standard price; a two-by-two grid of options (no claims discount protected or not, pay in full or monthly) with
// the chosen cell named; a classic car's agreed value reviewed in a table of four policy years' values and premiums
// beside an owners' club price guide; a broker's letter moving the policy from one insurer to another, last year's
// and this year's terms as two cards side by side and the old insurer's own renewal offer in the text; an Insurance
// Product Information Document full of other sums under a small 'at a glance' grid; a traditional letter whose figures
// stand only in a right-hand margin column headed '£'; an annual review whose first box is the year's claim (the excess
// paid then, the repair cost) before the renewal terms; a postcard reminder, both sides scanned on one sheet; a broker's
// client newsletter in three columns with the renewal a small box among articles full of other pounds and dates; a
// 'where your premium goes' ring chart with its legend of amounts; a tri-fold leaflet, outside and inside, the front
// cover printed at the foot of the outside page; a schedule whose column headings are printed sideways; a table of
// premiums at four voluntary excesses with the driver's current one named; a renewal confirmation with an advance
// notice of twelve Direct Debit collections. Three drawn by pdfkit, thirteen printed from HTML by Chromium; two scanned
// and two photographed (one sideways).
import { checkSums, para, put, putRight } from './drawn-notice-helpers';
import type { FreshNotice } from './fresh-notice-checks';

type Doc = PDFKit.PDFDocument;

// Every sum the notices print, checked when this module loads: [what, parts, total].
const SUMS: [string, number[], number][] = [
  // 1. Sheilas' Wheels
  ['sheilas change', [598.4, 36.7], 635.1],
  ['sheilas per day', [365 * 1.74], 635.1],
  ['sheilas excess', [300, 150], 450],
  ['sheilas monthly', [12 * 56.36], 676.32],
  ['sheilas credit', [635.1, 41.22], 676.32],
  // 2. People's Choice
  ['peoples change', [689.7, 22.78], 712.48],
  ['peoples 5,000', [654.2, 58.28], 712.48],
  ['peoples 10,000', [712.48, 39.48], 751.96],
  ['peoples 12,000', [712.48, 85.85], 798.33],
  ['peoples 15,000', [712.48, 150.23], 862.71],
  ['peoples excess', [250, 250], 500],
  ['peoples monthly', [12 * 63.54], 762.48],
  ['peoples credit', [712.48, 50], 762.48],
  // 3. Sainsbury's Bank
  ['sainsburys nectar saving', [583.62, 35.78], 619.4],
  ['sainsburys change', [561.15, 22.47], 583.62],
  ['sainsburys excess', [250, 100], 350],
  ['sainsburys monthly', [10 * 61.32], 613.2],
  ['sainsburys credit', [583.62, 29.58], 613.2],
  // 4. Haven
  ['haven protection', [689.35, 53.55], 742.9],
  ['haven monthly protected', [10 * 79.84], 798.4],
  ['haven credit protected', [742.9, 55.5], 798.4],
  ['haven monthly unprotected', [10 * 74.09], 740.9],
  ['haven credit unprotected', [689.35, 51.55], 740.9],
  ['haven change', [710.25, 32.65], 742.9],
  ['haven excess', [350, 150], 500],
  // 5. Classic Direct
  ['classic-direct discount', [238.19 * 0.1], 23.82],
  ['classic-direct net of discount', [238.19, -23.82], 214.37],
  ['classic-direct excess', [100, 100], 200],
  // 6. ChoiceQuote
  ['choicequote saving on last year', [812.45, 53.75], 866.2],
  ['choicequote saving on old insurer', [812.45, 141.65], 954.1],
  ['choicequote excess now', [250, 250], 500],
  ['choicequote excess renewal', [300, 250], 550],
  ['choicequote excess rise', [250, 50], 300],
  ['choicequote to pay', [812.45, 30], 842.45],
  // 7. Jelf
  ['jelf change', [601.3, 23.58], 624.88],
  ['jelf excess', [250, 200], 450],
  // 8. Keegan & Pennykid
  ['keegan total', [1036.44, 35], 1071.44],
  ['keegan excess', [300, 200], 500],
  // 9. Caunce O'Hara
  ['caunce claim excess', [250, 150], 400],
  ['caunce change', [873.9, 250.66], 1124.56],
  ['caunce excess', [350, 150], 500],
  ['caunce instalments', [10 * 117.95], 1179.5],
  ['caunce credit', [1124.56, 54.94], 1179.5],
  // 10. Petherwick Insurance Brokers
  ['petherwick change', [566.9, 20.45], 587.35],
  ['petherwick excess', [250, 100], 350],
  // 11. Bullerwell
  ['bullerwell change', [631.15, 17.12], 648.27],
  ['bullerwell excess', [300, 100], 400],
  // 12. Bartlett
  ['bartlett ring', [381.5, 70.43, 117.39, 58.69, 29.35], 657.36],
  ['bartlett net', [381.5, 117.39, 58.69, 29.35], 586.93],
  ['bartlett IPT', [586.93 * 0.12], 70.43],
  ['bartlett shares', [58, 11, 18, 9, 4], 100],
  ['bartlett change', [640.1, 17.26], 657.36],
  ['bartlett excess', [250, 250], 500],
  ['bartlett instalments', [10 * 68.9], 689],
  ['bartlett credit', [657.36, 31.64], 689],
  // 13. Brownhill Insurance Group
  ['brownhill change', [702.18, 29.46], 731.64],
  ['brownhill instalments', [10 * 76.4], 764],
  ['brownhill credit', [731.64, 32.36], 764],
  ['brownhill excess', [300, 150], 450],
  // 14. Lucas Fettes
  ['lucas-fettes IPT', [797.96 * 0.12], 95.76],
  ['lucas-fettes gross', [797.96, 95.76], 893.72],
  ['lucas-fettes change', [862.05, 31.67], 893.72],
  ['lucas-fettes excess', [350, 250], 600],
  // 15. Miles Smith
  ['miles-smith £0', [300, 0], 300],
  ['miles-smith £100', [300, 100], 400],
  ['miles-smith £250', [300, 250], 550],
  ['miles-smith £500', [300, 500], 800],
  ['miles-smith change', [812.3, 26.62], 838.92],
  // 16. Thompson Heath & Bond
  ['thb change', [741.95, 26.45], 768.4],
  ['thb excess', [250, 250], 500],
  ['thb collections', [68.32, 11 * 68.3], 819.62],
  ['thb credit', [768.4, 51.22], 819.62],
];
checkSums('set 42', SUMS);

// ---------------------------------------------------------------------------------------------------------------
// 1. Sheilas' Wheels (esure's brand): HTML; the renewal email as a webmail client prints it with its pictures blocked
// (grey boxes with their alt text, the client's own name at the top), the price also '£1.74 a day', and the price
// check against a new customer's price (£671.85), which is not last year's.
const blocked = (width: string, height: string, alt: string) =>
  `<div style="width:${width};height:${height};border:1px solid #c8c8c8;background:#f1f1f1;color:#777;font-size:7.5pt;` +
  `display:flex;align-items:center;justify-content:center;margin:6pt auto">[${alt}]</div>`;
const SHEILAS = `
<div style="font-family:Arial,sans-serif;font-size:9.6pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ccc;padding-bottom:4pt;font-size:8.5pt;color:#555">
    <span style="font:bold 13pt Arial;color:#666">Gmail</span><span>Hannah Cole &lt;hannah.cole82@gmail.com&gt;</span></div>
  <div style="font:bold 12pt Arial;margin:10pt 0 2pt">Your car insurance renewal is ready, Hannah</div>
  <div style="font-size:8pt;color:#666;border-bottom:1px solid #ddd;padding-bottom:4pt">1 message</div>
  <div style="display:flex;justify-content:space-between;font-size:8.5pt;margin-top:6pt"><span><b>Sheilas' Wheels</b> &lt;hello@email.sheilaswheels.com&gt;</span>
    <span>Mon, 15 Feb 2027 at 09:12</span></div>
  <div style="font-size:8.5pt;color:#555">To: hannah.cole82@gmail.com</div>
  <div style="font-size:8pt;color:#555;background:#fff8e1;border:1px solid #f0e0a0;padding:3pt 6pt;margin:6pt 0">Images are not displayed.
    Display images below – Always display images from hello@email.sheilaswheels.com</div>
  <div style="width:430pt;margin:6pt auto 0">
    ${blocked('180pt', '42pt', "Sheilas' Wheels car insurance")}
    <p>Hi Hannah,</p>
    <p style="font:bold 13pt Arial;color:#c2185b;margin:6pt 0">Your car insurance renewal is ready</p>
    <p>Your Sheilas' Wheels car insurance for your Toyota Yaris Hybrid Design (KM21 YHT) renews on <b>Thursday 18 March 2027</b>.
    Here's your price for the next 12 months.</p>
    <div style="border:2px solid #e91e63;border-radius:8pt;padding:8pt 12pt;text-align:center;margin:6pt 0">
      <div style="font-size:9pt">Your renewal price</div>
      <div style="font:bold 22pt Arial;color:#c2185b">£635.10</div>
      <div style="font-size:9pt">a year, including Insurance Premium Tax</div>
      <div style="font:bold 11pt Arial;margin-top:3pt">That's just £1.74 a day.</div></div>
    <p>Last year you paid £598.40.</p>
    ${blocked('430pt', '30pt', 'Our price promise')}
    <p style="font-size:9pt"><b>Our price promise.</b> We've checked that your renewal price is no more than we would charge a new customer with the
    same details for the same cover. Today a new customer would pay £671.85 for this policy.</p>
    <p style="margin-bottom:2pt"><b>Your policy at a glance</b></p>
    <table style="font-size:9.2pt">
      <tr><td>Policy number</td><td>SHW/PC/4819227</td></tr>
      <tr><td>Your car</td><td>Toyota Yaris Hybrid Design (2021), KM21 YHT</td></tr>
      <tr><td>Cover</td><td>Comprehensive</td></tr>
      <tr><td>Compulsory excess</td><td>£300</td></tr>
      <tr><td>Voluntary excess</td><td>£150</td></tr>
      <tr><td>Total excess</td><td>£450</td></tr>
      <tr><td>Windscreen replacement</td><td>£95 excess</td></tr>
    </table>
    <p style="font-size:9pt">Included as standard: handbag cover up to £300, a courtesy car while yours is repaired by one of our garages, and
    cover for up to 3 months a year when you drive in the EU.</p>
    <p style="font-size:9pt">Rather pay monthly? 12 payments of £56.36, £676.32 in total, including interest of £41.22 (representative APR 13.9%).</p>
    ${blocked('150pt', '26pt', 'View my renewal')}
    <p>Nothing changed? You don't need to do anything: we'll renew your policy automatically on 18 March 2027.</p>
    <p>Love,<br>The Sheilas' Wheels team</p>
    ${blocked('430pt', '22pt', 'Follow us')}
    <p style="font-size:6.8pt;color:#777">Sheilas' Wheels car insurance is arranged and administered by esure Services Limited and underwritten by esure
    Insurance Limited. esure Services Limited is authorised and regulated by the Financial Conduct Authority. This email was sent to
    hannah.cole82@gmail.com. Unsubscribe · Privacy notice</p>
  </div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 2. People's Choice (a Hastings brand): HTML; the renewal price as one row of a table of prices by annual mileage,
// the driver's estimate marked, each other row with its difference; the MOT mileage in the text.
const mileRow = (miles: string, price: string, diff: string, mine = false) =>
  `<tr style="${mine ? 'font-weight:bold;background:#e0f2f1' : ''}"><td style="border-bottom:1px solid #b2dfdb">${miles}</td>` +
  `<td class="r" style="border-bottom:1px solid #b2dfdb">${price}</td><td class="r" style="border-bottom:1px solid #b2dfdb">${diff}</td></tr>`;
const PEOPLES = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #00897b;padding-bottom:5pt">
    <div><span style="font:bold 21pt Arial;color:#00897b">People's Choice</span><br><span style="font-size:8.5pt;color:#555">Car insurance</span></div>
    <div class="r" style="font-size:8pt;color:#555">Bexhill-on-Sea, East Sussex<br>0808 157 0233</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mr Tomasz Nowak<br>41 Gloucester Road<br>Bishopston<br>Bristol BS7 8AD</div>
    <div class="r">22 February 2027<br>Policy number PCH-7731-0482</div></div>
  <p style="margin-top:12pt;font:bold 12pt Arial">Your renewal price depends on how far you drive</p>
  <p>Dear Mr Nowak,</p>
  <p>Your car insurance for the Skoda Octavia Estate 1.5 TSI SE L (2019), registration <b>WR19 KFE</b>, is due for renewal on <b>2 April 2027</b>.
  When you took out your policy you told us you expected to drive 8,000 miles a year, so your renewal price is based on that.</p>
  <div class="box" style="background:#f1f8f7;margin:6pt 0">Your renewal price (8,000 miles a year): <b>£712.48</b> including Insurance Premium Tax.<br>
    Last year's premium: £689.70 (also for 8,000 miles a year).</div>
  <p style="margin-bottom:2pt"><b>What you would pay at other annual mileages</b></p>
  <table style="width:88%">
    <tr style="background:#00897b;color:white"><th>Annual mileage</th><th class="r">Price for the year, incl. IPT</th><th class="r">Compared with your price</th></tr>
    ${mileRow('Up to 5,000 miles', '£654.20', '£58.28 less')}
    ${mileRow('Up to 8,000 miles – your current estimate', '£712.48', '–', true)}
    ${mileRow('Up to 10,000 miles', '£751.96', '£39.48 more')}
    ${mileRow('Up to 12,000 miles', '£798.33', '£85.85 more')}
    ${mileRow('Up to 15,000 miles', '£862.71', '£150.23 more')}
  </table>
  <p>If you now expect to drive less, or more, call us before 2 April 2027 and we'll change your price. The mileage recorded at your car's last
  MOT, on 14 October 2026, was 61,482.</p>
  <p><b>Your excess:</b> compulsory £250 plus voluntary £250, £500 in all for accidental damage, fire and theft claims.</p>
  <p>Paying monthly: 12 payments of £63.54, £762.48 in total, including interest of £50.00 (representative APR 12.9%).</p>
  <p>If nothing has changed, you don't need to do anything. Your policy will renew and your payments will carry on.</p>
  <p>Yours sincerely,<br><br>Kirsty Hollands<br>Customer Services</p>
  <p style="font-size:6.5pt;color:#777">People's Choice is a trading name of Hastings Insurance Services Limited, authorised and regulated by the
  Financial Conduct Authority. Your insurer is Advantage Insurance Company Limited.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 3. Sainsbury's Bank: HTML; two prices side by side, the Nectar Price (the driver's price) and the standard price
// without a linked Nectar card; Nectar points; photographed upright.
const SAINSBURYS = `
<div style="font-family:Arial,sans-serif;font-size:10pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #f06c00;padding-bottom:5pt">
    <div><span style="font:bold 21pt Arial;color:#f06c00">Sainsbury's Bank</span><br><span style="font-size:9pt;color:#555">Car Insurance</span></div>
    <div class="r" style="font-size:8.5pt;color:#555">0808 157 0318<br>sainsburysbank.co.uk</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mrs Aisha Begum<br>9 Evington Lane<br>Leicester<br>LE5 5PQ</div>
    <div class="r">9 February 2027<br>Policy number SBC/40622915</div></div>
  <p style="margin-top:12pt;font:bold 12.5pt Arial">Your car insurance renewal and your Nectar Price</p>
  <p>Dear Mrs Begum,</p>
  <p>Your car insurance for your Honda Jazz 1.5 i-MMD EX (2020), registration <b>EY70 LMD</b>, renews on <b>23 March 2027</b>.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:14pt;margin:8pt 0">
    <div style="border:2.5px solid #f06c00;border-radius:6pt;padding:8pt 10pt">
      <div style="font:bold 10pt Arial;color:#f06c00">✓ YOUR PRICE – Nectar Price</div>
      <div style="font:bold 22pt Arial">£583.62</div>
      <div style="font-size:9pt">a year, including Insurance Premium Tax. You get this price because your Nectar card (ending 4471) is linked to your
      policy.</div></div>
    <div style="border:1px solid #aaa;border-radius:6pt;padding:8pt 10pt;color:#555">
      <div style="font:bold 10pt Arial">Standard price</div>
      <div style="font:bold 22pt Arial">£619.40</div>
      <div style="font-size:9pt">what the same cover costs without a linked Nectar card. Your Nectar Price saves you £35.78.</div></div></div>
  <p>Last year you paid £561.15 (your Nectar Price for 2026/27). You'll also collect 583 Nectar points when you renew.</p>
  <table style="margin:4pt 0">
    <tr><td>Compulsory excess</td><td>£250</td></tr>
    <tr><td>Voluntary excess</td><td>£100</td></tr>
    <tr><td><b>Total excess</b></td><td><b>£350</b></td></tr>
  </table>
  <p>You pay by 10 monthly payments of £61.32 (£613.20 in total, including interest of £29.58, representative APR 10.9%).</p>
  <p>If your details are still right, you don't need to do anything.</p>
  <p>Yours sincerely,<br><br>Sainsbury's Bank Car Insurance</p>
  <p style="font-size:7pt;color:#777">Sainsbury's Bank plc is registered in Scotland. Your insurer is Ageas Insurance Limited. Nectar is a registered trade mark of Sainsbury's Supermarkets Ltd.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 4. Haven Insurance (Gibraltar): HTML; a two-by-two grid of renewal options, no claims discount protected or not by
// pay in full or pay monthly, with the chosen cell marked and named in the text; the cover ends the day before.
const havenCell = 'border:1px solid #90a4ae;padding:6pt 8pt';
const HAVEN = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;background:#12355b;color:white;padding:8pt 12pt">
    <div><span style="font:bold 22pt Arial">Haven</span> <span style="font-size:12pt">Insurance</span></div>
    <div class="r" style="font-size:8pt">Haven Insurance Company Limited, Gibraltar<br>UK customer line 0808 157 0177</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mr Callum Reid<br>5 Ditchling Rise<br>Brighton<br>BN1 4QL</div>
    <div class="r">1 March 2027<br>Policy HVN-PC-2390571</div></div>
  <p style="margin-top:12pt;font:bold 12pt Arial">Your renewal options</p>
  <p>Dear Mr Reid,</p>
  <p>Your car insurance for your Ford Fiesta ST-3 (2022), registration <b>BN22 WTO</b>, ends on 10 April 2027. We'd like to renew it from
  <b>11 April 2027</b>. Choose how you'd like your cover and how you'd like to pay:</p>
  <table style="width:100%;margin:6pt 0">
    <tr style="background:#e3eaf1"><th style="${havenCell}"></th><th style="${havenCell}">Pay in full</th><th style="${havenCell}">Pay monthly (10 Direct Debits)</th></tr>
    <tr><td style="${havenCell}"><b>No claims discount protected</b> (as now)</td>
      <td style="${havenCell};background:#fff3cd;border:2px solid #12355b"><b>£742.90</b> ✔ your renewal price</td>
      <td style="${havenCell}">10 × £79.84 (£798.40 in total)</td></tr>
    <tr><td style="${havenCell}">No claims discount not protected</td><td style="${havenCell}">£689.35</td>
      <td style="${havenCell}">10 × £74.09 (£740.90 in total)</td></tr>
  </table>
  <p>You protect your no claims discount and you paid in full last year, so unless you tell us otherwise by 4 April 2027 we'll renew at
  <b>£742.90</b> including Insurance Premium Tax. Last year you paid £710.25 for the same options.</p>
  <p style="font-size:9pt">Monthly prices include interest: £55.50 with protection, £51.55 without (representative APR 13.5%). Protecting your
  6 years' no claims discount costs £53.55 a year.</p>
  <p><b>Excess:</b> compulsory £350, voluntary £150, total £500. Windscreen replacement £100.</p>
  <p>Kind regards,<br><br>The Haven team</p>
  <p style="font-size:6.5pt;color:#777">Haven Insurance Company Limited is licensed by the Gibraltar Financial Services Commission and is deemed
  authorised by the Prudential Regulation Authority and subject to regulation by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 5. Classic Direct: HTML; a classic car's agreed value review, a table of four policy years' agreed values and
// premiums (the year ending and the renewal among them), a club discount, and an owners' club price guide.
const cdCell = 'border-bottom:1px solid #c5cbb8;padding:3pt 8pt';
const cdRow = (year: string, value: string, premium: string, bold = false) =>
  `<tr${bold ? ' style="font-weight:bold;background:#eef2e6"' : ''}><td style="${cdCell}">${year}</td><td class="r" style="${cdCell}">${value}</td>` +
  `<td class="r" style="${cdCell}">${premium}</td></tr>`;
const CLASSIC_DIRECT = `
<div style="font-family:Georgia,serif;font-size:9.8pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #1b4332;padding-bottom:5pt">
    <div><span style="font:bold 21pt Georgia;color:#1b4332">Classic Direct</span><br><span style="font-size:8.5pt;color:#555">Insurance for classic cars</span></div>
    <div class="r" style="font-size:8pt;color:#555">0808 157 0650</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mr Geoffrey Hale<br>Orchard Cottage, 3 Mill Lane<br>Sutton Courtenay<br>Abingdon OX14 4AX</div>
    <div class="r">19 March 2027<br>Policy CD/CL/118406</div></div>
  <p style="margin-top:12pt"><b>Your classic car renewal and agreed value review</b></p>
  <p>Dear Mr Hale,</p>
  <p>Your policy for your 1972 MGB GT 1.8, registration <b>RFK 612K</b>, renews on <b>1 May 2027</b>. Each year we review your car's agreed
  value with you. Based on the photographs you sent and the owners' club price guide, we propose to raise it to £16,750.</p>
  <table style="width:80%;margin:6pt 0">
    <tr style="background:#1b4332;color:white"><th style="${cdCell}">Policy year</th><th class="r" style="${cdCell}">Agreed value</th>
      <th class="r" style="${cdCell}">Premium incl. IPT</th></tr>
    ${cdRow('2024/25', '£14,500', '£186.25')}
    ${cdRow('2025/26', '£15,250', '£191.40')}
    ${cdRow('2026/27 (ends 30 April 2027)', '£16,000', '£198.60')}
    ${cdRow('2027/28 – your renewal', '£16,750', '£214.37', true)}
  </table>
  <table style="margin:4pt 0">
    <tr><td>Premium before club discount</td><td class="r">£238.19</td></tr>
    <tr><td>MG Owners' Club member discount (10%)</td><td class="r">−£23.82</td></tr>
    <tr><td><b>Renewal premium, including Insurance Premium Tax</b></td><td class="r"><b>£214.37</b></td></tr>
  </table>
  <div class="box" style="margin:8pt 0;font-size:8.8pt;background:#fafaf5"><b>Owners' club price guide, January 2027</b> – MGB GT 1972–74
    (chrome bumper): project £4,500 · good £13,000 to £16,000 · excellent £16,500 to £18,000 · concours £22,000.</div>
  <p>Your excesses are unchanged: compulsory excess £100, voluntary excess £100, total excess £200 (windscreen £50). Your policy is limited to
  3,000 miles a year and includes cover at club events and shows.</p>
  <p>If you agree the new value, there is nothing to do: we will collect the premium by Direct Debit on 1 May 2027. If you would like a
  different agreed value, please call us before then.</p>
  <p>Yours sincerely,<br><br>Martin Greaves<br>Classic Vehicle Team</p>
  <p style="font-size:6.5pt;color:#777;font-family:Arial,sans-serif">Classic Direct is authorised and regulated by the Financial Conduct Authority.
  Your insurer is Aviva Insurance Limited.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 6. ChoiceQuote (broker, Preston): HTML; the policy moved from Zurich to Covéa at renewal: this year's and the
// renewal's terms as two cards side by side, and Zurich's own renewal offer (£954.10) in the text; a broker fee.
const cqLine = (label: string, value: string) => `<tr><td style="padding:2pt 8pt 2pt 0">${label}</td><td class="r" style="padding:2pt 0">${value}</td></tr>`;
const CHOICEQUOTE = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #5b2a86;padding-bottom:5pt">
    <div><span style="font:bold 21pt Arial;color:#5b2a86">ChoiceQuote</span><br><span style="font-size:8.5pt;color:#555">Insurance Services</span></div>
    <div class="r" style="font-size:8pt;color:#555">Preston, Lancashire<br>0808 157 0564</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mrs Leanne Fairclough<br>23 Harpers Lane<br>Chorley<br>PR6 0HT</div><div class="r">26 February 2027</div></div>
  <p style="margin-top:12pt;font:bold 12pt Arial">Your renewal: we've moved your car insurance to a new insurer</p>
  <p>Dear Mrs Fairclough,</p>
  <p>When your car insurance came up for renewal, your current insurer, Zurich Insurance Company Ltd, offered to renew it at £954.10. We
  didn't think that was good value, so we searched our panel of insurers for the same cover. Covéa Insurance plc offered the best price, and
  we have arranged your renewal with them.</p>
  <div style="display:grid;grid-template-columns:1fr 26pt 1fr;align-items:center;margin:8pt 0">
    <div style="border:1px solid #aaa;border-radius:6pt;padding:7pt 9pt;color:#444">
      <div style="font-weight:bold;margin-bottom:3pt">This year – ends 26 March 2027</div>
      <table style="width:100%">${cqLine('Insurer', 'Zurich Insurance Company Ltd')}${cqLine('Premium you paid', '£866.20')}
        ${cqLine('Compulsory excess', '£250')}${cqLine('Voluntary excess', '£250')}${cqLine('Total excess', '£500')}</table></div>
    <div style="text-align:center;font:bold 18pt Arial;color:#5b2a86">→</div>
    <div style="border:2px solid #5b2a86;border-radius:6pt;padding:7pt 9pt;background:#f6f0fb">
      <div style="font-weight:bold;margin-bottom:3pt;color:#5b2a86">Your renewal – from 27 March 2027</div>
      <table style="width:100%">${cqLine('Insurer', 'Covéa Insurance plc')}${cqLine('Premium incl. IPT', '<b>£812.45</b>')}
        ${cqLine('Compulsory excess', '£300')}${cqLine('Voluntary excess', '£250')}${cqLine('Total excess', '£550')}</table></div></div>
  <p>That's £53.75 less than you paid last year, and £141.65 less than Zurich's renewal price. Please note that Covéa's compulsory excess is £50
  higher than Zurich's.</p>
  <p>Your car: Vauxhall Mokka 1.2 Turbo SRi (2021), registration <b>PE21 HXV</b>. Your cover, drivers and use stay the same. Your ChoiceQuote
  policy number stays the same: <b>CQ-PC-661083</b>.</p>
  <p>Our renewal fee is £30.00, so the total to pay is £842.45. We'll collect it by Direct Debit on 27 March 2027. If you'd rather stay with
  Zurich, or anything has changed, please call us before then.</p>
  <p>Best wishes,<br><br>Danny Holt<br>Renewals Team</p>
  <p style="font-size:6.5pt;color:#777">ChoiceQuote Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 7. Jelf (broker): HTML; a short letter with an 'at a glance' grid of two label-value pairs a row, then the insurer's
// Insurance Product Information Document in two columns, full of other sums (limits, other excesses, a fee).
const glance = (pairs: [string, string][]) =>
  pairs.map(([label, value]) => `<td style="color:#555;padding:2pt 6pt 2pt 0;width:19%">${label}</td><td style="padding:2pt 12pt 2pt 0;width:31%"><b>${value}</b></td>`);
const ipidSection = (title: string, mark: string, colour: string, items: string[]) =>
  `<div style="margin-bottom:6pt"><div style="font-weight:bold;border-bottom:1.5px solid #333;margin-bottom:2pt">${title}</div>` +
  items.map((item) => `<div style="display:flex;gap:4pt"><span style="color:${colour};font-weight:bold">${mark}</span><span>${item}</span></div>`).join('') +
  `</div>`;
const JELF = `
<div style="font-family:Arial,sans-serif;font-size:9.2pt;line-height:1.35">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #d4145a;padding-bottom:4pt">
    <div style="font:bold 24pt Arial;color:#d4145a">Jelf</div>
    <div class="r" style="font-size:8pt;color:#555">Personal Insurance<br>0808 157 0690</div></div>
  <div class="cols" style="margin-top:8pt"><div>Dr Kwame Osei<br>12 Park Avenue<br>Bromley BR1 4EF</div><div class="r">2 February 2027</div></div>
  <p style="margin:8pt 0 4pt">Dear Dr Osei, your private car insurance is due for renewal. The main points are below. As we must, we also enclose
  the insurer's Insurance Product Information Document: it summarises the cover in general terms.</p>
  <table style="width:100%;border:1px solid #d4145a;margin:4pt 0 8pt;font-size:8.8pt">
    <tr><th colspan="4" style="background:#d4145a;color:white;padding:2pt 6pt">Your renewal at a glance</th></tr>
    <tr>${glance([['Policy number', 'JLF/MTR/7023391'], ['Renewal date', '9 March 2027']]).join('')}</tr>
    <tr>${glance([['Vehicle', 'Ford Focus 1.0 EcoBoost Titanium (2020), GY20 RPX'], ['Insurer', 'Ageas Insurance Limited']]).join('')}</tr>
    <tr>${glance([['Renewal premium incl. IPT', '£624.88'], ["Last year's premium", '£601.30']]).join('')}</tr>
    <tr>${glance([['Compulsory excess', '£250'], ['Voluntary excess', '£200']]).join('')}</tr>
    <tr>${glance([['Total excess', '£450'], ['Cover', 'Comprehensive']]).join('')}</tr>
  </table>
  <div style="border:1px solid #333;padding:6pt 8pt">
    <div style="display:flex;justify-content:space-between;align-items:baseline"><span style="font:bold 12pt Arial">Motor Insurance</span>
      <span style="font-size:8pt">Insurance Product Information Document</span></div>
    <div style="font-size:8pt;margin:2pt 0 4pt">Company: Ageas Insurance Limited, registered in England and Wales, authorised by the Prudential Regulation
      Authority. Product: Jelf Private Car – Comprehensive.</div>
    <div style="font-size:7.8pt;color:#444;margin-bottom:5pt">This document provides a summary of the main cover and exclusions. It is not personalised
      to you. Complete pre-contractual and contractual information is provided in your policy booklet and schedule.</div>
    <div style="display:grid;grid-template-columns:1fr 1fr;gap:12pt;font-size:8.3pt">
      <div>
        ${ipidSection('What is this type of insurance?', '', '#000', ['Comprehensive motor insurance for a private car, covering you for damage to other people and their property, and for damage to or theft of your own car.'])}
        ${ipidSection('What is insured?', '✓', '#2e7d32', [
          'Loss of or damage to your car by accident, fire or theft, up to its market value',
          'Injury to other people: unlimited; damage to their property up to £20,000,000',
          'Windscreen and window glass: replacement excess £115, repair excess £25',
          'Personal belongings in the car up to £250',
          'Child car seats replaced after an accident, even with no visible damage',
          'Medical expenses up to £250 for each person in the car',
          'Personal accident benefit of £5,000',
          'A courtesy car while yours is repaired by an approved repairer',
        ])}
        ${ipidSection('What is not insured?', '✗', '#c62828', [
          'The excesses shown on your schedule',
          'Wear and tear, and mechanical or electrical failure',
          'Loss of value after a repair',
          'Theft when the keys are left in or on the car',
          'Racing, pace-making or hiring the car out',
        ])}
      </div>
      <div>
        ${ipidSection('Are there any restrictions on cover?', '!', '#ef6c00', [
          'An additional compulsory excess of £350 if the driver is under 25',
          'An additional £250 if the driver has held a full licence for less than 2 years',
          'An additional £200 if you use a repairer we have not approved',
          'Lost or stolen keys: up to £1,000, with an excess of £100',
          'Misfuelling: draining and flushing up to £500',
        ])}
        ${ipidSection('Where am I covered?', '✓', '#2e7d32', ['Great Britain, Northern Ireland, the Isle of Man and the Channel Islands', 'EU countries for up to 90 days in any period of insurance'])}
        ${ipidSection('What are my obligations?', '•', '#000', ['Give complete and accurate answers to our questions', 'Tell us about any changes straight away', 'Keep your car roadworthy, with a valid MOT', 'Report any claim as soon as possible'])}
        ${ipidSection('When and how do I pay?', '•', '#000', ['In full, or by monthly instalments through a premium finance agreement.'])}
        ${ipidSection('When does the cover start and end?', '•', '#000', ['Cover starts and ends on the dates shown on your schedule and lasts for 12 months.'])}
        ${ipidSection('How do I cancel the contract?', '•', '#000', ['Within 14 days of receiving your documents you may cancel and receive a refund, less the premium for the days you were covered and a charge of £35.'])}
      </div>
    </div>
  </div>
  <p style="font-size:6.5pt;color:#777">Jelf is a trading name of Marsh Ltd, authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 8. Keegan & Pennykid (Edinburgh): drawn by pdfkit; a traditional letter whose figures stand only in a right-hand
// margin column headed '£', each level with the last line of the words it belongs to, no '£' beside any of them.
function drawKeeganPennykid(doc: Doc): void {
  const left = 50;
  const width = 385;
  doc.font('Times-Bold').fontSize(17).fillColor('#1f2a44');
  put(doc, 'KEEGAN & PENNYKID', left, 40);
  doc.font('Times-Roman').fontSize(8).fillColor('#555555');
  doc.text('INSURANCE BROKERS', left, 61, { lineBreak: false, characterSpacing: 2 });
  ['50 Queen Street', 'Edinburgh EH2 3NS', 'Telephone 0131 496 0572'].forEach((line, index) => putRight(doc, line, 545, 40 + index * 10));
  doc.moveTo(left, 80).lineTo(545, 80).lineWidth(0.8).stroke('#1f2a44');
  doc.font('Times-Roman').fontSize(10.5).fillColor('black');
  ['Mr Iain Buchanan', '14 Ann Street', 'Edinburgh', 'EH4 1PJ'].forEach((line, index) => put(doc, line, left, 104 + index * 13));
  putRight(doc, '24th February 2027', 545, 104);
  putRight(doc, 'Our ref. AR/IB', 545, 117);
  let y = 184;
  const text = (words: string, font = 'Times-Roman', gap = 8) => {
    doc.font(font).fontSize(10.5);
    para(doc, words, left, y, width, 2);
    y = doc.y + gap;
  };
  const figure = (words: string, amount: string, font = 'Times-Roman') => {
    doc.font(font).fontSize(10.5);
    para(doc, words, left, y, width, 2);
    const below = doc.y;
    putRight(doc, amount, 540, below - doc.currentLineHeight(true) - 2);
    y = below + 8;
  };
  text('Dear Mr Buchanan,', 'Times-Roman', 10);
  text('Motor Insurance – Policy No. KP/M/30418', 'Times-Bold', 2);
  text('Volvo V60 B4 Plus (2021), registration SF21 KZT', 'Times-Bold', 10);
  text(
    'We have pleasure in advising that Aviva Insurance Limited have invited renewal of your motor policy, which falls due on 1st April 2027, ' +
      'on the terms set out below. As is our custom, the figures are shown in the margin.',
  );
  const columnTop = y;
  doc.font('Times-Bold').fontSize(10.5);
  putRight(doc, '£', 540, y);
  y += 16;
  figure('Annual premium for the year commencing 1st April 2027, inclusive of Insurance Premium Tax at the current rate', '1,036.44');
  figure('For comparison, the premium paid for the year now expiring, also inclusive of Insurance Premium Tax', '979.80');
  text('The increase reflects a general rise in the cost of vehicle repairs rather than anything particular to your policy or your claims record.');
  figure('Our fee for arranging the renewal', '35.00');
  doc.moveTo(478, y - 3).lineTo(540, y - 3).lineWidth(0.6).stroke('#000000');
  figure('Total amount due by 1st April 2027', '1,071.44', 'Times-Bold');
  y += 4;
  text('Excesses', 'Times-Bold', 4);
  figure('Compulsory excess, applying to every claim for loss of or damage to the vehicle', '300.00');
  figure('Voluntary excess, which you chose, payable in addition to the compulsory excess', '200.00');
  figure('Total excess on a claim for loss of or damage to the vehicle', '500.00');
  doc
    .moveTo(462, columnTop - 4)
    .lineTo(462, y - 4)
    .lineWidth(0.4)
    .stroke('#999999');
  y += 4;
  doc.font('Times-Roman').fontSize(10.5);
  text('Claims for windscreen and window glass are not subject to these excesses.');
  text(
    'Should you wish to pay by instalments, please let us know before the renewal date and we shall arrange a premium finance agreement. If any of ' +
      'the details on the enclosed statement of fact are incorrect, or your circumstances have changed, please telephone us at your convenience.',
  );
  text('Yours sincerely,', 'Times-Roman', 26);
  text('Alasdair Ross\nAccount Executive\nfor Keegan & Pennykid (Insurance Brokers) Ltd');
  doc.font('Times-Roman').fontSize(7).fillColor('#555555');
  para(
    doc,
    'Keegan & Pennykid (Insurance Brokers) Ltd is authorised and regulated by the Financial Conduct Authority. Registered in Scotland No. SC060085. ' +
      'Registered office: 50 Queen Street, Edinburgh EH2 3NS.',
    left,
    770,
    495,
    0.5,
  );
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 9. Caunce O'Hara (Manchester broker): drawn by pdfkit; an annual review whose first box is the year's claim (the
// repair cost, the excess paid then, the old excesses, the no claims step-back), then the renewal terms; scanned.
function drawCaunceOHara(doc: Doc): void {
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#7b1e3a');
  put(doc, "Caunce O'Hara", 50, 40);
  doc.font('Helvetica').fontSize(8.5).fillColor('#555555');
  put(doc, 'Insurance Brokers', 50, 64);
  ['Personal Clients, Manchester', '0161 496 0318'].forEach((line, index) => putRight(doc, line, 545, 42 + index * 11));
  doc.moveTo(50, 80).lineTo(545, 80).lineWidth(1.2).stroke('#7b1e3a');
  doc.font('Helvetica').fontSize(10).fillColor('black');
  ['Mr Daniel Whitworth', '8 Bramhall Lane', 'Stockport', 'SK2 6HT'].forEach((line, index) => put(doc, line, 50, 100 + index * 13));
  putRight(doc, '9 February 2027', 545, 100);
  doc.font('Helvetica-Bold').fontSize(13);
  put(doc, 'Your year with us, and your renewal', 50, 170);
  doc.font('Helvetica').fontSize(10);
  para(
    doc,
    'Dear Mr Whitworth, before your policy renews we have looked back over the year. You made one claim, which affects your renewal terms as ' +
      'set out below.',
    50,
    192,
    495,
    2,
  );
  let y = doc.y + 12;
  const box = (title: string, rows: [string, string][]) => {
    const top = y;
    doc.rect(50, top, 495, 20).fill('#f3e5ea');
    doc.fillColor('#7b1e3a').font('Helvetica-Bold').fontSize(10.5);
    put(doc, title, 58, top + 5);
    doc.fillColor('black');
    y = top + 28;
    for (const [label, value] of rows) {
      doc.font('Helvetica').fontSize(9.5);
      para(doc, label, 62, y, 210, 1.5);
      const labelEnd = doc.y;
      doc.font('Helvetica-Bold').fontSize(9.5);
      para(doc, value, 285, y, 250, 1.5);
      y = Math.max(labelEnd, doc.y) + 5;
    }
    doc.rect(50, top, 495, y - top + 2).lineWidth(0.8).stroke('#7b1e3a');
    y += 14;
  };
  box('1   Your claim this year', [
    ['Date of incident', '14 August 2026'],
    ['What happened', 'Your car was hit from behind while parked in a supermarket car park in Cheadle'],
    ['Claim reference', 'CO/CL/2291'],
    ['Repair cost paid by your insurer', '£2,486.30'],
    ['Excess you paid', '£400.00 (compulsory £250 and voluntary £150, as they stood at the time)'],
    ['Claim settled', '30 September 2026'],
    ['No claims discount', 'Reduced from 6 years to 4 years'],
  ]);
  box('2   Your renewal terms', [
    ['Policy number', 'CO/PM/0457719'],
    ['Vehicle', 'Kia Ceed 1.5 T-GDi GT-Line (2019)'],
    ['Registration', 'MA19 OXC'],
    ['Insurer', 'Ageas Insurance Limited'],
    ['Renewal date', '16 March 2027'],
    ['Renewal premium including IPT', '£1,124.56'],
    ["Last year's premium including IPT", '£873.90'],
    ['Increase', '£250.66'],
    ['Compulsory excess', '£350.00 (was £250.00)'],
    ['Voluntary excess', '£150.00 (unchanged)'],
    ['Total excess', '£500.00'],
  ]);
  doc.font('Helvetica').fontSize(10);
  para(
    doc,
    'The increase is mainly because of the claim and the two years of no claims discount it cost. If you pay monthly there are 10 instalments ' +
      'of £117.95, £1,179.50 in total, including interest of £54.94 (representative APR 11.9%).',
    50,
    y,
    495,
    2,
  );
  y = doc.y + 8;
  para(doc, 'Please call us by 9 March 2027 if anything has changed. Otherwise your policy will renew automatically.', 50, y, 495, 2);
  y = doc.y + 14;
  para(doc, 'Kind regards,\n\nRachel Doyle\nPersonal Clients', 50, y, 495, 2);
  doc.font('Helvetica').fontSize(6.5).fillColor('#666666');
  para(doc, "Caunce O'Hara & Co Ltd is authorised and regulated by the Financial Conduct Authority.", 50, 772, 495, 0.5);
  doc.fillColor('black');
}

// ---------------------------------------------------------------------------------------------------------------
// 10. Petherwick Insurance Brokers (Portslade): HTML; a postcard reminder, its picture side and its message-and-
// address side laid on the scanner together; scanned.
const PETHERWICK = `
<div style="font-family:Arial,sans-serif;padding-top:8mm;display:flex;flex-direction:column;align-items:center;gap:14mm">
  <div style="width:148mm;height:105mm;border:1px solid #bbb;box-shadow:1mm 1mm 2mm #ccc;display:flex;flex-direction:column">
    <div style="background:#0b4f6c;color:white;height:52mm;padding:8mm 9mm;box-sizing:border-box">
      <div style="font:bold 24pt Arial">Petherwick</div><div style="font-size:11pt">Insurance Brokers · Portslade-by-Sea</div></div>
    <div style="padding:6mm 9mm">
      <div style="font:bold 16pt Arial;color:#0b4f6c">Your car insurance renews on 12 March 2027</div>
      <div style="font-size:11pt;margin-top:3mm">We've got it covered – the details are on the back.</div></div></div>
  <div style="width:148mm;height:105mm;border:1px solid #bbb;box-shadow:1mm 1mm 2mm #ccc;display:grid;grid-template-columns:1fr 1fr;box-sizing:border-box;padding:6mm">
    <div style="border-right:1px solid #999;padding-right:5mm;font-size:9pt;line-height:1.38">
      Dear Mrs Kaur,<br>your car insurance renews on <b>12 March 2027</b> with Aviva.<br>
      Policy: PET/MC/50883<br>Car: Hyundai i20 (WV20 BXL)<br>Renewal premium: <b>£587.35</b> inc. IPT<br>Last year: £566.90<br>
      Excess: compulsory £250, voluntary £100, total £350<br>
      Nothing to do – we'll renew it for you and collect the premium by Direct Debit. If anything has changed, call Jo free on 0808 157 0412.<br>
      <span style="font-size:7pt;color:#555">Petherwick Insurance Brokers Ltd · FCA 304553</span></div>
    <div style="padding-left:5mm;display:flex;flex-direction:column">
      <div style="align-self:flex-end;width:24mm;height:18mm;border:1px solid #333;font-size:6.5pt;text-align:center;display:flex;align-items:center;justify-content:center">POSTAGE PAID GB<br>2nd</div>
      <div style="margin-top:12mm;font-size:10pt;line-height:1.5">Mrs Simran Kaur<br>14 Foredown Drive<br>Portslade<br>Brighton<br>BN41 2BB</div></div></div>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 11. Bullerwell (Newcastle broker): HTML; the broker's spring client newsletter in three columns, the renewal a small
// box in the middle column among articles with other amounts (average claims, average premiums, money raised) and dates.
const article = (title: string, body: string) => `<div style="margin-bottom:9pt"><div style="font:bold 10.5pt Georgia;color:#0d3c55;margin-bottom:2pt">${title}</div>${body}</div>`;
const BULLERWELL = `
<div style="font-family:Arial,sans-serif;font-size:8.8pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:4px double #0d3c55;padding-bottom:4pt">
    <div><span style="font:bold 30pt Georgia;color:#0d3c55">Bullerwell</span> <span style="font:bold 12pt Arial;color:#c0392b;letter-spacing:2pt">CLIENT NEWS</span></div>
    <div class="r" style="font-size:8pt;color:#555">Spring 2027 · Issue 41<br>bullerwell.co.uk · 0191 498 0176</div></div>
  <div style="font-size:8pt;color:#555;margin:4pt 0 10pt">Your copy, with your renewal details, for Mrs Joanne Ridley · 7 Elmfield Road, Gosforth, Newcastle upon Tyne NE3 4BA</div>
  <div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:14pt">
    <div>
      ${article('Catalytic converter thefts are back', 'Thefts of catalytic converters rose again last year. The average claim we handled was £1,380, and the most expensive, on a hybrid, came to £4,950. A marking kit costs about £25 and a protective cage about £150 fitted. If you have a garage, use it.')}
      ${article('Potholes: claim from the council', "If a pothole damages your car, the council may pay for the repair. Claims under £500 are often settled faster than an insurance claim and don't affect your no claims discount. Photograph the hole with something beside it to show its size, and report it straight away.")}
      ${article('Flood water and your car', 'Just 30cm of moving water can float a car. If your car has been in flood water, do not start the engine: call us first. Most comprehensive policies cover flood damage, less your excess.')}
    </div>
    <div>
      <div style="border:1.5px solid #c0392b;padding:5pt 6pt;margin-bottom:9pt;font-size:8.4pt">
        <div style="font:bold 9.5pt Arial;color:#c0392b;margin-bottom:2pt">YOUR RENEWAL</div>
        Mrs J. Ridley · Policy BW/PC/11907<br>Nissan Qashqai 1.3 DIG-T N-Connecta (2020), NK70 RFA<br>Renews on 6 April 2027 with Aviva<br>
        Premium including IPT: <b>£648.27</b><br>Last year: £631.15<br>Excess: compulsory £300, voluntary £100, total £400<br>
        Nothing to do: it renews automatically and your Direct Debit continues.</div>
      ${article('Why are premiums still rising?', 'The average comprehensive premium paid in the UK was £622 at the end of 2026, up from £589 a year before. Repair costs rose by 11%, and replacing a windscreen with driver-assistance cameras can now cost £1,100 or more.')}
      ${article('Electric and hybrid cars', 'More of our clients now drive electric or hybrid cars. Their repairs take longer, so check that your policy gives you a courtesy car for the whole repair.')}
    </div>
    <div>
      ${article('Team news', "Our sponsored walk along Hadrian's Wall on 12 September 2026 raised £2,640 for the Great North Air Ambulance. Congratulations to Ellen Marsh, who has now been with us for 25 years, and welcome to our two new apprentices.")}
      ${article('Spreading the cost', 'Most home and motor policies can be paid in 10 monthly instalments. The representative APR is 9.9%: on a £500 premium you would pay about £24 in interest.')}
      ${article('Dates for your diary', 'Client open morning: Saturday 17 April 2027, 10am to 1pm, at our office. Come and meet the team and bring any questions about your insurance.')}
    </div>
  </div>
  <p style="font-size:6.5pt;color:#777;border-top:1px solid #ccc;padding-top:4pt;margin-top:6pt">Bullerwell &amp; Co Limited is authorised and regulated
  by the Financial Conduct Authority, FRN 301045. The figures in our articles are for general information.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 12. Bartlett (Leeds broker): HTML; 'where your premium goes', a ring chart with a legend of amounts and shares
// (claims, IPT, running costs, commission, levies) that add up to the premium.
const ringKey = (colour: string, label: string, amount: string, share: string, bold = false) =>
  `<tr${bold ? ' style="font-weight:bold;border-top:1px solid #333"' : ''}><td><span style="display:inline-block;width:9pt;height:9pt;background:${colour};margin-right:5pt"></span>${label}</td>` +
  `<td class="r">${amount}</td><td class="r">${share}</td></tr>`;
const BARTLETT = `
<div style="font-family:Arial,sans-serif;font-size:10pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #263238;padding-bottom:5pt">
    <div><span style="font:bold 22pt Arial;color:#263238">Bartlett</span><br><span style="font-size:8.5pt;color:#555">Insurance brokers</span></div>
    <div class="r" style="font-size:8pt;color:#555">Leeds<br>0113 496 0243</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mr Owen Lister<br>4 Grove Road<br>Ilkley<br>LS29 9PF</div>
    <div class="r">10 February 2027<br>Policy BART/PC/88341</div></div>
  <p style="margin-top:12pt">Dear Mr Lister,</p>
  <p>Your car insurance for the BMW 118i M Sport (2021), registration <b>YB71 DWE</b>, renews on <b>20 March 2027</b> with NIG. Your premium for the
  coming year is <b>£657.36</b> including Insurance Premium Tax, £17.26 more than the £640.10 you paid last year. This year we are showing you
  where your premium goes.</p>
  <div style="display:flex;align-items:center;gap:22pt;margin:8pt 0">
    <div style="position:relative;width:130pt;height:130pt;border-radius:50%;flex:none;
      background:conic-gradient(#1565c0 0 58%,#ef6c00 58% 69%,#78909c 69% 87%,#2e7d32 87% 96%,#8e24aa 96% 100%)">
      <div style="position:absolute;left:30pt;top:30pt;width:70pt;height:70pt;border-radius:50%;background:white;text-align:center;
        display:flex;flex-direction:column;justify-content:center;font-size:8pt">your premium<br><b style="font-size:11pt">£657.36</b></div></div>
    <table style="font-size:9.4pt">
      <tr><th>Where it goes</th><th class="r">Amount</th><th class="r">Share</th></tr>
      ${ringKey('#1565c0', 'Claims and repairs', '£381.50', '58%')}
      ${ringKey('#ef6c00', 'Insurance Premium Tax (12%)', '£70.43', '11%')}
      ${ringKey('#78909c', "Insurer's running costs", '£117.39', '18%')}
      ${ringKey('#2e7d32', 'Our commission', '£58.69', '9%')}
      ${ringKey('#8e24aa', 'Reinsurance and levies', '£29.35', '4%')}
      ${ringKey('white', 'Your premium', '£657.36', '100%', true)}
    </table></div>
  <p><b>Your excesses:</b> compulsory £250, voluntary £250, total £500 for accidental damage, fire and theft.</p>
  <p>You pay by 10 monthly instalments of £68.90 (£689.00 in total, including interest of £31.64).</p>
  <p>If nothing has changed, there is nothing to do.</p>
  <p>Kind regards,<br><br>Sophie Marsden<br>Private Clients</p>
  <p style="font-size:6.5pt;color:#777">Bartlett is authorised and regulated by the Financial Conduct Authority. NIG is a trading name of U K Insurance
  Limited.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 13. Brownhill Insurance Group: drawn by pdfkit; a tri-fold leaflet printed on both sides of A4, folded into three
// bands: the outside page is the inside flap (marketing, with other amounts), the back panel (contacts and small
// print) and, at the foot, the front cover; the inside page is three bands, car and cover, price, and excesses and dates.
function drawBrownhill(doc: Doc): void {
  const band = doc.page.height / 3;
  const folds = () => {
    [band, band * 2].forEach((y) => {
      doc
        .moveTo(20, y)
        .lineTo(doc.page.width - 20, y)
        .dash(3, { space: 3 })
        .lineWidth(0.4)
        .stroke('#aaaaaa')
        .undash();
    });
  };
  const rows = (top: number, pairs: [string, string][]) => {
    let y = top;
    for (const [label, value] of pairs) {
      doc.font('Helvetica').fontSize(9.5).fillColor('#444444');
      put(doc, label, 230, y);
      doc.font('Helvetica-Bold').fillColor('black');
      para(doc, value, 380, y, 170, 1);
      y = Math.max(doc.y, y + 12) + 5;
    }
  };
  // Outside: inside flap (top), back panel (middle), front cover (foot).
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#00695c');
  put(doc, 'Why our clients stay with us', 50, 45);
  doc.font('Helvetica').fontSize(10).fillColor('black');
  [
    '9 out of 10 of our clients renew with us every year.',
    'Home insurance from £14.20 a month*, with a named handler who knows you.',
    'Refer a friend: when they buy a policy, you each receive a £25 gift card.',
    'Claims helpline open 24 hours a day, every day: 0808 157 0841.',
  ].forEach((line, index) => put(doc, `•  ${line}`, 60, 75 + index * 20));
  doc.font('Helvetica').fontSize(7).fillColor('#666666');
  put(doc, '*10% of our home insurance clients paid £14.20 a month or less in 2026.', 60, 165);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#00695c');
  put(doc, 'Contact us', 50, band + 40);
  doc.font('Helvetica').fontSize(9).fillColor('black');
  ['Brownhill Insurance Group', 'Personal Lines Team', 'Telephone 0808 157 0840', 'Monday to Friday 9am to 5.30pm'].forEach((line, index) =>
    put(doc, line, 50, band + 60 + index * 13),
  );
  doc.font('Helvetica').fontSize(7.5).fillColor('#555555');
  para(
    doc,
    'Brownhill Insurance Group Limited is authorised and regulated by the Financial Conduct Authority, FRN 306131. If you are unhappy with our ' +
      'service, please tell us; if we cannot put things right you may be able to refer your complaint to the Financial Ombudsman Service.',
    250,
    band + 60,
    290,
    1,
  );
  doc.rect(0, band * 2, doc.page.width, band).fill('#00695c');
  doc.font('Helvetica-Bold').fontSize(26).fillColor('white');
  put(doc, 'Brownhill Insurance Group', 50, band * 2 + 50);
  doc.font('Helvetica').fontSize(16);
  put(doc, 'Your motor renewal 2027', 50, band * 2 + 92);
  doc.fontSize(10);
  put(doc, 'Prepared for Mr Samuel Adeyemi', 50, band * 2 + 140);
  put(doc, 'Policy BIG/PM/204118', 50, band * 2 + 155);
  doc.fillColor('black');
  folds();

  // Inside: three bands.
  doc.addPage();
  const heading = (title: string, top: number) => {
    doc.font('Helvetica-Bold').fontSize(17).fillColor('#00695c');
    para(doc, title, 50, top + 40, 160, 2);
    doc.fillColor('black');
  };
  heading('Your car and cover', 0);
  rows(40, [
    ['Vehicle', 'Peugeot 3008 1.2 PureTech Allure (2021)'],
    ['Registration', 'AK21 UZN'],
    ['Cover', 'Comprehensive'],
    ['Drivers', 'You and Mrs Grace Adeyemi'],
    ['Use', 'Social, domestic and pleasure, and commuting'],
    ['Insurer', 'Allianz Insurance plc'],
  ]);
  heading('Your price', band);
  rows(band + 40, [
    ['Renewal premium (incl. IPT)', '£731.64'],
    ["Last year's premium", '£702.18'],
    ['Change', '+ £29.46'],
    ['Paying monthly', '10 × £76.40 = £764.00, including interest of £32.36 (APR 10.9%)'],
  ]);
  heading('Your excesses and key dates', band * 2);
  rows(band * 2 + 40, [
    ['Renewal date', '25 March 2027'],
    ['Compulsory excess', '£300'],
    ['Voluntary excess', '£150'],
    ['Total excess', '£450'],
    ['Windscreen excess', '£100'],
    ['Tell us about changes by', '18 March 2027'],
  ]);
  folds();
}

// ---------------------------------------------------------------------------------------------------------------
// 14. Lucas Fettes (broker): HTML; a one-row renewal schedule under column headings printed sideways (read from the
// bottom up), the vehicle's description wrapped in its cell, and a premium breakdown line below.
const sideways = (label: string) =>
  `<th style="height:118pt;vertical-align:bottom;border:1px solid #777;padding:4pt 2pt;background:#f2efe8">` +
  `<div style="writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap;font-size:8.6pt;margin:0 auto">${label}</div></th>`;
const lfCell = (value: string, width = '') => `<td style="border:1px solid #777;padding:4pt 3pt;text-align:center;vertical-align:middle;font-size:8.8pt${width}">${value}</td>`;
const LUCAS_FETTES = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #6d4c41;padding-bottom:5pt">
    <div><span style="font:bold 21pt Georgia;color:#6d4c41">Lucas Fettes</span><br><span style="font-size:8.5pt;color:#555">Insurance Brokers</span></div>
    <div class="r" style="font-size:8pt;color:#555">Kent<br>0808 157 0927</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mrs Eleanor Pryce<br>Oast House, Sissinghurst Road<br>Cranbrook<br>TN17 2JA</div><div class="r">17 February 2027</div></div>
  <p style="margin-top:12pt">Dear Mrs Pryce,</p>
  <p>Your motor policy is due for renewal with RSA Insurance Ltd. Your renewal schedule is printed below. If everything on it is correct there is
  nothing you need to do; please call us if anything has changed.</p>
  <p style="font:bold 11pt Arial;margin:10pt 0 4pt">Motor renewal schedule</p>
  <table style="width:100%;border-collapse:collapse">
    <tr>${['Policy number', 'Vehicle', 'Registration', 'Renewal date', 'Annual premium incl. IPT', 'Previous annual premium', 'Compulsory excess', 'Voluntary excess', 'Total excess', 'Windscreen excess', 'No claims discount']
      .map(sideways)
      .join('')}</tr>
    <tr>${lfCell('LF/PM/774019')}${lfCell('MINI Countryman Cooper S E ALL4 (2020)', ';width:78pt')}${lfCell('GK70 NWB')}${lfCell('28/03/2027')}${lfCell('£893.72')}
      ${lfCell('£862.05')}${lfCell('£350')}${lfCell('£250')}${lfCell('£600')}${lfCell('£100')}${lfCell('9 years')}</tr>
  </table>
  <p style="font-size:9pt">Premium breakdown: net premium £797.96 plus Insurance Premium Tax at 12% £95.76, annual premium £893.72 (£31.67 more than
  last year).</p>
  <p style="font-size:9pt">Drivers: Mrs Eleanor Pryce, Mr Hugh Pryce. Use: social, domestic and pleasure, and commuting. An additional excess of £250
  applies to drivers under 25.</p>
  <p>The premium will be collected by Direct Debit on the renewal date.</p>
  <p>Yours sincerely,<br><br>Mark Hollis<br>Personal Lines</p>
  <p style="font-size:6.5pt;color:#777">Lucas Fettes is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 15. Miles Smith (broker): HTML; the renewal premium at four voluntary excesses, each with its total excess, the
// driver's current excess marked and named in the text.
const msCell = 'border-bottom:1px solid #b0bec5;padding:4pt 10pt';
const msRow = (voluntary: string, total: string, premium: string, mine = false) =>
  `<tr${mine ? ' style="font-weight:bold;background:#e8eaf6"' : ''}><td style="${msCell}">${voluntary}</td><td class="r" style="${msCell}">${total}</td>` +
  `<td class="r" style="${msCell}">${premium}</td></tr>`;
const MILES_SMITH = `
<div style="font-family:Arial,sans-serif;font-size:9.8pt;line-height:1.4">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #1a237e;padding-bottom:5pt">
    <div><span style="font:bold 21pt Arial;color:#1a237e">Miles Smith</span><br><span style="font-size:8.5pt;color:#555">Private Clients</span></div>
    <div class="r" style="font-size:8pt;color:#555">London<br>020 7946 0318</div></div>
  <div class="cols" style="margin-top:12pt"><div>Mr Rupert Ashdown<br>Flat 4, 27 Lansdowne Crescent<br>London<br>W11 2NS</div>
    <div class="r">8 February 2027<br>Policy number MSI/PC/5520637</div></div>
  <p style="margin-top:12pt"><b>Your motor renewal – choose your voluntary excess</b></p>
  <p>Dear Mr Ashdown,</p>
  <p>Your motor policy with AXA Insurance UK plc for your Range Rover Evoque P200 R-Dynamic SE (2021), registration <b>LB71 KTE</b>, renews on
  <b>15 March 2027</b>. Last year you paid £812.30 including Insurance Premium Tax, with a voluntary excess of £250.</p>
  <p>Your premium is lower if you choose a higher voluntary excess. The table shows the renewal premium at each level; the compulsory excess of
  £300 applies in every case.</p>
  <table style="width:80%;margin:6pt 0">
    <tr style="background:#1a237e;color:white"><th style="${msCell}">Voluntary excess</th><th class="r" style="${msCell}">Total excess</th>
      <th class="r" style="${msCell}">Renewal premium incl. IPT</th></tr>
    ${msRow('£0', '£300', '£905.12')}
    ${msRow('£100', '£400', '£874.60')}
    ${msRow('£250 – your current choice', '£550', '£838.92', true)}
    ${msRow('£500', '£800', '£801.45')}
  </table>
  <p>Unless you tell us otherwise, we will renew with your current voluntary excess of £250, at a premium of <b>£838.92</b> (£26.62 more than last
  year), with a total excess of £550.</p>
  <p>The premium will be collected by Direct Debit on 15 March 2027. If you would like a different excess, or anything has changed, please call us
  before then.</p>
  <p>Yours sincerely,<br><br>Charlotte Wren<br>Private Clients</p>
  <p style="font-size:6.5pt;color:#777">Miles Smith Limited is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

// ---------------------------------------------------------------------------------------------------------------
// 16. Thompson Heath & Bond (broker): HTML; a renewal confirmation with the advance notice of twelve Direct Debit
// collections in two side-by-side halves, the credit terms and the Direct Debit Guarantee; photographed sideways.
const collections: [string, string][] = [
  ['08/04/2027', '£68.32'],
  ...['08/05/2027', '08/06/2027', '08/07/2027', '08/08/2027', '08/09/2027', '08/10/2027', '08/11/2027', '08/12/2027', '08/01/2028', '08/02/2028', '08/03/2028'].map(
    (date): [string, string] => [date, '£68.30'],
  ),
];
const [firstHalf, secondHalf] = [collections.slice(0, 6), collections.slice(6)];
const ddCell = 'border:1px solid #9e9e9e;padding:2pt 8pt';
const THB = `
<div style="font-family:Arial,sans-serif;font-size:9.6pt;line-height:1.38">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #004d40;padding-bottom:5pt">
    <div><span style="font:bold 19pt Georgia;color:#004d40">Thompson Heath &amp; Bond</span><br><span style="font-size:8.5pt;color:#555">Insurance brokers</span></div>
    <div class="r" style="font-size:8pt;color:#555">London<br>020 7946 0755</div></div>
  <div class="cols" style="margin-top:10pt"><div>Ms Freya Lindqvist<br>19 Cranbrook Road<br>London SW19 4HG</div><div class="r">11 March 2027</div></div>
  <p style="margin-top:10pt;font:bold 11.5pt Arial">Your renewal is confirmed – advance notice of your Direct Debit collections</p>
  <p>Dear Ms Lindqvist, thank you for renewing your car insurance with us. Your renewal details and the dates we will collect your payments are below.</p>
  <table style="margin:4pt 0">
    <tr><td>Policy number</td><td><b>THB/PM/30951</b></td></tr>
    <tr><td>Vehicle</td><td>Audi A3 Sportback 35 TFSI Sport (2021), <b>LX21 TKP</b></td></tr>
    <tr><td>Insurer</td><td>Allianz Insurance plc</td></tr>
    <tr><td>Renewal date</td><td><b>1 April 2027</b></td></tr>
    <tr><td>Renewal premium incl. IPT</td><td><b>£768.40</b></td></tr>
    <tr><td>Last year's premium incl. IPT</td><td>£741.95</td></tr>
    <tr><td>Excess</td><td>compulsory £250, voluntary £250, total £500</td></tr>
  </table>
  <p style="margin:6pt 0 3pt">Cash price £768.40 · interest £51.22 · total amount payable £819.62 · representative APR 14.9% · 12 monthly collections</p>
  <table style="margin:3pt 0">
    <tr>${['Collection date', 'Amount', 'Collection date', 'Amount'].map((heading) => `<th style="${ddCell};background:#e0f2f1">${heading}</th>`).join('')}</tr>
    ${firstHalf
      .map(([date, amount], index) => {
        const [laterDate, laterAmount] = secondHalf[index] ?? ['', ''];
        return (
          `<tr><td style="${ddCell}">${date}</td><td class="r" style="${ddCell}">${amount}</td><td style="${ddCell}">${laterDate}</td>` +
          `<td class="r" style="${ddCell}">${laterAmount}</td></tr>`
        );
      })
      .join('')}
    <tr><td colspan="3" style="${ddCell}"><b>Total of 12 collections</b></td><td class="r" style="${ddCell}"><b>£819.62</b></td></tr>
  </table>
  <p style="font-size:8.6pt">Service user number 437629 · Mandate reference THB30951DD01 · Account ending 4821 · Shown on your statement as THB PREMIUM</p>
  <div class="box" style="font-size:7.6pt;line-height:1.3"><b>The Direct Debit Guarantee</b><br>This Guarantee is offered by all banks and building
    societies that accept instructions to pay Direct Debits. If there are any changes to the amount, date or frequency of your Direct Debit we will
    notify you 10 working days in advance of your account being debited or as otherwise agreed. If an error is made in the payment of your Direct
    Debit, by us or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building
    society. You can cancel a Direct Debit at any time by simply contacting your bank or building society.</div>
  <p style="font-size:6.5pt;color:#777">Thompson Heath &amp; Bond Ltd is authorised and regulated by the Financial Conduct Authority.</p>
</div>`;

export const FRESH_NOTICES_42: FreshNotice[] = [
  {
    name: 'sheilas-wheels',
    html: SHEILAS,
    expected: {
      renewalDate: '2027-03-18',
      insurer: "Sheilas' Wheels",
      policyNumber: 'SHW/PC/4819227',
      registrationNumber: 'KM21YHT',
      renewalPremium: '635.10',
      previousPremium: '598.40',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },
  {
    name: 'peoples-choice',
    html: PEOPLES,
    expected: {
      renewalDate: '2027-04-02',
      insurer: "People's Choice",
      policyNumber: 'PCH-7731-0482',
      registrationNumber: 'WR19KFE',
      renewalPremium: '712.48',
      previousPremium: '689.70',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'sainsburys-bank',
    html: SAINSBURYS,
    photo: true,
    expected: {
      renewalDate: '2027-03-23',
      insurer: "Sainsbury's Bank",
      policyNumber: 'SBC/40622915',
      registrationNumber: 'EY70LMD',
      renewalPremium: '583.62',
      previousPremium: '561.15',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'haven',
    html: HAVEN,
    expected: {
      renewalDate: '2027-04-11',
      insurer: 'Haven Insurance',
      policyNumber: 'HVN-PC-2390571',
      registrationNumber: 'BN22WTO',
      renewalPremium: '742.90',
      previousPremium: '710.25',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
  {
    name: 'classic-direct',
    html: CLASSIC_DIRECT,
    expected: {
      renewalDate: '2027-05-01',
      insurer: 'Classic Direct',
      policyNumber: 'CD/CL/118406',
      registrationNumber: 'RFK612K',
      renewalPremium: '214.37',
      previousPremium: '198.60',
      compulsoryExcess: '100',
      voluntaryExcess: '100',
      totalExcess: '200',
    },
  },
  {
    name: 'choicequote',
    html: CHOICEQUOTE,
    expected: {
      renewalDate: '2027-03-27',
      insurer: 'ChoiceQuote',
      policyNumber: 'CQ-PC-661083',
      registrationNumber: 'PE21HXV',
      renewalPremium: '812.45',
      previousPremium: '866.20',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },
  {
    name: 'jelf',
    html: JELF,
    expected: {
      renewalDate: '2027-03-09',
      insurer: 'Jelf',
      policyNumber: 'JLF/MTR/7023391',
      registrationNumber: 'GY20RPX',
      renewalPremium: '624.88',
      previousPremium: '601.30',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    name: 'keegan-pennykid',
    html: '',
    draw: drawKeeganPennykid,
    expected: {
      renewalDate: '2027-04-01',
      insurer: 'Keegan & Pennykid',
      policyNumber: 'KP/M/30418',
      registrationNumber: 'SF21KZT',
      renewalPremium: '1036.44',
      previousPremium: '979.80',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'caunce-ohara',
    html: '',
    draw: drawCaunceOHara,
    scan: true,
    expected: {
      renewalDate: '2027-03-16',
      insurer: "Caunce O'Hara",
      policyNumber: 'CO/PM/0457719',
      registrationNumber: 'MA19OXC',
      renewalPremium: '1124.56',
      previousPremium: '873.90',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
  {
    name: 'petherwick',
    html: PETHERWICK,
    scan: true,
    expected: {
      renewalDate: '2027-03-12',
      insurer: 'Petherwick Insurance Brokers',
      policyNumber: 'PET/MC/50883',
      registrationNumber: 'WV20BXL',
      renewalPremium: '587.35',
      previousPremium: '566.90',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'bullerwell',
    html: BULLERWELL,
    expected: {
      renewalDate: '2027-04-06',
      insurer: 'Bullerwell',
      policyNumber: 'BW/PC/11907',
      registrationNumber: 'NK70RFA',
      renewalPremium: '648.27',
      previousPremium: '631.15',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },
  {
    name: 'bartlett',
    html: BARTLETT,
    expected: {
      renewalDate: '2027-03-20',
      insurer: 'Bartlett',
      policyNumber: 'BART/PC/88341',
      registrationNumber: 'YB71DWE',
      renewalPremium: '657.36',
      previousPremium: '640.10',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'brownhill',
    html: '',
    draw: drawBrownhill,
    expected: {
      renewalDate: '2027-03-25',
      insurer: 'Brownhill Insurance Group',
      policyNumber: 'BIG/PM/204118',
      registrationNumber: 'AK21UZN',
      renewalPremium: '731.64',
      previousPremium: '702.18',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },
  {
    name: 'lucas-fettes',
    html: LUCAS_FETTES,
    expected: {
      renewalDate: '2027-03-28',
      insurer: 'Lucas Fettes',
      policyNumber: 'LF/PM/774019',
      registrationNumber: 'GK70NWB',
      renewalPremium: '893.72',
      previousPremium: '862.05',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'miles-smith',
    html: MILES_SMITH,
    expected: {
      renewalDate: '2027-03-15',
      insurer: 'Miles Smith',
      policyNumber: 'MSI/PC/5520637',
      registrationNumber: 'LB71KTE',
      renewalPremium: '838.92',
      previousPremium: '812.30',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },
  {
    name: 'thompson-heath-bond',
    html: THB,
    photo: 'sideways',
    expected: {
      renewalDate: '2027-04-01',
      insurer: 'Thompson Heath & Bond',
      policyNumber: 'THB/PM/30951',
      registrationNumber: 'LX21TKP',
      renewalPremium: '768.40',
      previousPremium: '741.95',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
];
