// Notices of our own (2026-11-29), in kinds of layout the held-out set is said to hold (values under their labels,
// policy-year columns, a letter's reference, the insurer named only in a sentence), never copied from it: each
// expectation is what the notice says, and a value the notice cannot confirm is marked, not dropped.
import { parseRenewalNotice } from '../renewal-notice';

const notices: Record<string, string> = {
  underLabels: `Marlow Motor Insurance
Renewal invitation
Policy number
MMI-448812-C
Vehicle
BMW 320d  WR18 KTN
Renewal date
14 February 2027
Your renewal premium
£734.18
Last year's premium
£689.40
Compulsory excess
£350
Voluntary excess
£150`,
  refLabel: `Kingfisher Car Insurance
Our ref: KFC/22/0931744
Your ref: —
Dear Mr Patel,
Your car insurance with Kingfisher renews on 02/03/2027 for your Toyota Yaris (reg YB20 PLK).
The cost of renewing for the next 12 months is £512.66, including Insurance Premium Tax.
Last year you paid £471.20.
Excess: compulsory £250, voluntary £100.`,
  yearColumns: `Evergreen Insurance Services
Policy No. EVG 0071 2290
Registration: KP67 ZHD     Cover: Comprehensive
Policy year             2026/27       2027/28
Premium                 £601.30       £648.90
Start date              18/04/2026    18/04/2027
Compulsory excess       £250          £250
Voluntary excess        £250          £250`,
  quoteRef: `Quote reference: QR-5531009
Policy number: PN/88/301266
Renewal premium (annual): £1,002.45
Your premium last year: £955.00
Renews: 9 January 2027
Vehicle registration mark: LS16 MNB
Cover: Third Party Fire and Theft
Excesses: Compulsory £400 Voluntary £0`,
  fell: `Thistle Direct
Dear Ms Reid,
Good news: your renewal price has gone down.
This year: £587.30
Last year: £612.00
That's £24.70 less than last year.
Your policy TD-8812-0043 renews on 5 March 2027.`,
  sentencesOnly: `Hello Sam,
It's nearly time to renew the cover on your Kia Ceed, registration number DE19 YHT. We'll renew your policy automatically on 22 February 2027 unless you tell us not to.
You'll pay £693.12 for the year ahead. For comparison, you paid £640.50 for the same cover this year.
Your excess stays at £450 in total: £250 compulsory and £200 voluntary.
Your policy number is BRK/44/1098823.`,
  monthlyFirst: `Motorwise Insurance
Your renewal quotation
Monthly: 12 payments of £61.20
Annual price: £688.00
Previous annual price: £650.00
Policy number: MW 1122 3344`,
  totalWithAddons: `Orbit Car Insurance
Renewal summary
Car insurance                       £602.11
Breakdown cover (Roadside)           £48.00
Legal expenses                       £25.00
Total to pay                        £675.11
Last year's car insurance price     £571.90
Policy number: ORB-0099-1231`,
  pageBreak: `Clearview Insurance
Policy number: CLV-2201-884
Your renewal date is 30 April 2027.
Your premium for the coming year is
£799.99 including IPT.
Page 1 of 2
--- page 2 ---
Last year's premium £744.44`,
  headerRow: `Policy number        Vehicle               Renewal date
AX-2290-118          Ford Focus WN66 TRE   12/02/2027
Your premium         Last year
£655.20              £610.00`,
  policyId: `Policy ID: 88120043
Annual premium (including IPT)
£612.40
Renewal date: 3 May 2027`,
  pleaseQuote: `Policy number (please quote this when you call us): MOT 4410 2298
Your new premium is £702.11. Your current premium is £655.00.`,
  dashLabel: `Policy Number - CAR/7731/22
Total annual premium £843.10 (last year £799.00)`,
  twoColumnRun: `Your policy number CX 8810 0192 Your renewal price £688.40 Renewal date 9 March 2027 Last year's price £640.20`,
  premiumOnNextLine: `Your renewal premium for the 12 months from 9 March 2027 is:
£688.40
This compares with £640.20 last year.`,
  certificate: `Certificate number: CERT-22910
Policy number: PL 5521 9983
Premium payable: £590.00`,
  twoPage: `Brightside Car Insurance
Renewal pack
Page 1 of 2
Dear Mr Okafor
Thank you for insuring with Brightside. Your policy renews on 11 June 2027.
Policy number
BSC 0087 6612
Page 2 of 2
Your quote
Annual cost                          £721.34
Your previous annual cost            £689.10
Compulsory excess                    £300
Voluntary excess                     £150`,
  priceChange: `Summary of your renewal
Renewal price: £915.00
Your price has increased by £84.50 since last year.
Policy number: QL-228761`,
  lastYearFirst: `Your premium
Last year you paid: £540.00
This year your premium is: £590.40
Policy reference: AB/4412/99`,
  totalPremiumRow: `Premium breakdown
Net premium               £541.29
Insurance Premium Tax     £64.95
Total premium             £606.24
Previous total premium    £575.00`,
  amountDue: `Amount due for your renewal: £633.00 (including IPT)
Your current premium: £598.50`,
  welshEnglish: `Premiwm adnewyddu / Renewal premium: £702.15
Premiwm y llynedd / Last year's premium: £655.90
Rhif polisi / Policy number: CYM-551882`,
  policyNumberAfterColon: `Your policy number:
   88-1276-3321
Renewal premium £480.00`,
};
const read = (name: string) => parseRenewalNotice(notices[name]!, { today: '2026-11-29' });

test('values under their labels: each read from the line below its label', () => {
  expect(read('underLabels')).toMatchObject({
    policyNumber: { value: 'MMI-448812-C' },
    renewalDate: { value: '2027-02-14', certainty: 'sure' },
    renewalPremium: { value: '734.18' },
    previousPremium: { value: '689.40' },
    compulsoryExcess: { value: '350' },
    voluntaryExcess: { value: '150' },
  });
});

test("a row of dates, a column a policy year: the latest is the new cover's start, and it is marked", () => {
  const notice = read('yearColumns');
  expect(notice.renewalDate).toMatchObject({ value: '2027-04-18', certainty: 'unchecked' });
  expect(notice).toMatchObject({ renewalPremium: { value: '648.90' }, previousPremium: { value: '601.30' } });
  // A period written 'from ... to ...' is not a row of columns: its first date is the start.
  const period = parseRenewalNotice('Period of insurance: 18/04/2027 to 17/04/2028', { today: '2026-11-29' });
  expect(period.renewalDate).toMatchObject({ value: '2027-04-18', certainty: 'sure' });
});

test("a letter's reference is offered as the policy number, never as sure; the insurer named in a sentence is offered, marked", () => {
  const notice = read('refLabel');
  expect(notice.policyNumber).toMatchObject({ value: 'KFC/22/0931744', certainty: 'unchecked' });
  expect(notice.insurer).toMatchObject({ value: 'Kingfisher', flag: 'check' });
  expect(notice).toMatchObject({ renewalDate: { value: '2027-03-02' }, renewalPremium: { value: '512.66' }, previousPremium: { value: '471.20' } });
  // A labelled policy number wins over the reference.
  const both = parseRenewalNotice('Our ref: CUS-77120\nPolicy number: PN/88/301266', { today: '2026-11-29' });
  expect(both.policyNumber).toMatchObject({ value: 'PN/88/301266' });
});

test('a quote reference is not the policy number', () => {
  expect(read('quoteRef')).toMatchObject({ policyNumber: { value: 'PN/88/301266' }, renewalPremium: { value: '1002.45' }, previousPremium: { value: '955.00' } });
});

test("sentences only: 'You'll pay £693.12 for the year ahead' is the premium; an excess '£450 in total' with its parts is checked by their sum", () => {
  const notice = read('sentencesOnly');
  expect(notice.renewalPremium).toMatchObject({ value: '693.12' });
  expect(notice.previousPremium).toMatchObject({ value: '640.50' });
  expect(notice).toMatchObject({
    totalExcess: { value: '450', certainty: 'sure' },
    compulsoryExcess: { value: '250', certainty: 'sure' },
    voluntaryExcess: { value: '200', certainty: 'sure' },
  });
  // A monthly figure is still never the premium.
  expect(parseRenewalNotice("You'll pay £57.76 a month for the year ahead.", { today: '2026-11-29' }).renewalPremium).toBeUndefined();
});

test('a price that fell, a total with add-ons, the annual price beside a monthly plan, a premium over a page break', () => {
  expect(read('fell')).toMatchObject({ renewalPremium: { value: '587.30', certainty: 'sure' }, previousPremium: { value: '612.00', certainty: 'sure' } });
  expect(read('totalWithAddons')).toMatchObject({ renewalPremium: { value: '602.11' }, previousPremium: { value: '571.90' }, totalPrice: { value: '675.11' } });
  expect(read('monthlyFirst')).toMatchObject({ renewalPremium: { value: '688.00' }, previousPremium: { value: '650.00' } });
  expect(read('pageBreak')).toMatchObject({ renewalPremium: { value: '799.99' }, previousPremium: { value: '744.44' }, renewalDate: { value: '2027-04-30' } });
});

test('a header row of labels over a row of values: the policy number under its label; the premium under "Your premium", beside "Last year"', () => {
  expect(read('headerRow')).toMatchObject({
    policyNumber: { value: 'AX-2290-118' },
    renewalDate: { value: '2027-02-12' },
    renewalPremium: { value: '655.20' },
    previousPremium: { value: '610.00' },
  });
  // 'Your premium last year' is one heading, last year's: the words after 'Your premium' keep it from being this year's.
  const lastYearHeading = parseRenewalNotice('Your premium last year      This year\n£610.00                     £655.20', { today: '2026-11-29' });
  expect(lastYearHeading).toMatchObject({ renewalPremium: { value: '655.20' }, previousPremium: { value: '610.00' } });
});

test("policy number labels: 'Policy ID', a bracket after the label, a dash; not a certificate number", () => {
  expect(read('policyId').policyNumber).toMatchObject({ value: '88120043' });
  expect(read('pleaseQuote').policyNumber).toMatchObject({ value: 'MOT 4410 2298' });
  expect(read('dashLabel').policyNumber).toMatchObject({ value: 'CAR/7731/22' });
  expect(read('certificate').policyNumber).toMatchObject({ value: 'PL 5521 9983' });
});

test("'This compares with £640.20 last year' gives last year's premium; a two-column text run keeps each value", () => {
  expect(read('premiumOnNextLine')).toMatchObject({ renewalPremium: { value: '688.40' }, previousPremium: { value: '640.20' } });
  expect(read('twoColumnRun')).toMatchObject({
    policyNumber: { value: 'CX 8810 0192' },
    renewalPremium: { value: '688.40' },
    previousPremium: { value: '640.20' },
    renewalDate: { value: '2027-03-09' },
  });
});

test("a rise stated as 'has increased by £84.50 since last year' gives last year's premium, worked out and marked", () => {
  expect(read('priceChange')).toMatchObject({ renewalPremium: { value: '915.00' }, previousPremium: { value: '830.50', certainty: 'derived' } });
  const fell = parseRenewalNotice('Your car insurance renewal\nRenewal price: £700.00\nYour price has fallen by £25.00 on last year.', { today: '2026-11-29' });
  expect(fell.previousPremium).toMatchObject({ value: '725.00', certainty: 'derived' });
  // Stated beside last year's figure, the change checks both.
  const both = parseRenewalNotice('Your car insurance renewal\nRenewal price: £700.00\nLast year: £725.00\nYour price has fallen by £25.00.', { today: '2026-11-29' });
  expect(both).toMatchObject({ renewalPremium: { certainty: 'sure' }, previousPremium: { value: '725.00', certainty: 'sure' } });
});

test("'Amount due for your renewal' is the premium; 'Amount due today' is not", () => {
  expect(read('amountDue')).toMatchObject({ renewalPremium: { value: '633.00' }, previousPremium: { value: '598.50' } });
  expect(parseRenewalNotice('Your car insurance renewal\nAmount due today: £63.30', { today: '2026-11-29' }).renewalPremium).toBeUndefined();
});

test('a two-page pack, last year first, a premium breakdown, Welsh and English labels, a number on the line below', () => {
  expect(read('twoPage')).toMatchObject({ policyNumber: { value: 'BSC 0087 6612' }, renewalPremium: { value: '721.34' }, previousPremium: { value: '689.10' }, renewalDate: { value: '2027-06-11' } });
  expect(read('lastYearFirst')).toMatchObject({ renewalPremium: { value: '590.40' }, previousPremium: { value: '540.00' }, policyNumber: { value: 'AB/4412/99' } });
  expect(read('totalPremiumRow')).toMatchObject({ renewalPremium: { value: '606.24' }, previousPremium: { value: '575.00' } });
  expect(read('welshEnglish')).toMatchObject({ renewalPremium: { value: '702.15' }, previousPremium: { value: '655.90' }, policyNumber: { value: 'CYM-551882' } });
  expect(read('policyNumberAfterColon')).toMatchObject({ policyNumber: { value: '88-1276-3321' }, renewalPremium: { value: '480.00' } });
});
