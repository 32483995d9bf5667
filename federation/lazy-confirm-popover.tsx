// A confirm popover for a page that draws no antd on its first paint: its button is drawn as it is, and the popover's
// code (antd's Popconfirm, the theme) loads when the user points at or focuses the button, or at the latest when they
// press it; it then opens at once, with the focus handling of ConfirmPopover (Cancel focused, back to the button).
import { cloneElement, lazy, Suspense, useState, type MouseEvent } from 'react';
import type { ConfirmPopoverProps } from './confirm-popover';

const load = () => import('./themed-confirm-popover');
const ThemedConfirmPopover = lazy(load);
const preload = () => void load().catch(() => undefined);

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void; onPointerEnter?: () => void; onFocus?: () => void };

export function LazyConfirmPopover({ children, ...props }: ConfirmPopoverProps) {
  const [pressed, setPressed] = useState(false);
  if (!pressed) {
    return cloneElement(children as React.ReactElement<TriggerProps>, {
      onClick: () => setPressed(true),
      onPointerEnter: preload,
      onFocus: preload,
    });
  }
  return (
    <Suspense fallback={children}>
      <ThemedConfirmPopover {...props} openOnMount>
        {children}
      </ThemedConfirmPopover>
    </Suspense>
  );
}
