// Set 32 (issue 47): the price told in words, in instalments and beside add-ons. Sixteen renewal invitations, each from
// a different UK private-car brand, where the premium for the year ahead and last year's premium of the same scope
// must be told apart from the many figures near them (monthly prices, credit terms, extras, discounts, fees, IPT,
// per-mile charges, a new customer's price). Written without sight of the reader.
import type { FreshNotice } from './fresh-notice-checks';

/** pdfkit: one line of text at a place, in a font and size. */
function put(doc: PDFKit.PDFDocument, text: string, x: number, y: number, font = 'Helvetica', size = 9.5, options: PDFKit.Mixins.TextOptions = {}): void {
  doc.font(font).fontSize(size).text(text, x, y, { lineBreak: false, ...options });
}

/** pdfkit: a paragraph that wraps within a width; returns the height it took. */
function para(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, font = 'Helvetica', size = 9.5): number {
  doc.font(font).fontSize(size);
  const height = doc.heightOfString(text, { width });
  doc.text(text, x, y, { width });
  return height;
}

const HASTINGS = `
<div style="display:flex; justify-content:space-between; align-items:flex-start">
  <div style="font-size:20pt; font-weight:bold; color:#00205b">Hastings Direct</div>
  <div class="r" style="font-size:9pt">Conquest House, Collington Avenue<br>Bexhill-on-Sea, East Sussex TN39 3LW<br>Customer services 0333 321 9800</div>
</div>
<p style="margin-top:18pt">Mr Callum Ferris<br>27 Wheatsheaf Close<br>Kettering<br>NN15 6QR</p>
<p>12 December 2026</p>
<p>Your customer number: 40917725 &nbsp;&nbsp; Policy number: HD/PC/48271953</p>
<h2 style="font-size:14pt; margin-bottom:4pt">Your car insurance is due for renewal</h2>
<p>Hi Callum,</p>
<p>Your Hastings Premier car insurance for your Ford Focus Titanium 1.0 EcoBoost, registration <b>YR19 KXE</b>, ends at
23:59 on 13 January 2027. We'll renew it automatically so that your new policy starts on <b>14 January 2027</b>, unless
you tell us not to.</p>
<p>This year you'll pay <b>£612.40</b>, which is £38.12 more than last year's £574.28. That price is for your car
insurance for the year from 14 January 2027, including Insurance Premium Tax. It doesn't include your Breakdown Recovery
add-on (£54.99), which renews separately and is shown on your add-ons schedule.</p>
<p>You pay by monthly Direct Debit, so you'll pay a deposit of £61.24 on 14 January 2027 and then 10 monthly payments of
£59.22 from 14 February 2027, £653.44 in total (representative APR 17.1%). If you'd rather pay in one go, call us before
your renewal date.</p>
<p>Why has my price changed? Prices depend on many things, including the cost of repairs, which have risen across the
industry, and the details you've given us. You've been with us for 4 years. You may be able to get the insurance cover
you want at a better price if you shop around.</p>
<h3 style="font-size:11pt">Your excess</h3>
<p>If you claim for damage to your car you'll pay the first £500 of the claim: your compulsory excess of £250 plus the
voluntary excess of £250 you chose. Windscreen claims have a separate excess of £95.</p>
<h3 style="font-size:11pt">Who's covered</h3>
<p>Mr Callum Ferris (date of birth 03/09/1986) and Mrs Leanne Ferris (date of birth 22/04/1988). Class of use: social,
domestic and pleasure including commuting. Estimated annual mileage 8,000.</p>
<p style="font-size:8pt; color:#555; margin-top:24pt">Hastings Direct is a trading style of Hastings Insurance Services
Limited, authorised and regulated by the Financial Conduct Authority (FRN 311492). Your policy is underwritten by
Advantage Insurance Company Limited. Registered office: Conquest House, Collington Avenue, Bexhill-on-Sea TN39 3LW.</p>
`;

const LV = `
<div style="background:#006a4d; color:white; padding:10pt 14pt; font-size:22pt; font-weight:bold">LV=</div>
<div class="cols" style="margin-top:12pt">
  <div>Ms Priya Chandran<br>Flat 4, 18 Marlborough Road<br>Bournemouth<br>BH4 8DG</div>
  <div class="r">Date: 6 January 2027<br>Policy number: LVM 7734 1902 6<br>Customer ID: 3091-4482</div>
</div>
<h1 style="font-size:16pt; color:#006a4d; margin-top:18pt">Good news, Priya: your price has gone down</h1>
<div class="box" style="font-size:12pt; padding:10pt">
  Your new price is <b>£498.63</b> &mdash; down £41.02 on last year's £539.65.
</div>
<p>This is the price of your LV= Comprehensive car insurance for your Toyota Yaris Icon Hybrid (<b>WF68 PLU</b>) for
the year starting <b>3 February 2027</b>. It includes Insurance Premium Tax at 12%.</p>
<p>Your policy will renew automatically and we'll collect the full amount from your card ending 4417 on or just after
3 February 2027. Your current cover ends at 23:59 on 2 February 2027.</p>
<table style="margin-top:10pt">
  <tr><th colspan="2">Your excesses</th></tr>
  <tr><td>Compulsory excess</td><td class="r">£350</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
  <tr><td><b>Total excess</b></td><td class="r"><b>£450</b></td></tr>
  <tr><td>Glass repair / replacement</td><td class="r">£25 / £115</td></tr>
</table>
<p>Main driver: Priya Chandran, born 14/07/1979, full UK licence held 21 years, 9 years' no claims discount.</p>
<p>You've been with us a number of years. You may be able to get the insurance cover you want at a better price if you
shop around.</p>
<div style="page-break-before:always"></div>
<h2 style="font-size:13pt; color:#006a4d">Important information</h2>
<p>If anything has changed, such as your address, your car, who drives it or any motoring convictions, please tell us
before 3 February 2027 on 0330 123 9959 (Monday to Friday 8am-8pm, Saturday 9am-5pm).</p>
<p>You can cancel within 14 days of your renewal date and we'll refund what you've paid for the time you haven't been
covered. Your MOT is due on 19 October 2027.</p>
<p style="font-size:8pt; color:#555">LV= and LV= Liverpool Victoria are registered trademarks of Liverpool Victoria
Financial Services Limited and are used under licence by Liverpool Victoria Insurance Company Limited (LVIC). LVIC is
authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential
Regulation Authority (FRN 202965). Page 2 of 2.</p>
`;

const CHURCHILL = `
<table style="width:100%"><tr>
  <td style="font-size:20pt; font-weight:bold; color:#003b71">Churchill</td>
  <td class="r" style="font-size:9pt">Churchill Court, Westmoreland Road<br>Bromley BR1 1DP<br>0345 878 6261</td>
</tr></table>
<p style="margin-top:16pt">Mr and Mrs D Okonkwo<br>102 Hollingbury Road<br>Brighton<br>BN1 7JB</p>
<p>21 November 2026</p>
<h2 style="font-size:14pt">Your renewal invitation</h2>
<table>
  <tr><td>Policy number</td><td><b>CHC 5510294837</b></td></tr>
  <tr><td>Car</td><td>Skoda Octavia SE L 1.5 TSI Estate &mdash; LB21 TOV</td></tr>
  <tr><td>Your cover ends</td><td>23:59 on 18 December 2026</td></tr>
  <tr><td>Your new cover starts</td><td>19 December 2026</td></tr>
  <tr><td>Level of cover</td><td>Comprehensive</td></tr>
</table>
<h3 style="font-size:12pt; margin-top:14pt">Your price</h3>
<table>
  <tr><td>Your price for the coming year</td><td class="r"><b>£731.88</b></td></tr>
  <tr><td>Last year's price</td><td class="r">£731.88</td></tr>
  <tr><td colspan="2"><i>No change from last year.</i></td></tr>
</table>
<p>Both prices are for your car insurance only and include Insurance Premium Tax. Your Guaranteed Hire Car Plus
(£26.50) is not included above; it renews with your policy unless you tell us otherwise.</p>
<h3 style="font-size:12pt">What you pay towards a claim</h3>
<table>
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£0</td></tr>
  <tr><td>Total accidental damage excess</td><td class="r">£250</td></tr>
  <tr><td>Windscreen replacement excess</td><td class="r">£115</td></tr>
</table>
<p>Drivers: Daniel Okonkwo (born 11/02/1971) and Grace Okonkwo (born 30/06/1974). Payment: annually by debit card; we
will take £731.88 on 19 December 2026.</p>
<p>Please check your documents carefully. You can shop around: other insurers may offer you a better price.</p>
<p style="font-size:8pt; color:#555; margin-top:20pt">Churchill car insurance is underwritten by U K Insurance Limited.
Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No 1179980. U K Insurance
Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the
Prudential Regulation Authority (FRN 202810).</p>
`;

const SWIFTCOVER = `
<div style="font-size:22pt; font-weight:bold; color:#e4003b">swiftcover<span style="color:#333">.com</span></div>
<p style="font-size:9pt">Online car insurance &middot; Policy number SWC-PC-0092741563 &middot; 28 December 2026</p>
<p>Dear Mr Tomasz Wiśniewski,</p>
<h2 style="font-size:15pt">Your renewal is ready</h2>
<div class="cols">
  <div class="box">
    <div style="font-size:9pt">Pay monthly</div>
    <div style="font-size:20pt; font-weight:bold">£52.17 a month</div>
    <div style="font-size:9pt">12 payments by Direct Debit, £626.04 in total, representative APR 17.8%</div>
  </div>
  <div class="box">
    <div style="font-size:9pt">Or pay for the year in one go</div>
    <div style="font-size:20pt; font-weight:bold">£581.40 a year</div>
    <div style="font-size:9pt">Your annual premium, including IPT</div>
  </div>
</div>
<p>Last year's annual premium was <b>£547.92</b> (you paid it monthly: 12 payments of £49.10, £589.20 in total).</p>
<table style="margin-top:8pt">
  <tr><td>Car</td><td>Vauxhall Corsa SRi 1.4, registration GN17 WRB</td></tr>
  <tr><td>Renewal date</td><td>27 January 2027</td></tr>
  <tr><td>Cover</td><td>Comprehensive, social domestic and pleasure</td></tr>
  <tr><td>Compulsory excess</td><td>£300</td></tr>
  <tr><td>Voluntary excess</td><td>£250</td></tr>
  <tr><td>Total excess</td><td>£550</td></tr>
</table>
<p>Your first monthly payment of £52.17 will be taken on 27 January 2027, then on the 27th of each month. If you want to
switch to paying annually, log in to My Account before 27 January 2027.</p>
<p>It's worth shopping around to make sure you're getting the right cover at the right price.</p>
<p style="font-size:8pt; color:#555; margin-top:20pt">swiftcover.com is a trading name of AXA Insurance UK plc,
registered in England No 78950, 20 Gracechurch Street, London EC3V 0BG. AXA Insurance UK plc is authorised by the
Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority
(FRN 202312). Help: 0330 024 1177.</p>
`;

const ADMIRAL = `
<div style="border-bottom:3px solid #0a2c5a; padding-bottom:6pt"><span style="font-size:22pt; font-weight:bold; color:#0a2c5a">Admiral</span>
<span style="float:right; font-size:9pt; padding-top:8pt">Ty Admiral, David Street, Cardiff CF10 2EH</span></div>
<p style="margin-top:14pt">Miss Rhiannon Pugh<br>6 Heol y Felin<br>Llanelli<br>SA15 3RT</p>
<p>Date: 5 February 2027<br>Policy number: P71938402-3</p>
<p>Dear Miss Pugh,</p>
<p><b>Your Admiral car insurance renewal</b></p>
<p>Thank you for insuring your Kia Picanto 1.0 GT-Line, registration KP70 ZMD, with us. Your current policy ends on
7 March 2027 and your renewal starts on <b>8 March 2027</b>.</p>
<table class="box" style="width:70%">
  <tr><td>Your renewal premium for the next 12 months</td><td class="r"><b>£843.70</b></td></tr>
  <tr><td>Your premium last year</td><td class="r">£801.26</td></tr>
</table>
<p>Both figures include Insurance Premium Tax and do not include any optional extras. You pay in instalments, so the
credit agreement summary below shows what you'll repay.</p>
<h3 style="font-size:11pt">Credit agreement summary</h3>
<table>
  <tr><td>Cash price (your renewal premium)</td><td class="r">£843.70</td></tr>
  <tr><td>Deposit, payable on 8 March 2027</td><td class="r">£84.37</td></tr>
  <tr><td>Amount of credit</td><td class="r">£759.33</td></tr>
  <tr><td>11 monthly instalments of</td><td class="r">£75.41</td></tr>
  <tr><td>Total charge for credit (interest)</td><td class="r">£70.18</td></tr>
  <tr><td>Total amount payable</td><td class="r">£913.88</td></tr>
  <tr><td>Representative APR</td><td class="r">19.6%</td></tr>
  <tr><td>Fixed interest rate</td><td class="r">9.24%</td></tr>
</table>
<p>Instalments will be collected on the 8th of each month from April 2027 to February 2028 from your account ending 0912
(Direct Debit reference ADM-DD-55102734).</p>
<div style="page-break-before:always"></div>
<h3 style="font-size:11pt">Your policy details</h3>
<table>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>Drivers</td><td>Rhiannon Pugh (born 17/11/2001)</td></tr>
  <tr><td>Compulsory excess</td><td>£250</td></tr>
  <tr><td>Voluntary excess</td><td>£500</td></tr>
  <tr><td>Total excess</td><td>£750</td></tr>
  <tr><td>No claims discount</td><td>3 years</td></tr>
</table>
<p>Please shop around: you may be able to find the cover you need for a better price elsewhere.</p>
<p style="font-size:8pt; color:#555">Admiral is a trading name of EUI Limited, which arranges and administers your
policy. Your insurer is Admiral Insurance (Gibraltar) Limited. EUI Limited is authorised and regulated by the Financial
Conduct Authority (FRN 309378). Credit is provided by Admiral Financial Services Limited. Call us on 0333 220 2000.</p>
`;

const AVIVA = `
<div style="background:#ffd900; padding:8pt 14pt"><span style="font-size:20pt; font-weight:bold; color:#004fb6">Aviva</span></div>
<div class="cols" style="margin-top:12pt">
  <div>Mr Hamish Lindsay<br>9 Cramond Glebe Gardens<br>Edinburgh<br>EH4 6NZ</div>
  <div class="r">14 January 2027<br>Policy number AV-MTR-663018452<br>Your reference: HL/2291</div>
</div>
<h2 style="font-size:14pt; margin-top:16pt">Your car insurance renewal</h2>
<p>Your Aviva car insurance for your Volkswagen Golf Life 1.5 TSI (<b>BD66 HXN</b>) renews on <b>21 February 2027</b>.</p>
<table style="width:80%">
  <tr style="border-bottom:1px solid #999"><th>Your annual price</th><th class="r">2027-28</th></tr>
  <tr><td>Car insurance</td><td class="r">£625.20</td></tr>
  <tr><td>Motor Legal Protection (optional extra)</td><td class="r">£27.99</td></tr>
  <tr><td>Breakdown Cover: Roadside &amp; Recovery (optional extra)</td><td class="r">£48.99</td></tr>
  <tr style="border-top:1px solid #999"><td><b>Total annual price including extras</b></td><td class="r"><b>£702.18</b></td></tr>
</table>
<p>Your car insurance price without extras is <b>£625.20</b>. Last year's price for your car insurance, without extras,
was <b>£598.41</b>. Your extras are optional: you can remove them at any time before your renewal date.</p>
<h3 style="font-size:11pt">Your excess</h3>
<p>Compulsory excess £250 &nbsp;+&nbsp; voluntary excess £150 &nbsp;=&nbsp; total excess £400 for accidental damage,
fire and theft claims.</p>
<p>Named drivers: Hamish Lindsay (date of birth 08/05/1965), Morag Lindsay (date of birth 19/12/1967).</p>
<p>We'll take the full annual price of £702.18 from your card on 21 February 2027 unless you tell us otherwise. You can
shop around: other insurers may offer a better price. Call us on 0800 092 9559.</p>
<p style="font-size:8pt; color:#555; margin-top:20pt">Aviva car insurance is underwritten by Aviva Insurance Limited.
Registered in Scotland No 2116. Registered office: Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation
Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 202153). Motor
Legal Protection is underwritten by Arag plc.</p>
`;

const TESCO = `
<div style="font-size:20pt; font-weight:bold; color:#00539f">Tesco Insurance <span style="font-size:11pt; color:#ee1c2e">Car</span></div>
<p style="margin-top:14pt">Mrs Sarah Whitcombe<br>44 Beech Avenue<br>Taunton<br>TA2 7PL</p>
<div class="box" style="float:right; width:40%; font-size:9pt; margin-top:-60pt">
  Policy number: TIC 400 918 227<br>Clubcard number: ending 6631<br>Letter date: 9 December 2026
</div>
<p style="clear:both">Dear Mrs Whitcombe,</p>
<p><b>Your car insurance renewal &mdash; Renault Clio Iconic TCe 90, EA20 VJN</b></p>
<p>Your policy renews on <b>9 January 2027</b>. Here's how your price for the year ahead is made up:</p>
<table style="width:75%">
  <tr><td>Car insurance premium before discount</td><td class="r">£702.50</td></tr>
  <tr><td>Multi-car discount</td><td class="r">-£45.00</td></tr>
  <tr style="border-top:1px solid #999"><td><b>Your renewal premium</b></td><td class="r"><b>£657.50</b></td></tr>
  <tr><td>Last year's premium (after multi-car discount)</td><td class="r">£631.90</td></tr>
</table>
<p>Your multi-car discount applies because you also insure a Toyota Aygo, registration GK15 OPR, with us. That car's
policy (TIC 400 918 228) renews on 2 April 2027 and you'll get a separate invitation for it.</p>
<p>Your Clubcard Price is already included. Without a Clubcard, your renewal premium would be £679.85.</p>
<table style="margin-top:6pt">
  <tr><td>Compulsory excess</td><td>£250</td></tr>
  <tr><td>Voluntary excess</td><td>£250</td></tr>
  <tr><td>Total excess</td><td>£500</td></tr>
</table>
<p>Drivers: Sarah Whitcombe (born 02/03/1982). MOT due 11/06/2027. Estimated mileage 6,500 a year.</p>
<p>We'll renew automatically and take £657.50 from your card on 9 January 2027. Shopping around could save you money.</p>
<p style="font-size:8pt; color:#555; margin-top:16pt">Tesco Insurance car insurance is arranged by Tesco Insurance
Services Limited and underwritten by Ageas Insurance Limited. Call 0345 300 4278.</p>
`;

const DIRECT_LINE = `
<div style="background:#d0021b; color:white; padding:8pt 14pt; font-size:18pt; font-weight:bold">Direct Line</div>
<p style="margin-top:12pt">Ms Fiona McAllister<br>3 Kelvinside Terrace West<br>Glasgow<br>G20 6DA</p>
<p>30 November 2026 &nbsp;&nbsp;|&nbsp;&nbsp; Policy number DL 0473 8815 92</p>
<h2 style="font-size:14pt">It's time to renew your car insurance</h2>
<p>Your Direct Line Comprehensive Plus policy for your Nissan Qashqai N-Connecta DIG-T, registration SA63 FXT, renews
on <b>28 December 2026</b>.</p>
<table class="box" style="width:85%">
  <tr><td>Your renewal price</td><td class="r"><b>£688.20</b></td></tr>
  <tr><td>Last year's price</td><td class="r">£655.75</td></tr>
  <tr><td>Change</td><td class="r">+£32.45</td></tr>
  <tr><td style="color:#555">What a new customer would pay for the same cover today</td><td class="r" style="color:#555">£714.06</td></tr>
</table>
<p style="font-size:9pt">The rules set by the Financial Conduct Authority mean your renewal price can be no more than
the price we'd offer a new customer for the same cover through the same channel.</p>
<table>
  <tr><td>Compulsory excess</td><td>£350</td><td style="padding-left:24pt">Drivers</td><td>Fiona McAllister, born 25/08/1990</td></tr>
  <tr><td>Voluntary excess</td><td>£200</td><td style="padding-left:24pt">No claim discount</td><td>5 years (protected)</td></tr>
  <tr><td>Total excess</td><td>£550</td><td style="padding-left:24pt">Annual mileage</td><td>10,000</td></tr>
</table>
<p>We'll take your payment of £688.20 from your card on 28 December 2026. If anything has changed, call 0345 246 8704.</p>
<p>Direct Line isn't on price comparison sites, but you can still shop around.</p>
<p style="font-size:8pt; color:#555; margin-top:18pt">Direct Line insurance is underwritten by U K Insurance Limited.
Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No 1179980. Authorised by
the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation
Authority (FRN 202810).</p>
`;

const RAC = `
<div style="display:flex; justify-content:space-between"><span style="font-size:22pt; font-weight:bold; color:#f95108">RAC</span>
<span style="font-size:9pt" class="r">RAC Insurance, PO Box 1234, Bristol BS32 4QN<br>0330 159 0337</span></div>
<p style="margin-top:14pt">Mr Gareth Holloway<br>58 Silverdale Road<br>Stoke-on-Trent<br>ST5 6EF</p>
<p>Letter date 20/12/2026 &nbsp; Policy number <b>RAC/MI/2208519</b></p>
<h2 style="font-size:14pt">Your renewal price, with and without No Claims Discount protection</h2>
<p>You have 7 years' No Claims Discount and you currently pay to protect it, so your renewal price below includes NCD
protection, as now.</p>
<table style="width:85%">
  <tr style="border-bottom:1px solid #999"><th></th><th class="r">With NCD protection<br>(as now)</th><th class="r">Without NCD protection</th></tr>
  <tr><td>Renewal price from 19 January 2027</td><td class="r"><b>£598.34</b></td><td class="r">£553.10</td></tr>
  <tr><td>Last year's price</td><td class="r">£571.00</td><td class="r">&mdash;</td></tr>
</table>
<p>Your renewal price is <b>£598.34</b>, £27.34 more than last year's £571.00 (both with NCD protection). If you'd like
to drop the protection and pay £553.10, call us before 19 January 2027.</p>
<table>
  <tr><td>Car</td><td>Peugeot 208 Allure PureTech 100 &mdash; FD14 UYR</td></tr>
  <tr><td>Renewal date</td><td>19/01/2027</td></tr>
  <tr><td>Excess</td><td>Compulsory £250, Voluntary £100, Total £350</td></tr>
  <tr><td>Main driver</td><td>Gareth Holloway, DOB 15/10/1977</td></tr>
</table>
<p>Your RAC Breakdown membership (number 77120943) is a separate product and renews on its own date.</p>
<p>Shop around: you may be able to find a better price elsewhere.</p>
<p style="font-size:8pt; color:#555; margin-top:16pt">RAC Motor Insurance is arranged by RAC Financial Services Limited
(FRN 310964) and underwritten by a panel of insurers; your insurer for this renewal is Covea Insurance plc.</p>
`;

const QUOTEMEHAPPY = `
<div style="font-size:20pt; font-weight:bold; color:#7b2d8e">Quotemehappy.com</div>
<p style="font-size:9pt">Your online car insurance &middot; help via your online account or 0344 892 0470</p>
<p style="margin-top:12pt">Mr Oluwaseun Adebayo<br>71 Cavendish Street<br>Leicester<br>LE2 1PS</p>
<p>Sent 12 February 2027</p>
<p><b>Your renewal quote is here</b></p>
<div class="cols">
  <div class="box">
    <b>Your renewal quote</b><br><span style="font-size:16pt">£466.37</span><br>
    <span style="font-size:9pt">for 12 months from 15 March 2027, paid annually</span>
  </div>
  <div class="box">
    <b>Last year you paid</b><br><span style="font-size:16pt">£449.88</span><br>
    <span style="font-size:9pt">Price change: +£16.49 (+3.7%)</span>
  </div>
</div>
<p>Policy number: QMH/01/57730291 &nbsp;&nbsp; Quote reference: QR-2027-0391558</p>
<p>Car: Hyundai i20 SE 1.2, registration DY19 EUF. Cover: Comprehensive. Driver: Oluwaseun Adebayo (date of birth
29/01/1994).</p>
<p>Prefer to pay monthly? A deposit of £46.64 then 10 monthly payments of £44.12, total £487.84 (representative APR
11.6%).</p>
<table>
  <tr><td>Compulsory excess</td><td class="r">£350</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£0</td></tr>
  <tr><td>Total excess</td><td class="r">£350</td></tr>
</table>
<p>Your policy will auto-renew on 15 March 2027. Your current cover ends at 23:59 on 14 March 2027.</p>
<p>Shopping around can help you find the right cover for you.</p>
<p style="font-size:8pt; color:#555; margin-top:16pt">Quotemehappy.com is a trading name of Aviva Insurance Limited.
Registered in Scotland No 2116. Registered office: Pitheavlis, Perth PH2 0NH (FRN 202153).</p>
`;

const SAINSBURYS = `
<div style="border-left:8pt solid #f06c00; padding-left:10pt"><span style="font-size:20pt; font-weight:bold; color:#f06c00">Sainsbury's Bank</span><br>
<span style="font-size:11pt">Car Insurance</span></div>
<p style="margin-top:16pt">Mr Peter Langford<br>12 Ashgrove Crescent<br>Bolton<br>BL1 5TW</p>
<p>Date: 5 January 2027</p>
<table>
  <tr><td>Policy number</td><td><b>SBC 7719 0425</b></td></tr>
  <tr><td>Vehicle</td><td>Honda Jazz EX 1.3 i-VTEC, reg MX16 DWK</td></tr>
  <tr><td>Renewal date</td><td>6 February 2027</td></tr>
  <tr><td>Nectar card</td><td>ending 2290</td></tr>
</table>
<p>Dear Mr Langford,</p>
<p>Your car insurance is due for renewal. Here is your price for the year ahead, and last year's, for the same cover.</p>
<table style="width:80%">
  <tr><th></th><th class="r">Year from 6 Feb 2027</th><th class="r">Last year</th></tr>
  <tr><td>Premium (including IPT)</td><td class="r"><b>£534.60</b></td><td class="r">£512.20</td></tr>
  <tr><td>Renewal administration fee (one-off)</td><td class="r">£25.00</td><td class="r"></td></tr>
  <tr style="border-top:1px solid #999"><td><b>Total to pay</b></td><td class="r"><b>£559.60</b></td><td class="r"></td></tr>
</table>
<p>Your premium is the price of your car insurance; the administration fee is a one-off charge for arranging your
renewal and is not part of the premium. Last year's premium shown above does not include any fees.</p>
<p>Your Nectar Price saving of £18.00 is already included in the premium.</p>
<table>
  <tr><td>Compulsory excess</td><td>£200</td></tr>
  <tr><td>Voluntary excess</td><td>£300</td></tr>
  <tr><td>Total excess</td><td>£500</td></tr>
</table>
<p>Drivers: Peter Langford (born 07/07/1958). We'll collect £559.60 by Direct Debit on 6 February 2027.</p>
<p>You may be able to get the insurance cover you want at a better price if you shop around. Questions? 0345 744 0074.</p>
<p style="font-size:8pt; color:#555; margin-top:16pt">Sainsbury's Bank plc, registered office 33 Charterhouse Street,
London EC1M 6HA, acts as an introducer to the broker. Sainsbury's Bank Car Insurance is underwritten by a panel of
insurers.</p>
`;

const HALIFAX = `
<div style="background:#005eb8; color:white; padding:8pt 14pt"><span style="font-size:20pt; font-weight:bold">HALIFAX</span>
<span style="float:right; padding-top:6pt">Car Insurance</span></div>
<p style="margin-top:14pt">Ms Jodie Carrington<br>15 Parkside Mews<br>Doncaster<br>DN4 8QA</p>
<p>4 December 2026</p>
<p>Policy number HXC 6620391847</p>
<h2 style="font-size:14pt">Your renewal details</h2>
<p>Your Halifax Car Insurance for your MG ZS Excite 1.5 VTi-TECH, registration <b>CE67 TLA</b>, renews on
<b>5 January 2027</b>.</p>
<table style="width:85%">
  <tr><td>Your premium when your policy started on 5 January 2026</td><td class="r">£610.00</td></tr>
  <tr><td>Extra premium for your change on 3 May 2026 (adding a driver)</td><td class="r">£38.75</td></tr>
  <tr style="border-top:1px solid #999"><td><b>Last year's premium</b> (including that change)</td><td class="r"><b>£648.75</b></td></tr>
  <tr><td><b>Your renewal premium</b> for the year from 5 January 2027</td><td class="r"><b>£689.30</b></td></tr>
</table>
<p>Both premiums are for the same cover and drivers and include Insurance Premium Tax.</p>
<p>You pay monthly: a deposit of £68.93 on 5 January 2027, then 11 monthly payments of £61.37, a total of £744.00
(representative APR 18.7%).</p>
<table>
  <tr><td>Compulsory excess</td><td>£250</td></tr>
  <tr><td>Voluntary excess</td><td>£150</td></tr>
  <tr><td>Total excess</td><td>£400</td></tr>
</table>
<p>Drivers: Jodie Carrington (born 13/03/1992), Liam Carrington (born 04/08/1991, added 3 May 2026).</p>
<p>You may be able to get the insurance cover you want at a better price if you shop around. Call 0345 604 6473.</p>
<p style="font-size:8pt; color:#555; margin-top:16pt">Halifax Car Insurance is arranged by St Andrew's Insurance plc and
underwritten by a panel of insurers. Halifax is a division of Bank of Scotland plc.</p>
`;

const COOP = `
<div style="font-size:20pt; font-weight:bold; color:#00b1e7">Co-op Insurance</div>
<p style="font-size:9pt">PO Box 1234, Manchester M60 0AL &middot; 0345 746 4646</p>
<p style="margin-top:12pt">Mrs Eileen Rafferty<br>8 Tynedale Gardens<br>Hexham<br>NE46 3LB</p>
<p>Date of letter: 30 December 2026</p>
<h2 style="font-size:14pt">Your car insurance renewal</h2>
<table>
  <tr><td>Policy number</td><td>CIS/MOT/8830127</td></tr>
  <tr><td>Member number</td><td>1054 3387 21</td></tr>
  <tr><td>Car</td><td>Citroen C3 Shine PureTech 83, SU65 CJO</td></tr>
  <tr><td>Renewal date</td><td>31 January 2027</td></tr>
</table>
<h3 style="font-size:12pt">Your premium for the year ahead</h3>
<table style="width:60%">
  <tr><td>Net premium</td><td class="r">£546.79</td></tr>
  <tr><td>Insurance Premium Tax (IPT) at 12%</td><td class="r">£65.61</td></tr>
  <tr style="border-top:1px solid #999"><td><b>Total premium</b></td><td class="r"><b>£612.40</b></td></tr>
</table>
<p>Last year's total premium (including IPT) was £589.35.</p>
<table>
  <tr><td>Compulsory excess</td><td>£250</td></tr>
  <tr><td>Voluntary excess</td><td>£250</td></tr>
  <tr><td>Total excess</td><td>£500</td></tr>
</table>
<p>Driver: Eileen Rafferty, born 23/11/1956. We'll take £612.40 from your card on 31 January 2027.</p>
<p style="font-size:8pt; color:#555; margin-top:14pt">Co-op Insurance is a trading name of CIS General Insurance
Limited; policies are arranged by Markerstudy Insurance Services Limited.</p>
`;

const AA = `
<div style="background:#ffcc00; padding:8pt 14pt; font-size:20pt; font-weight:bold">AA <span style="font-size:11pt">Car Insurance</span></div>
<p style="margin-top:12pt">Mr Ravi Sandhu<br>19 Kingsbury Road<br>Reading<br>RG30 4LT</p>
<p>Date: 13 November 2026 &nbsp; Policy number: AAM 2047 5513</p>
<p><b>Your renewal: Mazda CX-5 SE-L, registration RE62 BKU, from 11 December 2026</b></p>
<p>Your car insurance renewal premium is <b>£687.45</b> (last year £652.90). Your optional extras are shown separately
below.</p>
<table style="width:85%">
  <tr style="border-bottom:1px solid #999"><th></th><th class="r">This year</th><th class="r">Last year</th></tr>
  <tr><td>Car insurance</td><td class="r">£687.45</td><td class="r">£652.90</td></tr>
  <tr><td>Motor legal protection</td><td class="r">£24.99</td><td class="r">£24.99</td></tr>
  <tr><td>Key cover</td><td class="r">£19.99</td><td class="r">£17.99</td></tr>
  <tr style="border-top:1px solid #999"><td><b>Total</b></td><td class="r"><b>£732.43</b></td><td class="r">£695.88</td></tr>
</table>
<p>Excess: compulsory £300, voluntary £200, total £500.</p>
<p>Your cover ends at 23:59 on 10 December 2026. Shop around to make sure you have the right cover at the best price.</p>
<p style="font-size:8pt; color:#555">AA Car Insurance is arranged by AA Financial Services Limited. Call 0800 107 0680.</p>
`;

export const FRESH_NOTICES_32: FreshNotice[] = [
  {
    name: 'hastings-direct',
    html: HASTINGS,
    expected: {
      renewalDate: '2027-01-14',
      insurer: 'Hastings Direct',
      policyNumber: 'HD/PC/48271953',
      registrationNumber: 'YR19KXE',
      renewalPremium: '612.40',
      previousPremium: '574.28',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'lv',
    html: LV,
    expected: {
      renewalDate: '2027-02-03',
      insurer: 'LV=',
      policyNumber: 'LVM 7734 1902 6',
      registrationNumber: 'WF68PLU',
      renewalPremium: '498.63',
      previousPremium: '539.65',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },
  {
    name: 'churchill',
    html: CHURCHILL,
    expected: {
      renewalDate: '2026-12-19',
      insurer: 'Churchill',
      policyNumber: 'CHC 5510294837',
      registrationNumber: 'LB21TOV',
      renewalPremium: '731.88',
      previousPremium: '731.88',
      compulsoryExcess: '250',
      voluntaryExcess: '0',
      totalExcess: '250',
    },
  },
  {
    name: 'swiftcover',
    html: SWIFTCOVER,
    expected: {
      renewalDate: '2027-01-27',
      insurer: 'swiftcover.com',
      policyNumber: 'SWC-PC-0092741563',
      registrationNumber: 'GN17WRB',
      renewalPremium: '581.40',
      previousPremium: '547.92',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },
  {
    name: 'admiral',
    html: ADMIRAL,
    expected: {
      renewalDate: '2027-03-08',
      insurer: 'Admiral',
      policyNumber: 'P71938402-3',
      registrationNumber: 'KP70ZMD',
      renewalPremium: '843.70',
      previousPremium: '801.26',
      compulsoryExcess: '250',
      voluntaryExcess: '500',
      totalExcess: '750',
    },
  },
  {
    name: 'aviva',
    html: AVIVA,
    expected: {
      renewalDate: '2027-02-21',
      insurer: 'Aviva',
      policyNumber: 'AV-MTR-663018452',
      registrationNumber: 'BD66HXN',
      renewalPremium: '625.20',
      previousPremium: '598.41',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'tesco-insurance',
    html: TESCO,
    expected: {
      renewalDate: '2027-01-09',
      insurer: 'Tesco Insurance',
      policyNumber: 'TIC 400 918 227',
      registrationNumber: 'EA20VJN',
      renewalPremium: '657.50',
      previousPremium: '631.90',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'direct-line',
    html: DIRECT_LINE,
    expected: {
      renewalDate: '2026-12-28',
      insurer: 'Direct Line',
      policyNumber: 'DL 0473 8815 92',
      registrationNumber: 'SA63FXT',
      renewalPremium: '688.20',
      previousPremium: '655.75',
      compulsoryExcess: '350',
      voluntaryExcess: '200',
      totalExcess: '550',
    },
  },
  {
    name: 'rac',
    html: RAC,
    expected: {
      renewalDate: '2027-01-19',
      insurer: 'RAC',
      policyNumber: 'RAC/MI/2208519',
      registrationNumber: 'FD14UYR',
      renewalPremium: '598.34',
      previousPremium: '571.00',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'quotemehappy',
    html: QUOTEMEHAPPY,
    expected: {
      renewalDate: '2027-03-15',
      insurer: 'Quotemehappy.com',
      policyNumber: 'QMH/01/57730291',
      registrationNumber: 'DY19EUF',
      renewalPremium: '466.37',
      previousPremium: '449.88',
      compulsoryExcess: '350',
      voluntaryExcess: '0',
      totalExcess: '350',
    },
  },
  {
    // MORE THAN, drawn by a statement system: a grey side column with the references; 'your premium' is this year's
    // price and 'your renewal quote' next year's.
    name: 'more-than',
    html: '',
    draw: (doc) => {
      doc.rect(0, 0, 150, doc.page.height).fill('#eeeeee').fillColor('black');
      put(doc, 'MORE TH>N', 24, 40, 'Helvetica-Bold', 17);
      put(doc, 'Car insurance', 24, 62, 'Helvetica', 9);
      const side: [string, string][] = [
        ['Policy number', 'MTM-58104729'],
        ['Quote reference', 'Q-99120744'],
        ['Customer number', '7731 0094'],
        ['Date of this letter', '15 January 2027'],
        ['Call us', '0330 102 1874'],
      ];
      side.forEach(([label, value], index) => {
        put(doc, label, 24, 110 + index * 34, 'Helvetica', 8);
        put(doc, value, 24, 121 + index * 34, 'Helvetica-Bold', 9);
      });
      const x = 180;
      const width = doc.page.width - x - 50;
      put(doc, 'Mrs Helen Ashworth', x, 50);
      put(doc, '23 Wellington Street', x, 63);
      put(doc, 'Winchester', x, 76);
      put(doc, 'SO23 8RW', x, 89);
      put(doc, 'Your renewal quote is ready', x, 130, 'Helvetica-Bold', 15);
      let y = 160;
      y += para(doc, 'Dear Mrs Ashworth, your MORE THAN car insurance for your BMW 118i Sport, registration HY18 NBE, is due to renew on 12 February 2027. Your current policy ends at 23:59 on 11 February 2027.', x, y, width) + 14;
      put(doc, 'Your premium (this year, to 11 February 2027)', x, y);
      put(doc, '£523.70', x + width - 60, y, 'Helvetica', 9.5, { width: 60, align: 'right' });
      y += 18;
      put(doc, 'Your renewal quote (12 February 2027 to 11 February 2028)', x, y, 'Helvetica-Bold');
      put(doc, '£561.08', x + width - 60, y, 'Helvetica-Bold', 9.5, { width: 60, align: 'right' });
      y += 18;
      put(doc, 'Difference', x, y);
      put(doc, '+£37.38', x + width - 60, y, 'Helvetica', 9.5, { width: 60, align: 'right' });
      y += 26;
      y += para(doc, 'Your renewal quote is the premium for your car insurance for the next 12 months, including Insurance Premium Tax. Your premium this year is what you are paying for the same cover now.', x, y, width) + 14;
      put(doc, 'Your excess', x, y, 'Helvetica-Bold', 11);
      y += 18;
      put(doc, 'Compulsory excess   £250', x, y);
      y += 14;
      put(doc, 'Voluntary excess   £150', x, y);
      y += 14;
      put(doc, 'Total excess   £400', x, y, 'Helvetica-Bold');
      y += 26;
      y += para(doc, 'Drivers: Helen Ashworth (born 21/04/1969) and James Ashworth (born 10/10/1998). Cover: Comprehensive. Your MOT is due on 28 August 2027.', x, y, width) + 10;
      y += para(doc, 'To accept, do nothing: we will renew your policy and take £561.08 from your card on 12 February 2027. It is worth shopping around to check you are getting the right cover at the right price.', x, y, width) + 24;
      para(doc, 'MORE THAN is a trading name of Markerstudy Insurance Services Limited, authorised and regulated by the Financial Conduct Authority (FRN 629966).', x, y, width, 'Helvetica', 7.5);
    },
    expected: {
      renewalDate: '2027-02-12',
      insurer: 'MORE THAN',
      policyNumber: 'MTM-58104729',
      registrationNumber: 'HY18NBE',
      renewalPremium: '561.08',
      previousPremium: '523.70',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    // By Miles, drawn: a pay-per-mile policy whose renewal premium is the fixed annual cost; the per-mile charge and an
    // estimated year's total stand beside it.
    name: 'by-miles',
    html: '',
    draw: (doc) => {
      doc.rect(0, 0, doc.page.width, 70).fill('#1e2a4a').fillColor('white');
      put(doc, 'By Miles', 50, 24, 'Helvetica-Bold', 22);
      put(doc, 'Pay-by-mile car insurance', 400, 32, 'Helvetica', 9);
      doc.fillColor('black');
      put(doc, 'Mr Niall Brennan', 50, 95);
      put(doc, '5 Quarry Lane', 50, 108);
      put(doc, 'Sheffield S11 9DE', 50, 121);
      put(doc, 'Date: 30 January 2027', 380, 95);
      put(doc, 'Policy number: BM-2291-7740', 380, 108);
      put(doc, 'Miles Tracker serial: MT5-004817', 380, 121);
      put(doc, 'Your renewal for next year', 50, 160, 'Helvetica-Bold', 14);
      let y = 185;
      y += para(doc, 'Your By Miles policy for your Fiat 500 Lounge 1.0 Mild Hybrid (LS69 ODV) renews on 1 March 2027. With By Miles you pay a fixed annual cost for the year plus a charge for each mile you drive. Your renewal premium is your annual cost.', 50, y, 495) + 14;
      const rows: [string, string, string][] = [
        ['', 'From 1 March 2027', 'Last year'],
        ['Annual cost (your premium)', '£312.45', '£289.10'],
        ['Per-mile rate', '6.8p', '6.3p'],
        ['Estimated total at 5,000 miles', '£652.45', '£604.10'],
      ];
      rows.forEach(([label, now, then], index) => {
        const font = index === 1 ? 'Helvetica-Bold' : 'Helvetica';
        put(doc, label, 50, y, font);
        put(doc, now, 280, y, font, 9.5, { width: 110, align: 'right' });
        put(doc, then, 420, y, font, 9.5, { width: 110, align: 'right' });
        y += 17;
      });
      y += 10;
      y += para(doc, 'Your annual cost of £312.45 will be taken on 1 March 2027, or, if you pay monthly, in 12 interest-free payments (the first £26.01, then 11 of £26.04). Your per-mile charges are billed each month for the miles you drove, and are not part of your premium. The estimated totals are examples only.', 50, y, 495) + 14;
      put(doc, 'Excess', 50, y, 'Helvetica-Bold', 11);
      y += 17;
      put(doc, 'Compulsory £250     Voluntary £250     Total excess £500', 50, y);
      y += 24;
      y += para(doc, 'Driver: Niall Brennan, date of birth 02/12/1996. Miles driven last year: 4,412. You may be able to get the insurance cover you want at a better price if you shop around.', 50, y, 495) + 20;
      para(doc, 'By Miles Ltd is authorised and regulated by the Financial Conduct Authority (FRN 773064). Policies are underwritten by Markerstudy Insurance Company Limited. Contact us on 0330 818 5525.', 50, y, 495, 'Helvetica', 7.5);
    },
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'By Miles',
      policyNumber: 'BM-2291-7740',
      registrationNumber: 'LS69ODV',
      renewalPremium: '312.45',
      previousPremium: '289.10',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'sainsburys-bank',
    html: SAINSBURYS,
    scan: true,
    expected: {
      renewalDate: '2027-02-06',
      insurer: "Sainsbury's Bank",
      policyNumber: 'SBC 7719 0425',
      registrationNumber: 'MX16DWK',
      renewalPremium: '534.60',
      previousPremium: '512.20',
      compulsoryExcess: '200',
      voluntaryExcess: '300',
      totalExcess: '500',
    },
  },
  {
    name: 'halifax',
    html: HALIFAX,
    scan: true,
    expected: {
      renewalDate: '2027-01-05',
      insurer: 'Halifax',
      policyNumber: 'HXC 6620391847',
      registrationNumber: 'CE67TLA',
      renewalPremium: '689.30',
      previousPremium: '648.75',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'co-op',
    html: COOP,
    photo: true,
    expected: {
      renewalDate: '2027-01-31',
      insurer: 'Co-op Insurance',
      policyNumber: 'CIS/MOT/8830127',
      registrationNumber: 'SU65CJO',
      renewalPremium: '612.40',
      previousPremium: '589.35',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'aa',
    html: AA,
    photo: 'sideways',
    expected: {
      renewalDate: '2026-12-11',
      insurer: 'AA',
      policyNumber: 'AAM 2047 5513',
      registrationNumber: 'RE62BKU',
      renewalPremium: '687.45',
      previousPremium: '652.90',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
];
