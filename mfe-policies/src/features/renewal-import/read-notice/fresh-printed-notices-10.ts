// A tenth set of renewal notices, written afresh for issue 47 on 2026-11-30 by a tenth helper who had read neither the
// reader's code nor the other sets (only the harness in fresh-notice-checks.ts). Twenty notices from twenty different
// UK car-insurance brands (15 printed to PDF, 5 read as phone photos, one of them taken sideways), each in a house
// style imagined for that brand. The set aims at WORDING: every notice words its price, last year's price, policy
// number, renewal date and excesses in phrasings not used elsewhere in the set ('Total cost for the next 12 months',
// 'Our price to renew', 'Premium for the period now ending', 'Your premium for the current year', a 2026/27 vs 2027/28
// table, the price only inside a monthly plan as 'Cash price', a policy number only in a sentence, 'Agreement
// number', 'falls due for renewal on', 'runs out on ... at 23:59', 'from ... until ...', 'voluntary nil', an excess
// told as '£250 that's ours plus the £150 you picked'), beside distractors a careless reader would take: a second car
// on a MultiCar policy, a market average, an upgraded cover quote, a no-claims-protection price, a refund, an agreed
// value, a young-driver or windscreen excess, a monthly total payable, a mandate or member or quote reference.
import type { FreshNotice } from './fresh-notice-checks';

export const FRESH_NOTICES_10: FreshNotice[] = [
  {
    name: 'aviva',
    html: `
<div class="cols">
  <div><div style="font-size:26pt;font-weight:bold;color:#1c3f94">Aviva</div><div>Car Insurance</div></div>
  <div class="r">Aviva Insurance Limited<br>PO Box 1010<br>Norwich NR1 9ZZ<br>15 December 2026</div>
</div>
<p>Mrs Adaeze Okafor<br>14 Larch Close<br>Kettering<br>NN15 7QD</p>
<table>
  <tr><td>Policy reference</td><td><b>MCP 41 772 085</b></td></tr>
  <tr><td>Customer number</td><td>40018822</td></tr>
</table>
<h2 style="color:#1c3f94">It's time to renew your car insurance</h2>
<p>Dear Mrs Okafor,</p>
<p>Thank you for choosing Aviva. Your car insurance is due for renewal and we've set out your price and your cover below.
Your new policy runs from 12 January 2027 to 11 January 2028.</p>
<div class="box">
  <p style="margin:0"><b>Total cost for the next 12 months: £612.48</b><br>This includes Insurance Premium Tax (IPT) at the current rate.</p>
  <p style="margin:6pt 0 0">For comparison, the total you paid for the last 12 months was £547.90. That's £64.58 more than last year.</p>
</div>
<h3>Your car and your cover</h3>
<table>
  <tr><td>Car</td><td>Vauxhall Corsa SE 1.2, registration DY20 HNM</td></tr>
  <tr><td>Level of cover</td><td>Comprehensive</td></tr>
  <tr><td>Drivers</td><td>Mrs Adaeze Okafor, Mr Chinedu Okafor</td></tr>
  <tr><td>Use</td><td>Social, domestic and pleasure, including commuting</td></tr>
</table>
<h3>Your excesses</h3>
<table>
  <tr><th>Type of claim</th><th>Compulsory</th><th>Voluntary</th><th>Total</th></tr>
  <tr><td>Accidental damage</td><td>£250</td><td>£250</td><td>£500</td></tr>
  <tr><td>Fire and theft</td><td>£250</td><td>£250</td><td>£500</td></tr>
  <tr><td>Windscreen replacement</td><td>£115</td><td>-</td><td>£115</td></tr>
</table>
<h3>Optional extras</h3>
<p>Motor Legal Protection £24.99 a year. Guaranteed Hire Car Plus £46.50 a year. These are not included in the total cost above.</p>
<p>You don't need to do anything: we'll renew your policy automatically and collect payment using the card we hold.</p>
<p>Yours sincerely,<br>Aviva Customer Services</p>`,
    expected: {
      renewalDate: '2027-01-12',
      insurer: 'Aviva',
      policyNumber: 'MCP 41 772 085',
      registrationNumber: 'DY20HNM',
      renewalPremium: '612.48',
      previousPremium: '547.90',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'direct-line',
    html: `
<div style="background:#e30613;color:#fff;padding:8pt 10pt"><span style="font-size:22pt;font-weight:bold">Direct Line</span><br>Car Insurance Renewal</div>
<div class="cols" style="margin-top:10pt">
  <div>Mr Gareth Pennington<br>3 Mill Lane<br>Wrexham<br>LL13 8TA</div>
  <div class="r">9 November 2026<br>Our ref: PM 7729 1044<br>Your customer ID: DLC-3381902<br>Claims line: 0345 878 0002</div>
</div>
<p>Dear Mr Pennington,</p>
<p>Your current cover ends at 11.59pm on 6 December 2026. We'll renew it automatically so that you stay protected on the road.</p>
<table class="box" style="width:100%">
  <tr><td><b>Your renewal price</b></td><td class="r"><b>£738.20</b></td></tr>
  <tr><td>Last year's price</td><td class="r">£801.55</td></tr>
  <tr><td colspan="2">That's £63.35 (7.9%) less than you paid last year.</td></tr>
</table>
<p><b>Car:</b> Ford Focus Titanium 1.0 EcoBoost, KP68 VNR<br><b>Cover:</b> Comprehensive<br><b>Named drivers:</b> none</p>
<p>Fancy a bit more? You could upgrade to Direct Line Comprehensive Plus, with courtesy car and key cover, for £781.95 for the year.</p>
<h3>Excess</h3>
<p>If you claim for damage to your car, you pay the first £350 of the claim, made up of a £250 compulsory excess and a £100 voluntary excess.
An extra £200 applies if someone under 25 is driving at the time of the incident.</p>
<p>Questions? Call us on 0345 246 3761, Monday to Friday 8am to 8pm.</p>
<p>Direct Line Car Insurance</p>`,
    expected: {
      renewalDate: '2026-12-07',
      insurer: 'Direct Line',
      policyNumber: 'PM 7729 1044',
      registrationNumber: 'KP68VNR',
      renewalPremium: '738.20',
      previousPremium: '801.55',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'admiral',
    html: `
<div class="cols">
  <div><span style="font-size:24pt;font-weight:bold;color:#003b71">Admiral</span><br><b>MultiCar</b> renewal</div>
  <div class="r">Ty Admiral, Cardiff CF10 3AZ<br>25 January 2027</div>
</div>
<p>Ms Priya Raman<br>88 Beechwood Avenue<br>Swindon<br>SN3 4PL</p>
<table class="box">
  <tr><td>Policy number</td><td><b>P61208347-3</b></td></tr>
  <tr><td>Quote reference</td><td>Q99120044</td></tr>
  <tr><td>Renewal date</td><td>21 February 2027</td></tr>
</table>
<p>Dear Ms Raman,</p>
<p>This renewal is for your <b>Ford Fiesta Zetec, WR17 OXT</b>.</p>
<table>
  <tr><td>Your new premium</td><td class="r"><b>£956.32</b></td></tr>
  <tr><td colspan="2" style="font-size:8pt">including Insurance Premium Tax and your MultiCar discount of £48.00</td></tr>
  <tr><td>Your previous year's premium</td><td class="r">£874.10</td></tr>
</table>
<p>Your other MultiCar vehicle, Kia Picanto 1, SN21 BFE, renews on 14 June 2027. Its current premium is £402.11 and we'll write to you about it nearer the time.</p>
<h3>Excess</h3>
<p>Compulsory £300 + Voluntary £150<br>Windscreen replacement excess: £95</p>
<p>To renew, you don't need to do anything. If you'd like to make changes, log in to MyAccount.</p>
<p>Admiral Insurance</p>`,
    expected: {
      renewalDate: '2027-02-21',
      insurer: 'Admiral',
      policyNumber: 'P61208347-3',
      registrationNumber: 'WR17OXT',
      renewalPremium: '956.32',
      previousPremium: '874.10',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      // no total printed: the review adds the parts
    },
  },
  {
    name: 'churchill',
    html: `
<div style="border-bottom:3px solid #f2b705;padding-bottom:6pt"><span style="font-size:24pt;font-weight:bold">Churchill</span> <span style="font-size:12pt">Car Insurance</span></div>
<div class="cols" style="margin-top:8pt">
  <div>Mr Liam Doherty<br>21 Abbey Road<br>Barrow-in-Furness<br>LA14 5LW</div>
  <div class="r">6 December 2026<br>Ref: CHU/0047718/MT<br>Direct Debit mandate reference: CHDD-0047718-01</div>
</div>
<p>Dear Mr Doherty,</p>
<p>Here are the details of your renewal. Please check them carefully and tell us if anything has changed.</p>
<table>
  <tr><td colspan="2"><b>Period of cover</b></td></tr>
  <tr><td>Effective date</td><td>03/01/2027</td></tr>
  <tr><td>Expiry date</td><td>02/01/2028</td></tr>
</table>
<table class="box" style="margin-top:6pt">
  <tr><td><b>Annual cost</b></td><td class="r"><b>£1,124.60</b></td></tr>
  <tr><td>What you paid last year</td><td class="r">£1,037.85</td></tr>
  <tr><td>An increase of</td><td class="r">£86.75</td></tr>
</table>
<p>Prefer to spread the cost? 12 monthly payments of £101.18, total £1,214.16, representative APR 14.9%.</p>
<p><b>Vehicle:</b> Nissan Qashqai N-Connecta DIG-T, HF70 LKD<br><b>Cover:</b> Comprehensive</p>
<table>
  <tr><th>Excess</th><th>Compulsory</th><th>Voluntary</th><th>Total</th></tr>
  <tr><td>Accidental damage</td><td>£250</td><td>£250</td><td>£500</td></tr>
  <tr><td>Fire and theft</td><td>£250</td><td>£250</td><td>£500</td></tr>
  <tr><td>Windscreen replacement</td><td>£90</td><td>£0</td><td>£90</td></tr>
</table>
<p>Churchill. Chosen by you.</p>`,
    expected: {
      renewalDate: '2027-01-03',
      insurer: 'Churchill',
      policyNumber: 'CHU/0047718/MT',
      registrationNumber: 'HF70LKD',
      renewalPremium: '1124.60',
      previousPremium: '1037.85',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'hastings-direct',
    html: `
<div style="background:#14213d;color:#ffd400;padding:8pt"><span style="font-size:22pt;font-weight:bold">Hastings Direct</span></div>
<div class="cols" style="margin-top:8pt">
  <div>Miss Holly Fenwick<br>Flat 2, 40 Marine Parade<br>Worthing<br>BN11 3QB</div>
  <div class="r">30 November 2026<br>Policy No. HD00918273<br>Customer ID 5523109</div>
</div>
<p>Dear Miss Fenwick,</p>
<p><b>Renewal due: 28 December 2026</b></p>
<table style="width:100%">
  <tr><td>Renewal quotation: Hastings Direct (Comprehensive)</td><td class="r"><b>£489.99</b></td></tr>
  <tr><td>Premium at last renewal</td><td class="r">£455.76</td></tr>
</table>
<p>Want more? Hastings Premier comprehensive, with motor legal expenses and a courtesy car as standard, would cost £538.74 for the year.</p>
<p>Vehicle: Toyota Yaris Icon VVT-i (EA16 RZU)</p>
<p>Total excess £600 (compulsory £350, voluntary £250)</p>
<p>If you want to keep your cover, there's nothing to do: we'll take payment on the renewal date.</p>
<p>Hastings Direct, Conquest House, Bexhill-on-Sea TN39 3LW</p>`,
    expected: {
      renewalDate: '2026-12-28',
      insurer: 'Hastings Direct',
      policyNumber: 'HD00918273',
      registrationNumber: 'EA16RZU',
      renewalPremium: '489.99',
      previousPremium: '455.76',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'esure',
    photo: true,
    html: `
<div style="font-size:26pt;font-weight:bold;color:#6c1d8c">esure</div>
<div>car insurance</div>
<p style="margin-top:14pt">Mr Daniel Achterberg<br>7 Station Road<br>Bicester<br>OX26 6HU</p>
<p>Policy ref: ESP0714462</p>
<p>Dear Mr Achterberg,</p>
<p>Your policy expires on 9 March 2027. Unless you tell us otherwise, it will renew automatically from 10 March 2027.</p>
<p style="font-size:13pt"><b>You will pay £673.15 for the year ahead.</b></p>
<p>This time last year you paid £642.00.</p>
<p>Car: Skoda Octavia SE L TDI, BV69 XMJ<br>Cover: Comprehensive</p>
<p>Accident damage excess: £400 compulsory, £0 voluntary</p>
<p>Thanks for being with esure.</p>`,
    expected: {
      renewalDate: '2027-03-10',
      insurer: 'esure',
      policyNumber: 'ESP0714462',
      registrationNumber: 'BV69XMJ',
      renewalPremium: '673.15',
      previousPremium: '642.00',
      compulsoryExcess: '400',
      voluntaryExcess: '0',
      // no total printed: the review adds the parts
    },
  },
  {
    name: 'sheilas-wheels',
    html: `
<div style="color:#d6006f"><span style="font-size:24pt;font-weight:bold">Sheilas' Wheels</span><br>car insurance</div>
<div class="cols" style="margin-top:8pt">
  <div>Mrs Joanne Pritchard<br>55 Heol y Parc<br>Pontypridd<br>CF37 2QE</div>
  <div class="r">20 December 2026</div>
</div>
<p>Dear Mrs Pritchard,</p>
<p>We're writing to let you know that your policy SW 3309 1175 will renew automatically, so you'll stay covered without lifting a finger.</p>
<table class="box">
  <tr><td>Commencement date</td><td>17 January 2027</td></tr>
  <tr><td>Car</td><td>Fiat 500 Lounge, YS22 CWP</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
</table>
<p>Your premium for the coming year is <b>£531.44</b>, compared with £498.03 last year.</p>
<p>Protect your No Claims Discount for an extra £38.50. This is not included in the price above.</p>
<p>Excess for accidental damage: £450 in total, being £350 compulsory plus the £100 voluntary excess you chose.</p>
<p>Love,<br>The Sheilas' Wheels team</p>`,
    expected: {
      renewalDate: '2027-01-17',
      insurer: "Sheilas' Wheels",
      policyNumber: 'SW 3309 1175',
      registrationNumber: 'YS22CWP',
      renewalPremium: '531.44',
      previousPremium: '498.03',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },
  {
    name: 'saga',
    html: `
<div class="cols">
  <div><span style="font-size:26pt;font-weight:bold;color:#002a5c">Saga</span><br>Car Insurance</div>
  <div class="r">Enbrook Park, Sandgate<br>Folkestone CT20 3SE<br>4 March 2027</div>
</div>
<p>Mr and Mrs Geoffrey Hale<br>The Old Forge<br>Church Street<br>Ludlow<br>SY8 1AP</p>
<p>Policy: SAG/M/20418835</p>
<p>Dear Mr Hale,</p>
<p>Thank you for insuring your car with Saga. Your renewal: from 1 April 2027 until 31 March 2028.</p>
<table class="box">
  <tr><td>Your premium for the current year</td><td class="r">£412.35</td></tr>
  <tr><td>Your premium for your next policy year</td><td class="r"><b>£397.60</b></td></tr>
</table>
<p>Good news: your premium has gone down by £14.75.</p>
<p>Car: Honda Jazz EX i-VTEC, GN15 TYA. Drivers: Mr Geoffrey Hale (born 1951), Mrs Margaret Hale.</p>
<p>Accidental damage excess: compulsory £250, voluntary nil.</p>
<p>Saga Breakdown is available for £78.00 a year if you'd like to add it. It isn't included above.</p>
<p>Yours sincerely,<br>Saga Car Insurance</p>`,
    expected: {
      renewalDate: '2027-04-01',
      insurer: 'Saga',
      policyNumber: 'SAG/M/20418835',
      registrationNumber: 'GN15TYA',
      renewalPremium: '397.60',
      previousPremium: '412.35',
      compulsoryExcess: '250',
      voluntaryExcess: '0',
      // no total printed: the review adds the parts
    },
  },
  {
    name: 'aa',
    photo: true,
    html: `
<div style="background:#ffd300;padding:8pt"><span style="font-size:26pt;font-weight:bold">AA</span> <span style="font-size:13pt">Car Insurance</span></div>
<p style="margin-top:12pt">Ms Rebecca Lindqvist<br>12 Thornhill Gardens<br>Sale<br>M33 4GH</p>
<p>Policy No: AAM 1048 2217</p>
<p>Renewal date 15/12/2026</p>
<table>
  <tr><td>Premium (inc. IPT)</td><td class="r"><b>£702.88</b></td></tr>
  <tr><td>Last year's premium</td><td class="r">£655.40</td></tr>
</table>
<p>Vehicle: Volkswagen Golf Life TSI, MA18 UEH</p>
<table>
  <tr><th>Compulsory</th><th>Voluntary</th><th>Total excess</th></tr>
  <tr><td>£200</td><td>£300</td><td>£500</td></tr>
</table>
<p>AA Breakdown Roadside cover: £44.00 (optional, not included)</p>`,
    expected: {
      renewalDate: '2026-12-15',
      insurer: 'AA',
      policyNumber: 'AAM 1048 2217',
      registrationNumber: 'MA18UEH',
      renewalPremium: '702.88',
      previousPremium: '655.40',
      compulsoryExcess: '200',
      voluntaryExcess: '300',
      totalExcess: '500',
    },
  },
  {
    name: 'rac',
    html: `
<div style="border-left:8pt solid #f26a21;padding-left:8pt"><span style="font-size:24pt;font-weight:bold;color:#f26a21">RAC</span><br>Car Insurance</div>
<div class="cols" style="margin-top:8pt">
  <div>Dr Imran Shah<br>9 Cavendish Crescent<br>Leeds<br>LS17 6EX</div>
  <div class="r">22 January 2027<br>Policy ref RACM-662-019-4</div>
</div>
<p>Dear Dr Shah,</p>
<p>Your cover ends at midnight on 19 February 2027. Below is our price to keep you insured.</p>
<p>Period of insurance: 20/02/2027 to 19/02/2028</p>
<table class="box">
  <tr><td><b>Our price to renew</b></td><td class="r"><b>£845.17</b></td></tr>
  <tr><td>Your expiring premium</td><td class="r">£790.02</td></tr>
</table>
<p style="font-size:8pt">For reference, the average comprehensive premium paid in the UK in the third quarter of 2026 was £612 (ABI).</p>
<p>Car: BMW 320d M Sport, LR71 DKV. Cover: Comprehensive. Class of use: social, domestic, pleasure and commuting.</p>
<p>Excess: £595 (£345 compulsory + £250 voluntary)</p>
<p>RAC Motoring Services</p>`,
    expected: {
      renewalDate: '2027-02-20',
      insurer: 'RAC',
      policyNumber: 'RACM-662-019-4',
      registrationNumber: 'LR71DKV',
      renewalPremium: '845.17',
      previousPremium: '790.02',
      compulsoryExcess: '345',
      voluntaryExcess: '250',
      totalExcess: '595',
    },
  },
  {
    name: 'privilege',
    html: `
<div class="cols">
  <div><span style="font-size:24pt;font-weight:bold;font-style:italic">Privilege</span><br>Car Insurance</div>
  <div class="r">10 December 2026</div>
</div>
<p>Mr Oliver Brandt<br>Hollyhock Barn<br>Little Marlow<br>SL7 3RS</p>
<table>
  <tr><td>Your policy number</td><td><b>PV 72 003 118</b></td></tr>
  <tr><td>Quote reference</td><td>118-PV-2027</td></tr>
  <tr><td>Start date of your new policy</td><td>8 January 2027</td></tr>
</table>
<p>Dear Mr Brandt,</p>
<p>Here's your renewal for your Land Rover Discovery Sport HSE, FY66 NHB.</p>
<table class="box" style="width:100%">
  <tr><td>Cost of cover for 12 months</td><td class="r"><b>£1,362.90</b></td></tr>
  <tr><td>Previous annual premium</td><td class="r">£1,205.45</td></tr>
</table>
<p>Or choose Privilege Comprehensive Plus, with a guaranteed hire car and uninsured loss recovery, for £1,449.30.</p>
<h3>Your excess</h3>
<table>
  <tr><td>Compulsory</td><td>£300</td></tr>
  <tr><td>Voluntary</td><td>£200</td></tr>
  <tr><td>Total accidental damage excess</td><td>£500</td></tr>
  <tr><td>Young and inexperienced driver excess (additional)</td><td>£250</td></tr>
</table>
<p>Privilege Car Insurance</p>`,
    expected: {
      renewalDate: '2027-01-08',
      insurer: 'Privilege',
      policyNumber: 'PV 72 003 118',
      registrationNumber: 'FY66NHB',
      renewalPremium: '1362.90',
      previousPremium: '1205.45',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
  {
    name: 'nfu-mutual',
    html: `
<div class="cols">
  <div><span style="font-size:24pt;font-weight:bold;color:#00594f">NFU Mutual</span><br>Motor insurance</div>
  <div class="r">Your local agency: Stratford-upon-Avon<br>Agency ref: 0417<br>1 February 2027</div>
</div>
<p>Mr Huw Llewellyn<br>Pen-y-Bryn Farm<br>Llanidloes<br>SY18 6LT</p>
<p>Policy No. 21/MPC/0093341</p>
<p>Dear Mr Llewellyn,</p>
<p>Your policy falls due for renewal on 1st March 2027. Your agent will be happy to go through it with you.</p>
<p>The premium for the renewal period is <b>£518.70</b>, including Insurance Premium Tax.<br>Premium for the period now ending: £503.22.</p>
<p>Vehicle insured: Subaru Forester XE, AE64 PZK</p>
<p>Accidental damage excess: compulsory £150, voluntary £100, total £250</p>
<p>Yours sincerely,<br>NFU Mutual</p>`,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'NFU Mutual',
      policyNumber: '21/MPC/0093341',
      registrationNumber: 'AE64PZK',
      renewalPremium: '518.70',
      previousPremium: '503.22',
      compulsoryExcess: '150',
      voluntaryExcess: '100',
      totalExcess: '250',
    },
  },
  {
    name: '1st-central',
    photo: true,
    html: `
<div style="font-size:24pt;font-weight:bold;color:#e5007d">1st Central</div>
<p style="margin-top:12pt">Mr Kyle Brennan<br>26 Ashgrove Street<br>Ayr<br>KA7 3AN</p>
<p>Agreement number 1CL4402196</p>
<p>Your new policy starts on 23 December 2026.</p>
<p>Car: Peugeot 208 Active, DK19 WSO</p>
<table>
  <tr><td><b>Cash price</b></td><td class="r"><b>£774.30</b></td></tr>
  <tr><td>Last year you paid</td><td class="r">£729.99</td></tr>
</table>
<p>Pay monthly: deposit £85.17 then 10 payments of £76.65.<br>Total amount payable £851.67 (APR 19.9%).</p>
<p>Compulsory excess £450<br>Voluntary excess £250<br>Total £700</p>`,
    expected: {
      renewalDate: '2026-12-23',
      insurer: '1st Central',
      policyNumber: '1CL4402196',
      registrationNumber: 'DK19WSO',
      renewalPremium: '774.30',
      previousPremium: '729.99',
      compulsoryExcess: '450',
      voluntaryExcess: '250',
      totalExcess: '700',
    },
  },
  {
    name: 'swinton',
    html: `
<div class="cols">
  <div><span style="font-size:24pt;font-weight:bold;color:#c8102e">Swinton</span><br>Insurance</div>
  <div class="r">5 January 2027<br>Policy number: 0023/7714902</div>
</div>
<p>Mrs Claire Ashworth<br>41 Ramsbottom Road<br>Bury<br>BL8 1HT</p>
<p>Dear Mrs Ashworth,</p>
<p>Your insurance renews on 02.02.2027. We've compared this year with next year for you below.</p>
<table class="box">
  <tr><th></th><th class="r">2026/27 (this year)</th><th class="r">2027/28 (next year)</th></tr>
  <tr><td>Premium</td><td class="r">£588.12</td><td class="r"><b>£619.40</b></td></tr>
  <tr><td>Compulsory excess</td><td class="r">£250</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td><td class="r">£250</td></tr>
  <tr><td>Difference</td><td></td><td class="r">+£31.28</td></tr>
</table>
<p>Vehicle: Hyundai Tucson SE Nav, CU67 JNL</p>
<p>If you're happy, there's nothing to do. To talk it through, pop into your local branch or call us.</p>
<p>Swinton Insurance</p>`,
    expected: {
      renewalDate: '2027-02-02',
      insurer: 'Swinton',
      policyNumber: '0023/7714902',
      registrationNumber: 'CU67JNL',
      renewalPremium: '619.40',
      previousPremium: '588.12',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      // no total printed: the review adds the parts
    },
  },
  {
    name: 'co-op-insurance',
    html: `
<div style="color:#00a1cc"><span style="font-size:24pt;font-weight:bold">Co-op Insurance</span><br>Car</div>
<div class="cols" style="margin-top:8pt">
  <div>Mr Nathan Oyelaran<br>17 Fernbank Drive<br>Bingley<br>BD16 4RW</div>
  <div class="r">14 Mar 2027<br>Policy ref. CIS-M-61190023<br>Member number 0012 7789 4410</div>
</div>
<p>Dear Mr Oyelaran,</p>
<p>Policy start date 11 Apr 2027</p>
<p>The total cost of your policy: <b>£456.08</b> (including Insurance Premium Tax)<br>Your premium last time: £431.50</p>
<p>The refund of £23.18 for the change you made to your policy in August 2026 has already been paid to your card.</p>
<p>Car: Mini Cooper Classic, NX20 GTR</p>
<table>
  <tr><th>Excess</th><th>Amount</th></tr>
  <tr><td>Compulsory (all drivers)</td><td>£275</td></tr>
  <tr><td>Voluntary</td><td>£100</td></tr>
  <tr><td>Additional for drivers aged 21 to 24</td><td>£250</td></tr>
  <tr><td>Windscreen replacement</td><td>£75</td></tr>
</table>
<p>Co-op Insurance. Owned by our members.</p>`,
    expected: {
      renewalDate: '2027-04-11',
      insurer: 'Co-op Insurance',
      policyNumber: 'CIS-M-61190023',
      registrationNumber: 'NX20GTR',
      renewalPremium: '456.08',
      previousPremium: '431.50',
      compulsoryExcess: '275',
      voluntaryExcess: '100',
      // no total printed: the review adds the parts
    },
  },
  {
    name: 'tesco-bank',
    photo: 'sideways',
    html: `
<div style="color:#00539f"><span style="font-size:24pt;font-weight:bold">Tesco Bank</span><br>Car Insurance</div>
<p style="margin-top:12pt">Ms Sophie Turnbull<br>6 Kestrel Way<br>Peterborough<br>PE2 9SJ</p>
<p>Policy number TBM 3318 7762</p>
<p>Renewal date 30 January 2027</p>
<table>
  <tr><td><b>Annual price</b></td><td class="r"><b>£563.27</b></td></tr>
  <tr><td>Price you paid last year</td><td class="r">£540.19</td></tr>
</table>
<p>Car: Renault Clio Iconic TCe, OU18 KBZ</p>
<p>Compulsory excess £250<br>Voluntary excess £100<br>Total excess £350</p>`,
    expected: {
      renewalDate: '2027-01-30',
      insurer: 'Tesco Bank',
      policyNumber: 'TBM 3318 7762',
      registrationNumber: 'OU18KBZ',
      renewalPremium: '563.27',
      previousPremium: '540.19',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'halifax',
    html: `
<div class="cols">
  <div><span style="font-size:24pt;font-weight:bold;color:#005eb8">Halifax</span><br>Car Insurance</div>
  <div class="r">8 January 2027</div>
</div>
<p>Mr Callum Reid<br>102 Gilmore Street<br>Dundee<br>DD3 6PQ</p>
<table>
  <tr><td>Policy number</td><td><b>HX/MC/4483019</b></td></tr>
  <tr><td>Direct Debit mandate reference</td><td>HAL-DD-773291</td></tr>
</table>
<p>Dear Mr Reid,</p>
<p>Your new policy will start on 5th February 2027 and run for 12 months. As you pay monthly, here's how your payments will work.</p>
<div class="box">
  <b>Your monthly payments</b>
  <table>
    <tr><td>Cash price</td><td class="r">£692.40</td></tr>
    <tr><td>Deposit</td><td class="r">£69.24</td></tr>
    <tr><td>then 10 monthly payments of</td><td class="r">£67.66</td></tr>
    <tr><td>Total amount payable</td><td class="r">£745.84</td></tr>
    <tr><td>Representative APR</td><td class="r">22.9%</td></tr>
  </table>
</div>
<p>The cash price of your cover last year was £650.80.</p>
<p>Car: Kia Sportage GT-Line, BD23 XAP. Cover: Comprehensive.</p>
<p>Excess £500 (Compulsory £250 + Voluntary £250)</p>
<p>Halifax Car Insurance</p>`,
    expected: {
      renewalDate: '2027-02-05',
      insurer: 'Halifax',
      policyNumber: 'HX/MC/4483019',
      registrationNumber: 'BD23XAP',
      renewalPremium: '692.40',
      previousPremium: '650.80',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'adrian-flux',
    html: `
<div class="cols">
  <div><span style="font-size:24pt;font-weight:bold">Adrian Flux</span><br>Insurance Services</div>
  <div class="r">East Winch Hall, King's Lynn PE32 1HN<br>15 February 2027<br>Our Ref: FLUX/KL/339021</div>
</div>
<p>Mr Jamie Coulter<br>5 Orchard Terrace<br>Spalding<br>PE11 2DF</p>
<p>Dear Mr Coulter,</p>
<p>Please find below our renewal terms for your motor policy.</p>
<table class="box" style="width:100%">
  <tr><td>Renewal Date</td><td>14/03/2027</td></tr>
  <tr><td>Vehicle</td><td>1999 Honda Civic Type R (modified), T512 KLR</td></tr>
  <tr><td>Cover</td><td>Comprehensive, agreed value £9,500</td></tr>
  <tr><td>Existing premium</td><td class="r">£1,399.00</td></tr>
  <tr><td>Renewal premium</td><td class="r"><b>£1,486.25</b></td></tr>
  <tr><td>Optional breakdown cover</td><td class="r">£59.00</td></tr>
  <tr><td>Total payable if you add breakdown cover</td><td class="r">£1,545.25</td></tr>
  <tr><td>Compulsory excess</td><td class="r">£200</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£300</td></tr>
</table>
<p>Last year you did not take breakdown cover with us.</p>
<p>Your policy is arranged by Adrian Flux and underwritten by Aviva Insurance Limited.</p>
<p>Yours sincerely,<br>Adrian Flux Renewals Team</p>`,
    expected: {
      renewalDate: '2027-03-14',
      insurer: 'Adrian Flux',
      policyNumber: 'FLUX/KL/339021',
      registrationNumber: 'T512KLR',
      renewalPremium: '1486.25',
      previousPremium: '1399.00',
      compulsoryExcess: '200',
      voluntaryExcess: '300',
      // no total printed: the review adds the parts
    },
  },
  {
    name: 'marshmallow',
    html: `
<div style="background:#f7e6ff;padding:8pt"><span style="font-size:24pt;font-weight:bold;color:#5b2c83">Marshmallow</span></div>
<p style="margin-top:10pt">29 December 2026</p>
<p>Policy: MSH-40291-7742</p>
<p>Hi Tomasz,</p>
<p>Your cover runs out on Tuesday 26 January 2027 at 23:59. We've got your renewal ready.</p>
<p style="font-size:13pt"><b>Your price for next year: £834.56</b></p>
<p>Last year it was £912.71, so you're saving £78.15 (8.6%).</p>
<p>Your car: Tesla Model 3 Long Range, ML21 ZRC</p>
<p>If you claim for damage to your car, you'll pay £400 towards it. That's our £250 compulsory excess plus the £150 voluntary excess you picked.</p>
<p>Speak soon,<br>Team Marshmallow</p>`,
    expected: {
      renewalDate: '2027-01-27',
      insurer: 'Marshmallow',
      policyNumber: 'MSH-40291-7742',
      registrationNumber: 'ML21ZRC',
      renewalPremium: '834.56',
      previousPremium: '912.71',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'toyota-insurance',
    photo: true,
    html: `
<div style="border-bottom:2px solid #eb0a1e"><span style="font-size:24pt;font-weight:bold;color:#eb0a1e">Toyota Insurance</span></div>
<p style="margin-top:12pt">Mrs Ewa Kowalczyk<br>30 Bramley Rise<br>Derby<br>DE22 4NS</p>
<p>Policy number: TIS 009 4418 2</p>
<p>Cover under your new policy begins 18 December 2026.</p>
<p>Your renewal premium is <b>£587.43</b>.<br>Previous year's cost: £561.19.</p>
<p>Car: Toyota C-HR Design Hybrid, YE72 HVP</p>
<p>Compulsory excess £100, Voluntary excess £250<br>Windscreen excess £75</p>`,
    expected: {
      renewalDate: '2026-12-18',
      insurer: 'Toyota Insurance',
      policyNumber: 'TIS 009 4418 2',
      registrationNumber: 'YE72HVP',
      renewalPremium: '587.43',
      previousPremium: '561.19',
      compulsoryExcess: '100',
      voluntaryExcess: '250',
      // no total printed: the review adds the parts
    },
  },
];
