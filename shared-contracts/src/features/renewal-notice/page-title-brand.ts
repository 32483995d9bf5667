// A web page saved or printed from the browser heads each page with the time it was printed and the page's title
// ('03/07/2027, 19:41      My Account – Renewal | Acme Brokers'). A title's parts set apart by '|', '–' or '-' name
// the page and, usually last, the site: a part naming no page ('My Account', 'Renewal') that the page writes again
// (a wordmark in its own case, 'acme brokers', or its web address run together, 'acmebrokers') is the firm's name,
// offered as the title spells it, flagged, when nothing else names a firm. So too a name on one of the page's first
// lines that is the site's own web address, printed in the page's footer ('Tiger.co.uk' over the page,
// 'https://my.tiger.co.uk/policies/...' under it).
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

/** The page's own address as the browser prints it in the footer: its domain's labels. */
const PAGE_ADDRESS = /\bhttps?:\/\/((?:[a-z0-9-]+\.)+(?:co\.uk|com|uk))\//gi;
/** How many of the page's first lines may hold the site's name. */
const TOP_LINES = 12;

export function siteNamedByItsAddress(text: string): RenewalNoticeField | undefined {
  const domains = [...text.matchAll(PAGE_ADDRESS)].map((m) => m[1]!.toLowerCase());
  if (domains.length === 0) return undefined;
  let at = 0;
  for (const line of text.split('\n').slice(0, TOP_LINES)) {
    const name = line.trim().split(/[ \t]{3,}/)[0]!;
    // The name is the domain, or its end past a subdomain ('Tiger.co.uk' for 'my.tiger.co.uk').
    if (/^[A-Za-z][\w-]*\.(?:co\.uk|com|uk)$/.test(name) && domains.some((d) => d === name.toLowerCase() || d.endsWith(`.${name.toLowerCase()}`))) {
      const start = at + line.indexOf(name);
      return offered(name, snippetOf(text, start, start + name.length));
    }
    at += line.length + 1;
  }
  return undefined;
}
