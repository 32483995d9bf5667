// What is checked before a file is sent: its size, and the Content-Type to send (a phone may give a HEIC photo no
// type at all: then its extension says).
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENT_NAME_MAX,
  type DocumentUploadType,
} from '@renewly/shared-contracts/features/policy-documents';

const BY_EXTENSION: Record<string, DocumentUploadType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  heif: 'image/heif',
};

export function uploadTypeOf(file: { name: string; type: string }): DocumentUploadType | null {
  const type = file.type.toLowerCase();
  if ((DOCUMENT_CONTENT_TYPES as readonly string[]).includes(type)) return type as DocumentUploadType;
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

/** A file name the server takes: no control characters or slashes, a long one shortened keeping its extension. */
export function uploadName(name: string, fallback = 'document'): string {
  // eslint-disable-next-line no-control-regex
  const trimmed = name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim() || fallback;
  if (trimmed.length <= DOCUMENT_NAME_MAX) return trimmed;
  const dot = trimmed.lastIndexOf('.');
  const extension = dot > 0 && trimmed.length - dot <= 6 ? trimmed.slice(dot) : '';
  return trimmed.slice(0, DOCUMENT_NAME_MAX - extension.length) + extension;
}

/** Why this file cannot be sent, or null. */
export function fileProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooBig;
  if (file.size === 0) return DOCUMENT_MESSAGES.empty;
  return uploadTypeOf(file) ? null : DOCUMENT_MESSAGES.type;
}
