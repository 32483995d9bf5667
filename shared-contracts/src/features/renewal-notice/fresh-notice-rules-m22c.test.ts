// The premium rules fresh sets 22 and 25 and the second set of forwarded emails asked for (mfe-policies
// read-notice/fresh-printed-notices-22.ts, -25.ts; api inbound-mail fresh-email-notices-2): last year's total priced for
// '(same cover and extras)', 'for the last 12 months' and a label in the past tense, an add-on 'not taken' last year in
// a table's column, a table's next row under a row too wide for the page's gutter, the first new payment of a plan, and
// a label running on from the line above taking only its own sentence. Each in a few lines of our own, with a near miss
// that must not be taken.
import { pageLayoutText } from './layout/page-layout';
import { row } from './test-support/drawn-rows';
import { readShortNotice as read, shownAll as all, valuesOf as values } from './test-support/short-notice';

describe("last year's price said to be for the same cover and extras", () => {
  test("beside this year's total with the extras, the like-for-like pair is read, asking for a tick on the choice", () => {
    const found = read(
      [
        'Car insurance                                          £480.00',
        'Breakdown cover                                         £40.00',
        'Your total price this year                             £520.00',
        'Your total price last year (same cover and extras)     £505.00',
      ].join('\n'),
    );
    expect(all(found, 'renewalPremium', 'previousPremium')).toEqual(['520.00?', '505.00?']);
  });

  test('near miss: an add-on priced for the same cover last year is no premium of either year', () => {
    const found = read(['Your renewal premium                     £612.30', 'Breakdown cover last year (same cover)   £38.00'].join('\n'));
    expect(values(found, 'renewalPremium', 'previousPremium')).toEqual(['612.30', undefined]);
  });
});

describe("'for the last 12 months' and a label in the past tense are last year's", () => {
  test("'Your premium for the next 12 months' beside 'Your premium for the last 12 months'", () => {
    const found = read(['Your premium for the next 12 months: £612.00', 'Your premium for the last 12 months: £580.00'].join('\n'));
    expect(values(found, 'renewalPremium', 'previousPremium')).toEqual(['612.00', '580.00']);
  });

  test("'… for the coming year will be £x. Your premium for the current year was £y.', wrapped over two lines", () => {
    const found = read(['Your premium for the coming year will be £1,120.00. Your premium for the current', 'year was £1,050.00.'].join('\n'));
    expect(values(found, 'renewalPremium', 'previousPremium')).toEqual(['1120.00', '1050.00']);
  });

  test("near miss: 'was' inside the renewal's own label is not the past tense of its price", () => {
    const found = read('Your new premium, which was worked out from your claims history, is £640.00.');
    expect(values(found, 'renewalPremium', 'previousPremium')).toEqual(['640.00', undefined]);
  });
});

describe("an add-on 'not taken' last year keeps a table's last-year column in the table", () => {
  const words = [
    ...row(0, [250, 'This year'], [330, 'Last year']),
    ...row(1, [0, 'Car insurance premium (Comprehensive)'], [255, '£601.20'], [335, '£540.75']),
    ...row(2, [0, 'Courtesy car (optional)'], [260, '£35.00'], [335, 'not taken']),
    ...row(3, [0, 'Legal cover (optional)'], [260, '£22.00'], [335, 'not taken']),
    ...row(4, [0, 'Total with the extras quoted'], [255, '£658.20']),
  ];

  test('the figures stay on their rows, and last year’s is read from its column', () => {
    const text = pageLayoutText(words);
    expect(text).toMatch(/Car insurance premium \(Comprehensive\) +£601\.20 +£540\.75/);
    expect(values(read(text), 'renewalPremium', 'previousPremium')).toEqual(['601.20', '540.75']);
  });

  test('near miss: a right-hand column of labels and values of its own is still written apart', () => {
    const columns = [
      ...row(0, [0, 'Policy number'], [330, 'Last year']),
      ...row(1, [0, 'PX 4410 2981'], [330, '£540.75']),
      ...row(2, [0, 'Renewal date'], [330, 'Courtesy car']),
      ...row(3, [0, '3 March 2027'], [330, 'not taken']),
    ];
    expect(pageLayoutText(columns).split('\n').filter((l) => l.trim())[0]).toBe('Policy number');
  });
});

describe("a table's next row under a row too wide for the gutter of two columns below", () => {
  const table = [
    ...row(0, [0, 'Your premium'], [420, 'Amount']),
    ...row(1, [0, 'Renewal premium 5 March 2027 to 4 March 2028'], [420, '£611.40']),
    ...row(2, [0, 'Premium paid last year'], [420, '£575.10']),
  ];
  const columnsBelow = [
    ...row(3, [0, 'Your excess'], [200, 'Paying monthly']),
    ...row(4, [0, 'Compulsory £250'], [200, 'Deposit £61.14']),
    ...row(5, [0, 'Voluntary £150'], [200, '10 payments of £58.20']),
    ...row(6, [0, 'Total £400'], [200, 'Total payable £643.14']),
  ];

  test("stays the table's row: each year's premium is read from it", () => {
    const text = pageLayoutText([...table, ...columnsBelow]);
    expect(text).toMatch(/Premium paid last year +£575\.10/);
    expect(values(read(text), 'renewalPremium', 'previousPremium')).toEqual(['611.40', '575.10']);
  });

  test('near miss: under a wide line with no figure, the two columns below are still written one after the other', () => {
    const text = pageLayoutText([...row(0, [0, 'Thank you for insuring your car with us again this year, Mrs Hale.']), ...columnsBelow]);
    const lines = text.split('\n').filter((l) => l.trim());
    expect(lines.indexOf('Total £400')).toBeLessThan(lines.indexOf('Paying monthly'));
  });
});

describe("the first new payment of a plan is an instalment, not the year's price", () => {
  test('beside the annual premium, the first new payment is not read as the premium', () => {
    const found = read(
      ['                  Renewal       Last year', 'Annual premium    £697.20       £655.00', 'Your first new payment of £58.10 will be collected on or after 3 March 2027.'].join('\n'),
    );
    expect(found.renewalPremium?.value).toBe('697.20');
  });

  test("near miss: the price paid in one payment is still the year's price", () => {
    expect(read('Pay in one payment: £697.20').renewalPremium?.value).toBe('697.20');
  });
});

describe('a label running on from the line above takes only its own sentence from it', () => {
  test("'… payment. Last year you chose … . Unless you say' / 'otherwise, we will take £x' is not last year's premium", () => {
    const found = read(
      [
        '                    Renewal premium     Last year’s premium',
        'Pay in full         £623.40             £598.10',
        'Renewing by card payment. Last year you chose to renew automatically. Unless you say',
        'otherwise, we will take £623.40 on 9 January 2027.',
      ].join('\n'),
    );
    expect(values(found, 'renewalPremium', 'previousPremium')).toEqual(['623.40', '598.10']);
  });

  test("near miss: a sentence begun on the line above still names the year ('Your premium last' / 'year was £580.00')", () => {
    const found = read(['Renewal premium £612.00', 'Thank you for staying with us. Your premium last', 'year was £580.00 for the same cover.'].join('\n'));
    expect(values(found, 'renewalPremium', 'previousPremium')).toEqual(['612.00', '580.00']);
  });
});
