import { cloneElement, startTransition, Suspense, useRef, useState, type MouseEvent, type ReactElement, type Ref } from 'react';
import type { DropdownProps } from 'antd';
import { afterPaint } from '../../../federation/after-paint';
import { antdStylesReady } from '../../../federation/antd-styles';
import { lazyWhenLoaded } from '../../../federation/lazy-when-loaded';
import { showEarlyMenu } from '../../../federation/early-dialog';

// The popup's keyboard handling comes with the dropdown's code, not in the page's first load.
let keyboard: typeof import('./popup-keyboard') | undefined;
const loadKeyboard = () => import('./popup-keyboard').then((m) => (keyboard = m));
// antd's stylesheet beside the code, not asked for once the code has run (issue 38: a round trip and a download saved).
// Drawn in the same render once loaded (lazy-when-loaded.ts): a plain lazy held an idle tap's menu back ~300 ms.
const ThemedDropdown = lazyWhenLoaded(() =>
  Promise.all([import('./themed-dropdown'), loadKeyboard(), antdStylesReady()]).then(([dropdown]) => dropdown),
);
/** Fetches and evaluates the dropdown's code (antd's Dropdown and the keyboard handling) ahead of the first click. */
export const preloadDropdown = ThemedDropdown.preload;

type TriggerProps = { onClick?: (event: MouseEvent) => void; onPointerEnter?: () => void; onFocus?: () => void; ref?: Ref<HTMLElement> };

export type LazyDropdownProps = Omit<DropdownProps, 'children'> & {
  children: ReactElement<TriggerProps>;
  /** Also fetch what the open menu will show (e.g. a lazy panel) when the trigger is hovered or focused. */
  preload?: () => void;
  /** The page's plain menu (a popover, federation/early-dialog.tsx) that answers the first click while antd's draws. */
  earlyMenu?: string;
  /** Brings the plain menu up to date just before it shows (it was drawn with the page). */
  beforeEarlyMenu?: () => void;
};

/**
 * A header menu whose antd Dropdown (and antd itself) loads only when the menu is about to be used: the trigger
 * renders alone until it is hovered, focused or clicked; the first click opens the menu once it has loaded.
 */
export function LazyDropdown({ children, open: controlledOpen, onOpenChange, preload: preloadMore, popupRender, earlyMenu, beforeEarlyMenu, ...dropdownProps }: LazyDropdownProps) {
  const [armed, setArmed] = useState(false);
  const trigger = useRef<HTMLElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const stopFocusing = useRef<() => void>(undefined);
  const changes = useRef(0);
  // When the plain menu was last dismissed: a tap on the trigger dismisses it as the pointer goes down (the popover's
  // light dismiss), and that tap's click must not show it again.
  const plainDismissedAt = useRef(-Infinity);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen: NonNullable<DropdownProps['onOpenChange']> = (next, info) => {
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next, info);
    stopFocusing.current?.();
    stopFocusing.current = undefined;
    const change = ++changes.current;
    if (next) {
      void loadKeyboard().then((k) => {
        // Only if the menu was not closed (or opened again) meanwhile.
        if (changes.current === change) stopFocusing.current = k.focusIntoPopupSoon(popup);
      });
    }
  };

  if (!armed) {
    // After the next paint: a finger's pointerenter comes in the tap's own task, whose answer must draw first.
    const preload = () =>
      afterPaint(() => {
        preloadDropdown().catch(() => undefined);
        preloadMore?.();
      });
    return cloneElement(children, {
      ref: trigger,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: (event: MouseEvent) => {
        const arm = () => {
          setArmed(true);
          setOpen(true, { source: 'trigger' });
        };
        // Issue 38: antd's menu takes ~200 ms to draw the first time on a phone (longer while its code still loads).
        // Its plain twin answers a tap at once, and antd's is drawn once that has painted; the plain one dismissed
        // before antd's has taken it over closes antd's too. Not for Enter or Space (a click of detail 0): the plain
        // menu has no arrow keys, and a keyboard's next key would go to it.
        let armedNow = false;
        let dismissed = false;
        const onDismissed = () => {
          dismissed = true;
          plainDismissedAt.current = performance.now();
          if (armedNow) setOpen(false, { source: 'trigger' });
        };
        if (!earlyMenu || event.detail === 0) return arm();
        if (performance.now() - plainDismissedAt.current < 500) return;
        beforeEarlyMenu?.();
        if (!showEarlyMenu(earlyMenu, onDismissed)) return arm();
        // Its code, if a hover or focus has not already asked for it (after the plain menu has painted).
        preload();
        // A transition: antd's first draw yields to the browser (a tap or a key is not held behind it).
        afterPaint(() => {
          if (dismissed) return;
          armedNow = true;
          startTransition(arm);
        });
      },
    });
  }
  const closeAndReturnFocus = () => {
    setOpen(false, { source: 'trigger' });
    trigger.current?.focus();
  };
  const triggerElement = cloneElement(children, { ref: trigger });
  return (
    <Suspense fallback={triggerElement}>
      <ThemedDropdown
        {...dropdownProps}
        open={open}
        onOpenChange={setOpen}
        popupRender={(menu) => {
          const content = popupRender ? popupRender(menu) : menu;
          // The keyboard module loads with ThemedDropdown, so it is here whenever the popup is drawn.
          return keyboard ? (
            <keyboard.PopupKeyboard containerRef={popup} onClose={closeAndReturnFocus}>
              {content}
            </keyboard.PopupKeyboard>
          ) : (
            content
          );
        }}
      >
        {triggerElement}
      </ThemedDropdown>
    </Suspense>
  );
}
