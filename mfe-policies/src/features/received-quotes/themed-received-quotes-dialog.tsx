// The lazily loaded "Quotes you got" dialog with its own antd theme (the policies page's root has none).
import { AntdTheme } from '../../../../federation/antd-theme';
import { ReceivedQuotesDialog, type ReceivedQuotesDialogProps } from './received-quotes-dialog';

export default function ThemedReceivedQuotesDialog(props: ReceivedQuotesDialogProps) {
  return (
    <AntdTheme>
      <ReceivedQuotesDialog {...props} />
    </AntdTheme>
  );
}
