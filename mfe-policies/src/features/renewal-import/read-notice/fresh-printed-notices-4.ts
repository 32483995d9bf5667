import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES_4: FreshNotice[] = [
  // 1. Admiral: letter with a narrow summary table whose label cells wrap, add-ons total, long excess table.
  {
    name: 'admiral-letter-wrapping-summary-and-extra-excess-rows',
    html: `
<style>
  .adm-top { display: flex; justify-content: space-between; border-bottom: 3px solid #c8102e; padding-bottom: 6px; margin-bottom: 10px; }
  .adm-logo { font-size: 20pt; font-weight: bold; color: #c8102e; letter-spacing: 1px; }
  table.adm-sum { width: 95mm; margin: 8px 0 12px 0; }
  table.adm-sum td { border: 1px solid #888; padding: 4px 6px; vertical-align: top; }
  table.adm-sum td:first-child { width: 55mm; background: #f3f3f3; }
  table.adm-xs { width: 100%; margin-top: 6px; }
  table.adm-xs th, table.adm-xs td { border: 1px solid #888; padding: 3px 5px; }
  table.adm-xs th { background: #c8102e; color: #fff; text-align: left; }
  .adm-small { font-size: 8pt; color: #444; }
</style>
<div class="adm-top">
  <div><div class="adm-logo">Admiral</div><div>Car Insurance</div></div>
  <div style="text-align:right">Customer number: C-0038812745<br>Renewal quote ref: RQ-7781-2203<br>Date: 30 January 2027</div>
</div>
<p>Mr Daniel Okonjo<br>14 Ferndale Rise<br>Harrogate<br>North Yorkshire<br>HG2 7QL</p>
<h2 style="margin-bottom:4px">Your car insurance renewal</h2>
<p>Dear Mr Okonjo,</p>
<p>It's nearly time to renew your Admiral car insurance. We've set out your price for the coming year below. If you do nothing, your
policy will renew automatically and your new policy will start on the 1st of March 2027, using the payment details we already hold.</p>
<table class="adm-sum">
  <tr><td>Policy number</td><td>P/ADM/40917328</td></tr>
  <tr><td>Car insured</td><td>2019 Skoda Octavia SE Technology 1.5 TSI Estate (manual, petrol)</td></tr>
  <tr><td>Registration</td><td>LN19 XKT</td></tr>
  <tr><td>Level of cover</td><td>Comprehensive</td></tr>
  <tr><td>Total annual premium including Insurance Premium Tax</td><td class="r">£743.28</td></tr>
  <tr><td>Your premium last year including Insurance Premium Tax</td><td class="r">£689.10</td></tr>
</table>
<p><b>Optional extras you currently have</b> (these are charged on top of your premium):</p>
<table class="adm-xs" style="width:95mm">
  <tr><td>Motor Legal Protection</td><td class="r">£29.99</td></tr>
  <tr><td>Admiral Breakdown Cover &ndash; Roadside &amp; Recovery</td><td class="r">£44.00</td></tr>
  <tr><td><b>Total payable including your optional extras</b></td><td class="r"><b>£817.27</b></td></tr>
</table>
<h3 style="margin-top:14px">Your excesses</h3>
<table class="adm-xs">
  <tr><th>Type of claim</th><th>Compulsory</th><th>Voluntary</th><th>Total you pay</th></tr>
  <tr><td>Accidental damage</td><td class="r">£250</td><td class="r">£100</td><td class="r">£350</td></tr>
  <tr><td>Fire and theft</td><td class="r">£250</td><td class="r">£100</td><td class="r">£350</td></tr>
  <tr><td>Windscreen replacement (using our approved repairer)</td><td class="r">£115</td><td class="r">&ndash;</td><td class="r">£115</td></tr>
  <tr><td>Windscreen repair</td><td class="r">£25</td><td class="r">&ndash;</td><td class="r">£25</td></tr>
  <tr><td>Lost or stolen keys</td><td class="r">£100</td><td class="r">&ndash;</td><td class="r">£100</td></tr>
  <tr><td>Young driver (under 25) &ndash; payable in addition to the above</td><td class="r">£250</td><td class="r">&ndash;</td><td class="r">+£250</td></tr>
</table>
<p>Please check your details carefully. If anything is wrong or has changed, let us know before your renewal date, as it could affect your price or your cover.</p>
<p>Yours sincerely,<br><br>Rebecca Hollis<br>Customer Services Manager</p>
<p class="adm-small">Admiral is a trading name of EUI Limited, authorised and regulated by the Financial Conduct Authority. Car insurance is underwritten by Admiral Insurance (Gibraltar) Limited and Admiral Insurance Company Limited.</p>
`,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Admiral',
      policyNumber: 'P/ADM/40917328',
      registrationNumber: 'LN19XKT',
      renewalPremium: '743.28',
      previousPremium: '689.10',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },

  // 2. Aviva: two pages, page 1 summary, page 2 breakdown, hand-built header and footer on each page.
  {
    name: 'aviva-two-page-summary-then-breakdown',
    html: `
<style>
  .av-page { height: 255mm; display: flex; flex-direction: column; box-sizing: border-box; }
  .av-page.first { break-after: page; page-break-after: always; }
  .av-hdr { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #004f9f; padding-bottom: 4px; font-size: 8.5pt; color: #004f9f; }
  .av-hdr b { font-size: 16pt; color: #ffd900; background: #004f9f; padding: 2px 8px; }
  .av-body { flex: 1; padding-top: 10px; }
  .av-ftr { border-top: 1px solid #999; padding-top: 4px; font-size: 7.5pt; color: #555; display: flex; justify-content: space-between; }
  .av-big { font-size: 15pt; font-weight: bold; }
  table.av-t { width: 100%; margin: 6px 0 12px 0; }
  table.av-t td, table.av-t th { border: 1px solid #b5c7dd; padding: 4px 6px; }
  table.av-t th { background: #e6eef8; text-align: left; }
</style>
<div class="av-page first">
  <div class="av-hdr"><div><b>Aviva</b> &nbsp;Car Insurance &ndash; renewal summary</div><div>Policy number AV-MTR-66120983 &nbsp;|&nbsp; Page 1 of 2</div></div>
  <div class="av-body">
    <p>Ms Harriet Lindqvist<br>Flat 3, 27 Moorland Road<br>Bristol<br>BS6 4HG</p>
    <p>16 November 2026</p>
    <h2>Your renewal at a glance</h2>
    <table class="av-t">
      <tr><td>Policyholder</td><td>Ms Harriet Lindqvist</td></tr>
      <tr><td>Car</td><td>Volvo XC40 B4 Plus Dark (2018)</td></tr>
      <tr><td>Registration number</td><td>WR68 PLN</td></tr>
      <tr><td>Cover</td><td>Comprehensive, social, domestic and pleasure including commuting</td></tr>
      <tr><td>Your cover renews on</td><td>14 December 2026</td></tr>
    </table>
    <div class="box" style="padding:8px 10px">
      <div>Your car insurance price for the year</div>
      <div class="av-big">£1,058.43</div>
      <div style="margin-top:6px">Optional extras: £38.00 &nbsp;&nbsp; Total to pay including extras: £1,096.43</div>
      <div style="margin-top:6px">Last year's price for your car insurance: £986.20</div>
    </div>
    <p>There's a full breakdown of your price and your excesses on page 2. You don't need to do anything if you want to renew &ndash; we'll take payment from the card ending 4410 on your renewal date.</p>
  </div>
  <div class="av-ftr"><div>Aviva Insurance Limited. Registered in Scotland No. 2116. Registered office: Pitheavlis, Perth PH2 0NH.</div><div>Policy AV-MTR-66120983</div></div>
</div>
<div class="av-page">
  <div class="av-hdr"><div><b>Aviva</b> &nbsp;Car Insurance &ndash; price breakdown</div><div>Policy number AV-MTR-66120983 &nbsp;|&nbsp; Page 2 of 2</div></div>
  <div class="av-body">
    <h3>How your price is made up</h3>
    <table class="av-t">
      <tr><th>Item</th><th class="r">Amount</th></tr>
      <tr><td>Car insurance premium (excluding Insurance Premium Tax)</td><td class="r">£945.03</td></tr>
      <tr><td>Insurance Premium Tax at 12%</td><td class="r">£113.40</td></tr>
      <tr><td><b>Car insurance total</b></td><td class="r"><b>£1,058.43</b></td></tr>
      <tr><td>Aviva Breakdown Cover &ndash; Roadside (optional, IPT included)</td><td class="r">£38.00</td></tr>
      <tr><td><b>Total to pay</b></td><td class="r"><b>£1,096.43</b></td></tr>
    </table>
    <h3>Your excesses</h3>
    <table class="av-t">
      <tr><th>Claim</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
      <tr><td>Accidental damage, fire or theft</td><td class="r">£300</td><td class="r">£250</td><td class="r">£550</td></tr>
      <tr><td>Young or inexperienced driver (extra, on top of the above)</td><td class="r">£300</td><td class="r">n/a</td><td class="r">£300</td></tr>
      <tr><td>Glass repair / replacement</td><td class="r">£10 / £100</td><td class="r">n/a</td><td class="r">£10 / £100</td></tr>
    </table>
    <p>Your no claim discount: 5 years (protected).</p>
  </div>
  <div class="av-ftr"><div>Aviva Insurance Limited. Registered in Scotland No. 2116. Authorised by the PRA and regulated by the FCA and the PRA.</div><div>Policy AV-MTR-66120983</div></div>
</div>
`,
    expected: {
      renewalDate: '2026-12-14',
      insurer: 'Aviva',
      policyNumber: 'AV-MTR-66120983',
      registrationNumber: 'WR68PLN',
      renewalPremium: '1058.43',
      previousPremium: '986.20',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },

  // 3. Direct Line: Last year / This year / Change comparison table, price fell, dd-mm-yyyy date.
  {
    name: 'direct-line-three-column-comparison-price-down',
    html: `
<style>
  .dl-bar { background: #d6001c; color: #fff; padding: 8px 12px; font-size: 18pt; font-weight: bold; }
  .dl-sub { background: #222; color: #fff; padding: 4px 12px; font-size: 9pt; }
  table.dl-cmp { width: 100%; margin-top: 8px; }
  table.dl-cmp th, table.dl-cmp td { border: 1px solid #aaa; padding: 5px 7px; }
  table.dl-cmp th { background: #f1f1f1; }
  .dl-good { color: #0a7a2f; font-weight: bold; }
</style>
<div class="dl-bar">DIRECT LINE</div>
<div class="dl-sub">Car insurance &middot; Renewal comparison</div>
<div class="cols" style="margin-top:10px">
  <div>Mr &amp; Mrs G. Abernethy<br>8 Quarry Lane<br>Kendal<br>LA9 6BW</div>
  <div style="text-align:right">Policy number: DLM 7735 0194<br>Renewal date: 09-08-2027<br>Letter date: 12-07-2027</div>
</div>
<h2>Good news &ndash; your price has gone down</h2>
<p>Here is how your renewal compares with what you have now. Your car is a Ford Kuga ST-Line 1.5 EcoBoost, registration YB21 KRW.</p>
<table class="dl-cmp">
  <tr><th style="text-align:left"></th><th class="r">Last year</th><th class="r">This year</th><th class="r">Change</th></tr>
  <tr><td>Car insurance premium (including IPT)</td><td class="r">£812.40</td><td class="r">£768.15</td><td class="r dl-good">-£44.25</td></tr>
  <tr><td>Compulsory excess</td><td class="r">£250</td><td class="r">£250</td><td class="r">No change</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£0</td><td class="r">£100</td><td class="r">+£100</td></tr>
  <tr><td>Total excess for accidental damage, fire and theft</td><td class="r">£250</td><td class="r">£350</td><td class="r">+£100</td></tr>
  <tr><td>No Claim Discount</td><td class="r">6 years</td><td class="r">7 years</td><td class="r">+1 year</td></tr>
  <tr><td>Named drivers</td><td class="r">2</td><td class="r">2</td><td class="r">&ndash;</td></tr>
</table>
<p>The prices above are for your car insurance only. You also have the following optional covers, which will renew at the prices shown:
Guaranteed Hire Car Plus £39.00 and Motor Legal Protection £25.00.</p>
<p>If you'd like to change anything, call us on 0345 246 8701 or manage your policy online before 09-08-2027.</p>
<p style="font-size:8pt;color:#555">Direct Line is a trading name of U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No 1179980.</p>
`,
    expected: {
      renewalDate: '2027-08-09',
      insurer: 'Direct Line',
      policyNumber: 'DLM 7735 0194',
      registrationNumber: 'YB21KRW',
      renewalPremium: '768.15',
      previousPremium: '812.40',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },

  // 4. LV=: instalment plan table with a deposit larger than the monthly instalments; no last-year figure.
  {
    name: 'lv-instalment-plan-deposit-larger',
    html: `
<style>
  .lv-head { border-bottom: 4px solid #00a651; padding-bottom: 6px; display: flex; justify-content: space-between; align-items: center; }
  .lv-logo { font-size: 22pt; font-weight: bold; color: #006a4e; }
  dl.lv-d { display: grid; grid-template-columns: 45mm 1fr; gap: 3px 8px; margin: 10px 0; }
  dl.lv-d dt { font-weight: bold; }
  dl.lv-d dd { margin: 0; }
  table.lv-t { width: 100%; margin: 6px 0 10px 0; }
  table.lv-t th, table.lv-t td { border: 1px solid #9cc; padding: 4px 6px; }
  table.lv-t th { background: #e5f5ec; text-align: left; }
</style>
<div class="lv-head"><div class="lv-logo">LV=</div><div style="text-align:right">Liverpool Victoria Car Insurance<br>Your renewal documents</div></div>
<p>Dear Ms Farrow,</p>
<p>Thank you for insuring your car with us. Your renewal details are below.</p>
<dl class="lv-d">
  <dt>Policy number</dt><dd>LVFS/CAR/20981133</dd>
  <dt>Customer ID</dt><dd>88120-4471</dd>
  <dt>Vehicle</dt><dd>Toyota Yaris Hybrid Icon 1.5 &ndash; GU70 BFE</dd>
  <dt>Renewal date</dt><dd>Tue 13 Apr 2027</dd>
  <dt>Cover</dt><dd>Comprehensive</dd>
</dl>
<h3>How much will it cost?</h3>
<p>Pay annually: <b>£684.00</b> (including Insurance Premium Tax)</p>
<p>You have chosen to pay by monthly Direct Debit. Your payment plan is:</p>
<table class="lv-t">
  <tr><th>Payment</th><th>When</th><th class="r">Amount</th></tr>
  <tr><td>Deposit</td><td>Tue 13 Apr 2027</td><td class="r">£114.00</td></tr>
  <tr><td>Instalments 1 to 10</td><td>On the 13th of each month, May 2027 to February 2028</td><td class="r">£61.56 each</td></tr>
  <tr><td>Total amount payable by instalments</td><td></td><td class="r">£729.60</td></tr>
  <tr><td>Cost of credit (interest), representative APR 21.9%</td><td></td><td class="r">£45.60</td></tr>
</table>
<h3>Your excesses</h3>
<table class="lv-t">
  <tr><th>Excess</th><th class="r">Amount</th></tr>
  <tr><td>Compulsory excess</td><td class="r">£150</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td>Total accidental damage, fire and theft excess</td><td class="r">£400</td></tr>
  <tr><td>Windscreen replacement</td><td class="r">£90</td></tr>
  <tr><td>Additional excess for drivers aged under 21</td><td class="r">£300</td></tr>
</table>
<p>If you'd rather pay in full, just call us before your renewal date and we'll switch you to an annual payment.</p>
<p style="font-size:8pt;color:#555">Liverpool Victoria Insurance Company Limited. Registered in England and Wales number 3232514. Authorised by the PRA and regulated by the FCA and PRA.</p>
`,
    expected: {
      renewalDate: '2027-04-13',
      insurer: 'LV=',
      policyNumber: 'LVFS/CAR/20981133',
      registrationNumber: 'GU70BFE',
      renewalPremium: '684.00',
      compulsoryExcess: '150',
      voluntaryExcess: '250',
      totalExcess: '400',
    },
  },

  // 5. Hastings Direct: rise given only as a percentage, "policy ends on" date, excess by claim type.
  {
    name: 'hastings-percentage-rise-only-ends-on',
    html: `
<style>
  .hd-head { background: #0b2a4a; color: #fff; padding: 10px 14px; }
  .hd-head .n { font-size: 18pt; font-weight: bold; }
  .hd-price { border: 2px solid #f5a800; padding: 10px; margin: 10px 0; }
  table.hd-x { width: 100%; }
  table.hd-x th, table.hd-x td { border: 1px solid #bbb; padding: 4px 6px; }
  table.hd-x th { background: #eef2f6; }
</style>
<div class="hd-head"><div class="n">Hastings Direct</div><div>Premier Car Insurance &ndash; renewal invitation</div></div>
<p style="margin-top:10px">Miss Chloe Barraclough<br>112 Wellington Street<br>Hastings<br>TN34 3DU</p>
<p>Policy number: HD/PREM/04458812 &nbsp;&nbsp; Renewal quote ref: RQ 5523 0918</p>
<p>Your policy ends on 30 June 2027. We'd like to keep insuring your Mini Cooper (registration FD17 WXU) and have set out your renewal price below.</p>
<div class="hd-price">
  <div>Your renewal premium</div>
  <div style="font-size:16pt;font-weight:bold">£932.66</div>
  <div>This includes Insurance Premium Tax. It is 8.4% more than you paid last year.</div>
</div>
<p>Why has my price changed? Repair costs, the price of parts and the cost of claims have all gone up across the market. Your own details have not changed.</p>
<h3>Your excess</h3>
<table class="hd-x">
  <tr><th style="text-align:left">Claim type</th><th class="r">Compulsory excess</th><th class="r">Voluntary excess</th><th class="r">Total excess</th></tr>
  <tr><td>Accidental damage</td><td class="r">£250</td><td class="r">£150</td><td class="r">£400</td></tr>
  <tr><td>Fire</td><td class="r">£250</td><td class="r">£150</td><td class="r">£400</td></tr>
  <tr><td>Theft or attempted theft</td><td class="r">£250</td><td class="r">£150</td><td class="r">£400</td></tr>
  <tr><td>Windscreen replacement</td><td class="r">£95</td><td class="r">£0</td><td class="r">£95</td></tr>
  <tr><td>Young or inexperienced driver (additional)</td><td class="r">£200</td><td class="r">&ndash;</td><td class="r">£200</td></tr>
</table>
<p>Want to pay monthly? Call us on 0333 321 9800. Monthly payments include interest.</p>
<p style="font-size:8pt;color:#555">Hastings Direct is a trading name of Advantage Insurance Company Limited and Hastings Insurance Services Limited.</p>
`,
    expected: {
      renewalDate: '2027-07-01',
      insurer: 'Hastings Direct',
      policyNumber: 'HD/PREM/04458812',
      registrationNumber: 'FD17WXU',
      renewalPremium: '932.66',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },

  // 6. Swinton: broker moved the customer to a new underwriter; the letterhead brand is the answer.
  {
    name: 'swinton-broker-changed-underwriter',
    html: `
<style>
  .sw-top { display: flex; justify-content: space-between; border-bottom: 2px solid #e2001a; padding-bottom: 6px; }
  .sw-logo { font-size: 20pt; font-weight: bold; color: #e2001a; }
  table.sw-t { width: 100%; margin: 8px 0; }
  table.sw-t td { border: 1px solid #ccc; padding: 4px 6px; vertical-align: top; }
  table.sw-t td:first-child { width: 60mm; background: #fafafa; }
  .sw-note { background: #fff4d6; padding: 8px; border-left: 4px solid #e2001a; }
</style>
<div class="sw-top"><div><div class="sw-logo">Swinton</div><div>Insurance</div></div><div style="text-align:right">Swinton Insurance<br>Swinton House, Manchester M60 0BR<br>Letter date: 3 September 2027</div></div>
<p>Mr Kieran Walsh<br>41 Ashbourne Avenue<br>Stockport<br>SK4 2NX</p>
<h2>Important: your insurer is changing</h2>
<div class="sw-note">Each year we search our panel of insurers for you. For your renewal on 5 October 2027 we have moved your policy from Covéa Insurance plc to Markerstudy Insurance Company Limited, who can offer you the same level of cover for less.</div>
<table class="sw-t">
  <tr><td>Your Swinton policy reference</td><td>SWI/88231907 (this stays the same)</td></tr>
  <tr><td>New insurer</td><td>Markerstudy Insurance Company Limited</td></tr>
  <tr><td>Insurer's certificate number</td><td>MKS-CN-2027-551802</td></tr>
  <tr><td>Vehicle</td><td>Vauxhall Astra 1.2 Turbo SRi, KM66 UHA</td></tr>
  <tr><td>New policy starts</td><td>5 October 2027</td></tr>
</table>
<p>Your new premium is £1,214.50, including Insurance Premium Tax and our arrangement fee. Last year you paid £1,388.72.</p>
<p><b>Excess:</b> compulsory £350, voluntary £250, making a total excess of £600 for accidental damage, fire or theft claims. (Please note your previous insurer's compulsory excess was £300.)</p>
<p>Optional products &ndash; not included in the premium above: Swinton Key Cover £14.99; Breakdown Cover (national) £59.99.</p>
<p>If you'd prefer to stay with your current insurer or want to discuss this change, please call us on 0161 830 7200 before 5 October 2027.</p>
<p style="font-size:8pt;color:#555">Swinton Insurance is a trading name of Swinton Group Limited, authorised and regulated by the Financial Conduct Authority.</p>
`,
    expected: {
      renewalDate: '2027-10-05',
      insurer: 'Swinton',
      policyNumber: 'SWI/88231907',
      registrationNumber: 'KM66UHA',
      renewalPremium: '1214.50',
      previousPremium: '1388.72',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },

  // 7. esure: price shown with and without the loyalty discount.
  {
    name: 'esure-price-with-and-without-discount',
    html: `
<style>
  .es-logo { font-size: 24pt; font-weight: bold; color: #e4007c; font-style: italic; }
  table.es-p { width: 100%; margin: 10px 0; }
  table.es-p th, table.es-p td { border: 1px solid #ccc; padding: 6px; }
  table.es-p th { background: #fbe3ef; }
  .es-strike { text-decoration: line-through; color: #777; }
</style>
<div class="es-logo">esure</div>
<div style="font-size:9pt;color:#666">car insurance &middot; renewal notice</div>
<div class="cols" style="margin-top:12px">
  <div>Dr Amrit Sandhu<br>5 Hollybush Close<br>Leicester<br>LE3 9FS</div>
  <div>Policy number: ESC-4820-1195-77<br>Quote number: Q-6619024<br>Renewal date: Friday 19 March 2027</div>
</div>
<p>Your Honda Jazz 1.3 i-VTEC EX (BV14 NHJ) is due to renew. Because you've been with us for three years, we've applied a 10% loyalty discount.</p>
<table class="es-p">
  <tr><th style="text-align:left"></th><th class="r">Without discount</th><th class="r">With your discount</th></tr>
  <tr><td>Car insurance premium (including IPT)</td><td class="r"><span class="es-strike">£745.90</span></td><td class="r"><b>£671.31</b></td></tr>
  <tr><td>Loyalty discount (10%)</td><td class="r">&ndash;</td><td class="r">-£74.59</td></tr>
</table>
<p><b>The price you'll pay for the year: £671.31</b></p>
<p>Last year's premium: £633.80</p>
<h3>Excess</h3>
<p>Compulsory excess £295 &nbsp;&middot;&nbsp; Voluntary excess £0 &nbsp;&middot;&nbsp; Total excess £295</p>
<p>Windscreen claims: £75 excess for replacement, nil for repair.</p>
<p style="font-size:8pt;color:#555">esure is a trading name of esure Insurance Limited, registered in England and Wales No. 3800891.</p>
`,
    expected: {
      renewalDate: '2027-03-19',
      insurer: 'esure',
      policyNumber: 'ESC-4820-1195-77',
      registrationNumber: 'BV14NHJ',
      renewalPremium: '671.31',
      previousPremium: '633.80',
      compulsoryExcess: '295',
      voluntaryExcess: '0',
      totalExcess: '295',
    },
  },

  // 8. Saga: prose letter, excess given in a sentence, P.S. offering cheaper options.
  {
    name: 'saga-letter-with-ps-cheaper-option',
    html: `
<style>
  .sg-logo { font-family: Georgia, serif; font-size: 24pt; color: #003b71; }
  .sg-letter p { line-height: 1.45; }
</style>
<div style="display:flex;justify-content:space-between">
  <div class="sg-logo">Saga</div>
  <div style="text-align:right;font-size:9pt">Saga Car Insurance<br>Enbrook Park, Folkestone, Kent CT20 3SE<br>0800 096 4109</div>
</div>
<div class="sg-letter">
<p>Mrs Margaret Pemberton<br>The Old Forge<br>Church Street<br>Ludlow<br>SY8 1AW</p>
<p>22 December 2026</p>
<p>Our ref: SAG 1043 8879 M</p>
<p>Dear Mrs Pemberton,</p>
<p>Thank you for choosing Saga Car Insurance. Your policy, number SAG 1043 8879 M, for your Mazda MX-5 (registration R44 DPE) is due for renewal on 2 February 2027, and I'm pleased to enclose your renewal documents.</p>
<p>Your premium for the coming year will be £412.35, which includes Insurance Premium Tax. For comparison, the premium you paid last year was £398.90.</p>
<p>Your excesses remain unchanged: a compulsory excess of £100 and the voluntary excess of £150 you chose, making £250 in total for any accidental damage, fire or theft claim.</p>
<p>Your policy continues to include RAC breakdown cover, a courtesy car and uninsured driver promise at no extra cost.</p>
<p>If you are happy with your renewal there is nothing more you need to do.</p>
<p>Yours sincerely,</p>
<p>Jonathan Reeve<br>Head of Customer Services</p>
<p><b>P.S.</b> If you'd like to reduce your premium, increasing your voluntary excess to £500 would bring your price down to £371.10 &ndash; or our Saga Car Insurance Select option, with fewer benefits, would cost £349.00. Just give us a call.</p>
</div>
`,
    expected: {
      renewalDate: '2027-02-02',
      insurer: 'Saga',
      policyNumber: 'SAG 1043 8879 M',
      registrationNumber: 'R44DPE',
      renewalPremium: '412.35',
      previousPremium: '398.90',
      compulsoryExcess: '100',
      voluntaryExcess: '150',
      totalExcess: '250',
    },
  },

  // 9. NFU Mutual: agency schedule; last year's premium includes a mid-term adjustment; old reg mentioned.
  {
    name: 'nfu-mutual-agency-schedule-mid-term-adjustment',
    html: `
<style>
  .nfu-head { border: 2px solid #00553f; padding: 8px 12px; display: flex; justify-content: space-between; }
  .nfu-head .n { font-size: 18pt; font-weight: bold; color: #00553f; }
  table.nfu { width: 100%; margin: 8px 0; }
  table.nfu td, table.nfu th { border: 1px solid #999; padding: 4px 6px; vertical-align: top; }
  table.nfu th { background: #e3efe9; text-align: left; }
</style>
<div class="nfu-head"><div><div class="n">NFU Mutual</div><div>Market Harborough Agency</div></div><div style="text-align:right">Renewal Notice<br>Motor Car Insurance<br>Issued 24/02/2027</div></div>
<table class="nfu">
  <tr><td>Policy No.</td><td>NFU-MC/0391/662174</td><td>Agency ref.</td><td>MH/21/0887</td></tr>
  <tr><td>Policyholder</td><td>Mr Thomas Ashworth</td><td>Postcode</td><td>LE16 8QT</td></tr>
  <tr><td>Period of insurance</td><td colspan="3">01/04/2027 to 31/03/2028 (both dates inclusive)</td></tr>
  <tr><td>Vehicle</td><td colspan="3">2021 Land Rover Defender 110 D250 X-Dynamic SE &ndash; Registration AE71 CXM</td></tr>
  <tr><td>Cover</td><td colspan="3">Comprehensive &ndash; Class 1 business use</td></tr>
</table>
<h3>Premium</h3>
<table class="nfu">
  <tr><td>Renewal premium (including Insurance Premium Tax at 12%)</td><td class="r"><b>£1,147.85</b></td></tr>
  <tr><td>Your premium last year, including the mid-term adjustment made on 14 June 2026 when you replaced FN15 RTY with AE71 CXM (additional premium £88.60)</td><td class="r">£1,062.40</td></tr>
</table>
<h3>Excesses</h3>
<table class="nfu">
  <tr><th>Section</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
  <tr><td>Own damage</td><td class="r">£200</td><td class="r">£100</td><td class="r">£300</td></tr>
  <tr><td>Fire and theft</td><td class="r">£200</td><td class="r">£100</td><td class="r">£300</td></tr>
  <tr><td>Windscreen</td><td class="r">£75</td><td class="r">&ndash;</td><td class="r">£75</td></tr>
  <tr><td>Inexperienced drivers (licence held under 2 years) &ndash; additional</td><td class="r">£250</td><td class="r">&ndash;</td><td class="r">£250</td></tr>
</table>
<p>Please contact your Agency if any details have changed. The premium will be collected by Direct Debit unless you tell us otherwise.</p>
<p style="font-size:8pt;color:#555">The National Farmers Union Mutual Insurance Society Limited (No. 111982). Registered in England. Registered Office: Tiddington Road, Stratford upon Avon, Warwickshire CV37 7BJ.</p>
`,
    expected: {
      renewalDate: '2027-04-01',
      insurer: 'NFU Mutual',
      policyNumber: 'NFU-MC/0391/662174',
      registrationNumber: 'AE71CXM',
      renewalPremium: '1147.85',
      previousPremium: '1062.40',
      compulsoryExcess: '200',
      voluntaryExcess: '100',
      totalExcess: '300',
    },
  },

  // 10. Tesco Insurance: two-column schedule; rise stated in pounds only (previous premium computed).
  {
    name: 'tesco-two-column-schedule-rise-in-pounds',
    html: `
<style>
  .tc-bar { border-bottom: 3px solid #00539f; padding-bottom: 4px; }
  .tc-bar .n { font-size: 20pt; font-weight: bold; color: #00539f; }
  .tc-bar .n span { color: #ee1c2e; }
  .tc-card { border: 1px solid #00539f; border-radius: 4px; padding: 8px; }
  table.tc-t { width: 100%; margin-top: 6px; }
  table.tc-t th, table.tc-t td { border: 1px solid #ccd; padding: 3px 5px; vertical-align: top; }
  table.tc-t th { background: #e9f0f8; text-align: left; }
</style>
<div class="tc-bar"><div class="n">Tesco <span>Insurance</span></div><div>Car Insurance &ndash; Renewal Schedule</div></div>
<div class="cols" style="margin-top:10px; gap: 12px">
  <div class="tc-card">
    <b>Your details</b><br>
    Policyholder: Ms Joanne Mbeki<br>
    Policy number: TCI/7720 518 336<br>
    Clubcard: &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; 4471<br>
    Car: Seat Leon FR 1.5 TSI EVO<br>
    Registration: HX19 UBT<br>
    Renewal date: Sun 11 Jul 2027
  </div>
  <div class="tc-card">
    <b>Your price</b><br>
    Your renewal price (Clubcard Price applied), including IPT:<br>
    <span style="font-size:15pt;font-weight:bold">£698.40</span><br>
    That's £57.40 more than last year.
  </div>
</div>
<h3>Drivers</h3>
<table class="tc-t">
  <tr><th>Name</th><th>Relationship to policyholder</th><th>Licence</th><th>Claims or convictions in last 5 years</th></tr>
  <tr><td>Joanne Mbeki</td><td>Policyholder</td><td>Full UK, held 14 years</td><td>None</td></tr>
  <tr><td>Samuel Mbeki</td><td>Son (lives at the same address)</td><td>Full UK, held 1 year</td><td>None</td></tr>
</table>
<h3>Excesses</h3>
<table class="tc-t">
  <tr><th>Excess</th><th class="r">Amount</th></tr>
  <tr><td>Compulsory</td><td class="r">£250</td></tr>
  <tr><td>Voluntary</td><td class="r">£250</td></tr>
  <tr><td>Total (accidental damage, fire and theft)</td><td class="r">£500</td></tr>
  <tr><td>Additional &ndash; driver aged under 21</td><td class="r">£350</td></tr>
  <tr><td>Additional &ndash; driver aged 21 to 24</td><td class="r">£200</td></tr>
  <tr><td>Replacement locks and keys</td><td class="r">£100</td></tr>
</table>
<p style="font-size:8pt;color:#555">Tesco Insurance is a trading name of Tesco Bank. Car insurance is underwritten by a panel of insurers.</p>
`,
    expected: {
      renewalDate: '2027-07-11',
      insurer: 'Tesco Insurance',
      policyNumber: 'TCI/7720 518 336',
      registrationNumber: 'HX19UBT',
      renewalPremium: '698.40',
      previousPremium: '641.00',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 11. Castle Cover: traditional letter, "expires on" date, last year then this year in one sentence, old-style plate.
  {
    name: 'castle-cover-traditional-letter-expires-last-year-first',
    html: `
<style>
  .cc-head { text-align: center; border-bottom: 1px solid #333; padding-bottom: 6px; }
  .cc-head .n { font-family: 'Times New Roman', serif; font-size: 22pt; letter-spacing: 2px; }
  .cc-body p { font-family: 'Times New Roman', serif; font-size: 11pt; line-height: 1.5; }
</style>
<div class="cc-head"><div class="n">CASTLE COVER</div><div style="font-size:9pt">Over 50s Motor Insurance &middot; Ebbisham House, Epsom KT17 4RU</div></div>
<div class="cc-body">
<p style="text-align:right">Client No. 0061128<br>Policy No. CC/48 771 093<br>4th January 2027</p>
<p>Mr R. J. Featherstone<br>2 Orchard Mews<br>Malvern<br>Worcestershire<br>WR14 3JL</p>
<p>Dear Mr Featherstone,</p>
<p><b>Renewal of your Motor Insurance &ndash; 1997 Honda Accord 2.0i LS, registration P512 KDV</b></p>
<p>Your present policy CC/48 771 093 expires on 31 January 2027 and we are pleased to invite renewal on the terms shown below.</p>
<p>Last year you paid £301.20; this year your premium is £289.75, including Insurance Premium Tax at the current rate.</p>
<p>Your excesses for the coming year are: Compulsory excess £100, Voluntary excess £100. Total excess: £200. No excess applies to claims for windscreen repair.</p>
<p>To renew, please return the enclosed payment slip with your cheque, or telephone us on 01372 739 200 to pay by debit card. If we have not heard from you by the expiry date your cover will lapse.</p>
<p>Yours sincerely,</p>
<p>Margaret Ellison<br>Renewals Department</p>
</div>
<p style="font-size:8pt;color:#555">Castle Cover Limited is authorised and regulated by the Financial Conduct Authority.</p>
`,
    expected: {
      renewalDate: '2027-02-01',
      insurer: 'Castle Cover',
      policyNumber: 'CC/48 771 093',
      registrationNumber: 'P512KDV',
      renewalPremium: '289.75',
      previousPremium: '301.20',
      compulsoryExcess: '100',
      voluntaryExcess: '100',
      totalExcess: '200',
    },
  },

  // 12. M&S Bank: repeating header/footer (table thead/tfoot) on every page, policy number in both, two pages.
  {
    name: 'ms-bank-repeating-header-footer-two-pages',
    html: `
<style>
  table.msf { width: 100%; border: none; }
  table.msf > thead > tr > td, table.msf > tfoot > tr > td, table.msf > tbody > tr > td { border: none; padding: 0; }
  .ms-h { display: flex; justify-content: space-between; border-bottom: 2px solid #00704a; padding-bottom: 4px; margin-bottom: 10px; font-size: 8.5pt; }
  .ms-h b { font-size: 13pt; color: #00704a; }
  .ms-f { border-top: 1px solid #999; margin-top: 10px; padding-top: 4px; font-size: 7.5pt; color: #555; }
  table.ms-t { width: 100%; margin: 6px 0 10px 0; }
  table.ms-t td, table.ms-t th { border: 1px solid #bbb; padding: 4px 6px; }
  table.ms-t th { background: #e8f3ee; text-align: left; }
  .ms-small p { font-size: 8.5pt; line-height: 1.35; }
</style>
<table class="msf">
<thead><tr><td><div class="ms-h"><div><b>M&amp;S Bank</b> Car Insurance &ndash; Renewal invitation</div><div>Policy number MSB-MI-3008 4172</div></div></td></tr></thead>
<tfoot><tr><td><div class="ms-f">Policy number MSB-MI-3008 4172 &middot; M&amp;S Bank Car Insurance is arranged and administered on behalf of Marks and Spencer Financial Services plc. Calls may be recorded.</div></td></tr></tfoot>
<tbody><tr><td>
  <p>Mrs Eleanor Quayle<br>19 Larkspur Drive<br>Chelmsford<br>CM1 6YR</p>
  <p>Date: 2nd October 2027</p>
  <h2>Your renewal invitation</h2>
  <p>Your M&amp;S Bank Car Insurance is due to renew on 6th November 2027. Here's a summary of your renewal.</p>
  <table class="ms-t">
    <tr><td>Car</td><td>Jaguar X-Type 2.2D SE Estate</td></tr>
    <tr><td>Registration</td><td>RV57 FHD</td></tr>
    <tr><td>Cover type</td><td>Comprehensive</td></tr>
    <tr><td>Renewal date</td><td>6th November 2027</td></tr>
  </table>
  <table class="ms-t">
    <tr><th>Your price</th><th class="r">Amount</th></tr>
    <tr><td>Car insurance renewal premium (including IPT)</td><td class="r">£564.70</td></tr>
    <tr><td>Motor Legal Expenses (optional)</td><td class="r">£22.50</td></tr>
    <tr><td>Courtesy Car Plus (optional)</td><td class="r">£18.00</td></tr>
    <tr><td><b>Total payable</b></td><td class="r"><b>£605.20</b></td></tr>
  </table>
  <p>Last year's premium for your car insurance was £540.12.</p>
  <p>Your excess details and important information about your policy are on the next page.</p>
  <div style="break-before: page; page-break-before: always"></div>
  <h3>Your excesses</h3>
  <table class="ms-t">
    <tr><th>Excess</th><th class="r">Accidental damage</th><th class="r">Fire and theft</th></tr>
    <tr><td>Compulsory</td><td class="r">£250</td><td class="r">£250</td></tr>
    <tr><td>Voluntary</td><td class="r">£250</td><td class="r">£250</td></tr>
    <tr><td>Total</td><td class="r">£500</td><td class="r">£500</td></tr>
    <tr><td>Windscreen replacement</td><td class="r" colspan="2">£85</td></tr>
  </table>
  <h3>Important information</h3>
  <div class="ms-small">
    <p>Please read your renewal documents carefully and check that the information we hold about you is correct and complete. If any of it is wrong, please tell us straight away. If you do not, your policy may not be valid or may not fully cover you.</p>
    <p>We will automatically renew your policy using the payment details we hold, unless you tell us you do not want us to. You can opt out of automatic renewal at any time by calling us.</p>
    <p>Cancellation: if you cancel within 14 days of your renewal date we will refund the premium for the remaining period, provided you have not made a claim. After 14 days a cancellation charge applies.</p>
    <p>Complaints: if you are unhappy with our service, please contact us first. If we cannot resolve your complaint you may be able to refer it to the Financial Ombudsman Service.</p>
    <p>Financial Services Compensation Scheme: your insurer is covered by the FSCS. You may be entitled to compensation if it cannot meet its obligations.</p>
  </div>
</td></tr></tbody>
</table>
`,
    expected: {
      renewalDate: '2027-11-06',
      insurer: 'M&S Bank',
      policyNumber: 'MSB-MI-3008 4172',
      registrationNumber: 'RV57FHD',
      renewalPremium: '564.70',
      previousPremium: '540.12',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 13. Adrian Flux: specialist broker quotation, dotted date, rise stated in pounds, alternative quote box.
  {
    name: 'adrian-flux-modified-car-quotation-rise-in-pounds',
    html: `
<style>
  .af-h { background: #1d1d1b; color: #fff; padding: 8px 12px; display: flex; justify-content: space-between; align-items: center; }
  .af-h .n { font-size: 18pt; font-weight: bold; }
  table.af { width: 100%; margin: 8px 0; }
  table.af td, table.af th { border: 1px solid #aaa; padding: 4px 6px; vertical-align: top; }
  table.af th { background: #eee; text-align: left; }
  .af-alt { border: 1px dashed #777; padding: 6px 8px; font-size: 9pt; }
</style>
<div class="af-h"><div class="n">Adrian Flux</div><div>Renewal quotation &ndash; modified &amp; performance cars</div></div>
<p style="margin-top:10px">Mr Lewis Paterson &middot; 7 Kingfisher Way, King's Lynn, PE30 4TD</p>
<table class="af">
  <tr><td>Policy number</td><td>FLX2291184</td><td>Client reference</td><td>AF-0443192</td></tr>
  <tr><td>Renewal due</td><td>12.06.2027</td><td>Quotation valid until</td><td>11.06.2027</td></tr>
  <tr><td>Vehicle</td><td colspan="3">2008 Mitsubishi Lancer Evolution X GSR &ndash; reg. VU08 KVN</td></tr>
  <tr><td>Declared modifications</td><td colspan="3">ECU remap (approx. 360bhp), coilover suspension, cat-back exhaust, 18in aftermarket alloys</td></tr>
  <tr><td>Agreed value</td><td>£18,500</td><td>Limited mileage</td><td>5,000 miles a year</td></tr>
</table>
<h3>Your renewal quotation</h3>
<table class="af">
  <tr><th>Item</th><th class="r">Amount</th></tr>
  <tr><td>Annual premium, comprehensive (including Insurance Premium Tax and our fee)</td><td class="r"><b>£1,486.20</b></td></tr>
  <tr><td>Compulsory excess</td><td class="r">£500</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td>Total accidental damage excess</td><td class="r">£750</td></tr>
  <tr><td>Theft excess &ndash; additional if tracker not active at time of loss</td><td class="r">£500</td></tr>
</table>
<p>Your annual premium is an increase of £146.20 on last year, mainly due to the agreed value of your car going up.</p>
<div class="af-alt"><b>Alternative quote:</b> by increasing your voluntary excess by a further £500 (total excess £1,250) we can offer cover for £1,392.00. Call 0800 369 8590 to switch to this quote.</div>
<p style="font-size:8pt;color:#555">Adrian Flux Insurance Services is a trading name of Adrian Flux Insurance Services Group, authorised and regulated by the Financial Conduct Authority.</p>
`,
    expected: {
      renewalDate: '2027-06-12',
      insurer: 'Adrian Flux',
      policyNumber: 'FLX2291184',
      registrationNumber: 'VU08KVN',
      renewalPremium: '1486.20',
      previousPremium: '1340.00',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },

  // 14. Churchill: FCA "last year's premium" disclosure box, side-by-side price boxes.
  {
    name: 'churchill-fca-disclosure-box',
    html: `
<style>
  .ch-h { display: flex; justify-content: space-between; align-items: center; border-bottom: 3px solid #1a3668; padding-bottom: 6px; }
  .ch-h .n { font-size: 20pt; font-weight: bold; color: #1a3668; }
  .ch-boxes { display: flex; gap: 10px; margin: 12px 0; }
  .ch-boxes > div { flex: 1; border: 1px solid #1a3668; padding: 8px; }
  .ch-boxes .v { font-size: 15pt; font-weight: bold; }
  .ch-fca { background: #eef1f7; border: 1px solid #99a; padding: 8px 10px; font-size: 9pt; }
</style>
<div class="ch-h"><div class="n">Churchill</div><div style="text-align:right;font-size:9pt">Car Insurance<br>Policy number: CHU/MC/11 2847 6590<br>Customer no: 55120-0873</div></div>
<p>Mr Aidan McGregor<br>23 Braeside Crescent<br>Glasgow<br>G44 3LP</p>
<h2>It's time to renew</h2>
<p>Your Churchill car insurance for your Nissan Qashqai N-Connecta DIG-T (SN18 YHT) renews on 23/10/2027.</p>
<div class="ch-boxes">
  <div>This year's premium<div class="v">£876.12</div><div style="font-size:8.5pt">including Insurance Premium Tax</div></div>
  <div>Last year's premium<div class="v">£829.50</div><div style="font-size:8.5pt">including any changes made during the year</div></div>
</div>
<div class="ch-fca"><b>Important information about your price.</b> We are required by the Financial Conduct Authority to show you the premium you paid last year alongside your renewal premium, so you can compare. Last year's premium: £829.50. This year's premium: £876.12. You may be able to find a different price by shopping around.</div>
<h3>Your excesses</h3>
<table style="width:100%">
  <tr><th style="text-align:left">Excess</th><th class="r">Amount</th></tr>
  <tr><td>Compulsory excess</td><td class="r">£350</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£150</td></tr>
  <tr><td>Total excess (accidental damage, fire or theft)</td><td class="r">£500</td></tr>
  <tr><td>Windscreen replacement / repair</td><td class="r">£100 / £10</td></tr>
</table>
<p style="font-size:8pt;color:#555">Churchill is a trading name of U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ.</p>
`,
    expected: {
      renewalDate: '2027-10-23',
      insurer: 'Churchill',
      policyNumber: 'CHU/MC/11 2847 6590',
      registrationNumber: 'SN18YHT',
      renewalPremium: '876.12',
      previousPremium: '829.50',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },

  // ---------------- Photos (one page, key figures 12pt+) ----------------

  // 15. Quotemehappy: friendly card layout.
  {
    name: 'quotemehappy-photo-card',
    photo: true,
    html: `
<style>
  .qm { font-size: 12pt; }
  .qm-logo { font-size: 22pt; font-weight: bold; color: #ff6a13; }
  .qm-card { border: 2px solid #ff6a13; border-radius: 10px; padding: 12px 16px; margin: 14px 0; }
  .qm-big { font-size: 22pt; font-weight: bold; }
  table.qm-t { width: 100%; font-size: 12pt; }
  table.qm-t td { border: 1px solid #bbb; padding: 5px 8px; }
</style>
<div class="qm">
  <div class="qm-logo">Quotemehappy</div>
  <div>car insurance</div>
  <h2 style="font-size:18pt">Your renewal is here, Priya</h2>
  <p>Policy number: QMH-2290-4471-8<br>Quote reference: 77341290<br>Car: Kia Picanto 1.0 &ndash; MA20 VFK</p>
  <div class="qm-card">
    <div>Your new price for the year</div>
    <div class="qm-big">£526.18</div>
    <div>including Insurance Premium Tax</div>
    <div style="margin-top:8px">Last year you paid £498.60</div>
    <div style="margin-top:8px">Your new policy starts on 3 September 2027</div>
  </div>
  <table class="qm-t">
    <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
    <tr><td>Total excess</td><td class="r">£500</td></tr>
  </table>
  <p style="font-size:10pt">Quotemehappy.com is a trading name of Aviva Insurance Limited.</p>
</div>
`,
    expected: {
      renewalDate: '2027-09-03',
      insurer: 'Quotemehappy',
      policyNumber: 'QMH-2290-4471-8',
      registrationNumber: 'MA20VFK',
      renewalPremium: '526.18',
      previousPremium: '498.60',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 16. Elephant: price fell, stated as a pound difference only; abbreviated weekday date.
  {
    name: 'elephant-photo-price-down-in-pounds',
    photo: true,
    html: `
<style>
  .el { font-size: 12pt; }
  .el-h { background: #1b1464; color: #fff; padding: 10px 14px; font-size: 22pt; font-weight: bold; }
  .el-price { font-size: 24pt; font-weight: bold; color: #1b1464; margin: 6px 0; }
  table.el-t { width: 100%; font-size: 12pt; margin-top: 10px; }
  table.el-t td { border: 1px solid #aaa; padding: 6px 8px; }
</style>
<div class="el">
  <div class="el-h">Elephant</div>
  <h2 style="font-size:17pt">Your renewal is ready</h2>
  <table class="el-t">
    <tr><td>Policy number</td><td>ELE/71209945</td></tr>
    <tr><td>Car</td><td>Volkswagen Polo Match 1.0 &ndash; DK65 HMW</td></tr>
    <tr><td>Renewal date</td><td>Wed 16 Dec 2026</td></tr>
  </table>
  <p style="margin-top:14px">Your renewal premium, including IPT:</p>
  <div class="el-price">£837.40</div>
  <p>That's £41.20 less than last year.</p>
  <table class="el-t">
    <tr><td>Compulsory excess</td><td class="r">£300</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£0</td></tr>
    <tr><td>Total excess</td><td class="r">£300</td></tr>
  </table>
  <p style="font-size:10pt">Elephant is a trading name of Admiral Insurance (Gibraltar) Limited.</p>
</div>
`,
    expected: {
      renewalDate: '2026-12-16',
      insurer: 'Elephant',
      policyNumber: 'ELE/71209945',
      registrationNumber: 'DK65HMW',
      renewalPremium: '837.40',
      previousPremium: '878.60',
      compulsoryExcess: '300',
      voluntaryExcess: '0',
      totalExcess: '300',
    },
  },

  // 17. Sheilas' Wheels: ordinal date, monthly option shown next to the annual price, no last-year figure.
  {
    name: 'sheilas-wheels-photo-annual-and-monthly',
    photo: true,
    html: `
<style>
  .sh { font-size: 12pt; }
  .sh-h { color: #e5007e; font-size: 24pt; font-weight: bold; font-style: italic; }
  .sh-box { background: #fde8f3; border: 2px solid #e5007e; padding: 12px; margin: 12px 0; }
  table.sh-t { width: 100%; font-size: 12pt; }
  table.sh-t td, table.sh-t th { border: 1px solid #d9a; padding: 5px 8px; }
</style>
<div class="sh">
  <div class="sh-h">Sheilas' Wheels</div>
  <div>car insurance &ndash; renewal invitation</div>
  <p style="margin-top:12px">Ms Natalie Crouch<br>Policy number: SW/66182043<br>Fiat 500 1.2 Lounge &ndash; CE62 LRN</p>
  <p>Your renewal date: <b>28th April 2027</b></p>
  <div class="sh-box">
    <div>Pay annually</div>
    <div style="font-size:20pt;font-weight:bold">£455.92</div>
    <div>(including Insurance Premium Tax)</div>
    <div style="margin-top:8px">or 12 monthly payments of £41.03 (total £492.36, APR 19.9%)</div>
  </div>
  <table class="sh-t">
    <tr><th style="text-align:left">Excess</th><th class="r">Amount</th></tr>
    <tr><td>Compulsory</td><td class="r">£200</td></tr>
    <tr><td>Voluntary</td><td class="r">£200</td></tr>
    <tr><td>Total</td><td class="r">£400</td></tr>
    <tr><td>Windscreen</td><td class="r">£75</td></tr>
  </table>
  <p style="font-size:10pt">Handbag cover up to £300 is included as standard.</p>
</div>
`,
    expected: {
      renewalDate: '2027-04-28',
      insurer: "Sheilas' Wheels",
      policyNumber: 'SW/66182043',
      registrationNumber: 'CE62LRN',
      renewalPremium: '455.92',
      compulsoryExcess: '200',
      voluntaryExcess: '200',
      totalExcess: '400',
    },
  },

  // 18. Post Office: "policy ends" date, this year then last year in one sentence, one single excess.
  {
    name: 'post-office-photo-single-excess-this-year-first',
    photo: true,
    html: `
<style>
  .po { font-size: 12pt; }
  .po-h { background: #ed1c24; color: #ffd200; padding: 10px 14px; font-size: 22pt; font-weight: bold; }
  table.po-t { width: 100%; font-size: 12pt; margin: 12px 0; }
  table.po-t td { border: 1px solid #999; padding: 6px 8px; }
</style>
<div class="po">
  <div class="po-h">Post Office</div>
  <div style="margin-top:4px">Car Insurance &ndash; renewal notice</div>
  <table class="po-t">
    <tr><td>Policy number</td><td>POCI 0048 2219 63</td></tr>
    <tr><td>Vehicle registration</td><td>EY13 PGU</td></tr>
    <tr><td>Policy ends</td><td>17/01/2027</td></tr>
  </table>
  <p style="font-size:14pt">Your premium this year is <b>£603.55</b>; last year you paid £579.00.</p>
  <p>The premium includes Insurance Premium Tax.</p>
  <p style="font-size:13pt">Excess: £350 for any accidental damage, fire or theft claim.</p>
  <p style="font-size:10pt">Post Office car insurance is arranged by Post Office Management Services Limited.</p>
</div>
`,
    expected: {
      renewalDate: '2027-01-18',
      insurer: 'Post Office',
      policyNumber: 'POCI 0048 2219 63',
      registrationNumber: 'EY13PGU',
      renewalPremium: '603.55',
      previousPremium: '579.00',
      totalExcess: '350',
    },
  },

  // 19. The AA: price plus optional breakdown add-on and combined total; percentage and last-year both given.
  {
    name: 'the-aa-photo-with-breakdown-add-on',
    photo: true,
    html: `
<style>
  .aa { font-size: 12pt; }
  .aa-h { background: #ffd300; color: #000; padding: 10px 14px; font-size: 24pt; font-weight: bold; }
  table.aa-t { width: 100%; font-size: 12pt; margin: 10px 0; }
  table.aa-t td, table.aa-t th { border: 1px solid #888; padding: 6px 8px; }
  table.aa-t th { background: #fff5bf; text-align: left; }
</style>
<div class="aa">
  <div class="aa-h">The AA</div>
  <div style="margin-top:4px">Car Insurance &ndash; your renewal</div>
  <p>Policy number: AACI-30917742<br>Car: Peugeot 2008 Allure 1.2 PureTech &ndash; NJ67 DWS<br>Your renewal date: Wednesday 7 July 2027</p>
  <table class="aa-t">
    <tr><th>Your price</th><th class="r">Amount</th></tr>
    <tr><td>Car insurance (including IPT)</td><td class="r"><b>£712.00</b></td></tr>
    <tr><td>AA Breakdown Cover (optional)</td><td class="r">£79.00</td></tr>
    <tr><td>Total if you keep breakdown cover</td><td class="r">£791.00</td></tr>
  </table>
  <p>Last year: £655.50 for your car insurance (up 8.6%).</p>
  <table class="aa-t">
    <tr><th>Excess</th><th class="r">Amount</th></tr>
    <tr><td>Compulsory</td><td class="r">£300</td></tr>
    <tr><td>Voluntary</td><td class="r">£200</td></tr>
    <tr><td>Total</td><td class="r">£500</td></tr>
  </table>
</div>
`,
    expected: {
      renewalDate: '2027-07-07',
      insurer: 'The AA',
      policyNumber: 'AACI-30917742',
      registrationNumber: 'NJ67DWS',
      renewalPremium: '712.00',
      previousPremium: '655.50',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },

  // ---------------- Sideways photo ----------------

  // 20. 1st Central: young driver renewal, dotted date, price fell, additional young driver excess row.
  {
    name: '1st-central-sideways-photo-young-driver',
    photo: 'sideways',
    html: `
<style>
  .fc { font-size: 12pt; }
  .fc-h { border-bottom: 4px solid #00b2a9; padding-bottom: 6px; font-size: 22pt; font-weight: bold; color: #003a5d; }
  table.fc-t { width: 100%; font-size: 12pt; margin: 10px 0; }
  table.fc-t td, table.fc-t th { border: 1px solid #888; padding: 6px 8px; }
  table.fc-t th { background: #e0f5f4; text-align: left; }
</style>
<div class="fc">
  <div class="fc-h">1st Central</div>
  <div style="margin-top:4px">Renewal Invitation</div>
  <table class="fc-t">
    <tr><td>Policy number</td><td>1C-MTR-5528190</td></tr>
    <tr><td>Policyholder</td><td>Mr Jordan Ellis (age 22)</td></tr>
    <tr><td>Vehicle</td><td>Vauxhall Corsa SE 1.2 &ndash; LS23 XPJ</td></tr>
    <tr><td>Renewal date</td><td>25.02.2027</td></tr>
  </table>
  <table class="fc-t">
    <tr><th>Premium</th><th class="r">Amount</th></tr>
    <tr><td>Renewal premium (including IPT)</td><td class="r"><b>£1,309.64</b></td></tr>
    <tr><td>Last year's premium</td><td class="r">£1,512.30</td></tr>
  </table>
  <table class="fc-t">
    <tr><th>Excess</th><th class="r">Amount</th></tr>
    <tr><td>Compulsory</td><td class="r">£500</td></tr>
    <tr><td>Voluntary</td><td class="r">£250</td></tr>
    <tr><td>Total</td><td class="r">£750</td></tr>
    <tr><td>Additional young driver excess (under 25)</td><td class="r">£250</td></tr>
    <tr><td>Windscreen</td><td class="r">£100</td></tr>
  </table>
</div>
`,
    expected: {
      renewalDate: '2027-02-25',
      insurer: '1st Central',
      policyNumber: '1C-MTR-5528190',
      registrationNumber: 'LS23XPJ',
      renewalPremium: '1309.64',
      previousPremium: '1512.30',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
];
