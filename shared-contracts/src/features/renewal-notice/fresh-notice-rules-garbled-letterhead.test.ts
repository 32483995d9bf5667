// Set 43's scanned and photographed broker letters (Sutcliffe & Co, Marsh): OCR garbled the letterhead ('Sutc| iffe &
// Co', 'M 2 rs h'), and the small print names the regulated firm whole. In our own wording, with near misses.
import { parseRenewalNotice } from '../renewal-notice';

const insurer = (heading: string, firm: string) =>
  parseRenewalNotice(
    [
      `${heading}                                                    Ludlow`,
      'Insurance Brokers                                              01584 496 0121',
      'Mrs Hannah Lowe                                                2 March 2027',
      'Your car insurance renews on 9 April 2027 and your renewal premium is £588.10.',
      `${firm} is authorised and regulated by the Financial Conduct Authority.`,
    ].join('\n'),
    { today: '2026-11-29' },
  ).insurer?.value;

describe('a letterhead OCR garbled, one letter off the firm the small print names', () => {
  test("a letter read as a bar and a space ('Fenb| ow & Co'), the firm named with what it is", () => {
    expect(insurer('Fenb| ow & Co', 'Fenblow & Co Insurance Brokers Limited')).toBe('Fenblow & Co');
  });

  test("a letter read as a digit among spaced letters ('G 4 rthw ick')", () => {
    expect(insurer('G 4 rthw ick', 'Garthwick Ltd')).toBe('Garthwick');
  });

  test('near miss: two letters off is another name, so no firm', () => {
    expect(insurer('Fenb| ow & Ko', 'Fenblow & Co Insurance Brokers Limited')).toBeUndefined();
  });

  test('near miss: a name under five letters, one letter off, is not taken', () => {
    expect(insurer('L 4 ne', 'Lane Ltd')).toBeUndefined();
  });
});

// Set 45's photographed Tasker statement: the small print names the firm by what it is, with no company ending.
describe('the small print naming the firm with no company ending', () => {
  test("'... Insurance Brokers is authorised' names the firm, its letterhead garbled one letter off", () => {
    expect(insurer('Kestow insurance rokers', 'Kestow Insurance Brokers')).toBe('Kestow Insurance Brokers');
  });

  test("near miss: a bare name with no ending and no word saying what the firm is ('Kestow is authorised') is not taken", () => {
    expect(insurer('Kest0w', 'Kestow')).toBeUndefined();
  });
});

// Set 46's photographed Liberty and Cornish Mutual notices: a mark read into the letterhead ('Li= berty Insurance',
// 'Cornish= Mutual'), the small print naming an Irish 'DAC' or an insurer's 'Assurance Company Limited'.
describe("the small print's firm as an Irish DAC or an 'Assurance Company'", () => {
  test("'... DAC is regulated by the Central Bank of Ireland' names the firm", () => {
    expect(insurer('Fer= gal Motor', 'Fergal Motor DAC')).toBe('Fergal Motor');
  });

  test("'... Assurance Company Limited is authorised' names the firm its letterhead shows without those words", () => {
    expect(insurer('Tamar= Mutual', 'Tamar Mutual Assurance Company Limited')).toBe('Tamar Mutual');
  });

  test("near miss: 'Co' alone after the name is no company ending ('Fergal Motor Co is authorised')", () => {
    expect(insurer('Fer= gal Motor', 'Fergal Motor Co')).toBeUndefined();
  });
});

// Set 49's scanned SEIB letter and Yourshield summary: a trading name's logo over two lines OCR garbled ('gEIB' over
// 'Insurance Brokers'), and a logo in small letters the small print says is regulated ('yourshield').
describe('a trading name heading the letter, and a small-letter logo the small print regulates', () => {
  const broker = (logo: string, small: string) =>
    parseRenewalNotice(
      [
        `${logo}                                                   Private Clients Team`,
        'Insurance Brokers                                          01268 648 200',
        'Mrs Helen Marsh                                            11 January 2027',
        'Your policy with Aviva Insurance Limited expires on 11 February 2027; we have renewed it with Aviva.',
        small,
      ].join('\n'),
      { today: '2026-11-29' },
    ).insurer?.value;

  test("the trading name whose logo OCR read one letter off ('gEIB' over 'Insurance Brokers')", () => {
    expect(broker('gEIB', 'SEIB Insurance Brokers is a trading name of South Essex Insurance Brokers Limited.')).toBe('SEIB Insurance Brokers');
  });

  test('near miss: a logo two letters off leaves the insurer the letter names', () => {
    expect(broker('gEIg', 'SEIB Insurance Brokers is a trading name of South Essex Insurance Brokers Limited.')).toBe('Aviva');
  });

  test("a logo in small letters the small print says is regulated ('yourshield' ... 'Yourshield is authorised')", () => {
    const summary = (small: string) => parseRenewalNotice(['yourshield', 'Renewal summary - private car insurance', 'Renewal date   14 March 2027', small].join('\n'), { today: '2026-11-29' }).insurer?.value;
    expect(summary('Yourshield is authorised and regulated by the Financial Conduct Authority.')).toBe('Yourshield');
    expect(summary('Calls may be recorded.')).toBeUndefined();
  });
});
