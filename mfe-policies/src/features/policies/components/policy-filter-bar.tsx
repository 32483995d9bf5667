import { useSyncExternalStore } from 'react';
import { Radio } from 'antd';
import { BRAND_COLORS, POLICY_FILTER_OPTIONS, type PolicyFilter } from '@renewly/shared-contracts';

const LABEL = 'Filter policies by status';

// Seven buttons wrap to four rows on a phone: below antd's sm breakpoint one select takes their place. Only the
// control for the screen's width is drawn (both, one hidden by CSS, cost a phone about 0.4 s of rendering), and the
// phone's is the browser's own select: its picker is the phone's, and it costs next to nothing to draw.
const PHONE = '(max-width: 575.98px)';

function watchWidth(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhoneWidth = () => window.matchMedia(PHONE).matches;

// 16 px text: a phone does not zoom into the page when the select takes focus.
const CSS = `
.pf-filter-select { box-sizing: border-box; width: 100%; height: 40px; padding: 0 8px; font: inherit; font-size: 16px;
  color: ${BRAND_COLORS.text}; background: ${BRAND_COLORS.surface}; border: 1px solid ${BRAND_COLORS.textSecondary}; border-radius: 8px; }
.pf-filter-select:focus-visible { outline: 2px solid ${BRAND_COLORS.primary}; outline-offset: 1px; }
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
  const phone = useSyncExternalStore(watchWidth, isPhoneWidth, () => false);
  const text = (o: (typeof POLICY_FILTER_OPTIONS)[number]) => (counts ? `${o.label} (${counts[o.value]})` : o.label);
  if (phone) {
    return (
      <div className="pf-filter-compact">
        <style>{CSS}</style>
        <select
          className="pf-filter-select"
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
    );
  }
  return (
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
  );
}
