// A broker or small insurer on no list whose letterhead is not the page's first line (set next to the address, the
// reading order put the customer's address first): the small print names the firm the FCA regulates ('Thomas Carroll
// (Brokers) Limited is authorised and regulated by the Financial Conduct Authority'), and the letter prints that name
// on a line of its own ('Thomas Carroll', its letterhead). Offered as typed, flagged, only when nothing else names the
// insurer (insurer-brand.ts). Not a firm named only in the small print (an underwriter, a parent company).
import { snippetOf, type RenewalNoticeField } from './found-field';
import { editDistance } from './ocr-excess-kinds';
import { escaped, offered } from './own-name-brand';

/**
 * '<Name> [(Brokers)] Limited|Ltd|plc|LLP is [authorised and] regulated …', starting a sentence of the small print; or
 * with no company ending after what the firm is ('Acme Insurance Brokers is authorised').
 */
// (Or 'is an independent insurance broker authorised', 'is an appointed representative of'.)
const REGULATED_FIRM =
  /(?:^|[.\n]\s*)([A-Z][\w\u00C0-\u017F'’-]*(?:[ \t]+(?:[A-Z][\w\u00C0-\u017F'’-]*|&)){0,4})(?:[ \t]+\([A-Za-z ]{2,30}\))?(?:[ \t]+(?:Limited|Ltd\.?|plc|LLP|DAC)|(?<=[ \t]Insurance[ \t]+(?:Brokers|Services)))[ \t]+(?:is|are)[ \t]+(?:(?:both|jointly|an?)[ \t]+)?(?:independent[ \t]+)?(?:(?:insurance[ \t]+)?(?:brokers?|intermediar(?:y|ies))[ \t]+)?(?:authori[sz]ed|regulated|appointed[ \t]+representative)\b/g;

/**
 * A letter all in capitals names its firm so in the small print, with what it is and no company ending ('WILLIAM
 * TAYLOR INSURANCE BROKERS ARE INDEPENDENT INTERMEDIARIES AUTHORISED AND REGULATED'): a name ending in what the firm
 * is, only where it stands on a line of its own too.
 */
const REGULATED_FIRM_IN_CAPITALS =
  /(?:^|[.\n]\s*)([A-Z][A-Z'’-]*(?:[ \t]+(?:[A-Z][A-Z'’-]*|&)){0,3}[ \t]+INSURANCE[ \t]+(?:BROKERS|SERVICES))[ \t]+(?:IS|ARE)[ \t]+(?:(?:AN?|INDEPENDENT)[ \t]+){0,2}(?:(?:INSURANCE[ \t]+)?(?:BROKERS?|INTERMEDIAR(?:Y|IES))[ \t]+)?(?:AUTHORI[SZ]ED|REGULATED)\b/g;

/**
 * The same with the firm's address between its name and the words ('Lumley Insurance Ltd, Lumley House, 56 Elliott
 * Road, Cirencester GL7 1YS, is authorised', 'E H Ranson & Co, 11 Coates Crescent, Edinburgh EH3 7AT, are insurance
 * brokers authorised and regulated').
 */
const REGULATED_FIRM_AT_ADDRESS =
  /(?:^|[.\n]\s*)([A-Z][\w'’-]*(?:[ \t]+(?:[A-Z][\w'’-]*|&)){0,4}?)(?:[ \t]+(?:Limited|Ltd\.?|plc|LLP))?,[ \t]+[^.\n]{5,120}?,[ \t]+(?:is|are)[ \t]+(?:(?:both|jointly|an?)[ \t]+)?(?:(?:insurance[ \t]+)?(?:brokers?|intermediar(?:y|ies))[ \t]+)?(?:authori[sz]ed|regulated)\b/g;

/** What kind of firm it is, at the name's end ('Acme Insurance Brokers'): a logo may print the name without it. */
const BROKER_WORD = /(?<=\S\s+\S+)\s+(?:Brokers|Services|Group)$/;

/**
 * The name on a line of its own, as a letterhead prints it (any case; spaces may set it in a column): alone, or the
 * line's first cell beside the address, or its words over two lines of a logo ('CROWTHORNE' / 'Insurance Services');
 * in a printout's box, inside its border, with its company ending ('| FOUR COUNTIES BROKERS LTD      RENEWAL NOTICE |');
 * or its words run together ('ethosbroking').
 */
function ownLine(text: string, name: string): RegExpExecArray | null {
  const words = escaped(name).replace(/ /g, '(?:[ \\t]+|(?:[ \\t]{3,}[^\\n]*)?\\n[ \\t]*)');
  const boxed = `\\|[ \\t]*${escaped(name).replace(/ /g, '[ \\t]+')}(?:[ \\t]+(?:limited|ltd\\.?|plc))?(?:[ \\t]{3,}|[ \\t]*\\|)`;
  // (A logo may run the words together in lower case: 'ethosbroking' for 'Ethos Broking'.)
  const runTogether = name.includes(' ') ? `|${escaped(name.replace(/ /g, ''))}(?:[ \\t]*(?=\\n|$)|[ \\t]{3,})` : '';
  return new RegExp(`(?<=^|\\n)[ \\t]*(?:${words}(?:[ \\t]*(?=\\n|$)|[ \\t]{3,})|${boxed}${runTogether})`, 'i').exec(text);
}

/** How many of the page's first lines with a letter in them may hold the letterhead. */
const HEADING_LINES = 3;
const lettersOf = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/**
 * The name as OCR read a letterhead on one of the page's first lines, as the line's first cell: its letters the name's
 * but for one dropped, added or changed ('Sutc| iffe & Co' for 'Sutcliffe & Co', 'M 2 rs h' for 'Marsh'). Only a name
 * of five letters or more, so one letter off is still that name. Also used for a trading name (insurer-brand.ts).
 */
/** A heading line's first cell: it ends at a wide gap or at a separator before the town ('LO RICA Insurance Brokers + York'). */
export const letterheadCell = (line: string) => line.split(/[ \t]{3,}|[ \t][+·•|–—][ \t]/)[0]!;

export function garbledOwnLine(text: string, name: string, overTwoLines = false): RegExpExecArray | null {
  const letters = lettersOf(name);
  if (letters.length < 5) return null;
  const lines = /(?<=^|\n)[ \t]*([^\n]*[A-Za-z][^\n]*)/g;
  const found = [...text.matchAll(lines)].slice(0, HEADING_LINES);
  const cellOf = (m: RegExpExecArray | undefined) => (m ? letterheadCell(m[1]!) : '');
  // (Or, `overTwoLines`, a logo over two lines, its name's last words under it: 'gEIB' over 'Insurance Brokers'.)
  return found.find((m, n) => editDistance(lettersOf(cellOf(m)), letters) <= 1 || (overTwoLines && n + 1 < found.length && editDistance(lettersOf(cellOf(m) + cellOf(found[n + 1])), letters) <= 1)) ?? null;
}

/** `before`: the firm's own line must start before this offset (the letter's heading), when given. */
export function regulatedFirm(text: string, isListed: (name: string) => boolean, before = Infinity): RenewalNoticeField | undefined {
  for (const m of [...text.matchAll(REGULATED_FIRM), ...text.matchAll(REGULATED_FIRM_AT_ADDRESS), ...text.matchAll(REGULATED_FIRM_IN_CAPITALS)]) {
    // (A name in capitals is offered in the letter's words' own case: 'William Taylor Insurance Brokers'.)
    const name = m[1] === m[1]!.toUpperCase() ? m[1]!.toLowerCase().replace(/(?<![\w'’])\w/g, (c) => c.toUpperCase()) : m[1]!;
    if (isListed(name) || /^(?:The|This|Our|Your|We)$/i.test(name.split(' ')[0]!)) continue;
    // The logo may print the name without what the firm is ('Sharrock' for 'Sharrock Insurance Services', 'Caunce
    // O'Hara' for 'Caunce O'Hara & Company').
    // (So too an insurer's 'Assurance Company' or 'Insurance Company': 'Cornish Mutual' for 'Cornish Mutual Assurance
    // Company'.)
    const short = name.replace(/(?<=\S)[ \t]+(?:&[ \t]+(?:Co|Company)|(?:Insurance[ \t]+)?(?:Brokers|Services|Group|Consultants)|(?:Insurance|Assurance)(?:[ \t]+(?:Company|Society))?)$/i, '');
    const full = ownLine(text, name) ?? ownLine(text, name.replace(BROKER_WORD, ''));
    const shortLine = full || short === name ? null : ownLine(text, short);
    // OCR of a scan or photo may garble the letterhead ('Sutc| iffe & Co', 'M 2 rs h'): one letter off at most.
    const garbledFull = full || shortLine ? null : garbledOwnLine(text, name);
    const garbledShort = full || shortLine || garbledFull || short === name ? null : garbledOwnLine(text, short);
    // (Found by its logo's short name, it is offered so: the name the letter heads itself with.)
    const own = full ?? shortLine ?? garbledFull ?? garbledShort;
    if (!own || own.index >= before) continue;
    const start = own.index + own[0].search(/[^\s|]/);
    const offeredName = full || garbledFull ? name : short;
    const shown = own === garbledFull || own === garbledShort ? letterheadCell(own[1]!).length : offeredName.length;
    return offered(offeredName, snippetOf(text, start, start + shown));
  }
  return undefined;
}
