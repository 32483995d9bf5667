// Issue 47's seventh set of fresh notices, written on 2026-11-30 by a seventh helper who had read neither the reader's
// code nor the other sets (only the harness, fresh-notice-checks.ts, for the FreshNotice type and how a notice is
// printed or photographed). The set aims at the three fields the reader misses most on unseen PDFs: the policy number,
// the renewal premium and last year's premium. Every notice states all three, in varied real-world forms: two columns
// side by side; a car insurance price, then optional add-ons, then a total (last year's figure for car insurance only
// or beside last year's total, the text saying which); instalment plans (deposit and monthly payments, APR, total
// payable) beside the annual price; prices that fell ('down £x', 'a saving of', 'less than last year'); letters in
// sentences with no labels; values printed under their labels (label row then value row, label above value in a box);
// policy-year columns ('2026/27 | 2027/28', 'Last year | This year', 'Expiring | Renewal'); a two-page pack (letter then
// schedule); a period of insurance wrapped in a narrow table cell. Policy numbers carry spaces, slashes, dashes, letter
// prefixes and suffixes, and stand near customer numbers, quote references, FCA firm references, telephone numbers,
// sort codes and box serial numbers. Distractors throughout: NCD years, market averages, extras not taken, a second car
// on a multi-car note, IPT lines, fees, claims lines, the letter's date and the expiring policy's dates.
// 16 printed PDFs and 4 photos (3 upright, 1 sideways); renewal dates from December 2026 to April 2027.
import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES_7: FreshNotice[] = [
  // 1. Two columns side by side; the underwriter (Aviva) named in the small print; a customer number beside the policy number.
  {
    name: 'general-accident-two-columns',
    html: `
<div style="display:flex;justify-content:space-between;border-bottom:2px solid #00306e;padding-bottom:6pt">
  <div><div style="font-size:20pt;font-weight:bold;color:#00306e">General Accident</div><div>Car Insurance</div></div>
  <div class="r">PO Box 3074<br>Norwich<br>NR1 3UE</div>
</div>
<p>Mr Daniel Okafor<br>27 Millbrook Road<br>Reading<br>RG2 8PL</p>
<p>12 November 2026</p>
<h2 style="font-size:13pt">Your car insurance renewal</h2>
<p>Dear Mr Okafor, your car insurance is due for renewal. Please check the details below are still correct.</p>
<div class="cols">
  <div>
    <h3 style="font-size:11pt;border-bottom:1px solid #999">Your policy</h3>
    <table>
      <tr><td>Customer number</td><td>30088172</td></tr>
      <tr><td>Policy number</td><td><b>GA/MTR/4471902</b></td></tr>
      <tr><td>Renewal date</td><td>3 January 2027</td></tr>
      <tr><td>Current policy ends</td><td>2 January 2027</td></tr>
      <tr><td>Cover</td><td>Comprehensive</td></tr>
      <tr><td>Car</td><td>2019 Ford Focus Titanium 1.0 EcoBoost</td></tr>
      <tr><td>Registration</td><td>LR19 XKP</td></tr>
      <tr><td>No claims discount</td><td>6 years (protected)</td></tr>
    </table>
  </div>
  <div>
    <h3 style="font-size:11pt;border-bottom:1px solid #999">Your price</h3>
    <table>
      <tr><td>This year's premium</td><td class="r"><b>£687.45</b></td></tr>
      <tr><td>Last year's premium</td><td class="r">£651.30</td></tr>
      <tr><td>Insurance Premium Tax included</td><td class="r">£73.66</td></tr>
    </table>
    <h3 style="font-size:11pt;border-bottom:1px solid #999">Your excess</h3>
    <table>
      <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
      <tr><td>Voluntary excess</td><td class="r">£150</td></tr>
      <tr><td>Total excess</td><td class="r">£400</td></tr>
      <tr><td>Windscreen replacement excess</td><td class="r">£115</td></tr>
    </table>
  </div>
</div>
<p>If you are happy, you don't need to do anything: we'll collect the premium using the card ending 4418. To make changes call 0345 030 7081 (Monday to Friday 8am to 8pm). To make a claim call 0345 030 7082, 24 hours a day.</p>
<p style="font-size:8pt;color:#555">General Accident is a trading name of Aviva Insurance Limited. Registered in Scotland No. 2116. Registered Office: Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Firm Reference Number 202153.</p>`,
    expected: {
      renewalDate: '2027-01-03',
      insurer: 'General Accident',
      policyNumber: 'GA/MTR/4471902',
      registrationNumber: 'LR19XKP',
      renewalPremium: '687.45',
      previousPremium: '651.30',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },

  // 2. A letter in sentences only, no labels; the end of the expiring cover and the new start both in words.
  {
    name: 'sheilas-wheels-letter-sentences',
    html: `
<div style="font-size:22pt;color:#c8006e;font-weight:bold">Sheilas' Wheels</div>
<div style="color:#c8006e;margin-bottom:14pt">car insurance</div>
<p>Ms Rebecca Harper<br>Flat 4, 19 Albion Street<br>Leeds<br>LS1 6AG</p>
<p>Date: 19 January 2027</p>
<p>Dear Ms Harper,</p>
<p><b>It's time to renew your car insurance</b></p>
<p>Thank you for insuring your Vauxhall Corsa, registration WF70 BNU, with Sheilas' Wheels. Your policy number is SWC 8812 0457 and your current cover ends at midnight on 20 February 2027.</p>
<p>We'd love to keep you on the road, so we've set up your renewal to start on 21 February 2027. Last year you paid £498.72 for your cover; this year it will cost £529.16, which includes Insurance Premium Tax. You've now built up 4 years of no claims discount.</p>
<p>Your excess stays the same. The compulsory excess is £300 and the voluntary excess you chose is £100, so you'd pay the first £400 of any claim for damage to your car. A separate excess of £90 applies to windscreen repairs and replacements.</p>
<p>You pay by Direct Debit, so there's nothing you need to do: we'll take the first payment on or just after 21 February 2027 from the account with sort code 20-45-77. If anything has changed, for example your address, your job or who drives the car, please call us on 0345 604 3011 before your renewal date.</p>
<p>Best wishes,<br>The Sheilas' Wheels team</p>
<p style="font-size:8pt;color:#555">Sheilas' Wheels car insurance is underwritten by esure Insurance Limited. Registered in England and Wales No. 3220410. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, Firm Reference Number 310123.</p>`,
    expected: {
      renewalDate: '2027-02-21',
      insurer: "Sheilas' Wheels",
      policyNumber: 'SWC 8812 0457',
      registrationNumber: 'WF70BNU',
      renewalPremium: '529.16',
      previousPremium: '498.72',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },

  // 3. An instalment plan (deposit + 10 monthly payments, APR, total payable) beside the annual price; 'Policy ref'.
  {
    name: 'markerstudy-instalments',
    html: `
<div style="display:flex;justify-content:space-between;align-items:flex-end">
  <div style="font-size:19pt;font-weight:bold;letter-spacing:1px">MARKERSTUDY</div>
  <div class="r" style="font-size:9pt">Markerstudy Insurance Services<br>45 Westerham Road, Sevenoaks TN13 2QB<br>Tel 0333 003 4412</div>
</div>
<hr>
<p>Mr Aaron Whitfield<br>6 Cherry Tree Close<br>Doncaster<br>DN4 7RY</p>
<p>Letter date: 09/02/2027</p>
<h2 style="font-size:13pt">Renewal invitation: private car</h2>
<table>
  <tr><td>Policy ref</td><td><b>MSI/25/0938174</b></td></tr>
  <tr><td>Vehicle</td><td>Skoda Octavia Estate SE L 2.0 TDI, YK68 TZA</td></tr>
  <tr><td>Renewal date</td><td>from 00:01 on 9 March 2027</td></tr>
  <tr><td>Cover</td><td>Comprehensive, social domestic and pleasure including commuting</td></tr>
  <tr><td>Drivers</td><td>Aaron Whitfield, Joanne Whitfield</td></tr>
</table>
<h3 style="font-size:11pt">How much your renewal costs</h3>
<table style="width:100%">
  <tr><th></th><th>Pay in full</th><th>Pay monthly</th></tr>
  <tr><td>Annual premium (including IPT)</td><td><b>£912.34</b></td><td>£912.34</td></tr>
  <tr><td>Deposit</td><td>-</td><td>£91.23</td></tr>
  <tr><td>Monthly instalments</td><td>-</td><td>10 x £88.61</td></tr>
  <tr><td>Interest charged</td><td>-</td><td>£64.99</td></tr>
  <tr><td>APR (representative)</td><td>-</td><td>23.9%</td></tr>
  <tr><td>Total amount payable</td><td>£912.34</td><td>£977.33</td></tr>
</table>
<p>Last year's annual premium was £868.90. Your premium has gone up mainly because the cost of repairing cars like yours has risen.</p>
<h3 style="font-size:11pt">Your excesses</h3>
<table>
  <tr><td>Compulsory</td><td>£350</td></tr>
  <tr><td>Voluntary</td><td>£250</td></tr>
  <tr><td>Total accidental damage excess</td><td>£600</td></tr>
  <tr><td>Windscreen</td><td>£100</td></tr>
</table>
<p>No claims discount: 9 years. Optional Motor Legal Expenses (£29.95) is not included in the prices above; call us if you would like to add it.</p>
<p style="font-size:8pt;color:#555">Markerstudy Insurance Services Limited is authorised and regulated by the Financial Conduct Authority, Firm Reference Number 309048. Credit is provided by Close Brothers Premium Finance. Claims line 0333 003 4499.</p>`,
    expected: {
      renewalDate: '2027-03-09',
      insurer: 'Markerstudy',
      policyNumber: 'MSI/25/0938174',
      registrationNumber: 'YK68TZA',
      renewalPremium: '912.34',
      previousPremium: '868.90',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },

  // 4. A price that fell: 'This year / Last year' and 'less than last year'; a zero voluntary excess; Nectar points.
  {
    name: 'sainsburys-bank-price-down',
    html: `
<div style="background:#f06c00;color:#fff;padding:8pt 10pt;font-size:17pt;font-weight:bold">Sainsbury's Bank <span style="font-weight:normal;font-size:12pt">Car Insurance</span></div>
<p style="margin-top:14pt">Mrs Priya Nair<br>41 Harewood Avenue<br>Bromley<br>BR1 4QT</p>
<p>16 November 2026</p>
<h2 style="font-size:13pt">Good news, your premium has gone down</h2>
<p>Dear Mrs Nair, your Sainsbury's Bank Car Insurance policy SBC/01/77410925 is due for renewal on 14/12/2026.</p>
<div class="box" style="width:60%">
  <table style="width:100%">
    <tr><td>This year</td><td class="r"><b>£571.18</b></td></tr>
    <tr><td>Last year</td><td class="r">£634.90</td></tr>
    <tr><td colspan="2">That's £63.72 less than last year.</td></tr>
  </table>
</div>
<p>Your price includes Insurance Premium Tax at the current rate of 12%. As a Nectar member you'll also collect 571 Nectar points when you renew.</p>
<h3 style="font-size:11pt">Your cover at a glance</h3>
<table>
  <tr><td>Car</td><td>2021 Toyota Yaris Hybrid Design</td></tr>
  <tr><td>Registration</td><td>GN21 OPL</td></tr>
  <tr><td>Cover level</td><td>Comprehensive</td></tr>
  <tr><td>New policy runs</td><td>14/12/2026 to 13/12/2027</td></tr>
  <tr><td>Compulsory excess</td><td>£250</td></tr>
  <tr><td>Voluntary excess</td><td>£0</td></tr>
  <tr><td>Total excess</td><td>£250</td></tr>
  <tr><td>No claims discount</td><td>8 years</td></tr>
</table>
<p>Optional extras you don't currently have: Motor Legal Protection £24.99, Breakdown Cover from £39.00, Key Cover £15.99.</p>
<p>Questions? Call 0345 300 7716. To make a claim, call 0345 300 7720 (24 hours).</p>
<p style="font-size:8pt;color:#555">Sainsbury's Bank plc, Registered Office: 33 Charterhouse Street, London EC1M 6HA (registered in England and Wales, no. 3279730) is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (register no. 184514). Sainsbury's Bank Car Insurance is underwritten by a panel of insurers.</p>`,
    expected: {
      renewalDate: '2026-12-14',
      insurer: "Sainsbury's Bank",
      policyNumber: 'SBC/01/77410925',
      registrationNumber: 'GN21OPL',
      renewalPremium: '571.18',
      previousPremium: '634.90',
      compulsoryExcess: '250',
      voluntaryExcess: '0',
      totalExcess: '250',
    },
  },

  // 5. A broker; values printed UNDER their labels (a label row then a value row), the underwriter named apart.
  {
    name: 'a-plan-values-under-labels',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#003c71">A-Plan <span style="font-size:11pt;font-weight:normal">Insurance</span></div>
<div style="font-size:9pt">A-Plan Witney, 24 Market Square, Witney OX28 6AL · 01993 703 201</div>
<p style="margin-top:14pt">Mr Callum Reid<br>Orchard House, Church Lane<br>Ducklington<br>OX29 7UU</p>
<p>Our reference: CR/77104 &nbsp;&nbsp; Date: 28 December 2026</p>
<p>Dear Mr Reid,</p>
<p>We have reviewed the market for your car insurance renewal and recommend that you renew with your current insurer, Ageas Insurance Limited. Your renewal details are below.</p>
<table style="width:100%;border:1px solid #999">
  <tr style="background:#e8eef5"><th>Policy number</th><th>Renewal date</th><th>Vehicle registration</th></tr>
  <tr><td>APL 0047 6638 21</td><td>27/01/2027</td><td>KT17 HWU</td></tr>
  <tr style="background:#e8eef5"><th>Renewal premium</th><th>Last year's premium</th><th>Change</th></tr>
  <tr><td>£803.55</td><td>£761.40</td><td>+£42.15</td></tr>
  <tr style="background:#e8eef5"><th>Compulsory excess</th><th>Voluntary excess</th><th>Total excess</th></tr>
  <tr><td>£400</td><td>£200</td><td>£600</td></tr>
</table>
<p>The renewal premium is for a year's comprehensive cover on your 2017 BMW 320d M Sport and includes Insurance Premium Tax and our arrangement fee of £25.00. You have 12 years' no claims bonus.</p>
<p>Your renewal will be completed automatically on 27/01/2027 and the premium collected by Direct Debit. If your circumstances have changed, please call the branch on 01993 703 201.</p>
<p>Yours sincerely,<br>Hannah Beale, Account Handler</p>
<p style="font-size:8pt;color:#555">A-Plan is a trading name of A-Plan Insurance Ltd, authorised and regulated by the Financial Conduct Authority, Firm Reference Number 305727. Registered in England No. 750571.</p>`,
    expected: {
      renewalDate: '2027-01-27',
      insurer: 'A-Plan',
      policyNumber: 'APL 0047 6638 21',
      registrationNumber: 'KT17HWU',
      renewalPremium: '803.55',
      previousPremium: '761.40',
      compulsoryExcess: '400',
      voluntaryExcess: '200',
      totalExcess: '600',
    },
  },

  // 6. Expiring | Renewal columns on a classic car; an agreed value and a mileage limit as distractors.
  {
    name: 'lancaster-expiring-renewal-columns',
    html: `
<div style="border-bottom:3px double #333;padding-bottom:6pt">
  <span style="font-size:20pt;font-family:Georgia,serif">Lancaster</span> <span style="font-size:11pt">Insurance Services</span>
  <div style="font-size:9pt">Classic &amp; Enthusiast Car Insurance · 8 Station Road, St Ives, Cambridgeshire PE27 5BH · 01480 484 808</div>
</div>
<p>Mr Graham Tilley<br>The Old Forge<br>Hemingford Grey<br>PE28 9DX</p>
<p>Issued 1 March 2027</p>
<h2 style="font-size:13pt">Renewal schedule: classic car policy</h2>
<p>Policy number: <b>LAN/CL/2291857</b> &nbsp;&nbsp; Vehicle: 1987 Porsche 944 · Reg E412 KVW</p>
<table style="width:100%;border:1px solid #999">
  <tr style="background:#eee"><th></th><th>Expiring</th><th>Renewal</th></tr>
  <tr><td>Period of cover</td><td>05/04/2026 to 04/04/2027</td><td>05/04/2027 to 04/04/2028</td></tr>
  <tr><td>Agreed value</td><td>£17,500</td><td>£18,500</td></tr>
  <tr><td>Annual mileage limit</td><td>3,000</td><td>3,000</td></tr>
  <tr><td>Premium (incl. IPT)</td><td>£312.60</td><td><b>£298.85</b></td></tr>
  <tr><td>Compulsory excess</td><td>£100</td><td>£100</td></tr>
  <tr><td>Voluntary excess</td><td>£150</td><td>£150</td></tr>
  <tr><td>Total excess</td><td>£250</td><td>£250</td></tr>
</table>
<p>Club membership discount applied: Porsche Club GB, membership no. 40917.</p>
<p>To renew, call us on 01480 484 808 or pay online with your policy number. Claims: 01480 484 826.</p>
<p style="font-size:8pt;color:#555">Lancaster Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority, Firm Reference Number 306131.</p>`,
    expected: {
      renewalDate: '2027-04-05',
      insurer: 'Lancaster',
      policyNumber: 'LAN/CL/2291857',
      registrationNumber: 'E412KVW',
      renewalPremium: '298.85',
      previousPremium: '312.60',
      compulsoryExcess: '100',
      voluntaryExcess: '150',
      totalExcess: '250',
    },
  },

  // 7. The period of insurance wrapped inside a narrow table cell; a membership number near the policy number.
  {
    name: 'police-mutual-narrow-period-cell',
    html: `
<div style="font-size:19pt;font-weight:bold;color:#1b365d">Police Mutual</div>
<div style="font-size:9pt;margin-bottom:12pt">Car Insurance · Looking after the police family</div>
<p>PC Thomas Mallory<br>3 Keepers Walk<br>Banbury<br>OX16 1FN</p>
<p>Date of issue: 18 December 2026</p>
<h2 style="font-size:13pt">Your renewal schedule</h2>
<table style="border:1px solid #999">
  <tr>
    <th style="width:95px;border:1px solid #999">Policy number</th>
    <th style="width:80px;border:1px solid #999">Period of insurance</th>
    <th style="width:150px;border:1px solid #999">Vehicle</th>
    <th style="width:85px;border:1px solid #999">Registration</th>
    <th style="width:90px;border:1px solid #999">Total annual premium</th>
  </tr>
  <tr>
    <td style="border:1px solid #999">PM-MTR-5503918</td>
    <td style="border:1px solid #999">From 00:01 on 17 January 2027 to 23:59 on 16 January 2028</td>
    <td style="border:1px solid #999">2020 Kia Sportage 1.6 T-GDi GT-Line</td>
    <td style="border:1px solid #999">OU20 FJY</td>
    <td style="border:1px solid #999">£455.90</td>
  </tr>
</table>
<p>Your total annual premium includes Insurance Premium Tax (IPT) of £48.85. Your premium last year was £441.05.</p>
<table>
  <tr><td>Membership number</td><td>118204</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>No claims discount</td><td>5 years</td></tr>
  <tr><td>Compulsory excess</td><td>£250</td></tr>
  <tr><td>Voluntary excess</td><td>£250</td></tr>
  <tr><td>Total excess</td><td>£500</td></tr>
</table>
<p>Multi-car: your second car, a Ford Fiesta (OU16 KLM), renews separately on 2 May 2027 under its own policy.</p>
<p>Customer services 01543 414 191 · Claims 0345 606 0178</p>
<p style="font-size:8pt;color:#555">Police Mutual is a trading name of Police Mutual Assurance Society Limited, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, Firm Reference Number 117672.</p>`,
    expected: {
      renewalDate: '2027-01-17',
      insurer: 'Police Mutual',
      policyNumber: 'PM-MTR-5503918',
      registrationNumber: 'OU20FJY',
      renewalPremium: '455.90',
      previousPremium: '441.05',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 8. The policy number among other references (customer number, quote ref, FCA number, sort code, phone); an NI plate.
  {
    name: 'hughes-reference-numbers',
    html: `
<div style="display:flex;justify-content:space-between">
  <div><div style="font-size:20pt;font-weight:bold;color:#006747">Hughes</div><div style="font-size:10pt">Insurance</div></div>
  <div class="r" style="font-size:9pt">Hughes Insurance<br>Lisburn Square House, Lisburn BT28 1TW<br>Tel 028 9265 0000</div>
</div>
<p style="margin-top:12pt">Miss Aoife McCann<br>12 Knockmore Park<br>Lisburn<br>BT28 2EA</p>
<table style="font-size:9pt">
  <tr><td>Customer number</td><td>7730142</td><td>Quote reference</td><td>Q-2026-118374</td></tr>
  <tr><td>Policy number</td><td>HUG/MC/00982341</td><td>Date</td><td>23 November 2026</td></tr>
</table>
<h2 style="font-size:13pt">Your motor renewal</h2>
<p>Dear Miss McCann,</p>
<p>Your car insurance for your Volkswagen Golf, registration JFZ 6624, renews on 22nd Dec 2026. The premium for the coming year is £1,104.20 (including Insurance Premium Tax). For comparison, last year's premium was £1,058.75.</p>
<table>
  <tr><td>Compulsory excess</td><td>£300</td></tr>
  <tr><td>Voluntary excess</td><td>£250</td></tr>
  <tr><td>Total excess</td><td>£550</td></tr>
  <tr><td>No claims bonus</td><td>3 years</td></tr>
</table>
<p>Your premium will be collected by Direct Debit from your account (sort code 95-01-00, account ending 6621) on or after 22nd Dec 2026. If you'd rather not renew, call us on 028 9265 0000 before that date.</p>
<p>Claims helpline: 0800 027 1024 (24 hours).</p>
<p style="font-size:8pt;color:#555">Hughes Insurance is a trading name of Hughes Insurance Services Limited, authorised and regulated by the Financial Conduct Authority, Firm Reference Number 307206. Registered in Northern Ireland NI 006711.</p>`,
    expected: {
      renewalDate: '2026-12-22',
      insurer: 'Hughes',
      policyNumber: 'HUG/MC/00982341',
      registrationNumber: 'JFZ6624',
      renewalPremium: '1104.20',
      previousPremium: '1058.75',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },

  // 9. Policy-year columns '2026/27 | 2027/28' on a classic car, a suffix plate and a letter suffix on the policy number.
  {
    name: 'footman-james-policy-years',
    html: `
<div style="font-size:20pt;font-family:Georgia,serif;color:#13294b">Footman James</div>
<div style="font-size:9pt;margin-bottom:12pt">Classic vehicle insurance · Waterfall Lane, Cradley Heath, B64 6PU · 0333 207 6000</div>
<p>Mrs Elaine Crowther<br>Greystones, Moor Lane<br>Ilkley<br>LS29 8QR</p>
<p>26 January 2027</p>
<h2 style="font-size:13pt">Your classic car renewal</h2>
<p>Policy no. <b>FJ 1184620 MC</b> · 1968 MG B GT, registration TVX 412F</p>
<p>Your new policy year starts on 1 March 2027 and runs to 29 February 2028. Here is how it compares with the year now ending:</p>
<table style="width:80%;border:1px solid #999">
  <tr style="background:#eef"><th>Policy year</th><th class="r">2026/27</th><th class="r">2027/28</th></tr>
  <tr><td>Agreed value</td><td class="r">£24,000</td><td class="r">£25,500</td></tr>
  <tr><td>Limited mileage</td><td class="r">1,500</td><td class="r">1,500</td></tr>
  <tr><td>Annual premium</td><td class="r">£276.40</td><td class="r"><b>£289.15</b></td></tr>
  <tr><td>Compulsory excess</td><td class="r">£150</td><td class="r">£150</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£100</td><td class="r">£100</td></tr>
  <tr><td>Total excess</td><td class="r">£250</td><td class="r">£250</td></tr>
</table>
<p>Premiums include Insurance Premium Tax. Your MG Car Club discount of 10% has been applied. European breakdown cover (£42.00) is available as an optional extra and is not included above.</p>
<p>If everything is correct you need do nothing; payment will be taken from your card ending 0917 on 1 March 2027. Claims: 0333 207 6100.</p>
<p style="font-size:8pt;color:#555">Footman James is a trading name of Footman James &amp; Co Ltd, authorised and regulated by the Financial Conduct Authority, Firm Reference Number 306031.</p>`,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Footman James',
      policyNumber: 'FJ 1184620 MC',
      registrationNumber: 'TVX412F',
      renewalPremium: '289.15',
      previousPremium: '276.40',
      compulsoryExcess: '150',
      voluntaryExcess: '100',
      totalExcess: '250',
    },
  },

  // 10. Car insurance price, then add-ons (two taken, one not), then a total; last year's figure for car insurance only.
  {
    name: 'bamboo-add-ons-total',
    html: `
<div style="font-size:21pt;font-weight:bold;color:#2e7d32">bamboo</div>
<div style="font-size:9pt;margin-bottom:12pt">car insurance</div>
<p>Mr Jordan Ellis<br>88 Whitworth Road<br>Swindon<br>SN25 3BT</p>
<p>Sent 10.12.26</p>
<h2 style="font-size:13pt">Your renewal is ready</h2>
<p>Policy number: BMB-7720-1940<br>Car: Seat Leon FR 1.5 TSI · SL66 UJR<br>Renewal date: 11.01.27<br>Cover: Comprehensive</p>
<table style="width:70%;border:1px solid #999">
  <tr><td>Car insurance (including IPT)</td><td class="r">£642.78</td></tr>
  <tr><td>Motor Legal Protection (added)</td><td class="r">£29.99</td></tr>
  <tr><td>Roadside breakdown cover (added)</td><td class="r">£34.50</td></tr>
  <tr><td>Key cover (not selected)</td><td class="r">£0.00</td></tr>
  <tr style="border-top:1px solid #333"><td><b>Total to pay</b></td><td class="r"><b>£707.27</b></td></tr>
</table>
<p>Last year you paid £598.12 for your car insurance. You didn't have any add-ons last year, so that was also your total.</p>
<h3 style="font-size:11pt">Excess</h3>
<p>Compulsory £400 + voluntary £100 = total excess £500</p>
<p>No claims discount: 2 years. Key cover would cost £17.99 if you'd like to add it.</p>
<p>Manage your policy in the bamboo app or call 0330 822 4810. Claims: 0330 822 4811.</p>
<p style="font-size:8pt;color:#555">bamboo is a trading name of ClearScore Insurance Services Limited, authorised and regulated by the Financial Conduct Authority, Firm Reference Number 820216.</p>`,
    expected: {
      renewalDate: '2027-01-11',
      insurer: 'Bamboo',
      policyNumber: 'BMB-7720-1940',
      registrationNumber: 'SL66UJR',
      renewalPremium: '642.78',
      previousPremium: '598.12',
      compulsoryExcess: '400',
      voluntaryExcess: '100',
      totalExcess: '500',
    },
  },

  // 11. Two columns, one of them a monthly plan (deposit + 11 payments); the price fell; a black box ID and driving score.
  {
    name: 'ingenie-instalments-two-columns',
    html: `
<div style="font-size:22pt;font-weight:bold;color:#7b2cbf">ingenie</div>
<div style="font-size:9pt;margin-bottom:10pt">Young driver car insurance</div>
<p>Mr Kieran Doyle<br>15 Larkspur Way<br>Telford<br>TF3 2LW</p>
<p>10 January 2027</p>
<h2 style="font-size:13pt">Your renewal, Kieran</h2>
<p>Great driving this year. Your driving score is 87/100 and your price has gone down.</p>
<div class="cols">
  <div class="box">
    <b>Your policy</b><br>
    Policy number: ING/2026/0183774<br>
    Black box ID: 35520991<br>
    Car: 2017 Volkswagen Polo 1.0 SE<br>
    Registration: BD17 WFO<br>
    Renewal date: 7th Feb 2027<br>
    No claims discount: 1 year<br>
    Compulsory excess: £500<br>
    Voluntary excess: £250<br>
    Total excess: £750
  </div>
  <div class="box">
    <b>Your price</b><br>
    Annual premium: £1,386.40<br>
    Last year: £1,522.10<br>
    Down £135.70 on last year<br>
    <br>
    <b>Or pay monthly</b><br>
    Deposit: £138.64<br>
    Then 11 monthly payments of £121.73<br>
    Total amount payable: £1,477.67<br>
    Representative APR 26.9%
  </div>
</div>
<p>Both prices include Insurance Premium Tax. If you'd like to change how you pay, call 0330 100 2262 before 7th Feb 2027.</p>
<p style="font-size:8pt;color:#555">ingenie is a trading name of Ingenie Services Limited, authorised and regulated by the Financial Conduct Authority, Firm Reference Number 525634.</p>`,
    expected: {
      renewalDate: '2027-02-07',
      insurer: 'Ingenie',
      policyNumber: 'ING/2026/0183774',
      registrationNumber: 'BD17WFO',
      renewalPremium: '1386.40',
      previousPremium: '1522.10',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },

  // 12. Each label above its value in a box; a renewal quote reference with spaces beside the spaced policy number.
  {
    name: 'chaucer-boxed-labels',
    html: `
<div style="font-size:19pt;font-weight:bold;color:#5a2d82">Chaucer <span style="font-weight:normal;font-size:12pt">Insurance</span></div>
<div style="font-size:9pt;margin-bottom:12pt">Chaucer Direct · Kings Hill, West Malling ME19 4AQ</div>
<p>Mr Oliver Brandt<br>29 Sandown Road<br>Southsea<br>PO5 2LB</p>
<p>Renewal quote ref RQ 8830 1172 · issued 15/02/2027</p>
<h2 style="font-size:13pt">Your car insurance renewal</h2>
<div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:8pt">
  <div class="box"><div style="font-size:8pt;color:#555">Policy number</div><div style="font-size:12pt">CHD 55 019 284</div></div>
  <div class="box"><div style="font-size:8pt;color:#555">Renewal date</div><div style="font-size:12pt">18/03/2027</div></div>
  <div class="box"><div style="font-size:8pt;color:#555">Registration</div><div style="font-size:12pt">HX15 MKE</div></div>
  <div class="box"><div style="font-size:8pt;color:#555">Renewal premium</div><div style="font-size:12pt">£519.66</div></div>
  <div class="box"><div style="font-size:8pt;color:#555">Last year's premium</div><div style="font-size:12pt">£502.14</div></div>
  <div class="box"><div style="font-size:8pt;color:#555">No claims discount</div><div style="font-size:12pt">7 years</div></div>
  <div class="box"><div style="font-size:8pt;color:#555">Compulsory excess</div><div style="font-size:12pt">£200</div></div>
  <div class="box"><div style="font-size:8pt;color:#555">Voluntary excess</div><div style="font-size:12pt">£150</div></div>
  <div class="box"><div style="font-size:8pt;color:#555">Total excess</div><div style="font-size:12pt">£350</div></div>
</div>
<p>Car: 2015 Honda Jazz 1.4 i-VTEC EX. Cover: comprehensive. Prices include IPT at 12%.</p>
<p>The average renewal price for a car like yours this year was £587.00.</p>
<p>Your cover continues automatically. Questions: 0345 165 2030. Claims: 0345 165 2040.</p>
<p style="font-size:8pt;color:#555">Chaucer Insurance is a trading name of Chaucer Insurance Services Limited, authorised and regulated by the Financial Conduct Authority, Firm Reference Number 451112.</p>`,
    expected: {
      renewalDate: '2027-03-18',
      insurer: 'Chaucer',
      policyNumber: 'CHD 55 019 284',
      registrationNumber: 'HX15MKE',
      renewalPremium: '519.66',
      previousPremium: '502.14',
      compulsoryExcess: '200',
      voluntaryExcess: '150',
      totalExcess: '350',
    },
  },

  // 13. A two-page pack: a broker's letter, then the schedule on page two; the underwriter (Covea) named on the schedule.
  {
    name: 'towergate-two-page-pack',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#00205b">Towergate <span style="font-weight:normal;font-size:12pt">Insurance</span></div>
<div style="font-size:9pt;margin-bottom:12pt">Towergate Insurance, 2 Minster Court, Mincing Lane, London EC3R 7PD</div>
<p>Ms Sarah Lindqvist<br>4 Beech Mews<br>Maidstone<br>ME15 6XT</p>
<p>3 March 2027</p>
<p>Dear Ms Lindqvist,</p>
<p><b>Your car insurance renewal</b></p>
<p>Your car insurance renews on 2 April 2027. We have arranged renewal terms with your insurer and enclose your renewal schedule.</p>
<p>Your premium for the coming year is £734.20, including Insurance Premium Tax. Last year you paid £702.95. We have not charged an administration fee for this renewal.</p>
<p>Please read the schedule carefully and tell us about any changes. If we don't hear from you, your policy will renew automatically and we will collect the premium by Direct Debit.</p>
<p>Yours sincerely,<br>Personal Lines Team<br>Telephone 0344 892 1650</p>
<p style="font-size:8pt;color:#555">Towergate Insurance is a trading name of Towergate Underwriting Group Limited, authorised and regulated by the Financial Conduct Authority, Firm Reference Number 305771.</p>
<div style="break-before:page">
  <div style="font-size:14pt;font-weight:bold;color:#00205b">Towergate Insurance · Private Car Renewal Schedule</div>
  <table style="width:100%;margin-top:10pt;border:1px solid #999">
    <tr><td>Policy number</td><td><b>TWG-PC-3019475</b></td></tr>
    <tr><td>Policyholder</td><td>Ms Sarah Lindqvist</td></tr>
    <tr><td>Insurer</td><td>Covea Insurance plc</td></tr>
    <tr><td>Period of insurance</td><td>02/04/2027 to 01/04/2028 (both days inclusive)</td></tr>
    <tr><td>Vehicle</td><td>2020 Mazda CX-5 2.0 Sport Nav+ · MA20 LRK</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
    <tr><td>Use</td><td>Social, domestic and pleasure and commuting</td></tr>
    <tr><td>Drivers</td><td>Policyholder only</td></tr>
    <tr><td>No claims discount</td><td>10 years</td></tr>
    <tr><td>Compulsory excess</td><td>£350</td></tr>
    <tr><td>Voluntary excess</td><td>£250</td></tr>
    <tr><td>Total excess</td><td>£600</td></tr>
    <tr><td>Renewal premium</td><td>£734.20</td></tr>
    <tr><td>of which Insurance Premium Tax</td><td>£78.66</td></tr>
    <tr><td>Expiring premium</td><td>£702.95</td></tr>
  </table>
  <p>Claims: call Covea Insurance on 0330 024 2245.</p>
</div>`,
    expected: {
      renewalDate: '2027-04-02',
      insurer: 'Towergate',
      policyNumber: 'TWG-PC-3019475',
      registrationNumber: 'MA20LRK',
      renewalPremium: '734.20',
      previousPremium: '702.95',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },

  // 14. Last year | This year columns over car insurance, add-ons and totals: last year's figure both for car insurance and the total.
  {
    name: 'virgin-money-addons-last-year-total',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#cc0000">Virgin Money <span style="font-weight:normal;font-size:12pt;color:#333">Car Insurance</span></div>
<p style="margin-top:12pt">Mr Samuel Adeyemi<br>102 Peterborough Road<br>Stamford<br>PE9 1HR</p>
<p>Date: 30 November 2026</p>
<h2 style="font-size:13pt">Your renewal invitation</h2>
<p>Policy number: VMCI 2041 8876 3 &nbsp;·&nbsp; Car: Hyundai Tucson 1.6 T-GDi Premium, PE69 GHV</p>
<p>Your new policy starts on 29 December 2026. Here is what you paid last year and what you'll pay this year, with the same optional extras as before:</p>
<table style="width:75%;border:1px solid #999">
  <tr style="background:#fbe9e9"><th></th><th class="r">Last year</th><th class="r">This year</th></tr>
  <tr><td>Car insurance</td><td class="r">£779.45</td><td class="r">£815.30</td></tr>
  <tr><td>Motor legal protection</td><td class="r">£25.00</td><td class="r">£25.00</td></tr>
  <tr><td>Courtesy car plus</td><td class="r">£18.00</td><td class="r">£18.00</td></tr>
  <tr><td>Personal accident cover</td><td class="r">not taken</td><td class="r">not taken</td></tr>
  <tr style="border-top:1px solid #333"><td><b>Total</b></td><td class="r"><b>£822.45</b></td><td class="r"><b>£858.30</b></td></tr>
</table>
<p>All prices include Insurance Premium Tax. No claims discount: 5 years (protected).</p>
<table>
  <tr><td>Compulsory excess</td><td>£300</td></tr>
  <tr><td>Voluntary excess</td><td>£200</td></tr>
  <tr><td>Total excess</td><td>£500</td></tr>
</table>
<p>To change your cover call 0345 111 2871. Claims: 0345 111 2890.</p>
<p style="font-size:8pt;color:#555">Virgin Money Car Insurance is arranged by Virgin Money, a trading name of Clydesdale Bank PLC, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, Firm Reference Number 121873.</p>`,
    expected: {
      renewalDate: '2026-12-29',
      insurer: 'Virgin Money',
      policyNumber: 'VMCI 2041 8876 3',
      registrationNumber: 'PE69GHV',
      renewalPremium: '815.30',
      previousPremium: '779.45',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },

  // 15. Sentences only, a price that fell ('a saving of ... on last year's'), 'from 00:01 on', a policy number with a letter suffix.
  {
    name: 'peter-james-classic-saving',
    html: `
<div style="font-size:20pt;font-family:Georgia,serif;color:#4a2511">Peter James</div>
<div style="font-size:9pt;margin-bottom:14pt">Classic Car Insurance · Unit 4, Sedgley Road, Dudley DY1 4NB · 0121 506 6040</div>
<p>Mr Alan Prentice<br>7 Hollybush Lane<br>Stourbridge<br>DY8 3PZ</p>
<p>19 December 2026</p>
<p>Dear Mr Prentice,</p>
<p>Thank you for insuring your 1974 Triumph Stag, registration NHK 331M, with us. Your policy number is PJ/CC/740216-B and your current cover ends at 23:59 on 22 January 2027.</p>
<p>We are pleased to offer renewal from 00:01 on 23 January 2027. This year your premium is £188.40, a saving of £14.25 on last year's £202.65. The premium includes Insurance Premium Tax.</p>
<p>Your agreed value remains £21,000 and your mileage limit 2,000 miles a year. Your excess is £100 compulsory and £100 voluntary, £200 in total.</p>
<p>Your Triumph Sports Six Club membership (no. 55821) continues to earn you a discount. If you would like to renew, please call us on 0121 506 6040 or return the enclosed slip with your payment.</p>
<p>Yours sincerely,<br>Renewals Department</p>
<p style="font-size:8pt;color:#555">Peter James Insurance is a trading name of Peter James Insurance Ltd, authorised and regulated by the Financial Conduct Authority, Firm Reference Number 305939.</p>`,
    expected: {
      renewalDate: '2027-01-23',
      insurer: 'Peter James',
      policyNumber: 'PJ/CC/740216-B',
      registrationNumber: 'NHK331M',
      renewalPremium: '188.40',
      previousPremium: '202.65',
      compulsoryExcess: '100',
      voluntaryExcess: '100',
      totalExcess: '200',
    },
  },

  // 16. 'Policy ref' among a box serial number and a customer number; a market average; the price down on last year.
  {
    name: 'coverbox-telematics-references',
    html: `
<div style="display:flex;justify-content:space-between">
  <div style="font-size:20pt;font-weight:bold;color:#0077c8">coverbox</div>
  <div class="r" style="font-size:9pt">Customer no. 2270049<br>Box serial no. 86511203<br>Policy ref CBX-00-4418207</div>
</div>
<p style="margin-top:12pt">Miss Chloe Barnes<br>52 Abbey Road<br>Worcester<br>WR2 5JQ</p>
<p>1 December 2026</p>
<h2 style="font-size:13pt">Time to renew, Chloe</h2>
<p>Your Coverbox car insurance for your Ford Fiesta ST-Line (WR18 YHN) is due for renewal on 30/12/2026.</p>
<table style="width:70%">
  <tr><td>Your renewal price</td><td class="r"><b>£968.12</b></td></tr>
  <tr><td>What you paid last year</td><td class="r">£1,021.30</td></tr>
  <tr><td>Difference</td><td class="r">down £53.18</td></tr>
  <tr><td style="color:#555">Average price for drivers your age</td><td class="r" style="color:#555">£1,210.00</td></tr>
</table>
<p>Prices include IPT. Your safe driving kept your price down. New policy period: 30/12/2026 to 29/12/2027.</p>
<table>
  <tr><td>Compulsory excess</td><td>£450</td></tr>
  <tr><td>Voluntary excess</td><td>£100</td></tr>
  <tr><td>Total excess</td><td>£550</td></tr>
  <tr><td>No claims discount</td><td>2 years</td></tr>
</table>
<p>Call 0330 024 5900 with any questions. To report an accident, call 0330 024 5911.</p>
<p style="font-size:8pt;color:#555">Coverbox is a trading name of Markerstudy Insurance Services Limited, authorised and regulated by the Financial Conduct Authority, Firm Reference Number 309048.</p>`,
    expected: {
      renewalDate: '2026-12-30',
      insurer: 'Coverbox',
      policyNumber: 'CBX-00-4418207',
      registrationNumber: 'WR18YHN',
      renewalPremium: '968.12',
      previousPremium: '1021.30',
      compulsoryExcess: '450',
      voluntaryExcess: '100',
      totalExcess: '550',
    },
  },

  // 17. Photo: a plain labelled letter with a fall in price and a spaced policy number.
  {
    name: 'carrot-renewal-photo',
    photo: true,
    html: `
<div style="font-size:22pt;font-weight:bold;color:#e66a00">carrot</div>
<div style="font-size:10pt;margin-bottom:12pt">insurance for young drivers</div>
<p>Mr Liam Foster<br>9 Saxon Court<br>York<br>YO31 9HE</p>
<p>14 December 2026</p>
<h2 style="font-size:14pt">Your renewal</h2>
<table style="font-size:11pt">
  <tr><td>Policy number</td><td>CRT 441 902 7</td></tr>
  <tr><td>Car</td><td>2019 Peugeot 208 Active, YE19 PKU</td></tr>
  <tr><td>Renewal date</td><td>12 January 2027</td></tr>
  <tr><td>Renewal premium</td><td>£1,142.60</td></tr>
  <tr><td>Last year's premium</td><td>£1,287.00</td></tr>
  <tr><td>Compulsory excess</td><td>£500</td></tr>
  <tr><td>Voluntary excess</td><td>£250</td></tr>
  <tr><td>Total excess</td><td>£750</td></tr>
</table>
<p style="font-size:11pt">Well done: your careful driving means your premium is £144.40 less than last year. Your reward points balance is 320.</p>
<p style="font-size:11pt">Questions? Call 0330 088 1233.</p>`,
    expected: {
      renewalDate: '2027-01-12',
      insurer: 'Carrot',
      policyNumber: 'CRT 441 902 7',
      registrationNumber: 'YE19PKU',
      renewalPremium: '1142.60',
      previousPremium: '1287.00',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },

  // 18. Photo: values under their labels (label row then value row); a Northern Ireland plate.
  {
    name: 'freedom-values-under-labels-photo',
    photo: true,
    html: `
<div style="font-size:21pt;font-weight:bold;color:#003a70">Freedom <span style="font-size:12pt;font-weight:normal">Insurance</span></div>
<div style="font-size:10pt;margin-bottom:12pt">Belfast · 028 9072 1100</div>
<p>Mr Ciaran Quinn<br>31 Ormeau Park<br>Belfast<br>BT7 3GG</p>
<p>Date: 27 January 2027</p>
<h2 style="font-size:14pt">Car insurance renewal</h2>
<table style="width:100%;font-size:11pt;border:1px solid #999">
  <tr style="background:#e6eef6"><th>Policy number</th><th>Renewal date</th><th>Registration</th></tr>
  <tr><td>FRD/PC/118843</td><td>26/02/2027</td><td>LXZ 7791</td></tr>
  <tr style="background:#e6eef6"><th>Renewal premium</th><th>Last year's premium</th><th>No claims bonus</th></tr>
  <tr><td>£688.90</td><td>£654.30</td><td>6 years</td></tr>
  <tr style="background:#e6eef6"><th>Compulsory excess</th><th>Voluntary excess</th><th>Total excess</th></tr>
  <tr><td>£250</td><td>£150</td><td>£400</td></tr>
</table>
<p style="font-size:11pt">Your premium includes Insurance Premium Tax. Please call us on 028 9072 1100 to renew.</p>`,
    expected: {
      renewalDate: '2027-02-26',
      insurer: 'Freedom',
      policyNumber: 'FRD/PC/118843',
      registrationNumber: 'LXZ7791',
      renewalPremium: '688.90',
      previousPremium: '654.30',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },

  // 19. Photo: 'Last year | This year' columns, the price fell, a policy number with a letter suffix.
  {
    name: 'lexham-last-year-this-year-photo',
    photo: true,
    html: `
<div style="font-size:21pt;font-weight:bold">LEXHAM <span style="font-size:12pt;font-weight:normal">Insurance</span></div>
<div style="font-size:10pt;margin-bottom:12pt">Performance &amp; modified car insurance · 01362 822 700</div>
<p>Mr Reece Hammond<br>60 Gilbert Road<br>Norwich<br>NR6 5AD</p>
<p>5 February 2027</p>
<h2 style="font-size:14pt">Renewal: policy LEX 2209517 M</h2>
<p style="font-size:11pt">Vehicle: 2017 Subaru WRX STI, AK67 RVX. Renewal date: 8 March 2027.</p>
<table style="width:80%;font-size:11pt;border:1px solid #999">
  <tr style="background:#eee"><th></th><th class="r">Last year</th><th class="r">This year</th></tr>
  <tr><td>Premium</td><td class="r">£1,318.50</td><td class="r">£1,279.95</td></tr>
  <tr><td>Compulsory excess</td><td class="r">£500</td><td class="r">£500</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£500</td><td class="r">£500</td></tr>
  <tr><td>Total excess</td><td class="r">£1,000</td><td class="r">£1,000</td></tr>
</table>
<p style="font-size:11pt">Premiums include IPT. Declared modifications: remap, exhaust. Claims line 0345 600 1820.</p>`,
    expected: {
      renewalDate: '2027-03-08',
      insurer: 'Lexham',
      policyNumber: 'LEX 2209517 M',
      registrationNumber: 'AK67RVX',
      renewalPremium: '1279.95',
      previousPremium: '1318.50',
      compulsoryExcess: '500',
      voluntaryExcess: '500',
      totalExcess: '1000',
    },
  },

  // 20. Sideways photo: a letter in sentences, the policy number in a sentence, a short table of excesses.
  {
    name: 'collingwood-letter-sideways-photo',
    photo: 'sideways',
    html: `
<div style="font-size:21pt;font-weight:bold;color:#0a4d8c">Collingwood</div>
<div style="font-size:10pt;margin-bottom:12pt">Car insurance · Collingwood House, Redburn Court, Durham DH4 5PU</div>
<p>Miss Megan Lowry<br>22 Whinney Hill<br>Durham<br>DH1 3BE</p>
<p>25 November 2026</p>
<p style="font-size:11pt">Dear Miss Lowry,</p>
<p style="font-size:11pt">Your policy number is COL-LD-6620193. Your cover for your Nissan Micra, registration DY20 BXC, renews on 15 December 2026.</p>
<p style="font-size:11pt">Last year you paid £998.40. This year your premium will be £1,064.75, including Insurance Premium Tax.</p>
<table style="font-size:11pt">
  <tr><td>Compulsory excess</td><td>£400</td></tr>
  <tr><td>Voluntary excess</td><td>£100</td></tr>
  <tr><td>Total excess</td><td>£500</td></tr>
</table>
<p style="font-size:11pt">Please call 0191 383 4420 if anything has changed.</p>`,
    expected: {
      renewalDate: '2026-12-15',
      insurer: 'Collingwood',
      policyNumber: 'COL-LD-6620193',
      registrationNumber: 'DY20BXC',
      renewalPremium: '1064.75',
      previousPremium: '998.40',
      compulsoryExcess: '400',
      voluntaryExcess: '100',
      totalExcess: '500',
    },
  },
];
