// The insurer's brand as the driver knows it ('Admiral', 'Direct Line'), spelled as the policy form's insurer list
// (features/vehicle-data INSURERS) spells it. Underwriters named in the small print ('EUI Limited', 'U K Insurance
// Limited') are not brands and are not listed; a brand that follows 'underwritten by' or 'provided by' (breakdown
// cover by the RAC, a policy underwritten by Ageas) is someone else's part of the policy and does not count.
import { anyAccent } from './any-accent';
import { appHeaderBrand } from './app-header-brand';
import { bestField, snippetOf, type Candidate, type RenewalNoticeField } from './found-field';
import { confirmedLetterhead } from './letterhead-sender';
import { garbledOwnLine, letterheadCell, regulatedFirm } from './regulated-firm';
import { mailSenderBrand } from './mail-sender-brand';
import { pageTitleBrand, siteNamedByItsAddress } from './page-title-brand';
import { escaped, letterheadBrand, letterheadUnderATag, offered, signedBrand, UNLISTED_BRAND_REASON, writings } from './own-name-brand';
import { UK_MOTOR_BRANDS } from './uk-motor-brands';
import { lineStartAt } from './text-lines';

export { UNLISTED_BRAND_REASON };

/**
 * An alias as a pattern: a space also matches none ('ByMiles'), an apostrophe is optional or curly, a hyphen a space,
 * a letter any accent or none ('Citroën' printed 'Citroen', or read 'Citroén' from a photo). `overLines`: a space may
 * also be a line break, as a logo block sets a brand's words on two lines ('M&S' / 'Car Insurance').
 */
function aliasPattern(alias: string, overLines = false): string {
  const body = [...alias]
    .map((ch) => (ch === ' ' ? (overLines ? '[ \\t]*\\n?[ \\t]*' : '[ \\t]*') : ch === "'" ? "['’]?" : ch === '-' ? '[-‐ ]?' : (anyAccent(ch) ?? ch.replace(/[.*+?^${}()|[\]\\/=<>&]/g, '\\$&'))))
    .join('');
  return (/^\w/.test(alias) ? '(?<![\\w&])' : '') + body + (/\w$/.test(alias) ? '(?!\\w)' : '');
}

/** The listed brands (uk-motor-brands.ts), each with one pattern for all its spellings, longest spelling first. */
const BRANDS: ReadonlyArray<readonly [name: string, pattern: RegExp, overLines: RegExp]> = UK_MOTOR_BRANDS.map((brand) => {
  const aliases = [...brand.aliases].sort((a, b) => b.length - a.length);
  // A brand matched by its capitals is matched in capitals too: a letterhead prints 'CASTLE COVER'.
  const spellings = brand.caseSensitive ? [...aliases, ...aliases.map((a) => a.toUpperCase())] : aliases;
  const pattern = (overLines: boolean) => new RegExp(spellings.map((a) => aliasPattern(a, overLines)).join('|'), brand.caseSensitive ? 'g' : 'gi');
  return [brand.name, pattern(false), pattern(true)] as const;
});

/**
 * A brand's writings: anywhere on one line, and in the letter's heading (its first `heading` characters) over two
 * lines as a logo block sets them ('M&S' / 'Car Insurance' is one name, not 'M&S' alone).
 */
function brandWritings(text: string, pattern: RegExp, overLines: RegExp, heading: number): RegExpExecArray[] {
  const inHeading = [...text.slice(0, heading).matchAll(overLines)].filter((m) => m[0].includes('\n')) as RegExpExecArray[];
  // A writing on one line inside the same brand's writing over two is that one.
  const within = (m: RegExpExecArray) => inHeading.some((w) => w.index <= m.index && w.index + w[0].length >= m.index + m[0].length);
  return [...[...(text.matchAll(pattern) as Iterable<RegExpExecArray>)].filter((m) => !within(m)), ...inHeading];
}

/**
 * Other firms' roles: the brand named right after these words is not the one selling the policy ('compare w/Acme?', a
 * note naming a rival's price, neither).
 */
const SOMEONE_ELSES =
  /(?:underwritten|provided|administered|arranged|supplied|operated|serviced|handled|offered) by\s*$|\bbreakdown\b.{0,40}$|\b(?:part|member|subsidiary|division|(?:appointed )?representative) of (?:the )?\s*$|\bcompared? (?:with|to|w\/)\s*$|\bcompare w\/$/i;
/** The brand's own add-on, priced apart ('RAC Breakdown Cover £89.00', 'DAS Legal Expenses'): its supplier, not the seller. */
const ADD_ON_PRODUCT = /^\s+(?:breakdown|recovery|rescue|roadside|(?:motor )?legal (?:expenses|protection|cover)|key cover|european cover)\b/i;
/**
 * A firm's company name rather than a brand: 'Admiral Group plc', 'Lloyds Bank General Insurance Limited',
 * 'Admiral Insurance (Gibraltar) Limited' (the small print's companies, not what the driver bought). A broker's
 * '<Brand> Insurance Services' is its trading name ('Kwik Fit Insurance Services' heading the letter, 'Go Skippy
 * Insurance Services is a trading name of ...'), a company only with 'Limited', 'Ltd', 'plc' or 'Group' after it.
 */
const COMPANY_NAME =
  /^\s*(?:Group\b|Banking Group\b|General Insurance\b|plc\b|Limited\b|Ltd\b|Insurance Services\s+(?:UK\s+)?(?:Company|Limited|Ltd|plc|Group)\b|(?:Financial|Motoring) Services\b|(?:Insurance|Financial|Motoring)(?: \([A-Za-z ]+\))? (?:Company|Limited|Ltd|plc)\b)/i;
/**
 * A company written out with its legal form after a word or two of its own name ('Chubb European Group SE', 'Ageas
 * Retail Limited'): the underwriter or the firm behind a broker's letter, named as a company, not the brand sold.
 */
const LEGAL_NAME = /^\s+(?:[A-Z][a-z]+\s+){1,2}(?:Limited|Ltd\b|plc|PLC|SE|LLP|AG|DAC|N\.V\.|S\.A\.)(?!\w)/;
/**
 * The letterhead's company, at the top of the letter: '<Brand> Insurance Limited', '<Brand> Insurance plc', '<Brand>
 * Insurance Company Ltd' (what follows the brand; the brand's own 'Insurance' may be part of its name) is the brand.
 * Not 'General Insurance', a place in brackets ('(Gibraltar)') or a group: those stay company names.
 */
const LETTERHEAD_COMPANY = /^(?:\s+UK)?(?:\s+(?:Company|Services))?\s+(?:Limited|Ltd\b\.?|plc)\b/i;

function isLetterheadCompany(brand: string, after: string): boolean {
  const insurance = /Insurance$/i.test(brand) ? '' : /^\s+Insurance\b/i.exec(after)?.[0];
  return insurance !== undefined && LETTERHEAD_COMPANY.test(after.slice(insurance.length));
}
/** A brand's words heading a line as a telephone number's label ('Direct line   01923 654 210', a cell of its own): the phrase, not the brand. */
const PHONE_AFTER = /^[ \t]*:?[ \t]*0\d(?:[ \t]?\d){8,9}(?!\d)/;
/** A place, not a firm: a town before its postcode ('Halifax HX2 0RR'), a street ('Bell Lane'). */
const ADDRESS = /^,?\s+(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|(?:Lane|Street|Road|Close|Way|Avenue|Drive|Hill|Place|Square|Court|Gardens|Park)\b)/;
/** Where the seller names itself: the letter's heading (its first lines) or its greeting ('Thank you for choosing X'). */
const HEADING_LINES = 3;
const GREETING = /(?:choosing|choose|with|from|to|welcome to|for being an?|thank you,?|thanks,?|your)\s*$/i;

/** 'The <brand> team' alone on its line, signing the letter off. */
const SIGNING_TEAM_BEFORE = /^[ \t]*the[ \t]+$/i;
const SIGNING_TEAM_AFTER = /^[ \t]+team[ \t]*[.!]?[ \t]*(?:\n|$)/i;

/** Sentences of the small print: who trades as whom, who is registered, authorised or regulated. */
const SMALL_PRINT = /trading (?:name|style)|registered (?:in|office|number|no)|authori[sz]ed|regulated|Financial Conduct|Prudential|underwrit|company (?:no|number)|\bplc\b|\bLimited\b/i;

/** The sentence holding the character at `at` (a line break between paragraphs ends one too). */
function sentenceAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('\n\n', at), 0);
  const ends = [text.indexOf('. ', at), text.indexOf('\n\n', at)].filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}

/** The character offset where the text's first `lines` non-empty lines end. */
function headingEnd(text: string, lines: number): number {
  let seen = 0;
  for (const m of text.matchAll(/[^\n]*\S[^\n]*(?:\n|$)/g)) {
    seen += 1;
    if (seen === lines) return m.index + m[0].length;
  }
  return text.length;
}

/**
 * The insurer named in a sentence that can only mean the seller ('Thank you for insuring with Go Girl', 'Your car
 * insurance with Kingfisher renews on', 'for choosing
 * Acme Motor'): its capitalised words as typed, when they are none of the listed brands.
 */
const NAMED_AS_INSURER = /\binsuring your [\w .-]{1,30}? with\s+|\b(?:insuring|insured|renewing|staying|being|(?:car |motor )?(?:insurance|policy|cover)) with\s+|\bthank you for choosing\s+/gi;
// (Letters with accents are a name's own: 'Covéa', not 'Cov'.)
const NAME_AS_TYPED = /^(?:\p{Lu}[\p{L}\p{N}_'&=+-]*|&)(?:[ \t]+(?:\p{Lu}[\p{L}\p{N}_'&=+-]*|&)){0,3}/u;
const PLACED_WITH = /\b(?:placed|arranged)\b[^.\n]{0,40}$/i;
const NOT_A_NAME = /^(?:us|Us|Your|The|This|Our|We)$/;


/** The listed brand a word spells, whatever its case ('prima' for Prima): the brand's name, or undefined. */
const listedNameOf = (word: string) => UK_MOTOR_BRANDS.find((brand) => brand.aliases.some((alias) => alias.toLowerCase() === word.toLowerCase()))?.name;

const isListed = (name: string) => BRANDS.some(([, pattern]) => new RegExp(pattern.source, pattern.flags.replace('g', '')).test(name));

function unlistedBrand(text: string): RenewalNoticeField | undefined {
  for (const m of text.matchAll(NAMED_AS_INSURER)) {
    const start = m.index + m[0].length;
    const name = NAME_AS_TYPED.exec(text.slice(start, start + 60))?.[0].trim();
    if (!name || NOT_A_NAME.test(name.split(' ')[0]!) || isListed(name)) continue;
    // 'we have placed this policy with X', 'arranged for you with X': the insurer a broker chose, not the seller.
    if (PLACED_WITH.test(text.slice(Math.max(0, m.index - 40), start))) continue;
    return offered(name, snippetOf(text, m.index, start + name.length));
  }
  return undefined;
}

/**
 * The small print's "Northgate Direct is a trading name of Northgate Insurance Services Limited": the trading name is
 * the brand the driver bought, offered (flagged) only when the letter names no insurer otherwise; a brand that is its web
 * address ('mustard.co.uk is a trading name of …') is a name too, in its own lower case. Not an add-on's
 * supplier ('RAC Breakdown is a trading name of').
 */
const TRADING_NAME = /(?:^|[.\n]\s*)((?:[A-Z][\w'&=+-]*)(?:[ \t]+(?:[A-Z][\w'&=+-]*|&)){0,3}|(?<![\w.])[A-Za-z][\w-]*\.(?:co\.uk|com|uk)) (?:is|are) (?:a )?trading (?:name|style)s? of(?:\b|(?=[A-Z]))/g;
/**
 * The small print's 'Acme Car Insurance is arranged by Acme Bank plc and underwritten by ...': the product's own name,
 * its car insurance, is the brand the driver bought (the firm arranging it is the company behind it).
 */
const PRODUCT_ARRANGED =
  /(?:^|[.\n]\s*)((?:[A-Z][\w'&=+-]*)(?:[ \t]+(?:[A-Z][\w'&=+-]*|&)){0,3})\s+(?:[Cc]ar|[Mm]otor|CAR|MOTOR)\s+(?:[Ii]nsurance|INSURANCE)\s+(?:is|are)\s+(?:arranged|provided|administered|sold|offered)(?:\s+and\s+(?:administered|arranged))?\s+by\b/g;

function tradingName(text: string): RenewalNoticeField | undefined {
  for (const m of [...text.matchAll(TRADING_NAME), ...text.matchAll(PRODUCT_ARRANGED)]) {
    const name = m[1]!;
    if (NOT_A_NAME.test(name.split(' ')[0]!) || isListed(name) || ADD_ON_PRODUCT.test(` ${name.split(' ').slice(1).join(' ')}`)) continue;
    const start = m.index + m[0].indexOf(name);
    return offered(name, snippetOf(text, start, start + m[0].length - m[0].indexOf(name)));
  }
  return undefined;
}

/** Words after a brand's name saying what kind of firm it is, not another name: 'Insurance Services', 'Brokers', 'Ltd'. */
const FIRM_KIND = /^(?:insurance|services|brokers?|group|limited|ltd|plc|agency|direct|motor|car|uk|mutual|consultants|underwriting|&\s*co)\b/i;

/** The small print says the firm is regulated: 'West Norfolk Insurance Services Ltd is authorised and regulated'. */
function saidToBeRegulated(text: string, name: string): boolean {
  return new RegExp(`(?:^|[.\\n]\\s*)${escaped(name)}(?:\\s+(?:Limited|Ltd\\.?|plc|LLP))?\\s+(?:is|are)\\s+(?:[a-z]+\\s+){0,4}?(?:authori[sz]ed|regulated)\\b`).test(text);
}

/** `longer` holds `name` as whole words and more than words saying what kind of firm it is ('Bell Insurance Services'). */
function holdsAndGoesOn(longer: string, name: string): boolean {
  const at = longer.toLowerCase().indexOf(name.toLowerCase());
  if (at < 0 || longer.length === name.length || !writings(longer, name).length) return false;
  return at > 0 || !FIRM_KIND.test(longer.slice(name.length).trim());
}

export function findInsurerBrand(text: string): RenewalNoticeField | undefined {
  const listed = findListedBrand(text);
  const unlisted = unlistedBrand(text);
  // A listed brand heading the letter is its sender; else the broker's letterhead, the letterhead the small print names
  // as the sender, or the firm it says is regulated on a line of its own in the heading ('E H RANSON & CO', a logo
  // under the sender's address: 'Castlemead House, ...' over 'Castlemead' / 'Insurance Brokers').
  // A letterhead whose name holds a listed brand's and goes on ('Darwin Clayton' beside the listed 'Darwin', 'Smith Bell
  // & Thompson' beside 'Bell'), the notice never writing the listed name without the rest: the longer name is the
  // sender's, not the listed brand.
  const own = listed ? letterheadBrand(text) : undefined;
  if (own && holdsAndGoesOn(own.value, listed!.value) && writings(text, listed!.value).length === writings(text, own.value).length) return withOwnMark(text, own);
  const headed = listedInHeading(text, listed);
  const broker = headed ? undefined : (brokersOwnName(text) ?? confirmedLetterhead(text, isListed, [listed, unlisted]) ?? regulatedFirm(text, isListed, headingEnd(text, HEADING_LINES)));
  if (broker) return withOwnMark(text, broker);
  // A printed email from a firm on no list, at its own domain, which the small print says is regulated: the sender,
  // over a listed brand it names as the insurer it places the policy with or moves it from.
  const sender = mailSenderBrand(text);
  if (sender && !isListed(sender.value) && saidToBeRegulated(text, sender.value)) return sender;
  // A listed brand heading the letter or greeting the reader wins; named only in passing, the seller named as such wins;
  // then where an unlisted seller names itself: its letterhead, the firm signing the letter off, the small print, the
  // firm the small print says is regulated named alone on a line (its letterhead: regulated-firm.ts), an email's sender.
  if (listed && listed.confidence === 'high') return withOwnMark(text, listed);
  const named = unlisted ?? listed ?? letterheadBrand(text) ?? signedBrand(text) ?? tradingName(text) ?? regulatedFirm(text, isListed) ?? garbledListedLetterhead(text) ?? sender;
  // Last, a web page's or an app's own names: its printed title (page-title-brand.ts), its web address, the app header's
  // wordmark (app-header-brand.ts).
  return clubForItsWord(text, withOwnMark(text, named ?? pageTitleBrand(text) ?? siteNamedByItsAddress(text) ?? appHeaderBrand(text, listedNameOf)));
}

const GARBLED_LETTERHEAD_REASON = 'Read from a letterhead the scan blurs, as the firm the small print names: check it against your notice.';

/**
 * A listed firm named only in the small print as the one regulated ('Staveley Head Ltd is authorised and regulated …'),
 * its name otherwise a company's, and heading the page as a letterhead OCR garbled a letter of ('STAVELEY HHEAD'): that
 * firm, asking for a tick. Not a firm the small print names without its letterhead (an underwriter).
 */
function garbledListedLetterhead(text: string): RenewalNoticeField | undefined {
  for (const [name] of BRANDS) {
    if (!saidToBeRegulated(text, name)) continue;
    const heading = garbledOwnLine(text, name);
    if (!heading) continue;
    const start = heading.index + heading[0].length - heading[1]!.length;
    return { value: name, confidence: 'low', snippet: snippetOf(text, start, start + letterheadCell(heading[1]!).length), flag: 'check', reason: GARBLED_LETTERHEAD_REASON };
  }
  return undefined;
}

/** A club or society's full name: 'The Caravan and Motorhome Club', 'The Camping and Caravanning Club'. */
const CLUB_NAME = /\bThe[ \t]+(?:(?:[A-Z][a-z'’-]+|and|&|of)[ \t]+){1,5}(?:Club|Society|Association)\b/;

/**
 * A members' scheme names its product by a bare word ('Club Car Insurance', 'Your Club car insurance'): read as the brand
 * 'Club', it is the club the letter names in full ('The Caravan and Motorhome Club'), offered as typed.
 */
function clubForItsWord(text: string, found: RenewalNoticeField | undefined): RenewalNoticeField | undefined {
  if (!found || !/^(?:Club|Society|Association|Members?)$/i.test(found.value)) return found;
  const club = CLUB_NAME.exec(text);
  return club ? offered(club[0], snippetOf(text, club.index, club.index + club[0].length)) : found;
}

/** The letter's heading says its sender is a broker ('Independent insurance brokers', 'Acme Insurance Brokers'). */
const BROKER_HEADING = /\b(?:insurance\s+)?brokers?\b/i;

/**
 * A broker's letter names the insurer it placed the policy with ('Zurich have invited renewal', 'Insurer: Ageas
 * Insurance Limited'), but the driver deals with the broker, whose letterhead heads the letter: that name (flagged, as
 * an unlisted brand is) wins over a listed brand the heading does not name.
 */
function brokersOwnName(text: string): RenewalNoticeField | undefined {
  if (!BROKER_HEADING.test(text.slice(0, headingEnd(text, HEADING_LINES)))) return undefined;
  const own = letterheadBrand(text) ?? letterheadUnderATag(text) ?? tradingNameHeading(text);
  return own && !isListed(own.value) ? own : undefined;
}

/**
 * The small print's trading name ('SEIB Insurance Brokers is a trading name of ...') heading the letter as its logo,
 * which OCR garbled a letter of ('gEIB' over 'Insurance Brokers').
 */
function tradingNameHeading(text: string): RenewalNoticeField | undefined {
  for (const m of text.matchAll(TRADING_NAME)) {
    const name = m[1]!;
    if (NOT_A_NAME.test(name.split(' ')[0]!) || isListed(name)) continue;
    const heading = garbledOwnLine(text, name, true);
    const start = heading ? heading.index + heading[0].length - heading[1]!.length : 0;
    if (heading) return offered(name, snippetOf(text, start, start + letterheadCell(heading[1]!).length));
  }
  return undefined;
}

/** The listed brand found is named in the letter's heading. */
function listedInHeading(text: string, listed: RenewalNoticeField | undefined): boolean {
  const pattern = listed && BRANDS.find(([name]) => name === listed.value)?.[1];
  return !!pattern && new RegExp(pattern.source, pattern.flags.replace('g', '')).test(text.slice(0, headingEnd(text, HEADING_LINES)));
}

/**
 * A brand whose name ends in '!' ('Sure Thing!'), kept as the letter writes it: the '!' after every one of its writings
 * (twice or more) but its company's name ('Sure Thing Insurance Services Limited'). Once ('Welcome to Acme!'), or not
 * after them all, it ends a sentence.
 */
function withOwnMark(text: string, found: RenewalNoticeField | undefined): RenewalNoticeField | undefined {
  const after = (m: RegExpExecArray) => text.slice(m.index + m[0].length, m.index + m[0].length + 50);
  const written = found && !found.value.endsWith('!') ? writings(text, found.value).filter((m) => !COMPANY_NAME.test(after(m)) && !LEGAL_NAME.test(after(m))) : [];
  return written.length >= 2 && written.every((m) => after(m).startsWith('!')) ? { ...found!, value: `${found!.value}!` } : found;
}

function findListedBrand(text: string): RenewalNoticeField | undefined {
  const candidates: Candidate[] = [];
  const counts = new Map<string, number>();
  const headed = new Set<string>();
  const greeted = new Set<string>();
  const heading = headingEnd(text, HEADING_LINES);
  // A brand's name inside another's longer name ('M&S' in 'M&S Car Insurance') is that longer name's writing.
  const spans = BRANDS.flatMap(([name, pattern, overLines]) => brandWritings(text, pattern, overLines, heading).map((m) => ({ name, start: m.index, end: m.index + m[0].length })));
  const insideAnother = (name: string, start: number, end: number) => spans.some((s) => s.name !== name && s.start <= start && s.end >= end && s.end - s.start > end - start);
  for (const [name, pattern, overLines] of BRANDS) {
    for (const m of brandWritings(text, pattern, overLines, heading)) {
      if (insideAnother(name, m.index, m.index + m[0].length)) continue;
      const lineStart = lineStartAt(text, m.index);
      const before = text.slice(Math.max(lineStart, m.index - 60), m.index);
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 50);
      const letterhead = m.index < heading && isLetterheadCompany(m[0], after);
      if (SOMEONE_ELSES.test(before) || ADD_ON_PRODUCT.test(after) || ((COMPANY_NAME.test(after) || LEGAL_NAME.test(after)) && !letterhead) || ADDRESS.test(after) || (PHONE_AFTER.test(after) && /(?:^|[ \t]{3,})$/.test(before))) continue;
      // A mention in the small print (who is a trading name of whom, who is regulated) counts for half.
      counts.set(name, (counts.get(name) ?? 0) + (SMALL_PRINT.test(sentenceAround(text, m.index)) ? 0.5 : 1));
      if (m.index < heading) headed.add(name);
      else if (GREETING.test(before) && /^\s*(?:(?:car|motor|renewal|policy|insurance|customer)\b|[.,!]|$)/i.test(after)) greeted.add(name);
      // The team signing the letter off ('The Acme team' on a line of its own) is the seller, as a greeting's is.
      else if (SIGNING_TEAM_BEFORE.test(before) && SIGNING_TEAM_AFTER.test(after)) greeted.add(name);
      const lineEnd = text.indexOf('\n', m.index);
      candidates.push({ value: name, score: 0, labelStart: lineStart, start: m.index, end: lineEnd < 0 ? text.length : lineEnd });
    }
  }
  // The brand heading the letter wins, then one it greets with ('Thank you for choosing Diamond'), then the one named
  // most often; named at least twice, or heading the letter, it is sure.
  for (const c of candidates) {
    const n = counts.get(c.value)!;
    const placed = headed.has(c.value) ? 0.05 : greeted.has(c.value) ? 0.03 : 0;
    c.score = (n >= 2 || placed ? 0.85 : 0.7) + placed + Math.min(n, 10) / 1000;
  }
  return bestField(text, candidates);
}
