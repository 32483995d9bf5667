// A brand not on the list (uk-motor-brands.ts) where its letter names itself: the letterhead's first line, or the firm
// signing the letter off. Offered as typed, flagged, only when the letter names no insurer otherwise (insurer-brand.ts).
import { snippetOf, type RenewalNoticeField } from './found-field';

export const UNLISTED_BRAND_REASON = "This insurer is not on Renewly's list: check the name is as your notice spells it.";

/** Words a letter's first line may hold that name no firm. */
const NOT_A_BRAND_WORD = /^(?:car|motor|insurance|renewal|renewals|your|policy|schedule|notice|invitation|private|client|dear|mr|mrs|ms|miss|dr|the|important|documents?|quotation|summary)$/i;
/** A printed email's header lines: the line over them is the mail program's account name, not a letterhead. */
const MAIL_HEADER = /^[ \t]*(?:From|Sent|To|Subject|Date):/;
/** A person addressed, not a firm: 'Mr John Smith' heading the address block. */
const HONORIFIC = /^(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s/;
/** A company's ending on the letterhead ('Romero Insurance Brokers Ltd'): the brand is the name before it. */
const COMPANY_ENDING = /\s+(?:Limited|Ltd\.?|plc)$/i;
/** What the firm sells, after its name ('Hollins Money Car Insurance'). */
const SELLS = /\s+(?:(?:car|motor)\s+)?insurance$/i;
/**
 * Up to three words of a name: a logo may be in lower case ('honcho', 'iKube', 'first direct'), an '&' between words
 * ('H & H', 'Smith Bell & Thompson').
 */
const NAME_SHAPE = /^[A-Za-z][A-Za-z'&=+-]*(?: (?:& )?[A-Za-z][A-Za-z'&=+-]*){0,2}$/;
/** A logo's second line saying only what the firm is or sells ('Insurance Brokers', 'Insurance Group'): no part of its name. */
const STRAPLINE_WORD = /^(?:insurance|insurers?|brokers?|group|services|car|motor|&|and)$/i;
const WEB_ENDING = /^\.(?:co\.uk|com|uk)$/;

/** A name as a pattern matching it literally. */
export const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Where the text writes `name`, as whole words, whatever its case. */
export const writings = (text: string, name: string) => [...text.matchAll(new RegExp(`(?<![\\w&])${escaped(name)}(?![\\w&])`, 'gi'))];
/** Written as a firm: 'Honcho Insurance Services', 'first direct car insurance', 'The iKube team'. */
const AS_A_FIRM = /^\s+(?:(?:car|motor)\s+)?(?:insurance|team)\b/i;
/** Named as a trading name in the small print: 'bamboo is a trading name of ...'; or as the firm regulated: 'Yourshield is authorised ...'. */
const TRADING_NAME_AFTER = /^ (?:is|are) (?:(?:a )?trading (?:name|style)s? of|authori[sz]ed|regulated)\b/i;

/**
 * The name as the letter's text spells it: a logo in capitals or lower case ('LOCKTON', 'honcho') as the letter writes
 * it elsewhere ('Lockton', 'Honcho'); 'first direct' stays as it writes itself; capitals written nowhere else in
 * smaller letters are read as a word ('ZENDA' -> 'Zenda').
 */
function spelled(name: string, written: readonly string[]): string {
  const capitals = (w: string) => w.length > 1 && w === w.toUpperCase() && /[A-Z]/.test(w);
  if (name !== name.toLowerCase() && !name.split(' ').some(capitals)) return name;
  return written.find((w) => w !== w.toUpperCase()) ?? name.split(' ').map((w) => (capitals(w) ? w[0] + w.slice(1).toLowerCase() : w)).join(' ');
}

/** A line's first cell: a logo may stand beside the address or a date. */
const firstCell = (line: string) => line.split(/[ \t]{3,}/)[0]!;

/** A line with a letter or digit in it: a photo's OCR reads a rule or a speck at the page's edge as '=' or '|'. */
const A_LINE = /^[^\S\n]*([^\n]*[A-Za-z0-9][^\n]*?)[ \t]*$/m;
/** The first line from `from` on that holds a letter or a digit: where it starts and ends, and its words. */
function lineFrom(text: string, from: number): { start: number; end: number; line: string } | undefined {
  const m = A_LINE.exec(text.slice(from));
  if (!m) return undefined;
  const end = from + m.index + m[0].length;
  return { start: end - m[0].length + m[0].indexOf(m[1]!), end, line: m[1]! };
}

/**
 * A running header over every page, its parts set apart by '·' or '|' ('Acme Insurance Brokers · Account 0047 · 18
 * November 2026   Page 1 of 3'): printed with the page's number, or again over a later page.
 */
const PAGE_OF = /\bPage\s+\d+\s+of\s+\d+\b/i;
const HEADER_PARTS = /[ \t]+[·•|][ \t]+/;
function isRunningHeader(text: string, line: string, end: number): boolean {
  const parts = line.split(HEADER_PARTS);
  if (parts.length < 2) return false;
  return PAGE_OF.test(line) || new RegExp(`\\n[ \\t]*${escaped(parts[0]!)}${HEADER_PARTS.source}${escaped(parts[1]!)}`).test(text.slice(end));
}

/**
 * A brand not on the list, printed as the letter's first line and named again in it ('Furness' over 'Furness
 * Insurance Services - Church Road'; a banner 'Acme Money Car Insurance', what it sells after the brand; 'Romero
 * Insurance Brokers Ltd', the company's ending dropped; a logo 'Tradex' beside the address, the line's first cell; a
 * logo in lower case, 'honcho', named again as a firm, 'Honcho Insurance Services'). A logo over two lines ('LOCKTON' /
 * 'Private Clients', 'mustard' / '.co.uk') is one name where the letter writes the two together ('Lockton Private
 * Clients', 'mustard.co.uk'), unless the second says only what the firm is ('Insurance Brokers'). Over a running
 * header ('Acme Brokers · Account 123 · Page 1 of 2'), the letterhead is the line under it.
 */
export function letterheadBrand(text: string): RenewalNoticeField | undefined {
  const first = lineFrom(text, 0);
  if (!first) return undefined;
  const read = letterheadAt(text, first);
  if (read || !isRunningHeader(text, first.line, first.end)) return read;
  const under = lineFrom(text, first.end);
  return under && letterheadAt(text, under);
}

/**
 * A letterhead under a short tag of the letter's kind over it ('Easy Read' / 'Select Insurance Brokers', 'Large print'):
 * the line under a first line of one to three words and no figure. Only where something else confirms the sender (the
 * small print naming it, a broker's heading).
 */
export function letterheadUnderATag(text: string): RenewalNoticeField | undefined {
  const tag = /^\s*([^\n]*)\n/.exec(text);
  if (!tag || /\d/.test(tag[1]!) || tag[1]!.trim().split(/\s+/).length > 3) return undefined;
  return letterheadBrand(text.slice(tag[0].length));
}

function letterheadAt(text: string, first: { start: number; end: number; line: string }): RenewalNoticeField | undefined {
  const rest = text.slice(first.end);
  if (MAIL_HEADER.test(rest.replace(/^\s*\n/, '')) || HONORIFIC.test(first.line)) return undefined;
  // (A logo's mark read as a letter before the name, 'O Oval' over 'Insurance Broking', is no part of it when the
  // letter writes the name without it.)
  const cell = firstCell(first.line).replace(COMPANY_ENDING, '');
  const unmarked = cell.replace(/^[A-Z] (?=[A-Z][a-z])/, '');
  const line = unmarked !== cell && writings(rest, unmarked.split(' ')[0]!).length > 0 && writings(rest, cell).length === 0 ? unmarked : cell;
  const spaced = letterSpacedName(line, rest);
  if (spaced) return offered(spaced, snippetOf(text, first.start, first.start + line.length));
  if (!NAME_SHAPE.test(line.replace(SELLS, '')) || line.split(' ').every((w) => NOT_A_BRAND_WORD.test(w))) return undefined;
  const start = first.start + cell.length - line.length;

  const next = lineFrom(rest, 0);
  const second = next ? firstCell(next.line) : '';
  // A web address's ending set under the name ('mustard' / '.co.uk') joins it without a space.
  const joined = (WEB_ENDING.test(second) ? `${line}${second}` : `${line} ${second}`).replace(SELLS, '');
  if ((WEB_ENDING.test(second) || /^[A-Za-z' &-]+$/.test(second)) && second.split(' ').length <= 3 && !second.split(' ').every((w) => STRAPLINE_WORD.test(w))) {
    const written = writings(rest.slice(next!.end), joined);
    if (written.length > 0) return offered(spelled(joined, written.map((m) => m[0])), snippetOf(text, start, first.end + next!.end));
  }

  // Words that name no firm, at either end ('Your', 'Car Insurance'); inside a name ('Romero Insurance Brokers') they
  // stay, and so does a closing 'Motor' the letter writes with the name again ('Carewell Motor'), or an opening
  // 'Insurance' or 'Motor' it writes with the name again ('Insurance Choice': a brand may begin with what it sells).
  const words = line.split(' ');
  const shifted: string[] = [];
  while (words.length > 0 && NOT_A_BRAND_WORD.test(words[0]!)) shifted.push(words.shift()!);
  const popped: string[] = [];
  while (words.length > 0 && NOT_A_BRAND_WORD.test(words.at(-1)!)) popped.unshift(words.pop()!);
  const opening = /^(?:insurance|motor)$/i.test(shifted.at(-1) ?? '') && words.length > 0 ? [shifted.at(-1)!] : [];
  const closing = /^motor$/i.test(popped[0] ?? '') ? [popped[0]!] : [];
  const names = [[...opening, ...words, ...closing], [...opening, ...words], [...words, ...closing]].map((w) => w.join(' '));
  let name = names.find((n) => n !== words.join(' ') && writings(rest, n).length > 0) ?? words.join(' ');
  // A logo running its words together ('SafelyInsured', or a short capital name into the next word: 'H&HInsurance')
  // names the firm the letter writes apart ('Safely Insured', 'H&H Insurance').
  const apart = name.replace(/(?<=[a-z]|[A-Z&]{2})(?=[A-Z][a-z])/g, ' ');
  if (apart !== name && writings(rest, name).length === 0 && writings(rest, apart).length > 0) name = apart;
  const written = writings(rest, name);
  if (written.length === 0 || written.every((m) => townOverPostcode(rest, m))) return undefined;
  // A logo in lower case is a brand only where the letter names it again as a firm ('Honcho Insurance Services', the
  // small print's 'bamboo is a trading name of' or 'Yourshield is authorised'), and is more than a stray letter.
  const asFirm = written.some((m) => {
    const after = rest.slice(m.index + m[0].length, m.index + m[0].length + 30);
    return AS_A_FIRM.test(after) || TRADING_NAME_AFTER.test(after);
  });
  if (/^[a-z]/.test(name) && (name.length < 3 || !asFirm)) return undefined;
  return offered(spelled(name, written.map((m) => m[0])), snippetOf(text, start, start + line.length));
}

/** A UK postcode alone on its line ('NE6 5HP'). */
const POSTCODE_LINE = /^[ \t]*[A-Z]{1,2}\d[A-Z\d]?[ \t]*\d[A-Z]{2}[ \t]*$/;

/**
 * A writing that is the town of the reader's address: alone on its line, the postcode on the next ('Newcastle upon
 * Tyne' / 'NE6 5HP'). A first line naming only the town the letter comes from is no letterhead.
 */
function townOverPostcode(rest: string, m: RegExpMatchArray): boolean {
  const start = rest.lastIndexOf('\n', m.index! - 1) + 1;
  const end = rest.indexOf('\n', m.index! + m[0].length);
  if (end < 0 || rest.slice(start, end).trim() !== m[0].trim()) return false;
  const nextEnd = rest.indexOf('\n', end + 1);
  return POSTCODE_LINE.test(rest.slice(end + 1, nextEnd < 0 ? rest.length : nextEnd));
}

/** A logo's letters read by OCR in fragments ('B RE N TAC RE'): three or more runs of up to four letters. */
const LETTER_SPACED = /^(?:[A-Za-z]{1,4} +){2,}[A-Za-z]{1,4}$/;

/** The fragments joined, where the letter writes that word again with a capital ('Brentacre does not charge'). */
function letterSpacedName(line: string, rest: string): string | undefined {
  if (!LETTER_SPACED.test(line)) return undefined;
  const joined = line.replace(/ +/g, '');
  return writings(rest, joined).find((m) => /^[A-Z][a-z]/.test(m[0]))?.[0];
}

/** The letter's closing words ('Yours sincerely,', 'Kind regards,', 'Best wishes,', 'Take care,') and the line signing it. */
const CLOSING =
  /(?<=^|\n)[ \t]*(?:yours (?:sincerely|faithfully|truly)|(?:with )?(?:kind|best|warm|many) (?:regards|wishes|thanks)|regards|thanks|cheers|take care|all the best)[ \t]*[,.!]?[ \t]*\n(?:[ \t]*\n)*[ \t]*([^\n]*\S)/gi;
/** A closing line from the firm's team: 'The iKube team', 'The IAM RoadSmart Car Insurance team'. */
/** A desk's name ending a firm's ('Motaquote Renewals', 'Acme Customer Service'): the firm is the name before it. */
const DESK = /(?<=\S)(?:\s+(?:Renewals?|Team|Support|Customer\s+(?:Care|Service|Services)|Notifications|No[- ]?Reply|Accounts))+$/i;
const TEAM_LINE = /(?<=^|\n)[ \t]*the ([^\n]{2,40}?) team[ \t]*[.!]?[ \t]*(?=\n|$)/gi;
/** A team or desk, not a firm: 'The Customer Services team', 'The Renewals team'. */
const NOT_A_FIRM_WORD = /^(?:customers?|services?|claims|sales|support|care|help|admin|accounts?|underwriting|retention|whole|our|&|and)$/i;

/**
 * The firm signing the letter off: the line after its closing words when it names what it sells ('Yours sincerely,' /
 * 'Heritage Classic Car Insurance'), or 'The iKube team'; the name without what it sells, as typed, when the letter
 * names it elsewhere too. A person signing ('Sarah Pipe' / 'Account Handler') names no firm.
 */
export function signedBrand(text: string): RenewalNoticeField | undefined {
  const signers = [
    ...[...text.matchAll(CLOSING)].map((m) => ({ at: m.index + m[0].length - m[1]!.length, line: m[1]!, name: SELLS.test(m[1]!) ? m[1]!.replace(SELLS, '') : '' })),
    ...[...text.matchAll(TEAM_LINE)].map((m) => ({ at: m.index + m[0].indexOf(m[1]!), line: m[1]!, name: m[1]!.replace(SELLS, '').replace(DESK, '') })),
  ].sort((a, b) => a.at - b.at);
  for (const { at, line, name } of signers) {
    if (!NAME_SHAPE.test(name) || name.split(' ').every((w) => NOT_A_BRAND_WORD.test(w) || NOT_A_FIRM_WORD.test(w))) continue;
    const elsewhere = writings(text, name).some((m) => m.index < at || m.index >= at + line.length);
    if (elsewhere) return offered(name, snippetOf(text, at, at + line.length));
  }
  return undefined;
}

/** An unlisted brand offered as the letter writes it, asking for a tick. */
export const offered = (value: string, snippet: string): RenewalNoticeField => ({ value, confidence: 'low', snippet, flag: 'check', reason: UNLISTED_BRAND_REASON });
