import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/app';
import { ensureRemotesRegistered } from './remotes/federation';
import { preloadRoutePage } from './remotes/route-preload';
import { showStartupError } from './startup-error';
import { noteAppStart } from './lib/tab-history';

noteAppStart();

// Read /remotes.json and register the remotes at start, alongside the signed-in check; a failure here is
// retried by the first route that needs a remote (and shown there as that route's fallback).
ensureRemotesRegistered().catch((error: unknown) => console.warn('[federation] /remotes.json could not be read', error));
void preloadRoutePage(window.location.pathname);

const container = document.getElementById('root');
if (!container) {
  showStartupError(new Error('The page has no #root element'));
} else {
  // Rendered as a transition: React then renders in slices of a few ms, yielding to the browser between them, instead
  // of one long task (on a phone's slower CPU every task over 50 ms blocks input).
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
