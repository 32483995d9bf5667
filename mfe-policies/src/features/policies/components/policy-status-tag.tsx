import { Tag } from 'antd';
import { POLICY_STATUS_LABELS, type PolicyStatus } from '@renewly/shared-contracts';
import { readableTagColours, type ReadableTagColour } from '../../../../../federation/tag-colours';

const COLOURS: Record<PolicyStatus, ReadableTagColour> = { expired: 'red', urgent: 'orange', upcoming: 'gold', active: 'green' };

export function PolicyStatusTag({ status }: { status: PolicyStatus }) {
  return (
    <Tag color={COLOURS[status]} data-testid="policy-status" style={{ ...readableTagColours[COLOURS[status]], marginInlineEnd: 0 }}>
      {POLICY_STATUS_LABELS[status]}
    </Tag>
  );
}
