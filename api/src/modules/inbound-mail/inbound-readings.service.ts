// The readings as the user sees them (issue 49): only their own, only until expiresAt (the daily sweep deletes them
// after; until it runs, a query never returns one past its time).
import { Types } from 'mongoose';
import { INBOUND_READING_TEXTS, type InboundReading } from '@renewly/shared-contracts/features/inbound-readings';
import type { RenewalNotice } from '@renewly/shared-contracts/features/renewal-notice';
import { ApiError } from '../../core/http/api-error';
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

export async function markReadingReviewed(userId: string, id: string, now = new Date()): Promise<InboundReading> {
  const found = await InboundReadingModel.findOneAndUpdate({ _id: new Types.ObjectId(id), ...live(userId, now) }, { $set: { status: 'reviewed' } }, { returnDocument: 'after' }).lean();
  if (!found) throw new ApiError(404, INBOUND_READING_TEXTS.notFound);
  return toPublicReading(found);
}

/** Deletes every reading past its expiresAt (the daily inbound-readings:prune job; FerretDB has no TTL indexes). */
export async function pruneExpiredReadings(now = new Date()): Promise<number> {
  return (await InboundReadingModel.deleteMany({ expiresAt: { $lte: now } })).deletedCount;
}
