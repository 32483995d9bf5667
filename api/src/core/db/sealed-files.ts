// Files kept encrypted in the database (issue 49: the car's papers, and a forwarded notice held until its review):
// AES-256-GCM over the whole file (at most 15 MB, so in memory), a random 96-bit nonce per file and the id of the
// record that holds it as additional data (a file moved under another record does not open), stored in the
// database's GridFS bucket `documents` (FerretDB v1 and MongoDB both serve it: policy-documents.routes.test.ts).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mongo, type Connection, Types } from 'mongoose';

export const DOCUMENTS_BUCKET = 'documents';

export class UnreadableDocumentError extends Error {}

export interface SealedFile {
  fileId: Types.ObjectId;
  nonce: string;
  tag: string;
}

const bucketOf = (connection: Connection) => {
  if (!connection.db) throw new Error('The database is not connected');
  return new mongo.GridFSBucket(connection.db, { bucketName: DOCUMENTS_BUCKET });
};

/** Encrypts and stores the bytes; `documentId` is bound in as additional data. */
export async function storeSealed(connection: Connection, key: Buffer, documentId: Types.ObjectId, bytes: Buffer): Promise<SealedFile> {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(String(documentId)));
  const sealed = Buffer.concat([cipher.update(bytes), cipher.final()]);
  const fileId = new Types.ObjectId();
  await new Promise<void>((resolve, reject) => {
    const upload = bucketOf(connection).openUploadStreamWithId(fileId, String(documentId), { metadata: { documentId } });
    upload.once('finish', () => resolve()).once('error', reject);
    upload.end(sealed);
  });
  return { fileId, nonce: nonce.toString('base64'), tag: cipher.getAuthTag().toString('base64') };
}

/** The plain bytes; UnreadableDocumentError when the key or the record does not match the file. */
export async function readSealed(connection: Connection, key: Buffer, documentId: Types.ObjectId, file: SealedFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    bucketOf(connection)
      .openDownloadStream(file.fileId)
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .once('end', () => resolve())
      .once('error', reject);
  });
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(file.nonce, 'base64'));
    decipher.setAAD(Buffer.from(String(documentId)));
    decipher.setAuthTag(Buffer.from(file.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.concat(chunks)), decipher.final()]);
  } catch {
    throw new UnreadableDocumentError('The document does not open with this key');
  }
}

/** Deletes stored files (those already gone are skipped). */
export async function deleteStoredFiles(connection: Connection, fileIds: Types.ObjectId[]): Promise<number> {
  const bucket = bucketOf(connection);
  let deleted = 0;
  for (const id of fileIds) {
    try {
      await bucket.delete(id);
      deleted += 1;
    } catch (err) {
      if (!(err instanceof mongo.MongoRuntimeError) || !/not found/i.test(err.message)) throw err;
    }
  }
  return deleted;
}
