import { lazyDialog } from '../../../../federation/lazy-dialog';
import { displayRegistration } from '@renewly/shared-contracts';
import type { ReceivedQuotesDialogProps } from './received-quotes-dialog';
import { EARLY_RECEIVED_QUOTES } from './early-received-quotes-dialog';

export const LazyReceivedQuotesDialog = lazyDialog<ReceivedQuotesDialogProps>(
  () => import('./themed-received-quotes-dialog').then((module) => module.default),
  'Loading your quotes',
  // Those who may add quotes start on the form (a viewer's dialog has none): see the card's button.
  ({ policy, onClose }) =>
    (policy.access ?? 'owner') !== 'viewer'
      ? { name: EARLY_RECEIVED_QUOTES, title: `Quotes you got: ${displayRegistration(policy.registrationNumber)}`, onCancelled: onClose }
      : null,
);
