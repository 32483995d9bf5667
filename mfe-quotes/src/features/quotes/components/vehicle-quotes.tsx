import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { formatGBP, MAX_QUOTES_PER_VEHICLE, type Policy } from '@renewly/shared-contracts';
import { useGenerateQuotes } from '../api/generate-quotes';
import { QuoteCard } from './quote-card';

/** One active vehicle: its generate action and at most 6 quote cards. */
export function VehicleQuotes({ policy }: { policy: Policy }) {
  const generate = useGenerateQuotes();
  const quotes = policy.quotes.slice(0, MAX_QUOTES_PER_VEHICLE);
  // The accessible name starts with the visible words (WCAG 2.5.3, label in name).
  const action = quotes.length > 0 ? 'Regenerate quotes' : 'Generate quotes';
  const heading = `${policy.carManufacturer} ${policy.carModel} (${policy.registrationNumber})`;
  return (
    <Card
      data-testid="vehicle-quotes"
      title={heading}
      extra={
        <Button
          type="primary"
          loading={generate.isPending}
          onClick={() => generate.mutate(policy.id)}
          aria-label={`${action} for ${policy.registrationNumber}`}
        >
          {action}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {policy.insurer ? `Current insurer: ${policy.insurer}. ` : ''}
          {policy.currentPremium ? `Current premium: ${formatGBP(policy.currentPremium)} a year.` : 'No current premium given.'}
        </Typography.Text>
        {quotes.length === 0 ? (
          <Typography.Text>No quotes yet. Generate estimated quotes for this vehicle.</Typography.Text>
        ) : (
          <Row gutter={[12, 12]}>
            {quotes.map((q) => (
              <Col key={q.id} xs={24} sm={12} lg={8}>
                <QuoteCard quote={q} />
              </Col>
            ))}
          </Row>
        )}
      </Space>
    </Card>
  );
}
