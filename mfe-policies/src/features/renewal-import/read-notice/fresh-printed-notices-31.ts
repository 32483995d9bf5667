// Set 31 (issue 47): every way a UK renewal notice says when the new cover starts, each letter beside many dates that
// are not it (the letter's date, collection and instalment dates, a quote's last day, MOT, dates of birth, no claims
// earned to, last claim, changes made, cooling-off, the day the renewal is processed). Written without sight of the reader.
import type { FreshNotice } from './fresh-notice-checks';

// Direct Line: 'Period of insurance 00:01 14/01/2027 to midnight 13/01/2028'; add-ons apart from the car premium.
const directLine: FreshNotice = {
  name: 'direct-line',
  html: `
<div style="display:flex;justify-content:space-between;border-bottom:4px solid #d0021b;padding-bottom:6pt">
  <div style="font-size:22pt;font-weight:bold;color:#d0021b">Direct Line</div>
  <div class="r" style="font-size:8.5pt">Direct Line Insurance<br>Churchill Court, Westmoreland Road<br>Bromley BR1 1DP<br>Call us on 0345 246 8704</div>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mr Daniel Okafor<br>14 Larch Way<br>Reading<br>RG2 7PL</div>
  <div class="r">Date: 10 December 2026<br>Customer number: 30-118-4427<br>Policy number: DLM-4471882-19</div>
</div>
<h2 style="margin:14pt 0 4pt">Your car insurance renewal</h2>
<p>Thank you for insuring your car with us. Here are your renewal details for the year ahead. If everything is right,
you don't need to do anything: we'll renew your policy automatically.</p>
<table style="width:100%">
  <tr><th style="width:34%">Period of insurance</th><td>00:01 14/01/2027 to midnight 13/01/2028</td></tr>
  <tr><th>Car</th><td>2019 Ford Focus Titanium 1.0 EcoBoost, registration KN19 WXP</td></tr>
  <tr><th>Cover</th><td>Comprehensive, social, domestic and pleasure and commuting</td></tr>
  <tr><th>Policyholder</th><td>Daniel Okafor, date of birth 22/07/1991</td></tr>
  <tr><th>Named driver</th><td>Grace Okafor, date of birth 05/01/1993</td></tr>
  <tr><th>Changes made on</th><td>02/11/2026 (named driver added)</td></tr>
  <tr><th>No Claims Discount</th><td>7 years, earned to 13/01/2027</td></tr>
</table>
<h3 style="margin:12pt 0 4pt">Your premium</h3>
<p>Your car insurance premium has gone up from £521.10 last year to £587.34 this year, a change of £66.24.</p>
<table style="width:70%">
  <tr><td>Car insurance premium</td><td class="r">£587.34</td></tr>
  <tr><td>Motor Legal Protection</td><td class="r">£29.00</td></tr>
  <tr><td>Guaranteed Hire Car Plus</td><td class="r">£41.50</td></tr>
  <tr><th>Total to pay for the year</th><th class="r">£657.84</th></tr>
</table>
<p>If you pay monthly: 12 instalments of £59.47 by Direct Debit, the first collected on 14/02/2027 and then on the
14th of each month. Total amount payable £713.64, including interest of £55.80. Representative APR 16.9%.</p>
<h3 style="margin:12pt 0 4pt">Your excesses</h3>
<table>
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><th>Total excess (accidental damage, fire and theft)</th><th class="r">£500</th></tr>
  <tr><td>Windscreen replacement / repair</td><td class="r">£115 / £10</td></tr>
</table>
<p class="box" style="margin-top:10pt">We'll process your renewal on 04/01/2027: that's when we check your details and
set up your payments. Your new cover doesn't start on that day; it starts at 00:01 on the first day of the period of
insurance above. You can cancel without a fee until 28/01/2027 (the end of your cooling-off period).</p>
<p style="font-size:7.5pt;color:#555;margin-top:14pt">Direct Line and Direct Line Insurance are trading names of U K
Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No.
1179980. U K Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial
Conduct Authority and the Prudential Regulation Authority (Firm Reference Number 202810). Calls may be recorded.</p>`,
  expected: {
    renewalDate: '2027-01-14',
    insurer: 'Direct Line',
    policyNumber: 'DLM-4471882-19',
    registrationNumber: 'KN19WXP',
    renewalPremium: '587.34',
    previousPremium: '521.10',
    compulsoryExcess: '250',
    voluntaryExcess: '250',
    totalExcess: '500',
  },
};

// Admiral LittleBox: only 'your policy expires at 23:59 on 31 December 2026' (so the new year starts on 1 January).
const admiral: FreshNotice = {
  name: 'admiral',
  photo: true,
  html: `
<div style="font-size:11pt">
<div style="background:#0a2f6b;color:#fff;padding:10pt 12pt;display:flex;justify-content:space-between;align-items:center">
  <span style="font-size:24pt;font-weight:bold">Admiral</span><span style="font-size:13pt">LittleBox car insurance</span>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Mr Kieran Walsh<br>Flat 3, 27 Heol y Deri<br>Cardiff<br>CF14 6HF</div>
  <div class="r">1 December 2026<br>Policy number: P71836504</div>
</div>
<h2 style="color:#0a2f6b">Your LittleBox renewal</h2>
<p>Hi Kieran,</p>
<p>Your policy expires at 23:59 on 31 December 2026. We'll renew it automatically, so there's no gap in your cover.</p>
<div class="box" style="margin:10pt 0">
  <b>Your car:</b> 2018 Vauxhall Corsa 1.4 SE, registration YH68 KTU<br>
  <b>Your driving score:</b> 88 out of 100 (from your LittleBox)<br>
  <b>Driver:</b> Kieran Walsh, date of birth 14/03/2001<br>
  <b>MOT due:</b> 19/04/2027
</div>
<h3 style="color:#0a2f6b">Your price</h3>
<p>Last year you paid £812.60. Your renewal price is £743.18, that's £69.42 less, thanks to your driving score.</p>
<h3 style="color:#0a2f6b">Your excess</h3>
<table style="width:70%">
  <tr><td>Compulsory excess</td><td class="r">£350</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
  <tr><th>Total excess</th><th class="r">£450</th></tr>
</table>
<h3 style="color:#0a2f6b">How you'll pay</h3>
<p>We'll take £743.18 from your card ending 4417 on 17 December 2026, when we process your renewal. That's not the
day your new cover starts. Your cooling-off period ends on 15 January 2027.</p>
<p style="font-size:8pt;color:#444">Admiral is a trading name of EUI Limited, registered in England and Wales No.
02686904, Ty Admiral, David Street, Cardiff CF10 2EH. Authorised and regulated by the Financial Conduct Authority,
Firm Reference Number 309378.</p>
</div>`,
  expected: {
    renewalDate: '2027-01-01',
    insurer: 'Admiral',
    policyNumber: 'P71836504',
    registrationNumber: 'YH68KTU',
    renewalPremium: '743.18',
    previousPremium: '812.60',
    compulsoryExcess: '350',
    voluntaryExcess: '100',
    totalExcess: '450',
  },
};

// Hastings Direct YouDrive: 'Renewal date: 9th Feb 27', every date on it in the same short form.
const hastingsDirect: FreshNotice = {
  name: 'hastings-direct',
  scan: true,
  html: `
<div style="border-top:10px solid #00843d;padding-top:8pt;display:flex;justify-content:space-between">
  <div><span style="font-size:20pt;font-weight:bold;color:#00843d">Hastings Direct</span><br><span style="color:#00843d">YouDrive</span></div>
  <div class="r">Date: 12th Jan 27<br>Policy number: HDM 05519037<br>0333 321 9800</div>
</div>
<p style="margin-top:14pt">Mr Graham Pike<br>6 Tennyson Road<br>Bexhill-on-Sea<br>TN40 2QR</p>
<h2 style="color:#00843d">It's time to renew your YouDrive policy</h2>
<p>Your black box has helped keep your price down this year. Please check the details below.</p>
<div class="cols">
  <div class="box">
    <b>Your renewal at a glance</b><br>
    Renewal date: 9th Feb 27<br>
    Quote valid until: 8th Feb 27<br>
    Vehicle: 2017 Skoda Octavia 1.6 TDI SE<br>
    Registration: LB17 XMR<br>
    Main driver: Graham Pike, born 30th Sep 79<br>
    No claims discount: 4 years, earned to 8th Feb 27<br>
    Date of last claim: 3rd Aug 23
  </div>
  <div class="box">
    <b>Your premium</b><br>
    Renewal premium: £468.90<br>
    Last year's premium: £432.75<br>
    Difference: +£36.15<br><br>
    <b>Your excess</b><br>
    Compulsory excess: £300<br>
    Voluntary excess: £0<br>
    Total excess: £300
  </div>
</div>
<p>Paying monthly? A deposit of £46.89 and 10 instalments of £47.31, the first instalment on 9th Mar 27. Total amount
payable £519.99 (credit charge £51.09, APR 24.9%).</p>
<p>Your renewal will be processed on 2nd Feb 27, a week before your renewal date. Your new cover starts on the renewal
date shown above, not on the day we process it. Keep your YouDrive box connected to keep your discount.</p>
<p style="font-size:7.5pt;color:#555">Hastings Direct is a trading name of Advantage Insurance Company Limited and
Hastings Insurance Services Limited. Hastings Insurance Services Limited is authorised and regulated by the Financial
Conduct Authority (FRN 311492). Conquest House, Collington Avenue, Bexhill-on-Sea TN39 3LW.</p>`,
  expected: {
    renewalDate: '2027-02-09',
    insurer: 'Hastings Direct',
    policyNumber: 'HDM 05519037',
    registrationNumber: 'LB17XMR',
    renewalPremium: '468.90',
    previousPremium: '432.75',
    compulsoryExcess: '300',
    voluntaryExcess: '0',
    totalExcess: '300',
  },
};

// esure: 'Start date 03.03.27', dotted short dates all over it.
const esure: FreshNotice = {
  name: 'esure',
  html: `
<div style="font-size:24pt;font-weight:bold;color:#5a2d82">esure</div>
<div style="color:#5a2d82;margin-bottom:10pt">car insurance</div>
<div class="cols">
  <div>Ms Priya Raman<br>88 Beech Grove<br>Leicester<br>LE3 9HX</div>
  <div class="r">Letter date 03.02.27<br>Policy no. ESU/MOT/30918274</div>
</div>
<h2>Your renewal documents</h2>
<table style="width:100%;margin:6pt 0;text-align:center">
  <tr style="background:#efe8f6">
    <td style="width:25%"><small>Start date</small><br><b style="font-size:14pt">03.03.27</b></td>
    <td style="width:25%"><small>End date</small><br><b style="font-size:14pt">02.03.28</b></td>
    <td style="width:25%"><small>Payment taken</small><br><b style="font-size:14pt">24.02.27</b></td>
    <td style="width:25%"><small>Cooling-off ends</small><br><b style="font-size:14pt">17.03.27</b></td>
  </tr>
</table>
<p>Your current policy ends at 23:59 on 02.03.27 and we'll renew it for you. We'll process your renewal and take your
payment on 24.02.27; that isn't your start date.</p>
<table>
  <tr><th>Car</th><td>2021 Kia Picanto 1.0 2, GF21 BNA</td></tr>
  <tr><th>Driver</th><td>Priya Raman, born 11.06.85</td></tr>
  <tr><th>MOT due</th><td>28.03.27</td></tr>
</table>
<h3>Your price</h3>
<table style="width:75%">
  <tr><td>Your new car insurance premium</td><td class="r">£612.40</td></tr>
  <tr><td>Last year's car insurance premium</td><td class="r">£598.15</td></tr>
  <tr><td>Up by</td><td class="r">£14.25</td></tr>
  <tr><td>Breakdown cover (optional extra)</td><td class="r">£54.00</td></tr>
  <tr><th>Total to pay</th><th class="r">£666.40</th></tr>
</table>
<h3>Excesses</h3>
<p>Compulsory £200 &nbsp;+&nbsp; voluntary £250 &nbsp;=&nbsp; total excess £450</p>
<p style="font-size:7.5pt;color:#555;margin-top:16pt">esure is a trading name of esure Insurance Limited. Registered in
England and Wales No. 07064312. Registered office: The Observatory, Reigate RH2 0SG. Authorised by the Prudential
Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.</p>`,
  expected: {
    renewalDate: '2027-03-03',
    insurer: 'esure',
    policyNumber: 'ESU/MOT/30918274',
    registrationNumber: 'GF21BNA',
    renewalPremium: '612.40',
    previousPremium: '598.15',
    compulsoryExcess: '200',
    voluntaryExcess: '250',
    totalExcess: '450',
  },
};

// Churchill, from a policy system in capitals: 'INCEPTION DATE 22-DEC-2026', next to 'EXPIRY DATE 21-DEC-2027'.
const churchill: FreshNotice = {
  name: 'churchill',
  html: '',
  draw: (doc) => {
    const line = (y: number, left: string, right = '', x = 250) => {
      if (left) doc.text(left, 50, y, { lineBreak: false });
      if (right) doc.text(right, x, y, { lineBreak: false });
    };
    doc.font('Courier-Bold').fontSize(14).text('CHURCHILL', 50, 45, { lineBreak: false });
    doc.font('Courier').fontSize(9);
    line(48, '', 'CUSTOMER SERVICES 0345 877 6680', 340);
    line(60, '', 'CHURCHILL COURT, BROMLEY BR1 1DP', 340);
    line(90, 'MRS SUSAN ATKINS', 'LETTER DATE     24-NOV-2026', 340);
    line(102, '42 MILL LANE', 'REF             CH/RN/0093318', 340);
    line(114, 'MACCLESFIELD');
    line(126, 'SK11 7PQ');
    doc.font('Courier-Bold').fontSize(10);
    line(160, 'RENEWAL INVITATION - PRIVATE CAR');
    doc.font('Courier').fontSize(9);
    doc.moveTo(50, 174).lineTo(545, 174).stroke();
    let y = 184;
    const rows: [string, string][] = [
      ['POLICY NUMBER', 'MC 7712 0458'],
      ['VEHICLE REG', 'WR66 HJL'],
      ['VEHICLE', '2016 PEUGEOT 308 1.2 PURETECH ALLURE'],
      ['POLICYHOLDER DOB', '07-MAY-1966'],
      ['COVER', 'COMPREHENSIVE'],
      ['NCD', '9 YEARS EARNED TO 21-DEC-2026'],
      ['LAST CLAIM', 'NONE RECORDED'],
      ['QUOTE VALID UNTIL', '21-DEC-2026'],
    ];
    for (const [label, value] of rows) {
      line(y, label, value, 220);
      y += 13;
    }
    y += 8;
    doc.font('Courier-Bold');
    line(y, 'NEW POLICY PERIOD');
    doc.font('Courier');
    y += 13;
    line(y, '  INCEPTION DATE', '22-DEC-2026  00:01 HRS', 220);
    y += 13;
    line(y, '  EXPIRY DATE', '21-DEC-2027  23:59 HRS', 220);
    y += 21;
    doc.font('Courier-Bold');
    line(y, 'PREMIUM');
    doc.font('Courier');
    y += 13;
    line(y, '  RENEWAL PREMIUM (INC IPT)', '£391.62', 330);
    y += 13;
    line(y, '  PREVIOUS PREMIUM (INC IPT)', '£405.00', 330);
    y += 13;
    line(y, '  DIFFERENCE', '-£13.38', 330);
    y += 21;
    doc.font('Courier-Bold');
    line(y, 'EXCESSES');
    doc.font('Courier');
    y += 13;
    line(y, '  COMPULSORY', '£250', 330);
    y += 13;
    line(y, '  VOLUNTARY', '£500', 330);
    y += 13;
    line(y, '  TOTAL', '£750', 330);
    y += 21;
    doc.font('Courier-Bold');
    line(y, 'PAYMENT');
    doc.font('Courier');
    y += 13;
    line(y, '  10 MONTHLY DIRECT DEBIT INSTALMENTS OF £43.08');
    y += 13;
    line(y, '  FIRST COLLECTION 01-JAN-2027, THEN THE 1ST OF EACH MONTH');
    y += 13;
    line(y, '  TOTAL PAYABLE £430.80 (INTEREST £39.18) APR 21.3%');
    y += 21;
    line(y, 'RENEWAL PROCESSED 15-DEC-2026. THIS IS NOT YOUR START DATE: YOUR COVER');
    y += 13;
    line(y, 'STARTS ON THE INCEPTION DATE SHOWN UNDER NEW POLICY PERIOD ABOVE.');
    y += 13;
    line(y, 'COOLING-OFF PERIOD ENDS 05-JAN-2027.');
    doc.fontSize(7.5);
    line(760, 'CHURCHILL IS A TRADING NAME OF U K INSURANCE LIMITED, REGISTERED OFFICE THE WHARF, NEVILLE');
    line(770, 'STREET, LEEDS LS1 4AZ. AUTHORISED BY THE PRA AND REGULATED BY THE FCA AND THE PRA (FRN 202810).');
    line(786, '', 'PAGE 1 OF 2', 480);
    doc.addPage();
    doc.font('Courier-Bold').fontSize(10);
    line(50, 'IMPORTANT INFORMATION');
    doc.font('Courier').fontSize(9);
    const notes = [
      'IF YOU DO NOT WANT TO RENEW, CALL US BEFORE 21-DEC-2026.',
      'IF YOU HAVE CHANGED YOUR CAR, ADDRESS OR JOB SINCE 01-JUN-2026, TELL US.',
      'YOUR MOT IS DUE 30-APR-2027. KEEP YOUR CAR ROADWORTHY.',
      'CHURCHILL ALSO ARRANGES HOME INSURANCE UNDERWRITTEN BY U K INSURANCE LIMITED.',
    ];
    notes.forEach((note, index) => line(70 + index * 13, note));
    line(786, '', 'PAGE 2 OF 2', 480);
  },
  expected: {
    renewalDate: '2026-12-22',
    insurer: 'Churchill',
    policyNumber: 'MC 7712 0458',
    registrationNumber: 'WR66HJL',
    renewalPremium: '391.62',
    previousPremium: '405.00',
    compulsoryExcess: '250',
    voluntaryExcess: '500',
    totalExcess: '750',
  },
};

// Saga: 'Thursday, the fourteenth of January 2027', dates in words in a formal letter.
const saga: FreshNotice = {
  name: 'saga',
  html: `
<div style="font-family:Georgia,'Times New Roman',serif;font-size:11pt">
<div style="text-align:center;border-bottom:1px solid #1d3b63;padding-bottom:8pt">
  <div style="font-size:24pt;color:#1d3b63;letter-spacing:2pt">SAGA</div>
  <div style="font-size:9pt;color:#1d3b63">Car Insurance</div>
</div>
<p style="margin-top:16pt">Mr and Mrs A. Whitcombe<br>The Old Forge<br>Church Street<br>Ledbury<br>HR8 1DW</p>
<p class="r">10th December 2026</p>
<p>Policy number: SCI-3310-7742</p>
<p>Dear Mr Whitcombe,</p>
<p>Thank you for choosing Saga. Your current policy ends at midnight on Wednesday, the thirteenth of January 2027, and
your new policy year begins on Thursday, the fourteenth of January 2027. We are pleased to enclose your renewal
details for your 2015 Honda Jazz 1.4 EX, registration RE15 TWV.</p>
<p>Your premium for the coming year is £356.20. Last year's premium was £341.80, an increase of £14.40, which
includes Insurance Premium Tax at the current rate.</p>
<p>Your excesses for the coming year are a compulsory excess of £150 and a voluntary excess of £100, a total excess
of £250 for each claim for damage to your car.</p>
<p>We shall process your renewal, and collect your payment of £356.20 by Direct Debit, on or after 7 January 2027.
Please note that this is not the date on which your new policy begins.</p>
<p>For your records: the date of birth we hold for you is 2 October 1953; your car's MOT is due on 2 June 2027; the
date of your last claim was 14 February 2024.</p>
<p>Yours sincerely,</p>
<p style="font-style:italic">Margaret Lyle<br><span style="font-style:normal">Head of Customer Service, Saga Car Insurance</span></p>
<p style="font-size:7.5pt;color:#555;margin-top:20pt">Saga Car Insurance is arranged by Saga Services Limited, Enbrook
Park, Sandgate, Folkestone CT20 3SE, which is authorised and regulated by the Financial Conduct Authority (FRN 311905).
Saga Services Limited is a member of the Saga plc group of companies.</p>
</div>`,
  expected: {
    renewalDate: '2027-01-14',
    insurer: 'Saga',
    policyNumber: 'SCI-3310-7742',
    registrationNumber: 'RE15TWV',
    renewalPremium: '356.20',
    previousPremium: '341.80',
    compulsoryExcess: '150',
    voluntaryExcess: '100',
    totalExcess: '250',
  },
};

// LV=: the period of cover a date range in a narrow table cell, wrapped over two lines.
const lv: FreshNotice = {
  name: 'lv',
  html: `
<div style="display:flex;justify-content:space-between;align-items:flex-end">
  <div style="font-size:26pt;font-weight:bold;color:#00a656">LV=</div>
  <div class="r" style="font-size:9pt">Liverpool Victoria<br>County Gates, Bournemouth BH1 2NF<br>0330 123 9930</div>
</div>
<hr style="border:0;border-top:2px solid #004e9a">
<div class="cols">
  <div>Mr Owen Price<br>31 Glan yr Afon<br>Swansea<br>SA2 8QN</div>
  <div class="r">20/01/2027<br>Your policy number: LV-CAR-44179385</div>
</div>
<h2 style="color:#004e9a">Your car insurance renewal</h2>
<p>Here's what your renewed policy looks like. Your quote is valid until 16/02/2027.</p>
<table style="width:100%;border:1px solid #999">
  <tr style="background:#e6f0f9">
    <th>Car</th><th>Cover</th><th style="width:62pt">Period of cover</th><th>Drivers</th><th class="r">Annual premium</th>
  </tr>
  <tr>
    <td>2020 Volkswagen Golf Life 1.5 TSI<br>SN20 FKD</td>
    <td>Comprehensive</td>
    <td style="width:62pt">17/02/2027 to 16/02/2028</td>
    <td>Mr Owen Price (DOB 12/12/1987)<br>Mrs Carys Price (DOB 04/05/1989)</td>
    <td class="r">£529.75</td>
  </tr>
</table>
<p>Last year's annual premium was £498.20, so your premium has gone up by £31.55.</p>
<table>
  <tr><th colspan="2">Excesses</th></tr>
  <tr><td>Compulsory</td><td class="r">£250</td></tr>
  <tr><td>Voluntary</td><td class="r">£150</td></tr>
  <tr><td>Total</td><td class="r">£400</td></tr>
</table>
<p>No Claim Discount: 9 years, earned to 16/02/2027. Changes made on 09/08/2026: annual mileage updated to 8,000.</p>
<p>We'll process your renewal on 10/02/2027 and your first monthly Direct Debit will be collected on 01/03/2027.
Neither of these is the day your cover starts: your renewed policy starts on the first day of the period of cover above.</p>
<p style="font-size:7.5pt;color:#555;margin-top:16pt">LV= and Liverpool Victoria are registered trademarks of Liverpool
Victoria Financial Services Limited and are used under licence by Liverpool Victoria Insurance Company Limited (LVIC)
and by Highway Insurance Company Limited. LVIC is authorised by the Prudential Regulation Authority and regulated by the
Financial Conduct Authority and the Prudential Regulation Authority, register number 202965.</p>`,
  expected: {
    renewalDate: '2027-02-17',
    insurer: 'LV=',
    policyNumber: 'LV-CAR-44179385',
    registrationNumber: 'SN20FKD',
    renewalPremium: '529.75',
    previousPremium: '498.20',
    compulsoryExcess: '250',
    voluntaryExcess: '150',
    totalExcess: '400',
  },
};

// Aviva, drawn by a document composer: 'Effective date 05/12/2026' in a schedule of labels and values.
const aviva: FreshNotice = {
  name: 'aviva',
  html: '',
  draw: (doc) => {
    doc.rect(0, 0, doc.page.width, 70).fill('#ffd900').fillColor('#1f3a93');
    doc.font('Helvetica-Bold').fontSize(26).text('Aviva', 50, 22, { lineBreak: false });
    doc.fillColor('black').font('Helvetica').fontSize(9);
    doc.text('Aviva Insurance Limited, Pitheavlis, Perth PH2 0NH', 330, 30, { lineBreak: false });
    doc.text('0800 092 9561', 330, 42, { lineBreak: false });
    doc.fontSize(10);
    ['Mr Robert Fenwick', '9 Cathedral Close', 'Norwich', 'NR1 4DH'].forEach((text, index) => doc.text(text, 50, 100 + index * 13, { lineBreak: false }));
    doc.text('Date: 07/11/2026', 400, 100, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(15).text('Your car insurance renewal schedule', 50, 170, { lineBreak: false });
    const row = (y: number, label: string, value: string, bold = false) => {
      doc.font('Helvetica').fontSize(10).fillColor('#444').text(label, 50, y, { lineBreak: false });
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor('black').text(value, 250, y, { lineBreak: false });
    };
    const heading = (y: number, text: string) => {
      doc.rect(50, y - 3, 495, 16).fill('#f2f2f2').fillColor('#1f3a93');
      doc.font('Helvetica-Bold').fontSize(10.5).text(text, 54, y, { lineBreak: false });
      doc.fillColor('black');
    };
    heading(205, 'Renewal details');
    row(228, 'Policy number', 'PMC 60213877');
    row(244, 'Effective date', '05/12/2026', true);
    row(260, 'Expiry date', '04/12/2027');
    row(276, 'Vehicle', '2020 Hyundai Tucson 1.6 T-GDi Premium');
    row(292, 'Registration', 'BK70 UYS');
    row(308, 'Policyholder date of birth', '23/02/1970');
    row(324, 'Changes made on', '14/10/2026 (overnight address updated)');
    row(340, 'No claim discount', '12 years, earned to 04/12/2026');
    heading(370, 'Your premium');
    row(393, 'Renewal premium', '£684.05', true);
    row(409, "Last year's premium", '£655.90');
    row(425, 'Increase', '£28.15');
    heading(455, 'Your excesses');
    row(478, 'Compulsory excess', '£200');
    row(494, 'Voluntary excess', '£400');
    row(510, 'Total excess', '£600');
    heading(540, 'Paying for your policy');
    doc.font('Helvetica').fontSize(10).text(
      'You pay annually by Direct Debit. We will collect £684.05 on or after 28/11/2026, when your renewal is processed. ' +
        'Your renewed policy begins on the effective date above, not on the collection date. Your cooling-off period ' +
        'ends 14 days after the effective date or the day you receive your documents, whichever is later.',
      50,
      563,
      { width: 495 },
    );
    doc.fontSize(8).fillColor('#555').text('Page 1 of 2', 480, 790, { lineBreak: false });
    doc.addPage();
    doc.fillColor('black').font('Helvetica-Bold').fontSize(12).text('Important information', 50, 50);
    doc.font('Helvetica').fontSize(9).text(
      'Car insurance is underwritten by Aviva Insurance Limited. Registered in Scotland No. 2116. Registered office: ' +
        'Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority and regulated by the Financial ' +
        'Conduct Authority and the Prudential Regulation Authority, Firm Reference Number 202153. Aviva also provides ' +
        'car insurance under the Quotemehappy.com and General Accident brands. Your MOT is due on 30/06/2027.',
      50,
      72,
      { width: 495 },
    );
    doc.fontSize(8).fillColor('#555').text('Page 2 of 2', 480, 790, { lineBreak: false });
  },
  expected: {
    renewalDate: '2026-12-05',
    insurer: 'Aviva',
    policyNumber: 'PMC 60213877',
    registrationNumber: 'BK70UYS',
    renewalPremium: '684.05',
    previousPremium: '655.90',
    compulsoryExcess: '200',
    voluntaryExcess: '400',
    totalExcess: '600',
  },
};

// Privilege, photographed sideways: 'Cover from 28 January 2027' beside 'Cover to'.
const privilege: FreshNotice = {
  name: 'privilege',
  photo: 'sideways',
  html: `
<div style="font-size:11pt">
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #222">
  <span style="font-size:24pt;font-weight:bold;font-style:italic">Privilege</span><span>Car insurance renewal</span>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mr Tomasz Nowak<br>57 Wellington Street<br>Leeds<br>LS1 4JY</div>
  <div class="r">29 December 2026<br>Policy number PV/33184420</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div class="box">
    <b>Cover from</b> 28 January 2027<br>
    <b>Cover to</b> 27 January 2028<br>
    <b>Car</b> 2017 BMW 320d M Sport<br>
    <b>Registration</b> MA67 RZC<br>
    <b>Driver</b> Tomasz Nowak, born 19 August 1996<br>
    <b>No claims</b> 2 years, earned to 27 January 2027<br>
    <b>Date of last claim</b> 02 March 2024
  </div>
  <div class="box">
    <b>Your new premium</b> £1,046.30<br>
    <b>Last year's premium</b> £978.45<br>
    <b>Change</b> +£67.85<br><br>
    <b>Compulsory excess</b> £500<br>
    <b>Voluntary excess</b> £250<br>
    <b>Total excess</b> £750
  </div>
</div>
<p>This quote is valid until 27 January 2027. We'll process your renewal on 21 January 2027 and take the first of your
monthly payments then; your cover from the new policy still begins on the date shown above.</p>
<p style="font-size:8pt;color:#444">Privilege is a trading name of U K Insurance Limited. Registered office: The Wharf,
Neville Street, Leeds LS1 4AZ. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct
Authority and the Prudential Regulation Authority (FRN 202810).</p>
</div>`,
  expected: {
    renewalDate: '2027-01-28',
    insurer: 'Privilege',
    policyNumber: 'PV/33184420',
    registrationNumber: 'MA67RZC',
    renewalPremium: '1046.30',
    previousPremium: '978.45',
    compulsoryExcess: '500',
    voluntaryExcess: '250',
    totalExcess: '750',
  },
};

// Sheilas' Wheels: "we'll renew your policy on 11 March 2027"; the underwriter (esure) in the small print.
const sheilasWheels: FreshNotice = {
  name: 'sheilas-wheels',
  html: `
<div style="background:#e4007c;color:#fff;padding:10pt 14pt">
  <span style="font-size:22pt;font-weight:bold">Sheilas' Wheels</span><span style="float:right;margin-top:8pt">car insurance</span>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Miss Hannah Corbett<br>12 Primrose Hill<br>Bath<br>BA2 3RL</div>
  <div class="r">9 February 2027<br>Policy number: SHW/55019384</div>
</div>
<p style="margin-top:14pt">Dear Hannah,</p>
<p>It's nearly that time of year again. Unless you tell us otherwise, <b>we'll renew your policy on 11 March 2027</b>,
so you'll stay covered in your 2022 Fiat 500 1.0 Mild Hybrid Dolcevita (DY22 LKE).</p>
<p>We'll process your renewal and take your payment on 4 March 2027, a week before; your new cover starts on the
renewal day above. If you change your mind, your cooling-off period ends on 25 March 2027.</p>
<div class="box" style="margin:10pt 0">
  <table style="width:100%">
    <tr><td>Your new car insurance premium</td><td class="r">£438.60</td></tr>
    <tr><td>Last year's car insurance premium</td><td class="r">£401.25</td></tr>
    <tr><td>Difference</td><td class="r">£37.35</td></tr>
    <tr><td>Motor legal expenses (optional)</td><td class="r">£25.00</td></tr>
    <tr><th>Total you'll pay</th><th class="r">£463.60</th></tr>
  </table>
</div>
<p><b>Your excesses:</b> compulsory £100, voluntary £250, total £350. Handbag cover comes as standard.</p>
<p>The details we hold: date of birth 3 March 1990; no claims discount 6 years; date of last claim none.</p>
<p>Love,<br>The Sheilas' Wheels team</p>
<p style="font-size:7.5pt;color:#555;margin-top:16pt">Sheilas' Wheels is a trading name of esure Insurance Limited,
which underwrites this policy. Registered office: The Observatory, Reigate RH2 0SG. Authorised by the Prudential
Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.</p>`,
  expected: {
    renewalDate: '2027-03-11',
    insurer: "Sheilas' Wheels",
    policyNumber: 'SHW/55019384',
    registrationNumber: 'DY22LKE',
    renewalPremium: '438.60',
    previousPremium: '401.25',
    compulsoryExcess: '100',
    voluntaryExcess: '250',
    totalExcess: '350',
  },
};

// Age Co, scanned: 'your cover will continue from 19 December 2026'.
const ageCo: FreshNotice = {
  name: 'age-co',
  scan: true,
  html: `
<div style="font-size:12pt">
<div style="display:flex;justify-content:space-between;align-items:center">
  <span style="font-size:24pt;font-weight:bold;color:#6b2c91">Age Co</span><span style="color:#6b2c91">Car Insurance</span>
</div>
<p style="margin-top:16pt">Mrs Margaret Ellis<br>3 Orchard Mews<br>Harrogate<br>HG1 5TT</p>
<p>21 November 2026</p>
<p>Policy number: AGC-MTR-0081473</p>
<p>Dear Mrs Ellis,</p>
<p>Thank you for staying with Age Co. There's nothing you need to do: your cover will continue from 19 December 2026
for another year, for your 2013 Toyota Yaris 1.33 VVT-i TR, registration FE63 PVW.</p>
<table style="width:85%">
  <tr><td>Your premium for the year ahead</td><td class="r">£329.48</td></tr>
  <tr><td>Your premium last year</td><td class="r">£312.90</td></tr>
  <tr><td>Change</td><td class="r">£16.58 more</td></tr>
  <tr><td>Compulsory excess</td><td class="r">£150</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£200</td></tr>
  <tr><td>Total excess</td><td class="r">£350</td></tr>
</table>
<p>You pay monthly: 12 payments of £29.02 by Direct Debit on the 28th of each month, the first on 28 December 2026
(total £348.24, including interest of £18.76). We'll process your renewal on 12 December 2026; your new cover does not
start on that day. This price is valid until 18 December 2026.</p>
<p>Date of birth: 08/04/1949. MOT due: 11/03/2027.</p>
<p style="font-size:8pt;color:#555">Age Co Car Insurance is arranged by Age Co Limited and underwritten by Ageas
Insurance Limited. Age Co Limited is a subsidiary of Age UK. Age Co Limited is an appointed representative of
Ageas Retail Limited, authorised and regulated by the Financial Conduct Authority.</p>
</div>`,
  expected: {
    renewalDate: '2026-12-19',
    insurer: 'Age Co',
    policyNumber: 'AGC-MTR-0081473',
    registrationNumber: 'FE63PVW',
    renewalPremium: '329.48',
    previousPremium: '312.90',
    compulsoryExcess: '150',
    voluntaryExcess: '200',
    totalExcess: '350',
  },
};

// M&S Car Insurance: 'your current policy ends on 6 February 2027 and your new one starts the same day'.
const marksAndSpencer: FreshNotice = {
  name: 'm-and-s',
  html: `
<div style="border-bottom:1px solid #000;padding-bottom:6pt">
  <span style="font-size:22pt;font-family:Georgia,serif">M&amp;S</span>
  <span style="font-size:11pt;margin-left:6pt;color:#00573f">Car Insurance</span>
</div>
<div class="cols" style="margin-top:12pt">
  <div>Mr James Whitfield<br>Flat 12, Kingsley Court<br>Guildford<br>GU1 3RX</div>
  <div class="r">8 January 2027<br>Policy number MSC 7064 1129</div>
</div>
<h2 style="font-family:Georgia,serif;font-weight:normal">Your renewal</h2>
<p>Your current policy ends on 6 February 2027 and your new one starts the same day. Here's what it will cost and
what's covered.</p>
<table style="width:100%">
  <tr><th style="width:45%">Car</th><td>2019 Mini Cooper 1.5 Classic (HG19 NFA)</td></tr>
  <tr><th>Main driver</th><td>James Whitfield, date of birth 17/10/1984</td></tr>
  <tr><th>Changes made on</th><td>21 September 2026 (new job title)</td></tr>
  <tr><th>Renewal premium</th><td>£552.30</td></tr>
  <tr><th>Previous premium</th><td>£519.99</td></tr>
  <tr><th>Increase</th><td>£32.31</td></tr>
  <tr><th>Compulsory excess</th><td>£300</td></tr>
  <tr><th>Voluntary excess</th><td>£100</td></tr>
  <tr><th>Total excess</th><td>£400</td></tr>
</table>
<p>We'll process your renewal on 30 January 2027 and take payment from your M&amp;S Credit Card on that day. That's
not the day your new policy starts.</p>
<div style="page-break-before:always"></div>
<h3 style="font-family:Georgia,serif;font-weight:normal">Important information</h3>
<p>You have 14 days from the start of your new policy to cancel it (your cooling-off period ends on 20 February 2027).
Your MOT is due on 14 August 2027.</p>
<p style="font-size:8pt;color:#555">M&amp;S Car Insurance is arranged and administered by a panel of insurers.
M&amp;S Bank is a trading name of Marks &amp; Spencer Financial Services plc, registered in England No. 1772585,
Kings Meadow, Chester CH99 9FB, authorised and regulated by the Financial Conduct Authority.</p>`,
  expected: {
    renewalDate: '2027-02-06',
    insurer: 'M&S Car Insurance',
    policyNumber: 'MSC 7064 1129',
    registrationNumber: 'HG19NFA',
    renewalPremium: '552.30',
    previousPremium: '519.99',
    compulsoryExcess: '300',
    voluntaryExcess: '100',
    totalExcess: '400',
  },
};

// Halifax, photographed: only 'Expiry date 23:59 on 24/01/2027' (so the renewed policy starts on the 25th).
const halifax: FreshNotice = {
  name: 'halifax',
  photo: true,
  html: `
<div style="font-size:11pt">
<div style="background:#005eb8;color:#fff;padding:10pt 12pt;font-size:22pt;font-weight:bold">Halifax <span style="font-size:12pt;font-weight:normal">Car Insurance</span></div>
<div class="cols" style="margin-top:12pt">
  <div>Mrs Aisha Rahman<br>19 Moorside Road<br>Bradford<br>BD2 3LT</div>
  <div class="r">28/12/2026<br>Policy number: HX41920375</div>
</div>
<h2 style="color:#005eb8">Your policy is due for renewal</h2>
<div class="box" style="font-size:13pt;margin:8pt 0"><b>Expiry date:</b> 23:59 on 24/01/2027</div>
<p>Your policy will renew automatically when it expires, with no gap in cover, unless you tell us not to renew it.
This quote is valid until 24/01/2027.</p>
<table style="width:100%">
  <tr><th style="width:40%">Car</th><td>2016 Nissan Qashqai 1.5 dCi Acenta, PK16 CWU</td></tr>
  <tr><th>Driver</th><td>Aisha Rahman, date of birth 05/09/1982</td></tr>
  <tr><th>MOT due</th><td>17/07/2027</td></tr>
  <tr><th>Renewal premium</th><td>£497.10</td></tr>
  <tr><th>Last year's premium</th><td>£455.85</td></tr>
  <tr><th>Compulsory excess</th><td>£250</td></tr>
  <tr><th>Voluntary excess</th><td>£350</td></tr>
  <tr><th>Total excess</th><td>£600</td></tr>
</table>
<p>Your premium has gone up by £41.25. We'll process your renewal on 17/01/2027 and your first monthly Direct Debit
will be collected on 01/02/2027.</p>
<p style="font-size:8pt;color:#444">Halifax is a division of Bank of Scotland plc. Halifax Car Insurance is arranged by
Lloyds Bank General Insurance Limited and underwritten by a panel of insurers.</p>
</div>`,
  expected: {
    renewalDate: '2027-01-25',
    insurer: 'Halifax',
    policyNumber: 'HX41920375',
    registrationNumber: 'PK16CWU',
    renewalPremium: '497.10',
    previousPremium: '455.85',
    compulsoryExcess: '250',
    voluntaryExcess: '350',
    totalExcess: '600',
  },
};

// John Lewis, scanned: 'Expiry date 01/03/2027' with no time, and the new policy 'from 01/03/2027' (the same day).
const johnLewis: FreshNotice = {
  name: 'john-lewis',
  scan: true,
  html: `
<div style="text-align:center;font-size:20pt;letter-spacing:3pt">JOHN LEWIS</div>
<div style="text-align:center;font-size:10pt;letter-spacing:2pt;margin-bottom:14pt">CAR INSURANCE</div>
<div class="cols">
  <div>Dr Eleanor Hughes<br>The Coach House, Vicarage Lane<br>Marlow<br>SL7 1JU</div>
  <div class="r">01/02/2027<br>Policy number: JLF/CAR/6620913</div>
</div>
<h3 style="margin-top:16pt">Renewal invitation</h3>
<table style="width:100%;border-top:1px solid #000;border-bottom:1px solid #000">
  <tr><td style="width:40%">Expiry date</td><td>01/03/2027</td></tr>
  <tr><td>Vehicle</td><td>2021 Volvo XC40 B4 Momentum</td></tr>
  <tr><td>Registration</td><td>AJ71 DHX</td></tr>
  <tr><td>Date of birth</td><td>27/11/1975</td></tr>
  <tr><td>Changes made on</td><td>15/06/2026</td></tr>
</table>
<p>Your current policy covers you to 01/03/2027. Your new policy covers you from 01/03/2027 to 29/02/2028.</p>
<table style="width:70%">
  <tr><td>Premium for your new policy</td><td class="r">£723.44</td></tr>
  <tr><td>Premium for your current policy</td><td class="r">£689.10</td></tr>
  <tr><td>Difference</td><td class="r">£34.34</td></tr>
</table>
<p>Excesses: compulsory £350; voluntary £150; total £500.</p>
<p>We'll process your renewal on 22/02/2027 and collect your annual payment on that day by Direct Debit; that isn't the
day your new policy starts.</p>
<p style="font-size:7.5pt;color:#555;margin-top:16pt">John Lewis Car Insurance is provided by John Lewis plc and
underwritten by a panel of insurers. John Lewis plc is an appointed representative of John Lewis Financial Services
Limited, authorised and regulated by the Financial Conduct Authority.</p>`,
  expected: {
    renewalDate: '2027-03-01',
    insurer: 'John Lewis',
    policyNumber: 'JLF/CAR/6620913',
    registrationNumber: 'AJ71DHX',
    renewalPremium: '723.44',
    previousPremium: '689.10',
    compulsoryExcess: '350',
    voluntaryExcess: '150',
    totalExcess: '500',
  },
};

// Marshmallow, from a US-styled template: 'January 14, 2027 at 12:01 AM', a printed date '12/10/2026' in the footer.
const marshmallow: FreshNotice = {
  name: 'marshmallow',
  html: `
<div style="font-family:Helvetica,Arial,sans-serif">
<div style="font-size:22pt;font-weight:bold;color:#ff5a8a">marshmallow</div>
<div style="margin:10pt 0;color:#555">Issued: December 10, 2026</div>
<p>Ana Ferreira<br>Flat 7, 140 Holloway Road<br>London N7 8DD</p>
<h2>Your renewal is ready</h2>
<div class="box" style="background:#fff3f7">
  <b>Policy #:</b> MSH-20931-7744<br>
  <b>Current policy ends:</b> January 13, 2027 at 11:59 PM<br>
  <b>New policy starts:</b> January 14, 2027 at 12:01 AM<br>
  <b>Quote valid until:</b> January 13, 2027
</div>
<h3>Your car</h3>
<p>2019 Toyota C-HR 1.8 Hybrid Design &middot; License plate LD69 VTE</p>
<h3>Your driver</h3>
<p>Ana Ferreira &middot; Date of birth: April 3, 1988 &middot; Date of last claim: none</p>
<h3>Your price</h3>
<table style="width:70%">
  <tr><td>Renewal premium</td><td class="r">£892.16</td></tr>
  <tr><td>Previous premium</td><td class="r">£934.70</td></tr>
  <tr><td>You save</td><td class="r">£42.54</td></tr>
</table>
<h3>Your excess</h3>
<table style="width:70%">
  <tr><td>Compulsory</td><td class="r">£400</td></tr>
  <tr><td>Voluntary</td><td class="r">£100</td></tr>
  <tr><td>Total</td><td class="r">£500</td></tr>
</table>
<p>Your card will be charged on January 7, 2027. That's when we process your renewal; your coverage starts on
January 14, 2027.</p>
<p style="font-size:7.5pt;color:#777;margin-top:20pt">Marshmallow Insurance Limited is authorised by the Prudential
Regulation Authority and regulated by the Financial Conduct Authority. Printed 12/10/2026.</p>
</div>`,
  expected: {
    renewalDate: '2027-01-14',
    insurer: 'Marshmallow',
    policyNumber: 'MSH-20931-7744',
    registrationNumber: 'LD69VTE',
    renewalPremium: '892.16',
    previousPremium: '934.70',
    compulsoryExcess: '400',
    voluntaryExcess: '100',
    totalExcess: '500',
  },
};

// By Miles, photographed, from a US-styled template: 'Renews on March 20, 2027'; a pay-by-mile policy whose premium
// is the annual fixed cost, the per-mile price apart.
const byMiles: FreshNotice = {
  name: 'by-miles',
  photo: true,
  html: `
<div style="font-size:11pt">
<div style="display:flex;justify-content:space-between;align-items:center">
  <span style="font-size:24pt;font-weight:bold;color:#1b1b3a">By Miles</span><span>February 18, 2027</span>
</div>
<p style="margin-top:14pt">Liam Foster<br>22 Canal Street<br>Nottingham NG1 7EH</p>
<h2>Your pay-by-mile policy renews on March 20, 2027</h2>
<p>Policy number: BM-5530-2817<br>Car: 2018 Renault Clio 0.9 TCe Dynamique (EY18 MZK)<br>
Date of birth: July 30, 1993</p>
<table style="width:100%">
  <tr><th></th><th class="r">New policy</th><th class="r">Last year</th></tr>
  <tr><td>Renewal premium (annual fixed cost)</td><td class="r">£342.60</td><td class="r">£327.15</td></tr>
  <tr><td>Per-mile price</td><td class="r">6.8p</td><td class="r">6.5p</td></tr>
</table>
<p>Your annual fixed cost has gone up by £15.45. You drove 4,212 miles last year; at 5,000 miles your year would cost
about £682.60 in all.</p>
<p><b>Excess:</b> compulsory £250, voluntary £100, total £350.</p>
<p>Please send your mileage reading by March 19, 2027. We'll process your renewal on March 13, 2027 (not your renewal
date). Cooling-off period ends April 3, 2027.</p>
<p style="font-size:8pt;color:#444">By Miles Ltd is authorised and regulated by the Financial Conduct Authority. Policies
are underwritten by Zurich Insurance Company Ltd.</p>
</div>`,
  expected: {
    renewalDate: '2027-03-20',
    insurer: 'By Miles',
    policyNumber: 'BM-5530-2817',
    registrationNumber: 'EY18MZK',
    renewalPremium: '342.60',
    previousPremium: '327.15',
    compulsoryExcess: '250',
    voluntaryExcess: '100',
    totalExcess: '350',
  },
};

export const FRESH_NOTICES_31: FreshNotice[] = [
  directLine,
  admiral,
  hastingsDirect,
  esure,
  churchill,
  saga,
  lv,
  aviva,
  privilege,
  sheilasWheels,
  ageCo,
  marksAndSpencer,
  halifax,
  johnLewis,
  marshmallow,
  byMiles,
];
