// Set 20 of the notices written afresh for issue 47: the price where no table labels it. Renewal letters and printed
// emails that give the coming year's price and last year's premium in running sentences, a P.S., a footnote, a
// 'Key facts' panel or a 'Things you need to know' box, beside mid-term changes, refunds, cashback, vouchers,
// discounts and 'from' prices; renewal dates given as 'cover ends at midnight on …' or 'from the 1st of next month'.
// Written by a helper session without sight of the reader.
import type { FreshNotice } from './fresh-notice-checks';

const SMALL = 'style="font-size:7.5pt;color:#555;line-height:1.3"';
const EMAIL_HEAD = 'style="font-size:9pt;color:#333;border-bottom:1px solid #999;padding-bottom:6pt;margin-bottom:12pt"';

export const FRESH_NOTICES_20: FreshNotice[] = [
  {
    name: 'mitsubishi-motors-insurance',
    html: `
<div ${EMAIL_HEAD}>
  <div><b>From:</b> Mitsubishi Motors Insurance &lt;renewals@mitsubishi-motors-insurance.co.uk&gt;</div>
  <div><b>Sent:</b> Monday, 23 November 2026 08:42</div>
  <div><b>To:</b> c.okafor@btinternet.com</div>
  <div><b>Subject:</b> Your car insurance renewal – policy MMI/4471920/C</div>
</div>
<p style="font-size:15pt;color:#c00;margin:0 0 10pt"><b>MITSUBISHI MOTORS</b> <span style="color:#333">Insurance</span></p>
<p>Dear Mr Okafor,</p>
<p>Thank you for choosing Mitsubishi Motors Insurance for your Outlander PHEV, registration GN72 XKE. Your cover ends at
midnight on 21 December 2026, and we'd like to keep you on the road.</p>
<p>Your price for the next 12 months is £731.46, including Insurance Premium Tax at 12%. This time last year you paid
£668.90. Most of the increase comes from the cost of repairing plug-in hybrid battery packs after even minor
accidents. Your no claims discount has gone up to 6 years.</p>
<p>Nothing changes on your excess: £250 compulsory and £100 voluntary, so you'd pay the first £350 of an accidental
damage claim. Windscreen claims carry a separate £95 excess (£25 if we can repair rather than replace the glass).</p>
<p>Prefer to spread the cost? Pay a first instalment of £73.16 and then 10 monthly payments of £73.15 by Direct Debit:
£804.66 in all, a representative APR of 24.1%.</p>
<p>Want Motor Legal Protection again? It's £24.99 a year and isn't included in the price above. Just reply to this
email or call us on 0345 266 0412 (Monday to Friday 8am to 8pm, Saturday 9am to 1pm).</p>
<p>You don't need to do anything else: we'll renew automatically using the card ending 4418 unless you tell us not to
before 20 December 2026. It's always worth checking your cover still suits you and comparing prices elsewhere.</p>
<p>Kind regards,<br>Sarah Pryce<br>Customer Services, Mitsubishi Motors Insurance</p>
<p ${SMALL}>Mitsubishi Motors Insurance is a trading name of MMI Services Limited (registered in England No. 08814327,
registered office 3 Harbour Exchange Square, London E14 9GE), an appointed representative of Colonnade Brokers
Limited, which is authorised and regulated by the Financial Conduct Authority (FRN 309571). Your policy is underwritten
by Aioi Nissay Dowa Insurance UK Limited. Please don't reply with card details by email.</p>`,
    expected: {
      renewalDate: '2026-12-22',
      insurer: 'Mitsubishi Motors Insurance',
      policyNumber: 'MMI/4471920/C',
      registrationNumber: 'GN72XKE',
      renewalPremium: '731.46',
      previousPremium: '668.90',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'fiat-insurance',
    html: `
<div class="cols" style="grid-template-columns:2fr 1fr;margin-bottom:8pt">
  <div><p style="font-size:16pt;margin:0"><b>FIAT</b> Insurance</p><p style="margin:2pt 0 0">PO Box 1247, Stockport SK1 9HZ</p></div>
  <div class="r"><p style="margin:0">0333 321 4860<br>fiatinsurance.co.uk</p></div>
</div>
<p>Ms Giulia Rossi<br>14 Cranmer Close<br>Worcester<br>WR5 2HT</p>
<p>12 December 2026</p>
<div class="cols" style="grid-template-columns:1.7fr 1fr">
  <div>
    <p><b>Your Fiat Insurance is due for renewal</b></p>
    <p>Dear Ms Rossi,</p>
    <p>It's nearly a year since you insured your Fiat 500 Hybrid Dolcevita with us, and your renewal invitation is
    below. We've put the important points in the Key facts panel; the rest of this letter explains them.</p>
    <p>In May you asked us to add your partner, Mr Luca Bianchi, as a named driver. That change cost £46.69 for the rest
    of the year, so while your premium at the start of last year was £547.12, your premium after the change you made in
    May was £593.81. That is the figure we compare with this year's.</p>
    <p>Your renewal premium, with Mr Bianchi still named, is £589.30, which is £4.51 less than last year.</p>
    <p>You also chose Fiat Roadside Assistance when you took out the policy. It's optional, it costs £39.50 for the
    coming year, and it isn't part of the comparison above. With it, the total to pay is £628.80, or 12 monthly payments
    of £54.71 (£656.52 in all, representative APR 8.9%).</p>
    <p>If you're happy, you don't need to do anything: your policy will renew automatically and we'll collect payment
    in the same way as last year. If anything has changed, or you'd like to remove Roadside Assistance, please call us
    before your renewal date. You may find cheaper cover elsewhere, so it's worth shopping around.</p>
    <p>Yours sincerely,</p>
    <p>Martin Hale<br>Head of Customer Service, Fiat Insurance</p>
  </div>
  <div class="box" style="background:#f4f4f4">
    <p style="margin-top:0"><b>Key facts</b></p>
    <p>Policy number FI 20 338 417</p>
    <p>Your Fiat 500, WR21 PZU, is covered comprehensively.</p>
    <p>Your cover starts again on 9 January 2027 for 12 months.</p>
    <p>Total cost of cover for the year: £589.30, including Insurance Premium Tax.</p>
    <p>Last year, after your May change: £593.81.</p>
    <p>Roadside Assistance, if you keep it: £39.50.</p>
    <p>If you claim you pay the first £450: £300 compulsory excess and £150 voluntary excess.</p>
  </div>
</div>
<p ${SMALL}>Fiat Insurance is arranged by Motor Insurance Partners Limited, which is authorised and regulated by the
Financial Conduct Authority (FRN 511946), and underwritten by Covéa Insurance plc. Registered in England No. 06214833,
registered office 1 Churchill Place, Stockport SK1 3AB. FIAT is a registered trade mark of Stellantis.</p>`,
    expected: {
      renewalDate: '2027-01-09',
      insurer: 'Fiat Insurance',
      policyNumber: 'FI 20 338 417',
      registrationNumber: 'WR21PZU',
      renewalPremium: '589.30',
      previousPremium: '593.81',
      compulsoryExcess: '300',
      voluntaryExcess: '150',
      totalExcess: '450',
    },
  },
  {
    name: 'dacia-insurance',
    html: `
<p style="font-size:18pt;margin:0;letter-spacing:2pt"><b>DACIA</b></p>
<p style="margin:0 0 12pt">Insurance</p>
<div class="cols">
  <div><p>Mr Imran Hussain<br>7 Peel Street<br>Morley<br>Leeds<br>LS27 8QE</p></div>
  <div class="r"><p>Date: 9 November 2026<br>Policy number: DAC-0937-5512<br>Customer number: 40918227</p></div>
</div>
<p><b>Time to renew your Dacia Insurance</b></p>
<p>Dear Mr Hussain,</p>
<p>Your policy for your Dacia Sandero Stepway, LS22 WBN, renews from the 1st of next month. We've looked again at your
details and here's what you'll pay to stay with us.</p>
<div class="box" style="margin:10pt 0">
  <p style="margin-top:0"><b>Things you need to know</b></p>
  <ul style="margin:0;padding-left:14pt">
    <li>What you'll pay: £498.70 for the year, including Insurance Premium Tax.</li>
    <li>Last year you paid £471.35.</li>
    <li>Amount due: £498.70, collected from your account ending 0772 on your renewal date.</li>
    <li>If you claim, you pay the first £500: a £250 compulsory excess and the £250 voluntary excess you chose.</li>
    <li>£20 cashback: as a thank-you for renewing we'll pay £20 into your bank account within 60 days. It isn't taken
    off the price above.</li>
    <li>Your policy renews automatically. You can turn this off in your online account or by calling us.</li>
  </ul>
</div>
<p>Want more or less cover? Third party, fire and theft cover for your Sandero is available from £412.00, and our
Comprehensive Plus, with a courtesy car and key cover included, from £561.90.</p>
<p>Please check the enclosed documents carefully. If anything is wrong, or your circumstances have changed, call us on
0330 102 8854. It's a good idea to compare prices before you renew.</p>
<p>Yours sincerely,</p>
<p>The Dacia Insurance team</p>
<p ${SMALL}>Dacia Insurance is a trading name of RCI Insurance Services Limited, authorised and regulated by the
Financial Conduct Authority (FRN 443871). Registered in England No. 05883312. Registered office: Rivers Office Park,
Denham Way, Maple Cross, Rickmansworth WD3 9YS. Policies are underwritten by a panel of insurers; your insurer is
named in your schedule.</p>`,
    expected: {
      renewalDate: '2026-12-01',
      insurer: 'Dacia Insurance',
      policyNumber: 'DAC-0937-5512',
      registrationNumber: 'LS22WBN',
      renewalPremium: '498.70',
      previousPremium: '471.35',
      compulsoryExcess: '250',
      voluntaryExcess: '250',
      totalExcess: '500',
    },
  },
  {
    name: 'debenhams-insurance',
    photo: true,
    html: `
<p style="font-size:17pt;margin:0"><b>Debenhams</b> Insurance</p>
<p style="margin:0 0 12pt">Car insurance</p>
<div class="cols">
  <div><p>Mrs Janet Whitfield<br>22 Ashgrove Road<br>Rotherham<br>S60 3LB</p></div>
  <div class="r"><p>8 December 2026<br>Policy number: DEB/MTR/6620418</p></div>
</div>
<p><b>Your car insurance renewal</b></p>
<p>Dear Mrs Whitfield,</p>
<p>Thank you for insuring your Vauxhall Corsa, YD19 HMT, with Debenhams Insurance. Your new policy starts on
5 January 2027 and runs for twelve months.</p>
<p>The total cost of your renewal is £856.40, compared with £902.15 last year. That's £45.75 less, thanks to another
year's no claims discount.</p>
<p>Your excess is £350 in total: £250 compulsory and £100 voluntary.</p>
<p>If you pay monthly, there's a first payment of £85.36 followed by 10 monthly instalments of £85.24, £937.76 in all
(representative APR 19.9%).</p>
<p>As a thank-you for staying with us, we'll send you a £25 Debenhams gift card once your renewal has gone through.</p>
<p>If we don't hear from you, your policy will renew automatically. Please check your details, and remember you may
be able to find cheaper cover by shopping around. Questions? Call 0330 024 8817.</p>
<p>Yours sincerely,</p>
<p>Helen Marsh<br>Customer Relations Manager</p>
<p ${SMALL}>Debenhams Insurance is a trading name of DI Motor Services Limited, authorised and regulated by the
Financial Conduct Authority (FRN 475221). Underwritten by UK Insurance Limited.</p>`,
    expected: {
      renewalDate: '2027-01-05',
      insurer: 'Debenhams Insurance',
      policyNumber: 'DEB/MTR/6620418',
      registrationNumber: 'YD19HMT',
      renewalPremium: '856.40',
      previousPremium: '902.15',
      compulsoryExcess: '250',
      voluntaryExcess: '100',
      totalExcess: '350',
    },
  },
  {
    name: 'staysure',
    photo: true,
    html: `
<p style="font-size:18pt;margin:0;color:#0a4a8a"><b>Staysure</b></p>
<p style="margin:0 0 12pt">Car Insurance for the over 50s</p>
<div class="cols">
  <div><p>Mr Derek Holloway<br>3 Kestrel Way<br>Sleaford<br>NG34 7RT</p></div>
  <div class="r"><p>6 January 2027<br>Your policy number: SSC 7702 1934</p></div>
</div>
<p>Dear Mr Holloway,</p>
<p>Your current cover for your Honda Jazz, KP18 ROV, ends at midnight on 2 February 2027. We'd be delighted to
continue insuring you, and we've enclosed your renewal documents.</p>
<p>Your premium for the coming year is £412.66, including Insurance Premium Tax. Nothing about your cover has
changed: you're still comprehensive, with Mrs Holloway as a named driver.</p>
<p>Your excess is unchanged: £150 compulsory plus £150 voluntary, £300 in all.</p>
<p>Your policy will renew automatically. If you'd rather it didn't, or anything has changed, please call us on
0800 033 4902 before your cover ends. You may find the cover you want at a better price by shopping around.</p>
<p>Going abroad this year? Staysure travel insurance starts from £34.50 for a single trip.</p>
<p>Yours sincerely,</p>
<p>Andrew Kirby<br>Customer Services Director</p>
<p>P.S. This time last year you paid £389.20. The difference is mostly down to the rising cost of repairs.</p>
<p ${SMALL}>Staysure is a trading name of Staysure.co.uk Limited, authorised and regulated by the Financial Conduct
Authority (FRN 543092). Your car insurance is underwritten by Covéa Insurance plc.</p>`,
    expected: {
      renewalDate: '2027-02-03',
      insurer: 'Staysure',
      policyNumber: 'SSC 7702 1934',
      registrationNumber: 'KP18ROV',
      renewalPremium: '412.66',
      previousPremium: '389.20',
      compulsoryExcess: '150',
      voluntaryExcess: '150',
      totalExcess: '300',
    },
  },
  {
    name: 'stackhouse-poland',
    html: `
<div class="cols">
  <div><p style="font-size:17pt;margin:0">Stackhouse Poland</p><p style="margin:0;color:#666">Private Clients</p></div>
  <div class="r"><p>New House, Bedford Road<br>Guildford, Surrey GU1 4SJ<br>01483 407 440</p></div>
</div>
<p style="margin-top:14pt">Mr and Mrs R Ashworth-Kemp<br>Larchfield House<br>Shere Road<br>West Horsley<br>KT24 6EH</p>
<p>24 November 2026</p>
<p>Our reference: SP/PC/0048813</p>
<p><b>Your motor insurance renewal: Porsche Macan S, RX70 DLV</b></p>
<p>Dear Mr and Mrs Ashworth-Kemp,</p>
<p>We are writing ahead of the renewal of your motor policy on 17 December 2026. We have reviewed the market on your
behalf and recommend that the policy continues on the same terms, with cover for both of you and your daughter,
Miss Sophie Ashworth-Kemp, as named drivers.</p>
<p>The insurer's renewal premium is £1,284.00 including Insurance Premium Tax, against last year's premium of
£1,201.50. Our fee for arranging the policy is unchanged at £35.00, so the amount due is £1,319.00. We will collect
this by Direct Debit on the renewal date unless you tell us otherwise.</p>
<p>The policy carries a compulsory excess of £500 for accidental damage, fire and theft claims. Windscreen claims
carry an excess of £100.</p>
<p>Your Range Rover Sport, BK23 TXO, is insured under a separate policy that renews on 2 March 2027; we will write to
you about it nearer the time.</p>
<p>Please read the enclosed statement of fact and let us know if anything in it is incorrect. If we do not hear from
you, we will renew the policy for you. As always, you are welcome to compare prices elsewhere.</p>
<p>Yours sincerely,</p>
<p>Caroline Fenwick<br>Account Executive, Private Clients</p>
<p ${SMALL}>Stackhouse Poland Limited is authorised and regulated by the Financial Conduct Authority (FRN 307584).
Registered in England No. 1401962. Registered office: New House, Bedford Road, Guildford, Surrey GU1 4SJ. Your policy
is underwritten by Chubb European Group SE.</p>`,
    expected: {
      renewalDate: '2026-12-17',
      insurer: 'Stackhouse Poland',
      policyNumber: 'SP/PC/0048813',
      registrationNumber: 'RX70DLV',
      renewalPremium: '1284.00',
      previousPremium: '1201.50',
      compulsoryExcess: '500',
    },
  },
  {
    name: 'lloyd-and-whyte',
    html: `
<div class="cols">
  <div><p style="font-size:18pt;margin:0">Lloyd &amp; Whyte</p><p style="margin:0;color:#666">Insurance, wealth and protection</p></div>
  <div class="r"><p>Affinity House<br>Bindon Road<br>Taunton TA2 6AA<br>01823 250 750</p></div>
</div>
<p style="margin-top:14pt">Dr Eleanor Marsh<br>The Old Forge<br>Bishops Lydeard<br>Taunton<br>TA4 3BS</p>
<p>10 December 2026</p>
<p>Policy number LW/MTR/21-77904</p>
<p><b>Renewing your car insurance</b></p>
<p>Dear Dr Marsh,</p>
<p>Your car insurance for your Skoda Octavia Estate, WF17 UAE, renews at 00:01 on 7 January 2027.</p>
<p>Your renewal price<sup>1</sup> is £547.80 for the year. We've kept your compulsory excess of £200 and voluntary
excess of £250 (£450 in total), your protected no claims discount and your windscreen cover.</p>
<p>You pay by monthly Direct Debit, so nothing is due today: we'll collect 10 monthly instalments of £57.52 from
February, £575.20 in all (representative APR 11.2%).</p>
<p>If you'd like to add Key Cover again, it would cost £27.00 for the year.</p>
<p>We'll renew your policy automatically. Please check the enclosed schedule, and tell us about any changes. It's
always worth comparing the price you're offered with others.</p>
<p>Kind regards,</p>
<p>James Ruddock<br>Personal Insurance Team</p>
<p style="border-top:1px solid #999;padding-top:4pt;font-size:8.5pt"><sup>1</sup> Includes Insurance Premium Tax at
12%. Last year's premium was £563.10, which included Key Cover at £26.50; you cancelled Key Cover in June and we
refunded £14.57 for the unused months. The comparable premium for your car insurance last year, without Key Cover, was
£536.60.</p>
<p ${SMALL}>Lloyd &amp; Whyte Ltd is authorised and regulated by the Financial Conduct Authority (FRN 305290).
Registered in England No. 01771722. Your car insurance is underwritten by Ageas Insurance Limited.</p>`,
    expected: {
      renewalDate: '2027-01-07',
      insurer: 'Lloyd & Whyte',
      policyNumber: 'LW/MTR/21-77904',
      registrationNumber: 'WF17UAE',
      renewalPremium: '547.80',
      previousPremium: '536.60',
      compulsoryExcess: '200',
      voluntaryExcess: '250',
      totalExcess: '450',
    },
  },
  {
    name: 'russell-scanlan',
    photo: true,
    html: `
<div ${EMAIL_HEAD}>
  <div><b>From:</b> Russell Scanlan Personal Lines &lt;personal@russellscanlan.com&gt;</div>
  <div><b>Sent:</b> 17 November 2026 14:05</div>
  <div><b>To:</b> Priya Patel</div>
  <div><b>Subject:</b> Motor renewal RSL 448 1092 (FP20 KYW)</div>
</div>
<p style="font-size:16pt;margin:0 0 10pt"><b>Russell Scanlan</b></p>
<p>Dear Mrs Patel,</p>
<p>Your motor policy renews from 11 December 2026, and we've secured renewal terms with your current insurer for your
Toyota Yaris Cross, FP20 KYW.</p>
<p>The amount due for the year is £623.95, including Insurance Premium Tax. Your premium at the start of last year was
£577.30; the change of address you made in July didn't alter it.</p>
<p>Your total excess is £400 (compulsory £300, voluntary £100).</p>
<p>Your home insurance with us renews on 3 April 2027 (currently £318.22 a year) and we'll be in touch about it
separately.</p>
<p>Unless you tell us otherwise, we'll renew your motor policy automatically and take payment from the card we hold.
Please check the attached documents, and remember you may be able to get cover at a better price by shopping around.</p>
<p>Kind regards,</p>
<p>Tom Bexley<br>Personal Lines Team<br>0116 254 7720</p>
<p ${SMALL}>Russell Scanlan Limited, 3 Princes Court, Royal Way, Loughborough LE11 5XR, is authorised and regulated by
the Financial Conduct Authority (FRN 308297). Your policy is underwritten by Aviva Insurance Limited.</p>`,
    expected: {
      renewalDate: '2026-12-11',
      insurer: 'Russell Scanlan',
      policyNumber: 'RSL 448 1092',
      registrationNumber: 'FP20KYW',
      renewalPremium: '623.95',
      previousPremium: '577.30',
      compulsoryExcess: '300',
      voluntaryExcess: '100',
      totalExcess: '400',
    },
  },
  {
    name: 'bluefin-insurance',
    html: `
<div class="cols">
  <div><p style="font-size:18pt;margin:0;color:#05507a"><b>bluefin</b></p><p style="margin:0">Bluefin Insurance Services</p></div>
  <div class="r"><p>Caledonian Exchange<br>19a Canning Street<br>Edinburgh EH3 8HE</p></div>
</div>
<p style="margin-top:14pt">Miss Kirsty McLeod<br>Flat 2/1, 58 Hyndland Road<br>Glasgow<br>G12 9UT</p>
<p>30 November 2026</p>
<p>Policy number: BFN-MC-5520931</p>
<p><b>Your car insurance renewal</b></p>
<p>Dear Miss McLeod,</p>
<p>Your policy for your Mazda CX-30, SA69 OLK, renews on 28 December 2026. We've checked the market for you and your
current insurer has offered the best terms for the cover you have now.</p>
<p>Your price for the year ahead is £702.18, after a loyalty discount of £40.00 for staying with Bluefin. Last year you
paid £688.00.</p>
<p>Should you want more cover, our Comprehensive Plus policy, with a courtesy car and motor legal protection, is
available from £781.40.</p>
<p>Your excess stays at £350 compulsory and £150 voluntary: £500 in total.</p>
<p>If you'd like to pay monthly, we can arrange premium finance: a deposit of £70.22 and 10 instalments of £70.21,
£772.32 in all (representative APR 22.4%).</p>
<p>We'll renew automatically unless you tell us not to. Please check your details and let us know of any changes; you
may be able to find cover at a lower price by shopping around.</p>
<p>Yours sincerely,</p>
<p>Fraser Lindsay<br>Personal Lines Manager</p>
<p ${SMALL}>Bluefin Insurance Services Limited is authorised and regulated by the Financial Conduct Authority
(FRN 307869). Registered in England No. 02609145. Customer services 0345 030 8712.</p>`,
    expected: {
      renewalDate: '2026-12-28',
      insurer: 'Bluefin Insurance',
      policyNumber: 'BFN-MC-5520931',
      registrationNumber: 'SA69OLK',
      renewalPremium: '702.18',
      previousPremium: '688.00',
      compulsoryExcess: '350',
      voluntaryExcess: '150',
      totalExcess: '500',
    },
  },
  {
    name: 'ripe-insurance',
    photo: 'sideways',
    html: `
<p style="font-size:18pt;margin:0;color:#2e6b2e"><b>Ripe</b> Insurance</p>
<p style="margin:0 0 12pt">Classic car insurance</p>
<div class="cols">
  <div><p>Mr Graham Tulley<br>Orchard Cottage<br>Chew Magna<br>Bristol<br>BS40 8QA</p></div>
  <div class="r"><p>2 December 2026<br>Policy: RCC/19/0085520</p></div>
</div>
<p>Dear Mr Tulley,</p>
<p>Your cover for your 1972 MGB GT, registration OWP 412K, ends at midnight on 30 December 2026.</p>
<p>We're pleased to offer renewal at £214.50 for another year, against £198.75 this time last year. The agreed value
stays at £14,500 and your mileage limit at 3,000 miles a year.</p>
<p>Your compulsory excess is £150.</p>
<p>We'll renew your policy automatically unless you tell us not to. Call us on 0333 920 2148 if anything has changed.
It's always worth comparing prices before you renew.</p>
<p>Best wishes,</p>
<p>The Ripe classic car team</p>
<p ${SMALL}>Ripe Insurance is a trading name of Ripe Thinking Limited, authorised and regulated by the Financial
Conduct Authority (FRN 472185).</p>`,
    expected: {
      renewalDate: '2026-12-31',
      insurer: 'Ripe Insurance',
      policyNumber: 'RCC/19/0085520',
      registrationNumber: 'OWP412K',
      renewalPremium: '214.50',
      previousPremium: '198.75',
      compulsoryExcess: '150',
    },
  },
  {
    name: 'peter-best-insurance',
    html: `
<div class="cols">
  <div><p style="font-size:16pt;margin:0"><b>Peter Best Insurance Services</b></p><p style="margin:0;color:#666">Classic and enthusiast vehicle insurance</p></div>
  <div class="r"><p>The Old Granary, Maldon Road<br>Witham, Essex CM8 3HY<br>01621 843 710</p></div>
</div>
<p style="margin-top:14pt">Mr Owen Pritchard<br>Brook Farm<br>Tolleshunt D'Arcy<br>CM9 8TP</p>
<p>4 December 2026</p>
<p>Policy number: PBI/CL/117 482</p>
<p>Dear Mr Pritchard,</p>
<p><b>Land Rover Defender 90, H871 KOP</b></p>
<p>Your policy falls due for renewal with effect from 3rd January 2027, and we are pleased to invite you to renew.</p>
<p>Total cost of cover: £386.00 for the year, after your 10% club member discount of £42.89. You paid £362.00 last
year. The agreed value remains £32,000 and your limited mileage 5,000 miles.</p>
<p>There is a £100 compulsory excess, and with the £150 voluntary excess you chose your total excess is £250.</p>
<p>Your Triumph TR6, PRX 66M, remains on laid-up cover until 1 April 2027 and is not affected by this renewal.</p>
<p>We'll renew automatically and collect the premium by Direct Debit on or after 5 January 2027. Please check the
enclosed statement of fact; if anything is wrong, call us. You may find cover elsewhere at a lower price.</p>
<p>Yours sincerely,</p>
<p>Linda Best<br>Director</p>
<p ${SMALL}>Peter Best Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority
(FRN 307712). Registered in England No. 1925634.</p>`,
    expected: {
      renewalDate: '2027-01-03',
      insurer: 'Peter Best Insurance Services',
      policyNumber: 'PBI/CL/117 482',
      registrationNumber: 'H871KOP',
      renewalPremium: '386.00',
      previousPremium: '362.00',
      compulsoryExcess: '100',
      voluntaryExcess: '150',
      totalExcess: '250',
    },
  },
  {
    name: 'chartwell-insurance',
    html: `
<div class="cols">
  <div><p style="font-size:17pt;margin:0"><b>Chartwell</b> Insurance</p><p style="margin:0;color:#666">Insurance for disabled drivers and passengers</p></div>
  <div class="r"><p>Freephone 0800 783 2408<br>chartwellinsurance.co.uk</p></div>
</div>
<p style="margin-top:14pt">Mr Colin Baxter<br>16 Hollins Lane<br>Sale<br>M33 5RF</p>
<p>22 December 2026</p>
<p>Policy number CHW 0034 7719</p>
<p>Dear Mr Baxter,</p>
<p><b>It's time to renew</b></p>
<p>Your new policy year begins on 19 January 2027, and we'd like to continue insuring your Volkswagen Caddy Maxi Life
WAV, MA66 VZT.</p>
<p>This year your car insurance costs £468.14, and the wheelchair-accessible breakdown cover you had last year costs
£62.00, so your total cost of cover is £530.14. Last year you paid £517.80 for the same cover, breakdown included.</p>
<p>Your excess stays the same: £100 compulsory and £100 voluntary, £200 in total. Your wheelchair and adaptations are
covered up to £10,000.</p>
<p>Your policy will renew automatically on 19 January. If you'd like to change anything, please call us. It's always
worth checking you can't get the cover you need for less.</p>
<p>Yours sincerely,</p>
<p>Rachel Quinn<br>Customer Care</p>
<p ${SMALL}>Chartwell Insurance is a trading name of Chartwell Insurance Services Limited, authorised and regulated by
the Financial Conduct Authority (FRN 300924). Underwritten by Zurich Insurance Company Ltd.</p>`,
    expected: {
      renewalDate: '2027-01-19',
      insurer: 'Chartwell Insurance',
      policyNumber: 'CHW 0034 7719',
      registrationNumber: 'MA66VZT',
      renewalPremium: '530.14',
      previousPremium: '517.80',
      compulsoryExcess: '100',
      voluntaryExcess: '100',
      totalExcess: '200',
    },
  },
  {
    name: 'bruce-stevenson',
    photo: true,
    html: `
<div class="cols">
  <div><p style="font-size:17pt;margin:0"><b>Bruce Stevenson</b></p><p style="margin:0">Insurance Brokers</p></div>
  <div class="r"><p>38 Melville Street<br>Edinburgh EH3 7HA<br>0131 225 6731</p></div>
</div>
<p style="margin-top:14pt">Mrs Fiona Grant<br>9 Braid Hills Avenue<br>Edinburgh<br>EH10 6EE</p>
<p>14 December 2026</p>
<p>Policy: BS/PL/M 220917<br>Renewal date: 12 January 2027</p>
<p>Dear Mrs Grant,</p>
<p><b>Volvo XC60, SK71 HVD</b></p>
<p>We have obtained renewal terms from your insurer of £1,046.72 for the year ahead, against £979.50 last year.</p>
<p>The excess on the policy is £600 (compulsory £350, voluntary £250).</p>
<p>If you would like to pay by instalments through Close Brothers Premium Finance, there is a deposit of £104.67
followed by 10 instalments of £101.25, £1,117.17 in all (APR 14.9%).</p>
<p>Unless you instruct us otherwise, we will renew the policy. Please check the enclosed details, and bear in mind that
you may find cover elsewhere for less.</p>
<p>Yours sincerely,</p>
<p>Alasdair Reid<br>Private Clients</p>
<p ${SMALL}>Bruce Stevenson Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority
(FRN 309164).</p>`,
    expected: {
      renewalDate: '2027-01-12',
      insurer: 'Bruce Stevenson',
      policyNumber: 'BS/PL/M 220917',
      registrationNumber: 'SK71HVD',
      renewalPremium: '1046.72',
      previousPremium: '979.50',
      compulsoryExcess: '350',
      voluntaryExcess: '250',
      totalExcess: '600',
    },
  },
  {
    name: 'crendon-insurance-brokers',
    html: `
<div ${EMAIL_HEAD}>
  <div><b>From:</b> Crendon Insurance Brokers &lt;renewals@crendon.co.uk&gt;</div>
  <div><b>Sent:</b> Wednesday, 30 December 2026 10:17</div>
  <div><b>To:</b> mark.ellison@outlook.com</div>
  <div><b>Subject:</b> Your car insurance renewal (CRN/PM/003318-04)</div>
</div>
<p style="font-size:16pt;margin:0 0 10pt"><b>Crendon Insurance Brokers</b></p>
<p>Hi Mark,</p>
<p>Your car insurance is due for renewal on 26 January 2027, so here's everything you need to know.</p>
<p>Your price for 2027 is £689.99 for your Kia Niro, EY73 FOJ.</p>
<p>Your premium at the start of last year was £744.90, when we were insuring your Ford Focus, LB15 XNR. When you
changed car in August we refunded £42.55 for the rest of the year, so last year's premium was £702.35: that's the
figure to compare with this year's price.</p>
<p>Your excess is £450: the insurer's £250 compulsory excess plus your £200 voluntary excess.</p>
<p>There's nothing to do if you're happy: we'll renew automatically and take payment from the card you used last
time. Once your renewal goes through we'll email you a £20 Amazon voucher as a thank-you. Do shop around if you'd like
to compare.</p>
<p>Thanks,<br>Zoe Carter<br>Personal Lines, Crendon Insurance Brokers<br>01844 202 766</p>
<p ${SMALL}>Crendon Insurance Brokers Ltd, Crendon House, Crendon Street, Thame OX9 3AL, is authorised and regulated by
the Financial Conduct Authority (FRN 303728). Registered in England No. 1748217.</p>`,
    expected: {
      renewalDate: '2027-01-26',
      insurer: 'Crendon Insurance Brokers',
      policyNumber: 'CRN/PM/003318-04',
      registrationNumber: 'EY73FOJ',
      renewalPremium: '689.99',
      previousPremium: '702.35',
      compulsoryExcess: '250',
      voluntaryExcess: '200',
      totalExcess: '450',
    },
  },
  {
    name: 'harcourt-and-vale',
    html: `
<div class="cols">
  <div><p style="font-size:18pt;margin:0">Harcourt &amp; Vale</p><p style="margin:0;color:#666">Insurance Brokers since 1961</p></div>
  <div class="r"><p>12 Bridge Street<br>Hereford HR4 9DG<br>01432 277 390</p></div>
</div>
<p style="margin-top:14pt">Mrs Ann Prosser<br>Lower Wern<br>Kingstone<br>Hereford<br>HR2 9HS</p>
<p>18 January 2027</p>
<p>Your policy number: HV 31 7729 M</p>
<p>Dear Mrs Prosser,</p>
<p>Your car insurance for your Dacia Duster, CU68 ERB, is due for renewal on 14 February 2027. We've reviewed your
cover and set out the main points below.</p>
<div class="box" style="margin:10pt 0">
  <p style="margin-top:0"><b>Things you need to know</b></p>
  <p>The premium for your renewal is £593.07, including Insurance Premium Tax at 12%.</p>
  <p>Last year's premium was £611.40.</p>
  <p>We'll collect the premium in one payment by Direct Debit on or just after 16 February 2027.</p>
  <p>Your excess is £400: £250 compulsory and £150 voluntary. If you'd prefer a voluntary excess of £500, the premium
  would be £548.12.</p>
  <p>Your policy renews automatically. Tell us before 14 February if you don't want it to.</p>
</div>
<p>You have been with us a number of years. You may be able to get the insurance cover you want at a better price if
you shop around.</p>
<p>Yours sincerely,</p>
<p>David Harcourt<br>Partner</p>
<p ${SMALL}>Harcourt &amp; Vale Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority
(FRN 402761). Registered in England and Wales No. 00691244.</p>`,
    expected: {
      renewalDate: '2027-02-14',
      insurer: 'Harcourt & Vale',
      policyNumber: 'HV 31 7729 M',
      registrationNumber: 'CU68ERB',
      renewalPremium: '593.07',
      previousPremium: '611.40',
      compulsoryExcess: '250',
      voluntaryExcess: '150',
      totalExcess: '400',
    },
  },
  {
    name: 'wolds-and-coast',
    html: `
<div class="cols">
  <div><p style="font-size:18pt;margin:0">Wolds &amp; Coast</p><p style="margin:0;color:#666">Insurance Brokers</p></div>
  <div class="r"><p>4 Saturday Market<br>Beverley HU17 8BB<br>01482 861 204</p></div>
</div>
<p style="margin-top:14pt">Mr Stephen Wray<br>27 Westwood Road<br>Beverley<br>HU17 8EN</p>
<p>5 February 2027</p>
<p>Reference: WCI/7731/PC</p>
<p>Dear Mr Wray,</p>
<p><b>Renewing your car insurance: Ford Kuga, YJ21 CWL</b></p>
<p>Your policy runs until 28 February 2027 and renews the following day. We've arranged renewal with your current
insurer on the same cover.</p>
<p>Your renewal premium is £538.44. This time last year your premium was £591.95; it has come down mainly because
Daniel is no longer a named driver.</p>
<p>We're holding a credit of £31.75 on your account, the refund from when you took Daniel off the policy in August,
and we've taken it off what you owe, so the amount due is £506.69.</p>
<p>Your excess is £300 compulsory plus £200 voluntary, £500 in all.</p>
<p>We'll renew automatically unless you tell us not to. Please check the enclosed statement of fact, and do compare
prices if you wish.</p>
<p>Yours sincerely,</p>
<p>Helen Curry<br>Account Handler</p>
<p ${SMALL}>Wolds &amp; Coast Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority
(FRN 455218). Registered in England No. 04172290. Your policy is underwritten by Covéa Insurance plc.</p>`,
    expected: {
      renewalDate: '2027-03-01',
      insurer: 'Wolds & Coast',
      policyNumber: 'WCI/7731/PC',
      registrationNumber: 'YJ21CWL',
      renewalPremium: '538.44',
      previousPremium: '591.95',
      compulsoryExcess: '300',
      voluntaryExcess: '200',
      totalExcess: '500',
    },
  },
];
