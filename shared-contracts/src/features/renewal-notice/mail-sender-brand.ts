// A printed email's sender: 'From: Russell Scanlan Personal Lines <personal@russellscanlan.com>'. The name shown is the
// firm's when its mail address is at the firm's own domain (the name's first word starts a part of the domain:
// 'russellscanlan', 'crendon', 'email.directline.com'); a person writing from a firm ('Tom Bexley <tom@acme.co.uk>') is
// no brand. Offered, flagged, as the longest run of the name's opening words the letter writes again elsewhere (a
// heading, the small print), so a desk's name after it ('Personal Lines') is dropped.
import { snippetOf, type RenewalNoticeField } from './found-field';
import { offered, writings } from './own-name-brand';

// (Also in a reply's quoted lines: '> From:    Reich Insurance <renewals@reich-insurance.co.uk>'.)
const FROM_LINE = /(?<=^|\n)[ \t]*(?:>[ \t]*)*from:[ \t]*["“]?([A-Za-z][A-Za-z'&. –—|-]{1,60}?)["”]?[ \t]*<[^@\s>]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)>/gi;
/** A company's ending, which the letter's other writings may leave off. */
const COMPANY_ENDING = /\s+(?:Limited|Ltd\.?|plc)$/i;

/** A desk's name set before the firm's, apart by a dash or bar: 'Personal Lines – West Norfolk Insurance Services'. */
const DESK_APART = /[ \t]+[–—|-][ \t]+/;

export function mailSenderBrand(text: string): RenewalNoticeField | undefined {
  for (const m of text.matchAll(FROM_LINE)) {
    const parts = m[1]!.trim().split(DESK_APART);
    const words = parts.at(-1)!.replace(COMPANY_ENDING, '').split(/\s+/);
    // Any part of the domain: a firm's mail often comes from a subdomain ('renewals@email.directline.com').
    const labels = m[2]!.toLowerCase().split('.');
    const first = words[0]?.toLowerCase().replace(/[^a-z0-9]/g, '') ?? '';
    if (first.length < 3 || !labels.some((label) => label.startsWith(first))) continue;
    const lineEnd = m.index + m[0].length;
    for (let n = words.length; n >= 1; n -= 1) {
      const name = words.slice(0, n).join(' ');
      // Written again outside the From line itself.
      if (writings(text, name).some((w) => w.index >= lineEnd || w.index < m.index)) return offered(name, snippetOf(text, m.index, lineEnd));
    }
  }
  return undefined;
}
