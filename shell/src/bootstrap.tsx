import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ensureRemotesRegistered } from './remotes/federation';
import { preloadRoutePage } from './remotes/route-preload';
import { showStartupError } from './startup-error';
import { noteAppStart } from './lib/tab-history';
import { rootIsServerDrawn } from './boot-data';
import { yieldToMain } from '../../federation/yield-to-main';

noteAppStart();

// Read /remotes.json and register the remotes at start, alongside the signed-in check; a failure here is
// retried by the first route that needs a remote (and shown there as that route's fallback).
ensureRemotesRegistered().catch((error: unknown) => console.warn('[federation] /remotes.json could not be read', error));
void preloadRoutePage(window.location.pathname);

/**
 * The start in three tasks, not one: this chunk's arrival evaluates React DOM (and this module); the app's own modules
 * are evaluated in the next task (from this chunk: nothing more is fetched); React takes the page over in a third.
 */
async function start(): Promise<void> {
  await yieldToMain();
  const { default: App } = await import(/* webpackMode: "eager" */ './app/app');
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) {
    showStartupError(new Error('The page has no #root element'));
  } else if (rootIsServerDrawn(container)) {
    // The server drew this user's layout and the route's first screen (api/src/web/server-drawn-page.ts): React takes
    // it over as it is, and the route's page replaces its loading screen when it loads. Started in a transition, the
    // hydration runs at a transition's priority, in slices (otherwise it is one long task).
    const onRecoverableError = (error: unknown) => {
      // The route's page boundary was sent as its loading screen on purpose (React's error 419): not a fault.
      if (!/#419|could not finish this Suspense boundary/.test(String((error as Error)?.message))) {
        console.warn('[hydrate] part of the server-drawn page was drawn anew', error);
      }
    };
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError },
      );
    });
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
}

start().catch(showStartupError);
