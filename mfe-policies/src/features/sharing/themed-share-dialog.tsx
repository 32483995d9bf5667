// The lazily loaded share dialog with its own antd theme (the policies page's root has none).
import { AntdTheme } from '../../../../federation/antd-theme';
import { ShareDialog, type ShareDialogProps } from './share-dialog';

export default function ThemedShareDialog(props: ShareDialogProps) {
  return (
    <AntdTheme>
      <ShareDialog {...props} />
    </AntdTheme>
  );
}
