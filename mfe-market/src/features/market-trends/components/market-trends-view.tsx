import { Alert, Card, Empty, Skeleton, Space } from 'antd';
import { useMarketTrends } from '../api/get-market-trends';
import { TrendsStyles } from './trends-styles';
import { VehicleTrendsCard } from './vehicle-trends-card';

export function MarketTrendsView() {
  const trends = useMarketTrends();
  if (trends.isPending) {
    return (
      <Space orientation="vertical" style={{ width: '100%' }} aria-label="Loading market trends">
        {[0, 1].map((i) => (
          <Card key={i}>
            <Skeleton active paragraph={{ rows: 4 }} />
          </Card>
        ))}
      </Space>
    );
  }
  if (trends.isError) {
    return <Alert type="error" showIcon title="Failed to load market trends. Please try again later." />;
  }
  if (trends.data.length === 0) {
    return <Empty description="No vehicles found. Add some policies to see market trends and insights." />;
  }
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <TrendsStyles />
      {trends.data.map((item) => (
        <VehicleTrendsCard key={item.policy.id} item={item} />
      ))}
    </Space>
  );
}
