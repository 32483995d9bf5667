// A renewal email as the user forwarded it (issue 49): who first sent it, the notice's documents (PDFs and photos,
// also inside a message forwarded as an attachment), and the email's own words for when the figures are in the email
// itself. Parsed with mailparser; nothing remote is fetched, and a nested message is followed only so deep.
import { simpleParser, type Attachment, type ParsedMail } from 'mailparser';
import { deepestNamed, findForwardedHeaderBlocks, findForwardedHeaders, parseSender, type MailSender } from './forwarded-headers';
import { messageWords, withoutForwardBlocks } from './notice-text';

export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic';

export interface MailDocument {
  filename: string;
  contentType: DocumentType;
  content: Buffer;
}

export interface ForwardedMail {
  /** Who forwarded it to Renewly (the outer message's From). */
  forwardedBy?: MailSender;
  /** Who first sent it: the forwarded block's or the attached message's From; the outer From if it was not forwarded. */
  originalSender?: MailSender;
  subject?: string;
  /** PDFs and photos, in the order the messages carry them (images drawn inside the HTML, logos, are left out). */
  documents: MailDocument[];
  /** The words of the message that holds the notice, for the reader (tables as rows of cells). */
  text: string;
  /**
   * How the insurer's message came: sent straight, forwarded as an attachment (`raw`: that message as attached, its
   * DKIM signature intact), or forwarded in the body (no signature of the insurer's left to check).
   */
  original: { how: 'direct' } | { how: 'attached'; raw: Buffer } | { how: 'inline' };
}

/** Never fetch or rewrite anything: only the message's own words and parts are wanted. */
const PARSE_OPTIONS = { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true };

/** How many messages deep an attached message is followed (a forward of a forward of the notice). */
const MAX_NESTING = 3;

/** The document type by the file's first bytes (a mail program's content type for a PDF is often octet-stream). */
export function documentTypeOf(content: Buffer): DocumentType | undefined {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  // HEIC: an ISO box 'ftyp' with a HEIF brand (iPhone photos).
  if (content.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(content.subarray(8, 12).toString('latin1'))) {
    return 'image/heic';
  }
  return undefined;
}

const isAttachedMessage = (a: Attachment) => a.contentType === 'message/rfc822' || /\.eml$/i.test(a.filename ?? '');

function documentsOf(mail: ParsedMail): MailDocument[] {
  return mail.attachments.flatMap((a, index) => {
    // Images the HTML draws (cid: links) are logos and signatures, not the notice.
    if (a.related || isAttachedMessage(a)) return [];
    const contentType = documentTypeOf(a.content);
    return contentType ? [{ filename: a.filename ?? `document-${index + 1}`, contentType, content: a.content }] : [];
  });
}

const outerSender = (mail: ParsedMail): MailSender | undefined => {
  const first = mail.from?.value[0];
  return first?.address ? parseSender(first.name ? `${first.name} <${first.address}>` : first.address) : undefined;
};

/** Reads a raw message (RFC 5322, as received) into what the notice reader and the review need. */
export async function readForwardedMail(raw: Buffer | string): Promise<ForwardedMail> {
  const outer = await simpleParser(raw, PARSE_OPTIONS);
  const forwardedBy = outerSender(outer);
  const documents = documentsOf(outer);
  // Forwarded as an attachment: the attached message is the notice (followed to MAX_NESTING).
  let holder: ParsedMail = outer;
  let attachedSender: MailSender | undefined;
  let attachedRaw: Buffer | undefined;
  for (let depth = 0; depth < MAX_NESTING; depth++) {
    const attached = holder.attachments.find(isAttachedMessage);
    if (!attached) break;
    holder = await simpleParser(attached.content, PARSE_OPTIONS);
    const sender = outerSender(holder);
    if (sender) [attachedSender, attachedRaw] = [sender, attached.content];
    documents.push(...documentsOf(holder));
  }
  const plain = holder.text ?? '';
  // The HTML read as text once: for the header block (Outlook's is in the HTML only when there is no plain part) and
  // for the reader's words.
  const words = messageWords(holder);
  const wordsBlocks = findForwardedHeaderBlocks(words);
  const inline = holder === outer ? (findForwardedHeaders(plain) ?? deepestNamed(wordsBlocks)) : undefined;
  const originalSender = attachedSender ?? inline?.sender ?? forwardedBy;
  const subject = (holder !== outer ? holder.subject : inline?.subject) ?? outer.subject;
  const original: ForwardedMail['original'] = attachedRaw ? { how: 'attached', raw: attachedRaw } : inline || holder !== outer ? { how: 'inline' } : { how: 'direct' };
  return {
    ...(forwardedBy ? { forwardedBy } : {}),
    ...(originalSender ? { originalSender } : {}),
    ...(subject ? { subject } : {}),
    documents,
    text: withoutForwardBlocks(words, wordsBlocks),
    original,
  };
}
