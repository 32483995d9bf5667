// The rules the eleventh fresh set of notices asked for (mfe-policies read-notice/fresh-printed-notices-11.ts, PDFs
// built from positioned spans by a helper who had not read the reader), each in a few lines of our own, with a near
// miss that must not be taken.
import { joinLetterSpaced } from './layout/letter-spaced-words';
import { pageLayoutText } from './layout/page-layout';
import type { PositionedWord } from './layout/positioned-words';
import { row } from './test-support/drawn-rows';
import { parseRenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });

/** A label tracked out, as pdf.js gives it: one item, one space between every character, the words' spaces lost. */
const tracked = (label: string) => [...label.replace(/ /g, '')].join(' ');

describe('letter-spaced labels (each character drawn on its own)', () => {
  test('the characters are joined and split back into the words labels are made of; the values beside them are read', () => {
    // Each character its own word on the page, 5 units apart: the layout joins them with a space, as pdf.js does.
    const words = [
      ...row(0, [0, tracked('Cover starts')], [220, '03/02/2027']),
      ...row(1, [0, tracked('Policy reference')], [220, 'QX5 2210 9034']),
      ...row(2, [0, tracked('Renewal price')], [220, '£742.15']),
      ...row(3, [0, tracked("Last year's price")], [220, '£698.20']),
      ...row(4, [0, tracked('Voluntary excess')], [220, '£100']),
    ];
    const text = pageLayoutText(words);
    expect(text).toMatch(/^Cover starts {2,}03\/02\/2027\nPolicy reference {2,}QX5 2210 9034\nRenewal price {2,}£742\.15\nLast year's price/);
    const found = read(text);
    expect([found.renewalDate?.value, found.policyNumber?.value, found.renewalPremium?.value, found.previousPremium?.value, found.voluntaryExcess?.value]).toEqual([
      '2027-02-03',
      'QX5 2210 9034',
      '742.15',
      '698.20',
      '100',
    ]);
  });

  test('one item of spaced characters (how pdf.js merges them) reads the same as the characters apart', () => {
    const item: PositionedWord = { text: tracked('Compulsory excess'), x: 0, y: 0, width: 150, height: 10 };
    const value: PositionedWord = { text: '£350', x: 220, y: 0, width: 20, height: 10 };
    expect(pageLayoutText([item, value])).toMatch(/^Compulsory excess {2,}£350$/);
  });

  test("a label's punctuation tracked with it is spaced as print spaces it, the words between segmented apart", () => {
    expect(joinLetterSpaced(tracked('Annual premium (including IPT):'))).toBe('Annual premium (including IPT):');
    expect(joinLetterSpaced(tracked('Policy no.:'))).toBe('Policy no.:');
    expect(joinLetterSpaced(tracked('Accidental damage, fire and theft excess'))).toBe('Accidental damage, fire and theft excess');
    const found = read(pageLayoutText([...row(0, [0, tracked('Annual premium (including IPT):')], [220, '£812.30'])]));
    expect(found.renewalPremium?.value).toBe('812.30');
    // Near miss: a date's digits spaced out are left as they are, never joined into some other number.
    expect(joinLetterSpaced('1 9 / 1 2 / 2 0 2 6')).toBe('1 9 / 1 2 / 2 0 2 6');
  });

  test('near misses: a run not made of label words stays one word, never split at a guess; initials and short runs stay', () => {
    expect(joinLetterSpaced('A D M I R A L')).toBe('ADMIRAL');
    // 'Renewals team' is no label: not 'Renewal steam', not 'Renewal' and a value.
    expect(joinLetterSpaced('R e n e w a l s t e a m')).toBe('Renewalsteam');
    expect(joinLetterSpaced('Mr J R R Smith')).toBe('Mr J R R Smith');
    expect(joinLetterSpaced('C a r')).toBe('C a r');
    // Digits spaced out are no word: a reference written in single digits keeps its spaces.
    expect(joinLetterSpaced('Ref 1 2 3 4 5')).toBe('Ref 1 2 3 4 5');
    // A true column gap is never closed: the tracked label and its value stay two cells.
    const text = pageLayoutText([...row(0, [0, tracked('Total excess')], [220, '£450'])]);
    expect(text).toMatch(/^Total excess {2,}£450$/);
    expect(read(text).totalExcess).toMatchObject({ value: '450' });
    // A tracked word that only starts with a label word ('Renewalsteam') names no premium.
    expect(read(pageLayoutText([...row(0, [0, tracked('Renewals team')], [220, '£742.15'])])).renewalPremium?.value).not.toBe('742.15');
  });
});


describe('policy number', () => {
  test("two groups of capitals before the digits ('DVX PL 4410 2298'): both are the number's prefix", () => {
    expect(read('Policy number                 DVX PL 4410 2298\nVehicle   Ford Fiesta').policyNumber?.value).toBe('DVX PL 4410 2298');
    expect(read('Policy no.: KM Q 0193 7725').policyNumber?.value).toBe('KM Q 0193 7725');
  });

  test('near misses: capital words before a number, or letters with no digits after, are no prefix', () => {
    expect(read('Policy number   SEE PAGE 2\nVehicle   Ford Fiesta').policyNumber).toBeUndefined();
    expect(read('Policy number   ON FILE 2027').policyNumber).toBeUndefined();
    expect(read('Policy number   DVX PL\nVehicle   Ford Fiesta').policyNumber).toBeUndefined();
    // Three letter groups: not taken as a prefix.
    expect(read('Policy number   AB CD EF 4410').policyNumber).toBeUndefined();
  });

  test("a box beside the address: the address's lines between the label and its value are passed over", () => {
    const text = [
      '  Mrs Alison Reed',
      '                                                  Policy number',
      '  7 Mill Lane',
      '                                                  KP/4471902/03',
      '  Ludlow',
    ].join('\n');
    expect(read(text).policyNumber?.value).toBe('KP/4471902/03');
    // Pixel-exact pages drift by a character or two.
    expect(read(text.replace('      KP/', '    KP/')).policyNumber?.value).toBe('KP/4471902/03');
  });

  test('near misses: a line reaching under the label ends the search, and so do three lines of other text', () => {
    const reaching = ['                      Policy number', 'Please call us on 0345 600 1234 today', '                      KP/4471902/03'].join('\n');
    expect(read(reaching).policyNumber).toBeUndefined();
    const far = ['                      Policy number', 'Mrs Reed', '7 Mill Lane', 'Ludlow', '                      KP/4471902/03'].join('\n');
    expect(read(far).policyNumber).toBeUndefined();
    // A word under the label is no number.
    expect(read(['                      Policy number', 'Mrs Reed', '                      Renewal date'].join('\n')).policyNumber).toBeUndefined();
  });
});
