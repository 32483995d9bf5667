// The car's papers (issue 49 part 2): what a user may do with a policy's documents, decided with the policy's own
// access (policies/policy-access.ts): anyone it is shared with reads them (not those the owner marked private),
// the owner and editors add, the owner marks one private, and a document is deleted by the owner or the editor who
// added it. Each user's documents together stay within the operator's allowance (DOCUMENTS_QUOTA_MB).
import { Types, type Connection } from 'mongoose';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  sniffDocumentType,
  type DocumentKind,
  type PolicyDocument,
} from '@renewly/shared-contracts/features/policy-documents';
import { currentTermStart } from '@renewly/shared-contracts';
import { ApiError } from '../../core/http/api-error';
import { PolicyModel, requirePolicyAccess, type PolicyGrant } from '../policies';
import { deleteStoredFiles, readSealed, storeSealed, UnreadableDocumentError } from '../../core/db/sealed-files';
import { heicToJpeg } from '../inbound-mail';
import { PolicyDocumentModel, type PolicyDocumentRecord } from './policy-document.model';

export interface DocumentsSetup {
  connection: Connection;
  /** DOCUMENTS_KEY; null: documents cannot be kept here. */
  key: Buffer | null;
  quotaBytes: number;
}

const oid = (id: string) => new Types.ObjectId(id);

/** The documents' setup from the app's config (DOCUMENTS_KEY, DOCUMENTS_QUOTA_MB) and its database connection. */
export const documentsSetup = ({ config, connection }: { config: { documents: { key: Buffer | null; quotaBytes: number } }; connection: Connection }): DocumentsSetup => ({
  connection,
  key: config.documents.key,
  quotaBytes: config.documents.quotaBytes,
});

function keyOf(setup: DocumentsSetup): Buffer {
  if (!setup.key) throw new ApiError(503, DOCUMENT_MESSAGES.notConfigured);
  return setup.key;
}

function toPublic(d: PolicyDocumentRecord, userId: string, grant: PolicyGrant): PolicyDocument {
  const owner = grant.access === 'owner';
  const addedByMe = String(d.addedBy) === userId;
  return {
    id: String(d._id),
    policyId: String(d.policyId),
    kind: d.kind,
    name: d.name,
    contentType: d.contentType,
    size: d.size,
    private: d.private,
    termStart: d.termStart,
    termEnd: d.termEnd,
    addedByMe,
    convertedFrom: d.convertedFrom ?? null,
    createdAt: d.createdAt.toISOString(),
    canDelete: owner || (grant.access === 'editor' && addedByMe),
    canMarkPrivate: owner,
  };
}

/** A document the user may see, with their access to its policy; 404 otherwise (also for another's private one). */
async function visibleDocument(userId: string, documentId: string): Promise<{ record: PolicyDocumentRecord; grant: PolicyGrant }> {
  if (!Types.ObjectId.isValid(documentId)) throw new ApiError(404, DOCUMENT_MESSAGES.notFound);
  const record = await PolicyDocumentModel.findOne({ _id: oid(documentId) }).limit(1).lean<PolicyDocumentRecord>();
  if (!record) throw new ApiError(404, DOCUMENT_MESSAGES.notFound);
  const grant = await requirePolicyAccess(userId, String(record.policyId), 'read').catch(() => {
    throw new ApiError(404, DOCUMENT_MESSAGES.notFound);
  });
  if (record.private && grant.access !== 'owner') throw new ApiError(404, DOCUMENT_MESSAGES.notFound);
  return { record, grant };
}

export async function listDocuments(userId: string, policyId: string): Promise<PolicyDocument[]> {
  const grant = await requirePolicyAccess(userId, policyId, 'read');
  const filter = grant.access === 'owner' ? { policyId: oid(policyId) } : { policyId: oid(policyId), private: false };
  const records = await PolicyDocumentModel.find(filter).sort({ createdAt: -1, _id: -1 }).lean<PolicyDocumentRecord[]>();
  return records.map((d) => toPublic(d, userId, grant));
}

/** The bytes held under the owner's name (their allowance counts every document of their policies). */
export async function usedBytes(ownerId: string): Promise<number> {
  const sizes = await PolicyDocumentModel.find({ userId: oid(ownerId) }, { size: 1 }).lean();
  return sizes.reduce((sum, d) => sum + d.size, 0);
}

export interface Upload {
  kind: DocumentKind;
  name: string;
  /** The request's Content-Type. */
  declaredType: string;
  bytes: Buffer;
}

/** What the upload is, from its first bytes (never from what the device said alone). */
function uploadType(upload: Upload): 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic' {
  if (upload.bytes.length === 0) throw new ApiError(400, DOCUMENT_MESSAGES.empty);
  if (upload.bytes.length > DOCUMENT_MAX_BYTES) throw new ApiError(413, DOCUMENT_MESSAGES.tooBig);
  const sniffed = sniffDocumentType(upload.bytes.subarray(0, 1024));
  const declared = upload.declaredType === 'image/heif' ? 'image/heic' : upload.declaredType;
  if (!sniffed || sniffed !== declared) throw new ApiError(415, DOCUMENT_MESSAGES.notWhatItSays);
  return sniffed;
}

const asJpegName = (name: string) => `${name.replace(/\.(heic|heif)$/i, '')}.jpg`;

export async function addDocument(setup: DocumentsSetup, userId: string, policyId: string, upload: Upload): Promise<PolicyDocument> {
  const key = keyOf(setup);
  const grant = await requirePolicyAccess(userId, policyId, 'edit');
  const type = uploadType(upload);
  let { bytes, name } = upload;
  let contentType: PolicyDocumentRecord['contentType'];
  let convertedFrom: string | null = null;
  if (type === 'image/heic') {
    bytes = await heicToJpeg(bytes).catch(() => {
      throw new ApiError(415, DOCUMENT_MESSAGES.heicUnreadable);
    });
    name = asJpegName(name);
    contentType = 'image/jpeg';
    convertedFrom = 'image/heic';
  } else {
    contentType = type;
  }
  const overQuota = (used: number) => used > setup.quotaBytes;
  const before = await usedBytes(grant.ownerId);
  if (overQuota(before + bytes.length)) throw new ApiError(413, DOCUMENT_MESSAGES.overQuota(before, setup.quotaBytes));

  const policy = await PolicyModel.findOne({ _id: oid(policyId) }, { renewalDate: 1, termStart: 1 }).limit(1).lean<{ renewalDate: string; termStart?: string | null }>();
  if (!policy) throw new ApiError(404, DOCUMENT_MESSAGES.notFound);
  const id = new Types.ObjectId();
  const sealed = await storeSealed(setup.connection, key, id, bytes);
  const record = await PolicyDocumentModel.create({
    _id: id,
    userId: oid(grant.ownerId),
    policyId: oid(policyId),
    addedBy: oid(userId),
    kind: upload.kind,
    name,
    contentType,
    size: bytes.length,
    private: false,
    termStart: currentTermStart({ renewalDate: policy.renewalDate, termStart: policy.termStart ?? undefined }),
    termEnd: policy.renewalDate,
    convertedFrom,
    ...sealed,
  });
  // Two uploads at once may both have fitted before either was stored: counted again, the one that tips it goes.
  const after = await usedBytes(grant.ownerId);
  if (overQuota(after)) {
    await removeDocuments(setup.connection, [record.toObject()]);
    throw new ApiError(413, DOCUMENT_MESSAGES.overQuota(after - bytes.length, setup.quotaBytes));
  }
  return toPublic(record.toObject(), userId, grant);
}

export async function openDocument(setup: DocumentsSetup, userId: string, documentId: string): Promise<{ document: PolicyDocument; bytes: Buffer }> {
  const key = keyOf(setup);
  const { record, grant } = await visibleDocument(userId, documentId);
  try {
    return { document: toPublic(record, userId, grant), bytes: await readSealed(setup.connection, key, record._id, record) };
  } catch (err) {
    if (err instanceof UnreadableDocumentError) throw new ApiError(409, DOCUMENT_MESSAGES.unreadable);
    throw err;
  }
}

export async function setDocumentPrivate(userId: string, documentId: string, isPrivate: boolean): Promise<PolicyDocument> {
  const { record, grant } = await visibleDocument(userId, documentId);
  if (grant.access !== 'owner') throw new ApiError(403, DOCUMENT_MESSAGES.ownerOnlyPrivate);
  await PolicyDocumentModel.updateOne({ _id: record._id }, { $set: { private: isPrivate } });
  return toPublic({ ...record, private: isPrivate }, userId, grant);
}

export async function deleteDocument(connection: Connection, userId: string, documentId: string): Promise<void> {
  const { record, grant } = await visibleDocument(userId, documentId);
  if (!toPublic(record, userId, grant).canDelete) throw new ApiError(403, DOCUMENT_MESSAGES.deleteNotAllowed);
  await removeDocuments(connection, [record]);
}

/** Records and their files; the record first, so a document half-deleted never shows. */
async function removeDocuments(connection: Connection, records: Pick<PolicyDocumentRecord, '_id' | 'fileId'>[]): Promise<number> {
  if (records.length === 0) return 0;
  const { deletedCount } = await PolicyDocumentModel.deleteMany({ _id: { $in: records.map((r) => r._id) } });
  await deleteStoredFiles(connection, records.map((r) => r.fileId));
  return deletedCount;
}

/** "Keep this notice" on a forwarded notice's review: kept as the policy's renewal notice, as an upload would be. */
export function keepNoticeWithPolicy(deps: Parameters<typeof documentsSetup>[0]) {
  const setup = documentsSetup(deps);
  return (userId: string, policyId: string, file: { name: string; contentType: string; bytes: Buffer }): Promise<PolicyDocument> =>
    addDocument(setup, userId, policyId, { kind: 'renewalNotice', name: file.name, declaredType: file.contentType, bytes: file.bytes });
}

/** A policy is deleted: its documents go with it. */
export async function deleteDocumentsOfPolicy(connection: Connection, policyId: string): Promise<number> {
  const records = await PolicyDocumentModel.find({ policyId: oid(policyId) }, { fileId: 1 }).lean();
  return removeDocuments(connection, records);
}

/** Erasure: every document of the user's policies (whoever added it), files included. */
export async function deleteDocumentsOfUser(connection: Connection, userId: string): Promise<number> {
  const records = await PolicyDocumentModel.find({ userId: oid(userId) }, { fileId: 1 }).lean();
  return removeDocuments(connection, records);
}

/** The export: each of the user's own policies' documents, opened (those that no longer open are named instead). */
export async function* documentsForExport(
  setup: DocumentsSetup,
  userId: string,
): AsyncGenerator<{ policyId: string; document: PolicyDocumentRecord; bytes: Buffer | null }> {
  const records = await PolicyDocumentModel.find({ userId: oid(userId) }).sort({ createdAt: 1, _id: 1 }).lean<PolicyDocumentRecord[]>();
  for (const document of records) {
    let bytes: Buffer | null = null;
    if (setup.key) bytes = await readSealed(setup.connection, setup.key, document._id, document).catch(() => null);
    yield { policyId: String(document.policyId), document, bytes };
  }
}
