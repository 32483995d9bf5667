// The lazily loaded importer with its own antd theme (the policies page's root has none).
import { AntdTheme } from '../../../../federation/antd-theme';
import { RenewalNoticeDialog, type RenewalNoticeDialogProps } from './renewal-notice-dialog';

export default function ThemedRenewalNoticeDialog(props: RenewalNoticeDialogProps) {
  return (
    <AntdTheme>
      <RenewalNoticeDialog {...props} />
    </AntdTheme>
  );
}
