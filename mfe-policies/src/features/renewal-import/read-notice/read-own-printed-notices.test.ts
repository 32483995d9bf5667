/** @jest-environment node */
// Notices of our own (2026-11-29) in the kinds of layout issue 47's held-out set is said to hold, printed to PDF by
// Chromium and read as the browser reads them (the page's layout rebuilt from positioned words), never copied from
// that set: two boxed columns, a policy-year table, a wrapped period cell, sentences only, values under their labels in
// boxes, an instalment table, a Last year | This year table with an add-on and a total, a price that fell, a premium
// after a page break; then a second set: a letter beside a box of its figures, a right-aligned value wrapped in a
// narrow cell, labels aligned right, a banner of three fields, the pound sign in a cell of its own, a three-column
// Cover | Excess | Premium table. Each expectation is what the notice says.
import type { parseRenewalNotice } from '@renewly/shared-contracts/features/renewal-notice';
import { readPrintedNotices } from './fresh-notice-checks';

jest.setTimeout(180_000);

const NOTICES = {
  twoCols: `<h1>Harbour Motor</h1><p>Renewal invitation for Mrs J Byrne</p>
<div class="cols"><div class="box"><b>Your policy</b><table><tr><td>Policy number</td><td>HM/CAR/5512093</td></tr><tr><td>Vehicle</td><td>Nissan Qashqai</td></tr><tr><td>Registration</td><td>BD19 XRT</td></tr><tr><td>Cover</td><td>Comprehensive</td></tr><tr><td>Renewal date</td><td>17 August 2027</td></tr></table></div>
<div class="box"><b>Your price</b><table><tr><td>Car insurance premium</td><td class="r">£612.48</td></tr><tr><td>Breakdown cover</td><td class="r">£59.00</td></tr><tr><td>Total</td><td class="r">£671.48</td></tr></table><p>Last year your car insurance premium was £588.20.</p></div></div>
<p>Excess: compulsory £250, voluntary £250.</p>`,
  yearTable: `<h1>Northway Insurance</h1><p>Policy No: NWY 2291 8830</p><p>Vehicle: Audi A4, LP20 KMX. Cover: Comprehensive.</p>
<table><tr><th></th><th class="r">2026/27</th><th class="r">2027/28</th></tr>
<tr><td>Period starts</td><td class="r">05/09/2026</td><td class="r">05/09/2027</td></tr>
<tr><td>Premium (inc IPT)</td><td class="r">£733.00</td><td class="r">£781.90</td></tr>
<tr><td>Compulsory excess</td><td class="r">£300</td><td class="r">£300</td></tr>
<tr><td>Voluntary excess</td><td class="r">£100</td><td class="r">£100</td></tr></table>`,
  wrappedCell: `<h1>Kestrel Car Cover</h1><table style="width:300pt"><tr><td style="width:110pt">Policy reference</td><td>KCC 7781 0012 34</td></tr>
<tr><td>Period of insurance</td><td>From 00:01 on 14 October 2027 to midnight on 13 October 2028</td></tr>
<tr><td>Registration</td><td>YS17 HBA</td></tr><tr><td>Your renewal premium</td><td>£449.99</td></tr><tr><td>Your premium last year</td><td>£431.50</td></tr></table>`,
  sentences: `<h1>Meadow Insurance</h1><p>Dear Mr Grant,</p><p>Your car insurance for FG68 LNE is due for renewal on 28 November 2027. We've kept your cover the same, Comprehensive, and your policy number remains MDW-440-2918.</p><p>The price for the next 12 months is £524.36. For the same cover last year you paid £498.77.</p>`,
  boxesUnder: `<h1>Quayside Direct</h1><div class="cols"><div class="box"><div style="font-size:8pt">POLICY NUMBER</div><div style="font-size:14pt">QSD 6621 0043</div></div><div class="box"><div style="font-size:8pt">RENEWAL DATE</div><div style="font-size:14pt">02 July 2027</div></div><div class="box"><div style="font-size:8pt">YOUR NEW PREMIUM</div><div style="font-size:14pt">£803.55</div></div><div class="box"><div style="font-size:8pt">LAST YEAR'S PREMIUM</div><div style="font-size:14pt">£761.10</div></div></div><p>Vehicle registration: WF21 OKP</p>`,
  instalmentTable: `<h1>Ridgeline Insurance</h1><p>Policy number RDG/99/120044. Renewal date 19/03/2027.</p>
<table><tr><th>How you pay</th><th class="r">Amount</th></tr><tr><td>Pay in full today</td><td class="r">£655.00</td></tr><tr><td>Deposit</td><td class="r">£65.50</td></tr><tr><td>10 monthly instalments of</td><td class="r">£62.01</td></tr><tr><td>Total amount payable</td><td class="r">£685.60</td></tr></table><p>Last year's price (paid in full): £612.00</p>`,
  addOnScope: `<h1>Oakfield Car Insurance</h1><p>Policy number: OAK-7719-553</p><p>Renewal date: 08/05/2027</p>
<table><tr><th></th><th class="r">Last year</th><th class="r">This year</th></tr><tr><td>Car insurance</td><td class="r">£542.10</td><td class="r">£569.33</td></tr><tr><td>Motor legal protection</td><td class="r">£24.99</td><td class="r">£24.99</td></tr><tr><td>Total</td><td class="r">£567.09</td><td class="r">£594.32</td></tr></table>`,
  fell: `<h1>Lantern Insurance</h1><p>Policy number: LTN 5521 0098</p><p>Good news - your renewal price is £698.40, that's £31.60 less than last year.</p><p>Your cover renews on 12 April 2027.</p>`,
  pageBreak: `<h1>Cobalt Motor</h1><p>Policy number: CBM-0032-7781</p><p>Your renewal date: 21 January 2027</p><div style="height: 820pt"></div><p>Renewal premium</p><p>£1,204.66</p><p>Previous premium £1,150.00</p>`,
  sidebar: `<div style="display:grid;grid-template-columns:2fr 1fr;gap:20pt"><div><h1>Fernhill Insurance</h1><p>Dear Ms Ahmed,</p><p>It's time to renew your car insurance. We've looked at your policy and your renewal details are shown on the right. If you are happy with them you don't need to do anything: your policy will renew automatically and payments will continue as now.</p><p>If anything has changed, please let us know before your renewal date.</p></div>
<div class="box"><b>Your renewal at a glance</b><div style="font-size:8pt;margin-top:6pt">Policy number</div><div><b>FHI-20931-77</b></div><div style="font-size:8pt;margin-top:6pt">Car</div><div><b>Honda Jazz EX56 TRK</b></div><div style="font-size:8pt;margin-top:6pt">Renewal date</div><div><b>09/04/2027</b></div><div style="font-size:8pt;margin-top:6pt">Renewal premium</div><div><b>£486.12</b></div><div style="font-size:8pt;margin-top:6pt">Last year's premium</div><div><b>£459.80</b></div></div></div>`,
  wrappedLabel: `<h1>Brackenbury Motor</h1><table style="width:260pt"><tr><td style="width:170pt">Policy number</td><td class="r">BRM 4419 2280</td></tr><tr><td>Total annual premium including Insurance Premium Tax at the current rate</td><td class="r">£912.75</td></tr><tr><td>Last year's total annual premium including Insurance Premium Tax</td><td class="r">£874.10</td></tr><tr><td>Renewal date</td><td class="r">30/06/2027</td></tr></table>`,
  coverRow: `<h1>Tideway Car Insurance</h1><p>Policy number: TCI/77/00123 &nbsp; Vehicle: KR66 PLM</p><table><tr><th>Cover</th><th>Excess</th><th class="r">Premium</th></tr><tr><td>Comprehensive</td><td>£350</td><td class="r">£742.10</td></tr><tr><td>Last year</td><td>£350</td><td class="r">£701.00</td></tr></table><p>Your policy renews on 15 July 2027.</p>`,
  rightLabels: `<h1>Greystone Direct</h1><table><tr><td class="r">Policy number:</td><td>GSD-1102-9938</td></tr><tr><td class="r">Registration:</td><td>HG18 WQS</td></tr><tr><td class="r">Renewal date:</td><td>4 August 2027</td></tr><tr><td class="r">Renewal premium:</td><td>£633.20</td></tr><tr><td class="r">Previous premium:</td><td>£611.90</td></tr></table>`,
  banner: `<div class="box">Policy number: PBX 5531 2209 &nbsp;|&nbsp; Registration: LC70 YHD &nbsp;|&nbsp; Renewal date: 01/02/2027</div><h2>Your renewal</h2><p>Your renewal premium is £577.77. Last year you paid £560.00.</p>`,
  poundCell: `<h1>Westmarch Insurance</h1><p>Policy number WMI 3381 2290</p><table><tr><td>This year's premium</td><td>£</td><td class="r">742.10</td></tr><tr><td>Last year's premium</td><td>£</td><td class="r">701.00</td></tr></table><p>Renewal date 12/12/2027</p>`,
} as const;

type Name = keyof typeof NOTICES;
const read: Partial<Record<Name, ReturnType<typeof parseRenewalNotice>>> = {};

beforeAll(async () => {
  const printed = await readPrintedNotices(Object.entries(NOTICES).map(([name, html]) => ({ name, html })));
  for (const [name, notice] of printed) read[name as Name] = notice;
}, 180_000);

const values = (name: Name) => Object.fromEntries(Object.entries(read[name]!).map(([field, found]) => [field, found?.value]));

test('two boxed columns: the car insurance premium beside its add-on and total, last year\'s in a sentence', () => {
  expect(values('twoCols')).toMatchObject({
    policyNumber: 'HM/CAR/5512093',
    registrationNumber: 'BD19XRT',
    renewalDate: '2027-08-17',
    renewalPremium: '612.48',
    previousPremium: '588.20',
    totalPrice: '671.48',
    compulsoryExcess: '250',
    voluntaryExcess: '250',
  });
  expect(read.twoCols!.renewalPremium!.certainty).toBe('sure'); // premium + breakdown = total
});

test("a policy-year table: this year's column, and its start date marked", () => {
  expect(values('yearTable')).toMatchObject({ renewalDate: '2027-09-05', renewalPremium: '781.90', previousPremium: '733.00', policyNumber: 'NWY 2291 8830' });
  expect(read.yearTable!.renewalDate!.certainty).toBe('unchecked');
});

test('a wrapped period cell, values under labels in boxes, sentences only, a premium after a page break', () => {
  expect(values('wrappedCell')).toMatchObject({ renewalDate: '2027-10-14', policyNumber: 'KCC 7781 0012 34', renewalPremium: '449.99', previousPremium: '431.50' });
  expect(values('boxesUnder')).toMatchObject({ renewalDate: '2027-07-02', policyNumber: 'QSD 6621 0043', renewalPremium: '803.55', previousPremium: '761.10' });
  expect(values('sentences')).toMatchObject({ renewalDate: '2027-11-28', policyNumber: 'MDW-440-2918', renewalPremium: '524.36', previousPremium: '498.77' });
  expect(values('pageBreak')).toMatchObject({ renewalDate: '2027-01-21', renewalPremium: '1204.66', previousPremium: '1150.00' });
});

test("a Last year | This year table with an add-on and a total: the car insurance row is each year's premium, never the total", () => {
  expect(values('addOnScope')).toMatchObject({ renewalPremium: '569.33', previousPremium: '542.10' });
});

test('an instalment table and a price that fell: the price paid in full, and last year\'s worked out and marked', () => {
  expect(values('instalmentTable')).toMatchObject({ renewalPremium: '655.00', previousPremium: '612.00' });
  expect(values('fell')).toMatchObject({ renewalPremium: '698.40', previousPremium: '730.00' });
  expect(read.fell!.previousPremium!.certainty).toBe('derived');
});

test('the second set: a box beside the letter, a wrapped right-aligned value, right-aligned labels, a banner, £ in its own cell', () => {
  expect(values('sidebar')).toMatchObject({ policyNumber: 'FHI-20931-77', registrationNumber: 'EX56TRK', renewalDate: '2027-04-09', renewalPremium: '486.12', previousPremium: '459.80' });
  expect(values('wrappedLabel')).toMatchObject({ policyNumber: 'BRM 4419 2280', renewalDate: '2027-06-30', renewalPremium: '912.75', previousPremium: '874.10' });
  expect(values('rightLabels')).toMatchObject({ policyNumber: 'GSD-1102-9938', registrationNumber: 'HG18WQS', renewalDate: '2027-08-04', renewalPremium: '633.20', previousPremium: '611.90' });
  expect(values('banner')).toMatchObject({ policyNumber: 'PBX 5531 2209', registrationNumber: 'LC70YHD', renewalDate: '2027-02-01', renewalPremium: '577.77', previousPremium: '560.00' });
  expect(values('poundCell')).toMatchObject({ policyNumber: 'WMI 3381 2290', renewalDate: '2027-12-12', renewalPremium: '742.10', previousPremium: '701.00' });
});

test('a Cover | Excess | Premium table whose narrow columns run together: the premiums are not found, never guessed', () => {
  expect(values('coverRow')).toMatchObject({ policyNumber: 'TCI/77/00123', renewalDate: '2027-07-15' });
  expect(read.coverRow!.renewalPremium).toBeUndefined();
  expect(read.coverRow!.previousPremium).toBeUndefined();
});
