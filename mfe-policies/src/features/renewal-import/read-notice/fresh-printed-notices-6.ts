// A sixth set of renewal notices written afresh (2026-11-30) by a helper who had not read the reader's code nor the
// other sets: documents as insurers and brokers really send them that are harder than a tidy letter. The renewal date
// in awkward forms (a cover time, an ordinal without a year, only a 'Period of insurance' line with two-digit years,
// '01/02/2027' that is 1 February, a date only in a table header, an expiry date beside the renewal date); prices in
// statement-like layouts (a deposit and 11 instalments, a price breakdown with IPT, a fee and add-ons, monthly beside
// annual, a statement of account, a three-year price history); cover letters with a schedule squeezed below them and
// small-print footers; brokers whose underwriter is named in small print (expected.insurer is the brand on the
// letterhead; two brokers not on the brand list leave it out); and photos of pages with grids, shading and logo blocks.
// Distractors throughout: customer numbers, quote references, claims lines, FCA numbers, no-claims years, market
// averages, optional add-ons, instalments, APRs and a second car.
import type { FreshNotice } from './fresh-notice-checks';

const small = 'font-size:7.5pt;color:#555;line-height:1.3';
const logo = (bg: string, fg: string, text: string, sub = '') =>
  `<div style="display:inline-block;background:${bg};color:${fg};padding:8pt 14pt;font-weight:bold;font-size:18pt;letter-spacing:.5pt">${text}${
    sub ? `<div style="font-size:7.5pt;font-weight:normal;letter-spacing:0">${sub}</div>` : ''
  }</div>`;
const grid = 'border:1px solid #777;padding:4pt 6pt';

export const FRESH_NOTICES_6: FreshNotice[] = [
  {
    // (c) + (d) + (a): a broker's cover letter with the schedule squeezed below it; 'cover runs from 00:01 on 14/01/2027'.
    name: 'swinton-cover-letter-and-schedule',
    html: `
      <div class="cols"><div>${logo('#e4002b', '#fff', 'SWINTON', 'Car insurance')}</div>
      <div class="r" style="font-size:9pt">Swinton Insurance<br>Swinton House, 6 Great Marlborough Street<br>Manchester M1 5SW<br>Customer services 0161 509 8000</div></div>
      <p style="margin-top:14pt">Mr D Okafor<br>14 Cranbrook Road<br>Stockport SK3 8PL</p>
      <p>Our ref: SW/MC/4091827 &nbsp;·&nbsp; Customer no. 30188457 &nbsp;·&nbsp; 27 November 2026</p>
      <p><b>Your car insurance renewal</b></p>
      <p>Dear Mr Okafor,</p>
      <p>Thank you for insuring your Skoda Octavia with us. We've searched our panel and arranged your renewal with Ageas.
      Unless you tell us otherwise, your cover runs from 00:01 on 14/01/2027 and we will collect payment using the details we hold.
      Please check the schedule below and call us on 0161 509 8000 if anything is wrong. Your no claims discount stands at 6 years.</p>
      <p>Yours sincerely,<br>Karen Whitley, Renewals Team</p>
      <p style="${small}">Ref SW/MC/4091827 · Page 1 of 2 · Swinton Insurance is a trading name of Swinton Group Limited, registered in England no. 754969.
      Authorised and regulated by the Financial Conduct Authority, firm reference number 306170.</p>
      <hr>
      <h3 style="margin:6pt 0">Policy schedule – Private car</h3>
      <table>
        <tr><td>Policy number</td><td>SW/MC/4091827</td><td>Insurer</td><td>Ageas Insurance Limited</td></tr>
        <tr><td>Period of cover</td><td>00:01 14/01/2027 to 23:59 13/01/2028</td><td>Cover</td><td>Comprehensive</td></tr>
        <tr><td>Vehicle</td><td>Skoda Octavia 1.5 TSI SE L</td><td>Registration</td><td>LB19 XKT</td></tr>
        <tr><td>Use</td><td>Social, domestic, pleasure and commuting</td><td>Claims line (24 hours)</td><td>0345 122 3018</td></tr>
      </table>
      <div class="cols" style="margin-top:8pt">
        <div class="box"><b>Your premium</b><table>
          <tr><td>Annual premium (incl. IPT at 12%)</td><td class="r">£612.40</td></tr>
          <tr><td>Previous year's premium</td><td class="r">£578.10</td></tr>
          <tr><td>Motor Legal Protection (optional, not included)</td><td class="r">£29.99</td></tr>
        </table></div>
        <div class="box"><b>Your excesses</b><table>
          <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
          <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
          <tr><td>Total excess</td><td class="r">£350</td></tr>
        </table></div>
      </div>
      <p style="${small};margin-top:10pt">Ref SW/MC/4091827 · Page 2 of 2 · Underwritten by Ageas Insurance Limited, authorised by the Prudential Regulation Authority and
      regulated by the Financial Conduct Authority and the PRA (FRN 202039). Swinton acts as your broker. FCA firm reference number 306170.</p>`,
    expected: {
      renewalDate: '2027-01-14',
      insurer: 'Swinton',
      policyNumber: 'SW/MC/4091827',
      registrationNumber: 'LB19XKT',
      renewalPremium: '612.40',
      previousPremium: '578.10',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    // (a) the date only in a 'Period of insurance 12.01.27 – 11.01.28' line; (d) a specialist broker, the underwriter in small print.
    name: 'adrian-flux-period-of-insurance-line',
    html: `
      <div class="cols"><div><div style="font-size:20pt;font-weight:bold;color:#1b3f8b">ADRIAN FLUX</div><div style="font-size:8pt">Specialist insurance since 1973</div></div>
      <div class="r" style="font-size:9pt">East Winch Hall, East Winch<br>King's Lynn, Norfolk PE32 1HN<br>0800 369 8590</div></div>
      <p style="margin-top:14pt">Ms R Penhaligon<br>3 Chapel Lane, Truro TR1 2QX</p>
      <p>27 November 2026</p>
      <p><b>Renewal invitation – Mazda MX-5</b></p>
      <p>Dear Ms Penhaligon,</p>
      <p>Your policy is coming up for renewal and we are pleased to offer you terms for a further year. Your agreed value of £6,500 and your
      limited mileage of 5,000 miles a year stay the same. Quote reference Q-4471902 (valid for 30 days).</p>
      <table>
        <tr><td>Policy No:</td><td>AF/PC/22819043</td></tr>
        <tr><td>Vehicle:</td><td>Mazda MX-5 1.8i Sport</td></tr>
        <tr><td>Reg. No:</td><td>KP08 VZR</td></tr>
        <tr><td>Period of insurance</td><td>12.01.27 – 11.01.28</td></tr>
        <tr><td>Cover:</td><td>Comprehensive, limited mileage, club member discount</td></tr>
        <tr><td>No claims bonus:</td><td>9 years (protected)</td></tr>
      </table>
      <div class="box" style="margin-top:8pt">
        <table>
          <tr><td>Total premium payable (inc. IPT)</td><td class="r"><b>£388.75</b></td></tr>
          <tr><td>Your premium last year</td><td class="r">£352.00</td></tr>
          <tr><td>Flux Breakdown Recovery (optional)</td><td class="r">£49.99</td></tr>
          <tr><td>Compulsory excess</td><td class="r">£300</td></tr>
          <tr><td>Voluntary excess</td><td class="r">£200</td></tr>
        </table>
      </div>
      <p>If you would like to renew, you need do nothing: we will renew automatically and write to confirm. To talk through your options, call 0800 369 8590.</p>
      <p>Yours sincerely,<br>Adrian Flux Renewals</p>
      <p style="${small};margin-top:14pt">Policy underwritten by Covea Insurance plc. Adrian Flux Insurance Services is a trading name of Adrian Flux Insurance Services Group,
      authorised and regulated by the Financial Conduct Authority, FRN 307573. Registered in England and Wales no. 2827826. AF/PC/22819043.</p>`,
    expected: {
      renewalDate: '2027-01-12',
      insurer: 'Adrian Flux',
      policyNumber: 'AF/PC/22819043',
      registrationNumber: 'KP08VZR',
      renewalPremium: '388.75',
      previousPremium: '352.00',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
    },
  },
  {
    // (a) 'renews on the 3rd of February' with no year; (b) monthly beside annual; (e) a photo: logo block, shaded grid.
    name: 'hastings-renews-on-the-3rd-photo',
    photo: true,
    html: `
      <div class="cols"><div>${logo('#0b2343', '#ffd200', 'Hastings Direct')}</div>
      <div class="r" style="font-size:9pt">Conquest House, Collington Avenue<br>Bexhill-on-Sea TN39 3LW<br>28 November 2026</div></div>
      <p style="margin-top:14pt">Dear Mrs Alder,</p>
      <p style="font-size:13pt"><b>Your policy renews on the 3rd of February. Here's your price for next year.</b></p>
      <table style="width:100%">
        <tr style="background:#e8edf5"><td style="${grid}">Customer ID</td><td style="${grid}">9102 4477</td><td style="${grid}">Policy number</td><td style="${grid}">HDM04471220</td></tr>
        <tr><td style="${grid}">Car</td><td style="${grid}">Vauxhall Corsa SE</td><td style="${grid}">Registration</td><td style="${grid}">YF67 RNU</td></tr>
        <tr style="background:#e8edf5"><td style="${grid}">Cover</td><td style="${grid}">Comprehensive</td><td style="${grid}">No claims discount</td><td style="${grid}">4 years</td></tr>
      </table>
      <table style="width:100%;margin-top:10pt">
        <tr style="background:#0b2343;color:#fff"><th style="${grid}">Pay in full</th><th style="${grid}">Pay monthly</th></tr>
        <tr><td style="${grid};font-size:14pt"><b>£734.20</b></td><td style="${grid}">1 payment of £73.42, then 10 monthly payments of £71.05<br>Total £783.92 · APR 24.9% · interest rate 12.61% fixed</td></tr>
      </table>
      <p>Last year you paid £689.90.</p>
      <table>
        <tr style="background:#e8edf5"><td style="${grid}">Compulsory excess</td><td style="${grid}">£250</td></tr>
        <tr><td style="${grid}">Voluntary excess</td><td style="${grid}">£250</td></tr>
        <tr style="background:#e8edf5"><td style="${grid}">Total excess</td><td style="${grid}">£500</td></tr>
      </table>
      <p>You don't need to do anything – we'll renew automatically. Want to make a change? Log in to your account or call 0333 321 9800.</p>
      <p style="${small};margin-top:12pt">Hastings Direct is a trading name of Hastings Insurance Services Limited, authorised and regulated by the Financial Conduct Authority, FRN 311492.
      Your policy is underwritten by Advantage Insurance Company Limited. Claims: 0800 001 0222.</p>`,
    expected: {
      renewalDate: '2027-02-03',
      insurer: 'Hastings Direct',
      policyNumber: 'HDM04471220',
      registrationNumber: 'YF67RNU',
      renewalPremium: '734.20',
      previousPremium: '689.90',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    // (a) '01/02/2027' (UK: 1 February) and a date in a table header; (b) a deposit and 11 instalments, the annual premium elsewhere.
    name: 'quotemehappy-deposit-and-eleven-instalments',
    html: `
      <div class="cols"><div style="font-size:18pt;font-weight:bold;color:#f26f21">quotemehappy.com</div>
      <div class="r" style="font-size:9pt">PO Box 3510, Norwich NR1 3UB<br>Customer number 4410229861</div></div>
      <p style="margin-top:12pt"><b>Your car insurance renewal</b> – renewal date 01/02/2027</p>
      <p>Hi Tom, here are the details of your renewal. Everything is managed online – log in to make changes.</p>
      <table>
        <tr><td>Policy number</td><td>QMH-88214073</td></tr>
        <tr><td>Car</td><td>Kia Sportage 1.6 T-GDi GT-Line, BD70 HXE</td></tr>
        <tr><td>Your annual premium</td><td><b>£843.56</b> (including Insurance Premium Tax)</td></tr>
        <tr><td>Last year's premium</td><td>£799.02</td></tr>
        <tr><td>Excess</td><td>Compulsory excess £350 | Voluntary excess £0 | Total excess £350</td></tr>
      </table>
      <table style="margin-top:10pt;width:100%;font-size:9pt">
        <tr style="background:#eee"><th colspan="2">Payment schedule – policy year beginning 01/02/2027</th><th colspan="2">Credit agreement</th></tr>
        <tr><td>Deposit 01/02/2027</td><td class="r">£84.36</td><td>Amount of credit</td><td class="r">£759.20</td></tr>
        <tr><td>01/03/2027</td><td class="r">£75.31</td><td>Total charge for credit</td><td class="r">£69.21</td></tr>
        <tr><td>01/04/2027</td><td class="r">£75.31</td><td>Total amount payable</td><td class="r">£912.77</td></tr>
        <tr><td>01/05/2027</td><td class="r">£75.31</td><td>Representative APR</td><td class="r">14.9%</td></tr>
        <tr><td>01/06/2027</td><td class="r">£75.31</td><td>Fixed interest rate</td><td class="r">9.12%</td></tr>
        <tr><td>01/07/2027</td><td class="r">£75.31</td><td></td><td></td></tr>
        <tr><td>01/08/2027</td><td class="r">£75.31</td><td></td><td></td></tr>
        <tr><td>01/09/2027</td><td class="r">£75.31</td><td></td><td></td></tr>
        <tr><td>01/10/2027</td><td class="r">£75.31</td><td></td><td></td></tr>
        <tr><td>01/11/2027</td><td class="r">£75.31</td><td></td><td></td></tr>
        <tr><td>01/12/2027</td><td class="r">£75.31</td><td></td><td></td></tr>
        <tr><td>01/01/2028</td><td class="r">£75.31</td><td></td><td></td></tr>
      </table>
      <p>Your deposit and 11 monthly instalments will be collected by Direct Debit on or just after the dates shown.</p>
      <p style="${small};margin-top:12pt">quotemehappy.com car insurance is underwritten by Aviva Insurance Limited. Registered in Scotland No. 2116. Registered office:
      Pitheavlis, Perth PH2 0NH. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA. FRN 202153.
      Claims 0800 015 1142.</p>`,
    expected: {
      renewalDate: '2027-02-01',
      insurer: 'Quotemehappy',
      policyNumber: 'QMH-88214073',
      registrationNumber: 'BD70HXE',
      renewalPremium: '843.56',
      previousPremium: '799.02',
      compulsoryExcess: '350',
      voluntaryExcess: '0',
      totalExcess: '350',
    },
  },
  {
    // (b) 'Your price breakdown': premium, IPT, an arrangement fee, the car insurance subtotal, add-ons and a total; (e) photo.
    name: 'go-skippy-price-breakdown-photo',
    photo: true,
    html: `
      <div class="cols"><div>${logo('#6cc24a', '#fff', 'Go Skippy', 'car insurance')}</div>
      <div class="r" style="font-size:9pt">Go Skippy Insurance Services<br>Quote ref Q73019922<br>29 November 2026</div></div>
      <p style="margin-top:14pt">Dear Mr Pryce,</p>
      <p>It's nearly time to renew. <b>Renewal due: 09/01/2027.</b> Your details are below – please check them carefully.</p>
      <table>
        <tr><td style="${grid}">Policy number</td><td style="${grid}">GSK-0193377-01</td></tr>
        <tr><td style="${grid}">Vehicle</td><td style="${grid}">Toyota Yaris Hybrid Icon · WR66 PLK</td></tr>
        <tr><td style="${grid}">Drivers</td><td style="${grid}">You and Mrs E Pryce</td></tr>
      </table>
      <h3 style="margin:10pt 0 4pt">Your price breakdown</h3>
      <table style="width:75%">
        <tr><td style="${grid}">Premium</td><td style="${grid}" class="r">£461.25</td></tr>
        <tr><td style="${grid}">Insurance Premium Tax (12%)</td><td style="${grid}" class="r">£55.35</td></tr>
        <tr><td style="${grid}">Arrangement fee</td><td style="${grid}" class="r">£25.00</td></tr>
        <tr style="background:#e6f4df"><td style="${grid}"><b>Your car insurance</b></td><td style="${grid}" class="r"><b>£541.60</b></td></tr>
        <tr><td style="${grid}">Optional: Breakdown cover (Roadside &amp; Recovery)</td><td style="${grid}" class="r">£39.99</td></tr>
        <tr><td style="${grid}">Optional: Motor legal expenses</td><td style="${grid}" class="r">£24.99</td></tr>
        <tr style="background:#e6f4df"><td style="${grid}"><b>Total to pay</b></td><td style="${grid}" class="r"><b>£606.58</b></td></tr>
      </table>
      <p>Last year: £512.30 (car insurance only).</p>
      <p>Total excess for accidental damage: £400 (compulsory £250 + voluntary £150).</p>
      <p style="${small};margin-top:12pt">Go Skippy Insurance Services is a trading name of Inspop.com Limited; your insurer for this policy is Watford Insurance Company Europe Limited.
      Authorised and regulated by the Financial Conduct Authority, FRN 479101.</p>`,
    expected: {
      renewalDate: '2027-01-09',
      insurer: 'Go Skippy',
      policyNumber: 'GSK-0193377-01',
      registrationNumber: 'WR66PLK',
      renewalPremium: '541.60',
      previousPremium: '512.30',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    // A comparison-site-style email: headers, price tiles (annual and monthly), a market average, the underwriter in small print.
    name: 'dial-direct-renewal-email',
    html: `
      <div style="font-size:9pt;border-bottom:1px solid #ccc;padding-bottom:6pt">
        <div><b>From:</b> Dial Direct &lt;noreply@dialdirect.co.uk&gt;</div>
        <div><b>To:</b> j.harper@example.com</div>
        <div><b>Date:</b> Sun, 29 Nov 2026 08:14</div>
        <div><b>Subject:</b> Your Dial Direct car renewal is ready – Policy DD/CAR/5561048</div>
      </div>
      <div style="background:#003b5c;color:#fff;padding:10pt;margin-top:10pt;font-size:16pt;font-weight:bold">Dial Direct</div>
      <p>Hi James,</p>
      <p>Your Ford Focus (registration MA68 TZO) is due for renewal on 22 December 2026. Here's what it'll cost:</p>
      <div class="cols">
        <div class="box" style="text-align:center"><div>Pay annually</div><div style="font-size:18pt"><b>£624.18</b></div></div>
        <div class="box" style="text-align:center"><div>Pay monthly</div><div style="font-size:18pt"><b>£58.27</b> x 12</div><div style="font-size:8pt">Total £699.24 · Representative APR 22.9%</div></div>
      </div>
      <p>Last year you paid £571.44. The average price for drivers like you was £802.00 (Dial Direct comparison, October 2026).</p>
      <p>Your excess: £95 compulsory, £250 voluntary.</p>
      <p>Nothing has changed? Then you don't need to do anything. Your policy will renew automatically.</p>
      <p><span style="background:#f7a800;padding:6pt 12pt;font-weight:bold">Review my renewal</span></p>
      <p style="${small};margin-top:16pt">Dial Direct is a trading name of BISL Limited, authorised and regulated by the Financial Conduct Authority (FRN 310635). Dial Direct acts as
      a broker; your policy DD/CAR/5561048 is underwritten by Ageas Insurance Limited. Please do not reply to this email. Unsubscribe from marketing emails.</p>`,
    expected: {
      renewalDate: '2026-12-22',
      insurer: 'Dial Direct',
      policyNumber: 'DD/CAR/5561048',
      registrationNumber: 'MA68TZO',
      renewalPremium: '624.18',
      previousPremium: '571.44',
      compulsoryExcess: '95',
      voluntaryExcess: '250',
    },
  },
  {
    // A second car on a separate policy (its plate, number and renewal date) as a distractor; (e) photo with a grid.
    name: 'kwik-fit-with-a-second-car-photo',
    photo: true,
    html: `
      <div class="cols"><div>${logo('#003da5', '#fff', 'KWIK FIT', 'insurance services')}</div>
      <div class="r" style="font-size:9pt">Kwik Fit Insurance Services<br>Etna Court, Falkirk FK2 9EG<br>25 November 2026</div></div>
      <p style="margin-top:14pt">Dear Miss Tennant,</p>
      <p><b>Your Peugeot 208 is due for renewal</b></p>
      <table style="width:100%">
        <tr style="background:#dfe7f5"><td style="${grid}">Policy number</td><td style="${grid}">KFI-7719382</td><td style="${grid}">Renewal date</td><td style="${grid}">17 January 2027</td></tr>
        <tr><td style="${grid}">Registration</td><td style="${grid}">FG21 BNA</td><td style="${grid}">Cover</td><td style="${grid}">Comprehensive</td></tr>
        <tr style="background:#dfe7f5"><td style="${grid}">Your renewal premium</td><td style="${grid}"><b>£455.90</b> (including IPT)</td><td style="${grid}">Previous premium</td><td style="${grid}">£402.15</td></tr>
        <tr><td style="${grid}">Compulsory excess</td><td style="${grid}">£250</td><td style="${grid}">Voluntary excess</td><td style="${grid}">£250</td></tr>
        <tr style="background:#dfe7f5"><td style="${grid}">Total excess</td><td style="${grid}">£500</td><td style="${grid}">No claims discount</td><td style="${grid}">3 years</td></tr>
      </table>
      <p>Your second car, Citroën C3 SN17 KWD, is insured on a separate policy (KFI-7720045) renewing 30 April 2027 – we'll write to you nearer the time.
      Adding it to this policy as a second car would cost £318.40 a year.</p>
      <p>To pay by monthly instalments: deposit £45.59 and 10 payments of £44.92 (APR 19.9%).</p>
      <p>If you're happy, there's nothing to do. We'll renew your policy automatically.</p>
      <p style="${small};margin-top:12pt">Kwik Fit Insurance Services Limited is authorised and regulated by the Financial Conduct Authority, FRN 307476. Your insurer is Covea
      Insurance plc. 24-hour claims line 0800 035 0345.</p>`,
    expected: {
      renewalDate: '2027-01-17',
      insurer: 'Kwik Fit Insurance',
      policyNumber: 'KFI-7719382',
      registrationNumber: 'FG21BNA',
      renewalPremium: '455.90',
      previousPremium: '402.15',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    // (a) the new date only in a table header (and the old policy's end in a sentence); this year's and last year's
    // figures side by side, the excesses changing: expected are the new year's.
    name: 'the-aa-dates-in-the-table-header',
    html: `
      <div class="cols"><div>${logo('#ffd300', '#000', 'AA', 'Insurance Services')}</div>
      <div class="r" style="font-size:9pt">AA Insurance Services<br>Basing View, Basingstoke RG21 4EA<br>Membership no. 6356 1234 5678 9012</div></div>
      <p style="margin-top:14pt">Dear Mr Holloway,</p>
      <p><b>Car insurance renewal – policy AA-P-004812276</b></p>
      <p>Thank you for insuring your car with the AA. Your current cover ends on 17 January 2027. Here is how your new policy for your Honda Jazz (HN16 CXW) compares with this year's.</p>
      <table style="width:100%">
        <tr style="background:#f2f2f2"><th style="${grid}"></th><th style="${grid}">18 Jan 2026 – 17 Jan 2027</th><th style="${grid}">From 18 Jan 2027</th></tr>
        <tr><td style="${grid}">Your premium</td><td style="${grid}">£498.00</td><td style="${grid}"><b>£529.63</b></td></tr>
        <tr><td style="${grid}">Compulsory excess</td><td style="${grid}">£200</td><td style="${grid}">£250</td></tr>
        <tr><td style="${grid}">Voluntary excess</td><td style="${grid}">£150</td><td style="${grid}">£150</td></tr>
        <tr><td style="${grid}">Total excess</td><td style="${grid}">£350</td><td style="${grid}">£400</td></tr>
        <tr><td style="${grid}">No claims discount</td><td style="${grid}">7 years</td><td style="${grid}">8 years</td></tr>
      </table>
      <p>Your premium includes Insurance Premium Tax. AA Breakdown Roadside can be added for £44.00 a year (not included above).</p>
      <p>You don't need to do anything to renew. If you'd like to discuss your renewal, call us on 0800 107 0680.</p>
      <p>Yours sincerely,<br>AA Insurance Services</p>
      <p style="${small};margin-top:12pt">AA Insurance Services is a trading name of Automobile Association Insurance Services Limited, an insurance intermediary authorised and regulated by the
      Financial Conduct Authority, FRN 310300. Your policy is underwritten by Great Lakes Insurance UK Limited. Policy AA-P-004812276.</p>`,
    expected: {
      renewalDate: '2027-01-18',
      insurer: 'The AA',
      policyNumber: 'AA-P-004812276',
      registrationNumber: 'HN16CXW',
      renewalPremium: '529.63',
      previousPremium: '498.00',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    // (d) a broker not on the brand list (so no expected insurer), the underwriter Aviva in small print; prices over £1,000;
    // an old-style plate; an agreed value; (e) photo.
    name: 'lloyd-latchford-classic-photo',
    photo: true,
    html: `
      <div class="cols"><div style="border:2px solid #5a2d0c;padding:6pt 10pt;display:inline-block"><div style="font-size:17pt;font-weight:bold;color:#5a2d0c">Lloyd Latchford</div><div style="font-size:8pt">Vehicle insurance brokers</div></div>
      <div class="r" style="font-size:9pt">Lloyd Latchford Ltd<br>Chelmsford, Essex<br>26 November 2026</div></div>
      <p style="margin-top:14pt">Dear Mr Ashdown,</p>
      <p><b>Renewal of your classic vehicle policy</b></p>
      <p>Thank you for insuring your Land Rover with us. We are pleased to invite renewal on the terms below.</p>
      <table style="width:100%">
        <tr style="background:#f3ece4"><td style="${grid}">Policy number</td><td style="${grid}">LL/CL/0072291</td></tr>
        <tr><td style="${grid}">Vehicle</td><td style="${grid}">Land Rover Defender 90 Tdi (1996)</td></tr>
        <tr style="background:#f3ece4"><td style="${grid}">Registration</td><td style="${grid}">P884 LKM</td></tr>
        <tr><td style="${grid}">Period of insurance</td><td style="${grid}">06/02/2027 to 05/02/2028</td></tr>
        <tr style="background:#f3ece4"><td style="${grid}">Agreed value</td><td style="${grid}">£18,500</td></tr>
        <tr><td style="${grid}">Annual mileage limit</td><td style="${grid}">3,000</td></tr>
        <tr style="background:#f3ece4"><td style="${grid}">Premium</td><td style="${grid}"><b>£1,204.50</b></td></tr>
        <tr><td style="${grid}">Last year's premium</td><td style="${grid}">£1,129.80</td></tr>
        <tr style="background:#f3ece4"><td style="${grid}">Compulsory excess</td><td style="${grid}">£500</td></tr>
      </table>
      <p>The premium includes Insurance Premium Tax at the current rate. Please call 01245 000 281 if you wish to make any changes.</p>
      <p style="${small};margin-top:12pt">Underwritten by Aviva Insurance Limited. Lloyd Latchford Ltd is authorised and regulated by the Financial Conduct Authority, FRN 300394.</p>`,
    expected: {
      renewalDate: '2027-02-06',
      policyNumber: 'LL/CL/0072291',
      registrationNumber: 'P884LKM',
      renewalPremium: '1204.50',
      previousPremium: '1129.80',
      compulsoryExcess: '500',
    },
  },
  {
    // (a) an expiry date beside the renewal date; (c) a letter with a schedule below; a member discount and an add-on.
    name: 'saga-expiry-and-renewal-dates',
    html: `
      <div class="cols"><div style="font-size:22pt;font-weight:bold;color:#00205b">SAGA</div>
      <div class="r" style="font-size:9pt">Saga Services Limited<br>Enbrook Park, Folkestone CT20 3SE<br>20 November 2026</div></div>
      <p style="margin-top:14pt">Dear Mrs Fairbairn,</p>
      <p>It's time to renew your Saga Car Insurance. We've applied your Saga Possibilities member discount of £25.00 and your price is shown below.</p>
      <table style="width:100%">
        <tr><td style="${grid}">Policy number</td><td style="${grid}">SAG/MTR/3810054</td><td style="${grid}">Car</td><td style="${grid}">Toyota Auris Hybrid, RJ14 WDU</td></tr>
        <tr><td style="${grid}">Expiry date</td><td style="${grid}">13/01/2027</td><td style="${grid}">Renewal date</td><td style="${grid}">14/01/2027</td></tr>
      </table>
      <div class="cols" style="margin-top:8pt">
        <div class="box"><table>
          <tr><td>Your price</td><td class="r"><b>£389.60</b></td></tr>
          <tr><td>Your price last year</td><td class="r">£366.00</td></tr>
          <tr><td>Saga Breakdown (optional)</td><td class="r">£65.00</td></tr>
        </table></div>
        <div class="box"><table>
          <tr><td>Compulsory excess</td><td class="r">£150</td></tr>
          <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
          <tr><td>Total excess</td><td class="r">£400</td></tr>
        </table></div>
      </div>
      <p>Your price includes Insurance Premium Tax. We'll renew your policy automatically and take payment in the same way as last year.</p>
      <p>Yours sincerely,<br>Saga Car Insurance</p>
      <p style="${small};margin-top:10pt">Saga Car Insurance is arranged and administered by Saga Services Limited, authorised and regulated by the Financial Conduct Authority,
      FRN 311424. Underwritten by Acromas Insurance Company Limited. Ref SAG/MTR/3810054. Claims 0800 015 2161.</p>`,
    expected: {
      renewalDate: '2027-01-14',
      insurer: 'Saga',
      policyNumber: 'SAG/MTR/3810054',
      registrationNumber: 'RJ14WDU',
      renewalPremium: '389.60',
      previousPremium: '366.00',
      compulsoryExcess: '150',
      voluntaryExcess: '250',
      totalExcess: '400',
    },
  },
  {
    // (b) annual and monthly columns in a grid; (a) a weekday before the date; (e) photo with a logo block and shading.
    name: 'm-and-s-bank-annual-or-monthly-photo',
    photo: true,
    html: `
      <div class="cols"><div>${logo('#000', '#fff', 'M&amp;S BANK', 'car insurance')}</div>
      <div class="r" style="font-size:9pt">M&amp;S Bank Car Insurance<br>PO Box 1183, Chester CH99 9XL<br>24 November 2026</div></div>
      <p style="margin-top:14pt">Dear Mr Quayle,</p>
      <p><b>Your renewal date is Friday 26 February 2027.</b></p>
      <p>Policy number MSC7003441 · Vauxhall Mokka, EY19 JPH · Customer reference 55021984</p>
      <table style="width:100%">
        <tr style="background:#d9e8dc"><th style="${grid}"></th><th style="${grid}">Pay annually</th><th style="${grid}">Pay monthly</th></tr>
        <tr><td style="${grid}">Premium</td><td style="${grid}">£587.35</td><td style="${grid}">£587.35</td></tr>
        <tr style="background:#f1f1f1"><td style="${grid}">Interest (fixed rate 9.9%)</td><td style="${grid}">–</td><td style="${grid}">£58.13</td></tr>
        <tr><td style="${grid}">Total payable</td><td style="${grid}">£587.35</td><td style="${grid}">£645.48</td></tr>
        <tr style="background:#f1f1f1"><td style="${grid}">Payments</td><td style="${grid}">1 × £587.35</td><td style="${grid}">12 × £53.79 · Representative APR 19.9%</td></tr>
      </table>
      <p>Last year's premium £552.70.</p>
      <table>
        <tr><td style="${grid}">Compulsory excess</td><td style="${grid}">£200</td><td style="${grid}">Voluntary excess</td><td style="${grid}">£150</td><td style="${grid}">Total excess</td><td style="${grid}">£350</td></tr>
      </table>
      <p>You don't need to do anything. Your policy will renew automatically on the date above.</p>
      <p style="${small};margin-top:12pt">M&amp;S Bank Car Insurance is arranged by Marks &amp; Spencer Financial Services plc, authorised and regulated by the Financial Conduct
      Authority, FRN 151427, and underwritten by a panel of insurers. Claims 0345 878 6261.</p>`,
    expected: {
      renewalDate: '2027-02-26',
      insurer: 'M&S Bank',
      policyNumber: 'MSC7003441',
      registrationNumber: 'EY19JPH',
      renewalPremium: '587.35',
      previousPremium: '552.70',
      compulsoryExcess: '200',
      voluntaryExcess: '150',
      totalExcess: '350',
    },
  },
  {
    // A quote validity date the day before the start date; no last year's price, only a compulsory excess.
    name: 'post-office-start-date-and-quote-validity',
    html: `
      <div class="cols"><div style="background:#e20613;color:#fff;display:inline-block;padding:8pt 12pt;font-weight:bold;font-size:15pt">Post Office</div>
      <div class="r" style="font-size:9pt">Post Office Car Insurance<br>PO Box 2045, Bristol BS1 9EU<br>Date of this letter 27/11/2026</div></div>
      <p style="margin-top:14pt">Dear Ms Greaves,</p>
      <p><b>Your car insurance renewal</b></p>
      <table style="width:100%">
        <tr><td style="${grid}">Policy number</td><td style="${grid}">PO-MC-61820937</td></tr>
        <tr><td style="${grid}">Car</td><td style="${grid}">Nissan Juke Acenta, GN63 SXA</td></tr>
        <tr><td style="${grid}">This quote is valid until</td><td style="${grid}">06/03/2027</td></tr>
        <tr><td style="${grid}">Start date of your new policy</td><td style="${grid}">07/03/2027</td></tr>
        <tr><td style="${grid}">Your renewal price</td><td style="${grid}"><b>£476.82</b></td></tr>
        <tr><td style="${grid}">No claims years</td><td style="${grid}">9</td></tr>
      </table>
      <p>Compulsory excess £250. You have not chosen a voluntary excess.</p>
      <p>We'll collect £476.82 by Direct Debit on or just after the start date. If your details are correct you don't need to do anything.</p>
      <p>Call us on 0345 072 2000 (quote your policy number) if you want to make a change.</p>
      <p style="${small};margin-top:12pt">Post Office Car Insurance is arranged and administered by Post Office Management Services Limited, authorised and regulated by the Financial
      Conduct Authority, FRN 310686. Underwritten by a panel of insurers.</p>`,
    expected: {
      renewalDate: '2027-03-07',
      insurer: 'Post Office',
      policyNumber: 'PO-MC-61820937',
      registrationNumber: 'GN63SXA',
      renewalPremium: '476.82',
      compulsoryExcess: '250',
    },
  },
  {
    // (a) 'From 00.01 hours on 5 March 2027'; last year's price and the rise in a sentence; the underwriter esure (a listed brand) in small print.
    name: 'sheilas-wheels-from-00-01-hours',
    html: `
      <div class="cols"><div style="font-size:20pt;font-weight:bold;color:#c8006e">Sheilas' Wheels</div>
      <div class="r" style="font-size:9pt">The Observatory, Castlefield Road<br>Reigate RH2 0SG<br>28 November 2026</div></div>
      <p style="margin-top:14pt">Dear Miss Marsh,</p>
      <p><b>Your car insurance renewal – policy SHW3390172</b></p>
      <p>Your renewed cover for your Fiat 500 (LR20 FVK) applies from 00.01 hours on 5 March 2027.</p>
      <p>Last year you paid £455.20; this year it's £472.95, an increase of £17.75. The price includes Insurance Premium Tax.</p>
      <table>
        <tr><td>Compulsory excess</td><td>£300</td></tr>
        <tr><td>Voluntary excess</td><td>£100</td></tr>
        <tr><td>Total excess</td><td>£400</td></tr>
        <tr><td>No claim discount</td><td>5 years</td></tr>
      </table>
      <p>Optional extra: Sheilas' Wheels Legal Cover, £28.00 a year (not included in the price above).</p>
      <p>You don't need to do anything – we'll renew automatically. Call 0345 603 3880 with any questions.</p>
      <p style="${small};margin-top:12pt">Sheilas' Wheels car insurance is underwritten by esure Insurance Limited. Registered in England and Wales No. 3258740. esure Insurance Limited
      is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA, FRN 310058.</p>`,
    expected: {
      renewalDate: '2027-03-05',
      insurer: "Sheilas' Wheels",
      policyNumber: 'SHW3390172',
      registrationNumber: 'LR20FVK',
      renewalPremium: '472.95',
      previousPremium: '455.20',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },
  {
    // (a) 'Renewal date: 11 Jan 27'; a Clubcard price beside the price without Clubcard; a Clubcard number; (e) photo.
    name: 'tesco-clubcard-price-photo',
    photo: true,
    html: `
      <div class="cols"><div>${logo('#00539f', '#fff', 'Tesco Insurance')}</div>
      <div class="r" style="font-size:9pt">Tesco Insurance<br>PO Box 277, Cardiff CF11 1TR<br>23 November 2026</div></div>
      <p style="margin-top:14pt">Dear Mr Bhatt,</p>
      <table style="width:100%">
        <tr style="background:#e5eef8"><td style="${grid}">Renewal date:</td><td style="${grid}">11 Jan 27</td></tr>
        <tr><td style="${grid}">Policy number:</td><td style="${grid}">TIC/MOT/22046813</td></tr>
        <tr style="background:#e5eef8"><td style="${grid}">Vehicle:</td><td style="${grid}">Ford Puma ST-Line · DV17 ZHT</td></tr>
        <tr><td style="${grid}">Clubcard number:</td><td style="${grid}">6340 0012 3456 7890</td></tr>
      </table>
      <p style="font-size:12pt">Your renewal premium: <b>£498.40</b> (Clubcard Price). Without Clubcard it would be £531.90.</p>
      <p>Last year's premium: £471.10.</p>
      <table>
        <tr style="background:#e5eef8"><td style="${grid}">Compulsory excess</td><td style="${grid}">£250</td></tr>
        <tr><td style="${grid}">Voluntary excess</td><td style="${grid}">£100</td></tr>
        <tr style="background:#e5eef8"><td style="${grid}">Total excess</td><td style="${grid}">£350</td></tr>
      </table>
      <p>We'll renew automatically. To make a change, visit tescobank.com/manage or call 0345 300 4278.</p>
      <p style="${small};margin-top:12pt">Tesco Insurance is a trading name of Tesco Personal Finance plc, authorised by the Prudential Regulation Authority and regulated by the
      Financial Conduct Authority and the PRA (FRN 186022). Car insurance underwritten by Ageas Insurance Limited.</p>`,
    expected: {
      renewalDate: '2027-01-11',
      insurer: 'Tesco Insurance',
      policyNumber: 'TIC/MOT/22046813',
      registrationNumber: 'DV17ZHT',
      renewalPremium: '498.40',
      previousPremium: '471.10',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    // (b) a statement of account: last year's premium and payment, the renewal premium, an optional add-on and a balance;
    // (d) a broker not on the brand list (no expected insurer), the underwriter Zurich (a listed brand) in small print.
    name: 'staveley-head-statement-of-account',
    html: `
      <div class="cols"><div style="font-size:18pt;font-weight:bold;color:#2b5f3a">Staveley Head</div>
      <div class="r" style="font-size:9pt">Staveley Head Ltd<br>Wolverhampton WV1 1UA<br>Account no. 70034412 · 26 November 2026</div></div>
      <p style="margin-top:14pt">Dear Mr Coyle,</p>
      <p><b>Renewal of your private car policy SH/PC/11902547</b></p>
      <p>Your policy for your Audi A3 Sportback, registration BK65 RVT, renews for the period 23 Dec 2026 to 22 Dec 2027. Your statement of account is below.</p>
      <table style="width:100%">
        <tr style="background:#eee"><th style="${grid}">Date</th><th style="${grid}">Transaction</th><th style="${grid}" class="r">Amount</th></tr>
        <tr><td style="${grid}">23/12/2025</td><td style="${grid}">Annual premium (policy year 2025–26)</td><td style="${grid}" class="r">£655.60</td></tr>
        <tr><td style="${grid}">23/12/2025</td><td style="${grid}">Paid by card – thank you</td><td style="${grid}" class="r">–£655.60</td></tr>
        <tr><td style="${grid}">23/12/2026</td><td style="${grid}">Renewal premium (policy year 2026–27)</td><td style="${grid}" class="r">£702.14</td></tr>
        <tr><td style="${grid}">23/12/2026</td><td style="${grid}">Legal expenses cover (optional)</td><td style="${grid}" class="r">£25.00</td></tr>
        <tr><td style="${grid}"></td><td style="${grid}"><b>Balance to pay</b></td><td style="${grid}" class="r"><b>£727.14</b></td></tr>
      </table>
      <p>Excesses: compulsory £400, voluntary £250, total £650.</p>
      <p>Please pay the balance by 23/12/2026 or call 0345 600 7218 to set up instalments.</p>
      <p style="${small};margin-top:12pt">Staveley Head Ltd is authorised and regulated by the Financial Conduct Authority, FRN 304371. Your insurer is Zurich Insurance Company Ltd.
      Claims helpline 0345 600 7220.</p>`,
    expected: {
      renewalDate: '2026-12-23',
      policyNumber: 'SH/PC/11902547',
      registrationNumber: 'BK65RVT',
      renewalPremium: '702.14',
      previousPremium: '655.60',
      compulsoryExcess: '400',
      voluntaryExcess: '250',
      totalExcess: '650',
    },
  },
  {
    // A plain bank-brand letter with a monthly option, read as a photo taken sideways.
    name: 'halifax-sideways-photo',
    photo: 'sideways',
    html: `
      <div class="cols"><div style="font-size:20pt;font-weight:bold;color:#005eb8">Halifax</div>
      <div class="r" style="font-size:9pt">Halifax Car Insurance<br>PO Box 1002, Leeds LS1 1NS<br>25 November 2026</div></div>
      <p style="margin-top:14pt">Dear Mrs Osei,</p>
      <p><b>Your renewal date: 28 February 2027</b></p>
      <p>Here are your renewal details for your Volkswagen Golf.</p>
      <table>
        <tr><td style="${grid}">Policy number</td><td style="${grid}">HCI/4402/9917</td></tr>
        <tr><td style="${grid}">Registration</td><td style="${grid}">ML18 UZB</td></tr>
        <tr><td style="${grid}">Renewal premium</td><td style="${grid}"><b>£519.86</b></td></tr>
        <tr><td style="${grid}">Last year's premium</td><td style="${grid}">£497.30</td></tr>
        <tr><td style="${grid}">Compulsory excess</td><td style="${grid}">£250</td></tr>
        <tr><td style="${grid}">Voluntary excess</td><td style="${grid}">£250</td></tr>
        <tr><td style="${grid}">Total excess</td><td style="${grid}">£500</td></tr>
      </table>
      <p>Prefer to spread the cost? Pay monthly: 12 payments of £47.21, representative APR 21.3%.</p>
      <p>There's nothing you need to do – your policy renews automatically.</p>
      <p style="${small};margin-top:12pt">Halifax Car Insurance is arranged by Lloyds Bank General Insurance Limited, authorised and regulated by the Financial Conduct Authority,
      FRN 204993. Underwritten by St Andrew's Insurance plc.</p>`,
    expected: {
      renewalDate: '2027-02-28',
      insurer: 'Halifax',
      policyNumber: 'HCI/4402/9917',
      registrationNumber: 'ML18UZB',
      renewalPremium: '519.86',
      previousPremium: '497.30',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    // (a) an auto-renewal 'on Monday 1st March 2027'; a card ending; a percentage change.
    name: 'elephant-auto-renewal-monday-1st',
    html: `
      <div class="cols"><div style="font-size:20pt;font-weight:bold;color:#5f2a84">elephant</div>
      <div class="r" style="font-size:9pt">Elephant Insurance<br>PO Box 1126, Newport NP10 8YB<br>29 November 2026</div></div>
      <p style="margin-top:14pt">Hi Sam,</p>
      <p><b>We'll renew your policy automatically on Monday 1st March 2027</b> and take £602.33 from your card ending 4421.</p>
      <table style="width:100%">
        <tr><td style="${grid}">Policy number</td><td style="${grid}">ELE-PC-49013377</td><td style="${grid}">Car</td><td style="${grid}">Hyundai i20, SA15 NMY</td></tr>
        <tr><td style="${grid}">Your new premium</td><td style="${grid}"><b>£602.33</b></td><td style="${grid}">Your current premium</td><td style="${grid}">£559.00</td></tr>
        <tr><td style="${grid}">Change</td><td style="${grid}">+7.8%</td><td style="${grid}">Years without a claim</td><td style="${grid}">2</td></tr>
        <tr><td style="${grid}">Compulsory excess</td><td style="${grid}">£300</td><td style="${grid}">Voluntary excess</td><td style="${grid}">£250</td></tr>
        <tr><td style="${grid}">Total excess</td><td style="${grid}">£550</td><td style="${grid}"></td><td style="${grid}"></td></tr>
      </table>
      <p>If you'd rather not renew, just let us know before the renewal date. Need to claim? Call Elephant Claims on 0330 123 0019.</p>
      <p style="${small};margin-top:12pt">Elephant Insurance is a trading name of Admiral Insurance Services Limited. Elephant.co.uk Ltd is authorised and regulated by the Financial
      Conduct Authority, FRN 493434.</p>`,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Elephant',
      policyNumber: 'ELE-PC-49013377',
      registrationNumber: 'SA15NMY',
      renewalPremium: '602.33',
      previousPremium: '559.00',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },
  {
    // (a) 'From: 19 January 2027 To: 18 January 2028'; a three-year price history (last year's price is the middle row).
    name: 'diamond-price-history-table',
    html: `
      <div class="cols"><div style="font-size:20pt;font-weight:bold;color:#e6007e">diamond</div>
      <div class="r" style="font-size:9pt">Diamond Insurance<br>Cardiff CF10 4AZ<br>27 November 2026</div></div>
      <p style="margin-top:14pt">Dear Ms Lowry,</p>
      <p><b>Your renewal documents – policy DMD/0558102/C</b></p>
      <table>
        <tr><td>Vehicle</td><td>Ford Fiesta Titanium, CE69 TRY</td></tr>
        <tr><td>Period of insurance</td><td>From: 19 January 2027 To: 18 January 2028</td></tr>
        <tr><td>No claims discount</td><td>3 years</td></tr>
      </table>
      <p style="margin-top:8pt"><b>Your price over the years</b></p>
      <table>
        <tr style="background:#f6e1ee"><th style="${grid}">Policy year</th><th style="${grid}">Price (incl. IPT)</th></tr>
        <tr><td style="${grid}">2025/26</td><td style="${grid}">£401.22</td></tr>
        <tr><td style="${grid}">2026/27</td><td style="${grid}">£433.80</td></tr>
        <tr><td style="${grid}">2027/28 (this renewal)</td><td style="${grid}"><b>£468.05</b></td></tr>
      </table>
      <p>Compulsory excess £150 · Voluntary excess £200 · Total excess £350</p>
      <p>Diamond Key Cover can be added for £19.99. Your policy renews automatically; call 0333 220 2063 to make a change.</p>
      <p style="${small};margin-top:12pt">Diamond is a trading name of EUI Limited, authorised and regulated by the Financial Conduct Authority, FRN 309378. Underwritten by Admiral
      Insurance Company Limited (90%) and Great Lakes Insurance SE (10%).</p>`,
    expected: {
      renewalDate: '2027-01-19',
      insurer: 'Diamond',
      policyNumber: 'DMD/0558102/C',
      registrationNumber: 'CE69TRY',
      renewalPremium: '468.05',
      previousPremium: '433.80',
      compulsoryExcess: '150',
      voluntaryExcess: '200',
      totalExcess: '350',
    },
  },
  {
    // A young driver's telematics renewal: the price fell, a market average over £1,000, a driving score, instalments.
    name: 'ticker-black-box-price-fell',
    html: `
      <div class="cols"><div style="font-size:20pt;font-weight:bold;color:#ff5a00">ticker</div>
      <div class="r" style="font-size:9pt">Ticker Ltd<br>PO Box 567, Norwich NR1 3WY<br>29 November 2026</div></div>
      <p style="margin-top:14pt">Hi Callum,</p>
      <p><b>Good driving pays. Your policy renews at 00:01 on 31 Jan 2027.</b></p>
      <p>Your smart driving score this year was 87/100, so your price has come down.</p>
      <table>
        <tr><td>Policy number</td><td>TKR-00917723</td></tr>
        <tr><td>Car</td><td>Volkswagen Polo 1.0 Match, YT22 EWD</td></tr>
        <tr><td>Your price this year</td><td>£1,342.75</td></tr>
        <tr><td>Your renewal price</td><td><b>£1,088.40</b></td></tr>
        <tr><td>Market average for drivers aged 17–24 in your area</td><td>£1,610</td></tr>
        <tr><td>Compulsory excess</td><td>£500</td></tr>
        <tr><td>Voluntary excess</td><td>£250</td></tr>
        <tr><td>Total excess</td><td>£750</td></tr>
      </table>
      <p>Paying monthly? A deposit of £108.84 and 10 instalments of £105.43 (APR 23.9%).</p>
      <p>Your black box stays fitted – no need to book anything. If nothing's changed you don't need to do anything.</p>
      <p style="${small};margin-top:12pt">Ticker is a trading name of Ticker Ltd, authorised and regulated by the Financial Conduct Authority, FRN 766358. Underwritten by Aioi Nissay
      Dowa Insurance UK Limited. Claims 0330 102 8270.</p>`,
    expected: {
      renewalDate: '2027-01-31',
      insurer: 'Ticker',
      policyNumber: 'TKR-00917723',
      registrationNumber: 'YT22EWD',
      renewalPremium: '1088.40',
      previousPremium: '1342.75',
      compulsoryExcess: '500',
      voluntaryExcess: '250',
      totalExcess: '750',
    },
  },
  {
    // (a) 'Effective date 22-Jan-2027'; (b) net premium, IPT shown separately and the total premium; a member number.
    name: 'lv-effective-date-net-premium-and-ipt',
    html: `
      <div class="cols"><div style="font-size:22pt;font-weight:bold;color:#006a4d">LV=</div>
      <div class="r" style="font-size:9pt">LV= Liverpool Victoria<br>County Gates, Bournemouth BH1 2NF<br>Member number 60417723</div></div>
      <p style="margin-top:14pt">Dear Dr Fenwick,</p>
      <p><b>Renewal schedule – car insurance</b></p>
      <table>
        <tr><td>Policy number</td><td>LVM/22/4471190</td></tr>
        <tr><td>Effective date</td><td>22-Jan-2027</td></tr>
        <tr><td>Vehicle</td><td>BMW 320d M Sport Touring, OU14 HCE</td></tr>
      </table>
      <table style="margin-top:8pt">
        <tr><td>Net premium</td><td class="r">£503.21</td></tr>
        <tr><td>Insurance Premium Tax</td><td class="r">£60.39</td></tr>
        <tr><td><b>Total premium</b></td><td class="r"><b>£563.60</b></td></tr>
        <tr><td>Last year's total premium</td><td class="r">£540.15</td></tr>
      </table>
      <p>Excesses: compulsory £250; voluntary £100; total £350.</p>
      <p>If you'd like to add Breakdown Cover (from £39.00) or Motor Legal Protection (£24.50), call 0330 123 9970.</p>
      <p style="${small};margin-top:12pt">Liverpool Victoria Insurance Company Limited, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority
      and the PRA, FRN 202965. Ref LVM/22/4471190.</p>`,
    expected: {
      renewalDate: '2027-01-22',
      insurer: 'LV=',
      policyNumber: 'LVM/22/4471190',
      registrationNumber: 'OU14HCE',
      renewalPremium: '563.60',
      previousPremium: '540.15',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
];
