import { POLICY_STATUS_LABELS, type PolicyStatus } from '@renewly/shared-contracts';
import { readableTagColours, type ReadableTagColour } from '../../../../../federation/tag-colours';

const COLOURS: Record<PolicyStatus, ReadableTagColour> = { expired: 'red', urgent: 'orange', upcoming: 'gold', active: 'green' };

/** A policy's status as a plain tag (styles: policies-page-styles.tsx). */
export function PolicyStatusTag({ status }: { status: PolicyStatus }) {
  return (
    <span className="pp-tag" data-testid="policy-status" data-color={COLOURS[status]} style={readableTagColours[COLOURS[status]]}>
      {POLICY_STATUS_LABELS[status]}
    </span>
  );
}
