import { lazyDialog } from '../../../../../federation/lazy-dialog';
import type { PolicyFormDialogProps } from './policy-form-dialog';
import { ADD_POLICY_FORM, earlyEditPolicy } from '../policy.form';

// The dialog (antd form controls, react-hook-form, the policy schema, the brand theme) is not part of the page's
// first load: the dashboard itself carries no antd at all. The policies page preloads it when idle, the dashboard's
// add button when pointed at or focused (federation/lazy-dialog.tsx).
const PolicyFormDialog = lazyDialog<PolicyFormDialogProps>(
  () => import('./themed-policy-form-dialog').then((module) => module.default),
  'Loading the policy form',
  ({ policy }) => (policy ? earlyEditPolicy(policy) : { name: ADD_POLICY_FORM.name }),
);

function ClosedOrPolicyFormDialog(props: PolicyFormDialogProps) {
  if (!props.open) return null;
  return <PolicyFormDialog {...props} />;
}

export const LazyPolicyFormDialog = Object.assign(ClosedOrPolicyFormDialog, { preload: PolicyFormDialog.preload });
