import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { PolicyFormDialog } from '../../policies/components/policy-form-dialog';

export function AddPolicyCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card data-testid="add-policy-card" style={{ height: '100%' }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Add New Policy
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Track another vehicle&apos;s insurance renewal, MOT and road tax, and set reminders.
      </Typography.Paragraph>
      <Button type="primary" onClick={() => setOpen(true)}>
        Add New Policy
      </Button>
      <PolicyFormDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
