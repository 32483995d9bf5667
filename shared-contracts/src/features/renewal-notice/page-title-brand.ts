// A web page saved or printed from the browser heads each page with the time it was printed and the page's title
// ('03/07/2027, 19:41      My Account – Renewal | Acme Brokers'). A title's parts set apart by '|', '–' or '-' name
// the page and, usually last, the site: a part naming no page ('My Account', 'Renewal') that the page writes again
// (a wordmark in its own case, 'acme brokers', or its web address run together, 'acmebrokers') is the firm's name,
// offered as the title spells it, flagged, when nothing else names a firm.
import { snippetOf, type RenewalNoticeField } from './found-field';
import { escaped, offered, writings } from './own-name-brand';

/** The browser's print header: the date and time, then the title after a gap. */
const PRINT_HEADER = /^[ \t]*\d{1,2}\/\d{1,2}\/\d{2,4},[ \t]+\d{1,2}:\d{2}(?:[ \t]*[AP]M)?[ \t]{2,}([^\n]+?)[ \t]*$/im;
const TITLE_PARTS = /[ \t]+[|–—-][ \t]+/;
/** Up to four words of a name, an '&' between them. */
const NAME = /^[A-Za-z][A-Za-z'&.-]*(?: (?:& )?[A-Za-z][A-Za-z'&.-]*){0,3}$/;
/** Words naming the page, not the site. */
const PAGE_WORD = /^(?:my|your|account|renewal|renew|review|summary|policy|policies|car|motor|insurance|mail|inbox|home|documents?|portal|client|customer|sign|in|dashboard|quote|details|overview|of|the|and|&)$/i;

export function pageTitleBrand(text: string): RenewalNoticeField | undefined {
  const header = PRINT_HEADER.exec(text.slice(0, 400));
  if (!header) return undefined;
  const titleEnd = header.index + header[0].length;
  const rest = text.slice(titleEnd);
  const parts = header[1]!.split(TITLE_PARTS).reverse();
  for (const part of parts) {
    if (!NAME.test(part) || part.split(' ').every((w) => PAGE_WORD.test(w))) continue;
    const runTogether = new RegExp(`\\b${escaped(part.replace(/[^A-Za-z]/g, '').toLowerCase())}\\.`, 'i');
    if (writings(rest, part).length === 0 && !runTogether.test(rest)) continue;
    return offered(part, snippetOf(text, header.index, titleEnd));
  }
  return undefined;
}
