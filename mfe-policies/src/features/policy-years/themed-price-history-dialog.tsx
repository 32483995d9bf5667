// The lazily loaded price history dialog with its own antd theme (the policies page's root has none).
import { AntdTheme } from '../../../../federation/antd-theme';
import { PriceHistoryDialog, type PriceHistoryDialogProps } from './price-history-dialog';

export default function ThemedPriceHistoryDialog(props: PriceHistoryDialogProps) {
  return (
    <AntdTheme>
      <PriceHistoryDialog {...props} />
    </AntdTheme>
  );
}
