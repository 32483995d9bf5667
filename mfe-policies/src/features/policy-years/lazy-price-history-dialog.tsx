import { lazyDialog } from '../../../../federation/lazy-dialog';
import { earlyPriceHistory } from './price-history.form';
import type { PriceHistoryDialogProps } from './price-history-dialog';

export const LazyPriceHistoryDialog = lazyDialog<PriceHistoryDialogProps>(
  () => import('./themed-price-history-dialog').then((module) => module.default),
  'Loading the price history',
  ({ policy }) => earlyPriceHistory(policy),
);
