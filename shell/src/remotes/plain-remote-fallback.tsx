import { useEffect } from 'react';
import type { RemoteFallbackProps } from './remote-fallback';
import { UNAVAILABLE_TEXT, unavailableTitle } from './fallback-words';

/**
 * The route's fallback when even the themed one's code cannot be fetched (offline before it was ever loaded): the same
 * words, with the shell's own plain button, so a cut network never takes the whole app down to 'Application Error'.
 */
export function PlainRemoteFallback({ title, onRetry }: RemoteFallbackProps) {
  return (
    <div role="alert" data-testid="remote-fallback" className="renewly-plain-fallback">
      <h1>{unavailableTitle(title)}</h1>
      <p>{UNAVAILABLE_TEXT}</p>
      <button type="button" className="renewly-bar-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** Retries the route once the browser is back online (a load that failed offline then succeeds with no tap). */
export function RetryWhenOnline({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return null;
}
