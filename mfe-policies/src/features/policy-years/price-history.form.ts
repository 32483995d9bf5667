// Issue 48: the price history's plain early form, declared once (federation/form-spec.ts): one field, last year's
// price (the year most often added or corrected), which the antd dialog (price-history-dialog.tsx) puts in last
// year's row of its field array.
import { currentTermStart, displayRegistration, type Policy } from '@renewly/shared-contracts';
import type { EarlyOpening } from '../../../../federation/early-dialog';
import { formSpec } from '../../../../federation/form-spec';
import { historyRows, lastYearIndex, PRICE_HISTORY_TEXT } from './price-history-rows';

/** The plain form's one field: the price paid for the year that ended as the current one started. */
export const LAST_YEAR_PRICE = 'lastYearPricePaid';

export const PRICE_HISTORY_FORM = formSpec<{ [LAST_YEAR_PRICE]: string }>({
  name: 'price-history',
  title: PRICE_HISTORY_TEXT.title,
  fields: [{ name: LAST_YEAR_PRICE, label: "Last year's price paid (£)", kind: 'money' }],
  // What the dialog holds after it: not fields of this form but its rows' (and the earlier years).
  later: ['Renewal offer (£)', 'Insurer', 'Earlier years'],
});

/** This policy's price history: titled with its plate, on last year's price if the history has it. */
export function earlyPriceHistory(policy: Policy): EarlyOpening {
  const rows = historyRows(policy);
  const lastYear = rows[lastYearIndex(rows, currentTermStart(policy))];
  return {
    name: PRICE_HISTORY_FORM.name,
    title: `${PRICE_HISTORY_TEXT.title} (${displayRegistration(policy.registrationNumber)})`,
    values: { [LAST_YEAR_PRICE]: lastYear?.pricePaid ?? '' },
  };
}
