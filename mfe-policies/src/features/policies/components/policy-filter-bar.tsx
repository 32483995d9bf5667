import { Radio } from 'antd';
import { POLICY_FILTER_OPTIONS, type PolicyFilter } from '@renewly/shared-contracts';

export function PolicyFilterBar({
  value,
  counts,
  onChange,
}: {
  value: PolicyFilter;
  counts: Record<PolicyFilter, number>;
  onChange: (filter: PolicyFilter) => void;
}) {
  return (
    <Radio.Group
      aria-label="Filter policies by status"
      value={value}
      onChange={(e) => onChange(e.target.value as PolicyFilter)}
      optionType="button"
      buttonStyle="solid"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}
      options={POLICY_FILTER_OPTIONS.map((o) => ({
        value: o.value,
        label: (
          <span data-testid={`filter-${o.value}`}>
            {o.label} ({counts[o.value]})
          </span>
        ),
      }))}
    />
  );
}
