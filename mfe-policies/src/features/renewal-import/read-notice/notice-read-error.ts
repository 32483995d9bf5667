// What can go wrong reading a renewal notice, and what the person is told. No reader code: cheap to import.

export const MAX_NOTICE_BYTES = 10 * 1024 * 1024;
/** For the file input's `accept`: a PDF (by type, and by name for systems that type it otherwise) or a photo. */
export const NOTICE_FILE_ACCEPT = 'application/pdf,.pdf,image/jpeg,image/png,image/webp';

export type NoticeReadReason = 'too-large' | 'empty' | 'not-supported' | 'password' | 'damaged' | 'unreadable' | 'sideways' | 'cancelled';

const MESSAGES: Record<Exclude<NoticeReadReason, 'cancelled'>, string> = {
  'too-large':
    "We couldn't read this file: it is larger than 10 MB. Try the PDF your insurer sent, or a photo of the notice's first page.",
  empty: "We couldn't read this file: it is empty. Try downloading the notice from your insurer again, or take a photo of it.",
  'not-supported':
    "We couldn't read this file: it isn't a PDF or a JPEG, PNG or WebP photo. Try the PDF your insurer sent, or a photo of the notice.",
  password:
    "We couldn't read this file: it is protected by a password. Save a copy without the password, or take a photo of the notice.",
  damaged:
    "We couldn't read this file: it looks damaged or incomplete. Try downloading the notice from your insurer again, or take a photo of it.",
  unreadable:
    "We couldn't read this file: we found too little text in it. If it is a photo, try a sharper photo in good light, with the whole page flat and in view.",
  sideways:
    "We couldn't read this photo: the page looks turned on its side or upside down. Turn the photo the right way up (or take it again with the page upright) and try again.",
};

export class NoticeReadError extends Error {
  readonly reason: NoticeReadReason;

  constructor(reason: NoticeReadReason, options?: { cause?: unknown }) {
    super(reason === 'cancelled' ? 'Reading the notice was cancelled' : MESSAGES[reason], options);
    this.name = 'NoticeReadError';
    this.reason = reason;
  }
}

/** The message for any failure of readNoticeFile; '' for a cancelled read (nothing to tell). */
export function noticeReadMessage(error: unknown): string {
  const reason: NoticeReadReason = error instanceof NoticeReadError ? error.reason : 'damaged';
  return reason === 'cancelled' ? '' : MESSAGES[reason];
}

export type NoticeKind = 'pdf' | 'jpeg' | 'png' | 'webp';

/**
 * What a file is by its first bytes, whatever its name or MIME type says. A PDF may have a little junk before its
 * '%PDF-' header (readers allow up to 1 KB).
 */
export function sniffNoticeKind(head: Uint8Array): NoticeKind | null {
  const at = (offset: number, ...bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'
  for (let i = 0; i + pdf.length <= Math.min(head.length, 1024); i++) if (at(i, ...pdf)) return 'pdf';
  return null;
}

/** True when the file says it is a PDF (its type or its name) though its bytes may not agree. */
export function saysPdf(file: { type?: string; name?: string }): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name ?? '');
}
