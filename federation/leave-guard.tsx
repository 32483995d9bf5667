// Leaving a page with unsaved edits (a link in the header, the tab bar or the user menu) first asks 'Discard changes?',
// as a dialog with changes does; closing or reloading the tab gets the browser's own question. The app's router is a
// plain BrowserRouter (no blockers), so a link's click is held back before react-router sees it and replayed as a
// navigation after 'Discard'.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';

// The question (antd's Modal and the theme) is not part of the page's first load: it loads once the form has changes,
// and is drawn only while it asks (a closed antd Modal still builds its styles, a long task on a phone).
const loadQuestion = () => import('./themed-discard-changes-modal');
const ThemedDiscardChangesModal = lazy(loadQuestion);

/** The in-app address a plain left click on this element would open, or null (new tab, download, other site). */
function inAppLinkTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return target === `${window.location.pathname}${window.location.search}${window.location.hash}` || url.hash ? null : target;
}

export function LeaveGuard({ when }: { when: boolean }) {
  // A page drawn without the app's router (a unit test) leaves by a plain page load.
  return useInRouterContext() ? <RoutedLeaveGuard when={when} /> : <GuardThen when={when} go={(to) => window.location.assign(to)} />;
}

function RoutedLeaveGuard({ when }: { when: boolean }) {
  const navigate = useNavigate();
  return <GuardThen when={when} go={(to) => void navigate(to)} />;
}

function GuardThen({ when, go }: { when: boolean; go: (to: string) => void }) {
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return;
    void loadQuestion().catch(() => undefined);
    const onClick = (event: MouseEvent) => {
      const target = inAppLinkTarget(event);
      if (target === null) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setLeavingTo(target);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capture on the document: before react-router's Link (on the app's root) handles the click.
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when]);

  if (leavingTo === null) return null;
  return (
    <Suspense fallback={null}>
      <ThemedDiscardChangesModal
        open
        onKeepEditing={() => setLeavingTo(null)}
        onDiscard={() => {
          setLeavingTo(null);
          go(leavingTo);
        }}
      />
    </Suspense>
  );
}
