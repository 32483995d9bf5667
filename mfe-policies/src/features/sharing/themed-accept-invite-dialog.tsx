// The lazily loaded invitation dialog with its own antd theme.
import { AntdTheme } from '../../../../federation/antd-theme';
import { AcceptInviteDialog, type AcceptInviteDialogProps } from './accept-invite-dialog';

export default function ThemedAcceptInviteDialog(props: AcceptInviteDialogProps) {
  return (
    <AntdTheme>
      <AcceptInviteDialog {...props} />
    </AntdTheme>
  );
}
