// Set 25 (issue 47): posted renewal letters, scanned. Most of the set is the letter as it comes out of the envelope and
// goes through a printer's 'scan to PDF' (a 150 dpi picture, no text of its own): the address window block, a
// reference block top right, a mailing code near the address, 'Page 1 of 2', a payment slip or Direct Debit guarantee
// at the foot, the FCA last-year comparison, shaded table headers, white text on coloured bands, grey and 8pt print.
// Written by a helper session on 2026-11-30, without sight of the reader.
import type { FreshNotice } from './fresh-notice-checks';

const grey = 'color:#8a8a8a';
const small = 'font-size:8pt;line-height:1.3';

export const FRESH_NOTICES_25: FreshNotice[] = [
  // ---------------------------------------------------------------- Chromium-printed PDFs (3)
  {
    name: 'direct-line',
    html: `
<div style="display:flex;justify-content:space-between;align-items:flex-start">
  <div><span style="font-size:20pt;font-weight:bold;color:#d0021b">DIRECT LINE</span><br><span style="${grey}">Car Insurance</span></div>
  <div class="r" style="${small}">Direct Line, Churchill Court, Westmoreland Road<br>Bromley BR1 1DP<br>Customer services 0345 246 8701<br>directline.com/myaccount</div>
</div>
<div class="cols" style="margin-top:18pt">
  <div>Mr Daniel Okafor<br>14 Larch Grove<br>Sevenoaks<br>Kent<br>TN13 2QF</div>
  <div class="box" style="${small}">
    <table>
      <tr><td>Date</td><td>17 December 2026</td></tr>
      <tr><td>Policy number</td><td><b>PC 40 7718 2265</b></td></tr>
      <tr><td>Customer number</td><td>C0092174418</td></tr>
      <tr><td>Car</td><td>Volkswagen Golf Life TSI, KN21 XWP</td></tr>
    </table>
  </div>
</div>
<h2 style="font-size:14pt;margin-top:18pt">Your car insurance renewal</h2>
<p>Dear Mr Okafor,</p>
<p>Thank you for insuring your car with Direct Line. Your current policy ends at 23:59 on 13 January 2027 and we'd like
to renew it from <b>14 January 2027</b>. Please check the details in this pack carefully and tell us about anything that
has changed.</p>
<table style="width:100%;margin:8pt 0">
  <tr style="background:#f3f3f3"><th></th><th class="r">This year</th><th class="r">Last year</th></tr>
  <tr><td>Car insurance premium (Comprehensive)</td><td class="r"><b>£587.34</b></td><td class="r">£512.60</td></tr>
  <tr><td>Guaranteed Hire Car Plus (optional)</td><td class="r">£58.00</td><td class="r">not taken</td></tr>
  <tr><td>Motor Legal Protection (optional)</td><td class="r">£24.00</td><td class="r">not taken</td></tr>
  <tr style="border-top:1px solid #999"><td><b>Total to pay if you keep the extras we've quoted</b></td><td class="r"><b>£669.34</b></td><td class="r"></td></tr>
</table>
<p>The premium includes Insurance Premium Tax at the current rate. You told us last year that you did not want Guaranteed
Hire Car Plus or Motor Legal Protection; we have quoted them so you can compare, and you only pay for them if you
choose to add them.</p>
<p><b>Your policy will renew automatically.</b> We'll take £587.34 from the debit card ending 4471 on or just after
14 January 2027 under the continuous payment authority you gave us. If you don't want to renew, call us on
0345 246 8701 before 13 January 2027.</p>
<p>You have been with us a number of years. You may be able to get the insurance cover you want at a better price if you
shop around.</p>
<p>Yours sincerely,<br><br>Sarah Whitlock<br>Head of Motor Customer Services</p>
<p style="${small};${grey};margin-top:24pt">Direct Line is a trading name of U K Insurance Limited. Registered office: The Wharf, Neville Street,
Leeds LS1 4AZ. Registered in England and Wales No 1179980. U K Insurance Limited is authorised by the Prudential
Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.
Financial Services Register number 202810.</p>
<p class="r" style="${small}">Page 1 of 2</p>
<div style="break-before:page"></div>
<h3 style="font-size:12pt">Your schedule: keep this for your records</h3>
<table style="width:100%">
  <tr><td>Policyholder</td><td>Mr Daniel Okafor</td></tr>
  <tr><td>Period of cover</td><td>14 January 2027 to 13 January 2028</td></tr>
  <tr><td>Cover</td><td>Comprehensive, Social, domestic and pleasure including commuting</td></tr>
  <tr><td>Vehicle</td><td>Volkswagen Golf Life TSI 1.0, registration KN21 XWP, value £14,250</td></tr>
  <tr><td>Drivers</td><td>Mr Daniel Okafor, Mrs Amaka Okafor</td></tr>
  <tr><td>No Claim Discount</td><td>9 years (protected)</td></tr>
</table>
<h3 style="font-size:12pt">Excesses</h3>
<table>
  <tr style="background:#f3f3f3"><th>Excess</th><th class="r">Amount</th></tr>
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td><b>Total accident, fire and theft excess</b></td><td class="r"><b>£500</b></td></tr>
  <tr><td>Windscreen replacement (approved supplier)</td><td class="r">£95</td></tr>
</table>
<p style="${small}">Drivers aged under 25 pay an extra £200 on top of the excess above. The windscreen excess does not add
to the total.</p>
<p class="r" style="${small}">Page 2 of 2</p>`,
    expected: {
      renewalDate: '2027-01-14', insurer: 'Direct Line', policyNumber: 'PC 40 7718 2265', registrationNumber: 'KN21XWP',
      renewalPremium: '587.34', previousPremium: '512.60', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500',
    },
  },
  {
    name: 'aviva',
    html: `
<div style="background:#004f9f;color:#fff;padding:8pt 10pt;font-size:16pt;font-weight:bold">Aviva <span style="font-size:10pt;font-weight:normal;color:#ffd900">&nbsp;Car insurance renewal</span></div>
<div class="cols" style="margin-top:14pt">
  <div><span style="font-size:7pt;letter-spacing:1pt">A2 4481 0093 RN 7Q 1/1 014</span><br>Ms Rebecca Hollins<br>Flat 3, 22 Minster Road<br>Worcester<br>WR1 3JT</div>
  <div style="${small}">
    <b>Our ref</b> P/94417102/MTR<br>
    <b>Date</b> 6 January 2027<br>
    <b>Questions?</b> 0800 051 5260<br>
    Mon-Fri 8am-8pm, Sat 9am-5pm
  </div>
</div>
<p style="margin-top:14pt">Dear Ms Hollins</p>
<p><b>It's time to renew your car insurance</b><br>Your Aviva car insurance for your Ford Puma ST-Line, <b>WR68 FTU</b>,
is due for renewal on <b>3 February 2027</b>. Policy number <b>P/94417102/MTR</b>.</p>
<table style="width:100%;margin:6pt 0;border:1px solid #bbb">
  <tr style="background:#004f9f;color:#fff"><th style="padding-left:6pt">Your price</th><th class="r">Renewal</th><th class="r">Last year</th></tr>
  <tr><td style="padding-left:6pt">Annual premium</td><td class="r"><b>£734.40</b></td><td class="r">£689.10</td></tr>
  <tr style="background:#eef3fa"><td style="padding-left:6pt">If you pay monthly: 12 payments of</td><td class="r">£66.71</td><td class="r">£62.60</td></tr>
  <tr><td style="padding-left:6pt">Total amount payable by instalments</td><td class="r">£800.52</td><td class="r">£751.20</td></tr>
</table>
<p style="${small}">Paying monthly: credit is provided by Premium Credit Limited. Cash price £734.40, 12 monthly payments of
£66.71, total charge for credit £66.12, total amount payable £800.52, representative APR 17.9% (variable rate of interest 9.0% a year). Last
year you paid by 12 payments of £62.60 (£751.20 in all, annual premium £689.10).</p>
<p>You pay monthly by Direct Debit, so you don't need to do anything: we'll renew your policy automatically and your
first new payment of £66.71 will be collected on or after 3 February 2027.</p>
<p>Your price has changed because repair costs, the cost of claims in your area and your own details have changed. Shop
around: you may be able to find the same cover for less.</p>
<h3 style="font-size:11pt;margin-bottom:2pt">Your excess</h3>
<p style="margin-top:0">Compulsory excess <b>£350</b> &nbsp;+&nbsp; Voluntary excess <b>£100</b> &nbsp;=&nbsp; Total excess <b>£450</b><br>
<span style="${small}">Glass repair £10; glass replacement £115 (not added to the total).</span></p>
<p>Yours sincerely<br><br>Tom Marsden<br>Director of Personal Lines</p>
<p style="${small};${grey}">Aviva Insurance Limited. Registered in Scotland No. 2116. Registered office: Pitheavlis, Perth PH2 0NH. Authorised by the
Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.
Firm reference number 202153. Calls may be recorded.</p>
<div style="break-before:page"></div>
<h3 style="font-size:12pt">Policy summary</h3>
<table>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>Period</td><td>3 February 2027 to 2 February 2028</td></tr>
  <tr><td>Use</td><td>Social, domestic and pleasure; commuting</td></tr>
  <tr><td>Named drivers</td><td>None</td></tr>
  <tr><td>Optional extras</td><td>Aviva Breakdown Roadside: not included (from £39 a year)</td></tr>
</table>
<p class="r" style="${small}">Page 2 of 2</p>`,
    expected: {
      renewalDate: '2027-02-03', insurer: 'Aviva', policyNumber: 'P/94417102/MTR', registrationNumber: 'WR68FTU',
      renewalPremium: '734.40', previousPremium: '689.10', compulsoryExcess: '350', voluntaryExcess: '100', totalExcess: '450',
    },
  },
  {
    name: 'lv',
    html: `
<div style="border-bottom:3px solid #00a650;padding-bottom:4pt;display:flex;justify-content:space-between">
  <span style="font-size:22pt;font-weight:bold;color:#00a650">LV=</span>
  <span style="${small};text-align:right">Liverpool Victoria<br>County Gates, Bournemouth BH1 2NF<br>0330 024 8432</span>
</div>
<table style="width:100%;margin-top:12pt"><tr>
  <td style="width:55%">Mr Callum Fraser<br>7 Ashgrove Terrace<br>Dunfermline<br>KY11 8PD</td>
  <td style="${small}">Date: 30 November 2026<br>Policy number: LVM 3047 2281<br>Car: Skoda Octavia Estate SE, SF70 LKD<br>Renewal date: 28 December 2026</td>
</tr></table>
<p>Dear Mr Fraser,</p>
<p>Your LV= car insurance is due for renewal on 28/12/2026. Here is your renewal price for the next 12 months, together
with what you paid last year.</p>
<div class="box" style="width:70%">
  Your renewal price: <b style="font-size:12pt">£458.92</b><br>
  Your price last year: £431.55<br>
  <span style="${small}">Both figures are for your car insurance only and include Insurance Premium Tax.</span>
</div>
<p>Your MultiCar discount is included. Your other car with us, a Toyota Yaris registration SF17 PZK, has its own policy
(LVM 3047 2297) which renews on 9 May 2027; we'll write to you about it nearer the time.</p>
<p><u><b>Your excesses</b></u></p>
<table>
  <tr><td>Compulsory</td><td class="r">£200</td></tr>
  <tr><td>Voluntary</td><td class="r">£150</td></tr>
  <tr><td>Total</td><td class="r"><b>£350</b></td></tr>
</table>
<p>If you do nothing, we will renew your policy automatically and collect £458.92 from the card you used last year.
To stop this, call us on 0330 024 8432 or switch off auto-renewal in My Account.</p>
<p style="${small};${grey}">LV= and Liverpool Victoria are registered trademarks of Liverpool Victoria Financial Services Limited and
LV= and LV= Liverpool Victoria are trading styles of the Liverpool Victoria group of companies. LV= car insurance is
provided by Highway Insurance Company Limited, registered in England No. 3730662, authorised by the Prudential Regulation
Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, register number 202972.</p>`,
    expected: {
      renewalDate: '2026-12-28', insurer: 'LV=', policyNumber: 'LVM 3047 2281', registrationNumber: 'SF70LKD',
      renewalPremium: '458.92', previousPremium: '431.55', compulsoryExcess: '200', voluntaryExcess: '150', totalExcess: '350',
    },
  },

  // ---------------------------------------------------------------- Scanned posted letters (10, two drawn with pdfkit)
  {
    name: 'churchill',
    scan: true,
    html: `
<div style="font-family:'Times New Roman',Times,serif">
<div style="display:flex;justify-content:space-between">
  <div style="font-size:18pt;font-weight:bold;letter-spacing:1pt">Churchill<br><span style="font-size:9pt;font-weight:normal">Car Insurance</span></div>
  <table style="${small};border:1px solid #666">
    <tr><td style="padding-left:4pt">Policy number</td><td><b>MOT-4406-1183-72</b></td></tr>
    <tr><td style="padding-left:4pt">Date of letter</td><td>12 December 2026</td></tr>
    <tr><td style="padding-left:4pt">Telephone</td><td>0345 877 6680</td></tr>
  </table>
</div>
<div style="margin-top:16pt;width:60%">
  <div style="font-family:Courier,monospace;font-size:7pt">*M1 0427 3391 7A2 CHU05 003/118*</div>
  Mrs Joanne Pickering<br>41 Moorside Avenue<br>Bradford<br>BD9 5LR
</div>
<p style="margin-top:14pt">Dear Mrs Pickering</p>
<p><b>Your car insurance renewal: Nissan Qashqai Acenta, BD19 OKW</b></p>
<p>Your policy is due to renew on <b>9 January 2027</b>. We've set out your renewal premium below, next to the premium you paid
for the year now ending, so that you can compare them.</p>
<table style="width:100%">
  <tr style="background:#cfd8e3"><th style="padding-left:4pt">&nbsp;</th><th class="r">Renewal premium</th><th class="r">Last year's premium</th></tr>
  <tr><td style="padding-left:4pt">Pay in full</td><td class="r"><b>£623.07</b></td><td class="r">£598.40</td></tr>
  <tr><td style="padding-left:4pt">Deposit, then 10 monthly instalments</td><td class="r">£62.31 + 10 x £60.19</td><td class="r">-</td></tr>
  <tr><td style="padding-left:4pt">Total if paying by instalments</td><td class="r">£664.21</td><td class="r">-</td></tr>
</table>
<p style="${small}">Instalments: total charge for credit £41.14, representative APR 15.9%. You paid in full last year.</p>
<p><b>Excess.</b> Compulsory £350; voluntary £250; total excess £600 for any accidental damage, fire or theft claim.</p>
<p><b>Continuous payment authority.</b> Last year you asked us to renew automatically. Unless you tell us otherwise we
will take £623.07 from your card ending 0916 on 9 January 2027.</p>
<p>We'd encourage you to shop around to make sure you are getting the right cover at the right price.</p>
<p>Yours sincerely<br><br>Customer Services Manager</p>
<p style="${small};${grey}">Churchill is a trading name of U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ.
Registered in England and Wales No 1179980. Authorised by the Prudential Regulation Authority and regulated by the Financial
Conduct Authority and the Prudential Regulation Authority, Financial Services Register number 202810.</p>
<div style="border-top:1px dashed #000;margin-top:10pt;padding-top:6pt;${small}">
  <b>Payment slip</b> &nbsp; Policy MOT-4406-1183-72 &nbsp; Amount due £623.07 &nbsp; Sort code 40-11-62 &nbsp; Account 81447209<br>
  Please write your policy number on the back of any cheque made payable to U K Insurance Limited.
</div>
<p class="r" style="${small}">Page 1 of 2</p>
</div>`,
    expected: {
      renewalDate: '2027-01-09', insurer: 'Churchill', policyNumber: 'MOT-4406-1183-72', registrationNumber: 'BD19OKW',
      renewalPremium: '623.07', previousPremium: '598.40', compulsoryExcess: '350', voluntaryExcess: '250', totalExcess: '600',
    },
  },
  {
    name: 'admiral',
    scan: true,
    html: `
<div style="background:#1b2a6b;color:#fff;padding:10pt;display:flex;justify-content:space-between">
  <span style="font-size:20pt;font-weight:bold">Admiral</span>
  <span style="${small};text-align:right">Ty Admiral, David Street, Cardiff CF10 2EH<br>0333 220 2000</span>
</div>
<div style="display:flex;justify-content:space-between;margin-top:14pt">
  <div>Mr Liam Atherton<br>9 Kestrel Close<br>Harrogate<br>North Yorkshire<br>HG3 2WN
    <div style="font-size:7pt;margin-top:4pt;letter-spacing:1pt">ADM/RN/21032027/0004417/C5</div></div>
  <div style="${small}">Policy number: <b>P48217759</b><br>Letter date: 24 February 2027<br>Page 1 of 2</div>
</div>
<h2 style="font-size:13pt;color:#1b2a6b;margin-top:16pt">Your renewal is coming up on 21 March 2027</h2>
<p>Hello Liam, your car insurance for your <b>Kia Sportage GT-Line (YH20 NMV)</b> runs out at midnight on 20 March 2027.
Here's your renewal quote.</p>
<table style="width:100%">
  <tr><td style="background:#1b2a6b;color:#fff;padding-left:6pt" colspan="2"><b>Your price</b></td></tr>
  <tr><td style="padding-left:6pt">This year's renewal premium</td><td class="r"><b>£812.46</b></td></tr>
  <tr><td style="padding-left:6pt">Last year's premium</td><td class="r">£745.19</td></tr>
  <tr><td style="padding-left:6pt;${grey}">MultiCar discount already included</td><td class="r" style="${grey}">-£48.00</td></tr>
</table>
<p>You have a second car on your MultiCar policy, a Fiat 500 (YK15 TGO), which renews on the same day: its price is in
the separate letter for that car.</p>
<table style="width:100%;margin-top:6pt">
  <tr style="background:#d9def0"><th style="padding-left:6pt">Excess</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
  <tr><td style="padding-left:6pt">Accidental damage, fire and theft</td><td class="r">£250</td><td class="r">£100</td><td class="r"><b>£350</b></td></tr>
  <tr><td style="padding-left:6pt">Windscreen replacement</td><td class="r">£115</td><td class="r">-</td><td class="r">£115</td></tr>
</table>
<p><b>Your policy will auto-renew.</b> We'll collect the premium from your card ending 2280 using the continuous
payment authority you gave us. You can turn this off at any time in MyAccount.</p>
<p>It's always worth checking the market: other insurers may offer you the same cover for less.</p>
<p style="${small};${grey}">Admiral is a trading name of EUI Limited, which is authorised and regulated by the Financial Conduct
Authority, firm reference number 309378. Registered office: Ty Admiral, David Street, Cardiff CF10 2EH. Registered in
England and Wales number 02686904. Insurance is underwritten by Admiral Insurance (Gibraltar) Limited and Great Lakes
Insurance UK Limited.</p>`,
    expected: {
      renewalDate: '2027-03-21', insurer: 'Admiral', policyNumber: 'P48217759', registrationNumber: 'YH20NMV',
      renewalPremium: '812.46', previousPremium: '745.19', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350',
    },
  },
  {
    name: 'hastings-direct',
    scan: true,
    html: `
<div style="display:flex;justify-content:space-between;align-items:center">
  <span style="font-size:19pt;font-weight:bold;color:#f5a800">Hastings <span style="color:#222">Direct</span></span>
  <span style="${small};text-align:right">Conquest House, Collington Avenue<br>Bexhill-on-Sea TN39 3LW</span>
</div>
<div style="display:flex;justify-content:space-between;margin-top:14pt">
  <div><span style="font-family:Courier,monospace;font-size:7pt">HD21 0098 4412 X 77 2/2</span><br>Ms Priya Chandran<br>118 Beaumont Road<br>London<br>E10 5JQ</div>
  <table style="${small}">
    <tr><td>Your reference</td><td><b>HD 7731 0428 56</b></td></tr>
    <tr><td>Date</td><td>7 November 2026</td></tr>
    <tr><td>Vehicle</td><td>LC66 TRY</td></tr>
  </table>
</div>
<h3 style="font-size:12pt;margin-top:14pt">Your car insurance renewal invitation</h3>
<p>Dear Ms Chandran, your policy with Hastings Direct expires on 4 December 2026. Your new cover would start on
<b>5 December 2026</b>.</p>
<table style="width:100%">
  <tr style="background:#333;color:#fff"><th style="padding-left:6pt">Summary</th><th class="r">Renewal</th><th class="r">Last year</th></tr>
  <tr><td style="padding-left:6pt">Premium (including IPT)</td><td class="r"><b>£1,046.88</b></td><td class="r">£968.32</td></tr>
  <tr style="background:#f2f2f2"><td style="padding-left:6pt">Deposit</td><td class="r">£104.69</td><td class="r">£96.83</td></tr>
  <tr><td style="padding-left:6pt">10 monthly instalments of</td><td class="r">£102.30</td><td class="r">£94.62</td></tr>
  <tr style="background:#f2f2f2"><td style="padding-left:6pt">Total amount payable</td><td class="r">£1,127.69</td><td class="r">£1,043.03</td></tr>
</table>
<p style="${small}">Credit charge £80.81 (last year £74.71). Representative APR 19.9%. Credit is provided by Advantage Premium Finance.</p>
<p style="margin-bottom:2pt"><b>Keep this for your records: your schedule</b></p>
<table style="width:100%;${small}">
  <tr><td>Car</td><td>Mini Cooper 1.5 (LC66 TRY)</td><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>Period</td><td>05/12/2026 - 04/12/2027</td><td>Class of use</td><td>SD&amp;P and commuting</td></tr>
  <tr><td>Compulsory excess</td><td>£450</td><td>Voluntary excess</td><td>£250</td></tr>
  <tr><td>Total excess</td><td><b>£700</b></td><td>Young or inexperienced driver excess</td><td>£300 extra</td></tr>
</table>
<p>Your policy will automatically renew and the instalments will be collected by Direct Debit. If you don't want to
renew, let us know before 4 December 2026.</p>
<div style="border:1px solid #000;padding:6pt;${small}">
  <b>The Direct Debit Guarantee</b><br>This Guarantee is offered by all banks and building societies that accept
  instructions to pay Direct Debits. If there are any changes to the amount, date or frequency of your Direct Debit,
  Advantage Premium Finance will notify you 10 working days in advance of your account being debited. If an error is
  made in the payment of your Direct Debit you are entitled to a full and immediate refund from your bank.
</div>
<p style="${small};${grey}">Hastings Direct is a trading name of Hastings Insurance Services Limited, authorised and regulated
by the Financial Conduct Authority, register number 311492. Registered in England No 3116518. Your insurer is Advantage
Insurance Company Limited, 2nd Floor, Leisure Island Business Centre, 23 Ocean Village Promenade, Gibraltar.</p>
<p class="r" style="${small}">Page 1 of 2</p>`,
    expected: {
      renewalDate: '2026-12-05', insurer: 'Hastings Direct', policyNumber: 'HD 7731 0428 56', registrationNumber: 'LC66TRY',
      renewalPremium: '1046.88', previousPremium: '968.32', compulsoryExcess: '450', voluntaryExcess: '250', totalExcess: '700',
    },
  },
  {
    name: 'nfu-mutual',
    scan: true,
    html: `
<div style="font-family:Georgia,'Times New Roman',serif">
<div style="display:flex;justify-content:space-between">
  <div><span style="font-size:17pt;font-weight:bold;color:#00563f">NFU Mutual</span><br><span style="${small}">Shrewsbury Agency &middot; 3 Abbey Foregate, Shrewsbury SY2 6AE &middot; 01743 362 114</span></div>
  <div style="${small};text-align:right">Date: 2 January 2027<br>Page 1 of 2</div>
</div>
<div style="display:flex;justify-content:space-between;margin-top:16pt">
  <div>Mr &amp; Mrs G Pryce<br>Upper Bryn Farm<br>Church Stoke<br>Montgomery<br>SY15 6TH<br><span style="font-size:7pt;font-family:Courier,monospace">0001847 NFUM 01 P 03/07</span></div>
  <div style="${small}"><u><b>Policy No.</b></u> MV 0482 1157 3<br><u><b>Agency</b></u> 0214 Shrewsbury<br><u><b>Reg. No.</b></u> WP17 HGA</div>
</div>
<p style="margin-top:14pt">Dear Mr and Mrs Pryce</p>
<p><u><b>Renewal of your Motor Insurance</b></u></p>
<p>Your Motor Insurance is due for renewal on <b>1 February 2027</b>. Your renewal schedule is enclosed with this letter.</p>
<table>
  <tr><td><u><b>Renewal premium</b></u></td><td class="r"><b>£521.30</b></td></tr>
  <tr><td><u><b>Last year's premium</b></u></td><td class="r">£497.80</td></tr>
</table>
<p style="${small}">Premiums include Insurance Premium Tax at 12%. Your Farm Combined policy (FC 0482 0098 6, annual premium
£2,184.60) and your Home Insurance are renewed separately and are not included above.</p>
<p><u><b>Excess</b></u> Compulsory £100 &nbsp; Voluntary £150 &nbsp; Total £250</p>
<p>Your premium is collected by Direct Debit in 12 monthly payments of £43.44 (the first £43.46), at no extra charge.
If your circumstances have changed, please contact your local agency.</p>
<p>You have been with us a number of years. You may be able to get the insurance cover you want at a better price if
you shop around.</p>
<p>Yours sincerely<br><br>D. Lloyd<br>Agent, NFU Mutual Shrewsbury</p>
<p style="font-size:7.5pt;line-height:1.25;${grey}">NFU Mutual is The National Farmers Union Mutual Insurance Society Limited (No. 111982).
Registered in England. Registered Office: Tiddington Road, Stratford-upon-Avon, Warwickshire CV37 7BJ. Authorised by the
Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.
A member of the Association of British Insurers. The agent is an Appointed Representative of NFU Mutual.</p>
</div>`,
    expected: {
      renewalDate: '2027-02-01', insurer: 'NFU Mutual', policyNumber: 'MV 0482 1157 3', registrationNumber: 'WP17HGA',
      renewalPremium: '521.30', previousPremium: '497.80', compulsoryExcess: '100', voluntaryExcess: '150', totalExcess: '250',
    },
  },
  {
    name: 'saga',
    scan: true,
    html: `
<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #999;padding-bottom:4pt">
  <span style="font-size:22pt;font-family:Georgia,serif;color:#0a3a6b">Saga</span>
  <span style="${small}">Enbrook Park, Sandgate, Folkestone CT20 3SE &nbsp;|&nbsp; 0800 092 2211</span>
</div>
<div class="cols" style="margin-top:16pt">
  <div>Mrs Margaret Ellison<br>2 The Paddocks<br>Wymondham<br>Norfolk<br>NR18 0FG<br><span style="font-size:7pt">S/RN/0218/0047731/A/2</span></div>
  <div style="${small};background:#eef1f5;padding:6pt">
    Policy number &nbsp;<b>SMC 60219 884</b><br>
    Car &nbsp;Honda Jazz EX, GN14 ZLS<br>
    Letter date &nbsp;22 January 2027<br>
    Renewal date &nbsp;17/02/2027
  </div>
</div>
<p style="margin-top:14pt">Dear Mrs Ellison,</p>
<p style="font-size:12pt"><b>Your Saga car insurance renewal</b></p>
<p>Thank you for choosing Saga. Your car insurance renews on 17 February 2027, and we're pleased to say your price has
gone down.</p>
<table style="width:80%;border:1px solid #999">
  <tr style="background:#0a3a6b;color:#fff"><th style="padding-left:6pt">Annual premium</th><th class="r">Amount</th></tr>
  <tr><td style="padding-left:6pt">Your renewal premium</td><td class="r"><b>£389.25</b></td></tr>
  <tr><td style="padding-left:6pt">Your premium last year</td><td class="r">£402.10</td></tr>
</table>
<p style="${small}">Paying by Direct Debit: 12 monthly payments, the first £32.52 then 11 of £32.43, total £389.25, 0% APR.</p>
<p><b>Your excess</b>: compulsory £100, voluntary £200 &ndash; <b>£300</b> in total.</p>
<p>Your policy is set to renew automatically, so you don't need to do anything. Saga Breakdown Cover (£0, included as a
Saga Plus benefit) continues with your policy.</p>
<p>Please check your details and shop around to make sure the cover is right for you.</p>
<div style="border:1px solid #000;padding:6pt;${small};margin-top:10pt">
  <b>The Direct Debit Guarantee.</b> If there are any changes to the amount, date or frequency of your Direct Debit, Saga
  Services Limited will notify you 10 working days in advance of your account being debited or as otherwise agreed. If
  you request Saga to collect a payment, confirmation of the amount and date will be given to you at the time of the
  request. You can cancel a Direct Debit at any time by simply contacting your bank or building society.
</div>
<p style="${small};${grey}">Saga car insurance is arranged and administered by Saga Services Limited, authorised and regulated by the
Financial Conduct Authority, firm reference number 311284, and underwritten by a panel of insurers. Registered in England
and Wales No. 732727.</p>
<p class="r" style="${small}">Page 1 of 2</p>`,
    expected: {
      renewalDate: '2027-02-17', insurer: 'Saga', policyNumber: 'SMC 60219 884', registrationNumber: 'GN14ZLS',
      renewalPremium: '389.25', previousPremium: '402.10', compulsoryExcess: '100', voluntaryExcess: '200', totalExcess: '300',
    },
  },
  {
    name: 'ageas',
    scan: true,
    html: `
<div style="font-family:Verdana,Arial,sans-serif;font-size:9pt">
<div style="display:flex;justify-content:space-between">
  <span style="font-size:18pt;font-weight:bold;color:#8f1f4a">ageas</span>
  <table style="${small}">
    <tr><td>Policy number</td><td><b>AGM/0093384712</b></td></tr>
    <tr><td>Date</td><td>16 November 2026</td></tr>
    <tr><td>Helpline</td><td>0345 125 2340</td></tr>
    <tr><td>Page</td><td>1 of 2</td></tr>
  </table>
</div>
<div style="margin-top:10pt">
  <span style="font-family:Courier,monospace;font-size:7pt">AG 16112026 0093384712 MOT R1</span><br>
  Mr Tomasz Nowak<br>56 Hulme Hall Lane<br>Manchester<br>M40 8HH
</div>
<p style="margin-top:14pt"><b>Your car insurance is due for renewal on 12 December 2026</b></p>
<p>Dear Mr Nowak, thank you for insuring your Hyundai Tucson SE Connect (registration MA71 BXO) with Ageas.</p>
<table style="width:100%;border:1px solid #8f1f4a">
  <tr style="background:#8f1f4a;color:#fff"><th style="padding-left:6pt">Price</th><th class="r">Renewal</th><th class="r">Previous year</th></tr>
  <tr><td style="padding-left:6pt">Total annual premium</td><td class="r"><b>£674.55</b></td><td class="r">£639.99</td></tr>
  <tr style="background:#f4e6ec"><td style="padding-left:6pt">of which Insurance Premium Tax</td><td class="r">£72.27</td><td class="r">£68.57</td></tr>
</table>
<p style="margin-top:8pt;margin-bottom:2pt"><b>Excess</b></p>
<table style="width:100%">
  <tr style="background:#e6e6e6"><th style="padding-left:6pt">Compulsory excess</th><th>Voluntary excess</th><th>Total excess</th></tr>
  <tr><td style="padding-left:6pt">£300</td><td>£250</td><td>£550</td></tr>
</table>
<p><b>Continuous payment authority.</b> When you took out this policy, you agreed that we could renew it automatically
and take payment from your card. We'll take £674.55 from your card ending 6603 on 12 December 2026 unless you tell us
not to. You can cancel within 14 days of the renewal date and pay only for the cover you've had.</p>
<p>Optional Motor Legal Expenses (£29.99) and Key Cover (£14.99) are available; neither is included in the prices above.</p>
<p>Renewal prices can vary, so it's worth shopping around.</p>
<p style="${small};${grey}">Ageas Insurance Limited, registered in England and Wales No. 354568. Registered office: Ageas House,
Hampshire Corporate Park, Templars Way, Eastleigh, Hampshire SO53 3YA. Authorised by the Prudential Regulation Authority and
regulated by the Financial Conduct Authority and the Prudential Regulation Authority, Financial Services Register No. 202039.</p>
</div>`,
    expected: {
      renewalDate: '2026-12-12', insurer: 'Ageas', policyNumber: 'AGM/0093384712', registrationNumber: 'MA71BXO',
      renewalPremium: '674.55', previousPremium: '639.99', compulsoryExcess: '300', voluntaryExcess: '250', totalExcess: '550',
    },
  },
  {
    name: 'tesco-insurance',
    scan: true,
    html: `
<div style="background:#00539f;color:#fff;padding:6pt 10pt;display:flex;justify-content:space-between;align-items:center">
  <span style="font-size:17pt;font-weight:bold">Tesco Insurance</span><span style="${small}">Car Insurance</span>
</div>
<div style="display:flex;justify-content:space-between;margin-top:12pt">
  <div><span style="font-size:7pt;letter-spacing:1pt">TB-CAR 2501 88041127 N 04</span><br>Miss Hannah Greer<br>31 Ravensworth Gardens<br>Gateshead<br>NE9 6AR</div>
  <div class="box" style="${small}">Policy number: TCI 8804 1127 65<br>Date: 28 December 2026<br>Car registration: NU18 EFK<br>Call us: 0345 300 4278</div>
</div>
<h3 style="font-size:12pt;margin-top:14pt">Your renewal from 25 January 2027</h3>
<p>Dear Miss Greer,</p>
<p>It's nearly time to renew the car insurance for your Vauxhall Corsa SRi. Your new policy starts on 25 January 2027.
Your Clubcard price is already applied.</p>
<table style="width:100%">
  <tr style="background:#dbe7f3"><th style="padding-left:6pt">&nbsp;</th><th class="r">Renewal premium</th><th class="r">Last year's premium</th></tr>
  <tr><td style="padding-left:6pt">Car insurance (Comprehensive)</td><td class="r"><b>£498.60</b></td><td class="r">£472.35</td></tr>
</table>
<p style="${small}">You'll collect 498 Clubcard points when you pay. Without your Clubcard price this renewal would have cost £531.20.</p>
<table style="width:70%">
  <tr style="background:#dbe7f3"><th style="padding-left:6pt" colspan="2">Your excess</th></tr>
  <tr><td style="padding-left:6pt">Compulsory</td><td class="r">£250</td></tr>
  <tr><td style="padding-left:6pt">Voluntary</td><td class="r">£250</td></tr>
  <tr><td style="padding-left:6pt"><b>Total</b></td><td class="r"><b>£500</b></td></tr>
</table>
<p>Your policy renews automatically. We'll take the premium from your card ending 5521 on 25 January 2027. To opt out,
call us before that date.</p>
<p>It's a good idea to compare prices to make sure you're getting the best deal for you.</p>
<p style="${small};${grey}">Tesco Insurance is a trading name of Tesco Insurance and Money Services Limited, authorised and
regulated by the Financial Conduct Authority (FRN 948542). Registered in Scotland No. SC173199. Car insurance is
underwritten by a panel of insurers; your insurer is Ageas Insurance Limited.</p>
<p class="r" style="${small}">Page 1 of 2</p>`,
    expected: {
      renewalDate: '2027-01-25', insurer: 'Tesco Insurance', policyNumber: 'TCI 8804 1127 65', registrationNumber: 'NU18EFK',
      renewalPremium: '498.60', previousPremium: '472.35', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500',
    },
  },
  {
    name: 'esure',
    scan: true,
    html: `
<div style="display:flex;justify-content:space-between;align-items:center">
  <span style="font-size:22pt;font-weight:bold;color:#e2001a;font-family:Arial Black,Arial,sans-serif">esure</span>
  <span style="${small};${grey};text-align:right">The Observatory, Reigate RH2 0SG<br>0345 600 3950</span>
</div>
<div style="display:flex;justify-content:space-between;margin-top:12pt">
  <div>Mr Robert Kane<br>88 Sandringham Drive<br>Chelmsford<br>Essex<br>CM1 6PT<br><span style="font-size:7pt;font-family:Courier,monospace">ES*0803*22075512*CAR*RNL*01</span></div>
  <div style="${small}">Date: 8 February 2027<br>Policy number: ESM 2207 5512<br>Vehicle: Peugeot 2008 Allure, FE67 UDN<br>Page 1 of 2</div>
</div>
<p style="margin-top:14pt">Dear Mr Kane</p>
<p><b>Your car insurance renews on 8 March 2027</b></p>
<p>Here's what your renewal will cost, including the optional extras you had with us last year. We've shown last year's
price for the same cover and extras so you can compare.</p>
<table style="width:100%">
  <tr style="background:#e2001a;color:#fff"><th style="padding-left:6pt">Renewal breakdown</th><th class="r">Price</th></tr>
  <tr><td style="padding-left:6pt">Car insurance</td><td class="r">£553.16</td></tr>
  <tr><td style="padding-left:6pt">Motor legal protection</td><td class="r">£24.00</td></tr>
  <tr><td style="padding-left:6pt">Breakdown cover (roadside and recovery)</td><td class="r">£44.99</td></tr>
  <tr style="border-top:2px solid #000"><td style="padding-left:6pt"><b>Your total price this year</b></td><td class="r"><b>£622.15</b></td></tr>
  <tr><td style="padding-left:6pt">Your total price last year (same cover and extras)</td><td class="r">£597.63</td></tr>
</table>
<p>Your excesses: <b>compulsory £250</b>, <b>voluntary £200</b>, total excess <b>£450</b>.</p>
<p>Auto-renewal is on. We'll take £622.15 on 8 March 2027 from the card ending 3098. If you'd like to remove an extra or
switch auto-renewal off, call 0345 600 3950 or use your online account.</p>
<p>Prices change, so shop around to check you're getting the right cover at the right price.</p>
<p style="${small};${grey}">esure is a trading name of esure Insurance Limited. Registered in England and Wales No. 03762830.
Registered office: The Observatory, Reigate, Surrey RH2 0SG. Authorised by the Prudential Regulation Authority and
regulated by the Financial Conduct Authority and the Prudential Regulation Authority, FRN 208283. Breakdown cover is provided by
RAC Motoring Services; motor legal protection is underwritten by Inter Partner Assistance SA.</p>`,
    expected: {
      renewalDate: '2027-03-08', insurer: 'esure', policyNumber: 'ESM 2207 5512', registrationNumber: 'FE67UDN',
      renewalPremium: '622.15', previousPremium: '597.63', compulsoryExcess: '250', voluntaryExcess: '200', totalExcess: '450',
    },
  },
  {
    name: 'zurich',
    scan: true,
    html: '',
    draw: (doc) => {
      const L = 56;
      doc.rect(0, 0, 595, 60).fill('#2167ae').fillColor('white');
      doc.font('Helvetica-Bold').fontSize(22).text('ZURICH', L, 20, { lineBreak: false });
      doc.font('Helvetica').fontSize(8).text('Zurich Insurance, Tri-centre 1, Newbridge Square, Swindon SN1 1HN', 300, 26, { width: 240, align: 'right' });
      doc.fillColor('black');
      doc.font('Courier').fontSize(7).text('ZUK/MTR/RNL 191226 0071042266 M03', L, 90, { lineBreak: false });
      doc.font('Times-Roman').fontSize(11);
      ['Dr Helen Marchetti', 'The Old Rectory', 'Church Lane', 'Thornton-le-Dale', 'Pickering', 'YO18 7QL'].forEach((line, i) => doc.text(line, L, 102 + i * 14, { lineBreak: false }));
      doc.rect(340, 90, 200, 78).stroke();
      doc.font('Helvetica').fontSize(8.5);
      ([['Policy number', 'ZPM-71042266'], ['Date', '21 November 2026'], ['Broker', 'Direct'], ['Enquiries', '0800 302 9450'], ['Page', '1 of 2']] as const).forEach(([k, v], i) => {
        doc.text(k, 348, 98 + i * 13, { lineBreak: false });
        doc.font('Helvetica-Bold').text(v, 430, 98 + i * 13, { lineBreak: false }).font('Helvetica');
      });
      doc.font('Times-Roman').fontSize(11);
      doc.text('Dear Dr Marchetti', L, 210);
      doc.font('Times-Bold').fontSize(13).text('Renewal of your Private Car Insurance', L, 234);
      doc.font('Times-Roman').fontSize(11).text(
        'Your Zurich private car policy for your Volvo XC60 B5 Plus, registration EY16 RRA, is due for renewal on 19 December 2026. ' +
          'The premium for the coming year and the premium you paid for the year now ending are set out below.',
        L, 256, { width: 483 },
      );
      doc.rect(L, 300, 483, 20).fill('#dce6f2').fillColor('black');
      doc.font('Helvetica-Bold').fontSize(10);
      doc.text('Premium', L + 6, 306, { lineBreak: false });
      doc.text('Renewal year', 330, 306, { width: 90, align: 'right' });
      doc.text('Expiring year', 440, 306, { width: 90, align: 'right' });
      doc.font('Helvetica').fontSize(10);
      doc.text('Annual premium including IPT', L + 6, 328, { lineBreak: false });
      doc.font('Helvetica-Bold').text('£712.80', 330, 328, { width: 90, align: 'right' });
      doc.font('Helvetica').text('£665.04', 440, 328, { width: 90, align: 'right' });
      doc.text('Insurance Premium Tax (12%) included', L + 6, 344, { lineBreak: false });
      doc.text('£76.37', 330, 344, { width: 90, align: 'right' });
      doc.text('£71.25', 440, 344, { width: 90, align: 'right' });
      doc.moveTo(L, 362).lineTo(L + 483, 362).stroke();
      doc.font('Times-Bold').fontSize(11).text('Excesses', L, 378);
      doc.font('Times-Roman').fontSize(11);
      ([['Compulsory excess', '£200'], ['Voluntary excess', '£300'], ['Total own damage excess', '£500'], ['Windscreen (not included in total)', '£75']] as const).forEach(([k, v], i) => {
        doc.text(k, L, 396 + i * 15, { lineBreak: false });
        doc.text(v, 250, 396 + i * 15, { width: 60, align: 'right' });
      });
      doc.text(
        'Your premium will be collected under the continuous payment authority held on your card ending 7714. Your policy will renew ' +
          'automatically unless you tell us otherwise before 18 December 2026. Your current cover ends at midnight on 18 December 2026.',
        L, 470, { width: 483 },
      );
      doc.text('You may be able to find this cover at a better price elsewhere, so we encourage you to shop around.', L, 516, { width: 483 });
      doc.text('Yours sincerely', L, 548);
      doc.text('Zurich Customer Services', L, 580);
      doc.fillColor('#888888').font('Helvetica').fontSize(7).text(
        'Zurich Insurance Company Ltd (a company incorporated in Switzerland). UK Branch registered in England and Wales, registration no. BR000105. ' +
          'UK Branch Head Office: The Zurich Centre, 3000 Parkway, Whiteley, Fareham, Hampshire PO15 7JZ. Authorised and regulated in Switzerland by the ' +
          'Swiss Financial Market Supervisory Authority FINMA. Authorised by the Prudential Regulation Authority. Subject to regulation by the Financial ' +
          'Conduct Authority and limited regulation by the Prudential Regulation Authority. FCA firm reference number 959113.',
        L, 740, { width: 483 },
      );
      doc.fillColor('black');
    },
    expected: {
      renewalDate: '2026-12-19', insurer: 'Zurich', policyNumber: 'ZPM-71042266', registrationNumber: 'EY16RRA',
      renewalPremium: '712.80', previousPremium: '665.04', compulsoryExcess: '200', voluntaryExcess: '300', totalExcess: '500',
    },
  },
  {
    name: 'co-op',
    scan: true,
    html: '',
    draw: (doc) => {
      const L = 50;
      doc.font('Helvetica-Bold').fontSize(20).fillColor('#00a1cc').text('Co-op Insurance', L, 44, { lineBreak: false });
      doc.fillColor('black').font('Helvetica').fontSize(8).text('PO Box 500, Manchester M60 4WB  ·  0800 781 7831', L, 70, { lineBreak: false });
      doc.font('Courier').fontSize(8);
      ([['Policy No', 'CIS/MTR/3391175'], ['Issued', '03/02/2027'], ['Member No', '6330 0187 2245'], ['Sheet', 'Page 1 of 2']] as const).forEach(([k, v], i) => {
        doc.text(`${k.padEnd(10)}${v}`, 360, 48 + i * 11, { lineBreak: false });
      });
      doc.font('Courier').fontSize(7).text('0003317 COOP 02 MTR RNL 0203 *3391175*', L, 118, { lineBreak: false });
      doc.font('Helvetica').fontSize(10);
      ['Mr Ahmed Rahman', '27 Calder View', 'Todmorden', 'OL14 5RB'].forEach((line, i) => doc.text(line, L, 130 + i * 13, { lineBreak: false }));
      doc.text('Dear Mr Rahman,', L, 210);
      doc.font('Helvetica-Bold').fontSize(12).text('Your car insurance renewal', L, 230);
      doc.font('Helvetica').fontSize(10).text(
        'Thanks for being a Co-op Member. Your car insurance for your Toyota C-HR Design (DK69 WVC) renews on 2 March 2027. ' +
          'Your renewal quote is shown below with last year\u2019s premium for comparison.',
        L, 250, { width: 495 },
      );
      doc.rect(L, 290, 495, 18).fill('#4a4a4a');
      doc.fillColor('white').font('Helvetica-Bold').fontSize(9.5);
      doc.text('Your premium', L + 6, 295, { lineBreak: false });
      doc.text('Pay annually', 300, 295, { width: 110, align: 'right' });
      doc.text('Pay monthly', 420, 295, { width: 115, align: 'right' });
      doc.fillColor('black').font('Helvetica').fontSize(9.5);
      const rows: [string, string, string][] = [
        ['Renewal premium', '£467.43', '12 x £41.38'],
        ['Total amount payable', '£467.43', '£496.56'],
        ['Last year\u2019s premium', '£452.18', ''],
      ];
      rows.forEach(([a, b, c], i) => {
        doc.font(i === 0 ? 'Helvetica-Bold' : 'Helvetica');
        doc.text(a, L + 6, 316 + i * 16, { lineBreak: false });
        doc.text(b, 300, 316 + i * 16, { width: 110, align: 'right' });
        doc.text(c, 420, 316 + i * 16, { width: 115, align: 'right' });
      });
      doc.rect(L, 288, 495, 78).stroke();
      doc.font('Helvetica').fontSize(7.5).text('Monthly: charge for credit £29.13, representative APR 11.9%. Credit is provided by Close Brothers Premium Finance.', L, 372, { width: 495 });
      doc.font('Helvetica-Bold').fontSize(10).text('Excess', L, 398);
      doc.font('Helvetica').fontSize(10).text('Compulsory excess £250    Voluntary excess £100    Total excess £350', L, 414, { lineBreak: false });
      doc.text(
        'Your policy is set to auto-renew. If you pay monthly we will continue your Direct Debit; if you pay annually we will take the premium ' +
          'from your saved card under your continuous payment authority. Call 0800 781 7831 if you do not want to renew.',
        L, 440, { width: 495 },
      );
      doc.text('Take a moment to check the market: you may be able to buy the same cover for less elsewhere.', L, 484, { width: 495 });
      doc.text('Yours sincerely,', L, 512);
      doc.text('Co-op Insurance', L, 540);
      doc.fillColor('#999999').fontSize(7).text(
        'Co-op Insurance is a trading name of Markerstudy Insurance Services Limited, authorised and regulated by the Financial Conduct Authority, ' +
          'firm reference number 308446. Registered in England and Wales No. 03220725. Registered office: 45 Westerham Road, Bessels Green, Sevenoaks, Kent TN13 2QB.',
        L, 760, { width: 495 },
      );
      doc.fillColor('black');
    },
    expected: {
      renewalDate: '2027-03-02', insurer: 'Co-op Insurance', policyNumber: 'CIS/MTR/3391175', registrationNumber: 'DK69WVC',
      renewalPremium: '467.43', previousPremium: '452.18', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350',
    },
  },

  // ---------------------------------------------------------------- Phone photos of posted letters (3)
  {
    name: 'sheilas-wheels',
    photo: true,
    html: `
<div style="display:flex;justify-content:space-between;align-items:center">
  <span style="font-size:20pt;font-weight:bold;color:#d6006e;font-style:italic">Sheilas' Wheels</span>
  <span style="${small};text-align:right">PO Box 401, Reigate RH2 0XX<br>0345 600 3958</span>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Ms Chloe Barnard<br>4 Quayside Mews<br>Exeter<br>EX2 4AN<br><span style="font-size:7pt">SW 0103 66182040 C</span></div>
  <div style="${small}">Policy number: <b>SW-M-6618204</b><br>Date: 2 January 2027<br>Car: RV65 JYC</div>
</div>
<h3 style="font-size:13pt;color:#d6006e;margin-top:14pt">Time to renew your car insurance</h3>
<p>Dear Ms Barnard, your Sheilas' Wheels car insurance for your Citroen C3 Flair runs out on 29 January 2027. Your
renewed cover starts on <b>30 January 2027</b>.</p>
<table style="width:85%">
  <tr style="background:#fbe0ee"><th style="padding-left:6pt">&nbsp;</th><th class="r">Annual premium</th></tr>
  <tr><td style="padding-left:6pt">This year</td><td class="r"><b>£436.90</b></td></tr>
  <tr><td style="padding-left:6pt">Last year</td><td class="r">£419.77</td></tr>
</table>
<p><b>Excess</b>: compulsory £250, voluntary £150, total £400.</p>
<p>Your policy will renew automatically and we'll take payment from your card ending 8842. Remember to shop around.</p>
<p style="${small};${grey}">Sheilas' Wheels is a trading name of esure Insurance Limited, authorised by the Prudential Regulation
Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, FRN 208283.</p>`,
    expected: {
      renewalDate: '2027-01-30', insurer: "Sheilas' Wheels", policyNumber: 'SW-M-6618204', registrationNumber: 'RV65JYC',
      renewalPremium: '436.90', previousPremium: '419.77', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400',
    },
  },
  {
    name: '1st-central',
    photo: 'sideways',
    html: `
<div style="background:#00263e;color:#fff;padding:8pt 10pt"><span style="font-size:17pt;font-weight:bold">1st Central</span> <span style="${small}">&nbsp; car insurance</span></div>
<div class="cols" style="margin-top:12pt">
  <div>Mr Jordan Pike<br>15 Hawthorn Rise<br>Basingstoke<br>RG24 9LX<br><span style="font-size:7pt;font-family:Courier,monospace">1C/RNL/0601/44078812/07</span></div>
  <div style="${small}">Policy number &nbsp;<b>1C-44078812</b><br>Date &nbsp;9 December 2026<br>Vehicle &nbsp;BMW 118i M Sport, HF22 OPB<br>Page 1 of 2</div>
</div>
<p style="margin-top:14pt">Dear Jordan,</p>
<p><b>Your renewal date is 6 January 2027.</b> Below is your renewal price and what you paid last year.</p>
<table style="width:100%">
  <tr style="background:#00263e;color:#fff"><th style="padding-left:6pt">&nbsp;</th><th class="r">Renewal price</th><th class="r">Last year's price</th></tr>
  <tr><td style="padding-left:6pt">Annual premium</td><td class="r"><b>£903.41</b></td><td class="r">£861.25</td></tr>
  <tr style="background:#e8edf1"><td style="padding-left:6pt">Deposit</td><td class="r">£90.34</td><td class="r">£86.13</td></tr>
  <tr><td style="padding-left:6pt">10 monthly instalments</td><td class="r">£87.59</td><td class="r">£83.51</td></tr>
  <tr style="background:#e8edf1"><td style="padding-left:6pt">Total payable</td><td class="r">£966.24</td><td class="r">£921.23</td></tr>
</table>
<p style="${small}">Charge for credit £62.83. Representative APR 20.9%.</p>
<p><b>Excess</b>: compulsory £400 + voluntary £250 = <b>£650</b> total.</p>
<p>Your policy auto-renews and instalments continue by Direct Debit. Shop around to check you're getting a good price.</p>
<p style="${small};${grey}">1st Central is a trading name of 1st Central Insurance Management Limited, authorised and regulated by the
Financial Conduct Authority, FRN 774004. Underwritten by Skyfire Insurance Company Limited.</p>`,
    expected: {
      renewalDate: '2027-01-06', insurer: '1st Central', policyNumber: '1C-44078812', registrationNumber: 'HF22OPB',
      renewalPremium: '903.41', previousPremium: '861.25', compulsoryExcess: '400', voluntaryExcess: '250', totalExcess: '650',
    },
  },
  {
    name: 'privilege',
    photo: true,
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #6b2c91;padding-bottom:4pt">
  <span style="font-size:20pt;font-weight:bold;color:#6b2c91">Privilege</span>
  <span style="${small};text-align:right">Privilege Insurance, PO Box 1172, Bristol BS1 9XJ<br>0345 246 8705</span>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Mrs Siobhan Walsh<br>62 Cathedral Road<br>Cardiff<br>CF11 9LL<br><span style="font-size:7pt">PRV 150327 55208831 W2</span></div>
  <table style="${small}">
    <tr><td>Policy number</td><td><b>PV 5520 8831 47</b></td></tr>
    <tr><td>Date</td><td>15 February 2027</td></tr>
    <tr><td>Your car</td><td>CU73 GHE</td></tr>
  </table>
</div>
<p style="margin-top:14pt">Dear Mrs Walsh</p>
<p><b>Your Privilege car insurance renews on 15 March 2027</b></p>
<p>Thank you for insuring your Tesla Model 3 with us. Your renewal price is shown beside the price you paid last year.</p>
<div class="box" style="width:75%;background:#f3edf7">
  Renewal premium (Comprehensive Plus) <b style="float:right">£578.00</b><br>
  Last year's premium <span style="float:right">£556.64</span>
</div>
<p>Excess: compulsory <b>£350</b>, voluntary <b>£250</b>, total <b>£600</b>.</p>
<p>Your policy will renew automatically under the continuous payment authority on your card ending 1207. It's worth
checking the market before you renew.</p>
<p style="${small};${grey}">Privilege is a trading name of U K Insurance Limited, registered in England and Wales No 1179980,
authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential
Regulation Authority, FRN 202810.</p>`,
    expected: {
      renewalDate: '2027-03-15', insurer: 'Privilege', policyNumber: 'PV 5520 8831 47', registrationNumber: 'CU73GHE',
      renewalPremium: '578.00', previousPremium: '556.64', compulsoryExcess: '350', voluntaryExcess: '250', totalExcess: '600',
    },
  },
];
