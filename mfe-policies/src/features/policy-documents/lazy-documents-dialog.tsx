import { lazyDialog } from '../../../../federation/lazy-dialog';
import type { DocumentsDialogProps } from './documents-dialog';

export const LazyDocumentsDialog = lazyDialog<DocumentsDialogProps>(
  () => import('./themed-documents-dialog').then((module) => module.default),
  'Loading the documents',
);
