// The service worker's messages from the start of the page, kept until the offline status listens. Offline, the
// entry script's early reads (early-requests.ts) are answered from this device's copy before the app has started, and
// the worker's note of when that copy was saved would otherwise reach no listener and be lost.
// No React here: the entry script runs it before the federation's shared modules exist.
type Listener = (data: unknown) => void;

let kept: unknown[] = [];
let handedOver = false;

/** Starts keeping the worker's messages (the entry script calls it first). */
export function keepEarlyWorkerMessages(nav: Navigator = navigator): void {
  if (!('serviceWorker' in nav)) return;
  nav.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (!handedOver) kept.push(event.data);
  });
}

/** Gives the kept messages to the listener, in order, and stops keeping: from then on it listens itself. */
export function handOverEarlyWorkerMessages(listener: Listener): void {
  handedOver = true;
  const messages = kept;
  kept = [];
  messages.forEach(listener);
}
