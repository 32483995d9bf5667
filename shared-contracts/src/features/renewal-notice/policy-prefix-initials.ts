// OCR reads a policy number's letter prefix with a digit for a letter ('12D-0558317' for 'I2D-0558317', '0QD-...' for
// 'OQD-...'). Where the prefix read with 1 as I and 0 as O is the insurer's own initials ('Insure 2 Drive', 'One Quote
// Direct'), the prefix is those initials: mended, asking for a tick. Any other prefix stays as read.
import type { RenewalNoticeField } from './found-field';

export const PREFIX_AS_INITIALS_REASON = "The start of this policy number was read as digits but matches the insurer's initials: check it against your notice.";

/** The brand's words' first characters ('Insure 2 Drive' -> 'I2D'), when it has three words or more. */
function initialsOf(brand: string): string | null {
  const words = brand.split(/[\s-]+/).filter(Boolean);
  return words.length >= 3 ? words.map((w) => w[0]!.toUpperCase()).join('') : null;
}

export function prefixAsInitials(policy: RenewalNoticeField | undefined, insurer: RenewalNoticeField | undefined): RenewalNoticeField | undefined {
  const initials = insurer && initialsOf(insurer.value);
  const m = policy && initials ? /^([A-Z0-9]{2,5})(?=[-/ ]\d)/.exec(policy.value) : null;
  if (!policy || !m || !/[01]/.test(m[1]!) || !/[A-Z]/.test(m[1]!) || m[1] === initials) return policy;
  const asLetters = m[1]!.replace(/[01]/g, (d, at: number) => (/\d/.test(initials![at] ?? '') ? d : d === '1' ? 'I' : 'O'));
  if (asLetters !== initials) return policy;
  return { ...policy, value: initials + policy.value.slice(m[1]!.length), confidence: 'low', flag: 'check', reason: PREFIX_AS_INITIALS_REASON };
}

export const NUMBER_BY_INITIALS_REASON = "No policy number was labelled: this number starts with the insurer's initials, so it may be the policy's. Check it.";

/**
 * No policy number labelled: a number standing alone that starts with the insurer's initials ('I2D 0072 3319' on a
 * letter from Insure 2 Drive, OCR perhaps reading 1 for I and 0 for O) is most likely the policy's. Offered with the
 * initials, asking for a tick; only where the letter holds one such number.
 */
export function numberByInitials(text: string, insurer: RenewalNoticeField | undefined): RenewalNoticeField | undefined {
  const initials = insurer && initialsOf(insurer.value);
  if (!initials) return undefined;
  const prefix = [...initials].map((ch) => (ch === 'I' ? '[I1]' : ch === 'O' ? '[O0]' : ch)).join('');
  const found = [...text.matchAll(new RegExp(`(?<![\\w/-])${prefix}([-/ ]?\\d{3,}(?:[- ]\\d{3,}){0,3})(?![\\w/-])`, 'g'))];
  const values = new Set(found.map((m) => initials + m[1]!));
  if (values.size !== 1 || found[0]![1]!.replace(/\D/g, '').length < 6) return undefined;
  const m = found[0]!;
  return { value: [...values][0]!, confidence: 'low', snippet: m[0], flag: 'check', reason: NUMBER_BY_INITIALS_REASON };
}
