// Issue 38: the price history's plain early form (federation/early-dialog.tsx): a tap on 'Add price history' or 'Edit
// price history' made while the page is starting, or before the dialog's code has loaded, opens it at once on last
// year's price (the year most often added or corrected); the full dialog takes the figure over into last year's row.
import { currentTermStart, displayRegistration, type Policy } from '@renewly/shared-contracts';
import { EarlyDialog, type EarlyOpening } from '../../../../federation/early-dialog';
import { historyRows, lastYearIndex, PRICE_HISTORY_TEXT } from './price-history-rows';

export const EARLY_PRICE_HISTORY = 'price-history';
/** The plain form's one field: the price paid for the year that ended as the current one started. */
export const LAST_YEAR_PRICE = 'lastYearPricePaid';

export function EarlyPriceHistoryDialog() {
  return (
    <EarlyDialog
      name={EARLY_PRICE_HISTORY}
      title={PRICE_HISTORY_TEXT.title}
      fields={[{ name: LAST_YEAR_PRICE, label: "Last year's price paid (£)", inputMode: 'decimal' }]}
      later={['Renewal offer (£)', 'Insurer', 'Earlier years']}
    />
  );
}

/** This policy's price history: titled with its plate, on last year's price if the history has it. */
export function earlyPriceHistory(policy: Policy): EarlyOpening {
  const rows = historyRows(policy);
  const lastYear = rows[lastYearIndex(rows, currentTermStart(policy))];
  return {
    name: EARLY_PRICE_HISTORY,
    title: `${PRICE_HISTORY_TEXT.title} (${displayRegistration(policy.registrationNumber)})`,
    values: { [LAST_YEAR_PRICE]: lastYear?.pricePaid ?? '' },
  };
}
