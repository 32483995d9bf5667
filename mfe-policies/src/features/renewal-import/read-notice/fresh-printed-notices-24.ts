// Set 24 (issue 47): excesses and dates in every form. Sixteen renewal invitations from sixteen UK private-car brands,
// written by a helper session without sight of the reader. See read-fresh-printed-notices-24.test.ts.
import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES_24: FreshNotice[] = [
  // 1. Direct Line: dd.mm.yy dates, an excess table by claim type with windscreen rows and an under-25 extra.
  {
    name: 'direct-line',
    html: `
<div class="cols"><div><p style="font-size:16pt"><b>DIRECT LINE</b></p><p>Direct Line, Churchill Court, Westmoreland Road,<br>Bromley BR1 1DP</p></div>
<div class="r"><p>Date of letter: 12.12.26<br>Customer number: 0088 4172 55<br>Car insurance enquiries 0345 246 3761</p></div></div>
<p>Ms Anita Kowalczyk<br>17 Orchard Rise<br>Basingstoke<br>RG24 8PL</p>
<h2>Your car insurance renewal</h2>
<table>
<tr><td>Policy number</td><td><b>DLM 7730 4418</b></td></tr>
<tr><td>Car</td><td>2021 Kia Niro 2 Self-Charging Hybrid, KM21 XTD</td></tr>
<tr><td>Cover</td><td>Comprehensive</td></tr>
<tr><td>Renewal date</td><td>08.01.27</td></tr>
<tr><td>Use</td><td>Social, domestic and pleasure including commuting</td></tr>
</table>
<p>Dear Ms Kowalczyk,</p>
<p>Thank you for insuring your car with us. Your policy is due for renewal on 08.01.27 and, as you pay by Direct Debit, it will renew automatically unless you tell us otherwise.</p>
<div class="box"><table style="width:100%">
<tr><th></th><th class="r">Last year</th><th class="r">This year</th></tr>
<tr><td>Your car insurance premium (incl. Insurance Premium Tax)</td><td class="r">£658.90</td><td class="r">£712.44</td></tr>
</table></div>
<p>Paying monthly: a deposit of £65.27 on 08.01.27 followed by 11 monthly payments of £65.31 from 08.02.27. Total amount payable £783.68, including interest of £71.24 (representative APR 19.9%).</p>
<h3>Your excesses</h3>
<table style="width:100%; border:1px solid #999">
<tr><th>Type of claim</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
<tr><td>Accidental damage</td><td class="r">£250</td><td class="r">£250</td><td class="r">£500</td></tr>
<tr><td>Fire and theft</td><td class="r">£250</td><td class="r">£250</td><td class="r">£500</td></tr>
<tr><td>Windscreen replacement</td><td class="r">£115</td><td class="r">£0</td><td class="r">£115</td></tr>
<tr><td>Windscreen repair</td><td class="r">£0</td><td class="r">£0</td><td class="r">£0</td></tr>
</table>
<p>An additional £300 excess applies to accidental damage claims while the car is being driven by anyone aged under 25.</p>
<p style="font-size:8pt">Direct Line car insurance is underwritten by U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980. U K Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, Financial Services Register number 202810.</p>`,
    expected: { renewalDate: '2027-01-08', insurer: 'Direct Line', policyNumber: 'DLM 7730 4418', registrationNumber: 'KM21XTD', renewalPremium: '712.44', previousPremium: '658.90', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },

  // 2. Aviva: 'Period of cover' from and to on separate lines; 'Policy excess'; young-driver and non-approved repairer extras; add-ons with a total.
  {
    name: 'aviva',
    html: `
<p style="font-size:18pt; color:#1a3a8a"><b>aviva</b></p>
<div class="cols"><div><p>Mr Daniel Okafor<br>Flat 4, 22 Chapel Street<br>Norwich<br>NR2 1DJ</p></div>
<div class="r"><p>21 November 2026<br>Our reference: 70329184MCR<br>Questions? 0800 051 5260</p></div></div>
<h2>It's time to renew your Aviva car insurance</h2>
<p>Dear Mr Okafor,</p>
<p>Your car insurance is coming up for renewal. Please check the details below are still right.</p>
<table>
<tr><td>Policy number:</td><td>70329184MCR</td></tr>
<tr><td>Vehicle:</td><td>Volkswagen Golf Life 1.5 TSI (LR68 PWU)</td></tr>
<tr><td>Period of cover:</td><td>From 00:01 on 19 December 2026<br>To 23:59 on 18 December 2027</td></tr>
<tr><td>Level of cover:</td><td>Comprehensive</td></tr>
</table>
<h3>Your price</h3>
<table style="width:80%">
<tr><td>Your renewal premium</td><td class="r"><b>£587.63</b></td></tr>
<tr><td>Your premium last year</td><td class="r">£541.20</td></tr>
<tr><td>Motor Legal Protection (optional)</td><td class="r">£24.99</td></tr>
<tr><td>Breakdown Cover – Roadside (optional)</td><td class="r">£39.00</td></tr>
<tr><td><b>Total to pay</b></td><td class="r"><b>£651.62</b></td></tr>
</table>
<p>Premiums include Insurance Premium Tax at 12%.</p>
<h3>What you'll pay if you claim</h3>
<table>
<tr><td>Policy excess</td><td class="r">£250</td></tr>
<tr><td>Voluntary excess</td><td class="r">£100</td></tr>
<tr><td><b>Total excess for damage, fire or theft claims</b></td><td class="r"><b>£350</b></td></tr>
<tr><td>Young or inexperienced driver excess (drivers under 21, or with a full licence held for less than 12 months) – in addition</td><td class="r">£250</td></tr>
<tr><td>Non-approved repairer excess – in addition</td><td class="r">£250</td></tr>
<tr><td>Glass replacement excess</td><td class="r">£125</td></tr>
</table>
<p>If you do nothing, we'll renew your policy automatically on 19 December 2026 and collect payment from the card ending 4471.</p>
<p style="font-size:8pt">Aviva car insurance is underwritten by Aviva Insurance Limited. Registered in Scotland No. 2116. Registered office: Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Firm reference number 202153.</p>`,
    expected: { renewalDate: '2026-12-19', insurer: 'Aviva', policyNumber: '70329184MCR', registrationNumber: 'LR68PWU', renewalPremium: '587.63', previousPremium: '541.20', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },

  // 3. LV=: weekday dates ('Thu 21 Jan 2027'), 'Effective date', a Nil voluntary excess and a named young driver's extra excess.
  {
    name: 'lv',
    html: `
<div class="cols"><div><p style="font-size:20pt; color:#006400"><b>LV=</b></p><p>Liverpool Victoria<br>County Gates, Bournemouth BH1 2NF</p></div>
<div class="r"><p>Issued: Mon 21 Dec 2026<br>Policy: LVC 2109 8837 11<br>Call us: 0330 1234 460</p></div></div>
<p>Mrs Harriet Grant<br>5 Wessex Close<br>Poole<br>BH14 0QS</p>
<h2>Your renewal documents</h2>
<p>Dear Mrs Grant, here is your renewal invitation for your LV= car insurance.</p>
<table style="width:100%; border:1px solid #999">
<tr><td>Policy number</td><td>LVC 2109 8837 11</td><td>Effective date</td><td>Thu 21 Jan 2027</td></tr>
<tr><td>Registration</td><td>WP17 HZL</td><td>Expiry date</td><td>Thu 20 Jan 2028</td></tr>
<tr><td>Make and model</td><td>Ford Focus Titanium 1.0</td><td>Cover</td><td>Comprehensive</td></tr>
</table>
<h3>Your premium</h3>
<p>This year's premium: <b>£498.07</b><br>Last year's premium: £463.52</p>
<p>Your payment of £498.07 will be taken from your account on or after Thu 21 Jan 2027.</p>
<h3>Drivers</h3>
<table>
<tr><th>Driver</th><th>Date of birth</th><th>Licence held</th></tr>
<tr><td>Mrs Harriet Grant (policyholder)</td><td>Wed 12 Mar 1975</td><td>30 years</td></tr>
<tr><td>Mr Oliver Grant (named driver)</td><td>Sat 04 Aug 2007</td><td>1 year</td></tr>
</table>
<h3>Excesses</h3>
<table>
<tr><td>Compulsory excess</td><td class="r">£200</td></tr>
<tr><td>Voluntary excess</td><td class="r">Nil</td></tr>
<tr><td>Total excess</td><td class="r">£200</td></tr>
<tr><td>Windscreen replacement excess</td><td class="r">£95</td></tr>
<tr><td>Windscreen repair excess</td><td class="r">£25</td></tr>
</table>
<p>When Mr Oliver Grant is driving, an additional young driver excess of £350 applies, making £550 in all.</p>
<p style="font-size:8pt">LV= and LV= Liverpool Victoria are registered trademarks of Liverpool Victoria Financial Services Limited and used under licence by Liverpool Victoria Insurance Company Limited (LVIC). LVIC is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, register number 202965. Registered in England and Wales number 3232514.</p>`,
    expected: { renewalDate: '2027-01-21', insurer: 'LV=', policyNumber: 'LVC 2109 8837 11', registrationNumber: 'WP17HZL', renewalPremium: '498.07', previousPremium: '463.52', compulsoryExcess: '200', voluntaryExcess: '0', totalExcess: '200' },
  },

  // 4. Churchill: 'Start date' and 'End date' columns, another policy (home) in the same table.
  {
    name: 'churchill',
    html: `
<p style="font-size:18pt"><b>Churchill</b></p>
<p class="r">Churchill Insurance, PO Box 1178, Bromley BR1 9FH<br>Date: 06/01/2027</p>
<p>Mr Gareth Llewellyn<br>9 Heol y Felin<br>Cardiff<br>CF14 7RT</p>
<h2>Your Churchill car insurance is due for renewal</h2>
<p>Dear Mr Llewellyn,</p>
<p>Here's a summary of the policies you hold with us.</p>
<table style="width:100%; border:1px solid #999">
<tr><th>Policy</th><th>Policy number</th><th>Start date</th><th>End date</th><th class="r">Premium</th></tr>
<tr><td>Car insurance – Skoda Octavia, BF70 ONK</td><td>MC 3381 2094</td><td>03/02/2027</td><td>02/02/2028</td><td class="r">£823.15</td></tr>
<tr><td>Home insurance (not renewing now)</td><td>HH 5520 7716</td><td>15/06/2026</td><td>14/06/2027</td><td class="r">£312.60</td></tr>
</table>
<p>Your car insurance premium last year was £779.40. This year it is £823.15, including Insurance Premium Tax.</p>
<h3>Excesses on your car policy</h3>
<table>
<tr><th>Claim</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
<tr><td>Accidental damage</td><td class="r">£300</td><td class="r">£250</td><td class="r">£550</td></tr>
<tr><td>Fire and theft</td><td class="r">£300</td><td class="r">£250</td><td class="r">£550</td></tr>
<tr><td>Windscreen replacement</td><td class="r">£90</td><td class="r">–</td><td class="r">£90</td></tr>
<tr><td>Windscreen repair</td><td class="r">£10</td><td class="r">–</td><td class="r">£10</td></tr>
<tr><td>Key loss</td><td class="r">£100</td><td class="r">–</td><td class="r">£100</td></tr>
</table>
<p>You don't need to do anything: we'll renew your car policy on 03/02/2027 and take £823.15 from the card we hold.</p>
<p style="font-size:8pt">Churchill car insurance policies are underwritten by U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980. U K Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, FRN 202810.</p>`,
    expected: { renewalDate: '2027-02-03', insurer: 'Churchill', policyNumber: 'MC 3381 2094', registrationNumber: 'BF70ONK', renewalPremium: '823.15', previousPremium: '779.40', compulsoryExcess: '300', voluntaryExcess: '250', totalExcess: '550' },
  },

  // 5. esure: ISO dates throughout, a past claim's date, £0 voluntary excess.
  {
    name: 'esure',
    html: `
<p style="font-size:18pt"><b>esure</b> car insurance</p>
<table style="width:100%"><tr><td>Miss Priya Ramaswamy<br>48 Beech Avenue<br>Leicester<br>LE3 9HG</td>
<td class="r">Letter date: 2027-01-20<br>Policy ref: E/MOT/29308841<br>0345 600 3950</td></tr></table>
<h2>Your renewal invitation</h2>
<div class="box"><table>
<tr><td>Cover start</td><td>2027-02-17</td></tr>
<tr><td>Cover end</td><td>2028-02-16</td></tr>
<tr><td>Car</td><td>Toyota Yaris Icon, YE19 MUO</td></tr>
<tr><td>Policy ref</td><td>E/MOT/29308841</td></tr>
</table></div>
<p>Dear Miss Ramaswamy,</p>
<p>Your renewal price is <b>£934.76</b>. Last year you paid £871.05.</p>
<p>Why has my price changed? Claims costs have risen across the market, and we've recorded the following claim on your policy:</p>
<table><tr><th>Date of incident</th><th>Type</th><th>Cost</th></tr>
<tr><td>2026-05-09</td><td>Accident – third party damage</td><td>£2,140.00</td></tr></table>
<h3>Excess</h3>
<p>Policy excess: £350 &nbsp; | &nbsp; Voluntary excess: £0 &nbsp; | &nbsp; Total excess: £350</p>
<p>Glass: replacement £100, repair £0. Drivers under 25 pay an additional £250 excess.</p>
<p>Your next payment of £934.76 will be collected on 2027-02-17.</p>
<p style="font-size:8pt">esure is a trading name of esure Services Limited, which is authorised and regulated by the Financial Conduct Authority (FRN 307207). Policies are underwritten by esure Insurance Limited. Registered office: The Observatory, Reigate RH2 0SG. Registered in England and Wales No. 3796028.</p>`,
    expected: { renewalDate: '2027-02-17', insurer: 'esure', policyNumber: 'E/MOT/29308841', registrationNumber: 'YE19MUO', renewalPremium: '934.76', previousPremium: '871.05', compulsoryExcess: '350', voluntaryExcess: '0', totalExcess: '350' },
  },

  // 6. Saga: the renewal date only as an expiry at midnight, the excess only in prose, a date of birth.
  {
    name: 'saga',
    html: `
<p style="font-size:18pt"><b>SAGA</b></p>
<p class="r">Saga Services Limited, Enbrook Park, Sandgate, Folkestone CT20 3SE<br>8 December 2026</p>
<p>Mr Raymond Ashworth<br>2 The Paddocks<br>Harrogate<br>HG2 8LE</p>
<p>Policy number: SMC 4410 9927<br>Date of birth: 22/07/1953<br>Car: Honda Jazz EX, GN16 VFA</p>
<p>Dear Mr Ashworth,</p>
<h2>Renewing your Saga Car Insurance</h2>
<p>Your current policy expires at midnight on 13 January 2027. We'd like to continue insuring you, and your renewal premium for the next twelve months is <b>£402.88</b>. Last year you paid £389.10.</p>
<p>You pay by monthly Direct Debit at no extra cost: a first payment of £33.61 and then 11 payments of £33.57, £402.88 in all.</p>
<p>If you need to make a claim for damage to your car, you pay the first £350 of any claim, made up of a compulsory excess of £100 and the £250 voluntary excess you chose. The same applies to fire and theft claims. If your windscreen is replaced you pay £75; a repair costs you nothing.</p>
<p>Your cover includes a courtesy car and European cover for up to 90 days per trip.</p>
<p style="font-size:8pt">Saga Car Insurance is arranged and administered by Saga Services Limited, which is authorised and regulated by the Financial Conduct Authority (FRN 311115), and underwritten by Acromas Insurance Company Limited. Registered office: Enbrook Park, Sandgate, Folkestone, Kent CT20 3SE.</p>`,
    expected: { renewalDate: '2027-01-14', insurer: 'Saga', policyNumber: 'SMC 4410 9927', registrationNumber: 'GN16VFA', renewalPremium: '402.88', previousPremium: '389.10', compulsoryExcess: '100', voluntaryExcess: '250', totalExcess: '350' },
  },

  // 7. NFU Mutual: ordinal dates, excesses per driver, a named young driver's date of birth and a past claim.
  {
    name: 'nfu-mutual',
    html: `
<div class="cols"><div><p style="font-size:16pt"><b>NFU Mutual</b></p><p>Ludlow Agency<br>14 Corve Street, Ludlow SY8 1DA<br>Tel 01584 872 310</p></div>
<div class="r"><p>29th December 2026</p></div></div>
<p>Mr Thomas Pryce<br>Upper Haven Farm<br>Clun<br>Craven Arms<br>SY7 8JB</p>
<h2>Renewal of your Car Insurance</h2>
<table>
<tr><td>Policy number</td><td>021M4478390</td></tr>
<tr><td>Effective date</td><td>22nd January 2027</td></tr>
<tr><td>Vehicle</td><td>Land Rover Discovery Sport SE – DX22 RFO</td></tr>
<tr><td>Cover</td><td>Comprehensive</td></tr>
</table>
<p>Dear Mr Pryce,</p>
<p>Your policy is due for renewal on 22nd January 2027. Your renewal premium is £1,126.40 (last year £1,054.75), which will be collected by Direct Debit on 22nd January 2027.</p>
<h3>Drivers and excesses</h3>
<table style="width:100%; border:1px solid #999">
<tr><th>Driver</th><th>Born</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
<tr><td>Mr Thomas Pryce (policyholder)</td><td>3rd May 1968</td><td class="r">£150</td><td class="r">£100</td><td class="r">£250</td></tr>
<tr><td>Miss Ellie Pryce (named driver)</td><td>11th March 2008</td><td class="r">£550</td><td class="r">£100</td><td class="r">£650</td></tr>
</table>
<p>Miss Pryce's compulsory excess includes a £400 young driver excess.</p>
<h3>Claims and convictions</h3>
<p>Claim dated 2nd August 2025: theft of contents from vehicle, £380 paid. No convictions declared.</p>
<p style="font-size:8pt">NFU Mutual is The National Farmers Union Mutual Insurance Society Limited (No. 111982). Registered in England. Registered Office: Tiddington Road, Stratford-upon-Avon, Warwickshire CV37 7BJ. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. A member of the Association of British Insurers.</p>`,
    expected: { renewalDate: '2027-01-22', insurer: 'NFU Mutual', policyNumber: '021M4478390', registrationNumber: 'DX22RFO', renewalPremium: '1126.40', previousPremium: '1054.75', compulsoryExcess: '150', voluntaryExcess: '100', totalExcess: '250' },
  },

  // 8. 1st Central: dd-Mon-yyyy dates, 'Standard excess' and 'Own choice excess', monthly plan with APR.
  {
    name: '1st-central',
    html: `
<p style="font-size:18pt"><b>1st CENTRAL</b></p>
<p class="r">1st Central, Capital House, 1-5 Perrymount Road, Haywards Heath RH16 3SY<br>Created: 09-Feb-2027</p>
<p>Mr Kyle Brennan<br>71 Moss Lane<br>Manchester<br>M16 8BW</p>
<h2>Your renewal quote</h2>
<table style="border:1px solid #999">
<tr><td>Policy no.</td><td>1C-PC-07741206</td></tr>
<tr><td>Policy start</td><td>09-Mar-2027</td></tr>
<tr><td>Policy end</td><td>08-Mar-2028</td></tr>
<tr><td>Vehicle reg</td><td>MA63 ZCK</td></tr>
<tr><td>Vehicle</td><td>Vauxhall Corsa SE 1.2 (2013)</td></tr>
<tr><td>Main driver DOB</td><td>17-Oct-1999</td></tr>
</table>
<h3>Price</h3>
<table>
<tr><td>Renewal premium</td><td class="r"><b>£1,248.36</b></td></tr>
<tr><td>Previous year's premium</td><td class="r">£1,193.02</td></tr>
</table>
<p>Pay monthly: deposit £129.33 on 09-Mar-2027, then 10 instalments of £129.38 starting 09-Apr-2027. Total payable £1,423.13 (interest £174.77, APR 29.9% representative).</p>
<h3>Excess</h3>
<table>
<tr><td>Standard excess</td><td class="r">£400</td></tr>
<tr><td>Own choice excess</td><td class="r">£100</td></tr>
<tr><td>Total excess</td><td class="r">£500</td></tr>
<tr><td>Windscreen replacement</td><td class="r">£125</td></tr>
<tr><td>Key loss / replacement locks</td><td class="r">£100</td></tr>
</table>
<p style="font-size:8pt">1st Central is a trading name of 1st Central Insurance Management Limited, authorised and regulated by the Financial Conduct Authority (FRN 503399). Policies are underwritten by 1st Central Insurance plc (Gibraltar).</p>`,
    expected: { renewalDate: '2027-03-09', insurer: '1st Central', policyNumber: '1C-PC-07741206', registrationNumber: 'MA63ZCK', renewalPremium: '1248.36', previousPremium: '1193.02', compulsoryExcess: '400', voluntaryExcess: '100', totalExcess: '500' },
  },

  // 9. Adrian Flux: period of cover in two table cells, excess columns per claim type with a Nil voluntary excess, agreed value.
  {
    name: 'adrian-flux',
    html: `
<div class="cols"><div><p style="font-size:16pt"><b>Adrian Flux</b></p><p>East Winch Hall, East Winch, King's Lynn PE32 1HN</p></div>
<div class="r"><p>Renewals team 0800 369 8590<br>Date: 27 January 2027</p></div></div>
<p>Mr Simon Achterberg<br>3 Mill Cottages<br>Swaffham<br>PE37 7QQ</p>
<h2>Renewal invitation – limited mileage classic policy</h2>
<table style="width:100%; border:1px solid #999">
<tr><td>Policy number</td><td>AF/CL/3390175</td><td>Period of cover</td><td>26/02/2027</td><td>to 25/02/2028</td></tr>
<tr><td>Vehicle</td><td colspan="4">1997 Mazda MX-5 1.8i, registration R878 JNB, agreed value £6,500, limited to 5,000 miles a year</td></tr>
</table>
<p>Dear Mr Achterberg,</p>
<p>Your renewal premium is £368.42, against £351.80 last year. This includes the 5% discount for your membership of the MX-5 Owners Club (membership no. 20417).</p>
<p>Premium finance: deposit £36.19 then 10 monthly instalments of £36.17; total payable £397.89, APR 14.6%.</p>
<table style="width:100%; border:1px solid #999">
<tr><th>Excess</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
<tr><td>Accidental damage</td><td class="r">£250</td><td class="r">Nil</td><td class="r">£250</td></tr>
<tr><td>Fire &amp; theft</td><td class="r">£250</td><td class="r">Nil</td><td class="r">£250</td></tr>
<tr><td>Windscreen</td><td class="r">£100</td><td class="r">Nil</td><td class="r">£100</td></tr>
</table>
<p style="font-size:8pt">Adrian Flux is a trading name of Adrian Flux Insurance Services, authorised and regulated by the Financial Conduct Authority (FRN 307353). This policy is underwritten by Covéa Insurance plc.</p>`,
    expected: { renewalDate: '2027-02-26', insurer: 'Adrian Flux', policyNumber: 'AF/CL/3390175', registrationNumber: 'R878JNB', renewalPremium: '368.42', previousPremium: '351.80', compulsoryExcess: '250', voluntaryExcess: '0', totalExcess: '250' },
  },

  // 10. Privilege: weekday dates, £0 voluntary excess, inexperienced-driver extra, an add-on and a total.
  {
    name: 'privilege',
    html: `
<p style="font-size:18pt"><b>Privilege</b> Car Insurance</p>
<p class="r">PO Box 1179, Bromley BR1 9FJ<br>Wed 3 Feb 2027</p>
<p>Dr Fiona McAllister<br>16 Dalkeith Road<br>Edinburgh<br>EH16 5BJ</p>
<h2>Your renewal</h2>
<table>
<tr><td>Policy number</td><td>PV 6207 1935</td></tr>
<tr><td>Renewal date</td><td>Sun 7 Mar 2027</td></tr>
<tr><td>Car</td><td>BMW 320d M Sport – FV20 XNE</td></tr>
<tr><td>Level of cover</td><td>Privilege Comprehensive Plus</td></tr>
</table>
<p>Dear Dr McAllister,</p>
<table style="width:90%">
<tr><td>Your car insurance premium this year</td><td class="r"><b>£689.99</b></td></tr>
<tr><td>What you paid last year</td><td class="r">£645.30</td></tr>
<tr><td>Guaranteed Hire Car Plus (optional extra)</td><td class="r">£27.50</td></tr>
<tr><td>Total</td><td class="r">£717.49</td></tr>
</table>
<h3>Excess</h3>
<table>
<tr><td>Compulsory excess</td><td class="r">£350</td></tr>
<tr><td>Voluntary excess</td><td class="r">£0</td></tr>
<tr><td>Total excess</td><td class="r">£350</td></tr>
<tr><td>Inexperienced driver excess (extra)</td><td class="r">£200</td></tr>
<tr><td>Windscreen replacement / repair</td><td class="r">£95 / £10</td></tr>
</table>
<p>Your Direct Debit of £717.49 will be taken on or just after Sun 7 Mar 2027.</p>
<p style="font-size:8pt">Privilege car insurance is underwritten by U K Insurance Limited, registered office The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 202810).</p>`,
    expected: { renewalDate: '2027-03-07', insurer: 'Privilege', policyNumber: 'PV 6207 1935', registrationNumber: 'FV20XNE', renewalPremium: '689.99', previousPremium: '645.30', compulsoryExcess: '350', voluntaryExcess: '0', totalExcess: '350' },
  },

  // 11. Elephant: 'Month d, yyyy' dates, non-approved repairer extra.
  {
    name: 'elephant',
    html: `
<p style="font-size:18pt"><b>Elephant</b>.co.uk</p>
<p class="r">Elephant Insurance, Ty Admiral, David Street, Cardiff CF10 2EH<br>January 4, 2027</p>
<p>Ms Chloe Barraclough<br>40 Westgate<br>Halifax<br>HX1 1PW</p>
<h2>Time to renew</h2>
<p>Dear Ms Barraclough,</p>
<p>Your Elephant car insurance renews on <b>January 30, 2027</b>.</p>
<div class="box"><table>
<tr><td>Policy number</td><td>EL 8817 2364</td></tr>
<tr><td>Car</td><td>Nissan Qashqai N-Connecta, EA15 LKY</td></tr>
<tr><td>Cover dates</td><td>January 30, 2027 – January 29, 2028</td></tr>
<tr><td>Renewal price</td><td>£556.30</td></tr>
<tr><td>Last year's price</td><td>£512.64</td></tr>
</table></div>
<h3>Your excess</h3>
<table>
<tr><td>Compulsory excess</td><td class="r">£250</td></tr>
<tr><td>Voluntary excess</td><td class="r">£500</td></tr>
<tr><td>Total excess</td><td class="r">£750</td></tr>
</table>
<p>If you use a repairer other than one of our approved repairers, an extra £200 excess applies. Windscreen claims have a £100 excess.</p>
<p>Your car's MOT is due on March 22, 2027.</p>
<p style="font-size:8pt">Elephant is a trading name of EUI Limited, which is authorised and regulated by the Financial Conduct Authority (FRN 309378). Registered office: Ty Admiral, David Street, Cardiff CF10 2EH.</p>`,
    expected: { renewalDate: '2027-01-30', insurer: 'Elephant', policyNumber: 'EL 8817 2364', registrationNumber: 'EA15LKY', renewalPremium: '556.30', previousPremium: '512.64', compulsoryExcess: '250', voluntaryExcess: '500', totalExcess: '750' },
  },

  // 12. Hastings Direct (scanned letter): cover start and end in two cells with times, a young-driver extra.
  {
    name: 'hastings-direct',
    scan: true,
    html: `
<p style="font-size:18pt"><b>Hastings Direct</b></p>
<p class="r">Conquest House, Collington Avenue, Bexhill-on-Sea TN39 3LW<br>16 November 2026</p>
<p>Mr Jordan Ellis<br>12 Kirk Road<br>Aberdeen<br>AB15 6LQ</p>
<h2>Your car insurance renewal</h2>
<table style="width:100%; border:1px solid #999">
<tr><th>Policy number</th><th>Cover start</th><th>Cover end</th></tr>
<tr><td>HD 71045896</td><td>00:01 11/12/2026</td><td>23:59 10/12/2027</td></tr>
</table>
<p>Car: Audi A3 Sportback 35 TFSI, SK66 TVB. Cover: Comprehensive (Hastings Premier).</p>
<p>Dear Mr Ellis,</p>
<table style="width:80%">
<tr><td>Your renewal premium</td><td class="r">£1,034.58</td></tr>
<tr><td>Your premium last year</td><td class="r">£968.12</td></tr>
</table>
<p>Monthly: 1 payment of £105.33 followed by 10 payments of £105.34. Total amount payable £1,158.73, including a credit charge of £124.15. Representative APR 26.5%.</p>
<h3>Excesses</h3>
<table>
<tr><td>Compulsory</td><td class="r">£350</td></tr>
<tr><td>Voluntary</td><td class="r">£250</td></tr>
<tr><td>Total</td><td class="r">£600</td></tr>
<tr><td>Additional for young drivers (under 25)</td><td class="r">£200</td></tr>
</table>
<p style="font-size:8pt">Hastings Direct is a trading name of Advantage Insurance Company Limited, authorised and regulated by the Financial Conduct Authority (FRN 202340). Registered office: Conquest House, Collington Avenue, Bexhill-on-Sea TN39 3LW.</p>`,
    expected: { renewalDate: '2026-12-11', insurer: 'Hastings Direct', policyNumber: 'HD 71045896', registrationNumber: 'SK66TVB', renewalPremium: '1034.58', previousPremium: '968.12', compulsoryExcess: '350', voluntaryExcess: '250', totalExcess: '600' },
  },

  // 13. Admiral (photo): a MultiCar policy's other car with its own renewal date, a monthly plan.
  {
    name: 'admiral',
    photo: true,
    html: `
<p style="font-size:20pt"><b>Admiral</b></p>
<p class="r">Admiral, Ty Admiral, David Street, Cardiff CF10 2EH<br>22 January 2027</p>
<p>Mrs Sandra Whitfield<br>88 Lime Grove<br>Swindon<br>SN3 4EX</p>
<h2>Your MultiCar renewal</h2>
<table style="border:1px solid #999">
<tr><td>Policy number</td><td>P 4491 2066 MC</td></tr>
<tr><td>Car</td><td>Peugeot 2008 Allure, AJ69 GWE</td></tr>
<tr><td>Your renewal date</td><td>19 February 2027</td></tr>
</table>
<p>Dear Mrs Whitfield,</p>
<p>Your renewal premium for AJ69 GWE is <b>£615.40</b>. Your premium last year was £598.00.</p>
<p>Pay monthly: a deposit of £60.99 then 10 instalments of £60.98, total £670.79 (APR 17.9%).</p>
<p>Your other car on this MultiCar policy, VX18 PLM, renews separately on 2 June 2027.</p>
<h3>Excess for AJ69 GWE</h3>
<p>Compulsory excess £250 &nbsp; Voluntary excess £250 &nbsp; Total excess £500</p>
<p style="font-size:8pt">Admiral is a trading name of EUI Limited, authorised and regulated by the Financial Conduct Authority (FRN 309378).</p>`,
    expected: { renewalDate: '2027-02-19', insurer: 'Admiral', policyNumber: 'P 4491 2066 MC', registrationNumber: 'AJ69GWE', renewalPremium: '615.40', previousPremium: '598.00', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },

  // 14. Sheilas' Wheels (photo): 'd Mon yyyy' dates, key loss excess.
  {
    name: 'sheilas-wheels',
    photo: true,
    html: `
<p style="font-size:20pt; color:#c2185b"><b>Sheilas' Wheels</b></p>
<p class="r">Sheilas' Wheels, The Observatory, Reigate RH2 0SG<br>Date: 30 Jan 2027</p>
<p>Ms Rebecca Holt<br>6 Linden Way<br>Exeter<br>EX4 6RT</p>
<h2>Your renewal invitation</h2>
<table style="border:1px solid #999">
<tr><td>Policy number</td><td>SW 55208347</td></tr>
<tr><td>Renewal date</td><td>1 Mar 2027</td></tr>
<tr><td>Vehicle</td><td>Mini Cooper 1.5, CE18 UWS</td></tr>
</table>
<p>Dear Ms Holt,</p>
<p>Renewal premium: <b>£479.12</b><br>Last year's premium: £452.87</p>
<h3>Excesses</h3>
<table>
<tr><td>Compulsory excess</td><td class="r">£150</td></tr>
<tr><td>Voluntary excess</td><td class="r">£150</td></tr>
<tr><td>Total excess</td><td class="r">£300</td></tr>
<tr><td>Key loss excess</td><td class="r">£75</td></tr>
<tr><td>Windscreen excess</td><td class="r">£85</td></tr>
</table>
<p style="font-size:8pt">Sheilas' Wheels is a trading name of esure Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 307207). Underwritten by esure Insurance Limited.</p>`,
    expected: { renewalDate: '2027-03-01', insurer: "Sheilas' Wheels", policyNumber: 'SW 55208347', registrationNumber: 'CE18UWS', renewalPremium: '479.12', previousPremium: '452.87', compulsoryExcess: '150', voluntaryExcess: '150', totalExcess: '300' },
  },

  // 15. Swinton (photo): dd-mm-yyyy dates, 'Standard excess', an MOT due date.
  {
    name: 'swinton',
    photo: true,
    html: `
<p style="font-size:20pt"><b>Swinton</b></p>
<p class="r">Swinton Insurance, Swinton House, 6 Great Marlborough Street, Manchester M1 5SW<br>Letter date 04-02-2027</p>
<p>Mr Liam Doherty<br>25 Windermere Road<br>Preston<br>PR1 6AN</p>
<h2>Your renewal</h2>
<table style="border:1px solid #999">
<tr><td>Policy number</td><td>SWI/8840371/MC</td></tr>
<tr><td>Effective date</td><td>06-03-2027</td></tr>
<tr><td>Registration</td><td>HG67 NRE</td></tr>
<tr><td>MOT due</td><td>19-05-2027</td></tr>
</table>
<p>Dear Mr Doherty,</p>
<p>New premium <b>£742.55</b> (last year £701.19). Monthly option: deposit £68.64 and 11 instalments of £68.69, total £824.23, APR 21.9%.</p>
<h3>Excess</h3>
<table>
<tr><td>Standard excess</td><td class="r">£300</td></tr>
<tr><td>Voluntary excess</td><td class="r">£200</td></tr>
<tr><td>Total excess</td><td class="r">£500</td></tr>
</table>
<p style="font-size:8pt">Swinton Insurance is a trading name of Swinton Group Limited, authorised and regulated by the Financial Conduct Authority (FRN 307263). This policy is underwritten by Ageas Insurance Limited.</p>`,
    expected: { renewalDate: '2027-03-06', insurer: 'Swinton', policyNumber: 'SWI/8840371/MC', registrationNumber: 'HG67NRE', renewalPremium: '742.55', previousPremium: '701.19', compulsoryExcess: '300', voluntaryExcess: '200', totalExcess: '500' },
  },

  // 16. Tesco Bank (sideways photo): 'renews on', excess in a two-column box.
  {
    name: 'tesco-bank',
    photo: 'sideways',
    html: `
<p style="font-size:20pt; color:#00539f"><b>Tesco Bank</b> Car Insurance</p>
<p class="r">Tesco Bank, PO Box 277, Newcastle upon Tyne NE12 2BU<br>28 December 2026</p>
<p>Mr Ahmed Siddiqui<br>102 Burnside<br>Glasgow<br>G73 4RE</p>
<h2>Your policy renews on 23 January 2027</h2>
<div class="box"><table>
<tr><td>Policy number</td><td>TCI 7402 9916</td></tr>
<tr><td>Car</td><td>Hyundai Tucson, SN71 KBW</td></tr>
<tr><td>Clubcard number</td><td>ending 3318</td></tr>
</table></div>
<p>Dear Mr Siddiqui,</p>
<p>Your Clubcard price this year: <b>£501.27</b>. Last year: £476.35.</p>
<div class="cols"><div><p>Compulsory excess: £250</p></div><div><p>Voluntary excess: £100</p></div></div>
<p>Total excess: £350</p>
<p style="font-size:8pt">Tesco Bank Car Insurance is arranged by Tesco Bank, a trading name of Tesco Personal Finance plc, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 186022). Underwritten by Ageas Insurance Limited.</p>`,
    expected: { renewalDate: '2027-01-23', insurer: 'Tesco Bank', policyNumber: 'TCI 7402 9916', registrationNumber: 'SN71KBW', renewalPremium: '501.27', previousPremium: '476.35', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },
];
