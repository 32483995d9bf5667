// The rules tests' short notices (fresh-notice-rules-*.test.ts): a few lines of our own under a renewal heading, read
// as of the day the fresh sets were read, and a field shown with '?' when it asks for a tick.
import { reasonToCheck } from '../certainty';
import { parseRenewalNotice, type RenewalNotice } from '../../renewal-notice';

export const readShortNotice = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });

type Money = 'renewalPremium' | 'previousPremium' | 'compulsoryExcess' | 'voluntaryExcess' | 'totalExcess';

/** A money field's value, with '?' when it asks for a tick. */
export const shown = (found: RenewalNotice, field: Money) => {
  const f = found[field];
  return f && `${f.value}${reasonToCheck(f) ? '?' : ''}`;
};
export const shownAll = (found: RenewalNotice, ...fields: Money[]) => fields.map((field) => shown(found, field));
/** The values alone, where whether a short text confirms them is not what a rule is about. */
export const valuesOf = (found: RenewalNotice, ...fields: Money[]) => fields.map((field) => found[field]?.value);
