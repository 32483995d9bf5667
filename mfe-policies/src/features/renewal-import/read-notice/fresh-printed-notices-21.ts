// Set 21 of the notices written afresh (issue 47): price layouts the reader may not know. Sixteen renewal invitations
// from big UK private-car brands, each in a layout of its own: cover-level comparisons with the chosen level marked,
// statements of price (net premium, IPT, fees), multi-car notices about one car, a telematics score discount, quote
// tables with monthly, annual and change columns, last year's figure in a chart caption or a key-facts strip, excess
// tables with a row per driver, and reference bars across the top. Written without sight of the reader.
import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES_21: FreshNotice[] = [
  {
    name: 'admiral',
    html: `
<table style="width:100%"><tr><td><span style="font-size:20pt;font-weight:bold;color:#1b2f6b">Admiral</span><br>Car Insurance</td>
<td class="r">Ty Admiral, David Street<br>Cardiff CF10 2EH<br>0333 220 2000<br>admiral.com</td></tr></table>
<p>Mr Daniel Hughes<br>14 Heol y Nant<br>Caerphilly<br>CF83 1JR</p>
<p class="r">15 December 2026</p>
<table><tr><td>Policy number</td><td><b>P71842096</b></td></tr><tr><td>Car</td><td>Ford Puma ST-Line 1.0 EcoBoost (WN21 KXE)</td></tr>
<tr><td>Renewal date</td><td>12 January 2027</td></tr></table>
<p>Dear Mr Hughes,</p>
<p><b>It's time to renew your car insurance</b></p>
<p>Your policy ends at midnight on 11 January 2027 and we've worked out your price for the next year, from 12 January 2027
to 11 January 2028. We've priced all three of our cover levels for you below so you can see what each one gives you. You're
currently on <b>Admiral</b> cover and, unless you tell us otherwise, that's the level we'll renew you on.</p>
<table style="width:100%;border:1px solid #999">
<tr style="background:#e8ecf6"><th></th><th>Essentials</th><th style="background:#1b2f6b;color:#fff">Admiral<br><span style="font-size:8pt">✓ Your cover</span></th><th>Platinum</th></tr>
<tr><td>Price for the year</td><td>£512.40</td><td><b>£568.90</b></td><td>£694.15</td></tr>
<tr><td>Compulsory excess</td><td>£350</td><td><b>£250</b></td><td>£250</td></tr>
<tr><td>Voluntary excess</td><td>£100</td><td><b>£100</b></td><td>£100</td></tr>
<tr><td>Total excess</td><td>£450</td><td><b>£350</b></td><td>£350</td></tr>
<tr><td>Courtesy car while yours is repaired</td><td>✗</td><td>✓ small car</td><td>✓ like-for-like hire car</td></tr>
<tr><td>Motor Legal Protection</td><td>Optional £29.95</td><td>Optional £29.95</td><td>Included</td></tr>
<tr><td>Windscreen cover</td><td>✗</td><td>✓ £115 excess</td><td>✓ £75 excess</td></tr>
<tr><td>Personal accident cover</td><td>£5,000</td><td>£5,000</td><td>£50,000</td></tr>
</table>
<p><b>How this compares with last year.</b> Last year you paid £531.72 for Admiral cover on this car. Your price for the year
ahead on the same cover is £568.90. The price doesn't include any optional extras.</p>
<p><b>Paying monthly?</b> For Admiral cover you'd pay a deposit of £56.89 and then 10 monthly instalments of £56.61, a total of
£622.99 including £54.09 interest. Representative APR 24.9%.</p>
<p><b>What you need to do.</b> If you're happy with your cover and your details are right, you don't need to do anything: we'll
renew automatically and collect payment from your card ending 4471. To change level or turn off auto-renewal, log in to
MyAccount or call us on 0333 220 2000. We also recommend you shop around to make sure you're getting the cover you need at a
price that suits you.</p>
<p>Yours sincerely,<br>Gareth Price<br>Head of Renewals</p>
<p style="font-size:7.5pt;color:#555">Admiral is a trading name of EUI Limited. Registered in England and Wales, company number 2686904.
Registered office: Ty Admiral, David Street, Cardiff CF10 2EH. EUI Limited is authorised and regulated by the Financial Conduct
Authority, firm reference number 309378. Your policy is underwritten by Admiral Insurance (Gibraltar) Limited and Great Lakes
Insurance UK Limited.</p>`,
    expected: { renewalDate: '2027-01-12', insurer: 'Admiral', policyNumber: 'P71842096', registrationNumber: 'WN21KXE', renewalPremium: '568.90', previousPremium: '531.72', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },
  {
    name: 'aviva',
    html: `
<p style="font-size:22pt;color:#ffd900;background:#004fb6;padding:6pt 10pt;margin:0"><b>AVIVA</b></p>
<div class="cols" style="margin-top:10pt"><div>Mrs Claire Whitfield<br>7 Moorland Rise<br>Leeds<br>LS17 6JP</div>
<div class="r">Aviva Insurance Limited<br>Pitheavlis, Perth PH2 0NH<br>Customer services 0800 051 5263<br>Date: 5 January 2027</div></div>
<p><b>Your Aviva Car Insurance renewal</b><br>Policy number: AVM 8140229763<br>Vehicle: Toyota Corolla Icon 1.8 Hybrid, registration LS70 BWU</p>
<p>Dear Mrs Whitfield,</p>
<p>Your car insurance is due for renewal on 2 February 2027. Here's your statement of price for the coming year, set out
beside the same statement from last year so you can compare them easily.</p>
<table class="box" style="width:80%">
<tr style="border-bottom:1px solid #999"><th>Statement of price</th><th class="r">Coming year<br>2 Feb 2027 – 1 Feb 2028</th><th class="r">Last year<br>2 Feb 2026 – 1 Feb 2027</th></tr>
<tr><td>Net premium</td><td class="r">£548.00</td><td class="r">£517.23</td></tr>
<tr><td>Insurance Premium Tax at 12%</td><td class="r">£65.76</td><td class="r">£62.07</td></tr>
<tr><td>Fees</td><td class="r">£0.00</td><td class="r">£0.00</td></tr>
<tr style="border-top:1px solid #999"><td><b>Total premium</b></td><td class="r"><b>£613.76</b></td><td class="r"><b>£579.30</b></td></tr>
</table>
<p>Your total premium is what you'll pay for your car insurance if you pay annually. It doesn't include these optional
extras, which you can add at any time: Motor Legal Services £27.99; Aviva Breakdown Roadside £39.00.</p>
<p>If you'd rather pay monthly, you'll make 12 payments of £56.35, a total amount payable of £676.20. The credit charge is
£62.44 and the representative APR is 19.9% (variable).</p>
<p><b>Your excess</b></p>
<table><tr><td>Compulsory excess</td><td>£250</td></tr><tr><td>Voluntary excess</td><td>£250</td></tr><tr><td><b>Total excess</b></td><td><b>£500</b></td></tr></table>
<p style="font-size:9pt">Glass repair or replacement has a separate excess of £95. An extra £250 applies to any driver under 21.</p>
<p>Your policy will renew automatically. You don't have to renew with us: it's always worth checking your cover and shopping around.</p>
<p>Kind regards,<br>Aviva Customer Services</p>
<p style="font-size:7.5pt;color:#555">Aviva Insurance Limited. Registered in Scotland, No. 2116. Registered office: Pitheavlis, Perth PH2 0NH.
Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential
Regulation Authority. Firm reference number 202153.</p>`,
    expected: { renewalDate: '2027-02-02', insurer: 'Aviva', policyNumber: 'AVM 8140229763', registrationNumber: 'LS70BWU', renewalPremium: '613.76', previousPremium: '579.30', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'direct-line',
    html: `
<table style="width:100%"><tr><td style="font-size:18pt;color:#c00"><b>DIRECT LINE</b><br><span style="font-size:9pt;color:#333">Multi-Car Insurance</span></td>
<td class="r">Churchill Court, Westmoreland Road<br>Bromley BR1 1DP<br>0345 246 3761</td></tr></table>
<p>Mrs Priya Sharma<br>22 Kenilworth Avenue<br>Reading<br>RG30 2LN</p>
<p>2 February 2027</p>
<p><b>Your renewal: Skoda Octavia, KM19 RZT</b><br>Policy number: ML 3305 7712 01</p>
<p>Dear Mrs Sharma,</p>
<p>Your Direct Line policy for your Skoda Octavia SE L 2.0 TDI (KM19 RZT) renews on 1 March 2027. Because you insure more
than one car with us, each car gets a multi-car discount. Here are the prices for both cars on your multi-car account:
this letter renews the first one only. You'll get a separate letter for your Vauxhall Corsa.</p>
<table style="width:100%;border:1px solid #999">
<tr style="background:#eee"><th>Car</th><th>Policy</th><th class="r">Price before discount</th><th class="r">Multi-car discount (10%)</th><th class="r">Renewal price</th><th class="r">Last year</th></tr>
<tr><td><b>Skoda Octavia · KM19 RZT</b></td><td>ML 3305 7712 01</td><td class="r">£702.40</td><td class="r">−£70.24</td><td class="r"><b>£632.16</b></td><td class="r">£598.41</td></tr>
<tr><td>Vauxhall Corsa · YH66 DFO</td><td>ML 3305 7712 02</td><td class="r">£489.90</td><td class="r">−£48.99</td><td class="r">£440.91</td><td class="r">£455.20</td></tr>
<tr style="border-top:1px solid #999"><td colspan="4">Both cars</td><td class="r">£1,073.07</td><td class="r">£1,053.61</td></tr>
</table>
<p>So for your Skoda your renewal price is £632.16, against £598.41 last year. Prices include Insurance Premium Tax.</p>
<div class="box"><b>Your Skoda's cover</b><br>Comprehensive · Social, domestic and pleasure and commuting · Drivers: you and Mr Arjun Sharma<br>
Compulsory excess £250 · Voluntary excess £250 · Total excess £500<br>Optional: Green Flag breakdown cover, Rescue Plus £84.00 (not included)</div>
<p>Your policy will renew automatically on 1 March 2027 and we'll collect £632.16 from your account. If anything's changed, or you
don't want to renew, call us on 0345 246 3761. Remember to check your cover meets your needs and to shop around.</p>
<p>Yours sincerely,<br>Direct Line Customer Services</p>
<p style="font-size:7.5pt;color:#555">Direct Line insurance is provided by U K Insurance Limited. Registered office: The Wharf, Neville Street,
Leeds LS1 4AZ. Registered in England and Wales No. 1179980. U K Insurance Limited is authorised by the Prudential Regulation
Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, firm reference number 202810.</p>`,
    expected: { renewalDate: '2027-03-01', insurer: 'Direct Line', policyNumber: 'ML 3305 7712 01', registrationNumber: 'KM19RZT', renewalPremium: '632.16', previousPremium: '598.41', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'churchill',
    photo: true,
    html: `
<table style="width:100%"><tr><td style="font-size:20pt"><b>Churchill</b></td><td class="r">Churchill Court<br>Westmoreland Road<br>Bromley BR1 1DP</td></tr></table>
<p>Mr Liam O'Connor<br>5 Beech Grove<br>York<br>YO24 3HT</p>
<p>20 November 2026</p>
<p style="font-size:12pt"><b>Your Churchill Drive Score renewal</b></p>
<table><tr><td>Policy number</td><td><b>CH 4472 3018</b></td></tr><tr><td>Car</td><td>Nissan Qashqai Acenta, EY18 WMV</td></tr><tr><td>Renewal date</td><td><b>18 December 2026</b></td></tr></table>
<p>Dear Mr O'Connor,</p>
<p>Thanks for driving with the Churchill app this year. Your smooth, steady driving has earned you a discount on your renewal.</p>
<table class="box" style="width:75%">
<tr><td>Your Drive Score</td><td class="r"><b>86 / 100</b></td></tr>
<tr><td>Trips recorded</td><td class="r">412</td></tr>
<tr><td>Miles driven</td><td class="r">8,214</td></tr>
<tr><td>Price before your score discount</td><td class="r">£744.00</td></tr>
<tr><td>Score discount (15%)</td><td class="r">−£111.60</td></tr>
<tr style="border-top:2px solid #000"><td><b>Your renewal price</b></td><td class="r"><b>£632.40</b></td></tr>
<tr><td>Last year's price</td><td class="r">£689.95</td></tr>
</table>
<p>Your excess: compulsory £350, voluntary £150, total £500.</p>
<p>You'll renew automatically on 18 December 2026. Keep driving with the app to keep your score up.</p>
<p style="font-size:7.5pt">Churchill is a trading name of U K Insurance Limited, The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England
No. 1179980. Authorised by the Prudential Regulation Authority and regulated by the FCA and PRA, FRN 202810.</p>`,
    expected: { renewalDate: '2026-12-18', insurer: 'Churchill', policyNumber: 'CH 4472 3018', registrationNumber: 'EY18WMV', renewalPremium: '632.40', previousPremium: '689.95', compulsoryExcess: '350', voluntaryExcess: '150', totalExcess: '500' },
  },
  {
    name: 'lv',
    html: `
<table style="width:100%"><tr><td style="font-size:22pt;color:#00a650"><b>LV=</b></td><td class="r">LV= Car Insurance<br>57 Ladymead, Guildford GU1 1DB<br>0330 124 0024</td></tr></table>
<div class="cols"><div>Mr Karim Haddad<br>31 Orchard Way<br>Chelmsford<br>CM1 4TR</div>
<div class="r">8 January 2027<br>Policy number: MC 52088417<br>Registration: BD68 PLX</div></div>
<p><b>Your LV= car insurance renewal quote</b></p>
<p>Dear Mr Haddad,</p>
<p>Your car insurance for your Volkswagen Golf Match 1.5 TSI is due to renew on <b>29 January 2027</b>. Your new policy
will run from 29 January 2027 to 28 January 2028. Here's how your price compares with last year.</p>
<table style="width:100%;border:1px solid #999">
<tr style="background:#e6f5ec"><th>Year</th><th class="r">Pay annually</th><th class="r">Pay monthly (12 instalments)</th><th class="r">Total if paying monthly</th><th class="r">Change (£)</th><th class="r">Change (%)</th></tr>
<tr><td>2026 to 2027 (last year)</td><td class="r">£681.45</td><td class="r">£63.12</td><td class="r">£757.44</td><td class="r">–</td><td class="r">–</td></tr>
<tr><td><b>2027 to 2028 (renewal)</b></td><td class="r"><b>£742.80</b></td><td class="r">£68.80</td><td class="r">£825.60</td><td class="r">+£61.35</td><td class="r">+9.0%</td></tr>
</table>
<p style="font-size:9pt">Monthly payments are made through LV= credit at a representative APR of 21.9% (fixed): for the renewal, 12
instalments of £68.80, credit charge £82.80. The annual prices include Insurance Premium Tax and no optional extras.</p>
<p><b>Your excess</b>: Compulsory £300 &nbsp; Voluntary £200 &nbsp; Total £500</p>
<p><b>Extras you don't currently have</b>: Legal Protection £24.00 · Breakdown Cover (Roadside &amp; Recovery) £63.50 · Guaranteed hire car £38.00</p>
<p>We'll renew your policy automatically. If you don't want us to, call 0330 124 0024 before 29 January 2027. It's a good idea to
check your cover and shop around before you renew.</p>
<p>Yours sincerely,<br>LV= Car Insurance</p>
<p style="font-size:7.5pt;color:#555">LV= and Liverpool Victoria are registered trademarks of Liverpool Victoria Financial Services Limited and are used
under licence by Liverpool Victoria Insurance Company Limited. Liverpool Victoria Insurance Company Limited, registered in England No. 3232514,
registered office 57 Ladymead, Guildford, Surrey GU1 1DB, is authorised by the Prudential Regulation Authority and regulated by the
Financial Conduct Authority and the Prudential Regulation Authority, register number 202965.</p>`,
    expected: { renewalDate: '2027-01-29', insurer: 'LV=', policyNumber: 'MC 52088417', registrationNumber: 'BD68PLX', renewalPremium: '742.80', previousPremium: '681.45', compulsoryExcess: '300', voluntaryExcess: '200', totalExcess: '500' },
  },
  {
    name: 'hastings-direct',
    html: `
<table style="width:100%"><tr><td style="font-size:18pt;color:#00503c"><b>Hastings Direct</b></td><td class="r">Conquest House, Collington Avenue<br>Bexhill-on-Sea, East Sussex TN39 3LW<br>0333 321 9800</td></tr></table>
<p>Miss Eilidh Fraser<br>Flat 3, 48 Comely Bank Road<br>Edinburgh<br>EH4 1AW</p>
<p>Date of letter: 2 December 2026</p>
<p><b>Renewal invitation</b> &nbsp; Policy number: HD 7740 3581 &nbsp; Vehicle: Kia Ceed 2 1.4 (SF17 OKA)</p>
<p>Dear Miss Fraser,</p>
<p>Your Hastings Direct car insurance policy expires on 26 December 2026. We've found you a renewal price for the year starting
27 December 2026. Your statement of price shows what makes up that price and what you paid last year.</p>
<table class="box" style="width:85%">
<tr><th>Statement of price</th><th class="r">This year</th><th class="r">Last year</th></tr>
<tr><td>Insurer's premium</td><td class="r">£604.46</td><td class="r">£559.82</td></tr>
<tr><td>Insurance Premium Tax (12%)</td><td class="r">£72.54</td><td class="r">£67.18</td></tr>
<tr><td>Hastings Direct arrangement fee</td><td class="r">£30.00</td><td class="r">£30.00</td></tr>
<tr style="border-top:1px solid #000"><td><b>Your total premium</b></td><td class="r"><b>£707.00</b></td><td class="r"><b>£657.00</b></td></tr>
</table>
<p><b>Optional extras</b> (not included in your total premium above)</p>
<table><tr><td>Breakdown Cover Roadside</td><td class="r">£34.99</td></tr><tr><td>Legal Expenses</td><td class="r">£24.99</td></tr>
<tr><td>Key Cover</td><td class="r">£14.99</td></tr><tr><td>Total with all three extras</td><td class="r">£781.97</td></tr></table>
<p><b>Paying by instalments:</b> deposit £70.70 and 10 monthly payments of £71.47. Total amount payable £785.40. Representative APR 29.4%.</p>
<p><b>Excess:</b> compulsory excess £300, voluntary excess £250, total excess £550. Fire and theft claims: £300.</p>
<p>Your policy is set to auto-renew. Please check your details and cover carefully, and compare prices before you renew.</p>
<p style="font-size:7.5pt;color:#555">Hastings Direct is a trading name of Hastings Insurance Services Limited, which is authorised and regulated by the
Financial Conduct Authority, register number 311492. Registered in England and Wales No. 3116518. Registered office:
Conquest House, Collington Avenue, Bexhill-on-Sea, East Sussex TN39 3LW. Your insurer is Advantage Insurance Company Limited.</p>`,
    expected: { renewalDate: '2026-12-27', insurer: 'Hastings Direct', policyNumber: 'HD 7740 3581', registrationNumber: 'SF17OKA', renewalPremium: '707.00', previousPremium: '657.00', compulsoryExcess: '300', voluntaryExcess: '250', totalExcess: '550' },
  },
  {
    name: 'axa',
    photo: 'sideways',
    html: `
<table style="width:100%"><tr><td style="font-size:22pt;color:#00008f"><b>AXA</b></td><td class="r">AXA Car Insurance<br>PO Box 1276, Ipswich IP1 9UB<br>0330 024 1190</td></tr></table>
<p>Mr Benjamin Carter<br>9 Lavender Close<br>Norwich<br>NR6 5QS</p>
<p>10 February 2027</p>
<p><b>Your car insurance renewal</b> &nbsp; Policy PM 30481192</p>
<p>Dear Mr Carter,</p>
<p>It's nearly time to renew the insurance for your Mini Cooper 1.5 (GK67 HNB). Your new policy year starts on 6 March 2027
and your price, last year's price and your excess are summarised at the foot of this letter.</p>
<p>Your excess is made up of a compulsory excess of £250 and a voluntary excess of £150.</p>
<p>If you pay monthly, you'll pay a deposit of £52.37 then 10 instalments of £51.55 (total £567.87, APR 21.9% representative).</p>
<p>You don't need to do anything to renew. If your circumstances have changed, please let us know. We recommend checking your
cover and shopping around.</p>
<p>Yours sincerely,<br>AXA Customer Services</p>
<table style="width:100%;margin-top:30pt;background:#00008f;color:#fff">
<tr><td style="padding:6pt">Renewal date<br><b>06/03/2027</b></td><td>New premium<br><b>£523.68</b></td><td>Previous premium<br><b>£498.12</b></td><td>Total excess<br><b>£400</b></td><td>Registration<br><b>GK67 HNB</b></td></tr>
</table>
<p style="font-size:7.5pt">AXA Insurance UK plc, registered in England and Wales No. 78950. Registered office: 20 Gracechurch Street, London EC3V 0BG.
Authorised by the PRA and regulated by the FCA and PRA, FRN 202312.</p>`,
    expected: { renewalDate: '2027-03-06', insurer: 'AXA', policyNumber: 'PM 30481192', registrationNumber: 'GK67HNB', renewalPremium: '523.68', previousPremium: '498.12', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400' },
  },
  {
    name: 'ageas',
    html: `
<table style="width:100%"><tr><td style="font-size:20pt;color:#1d3f8f"><b>ageas</b></td><td class="r">Ageas House, Hampshire Corporate Park<br>Templars Way, Eastleigh SO53 3YA<br>0345 125 8000</td></tr></table>
<p>Mr Thomas Barker<br>66 Station Road<br>Loughborough<br>LE11 2AB</p>
<p>3 December 2026</p>
<table class="box"><tr><td>Policy number</td><td>AGE 09144732</td></tr><tr><td>Vehicle</td><td>Honda Jazz 1.5 EX, MA20 TUV</td></tr>
<tr><td>Period of cover</td><td>31 December 2026 to 30 December 2027</td></tr></table>
<p>Dear Mr Barker,</p>
<p>Your Ageas car insurance is due for renewal on 31 December 2026. Your renewal premium for the coming year is <b>£1,186.34</b>.
Last year your premium was £1,092.57. Both include Insurance Premium Tax.</p>
<p><b>Excesses by driver</b></p>
<table style="width:100%;border:1px solid #999">
<tr style="background:#eef"><th>Driver</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Young / inexperienced driver</th><th class="r">Total</th></tr>
<tr><td>Mr Thomas Barker (policyholder)</td><td class="r">£250</td><td class="r">£100</td><td class="r">–</td><td class="r">£350</td></tr>
<tr><td>Mrs Helen Barker</td><td class="r">£250</td><td class="r">£100</td><td class="r">–</td><td class="r">£350</td></tr>
<tr><td>Mr Oliver Barker (age 19)</td><td class="r">£250</td><td class="r">£100</td><td class="r">£300</td><td class="r">£650</td></tr>
</table>
<p style="font-size:9pt">The excess that applies to a claim is the one for the person driving at the time. Windscreen claims: £100.</p>
<p>Your policy will renew automatically. If you don't want it to, or your details have changed, call us on 0345 125 8000.
Please review your cover and shop around to make sure you have the right policy at the right price.</p>
<p>Yours sincerely,<br>Ageas Customer Service</p>
<p style="font-size:7.5pt;color:#555">Ageas Insurance Limited. Registered in England and Wales No. 354568. Registered office: Ageas House, Hampshire
Corporate Park, Templars Way, Eastleigh, Hampshire SO53 3YA. Authorised by the Prudential Regulation Authority and regulated by
the Financial Conduct Authority and the Prudential Regulation Authority, FRN 202039.</p>`,
    expected: { renewalDate: '2026-12-31', insurer: 'Ageas', policyNumber: 'AGE 09144732', registrationNumber: 'MA20TUV', renewalPremium: '1186.34', previousPremium: '1092.57', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },
  {
    name: 'esure',
    html: `
<table style="width:100%;background:#222;color:#fff;font-size:9pt"><tr>
<td style="padding:5pt">Policy number<br><b>ESM 6620 1985</b></td><td>Registration<br><b>RV16 GZE</b></td><td>Renewal date<br><b>22/01/2027</b></td><td>Customer ref<br><b>88412093</b></td></tr></table>
<table style="width:100%;margin-top:8pt"><tr><td style="font-size:20pt;color:#e4002b"><b>esure</b></td><td class="r">The Observatory, Reigate RH2 0SG<br>0345 600 3950</td></tr></table>
<p>Ms Rachel Owen<br>12 Walnut Tree Lane<br>Swindon<br>SN2 7DF</p>
<p>28 December 2026</p>
<p>Dear Ms Owen,</p>
<p><b>Your esure car insurance is due for renewal</b></p>
<p>The cover for your Peugeot 208 Active 1.2 renews on 22 January 2027. Your renewal price for the next 12 months is <b>£589.14</b>,
including Insurance Premium Tax.</p>
<table style="margin:8pt 0"><tr style="vertical-align:bottom">
<td style="text-align:center"><div style="width:50pt;height:87pt;background:#bbb"></div>2025<br>£512.06</td>
<td style="text-align:center"><div style="width:50pt;height:93pt;background:#888"></div>2026<br>£547.89</td>
<td style="text-align:center"><div style="width:50pt;height:100pt;background:#e4002b"></div>2027<br>£589.14</td></tr></table>
<p style="font-size:8.5pt;font-style:italic">Figure 1: your premium over three years. Last year you paid £547.89; the year before, £512.06.</p>
<p><b>Your excess</b>: compulsory £295, voluntary £100, total £395.</p>
<p>Optional cover you could add: Motor Legal Protection £25.00, Breakdown Cover £59.00, Courtesy car cover £22.00.</p>
<p>Your policy will renew automatically unless you tell us otherwise. Please check your documents and compare prices before renewing.</p>
<p>Yours sincerely,<br>The esure team</p>
<p style="font-size:7.5pt;color:#555">esure Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial
Conduct Authority and the Prudential Regulation Authority, firm reference number 204361. Registered in England and Wales No.
3029219. Registered office: The Observatory, Reigate, Surrey RH2 0SG.</p>`,
    expected: { renewalDate: '2027-01-22', insurer: 'esure', policyNumber: 'ESM 6620 1985', registrationNumber: 'RV16GZE', renewalPremium: '589.14', previousPremium: '547.89', compulsoryExcess: '295', voluntaryExcess: '100', totalExcess: '395' },
  },
  {
    name: 'sheilas-wheels',
    photo: true,
    html: `
<table style="width:100%"><tr><td style="font-size:20pt;color:#d0006f"><b>Sheilas' Wheels</b></td><td class="r">The Observatory, Reigate RH2 0SG<br>0345 601 0990</td></tr></table>
<p>Ms Amelia Grant<br>4 Rosemary Court<br>Stoke-on-Trent<br>ST4 8PL</p>
<p>24 November 2026</p>
<p><b>Your car insurance renewal</b><br>Policy number: SWC 21904471<br>Car: Fiat 500 1.2 Lounge, PE69 XJD<br>Renewal date: 19 December 2026</p>
<p>Dear Ms Grant,</p>
<p>Your policy renews on 19 December 2026. Here are your prices for each level of cover. Your current level is ticked.</p>
<table style="width:100%;border:1px solid #999">
<tr style="background:#fbe3ef"><th></th><th>Third party only</th><th>Third party, fire and theft</th><th>✓ Comprehensive (your cover)</th></tr>
<tr><td>Price for 12 months</td><td>£1,024.50</td><td>£812.30</td><td><b>£566.45</b></td></tr>
<tr><td>Compulsory excess</td><td>n/a</td><td>£250</td><td><b>£250</b></td></tr>
<tr><td>Voluntary excess</td><td>n/a</td><td>£250</td><td><b>£250</b></td></tr>
<tr><td>Total excess</td><td>n/a</td><td>£500</td><td><b>£500</b></td></tr>
</table>
<p>Last year you paid £519.80 for comprehensive cover.</p>
<p>Handbag cover up to £300 is included with comprehensive. Your policy renews automatically; please shop around and check your cover.</p>
<p style="font-size:7.5pt">Sheilas' Wheels is a trading name of esure Services Limited, authorised and regulated by the Financial Conduct Authority.
Policies are underwritten by esure Insurance Limited, FRN 204361.</p>`,
    expected: { renewalDate: '2026-12-19', insurer: "Sheilas' Wheels", policyNumber: 'SWC 21904471', registrationNumber: 'PE69XJD', renewalPremium: '566.45', previousPremium: '519.80', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'privilege',
    html: `
<table style="width:100%"><tr><td style="font-size:20pt;color:#6a1b9a"><b>Privilege</b><br><span style="font-size:9pt;color:#333">Car Insurance</span></td><td class="r">The Wharf, Neville Street<br>Leeds LS1 4AZ<br>0345 246 0120</td></tr></table>
<p>Mr Craig Robson<br>17 Coquet Terrace<br>Newcastle upon Tyne<br>NE6 5LE</p>
<p>5 March 2027</p>
<p>Policy number: PRV 4018 2275 &nbsp;|&nbsp; Hyundai Tucson 1.6 T-GDi SE Connect, YD22 MHU</p>
<p>Dear Mr Robson,</p>
<p>Your Privilege car insurance renews on <b>30 March 2027</b>. Below are the prices for both of our cover options. The row in bold is
the cover you have now, and the one we'll renew unless you ask us to change it.</p>
<table style="width:100%;border:1px solid #999">
<tr style="background:#f1e6f7"><th>Cover</th><th class="r">Annual price</th><th class="r">Monthly: deposit</th><th class="r">then 11 ×</th><th class="r">Change on last year (£)</th><th class="r">Change (%)</th></tr>
<tr style="font-weight:bold"><td>Comprehensive (your cover)</td><td class="r">£698.20</td><td class="r">£69.82</td><td class="r">£62.99</td><td class="r">+£44.25</td><td class="r">+6.8%</td></tr>
<tr><td>Comprehensive Plus</td><td class="r">£812.60</td><td class="r">£81.26</td><td class="r">£73.31</td><td class="r">–</td><td class="r">–</td></tr>
</table>
<p style="font-size:9pt">Monthly totals: Comprehensive £762.71, Comprehensive Plus £887.67. Representative APR 21.9%.</p>
<p>Last year's premium for your Comprehensive cover was £653.95.</p>
<p><b>Excess for Comprehensive</b>: compulsory £350 + voluntary £150 = total £500.</p>
<p>Comprehensive Plus adds a guaranteed hire car, motor legal protection and a £0 windscreen excess.</p>
<p>Your policy renews automatically. Please check your details and shop around to be sure you're getting the right cover.</p>
<p style="font-size:7.5pt;color:#555">Privilege is a trading name of U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ.
Registered in England and Wales No. 1179980. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct
Authority and the Prudential Regulation Authority, FRN 202810.</p>`,
    expected: { renewalDate: '2027-03-30', insurer: 'Privilege', policyNumber: 'PRV 4018 2275', registrationNumber: 'YD22MHU', renewalPremium: '698.20', previousPremium: '653.95', compulsoryExcess: '350', voluntaryExcess: '150', totalExcess: '500' },
  },
  {
    name: 'saga',
    html: `
<table style="width:100%"><tr><td style="font-size:20pt;color:#00205b"><b>Saga</b> <span style="font-size:11pt">Car Insurance</span></td><td class="r">Enbrook Park, Sandgate<br>Folkestone CT20 3SE<br>0800 092 3211</td></tr></table>
<p>Mrs Margaret Ellis<br>The Old Forge, Church Lane<br>Ludlow<br>SY8 1QF</p>
<p>18 January 2027</p>
<p><b>Your renewal</b> · Policy number SGM 1170 3348 2 · Honda CR-V 2.0 SE, AO15 KFR</p>
<p>Dear Mrs Ellis,</p>
<p>Thank you for insuring your car with Saga. Your policy is due for renewal on <b>15 February 2027</b>, and your renewal price for the
year ahead is £421.37. Last year you paid £398.50. Your price is fixed for the next three years as long as you don't make a claim
or change your details.</p>
<p>If you pay monthly, your first instalment is £35.16 followed by 11 instalments of £35.11, interest free.</p>
<p><b>Excess for each driver</b></p>
<table style="width:90%;border:1px solid #999">
<tr style="background:#e6eaf2"><th>Driver</th><th class="r">Compulsory excess</th><th class="r">Voluntary excess</th><th class="r">Additional young driver excess</th><th class="r">Total excess</th></tr>
<tr><td>Mrs Margaret Ellis (policyholder)</td><td class="r">£200</td><td class="r">£150</td><td class="r">£0</td><td class="r">£350</td></tr>
<tr><td>Mr Geoffrey Ellis</td><td class="r">£200</td><td class="r">£150</td><td class="r">£0</td><td class="r">£350</td></tr>
<tr><td>Miss Lucy Ellis (age 23)</td><td class="r">£200</td><td class="r">£150</td><td class="r">£250</td><td class="r">£600</td></tr>
</table>
<p>Your policy will renew automatically. We recommend you check that your cover still meets your needs and compare prices.</p>
<p>Yours sincerely,<br>Saga Customer Services</p>
<p style="font-size:7.5pt;color:#555">Saga Car Insurance is arranged by Saga Services Limited, authorised and regulated by the Financial Conduct Authority,
FRN 311184, and underwritten by Acromas Insurance Company Limited. Saga Services Limited, registered in England and Wales No.
732969. Registered office: Enbrook Park, Sandgate, Folkestone, Kent CT20 3SE.</p>`,
    expected: { renewalDate: '2027-02-15', insurer: 'Saga', policyNumber: 'SGM 1170 3348 2', registrationNumber: 'AO15KFR', renewalPremium: '421.37', previousPremium: '398.50', compulsoryExcess: '200', voluntaryExcess: '150', totalExcess: '350' },
  },
  {
    name: 'rac',
    photo: true,
    html: `
<table style="width:100%"><tr><td style="font-size:22pt;color:#f60"><b>RAC</b> <span style="font-size:11pt;color:#333">Car Insurance</span></td><td class="r">RAC House, Brockhurst Crescent<br>Walsall WS5 4AW<br>0330 159 0337</td></tr></table>
<p>Mr Joseph Adeyemi<br>80 Granville Road<br>London<br>N22 5LP</p>
<p>26 November 2026</p>
<p>Policy number: <b>RAC 441 9027</b><br>Car: Audi A3 Sportback 1.5 TFSI, LN65 YCW<br>Renewal date: <b>21 December 2026</b></p>
<p>Dear Mr Adeyemi,</p>
<p>Your car insurance renews on 21 December 2026. Here's your price, paying annually or monthly, next to last year's.</p>
<table style="width:100%;border:1px solid #999">
<tr style="background:#fde8d7"><th></th><th class="r">Annually</th><th class="r">Monthly</th><th class="r">Change £</th><th class="r">Change %</th></tr>
<tr><td><b>This year</b></td><td class="r"><b>£587.64</b></td><td class="r">£58.76 + 10 × £58.48</td><td class="r">+£36.19</td><td class="r">+6.6%</td></tr>
<tr><td>Last year</td><td class="r">£551.45</td><td class="r">£55.15 + 10 × £54.88</td><td class="r"></td><td class="r"></td></tr>
</table>
<p style="font-size:9pt">Paying monthly this year costs £643.56 in total. Representative APR 24.9%.</p>
<p>Excess: compulsory £250, voluntary £250, total £500.</p>
<p>Your RAC Breakdown membership renews separately on 4 April 2027 (£89.00).</p>
<p>Your policy renews automatically. Please check your cover and shop around.</p>
<p style="font-size:7.5pt">RAC Insurance is a trading name of RAC Financial Services Limited, authorised and regulated by the Financial Conduct
Authority, FRN 311576. Registered in England No. 5171817. Registered office: RAC House, Brockhurst Crescent, Walsall WS5 4AW.</p>`,
    expected: { renewalDate: '2026-12-21', insurer: 'RAC', policyNumber: 'RAC 441 9027', registrationNumber: 'LN65YCW', renewalPremium: '587.64', previousPremium: '551.45', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'tesco-insurance',
    html: `
<table style="width:100%"><tr><td style="font-size:20pt;color:#00539f"><b>Tesco Insurance</b></td><td class="r">PO Box 27227<br>Glasgow G2 9GJ<br>0345 300 4278</td></tr></table>
<p>Mr Andrew MacLeod<br>3 Birch Crescent<br>Perth<br>PH1 2NX</p>
<p>6 December 2026</p>
<p><b>Car Insurance renewal</b> — Policy number TMI 77203391 — Volvo XC40 B3 Plus (SK71 BNE)</p>
<p>Dear Mr MacLeod,</p>
<p>Your car insurance renews on 3 January 2027. As a Clubcard member you get our Clubcard price, and we've already applied it.</p>
<table class="box" style="width:70%">
<tr><td>Standard price (without Clubcard)</td><td class="r">£664.20</td></tr>
<tr><td>Clubcard saving</td><td class="r">−£51.30</td></tr>
<tr><td><b>Your renewal premium (Clubcard price)</b></td><td class="r"><b>£612.90</b></td></tr>
</table>
<p>Last year your Clubcard price was £579.44. You'll also collect Clubcard points on your premium.</p>
<p>Your cover is Comprehensive for social, domestic and pleasure use and commuting. Optional extras (not included): Breakdown cover £45.00, Legal
Protection £22.50, Protected no claims discount already included.</p>
<p>Your policy renews automatically. Please check your cover meets your needs and shop around.</p>
<table style="width:100%;margin-top:24pt;border-top:3px solid #00539f;font-size:9pt"><tr>
<td>Renewal premium<br><b>£612.90</b></td><td>Previous premium<br><b>£579.44</b></td><td>Compulsory excess<br><b>£250</b></td><td>Voluntary excess<br><b>£100</b></td><td>Total excess<br><b>£350</b></td></tr></table>
<p style="font-size:7.5pt;color:#555">Tesco Insurance is a trading name of Tesco Personal Finance PLC, authorised by the Prudential Regulation Authority and
regulated by the Financial Conduct Authority and the Prudential Regulation Authority, FRN 186022. Registered in Scotland No.
SC173199. Registered office: 2 South Gyle Crescent, Edinburgh EH12 9FQ.</p>`,
    expected: { renewalDate: '2027-01-03', insurer: 'Tesco Insurance', policyNumber: 'TMI 77203391', registrationNumber: 'SK71BNE', renewalPremium: '612.90', previousPremium: '579.44', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },
  {
    name: 'nfu-mutual',
    html: `
<table style="width:100%"><tr><td style="font-size:18pt;color:#006341"><b>NFU Mutual</b></td><td class="r">Tiddington Road<br>Stratford-upon-Avon CV37 7BJ<br>Banbury Agency: 01295 262 411</td></tr></table>
<p>Mr Robert Henshaw<br>Lower Barn Farm<br>Bloxham<br>Banbury OX15 4PU</p>
<p>14 February 2027</p>
<p><b>Multi-Car Insurance: renewal for your Land Rover</b><br>Policy number MM 04188227</p>
<p>Dear Mr Henshaw,</p>
<p>The cover for your Land Rover Discovery Sport D180 SE (AE19 PXN) renews on 12 March 2027. Your other car on this Multi-Car policy
renews later in the year, and we'll write to you about it then.</p>
<table style="width:100%;border:1px solid #999">
<tr style="background:#e4f1ea"><th>Car</th><th>Registration</th><th>Renews</th><th class="r">Premium</th><th class="r">Multi-Car discount</th><th class="r">You pay</th></tr>
<tr><td><b>Land Rover Discovery Sport</b></td><td>AE19 PXN</td><td>12/03/2027</td><td class="r">£812.50</td><td class="r">−£81.25</td><td class="r"><b>£731.25</b></td></tr>
<tr><td>Toyota Yaris (current year)</td><td>AE64 KTU</td><td>02/08/2027</td><td class="r">£447.50</td><td class="r">−£44.75</td><td class="r">£402.75</td></tr>
</table>
<p>Your Land Rover's premium last year, after Multi-Car discount, was £688.90. This year's is £731.25.</p>
<p>Excess for your Land Rover: compulsory £200, voluntary £150, total £350.</p>
<p>Your policy will renew automatically. Please check your cover and, if you wish, compare prices elsewhere. Your agent is happy to review your cover with you.</p>
<p>Yours sincerely,<br>Sarah Jennings, Agent, NFU Mutual Banbury</p>
<p style="font-size:7.5pt;color:#555">NFU Mutual is The National Farmers Union Mutual Insurance Society Limited (No. 111982). Registered in England.
Registered office: Tiddington Road, Stratford-upon-Avon, Warwickshire CV37 7BJ. Authorised by the Prudential Regulation Authority
and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, FRN 117664.</p>`,
    expected: { renewalDate: '2027-03-12', insurer: 'NFU Mutual', policyNumber: 'MM 04188227', registrationNumber: 'AE19PXN', renewalPremium: '731.25', previousPremium: '688.90', compulsoryExcess: '200', voluntaryExcess: '150', totalExcess: '350' },
  },
  {
    name: '1st-central',
    photo: true,
    html: `
<table style="width:100%;border:2px solid #000;font-size:9pt"><tr>
<td style="padding:5pt">Policy no.<br><b>1CM 5562019</b></td><td>Vehicle<br><b>HF20 UOJ</b></td><td>Renewal date<br><b>07/01/2027</b></td><td>Date<br><b>10/12/2026</b></td></tr></table>
<table style="width:100%;margin-top:8pt"><tr><td style="font-size:20pt;color:#e6007e"><b>1st Central</b></td><td class="r">Capital House, 1-5 Perrymount Road<br>Haywards Heath RH16 3SY<br>0333 043 2000</td></tr></table>
<p>Ms Jade Okafor<br>21 Marlow Road<br>Southampton<br>SO15 5HU</p>
<p>Dear Ms Okafor,</p>
<p>Your car insurance for your Vauxhall Astra 1.2 SRi renews on 7 January 2027. Your renewal price is <b>£794.60</b>. Last year you paid £751.22.</p>
<p><b>Excess for each driver</b></p>
<table style="width:90%;border:1px solid #999">
<tr><th>Driver</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
<tr><td>Ms Jade Okafor (you)</td><td class="r">£400</td><td class="r">£100</td><td class="r">£500</td></tr>
<tr><td>Mr Samuel Okafor (age 22)</td><td class="r">£650</td><td class="r">£100</td><td class="r">£750</td></tr>
</table>
<p style="font-size:9pt">Samuel's compulsory excess includes a £250 young driver excess.</p>
<p>We'll renew your policy automatically. If you'd like to change anything, call us on 0333 043 2000. Please shop around.</p>
<p style="font-size:7.5pt">1st Central is a trading name of 1st Central Insurance Management Limited, authorised and regulated by the Financial Conduct
Authority, FRN 551432. Registered office: Capital House, 1-5 Perrymount Road, Haywards Heath RH16 3SY.</p>`,
    expected: { renewalDate: '2027-01-07', insurer: '1st Central', policyNumber: '1CM 5562019', registrationNumber: 'HF20UOJ', renewalPremium: '794.60', previousPremium: '751.22', compulsoryExcess: '400', voluntaryExcess: '100', totalExcess: '500' },
  },
];
