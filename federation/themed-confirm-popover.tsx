// The confirm popover with the brand's antd theme, as one module that a plain page loads at the first press of a
// button that asks for confirmation (lazy-confirm-popover.tsx): the page's first load carries no antd for it.
import { AntdTheme } from './antd-theme';
import { ConfirmPopover, type ConfirmPopoverProps } from './confirm-popover';

export default function ThemedConfirmPopover(props: ConfirmPopoverProps) {
  return (
    <AntdTheme>
      <ConfirmPopover {...props} />
    </AntdTheme>
  );
}
