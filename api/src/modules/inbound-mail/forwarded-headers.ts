// The header block a mail program writes above a message forwarded inline, and the sender it names. Gmail:
// "---------- Forwarded message ---------" then From/Date/Subject/To; Apple Mail: "Begin forwarded message:" then
// From/Subject/Date/To (on an iPhone each line quoted '> '); Outlook: a rule of underscores (or "-----Original
// Message-----") then From/Sent/To/Subject, in its HTML a border that leaves no line of its own in the text; Yahoo,
// Thunderbird, Samsung and Proton their own dashed markers. A message forwarded twice has a block per forward.

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
  // Yahoo ('----- Forwarded Message -----'), Thunderbird and Proton ('-------- Forwarded Message --------'), Samsung
  // ('-------- Original message --------') are caught above, whatever their case and dashes.
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

/** A quoted line's words: '> From: …' and '> > Dear …' as 'From: …' and 'Dear …' (a forward quoted by the mail program). */
export function unquoted(text: string): string {
  return text.replace(/^[ \t]*>(?:[ \t]?>)*[ \t]?/gm, '');
}

/** The header lines from `start` on: each header by name, and the index after the last. */
function headerLinesFrom(lines: readonly string[], start: number): { headers: Map<string, string>; end: number } {
  const headers = new Map<string, string>();
  let end = start;
  for (; end < lines.length; end++) {
    const header = HEADER_LINE.exec(lines[end]!);
    if (!header) break;
    headers.set(header[1]!.toLowerCase(), header[2]!.trim());
  }
  return { headers, end };
}

/**
 * Every forwarded-message header block in a message's text, in order (the last is the deepest forward: the message
 * first sent). A block follows a forward marker, or, with no marker (Outlook's HTML rule), is a From line naming an
 * address with a Sent or Date line and a Subject line beside it: a notice's own 'From: 01/01/2027' / 'To: 31/12/2027'
 * period is none.
 */
export function findForwardedHeaderBlocks(text: string): ForwardedHeaderBlock[] {
  const lines = unquoted(text).split(/\r?\n/);
  const blocks: ForwardedHeaderBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (FORWARD_MARKERS.some((marker) => marker.test(line))) {
      let j = i + 1;
      while (j < lines.length && j - i <= MAX_LINES_BEFORE_HEADERS && lines[j]!.trim() === '') j++;
      const { headers, end } = headerLinesFrom(lines, j);
      if (!headers.has('from')) continue;
      blocks.push({ sender: parseSender(headers.get('from')!), subject: headers.get('subject'), lines: { from: i, to: end } });
      i = end - 1;
    } else if (/^\*?From\*?:/i.test(line)) {
      const { headers, end } = headerLinesFrom(lines, i);
      const sender = parseSender(headers.get('from') ?? '');
      if (!sender || !(headers.has('sent') || headers.has('date')) || !headers.has('subject')) continue;
      blocks.push({ sender, subject: headers.get('subject'), lines: { from: i, to: end } });
      i = end - 1;
    }
  }
  return blocks;
}

/** Of a text's blocks, the deepest that names its sender (the message first sent), if there is one. */
export const deepestNamed = (blocks: readonly ForwardedHeaderBlock[]): ForwardedHeaderBlock | undefined =>
  blocks.filter((block) => block.sender).at(-1);

/** The deepest forwarded-message header block in a text that names its sender, if there is one. */
export function findForwardedHeaders(text: string): ForwardedHeaderBlock | undefined {
  return deepestNamed(findForwardedHeaderBlocks(text));
}
