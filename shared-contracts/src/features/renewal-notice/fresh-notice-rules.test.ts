// The rules the fresh notices of 2026-11-29 asked for (mfe-policies read-notice/fresh-printed-notices*.ts, written by
// helpers who had not read the reader), each in a line or two of our own.
import { parseRenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });
const value = (text: string, field: 'renewalPremium' | 'previousPremium' | 'renewalDate' | 'totalExcess') => read(text)[field]?.value;

test("bare amounts under a '£' heading are amounts", () => {
  const text = ['Your price                                         £', 'Your renewal price (car insurance)               612.40', 'Motor Legal Protection                            29.99', 'Total to pay                                     642.39'].join('\n');
  expect(value(text, 'renewalPremium')).toBe('612.40');
});

test("'£455.00 → £497.36' under a price: last year's, then this year's", () => {
  const found = read('Your yearly price\n   £455.00 → £497.36\n   last year → this year');
  expect([found.previousPremium?.value, found.renewalPremium?.value]).toEqual(['455.00', '497.36']);
});

test("rows a policy year each: the latest is the renewal's, the one before last year's, the older ones neither", () => {
  const found = read('Policy year            Annual premium\n2025/26                       £388.00\n2026/27                       £412.70\n2027/28 (renewal)             £436.90');
  expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['436.90', '412.70']);
  const labelled = read('Premium for 2027/28      £528.90\nPremium for 2026/27      £497.15');
  expect([labelled.renewalPremium?.value, labelled.previousPremium?.value]).toEqual(['528.90', '497.15']);
});

test("a 'Total' premium row under the rows it adds up (a driver or a car each): the total is the premium", () => {
  const text = 'Main driver         Premium\nOwen Griffiths        £402.55\nCarys Griffiths       £356.80\nTotal policy premium (including IPT, multi-car discount already applied)     £759.35';
  expect(value(text, 'renewalPremium')).toBe('759.35');
});

test("'Before:' and 'After:' over the two prices; 'Renew for £529.44'; 'Expiring premium'; 'Premium payable'", () => {
  const found = read('Before:\n£623.10\nAfter:\n£689.95');
  expect([found.previousPremium?.value, found.renewalPremium?.value]).toEqual(['623.10', '689.95']);
  expect(value('Renew for £529.44\nThat\'s an increase of £37.19 (7.6%) on last year.', 'previousPremium')).toBe('492.25');
  const broker = read('Expiring premium                 £371.00\nPremium payable (including IPT)  £389.00\nSecond car? We have also quoted for the Mini you mentioned: £412.00 a year.');
  expect([broker.renewalPremium?.value, broker.previousPremium?.value]).toEqual(['389.00', '371.00']);
});

test("'up 6.0% from £1,402.11 last year'; a market average and optional extras are never the premium", () => {
  expect(value('Your renewal premium is £1,486.23 – up 6.0% from £1,402.11 last year.', 'previousPremium')).toBe('1402.11');
  expect(value('Your renewal price: £689.95\nThe average renewal quote for drivers like you is £742.', 'renewalPremium')).toBe('689.95');
  expect(value('The cost of your cover: £426.15\nPremium including optional extras     £479.60', 'renewalPremium')).toBe('426.15');
});

test('a period of insurance under a numbered heading; a sentence above a table is not its headings', () => {
  expect(value('Section 2 – Period of Insurance\nFrom 00:01 on 22 January 2027 to 23:59 on 21 January 2028 (both dates inclusive).', 'renewalDate')).toBe('2027-01-22');
  const letter = read('Your current policy ends on 30 April 2027, and I am pleased to enclose your renewal documents.\nYour renewal premium is £1,124.70 (including Insurance Premium Tax). This is £58.90 less than\nlast year.');
  expect([letter.renewalPremium?.value, letter.previousPremium?.value]).toEqual(['1124.70', '1183.60']);
});

test('the whole excess after its parts on one row, in a sentence, or as a sum; whole pounds under an Excess £ heading', () => {
  for (const line of ['Excess: compulsory £250, voluntary £250, total £500.', 'Compulsory £250 | Voluntary £250 | Total £500', 'Your excess: Compulsory £250 / Voluntary £250 / Total £500.', 'Compulsory £250 + voluntary £250 = £500 total.']) {
    const found = read(line);
    expect([line, found.compulsoryExcess?.value, found.voluntaryExcess?.value, found.totalExcess?.value]).toEqual([line, '250', '250', '500']);
  }
  expect(value('Your policy excess remains at £250.', 'totalExcess')).toBe('250');
  const table = read('Excess                                         £\nCompulsory                                   250\nVoluntary                                    150');
  expect([table.compulsoryExcess?.value, table.voluntaryExcess?.value]).toEqual(['250', '150']);
});

test("a brand off the list printed as the letter's first line and named again: offered as typed, flagged", () => {
  const found = parseRenewalNotice('Furness\nFurness Insurance Services - Church Road, Tiptree CO5 0AB\nYour motor insurance renewal\nRenewal premium £436.90');
  expect(found.insurer).toMatchObject({ value: 'Furness', flag: 'check' });
  // Named once only, it may be anything (a heading, a greeting): nothing is offered.
  expect(parseRenewalNotice('Summertime\nYour motor insurance renewal\nRenewal premium £436.90').insurer).toBeUndefined();
  // A listed brand printed in capitals in the letterhead.
  expect(parseRenewalNotice('CASTLE COVER\nYour car insurance renewal\nRenewal premium £436.90').insurer?.value).toBe('Castle Cover');
});

test("asides in a label say what the price includes, not what it is; 'Your premium was'; 'Amount payable for 12 months'", () => {
  expect(value('Your renewal price   £612.48\nLast year\'s premium (this includes any changes you made during the year)   £548.10', 'previousPremium')).toBe('548.10');
  const ncd = read('Your renewal price (with protected no claims discount)   £566.34\nPrice without protected no claims discount   £521.09');
  expect(ncd.renewalPremium?.value).toBe('566.34');
  expect(value('Annual price if you pay in full (including IPT)   £679.80\nWhat you paid last year (annual price, excluding any instalment charges)   £652.18', 'previousPremium')).toBe('652.18');
  const was = read('Your premium was        £781.90\nYour new premium        £831.06');
  expect([was.renewalPremium?.value, was.previousPremium?.value]).toEqual(['831.06', '781.90']);
  expect(value('Amount payable for 12 months       £456.78\nTotal amount payable by instalments   £490.10', 'renewalPremium')).toBe('456.78');
});

test("a 'Last year | This year' table with rows without amounts between its headings and its prices", () => {
  const rows = ['                 Last year        This year', 'Car              NX69 BFE         NX69 BFE', 'Annual mileage   8,000            9,000', 'Named drivers    1                2', 'No claims        5 years          6 years', 'Compulsory excess   £200             £250', 'Voluntary excess    £250             £150', 'Total excess        £450             £400', 'Premium (incl. IPT) £712.40          £799.95'];
  const found = read(rows.join('\n'));
  expect([found.renewalPremium?.value, found.previousPremium?.value, found.totalExcess?.value]).toEqual(['799.95', '712.40', '400']);
});

test("'MT 6620193 A', a policy number after a dash in an email's subject, a date after 'insured from'", () => {
  expect(read('AXA policy number: MT 6620193 A').policyNumber?.value).toBe('MT 6620193 A');
  expect(read('Subject: Your Churchill car insurance renewal – policy CHU-MO-77201843').policyNumber?.value).toBe('CHU-MO-77201843');
  expect(value("We've found you a price to keep your Seat Leon (MA66 XPD) insured from 9\nNovember 2027.", 'renewalDate')).toBe('2027-11-09');
});

test("a 'Last year | This year | Change' table: each excess from this year's column, a blank change cell allowed", () => {
  const rows = ['                          Last year   This year      Change', 'Compulsory excess              £250        £250    No change', 'Voluntary excess                 £0        £100       +£100', 'Total excess                   £250        £350       +£100'];
  const found = read(rows.join('\n'));
  expect([found.compulsoryExcess?.value, found.voluntaryExcess?.value, found.totalExcess?.value]).toEqual(['250', '100', '350']);
});

test("'CC/48 771 093' and 'CHU/MC/11 2847 6590'; '1st of March 2027'; a prefix plate on the line under 'registration'", () => {
  expect(read('Policy No. CC/48 771 093').policyNumber?.value).toBe('CC/48 771 093');
  expect(read('Policy number: CHU/MC/11 2847 6590').policyNumber?.value).toBe('CHU/MC/11 2847 6590');
  expect(value('Your renewal date is the 1st of March 2027.', 'renewalDate')).toBe('2027-03-01');
  expect(read('Renewal of your Motor Insurance – 1997 Honda Accord 2.0i LS, registration\nP512 KDV').registrationNumber?.value).toBe('P512KDV');
});

test("a sentence running on to the next line after last year's figure: 'You paid £590.40. Your new price' / 'is £612.75'", () => {
  const found = read('Last time you paid £590.40 for your cover. For the coming year your price\nwill be £612.75, including IPT.');
  expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['612.75', '590.40']);
  // A line starting with a capital is a new label, not the sentence above running on.
  expect(read('Last year you paid £590.40. Your monthly\nPayment £51.06').renewalPremium).toBeUndefined();
});

test("'has gone up by 5.2%, from £580.00 last year to £610.16 this year'", () => {
  const found = read('Your renewal premium has gone up by 5.2%, from £580.00 last year to £610.16 this year.');
  expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['610.16', '580.00']);
  expect(value('Your premium has increased, from £580.00 in 2025 to £610.16.', 'renewalPremium')).toBe('610.16');
});

test("a bare 'Last year:' (or 'This year:') under the other year's price is that year's premium; never under an excess", () => {
  const boxed = read('Your renewal price: £534.20\nor 10 monthly instalments of £55.10 (total £551.00, APR 6.9%)\nLast year: £511.85');
  expect(boxed.previousPremium).toMatchObject({ value: '511.85', confidence: 'medium' });
  expect(value("Last year's premium: £498.00\nThis year: £521.40", 'renewalPremium')).toBe('521.40');
  expect(read('Your renewal premium: £534.20\nVoluntary excess\nThis year: £250\nLast year: £200').previousPremium).toBeUndefined();
});

test("the whole excess after its parts in a sentence, 'in total' wrapped to the next line", () => {
  const found = read('Your excess is £300 compulsory and £100 voluntary, making £400\nin total.');
  expect([found.compulsoryExcess?.value, found.voluntaryExcess?.value, found.totalExcess?.value]).toEqual(['300', '100', '400']);
  // Another figure in the excess's sentence is not its total.
  expect(read('Your excess is £300 compulsory and £100 voluntary, and your premium is £512.00 in total.').totalExcess).toBeUndefined();
});

test("periods as column headings ('18 Jan 2026 – 17 Jan 2027 | From 18 Jan 2027'): the later start is the renewal's column", () => {
  const table = [
    '                            18 Jan 2026 – 17 Jan 2027              From 18 Jan 2027',
    ' Your premium               £498.00                                £529.63',
    ' Compulsory excess          £200                                   £250',
    ' Voluntary excess           £150                                   £150',
    ' Total excess               £350                                   £400',
  ].join('\n');
  const found = read(table);
  expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['529.63', '498.00']);
  expect([found.compulsoryExcess?.value, found.voluntaryExcess?.value, found.totalExcess?.value]).toEqual(['250', '150', '400']);
  // The columns in the other order, numeric dates: still the later start.
  const swapped = read('                01/02/27 - 31/01/28        01/02/26 - 31/01/27\n Your premium   £612.00                    £580.00');
  expect([swapped.renewalPremium?.value, swapped.previousPremium?.value]).toEqual(['612.00', '580.00']);
});

test("'Your price this year' beside a price named as the renewal's is the year now ending; beside 'Last year' it is the renewal's", () => {
  const fell = read('Your price this year        £1,342.75\nYour renewal price          £1,088.40');
  expect([fell.renewalPremium?.value, fell.previousPremium?.value]).toEqual(['1088.40', '1342.75']);
  const columns = read("This year's premium: £701.20\nNext year's premium: £689.00");
  expect([columns.renewalPremium?.value, columns.previousPremium?.value]).toEqual(['689.00', '701.20']);
  expect(value('Current year premium       £455.00\nYour new premium           £478.30', 'previousPremium')).toBe('455.00');
  // Beside last year's price, 'this year' is the renewal's; and a renewal price stated again under 'this year' is the same price.
  const withLast = read("This year's premium   £521.48\nLast year's premium   £497.06");
  expect([withLast.renewalPremium?.value, withLast.previousPremium?.value]).toEqual(['521.48', '497.06']);
  expect(read('Your renewal price       £612.40\nYour price this year     £612.40').previousPremium).toBeUndefined();
});

test("a statement's rows a policy year each ('Annual premium (policy year 2025–26)'), after each entry's date", () => {
  const statement = [
    ' Date              Transaction                                  Amount',
    ' 23/12/2025        Annual premium (policy year 2025–26)        £655.60',
    ' 23/12/2025        Paid by card – thank you                    –£655.60',
    ' 23/12/2026        Renewal premium (policy year 2026–27)       £702.14',
    ' 23/12/2026        Legal expenses cover (optional)              £25.00',
    '                   Balance to pay                              £727.14',
  ].join('\n');
  const found = read(statement);
  expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['702.14', '655.60']);
  const bracketed = read('Premium (year 2026/27)    £540.00\nPremium (year 2027/28)    £566.10');
  expect([bracketed.renewalPremium?.value, bracketed.previousPremium?.value]).toEqual(['566.10', '540.00']);
  // Years that are not a premium's rows (a claim's, a payment's) say nothing of which premium is which.
  expect(read('Claim (policy year 2024/25)   £1,200.00\nClaim (policy year 2025/26)   £800.00\nYour renewal premium   £702.14').previousPremium).toBeUndefined();
});

test("the policy number in a sentence after words saying what the cover is: 'your private car policy SH/PC/11902547'", () => {
  expect(read('Renewal of your private car policy SH/PC/11902547').policyNumber?.value).toBe('SH/PC/11902547');
  expect(read('Thank you for renewing your comprehensive motor policy CM-4471902 with us.').policyNumber?.value).toBe('CM-4471902');
  expect(read('Your third party, fire and theft policy TPF/220/9931 renews soon.').policyNumber?.value).toBe('TPF/220/9931');
  // A date after 'policy' is not its number.
  expect(read('Your private car policy 23 December 2026 schedule is enclosed.').policyNumber).toBeUndefined();
});

test("a broker's '<Brand> Insurance Services' heading the letter or as a trading name is the brand; with 'Limited' after it, a company", () => {
  expect(parseRenewalNotice('KWIK FIT insurance services\nDear Miss Tennant,\nYour renewal premium £455.90').insurer?.value).toBe('Kwik Fit Insurance');
  const small = 'Your renewal\nRenewal premium £541.60\nGo Skippy Insurance Services is a trading name of Inspop.com Limited.';
  expect(parseRenewalNotice(small).insurer?.value).toBe('Go Skippy');
  // The company in the small print, or the firm that arranges another's policy, is not the brand.
  expect(parseRenewalNotice('Your renewal\nRenewal premium £541.60\nHastings Insurance Services Limited is authorised and regulated by the FCA.').insurer).toBeUndefined();
  expect(parseRenewalNotice('Your renewal\nRenewal premium £541.60\nYour policy is arranged by Kwik Fit Insurance Services and underwritten by a panel.').insurer).toBeUndefined();
});

test("a bare 'Last year: £512.30' with words after it naming the car insurance's price; never an excess's or a month's", () => {
  expect(value('Last year: £512.30 (car insurance only).', 'previousPremium')).toBe('512.30');
  expect(value('Last year: £498.00 for your motor insurance', 'previousPremium')).toBe('498.00');
  expect(read('Last year: £250 (compulsory excess)').previousPremium).toBeUndefined();
  expect(read('Last year: £45.10 (premium per month)').previousPremium).toBeUndefined();
});

test("a renewal day and month with no year ('renews on the 3rd of February'): the year from the letter's date, derived and flagged", () => {
  const found = parseRenewalNotice('Hastings Direct\n                    28 November 2026\nDear Mrs Alder,\nYour policy renews on the 3rd of February. Here is your price.\nPremium £734.20');
  expect(found.renewalDate).toMatchObject({ value: '2027-02-03', certainty: 'derived' });
  expect(parseRenewalNotice('Date: 02/03/2027\nYour insurance\nRenewal date: 24 March\nPremium £612.00').renewalDate?.value).toBe('2027-03-24');
  // No letter's date to take the year from: nothing; a day and month that are not the renewal's: nothing.
  expect(parseRenewalNotice('Your policy renews on the 3rd of February.\nPremium £734.20').renewalDate).toBeUndefined();
  expect(parseRenewalNotice('28 November 2026\nYour insurance\nWe will write to you on 3rd February.\nPremium £734.20').renewalDate).toBeUndefined();
});
