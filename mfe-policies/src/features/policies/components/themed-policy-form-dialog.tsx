// The lazily loaded dialog with its own antd theme (the dashboard renders no ConfigProvider).
import { PoliciesTheme } from '../../../app/policies-theme';
import { PolicyFormDialog, type PolicyFormDialogProps } from './policy-form-dialog';

export default function ThemedPolicyFormDialog(props: PolicyFormDialogProps) {
  return (
    <PoliciesTheme>
      <PolicyFormDialog {...props} />
    </PoliciesTheme>
  );
}
