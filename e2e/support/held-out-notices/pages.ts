// The held-out renewal notices (issue 47): written after the reader's last change by someone who had not read the
// reader's code, in the styles of thirteen insurers and brokers that none of the other test notices use. Each is the
// HTML of one page, printed to PDF by Chromium (as an insurer's own HTML-to-PDF service does); `expected` holds what a
// driver would take from it. Keep these apart: never tune the reader on them (see the README, "Reading the renewal
// notice"), or they stop measuring what the reader does with a layout it has not seen.
import type { NoticeField } from '../renewal-notice-files';

export type Expected = Partial<Record<NoticeField, string>>;

export interface HeldOutPage {
  fileName: string;
  html: string[];
  expected: Expected;
}

const STYLE = `<style>
  @page { size: A4; margin: 16mm; }
  body { font: 10pt/1.45 Arial, Helvetica, sans-serif; color: #222; }
  table { border-collapse: collapse; margin: 6pt 0; }
  th, td { padding: 3pt 8pt 3pt 0; text-align: left; vertical-align: top; }
  td.r, th.r { text-align: right; padding-left: 24pt; }
  .fine { font-size: 7.5pt; color: #555; margin-top: 20pt; }
  h1 { font-size: 19pt; margin: 0 0 4pt; }
  h2 { font-size: 13pt; margin: 12pt 0 4pt; }
  .grid { display: grid; grid-template-columns: 1fr 1fr; column-gap: 28pt; }
  .box { border: 1px solid #bbb; padding: 6pt 8pt; }
</style>`;

// Two columns side by side: the premium in the left one, the excesses and priced extras in the right one.
const sheilasWheels: HeldOutPage = {
  fileName: 'sheilas-wheels-renewal.pdf',
  html: [`${STYLE}
<h1 style="color:#d6006e">Sheilas' Wheels</h1>
<p>car insurance &middot; renewal documents</p>
<p>Miss Laura Bennett<br>14 Kestrel Close, Reading RG6 1TQ</p>
<div class="grid">
  <div>
    <h2>Your policy</h2>
    <p>Policy number SW/PC/3318042<br>Vehicle: Honda Jazz EX, registration KP19 WLM<br>Cover: Comprehensive</p>
    <p>Period of insurance: 14/01/2027 to 13/01/2028</p>
    <p>The premium for your renewed policy is <b>£604.18</b>, including Insurance Premium Tax.</p>
    <p>Your premium last year for the same cover was £566.90.</p>
  </div>
  <div class="box">
    <h2>Excesses</h2>
    <table><tr><td>Compulsory excess</td><td class="r">£250</td></tr>
    <tr><td>Voluntary excess</td><td class="r">£250</td></tr></table>
    <h2>Optional extras you have chosen</h2>
    <table><tr><td>Guaranteed Hire Car Plus</td><td class="r">£44.99</td></tr>
    <tr><td>Breakdown Cover (Roadside)</td><td class="r">£38.00</td></tr></table>
  </div>
</div>
<p class="fine">Sheilas' Wheels car insurance is arranged and administered by esure Services Limited and underwritten by
esure Insurance Limited. Calls may be recorded.</p>`],
  expected: {
    renewalDate: '2027-01-14',
    insurer: "Sheilas' Wheels",
    policyNumber: 'SW/PC/3318042',
    registrationNumber: 'KP19WLM',
    coverage: 'Comprehensive',
    renewalPremium: '604.18',
    previousPremium: '566.90',
    compulsoryExcess: '250',
    voluntaryExcess: '250',
  },
};

// An email-style notice in sentences only; the price fell; the policy number inside a sentence.
const marshmallow: HeldOutPage = {
  fileName: 'marshmallow-renewal-email.pdf',
  html: [`${STYLE}
<h1 style="color:#2f2a8c">marshmallow</h1>
<p>Hi Priya,</p>
<p>Your car insurance with Marshmallow renews soon, so here's everything in one place.</p>
<p>Your policy MM-7Q4K-22TR for your Toyota Yaris (reg. ND21 OPA) ends at 23:59 on 9 February 2027, and we'll renew it
for you from 10 February 2027 unless you tell us not to.</p>
<p>Your new price is <b>£689.30</b> for the year. That's £54.25 less than the £743.55 you paid last year.</p>
<p>You're fully comprehensive, as before. Your excess is £400 compulsory, plus the £100 voluntary excess you chose.</p>
<p>Nothing to do if you're happy. If anything has changed, reply to this email or open the app.</p>
<p>The Marshmallow team</p>
<p class="fine">Marshmallow Financial Services Ltd is authorised and regulated by the Financial Conduct Authority.</p>`],
  expected: {
    renewalDate: '2027-02-10',
    insurer: 'Marshmallow',
    policyNumber: 'MM-7Q4K-22TR',
    registrationNumber: 'ND21OPA',
    coverage: 'Comprehensive',
    renewalPremium: '689.30',
    previousPremium: '743.55',
    compulsoryExcess: '400',
    voluntaryExcess: '100',
  },
};

// A Last year | This year price table with add-ons priced apart and totals of different scope (no key cover last year).
const quotemehappy: HeldOutPage = {
  fileName: 'quotemehappy-renewal.pdf',
  html: [`${STYLE}
<h1 style="color:#e2007a">Quotemehappy.com</h1>
<p>Your car insurance renewal</p>
<table><tr><td>Policy number</td><td>QMH 4480 1290 C</td></tr><tr><td>Car</td><td>Kia Ceed 1.4, FH20 ZKE</td></tr>
<tr><td>Cover</td><td>Comprehensive</td></tr><tr><td>Renewal date</td><td>27 March 2027</td></tr></table>
<h2>Your price</h2>
<table>
  <tr><th></th><th class="r">Last year</th><th class="r">This year</th></tr>
  <tr><td>Car insurance</td><td class="r">£610.15</td><td class="r">£642.90</td></tr>
  <tr><td>Motor legal protection</td><td class="r">£23.99</td><td class="r">£24.99</td></tr>
  <tr><td>Breakdown cover</td><td class="r">£78.50</td><td class="r">£89.00</td></tr>
  <tr><td>Key cover</td><td class="r">&ndash;</td><td class="r">£17.50</td></tr>
  <tr><td><b>Total</b></td><td class="r"><b>£712.64</b></td><td class="r"><b>£774.39</b></td></tr>
</table>
<p>All prices include Insurance Premium Tax where it applies.</p>
<h2>Your excess</h2>
<table><tr><td>Compulsory</td><td class="r">£350</td></tr><tr><td>Voluntary</td><td class="r">£0</td></tr></table>
<p class="fine">Quotemehappy.com is a trading name of Aviva Insurance Limited.</p>`],
  expected: {
    renewalDate: '2027-03-27',
    insurer: 'Quotemehappy',
    policyNumber: 'QMH 4480 1290 C',
    registrationNumber: 'FH20ZKE',
    coverage: 'Comprehensive',
    renewalPremium: '642.90',
    previousPremium: '610.15',
    compulsoryExcess: '350',
    voluntaryExcess: '0',
  },
};

// A broker's notice: an instalment table beside the annual price; the underwriter named in the small print.
const kwikFit: HeldOutPage = {
  fileName: 'kwik-fit-insurance-renewal.pdf',
  html: [`${STYLE}
<h1 style="color:#003a70">Kwik Fit Insurance</h1>
<p>Renewal invitation</p>
<p>Dear Mr O'Neill,</p>
<p>Your renewal date is 05/04/2027. Please check the details below.</p>
<table><tr><td>Policy number:</td><td>KFI-CAR-0291847</td></tr><tr><td>Registration:</td><td>MA67 TUV</td></tr>
<tr><td>Cover:</td><td>Third Party, Fire &amp; Theft</td></tr></table>
<table>
  <tr><td>Annual premium (including IPT)</td><td class="r">£918.44</td></tr>
  <tr><td>Last year's annual premium</td><td class="r">£856.20</td></tr>
</table>
<h2>Paying by monthly instalments</h2>
<table>
  <tr><td>Deposit</td><td class="r">£91.84</td></tr>
  <tr><td>10 monthly instalments of</td><td class="r">£90.95</td></tr>
  <tr><td>Total amount payable</td><td class="r">£1,001.34</td></tr>
  <tr><td>Representative APR</td><td class="r">21.9%</td></tr>
</table>
<p>Total excess £500 (compulsory £250 + voluntary £250).</p>
<p class="fine">Kwik Fit Insurance Services Limited arranges this policy, which is underwritten by Ageas Insurance
Limited.</p>`],
  expected: {
    renewalDate: '2027-04-05',
    insurer: 'Kwik Fit Insurance',
    policyNumber: 'KFI-CAR-0291847',
    registrationNumber: 'MA67TUV',
    coverage: 'Third Party Fire & Theft',
    renewalPremium: '918.44',
    previousPremium: '856.20',
    compulsoryExcess: '250',
    voluntaryExcess: '250',
  },
};

// A schedule table whose narrow cells wrap: the period of insurance over three lines.
const adrianFlux: HeldOutPage = {
  fileName: 'adrian-flux-schedule.pdf',
  html: [`${STYLE}
<h1>Adrian Flux</h1>
<p>Renewal of your policy AF/MC/0912277</p>
<table style="width: 340pt" border="1">
  <tr><td style="width: 110pt">Insured</td><td>Mr G Hartley</td></tr>
  <tr><td>Vehicle</td><td>Mazda MX-5 1.8, YB15 HJN</td></tr>
  <tr><td>Period of insurance</td><td style="width: 150pt">From 00:01 hours on 19/04/2027 to 23:59 hours on 18/04/2028</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>Premium (incl. IPT)</td><td>£1,204.66</td></tr>
  <tr><td>Your previous premium</td><td>£1,131.02</td></tr>
</table>
<h2>Excesses</h2>
<table border="1"><tr><th>Section</th><th class="r">Compulsory</th><th class="r">Voluntary</th></tr>
<tr><td>Accidental damage, fire and theft</td><td class="r">£300</td><td class="r">£150</td></tr></table>
<p class="fine">Adrian Flux Insurance Services is a trading name of Adrian Flux Insurance Services Group.</p>`],
  expected: {
    renewalDate: '2027-04-19',
    insurer: 'Adrian Flux',
    policyNumber: 'AF/MC/0912277',
    registrationNumber: 'YB15HJN',
    coverage: 'Comprehensive',
    renewalPremium: '1204.66',
    previousPremium: '1131.02',
    compulsoryExcess: '300',
    voluntaryExcess: '150',
  },
};

// A young driver's notice: the brand in lower case, the policy number in a sentence, the price came down.
const ingenie: HeldOutPage = {
  fileName: 'ingenie-renewal.pdf',
  html: [`${STYLE}
<h1 style="color:#ff5a00">ingenie</h1>
<p>Hey Jordan, it's nearly renewal time.</p>
<p>Your ingenie policy 00IG 5512 9043 renews on 2 May 2027 for your VW Polo, GN70 BXA. Your cover stays comprehensive.</p>
<p>Because you've been driving well, the price for your next year is <b>£1,486.20</b>. Last year you paid £1,722.80, so
your price has come down.</p>
<p>Compulsory excess £500 &middot; Voluntary excess £0</p>
<p class="fine">ingenie Services Limited is authorised and regulated by the Financial Conduct Authority.</p>`],
  expected: {
    renewalDate: '2027-05-02',
    insurer: 'ingenie',
    policyNumber: '00IG 5512 9043',
    registrationNumber: 'GN70BXA',
    coverage: 'Comprehensive',
    renewalPremium: '1486.20',
    previousPremium: '1722.80',
    compulsoryExcess: '500',
    voluntaryExcess: '0',
  },
};

// Price columns headed by the policy years, last year's first.
const elephant: HeldOutPage = {
  fileName: 'elephant-renewal.pdf',
  html: [`${STYLE}
<h1 style="color:#e4002b">Elephant</h1>
<p>Car insurance &ndash; your renewal</p>
<p>Policy number: ELE 771 204 96 &nbsp; Registration: BK16 RRY &nbsp; Level of cover: Third party only</p>
<table>
  <tr><th></th><th class="r">12 Jun 2026 &ndash; 11 Jun 2027</th><th class="r">12 Jun 2027 &ndash; 11 Jun 2028</th></tr>
  <tr><td>Annual premium</td><td class="r">£455.00</td><td class="r">£497.25</td></tr>
</table>
<p>Your new policy year starts on 12 June 2027.</p>
<table><tr><td>Compulsory excess</td><td class="r">£100</td></tr><tr><td>Voluntary excess</td><td class="r">£250</td></tr></table>
<p class="fine">Elephant is a trading name of Admiral Insurance Company Limited.</p>`],
  expected: {
    renewalDate: '2027-06-12',
    insurer: 'Elephant',
    policyNumber: 'ELE 771 204 96',
    registrationNumber: 'BK16RRY',
    coverage: 'Third Party Only',
    renewalPremium: '497.25',
    previousPremium: '455.00',
    compulsoryExcess: '100',
    voluntaryExcess: '250',
  },
};

// The old cover's end and the new cover's start both named, a day apart.
const johnLewis: HeldOutPage = {
  fileName: 'john-lewis-car-insurance-renewal.pdf',
  html: [`${STYLE}
<h1>John Lewis Finance</h1>
<p>Car Insurance</p>
<p>Dear Mrs Achebe,</p>
<p>Thank you for insuring your car with John Lewis Finance. Your cover with us ends at midnight on 2 March 2027; your
renewed policy starts on 3 March 2027.</p>
<table><tr><td>Policy number</td><td>JLF/MTR/556102</td></tr><tr><td>Registration</td><td>LR68 EWD</td></tr>
<tr><td>Cover</td><td>Comprehensive</td></tr>
<tr><td>Renewal premium</td><td class="r">£823.40</td></tr><tr><td>Your premium for the previous year</td><td class="r">£797.15</td></tr></table>
<p>Accidental damage excess: £250 compulsory plus £100 voluntary.</p>
<p class="fine">John Lewis Finance car insurance is underwritten by a panel of insurers. John Lewis Finance is a trading
name of John Lewis plc.</p>`],
  expected: {
    renewalDate: '2027-03-03',
    insurer: 'John Lewis Finance',
    policyNumber: 'JLF/MTR/556102',
    registrationNumber: 'LR68EWD',
    coverage: 'Comprehensive',
    renewalPremium: '823.40',
    previousPremium: '797.15',
    compulsoryExcess: '250',
    voluntaryExcess: '100',
  },
};

// The price went down, shown as an arrow from last year to this year; breakdown offered at a price, not included.
const rac: HeldOutPage = {
  fileName: 'rac-car-insurance-renewal.pdf',
  html: [`${STYLE}
<h1 style="color:#f95108">RAC</h1>
<p>Car Insurance renewal</p>
<p>Policy number RAC-M-40021983 &middot; Vehicle WP17 CYX &middot; Comprehensive cover</p>
<p>Your policy renews on 21/07/2027.</p>
<h2>Good news: your premium is going down</h2>
<p>Last year £712.48 &rarr; This year <b>£671.38</b>, a saving of £41.10.</p>
<p>Add RAC Breakdown Cover from £4.50 a month (not included in the price above).</p>
<p>Excesses: £200 compulsory / £200 voluntary.</p>
<p class="fine">RAC Insurance is a trading name of RAC Financial Services Limited.</p>`],
  expected: {
    renewalDate: '2027-07-21',
    insurer: 'RAC',
    policyNumber: 'RAC-M-40021983',
    registrationNumber: 'WP17CYX',
    coverage: 'Comprehensive',
    renewalPremium: '671.38',
    previousPremium: '712.48',
    compulsoryExcess: '200',
    voluntaryExcess: '200',
  },
};

// Two pages: a covering letter with no figures, then the schedule.
const moreThan: HeldOutPage = {
  fileName: 'more-than-renewal-pack.pdf',
  html: [
    `${STYLE}
<h1 style="color:#00a651">MORE THAN</h1>
<p>Mr S Kaur<br>3 Linden Avenue, Derby DE22 1FG</p>
<p>Dear Mr Kaur,</p>
<p>Renewing your MORE THAN car insurance. Your renewal documents are enclosed; please read your schedule on the next page
and tell us if anything is wrong. If you do nothing, your policy will renew automatically.</p>
<p>Yours sincerely,<br>Customer Services</p>`,
    `${STYLE}
<h2>Schedule of insurance</h2>
<table>
  <tr><td>Policy number</td><td>MTC 8800 4129 73</td></tr>
  <tr><td>Effective date</td><td>30/08/2027</td></tr>
  <tr><td>Vehicle registration</td><td>DE66 SXF</td></tr>
  <tr><td>Cover</td><td>Comprehensive</td></tr>
  <tr><td>Total annual premium</td><td class="r">£566.80</td></tr>
  <tr><td>Last year's premium</td><td class="r">£541.95</td></tr>
  <tr><td>Compulsory excess</td><td class="r">£250</td></tr>
  <tr><td>Voluntary excess</td><td class="r">£250</td></tr>
</table>`,
  ],
  expected: {
    renewalDate: '2027-08-30',
    insurer: 'More Than',
    policyNumber: 'MTC 8800 4129 73',
    registrationNumber: 'DE66SXF',
    coverage: 'Comprehensive',
    renewalPremium: '566.80',
    previousPremium: '541.95',
    compulsoryExcess: '250',
    voluntaryExcess: '250',
  },
};

// A letter where every figure is in a sentence; one total excess.
const endsleigh: HeldOutPage = {
  fileName: 'endsleigh-renewal-letter.pdf',
  html: [`${STYLE}
<h1 style="color:#00205b">Endsleigh</h1>
<p>Dear Ms Patel,</p>
<p>Your Endsleigh car policy END 4471 2398 is due for renewal on 15 September 2027.</p>
<p>We can renew your comprehensive cover for your Fiat 500 (SF20 OLK) for £1,093.57. You paid £1,011.20 for your current
policy.</p>
<p>Your total excess is £450.</p>
<p>Kind regards,<br>Endsleigh Insurance Services</p>`],
  expected: {
    renewalDate: '2027-09-15',
    insurer: 'Endsleigh',
    policyNumber: 'END 4471 2398',
    registrationNumber: 'SF20OLK',
    coverage: 'Comprehensive',
    renewalPremium: '1093.57',
    previousPremium: '1011.20',
    totalExcess: '450',
  },
};

// Two boxes side by side, each value under its label.
const budget: HeldOutPage = {
  fileName: 'budget-insurance-renewal.pdf',
  html: [`${STYLE}
<h1 style="color:#6d2077">Budget Insurance</h1>
<p>Your renewal is ready</p>
<div class="grid">
  <div class="box">
    <h2>Your details</h2>
    <p>Policy reference<br><b>BUD-7723-11045</b></p>
    <p>Registration<br><b>RO19 MKV</b></p>
    <p>Cover<br><b>Third Party, Fire and Theft</b></p>
    <p>Start date<br><b>01/10/2027</b></p>
  </div>
  <div class="box">
    <h2>Your price</h2>
    <p>Your new premium<br><b>£702.66</b></p>
    <p>Last year<br><b>£688.10</b></p>
    <p>Compulsory excess<br><b>£250</b></p>
    <p>Voluntary excess<br><b>£200</b></p>
  </div>
</div>
<p class="fine">Budget Insurance is a trading name of BISL Limited.</p>`],
  expected: {
    renewalDate: '2027-10-01',
    insurer: 'Budget Insurance',
    policyNumber: 'BUD-7723-11045',
    registrationNumber: 'RO19MKV',
    coverage: 'Third Party Fire & Theft',
    renewalPremium: '702.66',
    previousPremium: '688.10',
    compulsoryExcess: '250',
    voluntaryExcess: '200',
  },
};

// Monthly first: the monthly payment is the big figure, the annual price beside it.
const dialDirect: HeldOutPage = {
  fileName: 'dial-direct-renewal.pdf',
  html: [`${STYLE}
<h1 style="color:#0072ce">Dial Direct</h1>
<p>Car insurance renewal &middot; Policy DD 55019283</p>
<p>Your cover starts 12 October 2027 for HY21 TEO (comprehensive).</p>
<table>
  <tr><th></th><th class="r">Pay monthly</th><th class="r">Pay annually</th></tr>
  <tr><td>Your renewal price</td><td class="r"><b>12 payments of £61.75</b></td><td class="r">£699.00</td></tr>
</table>
<p>Last year's annual price: £652.30</p>
<p>Compulsory excess £250. Voluntary excess £250.</p>
<p class="fine">Dial Direct is a trading name of Atlanta Insurance Intermediaries Limited.</p>`],
  expected: {
    renewalDate: '2027-10-12',
    insurer: 'Dial Direct',
    policyNumber: 'DD 55019283',
    registrationNumber: 'HY21TEO',
    coverage: 'Comprehensive',
    renewalPremium: '699.00',
    previousPremium: '652.30',
    compulsoryExcess: '250',
    voluntaryExcess: '250',
  },
};

export const HELD_OUT_PAGES = {
  sheilasWheels,
  marshmallow,
  quotemehappy,
  kwikFit,
  adrianFlux,
  ingenie,
  elephant,
  johnLewis,
  rac,
  moreThan,
  endsleigh,
  budget,
  dialDirect,
} as const;
export type HeldOutPdfName = keyof typeof HELD_OUT_PAGES;
