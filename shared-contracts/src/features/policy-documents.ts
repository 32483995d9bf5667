// Issue 49 part 2, the car's papers: documents kept with a policy (the renewal notice, the certificate of motor
// insurance, the policy schedule, the V5C, MOT certificates). Not exported from the index:
// '@renewly/shared-contracts/features/policy-documents'.
//   GET    /api/policies/:id/documents              the policy's documents (those marked private: the owner only)
//   POST   /api/policies/:id/documents?kind=&name=  the file itself as the body, Content-Type its type (owner, editor)
//   GET    /api/policy-documents/:id/file           the file (?download=1: as an attachment)
//   PATCH  /api/policy-documents/:id                { private } (owner only)
//   DELETE /api/policy-documents/:id                the owner, or the editor who added it
//   GET    /api/documents/usage                     how much of the user's allowance their documents use
import { z } from 'zod';

export const DOCUMENT_KINDS = ['renewalNotice', 'certificate', 'schedule', 'v5c', 'mot', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  renewalNotice: 'Renewal notice',
  certificate: 'Certificate of motor insurance',
  schedule: 'Policy schedule',
  v5c: 'V5C (logbook)',
  mot: 'MOT certificate',
  other: 'Other document',
};
/** The papers a driver may need at the roadside: offered "Keep on this phone". */
export const ROADSIDE_KINDS: readonly DocumentKind[] = ['certificate', 'schedule'];

/** The types taken as the upload's Content-Type. HEIC (an iPhone's photos) is kept as a JPEG. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif'] as const;
export type DocumentUploadType = (typeof DOCUMENT_CONTENT_TYPES)[number];
/** The types a stored document has. */
export const STORED_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The file picker's accept list. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,.heif,application/pdf,image/jpeg,image/png,image/heic,image/heif';

/** One document at most this big (15 MB). */
export const DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;
/** Each user's documents together, unless the operator sets DOCUMENTS_QUOTA_MB (200 MB). */
export const DEFAULT_DOCUMENTS_QUOTA_MB = 200;
export const DOCUMENT_NAME_MAX = 120;

const MB = 1024 * 1024;
/** '24 KB', '8.3 MB', '200 MB': a size as the Documents dialog and the allowance's message say it. */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) return `${bytes === 0 ? 0 : Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;
}

export const DOCUMENT_MESSAGES = {
  kind: `Choose what the document is: ${DOCUMENT_KINDS.join(', ')}`,
  name: `Give the document a file name of at most ${DOCUMENT_NAME_MAX} characters`,
  type: 'Only PDF, JPEG, PNG and HEIC files can be kept',
  empty: 'The file is empty',
  tooBig: `A document can be at most ${DOCUMENT_MAX_BYTES / MB} MB`,
  notWhatItSays: 'The file is not the type it says it is (its first bytes are not a PDF, JPEG, PNG or HEIC)',
  heicUnreadable: 'This HEIC photo could not be read. Export it as a JPEG on the phone and try again',
  overQuota: (used: number, quota: number) =>
    `Your documents would use more than your ${formatFileSize(quota)} (${formatFileSize(used)} used). Delete one you no longer need first`,
  notFound: 'Document not found',
  ownerOnlyPrivate: 'Only the owner of the policy can mark a document private',
  deleteNotAllowed: 'Only the owner, or the editor who added it, can delete this document',
  notConfigured: 'Keeping documents is not set up on this Renewly (the operator has not set DOCUMENTS_KEY)',
  unreadable: 'This document cannot be opened with the server\'s key (DOCUMENTS_KEY was changed). Upload it again',
  privateFlag: 'Say whether the document is private (true or false)',
} as const;

export const documentKindSchema = z.enum(DOCUMENT_KINDS, { error: DOCUMENT_MESSAGES.kind });
/** A file name as the user's device gave it: no path, no control characters. */
export const documentNameSchema = z
  .string({ error: DOCUMENT_MESSAGES.name })
  .trim()
  .min(1, DOCUMENT_MESSAGES.name)
  .max(DOCUMENT_NAME_MAX, DOCUMENT_MESSAGES.name)
  // eslint-disable-next-line no-control-regex
  .refine((name) => !/[\u0000-\u001f\u007f/\\]/.test(name), DOCUMENT_MESSAGES.name);

/** The upload's query string (the file is the body). */
export const documentUploadQuerySchema = z.object({ kind: documentKindSchema, name: documentNameSchema }).strict();

export const documentUpdateSchema = z.object({ private: z.boolean({ error: DOCUMENT_MESSAGES.privateFlag }) }).strict();

export const policyDocumentSchema = z.object({
  id: z.string(),
  policyId: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  name: z.string(),
  contentType: z.enum(STORED_DOCUMENT_TYPES),
  size: z.number().int().nonnegative(),
  /** Kept private by the owner: members do not see it. */
  private: z.boolean(),
  /**
   * The policy year it belongs to (the first day of the year it was added in, YYYY-MM-DD): last year's certificate
   * stays with last year when the policy renews.
   */
  termStart: z.string(),
  termEnd: z.string(),
  /** Added by this user. */
  addedByMe: z.boolean(),
  /** Converted on arrival (a HEIC photo kept as a JPEG). */
  convertedFrom: z.string().nullable(),
  createdAt: z.string(),
  /** What the user asking may do with it. */
  canDelete: z.boolean(),
  canMarkPrivate: z.boolean(),
});
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;
export const policyDocumentListSchema = z.array(policyDocumentSchema);

/** GET /api/documents/usage: `configured` false without DOCUMENTS_KEY. */
export const documentUsageSchema = z.object({ configured: z.boolean(), usedBytes: z.number(), quotaBytes: z.number() });
export type DocumentUsage = z.infer<typeof documentUsageSchema>;

export const DOCUMENT_PATHS = {
  list: (policyId: string) => `/api/policies/${policyId}/documents`,
  upload: (policyId: string, kind: DocumentKind, name: string) =>
    `/api/policies/${policyId}/documents?${new URLSearchParams({ kind, name }).toString()}`,
  file: (id: string) => `/api/policy-documents/${id}/file`,
  one: (id: string) => `/api/policy-documents/${id}`,
  usage: '/api/documents/usage',
} as const;

/** The Cache Storage name of the papers kept on this phone (the service worker answers from it offline). */
export const OFFLINE_DOCUMENTS_CACHE = 'renewly-documents-v1';

/** The content type of an upload, from its first bytes; null when it is none of those kept. */
export function sniffDocumentType(head: Uint8Array): 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic' | null {
  const at = (i: number) => head[i];
  // A PDF may have a few bytes before its header (readers look in the first 1,024).
  if (String.fromCharCode(...head.slice(0, 1024)).includes('%PDF-')) return 'application/pdf';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  // ISO base media: '....ftyp' then a HEIF brand.
  const brand = String.fromCharCode(...head.slice(8, 12));
  if (String.fromCharCode(...head.slice(4, 8)) === 'ftyp' && /^(heic|heix|heim|heis|hevc|hevx|mif1|msf1)$/.test(brand)) return 'image/heic';
  return null;
}
