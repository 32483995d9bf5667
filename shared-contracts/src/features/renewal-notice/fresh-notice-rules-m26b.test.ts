// The money rules fresh sets 27 to 29 asked for (mfe-policies read-notice/fresh-printed-notices-27.ts .. -29.ts): which
// figure is this year's premium of the same scope as last year's, and excesses told in words. Each in a few lines of
// our own, with a near miss that must not be taken.
import { readShortNotice as read, shown, valuesOf as values } from './test-support/short-notice';

const pad = (label: string, value: string, width = 46) => `${label.padEnd(width)}${value}`;

describe("the tax's own figure after 'tax of' is the tax, not the premium", () => {
  test("a footnote saying the premium includes tax of £x leaves the marked premium row the premium", () => {
    const found = read([pad('Motor insurance premium**', '£512.40'), pad('Breakdown cover', '£44.00'), pad('Total', '£556.40'), '** Your motor insurance premium includes insurance premium tax of £54.90.'].join('\n'));
    expect(values(found, 'renewalPremium')).toEqual(['512.40']);
  });

  test("near miss: '(including IPT)' before the figure still says what a premium holds", () => {
    const found = read('Your renewal premium (including IPT) is £512.40.');
    expect(values(found, 'renewalPremium')).toEqual(['512.40']);
  });
});

describe("a cover level's price 'from £x' is the lowest of a range, not the price being renewed", () => {
  const levels = ['Level of cover                       Price for the year', pad('Basic', 'from £402.00'), pad('Standard (your level now)', '£468.50'), pad('Plus', '£530.10')];

  test('the renewal named in a sentence is taken, the starting price is not', () => {
    const found = read([...levels, 'We will renew you on Standard at £468.50 unless you pick another level.'].join('\n'));
    expect(values(found, 'renewalPremium')).toEqual(['468.50']);
  });

  test("near miss: 'gone up' over the line before 'from' is a rise from last year's price", () => {
    const found = read(['Your premium has gone up', 'from £440.00 to £468.50 this year.'].join('\n'));
    expect(values(found, 'previousPremium')).toEqual(['440.00']);
  });
});

describe('a heading names the rows under it, not a label after a sentence on its line', () => {
  test("a car's value after a sentence is no premium, though a quote's heading stands a few rows above", () => {
    const found = read(['Your quotation', pad('Premium', '£371.20'), pad('Policy fee', '£20.00'), pad('Amount to pay', '£391.20'), 'Your club discount is already taken off. Vehicle value: £6,200.'].join('\n'));
    expect(found.renewalPremium?.value).not.toBe('6200');
  });

  test('near miss: a short row starting its line under the heading is still the heading\'s', () => {
    const found = read(['What you will pay', pad('For the year ahead', '£538.12')].join('\n'));
    expect(values(found, 'renewalPremium')).toEqual(['538.12']);
  });
});

describe("last year's figure said to leave the fees out: this year's of the same scope is the premium before the fee", () => {
  const rows = [pad('Premium (including IPT)', '£389.75'), pad('Arrangement fee', '£30.00'), pad('Total to pay', '£419.75')];

  test("'(excluding our fee)' after last year's figure", () => {
    const found = read([...rows, "Last year's premium was £380.00 (excluding our fee)."].join('\n'));
    expect(shown(found, 'renewalPremium')).toBe('389.75');
  });

  test("near miss: last year's figure saying nothing of the fee leaves the total to pay the price", () => {
    const found = read([...rows, "Last year's premium was £405.00."].join('\n'));
    expect(values(found, 'renewalPremium')).toEqual(['419.75']);
  });
});

describe("the total amount payable named for a year is that year's price, fees and all", () => {
  test("this year's for the year ahead and last year's, beside the insurer's premium alone", () => {
    const found = read([pad('Insurer premium (including IPT)', '£455.12', 60), pad('Broker fee', '£40.00', 60), pad('Total amount payable for the year ahead', '£495.12', 60), pad("Last year's total amount payable, including our fees", '£480.00', 60)].join('\n'));
    expect(values(found, 'renewalPremium', 'previousPremium')).toEqual(['495.12', '480.00']);
  });

  test("near miss: a credit agreement's total amount payable is no premium", () => {
    const found = read('Your premium is £540.00. Paying monthly: 12 payments of £49.50, total amount payable £594.00.');
    expect(values(found, 'renewalPremium')).toEqual(['540.00']);
  });
});

describe('a sentence under a heading naming the excesses names its kinds without saying excess', () => {
  test("'£x in total (£a compulsory plus £b voluntary)' under 'Your excesses'", () => {
    const found = read(['Your excesses', 'Theft or damage: £350 in total (£200 compulsory plus £150 voluntary). Windscreen: £75.', 'Drivers under 25 pay an extra £250 compulsory.'].join('\n'));
    expect(values(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['200', '150', '350']);
  });

  test("near miss: under the same heading, a young driver's extra compulsory amount is not the policy's", () => {
    const found = read(['Your excesses', 'Drivers under 25 pay an extra £250 compulsory.', 'Compulsory excess £200, voluntary excess £150.'].join('\n'));
    expect(values(found, 'compulsoryExcess', 'voluntaryExcess')).toEqual(['200', '150']);
  });
});

describe("the kinds listed in a row's label, each with its own 'excess', over as many figures", () => {
  test("'Compulsory excess / voluntary excess / total'", () => {
    const found = read(pad('Compulsory excess / voluntary excess / total', '£300 / £100 / £400', 52));
    expect(values(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300', '100', '400']);
  });

  test("near miss: a young driver's excess in the list is not the voluntary one", () => {
    const found = read(pad('Compulsory excess / young driver excess', '£300 / £200', 52));
    expect(found.voluntaryExcess).toBeUndefined();
  });
});

describe('a clause after a figure on the line above labels the value starting the next line', () => {
  test("'… was £480.10; this year your premium is' over '£502.75.'", () => {
    const found = read(['Here are your terms. Last year your premium was £480.10; this year your premium is', '£502.75.'].join('\n'));
    expect(values(found, 'renewalPremium', 'previousPremium')).toEqual(['502.75', '480.10']);
  });

  test("near miss: the clause naming a month's payment leaves the figure no premium", () => {
    const found = read(['Your renewal premium is £502.75; paying by direct debit, your cost each month is', '£43.90.'].join('\n'));
    expect(values(found, 'renewalPremium')).toEqual(['502.75']);
  });
});

describe("a statement's row for the car policy among other policies, under year columns", () => {
  const heading = 'Policy              Number            Renews          Last year       Renewal premium';
  const home = 'Home insurance      HB 2231 7788      05/03/2027      £300.10         £321.40';

  test("the car insurance row's figures are its years' premiums", () => {
    const found = read([heading, 'Car insurance       CX 1234 5678      05/03/2027      £540.00         £566.20', home].join('\n'));
    expect(values(found, 'renewalPremium', 'previousPremium')).toEqual(['566.20', '540.00']);
  });

  test("near miss: the home policy's row alone gives no car premium", () => {
    const found = read([heading, home].join('\n'));
    expect(values(found, 'renewalPremium')).toEqual([undefined]);
  });
});

describe("an options table's row offering the same cover as last year is this year's price of that scope", () => {
  test("'Same cover as last year' under 'Price for 12 months'", () => {
    const found = read(['Option                   Cover                            Price for 12 months', 'Same cover as last year  Third party, fire and theft      £610.00', 'Upgrade                  Comprehensive                    £688.00'].join('\n'));
    expect(values(found, 'renewalPremium')).toEqual(['610.00']);
  });

  test("near miss: the same row under a month's price heading is an instalment", () => {
    const found = read(['Option                   Cover                            Price each month', 'Same cover as last year  Third party, fire and theft      £52.10'].join('\n'));
    expect(values(found, 'renewalPremium')).toEqual([undefined]);
  });
});
