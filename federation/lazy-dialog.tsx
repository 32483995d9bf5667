// Dialogs (and anything else behind a button) stay out of a page's first load: their code (antd's form controls,
// react-hook-form, the form kit, date pickers) would otherwise be evaluated with the page, one long main-thread task.
// `lazyDialog` makes the component lazy; `usePreloadOnFirstInteraction` fetches and evaluates it at the user's first
// tap, click, key or scroll on the page, and `preloadOnIntent` as soon as the user points at or focuses its button, so
// opening it is still instant. Only if it is not loaded yet does a small overlay say so (fixed: nothing on the page moves).
// Focus (dialog-focus.ts): the dialog opens on its first field and gives focus back to its opener when it closes.
import { Suspense, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { afterPaint } from './after-paint';
import { showEarlyDialog, type EarlyOpening } from './early-dialog';
import { antdStylesReady } from './antd-styles';
import { onFirstInteraction } from './first-interaction';
import { browserIdleEnvironment, IDLE_TIMEOUT_MS } from './idle-preload';
import { lazyWhenLoaded } from './lazy-when-loaded';
import { loadOnce } from './load-once';

// The focus handling arrives with the dialog's code (not in the page's first load), wrapped around the dialog.
const loadDialogFocus = () => import('./dialog-focus');

/** The dialog, with its focus handled: first field focused on open, focus back to the opener on close. */
function withDialogFocus<P extends object>(Component: ComponentType<P>, useDialogFocus: () => void): ComponentType<P> {
  return function FocusedDialog(props: P) {
    useDialogFocus();
    return <Component {...props} />;
  };
}

export type LazyDialog<P> = ComponentType<P> & {
  /** Starts loading the dialog's code (once; a failed load is tried again next time). */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * `load` imports the module and picks the component: `lazyDialog(() => import('./x').then((m) => m.XDialog), 'Loading
 * the x form')`. The label names the fallback for screen readers. `early` names the page's plain early dialog to show
 * while the code loads (early-dialog.tsx), for these props: a cancel there closes the dialog with its own `onClose`.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, loadingLabel: string): LazyDialog<P>;
export function lazyDialog<P extends { onClose: () => void }>(
  load: () => Promise<ComponentType<P>>,
  loadingLabel: string,
  early: (props: P) => EarlyOpening | null,
): LazyDialog<P>;
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadingLabel: string,
  early?: (props: P) => EarlyOpening | null,
): LazyDialog<P> {
  // antd's stylesheet is fetched beside the code (every lazy dialog is an antd modal): asked for only once the code had
  // been evaluated, it added a round trip and its download after the code's (issue 38). Once here, the dialog is drawn
  // in the same render, without a frame of fallback (lazy-when-loaded.ts).
  const Dialog = lazyWhenLoaded<P>(() =>
    Promise.all([load(), loadDialogFocus(), antdStylesReady()]).then(([component, focus]) => ({
      default: withDialogFocus(component, focus.useDialogFocus),
    })),
  );
  const preload = loadOnce(() => Dialog.preload().then((module) => module.default));
  const earlyFallback = (props: P): EarlyFallback | undefined => {
    const opening = early?.(props);
    // Only the overload that takes `early` is for props with an onClose.
    return opening ? { ...opening, onCancelled: (props as unknown as { onClose: () => void }).onClose } : undefined;
  };
  function LazyDialogComponent(props: P) {
    return (
      <Suspense fallback={<DialogLoading label={loadingLabel} early={earlyFallback(props)} />}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialogComponent, { preload });
}

/** The plain early dialog a lazy dialog shows while its code loads, and what closes the real one if it is cancelled. */
type EarlyFallback = EarlyOpening & { onCancelled: () => void };

/**
 * The rare case of a dialog opened before its code arrived: the page's plain early dialog when it has one (the user
 * can start on its first fields; the real dialog takes them over), else a centred note over the page, like the
 * dialog's mask.
 */
export function DialogLoading({ label, early }: { label: string; early?: EarlyFallback }) {
  const [plain, setPlain] = useState(false);
  // As the fallback shows: opened before the browser paints, so the note never flashes first; left to the real dialog
  // (which takes it over) when the fallback goes.
  useLayoutEffect(() => {
    if (!early) return;
    const stop = showEarlyDialog(early, early.onCancelled);
    setPlain(stop !== null);
    return stop ?? undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (plain) return null;
  return (
    <div
      role="status"
      aria-label={label}
      style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', background: 'rgba(0,0,0,0.25)', zIndex: 1000 }}
    >
      <span style={{ background: '#fff', color: '#1f1f1f', borderRadius: 8, padding: '12px 20px' }}>Loading…</span>
    </div>
  );
}

type Preloadable = { preload: () => Promise<unknown> };

function preloadAll(dialogs: readonly Preloadable[]) {
  // A failed preload is not an error to show: opening the dialog loads it again (and shows its own error if any).
  for (const dialog of dialogs) dialog.preload().catch(() => undefined);
}

/**
 * Preloads the page's dialogs at the user's first interaction with the page. Not on idle after load: evaluating a
 * form dialog (zod, date picker, antd's form controls) is a 20-270 ms task, which on a phone would block the page
 * just as it became usable. Once the user touches the page, the code arrives while they find the button.
 * A page's first actions (issue 38) are also preloaded once the page is idle, one chunk per idle period
 * (idle-preload.ts), so that a tap on an idle page waits for neither the network nor an evaluation.
 */
export function usePreloadOnFirstInteraction(...dialogs: Preloadable[]) {
  // Not in the interaction's own task (issue 50): when the interaction is the tap on a dialog's button, inserting every
  // dialog's script there was 145-245 ms of the tap's task in CPU profiles at Lighthouse's 4x (on a busy machine). They
  // load once the main thread is next idle, after what was tapped has been drawn.
  // The dialogs are module-level constants: the list never changes for one page.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onFirstInteraction(() => void browserIdleEnvironment.whenIdle(() => preloadAll(dialogs), IDLE_TIMEOUT_MS)), []);
}

/**
 * Props for the button that opens a dialog: pointing at it or focusing it starts loading the dialog, after the next
 * paint: a finger's pointerenter comes in the tap's own task, whose answer (the plain dialog) must draw first.
 */
export function preloadOnIntent(...dialogs: Preloadable[]) {
  const start = () => afterPaint(() => preloadAll(dialogs));
  return { onPointerEnter: start, onFocus: start };
}
