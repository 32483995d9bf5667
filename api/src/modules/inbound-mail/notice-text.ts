// The words of an email as the renewal-notice reader reads a page: an HTML email's tables become rows whose cells sit
// at their columns (two or more spaces apart, as pageLayoutText draws a PDF's), nothing remote is ever fetched
// (images are skipped, links keep their words only), quoted lines lose their '> ', and each forwarded message's header
// block is left out (its "Date:" is the day the insurer wrote, not a renewal date). Marks no one sees are taken out:
// a soft hyphen or a zero-width space that lets a word break ('Com&shy;pulsory', 'pre&#8203;mium') and a preheader's
// zero-width padding, so the word is read whole.
import { convert } from 'html-to-text';
import { findForwardedHeaderBlocks, unquoted, type ForwardedHeaderBlock } from './forwarded-headers';

/** Soft hyphen, zero-width space, non-joiner and joiner, word joiner, byte-order mark. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

const HTML_TO_TEXT_OPTIONS = {
  wordwrap: false as const,
  // Not the zero-width space, which html-to-text would make a space inside a word: it is taken out (INVISIBLE).
  whitespaceCharacters: ' \t\r\n\f',
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
  return withoutInvisibleMarks(convert(html, HTML_TO_TEXT_OPTIONS));
}

export function withoutInvisibleMarks(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** The message's words: its HTML as text when it has HTML, else its plain text. */
export function messageWords(mail: { html?: string | false; text?: string }): string {
  return typeof mail.html === 'string' && mail.html.trim() !== '' ? htmlText(mail.html) : withoutInvisibleMarks(mail.text ?? '');
}

/**
 * The words for the reader: unquoted, from the last forwarded message's header block on (`blocks`, found in them), and
 * without any block's lines. What a forwarder typed above a forwarded message is their note, not the notice: its
 * figures are their own ('I'm sure we only paid about £560 last time'), and it is left out, as the note around an
 * attached message is.
 */
export function withoutForwardBlocks(words: string, blocks: readonly ForwardedHeaderBlock[] = findForwardedHeaderBlocks(words)): string {
  const lines = unquoted(words).split(/\r?\n/);
  const noticeFrom = blocks.at(-1)?.lines.to ?? 0;
  return lines
    .slice(noticeFrom)
    .join('\n')
    .trim();
}
