// Set 33 (issue 47): real-world paper. Multi-page renewal packs (a covering letter, the schedule on page 2, the
// Statement of Fact or terms on page 3) with headers and footers that repeat the policy number and 'Page 2 of 3' on
// every page, schedules in boxed blocks (vehicle, drivers, cover, premium, excesses), a big logo block and a marketing
// panel, a tear-off payment slip down the left margin, excess tables by claim type, tiny grey small print; printed by
// Chromium, scanned (every page), or photographed (the schedule page only).
import type { FreshNotice } from './fresh-notice-checks';

/** One printed sheet of a multi-page letter: a fixed-height page with its own header at the top and footer at the foot. */
const sheet = (header: string, body: string, footer: string, last = false): string =>
  `<div style="height:258mm;position:relative;overflow:hidden;${last ? '' : 'break-after:page;'}">${header}${body}<div style="position:absolute;left:0;right:0;bottom:0">${footer}</div></div>`;

// ---------------------------------------------------------------------------------------------------------------
// 1. Ageas: three pages, Chromium. Covering letter, boxed schedule with an excess table by claim type, Statement of Fact.
const ageasHead = (n: number) =>
  `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #00338d;padding-bottom:4pt;margin-bottom:10pt">
    <div style="font:bold 26pt Arial;color:#00338d;letter-spacing:-1px">ageas<span style="font-size:9pt;color:#555;letter-spacing:0"> &nbsp;car insurance</span></div>
    <div style="font-size:8pt;color:#444;text-align:right">Policy number PC 04418 2263<br>Page ${n} of 3</div></div>`;
const ageasFoot = (n: number) =>
  `<div style="border-top:1px solid #bbb;padding-top:3pt;font-size:6.5pt;color:#777;display:flex;justify-content:space-between">
    <span>Ageas Insurance Limited. Registered in England and Wales No. 354568. Registered office: Ageas House, Hampshire Corporate Park, Templars Way, Eastleigh SO53 3YA.<br>Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA (Financial Services Register number 202039).</span>
    <span style="white-space:nowrap">PC 04418 2263 &middot; ${n}/3</span></div>`;
const AGEAS = [
  sheet(
    ageasHead(1),
    `<div class="cols"><div>Mr Daniel Okonkwo<br>14 Furnace Lane<br>Kettering<br>Northamptonshire<br>NN15 7QT</div>
    <div class="r">Date: 14 December 2026<br>Customer number: 60-118-4429<br>Questions? 0345 122 3019<br>Mon&ndash;Fri 8am&ndash;8pm, Sat 9am&ndash;5pm</div></div>
    <h2 style="font-size:14pt;color:#00338d;margin:18pt 0 8pt">Your car insurance is due for renewal</h2>
    <p>Dear Mr Okonkwo,</p>
    <p>Thank you for choosing Ageas to insure your Skoda Octavia. Your policy is due to renew on <b>8 January 2027</b>,
    and we are pleased to invite you to renew with us. Your renewal schedule is on page 2 and your Statement of Fact is on page 3.
    Please read both carefully and tell us straight away if anything is wrong or has changed, as it could affect your cover or your price.</p>
    <p>You pay by Direct Debit, so you don't need to do anything: your policy will renew automatically. Your first instalment of
    <b>£61.13</b> will be collected on or after 8 January 2027, followed by 10 monthly instalments of £59.08
    (total amount payable £651.93, including a charge for credit of £40.58, representative APR 13.9% variable).</p>
    <p>If you would rather not renew, please call us before 7 January 2027. You don't need to tell us if you have found cover elsewhere
    and pay in full at renewal, but we'd appreciate knowing.</p>
    <p>Shopping around? We know our customers compare prices, and we think that's a good idea. Your renewal premium, and what you
    paid last year, are set out in the Premium box on your schedule.</p>
    <p>Yours sincerely,</p>
    <p style="font:italic 14pt Georgia;margin:4pt 0">R. Hollins</p>
    <p>Rebecca Hollins<br>Head of Customer Services, Ageas Car Insurance</p>`,
    ageasFoot(1),
  ),
  sheet(
    ageasHead(2),
    `<h2 style="font-size:13pt;color:#00338d;margin:0 0 8pt">Renewal schedule</h2>
    <div class="cols" style="gap:10pt">
      <div class="box"><b style="color:#00338d">Policyholder</b><br>Mr Daniel Okonkwo<br>Customer number 60-118-4429<br>Policy number PC 04418 2263<br>Period of insurance: 08/01/2027 to 07/01/2028 (both dates inclusive)</div>
      <div class="box"><b style="color:#00338d">Vehicle details</b><table><tr><td>Make and model</td><td>Skoda Octavia SE L Estate 2.0 TDI</td></tr><tr><td>Registration</td><td>KM19 XPO</td></tr><tr><td>Year of manufacture</td><td>2019</td></tr><tr><td>Estimated value</td><td>£13,450</td></tr><tr><td>Kept overnight</td><td>On a private driveway</td></tr></table></div>
    </div>
    <div class="cols" style="gap:10pt;margin-top:10pt">
      <div class="box"><b style="color:#00338d">Drivers</b><table><tr><td>Daniel Okonkwo (policyholder)</td><td>born 03/06/1981</td></tr><tr><td>Grace Okonkwo (spouse)</td><td>born 22/10/1983</td></tr></table>Use: social, domestic and pleasure, and commuting</div>
      <div class="box"><b style="color:#00338d">Cover</b><br>Comprehensive<br>No claims discount: 6 years (not protected)<br>Courtesy car while yours is repaired by our approved repairer</div>
    </div>
    <div class="box" style="margin-top:10pt"><b style="color:#00338d">Premium</b>
      <table style="width:100%"><tr><td>Your premium last year</td><td class="r">£548.20</td></tr>
      <tr><td>Your renewal premium (including Insurance Premium Tax at 12%)</td><td class="r"><b>£611.35</b></td></tr>
      <tr><td>Change from last year</td><td class="r">+£63.15</td></tr>
      <tr><td style="color:#555">Optional Motor Legal Protection (not included above)</td><td class="r" style="color:#555">£24.99</td></tr></table></div>
    <div class="box" style="margin-top:10pt"><b style="color:#00338d">Excesses</b>
      <table style="width:100%;margin-top:4pt"><tr style="border-bottom:1px solid #999"><th>Type of claim</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
      <tr><td>Accidental damage</td><td class="r">£300</td><td class="r">£150</td><td class="r">£450</td></tr>
      <tr><td>Fire and theft</td><td class="r">£300</td><td class="r">£150</td><td class="r">£450</td></tr>
      <tr><td>Windscreen replacement</td><td class="r">£95</td><td class="r">&ndash;</td><td class="r">£95</td></tr>
      <tr><td>Windscreen repair</td><td class="r">£10</td><td class="r">&ndash;</td><td class="r">£10</td></tr>
      <tr><td>Young or inexperienced driver (additional)</td><td class="r">£250</td><td class="r">&ndash;</td><td class="r">£250</td></tr>
      <tr><td>Repairs by a non-approved repairer (additional)</td><td class="r">£200</td><td class="r">&ndash;</td><td class="r">£200</td></tr></table>
      <p style="font-size:7pt;color:#777;margin:4pt 0 0">The young or inexperienced driver excess applies in addition to the accidental damage excess if the driver is under 25 or has held a full licence for less than 2 years.</p></div>`,
    ageasFoot(2),
  ),
  sheet(
    ageasHead(3),
    `<h2 style="font-size:13pt;color:#00338d;margin:0 0 8pt">Statement of Fact</h2>
    <p style="font-size:9pt">This is the information you gave us, which we have used to work out your price. Please check it carefully.</p>
    <table style="font-size:9pt"><tr><td>Main driver</td><td>Daniel Okonkwo, date of birth 03/06/1981, full UK licence since 14/09/1999</td></tr>
    <tr><td>Occupation</td><td>Quantity surveyor (construction)</td></tr>
    <tr><td>Named driver</td><td>Grace Okonkwo, date of birth 22/10/1983, full UK licence since 02/05/2004</td></tr>
    <tr><td>Claims in the last 5 years</td><td>None</td></tr><tr><td>Convictions in the last 5 years</td><td>None</td></tr>
    <tr><td>Annual mileage</td><td>9,000 miles</td></tr><tr><td>MOT due</td><td>19/03/2027</td></tr>
    <tr><td>Vehicle modifications</td><td>None</td></tr><tr><td>Registered keeper</td><td>Policyholder</td></tr></table>
    <p style="font-size:7pt;color:#777;margin-top:14pt">If any of this information is wrong you must tell us. If you don't, your policy may be cancelled, a claim may not be paid or may not be paid in full, or you may have to pay an additional premium. Ageas Car Insurance policies are arranged and administered by Ageas Retail Limited and underwritten by Ageas Insurance Limited. Breakdown cover, if bought, is provided by RAC Motoring Services. Motor Legal Protection, if bought, is underwritten by Inter Partner Assistance SA (UK branch). The Financial Services Compensation Scheme may cover you if we cannot meet our obligations.</p>`,
    ageasFoot(3),
    true,
  ),
].join('');

// ---------------------------------------------------------------------------------------------------------------
// 2. LV=: two pages, Chromium. Page 1 has a tear-off payment slip down its left margin; the schedule is page 2.
const lvFoot = (n: number) =>
  `<div style="font-size:7pt;color:#666;border-top:1px solid #0a8a3a;padding-top:3pt">LV= Liverpool Victoria &middot; Policy number MO 34178825 &middot; Page ${n} of 2<br>Liverpool Victoria Insurance Company Limited, registered in England No. 3232514, 57 Ladymead, Guildford, Surrey GU1 1DB. Authorised by the PRA and regulated by the FCA and PRA (FRN 202965).</div>`;
const LV = [
  sheet(
    '',
    `<div style="display:grid;grid-template-columns:48mm 1fr;gap:0;height:236mm">
      <div style="border-right:2px dashed #777;padding-right:8pt;font-size:8pt">
        <div style="font-size:7pt;color:#777">&#9986; tear off and return with your payment</div>
        <div style="font:bold 13pt Arial;color:#0a8a3a;margin:6pt 0">LV=</div>
        <b>Payment slip</b><br><br>
        Name<br><b>Mrs S. Pemberton</b><br><br>
        Payment reference<br><b>34178825-RN</b><br><br>
        Amount due by 3 February 2027<br><b style="font-size:11pt">£763.18</b><br><br>
        Pay by bank transfer to Liverpool Victoria Insurance Company Ltd<br>Sort code 40-12-76<br>Account 91827364<br><br>
        or by cheque payable to &lsquo;Liverpool Victoria&rsquo; to LV=, Freepost RSBJ-ZTKA, Bournemouth BH1 1AB<br><br>
        <div style="border:1px solid #777;height:18mm;padding:2pt;font-size:7pt;color:#777">Cheque amount</div>
        <div style="writing-mode:vertical-rl;transform:rotate(180deg);font-size:7pt;color:#999;margin-top:10pt">LV= renewal payment slip &middot; MO 34178825</div>
      </div>
      <div style="padding-left:14pt">
        <div style="display:flex;justify-content:space-between"><div style="font:bold 34pt Arial;color:#0a8a3a">LV=</div><div class="r" style="font-size:8.5pt">LV= Car Insurance<br>PO Box 1234<br>Bournemouth BH1 9ZZ<br>0330 123 3818</div></div>
        <p style="margin-top:16pt">Mrs Sarah Pemberton<br>Flat 3, Orchard Court<br>71 Station Road<br>Didcot OX11 7NQ</p>
        <p class="r">5 January 2027</p>
        <p><b style="font-size:12pt">Your car insurance renewal</b><br>Policy number: MO 34178825<br>Car: Ford Kuga Titanium, LB67 WZT</p>
        <p>Dear Mrs Pemberton,</p>
        <p>It's nearly time to renew your LV= car insurance. Your current policy ends on 2 February 2027 and your renewed policy will start on
        <b>3 February 2027</b>.</p>
        <table style="width:100%;background:#eef7f0"><tr><td style="padding-left:6pt">Your car insurance premium for the coming year</td><td class="r"><b>£742.18</b></td></tr>
        <tr><td style="padding-left:6pt">Motor legal protection (optional, already on your policy)</td><td class="r">£21.00</td></tr>
        <tr><td style="padding-left:6pt"><b>Total to pay</b></td><td class="r"><b>£763.18</b></td></tr>
        <tr><td style="padding-left:6pt">Last year's car insurance premium</td><td class="r">£689.50</td></tr></table>
        <p>Your car insurance premium has gone up by £52.68 because of the rising cost of repairs and parts. You can find your full renewal
        schedule, including your excesses, on page 2.</p>
        <p>You pay annually by cheque or bank transfer, so we won't renew your policy automatically. To renew, use the payment slip on the
        left, call us on 0330 123 3818, or log in to My LV= before 3 February 2027.</p>
        <p>Kind regards,<br><br>Martin Fielding<br>Director of Motor, LV= General Insurance</p>
      </div></div>`,
    lvFoot(1),
  ),
  sheet(
    `<div style="display:flex;justify-content:space-between;border-bottom:2px solid #0a8a3a;padding-bottom:3pt;margin-bottom:10pt;font-size:8.5pt"><b style="color:#0a8a3a;font-size:14pt">LV=</b><span>Renewal schedule &middot; MO 34178825 &middot; Page 2 of 2</span></div>`,
    `<table style="width:100%;font-size:9.5pt">
      <tr><th colspan="2" style="background:#0a8a3a;color:#fff;padding-left:4pt">Policy</th></tr>
      <tr><td>Policyholder</td><td>Mrs Sarah Pemberton</td></tr>
      <tr><td>Policy number</td><td>MO 34178825</td></tr>
      <tr><td>Period of cover</td><td>From 00:01 on 03/02/2027 to 23:59 on 02/02/2028</td></tr>
      <tr><td>Cover</td><td>Comprehensive</td></tr>
      <tr><th colspan="2" style="background:#0a8a3a;color:#fff;padding-left:4pt">Car</th></tr>
      <tr><td>Registration</td><td>LB67 WZT</td></tr><tr><td>Make/model</td><td>Ford Kuga 1.5 EcoBoost Titanium, 2017</td></tr>
      <tr><td>Annual mileage</td><td>7,500</td></tr>
      <tr><th colspan="2" style="background:#0a8a3a;color:#fff;padding-left:4pt">Drivers</th></tr>
      <tr><td>Sarah Pemberton</td><td>Date of birth 11/08/1976 &middot; Retail manager</td></tr>
      <tr><td>Thomas Pemberton</td><td>Date of birth 29/01/2005 &middot; Student (named driver)</td></tr>
      <tr><th colspan="2" style="background:#0a8a3a;color:#fff;padding-left:4pt">Excesses</th></tr>
      <tr><td>Compulsory excess</td><td>£250</td></tr><tr><td>Voluntary excess</td><td>£250</td></tr>
      <tr><td><b>Total excess</b></td><td><b>£500</b></td></tr>
      <tr><td>Additional excess for drivers under 25</td><td>£300 (Thomas Pemberton)</td></tr>
      <tr><td>Glass replacement / repair</td><td>£100 / £25</td></tr>
      <tr><th colspan="2" style="background:#0a8a3a;color:#fff;padding-left:4pt">Premium</th></tr>
      <tr><td>Car insurance premium (incl. IPT)</td><td>£742.18</td></tr><tr><td>Motor legal protection</td><td>£21.00</td></tr>
      <tr><td>Total</td><td>£763.18</td></tr><tr><td>Previous year's car insurance premium</td><td>£689.50</td></tr>
    </table>
    <p style="font-size:6.5pt;color:#888;margin-top:12pt">Motor legal protection is provided by LV= and underwritten by Inter Partner Assistance SA. No claims bonus: 4 years. Please check this schedule against your Statement of Fact, which you can view in My LV=.</p>`,
    lvFoot(2),
    true,
  ),
].join('');

// ---------------------------------------------------------------------------------------------------------------
// 3. Direct Line: two pages, Chromium. A big logo block and a marketing panel; the cover ends at 23:59 on a day.
const DIRECT_LINE = [
  sheet(
    '',
    `<div style="background:#e4002b;color:#fff;padding:14pt 16pt;display:flex;justify-content:space-between;align-items:center">
      <div><div style="font:bold 30pt Arial">DIRECT LINE</div><div style="font-size:10pt">car insurance</div></div>
      <div style="font-size:9pt;text-align:right">Your renewal<br>Policy number PY-7731-2046-18<br>Page 1 of 2</div></div>
    <div class="cols" style="margin-top:12pt"><div>Miss Priya Raman<br>22 Hawthorn Gardens<br>Worcester WR5 2LD</div>
      <div class="r">30 November 2026<br>Your car: Vauxhall Corsa SE, WR21 HNV</div></div>
    <h2 style="font-size:15pt;margin:16pt 0 4pt">Time to renew, Priya</h2>
    <p>Your Direct Line car insurance runs until <b>23:59 on 21 December 2026</b>. We'll renew it automatically from the next day unless you tell us not to.</p>
    <div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:8pt;margin:12pt 0">
      <div style="border:2px solid #e4002b;padding:8pt;text-align:center">Your renewal price<br><b style="font-size:18pt">£468.92</b><br><span style="font-size:8pt">a year, including IPT</span></div>
      <div style="border:1px solid #999;padding:8pt;text-align:center">Last year you paid<br><b style="font-size:14pt">£431.07</b></div>
      <div style="border:1px solid #999;padding:8pt;text-align:center">That's a change of<br><b style="font-size:14pt">+£37.85</b></div></div>
    <p>Prefer to spread the cost? Pay monthly: an initial payment of £46.89 followed by 10 monthly payments of £46.89. Total payable £515.79,
    including a credit charge of £46.87 (representative APR 21.4% variable).</p>
    <div style="background:#fff2cc;padding:10pt;margin-top:14pt;display:grid;grid-template-columns:1fr 1fr;gap:12pt">
      <div><b style="font-size:12pt">Going somewhere this winter?</b><br>Add Green Flag Breakdown Cover from just £39 a year.
      Roadside assistance, Recovery and Onward Travel available. Call 0345 246 8702 quoting WINTER26.</div>
      <div><b style="font-size:12pt">Refer a friend, get £50</b><br>Tell a friend about Direct Line. When they buy a car policy, we'll send you a £50 e-gift card.
      Terms apply; offer ends 31/01/2027.</div></div>
    <p style="margin-top:14pt">Your excesses and what's covered are on page 2. If anything has changed, please let us know on 0345 246 8701.</p>
    <p>Kind regards,<br>The Direct Line team</p>`,
    `<div style="font-size:6.5pt;color:#888">Direct Line Insurance plc, Churchill Court, Westmoreland Road, Bromley BR1 1DP. Registered in England and Wales No. 1810575. Authorised by the PRA and regulated by the FCA and PRA (FRN 202684). Green Flag breakdown cover is provided by Green Flag Limited. PY-7731-2046-18 &middot; Page 1 of 2</div>`,
  ),
  sheet(
    `<div style="border-bottom:4px solid #e4002b;padding-bottom:3pt;margin-bottom:10pt;display:flex;justify-content:space-between"><b style="font-size:13pt;color:#e4002b">DIRECT LINE</b><span style="font-size:8.5pt">Policy PY-7731-2046-18 &middot; Page 2 of 2</span></div>`,
    `<h3 style="margin:0 0 6pt">Your cover at a glance</h3>
    <table style="width:100%"><tr><td>Cover level</td><td>Comprehensive</td></tr><tr><td>Your cover ends</td><td>23:59 on 21/12/2026</td></tr>
    <tr><td>Vehicle</td><td>WR21 HNV &middot; Vauxhall Corsa SE 1.2, 2021</td></tr><tr><td>Driver</td><td>Priya Raman, date of birth 07/02/1994</td></tr>
    <tr><td>No claims discount</td><td>3 years</td></tr></table>
    <h3 style="margin:14pt 0 6pt">Excesses by type of claim</h3>
    <table style="width:100%;border:1px solid #999"><tr style="background:#eee"><th>Claim</th><th class="r">Compulsory excess</th><th class="r">Voluntary excess</th><th class="r">Total excess</th></tr>
    <tr><td>Accidental damage</td><td class="r">£350</td><td class="r">£0</td><td class="r">£350</td></tr>
    <tr><td>Fire and theft</td><td class="r">£350</td><td class="r">£0</td><td class="r">£350</td></tr>
    <tr><td>Windscreen replacement</td><td class="r">£120</td><td class="r">£0</td><td class="r">£120</td></tr>
    <tr><td>Windscreen repair</td><td class="r">£25</td><td class="r">£0</td><td class="r">£25</td></tr>
    <tr><td>Young driver (under 25), in addition</td><td class="r">£200</td><td class="r">&ndash;</td><td class="r">£200</td></tr>
    <tr><td>Non-approved repairer, in addition</td><td class="r">£250</td><td class="r">&ndash;</td><td class="r">£250</td></tr></table>
    <p style="font-size:7pt;color:#888;margin-top:10pt">You chose a voluntary excess of £0. A higher voluntary excess can lower your premium. Optional extras you don't have: Motor Legal Protection (£29), Guaranteed Hire Car Plus (£45), Protected No Claim Discount (£38).</p>`,
    `<div style="font-size:6.5pt;color:#888">Direct Line is a trading name of U K Insurance Limited. PY-7731-2046-18 &middot; Page 2 of 2</div>`,
    true,
  ),
].join('');

// ---------------------------------------------------------------------------------------------------------------
// 4. NFU Mutual: two pages, Chromium. A letter from a local agency; the schedule on page 2 with tiny grey small print.
const NFU_MUTUAL = [
  sheet(
    `<div style="display:flex;justify-content:space-between;align-items:center"><div style="font:bold 20pt Georgia;color:#1c3f6e">NFU Mutual</div><div style="font-size:8pt;color:#555;text-align:right">The Ledbury Agency<br>4 Homend Street, Ledbury HR8 1BT<br>01531 630 441</div></div><hr style="border:0;border-top:1px solid #1c3f6e">`,
    `<div style="font:10.5pt/1.5 Georgia">
    <p style="margin-top:18pt">Mr &amp; Mrs G. Whitcombe<br>Lower Hayes Farm<br>Much Marcle<br>Ledbury<br>Herefordshire HR8 2NJ</p>
    <p class="r">9 February 2027<br>Our ref: LED/GW/0441</p>
    <p>Dear Mr Whitcombe,</p>
    <p><b>Private car insurance &ndash; policy MC 2216 0947 1 &ndash; renewal on 1 March 2027</b></p>
    <p>Your private car policy with NFU Mutual falls due for renewal on 1 March 2027, and I enclose your renewal schedule for the coming year.
    Your premium for the year is £884.60, compared with £812.95 last year.</p>
    <p>As a member of NFU Mutual since 2011 you share in our success: your mutual bonus for last year was paid on 15 January 2027 and is not included in these figures.</p>
    <p>Your premium will be collected by Direct Debit from your account ending 4418 in one payment on 1 March 2027. If you would like to talk about your
    cover, or your Land Rover, please call in or telephone me at the Agency.</p>
    <p>Yours sincerely,</p><p style="font:italic 15pt 'Brush Script MT',cursive;margin:4pt 0">J Pritchard</p>
    <p>Jane Pritchard<br>Agent, The Ledbury Agency</p></div>`,
    `<div style="font-size:6.5pt;color:#888;border-top:1px solid #ccc;padding-top:3pt">Policy MC 2216 0947 1 &middot; Page 1 of 2 &middot; NFU Mutual Select Investments Limited is not involved in this policy. The National Farmers Union Mutual Insurance Society Limited (No. 111982). Registered in England. Registered Office: Tiddington Road, Stratford upon Avon, Warwickshire CV37 7BJ. Authorised by the PRA and regulated by the FCA and the PRA. A member of the Association of British Insurers. The Ledbury Agency is an appointed representative of NFU Mutual.</div>`,
  ),
  sheet(
    `<div style="display:flex;justify-content:space-between;font-size:8pt;color:#1c3f6e;border-bottom:1px solid #1c3f6e;margin-bottom:8pt"><span><b style="font:bold 12pt Georgia">NFU Mutual</b> &nbsp;Private Car Insurance &ndash; Renewal Schedule</span><span>MC 2216 0947 1 &middot; Page 2 of 2</span></div>`,
    `<table style="width:100%;font-size:9.5pt">
      <tr><td style="width:38%">Policy number</td><td>MC 2216 0947 1</td></tr>
      <tr><td>Policyholder</td><td>Mr Gareth Whitcombe</td></tr>
      <tr><td>Renewal date</td><td>01/03/2027</td></tr>
      <tr><td>Period of insurance</td><td>01/03/2027 to 28/02/2028</td></tr>
      <tr><td>Vehicle</td><td>Land Rover Discovery Sport 2.0 D180 HSE &middot; Registration AY70 RKU</td></tr>
      <tr><td>Cover</td><td>Comprehensive &ndash; Class 1 business use</td></tr>
      <tr><td>Drivers</td><td>Gareth Whitcombe (born 18/11/1966); Helen Whitcombe (born 04/05/1968)</td></tr>
      <tr><td>No claim discount</td><td>9 years (protected)</td></tr>
    </table>
    <table style="width:70%;margin-top:12pt;font-size:9.5pt;border:1px solid #1c3f6e">
      <tr style="background:#e8eef6"><th colspan="2">Excess</th></tr>
      <tr><td>Compulsory</td><td class="r">£200</td></tr><tr><td>Voluntary</td><td class="r">£100</td></tr><tr><td>Total excess (accidental damage, fire and theft)</td><td class="r">£300</td></tr>
      <tr><td>Windscreen</td><td class="r">£75</td></tr></table>
    <table style="width:70%;margin-top:12pt;font-size:9.5pt;border:1px solid #1c3f6e">
      <tr style="background:#e8eef6"><th colspan="2">Premium</th></tr>
      <tr><td>Annual premium (including Insurance Premium Tax)</td><td class="r"><b>£884.60</b></td></tr>
      <tr><td>Last year's annual premium</td><td class="r">£812.95</td></tr></table>
    <div style="font-size:5.5pt;line-height:1.3;color:#999;margin-top:16pt;column-count:2;column-gap:12pt">
      <p style="margin:0">Endorsements applying: 012 Excess &ndash; drivers aged under 25 &pound;250 additional; 038 Vehicle tracking device must be fitted and maintained; 101 Protected no claim discount. Important: you must tell us about any change in the details shown above. Failure to do so may invalidate your insurance. This schedule must be read together with your policy booklet (MC/PB/2025) and your Certificate of Motor Insurance. Your Certificate of Motor Insurance will be sent separately. Premium includes Insurance Premium Tax at the current rate. NFU Mutual Motor Legal Expenses is underwritten by DAS Legal Expenses Insurance Company Limited. The renewal premium shown does not take account of any mutual bonus. Mutual bonus is not guaranteed. Previous policy reference: MC 2216 0947 0. Agency code 0441. Schedule produced 08/02/2027.</p></div>`,
    `<div style="font-size:6.5pt;color:#888;border-top:1px solid #ccc;padding-top:3pt">Policy MC 2216 0947 1 &middot; Page 2 of 2 &middot; NFU Mutual, Tiddington Road, Stratford upon Avon CV37 7BJ</div>`,
    true,
  ),
].join('');

// ---------------------------------------------------------------------------------------------------------------
// 5. Saga: three pages, Chromium, large type. Covering letter, schedule in stacked boxes, important information.
const sagaHead = (n: number) =>
  `<div style="display:flex;justify-content:space-between;align-items:center;margin-bottom:10pt"><div style="font:bold 24pt Georgia;color:#003a70">Saga</div><div style="font-size:9pt;color:#003a70">Saga Car Insurance &middot; Policy SMP6650183 &middot; <b>Page ${n} of 3</b></div></div>`;
const sagaFoot = (n: number) =>
  `<div style="font-size:6.5pt;color:#888;border-top:1px solid #ccc;padding-top:3pt">Saga Car Insurance is arranged and administered by Acromas Insurance Services Ltd (FRN 311722) and underwritten by Acromas Insurance Company Limited, Gibraltar. Saga Services Limited, Enbrook Park, Folkestone, Kent CT20 3SE. SMP6650183 &middot; ${n}/3</div>`;
const SAGA = [
  sheet(
    sagaHead(1),
    `<div style="font:11pt/1.5 Verdana">
    <p>Mr Kenneth Ashdown<br>9 The Paddocks<br>Alderholt<br>Fordingbridge SP6 3DX</p>
    <p class="r">Letter date: 18 December 2026</p>
    <p>Dear Mr Ashdown,</p>
    <p><b>Your car insurance renewal</b></p>
    <p>Thank you for being a Saga customer. Your car insurance policy is due for renewal on <b>17 January 2027</b>. Your renewal schedule is
    on the next page, and some important information about your policy is on page 3.</p>
    <p>Your new annual premium is £392.44. Last year you paid £376.10.</p>
    <p>As your policy is set to renew automatically, we will take the full premium from your card ending 7702 on or shortly after 17 January 2027.
    If you'd like to make a change, please call us free on 0800 096 4113. Our lines are open 8.30am to 7pm weekdays and 9am to 1pm on Saturdays.</p>
    <p>Yours sincerely,</p><p>Claire Mountford<br>Head of Motor Insurance</p></div>`,
    sagaFoot(1),
  ),
  sheet(
    sagaHead(2),
    `<div style="font:10pt/1.45 Verdana">
    <h2 style="font-size:14pt;color:#003a70;margin:0 0 8pt">Renewal schedule</h2>
    <div class="box" style="margin-bottom:8pt"><b>Your policy</b><br>Policy number: SMP6650183<br>Start date: 17/01/2027 &nbsp; End date: 16/01/2028<br>Level of cover: Comprehensive</div>
    <div class="box" style="margin-bottom:8pt"><b>Your car</b><br>Honda Jazz 1.3 i-VTEC EX &middot; Registration number GN17 OPB &middot; Garaged overnight</div>
    <div class="box" style="margin-bottom:8pt"><b>Who can drive</b><br>Kenneth Ashdown, date of birth 12/04/1953<br>Margaret Ashdown, date of birth 30/09/1955</div>
    <div class="box" style="margin-bottom:8pt"><b>Your excesses</b>
      <table style="width:100%"><tr><th>Type of claim</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
      <tr><td>Accidental damage, fire and theft</td><td class="r">£150</td><td class="r">£250</td><td class="r">£400</td></tr>
      <tr><td>Windscreen replacement</td><td class="r">£75</td><td class="r">£0</td><td class="r">£75</td></tr>
      <tr><td>Windscreen repair</td><td class="r">£0</td><td class="r">£0</td><td class="r">£0</td></tr>
      <tr><td>Any driver under 25 (additional)</td><td class="r">£300</td><td class="r">&ndash;</td><td class="r">£300</td></tr>
      <tr><td>Repairer not approved by us (additional)</td><td class="r">£250</td><td class="r">&ndash;</td><td class="r">£250</td></tr></table></div>
    <div class="box"><b>Your premium</b>
      <table style="width:100%"><tr><td>Annual premium for the year ahead</td><td class="r"><b>£392.44</b></td></tr>
      <tr><td>Annual premium last year</td><td class="r">£376.10</td></tr><tr><td>Increase</td><td class="r">£16.34</td></tr>
      <tr><td>Included at no extra cost: Saga Motor Legal Expenses and Saga Breakdown (roadside)</td><td class="r">&ndash;</td></tr></table></div></div>`,
    sagaFoot(2),
  ),
  sheet(
    sagaHead(3),
    `<div style="font:9pt/1.45 Verdana"><h2 style="font-size:13pt;color:#003a70;margin:0 0 8pt">Important information</h2>
    <p><b>Your cancellation rights.</b> You may cancel your policy within 14 days of the renewal date (17/01/2027) or of receiving your documents, whichever is later, and receive a refund for the time you were not covered, less an administration fee of £25.</p>
    <p><b>Complaints.</b> If you are unhappy, please contact Customer Relations, Saga Services Limited, Enbrook Park, Folkestone CT20 3SE. You may be able to refer your complaint to the Financial Ombudsman Service, Exchange Tower, London E14 9SR (0800 023 4567).</p>
    <p><b>Compensation.</b> Acromas Insurance Company Limited is covered by the Financial Services Compensation Scheme (FSCS).</p>
    <p><b>Your MOT.</b> Our records show your car's MOT is due on 08/06/2027.</p>
    <p style="font-size:6.5pt;color:#999">Saga Breakdown is provided by the AA. Saga Motor Legal Expenses is underwritten by Inter Partner Assistance SA (UK branch). Customer number C0042987771.</p></div>`,
    sagaFoot(3),
    true,
  ),
].join('');

// ---------------------------------------------------------------------------------------------------------------
// 6. Aviva: three pages, scanned. A letter, the schedule with an excess table by claim type, the policy terms.
const avivaHead = (n: number) =>
  `<div style="display:flex;justify-content:space-between;align-items:center;background:#ffd900;padding:6pt 10pt;margin-bottom:10pt"><b style="font:bold 22pt Arial;color:#004f9f">AVIVA</b><span style="font-size:8.5pt">Car Insurance &middot; Policy AHM 4582 2219 &middot; Page ${n} of 3</span></div>`;
const avivaFoot = (n: number) =>
  `<div style="font-size:6.5pt;color:#777">Aviva Insurance Limited. Registered in Scotland, No. 2116. Registered office: Pitheavlis, Perth PH2 0NH. Authorised by the PRA and regulated by the FCA and the PRA. Firm Reference Number 202153. &nbsp; AHM 4582 2219 &middot; Page ${n} of 3</div>`;
const AVIVA = [
  sheet(
    avivaHead(1),
    `<p>Ms Jennifer Lowry<br>6 Fernbank Close<br>Harrogate HG2 9LW</p>
    <p>Date of issue: 14 November 2026<br>Your reference: AHM 4582 2219</p>
    <h2 style="font-size:14pt;color:#004f9f">Your Aviva car insurance renewal</h2>
    <p>Dear Ms Lowry,</p>
    <p>Your Aviva car insurance renews on <b>12 December 2026</b>. We've worked out your price for the coming year, and it's shown below together with what you paid last year.</p>
    <div class="box" style="width:60%;margin:10pt 0"><table style="width:100%"><tr><td>This year's premium</td><td class="r"><b>£533.76</b></td></tr><tr><td>Last year's premium</td><td class="r">£498.31</td></tr></table></div>
    <p>Your premium includes Insurance Premium Tax. It has increased by £35.45 compared with last year.</p>
    <p>You pay monthly by Direct Debit. Your first payment of £48.52 will be taken on 12/12/2026, followed by 11 payments of £48.52 (total £582.24; interest £48.48, APR 18.9% representative).</p>
    <p>Please check your schedule on page 2 and the terms on page 3. You don't need to do anything to renew.</p>
    <p>Yours sincerely,<br>Aviva Customer Services</p>`,
    avivaFoot(1),
  ),
  sheet(
    avivaHead(2),
    `<h2 style="font-size:13pt;color:#004f9f;margin:0 0 6pt">Your renewal schedule</h2>
    <table style="width:100%"><tr><td style="width:35%">Policyholder</td><td>Ms Jennifer Lowry</td></tr><tr><td>Policy number</td><td>AHM 4582 2219</td></tr>
    <tr><td>Cover starts</td><td>12 December 2026</td></tr><tr><td>Cover ends</td><td>11 December 2027</td></tr>
    <tr><td>Car</td><td>Toyota Yaris Hybrid Design 1.5, registration YD68 FKJ</td></tr><tr><td>Cover type</td><td>Comprehensive</td></tr>
    <tr><td>Drivers</td><td>Jennifer Lowry (date of birth 25/03/1979); Callum Lowry (date of birth 14/07/2006)</td></tr></table>
    <h3 style="color:#004f9f;margin:12pt 0 4pt">Excesses</h3>
    <table style="width:100%;border:1px solid #999"><tr style="background:#eef3fa"><th>Claim type</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
    <tr><td>Accidental damage</td><td class="r">£250</td><td class="r">£250</td><td class="r">£500</td></tr>
    <tr><td>Fire and theft</td><td class="r">£250</td><td class="r">£250</td><td class="r">£500</td></tr>
    <tr><td>Windscreen replacement</td><td class="r">£90</td><td class="r">&ndash;</td><td class="r">£90</td></tr>
    <tr><td>Windscreen repair</td><td class="r">£25</td><td class="r">&ndash;</td><td class="r">£25</td></tr>
    <tr><td>Young driver (under 21), additional</td><td class="r">£300</td><td class="r">&ndash;</td><td class="r">£300</td></tr>
    <tr><td>Non-approved repairer, additional</td><td class="r">£250</td><td class="r">&ndash;</td><td class="r">£250</td></tr></table>
    <h3 style="color:#004f9f;margin:12pt 0 4pt">Premium</h3>
    <table style="width:100%"><tr><td>Annual premium (including IPT)</td><td class="r">£533.76</td></tr><tr><td>Previous annual premium</td><td class="r">£498.31</td></tr></table>`,
    avivaFoot(2),
  ),
  sheet(
    avivaHead(3),
    `<h2 style="font-size:13pt;color:#004f9f;margin:0 0 6pt">Terms and conditions</h2>
    <div style="font-size:7.5pt;color:#555;column-count:2;column-gap:14pt">
    <p>1. This schedule forms part of your policy and must be read together with your policy booklet (ref. AVCAR-0925) and your Certificate of Motor Insurance.</p>
    <p>2. Your excesses apply to each claim. If more than one excess applies, they are added together.</p>
    <p>3. If you pay by instalments, your credit agreement is with Aviva Insurance Limited. Missing a payment may mean your policy is cancelled.</p>
    <p>4. You have 14 days from 12 December 2026 to cancel. We'll refund the premium for the unused period.</p>
    <p>5. Aviva Motor Legal Protection, if chosen, is underwritten by Arag plc. Breakdown cover, if chosen, is provided by RAC Motoring Services.</p>
    <p>6. We may record calls for training and monitoring. For help call 0800 051 3619.</p>
    <p>7. Financial Ombudsman Service: 0800 023 4567. FSCS: www.fscs.org.uk.</p></div>`,
    avivaFoot(3),
    true,
  ),
].join('');

// ---------------------------------------------------------------------------------------------------------------
// 8. Zurich: two pages, scanned. A serif letter; the schedule in one long ruled table on page 2.
const ZURICH = [
  sheet(
    `<div style="display:flex;align-items:center;gap:10pt;margin-bottom:14pt"><div style="width:34pt;height:34pt;border-radius:50%;background:#2167ae;color:#fff;font:bold 22pt Arial;text-align:center;line-height:34pt">Z</div><div style="font:bold 20pt Arial;color:#2167ae">ZURICH</div><div style="flex:1;text-align:right;font-size:8pt">Zurich Car Insurance<br>PO Box 1001, Farnborough GU14 0AZ<br>Ref ZPC-3390716 &middot; Page 1 of 2</div></div>`,
    `<div style="font:10.5pt/1.5 'Times New Roman',serif">
    <p>Dr Alan Ferreira<br>31 Mill Hill Road<br>Derby DE23 6SB</p>
    <p>2 January 2027</p>
    <p>Dear Dr Ferreira</p>
    <p><b>Renewal of your car insurance, policy ZPC-3390716</b></p>
    <p>Your policy is due for renewal on 29 January 2027. We enclose your renewal schedule showing your cover, excesses and premium for the year from
    29/01/2027. Last year your premium was £655.80; for the coming year it is £704.55.</p>
    <p>If your circumstances have changed in the last year, for example you have moved house, changed jobs or have had any motoring convictions,
    please tell us before the renewal date by calling 0800 302 8117 (quote customer ID 77 019 2243).</p>
    <p>Yours sincerely</p><p>Helen Garside<br>Personal Lines Customer Service Manager</p></div>`,
    `<div style="font-size:6.5pt;color:#777;border-top:1px solid #ccc;padding-top:3pt">Zurich Insurance Company Ltd (UK branch). Registered in England and Wales, No. BR000105. UK Branch Head Office: The Zurich Centre, 3000 Parkway, Whiteley, Fareham, Hampshire PO15 7JZ. Ref ZPC-3390716 &middot; Page 1 of 2</div>`,
  ),
  sheet(
    `<div style="display:flex;justify-content:space-between;border-bottom:2px solid #2167ae;padding-bottom:3pt;margin-bottom:10pt;font-size:8.5pt"><b style="font:bold 14pt Arial;color:#2167ae">ZURICH</b><span>Motor Renewal Schedule &middot; ZPC-3390716 &middot; Page 2 of 2</span></div>`,
    `<table style="width:100%;font:10pt 'Times New Roman',serif" border="1" cellspacing="0">
      <tr><td style="width:40%;padding-left:4pt">Policy number</td><td>ZPC-3390716</td></tr>
      <tr><td style="padding-left:4pt">Insured</td><td>Dr Alan Ferreira</td></tr>
      <tr><td style="padding-left:4pt">Renewal date</td><td>29 January 2027</td></tr>
      <tr><td style="padding-left:4pt">Period of insurance</td><td>29/01/2027 &ndash; 28/01/2028</td></tr>
      <tr><td style="padding-left:4pt">Insured vehicle</td><td>Audi A3 Sportback 35 TFSI S line (2015), registration DE15 MYO</td></tr>
      <tr><td style="padding-left:4pt">Cover</td><td>Comprehensive</td></tr>
      <tr><td style="padding-left:4pt">Permitted drivers</td><td>The insured (born 02/12/1972) and Ana Ferreira (born 17/08/1974)</td></tr>
      <tr><td style="padding-left:4pt">Compulsory excess</td><td>£400</td></tr>
      <tr><td style="padding-left:4pt">Voluntary excess</td><td>£100</td></tr>
      <tr><td style="padding-left:4pt">Total own damage excess</td><td>£500</td></tr>
      <tr><td style="padding-left:4pt">Glass excess</td><td>£115 (replacement), £20 (repair)</td></tr>
      <tr><td style="padding-left:4pt">Premium (incl. IPT)</td><td>£704.55</td></tr>
      <tr><td style="padding-left:4pt">Previous premium</td><td>£655.80</td></tr>
    </table>
    <p style="font:6.5pt Arial;color:#888;margin-top:12pt">Endorsements: Z04 Approved repairer; Z11 Overnight garaging. Zurich Car Insurance policies are underwritten by Zurich Insurance Company Ltd. Motor legal expenses, if selected, are underwritten by Financial &amp; Legal Insurance Company Limited.</p>`,
    `<div style="font-size:6.5pt;color:#777;border-top:1px solid #ccc;padding-top:3pt">Ref ZPC-3390716 &middot; Page 2 of 2</div>`,
    true,
  ),
].join('');

// ---------------------------------------------------------------------------------------------------------------
// 9. esure: three pages, scanned. The end of the current cover and the start of the new one both given.
const esureHead = (n: number) =>
  `<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ccc;padding-bottom:4pt;margin-bottom:10pt"><span style="font:bold 22pt Arial;color:#e6007e">esure</span><span style="font-size:8pt;color:#666">Policy number ESM0044218763 | Page ${n} of 3</span></div>`;
const esureFoot = (n: number) =>
  `<div style="font-size:6.5pt;color:#888">esure Insurance Limited, The Observatory, Reigate, Surrey RH2 0SG. Registered in England and Wales No. 3800203. Authorised by the PRA and regulated by the FCA and PRA (FRN 208207). ESM0044218763 | Page ${n} of 3</div>`;
const ESURE = [
  sheet(
    esureHead(1),
    `<div style="font:10pt/1.5 Trebuchet MS, Arial">
    <p>Mr Oliver Brannigan<br>57 Cobden Street<br>Luton LU2 0NF</p><p>11 February 2027</p>
    <h2 style="font-size:15pt;color:#e6007e">Your renewal is here</h2>
    <p>Hi Oliver,</p>
    <p>Your esure car insurance for your Kia Sportage (BF20 CXA) is coming up for renewal. Your current cover ends at 23:59 on 9 March 2027 and your new cover
    starts on <b>10 March 2027</b>.</p>
    <p>Your renewal price is <b>£811.20</b> (last year's price: £759.99). Your schedule with the full breakdown is on page 2.</p>
    <p>You've chosen not to auto-renew, so to stay covered you'll need to renew online or call us on 0345 600 3950 before 9 March 2027.</p>
    <p>Thanks,<br>The esure team</p></div>`,
    esureFoot(1),
  ),
  sheet(
    esureHead(2),
    `<div style="font:9.5pt/1.45 Trebuchet MS, Arial">
    <h3 style="margin:0 0 6pt">Renewal schedule</h3>
    <div style="display:grid;grid-template-columns:1fr 1fr;gap:8pt">
      <div style="background:#fbe5f1;padding:6pt"><b>Vehicle details</b><br>Kia Sportage 1.6 GDi 2 ISG<br>Registration: BF20 CXA<br>Value: £14,900<br>Annual mileage: 10,000</div>
      <div style="background:#fbe5f1;padding:6pt"><b>Drivers</b><br>Oliver Brannigan (main), born 19/09/1988<br>Chloe Brannigan, born 03/03/1990</div>
      <div style="background:#fbe5f1;padding:6pt"><b>Cover</b><br>Comprehensive<br>New cover starts: 10/03/2027<br>Cover ends: 09/03/2028</div>
      <div style="background:#fbe5f1;padding:6pt"><b>Excesses</b><br>Compulsory excess: £295<br>Voluntary excess: £250<br>Total excess: £545</div></div>
    <table style="width:100%;margin-top:10pt"><tr><th>Premium</th><th class="r">This year</th><th class="r">Last year</th></tr>
    <tr><td>Car insurance (incl. IPT)</td><td class="r">£811.20</td><td class="r">£759.99</td></tr>
    <tr><td>Difference</td><td class="r">+£51.21</td><td></td></tr></table>
    <p style="font-size:7pt;color:#888">Additional excess of £250 for drivers under 25 or holding a provisional licence. Windscreen: £95 replacement, £10 repair. Non-esure repairer: extra £250.</p></div>`,
    esureFoot(2),
  ),
  sheet(
    esureHead(3),
    `<div style="font:9pt/1.45 Trebuchet MS, Arial"><h3 style="margin:0 0 6pt">Statement of Fact</h3>
    <table><tr><td>Occupation (main driver)</td><td>Electrician</td></tr><tr><td>Licence held since</td><td>2006</td></tr><tr><td>Claims in last 5 years</td><td>1 (2023, windscreen, no fault)</td></tr>
    <tr><td>Convictions</td><td>None</td></tr><tr><td>Car kept</td><td>On the street outside home</td></tr><tr><td>MOT expiry</td><td>22/04/2027</td></tr><tr><td>Quote reference</td><td>Q-88301927</td></tr></table>
    <p style="font-size:7pt;color:#888;margin-top:12pt">If any details are wrong, please tell us. Breakdown cover, if bought, is provided by Green Flag. Motor Legal Protection is underwritten by Aviva Insurance Limited.</p></div>`,
    esureFoot(3),
    true,
  ),
].join('');

// ---------------------------------------------------------------------------------------------------------------
// 10. 1st Central: two pages, scanned. A short covering letter with a marketing strip; the schedule on page 2.
const FIRST_CENTRAL = [
  sheet(
    `<div style="background:#2b2d7c;color:#fff;padding:10pt 14pt;display:flex;justify-content:space-between"><b style="font-size:20pt">1st Central</b><span style="font-size:8.5pt;align-self:center">Policy 1CM-0937-4418 &middot; Page 1 of 2</span></div>`,
    `<p style="margin-top:14pt">Mr Jordan Blake<br>118 Wakefield Road<br>Leeds LS10 3QR</p>
    <p>27 November 2026 &nbsp;&nbsp; Customer ID 40918 772</p>
    <h2 style="font-size:14pt;color:#2b2d7c">Your car insurance renewal</h2>
    <p>Hi Jordan, your policy for your BMW 1 Series is up for renewal. Your renewal date is <b>24/12/2026</b>.</p>
    <p>The price for your car insurance next year is £936.40. Last year you paid £871.75.</p>
    <p>You pay monthly: a deposit of £93.64 on 24/12/2026, then 10 monthly payments of £90.18 (total payable £995.44, APR 24.9% representative).</p>
    <div style="border:2px solid #00b2a9;padding:8pt;margin-top:14pt"><b style="color:#00b2a9">New: 1st Central Rewards</b><br>Download the app and get discounts at over 100 retailers. Plus, protect your no claims bonus from just £3 a month.</div>
    <p style="margin-top:12pt">Your full schedule is overleaf. Questions? Call 0333 043 2000.</p>`,
    `<div style="font-size:6.5pt;color:#888">1st Central Insurance Management Limited is authorised and regulated by the FCA (FRN 610004). Policies are underwritten by Skyfire Insurance Company Limited, Gibraltar. 1CM-0937-4418 &middot; Page 1 of 2</div>`,
  ),
  sheet(
    `<div style="border-bottom:3px solid #2b2d7c;margin-bottom:10pt;display:flex;justify-content:space-between"><b style="font-size:13pt;color:#2b2d7c">1st Central &ndash; Schedule</b><span style="font-size:8.5pt">1CM-0937-4418 &middot; Page 2 of 2</span></div>`,
    `<table style="width:100%">
      <tr><td>Policyholder</td><td>Jordan Blake (born 08/05/2003)</td></tr><tr><td>Policy number</td><td>1CM-0937-4418</td></tr>
      <tr><td>Renewal date</td><td>24/12/2026</td></tr><tr><td>Vehicle</td><td>BMW 118i M Sport (2019) &ndash; LS19 UGH</td></tr>
      <tr><td>Cover</td><td>Comprehensive, with telematics (1st Central Drive app)</td></tr></table>
    <table style="width:100%;margin-top:10pt;border-top:1px solid #999;border-bottom:1px solid #999">
      <tr><td>Compulsory excess</td><td class="r">£500</td></tr><tr><td>Voluntary excess</td><td class="r">£250</td></tr><tr><td>Total excess</td><td class="r">£750</td></tr></table>
    <table style="width:100%;margin-top:10pt">
      <tr><td>Renewal premium</td><td class="r">£936.40</td></tr><tr><td>Previous premium</td><td class="r">£871.75</td></tr>
      <tr><td>Pay monthly total payable</td><td class="r">£995.44</td></tr></table>
    <p style="font-size:7pt;color:#888;margin-top:10pt">Young driver excess is included in the compulsory excess shown. Telematics: curfew does not apply.</p>`,
    `<div style="font-size:6.5pt;color:#888">1CM-0937-4418 &middot; Page 2 of 2</div>`,
    true,
  ),
].join('');

// ---------------------------------------------------------------------------------------------------------------
// 7. Churchill: two pages drawn by pdfkit, scanned. Boxes drawn as rectangles; header and footer on both pages.
function drawChurchill(doc: PDFKit.PDFDocument): void {
  const header = (n: number) => {
    doc.rect(0, 0, doc.page.width, 46).fill('#003b71');
    doc.fillColor('white').font('Helvetica-Bold').fontSize(20).text('Churchill', 50, 13);
    doc.font('Helvetica').fontSize(8).text(`Car Insurance   Policy number CH-77104429   Page ${n} of 2`, 300, 19, { width: 245, align: 'right' });
    doc.fillColor('black');
  };
  const footer = (n: number) => {
    doc.font('Helvetica').fontSize(6).fillColor('#777777');
    doc.text(`Churchill Insurance Company Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 2258947. Authorised by the PRA and regulated by the FCA and PRA. CH-77104429   Page ${n} of 2`, 50, 768, { width: 495 });
    doc.fillColor('black');
  };
  header(1);
  doc.font('Helvetica').fontSize(10);
  doc.text('Mrs Fiona MacLeod\n27 Braid Crescent\nEdinburgh\nEH10 6AX', 50, 80);
  doc.text('Date: 07 January 2027', 380, 80);
  doc.text('Customer number: 55190-3382', 380, 94);
  doc.font('Helvetica-Bold').fontSize(13).text('Your renewal documents', 50, 170);
  doc.font('Helvetica').fontSize(10);
  doc.text('Dear Mrs MacLeod,', 50, 195);
  doc.text(
    'Thank you for insuring your car with Churchill. Your policy is due for renewal, and your renewal schedule is on page 2. Good news: your premium has gone down this year.',
    50,
    215,
    { width: 495 },
  );
  doc.text('Your new policy starts on 04/02/2027. Your renewal premium is £617.09, down £85.31 on last year\'s premium of £702.40.', 50, 255, { width: 495 });
  doc.text(
    'You pay by continuous card payment, so we will renew your policy automatically and take £617.09 from your card ending 3390 on 04/02/2027. If you do not want to renew, please call us on 0345 878 6261 before then.',
    50,
    285,
    { width: 495 },
  );
  doc.rect(50, 340, 495, 60).stroke('#003b71');
  doc.font('Helvetica-Bold').text('Protect your no claims discount', 60, 350);
  doc.font('Helvetica').fontSize(9).text('Add NCD protection for £42.50 and keep your 5 years\' discount even if you make up to two claims in three years.', 60, 366, { width: 475 });
  doc.fontSize(10).text('Yours sincerely,', 50, 420);
  doc.text('Andrew Keel\nCustomer Services Director', 50, 450);
  footer(1);
  doc.addPage();
  header(2);
  doc.font('Helvetica-Bold').fontSize(13).text('Renewal schedule', 50, 70);
  const block = (title: string, y: number, rows: [string, string][]) => {
    const height = 22 + rows.length * 15;
    doc.rect(50, y, 495, height).stroke('#999999');
    doc.rect(50, y, 495, 17).fill('#e6edf5').fillColor('black');
    doc.font('Helvetica-Bold').fontSize(9.5).text(title, 58, y + 4);
    doc.font('Helvetica').fontSize(9.5);
    rows.forEach(([label, value], index) => {
      doc.text(label, 58, y + 22 + index * 15);
      doc.text(value, 260, y + 22 + index * 15);
    });
    return y + height + 10;
  };
  let y = 95;
  y = block('Vehicle details', y, [
    ['Registration number', 'SK66 LTV'],
    ['Make and model', 'Nissan Qashqai 1.5 dCi Acenta'],
    ['Year', '2016'],
  ]);
  y = block('Drivers', y, [
    ['Fiona MacLeod', 'date of birth 21/02/1985 (policyholder)'],
    ['Ewan MacLeod', 'date of birth 09/12/1983'],
  ]);
  y = block('Cover', y, [
    ['Cover type', 'Comprehensive'],
    ['Start date', '04/02/2027'],
    ['End date', '03/02/2028'],
  ]);
  y = block('Premium', y, [
    ['Renewal premium', '£617.09'],
    ['Last year\'s premium', '£702.40'],
    ['Change', '-£85.31'],
  ]);
  block('Excesses', y, [
    ['Compulsory excess', '£250'],
    ['Voluntary excess', '£350'],
    ['Total excess', '£600'],
    ['Windscreen replacement', '£115'],
  ]);
  footer(2);
}

// ---------------------------------------------------------------------------------------------------------------
// Photos: each the schedule page of a longer pack, with its own header and footer.

// 11. Admiral: 'Page 2 of 3', blocks in boxes down the page.
const ADMIRAL = sheet(
  `<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #0b2e63;padding-bottom:4pt;margin-bottom:10pt"><span style="font:bold 22pt Arial;color:#0b2e63">Admiral</span><span style="font-size:9pt">Car Insurance Schedule &middot; Policy number P74418203 &middot; Page 2 of 3</span></div>`,
  `<div class="box" style="margin-bottom:8pt"><b>Policyholder</b><br>Mr Rhys Davies &middot; 8 Heol y Nant, Pontypridd CF37 4RT &middot; Period of cover: 15/01/2027 to 14/01/2028</div>
  <div class="box" style="margin-bottom:8pt"><b>Vehicle details</b><table><tr><td>Registration</td><td>MA18 DZE</td></tr><tr><td>Vehicle</td><td>Volkswagen Golf 1.5 TSI Match, 2018</td></tr><tr><td>Use</td><td>Social, domestic and pleasure including commuting</td></tr></table></div>
  <div class="box" style="margin-bottom:8pt"><b>Drivers</b><table><tr><td>Rhys Davies</td><td>born 16/07/1990, full UK licence 12 years</td></tr><tr><td>Seren Davies</td><td>born 05/01/1992, full UK licence 10 years</td></tr></table></div>
  <div class="box" style="margin-bottom:8pt"><b>Cover</b><br>Comprehensive &middot; No claims bonus 7 years &middot; Motor legal protection: not taken</div>
  <div class="box" style="margin-bottom:8pt"><b>Premium</b><table style="width:100%"><tr><td>Renewal premium</td><td class="r"><b>£573.62</b></td></tr><tr><td>Last year's premium</td><td class="r">£540.10</td></tr><tr><td>Difference</td><td class="r">£33.52 more</td></tr></table></div>
  <div class="box"><b>Excesses</b><table style="width:100%"><tr><td>Compulsory excess</td><td class="r">£250</td></tr><tr><td>Voluntary excess</td><td class="r">£150</td></tr><tr><td>Total excess</td><td class="r">£400</td></tr></table></div>`,
  `<div style="font-size:6.5pt;color:#888;border-top:1px solid #ccc;padding-top:3pt">EUI Limited is authorised and regulated by the FCA (FRN 309378). Admiral Insurance Company Limited, Ty Admiral, David Street, Cardiff CF10 2EH. Policy number P74418203 &middot; Page 2 of 3</div>`,
  true,
);

// 12. Hastings Direct (sideways): 'Page 2 of 2', an excess table by claim type and a lower price.
const HASTINGS = sheet(
  `<div style="background:#ffcc00;padding:8pt 12pt;display:flex;justify-content:space-between;align-items:center;margin-bottom:10pt"><b style="font-size:20pt;color:#1b1b1b">Hastings Direct</b><span style="font-size:9pt">Policy HD-M-33091742 &middot; Page 2 of 2</span></div>`,
  `<h2 style="font-size:14pt;margin:0 0 8pt">Your renewal details</h2>
  <table style="width:100%"><tr><td style="width:40%">Name</td><td>Ms Chantelle Osei</td></tr><tr><td>Cover start date</td><td>06 February 2027</td></tr>
  <tr><td>Car</td><td>Peugeot 208 1.2 PureTech Active &middot; EJ16 PWX</td></tr><tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>Main driver</td><td>Chantelle Osei, born 28/11/1995</td></tr></table>
  <h3 style="margin:12pt 0 4pt">Price</h3>
  <table style="width:100%"><tr><td>Your new price</td><td class="r"><b>£489.30</b></td></tr><tr><td>What you paid last year</td><td class="r">£512.66</td></tr><tr><td>Your price has gone down by</td><td class="r">£23.36</td></tr></table>
  <h3 style="margin:12pt 0 4pt">Excesses</h3>
  <table style="width:100%;border:1px solid #999"><tr style="background:#fff3bf"><th>Claim type</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
  <tr><td>Accidental damage</td><td class="r">£300</td><td class="r">£200</td><td class="r">£500</td></tr>
  <tr><td>Fire and theft</td><td class="r">£300</td><td class="r">£200</td><td class="r">£500</td></tr>
  <tr><td>Windscreen replacement / repair</td><td class="r">£100 / £15</td><td class="r">&ndash;</td><td class="r">£100 / £15</td></tr>
  <tr><td>Young driver (additional)</td><td class="r">£250</td><td class="r">&ndash;</td><td class="r">£250</td></tr>
  <tr><td>Non-approved repairer (additional)</td><td class="r">£250</td><td class="r">&ndash;</td><td class="r">£250</td></tr></table>`,
  `<div style="font-size:6.5pt;color:#888;border-top:1px solid #ccc;padding-top:3pt">Hastings Direct is a trading name of Advantage Insurance Company Limited and Hastings Insurance Services Limited. HD-M-33091742 &middot; Page 2 of 2</div>`,
  true,
);

// 13. More Than: big logo block and a marketing panel on the schedule page, 'Page 2 of 3'.
const MORE_THAN = sheet(
  `<div style="display:grid;grid-template-columns:1fr 1fr;margin-bottom:10pt"><div style="background:#00a14b;color:#fff;padding:14pt"><div style="font:bold 28pt Arial">MORE TH&gt;N</div><div style="font-size:10pt">car insurance</div></div><div style="padding:14pt;font-size:9pt;text-align:right">Renewal schedule<br>Policy number MTC/00814573<br>Page 2 of 3</div></div>`,
  `<div style="display:grid;grid-template-columns:2fr 1fr;gap:14pt">
    <div><table style="width:100%"><tr><td>Policyholder</td><td>Mr Liam Hargreaves</td></tr><tr><td>Your new policy starts</td><td>19 December 2026</td></tr>
    <tr><td>Vehicle</td><td>Mazda CX-5 2.2d SE-L Nav (2017)</td></tr><tr><td>Registration</td><td>NU67 ABK</td></tr><tr><td>Cover</td><td>Comprehensive</td></tr>
    <tr><td>Drivers</td><td>Liam Hargreaves (born 30/04/1977); Nicola Hargreaves (born 12/12/1979)</td></tr></table>
    <table style="width:100%;margin-top:10pt"><tr style="border-bottom:1px solid #00a14b"><th>Premium</th><th class="r"></th></tr><tr><td>Renewal premium</td><td class="r"><b>£655.18</b></td></tr><tr><td>Last year's premium</td><td class="r">£619.70</td></tr></table>
    <table style="width:100%;margin-top:10pt"><tr style="border-bottom:1px solid #00a14b"><th>Excesses</th><th class="r"></th></tr><tr><td>Compulsory excess</td><td class="r">£200</td></tr><tr><td>Voluntary excess</td><td class="r">£300</td></tr><tr><td>Total excess</td><td class="r">£500</td></tr></table></div>
    <div style="background:#e5f5ec;padding:10pt;font-size:9pt"><b style="font-size:12pt">Why not add...</b><br><br>MORE THAN Breakdown from £36<br><br>Key cover from £15<br><br>Courtesy car plus from £25<br><br>Call 0330 102 7001 or visit our website.</div></div>`,
  `<div style="font-size:6.5pt;color:#888;border-top:1px solid #ccc;padding-top:3pt">MORE THAN is a trading name of Royal &amp; Sun Alliance Insurance Limited (No. 93792). Registered in England and Wales at St Mark's Court, Chart Way, Horsham, West Sussex RH12 1XL. MTC/00814573 &middot; Page 2 of 3</div>`,
  true,
);

// 14. AXA: a compact schedule in two columns, 'Page 2 of 3', a dd/mm/yyyy renewal date.
const AXA = sheet(
  `<div style="display:flex;justify-content:space-between;align-items:center;margin-bottom:12pt"><span style="background:#00008f;color:#fff;font:bold 22pt Arial;padding:4pt 10pt">AXA</span><span style="font-size:8.5pt;color:#00008f">AXA Car Insurance &middot; Renewal schedule &middot; MPA7720118 &middot; Page 2 of 3</span></div>`,
  `<div class="cols">
    <div><div style="color:#00008f;font-weight:bold;border-bottom:1px solid #00008f">Policy</div><table><tr><td>Policy number</td><td>MPA7720118</td></tr><tr><td>Renewal date</td><td>11/02/2027</td></tr><tr><td>Policyholder</td><td>Miss Hannah Whitfield</td></tr><tr><td>Cover</td><td>Comprehensive</td></tr></table>
    <div style="color:#00008f;font-weight:bold;border-bottom:1px solid #00008f;margin-top:10pt">Vehicle</div><table><tr><td>Registration</td><td>PK65 VHL</td></tr><tr><td>Model</td><td>Fiat 500 1.2 Lounge</td></tr><tr><td>MOT due</td><td>30/09/2027</td></tr></table></div>
    <div><div style="color:#00008f;font-weight:bold;border-bottom:1px solid #00008f">Premium</div><table style="width:100%"><tr><td>Renewal premium</td><td class="r">£398.05</td></tr><tr><td>Previous premium</td><td class="r">£361.90</td></tr><tr><td>Change</td><td class="r">+£36.15</td></tr></table>
    <div style="color:#00008f;font-weight:bold;border-bottom:1px solid #00008f;margin-top:10pt">Excesses</div><table style="width:100%"><tr><td>Compulsory</td><td class="r">£250</td></tr><tr><td>Voluntary</td><td class="r">£0</td></tr><tr><td>Total</td><td class="r">£250</td></tr></table></div></div>
  <div style="color:#00008f;font-weight:bold;border-bottom:1px solid #00008f;margin-top:14pt">Drivers</div>
  <table><tr><td>Hannah Whitfield</td><td>date of birth 14/02/1998</td><td>licence held 6 years</td></tr></table>
  <p style="font-size:6.5pt;color:#999;margin-top:14pt">AXA Insurance UK plc. Registered in England and Wales No. 78950. 20 Gracechurch Street, London EC3V 0BG. Authorised by the PRA and regulated by the FCA and PRA. Legal expenses, if included, are provided by AXA Legal Protection. Breakdown is provided by AXA Assistance.</p>`,
  `<div style="font-size:7pt;color:#666;display:flex;justify-content:space-between;border-top:1px solid #ccc;padding-top:3pt"><span>MPA7720118</span><span>Page 2 of 3</span></div>`,
  true,
);

// 15. Adrian Flux (sideways): a broker's schedule, the underwriter in the small print, 'Page 2 of 3'.
const ADRIAN_FLUX = sheet(
  `<div style="border-bottom:3px double #000;padding-bottom:4pt;margin-bottom:10pt;display:flex;justify-content:space-between;align-items:flex-end"><span style="font:bold 22pt Georgia">Adrian Flux</span><span style="font-size:8.5pt">Motor Renewal Schedule<br>Policy AF/PC/4418027 &middot; Page 2 of 3</span></div>`,
  `<table style="width:100%">
    <tr><td style="width:38%">Insured</td><td>Mr Peter Langley</td></tr><tr><td>Policy number</td><td>AF/PC/4418027</td></tr>
    <tr><td>Renewal date</td><td>27 February 2027</td></tr><tr><td>Vehicle</td><td>Mazda MX-5 1.8i (2013), registration CV63 RJO</td></tr>
    <tr><td>Cover</td><td>Comprehensive, limited mileage (5,000 miles), club membership discount</td></tr>
    <tr><td>Driving</td><td>Insured only (born 22/06/1969)</td></tr></table>
  <table style="width:100%;margin-top:12pt;border:1px solid #000"><tr><th colspan="2" style="border-bottom:1px solid #000">Premium</th></tr>
    <tr><td>Renewal premium (inclusive of IPT)</td><td class="r">£452.80</td></tr><tr><td>Expiring premium</td><td class="r">£430.00</td></tr></table>
  <table style="width:100%;margin-top:12pt;border:1px solid #000"><tr><th colspan="2" style="border-bottom:1px solid #000">Excesses</th></tr>
    <tr><td>Compulsory excess</td><td class="r">£350</td></tr><tr><td>Voluntary excess</td><td class="r">£150</td></tr><tr><td>Total excess</td><td class="r">£500</td></tr></table>
  <p style="font-size:6.5pt;color:#888;margin-top:14pt">This policy is arranged by Adrian Flux Insurance Services and underwritten by Sabre Insurance Company Limited. Adrian Flux Insurance Services is a trading name of Adrian Flux Insurance Services Group, East Winch Hall, East Winch, King's Lynn, Norfolk PE32 1HN, authorised and regulated by the FCA (FRN 307885).</p>`,
  `<div style="font-size:7pt;border-top:1px solid #000;padding-top:3pt">AF/PC/4418027 &middot; Page 2 of 3 &middot; Claims 0800 369 8590</div>`,
  true,
);

// 16. Intelligent Insurance: the schedule page, 'Page 2 of 2', cover ending at 23:59 and the new period stated.
const INTELLIGENT = sheet(
  `<div style="display:flex;justify-content:space-between;align-items:center;margin-bottom:10pt;border-bottom:2px solid #6a1b9a;padding-bottom:4pt"><span style="font:bold 18pt Arial;color:#6a1b9a">Intelligent Insurance</span><span style="font-size:8.5pt">INT-PC-2093384 &middot; Page 2 of 2</span></div>`,
  `<h2 style="font-size:13pt;margin:0 0 8pt">Renewal schedule</h2>
  <table style="width:100%">
    <tr><td style="width:40%">Policy number</td><td>INT-PC-2093384</td></tr><tr><td>Policyholder</td><td>Mr Kieran Doyle</td></tr>
    <tr><td>Current cover ends</td><td>23:59 on 02/01/2027</td></tr><tr><td>New period starts</td><td>03/01/2027</td></tr>
    <tr><td>Vehicle</td><td>Ford Fiesta 1.0 EcoBoost Zetec (2014) &ndash; RO14 KFN</td></tr><tr><td>Cover</td><td>Comprehensive</td></tr>
    <tr><td>Drivers</td><td>Kieran Doyle (born 11/03/2001)</td></tr></table>
  <div class="cols" style="margin-top:12pt">
    <div class="box"><b>Premium</b><table style="width:100%"><tr><td>New premium</td><td class="r">£723.50</td></tr><tr><td>Last year</td><td class="r">£688.25</td></tr><tr><td>Increase</td><td class="r">£35.25</td></tr></table></div>
    <div class="box"><b>Excess</b><table style="width:100%"><tr><td>Compulsory</td><td class="r">£450</td></tr><tr><td>Voluntary</td><td class="r">£250</td></tr><tr><td>Total</td><td class="r">£700</td></tr></table></div></div>
  <p style="font-size:6.5pt;color:#999;margin-top:12pt">Intelligent Insurance is a trading name of Intelligent Car Insurance Services. Policies are underwritten by a panel of insurers; your insurer is shown on your Certificate of Motor Insurance.</p>`,
  `<div style="font-size:7pt;color:#666;border-top:1px solid #ccc;padding-top:3pt">INT-PC-2093384 &middot; Page 2 of 2</div>`,
  true,
);

export const FRESH_NOTICES_33: FreshNotice[] = [
  {
    name: 'ageas',
    html: AGEAS,
    expected: { renewalDate: '2027-01-08', insurer: 'Ageas', policyNumber: 'PC 04418 2263', registrationNumber: 'KM19XPO', renewalPremium: '611.35', previousPremium: '548.20', compulsoryExcess: '300', voluntaryExcess: '150', totalExcess: '450' },
  },
  {
    name: 'lv',
    html: LV,
    expected: { renewalDate: '2027-02-03', insurer: 'LV=', policyNumber: 'MO 34178825', registrationNumber: 'LB67WZT', renewalPremium: '742.18', previousPremium: '689.50', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'direct-line',
    html: DIRECT_LINE,
    expected: { renewalDate: '2026-12-22', insurer: 'Direct Line', policyNumber: 'PY-7731-2046-18', registrationNumber: 'WR21HNV', renewalPremium: '468.92', previousPremium: '431.07', compulsoryExcess: '350', voluntaryExcess: '0', totalExcess: '350' },
  },
  {
    name: 'nfu-mutual',
    html: NFU_MUTUAL,
    expected: { renewalDate: '2027-03-01', insurer: 'NFU Mutual', policyNumber: 'MC 2216 0947 1', registrationNumber: 'AY70RKU', renewalPremium: '884.60', previousPremium: '812.95', compulsoryExcess: '200', voluntaryExcess: '100', totalExcess: '300' },
  },
  {
    name: 'saga',
    html: SAGA,
    expected: { renewalDate: '2027-01-17', insurer: 'Saga', policyNumber: 'SMP6650183', registrationNumber: 'GN17OPB', renewalPremium: '392.44', previousPremium: '376.10', compulsoryExcess: '150', voluntaryExcess: '250', totalExcess: '400' },
  },
  {
    name: 'aviva',
    html: AVIVA,
    scan: true,
    expected: { renewalDate: '2026-12-12', insurer: 'Aviva', policyNumber: 'AHM 4582 2219', registrationNumber: 'YD68FKJ', renewalPremium: '533.76', previousPremium: '498.31', compulsoryExcess: '250', voluntaryExcess: '250', totalExcess: '500' },
  },
  {
    name: 'churchill',
    html: '',
    draw: drawChurchill,
    scan: true,
    expected: { renewalDate: '2027-02-04', insurer: 'Churchill', policyNumber: 'CH-77104429', registrationNumber: 'SK66LTV', renewalPremium: '617.09', previousPremium: '702.40', compulsoryExcess: '250', voluntaryExcess: '350', totalExcess: '600' },
  },
  {
    name: 'zurich',
    html: ZURICH,
    scan: true,
    expected: { renewalDate: '2027-01-29', insurer: 'Zurich', policyNumber: 'ZPC-3390716', registrationNumber: 'DE15MYO', renewalPremium: '704.55', previousPremium: '655.80', compulsoryExcess: '400', voluntaryExcess: '100', totalExcess: '500' },
  },
  {
    name: 'esure',
    html: ESURE,
    scan: true,
    expected: { renewalDate: '2027-03-10', insurer: 'esure', policyNumber: 'ESM0044218763', registrationNumber: 'BF20CXA', renewalPremium: '811.20', previousPremium: '759.99', compulsoryExcess: '295', voluntaryExcess: '250', totalExcess: '545' },
  },
  {
    name: '1st-central',
    html: FIRST_CENTRAL,
    scan: true,
    expected: { renewalDate: '2026-12-24', insurer: '1st Central', policyNumber: '1CM-0937-4418', registrationNumber: 'LS19UGH', renewalPremium: '936.40', previousPremium: '871.75', compulsoryExcess: '500', voluntaryExcess: '250', totalExcess: '750' },
  },
  {
    name: 'admiral',
    html: ADMIRAL,
    photo: true,
    expected: { renewalDate: '2027-01-15', insurer: 'Admiral', policyNumber: 'P74418203', registrationNumber: 'MA18DZE', renewalPremium: '573.62', previousPremium: '540.10', compulsoryExcess: '250', voluntaryExcess: '150', totalExcess: '400' },
  },
  {
    name: 'hastings-direct',
    html: HASTINGS,
    photo: 'sideways',
    expected: { renewalDate: '2027-02-06', insurer: 'Hastings Direct', policyNumber: 'HD-M-33091742', registrationNumber: 'EJ16PWX', renewalPremium: '489.30', previousPremium: '512.66', compulsoryExcess: '300', voluntaryExcess: '200', totalExcess: '500' },
  },
  {
    name: 'more-than',
    html: MORE_THAN,
    photo: true,
    expected: { renewalDate: '2026-12-19', insurer: 'More Than', policyNumber: 'MTC/00814573', registrationNumber: 'NU67ABK', renewalPremium: '655.18', previousPremium: '619.70', compulsoryExcess: '200', voluntaryExcess: '300', totalExcess: '500' },
  },
  {
    name: 'axa',
    html: AXA,
    photo: true,
    expected: { renewalDate: '2027-02-11', insurer: 'AXA', policyNumber: 'MPA7720118', registrationNumber: 'PK65VHL', renewalPremium: '398.05', previousPremium: '361.90', compulsoryExcess: '250', voluntaryExcess: '0', totalExcess: '250' },
  },
  {
    name: 'adrian-flux',
    html: ADRIAN_FLUX,
    photo: 'sideways',
    expected: { renewalDate: '2027-02-27', insurer: 'Adrian Flux', policyNumber: 'AF/PC/4418027', registrationNumber: 'CV63RJO', renewalPremium: '452.80', previousPremium: '430.00', compulsoryExcess: '350', voluntaryExcess: '150', totalExcess: '500' },
  },
  {
    name: 'intelligent-insurance',
    html: INTELLIGENT,
    photo: true,
    expected: { renewalDate: '2027-01-03', insurer: 'Intelligent Insurance', policyNumber: 'INT-PC-2093384', registrationNumber: 'RO14KFN', renewalPremium: '723.50', previousPremium: '688.25', compulsoryExcess: '450', voluntaryExcess: '250', totalExcess: '700' },
  },
];
