// Set 43's broker letter (McClarrons): a table of three insurers' renewal quotes, each row an insurer's premium and
// excesses under headings set on two lines, the one the renewal takes marked after its figures ('★ Recommended'); the
// letter also compares it with another insurer's offer ('£43.45 cheaper than Ageas's renewal offer') before saying
// how it compares with last year ('That's £24.85 more than last year').
import { readShortNotice as read, shownAll } from './test-support/short-notice';

const quotes = (ageasMark: string, lvMark: string) =>
  read(
    [
      'Last year you paid £744.10 with Ageas.',
      ' Insurer                   Annual     Compulsory   Voluntary   Total',
      '                           premium    excess       excess      excess',
      ` Ageas Insurance           £812.40    £250         £250        £500    ${ageasMark}`,
      ` LV= Insurance             £768.95    £250         £200        £450    ${lvMark}`,
      ' AXA Insurance UK plc      £791.30    £300         £250        £550',
      "We recommend LV=: it is £43.45 cheaper than Ageas's renewal offer. We will arrange your renewal with LV= at",
      "£768.95. That's £24.85 more than last year.",
    ].join('\n'),
  );

describe('a table of quotes with the row the renewal takes marked after its figures', () => {
  test("'★ Recommended': that row's premium and excesses, the premium confirmed by last year's and the stated rise", () => {
    expect(shownAll(quotes('your current insurer', '★ Recommended'), 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['768.95', '744.10', '250', '200', '450']);
  });

  test('near miss: two rows marked, so no row is the renewal\'s and no excess is read from the table', () => {
    expect(shownAll(quotes('★ Recommended', '★ Recommended'), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual([undefined, undefined, undefined]);
  });
});

describe("a change said against last year is the one checked, before another quote's comparison", () => {
  const letter = (lastYearSentence: string) => read(['Your renewal premium  £768.95', 'Last year you paid £744.10.', "LV= is £43.45 cheaper than Ageas's renewal offer.", lastYearSentence].join('\n'));

  test("'That's £24.85 more than last year' after '£43.45 cheaper than Ageas's offer': no flag", () => {
    expect(shownAll(letter("That's £24.85 more than last year."), 'renewalPremium', 'previousPremium')).toEqual(['768.95', '744.10']);
  });

  test("near miss: 'That's £30.00 more than last year' does not fit, and both ask for a tick", () => {
    expect(shownAll(letter("That's £30.00 more than last year."), 'renewalPremium', 'previousPremium')).toEqual(['768.95?', '744.10?']);
  });
});
