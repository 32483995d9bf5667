// Answers the API client's re-authentication requests (shared-contracts/src/client/reauth-events.ts) for the shell
// and every remote page in it: shows the "Confirm it's you" dialog, loaded only when first needed.
import { useEffect, useRef, useState } from 'react';
import { onReauthRequest } from '@renewly/shared-contracts';
import { lazyDialog } from '../../../federation/lazy-dialog';

const LazyReauthDialog = lazyDialog(() => import('./reauth-dialog').then((m) => m.ReauthDialog), 'Loading the confirmation');
const MAX_FRAMES = 300;

/**
 * After the dialog: focus back on the control that sent the refused request. That control is usually a submit button,
 * disabled while its request runs (so it had lost focus when the dialog opened): wait until it is enabled again.
 */
function giveFocusBack(opener: HTMLElement | null) {
  let frames = 0;
  const step = () => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return; // something else has focus now
    if (opener?.isConnected && !opener.matches(':disabled')) opener.focus({ preventScroll: true });
    else if (frames++ < MAX_FRAMES) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function ReauthHost() {
  const [respond, setRespond] = useState<((confirmed: boolean) => void) | null>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const track = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest('[role="dialog"]')) lastFocused.current = event.target;
    };
    document.addEventListener('focusin', track);
    const stop = onReauthRequest((detail) => {
      opener.current = lastFocused.current;
      setRespond(() => detail.respond);
    });
    return () => {
      document.removeEventListener('focusin', track);
      stop();
    };
  }, []);
  if (!respond) return null;
  return (
    <LazyReauthDialog
      onDone={(confirmed) => {
        setRespond(null);
        respond(confirmed);
        giveFocusBack(opener.current);
      }}
    />
  );
}
