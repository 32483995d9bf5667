import { lazyDialog } from '../../../../federation/lazy-dialog';
import type { ShareDialogProps } from './share-dialog';
import { earlyShare } from './share.form';

export const LazyShareDialog = lazyDialog<ShareDialogProps>(
  () => import('./themed-share-dialog').then((module) => module.default),
  'Loading sharing',
  ({ policy }) => earlyShare(policy),
);

export const LazyAcceptInviteDialog = lazyDialog<import('./accept-invite-dialog').AcceptInviteDialogProps>(
  () => import('./themed-accept-invite-dialog').then((module) => module.default),
  'Loading the invitation',
);
