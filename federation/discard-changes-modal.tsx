import { useState, type ReactNode } from 'react';
import { Button, Modal } from 'antd';

/**
 * Asked before a dialog with changes closes (a click outside, Esc, Cancel or ×), or a page with changes is left (a link;
 * see leave-guard.tsx). Esc here means keep editing.
 */
export function DiscardChangesModal({ open, onKeepEditing, onDiscard }: { open: boolean; onKeepEditing: () => void; onDiscard: () => void }) {
  return (
    <Modal
      open={open}
      title="Discard changes?"
      width={400}
      onCancel={onKeepEditing}
      footer={[
        <Button key="keep" type="primary" onClick={onKeepEditing}>
          Keep editing
        </Button>,
        <Button key="discard" danger onClick={onDiscard}>
          Discard
        </Button>,
      ]}
    >
      What you changed in this form will be lost.
    </Modal>
  );
}

/**
 * A dialog's close that asks first when the form has changes: `requestClose` for its Cancel, × , Esc and mask click
 * (nothing while `busy` saving), and the question to render beside the dialog.
 */
export function useDiscardGuard(dirty: boolean, busy: boolean, onClose: () => void): { requestClose: () => void; discardModal: ReactNode } {
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => {
    if (busy) return;
    if (dirty) setConfirming(true);
    else onClose();
  };
  const discardModal = (
    <DiscardChangesModal
      open={confirming}
      onKeepEditing={() => setConfirming(false)}
      onDiscard={() => {
        setConfirming(false);
        onClose();
      }}
    />
  );
  return { requestClose, discardModal };
}
