// A fifth set of notices written afresh (2026-11-29), by a helper who had read neither the reader's code nor the other
// sets. Its focus: the policy number, the renewal premium and last year's premium, printed the many ways UK insurers
// print them, among customer numbers, quote references, add-on prices, monthly instalments and FCA firm numbers.
// Expected values: a plate as the app stores it (rules/registration.ts normaliseRegistration: no space), premiums in
// pounds and pence ('612.40'), excesses in whole pounds ('250').
import type { FreshNotice } from './fresh-notice-checks';

const small = 'font-size:7.5pt;color:#555';

export const FRESH_NOTICES_5: FreshNotice[] = [
  {
    name: 'admiral-price-with-and-without-extras',
    html: `
<div class="cols">
  <div>
    <div style="font-size:22pt;font-weight:bold;color:#1b3c8c">Admiral</div>
    <p>Mr D Okafor<br>14 Larch Close<br>Pontprennau<br>Cardiff<br>CF23 8RT</p>
  </div>
  <div class="box">
    <table>
      <tr><td>Date</td><td>24 November 2026</td></tr>
      <tr><td>Customer number</td><td>40271836</td></tr>
      <tr><td>Policy number</td><td>P49203817-2</td></tr>
      <tr><td>Car</td><td>Ford Focus Titanium 1.0 EcoBoost</td></tr>
      <tr><td>Registration</td><td>LB19 XKT</td></tr>
    </table>
  </div>
</div>
<h2 style="color:#1b3c8c">Your car insurance renewal</h2>
<p>Dear Mr Okafor,</p>
<p>Thank you for choosing Admiral. Your current policy ends at 23:59 on 21 December 2026. If you do nothing, we'll
automatically renew it, so your new policy starts on 22 December 2026 and you stay covered.</p>
<table style="width:100%">
  <tr><th>Your price for the next 12 months</th><th class="r">Amount</th></tr>
  <tr><td>Car insurance (including Insurance Premium Tax)</td><td class="r">£684.37</td></tr>
  <tr><td>Breakdown Cover – Roadside (optional extra)</td><td class="r">£39.99</td></tr>
  <tr><td><b>Total price including optional extras</b></td><td class="r"><b>£724.36</b></td></tr>
</table>
<p>Last year's price for your car insurance was £612.90 (not including optional extras).</p>
<h3>Your excess</h3>
<p>Compulsory excess £250 &nbsp;&nbsp; Voluntary excess £100 &nbsp;&nbsp; Total excess £350</p>
<p>This is the amount you'll pay towards any claim for loss of or damage to your car. Your no claims discount: 9 years.</p>
<p>Want to make a change? Log in to MyAccount or call us on 0333 220 2000. Need to make a claim? Call 0333 220 2033, 24 hours a day.</p>
<p style="${small}">Admiral is a trading name of EUI Limited, registered in England and Wales number 02686904. Registered office: Ty
Admiral, David Street, Cardiff CF10 2EH. EUI Limited is authorised and regulated by the Financial Conduct Authority,
Financial Services Register number 309378.</p>`,
    expected: {
      renewalDate: '2026-12-22',
      insurer: 'Admiral',
      policyNumber: 'P49203817-2',
      registrationNumber: 'LB19XKT',
      renewalPremium: '684.37',
      previousPremium: '612.90',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'aviva-two-column-customer-id-beside-policy-number',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#ffd900;background:#004f9f;padding:6pt 10pt">AVIVA</div>
<p class="r">27 November 2026</p>
<p>Mrs H Pritchard<br>3 Ormskirk Road<br>Rainford<br>St Helens<br>WA11 8DN</p>
<h2>It's time to renew your car insurance</h2>
<div class="cols">
  <div>
    <h3>About your policy</h3>
    <table>
      <tr><td>Customer ID</td><td>55810294</td></tr>
      <tr><td>Policy number</td><td>1002548713</td></tr>
      <tr><td>Renewal date</td><td>09/12/2026</td></tr>
      <tr><td>Vehicle</td><td>Vauxhall Corsa SE 1.2</td></tr>
      <tr><td>Registration</td><td>KM68 PRY</td></tr>
      <tr><td>Drivers</td><td>Helen Pritchard, Owen Pritchard</td></tr>
    </table>
    <p>Your no claims bonus: 7 years (protected).</p>
  </div>
  <div>
    <h3>Your premium</h3>
    <table>
      <tr><td>This year's premium</td><td class="r"><b>£521.48</b></td></tr>
      <tr><td>Last year's premium</td><td class="r">£497.06</td></tr>
    </table>
    <p style="font-size:8.5pt">Premiums include Insurance Premium Tax at the current rate.</p>
    <h3>Your excess</h3>
    <p>Total excess £400 (compulsory £250 plus voluntary £150).</p>
  </div>
</div>
<p>We'll renew your policy automatically and collect payment using the details we hold. If anything has changed, or you
don't want to renew, please call us on 0345 030 7075 before your renewal date.</p>
<p>To make a claim call 0800 015 1498.</p>
<hr>
<p style="${small}">Aviva car insurance is underwritten by Aviva Insurance Limited. Registered in Scotland No. 2116.
Registered Office: Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority and regulated by the
Financial Conduct Authority and the Prudential Regulation Authority. Firm Reference Number 202153.</p>`,
    expected: {
      renewalDate: '2026-12-09',
      insurer: 'Aviva',
      policyNumber: '1002548713',
      registrationNumber: 'KM68PRY',
      renewalPremium: '521.48',
      previousPremium: '497.06',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'direct-line-photo-pay-monthly-total-amount-payable',
    photo: true,
    html: `
<div style="font-size:20pt;font-weight:bold;color:#c00">DIRECT LINE</div>
<div class="cols">
  <div><p>Ms P Nowak<br>Flat 2, 81 Kirkstall Road<br>Leeds<br>LS4 2AZ</p></div>
  <div class="box">
    Policy number: <b>DLM 2604 8815 27</b><br>
    Date of letter: 26 November 2026
  </div>
</div>
<h2>Your car insurance renewal</h2>
<p>Your new policy starts on 3 January 2027 for your BMW 1 Series, registration YH20 WNF.</p>
<div class="box">
  <p><b>Pay annually</b><br>Your annual premium: <b>£611.20</b> (including Insurance Premium Tax)</p>
  <p><b>Pay monthly</b><br>1 payment of £61.12 followed by 10 monthly payments of £58.42.<br>
  Total amount payable £645.32. Representative APR 11.9%. Fixed interest rate 6.1%.</p>
</div>
<p>Last year's premium: £589.44</p>
<h3>Your excesses</h3>
<table>
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£0</td></tr>
  <tr><td>Total excess</td><td class="r">£250</td></tr>
</table>
<p>Claims: 0345 246 8704 &nbsp; Customer services: 0345 246 8701</p>
<p style="${small}">Direct Line car insurance is provided by U K Insurance Limited. Registered office: The Wharf, Neville
Street, Leeds LS1 4AZ. Registered in England and Wales No 1179980. Firm Reference Number 202810.</p>`,
    expected: {
      renewalDate: '2027-01-03',
      insurer: 'Direct Line',
      policyNumber: 'DLM 2604 8815 27',
      registrationNumber: 'YH20WNF',
      renewalPremium: '611.20',
      previousPremium: '589.44',
      compulsoryExcess: '250',
      voluntaryExcess: '0',
      totalExcess: '250',
    },
  },
  {
    name: 'lv-price-went-down-in-a-sentence',
    html: `
<div class="cols">
  <div style="font-size:22pt;font-weight:bold;color:#00857c">LV=</div>
  <div class="r" style="font-size:9pt">Your customer number 7730194<br>Your policy number LVMT/3318207/A<br>Date 21 November 2026</div>
</div>
<p>Mr S Achterberg<br>Holly Cottage<br>Church Lane<br>Bishops Lydeard<br>TA4 3BT</p>
<h2>Your LV= car insurance is due for renewal</h2>
<p>Dear Mr Achterberg,</p>
<p>Your car insurance for your Skoda Octavia (DE17 ONU) is due for renewal on 15 December 2026.</p>
<p><b>Good news – your premium has gone down.</b> Last year you paid £803.15. This year your price is £761.92, including
Insurance Premium Tax, which is a saving of £41.23.</p>
<div class="box">
  <b>Your excess</b><br>
  Compulsory excess: £250<br>
  Voluntary excess: £250<br>
  Total excess: £500
</div>
<p>You don't need to do anything – we'll renew your policy and collect your first Direct Debit on or just after your
renewal date. If you'd like to talk to us, call 0330 123 9980.</p>
<p>Yours sincerely,<br>Lisa Carver<br>Head of Customer Service, LV= General Insurance</p>
<p style="${small}">Liverpool Victoria Insurance Company Limited, registered in England and Wales number 3232514, is
authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential
Regulation Authority, register number 202965. Registered address: 57 Ladymead, Guildford, Surrey GU1 1DB.</p>`,
    expected: {
      renewalDate: '2026-12-15',
      insurer: 'LV=',
      policyNumber: 'LVMT/3318207/A',
      registrationNumber: 'DE17ONU',
      renewalPremium: '761.92',
      previousPremium: '803.15',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'churchill-multi-car-discount-table',
    html: `
<div class="cols">
  <div style="font-size:20pt;font-weight:bold">Churchill</div>
  <div class="r">Policy number CHMP-0726-551938</div>
</div>
<p>Miss A Begum<br>22 Foxhall Road<br>Ipswich<br>IP3 8HR</p>
<p>20 November 2026</p>
<h2>Your renewal documents</h2>
<p>Renewal date: 28th December 2026 &nbsp;|&nbsp; Car: Toyota Yaris Hybrid, WR21 HBD</p>
<table style="width:70%">
  <tr><td>Premium before discounts</td><td class="r">£702.50</td></tr>
  <tr><td>Multi-car discount (10%)</td><td class="r">-£70.25</td></tr>
  <tr><td><b>Your renewal premium (incl. IPT)</b></td><td class="r"><b>£632.25</b></td></tr>
  <tr><td>Your previous premium</td><td class="r">£598.00</td></tr>
</table>
<p>Motor Legal Protection is not included in your policy. Add it for £27.50 a year by calling 0345 877 6680.</p>
<table>
  <tr><th>Excess</th><th class="r">Amount</th></tr>
  <tr><td>Compulsory</td><td class="r">£300</td></tr>
  <tr><td>Voluntary</td><td class="r">£250</td></tr>
  <tr><td>Total</td><td class="r">£550</td></tr>
</table>
<p>Your no claims discount is 4 years. To make a claim call 0345 878 6261.</p>
<p style="${small}">Churchill Car Insurance is provided by U K Insurance Limited, registered office: The Wharf, Neville Street,
Leeds LS1 4AZ. Firm Reference Number 202810. Policy number CHMP-0726-551938 &nbsp; Page 1 of 1</p>`,
    expected: {
      renewalDate: '2026-12-28',
      insurer: 'Churchill',
      policyNumber: 'CHMP-0726-551938',
      registrationNumber: 'WR21HBD',
      renewalPremium: '632.25',
      previousPremium: '598.00',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },
  {
    name: 'hastings-photo-monthly-with-apr',
    photo: true,
    html: `
<div style="font-size:20pt;font-weight:bold;color:#0a6b3d">Hastings Direct</div>
<p class="r">Policy No: HD/MOT/22718304<br>23 November 2026</p>
<p>Mr K Adeyemi<br>9 Marlow Drive<br>Bexhill-on-Sea<br>TN39 4LP</p>
<h2>Your renewal invitation</h2>
<p>Renewal date: 11/12/2026<br>Vehicle: Nissan Qashqai Acenta, GF66 TZA</p>
<div class="box">
  <p>Your annual premium: <b>£893.40</b></p>
  <p>If you pay monthly: deposit £89.34, then 10 instalments of £86.82.<br>
  Total amount payable £957.54. Representative APR 15.9%.</p>
</div>
<p>Last year's premium: £812.77</p>
<p>Excess: Compulsory £350 &nbsp; Voluntary £250 &nbsp; Total £600</p>
<p>No claims discount: 3 years. Claims line: 0333 321 9800</p>
<p style="${small}">Hastings Direct is a trading name of Advantage Insurance Company Limited and Hastings Insurance Services
Limited. Hastings Insurance Services Limited is authorised and regulated by the Financial Conduct Authority, FRN 311492.</p>`,
    expected: {
      renewalDate: '2026-12-11',
      insurer: 'Hastings Direct',
      policyNumber: 'HD/MOT/22718304',
      registrationNumber: 'GF66TZA',
      renewalPremium: '893.40',
      previousPremium: '812.77',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'esure-last-years-premium-only-in-the-fca-box',
    html: `
<div class="cols">
  <div style="font-size:22pt;font-weight:bold;color:#e4007c">esure</div>
  <div class="r">Policy number<br><b>ESU9902217345</b></div>
</div>
<p>Mr J Whitfield<br>47 Beacon Road<br>Loughborough<br>LE11 2BG</p>
<p>25 November 2026</p>
<h2>Your car insurance renewal</h2>
<p>Hi James, your cover for your Kia Sportage (NJ70 KPU) renews on 19 December 2026. Here's your renewal price.</p>
<p style="font-size:14pt">Your renewal premium: <b>£479.12</b></p>
<p>This includes Insurance Premium Tax. Your excess is £250 compulsory and £150 voluntary, £400 in total.</p>
<p>Add Motor Legal Protection for £24.99 or Breakdown Cover from £34.99 in your online account.</p>
<p>Claims? Call 0345 603 7874 any time.</p>
<div class="box" style="font-size:8.5pt">
  <b>Important information</b><br>
  We're required to show you the premium you paid for your policy last year, so you can compare it with your renewal
  premium. Last year's premium: £455.80. We'd encourage you to check your renewal price against other providers.
</div>
<p style="${small}">esure is a trading name of esure Insurance Limited, registered in England and Wales no. 3535681. esure
Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and
the Prudential Regulation Authority, Firm Reference Number 443206.</p>`,
    expected: {
      renewalDate: '2026-12-19',
      insurer: 'esure',
      policyNumber: 'ESU9902217345',
      registrationNumber: 'NJ70KPU',
      renewalPremium: '479.12',
      previousPremium: '455.80',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'privilege-last-year-this-year-table-with-legal-cover',
    html: `
<div style="font-size:20pt;font-weight:bold">Privilege</div>
<div class="cols">
  <div><p>Mr R Castellano<br>5 Wharf Street<br>Warwick<br>CV34 5LB</p></div>
  <div class="box">Policy number: PRV 401 778 226<br>Start date: 06/01/2027<br>Registration: BV67 LMO</div>
</div>
<h2>Your renewal – what's changed</h2>
<table style="width:100%">
  <tr><th></th><th class="r">Last year</th><th class="r">This year</th></tr>
  <tr><td>Car insurance premium</td><td class="r">£540.10</td><td class="r">£566.73</td></tr>
  <tr><td>Motor Legal Protection (optional)</td><td class="r">£25.00</td><td class="r">£25.00</td></tr>
  <tr><td><b>Total</b></td><td class="r">£565.10</td><td class="r"><b>£591.73</b></td></tr>
  <tr><td>Compulsory excess</td><td class="r">£250</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td><td class="r">£250</td></tr>
  <tr><td>Total excess</td><td class="r">£500</td><td class="r">£500</td></tr>
</table>
<p>All prices include Insurance Premium Tax. Your car: Audi A3 Sportback 35 TFSI.</p>
<p>We'll automatically renew your policy. If you'd like to make any changes call us on 0345 878 7000. To make a claim call
0345 878 7001.</p>
<p style="${small}">Privilege Insurance is a trading name of U K Insurance Limited. Registered office: The Wharf, Neville
Street, Leeds LS1 4AZ. Firm Reference Number 202810.</p>`,
    expected: {
      renewalDate: '2027-01-06',
      insurer: 'Privilege',
      policyNumber: 'PRV 401 778 226',
      registrationNumber: 'BV67LMO',
      renewalPremium: '566.73',
      previousPremium: '540.10',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'axa-photo-renewal-quote-reference-beside-policy-number',
    photo: true,
    html: `
<div style="font-size:22pt;font-weight:bold;color:#00008f">AXA</div>
<div class="cols">
  <div><p>Dr L Fairbrother<br>12 Cathedral Mews<br>Chester<br>CH1 2HU</p></div>
  <div class="box">Policy number: MC 74129865<br>Renewal quote reference: RQ2026119384<br>26 November 2026</div>
</div>
<h2>Your car insurance renewal</h2>
<p>Your cover renews on 30 December 2026. Car: Volvo XC40, SN19 FXP.</p>
<table>
  <tr><td>Total premium including IPT</td><td class="r"><b>£1,047.60</b></td></tr>
  <tr><td>Your premium last year was</td><td class="r">£968.35</td></tr>
</table>
<p>Excess: compulsory £300, voluntary £200, total £500.</p>
<p>Claims helpline 0330 024 1199. Please quote your policy number.</p>
<p style="${small}">AXA Insurance UK plc. Registered in England No 78950. Registered office: 20 Gracechurch Street,
London EC3V 0BG. Financial Services Register No. 202312.</p>`,
    expected: {
      renewalDate: '2026-12-30',
      insurer: 'AXA',
      policyNumber: 'MC 74129865',
      registrationNumber: 'SN19FXP',
      renewalPremium: '1047.60',
      previousPremium: '968.35',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'ageas-percentage-rise-and-monthly-option',
    html: `
<div class="cols">
  <div style="font-size:22pt;font-weight:bold;color:#1a6fb5">ageas</div>
  <div class="r" style="font-size:9pt">Policy AGS/118/4429031<br>28 November 2026</div>
</div>
<p>Mrs C Mbeki<br>88 Hamble Lane<br>Southampton<br>SO31 4QQ</p>
<h2>Renewing your car insurance</h2>
<p>Dear Mrs Mbeki,</p>
<p>Your policy for your Honda Jazz, registration MA18 UYC, is due to renew on Thursday 7 January 2027.</p>
<p>Your premium has increased by 7.4%, from £642.00 last year to £689.51 this year. This includes Insurance Premium Tax.</p>
<p>You can also pay by Direct Debit: a deposit of £68.95 and 10 instalments of £63.21 (total amount payable £701.05,
APR 9.9%).</p>
<p>Your total excess is £450, made up of a compulsory excess of £250 and a voluntary excess of £200.</p>
<p>Your no claim discount stays at 6 years. Claims: 0345 165 0216.</p>
<p style="${small}">Ageas Insurance Limited. Registered in England and Wales No 354568. Registered office: Ageas House,
Hampshire Corporate Park, Templars Way, Eastleigh, Hampshire SO53 3YA. Financial Services Register No 202039.</p>`,
    expected: {
      renewalDate: '2027-01-07',
      insurer: 'Ageas',
      policyNumber: 'AGS/118/4429031',
      registrationNumber: 'MA18UYC',
      renewalPremium: '689.51',
      previousPremium: '642.00',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    name: 'rac-total-with-breakdown-and-key-cover',
    html: `
<div class="cols">
  <div style="font-size:22pt;font-weight:bold;color:#f47920">RAC</div>
  <div class="box" style="font-size:9pt">RAC Membership number: 0146 882 913<br>Insurance policy number: RAC/MI/0093552<br>Date: 27/11/2026</div>
</div>
<p>Mr T Llewellyn<br>31 Heol y Felin<br>Swansea<br>SA6 7HR</p>
<h2>Your RAC car insurance renewal</h2>
<p>Your renewal date: 20/12/2026 &nbsp;&nbsp; Your car: Peugeot 208, KY69 RDX</p>
<table style="width:80%">
  <tr><td>Car insurance</td><td class="r">£574.18</td></tr>
  <tr><td>RAC Breakdown Cover – Extra (optional)</td><td class="r">£89.00</td></tr>
  <tr><td>Key Cover (optional)</td><td class="r">£19.99</td></tr>
  <tr><td><b>Total amount to pay</b></td><td class="r"><b>£683.17</b></td></tr>
</table>
<p>Last year's premium for your car insurance: £551.20</p>
<p>Compulsory excess £250 &nbsp; Voluntary excess £250 &nbsp; Total excess £500</p>
<p>Breakdown? Call 0333 2000 999. Insurance claims: 0330 159 0331.</p>
<p style="${small}">RAC Insurance is a trading name of RAC Financial Services Limited, authorised and regulated by the
Financial Conduct Authority, firm reference number 310596. Registered in England No 05171817.</p>`,
    expected: {
      renewalDate: '2026-12-20',
      insurer: 'RAC',
      policyNumber: 'RAC/MI/0093552',
      registrationNumber: 'KY69RDX',
      renewalPremium: '574.18',
      previousPremium: '551.20',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'allianz-quote-reference-first-premium-in-sentences',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#003781">Allianz</div>
<p class="r">Quote reference: Q-88213407<br>27 November 2026</p>
<p>Mr E Van der Berg<br>The Old Forge<br>Bourton<br>SP8 5AY</p>
<h2>Your motor insurance renewal</h2>
<p>Dear Mr Van der Berg,</p>
<p>Your new period of insurance runs from 02/01/2027 to 01/01/2028, covering your Land Rover Discovery Sport
registration OE16 JWK.</p>
<p>Renewing your policy will cost £734.06 for the year, including Insurance Premium Tax. This compares with £701.14 that
you paid last year.</p>
<p>An excess of £350 applies to each claim for accidental damage (compulsory £250, voluntary £100).</p>
<p>Policy number: ALZ/M/5578213</p>
<p>To make a claim call 0344 893 9500.</p>
<p style="${small}">Allianz Insurance plc. Registered in England number 84638. Registered office: 57 Ladymead, Guildford,
Surrey GU1 1DB. Authorised by the PRA and regulated by the FCA and the PRA, Financial Services Register number 121849.</p>`,
    expected: {
      renewalDate: '2027-01-02',
      insurer: 'Allianz',
      policyNumber: 'ALZ/M/5578213',
      registrationNumber: 'OE16JWK',
      renewalPremium: '734.06',
      previousPremium: '701.14',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'co-op-sideways-photo-plain-letter',
    photo: 'sideways',
    html: `
<div style="font-size:20pt;font-weight:bold;color:#00b1e7">Co-op Insurance</div>
<p>Mrs G Hollis<br>60 Stanley Road<br>Bolton<br>BL1 5QT</p>
<p>22 November 2026</p>
<h2>Your car insurance renewal</h2>
<table>
  <tr><td>Policy number</td><td>CIM 6602 1734</td></tr>
  <tr><td>Renewal date</td><td>17 December 2026</td></tr>
  <tr><td>Registration</td><td>FD20 OKL</td></tr>
  <tr><td>Your renewal premium</td><td>£498.30</td></tr>
  <tr><td>Your previous premium</td><td>£476.90</td></tr>
  <tr><td>Total excess</td><td>£400</td></tr>
</table>
<p>We'll renew automatically. Call 0345 600 5090 with any questions.</p>
<p style="${small}">Co-op Insurance is a trading name of Co-operative Insurance Services Limited. FRN 310219.</p>`,
    expected: {
      renewalDate: '2026-12-17',
      insurer: 'Co-op Insurance',
      policyNumber: 'CIM 6602 1734',
      registrationNumber: 'FD20OKL',
      renewalPremium: '498.30',
      previousPremium: '476.90',
      totalExcess: '400',
    },
  },
  {
    name: 'john-lewis-your-reference-box-monthly-equal',
    html: `
<div class="cols">
  <div><div style="font-size:18pt;font-weight:bold">John Lewis Finance</div><div>Car Insurance</div></div>
  <div class="box">Your reference<br><b>JLM-501-883-274</b><br>Date 19 November 2026</div>
</div>
<p>Ms F Ashworth<br>2 Lime Tree Avenue<br>Harrogate<br>HG2 8JS</p>
<h2>Your car insurance renewal</h2>
<p>Your policy renews on 13 December 2026 for your Mini Countryman, registration LN65 EYT.</p>
<div class="box">
  <p>Your renewal price: <b>£712.44</b> a year<br>or 12 monthly payments of £59.37 (total £712.44, 0% APR)</p>
  <p>Last year: £689.99</p>
</div>
<p>Excesses: compulsory £200, voluntary £300 – total £500.</p>
<p>To make a claim, call 0345 300 0115. Customer services: 0345 300 0114.</p>
<p style="${small}">Policy number: JLM-501-883-274. John Lewis Car Insurance is arranged by John Lewis Financial Services
Limited, authorised and regulated by the Financial Conduct Authority, FRN 459734.</p>`,
    expected: {
      renewalDate: '2026-12-13',
      insurer: 'John Lewis Finance',
      policyNumber: 'JLM-501-883-274',
      registrationNumber: 'LN65EYT',
      renewalPremium: '712.44',
      previousPremium: '689.99',
      compulsoryExcess: '200',
      voluntaryExcess: '300',
      totalExcess: '500',
    },
  },
  {
    name: 'ms-bank-photo-price-down',
    photo: true,
    html: `
<div style="font-size:20pt;font-weight:bold;color:#0b5e3b">M&amp;S Bank</div>
<div>Car Insurance</div>
<p class="r">Policy number MSC 4401927<br>18 November 2026</p>
<p>Mr N Haldane<br>7 Chestnut Grove<br>Chelmsford<br>CM1 6TW</p>
<h2>Your renewal</h2>
<p>Start date: 04 Jan 2027 &nbsp; Vehicle: Mazda CX-5, EA68 SVM</p>
<table>
  <tr><td>Your premium for the year ahead</td><td class="r"><b>£602.55</b></td></tr>
  <tr><td>Your premium last year</td><td class="r">£622.80</td></tr>
</table>
<p>That's £20.25 less than last year.</p>
<p>Compulsory excess £250 &nbsp; Voluntary excess £250</p>
<p>Claims: 0800 316 0536</p>
<p style="${small}">M&amp;S Bank Car Insurance is arranged by Marks &amp; Spencer Financial Services plc. FRN 151427.</p>`,
    expected: {
      renewalDate: '2027-01-04',
      insurer: 'M&S Bank',
      policyNumber: 'MSC 4401927',
      registrationNumber: 'EA68SVM',
      renewalPremium: '602.55',
      previousPremium: '622.80',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
    },
  },
  {
    name: 'marshmallow-chatty-price-up-in-pounds',
    html: `
<div style="font-size:22pt;font-weight:bold;color:#5c2d91">marshmallow</div>
<p style="font-size:9pt">Policy number: MM-7F3K-92QX &nbsp;&middot;&nbsp; 16 November 2026</p>
<h2>Hey Tomasz, it's renewal time 👋</h2>
<p>Your policy for RO71 GBZ (Seat Ibiza FR) renews on 10 December 2026.</p>
<p style="font-size:13pt">Your new price is <b>£1,214.60</b> for the year.</p>
<p>Last year you paid £1,102.45 – that's £112.15 more. Prices across the market have gone up, and we've kept yours as
low as we can.</p>
<div class="cols">
  <div class="box"><b>Excess</b><br>Compulsory £250<br>Voluntary £250<br>Total £500</div>
  <div class="box"><b>Your details</b><br>No claims: 2 years<br>Drivers: 1<br>Annual mileage: 6,000</div>
</div>
<p>Prices include Insurance Premium Tax (IPT). Need to claim? Call us on 020 3868 0201.</p>
<p style="${small}">Marshmallow Insurance Limited is authorised and regulated by the Financial Conduct Authority (FRN 807820).</p>`,
    expected: {
      renewalDate: '2026-12-10',
      insurer: 'Marshmallow',
      policyNumber: 'MM-7F3K-92QX',
      registrationNumber: 'RO71GBZ',
      renewalPremium: '1214.60',
      previousPremium: '1102.45',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'kwik-fit-client-number-and-premium-at-last-renewal',
    html: `
<div class="cols">
  <div style="font-size:18pt;font-weight:bold">Kwik Fit Insurance</div>
  <div class="r" style="font-size:9pt">Client number: KF 00718824<br>Policy number: KFI/0019/88124<br>Date: 25/11/2026</div>
</div>
<p>Mr B Sutherland<br>19 Wellgate Drive<br>Motherwell<br>ML1 2EX</p>
<h2>Renewal notice – private car</h2>
<table>
  <tr><td>Renewal date</td><td>23 December 2026</td></tr>
  <tr><td>Vehicle</td><td>Volkswagen Golf Match, PK18 NHV</td></tr>
  <tr><td>Your renewal premium (incl. IPT)</td><td>£827.90</td></tr>
  <tr><td>Your premium at last renewal</td><td>£779.30</td></tr>
  <tr><td>Total excess</td><td>£350</td></tr>
</table>
<p>Your policy is arranged by Kwik Fit Insurance Services and underwritten by an insurer from our panel; your policy schedule
gives the details. Questions? 0345 600 5678.</p>
<p style="${small}">Kwik Fit Insurance Services Limited is authorised and regulated by the Financial Conduct Authority, FRN
302383. Registered in Scotland No SC164425.</p>`,
    expected: {
      renewalDate: '2026-12-23',
      insurer: 'Kwik Fit Insurance',
      policyNumber: 'KFI/0019/88124',
      registrationNumber: 'PK18NHV',
      renewalPremium: '827.90',
      previousPremium: '779.30',
      totalExcess: '350',
    },
  },
  {
    name: 'swinton-photo-annual-premium-table',
    photo: true,
    html: `
<div style="font-size:20pt;font-weight:bold;color:#e30613">Swinton Insurance</div>
<p class="r">Policy No. SW/4418920/MC<br>24/11/2026</p>
<p>Mrs D Kowalczyk<br>41 Moss Lane<br>Sale<br>M33 5BW</p>
<h2>Your car insurance renewal</h2>
<table>
  <tr><td>Renewal date</td><td>31/12/2026</td></tr>
  <tr><td>Registration</td><td>CU17 ZPA</td></tr>
  <tr><td>Annual premium</td><td><b>£756.84</b></td></tr>
  <tr><td>Last year's annual premium</td><td>£701.26</td></tr>
  <tr><td>Compulsory excess</td><td>£300</td></tr>
  <tr><td>Voluntary excess</td><td>£100</td></tr>
  <tr><td>Total excess</td><td>£400</td></tr>
</table>
<p>Call 0161 817 5000 to talk about your renewal.</p>
<p style="${small}">Swinton Insurance is a trading name of Swinton Group Limited, authorised and regulated by the Financial Conduct
Authority, FRN 309830.</p>`,
    expected: {
      renewalDate: '2026-12-31',
      insurer: 'Swinton',
      policyNumber: 'SW/4418920/MC',
      registrationNumber: 'CU17ZPA',
      renewalPremium: '756.84',
      previousPremium: '701.26',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },
  {
    name: 'adrian-flux-modified-car-agreed-value',
    html: `
<div class="cols">
  <div style="font-size:20pt;font-weight:bold">Adrian Flux</div>
  <div class="r" style="font-size:9pt">Client ID: 0092183<br>Policy Number: AF/PC/8821937<br>26 November 2026</div>
</div>
<p>Mr W Goodchild<br>3 Mill Yard<br>King's Lynn<br>PE30 4LS</p>
<h2>Renewal invitation</h2>
<p>Your policy renews on 8th January 2027.</p>
<table>
  <tr><td>Vehicle</td><td>Mazda MX-5 1.8i (1998), R327 KLM</td></tr>
  <tr><td>Agreed value</td><td>£8,500</td></tr>
  <tr><td>Declared modifications</td><td>Alloy wheels, sports exhaust, lowered suspension</td></tr>
  <tr><td>Limited mileage</td><td>3,000 miles</td></tr>
</table>
<p>Your renewal premium: <b>£1,386.00</b> inc. IPT @ 12%<br>Your previous premium: £1,295.00</p>
<p>Excess: £500 total (£250 compulsory, £250 voluntary).</p>
<p>Claims: 0344 854 4477.</p>
<p style="${small}">Adrian Flux Insurance Services is authorised and regulated by the Financial Conduct Authority, FRN 307520.
East Winch Hall, East Winch, King's Lynn PE32 1HN.</p>`,
    expected: {
      renewalDate: '2027-01-08',
      insurer: 'Adrian Flux',
      policyNumber: 'AF/PC/8821937',
      registrationNumber: 'R327KLM',
      renewalPremium: '1386.00',
      previousPremium: '1295.00',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'halifax-photo-price-unchanged',
    photo: true,
    html: `
<div style="font-size:20pt;font-weight:bold;color:#005eb8">Halifax</div>
<div>Car Insurance</div>
<p class="r">Policy number HXM 7710 2234 01<br>19 November 2026</p>
<p>Ms Y Osei<br>15 Clifton Street<br>Bristol<br>BS3 4DR</p>
<h2>Your renewal details</h2>
<p>Your cover renews on 12 December 2026 for VN19 BEO.</p>
<p>Your renewal premium: <b>£538.66</b></p>
<p>Your price hasn't changed: last year's premium was also £538.66.</p>
<p>Compulsory excess: £250</p>
<p>Claims: 0345 604 8002</p>
<p style="${small}">Halifax Car Insurance is arranged by Lloyds Bank General Insurance Limited. FRN 204452.</p>`,
    expected: {
      renewalDate: '2026-12-12',
      insurer: 'Halifax',
      policyNumber: 'HXM 7710 2234 01',
      registrationNumber: 'VN19BEO',
      renewalPremium: '538.66',
      previousPremium: '538.66',
      compulsoryExcess: '250',
    },
  },
];
