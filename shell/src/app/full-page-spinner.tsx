// Spec §2: shown while the signed-in check loads. Plain CSS (in antd's look): it is on every first load, and
// antd's Spin would bring antd into it (page weight).
const CSS = `
.renewly-spinner{width:36px;height:36px;border-radius:50%;border:4px solid rgba(15,110,140,.18);
  border-top-color:var(--renewly-primary,#0f6e8c);animation:renewly-spin .8s linear infinite}
@keyframes renewly-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.renewly-spinner{animation-duration:2.4s}}
`;

export function FullPageSpinner() {
  return (
    <div className="renewly-full-page" role="status" aria-live="polite">
      <style>{CSS}</style>
      <div className="renewly-spinner" aria-hidden />
      <div className="renewly-full-page-text">Loading...</div>
    </div>
  );
}
