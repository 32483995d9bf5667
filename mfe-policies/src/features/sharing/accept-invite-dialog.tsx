// The emailed link opens '/policies#invite=<token>' (issue 27; the fragment since issue 36): once signed in (the
// shell's auth screen first, if need be), this dialog says who shared which car and in what role, and accepts it for
// the signed-in account. Opened in another account it says (masked) which address it was sent to; opened by the owner
// who sent it, it says so instead of 'has shared … with you'.
import { useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { displayRegistration, refusedMessage, showToast, TOASTS, type Policy } from '@renewly/shared-contracts';
import { inviteWrongAccountMessage, SHARE_ROLE_DESCRIPTIONS, SHARE_ROLE_LABELS, SHARING_MESSAGES } from '@renewly/shared-contracts/features/sharing';
import { useAcceptInvite, useInviteDetails } from './api/sharing-api';

export interface AcceptInviteDialogProps {
  token: string;
  /** Closed: with the policy now shared with the user, or without (declined for now, or the link is no good). */
  onClose: (accepted?: Policy) => void;
}

export function AcceptInviteDialog({ token, onClose }: AcceptInviteDialogProps) {
  const details = useInviteDetails(token);
  const accept = useAcceptInvite();
  const [error, setError] = useState<string | null>(null);
  const audience = details.data?.audience;
  const cannotAccept = audience === 'other' || audience === 'owner';

  const acceptIt = () => {
    setError(null);
    accept.mutate(token, {
      onSuccess: (policy) => {
        showToast({ title: `${displayRegistration(policy.registrationNumber)} is now shared with you`, variant: 'success' });
        onClose(policy);
      },
      onError: (e) => setError(refusedMessage(e, SHARING_MESSAGES.inviteInvalid) ?? TOASTS.error),
    });
  };

  const footer = details.data
    ? [
        <Button key="later" onClick={() => onClose()} disabled={accept.isPending}>
          Not now
        </Button>,
        ...(audience === 'owner'
          ? []
          : [
              <Button key="accept" type="primary" onClick={acceptIt} loading={accept.isPending} disabled={cannotAccept}>
                Accept
              </Button>,
            ]),
      ]
    : [
        <Button key="close" onClick={() => onClose()}>
          Close
        </Button>,
      ];

  return (
    <Modal open title="Shared car invitation" onCancel={() => onClose()} footer={footer} width="min(520px, calc(100vw - 16px))">
      {details.isPending ? (
        <p aria-busy="true">Loading the invitation…</p>
      ) : details.isError ? (
        <Alert type="error" showIcon role="alert" title={SHARING_MESSAGES.inviteInvalid} />
      ) : (
        <div data-testid="invite-details">
          {audience === 'owner' ? (
            <p>
              This is your own invitation: you shared {displayRegistration(details.data.vehicle.registrationNumber)}{' '}
              {details.data.vehicle.carManufacturer} {details.data.vehicle.carModel} with {details.data.sentTo} as{' '}
              <strong>{SHARE_ROLE_LABELS[details.data.role]}</strong>. Only they can accept it.
            </p>
          ) : (
            <p>
              {details.data.ownerFirstName} has shared {displayRegistration(details.data.vehicle.registrationNumber)}{' '}
              {details.data.vehicle.carManufacturer} {details.data.vehicle.carModel} with you as{' '}
              <strong>{SHARE_ROLE_LABELS[details.data.role]}</strong>.
            </p>
          )}
          {audience !== 'owner' && (
            <p>
              {SHARE_ROLE_LABELS[details.data.role]}: {SHARE_ROLE_DESCRIPTIONS[details.data.role]}. Its reminders reach
              you through your own channels, and you can leave at any time.
            </p>
          )}
          {audience === 'other' && <Alert type="warning" showIcon role="alert" title={inviteWrongAccountMessage(details.data.sentTo)} />}
          {error && <Alert type="error" showIcon role="alert" title={error} />}
        </div>
      )}
    </Modal>
  );
}
