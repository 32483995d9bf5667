// Issue 38: "Quotes you got" as a plain early form (federation/early-dialog.tsx), titled by the tapped card's button
// ('Quotes you got: AB12 CDE'): a quote's first fields at once, the list and the rest of the form when the dialog's
// code has arrived. Only for those who may add quotes (a viewer's dialog has no form).
import { displayRegistration, type Policy } from '@renewly/shared-contracts';
import { EarlyDialog, type EarlyOpening } from '../../../../federation/early-dialog';

export const EARLY_RECEIVED_QUOTES = 'received-quotes';

/** The plain form for this policy's Quotes you got, or null for a viewer (whose dialog has no form). */
export const earlyReceivedQuotes = (policy: Policy): EarlyOpening | null =>
  (policy.access ?? 'owner') !== 'viewer' ? { name: EARLY_RECEIVED_QUOTES, title: `Quotes you got: ${displayRegistration(policy.registrationNumber)}` } : null;

export function EarlyReceivedQuotesDialog() {
  return (
    <EarlyDialog
      name={EARLY_RECEIVED_QUOTES}
      title="Quotes you got"
      fields={[
        { name: 'insurer', label: 'Insurer' },
        { name: 'annualPrice', label: 'Annual price (£)', inputMode: 'decimal' },
        { name: 'excess', label: 'Total excess (£)', inputMode: 'decimal' },
      ]}
      later={['Cover', 'Where you got it', 'Date you got it']}
      wide
    />
  );
}
