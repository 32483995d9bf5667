// The excess rules fresh sets 23 to 25 asked for (mfe-policies read-notice/fresh-printed-notices-23..25.ts): other
// names for the two kinds ('Standard excess', 'Own choice excess'), a sentence naming one kind before its figure and
// the other after, a 'Nil' cell under a kind's column, the whole excess in a sentence under rows of figures, two label
// and figure cells on one row. Each in a few lines of our own, with a near miss that must not be taken.
import { reasonToCheck } from './certainty';
import { readShortNotice as read, shownAll as all, valuesOf as values } from './test-support/short-notice';

describe("other names for the kinds: 'Standard' or 'Policy' excess, 'Own choice' excess", () => {
  test("'Basic excess' beside 'Voluntary excess' is the compulsory one, the three adding up", () => {
    const found = read(['What a claim costs you', 'Basic excess          £300', 'Voluntary excess      £150', 'Total excess          £450'].join('\n'));
    expect(all(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300', '150', '450']);
  });

  test("'Chosen excess' beside 'Policy excess' is the voluntary one", () => {
    const found = read(['Policy excess: £200', 'Chosen excess: £50', 'Excess in total: £250'].join('\n'));
    expect(values(found, 'compulsoryExcess', 'voluntaryExcess')).toEqual(['200', '50']);
  });

  test("near miss: 'Policy excess' with no other kind on the notice is the whole excess, not the compulsory one", () => {
    const found = read(['Policy excess     £425', 'Windscreen excess £95'].join('\n'));
    expect(values(found, 'compulsoryExcess', 'totalExcess')).toEqual([undefined, '425']);
  });

  test("near miss: 'Policy excess' on a notice that names its compulsory excess plainly is not read as that", () => {
    const found = read(['Compulsory excess   £250', 'Voluntary excess    £100', 'Policy excess       £350'].join('\n'));
    expect(values(found, 'compulsoryExcess')).toEqual(['250']);
  });
});

describe('one sentence naming one kind before its figure and the other after it', () => {
  test('each kind word takes the figure tight against it, whichever side; the whole is the first', () => {
    const found = read('Should you claim, the first £600 is yours to pay, being the voluntary excess of £400 and a £200 compulsory excess.');
    expect(values(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['200', '400', '600']);
  });

  test('near miss: a kind word with no figure tight against it takes none, and the whole is not read as that kind unflagged', () => {
    const found = read('Should you claim, the first £600 is yours to pay, made up of the compulsory excess and a voluntary excess of £400.');
    expect(found.compulsoryExcess === undefined || reasonToCheck(found.compulsoryExcess) !== null).toBe(true);
    expect(found.compulsoryExcess?.value).not.toBe('400');
  });
});

describe("a 'Nil' cell under a kind's column heading", () => {
  test("'Nil' in the voluntary column is a voluntary excess of £0", () => {
    const found = read(['Excesses             Compulsory     Voluntary     Total', 'Damage claims        £300           Nil           £300', 'Theft claims         £300           Nil           £300'].join('\n'));
    expect(values(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300', '0', '300']);
  });

  test("near miss: a 'Nil' cell under other headings is no excess", () => {
    const found = read(['                 This year     Last year     Discount', 'Your premium     £612.00       £580.00       Nil'].join('\n'));
    expect(values(found, 'voluntaryExcess', 'compulsoryExcess', 'renewalPremium')).toEqual([undefined, undefined, '612.00']);
  });
});

describe('the whole excess in a sentence right under rows of figures with no full stop', () => {
  const rows = ['Cover                     £702.15', 'Discount                 -£180.40', 'Price                     £521.75'];

  test('the sentence starting on its own line gives the whole, its parts adding up', () => {
    const found = read([...rows, 'Were you to claim, £375 of it would be yours: the compulsory excess of £275', 'and the voluntary excess of £100.'].join('\n'));
    expect(all(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['275', '100', '375']);
  });

  test('near miss: a first figure that is not the sum of the parts is not the whole', () => {
    const found = read([...rows, 'Were you to claim, £500 of it would be yours: the compulsory excess of £275', 'and the voluntary excess of £100.'].join('\n'));
    expect(found.totalExcess?.value).not.toBe('500');
  });
});

describe("two label-and-figure cells on one row ('Compulsory excess £450     Voluntary excess £250')", () => {
  test("a kind's figure is its own cell's, when the next cell's figure fell elsewhere (a scan's columns)", () => {
    const found = read(['Period              05/01/2027 - 04/01/2028     Cover', 'Compulsory excess   £450                        Voluntary excess', 'Comprehensive', '£250'].join('\n'));
    expect(values(found, 'compulsoryExcess')).toEqual(['450']);
  });

  test('near miss: the next cell\'s label does not take the figure before it', () => {
    const found = read(['Period              05/01/2027 - 04/01/2028     Cover', 'Compulsory excess   £450                        Voluntary excess', 'Comprehensive', '£250'].join('\n'));
    expect(found.voluntaryExcess?.value).not.toBe('450');
  });
});
