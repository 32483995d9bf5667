// Set 27 (issue 47): brokers, schemes and underwriters. Sixteen renewal invitations from UK brokers, MGAs, schemes and
// manufacturer or affinity brands, each naming the broker the driver deals with on its letterhead and one or more
// underwriters, insurers or panels in the body or the small print; some price the broker's fee apart from the insurer's
// premium, some give a total amount payable with fees, some print the insurer's policy number beside the broker's client
// reference, and two change insurer at renewal. Written without sight of the reader.
import type { FreshNotice } from './fresh-notice-checks';

const small = 'font-size:7.5pt;color:#444;line-height:1.3';

export const FRESH_NOTICES_27: FreshNotice[] = [
  // 1. Broker with an insurer change at renewal; a Premium Credit instalment plan.
  {
    name: 'adrian-flux',
    html: `
<table style="width:100%"><tr>
<td><div style="font-size:20pt;font-weight:bold;color:#003b7a">Adrian Flux</div><div style="font-size:8pt">Specialist insurance for specialist vehicles</div></td>
<td class="r" style="font-size:8.5pt">East Winch Hall, East Winch<br>King's Lynn, Norfolk PE32 1HN<br>Customer services 0800 369 8590<br>adrianflux.co.uk</td>
</tr></table>
<div class="cols" style="margin-top:14pt">
<div>Mr Daniel Pryce<br>14 Orchard Rise<br>Cromer<br>Norfolk<br>NR27 9QJ</div>
<div class="box" style="font-size:9pt">
<b>Your details</b><br>
Date of letter: 12 December 2026<br>
Policy number: FLX 0492 7731<br>
Vehicle: Ford Ranger Wildtrak 2.0 EcoBlue<br>
Registration: LR68 WHN<br>
Renewal date: 9 January 2027
</div></div>
<p style="margin-top:14pt">Dear Mr Pryce,</p>
<p><b>Your car insurance renewal invitation</b></p>
<p>Thank you for insuring with Adrian Flux. Your policy ends at midnight on 8 January 2027 and we have searched our panel
of insurers to find your renewal terms for the year from 9 January 2027 to 8 January 2028.</p>
<p><b>Your insurer is changing.</b> Last year your policy was underwritten by Aviva Insurance Limited. From your renewal
date your new insurer will be Covea Insurance plc. Your cover, your excesses and your no claims bonus (9 years) carry over
to your new insurer; please read the enclosed policy booklet, as some wording differs.</p>
<table style="width:100%;margin-top:6pt;border-top:1px solid #003b7a;border-bottom:1px solid #003b7a">
<tr><th></th><th class="r">Last year</th><th class="r">This year</th></tr>
<tr><td>Insurer</td><td class="r">Aviva Insurance Limited</td><td class="r">Covea Insurance plc</td></tr>
<tr><td>Annual premium including Insurance Premium Tax</td><td class="r">£684.20</td><td class="r">£712.45</td></tr>
</table>
<p><b>Your excesses</b> (the amount you pay towards each claim for damage to your vehicle)</p>
<table>
<tr><td>Compulsory excess</td><td class="r">£350</td></tr>
<tr><td>Voluntary excess</td><td class="r">£250</td></tr>
<tr><td><b>Total excess</b></td><td class="r"><b>£600</b></td></tr>
<tr><td>Windscreen replacement excess</td><td class="r">£115</td></tr>
</table>
<p><b>Paying monthly.</b> If you pay by instalments through Premium Credit Limited: a deposit of £71.25 today, then 10 monthly
payments of £69.31. Total amount payable £764.35, including a charge for credit of £51.90. Representative APR 19.9%.</p>
<p>If you do nothing, we will renew your policy automatically and collect payment by the method you used last year. To make
changes, call us on 0800 369 8590 before 8 January 2027.</p>
<p>Yours sincerely,<br><br>Renewals Team<br>Adrian Flux</p>
<p style="${small};margin-top:18pt">Adrian Flux Insurance Services is a trading name of Adrian Flux Insurance Services Group, which is authorised and
regulated by the Financial Conduct Authority, firm reference number 307215. Registered in England and Wales No. 02484419.
Covea Insurance plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority
and the Prudential Regulation Authority (FRN 202277).</p>`,
    expected: {
      renewalDate: '2027-01-09',
      insurer: 'Adrian Flux',
      policyNumber: 'FLX 0492 7731',
      registrationNumber: 'LR68WHN',
      renewalPremium: '712.45',
      previousPremium: '684.20',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },

  // 2. Broker fee priced apart from the insurer's premium; last year's figure is the insurer's premium only.
  {
    name: 'staveley-head',
    html: `
<div style="border-bottom:3px solid #5a2d82;padding-bottom:6pt"><span style="font-size:19pt;font-weight:bold;color:#5a2d82">Staveley Head</span>
<span style="float:right;font-size:8.5pt;text-align:right">Staveley Head Ltd, Brookhouse, Blackburn BB1 3NU<br>Tel 0345 603 6010 &nbsp; www.staveleyhead.co.uk</span></div>
<table style="width:100%;margin-top:12pt"><tr>
<td>Miss Aisha Rahman<br>Flat 3, 27 Peel Street<br>Accrington<br>Lancashire<br>BB5 1EA</td>
<td class="r" style="font-size:9pt">
<table style="margin-left:auto">
<tr><td>Date</td><td>02/01/2027</td></tr>
<tr><td>Client reference</td><td>C-884120</td></tr>
<tr><td>Policy number</td><td>SH/MTR/2210457</td></tr>
<tr><td>Renewal date</td><td>23/01/2027</td></tr>
</table></td></tr></table>
<p>Dear Miss Rahman</p>
<h3 style="margin:8pt 0 4pt">It's time to renew your car insurance</h3>
<p>Your Staveley Head private car policy for your Vauxhall Corsa SE 1.4 (registration YD17 PFO) is due for renewal on
23 January 2027. Your insurer, Zenith Insurance plc, has offered renewal terms, which we have checked on your behalf.</p>
<table style="width:90%;margin-top:6pt">
<tr style="background:#eee7f3"><th>Price breakdown</th><th class="r">Last year</th><th class="r">Renewal</th></tr>
<tr><td>Insurer premium (net)</td><td class="r"></td><td class="r">£501.64</td></tr>
<tr><td>Insurance Premium Tax at 12%</td><td class="r"></td><td class="r">£60.20</td></tr>
<tr><td><b>Insurer premium including IPT</b></td><td class="r"><b>£523.60</b></td><td class="r"><b>£561.84</b></td></tr>
<tr><td>Staveley Head arrangement fee</td><td class="r">—</td><td class="r">£35.00</td></tr>
<tr><td><b>Total to pay</b></td><td class="r"></td><td class="r"><b>£596.84</b></td></tr>
</table>
<p style="font-size:9pt">Last year's figure is the premium charged by your insurer, including IPT. Our arrangement fee is charged by
us for arranging your cover and is not part of the insurer premium; it is non-refundable.</p>
<div class="box" style="margin-top:6pt"><b>Excess</b><br>
Compulsory excess £200 &nbsp;&nbsp;|&nbsp;&nbsp; Voluntary excess £100 &nbsp;&nbsp;|&nbsp;&nbsp; Total accidental damage excess £300<br>
Fire and theft excess £300. Young or inexperienced driver excess does not apply to your policy.</div>
<p>Drivers: Aisha Rahman (policyholder), Yusuf Rahman (named driver). Use: social, domestic and pleasure, including commuting.</p>
<p>Your policy will renew automatically. To discuss your renewal call 0345 603 6010, Monday to Friday 9am to 6pm.</p>
<p>Kind regards<br>Customer Services, Staveley Head</p>
<p style="${small};margin-top:16pt">Staveley Head Ltd is authorised and regulated by the Financial Conduct Authority (FRN 306276). Registered in England No.
01886466. Your policy is underwritten by Zenith Insurance plc, authorised by the Gibraltar Financial Services Commission.</p>`,
    expected: {
      renewalDate: '2027-01-23',
      insurer: 'Staveley Head',
      policyNumber: 'SH/MTR/2210457',
      registrationNumber: 'YD17PFO',
      renewalPremium: '561.84',
      previousPremium: '523.60',
      compulsoryExcess: '200',
      voluntaryExcess: '100',
      totalExcess: '300',
    },
  },

  // 3. Classic car specialist, agreed value and limited mileage, an age-related plate.
  {
    name: 'hagerty',
    html: `
<div style="background:#1a1a1a;color:#fff;padding:8pt 10pt"><span style="font-size:18pt;font-weight:bold;letter-spacing:2pt">HAGERTY</span>
<span style="float:right;font-size:8pt;margin-top:5pt">Classic car insurance &middot; 0333 323 1180 &middot; hagerty.co.uk</span></div>
<p style="font-size:8.5pt;margin-top:4pt">Hagerty, The Arch, 1 Silverstone Park, Towcester, Northamptonshire NN12 8GX</p>
<div class="cols">
<div>Mr Graham Ellery<br>Old Forge Cottage<br>Church Lane<br>Long Compton<br>Warwickshire CV36 5JN</div>
<div style="font-size:9pt">Our ref: GE/CL/0073<br>Policy No. HGR-UK-0073319<br>Issued 6 January 2027</div>
</div>
<p>Dear Graham,</p>
<p><b>Renewal of your classic vehicle policy – Triumph TR6 PI (1972), FVE 348K</b></p>
<p>Thank you for insuring your Triumph with Hagerty. Your current period of insurance ends on 31 January 2027. We are pleased
to invite you to renew from <b>1 February 2027</b> on the terms below. Your policy is arranged by Hagerty and underwritten
by Hagerty International Limited on behalf of certain underwriters at Lloyd's.</p>
<table style="width:100%;border:1px solid #999">
<tr style="background:#f0f0f0"><th>Vehicle</th><th>Registration</th><th>Agreed value</th><th>Annual mileage limit</th></tr>
<tr><td>Triumph TR6 PI</td><td>FVE 348K</td><td>£24,500</td><td>3,000 miles</td></tr>
</table>
<p><b>Your premium</b><br>
Premium for the year ahead, including IPT: <b>£287.40</b><br>
Premium you paid for the year now ending: £262.15<br>
Hagerty Roadside (UK and European breakdown) is included at no extra charge.</p>
<p><b>Excesses</b>: Compulsory £150. Voluntary £100. Total excess for an accidental damage claim £250.<br>
Excess for theft of the vehicle whilst left unattended away from your garage: £500.</p>
<p>Your Hagerty Drivers Club membership (£45 a year, billed separately) also renews on 1 February 2027. It is not part of
your insurance premium.</p>
<p>Agreed value: if your Triumph's value has changed, let us know before renewal and we will arrange a revaluation.</p>
<p>With best wishes,<br>The Hagerty Private Client Team</p>
<p style="${small};margin-top:16pt">Hagerty is a trading name of Hagerty International Limited, authorised and regulated by the Financial Conduct Authority,
firm reference number 753916. Registered office: The Arch, 1 Silverstone Park, Towcester NN12 8GX. Registered in England and
Wales, company number 06434209.</p>`,
    expected: {
      renewalDate: '2027-02-01',
      insurer: 'Hagerty',
      policyNumber: 'HGR-UK-0073319',
      registrationNumber: 'FVE348K',
      renewalPremium: '287.40',
      previousPremium: '262.15',
      compulsoryExcess: '150',
      voluntaryExcess: '100',
      totalExcess: '250',
    },
  },

  // 4. Total amount payable with the broker's fee; last year's figure is that same total. Insurer's policy number beside
  //    the broker's client reference.
  {
    name: 'a-plan',
    html: `
<table style="width:100%"><tr>
<td style="font-size:22pt;font-weight:bold;color:#c8102e">A-Plan</td>
<td class="r" style="font-size:8.5pt">A-Plan Insurance, Witney branch<br>38 Market Square, Witney OX28 6BB<br>01993 700 321</td></tr></table>
<p style="margin-top:10pt">Mrs Helen Okafor<br>9 Madley Park Road<br>Witney<br>OX28 1AB</p>
<table style="font-size:9pt;margin:8pt 0">
<tr><td>Your A-Plan client reference:</td><td>WIT/0441829</td></tr>
<tr><td>Insurer:</td><td>AXA Insurance UK plc</td></tr>
<tr><td>Policy number:</td><td>AXM 38820145</td></tr>
<tr><td>Date:</td><td>4 January 2027</td></tr>
</table>
<p>Dear Mrs Okafor,</p>
<p><b>Your Skoda Octavia KP20 UZL – car insurance renewal</b></p>
<p>Thank you for choosing A-Plan. Your car insurance renews on <b>30 January 2027</b>. Your account handler has
reviewed the market and recommends renewing with your current insurer, AXA Insurance UK plc.</p>
<div class="box">
<table style="width:100%">
<tr><td>Insurer premium (including Insurance Premium Tax)</td><td class="r">£455.12</td></tr>
<tr><td>A-Plan administration fee</td><td class="r">£45.00</td></tr>
<tr><td><b>Total amount payable for the year ahead</b></td><td class="r"><b>£500.12</b></td></tr>
<tr><td>Last year's total amount payable, including our fees</td><td class="r">£498.00</td></tr>
</table></div>
<p>Your excess for any accident, fire or theft claim: compulsory £250, voluntary £250, total £500.</p>
<p>Optional: add Motor Legal Expenses for £24.95 or Excess Protection (up to £500) for £36.00. These are not included in
the amounts above.</p>
<p>Your home insurance with us (policy HAP 5150321) renews on 14 June 2027 and is not affected by this letter.</p>
<p>Yours sincerely,<br>Joanne Parfitt, Account Handler</p>
<p style="${small};margin-top:16pt">A-Plan is a trading name of A-Plan Insurance Limited, authorised and regulated by the Financial Conduct Authority
(FRN 310223). Registered in England No. 750450. AXA Insurance UK plc is authorised by the Prudential Regulation Authority and
regulated by the Financial Conduct Authority and the Prudential Regulation Authority.</p>`,
    expected: {
      renewalDate: '2027-01-30',
      insurer: 'A-Plan',
      policyNumber: 'AXM 38820145',
      registrationNumber: 'KP20UZL',
      renewalPremium: '500.12',
      previousPremium: '498.00',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 5. Classic car broker, underwritten by an insurer named in the body; another policy as a distractor.
  {
    name: 'footman-james',
    html: `
<div style="text-align:center;border-bottom:1px solid #0b3d2e;padding-bottom:4pt"><div style="font-size:19pt;font-family:Georgia,serif;color:#0b3d2e">Footman James</div>
<div style="font-size:8pt">The Enthusiast's Insurance Broker &middot; 0333 207 6293</div></div>
<table style="width:100%;margin-top:12pt"><tr>
<td>Mr Peter Lowther<br>22 Ashby Road<br>Market Bosworth<br>CV13 0LR</td>
<td class="r" style="font-size:9pt">17th January 2027<br>Policy ref: FJ/CLC/0915526</td></tr></table>
<p>Dear Mr Lowther</p>
<p><b>RENEWAL INVITATION – CLASSIC CAR POLICY</b></p>
<p>Your policy with Footman James renews on 14th February 2027. This policy has been arranged by Footman James on behalf of
Aviva Insurance Limited, who remain your insurer for the coming year.</p>
<table style="width:100%;margin-top:4pt">
<tr><td style="width:40%">Insured vehicle</td><td>1978 Rover 3500 SD1 &nbsp; Reg: WJO 627S</td></tr>
<tr><td>Period of insurance</td><td>14/02/2027 to 13/02/2028</td></tr>
<tr><td>Agreed value</td><td>£9,750</td></tr>
<tr><td>Limited mileage</td><td>1,500 miles per year</td></tr>
<tr><td>Renewal premium (including IPT)</td><td><b>£318.90</b></td></tr>
<tr><td>Your premium last year</td><td>£301.77</td></tr>
<tr><td>Compulsory excess</td><td>£100</td></tr>
<tr><td>Voluntary excess</td><td>£150</td></tr>
<tr><td>Total excess</td><td>£250</td></tr>
</table>
<p>Club member discount of 10% has been applied (Rover SD1 Club, membership number 4471).</p>
<p>Your FJ classic home insurance (FJ/HH/0882104, premium £212.40) is due on 3 May 2027 and will be invited separately.</p>
<p>Please check that the details in the enclosed Statement of Fact are correct. If anything has changed, call us on 0333 207 6293.</p>
<p>Yours sincerely<br>Footman James Renewals</p>
<p style="${small};margin-top:16pt">Footman James is a trading name of Footman James &amp; Co Ltd, which is authorised and regulated by the Financial
Conduct Authority (FRN 309591). Registered in England No. 1020614. Registered office: Waterfront House, The Waterfront, Brierley
Hill DY5 1XD.</p>`,
    expected: {
      renewalDate: '2027-02-14',
      insurer: 'Footman James',
      policyNumber: 'FJ/CLC/0915526',
      registrationNumber: 'WJO627S',
      renewalPremium: '318.90',
      previousPremium: '301.77',
      compulsoryExcess: '100',
      voluntaryExcess: '150',
      totalExcess: '250',
    },
  },

  // 6. An owners' club scheme arranged by a broker; club membership priced apart.
  {
    name: 'lancaster-insurance',
    html: `
<table style="width:100%"><tr>
<td><span style="font-size:18pt;font-weight:bold;color:#7a0019">Lancaster Insurance</span><br>
<span style="font-size:9pt">MG Owners' Club Insurance Scheme</span></td>
<td class="r" style="font-size:8.5pt">Lancaster Insurance Services<br>Lancaster House, Meadow Lane<br>St Ives, Cambridgeshire PE27 4LG<br>Scheme line 01480 484 848</td></tr></table>
<p style="margin-top:10pt">Ms Clare Dunmore<br>5 Whitehouse Close<br>Abingdon<br>Oxfordshire OX14 2SL</p>
<p style="font-size:9pt">Date: 6 February 2027 &nbsp;&nbsp; Scheme policy number: LIS 7720 1843 &nbsp;&nbsp; Club membership no. MGOC 118822</p>
<p>Dear Ms Dunmore,</p>
<p><b>Your MG Owners' Club Scheme renewal</b></p>
<p>As a member of the MG Owners' Club your MG TF 135 (registration R512 KVT) is insured under the club's scheme, arranged by
Lancaster Insurance. The scheme is underwritten by a panel of insurers; for the coming year your insurer is Markerstudy
Insurance Company Limited.</p>
<p>Your cover renews on <b>6 March 2027</b>.</p>
<table style="width:75%;border:1px solid #7a0019">
<tr style="background:#f6e9ec"><td></td><td class="r"><b>2026/27</b></td><td class="r"><b>2027/28</b></td></tr>
<tr><td>Scheme premium (incl. IPT)</td><td class="r">£389.95</td><td class="r">£402.60</td></tr>
<tr><td>Compulsory excess</td><td class="r">£200</td><td class="r">£200</td></tr>
<tr><td>Voluntary excess</td><td class="r">£150</td><td class="r">£150</td></tr>
<tr><td>Total excess</td><td class="r">£350</td><td class="r">£350</td></tr>
</table>
<p>Your MG Owners' Club membership (£52.00) is renewed by the club and is not included in your scheme premium.</p>
<p>Agreed value £6,250. Mileage up to 5,000 miles a year. Spare parts cover up to £1,000.</p>
<p>Yours sincerely,<br>Scheme Manager, Lancaster Insurance</p>
<p style="${small};margin-top:16pt">Lancaster Insurance Services Limited is authorised and regulated by the Financial Conduct Authority (FRN 306212).
Registered in England and Wales No. 2585779. Markerstudy Insurance Company Limited is authorised and regulated by the Gibraltar
Financial Services Commission.</p>`,
    expected: {
      renewalDate: '2027-03-06',
      insurer: 'Lancaster Insurance',
      policyNumber: 'LIS 7720 1843',
      registrationNumber: 'R512KVT',
      renewalPremium: '402.60',
      previousPremium: '389.95',
      compulsoryExcess: '200',
      voluntaryExcess: '150',
      totalExcess: '350',
    },
  },

  // 7. A manufacturer scheme underwritten by a named insurer; a monthly plan; another car as a distractor.
  {
    name: 'toyota-insurance',
    html: `
<div style="border-left:6px solid #eb0a1e;padding-left:8pt"><span style="font-size:18pt;font-weight:bold">Toyota Insurance</span><br>
<span style="font-size:8.5pt">Toyota Insurance Services &middot; PO Box 1285 &middot; Redhill RH1 9HJ &middot; 0330 024 0046</span></div>
<div class="cols" style="margin-top:12pt">
<div>Mr Robert Hale<br>41 Linden Avenue<br>Swindon<br>SN2 2HB</div>
<div><table style="font-size:9pt">
<tr><td>Letter date</td><td>24 November 2026</td></tr>
<tr><td>Policy number</td><td>TIS 6104 2288 01</td></tr>
<tr><td>Car</td><td>Toyota RAV4 Design Hybrid</td></tr>
<tr><td>Registration</td><td>GN22 HXV</td></tr>
</table></div></div>
<p>Dear Mr Hale</p>
<p><b>Your Toyota Insurance renewal</b></p>
<p>Your policy is due to renew on <b>18 December 2026</b>. Toyota Insurance is arranged by Toyota Insurance Services Limited and
underwritten by Aioi Nissay Dowa Insurance UK Limited.</p>
<div class="box">
<b>Your renewal price</b><br>
Annual premium from 18/12/2026: <b>£598.33</b> (including Insurance Premium Tax)<br>
Last year's annual premium: £571.09
</div>
<p><b>Instalments</b>: first payment £59.83, followed by 10 monthly payments of £58.47. Total payable by instalments £644.53,
including interest of £46.20 (APR 16.9%).</p>
<p><b>Excess</b><br>Compulsory excess: £250<br>Voluntary excess: £250<br>Total excess: £500<br>
Repairs at a Toyota approved repairer use genuine Toyota parts.</p>
<p>Your other Toyota, an Aygo X registered GN19 KLE, is insured on policy TIS 6104 2288 02, which renews on 2 August 2027.</p>
<p>Toyota Relax warranty is separate from your insurance and is not affected by this renewal.</p>
<p>Kind regards<br>Toyota Insurance Customer Services</p>
<p style="${small};margin-top:16pt">Toyota Insurance Services Limited is authorised and regulated by the Financial Conduct Authority (FRN 307226).
Aioi Nissay Dowa Insurance UK Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct
Authority and the Prudential Regulation Authority (FRN 202548).</p>`,
    expected: {
      renewalDate: '2026-12-18',
      insurer: 'Toyota Insurance',
      policyNumber: 'TIS 6104 2288 01',
      registrationNumber: 'GN22HXV',
      renewalPremium: '598.33',
      previousPremium: '571.09',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 8. An affinity brand for students and graduates; optional extras and a total with them.
  {
    name: 'endsleigh',
    html: `
<table style="width:100%"><tr><td style="font-size:20pt;color:#00857c;font-weight:bold">endsleigh</td>
<td class="r" style="font-size:8.5pt">Shurdington Road, Cheltenham, Gloucestershire GL51 4UE<br>0800 028 3571 &middot; endsleigh.co.uk</td></tr></table>
<p style="margin-top:10pt">Mr Callum Reid<br>Room 14, Parkside House<br>Bristol BS8 1QU</p>
<p>26 February 2027</p>
<p>Policy number END/M/5570934</p>
<p>Dear Callum,</p>
<p><b>Your car insurance is due for renewal on 20 March 2027</b></p>
<p>Thanks for being with Endsleigh. Here are your renewal details for your Volkswagen Polo Match (SF19 OKA). Endsleigh is an
insurance intermediary; your car insurance is underwritten by Zurich Insurance Company Ltd.</p>
<table style="width:90%">
<tr><th>Your car insurance</th><th class="r">Price</th></tr>
<tr><td>Renewal premium (incl. IPT)</td><td class="r">£1,184.50</td></tr>
<tr><td>Motor legal protection (optional)</td><td class="r">£29.99</td></tr>
<tr><td>Breakdown cover – Roadside &amp; Recovery (optional)</td><td class="r">£64.00</td></tr>
<tr><td><b>Total including optional extras</b></td><td class="r"><b>£1,278.49</b></td></tr>
</table>
<p>Last year's premium for your car insurance: £1,096.80.</p>
<p>Excess: compulsory £300 + voluntary £250 = total £550 for accidental damage claims.</p>
<p>Black box policy: your Endsleigh Drive score is 82. Keep your telematics box fitted to keep your cover valid.</p>
<p>Cheers,<br>The Endsleigh Team</p>
<p style="${small};margin-top:16pt">Endsleigh Insurance Services Limited is authorised and regulated by the Financial Conduct Authority (firm reference
number 307024). Registered in England and Wales No. 856706 at Shurdington Road, Cheltenham, Gloucestershire GL51 4UE.</p>`,
    expected: {
      renewalDate: '2027-03-20',
      insurer: 'Endsleigh',
      policyNumber: 'END/M/5570934',
      registrationNumber: 'SF19OKA',
      renewalPremium: '1184.50',
      previousPremium: '1096.80',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },

  // 9. Drawn by a statement system: a high-street broker, the broker's customer number beside the policy number.
  {
    name: 'swinton',
    html: '',
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text('Swinton', 50, 45);
      doc.font('Helvetica').fontSize(8).text('Swinton Insurance, Swinton House, 6 Great Marlborough Street, Manchester M1 5SW', 300, 50, { width: 245, align: 'right' });
      doc.text('Renewals 0161 200 7744', 300, 62, { width: 245, align: 'right' });
      doc.fontSize(10);
      ['Mrs Karen Walsh', '58 Worsley Road', 'Eccles', 'Manchester', 'M30 8HS'].forEach((line, i) => doc.text(line, 50, 110 + i * 13));
      const refs: [string, string][] = [['Date', '18 December 2026'], ['Customer number', '1187 3302'], ['Policy number', 'SWP 40917736'], ['Insurer', 'Ageas Insurance Limited']];
      refs.forEach(([label, value], i) => {
        doc.text(label, 340, 110 + i * 13);
        doc.text(value, 440, 110 + i * 13);
      });
      doc.text('Dear Mrs Walsh', 50, 200);
      doc.font('Helvetica-Bold').text('Your car insurance renewal', 50, 222);
      doc.font('Helvetica').text(
        'Thank you for insuring your car through Swinton. Your policy renews on 16 January 2027. We have arranged your renewal with Ageas Insurance Limited, who underwrite your policy. The price below includes our Swinton arrangement fee, as it did last year.',
        50, 240, { width: 495 },
      );
      doc.rect(50, 300, 495, 120).stroke();
      const rows: [string, string][] = [
        ['Vehicle', 'Peugeot 2008 Allure 1.2 PureTech'],
        ['Registration', 'MA15 EVB'],
        ['Cover', 'Comprehensive'],
        ['Renewal premium (incl. IPT and our fee)', '£489.70'],
        ['Last year\'s premium (incl. IPT and our fee)', '£466.25'],
        ['Pay monthly: deposit £48.97 then 10 x £47.18', 'Total £520.77'],
      ];
      rows.forEach(([label, value], i) => {
        doc.text(label, 60, 310 + i * 18);
        doc.text(value, 340, 310 + i * 18, { width: 195, align: 'right' });
      });
      doc.font('Helvetica-Bold').text('Excesses', 50, 440);
      doc.font('Helvetica');
      ([['Compulsory excess', '£250'], ['Voluntary excess', '£150'], ['Total excess', '£400']] as [string, string][]).forEach(([label, value], i) => {
        doc.text(label, 60, 458 + i * 14);
        doc.text(value, 240, 458 + i * 14);
      });
      doc.text(
        'Paying monthly: the credit is provided by Premium Credit Limited. Amount of credit £440.73; interest £31.07; representative APR 14.9%. If you do not want to renew, please call us before 16 January 2027.',
        50, 520, { width: 495 },
      );
      doc.text('Yours sincerely,', 50, 570);
      doc.text('Swinton Renewals Team', 50, 600);
      doc.fontSize(7).text(
        'Swinton Insurance is a trading name of Swinton Group Limited, which is authorised and regulated by the Financial Conduct Authority (FRN 308509). Registered in England and Wales No. 00812706. Ageas Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.',
        50, 760, { width: 495 },
      );
    },
    expected: {
      renewalDate: '2027-01-16',
      insurer: 'Swinton',
      policyNumber: 'SWP 40917736',
      registrationNumber: 'MA15EVB',
      renewalPremium: '489.70',
      previousPremium: '466.25',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },

  // 10. Drawn: a performance-car broker, Courier-set statement, the fee included in both years' figures.
  {
    name: 'performance-direct',
    html: '',
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(17).text('PERFORMANCE DIRECT', 50, 48);
      doc.font('Helvetica').fontSize(8).text('Insurance for performance, modified and prestige cars | 0330 058 5555', 50, 70);
      doc.font('Courier').fontSize(9);
      const lines = [
        'RENEWAL SCHEDULE AND INVITATION                 DATE: 23/01/2027',
        '',
        'MR S OKONJO                                     POLICY NO : PD-MTR-118244',
        '7 KINGFISHER WAY                                CLIENT ID : 0049915',
        'MAIDSTONE                                       RENEWAL   : 20/02/2027',
        'ME16 0XP',
        '',
        'VEHICLE : AUDI RS3 SPORTBACK 2.5 TFSI QUATTRO',
        'REG     : BK70 RSZ          VALUE : GBP 41,500     MODS : REMAP (DECLARED)',
        'INSURER : COVEA INSURANCE PLC (UNDERWRITTEN VIA OUR PANEL)',
        '',
        '                                       LAST YEAR         THIS YEAR',
        'ANNUAL PREMIUM INC IPT AND FEE         1,279.90          1,342.66',
        '  OF WHICH ARRANGEMENT FEE                25.00             25.00',
        '',
        'EXCESS   COMPULSORY    VOLUNTARY    TOTAL',
        '         500           500          1,000',
        '',
        'DRIVERS: POLICYHOLDER ONLY. PARKED OVERNIGHT ON DRIVEWAY. 8,000 MILES.',
      ];
      lines.forEach((line, i) => doc.text(line, 50, 100 + i * 13, { lineBreak: false }));
      doc.font('Helvetica').fontSize(10).text(
        'Dear Mr Okonjo, thank you for insuring with Performance Direct. Your policy will renew automatically on 20 February 2027 unless you tell us otherwise. Your premium includes Insurance Premium Tax at 12% and our arrangement fee of £25.00.',
        50, 370, { width: 495 },
      );
      doc.text('Performance Direct', 50, 430);
      doc.fontSize(7).text(
        'Performance Direct is a trading name of Performance Direct Insurance Services Ltd, authorised and regulated by the Financial Conduct Authority (FRN 311896). Covea Insurance plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.',
        50, 770, { width: 495 },
      );
    },
    expected: {
      renewalDate: '2027-02-20',
      insurer: 'Performance Direct',
      policyNumber: 'PD-MTR-118244',
      registrationNumber: 'BK70RSZ',
      renewalPremium: '1342.66',
      previousPremium: '1279.90',
      compulsoryExcess: '500',
      voluntaryExcess: '500',
      totalExcess: '1000',
    },
  },

  // 11. Scanned: a regional broker, an optional extra and a total with it.
  {
    name: 'bollington',
    scan: true,
    html: `
<div style="font-size:19pt;font-weight:bold;color:#1f4e79">Bollington Insurance</div>
<div style="font-size:8.5pt">Bollington Insurance Brokers Ltd &middot; Adelphi Mill, Grimshaw Lane, Bollington, Macclesfield SK10 5JB &middot; 01625 576 000</div>
<table style="width:100%;margin-top:14pt"><tr>
<td>Mr and Mrs J Tennant<br>3 Clarke Lane<br>Bollington<br>Cheshire SK10 5AH</td>
<td class="r" style="font-size:9.5pt">9 December 2026<br>Our reference: BIB/PC/330918</td></tr></table>
<p>Dear Mr and Mrs Tennant,</p>
<p><b>Renewal of your motor insurance – Honda Jazz EX, DK66 TWF</b></p>
<p>Your policy, reference BIB/PC/330918, is due for renewal on <b>5 January 2027</b>. We have obtained renewal terms from your
insurer, Tradex Insurance Company Ltd, who underwrite your policy through our scheme.</p>
<table style="width:85%">
<tr><td>Premium last year</td><td class="r">£359.10</td></tr>
<tr><td>Renewal premium including IPT</td><td class="r">£376.48</td></tr>
<tr><td>Key cover (optional, per year)</td><td class="r">£14.99</td></tr>
<tr><td>Total including optional extras</td><td class="r">£391.47</td></tr>
</table>
<p>Excesses: compulsory £150, voluntary £200, total £350.</p>
<p>Named drivers: Jonathan Tennant, Sarah Tennant. Annual mileage: 6,000.</p>
<p>Yours faithfully,<br>Sue Harding<br>Personal Lines, Bollington Insurance</p>
<p style="${small};margin-top:16pt">Bollington Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority, FRN 302880.
Registered in England No. 1585478.</p>`,
    expected: {
      renewalDate: '2027-01-05',
      insurer: 'Bollington Insurance',
      policyNumber: 'BIB/PC/330918',
      registrationNumber: 'DK66TWF',
      renewalPremium: '376.48',
      previousPremium: '359.10',
      compulsoryExcess: '150',
      voluntaryExcess: '200',
      totalExcess: '350',
    },
  },

  // 12. Scanned: broker with an insurer change; last year's figure excludes the broker's fee, a total amount payable includes it.
  {
    name: 'keith-michaels',
    scan: true,
    html: `
<table style="width:100%"><tr>
<td><span style="font-size:19pt;font-weight:bold">Keith Michaels</span><br><span style="font-size:8pt">Motor insurance brokers since 1969</span></td>
<td class="r" style="font-size:8.5pt">Keith Michaels Insurance Brokers<br>Unit 4, Tolpits Lane, Watford WD18 9QB<br>01923 444 800</td></tr></table>
<p style="margin-top:12pt">Ms Lorraine Beck<br>112 St Albans Road<br>Watford<br>WD24 5AH</p>
<p>Date: 10 January 2027<br>Policy Number: KMI 0066 2419<br>Vehicle: Kia Niro 2 HEV &nbsp; Registration: EY18 NZC</p>
<p>Dear Ms Beck,</p>
<p><b>Renewal invitation: cover from 7 February 2027</b></p>
<p>Your current insurer, LV Insurance, has not offered renewal terms for your policy. We have found cover for you elsewhere on
our panel: <b>your new insurer will be Zenith Insurance plc</b>. Your policy number with us stays the same.</p>
<div class="box">
Last year's premium (insurer premium including IPT, excluding our fees): £427.85<br>
This year's premium (insurer premium including IPT): £444.30<br>
Keith Michaels administration fee: £30.00<br>
<b>Total amount payable: £474.30</b>
</div>
<p>Excess: Compulsory £300, Voluntary £100, Total £400.</p>
<p>To pay or to discuss your renewal, call 01923 444 800.</p>
<p>Yours sincerely,<br>Renewals Department, Keith Michaels</p>
<p style="${small};margin-top:16pt">Keith Michaels Insurance Brokers is authorised and regulated by the Financial Conduct Authority (FRN 305641).
Zenith Insurance plc is authorised and regulated by the Gibraltar Financial Services Commission.</p>`,
    expected: {
      renewalDate: '2027-02-07',
      insurer: 'Keith Michaels',
      policyNumber: 'KMI 0066 2419',
      registrationNumber: 'EY18NZC',
      renewalPremium: '444.30',
      previousPremium: '427.85',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },

  // 13. Scanned: broker with a panel of insurers; client reference beside the insurer's policy number.
  {
    name: 'howden',
    scan: true,
    html: `
<div style="border-bottom:2px solid #00263a;padding-bottom:4pt"><span style="font-size:20pt;font-weight:bold;color:#00263a">Howden</span>
<span style="float:right;font-size:8.5pt">Howden Insurance Brokers Limited &middot; 0330 024 4010</span></div>
<table style="width:100%;margin-top:12pt"><tr>
<td>Mr Thomas Gray<br>Meadow View, Station Road<br>Pershore<br>Worcestershire WR10 1PT</td>
<td style="font-size:9pt"><table>
<tr><td>Client reference</td><td>HWD-5510382</td></tr>
<tr><td>Insurer policy number</td><td>10/MC/2284571</td></tr>
<tr><td>Date</td><td>12 February 2027</td></tr>
</table></td></tr></table>
<p>Dear Mr Gray,</p>
<p><b>Your car insurance renewal – Land Rover Discovery Sport (WR21 LBN)</b></p>
<p>Your car insurance ends on 11 March 2027. We have compared prices from our panel of insurers (including Aviva, Ageas, Covea,
RSA and LV=) and recommend renewing with RSA Insurance Ltd from <b>12 March 2027</b>.</p>
<table style="width:90%;border:1px solid #999">
<tr><th>Premium</th><th class="r">Amount</th></tr>
<tr><td>Your premium for the year from 12 March 2027</td><td class="r">£533.18</td></tr>
<tr><td>The premium you paid last year</td><td class="r">£512.40</td></tr>
</table>
<p>Both figures include Insurance Premium Tax. Howden does not charge a fee for renewing your policy.</p>
<p>Excess: Compulsory £250 / Voluntary £250 / Total £500.</p>
<p>Your Howden van policy for your Transit Custom (WR70 KDX) is a separate policy and renews on 28 September 2027.</p>
<p>Kind regards,<br>Howden Personal Lines</p>
<p style="${small};margin-top:16pt">Howden is a trading name of Howden Insurance Brokers Limited, authorised and regulated by the Financial Conduct
Authority, FRN 307663. Registered in England and Wales No. 02831010.</p>`,
    expected: {
      renewalDate: '2027-03-12',
      insurer: 'Howden',
      policyNumber: '10/MC/2284571',
      registrationNumber: 'WR21LBN',
      renewalPremium: '533.18',
      previousPremium: '512.40',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 14. Photo: an online broker, an instalment plan with no deposit.
  {
    name: 'autonet',
    photo: true,
    html: `
<div style="background:#ff6a13;color:#fff;padding:8pt"><span style="font-size:19pt;font-weight:bold">Autonet Insurance</span></div>
<p style="font-size:8.5pt">Nelson Court, Brockholes Way, Preston PR5 6AJ &middot; 0345 155 1018</p>
<div class="cols"><div>Mr Liam Doherty<br>29 Garstang Road<br>Preston<br>PR1 1LA</div>
<div style="font-size:9.5pt">1 December 2026<br>Policy number: ANT 7751 0249<br>Renewal date: 22 December 2026</div></div>
<p>Hi Liam,</p>
<p><b>Your renewal invitation for your Nissan Qashqai, PE67 YHG</b></p>
<p>Your policy is underwritten by Markerstudy Insurance Company Limited and arranged by Autonet Insurance.</p>
<table style="width:85%">
<tr><td>Premium this year</td><td class="r">£655.20</td></tr>
<tr><td>Premium last year</td><td class="r">£628.75</td></tr>
<tr><td>12 monthly payments of</td><td class="r">£58.72</td></tr>
<tr><td>Total payable monthly (APR 15.9%)</td><td class="r">£704.64</td></tr>
</table>
<p>Compulsory excess £350, voluntary excess £100, total excess £450.</p>
<p>Thanks,<br>The Autonet team</p>
<p style="${small};margin-top:16pt">Autonet Insurance is a trading name of Autonet Insurance Services Ltd, authorised and regulated by the Financial
Conduct Authority, FRN 310551.</p>`,
    expected: {
      renewalDate: '2026-12-22',
      insurer: 'Autonet Insurance',
      policyNumber: 'ANT 7751 0249',
      registrationNumber: 'PE67YHG',
      renewalPremium: '655.20',
      previousPremium: '628.75',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },

  // 15. Photo: an online broker, a deposit and instalments.
  {
    name: 'brightside',
    photo: true,
    html: `
<table style="width:100%"><tr><td style="font-size:20pt;font-weight:bold;color:#e4007c">Brightside</td>
<td class="r" style="font-size:8.5pt">Brightside Insurance Services<br>Cabot Square, Bristol BS1 4QT<br>0330 102 8002</td></tr></table>
<p style="margin-top:10pt">Ms Nadia Kowalski<br>61 Gloucester Road<br>Bristol<br>BS7 8AE</p>
<p>Date: 30 December 2026 &nbsp;&nbsp; Policy number: BRS/CAR/7043318</p>
<p>Dear Ms Kowalski,</p>
<p><b>Time to renew: your cover ends on 26 January 2027</b></p>
<p>Your new policy starts on <b>27 January 2027</b> for your Mazda 3 (NX69 DCU). Your insurer is Covea Insurance plc.</p>
<table style="width:85%;border:1px solid #999">
<tr><td>Your renewal premium</td><td class="r"><b>£512.96</b></td></tr>
<tr><td>What you paid last year</td><td class="r">£497.30</td></tr>
<tr><td>Deposit (if paying monthly)</td><td class="r">£51.30</td></tr>
<tr><td>10 monthly instalments</td><td class="r">£50.02</td></tr>
<tr><td>Total payable by instalments</td><td class="r">£551.50</td></tr>
</table>
<p>Excess: compulsory £250, voluntary £250, total £500.</p>
<p>Best wishes,<br>Brightside</p>
<p style="${small};margin-top:16pt">Brightside is a trading name of Brightside Insurance Services Limited, authorised and regulated by the Financial
Conduct Authority (FRN 309489).</p>`,
    expected: {
      renewalDate: '2027-01-27',
      insurer: 'Brightside',
      policyNumber: 'BRS/CAR/7043318',
      registrationNumber: 'NX69DCU',
      renewalPremium: '512.96',
      previousPremium: '497.30',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // 16. Photo held sideways: a manufacturer brand arranged by its finance arm and underwritten by an insurer.
  {
    name: 'bmw-car-insurance',
    photo: 'sideways',
    html: `
<div style="font-size:19pt;font-weight:bold">BMW Car Insurance</div>
<div style="font-size:8.5pt">Customer Service Centre, PO Box 3400, Chelmsford CM1 1ZR &middot; 0800 085 5044</div>
<div class="cols" style="margin-top:12pt"><div>Mrs Joanna Whitfield<br>4 Beech Grove<br>Harrogate<br>HG2 0LS</div>
<div style="font-size:9.5pt">28 January 2027<br>Policy number: BMW 2291 7645<br>Vehicle: BMW 320d M Sport, LK72 OWP</div></div>
<p>Dear Mrs Whitfield,</p>
<p><b>Your BMW Car Insurance renewal</b></p>
<p>Your policy renews on <b>25 February 2027</b>. BMW Car Insurance is arranged by BMW Financial Services (GB) Limited and
underwritten by Allianz Insurance plc.</p>
<table style="width:85%">
<tr><td>Annual premium (incl. IPT)</td><td class="r">£836.14</td></tr>
<tr><td>Last year's annual premium</td><td class="r">£812.60</td></tr>
<tr><td>Or 12 monthly payments of £74.89</td><td class="r">total £898.68</td></tr>
</table>
<p>Compulsory excess £300 &nbsp; Voluntary excess £250 &nbsp; Total excess £550</p>
<p>Yours sincerely,<br>BMW Car Insurance</p>
<p style="${small};margin-top:16pt">BMW Financial Services (GB) Limited is authorised and regulated by the Financial Conduct Authority, FRN 311415.</p>`,
    expected: {
      renewalDate: '2027-02-25',
      insurer: 'BMW Car Insurance',
      policyNumber: 'BMW 2291 7645',
      registrationNumber: 'LK72OWP',
      renewalPremium: '836.14',
      previousPremium: '812.60',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },
];
