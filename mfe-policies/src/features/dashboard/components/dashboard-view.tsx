import { Col, Row, Typography } from 'antd';
import { useAuthUser } from '../api/dashboard-queries';
import { AddPolicyCard } from './add-policy-card';
import { SmartTipCard } from './smart-tip-card';
import { StatTiles } from './stat-tiles';
import { UpcomingRenewalsCard } from './upcoming-renewals-card';

export function DashboardView() {
  const user = useAuthUser();
  const firstName = user.data?.firstName?.trim();
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 'clamp(12px, 3vw, 24px)' }}>
      <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }} data-testid="greeting">
        {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
      </Typography.Title>
      <Typography.Paragraph type="secondary">Here&apos;s an overview of your car insurance policies.</Typography.Paragraph>
      <StatTiles />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={16}>
          <UpcomingRenewalsCard />
        </Col>
        <Col xs={24} lg={8}>
          <Row gutter={[16, 16]}>
            <Col span={24}>
              <SmartTipCard />
            </Col>
            <Col span={24}>
              <AddPolicyCard />
            </Col>
          </Row>
        </Col>
      </Row>
    </div>
  );
}
