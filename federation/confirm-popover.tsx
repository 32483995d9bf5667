// antd's Popconfirm, usable from the keyboard (WCAG 2.4.3): opening it moves focus to its Cancel button (the safe
// choice; Tab reaches the action), Escape or Cancel gives focus back to the button that opened it, and when a confirmed
// action removes that button (a deleted item), focus goes to the page's content instead of the body.
import { cloneElement, useEffect, useId, useRef, type ReactElement, type Ref } from 'react';
import { Popconfirm, type PopconfirmProps } from 'antd';
import { focusWhenShown, returnFocus } from './dialog-focus';

type Trigger = ReactElement<{ ref?: Ref<HTMLElement> }>;

export type ConfirmPopoverProps = Omit<PopconfirmProps, 'children'> & {
  children: Trigger;
  /** Open at once, as if its button had just been pressed (lazy-confirm-popover.tsx loads it at that press). */
  openOnMount?: boolean;
};

export function ConfirmPopover({ children, onOpenChange, openOnMount = false, ...props }: ConfirmPopoverProps) {
  const trigger = useRef<HTMLElement>(null);
  const rootClass = `renewly-confirm-${useId().replace(/[^\w-]/g, '')}`;
  const popup = () => document.querySelector<HTMLElement>(`.${rootClass}`);
  const stopFocusing = useRef<() => void>(undefined);

  // Used at least once: when its item then goes away (a confirmed delete), focus must not be left on the body.
  const used = useRef(false);
  useEffect(
    () => () => {
      stopFocusing.current?.();
      if (used.current) requestAnimationFrame(() => returnFocus(null));
    },
    [],
  );

  /** Focus to Cancel when it opens, back to its button when it closes. */
  const followOpen = (open: boolean) => {
    stopFocusing.current?.();
    if (open) {
      used.current = true;
      stopFocusing.current = focusWhenShown(() => popup()?.querySelector<HTMLElement>('.ant-popconfirm-buttons button') ?? null);
    } else {
      const leaving = popup();
      requestAnimationFrame(() => returnFocus(trigger.current, leaving));
    }
  };

  // Opened by the press that loaded it: focus follows as for any opening.
  useEffect(() => {
    if (openOnMount) followOpen(true);
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Popconfirm
      // Drawn next to its button: within the page's landmarks (axe 'region') and next in the tab order.
      getPopupContainer={(element) => element.parentElement ?? document.body}
      {...props}
      rootClassName={[props.rootClassName, rootClass].filter(Boolean).join(' ')}
      defaultOpen={openOnMount || props.defaultOpen}
      onOpenChange={(open) => {
        onOpenChange?.(open);
        followOpen(open);
      }}
    >
      {cloneElement(children, { ref: trigger })}
    </Popconfirm>
  );
}
