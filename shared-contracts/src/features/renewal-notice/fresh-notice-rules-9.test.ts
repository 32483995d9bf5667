// The rules the ninth fresh set of notices asked for (mfe-policies read-notice/fresh-printed-notices-9.ts: layout and
// typography), each in a few lines of our own, with a near miss that must not be read (or must ask for a tick).
import { unspacedLetters } from './layout/letter-spaced';
import { pageLayoutText } from './layout/page-layout';
import { wordsFromPdfItems } from './layout/positioned-words';
import { parseRenewalNotice, type RenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });
type Money = 'renewalPremium' | 'previousPremium' | 'compulsoryExcess' | 'voluntaryExcess' | 'totalExcess';
const plain = (found: RenewalNotice, field: Money | 'renewalDate' | 'policyNumber') => found[field]?.value;

/** A pdf.js text item: its string drawn from x on baseline y, 5 units a character, 8 high. */
const item = (str: string, x: number, y: number) => ({ str, transform: [8, 0, 0, 8, x, y], width: str.length * 5, height: 8 });

describe('letter-spaced labels: pdf.js spells each word out with a space between its letters', () => {
  test('each spaced-out word is read as the word, a kerned pair of capitals among its letters too', () => {
    expect(unspacedLetters('R E F E R E N C E')).toBe('REFERENCE');
    expect(unspacedLetters('PA Y A B L E')).toBe('PAYABLE');
    expect(unspacedLetters('E N D S :')).toBe('ENDS:');
  });

  test('near miss: short words of ordinary text keep their spaces', () => {
    for (const text of ['I am a', 'Go to it', 'A B', 'No. 1 of 3', 'AB CD EF G']) expect(unspacedLetters(text)).toBe(text);
  });

  test('a spaced-out label over its value, and one beside it: the fields are read', () => {
    const items = [
      item('Y O U R', 0, 700), item('R E N E W A L', 45, 700), item('P R I C E', 120, 700),
      item('£512.34', 20, 688),
      item('E X C E S S', 0, 670), item('£300', 200, 670),
    ];
    const found = read(pageLayoutText(wordsFromPdfItems(items)));
    expect([plain(found, 'renewalPremium'), plain(found, 'totalExcess')]).toEqual(['512.34', '300']);
  });
});
