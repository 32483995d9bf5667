import { Spin } from 'antd';

/** Spec §2: shown while the signed-in check loads. */
export function FullPageSpinner() {
  return (
    <div className="renewly-full-page" role="status" aria-live="polite">
      <Spin size="large" />
      <div className="renewly-full-page-text">Loading...</div>
    </div>
  );
}
