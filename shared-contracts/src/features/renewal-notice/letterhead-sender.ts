// A broker's or a car maker's insurance letter names the insurer behind the policy ('Your car insurance with Covéa
// Insurance plc', 'provided by ..., a trading name of Ageas Retail Limited'), but the driver deals with the firm whose
// letterhead heads the letter. When the small print names that same firm as the one the FCA regulates, or as a trading
// name, or as the product provided by another ('Alan & Thomas Insurance Group Limited is authorised and regulated',
// 'Hunter Adams is a trading name of', 'Alfa Romeo Insurance is provided by'), the letterhead is the sender: it wins
// over a listed brand the heading does not name. Offered as typed, flagged, as any unlisted brand is.
import type { RenewalNoticeField } from './found-field';
import { escaped, letterheadBrand, letterheadUnderATag } from './own-name-brand';

/** The small print's sentence starting with the firm's name (what it sells and its company ending may follow). */
function namesItselfSender(text: string, name: string): boolean {
  return new RegExp(
    String.raw`(?:^|[.\n]\s*)${escaped(name)}(?:[ \t]+(?:(?:car|motor)[ \t]+)?insurance)?(?:[ \t]+(?:brokers|services|group|consultants))?(?:[ \t]+&[ \t]+(?:co\.?|company))?(?:[ \t]+\([A-Za-z ]{2,30}\))?(?:[ \t]+(?:limited|ltd\.?|plc|llp))?[ \t]+(?:is|are)[ \t]+(?:(?:both|jointly)[ \t]+)?(?:a[ \t]+trading[ \t]+(?:name|style)|authori[sz]ed|regulated|(?:provided|arranged|administered)[ \t]+by)\b`,
    'i',
  ).test(text);
}

/**
 * `others`: the brands found otherwise (a listed one, one the letter names as its insurer). A letterhead that is one
 * of them in short or at length ('Waitrose' for 'Waitrose Car Insurance', 'AA' for 'The AA') is that one, kept as
 * found. (The caller has checked that no listed brand heads the letter.)
 */
export function confirmedLetterhead(text: string, isListed: (name: string) => boolean, others: readonly (RenewalNoticeField | undefined)[]): RenewalNoticeField | undefined {
  // The first line's name, or (a tag of the letter's kind over it: 'Easy Read', 'Electric car insurance') the next's.
  const own = [letterheadBrand(text), letterheadUnderATag(text)].find((o) => o && !isListed(o.value) && namesItselfSender(text, o.value));
  if (!own) return undefined;
  const name = own.value.toLowerCase();
  const same = (other: string) => other.includes(name) || name.includes(other);
  return others.some((other) => other && same(other.value.toLowerCase())) ? undefined : own;
}

