// The rules the fourteenth fresh set of notices asked for (mfe-policies read-notice/fresh-printed-notices-14.ts: what
// really arrives, statements of price, a telematics price in parts, photos), each in a few lines of our own, with a
// near miss that must not be taken.
import { reasonToCheck } from './certainty';
import { UNLISTED_BRAND_REASON } from './insurer-brand';
import { ROW_WITH_ADD_ONS_REASON } from './like-for-like';
import { GARBLED_VOLUNTARY_REASON } from './unnamed-excess-row';
import { parseRenewalNotice, type RenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });
type Money = 'renewalPremium' | 'previousPremium' | 'compulsoryExcess' | 'voluntaryExcess' | 'totalExcess' | 'totalPrice';
/** A field's value, with '?' when it asks for a tick. */
const shown = (found: RenewalNotice, field: Money) => {
  const reading = found[field];
  return reading ? `${reading.value}${reasonToCheck(reading) ? '?' : ''}` : undefined;
};
const both = (found: RenewalNotice) => [found.renewalPremium?.value, found.previousPremium?.value];

describe("the statement of price: one row of two prices under 'Last year | This year'", () => {
  const statement = (heading: string, row: string) => ['Your statement of price', heading, row, 'We encourage you to shop around.'].join('\n');

  test("an aside saying what the prices leave out ('(excluding optional extras)') does not make the row an extra", () => {
    const found = read(statement('                                           Last year      This year', 'Your motor premium (excluding add-ons)     £480.10        £512.75'));
    expect(both(found)).toEqual(['512.75', '480.10']);
  });

  test("either order of the columns, and a 'Change' column after them", () => {
    expect(both(read(statement('                               This year     Last year', 'Annual premium (excl. extras)  £733.00       £690.25')))).toEqual(['733.00', '690.25']);
    const withChange = statement('                                  Last year    This year    Change', 'Your premium (excluding extras)   £402.00      £431.60      £29.60');
    expect(both(read(withChange))).toEqual(['431.60', '402.00']);
  });

  test('near miss: a row of the optional extras themselves, with the same aside, is no premium', () => {
    const found = read(statement('                                           Last year      This year', 'Optional extras (including IPT)            £64.00         £69.98'));
    expect(found.renewalPremium).toBeUndefined();
    expect(found.previousPremium).toBeUndefined();
  });
});

describe("a statement of price whose row holds the add-ons ('Total premium including your add-ons'): like for like", () => {
  const heading = '                                              Last year        This year';

  test("both years' prices with the add-ons; this year's asks for a tick (the car insurance alone may be wanted)", () => {
    const found = read([heading, 'Total premium including your add-ons        £650.00          £712.50'].join('\n'));
    expect([shown(found, 'renewalPremium'), found.previousPremium?.value]).toEqual(['712.50?', '650.00']);
    expect(found.renewalPremium?.reason).toBe(ROW_WITH_ADD_ONS_REASON);
  });

  test("with this year's parts under it that add up: the total is checked, and still the price like for like", () => {
    const parts = ['Made up of:', 'Car insurance                  £630.00', 'Breakdown cover                £55.00', 'Motor legal expenses           £27.50'];
    const found = read([heading, 'Total premium including your add-ons        £650.00          £712.50', ...parts].join('\n'));
    expect([shown(found, 'renewalPremium'), found.previousPremium?.value, found.totalPrice?.checked]).toEqual(['712.50?', '650.00', true]);
  });

  test("near misses: a row 'excluding' the add-ons is the premium itself; a car insurance row of its own beats the total", () => {
    const excluding = read([heading, 'Total premium excluding your add-ons        £600.00          £655.00'].join('\n'));
    expect(both(excluding)).toEqual(['655.00', '600.00']);
    expect(excluding.renewalPremium?.reason).not.toBe(ROW_WITH_ADD_ONS_REASON);
    const carRow = read([heading, 'Car insurance                               £600.00          £655.00', 'Total premium including your add-ons        £680.00          £737.50'].join('\n'));
    expect(both(carRow)).toEqual(['655.00', '600.00']);
  });
});

describe('a price in parts (a telematics fixed part and mileage part) over the total they make', () => {
  const parts = (total: string) =>
    ['Your renewal price', 'Fixed yearly part                          £355.00', 'Mileage part (6,000 miles at 3.1p a mile)  £186.00', `${total}  £541.00`, "Last year's total annual premium      £566.40"].join('\n');

  test('the total is the price, not the first part under the heading; last year its own', () => {
    expect(both(read(parts('Total annual premium              ')))).toEqual(['541.00', '566.40']);
  });

  test("a photo's 'Total' that lost its first letter ('otal annual premium') is still the total", () => {
    expect(read(parts(' otal annual premium              ')).renewalPremium?.value).toBe('541.00');
  });

  test('near miss: add-ons over a total are not its parts; the car insurance row stays the premium', () => {
    const found = read(['Car insurance             £480.00', 'Breakdown cover           £61.00', 'Total premium             £541.00'].join('\n'));
    expect(found.renewalPremium?.value).toBe('480.00');
  });
});

describe("a photo's voluntary excess row whose kind OCR garbled, between the compulsory and total rows", () => {
  test("joined to 'excess' ('fieexcess') or only a stray mark ('”excess'): the voluntary when the sum holds, asking for a tick", () => {
    expect(read('Compulsory excess      £300\nwlexcess       £200\n otal excess       £500').voluntaryExcess).toMatchObject({ value: '200', reason: GARBLED_VOLUNTARY_REASON });
    expect(read('Compulsory excess      £250\n”excess        £150\nTotal excess      £400').voluntaryExcess).toMatchObject({ value: '150', reason: GARBLED_VOLUNTARY_REASON });
  });

  test('near misses: a sum that does not hold, a plain word before the excess, or the total missing its T', () => {
    expect(read('Compulsory excess      £250\n”excess        £150\nTotal excess      £450').voluntaryExcess).toBeUndefined();
    expect(read('Compulsory excess      £250\nTheft excess        £150\nTotal excess      £400').voluntaryExcess).toBeUndefined();
    expect(read('Compulsory excess      £250\nVoluntary excess     £0\n otal excess      £250').voluntaryExcess?.value).toBe('0');
  });
});

describe("an older plate ending the car's line in the letter's right-hand column", () => {
  test("'Your car: …, T555 KMB' beside the address: the prefix plate is the registration", () => {
    const text = ['Mrs Jo Pike                             Policy: ABC/1234567', 'Wisbech                                 Your car: Mazda MX-5 1.8, R482 TMN', 'PE13 2AB'].join('\n');
    expect(read(text).registrationNumber?.value).toBe('R482TMN');
  });

  test("near misses: 'car' mid-sentence in a column, or a column that is no label, gives no plate", () => {
    expect(read('Wisbech                          we will insure the car, R482 TMN').registrationNumber).toBeUndefined();
    expect(read('Wisbech                          Car park at Unit 4, R482 TMN').registrationNumber).toBeUndefined();
  });
});

describe('the insurer: a brand not on the list, where its letter names it', () => {
  // Read as the notice starts (no heading line added), since these rules look at the first line.
  const readAsIs = (text: string) => parseRenewalNotice(`${text}\nYour car insurance renewal\n`, { today: '2026-11-29' });

  test("a printed email: the account holder's name over From/Sent/To is not the insurer", () => {
    const mail = ['Jo Pike', 'From:     Zenda <renewals@zenda.co.uk>', 'Sent:     1 December 2026', 'Subject: your renewal', 'Hi Jo, your renewal is ready.', 'Your details: Jo Pike, born 1990.'];
    expect(readAsIs(mail.join('\n')).insurer?.value).not.toBe('Jo Pike');
  });

  test("near miss: a brand's own letterhead over its letter is still offered", () => {
    expect(readAsIs('Zenda\nDear Jo,\nYour renewal is ready.\nThe Zenda team').insurer).toMatchObject({ value: 'Zenda', reason: UNLISTED_BRAND_REASON });
  });

  test("a letterhead company ('… Insurance Brokers Ltd') is offered as its name without the ending; a logo beside the address as its first cell", () => {
    expect(readAsIs('Hale Insurance Brokers Ltd\nDear Mr Roe,\nYours sincerely,\nHale Insurance Brokers').insurer?.value).toBe('Hale Insurance Brokers');
    expect(readAsIs('Quill                               Quill House, 4 Mill Lane\nDear Mr Roe,\nYours sincerely,\nQuill Insurance').insurer?.value).toBe('Quill');
  });

  test("near miss: the addressee's name and a date first is no letterhead", () => {
    expect(readAsIs('Mr Sam Roe                          4 December 2026\nDear Mr Roe,\nMr Sam Roe, named driver').insurer).toBeUndefined();
  });

  test("'mustard.co.uk is a trading name of …': a brand that is its web address, offered as typed", () => {
    const found = readAsIs('Your renewal is ready\nThe zest.co.uk team\nzest.co.uk is a trading name of Zest Cover Ltd, authorised by the FCA.');
    expect(found.insurer).toMatchObject({ value: 'zest.co.uk', reason: UNLISTED_BRAND_REASON });
  });

  test("near miss: the insurer's own letter headed by its brand is that brand's, its company in the small print", () => {
    expect(readAsIs('AXA\nDear Mr Roe,\nYour car insurance renewal\nAXA Insurance UK plc. Registered in England No 78950.').insurer?.value).toBe('AXA');
  });
});
