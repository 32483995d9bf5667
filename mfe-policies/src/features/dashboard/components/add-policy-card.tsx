import { useState, type ComponentType } from 'react';
import { preloadOnIntent } from '../../../../../federation/lazy-dialog';

/**
 * The add dialog, handed down by the page (it belongs to the policies feature), and how to start loading its code.
 * Not preloaded when idle: its antd would add to the first load of '/', so it loads when the button is pointed at.
 */
export type AddPolicyDialog = ComponentType<{ open: boolean; onClose: () => void }> & { preload: () => Promise<unknown> };

export function AddPolicyCard({ Dialog }: { Dialog: AddPolicyDialog }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="rp-card" data-testid="add-policy-card" aria-labelledby="rp-add-heading">
      <h2 id="rp-add-heading">Add New Policy</h2>
      <p className="rp-muted" style={{ marginTop: 0 }}>
        Track another vehicle&apos;s insurance renewal, MOT and road tax, and set reminders.
      </p>
      <button type="button" className="rp-button" onClick={() => setOpen(true)} {...preloadOnIntent(Dialog)}>
        Add New Policy
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
