// Set 36's silent wrong (go-skippy): a web page's 'Last year | This year' table printed with its columns apart, so the
// 'Start date' row's only date on its line is last year's. A renewal date long gone asks for a tick, whatever the
// layout; a notice's date shortly before today (a notice opened late) does not.
import { reasonToCheck } from './certainty';
import { PASSED_REASON } from './renewal-date-field';
import { readShortNotice as read } from './test-support/short-notice';

describe('a renewal date that passed some time ago', () => {
  test("a start date last year's (its column's heading lost), asks for a tick", () => {
    const found = read(['Cover start      20/01/2026', 'Price            £512.30', '', 'Your new documents will follow.'].join('\n'));
    expect(found.renewalDate?.value).toBe('2026-01-20');
    expect(reasonToCheck(found.renewalDate)).toBe(PASSED_REASON);
  });

  test('near miss: a renewal date a fortnight before today is read as written, with no such flag', () => {
    const found = read('Your renewal date: 15 November 2026');
    expect(found.renewalDate?.value).toBe('2026-11-15');
    expect(reasonToCheck(found.renewalDate)).not.toBe(PASSED_REASON);
  });
});

describe("'due for renewal: your policy expires on …': the clause nearest the date names it", () => {
  test('the day the cover ends, so the new cover starts the day after', () => {
    const found = read('Good news, your cover is due for renewal: the current policy expires at midnight on 3 February 2027. Renew online today.');
    expect(found.renewalDate?.value).toBe('2027-02-04');
  });

  test("near miss: 'due for renewal on …' with no ending named is the renewal's own day", () => {
    const found = read('Your policy is due for renewal on 3 February 2027.');
    expect(found.renewalDate?.value).toBe('2027-02-03');
  });
});

describe("a statement's wide spacing, dot leaders and 'EFF DATE' (set 34's scans)", () => {
  test("'RENEW DATE' spaced wide by a scan beats an expiring period's end", () => {
    const found = read(['POLICYHOLDER  NOTICE', 'RENEWAL   DATE   :   09/03/2027', 'LAST  YEAR  PREMIUM   09/03/26  -  08/03/27    512.10'].join('\n'));
    expect(found.renewalDate?.value).toBe('2027-03-09');
  });

  test("'EFF  DATE ......' is the effective date; 'PRT' (printed) is not", () => {
    const found = read(['RENEWAL STATEMENT            PRT  02/12/26  09:14', 'EFF  DATE  .......  11-MAR-2027', 'EXP  DATE  .......  10-MAR-2028'].join('\n'));
    expect(found.renewalDate?.value).toBe('2027-03-11');
  });

  test("near miss: only a print date beside 'RENEWAL STATEMENT' is no renewal date", () => {
    const found = read('RENEWAL STATEMENT            PRT  02/12/26  09:14');
    expect(found.renewalDate).toBeUndefined();
  });
});

describe("a 'Last year | This year' table printed with its columns apart (year-column-heading.ts)", () => {
  const page = [
    '                        Previous year',
    '  Level of cover        Comprehensive',
    '  Cover starts          09/02/2026',
    '  Price                 £488.20',
    '',
    'Renewal                 Good to know',
    'Comprehensive           Parking in a garage can lower your price.',
    '09/02/2027              Call us any weekday.',
    '£512.75',
  ];

  test("the previous year's column's date is never the renewal's; the one under 'Renewal' is offered, asking for a tick", () => {
    const found = read(page.join('\n'));
    expect(found.renewalDate?.value).toBe('2027-02-09');
    expect(reasonToCheck(found.renewalDate)).not.toBeNull();
  });

  test("near miss: a sentence starting 'Your current policy ends …' above a date on its own line is no column heading", () => {
    const found = read(['Your current policy ends at 23:59 on 8 February 2027. Your new policy starts at 00:01 on', '9 February 2027 unless you tell us otherwise.'].join('\n'));
    expect(found.renewalDate?.value).toBe('2027-02-09');
  });
});
