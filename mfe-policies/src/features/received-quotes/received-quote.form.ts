// Issue 48: a quote you got, declared once (federation/form-spec.ts): the plain early form draws its first three
// fields, the antd form (received-quote-form.tsx) takes its labels from here.
import { displayRegistration, type Policy } from '@renewly/shared-contracts';
import type { ReceivedQuoteInputBody } from '@renewly/shared-contracts/features/received-quotes';
import type { EarlyOpening } from '../../../../federation/early-dialog';
import { formSpec } from '../../../../federation/form-spec';

export const RECEIVED_QUOTE_FORM = formSpec<ReceivedQuoteInputBody>({
  name: 'received-quotes',
  title: 'Quotes you got',
  fields: [
    { name: 'insurer', label: 'Insurer', required: true },
    { name: 'annualPrice', label: 'Annual price (£)', kind: 'money', prefix: '£', required: true },
    { name: 'excess', label: 'Total excess (£)', kind: 'money', prefix: '£', required: true },
    { name: 'coverage', label: 'Cover', required: true },
    { name: 'source', label: 'Where you got it', required: true },
    { name: 'quotedOn', label: 'Date you got it', required: true },
  ],
  early: 3,
  wide: true,
});

/** The plain form for this policy's Quotes you got, or null for a viewer (whose dialog has no form). */
export const earlyReceivedQuotes = (policy: Policy): EarlyOpening | null =>
  (policy.access ?? 'owner') !== 'viewer' ? { name: RECEIVED_QUOTE_FORM.name, title: `Quotes you got: ${displayRegistration(policy.registrationNumber)}` } : null;
