// Issue 47, set 16: THE POLICY NUMBER AND THE NUMBERS AROUND IT. Sixteen renewal invitations from sixteen UK
// private-car brands (a supermarket bank, a supermarket, two high-street banks, a card issuer, five car-maker brands,
// an insurer sold through brokers, a telematics specialist, a classic-car specialist and two brokers, one of them a
// small local firm no list would know), eleven printed to PDF and five read as phone photos (igo4's held sideways).
// Each prints its policy number in a different way (groups of digits with spaces, slashes, dashes, a check letter, a
// renewal suffix '/01' '-2', the brand's initials as a prefix, digits alone, only in a sentence, only in a page footer,
// labelled 'Policy No.', 'Policy ref', 'Your reference', 'Policy / certificate no.') and sets it among the numbers a
// real letter carries beside it: customer and account numbers, quote references, a previous policy number, finance
// agreement numbers, a MultiCar group and the other car's policy number, a claim reference, a certificate number,
// VINs and chassis numbers, a black box serial, Nectar, myWaitrose and card numbers, Direct Debit references that
// contain the policy number, sort codes and account endings, FCA Firm Reference Numbers, company and VAT numbers,
// 'Our ref' letter references, phone numbers, postcodes and mileages. The other fields are printed as each brand
// would: last year's premium as the FCA asks, excess tables (with windscreen rows beside them), pay-monthly terms.
// Written without sight of the reader.
import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES_16: FreshNotice[] = [
  {
    // Two columns with a reference table; the MultiCar partner car's plate and policy number are printed too.
    name: 'sainsburys-bank',
    html: `
<div class="cols">
  <div>
    <p><b style="font-size:16pt">Sainsbury's Bank</b><br>Car Insurance</p>
    <p style="margin-top:18pt">Mrs Priya Raman<br>27 Linden Grove<br>Harrogate<br>North Yorkshire<br>HG2 8QL</p>
  </div>
  <div>
    <table>
      <tr><td>Date</td><td>14 November 2026</td></tr>
      <tr><td>Policy number</td><td><b>SBC 7710 4482 19</b></td></tr>
      <tr><td>Customer number</td><td>40019 22871</td></tr>
      <tr><td>MultiCar group</td><td>MCG-208815</td></tr>
      <tr><td>Nectar card</td><td>9826 3000 4417 8820</td></tr>
      <tr><td>Call us</td><td>0345 300 3190</td></tr>
    </table>
  </div>
</div>
<h2>Your car insurance renewal</h2>
<p>Dear Mrs Raman,</p>
<p>Thank you for insuring your car with Sainsbury's Bank Car Insurance. Your policy is due for renewal on <b>12 December 2026</b>. Please check the details below and in your enclosed documents carefully, and let us know if anything is wrong or has changed.</p>
<div class="box">
  <table>
    <tr><td>Car</td><td>Volkswagen Golf Life 1.5 TSI 5dr</td></tr>
    <tr><td>Registration</td><td>YG71 KXN</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
    <tr><td>Drivers</td><td>Mrs Priya Raman, Mr Vikram Raman</td></tr>
    <tr><td>Annual mileage</td><td>9,000 miles</td></tr>
    <tr><td>Renewal date</td><td>12 December 2026</td></tr>
    <tr><td>Your renewal premium (car insurance only, including IPT)</td><td class="r"><b>£612.44</b></td></tr>
    <tr><td>Last year's premium (excluding optional extras)</td><td class="r">£547.90</td></tr>
  </table>
</div>
<p><b>Your optional extras.</b> You added Motor Legal Protection last year. It will renew with your policy at £24.99 unless you tell us otherwise, making a total of £637.43 with your extras.</p>
<p><b>Your excesses</b></p>
<table>
  <tr><th></th><th>Compulsory</th><th>Voluntary</th><th>Total</th></tr>
  <tr><td>Accidental damage, fire and theft</td><td>£250</td><td>£200</td><td>£450</td></tr>
  <tr><td>Windscreen replacement</td><td>£115</td><td>-</td><td>£115</td></tr>
</table>
<p><b>MultiCar.</b> This policy is part of MultiCar group MCG-208815 with your Toyota Yaris (YE19 PLU, policy number SBC 7710 4482 27), which renews on 3 March 2027. Your MultiCar discount is already taken off the price above.</p>
<p><b>Nectar.</b> Renew and you'll collect 1,224 Nectar points on card 9826 3000 4417 8820.</p>
<p><b>Paying monthly.</b> A deposit of £61.24 then 10 monthly instalments of £58.37. Total amount payable £644.94, which includes interest of £32.50. Representative APR 21.9%.</p>
<p>If you are happy, you do not need to do anything: your policy will renew automatically and we will take payment from the card or account you used last year.</p>
<p>Yours sincerely,<br>Claire Holroyd<br>Head of Customer Service, Sainsbury's Bank Car Insurance</p>
<p style="font-size:8pt">Sainsbury's Bank Car Insurance is arranged by Sainsbury's Bank plc, 33 Charterhouse Street, London EC1M 6HA. Registered in Scotland No. SC314475. Sainsbury's Bank plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Firm Reference Number 184514). Calls may be recorded.</p>
`,
    expected: {
      renewalDate: '2026-12-12',
      insurer: "Sainsbury's Bank",
      policyNumber: 'SBC 7710 4482 19',
      registrationNumber: 'YG71KXN',
      renewalPremium: '612.44',
      previousPremium: '547.90',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    // A plain letter: the policy number only in a sentence, beside 'Our ref' and a quote reference.
    name: 'highway',
    html: `
<p class="r"><b style="font-size:15pt">Highway Insurance</b><br>Highway House<br>171 Kings Road<br>Brentwood<br>Essex CM14 4EJ</p>
<p>Mr Daniel Okafor<br>9 Brindley Close<br>Kidderminster<br>DY11 6TR</p>
<p>Our ref: RNL/26/884412<br>24 November 2026</p>
<p>Dear Mr Okafor,</p>
<p><b>Your car insurance renewal</b></p>
<p>Your policy HWY/0338127/02 renews on 4 January 2027 and we are pleased to invite you to renew with us. This invitation is for your Ford Focus Zetec 1.0 EcoBoost, registration BK68 WFT, with comprehensive cover for you and Mrs Adaeze Okafor as named drivers, for social, domestic and pleasure use and commuting.</p>
<p>The premium for the coming year is £731.20, including Insurance Premium Tax at 12%. Last year you paid £689.55. The main reasons your price has changed are the rising cost of repairs and parts, and a change in the claims we see in your area. Your no claims discount of 6 years is protected.</p>
<p>If you make a claim for damage to your car you will pay the first £350: the £250 compulsory excess plus the £100 voluntary excess you chose, which is a total excess of £350. A separate £95 excess applies to windscreen replacement, and £25 to a repair.</p>
<p>If you pay by monthly instalments through our credit provider there is a first payment of £73.12, followed by 10 monthly instalments of £69.40. The total amount payable is £767.12, representative APR 19.9%. The instalment quote reference is Q-77210455.</p>
<p>You do not need to do anything to renew. We will collect your first payment by Direct Debit from the account ending 0917 on or just after 4 January 2027. If anything has changed, or you would like to talk about your cover, please call us on 0345 604 4312, Monday to Friday 8am to 8pm, Saturday 9am to 5pm.</p>
<p>It is always worth checking that your cover still meets your needs, and comparing it with other insurers.</p>
<p>Yours sincerely,</p>
<p>Marion Ellery<br>Customer Services Manager</p>
<p style="font-size:8pt">Highway Insurance is a trading name of Highway Insurance Company Limited, registered in England No. 3730662, registered office Highway House, 171 Kings Road, Brentwood, Essex CM14 4EJ. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, Firm Reference Number 202972.</p>
`,
    expected: {
      renewalDate: '2027-01-04',
      insurer: 'Highway Insurance',
      policyNumber: 'HWY/0338127/02',
      registrationNumber: 'BK68WFT',
      renewalPremium: '731.20',
      previousPremium: '689.55',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    // Tables: a check letter on the policy number, a VIN, a finance agreement and a dealer code beside it.
    name: 'mazda',
    html: `
<p><b style="font-size:16pt">Mazda Insurance</b><br>PO Box 1187, Chelmsford CM1 9QY &middot; 0330 058 2271</p>
<div class="cols">
  <p>Ms Hannah Whitfield<br>Flat 4<br>18 Foregate Street<br>Worcester<br>WR1 1DN</p>
  <table>
    <tr><td>Policy number</td><td><b>MZI-2091-48837-C</b></td></tr>
    <tr><td>Quote reference</td><td>QTE 55019274</td></tr>
    <tr><td>Date of issue</td><td>2 November 2026</td></tr>
    <tr><td>Your dealer</td><td>Bristol Street Motors Mazda Worcester (dealer code 44127)</td></tr>
  </table>
</div>
<h3>Your renewal invitation</h3>
<p>Dear Ms Whitfield,</p>
<p>Your Mazda Insurance policy ends at midnight on 27 November 2026 and your renewal starts on <b>28 November 2026</b>. Here is your renewal price, with last year's for comparison.</p>
<table>
  <tr><th>Your car</th><th></th></tr>
  <tr><td>Make and model</td><td>Mazda CX-5 2.0 e-Skyactiv G 165 Newground</td></tr>
  <tr><td>Registration</td><td>WR22 OHM</td></tr>
  <tr><td>VIN</td><td>JMZKF6W1A00214478</td></tr>
  <tr><td>Finance</td><td>Mazda Financial Services agreement 6004 418 227</td></tr>
  <tr><td>Annual mileage</td><td>8,000</td></tr>
  <tr><td>Kept overnight</td><td>Garage, WR1 1DN</td></tr>
</table>
<table style="margin-top:8pt">
  <tr><th>Your premium</th><th class="r">Last year</th><th class="r">From 28 November 2026</th></tr>
  <tr><td>Comprehensive, including Insurance Premium Tax</td><td class="r">£455.10</td><td class="r"><b>£498.76</b></td></tr>
</table>
<p>Last year you paid £455.10 for this policy. Your renewal premium is £498.76.</p>
<table>
  <tr><th>Your excess</th><th class="r">Amount</th></tr>
  <tr><td>Compulsory excess</td><td class="r">£300</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£0</td></tr>
  <tr><td>Total excess</td><td class="r">£300</td></tr>
</table>
<p>Your cover includes repairs at a Mazda Approved Bodyshop using genuine Mazda parts, a courtesy car while yours is repaired, and new car replacement if your car is written off within 12 months of first registration.</p>
<p>Your policy will renew automatically by continuous payment from your card ending 6612. To make changes or to cancel the renewal, call us on 0330 058 2271 before 28 November 2026 quoting your policy number.</p>
<p>Kind regards,<br>The Mazda Insurance team</p>
<p style="font-size:8pt">Mazda Insurance is arranged and administered by Brightwell Motor Services Limited, registered in England and Wales No. 07731904, which is authorised and regulated by the Financial Conduct Authority (FRN 573318). Mazda is a registered trademark of Mazda Motor Corporation, used under licence.</p>
`,
    expected: {
      renewalDate: '2026-11-28',
      insurer: 'Mazda Insurance',
      policyNumber: 'MZI-2091-48837-C',
      registrationNumber: 'WR22OHM',
      renewalPremium: '498.76',
      previousPremium: '455.10',
      compulsoryExcess: '300',
      voluntaryExcess: '0',
      totalExcess: '300',
    },
  },
  {
    // A photo of boxes: the policy number with slashes and a '/1' suffix; a customer account and finance agreement.
    name: 'peugeot',
    photo: true,
    html: `
<p><b style="font-size:17pt">PEUGEOT</b> <span style="font-size:13pt">Insurance</span></p>
<div class="cols">
  <p>Mr Tomasz Nowak<br>41 Carr Lane<br>Willerby<br>Hull<br>HU10 6JU</p>
  <p class="r">20 October 2026<br>Questions? 0344 892 0174</p>
</div>
<p>Dear Mr Nowak,</p>
<p>It's nearly time to renew your Peugeot Insurance. We've set out your renewal price below. If you're happy, there's nothing you need to do.</p>
<div class="cols">
  <div class="box">
    <b>Your policy</b><br>
    Policy No. PGI/00725519/1<br>
    Customer account 300 418 772<br>
    Renewal date 17 November 2026<br>
    Cover: Comprehensive
  </div>
  <div class="box">
    <b>Your car</b><br>
    Peugeot 2008 Allure PureTech 130<br>
    Registration YV23 TBN<br>
    Finance agreement 77-0041926<br>
    Annual mileage 7,500
  </div>
</div>
<div class="box" style="margin-top:10pt">
  <b>Your price</b><br>
  Renewal premium for the year from 17 November 2026: <b>£538.62</b><br>
  Last year's premium: £512.30<br>
  Or pay monthly: 12 payments of £47.60, total £571.20, representative APR 12.9%
</div>
<div class="box" style="margin-top:10pt">
  <b>Your excess</b><br>
  Compulsory excess £250 &nbsp; Voluntary excess £250 &nbsp; Total excess £500
</div>
<p>Your cover includes repairs by Peugeot trained technicians using genuine parts, and a courtesy car while yours is in for repair.</p>
<p>Thank you for choosing Peugeot Insurance.</p>
<p style="font-size:8pt">Peugeot Insurance is a trading name of Motorline Insurance Services Ltd, registered in England No. 06218840, authorised and regulated by the Financial Conduct Authority (FRN 481203). Finance is provided by Stellantis Financial Services UK.</p>
`,
    expected: {
      renewalDate: '2026-11-17',
      insurer: 'Peugeot Insurance',
      policyNumber: 'PGI/00725519/1',
      registrationNumber: 'YV23TBN',
      renewalPremium: '538.62',
      previousPremium: '512.30',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    // A header line carrying the policy number, two columns, a VIN, tracker unit, customer ID and odometer reading.
    name: 'porsche',
    html: `
<p style="font-size:8pt;border-bottom:1px solid #999">Porsche Insurance &middot; Renewal invitation &middot; Policy No. P/UK/0048193/26</p>
<p><b style="font-size:16pt">PORSCHE</b><br>Insurance</p>
<div class="cols">
  <p>Dr James Ashcroft<br>The Old Rectory<br>Church Lane<br>Sonning<br>Reading RG4 6UR</p>
  <table>
    <tr><td>Date</td><td>6 November 2026</td></tr>
    <tr><td>Porsche ID</td><td>1000732218</td></tr>
    <tr><td>Porsche Centre</td><td>Reading</td></tr>
    <tr><td>Telephone</td><td>0345 600 9110</td></tr>
  </table>
</div>
<p>Dear Dr Ashcroft,</p>
<p>Your Porsche Insurance is due for renewal on <b>5 December 2026</b>. Thank you for insuring your 911 with us. Please review the details below.</p>
<table>
  <tr><td>Vehicle</td><td>Porsche 911 Carrera S (992)</td></tr>
  <tr><td>Registration</td><td>OY73 KRR</td></tr>
  <tr><td>VIN</td><td>WP0ZZZ99ZPS114572</td></tr>
  <tr><td>Tracker unit</td><td>880217734</td></tr>
  <tr><td>Agreed annual mileage</td><td>6,000 miles</td></tr>
  <tr><td>Odometer (as declared)</td><td>14,380 miles</td></tr>
  <tr><td>Cover</td><td>Comprehensive, including track day exclusion</td></tr>
</table>
<div class="cols" style="margin-top:8pt">
  <div class="box">
    <b>Your premium</b><br>
    Renewal premium from 5 December 2026: <b>£2,184.37</b><br>
    Last year's premium: £1,962.80<br>
    Both include Insurance Premium Tax.
  </div>
  <div class="box">
    <b>Your excess</b><br>
    Compulsory excess: £500<br>
    Voluntary excess: £500<br>
    Total excess: £1,000
  </div>
</div>
<p>Pay monthly: a deposit of £218.44 and 10 instalments of £205.77. Total amount payable £2,276.14, representative APR 9.9%.</p>
<p>Your policy includes repairs at an Official Porsche Centre or Porsche Approved Body Repair Centre using Porsche Genuine Parts, and a like-for-like courtesy vehicle where available.</p>
<p>Your renewal is automatic. To change anything, please call 0345 600 9110 quoting Policy No. P/UK/0048193/26.</p>
<p>Yours sincerely,<br>Porsche Insurance</p>
<p style="font-size:8pt">Porsche Insurance is arranged by Porsche Financial Services Great Britain Limited, registered in England No. 03227766, authorised and regulated by the Financial Conduct Authority (FRN 311848). Registered office: Bath Road, Calcot, Reading RG31 7SE.</p>
`,
    expected: {
      renewalDate: '2026-12-05',
      insurer: 'Porsche Insurance',
      policyNumber: 'P/UK/0048193/26',
      registrationNumber: 'OY73KRR',
      renewalPremium: '2184.37',
      previousPremium: '1962.80',
      compulsoryExcess: '500',
      voluntaryExcess: '500',
      totalExcess: '1000',
    },
  },
  {
    // A photo: the policy number in spaced groups at the top; a Direct Debit reference carrying the same digits.
    name: 'suzuki',
    photo: true,
    html: `
<div class="cols">
  <p><b style="font-size:16pt">SUZUKI</b><br>Car Insurance</p>
  <p class="r">Policy no. SZK 5820 3317<br>Customer number 1104 6628<br>30 October 2026</p>
</div>
<p>Mrs Gwen Pritchard<br>3 Heol y Nant<br>Llanelli<br>SA15 3PB</p>
<p>Dear Mrs Pritchard,</p>
<p>Your Suzuki Car Insurance renews on <b>29 November 2026</b>. Here is your price for the year ahead for your Suzuki Swift Motion 1.2 Dualjet, registration CN70 UEX.</p>
<table>
  <tr><td>Car insurance</td><td class="r">£364.15</td></tr>
  <tr><td>Suzuki Breakdown Cover (optional extra)</td><td class="r">£38.00</td></tr>
  <tr><td><b>Total renewal price</b></td><td class="r"><b>£402.15</b></td></tr>
  <tr><td>Last year's premium, including your optional extras</td><td class="r">£371.48</td></tr>
</table>
<table style="margin-top:8pt">
  <tr><td>Compulsory excess</td><td class="r">£150</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td>Total excess</td><td class="r">£400</td></tr>
</table>
<p>We will collect 12 monthly payments of £35.79 (total £429.48, representative APR 14.9%) by Direct Debit from your account ending 2208. Direct Debit reference 0058203317.</p>
<p>If your details are correct you don't need to do anything. Call us on 0330 024 6651 if anything has changed.</p>
<p>Yours sincerely,<br>Suzuki Car Insurance</p>
<p style="font-size:8pt">Suzuki Car Insurance is a trading name of Cleveland Motor Services Ltd, registered in England No. 05514097, authorised and regulated by the Financial Conduct Authority (FRN 442871).</p>
`,
    expected: {
      renewalDate: '2026-11-29',
      insurer: 'Suzuki Car Insurance',
      policyNumber: 'SZK 5820 3317',
      registrationNumber: 'CN70UEX',
      renewalPremium: '402.15',
      previousPremium: '371.48',
      compulsoryExcess: '150',
      voluntaryExcess: '250',
      totalExcess: '400',
    },
  },
  {
    // The renewed policy number '-2' printed under the expiring one '-1', and a renewal quote reference.
    name: 'mg',
    html: `
<p><b style="font-size:16pt">MG</b> Car Insurance<br>PO Box 7726, Stockport SK3 0WZ</p>
<div class="cols">
  <p>Mr Arjun Mehta<br>112 Wellington Road North<br>Stockport<br>SK4 1QR</p>
  <table>
    <tr><td>Policy number</td><td><b>MGCI-0419275-2</b></td></tr>
    <tr><td>Previous policy number</td><td>MGCI-0419275-1</td></tr>
    <tr><td>Renewal quote</td><td>RQ-8841-0302</td></tr>
    <tr><td>Date</td><td>27 November 2026</td></tr>
  </table>
</div>
<p>Dear Mr Mehta,</p>
<p><b>Good news: your price has come down.</b></p>
<p>Your MG Car Insurance renews on <b>24 December 2026</b>. Your new policy number is shown above; your current policy MGCI-0419275-1 ends at 23:59 on 23 December 2026.</p>
<table>
  <tr><td>Car</td><td>MG4 EV Trophy Long Range 77kWh</td></tr>
  <tr><td>Registration</td><td>EA73 VGP</td></tr>
  <tr><td>VIN</td><td>LSJW74U93PZ081143</td></tr>
  <tr><td>Cover</td><td>Comprehensive, including charging cable and home charger</td></tr>
  <tr><td>Your new premium</td><td><b>£689.04</b></td></tr>
  <tr><td>Last year's premium</td><td>£742.66</td></tr>
</table>
<p><b>Excess</b>: compulsory £350, voluntary £150, total £500. Battery cover has no separate excess.</p>
<p>You pay annually by card. We will take £689.04 from your card ending 0553 on 24 December 2026 unless you tell us not to renew.</p>
<p>Questions? Call 0330 159 7730, Monday to Friday 9am to 6pm.</p>
<p>Kind regards,<br>MG Car Insurance</p>
<p style="font-size:8pt">MG Car Insurance is arranged by Redline Motor Insurance Services Ltd (company number 10287715), authorised and regulated by the Financial Conduct Authority (FRN 780142). MG is a trademark of SAIC Motor, used under licence.</p>
`,
    expected: {
      renewalDate: '2026-12-24',
      insurer: 'MG Car Insurance',
      policyNumber: 'MGCI-0419275-2',
      registrationNumber: 'EA73VGP',
      renewalPremium: '689.04',
      previousPremium: '742.66',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
  {
    // Digits only, beside a customer number, a sort code, an account ending and a Direct Debit reference holding it.
    name: 'rbs',
    html: `
<p><b style="font-size:16pt">RBS</b> Car Insurance<br>PO Box 1006, Bromley BR1 9XX</p>
<div class="cols">
  <p>Ms Fiona MacLeod<br>7/3 Marchmont Crescent<br>Edinburgh<br>EH9 1HN</p>
  <table>
    <tr><td>Policy number</td><td>804177265</td></tr>
    <tr><td>Customer number</td><td>7702 1145</td></tr>
    <tr><td>Date</td><td>12 November 2026</td></tr>
  </table>
</div>
<p>Dear Ms MacLeod,</p>
<h3>Your renewal is coming up</h3>
<p>Your RBS Car Insurance is due to renew on <b>10 December 2026</b>. Please check your details and the enclosed Statement of Insurance.</p>
<table>
  <tr><td>Car</td><td>Skoda Octavia Estate SE L 2.0 TDI</td></tr>
  <tr><td>Registration</td><td>SV19 MXO</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>Your new premium</td><td><b>£455.98</b></td></tr>
  <tr><td>Last year's premium</td><td>£419.22</td></tr>
</table>
<table style="margin-top:8pt">
  <tr><th>Excess</th><th>Compulsory</th><th>Voluntary</th><th>Total</th></tr>
  <tr><td>Accidental damage</td><td>£250</td><td>£100</td><td>£350</td></tr>
  <tr><td>Fire and theft</td><td>£250</td><td>£100</td><td>£350</td></tr>
  <tr><td>Windscreen</td><td>£90</td><td>£0</td><td>£90</td></tr>
</table>
<div class="box" style="margin-top:8pt">
  <b>How you pay</b><br>
  12 monthly Direct Debit payments of £41.03. Total amount payable £492.36, representative APR 16.4%.<br>
  Bank: sort code 83-17-42, account ending 4471<br>
  Service user number 942118 &middot; Direct Debit reference RBSCI804177265
</div>
<p>If everything is correct, you do not need to do anything. To make a change, call 0345 878 0173 or manage your policy in the RBS app.</p>
<p>Yours sincerely,<br>RBS Car Insurance</p>
<p style="font-size:8pt">RBS Car Insurance is provided by U K Insurance Limited, registered office The Wharf, Neville Street, Leeds LS1 4AZ, registered in England and Wales No. 1179980, authorised by the PRA and regulated by the FCA and the PRA (FRN 202810). The Royal Bank of Scotland plc introduces customers to U K Insurance Limited and is authorised and regulated in its own right (FRN 121878).</p>
`,
    expected: {
      renewalDate: '2026-12-10',
      insurer: 'RBS Car Insurance',
      policyNumber: '804177265',
      registrationNumber: 'SV19MXO',
      renewalPremium: '455.98',
      previousPremium: '419.22',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    // Northern Ireland: a claim reference in the same block as the policy number, and a Northern Irish plate.
    name: 'ulster-bank',
    html: `
<p><b style="font-size:16pt">Ulster Bank</b><br>Car Insurance</p>
<div class="cols">
  <p>Mr Conor Magee<br>22 Malone Park Lane<br>Belfast<br>BT9 6PR</p>
  <div class="box">
    Policy number: UBCI/22071936<br>
    Claim reference: CLM-26-004418<br>
    Letter date: 16 October 2026<br>
    Helpline: 0345 366 1429
  </div>
</div>
<p>Dear Mr Magee,</p>
<p><b>Your car insurance renewal</b></p>
<p>Your Ulster Bank Car Insurance renews on <b>14 November 2026</b>. Your price has gone up this year, mainly because of the claim you made in March (claim reference CLM-26-004418, now settled). Your no claims discount has gone down from 5 years to 3 years.</p>
<table>
  <tr><td>Car</td><td>Hyundai Tucson 1.6 T-GDi Premium</td></tr>
  <tr><td>Registration</td><td>KFZ 4127</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>Renewal premium</td><td><b>£823.40</b></td></tr>
  <tr><td>Last year's premium</td><td>£701.95</td></tr>
  <tr><td>Compulsory excess</td><td>£200</td></tr>
  <tr><td>Voluntary excess</td><td>£250</td></tr>
  <tr><td>Total excess</td><td>£450</td></tr>
</table>
<p>We will collect £823.40 by Direct Debit from sort code 98-00-60, account ending 3390, on 14 November 2026.</p>
<p>Please shop around. You can compare our price with other insurers. If you would like to talk to us, call 0345 366 1429.</p>
<p>Yours sincerely,<br>Ulster Bank Car Insurance</p>
<p style="font-size:8pt">Ulster Bank Car Insurance is provided by U K Insurance Limited (FRN 202810). Ulster Bank Limited, registered in Northern Ireland No. R733, is authorised by the PRA and regulated by the FCA and the PRA (FRN 122315).</p>
`,
    expected: {
      renewalDate: '2026-11-14',
      insurer: 'Ulster Bank Car Insurance',
      policyNumber: 'UBCI/22071936',
      registrationNumber: 'KFZ4127',
      renewalPremium: '823.40',
      previousPremium: '701.95',
      compulsoryExcess: '200',
      voluntaryExcess: '250',
      totalExcess: '450',
    },
  },
  {
    // A broker's letter: 'Our ref' and 'Your ref', a client number, the insurer's quote reference, a fee on top.
    name: 'thomas-carroll',
    html: `
<p class="r"><b style="font-size:16pt">Thomas Carroll</b><br>Pendragon House, Caxton Place<br>Cardiff CF23 8HA<br>029 2088 7766</p>
<p>Mr David Griffiths<br>15 Heol Isaf<br>Radyr<br>Cardiff<br>CF15 8DY</p>
<table>
  <tr><td>Our ref:</td><td>PL/DJG/0091274</td><td>Your ref:</td><td>DG/Jazz</td></tr>
  <tr><td>Client no.:</td><td>0091274</td><td>Date:</td><td>19 November 2026</td></tr>
  <tr><td>Policy No.:</td><td>TCM/1186503/A</td><td>Insurer's quote ref:</td><td>AV-QR-4471920</td></tr>
</table>
<p>Dear Mr Griffiths,</p>
<p><b>Motor insurance renewal: Honda Jazz CU18 FRD</b></p>
<p>Your private car policy is due for renewal on <b>17 December 2026</b>. We have reviewed the market on your behalf and recommend renewing with your existing insurer on the terms below.</p>
<table>
  <tr><td>Vehicle</td><td>Honda Jazz 1.5 i-MMD EX</td></tr>
  <tr><td>Registration</td><td>CU18 FRD</td></tr>
  <tr><td>Cover</td><td>Comprehensive, social domestic and pleasure including commuting</td></tr>
  <tr><td>Renewal premium (including IPT)</td><td class="r">£508.33</td></tr>
  <tr><td>Our administration fee</td><td class="r">£20.00</td></tr>
  <tr><td><b>Total payable</b></td><td class="r"><b>£528.33</b></td></tr>
  <tr><td>Last year's premium (excluding our fee)</td><td class="r">£472.10</td></tr>
</table>
<p>Excess: compulsory £300, voluntary £200, total £500 for accidental damage, fire and theft.</p>
<p>Please call us on 029 2088 7766 to confirm that you wish to renew, or if any of your details have changed. If we do not hear from you, your cover will lapse at midnight on 16 December 2026.</p>
<p>Yours sincerely,</p>
<p>Delyth Jenkins<br>Personal Lines Account Handler</p>
<p style="font-size:8pt">Thomas Carroll (Brokers) Limited is authorised and regulated by the Financial Conduct Authority, Firm Reference Number 308541. Registered in Wales No. 02127734. VAT No. GB 523 8841 07.</p>
`,
    expected: {
      renewalDate: '2026-12-17',
      insurer: 'Thomas Carroll',
      policyNumber: 'TCM/1186503/A',
      registrationNumber: 'CU18FRD',
      renewalPremium: '508.33',
      previousPremium: '472.10',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    // A sideways photo: a telematics policy number with a digit in the brand's name, a black box serial, miles driven.
    name: 'igo4',
    photo: 'sideways',
    html: `
<div class="cols">
  <p><b style="font-size:17pt">igo4</b><br>Telematics car insurance</p>
  <p class="r">3 November 2026<br>Policy number IGO4/MT/556210<br>Call 0333 043 2791</p>
</div>
<p>Miss Chloe Brennan<br>58 Ashgrove Road<br>Newcastle upon Tyne<br>NE4 9RX</p>
<p>Dear Chloe,</p>
<p><b>Your igo4 renewal is ready</b></p>
<p>Great driving this year! Your policy renews on <b>1 December 2026</b>, and your safer driving has helped bring your price down.</p>
<table>
  <tr><td>Car</td><td>Vauxhall Corsa SE 1.2</td></tr>
  <tr><td>Registration</td><td>NX17 PJV</td></tr>
  <tr><td>Black box serial</td><td>358240071182945</td></tr>
  <tr><td>Driving score</td><td>87 / 100</td></tr>
  <tr><td>Miles driven this year</td><td>7,214</td></tr>
</table>
<table style="margin-top:8pt">
  <tr><td>Renewal premium</td><td class="r"><b>£1,046.80</b></td></tr>
  <tr><td>Last year's premium</td><td class="r">£1,298.50</td></tr>
  <tr><td>Compulsory excess</td><td class="r">£500</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
  <tr><td>Total excess</td><td class="r">£600</td></tr>
</table>
<p>Paying monthly: a deposit of £104.68 and 10 payments of £99.55, total £1,100.18, representative APR 14.9%.</p>
<p>Keep your black box connected: if it is unplugged you must tell us within 7 days.</p>
<p>Cheers,<br>The igo4 team</p>
<p style="font-size:8pt">igo4 is a trading name of igo4 Limited, registered in England No. 06883812, authorised and regulated by the Financial Conduct Authority (FRN 504893).</p>
`,
    expected: {
      renewalDate: '2026-12-01',
      insurer: 'igo4',
      policyNumber: 'IGO4/MT/556210',
      registrationNumber: 'NX17PJV',
      renewalPremium: '1046.80',
      previousPremium: '1298.50',
      compulsoryExcess: '500',
      voluntaryExcess: '100',
      totalExcess: '600',
    },
  },
  {
    // A photo of a classic-car letter: club membership, chassis number, agreed value and limited mileage around it.
    name: 'heritage',
    photo: true,
    html: `
<p><b style="font-size:16pt">Heritage Insurance</b><br>Classic &amp; Vintage Vehicle Insurance<br>01373 858 400</p>
<div class="cols">
  <p>Mr Geoffrey Hale<br>Orchard Cottage<br>Bisley<br>Gloucestershire<br>GL6 7AB</p>
  <p>Date: 28 October 2026<br>Policy number: HCC104928/03<br>MG Owners' Club no. 41187</p>
</div>
<p>Dear Mr Hale,</p>
<p>Your classic car policy renews on <b>26 November 2026</b>. Thank you for staying with Heritage Insurance.</p>
<table>
  <tr><td>Vehicle</td><td>1972 MGB GT</td></tr>
  <tr><td>Registration</td><td>ELK 216K</td></tr>
  <tr><td>Chassis no.</td><td>GHD5-412993</td></tr>
  <tr><td>Agreed value</td><td>£18,500</td></tr>
  <tr><td>Limited mileage</td><td>3,000 miles a year</td></tr>
  <tr><td>Renewal premium</td><td><b>£214.60</b></td></tr>
  <tr><td>Last year's premium</td><td>£198.25</td></tr>
  <tr><td>Compulsory excess</td><td>£100</td></tr>
  <tr><td>Voluntary excess</td><td>£150</td></tr>
  <tr><td>Total excess</td><td>£250</td></tr>
</table>
<p>Your club discount is included. Please tell us if your car's value has changed, or if you have carried out any modifications. Your policy includes agreed value cover, European cover and spare parts cover up to £1,500.</p>
<p>You pay annually. To renew, call us on 01373 858 400 or send a cheque payable to Heritage Insurance quoting your policy number.</p>
<p>Yours sincerely,<br>Heritage Insurance</p>
<p style="font-size:8pt">Heritage Insurance is authorised and regulated by the Financial Conduct Authority (FRN 305928). Registered in England No. 04112577.</p>
`,
    expected: {
      renewalDate: '2026-11-26',
      insurer: 'Heritage Insurance',
      policyNumber: 'HCC104928/03',
      registrationNumber: 'ELK216K',
      renewalPremium: '214.60',
      previousPremium: '198.25',
      compulsoryExcess: '100',
      voluntaryExcess: '150',
      totalExcess: '250',
    },
  },
  {
    // 'Policy ref' beside a certificate number and a card ending; no voluntary excess chosen.
    name: 'american-express',
    html: `
<p><b style="font-size:16pt">AMERICAN EXPRESS</b><br>Car Insurance</p>
<div class="cols">
  <p>Ms Olivia Grant<br>3 Chantry Mews<br>Winchester<br>SO23 9NW</p>
  <table>
    <tr><td>Policy ref</td><td>AXC-0091-6624-K</td></tr>
    <tr><td>Certificate no.</td><td>0091662426-01</td></tr>
    <tr><td>Card ending</td><td>31009</td></tr>
    <tr><td>Date</td><td>10 November 2026</td></tr>
  </table>
</div>
<p>Dear Ms Grant,</p>
<p>Your American Express Car Insurance renews on <b>9 December 2026</b>. As a Cardmember since 2011 you will earn 596 Membership Rewards points when you renew.</p>
<table>
  <tr><td>Car</td><td>Audi A4 Avant 35 TFSI S line</td></tr>
  <tr><td>Registration</td><td>HF21 RMX</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>Renewal premium</td><td><b>£596.10</b></td></tr>
  <tr><td>Last year's premium</td><td>£563.75</td></tr>
</table>
<p><b>Excess.</b> Compulsory excess £350. You have not chosen a voluntary excess. Total excess £350.</p>
<p>Your policy includes a courtesy car, Motor Legal Expenses and European cover for up to 90 days.</p>
<p>We will charge £596.10 to your American Express Card ending 31009 on 9 December 2026. To change anything, call 0800 028 6119, Monday to Friday 8am to 8pm.</p>
<p>Yours sincerely,<br>American Express Car Insurance</p>
<p style="font-size:8pt">American Express Car Insurance is arranged by American Express Services Europe Limited (FRN 661836), registered in England and Wales No. 01833139, Belgrave House, 76 Buckingham Palace Road, London SW1W 9AX.</p>
`,
    expected: {
      renewalDate: '2026-12-09',
      insurer: 'American Express',
      policyNumber: 'AXC-0091-6624-K',
      registrationNumber: 'HF21RMX',
      renewalPremium: '596.10',
      previousPremium: '563.75',
      compulsoryExcess: '350',
      totalExcess: '350',
    },
  },
  {
    // A small local broker: the policy number labelled 'Your reference', repeated on a bank-transfer payment slip.
    name: 'cuthbert-pryce',
    html: `
<p><b style="font-size:16pt">Cuthbert &amp; Pryce</b><br>Insurance Brokers since 1962<br>14 Market Place, Malton, North Yorkshire YO17 7LX &middot; 01653 692 418</p>
<div class="cols">
  <p>Mr and Mrs Robert Ellison<br>Low Farm<br>Amotherby<br>Malton<br>YO17 6TG</p>
  <table>
    <tr><td>Our ref:</td><td>RN/KH/3318</td></tr>
    <tr><td>Your reference:</td><td><b>CPB/MC/20417-4</b></td></tr>
    <tr><td>Date:</td><td>14 December 2026</td></tr>
  </table>
</div>
<p>Dear Mr and Mrs Ellison,</p>
<p>Your motor policy is due for renewal on <b>11 January 2027</b>. Please quote your reference, which is your policy number, whenever you contact us.</p>
<table>
  <tr><td>Vehicle</td><td>Volvo XC60 B5 AWD Plus</td></tr>
  <tr><td>Registration</td><td>YC20 TWL</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>Renewal premium (including IPT, no fee)</td><td class="r"><b>£644.02</b></td></tr>
  <tr><td>Last year's premium</td><td class="r">£601.18</td></tr>
</table>
<p>Accidental damage excess: compulsory £250, voluntary £150, total £400. Windscreen excess £75.</p>
<p>You can pay by cheque or bank transfer to our client account, sort code 40-11-62, account number 71233108, using reference CPB2041704.</p>
<p>Yours sincerely,<br>Kathryn Hodgson</p>
<p style="font-size:8pt">Cuthbert &amp; Pryce Ltd is authorised and regulated by the Financial Conduct Authority (FRN 309114). Registered in England No. 02817733. VAT No. GB 614 2271 08.</p>
<div class="box" style="border-style:dashed;margin-top:12pt">
  <b>Payment slip</b> &middot; Cuthbert &amp; Pryce<br>
  Your reference CPB/MC/20417-4 &middot; Our ref RN/KH/3318<br>
  Amount due £644.02 by 11 January 2027
</div>
`,
    expected: {
      renewalDate: '2027-01-11',
      insurer: 'Cuthbert & Pryce',
      policyNumber: 'CPB/MC/20417-4',
      registrationNumber: 'YC20TWL',
      renewalPremium: '644.02',
      previousPremium: '601.18',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    // A photo: 'Policy / certificate no.' beside a finance agreement number and a VIN; plate and postcode share 'DE22'.
    name: 'seat',
    photo: true,
    html: `
<p><b style="font-size:16pt">SEAT</b> Insurance</p>
<div class="cols">
  <p>Ms Leah Conway<br>19 Park View<br>Derby<br>DE22 1HN</p>
  <p>18 December 2026<br>Policy / certificate no.: SI/26/118304<br>Finance agreement 70018834621</p>
</div>
<p>Dear Ms Conway,</p>
<p>Your SEAT Insurance renews on <b>16 January 2027</b>.</p>
<table>
  <tr><td>Car</td><td>SEAT Ibiza FR 1.0 TSI 110</td></tr>
  <tr><td>Registration</td><td>DE22 NXU</td></tr>
  <tr><td>VIN</td><td>VSSZZZKJZNR021577</td></tr>
  <tr><td>Renewal premium</td><td><b>£476.90</b></td></tr>
  <tr><td>Last year's premium</td><td>£449.35</td></tr>
  <tr><td>Compulsory excess</td><td>£250</td></tr>
  <tr><td>Voluntary excess</td><td>£100</td></tr>
  <tr><td>Total excess</td><td>£350</td></tr>
</table>
<p>Or pay monthly: a first payment of £47.69 and 10 monthly payments of £45.32, total £500.89, representative APR 13.9%.</p>
<p>Your cover includes repairs at a SEAT Approved Repairer with genuine SEAT parts and a courtesy car. If you're happy, you don't need to do anything: we'll renew your policy and collect payment as you paid last year. Call 0344 573 8012 to make a change, quoting your policy number.</p>
<p>Kind regards,<br>SEAT Insurance</p>
<p style="font-size:8pt">SEAT Insurance is arranged by VWFS Insurance Services, a trading style of Volkswagen Financial Services (UK) Limited, registered in England No. 02835230, authorised and regulated by the Financial Conduct Authority (FRN 311873).</p>
`,
    expected: {
      renewalDate: '2027-01-16',
      insurer: 'SEAT Insurance',
      policyNumber: 'SI/26/118304',
      registrationNumber: 'DE22NXU',
      renewalPremium: '476.90',
      previousPremium: '449.35',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    // The policy number only in the page footer; a letter reference, customer number and myWaitrose card above.
    name: 'waitrose',
    html: `
<p><b style="font-size:16pt">Waitrose</b> Car Insurance</p>
<div class="cols">
  <p>Mrs Eleanor Fitch<br>6 Cedar Walk<br>Marlow<br>SL7 2QP</p>
  <table>
    <tr><td>Date</td><td>29 December 2026</td></tr>
    <tr><td>Letter reference</td><td>WR/REN/3391-02</td></tr>
    <tr><td>Customer number</td><td>5530 1918</td></tr>
    <tr><td>myWaitrose card</td><td>9826 1540 0032 7711</td></tr>
  </table>
</div>
<p>Dear Mrs Fitch,</p>
<p><b>It's time to renew your car insurance</b></p>
<p>Thank you for choosing Waitrose Car Insurance. Your policy renews on <b>2 February 2027</b>. Here are your renewal details.</p>
<table>
  <tr><td>Car</td><td>Toyota Corolla 1.8 Hybrid Design</td></tr>
  <tr><td>Registration</td><td>LR70 BEJ</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>Renewal premium</td><td><b>£533.47</b></td></tr>
  <tr><td>Last year's premium</td><td>£516.02</td></tr>
  <tr><td>Compulsory excess</td><td>£200</td></tr>
  <tr><td>Voluntary excess</td><td>£300</td></tr>
  <tr><td>Total excess</td><td>£500</td></tr>
</table>
<p>Prefer to spread the cost? Pay a deposit of £53.35 and 10 monthly instalments of £50.16: total amount payable £554.95, representative APR 9.9%.</p>
<p>If you're happy, there's nothing to do: your policy will renew automatically and we'll take payment the way you paid last year. Call 0800 023 3127 if anything has changed, or to tell us you don't want to renew. You'll earn myWaitrose benefits as usual.</p>
<p>Yours sincerely,<br>Waitrose Car Insurance</p>
<p style="font-size:8pt">Waitrose Car Insurance is arranged by Waitrose Insurance Services Limited, registered in England No. 08127764, authorised and regulated by the Financial Conduct Authority (FRN 611940). Registered office: 1 Drummond Gate, London SW1V 2QQ.</p>
<p style="margin-top:30pt;border-top:1px solid #999;font-size:8pt">Waitrose Car Insurance &middot; Policy number WCI 6028 4177 &middot; Page 1 of 1</p>
`,
    expected: {
      renewalDate: '2027-02-02',
      insurer: 'Waitrose',
      policyNumber: 'WCI 6028 4177',
      registrationNumber: 'LR70BEJ',
      renewalPremium: '533.47',
      previousPremium: '516.02',
      compulsoryExcess: '200',
      voluntaryExcess: '300',
      totalExcess: '500',
    },
  },
];
