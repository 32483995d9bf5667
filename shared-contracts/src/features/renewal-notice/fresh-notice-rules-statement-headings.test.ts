// Bare figures that headings make money (set 38's statement systems, in our own wording): the parts of the excess named
// alone under a heading naming the excesses; a premium 'including IPT' after a comma; 'THIS PERIOD' and 'LAST PERIOD'
// (or 'REN TERM' and 'CURR TERM') over a boxed table's rows; the box's border around a bare change. With near misses.
import { readShortNotice as read, shownAll, valuesOf } from './test-support/short-notice';

describe("figures named by their headings on statement systems' notices", () => {
  test("'Compulsory: 400' under 'Your excesses (GBP)': the excess parts", () => {
    const found = read(['All amounts are in pounds sterling (GBP).', 'Your excesses (GBP)', 'Compulsory: 400', '          Voluntary: 250', '                    Total: 650'].join('\n'));
    expect(shownAll(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['400', '250', '650']);
  });

  test("near miss: the same rows under a heading that names no excess are not excesses", () => {
    const found = read(['All amounts are in pounds sterling (GBP).', 'Your discounts (GBP)', 'Compulsory: 400', '          Voluntary: 250', '                    Total: 650'].join('\n'));
    expect(valuesOf(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual([undefined, undefined, undefined]);
  });

  test("'Annual premium, including IPT: 1,236.80' is the premium, its tax named as included", () => {
    const found = read(['Your price (GBP)', 'Annual premium, including IPT: 1,236.80', "                       Last year's annual premium: 1,164.25", '                                        Difference: +72.55'].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['1236.80', '1164.25']);
    // Near miss: the tax's own row is no premium.
    expect(valuesOf(read(['Amounts in pounds sterling (GBP).', 'Insurance premium tax (IPT): 132.52'].join('\n')), 'renewalPremium')).toEqual([undefined]);
  });

  test("'THIS PERIOD' and 'LAST PERIOD' over a boxed table; the change in its box confirms both", () => {
    const box = [
      '| PREMIUM (STERLING)                THIS PERIOD       LAST PERIOD      |',
      '| NET PREMIUM                            471.43            455.00      |',
      '| INSURANCE PREMIUM TAX @ 12%             56.57             54.60      |',
      '| GROSS PREMIUM                          528.00            509.60      |',
    ];
    expect(shownAll(read([...box, '| CHANGE IN GROSS PREMIUM                +18.40                        |'].join('\n')), 'renewalPremium', 'previousPremium')).toEqual(['528.00', '509.60']);
    // Near miss: a change that does not agree confirms nothing.
    expect(shownAll(read([...box, '| CHANGE IN GROSS PREMIUM                +18.04                        |'].join('\n')), 'renewalPremium', 'previousPremium')).toEqual(['528.00?', '509.60?']);
  });

  test("'CURR TERM' and 'REN TERM' columns: last year's and this year's", () => {
    const found = read(['PREMIUM DETAIL (GBP)                 CURR TERM       REN TERM', 'GROSS PREMIUM                           582.90         628.75'].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['628.75', '582.90']);
  });
});

describe("a year's row named by the year alone under a heading naming the premium", () => {
  test("'Car insurance premium, incl. IPT' over 'Expiring 09/01/2026 - 08/01/2027   761.20' and 'Renewal ...   803.64'", () => {
    const found = read([
      'All amounts are in pounds sterling.',
      '  Narrative                                Debit        Credit       Balance',
      '  Motor renewal premium incl. IPT         803.64                       803.64',
      '  Amount due by 09/01/2027                                             803.64',
      '  Car insurance premium, incl. IPT',
      '  Expiring 09/01/2026 - 08/01/2027                    761.20',
      '  Renewal 09/01/2027 - 08/01/2028                     803.64',
    ].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['803.64', '761.20']);
  });

  test('near miss: the same rows under a heading naming no premium are not the premiums', () => {
    const found = read([
      'All amounts are in pounds sterling.',
      '  Narrative                                Debit        Credit       Balance',
      '  Motor renewal premium incl. IPT         803.64                       803.64',
      '  Amount due by 09/01/2027                                             803.64',
      '  Vehicle valuation',
      '  Expiring 09/01/2026 - 08/01/2027                    761.20',
      '  Renewal 09/01/2027 - 08/01/2028                     803.64',
    ].join('\n'));
    expect(valuesOf(found, 'previousPremium')).toEqual([undefined]);
  });
});

describe("the excesses' sum written out", () => {
  test("'Compulsory 300 + Voluntary 200 = Total 500': all three, sure by their sum", () => {
    const found = read(['All amounts are in pounds sterling.', 'Excess, each claim for damage to your car', 'Compulsory 300 + Voluntary 200 = Total 500'].join('\n'));
    expect(shownAll(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300', '200', '500']);
  });

  test('near miss: a sum that does not add up is read and flagged', () => {
    const found = read(['All amounts are in pounds sterling.', 'Excess, each claim for damage to your car', 'Compulsory 300 + Voluntary 200 = Total 550'].join('\n'));
    expect(shownAll(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300?', '200?', '550?']);
  });
});

describe("pounds and pence in columns of their own under '£  p'", () => {
  test("'Annual premium for the renewal year, including IPT   712     48' is £712.48; an excess '350     00' £350", () => {
    const found = read([
      'Premium                                                           £      p',
      'Annual premium for the renewal year, including IPT             712     48',
      'Premium paid last year, including IPT                           668     90',
      'Excesses (accidental damage, fire and theft)                      £      p',
      'Compulsory                                                      350     00',
      'Voluntary                                                       100     00',
      'Total                                                           450     00',
    ].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['712.48', '668.90', '350', '100', '450']);
  });

  test("near miss: the same rows under no '£  p' heading are no amounts", () => {
    const found = read(['Premium', 'Annual premium for the renewal year, including IPT             712     48'].join('\n'));
    expect(valuesOf(found, 'renewalPremium')).toEqual([undefined]);
  });
});

describe("a schedule's 'Net  IPT  Gross  Last year (gross)' columns", () => {
  test("'Car insurance   548.21   65.79   614.00   590.75' under them: this year's gross and last year's", () => {
    const found = read(['Premium (£)                      Net       IPT       Gross       Last year (gross)', 'Car insurance                 548.21     65.79      614.00                  590.75'].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['614.00', '590.75']);
  });

  test("near miss: without the last year's column the row's gross alone is the premium", () => {
    const found = read(['Premium (£)                      Net       IPT       Gross', 'Car insurance                 548.21     65.79      614.00'].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['614.00', undefined]);
  });
});

describe("the car insurance row with its cover and tax after commas", () => {
  const table = (carRow: string) =>
    read([
      'All amounts are in pounds sterling.',
      '                        2026/27 (expiring)     2027/28 (renewal)',
      `${carRow.padEnd(60)}455.30                497.85`,
      'Motor legal expenses                                         19.95                  19.95',
      'Total                                                       475.25                517.80',
    ].join('\n'));

  test("'Car insurance, comprehensive, including IPT' over an add-on and a 'Total': the car row is the premium", () => {
    expect(valuesOf(table('Car insurance, comprehensive, including IPT'), 'renewalPremium', 'previousPremium')).toEqual(['497.85', '455.30']);
  });

  test("near miss: a row naming an add-on after the comma is not the car insurance's own", () => {
    expect(valuesOf(table('Car insurance, with breakdown cover'), 'renewalPremium')).not.toEqual(['497.85']);
  });
});

describe("a '(£)' in the table's corner beside its years", () => {
  const table = (corner: string, carRow = '458.15                503.40') =>
    read([
      `${corner.padEnd(24)}2025/26 (expiring)     2026/27 (renewal)`,
      `${'Car insurance, comprehensive, including IPT'.padEnd(60)}${carRow}`,
      'Breakdown cover                                              39.00                  42.00',
      'Total                                                       497.15                545.40',
    ].join('\n'));

  test("'Your price (£)' heading the years: each year's car insurance row is its premium", () => {
    expect(valuesOf(table('Your price (£)'), 'renewalPremium', 'previousPremium')).toEqual(['503.40', '458.15']);
  });

  test('near miss: a row above with a figure in pounds is no heading, so the years are not read from past it', () => {
    expect(valuesOf(table('Paid £12.00 so far'), 'previousPremium')).not.toEqual(['458.15']);
  });
});

describe("excesses named by the table's corner over year columns", () => {
  const table = (corner: string) =>
    read([
      `${corner.padEnd(24)}2025/26 (expiring)     2026/27 (renewal)`,
      `${'Compulsory'.padEnd(60)}300                    350`,
      `${'Voluntary'.padEnd(60)}100                    100`,
      `${'Total (accidental damage, fire and theft)'.padEnd(60)}400                    450`,
    ].join('\n'));

  test("'Your excesses (£)' in the corner: each kind's renewal column is the excess", () => {
    expect(shownAll(table('Your excesses (£)'), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['350', '100', '450']);
  });

  test('near miss: a corner naming no excess leaves the rows alone', () => {
    expect(valuesOf(table('Your discounts (£)'), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual([undefined, undefined, undefined]);
  });
});
