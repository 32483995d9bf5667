// The rules the fifteenth fresh set of notices asked for (mfe-policies read-notice/fresh-printed-notices-15.ts: the big
// brands as they write today), each in a few lines of our own, with a near miss that must not be taken.
import { reasonToCheck } from './certainty';
import { STRAY_MARK_REASON } from './plate-bracket-for-j';
import { parseRenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });

describe("a sentence saying last year's price covered the same extras: this year's like for like is the total with them", () => {
  const box = (sentence: string) =>
    [
      'Renewal date                                   3 February 2027',
      "This year's price                                      £655.40",
      "Last year's price                                      £610.00",
      sentence,
      'What makes up your price',
      'Car insurance                                          £580.40',
      'Breakdown cover                                         £48.00',
      'Legal expenses                                          £27.00',
      'Total                                                  £655.40',
    ].join('\n');
  const premium = (text: string) => {
    const found = read(text).renewalPremium;
    return found && `${found.value}${reasonToCheck(found) ? '?' : ''}`;
  };

  test("'… what you paid for your car insurance and the same optional extras': the total, asking for a tick", () => {
    const found = read(box("Last year's price is what you paid for your car insurance and the same optional extras when\nyou last renewed."));
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['655.40', '610.00']);
    expect(found.renewalPremium?.reason).toMatch(/included add-ons.*£580\.40/);
  });

  test("other ways of saying it: 'includes any add-ons you had', 'covers your extras', 'with the same add-ons'", () => {
    expect(premium(box("Last year's premium includes any add-ons you had on your policy."))).toBe('655.40?');
    expect(premium(box('The price you paid last year covers your extras as well as your car insurance.'))).toBe('655.40?');
    expect(premium(box("Last year's price is for the same cover with the same add-ons."))).toBe('655.40?');
  });

  test("an add-on named in the sentence, as on a label ('and breakdown cover', 'with key cover'), is one too", () => {
    expect(premium(box("Last year's premium is what you paid for your car insurance and breakdown cover."))).toBe('655.40?');
    expect(premium(box('The price you paid last year was for your car insurance with key cover.'))).toBe('655.40?');
    // Near miss: named as left out.
    expect(premium(box("Last year's premium is what you paid for your car insurance, not with breakdown cover."))).toBe('580.40');
  });

  test("near misses: extras left out ('not including', 'doesn't include', 'without'), or a sentence of no extras", () => {
    expect(premium(box("Last year's price is what you paid for your car insurance, not including optional extras."))).toBe('580.40');
    expect(premium(box("Last year's price doesn't include breakdown cover or legal expenses."))).toBe('580.40');
    expect(premium(box("Last year's price is your car insurance alone, without the add-ons."))).toBe('580.40');
    expect(premium(box("Last year's price is the price at your last renewal, including any changes you made during the year."))).toBe('580.40');
  });

  test("with the car insurance kept, a monthly plan paying for the total with add-ons says so, still asking for a tick", () => {
    const notIncluded = box("Last year's price is what you paid for your car insurance, not including optional extras.");
    const plan = (payable: string) => read(`${notIncluded}\n12 monthly payments of £58.78. Total amount payable £${payable}. The cost of credit is £50.00.`).renewalPremium;
    const paysForTotal = plan('705.40');
    expect([paysForTotal?.value, paysForTotal?.reason]).toEqual(['580.40', expect.stringMatching(/total with add-ons \(£655\.40\)/)]);
    // Near miss: a plan that makes neither figure is still said not to add up.
    expect(plan('712.40')?.reason).toMatch(/not the total payable by instalments/);
  });

  test("near miss: the rows under last year's figure are not its sentence ('Legal and breakdown cover £75.00')", () => {
    const text = [
      "This year's price                                      £655.40",
      "Last year's price                                      £610.00",
      'Car insurance                                          £580.40',
      'Legal and breakdown cover                               £75.00',
      'Total                                                  £655.40',
    ].join('\n');
    expect(premium(text)).toBe('580.40');
  });
});

describe("a photo's stray bracket or bar inside the plate", () => {
  test("ending the car's line ('Y)J21 TRV') or beside a registration label ('KP1|9 WXR'): left out, asking for a tick", () => {
    const onCarLine = read('Car                              Toyota Yaris Hybrid Icon, Y)J21 TRV').registrationNumber;
    expect([onCarLine?.value, onCarLine?.reason]).toEqual(['YJ21TRV', STRAY_MARK_REASON]);
    const labelled = read('Registration: KP1|9 WXR       Cover: Comprehensive').registrationNumber;
    expect([labelled?.value, labelled?.reason]).toEqual(['KP19WXR', STRAY_MARK_REASON]);
  });

  test("near misses: brackets round the plate are the notice's own (no tick); an engine size in brackets is no plate", () => {
    const bracketed = read('Car                              Toyota Yaris Hybrid Icon (YJ21 TRV)').registrationNumber;
    expect([bracketed?.value, bracketed?.flag]).toEqual(['YJ21TRV', undefined]);
    expect(read('Car                              Ford Fiesta Titanium (1.0) EcoBoost').registrationNumber).toBeUndefined();
  });

  test("near misses: a mark standing for a lost letter ('Y|21 TRV'), two marks, or a marked plate off the car's line", () => {
    expect(read('Car                              Toyota Yaris, Y|21 TRV').registrationNumber).toBeUndefined();
    expect(read('Car                              Toyota Yaris, Y)J2|1 TRV').registrationNumber).toBeUndefined();
    expect(read('Your quote reference is Y)J21 TRV').registrationNumber).toBeUndefined();
  });
});
