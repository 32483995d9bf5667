// Set 29 (issue 47): who, which car and which policy, mostly from phone photos. Sixteen renewal invitations written
// afresh, each in its own layout, with policy numbers of many shapes beside look-alike customer, quote, account,
// mandate and claim references, plates of every UK era beside makes, models and second cars, and other brands in the
// small print. Written without sight of the reader.
import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES_29: FreshNotice[] = [
  // 1. Photo. Slashed policy number beside a customer number with the same digits; a current plate with an O.
  {
    name: '1st-central',
    photo: true,
    html: `
<table style="width:100%"><tr>
<td><span style="font-size:20pt;font-weight:bold;color:#3b1a6b">1st Central</span><br>Car Insurance</td>
<td class="r">1st Central, PO Box 1093<br>Haywards Heath RH16 9JZ<br>Customer services 0333 043 2030</td>
</tr></table>
<p>Mr Daniel Okafor<br>14 Bramley Close<br>Kettering<br>NN15 7QT</p>
<p class="r">17 December 2026</p>
<table>
<tr><td>Customer number</td><td><b>CUS-0048213</b></td></tr>
<tr><td>Policy number</td><td><b>1C/MTR/0048213/02</b></td></tr>
<tr><td>Quote reference</td><td>QR0048213-27</td></tr>
</table>
<h3>Your car insurance renewal</h3>
<p>Dear Mr Okafor,</p>
<p>It's nearly time to renew the comprehensive cover on your <b>2018 Ford Fiesta Zetec 1.0 EcoBoost (Grey)</b>,
registration <b>WR68 OKD</b>. Your new policy will start on <b>14 January 2027</b> and, unless you tell us otherwise, we
will renew it automatically.</p>
<table class="box" style="width:100%">
<tr><th></th><th class="r">Last year</th><th class="r">This year</th></tr>
<tr><td>Your car insurance premium (including Insurance Premium Tax)</td><td class="r">£478.90</td><td class="r">£512.34</td></tr>
</table>
<p>Paying monthly? A deposit of £51.23 then 10 monthly payments of £54.72. Total amount payable £598.43, credit
charge £86.09, representative APR 29.4% (variable).</p>
<h3>Your excesses</h3>
<table>
<tr><td>Compulsory excess</td><td class="r">£250</td></tr>
<tr><td>Voluntary excess</td><td class="r">£250</td></tr>
<tr><td><b>Total excess for accident, fire and theft claims</b></td><td class="r"><b>£500</b></td></tr>
<tr><td>Windscreen replacement excess</td><td class="r">£95</td></tr>
</table>
<p style="font-size:8pt">1st Central is a trading name of 1st Central Insurance Management Limited, authorised and regulated by the
Financial Conduct Authority (FCA 610470). Your policy is underwritten by Skyfire Insurance Company Limited. If you are
unhappy with how we deal with a complaint you may refer it to the Financial Ombudsman Service, 0800 023 4567.</p>`,
    expected: {
      renewalDate: '2027-01-14', insurer: '1st Central', policyNumber: '1C/MTR/0048213/02', registrationNumber: 'WR68OKD',
      renewalPremium: '512.34', previousPremium: '478.90', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500',
    },
  },

  // 2. Sideways photo. Northern Ireland plate; a dashed policy number with S/5, B/8, Z/2 and O/0 look-alikes; a date in figures.
  {
    name: 'elephant',
    photo: 'sideways',
    html: `
<p style="font-size:22pt;font-weight:bold;color:#e31b23;margin:0">elephant.co.uk</p>
<p style="margin-top:0">Elephant Car Insurance</p>
<div class="cols">
<div>Miss Aoife McCann<br>27 Glenavy Road<br>Lisburn<br>BT28 3UZ</div>
<div class="r">Date: 06/01/2027<br>Policy number: <b>EL5-0B8Z-2S17</b><br>Account number: 0582 2517<br>Need help? 0330 024 0505</div>
</div>
<h3>Your renewal invitation</h3>
<p>Your Elephant car insurance renews on <b>03/02/2027</b>. Here are the details we hold for the car we cover.</p>
<table>
<tr><td>Vehicle</td><td>Vauxhall Corsa SE 1.2, 2015, red</td></tr>
<tr><td>Registration</td><td><b>KBZ 4471</b></td></tr>
<tr><td>Main driver</td><td>Aoife McCann</td></tr>
<tr><td>Named driver</td><td>Ciaran McCann</td></tr>
<tr><td>Cover</td><td>Comprehensive, social, domestic and pleasure plus commuting</td></tr>
</table>
<table class="box">
<tr><td>Your premium last year</td><td class="r">£688.20</td></tr>
<tr><td>Your renewal premium</td><td class="r"><b>£731.45</b></td></tr>
</table>
<p>Excesses: compulsory £300, voluntary £100, total £400. Young or inexperienced drivers pay a further £250.</p>
<p>Optional Motor Legal Protection £24.99 a year, underwritten by Arag Legal Expenses Insurance Company Limited, is not
included in the prices above.</p>
<p style="font-size:8pt">Elephant is a trading name of Admiral Insurance Company Limited, authorised and regulated by the Financial
Conduct Authority, firm reference number 202331. Calls may be recorded.</p>`,
    expected: {
      renewalDate: '2027-02-03', insurer: 'Elephant', policyNumber: 'EL5-0B8Z-2S17', registrationNumber: 'KBZ4471',
      renewalPremium: '731.45', previousPremium: '688.20', compulsoryExcess: '300', voluntaryExcess: '100', totalExcess: '400',
    },
  },

  // 3. PDF. A broker; suffix-era classic plate; policy number with a space and a slash suffix beside a mandate reference.
  {
    name: 'swinton',
    html: `
<table style="width:100%"><tr><td><span style="font-size:20pt;font-weight:bold;color:#00558c">Swinton</span><br>Insurance</td>
<td class="r">Swinton Insurance<br>Swinton House, 6 Great Marlborough Street<br>Manchester M1 5SW</td></tr></table>
<p>Mrs Patricia Holroyd<br>The Old Forge<br>Church Lane<br>Hebden Bridge<br>HX7 8AD</p>
<p>2 February 2027</p>
<table class="box">
<tr><td>Your policy number</td><td><b>SWI 20481736 / 01</b></td></tr>
<tr><td>Direct Debit mandate reference</td><td>SWI20481736DD</td></tr>
<tr><td>Call us</td><td>0345 460 0331</td></tr>
</table>
<h3>Time to renew your classic car insurance</h3>
<p>Your cover for your <b>1979 Triumph Spitfire 1500 (Pimento Red)</b>, registration number <b>LHV 482T</b>, comes up for
renewal on 1st March 2027. We have searched our panel of insurers and recommend renewing with the insurer below.</p>
<table>
<tr><th>Insurer</th><td>Covéa Insurance plc</td></tr>
<tr><th>Cover</th><td>Comprehensive, agreed value £14,500, limited mileage 3,000 a year</td></tr>
<tr><th>Renewal date</th><td>1st March 2027</td></tr>
</table>
<table style="margin-top:8pt">
<tr><th></th><th class="r">Previous year</th><th class="r">Renewal</th></tr>
<tr><td>Premium (including IPT)</td><td class="r">£212.60</td><td class="r">£226.88</td></tr>
</table>
<p>Excess: compulsory £150; voluntary £0; total £150.</p>
<p>Your trailer (Ifor Williams P6e, trailer no. SW-0481) is not covered by this policy.</p>
<p style="font-size:8pt">Swinton Insurance is a trading name of Swinton Group Limited, authorised and regulated by the Financial
Conduct Authority (FCA 307968). Breakdown cover is provided by RAC Motoring Services. If you are not happy, you can
contact the Financial Ombudsman Service.</p>`,
    expected: {
      renewalDate: '2027-03-01', insurer: 'Swinton', policyNumber: 'SWI 20481736 / 01', registrationNumber: 'LHV482T',
      renewalPremium: '226.88', previousPremium: '212.60', compulsoryExcess: '150', voluntaryExcess: '0', totalExcess: '150',
    },
  },

  // 4. Scan. Prefix-era plate; a policy number beside a quote reference with the digits swapped.
  {
    name: 'kwik-fit-insurance',
    scan: true,
    html: `
<p style="font-size:18pt;font-weight:bold">Kwik Fit Insurance</p>
<p>Kwik Fit Insurance Services, Hamilton International Park, Stanley Boulevard, Blantyre, Glasgow G72 0BN</p>
<div class="cols">
<div>Mr Graham Tulloch<br>3/2, 41 Dalnair Street<br>Glasgow<br>G3 8SD</div>
<div>
<table>
<tr><td>Policy No.</td><td><b>KFI-00291847-MTR</b></td></tr>
<tr><td>Quote ref.</td><td>Q-00291874</td></tr>
<tr><td>Date</td><td>24 November 2026</td></tr>
</table></div></div>
<p>Dear Mr Tulloch</p>
<p><b>Renewal of your motor insurance</b></p>
<p>Your policy is due for renewal on 22 December 2026. The vehicle covered is a 1995 Toyota Corolla 1.3 GS, registration
M417 RTN.</p>
<table class="box" style="width:100%">
<tr><td>Last year's premium</td><td class="r">£389.15</td></tr>
<tr><td>This year's premium</td><td class="r">£402.77</td></tr>
<tr><td>Compulsory excess</td><td class="r">£200</td></tr>
<tr><td>Voluntary excess</td><td class="r">£150</td></tr>
<tr><td>Total excess</td><td class="r">£350</td></tr>
</table>
<p>Keep your MOT on track: book at any Kwik Fit centre, or call 0800 75 76 77.</p>
<p style="font-size:8pt">Kwik Fit Insurance is a trading name of Kwik Fit Insurance Services Limited, authorised and regulated by the
Financial Conduct Authority (FCA 307991). This policy is underwritten by Aviva Insurance Limited.</p>`,
    expected: {
      renewalDate: '2026-12-22', insurer: 'Kwik Fit Insurance', policyNumber: 'KFI-00291847-MTR', registrationNumber: 'M417RTN',
      renewalPremium: '402.77', previousPremium: '389.15', compulsoryExcess: '200', voluntaryExcess: '150', totalExcess: '350',
    },
  },

  // 5. Photo. A farm: the insured car beside a Land Rover and a livestock trailer on other policies; a weekday date.
  {
    name: 'nfu-mutual',
    photo: true,
    html: `
<p style="font-size:18pt;font-weight:bold;color:#004b2c;margin-bottom:0">NFU Mutual</p>
<p style="margin-top:0">Bridgnorth Agency, 12 Whitburn Street, Bridgnorth WV16 4QN &middot; 01746 762 400</p>
<p>Mr & Mrs R Pritchard<br>Lower Hollies Farm<br>Ditton Priors<br>Bridgnorth<br>WV16 6SQ</p>
<p>Our ref: AGY/0419/RP &nbsp;&nbsp; 14 December 2026</p>
<h3>Private Car Insurance renewal</h3>
<table class="box">
<tr><td>Policy number</td><td><b>MP 48 207 3361 BQ</b></td></tr>
<tr><td>Car insured</td><td>2021 Skoda Octavia Estate SE L 2.0 TDI, blue &mdash; <b>AK21 BZS</b></td></tr>
<tr><td>Renewal date</td><td>Monday 11 January 2027</td></tr>
</table>
<p>Your Land Rover Defender 110 (WX17 HPO) and your Ifor Williams livestock trailer are insured under your Farm
Vehicle policy MV 48 207 3362 FV, which renews on 1 April and is not part of this invitation.</p>
<table style="width:100%">
<tr><th></th><th class="r">Premium last year</th><th class="r">Premium this year</th></tr>
<tr><td>Private car</td><td class="r">£564.00</td><td class="r">£591.30</td></tr>
</table>
<p>Excess: compulsory £200, voluntary £100, total £300.</p>
<p style="font-size:8pt">NFU Mutual is The National Farmers Union Mutual Insurance Society Limited (No. 111982), registered in
England. Authorised by the Prudential Regulation Authority and regulated by the FCA and PRA (FRN 117664).</p>`,
    expected: {
      renewalDate: '2027-01-11', insurer: 'NFU Mutual', policyNumber: 'MP 48 207 3361 BQ', registrationNumber: 'AK21BZS',
      renewalPremium: '591.30', previousPremium: '564.00', compulsoryExcess: '200', voluntaryExcess: '100', totalExcess: '300',
    },
  },

  // 6. Photo. A personalised plate; dotted date; a specialist broker with the underwriter named.
  {
    name: 'adrian-flux',
    photo: true,
    html: `
<table style="width:100%"><tr><td><span style="font-size:20pt;font-weight:bold">ADRIAN FLUX</span><br>Specialist insurance for the individual</td>
<td class="r">East Winch Hall, East Winch<br>King's Lynn, Norfolk PE32 1HN<br>0800 369 8590</td></tr></table>
<p>Mr Kingsley Adebayo<br>Flat 9, Harcourt House<br>19 Cavendish Square<br>London W1G 0PL</p>
<table>
<tr><td>Client no.</td><td>2117880</td></tr>
<tr><td>Policy no.</td><td><b>FLX 02117880 S</b></td></tr>
<tr><td>Letter date</td><td>19.02.2027</td></tr>
</table>
<p>Dear Mr Adebayo,</p>
<p>Your insurance for your <b>2012 Porsche 911 Carrera S (black)</b>, registration <b>K1 NGS</b>, renews on
<b>18.03.2027</b>.</p>
<p>Last year you paid £1,142.60. Your renewal premium is <b>£1,198.40</b>, underwritten by Zenith Insurance plc.</p>
<table class="box">
<tr><td>Compulsory excess</td><td>£500</td></tr>
<tr><td>Voluntary excess</td><td>£250</td></tr>
<tr><td>Total excess</td><td>£750</td></tr>
</table>
<p>Optional cover (not included above): Flux Legal Protection £29.95; European breakdown with Call Assist £64.00.</p>
<p style="font-size:8pt">Adrian Flux Insurance Services is authorised and regulated by the Financial Conduct Authority (FCA 307937).
Complaints may be referred to the Financial Ombudsman Service, Exchange Tower, London E14 9SR.</p>`,
    expected: {
      renewalDate: '2027-03-18', insurer: 'Adrian Flux', policyNumber: 'FLX 02117880 S', registrationNumber: 'K1NGS',
      renewalPremium: '1198.40', previousPremium: '1142.60', compulsoryExcess: '500', voluntaryExcess: '250', totalExcess: '750',
    },
  },

  // 7. Scan of a drawn statement letter. A dateless plate; a policy number with a dash suffix; a claim reference.
  {
    name: 'co-op-insurance',
    scan: true,
    html: '',
    draw: (doc) => {
      doc.font('Helvetica-Bold').fontSize(18).text('Co-op Insurance', 50, 50);
      doc.font('Helvetica').fontSize(9).text('Co-op Insurance, PO Box 1045, Manchester M60 0AR  |  0345 300 1180', 50, 74);
      doc.fontSize(10);
      doc.text('Mr Alan Whitworth', 50, 120);
      doc.text('88 Moorside Road', 50, 134);
      doc.text('Swinton', 50, 148);
      doc.text('Manchester', 50, 162);
      doc.text('M27 0EW', 50, 176);
      doc.text('Date: 8 January 2027', 380, 120);
      doc.text('Policy number: CIS/CAR/5501128-3', 380, 134);
      doc.text('Member number: 5501 1283', 380, 148);
      doc.text('Claim ref: CL-5501128-0917', 380, 162);
      doc.font('Helvetica-Bold').fontSize(12).text('Your car insurance renewal', 50, 220);
      doc.font('Helvetica').fontSize(10);
      doc.text('Dear Mr Whitworth', 50, 245);
      doc.text('Your car insurance renews on 5 Feb 2027. Your open claim (ref CL-5501128-0917) has been settled and is '
        + 'shown below for your information.', 50, 265, { width: 495 });
      doc.rect(50, 300, 495, 110).stroke();
      const rows: [string, string][] = [
        ['Car', '2016 Mercedes-Benz E220d AMG Line, silver'],
        ['Registration', 'FHR 229'],
        ['Premium last year', '£703.18'],
        ['Renewal premium', '£748.62'],
        ['Compulsory excess / voluntary excess / total', '£350 / £150 / £500'],
      ];
      rows.forEach(([label, value], i) => {
        doc.text(label, 60, 310 + i * 20, { width: 240 });
        doc.text(value, 300, 310 + i * 20, { width: 235 });
      });
      doc.text('Your premium includes Insurance Premium Tax at 12%. Co-op members earn 2% back on their premium.', 50, 430, { width: 495 });
      doc.fontSize(8).text('Co-op Insurance is a trading name of Markerstudy Insurance Services Limited, authorised and regulated by the '
        + 'Financial Conduct Authority (FRN 708937). Legal expenses cover is underwritten by Inter Partner Assistance SA. '
        + 'You can refer complaints to the Financial Ombudsman Service.', 50, 700, { width: 495 });
    },
    expected: {
      renewalDate: '2027-02-05', insurer: 'Co-op Insurance', policyNumber: 'CIS/CAR/5501128-3', registrationNumber: 'FHR229',
      renewalPremium: '748.62', previousPremium: '703.18', compulsoryExcess: '350', voluntaryExcess: '150', totalExcess: '500',
    },
  },

  // 8. PDF. A policy number and a breakdown membership number of near-identical digits.
  {
    name: 'rac',
    html: `
<div style="background:#f47b20;color:#fff;padding:8pt;font-size:20pt;font-weight:bold">RAC</div>
<p style="margin-top:4pt">RAC Car Insurance &middot; RAC House, Brockhurst Crescent, Walsall WS5 4AW</p>
<div class="cols">
<div>Ms Harriet Lowe<br>5 Nunnery Square<br>Sheffield<br>S2 5DD</div>
<div class="r">30 December 2026<br>Policy number RAC/MI/1029384756<br>Breakdown membership no. 1029384765<br>Car insurance 0330 159 0337</div>
</div>
<h3>Your car insurance renewal</h3>
<p>Your cover starts again on <b>28 January 2027</b> for your 2020 Kia Niro 2 Hybrid (white), registration YD70 HXU.</p>
<table class="box" style="width:100%">
<tr><td>Last year's premium</td><td class="r">£455.10</td></tr>
<tr><td>Your premium for 2027</td><td class="r">£471.92</td></tr>
<tr><td>RAC Breakdown (separate, renews 3 June)</td><td class="r">£132.00</td></tr>
</table>
<p>Excess: compulsory £250, voluntary £0, total £250.</p>
<p style="font-size:8pt">RAC Insurance Agency Limited is authorised and regulated by the Financial Conduct Authority (FCA 301318).
Your car insurance is provided by a panel of insurers; for this policy, Ageas Insurance Limited.</p>`,
    expected: {
      renewalDate: '2027-01-28', insurer: 'RAC', policyNumber: 'RAC/MI/1029384756', registrationNumber: 'YD70HXU',
      renewalPremium: '471.92', previousPremium: '455.10', compulsoryExcess: '250', voluntaryExcess: '0', totalExcess: '250',
    },
  },

  // 9. Sideways photo. Prefix-era plate; a policy number in groups beside a customer number of the same digits.
  {
    name: 'saga',
    photo: 'sideways',
    html: `
<p style="font-size:22pt;font-weight:bold;color:#003c71;margin:0">Saga</p>
<p style="margin-top:0">Saga Motor Insurance, Enbrook Park, Sandgate, Folkestone, Kent CT20 3SE</p>
<p>Mr Geoffrey Barraclough<br>Rose Cottage<br>12 The Street<br>Wye<br>Ashford<br>TN25 5BX</p>
<p>Customer number: 0031772984<br>Policy number: <b>SMP 0031 7729 84</b><br>11 November 2026</p>
<p>Dear Mr Barraclough,</p>
<p>Thank you for insuring your car with Saga. Your policy for your 1997 Rover 214 SEi (green), registration P842 LWS,
renews on 9th December 2026.</p>
<table class="box">
<tr><td>Your premium last year</td><td class="r">£298.44</td></tr>
<tr><td>Your renewal premium</td><td class="r">£309.81</td></tr>
</table>
<p>Your compulsory excess is £100 and your voluntary excess is £200, making a total excess of £300.</p>
<p>Your wife's car (2019 Honda Jazz, registration LV19 DNX) is insured on policy SMP 0031 7730 12 and renews in May.</p>
<p style="font-size:8pt">Saga Motor Insurance is underwritten by Acromas Insurance Company Limited. Saga Services Limited is authorised
and regulated by the Financial Conduct Authority (FRN 310024).</p>`,
    expected: {
      renewalDate: '2026-12-09', insurer: 'Saga', policyNumber: 'SMP 0031 7729 84', registrationNumber: 'P842LWS',
      renewalPremium: '309.81', previousPremium: '298.44', compulsoryExcess: '100', voluntaryExcess: '200', totalExcess: '300',
    },
  },

  // 10. Photo. A slashed policy number of letters that look like digits; a plate with Z, B and O; a weekday date.
  {
    name: 'privilege',
    photo: true,
    html: `
<p style="font-size:20pt;font-weight:bold;margin:0">Privilege</p>
<p style="margin-top:0">Car Insurance &middot; Churchill Court, Westmoreland Road, Bromley BR1 1DP</p>
<p>Mrs Sandra Oyelaran<br>41 Cedar Avenue<br>Luton<br>LU3 2HN</p>
<table>
<tr><td>Policy number:</td><td><b>PRV/8S02/1ZB7</b></td></tr>
<tr><td>Reference:</td><td>8502 12B7</td></tr>
<tr><td>Date:</td><td>2 January 2027</td></tr>
</table>
<h3>Your renewal is coming up</h3>
<p>Your cover for <b>SL67 ZBO</b> (2017 Mini Cooper 1.5, chili red) starts again on Sunday 31 January 2027.</p>
<table class="box" style="width:100%">
<tr><th></th><th class="r">Last year</th><th class="r">This year</th></tr>
<tr><td>Car insurance premium</td><td class="r">£602.75</td><td class="r">£596.14</td></tr>
<tr><td>Guaranteed hire car plus</td><td class="r">£19.99</td><td class="r">£21.99</td></tr>
<tr><td>Total</td><td class="r">£622.74</td><td class="r">£618.13</td></tr>
</table>
<p>Excesses: compulsory £250; voluntary £250; total £500.</p>
<p style="font-size:8pt">Privilege is a trading style of U K Insurance Limited, authorised by the Prudential Regulation Authority and
regulated by the FCA and PRA (FRN 202810).</p>`,
    expected: {
      renewalDate: '2027-01-31', insurer: 'Privilege', policyNumber: 'PRV/8S02/1ZB7', registrationNumber: 'SL67ZBO',
      renewalPremium: '596.14', previousPremium: '602.75', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500',
    },
  },

  // 11. Scan. A policy number with a slash letter suffix beside a claim reference of the same digits.
  {
    name: 'zurich',
    scan: true,
    html: `
<p style="font-size:20pt;font-weight:bold;color:#2167ae;margin:0">ZURICH</p>
<p style="margin-top:0">Zurich Insurance, PO Box 84, Fareham PO15 5RU</p>
<p>Dr Emily Sutherland<br>Flat 2, 17 Marchmont Road<br>Edinburgh<br>EH9 1HY</p>
<p>19 January 2027</p>
<table class="box">
<tr><td>Policy number</td><td><b>ZM 014 2287 655/A</b></td></tr>
<tr><td>Claim reference</td><td>CL/014228/7655</td></tr>
<tr><td>Renewal date</td><td>16/02/2027</td></tr>
<tr><td>Vehicle</td><td>2015 Volkswagen Golf GT TDI, grey, GN15 UPE</td></tr>
</table>
<p>Dear Dr Sutherland</p>
<p>Here are your renewal terms. Last year your premium was £521.09; this year your premium is £544.60.</p>
<p>Excess: compulsory £250, voluntary £200, total £450.</p>
<p>Claim CL/014228/7655 (windscreen, 4 September 2026) does not affect your no claims discount.</p>
<p style="font-size:8pt">Zurich Insurance Company Ltd is authorised and regulated by the Financial Conduct Authority and the Prudential
Regulation Authority (FRN 959113).</p>`,
    expected: {
      renewalDate: '2027-02-16', insurer: 'Zurich', policyNumber: 'ZM 014 2287 655/A', registrationNumber: 'GN15UPE',
      renewalPremium: '544.60', previousPremium: '521.09', compulsoryExcess: '250', voluntaryExcess: '200', totalExcess: '450',
    },
  },

  // 12. PDF. A manufacturer brand; a policy number with dashes and a dot; the driver's previous car as a distractor.
  {
    name: 'toyota-insurance',
    html: `
<p style="font-size:18pt;font-weight:bold;color:#eb0a1e">TOYOTA Insurance</p>
<p>Toyota Insurance Services, PO Box 1287, Newcastle upon Tyne NE99 2BS</p>
<div class="cols">
<div>Mr Stephen Daly<br>22 Birchwood Drive<br>Wrexham<br>LL13 9RF</div>
<div><table>
<tr><td>Policy number</td><td>TOY-MTR-4420918.01</td></tr>
<tr><td>Quote reference</td><td>TQ4420918</td></tr>
<tr><td>Date</td><td>3 February 2027</td></tr>
</table></div></div>
<h3>Your Toyota Insurance renewal</h3>
<p>Your policy covers your <b>2023 Toyota Yaris Hybrid Design (white), FY23 KWA</b>. It replaced your Toyota Aygo
(OE17 RZC) on 12 May 2026. Your cover will renew on 2 March 2027.</p>
<table style="width:100%" class="box">
<tr><td>Premium last year</td><td class="r">£432.56</td></tr>
<tr><td>Premium this year</td><td class="r">£449.30</td></tr>
<tr><td>Compulsory excess</td><td class="r">£250</td></tr>
<tr><td>Voluntary excess</td><td class="r">£100</td></tr>
<tr><td>Total excess</td><td class="r">£350</td></tr>
</table>
<p>Repairs at a Toyota-approved repairer using genuine parts. Roadside assistance by the AA for your first year.</p>
<p style="font-size:8pt">Toyota Insurance Services is a trading name of Toyota Financial Services (UK) PLC, authorised and regulated
by the Financial Conduct Authority (FRN 307893). Underwritten by Aioi Nissay Dowa Insurance UK Limited.</p>`,
    expected: {
      renewalDate: '2027-03-02', insurer: 'Toyota Insurance', policyNumber: 'TOY-MTR-4420918.01', registrationNumber: 'FY23KWA',
      renewalPremium: '449.30', previousPremium: '432.56', compulsoryExcess: '250', voluntaryExcess: '100', totalExcess: '350',
    },
  },

  // 13. Photo. Suffix-era plate; an abbreviated-month date; a policy number of dotted groups with letters.
  {
    name: 'bell',
    photo: true,
    html: `
<p style="font-size:20pt;font-weight:bold;color:#0a8a3c;margin:0">bell</p>
<p style="margin-top:0">Bell Car Insurance, PO Box 1, Cardiff CF10 3AZ</p>
<p>Mr Owen Pryce<br>7 Heol y Felin<br>Pontypridd<br>CF37 4LT</p>
<p>Date: 26 Nov 2026<br>Policy number: <b>BL.3309.1188.5</b><br>Phone: 0333 220 3309</p>
<p>Dear Owen,</p>
<p>Your Bell policy renews on 20 Dec 2026. You're insured to drive:</p>
<table class="box">
<tr><td>Make and model</td><td>MG B GT 1.8</td></tr>
<tr><td>Year</td><td>1981</td></tr>
<tr><td>Colour</td><td>Brooklands green</td></tr>
<tr><td>Registration</td><td>JNO 412X</td></tr>
</table>
<p>Your renewal price is £288.50. Last year you paid £276.35.</p>
<p>Excesses: compulsory £150, voluntary £100, total £250.</p>
<p style="font-size:8pt">Bell is a trading name of Admiral Insurance Company Limited, authorised and regulated by the Financial Conduct
Authority (FRN 202331). Breakdown cover provided by Green Flag.</p>`,
    expected: {
      renewalDate: '2026-12-20', insurer: 'Bell', policyNumber: 'BL.3309.1188.5', registrationNumber: 'JNO412X',
      renewalPremium: '288.50', previousPremium: '276.35', compulsoryExcess: '150', voluntaryExcess: '100', totalExcess: '250',
    },
  },

  // 14. Photo. A bank brand; a policy number in digit groups beside a bank account and sort code; a plate with O/0.
  {
    name: 'm-and-s-bank',
    photo: true,
    html: `
<table style="width:100%"><tr><td><span style="font-size:18pt;font-weight:bold">M&amp;S Bank</span><br>Car Insurance</td>
<td class="r">M&amp;S Bank Car Insurance<br>PO Box 1107, Chester CH88 3AN<br>0800 032 1050</td></tr></table>
<p>Mrs Felicity Armitage<br>4 Laburnum Grove<br>Harrogate<br>HG1 4PQ</p>
<p>10 December 2026</p>
<table>
<tr><td>Policy number</td><td><b>MSCI 7710 4428 59</b></td></tr>
<tr><td>Payment from</td><td>Account ending 4428, sort code 40-11-62</td></tr>
</table>
<p>Dear Mrs Armitage</p>
<p>Your M&amp;S Bank Car Insurance for <b>EO20 FJK</b>, a 2020 Volvo XC40 T3 Momentum in Crystal White, renews on
7 January 2027.</p>
<table class="box" style="width:100%">
<tr><th></th><th class="r">Last year</th><th class="r">Renewal</th></tr>
<tr><td>Annual premium</td><td class="r">£655.00</td><td class="r">£689.95</td></tr>
</table>
<p>Excess: compulsory £300; voluntary £250; total £550.</p>
<p>Add M&amp;S Bank Breakdown Cover from £49 a year.</p>
<p style="font-size:8pt">M&amp;S Bank Car Insurance is arranged by Marks and Spencer Financial Services plc and underwritten by Covéa
Insurance plc. You may be able to refer a complaint to the Financial Ombudsman Service.</p>`,
    expected: {
      renewalDate: '2027-01-07', insurer: 'M&S Bank', policyNumber: 'MSCI 7710 4428 59', registrationNumber: 'EO20FJK',
      renewalPremium: '689.95', previousPremium: '655.00', compulsoryExcess: '300', voluntaryExcess: '250', totalExcess: '550',
    },
  },

  // 15. Scan. A second personalised plate; a policy number with a trailing letter pair; an ordinal date.
  {
    name: 'hastings-direct',
    scan: true,
    html: `
<p style="font-size:20pt;font-weight:bold;color:#003b5c;margin:0">Hastings Direct</p>
<p style="margin-top:0">Conquest House, Collington Avenue, Bexhill-on-Sea TN39 3LW &middot; 0333 321 9800</p>
<div class="cols">
<div>Mr James Whitlock<br>63 Priory Road<br>Tonbridge<br>TN9 2BX</div>
<div>Our ref: PC 883 914 22 HD<br>Your customer ID: 88391422<br>27 December 2026</div>
</div>
<p>Dear James</p>
<p>Your car insurance (policy PC 883 914 22 HD) for J4 MES, a 2019 BMW 320d M Sport (blue), will be renewed on
25th January 2027.</p>
<table class="box">
<tr><td>Last year's premium</td><td class="r">£834.27</td></tr>
<tr><td>This year's premium</td><td class="r">£861.05</td></tr>
<tr><td>Excess: compulsory</td><td class="r">£325</td></tr>
<tr><td>Excess: voluntary</td><td class="r">£250</td></tr>
<tr><td>Total excess</td><td class="r">£575</td></tr>
</table>
<p>Want to compare? You can find us on Compare the Market and Confused.com.</p>
<p style="font-size:8pt">Hastings Direct is a trading name of Hastings Insurance Services Limited, authorised and regulated by the
Financial Conduct Authority (FRN 311492). Underwritten by Advantage Insurance Company Limited.</p>`,
    expected: {
      renewalDate: '2027-01-25', insurer: 'Hastings Direct', policyNumber: 'PC 883 914 22 HD', registrationNumber: 'J4MES',
      renewalPremium: '861.05', previousPremium: '834.27', compulsoryExcess: '325', voluntaryExcess: '250', totalExcess: '575',
    },
  },

  // 16. PDF. A bank brand; a slashed policy number beside a mandate reference; the other car on the household.
  {
    name: 'lloyds-bank',
    html: `
<p style="font-size:18pt;font-weight:bold;color:#006a4d;margin:0">Lloyds Bank</p>
<p style="margin-top:0">Car Insurance &middot; PO Box 1094, Leeds LS1 9FT</p>
<p>Mr Rajesh Varma<br>118 Woodland Road<br>Birmingham<br>B31 2HY</p>
<table>
<tr><td>Policy number</td><td>LBCI/07/33318904</td></tr>
<tr><td>Direct Debit reference</td><td>LBCI0733318904</td></tr>
<tr><td>Date of this letter</td><td>15 January 2027</td></tr>
</table>
<h3>Your renewal invitation</h3>
<p>Your car insurance for your 2016 Nissan Qashqai N-Connecta 1.5 dCi (black), registration OU16 SBB, renews on
12 February 2027. Your second car, a 2011 Fiat 500 (BD11 YTK), is on a separate policy.</p>
<table class="box" style="width:100%">
<tr><th>Premium</th><th class="r">Last year</th><th class="r">This year</th></tr>
<tr><td>Car insurance</td><td class="r">£517.48</td><td class="r">£539.90</td></tr>
</table>
<p>Paying by Direct Debit: 12 monthly payments of £49.49, total £593.88, APR 19.9%.</p>
<p>Excess: compulsory £250, voluntary £150, total £400.</p>
<p style="font-size:8pt">Lloyds Bank Car Insurance is underwritten by esure Insurance Limited. Lloyds Bank General Insurance Limited,
authorised and regulated by the FCA (FRN 202135).</p>`,
    expected: {
      renewalDate: '2027-02-12', insurer: 'Lloyds Bank', policyNumber: 'LBCI/07/33318904', registrationNumber: 'OU16SBB',
      renewalPremium: '539.90', previousPremium: '517.48', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400',
    },
  },
];
