// Issue 48: the share dialog's invitation, declared once (federation/form-spec.ts): the plain early form draws the
// email field, the antd dialog (share-dialog.tsx) both fields from here.
import { displayRegistration, type Policy } from '@renewly/shared-contracts';
import type { ShareInviteInput } from '@renewly/shared-contracts/features/sharing';
import type { EarlyOpening } from '../../../../federation/early-dialog';
import { formSpec } from '../../../../federation/form-spec';

export const SHARE_FORM = formSpec<ShareInviteInput>({
  name: 'share',
  title: 'Share',
  fields: [
    { name: 'email', label: 'Email address', kind: 'email', maxLength: 254, required: true },
    { name: 'role', label: 'Role' },
  ],
});

/** The plain form for this policy's Share (the card's button and the lazy dialog's fallback open the same). */
export const earlyShare = (policy: Policy): EarlyOpening => ({ name: SHARE_FORM.name, title: `Share ${displayRegistration(policy.registrationNumber)}` });
