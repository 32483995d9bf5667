import { Alert, Empty, Skeleton, Space, Typography } from 'antd';
import { usePolicies } from '../api/get-policies';
import { ExternalLinks } from './external-links';
import { VehicleQuotes } from './vehicle-quotes';

export const ESTIMATE_NOTICE =
  'These are estimates worked out from your current premium or a published UK average, not offers from the insurers. Get a real price from the insurer or a comparison site.';

/** Quotes only for active policies (spec §9); the external links whatever the state. */
export function QuotesView() {
  const policies = usePolicies();
  const active = (policies.data ?? []).filter((p) => p.isActive);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Alert type="info" showIcon title="Estimated quotes" description={ESTIMATE_NOTICE} />
      {policies.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} aria-label="Loading quotes" />
      ) : policies.isError ? (
        <Alert type="error" showIcon title="Failed to load your policies. Please try again later." />
      ) : active.length === 0 ? (
        <Empty description="No active policies. Add or activate a policy to generate quotes." />
      ) : (
        active.map((p) => <VehicleQuotes key={p.id} policy={p} />)
      )}
      <ExternalLinks />
      <Typography.Text type="secondary">External sites open in a new tab.</Typography.Text>
    </Space>
  );
}
