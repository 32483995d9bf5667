import { Types } from 'mongoose';
import { parseRenewalNotice } from '@renewly/shared-contracts/features/renewal-notice';
import { addDays, displayRegistration } from '@renewly/shared-contracts';
import { inboundReadingLink } from '@renewly/shared-contracts/features/inbound-readings';
import { createNotification } from '../notifications';
import { readForwardedMail } from './forwarded-mail';
import { INBOUND_READING_DAYS, InboundReadingModel, type InboundReadingRecord } from './inbound-reading.model';

export const INBOUND_NOTIFICATION_TITLE = 'Renewal notice received';

/**
 * The bell's line: "We read your renewal notice from Aviva for AB12 CDE: check it" (the parts it knows); when nothing
 * could be read from the email's words (the figures are in a document), it says only that the email came.
 */
export function inboundNotificationMessage(read: boolean, insurer: string | undefined, registration: string | undefined): string {
  const from = insurer ? ` from ${insurer}` : '';
  if (!read) return `We received your renewal email${from}: check it`;
  const car = registration ? ` for ${displayRegistration(registration)}` : '';
  return `We read your renewal notice${from}${car}: check it`;
}

/** The bell's line for a stored reading (the same words it was told with). */
export function readingMessage(r: Pick<InboundReadingRecord, 'notice' | 'sender'>): string {
  const notice = r.notice as { insurer?: { value?: string }; registrationNumber?: { value?: string } };
  return inboundNotificationMessage(Object.keys(r.notice).length > 0, notice.insurer?.value ?? r.sender?.name, notice.registrationNumber?.value);
}

/** Reads a forwarded message for `userId`, keeps the reading for the review, and tells the user in the bell. */
export async function receiveForwardedMail(userId: string, raw: Buffer, now: Date = new Date()): Promise<InboundReadingRecord> {
  const mail = await readForwardedMail(raw);
  const notice = parseRenewalNotice(mail.text, { today: now.toISOString().slice(0, 10) });
  const reading = await InboundReadingModel.create({
    userId: new Types.ObjectId(userId),
    receivedAt: now,
    expiresAt: new Date(addDays(now.toISOString().slice(0, 10), INBOUND_READING_DAYS) + 'T00:00:00Z'),
    ...(mail.originalSender ? { sender: mail.originalSender } : {}),
    ...(mail.forwardedBy ? { forwardedBy: mail.forwardedBy.address } : {}),
    ...(mail.subject ? { subject: mail.subject } : {}),
    notice: JSON.parse(JSON.stringify(notice)) as Record<string, unknown>,
    documents: mail.documents.map((d) => ({ filename: d.filename, contentType: d.contentType, size: d.content.length })),
  });
  await createNotification(userId, { title: INBOUND_NOTIFICATION_TITLE, message: readingMessage(reading), link: inboundReadingLink(String(reading._id)) });
  return reading.toObject();
}
