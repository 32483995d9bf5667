import { useRef } from 'react';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { displayRegistration, formatGBP, MAX_QUOTES_PER_VEHICLE, type Policy } from '@renewly/shared-contracts';
import { useGenerateQuotes } from '../api/generate-quotes';
import { QuoteCard } from './quote-card';

/** One active vehicle: its generate action and at most 6 quote cards. */
export function VehicleQuotes({ policy }: { policy: Policy }) {
  const generate = useGenerateQuotes();
  // A second click before the button re-renders as busy would start a second generation.
  const running = useRef(false);
  const start = () => {
    if (running.current) return;
    running.current = true;
    generate.mutate(policy.id, { onSettled: () => (running.current = false) });
  };
  const quotes = policy.quotes.slice(0, MAX_QUOTES_PER_VEHICLE);
  // The accessible name starts with the visible words (WCAG 2.5.3, label in name).
  const action = quotes.length > 0 ? 'Regenerate quotes' : 'Generate quotes';
  const heading = `${policy.carManufacturer} ${policy.carModel} (${displayRegistration(policy.registrationNumber)})`;
  return (
    <Card
      data-testid="vehicle-quotes"
      // Wrapped, not cut short, on a narrow screen (antd's card titles end in an ellipsis).
      title={<span style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{heading}</span>}
      extra={
        <Button
          type="primary"
          loading={generate.isPending}
          disabled={generate.isPending}
          onClick={start}
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
