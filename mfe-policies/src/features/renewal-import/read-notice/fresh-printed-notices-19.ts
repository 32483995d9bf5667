// Set 19 of the notices written afresh (issue 47): money and numbers in unusual forms. Written by a helper session on
// 2026-11-30 without sight of the reader; each `expected` is what the letter itself says.
import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES_19: FreshNotice[] = [
  // Lower-case policy number; dates written '14th Jan 2027'; optional extras and a monthly plan beside the premium.
  {
    name: 'go-girl',
    html: `
<div class="cols">
  <div><p style="font-size:20pt;margin:0;color:#c2185b"><b>Go Girl</b></p><p style="margin:0">Car insurance designed for women</p></div>
  <div class="r">Go Girl<br>Lakeside Boulevard<br>Doncaster DN4 5PL<br>Customer services 0330 024 1447<br>Mon&ndash;Fri 8am&ndash;8pm, Sat 9am&ndash;5pm</div>
</div>
<p>Ms Harriet Okafor<br>27 Ashgrove Road<br>Rotherham<br>S60 2QP</p>
<table>
  <tr><td>Date</td><td>17th Dec 2026</td></tr>
  <tr><td>Policy number</td><td><b>gg4471920mt</b></td></tr>
  <tr><td>Your car</td><td>2021 Vauxhall Corsa SE 1.2, registration YD21 HNB</td></tr>
</table>
<p>Dear Ms Okafor,</p>
<p><b>Your car insurance renewal invitation</b></p>
<p>Your current policy ends at 23:59 on 13th Jan 2027. We&rsquo;re pleased to invite you to renew, and your new policy
will start on <b>14th Jan 2027</b>. Please check the details below carefully &ndash; it is important that everything is correct.</p>
<div class="box">
<table>
  <tr><td>Your renewal premium (car insurance)</td><td class="r"><b>&pound;684.22</b></td></tr>
  <tr><td>Your premium last year (car insurance)</td><td class="r">&pound;611.05</td></tr>
  <tr><td>Cover</td><td class="r">Comprehensive</td></tr>
  <tr><td>Insurance Premium Tax (included in the premium above)</td><td class="r">&pound;73.31</td></tr>
</table>
</div>
<p><b>Optional extras you chose last year</b></p>
<table>
  <tr><td>Motor Legal Protection</td><td class="r">&pound;29.99</td></tr>
  <tr><td>Breakdown Cover (Roadside &amp; Recovery)</td><td class="r">&pound;39.99</td></tr>
  <tr><td><b>Total to pay including optional extras</b></td><td class="r"><b>&pound;754.20</b></td></tr>
</table>
<p><b>Paying monthly</b><br>Deposit &pound;75.42 followed by 10 monthly payments of &pound;72.53. Amount of credit &pound;678.78,
interest &pound;46.52, total amount payable &pound;800.72. Representative APR 15.7% (variable). Your first instalment
will be collected on or around 14th Feb 2027.</p>
<p><b>Your excesses</b></p>
<table>
  <tr><td>Compulsory excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Total excess (accidental damage, fire and theft)</td><td class="r">&pound;500</td></tr>
  <tr><td>Windscreen replacement excess</td><td class="r">&pound;95</td></tr>
</table>
<p>Your policy will renew automatically unless you tell us otherwise before 14th Jan 2027. You can turn automatic renewal
off at any time in your online account or by calling 0330 024 1447. We encourage you to shop around to make sure you
are getting the right cover at the right price.</p>
<p>Yours sincerely,<br>Rachel Tomlinson<br>Renewals Team, Go Girl</p>
<p style="font-size:7.5pt">Go Girl is a trading name of One Call Insurance Services Limited, registered in England and Wales
No. 03347447. Registered office: Lakeside Boulevard, Doncaster DN4 5PL. Authorised and regulated by the Financial
Conduct Authority, firm reference number 308469. Your car insurance is underwritten by Mulsanne Insurance Company Limited.</p>`,
    expected: {
      renewalDate: '2027-01-14',
      insurer: 'Go Girl',
      policyNumber: 'gg4471920mt',
      registrationNumber: 'YD21HNB',
      renewalPremium: '684.22',
      previousPremium: '611.05',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // Amounts written 'GBP 512.30'; a hyphenated policy number; the customer's motorcycle policy as a distractor.
  {
    name: 'devitt',
    html: `
<div class="cols">
  <div><p style="font-size:22pt;margin:0"><b>DEVITT</b></p><p style="margin:0">Insurance you can rely on since 1936</p></div>
  <div class="r">Devitt Insurance Services Limited<br>Renewals Department<br>Tel 0333 200 0512<br>devittinsurance.com</div>
</div>
<p>Mr Callum Reid<br>9 Fernbank Close<br>Chelmsford<br>Essex CM2 6TR</p>
<p class="r">6 January 2027</p>
<p><b>Car insurance renewal &ndash; policy DEV-PC-0871142-04</b></p>
<p>Dear Mr Reid,</p>
<p>Thank you for insuring your car with Devitt. Your policy is due for renewal on <b>3 February 2027</b> and we have
set out your renewal terms below. All amounts are shown in pounds sterling (GBP).</p>
<table>
  <tr><td>Policyholder</td><td>Mr Callum Reid</td></tr>
  <tr><td>Vehicle</td><td>Volkswagen Golf GTI 2.0 TSI (2020)</td></tr>
  <tr><td>Registration</td><td>LS70 UKT</td></tr>
  <tr><td>Cover</td><td>Comprehensive, social, domestic and pleasure including commuting</td></tr>
  <tr><td>Period of cover</td><td>3 February 2027 to 2 February 2028</td></tr>
</table>
<div class="box">
<table>
  <tr><td><b>Renewal premium</b></td><td class="r"><b>GBP 512.30</b></td></tr>
  <tr><td>Last year&rsquo;s premium</td><td class="r">GBP 498.75</td></tr>
  <tr><td>of which Insurance Premium Tax at 12%</td><td class="r">GBP 54.89</td></tr>
</table>
</div>
<p><b>Excesses</b></p>
<table>
  <tr><td>Compulsory excess</td><td class="r">GBP 300</td></tr>
  <tr><td>Voluntary excess</td><td class="r">GBP 100</td></tr>
  <tr><td>Total excess</td><td class="r">GBP 400</td></tr>
</table>
<p>Legal expenses cover up to GBP 100,000 is included in your premium.</p>
<p>If you do nothing, your policy will renew automatically on 3 February 2027 and the renewal premium will be taken
from the card ending 4417. To stop automatic renewal call us on 0333 200 0512.</p>
<p><b>Your other policy with us:</b> your motorcycle policy DEV-MC-0871143-02 (Triumph Street Triple, LS19 FWD) renews
on 22 March 2027 at GBP 286.40. We will write to you separately about it.</p>
<p>Kind regards,<br>Devitt Renewals Team</p>
<p style="font-size:7.5pt">Devitt Insurance Services Limited is authorised and regulated by the Financial Conduct
Authority (FRN 305964). Registered in England No. 00317891. Calls may be recorded for training and quality purposes.</p>`,
    expected: {
      renewalDate: '2027-02-03',
      insurer: 'Devitt',
      policyNumber: 'DEV-PC-0871142-04',
      registrationNumber: 'LS70UKT',
      renewalPremium: '512.30',
      previousPremium: '498.75',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },

  // A young driver's premium over £2,000 (fell from nearly £3,000); a plate printed with its space missing.
  {
    name: 'sure-thing',
    html: `
<p style="font-size:24pt;margin:0;color:#2e7d32"><b>Sure Thing!</b></p>
<p style="margin:0 0 12pt 0">Car insurance for young drivers</p>
<div class="cols">
  <div>Mr Ethan Doyle<br>4 Tanners Row<br>Wolverhampton<br>WV3 9JS</div>
  <div class="r">25 November 2026<br>Policy number: ST/0091843/2<br>Questions? 0345 646 0274</div>
</div>
<p>Hi Ethan,</p>
<p><b>It&rsquo;s nearly time to renew</b></p>
<p>Well done on your first year of driving with your Sure Thing! black box. Your driving score of 82 has helped bring
your price down. Your new policy starts on <b>21 December 2026</b>.</p>
<table style="width:100%">
  <tr><th></th><th class="r">Last year</th><th class="r">This year</th></tr>
  <tr><td>Annual premium</td><td class="r">&pound;2,962.18</td><td class="r"><b>&pound;2,316.40</b></td></tr>
  <tr><td>Cover</td><td class="r">Comprehensive</td><td class="r">Comprehensive</td></tr>
  <tr><td>Car</td><td class="r">Ford Fiesta 1.0 Zetec (2016)</td><td class="r">Ford Fiesta 1.0 Zetec (2016)</td></tr>
  <tr><td>Registration</td><td class="r">WU16OKD</td><td class="r">WU16OKD</td></tr>
</table>
<p><b>Your excess</b></p>
<table>
  <tr><td>Compulsory excess</td><td class="r">&pound;500</td></tr>
  <tr><td>Voluntary excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Young driver excess (drivers under 21)</td><td class="r">&pound;250</td></tr>
  <tr><td><b>Total excess</b></td><td class="r"><b>&pound;1,000</b></td></tr>
</table>
<p><b>Monthly payments</b>: deposit &pound;231.64 then 10 monthly payments of &pound;218.72. Amount of credit
&pound;2,084.76; total amount payable &pound;2,418.84 (interest &pound;102.44); representative APR 11.1%.</p>
<p>Remember: a curfew applies between 11pm and 5am, and a replacement black box costs &pound;150 if it is damaged or
removed. Your renewal will go through automatically unless you tell us before 21 December 2026.</p>
<p>Shop around &ndash; you may find the cover you need at a better price elsewhere.</p>
<p>The Sure Thing! team</p>
<p style="font-size:7.5pt">Sure Thing! is a trading name of Sure Thing Insurance Services Limited, which is authorised and
regulated by the Financial Conduct Authority, firm reference number 598132. Registered in England No. 08271934.</p>`,
    expected: {
      renewalDate: '2026-12-21',
      insurer: 'Sure Thing!',
      policyNumber: 'ST/0091843/2',
      registrationNumber: 'WU16OKD',
      renewalPremium: '2316.40',
      previousPremium: '2962.18',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '1000',
    },
  },

  // Photo. Premiums with an asterisk and its footnote; optional extras beside them.
  {
    name: 'citroen-insurance',
    photo: true,
    html: `
<div class="cols">
  <div><p style="font-size:20pt;margin:0"><b>Citro&euml;n Insurance</b></p></div>
  <div class="r">Citro&euml;n Insurance<br>PO Box 1254<br>Peterborough PE2 6WR<br>0344 892 1140</div>
</div>
<p>Mrs Priya Nair<br>58 Linden Avenue<br>Reading<br>RG2 7HL</p>
<p>9 February 2027</p>
<p><b>Your renewal invitation</b></p>
<table>
  <tr><td>Policy number</td><td><b>CIT22940187</b></td></tr>
  <tr><td>Vehicle</td><td>Citro&euml;n C5 Aircross Shine Plus, RE22 VXK</td></tr>
  <tr><td>Renewal date</td><td><b>09/03/2027</b></td></tr>
</table>
<p>Dear Mrs Nair,</p>
<p>Your Citro&euml;n Insurance policy is due for renewal. Here is your price for the coming year:</p>
<div class="box">
<table>
  <tr><td>Renewal premium</td><td class="r"><b>&pound;587.40*</b></td></tr>
  <tr><td>Last year&rsquo;s premium</td><td class="r">&pound;563.10*</td></tr>
</table>
</div>
<p><b>Optional extras</b> (not included above): Breakdown cover &pound;64.00; Key cover &pound;19.99.</p>
<p><b>Excess</b>: compulsory &pound;250, voluntary &pound;200, total &pound;450.</p>
<p>Your policy will renew automatically. If you do not want it to, call us on 0344 892 1140 before 09/03/2027.</p>
<p style="font-size:8pt">* Includes Insurance Premium Tax (IPT) at 12%. Excludes optional extras.</p>
<p style="font-size:7.5pt">Citro&euml;n Insurance is a trading name of Stellantis Insurance Services Limited, authorised and
regulated by the Financial Conduct Authority (FRN 731904).</p>`,
    expected: {
      renewalDate: '2027-03-09',
      insurer: 'Citroën Insurance',
      policyNumber: 'CIT22940187',
      registrationNumber: 'RE22VXK',
      renewalPremium: '587.40',
      previousPremium: '563.10',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },

  // Amounts written '£ 1,142.60' (a space after the pound sign); a policy number with dots; a 0% monthly plan.
  {
    name: 'jaguar-insurance',
    html: `
<p style="font-size:20pt;letter-spacing:4pt;margin:0"><b>JAGUAR</b></p>
<p style="margin:0 0 10pt 0">INSURANCE</p>
<div class="cols">
  <div>Dr Alistair Wren<br>The Old Forge<br>Church Lane<br>Henley-in-Arden<br>B95 5BE</div>
  <div class="r">Date: 20 January 2027<br>Policy number: JI.5573.0914.2<br>Enquiries: 0345 600 7412</div>
</div>
<p>Dear Dr Wren,</p>
<p><b>Renewal of your Jaguar Insurance policy</b></p>
<p>Your Jaguar Insurance policy for your Jaguar F-PACE R-Dynamic SE (registration JG71 XRP) renews on
<b>17 February 2027</b>. We have reviewed your cover and your premium for the next 12 months is shown below.</p>
<table style="width:100%">
  <tr><th>Premium</th><th class="r">Amount</th></tr>
  <tr><td>Your premium for the year from 17 February 2027</td><td class="r"><b>&pound; 1,142.60</b></td></tr>
  <tr><td>Your premium for last year</td><td class="r">&pound; 1,098.33</td></tr>
</table>
<p>Your premium includes Jaguar Approved Repairer cover, genuine Jaguar parts, and a like-for-like courtesy car.</p>
<table>
  <tr><th>Excess</th><th class="r">Amount</th></tr>
  <tr><td>Compulsory</td><td class="r">&pound; 350</td></tr>
  <tr><td>Voluntary</td><td class="r">&pound; 250</td></tr>
  <tr><td>Total (accidental damage, fire, theft)</td><td class="r">&pound; 600</td></tr>
  <tr><td>Windscreen repair / replacement</td><td class="r">&pound; 0 / &pound; 115</td></tr>
</table>
<p><b>Paying by monthly Direct Debit at 0% interest</b>: a first payment of &pound; 95.29 followed by 11 payments of
&pound; 95.21, total &pound; 1,142.60. APR 0%.</p>
<p>Your policy is set to renew automatically. Please tell us if anything has changed, and consider whether this policy
still meets your needs; you may wish to compare prices with other insurers.</p>
<p>Yours sincerely,<br>Customer Services, Jaguar Insurance</p>
<p style="font-size:7.5pt">Jaguar Insurance is arranged by JLR Insurance Services Limited, authorised and regulated by the
Financial Conduct Authority, FRN 774120. Underwritten by Covea Insurance plc. Registered in England No. 10458213.</p>`,
    expected: {
      renewalDate: '2027-02-17',
      insurer: 'Jaguar Insurance',
      policyNumber: 'JI.5573.0914.2',
      registrationNumber: 'JG71XRP',
      renewalPremium: '1142.60',
      previousPremium: '1098.33',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },

  // A price the same as last year; a policy number with a check letter after a space; excess '£350 (including £100
  // compulsory)'; the member's home policy as a distractor.
  {
    name: 'csis',
    html: `
<div class="cols">
  <div><p style="font-size:22pt;margin:0;color:#1a237e"><b>CSIS</b></p><p style="margin:0">Insurance for the public sector family</p></div>
  <div class="r">CSIS Insurance Services Limited<br>Oakfield House, Sandgate Road<br>Folkestone CT20 2HG<br>0800 032 3300</div>
</div>
<p>Mrs Gillian Hart<br>12 Orchard Way<br>Swindon<br>SN3 4DF</p>
<p>22 December 2026</p>
<p>Policy number: <b>70418832 K</b><br>Membership number: 1129045</p>
<p>Dear Mrs Hart,</p>
<p><b>Your CSIS car insurance renewal</b></p>
<p>Your car insurance renews on <b>22 January 2027</b>. We are pleased to tell you that your premium has not changed.</p>
<div class="box">
<table>
  <tr><td>This year&rsquo;s premium</td><td class="r"><b>&pound;436.80</b></td></tr>
  <tr><td>Last year&rsquo;s premium</td><td class="r">&pound;436.80</td></tr>
  <tr><td>Vehicle</td><td class="r">Skoda Octavia SE L 1.5 TSI estate</td></tr>
  <tr><td>Registration</td><td class="r">BF68 NZE</td></tr>
  <tr><td>Excess</td><td class="r">&pound;350 (including &pound;100 compulsory)</td></tr>
</table>
</div>
<p>As a not-for-profit society we do not charge administration fees for changes to your policy.</p>
<p><b>Your home insurance</b>: policy 60211907 H renews on 3 April 2027 at &pound;198.40. We will write to you before then.</p>
<p>We will renew your policy automatically and collect the premium from your account ending 0093 on or after
22 January 2027. If you would like to stop automatic renewal, call 0800 032 3300.</p>
<p>Yours sincerely,<br>Member Services, CSIS</p>
<p style="font-size:7.5pt">CSIS Insurance Services Limited is authorised and regulated by the Financial Conduct Authority
(FRN 312281). Civil Service Insurance Society is a registered society, number 10021R.</p>`,
    expected: {
      renewalDate: '2027-01-22',
      insurer: 'CSIS',
      policyNumber: '70418832 K',
      registrationNumber: 'BF68NZE',
      renewalPremium: '436.80',
      previousPremium: '436.80',
      compulsoryExcess: '100',
      totalExcess: '350',
    },
  },

  // Amounts in words beside the figures; an old suffix-style plate; an agreed value and a club discount.
  {
    name: 'osborne-and-sons',
    html: `
<p style="font-size:18pt;margin:0;font-family:Georgia,serif"><b>Osborne &amp; Sons</b></p>
<p style="margin:0 0 10pt 0">Classic vehicle insurance brokers</p>
<div class="cols">
  <div>Mr Geoffrey Lamb<br>Hollybank Cottage<br>Mill Lane<br>Ledbury<br>HR8 2JQ</div>
  <div class="r">4 January 2027<br>Our reference: OSB118274C<br>Telephone: 01483 723 511</div>
</div>
<p>Dear Mr Lamb,</p>
<p><b>Renewal of your classic car policy &ndash; 1968 MGB GT, registration NRY 417F</b></p>
<p>Your classic car policy, reference OSB118274C, falls due for renewal on <b>1st February 2027</b>. We have obtained
the following terms for the coming year:</p>
<table>
  <tr><td>Renewal premium</td><td><b>&pound;318.45</b> (three hundred and eighteen pounds and forty-five pence)</td></tr>
  <tr><td>Last year&rsquo;s premium</td><td>&pound;296.10 (two hundred and ninety-six pounds and ten pence)</td></tr>
  <tr><td>Agreed value</td><td>&pound;14,500</td></tr>
  <tr><td>Annual mileage limit</td><td>3,000 miles</td></tr>
  <tr><td>Club discount (MG Owners&rsquo; Club, 10%)</td><td>&pound;35.38 (already deducted)</td></tr>
</table>
<p><b>Excesses</b>: compulsory &pound;150; voluntary &pound;100; total &pound;250.</p>
<p>The premium includes Insurance Premium Tax. Your policy will be renewed automatically unless you instruct us
otherwise. Please check the agreed value still reflects your car&rsquo;s worth and consider whether to shop around.</p>
<p>Yours sincerely,<br>Helen Marsh<br>Account Handler</p>
<p style="font-size:7.5pt">Osborne &amp; Sons is a trading name of Osborne &amp; Sons (Insurance Brokers) Limited, authorised and
regulated by the Financial Conduct Authority, FRN 300871. Registered in England No. 01736922.</p>`,
    expected: {
      renewalDate: '2027-02-01',
      insurer: 'Osborne & Sons',
      policyNumber: 'OSB118274C',
      registrationNumber: 'NRY417F',
      renewalPremium: '318.45',
      previousPremium: '296.10',
      compulsoryExcess: '150',
      voluntaryExcess: '100',
      totalExcess: '250',
    },
  },

  // Photo. Premiums with no pence ('£612'); an old prefix-style plate; an agreed value.
  {
    name: 'sureterm-direct',
    photo: true,
    html: `
<div class="cols">
  <div><p style="font-size:20pt;margin:0"><b>Sureterm Direct</b></p><p style="margin:0">Classic &amp; prestige car insurance</p></div>
  <div class="r">Sureterm Direct<br>PO Box 7003<br>Chelmsford CM1 9GG<br>0800 093 5880</div>
</div>
<p>Mr Neil Fairbrother<br>2 Stable Yard<br>Great Dunmow<br>CM6 1XA</p>
<p>29 January 2027</p>
<p><b>Your renewal quotation</b></p>
<table>
  <tr><td>Policy number</td><td><b>STD/0447182/CC</b></td></tr>
  <tr><td>Vehicle</td><td>1993 Range Rover Classic Vogue SE</td></tr>
  <tr><td>Registration</td><td>K734 MHL</td></tr>
  <tr><td>Agreed value</td><td>&pound;22,000</td></tr>
  <tr><td>Renewal date</td><td>28 February 2027</td></tr>
</table>
<div class="box">
<table>
  <tr><td>Renewal premium</td><td class="r"><b>&pound;612</b></td></tr>
  <tr><td>Last year&rsquo;s premium</td><td class="r">&pound;575</td></tr>
</table>
</div>
<p>Excess: compulsory &pound;200, voluntary &pound;150, total &pound;350.</p>
<p>Your policy will renew automatically on 28 February 2027. Call 0800 093 5880 if anything has changed.</p>
<p style="font-size:7.5pt">Sureterm Direct is a trading name of Sureterm Direct Limited, authorised and regulated by the
Financial Conduct Authority, FRN 306091.</p>`,
    expected: {
      renewalDate: '2027-02-28',
      insurer: 'Sureterm Direct',
      policyNumber: 'STD/0447182/CC',
      registrationNumber: 'K734MHL',
      renewalPremium: '612',
      previousPremium: '575',
      compulsoryExcess: '200',
      voluntaryExcess: '150',
      totalExcess: '350',
    },
  },

  // Amounts written '742.96 GBP'; dates written '06.01.27'.
  {
    name: 'insurance-choice',
    html: `
<div class="cols">
  <div><p style="font-size:20pt;margin:0;color:#0d47a1"><b>Insurance Choice</b></p></div>
  <div class="r">Insurance Choice<br>Unit 4, Teesway Business Park<br>Stockton-on-Tees TS17 6EL<br>0345 519 2240</div>
</div>
<p>Mr Daniel Mensah<br>31 Kingsley Road<br>Luton<br>LU3 1PX</p>
<table>
  <tr><td>Date of letter</td><td>08.12.26</td></tr>
  <tr><td>Policy no.</td><td>ICM2201937</td></tr>
  <tr><td>Current period</td><td>06.01.26 &ndash; 05.01.27</td></tr>
  <tr><td>Renewal date</td><td><b>06.01.27</b></td></tr>
</table>
<p>Dear Mr Mensah,</p>
<p><b>Your motor insurance renewal</b></p>
<p>Your motor policy for your Toyota Yaris Icon Hybrid, registration KN19 ZHF, renews on 06.01.27.</p>
<table style="width:100%">
  <tr><td>Renewal premium (incl. IPT)</td><td class="r"><b>742.96 GBP</b></td></tr>
  <tr><td>Previous year&rsquo;s premium (incl. IPT)</td><td class="r">689.40 GBP</td></tr>
  <tr><td>Optional breakdown cover</td><td class="r">45.00 GBP</td></tr>
  <tr><td>Total payable with breakdown cover</td><td class="r">787.96 GBP</td></tr>
</table>
<p><b>Excess</b></p>
<table>
  <tr><td>Compulsory</td><td class="r">250 GBP</td></tr>
  <tr><td>Voluntary</td><td class="r">150 GBP</td></tr>
  <tr><td>Total</td><td class="r">400 GBP</td></tr>
</table>
<p>Your policy is set to auto-renew on 06.01.27. If you wish to cancel auto-renewal or make changes, please contact
us on 0345 519 2240 before that date. You can shop around for a better price.</p>
<p>Kind regards,<br>The Insurance Choice Renewals Team</p>
<p style="font-size:7.5pt">Insurance Choice is a trading name of Insurance Choice Limited, authorised and regulated by the
Financial Conduct Authority, FRN 309814. Registered in England and Wales 03841205.</p>`,
    expected: {
      renewalDate: '2027-01-06',
      insurer: 'Insurance Choice',
      policyNumber: 'ICM2201937',
      registrationNumber: 'KN19ZHF',
      renewalPremium: '742.96',
      previousPremium: '689.40',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },

  // Thousands written with a space ('£1 204.50'); the customer's second car as a distractor; a monthly plan.
  {
    name: 'graham-sykes',
    html: `
<div class="cols">
  <div><p style="font-size:20pt;margin:0"><b>Graham Sykes</b></p><p style="margin:0">Insurance brokers</p></div>
  <div class="r">Graham Sykes Insurance<br>Sykes House, Bradford Road<br>Leeds LS28 6AB<br>0113 256 4400</div>
</div>
<p>Mrs Fiona Stewart<br>18 Wharfedale View<br>Otley<br>LS21 3PF</p>
<p>14 November 2026</p>
<p>Policy number: <b>GS 44021 PC</b></p>
<p>Dear Mrs Stewart,</p>
<p><b>Your private car insurance is due for renewal</b></p>
<p>The policy for your Audi Q3 35 TFSI Sport, registration YF67 BNU, renews on <b>12 December 2026</b>.</p>
<table style="width:100%">
  <tr><th></th><th class="r">Renewal</th><th class="r">Last year</th></tr>
  <tr><td>Annual premium</td><td class="r"><b>&pound;1 204.50</b></td><td class="r">&pound;1 131.75</td></tr>
  <tr><td>Compulsory excess</td><td class="r">&pound;250</td><td class="r">&pound;250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">&pound;250</td><td class="r">&pound;250</td></tr>
  <tr><td>Total excess</td><td class="r">&pound;500</td><td class="r">&pound;500</td></tr>
</table>
<p><b>Instalments</b>: deposit &pound;120.45 and 10 monthly instalments of &pound;112.06; amount of credit &pound;1 084.05,
total amount payable &pound;1 241.05, representative APR 7.5%.</p>
<p><b>Your other vehicle</b>: Kia Picanto, registration YH15 KLO, policy GS 44022 PC, premium &pound;688.20, renews on
3 March 2027.</p>
<p>Your policy will renew automatically unless you tell us otherwise. Please check your details and shop around if
you wish.</p>
<p>Yours sincerely,<br>Private Clients Team</p>
<p style="font-size:7.5pt">Graham Sykes Insurance is a trading name of Graham Sykes Insurance Brokers Limited, authorised and
regulated by the Financial Conduct Authority, FRN 305177.</p>`,
    expected: {
      renewalDate: '2026-12-12',
      insurer: 'Graham Sykes',
      policyNumber: 'GS 44021 PC',
      registrationNumber: 'YF67BNU',
      renewalPremium: '1204.50',
      previousPremium: '1131.75',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // Photo, sideways. A policy number with slashes.
  {
    name: 'clegg-gifford',
    photo: 'sideways',
    html: `
<div class="cols">
  <div><p style="font-size:20pt;margin:0"><b>Clegg Gifford</b></p><p style="margin:0">Insurance brokers</p></div>
  <div class="r">Clegg Gifford &amp; Co Ltd<br>Romford RM1 3ER<br>01708 729 529</div>
</div>
<p>Mr Tom Aldridge<br>47 Mawney Road<br>Romford<br>RM7 7HX</p>
<p>2 January 2027</p>
<p><b>Car insurance renewal</b></p>
<table>
  <tr><td>Policy number</td><td><b>CG/PC/0193377/02</b></td></tr>
  <tr><td>Vehicle</td><td>Mercedes-Benz C220d AMG Line, EY18 HTC</td></tr>
  <tr><td>Renewal date</td><td><b>30 January 2027</b></td></tr>
</table>
<div class="box">
<table>
  <tr><td>Renewal premium</td><td class="r"><b>&pound;829.60</b></td></tr>
  <tr><td>Last year&rsquo;s premium</td><td class="r">&pound;776.25</td></tr>
</table>
</div>
<p>Excesses: compulsory &pound;300, voluntary &pound;200, total &pound;500.</p>
<p>Your policy will renew automatically. Please call 01708 729 529 if you wish to make changes or cancel.</p>
<p style="font-size:7.5pt">Clegg Gifford &amp; Co Ltd is authorised and regulated by the Financial Conduct Authority, FRN 300366.</p>`,
    expected: {
      renewalDate: '2027-01-30',
      insurer: 'Clegg Gifford',
      policyNumber: 'CG/PC/0193377/02',
      registrationNumber: 'EY18HTC',
      renewalPremium: '829.60',
      previousPremium: '776.25',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },

  // Photo. A price that fell to under half of last year's; a monthly plan.
  {
    name: 'drive-like-a-girl',
    photo: true,
    html: `
<div class="cols">
  <div><p style="font-size:20pt;margin:0;color:#6a1b9a"><b>Drive Like A Girl</b></p></div>
  <div class="r">Drive Like A Girl<br>0330 123 2010<br>drivelikeagirl.com</div>
</div>
<p>Miss Chloe Burton<br>6 Poplar Close<br>Northampton<br>NN3 8LT</p>
<p>12 February 2027</p>
<p>Policy number: <b>DLAG661904</b></p>
<p>Hi Chloe,</p>
<p><b>Great driving &ndash; your price has fallen</b></p>
<p>Your policy for your Peugeot 208 Active (FH20 WKL) renews on <b>15 March 2027</b>.</p>
<div class="box">
<table>
  <tr><td>This year&rsquo;s premium</td><td class="r"><b>&pound;874.15</b></td></tr>
  <tr><td>Last year&rsquo;s premium</td><td class="r">&pound;1,846.30</td></tr>
</table>
</div>
<p>Monthly: deposit &pound;87.42 then 10 payments of &pound;82.31, total &pound;910.52, APR 10.4%.</p>
<p>Excess: compulsory &pound;350, voluntary &pound;150, total &pound;500.</p>
<p>Your policy renews automatically. Call 0330 123 2010 to make changes.</p>
<p style="font-size:7.5pt">Drive Like A Girl is a trading name of Drive Like A Girl Limited, authorised and regulated by the
Financial Conduct Authority, FRN 623048.</p>`,
    expected: {
      renewalDate: '2027-03-15',
      insurer: 'Drive Like A Girl',
      policyNumber: 'DLAG661904',
      registrationNumber: 'FH20WKL',
      renewalPremium: '874.15',
      previousPremium: '1846.30',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },

  // The £ only in the table's column headings; a policy number split over a line break in a narrow cell.
  {
    name: 'ashburnham',
    html: `
<div class="cols">
  <div><p style="font-size:20pt;margin:0"><b>Ashburnham</b></p><p style="margin:0">Specialist motor insurance</p></div>
  <div class="r">Ashburnham Insurance Services<br>Brentwood CM14 4RX<br>01277 200 100</div>
</div>
<p>Mr Raj Patel<br>15 Warley Hill<br>Brentwood<br>CM14 5HA</p>
<p>9 December 2026</p>
<table>
  <tr><td style="width:70pt">Policy number</td><td style="width:60pt"><b>ASH/PC/<br>0066183</b></td></tr>
  <tr><td>Vehicle</td><td>BMW M240i Coupe</td></tr>
  <tr><td>Registration</td><td>BK69 TVU</td></tr>
  <tr><td>Renewal date</td><td>09/01/2027</td></tr>
</table>
<p>Dear Mr Patel,</p>
<p>Your car insurance is due for renewal on 09/01/2027. Your renewal terms are below.</p>
<table style="width:100%">
  <tr><th></th><th class="r">This year (&pound;)</th><th class="r">Last year (&pound;)</th></tr>
  <tr><td>Premium</td><td class="r"><b>956.40</b></td><td class="r">903.15</td></tr>
  <tr><td>Compulsory excess</td><td class="r">250</td><td class="r">250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">500</td><td class="r">500</td></tr>
  <tr><td>Total excess</td><td class="r">750</td><td class="r">750</td></tr>
</table>
<p>Your policy will renew automatically unless you tell us otherwise. You may be able to find the cover you want at a
better price by shopping around.</p>
<p>Yours sincerely,<br>Ashburnham Renewals</p>
<p style="font-size:7.5pt">Ashburnham Insurance Services is a trading name of Ashburnham Insurance Services Ltd, authorised and
regulated by the Financial Conduct Authority, FRN 302218.</p>`,
    expected: {
      renewalDate: '2027-01-09',
      insurer: 'Ashburnham',
      policyNumber: 'ASH/PC/0066183',
      registrationNumber: 'BK69TVU',
      renewalPremium: '956.40',
      previousPremium: '903.15',
      compulsoryExcess: '250',
      voluntaryExcess: '500',
      totalExcess: '750',
    },
  },

  // Photo. Excess written 'Total excess £600 (including £350 compulsory)'.
  {
    name: 'brooks-braithwaite',
    photo: true,
    html: `
<div class="cols">
  <div><p style="font-size:20pt;margin:0"><b>Brooks Braithwaite</b></p></div>
  <div class="r">Brooks Braithwaite<br>Bolton BL1 4QR<br>01204 364 964</div>
</div>
<p>Mrs Helen Ainsworth<br>22 Chorley New Road<br>Bolton<br>BL1 5BS</p>
<p>14 January 2027</p>
<p>Policy number: <b>BBI 7741902</b></p>
<p>Dear Mrs Ainsworth,</p>
<p>Your car insurance for your Nissan Qashqai N-Connecta, MX17 ODA, renews on <b>11 February 2027</b>.</p>
<div class="box">
<table>
  <tr><td>Renewal premium</td><td class="r"><b>&pound;693.88</b></td></tr>
  <tr><td>Last year&rsquo;s premium</td><td class="r">&pound;651.20</td></tr>
  <tr><td>Excess</td><td class="r">Total excess &pound;600 (including &pound;350 compulsory)</td></tr>
</table>
</div>
<p>Your policy renews automatically. Call 01204 364 964 to make changes.</p>
<p style="font-size:7.5pt">Brooks Braithwaite is a trading name of Brooks Braithwaite (Insurance Brokers) Ltd, authorised and
regulated by the Financial Conduct Authority, FRN 304887.</p>`,
    expected: {
      renewalDate: '2027-02-11',
      insurer: 'Brooks Braithwaite',
      policyNumber: 'BBI 7741902',
      registrationNumber: 'MX17ODA',
      renewalPremium: '693.88',
      previousPremium: '651.20',
      compulsoryExcess: '350',
      totalExcess: '600',
    },
  },

  // The renewal date written only 'Thursday 4 February' (no year); the letter's date and insurer panel as distractors.
  {
    name: 'tiger-co-uk',
    html: `
<div class="cols">
  <div><p style="font-size:22pt;margin:0;color:#ef6c00"><b>Tiger.co.uk</b></p></div>
  <div class="r">Tiger.co.uk<br>PO Box 1010<br>Newport NP10 8FZ<br>0333 003 2210</div>
</div>
<p>Mr Owen Pritchard<br>88 Heol Hir<br>Llanishen<br>Cardiff<br>CF14 5AB</p>
<p>7 January 2027</p>
<p>Policy number: <b>TGR5518094</b></p>
<p>Dear Mr Pritchard,</p>
<p><b>Your car insurance renews soon</b></p>
<p>Your cover for your Hyundai i30 SE Nav, registration CV66 RNO, renews at 00:01 on <b>Thursday 4 February</b>.
We have searched our panel of insurers and the best price we found is with your current insurer.</p>
<table style="width:100%">
  <tr><td>Your renewal premium</td><td class="r"><b>&pound;548.70</b></td></tr>
  <tr><td>Your premium last year</td><td class="r">&pound;531.90</td></tr>
  <tr><td>Compulsory excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Total excess</td><td class="r">&pound;500</td></tr>
</table>
<p>Your policy will renew automatically. If you do not want it to, tell us before your renewal date.</p>
<p>Yours sincerely,<br>Tiger.co.uk Customer Services</p>
<p style="font-size:7.5pt">Tiger.co.uk is a trading name of Tiger Insurance Services Limited, authorised and regulated by the
Financial Conduct Authority, FRN 310615.</p>`,
    expected: {
      renewalDate: '2027-02-04',
      insurer: 'Tiger.co.uk',
      policyNumber: 'TGR5518094',
      registrationNumber: 'CV66RNO',
      renewalPremium: '548.70',
      previousPremium: '531.90',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // The renewal date given only as 'the day after your current policy ends on 28/02/2027'.
  {
    name: 'renault-insurance',
    html: `
<div class="cols">
  <div><p style="font-size:20pt;margin:0"><b>Renault Insurance</b></p></div>
  <div class="r">Renault Insurance<br>PO Box 600<br>Bristol BS1 9HW<br>0344 892 1166</div>
</div>
<p>Ms Sarah Quinn<br>41 Gloucester Road<br>Bishopston<br>Bristol<br>BS7 8AD</p>
<p>31 January 2027</p>
<p>Policy number: <b>RNI 40328817</b></p>
<p>Dear Ms Quinn,</p>
<p><b>Your renewal</b></p>
<p>Your new policy for your Renault Megane E-Tech Techno, WP23 ZCF, starts the day after your current policy ends on
28/02/2027.</p>
<table style="width:100%">
  <tr><td>Renewal premium</td><td class="r"><b>&pound;712.64</b></td></tr>
  <tr><td>Last year&rsquo;s premium</td><td class="r">&pound;655.48</td></tr>
  <tr><td>Optional charging cable cover</td><td class="r">&pound;24.99</td></tr>
  <tr><td>Compulsory excess</td><td class="r">&pound;300</td></tr>
  <tr><td>Voluntary excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Total excess</td><td class="r">&pound;550</td></tr>
</table>
<p>Your policy renews automatically. Call 0344 892 1166 if you need to make changes.</p>
<p style="font-size:7.5pt">Renault Insurance is a trading name of RCI Insurance Services Limited, authorised and regulated by
the Financial Conduct Authority, FRN 740391.</p>`,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Renault Insurance',
      policyNumber: 'RNI 40328817',
      registrationNumber: 'WP23ZCF',
      renewalPremium: '712.64',
      previousPremium: '655.48',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },
];
