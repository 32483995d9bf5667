// Set 52's Direct Line email and set 53's RAC account page: a policy number wrapped inside its sentence ('Policy
// number: DLM 2209' / '6613.'), a number in a breadcrumb ('Home › Car insurance › Policy RAC-MI-5521904 › Renewal'),
// and a price under its label with a line of the next column between them ('Pay annually' / '  Key cover' / '£612.35').
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const policy = (text: string) => read(text).policyNumber?.value;

describe('a policy number wrapped inside its sentence', () => {
  test("'Policy number: DLM 2209' / '6613.' is one number", () => {
    expect(policy("on without a break: you don't need to call us or do anything online. Policy number: DLM 2209\n6613.\n Your price for the year ahead     £553.80")).toBe('DLM 2209 6613');
  });

  test("near miss: a next line going on in words ('12 months of cover …') is no part of the number", () => {
    expect(policy('Policy number: DLM 2209\n12 months of cover start on 1 March.')).toBe('DLM 2209');
  });
});

describe("a policy number in a page's breadcrumb", () => {
  test("'Home › Car insurance › Policy RAC-MI-5521904 › Renewal'", () => {
    expect(policy('Home › Car insurance › Policy RAC-MI-5521904 › Renewal')).toBe('RAC-MI-5521904');
  });

  test("near miss: 'Home › Policy documents › Renewal' names no number", () => {
    expect(policy('Home › Car insurance › Policy documents › Renewal')).toBeUndefined();
  });
});

const priceBox = (between: string) => read([' Renews on', ' Saturday 20 March 2027', ' Pay annually', between, ' £612.35                                                           Prices include IPT.', ' Or pay monthly'].join('\n'));

describe("a price under its label, a line of the next column between", () => {
  test("'Pay annually' / (far right) 'Key cover' / '£612.35': the price is the year's", () => {
    expect(valuesOf(priceBox('                                                                      Key cover'), 'renewalPremium')).toEqual(['612.35']);
  });

  test("near miss: 'Key cover' in the price's own column labels it, an add-on's price", () => {
    expect(valuesOf(priceBox(' Key cover'), 'renewalPremium')).toEqual([undefined]);
  });
});
