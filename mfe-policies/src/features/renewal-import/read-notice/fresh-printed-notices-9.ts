// A ninth set of renewal notices, written afresh for issue 47 on 2026-11-30 by a ninth helper who had read neither the
// reader's code nor the other sets (only the harness, fresh-notice-checks.ts). Twenty notices from twenty UK car-insurance
// brands (15 printed to PDF, 5 read as phone photos, one of them held sideways), each in its brand's house style as
// imagined here. The set aims at the mechanics of layout and typography that make a printed page's text hard to read:
// amounts right-aligned behind dot leaders, wide label columns with the value far to the right, a letter's paragraphs
// flowed in two CSS columns, bordered tables with rowspan and colspan, definition lists, two or three quote boxes side
// by side where only one is the renewal price, amounts written '£ 1,023.40', '£1023.40', 'GBP 612.40' and '612.40 GBP',
// labels in capitals with and without colons, serif, monospace, letter-spaced and 7-8pt text, a page-2 continuation
// under a repeated header, footers full of other numbers (FCA firm numbers, company numbers, phone lines, customer,
// quote and direct debit references), prices that went down as well as up, monthly instalment tables beside the annual
// price, and add-ons priced apart (in one notice included in a total that last year's figure also included).
import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES_9: FreshNotice[] = [
  {
    name: 'admiral-dot-leaders',
    html: `
<div style="display:flex;justify-content:space-between;align-items:flex-start">
  <div style="font-size:24pt;font-weight:bold;color:#0a2b6b">Admiral</div>
  <div class="r" style="font-size:8pt">Admiral, Ty Admiral, David Street, Cardiff CF10 2EH<br>Customer number 11 422 9076<br>24 November 2026</div>
</div>
<p>Mrs S Okafor<br>14 Heol y Deri<br>Caerphilly<br>CF83 2PL</p>
<h2 style="font-size:13pt;margin-bottom:2pt">Your car insurance renewal</h2>
<p style="margin-top:0">Policy number P40917263-2 &nbsp;&nbsp;|&nbsp;&nbsp; Ford Fiesta Titanium 1.0 EcoBoost, registration LB19 KWZ</p>
<p>Your policy renews on 14 January 2027. If you do nothing we will renew it automatically and collect your payments as shown below.</p>
<table style="width:88%">
  <tr><td>Last year's premium ..........................................................................................</td><td class="r">£612.40</td></tr>
  <tr><td>Your premium for the year ahead ...........................................................................</td><td class="r"><b>£684.37</b></td></tr>
  <tr><td>Difference ...........................................................................................................</td><td class="r">+ £71.97</td></tr>
</table>
<p style="font-size:8pt">Both premiums are for comprehensive cover and include Insurance Premium Tax at 12%.</p>
<h3 style="font-size:11pt">Optional extras (not included in your premium above)</h3>
<table style="width:88%">
  <tr><td>Motor Legal Protection ......................................................................................</td><td class="r">£29.99</td></tr>
  <tr><td>Admiral Breakdown Cover – Roadside and Recovery .............................................</td><td class="r">£54.00</td></tr>
  <tr><td>Key Cover .............................................................................................................</td><td class="r">£19.99</td></tr>
</table>
<h3 style="font-size:11pt">Paying monthly</h3>
<table style="width:60%;border:1px solid #999">
  <tr><td>Deposit</td><td class="r">£68.44</td></tr>
  <tr><td>10 monthly instalments of</td><td class="r">£67.84</td></tr>
  <tr><td>Total amount payable</td><td class="r">£746.84</td></tr>
  <tr><td>Cost of credit</td><td class="r">£62.47</td></tr>
  <tr><td>Representative APR</td><td class="r">23.9%</td></tr>
</table>
<h3 style="font-size:11pt">Your excess</h3>
<table style="width:88%">
  <tr><td>Compulsory excess ...........................................................................................</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess .............................................................................................</td><td class="r">£250</td></tr>
  <tr><td>Total excess ...................................................................................................</td><td class="r">£500</td></tr>
  <tr><td>Windscreen replacement excess ........................................................................</td><td class="r">£115</td></tr>
</table>
<p style="font-size:7pt;color:#444;margin-top:18pt">Admiral is a trading name of EUI Limited, Ty Admiral, David Street, Cardiff CF10 2EH. Registered in England and Wales No. 2686568. Authorised and regulated by the Financial Conduct Authority, firm reference number 309378. Claims 0333 220 2033 (24 hours). Customer services 0333 220 2000. Direct Debit reference ADM40917263. Calls may be recorded.</p>
`,
    expected: {
      renewalDate: '2027-01-14',
      insurer: 'Admiral',
      policyNumber: 'P40917263-2',
      registrationNumber: 'LB19KWZ',
      renewalPremium: '684.37',
      previousPremium: '612.40',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'direct-line-columns-three-boxes',
    html: `
<div style="background:#e2001a;color:#fff;padding:8pt 10pt;display:flex;justify-content:space-between;align-items:center">
  <span style="font-size:22pt;font-weight:bold">Direct Line</span><span style="font-size:9pt" class="r">Car Insurance<br>Renewal invitation</span>
</div>
<table style="width:100%;margin-top:8pt;font-size:9pt">
  <tr><td>Mr T Harrow<br>7 Beech Close<br>Ripon<br>HG4 1QS</td><td class="r">Policy number<br><b>PC/31 884 6702</b><br>Car registration YK68 FRN<br>Date 9 January 2027</td></tr>
</table>
<div style="column-count:2;column-gap:20pt;text-align:justify;margin-top:8pt">
  <p>Dear Mr Harrow,</p>
  <p>Thank you for insuring your Skoda Octavia SE L with Direct Line. Your current policy ends at 23:59 on 7 February 2027, and we'd like to invite you to stay with us for another year.</p>
  <p>Last year you paid £689.90 for our Standard cover. Your renewal price for the same Standard cover is £731.55. Prices have risen across the market because repairs and replacement parts cost more, and we have also taken account of claims in your area.</p>
  <p>We've shown two other levels of cover below in case either suits you better. Essentials costs less but does not include a courtesy car or personal belongings cover; Plus adds Motor Legal Protection and a guaranteed hire car.</p>
  <p>If you pay by Direct Debit we'll renew your Standard cover automatically, so you don't need to do anything. If you'd like to change your cover, call us on 0345 246 8704 before your renewal.</p>
  <p>Yours sincerely,<br>Customer Services Director</p>
</div>
<div style="display:flex;gap:8pt;margin-top:10pt">
  <div class="box" style="flex:1">
    <div style="font-weight:bold">ESSENTIALS</div>
    <div style="font-size:16pt">£498.20</div>
    <div style="font-size:8pt">a year · compulsory excess £500 · voluntary excess £250</div>
  </div>
  <div class="box" style="flex:1;border:2px solid #e2001a">
    <div style="font-weight:bold">STANDARD – your renewal price</div>
    <div style="font-size:16pt">£731.55</div>
    <div style="font-size:8pt">a year · your current level of cover</div>
  </div>
  <div class="box" style="flex:1">
    <div style="font-weight:bold">PLUS</div>
    <div style="font-size:16pt">£842.10</div>
    <div style="font-size:8pt">a year · includes Motor Legal Protection and guaranteed hire car</div>
  </div>
</div>
<h3 style="font-size:11pt">Your excesses (Standard cover)</h3>
<table style="width:70%;border:1px solid #999">
  <tr><td>Compulsory excess</td><td class="r">£350</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
  <tr><td><b>Total excess</b></td><td class="r"><b>£450</b></td></tr>
</table>
<p style="font-size:7pt;color:#555;margin-top:16pt">Direct Line car insurance is underwritten by U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980. U K Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, firm reference number 202810. Claims line 0345 246 8702. Quote reference QR-77 1940 226.</p>
`,
    expected: {
      renewalDate: '2027-02-08',
      insurer: 'Direct Line',
      policyNumber: 'PC/31 884 6702',
      registrationNumber: 'YK68FRN',
      renewalPremium: '731.55',
      previousPremium: '689.90',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },
  {
    name: 'aviva-definition-list-page-two',
    html: `
<div style="border-bottom:4px solid #ffd900;padding-bottom:4pt;display:flex;justify-content:space-between;align-items:flex-end">
  <span style="font-size:24pt;font-weight:bold;color:#004f9f">Aviva</span>
  <span style="font-size:8pt" class="r">Car Insurance renewal<br>Page 1 of 2</span>
</div>
<p>Ms R Llewellyn<br>Flat 3, 22 Clarendon Road<br>Leeds<br>LS2 9NN</p>
<p class="r">4 February 2027</p>
<h3 style="font-size:13pt">It's time to renew your car insurance</h3>
<dl style="display:grid;grid-template-columns:45% 55%;row-gap:3pt;margin:0">
  <dt>Policy number</dt><dd style="margin:0">AVM 4471 8823</dd>
  <dt>Renewal date</dt><dd style="margin:0">1 March 2027</dd>
  <dt>Car</dt><dd style="margin:0">Volkswagen Golf Life 1.5 TSI &middot; BD21 XPO</dd>
  <dt>Cover</dt><dd style="margin:0">Comprehensive</dd>
  <dt>Car insurance premium</dt><dd style="margin:0"><b>£ 1,023.40</b></dd>
  <dt>Last year's car insurance premium</dt><dd style="margin:0">£ 948.15</dd>
</dl>
<h4 style="margin-bottom:2pt">The optional extras you chose</h4>
<dl style="display:grid;grid-template-columns:45% 55%;row-gap:3pt;margin:0">
  <dt>Aviva Breakdown Cover (Roadside)</dt><dd style="margin:0">£ 46.00</dd>
  <dt>Motor Legal Services</dt><dd style="margin:0">£ 25.00</dd>
  <dt>Total including optional extras</dt><dd style="margin:0">£ 1,094.40</dd>
</dl>
<p>Your car insurance premium includes Insurance Premium Tax. If you are happy with your renewal you don't need to do anything; we'll renew your policy on the renewal date and take payment in the same way as last year.</p>
<p style="font-size:8pt;color:#444">Please read the enclosed policy schedule and check that the details we hold about you and your car are correct. Continued on page 2.</p>
<div style="break-before:page">
  <div style="border-bottom:4px solid #ffd900;padding-bottom:4pt;display:flex;justify-content:space-between;align-items:flex-end">
    <span style="font-size:24pt;font-weight:bold;color:#004f9f">Aviva</span>
    <span style="font-size:8pt" class="r">Car Insurance renewal &middot; Policy number AVM 4471 8823<br>Page 2 of 2</span>
  </div>
  <h4>Your excess</h4>
  <dl style="display:grid;grid-template-columns:45% 55%;row-gap:3pt;margin:0">
    <dt>Compulsory excess</dt><dd style="margin:0">£ 250</dd>
    <dt>Voluntary excess</dt><dd style="margin:0">£ 500</dd>
    <dt>Total accidental damage excess</dt><dd style="margin:0">£ 750</dd>
    <dt>Glass replacement excess</dt><dd style="margin:0">£ 90</dd>
  </dl>
  <h4>If you pay monthly</h4>
  <table style="width:75%;border:1px solid #999">
    <tr><td>Amount of credit (total including optional extras)</td><td class="r">£ 1,094.40</td></tr>
    <tr><td>Deposit</td><td class="r">£ 109.44</td></tr>
    <tr><td>11 monthly instalments of</td><td class="r">£ 96.40</td></tr>
    <tr><td>Total amount payable</td><td class="r">£ 1,169.84</td></tr>
    <tr><td>Representative APR</td><td class="r">14.9%</td></tr>
  </table>
  <p style="font-size:7pt;color:#444;margin-top:20pt">Aviva Insurance Limited. Registered in Scotland No. 2116. Registered office: Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, Financial Services Register No. 202153. Claims 0800 015 1098. Customer services 0800 051 3662. Direct Debit reference AV4471882301.</p>
</div>
`,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Aviva',
      policyNumber: 'AVM 4471 8823',
      registrationNumber: 'BD21XPO',
      renewalPremium: '1023.40',
      previousPremium: '948.15',
      compulsoryExcess: '250',
      voluntaryExcess: '500',
      totalExcess: '750',
    },
  },
  {
    name: 'lv-rowspan-colspan-tables',
    html: `
<style>.lv td, .lv th { border: 1px solid #333; padding: 3pt 6pt; }</style>
<div style="display:flex;align-items:center;gap:12pt">
  <span style="font-size:28pt;font-weight:bold;color:#00a44a">LV=</span><span style="font-size:10pt;color:#555">Car insurance &middot; Your renewal</span>
</div>
<p class="r" style="font-size:9pt">18 February 2027</p>
<p>Mr D Pryce<br>9 Mill Lane<br>Ludlow<br>SY8 1BB</p>
<p>Dear Mr Pryce,</p>
<p>Your policy is due for renewal on 8 March 2027. Here's how your price for next year compares with this year.</p>
<table class="lv" style="width:100%">
  <tr><th colspan="4" style="background:#00a44a;color:#fff">Your car insurance &ndash; policy LVMO/5520173/04</th></tr>
  <tr><th>Car</th><th>Cover</th><th>Period of insurance</th><th class="r">Premium</th></tr>
  <tr><td rowspan="2">Kia Sportage 2 ISG<br>MV70 HJE</td><td rowspan="2">Comprehensive</td><td>08/03/2026 to 07/03/2027 (this year)</td><td class="r">£577.80</td></tr>
  <tr><td>08/03/2027 to 07/03/2028 (your renewal)</td><td class="r"><b>£623.15</b></td></tr>
</table>
<p style="font-size:8pt">Premiums include Insurance Premium Tax at the current rate.</p>
<table class="lv" style="width:100%;margin-top:8pt">
  <tr><th colspan="4" style="background:#eee">Excesses</th></tr>
  <tr><th></th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
  <tr><td>Accidental damage, fire and theft</td><td class="r">£200</td><td class="r">£250</td><td class="r">£450</td></tr>
  <tr><td>Windscreen replacement</td><td colspan="3" class="r">£115</td></tr>
</table>
<table class="lv" style="width:100%;margin-top:8pt">
  <tr><th colspan="3" style="background:#eee">Extras</th></tr>
  <tr><td>Protected No Claims Discount</td><td colspan="2">Included</td></tr>
  <tr><td>Legal expenses</td><td colspan="2">Included at no extra cost</td></tr>
  <tr><td>LV= Breakdown Cover &ndash; Level 2</td><td class="r">£72.00</td><td>Not included &ndash; add it by calling us</td></tr>
</table>
<p>If you'd like to renew, you don't need to do anything &ndash; we'll collect your payment by Direct Debit as before.</p>
<p style="font-size:7pt;color:#555;margin-top:20pt">LV= and Liverpool Victoria are registered trade marks of Liverpool Victoria Financial Services Limited. Car insurance is provided by Liverpool Victoria Insurance Company Limited, registered in England No. 3232514, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, register number 202965. Customer services 0330 1239 620. Claims 0800 678 1890. Customer number 30 118 4472.</p>
`,
    expected: {
      renewalDate: '2027-03-08',
      insurer: 'LV=',
      policyNumber: 'LVMO/5520173/04',
      registrationNumber: 'MV70HJE',
      renewalPremium: '623.15',
      previousPremium: '577.80',
      compulsoryExcess: '200',
      voluntaryExcess: '250',
      totalExcess: '450',
    },
  },
  {
    name: 'churchill-monospace-capitals',
    html: `
<div style="font-size:22pt;font-weight:bold;font-family:Georgia,serif">Churchill</div>
<div style="font-size:8pt">Car Insurance &middot; Churchill Court, Westmoreland Road, Bromley BR1 1DP</div>
<pre style="font-family:'Courier New',monospace;font-size:9pt;margin-top:14pt">
RENEWAL NOTICE                                          ISSUED 23 NOV 2026

POLICYHOLDER                         MISS K ABERNETHY
                                     4 WYNDHAM TERRACE, DUNDEE DD2 1QA
POLICY NUMBER                        CH 66 0173 925
VEHICLE                              VAUXHALL CORSA SE 1.2
REGISTRATION                         SA17 TRU
RENEWAL DATE                         21 DEC 2026
COVER                                COMPREHENSIVE

PREMIUM                              FROM 21 DEC 2026      FROM 21 DEC 2025
CAR INSURANCE                        £1104.87              £1023.40
INSURANCE PREMIUM TAX                INCLUDED              INCLUDED

EXCESS
COMPULSORY EXCESS                    £300
VOLUNTARY EXCESS                     £0
TOTAL EXCESS                         £300

PAYING MONTHLY
DEPOSIT                              £110.49
10 INSTALMENTS OF                    £106.30
TOTAL AMOUNT PAYABLE                 £1173.49
REPRESENTATIVE APR                   21.9%

OPTIONAL EXTRAS                      PRICE     STATUS
KEY COVER                            £18.00    NOT INCLUDED
GUARANTEED HIRE CAR PLUS             £35.00    NOT INCLUDED
</pre>
<p style="font-family:'Courier New',monospace;font-size:9pt">WE WILL RENEW YOUR POLICY AUTOMATICALLY. TO CHANGE OR CANCEL CALL 0345 878 6261.</p>
<p style="font-size:7pt;color:#444;margin-top:20pt">Churchill Insurance Company Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 2258947. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, firm reference number 202008. Claims 0345 300 5010. Direct Debit reference CHL0173925.</p>
`,
    expected: {
      renewalDate: '2026-12-21',
      insurer: 'Churchill',
      policyNumber: 'CH 66 0173 925',
      registrationNumber: 'SA17TRU',
      renewalPremium: '1104.87',
      previousPremium: '1023.40',
      compulsoryExcess: '300',
      voluntaryExcess: '0',
      totalExcess: '300',
    },
  },
  {
    name: 'hastings-direct-wide-labels-price-down',
    html: `
<div style="display:flex;justify-content:space-between;border-bottom:2px solid #222;padding-bottom:4pt">
  <div style="font-size:22pt;font-weight:bold">Hastings Direct</div>
  <div class="r" style="font-size:8pt">Conquest House, Collington Avenue<br>Bexhill-on-Sea TN39 3LW</div>
</div>
<p>Mr O Adeyemi<br>51 Waterloo Street<br>Birmingham<br>B2 5TJ</p>
<p>Dear Mr Adeyemi,</p>
<p>Good news &ndash; your renewal price is lower than last year.</p>
<table style="width:100%">
  <tr><td style="width:78%">Policy number</td><td class="r">HD 2291 7730 41</td></tr>
  <tr><td>Car</td><td class="r">BMW 118i Sport</td></tr>
  <tr><td>Registration</td><td class="r">WF66 PNK</td></tr>
  <tr><td>Your current policy expires at midnight on</td><td class="r">18/01/2027</td></tr>
  <tr><td>Start date of your new policy</td><td class="r">19/01/2027</td></tr>
</table>
<h3 style="font-size:11pt">Your renewal price</h3>
<table style="width:100%">
  <tr><td style="width:78%">Car insurance (Hastings Premier, comprehensive) ....................................................</td><td class="r">£574.53</td></tr>
  <tr><td>RAC Breakdown Cover &ndash; Roadside &amp; Recovery ........................................................</td><td class="r">£52.50</td></tr>
  <tr><td>Legal Expenses cover ..........................................................................................</td><td class="r">£27.99</td></tr>
  <tr><td><b>Total renewal price</b></td><td class="r"><b>£655.02</b></td></tr>
  <tr><td>Last year you paid (including breakdown and legal expenses cover)</td><td class="r">£702.18</td></tr>
  <tr><td>You save</td><td class="r">£47.16</td></tr>
</table>
<h3 style="font-size:11pt">Excesses</h3>
<table style="width:100%">
  <tr><td style="width:78%">Compulsory excess</td><td class="r">£395</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td>Total excess for accidental damage, fire and theft</td><td class="r">£645</td></tr>
</table>
<p>We'll renew your policy automatically unless you tell us not to.</p>
<p style="font-size:7pt;color:#444;margin-top:20pt">Hastings Direct is a trading name of Hastings Insurance Services Limited, registered in England and Wales No. 3116518, authorised and regulated by the Financial Conduct Authority, firm reference number 311492. Customer number 7 604 221. Customer services 0333 321 9800. Claims 0800 001 1127. Direct Debit reference HD22917730.</p>
`,
    expected: {
      renewalDate: '2027-01-19',
      insurer: 'Hastings Direct',
      policyNumber: 'HD 2291 7730 41',
      registrationNumber: 'WF66PNK',
      renewalPremium: '655.02',
      previousPremium: '702.18',
      compulsoryExcess: '395',
      voluntaryExcess: '250',
      totalExcess: '645',
    },
  },
  {
    name: 'esure-gbp-small-print',
    html: `
<div style="font-size:26pt;font-weight:bold;color:#2b2a6b;letter-spacing:-0.5pt">esure</div>
<div style="font-size:8pt;color:#666;margin-bottom:10pt">car insurance &middot; renewal</div>
<p>Ms J Whitfield<br>2 Orchard Rise<br>Exeter<br>EX4 6PL</p>
<div class="cols">
  <div>
    <div style="font-weight:bold">YOUR RENEWAL</div>
    <div>Your renewal date is 2 April 2027</div>
    <div>Policy: ESU 8812 0457</div>
    <div>Car: Toyota Yaris Icon Hybrid, GN23 BYA</div>
    <div>Cover: Comprehensive</div>
  </div>
  <div class="box">
    <div>Price for the year ahead</div>
    <div style="font-size:18pt;font-weight:bold">GBP 612.40</div>
    <div style="font-size:8pt">Last year: 558.91 GBP</div>
  </div>
</div>
<p>Your price includes Insurance Premium Tax. To keep your cover running you don't need to do anything.</p>
<table style="width:70%;border:1px solid #999">
  <tr><th colspan="2">Monthly payments</th></tr>
  <tr><td>Deposit</td><td class="r">GBP 61.24</td></tr>
  <tr><td>10 monthly payments of</td><td class="r">GBP 58.63</td></tr>
  <tr><td>Total amount payable</td><td class="r">647.54 GBP</td></tr>
  <tr><td>Representative APR</td><td class="r">18.9%</td></tr>
</table>
<div style="font-size:7pt;margin-top:14pt;line-height:1.25">
  <p><b>YOUR EXCESS</b> Compulsory excess GBP 250. Voluntary excess GBP 150. Total excess GBP 400. Windscreen excess GBP 100. If a driver under 25 is driving, an extra young driver excess of GBP 200 applies.</p>
  <p><b>OPTIONAL EXTRAS</b> Breakdown cover GBP 42.00 and motor legal protection GBP 24.99 are available and are not included in your price.</p>
  <p>esure is a trading name of esure Insurance Limited, registered in England and Wales No. 3029524, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, firm reference number 310458. Customer services 0345 603 7874. Claims 0345 604 2066. Quote reference ESQ-4419-2207.</p>
</div>
`,
    expected: {
      renewalDate: '2027-04-02',
      insurer: 'esure',
      policyNumber: 'ESU 8812 0457',
      registrationNumber: 'GN23BYA',
      renewalPremium: '612.40',
      previousPremium: '558.91',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'sheilas-wheels-georgia-letter-spaced',
    html: `
<div style="font-family:Georgia,serif;color:#c2185b">
  <div style="font-size:24pt;letter-spacing:3pt">Sheilas' Wheels</div>
  <div style="font-size:9pt;letter-spacing:2pt">CAR INSURANCE &middot; YOUR RENEWAL</div>
</div>
<div style="font-family:Georgia,serif">
  <p>Miss H Carmichael<br>27 Rosebery Avenue<br>Harrogate<br>HG1 4PJ</p>
  <p>Dear Miss Carmichael,</p>
  <p>Your cover with us ends at 11.59pm on 31 December 2026. We'd love to keep you on the road with us for another year, and this year your price has come down.</p>
  <dl>
    <dt style="letter-spacing:1.5pt;font-size:8pt">POLICY NUMBER</dt><dd>SW/0477/218836</dd>
    <dt style="letter-spacing:1.5pt;font-size:8pt">YOUR CAR</dt><dd>Fiat 500 Lounge 1.2 &ndash; EK15 ZLD</dd>
    <dt style="letter-spacing:1.5pt;font-size:8pt">YOUR NEW PREMIUM</dt><dd><b>£437.60</b></dd>
    <dt style="letter-spacing:1.5pt;font-size:8pt">WHAT YOU PAID LAST YEAR</dt><dd>£461.25</dd>
    <dt style="letter-spacing:1.5pt;font-size:8pt">COMPULSORY EXCESS</dt><dd>£150</dd>
    <dt style="letter-spacing:1.5pt;font-size:8pt">VOLUNTARY EXCESS</dt><dd>£250</dd>
    <dt style="letter-spacing:1.5pt;font-size:8pt">TOTAL EXCESS</dt><dd>£400</dd>
  </dl>
  <p>Would you like a little extra? Sheilas' Wheels Breakdown Cover is £39.99 and Key Cover is £19.99 &ndash; neither is included in your new premium.</p>
  <p>With love,<br>The Sheilas' Wheels team</p>
</div>
<p style="font-size:7pt;color:#555;margin-top:20pt">Sheilas' Wheels car insurance is underwritten by esure Insurance Limited. Sheilas' Wheels is a trading name of esure Services Limited, registered in England and Wales No. 3418393, authorised and regulated by the Financial Conduct Authority, firm reference number 310458. Customer services 0333 999 1123. Claims 0333 999 1124.</p>
`,
    expected: {
      renewalDate: '2027-01-01',
      insurer: "Sheilas' Wheels",
      policyNumber: 'SW/0477/218836',
      registrationNumber: 'EK15ZLD',
      renewalPremium: '437.60',
      previousPremium: '461.25',
      compulsoryExcess: '150',
      voluntaryExcess: '250',
      totalExcess: '400',
    },
  },
  {
    name: 'aa-photo-two-boxes',
    photo: true,
    html: `
<div style="display:flex;align-items:center;gap:12pt">
  <span style="background:#ffd300;font-size:26pt;font-weight:bold;padding:2pt 10pt">AA</span>
  <span style="font-size:14pt">Car Insurance</span>
</div>
<p>Mr P Gallagher<br>33 Holly Road<br>Stockport<br>SK4 2RB</p>
<p style="font-size:11pt"><b>Your renewal is coming up</b></p>
<table style="width:100%;font-size:11pt">
  <tr><td style="width:40%">Renewal date</td><td>05/02/2027</td></tr>
  <tr><td>Policy number</td><td>AAP 4417 2209</td></tr>
  <tr><td>Car</td><td>Nissan Qashqai N-Connecta &middot; DY69 UCH</td></tr>
</table>
<div style="display:flex;gap:12pt;margin-top:10pt;font-size:11pt">
  <div class="box" style="flex:1;border:2px solid #000">
    <div><b>Your renewal quote</b></div>
    <div>AA Car Insurance, comprehensive</div>
    <div style="font-size:18pt;font-weight:bold">£529.74</div>
    <div>Last year you paid £498.66</div>
  </div>
  <div class="box" style="flex:1">
    <div><b>Or upgrade</b></div>
    <div>AA Premier Car Insurance</div>
    <div style="font-size:18pt;font-weight:bold">£611.20</div>
    <div>Adds breakdown, legal cover and a courtesy car</div>
  </div>
</div>
<table style="width:100%;margin-top:10pt;font-size:11pt">
  <tr><td style="width:40%">Compulsory excess</td><td>£250</td></tr>
  <tr><td>Voluntary excess</td><td>£200</td></tr>
  <tr><td>Total excess</td><td>£450</td></tr>
</table>
<p style="font-size:8pt;color:#444;margin-top:18pt">AA Insurance Services Limited, Fanum House, Basing View, Basingstoke RG21 4EA. Registered in England and Wales No. 2414212. Authorised and regulated by the Financial Conduct Authority, firm reference number 310533. Customer services 0800 107 0680. Claims 0800 316 2456.</p>
`,
    expected: {
      renewalDate: '2027-02-05',
      insurer: 'AA',
      policyNumber: 'AAP 4417 2209',
      registrationNumber: 'DY69UCH',
      renewalPremium: '529.74',
      previousPremium: '498.66',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    name: 'rac-periods-colspan',
    html: `
<style>.rac td, .rac th { border: 1px solid #999; padding: 3pt 6pt; }</style>
<div style="background:#f95108;color:#fff;padding:6pt 10pt;display:flex;justify-content:space-between;align-items:center">
  <span style="font-size:24pt;font-weight:bold">RAC</span><span style="font-size:9pt">CAR INSURANCE RENEWAL</span>
</div>
<p style="font-size:9pt" class="r">Customer number: 66120943 &nbsp; Date: 17 February 2027</p>
<p>Mrs L Boateng<br>118 Pelham Road<br>Newcastle upon Tyne<br>NE3 4PL</p>
<table class="rac" style="width:100%">
  <tr><th colspan="2" style="background:#eee">POLICY DETAILS</th></tr>
  <tr><td style="width:45%">POLICY NUMBER:</td><td>RMI 0553918</td></tr>
  <tr><td>VEHICLE:</td><td>Honda Jazz EX 1.5 i-MMD &ndash; NX20 VKE</td></tr>
  <tr><td>CURRENT PERIOD OF INSURANCE:</td><td>13/03/2026 to 12/03/2027</td></tr>
  <tr><td>RENEWAL PERIOD OF INSURANCE:</td><td>13/03/2027 to 12/03/2028</td></tr>
</table>
<table class="rac" style="width:100%;margin-top:8pt">
  <tr><th style="width:45%"></th><th class="r">CURRENT</th><th class="r">RENEWAL</th></tr>
  <tr><td>ANNUAL PREMIUM:</td><td class="r">£1,049.33</td><td class="r"><b>£1,187.06</b></td></tr>
  <tr><td>COMPULSORY EXCESS:</td><td class="r">£500</td><td class="r">£500</td></tr>
  <tr><td>VOLUNTARY EXCESS:</td><td class="r">£250</td><td class="r">£250</td></tr>
  <tr><td>TOTAL EXCESS:</td><td class="r">£750</td><td class="r">£750</td></tr>
  <tr><td>COURTESY CAR:</td><td colspan="2" class="r">Included</td></tr>
</table>
<table class="rac" style="width:100%;margin-top:8pt">
  <tr><th colspan="2" style="background:#eee">PAYING MONTHLY (RENEWAL)</th></tr>
  <tr><td style="width:45%">DEPOSIT:</td><td class="r">£118.71</td></tr>
  <tr><td>10 MONTHLY INSTALMENTS OF:</td><td class="r">£113.79</td></tr>
  <tr><td>TOTAL AMOUNT PAYABLE:</td><td class="r">£1,256.61</td></tr>
  <tr><td>REPRESENTATIVE APR:</td><td class="r">22.9%</td></tr>
</table>
<p>ADD RAC BREAKDOWN EXTRA (ROADSIDE &amp; RECOVERY) FOR £84.00 &ndash; NOT INCLUDED IN THE PREMIUM ABOVE.</p>
<p style="font-size:7pt;color:#444;margin-top:18pt">RAC Insurance is a trading name of RAC Financial Services Limited, registered in England No. 5171817, authorised and regulated by the Financial Conduct Authority, firm reference number 310248. Registered office: RAC House, Brockhurst Crescent, Walsall WS5 4AW. Customer services 0330 159 1111. Claims 0330 159 0342. Direct Debit reference RAC0553918.</p>
`,
    expected: {
      renewalDate: '2027-03-13',
      insurer: 'RAC',
      policyNumber: 'RMI 0553918',
      registrationNumber: 'NX20VKE',
      renewalPremium: '1187.06',
      previousPremium: '1049.33',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    name: 'tesco-bank-sideways-photo-clubcard',
    photo: 'sideways',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #00539f;padding-bottom:4pt">
  <span style="font-size:24pt;font-weight:bold;color:#00539f">Tesco Bank</span>
  <span style="font-size:11pt">Car Insurance</span>
</div>
<p style="font-size:11pt">Mr A Nowak<br>6 Larch Grove<br>Swindon<br>SN2 7HT</p>
<table style="width:100%;font-size:11pt">
  <tr><td style="width:45%">Your renewal date</td><td>27 January 2027</td></tr>
  <tr><td>Policy number</td><td>TCI 2208 6613 77</td></tr>
  <tr><td>Car registration</td><td>HF18 OWM</td></tr>
</table>
<div style="display:flex;gap:12pt;margin-top:10pt;font-size:11pt">
  <div class="box" style="flex:1;border:2px solid #00539f">
    <div><b>Your renewal price</b></div>
    <div>Clubcard Price applied</div>
    <div style="font-size:18pt;font-weight:bold">£563.18</div>
  </div>
  <div class="box" style="flex:1">
    <div>Without a Clubcard the price would be</div>
    <div style="font-size:18pt">£597.30</div>
  </div>
</div>
<p style="font-size:11pt">Last year's premium (Clubcard Price): £541.90</p>
<table style="width:100%;font-size:11pt">
  <tr><td style="width:45%">Compulsory excess</td><td>£250</td></tr>
  <tr><td>Voluntary excess</td><td>£250</td></tr>
  <tr><td>Total excess</td><td>£500</td></tr>
</table>
<p style="font-size:8pt;color:#444;margin-top:18pt">Tesco Bank is a trading name of Tesco Personal Finance plc, registered in Scotland No. SC173199, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, firm reference number 186022. Customer services 0345 300 4401. Claims 0345 246 2600.</p>
`,
    expected: {
      renewalDate: '2027-01-27',
      insurer: 'Tesco Bank',
      policyNumber: 'TCI 2208 6613 77',
      registrationNumber: 'HF18OWM',
      renewalPremium: '563.18',
      previousPremium: '541.90',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'saga-times-two-pages',
    html: `
<div style="font-family:'Times New Roman',Times,serif;font-size:11pt">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #1d3c6e;padding-bottom:4pt">
    <span style="font-size:26pt;color:#1d3c6e">Saga</span><span style="font-size:9pt" class="r">Saga Car Insurance<br>Page 1 of 2</span>
  </div>
  <p>Mr and Mrs G Whitcombe<br>The Old Forge, Church Street<br>Lavenham<br>CO10 9QT</p>
  <p class="r">12 March 2027</p>
  <p>Dear Mr Whitcombe,</p>
  <p><b>Your Saga Car Insurance renewal &ndash; policy SAG/MC/7741296</b></p>
  <p>Thank you for choosing Saga to insure your Skoda Superb SE, registration KP71 MSA. Your renewal date is 9 April 2027, and we are pleased to invite you to renew.</p>
  <p>Your premium for the coming year is £389.12. Last year your premium was £356.70. Your premium includes Insurance Premium Tax.</p>
  <p>As before, your policy includes RAC breakdown cover, a courtesy car while yours is repaired by one of our approved repairers, and motor legal protection, all at no extra charge.</p>
  <p>If you are happy to renew, there is nothing you need to do. Please turn over for your excess and other important information.</p>
  <div style="break-before:page">
    <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #1d3c6e;padding-bottom:4pt">
      <span style="font-size:26pt;color:#1d3c6e">Saga</span><span style="font-size:9pt" class="r">Saga Car Insurance &middot; SAG/MC/7741296<br>Page 2 of 2</span>
    </div>
    <p><b>Your excess</b></p>
    <p>Compulsory excess &ndash; £100. This is the amount you pay towards any claim for damage to your car.</p>
    <p>Windscreen replacement &ndash; £75.</p>
    <p><b>Important information</b></p>
    <p>Please check your enclosed schedule and certificate carefully and tell us of any changes.</p>
    <p style="font-size:8pt;margin-top:20pt">Saga Car Insurance is arranged and administered by Saga Services Limited, registered in England and Wales No. 732334, authorised and regulated by the Financial Conduct Authority, firm reference number 311145. Registered office: Enbrook Park, Sandgate, Folkestone CT20 3SE. Customer services 0800 096 4028. Claims 0800 015 3054.</p>
  </div>
</div>
`,
    expected: {
      renewalDate: '2027-04-09',
      insurer: 'Saga',
      policyNumber: 'SAG/MC/7741296',
      registrationNumber: 'KP71MSA',
      renewalPremium: '389.12',
      previousPremium: '356.70',
      compulsoryExcess: '100',
    },
  },
  {
    name: 'privilege-two-year-boxes-columns',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center">
  <span style="font-size:24pt;font-weight:bold;color:#111;letter-spacing:1pt">Privilege</span>
  <span style="font-size:8pt" class="r">Car Insurance<br>Date: 18 November 2026</span>
</div>
<p>Mr N Chaudhry<br>41 Canal Street<br>Nottingham<br>NG1 7EH</p>
<div style="column-count:2;column-gap:20pt;text-align:justify">
  <p>Dear Mr Chaudhry,</p>
  <p>Your Privilege car insurance, policy number PV 553 8820 17, for your Audi A3 Sportback S line (registration FG16 RTD), is due for renewal. Your renewal date is 16 Dec 2026.</p>
  <p>We've set out your price for the coming year beside last year's below. The main reasons for the change are higher repair costs and an update to how we assess the risk where you live.</p>
  <p>You don't need to do anything to renew. If you'd like to shop around or change anything, call us on 0345 246 8700 before your renewal date.</p>
</div>
<div style="display:flex;gap:10pt;margin-top:8pt">
  <div class="box" style="flex:1">
    <div style="letter-spacing:2pt;font-size:8pt">LAST YEAR</div>
    <div>Annual premium ........................ £1,155.04</div>
    <div>Compulsory excess ................... £400</div>
    <div>Voluntary excess ...................... £250</div>
  </div>
  <div class="box" style="flex:1;border:2px solid #000">
    <div style="letter-spacing:2pt;font-size:8pt">THIS YEAR &ndash; YOUR RENEWAL</div>
    <div>Annual premium ........................ £1,312.58</div>
    <div>Compulsory excess ................... £400</div>
    <div>Voluntary excess ...................... £250</div>
  </div>
</div>
<p>Total excess for accidental damage: £650.</p>
<table style="width:70%;border:1px solid #999">
  <tr><th colspan="2" style="letter-spacing:2pt;font-size:8pt">MONTHLY PAYMENTS</th></tr>
  <tr><td>Deposit</td><td class="r">£131.26</td></tr>
  <tr><td>11 monthly payments of</td><td class="r">£118.88</td></tr>
  <tr><td>Total amount payable</td><td class="r">£1,438.94</td></tr>
  <tr><td>APR (representative)</td><td class="r">19.9%</td></tr>
</table>
<p style="font-size:7pt;color:#555;margin-top:18pt">Privilege car insurance is underwritten by U K Insurance Limited, registered office The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, firm reference number 202810. Claims 0345 246 8755. Direct Debit reference PV55388201.</p>
`,
    expected: {
      renewalDate: '2026-12-16',
      insurer: 'Privilege',
      policyNumber: 'PV 553 8820 17',
      registrationNumber: 'FG16RTD',
      renewalPremium: '1312.58',
      previousPremium: '1155.04',
      compulsoryExcess: '400',
      voluntaryExcess: '250',
      totalExcess: '650',
    },
  },
  {
    name: 'elephant-photo-dot-leaders-price-down',
    photo: true,
    html: `
<div style="font-size:26pt;font-weight:bold;color:#e4003b">Elephant</div>
<div style="font-size:10pt;color:#555;margin-bottom:10pt">elephant.co.uk &middot; car insurance</div>
<p style="font-size:11pt">Ms F Oduya<br>12 Kestrel Way<br>Reading<br>RG2 8SE</p>
<p style="font-size:11pt">Your policy ends at 23:59 on 3 March 2027. Here's your price to renew.</p>
<table style="width:90%;font-size:11pt">
  <tr><td>Policy number ...........................................................</td><td class="r">ELE-3387-2041</td></tr>
  <tr><td>Car registration .........................................................</td><td class="r">VU67 JEN</td></tr>
  <tr><td>Last year's premium ......................................................</td><td class="r">£802.35</td></tr>
  <tr><td>Renewal premium ...........................................................</td><td class="r"><b>£745.90</b></td></tr>
  <tr><td>Compulsory excess ........................................................</td><td class="r">£300</td></tr>
  <tr><td>Voluntary excess ..........................................................</td><td class="r">£100</td></tr>
  <tr><td>Total excess ...............................................................</td><td class="r">£400</td></tr>
</table>
<p style="font-size:11pt">Good news: your premium has gone down by £56.45.</p>
<p style="font-size:11pt">Extras you can add: breakdown cover £45.00, motor legal protection £29.99 (not included above).</p>
<p style="font-size:8pt;color:#444;margin-top:18pt">Elephant.co.uk is a trading name of EUI Limited, registered in England and Wales No. 2686568, authorised and regulated by the Financial Conduct Authority, firm reference number 309378. Customer services 0330 024 4444. Claims 0330 024 4488.</p>
`,
    expected: {
      renewalDate: '2027-03-04',
      insurer: 'Elephant',
      policyNumber: 'ELE-3387-2041',
      registrationNumber: 'VU67JEN',
      renewalPremium: '745.90',
      previousPremium: '802.35',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },
  {
    name: 'diamond-small-letter-spaced-dl',
    html: `
<div style="font-size:22pt;font-weight:bold;color:#6a1b9a;letter-spacing:4pt">Diamond</div>
<div style="font-size:8pt;letter-spacing:2pt;color:#6a1b9a">CAR INSURANCE &middot; RENEWAL</div>
<p style="font-size:9pt">Mrs C Fairbairn<br>8 Thistle Court<br>Perth<br>PH1 5QR</p>
<div style="font-size:8pt">
  <dl style="display:grid;grid-template-columns:35% 65%;row-gap:2pt">
    <dt style="letter-spacing:1.5pt">POLICY NUMBER</dt><dd style="margin:0">DMD 90 3318 46</dd>
    <dt style="letter-spacing:1.5pt">RENEWAL DATE:</dt><dd style="margin:0">22/02/2027</dd>
    <dt style="letter-spacing:1.5pt">CAR</dt><dd style="margin:0">Mini Cooper 1.5 &ndash; CE22 LXH</dd>
    <dt style="letter-spacing:1.5pt">PREMIUM FOR THE NEXT 12 MONTHS</dt><dd style="margin:0">£ 476.35</dd>
    <dt style="letter-spacing:1.5pt">PREVIOUS PREMIUM</dt><dd style="margin:0">£ 452.08</dd>
    <dt style="letter-spacing:1.5pt">COMPULSORY EXCESS</dt><dd style="margin:0">£ 250</dd>
    <dt style="letter-spacing:1.5pt">VOLUNTARY EXCESS</dt><dd style="margin:0">£ 150</dd>
    <dt style="letter-spacing:1.5pt">TOTAL EXCESS</dt><dd style="margin:0">£ 400</dd>
  </dl>
  <p>Your premium includes Insurance Premium Tax. Optional extras &ndash; Breakdown Cover £ 52.00, Motor Legal Protection £ 29.99 &ndash; are not included.</p>
  <p>Paying monthly: deposit £ 47.64 then 10 instalments of £ 47.15, total amount payable £ 519.14, representative APR 24.9%.</p>
</div>
<p style="font-size:7pt;color:#555;margin-top:18pt">Diamond is a trading name of EUI Limited, registered in England and Wales No. 2686568, authorised and regulated by the Financial Conduct Authority, firm reference number 309378. Customer services 0333 220 2011. Claims 0333 220 2039.</p>
`,
    expected: {
      renewalDate: '2027-02-22',
      insurer: 'Diamond',
      policyNumber: 'DMD 90 3318 46',
      registrationNumber: 'CE22LXH',
      renewalPremium: '476.35',
      previousPremium: '452.08',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'swinton-broker-times-rowspan',
    html: `
<style>.sw td, .sw th { border: 1px solid #444; padding: 3pt 6pt; }</style>
<div style="font-family:'Times New Roman',Times,serif">
  <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #e30613;padding-bottom:4pt">
    <span style="font-size:24pt;font-weight:bold;color:#e30613">Swinton</span>
    <span class="r" style="font-size:8pt">Swinton Insurance<br>Swinton House, 6 Great Marlborough Street, Manchester M1 5SW</span>
  </div>
  <p>Mr R Thistlethwaite<br>3 Moorside Close<br>Bolton<br>BL1 6LJ</p>
  <p>Date 7 December 2026</p>
  <p>Dear Mr Thistlethwaite, we have arranged your renewal. Your renewal date is 04/01/2027.</p>
  <table class="sw" style="width:100%">
    <tr><th colspan="3">Your motor policy SWP/66 28 915/2</th></tr>
    <tr><td rowspan="2" style="width:30%">Vehicle</td><td>Make and model</td><td>Ford Kuga Titanium 1.5</td></tr>
    <tr><td>Registration</td><td>OV19 SBK</td></tr>
    <tr><td rowspan="2">Premium</td><td>Renewal premium</td><td class="r">£812.64</td></tr>
    <tr><td>Previous premium</td><td class="r">£779.19</td></tr>
    <tr><td rowspan="3">Excess</td><td>Compulsory</td><td class="r">£350</td></tr>
    <tr><td>Voluntary</td><td class="r">£150</td></tr>
    <tr><td>Total</td><td class="r">£500</td></tr>
  </table>
  <p style="font-size:9pt">Both premiums include Insurance Premium Tax and our arrangement fee of £35.00.</p>
  <table class="sw" style="width:100%;margin-top:6pt">
    <tr><th colspan="2">Optional products (not included above)</th></tr>
    <tr><td>Breakdown cover (UK and home start)</td><td class="r">£69.99</td></tr>
    <tr><td>Motor legal expenses</td><td class="r">£29.99</td></tr>
    <tr><td>Excess protection (up to £500)</td><td class="r">£34.99</td></tr>
  </table>
  <p style="font-size:7pt;color:#444;margin-top:18pt">Your insurer for this policy is Covéa Insurance plc. Swinton Insurance is a trading name of Swinton Group Limited, registered in England and Wales No. 754261, authorised and regulated by the Financial Conduct Authority, firm reference number 307971. Customer services 0161 219 7540. Claims 0345 601 9003. Client reference 44 019 2277.</p>
</div>
`,
    expected: {
      renewalDate: '2027-01-04',
      insurer: 'Swinton',
      policyNumber: 'SWP/66 28 915/2',
      registrationNumber: 'OV19SBK',
      renewalPremium: '812.64',
      previousPremium: '779.19',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
  {
    name: 'ageas-georgia-columns-start-date',
    html: `
<div style="font-family:Georgia,serif">
  <div style="display:flex;justify-content:space-between;align-items:center">
    <span style="font-size:24pt;color:#0d2f6e">Ageas</span>
    <span style="font-size:8pt" class="r">Car insurance renewal<br>Ageas House, Hampshire Corporate Park, Eastleigh SO53 3YA</span>
  </div>
  <p style="font-size:9pt">Dr E Marchetti<br>19 St Giles Street<br>Norwich<br>NR2 1JL</p>
  <table style="width:100%;font-size:9pt;border:1px solid #999">
    <tr><td style="width:25%">Policy number</td><td>AGM 5548173-01</td><td style="width:25%">Start date</td><td>11/04/2027</td></tr>
    <tr><td>Vehicle</td><td>PJ14 WDG</td><td>End date</td><td>10/04/2028</td></tr>
  </table>
  <div style="column-count:2;column-gap:20pt;text-align:justify;margin-top:8pt">
    <p>Dear Dr Marchetti,</p>
    <p>Thank you for insuring your Peugeot 308 Allure with Ageas. Your renewal documents are enclosed, and your new period of cover is shown above.</p>
    <p>Your price for the coming year is set out below. It includes Insurance Premium Tax at 12% and covers the same drivers and the same comprehensive cover as this year.</p>
    <p>Renewal premium .............. £918.77</p>
    <p>This year's premium ........... £874.05</p>
    <p>We'll collect payment by Direct Debit unless you tell us otherwise. If you pay monthly, your deposit is £91.88 followed by 10 instalments of £87.31, a total amount payable of £964.98 (representative APR 12.9%).</p>
    <p>Your compulsory excess is £250 and your voluntary excess is £250, a total of £500 for accidental damage claims.</p>
    <p>Yours sincerely,<br>Ageas Customer Services</p>
  </div>
  <p style="font-size:7pt;color:#555;margin-top:18pt">Ageas Insurance Limited. Registered in England and Wales No. 354568. Registered office: Ageas House, Hampshire Corporate Park, Templars Way, Eastleigh, Hampshire SO53 3YA. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, financial services register number 202039. Customer services 0345 165 0120. Claims 0345 122 3020.</p>
</div>
`,
    expected: {
      renewalDate: '2027-04-11',
      insurer: 'Ageas',
      policyNumber: 'AGM 5548173-01',
      registrationNumber: 'PJ14WDG',
      renewalPremium: '918.77',
      previousPremium: '874.05',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'nfu-mutual-photo-boxes',
    photo: true,
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #00704a;padding-bottom:4pt">
  <span style="font-size:24pt;font-weight:bold;color:#00704a">NFU Mutual</span>
  <span style="font-size:10pt" class="r">Motor Insurance<br>Renewal</span>
</div>
<p style="font-size:11pt">Mrs M Pennington<br>Highfield Farm<br>Bakewell<br>DE45 1FQ</p>
<p style="font-size:11pt">Your Agency: Bakewell, telephone 01629 812 440</p>
<div style="display:flex;gap:12pt;font-size:11pt">
  <div class="box" style="flex:1">
    <div><b>Your policy</b></div>
    <div>Policy number: MC 442 8817 03</div>
    <div>Vehicle: Land Rover Discovery Sport, RX72 AZT</div>
    <div>Renewal Date: 28/12/2026</div>
  </div>
  <div class="box" style="flex:1">
    <div><b>Your premium</b></div>
    <div>Renewal premium: £466.80</div>
    <div>Previous premium: £449.12</div>
  </div>
</div>
<div class="box" style="margin-top:10pt;font-size:11pt">
  <div><b>Your excesses</b></div>
  <div>Compulsory excess: £200 &nbsp; Voluntary excess: £100 &nbsp; Total excess: £300</div>
</div>
<p style="font-size:11pt">Your premium includes Insurance Premium Tax.</p>
<p style="font-size:8pt;color:#444;margin-top:18pt">NFU Mutual is The National Farmers Union Mutual Insurance Society Limited, registered in England No. 111982. Registered office: Tiddington Road, Stratford upon Avon, Warwickshire CV37 7BJ. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, firm reference number 117664. Claims 0800 197 1122.</p>
`,
    expected: {
      renewalDate: '2026-12-28',
      insurer: 'NFU Mutual',
      policyNumber: 'MC 442 8817 03',
      registrationNumber: 'RX72AZT',
      renewalPremium: '466.80',
      previousPremium: '449.12',
      compulsoryExcess: '200',
      voluntaryExcess: '100',
      totalExcess: '300',
    },
  },
  {
    name: 'co-op-insurance-page-two-monthly',
    html: `
<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #00b1e7;padding-bottom:4pt">
  <span style="font-size:24pt;font-weight:bold;color:#00b1e7">Co-op Insurance</span>
  <span style="font-size:8pt" class="r">Car insurance renewal<br>Page 1 of 2</span>
</div>
<p>Ms T Grayson<br>70 Bootham<br>York<br>YO30 7BZ</p>
<p class="r">14 December 2026</p>
<p>Dear Ms Grayson,</p>
<div style="column-count:2;column-gap:20pt;text-align:justify">
  <p>Thanks for being a Co-op Insurance customer. Your current car insurance, policy CO-OP/MTR/7742 5519, covers your Hyundai i30 Premium (AO65 KYL) until 23:59 on 9 January 2027.</p>
  <p>We've worked out your price to renew for another year. Last year you paid £ 1,098.77. For the same cover next year your price is £ 1,204.16, which includes Insurance Premium Tax.</p>
  <p>We know a higher price isn't welcome. Repair costs and the cost of replacement cars have gone up again this year.</p>
  <p>You'll find your payment options and your excess on the next page.</p>
</div>
<div style="break-before:page">
  <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #00b1e7;padding-bottom:4pt">
    <span style="font-size:24pt;font-weight:bold;color:#00b1e7">Co-op Insurance</span>
    <span style="font-size:8pt" class="r">Policy CO-OP/MTR/7742 5519<br>Page 2 of 2</span>
  </div>
  <h4>Paying for your renewal</h4>
  <table style="width:100%;border:1px solid #999">
    <tr><th style="width:50%">Pay in full</th><th>Pay monthly</th></tr>
    <tr><td>£ 1,204.16</td><td>Deposit £ 120.42<br>10 instalments of £ 115.33<br>Total amount payable £ 1,273.72<br>Representative APR 11.9%</td></tr>
  </table>
  <h4>Your excess</h4>
  <table style="width:60%;border:1px solid #999">
    <tr><td>Compulsory</td><td class="r">£ 300</td></tr>
    <tr><td>Voluntary</td><td class="r">£ 300</td></tr>
    <tr><td>Total</td><td class="r">£ 600</td></tr>
  </table>
  <p>Optional: Co-op Breakdown Cover £ 58.00 and Key Care £ 17.50 are not included in your price.</p>
  <p style="font-size:7pt;color:#555;margin-top:18pt">Co-op Insurance is a trading name of Co-operative Insurance Services Limited, registered in England and Wales No. 3298479, authorised and regulated by the Financial Conduct Authority, firm reference number 709213. Customer services 0800 046 6580. Claims 0800 046 6550. Customer number C-8830214.</p>
</div>
`,
    expected: {
      renewalDate: '2027-01-10',
      insurer: 'Co-op Insurance',
      policyNumber: 'CO-OP/MTR/7742 5519',
      registrationNumber: 'AO65KYL',
      renewalPremium: '1204.16',
      previousPremium: '1098.77',
      compulsoryExcess: '300',
      voluntaryExcess: '300',
      totalExcess: '600',
    },
  },
  {
    name: '1st-central-photo-price-down',
    photo: true,
    html: `
<div style="display:flex;justify-content:space-between;align-items:center">
  <span style="font-size:24pt;font-weight:bold;color:#00a19a">1st Central</span>
  <span style="font-size:10pt" class="r">Car Insurance<br>Renewal notice</span>
</div>
<p style="font-size:11pt">Mr S Kowalczyk<br>5 Sandpiper Drive<br>Hull<br>HU8 9QE</p>
<table style="width:100%;font-size:11pt">
  <tr><td style="width:55%">RENEWAL DATE:</td><td class="r">15 March 2027</td></tr>
  <tr><td>POLICY NUMBER:</td><td class="r">1C-9938-4471</td></tr>
  <tr><td>REGISTRATION:</td><td class="r">TN24 HCF</td></tr>
  <tr><td>LAST YEAR'S PREMIUM:</td><td class="r">£1,012.45</td></tr>
  <tr><td>YOUR RENEWAL PREMIUM:</td><td class="r"><b>£957.30</b></td></tr>
  <tr><td>COMPULSORY EXCESS:</td><td class="r">£400</td></tr>
  <tr><td>VOLUNTARY EXCESS:</td><td class="r">£100</td></tr>
</table>
<p style="font-size:11pt">Your renewal premium is £55.15 less than last year. Breakdown cover (£49.99) and key cover (£14.99) can be added and are not included.</p>
<p style="font-size:8pt;color:#444;margin-top:18pt">1st Central is a trading name of 1st Central UK Limited, registered in England and Wales No. 7565683, authorised and regulated by the Financial Conduct Authority, firm reference number 661092. Customer services 0333 043 2000. Claims 0333 043 2010.</p>
`,
    expected: {
      renewalDate: '2027-03-15',
      insurer: '1st Central',
      policyNumber: '1C-9938-4471',
      registrationNumber: 'TN24HCF',
      renewalPremium: '957.30',
      previousPremium: '1012.45',
      compulsoryExcess: '400',
      voluntaryExcess: '100',
      // no total printed: the review adds the parts
    },
  },
];
