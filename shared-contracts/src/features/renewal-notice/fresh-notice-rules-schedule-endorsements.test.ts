// Set 41's scanned schedule (Luker Rowe): numbered labels read as one block and their values as another ('3  Effective
// Date  22.03.2027' with its own value, then '4  Period of Insurance' ... '11  Previous Annual Premium' over 'From ...' ...
// '£689.90 (including Insurance Premium Tax)'); the excesses told in endorsements under headings naming each kind.
import { readShortNotice as read, shown, shownAll } from './test-support/short-notice';

describe("a schedule's numbered labels read as a block over their values", () => {
  const schedule = (effective: string, period = 'Period of Insurance') =>
    read(
      [
        `3    Effective Date                       ${effective}`,
        `4    ${period}`,
        '5    Insurer',
        '6    Premium',
        '7    Previous Annual Premium',
        '',
        'From 14.05.2027 to 13.05.2028 (both dates inclusive)',
        'Covéa Insurance plc',
        'Net £540.00   Insurance Premium Tax at 12% £64.80     Annual Premium £604.80',
        '£577.25 (including Insurance Premium Tax)',
      ].join('\n'),
    );

  test("a label with its own value starts no block, and 'Period of Insurance' asks for no figure: last year's premium paired", () => {
    expect(shown(schedule('14.05.2027'), 'previousPremium')).toBe('577.25?');
  });

  test("near miss: a label asking for a figure ('Car Insurance') over a value without one: the block does not line up, and pairs nothing", () => {
    expect(shown(schedule('14.05.2027', 'Car Insurance'), 'previousPremium')).toBeUndefined();
  });
});

describe("the excesses in a schedule's endorsements, under headings naming each kind", () => {
  const endorsements = (compulsoryWording: string) =>
    read(
      [
        'Annual Premium £604.80',
        'ENDORSEMENTS',
        '001 Compulsory Excess',
        `     ${compulsoryWording}`,
        '012 Voluntary Excess',
        '     In addition to any other excess, the Insured shall be responsible for a further £150 of any claim under Section 2.',
        '096 Young Driver Excess',
        '     An additional excess of £250 applies while the vehicle is driven by a person under 25.',
      ].join('\n'),
    );

  test("the first amount of each kind's wording is its excess", () => {
    expect(shownAll(endorsements('The Insured shall be responsible for the first £350 of any claim under Section 2.'), 'compulsoryExcess', 'voluntaryExcess')).toEqual(['350?', '150?']);
  });

  test("near miss: the young driver's endorsement names no kind of the policy's own excess, and gives none", () => {
    expect(shownAll(endorsements('The Insured shall bear the excess shown in the schedule.'), 'compulsoryExcess')).toEqual([undefined]);
  });
});

describe('the one excess missing, as the figure the other two make where the notice prints it', () => {
  const notice = (printed: string) =>
    read(['Annual Premium £604.80', 'Voluntary excess                £150', 'Total excess                    £500', `Claims: you pay the first ${printed} of any claim for damage.`].join('\n'));

  test("'the first £350' is the compulsory excess the total and the voluntary make, asking for a tick", () => {
    expect(shown(notice('£350'), 'compulsoryExcess')).toBe('350?');
  });

  test('near miss: no figure printed is the sum, and no compulsory excess is given', () => {
    expect(shown(notice('£300'), 'compulsoryExcess')).toBeUndefined();
  });
});

// Set 48's private-client schedule (Chubb): an endorsement numbered with the insurer's letters ('MM07 Voluntary excess').
describe("an endorsement numbered with letters before its digits", () => {
  const wording = (heading: string) =>
    read(
      [
        'Annual Premium £2,104.80',
        'Compulsory excess   £400',
        'ENDORSEMENTS',
        'XK04 Tracking device',
        '   Cover for theft is subject to a working tracking device.',
        heading,
        '   In addition to the compulsory excess shown in the schedule, you will pay the first £250 of each and every claim.',
      ].join('\n'),
    );

  test("'XK07 Voluntary excess' heads the voluntary excess's wording", () => {
    expect(shown(wording('XK07 Voluntary excess'), 'voluntaryExcess')).toMatch(/^250/);
  });

  test("near miss: a heading naming another excess ('XK09 Young driver excess') gives no voluntary excess", () => {
    expect(shown(wording('XK09 Young driver excess'), 'voluntaryExcess')).toBeUndefined();
  });
});
