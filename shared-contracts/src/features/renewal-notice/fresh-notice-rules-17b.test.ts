// The money rules the seventeenth fresh set of notices asked for (mfe-policies read-notice/fresh-printed-notices-17.ts:
// this year's price and last year's in the words of smaller insurers, brokers and specialists), each in a few lines of
// our own, with a near miss that must not be taken.
import { reasonToCheck } from './certainty';
import { pageLayoutText } from './layout/page-layout';
import { row } from './test-support/drawn-rows';
import { parseRenewalNotice, type RenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });
/** A field's value, with '?' when it asks for a tick. */
const shown = (found: RenewalNotice, field: 'renewalPremium' | 'previousPremium' | 'compulsoryExcess' | 'totalExcess') => {
  const f = found[field];
  return f && `${f.value}${reasonToCheck(f) ? '?' : ''}`;
};

describe("'This year' and 'Last year' as two boxes' headings", () => {
  const boxes = (lastHeading: string) =>
    ['Your renewal quotation', ' This year', ' Annual premium: £566.90 including IPT', ' Or 12 monthly payments of £49.71', '', lastHeading, "Last year's premium: £538.20"].join('\n');

  test("beside a 'Last year' heading, the 'This year' box is the renewal's", () => {
    const found = read(boxes('Last year'));
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['566.90', '538.20']);
  });

  test("near miss: beside 'Next year' (and no 'Last year' heading), 'This year' is the year now ending", () => {
    const found = read(['This year', 'Annual premium ........ £538.20', '', 'Next year', 'Annual premium ........ £566.90'].join('\n'));
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['566.90', '538.20']);
  });
});

describe("last year's box ends where a sentence ends and a table's rows begin", () => {
  const text = (closing: string) =>
    [' Your premium for the coming year', ' £514.60', 'Excesses', '', 'Last year', 'Your premium last year was £559.32.', closing, 'Compulsory excess            £200', 'Voluntary excess             £150', 'Total excess £350'].join('\n');

  test("the excess rows under 'That's £44.72 less this year.' are the renewal's, not last year's", () => {
    const found = read(text("That's £44.72 less this year."));
    expect([shown(found, 'compulsoryExcess'), shown(found, 'totalExcess')]).toEqual(['200', '350']);
  });

  test("near miss: rows right under the box's own rows (no sentence between) stay last year's, asking for a tick", () => {
    const found = read([' Your premium for the coming year', ' £514.60', '', 'Last year', 'Annual premium               £559.32', 'Compulsory excess            £200'].join('\n'));
    expect(found.compulsoryExcess?.reason).toMatch(/heading for last year/);
  });
});

describe("two figures for last year, the letter naming the one to compare", () => {
  const letter = (closing: string) =>
    [
      'Your policy ends on 17 November 2026. It will cost you £702.15 to renew it for another year.',
      'What you paid last year',
      'When you bought your policy last year we quoted you £611.40. In March you added a named',
      `driver, and the premium for the year came to £648.92. ${closing}`,
    ].join('\n');

  test("'That's the figure to compare with this year's price': last year's, and the first quote no rival", () => {
    const found = read(letter("That's the figure to compare with this\nyear's price."));
    expect([found.renewalPremium?.value, found.previousPremium?.value, found.previousPremium?.confidence]).toEqual(['702.15', '648.92', 'high']);
  });

  test("near miss: a figure 'to compare with last year's' is this year's, not last year's", () => {
    const found = read(['Your renewal premium is £702.15. That is the figure to compare with last year\'s.', "Last year's premium: £648.92"].join('\n'));
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['702.15', '648.92']);
  });
});

describe("the renewal's price in a sentence naming the car first", () => {
  test("'We can renew your cover for your Kia Niro (WP22 ZKO) for £398.64 a year'", () => {
    const found = read('We can renew your cover for your Kia Niro 1.6 GDi Hybrid 2 (WP22 ZKO) for £398.64 a year, or £35.51 a month.');
    expect(found.renewalPremium?.value).toBe('398.64');
  });

  test("near miss: the monthly figure in the same words is no year's price", () => {
    expect(read('We can renew your cover for your Kia Niro (WP22 ZKO) for £35.51 a month by Direct Debit.').renewalPremium).toBeUndefined();
  });

  test("the interest on the next line ('including interest of' / '£27.48') checks the price against the plan", () => {
    const plan = (interest: string) =>
      read(`We can renew your cover for your Kia Niro for £398.64 a year.\nMonthly payments: 12 payments of £35.51, total amount payable £426.12 including interest of\n${interest}, representative APR 13.9%.`);
    expect(shown(plan('£27.48'), 'renewalPremium')).toBe('398.64');
    // Near miss: interest that does not make the total payable asks for a tick.
    expect(plan('£29.48').renewalPremium?.reason).toMatch(/not the total payable/);
  });
});

describe("last year's premium with what it held set off by commas", () => {
  test("'Last year's premium, including our arrangement fee, was £718.35'; '…, including your black box fee …:'", () => {
    expect(read("Last year's premium, including our arrangement fee, was £718.35.").previousPremium?.value).toBe('718.35');
    const boxed = read(" Last year's premium, including your black box fee and any changes made during the year:\n £2,104.55");
    expect(boxed.previousPremium?.value).toBe('2104.55');
  });

  test("near miss: this year's price with an add-on set off by commas is still no premium", () => {
    expect(read('Your price, including breakdown cover, is £702.00.').renewalPremium).toBeUndefined();
  });
});

describe("words right after the figure saying it was last year's", () => {
  test("'Your car insurance cost £497.10 last year (optional extras not included)'", () => {
    const found = read(['Car insurance premium (incl. IPT)        £533.76', 'Your car insurance cost £497.10 last year (optional extras not included).'].join('\n'));
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['533.76', '497.10']);
  });

  test("near miss: a row going on to last year's own figure ('Your price £612.00 last year £590.00') keeps the first as this year's", () => {
    const found = read('Your price £612.00 last year £590.00');
    expect(found.renewalPremium?.value).toBe('612.00');
  });
});

describe("a photo's label whose spaces OCR lost", () => {
  const layout = (label: string) => pageLayoutText([{ text: label, x: 0, y: 0, width: 280, height: 10 }, ...row(0, [400, '£527.75'])]);

  test("'Lastyear'spremium(includingnoclaimsdiscountprotection)' is read as its words", () => {
    expect(layout("Lastyear'spremium(includingnoclaimsdiscountprotection)")).toMatch(/^Last year's premium \(including no claims discount protection\) +£527\.75/);
  });

  test('near misses: a word not wholly label words, or only two of them, is kept as it is', () => {
    expect(layout('Carewellinsurance')).toMatch(/^Carewellinsurance /);
    expect(layout('Policyholder:')).toMatch(/^Policyholder: /);
    expect(layout('Renewaldate')).toMatch(/^Renewaldate /);
  });
});

describe('a reduction already taken off is no change since last year', () => {
  const letter = (reduction: string) =>
    ['Your premium for the year ahead is £318.42, including Insurance Premium Tax.', reduction, 'Your premium last year was £301.17.'].join('\n');

  test("'We have already taken off a loyalty reduction of £25.00': both prices stand, unflagged by it", () => {
    const found = read(letter('We have already taken off a loyalty reduction of £25.00 for your fourth year with us.'));
    expect([found.renewalPremium?.reason, found.previousPremium?.reason]).toEqual([undefined, undefined]);
  });

  test("near miss: 'a reduction of £25.00 on last year's price' is a change, and £17.25 is not £25.00", () => {
    const found = read(letter("That's a reduction of £25.00 on last year's price."));
    expect(found.renewalPremium?.reason).toMatch(/went down by £25\.00/);
  });

  test("'That's £44.72 less this year' checks both prices; near miss: £40.00 less asks for a tick", () => {
    const box = (change: string) => read(['Your premium for the coming year £514.60', `Your premium last year was £559.32.\nThat's ${change} less this year.`].join('\n'));
    expect([shown(box('£44.72'), 'renewalPremium'), shown(box('£44.72'), 'previousPremium')]).toEqual(['514.60', '559.32']);
    expect(box('£40.00').renewalPremium?.reason).toMatch(/went down by £40\.00/);
  });
});

describe("another of the customer's policies in a sentence", () => {
  test("'Your home insurance renews on 2 April 2027; last year it cost £214.60': no rival to this car's last year", () => {
    const found = read(['Your premium last year was £301.17.', 'Your home insurance renews on 2 April 2027; last year it cost £214.60.'].join('\n'));
    expect([found.previousPremium?.value, found.previousPremium?.confidence]).toEqual(['301.17', 'high']);
  });

  test("near misses: this car's insurance, or a sentence only mentioning the other policy, is this car's", () => {
    expect(read('Your car insurance last year cost £301.17.').previousPremium?.value).toBe('301.17');
    expect(read('As you have home insurance with us, your premium last year was £301.17.').previousPremium?.value).toBe('301.17');
  });
});

describe('add-ons listed apart with their total, the premium stated in a sentence', () => {
  const letter = (total: string, plan = '') =>
    [
      'Your renewal premium is £642.18, including Insurance Premium Tax (IPT).',
      "Previous year's premium (excluding optional extras): £588.40",
      'Your optional extras',
      'Motor Legal Protection                  £29.99',
      'Breakdown Cover - Roadside & Recovery   £44.00',
      'Guaranteed Courtesy Car                 £24.50',
      `Total including optional extras       ${total}`,
      plan,
    ].join('\n');
  const plan = 'You can pay a deposit of £74.07 followed by 10 monthly instalments of £72.96. Total amount payable £803.67, including interest of £63.00.';

  test('the premium and the add-ons make the total: both checked, and a plan paying for the total confirms the premium', () => {
    const found = read(letter('£740.67', plan));
    expect([shown(found, 'renewalPremium'), found.totalPrice?.value, found.totalPrice?.checked]).toEqual(['642.18', '740.67', true]);
  });

  test("near miss: a total they do not make confirms nothing, and is not kept as the total", () => {
    const found = read(letter('£750.67'));
    expect([found.renewalPremium?.value, found.renewalPremium?.checked, found.totalPrice]).toEqual(['642.18', undefined, undefined]);
  });

  test("near miss: when the notice also calls the total this year's price, keeping the premium alone still asks for a tick", () => {
    const found = read(`${letter('£740.67', plan)}\nThat makes your price for the year £740.67.`);
    expect(found.renewalPremium?.reason).toMatch(/total with add-ons/);
  });
});

describe("the renewal's price named under its parts", () => {
  const rows = (last: string) =>
    ['Car insurance premium (including IPT)                         £1,568.27', 'Black box service fee for the year                               £45.00', `${last}                                           £1,613.27`].join('\n');

  test("'Your renewal price' under the premium and a fee is what you pay, checked by their sum", () => {
    expect(shown(read(rows('Your renewal price')), 'renewalPremium')).toBe('1613.27');
  });

  test("near miss: a row naming last year's price under them is not this year's", () => {
    expect(read(rows("Last year's price")).renewalPremium?.value).toBe('1568.27');
  });
});
