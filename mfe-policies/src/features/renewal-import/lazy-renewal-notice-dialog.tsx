import { lazyDialog } from '../../../../federation/lazy-dialog';
import type { RenewalNoticeDialogProps } from './renewal-notice-dialog';

// The importer (its dialog, antd's controls, the parser) is its own chunk, loaded when a notice is chosen or the
// import button is pointed at; the PDF reader and OCR are further chunks, loaded only to read a file.
export const LazyRenewalNoticeDialog = lazyDialog<RenewalNoticeDialogProps>(
  () => import('./themed-renewal-notice-dialog').then((module) => module.default),
  'Loading the renewal notice reader',
);
