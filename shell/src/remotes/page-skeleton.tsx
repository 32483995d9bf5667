import { Skeleton } from 'antd';

/** Shown on a route while its remote page loads. */
export function PageSkeleton() {
  return (
    <div data-testid="page-skeleton" aria-busy="true" aria-live="polite" style={{ padding: 24 }}>
      <Skeleton active title paragraph={{ rows: 6 }} />
    </div>
  );
}
