import { lazyDialog } from '../../../../federation/lazy-dialog';
import type { ReceivedQuotesDialogProps } from './received-quotes-dialog';

export const LazyReceivedQuotesDialog = lazyDialog<ReceivedQuotesDialogProps>(
  () => import('./themed-received-quotes-dialog').then((module) => module.default),
  'Loading your quotes',
);
