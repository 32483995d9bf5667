// How sure the reader is of each field (issue 47 §3), and which money and dates the review must not save without the
// user's tick. A field is:
// - 'sure': found under a label or in a sentence that can only mean it (confidence 'high'), or confirmed by a sum on
//   the notice (premium + add-ons = total, a stated rise = new - old, deposit + instalments = total payable), and no
//   sum or plausibility rule says otherwise;
// - 'unchecked': found, but under a looser label, beside a rival reading, or flagged by a rule;
// - 'derived': worked out rather than written (the day after the cover ends, last year's from a stated fall);
// - not found: absent.
import type { RenewalNoticeField } from './found-field';

export type RenewalNoticeCertainty = 'sure' | 'unchecked' | 'derived';

export function certaintyOf(field: Pick<RenewalNoticeField, 'confidence' | 'flag' | 'checked' | 'derived'>): RenewalNoticeCertainty {
  if (field.derived) return 'derived';
  if (field.flag) return 'unchecked';
  if (field.checked || field.confidence === 'high') return 'sure';
  return 'unchecked';
}

/** A figure or date found under words that do not clearly name it, and no other figure on the notice confirms it. */
export const UNCHECKED_REASON = 'The notice does not label this clearly and nothing else on it confirms it: check it against your notice.';
/** A figure or date worked out, not written on the notice (the field's `derived` says how). */
export const DERIVED_REASON = 'Worked out, not written on the notice: check it before saving.';

/**
 * Why a money field or date needs the user's tick before it is saved, or null when it is sure. A rule's own reason
 * (an impossible date, a total that does not add up, an unusually low premium) wins.
 */
export function reasonToCheck(field: RenewalNoticeField | undefined): string | null {
  if (!field) return null;
  if (field.reason) return field.reason;
  const certainty = certaintyOf(field);
  if (certainty === 'derived') return DERIVED_REASON;
  if (certainty === 'unchecked') return UNCHECKED_REASON;
  return null;
}

/** The fields that are money or dates: none of them is saved while uncertain without a tick. */
export const MONEY_AND_DATE_FIELDS = ['renewalDate', 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess', 'totalPrice'] as const;
