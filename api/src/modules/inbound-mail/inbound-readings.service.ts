// The readings as the user sees them (issue 49): only their own, only until expiresAt (the daily sweep deletes them
// after; until it runs, a query never returns one past its time).
import { Types } from 'mongoose';
import { INBOUND_READING_TEXTS, type InboundReading } from '@renewly/shared-contracts/features/inbound-readings';
import type { RenewalNotice } from '@renewly/shared-contracts/features/renewal-notice';
import { ApiError } from '../../core/http/api-error';
import { deleteStoredFiles, readSealed } from '../../core/db/sealed-files';
import { InboundReadingModel, type InboundReadingRecord } from './inbound-reading.model';
import { readingMessage } from './inbound-reading.service';

function toPublicReading(r: InboundReadingRecord): InboundReading {
  return {
    id: String(r._id),
    receivedAt: r.receivedAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    status: r.status,
    sender: r.sender ? { ...(r.sender.name ? { name: r.sender.name } : {}), address: r.sender.address, domain: r.sender.domain } : null,
    subject: r.subject ?? null,
    authentication: r.authentication
      ? {
          how: r.authentication.how,
          signedBy: [...r.authentication.signedBy],
          ...(r.authentication.alignedSigner ? { alignedSigner: r.authentication.alignedSigner } : {}),
          ...(r.authentication.brokenSignature ? { brokenSignature: true } : {}),
          ...(r.authentication.dmarc ? { dmarc: r.authentication.dmarc } : {}),
          ...(r.authentication.unchecked ? { unchecked: true } : {}),
        }
      : null,
    notice: r.notice as RenewalNotice,
    documents: r.documents.map(({ filename, contentType, size }) => ({ filename, contentType, size })),
    unreadableDocuments: [...(r.unreadableDocuments ?? [])],
    heldNotice: r.heldNotice ? { filename: r.heldNotice.filename, contentType: r.heldNotice.contentType, size: r.heldNotice.size } : null,
    message: readingMessage(r),
  };
}

const live = (userId: string, now: Date) => ({ userId: new Types.ObjectId(userId), expiresAt: { $gt: now } });

export async function listUnreadReadings(userId: string, now = new Date()): Promise<InboundReading[]> {
  const found = await InboundReadingModel.find({ ...live(userId, now), status: 'unread' }).sort({ receivedAt: -1 }).limit(50).lean();
  return found.map(toPublicReading);
}

/** The user's reading, or a 404 that says nothing of anyone else's. */
export async function findReading(userId: string, id: string, now = new Date()): Promise<InboundReading> {
  const found = await InboundReadingModel.findOne({ _id: new Types.ObjectId(id), ...live(userId, now) }).lean();
  if (!found) throw new ApiError(404, INBOUND_READING_TEXTS.notFound);
  return toPublicReading(found);
}

/** The held notice as the review keeps it: its name, type and bytes. */
export interface HeldNoticeFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}
/** Keeps the held notice with a policy (the policy-documents module's add, passed in by routes.ts). */
export type KeepNotice = (userId: string, policyId: string, file: HeldNoticeFile) => Promise<unknown>;

/**
 * The review was saved: with `keep`, the held notice is kept with that policy first (a refusal, such as the
 * allowance, answers as such and the reading stays unread, so the user can try again); then the held copy is dropped
 * and the reading marked reviewed.
 */
export async function markReadingReviewed(
  userId: string,
  id: string,
  keep?: { policyId: string; key: Buffer | null; keepNotice: KeepNotice },
  now = new Date(),
): Promise<InboundReading> {
  const found = await InboundReadingModel.findOne({ _id: new Types.ObjectId(id), ...live(userId, now) }).lean();
  if (!found) throw new ApiError(404, INBOUND_READING_TEXTS.notFound);
  if (keep) {
    const held = found.heldNotice;
    if (!held || !keep.key) throw new ApiError(409, INBOUND_READING_TEXTS.noHeldNotice);
    const bytes = await readSealed(InboundReadingModel.db, keep.key, found._id, held).catch(() => {
      throw new ApiError(409, INBOUND_READING_TEXTS.noHeldNotice);
    });
    await keep.keepNotice(userId, keep.policyId, { name: held.filename, contentType: held.contentType, bytes });
  }
  const updated = await InboundReadingModel.findOneAndUpdate(
    { _id: found._id, ...live(userId, now) },
    { $set: { status: 'reviewed' }, $unset: { heldNotice: 1 } },
    { returnDocument: 'after' },
  ).lean();
  if (!updated) throw new ApiError(404, INBOUND_READING_TEXTS.notFound);
  if (found.heldNotice) await deleteStoredFiles(InboundReadingModel.db, [found.heldNotice.fileId]);
  return toPublicReading(updated);
}

/** Erasure: the notices held for the user's readings (the readings themselves go with the user's other records). */
export async function deleteHeldNoticesOfUser(userId: string): Promise<number> {
  const held = await InboundReadingModel.find({ userId: new Types.ObjectId(userId), heldNotice: { $exists: true } }, { heldNotice: 1 }).lean();
  return deleteStoredFiles(InboundReadingModel.db, held.flatMap((r) => (r.heldNotice ? [r.heldNotice.fileId] : [])));
}

/** Deletes every reading past its expiresAt (the daily inbound-readings:prune job; FerretDB has no TTL indexes). */
export async function pruneExpiredReadings(now = new Date()): Promise<number> {
  const expired = await InboundReadingModel.find({ expiresAt: { $lte: now }, heldNotice: { $exists: true } }, { heldNotice: 1 }).lean();
  await deleteStoredFiles(InboundReadingModel.db, expired.flatMap((r) => (r.heldNotice ? [r.heldNotice.fileId] : [])));
  return (await InboundReadingModel.deleteMany({ expiresAt: { $lte: now } })).deletedCount;
}
