import { Link } from 'react-router-dom';
import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { formatGBP } from '@renewly/shared-contracts';
import { useDashboardStats } from '../api/dashboard-queries';

function Tile({ title, value, testId, hint }: { title: string; value: string | number; testId: string; hint: string }) {
  return (
    <Card data-testid={testId} style={{ height: '100%' }} hoverable={testId === 'tile-active-policies'}>
      <Statistic title={title} value={value} />
      <div style={{ color: 'rgba(0,0,0,0.5)', fontSize: 13, marginTop: 4 }}>{hint}</div>
    </Card>
  );
}

export function StatTiles() {
  const stats = useDashboardStats();
  if (stats.isPending) {
    return (
      <Row gutter={[16, 16]} aria-busy="true" aria-label="Loading statistics">
        {[0, 1, 2].map((i) => (
          <Col key={i} xs={24} sm={8}>
            <Card>
              <Skeleton active paragraph={{ rows: 1 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }
  if (stats.isError) {
    return <Alert type="error" showIcon message="Failed to load your statistics. Please try again later." />;
  }
  const { activePolicies, upcomingRenewals, potentialSavings } = stats.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={8}>
        <Link to="/policies" aria-label={`Active Policies: ${activePolicies}`} style={{ display: 'block', height: '100%' }}>
          <Tile testId="tile-active-policies" title="Active Policies" value={activePolicies} hint="View all policies" />
        </Link>
      </Col>
      <Col xs={24} sm={8}>
        <Tile testId="tile-upcoming-renewals" title="Upcoming Renewals" value={upcomingRenewals} hint="In the next 60 days" />
      </Col>
      <Col xs={24} sm={8}>
        <Tile
          testId="tile-potential-savings"
          title="Potential Savings"
          value={formatGBP(potentialSavings)}
          hint="Against your cheapest quotes"
        />
      </Col>
    </Row>
  );
}
