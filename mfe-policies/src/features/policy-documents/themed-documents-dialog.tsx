// The lazily loaded Documents dialog with its own antd theme (the policies page's root has none).
import { AntdTheme } from '../../../../federation/antd-theme';
import { DocumentsDialog, type DocumentsDialogProps } from './documents-dialog';

export default function ThemedDocumentsDialog(props: DocumentsDialogProps) {
  return (
    <AntdTheme>
      <DocumentsDialog {...props} />
    </AntdTheme>
  );
}
