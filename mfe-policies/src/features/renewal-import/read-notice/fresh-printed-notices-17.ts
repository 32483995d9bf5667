// Issue 47, set 17: THIS YEAR'S PRICE AND LAST YEAR'S, IN THE WORDS OF SMALLER INSURERS, BROKERS AND SPECIALISTS.
// Sixteen renewal invitations from sixteen UK private-car brands (bank and supermarket brands, a club and a profession's
// affinity schemes, a young-driver telematics broker, an electric-car specialist, classic and prestige specialists, an
// over-50s brand, regional brokers in East Anglia, Manchester and Northern Ireland, a reverse-auction app and a
// manufacturer's scheme), eleven printed to PDF and five as phone photos (one held sideways). Each states the price for
// the year ahead and the FCA-required statement of last year's premium in its own words and layout; renewalPremium is
// always the figure of the same scope as the last-year figure the letter gives. Written without sight of the reader.
import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES_17: FreshNotice[] = [
  // A supermarket bank's plain letter: the price in a sentence, optional extras listed apart with a total including
  // them, last year's premium stated as excluding optional extras; the price rose.
  {
    name: 'sainsburys-bank',
    html: `
<div class="cols">
  <div><b style="font-size:16pt;color:#f06c00">Sainsbury's Bank</b><br>Car Insurance</div>
  <div class="r">Sainsbury's Bank Car Insurance<br>PO Box 4231<br>Redhill RH1 9EZ<br>0345 600 4119</div>
</div>
<p>Mrs Priya Raman<br>22 Larkspur Close<br>Didcot<br>Oxfordshire<br>OX11 7GH</p>
<p class="r">21 October 2026</p>
<table>
  <tr><td>Policy number</td><td><b>SBCI/4471 2093</b></td></tr>
  <tr><td>Car</td><td>Toyota Yaris Hybrid Icon 1.5 (2019)</td></tr>
  <tr><td>Registration</td><td>OY19 KRV</td></tr>
  <tr><td>Renewal date</td><td>12 November 2026</td></tr>
</table>
<p>Dear Mrs Raman,</p>
<p><b>It's time to renew your car insurance</b></p>
<p>Thank you for insuring your car with Sainsbury's Bank. Your policy is due to renew on 12 November 2026 and we'd like
to continue looking after you.</p>
<p>Your renewal premium is <b>£642.18</b>, including Insurance Premium Tax (IPT). This price already includes a Nectar
Price saving of £38.00 because you are a Nectar member.</p>
<div class="box">
  <b>Previous year's premium (excluding optional extras): £588.40</b><br>
  We're required to show you what you paid last year so you can compare it with your renewal premium above.
</div>
<p><b>Your optional extras</b><br>These are not part of your renewal premium and are shown separately.</p>
<table>
  <tr><td>Motor Legal Protection</td><td class="r">£29.99</td></tr>
  <tr><td>Breakdown Cover - Roadside &amp; Recovery</td><td class="r">£44.00</td></tr>
  <tr><td>Guaranteed Courtesy Car</td><td class="r">£24.50</td></tr>
  <tr><td><b>Total including optional extras</b></td><td class="r"><b>£740.67</b></td></tr>
</table>
<p><b>Your excesses</b> (accidental damage, fire and theft)<br>
Compulsory excess £250 &nbsp;&nbsp; Voluntary excess £250 &nbsp;&nbsp; <b>Total excess £500</b><br>
Windscreen replacement excess £95; windscreen repair £10.</p>
<p><b>Paying monthly?</b> If you pay by Direct Debit you'll pay a deposit of £74.07 followed by 10 monthly instalments of
£72.96. Total amount payable £803.67, including interest of £63.00. Representative APR 21.9% (variable: no).</p>
<p>You don't need to do anything if you're happy for your cover to continue: we'll renew it automatically using the
card ending 4418. If anything has changed, or you'd like to shop around, please call us on 0345 600 4119.</p>
<p>Yours sincerely,<br><br>Customer Services<br>Sainsbury's Bank Car Insurance</p>
<p style="font-size:8pt">Sainsbury's Bank plc, Registered Office: 33 Charlotte Square, Edinburgh EH2 4HQ (registered in
Scotland, no. SC184045). Sainsbury's Bank plc is authorised by the Prudential Regulation Authority and regulated by the
Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register no. 184514). Car
insurance is arranged and administered by a panel of insurers; the insurer for your policy is shown on your
schedule.</p>`,
    expected: {
      renewalDate: '2026-11-12',
      insurer: "Sainsbury's Bank",
      policyNumber: 'SBCI/4471 2093',
      registrationNumber: 'OY19KRV',
      renewalPremium: '642.18',
      previousPremium: '588.40',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // A Northern Ireland bank brand in two columns, this year beside last year; a Northern Ireland plate; the price fell.
  {
    name: 'ulster-bank',
    html: `
<div class="cols">
  <div><b style="font-size:15pt;color:#003b70">Ulster Bank</b><br><span style="font-size:9pt">Car Insurance</span></div>
  <div class="r" style="font-size:9pt">Ulster Bank Car Insurance<br>PO Box 1006<br>Belfast BT1 9DR<br>Call 0345 878 2091</div>
</div>
<p>Mr Ciarán McAteer<br>7 Glenavy Road<br>Lisburn<br>Co. Antrim<br>BT28 3TR</p>
<p>29 December 2026</p>
<p><b>Your car insurance renewal invitation</b><br>
Policy number: UBNI 4720 6618<br>
Vehicle: Skoda Octavia 1.6 TDI SE Estate &nbsp; Registration: KXZ 4521<br>
Period of insurance: 02/02/2027 to 01/02/2028</p>
<p>Dear Mr McAteer,</p>
<p>Your car insurance with us comes to an end on 1 February 2027. We're pleased to invite you to renew it from
<b>2 February 2027</b>.</p>
<div class="cols">
  <div class="box">
    <b>Your premium for the coming year</b><br>
    <span style="font-size:14pt"><b>£514.60</b></span><br>
    including Insurance Premium Tax at 12%
  </div>
  <div class="box">
    <b>Last year</b><br>
    Your premium last year was <b>£559.32</b>.<br>
    That's £44.72 less this year.
  </div>
</div>
<p><b>Excesses</b></p>
<table>
  <tr><td>Compulsory excess</td><td class="r">£200</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£150</td></tr>
  <tr><td>Total excess (accidental damage, fire and theft)</td><td class="r">£350</td></tr>
  <tr><td>Windscreen replacement</td><td class="r">£75</td></tr>
</table>
<p><b>Paying by monthly Direct Debit</b><br>
12 monthly payments of £45.65. Total amount payable £547.80, which includes a charge for credit of £33.20.
Representative APR 12.7%.</p>
<p>Your annual mileage is shown on your policy schedule as 8,000 miles and your car is kept on a driveway overnight.
Please check these details, along with the named drivers, and tell us if anything is wrong.</p>
<p>If you're happy with your renewal and you pay by Direct Debit, you don't need to do anything.</p>
<p>Kind regards,<br><br>Ulster Bank Car Insurance Team</p>
<p style="font-size:8pt">Ulster Bank Car Insurance is arranged by Ulster Bank Limited, which is authorised and regulated by
the Financial Conduct Authority. Ulster Bank Limited, registered in Northern Ireland no. R733, registered office 11-16
Donegall Square East, Belfast BT1 5UB.</p>`,
    expected: {
      renewalDate: '2027-02-02',
      insurer: 'Ulster Bank',
      policyNumber: 'UBNI 4720 6618',
      registrationNumber: 'KXZ4521',
      renewalPremium: '514.60',
      previousPremium: '559.32',
      compulsoryExcess: '200',
      voluntaryExcess: '150',
      totalExcess: '350',
    },
  },

  // A bank brand, photographed: the price a year beside a monthly figure; what you paid last year, including changes made
  // during the year, is the same.
  {
    name: 'first-direct',
    photo: true,
    html: `
<div class="cols">
  <div><b style="font-size:16pt">first direct</b><br>car insurance</div>
  <div class="r">first direct car insurance<br>40 Wakefield Road<br>Leeds LS98 1FD</div>
</div>
<p>Ms Hannah Lowther<br>Flat 3, 41 Chapel Allerton Road<br>Leeds<br>LS7 3NZ</p>
<p>28 November 2026</p>
<p>Policy number: FDM 0193 4478 52<br>
Your car: Volkswagen Golf 1.5 TSI Life, YB68 PLU<br>
Renewal date: 29 December 2026</p>
<p>Dear Ms Lowther,</p>
<p><b>Your car insurance renewal</b></p>
<p>Your cover is due for renewal and your price for the next 12 months is below. Good news: it hasn't gone up.</p>
<div class="box">
  <table>
    <tr><td>Your renewal price</td><td class="r"><b>£476.52</b> a year</td><td>or</td><td class="r"><b>£41.63</b> a month</td></tr>
    <tr><td>What you paid last year</td><td class="r"><b>£476.52</b></td><td colspan="2">(including any changes made during the year)</td></tr>
  </table>
</div>
<p>Paying monthly: 12 monthly payments of £41.63. Total amount payable £499.56, including a credit charge of £23.04.
Representative APR 9.6%.</p>
<p><b>Excess</b>: compulsory £250, voluntary £100, total £350.</p>
<p>We'll renew automatically unless you tell us not to. Please check your policy documents and let us know about any
changes.</p>
<p>Yours sincerely,<br>first direct car insurance</p>
<p style="font-size:8pt">first direct is a division of HSBC UK Bank plc. Authorised by the Prudential Regulation Authority and
regulated by the Financial Conduct Authority and the Prudential Regulation Authority.</p>`,
    expected: {
      renewalDate: '2026-12-29',
      insurer: 'first direct',
      policyNumber: 'FDM 0193 4478 52',
      registrationNumber: 'YB68PLU',
      renewalPremium: '476.52',
      previousPremium: '476.52',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },

  // A motoring club's scheme: a summary table taking the advanced-driver discount off; last year's premium including
  // changes made during the year; the club's membership fee beside it; the price rose.
  {
    name: 'iam-roadsmart',
    html: `
<div class="cols">
  <div><b style="font-size:15pt;color:#c8102e">IAM RoadSmart</b><br>Car Insurance for advanced drivers</div>
  <div class="r">IAM RoadSmart Car Insurance<br>1 Albany Place<br>Welwyn Garden City AL7 3BT<br>0300 303 1134</div>
</div>
<p>Mr Graham Pettigrew<br>14 Kingfisher Way<br>Stevenage<br>SG2 8PL</p>
<p>9 November 2026</p>
<p>Dear Mr Pettigrew,</p>
<p><b>Renewal of your IAM RoadSmart Car Insurance, policy IAM/MC/0458812</b></p>
<p>Your policy renews on <b>3 December 2026</b>. Here's your renewal price for your Mazda CX-5 2.0 Sport Nav+
(registration SN21 HWD).</p>
<table style="width:85%">
  <tr><th>Your renewal summary</th><th class="r">£</th></tr>
  <tr><td>Standard premium</td><td class="r">689.40</td></tr>
  <tr><td>Advanced driver discount (15%)</td><td class="r">-103.41</td></tr>
  <tr><td><b>Your premium, including Insurance Premium Tax</b></td><td class="r"><b>585.99</b></td></tr>
  <tr><td>Last year's premium (including any changes you made during the year)</td><td class="r">541.87</td></tr>
</table>
<p>Your membership of IAM RoadSmart (£49.00 a year) renews separately in March and is not part of this price.</p>
<p><b>Your excess</b><br>Compulsory £150, voluntary £250: a total of £400 for each claim for damage to your car.</p>
<p>To spread the cost, you can pay a deposit of £58.60 and 10 monthly instalments of £56.35: total payable £622.10,
representative APR 15.9%.</p>
<p>If you'd like to talk about your renewal, please call us. Otherwise your cover will continue automatically.</p>
<p>Yours sincerely,<br><br>The IAM RoadSmart Car Insurance team</p>
<p style="font-size:8pt">IAM RoadSmart is the trading name of The Institute of Advanced Motorists Limited. Car insurance is
arranged by an independent broker authorised and regulated by the Financial Conduct Authority.</p>`,
    expected: {
      renewalDate: '2026-12-03',
      insurer: 'IAM RoadSmart',
      policyNumber: 'IAM/MC/0458812',
      registrationNumber: 'SN21HWD',
      renewalPremium: '585.99',
      previousPremium: '541.87',
      compulsoryExcess: '150',
      voluntaryExcess: '250',
      totalExcess: '400',
    },
  },

  // A civil-service members' club, photographed: 'We can renew your cover for' with a monthly figure beside it; last
  // year's premium after any mid-term adjustments; the price fell.
  {
    name: 'boundless',
    photo: true,
    html: `
<div class="cols">
  <div><b style="font-size:16pt;color:#5b2a86">Boundless</b><br>Car Insurance for CSMA Club members</div>
  <div class="r">Boundless Car Insurance<br>Britannia House<br>21 Station Street<br>Swindon SN1 1DE</div>
</div>
<p>Mrs Angela Fairbairn<br>19 Whitecross Lane<br>Swindon<br>SN3 1RT</p>
<p>16 November 2026</p>
<p>Policy number: BDL 2235871<br>Membership number: 40119732</p>
<p>Dear Mrs Fairbairn,</p>
<p><b>Your renewal is coming up on 14 December 2026</b></p>
<p>We can renew your cover for your Kia Niro 1.6 GDi Hybrid 2 (WP22 ZKO) for <b>£398.64</b> a year, including Insurance
Premium Tax, or <b>£35.51 a month</b> by Direct Debit.</p>
<p>Your premium last year, after any mid-term adjustments, was <b>£412.90</b>.</p>
<p>Your excess: compulsory £250, voluntary £100, total £350.</p>
<p>Monthly payments: 12 payments of £35.51, total amount payable £426.12 including interest of £27.48, representative
APR 13.9%.</p>
<p>Your Boundless membership (£22.50 a year) is separate from your insurance and isn't included in the price above.</p>
<p>If you're happy, you don't need to do anything.</p>
<p>Best wishes,<br>Boundless Car Insurance</p>`,
    expected: {
      renewalDate: '2026-12-14',
      insurer: 'Boundless',
      policyNumber: 'BDL 2235871',
      registrationNumber: 'WP22ZKO',
      renewalPremium: '398.64',
      previousPremium: '412.90',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },

  // A young drivers' telematics broker: the black box fee added to the premium, last year's figure including that fee,
  // both over £1,000; a driving-score discount and the miles driven beside them; the price fell.
  {
    name: 'ikube',
    html: `
<div class="cols">
  <div><b style="font-size:16pt;color:#00a19a">iKube</b><br>Telematics car insurance for young drivers</div>
  <div class="r">iKube Insurance Services<br>Station House, 23 Station Road<br>Reading RG1 1LG<br>0118 900 4451</div>
</div>
<p>Mr Jordan Ashworth<br>31 Moorland Road<br>Stockport<br>SK3 0BN</p>
<p>4 December 2026</p>
<p>Dear Jordan,</p>
<p><b>Your iKube renewal: your second year on the road</b></p>
<table>
  <tr><td>Policy number</td><td>IKB/YD/731094</td></tr>
  <tr><td>Car</td><td>Ford Fiesta 1.0 EcoBoost Zetec, DN14 UXH</td></tr>
  <tr><td>New policy starts</td><td>2 January 2027</td></tr>
  <tr><td>Miles driven this year</td><td>6,842</td></tr>
  <tr><td>Your driving score</td><td>87 out of 100</td></tr>
</table>
<p>Great driving! Your score has earned you a discount of £116.40, which is already taken off the price below.</p>
<table style="width:80%">
  <tr><td>Car insurance premium (including IPT)</td><td class="r">£1,568.27</td></tr>
  <tr><td>Black box service fee for the year</td><td class="r">£45.00</td></tr>
  <tr><td><b>Your renewal price</b></td><td class="r"><b>£1,613.27</b></td></tr>
</table>
<div class="box">Last year's premium, including your black box fee and any changes made during the year:
<b>£2,104.55</b></div>
<p><b>Paying monthly:</b> deposit £161.33, then 10 instalments of £159.41. Total amount payable £1,755.43 (interest
£142.16). Representative APR 22.9%.</p>
<p><b>Excess:</b> compulsory £350 + voluntary £250 = total £600.</p>
<p>Keep your black box plugged in and keep driving well: your score counts towards next year's price too.</p>
<p>Cheers,<br>The iKube team</p>
<p style="font-size:8pt">iKube Insurance Services Limited is authorised and regulated by the Financial Conduct Authority.</p>`,
    expected: {
      renewalDate: '2027-01-02',
      insurer: 'iKube',
      policyNumber: 'IKB/YD/731094',
      registrationNumber: 'DN14UXH',
      renewalPremium: '1613.27',
      previousPremium: '2104.55',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },

  // An electric-car specialist's summary table with Insurance Premium Tax shown on its own line; what you paid last
  // year; an optional extra not included; the price rose.
  {
    name: 'octopus-ev',
    html: `
<div class="cols">
  <div><b style="font-size:16pt;color:#e6007e">Octopus EV</b><br>Car insurance made for electric cars</div>
  <div class="r">Octopus Electric Vehicles<br>UK House, 5th Floor<br>164-182 Oxford Street<br>London W1D 1NN</div>
</div>
<p>Dr Felix Okonjo<br>5 Montpelier Row<br>Brighton<br>BN1 3DF</p>
<p>24 November 2026</p>
<p>Dear Dr Okonjo,</p>
<p><b>Your renewal: policy OEV-CAR-208841</b></p>
<p>Your Polestar 2 Long Range Single Motor (KM72 ODT) is covered until 18 December 2026. Your renewed policy will run from
<b>19 December 2026</b> to 18 December 2027.</p>
<table style="width:80%">
  <tr><th>Your price</th><th class="r">This year</th></tr>
  <tr><td>Premium</td><td class="r">£612.50</td></tr>
  <tr><td>Insurance Premium Tax (12%)</td><td class="r">£73.50</td></tr>
  <tr><td><b>Total premium</b></td><td class="r"><b>£686.00</b></td></tr>
  <tr><td>What you paid last year</td><td class="r">£649.80</td></tr>
</table>
<p>Home charger cover (£18.00 a year) is available as an optional extra and isn't included above.</p>
<table>
  <tr><td>Compulsory excess</td><td>£300</td></tr>
  <tr><td>Voluntary excess</td><td>£200</td></tr>
  <tr><td>Total excess</td><td>£500</td></tr>
</table>
<p>Prefer to pay monthly? 12 payments of £60.69 (£728.28 in total, including £42.28 interest, representative APR
11.9%).</p>
<p>Thanks for driving electric with us.<br>The Octopus EV insurance team</p>
<p style="font-size:8pt">Octopus Electric Vehicles Limited is an appointed representative of an insurance intermediary
authorised and regulated by the Financial Conduct Authority.</p>`,
    expected: {
      renewalDate: '2026-12-19',
      insurer: 'Octopus EV',
      policyNumber: 'OEV-CAR-208841',
      registrationNumber: 'KM72ODT',
      renewalPremium: '686.00',
      previousPremium: '649.80',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },

  // A classic-car specialist, photographed: a premium under £300 with an agreed value and limited mileage beside it, an
  // optional breakdown add-on apart; last year's premium; the price rose.
  {
    name: 'heritage-classic',
    photo: true,
    html: `
<div class="cols">
  <div><b style="font-size:16pt;color:#1f4e3d">Heritage</b><br>Classic Car Insurance</div>
  <div class="r">Heritage Classic Car Insurance<br>Riverside Court, Mansfield<br>Nottinghamshire NG18 1AB<br>01623 404 112</div>
</div>
<p>Mr Derek Halloway<br>The Old Forge<br>Church Street<br>Bakewell<br>DE45 1AB</p>
<p>10 December 2026</p>
<p>Dear Mr Halloway,</p>
<p><b>Renewal of your classic car policy HCC/0031/58207</b></p>
<table>
  <tr><td>Vehicle</td><td>1972 MGB GT</td></tr>
  <tr><td>Registration</td><td>UVK 615K</td></tr>
  <tr><td>Agreed value</td><td>£14,500</td></tr>
  <tr><td>Mileage limit</td><td>3,000 miles a year</td></tr>
  <tr><td>Renewal date</td><td>14 January 2027</td></tr>
</table>
<p>Your renewal premium is <b>£187.40</b> including Insurance Premium Tax. This includes your 10% club member discount.</p>
<p>Last year's premium: <b>£176.25</b></p>
<p>Optional classic breakdown cover: £39.50 (not included in the premium above).</p>
<p>Excess: compulsory £100, voluntary £150, total £250.</p>
<p>Yours sincerely,<br>Heritage Classic Car Insurance</p>`,
    expected: {
      renewalDate: '2027-01-14',
      insurer: 'Heritage Classic Car Insurance',
      policyNumber: 'HCC/0031/58207',
      registrationNumber: 'UVK615K',
      renewalPremium: '187.40',
      previousPremium: '176.25',
      compulsoryExcess: '100',
      voluntaryExcess: '150',
      totalExcess: '250',
    },
  },

  // A prestige broker: a premium over £1,000 and last year's over £1,000 in a table, excesses in thousands, and the
  // client's other car (its plate and renewal) mentioned; the price rose.
  {
    name: 'lockton-private-clients',
    html: `
<div class="cols">
  <div><b style="font-size:16pt;color:#002855">LOCKTON</b><br>Private Clients</div>
  <div class="r" style="font-size:9pt">Lockton Private Clients<br>The St Botolph Building<br>138 Houndsditch<br>London EC3A 7AG<br>020 7933 0000</div>
</div>
<p>Mr Alistair Denholm<br>Hartwell House<br>Kings Ride<br>Ascot<br>SL5 8QR</p>
<p>30 October 2026</p>
<p>Our reference: LPC/MTR/2210934/01</p>
<p>Dear Mr Denholm,</p>
<p><b>Motor insurance renewal: Porsche 911 Carrera S (DE22 VNX)</b></p>
<p>We enclose renewal terms for your motor policy, which falls due for renewal on 26 November 2026.</p>
<table style="width:90%">
  <tr><td>Policy number</td><td>LPC/MTR/2210934/01</td></tr>
  <tr><td>Period of insurance</td><td>26 November 2026 to 25 November 2027</td></tr>
  <tr><td>Cover</td><td>Comprehensive, agreed value £118,000</td></tr>
  <tr><td>Annual premium (including Insurance Premium Tax)</td><td><b>£2,412.00</b></td></tr>
  <tr><td>Previous year's premium</td><td>£2,186.50</td></tr>
  <tr><td>Compulsory excess</td><td>£500</td></tr>
  <tr><td>Voluntary excess</td><td>£1,000</td></tr>
  <tr><td>Total excess</td><td>£1,500</td></tr>
</table>
<p>Your Range Rover Velar (WU20 FKE) is insured under a separate policy which renews on 3 March 2027; we will write to
you about it nearer the time.</p>
<p>The premium is payable in full at inception. Should you wish to pay by instalments, we can arrange premium finance:
a deposit of £241.20 and 9 monthly instalments of £254.35, total £2,530.35 (APR 10.4%).</p>
<p>Please let us know if any of the information on the enclosed statement of fact has changed, in particular your
annual mileage (currently 5,000) and the drivers.</p>
<p>With kind regards,<br><br>Charlotte Emery<br>Account Executive, Lockton Private Clients</p>
<p style="font-size:8pt">Lockton Companies LLP is authorised and regulated by the Financial Conduct Authority. Registered in
England &amp; Wales at the above address, registration number OC353198.</p>`,
    expected: {
      renewalDate: '2026-11-26',
      insurer: 'Lockton Private Clients',
      policyNumber: 'LPC/MTR/2210934/01',
      registrationNumber: 'DE22VNX',
      renewalPremium: '2412.00',
      previousPremium: '2186.50',
      compulsoryExcess: '500',
      voluntaryExcess: '1000',
      totalExcess: '1500',
    },
  },

  // An over-50s brand's plain letter: a loyalty reduction already taken off, last year's premium including changes made
  // during the year, and the same customer's home insurance with its own last-year figure; the price rose.
  {
    name: 'silver-mile',
    html: `
<p><b style="font-size:16pt;color:#6d6e71">Silver Mile</b><br>Car insurance for the over-50s</p>
<p class="r">Silver Mile Car Insurance<br>Harbour Buildings, Quay Hill<br>Exeter EX2 4AN<br>0800 088 6610</p>
<p>Mrs Jean Whitcombe<br>3 Harbour View<br>Exmouth<br>Devon EX8 1PL</p>
<p>18 November 2026</p>
<p>Policy number: SM 60 41187 C</p>
<p>Dear Mrs Whitcombe,</p>
<p>Thank you for choosing Silver Mile for another year. Your car insurance for your Honda Jazz 1.5 i-MMD EX
(WF20 NXA) renews on 17 December 2026.</p>
<p>Your premium for the year ahead is £318.42, including Insurance Premium Tax. We have already taken off a loyalty
reduction of £25.00 for your fourth year with us.</p>
<p>Your premium last year was £301.17. This includes any changes made during the year.</p>
<p>Your excess remains the same: a compulsory excess of £150 and a voluntary excess of £100, making a total excess of
£250.</p>
<p>If you'd prefer to pay monthly, we can collect 12 payments of £28.33 by Direct Debit (total payable £339.96,
including interest of £21.54, representative APR 12.9%).</p>
<p>Your Silver Mile home insurance renews on 2 April 2027; last year it cost £214.60 and we'll write to you about it
separately.</p>
<p>If anything has changed, such as your address, your annual mileage (currently 6,000 miles) or who drives the car,
please give us a call.</p>
<p>Yours sincerely,<br><br>Rachel Penhaligon<br>Customer Care Manager</p>
<p style="font-size:8pt">Silver Mile Car Insurance is a trading name of Silver Mile Insurance Services Ltd, authorised and
regulated by the Financial Conduct Authority.</p>`,
    expected: {
      renewalDate: '2026-12-17',
      insurer: 'Silver Mile',
      policyNumber: 'SM 60 41187 C',
      registrationNumber: 'WF20NXA',
      renewalPremium: '318.42',
      previousPremium: '301.17',
      compulsoryExcess: '150',
      voluntaryExcess: '100',
      totalExcess: '250',
    },
  },

  // A regional broker: the premium plus the broker's arrangement fee make the total due, and last year's premium is
  // stated including that fee, so this year's comparable figure is the total due; the price rose.
  {
    name: 'farmers-mercantile',
    html: `
<div class="cols">
  <div><b style="font-size:15pt;color:#2e5d2e">Farmers &amp; Mercantile</b><br>Insurance Brokers</div>
  <div class="r" style="font-size:9pt">Farmers &amp; Mercantile Insurance Brokers<br>Market Hill<br>Framlingham<br>Suffolk IP13 9BA<br>01728 723 445</div>
</div>
<p>Mr Tom Barnaby<br>Ash Tree Farm<br>Saxtead Road<br>Framlingham<br>Woodbridge IP13 9QP</p>
<p>5 November 2026</p>
<p>Your ref: FM/PC/19/0442</p>
<p>Dear Mr Barnaby,</p>
<p><b>Private car insurance: renewal on 1 December 2026</b></p>
<p>Your private car policy for your Land Rover Discovery Sport D180 SE (AV69 RZP) is due for renewal on 1 December 2026.
We have reviewed the market on your behalf and recommend renewing with your existing insurer on the terms below.</p>
<table style="width:80%">
  <tr><td>Premium including Insurance Premium Tax</td><td class="r">£724.80</td></tr>
  <tr><td>Our arrangement fee</td><td class="r">£35.00</td></tr>
  <tr><td><b>Total due</b></td><td class="r"><b>£759.80</b></td></tr>
</table>
<p>Last year's premium, including our arrangement fee, was £718.35.</p>
<p><b>Excess:</b> compulsory £250; voluntary £100; total £350.</p>
<p>You may pay by ten monthly instalments through our premium finance provider: a deposit of £75.98, then 10
instalments of £73.19, total £807.88 (APR 14.9%).</p>
<p>Please check the enclosed statement of fact carefully, in particular the business use for farm purposes and the
estimated annual mileage of 9,000.</p>
<p>Yours sincerely,<br><br>Sarah Pipe<br>Personal Lines Account Handler</p>
<p style="font-size:8pt">Farmers &amp; Mercantile Insurance Brokers is authorised and regulated by the Financial Conduct
Authority.</p>`,
    expected: {
      renewalDate: '2026-12-01',
      insurer: 'Farmers & Mercantile',
      policyNumber: 'FM/PC/19/0442',
      registrationNumber: 'AV69RZP',
      renewalPremium: '759.80',
      previousPremium: '718.35',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },

  // A Manchester broker, photographed sideways: the car insurance premium and three optional extras with a total
  // including them; last year's figure for the car insurance alone; the price rose.
  {
    name: 'caunce-ohara',
    photo: 'sideways',
    html: `
<div class="cols">
  <div><b style="font-size:16pt;color:#0b3d91">Caunce O'Hara</b><br>Insurance Brokers</div>
  <div class="r">Caunce O'Hara &amp; Co Ltd<br>Barlow Moor Road<br>Manchester M20 2PQ<br>0161 833 1010</div>
</div>
<p>Miss Sophie Kettering<br>88 Beech Road<br>Chorlton<br>Manchester<br>M21 9EG</p>
<p>12 December 2026</p>
<p>Policy number: CAU/MTR/559012-3</p>
<p>Dear Miss Kettering,</p>
<p><b>Your car insurance renewal</b></p>
<p>Your policy for your Hyundai i20 1.0 T-GDi Premium (MA70 KDE) renews on <b>9 January 2027</b>.</p>
<table style="width:80%">
  <tr><td>Car insurance premium (incl. IPT)</td><td class="r">£533.76</td></tr>
  <tr><td>Motor legal expenses</td><td class="r">£24.95</td></tr>
  <tr><td>Breakdown (UK and home start)</td><td class="r">£58.00</td></tr>
  <tr><td>Key cover</td><td class="r">£19.99</td></tr>
  <tr><td><b>Total with optional extras</b></td><td class="r"><b>£636.70</b></td></tr>
</table>
<p>Your car insurance cost £497.10 last year (optional extras not included).</p>
<p>Excess: compulsory £350, voluntary £150, total £500.</p>
<p>Kind regards,<br>Personal Lines Team, Caunce O'Hara</p>`,
    expected: {
      renewalDate: '2027-01-09',
      insurer: "Caunce O'Hara",
      policyNumber: 'CAU/MTR/559012-3',
      registrationNumber: 'MA70KDE',
      renewalPremium: '533.76',
      previousPremium: '497.10',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },

  // A Northern Ireland broker: last year paid monthly, the instalment and its total beside last year's annual premium;
  // this year's annual premium beside this year's monthly plan; the price rose.
  {
    name: 'autoline',
    html: `
<div class="cols">
  <div><b style="font-size:16pt;color:#e30613">Autoline</b><br>Insurance Group</div>
  <div class="r" style="font-size:9pt">Autoline Insurance Group<br>Autoline House<br>5 Shore Road<br>Belfast BT15 3PG<br>028 9077 1234</div>
</div>
<p>Mrs Orla Devlin<br>14 Carnreagh Avenue<br>Hillsborough<br>Co. Down<br>BT26 6LJ</p>
<p>26 November 2026</p>
<table>
  <tr><td>Policy number</td><td>AUT-PC-771204</td></tr>
  <tr><td>Vehicle</td><td>Peugeot 308 1.2 PureTech Allure, LFZ 2917</td></tr>
  <tr><td>Renewal date</td><td>23/12/2026</td></tr>
</table>
<p>Dear Mrs Devlin,</p>
<p><b>Your renewal quotation</b></p>
<div class="cols">
  <div class="box">
    <b>This year</b><br>
    Annual premium: <b>£566.90</b> including IPT<br>
    Or 12 monthly payments of £49.71<br>
    (total £596.52, APR 10.9%)
  </div>
  <div class="box">
    <b>Last year</b><br>
    Last year's premium: <b>£538.20</b><br>
    You paid this as 12 monthly instalments of £47.15, £565.80 in total including interest.
  </div>
</div>
<p><b>Excess:</b></p>
<table>
  <tr><td>Compulsory</td><td class="r">£250</td></tr>
  <tr><td>Voluntary</td><td class="r">£250</td></tr>
  <tr><td>Total</td><td class="r">£500</td></tr>
</table>
<p>Your monthly instalments will continue from the same bank account unless you tell us otherwise.</p>
<p>If you have any questions, call into any of our branches or ring us on 028 9077 1234.</p>
<p>Yours faithfully,<br>Autoline Insurance Group</p>
<p style="font-size:8pt">Autoline Insurance Group is authorised and regulated by the Financial Conduct Authority.</p>`,
    expected: {
      renewalDate: '2026-12-23',
      insurer: 'Autoline',
      policyNumber: 'AUT-PC-771204',
      registrationNumber: 'LFZ2917',
      renewalPremium: '566.90',
      previousPremium: '538.20',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // A reverse-auction app's renewal: 'It will cost you...'; two figures for last year (what was quoted, and what was paid
  // after a named driver was added) with the letter saying which to compare; the price rose.
  {
    name: 'honcho',
    html: `
<p><b style="font-size:18pt">honcho</b></p>
<p>Honcho Insurance Services<br>20 Eastbourne Terrace<br>London W2 6LG</p>
<p>Mr Kwame Mensah<br>12 Vicarage Gardens<br>Luton<br>LU2 8RS</p>
<p>20 October 2026</p>
<p>Hi Kwame,</p>
<p><b>Your renewal is ready</b></p>
<p>Your policy HON-7Q4-22918 for your Nissan Qashqai 1.3 DIG-T N-Connecta (KX18 BTV) ends on 17 November 2026.
It will cost you <b>£702.15</b> to renew it from 18 November 2026 for another year, including Insurance Premium Tax.</p>
<p><b>What you paid last year</b><br>
When you bought your policy last year we quoted you £611.40. In March you added a named driver, and the premium for
the year came to <b>£648.92</b>. That's the figure to compare with this year's price.</p>
<p>Excess: compulsory £250 / voluntary £200 / total £450.</p>
<p>Paying monthly: first payment £70.22, then 10 payments of £68.04 (total £750.62, APR 16.9%).</p>
<p>Not sure? Post your renewal on Honcho and let insurers bid for you.</p>
<p>The Honcho team</p>
<p style="font-size:8pt">Honcho Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority.</p>`,
    expected: {
      renewalDate: '2026-11-18',
      insurer: 'Honcho',
      policyNumber: 'HON-7Q4-22918',
      registrationNumber: 'KX18BTV',
      renewalPremium: '702.15',
      previousPremium: '648.92',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },

  // A manufacturer's scheme, photographed: a no claims discount protection charge inside the premium, and last year's
  // premium stated including it; the price rose.
  {
    name: 'mazda-insurance',
    photo: true,
    html: `
<div class="cols">
  <div><b style="font-size:16pt">MAZDA</b><br>Insurance</div>
  <div class="r">Mazda Insurance<br>PO Box 725<br>Peterborough PE2 6WS</div>
</div>
<p>Mr Ian Sutcliffe<br>6 Brook Lane<br>Harrogate<br>HG2 7PR</p>
<p>2 November 2026</p>
<p>Policy number: MZI 3304 1187<br>Car: Mazda MX-5 2.0 Sport, YD21 OFM<br>Renewal date: 30 November 2026</p>
<p>Dear Mr Sutcliffe,</p>
<table style="width:80%">
  <tr><td>Car insurance</td><td class="r">£482.90</td></tr>
  <tr><td>No claims discount protection</td><td class="r">£61.20</td></tr>
  <tr><td><b>Your renewal premium (incl. IPT)</b></td><td class="r"><b>£544.10</b></td></tr>
  <tr><td>Last year's premium (including no claims discount protection)</td><td class="r">£527.75</td></tr>
</table>
<p>Excess: compulsory £250, voluntary £250, total £500.</p>
<p>Yours sincerely,<br>Mazda Insurance</p>`,
    expected: {
      renewalDate: '2026-11-30',
      insurer: 'Mazda',
      policyNumber: 'MZI 3304 1187',
      registrationNumber: 'YD21OFM',
      renewalPremium: '544.10',
      previousPremium: '527.75',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // A profession's scheme for NHS and care staff, in two columns: an NHS staff discount and no admin fee; the price fell.
  {
    name: 'carewell-motor',
    html: `
<div class="cols">
  <div><b style="font-size:15pt;color:#005eb8">Carewell Motor</b><br>Car insurance for NHS and care staff</div>
  <div class="r" style="font-size:9pt">Carewell Motor<br>Unit 4, Cathedral Park<br>Wakefield WF1 2AD<br>0330 124 6680</div>
</div>
<p>Nurse Bethany Clough<br>27 Denby Dale Road<br>Wakefield<br>WF2 8DJ</p>
<p>21 December 2026</p>
<div class="cols">
  <div>
    <p>Dear Bethany,</p>
    <p>Thank you for being part of Carewell Motor. Your car insurance renews on <b>28 January 2027</b> and here is
    your price for the year ahead.</p>
    <p>Your renewal premium is <b>£451.30</b> including Insurance Premium Tax. This includes your 12% NHS staff
    discount, and we don't charge admin fees.</p>
    <p>Your premium last year was £468.90.</p>
  </div>
  <div class="box">
    <b>Your policy</b><br>
    Policy number: CWM/NHS/0085521<br>
    Car: Vauxhall Corsa 1.2 SE, BK19 WZS<br>
    Renewal date: 28/01/2027<br>
    Compulsory excess: £200<br>
    Voluntary excess: £300<br>
    Total excess: £500
  </div>
</div>
<p>Monthly payments: 12 x £39.96 = £479.52 (interest £28.22, APR 11.9%).</p>
<p>Take care,<br>Carewell Motor</p>
<p style="font-size:8pt">Carewell Motor is a trading name of Carewell Insurance Services Ltd, authorised and regulated by
the Financial Conduct Authority.</p>`,
    expected: {
      renewalDate: '2027-01-28',
      insurer: 'Carewell Motor',
      policyNumber: 'CWM/NHS/0085521',
      registrationNumber: 'BK19WZS',
      renewalPremium: '451.30',
      previousPremium: '468.90',
      compulsoryExcess: '200',
      voluntaryExcess: '300',
      totalExcess: '500',
    },
  },
];
