import { useState } from 'react';
import { LazyPolicyFormDialog } from '../../policies/components/lazy-policy-form-dialog';

export function AddPolicyCard() {
  const [open, setOpen] = useState(false);
  return (
    <section className="rp-card" data-testid="add-policy-card" aria-labelledby="rp-add-heading">
      <h3 id="rp-add-heading">Add New Policy</h3>
      <p className="rp-muted" style={{ marginTop: 0 }}>
        Track another vehicle&apos;s insurance renewal, MOT and road tax, and set reminders.
      </p>
      <button type="button" className="rp-button" onClick={() => setOpen(true)}>
        Add New Policy
      </button>
      <LazyPolicyFormDialog open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
