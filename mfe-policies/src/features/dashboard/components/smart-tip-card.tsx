import { Card, Skeleton, Tag, Typography } from 'antd';
import { tipOfTheDay } from '@renewly/shared-contracts';
import { useInsuranceTips } from '../api/dashboard-queries';

/** Today's tip: day-of-year modulo the number of tips, or the fallback tip when none load (spec §7). */
export function SmartTipCard() {
  const tips = useInsuranceTips();
  return (
    <Card title="Today's Smart Tip" data-testid="smart-tip" style={{ height: '100%' }}>
      {tips.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        (() => {
          const tip = tipOfTheDay(tips.data ?? []);
          return (
            <>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {tip.title}
              </Typography.Title>
              <Typography.Paragraph style={{ marginBottom: 8 }}>{tip.description}</Typography.Paragraph>
              <Tag>{tip.category}</Tag>
            </>
          );
        })()
      )}
    </Card>
  );
}
