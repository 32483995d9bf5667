import { useEffect, useLayoutEffect, useRef, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { onToast } from '@renewly/shared-contracts';
import { useToastSlot } from './toast-slot';
import { useToastStore, type Toast } from './toast-store';

const SWIPE_DISMISS_PX = 50;
const HOTKEY = 'F8';

const variantColour: Record<string, string> = {
  success: '#389e0d',
  error: '#cf1322',
  warning: '#ad4e00',
  info: '#1d4ed8',
};

/** The one place toasts are shown: the shell's own calls and remotes' showToast events both land here. */
export function ToastArea() {
  const toasts = useToastStore((state) => state.toasts);
  const add = useToastStore((state) => state.add);
  const regionRef = useRef<HTMLOListElement>(null);
  const slot = useToastSlot();

  useEffect(() => onToast((detail) => add(detail)), [add]);

  // In the slot, a toast pushes the page down. The browser would scroll to keep what is on screen in place (scroll
  // anchoring), which slides that content under the toast; while toasts show, the page moves down instead.
  const pushesPage = slot !== null && toasts.length > 0;
  useLayoutEffect(() => {
    if (!pushesPage) return;
    document.documentElement.style.overflowAnchor = 'none';
    return () => {
      document.documentElement.style.overflowAnchor = '';
    };
  }, [pushesPage]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const area = (
    <section aria-label={`Notifications (${HOTKEY})`} className="renewly-toast-region">
      <ol ref={regionRef} tabIndex={-1} className="renewly-toast-viewport" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
  return slot ? createPortal(area, slot) : area;
}

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((state) => state.dismiss);
  const startX = useRef<number | null>(null);
  const itemRef = useRef<HTMLLIElement>(null);

  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (startX.current === null || !itemRef.current) return;
    const dx = Math.max(0, event.clientX - startX.current);
    itemRef.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (startX.current === null) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    if (dx >= SWIPE_DISMISS_PX) dismiss(toast.id);
    else if (itemRef.current) itemRef.current.style.transform = '';
  };

  const variant = toast.variant ?? 'info';
  return (
    // The list keeps its items (a role on the <li> would take it out of the list: axe's aria-allowed-role and list);
    // the live role is on the words it announces.
    <li
      ref={itemRef}
      data-variant={variant}
      className="renewly-toast"
      style={{ borderLeftColor: variantColour[variant] }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div className="renewly-toast-text" role={variant === 'error' || variant === 'warning' ? 'alert' : 'status'}>
        <div className="renewly-toast-title">{toast.title}</div>
        {toast.description ? <div className="renewly-toast-description">{toast.description}</div> : null}
      </div>
      <button type="button" aria-label="Close" className="renewly-toast-close" onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </li>
  );
}
