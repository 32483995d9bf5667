// Set 28 (issue 47): sixteen renewal invitations, each putting the true renewal premium beside at least three figures
// that look like it (totals with add-ons, totals payable by instalments, deposits, instalments, IPT, fees, discounts,
// vouchers, other cover levels, other cars and other policies, a price that fell). Written without sight of the reader.
import type { FreshNotice } from './fresh-notice-checks';

const small = (text: string) => `<p style="font-size:7.5pt;color:#444;margin-top:14pt">${text}</p>`;

export const FRESH_NOTICES_28: FreshNotice[] = [
  // 1. Admiral: the price box, then optional extras with a total, then a monthly plan (deposit, instalments, total payable).
  {
    name: 'admiral',
    html: `
<div class="cols"><div><p style="font-size:20pt;font-weight:bold;color:#0b3a6f;margin:0">Admiral</p><p style="margin:0">Car Insurance</p></div>
<div class="r">Ty Admiral, David Street<br>Cardiff CF10 2EH<br>0333 220 2000</div></div>
<p>Mr Daniel Okafor<br>17 Brackla Way<br>Bridgend<br>CF31 2QL</p>
<p class="r">24 November 2026</p>
<table><tr><td>Policy number</td><td><b>P58210473-3</b></td></tr>
<tr><td>Car</td><td>Ford Focus Titanium 1.0 EcoBoost, WR68 KTX</td></tr>
<tr><td>Cover</td><td>Comprehensive</td></tr>
<tr><td>Renewal date</td><td>19 December 2026</td></tr></table>
<h3>It's time to renew your car insurance</h3>
<p>Dear Mr Okafor, your policy is due for renewal on 19 December 2026. Your new policy will run from 00:01 on 19/12/2026 to 23:59 on 18/12/2027. Please check the details below and shop around to make sure you are getting the cover you need at the right price.</p>
<div class="box"><table>
<tr><td>Your car insurance premium for the year ahead</td><td class="r"><b>£612.40</b></td></tr>
<tr><td>Last year's car insurance premium</td><td class="r">£571.95</td></tr>
<tr><td colspan="2" style="font-size:8.5pt">Both figures include Insurance Premium Tax and are for your car insurance only, without optional extras.</td></tr></table></div>
<h4>Your optional extras</h4>
<table><tr><th>Extra</th><th class="r">Price</th></tr>
<tr><td>Motor Legal Protection (renewing)</td><td class="r">£29.99</td></tr>
<tr><td>Admiral Breakdown: Roadside (new this year)</td><td class="r">£49.50</td></tr>
<tr><td><b>Total including optional extras</b></td><td class="r"><b>£691.89</b></td></tr></table>
<h4>If you pay monthly</h4>
<p>A deposit of £75.15 followed by 10 monthly payments of £67.90. Total amount payable £754.15, which includes interest of £62.26. Representative APR 23.9%. Your first instalment will be collected on or after 19 January 2027.</p>
<h4>Your excess</h4>
<table><tr><td>Compulsory excess</td><td class="r">£250</td></tr><tr><td>Voluntary excess</td><td class="r">£250</td></tr><tr><td><b>Total excess</b></td><td class="r"><b>£500</b></td></tr>
<tr><td>Windscreen replacement excess</td><td class="r">£115</td></tr></table>
<p>If you do nothing, your policy will renew automatically and we'll collect the payment using the card details we hold.</p>
${small('Admiral is a trading name of EUI Limited, authorised and regulated by the Financial Conduct Authority, firm reference number 309378. Registered office: Ty Admiral, David Street, Cardiff CF10 2EH. Registered in England and Wales, number 2686568.')}`,
    expected: { renewalDate: '2026-12-19', insurer: 'Admiral', policyNumber: 'P58210473-3', registrationNumber: 'WR68KTX', renewalPremium: '612.40', previousPremium: '571.95', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  // 2. Direct Line: 'same cover as last year' and 'recommended cover' lines; a monthly price; the home policy renewing later.
  {
    name: 'direct-line',
    html: `
<p style="font-size:18pt;font-weight:bold;color:#c00000;margin:0">DIRECT LINE</p>
<p style="margin:0 0 12pt 0">Churchill Court, Westmoreland Road, Bromley BR1 1DP</p>
<div class="cols"><div>Ms Harriet Bellamy<br>4 Linden Close<br>Tunbridge Wells<br>TN2 4QR</div>
<div class="box">Date: 1 December 2026<br>Policy number: 1902 4471 68<br>Car: Volkswagen Golf Life, LD70 XMV<br>Your renewal date: 2 January 2027</div></div>
<h3>Your car insurance renewal</h3>
<p>Dear Ms Bellamy,</p>
<p>Thank you for insuring your car with Direct Line. Last year you paid £498.60 for Comprehensive cover without a protected No Claim Discount. Here are your prices for the year starting 2 January 2027.</p>
<table style="width:100%"><tr style="border-bottom:1px solid #999"><th>Option</th><th>What's included</th><th class="r">Price for 12 months</th></tr>
<tr><td><b>Same cover as last year</b></td><td>Comprehensive</td><td class="r"><b>£523.14</b></td></tr>
<tr><td>Recommended cover</td><td>Comprehensive plus Protected No Claim Discount (£60.60)</td><td class="r">£583.74</td></tr></table>
<p>We will renew your policy on the same cover as last year unless you tell us you'd like the recommended cover.</p>
<p>Prefer to spread the cost? Pay for the same cover as last year in 12 monthly payments of £47.96 (total £575.52, representative APR 19.9%).</p>
<h4>Your excesses</h4>
<p>Accidental damage: £400 in total (£250 compulsory plus £150 voluntary). Fire and theft: £400. Windscreen: £95.</p>
<p>Your Direct Line home insurance (policy 7730 5521 04) renews separately on 14 February 2027 at £312.80; we'll write to you about it nearer the time.</p>
${small('Direct Line is a brand of U K Insurance Limited, registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No 1179980. U K Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 202810). Calls may be recorded. 0345 246 8704.')}`,
    expected: { renewalDate: '2027-01-02', insurer: 'Direct Line', policyNumber: '1902 4471 68', registrationNumber: 'LD70XMV', renewalPremium: '523.14', previousPremium: '498.60', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400' },
  },
  // 3. Aviva: the price fell; IPT, a multi-car discount and an add-on total in the same paragraphs; a home quote 'from'.
  {
    name: 'aviva',
    html: `
<div class="cols"><div><p style="font-size:22pt;font-weight:bold;color:#1e3c8c;margin:0">aviva</p></div>
<div class="r" style="font-size:8.5pt">Aviva Insurance Limited<br>Pitheavlis, Perth PH2 0NH<br>aviva.co.uk/myaviva</div></div>
<p>Mrs Priya Sandhu<br>52 Moorland Road<br>Harrogate<br>HG2 7JD</p>
<p>19 November 2026</p>
<p><b>Policy number:</b> 101834762CAR &nbsp; <b>Vehicle:</b> YH19 PWO (Skoda Octavia SE) &nbsp; <b>Renews on:</b> 12/12/2026</p>
<h3>Good news, your renewal price has gone down</h3>
<p>Dear Mrs Sandhu, your renewal price for the next 12 months is <b>£587.35</b>, including Insurance Premium Tax of £62.93. That's £41.20 less than last year, when you paid £628.55. Your multi-car discount of £35.00 has already been taken off.</p>
<p>Motor Legal Protection is not included. Add it for £24.50, making your total £611.85.</p>
<div class="box"><b>Your excess</b><br>Accidental damage, fire and theft: £450 (compulsory £300, voluntary £150)<br>Glass repair £10, glass replacement £90</div>
<p>Your cover renews automatically on 12/12/2026 using your saved Direct Debit details. Take a moment to check your details are right and compare prices before you renew.</p>
<p>Thinking about your home? Aviva Home Insurance from £189 a year for new customers.</p>
${small('Aviva Insurance Limited. Registered in Scotland No. 2116. Registered Office: Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Firm Reference Number 202153.')}`,
    expected: { renewalDate: '2026-12-12', insurer: 'Aviva', policyNumber: '101834762CAR', registrationNumber: 'YH19PWO', renewalPremium: '587.35', previousPremium: '628.55', compulsoryExcess: '300', voluntaryExcess: '150', totalExcess: '450' },
  },
  // 4. Hastings Direct: three cover levels; last year's premium before and after a change of car.
  {
    name: 'hastings-direct',
    html: `
<p style="font-size:18pt;font-weight:bold;margin:0">Hastings Direct</p>
<p style="margin:0 0 10pt 0;font-size:8.5pt">Conquest House, Collington Avenue, Bexhill-on-Sea, East Sussex TN39 3LW</p>
<div class="cols"><div>Mr Callum Reid<br>Flat 3, 88 Albert Road<br>Southsea<br>PO4 0JT</div>
<div><table><tr><td>Date</td><td>26 November 2026</td></tr><tr><td>Policy number</td><td>HD/MOT/30719244</td></tr><tr><td>Vehicle</td><td>KN17 OBF</td></tr><tr><td>Renewal date</td><td>21 December 2026</td></tr></table></div></div>
<h3>Your renewal quote</h3>
<p>Your Hastings Direct car insurance for your Vauxhall Astra (KN17 OBF) ends at midnight on 20 December 2026. Your new policy starts on 21 December 2026.</p>
<table style="width:100%"><tr><th>Cover level</th><th class="r">Annual price</th></tr>
<tr><td>Hastings Essential</td><td class="r">from £689.00</td></tr>
<tr><td><b>Hastings Direct (your current level)</b></td><td class="r"><b>£734.80</b></td></tr>
<tr><td>Hastings Premier</td><td class="r">£812.15</td></tr></table>
<p>We'll renew you on Hastings Direct at £734.80 unless you choose another level.</p>
<p><b>Last year:</b> your premium was £668.40 when your policy started. When you changed your car from GU15 TZE to KN17 OBF on 3 June 2026 you paid an additional premium of £33.70, so last year's comparable premium is <b>£702.10</b>.</p>
<p><b>Excess:</b> compulsory £350, voluntary £100, total £450. An extra £200 applies while a driver under 25 is driving.</p>
${small('Hastings Direct is a trading name of Advantage Insurance Company Limited and Hastings Insurance Services Limited. Hastings Insurance Services Limited is authorised and regulated by the Financial Conduct Authority, FRN 311492. Registered in England and Wales No. 3116518.')}`,
    expected: { renewalDate: '2026-12-21', insurer: 'Hastings Direct', policyNumber: 'HD/MOT/30719244', registrationNumber: 'KN17OBF', renewalPremium: '734.80', previousPremium: '702.10', compulsoryExcess: '350', voluntaryExcess: '100', totalExcess: '450' },
  },
  // 5. LV=: a table with extras and a total; last year's figure only in a footnote; monthly instalments.
  {
    name: 'lv',
    html: `
<div class="cols"><div><p style="font-size:22pt;font-weight:bold;color:#00857d;margin:0">LV=</p><p style="margin:0">Car insurance</p></div>
<div class="r" style="font-size:8.5pt">LV= General Insurance<br>57 Ladymead, Guildford GU1 1DB<br>0330 123 9970</div></div>
<p>Mr Tomasz Nowak<br>23 Holly Bank<br>Kidderminster<br>DY11 6PS</p>
<p>Date of letter: 20 November 2026<br>Policy number: LVM 71 992 034<br>Registration: EF66 HLU<br>Renewal date: 15/12/2026</p>
<h3>Your renewal</h3>
<table style="width:80%"><tr><th>Your renewal price</th><th class="r">12 months from 15/12/2026</th></tr>
<tr><td>Car insurance premium*</td><td class="r"><b>£645.20</b></td></tr>
<tr><td>Legal expenses</td><td class="r">£25.99</td></tr>
<tr><td>Britannia Rescue Roadside &amp; Recovery</td><td class="r">£57.99</td></tr>
<tr style="border-top:1px solid #999"><td><b>Total</b></td><td class="r"><b>£729.18</b></td></tr></table>
<p>Paying monthly for your car insurance: 12 payments of £57.82, total amount payable £693.84, including a charge for credit of £48.64 (APR 14.9%).</p>
<p>Your excess: compulsory £200, voluntary £300, total £500.</p>
<p style="font-size:8.5pt">* Last year you paid £601.75 for your car insurance, not including optional extras. Your car insurance premium includes Insurance Premium Tax of £69.13.</p>
${small('LV= and Liverpool Victoria are registered trademarks of Liverpool Victoria Financial Services Limited and used under licence by Liverpool Victoria Insurance Company Limited, authorised by the PRA and regulated by the FCA and PRA, register number 202965.')}`,
    expected: { renewalDate: '2026-12-15', insurer: 'LV=', policyNumber: 'LVM 71 992 034', registrationNumber: 'EF66HLU', renewalPremium: '645.20', previousPremium: '601.75', compulsoryExcess: '200', voluntaryExcess: '300', totalExcess: '500' },
  },
  // 6. esure: the second car on the account with its own premium and date; a discount and IPT.
  {
    name: 'esure',
    html: `
<p style="font-size:20pt;font-weight:bold;color:#6a1b9a;margin:0">esure</p>
<p style="margin:0 0 12pt 0;font-size:8.5pt">The Observatory, Reigate, Surrey RH2 0SG</p>
<p>Miss Olivia Grant<br>9 Station Approach<br>Redhill<br>RH1 1PX</p>
<p>27 November 2026</p>
<div class="box"><b>Your policy number:</b> ES/MO/4418290<br><b>Car:</b> Nissan Qashqai N-Connecta, BT21 LWF<br><b>Your cover renews on:</b> Tuesday 5 January 2027</div>
<h3>Renewing your car insurance</h3>
<p>Your renewal premium for the Qashqai is <b>£551.30</b> for the year ahead (last year: £519.84). This includes Insurance Premium Tax of £59.07 and a £30.00 multi-car discount.</p>
<p>Your other car on your account, a Fiat 500 (SK62 RVN), is insured under policy ES/MO/4418291 and renews on 3 March 2027; its premium this year was £402.66.</p>
<p>Your excess on the Qashqai: Compulsory excess £250; Voluntary excess £100; Total excess £350.</p>
<p>Your policy will renew automatically. You can turn off auto-renewal in your online account at any time.</p>
${small('esure is a trading name of esure Insurance Limited. Registered in England and Wales No. 3190230. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, FRN 310127.')}`,
    expected: { renewalDate: '2027-01-05', insurer: 'esure', policyNumber: 'ES/MO/4418290', registrationNumber: 'BT21LWF', renewalPremium: '551.30', previousPremium: '519.84', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350' },
  },
  // 7. Saga: breakdown and legal cover included in both years; a cheaper cover level 'from'; an upgrade; a monthly plan.
  {
    name: 'saga',
    html: `
<div class="cols"><div><p style="font-size:20pt;font-weight:bold;color:#003a70;margin:0">Saga</p><p style="margin:0">Car Insurance</p></div>
<div class="r" style="font-size:8.5pt">Saga Services Ltd<br>Enbrook Park, Folkestone, Kent CT20 3SE</div></div>
<p>Mr and Mrs G. Whitfield<br>The Old Forge, Church Lane<br>Lyminge<br>CT18 8EL</p>
<p>16 November 2026</p>
<p>Policy number: SCA 3409 1182 &nbsp;|&nbsp; Car: Honda Jazz EX, GX67 NYA &nbsp;|&nbsp; Renewal date: 9 December 2026</p>
<p>Dear Mr Whitfield,</p>
<p>Your premium for the 12 months from 9 December 2026 is <b>£468.72</b>. Like last year's premium of £441.07, it includes RAC Roadside Assistance and Motor Legal Protection as standard.</p>
<ul><li>Saga Select (without breakdown cover) is available from £389.50.</li>
<li>Upgrade to European breakdown cover for £32.00.</li>
<li>Pay monthly: 12 payments of £41.95, total £503.40 including a credit charge of £34.68 (APR 13.9%).</li></ul>
<table><tr><td>Compulsory excess</td><td>£100</td></tr><tr><td>Voluntary excess</td><td>£150</td></tr><tr><td>Total excess</td><td>£250</td></tr></table>
${small('Saga Services Limited is authorised and regulated by the Financial Conduct Authority, FRN 311222. Registered in England and Wales No. 732087. Registered office: Enbrook Park, Folkestone, Kent CT20 3SE.')}`,
    expected: { renewalDate: '2026-12-09', insurer: 'Saga', policyNumber: 'SCA 3409 1182', registrationNumber: 'GX67NYA', renewalPremium: '468.72', previousPremium: '441.07', compulsoryExcess: '100', voluntaryExcess: '150', totalExcess: '250' },
  },
  // 8. RAC: breakdown membership price, a member discount, deposit and instalments, a total payable.
  {
    name: 'rac',
    html: `
<div class="cols"><div><p style="font-size:22pt;font-weight:bold;color:#f26522;margin:0">RAC</p><p style="margin:0">Car Insurance</p></div>
<div class="r" style="font-size:8.5pt">RAC House, Brockhurst Crescent<br>Walsall WS5 4AW</div></div>
<p>Dr Aisha Rahman<br>41 Kingsway<br>Leamington Spa<br>CV31 3LE</p>
<table><tr><td>Date</td><td>21 November 2026</td></tr><tr><td>Policy number</td><td>RAC/MTR/55018236</td></tr><tr><td>Vehicle registration</td><td>SN19 DXC</td></tr><tr><td>Policy start date</td><td>18/12/2026</td></tr></table>
<h3>Your car insurance renewal</h3>
<table style="width:100%"><tr><th></th><th class="r">This year</th><th class="r">Last year</th></tr>
<tr><td>Car insurance premium</td><td class="r"><b>£703.56</b></td><td class="r">£655.20</td></tr></table>
<p>Your premium includes an RAC member discount of £35.00. Your RAC Breakdown Cover is a separate membership: it renews on 10 February 2027 at £118.00.</p>
<p>Paying by instalments: deposit £70.36, then 10 monthly instalments of £67.20. Total payable £742.36 (interest £38.80, APR 16.9%).</p>
<p>Excess: compulsory £300, voluntary £250, total £550.</p>
${small('RAC Insurance is a trading name of RAC Financial Services Limited, authorised and regulated by the Financial Conduct Authority, FRN 310964. Registered in England No. 5171817.')}`,
    expected: { renewalDate: '2026-12-18', insurer: 'RAC', policyNumber: 'RAC/MTR/55018236', registrationNumber: 'SN19DXC', renewalPremium: '703.56', previousPremium: '655.20', compulsoryExcess: '300', voluntaryExcess: '250', totalExcess: '550' },
  },
  // 9. Tesco Insurance: a Clubcard price and a standard price; last year's Clubcard price; the home policy.
  {
    name: 'tesco-insurance',
    html: `
<p style="font-size:18pt;font-weight:bold;color:#00539f;margin:0">Tesco Insurance</p>
<p style="margin:0 0 12pt 0;font-size:8.5pt">Car Insurance &middot; PO Box 27213, Glasgow G2 9FR</p>
<div class="cols"><div>Mrs Janet Osei<br>112 Newbold Road<br>Chesterfield<br>S41 7PG</div>
<div class="box">24 November 2026<br>Policy number: TBC 0044 7810 52<br>Car: MA20 VUP<br>Renewal date: 20 December 2026</div></div>
<h3>Your renewal price</h3>
<table style="width:100%"><tr><th></th><th class="r">Renewal</th><th class="r">Last year</th></tr>
<tr><td><b>Clubcard price</b> (your premium)</td><td class="r"><b>£489.90</b></td><td class="r">£462.15</td></tr>
<tr><td>Standard price without Clubcard</td><td class="r">£527.40</td><td class="r"></td></tr></table>
<p>You'll collect 490 Clubcard points when you renew. Your Tesco Home Insurance renews on 11 March 2027 at £276.40.</p>
<p>Your excess: compulsory £200 and voluntary £200, total £400.</p>
${small('Tesco Insurance is a trading name of Tesco Personal Finance plc, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, FRN 186043. Registered in Scotland No. SC173199.')}`,
    expected: { renewalDate: '2026-12-20', insurer: 'Tesco Insurance', policyNumber: 'TBC 0044 7810 52', registrationNumber: 'MA20VUP', renewalPremium: '489.90', previousPremium: '462.15', compulsoryExcess: '200', voluntaryExcess: '200', totalExcess: '400' },
  },
  // 10. Privilege: the current level and a cheaper level; IPT; an add-on not included; a monthly total.
  {
    name: 'privilege',
    html: `
<p style="font-size:20pt;font-weight:bold;margin:0">Privilege</p>
<p style="margin:0 0 12pt 0;font-size:8.5pt">Churchill Court, Westmoreland Road, Bromley BR1 1DP</p>
<p>Mr Rhys Pritchard<br>7 Heol y Nant<br>Caerphilly<br>CF83 1GL</p>
<p>18 November 2026</p>
<p><b>Policy number</b> PRV 2261 8834<br><b>Registration</b> DY69 WKL<br><b>Your renewal date</b> 11 December 2026</p>
<h3>Your car insurance renewal</h3>
<table style="width:100%"><tr><th>Cover</th><th class="r">Renewal premium</th></tr>
<tr><td>Comprehensive Plus (your cover now)</td><td class="r"><b>£845.62</b></td></tr>
<tr><td>Comprehensive</td><td class="r">£776.10</td></tr></table>
<p>Last year you paid £799.30 for Comprehensive Plus. Your renewal premium of £845.62 includes IPT of £90.60. Guaranteed Hire Car Plus (£37.99) is not included.</p>
<p>Monthly payments: 12 x £76.43, total £917.16.</p>
<p>Compulsory excess £250 &middot; Voluntary excess £500 &middot; Total excess £750</p>
${small('Privilege is a brand of U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Authorised by the PRA and regulated by the FCA and the PRA, FRN 202810.')}`,
    expected: { renewalDate: '2026-12-11', insurer: 'Privilege', policyNumber: 'PRV 2261 8834', registrationNumber: 'DY69WKL', renewalPremium: '845.62', previousPremium: '799.30', compulsoryExcess: '250', voluntaryExcess: '500', totalExcess: '750' },
  },
  // 11. 1st Central, drawn: the price fell; deposit, instalments and total payable; two add-ons.
  {
    name: '1st-central',
    html: '',
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(18).text('1st Central', 50, 48);
      doc.font('Helvetica').fontSize(8).text('1st Central, Perrymount Road, Haywards Heath, West Sussex RH16 3DN   0333 043 2222', 50, 72);
      doc.fontSize(10).text('Mr Kieran Walsh', 50, 110).text('28 Tideswell Road', 50, 123).text('Leeds', 50, 136).text('LS16 7PB', 50, 149);
      doc.font('Helvetica-Bold').text('Date:', 340, 110).text('Policy number:', 340, 123).text('Registration:', 340, 136).text('Renewal date:', 340, 149);
      doc.font('Helvetica').text('28/11/2026', 440, 110).text('1CI-MTR-4471920', 440, 123).text('LS16 YTK', 440, 136).text('23/12/2026', 440, 149);
      doc.font('Helvetica-Bold').fontSize(13).text('Your renewal invitation', 50, 190);
      doc.font('Helvetica').fontSize(10).text('Your car insurance is due to renew on 23/12/2026. Good news: your premium has gone down by £186.42.', 50, 212, { width: 495 });
      doc.rect(50, 240, 495, 58).stroke();
      doc.text('Premium', 60, 250).text('This year', 330, 250).text('Last year', 440, 250);
      doc.font('Helvetica-Bold').text('Annual premium (incl. IPT)', 60, 270).text('£1,126.48', 330, 270);
      doc.font('Helvetica').text('£1,312.90', 440, 270);
      doc.text('Monthly payment plan: deposit £168.97 then 10 instalments of £105.20.', 50, 315);
      doc.text('Total amount payable £1,220.97 (interest £94.49, APR 24.9%).', 50, 329);
      doc.text('Optional extras (not included above): Key cover £14.99, Excess protection £34.99.', 50, 350);
      doc.font('Helvetica-Bold').text('Your excess', 50, 380);
      doc.font('Helvetica').text('Compulsory', 50, 396).text('£250', 200, 396).text('Voluntary', 50, 410).text('£250', 200, 410).text('Total', 50, 424).text('£500', 200, 424);
      doc.text('An additional excess of £300 applies to named driver Leah Walsh (age 19).', 50, 444);
      doc.fontSize(7).text('1st Central is a trading name of 1st Central Insurance Management Limited, authorised and regulated by the Financial Conduct Authority, FRN 709887. Registered in England and Wales No. 08462962.', 50, 760, { width: 495 });
    },
    expected: { renewalDate: '2026-12-23', insurer: '1st Central', policyNumber: '1CI-MTR-4471920', registrationNumber: 'LS16YTK', renewalPremium: '1126.48', previousPremium: '1312.90', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  // 12. NFU Mutual, drawn: a statement with the car and home policies, a combined Direct Debit total and instalments.
  {
    name: 'nfu-mutual',
    html: '',
    draw: (doc) => {
      doc.font('Times-Bold').fontSize(18).text('NFU Mutual', 50, 48);
      doc.font('Times-Roman').fontSize(9).text('Hexham Agency, 14 Priestpopple, Hexham NE46 1PQ   Tel 01434 602 311', 50, 72);
      doc.fontSize(10).text('Mrs Eleanor Charlton', 50, 108).text('Low Shield Farm', 50, 121).text('Allendale', 50, 134).text('NE47 9LA', 50, 147);
      doc.text('20 November 2026', 420, 108);
      doc.font('Times-Bold').fontSize(12).text('Renewal statement', 50, 185);
      doc.font('Times-Roman').fontSize(10).text('Your policies listed below are due for renewal. Please check the details and tell us of any changes.', 50, 203, { width: 495 });
      doc.font('Times-Bold').text('Policy', 50, 232).text('Number', 170, 232).text('Renews', 280, 232).text('Last year', 370, 232).text('Renewal premium', 450, 232);
      doc.font('Times-Roman').text('Car insurance', 50, 250).text('MV 8871 2405', 170, 250).text('01/01/2027', 280, 250).text('£598.44', 370, 250).text('£612.08', 450, 250);
      doc.text('Home insurance', 50, 266).text('HH 5502 1876', 170, 266).text('01/01/2027', 280, 266).text('£471.35', 370, 266).text('£486.20', 450, 266);
      doc.moveTo(50, 284).lineTo(545, 284).stroke();
      doc.font('Times-Bold').text('Total to be collected by Direct Debit', 50, 290).text('£1,098.28', 450, 290);
      doc.font('Times-Roman').text('Monthly Direct Debit: first payment £91.56, then 11 payments of £91.52.', 50, 312);
      doc.font('Times-Bold').text('Your car', 50, 340);
      doc.font('Times-Roman').text('Land Rover Discovery Sport HSE, registration YJ65 FPX. Cover: Comprehensive.', 50, 355);
      doc.text('Excess: compulsory £150, voluntary £100, total £250.', 50, 370);
      doc.text('If you remain eligible, you may receive a Mutual Bonus of around £61.21 on your car insurance (10% of the premium).', 50, 392, { width: 495 });
      doc.fontSize(7).text('NFU Mutual is The National Farmers Union Mutual Insurance Society Limited (No. 111982). Registered in England. Registered Office: Tiddington Road, Stratford upon Avon, Warwickshire CV37 7BJ. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 117664).', 50, 760, { width: 495 });
    },
    expected: { renewalDate: '2027-01-01', insurer: 'NFU Mutual', policyNumber: 'MV 8871 2405', registrationNumber: 'YJ65FPX', renewalPremium: '612.08', previousPremium: '598.44', compulsoryExcess: '150', voluntaryExcess: '100', totalExcess: '250' },
  },
  // 13. Co-op Insurance, scanned: monthly total, legal protection, a membership reward.
  {
    name: 'co-op-insurance',
    scan: true,
    html: `
<p style="font-size:20pt;font-weight:bold;color:#00b1e7;margin:0">Co-op Insurance</p>
<p style="margin:0 0 12pt 0;font-size:8.5pt">PO Box 515, Manchester M60 0AG</p>
<p>Mr Stephen Hargreaves<br>6 Weavers Court<br>Bolton<br>BL1 8HN</p>
<p>23 November 2026</p>
<p>Policy number: CIS/C/58917320<br>Your car: Kia Sportage 2, MF18 ZRC<br>Renewal date: 16 December 2026</p>
<h3>Time to renew your car insurance</h3>
<table><tr><td>Your renewal premium</td><td class="r"><b>£579.60</b></td></tr>
<tr><td>Your premium last year</td><td class="r">£544.25</td></tr>
<tr><td>If you pay monthly (12 x £52.17)</td><td class="r">£626.04</td></tr>
<tr><td>Co-op Legal Protection (optional)</td><td class="r">£27.50</td></tr></table>
<p>As a Co-op Member you'll get £5.80 back into your Co-op Membership account when you renew.</p>
<p>Excess: compulsory £275, voluntary £200, total £475.</p>
${small('Co-op Insurance is a trading name of CIS General Insurance Limited. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, FRN 202135.')}`,
    expected: { renewalDate: '2026-12-16', insurer: 'Co-op Insurance', policyNumber: 'CIS/C/58917320', registrationNumber: 'MF18ZRC', renewalPremium: '579.60', previousPremium: '544.25', compulsoryExcess: '275', voluntaryExcess: '200', totalExcess: '475' },
  },
  // 14. M&S Car Insurance, scanned: Premier and Standard levels, extras and a total, a gift card; only a total excess.
  {
    name: 'marks-and-spencer',
    scan: true,
    html: `
<div class="cols"><div><p style="font-size:18pt;font-weight:bold;margin:0">M&amp;S Car Insurance</p></div>
<div class="r" style="font-size:8.5pt">PO Box 10568, Chester CH99 9AU</div></div>
<p>Ms Fiona McAllister<br>19 Dunmore Street<br>Stirling<br>FK8 1EP</p>
<p>30 November 2026</p>
<div class="box">Policy number: MSC 1057 3381 22 &nbsp; Registration: WF71 OHE &nbsp; Renewal date: 4 January 2027</div>
<h3>Your renewal</h3>
<p>Your Premier cover premium for the year from 4 January 2027 is <b>£692.44</b>. Last year you paid £665.10 for Premier cover. Standard cover is available from £618.90.</p>
<table><tr><td>Premier car insurance</td><td class="r">£692.44</td></tr>
<tr><td>Breakdown Cover by RAC</td><td class="r">£74.00</td></tr>
<tr><td>Key cover</td><td class="r">£19.99</td></tr>
<tr><td><b>Total with optional extras</b></td><td class="r"><b>£786.43</b></td></tr></table>
<p>Get a £40 M&amp;S gift card when you buy M&amp;S Home Insurance.</p>
<p>Total excess: £400.</p>
${small('M&S Car Insurance is arranged by Marks and Spencer Financial Services plc, trading as M&S Bank, authorised and regulated by the Financial Conduct Authority, FRN 151427.')}`,
    expected: { renewalDate: '2027-01-04', insurer: 'M&S Car Insurance', policyNumber: 'MSC 1057 3381 22', registrationNumber: 'WF71OHE', renewalPremium: '692.44', previousPremium: '665.10', totalExcess: '400' },
  },
  // 15. Toyota Insurance, photographed: a quote for a second Toyota, a servicing voucher, IPT.
  {
    name: 'toyota-insurance',
    photo: true,
    html: `
<p style="font-size:20pt;font-weight:bold;color:#eb0a1e;margin:0">Toyota Insurance</p>
<p style="margin:0 0 12pt 0;font-size:8.5pt">Toyota Insurance Services, PO Box 1247, Redhill RH1 9XL</p>
<p>Mrs Megan Lloyd<br>3 Bryn Celyn<br>Wrexham<br>LL12 7AF</p>
<p>25 November 2026</p>
<p>Policy number: TIS 0093 1172 48<br>Vehicle: Toyota Yaris Hybrid, NV22 BXJ<br>Renewal date: 22/12/2026</p>
<h3>Your renewal premium</h3>
<p>Your renewal premium is <b>£538.12</b> (including IPT of £57.66). Last year's premium: £512.40.</p>
<p>Thinking about a second Toyota? We've quoted £621.30 for a RAV4 on a new policy. Renew and get a servicing voucher worth £25.</p>
<p>Compulsory excess £300, voluntary excess £200, total excess £500.</p>
${small('Toyota Insurance Services is a trading name of Toyota Financial Services (UK) PLC, authorised and regulated by the Financial Conduct Authority, FRN 311909.')}`,
    expected: { renewalDate: '2026-12-22', insurer: 'Toyota Insurance', policyNumber: 'TIS 0093 1172 48', registrationNumber: 'NV22BXJ', renewalPremium: '538.12', previousPremium: '512.40', compulsoryExcess: '300', voluntaryExcess: '200', totalExcess: '500' },
  },
  // 16. Adrian Flux, photographed sideways: a fee and a total to pay, a club discount, an agreed value.
  {
    name: 'adrian-flux',
    photo: 'sideways',
    html: `
<p style="font-size:20pt;font-weight:bold;margin:0">Adrian Flux</p>
<p style="margin:0 0 12pt 0;font-size:8.5pt">East Winch Hall, East Winch, King's Lynn, Norfolk PE32 1HN</p>
<p>Mr Lewis Barker<br>58 Mill Lane<br>Swaffham<br>PE37 7DX</p>
<p>17 November 2026</p>
<p>Policy number: AFX 3319 0527<br>Vehicle: 1997 Mazda MX-5 1.8i (modified), P452 KLM<br>Renewal date: 10 December 2026</p>
<h3>Your renewal quotation</h3>
<table><tr><td>Premium (including IPT)</td><td class="r"><b>£389.75</b></td></tr>
<tr><td>Administration fee</td><td class="r">£25.00</td></tr>
<tr><td>Total to pay</td><td class="r">£414.75</td></tr></table>
<p>Last year's premium: £412.50 (excluding our fee). Your owners' club discount of £15.00 is already included. Agreed value: £8,500.</p>
<p>Compulsory excess £150, voluntary excess £100, total excess £250.</p>
${small('Adrian Flux Insurance Services is a trading name of Adrian Flux Insurance Services Group, authorised and regulated by the Financial Conduct Authority, FRN 307050.')}`,
    expected: { renewalDate: '2026-12-10', insurer: 'Adrian Flux', policyNumber: 'AFX 3319 0527', registrationNumber: 'P452KLM', renewalPremium: '389.75', previousPremium: '412.50', compulsoryExcess: '150', voluntaryExcess: '100', totalExcess: '250' },
  },
];
