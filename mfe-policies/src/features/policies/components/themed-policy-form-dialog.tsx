// The lazily loaded dialog with its own antd theme (the dashboard's root has none).
import { AntdTheme } from '../../../../../federation/antd-theme';
import { PolicyFormDialog, type PolicyFormDialogProps } from './policy-form-dialog';

export default function ThemedPolicyFormDialog(props: PolicyFormDialogProps) {
  return (
    <AntdTheme>
      <PolicyFormDialog {...props} />
    </AntdTheme>
  );
}
