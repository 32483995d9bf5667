// A second set of fresh UK car-insurance renewal notices (issue 47, 2026-11-29), written by a helper who had not read
// the reader's code, the first set or any other test notice; six are read as phone photos. Each expectation is what
// the notice says; six insurer names were changed afterwards to the brand list's name for the same brand (marked).
// All people, policy numbers, registrations and prices are fictional.
import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES_2: FreshNotice[] = [
  // 1. Bell – label/value tables, add-ons summed into a total to pay
  {
    name: 'bellLabelValueTables',
    html: `
<div style="display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #d6001c;padding-bottom:6px">
  <div style="font-size:26pt;font-weight:bold;color:#d6001c">bell</div>
  <div style="text-align:right;font-size:9pt">Bell Insurance<br>Ty Admiral, David Street<br>Cardiff CF10 2EH<br>0333 220 2004</div>
</div>
<p style="margin-top:14px">Miss Chloe Adeyemi<br>14 Larkspur Close<br>Wakefield<br>WF2 7QL</p>
<p>10 February 2027<br>Customer number: 40918273</p>
<h2>Your car insurance renewal</h2>
<p>Dear Miss Adeyemi,</p>
<p>Your Bell car insurance is due for renewal. We've worked out your price for the next 12 months and the details are below. If you're happy with everything, you don't need to do anything &ndash; we'll renew your policy automatically and take payment from the card ending 4471.</p>
<table style="width:100%;margin-bottom:10px">
  <tr><th colspan="2" style="text-align:left;background:#f2f2f2">Your policy</th></tr>
  <tr><td style="width:45%">Policy number</td><td>P74419283-1</td></tr>
  <tr><td>Car</td><td>Vauxhall Corsa SE 1.2 (2019)</td></tr>
  <tr><td>Registration</td><td>LS19 XKF</td></tr>
  <tr><td>Renewal date</td><td>14/03/2027</td></tr>
  <tr><td>Level of cover</td><td>Comprehensive</td></tr>
  <tr><td>No claims discount</td><td>4 years (not protected)</td></tr>
</table>
<table style="width:100%;margin-bottom:10px">
  <tr><th style="text-align:left;background:#f2f2f2">Your price</th><th class="r" style="background:#f2f2f2">&pound;</th></tr>
  <tr><td>Your renewal price (car insurance, including Insurance Premium Tax)</td><td class="r">612.40</td></tr>
  <tr><td>Motor Legal Protection</td><td class="r">29.99</td></tr>
  <tr><td>Breakdown cover &ndash; Roadside &amp; Recovery</td><td class="r">59.00</td></tr>
  <tr><td><b>Total to pay</b></td><td class="r"><b>701.39</b></td></tr>
  <tr><td>Your premium last year (car insurance only)</td><td class="r">548.90</td></tr>
</table>
<table style="width:100%;margin-bottom:10px">
  <tr><th style="text-align:left;background:#f2f2f2">Your excesses</th><th class="r" style="background:#f2f2f2">Amount</th></tr>
  <tr><td>Compulsory excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">&pound;100</td></tr>
  <tr><td>Total accidental damage, fire and theft excess</td><td class="r">&pound;350</td></tr>
  <tr><td>Windscreen replacement</td><td class="r">&pound;115</td></tr>
  <tr><td>Windscreen repair</td><td class="r">&pound;10</td></tr>
</table>
<p>Prices can go up or down at renewal. The cost of repairs, the number of claims in your area and changes to your details all affect what you pay.</p>
<p>Kind regards,<br>The Bell team</p>
<p style="font-size:8pt">Bell is a trading name of EUI Limited, which is authorised and regulated by the Financial Conduct Authority (FRN 309378).</p>
`,
    expected: {
      renewalDate: '2027-03-14',
      insurer: 'Bell',
      policyNumber: 'P74419283-1',
      registrationNumber: 'LS19XKF',
      renewalPremium: '612.40',
      previousPremium: '548.90',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },

  // 2. Hiscox – numbered schedule sections, IPT separate, gross premium, agreed value
  {
    name: 'hiscoxNumberedSchedule',
    html: `
<div style="border-bottom:3px solid #000;padding-bottom:6px;overflow:hidden">
  <span style="font-size:22pt;letter-spacing:3px;font-weight:bold">HISCOX</span>
  <span style="float:right;text-align:right">Private Client Motor<br><b>Renewal Schedule</b></span>
</div>
<p style="font-size:9pt">Hiscox Underwriting Ltd, The Hiscox Building, Peasholme Green, York YO1 7PR &nbsp;|&nbsp; Issued 15 December 2026</p>
<h3>Section 1 &ndash; The Policyholder</h3>
<table style="width:100%">
  <tr><td style="width:35%">Name</td><td>Mr Julian F. Ashcombe-Reid</td></tr>
  <tr><td>Address</td><td>The Old Rectory, Church Lane, Burford, Oxfordshire OX18 4RY</td></tr>
  <tr><td>Policy/Cert No</td><td>HX/MTR/0091827/04</td></tr>
  <tr><td>Client reference</td><td>HC-227190</td></tr>
  <tr><td>Broker</td><td>Ashdown Private Clients Ltd (agency 55102)</td></tr>
</table>
<h3>Section 2 &ndash; Period of Insurance</h3>
<p>From 00:01 on 22 January 2027 to 23:59 on 21 January 2028 (both dates inclusive).</p>
<h3>Section 3 &ndash; Insured Vehicle</h3>
<table style="width:100%">
  <tr><td style="width:35%">Registration mark</td><td>WK72 ODP</td></tr>
  <tr><td>Make and model</td><td>Porsche Macan GTS 2.9 PDK</td></tr>
  <tr><td>Agreed value</td><td>&pound;68,500</td></tr>
  <tr><td>Use</td><td>Social, domestic and pleasure including commuting</td></tr>
  <tr><td>Overnight location</td><td>Locked garage at the address above</td></tr>
</table>
<h3>Section 4 &ndash; Premium</h3>
<table style="width:100%">
  <tr><td style="width:65%">Annual premium (net of tax)</td><td class="r">&pound;1,840.00</td></tr>
  <tr><td>Insurance Premium Tax @ 12%</td><td class="r">&pound;220.80</td></tr>
  <tr><td><b>Gross premium</b></td><td class="r"><b>&pound;2,060.80</b></td></tr>
  <tr><td>Expiring gross premium (2026/27)</td><td class="r">&pound;1,912.45</td></tr>
</table>
<h3>Section 5 &ndash; Excess</h3>
<table style="width:100%">
  <tr><td style="width:65%">Policy excess &ndash; each and every claim for loss or damage</td><td class="r">&pound;500</td></tr>
  <tr><td>Glass excess</td><td class="r">&pound;75</td></tr>
</table>
<p style="font-size:9pt">The policy excess does not apply where the loss is caused by an identified third party who accepts liability.</p>
<h3>Section 6 &ndash; Persons entitled to drive</h3>
<p>The Policyholder and Mrs Harriet Ashcombe-Reid, provided they hold a full licence.</p>
<p style="font-size:8pt">This schedule must be read together with the policy wording HX-PCM-0925 and any endorsements shown.</p>
`,
    expected: {
      renewalDate: '2027-01-22',
      insurer: 'Hiscox',
      policyNumber: 'HX/MTR/0091827/04',
      registrationNumber: 'WK72ODP',
      renewalPremium: '2060.80',
      previousPremium: '1912.45',
      totalExcess: '500',
    },
  },

  // 3. Vitality – price only in a sentence with an increase in pounds, cashback distractor
  {
    name: 'vitalitySentenceIncrease',
    html: `
<div style="background:#e5007e;color:#fff;padding:10px 14px">
  <span style="font-size:20pt;font-weight:bold">Vitality</span><span style="float:right;margin-top:8px">Car insurance</span>
</div>
<p style="margin-top:10px">Policy number: VC 0048 2219 71 &nbsp;&nbsp; Member number: 7730 1184 22</p>
<p>Ms Priya Raman<br>Flat 6, 21 Sefton Park Road<br>Liverpool L8 3SL</p>
<h1 style="font-size:18pt">It's nearly time to renew, Priya</h1>
<p>Your car insurance renews on <b>Monday 1 March 2027</b>. We'll renew it automatically unless you tell us otherwise.</p>
<div class="box" style="padding:10px;margin:10px 0">
  <p style="font-size:12pt;margin:0">Your renewal price is <b>&pound;734.18</b> for the year &ndash; that's &pound;58.61 more than last year.</p>
</div>
<p><b>Why has my price changed?</b> Repair costs for vehicles like yours have risen, and claims in your postcode area have increased over the last year.</p>
<p><b>Your car:</b> Nissan Qashqai Acenta Premium DIG-T, registration ND68 FWE</p>
<table style="width:60%">
  <tr><th style="text-align:left">Excess</th><th class="r"></th></tr>
  <tr><td>Compulsory</td><td class="r">&pound;250</td></tr>
  <tr><td>Voluntary</td><td class="r">&pound;250</td></tr>
  <tr><td>Total</td><td class="r">&pound;500</td></tr>
</table>
<h3>Your Vitality rewards</h3>
<p>Through Vitality Drive you earned <b>&pound;42.50</b> cashback this year. It will be paid into your bank account in April and does not change your renewal price.</p>
<p><b>Prefer to pay monthly?</b> 12 payments of &pound;66.29 (representative APR 19.9%), total amount payable &pound;795.48.</p>
<p style="font-size:8pt">Vitality car insurance is arranged by Vitality Corporate Services Limited. Authorised and regulated by the Financial Conduct Authority.</p>
`,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Vitality',
      policyNumber: 'VC 0048 2219 71',
      registrationNumber: 'ND68FWE',
      renewalPremium: '734.18',
      previousPremium: '675.57',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 4. Budget – two-column grid, instalments, upgrade offer
  {
    name: 'budgetTwoColumnInstalments',
    html: `
<div style="font-size:22pt;font-weight:bold;color:#00843d;margin-bottom:4px">Budget <span style="font-weight:normal;font-size:14pt">insurance</span></div>
<h2 style="margin-top:0">Renewal invitation</h2>
<div class="cols">
  <div>
    <h3>About you</h3>
    <p>Mr Daniel O'Rourke<br>3 Clayton Way<br>Leeds<br>LS12 9DP</p>
    <table style="width:100%">
      <tr><td>Pol. No</td><td>BUD/7719320/01</td></tr>
      <tr><td>Customer ID</td><td>0918273645</td></tr>
      <tr><td>Start date</td><td>09.04.27</td></tr>
      <tr><td>Car</td><td>Ford Fiesta Zetec 1.0 EcoBoost</td></tr>
      <tr><td>Reg</td><td>YD68 TNV</td></tr>
      <tr><td>Cover</td><td>Comprehensive</td></tr>
    </table>
  </div>
  <div class="box" style="padding:8px">
    <h3 style="margin-top:0">Your price</h3>
    <table style="width:100%">
      <tr><td>Annual premium<br><span style="font-size:8pt">incl. Insurance Premium Tax</span></td><td class="r"><b>&pound;498.76</b></td></tr>
      <tr><td>Last year's price</td><td class="r">&pound;452.10</td></tr>
    </table>
    <p style="margin-bottom:2px"><b>Paying monthly</b></p>
    <table style="width:100%">
      <tr><td>Deposit</td><td class="r">&pound;74.89</td></tr>
      <tr><td>10 monthly payments of</td><td class="r">&pound;52.37</td></tr>
      <tr><td>Representative APR</td><td class="r">25.9%</td></tr>
      <tr><td>Total amount payable</td><td class="r">&pound;598.59</td></tr>
    </table>
  </div>
</div>
<h3>Your excess</h3>
<table style="width:70%">
  <tr><td>Compulsory excess</td><td class="r">&pound;300</td></tr>
  <tr><td>Voluntary excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Total excess</td><td class="r">&pound;550</td></tr>
  <tr><td>Theft of keys excess</td><td class="r">&pound;150</td></tr>
</table>
<div class="box" style="padding:8px;margin-top:10px;background:#f0f8f2">
  <b>Upgrade to Budget Extra</b> &ndash; courtesy car guaranteed and key cover included, for just &pound;32.50 more a year. Call 0344 412 2244 to add it.
</div>
<p>If you don't want to renew, please let us know before your start date. Your current policy continues until then.</p>
<p style="font-size:8pt">Budget Insurance is a trading name of BISL Limited. Authorised and regulated by the Financial Conduct Authority.</p>
`,
    expected: {
      renewalDate: '2027-04-09',
      insurer: 'Budget Insurance', // the brand list's name
      policyNumber: 'BUD/7719320/01',
      registrationNumber: 'YD68TNV',
      renewalPremium: '498.76',
      previousPremium: '452.10',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },

  // 5. Post Office – PHOTO, banner row with price
  {
    name: 'postOfficeBannerPhoto',
    photo: true,
    html: `
<div style="font-size:12pt">
<div style="background:#e30613;color:#fff;font-size:20pt;font-weight:bold;padding:10px">Post Office Car Insurance</div>
<p style="margin-top:14px">Mrs Gwen Pritchard<br>7 Heol y Parc<br>Bridgend<br>CF31 4RT</p>
<p>12 April 2027</p>
<h2>Time to renew your car insurance</h2>
<table style="width:100%;font-size:12pt">
  <tr><td colspan="2" style="background:#fde8e9;font-size:16pt;padding:8px"><b>Your price to renew: &pound;389.50</b></td></tr>
  <tr><td style="width:50%">What you paid last year</td><td>&pound;344.20</td></tr>
  <tr><td>Policy number</td><td>PO-MC-55210847</td></tr>
  <tr><td>Registration</td><td>MA17 HZE</td></tr>
  <tr><td>Car</td><td>Kia Picanto 1 1.0</td></tr>
  <tr><td>Cover from</td><td>17 May 2027</td></tr>
</table>
<h3>Your excess</h3>
<table style="width:100%;font-size:12pt">
  <tr><td style="width:50%">Compulsory</td><td>&pound;250</td></tr>
  <tr><td>Voluntary</td><td>&pound;100</td></tr>
  <tr><td>Total</td><td>&pound;350</td></tr>
</table>
<p>Renew before 17 May 2027 and we'll send you a &pound;10 Post Office travel money voucher.</p>
<p>To renew or make changes, call 0330 123 3937.</p>
</div>
`,
    expected: {
      renewalDate: '2027-05-17',
      insurer: 'Post Office',
      policyNumber: 'PO-MC-55210847',
      registrationNumber: 'MA17HZE',
      renewalPremium: '389.50',
      previousPremium: '344.20',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },

  // 6. Policy Expert – definition list, expiry at midnight, decrease
  {
    name: 'policyExpertDefinitionList',
    html: `
<style>
  .pe dt { font-weight:bold; margin-top:8px; color:#1b3a6b }
  .pe dd { margin-left:0; padding-bottom:4px; border-bottom:1px dotted #999 }
</style>
<div style="font-size:20pt;color:#1b3a6b;font-weight:bold">Policy Expert</div>
<p style="font-size:9pt">Policy Expert, Ground Floor, 1 Chiswick Park, London W4 5BY</p>
<p>Mr Tomasz Nowak<br>58 Cavendish Road<br>Nottingham NG7 1FH</p>
<p>1 June 2027</p>
<h2>Your motor renewal summary</h2>
<p>Good news &ndash; your price has gone down this year. Here's everything you need to know.</p>
<dl class="pe">
  <dt>Policy number</dt><dd>PE-MOT-3318 4420</dd>
  <dt>Account reference</dt><dd>ACC-771920</dd>
  <dt>Vehicle</dt><dd>Skoda Octavia SE L 1.5 TSI estate &ndash; GY20 KLU</dd>
  <dt>When your current cover ends</dt><dd>Your policy expires at midnight on 30 June 2027</dd>
  <dt>Your premium for the year ahead</dt><dd>&pound;567.23 (including Insurance Premium Tax)</dd>
  <dt>Current premium</dt><dd>&pound;601.88</dd>
  <dt>Excess</dt><dd>Compulsory &pound;200 + voluntary &pound;300 = &pound;500 total. A separate &pound;100 excess applies to windscreen replacement.</dd>
  <dt>Named drivers</dt><dd>Tomasz Nowak, Agnieszka Nowak</dd>
</dl>
<p>We'll renew automatically. If anything has changed, please update your details in your online account.</p>
`,
    expected: {
      renewalDate: '2027-07-01',
      insurer: 'Policy Expert',
      policyNumber: 'PE-MOT-3318 4420',
      registrationNumber: 'GY20KLU',
      renewalPremium: '567.23',
      previousPremium: '601.88',
      compulsoryExcess: '200',
      voluntaryExcess: '300',
      totalExcess: '500',
    },
  },

  // 7. RIAS – values under their labels, policy number under label, refund distractor
  {
    name: 'riasValuesUnderLabels',
    html: `
<style>
  .rg { display:grid; grid-template-columns:1fr 1fr 1fr; gap:12px; margin:10px 0 }
  .rg div { border:1px solid #888; padding:6px }
  .rg .l { font-size:9pt; color:#444; display:block }
  .rg .v { font-size:12pt; font-weight:bold; display:block; margin-top:3px }
</style>
<div style="font-size:22pt;font-weight:bold;color:#003b71">RIAS</div>
<p style="font-size:9pt">RIAS, Ageas House, Tollgate, Eastleigh, Hampshire SO53 3YA</p>
<p>Mr Graham Kilbride<br>2 Moorfoot Crescent<br>Penicuik<br>EH26 0BB</p>
<p>22 July 2027</p>
<h2>Your car insurance renewal</h2>
<div class="rg">
  <div><span class="l">Policy number (please quote this)</span><span class="v">RIA 4482 0917 55</span></div>
  <div><span class="l">Customer reference</span><span class="v">C-00918823</span></div>
  <div><span class="l">Renewal date</span><span class="v">21st August 2027</span></div>
  <div><span class="l">Vehicle registration</span><span class="v">SF66 WRM</span></div>
  <div><span class="l">The cost of your cover</span><span class="v">&pound;426.15</span></div>
  <div><span class="l">Previous premium</span><span class="v">&pound;401.02</span></div>
</div>
<p>The cost of your cover includes Insurance Premium Tax. You chose to keep these optional extras:</p>
<table style="width:70%">
  <tr><td>Motor Legal Expenses</td><td class="r">&pound;24.95</td></tr>
  <tr><td>RIAS Breakdown Cover</td><td class="r">&pound;28.50</td></tr>
  <tr><td><b>Premium including optional extras</b></td><td class="r"><b>&pound;479.60</b></td></tr>
</table>
<h3>Excess</h3>
<div class="rg">
  <div><span class="l">Compulsory excess</span><span class="v">&pound;200</span></div>
  <div><span class="l">Voluntary excess</span><span class="v">&pound;150</span></div>
  <div><span class="l">Total excess</span><span class="v">&pound;350</span></div>
</div>
<p>Earlier this year we refunded you &pound;12.40 following your mid-term change of address. This has no effect on your renewal.</p>
<p>Yours sincerely,<br>Customer Services, RIAS</p>
`,
    expected: {
      renewalDate: '2027-08-21',
      insurer: 'RIAS',
      policyNumber: 'RIA 4482 0917 55',
      registrationNumber: 'SF66WRM',
      renewalPremium: '426.15',
      previousPremium: '401.02',
      compulsoryExcess: '200',
      voluntaryExcess: '150',
      totalExcess: '350',
    },
  },

  // 8. Castle Cover – PHOTO, plain letter, price in a sentence with last year's figure
  {
    name: 'castleCoverLetterPhoto',
    photo: true,
    html: `
<div style="font-size:12pt">
<div style="text-align:center;font-size:20pt;font-weight:bold;letter-spacing:1px">CASTLE COVER</div>
<div style="text-align:center;font-size:10pt">Car insurance for the over 50s &middot; Forest Gate, Brighton Road, Crawley RH11 9BH</div>
<p style="margin-top:18px">Mr &amp; Mrs R. Whitlock<br>Holly Cottage, Mill Lane<br>Little Dunmow<br>CM6 3HT</p>
<p>Our policy reference: CC/M/2280514<br>Your account number: 55102983<br>Date: 4 August 2027</p>
<p>Dear Mr Whitlock,</p>
<p><b>Renewal of your motor insurance &ndash; Honda Jazz, registration KP61 BXA</b></p>
<p>Your current policy ends on 4th September 2027 and your cover renews on 5th September 2027.</p>
<p>Your premium for the coming year will be <b>&pound;312.60</b>, compared with &pound;298.40 last year. This includes Insurance Premium Tax.</p>
<p>Your policy excess remains at &pound;250. Protected no claims discount continues to be included at no extra cost.</p>
<p>If you would like our breakdown cover as well, it costs &pound;39.00 for the year. Just telephone us on 0800 169 7700.</p>
<p>Thank you for staying with us.</p>
<p>Yours sincerely,<br><br>Margaret Hale<br>Customer Services Manager</p>
</div>
`,
    expected: {
      renewalDate: '2027-09-05',
      insurer: 'Castle Cover',
      policyNumber: 'CC/M/2280514',
      registrationNumber: 'KP61BXA',
      renewalPremium: '312.60',
      previousPremium: '298.40',
      totalExcess: '250',
    },
  },

  // 9. Darwin – arrow old → new, monthly vs annual
  {
    name: 'darwinArrowMonthlyVsAnnual',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center">
  <div style="font-size:24pt;font-weight:bold;color:#2d2a6e">darwin</div>
  <div style="font-size:9pt;text-align:right">Policy DWN-8K3P-21QX<br>Renews 12 Oct 2027</div>
</div>
<h1 style="font-size:18pt">Hi Sam, here's your renewal</h1>
<p>Your car: Volkswagen Golf Life 1.5 TSI &middot; EA19 PFN</p>
<div class="box" style="padding:12px;text-align:center;margin:12px 0">
  <div style="font-size:10pt">Your yearly price</div>
  <div style="font-size:22pt;font-weight:bold">&pound;455.00 &rarr; &pound;497.36</div>
  <div style="font-size:9pt">last year &rarr; this year, including Insurance Premium Tax</div>
</div>
<table style="width:100%">
  <tr><th style="text-align:left">How you pay</th><th class="r">Over the year</th></tr>
  <tr><td>Pay annually (one payment)</td><td class="r">&pound;497.36</td></tr>
  <tr><td>Pay monthly: 12 &times; &pound;43.80</td><td class="r">&pound;525.60</td></tr>
</table>
<p>Save &pound;28.24 by paying annually.</p>
<table style="width:60%;margin-top:10px">
  <tr><th style="text-align:left">Excesses</th><th class="r"></th></tr>
  <tr><td>Compulsory</td><td class="r">&pound;350</td></tr>
  <tr><td>Voluntary</td><td class="r">&pound;0</td></tr>
  <tr><td>Total</td><td class="r">&pound;350</td></tr>
  <tr><td>Glass (replacement)</td><td class="r">&pound;125</td></tr>
</table>
<p>Nothing to do &ndash; you'll stay covered. Want to change something? Open the Darwin app.</p>
<p style="font-size:8pt">Darwin is a trading name of Darwin Insurance Services Ltd. Authorised and regulated by the Financial Conduct Authority.</p>
`,
    expected: {
      renewalDate: '2027-10-12',
      insurer: 'Darwin',
      policyNumber: 'DWN-8K3P-21QX',
      registrationNumber: 'EA19PFN',
      renewalPremium: '497.36',
      previousPremium: '455.00',
      compulsoryExcess: '350',
      voluntaryExcess: '0',
      totalExcess: '350',
    },
  },

  // 10. More Than – Before/After, market average distractor
  {
    name: 'moreThanBeforeAfter',
    html: `
<div style="font-size:22pt;font-weight:bold;color:#00a19a">MORE TH&gt;N</div>
<p style="font-size:9pt">Car Insurance Renewal &middot; Policy number MTH 104 332 9981</p>
<p>Dr Aisha Begum<br>41 Fenton Street<br>Bradford BD5 0LH</p>
<p>Letter date: 02/10/2027</p>
<h2>Your renewal at a glance</h2>
<table style="width:100%">
  <tr><td style="width:40%">Start date</td><td>03/11/2027</td></tr>
  <tr><td>Car</td><td>BMW 118i M Sport &middot; BD15 ZTW</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
</table>
<div style="display:flex;gap:16px;margin:14px 0">
  <div class="box" style="flex:1;padding:10px;text-align:center">Before:<br><span style="font-size:16pt">&pound;623.10</span></div>
  <div class="box" style="flex:1;padding:10px;text-align:center;border-width:2px">After:<br><span style="font-size:16pt;font-weight:bold">&pound;689.95</span></div>
</div>
<p style="font-size:9pt">Before = your premium for the current year. After = your premium for the year starting 03/11/2027. Both include Insurance Premium Tax.</p>
<p>The average renewal quote for drivers like you is &pound;742. You could also add Key Cover for &pound;19.99.</p>
<h3>Excesses</h3>
<table style="width:100%">
  <tr><th style="text-align:left">Claim type</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
  <tr><td>Accidental damage</td><td class="r">&pound;250</td><td class="r">&pound;150</td><td class="r">&pound;400</td></tr>
  <tr><td>Fire and theft</td><td class="r">&pound;250</td><td class="r">&pound;150</td><td class="r">&pound;400</td></tr>
  <tr><td>Windscreen replacement</td><td class="r">&pound;95</td><td class="r">&ndash;</td><td class="r">&pound;95</td></tr>
</table>
<p style="font-size:8pt">MORE TH&gt;N is a trading name of RSA Insurance Ltd.</p>
`,
    expected: {
      renewalDate: '2027-11-03',
      insurer: 'More Than',
      policyNumber: 'MTH 104 332 9981',
      registrationNumber: 'BD15ZTW',
      renewalPremium: '689.95',
      previousPremium: '623.10',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },

  // 11. Halifax – key facts style table, IPT included with amount, young driver excess
  {
    name: 'halifaxKeyFactsTable',
    html: `
<div style="background:#005eb8;color:#fff;padding:10px;font-size:18pt;font-weight:bold">HALIFAX <span style="font-weight:normal;font-size:12pt">Car Insurance</span></div>
<p>Miss Ellie Marchetti &middot; 9 Ferncliffe Drive, Halifax HX3 5QA</p>
<p>Issued: 14 November 2026</p>
<h2>Renewal key facts</h2>
<table style="width:100%">
  <tr><th style="text-align:left;width:32%">Key fact</th><th style="text-align:left">What this means for you</th></tr>
  <tr><td>Policy number</td><td>HAL/M/09182736</td></tr>
  <tr><td>Inception date</td><td>15 December 2026 &ndash; your new policy year starts on this date</td></tr>
  <tr><td>Vehicle</td><td>Toyota Aygo x-play 1.0, LN63 UYR</td></tr>
  <tr><td>Cover</td><td>Comprehensive, social domestic and pleasure plus commuting</td></tr>
  <tr><td>Total premium</td><td><b>&pound;834.22</b> &ndash; this includes Insurance Premium Tax (IPT) of &pound;89.38</td></tr>
  <tr><td>Last year's premium</td><td>&pound;790.05</td></tr>
  <tr><td>Excess</td><td>Compulsory &pound;250, voluntary &pound;250, total &pound;500. An extra &pound;200 applies if a driver under 25 is driving.</td></tr>
  <tr><td>Claims example</td><td>If repairs after an accident cost &pound;1,800 you would receive &pound;1,300 after your &pound;500 excess.</td></tr>
  <tr><td>Courtesy car</td><td>Included while your car is repaired by an approved repairer</td></tr>
</table>
<p>Halifax car insurance is provided by Lloyds Bank General Insurance Limited.</p>
`,
    expected: {
      renewalDate: '2026-12-15',
      insurer: 'Halifax',
      policyNumber: 'HAL/M/09182736',
      registrationNumber: 'LN63UYR',
      renewalPremium: '834.22',
      previousPremium: '790.05',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 12. Lloyds Bank – multi-car, total called the policy premium
  {
    name: 'lloydsBankMultiCar',
    html: `
<div style="display:flex;justify-content:space-between;border-bottom:4px solid #006a4d;padding-bottom:6px">
  <div style="font-size:20pt;font-weight:bold;color:#006a4d">LLOYDS BANK</div>
  <div style="text-align:right">Multi-Car Insurance<br>Renewal notice</div>
</div>
<p style="margin-top:12px">Mr Owen &amp; Mrs Carys Griffiths<br>Tan-y-Bryn, Ffordd Eglwys<br>Mold CH7 1PZ</p>
<p>Policy number LBG 55 021 8873 M &nbsp;&middot;&nbsp; Direct Debit from account ending 6612</p>
<p>Your multi-car policy renews on <b>28 February 2027</b>.</p>
<table style="width:100%">
  <tr><th style="text-align:left">Car</th><th style="text-align:left">Registration</th><th style="text-align:left">Main driver</th><th class="r">Premium</th></tr>
  <tr><td>Car 1 &ndash; Ford Focus Titanium</td><td>HJ18 RVO</td><td>Owen Griffiths</td><td class="r">&pound;402.55</td></tr>
  <tr><td>Car 2 &ndash; Toyota Yaris Icon Hybrid</td><td>WU21 CFD</td><td>Carys Griffiths</td><td class="r">&pound;356.80</td></tr>
  <tr><td colspan="3"><b>Total policy premium</b> (including IPT, multi-car discount already applied)</td><td class="r"><b>&pound;759.35</b></td></tr>
  <tr><td colspan="3">Optional breakdown cover (both cars)</td><td class="r">&pound;89.00</td></tr>
  <tr><td colspan="3"><b>Total to pay</b></td><td class="r"><b>&pound;848.35</b></td></tr>
</table>
<p>Your multi-car discount this year is &pound;61.20. Last year's total policy premium was &pound;718.20.</p>
<h3>Excesses (each car)</h3>
<table style="width:60%">
  <tr><td>Compulsory excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Windscreen</td><td class="r">&pound;85</td></tr>
</table>
<p style="font-size:8pt">Lloyds Bank car insurance is provided by Lloyds Bank General Insurance Limited.</p>
`,
    expected: {
      renewalDate: '2027-02-28',
      insurer: 'Lloyds Bank',
      policyNumber: 'LBG 55 021 8873 M',
      renewalPremium: '759.35',
      previousPremium: '718.20',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
    },
  },

  // 13. Furness – PHOTO, three years of prices, period of cover
  {
    name: 'furnessThreeYearTablePhoto',
    photo: true,
    html: `
<div style="font-size:12pt">
<div style="font-size:20pt;font-weight:bold;color:#4b2a6b">Furness</div>
<div style="font-size:11pt">Furness Insurance Services &middot; Church Road, Tiptree CO5 0AB</div>
<p style="margin-top:16px">Mrs Deborah Kaye<br>The Vicarage, 12 Saxon Way<br>Colchester CO4 5HN</p>
<p>Policy number: FUR/MC/118429<br>Date: 28 December 2026</p>
<h2>Your motor insurance renewal</h2>
<p>Vehicle: Skoda Fabia SE, registration NX14 GCE</p>
<p>Period of cover: 01/02/2027 to 31/01/2028</p>
<p>We promise to be open about how your price has changed. Here are your premiums for the last two years and for the year ahead:</p>
<table style="width:100%;font-size:12pt">
  <tr><th style="text-align:left">Policy year</th><th class="r">Annual premium</th></tr>
  <tr><td>2025/26</td><td class="r">&pound;388.00</td></tr>
  <tr><td>2026/27</td><td class="r">&pound;412.70</td></tr>
  <tr><td><b>2027/28 (renewal)</b></td><td class="r"><b>&pound;436.90</b></td></tr>
</table>
<p>All premiums include Insurance Premium Tax. Your policy excess is &pound;300.</p>
<p>Yours faithfully,<br>Furness Insurance Services</p>
</div>
`,
    expected: {
      renewalDate: '2027-02-01',
      insurer: 'Furness',
      policyNumber: 'FUR/MC/118429',
      registrationNumber: 'NX14GCE',
      renewalPremium: '436.90',
      previousPremium: '412.70',
      totalExcess: '300',
    },
  },

  // 14. Ecclesiastical – letter with summary box, weekday date
  {
    name: 'ecclesiasticalSummaryBox',
    html: `
<div style="font-size:18pt;font-weight:bold;color:#5a2d82">Ecclesiastical</div>
<p style="font-size:9pt">Ecclesiastical Insurance Office plc, Benefact House, 2000 Pioneer Avenue, Gloucester Business Park, Brockworth, Gloucester GL3 4AW</p>
<p>The Revd Canon Peter Hollis<br>St Aidan's Vicarage<br>Vicarage Road<br>Lichfield WS13 6BX</p>
<p>Our ref: ECC 28/491077/M &nbsp; Your ref: PH/CAR<br>9 March 2027</p>
<p>Dear Canon Hollis,</p>
<p>Thank you for insuring your car with us. Your policy is due for renewal and we are pleased to invite you to renew on the terms below.</p>
<div class="box" style="padding:10px;margin:12px 0">
  <table style="width:100%">
    <tr><td style="width:50%">Policy number</td><td>ECC 28/491077/M</td></tr>
    <tr><td>Renewal date</td><td>Thursday 8 April 2027</td></tr>
    <tr><td>Vehicle</td><td>Volvo V60 Momentum D4 &ndash; CV69 OLA</td></tr>
    <tr><td>Premium due</td><td><b>&pound;547.00</b> (inclusive of Insurance Premium Tax)</td></tr>
    <tr><td>Premium at last renewal</td><td>&pound;521.30</td></tr>
    <tr><td>Compulsory excess</td><td>&pound;150</td></tr>
    <tr><td>Voluntary excess</td><td>&pound;100</td></tr>
    <tr><td>Total excess</td><td>&pound;250</td></tr>
  </table>
</div>
<p>As part of the Benefact Group, we give all of our available profits to charity. Last year the group gave more than &pound;40 million to good causes.</p>
<p>If your circumstances have changed, for example if the vehicle is used for parish duties, please tell us before the renewal date.</p>
<p>Yours sincerely,<br>Motor Underwriting Team</p>
`,
    expected: {
      renewalDate: '2027-04-08',
      insurer: 'Ecclesiastical',
      policyNumber: 'ECC 28/491077/M',
      registrationNumber: 'CV69OLA',
      renewalPremium: '547.00',
      previousPremium: '521.30',
      compulsoryExcess: '150',
      voluntaryExcess: '100',
      totalExcess: '250',
    },
  },

  // 15. Insurethebox – telematics, this year / next year, top-up miles
  {
    name: 'insuretheboxTelematicsThisYearNextYear',
    html: `
<div style="background:#1d1d1b;color:#ffd200;padding:10px;font-size:20pt;font-weight:bold">insurethebox</div>
<p style="margin-top:12px">Mr Kieran Doyle<br>17 Ashby Road<br>Loughborough LE11 3AE</p>
<p>Policy no. ITB/3347791 &nbsp;&nbsp; Account no. 00918-3347</p>
<h2>Your box renewal</h2>
<p>Your new policy year runs from 00:01 on 19 June 2027 for 12 months and includes <b>6,000 miles</b>.</p>
<table style="width:100%">
  <tr><td style="width:60%">This year you paid</td><td class="r">&pound;1,288.40</td></tr>
  <tr><td><b>Next year you'll pay</b></td><td class="r"><b>&pound;1,124.60</b></td></tr>
</table>
<p style="font-size:9pt">Both prices are for car insurance including Insurance Premium Tax and your box, with 6,000 miles included.</p>
<table style="width:100%;margin-top:8px">
  <tr><th style="text-align:left" colspan="2">Your driving this year</th></tr>
  <tr><td>Driving score</td><td class="r">82 / 100</td></tr>
  <tr><td>Bonus miles earned</td><td class="r">310</td></tr>
  <tr><td>Top-up miles (if you need them)</td><td class="r">500 miles for &pound;58.00</td></tr>
</table>
<h3>Car and excess</h3>
<table style="width:100%">
  <tr><td style="width:60%">Car</td><td>Vauxhall Corsa SRi 1.4 &ndash; DK20 MMV</td></tr>
  <tr><td>Compulsory excess</td><td>&pound;450</td></tr>
  <tr><td>Voluntary excess</td><td>&pound;100</td></tr>
  <tr><td>Total excess</td><td>&pound;550</td></tr>
  <tr><td>Additional young driver excess (under 25)</td><td>&pound;250</td></tr>
</table>
<p style="font-size:8pt">Insurethebox Limited is authorised and regulated by the Gibraltar Financial Services Commission.</p>
`,
    expected: {
      renewalDate: '2027-06-19',
      insurer: 'Insurethebox',
      policyNumber: 'ITB/3347791',
      registrationNumber: 'DK20MMV',
      renewalPremium: '1124.60',
      previousPremium: '1288.40',
      compulsoryExcess: '450',
      voluntaryExcess: '100',
      totalExcess: '550',
    },
  },

  // 16. By Miles – pay per mile: fixed annual part plus per-mile rate
  {
    name: 'byMilesPayPerMile',
    html: `
<div style="font-size:22pt;font-weight:bold;color:#0a7c66">by miles</div>
<p>Renewal for Hannah Ostrowski &middot; 33 Brunswick Square, Bristol BS2 8PE</p>
<p>Policy: BM-7QK2-99LR &nbsp; Miletracker serial: MT-55102-A</p>
<h2>Your new policy year starts 24 July 2027</h2>
<p>Car: Renault Zoe GT Line R135 &ndash; LR67 PXH</p>
<div class="box" style="padding:10px">
  <p style="margin:0 0 6px 0">With By Miles you pay a fixed annual price to cover your car while it's parked, plus a price for every mile you drive.</p>
  <table style="width:100%">
    <tr><td style="width:60%"><b>Your annual price (fixed part, including IPT)</b></td><td class="r"><b>&pound;212.45</b></td></tr>
    <tr><td>Your per-mile rate</td><td class="r">7.3p a mile</td></tr>
    <tr><td>Last year's annual price</td><td class="r">&pound;198.30</td></tr>
    <tr><td>Last year's per-mile rate</td><td class="r">6.9p a mile</td></tr>
  </table>
</div>
<p><b>Estimate only:</b> if you drive 5,000 miles, you'd pay 5,000 &times; 7.3p = &pound;365.00 for miles, making about &pound;577.45 for the year. You never pay for more than 250 miles in a single day.</p>
<table style="width:60%">
  <tr><td>Total excess</td><td class="r">&pound;350</td></tr>
  <tr><td>Charging cable theft excess</td><td class="r">&pound;50</td></tr>
</table>
<p style="font-size:8pt">By Miles Ltd is authorised and regulated by the Financial Conduct Authority.</p>
`,
    expected: {
      renewalDate: '2027-07-24',
      insurer: 'By Miles',
      policyNumber: 'BM-7QK2-99LR',
      registrationNumber: 'LR67PXH',
      renewalPremium: '212.45',
      previousPremium: '198.30',
      totalExcess: '350',
    },
  },

  // 17. Dial Direct – broker renewal quotation with arrangement fee, instalments
  {
    name: 'dialDirectRenewalQuotation',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#e2001a">Dial Direct</div>
<p style="font-size:9pt">Dial Direct, PO Box 1087, Peterborough PE2 6WQ</p>
<p>Ms Rebecca Lindqvist<br>88 Mount Pleasant Road<br>Exeter EX4 7AF</p>
<table style="width:100%">
  <tr><td>Policy number</td><td>DDM/41/008812</td><td>Quote ref</td><td>DD-Q-99182734</td></tr>
  <tr><td>Cover from</td><td>2 Dec 2026</td><td>Letter date</td><td>1 Nov 2026</td></tr>
  <tr><td>Car</td><td>Mazda CX-3 SE-L Nav</td><td>Registration</td><td>WF16 YTC</td></tr>
</table>
<h2>Renewal quotation</h2>
<table style="width:100%">
  <tr><td style="width:70%">Car insurance premium (including IPT)</td><td class="r">&pound;651.90</td></tr>
  <tr><td>Arrangement fee</td><td class="r">&pound;30.00</td></tr>
  <tr style="background:#f2f2f2"><td><b>Total annual car insurance price (pay in full)</b></td><td class="r"><b>&pound;681.90</b></td></tr>
</table>
<p>Last year you paid &pound;640.00 (including the arrangement fee).</p>
<p><b>Optional extras, not included above:</b> Breakdown cover &pound;79.99 &middot; Motor legal expenses &pound;25.00</p>
<h3>Prefer to spread the cost?</h3>
<table style="width:100%">
  <tr><td>Deposit</td><td class="r">&pound;68.19</td></tr>
  <tr><td>10 monthly instalments of</td><td class="r">&pound;66.28</td></tr>
  <tr><td>Representative APR</td><td class="r">14.9%</td></tr>
  <tr><td>Total amount payable by instalments</td><td class="r">&pound;730.99</td></tr>
</table>
<h3>Excess</h3>
<p>Compulsory &pound;300 &nbsp;|&nbsp; Voluntary &pound;200 &nbsp;|&nbsp; Total &pound;500</p>
<p style="font-size:8pt">Dial Direct is a trading name of BISL Limited, an insurance intermediary authorised and regulated by the Financial Conduct Authority.</p>
`,
    expected: {
      renewalDate: '2026-12-02',
      insurer: 'Dial Direct',
      policyNumber: 'DDM/41/008812',
      registrationNumber: 'WF16YTC',
      renewalPremium: '681.90',
      previousPremium: '640.00',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },

  // 18. Autonet – "Your quote" vs "Current premium", quote ref close to policy number
  {
    name: 'autonetYourQuote',
    html: `
<div style="display:flex;justify-content:space-between">
  <div style="font-size:20pt;font-weight:bold;color:#f39200">autonet<span style="color:#333">insurance</span></div>
  <div style="font-size:9pt;text-align:right">Autonet Insurance Services Ltd<br>Nunn Brook Road, Huthwaite NG17 2HU</div>
</div>
<p style="margin-top:12px">Mr Lewis Okafor<br>Flat 2, 140 Derby Road<br>Sutton-in-Ashfield NG17 1AA</p>
<p>Date: 10/12/2026</p>
<table style="width:100%">
  <tr><td style="width:40%">Quote reference</td><td>Q-20391847-R</td></tr>
  <tr><td>Policy No:</td><td>AUT/PC/20391847</td></tr>
  <tr><td>Finance agreement no.</td><td>88120-443</td></tr>
  <tr><td>Renewal Date</td><td>11/01/2027</td></tr>
  <tr><td>Vehicle</td><td>Audi A3 Sportback S line 1.5 TFSI &ndash; GK66 WEZ</td></tr>
</table>
<h2>Your renewal</h2>
<table style="width:100%">
  <tr><th style="text-align:left">&nbsp;</th><th class="r">Amount</th></tr>
  <tr><td><b>Your quote</b> (annual, including IPT at 12%)</td><td class="r"><b>&pound;745.10</b></td></tr>
  <tr><td>Current premium</td><td class="r">&pound;702.85</td></tr>
</table>
<p>Your excess: Compulsory &pound;250 / Voluntary &pound;250 / Total &pound;500.</p>
<p>Your finance agreement ends with this policy year. If you want to pay monthly again, we'll set up a new agreement on renewal.</p>
<p style="font-size:8pt">Autonet Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority.</p>
`,
    expected: {
      renewalDate: '2027-01-11',
      insurer: 'Autonet Insurance', // the brand list's name
      policyNumber: 'AUT/PC/20391847',
      registrationNumber: 'GK66WEZ',
      renewalPremium: '745.10',
      previousPremium: '702.85',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 19. Brightside – price in a headline, increase of £x (y%)
  {
    name: 'brightsideHeadlineIncrease',
    html: `
<div style="font-size:22pt;font-weight:bold;color:#ff6a13">Brightside</div>
<p style="font-size:9pt">Brightside Insurance Services Ltd, 6 Bexley Square, Salford M3 6BZ</p>
<h1 style="font-size:26pt;margin:14px 0 4px 0">Renew for &pound;529.44</h1>
<p style="margin-top:0">That's an increase of &pound;37.19 (7.6%) on last year.</p>
<p>Ms Natalie Brennan &middot; 5 Quayside Court, Preston PR2 2YS</p>
<table style="width:100%">
  <tr><td style="width:40%">Policy number</td><td>BSD 0044 8173 20</td></tr>
  <tr><td>Renews on</td><td>16th March 2027</td></tr>
  <tr><td>Car</td><td>Peugeot 208 Allure PureTech 100 &ndash; YS65 VNK</td></tr>
  <tr><td>Policy excess</td><td>&pound;400</td></tr>
</table>
<p>The price above is for your car insurance for 12 months and includes Insurance Premium Tax. It doesn't include optional extras.</p>
<p>Want to keep your breakdown cover? It's &pound;45.00 for the year.</p>
`,
    expected: {
      renewalDate: '2027-03-16',
      insurer: 'Brightside',
      policyNumber: 'BSD 0044 8173 20',
      registrationNumber: 'YS65VNK',
      renewalPremium: '529.44',
      previousPremium: '492.25',
      totalExcess: '400',
    },
  },

  // 20. One Call – "Amount to pay" includes an optional add-on
  {
    name: 'oneCallAmountToPay',
    html: `
<div style="background:#00205b;color:#fff;padding:10px;font-size:18pt;font-weight:bold">One Call Insurance</div>
<p style="font-size:9pt">One Call Insurance Services Ltd, Lakeside, Doncaster DN4 5PL</p>
<p>Mr Jordan Fairweather<br>22 Balby Road<br>Doncaster DN4 0RA</p>
<p>Policy number: OC-1938475-MC &nbsp;&nbsp; Client number: 1938475</p>
<h2>Renewal invitation</h2>
<table style="width:100%">
  <tr><td style="width:40%">Start date</td><td>26/05/2027</td></tr>
  <tr><td>Vehicle</td><td>Hyundai i20 Premium &ndash; DY19 HBF</td></tr>
</table>
<table style="width:100%;margin-top:10px">
  <tr><th style="text-align:left">Your renewal</th><th class="r">&pound;</th></tr>
  <tr><td>Car insurance premium (including IPT)</td><td class="r">612.00</td></tr>
  <tr><td>Protected no claims bonus (optional)</td><td class="r">48.00</td></tr>
  <tr><td><b>Amount to pay</b></td><td class="r"><b>660.00</b></td></tr>
</table>
<p>Previous premium (car insurance): &pound;579.50</p>
<table style="width:60%">
  <tr><td>Compulsory excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Total excess</td><td class="r">&pound;500</td></tr>
</table>
<p>If you don't want to protect your no claims bonus, call us and we'll remove it before your start date.</p>
`,
    expected: {
      renewalDate: '2027-05-26',
      insurer: 'One Call Insurance', // the brand list's name
      policyNumber: 'OC-1938475-MC',
      registrationNumber: 'DY19HBF',
      renewalPremium: '612.00',
      previousPremium: '579.50',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 21. Performance Direct – % rise with both figures, expiry at midnight, agreed value
  {
    name: 'performanceDirectPercentRise',
    html: `
<div style="border-bottom:2px solid #000;padding-bottom:4px"><span style="font-size:20pt;font-weight:bold">PERFORMANCE DIRECT</span><br><span style="font-size:9pt">Specialist insurance for performance &amp; modified cars</span></div>
<p>Mr Callum Ross<br>4 Kingsknowe Park<br>Edinburgh EH14 2JQ</p>
<p>Date: 1 December 2026 &nbsp;&nbsp; Policy: PD/27/0440918</p>
<p>Dear Mr Ross,</p>
<p>Your policy expires at midnight on 31 December 2026. We are pleased to offer renewal for your Subaru WRX STI Type UK, registration FV17 RSX.</p>
<p>Your renewal premium is <b>&pound;1,486.23</b> &ndash; up 6.0% from &pound;1,402.11 last year. Both figures include Insurance Premium Tax.</p>
<table style="width:100%">
  <tr><td style="width:60%">Agreed value</td><td class="r">&pound;34,000</td></tr>
  <tr><td>Declared modifications</td><td class="r">Cat-back exhaust, lowering springs</td></tr>
  <tr><td>Compulsory excess</td><td class="r">&pound;500</td></tr>
  <tr><td>Voluntary excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Total excess</td><td class="r">&pound;750</td></tr>
  <tr><td>Theft where keys left in or on the vehicle</td><td class="r">&pound;1,000</td></tr>
</table>
<p>Track days and timed events are not covered.</p>
<p>Yours sincerely,<br>Renewals Team</p>
`,
    expected: {
      renewalDate: '2027-01-01',
      insurer: 'Performance Direct',
      policyNumber: 'PD/27/0440918',
      registrationNumber: 'FV17RSX',
      renewalPremium: '1486.23',
      previousPremium: '1402.11',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },

  // 22. Sabre – PHOTO, label/value table
  {
    name: 'sabreLabelValuePhoto',
    photo: true,
    html: `
<div style="font-size:12pt">
<div style="font-size:22pt;font-weight:bold;color:#003d7d">SABRE</div>
<div>Sabre Insurance Company Limited &middot; Sabre House, 150 South Street, Dorking RH4 2YY</div>
<p style="margin-top:16px">Mr Anil Mistry<br>61 Narborough Road<br>Leicester LE3 0BR</p>
<p>Date: 8 May 2027</p>
<h2>Your motor insurance renewal</h2>
<table style="width:100%;font-size:12pt">
  <tr><td style="width:50%">Policy number</td><td>SAB-0093-11742</td></tr>
  <tr><td>Registration</td><td>OV18 ZPK</td></tr>
  <tr><td>Renewal date</td><td>07/06/2027</td></tr>
  <tr><td>Your renewal premium</td><td><b>&pound;455.67</b></td></tr>
  <tr><td>Your premium last year</td><td>&pound;410.30</td></tr>
  <tr><td>Compulsory excess</td><td>&pound;300</td></tr>
  <tr><td>Voluntary excess</td><td>&pound;100</td></tr>
  <tr><td>Total excess</td><td>&pound;400</td></tr>
</table>
<p>The renewal premium includes Insurance Premium Tax.</p>
<p>Please call 01306 747 272 if any of your details have changed.</p>
</div>
`,
    expected: {
      renewalDate: '2027-06-07',
      insurer: 'Sabre',
      policyNumber: 'SAB-0093-11742',
      registrationNumber: 'OV18ZPK',
      renewalPremium: '455.67',
      previousPremium: '410.30',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },

  // 23. Kennet – dotted policy number, premium payable, second-car quote
  {
    name: 'kennetPremiumPayable',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#204a87">Kennet Insurance</div>
<p style="font-size:9pt">Kennet Insurance Brokers, 2 High Street, Hungerford RG17 0DN</p>
<p>Mrs Louise Farrant<br>Orchard House, Upper Lambourn<br>Hungerford RG17 8QS</p>
<table style="width:100%">
  <tr><td style="width:30%">Policy No.</td><td>KEN.M.0032871</td><td style="width:20%">Client code</td><td>FARRL01</td></tr>
  <tr><td>Renewal date</td><td>02.08.27</td><td>Our ref</td><td>LF/MOT</td></tr>
</table>
<h2>Motor renewal invitation</h2>
<p>Vehicle: Land Rover Discovery Sport HSE &nbsp; Registration: HF62 LKO</p>
<table style="width:100%">
  <tr><td style="width:70%">Expiring premium</td><td class="r">&pound;371.00</td></tr>
  <tr><td><b>Premium payable</b> (including IPT)</td><td class="r"><b>&pound;389.00</b></td></tr>
</table>
<p>Compulsory excess &pound;200; voluntary excess &pound;150; total &pound;350.</p>
<div class="box" style="padding:8px;margin-top:10px">
  <b>Second car?</b> We've also quoted for the Mini Cooper you mentioned: &pound;412.00 a year. This is a separate quotation and is not included in the premium payable above.
</div>
<p>Please contact us before the renewal date if you wish to make any changes.</p>
`,
    expected: {
      renewalDate: '2027-08-02',
      insurer: 'Kennet',
      policyNumber: 'KEN.M.0032871',
      registrationNumber: 'HF62LKO',
      renewalPremium: '389.00',
      previousPremium: '371.00',
      compulsoryExcess: '200',
      voluntaryExcess: '150',
      totalExcess: '350',
    },
  },

  // 24. Acorn – PHOTO, "What you'll pay", cashback distractor
  {
    name: 'acornWhatYoullPayPhoto',
    photo: true,
    html: `
<div style="font-size:12pt">
<div style="font-size:22pt;font-weight:bold;color:#6b8e23">Acorn Insurance</div>
<div>Acorn Insurance, 1 Cambridge Road, Bootle L20 7RZ</div>
<p style="margin-top:16px">Mr Ryan Lyle<br>9 Orrell Lane<br>Liverpool L9 8BU</p>
<p>Policy number: ACN/PC/779120<br>Date: 14 September 2027</p>
<h2>Your renewal</h2>
<p>Car: Vauxhall Astra SRi &middot; BN14 RUA<br>Cover from 14 Oct 2027</p>
<table style="width:100%;font-size:12pt">
  <tr><td style="width:55%">What you'll pay</td><td><b>&pound;1,208.40</b></td></tr>
  <tr><td>What you paid last year</td><td>&pound;1,330.00</td></tr>
</table>
<p>Your price has gone down because you have earned another year of no claims discount.</p>
<p>Excess: compulsory &pound;400, voluntary &pound;200, total &pound;600.</p>
<p>Renew online and get &pound;25 cashback, paid 60 days after your cover starts.</p>
</div>
`,
    expected: {
      renewalDate: '2027-10-14',
      insurer: 'Acorn Insurance', // the brand list's name
      policyNumber: 'ACN/PC/779120',
      registrationNumber: 'BN14RUA',
      renewalPremium: '1208.40',
      previousPremium: '1330.00',
      compulsoryExcess: '400',
      voluntaryExcess: '200',
      totalExcess: '600',
    },
  },

  // 25. Marmalade – comparison table with "current policy" / "your renewal" columns
  {
    name: 'marmaladeComparisonColumns',
    html: `
<div style="font-size:22pt;font-weight:bold;color:#f28c00">marmalade</div>
<p style="font-size:9pt">Learner and young driver insurance &middot; Marmalade, Clarendon House, Chesterfield S41 7AL</p>
<p>Hi Mia Thornton,</p>
<p>Your black box policy <b>MML-LD-0082213</b> is coming up for renewal. Renewal date: <b>29 April 2027</b>.</p>
<p>Car: Volkswagen Polo S 1.2 (2009), LF09 XZT</p>
<table style="width:100%">
  <tr><th style="text-align:left">&nbsp;</th><th class="r">Current policy</th><th class="r">Your renewal</th></tr>
  <tr><td>Car insurance premium (incl. IPT)</td><td class="r">&pound;1,672.40</td><td class="r">&pound;1,498.15</td></tr>
  <tr><td>Black box installation</td><td class="r">&pound;0.00</td><td class="r">&pound;0.00</td></tr>
  <tr><td>Compulsory excess</td><td class="r">&pound;500</td><td class="r">&pound;500</td></tr>
  <tr><td>Voluntary excess</td><td class="r">&pound;0</td><td class="r">&pound;0</td></tr>
  <tr><td>Total excess</td><td class="r">&pound;500</td><td class="r">&pound;500</td></tr>
  <tr><td>Young driver excess</td><td class="r">&pound;250</td><td class="r">&pound;250</td></tr>
</table>
<p>Nice driving! Your driving score of 88 saved you &pound;120.00 on this year's price.</p>
<p>Remember: you still can't drive between 11pm and 5am without the app.</p>
`,
    expected: {
      renewalDate: '2027-04-29',
      insurer: 'Marmalade',
      policyNumber: 'MML-LD-0082213',
      registrationNumber: 'LF09XZT',
      renewalPremium: '1498.15',
      previousPremium: '1672.40',
      compulsoryExcess: '500',
      voluntaryExcess: '0',
      totalExcess: '500',
    },
  },

  // 26. Quote Me Happy – policy number and price inside sentences only
  {
    name: 'quoteMeHappySentences',
    html: `
<div style="font-size:22pt;font-weight:bold;color:#7ac143">Quote Me Happy</div>
<p>Hello Oliver,</p>
<p>Your Quote Me Happy car insurance policy AB/QMH/66120941 renews on 13/09/2027. We've checked your price and here's the bit you're waiting for.</p>
<p style="font-size:13pt">Your price to renew is <b>&pound;402.18</b> for the year. Last year you paid &pound;389.99.</p>
<p>This covers your Seat Ibiza FR, registration SK70 NPE, on a comprehensive basis and includes Insurance Premium Tax.</p>
<table style="width:60%">
  <tr><th style="text-align:left">Excess</th><th class="r">&pound;</th></tr>
  <tr><td>Compulsory</td><td class="r">250</td></tr>
  <tr><td>Voluntary</td><td class="r">250</td></tr>
  <tr><td>Total</td><td class="r">500</td></tr>
</table>
<p>Add motor legal protection for &pound;22.00 &ndash; just log in to your account.</p>
<p>Refer a friend and you could both get a &pound;50 gift card.</p>
<p style="font-size:8pt">Quote Me Happy is a trading name of Aviva Insurance Limited.</p>
`,
    expected: {
      renewalDate: '2027-09-13',
      insurer: 'Quotemehappy', // the brand list's name
      policyNumber: 'AB/QMH/66120941',
      registrationNumber: 'SK70NPE',
      renewalPremium: '402.18',
      previousPremium: '389.99',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 27. Nationwide – summary box, annual vs monthly, last year's monthly figure
  {
    name: 'nationwideAnnualVsMonthly',
    html: `
<div style="background:#00205b;color:#fff;padding:10px"><span style="font-size:18pt;font-weight:bold">Nationwide</span> <span>Car Insurance</span></div>
<p style="margin-top:10px">Mrs Sandra Okonjo<br>14 Harlow Court<br>Swindon SN1 4DQ</p>
<p>Member number 0093-118273 &middot; Policy number NW 0093 3817 26 M</p>
<div class="box" style="padding:10px;margin:10px 0">
  <h3 style="margin-top:0">Your renewal summary</h3>
  <table style="width:100%">
    <tr><td style="width:55%">Renewal date</td><td>6 Jul 27</td></tr>
    <tr><td>Car</td><td>Citroen C3 Shine &ndash; BK17 DSO</td></tr>
    <tr><td>Price if you pay annually</td><td><b>&pound;544.32</b></td></tr>
    <tr><td>Price if you pay monthly</td><td>12 &times; &pound;48.99 = &pound;587.88 (APR 22.6%)</td></tr>
    <tr><td>Last year's annual price</td><td>&pound;512.76</td></tr>
    <tr><td>What you actually paid last year</td><td>12 &times; &pound;46.11 = &pound;553.32 (monthly)</td></tr>
  </table>
</div>
<p>Prices include Insurance Premium Tax and your &pound;25.00 member discount.</p>
<table style="width:60%">
  <tr><td>Compulsory excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">&pound;200</td></tr>
  <tr><td>Total excess</td><td class="r">&pound;450</td></tr>
</table>
<p style="font-size:8pt">Nationwide car insurance is arranged by Nationwide Building Society.</p>
`,
    expected: {
      renewalDate: '2027-07-06',
      insurer: 'Nationwide Car Insurance', // the brand list's name
      policyNumber: 'NW 0093 3817 26 M',
      registrationNumber: 'BK17DSO',
      renewalPremium: '544.32',
      previousPremium: '512.76',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },

  // 28. Toyota Insurance – PHOTO, premiums by policy year
  {
    name: 'toyotaPolicyYearPhoto',
    photo: true,
    html: `
<div style="font-size:12pt">
<div style="font-size:20pt;font-weight:bold;color:#eb0a1e">TOYOTA <span style="color:#333;font-weight:normal">Insurance</span></div>
<p style="margin-top:16px">Mr David Ashworth<br>3 Moss Bank Way<br>Bolton BL1 6NQ</p>
<p>Date: 9 July 2027</p>
<h2>Your Toyota Insurance renewal</h2>
<table style="width:100%;font-size:12pt">
  <tr><td style="width:50%">Policy number</td><td>TOY 558 201 934</td></tr>
  <tr><td>Vehicle</td><td>Toyota Corolla Design Hybrid</td></tr>
  <tr><td>Registration</td><td>YH70 RXU</td></tr>
  <tr><td>Renews on</td><td>10 August 2027</td></tr>
</table>
<h3>Your premium</h3>
<table style="width:100%;font-size:12pt">
  <tr><td style="width:50%">Premium for 2027/28</td><td><b>&pound;528.90</b></td></tr>
  <tr><td>Premium for 2026/27</td><td>&pound;497.15</td></tr>
</table>
<p>Premiums include Insurance Premium Tax.</p>
<p>Excess: compulsory &pound;250, voluntary &pound;250, total &pound;500.</p>
<p>Repairs are carried out at Toyota approved repairers using genuine Toyota parts.</p>
</div>
`,
    expected: {
      renewalDate: '2027-08-10',
      insurer: 'Toyota Insurance',
      policyNumber: 'TOY 558 201 934',
      registrationNumber: 'YH70RXU',
      renewalPremium: '528.90',
      previousPremium: '497.15',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 29. Tesla Insurance – net premium + IPT listed separately, key cover add-on
  {
    name: 'teslaIptSeparate',
    html: `
<div style="font-size:20pt;letter-spacing:6px;font-weight:bold">TESLA</div>
<div style="font-size:10pt;color:#555">Tesla Insurance &middot; Renewal offer</div>
<p style="margin-top:12px">Mr Farhan Siddiqui<br>27 Chalk Hill Road<br>Watford WD19 4BP</p>
<table style="width:100%">
  <tr><td style="width:40%">Policy number</td><td>TSLA-UK-00239184</td></tr>
  <tr><td>Tesla account</td><td>f.siddiqui &middot; VIN ending 441927</td></tr>
  <tr><td>Start date</td><td>18 Nov 2027</td></tr>
  <tr><td>Vehicle</td><td>Model 3 Long Range AWD &ndash; VA72 KTE</td></tr>
</table>
<h3>Your premium</h3>
<table style="width:100%">
  <tr><td style="width:70%">Net premium</td><td class="r">&pound;1,012.50</td></tr>
  <tr><td>Insurance Premium Tax (12%)</td><td class="r">&pound;121.50</td></tr>
  <tr><td><b>Your total annual premium</b></td><td class="r"><b>&pound;1,134.00</b></td></tr>
  <tr><td>Your premium last year</td><td class="r">&pound;1,079.00</td></tr>
</table>
<p>Optional: add Key Card &amp; Phone Key cover for &pound;24.99 a year.</p>
<table style="width:60%">
  <tr><td>Compulsory excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Total excess</td><td class="r">&pound;500</td></tr>
  <tr><td>Glass excess</td><td class="r">&pound;115</td></tr>
</table>
`,
    expected: {
      renewalDate: '2027-11-18',
      insurer: 'Tesla Insurance',
      policyNumber: 'TSLA-UK-00239184',
      registrationNumber: 'VA72KTE',
      renewalPremium: '1134.00',
      previousPremium: '1079.00',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 30. Staveley Head – header row with values beneath
  {
    name: 'staveleyHeadHeaderRow',
    html: `
<div style="font-size:18pt;font-weight:bold;color:#003366">Staveley Head</div>
<p style="font-size:9pt">Staveley Head Ltd, Forsyth House, 5 South Parade, Manchester M3 2ZZ</p>
<p>Ms Joanne Petrakis<br>120 Wilmslow Road<br>Manchester M14 5LH</p>
<p>25 January 2027</p>
<h2>Renewal terms</h2>
<table style="width:100%">
  <tr><th>Policy number</th><th>Renewal date</th><th>Cover</th><th>Annual premium inc IPT</th></tr>
  <tr><td>SH/PC/0190 4472</td><td>25/02/2027</td><td>Comprehensive</td><td class="r">&pound;703.44</td></tr>
</table>
<table style="width:100%;margin-top:10px">
  <tr><th>Vehicle</th><th>Registration</th><th>Expiring premium</th></tr>
  <tr><td>Mercedes-Benz A180 AMG Line</td><td>MF68 UBJ</td><td class="r">&pound;655.18</td></tr>
</table>
<table style="width:100%;margin-top:10px">
  <tr><th>Compulsory excess</th><th>Voluntary excess</th><th>Total excess</th><th>Windscreen excess</th></tr>
  <tr><td>&pound;350</td><td>&pound;100</td><td>&pound;450</td><td>&pound;100</td></tr>
</table>
<p>These terms are subject to no change in your circumstances. Please tell us about any motoring convictions or claims since your last renewal.</p>
`,
    expected: {
      renewalDate: '2027-02-25',
      insurer: 'Staveley Head',
      policyNumber: 'SH/PC/0190 4472',
      registrationNumber: 'MF68UBJ',
      renewalPremium: '703.44',
      previousPremium: '655.18',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },
];
