// Fresh, independently written UK car-insurance renewal notices for reader testing (issue 47, 2026-11-29): written by
// a helper who had not read the reader's code or any other test notice, in the house styles of 30 UK insurers and
// brokers. Each expectation is what the notice says; three insurer names were changed afterwards to the brand list's
// name for the same brand (marked). All people, policy numbers, registrations and prices are fictional.

import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES: FreshNotice[] = [
  // 1 ─ Admiral: two columns, details table left, price box right, extras below
  {
    name: 'admiralTwoColumnPriceBox',
    html: `
<div style="display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #e4003b;padding-bottom:6px">
  <div><div style="font-size:24pt;font-weight:bold;color:#e4003b">Admiral</div><div style="font-size:9pt">Car Insurance</div></div>
  <div style="text-align:right;font-size:8.5pt">Admiral Insurance<br>Ty Admiral, David Street<br>Cardiff CF10 2EH<br>0333 220 2000</div>
</div>
<p style="margin-top:14px">Mrs Joanna Pritchard<br>14 Heol y Coed<br>Pontypridd<br>CF37 4RT</p>
<p>10 February 2027</p>
<h2 style="color:#e4003b">It's time to renew your car insurance</h2>
<p>Dear Mrs Pritchard, thank you for choosing Admiral. Here are the details of your renewal. Please check everything carefully.</p>
<div class="cols">
  <div>
    <table>
      <tr><th style="text-align:left">Policy number</th><td>P40718825-3</td></tr>
      <tr><th style="text-align:left">Policyholder</th><td>Mrs Joanna Pritchard</td></tr>
      <tr><th style="text-align:left">Car</th><td>Vauxhall Corsa SE 1.2 (2019)</td></tr>
      <tr><th style="text-align:left">Registration</th><td>CA19 WKD</td></tr>
      <tr><th style="text-align:left">Cover</th><td>Comprehensive</td></tr>
      <tr><th style="text-align:left">Renewal date</th><td>14th March 2027</td></tr>
      <tr><th style="text-align:left">Additional driver</th><td>Mr Rhys Pritchard</td></tr>
      <tr><th style="text-align:left">No Claims Bonus</th><td>6 years</td></tr>
    </table>
  </div>
  <div class="box" style="background:#fdeef2;text-align:center">
    <div style="font-size:11pt">Your renewal price</div>
    <div style="font-size:26pt;font-weight:bold;color:#e4003b">£612.48</div>
    <div style="font-size:8.5pt">Car insurance for 12 months, including Insurance Premium Tax (IPT)</div>
    <hr>
    <div style="font-size:9pt">Last year you paid £548.20 for your car insurance.</div>
  </div>
</div>
<h3>Your optional extras</h3>
<p>These are renewed alongside your policy unless you tell us otherwise.</p>
<table style="width:70%">
  <tr><th style="text-align:left">Extra</th><th class="r">Price</th></tr>
  <tr><td>Admiral Breakdown – Roadside &amp; Recovery</td><td class="r">£62.00</td></tr>
  <tr><td>Motor Legal Protection</td><td class="r">£29.50</td></tr>
  <tr><td><b>Total including extras</b></td><td class="r"><b>£703.98</b></td></tr>
</table>
<h3>Your excesses</h3>
<table style="width:70%">
  <tr><th style="text-align:left">Accidental damage, fire and theft</th><th class="r">Amount</th></tr>
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
  <tr><td>Total excess</td><td class="r">£350</td></tr>
  <tr><td>Windscreen replacement excess</td><td class="r">£115</td></tr>
</table>
<p style="font-size:8pt;margin-top:16px">Admiral is a trading name of EUI Limited, which is authorised and regulated by the Financial Conduct Authority (firm reference number 309378). Registered office: Ty Admiral, David Street, Cardiff CF10 2EH. Registered in England and Wales number 2651216.</p>
`,
    expected: {
      renewalDate: '2027-03-14',
      insurer: 'Admiral',
      policyNumber: 'P40718825-3',
      registrationNumber: 'CA19WKD',
      renewalPremium: '612.48',
      previousPremium: '548.20',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },

  // 2 ─ Aviva: schedule style, IPT on its own line, period of insurance, customer number
  {
    name: 'avivaScheduleIptLine',
    html: `
<div style="background:#004fb6;color:#fff;padding:8px 10px;font-size:18pt;font-weight:bold">Aviva <span style="font-size:10pt;font-weight:normal;color:#ffd900">Car insurance renewal schedule</span></div>
<table style="margin-top:10px;width:100%">
  <tr><td>Customer number</td><td>33019847</td><td>Policy number</td><td><b>MTR 4471829 01</b></td></tr>
  <tr><td>Policyholder</td><td>Mr Daniel Hughes</td><td>Date of issue</td><td>04/11/2026</td></tr>
</table>
<p>Mr Daniel Hughes, Flat 3, 22 Greyfriars Road, Norwich NR1 1QF</p>
<h3 style="color:#004fb6">Period of insurance</h3>
<p>From 02/12/2026 to 01/12/2027 (both dates inclusive)</p>
<h3 style="color:#004fb6">Your vehicle</h3>
<table style="width:100%">
  <tr><th style="text-align:left">Make and model</th><th style="text-align:left">Registration mark</th><th style="text-align:left">Cover</th><th style="text-align:left">Use</th></tr>
  <tr><td>Toyota Yaris Hybrid Icon</td><td>YB68 HNA</td><td>Comprehensive</td><td>Social, domestic, pleasure and commuting</td></tr>
</table>
<h3 style="color:#004fb6">Your premium</h3>
<table style="width:60%">
  <tr><td>Premium (excluding IPT)</td><td class="r">£540.00</td></tr>
  <tr><td>Insurance Premium Tax (IPT) at 12%</td><td class="r">£64.80</td></tr>
  <tr style="font-weight:bold"><td>Total premium</td><td class="r">£604.80</td></tr>
</table>
<p style="font-size:9pt">Last year's total premium: £571.20</p>
<h3 style="color:#004fb6">Excesses</h3>
<table style="width:80%">
  <tr><th style="text-align:left">Section</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
  <tr><td>Accidental damage, fire and theft</td><td class="r">£150</td><td class="r">£250</td><td class="r">£400</td></tr>
  <tr><td>Glass repair</td><td class="r">£10</td><td class="r">-</td><td class="r">£10</td></tr>
  <tr><td>Glass replacement</td><td class="r">£90</td><td class="r">-</td><td class="r">£90</td></tr>
</table>
<p style="font-size:8pt">If you don't want to renew, call us on 0345 030 7079 before 02/12/2026. Aviva Insurance Limited. Registered in Scotland No. 2116. Registered office: Pitheavlis, Perth PH2 0NH.</p>
`,
    expected: {
      renewalDate: '2026-12-02',
      insurer: 'Aviva',
      policyNumber: 'MTR 4471829 01',
      registrationNumber: 'YB68HNA',
      renewalPremium: '604.80',
      previousPremium: '571.20',
      compulsoryExcess: '150',
      voluntaryExcess: '250',
      totalExcess: '400',
    },
  },

  // 3 ─ Direct Line: letter, prices only in sentences, policy number in a sentence
  {
    name: 'directLineSentenceLetter',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#c8102e">DIRECT LINE</div>
<div style="font-size:8.5pt;margin-bottom:18px">Churchill Court, Westmoreland Road, Bromley BR1 1DP</div>
<p>Mr Chidi Okafor<br>7 Lavender Close<br>Leicester<br>LE4 9SG</p>
<p>5 January 2027</p>
<p>Dear Mr Okafor,</p>
<p><b>Your car insurance renewal</b></p>
<p>Your Direct Line car insurance policy 720 113 4456 renews on 1st February 2027, and we'd like to keep looking after you and your Skoda Octavia, registration number LB21 OKF.</p>
<p>The cost of renewing your car insurance will be £487.32 including Insurance Premium Tax, compared with £452.10 last year. We've looked again at the things that affect your price, including the cost of repairs, which has gone up across the industry.</p>
<p>You currently have Green Flag Breakdown Cover with us. If you keep it, it will cost £89.00, so your total to pay will be £576.32.</p>
<p>Your excess for accidental damage claims is £350. This is made up of a compulsory excess of £250 and the voluntary excess of £100 you chose. A separate excess of £120 applies to windscreen replacement.</p>
<p>You have 4 years' No Claim Discount. You can protect it for an extra £41.25 a year – just give us a call.</p>
<p>If you're happy, you don't need to do anything. We'll renew your policy automatically and take payment from the card ending 4821. If you'd rather not renew, please call us on 0345 246 8704 before your renewal date.</p>
<p>Yours sincerely,</p>
<p>Lucy Marsh<br>Head of Customer Service</p>
<p style="font-size:8pt;margin-top:24px">Direct Line car insurance is underwritten by U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980.</p>
`,
    expected: {
      renewalDate: '2027-02-01',
      insurer: 'Direct Line',
      policyNumber: '720 113 4456',
      registrationNumber: 'LB21OKF',
      renewalPremium: '487.32',
      previousPremium: '452.10',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },

  // 4 ─ Churchill: Last year | This year table with add-ons, "current policy ends on"
  {
    name: 'churchillLastYearThisYear',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center">
  <div style="font-size:22pt;font-weight:bold;color:#00338d">Churchill</div>
  <div style="font-size:9pt">Car insurance | Renewal notice</div>
</div>
<hr>
<p>Miss Hannah Whitfield<br>31 Moorside Lane<br>Bradford<br>BD9 6HS</p>
<table style="width:100%;margin:10px 0">
  <tr><td>Policy number</td><td><b>CHM 4829 1173</b></td><td>Vehicle</td><td>Ford Fiesta Titanium, WF70 PLN</td></tr>
  <tr><td>Date</td><td>29 January 2027</td><td>Cover type</td><td>Comprehensive</td></tr>
</table>
<p>Dear Miss Whitfield,</p>
<p>Your current policy ends on 28 February 2027. Here's how your renewal price compares with what you paid last year.</p>
<table style="width:80%">
  <tr style="background:#e6ecf5"><th style="text-align:left"></th><th class="r">Last year</th><th class="r">This year</th></tr>
  <tr><td>Car insurance (including IPT)</td><td class="r">£401.22</td><td class="r">£436.89</td></tr>
  <tr><td>Motor Legal Protection</td><td class="r">£29.99</td><td class="r">£29.99</td></tr>
  <tr><td>Breakdown Cover – Roadside</td><td class="r">£52.00</td><td class="r">£58.00</td></tr>
  <tr style="font-weight:bold"><td>Total</td><td class="r">£483.21</td><td class="r">£524.88</td></tr>
</table>
<h3>Your excesses</h3>
<table style="width:60%">
  <tr><td>Compulsory</td><td class="r">£250</td></tr>
  <tr><td>Voluntary</td><td class="r">£250</td></tr>
  <tr><td><b>Total accidental damage, fire and theft excess</b></td><td class="r"><b>£500</b></td></tr>
  <tr><td>Windscreen replacement</td><td class="r">£95</td></tr>
</table>
<p>We'll automatically renew your policy using the payment details we hold. If you want to make changes, visit churchill.com/myaccount or call 0345 877 6680.</p>
<p style="font-size:8pt">Churchill car insurance is underwritten by U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ.</p>
`,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Churchill',
      policyNumber: 'CHM 4829 1173',
      registrationNumber: 'WF70PLN',
      renewalPremium: '436.89',
      previousPremium: '401.22',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 5 ─ LV=: monthly first, credit agreement table, pay-in-full price, "gone up by"
  {
    name: 'lvMonthlyCreditAgreement',
    html: `
<div style="background:#00a65a;color:#fff;padding:10px;font-size:22pt;font-weight:bold">LV= <span style="font-size:10pt;font-weight:normal">Liverpool Victoria Car Insurance</span></div>
<p style="margin-top:12px">Mr Arjun Sharma<br>58 Rosebery Avenue<br>Slough<br>SL1 3PW</p>
<table style="width:100%">
  <tr><td style="width:30%">Policy number</td><td>LV/MTR/3381927</td></tr>
  <tr><td>Effective date</td><td>09.06.2027</td></tr>
  <tr><td>Vehicle registration</td><td>EY17 RJO</td></tr>
  <tr><td>Vehicle</td><td>Nissan Qashqai N-Connecta DIG-T</td></tr>
</table>
<h2 style="color:#00a65a">Your monthly payments</h2>
<div class="box" style="font-size:13pt">First payment <b>£58.40</b> followed by <b>11 monthly payments of £58.40</b></div>
<p>Your premium has gone up by £37.15 compared with last year.</p>
<p>If you'd prefer to pay in full, the annual price for your car insurance is £642.50 (including IPT).</p>
<h3>Credit agreement summary</h3>
<table style="width:70%">
  <tr><td>Cash price (annual price for your car insurance if paid in full)</td><td class="r">£642.50</td></tr>
  <tr><td>Deposit (first payment)</td><td class="r">£58.40</td></tr>
  <tr><td>Amount of credit</td><td class="r">£584.10</td></tr>
  <tr><td>Charge for credit</td><td class="r">£58.30</td></tr>
  <tr><td>Total amount payable</td><td class="r">£700.80</td></tr>
  <tr><td>Number of instalments</td><td class="r">11</td></tr>
  <tr><td>Representative APR</td><td class="r">22.9%</td></tr>
</table>
<h3>Excess</h3>
<table style="width:70%">
  <tr><th style="text-align:left">Claim type</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
  <tr><td>Accidental damage</td><td class="r">£300</td><td class="r">£200</td><td class="r">£500</td></tr>
  <tr><td>Fire and theft</td><td class="r">£300</td><td class="r">£200</td><td class="r">£500</td></tr>
  <tr><td>Windscreen replacement</td><td class="r">£100</td><td class="r">£0</td><td class="r">£100</td></tr>
</table>
<p style="font-size:8pt">LV= and LV= Liverpool Victoria are registered trademarks of Liverpool Victoria Financial Services Limited and are used under licence by Liverpool Victoria Insurance Company Limited.</p>
`,
    expected: {
      renewalDate: '2027-06-09',
      insurer: 'LV=',
      policyNumber: 'LV/MTR/3381927',
      registrationNumber: 'EY17RJO',
      renewalPremium: '642.50',
      previousPremium: '605.35',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },

  // 6 ─ Hastings Direct: banner rows, big price, "£x more than last year", young driver excess
  {
    name: 'hastingsBannerMoreThanLastYear',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#003b2f">Hastings <span style="color:#f7b500">Direct</span></div>
<div style="background:#003b2f;color:#fff;padding:6px 10px;margin-top:8px;display:flex;justify-content:space-between">
  <span>RENEWAL INVITATION</span><span>Policy number HD/10293847/MOT</span>
</div>
<div style="background:#f7b500;color:#003b2f;padding:6px 10px;display:flex;justify-content:space-between">
  <span>Cover starts 00:01 on 17 Jan 2027</span><span>Registration: BK65 TUV</span>
</div>
<p style="margin-top:12px">Ms Priya Patel<br>2 Orchard Mews<br>Reading<br>RG30 2LQ</p>
<p>Dear Ms Patel, your Hastings Direct car insurance is due for renewal. Your car: Volkswagen Polo Match 1.2.</p>
<div style="border:3px solid #003b2f;padding:14px;text-align:center;margin:14px 0">
  <div style="font-size:12pt">YOUR RENEWAL PRICE</div>
  <div style="font-size:30pt;font-weight:bold">£758.63</div>
  <div>That's £96.20 more than last year</div>
  <div style="font-size:8.5pt">Includes Insurance Premium Tax. Excludes any optional extras.</div>
</div>
<h3>Drivers</h3>
<table style="width:100%">
  <tr><th style="text-align:left">Name</th><th style="text-align:left">Age</th><th style="text-align:left">Licence</th></tr>
  <tr><td>Priya Patel (policyholder)</td><td>44</td><td>Full UK</td></tr>
  <tr><td>Kiran Patel</td><td>19</td><td>Full UK</td></tr>
</table>
<h3>Excess</h3>
<table style="width:70%">
  <tr><td>Compulsory excess</td><td class="r">£300</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£0</td></tr>
  <tr><td>Total excess</td><td class="r">£300</td></tr>
  <tr><td>Additional excess for drivers under 25</td><td class="r">£250</td></tr>
</table>
<p>Optional extras you could add: Hastings Breakdown (from £39.00), Legal Expenses (£26.99), Replacement Hire Car (£37.50).</p>
<p style="font-size:8pt">Hastings Direct is a trading name of Advantage Insurance Company Limited and Hastings Insurance Services Limited.</p>
`,
    expected: {
      renewalDate: '2027-01-17',
      insurer: 'Hastings Direct',
      policyNumber: 'HD/10293847/MOT',
      registrationNumber: 'BK65TUV',
      renewalPremium: '758.63',
      previousPremium: '662.43',
      compulsoryExcess: '300',
      voluntaryExcess: '0',
      totalExcess: '300',
    },
  },

  // 7 ─ esure: definition list layout, premium + IPT, add-ons total, "previously"
  {
    name: 'esureDefinitionList',
    html: `
<style>
  .es dl{display:grid;grid-template-columns:40% 60%;margin:0}
  .es dt{font-weight:bold;padding:3px 0;border-bottom:1px solid #ddd}
  .es dd{margin:0;padding:3px 0;border-bottom:1px solid #ddd}
</style>
<div class="es">
<div style="font-size:22pt;font-weight:bold;color:#ff0050">esure</div>
<div style="font-size:9pt">car insurance</div>
<h2>Your renewal is ready</h2>
<p>Hi Callum,</p>
<p>Here's everything you need to know about renewing your esure car insurance.</p>
<dl>
  <dt>Policy number</dt><dd>ESU-MTR-00451298</dd>
  <dt>Renewal date</dt><dd>1 Apr 2027</dd>
  <dt>Policyholder</dt><dd>Callum Reid</dd>
  <dt>Address</dt><dd>9/2 Dalry Road, Edinburgh EH11 2BU</dd>
  <dt>Car</dt><dd>Kia Picanto 1 1.0</dd>
  <dt>Registration</dt><dd>SN18 DVW</dd>
  <dt>Level of cover</dt><dd>Comprehensive</dd>
  <dt>Policy excess</dt><dd>£400</dd>
  <dt>Windscreen excess</dt><dd>£100</dd>
</dl>
<h3>Your price</h3>
<table style="width:75%">
  <tr><td>Your premium</td><td class="r">£455.00</td></tr>
  <tr><td>Insurance Premium Tax</td><td class="r">£54.60</td></tr>
  <tr style="font-weight:bold"><td>Total premium for your car insurance (previously £488.75)</td><td class="r">£509.60</td></tr>
  <tr><td>Motor legal protection</td><td class="r">£25.00</td></tr>
  <tr><td>Key cover</td><td class="r">£19.99</td></tr>
  <tr style="font-weight:bold;background:#ffe6ee"><td>Total to pay</td><td class="r">£554.59</td></tr>
</table>
<p>Your price for car insurance has gone up slightly, mainly because repair costs have risen. We'll renew automatically, so there's nothing you need to do.</p>
<p style="font-size:8pt">esure is a trading name of esure Insurance Limited, registered in England and Wales No. 3800665.</p>
</div>
`,
    expected: {
      renewalDate: '2027-04-01',
      insurer: 'esure',
      policyNumber: 'ESU-MTR-00451298',
      registrationNumber: 'SN18DVW',
      renewalPremium: '509.60',
      previousPremium: '488.75',
      totalExcess: '400',
    },
  },

  // 8 ─ Sheilas' Wheels: "Was £x, now £y" for premium and for breakdown
  {
    name: 'sheilasWheelsWasNow',
    html: `
<div style="background:#e6007e;color:#fff;padding:10px;font-size:22pt;font-weight:bold;font-style:italic">Sheilas' Wheels</div>
<p style="margin-top:12px">Mrs Gemma Lawson<br>104 Bellfield Road<br>Kilmarnock<br>KA1 3NW</p>
<p>Your policy renews on 22nd May 2027</p>
<p>Policy number: <b>SW 7719 2048 33</b></p>
<h2 style="color:#e6007e">Good news – your price has gone down!</h2>
<table style="width:85%">
  <tr style="background:#fde3f1"><th style="text-align:left"></th><th class="r">Was</th><th class="r">Now</th></tr>
  <tr><td>Your car insurance premium (incl. IPT)</td><td class="r">£512.30</td><td class="r">£479.90</td></tr>
  <tr><td>Sheilas' Wheels Breakdown Cover</td><td class="r">£45.00</td><td class="r">£48.00</td></tr>
</table>
<p>In short: your car insurance was £512.30, now £479.90.</p>
<h3>Your car</h3>
<p>Fiat 500 Lounge 1.2, registration YS15 GHA, kept on a driveway overnight.</p>
<h3>Your excesses</h3>
<table style="width:60%">
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£150</td></tr>
  <tr><td>Total excess</td><td class="r">£400</td></tr>
  <tr><td>Windscreen excess</td><td class="r">£75</td></tr>
</table>
<p>Handbag cover is included as standard, up to £300 for the contents of your handbag.</p>
<p style="font-size:8pt">Sheilas' Wheels is a trading name of esure Insurance Limited.</p>
`,
    expected: {
      renewalDate: '2027-05-22',
      insurer: "Sheilas' Wheels",
      policyNumber: 'SW 7719 2048 33',
      registrationNumber: 'YS15GHA',
      renewalPremium: '479.90',
      previousPremium: '512.30',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },

  // 9 ─ 1st Central: premium excl IPT + IPT + admin fee = total car insurance premium, extras after
  {
    name: 'firstCentralIptAdminFee',
    html: `
<div style="font-size:22pt;font-weight:bold;color:#5b2d8e">1st<span style="color:#222">Central</span></div>
<h2>Renewal invitation</h2>
<div class="cols">
  <div>
    <p><b>Policyholder</b><br>Mr Tomasz Nowak<br>16 Crossley Street<br>Stockport SK4 1LX</p>
  </div>
  <div>
    <p><b>Policy number</b> 1CM/0047721934<br>
    <b>Period of insurance</b> 05/08/2027 to 04/08/2028<br>
    <b>Vehicle</b> BMW 118i Sport, GN72 UXB</p>
  </div>
</div>
<h3>Your renewal price</h3>
<table style="width:80%">
  <tr><td>Premium (excluding IPT)</td><td class="r">£680.00</td></tr>
  <tr><td>Insurance Premium Tax (12%)</td><td class="r">£81.60</td></tr>
  <tr><td>Administration fee</td><td class="r">£25.00</td></tr>
  <tr style="font-weight:bold;border-top:2px solid #000"><td>Total premium for your car insurance</td><td class="r">£786.60</td></tr>
</table>
<p style="font-size:9pt">Last year's total premium for your car insurance: £739.10</p>
<h3>Optional extras</h3>
<table style="width:80%">
  <tr><td>Guaranteed hire car</td><td class="r">£34.99</td></tr>
  <tr><td>Breakdown cover – national</td><td class="r">£49.99</td></tr>
  <tr style="font-weight:bold"><td>Total cost including optional extras</td><td class="r">£871.58</td></tr>
</table>
<h3>Excess</h3>
<table style="width:80%">
  <tr><th style="text-align:left">Compulsory</th><th style="text-align:left">Voluntary</th><th style="text-align:left">Total</th></tr>
  <tr><td>£400</td><td>£250</td><td>£650</td></tr>
</table>
<p style="font-size:8pt">1st Central is a trading name of 1st Central Insurance Management Limited. Policies are underwritten by 1st Central Insurance plc.</p>
`,
    expected: {
      renewalDate: '2027-08-05',
      insurer: '1st Central',
      policyNumber: '1CM/0047721934',
      registrationNumber: 'GN72UXB',
      renewalPremium: '786.60',
      previousPremium: '739.10',
      compulsoryExcess: '400',
      voluntaryExcess: '250',
      totalExcess: '650',
    },
  },

  // 10 ─ Ageas: columns per policy year, certificate number beside policy number
  {
    name: 'ageasPolicyYearColumns',
    html: `
<div style="font-size:22pt;font-weight:bold;color:#00a0d2">ageas</div>
<div style="font-size:9pt;margin-bottom:10px">Motor Insurance – Renewal Notice</div>
<table style="width:100%">
  <tr><td>Policy number</td><td>AGS/P/22871453</td><td>Certificate number</td><td>CERT-0091827</td></tr>
  <tr><td>Renewal date</td><td>19 July 2027</td><td>Registration</td><td>HJ20 NMR</td></tr>
  <tr><td>Policyholder</td><td>Mrs Eleanor Baxter</td><td>Vehicle</td><td>Honda Jazz EX e:HEV</td></tr>
</table>
<p>Dear Mrs Baxter,</p>
<p>Thank you for insuring your car with Ageas. Please read this renewal notice together with your policy booklet.</p>
<table style="width:90%">
  <tr style="background:#e0f3fa"><th style="text-align:left">Policy year</th><th class="r">2026–2027</th><th class="r">2027–2028</th></tr>
  <tr><td>Cover</td><td class="r">Comprehensive</td><td class="r">Comprehensive</td></tr>
  <tr><td>Annual premium (incl. IPT)</td><td class="r">£520.14</td><td class="r">£566.98</td></tr>
  <tr><td>Compulsory excess</td><td class="r">£250</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£100</td><td class="r">£200</td></tr>
  <tr><td>Total excess</td><td class="r">£350</td><td class="r">£450</td></tr>
  <tr><td>No claims discount</td><td class="r">6 years</td><td class="r">7 years</td></tr>
</table>
<p>Your excess for windscreen replacement remains £115. Cover for windscreen repair has no excess.</p>
<p>You asked us to increase your voluntary excess last year, which is reflected above.</p>
<p style="font-size:8pt">Ageas Insurance Limited, Registered in England and Wales No. 354568. Registered office: Ageas House, Hampshire Corporate Park, Templars Way, Eastleigh, Hampshire SO53 3YA.</p>
`,
    expected: {
      renewalDate: '2027-07-19',
      insurer: 'Ageas',
      policyNumber: 'AGS/P/22871453',
      registrationNumber: 'HJ20NMR',
      renewalPremium: '566.98',
      previousPremium: '520.14',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },

  // 11 ─ AXA: covering letter, price only on page 2 after a page break, customer number
  {
    name: 'axaPriceOnSecondPage',
    html: `
<div style="display:flex;align-items:center;gap:10px">
  <div style="background:#00008f;color:#fff;font-weight:bold;font-size:18pt;padding:6px 12px">AXA</div>
  <div>AXA Insurance UK – Car insurance</div>
</div>
<p style="margin-top:14px">Mr Owen Gallagher<br>3 Glenarm Terrace<br>Belfast<br>BT7 3GL</p>
<p>Customer number: 55120983<br>Policy number: AH 6620 1983<br>Date: 6 September 2027</p>
<p>Dear Mr Gallagher,</p>
<p>Your car insurance is due for renewal soon. We've enclosed your renewal schedule, which shows your price for the coming year, the cover you have and the excesses that apply. Your price is shown on the next page.</p>
<p>Please check that all of the information we hold about you is correct. If anything has changed – for example your address, your annual mileage or who drives the car – please let us know, as it could affect your price or whether a claim is paid.</p>
<p>If you don't want to renew, please call us on 0330 024 1320 before your renewal date.</p>
<p>Kind regards,<br>AXA Customer Services</p>
<div style="page-break-before:always;break-before:page"></div>
<h2 style="color:#00008f">Renewal schedule</h2>
<table style="width:100%">
  <tr><td>Policy number</td><td>AH 6620 1983</td></tr>
  <tr><td>Effective date</td><td>3rd October 2027</td></tr>
  <tr><td>Expiry date</td><td>2nd October 2028</td></tr>
  <tr><td>Vehicle</td><td>Audi A3 Sportback 1.6 TDI</td></tr>
  <tr><td>Registration number</td><td>FD09 KLP</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
</table>
<h3>Premium</h3>
<table style="width:70%">
  <tr><td>Annual premium (includes IPT at 12%)</td><td class="r"><b>£421.15</b></td></tr>
</table>
<p>This is compared with £398.40 last year.</p>
<h3>Excess</h3>
<table style="width:70%">
  <tr><td>Compulsory excess</td><td class="r">£300</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£150</td></tr>
  <tr><td>Total</td><td class="r">£450</td></tr>
  <tr><td>Additional excess – drivers under 25</td><td class="r">£200</td></tr>
</table>
<p style="font-size:8pt">AXA Insurance UK plc. Registered in England and Wales No. 78950. Registered office: 20 Gracechurch Street, London EC3V 0BG.</p>
`,
    expected: {
      renewalDate: '2027-10-03',
      insurer: 'AXA',
      policyNumber: 'AH 6620 1983',
      registrationNumber: 'FD09KLP',
      renewalPremium: '421.15',
      previousPremium: '398.40',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },

  // 12 ─ Sainsbury's Bank: monthly headline with different deposit, pay-annually saving
  {
    name: 'sainsburysMonthlyHeadline',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#f06c00">Sainsbury's Bank</div>
<div style="font-size:9pt;margin-bottom:10px">Car Insurance</div>
<p>Mr Liam Doherty<br>45 Harcourt Road<br>Sheffield<br>S10 1DH</p>
<table style="width:100%;background:#fff3e8">
  <tr><td>Policy number</td><td>SBC/M/8834521/2</td><td>Cover starts</td><td>1 December 2026</td></tr>
  <tr><td>Car</td><td>Peugeot 208 Active</td><td>Reg</td><td>SF67 HBT</td></tr>
</table>
<div style="text-align:center;margin:16px 0">
  <div>Your monthly payment will be</div>
  <div style="font-size:28pt;font-weight:bold;color:#f06c00">£72.00</div>
  <div>after a first payment of £95.14</div>
</div>
<p>Last year you paid £69.20 a month.</p>
<h3>How your payments work</h3>
<table style="width:80%">
  <tr><td>Annual premium if paid in full (Nectar price, includes IPT)</td><td class="r">£834.60</td></tr>
  <tr><td>First payment</td><td class="r">£95.14</td></tr>
  <tr><td>11 monthly payments of</td><td class="r">£72.00</td></tr>
  <tr><td>Total amount payable</td><td class="r">£887.14</td></tr>
  <tr><td>Cost of credit</td><td class="r">£52.54</td></tr>
  <tr><td>APR (representative)</td><td class="r">19.9%</td></tr>
</table>
<p>You could save £52.54 by paying annually.</p>
<h3>Excess</h3>
<p>Policy excess: £500. Windscreen replacement excess: £90.</p>
<p style="font-size:8pt">Sainsbury's Bank car insurance is arranged by Sainsbury's Bank plc and underwritten by a panel of insurers.</p>
`,
    expected: {
      renewalDate: '2026-12-01',
      insurer: "Sainsbury's Bank",
      policyNumber: 'SBC/M/8834521/2',
      registrationNumber: 'SF67HBT',
      renewalPremium: '834.60',
      totalExcess: '500',
    },
  },

  // 13 ─ NFU Mutual: agency letter, "Policy ref.", price in sentences, second-car quote, NCD protection
  {
    name: 'nfuMutualAgencyLetter',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#00573f">NFU Mutual</div>
<div style="font-size:9pt">Ludlow Agency, 12 Corve Street, Ludlow SY8 1DA · Tel 01584 872 331</div>
<p style="margin-top:14px">Mr &amp; Mrs G. Pryce<br>Lower Hall Farm<br>Clee St Margaret<br>Craven Arms<br>SY7 9DT</p>
<p>Our ref: GP/JH · Agency ref: 4471<br>Policy ref. NFU/CM/0098231 A</p>
<p>12 April 2027</p>
<p>Dear Mr and Mrs Pryce,</p>
<p><b>Renewal of your Car Insurance – Land Rover Discovery Sport HSE, reg. LR19 FMR</b></p>
<p>Your current policy ends on 30 April 2027, and I am pleased to enclose your renewal documents.</p>
<p>Your renewal premium is £1,124.70 (including Insurance Premium Tax). This is £58.90 less than last year, reflecting your additional year of no claims.</p>
<p>Your policy carries an excess of £250 for accidental damage, fire and theft claims. A windscreen excess of £75 applies.</p>
<p>You may wish to protect your no claim discount; this would cost an additional £64.00. I can also offer to insure your second vehicle, the Ford Ranger, on the same policy for £390.00.</p>
<p>If you'd like to discuss anything, please call me at the agency.</p>
<p>Yours sincerely,</p>
<p>James Hollis<br>Agent, NFU Mutual Ludlow</p>
<p style="font-size:8pt">The National Farmers Union Mutual Insurance Society Limited (No. 111982). Registered in England. Registered Office: Tiddington Road, Stratford upon Avon, Warwickshire CV37 7BJ.</p>
`,
    expected: {
      renewalDate: '2027-05-01',
      insurer: 'NFU Mutual',
      policyNumber: 'NFU/CM/0098231 A',
      registrationNumber: 'LR19FMR',
      renewalPremium: '1124.70',
      previousPremium: '1183.60',
      totalExcess: '250',
    },
  },

  // 14 ─ Saga: "current premium" vs "renewal premium", end date = start date
  {
    name: 'sagaCurrentVsRenewal',
    html: `
<div style="font-size:22pt;font-weight:bold;color:#00205b">SAGA</div>
<div style="font-size:9pt;margin-bottom:12px">Saga Car Insurance · Renewal notice</div>
<p>Mr Geoffrey Haines<br>The Willows, 8 Church Lane<br>Lymington<br>SO41 9AB</p>
<p>Policy number: SAGA-M-20773418</p>
<table style="width:100%">
  <tr><td>Current period of insurance</td><td>02/09/2026 to 02/09/2027</td></tr>
  <tr><td>New period of insurance</td><td>02/09/2027 to 02/09/2028</td></tr>
  <tr><td>Renewal date</td><td>2nd September 2027</td></tr>
  <tr><td>Vehicle</td><td>Toyota Corolla Design 1.8 Hybrid – RE19 BVN</td></tr>
</table>
<h3>Your premium</h3>
<table style="width:80%;text-align:center">
  <tr style="background:#e8edf5"><th>Your current premium</th><th>Your renewal premium</th></tr>
  <tr style="font-size:14pt"><td>£344.18</td><td><b>£369.02</b></td></tr>
</table>
<p style="font-size:9pt">Both figures include Insurance Premium Tax. Saga Breakdown cover is included at no extra cost.</p>
<h3>Excess</h3>
<table style="width:60%">
  <tr><td>Compulsory</td><td class="r">£200</td></tr>
  <tr><td>Voluntary</td><td class="r">£100</td></tr>
  <tr><td>Total</td><td class="r">£300</td></tr>
</table>
<p>Drivers: Geoffrey Haines (age 72), Margaret Haines (age 70).</p>
<p style="font-size:8pt">Saga Car Insurance is arranged by Acromas Insurance Services Ltd.</p>
`,
    expected: {
      renewalDate: '2027-09-02',
      insurer: 'Saga',
      policyNumber: 'SAGA-M-20773418',
      registrationNumber: 'RE19BVN',
      renewalPremium: '369.02',
      previousPremium: '344.18',
      compulsoryExcess: '200',
      voluntaryExcess: '100',
      totalExcess: '300',
    },
  },

  // 15 ─ Tesco Bank: monthly table and annual table side by side, save by paying annually
  {
    name: 'tescoBankPayMonthlyOrAnnual',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#00539f">Tesco Bank <span style="font-size:11pt;font-weight:normal;color:#ee1c2e">Car Insurance</span></div>
<p style="margin-top:12px">Ms Rachel Osei<br>27 Pelham Street<br>Nottingham<br>NG1 2EG</p>
<table style="width:100%">
  <tr><td>Policy number</td><td>TBM 0091 8823 17</td></tr>
  <tr><td>Renewal date</td><td>01/11/2027</td></tr>
  <tr><td>Car</td><td>Hyundai i20 SE, MV66 WXR</td></tr>
  <tr><td>Clubcard number</td><td>634004 ******** 2291</td></tr>
</table>
<h3>Your renewal price</h3>
<div class="cols">
  <div class="box">
    <b>Pay monthly</b><br>
    12 monthly payments of £43.67<br>
    Total amount payable £524.04<br>
    Representative APR 19.9%
  </div>
  <div class="box">
    <b>Pay annually</b><br>
    Annual premium £476.40<br>
    (Clubcard price, includes IPT)<br>
    Save £47.64 by paying annually
  </div>
</div>
<p>Last year's annual premium: £451.90</p>
<h3>Excesses</h3>
<table style="width:70%">
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£200</td></tr>
  <tr><td>Total excess</td><td class="r">£450</td></tr>
  <tr><td>Young/inexperienced driver excess</td><td class="r">£250</td></tr>
</table>
<p style="font-size:8pt">Tesco Bank Car Insurance is arranged and administered by Tesco Personal Finance plc.</p>
`,
    expected: {
      renewalDate: '2027-11-01',
      insurer: 'Tesco Bank', // as the letter names itself (was the brand list's newer name, 'Tesco Insurance', until 'Tesco Bank' had its own entry)
      policyNumber: 'TBM 0091 8823 17',
      registrationNumber: 'MV66WXR',
      renewalPremium: '476.40',
      previousPremium: '451.90',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },

  // 16 ─ John Lewis Finance: values printed under their labels (tiles)
  {
    name: 'johnLewisStackedTiles',
    html: `
<style>
  .jl .tile{border:1px solid #bbb;padding:6px 8px}
  .jl .lab{font-size:8pt;color:#666;text-transform:uppercase}
  .jl .val{font-size:12pt;font-weight:bold;margin-top:2px}
  .jl .grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6px;margin:8px 0}
</style>
<div class="jl">
<div style="font-size:18pt;letter-spacing:2px">JOHN LEWIS <span style="font-size:10pt">FINANCE</span></div>
<div style="font-size:9pt;margin-bottom:10px">Car Insurance</div>
<p>Dr Alistair Fenwick<br>11 Park Crescent<br>Harrogate<br>HG1 5BA</p>
<h2>Your renewal</h2>
<div class="grid">
  <div class="tile"><div class="lab">Policy number</div><div class="val">JLF/M/0298374</div></div>
  <div class="tile"><div class="lab">Renewal date</div><div class="val">12 March 2027</div></div>
  <div class="tile"><div class="lab">Vehicle registration</div><div class="val">WV18 HJC</div></div>
  <div class="tile"><div class="lab">Your renewal premium</div><div class="val">£702.50</div></div>
  <div class="tile"><div class="lab">What you paid last year</div><div class="val">£688.00</div></div>
  <div class="tile"><div class="lab">Cover</div><div class="val">Comprehensive</div></div>
</div>
<p style="font-size:9pt">Premiums include Insurance Premium Tax and are for your car insurance only.</p>
<h3>Optional cover</h3>
<table style="width:70%">
  <tr><td>Courtesy Car Plus</td><td class="r">£24.99</td></tr>
  <tr><td><b>Total including optional cover</b></td><td class="r"><b>£727.49</b></td></tr>
</table>
<div class="grid">
  <div class="tile"><div class="lab">Compulsory excess</div><div class="val">£250</div></div>
  <div class="tile"><div class="lab">Voluntary excess</div><div class="val">£250</div></div>
  <div class="tile"><div class="lab">Total excess</div><div class="val">£500</div></div>
</div>
<p>Vehicle: Volvo XC60 D4 Inscription.</p>
<p style="font-size:8pt">John Lewis Finance car insurance is arranged by John Lewis plc.</p>
</div>
`,
    expected: {
      renewalDate: '2027-03-12',
      insurer: 'John Lewis Finance',
      policyNumber: 'JLF/M/0298374',
      registrationNumber: 'WV18HJC',
      renewalPremium: '702.50',
      previousPremium: '688.00',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 17 ─ M&S Bank: premium excluding IPT + IPT + total, dotted date period
  {
    name: 'msBankIptSplit',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#004c3f">M&amp;S Bank</div>
<div style="font-size:9pt;margin-bottom:10px">Car Insurance renewal</div>
<p>Mrs Sophie Turnbull<br>6 Elm Grove<br>Bournemouth<br>BH1 4QT</p>
<table style="width:100%">
  <tr><td style="width:35%">Policy number</td><td>MSB-CAR-1183920/01</td></tr>
  <tr><td>Period of cover</td><td>27.02.2027 – 26.02.2028</td></tr>
  <tr><td>Vehicle</td><td>Mini Cooper 1.6 (BD13 FGK)</td></tr>
  <tr><td>Sparks card number</td><td>9826 5540 1123</td></tr>
</table>
<h3>Your premium</h3>
<table style="width:70%">
  <tr><td>Premium excluding IPT</td><td class="r">£389.29</td></tr>
  <tr><td>Insurance Premium Tax (IPT)</td><td class="r">£46.71</td></tr>
  <tr style="font-weight:bold"><td>Total premium</td><td class="r">£436.00</td></tr>
</table>
<p>Last year's total premium: £429.50</p>
<h3>Excess</h3>
<table style="width:70%">
  <tr><td>Accidental damage – compulsory</td><td class="r">£200</td></tr>
  <tr><td>Accidental damage – voluntary</td><td class="r">£150</td></tr>
  <tr><td>Total accidental damage excess</td><td class="r">£350</td></tr>
  <tr><td>Windscreen</td><td class="r">£85</td></tr>
</table>
<p style="font-size:8pt">M&amp;S Bank is a trading name of Marks &amp; Spencer Financial Services plc.</p>
`,
    expected: {
      renewalDate: '2027-02-27',
      insurer: 'M&S Bank',
      policyNumber: 'MSB-CAR-1183920/01',
      registrationNumber: 'BD13FGK',
      renewalPremium: '436.00',
      previousPremium: '429.50',
      compulsoryExcess: '200',
      voluntaryExcess: '150',
      totalExcess: '350',
    },
  },

  // 18 ─ Co-op: two columns, "gone down by", member reward distractor
  {
    name: 'coopGoneDownBy',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#00a1cc">Co-op <span style="color:#222;font-weight:normal">Insurance</span></div>
<p style="margin-top:12px">Mr Kwame Mensah<br>19 Pershore Road<br>Birmingham<br>B5 7RX</p>
<div class="cols">
  <div>
    <p><b>Your policy</b></p>
    <p>Policy number<br><b>CIS-MT-40021883</b></p>
    <p>Your policy renews on<br><b>6th June 2027</b></p>
    <p>Car<br><b>Ford Focus Zetec, ML63 ERT</b></p>
    <p>Membership number<br><b>6336 1200 4567 8812</b></p>
  </div>
  <div class="box">
    <p>Your renewal premium</p>
    <p style="font-size:22pt;font-weight:bold">£518.60</p>
    <p>Your premium has gone down by £22.40</p>
    <p style="font-size:8.5pt">Includes Insurance Premium Tax</p>
  </div>
</div>
<p>As a Co-op Member you'll earn a 2% reward on your renewal, worth £10.37.</p>
<h3>Excess</h3>
<table style="width:70%">
  <tr><td>Compulsory excess</td><td class="r">£200</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td>Total</td><td class="r">£450</td></tr>
</table>
<p style="font-size:8pt">Co-op Insurance is a trading name of CIS General Insurance Limited.</p>
`,
    expected: {
      renewalDate: '2027-06-06',
      insurer: 'Co-op Insurance', // the brand list's name
      policyNumber: 'CIS-MT-40021883',
      registrationNumber: 'ML63ERT',
      renewalPremium: '518.60',
      previousPremium: '541.00',
      compulsoryExcess: '200',
      voluntaryExcess: '250',
      totalExcess: '450',
    },
  },

  // 19 ─ Privilege: young driver, market average distractor, "up £x on last year"
  {
    name: 'privilegeMarketAverage',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#231f20">Privilege</div>
<div style="font-size:9pt;margin-bottom:12px">Car insurance for people who love their cars</div>
<p>Mr Ethan Cole<br>88 Marine Parade<br>Brighton<br>BN2 1AD</p>
<table style="width:100%;border:1px solid #000">
  <tr><td>Policy</td><td>PRV/CV/4012276</td></tr>
  <tr><td>Renews</td><td>11 Jul 2027</td></tr>
  <tr><td>Vehicle</td><td>Mazda MX-5 Sport Nav, AO71 BCX</td></tr>
</table>
<h2>Your renewal price: £1,387.44</h2>
<p>That's up £85.34 on last year. It includes Insurance Premium Tax.</p>
<p>We know this is a big number. For context, the average renewal price for customers with a similar car and driving history was £921.00 – but your price reflects a driver aged 20 and a claim in the last three years.</p>
<h3>Your excess</h3>
<table style="width:70%">
  <tr><td>Compulsory</td><td class="r">£350</td></tr>
  <tr><td>Voluntary</td><td class="r">£250</td></tr>
  <tr><td>Total</td><td class="r">£600</td></tr>
  <tr><td>Additional excess for drivers under 21</td><td class="r">£300</td></tr>
</table>
<p>Upgrade to Privilege Plus with guaranteed hire car for an extra £48.00.</p>
<p style="font-size:8pt">Privilege car insurance is underwritten by U K Insurance Limited.</p>
`,
    expected: {
      renewalDate: '2027-07-11',
      insurer: 'Privilege',
      policyNumber: 'PRV/CV/4012276',
      registrationNumber: 'AO71BCX',
      renewalPremium: '1387.44',
      previousPremium: '1302.10',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },

  // 20 ─ Elephant: claims example distractor, old-style plate, no previous price
  {
    name: 'elephantClaimsExample',
    html: `
<div style="font-size:22pt;font-weight:bold;color:#3d8c40">elephant.co.uk</div>
<div style="background:#3d8c40;color:#fff;padding:6px 10px;margin:8px 0">Your policy will renew on 20/12/2026</div>
<p>Ms Amira Haddad<br>Flat 12, Cavendish House<br>Croydon<br>CR0 2LF</p>
<table style="width:100%">
  <tr><td>Policy number</td><td>ELE-MOT-7710293</td></tr>
  <tr><td>Vehicle</td><td>Honda Civic 1.4i (1998), R482 TMN</td></tr>
  <tr><td>Cover</td><td>Third party, fire and theft</td></tr>
</table>
<div class="box" style="margin:12px 0">
  <b>Total cost</b> for your car insurance for the next 12 months: <span style="font-size:16pt;font-weight:bold">£928.10</span> (including IPT)
</div>
<h3>Your excess</h3>
<table style="width:70%">
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£200</td></tr>
  <tr><td>Total excess</td><td class="r">£450</td></tr>
</table>
<p><b>How your excess works:</b> if your car was stolen and you claimed £2,000, you'd pay the first £450 and we'd pay £1,550.</p>
<p style="font-size:8pt">Elephant is a trading name of Admiral Insurance Services Limited.</p>
`,
    expected: {
      renewalDate: '2026-12-20',
      insurer: 'Elephant',
      policyNumber: 'ELE-MOT-7710293',
      registrationNumber: 'R482TMN',
      renewalPremium: '928.10',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },

  // 21 ─ Diamond: add-ons table with last year / this year, new add-on this year
  {
    name: 'diamondAddOnsTwoYears',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#7f3f98">◆ Diamond</div>
<div style="font-size:9pt;margin-bottom:12px">Car insurance for women and men who drive carefully</div>
<p>Miss Chloe Evans<br>3 Tan y Bryn<br>Bangor<br>LL57 1PF</p>
<p>Renewal date 25 Jan 2027 · Policy number DMD 2211 4470 · Car PE16 UAK (Renault Clio Dynamique)</p>
<table style="width:90%">
  <tr style="background:#efe4f4"><th style="text-align:left">Product</th><th class="r">Last year</th><th class="r">This year</th></tr>
  <tr><td>Car insurance</td><td class="r">£362.80</td><td class="r">£384.55</td></tr>
  <tr><td>Breakdown cover</td><td class="r">£42.00</td><td class="r">£45.00</td></tr>
  <tr><td>Motor legal protection</td><td class="r">£24.95</td><td class="r">£24.95</td></tr>
  <tr><td>Personal accident cover</td><td class="r">–</td><td class="r">£15.00</td></tr>
  <tr style="font-weight:bold"><td>Total</td><td class="r">£429.75</td><td class="r">£469.50</td></tr>
</table>
<p style="font-size:9pt">All prices include Insurance Premium Tax where applicable.</p>
<h3>Excess</h3>
<p>Compulsory £150 + voluntary £150 = total excess £300. A £75 excess applies to windscreen claims.</p>
<p style="font-size:8pt">Diamond is a trading name of EUI Limited.</p>
`,
    expected: {
      renewalDate: '2027-01-25',
      insurer: 'Diamond',
      policyNumber: 'DMD 2211 4470',
      registrationNumber: 'PE16UAK',
      renewalPremium: '384.55',
      previousPremium: '362.80',
      compulsoryExcess: '150',
      voluntaryExcess: '150',
      totalExcess: '300',
    },
  },

  // 22 ─ Kwik Fit Insurance (broker): insurer premium + broker fee, optional products, "expires on"
  {
    name: 'kwikFitBrokerFee',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#d71920">KWIK FIT <span style="color:#002d62">INSURANCE</span></div>
<div style="font-size:9pt;margin-bottom:10px">Kwik Fit Insurance Services · PO Box 26026, Glasgow G3 9BP</div>
<p>Mr Stuart McAllister<br>22 Kirk Brae<br>Dundee<br>DD4 6NL</p>
<p>Your current policy expires on 31 October 2027. We've found you a renewal with your existing insurer.</p>
<table style="width:100%">
  <tr><td>Policy number</td><td>KFI/0571839/MC</td><td>Client number</td><td>C-20194477</td></tr>
  <tr><td>Vehicle</td><td>Vauxhall Astra SRi, CP67 DWN</td><td>Cover</td><td>Comprehensive</td></tr>
</table>
<h3>Your renewal quotation</h3>
<table style="width:85%">
  <tr><td>Insurer premium (incl. IPT)</td><td class="r">£512.00</td></tr>
  <tr><td>Kwik Fit arrangement fee</td><td class="r">£35.00</td></tr>
  <tr style="font-weight:bold;border-top:2px solid #000"><td>Total premium for your car insurance</td><td class="r">£547.00</td></tr>
  <tr><td>Breakdown cover</td><td class="r">£39.99</td></tr>
  <tr><td>Excess protection</td><td class="r">£29.99</td></tr>
  <tr style="font-weight:bold"><td>Total payable including optional products</td><td class="r">£616.98</td></tr>
</table>
<p>Last year's total premium for your car insurance was £531.00 (including the arrangement fee).</p>
<h3>Excesses</h3>
<table style="width:70%">
  <tr><td>Compulsory</td><td class="r">£250</td></tr>
  <tr><td>Voluntary</td><td class="r">£150</td></tr>
  <tr><td>Total</td><td class="r">£400</td></tr>
</table>
<p style="font-size:8pt">Kwik Fit Insurance Services is a trading name of Kwik Fit Financial Services Limited. Your policy is underwritten by Covéa Insurance plc.</p>
`,
    expected: {
      renewalDate: '2027-11-01',
      insurer: 'Kwik Fit Insurance', // the brand list's name
      policyNumber: 'KFI/0571839/MC',
      registrationNumber: 'CP67DWN',
      renewalPremium: '547.00',
      previousPremium: '531.00',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },

  // 23 ─ Marshmallow: app-style, annual headline plus a monthly alternative
  {
    name: 'marshmallowAppStyle',
    html: `
<div style="font-size:22pt;font-weight:bold;color:#ff5a5f">marshmallow</div>
<p style="font-size:14pt;margin-top:14px">Hi Zainab</p>
<p>Your new policy starts 8 August 2027. Here's your renewal.</p>
<div style="background:#fff0f0;border-radius:12px;padding:14px;margin:10px 0">
  <div style="font-size:9pt;color:#666">Your price for next year</div>
  <div style="font-size:26pt;font-weight:bold">£1,046.16</div>
  <div>£131.87 more than last year</div>
  <div style="font-size:9pt;margin-top:6px">or 12 monthly payments of £95.97 (APR 24.9%)</div>
</div>
<table style="width:100%">
  <tr><td>Policy</td><td>MM-7F3K-92QD</td></tr>
  <tr><td>Car</td><td>Tesla Model 3 Long Range · NX20 VKS</td></tr>
  <tr><td>Driver</td><td>Zainab Hussain</td></tr>
</table>
<p><b>Excess</b>: £500 total (£250 compulsory + £250 voluntary).</p>
<p style="font-size:8pt">Marshmallow Insurance Limited. Authorised by the Gibraltar Financial Services Commission.</p>
`,
    expected: {
      renewalDate: '2027-08-08',
      insurer: 'Marshmallow',
      policyNumber: 'MM-7F3K-92QD',
      registrationNumber: 'NX20VKS',
      renewalPremium: '1046.16',
      previousPremium: '914.29',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 24 ─ Quotemehappy: online-only, "policy ends on", prefix-era plate
  {
    name: 'quotemehappyEndsOn',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#f5a623">Quotemehappy.com</div>
<p style="margin-top:12px">Dear Mr Ben Carter,</p>
<p>Your policy ends on 31/05/2027. We've worked out your renewal price below. Remember, you can manage everything in your online account.</p>
<table style="width:80%">
  <tr><td>Policy number</td><td>QMH 10928374</td></tr>
  <tr><td>Car</td><td>Peugeot 206 LX (Y847 KLM)</td></tr>
  <tr><td>Renewal price</td><td><b>£337.71</b></td></tr>
  <tr><td>Last year</td><td>£301.88</td></tr>
</table>
<p style="font-size:9pt">Prices include IPT at the current rate. The renewal price is for your car insurance only; Motor Legal Protection (£19.99) can be added online.</p>
<p>Drivers on your policy: Ben Carter (main driver), Sarah Carter.</p>
<h3>Your excesses</h3>
<table style="width:80%">
  <tr><td>Compulsory</td><td class="r">£300</td></tr>
  <tr><td>Voluntary</td><td class="r">£150</td></tr>
  <tr><td>Total</td><td class="r">£450</td></tr>
</table>
<p style="font-size:8pt">Quotemehappy.com is a trading name of Aviva Insurance Limited.</p>
`,
    expected: {
      renewalDate: '2027-06-01',
      insurer: 'Quotemehappy',
      policyNumber: 'QMH 10928374',
      registrationNumber: 'Y847KLM',
      renewalPremium: '337.71',
      previousPremium: '301.88',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },

  // 25 ─ RAC: discount line, upgrade offer, dotted date
  {
    name: 'racDiscountUpgrade',
    html: `
<div style="background:#f95108;color:#fff;padding:10px;font-size:22pt;font-weight:bold">RAC <span style="font-size:10pt;font-weight:normal">Car Insurance</span></div>
<p style="margin-top:12px">Mrs Fiona Galbraith<br>7 Ashgrove<br>Inverness<br>IV2 4XY</p>
<table style="width:100%">
  <tr><td>Policy number</td><td>RAC/MI/88301274</td></tr>
  <tr><td>Cover starts</td><td>15.09.2027</td></tr>
  <tr><td>Registration</td><td>KY24 OPL</td></tr>
  <tr><td>Vehicle</td><td>Kia Sportage 1.6 T-GDi GT-Line</td></tr>
  <tr><td>Membership number</td><td>2209 4471 03</td></tr>
</table>
<p>Dear Mrs Galbraith,</p>
<p>Thanks for being an RAC member. Your car insurance is due for renewal and we've set out your price for the year ahead below. As you also have RAC Breakdown Cover with us, we've applied a multi-product discount.</p>
<h3>Your price</h3>
<table style="width:80%">
  <tr><td>Premium before discount</td><td class="r">£628.20</td></tr>
  <tr><td>Multi-product discount</td><td class="r">-£30.00</td></tr>
  <tr style="font-weight:bold"><td>Your premium, including IPT</td><td class="r">£598.20</td></tr>
</table>
<p>Want more? Upgrade to RAC Comprehensive Plus, which adds a courtesy car of the same size and cover for lost keys, for an extra £42.00.</p>
<p>Your RAC Breakdown Cover (Roadside &amp; Recovery, membership above) renews separately on its own date and isn't included in the price above.</p>
<h3>Excesses</h3>
<table style="width:80%">
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td>Total excess</td><td class="r">£500</td></tr>
</table>
<p style="font-size:8pt">RAC Insurance Limited is authorised and regulated by the Financial Conduct Authority.</p>
`,
    expected: {
      renewalDate: '2027-09-15',
      insurer: 'RAC',
      policyNumber: 'RAC/MI/88301274',
      registrationNumber: 'KY24OPL',
      renewalPremium: '598.20',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 26 ─ The AA: this year's vs next year's columns with key cover, NCD protection offer
  {
    name: 'theAaThisVsNext',
    html: `
<div style="background:#ffd300;padding:10px;font-size:24pt;font-weight:bold">AA <span style="font-size:10pt;font-weight:normal">Car Insurance</span></div>
<p style="margin-top:12px">Mr Patrick Doyle<br>40 Wellington Road<br>Cheltenham<br>GL52 2AL</p>
<p>Dear Mr Doyle,</p>
<p>Thanks for insuring your car with The AA. Your policy renews on 1st October 2027. We've reviewed your details and your price for next year is shown below, alongside what you're paying this year.</p>
<p>Policy number: AAM 0123 4567 89 · Registration: LC15 TFE · Car: Skoda Fabia SE 1.2 TSI</p>
<table style="width:85%">
  <tr style="background:#fff4b3"><th style="text-align:left"></th><th class="r">This year's premium</th><th class="r">Next year's premium</th></tr>
  <tr><td>Car insurance</td><td class="r">£455.12</td><td class="r">£489.73</td></tr>
  <tr><td>Key cover</td><td class="r">£15.00</td><td class="r">£15.00</td></tr>
  <tr style="font-weight:bold"><td>Total</td><td class="r">£470.12</td><td class="r">£504.73</td></tr>
</table>
<p style="font-size:9pt">Premiums include Insurance Premium Tax (IPT).</p>
<p>No claims discount: 5 years. Protect it for £38.50.</p>
<p>If you'd like to pay in monthly instalments instead, the total amount payable would be £552.21 (representative APR 19.9%).</p>
<h3>Excess</h3>
<table style="width:60%">
  <tr><td>Compulsory</td><td class="r">£250</td></tr>
  <tr><td>Voluntary</td><td class="r">£100</td></tr>
  <tr><td>Total</td><td class="r">£350</td></tr>
</table>
<p style="font-size:8pt">AA Car Insurance is arranged by Automobile Association Insurance Services Limited.</p>
`,
    expected: {
      renewalDate: '2027-10-01',
      insurer: 'The AA',
      policyNumber: 'AAM 0123 4567 89',
      registrationNumber: 'LC15TFE',
      renewalPremium: '489.73',
      previousPremium: '455.12',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },

  // 27 ─ Swinton: monthly credit with deposit + 10 instalments, account number distractor
  {
    name: 'swintonMonthlyCredit',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#0054a4">Swinton <span style="font-size:10pt;font-weight:normal">Insurance</span></div>
<p style="margin-top:12px">Ms Lauren Birch<br>9 Mill Lane<br>Wigan<br>WN1 2RT</p>
<p>Account number 40019283<br>Your policy SWN/4C/00918273 renews on 19th April 2027.</p>
<p>Car: Seat Leon FR, DE58 MNO</p>
<h3>Your payment plan</h3>
<table style="width:85%">
  <tr><td>Cash price (annual premium for your car insurance, incl. IPT)</td><td class="r">£699.00</td></tr>
  <tr><td>Deposit</td><td class="r">£69.90</td></tr>
  <tr><td>Amount of credit</td><td class="r">£629.10</td></tr>
  <tr><td>10 monthly instalments of</td><td class="r">£69.50</td></tr>
  <tr><td>Total amount payable</td><td class="r">£764.90</td></tr>
  <tr><td>Charge for credit</td><td class="r">£65.90</td></tr>
  <tr><td>APR</td><td class="r">21.5%</td></tr>
</table>
<p>This is £44.00 more than you paid last year for your car insurance.</p>
<h3>Excess</h3>
<table style="width:60%">
  <tr><td>Compulsory</td><td class="r">£300</td></tr>
  <tr><td>Voluntary</td><td class="r">£100</td></tr>
  <tr><td>Total</td><td class="r">£400</td></tr>
</table>
<p style="font-size:8pt">Swinton Insurance is a trading name of Swinton Group Limited.</p>
`,
    expected: {
      renewalDate: '2027-04-19',
      insurer: 'Swinton',
      policyNumber: 'SWN/4C/00918273',
      registrationNumber: 'DE58MNO',
      renewalPremium: '699.00',
      previousPremium: '655.00',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },

  // 28 ─ Adrian Flux: modified car letter, private plate, agreed value distractor
  {
    name: 'adrianFluxModifiedLetter',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#1a1a1a">ADRIAN FLUX</div>
<div style="font-size:9pt;margin-bottom:12px">East Winch Hall, East Winch, King's Lynn PE32 1HN</div>
<p>Mr Jonathan Ness<br>5 Harbour View<br>Whitby<br>YO21 3PU</p>
<p>Policy number: AF 01234567 / 003<br>Client ref: NESS-J/7731</p>
<p>Dear Mr Ness,</p>
<p>Re: Renewal of your motor policy — Subaru Impreza WRX STi (modified), registration J4 NES</p>
<p>Period of insurance: 12.05.2027 to 11.05.2028</p>
<p>We're pleased to offer renewal at a premium of £312.40 including IPT at the current rate (last year £298.00). This is on an agreed value basis of £14,500 and a limit of 5,000 miles a year.</p>
<p>An excess of £500 applies to accidental damage, fire and theft claims. Windscreen claims are subject to an excess of £100.</p>
<p>Adrian Flux Legal cover can be added for £27.50.</p>
<p>Yours sincerely,<br>Adrian Flux Renewals Team</p>
<p style="font-size:8pt">Adrian Flux Insurance Services is a trading name of Adrian Flux Insurance Services Group.</p>
`,
    expected: {
      renewalDate: '2027-05-12',
      insurer: 'Adrian Flux',
      policyNumber: 'AF 01234567 / 003',
      registrationNumber: 'J4NES',
      renewalPremium: '312.40',
      previousPremium: '298.00',
      totalExcess: '500',
    },
  },

  // 29 ─ Endsleigh: premium + IPT table, young driver excess, refund distractor
  {
    name: 'endsleighStudentIpt',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#1b365d">Endsleigh</div>
<p style="margin-top:12px">Miss Olivia Grant<br>14 Bristol Road<br>Gloucester<br>GL1 5SR</p>
<table style="width:100%">
  <tr><td>Policy number</td><td>END/MC/77102938</td></tr>
  <tr><td>Period of Insurance</td><td>From: 01 Sep 2027 To: 31 Aug 2028</td></tr>
  <tr><td>Car</td><td>Volkswagen up! 1.0, NA23 KTV</td></tr>
</table>
<h3>Premium</h3>
<table style="width:70%">
  <tr><td>Premium (excl. IPT)</td><td class="r">£1,468.17</td></tr>
  <tr><td>Insurance Premium Tax</td><td class="r">£176.18</td></tr>
  <tr style="font-weight:bold"><td>Total premium</td><td class="r">£1,644.35</td></tr>
</table>
<p>Thank you for staying with Endsleigh. Your renewal premium reflects your second full year of driving and your 1 year of no claims discount.</p>
<p>We've refunded £48.20 from your mid-term change earlier this year, when you moved your car to your term-time address.</p>
<p>Your black box (telematics) score last year was 84/100.</p>
<h3>Excess</h3>
<table style="width:70%">
  <tr><td>Compulsory</td><td class="r">£350</td></tr>
  <tr><td>Voluntary</td><td class="r">£250</td></tr>
  <tr><td>Total</td><td class="r">£600</td></tr>
  <tr><td>Young driver excess (additional)</td><td class="r">£250</td></tr>
</table>
<p style="font-size:8pt">Endsleigh Insurance Services Limited is authorised and regulated by the Financial Conduct Authority.</p>
`,
    expected: {
      renewalDate: '2027-09-01',
      insurer: 'Endsleigh',
      policyNumber: 'END/MC/77102938',
      registrationNumber: 'NA23KTV',
      renewalPremium: '1644.35',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },

  // 30 ─ Hagerty: classic car, agreed value, optional club membership
  {
    name: 'hagertyClassicAgreedValue',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#003a70">HAGERTY</div>
<p style="margin-top:12px">Mr Robert Ainsworth<br>The Coach House<br>Ambleside<br>LA22 9BT</p>
<table style="width:100%">
  <tr><td>Policy number</td><td>HGT-UK-0012947</td></tr>
  <tr><td>Effective date</td><td>04/11/2027</td></tr>
  <tr><td>Vehicle</td><td>Triumph TR6 (1972), GHJ 482K</td></tr>
  <tr><td>Agreed value</td><td>£38,000</td></tr>
  <tr><td>Mileage limit</td><td>3,000 miles</td></tr>
</table>
<p>Dear Mr Ainsworth,</p>
<p>Thank you for trusting Hagerty with your TR6. Your classic car policy is due for renewal and your agreed value has been reviewed in line with the current market for your car.</p>
<h3>Premium</h3>
<p>Annual premium £286.50 incl. IPT — was £271.80.</p>
<p>Increasing your agreed value to £42,000 would cost an additional £18.40.</p>
<p>Hagerty Drivers Club membership £60.00 (optional).</p>
<h3>Excess</h3>
<p>Total excess: £150</p>
<p style="font-size:8pt">Hagerty International Limited is authorised and regulated by the Financial Conduct Authority.</p>
`,
    expected: {
      renewalDate: '2027-11-04',
      insurer: 'Hagerty',
      policyNumber: 'HGT-UK-0012947',
      registrationNumber: 'GHJ482K',
      renewalPremium: '286.50',
      previousPremium: '271.80',
      totalExcess: '150',
    },
  },
];
