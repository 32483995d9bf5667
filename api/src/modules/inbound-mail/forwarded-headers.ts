// The header block a mail program writes above a message forwarded inline, and the sender it names. Gmail:
// "---------- Forwarded message ---------" then From/Date/Subject/To; Apple Mail: "Begin forwarded message:" then
// From/Subject/Date/To; Outlook: a rule of underscores (or "-----Original Message-----") then From/Sent/To/Subject.

/** A person or service a message came from. */
export interface MailSender {
  name?: string;
  address: string;
  /** The address's domain, lower case ('aviva.co.uk'). */
  domain: string;
}

const FORWARD_MARKERS = [
  /^-{3,}\s*Forwarded message\s*-{3,}\s*$/i,
  /^Begin forwarded message:\s*$/i,
  /^_{10,}\s*$/,
  // Outlook's HTML forward draws its rule as <hr>, which the HTML's text writes as dashes.
  /^-{20,}\s*$/,
  /^-{3,}\s*Original Message\s*-{3,}\s*$/i,
  /^-{3,}\s*Forwarded by .*-{3,}\s*$/i,
];
const HEADER_LINE = /^\s*\*?(From|Sent|Date|To|Cc|Subject|Reply-To)\*?:\s*(.*)$/i;
/** How far below the marker the header block may start (Apple Mail leaves a blank line; HTML adds more). */
const MAX_LINES_BEFORE_HEADERS = 3;

/** Parses "Name <a@b.co>", "a@b.co", '"Name" <a@b.co>' or "Name [mailto:a@b.co]" (undefined if it holds no address). */
export function parseSender(text: string): MailSender | undefined {
  const match = /([A-Z0-9._%+'-]+@([A-Z0-9-]+(?:\.[A-Z0-9-]+)+))/i.exec(text);
  if (!match) return undefined;
  const address = match[1]!.toLowerCase();
  const name = text
    .slice(0, match.index)
    .replace(/[<[(]\s*(mailto:)?\s*$/i, '')
    .replace(/^["'\s]+|["'\s]+$/g, '')
    .trim();
  return { ...(name && name.toLowerCase() !== address ? { name } : {}), address, domain: match[2]!.toLowerCase() };
}

export interface ForwardedHeaderBlock {
  sender?: MailSender;
  subject?: string;
  /** The block's lines (marker and headers), by index in the text's lines: taken out before the notice is read. */
  lines: { from: number; to: number };
}

/** The first forwarded-message header block in a message's plain text, if it has one. */
export function findForwardedHeaders(text: string): ForwardedHeaderBlock | undefined {
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    if (!FORWARD_MARKERS.some((marker) => marker.test(lines[i]!.trim()))) continue;
    let j = i + 1;
    while (j < lines.length && j - i <= MAX_LINES_BEFORE_HEADERS && lines[j]!.trim() === '') j++;
    const headers = new Map<string, string>();
    let end = j;
    for (; end < lines.length; end++) {
      const header = HEADER_LINE.exec(lines[end]!);
      if (!header) break;
      headers.set(header[1]!.toLowerCase(), header[2]!.trim());
    }
    if (!headers.has('from')) continue;
    return { sender: parseSender(headers.get('from')!), subject: headers.get('subject'), lines: { from: i, to: end } };
  }
  return undefined;
}
