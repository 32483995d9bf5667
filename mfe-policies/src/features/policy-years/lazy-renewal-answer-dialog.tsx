import { lazyDialog } from '../../../../federation/lazy-dialog';
import type { RenewalAnswerDialogProps } from './renewal-answer-dialog';

export const LazyRenewalAnswerDialog = lazyDialog<RenewalAnswerDialogProps>(
  () => import('./themed-renewal-answer-dialog').then((module) => module.default),
  'Loading the renewal question',
);
