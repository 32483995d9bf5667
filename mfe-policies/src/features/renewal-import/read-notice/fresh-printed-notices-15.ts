// Issue 47, set 15: THE BIG BRANDS AS THEY WRITE TODAY. Sixteen renewal invitations from the UK's largest private-car
// insurance brands, each written as its 2025-26 letters look as best the writer knows them: the house's letterhead,
// reference line, 'at a glance' summary, the FCA statement of last year's price, its own names for the fields, add-ons
// priced apart, IPT, pay-monthly credit terms, excess tables and the small print. 11 printed to PDF, 5 photographed
// (one sideways). Written without sight of the reader.
import type { FreshNotice } from './fresh-notice-checks';

const HR = `<hr style="border:0;border-top:1px solid #bbb;margin:8pt 0">`;
const BREAK = `<div style="break-after:page"></div>`;

export const FRESH_NOTICES_15: FreshNotice[] = [
  // ---------------------------------------------------------------- Admiral (PDF): a MultiCar vehicle, the other car apart
  {
    name: 'admiral-multicar',
    html: `
<div style="display:flex;justify-content:space-between;align-items:flex-start">
  <div style="font-size:26pt;font-weight:bold;color:#1a2b6d;letter-spacing:-0.5pt">Admiral</div>
  <div class="r" style="font-size:9pt">admiral.com/myaccount<br>Customer services 0333 220 2000<br>Mon to Fri 8am–8pm, Sat 9am–5pm</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Mrs Adaeze Okafor<br>14 Whitchurch Road<br>Heath<br>Cardiff<br>CF14 3JN</div>
  <div class="r">
    <table style="margin-left:auto">
      <tr><td>Date</td><td class="r">16 November 2026</td></tr>
      <tr><td>Policy number</td><td class="r">P71540283-1</td></tr>
      <tr><td>MultiCar policy group</td><td class="r">MC 2290 4417</td></tr>
      <tr><td>Customer number</td><td class="r">31845562</td></tr>
    </table>
  </div>
</div>
<h2 style="color:#1a2b6d;margin:14pt 0 4pt">It's time to renew your Admiral MultiCar insurance</h2>
<p>Dear Mrs Okafor,</p>
<p>Thank you for choosing Admiral. Your car insurance for your Kia Sportage is due for renewal and here's your price for next year. If you do nothing, we'll automatically renew your policy on 14 December 2026 and take payment using the card we hold for you ending 4471.</p>
<div class="box" style="border-color:#1a2b6d">
  <b style="color:#1a2b6d">Your renewal at a glance</b>
  <table style="width:100%;margin-top:4pt">
    <tr><td>Car</td><td>2019 Kia Sportage 1.6 GDi 2 ISG</td></tr>
    <tr><td>Registration</td><td>LB19 KXE</td></tr>
    <tr><td>Cover</td><td>Comprehensive</td></tr>
    <tr><td>Renewal date</td><td>14 December 2026</td></tr>
    <tr><td>Drivers</td><td>Adaeze Okafor (policyholder, born 03/07/1981), Chidi Okafor (spouse, born 21/10/1979)</td></tr>
    <tr><td>No Claims Bonus</td><td>9 years (protected)</td></tr>
  </table>
</div>
<h3 style="color:#1a2b6d;margin:12pt 0 2pt">Your price</h3>
<table style="width:100%">
  <tr><td>Car insurance premium for this vehicle</td><td class="r"><b>£642.18</b></td></tr>
  <tr><td>Motor Legal Protection</td><td class="r">£29.99</td></tr>
  <tr><td>Courtesy Car</td><td class="r">£25.00</td></tr>
  <tr style="border-top:1px solid #999"><td><b>Total price for this vehicle</b></td><td class="r"><b>£697.17</b></td></tr>
</table>
<p style="font-size:9pt">All prices include Insurance Premium Tax (IPT) at the current rate of 12%.</p>
<div class="box" style="background:#eef1fa;border:0">
  <b>Last year's price</b><br>
  Last year you paid £588.40 for your car insurance for this vehicle, not including any optional extras. Your new premium of £642.18 compares with that figure.
</div>
<h3 style="color:#1a2b6d;margin:12pt 0 2pt">Your excesses</h3>
<table>
  <tr><th></th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
  <tr><td>Accidental damage, fire and theft</td><td class="r">£250</td><td class="r">£250</td><td class="r">£500</td></tr>
  <tr><td>Windscreen replacement / repair</td><td class="r" colspan="3">£115 / £25</td></tr>
</table>
<h3 style="color:#1a2b6d;margin:12pt 0 2pt">Your other MultiCar vehicle</h3>
<p>Your Fiat 500 (MW18 PLN) stays on your MultiCar policy group and renews on its own date, 3 April 2027. We'll write to you about it nearer the time; its current premium is £401.22.</p>
<h3 style="color:#1a2b6d;margin:12pt 0 2pt">Paying monthly</h3>
<p style="font-size:9pt">If you'd like to pay monthly, a deposit of £69.72 and 10 monthly instalments of £69.49. Total amount payable £764.62, which includes interest of £67.45. Representative APR 24.9% (variable). Credit is provided by Admiral Financial Services Limited.</p>
${HR}
<p style="font-size:7.5pt;color:#444">Admiral is a trading name of EUI Limited, which is authorised and regulated by the Financial Conduct Authority (Firm Reference Number 309378). Registered office: Tŷ Admiral, David Street, Cardiff CF10 2EH. Registered in England and Wales, number 02686904. Your policy is underwritten by Admiral Insurance Company Limited, authorised by the Prudential Regulation Authority and regulated by the FCA and the PRA (Firm Reference Number 1010187).</p>`,
    expected: {
      renewalDate: '2026-12-14',
      insurer: 'Admiral',
      policyNumber: 'P71540283-1',
      registrationNumber: 'LB19KXE',
      renewalPremium: '642.18',
      previousPremium: '588.40',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // ---------------------------------------------------------------- Aviva (PDF, 2 pages): like-for-like total with extras
  {
    name: 'aviva-two-page',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #ffd900;padding-bottom:6pt">
  <div style="font-size:24pt;font-weight:bold;color:#004fb6">AVIVA</div>
  <div class="r" style="font-size:9pt">MyAviva: aviva.co.uk/myaviva<br>0800 068 5849</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mr Thomas Whitfield<br>Flat 3, 22 Harrogate Road<br>Chapel Allerton<br>Leeds<br>LS7 3PD</div>
  <div>
    <table>
      <tr><td>Your policy number</td><td>101824657MCZ</td></tr>
      <tr><td>Your MyAviva number</td><td>AV-6638-2019</td></tr>
      <tr><td>Date of this letter</td><td>21 November 2026</td></tr>
    </table>
  </div>
</div>
<h1 style="font-size:17pt;color:#004fb6;margin:14pt 0 4pt">Your car insurance renewal</h1>
<p>Dear Mr Whitfield,</p>
<p>Your Aviva Car Insurance renews soon. Please check the details in this pack are correct. Your policy is set to renew automatically, so you don't need to do anything if you're happy.</p>
<div class="box" style="border:2px solid #004fb6">
  <table style="width:100%">
    <tr><td>Your renewal date</td><td class="r"><b>18 December 2026</b></td></tr>
    <tr><td>Your car</td><td class="r">Volkswagen Golf Life 1.0 TSI, AV70 GHX</td></tr>
    <tr><td>Your cover</td><td class="r">Comprehensive</td></tr>
    <tr><td><b>This year's price</b></td><td class="r"><b>£809.26</b></td></tr>
    <tr><td>Last year's price</td><td class="r">£748.36</td></tr>
  </table>
  <p style="font-size:9pt;margin:4pt 0 0">Last year's price is what you paid for your car insurance and the same optional extras when you last renewed or bought your policy, including any changes you made during the year.</p>
</div>
<h3 style="color:#004fb6;margin:12pt 0 2pt">How your price is made up</h3>
<table style="width:100%">
  <tr><td>Car insurance</td><td class="r">£734.26</td></tr>
  <tr><td>Motor Legal Services</td><td class="r">£30.00</td></tr>
  <tr><td>Aviva Breakdown – Roadside and Recovery</td><td class="r">£45.00</td></tr>
  <tr style="border-top:1px solid #999"><td><b>Total</b></td><td class="r"><b>£809.26</b></td></tr>
</table>
<p style="font-size:9pt">Your price includes Insurance Premium Tax (IPT) at 12% where applicable. Aviva Breakdown is not subject to IPT.</p>
<h3 style="color:#004fb6;margin:12pt 0 2pt">Why has my price changed?</h3>
<p style="font-size:9.5pt">The cost of repairing cars, replacement parts and claims across the market has continued to rise. We've also considered the information you've given us, such as your address, your car and your driving history. Your renewal price is no higher than the price you would pay as a new customer buying the same cover from us through the same sales channel.</p>
<h3 style="color:#004fb6;margin:12pt 0 2pt">Paying monthly</h3>
<p style="font-size:9.5pt">You currently pay monthly by Direct Debit. Your first payment of £72.86 will be taken on or after 18 December 2026, followed by 11 payments of £72.86. Total amount payable £874.32. Representative APR 17.9%. The cost of credit is £65.06.</p>
${BREAK}
<div style="font-size:9pt;color:#004fb6">Policy number 101824657MCZ &nbsp;|&nbsp; Page 2 of 2</div>
<h2 style="color:#004fb6;margin:10pt 0 4pt">Your policy summary</h2>
<table style="width:100%">
  <tr><td>Period of cover</td><td>18/12/2026 to 17/12/2027</td></tr>
  <tr><td>Policyholder</td><td>Thomas Whitfield, date of birth 09/02/1990</td></tr>
  <tr><td>Other drivers</td><td>Hannah Lowe, date of birth 30/06/1992</td></tr>
  <tr><td>Use</td><td>Social, domestic and pleasure including commuting</td></tr>
  <tr><td>Estimated annual mileage</td><td>8,000</td></tr>
  <tr><td>No Claim Discount</td><td>6 years</td></tr>
</table>
<h3 style="color:#004fb6;margin:12pt 0 2pt">Your excesses</h3>
<table>
  <tr><td>Compulsory excess</td><td class="r">£350</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
  <tr><td><b>Total accidental damage excess</b></td><td class="r"><b>£450</b></td></tr>
  <tr><td>Windscreen replacement</td><td class="r">£115</td></tr>
  <tr><td>Windscreen repair</td><td class="r">£10</td></tr>
</table>
<p style="font-size:9pt">If the car is being driven by someone under 25 at the time of the incident, an extra £250 excess applies.</p>
${HR}
<p style="font-size:7.5pt;color:#444">Aviva car insurance is underwritten by Aviva Insurance Limited. Registered in Scotland, No. 2116. Registered office: Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Firm Reference Number 202153. Credit is provided by Aviva Insurance Limited.</p>`,
    expected: {
      renewalDate: '2026-12-18',
      insurer: 'Aviva',
      policyNumber: '101824657MCZ',
      registrationNumber: 'AV70GHX',
      renewalPremium: '809.26',
      previousPremium: '748.36',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },

  // ---------------------------------------------------------------- Direct Line (PDF, 2 pages)
  {
    name: 'direct-line-comprehensive-plus',
    html: `
<div style="background:#e3001b;color:#fff;padding:8pt 10pt;display:flex;justify-content:space-between;align-items:center">
  <div style="font-size:22pt;font-weight:bold">DIRECT LINE</div>
  <div class="r" style="font-size:9pt">directline.com/myaccount<br>0345 246 8704</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Ms Priya Chauhan<br>8 Sandringham Close<br>Oadby<br>Leicester<br>LE2 4TY</div>
  <div>
    <table>
      <tr><td>Policy number</td><td>8274613025</td></tr>
      <tr><td>Customer reference</td><td>40917736</td></tr>
      <tr><td>Date</td><td>27 November 2026</td></tr>
    </table>
  </div>
</div>
<h1 style="font-size:16pt;margin:14pt 0 4pt">Your car insurance renewal</h1>
<p>Dear Ms Chauhan,</p>
<p>Your Direct Line Comprehensive Plus car insurance is due for renewal. We've enclosed your renewal documents with everything you need to know. We'll renew your policy automatically, so your cover continues without a break.</p>
<div class="box" style="border:2px solid #e3001b">
  <b>Your renewal at a glance</b>
  <table style="width:100%;margin-top:4pt">
    <tr><td>Your cover renews on</td><td class="r"><b>2 January 2027</b></td></tr>
    <tr><td>Car</td><td class="r">Nissan Qashqai N-Connecta DIG-T, FD20 MZW</td></tr>
    <tr><td>Cover level</td><td class="r">Comprehensive Plus</td></tr>
    <tr><td><b>Your renewal price</b></td><td class="r"><b>£567.45</b></td></tr>
    <tr><td>Last year's price</td><td class="r">£512.30</td></tr>
  </table>
</div>
<p style="font-size:9.5pt">Your renewal price includes Insurance Premium Tax and Motor Legal Protection, which comes as standard with Comprehensive Plus. Last year's price is the price of your policy at your last renewal date, including any changes you made to it during the year.</p>
<h3 style="margin:12pt 0 2pt;color:#e3001b">What's changed</h3>
<ul style="font-size:9.5pt;margin:0">
  <li>Your No Claim Discount has gone up to 7 years.</li>
  <li>We've updated your policy booklet (version DLCP/0126). Please read the enclosed summary of changes.</li>
</ul>
<h3 style="margin:12pt 0 2pt;color:#e3001b">Paying monthly</h3>
<p style="font-size:9.5pt">12 monthly instalments of £51.22 by Direct Debit. Total amount payable £614.64. Representative 21.9% APR (fixed). Credit is provided by U K Insurance Limited.</p>
<h3 style="margin:12pt 0 2pt;color:#e3001b">Optional extras you could add</h3>
<table style="font-size:9.5pt">
  <tr><td>Green Flag Breakdown Cover – Roadside</td><td class="r">from £39.00</td></tr>
  <tr><td>Guaranteed Hire Car Plus</td><td class="r">£34.50</td></tr>
</table>
${BREAK}
<div style="font-size:9pt;color:#e3001b">Policy number 8274613025 · Page 2</div>
<h2 style="margin:8pt 0 4pt">Your policy schedule</h2>
<table style="width:100%">
  <tr><td>Period of insurance</td><td>02/01/2027 to 01/01/2028</td></tr>
  <tr><td>Policyholder</td><td>Priya Chauhan (date of birth 14/05/1987)</td></tr>
  <tr><td>Named driver</td><td>Arjun Chauhan (date of birth 02/11/1985)</td></tr>
  <tr><td>Vehicle registration</td><td>FD20 MZW</td></tr>
  <tr><td>Class of use</td><td>Social, domestic, pleasure and commuting</td></tr>
</table>
<h3 style="margin:12pt 0 2pt;color:#e3001b">Your excesses</h3>
<table>
  <tr><th>Accidental damage</th><th class="r">Amount</th></tr>
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£150</td></tr>
  <tr><td>Total</td><td class="r">£400</td></tr>
  <tr><td>Fire and theft</td><td class="r">£400</td></tr>
  <tr><td>Windscreen replacement (repair £0)</td><td class="r">£95</td></tr>
</table>
${HR}
<p style="font-size:7.5pt;color:#444">Direct Line car insurance policies are underwritten by U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980. U K Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Firm Reference Number 202810). Direct Line and the red phone on wheels are trademarks of U K Insurance Limited.</p>`,
    expected: {
      renewalDate: '2027-01-02',
      insurer: 'Direct Line',
      policyNumber: '8274613025',
      registrationNumber: 'FD20MZW',
      renewalPremium: '567.45',
      previousPremium: '512.30',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },

  // ---------------------------------------------------------------- Churchill (photo)
  {
    name: 'churchill-photo',
    photo: true,
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #003b71;padding-bottom:6pt">
  <div style="font-size:24pt;font-weight:bold;color:#003b71">Churchill</div>
  <div class="r" style="font-size:9pt">churchill.com<br>0345 877 6680</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mr Gareth Llewellyn<br>41 Heol y Nant<br>Whitchurch<br>Cardiff<br>CF14 1AH</div>
  <div>
    <table>
      <tr><td>Policy number</td><td>CHM7725410</td></tr>
      <tr><td>Date</td><td>25 November 2026</td></tr>
    </table>
  </div>
</div>
<h1 style="font-size:17pt;color:#003b71;margin:14pt 0 4pt">Your car insurance renewal</h1>
<p style="font-size:11pt">Dear Mr Llewellyn,</p>
<p style="font-size:11pt">Thanks for being with Churchill. Your car insurance is due for renewal and we'll renew it automatically, so there's nothing you need to do unless something has changed.</p>
<div class="box" style="font-size:11pt;border:2px solid #003b71">
  <table style="width:100%">
    <tr><td>Your new cover starts on</td><td class="r"><b>21 December 2026</b></td></tr>
    <tr><td>Car</td><td class="r">Toyota Yaris Hybrid Icon, YJ21 TRV</td></tr>
    <tr><td>Cover</td><td class="r">Comprehensive</td></tr>
    <tr><td><b>Total annual premium</b> (including IPT)</td><td class="r"><b>£498.72</b></td></tr>
    <tr><td>Last year you paid</td><td class="r">£463.10</td></tr>
  </table>
</div>
<h3 style="color:#003b71;margin:12pt 0 2pt">Your excesses</h3>
<table style="font-size:11pt">
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
  <tr><td>Windscreen replacement</td><td class="r">£95</td></tr>
</table>
<h3 style="color:#003b71;margin:12pt 0 2pt">Optional extras</h3>
<p style="font-size:10pt">You don't currently have Motor Legal Protection (£28.50) or Guaranteed Hire Car Plus (£34.50). Call us if you'd like to add them.</p>
<p style="font-size:10pt">Paying monthly: 12 instalments of £45.02. Total amount payable £540.24. Representative APR 21.9%.</p>
${HR}
<p style="font-size:8pt;color:#444">Churchill car insurance policies are underwritten by U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. FRN 202810.</p>`,
    expected: {
      renewalDate: '2026-12-21',
      insurer: 'Churchill',
      policyNumber: 'CHM7725410',
      registrationNumber: 'YJ21TRV',
      renewalPremium: '498.72',
      previousPremium: '463.10',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
    },
  },

  // ---------------------------------------------------------------- LV= (PDF, 2 pages)
  {
    name: 'lv-renewal-pack',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center">
  <div style="font-size:26pt;font-weight:bold;color:#00a443">LV=</div>
  <div class="r" style="font-size:9pt">lv.com/myaccount<br>Car insurance 0330 123 9970</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mrs Fiona MacLeod<br>7 Braid Crescent<br>Morningside<br>Edinburgh<br>EH10 6AU</div>
  <div>
    <table>
      <tr><td>Date</td><td>24/11/2026</td></tr>
      <tr><td>Policy number</td><td>30418275M</td></tr>
      <tr><td>Your LV= member number</td><td>LV 5529 0184</td></tr>
    </table>
  </div>
</div>
<h1 style="font-size:17pt;color:#00a443;margin:14pt 0 4pt">Your car insurance renewal</h1>
<p>Dear Mrs MacLeod,</p>
<p>It's almost time to renew your LV= car insurance. We've set out your new price and your cover below. If you're happy, you don't need to do anything: we'll renew your policy automatically.</p>
<table style="width:100%;border:1px solid #00a443">
  <tr style="background:#e6f6ec"><td colspan="2"><b>Your renewal at a glance</b></td></tr>
  <tr><td>Renewal date</td><td class="r"><b>06/01/2027</b></td></tr>
  <tr><td>Car</td><td class="r">Skoda Octavia SE L 1.5 TSI Estate</td></tr>
  <tr><td>Registration</td><td class="r">SK21 BNV</td></tr>
  <tr><td>Cover</td><td class="r">Comprehensive</td></tr>
</table>
<h3 style="color:#00a443;margin:12pt 0 2pt">Your price</h3>
<table style="width:100%">
  <tr><td>Your car insurance</td><td class="r">£612.84</td></tr>
  <tr><td>LV= Breakdown Cover</td><td class="r">not selected</td></tr>
  <tr><td>Legal Protection</td><td class="r">not selected</td></tr>
  <tr style="border-top:1px solid #999"><td><b>Your total price for the next 12 months</b></td><td class="r"><b>£612.84</b></td></tr>
  <tr><td>Last year's price</td><td class="r">£571.02</td></tr>
</table>
<p style="font-size:9pt">Prices include Insurance Premium Tax at 12%. Last year's price is the total you paid for the same products last year, including any changes made during the year.</p>
<h3 style="color:#00a443;margin:12pt 0 2pt">Paying monthly</h3>
<p style="font-size:9.5pt">Deposit £51.07 then 11 monthly payments of £55.12. Total amount payable £657.39. Representative APR 19.9%. Credit is arranged by LV= and provided by Premium Credit Limited.</p>
${BREAK}
<div style="font-size:9pt;color:#00a443">LV= car insurance · 30418275M · Page 2 of 2</div>
<h2 style="margin:8pt 0 4pt">Your cover</h2>
<table style="width:100%">
  <tr><td>Period of insurance</td><td>From 06/01/2027 to 05/01/2028</td></tr>
  <tr><td>Main driver</td><td>Fiona MacLeod, born 18/08/1976</td></tr>
  <tr><td>Additional driver</td><td>Ewan MacLeod, born 02/03/2005</td></tr>
  <tr><td>No claims discount</td><td>12 years</td></tr>
  <tr><td>Courtesy car</td><td>Included while your car is repaired by an approved repairer</td></tr>
</table>
<h3 style="color:#00a443;margin:12pt 0 2pt">Your excesses</h3>
<table>
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td><b>Total excess</b></td><td class="r"><b>£500</b></td></tr>
  <tr><td>Additional excess for drivers aged under 25</td><td class="r">£250</td></tr>
  <tr><td>Windscreen replacement</td><td class="r">£90</td></tr>
</table>
${HR}
<p style="font-size:7.5pt;color:#444">LV= and Liverpool Victoria are registered trademarks of Liverpool Victoria Financial Services Limited and are used under licence by Liverpool Victoria Insurance Company Limited and by Highway Insurance Company Limited, both part of the Allianz Group. Liverpool Victoria Insurance Company Limited, registered in England and Wales number 03232514, is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, register number 202965. Registered address: 57 Ladymead, Guildford, Surrey GU1 1DB.</p>`,
    expected: {
      renewalDate: '2027-01-06',
      insurer: 'LV=',
      policyNumber: '30418275M',
      registrationNumber: 'SK21BNV',
      renewalPremium: '612.84',
      previousPremium: '571.02',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // ---------------------------------------------------------------- Hastings Direct (PDF): extras apart, last year insurance alone
  {
    name: 'hastings-direct-premier',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;background:#1d1d4e;color:#fff;padding:8pt 10pt">
  <div style="font-size:20pt;font-weight:bold">Hastings <span style="color:#ffcc00">Direct</span></div>
  <div class="r" style="font-size:9pt">hastingsdirect.com/myaccount</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mr Daniel Price<br>112 Marlborough Road<br>Swindon<br>SN3 1NW</div>
  <div>
    <table>
      <tr><td>Policy number</td><td>HDM3917204</td></tr>
      <tr><td>Quote reference</td><td>RQ-7718-0426</td></tr>
      <tr><td>Date</td><td>19 November 2026</td></tr>
    </table>
  </div>
</div>
<h1 style="font-size:17pt;color:#1d1d4e;margin:14pt 0 4pt">Your renewal invitation</h1>
<p>Hi Daniel,</p>
<p>Your Hastings Direct Premier car insurance is coming up for renewal. We've worked out your price for the next 12 months. To keep you covered, we'll automatically renew your policy unless you tell us not to.</p>
<div class="box" style="border:2px solid #ffcc00">
  <table style="width:100%">
    <tr><td>Your policy renews on</td><td class="r"><b>17 December 2026</b></td></tr>
    <tr><td>Vehicle</td><td class="r">Ford Focus ST-Line 1.0 EcoBoost (KN19 DXA)</td></tr>
    <tr><td>Cover</td><td class="r">Comprehensive – Premier</td></tr>
  </table>
</div>
<h3 style="color:#1d1d4e;margin:12pt 0 2pt">Your price</h3>
<table style="width:100%">
  <tr><td>Your renewal premium</td><td class="r"><b>£823.40</b></td></tr>
  <tr><td>Your premium last year</td><td class="r">£759.92</td></tr>
  <tr><td colspan="2" style="padding-top:6pt"><i>Optional extras (priced separately)</i></td></tr>
  <tr><td>Motor legal expenses</td><td class="r">£24.99</td></tr>
  <tr><td>Breakdown cover – UK and home start</td><td class="r">£49.00</td></tr>
  <tr style="border-top:1px solid #999"><td><b>Total to pay</b></td><td class="r"><b>£897.39</b></td></tr>
</table>
<p style="font-size:9pt">Your premium includes Insurance Premium Tax (IPT) at 12%. Your premium last year is for your car insurance only and doesn't include optional extras.</p>
<h3 style="color:#1d1d4e;margin:12pt 0 2pt">Your excesses</h3>
<table>
  <tr><td>Compulsory excess</td><td class="r">£300</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td>Total excess</td><td class="r">£550</td></tr>
</table>
<h3 style="color:#1d1d4e;margin:12pt 0 2pt">Paying monthly</h3>
<p style="font-size:9.5pt">Deposit of £89.74, then 10 monthly instalments of £89.74. Total amount payable £987.14. Representative APR 26.9%. Credit is provided by Hastings Insurance Services Limited.</p>
<p style="font-size:9.5pt">Drivers: Daniel Price (DOB 26/01/1994), Laura Price (DOB 11/09/1995).</p>
${HR}
<p style="font-size:7.5pt;color:#444">Hastings Direct is a trading name of Hastings Insurance Services Limited, registered in England and Wales No. 3116518, registered office Conquest House, Collington Avenue, Bexhill-on-Sea, East Sussex TN39 3LW, authorised and regulated by the Financial Conduct Authority, FRN 311492. Your policy is underwritten by Advantage Insurance Company Limited.</p>`,
    expected: {
      renewalDate: '2026-12-17',
      insurer: 'Hastings Direct',
      policyNumber: 'HDM3917204',
      registrationNumber: 'KN19DXA',
      renewalPremium: '823.40',
      previousPremium: '759.92',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },

  // ---------------------------------------------------------------- AXA (PDF, 2 pages): period of insurance
  {
    name: 'axa-renewal-notice',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center">
  <div style="background:#00008f;color:#fff;font-size:22pt;font-weight:bold;padding:4pt 10pt">AXA</div>
  <div class="r" style="font-size:9pt">axa.co.uk/myaxa<br>0330 024 1162</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mr Kwame Mensah<br>58 Ladysmith Road<br>Enfield<br>EN1 3AA</div>
  <div>
    <table>
      <tr><td>Policy number</td><td>AM41937226</td></tr>
      <tr><td>Agency</td><td>AXA Direct</td></tr>
      <tr><td>Date of issue</td><td>23 November 2026</td></tr>
    </table>
  </div>
</div>
<h1 style="font-size:17pt;color:#00008f;margin:14pt 0 4pt">Renewal notice – Car insurance</h1>
<p>Dear Mr Mensah,</p>
<p>Thank you for insuring your car with AXA. Your policy is due to renew and your renewal documents are enclosed. Please check them carefully.</p>
<table style="width:100%;border:1px solid #00008f">
  <tr style="background:#e8e8f7"><td colspan="2"><b>Your renewal details</b></td></tr>
  <tr><td>Period of insurance</td><td>00:01 on 29/12/2026 to 23:59 on 28/12/2027</td></tr>
  <tr><td>Vehicle</td><td>BMW 118i M Sport 5dr</td></tr>
  <tr><td>Registration mark</td><td>GN68 WZT</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>Annual premium (including IPT at 12%)</td><td><b>£702.15</b></td></tr>
</table>
<div class="box" style="margin-top:8pt">
  <b>Your premium last year</b><br>
  The premium you paid last year was £655.00. This includes any changes you made to your policy during the year.
</div>
<h3 style="color:#00008f;margin:12pt 0 2pt">What's changed</h3>
<ul style="font-size:9.5pt;margin:0">
  <li>Your no claims discount is now 5 years.</li>
  <li>Claims costs, especially for parts and repairs, have risen across the industry.</li>
</ul>
<h3 style="color:#00008f;margin:12pt 0 2pt">Paying by instalments</h3>
<p style="font-size:9.5pt">10 monthly payments of £74.43 after a deposit of £70.22. Total amount payable £814.52. Representative APR 22.9%.</p>
${BREAK}
<div style="font-size:9pt;color:#00008f">AXA · Policy AM41937226 · Page 2 of 2</div>
<h2 style="margin:8pt 0 4pt">Schedule of cover</h2>
<table style="width:100%">
  <tr><td>Policyholder</td><td>Kwame Mensah, born 05/12/1983</td></tr>
  <tr><td>Drivers</td><td>Policyholder and spouse (Ama Mensah, born 17/04/1986)</td></tr>
  <tr><td>Use</td><td>Social, domestic and pleasure and commuting</td></tr>
  <tr><td>Overnight location</td><td>On a private driveway</td></tr>
</table>
<h3 style="color:#00008f;margin:12pt 0 2pt">Excesses</h3>
<table>
  <tr><td>Compulsory excess</td><td class="r">£200</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td>Total excess</td><td class="r">£450</td></tr>
  <tr><td>Glass excess (replacement)</td><td class="r">£100</td></tr>
</table>
<h3 style="color:#00008f;margin:12pt 0 2pt">Optional extras on your policy</h3>
<p style="font-size:9.5pt">None. You can add AXA Legal Protection (£26.00) or European Breakdown (£72.00) by calling us.</p>
${HR}
<p style="font-size:7.5pt;color:#444">AXA Insurance UK plc. Registered in England and Wales No. 78950. Registered office: 20 Gracechurch Street, London EC3V 0BG. AXA Insurance UK plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority, Financial Services Register number 202312.</p>`,
    expected: {
      renewalDate: '2026-12-29',
      insurer: 'AXA',
      policyNumber: 'AM41937226',
      registrationNumber: 'GN68WZT',
      renewalPremium: '702.15',
      previousPremium: '655.00',
      compulsoryExcess: '200',
      voluntaryExcess: '250',
      totalExcess: '450',
    },
  },

  // ---------------------------------------------------------------- esure (photo)
  {
    name: 'esure-photo',
    photo: true,
    html: `
<div style="display:flex;justify-content:space-between;align-items:center">
  <div style="font-size:26pt;font-weight:bold;color:#e6007e">esure</div>
  <div class="r" style="font-size:9pt">esure.com/myaccount<br>0345 603 7874</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Miss Sophie Turner<br>3 Chestnut Mews<br>Horley<br>RH6 9DF</div>
  <div>
    <table>
      <tr><td>Policy number</td><td>ESM4821039</td></tr>
      <tr><td>Date</td><td>18 November 2026</td></tr>
    </table>
  </div>
</div>
<h1 style="font-size:18pt;color:#e6007e;margin:14pt 0 4pt">Your renewal</h1>
<p style="font-size:11pt">Hello Sophie,</p>
<p style="font-size:11pt">Your esure car insurance is up for renewal. Here's what you'll pay for the next 12 months. We'll renew automatically so you stay covered.</p>
<table style="width:100%;font-size:11pt;border:2px solid #e6007e">
  <tr><td>Renewal date</td><td class="r"><b>9 January 2027</b></td></tr>
  <tr><td>Car</td><td class="r">Vauxhall Corsa SE, DE20 PYK</td></tr>
  <tr><td>Cover</td><td class="r">Comprehensive</td></tr>
  <tr><td><b>Your renewal price</b></td><td class="r"><b>£541.90</b></td></tr>
  <tr><td>Last year's price</td><td class="r">£519.64</td></tr>
</table>
<p style="font-size:9.5pt">Prices include Insurance Premium Tax. Last year's price includes any changes you made in the year.</p>
<h3 style="color:#e6007e;margin:12pt 0 2pt">Your excesses</h3>
<table style="font-size:11pt">
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td>Total excess</td><td class="r">£500</td></tr>
</table>
<p style="font-size:10pt">Pay monthly: deposit £48.92 then 10 payments of £54.19. Total payable £590.82. Representative APR 22.9%.</p>
${HR}
<p style="font-size:8pt;color:#444">esure is a trading name of esure Services Limited, which is authorised and regulated by the Financial Conduct Authority. Policies are underwritten by esure Insurance Limited. Registered office: The Observatory, Castlefield Road, Reigate, Surrey RH2 0SG.</p>`,
    expected: {
      renewalDate: '2027-01-09',
      insurer: 'esure',
      policyNumber: 'ESM4821039',
      registrationNumber: 'DE20PYK',
      renewalPremium: '541.90',
      previousPremium: '519.64',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // ---------------------------------------------------------------- Ageas (PDF)
  {
    name: 'ageas-renewal-invitation',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #c4122f;padding-bottom:6pt">
  <div style="font-size:24pt;font-weight:bold;color:#c4122f">ageas</div>
  <div class="r" style="font-size:9pt">ageas.co.uk/myaccount<br>0345 122 3018</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mr and Mrs R Hughes<br>26 Winchester Road<br>Chandler's Ford<br>Eastleigh<br>SO53 2GH</div>
  <div>
    <table>
      <tr><td>Policy number</td><td>AGM/88203416</td></tr>
      <tr><td>Your reference</td><td>Hughes R</td></tr>
      <tr><td>Date</td><td>26 November 2026</td></tr>
    </table>
  </div>
</div>
<h1 style="font-size:17pt;color:#c4122f;margin:14pt 0 4pt">Your car insurance renewal invitation</h1>
<p>Dear Mr Hughes,</p>
<p>Thank you for insuring with Ageas. Your car insurance policy is due for renewal. Your renewal date is 4 January 2027. If you pay by Direct Debit or continuous payment authority we'll automatically renew your policy.</p>
<table style="width:100%">
  <tr><td>Your vehicle</td><td>Honda Jazz 1.5 i-MMD EX, BK71 OUV</td></tr>
  <tr><td>Your cover</td><td>Comprehensive</td></tr>
  <tr><td>Your premium (including Insurance Premium Tax)</td><td><b>£688.33</b></td></tr>
  <tr><td>Last year's premium</td><td>£634.72</td></tr>
</table>
<p style="font-size:9pt">Last year's premium is the amount you paid for your policy at your last renewal, adjusted for any mid-term changes. This year's price has been worked out using the information you gave us and our latest view of the cost of claims.</p>
<h3 style="color:#c4122f;margin:12pt 0 2pt">Your excesses</h3>
<table>
  <tr><td>Compulsory excess</td><td class="r">£300</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£150</td></tr>
  <tr><td>Windscreen</td><td class="r">£115</td></tr>
</table>
<h3 style="color:#c4122f;margin:12pt 0 2pt">Your drivers</h3>
<p style="font-size:9.5pt">Robert Hughes (born 12/03/1962), Janet Hughes (born 29/07/1964). No claims discount: 15 years.</p>
<h3 style="color:#c4122f;margin:12pt 0 2pt">Paying monthly</h3>
<p style="font-size:9.5pt">12 monthly instalments of £61.48. Total amount payable £737.76. Representative APR 13.9%.</p>
${HR}
<p style="font-size:7.5pt;color:#444">Ageas Insurance Limited. Registered office: Ageas House, Hampshire Corporate Park, Templars Way, Eastleigh, Hampshire SO53 3YA. Registered in England and Wales No. 354568. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Financial Services Register No. 202039.</p>`,
    expected: {
      renewalDate: '2027-01-04',
      insurer: 'Ageas',
      policyNumber: 'AGM/88203416',
      registrationNumber: 'BK71OUV',
      renewalPremium: '688.33',
      previousPremium: '634.72',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
    },
  },

  // ---------------------------------------------------------------- Allianz (PDF)
  {
    name: 'allianz-car-renewal',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center">
  <div style="font-size:24pt;font-weight:bold;color:#003781">Allianz</div>
  <div class="r" style="font-size:9pt">allianz.co.uk<br>0344 412 9988</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Dr Helen Carter<br>The Old Forge<br>Main Street<br>Bourton-on-the-Water<br>GL54 2AA</div>
  <div>
    <table>
      <tr><td>Policy number</td><td>MC20618843</td></tr>
      <tr><td>Customer ID</td><td>ALZ-447120</td></tr>
      <tr><td>Date</td><td>28 November 2026</td></tr>
    </table>
  </div>
</div>
<h1 style="font-size:17pt;color:#003781;margin:14pt 0 4pt">Your Allianz car insurance renewal</h1>
<p>Dear Dr Carter,</p>
<p>Your policy will renew on 11th January 2027. We've included the details of your cover and your price for the year ahead. If you would like to make changes or have any questions, please get in touch.</p>
<div class="box" style="border-color:#003781">
  <table style="width:100%">
    <tr><td>Car</td><td>Volvo XC40 B4 Plus, WR22 XFA</td></tr>
    <tr><td>Level of cover</td><td>Comprehensive</td></tr>
    <tr><td>Renewal premium</td><td><b>£754.20</b></td></tr>
    <tr><td>Previous year's premium</td><td>£702.60</td></tr>
  </table>
  <p style="font-size:9pt;margin:4pt 0 0">Both figures include Insurance Premium Tax at 12%. The previous year's premium includes any changes made to your policy during the year.</p>
</div>
<h3 style="color:#003781;margin:12pt 0 2pt">Your excesses</h3>
<table>
  <tr><td>Compulsory</td><td class="r">£250</td></tr>
  <tr><td>Voluntary</td><td class="r">£250</td></tr>
  <tr><td>Glass replacement</td><td class="r">£125</td></tr>
</table>
<h3 style="color:#003781;margin:12pt 0 2pt">Who can drive</h3>
<p style="font-size:9.5pt">Helen Carter (date of birth 07/11/1971) and Mark Carter (date of birth 19/04/1969).</p>
<h3 style="color:#003781;margin:12pt 0 2pt">Paying monthly</h3>
<p style="font-size:9.5pt">Deposit £75.42 and 10 instalments of £72.43. Total amount payable £799.72. Representative APR 11.9%.</p>
${HR}
<p style="font-size:7.5pt;color:#444">Allianz Insurance plc. Registered in England number 84638. Registered office: 57 Ladymead, Guildford, Surrey GU1 1DB, United Kingdom. Allianz Insurance plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority. Financial Services Register number 121849.</p>`,
    expected: {
      renewalDate: '2027-01-11',
      insurer: 'Allianz',
      policyNumber: 'MC20618843',
      registrationNumber: 'WR22XFA',
      renewalPremium: '754.20',
      previousPremium: '702.60',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
    },
  },

  // ---------------------------------------------------------------- Privilege (photo)
  {
    name: 'privilege-photo',
    photo: true,
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #6b2c91;padding-bottom:6pt">
  <div style="font-size:24pt;font-weight:bold;color:#6b2c91">Privilege</div>
  <div class="r" style="font-size:9pt">privilege.com<br>0345 246 0180</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mr Liam O'Connor<br>19 Beech Avenue<br>Stockport<br>SK3 8HQ</div>
  <div>
    <table>
      <tr><td>Policy number</td><td>PRM6648203</td></tr>
      <tr><td>Date</td><td>20 November 2026</td></tr>
    </table>
  </div>
</div>
<h1 style="font-size:18pt;color:#6b2c91;margin:14pt 0 4pt">Your car insurance renewal</h1>
<p style="font-size:11pt">Dear Mr O'Connor,</p>
<p style="font-size:11pt">Your Privilege Comprehensive Plus car insurance is due for renewal. We'll renew it automatically.</p>
<table style="width:100%;font-size:11pt;border:2px solid #6b2c91">
  <tr><td>Your renewal date</td><td class="r"><b>28 December 2026</b></td></tr>
  <tr><td>Car</td><td class="r">Mini Cooper 1.5 3dr, SF19 HDU</td></tr>
  <tr><td><b>Your new premium</b></td><td class="r"><b>£459.88</b></td></tr>
  <tr><td>Last year's premium</td><td class="r">£431.16</td></tr>
</table>
<p style="font-size:9.5pt">Includes Insurance Premium Tax and Motor Legal Protection. Last year's premium includes any changes you made to your policy.</p>
<h3 style="color:#6b2c91;margin:12pt 0 2pt">Your excesses</h3>
<table style="font-size:11pt">
  <tr><td>Compulsory</td><td class="r">£250</td></tr>
  <tr><td>Voluntary</td><td class="r">£100</td></tr>
</table>
<p style="font-size:10pt">Monthly: 12 payments of £41.52, total payable £498.24, Representative APR 21.9%.</p>
${HR}
<p style="font-size:8pt;color:#444">Privilege car insurance policies are underwritten by U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980. FRN 202810.</p>`,
    expected: {
      renewalDate: '2026-12-28',
      insurer: 'Privilege',
      policyNumber: 'PRM6648203',
      registrationNumber: 'SF19HDU',
      renewalPremium: '459.88',
      previousPremium: '431.16',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
    },
  },

  // ---------------------------------------------------------------- MORE THAN (PDF)
  {
    name: 'more-than-renewal',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center">
  <div style="font-size:24pt;font-weight:bold;color:#00a651">MORE TH<span style="color:#8dc63f">&gt;</span>N</div>
  <div class="r" style="font-size:9pt">morethan.com/myaccount<br>0330 102 8460</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mrs Joanne Fletcher<br>64 Cavendish Road<br>Sheffield<br>S11 9BH</div>
  <div>
    <table>
      <tr><td>Policy number</td><td>MTM72044819</td></tr>
      <tr><td>Date</td><td>22 November 2026</td></tr>
    </table>
  </div>
</div>
<h1 style="font-size:17pt;color:#00a651;margin:14pt 0 4pt">Your MORE THAN car insurance renewal</h1>
<p>Dear Mrs Fletcher,</p>
<p>Your policy is due to renew. Here's your price for next year and a summary of your cover.</p>
<table style="width:100%;border:1px solid #00a651">
  <tr><td>Start date</td><td>19/12/2026</td></tr>
  <tr><td>End date</td><td>18/12/2027</td></tr>
  <tr><td>Vehicle</td><td>Peugeot 2008 Allure PureTech 130</td></tr>
  <tr><td>Registration</td><td>YG70 LMC</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>Renewal premium</td><td><b>£615.10</b></td></tr>
  <tr><td>Last year's premium</td><td>£588.75</td></tr>
</table>
<p style="font-size:9pt">Premiums include Insurance Premium Tax (IPT) at 12%.</p>
<h3 style="color:#00a651;margin:12pt 0 2pt">Your excesses</h3>
<table>
  <tr><td>Compulsory</td><td class="r">£350</td></tr>
  <tr><td>Voluntary</td><td class="r">£100</td></tr>
  <tr><td>Total</td><td class="r">£450</td></tr>
</table>
<h3 style="color:#00a651;margin:12pt 0 2pt">Paying monthly</h3>
<p style="font-size:9.5pt">11 instalments of £60.87 after a first payment of £61.51. Total amount payable £731.08. Representative APR 29.9%.</p>
<p style="font-size:9.5pt">Drivers: Joanne Fletcher (born 22/12/1977).</p>
${HR}
<p style="font-size:7.5pt;color:#444">MORE THAN is a trading name of Markerstudy Insurance Services Limited, authorised and regulated by the Financial Conduct Authority. Registered office: 45 Westerham Road, Bessels Green, Sevenoaks, Kent TN13 2QB.</p>`,
    expected: {
      renewalDate: '2026-12-19',
      insurer: 'MORE THAN',
      policyNumber: 'MTM72044819',
      registrationNumber: 'YG70LMC',
      renewalPremium: '615.10',
      previousPremium: '588.75',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },

  // ---------------------------------------------------------------- Saga (photo, sideways)
  {
    name: 'saga-photo-sideways',
    photo: 'sideways',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #002f5f;padding-bottom:6pt">
  <div style="font-size:24pt;font-weight:bold;color:#002f5f">SAGA</div>
  <div class="r" style="font-size:9pt">saga.co.uk/myaccount<br>0800 092 8409</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mr Peter Holloway<br>5 Elm Court<br>Bexhill-on-Sea<br>TN39 4QS</div>
  <div>
    <table>
      <tr><td>Policy number</td><td>SM30927154</td></tr>
      <tr><td>Date</td><td>21 November 2026</td></tr>
    </table>
  </div>
</div>
<h1 style="font-size:18pt;color:#002f5f;margin:14pt 0 4pt">Your Saga Car Insurance renewal</h1>
<p style="font-size:11pt">Dear Mr Holloway,</p>
<p style="font-size:11pt">Thank you for choosing Saga. Your policy renews on 15 January 2027 and we'll renew it automatically.</p>
<table style="width:100%;font-size:11pt;border:2px solid #002f5f">
  <tr><td>Car</td><td class="r">Skoda Karoq SE 1.5 TSI, GY19 FNX</td></tr>
  <tr><td><b>Your premium</b></td><td class="r"><b>£412.65</b></td></tr>
  <tr><td>Last year's premium</td><td class="r">£398.20</td></tr>
</table>
<p style="font-size:9.5pt">Includes Insurance Premium Tax. Drivers: Peter Holloway (born 14/06/1954), Margaret Holloway (born 02/09/1956).</p>
<h3 style="color:#002f5f;margin:12pt 0 2pt">Your excesses</h3>
<table style="font-size:11pt">
  <tr><td>Compulsory excess</td><td class="r">£200</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
</table>
${HR}
<p style="font-size:8pt;color:#444">Saga Car Insurance is arranged by Saga Services Limited, authorised and regulated by the Financial Conduct Authority. Registered office: Enbrook Park, Sandgate, Folkestone, Kent CT20 3SE.</p>`,
    expected: {
      renewalDate: '2027-01-15',
      insurer: 'Saga',
      policyNumber: 'SM30927154',
      registrationNumber: 'GY19FNX',
      renewalPremium: '412.65',
      previousPremium: '398.20',
      compulsoryExcess: '200',
      voluntaryExcess: '100',
    },
  },

  // ---------------------------------------------------------------- Tesco Insurance (PDF): Clubcard Price beside the standard price
  {
    name: 'tesco-clubcard-price',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #00539f;padding-bottom:6pt">
  <div style="font-size:22pt;font-weight:bold;color:#00539f">Tesco <span style="color:#ee1c2e">Insurance</span></div>
  <div class="r" style="font-size:9pt">tescoinsurance.com/myaccount<br>0345 300 4278</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mr Sam Patel<br>27 Meadowbank<br>Milton Keynes<br>MK6 2LP</div>
  <div>
    <table>
      <tr><td>Policy number</td><td>TIM09182736</td></tr>
      <tr><td>Clubcard number</td><td>ending 8842</td></tr>
      <tr><td>Date</td><td>24 November 2026</td></tr>
    </table>
  </div>
</div>
<h1 style="font-size:17pt;color:#00539f;margin:14pt 0 4pt">Your car insurance renewal</h1>
<p>Dear Mr Patel,</p>
<p>It's nearly time to renew your Tesco Insurance car policy. As a Clubcard member you get our Clubcard Price.</p>
<table style="width:100%;border:1px solid #00539f">
  <tr><td>Cover start date</td><td class="r"><b>22 December 2026</b></td></tr>
  <tr><td>Car</td><td class="r">Hyundai Tucson SE Connect, MK69 RLY</td></tr>
  <tr><td>Cover</td><td class="r">Comprehensive</td></tr>
  <tr><td><b>Your renewal premium (Clubcard Price applied)</b></td><td class="r"><b>£529.40</b></td></tr>
  <tr><td>Price without Clubcard</td><td class="r">£561.80</td></tr>
  <tr><td>Last year's premium</td><td class="r">£505.17</td></tr>
</table>
<p style="font-size:9pt">Premiums include Insurance Premium Tax at 12%. Last year's premium is the Clubcard Price you paid, including any changes during the year.</p>
<h3 style="color:#00539f;margin:12pt 0 2pt">Your excesses</h3>
<table>
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td>Total excess</td><td class="r">£500</td></tr>
</table>
<h3 style="color:#00539f;margin:12pt 0 2pt">Paying monthly</h3>
<p style="font-size:9.5pt">12 instalments of £48.86. Total amount payable £586.32. Representative APR 19.9%.</p>
<p style="font-size:9.5pt">Drivers: Sam Patel (DOB 08/08/1988), Neha Patel (DOB 15/02/1990).</p>
${HR}
<p style="font-size:7.5pt;color:#444">Tesco Insurance car insurance is arranged and administered by Tesco Insurance Limited, authorised and regulated by the Financial Conduct Authority. Tesco and the Tesco Insurance logo are trademarks of Tesco Stores Limited.</p>`,
    expected: {
      renewalDate: '2026-12-22',
      insurer: 'Tesco Insurance',
      policyNumber: 'TIM09182736',
      registrationNumber: 'MK69RLY',
      renewalPremium: '529.40',
      previousPremium: '505.17',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },

  // ---------------------------------------------------------------- Sheilas' Wheels (photo)
  {
    name: 'sheilas-wheels-photo',
    photo: true,
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #e4007c;padding-bottom:6pt">
  <div style="font-size:24pt;font-weight:bold;color:#e4007c">Sheilas' Wheels</div>
  <div class="r" style="font-size:9pt">sheilaswheels.com<br>0345 603 1707</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mrs Claire Dawson<br>31 Lilac Way<br>Norwich<br>NR4 7PT</div>
  <div>
    <table>
      <tr><td>Policy number</td><td>SWM5520931</td></tr>
      <tr><td>Date</td><td>17 November 2026</td></tr>
    </table>
  </div>
</div>
<h1 style="font-size:18pt;color:#e4007c;margin:14pt 0 4pt">Your renewal</h1>
<p style="font-size:11pt">Hello Claire,</p>
<p style="font-size:11pt">Your Sheilas' Wheels car insurance is ready to renew. We'll renew it automatically.</p>
<table style="width:100%;font-size:11pt;border:2px solid #e4007c">
  <tr><td>Your renewal date</td><td class="r"><b>3 January 2027</b></td></tr>
  <tr><td>Car</td><td class="r">Renault Clio Iconic TCe 90, EY70 KSF</td></tr>
  <tr><td><b>Your renewal price</b></td><td class="r"><b>£476.55</b></td></tr>
  <tr><td>Last year's price</td><td class="r">£452.30</td></tr>
</table>
<h3 style="color:#e4007c;margin:12pt 0 2pt">Your excesses</h3>
<table style="font-size:11pt">
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£200</td></tr>
  <tr><td>Total excess</td><td class="r">£450</td></tr>
</table>
<p style="font-size:10pt">Pay monthly: deposit £43.04, 10 payments of £47.65. Total payable £519.54. Representative APR 22.9%.</p>
${HR}
<p style="font-size:8pt;color:#444">Sheilas' Wheels is a trading name of esure Services Limited. Policies are underwritten by esure Insurance Limited. Registered office: The Observatory, Castlefield Road, Reigate, Surrey RH2 0SG.</p>`,
    expected: {
      renewalDate: '2027-01-03',
      insurer: "Sheilas' Wheels",
      policyNumber: 'SWM5520931',
      registrationNumber: 'EY70KSF',
      renewalPremium: '476.55',
      previousPremium: '452.30',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },

  // ---------------------------------------------------------------- 1st CENTRAL (PDF): a young driver's price over £1,000
  {
    name: '1st-central-young-driver',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;background:#0b1f3a;color:#fff;padding:8pt 10pt">
  <div style="font-size:20pt;font-weight:bold">1st <span style="color:#00c2a8">CENTRAL</span></div>
  <div class="r" style="font-size:9pt">1stcentral.co.uk/myaccount</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mr Jake Robinson<br>9 Hawthorn Street<br>Salford<br>M6 5QR</div>
  <div>
    <table>
      <tr><td>Policy number</td><td>1CM00441732</td></tr>
      <tr><td>Customer number</td><td>C-2281934</td></tr>
      <tr><td>Date</td><td>29 November 2026</td></tr>
    </table>
  </div>
</div>
<h1 style="font-size:17pt;color:#0b1f3a;margin:14pt 0 4pt">Renewal Invitation</h1>
<p>Dear Jake,</p>
<p>Your policy is due to renew on 30/12/2026. We've worked out your new price below. Your policy is set to auto-renew.</p>
<table style="width:100%;border:1px solid #0b1f3a">
  <tr><td>Vehicle</td><td>Volkswagen Polo Match 1.0, MA17 RZE</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td><b>Renewal premium</b></td><td><b>£1,124.80</b></td></tr>
  <tr><td>Last year's premium</td><td>£1,036.44</td></tr>
  <tr><td>Legal Expenses (optional, not included above)</td><td>£24.95</td></tr>
</table>
<p style="font-size:9pt">Premiums include Insurance Premium Tax. Last year's premium is for your car insurance only.</p>
<h3 style="color:#0b1f3a;margin:12pt 0 2pt">Your excesses</h3>
<table>
  <tr><td>Compulsory excess</td><td class="r">£400</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td>Total excess</td><td class="r">£650</td></tr>
</table>
<h3 style="color:#0b1f3a;margin:12pt 0 2pt">Paying monthly</h3>
<p style="font-size:9.5pt">Deposit £112.48 and 10 instalments of £111.05. Total amount payable £1,222.98. Representative APR 24.9%.</p>
<p style="font-size:9.5pt">Driver: Jake Robinson (date of birth 11/04/2004). No claims discount: 2 years.</p>
${HR}
<p style="font-size:7.5pt;color:#444">1st CENTRAL is a trading name of 1st Central Insurance Management Limited, authorised and regulated by the Financial Conduct Authority. Registered office: Capital House, 1–5 Perrymount Road, Haywards Heath, West Sussex RH16 3SY.</p>`,
    expected: {
      renewalDate: '2026-12-30',
      insurer: '1st Central',
      policyNumber: '1CM00441732',
      registrationNumber: 'MA17RZE',
      renewalPremium: '1124.80',
      previousPremium: '1036.44',
      compulsoryExcess: '400',
      voluntaryExcess: '250',
      totalExcess: '650',
    },
  },
];
