// Whether a picked notice file can be kept with the car's papers, and as what (issue 49 part 2). A phone may give a
// file no type: then its extension says. A WebP photo can be read but not kept.
import { DOCUMENT_CONTENT_TYPES, DOCUMENT_MAX_BYTES, DOCUMENT_NAME_MAX, type DocumentUploadType } from '@renewly/shared-contracts/features/policy-documents';

const BY_EXTENSION: Record<string, DocumentUploadType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  heif: 'image/heic',
};

/** The upload's Content-Type: the file's own type when it is one kept, else its extension's; null when neither. */
export function keptNoticeType(file: { name: string; type: string }): DocumentUploadType | null {
  const type = file.type.toLowerCase();
  if ((DOCUMENT_CONTENT_TYPES as readonly string[]).includes(type)) return type as DocumentUploadType;
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

export const canKeepNoticeFile = (file: File | undefined): file is File =>
  Boolean(file && file.size > 0 && file.size <= DOCUMENT_MAX_BYTES && keptNoticeType(file));

/** A name the server takes: no control characters or slashes, a long one shortened keeping its extension. */
export function keptNoticeName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim() || 'renewal-notice';
  if (clean.length <= DOCUMENT_NAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 6 ? clean.slice(dot) : '';
  return clean.slice(0, DOCUMENT_NAME_MAX - extension.length) + extension;
}
