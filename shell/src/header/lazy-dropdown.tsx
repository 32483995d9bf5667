import { cloneElement, lazy, Suspense, useState, type ReactElement } from 'react';
import type { DropdownProps } from 'antd';

const loadDropdown = () => import('./themed-dropdown');
const ThemedDropdown = lazy(loadDropdown);

type TriggerProps = { onClick?: () => void; onPointerEnter?: () => void; onFocus?: () => void };

export type LazyDropdownProps = Omit<DropdownProps, 'children'> & {
  children: ReactElement<TriggerProps>;
  /** Also fetch what the open menu will show (e.g. a lazy panel) when the trigger is hovered or focused. */
  preload?: () => void;
};

/**
 * A header menu whose antd Dropdown (and antd itself) loads only when the menu is about to be used: the trigger
 * renders alone until it is hovered, focused or clicked; the first click opens the menu once it has loaded.
 */
export function LazyDropdown({ children, open: controlledOpen, onOpenChange, preload: preloadMore, ...dropdownProps }: LazyDropdownProps) {
  const [armed, setArmed] = useState(false);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen: NonNullable<DropdownProps['onOpenChange']> = (next, info) => {
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next, info);
  };

  if (!armed) {
    const preload = () => {
      void loadDropdown();
      preloadMore?.();
    };
    return cloneElement(children, {
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        setArmed(true);
        setOpen(true, { source: 'trigger' });
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <ThemedDropdown {...dropdownProps} open={open} onOpenChange={setOpen}>
        {children}
      </ThemedDropdown>
    </Suspense>
  );
}
