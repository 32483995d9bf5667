// Set 46's renewal acceptance form (Anthony Wakefield): 'Policy      Private Car – AWC/PC/550923' (the cover's name
// before the number) and 'Excess      Own damage excess £250 plus voluntary excess £250 – total £500' (the compulsory
// excess by another name, in a cell after the row's label). In our own wording, with near misses.
import { readShortNotice as read } from './test-support/short-notice';

const form = (policy: string, excess: string) => {
  const n = read(['RENEWAL ACCEPTANCE', `Policy                       ${policy}`, 'Renewal date                 4 May 2027', `Excess                       ${excess}`].join('\n'));
  return { number: n.policyNumber?.value, excesses: [n.compulsoryExcess?.value, n.voluntaryExcess?.value, n.totalExcess?.value] };
};

describe('a renewal acceptance form', () => {
  test("the number after the cover's name and a dash; 'own damage excess' as the compulsory beside the voluntary", () => {
    expect(form('Private Car – PWK/MC/118204', 'Own damage excess £300 plus voluntary excess £100 – total £400')).toEqual({ number: 'PWK/MC/118204', excesses: ['300', '100', '400'] });
  });

  test('near miss: the cover named with no number after it gives no number', () => {
    expect(form('Private Car – comprehensive', 'Own damage excess £300 plus voluntary excess £100 – total £400').number).toBeUndefined();
  });

  test("near miss: 'own damage excess' alone, no other kind named, may be the whole excess and is not read as the compulsory", () => {
    expect(form('Private Car – PWK/MC/118204', 'Own damage excess £300').excesses[0]).toBeUndefined();
  });
});
