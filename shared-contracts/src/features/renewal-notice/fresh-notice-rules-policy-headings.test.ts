// Policy numbers in a heading naming the cover ('Motor policy WOS/PM/3307712 – renewal') and in a letter set out as
// questions and answers ('What's my policy number?' over 'NCV/PM/0910342.'), from set 39, in our own wording, with
// near misses.
import { findPolicyNumber } from './identity-fields';

describe('a policy number after a heading naming the cover, or under the question asking for it', () => {
  test("'Car policy KLB/PC/4410298 – renewal': the number, the dash and word after it left out", () => {
    expect(findPolicyNumber('Dear Ms Lee,\nCar policy KLB/PC/4410298 – renewal\nYour cover renews on 3 March 2027.')?.value).toBe('KLB/PC/4410298');
  });

  test("near miss: 'Car policy documents enclosed' names no number", () => {
    expect(findPolicyNumber('Dear Ms Lee,\nCar policy documents enclosed – renewal\nYour cover renews on 3 March 2027.')).toBeUndefined();
  });

  test("'What's my policy number?' over its answer 'QDA/PM/5521907.'", () => {
    expect(findPolicyNumber("Your questions answered\nWhat's my policy number?\nQDA/PM/5521907.\nWhen does my cover start?\nAt 00:01 on 5 March 2027.")?.value).toBe('QDA/PM/5521907');
  });

  test('near miss: an answer that is a sentence gives no number', () => {
    expect(findPolicyNumber("Your questions answered\nWhat's my policy number?\nIt is on your schedule.\nWhen does my cover start?\nAt 00:01 on 5 March 2027.")).toBeUndefined();
  });
});

describe("a policy number under its label, beside the car's description", () => {
  test("'Policy number   Skoda Fabia 1.0 TSI SE (2021)' over 'QLP-M-0072211   KM21 TXR': the number under the label", () => {
    expect(findPolicyNumber('Your renewal\nPolicy number                 Skoda Fabia 1.0 TSI SE (2021)\nQLP-M-0072211                 KM21 TXR\n')?.value).toBe('QLP-M-0072211');
  });

  test('near miss: a label line holding a reference of its own is no header row', () => {
    expect(findPolicyNumber('Your renewal\nPolicy number                 REF 0072211\nQLP-M-0072211                 KM21 TXR\n')?.value).not.toBe('QLP-M-0072211');
  });
});

test("'Multi-car policy KLB/MC/60233 – renewal notice for your Skoda': the number", () => {
  expect(findPolicyNumber('Dear Ms Lee,\nMulti-car policy KLB/MC/60233 – renewal notice for your Skoda\nYour cover renews on 3 March 2027.')?.value).toBe('KLB/MC/60233');
});
