/**
 * The signed-in check failed for another reason than being signed out (a 5xx, the network): say so and offer a
 * retry. The session cookie is untouched, so the retry signs the user straight back in once the API answers.
 */
export function AuthCheckFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div className="renewly-full-page">
      <div role="alert" className="renewly-full-page-text" style={{ textAlign: 'center', maxWidth: 420, padding: 16 }}>
        <strong>We could not check your sign-in.</strong>
        <div>The service is not answering right now. You are still signed in: try again in a moment.</div>
      </div>
      <button type="button" className="renewly-bar-primary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
