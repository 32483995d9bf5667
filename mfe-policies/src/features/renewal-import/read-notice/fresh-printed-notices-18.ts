// Issue 47, set 18: long notices, the figures far from their labels. Covering letters followed by a statement of price
// and a schedule on later pages, page headers and footers repeating references, customer numbers, quote references,
// mandate and agreement numbers beside the policy number, prices restated (monthly on one page, annual on another),
// named drivers and endorsements with their own dates, and a renewal re-quoted after a change. Written by a helper
// session without sight of the reader; see read-fresh-printed-notices-18.test.ts.
import type { FreshNotice } from './fresh-notice-checks';

const SMALL = 'font-size:8pt;color:#444';

/** One printed page: a running header, the body, a running footer; every page after the first starts a new sheet. */
const page = (n: number, of: number, header: string, body: string, footer: string): string =>
  `<div style="${n > 1 ? 'break-before:page;' : ''}">` +
  `<div style="${SMALL};border-bottom:1px solid #bbb;padding-bottom:3pt;margin-bottom:10pt;display:flex;justify-content:space-between"><span>${header}</span><span>Page ${n} of ${of}</span></div>` +
  body +
  `<div style="${SMALL};border-top:1px solid #bbb;padding-top:3pt;margin-top:14pt">${footer}</div></div>`;

const pages = (header: string, footer: string, bodies: string[]): string =>
  bodies.map((body, i) => page(i + 1, bodies.length, header, body, footer)).join('');

// ---------------------------------------------------------------------------------------------------------------------
// 1. Kerry London: a private-clients broker's covering letter, statement of price on page 2, schedule on page 3.
const KERRY_LONDON = pages(
  'Kerry London Limited &middot; Private Clients &middot; Client number KL-CL-204871 &middot; 16 November 2026',
  'Kerry London Limited is authorised and regulated by the Financial Conduct Authority, firm reference number 300317. Registered in England and Wales No. 02364152. Registered office: Clarendon Road, Watford WD17 1JA.',
  [
    `<div class="cols"><div><p><b style="font-size:16pt">KERRY LONDON</b><br>Private Clients</p>
<p>Mrs Harriet Ashworth-Lane<br>The Old Rectory<br>Church Lane<br>Great Missenden<br>Buckinghamshire<br>HP16 0AZ</p></div>
<div><table>
<tr><td>Client number</td><td>KL-CL-204871</td></tr>
<tr><td>Policy number</td><td>KLPM 4471 0923</td></tr>
<tr><td>Quote reference</td><td>Q-7730-1186</td></tr>
<tr><td>Account executive</td><td>Sophie Marchant</td></tr>
<tr><td>Direct line</td><td>01923 654 210</td></tr>
<tr><td>Date</td><td>16 November 2026</td></tr>
</table></div></div>
<p>Dear Mrs Ashworth-Lane</p>
<p><b>Your private motor insurance &ndash; renewal on 6 January 2027</b></p>
<p>Your current motor policy ends at 23:59 on 5 January 2027. We have reviewed the market on your behalf and recommend that you renew with your existing insurer, Chubb European Group SE, on the terms enclosed. Your cover will continue from 6 January 2027 unless you tell us otherwise.</p>
<p>Your statement of price is on page 2 and your schedule, with the drivers and endorsements that apply, is on page 3. Please check them carefully, and tell us by 30 December 2026 about any change, including any claim, conviction or modification since 12 August 2026, when we last updated your details.</p>
<p>If you would prefer to spread the cost, Premium Credit Limited can arrange ten monthly instalments of &pound;246.09, a total of &pound;2,460.90, which includes a charge for credit of &pound;112.95 (representative APR 11.9%).</p>
<p>Your household policy with us, KLPH 4471 0107, is not affected; we will write to you about it before it renews on 1 March 2027.</p>
<p>Yours sincerely</p>
<p>Sophie Marchant<br>Account Executive, Private Clients</p>`,
    `<h3>Statement of price</h3>
<p>Policy KLPM 4471 0923 &middot; Period of insurance 06/01/2027 to 05/01/2028</p>
<table style="width:100%">
<tr><th>Item</th><th class="r">Amount</th></tr>
<tr><td>Motor premium before tax</td><td class="r">&pound;2,096.38</td></tr>
<tr><td>Insurance Premium Tax at 12%</td><td class="r">&pound;251.57</td></tr>
<tr><td><b>Renewal premium</b></td><td class="r"><b>&pound;2,347.95</b></td></tr>
<tr><td>Kerry London arrangement fee (not refundable)</td><td class="r">&pound;35.00</td></tr>
<tr><td><b>Total payable this year</b></td><td class="r"><b>&pound;2,382.95</b></td></tr>
</table>
<p>Paying by instalments through Premium Credit Limited: 10 &times; &pound;246.09 = &pound;2,460.90, charge for credit &pound;112.95, representative APR 11.9%. The arrangement fee is payable in full at renewal.</p>
<div class="box" style="margin-top:12pt"><b>Your premium last year</b><br>
Last year you paid &pound;2,184.60 for this policy, including Insurance Premium Tax. This year&rsquo;s renewal premium shown above is &pound;2,347.95. Our arrangement fee of &pound;35.00 was also charged last year and is not included in either figure.</div>
<p style="margin-top:12pt">We are paid commission by the insurer of 17.5% of the premium before tax, as well as the arrangement fee above.</p>`,
    `<h3>Motor insurance schedule</h3>
<table>
<tr><td>Policyholder</td><td>Mrs Harriet Ashworth-Lane</td></tr>
<tr><td>Insurer</td><td>Chubb European Group SE</td></tr>
<tr><td>Period of insurance</td><td>06/01/2027 to 05/01/2028, both days inclusive</td></tr>
<tr><td>Vehicle</td><td>2021 Porsche Cayenne E-Hybrid Tiptronic S &middot; Registration WR21 HZX &middot; Agreed value &pound;68,500</td></tr>
<tr><td>Cover</td><td>Comprehensive &middot; Social, domestic and pleasure, and commuting</td></tr>
</table>
<p><b>Drivers</b></p>
<table><tr><th>Name</th><th>Date of birth</th><th>Licence held since</th><th>On cover from</th></tr>
<tr><td>Harriet Ashworth-Lane</td><td>14/03/1968</td><td>02/09/1986</td><td>06/01/2021</td></tr>
<tr><td>Edward Ashworth-Lane</td><td>30/07/1965</td><td>11/05/1983</td><td>12/08/2026</td></tr></table>
<p><b>Excesses</b> (accidental damage, fire and theft)</p>
<table><tr><th>Compulsory</th><th>Voluntary</th><th>Total</th></tr><tr><td>&pound;500</td><td>&pound;250</td><td>&pound;750</td></tr></table>
<p>Windscreen replacement: &pound;100. Windscreen repair: nil.</p>
<p><b>Endorsements</b></p>
<p>E017 Tracking device: a Thatcham approved tracker must be fitted and subscribed (applies from 06/01/2027).<br>
E101 Named driver Edward Ashworth-Lane added 12/08/2026.</p>`,
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// 2. Jaguar Insurance: page 1 talks monthly payments; the annual price and last year's are on page 2.
const JAGUAR = pages(
  'Jaguar Insurance &middot; Customer number JI-0083342 &middot; Letter dated 25 November 2026',
  'Jaguar Insurance is arranged and administered by Markerstudy Insurance Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 308035). Registered in England No. 03060650. Registered office: 45 Westerham Road, Sevenoaks, Kent TN13 2QB. Credit is provided by Close Brothers Premium Finance.',
  [
    `<p style="font-size:18pt;letter-spacing:2pt"><b>JAGUAR</b> <span style="font-size:11pt">INSURANCE</span></p>
<div class="cols"><div><p>Mr Dominic Fairweather<br>14 Larkspur Close<br>Solihull<br>West Midlands<br>B91 3TQ</p></div>
<div class="box"><table>
<tr><td>Customer number</td><td>JI-0083342</td></tr>
<tr><td>Policy number</td><td>JAG/PC/7719034</td></tr>
<tr><td>Credit agreement number</td><td>55019931-A</td></tr>
<tr><td>Direct Debit mandate reference</td><td>JAGINS-7719034-DD</td></tr>
</table></div></div>
<p>25 November 2026</p>
<p>Dear Mr Fairweather</p>
<p><b>Your Jaguar F-PACE is covered until 22 December 2026 &ndash; here is your renewal</b></p>
<p>Thank you for insuring your Jaguar with us. Your policy will renew automatically on 23 December 2026 and your Direct Debit will continue, so there is nothing you need to do if everything is correct.</p>
<div class="box"><b>Your monthly payments for the coming year</b><br>
An initial payment of &pound;87.96 on 23 December 2026, then 10 monthly payments of &pound;79.06 from 23 January 2027.</div>
<p>Your full price, last year&rsquo;s price and the cost of credit are set out overleaf. Your repairs will still be carried out by a Jaguar approved repairer using genuine parts.</p>
<p>To make a change or to cancel your renewal, call 0330 024 8810 (Monday to Friday 8am&ndash;8pm) before 23 December 2026.</p>
<p>Yours sincerely<br>Jaguar Insurance Customer Services</p>`,
    `<h3>Your renewal price</h3>
<table style="width:100%">
<tr><td>Vehicle</td><td>Jaguar F-PACE P250 R-Dynamic SE &middot; LN72 UVD</td></tr>
<tr><td>Period of cover</td><td>23/12/2026 &ndash; 22/12/2027</td></tr>
<tr><td>Cover</td><td>Comprehensive, Class 1 business use</td></tr>
</table>
<table style="width:100%;margin-top:8pt">
<tr><td>Annual premium (including Insurance Premium Tax)</td><td class="r"><b>&pound;812.40</b></td></tr>
<tr><td>Initial payment</td><td class="r">&pound;87.96</td></tr>
<tr><td>Amount of credit</td><td class="r">&pound;724.44</td></tr>
<tr><td>Interest</td><td class="r">&pound;66.16</td></tr>
<tr><td>10 monthly payments of</td><td class="r">&pound;79.06</td></tr>
<tr><td>Total amount payable</td><td class="r">&pound;878.56</td></tr>
<tr><td>Representative APR</td><td class="r">19.9%</td></tr>
</table>
<div class="box" style="margin-top:10pt"><b>Last year&rsquo;s premium</b><br>Last year&rsquo;s annual premium was &pound;748.20. You paid it by Direct Debit, and with interest of &pound;61.26 the total amount you paid was &pound;809.46.</div>
<p><b>Your excess</b></p>
<table><tr><td>Compulsory excess</td><td>&pound;350</td><td>Voluntary excess</td><td>&pound;250</td><td>Total excess</td><td>&pound;600</td></tr></table>
<p>Glass repair &pound;25; glass replacement &pound;115. Drivers under 25 pay a further &pound;250.</p>`,
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// 3. Citroën Insurance: a renewal re-quoted after a named driver was added; the first price and the amended one printed.
const CITROEN = pages(
  'Citro&euml;n Insurance &middot; Policy CIT-60283317 &middot; Amended renewal invitation dated 24 November 2026',
  'Citro&euml;n Insurance is a trading name of Stellantis Insurance Services Limited, arranged by Ageas Retail Limited, authorised and regulated by the Financial Conduct Authority (FRN 312468). Registered in England and Wales No. 01442297. Registered office: Ageas House, Hampshire Corporate Park, Templars Way, Eastleigh SO53 3YA.',
  [
    `<p><b style="font-size:15pt">Citro&euml;n Insurance</b></p>
<div class="cols"><div><p>Ms Precious Adeyemi<br>Flat 6, Kestrel Court<br>88 Mill Road<br>Cambridge<br>CB1 2AS</p></div>
<div><p class="r">Policy number: CIT-60283317<br>Quote reference: RQ2-60283317-02<br>Date: 24 November 2026</p></div></div>
<h3>AMENDED RENEWAL INVITATION</h3>
<p>Dear Ms Adeyemi</p>
<p>Thank you for calling us on 20 November 2026 to add Mr Olusegun Adeyemi as a named driver. Because this change also applies to your renewal, we have recalculated your renewal price. <b>This letter replaces our renewal invitation dated 9 November 2026.</b></p>
<table style="width:100%" class="box">
<tr><td>Renewal price in our letter of 9 November 2026 (no longer valid)</td><td class="r">&pound;534.17</td></tr>
<tr><td><b>Amended renewal price</b></td><td class="r"><b>&pound;561.93</b></td></tr>
</table>
<p>The change to your current policy costs an additional premium of &pound;14.38 for the rest of this policy year; this will be taken from your card on 1 December 2026 and is separate from your renewal price.</p>
<p>Your new policy starts on 19/12/2026 and runs for twelve months. If you pay monthly, your new instalments are shown on page 2. Last year&rsquo;s price, as we are required to show it, is also on page 2.</p>
<p>Yours sincerely<br>Citro&euml;n Insurance Renewals Team &middot; 0345 600 3418</p>`,
    `<h3>Your amended price and cover</h3>
<div class="cols"><div><table>
<tr><td>Car</td><td>Citro&euml;n C5 Aircross PureTech 130 Shine</td></tr>
<tr><td>Registration</td><td>BK70 WXP</td></tr>
<tr><td>Cover</td><td>Comprehensive</td></tr>
<tr><td>Period</td><td>19/12/2026 to 18/12/2027</td></tr>
</table></div>
<div><table>
<tr><td>Premium before tax</td><td class="r">&pound;501.72</td></tr>
<tr><td>Insurance Premium Tax (12%)</td><td class="r">&pound;60.21</td></tr>
<tr><td><b>Amended renewal price</b></td><td class="r"><b>&pound;561.93</b></td></tr>
</table></div></div>
<p>Paying monthly: a deposit of &pound;56.19, then 10 monthly payments of &pound;54.12 (total amount payable &pound;597.39, interest &pound;35.46, representative APR 13.9%).</p>
<div class="box"><b>How your price compares with last year</b><br>Last year&rsquo;s price: &pound;502.66<br>This year&rsquo;s price: &pound;561.93 (amended)</div>
<p><b>Drivers</b>: Ms Precious Adeyemi (policyholder, from 19/12/2022); Mr Olusegun Adeyemi (named driver, from 20/11/2026).</p>
<p><b>Excesses</b>: Compulsory &pound;300 &middot; Voluntary &pound;200 &middot; Total &pound;500. Windscreen replacement &pound;90.</p>
<p><b>Endorsement 04</b>: Named driver added 20/11/2026, effective on this and the renewed policy.</p>`,
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// 4. Renault Insurance (photo): the first page of two carries the letter and the price box.
const RENAULT = pages(
  'Renault Insurance &middot; Customer ref RNI-553091 &middot; 20 November 2026',
  'Renault Insurance is a trading name of RCI Financial Services Limited, an appointed representative of Ageas Retail Limited, authorised and regulated by the Financial Conduct Authority. Registered in England No. 00962090.',
  [
    `<p><b style="font-size:17pt">RENAULT</b> <span style="font-size:12pt">Insurance</span></p>
<div class="cols"><div><p>Mr Callum Rees<br>27 Heol y Parc<br>Pontypridd<br>CF37 2BN</p></div>
<div><table><tr><td>Customer ref</td><td>RNI-553091</td></tr><tr><td>Policy no.</td><td>RNI/21/0448716</td></tr><tr><td>Date</td><td>20 November 2026</td></tr></table></div></div>
<p>Dear Mr Rees</p>
<p><b>Your Renault Clio E-Tech (FY71 KZN) renews on 2 January 2027</b></p>
<p>Your insurance will renew automatically and cover will continue from 2 January 2027 for a further year.</p>
<table class="box" style="width:100%">
<tr><td>This year&rsquo;s premium</td><td>Last year&rsquo;s premium</td></tr>
<tr><td style="font-size:14pt"><b>&pound;468.30</b></td><td style="font-size:14pt">&pound;441.85</td></tr>
</table>
<p>Or pay in 11 monthly payments of &pound;45.07 (total &pound;495.77, representative APR 21.6%).</p>
<p><b>Excess</b>: Compulsory &pound;250 &nbsp; Voluntary &pound;150 &nbsp; Total &pound;400</p>
<p>Call 0344 381 2290 to make changes.</p>`,
    `<h3>Important information</h3>
<p>Please read your policy booklet and check that the cover still meets your needs. If any detail is wrong, tell us straight away, because incorrect information could invalidate your insurance.</p>
<p>You have 14 days from the start of your renewed policy to cancel it and receive a refund for the days you have not been covered.</p>`,
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// 5. Subaru Insurance: three pages, dotted-leader price table on page 2, the FCA box below extras, another car's policy.
const leader = (label: string, value: string) =>
  `<tr><td style="width:70%;border-bottom:1px dotted #999">${label}</td><td class="r" style="border-bottom:1px dotted #999">${value}</td></tr>`;
const SUBARU = pages(
  'Subaru Insurance &middot; Customer SUB-C-338120 &middot; Policy SUB-M-2208153 &middot; Issued 27 November 2026',
  'Subaru Insurance is provided by Subaru (UK) Limited as an introducer appointed representative of Markerstudy Insurance Services Limited, authorised and regulated by the Financial Conduct Authority (firm reference 308035). Subaru (UK) Limited, registered in England No. 11431170.',
  [
    `<p><b style="font-size:16pt;color:#003b7a">SUBARU</b> INSURANCE</p>
<p>Mrs Eilidh MacPherson<br>Craigview, Station Road<br>Aviemore<br>PH22 1PD</p>
<p>27 November 2026</p>
<p>Dear Mrs MacPherson</p>
<p><b>Renewing your Subaru Outback insurance</b></p>
<p>Thank you for choosing Subaru Insurance. Your policy is due for renewal and the new period of cover begins on 11 January 2027. Your renewal price, including the optional extras you chose last year, is set out on the next page, together with last year&rsquo;s price.</p>
<p>As you also insure your Subaru Forester (SN18 PLX) with us under policy SUB-M-2204716, you will receive a separate invitation for that car before it renews on 14 April 2027.</p>
<p>If you are happy, you need do nothing: we will collect your renewal payment from the card ending 4417 on 11 January 2027.</p>
<p>Yours sincerely</p>
<p>Subaru Insurance Team<br>0333 043 1127</p>`,
    `<h3>Statement of price</h3>
<p>Subaru Outback 2.5i Touring Lineartronic &middot; YG22 RTU &middot; Comprehensive &middot; 11/01/2027 to 10/01/2028</p>
<table style="width:100%">
${leader('Car insurance premium (including IPT at 12%)', '&pound;623.74')}
${leader('Motor legal protection (optional)', '&pound;24.99')}
${leader('Subaru Assistance breakdown, UK and Europe (optional)', '&pound;89.00')}
${leader('<b>Total to pay</b>', '<b>&pound;737.73</b>')}
</table>
<p style="margin-top:18pt">The optional extras are not part of your car insurance and may be removed without affecting your cover.</p>
<div class="box" style="margin-top:18pt"><b>Last year&rsquo;s price</b><br>
Car insurance premium last year (excluding optional extras): &pound;579.10<br>
Car insurance premium this year (excluding optional extras): &pound;623.74</div>`,
    `<h3>Your schedule</h3>
<table>
<tr><td>Policyholder</td><td>Mrs Eilidh MacPherson</td></tr>
<tr><td>Main driver</td><td>Mrs Eilidh MacPherson, born 02/06/1974</td></tr>
<tr><td>Named driver</td><td>Mr Fraser MacPherson, born 19/10/1971, added 05/04/2024</td></tr>
<tr><td>Use</td><td>Social, domestic and pleasure including commuting</td></tr>
</table>
<p><b>Excesses</b></p>
<table>
<tr><td>Compulsory excess</td><td class="r">&pound;250</td></tr>
<tr><td>Voluntary excess</td><td class="r">&pound;250</td></tr>
<tr><td>Total accidental damage excess</td><td class="r">&pound;500</td></tr>
<tr><td>Windscreen excess</td><td class="r">&pound;95</td></tr>
<tr><td>Additional excess if a non-approved repairer is used</td><td class="r">&pound;250</td></tr>
</table>`,
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// 6. CUPRA Insurance (photo, sideways): one page.
const CUPRA = `<p><b style="font-size:17pt;letter-spacing:3pt">CUPRA</b> INSURANCE</p>
<div class="cols"><div><p>Miss Tamsin Okafor<br>3 Wharfside Mews<br>Leeds<br>LS10 1QE</p></div>
<div><p class="r">Policy number CUP 0091 4427<br>Customer number 7734019<br>Date of issue 26/11/2026</p></div></div>
<p>Dear Miss Okafor</p>
<p><b>Your renewal invitation</b></p>
<p>Your CUPRA Born e-Boost (WU73 HXM) policy renews on 28/12/2026. Cover will continue automatically unless you tell us otherwise.</p>
<table class="box" style="width:100%">
<tr><th>Your price</th><th class="r">Annual</th></tr>
<tr><td>Premium for 28/12/2026 &ndash; 27/12/2027</td><td class="r"><b>&pound;704.52</b></td></tr>
<tr><td>Last year&rsquo;s premium</td><td class="r">&pound;655.06</td></tr>
</table>
<p>Monthly: 12 payments of &pound;62.41, total payable &pound;748.92, representative APR 12.4%.</p>
<p>Excesses: compulsory &pound;400, voluntary &pound;100, total &pound;500. Charging cable cover included.</p>
<p style="${SMALL}">CUPRA Insurance is provided by Volkswagen Financial Services (UK) Limited, an appointed representative of Ageas Retail Limited (FRN 312468), authorised and regulated by the Financial Conduct Authority. Call 0333 321 0470.</p>`;

// ---------------------------------------------------------------------------------------------------------------------
// 7. Sure Thing!: young driver; page 1 speaks of monthly payments only, the annual prices are on page 2.
const SURE_THING = pages(
  'Sure Thing! &middot; Policy STM/5521/88034 &middot; Mandate ref STM552188034 &middot; 24 November 2026',
  'Sure Thing! is a trading name of Markerstudy Insurance Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 308035). Registered office: 45 Westerham Road, Sevenoaks, Kent TN13 2QB. Registered in England No. 03060650.',
  [
    `<p><b style="font-size:20pt">Sure Thing!</b></p>
<p>Mr Jordan Dunmore<br>41 Ridgeway Avenue<br>Gateshead<br>NE9 6HP</p>
<p>24 November 2026</p>
<p>Hi Jordan,</p>
<p><b>Good news &ndash; your second year with us costs less</b></p>
<p>Your Ford Fiesta policy renews on 8 January 2027. Thanks to your Drive score of 87 and another year without a claim, your monthly payment is going down.</p>
<div class="box" style="font-size:12pt">New monthly payment: <b>&pound;103.95</b><br><span style="font-size:10pt">Currently &pound;111.64 a month</span></div>
<p>Your first payment of the new year is a deposit taken on 8 January 2027, followed by 10 monthly payments. The full yearly price and the cost of paying monthly are on the next page.</p>
<p>Keep the Sure Thing! Drive app on your phone and switched on &ndash; your cover depends on it.</p>
<p>Cheers,<br>The Sure Thing! team &middot; 0330 102 8712</p>`,
    `<h3>Your price for the year</h3>
<table>
<tr><td>Ford Fiesta 1.1 Zetec</td><td>DA19 FJY</td></tr>
<tr><td>Cover</td><td>Comprehensive, telematics</td></tr>
<tr><td>Starts</td><td>08/01/2027</td></tr>
</table>
<table style="width:100%;margin-top:8pt">
<tr><th></th><th class="r">This year</th><th class="r">Last year</th></tr>
<tr><td>Annual premium</td><td class="r"><b>&pound;1,067.40</b></td><td class="r">&pound;1,143.25</td></tr>
<tr><td>Deposit</td><td class="r">&pound;106.74</td><td class="r">&pound;114.33</td></tr>
<tr><td>10 monthly payments of</td><td class="r">&pound;103.95</td><td class="r">&pound;111.64</td></tr>
<tr><td>Total amount payable</td><td class="r">&pound;1,146.24</td><td class="r">&pound;1,230.73</td></tr>
<tr><td>Interest</td><td class="r">&pound;78.84</td><td class="r">&pound;87.48</td></tr>
</table>
<p>Representative APR 17.9%.</p>
<p><b>Excess</b></p>
<table><tr><td>Compulsory excess</td><td>Voluntary excess</td><td>Total excess</td></tr>
<tr><td>&pound;450</td><td>&pound;0</td><td>&pound;450</td></tr></table>
<p><b>Drivers</b>: Jordan Dunmore (born 11/02/2005); Kayleigh Dunmore, named driver, added 03/03/2026.</p>`,
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// 8. Graham Sykes: a classic car with an agreed value; another classic on another policy.
const GRAHAM_SYKES = pages(
  'Graham Sykes Insurance &middot; Classic Vehicle Renewal &middot; Client 55102 &middot; 22 November 2026',
  'Graham Sykes Insurance is a trading name of Graham Sykes Insurance Consultants Limited, authorised and regulated by the Financial Conduct Authority, firm reference number 305972. Registered in England No. 03112849.',
  [
    `<div class="cols"><div><p><b style="font-size:15pt">Graham Sykes</b><br>Classic &amp; Collectors&rsquo; Vehicle Insurance</p>
<p>Mr Geoffrey Thwaite<br>Low Barn, Kettlewell Road<br>Grassington<br>Skipton<br>BD23 5LB</p></div>
<div class="r"><p>Your client number: 55102<br>Policy: GSI/CL/00461209<br>Quote: 2611-884-T<br>22 November 2026</p></div></div>
<p>Dear Mr Thwaite</p>
<p><b>Triumph TR6 &ndash; renewal of your classic car policy</b></p>
<p>Your policy for the Triumph TR6 expires on 30 January 2027. We are pleased to invite you to renew from 31 January 2027, with your agreed value of &pound;24,000 and limited mileage of 3,000 miles a year unchanged.</p>
<p>Your renewal terms and last year&rsquo;s premium are shown on the enclosed renewal schedule (page 2). Your TR Register club discount has been applied.</p>
<p>Your MGB Roadster (RTW 88G) is insured under a separate policy, GSI/CL/00457812, which renews on 1 April 2027 at a premium of &pound;164.30; no action is needed on it now.</p>
<p>Kind regards</p>
<p>Lorraine Haigh<br>Classic Vehicle Team &middot; 01274 866 530</p>`,
    `<h3>Renewal schedule</h3>
<table>
<tr><td>Vehicle</td><td>1976 Triumph TR6 2.5 PI</td></tr>
<tr><td>Registration mark</td><td>KHO 453P</td></tr>
<tr><td>Agreed value</td><td>&pound;24,000</td></tr>
<tr><td>Period of insurance</td><td>31/01/2027 to 30/01/2028</td></tr>
<tr><td>Cover</td><td>Comprehensive, limited mileage (3,000)</td></tr>
<tr><td>Insurer</td><td>Aviva Insurance Limited</td></tr>
</table>
<p style="margin-top:10pt"><b>Premium</b></p>
<table>
<tr><td>Annual premium including IPT</td><td class="r">&pound;212.85</td></tr>
<tr><td>Previous year&rsquo;s annual premium including IPT</td><td class="r">&pound;198.40</td></tr>
</table>
<p style="margin-top:10pt"><b>Excesses</b>: Compulsory excess &pound;100; Voluntary excess &pound;150; Total excess &pound;250.</p>
<p><b>Drivers</b>: Geoffrey Thwaite (born 08/09/1952); Margaret Thwaite (born 21/12/1954), added 31/01/2019.</p>
<p><b>Endorsement CL4</b>: the vehicle is kept in a locked garage overnight at the address above.</p>`,
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// 9. Sureterm Direct (photo): a one-page renewal.
const SURETERM = `<div class="cols"><div><p><b style="font-size:17pt">Sureterm</b> <span style="font-size:11pt">Direct</span><br>Car insurance</p>
<p>Mrs Anita Chaudhry<br>112 Saffron Lane<br>Leicester<br>LE2 6TR</p></div>
<div class="box"><table>
<tr><td>Policy number</td><td>SDC 771 0356</td></tr>
<tr><td>Customer ID</td><td>C-1944206</td></tr>
<tr><td>Date</td><td>17 November 2026</td></tr>
</table></div></div>
<p>Dear Mrs Chaudhry,</p>
<p><b>Your car insurance renewal &ndash; Volkswagen Golf MF68 TVN</b></p>
<p>Your current cover ends on 14 December 2026. Your new policy will start on 15 December 2026.</p>
<table style="width:100%" class="box">
<tr><td>Your renewal premium</td><td class="r"><b>&pound;389.62</b></td></tr>
<tr><td>What you paid last year</td><td class="r">&pound;402.18</td></tr>
<tr><td>Compulsory excess</td><td class="r">&pound;150</td></tr>
<tr><td>Voluntary excess</td><td class="r">&pound;250</td></tr>
<tr><td>Total excess</td><td class="r">&pound;400</td></tr>
</table>
<p>Paying monthly? Deposit &pound;38.96 and 10 instalments of &pound;37.11 (total &pound;410.06, APR 10.9%).</p>
<p>Questions? Call 0345 241 2291.</p>
<p style="${SMALL}">Sureterm Direct is a trading name of Sureterm Direct Limited, authorised and regulated by the Financial Conduct Authority (FRN 305934). Registered in England No. 03028891.</p>`;

// ---------------------------------------------------------------------------------------------------------------------
// 10. Insurance Choice: three pages, statement of price with a separate FCA box, endorsements with dates.
const INSURANCE_CHOICE = pages(
  'Insurance Choice &middot; Your reference ICM-00318842 &middot; Customer 9021577 &middot; 26/11/2026',
  'Insurance Choice is a trading name of Insurance Choice Limited, authorised and regulated by the Financial Conduct Authority (FRN 303567). Registered in England and Wales No. 04190234.',
  [
    `<p><b style="font-size:16pt">insurance<span style="color:#c00">choice</span></b></p>
<div class="cols"><div><p>Mr Wiktor Nowak<br>9 Elmfield Terrace<br>Doncaster<br>DN1 2HE</p></div>
<div><table>
<tr><td>Customer number</td><td>9021577</td></tr>
<tr><td>Policy number</td><td>ICM-00318842</td></tr>
<tr><td>Renewal quote reference</td><td>RNQ 44 70913</td></tr>
<tr><td>Letter date</td><td>26/11/2026</td></tr>
</table></div></div>
<p>Dear Mr Nowak</p>
<p><b>It&rsquo;s time to renew your car insurance</b></p>
<p>Your policy for your Nissan Qashqai ends at midnight on 01/02/2027. We have searched our panel of insurers and your renewal with Covea Insurance plc will start on 02/02/2027.</p>
<p>Please check the statement of price on page 2 and your schedule on page 3. If any details have changed since your mid-term amendment on 14/07/2026, please let us know.</p>
<p>We will take payment by your existing Direct Debit (mandate reference ICHOICE-9021577) unless you tell us otherwise.</p>
<p>Kind regards<br>Insurance Choice Renewals &middot; 0191 500 7442</p>`,
    `<h3>Statement of price</h3>
<table style="width:100%">
<tr><td>Net premium</td><td class="r">&pound;765.37</td></tr>
<tr><td>Insurance Premium Tax at 12%</td><td class="r">&pound;91.84</td></tr>
<tr><td><b>Renewal premium</b></td><td class="r"><b>&pound;857.21</b></td></tr>
<tr><td>Administration fee</td><td class="r">&pound;25.00</td></tr>
<tr><td>Total payable</td><td class="r">&pound;882.21</td></tr>
</table>
<p>Instalments: deposit &pound;88.22, then 9 payments of &pound;94.37 (total &pound;937.55 including interest of &pound;55.34; representative APR 24.9%).</p>
<div class="box" style="margin-top:18pt"><b>Important: your previous premium</b><br>
The FCA requires us to tell you what you paid last year. Your premium last year was &pound;792.54, excluding our administration fee.</div>`,
    `<h3>Schedule</h3>
<table>
<tr><td>Vehicle</td><td>Nissan Qashqai 1.3 DIG-T Tekna &middot; YR20 MXE</td></tr>
<tr><td>Period of insurance</td><td>02/02/2027 to 01/02/2028</td></tr>
<tr><td>Insurer</td><td>Covea Insurance plc</td></tr>
</table>
<p><b>Drivers</b></p>
<table><tr><th>Driver</th><th>Born</th><th>Added</th></tr>
<tr><td>Wiktor Nowak</td><td>23/04/1981</td><td>02/02/2023</td></tr>
<tr><td>Agnieszka Nowak</td><td>07/11/1983</td><td>14/07/2026</td></tr></table>
<p><b>Excesses</b>: compulsory &pound;300, voluntary &pound;250 &ndash; total &pound;550.</p>
<p><b>Endorsements</b>: 011 Named driver added from 14/07/2026. 207 Vehicle kept on a private driveway overnight (from 02/02/2027).</p>`,
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// 11. Fish Insurance (photo): one page.
const FISH = `<p><b style="font-size:20pt;color:#0a5a8a">fish</b> insurance</p>
<div class="cols"><div><p>Mr Liam Gallagher-Moss<br>52 Orrell Lane<br>Bootle<br>L20 6BX</p></div>
<div><p>Policy: FISH/PC/3358712<br>Quote ref: FQ-882014<br>Date: 28 November 2026</p></div></div>
<p>Dear Mr Gallagher-Moss</p>
<p><b>Your renewal &ndash; Vauxhall Corsa CE17 ABV</b></p>
<p>Your cover renews on 21 January 2027. Here is your price for the next twelve months:</p>
<table class="box" style="width:100%">
<tr><td>Renewal premium</td><td class="r"><b>&pound;546.08</b></td><td>Last year&rsquo;s premium</td><td class="r">&pound;517.36</td></tr>
<tr><td>Compulsory excess</td><td class="r">&pound;250</td><td>Voluntary excess</td><td class="r">&pound;200</td></tr>
<tr><td>Total excess</td><td class="r">&pound;450</td><td></td><td></td></tr>
</table>
<p>To renew, call 0151 921 4410 or reply online before 20 January 2027.</p>
<p style="${SMALL}">Fish Insurance is a trading name of Fish Administration Limited, authorised and regulated by the Financial Conduct Authority (FRN 306981).</p>`;

// ---------------------------------------------------------------------------------------------------------------------
// 12. Thinkinsure: optional extras and a broker fee around the premium; last year's figure is the premium alone.
const THINKINSURE = pages(
  'Thinkinsure &middot; Policy TKI/PMV/0082291 &middot; Quote Q5540718 &middot; 23 November 2026',
  'Thinkinsure is a trading name of Thinkinsure Limited, authorised and regulated by the Financial Conduct Authority, FRN 309210. Registered in England No. 04152384. Registered office: Bampton House, Milton Keynes MK9 2AH.',
  [
    `<p><b style="font-size:17pt">thinkinsure</b></p>
<p>Mrs Gemma Holloway<br>Rowan Cottage<br>4 Mill Lane<br>Olney<br>MK46 4BN</p>
<p>23 November 2026</p>
<p>Dear Mrs Holloway</p>
<p><b>Your renewal: Skoda Octavia Estate HJ69 EWC</b></p>
<p>Your motor policy TKI/PMV/0082291 is due for renewal on 9 January 2027. We have renewed with your current insurer and kept the optional extras you chose last year. The full breakdown of your price is on page 2.</p>
<p>If you would like to remove any of the optional extras, or to change your voluntary excess, please call us on 01908 218 770 before 9 January 2027.</p>
<p>Yours sincerely<br>Mark Ellison, Personal Lines Manager</p>`,
    `<h3>Your price breakdown</h3>
<table style="width:100%">
<tr><td>Car insurance premium (including IPT)</td><td class="r">&pound;731.15</td></tr>
<tr><td>Motor legal expenses</td><td class="r">&pound;29.99</td></tr>
<tr><td>Breakdown cover (roadside and recovery)</td><td class="r">&pound;54.00</td></tr>
<tr><td>Key cover</td><td class="r">&pound;19.99</td></tr>
<tr><td>Thinkinsure arrangement fee</td><td class="r">&pound;40.00</td></tr>
<tr><td><b>Total payable</b></td><td class="r"><b>&pound;875.13</b></td></tr>
</table>
<div class="box" style="margin-top:12pt"><b>Your premium last year</b><br>
Your car insurance premium last year was &pound;689.40. This year it is &pound;731.15. These figures do not include optional extras (&pound;98.50 last year) or our fee.</div>
<p><b>Excess</b></p>
<table><tr><td>Compulsory</td><td>&pound;250</td></tr><tr><td>Voluntary</td><td>&pound;500</td></tr><tr><td>Total</td><td>&pound;750</td></tr></table>
<p>Drivers: Gemma Holloway; Robert Holloway (named driver since 09/01/2025).</p>`,
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// 13. Ryan Insurance: a motor renewal with annual and monthly on different pages, registration only on the schedule.
const RYAN = pages(
  'Ryan Insurance Group &middot; Client RY-661480 &middot; Policy RIG/MC/2207745 &middot; 19 November 2026',
  'Ryan Insurance Group is a trading name of Ryan Insurance Group Limited, authorised and regulated by the Financial Conduct Authority (FRN 306745). Registered in England No. 02988431.',
  [
    `<p><b style="font-size:16pt">RYAN</b> Insurance Group</p>
<p>Dr Siobhan Kearney<br>The Granary, Hall Farm<br>Fakenham Road<br>Holt<br>Norfolk<br>NR25 6QT</p>
<p>19 November 2026</p>
<p>Dear Dr Kearney</p>
<p><b>Renewal invitation &ndash; your Volvo XC60</b></p>
<p>Your car insurance is due to renew on 10 December 2026. Your insurer has offered renewal terms, which we have checked against other insurers on our panel, and we recommend you accept them.</p>
<p>You currently pay monthly. From 10 December 2026 your monthly payments will be &pound;72.48, after a first payment of &pound;80.64 (full details on page 2).</p>
<p>Your new policy documents, including your certificate of motor insurance, will be emailed to you once your renewal has been processed.</p>
<p>Yours sincerely<br>Renewals Department, Ryan Insurance Group &middot; 01603 298 010</p>`,
    `<h3>Renewal summary</h3>
<table>
<tr><td>Vehicle</td><td>Volvo XC60 B5 Plus</td></tr>
<tr><td>Registration</td><td>AV21 KHJ</td></tr>
<tr><td>Renewal date</td><td>10/12/2026</td></tr>
<tr><td>Insurer</td><td>Zurich Insurance Company Ltd</td></tr>
</table>
<table style="width:100%;margin-top:8pt">
<tr><th></th><th class="r">Annual</th><th class="r">First payment</th><th class="r">Then 10 &times;</th><th class="r">Total payable</th></tr>
<tr><td>This year</td><td class="r">&pound;805.44</td><td class="r">&pound;80.64</td><td class="r">&pound;72.48</td><td class="r">&pound;805.44</td></tr>
</table>
<p>Ryan Insurance Group charges no interest for paying monthly: the total payable is the annual premium.</p>
<div class="box"><b>Last year</b>: your annual premium was &pound;763.92.</div>
<p><b>Excess</b>: Compulsory &pound;350. Voluntary &pound;0. Total &pound;350.</p>`,
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// 14. Wrightsure (photo): one page.
const WRIGHTSURE = `<div class="cols"><div><p><b style="font-size:17pt">Wrightsure</b><br>Insurance Services</p></div>
<div class="r" style="${SMALL}">Page 1 of 1<br>Ref WS/CAR/401873<br>Customer 11-20455</div></div>
<p>Mr Ben Tremayne<br>6 Coldharbour Road<br>Swindon<br>SN2 8LA</p>
<p>21 November 2026</p>
<p>Dear Mr Tremayne</p>
<p><b>Renewal of your car insurance, policy WS/CAR/401873</b></p>
<p>Your Toyota Yaris (YH19 DKU) is insured until 4 February 2027. Your renewal starts on 5 February 2027.</p>
<table style="width:100%">
<tr><td style="width:50%">Renewal premium</td><td>&pound;398.76</td></tr>
<tr><td>Last year&rsquo;s premium</td><td>&pound;371.40</td></tr>
<tr><td>Excess (compulsory / voluntary / total)</td><td>&pound;200 / &pound;100 / &pound;300</td></tr>
</table>
<p>Pay monthly: &pound;39.88 deposit and 9 payments of &pound;42.57 (total &pound;423.01; APR 15.9%).</p>
<p style="${SMALL}">Wrightsure Insurance Services is a trading name of Wrightsure Services (2003) Limited, authorised and regulated by the Financial Conduct Authority, FRN 302986.</p>`;

// ---------------------------------------------------------------------------------------------------------------------
// 15. Lansdown Insurance: three pages; price summary on page 2, last year in an FCA box on page 3 with the schedule.
const LANSDOWN = pages(
  'Lansdown Insurance Brokers &middot; Account LAN-0047712 &middot; 18 November 2026',
  'Lansdown Insurance Brokers Limited is authorised and regulated by the Financial Conduct Authority (firm reference 306081). Registered in England No. 04089715. Registered office: Imperial Square, Cheltenham GL50 1QB.',
  [
    `<p><b style="font-size:16pt">Lansdown</b> Insurance</p>
<div class="cols"><div><p>Mr Hamish Bellingham<br>Orchard House<br>Painswick Road<br>Stroud<br>GL6 6UP</p></div>
<div><p>Account number: LAN-0047712<br>Policy number: LPM 220 9186<br>Date: 18 November 2026</p></div></div>
<p>Dear Mr Bellingham</p>
<p><b>Your motor insurance renewal</b></p>
<p>Your motor insurance with us renews on 17 December 2026. We enclose your renewal terms: the price on page 2, and your schedule with last year&rsquo;s premium on page 3.</p>
<p>Your renewal includes the changes you asked for on 2 October 2026, when you replaced your BMW 320d (RX15 NPO) with a Mercedes-Benz GLC.</p>
<p>Yours sincerely<br>Lansdown Insurance &middot; 01242 220 400</p>`,
    `<h3>Renewal price</h3>
<table style="width:100%">
<tr><td>Annual premium</td><td class="r">&pound;938.60</td></tr>
<tr><td>of which Insurance Premium Tax</td><td class="r">&pound;100.56</td></tr>
<tr><td>Policy fee</td><td class="r">&pound;30.00</td></tr>
<tr><td>Amount due</td><td class="r">&pound;968.60</td></tr>
</table>
<p>This price is valid for cover starting on 17/12/2026. Payment is due by 17/12/2026.</p>`,
    `<h3>Schedule</h3>
<table>
<tr><td>Vehicle</td><td>Mercedes-Benz GLC 300e AMG Line &middot; GY71 LWR</td></tr>
<tr><td>Cover</td><td>Comprehensive</td></tr>
<tr><td>Period</td><td>17/12/2026 &ndash; 16/12/2027</td></tr>
<tr><td>Excess</td><td>Compulsory &pound;400 + Voluntary &pound;100 = Total &pound;500</td></tr>
</table>
<div class="box" style="margin-top:12pt"><b>Last year&rsquo;s premium</b><br>
Last year&rsquo;s annual premium, for the car you insured then: &pound;887.15 (before the mid-term change).</div>`,
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// 16. Devitt Insurance: a re-quote after a change of address, both prices printed, and a renewal date restated.
const DEVITT = pages(
  'Devitt Insurance Services &middot; Customer ID D-7730114 &middot; 28 November 2026',
  'Devitt Insurance Services Limited is authorised and regulated by the Financial Conduct Authority (FRN 305949). Registered in England No. 01120214. Registered office: Central House, 32-66 High Street, Stratford, London E15 2PF.',
  [
    `<p><b style="font-size:17pt">DEVITT</b></p>
<div class="cols"><div><p>Mrs Rhiannon Pugh<br>2 Chapel Row<br>Llandeilo<br>SA19 6BD</p></div>
<div><table><tr><td>Customer ID</td><td>D-7730114</td></tr><tr><td>Policy number</td><td>DCP/01/5583920</td></tr><tr><td>Date</td><td>28 November 2026</td></tr></table></div></div>
<p>Dear Mrs Pugh</p>
<p><b>Your revised renewal price</b></p>
<p>You told us on 25 November 2026 that you have moved to the address above. We have re-quoted your renewal, which starts on 3 January 2027, for your new address.</p>
<table style="width:100%" class="box">
<tr><td>Original renewal price (sent 12 November 2026)</td><td class="r">&pound;612.47</td></tr>
<tr><td>Revised renewal price for your new address</td><td class="r"><b>&pound;579.88</b></td></tr>
</table>
<p>The revised price replaces the original one. The reduction in your current year&rsquo;s premium for the move, &pound;9.12, will be refunded to your card within 10 working days.</p>
<p>Yours sincerely<br>Devitt Customer Services &middot; 0345 200 3320</p>`,
    `<h3>Details of your renewal</h3>
<table>
<tr><td>Vehicle</td><td>Kia Sportage 1.6 T-GDi GT-Line &middot; CU20 YTR</td></tr>
<tr><td>Cover starts</td><td>03/01/2027</td></tr>
<tr><td>Insurer</td><td>Ageas Insurance Limited</td></tr>
</table>
<div class="box" style="margin-top:10pt">Last year&rsquo;s premium: &pound;548.33<br>This year&rsquo;s premium (revised): &pound;579.88</div>
<p><b>Excesses</b>: Compulsory &pound;250; Voluntary &pound;250; Total &pound;500.</p>
<p>Named drivers: Gareth Pugh (added 03/01/2024).</p>`,
  ],
);

export const FRESH_NOTICES_18: FreshNotice[] = [
  {
    name: 'kerry-london',
    html: KERRY_LONDON,
    expected: { renewalDate: '2027-01-06', insurer: 'Kerry London', policyNumber: 'KLPM 4471 0923', registrationNumber: 'WR21HZX', renewalPremium: '2347.95', previousPremium: '2184.60', compulsoryExcess: '500', voluntaryExcess: '250', totalExcess: '750' },
  },
  {
    name: 'jaguar-insurance',
    html: JAGUAR,
    expected: { renewalDate: '2026-12-23', insurer: 'Jaguar Insurance', policyNumber: 'JAG/PC/7719034', registrationNumber: 'LN72UVD', renewalPremium: '812.40', previousPremium: '748.20', compulsoryExcess: '350', voluntaryExcess: '250', totalExcess: '600' },
  },
  {
    name: 'citroen-insurance',
    html: CITROEN,
    expected: { renewalDate: '2026-12-19', insurer: 'Citroën Insurance', policyNumber: 'CIT-60283317', registrationNumber: 'BK70WXP', renewalPremium: '561.93', previousPremium: '502.66', compulsoryExcess: '300', voluntaryExcess: '200', totalExcess: '500' },
  },
  {
    name: 'renault-insurance',
    photo: true,
    html: RENAULT,
    expected: { renewalDate: '2027-01-02', insurer: 'Renault Insurance', policyNumber: 'RNI/21/0448716', registrationNumber: 'FY71KZN', renewalPremium: '468.30', previousPremium: '441.85', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400' },
  },
  {
    name: 'subaru-insurance',
    html: SUBARU,
    expected: { renewalDate: '2027-01-11', insurer: 'Subaru Insurance', policyNumber: 'SUB-M-2208153', registrationNumber: 'YG22RTU', renewalPremium: '623.74', previousPremium: '579.10', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'cupra-insurance',
    photo: 'sideways',
    html: CUPRA,
    expected: { renewalDate: '2026-12-28', insurer: 'CUPRA Insurance', policyNumber: 'CUP 0091 4427', registrationNumber: 'WU73HXM', renewalPremium: '704.52', previousPremium: '655.06', compulsoryExcess: '400', voluntaryExcess: '100', totalExcess: '500' },
  },
  {
    name: 'sure-thing',
    html: SURE_THING,
    expected: { renewalDate: '2027-01-08', insurer: 'Sure Thing!', policyNumber: 'STM/5521/88034', registrationNumber: 'DA19FJY', renewalPremium: '1067.40', previousPremium: '1143.25', compulsoryExcess: '450', voluntaryExcess: '0', totalExcess: '450' },
  },
  {
    name: 'graham-sykes',
    html: GRAHAM_SYKES,
    expected: { renewalDate: '2027-01-31', insurer: 'Graham Sykes Insurance', policyNumber: 'GSI/CL/00461209', registrationNumber: 'KHO453P', renewalPremium: '212.85', previousPremium: '198.40', compulsoryExcess: '100', voluntaryExcess: '150', totalExcess: '250' },
  },
  {
    name: 'sureterm-direct',
    photo: true,
    html: SURETERM,
    expected: { renewalDate: '2026-12-15', insurer: 'Sureterm Direct', policyNumber: 'SDC 771 0356', registrationNumber: 'MF68TVN', renewalPremium: '389.62', previousPremium: '402.18', compulsoryExcess: '150', voluntaryExcess: '250', totalExcess: '400' },
  },
  {
    name: 'insurance-choice',
    html: INSURANCE_CHOICE,
    expected: { renewalDate: '2027-02-02', insurer: 'Insurance Choice', policyNumber: 'ICM-00318842', registrationNumber: 'YR20MXE', renewalPremium: '857.21', previousPremium: '792.54', compulsoryExcess: '300', voluntaryExcess: '250', totalExcess: '550' },
  },
  {
    name: 'fish-insurance',
    photo: true,
    html: FISH,
    expected: { renewalDate: '2027-01-21', insurer: 'Fish Insurance', policyNumber: 'FISH/PC/3358712', registrationNumber: 'CE17ABV', renewalPremium: '546.08', previousPremium: '517.36', compulsoryExcess: '250', voluntaryExcess: '200', totalExcess: '450' },
  },
  {
    name: 'thinkinsure',
    html: THINKINSURE,
    expected: { renewalDate: '2027-01-09', insurer: 'Thinkinsure', policyNumber: 'TKI/PMV/0082291', registrationNumber: 'HJ69EWC', renewalPremium: '731.15', previousPremium: '689.40', compulsoryExcess: '250', voluntaryExcess: '500', totalExcess: '750' },
  },
  {
    name: 'ryan-insurance',
    html: RYAN,
    expected: { renewalDate: '2026-12-10', insurer: 'Ryan Insurance Group', policyNumber: 'RIG/MC/2207745', registrationNumber: 'AV21KHJ', renewalPremium: '805.44', previousPremium: '763.92', compulsoryExcess: '350', voluntaryExcess: '0', totalExcess: '350' },
  },
  {
    name: 'wrightsure',
    photo: true,
    html: WRIGHTSURE,
    expected: { renewalDate: '2027-02-05', insurer: 'Wrightsure', policyNumber: 'WS/CAR/401873', registrationNumber: 'YH19DKU', renewalPremium: '398.76', previousPremium: '371.40', compulsoryExcess: '200', voluntaryExcess: '100', totalExcess: '300' },
  },
  {
    name: 'lansdown-insurance',
    html: LANSDOWN,
    expected: { renewalDate: '2026-12-17', insurer: 'Lansdown Insurance', policyNumber: 'LPM 220 9186', registrationNumber: 'GY71LWR', renewalPremium: '938.60', previousPremium: '887.15', compulsoryExcess: '400', voluntaryExcess: '100', totalExcess: '500' },
  },
  {
    name: 'devitt-insurance',
    html: DEVITT,
    expected: { renewalDate: '2027-01-03', insurer: 'Devitt', policyNumber: 'DCP/01/5583920', registrationNumber: 'CU20YTR', renewalPremium: '579.88', previousPremium: '548.33', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
];
