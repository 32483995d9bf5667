// Set 22 (issue 47): the big brands' ordinary renewals. Sixteen plain, complete renewal invitations of the kind the
// UK's largest private-car brands send, each in its own layout: letterhead, address, summary, the FCA last-year
// comparison, cover, excesses, payment options, add-ons, next steps and small print. Written by a helper session on
// 2026-11-30, without sight of the reader. Nine printed by Chromium, two scanned, five photographed (one sideways).
import type { FreshNotice } from './fresh-notice-checks';

const foot = (text: string) => `<p style="margin-top:14pt;border-top:1px solid #bbb;padding-top:4pt;font-size:7.5pt;color:#444">${text}</p>`;
const pageBreak = '<div style="page-break-before:always"></div>';

export const FRESH_NOTICES_22: FreshNotice[] = [
  // 1. Admiral: PDF, two pages; car insurance and legal protection priced apart, each beside last year's.
  {
    name: 'admiral',
    html: `
<table style="width:100%"><tr>
  <td><span style="font-size:22pt;font-weight:bold;color:#0b2d6b">Admiral</span><br><span style="font-size:8pt">Car Insurance</span></td>
  <td class="r" style="font-size:8.5pt">Ty Admiral, David Street<br>Cardiff CF10 2EH<br>admiral.com<br>Customer services 0333 220 2000</td>
</tr></table>
<div class="cols" style="margin-top:14pt">
  <div>Mr Daniel Okafor<br>14 Hollybush Close<br>Pontprennau<br>Cardiff<br>CF23 8QW</div>
  <div class="r" style="font-size:9pt">Date: 24 November 2026<br>Policy number: P28491736<br>Car: Volkswagen Golf Life TSI<br>Registration: KM71 XHB</div>
</div>
<h2 style="color:#0b2d6b;font-size:15pt;margin-top:16pt">It's time to renew your car insurance</h2>
<p>Dear Mr Okafor,</p>
<p>Thank you for insuring your car with Admiral. Your policy is due to renew on <b>22 December 2026</b> and we've set out your
renewal price below. Please check the details in this pack and your Statement of Fact carefully, and let us know if anything is wrong
or has changed.</p>
<div class="box" style="margin:10pt 0">
<b>Your renewal price</b>
<table style="width:100%;margin-top:4pt">
  <tr><th></th><th class="r">This year</th><th class="r">Last year</th></tr>
  <tr><td>Car insurance (Admiral cover, comprehensive)</td><td class="r">£612.47</td><td class="r">£548.90</td></tr>
  <tr><td>Motor Legal Protection</td><td class="r">£29.99</td><td class="r">£29.99</td></tr>
  <tr><td><b>Total</b></td><td class="r"><b>£642.46</b></td><td class="r"><b>£578.89</b></td></tr>
</table>
<p style="font-size:8.5pt;margin:4pt 0 0">Prices include Insurance Premium Tax at 12%. Last year's figures are what you paid for the same products when your
policy last renewed, after any changes you made during the year.</p>
</div>
<p><b>Your policy will renew automatically.</b> You pay by Direct Debit, so you don't need to do anything if you're happy with your
renewal. We'll collect your payments from the account ending 4418.</p>
<h3 style="font-size:11pt;margin-bottom:2pt">How you pay</h3>
<table>
  <tr><td>Deposit</td><td class="r">£64.25</td></tr>
  <tr><td>10 monthly instalments of</td><td class="r">£60.83</td></tr>
  <tr><td>Total amount payable</td><td class="r">£672.55</td></tr>
  <tr><td>Cost of credit (interest)</td><td class="r">£30.09</td></tr>
  <tr><td>Representative APR</td><td class="r">11.8%</td></tr>
</table>
<p style="font-size:8.5pt;margin:2pt 0">Prefer to pay the full £642.46 in one go? Call us before your renewal date.</p>
<h3 style="font-size:11pt;margin-bottom:2pt">Your excess</h3>
<table>
  <tr><th>Claim type</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
  <tr><td>Accidental damage, fire and theft</td><td class="r">£250</td><td class="r">£250</td><td class="r">£500</td></tr>
  <tr><td>Windscreen replacement</td><td class="r">£115</td><td class="r">-</td><td class="r">£115</td></tr>
</table>
${foot('Admiral is a trading name of EUI Limited, which is authorised and regulated by the Financial Conduct Authority (firm reference number 309378). Registered office: Ty Admiral, David Street, Cardiff CF10 2EH. Registered in England and Wales, number 2686568. Page 1 of 2')}
${pageBreak}
<h3 style="font-size:12pt;color:#0b2d6b">Your cover at a glance</h3>
<table style="width:100%">
  <tr><td>Cover level</td><td>Admiral (comprehensive)</td></tr>
  <tr><td>Period of cover</td><td>22/12/2026 to 21/12/2027</td></tr>
  <tr><td>Class of use</td><td>Social, domestic and pleasure, including commuting</td></tr>
  <tr><td>Drivers</td><td>Mr Daniel Okafor (policyholder), Mrs Grace Okafor</td></tr>
  <tr><td>No Claims Discount</td><td>6 years (not protected)</td></tr>
  <tr><td>Courtesy car</td><td>Included while your car is repaired by an approved repairer</td></tr>
  <tr><td>Driving in Europe</td><td>Up to 90 days, same cover as in the UK</td></tr>
</table>
<h3 style="font-size:12pt;color:#0b2d6b">Optional extras you could add</h3>
<table>
  <tr><td>Breakdown cover, Roadside and Recovery</td><td class="r">£36.99</td></tr>
  <tr><td>Car Hire Plus (up to 21 days)</td><td class="r">£24.99</td></tr>
  <tr><td>Personal Injury cover</td><td class="r">£14.99</td></tr>
</table>
<p>You also have Admiral Home Insurance with us (policy P30772154), which renews on 3 May 2027. This letter does not affect it.</p>
<h3 style="font-size:12pt;color:#0b2d6b">What to do next</h3>
<ul>
  <li>Check your Statement of Fact. If anything's wrong, tell us before 22 December 2026.</li>
  <li>To add an extra or change your payment details, log in to MyAccount at admiral.com.</li>
  <li>If you don't want to renew, call us on 0333 220 2000 before your renewal date.</li>
</ul>
<p>Shopping around could save you money. You can compare prices for similar cover from other providers; we'll still be here if you decide to stay.</p>
<p>Yours sincerely,<br><br>Customer Services<br>Admiral</p>
${foot('Your policy is underwritten by Admiral Insurance (Gibraltar) Limited and Admiral Insurance Company Limited. Calls may be recorded. Page 2 of 2')}
`,
    expected: {
      renewalDate: '2026-12-22', insurer: 'Admiral', policyNumber: 'P28491736', registrationNumber: 'KM71XHB',
      renewalPremium: '612.47', previousPremium: '548.90', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500',
    },
  },
  // 2. Aviva: PDF, two pages; prose letter, price split into premium and IPT, optional extras not taken.
  {
    name: 'aviva',
    html: `
<div style="border-bottom:4px solid #ffd900;padding-bottom:6pt"><span style="font-size:20pt;font-weight:bold;color:#004fb6">AVIVA</span></div>
<table style="width:100%;margin-top:10pt"><tr>
  <td>Ms Hannah Whitcombe<br>Flat 3, 27 Lansdown Road<br>Bath<br>BA1 5EE</td>
  <td class="r" style="font-size:9pt">Aviva Insurance Limited<br>PO Box 3210<br>Norwich NR1 3TQ<br><br>12 November 2026<br>Policy number: AV-MT-48201960</td>
</tr></table>
<h2 style="font-size:14pt;color:#004fb6">Your Aviva car insurance renewal</h2>
<p>Dear Ms Whitcombe,</p>
<p>Your car insurance for your <b>Ford Puma ST-Line, registration WR68 PLU</b>, is due for renewal on <b>10 December 2026</b>. We've
worked out your price for the next 12 months and we'd like to keep you covered.</p>
<div class="box" style="background:#f3f7fc">
<table style="width:100%">
  <tr><td>Your renewal premium for the year from 10 December 2026</td><td class="r"><b>£734.20</b></td></tr>
  <tr><td style="padding-left:12pt;font-size:9pt">made up of premium £655.54 and Insurance Premium Tax £78.66</td><td></td></tr>
  <tr><td>Your premium last year</td><td class="r"><b>£689.55</b></td></tr>
</table>
</div>
<p>Your premium has gone up because the cost of repairing cars, and of replacement parts in particular, has continued to rise. It
also reflects where you live, the car you drive and your claims history. Your No Claim Discount of 4 years has been applied.</p>
<p><b>You don't need to do anything.</b> Because you pay by Direct Debit, your cover will continue automatically and we'll take
your first payment on or shortly after 10 December 2026.</p>
<h3 style="font-size:11pt">Your payments</h3>
<table>
  <tr><td>Cash price</td><td class="r">£734.20</td></tr>
  <tr><td>Deposit (first payment)</td><td class="r">£73.42</td></tr>
  <tr><td>Amount of credit</td><td class="r">£660.78</td></tr>
  <tr><td>Followed by 10 monthly payments of</td><td class="r">£70.70</td></tr>
  <tr><td>Interest charged</td><td class="r">£46.22</td></tr>
  <tr><td>Total amount payable</td><td class="r">£780.42</td></tr>
  <tr><td>Representative APR</td><td class="r">16.1% (variable)</td></tr>
</table>
<h3 style="font-size:11pt">Your excesses</h3>
<p>If you claim for damage to your car or its theft, you'll pay the first part of the claim. Your compulsory excess is £300 and
you chose a voluntary excess of £250, so the total excess for these claims is £550. A separate excess of £115 applies to windscreen
replacement (£25 for repair). Young or inexperienced drivers may pay an extra £250.</p>
${foot('Aviva Insurance Limited. Registered in Scotland No. 2116. Registered Office: Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Firm Reference Number 202153. Page 1 of 2')}
${pageBreak}
<h3 style="font-size:12pt;color:#004fb6">About your cover</h3>
<table style="width:100%">
  <tr><td style="width:40%">Cover</td><td>Aviva Comprehensive</td></tr>
  <tr><td>Vehicle</td><td>Ford Puma ST-Line 1.0 EcoBoost (WR68 PLU)</td></tr>
  <tr><td>Named drivers</td><td>Hannah Whitcombe</td></tr>
  <tr><td>Use</td><td>Social, domestic and pleasure and commuting</td></tr>
  <tr><td>Estimated annual mileage</td><td>7,000 miles</td></tr>
  <tr><td>Guaranteed hire car</td><td>Not included</td></tr>
</table>
<h3 style="font-size:12pt;color:#004fb6">Extras you can add</h3>
<p>Roadside breakdown cover from £33.00, Motor Legal Services £22.50, Key Care £19.99 and Guaranteed Hire Car £34.99 a year. These
are not included in your renewal premium. Call 0800 092 4870 or visit MyAviva to add them.</p>
<h3 style="font-size:12pt;color:#004fb6">What you need to do</h3>
<ol>
  <li>Read the enclosed "Your details" document and tell us about anything that is wrong or has changed, such as a new address or a conviction.</li>
  <li>If you'd like to stop your policy renewing, call us before 10 December 2026.</li>
  <li>Keep this letter with your policy documents.</li>
</ol>
<p>We encourage you to shop around to make sure you're getting the cover you need at a price that's right for you.</p>
<p>Kind regards,<br><br>Jo Harrison<br>Customer Director, Aviva Car Insurance</p>
${foot('Calls may be recorded and/or monitored. Aviva and the Aviva logo are trademarks of Aviva plc. Page 2 of 2')}
`,
    expected: {
      renewalDate: '2026-12-10', insurer: 'Aviva', policyNumber: 'AV-MT-48201960', registrationNumber: 'WR68PLU',
      renewalPremium: '734.20', previousPremium: '689.55', compulsoryExcess: '300', voluntaryExcess: '250', totalExcess: '550',
    },
  },
  // 3. Direct Line: PDF, two pages (the small print runs over); the renewal price and last year's both include the chosen optional extras.
  {
    name: 'direct-line',
    html: `
<table style="width:100%"><tr>
  <td><span style="font-size:20pt;font-weight:bold;color:#d6001c">DIRECT LINE</span><br><span style="font-size:8pt">Car Insurance</span></td>
  <td class="r" style="font-size:8.5pt">Direct Line<br>Churchill Court, Westmoreland Road<br>Bromley BR1 1DP<br>directline.com &middot; 0345 246 8704</td>
</tr></table>
<p style="margin-top:12pt">Mr Peter Lindqvist<br>8 Alder Way<br>Ware<br>Hertfordshire<br>SG12 0PN</p>
<p>20 November 2026</p>
<table style="font-size:9pt">
  <tr><td>Policy number</td><td><b>MC 7319 0244 81</b></td></tr>
  <tr><td>Car</td><td>Toyota Yaris Icon Hybrid, LD20 VTN</td></tr>
  <tr><td>Renewal date</td><td>18 December 2026</td></tr>
</table>
<h2 style="font-size:14pt">Your renewal price is £561.34</h2>
<p>Dear Mr Lindqvist,</p>
<p>Thanks for being with Direct Line. Here's your renewal price for the next year. Last year's price was £498.76.</p>
<div class="box">
<table style="width:100%">
  <tr><th>What's included</th><th class="r">Price</th></tr>
  <tr><td>Comprehensive car insurance</td><td class="r">£482.35</td></tr>
  <tr><td>Motor Legal Protection (optional extra)</td><td class="r">£22.00</td></tr>
  <tr><td>Rescue Plus breakdown cover (optional extra)</td><td class="r">£56.99</td></tr>
  <tr><td><b>Your renewal price</b></td><td class="r"><b>£561.34</b></td></tr>
  <tr><td>Last year's price (including the same optional extras)</td><td class="r">£498.76</td></tr>
</table>
</div>
<p style="font-size:9pt">All prices include Insurance Premium Tax where it applies.</p>
<div class="cols">
<div>
<b>Paying monthly</b>
<table style="font-size:9pt">
  <tr><td>First payment</td><td class="r">£56.13</td></tr>
  <tr><td>then 10 payments of</td><td class="r">£54.82</td></tr>
  <tr><td>Total payable</td><td class="r">£604.33</td></tr>
  <tr><td>Interest</td><td class="r">£42.99</td></tr>
  <tr><td>Representative APR</td><td class="r">19.7%</td></tr>
</table>
</div>
<div>
<b>Your excess</b>
<table style="font-size:9pt">
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
  <tr><td>Total excess</td><td class="r">£350</td></tr>
  <tr><td>Windscreen replacement</td><td class="r">£95</td></tr>
</table>
</div>
</div>
<p><b>What happens next?</b> Your policy is set to renew automatically on 18 December 2026, and your first payment will be taken from
your bank account ending 0927. If you want to make changes or cancel auto-renewal, log in to My Account or call us on 0345 246 8704
(Mon-Fri 8am-8pm, Sat 9am-5pm).</p>
<p><b>Your No Claim Discount:</b> 9 years, protected (included in your price).</p>
<p>It's always worth checking your cover meets your needs and shopping around for a good deal.</p>
<p>Yours sincerely,<br>Direct Line Car Insurance</p>
${foot('Direct Line car insurance policies are underwritten by U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980. U K Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Firm Reference Number 202810. Direct Line and the red phone on wheels are trademarks of U K Insurance Limited. DLM-REN-0926')}
`,
    expected: {
      renewalDate: '2026-12-18', insurer: 'Direct Line', policyNumber: 'MC 7319 0244 81', registrationNumber: 'LD20VTN',
      renewalPremium: '561.34', previousPremium: '498.76', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350',
    },
  },
  // 4. Hastings Direct: PDF, two pages (the small print runs over); renewal summary table, an upgrade offer, instalment plan.
  {
    name: 'hastings-direct',
    html: `
<table style="width:100%;background:#00205b;color:#fff"><tr>
  <td style="padding:8pt"><span style="font-size:18pt;font-weight:bold">Hastings Direct</span></td>
  <td class="r" style="padding:8pt;font-size:8.5pt">Conquest House, Collington Avenue<br>Bexhill-on-Sea, East Sussex TN39 3LW</td>
</tr></table>
<div class="cols" style="margin-top:10pt">
  <div>Miss Chloe Pemberton<br>42 Wharfedale Avenue<br>Harrogate<br>HG2 0AX</div>
  <div style="font-size:9pt">Date of issue: 27 November 2026<br>Your policy number: HDC00318826<br>Questions? Call 0333 321 9800</div>
</div>
<h2 style="font-size:14pt;color:#00205b">Your car insurance renewal</h2>
<p>Hi Chloe,</p>
<p>Your car insurance with us renews on 3 January 2027. Here's everything you need to know.</p>
<table style="width:100%;border:1px solid #00205b">
  <tr style="background:#e8edf6"><th colspan="2" style="padding:4pt">Your renewal at a glance</th></tr>
  <tr><td style="padding-left:4pt">Car</td><td>Kia Picanto 1 (YK17 OZR)</td></tr>
  <tr><td style="padding-left:4pt">Cover</td><td>Hastings Direct Comprehensive</td></tr>
  <tr><td style="padding-left:4pt">Start date</td><td>03/01/2027</td></tr>
  <tr><td style="padding-left:4pt">End date</td><td>02/01/2028</td></tr>
  <tr><td style="padding-left:4pt">Renewal premium</td><td><b>£903.16</b></td></tr>
  <tr><td style="padding-left:4pt">Last year's premium</td><td>£841.02</td></tr>
  <tr><td style="padding-left:4pt">Compulsory excess</td><td>£350</td></tr>
  <tr><td style="padding-left:4pt">Voluntary excess</td><td>£0</td></tr>
  <tr><td style="padding-left:4pt">Total excess</td><td>£350</td></tr>
</table>
<p style="font-size:9pt">Your renewal premium includes Insurance Premium Tax (IPT) at the current rate.</p>
<h3 style="font-size:11pt">How you'll pay</h3>
<p>You pay in instalments through our credit provider. Your deposit of £90.32 will be taken on 3 January 2027, followed by 10 monthly
instalments of £91.04. The total amount payable is £1,000.72, which includes interest of £97.56. Representative APR 28.6%.</p>
<h3 style="font-size:11pt">Want more cover?</h3>
<p>Upgrade to Hastings Premier for an extra £55.25, which adds Motor Legal Expenses, a guaranteed courtesy car and Key Cover. Or add
RAC Breakdown Roadside from £2.75 a month.</p>
<h3 style="font-size:11pt">What you need to do</h3>
<p>Nothing, if your details are still correct. Your policy will renew automatically. Please check your Statement of Fact online in your
Hastings Direct account and tell us about any changes before 3 January 2027. If you don't want to renew, let us know before then.</p>
<p>Cheers,<br>The Hastings Direct team</p>
${foot('Hastings Direct is a trading name of Hastings Insurance Services Limited, authorised and regulated by the Financial Conduct Authority, FRN 311492. Registered in England No. 3116518. Registered office: Conquest House, Collington Avenue, Bexhill-on-Sea, East Sussex TN39 3LW. Your policy is underwritten by Advantage Insurance Company Limited, licensed by the Gibraltar Financial Services Commission.')}
`,
    expected: {
      renewalDate: '2027-01-03', insurer: 'Hastings Direct', policyNumber: 'HDC00318826', registrationNumber: 'YK17OZR',
      renewalPremium: '903.16', previousPremium: '841.02', compulsoryExcess: '350', voluntaryExcess: '0', totalExcess: '350',
    },
  },
  // 5. LV=: PDF, two pages; 'Your renewal summary', premium with IPT shown, monthly plan with no deposit.
  {
    name: 'lv',
    html: `
<table style="width:100%"><tr>
  <td><span style="font-size:24pt;font-weight:bold;color:#00a0a8">LV=</span><br><span style="font-size:8pt">Liverpool Victoria</span></td>
  <td class="r" style="font-size:8.5pt">LV= Car Insurance<br>PO Box 1050, Croydon CR9 1WP<br>lv.com/mylv<br>0330 123 8347</td>
</tr></table>
<p style="margin-top:14pt">Mr and Mrs R Achterberg<br>Rose Cottage<br>Mill Lane<br>Little Shelford<br>Cambridge<br>CB22 5EX</p>
<p class="r">25 November 2026</p>
<p><b>Your car insurance renewal &ndash; policy LV/MTR/55821094</b></p>
<p>Dear Mr Achterberg,</p>
<p>Your LV= car insurance for your Skoda Octavia Estate SE (GN19 EYF) is due to renew on 29 December 2026. Thank you for choosing us
to look after you for another year. Your renewal summary is below.</p>
<table style="width:100%;border:1px solid #00a0a8">
  <tr style="background:#e6f6f7"><td colspan="2" style="padding:4pt"><b>Your renewal summary</b></td></tr>
  <tr><td style="padding-left:4pt">Cover starts</td><td>29 December 2026</td></tr>
  <tr><td style="padding-left:4pt">Cover type</td><td>Comprehensive</td></tr>
  <tr><td style="padding-left:4pt">This year's premium</td><td><b>£456.80</b> (including IPT of £48.94)</td></tr>
  <tr><td style="padding-left:4pt">Last year's premium</td><td>£422.10</td></tr>
  <tr><td style="padding-left:4pt">No claims bonus</td><td>12 years, protected</td></tr>
</table>
<h3 style="font-size:11pt">Paying monthly</h3>
<p>You've chosen to pay by monthly Direct Debit. There's no deposit: we'll take 12 monthly payments of £40.54, the first on
29 December 2026. Total amount payable £486.48, including interest of £29.68. Representative APR 12.4%. The cash price is £456.80.</p>
<h3 style="font-size:11pt">Excesses</h3>
<table>
  <tr><td>Compulsory excess</td><td class="r">£200</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£150</td></tr>
  <tr><td>Total accidental damage excess</td><td class="r">£350</td></tr>
  <tr><td>Fire and theft</td><td class="r">£350</td></tr>
  <tr><td>Glass replacement / repair</td><td class="r">£100 / £10</td></tr>
</table>
${foot('Page 1 of 2')}
${pageBreak}
<h3 style="font-size:11pt;color:#00a0a8">Your cover</h3>
<p>Drivers: Mr Robert Achterberg, Mrs Sarah Achterberg. Use: social, domestic and pleasure, commuting. Courtesy car while your car is repaired by
our approved repairer. Uninsured driver promise. Windscreen cover included.</p>
<h3 style="font-size:11pt;color:#00a0a8">Optional extras</h3>
<p>You don't currently have these. Add them in MyLV: Motor Legal Protection £25.00, LV= Britannia Rescue Roadside £39.00 or
Roadside &amp; Recovery £79.00, Car Hire £21.00.</p>
<h3 style="font-size:11pt;color:#00a0a8">What you need to do now</h3>
<p>Please check the details in your Statement of Insurance. If something's changed, let us know. If everything is right, you don't need
to do anything and your policy will renew on 29 December 2026. If you want to talk to us about your renewal, call 0330 123 8347.</p>
<p>You may be able to find cheaper cover elsewhere, so it's a good idea to shop around.</p>
<p>Yours sincerely,<br><br>Mark Townsend<br>Head of Customer Service, LV= General Insurance</p>
${foot('LV= and LV= Liverpool Victoria are registered trademarks of Liverpool Victoria Financial Services Limited and are used under licence by Liverpool Victoria Insurance Company Limited (LVIC). LVIC is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, register number 202965. Registered in England No. 3232514. Registered address: 57 Ladymead, Guildford, Surrey GU1 1DB. Page 2 of 2')}
`,
    expected: {
      renewalDate: '2026-12-29', insurer: 'LV=', policyNumber: 'LV/MTR/55821094', registrationNumber: 'GN19EYF',
      renewalPremium: '456.80', previousPremium: '422.10', compulsoryExcess: '200', voluntaryExcess: '150', totalExcess: '350',
    },
  },
  // 6. AXA: PDF, one page; reference block, summary table with the comparison, another AXA policy mentioned.
  {
    name: 'axa',
    html: `
<table style="width:100%"><tr>
  <td><span style="font-size:22pt;font-weight:bold;color:#00008f">AXA</span></td>
  <td class="r" style="font-size:8.5pt">AXA Insurance<br>PO Box 1157, Redhill RH1 9RS<br>axa.co.uk &middot; 0330 024 1234</td>
</tr></table>
<div class="cols" style="margin-top:10pt">
  <div>Dr Amrit Sandhu<br>119 Hagley Road<br>Edgbaston<br>Birmingham<br>B16 8LB</div>
  <div><table style="font-size:9pt">
    <tr><td>Date</td><td>6 November 2026</td></tr>
    <tr><td>Policy number</td><td>PC 77021583</td></tr>
    <tr><td>Customer number</td><td>40018 27734</td></tr>
    <tr><td>Vehicle</td><td>BMW 118i M Sport</td></tr>
    <tr><td>Registration</td><td>BF66 MWD</td></tr>
  </table></div>
</div>
<h2 style="font-size:14pt;color:#00008f">Your car insurance renewal invitation</h2>
<p>Dear Dr Sandhu,</p>
<p>Your AXA car insurance is due for renewal on <b>3 December 2026</b>. We're pleased to invite you to renew.</p>
<table style="width:100%;border:1px solid #00008f">
  <tr style="background:#00008f;color:#fff"><th style="padding:4pt">Your premium</th><th class="r" style="padding:4pt">Amount</th></tr>
  <tr><td style="padding-left:4pt">Renewal premium 3 December 2026 to 2 December 2027</td><td class="r"><b>£518.33</b></td></tr>
  <tr><td style="padding-left:4pt">Premium you paid last year</td><td class="r">£487.91</td></tr>
</table>
<p style="font-size:9pt">Premiums include Insurance Premium Tax at 12%.</p>
<div class="cols">
<div><b>Your excess for accidental damage, fire or theft</b>
<table style="font-size:9pt">
  <tr><td>Compulsory</td><td class="r">£300</td></tr>
  <tr><td>Voluntary</td><td class="r">£100</td></tr>
  <tr><td>Total</td><td class="r">£400</td></tr>
</table>
<p style="font-size:8.5pt">Windscreen claims: £100 for replacement, nil for repair.</p>
</div>
<div><b>Paying by instalments</b>
<table style="font-size:9pt">
  <tr><td>Deposit</td><td class="r">£51.83</td></tr>
  <tr><td>10 monthly payments</td><td class="r">£50.85</td></tr>
  <tr><td>Total amount payable</td><td class="r">£560.33</td></tr>
  <tr><td>Charge for credit</td><td class="r">£42.00</td></tr>
  <tr><td>Representative APR</td><td class="r">21.0%</td></tr>
</table>
</div>
</div>
<p><b>Your cover:</b> Comprehensive, for social, domestic and pleasure use including commuting, for you and Mrs Kiran Sandhu. Legal Expenses
cover is included. Optional breakdown cover with AXA Assistance is available from £42.50.</p>
<p><b>Your other policies with us:</b> AXA Home Insurance, policy HH 0932 4412, renews on 14 April 2027.</p>
<p><b>What to do next:</b> check your Statement of Fact. Your policy will renew automatically on 3 December 2026 unless you tell us
otherwise. To change anything, call 0330 024 1234 at least 7 days before.</p>
<p>Yours sincerely,<br>AXA Insurance</p>
${foot('AXA Insurance UK plc. Registered in England and Wales No. 78950. Registered office: 20 Gracechurch Street, London EC3V 0BG. A member of the AXA Group of companies. AXA Insurance UK plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Financial Services Register No. 202312.')}
`,
    expected: {
      renewalDate: '2026-12-03', insurer: 'AXA', policyNumber: 'PC 77021583', registrationNumber: 'BF66MWD',
      renewalPremium: '518.33', previousPremium: '487.91', compulsoryExcess: '300', voluntaryExcess: '100', totalExcess: '400',
    },
  },
  // 7. Saga: PDF, two pages; over-50s letter, Saga Plus benefits included, underwritten by another insurer.
  {
    name: 'saga',
    html: `
<table style="width:100%"><tr>
  <td><span style="font-size:22pt;font-weight:bold;color:#002e5d">SAGA</span><br><span style="font-size:8.5pt">Car Insurance</span></td>
  <td class="r" style="font-size:8.5pt">Saga Services Limited<br>Enbrook Park, Sandgate<br>Folkestone, Kent CT20 3SE<br>Freephone 0800 096 4125</td>
</tr></table>
<p style="margin-top:12pt">Mrs Margaret Ellison<br>2 The Paddocks<br>Stow-on-the-Wold<br>Cheltenham<br>GL54 1DW</p>
<p>28 November 2026</p>
<p>Policy number: <b>SAG 51 882 094</b></p>
<p>Dear Mrs Ellison,</p>
<p><b>Your Saga Car Insurance renewal</b></p>
<p>Thank you for insuring your Honda Jazz EX (FE15 GHK) with Saga. Your cover comes to an end on 8 January 2027, and we'd be delighted
to continue looking after you. Your new policy would start on <b>9 January 2027</b>.</p>
<div class="box" style="background:#f4f6fa">
<p style="margin:0"><b>Your premium for the next 12 months: £389.64</b></p>
<p style="margin:2pt 0 0">Your premium for the last 12 months: £352.18</p>
<p style="margin:2pt 0 0;font-size:9pt">Both figures include Insurance Premium Tax at 12% and your Saga Plus cover.</p>
</div>
<p>Your premium has increased, partly because the cost of claims across the industry has risen. We've kept your 15 years' No Claim
Discount, which is protected at no extra cost.</p>
<p><b>Paying monthly at no extra cost.</b> You pay by Direct Debit, in 12 monthly instalments of £32.47 starting on 9 January 2027.
There's no interest to pay (0% APR); the total you'll pay is £389.64.</p>
<p><b>Your excess</b><br>Compulsory excess £150 &nbsp;&middot;&nbsp; Voluntary excess £100 &nbsp;&middot;&nbsp; Total excess £250<br>
<span style="font-size:9pt">There's no excess for windscreen repair; £75 for windscreen replacement.</span></p>
${foot('Page 1 of 2')}
${pageBreak}
<p><b>Included in your Saga Plus cover</b></p>
<ul>
  <li>Breakdown assistance: roadside, recovery and Home Start</li>
  <li>Motor legal expenses up to £100,000</li>
  <li>A courtesy car while yours is being repaired</li>
  <li>Courtesy car if yours is stolen or written off (up to 21 days)</li>
</ul>
<p><b>Optional extras</b>: Key Cover £18.50 and Personal Accident Plus £15.00. Call us if you'd like to add either.</p>
<p><b>What happens next</b><br>Your policy will renew automatically and your new documents will follow. If your circumstances have
changed, for example a new medical condition that affects your driving, a conviction or a change of address, please call us on
0800 096 4125 before 9 January 2027.</p>
<p>We'd encourage you to check your renewal price against other providers to make sure it still suits you.</p>
<p>Yours sincerely,<br><br>Claire Denholm<br>Head of Customer Care, Saga Car Insurance</p>
${foot('Saga Car Insurance is arranged and administered by Saga Services Limited, which is authorised and regulated by the Financial Conduct Authority, FRN 311445. Registered in England and Wales No. 732602. Registered office: Enbrook Park, Sandgate, Folkestone, Kent CT20 3SE. Saga Car Insurance is underwritten by Ageas Insurance Limited. Page 2 of 2')}
`,
    expected: {
      renewalDate: '2027-01-09', insurer: 'Saga', policyNumber: 'SAG 51 882 094', registrationNumber: 'FE15GHK',
      renewalPremium: '389.64', previousPremium: '352.18', compulsoryExcess: '150', voluntaryExcess: '100', totalExcess: '250',
    },
  },
  // 8. NFU Mutual: PDF, two pages (the signature and small print run over); local agency letter, schedule-style table, monthly with no charge.
  {
    name: 'nfu-mutual',
    html: `
<table style="width:100%"><tr>
  <td><span style="font-size:20pt;font-weight:bold;color:#005a30">NFU Mutual</span><br><span style="font-size:8pt">Hexham Agency</span></td>
  <td class="r" style="font-size:8.5pt">NFU Mutual Hexham Agency<br>12 Priestpopple, Hexham<br>Northumberland NE46 1PQ<br>Tel 01434 602 118</td>
</tr></table>
<div class="cols" style="margin-top:10pt">
  <div>Mr Thomas Redpath<br>Low Shield Farm<br>Allendale<br>Hexham<br>NE47 9EU</div>
  <div style="font-size:9pt">17 November 2026<br>Policy: Motor Car<br>Policy number: MCP 083921044<br>Agent: Fiona Charlton</div>
</div>
<h2 style="font-size:13pt;color:#005a30">Renewal of your Motor Car Policy</h2>
<p>Dear Mr Redpath,</p>
<p>Your NFU Mutual Motor Car Policy renews on 15 December 2026. Please find your renewal details below. As your local agency we're here to
help, so do get in touch if you have any questions.</p>
<table style="width:100%;border:1px solid #005a30">
  <tr style="background:#e5f0ea"><th style="padding:4pt">Renewal details</th><th></th></tr>
  <tr><td style="padding-left:4pt">Vehicle</td><td>Land Rover Discovery Sport SE D165, NK70 RZE</td></tr>
  <tr><td style="padding-left:4pt">Period of insurance</td><td>15 December 2026 to 14 December 2027</td></tr>
  <tr><td style="padding-left:4pt">Cover</td><td>Comprehensive</td></tr>
  <tr><td style="padding-left:4pt">Permitted drivers</td><td>Policyholder and Mrs Anne Redpath</td></tr>
  <tr><td style="padding-left:4pt">Renewal premium (including IPT)</td><td><b>£622.90</b></td></tr>
  <tr><td style="padding-left:4pt">Last year's premium (including IPT)</td><td>£598.45</td></tr>
  <tr><td style="padding-left:4pt">Compulsory excess</td><td>£200</td></tr>
  <tr><td style="padding-left:4pt">Voluntary excess</td><td>£0</td></tr>
  <tr><td style="padding-left:4pt">Total own damage excess</td><td>£200</td></tr>
</table>
<p><b>Paying for your policy.</b> You pay monthly by Direct Debit with NFU Mutual, at no extra charge. Your first payment of £51.89 will be
collected on 15 December 2026, followed by 11 monthly payments of £51.91, a total of £622.90.</p>
<p><b>Included with your policy:</b> Motor Legal Expenses, windscreen cover (£75 excess for replacement), a courtesy car, and NFU Mutual
Breakdown Assistance (Roadside). Upgrade to Breakdown Recovery and Home for £28.00.</p>
<p><b>Your other policies with us:</b> Farm Combined policy FC 01877502 and Home Insurance HM 04411390 are not affected by this letter.</p>
<p><b>Next steps.</b> Please check the enclosed Statement of Fact. If anything is wrong or has changed, contact the agency before
15 December 2026. If everything is correct, your policy will renew and you don't need to do anything.</p>
<p>Yours sincerely,<br><br>Fiona Charlton<br>Agent, NFU Mutual Hexham Agency</p>
${foot('NFU Mutual Hexham Agency is an appointed representative of The National Farmers Union Mutual Insurance Society Limited (No. 111982). Registered in England. Registered office: Tiddington Road, Stratford upon Avon, Warwickshire CV37 7BJ. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. A member of the Association of British Insurers. FRN 117664.')}
`,
    expected: {
      renewalDate: '2026-12-15', insurer: 'NFU Mutual', policyNumber: 'MCP 083921044', registrationNumber: 'NK70RZE',
      renewalPremium: '622.90', previousPremium: '598.45', compulsoryExcess: '200', voluntaryExcess: '0', totalExcess: '200',
    },
  },
  // 9. esure: PDF, one page; headline price, 'then and now' boxes, excess and instalments in prose.
  {
    name: 'esure',
    html: `
<table style="width:100%"><tr>
  <td><span style="font-size:22pt;font-weight:bold;color:#e4003b">esure</span></td>
  <td class="r" style="font-size:8.5pt">esure car insurance<br>The Observatory, Reigate, Surrey RH2 0SG<br>esure.com &middot; 0345 600 3950</td>
</tr></table>
<p style="margin-top:12pt">Ms Leanne Fairbrother<br>66 Crossways<br>Shenfield<br>Brentwood<br>CM15 8QY</p>
<p>19 November 2026<br>Policy number: ESC 1038 4471<br>Car: Nissan Qashqai N-Connecta DIG-T, DY69 TFA</p>
<h2 style="font-size:14pt">Your car insurance renewal</h2>
<p>Dear Leanne,</p>
<p>Your esure car insurance policy renews on <b>17 December 2026</b>. Here's your price for the year ahead.</p>
<table style="width:100%"><tr>
  <td class="box" style="width:48%;text-align:center"><span style="font-size:9pt">Your new annual premium</span><br><span style="font-size:16pt;font-weight:bold">£477.25</span></td>
  <td style="width:4%"></td>
  <td class="box" style="width:48%;text-align:center"><span style="font-size:9pt">Your annual premium last year</span><br><span style="font-size:16pt">£452.60</span></td>
</tr></table>
<p style="font-size:9pt">Prices include Insurance Premium Tax at 12%.</p>
<p><b>Your excess.</b> For accidental damage, fire and theft claims you'd pay a compulsory excess of £250 plus your voluntary excess of £150,
a total excess of £400. Windscreen replacement excess is £90.</p>
<p><b>Paying monthly.</b> After an initial payment of £47.73, you'll pay 10 monthly instalments of £47.25. Total amount payable £520.23,
charge for credit £42.98, Representative APR 23.5%. Or pay £477.25 in full and save.</p>
<p><b>Your cover.</b> Comprehensive, social, domestic and pleasure including commuting; drivers: you only. Your 5 years' no claims
discount is not protected; you can protect it for £31.40.</p>
<p><b>Add-ons you don't have yet:</b> Breakdown Cover from £29.99, Motor Legal Protection £24.99, Key Care £15.99, Enhanced Courtesy Car £22.99.</p>
<p><b>What to do now.</b> Your policy will renew automatically on 17 December 2026. Check your details in your online account and let us
know of any changes. To stop your renewal, call us on 0345 600 3950.</p>
<p>It's always worth shopping around to make sure you're getting the right cover at the right price.</p>
<p>Thanks,<br>The esure team</p>
${foot('esure is a trading name of esure Services Limited, which is authorised and regulated by the Financial Conduct Authority (FRN 310211). Policies are underwritten by esure Insurance Limited, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 206016). Registered in England and Wales: 03800933. Registered office: The Observatory, Reigate, Surrey RH2 0SG.')}
`,
    expected: {
      renewalDate: '2026-12-17', insurer: 'esure', policyNumber: 'ESC 1038 4471', registrationNumber: 'DY69TFA',
      renewalPremium: '477.25', previousPremium: '452.60', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400',
    },
  },
  // 10. Churchill: scanned letter, one page; summary box, excess and payment tables side by side.
  {
    name: 'churchill',
    scan: true,
    html: `
<table style="width:100%"><tr>
  <td><span style="font-size:20pt;font-weight:bold;color:#1a1a6b">Churchill</span><br><span style="font-size:8pt">Car Insurance</span></td>
  <td class="r" style="font-size:8.5pt">Churchill Insurance<br>Churchill Court, Westmoreland Road<br>Bromley BR1 1DP<br>churchill.com &middot; 0345 878 6261</td>
</tr></table>
<div class="cols" style="margin-top:10pt">
  <div>Mr Callum Strachan<br>23 Braid Crescent<br>Edinburgh<br>EH10 6AX</div>
  <div style="font-size:9pt">10 November 2026<br>Policy number: M 43581926<br>Vehicle: Audi A3 Sportback 35 TFSI<br>Registration: SN18 WKO</div>
</div>
<h2 style="font-size:14pt">Time to renew your car insurance</h2>
<p>Dear Mr Strachan,</p>
<p>Your Churchill car insurance is due to renew on <b>8 December 2026</b>. Here's a summary of your renewal.</p>
<div class="box">
<table style="width:100%">
  <tr><td>Your renewal premium</td><td class="r"><b>£571.38</b></td></tr>
  <tr><td>Your premium last year</td><td class="r">£533.07</td></tr>
  <tr><td>Cover</td><td class="r">Comprehensive</td></tr>
  <tr><td>Period of cover</td><td class="r">08/12/2026 to 07/12/2027</td></tr>
  <tr><td>No Claim Discount</td><td class="r">7 years (protected)</td></tr>
</table>
</div>
<p style="font-size:9pt">Your premium includes Insurance Premium Tax. It does not include optional extras.</p>
<div class="cols">
<div><b>Your excess</b>
<table style="font-size:9pt">
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td>Total excess</td><td class="r">£500</td></tr>
  <tr><td>Windscreen replacement</td><td class="r">£95</td></tr>
</table></div>
<div><b>Monthly payments</b>
<table style="font-size:9pt">
  <tr><td>Initial payment</td><td class="r">£57.14</td></tr>
  <tr><td>10 monthly payments of</td><td class="r">£55.80</td></tr>
  <tr><td>Total amount payable</td><td class="r">£615.14</td></tr>
  <tr><td>Interest</td><td class="r">£43.76</td></tr>
  <tr><td>Representative APR</td><td class="r">19.7%</td></tr>
</table></div>
</div>
<p><b>Optional extras.</b> Add Motor Legal Protection for £22.00, Breakdown Cover (Roadside Assistance) from £38.00 or Guaranteed Hire Car Plus for £32.50.</p>
<p><b>What happens next?</b> Your policy will renew automatically on 8 December 2026 and payments will continue from your account ending
6613. Please check your Statement of Insurance and tell us if anything has changed. To cancel your renewal, call 0345 878 6261.</p>
<p>Shopping around for your insurance can help make sure you're getting the right deal.</p>
<p>Yours sincerely,<br>Churchill Car Insurance</p>
${foot('Churchill car insurance policies are underwritten by U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980. U K Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Firm Reference Number 202810.')}
`,
    expected: {
      renewalDate: '2026-12-08', insurer: 'Churchill', policyNumber: 'M 43581926', registrationNumber: 'SN18WKO',
      renewalPremium: '571.38', previousPremium: '533.07', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500',
    },
  },
  // 11. Co-op Insurance: scanned letter, one page; 'your renewal at a glance' two-column table, prose payments.
  {
    name: 'co-op-insurance',
    scan: true,
    html: `
<table style="width:100%"><tr>
  <td><span style="font-size:20pt;font-weight:bold;color:#00b1e7">Co-op</span> <span style="font-size:14pt">Insurance</span></td>
  <td class="r" style="font-size:8.5pt">Co-op Insurance<br>PO Box 1294, Manchester M60 0RW<br>co-opinsurance.co.uk<br>0345 746 4646</td>
</tr></table>
<p style="margin-top:12pt">Mrs Farida Haq<br>57 Kingsway, Levenshulme<br>Manchester<br>M19 2LL</p>
<p>26 November 2026</p>
<p><b>Your Co-op Car Insurance renewal</b><br>Policy number: COP/CAR/2914 7736</p>
<p>Dear Mrs Haq,</p>
<p>Thanks for insuring your car with Co-op. Your policy renews on 27 December 2026, and here are the details of your renewal.</p>
<table style="width:100%;border:1px solid #00b1e7">
  <tr style="background:#e0f5fc"><td colspan="2" style="padding:4pt"><b>Your renewal at a glance</b></td></tr>
  <tr><td style="padding-left:4pt">Car</td><td>Vauxhall Corsa SE, MA16 LXU</td></tr>
  <tr><td style="padding-left:4pt">Renewal date</td><td>27 December 2026</td></tr>
  <tr><td style="padding-left:4pt">Level of cover</td><td>Comprehensive</td></tr>
  <tr><td style="padding-left:4pt">Your new premium</td><td><b>£688.40</b></td></tr>
  <tr><td style="padding-left:4pt">Last year's premium</td><td>£645.12</td></tr>
  <tr><td style="padding-left:4pt">Compulsory excess</td><td>£300</td></tr>
  <tr><td style="padding-left:4pt">Voluntary excess</td><td>£100</td></tr>
  <tr><td style="padding-left:4pt">Total excess</td><td>£400</td></tr>
</table>
<p style="font-size:9pt">Premiums include Insurance Premium Tax at the current rate. A separate £100 excess applies to windscreen replacement.</p>
<p><b>Your payments.</b> You pay monthly by Direct Debit. We'll collect a first payment of £68.84 on 27 December 2026, then 10 monthly
payments of £68.15. The total amount payable is £750.34, including a credit charge of £61.94. Representative APR 23.5%.</p>
<p><b>Extras.</b> Motor Legal Protection £26.00 and Breakdown Cover from £34.00 are available. They aren't included in your premium.</p>
<p><b>What you need to do.</b> Check your Statement of Fact and let us know of any changes, including new penalty points. If it's all correct,
you don't need to do anything: your policy will renew automatically. If you don't want to renew, call us before 27 December 2026.</p>
<p>Yours sincerely,<br>Co-op Insurance</p>
${foot('Co-op Insurance is a trading name of Markerstudy Insurance Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 307400). Registered in England and Wales No. 03447840. Registered office: 45 Westerham Road, Bessels Green, Sevenoaks, Kent TN13 2QB. Co-op is a trade mark of Co-operative Group Limited, used under licence.')}
`,
    expected: {
      renewalDate: '2026-12-27', insurer: 'Co-op Insurance', policyNumber: 'COP/CAR/2914 7736', registrationNumber: 'MA16LXU',
      renewalPremium: '688.40', previousPremium: '645.12', compulsoryExcess: '300', voluntaryExcess: '100', totalExcess: '400',
    },
  },
  // 12. Ageas: phone photo, one page; renewal details table with the comparison, payment table.
  {
    name: 'ageas',
    photo: true,
    html: `
<table style="width:100%"><tr>
  <td><span style="font-size:20pt;font-weight:bold;color:#0d3b7a">ageas</span><br><span style="font-size:8pt">Car Insurance</span></td>
  <td class="r" style="font-size:8.5pt">Ageas Insurance Limited<br>Ageas House, Hampshire Corporate Park<br>Templars Way, Eastleigh SO53 3YA<br>0345 122 3019</td>
</tr></table>
<div class="cols" style="margin-top:10pt">
  <div>Mr Stephen Noakes<br>9 Linden Grove<br>Chandler's Ford<br>Eastleigh<br>SO53 1LD</div>
  <div style="font-size:9pt">14 November 2026<br>Policy number: AGM10294837<br>Vehicle: Mazda CX-5 SE-L, EO67 BNX</div>
</div>
<h2 style="font-size:14pt;color:#0d3b7a">Your renewal invitation</h2>
<p>Dear Mr Noakes,</p>
<p>Your Ageas car insurance renews on <b>13 December 2026</b>. Here are the details of your renewal.</p>
<table style="width:100%;border:1px solid #0d3b7a">
  <tr><td style="padding-left:4pt">Cover</td><td>Comprehensive</td></tr>
  <tr><td style="padding-left:4pt">Period of insurance</td><td>13 December 2026 to 12 December 2027</td></tr>
  <tr><td style="padding-left:4pt">Renewal premium</td><td><b>£534.71</b></td></tr>
  <tr><td style="padding-left:4pt">Last year's premium</td><td>£501.18</td></tr>
  <tr><td style="padding-left:4pt">Compulsory excess</td><td>£250</td></tr>
  <tr><td style="padding-left:4pt">Voluntary excess</td><td>£150</td></tr>
  <tr><td style="padding-left:4pt">Total excess</td><td>£400</td></tr>
</table>
<p style="font-size:9pt">The premium includes Insurance Premium Tax. Windscreen replacement excess £100.</p>
<p><b>Paying by monthly instalments</b></p>
<table>
  <tr><td>Deposit</td><td class="r">£53.47</td></tr>
  <tr><td>10 monthly instalments of</td><td class="r">£52.46</td></tr>
  <tr><td>Total amount payable</td><td class="r">£578.07</td></tr>
  <tr><td>Interest</td><td class="r">£43.36</td></tr>
  <tr><td>Representative APR</td><td class="r">21.0%</td></tr>
</table>
<p><b>Optional extras.</b> Motor Legal Expenses £24.00, Breakdown Assistance from £45.00 and Courtesy Car Plus £27.00 are available to add.</p>
<p><b>What happens next.</b> Your policy will renew automatically. Please check your details and tell us about any changes before
13 December 2026. If you'd like to talk about your renewal, call us on 0345 122 3019.</p>
<p>Yours sincerely,<br>Ageas Car Insurance</p>
${foot('Ageas Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Financial Services Register No. 202039. Registered in England and Wales No. 354568. Registered office: Ageas House, Hampshire Corporate Park, Templars Way, Eastleigh, Hampshire SO53 3YA.')}
`,
    expected: {
      renewalDate: '2026-12-13', insurer: 'Ageas', policyNumber: 'AGM10294837', registrationNumber: 'EO67BNX',
      renewalPremium: '534.71', previousPremium: '501.18', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400',
    },
  },
  // 13. Tesco Insurance: phone photo, one page; Clubcard discount already in the price, comparison beside it.
  {
    name: 'tesco-insurance',
    photo: true,
    html: `
<table style="width:100%"><tr>
  <td><span style="font-size:20pt;font-weight:bold;color:#00539f">Tesco</span> <span style="font-size:14pt;color:#ee1c2e">Insurance</span></td>
  <td class="r" style="font-size:8.5pt">Tesco Car Insurance<br>PO Box 600, Brentwood CM14 9GL<br>tescoinsurance.com<br>0345 078 3898</td>
</tr></table>
<div class="cols" style="margin-top:10pt">
  <div>Mr Oliver Brennan<br>31 Ferndown Road<br>Eltham<br>London<br>SE9 3NN</div>
  <div style="font-size:9pt">23 November 2026<br>Policy number: TCI 8093 2215<br>Car: Peugeot 208 Allure, VK21 HRZ</div>
</div>
<h2 style="font-size:14pt;color:#00539f">Your car insurance renewal</h2>
<p>Dear Mr Brennan,</p>
<p>Your Tesco Car Insurance is due to renew on <b>31 December 2026</b>. Here's your renewal price.</p>
<div class="box">
<table style="width:100%">
  <tr><td>Your renewal premium</td><td class="r"><b>£498.20</b></td></tr>
  <tr><td>Your premium last year</td><td class="r">£471.66</td></tr>
</table>
<p style="font-size:9pt;margin:4pt 0 0">Your renewal premium includes your Clubcard discount of £24.80 and Insurance Premium Tax.</p>
</div>
<p><b>Your excess</b>: compulsory £200, voluntary £250, total £450. Windscreen replacement excess £100.</p>
<p><b>Paying monthly</b>: a first payment of £49.82, then 10 monthly payments of £48.43. Total amount payable £534.12, including
interest of £35.92. Representative APR 18.5%.</p>
<p><b>Your cover</b>: Standard comprehensive cover. Drivers: Oliver Brennan, Niamh Brennan. No Claims Discount: 3 years.</p>
<p><b>Add-ons</b>: Motor Legal Protection £25.00, Breakdown Cover from £35.00, Key Protect £16.00. These aren't included above.</p>
<p><b>What to do next</b>: your policy renews automatically. Check your details in your online account and tell us of any changes
before 31 December 2026. To cancel your renewal, call 0345 078 3898.</p>
<p>Yours sincerely,<br>Tesco Car Insurance</p>
${foot('Tesco Insurance is a trading name of Tesco Insurance Limited, authorised and regulated by the Financial Conduct Authority. Car insurance is arranged by Tesco Insurance Limited and underwritten by a panel of insurers. Registered office: Tesco House, Shire Park, Kestrel Way, Welwyn Garden City AL7 1GA. Clubcard discounts are applied at the time of quote.')}
`,
    expected: {
      renewalDate: '2026-12-31', insurer: 'Tesco Insurance', policyNumber: 'TCI 8093 2215', registrationNumber: 'VK21HRZ',
      renewalPremium: '498.20', previousPremium: '471.66', compulsoryExcess: '200', voluntaryExcess: '250', totalExcess: '450',
    },
  },
  // 14. Sheilas' Wheels: phone photo taken sideways, one page; friendly letter, price boxes, excess table.
  {
    name: 'sheilas-wheels',
    photo: 'sideways',
    html: `
<table style="width:100%"><tr>
  <td><span style="font-size:20pt;font-weight:bold;color:#e5007d">Sheilas' Wheels</span><br><span style="font-size:8pt">car insurance</span></td>
  <td class="r" style="font-size:8.5pt">Sheilas' Wheels<br>The Observatory, Reigate RH2 0SG<br>sheilaswheels.com<br>0345 600 3960</td>
</tr></table>
<div class="cols" style="margin-top:10pt">
  <div>Ms Rebecca Thornley<br>18 Sycamore Drive<br>Penwortham<br>Preston<br>PR1 9LT</div>
  <div style="font-size:9pt">16 November 2026<br>Policy number: SWC 2291 6640<br>Car: MINI Cooper 3-door, LB65 UJD</div>
</div>
<h2 style="font-size:14pt;color:#e5007d">It's renewal time!</h2>
<p>Dear Rebecca,</p>
<p>Your Sheilas' Wheels car insurance renews on <b>20 December 2026</b>, and we'd love to keep you on the road with us.</p>
<table style="width:100%"><tr>
  <td class="box" style="width:48%">This year's premium<br><b style="font-size:14pt">£612.05</b></td>
  <td style="width:4%"></td>
  <td class="box" style="width:48%">Last year's premium<br><b style="font-size:14pt">£579.33</b></td>
</tr></table>
<p style="font-size:9pt">Both include Insurance Premium Tax at 12%.</p>
<table>
  <tr><th>Your excess</th><th class="r">Amount</th></tr>
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
  <tr><td>Total excess</td><td class="r">£350</td></tr>
</table>
<p><b>Paying monthly:</b> initial payment £61.21, then 10 monthly instalments of £60.59. Total amount payable £667.11, charge
for credit £55.06, Representative APR 23.4%.</p>
<p><b>Included as standard:</b> handbag cover up to £300, personal belongings up to £300, courtesy car while yours is repaired.</p>
<p><b>Optional extras:</b> Breakdown Cover from £29.99, Motor Legal Protection £24.99, Key Care £15.99.</p>
<p><b>What next?</b> Your policy will renew automatically on 20 December 2026. Please check your details online and let us know if
anything has changed. To stop your renewal, call 0345 600 3960.</p>
<p>Love,<br>The Sheilas' Wheels team</p>
${foot("Sheilas' Wheels is a trading name of esure Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 310211). Underwritten by esure Insurance Limited (FRN 206016). Registered in England and Wales No. 03800933. Registered office: The Observatory, Reigate, Surrey RH2 0SG.")}
`,
    expected: {
      renewalDate: '2026-12-20', insurer: "Sheilas' Wheels", policyNumber: 'SWC 2291 6640', registrationNumber: 'LB65UJD',
      renewalPremium: '612.05', previousPremium: '579.33', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350',
    },
  },
  // 15. 1st Central: phone photo, one page; price with thousands separator, young-driver excess table.
  {
    name: '1st-central',
    photo: true,
    html: `
<table style="width:100%"><tr>
  <td><span style="font-size:20pt;font-weight:bold;color:#5b2c83">1st Central</span></td>
  <td class="r" style="font-size:8.5pt">1st Central, Capital House<br>1-5 Perrymount Road, Haywards Heath RH16 3SY<br>1stcentralinsurance.com &middot; 0333 043 2000</td>
</tr></table>
<div class="cols" style="margin-top:10pt">
  <div>Mr Jordan Akintola<br>Flat 12, Beacon Court<br>Station Road<br>Burgess Hill<br>RH15 9DG</div>
  <div style="font-size:9pt">28 November 2026<br>Policy number: FCI-0088-1403-72<br>Vehicle: Ford Fiesta ST-Line, RV20 DCO</div>
</div>
<h2 style="font-size:14pt;color:#5b2c83">Your renewal is ready</h2>
<p>Hi Jordan,</p>
<p>Your car insurance with 1st Central renews on <b>6 January 2027</b>. Here's what it'll cost and what's included.</p>
<table style="width:100%;border:1px solid #5b2c83">
  <tr><td style="padding-left:4pt">Comprehensive premium, 06/01/2027 to 05/01/2028</td><td class="r"><b>£1,124.58</b></td></tr>
  <tr><td style="padding-left:4pt">What you paid last year</td><td class="r">£1,042.37</td></tr>
</table>
<p style="font-size:9pt">Includes Insurance Premium Tax of £120.49. Your 2 years' No Claims Bonus has been applied.</p>
<table>
  <tr><th>Excess</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
  <tr><td>Accidental damage</td><td class="r">£350</td><td class="r">£250</td><td class="r">£600</td></tr>
  <tr><td>Fire and theft</td><td class="r">£350</td><td class="r">£250</td><td class="r">£600</td></tr>
  <tr><td>Windscreen replacement</td><td class="r">£100</td><td class="r">-</td><td class="r">£100</td></tr>
</table>
<p><b>Monthly payments:</b> a deposit of £112.46 and 10 monthly payments of £114.37. Total amount payable £1,256.16, which includes
interest of £131.58. Representative APR 31.2%.</p>
<p><b>Add-ons:</b> Motor Legal Expenses £29.95, Breakdown Cover from £39.95, Replacement Vehicle £24.95.</p>
<p><b>Next steps:</b> your policy will auto-renew. Log in to your account to review your details and let us know about any changes
before 6 January 2027. Want to talk? Call 0333 043 2000.</p>
<p>Thanks,<br>The 1st Central team</p>
${foot('1st Central is a trading name of First Central Insurance Management Limited, authorised and regulated by the Financial Conduct Authority (FRN 520637). Registered in England and Wales No. 07235648. Registered office: Capital House, 1-5 Perrymount Road, Haywards Heath, West Sussex RH16 3SY. Policies are underwritten by First Central Insurance Limited, licensed by the Guernsey Financial Services Commission.')}
`,
    expected: {
      renewalDate: '2027-01-06', insurer: '1st Central', policyNumber: 'FCI-0088-1403-72', registrationNumber: 'RV20DCO',
      renewalPremium: '1124.58', previousPremium: '1042.37', compulsoryExcess: '350', voluntaryExcess: '250', totalExcess: '600',
    },
  },
  // 16. The AA: phone photo, one page; AA member letter, renewal table, monthly plan with no deposit.
  {
    name: 'the-aa',
    photo: true,
    html: `
<table style="width:100%"><tr>
  <td><span style="font-size:22pt;font-weight:bold;background:#ffd300;padding:2pt 6pt">AA</span> <span style="font-size:12pt">Car Insurance</span></td>
  <td class="r" style="font-size:8.5pt">AA Insurance Services<br>Fanum House, Basing View<br>Basingstoke RG21 4EA<br>theaa.com &middot; 0800 107 0680</td>
</tr></table>
<div class="cols" style="margin-top:10pt">
  <div>Mrs Janet Holloway<br>4 Orchard Rise<br>Tadley<br>Hampshire<br>RG26 3QP</div>
  <div style="font-size:9pt">21 November 2026<br>Policy number: AAM 7712 0938 4<br>AA membership: 6356 0241 8890 1172</div>
</div>
<h2 style="font-size:14pt">Your AA Car Insurance renewal</h2>
<p>Dear Mrs Holloway,</p>
<p>Your AA Car Insurance is due for renewal on <b>24 December 2026</b>. Thanks for being with us.</p>
<table style="width:100%;border:1px solid #333">
  <tr style="background:#fff4bf"><th style="padding:4pt" colspan="2">Your renewal details</th></tr>
  <tr><td style="padding-left:4pt">Car</td><td>Hyundai i30 SE Connect, CU68 ZMR</td></tr>
  <tr><td style="padding-left:4pt">Cover</td><td>Comprehensive</td></tr>
  <tr><td style="padding-left:4pt">Premium for the year ahead</td><td><b>£545.20</b></td></tr>
  <tr><td style="padding-left:4pt">Premium last year</td><td>£517.88</td></tr>
  <tr><td style="padding-left:4pt">Compulsory excess</td><td>£200</td></tr>
  <tr><td style="padding-left:4pt">Voluntary excess</td><td>£200</td></tr>
  <tr><td style="padding-left:4pt">Total excess</td><td>£400</td></tr>
</table>
<p style="font-size:9pt">Premiums include Insurance Premium Tax. Your AA breakdown membership is separate and is not affected by this renewal.</p>
<p><b>Paying monthly:</b> 11 monthly payments of £53.03, with no deposit, starting 24 December 2026. Total amount payable £583.33,
interest £38.13, Representative APR 14.6%.</p>
<p><b>Optional extras:</b> Legal Cover £24.99, Courtesy Car Plus £27.99, Key Cover £17.99.</p>
<p><b>What you need to do:</b> check your documents and tell us of any changes. If nothing has changed, your policy will renew
automatically on 24 December 2026. Call 0800 107 0680 if you have questions.</p>
<p>Yours sincerely,<br>AA Car Insurance</p>
${foot('AA Car Insurance is arranged by Automobile Association Insurance Services Limited, an insurance intermediary authorised and regulated by the Financial Conduct Authority (FRN 310228). Registered office: Fanum House, Basing View, Basingstoke, Hampshire RG21 4EA. Registered in England and Wales No. 2414212.')}
`,
    expected: {
      renewalDate: '2026-12-24', insurer: 'The AA', policyNumber: 'AAM 7712 0938 4', registrationNumber: 'CU68ZMR',
      renewalPremium: '545.20', previousPremium: '517.88', compulsoryExcess: '200', voluntaryExcess: '200', totalExcess: '400',
    },
  },
];
