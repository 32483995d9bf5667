import { lazy, Suspense } from 'react';
import type { PolicyFormDialogProps } from './policy-form-dialog';

// The dialog (antd form controls, react-hook-form, the policy schema, the brand theme) loads on first opening,
// not with the page: the dashboard itself carries no antd at all.
const PolicyFormDialog = lazy(() => import('./themed-policy-form-dialog'));

export function LazyPolicyFormDialog(props: PolicyFormDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense
      fallback={
        <div
          role="status"
          aria-label="Loading the policy form"
          style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', background: 'rgba(0,0,0,0.25)', zIndex: 1000 }}
        >
          <span style={{ background: '#fff', borderRadius: 8, padding: '12px 20px' }}>Loading…</span>
        </div>
      }
    >
      <PolicyFormDialog {...props} />
    </Suspense>
  );
}
