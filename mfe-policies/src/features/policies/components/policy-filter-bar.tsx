import { Radio, Select } from 'antd';
import { POLICY_FILTER_OPTIONS, type PolicyFilter } from '@renewly/shared-contracts';

const LABEL = 'Filter policies by status';

// Seven buttons wrap to four rows on a phone: below antd's sm breakpoint one select takes their place.
const CSS = `
.pf-filter-compact { display: none; }
@media (max-width: 575.98px) {
  .pf-filter-buttons { display: none; }
  .pf-filter-compact { display: block; }
}
`;

/** The status filter. Counts show only once the list has loaded (no '(0)' for a list that failed to load). */
export function PolicyFilterBar({
  value,
  counts,
  onChange,
}: {
  value: PolicyFilter;
  counts: Record<PolicyFilter, number> | null;
  onChange: (filter: PolicyFilter) => void;
}) {
  const text = (o: (typeof POLICY_FILTER_OPTIONS)[number]) => (counts ? `${o.label} (${counts[o.value]})` : o.label);
  return (
    <>
      <style>{CSS}</style>
      <div className="pf-filter-buttons">
        <Radio.Group
          aria-label={LABEL}
          value={value}
          onChange={(e) => onChange(e.target.value as PolicyFilter)}
          optionType="button"
          buttonStyle="solid"
          style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}
          options={POLICY_FILTER_OPTIONS.map((o) => ({
            value: o.value,
            label: <span data-testid={`filter-${o.value}`}>{text(o)}</span>,
          }))}
        />
      </div>
      <div className="pf-filter-compact">
        <Select
          aria-label={LABEL}
          value={value}
          onChange={(next: PolicyFilter) => onChange(next)}
          style={{ width: '100%' }}
          options={POLICY_FILTER_OPTIONS.map((o) => ({ value: o.value, label: text(o) }))}
        />
      </div>
    </>
  );
}
