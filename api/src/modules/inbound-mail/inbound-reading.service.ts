import { Types } from 'mongoose';
import { parseRenewalNotice } from '@renewly/shared-contracts/features/renewal-notice';
import { addDays, displayRegistration } from '@renewly/shared-contracts';
import { inboundReadingLink } from '@renewly/shared-contracts/features/inbound-readings';
import { createNotification } from '../notifications';
import { readForwardedMail, type ForwardedMail } from './forwarded-mail';
import { PDF_TEXT_LIMITS, readPdfText, type PdfTextLimits } from './pdf-text';
import { INBOUND_READING_DAYS, InboundReadingModel, type InboundReadingRecord } from './inbound-reading.model';
import { checkSender, type SenderCheckOptions } from './sender-authentication';

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

/** PDFs read per email at most (each on its own limited thread, one after another). */
const MAX_PDFS_READ = 3;

/** The attached PDFs' text (pdf-text.ts, under the limits), and the names of those that could not be read. */
async function pdfTexts(documents: ForwardedMail['documents'], limits: PdfTextLimits): Promise<{ texts: string[]; unreadable: string[] }> {
  const texts: string[] = [];
  const unreadable: string[] = [];
  for (const doc of documents.filter((d) => d.contentType === 'application/pdf').slice(0, MAX_PDFS_READ)) {
    const result = await readPdfText(doc.content, limits);
    if (result.ok) texts.push(result.text);
    else unreadable.push(doc.filename);
  }
  return { texts, unreadable };
}

/** How a message is read: the PDFs' limits, and the SMTP envelope and DNS for checking who sent it. */
export type ReceiveOptions = SenderCheckOptions & { pdfLimits?: PdfTextLimits };

/**
 * Reads a forwarded message for `userId` (the email's words and its PDFs), checks who sent it, keeps the reading for the
 * review, and tells the user in the bell. A PDF stopped at its limits leaves the reading with what the email's words
 * gave; a sender that could not be checked is kept as unchecked.
 */
export async function receiveForwardedMail(userId: string, raw: Buffer, now: Date = new Date(), options: ReceiveOptions = {}): Promise<InboundReadingRecord> {
  const mail = await readForwardedMail(raw);
  const [pdfs, authentication] = await Promise.all([pdfTexts(mail.documents, options.pdfLimits ?? PDF_TEXT_LIMITS), checkSender(mail, raw, options)]);
  const notice = parseRenewalNotice([mail.text, ...pdfs.texts].join('\n\n'), { today: now.toISOString().slice(0, 10) });
  const reading = await InboundReadingModel.create({
    userId: new Types.ObjectId(userId),
    receivedAt: now,
    expiresAt: new Date(addDays(now.toISOString().slice(0, 10), INBOUND_READING_DAYS) + 'T00:00:00Z'),
    ...(mail.originalSender ? { sender: mail.originalSender } : {}),
    ...(mail.forwardedBy ? { forwardedBy: mail.forwardedBy.address } : {}),
    ...(mail.subject ? { subject: mail.subject } : {}),
    authentication,
    notice: JSON.parse(JSON.stringify(notice)) as Record<string, unknown>,
    documents: mail.documents.map((d) => ({ filename: d.filename, contentType: d.contentType, size: d.content.length })),
    ...(pdfs.unreadable.length > 0 ? { unreadableDocuments: pdfs.unreadable } : {}),
  });
  await createNotification(userId, { title: INBOUND_NOTIFICATION_TITLE, message: readingMessage(reading), link: inboundReadingLink(String(reading._id)) });
  return reading.toObject();
}
