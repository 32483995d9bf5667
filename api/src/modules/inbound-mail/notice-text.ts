// The words of an email as the renewal-notice reader reads a page: an HTML email's tables become rows whose cells sit
// at their columns (two or more spaces apart, as pageLayoutText draws a PDF's), nothing remote is ever fetched
// (images are skipped, links keep their words only), quoted lines lose their '> ', and each forwarded message's header
// block is left out (its "Date:" is the day the insurer wrote, not a renewal date).
import { convert } from 'html-to-text';
import { findForwardedHeaderBlocks, unquoted, type ForwardedHeaderBlock } from './forwarded-headers';

const HTML_TO_TEXT_OPTIONS = {
  wordwrap: false as const,
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'table', format: 'dataTable', options: { colSpacing: 3, rowSpacing: 0, maxColumnWidth: 80, uppercaseHeaderCells: false } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'style', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'head', format: 'skip' },
  ],
};

/** An HTML email's words, tables as rows of cells at their columns. */
export function htmlText(html: string): string {
  return convert(html, HTML_TO_TEXT_OPTIONS);
}

/** The message's words: its HTML as text when it has HTML, else its plain text. */
export function messageWords(mail: { html?: string | false; text?: string }): string {
  return typeof mail.html === 'string' && mail.html.trim() !== '' ? htmlText(mail.html) : (mail.text ?? '');
}

/** The words for the reader: unquoted, and without every forwarded message's header block (`blocks`, found in them). */
export function withoutForwardBlocks(words: string, blocks: readonly ForwardedHeaderBlock[] = findForwardedHeaderBlocks(words)): string {
  const lines = unquoted(words).split(/\r?\n/);
  return lines
    .filter((_, index) => !blocks.some((block) => index >= block.lines.from && index < block.lines.to))
    .join('\n')
    .trim();
}
