import { Types } from 'mongoose';
import { parseRenewalNotice } from '@renewly/shared-contracts/features/renewal-notice';
import { addDays, displayRegistration } from '@renewly/shared-contracts';
import { inboundReadingLink } from '@renewly/shared-contracts/features/inbound-readings';
import { FORWARDING_TEXTS } from '@renewly/shared-contracts/features/forwarding-address-texts';
import { UK_MOTOR_BRANDS } from '@renewly/shared-contracts/features/renewal-notice/uk-motor-brands';
import { DOCUMENT_MAX_BYTES } from '@renewly/shared-contracts/features/policy-documents';
import type { AppDeps } from '../../core/app-deps';
import { storeSealed } from '../../core/db/sealed-files';
import { createNotification } from '../notifications';
import { UserModel } from '../users';
import { wantsEmailWhenRead } from './forwarding-address.service';
import { readForwardedMail, type ForwardedMail } from './forwarded-mail';
import { PDF_TEXT_LIMITS, readPdfText, type PdfTextLimits } from './pdf-text';
import { PHOTO_TEXT_LIMITS, readPhotoText, type PhotoTextLimits } from './photo-text';
import { heicToJpeg } from './heic-to-jpeg';
import { INBOUND_READING_DAYS, InboundReadingModel, type InboundReadingRecord } from './inbound-reading.model';
import { checkSender, type SenderCheckOptions, type SmtpEnvelope } from './sender-authentication';

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

/** A listed insurer brand's own spelling for `name` ('aviva' -> 'Aviva'), or undefined when it names none. */
function listedBrand(name: string | undefined): string | undefined {
  const wanted = name?.trim().toLowerCase();
  if (!wanted) return undefined;
  return UK_MOTOR_BRANDS.find((b) => b.name.toLowerCase() === wanted || b.aliases.some((a) => a.toLowerCase() === wanted))?.name;
}

/**
 * The email's line: the bell's sentence, except that the forwarded message's own From name is used only when it is a
 * listed insurer's name. That name is whatever the sender wrote ('Claim your refund at evil.example'); the bell shows
 * it inside the app, but an email from Renewly must not carry a stranger's words. The insurer the reader found in the
 * notice is already a listed brand (insurer-brand.ts), and the plate is the reader's.
 */
export function readingEmailMessage(r: Pick<InboundReadingRecord, 'notice' | 'sender'>): string {
  const notice = r.notice as { insurer?: { value?: string }; registrationNumber?: { value?: string } };
  return inboundNotificationMessage(Object.keys(r.notice).length > 0, notice.insurer?.value ?? listedBrand(r.sender?.name), notice.registrationNumber?.value);
}

type ReadingEmailDeps = Pick<AppDeps, 'config' | 'mailer' | 'logger'>;

/**
 * Emails the user that a forwarded notice was read, when they have not turned it off and their address is verified
 * (nobody has shown an unverified address is theirs). Only the bell's sentence and the link to the review: never
 * the notice's figures. Never throws: the reading and the bell notification are already stored and stand.
 */
export async function emailAboutReading(deps: ReadingEmailDeps, userId: string, reading: Pick<InboundReadingRecord, '_id' | 'notice' | 'sender'>): Promise<'sent' | 'off' | 'unverified' | 'failed'> {
  try {
    if (!(await wantsEmailWhenRead(userId))) return 'off';
    const user = await UserModel.findById(new Types.ObjectId(userId), { email: 1, firstName: 1, emailVerifiedAt: 1 }).lean();
    if (!user?.emailVerifiedAt) return 'unverified';
    const origin = deps.config.appOrigin;
    const line = readingEmailMessage(reading);
    const id = String(reading._id);
    await deps.mailer.send({
      to: user.email,
      subject: line,
      text: [
        `Hello ${user.firstName},`,
        '',
        line,
        `${origin}${inboundReadingLink(id)}`,
        '',
        'Nothing changes on your policy until you save the review.',
        '',
        `You get this email because "${FORWARDING_TEXTS.emailWhenRead}" is on in your Profile, where you can turn it off: ${origin}/profile`,
      ].join('\n'),
      // One reading, one message: a repeated send is recognisable as the same email.
      messageId: `<inbound-reading.${id}@${new URL(origin).hostname}>`,
    });
    return 'sent';
  } catch (err) {
    deps.logger.warn({ err, userId, readingId: String(reading._id) }, 'inbound mail: the email about a reading was not sent');
    return 'failed';
  }
}

/**
 * What the receivers (the worker's SMTP server, the HTTPS way in) do with a message taken for a user: read and keep it,
 * tell the bell, then the email if the user wants it. The email is not waited for: the sending mail server (or mail
 * provider) is answered as soon as the reading is stored, so a slow or broken outgoing SMTP server (up to 40 s of
 * time-outs) cannot make it give up and send the message again. A failure to send is logged; the reading stays.
 */
export function createForwardedMailReceiver(deps: ReadingEmailDeps): (userId: string, raw: Buffer, envelope?: SmtpEnvelope) => Promise<InboundReadingRecord> {
  return async (userId, raw, envelope) => {
    const reading = await receiveForwardedMail(userId, raw, new Date(), { ...(envelope ? { envelope } : {}), documentsKey: deps.config.documents.key });
    void emailAboutReading(deps, userId, reading);
    return reading;
  };
}

/** PDFs and photos read per email at most (each on its own limited thread, one after another). */
const MAX_PDFS_READ = 3;
const MAX_PHOTOS_READ = 2;

/**
 * The attached PDFs' and photos' text (pdf-text.ts, photo-text.ts, under their limits), and the names of those that
 * could not be read: past a limit or not a notice. An iPhone's HEIC photo is read as a JPEG (heic-to-jpeg.ts).
 */
async function documentTexts(documents: ForwardedMail['documents'], limits: DocumentLimits): Promise<{ texts: string[]; unreadable: string[] }> {
  const texts: string[] = [];
  const unreadable: string[] = [];
  const pdfs = documents.filter((d) => d.contentType === 'application/pdf').slice(0, MAX_PDFS_READ);
  const photos = documents.filter((d) => d.contentType !== 'application/pdf').slice(0, MAX_PHOTOS_READ);
  for (const doc of [...pdfs, ...photos]) {
    const result = doc.contentType === 'application/pdf' ? await readPdfText(doc.content, limits.pdfLimits) : await readPhotoText(await asJpegOrPng(doc), limits.photoLimits);
    if (result.ok) texts.push(result.text);
    else unreadable.push(doc.filename);
  }
  return { texts, unreadable };
}

/** An iPhone's HEIC photo as a JPEG for the text reader (an empty one, read as nothing, if it cannot be decoded). */
async function asJpegOrPng(doc: ForwardedMail['documents'][number]): Promise<Uint8Array> {
  if (doc.contentType !== 'image/heic') return doc.content;
  return heicToJpeg(doc.content).catch(() => new Uint8Array(0));
}

interface DocumentLimits {
  pdfLimits: PdfTextLimits;
  photoLimits: PhotoTextLimits;
}

/**
 * How a message is read: the PDFs' and photos' limits, the SMTP envelope and DNS for checking who sent it, and the
 * documents key (DOCUMENTS_KEY) the notice's file is held with until the review (none: nothing is held).
 */
export type ReceiveOptions = SenderCheckOptions & Partial<DocumentLimits> & { documentsKey?: Buffer | null };

/**
 * The words the reader gets from a forwarded message: the email's own words, then each attached PDF's and photo's text
 * (under their limits), then who first sent it as a printed email shows it ('From: Direct Line <renewals@…>': the
 * forward's header block is left out of the words, and a marketing email may name its brand only there and in a logo);
 * with the names of the documents that could not be read.
 */
export async function noticeWordsOf(mail: ForwardedMail, limits: Partial<DocumentLimits> = {}): Promise<{ text: string; unreadable: string[] }> {
  const documents = await documentTexts(mail.documents, { pdfLimits: limits.pdfLimits ?? PDF_TEXT_LIMITS, photoLimits: limits.photoLimits ?? PHOTO_TEXT_LIMITS });
  const sender = mail.originalSender?.name ? [`From: ${mail.originalSender.name} <${mail.originalSender.address}>`] : [];
  return { text: [mail.text, ...documents.texts, ...sender].join('\n\n'), unreadable: documents.unreadable };
}

/** The notice's own file: the first PDF, else the first photo, if a document that size may be kept. */
function noticeFileOf(documents: ForwardedMail['documents']): ForwardedMail['documents'][number] | undefined {
  const fits = documents.filter((d) => d.content.length > 0 && d.content.length <= DOCUMENT_MAX_BYTES);
  return fits.find((d) => d.contentType === 'application/pdf') ?? fits.find((d) => d.contentType !== 'application/pdf');
}

/**
 * Reads a forwarded message for `userId` (the email's words, its PDFs and photos), checks who sent it, keeps the
 * reading for the review, and tells the user in the bell. A document stopped at its limits leaves the reading with what
 * the email's words gave; a sender that could not be checked is kept as unchecked.
 */
export async function receiveForwardedMail(userId: string, raw: Buffer, now: Date = new Date(), options: ReceiveOptions = {}): Promise<InboundReadingRecord> {
  const mail = await readForwardedMail(raw);
  const [words, authentication] = await Promise.all([noticeWordsOf(mail, options), checkSender(mail, raw, options)]);
  const notice = parseRenewalNotice(words.text, { today: now.toISOString().slice(0, 10) });
  const readingId = new Types.ObjectId();
  const noticeFile = options.documentsKey ? noticeFileOf(mail.documents) : undefined;
  const held = noticeFile ? await storeSealed(InboundReadingModel.db, options.documentsKey!, readingId, noticeFile.content) : null;
  const reading = await InboundReadingModel.create({
    _id: readingId,
    userId: new Types.ObjectId(userId),
    receivedAt: now,
    expiresAt: new Date(addDays(now.toISOString().slice(0, 10), INBOUND_READING_DAYS) + 'T00:00:00Z'),
    ...(mail.originalSender ? { sender: mail.originalSender } : {}),
    ...(mail.forwardedBy ? { forwardedBy: mail.forwardedBy.address } : {}),
    ...(mail.subject ? { subject: mail.subject } : {}),
    authentication,
    notice: JSON.parse(JSON.stringify(notice)) as Record<string, unknown>,
    documents: mail.documents.map((d) => ({ filename: d.filename, contentType: d.contentType, size: d.content.length })),
    ...(words.unreadable.length > 0 ? { unreadableDocuments: words.unreadable } : {}),
    ...(noticeFile && held ? { heldNotice: { filename: noticeFile.filename, contentType: noticeFile.contentType, size: noticeFile.content.length, ...held } } : {}),
  });
  await createNotification(userId, { title: INBOUND_NOTIFICATION_TITLE, message: readingMessage(reading), link: inboundReadingLink(String(reading._id)) });
  return reading.toObject();
}
