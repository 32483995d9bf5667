// Set 43's traditional broker letter (Hinton & Wild): figures in a column headed 'GBP' with no '£' beside them, each
// after a leader of dots set a space apart ('Renewal premium, inclusive of tax . . . . . 984.56'), the dots drawn
// narrower than their characters so the figures stand right of the heading as read; the policy number with the
// broker's initials ('H&W/MOT/20633').
import { readShortNotice as read, shownAll, valuesOf } from './test-support/short-notice';

const dots = (n: number) => ' .'.repeat(n);

describe("a 'GBP' heading ending its line over rows whose figures end them after dot leaders", () => {
  const table = (heading: string) =>
    read([heading, `Renewal premium, inclusive of tax${dots(40)} 1,012.35`, `Premium for the year now ending, inclusive of tax${dots(32)} 968.10`].join('\n'));

  test('each figure after its leader is an amount, though it stands well right of the heading', () => {
    expect(valuesOf(table(`${' '.repeat(70)}GBP`), 'renewalPremium', 'previousPremium')).toEqual(['1012.35', '968.10']);
  });

  test("near miss: a 'GBP' heading with words after it is not the column's end, and the figures are not read", () => {
    expect(valuesOf(table(`${' '.repeat(40)}GBP   Notes`), 'renewalPremium')).toEqual([undefined]);
  });
});

describe("a leader of dots a space apart ('. . . .') parts a label from its amount", () => {
  test('the excesses after their labels', () => {
    const found = read(['Renewal premium  £1,012.35', `Compulsory excess${dots(50)} £300.00`, `Voluntary excess${dots(50)} £150.00`].join('\n'));
    expect(shownAll(found, 'compulsoryExcess', 'voluntaryExcess')).toEqual(['300.00?', '150.00?']);
  });

  test('near miss: the label after the leader still decides, and a windscreen excess is neither kind', () => {
    const found = read(['Renewal premium  £1,012.35', `Windscreen replacement${dots(50)} £100.00`].join('\n'));
    expect(shownAll(found, 'compulsoryExcess', 'voluntaryExcess')).toEqual([undefined, undefined]);
  });
});

describe("', inclusive of tax' after last year's premium says what it holds", () => {
  test("'Premium for the year now ending, inclusive of tax  £968.10' is last year's premium", () => {
    expect(valuesOf(read(['Renewal premium  £1,012.35', 'Premium for the year now ending, inclusive of tax      £968.10'].join('\n')), 'previousPremium')).toEqual(['968.10']);
  });

  test("near miss: 'inclusive of tax of £116.17' names the tax", () => {
    expect(valuesOf(read(['Renewal premium  £1,012.35', 'Premium for the year now ending, inclusive of tax of £116.17'].join('\n')), 'previousPremium')).toEqual([undefined]);
  });
});

describe("a policy number with a broker's initials joined by '&'", () => {
  test("'Your policy, number K&B/MOT/40712, with Covéa'", () => {
    expect(read('Your policy, number K&B/MOT/40712, with Covéa Insurance plc, expires on 1 May 2027.').policyNumber?.value).toBe('K&B/MOT/40712');
  });

  test("near miss: '&' standing alone between two words is no part of a number", () => {
    expect(read('Your policy, number K & B, with Covéa Insurance plc, expires on 1 May 2027.').policyNumber?.value).toBeUndefined();
  });
});
