import { lazyDialog } from '../../../../federation/lazy-dialog';
import { displayRegistration } from '@renewly/shared-contracts';
import type { ShareDialogProps } from './share-dialog';
import { EARLY_SHARE } from './early-share-dialog';

export const LazyShareDialog = lazyDialog<ShareDialogProps>(
  () => import('./themed-share-dialog').then((module) => module.default),
  'Loading sharing',
  ({ policy, onClose }) => ({ name: EARLY_SHARE, title: `Share ${displayRegistration(policy.registrationNumber)}`, onCancelled: onClose }),
);

export const LazyAcceptInviteDialog = lazyDialog<import('./accept-invite-dialog').AcceptInviteDialogProps>(
  () => import('./themed-accept-invite-dialog').then((module) => module.default),
  'Loading the invitation',
);
