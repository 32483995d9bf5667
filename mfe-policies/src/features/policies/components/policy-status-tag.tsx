import { Tag } from 'antd';
import { POLICY_STATUS_LABELS, type PolicyStatus } from '@renewly/shared-contracts';

const COLOURS: Record<PolicyStatus, string> = { expired: 'red', urgent: 'orange', upcoming: 'gold', active: 'green' };

export function PolicyStatusTag({ status }: { status: PolicyStatus }) {
  return (
    <Tag color={COLOURS[status]} data-testid="policy-status" style={{ marginInlineEnd: 0 }}>
      {POLICY_STATUS_LABELS[status]}
    </Tag>
  );
}
