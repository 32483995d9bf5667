// The importer's own words (issue 25): progress while it reads, and what to try when a file is not a notice.

import type { ReadProgress } from './read-notice/read-notice';

export const IMPORT_TITLE = 'Check your renewal notice';
export const READ_ON_DEVICE = 'Your notice is read on this device: the file itself is not uploaded unless you choose to keep it.';
export const NOT_A_NOTICE =
  "We couldn't read this file as a renewal notice: we found none of its figures. Choose the renewal notice your insurer sent (usually a PDF), or a clear photo of its first page.";
export const PHOTO_NOT_A_NOTICE =
  "We couldn't read this file as a renewal notice: too little of the photo could be read. Try a sharper photo in good light, with the whole page flat and in view.";
export const READER_NOT_LOADED =
  "We couldn't start reading this file: the notice reader did not load. Check your connection and try again.";
export const CHECK_MARKED = "Check the marked values first: correct them, or tick 'This is right'.";

/** 'Reading page 2 of 7…', then 'Recognising text… 40%' (with its page when a PDF page is read by OCR). */
export function progressText(progress: ReadProgress | null): string {
  if (!progress) return 'Opening the file…';
  if (progress.stage === 'pdf') return `Reading page ${progress.page} of ${progress.pages}…`;
  const percent = `${Math.round(Math.min(1, Math.max(0, progress.progress)) * 100)}%`;
  return progress.page && progress.pages
    ? `Recognising text on page ${progress.page} of ${progress.pages}… ${percent}`
    : `Recognising text… ${percent}`;
}

/** How far along, 0–100, for the progress bar. */
export function progressPercent(progress: ReadProgress | null): number {
  if (!progress) return 0;
  if (progress.stage === 'pdf') return Math.round(((progress.page - 1) / Math.max(1, progress.pages)) * 100);
  const pageShare = progress.page && progress.pages ? (progress.page - 1 + progress.progress) / progress.pages : progress.progress;
  return Math.round(Math.min(1, Math.max(0, pageShare)) * 100);
}
