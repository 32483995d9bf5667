// Reads the e-mails the API sent during the e2e run (captured by smtp-capture.ts into E2E_MAIL_DIR).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CapturedMessage } from './smtp-capture';

export interface Mail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The top-level headers, names in lower case (List-Unsubscribe...). */
  headers: Record<string, string>;
  receivedAt: string;
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the e2e global setup did not run');
  return dir;
}

/** Every message captured so far, oldest first. */
export function allMail(): Mail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => parseCaptured(JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as CapturedMessage));
}

/** Waits for a message to `to` (and matching `subject`, if given) received after `since`. */
export async function waitForMail(
  to: string,
  { subject, since, timeoutMs = 15_000 }: { subject?: string | RegExp; since?: Date; timeoutMs?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  const wanted = to.toLowerCase();
  for (;;) {
    const found = allMail()
      .reverse()
      .find(
        (m) =>
          m.to.includes(wanted) &&
          (!since || new Date(m.receivedAt) >= since) &&
          (subject === undefined || (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject))),
      );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to}${subject ? ` with subject ${subject}` : ''} arrived`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link in a message (text part first, then HTML) whose URL matches `pattern`. */
export function findLink(mail: Mail, pattern: RegExp = /https?:\/\//): string | undefined {
  const urls = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  return urls.map((u) => u.replace(/&amp;/g, '&')).find((u) => pattern.test(u));
}

// --- a small MIME reader: enough for what nodemailer sends (multipart/alternative, quoted-printable, base64) ---

export function parseCaptured(message: CapturedMessage): Mail {
  const { headers, body } = splitHeaders(message.raw);
  const parts: { type: string; content: string }[] = [];
  collectParts(headers, body, parts);
  const text = parts.find((p) => p.type === 'text/plain')?.content ?? '';
  const html = parts.find((p) => p.type === 'text/html')?.content ?? '';
  return {
    from: message.from,
    to: message.to,
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    text,
    html,
    headers: Object.fromEntries(headers),
    receivedAt: message.receivedAt,
  };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectParts(headers: Map<string, string>, body: string, out: { type: string; content: string }[]): void {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return;
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const part = splitHeaders(section.replace(/^\n/, ''));
      collectParts(part.headers, part.body, out);
    }
    return;
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = /charset="?([^";]+)"?/i.exec(contentType)?.[1] ?? 'utf-8';
  out.push({ type, content: decodeBody(body, encoding, charset) });
}

function decodeBody(body: string, encoding: string, charset: string): string {
  const label = charset.toLowerCase() === 'us-ascii' ? 'utf-8' : charset;
  if (encoding === 'base64') return new TextDecoder(label).decode(Buffer.from(body.replace(/\s+/g, ''), 'base64'));
  if (encoding === 'quoted-printable') return new TextDecoder(label).decode(qpBytes(body.replace(/=\n/g, '')));
  return body;
}

/** Quoted-printable text to bytes: '=XX' is one byte, any other character is itself (ASCII). */
function qpBytes(text: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else {
      out.push(text.charCodeAt(i) & 0xff);
    }
  }
  return Uint8Array.from(out);
}

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, charset: string, enc: string, text: string) => {
    const bytes =
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(qpBytes(text.replace(/_/g, ' ')));
    return new TextDecoder(charset).decode(bytes);
  });
}
