// How sure the reader is of each field (issue 47 §3), and which money and dates the review must not save without the
// user's tick. A field is:
// - 'sure': for money and dates, only when `checked`: a figure named by its label or sentence and confirmed by
//   another figure or sentence on the notice (premium + add-ons = total, a stated rise = new - old, deposit +
//   instalments = total payable, compulsory + voluntary = total excess, the same figure stated again where it is named
//   again: corroborate.ts), or a date the notice states as the new cover's start (renewal-date-field.ts); and no sum
//   or plausibility rule says otherwise. A clear label alone is not enough for money or a date (issue 47 §3, 'no
//   wrong money or date saved without a flag'). For the other fields (insurer, policy number, registration, cover),
//   a label or sentence that can only mean the field (confidence 'high') is enough;
// - 'unchecked': found, but not confirmed, under a looser label, beside a rival reading, or flagged by a rule;
// - 'derived': worked out rather than written (the day after the cover ends, last year's from a stated fall);
// - not found: absent.
import type { RenewalNoticeField } from './found-field';

export type RenewalNoticeCertainty = 'sure' | 'unchecked' | 'derived';

/** Money and dates need a check to be sure; the other fields need only a label that names them. */
export type RenewalNoticeFieldKind = 'money-or-date' | 'other';

export function certaintyOf(
  field: Pick<RenewalNoticeField, 'confidence' | 'flag' | 'checked' | 'derived'>,
  kind: RenewalNoticeFieldKind = 'money-or-date',
): RenewalNoticeCertainty {
  if (field.derived) return 'derived';
  if (field.flag) return 'unchecked';
  if (field.checked === true) return 'sure';
  // A confidence alone (however clear the label) never makes money or a date sure: only a check does.
  if (kind === 'other' && field.confidence === 'high') return 'sure';
  return 'unchecked';
}

/** A figure or date found under words that do not clearly name it, and no other figure on the notice confirms it. */
export const UNCHECKED_REASON = 'The notice does not label this clearly and nothing else on it confirms it: check it against your notice.';
/** A figure clearly labelled, but that no other figure or sentence on the notice confirms. */
export const UNCONFIRMED_REASON = 'Nothing else on the notice confirms this figure: check it against your notice.';
/** A figure or date worked out, not written on the notice (the field's `derived` says how). */
export const DERIVED_REASON = 'Worked out, not written on the notice: check it before saving.';

/**
 * Why a money field or date needs the user's tick before it is saved, or null when it is sure (checked). A rule's
 * own reason (an impossible date, a total that does not add up, an unusually low premium) wins. Always judged as money
 * or a date, whatever certainty the field carries.
 */
export function reasonToCheck(field: RenewalNoticeField | undefined): string | null {
  if (!field) return null;
  if (field.reason) return field.reason;
  const certainty = certaintyOf(field, 'money-or-date');
  if (certainty === 'derived') return DERIVED_REASON;
  if (certainty === 'unchecked') return field.confidence === 'high' ? UNCONFIRMED_REASON : UNCHECKED_REASON;
  return null;
}

/** The fields that are money or dates: none of them is saved while uncertain without a tick. */
export const MONEY_AND_DATE_FIELDS = ['renewalDate', 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess', 'totalPrice'] as const;
