// An eighth set of renewal notices written afresh for issue 47, by an eighth helper who had read neither the reader's
// code nor the other sets of notices (2026-11-30). The set aims at the fields a reader most often gets wrong on
// documents it was not built from: the policy number among other references (customer numbers, quote refs, FCA
// numbers, mandate references, sort codes, phone numbers), this year's and last year's premium of the same scope
// beside add-ons, totals and instalment plans, and the renewal date and excesses, across letters, two-column
// schedules, policy-year columns, values under their labels, an email printed to PDF, a two-page pack, a summary
// card and broker letters naming an underwriter. 15 are printed to PDF, 5 photographed (one held sideways).
import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES_8: FreshNotice[] = [
  {
    name: 'sheilas-wheels-letter-price-box',
    html: `
<div style="display:flex;justify-content:space-between;align-items:flex-start">
  <div style="font-size:20pt;font-weight:bold;color:#c2185b">Sheilas' Wheels</div>
  <div class="r" style="font-size:8.5pt">Sheilas' Wheels car insurance<br>PO Box 1014, Reigate RH2 0DU<br>Customer services 0333 207 8014</div>
</div>
<p style="margin-top:18pt">Ms Joanne Pritchard<br>14 Larkspur Close<br>Kettering<br>NN15 6QS</p>
<p>2 December 2026</p>
<p style="font-size:8.5pt">Customer number: 40718823</p>
<h2 style="font-size:14pt">It's time to renew your car insurance</h2>
<p>Dear Ms Pritchard,</p>
<p>Thank you for insuring your Kia Picanto with us. Your cover is due to renew on <b>8 January 2027</b> and we've set out your price for the next 12 months below. If you're happy with everything, you don't need to do a thing &ndash; we'll renew your policy automatically.</p>
<div class="box" style="border:2px solid #c2185b;width:70%;margin:12pt 0">
  <table style="width:100%">
    <tr><td>Policy number</td><td class="r"><b>SW-CAR-7731904</b></td></tr>
    <tr><td>Car</td><td class="r">Kia Picanto 1.0 &middot; LB19 KWZ</td></tr>
    <tr><td>Your renewal price (including Insurance Premium Tax)</td><td class="r" style="font-size:13pt"><b>£684.37</b></td></tr>
    <tr><td>Last year you paid</td><td class="r">£631.90</td></tr>
  </table>
</div>
<p>Your excess stays the same: a compulsory excess of £250 and the voluntary excess of £100 you chose, £350 in total for a claim for damage to your car.</p>
<p>You have 6 years' No Claims Discount, which has been applied to your price. Breakdown cover (from £39.99) and Key Cover (£14.99) were not part of your policy last year and are not included above &ndash; call us if you'd like to add them.</p>
<p style="font-size:8.5pt">For drivers similar to you, the average price quoted across the market this autumn was £812. To make a claim call 0333 207 8020, 24 hours a day.</p>
<p>Yours sincerely,<br>Claire Whitmore<br>Customer Services Manager</p>
<p style="font-size:7.5pt;color:#555">Sheilas' Wheels is a trading name of esure Services Limited. Registered in England and Wales No. 03875654. Authorised and regulated by the Financial Conduct Authority, firm reference number 312079.</p>`,
    expected: {
      renewalDate: '2027-01-08',
      insurer: "Sheilas' Wheels",
      policyNumber: 'SW-CAR-7731904',
      registrationNumber: 'LB19KWZ',
      renewalPremium: '684.37',
      previousPremium: '631.90',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'sainsburys-bank-schedule-two-columns',
    html: `
<div style="border-bottom:3px solid #f06c00;padding-bottom:6pt;margin-bottom:12pt">
  <span style="font-size:18pt;font-weight:bold;color:#f06c00">Sainsbury's Bank</span>
  <span style="font-size:12pt;margin-left:8pt">Car Insurance</span>
</div>
<h2 style="font-size:13pt">Renewal schedule</h2>
<p style="font-size:8.5pt">Date of issue: 24/11/2026</p>
<div class="cols">
  <div>
    <h3 style="font-size:11pt;border-bottom:1px solid #ccc">Your details</h3>
    <table>
      <tr><td>Policyholder</td><td>Mr Daniel Okafor</td></tr>
      <tr><td>Address</td><td>7 Rowan Terrace<br>Stockport<br>SK4 2LN</td></tr>
      <tr><td>Date of birth</td><td>11/06/1984</td></tr>
      <tr><td>Car</td><td>Ford Fiesta Titanium 1.0 EcoBoost</td></tr>
      <tr><td>Registration</td><td>YF68 TNO</td></tr>
      <tr><td>Use</td><td>Social, domestic, pleasure and commuting</td></tr>
      <tr><td>Annual mileage</td><td>8,000</td></tr>
      <tr><td>No Claims Discount</td><td>9 years (protected)</td></tr>
    </table>
  </div>
  <div>
    <h3 style="font-size:11pt;border-bottom:1px solid #ccc">Your policy</h3>
    <table>
      <tr><td>Policy number</td><td>SBCI 0048 2291 07</td></tr>
      <tr><td>Quote reference</td><td>Q-88120455</td></tr>
      <tr><td>Cover</td><td>Comprehensive</td></tr>
      <tr><td>Period of insurance</td><td>21/12/2026 to 20/12/2027</td></tr>
      <tr><td>Total annual premium</td><td><b>£502.18</b></td></tr>
      <tr><td>Previous year's premium</td><td>£468.85</td></tr>
      <tr><td>Insurance Premium Tax</td><td>Included at 12%</td></tr>
    </table>
    <h3 style="font-size:11pt;border-bottom:1px solid #ccc">Excesses</h3>
    <table>
      <tr><td>Compulsory</td><td class="r">£300</td></tr>
      <tr><td>Voluntary</td><td class="r">£250</td></tr>
      <tr><td><b>Total</b></td><td class="r"><b>£550</b></td></tr>
      <tr><td>Windscreen repair</td><td class="r">£10</td></tr>
    </table>
  </div>
</div>
<p style="margin-top:14pt">Nectar: Sainsbury's Bank customers collect Nectar points on their premium &ndash; you could collect up to 1,004 points this year.</p>
<p style="font-size:7.5pt;color:#555">Sainsbury's Bank Car Insurance is arranged by Sainsbury's Bank plc (FCA register number 184514) and underwritten by a panel of insurers. Claims line 0345 300 4288.</p>`,
    expected: {
      renewalDate: '2026-12-21',
      insurer: "Sainsbury's Bank",
      policyNumber: 'SBCI 0048 2291 07',
      registrationNumber: 'YF68TNO',
      renewalPremium: '502.18',
      previousPremium: '468.85',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },
  {
    name: 'mercedes-benz-two-page-pack',
    html: `
<div style="font-size:16pt;letter-spacing:1pt">Mercedes-Benz <span style="font-weight:bold">Car Insurance</span></div>
<p style="font-size:8.5pt">Customer number 8812-4470 &middot; Telephone 0345 266 8790</p>
<p style="margin-top:16pt">Mr A. Sandhu<br>The Old Forge<br>Church Lane<br>Little Haddon<br>Warwick CV35 7EB</p>
<p>19 December 2026</p>
<p><b>Your renewal invitation</b></p>
<p>Dear Mr Sandhu,</p>
<p>Your policy MBCI/2207/55418 is due for renewal on 19th January 2027, and we would be delighted to continue insuring your Mercedes-Benz C 220 d AMG Line.</p>
<p>Your premium for the coming year is £1,146.20, which is £87.35 more than last year's £1,058.85. The increase reflects higher repair costs across the industry; your own record has not changed and your 5 years' No Claims Bonus is still applied.</p>
<p>Your renewal schedule is enclosed. Please check it carefully, in particular the drivers and the vehicle details. Mercedes-Benz Tyre &amp; Alloy Insurance (£96.00 a year) is not included in your premium.</p>
<p>Kind regards,<br>Mercedes-Benz Car Insurance</p>
<div style="break-before:page"></div>
<h2 style="font-size:14pt">Renewal schedule</h2>
<table style="width:100%">
  <tr><td style="width:40%">Policy number</td><td>MBCI/2207/55418</td></tr>
  <tr><td>Policyholder</td><td>Mr Arjun Sandhu</td></tr>
  <tr><td>Vehicle</td><td>Mercedes-Benz C 220 d AMG Line Saloon</td></tr>
  <tr><td>Registration mark</td><td>MA70 VHD</td></tr>
  <tr><td>Period of insurance</td><td>From 00:01 on 19/01/2027 to 23:59 on 18/01/2028</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>Annual premium (including IPT)</td><td>£1,146.20</td></tr>
  <tr><td>Named drivers</td><td>Arjun Sandhu, Priya Sandhu</td></tr>
</table>
<h3 style="font-size:11pt">Excess</h3>
<table>
  <tr><th>Compulsory excess</th><th>Voluntary excess</th><th>Total excess</th></tr>
  <tr><td>£400</td><td>£150</td><td>£550</td></tr>
</table>
<p style="font-size:8pt">An additional £250 excess applies while the car is being driven by anyone under 25.</p>
<p style="font-size:7.5pt;color:#555">Mercedes-Benz Car Insurance is a trading name of Mercedes-Benz Financial Services UK Limited, authorised and regulated by the Financial Conduct Authority (FRN 309541). Underwritten by a panel of insurers.</p>`,
    expected: {
      renewalDate: '2027-01-19',
      insurer: 'Mercedes-Benz Car Insurance',
      policyNumber: 'MBCI/2207/55418',
      registrationNumber: 'MA70VHD',
      renewalPremium: '1146.20',
      previousPremium: '1058.85',
      compulsoryExcess: '400',
      voluntaryExcess: '150',
      totalExcess: '550',
    },
  },
  {
    name: 'bmw-car-insurance-instalments',
    html: `
<div style="display:flex;justify-content:space-between">
  <div style="font-size:17pt;font-weight:bold">BMW Car Insurance</div>
  <div class="r" style="font-size:8.5pt">Letter date: 30 Nov 2026<br>Your customer ID: C0093318</div>
</div>
<p style="margin-top:14pt">Mrs Helen Fairbrother<br>22 Westgate Road<br>Newcastle upon Tyne NE4 6AR</p>
<h2 style="font-size:13pt">Your renewal quote</h2>
<table style="width:100%">
  <tr><td>Policy no.</td><td>BMWI 6620418/3</td></tr>
  <tr><td>Car</td><td>BMW 118i M Sport &ndash; WP22 OLK</td></tr>
  <tr><td>Cover starts</td><td>Jan 27, 2027</td></tr>
</table>
<h3 style="font-size:11pt;margin-top:12pt">How much it costs</h3>
<table style="width:100%" class="box">
  <tr><th></th><th class="r">Pay annually</th><th class="r">Pay monthly</th></tr>
  <tr><td>Annual premium (incl. IPT)</td><td class="r"><b>£923.64</b></td><td class="r">£923.64</td></tr>
  <tr><td>Deposit</td><td class="r">&ndash;</td><td class="r">£92.36</td></tr>
  <tr><td>Monthly instalments</td><td class="r">&ndash;</td><td class="r">10 x £87.72</td></tr>
  <tr><td>Interest (APR 22.9% representative)</td><td class="r">&ndash;</td><td class="r">£45.92</td></tr>
  <tr><td>Total amount payable</td><td class="r">£923.64</td><td class="r">£969.56</td></tr>
</table>
<p>Last year's annual premium: £871.10</p>
<h3 style="font-size:11pt">Your excesses</h3>
<table>
  <tr><td>Compulsory excess</td><td class="r">£350</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td>Total excess</td><td class="r">£600</td></tr>
  <tr><td>Windscreen replacement excess</td><td class="r">£115</td></tr>
</table>
<p>Your payments will be collected by Direct Debit on the 27th of each month. Credit is provided by Premium Credit Limited.</p>
<p style="font-size:7.5pt;color:#555">BMW Car Insurance is a trading style of BMW Financial Services (GB) Limited, Summit ONE, Summit Avenue, Farnborough GU14 0FB. Authorised and regulated by the Financial Conduct Authority (firm reference number 312307). Claims: 0800 783 3232.</p>`,
    expected: {
      renewalDate: '2027-01-27',
      insurer: 'BMW Car Insurance',
      policyNumber: 'BMWI 6620418/3',
      registrationNumber: 'WP22OLK',
      renewalPremium: '923.64',
      previousPremium: '871.10',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'volkswagen-insurance-year-columns',
    html: `
<div style="font-size:17pt;font-weight:bold;color:#001e50">Volkswagen Insurance</div>
<p style="font-size:8.5pt">Volkswagen Financial Services &middot; Brunswick Court, Yeomans Drive, Blakelands, Milton Keynes MK14 5LR</p>
<p style="margin-top:14pt">Mr Thomas Reilly<br>3 Mill View<br>Hexham NE46 1JT</p>
<p>Date: 05.12.26</p>
<p>Dear Mr Reilly,</p>
<p><b>Your Volkswagen Insurance renewal &ndash; policy VWI-00918-3374-C</b></p>
<p>Your new policy starts on 03.02.27. Here is how this year's renewal compares with the policy you have now.</p>
<table style="width:85%" class="box">
  <tr><th></th><th class="r">Last year<br>2026/27</th><th class="r">This year<br>2027/28</th></tr>
  <tr><td>Vehicle</td><td class="r">Golf Life 1.5 TSI GN71 UEB</td><td class="r">Golf Life 1.5 TSI GN71 UEB</td></tr>
  <tr><td>Premium (including IPT)</td><td class="r">£548.30</td><td class="r"><b>£589.74</b></td></tr>
  <tr><td>Compulsory excess</td><td class="r">£250</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td><td class="r">£200</td></tr>
  <tr><td>Total excess</td><td class="r">£500</td><td class="r">£450</td></tr>
  <tr><td>No Claims Bonus</td><td class="r">4 years</td><td class="r">5 years</td></tr>
</table>
<p>Your renewal includes a Volkswagen courtesy car and repairs using genuine Volkswagen parts at an approved retailer. Motor Legal Expenses (£24.99) is available as an optional extra and is not included in the premium shown.</p>
<p>If you pay by Direct Debit, your first payment will be taken on or after 03/02/2027.</p>
<p>Questions? Call 0344 873 6421 (Monday to Friday 8am&ndash;8pm). To report a claim call 0344 873 6409.</p>
<p style="font-size:7.5pt;color:#555">Volkswagen Insurance is a trading name of Volkswagen Insurance Services (UK) Limited, authorised and regulated by the Financial Conduct Authority, firm reference number 311660.</p>`,
    expected: {
      renewalDate: '2027-02-03',
      insurer: 'Volkswagen Insurance',
      policyNumber: 'VWI-00918-3374-C',
      registrationNumber: 'GN71UEB',
      renewalPremium: '589.74',
      previousPremium: '548.30',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    name: 'clarke-kenneth-broker-letter',
    html: `
<div style="text-align:center">
  <div style="font-size:18pt;font-weight:bold">Clarke Kenneth</div>
  <div style="font-size:8.5pt">Kit car, classic and specialist vehicle insurance &middot; Tel 01621 856 233</div>
</div>
<p style="margin-top:16pt">Mr G. Holroyd<br>Fern Cottage<br>Bridge Street<br>Thaxted CM6 2LS</p>
<p>Our ref: CK/PC/118204 &nbsp; Client no. 556120<br>Date: 28 December 2026</p>
<p>Dear Mr Holroyd,</p>
<p><b>Renewal of your specialist car insurance &ndash; Caterham Seven 270, registration R847 HJO</b></p>
<p>Your policy is due for renewal and we are pleased to offer terms as follows.</p>
<table class="box" style="width:80%">
  <tr><td>Policy reference</td><td>CK/PC/118204</td></tr>
  <tr><td>Renewal date</td><td>1st March 2027</td></tr>
  <tr><td>Agreed value</td><td>£14,500</td></tr>
  <tr><td>Limited mileage</td><td>3,000 miles a year</td></tr>
  <tr><td>Renewal premium (inc. IPT)</td><td>£312.50</td></tr>
  <tr><td>Expiring premium</td><td>£298.00</td></tr>
  <tr><td>Compulsory excess</td><td>£100</td></tr>
  <tr><td>Voluntary excess</td><td>£100</td></tr>
  <tr><td>Total excess</td><td>£200</td></tr>
</table>
<p>The premium includes your club membership discount. Please let us know if the car's mileage or storage has changed. If we do not hear from you, and you pay by continuous payment authority, cover will continue automatically.</p>
<p>Yours sincerely,<br>Sarah Doyle<br>Account Handler</p>
<p style="font-size:7pt;color:#555;margin-top:20pt">Clarke Kenneth is a trading name of Clarke Kenneth LLP, authorised and regulated by the Financial Conduct Authority, FRN 311873. This policy is underwritten by Covéa Insurance plc. Insurance Premium Tax is charged at 12%.</p>`,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Clarke Kenneth',
      policyNumber: 'CK/PC/118204',
      registrationNumber: 'R847HJO',
      renewalPremium: '312.50',
      previousPremium: '298.00',
      compulsoryExcess: '100',
      voluntaryExcess: '100',
      totalExcess: '200',
    },
  },
  {
    name: 'patons-email-printed',
    html: `
<div style="font-size:9pt;border-bottom:1px solid #999;padding-bottom:6pt;margin-bottom:10pt">
  <div><b>From:</b> Patons Insurance &lt;renewals@patonsinsurance.co.uk&gt;</div>
  <div><b>To:</b> ciara.mcgrath88@gmail.com</div>
  <div><b>Date:</b> Sat, 5 Dec 2026 at 09:14</div>
  <div><b>Subject:</b> Your car insurance renewal &ndash; Policy PAT 442 7190</div>
</div>
<div style="font-size:15pt;font-weight:bold;color:#0b5394">Patons Insurance</div>
<p>Hi Ciara,</p>
<p>Your car insurance with Patons is coming up for renewal. Your policy PAT 442 7190 for your Vauxhall Corsa (reg. AKZ 7203) will renew from 14th Jan 2027.</p>
<p>Your renewal premium is <b>£776.12</b>. Last year you paid £812.40, so that's a saving of £36.28.</p>
<p>Your excess is £400 in total: £250 compulsory plus the £150 voluntary excess you chose.</p>
<p>Nothing has changed on your policy, so if you're happy there's nothing you need to do &ndash; we'll collect payment from the card ending 4471 on the renewal date. Your quote reference for this renewal is 7719042 if you need to call us on 028 9064 4200.</p>
<p>Thanks for choosing a local broker,<br>The Patons team<br>Belfast</p>
<p style="font-size:7.5pt;color:#555">Patons Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority (FRN 306212). This email and any attachments are confidential.</p>`,
    expected: {
      renewalDate: '2027-01-14',
      insurer: 'Patons Insurance',
      policyNumber: 'PAT 442 7190',
      registrationNumber: 'AKZ7203',
      renewalPremium: '776.12',
      previousPremium: '812.40',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'keith-michaels-letter-sentences',
    html: `
<div style="font-size:16pt;font-weight:bold">Keith Michaels</div>
<div style="font-size:8.5pt">Insurance Brokers &middot; 41 High Road, Chadwell Heath, Romford RM6 6QS &middot; 020 8597 7001</div>
<p style="margin-top:18pt">Mr and Mrs O. Adeyemi<br>118 Whalebone Lane North<br>Romford RM6 5QP</p>
<p>10 January 2027</p>
<p>Dear Mr and Mrs Adeyemi,</p>
<p>We are pleased to invite you to renew your motor policy, number KMI 30-118-775, which expires at midnight on 13 February 2027. Your new period of insurance will begin on 14 February 2027 and run for twelve months.</p>
<p>The policy covers your BMW 320i, registration LR17 GKA, on a comprehensive basis for social, domestic and pleasure use and commuting, with both of you as drivers. Your no claims discount now stands at seven years.</p>
<p>The renewal premium is £1,384.00, including Insurance Premium Tax at 12%, compared with £1,279.00 last year, an increase of about 8%. We approached three other insurers on your behalf and this remains the most competitive terms available to you.</p>
<p>The compulsory excess is £500 and you have chosen a voluntary excess of £250, making £750 in total for any claim for accidental damage, fire or theft.</p>
<p>If you wish to renew, please call us on 020 8597 7001 before 13 February 2027 quoting your customer number 2209471. Payment can be made by debit card or by our instalment scheme.</p>
<p>Yours sincerely,</p>
<p>Michael Greaves<br>Director</p>
<p style="font-size:7.5pt;color:#555">This policy is underwritten by Aviva Insurance Limited. Keith Michaels Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority, FRN 307854. Registered in England No. 01847753.</p>`,
    expected: {
      renewalDate: '2027-02-14',
      insurer: 'Keith Michaels',
      policyNumber: 'KMI 30-118-775',
      registrationNumber: 'LR17GKA',
      renewalPremium: '1384.00',
      previousPremium: '1279.00',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    name: 'howden-renewal-at-a-glance',
    html: `
<div style="font-size:18pt;font-weight:bold;color:#1b365d">Howden</div>
<div style="font-size:8.5pt">Howden Insurance Brokers &middot; Personal car insurance</div>
<p style="margin-top:12pt">Dear Ms Kaur,</p>
<p>Here's a quick look at your car insurance renewal. The full details are in your policy documents.</p>
<div class="box" style="border:2px solid #1b365d;border-radius:8pt;padding:10pt;width:75%">
  <div style="font-size:12pt;font-weight:bold;margin-bottom:6pt">Your renewal at a glance</div>
  <table style="width:100%">
    <tr><td>[calendar icon]</td><td>Renews</td><td><b>22/03/2027</b></td></tr>
    <tr><td>[car icon]</td><td>Your car</td><td>Toyota Yaris Hybrid &middot; KP69 WEA</td></tr>
    <tr><td>[pound icon]</td><td>Your price</td><td><b>£697.08</b> a year</td></tr>
    <tr><td>[arrow up icon]</td><td>Compared with last year</td><td>Up £41.20 on last year (£655.88)</td></tr>
    <tr><td>[shield icon]</td><td>Policy No.</td><td>HOW/MTR/5518602</td></tr>
    <tr><td>[key icon]</td><td>Excess</td><td>£450 total (£350 compulsory + £100 voluntary)</td></tr>
  </table>
</div>
<p>Your account number is 00731145 &ndash; this is different from your policy number and is used for payments only.</p>
<p>Shopping around? The average comprehensive premium in the UK was £635 last quarter. If you'd like us to re-broke your policy, call 0345 600 2415.</p>
<p style="font-size:7.5pt;color:#555">Howden Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority, FRN 307656. Your policy is underwritten by Ageas Insurance Limited. The renewal date above is the date your new policy starts.</p>`,
    expected: {
      renewalDate: '2027-03-22',
      insurer: 'Howden',
      policyNumber: 'HOW/MTR/5518602',
      registrationNumber: 'KP69WEA',
      renewalPremium: '697.08',
      previousPremium: '655.88',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },
  {
    name: 'prestige-values-under-labels',
    html: `
<div style="font-size:16pt;font-weight:bold">Prestige Underwriting</div>
<div style="font-size:8.5pt">Prestige Underwriting Services Ltd &middot; Norwich &middot; 0330 024 2455</div>
<h2 style="font-size:13pt;margin-top:16pt">Motor renewal notice</h2>
<p>Client ID: 00418226 &nbsp;&nbsp; Issued: 07/03/2027</p>
<table style="width:100%;margin-top:8pt">
  <tr style="font-size:8.5pt;color:#555"><td>Policy number</td><td>Registration</td><td>Renewal date</td><td>Annual premium</td></tr>
  <tr style="font-size:11pt"><td><b>PU/7730418/M</b></td><td><b>SG21 XFR</b></td><td><b>05/04/2027</b></td><td><b>£1,912.45</b></td></tr>
</table>
<table style="width:100%;margin-top:12pt">
  <tr style="font-size:8.5pt;color:#555"><td>Last year's premium</td><td>Compulsory excess</td><td>Voluntary excess</td><td>Total excess</td></tr>
  <tr style="font-size:11pt"><td>£1,868.00</td><td>£500</td><td>£500</td><td>£1,000</td></tr>
</table>
<table style="width:100%;margin-top:12pt">
  <tr style="font-size:8.5pt;color:#555"><td>Vehicle</td><td>Value</td><td>Cover</td><td>Drivers</td></tr>
  <tr><td>Porsche Macan S</td><td>£52,000</td><td>Comprehensive</td><td>Insured and spouse</td></tr>
</table>
<p style="margin-top:14pt">The annual premium includes Insurance Premium Tax. Your policy has been reviewed by our underwriters; the terms above apply only if the information we hold is correct. Please tell us about any change to the vehicle's garaging or tracker.</p>
<p style="font-size:7.5pt;color:#555">Prestige Underwriting Services Ltd is authorised and regulated by the Financial Conduct Authority, FRN 300823. Claims 0330 024 2490.</p>`,
    expected: {
      renewalDate: '2027-04-05',
      insurer: 'Prestige Underwriting',
      policyNumber: 'PU/7730418/M',
      registrationNumber: 'SG21XFR',
      renewalPremium: '1912.45',
      previousPremium: '1868.00',
      compulsoryExcess: '500',
      voluntaryExcess: '500',
      totalExcess: '1000',
    },
  },
  {
    name: 'land-rover-narrow-period-cell',
    html: `
<div style="font-size:16pt;font-weight:bold;color:#005a2b">Land Rover Insurance</div>
<p style="font-size:8.5pt">Jaguar Land Rover Insurance Services &middot; 0344 573 5025</p>
<h2 style="font-size:13pt">Renewal schedule</h2>
<p>Issued 16 January 2027</p>
<table style="border:1px solid #999">
  <tr>
    <th style="width:80pt;border:1px solid #999">Policy number</th>
    <th style="width:70pt;border:1px solid #999">Period of insurance</th>
    <th style="width:90pt;border:1px solid #999">Vehicle</th>
    <th style="width:70pt;border:1px solid #999">Registration</th>
    <th style="width:80pt;border:1px solid #999">Renewal premium</th>
  </tr>
  <tr>
    <td style="border:1px solid #999">LRI 0077 4419 26</td>
    <td style="border:1px solid #999">From 00:01 hours 17/02/2027 to 23:59 hours 16/02/2028</td>
    <td style="border:1px solid #999">Range Rover Evoque D200 R-Dynamic</td>
    <td style="border:1px solid #999">DE23 RVU</td>
    <td style="border:1px solid #999">£1,488.90</td>
  </tr>
</table>
<p style="margin-top:10pt">Previous annual premium: £1,402.15 (period 17/02/2026 to 16/02/2027).</p>
<table>
  <tr><td>Compulsory excess</td><td>£500</td></tr>
  <tr><td>Voluntary excess</td><td>£0</td></tr>
  <tr><td>Total excess</td><td>£500</td></tr>
</table>
<p>Your premium includes Insurance Premium Tax and a Land Rover approved repairer guarantee. Tracker subscription renewal is due separately on 01/03/2027.</p>
<p style="font-size:7.5pt;color:#555">Land Rover Insurance is arranged by Jaguar Land Rover Insurance Services, authorised and regulated by the Financial Conduct Authority (FRN 309814), and underwritten by a panel of insurers.</p>`,
    expected: {
      renewalDate: '2027-02-17',
      insurer: 'Land Rover Insurance',
      policyNumber: 'LRI 0077 4419 26',
      registrationNumber: 'DE23RVU',
      renewalPremium: '1488.90',
      previousPremium: '1402.15',
      compulsoryExcess: '500',
      voluntaryExcess: '0',
      totalExcess: '500',
    },
  },
  {
    name: 'volvo-add-ons-and-total',
    html: `
<div style="font-size:16pt;letter-spacing:3pt;font-weight:bold">VOLVO</div>
<div style="font-size:11pt">Volvo Car Insurance</div>
<p style="margin-top:14pt">Dr Rachel Lim<br>9 Beechwood Avenue<br>Harrogate HG2 0PL</p>
<p>11 November 2026</p>
<p>Dear Dr Lim,</p>
<p>Your Volvo Car Insurance policy VCI/114/889201 for your Volvo XC40 B4 (YH72 OMB) is due for renewal. Renewal date: 9 December 2026.</p>
<table class="box" style="width:70%">
  <tr><th>Your renewal price</th><th class="r">Price</th></tr>
  <tr><td>Car insurance</td><td class="r">£611.40</td></tr>
  <tr><td>Motor Legal Protection (optional)</td><td class="r">£29.95</td></tr>
  <tr><td>Volvo Assistance Plus breakdown (optional)</td><td class="r">£54.00</td></tr>
  <tr><td><b>Total to pay</b></td><td class="r"><b>£695.35</b></td></tr>
</table>
<p>Last year your car insurance cost £590.12 (without add-ons); your total last year, with the same two add-ons, was £649.07.</p>
<table>
  <tr><td>Compulsory excess</td><td>£250</td></tr>
  <tr><td>Voluntary excess</td><td>£250</td></tr>
  <tr><td>Total excess</td><td>£500</td></tr>
</table>
<p>You could save £83.95 by removing both add-ons, but you would lose legal expenses cover and roadside assistance.</p>
<p style="font-size:7.5pt;color:#555">Volvo Car Insurance is provided by a panel of insurers. Claims: 0344 892 1745. Customer number: 3310928.</p>`,
    expected: {
      renewalDate: '2026-12-09',
      insurer: 'Volvo Car Insurance',
      policyNumber: 'VCI/114/889201',
      registrationNumber: 'YH72OMB',
      renewalPremium: '611.40',
      previousPremium: '590.12',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'hyundai-price-fell-sentence',
    html: `
<div style="font-size:16pt;font-weight:bold;color:#002c5f">Hyundai Insurance</div>
<p style="font-size:8.5pt">Hyundai Insurance &middot; PO Box 1120, Leeds LS1 9AB &middot; 0344 338 3440</p>
<p style="margin-top:14pt">Mr Callum Shaw<br>4 Glenview Road<br>Paisley PA2 8NX</p>
<p>30/11/2026</p>
<h2 style="font-size:13pt">Good news &ndash; your price has gone down</h2>
<p>Dear Mr Shaw,</p>
<p>Your cover renews from 00:01 on 30 December 2026. Your renewal premium is £433.18, which is £52.60 less than the £485.78 you paid last year.</p>
<table style="width:75%" class="box">
  <tr><td>Policy number:</td><td>HYI0445120</td></tr>
  <tr><td>Vehicle:</td><td>Hyundai i20 1.0 T-GDi &ndash; SN70 ZPD</td></tr>
  <tr><td>Cover:</td><td>Comprehensive</td></tr>
  <tr><td>Compulsory excess:</td><td>£200</td></tr>
  <tr><td>Voluntary excess:</td><td>£150</td></tr>
  <tr><td>Total excess:</td><td>£350</td></tr>
</table>
<p>The average UK car insurance premium is currently around £597, so your renewal is well below it.</p>
<p>Your current policy ends at 23:59 on 29 December 2026. If you don't want to renew, please let us know before then.</p>
<p style="font-size:7.5pt;color:#555">Hyundai Insurance is a trading name of Hyundai Insurance Services. Authorised and regulated by the Financial Conduct Authority, FRN 305118.</p>`,
    expected: {
      renewalDate: '2026-12-30',
      insurer: 'Hyundai Insurance',
      policyNumber: 'HYI0445120',
      registrationNumber: 'SN70ZPD',
      renewalPremium: '433.18',
      previousPremium: '485.78',
      compulsoryExcess: '200',
      voluntaryExcess: '150',
      totalExcess: '350',
    },
  },
  {
    name: 'insurance-factory-expiring-renewal-columns',
    html: `
<div style="font-size:16pt;font-weight:bold;color:#e35205">Insurance Factory</div>
<p style="font-size:8.5pt">Insurance Factory Limited &middot; 45 Westpoint, Warple Way, London W3 0RG &middot; 0344 472 2100</p>
<p style="margin-top:14pt">Mr Kyle Robertson<br>56 Dundonald Road<br>Kilmarnock KA1 1RZ</p>
<p>Date: 9 February 2027 &nbsp; Your customer number: IF-661024</p>
<h2 style="font-size:13pt">Your renewal terms</h2>
<p>Policy number <b>IFL/M/2281447</b> &middot; Vehicle: Seat Ibiza FR 1.0 TSI, SA66 KTN &middot; Young driver telematics policy</p>
<table style="width:90%" class="box">
  <tr><th></th><th>Expiring</th><th>Renewal</th></tr>
  <tr><td>Period</td><td>11/03/2026 &ndash; 10/03/2027</td><td>11/03/2027 &ndash; 10/03/2028</td></tr>
  <tr><td>Premium (incl. IPT)</td><td>£1,102.77</td><td><b>£1,156.30</b></td></tr>
  <tr><td>Compulsory excess</td><td>£350</td><td>£350</td></tr>
  <tr><td>Voluntary excess</td><td>£0</td><td>£250</td></tr>
  <tr><td>Total excess</td><td>£350</td><td>£600</td></tr>
  <tr><td>Driving score</td><td>&ndash;</td><td>82 / 100</td></tr>
</table>
<p>Because of your good driving score we have been able to keep the increase to 4.9%. You chose to add a voluntary excess of £250 at renewal, which is reflected above.</p>
<p>Please keep your black box connected. A device removal fee of £75 applies if it is removed without our agreement.</p>
<p style="font-size:7.5pt;color:#555">Insurance Factory Limited is authorised and regulated by the Financial Conduct Authority, firm reference number 306108. Underwritten by a panel of insurers.</p>`,
    expected: {
      renewalDate: '2027-03-11',
      insurer: 'Insurance Factory',
      policyNumber: 'IFL/M/2281447',
      registrationNumber: 'SA66KTN',
      renewalPremium: '1156.30',
      previousPremium: '1102.77',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'ford-insure-direct-debit-multi-car',
    html: `
<div style="font-size:16pt;font-weight:bold;color:#003478">Ford Insure</div>
<p style="font-size:8.5pt">Ford Insure &middot; 0800 056 2555</p>
<p style="margin-top:14pt">Mrs Lorraine Baxter<br>27 Oakfield Drive<br>Basildon SS14 3PD</p>
<p>15 March 2027</p>
<p>Dear Mrs Baxter,</p>
<p>Your Ford Insure policy is due for renewal. Please check the details below.</p>
<table style="width:100%">
  <tr><td style="width:45%">Policy number</td><td>FI/22/0918734</td></tr>
  <tr><td>Vehicle</td><td>Ford Puma ST-Line 1.0 EcoBoost mHEV</td></tr>
  <tr><td>Registration</td><td>EK21 FMX</td></tr>
  <tr><td>Policy start date</td><td>13/04/2027</td></tr>
  <tr><td>Annual premium</td><td>£702.66</td></tr>
  <tr><td>Compulsory / voluntary / total excess</td><td>£250 / £250 / £500</td></tr>
</table>
<p>Your premium last year was £688.30.</p>
<h3 style="font-size:11pt">Your Direct Debit</h3>
<table>
  <tr><td>Monthly payments</td><td>12 x £62.14</td></tr>
  <tr><td>Representative APR</td><td>19.9%</td></tr>
  <tr><td>Total amount payable</td><td>£745.68</td></tr>
  <tr><td>Bank sort code</td><td>40-11-62</td></tr>
  <tr><td>Account number</td><td>****3381</td></tr>
  <tr><td>Mandate reference</td><td>FIN-DD-0048812</td></tr>
</table>
<p style="margin-top:10pt"><b>Multi-car:</b> your second car, a Ford Fiesta (EY19 HBA), is insured under policy FI/22/0918735 and renews on 02/06/2027. We'll write to you about it nearer the time; its current premium is £455.20.</p>
<p style="font-size:7.5pt;color:#555">Ford Insure is a trading name of Ford Credit Europe. Authorised and regulated by the Financial Conduct Authority (FRN 309528). Claims line 0800 056 2558.</p>`,
    expected: {
      renewalDate: '2027-04-13',
      insurer: 'Ford Insure',
      policyNumber: 'FI/22/0918734',
      registrationNumber: 'EK21FMX',
      renewalPremium: '702.66',
      previousPremium: '688.30',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'mini-insurance-letter-photo',
    photo: true,
    html: `
<div style="font-size:18pt;font-weight:bold">MINI Insurance</div>
<p style="font-size:9pt">MINI Insurance &middot; Farnborough GU14 0FB &middot; 0800 083 3232</p>
<p style="margin-top:16pt">Miss Sophie Turner<br>12 Cavendish Street<br>Sheffield S3 7RZ</p>
<p>1 December 2026</p>
<p style="font-size:11pt">Dear Miss Turner,</p>
<p style="font-size:11pt">Your MINI Insurance renews on 04/01/2027. Thank you for staying with us.</p>
<div class="box" style="width:75%;font-size:11pt;border:2px solid #000">
  <table style="width:100%">
    <tr><td>Policy number</td><td class="r">MIN 552 019 884</td></tr>
    <tr><td>Car</td><td class="r">MINI Cooper 3-door &middot; MF18 UWB</td></tr>
    <tr><td>Your new annual premium</td><td class="r"><b>£538.90</b></td></tr>
    <tr><td>Last year's annual premium</td><td class="r">£512.44</td></tr>
  </table>
</div>
<p style="font-size:11pt">Excess: compulsory £250, voluntary £100, total £350.</p>
<p style="font-size:11pt">Your price includes Insurance Premium Tax. MINI Tyre and Alloy cover was not selected and is not included.</p>
<p style="font-size:11pt">Kind regards,<br>MINI Insurance</p>`,
    expected: {
      renewalDate: '2027-01-04',
      insurer: 'MINI Insurance',
      policyNumber: 'MIN 552 019 884',
      registrationNumber: 'MF18UWB',
      renewalPremium: '538.90',
      previousPremium: '512.44',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'skoda-insurance-schedule-photo',
    photo: true,
    html: `
<div style="font-size:18pt;font-weight:bold;color:#0e3a2f">Skoda Insurance</div>
<p style="font-size:9pt">Volkswagen Financial Services &middot; 0344 873 6550</p>
<h2 style="font-size:14pt">Renewal schedule</h2>
<table style="width:100%;font-size:11pt">
  <tr><td style="width:45%">Policy number</td><td>SKI-7710349</td></tr>
  <tr><td>Customer number</td><td>20045517</td></tr>
  <tr><td>Vehicle</td><td>Skoda Octavia Estate SE L 2.0 TDI</td></tr>
  <tr><td>Registration</td><td>FJ67 NRO</td></tr>
  <tr><td>Period of insurance</td><td>26/02/2027 to 25/02/2028</td></tr>
  <tr><td>Renewal premium</td><td>£467.25</td></tr>
  <tr><td>Last year's premium</td><td>£455.00</td></tr>
  <tr><td>Compulsory excess</td><td>£300</td></tr>
  <tr><td>Voluntary excess</td><td>£200</td></tr>
  <tr><td>Total excess</td><td>£500</td></tr>
  <tr><td>No Claims Bonus</td><td>8 years</td></tr>
</table>
<p style="font-size:10pt">Premium includes IPT at 12%. Schedule issued 28/01/2027.</p>`,
    expected: {
      renewalDate: '2027-02-26',
      insurer: 'Skoda Insurance',
      policyNumber: 'SKI-7710349',
      registrationNumber: 'FJ67NRO',
      renewalPremium: '467.25',
      previousPremium: '455.00',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'peoples-choice-letter-photo',
    photo: true,
    html: `
<div style="font-size:18pt;font-weight:bold;color:#5b2c83">People's Choice</div>
<p style="font-size:9pt">People's Choice Insurance &middot; 0330 123 0330</p>
<p style="margin-top:16pt">Mr Wayne Doherty<br>81 Holbrook Lane<br>Coventry CV6 4AB</p>
<p>12 February 2027</p>
<p style="font-size:11pt">Dear Mr Doherty,</p>
<p style="font-size:11pt">Your car insurance policy PC 0918 4473 for your Nissan Qashqai, registration KN19 ORZ, is due to renew on 15 March 2027.</p>
<p style="font-size:11pt">Your renewal premium is £891.40. That is £56.70 less than last year, when you paid £948.10.</p>
<p style="font-size:11pt">Your excesses are: compulsory £250 and voluntary £200, a total excess of £450.</p>
<p style="font-size:11pt">If you pay monthly, 10 instalments of £85.61 will be taken after a deposit of £89.14.</p>
<p style="font-size:11pt">Yours sincerely,<br>Renewals Team</p>`,
    expected: {
      renewalDate: '2027-03-15',
      insurer: "People's Choice",
      policyNumber: 'PC 0918 4473',
      registrationNumber: 'KN19ORZ',
      renewalPremium: '891.40',
      previousPremium: '948.10',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    name: 'gallagher-instalments-photo',
    photo: true,
    html: `
<div style="font-size:18pt;font-weight:bold;color:#002d62">Gallagher</div>
<p style="font-size:9pt">Arthur J. Gallagher Insurance Brokers Limited &middot; Private Clients &middot; 0800 062 2900</p>
<p style="margin-top:14pt">Mrs E. Whitfield<br>The Granary<br>Stow-on-the-Wold GL54 1AA</p>
<p>Date: 23.12.26</p>
<h2 style="font-size:14pt">Motor insurance renewal</h2>
<table style="width:100%;font-size:11pt">
  <tr><td style="width:45%">Policy no.</td><td>AJG/PMI/330917</td></tr>
  <tr><td>Vehicle</td><td>Audi A6 Avant 40 TDI &middot; BD65 XSL</td></tr>
  <tr><td>Renewal date</td><td>28.01.27</td></tr>
  <tr><td>Annual premium</td><td><b>£1,034.70</b></td></tr>
  <tr><td>Last year's annual premium</td><td>£998.20</td></tr>
  <tr><td>Excess</td><td>Compulsory £400 &middot; Voluntary £100 &middot; Total £500</td></tr>
</table>
<p style="font-size:11pt">Or pay by instalments: deposit £103.47, then 9 monthly payments of £109.82 (APR 14.9%), total payable £1,091.85.</p>
<p style="font-size:8pt">Underwritten by Covéa Insurance plc. FCA FRN 311915.</p>`,
    expected: {
      renewalDate: '2027-01-28',
      insurer: 'Gallagher',
      policyNumber: 'AJG/PMI/330917',
      registrationNumber: 'BD65XSL',
      renewalPremium: '1034.70',
      previousPremium: '998.20',
      compulsoryExcess: '400',
      voluntaryExcess: '100',
      totalExcess: '500',
    },
  },
  {
    name: 'audi-insurance-sideways-photo',
    photo: 'sideways',
    html: `
<div style="font-size:18pt;font-weight:bold">Audi Insurance</div>
<p style="font-size:9pt">Volkswagen Financial Services &middot; 0344 873 6500</p>
<p style="margin-top:14pt">Mr Neil Patterson<br>6 Ashdown Way<br>Crawley RH10 3XY</p>
<p>Date: 14 January 2027</p>
<p style="font-size:11pt">Dear Mr Patterson,</p>
<p style="font-size:11pt">Your Audi Insurance policy AUD/05/771204 renews on 19 Feb 2027.</p>
<table style="width:85%;font-size:11pt" class="box">
  <tr><td>Car</td><td>Audi Q3 35 TFSI S line &middot; WR20 YTC</td></tr>
  <tr><td>Renewal premium</td><td><b>£1,276.55</b></td></tr>
  <tr><td>Last year's premium</td><td>£1,190.10</td></tr>
  <tr><td>Compulsory excess</td><td>£350</td></tr>
  <tr><td>Voluntary excess</td><td>£150</td></tr>
  <tr><td>Total excess</td><td>£500</td></tr>
</table>
<p style="font-size:11pt">Your premium includes Insurance Premium Tax. Audi Genuine Parts are used for all repairs at an Audi Approved Repairer.</p>`,
    expected: {
      renewalDate: '2027-02-19',
      insurer: 'Audi Insurance',
      policyNumber: 'AUD/05/771204',
      registrationNumber: 'WR20YTC',
      renewalPremium: '1276.55',
      previousPremium: '1190.10',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
];
