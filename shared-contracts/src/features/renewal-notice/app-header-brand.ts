// A phone's screen saved or photographed: the status bar first ('09:14      4G 78%'), then the app's header with its
// wordmark between the buttons ('‹ Back     prima     ?', 'marmalade     Menu ☰'). A wordmark in small letters is a
// common word to the brand list ('marmalade'), so only here, in the header under a status bar, is it taken for the
// app's brand: the listed brand it spells (whatever its case), or, unlisted, the word as printed; asking for a tick
// either way, when nothing else names the insurer (insurer-brand.ts).
import { snippetOf, type RenewalNoticeField } from './found-field';
import { offered } from './own-name-brand';

/** A phone's status bar: the time, then the signal or the battery. */
const STATUS_BAR = /^[ \t]*\d{1,2}:\d{2}\b[^\n]*?(?:\b[345]G\b|\d{1,3}%)[^\n]*$/;
/** A header's buttons and symbols, not the wordmark. */
const BUTTON = /^(?:[‹<←]?\s*back|menu|help|close|account|settings|your renewal|renewal)?[\s‹<←›>?☰≡=|]*$/i;
/** The wordmark: a word or two, letters only. */
const WORDMARK = /^[A-Za-z][A-Za-z'&-]*(?: [A-Za-z][A-Za-z'&-]*)?$/;

export const APP_HEADER_REASON = "Read from the app's header at the top of the screen: check the insurer's name.";

export function appHeaderBrand(text: string, listedName: (word: string) => string | undefined): RenewalNoticeField | undefined {
  const [bar, header] = text.split('\n', 2);
  if (bar === undefined || header === undefined || !STATUS_BAR.test(bar)) return undefined;
  const marks = header.trim().split(/[ \t]{2,}/).map((cell) => cell.replace(/^[‹<←]\s*back\b\s*/i, '').replace(/\s*(?:menu|help)?\s*[☰≡=?]*$/i, '').trim()).filter((cell) => cell !== '' && !BUTTON.test(cell));
  if (marks.length !== 1 || !WORDMARK.test(marks[0]!)) return undefined;
  const word = marks[0]!;
  const start = bar.length + 1 + header.indexOf(word);
  const snippet = snippetOf(text, start, start + word.length);
  const listed = listedName(word);
  return listed ? { value: listed, confidence: 'low', snippet, flag: 'check', reason: APP_HEADER_REASON } : offered(word, snippet);
}
