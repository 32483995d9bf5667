// Set 47's photographed comparison-site page (Quotezone): the driver's own excess only as '£250 compulsory + £150
// voluntary' (OCR lost the 'Excess:' before it, reading 'ye'), under a line about last year's price, and a table of
// other insurers' quotes with their own excesses. In our own wording, with near misses.
import { readShortNotice as read } from './test-support/short-notice';

const PAGE = [
  'Renewal date 3 April 2027',
  'Your renewal quote from Aviva',
  '£702.40 added by you on 04/03/2027',
  'Last yearyou paid £655.10 - up £47.30',
  've £300 compulsory + £100 voluntary',
  ' Insurer             Annual price          Compulsory excess          Voluntary excess',
  'LV=                       £640.12                        £350                      £100',
  'Hastings Direct           £661.60                        £250                      £250',
  'The cheapest quote is £62.28 less than your renewal quote.',
];

const excesses = (lines: string[]) => {
  const n = read(lines.join('\n'));
  return [n.compulsoryExcess?.value, n.voluntaryExcess?.value];
};

describe("a comparison page: the driver's own excess, and other insurers' quotes", () => {
  test("'£300 compulsory + £100 voluntary' is the driver's excess; the other insurers' rows are not", () => {
    expect(excesses(PAGE)).toEqual(['300', '100']);
  });

  test("near miss: one kind alone beside its figure, no 'excess' said, is no excess", () => {
    expect(excesses([...PAGE.slice(0, 4), 've £300 compulsory', ...PAGE.slice(5)])[0]).toBeUndefined();
  });

  test("the driver's own excess not stated: the other insurers' rows give none", () => {
    expect(excesses([...PAGE.slice(0, 4), ...PAGE.slice(5)])).toEqual([undefined, undefined]);
  });

  test("near miss: a quotes row marked as the renewal's is this policy's", () => {
    const marked = [...PAGE.slice(0, 4), ...PAGE.slice(5, 7), 'Aviva                     £702.40                        £400                      £100   ✓ your renewal', PAGE[7]!, PAGE[8]!];
    expect(excesses(marked)).toEqual(['400', '100']);
  });
});
