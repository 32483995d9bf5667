// The car's papers' pure rules: a size as the dialog says it, and what a file is from its first bytes.
import { DOCUMENT_MESSAGES, documentUploadQuerySchema, formatFileSize, sniffDocumentType } from './policy-documents';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

test('sizes: KB under a megabyte (never "0.0 MB" for a small file), one decimal under 10 MB', () => {
  expect(formatFileSize(0)).toBe('0 KB');
  expect(formatFileSize(120)).toBe('1 KB');
  expect(formatFileSize(24_000)).toBe('23 KB');
  expect(formatFileSize(8.3 * 1024 * 1024)).toBe('8.3 MB');
  expect(formatFileSize(200 * 1024 * 1024)).toBe('200 MB');
});

test('the type comes from the first bytes, not from the name or what the device said', () => {
  expect(sniffDocumentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  expect(sniffDocumentType(bytes([0xef, 0xbb, 0xbf], '%PDF-1.4'))).toBe('application/pdf');
  expect(sniffDocumentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  expect(sniffDocumentType(bytes([0x89], 'PNG\r\n'))).toBe('image/png');
  expect(sniffDocumentType(bytes([0, 0, 0, 0x1c], 'ftypheic'))).toBe('image/heic');
  expect(sniffDocumentType(bytes([0, 0, 0, 0x1c], 'ftypmif1'))).toBe('image/heic');
  expect(sniffDocumentType(bytes([0, 0, 0, 0x1c], 'ftypisom'))).toBeNull();
  expect(sniffDocumentType(bytes('<html><script>'))).toBeNull();
  expect(sniffDocumentType(new Uint8Array(0))).toBeNull();
});

test('the upload query: a kind of the list and a plain file name', () => {
  expect(documentUploadQuerySchema.safeParse({ kind: 'mot', name: ' MOT 2026.pdf ' })).toMatchObject({ success: true, data: { name: 'MOT 2026.pdf' } });
  for (const name of ['', 'a/b.pdf', 'a\\b.pdf', 'bad\u0000.pdf', 'x'.repeat(121)]) {
    expect(documentUploadQuerySchema.safeParse({ kind: 'mot', name }).error?.issues[0]?.message).toBe(DOCUMENT_MESSAGES.name);
  }
  expect(documentUploadQuerySchema.safeParse({ kind: 'passport', name: 'a.pdf' }).error?.issues[0]?.message).toBe(DOCUMENT_MESSAGES.kind);
});
