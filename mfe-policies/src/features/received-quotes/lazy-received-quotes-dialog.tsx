import { lazyDialog } from '../../../../federation/lazy-dialog';
import type { ReceivedQuotesDialogProps } from './received-quotes-dialog';
import { earlyReceivedQuotes } from './received-quote.form';

export const LazyReceivedQuotesDialog = lazyDialog<ReceivedQuotesDialogProps>(
  () => import('./themed-received-quotes-dialog').then((module) => module.default),
  'Loading your quotes',
  // Those who may add quotes start on the form (a viewer's dialog has none): see the card's button.
  ({ policy }) => earlyReceivedQuotes(policy),
);
