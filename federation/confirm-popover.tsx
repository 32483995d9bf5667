// antd's Popconfirm, usable from the keyboard (WCAG 2.4.3): opening it moves focus to its Cancel button (the safe
// choice; Tab reaches the action), Escape or Cancel gives focus back to the button that opened it, and when a confirmed
// action removes that button (a deleted item), focus goes to the page's content instead of the body.
import { cloneElement, useEffect, useId, useRef, type ReactElement, type Ref } from 'react';
import { Popconfirm, type PopconfirmProps } from 'antd';
import { focusWhenShown, returnFocus } from './dialog-focus';

type Trigger = ReactElement<{ ref?: Ref<HTMLElement> }>;

export function ConfirmPopover({ children, onOpenChange, ...props }: Omit<PopconfirmProps, 'children'> & { children: Trigger }) {
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

  return (
    <Popconfirm
      // Drawn next to its button: within the page's landmarks (axe 'region') and next in the tab order.
      getPopupContainer={(element) => element.parentElement ?? document.body}
      {...props}
      rootClassName={[props.rootClassName, rootClass].filter(Boolean).join(' ')}
      onOpenChange={(open) => {
        onOpenChange?.(open);
        stopFocusing.current?.();
        if (open) {
          used.current = true;
          stopFocusing.current = focusWhenShown(() => popup()?.querySelector<HTMLElement>('.ant-popconfirm-buttons button') ?? null);
        } else {
          const leaving = popup();
          requestAnimationFrame(() => returnFocus(trigger.current, leaving));
        }
      }}
    >
      {cloneElement(children, { ref: trigger })}
    </Popconfirm>
  );
}
