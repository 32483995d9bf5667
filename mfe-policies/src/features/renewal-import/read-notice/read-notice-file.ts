// The renewal-notice reader the import dialog loads lazily (`import('./read-notice/read-notice-file')`): the text of
// an insurer's notice from a PDF or a photo, read in the browser, for parseRenewalNotice. Nothing of pdf.js or
// tesseract.js is in any first load: this module and its libraries are chunks of their own, and their workers,
// wasm, fonts and language data are files the remote serves (reader-assets.ts), fetched only when a file is read.
import { browserReaderEnvironment } from './browser-environment';
import { readNotice, type ReadNoticeOptions, type ReadNoticeResult } from './read-notice';

export { MAX_NOTICE_BYTES, NOTICE_FILE_ACCEPT, NoticeReadError, noticeReadMessage, type NoticeReadReason } from './notice-read-error';
export type { ReadNoticeResult, ReadProgress, ReadNoticeOptions } from './read-notice';

/**
 * Reads the file's text: a PDF page by page (pages with hardly any text, scans, by OCR), a JPEG, PNG or WebP photo by
 * OCR. Rejects with a NoticeReadError (its `reason`, and noticeReadMessage for the person); 'cancelled' when the
 * signal aborts, after stopping pdf.js and the OCR worker.
 */
export function readNoticeFile(file: File, options: ReadNoticeOptions = {}): Promise<ReadNoticeResult> {
  return readNotice(file, options, browserReaderEnvironment);
}
