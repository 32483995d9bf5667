import { POLICY_FILTER_OPTIONS, type PolicyFilter } from '@renewly/shared-contracts';

const LABEL = 'Filter policies by status';

// Seven buttons wrap to four rows on a phone: below 576 px one select takes their place. Both are plain markup, one
// hidden by CSS (policies-page-styles.tsx), so the server draws the page as every width shows it and nothing moves
// once the browser knows its width. The phone's is the browser's own select: its picker is the phone's, and 16 px
// text keeps the phone from zooming in when it takes focus.

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
      <div className="pf-filter-buttons">
        <div role="radiogroup" aria-label={LABEL} className="pp-filter-buttons">
          {POLICY_FILTER_OPTIONS.map((o) => (
            <label key={o.value} className="pp-filter-option">
              <input
                type="radio"
                name="policy-filter"
                value={o.value}
                checked={value === o.value}
                onChange={() => onChange(o.value)}
              />
              <span data-testid={`filter-${o.value}`}>{text(o)}</span>
            </label>
          ))}
        </div>
      </div>
      <div className="pf-filter-compact">
        <select
          className="pp-filter-select"
          aria-label={LABEL}
          value={value}
          onChange={(e) => onChange(e.target.value as PolicyFilter)}
        >
          {POLICY_FILTER_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {text(o)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
