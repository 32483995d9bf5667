// A figure read with a zero before its pounds ('£0150'): no notice prints money so (only '£0' or '£0.50'), so the zero
// is OCR's (the '£' or a table's rule read as a '0'). The plain amount is kept ('150'), asking for a tick: the zero may
// also be a misread digit ('£6150'), which the reader cannot tell. Used by parseRenewalNotice on every money figure.
import type { RenewalNoticeField } from './found-field';
import type { PaymentPart, PaymentTerms } from './instalments';

/** One zero or more before another digit of the pounds: '0150', '00.50' (not '0', '0.50'). */
const LEADING_ZERO = /^0+(?=\d)/;

export const STRAY_ZERO_REASON = "This figure was read with a stray '0' before it: check the amount against your notice.";

export function withoutStrayZero(field: RenewalNoticeField | undefined): RenewalNoticeField | undefined {
  if (!field || !LEADING_ZERO.test(field.value)) return field;
  const value = field.value.replace(LEADING_ZERO, '');
  // A flag already on it says why to check it; the figure is put right either way.
  return field.flag ? { ...field, value } : { ...field, value, flag: 'check', reason: STRAY_ZERO_REASON, checked: false };
}

/** The payment terms' figures put right the same way; the terms ask for a tick when any was. */
export function termsWithoutStrayZero(terms: PaymentTerms | undefined): PaymentTerms | undefined {
  if (!terms) return terms;
  let stray = false;
  const plain = <T extends PaymentPart | undefined>(part: T): T => {
    if (!part || !LEADING_ZERO.test(part.value)) return part;
    stray = true;
    return { ...part, value: part.value.replace(LEADING_ZERO, '') };
  };
  const out: PaymentTerms = { ...terms, fees: terms.fees.map(plain), ipt: plain(terms.ipt), deposit: plain(terms.deposit), instalments: plain(terms.instalments), totalPayable: plain(terms.totalPayable), interest: plain(terms.interest) };
  for (const key of Object.keys(out) as (keyof PaymentTerms)[]) if (out[key] === undefined) delete out[key];
  return stray && !out.flag ? { ...out, flag: 'check', reason: STRAY_ZERO_REASON, checked: false } : out;
}
