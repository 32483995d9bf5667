// 'Discard changes?' with the brand's antd theme, as one module that a plain page with a form loads when the form
// first has changes (leave-guard.tsx): the page's first load carries no antd for it.
import { AntdTheme } from './antd-theme';
import { DiscardChangesModal } from './discard-changes-modal';

export default function ThemedDiscardChangesModal(props: Parameters<typeof DiscardChangesModal>[0]) {
  return (
    <AntdTheme>
      <DiscardChangesModal {...props} />
    </AntdTheme>
  );
}
