// Set 13 of the notices written afresh (issue 47): WHO, WHICH POLICY, WHICH CAR, WHEN, in real-world packs. Eighteen
// UK private-car renewal letters and schedules, each in the style of a different real brand's documents (the brands
// are real; every person, address, number and price is made up). Thirteen are printed to PDF, five read as phone
// photos (two of them held sideways). See read-fresh-printed-notices-13.test.ts for how the reader did at first.
import type { FreshNotice } from './fresh-notice-checks';

const PAGE_BREAK = '<div style="break-before: page"></div>';

export const FRESH_NOTICES_13: FreshNotice[] = [
  // A brand of a group: Green Flag, underwritten by U K Insurance Limited, part of Direct Line Group. A two-page pack:
  // the letter, then the schedule. A customer number and a direct-debit reference beside the policy number.
  {
    name: 'green-flag',
    html: `
      <div style="display:flex; justify-content:space-between; align-items:flex-start">
        <div style="background:#00843d; color:#fff; font:bold 20pt Arial; padding:6pt 12pt; letter-spacing:1pt">GREEN FLAG</div>
        <div style="font-size:8.5pt; text-align:right">PO Box 301<br>Leeds<br>LS99 2GF<br>greenflag.com/myaccount</div>
      </div>
      <div class="cols" style="margin-top:18pt">
        <div>Mrs Harriet Penrose<br>14 Alder Grove<br>Selly Oak<br>Birmingham<br>B29 6QT</div>
        <div>
          <table>
            <tr><td>Date</td><td>6 January 2027</td></tr>
            <tr><td>Customer number</td><td>60 1187 2290</td></tr>
            <tr><td>Policy number</td><td>GFM 7720 4418 36</td></tr>
          </table>
        </div>
      </div>
      <p style="margin-top:18pt">Dear Mrs Penrose,</p>
      <h2 style="color:#00843d; font-size:14pt">It's nearly time to renew your car insurance</h2>
      <p>Your car insurance for <b>KY19 XHT</b> (Ford Fiesta 1.0 EcoBoost Titanium) is due for renewal. Your current
        policy ends at 23:59 on 2 February 2027 and <b>your new policy starts on 3 February 2027</b>.</p>
      <div class="box" style="margin:12pt 0">
        <table>
          <tr><td>Your renewal price</td><td class="r"><b>£487.63</b></td></tr>
          <tr><td>Last year you paid</td><td class="r">£452.10</td></tr>
        </table>
        <p style="font-size:8.5pt; margin:4pt 0 0">Prices include Insurance Premium Tax at the current rate.</p>
      </div>
      <p>You pay by Direct Debit, so there's nothing you need to do. We'll take the first payment on or around
        17 February 2027 using mandate reference GF-DD-0931776. If anything has changed, please let us know before
        3 February 2027.</p>
      <p>Thank you for being a Green Flag customer.</p>
      <p>Yours sincerely,<br><br>Nadia Okoro<br>Head of Customer Services, Green Flag</p>
      <p style="font-size:7.5pt; color:#555; margin-top:24pt">Green Flag car insurance is arranged and administered by
        Green Flag Limited and underwritten by U K Insurance Limited. Both are part of Direct Line Insurance Group plc.
        Registered office: Churchill Court, Westmoreland Road, Bromley BR1 1DP. U K Insurance Limited is authorised by the
        Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation
        Authority (Financial Services Register number 202810). Green Flag Limited is authorised and regulated by the
        Financial Conduct Authority (FRN 309385). Registered in England and Wales No. 1179980.</p>
      ${PAGE_BREAK}
      <div style="font:bold 13pt Arial; color:#00843d; border-bottom:2px solid #00843d; padding-bottom:4pt">Renewal schedule &ndash; Car insurance</div>
      <table style="margin-top:10pt">
        <tr><td>Policyholder</td><td>Harriet Penrose</td></tr>
        <tr><td>Policy number</td><td>GFM 7720 4418 36</td></tr>
        <tr><td>Period of cover</td><td>03/02/2027 to 02/02/2028</td></tr>
        <tr><td>Cover</td><td>Comprehensive</td></tr>
        <tr><td>Vehicle</td><td>Ford Fiesta 1.0 EcoBoost Titanium, 998cc, petrol</td></tr>
        <tr><td>Registration</td><td>KY19 XHT</td></tr>
        <tr><td>Main driver</td><td>Harriet Penrose (date of birth 21/09/1983)</td></tr>
        <tr><td>No claims discount</td><td>6 years</td></tr>
      </table>
      <h3 style="font-size:11pt; margin-top:14pt">Your excesses</h3>
      <table>
        <tr><th>Accidental damage, fire and theft</th><th class="r">Amount</th></tr>
        <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
        <tr><td>Voluntary excess</td><td class="r">£150</td></tr>
        <tr><td><b>Total excess</b></td><td class="r"><b>£400</b></td></tr>
      </table>
      <p style="font-size:8pt">Windscreen: £95 replacement, £10 repair.</p>
      <p style="font-size:7.5pt; color:#555; margin-top:30pt">GFCAR/REN/0127 &middot; Green Flag &middot; Page 2 of 2</p>`,
    expected: {
      renewalDate: '2027-02-03',
      insurer: 'Green Flag',
      policyNumber: 'GFM 7720 4418 36',
      registrationNumber: 'KY19XHT',
      renewalPremium: '487.63',
      previousPremium: '452.10',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  // A bank's scheme: NatWest Car Insurance, provided by U K Insurance Limited. An account number and sort code, a
  // Direct Debit reference, a date of birth; the renewal as 'cover runs from 00:01 on ... to ...'.
  {
    name: 'natwest',
    html: `
      <div style="display:flex; align-items:center; gap:8pt; border-bottom:3px solid #5a287d; padding-bottom:6pt">
        <span style="display:inline-block; width:22pt; height:22pt; background:#5a287d; transform:rotate(45deg)"></span>
        <span style="font:bold 18pt Arial; color:#5a287d">NatWest</span>
        <span style="font-size:11pt; color:#5a287d; margin-left:6pt">Car Insurance</span>
      </div>
      <p style="font-size:8.5pt; text-align:right">Our ref: NWCI/RN/2611/5520<br>Date of issue: 20 November 2026</p>
      <p>Mr Callum Reid<br>Flat 3, 27 Marchmont Road<br>Edinburgh<br>EH9 1HY</p>
      <p>Dear Mr Reid,</p>
      <p><b>Your NatWest Car Insurance renewal</b></p>
      <p>We've included your renewal details below. Your cover runs from 00:01 on 19 December 2026 to 23:59 on
        18 December 2027. Please check everything carefully and tell us about any changes.</p>
      <table class="box" style="width:100%">
        <tr><td>Policy number</td><td><b>NWC/889 0142/07</b></td></tr>
        <tr><td>Policyholder</td><td>Callum Reid, born 14/03/1978</td></tr>
        <tr><td>Car</td><td>Peugeot 2008 1.2 PureTech Allure</td></tr>
        <tr><td>Registration number</td><td>WR15 KFN</td></tr>
        <tr><td>Use</td><td>Social, domestic and pleasure including commuting</td></tr>
      </table>
      <h3 style="color:#5a287d; font-size:11pt">Your premium</h3>
      <table>
        <tr><td>Annual premium (including Insurance Premium Tax)</td><td class="r"><b>£723.18</b></td></tr>
        <tr><td>Your premium last year</td><td class="r">£688.90</td></tr>
      </table>
      <h3 style="color:#5a287d; font-size:11pt">Accidental damage excess</h3>
      <table>
        <tr><td>Compulsory</td><td class="r">£300</td></tr>
        <tr><td>Voluntary</td><td class="r">£100</td></tr>
        <tr><td>Total accidental damage excess</td><td class="r">£400</td></tr>
      </table>
      <h3 style="color:#5a287d; font-size:11pt">How you pay</h3>
      <p>Annual Direct Debit from account ending 4417 (sort code 60-12-34). Direct Debit reference NWCI-0048817-DD.
        We'll collect the full amount on 2 January 2027.</p>
      <p>Yours sincerely,<br>NatWest Car Insurance</p>
      <p style="font-size:7.5pt; color:#444; margin-top:20pt">NatWest Car Insurance is provided by U K Insurance Limited.
        Registered office: The Wharf, Neville Street, Leeds LS1 4AZ. Registered in England and Wales No. 1179980.
        U K Insurance Limited is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct
        Authority and the Prudential Regulation Authority. Financial Services Register No. 202810. National Westminster
        Bank Plc is an introducer appointed representative of U K Insurance Limited. National Westminster Bank Plc,
        Registered Office: 250 Bishopsgate, London EC2M 4AA. Registered in England and Wales No. 929027.</p>`,
    expected: {
      renewalDate: '2026-12-19',
      insurer: 'NatWest Car Insurance',
      policyNumber: 'NWC/889 0142/07',
      registrationNumber: 'WR15KFN',
      renewalPremium: '723.18',
      previousPremium: '688.90',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },
  // An affinity scheme, photographed: Age Co Car Insurance, underwritten by Ageas (a brand of its own). A date of
  // birth, the date the no-claims discount was earned from, the old policy's end and the renewal date side by side.
  {
    name: 'age-co',
    photo: true,
    html: `
      <div style="font-size:11.5pt">
      <div style="display:flex; justify-content:space-between">
        <div style="font:bold 24pt Georgia; color:#7a1f5c">Age Co</div>
        <div style="text-align:right; font-size:9.5pt">Age Co Car Insurance<br>Freepost RTKL-ZXCB<br>Eastleigh SO50 9ZZ</div>
      </div>
      <p style="margin-top:16pt">Mr Dennis Farrow<br>9 Chapel Lane<br>Ludlow<br>SY8 1DX</p>
      <p>Date: 10 February 2027</p>
      <p>Dear Mr Farrow,</p>
      <p style="font-size:14pt; font-weight:bold">Your car insurance renewal</p>
      <p>Thank you for insuring your car with Age Co. Your current policy ends at midnight on 11 March 2027.</p>
      <table style="font-size:12pt">
        <tr><td>Renewal date</td><td><b>12 March 2027</b></td></tr>
        <tr><td>Policy number</td><td><b>AGC 300 417 962</b></td></tr>
        <tr><td>Car</td><td>Honda Jazz 1.3 i-VTEC EX</td></tr>
        <tr><td>Registration</td><td><b>SN63 WOL</b></td></tr>
        <tr><td>Driver</td><td>Dennis Farrow, born 7 May 1951</td></tr>
        <tr><td>No claims discount</td><td>9+ years, earned since 3 June 2014</td></tr>
      </table>
      <table style="font-size:12pt; margin-top:10pt" class="box">
        <tr><td>Your renewal premium</td><td class="r"><b>£356.20</b></td></tr>
        <tr><td>Last year's premium</td><td class="r">£331.75</td></tr>
        <tr><td>Compulsory excess</td><td class="r">£150</td></tr>
        <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
        <tr><td>Total excess</td><td class="r">£400</td></tr>
      </table>
      <p>Yours sincerely,<br>The Age Co Car Insurance team</p>
      <p style="font-size:8.5pt; color:#333">Age Co Car Insurance is provided by Ageas Insurance Limited. Age Co is a
        trading name of Age UK Enterprises Limited (registered in England No. 1102440), an appointed representative of
        Ageas Retail Limited. Ageas Insurance Limited is authorised by the Prudential Regulation Authority and regulated
        by the FCA and the PRA (FRN 202039).</p>
      </div>`,
    expected: {
      renewalDate: '2027-03-12',
      insurer: 'Age Co',
      policyNumber: 'AGC 300 417 962',
      registrationNumber: 'SN63WOL',
      renewalPremium: '356.20',
      previousPremium: '331.75',
      compulsoryExcess: '150',
      voluntaryExcess: '250',
      totalExcess: '400',
    },
  },
  // A scheme for a profession: Forces Mutual, for the armed forces, underwritten by Covéa. A service number and a
  // member number beside the policy number; a plate-like Aldershot postcode; the renewal as 'Effective date' numeric.
  {
    name: 'forces-mutual',
    html: `
      <table style="width:100%"><tr>
        <td><div style="font:bold 17pt 'Times New Roman'; color:#1b2a4a">FORCES MUTUAL</div>
          <div style="font-size:8pt; letter-spacing:1.5pt; color:#1b2a4a">SERVING THOSE WHO SERVE</div></td>
        <td class="r" style="font-size:8.5pt">Forces Mutual<br>Alexandra House, Queen Street<br>Lichfield WS13 6QS<br>0151 363 5290</td>
      </tr></table>
      <div class="cols" style="margin-top:14pt">
        <div>Cpl Aaron Whitlock<br>22 Ordnance Road<br>Aldershot<br>GU11 2DD</div>
        <div style="font-size:9pt">
          Date: 04/03/2027<br>
          Service No: 30127745<br>
          Member No: FM-0078213<br>
          Policy No: <b>FMC 0041 7789 K</b>
        </div>
      </div>
      <h2 style="font-size:13pt; margin-top:16pt">MOTOR INSURANCE &ndash; RENEWAL SCHEDULE</h2>
      <table style="width:100%" class="box">
        <tr><td style="width:45%">Effective date</td><td><b>01/04/2027</b></td></tr>
        <tr><td>Expiry date</td><td>31/03/2028</td></tr>
        <tr><td>Previous period</td><td>01/04/2026 &ndash; 31/03/2027</td></tr>
        <tr><td>Vehicle</td><td>SEAT Leon 1.5 TSI FR, 1498cc</td></tr>
        <tr><td>Registration mark</td><td>DL70 RXM</td></tr>
        <tr><td>Garaged at</td><td>GU11 2DD</td></tr>
        <tr><td>Cover</td><td>Comprehensive, including use in Europe up to 90 days</td></tr>
      </table>
      <table style="width:100%; margin-top:10pt">
        <tr><th>Premium</th><th class="r"></th></tr>
        <tr><td>Renewal premium (incl. IPT)</td><td class="r"><b>£598.44</b></td></tr>
        <tr><td>Previous premium</td><td class="r">£571.30</td></tr>
        <tr><th>Excess</th><th></th></tr>
        <tr><td>Compulsory</td><td class="r">£350</td></tr>
        <tr><td>Voluntary</td><td class="r">£250</td></tr>
        <tr><td>Total own damage excess</td><td class="r">£600</td></tr>
      </table>
      <p>If you are posted overseas during the year, please call us: your cover may need to change.</p>
      <p>Yours faithfully,<br>Forces Mutual Motor Team</p>
      <p style="font-size:7.5pt; color:#444; margin-top:18pt">Forces Mutual is a trading name of PMGI Limited, registered in
        England No. 1100041, authorised and regulated by the Financial Conduct Authority (FRN 114942). Forces Mutual Car
        Insurance is arranged by Forces Mutual and underwritten by Covéa Insurance plc (FRN 202277).</p>`,
    expected: {
      renewalDate: '2027-04-01',
      insurer: 'Forces Mutual',
      policyNumber: 'FMC 0041 7789 K',
      registrationNumber: 'DL70RXM',
      renewalPremium: '598.44',
      previousPremium: '571.30',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  // A Belfast broker and a Northern Ireland plate: Abbey Insurance, the policy underwritten by Aviva. A client ref and
  // a quote ref beside the policy number; the old period's dates beside the renewal date with an ordinal.
  {
    name: 'abbey-insurance',
    html: `
      <div style="border-left:6px solid #c8102e; padding-left:8pt">
        <div style="font:bold 18pt Arial; color:#c8102e">Abbey Insurance</div>
        <div style="font-size:8.5pt">Local people. Local offices. Since 1978.</div>
      </div>
      <div class="cols" style="margin-top:16pt">
        <div>Ms Siobhan McAleese<br>41 Lisburn Road<br>Belfast<br>BT9 6AB</div>
        <div style="font-size:9pt">Client ref: 88412<br>Quote ref: Q-7781904<br>Date: 29th December 2026</div>
      </div>
      <p>Dear Ms McAleese,</p>
      <p>Your motor insurance is due for renewal and we are pleased to offer the following terms.</p>
      <table style="width:100%">
        <tr><td>Policy Number</td><td><b>ABB/MTR/204417</b></td></tr>
        <tr><td>Current period</td><td>28/01/2026 - 27/01/2027</td></tr>
        <tr><td>Renewal Date</td><td><b>28th January 2027</b></td></tr>
        <tr><td>Vehicle</td><td>Vauxhall Corsa 1.2 SE 5dr</td></tr>
        <tr><td>Reg. No.</td><td>GFZ 7023</td></tr>
        <tr><td>Underwriter</td><td>Aviva Insurance Limited</td></tr>
      </table>
      <table class="box" style="width:100%; margin-top:8pt">
        <tr><td>Renewal Premium (including IPT at 12%)</td><td class="r"><b>£842.15</b></td></tr>
        <tr><td>Expiring Premium</td><td class="r">£799.00</td></tr>
        <tr><td>Compulsory Excess</td><td class="r">£250</td></tr>
        <tr><td>Voluntary Excess</td><td class="r">£250</td></tr>
        <tr><td>Total Excess</td><td class="r">£500</td></tr>
      </table>
      <p>To renew, simply call your local branch on 028 9066 1111 or call in to see us. Your quote is valid until
        27th January 2027.</p>
      <p>Kind regards,<br><br>Gareth Quinn<br>Account Executive, Abbey Insurance</p>
      <p style="font-size:7.5pt; color:#555; margin-top:20pt">Abbey Insurance is a trading name of Abbey Insurance
        Brokers Ltd, registered in Northern Ireland No. NI012345, 6-8 Howard Street, Belfast BT1 6PA. Authorised and
        regulated by the Financial Conduct Authority (FRN 307442). Your policy is arranged by Abbey Insurance and
        underwritten by Aviva Insurance Limited.</p>`,
    expected: {
      renewalDate: '2027-01-28',
      insurer: 'Abbey Insurance',
      policyNumber: 'ABB/MTR/204417',
      registrationNumber: 'GFZ7023',
      renewalPremium: '842.15',
      previousPremium: '799.00',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  // A classic-car specialist: ClassicLine Insurance (the house spells it as one word), a suffix plate (NRP 412M), a chassis number, an engine size in cc, an
  // agreed value in pounds beside the premium, limited mileage.
  {
    name: 'classic-line',
    html: `
      <div style="text-align:center; border-bottom:1px double #333; padding-bottom:6pt">
        <div style="font:italic bold 22pt Georgia; color:#2c3e2d">ClassicLine</div>
        <div style="font-size:8.5pt; letter-spacing:2pt">CLASSIC VEHICLE INSURANCE SPECIALISTS</div>
      </div>
      <p style="text-align:right; font-size:9pt">Ref: CLI/0731442/CL<br>Issued 12 March 2027</p>
      <p>Mr Geoffrey Hartley-Booth<br>The Old Forge<br>Much Wenlock<br>TF13 6AA</p>
      <p>Dear Mr Hartley-Booth,</p>
      <p>Your classic car policy is due for renewal on <b>15 April 2027</b>. Below are your renewal terms. Please
        check your agreed value is still right, as values of classics have moved over the last year.</p>
      <table style="width:100%" class="box">
        <tr><td>Policy number</td><td>CLI/0731442/CL</td></tr>
        <tr><td>Vehicle</td><td>MGB GT, 1798cc, first registered 1974</td></tr>
        <tr><td>Registration</td><td>NRP 412M</td></tr>
        <tr><td>Chassis no.</td><td>GHD5UG412087</td></tr>
        <tr><td>Agreed value</td><td>£14,500</td></tr>
        <tr><td>Mileage limit</td><td>3,000 miles a year</td></tr>
        <tr><td>Club membership</td><td>MG Owners' Club No. 44871</td></tr>
      </table>
      <table style="width:100%; margin-top:8pt">
        <tr><td>Renewal premium</td><td class="r"><b>£214.50</b></td></tr>
        <tr><td>Last year's premium</td><td class="r">£198.75</td></tr>
        <tr><td>Excess &ndash; compulsory</td><td class="r">£100</td></tr>
        <tr><td>Excess &ndash; voluntary</td><td class="r">£150</td></tr>
        <tr><td>Excess &ndash; total</td><td class="r">£250</td></tr>
      </table>
      <p>Your policy includes salvage retention, spare parts cover up to £750 and European breakdown.</p>
      <p>With best wishes from all of us at ClassicLine Insurance,<br><br>Ruth Castellan, Underwriting Manager</p>
      <p style="font-size:7.5pt; color:#555; margin-top:20pt">ClassicLine Insurance is a trading name of ClassicLine Insurance
        Services Limited, registered in England No. 4417732, registered office 3 Chorley New Road, Bolton BL1 4QR.
        Authorised and regulated by the Financial Conduct Authority (FRN 304411). Policies are underwritten by Covéa
        Insurance plc.</p>`,
    expected: {
      renewalDate: '2027-04-15',
      insurer: 'ClassicLine Insurance',
      policyNumber: 'CLI/0731442/CL',
      registrationNumber: 'NRP412M',
      renewalPremium: '214.50',
      previousPremium: '198.75',
      compulsoryExcess: '100',
      voluntaryExcess: '150',
      totalExcess: '250',
    },
  },
  // A car maker's scheme, photographed sideways: Kia Insurance, administered by Markerstudy (a brand of its own). A
  // VIN beside the plate; the renewal with a weekday name.
  {
    name: 'kia',
    photo: 'sideways',
    html: `
      <div style="font-size:11.5pt">
      <div style="display:flex; justify-content:space-between; align-items:center; background:#05141f; color:#fff; padding:8pt 12pt">
        <span style="font:bold 24pt Arial; letter-spacing:3pt">KIA</span><span style="font-size:12pt">Insurance</span>
      </div>
      <p style="margin-top:14pt">Miss Priya Dholakia<br>58 Wellington Street<br>Leicester<br>LE1 6HL</p>
      <p>18 January 2027</p>
      <p>Dear Miss Dholakia,</p>
      <p style="font-size:14pt"><b>Time to renew your Kia Insurance</b></p>
      <p>Your new policy starts on <b>Monday 15 February 2027</b>.</p>
      <table style="font-size:12pt">
        <tr><td>Policy number</td><td><b>KIA/5509281/RN</b></td></tr>
        <tr><td>Your car</td><td>Kia Sportage 1.6 T-GDi GT-Line</td></tr>
        <tr><td>Registration</td><td><b>YD21 OKP</b></td></tr>
        <tr><td>VIN</td><td>KNAPU81BAM7719934</td></tr>
      </table>
      <table style="font-size:12pt; margin-top:10pt" class="box">
        <tr><td>Renewal premium</td><td class="r"><b>£539.88</b> per year</td></tr>
        <tr><td>Last year</td><td class="r">£501.20</td></tr>
        <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
        <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
      </table>
      <p>Repairs by Kia-approved repairers using genuine Kia parts.</p>
      <p>Thank you for choosing Kia Insurance.</p>
      <p style="font-size:8.5pt">Kia Insurance is administered by Markerstudy Insurance Services Limited on behalf of
        Kia UK Limited. Registered in England No. 2797421. Authorised and regulated by the Financial Conduct Authority
        (FRN 308071).</p>
      </div>`,
    expected: {
      renewalDate: '2027-02-15',
      insurer: 'Kia Insurance',
      policyNumber: 'KIA/5509281/RN',
      registrationNumber: 'YD21OKP',
      renewalPremium: '539.88',
      previousPremium: '501.20',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
    },
  },
  // A car maker's scheme underwritten by the group's insurer: Lexus Insurance, underwritten by Aioi Nissay Dowa. A quote
  // reference, a policy number with a suffix, the period of insurance numeric, a date of issue.
  {
    name: 'lexus',
    html: `
      <div style="display:flex; justify-content:space-between; border-bottom:1px solid #000; padding-bottom:8pt">
        <div><span style="font:300 22pt Arial; letter-spacing:6pt">LEXUS</span><br><span style="font-size:9pt; letter-spacing:2pt">INSURANCE</span></div>
        <div style="font-size:8.5pt; text-align:right">Date of issue: 29/11/2026<br>Quote reference: LQ9910472</div>
      </div>
      <p style="margin-top:14pt">Dr Eleanor Vance<br>Beech House, 2 Park Lane<br>Harrogate<br>HG1 2RT</p>
      <p>Dear Dr Vance,</p>
      <p>We are pleased to invite you to renew your Lexus Insurance. Your renewal documents are enclosed.</p>
      <h3 style="font-size:11pt; font-weight:normal; letter-spacing:1pt">RENEWAL SUMMARY</h3>
      <table style="width:100%">
        <tr><td>Policy number</td><td>LEX-UK-00338271-01</td></tr>
        <tr><td>Period of insurance</td><td>00:01 on 27/12/2026 to midnight on 26/12/2027</td></tr>
        <tr><td>Insured vehicle</td><td>Lexus UX 250h F Sport, 1987cc hybrid</td></tr>
        <tr><td>Registration</td><td>LX22 HBY</td></tr>
        <tr><td>Named drivers</td><td>Eleanor Vance (DOB 02/11/1969), Marcus Vance (DOB 16/08/1967)</td></tr>
      </table>
      <table style="width:100%; margin-top:10pt; border-top:1px solid #999">
        <tr><td>Your renewal premium</td><td class="r"><b>£911.37</b></td></tr>
        <tr><td>Your premium last year</td><td class="r">£874.02</td></tr>
        <tr><td>Compulsory excess</td><td class="r">£350</td></tr>
        <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
        <tr><td>Total excess</td><td class="r">£450</td></tr>
      </table>
      <p>Lexus Insurance includes a Lexus courtesy car while yours is repaired at a Lexus Authorised Repairer.</p>
      <p>Yours sincerely,<br>Lexus Insurance Customer Services</p>
      <p style="font-size:7.5pt; color:#555; margin-top:20pt">Lexus Insurance is underwritten by Aioi Nissay Dowa Insurance
        UK Limited, registered in England No. 11105895, 7th Floor, 52-56 Leadenhall Street, London EC3A 2EB; authorised by
        the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA (FRN 816655).
        Lexus is a division of Toyota (GB) PLC.</p>`,
    expected: {
      renewalDate: '2026-12-27',
      insurer: 'Lexus Insurance',
      policyNumber: 'LEX-UK-00338271-01',
      registrationNumber: 'LX22HBY',
      renewalPremium: '911.37',
      previousPremium: '874.02',
      compulsoryExcess: '350',
      voluntaryExcess: '100',
      totalExcess: '450',
    },
  },
  // A dealer's scheme: Arnold Clark Insurance Services, underwritten by Zurich (a brand of its own). A customer number,
  // a dealer account and a stock number beside the policy number; 'your policy renews on'.
  {
    name: 'arnold-clark',
    html: `
      <div style="background:#002d62; color:#fff; padding:8pt 12pt">
        <span style="font:bold 18pt Arial">ARNOLD CLARK</span><span style="font-size:11pt"> Insurance Services</span>
      </div>
      <table style="width:100%; margin-top:12pt"><tr>
        <td>Mr Stuart Mackay<br>16 Crow Road<br>Glasgow<br>G11 7RT</td>
        <td class="r" style="font-size:9pt">Customer no. 10448872<br>Dealer account AC-G14<br>Letter date 10/12/2026</td>
      </tr></table>
      <p>Dear Stuart,</p>
      <p>Your policy renews on <b>8 January 2027</b>. We've searched our panel of insurers and we're happy to offer
        you the following renewal.</p>
      <table class="box" style="width:100%">
        <tr><td>Policy number</td><td><b>ACI 6620418/23</b></td></tr>
        <tr><td>Car</td><td>Vauxhall Astra 1.2 Turbo SRi, bought from Arnold Clark Linwood (stock no. L2291047)</td></tr>
        <tr><td>Registration</td><td>SF71 GXU</td></tr>
        <tr><td>Underwriter</td><td>Zurich Insurance Company Ltd</td></tr>
      </table>
      <table style="width:100%; margin-top:10pt">
        <tr><td>New annual premium</td><td class="r"><b>£467.25</b></td></tr>
        <tr><td>This year's premium</td><td class="r">£430.00</td></tr>
        <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
        <tr><td>Voluntary excess</td><td class="r">£200</td></tr>
        <tr><td>Total excess</td><td class="r">£450</td></tr>
      </table>
      <p>Service your car with us and get 10% off your next MOT.</p>
      <p>Thanks,<br>The Arnold Clark Insurance Services team</p>
      <p style="font-size:7.5pt; color:#555; margin-top:20pt">Arnold Clark Insurance Services is a trading name of Arnold
        Clark Automobiles Limited, registered in Scotland No. SC035005, 454 Hillington Road, Glasgow G52 4FH. Authorised
        and regulated by the Financial Conduct Authority (FRN 309812). Your policy is underwritten by Zurich Insurance
        Company Ltd.</p>`,
    expected: {
      renewalDate: '2027-01-08',
      insurer: 'Arnold Clark Insurance Services',
      policyNumber: 'ACI 6620418/23',
      registrationNumber: 'SF71GXU',
      renewalPremium: '467.25',
      previousPremium: '430.00',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  // A new app-based insurer: Cuvva, the brand only in the logo and the sign-off. An account ID in a running footer;
  // 'your next policy year begins on'.
  {
    name: 'cuvva',
    html: `
      <div style="font:bold 26pt Arial; color:#3a1ee6">cuvva</div>
      <p style="font-size:9pt; color:#666">Account ID: usr_8KQ2V71M</p>
      <h1 style="font-size:18pt; margin-top:16pt">Your car insurance renewal, Tom</h1>
      <p>Hi Tom, your next policy year begins on <b>14 March 2027</b>. Here's what's changing and what isn't.</p>
      <div class="cols">
        <div class="box">
          <div style="font-size:9pt; color:#666">Policy number</div><div style="font-size:13pt"><b>CVA 5518 2093 AB</b></div>
          <div style="font-size:9pt; color:#666; margin-top:8pt">Car</div><div>Mazda 3 2.0 e-Skyactiv G</div>
          <div style="font-size:9pt; color:#666; margin-top:8pt">Reg</div><div style="font-size:13pt"><b>EY20 NPK</b></div>
        </div>
        <div class="box">
          <div style="font-size:9pt; color:#666">New yearly price</div><div style="font-size:16pt"><b>£721.44</b></div>
          <div style="font-size:9pt; color:#666; margin-top:8pt">What you paid last year</div><div>£688.02</div>
        </div>
      </div>
      <h3 style="font-size:11pt; margin-top:14pt">Excess</h3>
      <table>
        <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
        <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
        <tr><td>Total you'd pay towards a claim</td><td class="r">£500</td></tr>
      </table>
      <p>Renew in the app in a couple of taps. If you don't, your cover stops at 23:59 on 13 March 2027.</p>
      <p>Cheers,<br>Team Cuvva</p>
      <p style="font-size:7.5pt; color:#666; margin-top:24pt">Cuvva Limited is authorised and regulated by the Financial
        Conduct Authority (FRN 673736). Registered in England and Wales No. 09496446. Your policy is underwritten by
        Watford Insurance Company Europe Limited. &middot; usr_8KQ2V71M &middot; REN-2027-03</p>`,
    expected: {
      renewalDate: '2027-03-14',
      insurer: 'Cuvva',
      policyNumber: 'CVA 5518 2093 AB',
      registrationNumber: 'EY20NPK',
      renewalPremium: '721.44',
      previousPremium: '688.02',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  // A small, new insurer, photographed: Zixty Miles, pay by the mile. A policy number in dashed groups; a per-mile rate
  // beside the premium; a Bristol postcode.
  {
    name: 'zixty',
    photo: true,
    html: `
      <div style="font-size:12pt">
      <div style="font:bold 26pt Arial; color:#ff5a36">zixty <span style="color:#222; font-weight:normal; font-size:14pt">miles</span></div>
      <p>Ms Laura Penhaligon<br>7 Cotham Hill<br>Bristol<br>BS6 6JY</p>
      <p>22 February 2027</p>
      <p>Hi Laura,</p>
      <p style="font-size:15pt"><b>Your Zixty Miles renewal</b></p>
      <p>Your new policy starts on <b>21st March 2027</b>.</p>
      <table style="font-size:12.5pt">
        <tr><td>Policy number</td><td><b>ZXM-4F7K-22QB</b></td></tr>
        <tr><td>Car</td><td>Fiat 500 1.0 Mild Hybrid</td></tr>
        <tr><td>Registration</td><td><b>BK18 ZFR</b></td></tr>
      </table>
      <table style="font-size:12.5pt; margin-top:10pt" class="box">
        <tr><td>Renewal premium</td><td class="r"><b>£268.40</b></td></tr>
        <tr><td>Previous premium</td><td class="r">£244.90</td></tr>
        <tr><td>Plus, per mile driven</td><td class="r">6.2p</td></tr>
        <tr><td>Compulsory excess</td><td class="r">£350</td></tr>
        <tr><td>Voluntary excess</td><td class="r">£150</td></tr>
        <tr><td>Total excess</td><td class="r">£500</td></tr>
      </table>
      <p>Team Zixty</p>
      <p style="font-size:9pt">Zixty is a trading name of Zixty Limited, registered in England No. 13006211.
        Authorised and regulated by the Financial Conduct Authority (FRN 950512).</p>
      </div>`,
    expected: {
      renewalDate: '2027-03-21',
      insurer: 'Zixty',
      policyNumber: 'ZXM-4F7K-22QB',
      registrationNumber: 'BK18ZFR',
      renewalPremium: '268.40',
      previousPremium: '244.90',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
  // A brand of a group: swiftcover.com, a trading name of AXA Insurance UK plc. A claim reference beside the policy
  // number; the date the no-claims discount was earned; the renewal date with an abbreviated weekday and month.
  {
    name: 'swiftcover',
    html: `
      <div style="font:bold 22pt Arial; color:#e4002b">swiftcover<span style="color:#333">.com</span></div>
      <table style="width:100%; margin-top:12pt"><tr>
        <td>Mr Olumide Adeyemi<br>112 Rye Lane<br>London<br>SE15 4ST</td>
        <td class="r" style="font-size:9pt">15 January 2027<br>Your policy number: SC40918836</td>
      </tr></table>
      <h2 style="font-size:14pt">Your renewal is ready</h2>
      <p>Dear Mr Adeyemi,</p>
      <p>Your renewal date: <b>Wed 10 Feb 2027</b>. We'll renew automatically unless you tell us not to.</p>
      <table class="box" style="width:100%">
        <tr><td>Policy number</td><td>SC40918836</td></tr>
        <tr><td>Vehicle</td><td>Nissan Qashqai 1.3 DIG-T N-Connecta</td></tr>
        <tr><td>Registration</td><td>LD68 WFA</td></tr>
        <tr><td>No claims discount</td><td>4 years (earned 10/02/2026)</td></tr>
        <tr><td>Claims in the last 5 years</td><td>1 &ndash; non-fault, claim ref CLM/2025/118477, settled 03/09/2025</td></tr>
      </table>
      <table style="width:100%; margin-top:10pt">
        <tr><td>Renewal premium</td><td class="r"><b>£634.91</b></td></tr>
        <tr><td>Last year's premium</td><td class="r">£512.66</td></tr>
      </table>
      <p>Your excess: compulsory £300, voluntary £250 &ndash; £550 in total.</p>
      <p>Thanks for choosing swiftcover.com.</p>
      <p style="font-size:7.5pt; color:#555; margin-top:20pt">swiftcover.com is a trading name of AXA Insurance UK plc,
        registered in England No. 78950, registered office 20 Gracechurch Street, London EC3V 0BG. AXA Insurance UK plc
        is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the
        Prudential Regulation Authority (FRN 202312).</p>`,
    expected: {
      renewalDate: '2027-02-10',
      insurer: 'Swiftcover',
      policyNumber: 'SC40918836',
      registrationNumber: 'LD68WFA',
      renewalPremium: '634.91',
      previousPremium: '512.66',
      compulsoryExcess: '300',
      voluntaryExcess: '250',
      totalExcess: '550',
    },
  },
  // A supermarket's scheme, photographed sideways: Asda Money Car Insurance, underwritten by Zenith. A numeric renewal
  // date; an Asda Rewards number beside the policy number; no total excess printed.
  {
    name: 'asda-money',
    photo: 'sideways',
    html: `
      <div style="font-size:12pt">
      <div style="font:bold 24pt Arial; color:#78be20">ASDA <span style="color:#0072ce">Money</span></div>
      <div style="font-size:11pt">Car Insurance</div>
      <p style="margin-top:14pt">Mrs Joanne Tattersall<br>63 Moorside Road<br>Bradford<br>BD2 3HB</p>
      <p>Date: 03/12/2026</p>
      <p>Dear Mrs Tattersall,</p>
      <p style="font-size:14pt"><b>Your car insurance renewal</b></p>
      <table style="font-size:12.5pt">
        <tr><td>Renewal date</td><td><b>07/01/2027</b></td></tr>
        <tr><td>Policy number</td><td><b>AMC1-0774-5519</b></td></tr>
        <tr><td>Asda Rewards number</td><td>6338 1104 2271</td></tr>
        <tr><td>Car</td><td>Dacia Sandero 1.0 TCe Comfort</td></tr>
        <tr><td>Registration</td><td><b>YA69 KTE</b></td></tr>
      </table>
      <table style="font-size:12.5pt; margin-top:10pt" class="box">
        <tr><td>Renewal premium</td><td class="r"><b>£398.70</b></td></tr>
        <tr><td>Last year's premium</td><td class="r">£372.15</td></tr>
        <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
        <tr><td>Voluntary excess</td><td class="r">£100</td></tr>
      </table>
      <p>Yours sincerely,<br>Asda Money Car Insurance</p>
      <p style="font-size:9pt">Asda Money Car Insurance is arranged by Asda Financial Services Limited and underwritten
        by Zenith Insurance plc. Registered in England No. 4216571. Authorised and regulated by the Financial Conduct
        Authority (FRN 463089).</p>
      </div>`,
    expected: {
      renewalDate: '2027-01-07',
      insurer: 'Asda Money',
      policyNumber: 'AMC1-0774-5519',
      registrationNumber: 'YA69KTE',
      renewalPremium: '398.70',
      previousPremium: '372.15',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
    },
  },
  // A high-value specialist: Chubb, a three-page pack (letter, schedule, payment page). A cherished plate (P4 ULA), a
  // VIN, an agreed value in thousands, a broker's 'Your ref', amounts over a thousand pounds with commas.
  {
    name: 'chubb',
    html: `
      <div style="font:bold 24pt Arial; letter-spacing:2pt">CHUBB<span style="color:#01c1d6">.</span></div>
      <div style="font-size:8.5pt; margin-bottom:14pt">Chubb European Group SE &middot; 100 Leadenhall Street, London EC3A 3BP</div>
      <div class="cols">
        <div>Mr Jonathan Ashcombe<br>Hollins Manor<br>Wilmslow<br>SK9 2LT</div>
        <div style="font-size:9pt">Our ref: CPC-MTR 0044871/3<br>Your ref: ASH/JA/2027<br>1 February 2027</div>
      </div>
      <p>Dear Mr Ashcombe,</p>
      <p><b>Chubb Private Client Motor &ndash; renewal</b></p>
      <p>Thank you for your continued confidence in Chubb. Your renewal schedule is enclosed; the new terms take effect on
        1 March 2027.</p>
      <p>Yours sincerely,<br><br>Philippa Durand<br>Private Client Underwriter, Chubb</p>
      ${PAGE_BREAK}
      <h2 style="font-size:13pt; border-bottom:1px solid #000">Motor Schedule</h2>
      <table style="width:100%">
        <tr><td>Policy Number</td><td><b>CPC-MTR 0044871/3</b></td></tr>
        <tr><td>Effective date</td><td>1 March 2027</td></tr>
        <tr><td>Expiry date</td><td>29 February 2028</td></tr>
        <tr><td>Vehicle</td><td>Porsche 911 Carrera S 3.0, 2019</td></tr>
        <tr><td>Registration</td><td>P4 ULA</td></tr>
        <tr><td>VIN</td><td>WP0ZZZ99ZKS115820</td></tr>
        <tr><td>Agreed value</td><td>£98,500</td></tr>
      </table>
      <table style="width:100%; margin-top:10pt" class="box">
        <tr><td>Annual premium (including IPT)</td><td class="r"><b>£2,184.60</b></td></tr>
        <tr><td>Expiring annual premium</td><td class="r">£1,996.05</td></tr>
        <tr><td>Compulsory excess</td><td class="r">£500</td></tr>
        <tr><td>Voluntary excess</td><td class="r">£1,000</td></tr>
        <tr><td>Total excess</td><td class="r">£1,500</td></tr>
      </table>
      ${PAGE_BREAK}
      <h2 style="font-size:13pt; border-bottom:1px solid #000">Payment</h2>
      <p>Payment of £2,184.60 is due by 1 March 2027. Please quote Our ref CPC-MTR 0044871/3 with your payment.</p>
      <p style="font-size:7.5pt; color:#555; margin-top:20pt">Chubb European Group SE is an undertaking governed by the
        provisions of the French insurance code with registration number 450 327 374 RCS Nanterre. UK branch registered in
        England and Wales No. BR022418. Authorised and supervised by the Autorité de Contrôle Prudentiel et de Résolution;
        deemed authorised by the Prudential Regulation Authority and subject to regulation by the Financial Conduct Authority
        (FRN 820988).</p>`,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Chubb',
      policyNumber: 'CPC-MTR 0044871/3',
      registrationNumber: 'P4ULA',
      renewalPremium: '2184.60',
      previousPremium: '1996.05',
      compulsoryExcess: '500',
      voluntaryExcess: '1000',
      totalExcess: '1500',
    },
  },
  // A Kent broker: Chris Knott Insurance, underwritten by Allianz (a brand of its own) in the small print. An account number beside the
  // policy number; a Kent postcode; the renewal date with weekday and ordinal.
  {
    name: 'chris-knott',
    html: `
      <table style="width:100%"><tr>
        <td><div style="font:bold 20pt Arial; color:#e30613">Chris Knott</div><div style="font-size:10pt; color:#333">Insurance</div></td>
        <td class="r" style="font-size:8.5pt">Ashford Branch<br>32 Bank Street, Ashford TN23 1BA<br>01233 622 211</td>
      </tr></table>
      <p style="margin-top:14pt">Mr Emeka Okafor<br>5 Kingsnorth Road<br>Ashford<br>TN23 4PL</p>
      <p>25 March 2027</p>
      <p>Your account number: 004417<br>Policy number: CKI/M/7734201</p>
      <p>Dear Mr Okafor,</p>
      <p>Your car insurance renewal date is <b>Thursday 22nd April 2027</b>. We've reviewed the market for you and are pleased
        to offer renewal with your current insurer on the terms below.</p>
      <table class="box" style="width:100%">
        <tr><td>Car</td><td>Kia Ceed 1.5 T-GDi 3, 1482cc</td></tr>
        <tr><td>Registration number</td><td>GN66 TKY</td></tr>
        <tr><td>Renewal premium</td><td><b>£575.30</b></td></tr>
        <tr><td>Current premium</td><td>£519.42</td></tr>
        <tr><td>Excess</td><td>£200 compulsory plus £250 voluntary = £450 total</td></tr>
      </table>
      <p>If you'd like to talk it through, pop into the branch &ndash; we're open until 5.30pm.</p>
      <p>Kind regards,<br><br>Sam Pettit<br>Personal Lines Team, Chris Knott Insurance</p>
      <p style="font-size:7.5pt; color:#555; margin-top:20pt">Chris Knott Insurance is a trading name of Chris Knott
        Insurance Consultants Limited, registered in England No. 1520366, registered office 32 Bank Street, Ashford,
        Kent TN23 1BA. Authorised and regulated by the Financial Conduct Authority (FRN 306981). Your policy is arranged by Chris Knott Insurance and underwritten by Allianz Insurance plc.</p>`,
    expected: {
      renewalDate: '2027-04-22',
      insurer: 'Chris Knott',
      policyNumber: 'CKI/M/7734201',
      registrationNumber: 'GN66TKY',
      renewalPremium: '575.30',
      previousPremium: '519.42',
      compulsoryExcess: '200',
      voluntaryExcess: '250',
      totalExcess: '450',
    },
  },
  // An Essex broker, photographed: Grove & Dean, a prefix plate (M215 RVX), 'cover runs from 00:01 on ... to ...', a
  // quote reference, a premium lower than last year's.
  {
    name: 'grove-dean',
    photo: true,
    html: `
      <div style="font-size:12pt">
      <div style="font:bold 22pt Georgia; color:#003b71">Grove &amp; Dean</div>
      <div style="font-size:10pt">Insurance brokers since 1975</div>
      <p style="margin-top:14pt">Mr Kevin Draper<br>19 Rayleigh Road<br>Southend-on-Sea<br>SS9 5UX</p>
      <p>1 December 2026</p>
      <p>Dear Mr Draper,</p>
      <p style="font-size:14pt"><b>Motor insurance renewal</b></p>
      <p>Cover runs from 00:01 on <b>5 January 2027</b> to midnight on 4 January 2028.</p>
      <table style="font-size:12.5pt">
        <tr><td>Policy number</td><td><b>GD/PC/318862</b></td></tr>
        <tr><td>Quote ref</td><td>QR 5520817</td></tr>
        <tr><td>Vehicle</td><td>Mazda MX-5 1.6</td></tr>
        <tr><td>Registration</td><td><b>M215 RVX</b></td></tr>
      </table>
      <table style="font-size:12.5pt; margin-top:10pt" class="box">
        <tr><td>Renewal premium</td><td class="r"><b>£289.56</b></td></tr>
        <tr><td>Last year's premium</td><td class="r">£301.10</td></tr>
        <tr><td>Compulsory excess</td><td class="r">£150</td></tr>
        <tr><td>Voluntary excess</td><td class="r">£150</td></tr>
      </table>
      <p>Yours sincerely,<br>Grove &amp; Dean</p>
      <p style="font-size:9pt">Grove &amp; Dean is a trading name of Grove &amp; Dean Limited, registered in England
        No. 1275430. Authorised and regulated by the Financial Conduct Authority (FRN 307301).</p>
      </div>`,
    expected: {
      renewalDate: '2027-01-05',
      insurer: 'Grove & Dean',
      policyNumber: 'GD/PC/318862',
      registrationNumber: 'M215RVX',
      renewalPremium: '289.56',
      previousPremium: '301.10',
      compulsoryExcess: '150',
      voluntaryExcess: '150',
    },
  },
  // A car maker's scheme: Honda Insurance, underwritten by Ageas (a brand of its own). A windscreen excess beside the
  // compulsory one and no voluntary excess; 'due to renew on' numeric; a barcode-like reference line.
  {
    name: 'honda',
    html: `
      <div style="display:flex; justify-content:space-between; align-items:center">
        <div style="font:bold 22pt Arial; color:#cc0000">HONDA</div>
        <div style="font-size:10pt">Honda Insurance</div>
      </div>
      <p style="font:9pt 'Courier New'; letter-spacing:2pt; margin-top:10pt">||| 0091 HI 7745 2210 03 |||</p>
      <p>Mrs Amira Haddad<br>88 Kenilworth Road<br>Coventry<br>CV4 7AH</p>
      <p>Date: 02/01/2027</p>
      <p>Dear Mrs Haddad,</p>
      <p>Your policy is due to renew on <b>31/01/2027</b>. Here are your renewal details.</p>
      <table style="width:100%" class="box">
        <tr><td>Policy number</td><td><b>HIN 2210 0377</b></td></tr>
        <tr><td>Car</td><td>Honda Civic e:HEV 2.0 Sport</td></tr>
        <tr><td>Registration</td><td>HJ72 WMC</td></tr>
        <tr><td>Renewal premium</td><td>£512.80</td></tr>
        <tr><td>Previous premium</td><td>£489.99</td></tr>
        <tr><td>Compulsory excess</td><td>£250</td></tr>
        <tr><td>Windscreen excess</td><td>£95</td></tr>
      </table>
      <p>Thank you for choosing Honda Insurance.</p>
      <p style="font-size:7.5pt; color:#555; margin-top:20pt">Honda Insurance is arranged and administered by Honda
        Insurance Services and underwritten by Ageas Insurance Limited, registered in England No. 354568, Ageas House,
        Hampshire Corporate Park, Eastleigh SO53 3YA (FRN 202039). Honda Motor Europe Limited, Cain Road, Bracknell RG12 1HL.</p>`,
    expected: {
      renewalDate: '2027-01-31',
      insurer: 'Honda Insurance',
      policyNumber: 'HIN 2210 0377',
      registrationNumber: 'HJ72WMC',
      renewalPremium: '512.80',
      previousPremium: '489.99',
      compulsoryExcess: '250',
    },
  },
  // A Newcastle broker for prestige cars: Lycetts, part of the Benefact Group. A Range Rover (a car maker that is also
  // a brand), a dotted numeric renewal date, a policy number with a year suffix; a two-page pack.
  {
    name: 'lycetts',
    html: `
      <div style="border-bottom:2px solid #6b8e23; padding-bottom:6pt">
        <span style="font:bold 22pt Georgia; color:#2f4f2f">LYCETTS</span>
        <span style="font-size:9pt; margin-left:8pt">Insurance &middot; Financial Services</span>
      </div>
      <table style="width:100%; margin-top:12pt"><tr>
        <td>Mrs Fiona Armstrong<br>Eastfield Farm<br>Corbridge<br>Northumberland<br>NE45 5PQ</td>
        <td class="r" style="font-size:9pt">Milburn House<br>Dean Street<br>Newcastle upon Tyne NE1 1PP<br><br>17.11.2026</td>
      </tr></table>
      <p>Dear Fiona,</p>
      <p>We enclose renewal terms for your private motor policy. Please read the schedule overleaf.</p>
      <p>Yours sincerely,<br><br>Charles Beaumont<br>Private Clients, Lycetts</p>
      ${PAGE_BREAK}
      <h2 style="font-size:13pt">Private Motor &ndash; Renewal Schedule</h2>
      <table style="width:100%">
        <tr><td>Policy No.</td><td>LYC/PM/00917/26</td></tr>
        <tr><td>Renewal date</td><td><b>18.12.2026</b></td></tr>
        <tr><td>Vehicle</td><td>Land Rover Range Rover Sport 3.0 SDV6 HSE</td></tr>
        <tr><td>Registration</td><td>NK17 BXO</td></tr>
        <tr><td>Underwriter</td><td>Covéa Insurance plc</td></tr>
      </table>
      <table style="width:100%; margin-top:10pt" class="box">
        <tr><td>Renewal premium inc. IPT</td><td class="r"><b>£1,342.88</b></td></tr>
        <tr><td>Expiring premium</td><td class="r">£1,268.40</td></tr>
        <tr><td>Compulsory excess</td><td class="r">£400</td></tr>
        <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
        <tr><td>Total excess</td><td class="r">£650</td></tr>
      </table>
      <p style="font-size:7.5pt; color:#555; margin-top:20pt">Lycetts is a trading name of Lycett, Browne-Swinburne &amp;
        Douglass Limited, registered in England No. 1113426, part of the Benefact Group. Authorised and regulated by the
        Financial Conduct Authority (FRN 310215). Your policy is arranged by Lycetts and underwritten by Covéa
        Insurance plc.</p>`,
    expected: {
      renewalDate: '2026-12-18',
      insurer: 'Lycetts',
      policyNumber: 'LYC/PM/00917/26',
      registrationNumber: 'NK17BXO',
      renewalPremium: '1342.88',
      previousPremium: '1268.40',
      compulsoryExcess: '400',
      voluntaryExcess: '250',
      totalExcess: '650',
    },
  },
];
