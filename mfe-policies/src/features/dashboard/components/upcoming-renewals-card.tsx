import { Link } from 'react-router-dom';
import { Alert, Card, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { formatUkDate } from '@renewly/shared-contracts';
import { usePolicies } from '../../policies/api/policies-query';
import { RegistrationPlate } from '../../policies/components/registration-plate';
import { renewalCountdown } from '../../policies/components/renewal-countdown';
import { upcomingRenewals } from '../upcoming-renewals';

export function UpcomingRenewalsCard() {
  const policies = usePolicies();
  const items = upcomingRenewals(policies.data ?? []);
  return (
    <Card title="Upcoming Renewals" data-testid="upcoming-renewals" extra={<Link to="/policies">View all</Link>}>
      {policies.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : policies.isError ? (
        <Alert type="error" showIcon message="Failed to load your renewals. Please try again later." />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No renewals in the next 60 days." />
      ) : (
        <List
          dataSource={items}
          rowKey={(item) => item.policy.id}
          renderItem={({ policy, days, soon }) => (
            <List.Item
              data-testid="upcoming-renewal"
              data-registration={policy.registrationNumber}
              data-soon={soon ? 'true' : undefined}
              style={
                soon
                  ? { background: '#fff7e6', borderLeft: '4px solid #d99a1e', paddingInline: 12, borderRadius: 6 }
                  : { paddingInline: 12 }
              }
            >
              <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', width: '100%' }}>
                <RegistrationPlate registration={policy.registrationNumber} size="small" />
                <div style={{ flex: '1 1 160px', minWidth: 0 }}>
                  <Typography.Text strong>
                    {policy.carManufacturer} {policy.carModel}
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {formatUkDate(policy.renewalDate)} · {renewalCountdown(days)}
                  </Typography.Text>
                </div>
                {soon ? <Tag color="orange">Renewal Due</Tag> : <Tag color="gold">Upcoming</Tag>}
              </div>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
