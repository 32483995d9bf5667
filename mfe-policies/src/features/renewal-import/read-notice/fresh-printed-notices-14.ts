// Issue 47, the fourteenth fresh set: WHAT REALLY ARRIVES. Sixteen documents a driver really gets around renewal,
// from sixteen real UK private-car brands not used in the earlier sets, written without sight of the reader: an
// auto-renewal notice with the FCA's statement of price (add-ons apart), another whose statement of price includes
// the add-ons (so like for like), a broker's letter that also quotes other insurers, a renewal email printed to PDF,
// a schedule page, a price per month first and the annual price lower down, a telematics renewal priced as a fixed
// part plus an estimated mileage part, a classic car on agreed value, an early 'your renewal is coming up' letter, a
// renewal confirmation after the customer accepted, a three-page private-client pack, and five more invitations read
// as phone photos. Fictional people, addresses and numbers; real brand names.
import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES_14: FreshNotice[] = [
  {
    // Auto-renewal with the statement of price: last year beside this year, both without the optional extras, which
    // are priced apart below with a total including them.
    name: 'morethan-auto-renewal',
    html: `
<div style="display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #6cb33f;padding-bottom:6pt">
  <div><div style="font:bold 26pt Arial;color:#00338d;letter-spacing:1pt">MORE TH<span style="color:#6cb33f">&gt;</span>N</div><div style="color:#00338d">Car Insurance</div></div>
  <div class="r" style="font-size:8.5pt">MORE THAN Customer Services<br>PO Box 8041, Horsham RH12 9GZ<br>Call us: 0330 102 5471<br>Mon–Fri 8am–8pm, Sat 9am–5pm</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Ms Priya Sandhu<br>42 Elmfield Road<br>Kettering<br>Northamptonshire<br>NN15 6QA</div>
  <div class="box" style="font-size:9pt">
    <b>Policy number</b> MTC0041882671<br>
    <b>Customer number</b> 77104429<br>
    <b>Car</b> Kia Sportage 1.6 T-GDi 2 (LR19 KXT)<br>
    <b>Date</b> 16 December 2026
  </div>
</div>
<h2 style="color:#00338d;margin:16pt 0 4pt">Your car insurance will renew automatically</h2>
<p>Dear Ms Sandhu,</p>
<p>Thank you for insuring your car with MORE THAN. You asked us to renew your policy automatically each year, so you
don't need to do anything. <b>We'll renew your cover on 14 January 2027 and take £612.40 from your account ending
4471</b> on or shortly after that date. If you'd like to stop the automatic renewal, just call us before 13 January 2027.</p>
<h3 style="color:#00338d;margin-bottom:2pt">Your statement of price</h3>
<table style="width:100%;border:1px solid #ccc">
  <tr style="background:#eef5e8"><th></th><th class="r">Last year</th><th class="r">This year</th></tr>
  <tr><td>Your car insurance premium (excluding optional extras)</td><td class="r">£548.90</td><td class="r"><b>£612.40</b></td></tr>
</table>
<p style="font-size:8.5pt">Both figures include Insurance Premium Tax (IPT) at 12%. This year's includes £65.61 of IPT.
Neither figure includes the optional extras below. We encourage you to check your cover and shop around.</p>
<h3 style="color:#00338d;margin-bottom:2pt">Your optional extras</h3>
<table style="width:100%">
  <tr><td>MORE TH&gt;N Breakdown Cover – Roadside and Recovery</td><td class="r">£79.99</td></tr>
  <tr><td>Motor Legal Protection</td><td class="r">£29.99</td></tr>
  <tr style="border-top:1px solid #999"><td><b>Total we'll collect including optional extras</b></td><td class="r"><b>£722.38</b></td></tr>
</table>
<h3 style="color:#00338d;margin-bottom:2pt">Your excesses</h3>
<table>
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£150</td></tr>
  <tr><td><b>Total accidental damage excess</b></td><td class="r"><b>£400</b></td></tr>
  <tr><td>Windscreen replacement excess</td><td class="r">£95</td></tr>
</table>
<p>Main driver: Ms Priya Sandhu, date of birth 03/08/1984. Named driver: Mr Arjun Sandhu, date of birth 19/02/1983.
No claims discount: 7 years (protected).</p>
<p>Yours sincerely,<br><br><i>Helen Marsh</i><br>Head of Customer Service, MORE THAN</p>
<div style="margin-top:18pt;border-top:1px solid #ccc;padding-top:4pt;font-size:7.5pt;color:#555">
MORE TH&gt;N is a trading name of Royal &amp; Sun Alliance Insurance Ltd (No. 93792). Registered in England and Wales at
St Mark's Court, Chart Way, Horsham, West Sussex, RH12 1XL. Authorised by the Prudential Regulation Authority and
regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register
number 202323). Calls may be recorded. MTC/AR/12-26</div>`,
    expected: {
      renewalDate: '2027-01-14',
      insurer: 'MORE THAN',
      policyNumber: 'MTC0041882671',
      registrationNumber: 'LR19KXT',
      renewalPremium: '612.40',
      previousPremium: '548.90',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    // A broker's letter: the renewal terms are the current insurer's (Covéa, through Higos); page two sets out the
    // other insurers' quotes Higos could move the customer to.
    name: 'higos-broker-alternatives',
    html: `
<div style="display:flex;justify-content:space-between;border-bottom:2px solid #003b5c;padding-bottom:6pt">
  <div><div style="font:bold 22pt Georgia;color:#003b5c">Higos</div><div style="font-size:9pt;color:#003b5c">Insurance Services</div></div>
  <div class="r" style="font-size:8.5pt">Higos Insurance Services Ltd<br>Castle House, Market Place<br>Somerton, Somerset TA11 7NB<br>01458 273 551 · motor@higos.co.uk</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Mr G Pengelly<br>Trewint Farm Cottage<br>Blisland<br>Bodmin<br>PL30 4JQ</div>
  <div style="font-size:9pt">
    Date: 8 December 2026<br>
    Our client reference: PENGE-04<br>
    Account handler: Sarah Vowles<br>
    Insurer policy number: COV/MPC/7781402<br>
    Vehicle: Skoda Octavia Estate WP68 HDU
  </div>
</div>
<p style="margin-top:16pt">Dear Mr Pengelly,</p>
<p><b>Your motor insurance renewal – due 9 January 2027</b></p>
<p>Your private car policy, which we arranged for you with Covéa Insurance plc, is due for renewal on 9 January 2027.
Your current insurer has offered to renew on the same cover as last year.</p>
<table class="box" style="width:80%;margin:6pt 0">
  <tr><td>Renewal premium offered by your current insurer (including IPT)</td><td class="r"><b>£689.12</b></td></tr>
  <tr><td>Premium you paid last year</td><td class="r">£642.80</td></tr>
  <tr><td>Compulsory excess</td><td class="r">£300</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
</table>
<p>Our broker administration fee of £25.00 is payable in addition and is not included in the figures above. The
premium includes Insurance Premium Tax of £73.83.</p>
<p>As your broker we have also approached other insurers on our panel to see whether you could pay less for similar
cover. Their quotations are set out overleaf. If you would like to stay with your current insurer you need do
nothing: we will renew your policy with Covéa Insurance plc on 9 January 2027 and collect the premium by direct debit
from the account you have nominated.</p>
<p>If your circumstances have changed – a new address, a new driver, modifications or a motoring conviction – please
call us on 01458 273 551 before the renewal date.</p>
<p>Yours sincerely,<br><br><i>Sarah Vowles</i><br>Personal Lines Account Handler</p>
<div style="page-break-before:always"></div>
<div style="font:bold 14pt Georgia;color:#003b5c">Alternative quotations – PENGE-04</div>
<p style="font-size:9pt">Prepared 8 December 2026 for Mr G Pengelly, Skoda Octavia Estate WP68 HDU. Quotations are
valid for 30 days, are subject to the insurers' terms and exclude our administration fee.</p>
<table style="width:100%;border:1px solid #999">
  <tr style="background:#e6eef3"><th>Insurer</th><th>Cover</th><th class="r">Compulsory excess</th><th class="r">Annual premium</th></tr>
  <tr><td>Covéa Insurance plc (your current insurer – renewal)</td><td>Comprehensive</td><td class="r">£300</td><td class="r">£689.12</td></tr>
  <tr><td>Ageas Insurance Ltd</td><td>Comprehensive</td><td class="r">£350</td><td class="r">£641.00</td></tr>
  <tr><td>Zurich Insurance plc</td><td>Comprehensive</td><td class="r">£250</td><td class="r">£655.30</td></tr>
  <tr><td>LV= Broker</td><td>Comprehensive</td><td class="r">£300</td><td class="r">£702.55</td></tr>
</table>
<p style="font-size:9pt">Please note the alternative quotations may differ from your current cover (for example in
windscreen cover, courtesy car and protected no claims discount). Your account handler will explain the differences
before you decide.</p>
<div style="margin-top:24pt;border-top:1px solid #ccc;padding-top:4pt;font-size:7.5pt;color:#555">
Higos Insurance Services Limited is authorised and regulated by the Financial Conduct Authority, firm reference number
309414. Registered in England No. 02718855. Registered office: Castle House, Market Place, Somerton, Somerset TA11 7NB.
</div>`,
    expected: {
      renewalDate: '2027-01-09',
      insurer: 'Higos',
      policyNumber: 'COV/MPC/7781402',
      registrationNumber: 'WP68HDU',
      renewalPremium: '689.12',
      previousPremium: '642.80',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
    },
  },
  {
    // A renewal email printed to PDF from the webmail: headers at the top, the body, a signature and a legal footer.
    name: 'prima-renewal-email',
    html: `
<div style="font-size:9pt;color:#444;border-bottom:1px solid #999;padding-bottom:6pt">
  <div style="font:bold 12pt Arial;color:#000;margin-bottom:6pt">Tom Ashworth</div>
  <table>
    <tr><td><b>From:</b></td><td>Prima &lt;renewals@prima.co.uk&gt;</td></tr>
    <tr><td><b>Sent:</b></td><td>Friday, 27 November 2026 08:41</td></tr>
    <tr><td><b>To:</b></td><td>tom.ashworth84@gmail.com</td></tr>
    <tr><td><b>Subject:</b></td><td>Tom, your car insurance renews on 27 December</td></tr>
  </table>
</div>
<div style="margin-top:12pt;font:bold 20pt Arial;color:#e6332a">prima</div>
<p>Hi Tom,</p>
<p>Your Prima car insurance for your <b>Peugeot 2008 (FY70 ZXB)</b> renews on <b>27 December 2026</b>. Here's what it
will cost and what's included.</p>
<div class="box" style="background:#fdf2f1;border-color:#e6332a">
  <div style="font-size:9pt">Policy number: PRM-UK-30918827</div>
  <div style="font-size:14pt;margin:4pt 0"><b>Your renewal price: £734.60</b> for the year</div>
  <div style="font-size:9pt">Last year you paid £701.20. Price includes Insurance Premium Tax.</div>
</div>
<p><b>Your excess</b><br>Compulsory excess £350 · Voluntary excess £250 · Total excess £600</p>
<p><b>Your add-ons</b><br>Breakdown assistance (UK and Europe) £49.00 – not included in your renewal price. You can add
or remove it in the app before your renewal.</p>
<p>If you're happy, there's nothing to do: we'll renew automatically and charge the card saved in your account. This
renewal offer (quote reference Q-88127730) is valid until 26 December 2026.</p>
<p>Your driver details: Tom Ashworth, born 11/09/1984, 9 years' no claims discount.</p>
<p>Thanks for driving with us,<br><b>The Prima team</b><br><span style="font-size:9pt">prima.co.uk · 020 3885 1447</span></p>
<div style="margin-top:18pt;border-top:1px solid #ccc;padding-top:4pt;font-size:7.5pt;color:#666">
Prima is a trading name of Prima UK Insurance Services Ltd, registered in England and Wales (company number 13912750),
registered office 1 King William Street, London EC4N 7AR. Prima UK Insurance Services Ltd is authorised and regulated
by the Financial Conduct Authority (FRN 971508). You received this email because you hold a policy with us. Please do
not reply to this email.</div>
<div style="font-size:7.5pt;color:#888;margin-top:8pt">https://mail.google.com/mail/u/0/?ik=5d1c&amp;view=pt&amp;search=all · 1/1</div>`,
    expected: {
      renewalDate: '2026-12-27',
      insurer: 'Prima',
      policyNumber: 'PRM-UK-30918827',
      registrationNumber: 'FY70ZXB',
      renewalPremium: '734.60',
      previousPremium: '701.20',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    // A renewal schedule page: car, drivers, use, cover, an excess table with sections, endorsements, the premium at
    // the bottom. No last year's price.
    name: 'kingfisher-schedule',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;background:#00576b;color:#fff;padding:6pt 8pt">
  <div style="font:bold 18pt Arial">KINGFISHER <span style="font-weight:normal">INSURANCE</span></div>
  <div style="font-size:9pt">Private Car Policy Schedule – Renewal</div>
</div>
<table style="width:100%;margin-top:8pt;font-size:9pt">
  <tr><td><b>Policy number</b></td><td>KFI/MOT/27/004471</td><td><b>Client reference</b></td><td>K-2290188</td></tr>
  <tr><td><b>Policyholder</b></td><td>Mrs Adaeze Okafor</td><td><b>Date of issue</b></td><td>06/01/2027</td></tr>
  <tr><td><b>Address</b></td><td>17 Hainault Avenue, Ilford, IG6 2PL</td><td><b>Reason for issue</b></td><td>Renewal</td></tr>
  <tr><td><b>Period of insurance</b></td><td colspan="3">From 00:01 hours on 03/02/2027 to midnight on 02/02/2028</td></tr>
</table>
<h4 style="background:#e3eef0;padding:2pt 4pt;margin:10pt 0 2pt">The insured vehicle</h4>
<table style="width:100%;font-size:9pt">
  <tr><td>Make and model</td><td>Vauxhall Corsa SE 1.2 Turbo 5dr</td><td>Registration</td><td><b>KY21 OPF</b></td></tr>
  <tr><td>Year of manufacture</td><td>2021</td><td>Estimated value</td><td>£11,250</td></tr>
  <tr><td>Kept overnight</td><td>On a private driveway</td><td>Annual mileage</td><td>8,000</td></tr>
</table>
<h4 style="background:#e3eef0;padding:2pt 4pt;margin:10pt 0 2pt">Persons entitled to drive</h4>
<table style="width:100%;font-size:9pt">
  <tr><th>Name</th><th>Date of birth</th><th>Licence</th><th>Relationship</th></tr>
  <tr><td>Mrs Adaeze Okafor</td><td>14/05/1979</td><td>Full UK, 21 years</td><td>Policyholder</td></tr>
  <tr><td>Mr Chidi Okafor</td><td>22/10/2006</td><td>Full UK, 2 years</td><td>Son</td></tr>
</table>
<h4 style="background:#e3eef0;padding:2pt 4pt;margin:10pt 0 2pt">Limitations as to use</h4>
<p style="font-size:9pt;margin:2pt 0">Class 1: use for social, domestic and pleasure purposes and by the policyholder in
person for travel to and from a permanent place of work. Excludes use for hire or reward, racing and commercial
travelling.</p>
<h4 style="background:#e3eef0;padding:2pt 4pt;margin:10pt 0 2pt">Cover and excesses</h4>
<p style="font-size:9pt;margin:2pt 0">Cover: <b>Comprehensive</b>. No claims discount: 9 years (protected).</p>
<table style="width:100%;font-size:9pt;border:1px solid #999">
  <tr style="background:#f2f2f2"><th>Section</th><th class="r">Compulsory</th><th class="r">Voluntary</th><th class="r">Total</th></tr>
  <tr><td>Accidental damage</td><td class="r">£250</td><td class="r">£250</td><td class="r">£500</td></tr>
  <tr><td>Fire and theft</td><td class="r">£250</td><td class="r">£250</td><td class="r">£500</td></tr>
  <tr><td>Windscreen repair / replacement</td><td class="r">£10 / £115</td><td class="r">–</td><td class="r">£10 / £115</td></tr>
  <tr><td>Additional excess – any driver under 25</td><td class="r">£300</td><td class="r">–</td><td class="r">£300</td></tr>
</table>
<h4 style="background:#e3eef0;padding:2pt 4pt;margin:10pt 0 2pt">Endorsements applying</h4>
<p style="font-size:9pt;margin:2pt 0">001 Young and inexperienced drivers excess · 015 Windscreen limit · 052 Keys
exclusion · 083 Driving other cars excluded</p>
<h4 style="background:#e3eef0;padding:2pt 4pt;margin:10pt 0 2pt">Premium</h4>
<table style="width:60%;font-size:9.5pt">
  <tr><td>Premium (before tax)</td><td class="r">£1,057.47</td></tr>
  <tr><td>Insurance Premium Tax at 12%</td><td class="r">£126.90</td></tr>
  <tr style="border-top:1px solid #000"><td><b>Total annual premium</b></td><td class="r"><b>£1,184.37</b></td></tr>
  <tr><td style="font-size:8pt">Administration fee (payable separately)</td><td class="r" style="font-size:8pt">£35.00</td></tr>
</table>
<div style="margin-top:14pt;border-top:1px solid #ccc;padding-top:4pt;font-size:7.5pt;color:#555">
This schedule must be read together with your policy booklet (KFI-PC-0125) and your current certificate of motor
insurance. Kingfisher Insurance is a trading name of Kingfisher Insurance Services Ltd, authorised and regulated by the
Financial Conduct Authority, FRN 306119. Registered in England No. 02104857. Registered office: Kingfisher House,
Coval Lane, Chelmsford CM1 1TD.</div>`,
    expected: {
      renewalDate: '2027-02-03',
      insurer: 'Kingfisher Insurance',
      policyNumber: 'KFI/MOT/27/004471',
      registrationNumber: 'KY21OPF',
      renewalPremium: '1184.37',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    // The price a month first, large; the annual price (pay in full) lower down, with the credit figures beside it.
    name: 'mustard-monthly-first',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center">
  <div style="font:bold 24pt Arial;color:#f2a900">mustard<span style="color:#333;font-size:12pt">.co.uk</span></div>
  <div class="r" style="font-size:8.5pt">mustard.co.uk<br>Unit 4, Sovereign Court, Ipswich IP1 5QH<br>0330 333 8117</div>
</div>
<div class="cols" style="margin-top:16pt">
  <div>Miss Jodie Farrant<br>Flat 3, 28 Orwell Quay<br>Ipswich<br>IP3 0BL</div>
  <div style="font-size:9pt">10 February 2027<br>Policy number: MUS/PC/2291-8830<br>Ford Fiesta 1.0 EcoBoost Titanium<br>Registration: BF17 UWN</div>
</div>
<h2 style="margin:16pt 0 2pt">Your renewal is ready, Jodie</h2>
<div style="background:#fff5d6;padding:8pt;margin:6pt 0">
  <div style="font-size:9pt">Keep paying monthly from 12 March 2027</div>
  <div style="font:bold 22pt Arial">£58.42 <span style="font-size:11pt;font-weight:normal">a month</span></div>
  <div style="font-size:9pt">after a deposit of £64.20</div>
</div>
<p>Your car insurance renews on <b>12 March 2027</b>. Nothing has changed on your cover: comprehensive, with courtesy
car and windscreen cover included. If you stay on monthly payments, we'll take the deposit on your renewal date and
then 11 monthly payments by direct debit.</p>
<table style="width:100%;border:1px solid #ccc;font-size:9.5pt">
  <tr style="background:#f5f5f5"><th>How much you'll pay</th><th class="r"></th></tr>
  <tr><td>Deposit</td><td class="r">£64.20</td></tr>
  <tr><td>11 monthly payments of</td><td class="r">£58.42</td></tr>
  <tr><td>Total amount payable by instalments</td><td class="r">£706.82</td></tr>
  <tr><td>Interest rate 21.9% fixed · Representative APR 24.9%</td><td class="r"></td></tr>
  <tr style="border-top:1px solid #999"><td><b>Annual premium (if you pay in full)</b></td><td class="r"><b>£642.00</b></td></tr>
</table>
<h3 style="margin-bottom:2pt">Your price compared with last year</h3>
<table style="font-size:9.5pt">
  <tr><td>Last year's annual premium</td><td class="r">£597.50</td></tr>
  <tr><td>This year's annual premium</td><td class="r">£642.00</td></tr>
</table>
<p style="font-size:9pt">Annual premiums include IPT at 12% and exclude the cost of credit and any optional extras.</p>
<h3 style="margin-bottom:2pt">Your excess</h3>
<p style="margin-top:2pt">Compulsory £250 + voluntary £100 = total excess £350.</p>
<p>To switch to paying in full, or to change anything, log in to My mustard or call 0330 333 8117 before 11 March 2027.</p>
<p>Kind regards,<br><b>The mustard.co.uk team</b></p>
<div style="margin-top:18pt;border-top:1px solid #ccc;padding-top:4pt;font-size:7.5pt;color:#555">
mustard.co.uk is a trading name of Mustard Insurance Services Ltd, which is authorised and regulated by the Financial
Conduct Authority (FRN 613825). Registered in England and Wales, company number 08172644. Credit is provided by
Premium Credit Limited, subject to status.</div>`,
    expected: {
      renewalDate: '2027-03-12',
      insurer: 'mustard.co.uk',
      policyNumber: 'MUS/PC/2291-8830',
      registrationNumber: 'BF17UWN',
      renewalPremium: '642.00',
      previousPremium: '597.50',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    // Telematics: a fixed part and an estimated mileage part, and the total annual premium as the price. Photo.
    name: 'wisedriving-telematics',
    photo: true,
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #0096d6;padding-bottom:6pt">
  <div style="font:bold 24pt Arial;color:#0096d6">Wise<span style="color:#222">Driving</span></div>
  <div class="r" style="font-size:9pt">WiseDriving<br>PO Box 1277, Andover SP10 9DF<br>0345 030 7011</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Mr Kieran Doyle<br>9 Harewood Close<br>Leeds<br>LS17 8RT</div>
  <div style="font-size:10pt">Date: 21 December 2026<br>Policy number: WD-PC-00871244<br>Box serial: WDB7731902<br>Vehicle: YD20 MKR</div>
</div>
<h2 style="margin:16pt 0 4pt">Your renewal invitation</h2>
<p>Dear Kieran,</p>
<p>Your WiseDriving policy ends soon. We'd like to renew it from <b>22 January 2027</b>. Your Driving Behaviour Score
for the last 12 months was 87 out of 100, which has helped keep your price down.</p>
<table style="width:100%;border:1px solid #999;font-size:10.5pt">
  <tr style="background:#e5f4fb"><th>Your renewal price</th><th class="r"></th></tr>
  <tr><td>Fixed annual part</td><td class="r">£412.00</td></tr>
  <tr><td>Estimated mileage part (7,500 miles at 2.484p a mile)</td><td class="r">£186.30</td></tr>
  <tr style="border-top:2px solid #000"><td><b>Total annual premium</b></td><td class="r"><b>£598.30</b></td></tr>
  <tr><td>Last year's total annual premium</td><td class="r">£631.75</td></tr>
</table>
<p style="font-size:9.5pt">If you drive more than your estimate we'll adjust the mileage part at the end of the year.
Prices include IPT.</p>
<p><b>Excess:</b> compulsory £250, voluntary £250, total £500.</p>
<p>To accept, call us or renew online before 21 January 2027.</p>
<p>Yours sincerely,<br>The WiseDriving team</p>
<div style="margin-top:14pt;border-top:1px solid #ccc;padding-top:4pt;font-size:8pt;color:#555">
WiseDriving is a trading name of WiseDriving Ltd, authorised and regulated by the Financial Conduct Authority,
FRN 651207. Registered in England No. 09155320.</div>`,
    expected: {
      renewalDate: '2027-01-22',
      insurer: 'WiseDriving',
      policyNumber: 'WD-PC-00871244',
      registrationNumber: 'YD20MKR',
      renewalPremium: '598.30',
      previousPremium: '631.75',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    // A classic car on agreed value and limited mileage, an old suffix plate, the renewal date with 'th'.
    name: 'carolenash-classic',
    html: `
<div style="border-bottom:2px solid #7a1f2b;padding-bottom:6pt;display:flex;justify-content:space-between">
  <div><div style="font:italic bold 24pt Georgia;color:#7a1f2b">Carole Nash</div><div style="font-size:9pt;letter-spacing:1pt">CLASSIC CAR INSURANCE</div></div>
  <div class="r" style="font-size:8.5pt">Carole Nash House<br>Trafford Park, Manchester M41 7JB<br>0800 298 5500<br>classiccar@carolenash.com</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Mr R Haworth<br>Lower Ings Barn<br>Holmfirth<br>HD9 3XT</div>
  <div style="font-size:9pt">1 March 2027<br>Policy number: CN-CL-5518834<br>Club: MG Owners' Club (membership 118842)</div>
</div>
<p style="margin-top:16pt">Dear Mr Haworth,</p>
<p><b>Your classic car insurance renewal</b></p>
<p>It's nearly time to renew the insurance on your 1972 MGB GT, registration RKJ 451K. Your policy is due to renew on
the <b>5th April 2027</b>, and we're pleased to offer you the following terms.</p>
<table style="width:90%;border:1px solid #999">
  <tr><td>Vehicle</td><td>MGB GT 1798cc (1972)</td></tr>
  <tr><td>Agreed value</td><td>£18,500</td></tr>
  <tr><td>Limited mileage</td><td>3,000 miles a year</td></tr>
  <tr><td>Cover</td><td>Comprehensive, agreed value, club discount applied</td></tr>
  <tr><td>Compulsory excess</td><td>£100</td></tr>
  <tr style="background:#f6eeee"><td><b>Your renewal premium (including IPT)</b></td><td><b>£214.68</b></td></tr>
  <tr><td>Last year's premium</td><td>£198.40</td></tr>
</table>
<p>Your optional extras are not included above: European Breakdown £45.00 and Legal Expenses Cover £19.95. They will
renew with your policy unless you tell us otherwise.</p>
<p>Please check your agreed value still reflects what your MG is worth: if you've had restoration work done since your
last valuation (dated 14 June 2023) we may need new photographs. Spare parts cover up to £1,500 is included.</p>
<p>To renew, call us on 0800 298 5500 before 4 April 2027, quoting your policy number.</p>
<p>Yours sincerely,<br><br><i>David Ashcroft</i><br>Classic Vehicle Team</p>
<div style="margin-top:18pt;border-top:1px solid #ccc;padding-top:4pt;font-size:7.5pt;color:#555">
Carole Nash is a trading style of Carole Nash Insurance Consultants Ltd, which is authorised and regulated by the
Financial Conduct Authority, FRN 307243. Registered in England and Wales No. 2600841. Registered office: 1 Trafford
Wharf Road, Manchester M17 1EX.</div>`,
    expected: {
      renewalDate: '2027-04-05',
      insurer: 'Carole Nash',
      policyNumber: 'CN-CL-5518834',
      registrationNumber: 'RKJ451K',
      renewalPremium: '214.68',
      previousPremium: '198.40',
      compulsoryExcess: '100',
    },
  },
  {
    // 'Your renewal is coming up', sent early: the renewal seven weeks after the letter and months after today.
    name: 'sterling-coming-up-early',
    html: `
<div style="display:flex;justify-content:space-between;border-bottom:2px solid #1d2f6f;padding-bottom:6pt">
  <div style="font:bold 22pt Arial;color:#1d2f6f">Sterling <span style="font-weight:normal;font-size:14pt">Insurance</span></div>
  <div class="r" style="font-size:8.5pt">Sterling Insurance<br>East Winch Hall, East Winch<br>King's Lynn, Norfolk PE32 1HN<br>0800 369 8590</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Mr Darren Lusher<br>5 Mill Reach<br>Downham Market<br>PE38 9QE</div>
  <div style="font-size:9pt">26 February 2027<br>Policy: STG/4419832/PC<br>Your car: Toyota MR2 Roadster, T555 KMB</div>
</div>
<h2 style="color:#1d2f6f;margin:16pt 0 4pt">Your renewal is coming up</h2>
<p>Dear Mr Lusher,</p>
<p>We're writing early to let you know that your car insurance renews on <b>Wednesday 14 April 2027</b>. That's about
seven weeks away, so there's plenty of time to tell us about any changes.</p>
<p>We've already worked out your price. Based on the details we hold, your renewal premium will be <b>£497.20</b>, down
from the £533.10 you paid last year. This price is guaranteed until 13 April 2027 provided your details don't change.</p>
<div class="box">
  <b>Your details at a glance</b><br>
  Main driver: Darren Lusher (date of birth 30/06/1971) · Cover: comprehensive · Modifications declared: aftermarket
  alloy wheels, sports exhaust · Annual mileage: 4,000<br>
  Excesses: compulsory £500, voluntary £250, total £750
</div>
<p>Your MOT is due on 3 June 2027: please remember your insurance doesn't cover a car without a valid MOT.</p>
<p>We'll write again about three weeks before your renewal with your documents. If you pay by direct debit we'll
renew your cover automatically.</p>
<p>Kind regards,<br><br>Customer Services, Sterling Insurance</p>
<div style="margin-top:18pt;border-top:1px solid #ccc;padding-top:4pt;font-size:7.5pt;color:#555">
Sterling Insurance is a trading name of Adrian Flux Insurance Services Group, which is authorised and regulated by the
Financial Conduct Authority, FRN 307153. Registered in England and Wales No. 06285474.</div>`,
    expected: {
      renewalDate: '2027-04-14',
      insurer: 'Sterling Insurance',
      policyNumber: 'STG/4419832/PC',
      registrationNumber: 'T555KMB',
      renewalPremium: '497.20',
      previousPremium: '533.10',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    // A renewal confirmation after the customer accepted and paid; the broker fee paid beside the premium. Photo.
    name: 'coversure-confirmation',
    photo: true,
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #e2001a;padding-bottom:6pt">
  <div style="font:bold 24pt Arial;color:#e2001a">coversure<div style="font:10pt Arial;color:#333">Insurance Services · Milton Keynes</div></div>
  <div class="r" style="font-size:9pt">14 Silbury Arcade<br>Milton Keynes MK9 3AG<br>01908 667 210</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Mrs Lauren Tebbutt<br>62 Wolverton Road<br>Newport Pagnell<br>MK16 8JG</div>
  <div style="font-size:10pt">19 January 2027<br>Policy number: CVS-MK-10092/3<br>Insurer reference: WB/PM/2219880</div>
</div>
<h2 style="margin:16pt 0 4pt">Renewal confirmation</h2>
<p>Dear Mrs Tebbutt,</p>
<p>Thank you for renewing your car insurance with Coversure. Your new policy year starts on <b>1 February 2027</b> and
runs until 31 January 2028.</p>
<table style="width:100%;border:1px solid #999;font-size:10.5pt">
  <tr><td>Vehicle</td><td>Nissan Qashqai Acenta Premium, MA66 SLO</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>Annual premium</td><td><b>£823.15</b></td></tr>
  <tr><td>Broker fee</td><td>£30.00</td></tr>
  <tr><td>Total paid by debit card on 18/01/2027</td><td>£853.15</td></tr>
  <tr><td>Excess</td><td>Compulsory £250, voluntary £250, total £500</td></tr>
</table>
<p>Your new certificate of motor insurance and schedule are enclosed. Please destroy your old certificate.</p>
<p>Yours sincerely,<br>Ravi Kohli, Branch Manager</p>
<div style="margin-top:14pt;border-top:1px solid #ccc;padding-top:4pt;font-size:8pt;color:#555">
Coversure Milton Keynes is an appointed representative of Coversure Insurance Services Ltd, which is authorised and
regulated by the Financial Conduct Authority, FRN 311543. Underwritten by West Bay Insurance plc.</div>`,
    expected: {
      renewalDate: '2027-02-01',
      insurer: 'Coversure',
      policyNumber: 'CVS-MK-10092/3',
      registrationNumber: 'MA66SLO',
      renewalPremium: '823.15',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    // A specialist car's renewal invitation, the phone held sideways.
    name: 'bollington-specialist',
    photo: 'sideways',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #002f5f;padding-bottom:6pt">
  <div style="font:bold 22pt Georgia;color:#002f5f">Bollington<div style="font:10pt Arial">Insurance</div></div>
  <div class="r" style="font-size:9pt">Adelphi Mill, Grimshaw Lane<br>Bollington, Macclesfield SK10 5JB<br>01625 288 412</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Mr Simon Whitcombe<br>The Old Forge, Church Lane<br>Prestbury<br>SK10 4DQ</div>
  <div style="font-size:10pt">Date: 18 February 2027<br>Policy number: BOL/PC/778812<br>Client no: 1092277</div>
</div>
<h2 style="color:#002f5f;margin:16pt 0 4pt">Renewal invitation</h2>
<p>Dear Mr Whitcombe,</p>
<p>Your insurance for your Porsche Boxster S (registration P88 RSC) renews on <b>20 March 2027</b>.</p>
<table style="width:100%;border:1px solid #999;font-size:10.5pt">
  <tr><td>Renewal premium (incl. IPT)</td><td class="r"><b>£1,046.90</b></td></tr>
  <tr><td>Last year's premium</td><td class="r">£987.25</td></tr>
  <tr><td>Market value declared</td><td class="r">£24,000</td></tr>
  <tr><td>Limited mileage</td><td class="r">5,000 miles</td></tr>
  <tr><td>Compulsory excess</td><td class="r">£350</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£500</td></tr>
  <tr><td>Total excess</td><td class="r">£850</td></tr>
</table>
<p>Track day cover is not included. Please call us by 19 March 2027 to renew.</p>
<p>Yours sincerely,<br>Bollington Insurance</p>
<div style="margin-top:14pt;border-top:1px solid #ccc;padding-top:4pt;font-size:8pt;color:#555">
Bollington Insurance is a trading name of Bollington Insurance Brokers Ltd, authorised and regulated by the Financial
Conduct Authority, FRN 302411. Registered in England No. 01873395.</div>`,
    expected: {
      renewalDate: '2027-03-20',
      insurer: 'Bollington Insurance',
      policyNumber: 'BOL/PC/778812',
      registrationNumber: 'P88RSC',
      renewalPremium: '1046.90',
      previousPremium: '987.25',
      compulsoryExcess: '350',
      voluntaryExcess: '500',
      totalExcess: '850',
    },
  },
  {
    // A classic invitation with a market average beside the price and a Scottish plate. Photo.
    name: 'quoteline-invitation',
    photo: true,
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #5b2d8e;padding-bottom:6pt">
  <div style="font:bold 22pt Arial;color:#5b2d8e">Quoteline <span style="font-weight:normal">Direct</span></div>
  <div class="r" style="font-size:9pt">Quoteline House, Dalgety Bay<br>Fife KY11 9PF<br>0344 264 0901</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Ms Morag Lindsay<br>14 Craigleith Drive<br>Dunfermline<br>KY12 7QS</div>
  <div style="font-size:10pt">24 November 2026<br>Policy number: QL-662918-PC<br>Quote ref: RN-55027</div>
</div>
<h2 style="color:#5b2d8e;margin:16pt 0 4pt">Time to renew your car insurance</h2>
<p>Dear Ms Lindsay,</p>
<p>Your policy for your Honda Jazz, SN63 VWR, is due for renewal on <b>19 December 2026</b>.</p>
<table style="width:100%;border:1px solid #999;font-size:10.5pt">
  <tr><td>Your renewal premium</td><td class="r"><b>£548.33</b></td></tr>
  <tr><td>Your premium last year</td><td class="r">£529.10</td></tr>
  <tr><td>Compulsory excess</td><td class="r">£200</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£200</td></tr>
  <tr><td>Total excess</td><td class="r">£400</td></tr>
</table>
<p style="font-size:9.5pt">For comparison, the average renewal price for cars like yours this month was £702.00.
This quote is valid until 18 December 2026.</p>
<p>Yours sincerely,<br>Quoteline Direct</p>
<div style="margin-top:14pt;border-top:1px solid #ccc;padding-top:4pt;font-size:8pt;color:#555">
Quoteline Direct is a trading name of Quoteline Insurance Services Ltd, authorised and regulated by the Financial
Conduct Authority, FRN 306480. Registered in Scotland No. SC124977.</div>`,
    expected: {
      renewalDate: '2026-12-19',
      insurer: 'Quoteline Direct',
      policyNumber: 'QL-662918-PC',
      registrationNumber: 'SN63VWR',
      renewalPremium: '548.33',
      previousPremium: '529.10',
      compulsoryExcess: '200',
      voluntaryExcess: '200',
      totalExcess: '400',
    },
  },
  {
    // Auto-renewal whose statement of price includes the add-ons last year and this: so like for like, the price
    // with the add-ons; the car insurance alone is itemised below.
    name: 'romero-auto-renewal-with-addons',
    html: `
<div style="display:flex;justify-content:space-between;border-bottom:2px solid #c8102e;padding-bottom:6pt">
  <div><div style="font:bold 22pt Arial;color:#c8102e">ROMERO</div><div style="font-size:9pt">Insurance Brokers</div></div>
  <div class="r" style="font-size:8.5pt">Romero Insurance Brokers Ltd<br>Unit 3, Millennium Court, Preston PR2 9ZP<br>01772 904 500 · romeroinsurance.co.uk</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Mr Callum Whiteside<br>21 Ribbleton Lane<br>Preston<br>PR1 5EA</div>
  <div style="font-size:9pt">2 December 2026<br>Policy number: ROM/PCV/0318552<br>Vehicle: Seat Leon FR, PE15 ZTJ</div>
</div>
<p style="margin-top:16pt">Dear Mr Whiteside,</p>
<p><b>Your policy will renew automatically on 30 December 2026</b></p>
<p>As you chose automatic renewal, your motor policy will renew on 30 December 2026 and we'll take £768.19 from the
card ending 0912 on that date. You don't need to do anything unless your details have changed or you would like to
cancel the automatic renewal.</p>
<h3 style="margin-bottom:2pt">Statement of price</h3>
<table style="width:100%;border:1px solid #999">
  <tr style="background:#f7e6e9"><th></th><th class="r">Last year</th><th class="r">This year</th></tr>
  <tr><td>Total premium including your add-ons</td><td class="r">£701.44</td><td class="r"><b>£768.19</b></td></tr>
</table>
<p style="font-size:9pt">Made up of:</p>
<table style="font-size:9pt">
  <tr><td>Car insurance</td><td class="r">£681.24</td></tr>
  <tr><td>Breakdown cover (Roadside &amp; Home Start)</td><td class="r">£59.95</td></tr>
  <tr><td>Motor legal expenses</td><td class="r">£27.00</td></tr>
</table>
<p>Excess: compulsory £250, voluntary £250.</p>
<p>If you would like us to look for an alternative quote, call 01772 904 500 before 29 December 2026.</p>
<p>Yours sincerely,<br><br>Romero Insurance Brokers</p>
<div style="margin-top:18pt;border-top:1px solid #ccc;padding-top:4pt;font-size:7.5pt;color:#555">
Romero Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority, FRN 308118. Registered
in England No. 04017532. Registered office: Unit 3, Millennium Court, Preston PR2 9ZP.</div>`,
    expected: {
      renewalDate: '2026-12-30',
      insurer: 'Romero Insurance Brokers',
      policyNumber: 'ROM/PCV/0318552',
      registrationNumber: 'PE15ZTJ',
      renewalPremium: '768.19',
      previousPremium: '701.44',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
    },
  },
  {
    // A three-page private-client pack: the letter, the schedule summary, the statement of price and small print.
    name: 'astonlark-private-client-pack',
    html: `
<div style="display:flex;justify-content:space-between;border-bottom:1px solid #0b2341;padding-bottom:6pt">
  <div style="font:bold 20pt Georgia;color:#0b2341">Aston Lark<div style="font:9pt Arial;letter-spacing:1pt">PRIVATE CLIENTS</div></div>
  <div class="r" style="font-size:8.5pt">Aston Lark Ltd, One Creechurch Place<br>London EC3A 5AF<br>020 7398 9180</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Mr and Mrs J Pemberton-Hale<br>Heronsgate House<br>Chorleywood<br>WD3 5BS</div>
  <div style="font-size:9pt">12 April 2027<br>Client number: PC-220931<br>Policy number: ALPC-MOT-0094417</div>
</div>
<p style="margin-top:16pt">Dear Mr and Mrs Pemberton-Hale,</p>
<p><b>Motor insurance renewal – Range Rover Sport, DL23 VKZ</b></p>
<p>Your motor insurance renews on <b>7 May 2027</b>. We have reviewed the market on your behalf and recommend that you
renew with your current insurer, AXA Insurance UK plc, on the terms in this pack.</p>
<p>The annual renewal premium is <b>£2,318.75</b> including Insurance Premium Tax. Your premium last year was
£2,104.60. Page 2 summarises your cover and page 3 sets out the statement of price.</p>
<p>Please contact your account executive, Charlotte Idowu, by 30 April 2027 if you wish to renew.</p>
<p>With kind regards,<br><br><i>Charlotte Idowu</i><br>Account Executive</p>
<div style="page-break-before:always"></div>
<div style="font:bold 14pt Georgia;color:#0b2341">Schedule summary – ALPC-MOT-0094417</div>
<table style="width:100%;font-size:9pt;margin-top:6pt">
  <tr><td>Insured</td><td>Mr James Pemberton-Hale and Mrs Clara Pemberton-Hale</td></tr>
  <tr><td>Period</td><td>7 May 2027 to 6 May 2028</td></tr>
  <tr><td>Vehicle</td><td>Land Rover Range Rover Sport P440e Autobiography, DL23 VKZ</td></tr>
  <tr><td>Vehicle value</td><td>£96,500</td></tr>
  <tr><td>Drivers</td><td>James Pemberton-Hale (d.o.b. 08/11/1966), Clara Pemberton-Hale (d.o.b. 27/03/1969)</td></tr>
  <tr><td>Use</td><td>Social, domestic and pleasure, and business use by the policyholders</td></tr>
  <tr><td>Cover</td><td>Comprehensive, new car replacement, European use 90 days</td></tr>
</table>
<table style="width:80%;font-size:9pt;border:1px solid #999;margin-top:8pt">
  <tr style="background:#eef1f5"><th>Excess</th><th class="r">Amount</th></tr>
  <tr><td>Compulsory excess</td><td class="r">£500</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£1,000</td></tr>
  <tr><td>Total own damage excess</td><td class="r">£1,500</td></tr>
  <tr><td>Glass</td><td class="r">£150</td></tr>
</table>
<div style="page-break-before:always"></div>
<div style="font:bold 14pt Georgia;color:#0b2341">Statement of price</div>
<table style="width:80%;font-size:9.5pt;margin-top:6pt">
  <tr><td>Premium at last renewal</td><td class="r">£2,104.60</td></tr>
  <tr><td>Renewal premium (including IPT)</td><td class="r">£2,318.75</td></tr>
  <tr><td>of which Insurance Premium Tax</td><td class="r">£248.44</td></tr>
  <tr><td>Our fee (charged separately)</td><td class="r">£50.00</td></tr>
</table>
<div style="margin-top:24pt;font-size:7.5pt;color:#555">
Aston Lark Limited is authorised and regulated by the Financial Conduct Authority, FRN 312236. Registered in England
and Wales No. 02166766. Registered office: One Creechurch Place, London EC3A 5AF. The insurer for this policy is AXA
Insurance UK plc.</div>`,
    expected: {
      renewalDate: '2027-05-07',
      insurer: 'Aston Lark',
      policyNumber: 'ALPC-MOT-0094417',
      registrationNumber: 'DL23VKZ',
      renewalPremium: '2318.75',
      previousPremium: '2104.60',
      compulsoryExcess: '500',
      voluntaryExcess: '1000',
      totalExcess: '1500',
    },
  },
  {
    // An invitation from a specialist direct insurer, the phone held sideways.
    name: 'tradex-invitation',
    photo: 'sideways',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #00843d;padding-bottom:6pt">
  <div style="font:bold 24pt Arial;color:#00843d">Tradex<div style="font:10pt Arial;color:#333">Insurance</div></div>
  <div class="r" style="font-size:9pt">Tradex House, 80 Ilford Lane<br>Ilford IG1 2LA<br>020 8514 4401</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Mr Tariq Mahmood<br>33 Cranbrook Rise<br>Ilford<br>IG1 3QN</div>
  <div style="font-size:10pt">20 December 2026<br>Policy number: TRX/P/1168045<br>Vehicle: LB16 FHC</div>
</div>
<h2 style="color:#00843d;margin:16pt 0 4pt">Your renewal invitation</h2>
<p>Dear Mr Mahmood,</p>
<p>Your private car policy for your Mercedes C220 renews on <b>27 January 2027</b>.</p>
<table style="width:100%;border:1px solid #999;font-size:10.5pt">
  <tr><td>Renewal premium</td><td class="r"><b>£1,372.06</b></td></tr>
  <tr><td>Previous year's premium</td><td class="r">£1,298.80</td></tr>
  <tr><td>Compulsory excess</td><td class="r">£400</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td>Total excess</td><td class="r">£650</td></tr>
</table>
<p>Policy fee £25.00 is payable in addition. Please call us by 26 January 2027 to renew.</p>
<p>Yours sincerely,<br>Tradex Insurance</p>
<div style="margin-top:14pt;border-top:1px solid #ccc;padding-top:4pt;font-size:8pt;color:#555">
Tradex Insurance Company Ltd is authorised by the Prudential Regulation Authority and regulated by the Financial
Conduct Authority and the PRA, FRN 202917. Registered in England No. 01481366.</div>`,
    expected: {
      renewalDate: '2027-01-27',
      insurer: 'Tradex Insurance',
      policyNumber: 'TRX/P/1168045',
      registrationNumber: 'LB16FHC',
      renewalPremium: '1372.06',
      previousPremium: '1298.80',
      compulsoryExcess: '400',
      voluntaryExcess: '250',
      totalExcess: '650',
    },
  },
  {
    // A convicted driver's broker invitation: the price went down; a young-driver excess beside the others. Photo.
    name: 'insurancerevolution-invitation',
    photo: true,
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #f36f21;padding-bottom:6pt">
  <div style="font:bold 22pt Arial;color:#f36f21">Insurance<span style="color:#222">Revolution</span></div>
  <div class="r" style="font-size:9pt">Sandbrook House, Sandbrook Way<br>Rochdale OL11 1RY<br>0344 334 3102</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Mr Liam Crossley<br>88 Bury Road<br>Rochdale<br>OL11 4BQ</div>
  <div style="font-size:10pt">5 January 2027<br>Policy number: IR-PC-277302<br>Vehicle: GX14 NWE</div>
</div>
<h2 style="color:#f36f21;margin:16pt 0 4pt">Your renewal quote</h2>
<p>Dear Mr Crossley,</p>
<p>Good news: with your SP30 now three years old, your renewal price has come down. Your policy renews on
<b>14 February 2027</b>.</p>
<table style="width:100%;border:1px solid #999;font-size:10.5pt">
  <tr><td>Your renewal premium</td><td class="r"><b>£1,536.40</b></td></tr>
  <tr><td>Last year's premium</td><td class="r">£1,711.92</td></tr>
  <tr><td>Compulsory excess</td><td class="r">£500</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
  <tr><td>Total excess</td><td class="r">£750</td></tr>
  <tr><td>Extra excess for drivers under 25</td><td class="r">£250</td></tr>
</table>
<p>Quote valid until 13 February 2027.</p>
<p>Yours sincerely,<br>Insurance Revolution</p>
<div style="margin-top:14pt;border-top:1px solid #ccc;padding-top:4pt;font-size:8pt;color:#555">
Insurance Revolution is a trading name of Insurance Revolution Ltd, authorised and regulated by the Financial Conduct
Authority, FRN 307451. Registered in England No. 03126654.</div>`,
    expected: {
      renewalDate: '2027-02-14',
      insurer: 'Insurance Revolution',
      policyNumber: 'IR-PC-277302',
      registrationNumber: 'GX14NWE',
      renewalPremium: '1536.40',
      previousPremium: '1711.92',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    // A direct broker's invitation: pay annually or monthly side by side, a referral cashback and NCD nearby.
    name: 'bewiser-invitation',
    html: `
<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #2a9d8f;padding-bottom:6pt">
  <div style="font:bold 24pt Arial;color:#2a9d8f">Be Wiser<div style="font:9pt Arial;color:#333;letter-spacing:1pt">INSURANCE</div></div>
  <div class="r" style="font-size:8.5pt">Be Wiser Insurance<br>Ground Floor, Mountbatten House<br>Walworth Business Park, Andover SP10 5LJ<br>0345 838 8383</div>
</div>
<div class="cols" style="margin-top:14pt">
  <div>Miss Hannah Okoro<br>7 Beech Mews<br>Basingstoke<br>RG24 8NB</div>
  <div style="font-size:9pt">15 January 2027<br>Policy number: BW/PC/5570126-02<br>Customer ID: 4410938<br>Car: Toyota Yaris Icon, HN18 XAE</div>
</div>
<h2 style="color:#2a9d8f;margin:16pt 0 4pt">It's time to renew</h2>
<p>Dear Miss Okoro,</p>
<p>Your car insurance with Be Wiser ends at midnight on 18 February 2027. We'd like to renew it from
<b>19 February 2027</b> on the same comprehensive cover.</p>
<div class="cols">
  <div class="box" style="text-align:center"><div style="font-size:9pt">Pay annually</div><div style="font:bold 18pt Arial">£463.85</div><div style="font-size:8.5pt">your renewal premium for the year</div></div>
  <div class="box" style="text-align:center"><div style="font-size:9pt">Pay monthly</div><div style="font:bold 18pt Arial">£44.18</div><div style="font-size:8.5pt">deposit £46.39, then 10 payments (total £488.19, APR 18.9%)</div></div>
</div>
<p>Last year's premium: £439.00. Both prices include IPT at 12%. Your no claims discount: 6 years.</p>
<p><b>Your excess:</b> compulsory £150, voluntary £250, total £400.</p>
<p>Recommend a friend and get £25 cashback when they buy a policy. To renew, call us or log in before 18 February 2027.</p>
<p>Yours sincerely,<br><br>The Be Wiser team</p>
<div style="margin-top:18pt;border-top:1px solid #ccc;padding-top:4pt;font-size:7.5pt;color:#555">
Be Wiser Insurance is a trading name of Be Wiser Insurance Services Ltd, authorised and regulated by the Financial
Conduct Authority, FRN 307134. Registered in England No. 03744919. Registered office: Mountbatten House, Walworth
Business Park, Andover SP10 5LJ.</div>`,
    expected: {
      renewalDate: '2027-02-19',
      insurer: 'Be Wiser',
      policyNumber: 'BW/PC/5570126-02',
      registrationNumber: 'HN18XAE',
      renewalPremium: '463.85',
      previousPremium: '439.00',
      compulsoryExcess: '150',
      voluntaryExcess: '250',
      totalExcess: '400',
    },
  },
];
