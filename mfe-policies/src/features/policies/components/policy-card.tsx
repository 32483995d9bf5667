import { Button, Card, Descriptions, Space, Switch, Tag, Typography } from 'antd';
import { ConfirmPopover } from '../../../../../federation/confirm-popover';
import { daysToRenewal, DVLA_ALERT_LABELS, formatGBP, formatUkDate, policyStatus, type Policy } from '@renewly/shared-contracts';
import { PolicyStatusTag } from './policy-status-tag';
import { RegistrationPlate } from '../../../components/registration-plate';
import { renewalCountdown } from '../../../components/renewal-countdown';

export interface PolicyCardProps {
  policy: Policy;
  onEdit: (policy: Policy) => void;
  onDelete: (policy: Policy) => void;
  onToggleActive: (policy: Policy, isActive: boolean) => void;
  toggling?: boolean;
  deleting?: boolean;
}

const dash = (value: string) => value || '—';

export function PolicyCard({ policy, onEdit, onDelete, onToggleActive, toggling, deleting }: PolicyCardProps) {
  const days = daysToRenewal(policy.renewalDate);
  const vehicle = `${policy.carManufacturer} ${policy.carModel}`;
  return (
    <Card
      data-testid="policy-card"
      data-registration={policy.registrationNumber}
      data-inactive={policy.isActive ? undefined : 'true'}
      aria-label={`${policy.registrationNumber} ${vehicle}`}
      // Inactive is told by the tag and a muted card, not by fading: faded text falls under 4.5:1 (WCAG 1.4.3).
      style={{ height: '100%', ...(policy.isActive ? {} : { background: '#f7f8f9', borderStyle: 'dashed' }) }}
      styles={{ body: { padding: 16 } }}
    >
      <Space orientation="vertical" size={10} style={{ width: '100%' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <RegistrationPlate registration={policy.registrationNumber} />
          <Space size={4} wrap>
            {!policy.isActive && <Tag data-testid="inactive-tag">Inactive</Tag>}
            {policy.isActive && (policy.dvlaAlerts ?? []).map((a) => (
              <Tag key={a.kind} color="warning" data-testid="dvla-alert">
                {DVLA_ALERT_LABELS[a.kind]} since {formatUkDate(a.since)}
              </Tag>
            ))}
            <PolicyStatusTag status={policyStatus(days)} />
          </Space>
        </div>
        <div>
          {/* Under the page's level-1 title (no skipped level), drawn at the size of antd's level 5. */}
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {vehicle}
          </Typography.Title>
          <Typography.Text type="secondary">
            {policy.insurer || 'Insurer not set'} · {policy.policyNumber}
          </Typography.Text>
        </div>
        <div>
          <Typography.Text strong>Renewal: {formatUkDate(policy.renewalDate)}</Typography.Text>{' '}
          <Typography.Text type={days <= 30 ? 'warning' : 'secondary'}>({renewalCountdown(days)})</Typography.Text>
        </div>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          colon={false}
          styles={{ label: { color: 'rgba(0,0,0,0.55)' } }}
          items={[
            { key: 'mot', label: 'MOT', children: dash(formatUkDate(policy.motExpiryDate)) },
            { key: 'tax', label: 'Road tax', children: dash(formatUkDate(policy.roadTaxExpiryDate)) },
            { key: 'premium', label: 'Premium', children: dash(formatGBP(policy.currentPremium)) },
            { key: 'excess', label: 'Excess', children: dash(formatGBP(policy.excess)) },
            { key: 'coverage', label: 'Cover', children: dash(policy.coverage ?? ''), span: 2 },
          ]}
        />
        {policy.dvlaCheckedAt && (
          <Typography.Text type="secondary" data-testid="dvla-checked" style={{ fontSize: 12 }}>
            Checked with DVLA {formatUkDate(policy.dvlaCheckedAt)}
          </Typography.Text>
        )}
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
          <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', cursor: 'pointer' }}>
            <Switch
              size="small"
              checked={policy.isActive}
              loading={toggling}
              onChange={(checked) => onToggleActive(policy, checked)}
              aria-label={`Active: ${policy.registrationNumber}`}
            />
            <span>{policy.isActive ? 'Active' : 'Inactive'}</span>
          </label>
          <Space>
            <Button size="small" onClick={() => onEdit(policy)} aria-label={`Edit ${policy.registrationNumber}`}>
              Edit
            </Button>
            <ConfirmPopover
              title="Delete this policy?"
              description="Its reminders and quotes are deleted too."
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelText="Cancel"
              onConfirm={() => onDelete(policy)}
            >
              <Button size="small" danger loading={deleting} aria-label={`Delete ${policy.registrationNumber}`}>
                Delete
              </Button>
            </ConfirmPopover>
          </Space>
        </div>
      </Space>
    </Card>
  );
}
