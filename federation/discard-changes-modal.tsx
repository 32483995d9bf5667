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
