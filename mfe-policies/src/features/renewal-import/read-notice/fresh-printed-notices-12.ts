// Issue 47, a twelfth fresh set: THE MONEY. 18 renewal notices from 18 UK private-car insurance brands (13 printed to
// PDF, 5 read as phone photos, two of them sideways), written by a helper who had not read the reader. Each notice
// gives its price in a different way: last year's beside this year's (tables, sentences, a price box, a bar row),
// add-ons priced apart with a total, discounts, IPT and fees shown separately, monthly payments with APR and a total
// amount payable, no last year's price, a price that fell or stayed the same; with distractors (market average, claims
// examples, excesses near the price, an upgraded product's quote, another car). People, addresses and numbers are made
// up; the brands are real. renewalPremium is the price of the car insurance for the year, as each comment says.
import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES_12: FreshNotice[] = [
  // HSBC: a 'Last year' / 'This year' table with add-ons in rows and a total. Expected: the car insurance row
  // (£591.40 this year, £548.20 last year); the totals include breakdown and legal expenses.
  {
    name: 'hsbc-last-year-this-year-table',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #db0011;padding-bottom:6pt">
  <div style="font-size:20pt;font-weight:bold;letter-spacing:1pt">HSBC <span style="color:#db0011">&#9670;</span></div>
  <div style="font-size:9pt;text-align:right">HSBC Car Insurance<br>PO Box 1127, Leeds LS1 9XZ<br>0345 600 7712</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Mr Daniel Okafor<br>14 Ashgrove Road<br>Bromley<br>BR1 4PT</div>
  <div class="r">Date: 24 November 2026<br>Policy number: HSB/MT/4471920<br>Vehicle: Kia Ceed 1.5 T-GDi<br>Registration: LK19 XPW</div>
</div>
<p style="margin-top:14pt">Dear Mr Okafor,</p>
<h2 style="font-size:13pt;color:#db0011">It's time to renew your HSBC Car Insurance</h2>
<p>Thank you for insuring your car with us. Your policy renews on <b>14 January 2027</b>. If you're happy with the
cover and price below you don't need to do anything &ndash; we'll collect payment using the card we hold.</p>
<table style="width:100%;margin:8pt 0;border-top:1px solid #333;border-bottom:1px solid #333">
  <tr style="background:#f2f2f2"><th>Your costs</th><th class="r">Last year</th><th class="r">This year</th></tr>
  <tr><td>Car insurance premium (including Insurance Premium Tax)</td><td class="r">&pound;548.20</td><td class="r">&pound;591.40</td></tr>
  <tr><td>Motor Legal Expenses (optional)</td><td class="r">&pound;24.99</td><td class="r">&pound;26.99</td></tr>
  <tr><td>Breakdown Cover &ndash; Roadside &amp; Recovery (optional)</td><td class="r">&pound;39.00</td><td class="r">&pound;42.00</td></tr>
  <tr style="font-weight:bold;border-top:1px solid #333"><td>Total</td><td class="r">&pound;612.19</td><td class="r">&pound;660.39</td></tr>
</table>
<p>Your excesses</p>
<table>
  <tr><td>Compulsory excess</td><td class="r">&pound;250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">&pound;250</td></tr>
  <tr><td><b>Total excess</b></td><td class="r"><b>&pound;500</b></td></tr>
</table>
<p style="font-size:8.5pt;color:#444">You can remove the optional extras at any time in the first 14 days without charge. The premium shown
includes Insurance Premium Tax at the current rate. Please check your documents carefully and tell us straight away if
anything is wrong.</p>
<p>Yours sincerely,<br><br>Claire Whitmore<br>Head of Customer Service, HSBC Car Insurance</p>
<p style="font-size:7.5pt;color:#666;border-top:1px solid #ccc;padding-top:4pt">HSBC Car Insurance is arranged by HSBC UK Bank plc and
underwritten by a panel of insurers. HSBC UK Bank plc, registered in England and Wales number 09928412. Registered office:
1 Centenary Square, Birmingham B1 1HQ. Authorised by the Prudential Regulation Authority and regulated by the Financial
Conduct Authority and the Prudential Regulation Authority (Financial Services Register number 765112).</p>`,
    expected: {
      renewalDate: '2027-01-14',
      insurer: 'HSBC',
      policyNumber: 'HSB/MT/4471920',
      registrationNumber: 'LK19XPW',
      renewalPremium: '591.40',
      previousPremium: '548.20',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // Barclays: prices in sentences ('Last time you paid', 'up £43.20 on last year') and a pay-monthly offer with APR and
  // total amount payable beside the annual price. Expected: the annual price £745.35; previous £702.15. An old prefix
  // registration (R482 KTM).
  {
    name: 'barclays-sentences-monthly',
    html: `
<div style="background:#00aeef;color:#fff;padding:8pt 12pt;font-size:18pt;font-weight:bold">BARCLAYS <span style="font-size:11pt;font-weight:normal">Car Insurance</span></div>
<div style="margin-top:12pt;display:grid;grid-template-columns:2fr 1fr">
  <div>Mrs Pauline Hartnell<br>The Old Forge<br>Lower Street, Wickham<br>Fareham PO17 5AL</div>
  <div style="font-size:9pt">Your policy number<br><b>BCI-88301245</b><br><br>Car: Jaguar X-Type<br>Reg: R482 KTM<br><br>25 November 2026</div>
</div>
<p style="margin-top:16pt">Dear Mrs Hartnell</p>
<p style="font-size:14pt;font-weight:bold">Your renewal price is &pound;745.35</p>
<p>Last time you paid &pound;702.15, so your price is up &pound;43.20 on last year. Prices across the market have risen
because repairs cost more and take longer, and we've also taken into account the claim made on your policy in June.</p>
<p>Your new policy starts on <b>3 February 2027</b> and lasts for 12 months.</p>
<div class="box" style="margin:10pt 0;background:#f4fbfe">
  <b>Prefer to spread the cost?</b> Pay by monthly Direct Debit: a deposit of &pound;74.54 then 11 instalments of
  &pound;68.32. Representative APR 22.9%. Total amount payable &pound;826.06. Credit is provided by Premium Credit Limited.
</div>
<p><b>Excesses</b> &ndash; what you pay towards a claim for damage to your car:</p>
<table>
  <tr><th>Compulsory</th><th>Voluntary</th><th>Total</th></tr>
  <tr><td>&pound;300</td><td>&pound;100</td><td>&pound;400</td></tr>
</table>
<p>If you'd like to change anything or shop around, call us on 0800 015 4422 before your new policy starts.</p>
<p>Kind regards<br>Barclays Car Insurance team</p>
<p style="font-size:7.5pt;color:#555;margin-top:18pt">Barclays Car Insurance is provided by Barclays Insurance Services Company Limited, which is authorised and
regulated by the Financial Conduct Authority (FRN 312078). Registered in England, company number 00973765.
Registered office: 1 Churchill Place, London E14 5HP.</p>`,
    expected: {
      renewalDate: '2027-02-03',
      insurer: 'Barclays',
      policyNumber: 'BCI-88301245',
      registrationNumber: 'R482KTM',
      renewalPremium: '745.35',
      previousPremium: '702.15',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },

  // NatWest: a price box saying 'that's 6% more than last year's £459.17', a premium before multi-car discount, and the
  // other car on the multi-car account with its own price as a distractor. Expected: £486.72 (the price you pay).
  {
    name: 'natwest-price-box-multicar',
    html: `
<div style="display:flex;justify-content:space-between;border-bottom:2px solid #42145f">
  <div style="color:#42145f;font-size:19pt;font-weight:bold">NatWest</div>
  <div style="font-size:9pt;color:#42145f;padding-top:6pt">Car Insurance &middot; Renewal invitation</div>
</div>
<p style="margin-top:12pt">Mr Gareth Pryce<br>Flat 3, 27 Clifton Street<br>Cardiff<br>CF24 1LS</p>
<p>Our ref: NWM 5521 8840 17 &nbsp;&nbsp;|&nbsp;&nbsp; 22 November 2026</p>
<p>Dear Gareth,</p>
<p>Here's your renewal for your Ford Fiesta, registration <b>FG68 HNU</b>.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:14pt;margin:10pt 0">
  <div style="border:2px solid #42145f;padding:10pt;border-radius:6pt">
    <div style="font-size:9pt;color:#42145f">Your price for the year</div>
    <div style="font-size:22pt;font-weight:bold;color:#42145f">&pound;486.72</div>
    <div style="font-size:9pt">that's 6% more than last year's &pound;459.17</div>
  </div>
  <div style="padding:10pt;font-size:9.5pt">
    Premium before discount: &pound;540.80<br>
    Multi-car discount (10%): &minus;&pound;54.08<br>
    Price you pay: &pound;486.72<br>
    <span style="color:#666">Includes Insurance Premium Tax at 12%</span>
  </div>
</div>
<p><b>Cover runs from 00:01 on 21 December 2026 to 23:59 on 20 December 2027.</b></p>
<p>Excesses: compulsory excess &pound;150; voluntary excess &pound;250.</p>
<p style="background:#f3eef7;padding:6pt">Also on your multi-car account: Vauxhall Corsa, registration WD17 PLR &ndash; renews 19 May 2027,
current premium &pound;612.30. We'll write to you separately about that car.</p>
<p style="font-size:8.5pt">If you don't want to renew, please call 0345 301 2280. Your cancellation rights are explained in your policy booklet.</p>
<p style="font-size:7.5pt;color:#555;border-top:1px solid #ccc;padding-top:4pt">NatWest Car Insurance is sold and administered by U K Insurance Limited.
National Westminster Bank Plc, registered in England and Wales No. 929027, registered office 250 Bishopsgate, London EC2M 4AA.
Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA (FRN 121878).</p>`,
    expected: {
      renewalDate: '2026-12-21',
      insurer: 'NatWest',
      policyNumber: 'NWM 5521 8840 17',
      registrationNumber: 'FG68HNU',
      renewalPremium: '486.72',
      previousPremium: '459.17',
      compulsoryExcess: '150',
      voluntaryExcess: '250',
    },
  },

  // Santander (photo, upright): rows for the two years' annual premium with the price down £16.30, and an upgrade
  // quote as a distractor. Expected: £372.60 this year, £388.90 last year.
  {
    name: 'santander-rows-price-fell-photo',
    photo: true,
    html: `
<div style="font-size:11pt">
<div style="color:#ec0000;font-size:22pt;font-weight:bold">Santander</div>
<div style="font-size:10pt;color:#444;margin-bottom:14pt">Car Insurance</div>
<p>Miss Aisha Rahman<br>52 Percy Road<br>Leicester<br>LE2 8FJ</p>
<p>Policy number: SCI/002948173<br>Renewal date: 08/01/2027</p>
<p>Dear Miss Rahman,</p>
<p>Good news &ndash; your renewal price has gone down.</p>
<table style="font-size:12pt;margin:8pt 0">
  <tr><td>Annual premium 2025/26</td><td class="r">&pound;388.90</td></tr>
  <tr><td>Annual premium 2026/27</td><td class="r"><b>&pound;372.60</b></td></tr>
  <tr><td>Change</td><td class="r">down &pound;16.30</td></tr>
</table>
<p>Car: Honda Jazz &nbsp; Registration: WV21 KCE</p>
<p>Compulsory excess &pound;200 &nbsp; Voluntary excess &pound;100 &nbsp; Total excess &pound;300</p>
<p>Want more? Upgrade to Santander Car Insurance Plus, with a courtesy car and key cover, for &pound;421.85 a year.</p>
<p>Yours sincerely,<br>Santander Car Insurance</p>
<p style="font-size:8pt">Santander UK plc. Registered in England and Wales No. 2294747. Registered Office: 2 Triton Square, Regent's Place,
London NW1 3AN. Authorised by the PRA and regulated by the FCA and the PRA. Financial Services Register number 106054.</p>
</div>`,
    expected: {
      renewalDate: '2027-01-08',
      insurer: 'Santander',
      policyNumber: 'SCI/002948173',
      registrationNumber: 'WV21KCE',
      renewalPremium: '372.60',
      previousPremium: '388.90',
      compulsoryExcess: '200',
      voluntaryExcess: '100',
      totalExcess: '300',
    },
  },

  // TSB: a definition list with add-ons priced apart (protected NCD, key cover, courtesy car) and a total; no last
  // year's price; the date said as the old policy ending at 23:59 and the new one starting at 00:01 the next day
  // (new cover starts 28 December 2026); a claims example with £600 near the price. Expected: car insurance £655.10.
  {
    name: 'tsb-definition-list-addons',
    html: `
<div style="border-left:8pt solid #00a9e0;padding-left:10pt">
  <div style="font-size:20pt;font-weight:bold;color:#004b87">TSB</div>
  <div style="font-size:9pt">Car Insurance &middot; Renewal schedule</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Ms Rebecca Lunn<br>9 Harrogate Close<br>Wakefield<br>WF2 7QH</div>
  <div style="font-size:9pt">Policy: TSB-M-0093-4412<br>Issued: 26 November 2026</div>
</div>
<p>Dear Ms Lunn,</p>
<p>Your current policy ends at 23:59 on 27 December 2026. Your renewed policy starts at 00:01 on 28 December 2026 unless you tell us otherwise.</p>
<dl style="margin:10pt 0">
  <dt><b>Insured vehicle</b></dt><dd>Nissan Qashqai 1.3 DiG-T, YR70 BZG</dd>
  <dt><b>Car insurance (comprehensive)</b></dt><dd>&pound;655.10</dd>
  <dt><b>Protected No Claims Discount</b></dt><dd>&pound;48.20</dd>
  <dt><b>Key Cover</b></dt><dd>&pound;14.99</dd>
  <dt><b>Courtesy Car Plus</b></dt><dd>&pound;19.99</dd>
  <dt><b>Total to pay for the year</b></dt><dd><b>&pound;738.28</b></dd>
</dl>
<p><b>Excess</b><br>Compulsory excess: &pound;350 &middot; Voluntary excess: &pound;250 &middot; Total excess: &pound;600</p>
<p style="font-size:9pt;color:#333">How the excess works: for example, if the repairs to your car cost &pound;1,200 you would pay the
first &pound;600 and we would pay &pound;600.</p>
<p>All prices include Insurance Premium Tax where it applies.</p>
<p>Regards,<br>TSB Car Insurance</p>
<p style="font-size:7.5pt;color:#666;margin-top:16pt">TSB Bank plc. Registered Office: Henry Duncan House, 120 George Street, Edinburgh EH2 4LH.
Registered in Scotland, No. SC95237. Authorised by the Prudential Regulation Authority and regulated by the Financial
Conduct Authority and the Prudential Regulation Authority under registration number 191240.</p>`,
    expected: {
      renewalDate: '2026-12-28',
      insurer: 'TSB',
      policyNumber: 'TSB-M-0093-4412',
      registrationNumber: 'YR70BZG',
      renewalPremium: '655.10',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },

  // Bank of Scotland: dot leaders in two columns, annual price beside a monthly plan (deposit, 10 instalments, APR,
  // interest, total amount payable), last year's price in its own row. Expected: annual £823.44, previous £799.08.
  {
    name: 'bank-of-scotland-dot-leaders-monthly',
    html: `
<div style="text-align:center;border-bottom:1px solid #003b71;padding-bottom:6pt">
  <div style="font-size:18pt;color:#003b71;font-family:Georgia,serif">Bank of Scotland</div>
  <div style="font-size:9pt">Car Insurance</div>
</div>
<p style="margin-top:12pt">Mr Callum Reid<br>31 Dalkeith Road<br>Edinburgh<br>EH16 5BU</p>
<p>Policy reference: BOS 7720 3319 K &nbsp;&nbsp; Date of letter: 20 November 2026</p>
<p>Dear Mr Reid,</p>
<p>Your car insurance for the Peugeot 2008, registration SK17 RVN, is due for renewal. Renewal date: <b>1 March 2027</b>.</p>
<div class="cols" style="font-size:9.5pt">
  <div>
    <div style="font-weight:bold;margin-bottom:4pt">Paying annually</div>
    <div style="display:flex"><span>This year's premium</span><span style="flex:1;border-bottom:1px dotted #000;margin:0 3pt 4pt"></span><span>&pound;823.44</span></div>
    <div style="display:flex"><span>Last year's premium</span><span style="flex:1;border-bottom:1px dotted #000;margin:0 3pt 4pt"></span><span>&pound;799.08</span></div>
  </div>
  <div>
    <div style="font-weight:bold;margin-bottom:4pt">Paying monthly</div>
    <div style="display:flex"><span>Deposit</span><span style="flex:1;border-bottom:1px dotted #000;margin:0 3pt 4pt"></span><span>&pound;82.34</span></div>
    <div style="display:flex"><span>10 monthly instalments of</span><span style="flex:1;border-bottom:1px dotted #000;margin:0 3pt 4pt"></span><span>&pound;78.64</span></div>
    <div style="display:flex"><span>Interest</span><span style="flex:1;border-bottom:1px dotted #000;margin:0 3pt 4pt"></span><span>&pound;45.30</span></div>
    <div style="display:flex"><span>APR (representative)</span><span style="flex:1;border-bottom:1px dotted #000;margin:0 3pt 4pt"></span><span>13.9%</span></div>
    <div style="display:flex"><span>Total amount payable</span><span style="flex:1;border-bottom:1px dotted #000;margin:0 3pt 4pt"></span><span>&pound;868.74</span></div>
  </div>
</div>
<p style="margin-top:10pt">Your excess: compulsory &pound;250, voluntary &pound;250, total &pound;500.</p>
<p style="font-size:8.5pt">Please read the enclosed Statement of Fact. If any details are wrong your policy may not cover you.</p>
<p>Yours sincerely,<br>Fiona MacLeod<br>Customer Services Manager</p>
<p style="font-size:7.5pt;color:#555;border-top:1px solid #ccc;padding-top:4pt">Bank of Scotland Car Insurance is arranged by St Andrew's Insurance plc.
Bank of Scotland plc. Registered office: The Mound, Edinburgh EH1 1YZ. Registered in Scotland no. SC327000. Authorised by the
Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA under number 169628.</p>`,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Bank of Scotland',
      policyNumber: 'BOS 7720 3319 K',
      registrationNumber: 'SK17RVN',
      renewalPremium: '823.44',
      previousPremium: '799.08',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // Age Co (photo, sideways): a friendly letter, the price in a sentence 'down from'. Expected: £412.58, previous
  // £436.90.
  {
    name: 'age-co-down-from-sideways',
    photo: 'sideways',
    html: `
<div style="font-size:11.5pt">
<div style="font-size:22pt;font-weight:bold;color:#6b2c91">Age Co</div>
<div style="font-size:10pt;margin-bottom:14pt">Car Insurance for the over 50s</div>
<p>Mr Roy Ellison<br>4 Meadow Bank<br>Kendal<br>LA9 6HR</p>
<p>Policy number: AGC/MTR/55012846</p>
<p>Dear Mr Ellison,</p>
<p>Thank you for choosing Age Co. Your cover renews on <b>12th January 2027</b>.</p>
<p style="font-size:13pt">Your premium this year is <b>&pound;412.58</b>, down from &pound;436.90.</p>
<p>Your car: Honda CR-V, registration LB13 OKT</p>
<p>Your excess is made up of a compulsory excess of &pound;100 and a voluntary excess of &pound;150, a total excess of &pound;250.</p>
<p>Personal accident cover of up to &pound;5,000 is included at no extra cost.</p>
<p>With best wishes,<br>The Age Co team</p>
<p style="font-size:8pt">Age Co Car Insurance is arranged by Age Co Limited (company number 07837911), registered office 7th Floor,
One America Square, 17 Crosswall, London EC3N 2LB. Authorised and regulated by the Financial Conduct Authority (FRN 706420).</p>
</div>`,
    expected: {
      renewalDate: '2027-01-12',
      insurer: 'Age Co',
      policyNumber: 'AGC/MTR/55012846',
      registrationNumber: 'LB13OKT',
      renewalPremium: '412.58',
      previousPremium: '436.90',
      compulsoryExcess: '100',
      voluntaryExcess: '150',
      totalExcess: '250',
    },
  },

  // Green Flag: a bar-chart-like row of three labels (last year, this year, and an 'average price for similar drivers'
  // distractor). Expected: this year £563.10, last year £521.40. No voluntary excess (the notice says none).
  {
    name: 'green-flag-bar-row-market-average',
    html: `
<div style="background:#00a651;color:#fff;padding:8pt 12pt;display:flex;justify-content:space-between;align-items:center">
  <span style="font-size:18pt;font-weight:bold">Green Flag</span><span style="font-size:9pt">Car Insurance renewal</span>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mr Tomasz Nowak<br>118 Longbridge Lane<br>Birmingham<br>B31 4RG</div>
  <div style="font-size:9pt">Policy no. GFCI00482913<br>Car: Mazda 3, BD66 UXY<br>Letter date: 28 November 2026</div>
</div>
<p>Hi Tomasz,</p>
<p>Your new policy year begins <b>5 April 2027</b>. Here's how your price compares.</p>
<div style="display:flex;align-items:flex-end;gap:26pt;height:120pt;margin:12pt 0 4pt;padding-left:10pt;border-bottom:1px solid #333">
  <div style="width:70pt;background:#b7e4c7;height:83pt"></div>
  <div style="width:70pt;background:#00a651;height:90pt"></div>
  <div style="width:70pt;background:#ccc;height:102pt"></div>
</div>
<div style="display:flex;gap:26pt;padding-left:10pt;font-size:9pt;text-align:center">
  <div style="width:70pt">Your price last year<br><b>&pound;521.40</b></div>
  <div style="width:70pt">Your price this year<br><b>&pound;563.10</b></div>
  <div style="width:70pt">Average price for similar drivers<br>&pound;640.00</div>
</div>
<p style="margin-top:12pt">Compulsory excess: &pound;350. Voluntary excess: none.</p>
<p style="font-size:8.5pt">The average price is taken from quotes given to drivers with a similar car and postcode in the last three months and is for guidance only.</p>
<p>Thanks,<br>Green Flag</p>
<p style="font-size:7.5pt;color:#555;border-top:1px solid #ccc;padding-top:4pt">Green Flag Car Insurance is underwritten by U K Insurance Limited. Green Flag Limited,
registered in England and Wales No. 2758909, registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Authorised and
regulated by the Financial Conduct Authority (FRN 311918).</p>`,
    expected: {
      renewalDate: '2027-04-05',
      insurer: 'Green Flag',
      policyNumber: 'GFCI00482913',
      registrationNumber: 'BD66UXY',
      renewalPremium: '563.10',
      previousPremium: '521.40',
      compulsoryExcess: '350',
    },
  },

  // Cornmarket (broker): insurer premium, IPT and an arrangement fee in separate rows, then the total you pay.
  // Expected: £603.44, the total for the car insurance the customer pays (premium + IPT + broker fee, no add-ons);
  // last year £588.10 'including IPT and fees'. A period of insurance 17/02/2027 to 16/02/2028; a windscreen excess
  // as a distractor.
  {
    name: 'cornmarket-ipt-and-fee-rows',
    html: `
<table style="width:100%"><tr>
  <td style="font-size:17pt;font-weight:bold;color:#1b365d">Cornmarket</td>
  <td class="r" style="font-size:8.5pt">Cornmarket Insurance Services<br>Christchurch House, Upper George Street<br>Luton LU1 2RS</td>
</tr></table>
<h3 style="margin:10pt 0 4pt;font-size:12pt">Motor Insurance &ndash; Renewal Schedule</h3>
<table style="font-size:9.5pt">
  <tr><td>Policyholder</td><td>Mrs Helen Doyle, 6 Riverside Walk, Chester CH1 2EF</td></tr>
  <tr><td>Policy number</td><td>CMK/PC/0194552</td></tr>
  <tr><td>Period of insurance</td><td>17/02/2027 to 16/02/2028 (both dates inclusive)</td></tr>
  <tr><td>Vehicle</td><td>Kia Niro, registration EF15 LMO</td></tr>
</table>
<p>Dear Mrs Doyle, as a member of the teaching profession you benefit from our scheme rates. Your renewal terms are below.</p>
<table style="width:70%;border:1px solid #999">
  <tr><th colspan="2" style="background:#1b365d;color:#fff;padding-left:6pt">Premium breakdown</th></tr>
  <tr><td style="padding-left:6pt">Insurer's premium</td><td class="r">&pound;512.00</td></tr>
  <tr><td style="padding-left:6pt">Insurance Premium Tax (12%)</td><td class="r">&pound;61.44</td></tr>
  <tr><td style="padding-left:6pt">Arrangement fee</td><td class="r">&pound;30.00</td></tr>
  <tr style="font-weight:bold"><td style="padding-left:6pt">Total amount you pay</td><td class="r">&pound;603.44</td></tr>
</table>
<p style="font-size:9.5pt">Your premium last year: &pound;588.10 (including IPT and fees).</p>
<table style="font-size:9.5pt">
  <tr><th>Excesses (accidental damage, fire and theft)</th><th></th></tr>
  <tr><td>Compulsory</td><td class="r">&pound;200</td></tr>
  <tr><td>Voluntary</td><td class="r">&pound;200</td></tr>
  <tr><td>Total</td><td class="r">&pound;400</td></tr>
  <tr><td>Windscreen replacement excess</td><td class="r">&pound;75</td></tr>
</table>
<p style="font-size:8.5pt">Our arrangement fee is non-refundable after 14 days. Cornmarket acts as your agent in arranging this insurance.</p>
<p style="font-size:7.5pt;color:#555;border-top:1px solid #ccc;padding-top:4pt">Cornmarket Insurance Services is a trading name of Cornmarket Insurance Services Limited,
registered in England No. 01447712. Authorised and regulated by the Financial Conduct Authority, firm reference number 308099.</p>`,
    expected: {
      renewalDate: '2027-02-17',
      insurer: 'Cornmarket',
      policyNumber: 'CMK/PC/0194552',
      registrationNumber: 'EF15LMO',
      renewalPremium: '603.44',
      previousPremium: '588.10',
      compulsoryExcess: '200',
      voluntaryExcess: '200',
      totalExcess: '400',
    },
  },

  // Forces Mutual (photo, upright): a price box with a premium before loyalty discount, the discount, and 'you pay';
  // last year's price in a sentence. Expected: £432.25 (you pay), previous £440.00.
  {
    name: 'forces-mutual-loyalty-box-photo',
    photo: true,
    html: `
<div style="font-size:11.5pt">
<div style="font-size:21pt;font-weight:bold;color:#0b2a4a">Forces Mutual</div>
<div style="font-size:10pt;margin-bottom:12pt">Car Insurance for the Armed Forces community</div>
<p>Sgt Liam Turner<br>22 Tidworth Road<br>Ludgershall<br>SP11 9QT</p>
<p>Policy number: FM-CAR-339120<br>Renewal date: 30 December 2026</p>
<p>Dear Sgt Turner,</p>
<p>Thank you for staying with us. Last year you paid &pound;440.00.</p>
<div class="box" style="width:70%;font-size:12pt;margin:8pt 0">
  <table style="width:100%">
    <tr><td>Premium before loyalty discount</td><td class="r">&pound;455.00</td></tr>
    <tr><td>Loyalty discount</td><td class="r">&minus;&pound;22.75</td></tr>
    <tr><td><b>You pay</b></td><td class="r"><b>&pound;432.25</b></td></tr>
  </table>
</div>
<p>Vehicle: Seat Leon, KN20 WHA</p>
<p>Compulsory excess &pound;250 / Voluntary excess &pound;100 / Total excess &pound;350</p>
<p>Yours sincerely,<br>Forces Mutual</p>
<p style="font-size:8pt">Forces Mutual is a trading name of Forces Mutual Ltd, registered in England No. 08119921, registered office
Alexandra House, Queen Street, Harrogate HG1 1AA. Authorised and regulated by the Financial Conduct Authority, FRN 114942.</p>
</div>`,
    expected: {
      renewalDate: '2026-12-30',
      insurer: 'Forces Mutual',
      policyNumber: 'FM-CAR-339120',
      registrationNumber: 'KN20WHA',
      renewalPremium: '432.25',
      previousPremium: '440.00',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },

  // Provident Insurance: a schedule where the price did not change ('the same as last year'), an effective date
  // 09.03.2027, an old prefix registration (X214 BNL), and a young driver's extra excess as a distractor.
  // Expected: £367.80 this year and last.
  {
    name: 'provident-same-price-schedule',
    html: `
<div style="border:2px solid #222;padding:8pt 12pt">
  <div style="font-size:17pt;font-weight:bold">Provident Insurance</div>
  <div style="font-size:9pt">Private Car Insurance &middot; Renewal Schedule</div>
</div>
<table style="width:100%;margin-top:10pt;font-size:9.5pt">
  <tr><td style="width:35%"><b>Policy No.</b></td><td>PRV/8823104/MC</td></tr>
  <tr><td><b>Insured</b></td><td>Mr Anthony Fairbrother, 73 Holme Lane, Sheffield S6 4JQ</td></tr>
  <tr><td><b>Effective date</b></td><td>09.03.2027</td></tr>
  <tr><td><b>Expiry date</b></td><td>08.03.2028</td></tr>
  <tr><td><b>Vehicle</b></td><td>Ford Focus 1.6 Zetec &ndash; X214 BNL</td></tr>
  <tr><td><b>Cover</b></td><td>Comprehensive, Social Domestic &amp; Pleasure including commuting</td></tr>
</table>
<p style="margin-top:10pt">Dear Mr Fairbrother,</p>
<p>Your renewal premium: <b>&pound;367.80</b>. This is the same as last year (last year's premium &pound;367.80).</p>
<table style="font-size:9.5pt;border:1px solid #999;margin:6pt 0">
  <tr><td style="padding-left:6pt">Compulsory excess</td><td class="r">&pound;300</td></tr>
  <tr><td style="padding-left:6pt">Voluntary excess</td><td class="r">&pound;150</td></tr>
  <tr><td style="padding-left:6pt"><b>Total excess</b></td><td class="r"><b>&pound;450</b></td></tr>
  <tr><td style="padding-left:6pt;font-size:8.5pt">Additional excess for drivers under 25</td><td class="r" style="font-size:8.5pt">&pound;250</td></tr>
</table>
<p style="font-size:8.5pt">The premium includes Insurance Premium Tax. Please keep this schedule with your certificate of motor insurance.</p>
<p style="font-size:7.5pt;color:#555;border-top:1px solid #ccc;padding-top:4pt">Provident Insurance is a trading name of Covéa Insurance plc. Registered office: A&amp;B Building,
Norwich NR1 3JL. Registered in England and Wales No. 613259. Authorised by the Prudential Regulation Authority and regulated by
the Financial Conduct Authority and the PRA (Financial Services Register No. 202277).</p>`,
    expected: {
      renewalDate: '2027-03-09',
      insurer: 'Provident Insurance',
      policyNumber: 'PRV/8823104/MC',
      registrationNumber: 'X214BNL',
      renewalPremium: '367.80',
      previousPremium: '367.80',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },

  // Vauxhall Insurance: a two-year table with add-ons (legal expenses, personal accident) and totals, and a quote for
  // the upgraded 'Premier' product. Expected: car insurance £629.95, previous £584.30.
  {
    name: 'vauxhall-addons-upgrade-quote',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #ffd100">
  <span style="font-size:19pt;font-weight:bold">Vauxhall Insurance</span><span style="font-size:9pt">Renewal notice</span>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mrs Joanne Pickering<br>2 Cedar Court<br>Luton<br>LU3 2BW</div>
  <div class="r" style="font-size:9pt">Policy number VXI 400 187 332<br>Vauxhall Astra Sports Tourer<br>Registration HN71 CTJ<br>Dated 27 November 2026</div>
</div>
<p>Dear Mrs Pickering,</p>
<p>Your renewal date is <b>22 January 2027</b>. Here is what you'll pay, side by side with last year.</p>
<table style="width:100%;font-size:9.5pt">
  <tr style="border-bottom:1px solid #333"><th></th><th class="r">2026</th><th class="r">2027</th></tr>
  <tr><td>Car insurance</td><td class="r">&pound;584.30</td><td class="r">&pound;629.95</td></tr>
  <tr><td>Vauxhall Assistance (breakdown)</td><td class="r">Included</td><td class="r">Included</td></tr>
  <tr><td>Legal expenses</td><td class="r">&pound;29.99</td><td class="r">&pound;29.99</td></tr>
  <tr><td>Personal accident (&pound;10,000)</td><td class="r">&pound;12.00</td><td class="r">&pound;15.00</td></tr>
  <tr style="border-top:1px solid #333;font-weight:bold"><td>Total</td><td class="r">&pound;626.29</td><td class="r">&pound;674.94</td></tr>
</table>
<div class="box" style="margin:10pt 0;background:#fffbe6">Upgrade to <b>Vauxhall Insurance Premier</b> with a guaranteed
courtesy car, key cover and windscreen cover with no excess: your price would be &pound;712.40 for the car insurance.</div>
<p>Excesses: Compulsory &pound;250 | Voluntary &pound;250 | Total &pound;500</p>
<p style="font-size:8.5pt">Prices include Insurance Premium Tax at the current rate.</p>
<p style="font-size:7.5pt;color:#555;border-top:1px solid #ccc;padding-top:4pt">Vauxhall Insurance is arranged by Vauxhall Finance plc, registered in England and Wales
No. 01229924, registered office Griffin House, Osborne Road, Luton LU1 3YT. Authorised and regulated by the Financial Conduct Authority (FRN 311544).</p>`,
    expected: {
      renewalDate: '2027-01-22',
      insurer: 'Vauxhall Insurance',
      policyNumber: 'VXI 400 187 332',
      registrationNumber: 'HN71CTJ',
      renewalPremium: '629.95',
      previousPremium: '584.30',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // Kia Insurance (photo, sideways): annual price against a monthly plan (12 payments, APR, total amount payable),
  // last year's price in a row. Expected: annual £538.20, previous £501.75.
  {
    name: 'kia-annual-vs-monthly-sideways',
    photo: 'sideways',
    html: `
<div style="font-size:11.5pt">
<div style="font-size:22pt;font-weight:bold;letter-spacing:2pt">KIA <span style="font-size:12pt;letter-spacing:0">Insurance</span></div>
<p style="margin-top:12pt">Mr Sanjay Mistry<br>40 Belgrave Gate<br>Leicester<br>LE1 3GQ</p>
<p>Policy number: KIA/09113872<br>Your new policy starts: 19 February 2027</p>
<p>Dear Mr Mistry,</p>
<p>Your Kia Sportage, registration CE24 FZW, is due for renewal.</p>
<table style="font-size:12pt;margin:6pt 0">
  <tr><td>Last year</td><td class="r">&pound;501.75</td></tr>
  <tr><td><b>Pay annually</b></td><td class="r"><b>&pound;538.20</b></td></tr>
  <tr><td>Or pay monthly: 12 payments of</td><td class="r">&pound;48.80</td></tr>
  <tr><td>APR</td><td class="r">16.8%</td></tr>
  <tr><td>Total amount payable (monthly)</td><td class="r">&pound;585.60</td></tr>
</table>
<p>Compulsory excess &pound;200, voluntary excess &pound;250, total excess &pound;450.</p>
<p>Kind regards,<br>Kia Insurance</p>
<p style="font-size:8pt">Kia Insurance is a trading name of Kia Motors (UK) Limited, registered in England No. 02942325, registered
office 2 The Heights, Brooklands, Weybridge KT13 0NY. Authorised and regulated by the Financial Conduct Authority (FRN 620140).</p>
</div>`,
    expected: {
      renewalDate: '2027-02-19',
      insurer: 'Kia Insurance',
      policyNumber: 'KIA/09113872',
      registrationNumber: 'CE24FZW',
      renewalPremium: '538.20',
      previousPremium: '501.75',
      compulsoryExcess: '200',
      voluntaryExcess: '250',
      totalExcess: '450',
    },
  },

  // Nissan Insurance: a premium, an online renewal discount and the price you pay, with the IPT amount shown; last
  // year's price as 'In 2026 you paid'. Expected: £674.10 (you pay), previous £659.00.
  {
    name: 'nissan-online-discount-ipt',
    html: `
<div style="display:grid;grid-template-columns:1fr 2fr;gap:12pt;border-bottom:1px solid #c3002f;padding-bottom:6pt">
  <div style="font-size:19pt;font-weight:bold;color:#c3002f">NISSAN</div>
  <div style="font-size:9pt;text-align:right">Nissan Insurance<br>Customer Services, PO Box 4821, Chelmsford CM99 2XT</div>
</div>
<p style="margin-top:12pt">Miss Chloe Barraclough<br>88 Station Road<br>Sunderland<br>SR4 6HL</p>
<p style="font-size:9.5pt">Policy number: NIS-UK-00582741 &middot; Vehicle: Nissan Juke, NU23 KXZ &middot; Letter date 29 November 2026</p>
<p>Dear Chloe,</p>
<p>Policy start date: <b>15/04/2027</b>. In 2026 you paid &pound;659.00 for your car insurance.</p>
<table style="width:60%;margin:6pt 0">
  <tr><td>Premium</td><td class="r">&pound;694.10</td></tr>
  <tr><td>Online renewal discount</td><td class="r">&minus;&pound;20.00</td></tr>
  <tr style="font-weight:bold;border-top:1px solid #333"><td>Price you pay</td><td class="r">&pound;674.10</td></tr>
  <tr style="font-size:8.5pt;color:#555"><td>of which Insurance Premium Tax</td><td class="r">&pound;72.22</td></tr>
</table>
<p>Excess: Compulsory &pound;300, Voluntary &pound;100, Total &pound;400.</p>
<p style="font-size:8.5pt">You get the online renewal discount because you manage your policy in your online account; it is already taken off the price you pay.</p>
<p>Best regards,<br>Nissan Insurance</p>
<p style="font-size:7.5pt;color:#555;border-top:1px solid #ccc;padding-top:4pt">Nissan Insurance is provided by Nissan Motor (GB) Limited, registered in England No. 00942575,
registered office The Rivers Office Park, Denham Way, Rickmansworth WD3 9YS. Authorised and regulated by the Financial Conduct Authority (FRN 311567).</p>`,
    expected: {
      renewalDate: '2027-04-15',
      insurer: 'Nissan Insurance',
      policyNumber: 'NIS-UK-00582741',
      registrationNumber: 'NU23KXZ',
      renewalPremium: '674.10',
      previousPremium: '659.00',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },

  // Honda Insurance: 'up 3% on last year's £438.47', IPT shown, a windscreen claims example with a £115 excess near
  // the price, and 'Insurance runs from 00:01 hours on 26 March 2027'. Expected: £451.62, previous £438.47.
  {
    name: 'honda-percent-claims-example',
    html: `
<div style="font-size:18pt;font-weight:bold;color:#cc0000;border-bottom:1px solid #cc0000;padding-bottom:4pt">HONDA <span style="color:#333;font-size:11pt;font-weight:normal">Insurance</span></div>
<div class="cols" style="margin-top:12pt">
  <div>Dr Imogen Sutcliffe<br>5 Orchard Rise<br>Swindon<br>SN5 7DP</div>
  <div style="font-size:9pt">Policy ref.<br><b>HON/2941/77365</b><br>Honda Civic e:HEV &ndash; OU18 MVD<br>23 November 2026</div>
</div>
<p>Dear Dr Sutcliffe,</p>
<p>Insurance runs from 00:01 hours on <b>26 March 2027</b> until midnight on 25 March 2028.</p>
<p>Your premium including IPT is <b>&pound;451.62</b>, up 3% on last year's &pound;438.47. The Insurance Premium Tax in this price is &pound;48.39.</p>
<div class="box" style="font-size:9pt;margin:8pt 0">Claims example: a typical windscreen replacement for your car costs &pound;200; after the windscreen excess of &pound;115 we'd pay &pound;85.</div>
<table style="font-size:9.5pt">
  <tr><td>Compulsory excess</td><td>&pound;250</td><td>Voluntary excess</td><td>&pound;200</td><td>Total excess</td><td>&pound;450</td></tr>
</table>
<p style="font-size:8.5pt">If your circumstances have changed please let us know before your renewal.</p>
<p>Yours sincerely,<br>Honda Insurance</p>
<p style="font-size:7.5pt;color:#555;border-top:1px solid #ccc;padding-top:4pt">Honda Insurance is arranged by Honda Motor Europe Limited, registered in England No. 00857969,
registered office Cain Road, Bracknell RG12 1HL. Authorised and regulated by the Financial Conduct Authority (FRN 310421).</p>`,
    expected: {
      renewalDate: '2027-03-26',
      insurer: 'Honda Insurance',
      policyNumber: 'HON/2941/77365',
      registrationNumber: 'OU18MVD',
      renewalPremium: '451.62',
      previousPremium: '438.47',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },

  // Lexus Insurance (photo, upright): a premium over £1,000 with a thousands comma, this year and last year in rows.
  // Expected: £1184.60 this year, £1092.35 last year.
  {
    name: 'lexus-thousands-photo',
    photo: true,
    html: `
<div style="font-size:11.5pt">
<div style="font-size:22pt;letter-spacing:4pt">LEXUS</div>
<div style="font-size:10pt;margin-bottom:12pt">Lexus Insurance</div>
<p>Mr Howard Kingsley<br>The Lodge, Pinewood Lane<br>Ascot<br>SL5 8QR</p>
<p>Policy number: LXI 66104 28</p>
<p>Dear Mr Kingsley,</p>
<p>Your policy renews on <b>7 April 2027</b>.</p>
<table style="font-size:12pt;margin:6pt 0">
  <tr><td>Premium this year</td><td class="r"><b>&pound;1,184.60</b></td></tr>
  <tr><td>Premium last year</td><td class="r">&pound;1,092.35</td></tr>
</table>
<p>Vehicle: Lexus RX 450h, registration LX73 HYB</p>
<p>Compulsory excess &pound;350. Voluntary excess &pound;250. Total excess &pound;600.</p>
<p>Key cover and a Lexus courtesy car are included.</p>
<p>Yours sincerely,<br>Lexus Insurance</p>
<p style="font-size:8pt">Lexus Insurance is a trading name of Toyota (GB) PLC, registered in England No. 00916634, registered office
Great Burgh, Burgh Heath, Epsom KT18 5UX. Authorised and regulated by the Financial Conduct Authority (FRN 311712).</p>
</div>`,
    expected: {
      renewalDate: '2027-04-07',
      insurer: 'Lexus Insurance',
      policyNumber: 'LXI 66104 28',
      registrationNumber: 'LX73HYB',
      renewalPremium: '1184.60',
      previousPremium: '1092.35',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },

  // Alan Boswell Insurance (broker): premium and broker fee with a total, last year's total, and the ABI market
  // average as a distractor. Expected: £637.00 (premium + fee, what the customer pays for the car insurance), previous
  // £611.00. No total excess printed.
  {
    name: 'alan-boswell-broker-fee-market-average',
    html: `
<div style="display:flex;justify-content:space-between;border-bottom:2px solid #00558c;padding-bottom:6pt">
  <div><div style="font-size:18pt;font-weight:bold;color:#00558c">Alan Boswell Insurance</div><div style="font-size:9pt">Insurance brokers since 1986</div></div>
  <div style="font-size:8.5pt;text-align:right">Harbour House, 126 Thorpe Road<br>Norwich NR1 1UL<br>01603 218000</div>
</div>
<p style="margin-top:12pt">Mr &amp; Mrs Peter Ashdown<br>Willow Cottage, The Street<br>Aylsham<br>NR11 6BN</p>
<p>Policy number: ABG/MOT/7731025 &nbsp;&nbsp; Renewal date: 16th December 2026</p>
<p>Dear Mr &amp; Mrs Ashdown,</p>
<p>We've reviewed the market for your Skoda Superb, registration AY16 RBE, and recommend renewing with your current insurer.</p>
<table style="width:65%">
  <tr><td>Premium (including IPT)</td><td class="r">&pound;602.00</td></tr>
  <tr><td>Our broker fee</td><td class="r">&pound;35.00</td></tr>
  <tr style="font-weight:bold;border-top:1px solid #333"><td>Total</td><td class="r">&pound;637.00</td></tr>
  <tr style="color:#555"><td>Last year's total</td><td class="r">&pound;611.00</td></tr>
</table>
<p style="font-size:9pt">For comparison, the ABI's average price paid for comprehensive motor cover in the last quarter was &pound;623.00.</p>
<p>Compulsory excess: &pound;250 &nbsp; Voluntary excess: &pound;250</p>
<p>Yours sincerely,<br>Jenny Carver, Account Executive</p>
<p style="font-size:7.5pt;color:#555;border-top:1px solid #ccc;padding-top:4pt">Alan Boswell Insurance Brokers Ltd is registered in England and Wales No. 02026144,
registered office Harbour House, 126 Thorpe Road, Norwich NR1 1UL. Authorised and regulated by the Financial Conduct Authority (FRN 308155).</p>`,
    expected: {
      renewalDate: '2026-12-16',
      insurer: 'Alan Boswell Insurance',
      policyNumber: 'ABG/MOT/7731025',
      registrationNumber: 'AY16RBE',
      renewalPremium: '637.00',
      previousPremium: '611.00',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
    },
  },

  // Asda Money: 'compared with £329.99 last year (an increase of £20.00)', optional breakdown priced apart, and monthly
  // payments. Expected: £349.99, previous £329.99.
  {
    name: 'asda-money-compared-with-monthly',
    html: `
<div style="background:#78be20;color:#fff;padding:8pt 12pt;font-size:18pt;font-weight:bold">Asda Money <span style="font-size:10pt;font-weight:normal">Car Insurance</span></div>
<p style="margin-top:12pt">Mrs Kerry Atkinson<br>17 Pennine View<br>Huddersfield<br>HD3 4NB</p>
<p style="font-size:9.5pt">Policy number ASDA-C-2210937 &middot; Vehicle MA65 TKP (Vauxhall Mokka) &middot; 21 November 2026</p>
<p>Hi Kerry,</p>
<p>Renewal date: <b>31/01/2027</b></p>
<p>Your renewal price is <b>&pound;349.99</b>, compared with &pound;329.99 last year (an increase of &pound;20.00).</p>
<p>Optional Breakdown Cover: &pound;38.00 a year &ndash; add it in your account.</p>
<p>Paying monthly? A deposit of &pound;34.99 then 10 monthly payments of &pound;33.60. APR 21.7%. Total payable &pound;370.99.</p>
<p>Excess: &pound;200 compulsory + &pound;300 voluntary = &pound;500 total.</p>
<p>Thanks for shopping with Asda Money.</p>
<p style="font-size:7.5pt;color:#555;border-top:1px solid #ccc;padding-top:4pt">Asda Money Car Insurance is arranged by Asda Financial Services Limited, registered in England No. 03769283,
registered office Asda House, Great Wilson Street, Leeds LS11 5AD. Authorised and regulated by the Financial Conduct Authority (FRN 455912).</p>`,
    expected: {
      renewalDate: '2027-01-31',
      insurer: 'Asda Money',
      policyNumber: 'ASDA-C-2210937',
      registrationNumber: 'MA65TKP',
      renewalPremium: '349.99',
      previousPremium: '329.99',
      compulsoryExcess: '200',
      voluntaryExcess: '300',
      totalExcess: '500',
    },
  },
];
