// Spec §2: shown while the signed-in check loads. Plain CSS (in antd's look): it is on every first load, and
// antd's Spin would bring antd into it (page weight). The page's HTML draws the same screen before any script runs;
// its styles are there (SPLASH_CSS in rspack.base.js), for both.
export function FullPageSpinner() {
  return (
    <div className="renewly-full-page" role="status" aria-live="polite">
      <div className="renewly-spinner" aria-hidden />
      <div className="renewly-full-page-text">Loading...</div>
    </div>
  );
}
