// Set 46's debit note (Barry Grainger): 'Private car – dual controlled tuition vehicle Period: 14/03/2027 to
// 13/03/2028', the period's label ending a row's words. In our own wording, with near misses.
import { readShortNotice as read } from './test-support/short-notice';

const date = (row: string) =>
  read(['DEBIT NOTE', 'Debit note no.   DN11/20931', 'Cover and period                                Amount', row, 'TOTAL DUE      £812.00', 'Payment is due by 21/06/2027.'].join('\n')).renewalDate?.value;

describe("'Period:' ending a row's words before the renewal's period", () => {
  test("the period's first day is the renewal date", () => {
    expect(date('Private car – business use Period: 21/06/2027 to 20/06/2028 Ford Focus, FD19 KLM')).toBe('2027-06-21');
  });

  test("near miss: the expiring period ('Current period:') is not the renewal's", () => {
    expect(date('Private car – business use Current period: 21/06/2026 to 20/06/2027 Ford Focus, FD19 KLM')).toBeUndefined();
  });
});
