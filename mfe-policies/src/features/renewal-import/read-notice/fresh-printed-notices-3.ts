// A third set of fresh UK car-insurance renewal notices (issue 47, 2026-11-29), written by a helper who had not read
// the reader's code, the other sets or any other test notice: 16 PDFs, 6 photos and 2 photos taken sideways. Each
// expectation is what the notice says; one insurer name was changed afterwards to the brand list's name (marked).
// All people, policy numbers, registrations and prices are fictional.
// Fresh renewal notices, set 3. Written independently of the reader's code.
// All people, addresses, policy numbers, plates and prices are fictional.

import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES_3: FreshNotice[] = [
  // ---------------------------------------------------------------- 1
  {
    name: 'admiralInvitationLetter',
    html: `
<div style="display:flex;justify-content:space-between;align-items:flex-start">
  <div>
    <div style="font-size:24pt;font-weight:bold;color:#c8102e;letter-spacing:1px">Admiral</div>
    <div style="font-size:9pt;color:#555">Car Insurance</div>
  </div>
  <div style="text-align:right;font-size:9pt;line-height:1.5">
    Ty Admiral, David Street<br>Cardiff CF10 2EH<br>
    Customer number: 40918273<br>
    Date: 12 February 2027
  </div>
</div>
<p style="margin-top:18px">Mr Gareth Pryce<br>14 Heol y Nant<br>Caerphilly<br>CF83 1QX</p>
<p><b>Policy number: P73920461-2</b></p>
<h2 style="color:#c8102e;margin-bottom:4px">Your car insurance renewal invitation</h2>
<p>Dear Mr Pryce,</p>
<p>Thank you for insuring your Ford Fiesta Titanium 1.0 EcoBoost (LM19 XKT) with us. Your policy renews on
14 March 2027 and we'd like you to stay with us. Here is your renewal price for the next 12 months, together
with last year's premium so you can compare the two.</p>
<table style="width:100%;margin:10px 0">
  <tr><td style="padding:6px">Your renewal price</td><td class="r" style="padding:6px;font-size:13pt"><b>£612.48</b></td></tr>
  <tr><td style="padding:6px">Last year's premium (this includes any changes you made during the year)</td><td class="r" style="padding:6px">£548.10</td></tr>
</table>
<p>Your renewal price includes Insurance Premium Tax (IPT) at the current rate. It does not include any of the
optional extras listed below.</p>
<h3>If you pay monthly</h3>
<p>A deposit of £61.25 followed by 10 monthly instalments of £60.12. Total amount payable £662.45, which includes
interest of £49.97. Representative APR 29.9%. Fixed rate of interest 15.27% per annum.</p>
<h3>Your excess</h3>
<table style="width:60%">
  <tr><th style="text-align:left">Excess</th><th class="r">Amount</th></tr>
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td><b>Total excess</b></td><td class="r"><b>£500</b></td></tr>
  <tr><td>Windscreen replacement</td><td class="r">£115</td></tr>
</table>
<h3>Optional extras (not included in your renewal price)</h3>
<ul>
  <li>Motor Legal Protection: £30.00</li>
  <li>Breakdown Cover – UK &amp; European: £84.00</li>
  <li>Courtesy Car Plus: £22.50</li>
</ul>
<p>You don't need to do anything – we'll renew your policy automatically and collect payment using the details we
hold. If you don't want to renew, please tell us before 14 March 2027.</p>
<p>Yours sincerely,</p>
<p><b>Rhian Morgan</b><br>Head of Customer Renewals</p>
<p style="font-size:8pt;color:#666;margin-top:20px">Admiral is a trading name of EUI Limited. Registered in England and Wales.
Authorised and regulated by the Financial Conduct Authority. Calls may be recorded.</p>
`,
    expected: {
      renewalDate: '2027-03-14', insurer: 'Admiral', policyNumber: 'P73920461-2', registrationNumber: 'LM19XKT',
      renewalPremium: '612.48', previousPremium: '548.10', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500',
    },
  },

  // ---------------------------------------------------------------- 2
  {
    name: 'avivaRenewalSchedule',
    html: `
<div style="border-bottom:4px solid #ffd900;padding-bottom:6px;margin-bottom:10px">
  <span style="font-size:22pt;font-weight:bold;color:#004f9f">Aviva</span>
  <span style="float:right;font-size:12pt;margin-top:10px">Motor Insurance – Renewal Schedule</span>
</div>
<table style="width:100%">
  <tr><th style="text-align:left;width:35%">Policyholder</th><td>Ms Fiona Adebayo</td></tr>
  <tr><th style="text-align:left">Address</th><td>7 Larch Close, Worcester, WR5 2HT</td></tr>
  <tr><th style="text-align:left">Policy number</th><td>AV/MTR/0048812931</td></tr>
  <tr><th style="text-align:left">Certificate number</th><td>C 0092817735</td></tr>
  <tr><th style="text-align:left">Schedule issued</th><td>30 October 2026</td></tr>
  <tr><th style="text-align:left">Period of insurance</th><td>From 00:01 hours on 01/12/2026 to midnight on 30/11/2027</td></tr>
  <tr><th style="text-align:left">Cover</th><td>Comprehensive</td></tr>
  <tr><th style="text-align:left">Use</th><td>Social, domestic and pleasure, including commuting</td></tr>
</table>
<h3>Vehicle</h3>
<table style="width:100%">
  <tr><th>Registration</th><th>Make and model</th><th>Value</th><th>Annual mileage</th></tr>
  <tr><td>WR70 PLN</td><td>Toyota Yaris Hybrid Icon 1.5</td><td class="r">£14,750</td><td class="r">7,000</td></tr>
</table>
<h3>Drivers</h3>
<table style="width:100%">
  <tr><th>Name</th><th>Date of birth</th><th>Relationship</th><th>No claims discount</th></tr>
  <tr><td>Fiona Adebayo</td><td>03/06/1979</td><td>Policyholder</td><td>8 years</td></tr>
  <tr><td>Kwame Adebayo</td><td>21/09/1977</td><td>Spouse</td><td>–</td></tr>
</table>
<h3>Excesses</h3>
<table style="width:100%">
  <tr><th>Section</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
  <tr><td>Accidental damage</td><td class="r">£350</td><td class="r">£150</td><td class="r">£500</td></tr>
  <tr><td>Fire and theft</td><td class="r">£350</td><td class="r">£150</td><td class="r">£500</td></tr>
  <tr><td>Windscreen replacement</td><td class="r">£115</td><td class="r">–</td><td class="r">£115</td></tr>
  <tr><td>Windscreen repair</td><td class="r">£10</td><td class="r">–</td><td class="r">£10</td></tr>
</table>
<p style="font-size:9pt">An additional excess of £250 applies while the vehicle is being driven by anyone under 25.</p>
<h3>Premium</h3>
<table style="width:60%">
  <tr><td>Premium</td><td class="r">£655.54</td></tr>
  <tr><td>Insurance Premium Tax at 12%</td><td class="r">£78.66</td></tr>
  <tr><td><b>Total premium</b></td><td class="r"><b>£734.20</b></td></tr>
  <tr><td>Last year's premium (including IPT)</td><td class="r">£701.55</td></tr>
</table>
<h3>Endorsements</h3>
<p style="font-size:9pt">E01 – Driving other cars: no cover. E14 – Vehicle is kept overnight on a private driveway at the address shown.</p>
<p style="font-size:8pt;color:#666">Aviva Insurance Limited. Registered in Scotland No. 2116. Authorised by the Prudential Regulation Authority and
regulated by the Financial Conduct Authority and the Prudential Regulation Authority.</p>
`,
    expected: {
      renewalDate: '2026-12-01', insurer: 'Aviva', policyNumber: 'AV/MTR/0048812931', registrationNumber: 'WR70PLN',
      renewalPremium: '734.20', previousPremium: '701.55', compulsoryExcess: '350', voluntaryExcess: '150', totalExcess: '500',
    },
  },

  // ---------------------------------------------------------------- 3
  {
    name: 'directLineAtAGlance',
    html: `
<style>
  .dl-grid { display:grid; grid-template-columns:1fr 1fr; gap:10px; }
  .dl-card { border:1px solid #bbb; border-radius:6px; padding:10px 12px; }
  .dl-card .lbl { font-size:9pt; color:#555; text-transform:uppercase; letter-spacing:0.5px; }
  .dl-card .val { font-size:16pt; font-weight:bold; margin-top:4px; }
</style>
<div style="background:#e30613;color:#fff;padding:10px 14px;font-size:18pt;font-weight:bold">Direct Line</div>
<p style="font-size:9pt;color:#555">Your reference: 118-402-7791 &nbsp;|&nbsp; Issued 10 December 2026</p>
<h1 style="font-size:20pt;margin:6px 0 12px">Your renewal at a glance</h1>
<p>Hi Priya, here's everything you need to know about renewing your car insurance, on one page.</p>
<div class="dl-grid">
  <div class="dl-card"><div class="lbl">Price to renew (paid annually)</div><div class="val">£489.37</div></div>
  <div class="dl-card"><div class="lbl">What you paid last year</div><div class="val">£512.90</div></div>
  <div class="dl-card"><div class="lbl">Renews</div><div class="val">9 Jan 2027</div></div>
  <div class="dl-card"><div class="lbl">Policy number</div><div class="val">DLM 5820 3391 07</div></div>
  <div class="dl-card"><div class="lbl">Your car</div><div class="val">YB68 CUX</div><div>Vauxhall Corsa SE 1.4</div></div>
  <div class="dl-card"><div class="lbl">Your excess</div><div class="val">£300 total</div><div>£250 compulsory + £50 voluntary</div></div>
</div>
<p style="margin-top:12px"><b>Good news:</b> your price is down £23.53 on last year.</p>
<h3>Good to know</h3>
<ul>
  <li>No claims discount: 9 years, protected.</li>
  <li>Prefer to pay monthly? 12 payments of £43.61 (representative APR 21.8%).</li>
  <li>Add Direct Line Rescue Plus for £96.00 a year – not included in your price to renew.</li>
  <li>The average UK comprehensive car premium was £563 in the last quarter (source: ABI). We compare our prices with the market every month.</li>
</ul>
<p>If you're happy, you don't need to do a thing – your cover will carry on. To make changes, log in to My Account.</p>
<p style="font-size:8pt;color:#666">Direct Line is a trading name of U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ.</p>
`,
    expected: {
      renewalDate: '2027-01-09', insurer: 'Direct Line', policyNumber: 'DLM 5820 3391 07', registrationNumber: 'YB68CUX',
      renewalPremium: '489.37', previousPremium: '512.90', compulsoryExcess: '250', voluntaryExcess: '50', totalExcess: '300',
    },
  },

  // ---------------------------------------------------------------- 4
  {
    name: 'churchillEmailPrintout',
    html: `
<div style="display:flex;justify-content:space-between;font-size:8pt;color:#444;margin-bottom:8px">
  <span>12/01/2027, 09:16</span><span>Mail – Your Churchill car insurance renewal</span>
</div>
<div style="border-bottom:1px solid #ccc;padding-bottom:8px;margin-bottom:12px;font-size:9.5pt;line-height:1.6">
  <div style="font-size:14pt;font-weight:bold;margin-bottom:6px">Your Churchill car insurance renewal – policy CHU-MO-77201843</div>
  <div><b>From:</b> Churchill Car Insurance &lt;renewals@mail.churchill-motor.co.uk&gt;</div>
  <div><b>To:</b> Daniel Okafor &lt;dan.okafor84@example.com&gt;</div>
  <div><b>Sent:</b> Tuesday, 12 January 2027 09:14</div>
  <div><b>Subject:</b> Your Churchill car insurance renewal – policy CHU-MO-77201843</div>
</div>
<div style="max-width:560px;margin:0 auto">
  <div style="background:#004b87;color:#fff;padding:12px;font-size:16pt;font-weight:bold">Churchill</div>
  <p>Hi Daniel,</p>
  <p>Your car insurance for FD17 WNS (Nissan Qashqai Acenta) ends on 11 February 2027. We've got your renewal ready
  so there's no gap in your cover.</p>
  <table style="width:100%">
    <tr><td style="padding:6px">Your new premium</td><td class="r" style="padding:6px;font-size:14pt"><b>£823.64</b></td></tr>
    <tr><td style="padding:6px">Your current premium</td><td class="r" style="padding:6px">£760.12</td></tr>
    <tr><td style="padding:6px">Difference</td><td class="r" style="padding:6px">£63.52 more</td></tr>
  </table>
  <p style="font-size:9pt">Your current premium includes any changes you made to your policy during the year. Prices include Insurance Premium Tax.</p>
  <div style="text-align:center;margin:18px 0">
    <span style="display:inline-block;background:#f7a600;color:#000;font-weight:bold;font-size:14pt;padding:12px 40px;border-radius:24px">Renew now</span>
  </div>
  <p>Paying monthly? That's 10 instalments of £74.13 after a deposit (representative APR 23.9%).</p>
  <p><b>Total excess:</b> £400 &nbsp; | &nbsp; Windscreen excess: £95</p>
  <p>Want to add Churchill Breakdown Cover? It's from £5.50 a month.</p>
  <p>Thanks,<br>The Churchill team</p>
  <p style="font-size:8pt;color:#666">Churchill is a trading name of U K Insurance Limited. Please don't reply to this email – this mailbox isn't monitored.</p>
</div>
<div style="display:flex;justify-content:space-between;font-size:8pt;color:#444;margin-top:14px">
  <span>https://outlook.live.com/mail/0/inbox/id/AQMkADAwATM0MDAAMS1hYzVl</span><span>1/1</span>
</div>
`,
    expected: {
      renewalDate: '2027-02-12', insurer: 'Churchill', policyNumber: 'CHU-MO-77201843', registrationNumber: 'FD17WNS',
      renewalPremium: '823.64', previousPremium: '760.12', totalExcess: '400',
    },
  },

  // ---------------------------------------------------------------- 5
  {
    name: 'lvStatementOfPrice',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #00a65a;padding-bottom:6px">
  <span style="font-size:22pt;font-weight:bold;color:#00a65a">LV=</span>
  <span style="font-size:9pt;text-align:right">Liverpool Victoria<br>County Gates, Bournemouth BH1 2NF</span>
</div>
<h2 style="margin-top:14px">Statement of price – car insurance renewal</h2>
<table style="width:100%;font-size:9.5pt">
  <tr><td>Name</td><td>Mrs Helen Whitlock</td><td>Policy no.</td><td><b>LVM/26/0733152</b></td></tr>
  <tr><td>Member number</td><td>5520 183 744</td><td>Start date of new policy</td><td><b>23/04/2027</b></td></tr>
  <tr><td>Vehicle</td><td>KN21 ODA – Kia Niro 2 1.6 GDi</td><td>Date of statement</td><td>24/03/2027</td></tr>
</table>
<h3>How your price is made up</h3>
<table style="width:100%">
  <tr><th style="text-align:left">Item</th><th class="r">Amount</th></tr>
  <tr><td>Car insurance premium (before tax)</td><td class="r">£612.50</td></tr>
  <tr><td>Insurance Premium Tax (12%)</td><td class="r">£73.50</td></tr>
  <tr style="background:#eef7f1"><td><b>Your car insurance price for 12 months (including IPT)</b></td><td class="r"><b>£686.00</b></td></tr>
  <tr><td colspan="2" style="font-size:9pt;color:#555">Optional extras you chose to keep:</td></tr>
  <tr><td>Motor legal expenses</td><td class="r">£29.99</td></tr>
  <tr><td>Guaranteed hire car plus</td><td class="r">£34.50</td></tr>
  <tr><td><b>Total amount payable</b></td><td class="r"><b>£750.49</b></td></tr>
</table>
<p style="font-size:9pt">Your car insurance price already includes a multi-car discount of £41.20.</p>
<h3>Compared with last year</h3>
<table style="width:70%">
  <tr><td>Previous year's price (car insurance, including IPT)</td><td class="r">£655.40</td></tr>
  <tr><td>Price for the coming year (car insurance, including IPT)</td><td class="r">£686.00</td></tr>
</table>
<p style="font-size:9pt">Previous year's price includes any changes you made during the year. It doesn't include optional extras.</p>
<h3>Excess</h3>
<p>Compulsory excess £200 &nbsp;+&nbsp; voluntary excess £300 &nbsp;=&nbsp; total excess £500 for accidental damage, fire and theft claims.</p>
<p style="font-size:8pt;color:#666">LV= and Liverpool Victoria are registered trademarks of Liverpool Victoria Financial Services Limited and are used under licence.</p>
`,
    expected: {
      renewalDate: '2027-04-23', insurer: 'LV=', policyNumber: 'LVM/26/0733152', registrationNumber: 'KN21ODA',
      renewalPremium: '686.00', previousPremium: '655.40', compulsoryExcess: '200', voluntaryExcess: '300', totalExcess: '500',
    },
  },

  // ---------------------------------------------------------------- 6
  {
    name: 'hastingsKeyFactsTable',
    html: `
<div style="background:#1d1d1b;color:#ffd200;padding:10px 14px">
  <span style="font-size:18pt;font-weight:bold">Hastings Direct</span>
  <span style="float:right;color:#fff;margin-top:6px">Key facts about your renewal</span>
</div>
<p>Mr Tomasz Nowak &middot; 22 Priory Road, Hastings, TN34 3JN</p>
<table style="width:100%;margin-top:8px">
  <tr><th style="text-align:left;width:45%;background:#f2f2f2">Policy number</th><td>HD-00918274-03</td></tr>
  <tr><th style="text-align:left;background:#f2f2f2">Quote reference</th><td>Q-55102938</td></tr>
  <tr><th style="text-align:left;background:#f2f2f2">Product</th><td>Hastings Premier – comprehensive car insurance</td></tr>
  <tr><th style="text-align:left;background:#f2f2f2">Vehicle</th><td>BV66 HHZ – Volkswagen Golf Match 1.4 TSI</td></tr>
  <tr><th style="text-align:left;background:#f2f2f2">Renewal date</th><td>02 May 2027</td></tr>
  <tr><th style="text-align:left;background:#f2f2f2">Annual cost</th><td><b>£1,104.87</b> (including Insurance Premium Tax)</td></tr>
  <tr><th style="text-align:left;background:#f2f2f2">Your premium was</th><td>£968.20 for the year ending 01 May 2027</td></tr>
  <tr><th style="text-align:left;background:#f2f2f2">Monthly option</th><td>Deposit £110.49, then 10 payments of £105.33 (APR 27.6%)</td></tr>
  <tr><th style="text-align:left;background:#f2f2f2">Compulsory excess</th><td>£295</td></tr>
  <tr><th style="text-align:left;background:#f2f2f2">Voluntary excess</th><td>£100</td></tr>
  <tr><th style="text-align:left;background:#f2f2f2">Total excess</th><td>£395</td></tr>
  <tr><th style="text-align:left;background:#f2f2f2">Windscreen excess</th><td>£125 replacement / £25 repair</td></tr>
  <tr><th style="text-align:left;background:#f2f2f2">Courtesy car</th><td>Included while your car is repaired by an approved repairer</td></tr>
  <tr><th style="text-align:left;background:#f2f2f2">Fees</th><td>Mid-term adjustment £25 &middot; Cancellation £35 (after 14 days)</td></tr>
</table>
<h3>Your right to cancel</h3>
<p>You can cancel within 14 days of your renewal date or of receiving your documents, whichever is later, and we'll refund
the premium for the days you weren't covered.</p>
<p style="font-size:8pt;color:#666">Hastings Direct is a trading name of Hastings Insurance Services Limited, registered in England and Wales. Your policy is underwritten by
Advantage Insurance Company Limited.</p>
`,
    expected: {
      renewalDate: '2027-05-02', insurer: 'Hastings Direct', policyNumber: 'HD-00918274-03', registrationNumber: 'BV66HHZ',
      renewalPremium: '1104.87', previousPremium: '968.20', compulsoryExcess: '295', voluntaryExcess: '100', totalExcess: '395',
    },
  },

  // ---------------------------------------------------------------- 7
  {
    name: 'esureTwoPagePack',
    html: `
<div style="font-size:22pt;font-weight:bold;color:#6c2c91">esure</div>
<div style="text-align:right;font-size:9pt">Customer no. 7004-118-229<br>1 June 2027</div>
<p>Ms Chloe Barrett<br>Flat 3, 41 Morningside Drive<br>Edinburgh<br>EH10 5LZ</p>
<p><b>Re: car insurance renewal, SG20 RRK</b></p>
<p>Dear Ms Barrett,</p>
<p>Your esure car insurance policy ends at midnight on 30 June 2027. We're pleased to offer you cover for another year, and your
renewal schedule is enclosed on the next page.</p>
<p>Your total premium for the coming year is <b>£577.16</b>, including Insurance Premium Tax. This year you paid £541.03 – that figure
includes any changes you made to your policy during the year.</p>
<p>Your policy is set to renew automatically. If your details are still correct you don't need to do anything. If anything has changed
– for example your address, your job or who drives the car – please tell us before your renewal.</p>
<p>If you'd prefer to spread the cost, you can pay by 11 monthly instalments of £57.34 following an initial payment of £57.34
(total payable £688.08, representative APR 33.9%).</p>
<p>Kind regards,</p>
<p>Sam Ellwood<br>Customer Services Manager</p>
<p style="font-size:8pt;color:#666">esure is a trading name of esure Insurance Limited. Registered in England and Wales No. 3800891.</p>

<div style="page-break-before:always">
  <div style="font-size:16pt;font-weight:bold;color:#6c2c91;border-bottom:2px solid #6c2c91;padding-bottom:4px">Motor Insurance Schedule</div>
  <table style="width:100%;margin-top:10px">
    <tr><th style="text-align:left;width:40%">Policy number</th><td>ESU4418290MO</td></tr>
    <tr><th style="text-align:left">Policyholder</th><td>Chloe Barrett</td></tr>
    <tr><th style="text-align:left">Period of cover</th><td>01/07/2027 to 30/06/2028</td></tr>
    <tr><th style="text-align:left">Vehicle</th><td>SG20 RRK &middot; Fiat 500 Lounge 1.2</td></tr>
    <tr><th style="text-align:left">Level of cover</th><td>Comprehensive</td></tr>
    <tr><th style="text-align:left">Class of use</th><td>Social, domestic, pleasure and commuting</td></tr>
    <tr><th style="text-align:left">No claims discount</th><td>4 years (not protected)</td></tr>
  </table>
  <h3>Excess</h3>
  <table style="width:60%">
    <tr><td>Compulsory</td><td class="r">£250</td></tr>
    <tr><td>Voluntary</td><td class="r">£200</td></tr>
    <tr><td><b>Total</b></td><td class="r"><b>£450</b></td></tr>
  </table>
  <h3>Premium</h3>
  <table style="width:60%">
    <tr><td>Total premium (incl. IPT)</td><td class="r"><b>£577.16</b></td></tr>
  </table>
  <p style="font-size:9pt">This schedule must be read together with your policy booklet and certificate of motor insurance.</p>
</div>
`,
    expected: {
      renewalDate: '2027-07-01', insurer: 'esure', policyNumber: 'ESU4418290MO', registrationNumber: 'SG20RRK',
      renewalPremium: '577.16', previousPremium: '541.03', compulsoryExcess: '250', voluntaryExcess: '200', totalExcess: '450',
    },
  },

  // ---------------------------------------------------------------- 8
  {
    name: 'sheilasWheelsSidebar',
    html: `
<div style="display:flex;gap:14px">
  <div style="width:30%;background:#fde6ef;padding:12px;font-size:9pt;line-height:1.5">
    <div style="font-size:15pt;font-weight:bold;color:#d6246e;margin-bottom:10px">Sheilas' Wheels</div>
    <p><b>Customer ID</b><br>88172039</p>
    <p><b>Quote reference</b><br>SWQ-20270718-3321</p>
    <p><b>Need to talk?</b><br>0333 207 2040<br>Mon–Fri 8am–8pm<br>Sat 9am–5pm</p>
    <p><b>Why renew with us?</b></p>
    <ul style="padding-left:16px;margin:0">
      <li>Handbag cover up to £300</li>
      <li>24/7 claims line</li>
      <li>Add Sheila's Cover for just £2.50 a month</li>
    </ul>
  </div>
  <div style="flex:1">
    <p style="text-align:right;font-size:9pt">18 July 2027</p>
    <p>Ms Aisha Rahman<br>88 Kingsway<br>Leicester<br>LE3 2PL</p>
    <h2 style="color:#d6246e">Time to renew, Aisha</h2>
    <p>Policy <b>SW/7720194/C</b> &middot; Renault Clio Iconic, EA71 TYU</p>
    <p>Your new policy starts on 18th August 2027. Here's your quote for another year of cover with us.</p>
    <div class="box" style="padding:10px;margin:10px 0">
      <div>Your quote for the year ahead</div>
      <div style="font-size:18pt;font-weight:bold">£402.66</div>
      <div style="font-size:9pt">including Insurance Premium Tax</div>
    </div>
    <p>At your last renewal you paid £389.10. This includes any changes you made to your policy during the year.</p>
    <h3>Your excess</h3>
    <p>Compulsory £200 &middot; Voluntary £100 &middot; Total £300</p>
    <p>If you pay monthly, your first payment will be £40.27 followed by 10 payments of £40.27.</p>
    <p>We'll renew your policy automatically unless you tell us otherwise.</p>
  </div>
</div>
`,
    expected: {
      renewalDate: '2027-08-18', insurer: "Sheilas' Wheels", policyNumber: 'SW/7720194/C', registrationNumber: 'EA71TYU',
      renewalPremium: '402.66', previousPremium: '389.10', compulsoryExcess: '200', voluntaryExcess: '100', totalExcess: '300',
    },
  },

  // ---------------------------------------------------------------- 9
  {
    name: 'firstCentralWhatChanged',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center">
  <span style="font-size:20pt;font-weight:bold;color:#00857c">1st Central</span>
  <span style="font-size:9pt">Policy number: <b>1CM-3308214-R</b><br>Account ref: 70-1142-9958</span>
</div>
<h2>What's changed since last year</h2>
<p>Dear Mr Lewis,</p>
<p>Your car insurance renewal date: 5 September 2027. Before you renew, please check the table below. It shows your details and price
last year next to the details we've used for this year.</p>
<table style="width:100%">
  <tr style="background:#e6f3f2"><th style="text-align:left">&nbsp;</th><th class="r">Last year</th><th class="r">This year</th></tr>
  <tr><td>Car</td><td class="r">NX69 BFE Skoda Octavia</td><td class="r">NX69 BFE Skoda Octavia</td></tr>
  <tr><td>Annual mileage</td><td class="r">8,000</td><td class="r">9,000</td></tr>
  <tr><td>Named drivers</td><td class="r">1</td><td class="r">2</td></tr>
  <tr><td>No claims discount</td><td class="r">5 years</td><td class="r">6 years</td></tr>
  <tr><td>Compulsory excess</td><td class="r">£200</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td><td class="r">£150</td></tr>
  <tr><td>Total excess</td><td class="r">£450</td><td class="r">£400</td></tr>
  <tr><td><b>Premium</b> (incl. IPT)</td><td class="r"><b>£712.40</b></td><td class="r"><b>£799.95</b></td></tr>
</table>
<p style="font-size:9pt">Last year's premium includes any changes you made during the year.</p>
<p>Your renewal price for the year ahead is <b>£799.95</b>. The main reasons it has gone up are the extra named driver and the higher annual mileage.</p>
<p>In March we refunded £12.40 to your card after you updated your address – you don't need to do anything about this.</p>
<p>Optional: Motor Legal Cover £25.00 &middot; Breakdown Cover £49.99 (not included above).</p>
<p>Yours sincerely,<br>1st Central Renewals Team</p>
<p style="font-size:8pt;color:#666">1st Central is a trading name of 1st Central Insurance Management Limited.</p>
`,
    expected: {
      renewalDate: '2027-09-05', insurer: '1st Central', policyNumber: '1CM-3308214-R', registrationNumber: 'NX69BFE',
      renewalPremium: '799.95', previousPremium: '712.40', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400',
    },
  },

  // ---------------------------------------------------------------- 10
  {
    name: 'ageasPriceFell',
    html: `
<div style="border-left:8px solid #8a1538;padding-left:12px">
  <div style="font-size:20pt;font-weight:bold;color:#8a1538">Ageas</div>
  <div style="font-size:9pt">Car insurance &middot; Renewal notice</div>
</div>
<p style="margin-top:14px">Mr and Mrs Ellis<br>5 Brook Lane, Witney, OX28 4DP</p>
<table style="width:100%;font-size:9.5pt">
  <tr><td>Policy number</td><td><b>AGS 0093 4471 5</b></td><td>Document date</td><td>10/09/2027</td></tr>
  <tr><td>Vehicle</td><td>OU18 MZV (Honda Jazz)</td><td>Period of cover</td><td>11/10/2027 – 10/10/2028</td></tr>
</table>
<div style="background:#e9f5e9;border:1px solid #7bb77b;padding:12px;margin:14px 0">
  <div style="font-size:14pt;font-weight:bold">Good news – your price has gone down</div>
  <table style="width:100%;margin-top:8px">
    <tr><td>Premium for 2027/28</td><td class="r" style="font-size:14pt"><b>£538.72</b></td></tr>
    <tr><td>Premium for 2026/27</td><td class="r">£600.02</td></tr>
  </table>
  <p style="margin:6px 0 0">That's £61.30 less than last year.</p>
</div>
<p>Both figures include Insurance Premium Tax. Last year's figure includes any changes made to your policy during the year.</p>
<h3>Excess</h3>
<p>Compulsory excess: £250<br>Voluntary excess: £150</p>
<p>Windscreen claims: £100 excess for replacement.</p>
<h3>Paying</h3>
<p>We'll take £538.72 from your card ending 4417 on or shortly after 11/10/2027. If you'd rather pay monthly, call us.</p>
<p style="font-size:8pt;color:#666">Ageas Insurance Limited, Ageas House, Hampshire Corporate Park, Eastleigh SO53 3YA.</p>
`,
    expected: {
      renewalDate: '2027-10-11', insurer: 'Ageas', policyNumber: 'AGS 0093 4471 5', registrationNumber: 'OU18MZV',
      renewalPremium: '538.72', previousPremium: '600.02', compulsoryExcess: '250', voluntaryExcess: '150',
    },
  },

  // ---------------------------------------------------------------- 11
  {
    name: 'axaLoyaltyDisclosure',
    html: `
<div style="display:flex;align-items:center;gap:12px">
  <div style="background:#00008f;color:#fff;font-weight:bold;font-size:18pt;padding:6px 12px">AXA</div>
  <div style="font-size:12pt">Your car insurance renewal</div>
</div>
<p style="font-size:9pt;margin-top:12px">AXA customer reference: 3390-2281 &nbsp;&nbsp; AXA policy number: <b>MT 6620193 A</b></p>
<p>Dear Ms Hughes,</p>
<p>Your car insurance with us is due for renewal on 27/11/2027. Your vehicle: HJ16 AOP, Mini Cooper 1.5.</p>
<div class="box" style="padding:12px;margin:12px 0">
  <table style="width:100%">
    <tr><td><b>Your renewal price</b></td><td class="r" style="font-size:15pt"><b>£702.15</b></td></tr>
    <tr><td>This is the price you paid last year</td><td class="r">£644.80</td></tr>
  </table>
</div>
<h3>About your price</h3>
<p>The price you paid last year includes any changes you made to your policy during the year, and any discounts you received.
Your renewal price is for the same level of cover for the next 12 months and includes Insurance Premium Tax.</p>
<p>The price for a new customer buying the same cover through the same channel would be no lower than your renewal price.
We do not charge existing customers more because they have been with us for longer.</p>
<p>You may still find a better deal elsewhere. Shopping around, including on price comparison websites, could help you find
cover that suits you. Customers who shopped around last year saved an average of £98 (source: AXA internal data).</p>
<h3>Your instalment option</h3>
<p>12 monthly payments of £63.19, total payable £758.28, representative APR 15.9%.</p>
<p>Yours sincerely,<br>AXA Insurance UK</p>
<p style="font-size:8pt;color:#666">AXA Insurance UK plc. Registered in England No 78950. 20 Gracechurch Street, London EC3V 0BG.</p>
`,
    expected: {
      renewalDate: '2027-11-27', insurer: 'AXA', policyNumber: 'MT 6620193 A', registrationNumber: 'HJ16AOP',
      renewalPremium: '702.15', previousPremium: '644.80',
    },
  },

  // ---------------------------------------------------------------- 12
  {
    name: 'zurichPremiumExplained',
    html: `
<div style="display:flex;justify-content:space-between;border-bottom:2px solid #2167ae;padding-bottom:6px">
  <span style="font-size:20pt;font-weight:bold;color:#2167ae">Zurich</span>
  <span style="font-size:9pt;text-align:right">Zurich Car Insurance<br>Policy ref: ZUR-PM-4410728</span>
</div>
<p style="margin-top:12px">Dr Eleanor Vance<br>The Old Rectory, Church Lane, Malton, YO17 7AP</p>
<p>Your renewal date: Sunday 31 January 2027 &nbsp;&middot;&nbsp; Car: GN65 VYX (Volvo XC60 D4)</p>
<table style="width:65%;margin:10px 0">
  <tr><td>Your premium was</td><td class="r">£781.90</td></tr>
  <tr><td><b>Your new premium</b></td><td class="r" style="font-size:13pt"><b>£831.06</b></td></tr>
</table>
<h3>Your premium explained</h3>
<p>We've listed the main factors that have changed your premium since last year.</p>
<table style="width:100%">
  <tr><th style="text-align:left">Factor</th><th class="r">Effect</th></tr>
  <tr><td>Cost of repairs and parts across the industry</td><td class="r">+£63.40</td></tr>
  <tr><td>One more year of no claims discount (now 7 years)</td><td class="r">−£18.75</td></tr>
  <tr><td>Insurance Premium Tax on the change</td><td class="r">+£4.51</td></tr>
</table>
<p style="font-size:9pt">Other factors we take into account include your age, where you live, the value of your car and how you use it.
Your age and your car's age have not changed the price this year.</p>
<p>Nationally, the average price of comprehensive cover rose by around 9% last year; your premium has risen by about 6%.</p>
<h3>Excess</h3>
<p>Accidental damage, fire and theft excess: £300. Glass excess: £90.</p>
<p>Optional Motor Legal Expenses is available for £27.50 and isn't included in your new premium.</p>
<p style="font-size:8pt;color:#666">Zurich Insurance Company Ltd (UK branch). Authorised and regulated in Switzerland.</p>
`,
    expected: {
      renewalDate: '2027-01-31', insurer: 'Zurich', policyNumber: 'ZUR-PM-4410728', registrationNumber: 'GN65VYX',
      renewalPremium: '831.06', previousPremium: '781.90', totalExcess: '300',
    },
  },

  // ---------------------------------------------------------------- 13
  {
    name: 'nfuMutualInstalmentsFirst',
    html: `
<div style="display:flex;justify-content:space-between">
  <div><span style="font-size:20pt;font-weight:bold;color:#00573f">NFU Mutual</span><br><span style="font-size:9pt">Motor Insurance</span></div>
  <div style="font-size:9pt;text-align:right">Your local agent:<br>Market Harborough Agency<br>Agency no. 4412<br>01858 410 221</div>
</div>
<p style="margin-top:12px">Mrs J. Thornton<br>Lowfield Farm, Hallaton Road<br>Market Harborough<br>LE16 8UJ</p>
<p>Policy: <b>88/2241907/MV</b> &nbsp;&middot;&nbsp; Vehicle: AY15 KPW Land Rover Discovery Sport</p>
<p>Your renewal date is 26th March 2027.</p>
<div style="background:#00573f;color:#fff;padding:16px;text-align:center;margin:12px 0">
  <div style="font-size:11pt">Your Direct Debit for the year ahead</div>
  <div style="font-size:26pt;font-weight:bold;margin:6px 0">12 monthly payments of £60.40</div>
  <div style="font-size:10pt">First payment £60.40 on 26/03/2027, then on the 26th of each month</div>
</div>
<table style="width:100%">
  <tr><td>Total payable by instalments</td><td class="r">£724.80</td></tr>
  <tr><td>Charge for paying monthly</td><td class="r">£45.00</td></tr>
  <tr><td>Representative APR</td><td class="r">13.4%</td></tr>
  <tr><td>Annual price if you pay in full (including IPT)</td><td class="r">£679.80</td></tr>
  <tr><td>What you paid last year (annual price, excluding any instalment charges)</td><td class="r">£652.18</td></tr>
</table>
<p style="font-size:9pt">What you paid last year includes any changes made during the year.</p>
<h3>Excesses</h3>
<p>Compulsory £150, voluntary £250, making a total excess of £400.</p>
<p>If you'd like to pay the annual price in one go instead, just contact your agent before 26th March 2027.</p>
<p style="font-size:8pt;color:#666">NFU Mutual is the marketing name used by The National Farmers Union Mutual Insurance Society Limited.</p>
`,
    expected: {
      renewalDate: '2027-03-26', insurer: 'NFU Mutual', policyNumber: '88/2241907/MV', registrationNumber: 'AY15KPW',
      renewalPremium: '679.80', previousPremium: '652.18', compulsoryExcess: '150', voluntaryExcess: '250', totalExcess: '400',
    },
  },

  // ---------------------------------------------------------------- 14
  {
    name: 'sagaComparisonSentence',
    html: `
<div style="font-family:Georgia,serif">
  <div style="font-size:22pt;color:#003a70;font-weight:bold">Saga</div>
  <div style="font-size:9pt;color:#555">Car Insurance for people over 50</div>
  <p style="margin-top:14px">Mr Malcolm Fairweather<br>3 The Paddocks<br>Sidmouth<br>EX10 9QT</p>
  <p>Policy number SAG/MTR/19920461<br>Date 6 January 2027</p>
  <p>Dear Mr Fairweather,</p>
  <p>Your current policy ends at 23:59 on 7 February 2027. We'd like to continue looking after you and your Skoda Superb
  Estate, registration GF62 LLO.</p>
  <p style="font-size:12pt">Your renewal premium is <b>£498.00</b> — that's £37.45 more than last year.</p>
  <p>This includes Insurance Premium Tax and Saga Breakdown Assistance, which comes as standard with your policy. Your renewal
  premium does not include the optional extras below.</p>
  <ul>
    <li>Motor Legal Expenses: £24.00</li>
    <li>Key Cover: £15.00</li>
  </ul>
  <p>Your excess: compulsory £250, voluntary £100, total £350.</p>
  <p>If you pay monthly, you'll make 12 payments of £44.15 (representative APR 9.9%).</p>
  <p>Yours sincerely,</p>
  <p>Catherine Doyle<br>Customer Director, Saga Car Insurance</p>
</div>
`,
    expected: {
      renewalDate: '2027-02-08', insurer: 'Saga', policyNumber: 'SAG/MTR/19920461', registrationNumber: 'GF62LLO',
      renewalPremium: '498.00', previousPremium: '460.55', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350',
    },
  },

  // ---------------------------------------------------------------- 15
  {
    name: 'tescoProtectedNcdTwoPrices',
    html: `
<div style="background:#00539f;color:#fff;padding:10px 14px">
  <span style="font-size:18pt;font-weight:bold">Tesco Insurance</span>
  <span style="float:right;margin-top:6px">Car insurance renewal</span>
</div>
<table style="width:100%;margin-top:10px;font-size:9.5pt">
  <tr><td>Policy number</td><td><b>TMI 7731 0492 18</b></td><td>Clubcard number</td><td>634004 •••• •••• 5512</td></tr>
  <tr><td>Renewal date</td><td><b>19.06.2027</b></td><td>Car</td><td>PE64 YHT – Peugeot 208 Active</td></tr>
</table>
<p>Dear Mr Grant,</p>
<p>Your car insurance is due for renewal. You currently protect your no claims discount (NCD), so the price below includes it.</p>
<table style="width:100%">
  <tr style="background:#e8f0f8"><td><b>Your renewal price (with protected no claims discount)</b></td><td class="r" style="font-size:14pt"><b>£566.34</b></td></tr>
  <tr><td>Price without protected no claims discount</td><td class="r">£521.09</td></tr>
  <tr><td>Last year's premium (with protected no claims discount)</td><td class="r">£549.99</td></tr>
</table>
<p style="font-size:9pt">Last year's premium includes any changes you made during the year. Prices include Insurance Premium Tax and your Clubcard
discount of £28.50. If you'd like to stop protecting your NCD, call us before your renewal date.</p>
<h3>Your excess</h3>
<table style="width:50%">
  <tr><td>Compulsory</td><td class="r">£250</td></tr>
  <tr><td>Voluntary</td><td class="r">£250</td></tr>
  <tr><td>Total</td><td class="r">£500</td></tr>
</table>
<p>Paying monthly: deposit £56.63 then 10 payments of £57.81 (representative APR 24.9%).</p>
<p style="font-size:8pt;color:#666">Tesco Insurance is a trading name of Tesco Bank. Car insurance is arranged by Tesco Bank.</p>
`,
    expected: {
      renewalDate: '2027-06-19', insurer: 'Tesco Insurance', policyNumber: 'TMI 7731 0492 18', registrationNumber: 'PE64YHT',
      renewalPremium: '566.34', previousPremium: '549.99', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500',
    },
  },

  // ---------------------------------------------------------------- 16
  {
    name: 'johnLewisFormalLetter',
    html: `
<div style="font-family:Georgia,'Times New Roman',serif;font-size:10.5pt;line-height:1.5">
  <div style="text-align:center;border-bottom:1px solid #000;padding-bottom:8px">
    <div style="font-size:20pt;letter-spacing:3px">JOHN LEWIS</div>
    <div style="font-size:9pt;letter-spacing:2px">CAR INSURANCE</div>
  </div>
  <div style="display:flex;justify-content:space-between;margin-top:14px;font-size:9.5pt">
    <div>Mr Oliver Pemberton<br>12 Lansdown Crescent<br>Bath<br>BA1 5EX</div>
    <div style="text-align:right">Our ref: JLI/RN/55821<br>Policy number: JLM 204 8817 Y<br>3 March 2027</div>
  </div>
  <p style="margin-top:16px">Dear Mr Pemberton,</p>
  <p><b>Your car insurance renewal – Audi A4 Avant, LB20 NXC</b></p>
  <p>We are writing to let you know that your cover will be renewed on 3rd April 2027. Thank you for choosing John Lewis
  Car Insurance.</p>
  <p>The premium for the year ahead is £1,245.60, including Insurance Premium Tax. Your current premium is £1,180.35; this
  includes any adjustments made to your policy during the year.</p>
  <p>Your excess remains £450 in total, made up of a compulsory excess of £250 and a voluntary excess of £200.</p>
  <p>As a reminder, your policy includes a courtesy car and Motor Legal Protection at no extra cost. European breakdown cover
  remains available at £72.00 should you wish to add it.</p>
  <p>Should you prefer to pay monthly, the premium may be spread over ten instalments of £131.51 following a deposit of
  £124.56 (total £1,439.66, representative APR 26.9%).</p>
  <p>Yours sincerely,</p>
  <p>Harriet Lowe<br>Head of Customer Care</p>
  <p style="font-size:8pt;color:#666">John Lewis Car Insurance is arranged by John Lewis Insurance Limited.</p>
</div>
`,
    expected: {
      renewalDate: '2027-04-03', insurer: 'John Lewis Finance' /* the brand list's name */, policyNumber: 'JLM 204 8817 Y', registrationNumber: 'LB20NXC',
      renewalPremium: '1245.60', previousPremium: '1180.35', compulsoryExcess: '250', voluntaryExcess: '200', totalExcess: '450',
    },
  },

  // ================================================================ photos
  // ---------------------------------------------------------------- 17
  {
    name: 'mAndSBankPhotoLetter',
    photo: true,
    html: `
<div style="font-size:12pt;line-height:1.5">
  <div style="font-size:22pt;font-weight:bold">M&amp;S Bank</div>
  <div style="font-size:11pt">Car Insurance</div>
  <p style="margin-top:14px">27 November 2026</p>
  <p>Mrs Deborah Quinn<br>19 Alder Grove<br>Chester<br>CH2 3NW</p>
  <p><b>Policy number: MSC 40219 8837</b><br>Car: DK63 FMA</p>
  <p>Dear Mrs Quinn,</p>
  <p>Your car insurance is due to renew. Renewal date: 28 December 2026.</p>
  <table style="width:100%;font-size:13pt">
    <tr><td>Amount payable for 12 months</td><td class="r"><b>£456.78</b></td></tr>
    <tr><td>Your current premium</td><td class="r">£430.00</td></tr>
  </table>
  <p>Both amounts include Insurance Premium Tax. Your current premium includes any changes you made during the year.</p>
  <p>Policy excess: £350</p>
  <p>You'll also collect 500 Sparks points when you renew.</p>
  <p>Yours sincerely,<br>M&amp;S Bank Car Insurance</p>
</div>
`,
    expected: {
      renewalDate: '2026-12-28', insurer: 'M&S Bank', policyNumber: 'MSC 40219 8837', registrationNumber: 'DK63FMA',
      renewalPremium: '456.78', previousPremium: '430.00', totalExcess: '350',
    },
  },

  // ---------------------------------------------------------------- 18
  {
    name: 'coopPhotoMemberLetter',
    photo: true,
    html: `
<div style="font-size:12pt;line-height:1.5">
  <div style="font-size:22pt;font-weight:bold;color:#00b1e7">Co-op Insurance</div>
  <p>Member number: 633 1200 4491 0072</p>
  <p>Policy: <b>COP/MOT/2291845</b></p>
  <p>Dear Mr Hussain,</p>
  <p>Your policy ends on 31/12/2026. Here is your price to carry on your car insurance for VO19 RJK (Ford Focus Zetec).</p>
  <table style="width:100%;font-size:13pt">
    <tr><td>Your new premium</td><td class="r"><b>£692.04</b></td></tr>
    <tr><td>Last year's premium</td><td class="r">£655.92</td></tr>
  </table>
  <p style="font-size:11pt">Last year's premium: this includes any changes you made during the year.</p>
  <p>Excess: compulsory £250, voluntary £250, total £500.</p>
  <p>As a member you'll get 2% back for your community on this purchase.</p>
  <p>Thank you,<br>Co-op Insurance</p>
</div>
`,
    expected: {
      renewalDate: '2027-01-01', insurer: 'Co-op Insurance', policyNumber: 'COP/MOT/2291845', registrationNumber: 'VO19RJK',
      renewalPremium: '692.04', previousPremium: '655.92', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500',
    },
  },

  // ---------------------------------------------------------------- 19
  {
    name: 'privilegePhotoSummary',
    photo: true,
    html: `
<div style="font-size:12pt;line-height:1.5;font-family:Verdana,sans-serif">
  <div style="font-size:20pt;font-weight:bold;color:#5a2d82">Privilege</div>
  <h2 style="font-size:16pt">Your renewal summary</h2>
  <table style="width:100%;font-size:12pt">
    <tr><td>Policy number</td><td><b>PRV-MO-00551928</b></td></tr>
    <tr><td>Customer number</td><td>55-201-884</td></tr>
    <tr><td>Car</td><td>CE70 UOH – BMW 118i</td></tr>
    <tr><td>Renews on</td><td>22 July 2027</td></tr>
  </table>
  <table style="width:100%;font-size:13pt;margin-top:12px">
    <tr><td>Premium for the year ahead</td><td class="r"><b>£918.33</b></td></tr>
    <tr><td>Previous year's price</td><td class="r">£876.40</td></tr>
  </table>
  <p>Compulsory excess £350 + voluntary excess £250 = total excess £600</p>
  <p>Pay monthly: £83.19 a month (APR 22.9%)</p>
</div>
`,
    expected: {
      renewalDate: '2027-07-22', insurer: 'Privilege', policyNumber: 'PRV-MO-00551928', registrationNumber: 'CE70UOH',
      renewalPremium: '918.33', previousPremium: '876.40', compulsoryExcess: '350', voluntaryExcess: '250', totalExcess: '600',
    },
  },

  // ---------------------------------------------------------------- 20
  {
    name: 'elephantPhotoQuote',
    photo: true,
    html: `
<div style="font-size:12pt;line-height:1.5">
  <div style="font-size:22pt;font-weight:bold;color:#e4002b">Elephant</div>
  <p>Hi Jordan,</p>
  <p>Policy number <b>ELE/7718220/01</b><br>Car SN14 WVB · Citroen C3</p>
  <p>Cover starts: 04/08/2027</p>
  <div style="border:2px solid #e4002b;padding:10px;font-size:14pt">
    Your quote for 12 months: <b>£388.20</b><br>
    <span style="font-size:12pt">Your premium was £402.70</span>
  </div>
  <p>You could save £14.40 by paying annually instead of monthly.</p>
  <p>Total excess: £400</p>
  <p>Breakdown cover from £39.99 – not included in your quote.</p>
</div>
`,
    expected: {
      renewalDate: '2027-08-04', insurer: 'Elephant', policyNumber: 'ELE/7718220/01', registrationNumber: 'SN14WVB',
      renewalPremium: '388.20', previousPremium: '402.70', totalExcess: '400',
    },
  },

  // ---------------------------------------------------------------- 21
  {
    name: 'diamondPhotoCard',
    photo: true,
    html: `
<div style="font-size:12pt;line-height:1.5">
  <div style="font-size:22pt;font-weight:bold;color:#0090d0">Diamond</div>
  <div>Car insurance renewal</div>
  <p style="margin-top:12px">Miss Laura Bennett<br>Policy number: DIA 0082 7715<br>Quote ID: 9920-1187</p>
  <p>Renewal date 16 October 2027<br>Vehicle RJ17 EEX (Hyundai i10)</p>
  <table style="width:100%;font-size:13pt">
    <tr><td>Annual cost</td><td class="r"><b>£512.63</b></td></tr>
    <tr><td>What you paid last year</td><td class="r">£470.11</td></tr>
  </table>
  <p>That's £42.52 more than last year.</p>
  <p>Excess: compulsory £300, voluntary £150, total £450</p>
</div>
`,
    expected: {
      renewalDate: '2027-10-16', insurer: 'Diamond', policyNumber: 'DIA 0082 7715', registrationNumber: 'RJ17EEX',
      renewalPremium: '512.63', previousPremium: '470.11', compulsoryExcess: '300', voluntaryExcess: '150', totalExcess: '450',
    },
  },

  // ---------------------------------------------------------------- 22
  {
    name: 'swintonPhotoBrokerQuote',
    photo: true,
    html: `
<div style="font-size:12pt;line-height:1.5">
  <div style="font-size:22pt;font-weight:bold;color:#003b71">Swinton</div>
  <div>Your renewal invitation</div>
  <p style="margin-top:12px">Client number: SW-0028817<br>Policy ref: <b>SWN/PC/4419032</b></p>
  <p>Dear Ryan,</p>
  <p>We've found you a price to keep your Seat Leon (MA66 XPD) insured from 9 November 2027.</p>
  <table style="width:100%;font-size:13pt">
    <tr><td>Total premium (including IPT)</td><td class="r"><b>£1,032.50</b></td></tr>
    <tr><td>This year you paid</td><td class="r">£989.00</td></tr>
  </table>
  <p>Excess: compulsory £400, voluntary £100, total £500.</p>
  <p>Optional legal cover £29.99 not included.</p>
</div>
`,
    expected: {
      renewalDate: '2027-11-09', insurer: 'Swinton', policyNumber: 'SWN/PC/4419032', registrationNumber: 'MA66XPD',
      renewalPremium: '1032.50', previousPremium: '989.00', compulsoryExcess: '400', voluntaryExcess: '100', totalExcess: '500',
    },
  },

  // ---------------------------------------------------------------- 23 sideways
  {
    name: 'adrianFluxSidewaysClassic',
    photo: 'sideways',
    html: `
<div style="font-size:12pt;line-height:1.5">
  <div style="font-size:22pt;font-weight:bold">Adrian Flux</div>
  <div>Specialist car insurance – renewal notice</div>
  <p style="margin-top:12px">Policy number: <b>AF/CL/882013</b><br>Renewal date: 12/05/2027</p>
  <p>Vehicle: 1993 Mazda MX-5, registration L392 KEW<br>Agreed value: £8,500<br>Limited mileage: 3,000 miles a year</p>
  <table style="width:100%;font-size:13pt">
    <tr><td>Your renewal premium</td><td class="r"><b>£364.90</b></td></tr>
    <tr><td>Last year's premium</td><td class="r">£341.25</td></tr>
  </table>
  <p>Owners' club discount of £20.00 already applied.</p>
  <p>Excess: £150</p>
</div>
`,
    expected: {
      renewalDate: '2027-05-12', insurer: 'Adrian Flux', policyNumber: 'AF/CL/882013', registrationNumber: 'L392KEW',
      renewalPremium: '364.90', previousPremium: '341.25', totalExcess: '150',
    },
  },

  // ---------------------------------------------------------------- 24 sideways
  {
    name: 'theAASidewaysMember',
    photo: 'sideways',
    html: `
<div style="font-size:12pt;line-height:1.5">
  <div style="background:#ffd300;padding:8px 12px;font-size:22pt;font-weight:bold">The AA</div>
  <div style="margin-top:6px">Car Insurance renewal</div>
  <p>Membership number: 6356 0129 4472 8810<br>Policy number: <b>AAM 2038 5571</b></p>
  <p>Your policy ends on 31 May 2027.<br>Car: WP67 KHN</p>
  <table style="width:100%;font-size:13pt">
    <tr><td>Total premium</td><td class="r"><b>£745.18</b></td></tr>
    <tr><td>Your current premium</td><td class="r">£702.56</td></tr>
  </table>
  <p>AA Breakdown Cover: £95.00 (separate, not included above)</p>
  <p>Excess: compulsory £250, voluntary £100, total £350</p>
</div>
`,
    expected: {
      renewalDate: '2027-06-01', insurer: 'The AA', policyNumber: 'AAM 2038 5571', registrationNumber: 'WP67KHN',
      renewalPremium: '745.18', previousPremium: '702.56', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350',
    },
  },
];
