// The price history of one car (issue 39 §1): one point per insurance year, the price paid (solid line, filled dots)
// beside the insurer's renewal offer (dashed line, open dots). Plain inline SVG as the market page's value chart,
// drawn by the server with the card (no clock, no locale: only the policy's figures); the labels are HTML laid over
// it at the same places, so their text keeps its size at every width; every figure is in the text alternative.
import { BRAND_COLORS, displayRegistration, formatGBP, priceHistoryText, yearPrices, type Policy, type YearPrice } from '@renewly/shared-contracts';

export const YEARS_CHART = { width: 300, height: 150, left: 56, right: 16, top: 14, bottom: 30 } as const;

/** Years with a figure to draw (paid or offered), oldest first. */
export const chartYears = (policy: Policy): YearPrice[] => yearPrices(policy).filter((y) => y.paid !== null || y.offer !== null);

const round = (n: number) => Math.round(n * 10) / 10;
const pct = (share: number) => `${Math.round(share * 10_000) / 100}%`;

/** Where each year's figures sit in the chart's own units. */
export function yearPoints(years: readonly YearPrice[]) {
  const top = Math.max(...years.flatMap((y) => [y.paid ?? 0, y.offer ?? 0]), 1);
  const plotW = YEARS_CHART.width - YEARS_CHART.left - YEARS_CHART.right;
  const plotH = YEARS_CHART.height - YEARS_CHART.top - YEARS_CHART.bottom;
  const x = (i: number) => round(YEARS_CHART.left + (years.length === 1 ? plotW / 2 : (i / (years.length - 1)) * plotW));
  const y = (v: number) => round(YEARS_CHART.top + (1 - v / top) * plotH);
  return {
    top,
    points: years.map((yr, i) => ({ year: yr.year, x: x(i), paid: yr.paid === null ? null : y(yr.paid), offer: yr.offer === null ? null : y(yr.offer) })),
  };
}

const line = (pts: { x: number; y: number | null }[]) =>
  pts
    .filter((p): p is { x: number; y: number } => p.y !== null)
    .map((p) => `${p.x},${p.y}`)
    .join(' ');

export function PriceHistoryChart({ policy }: { policy: Policy }) {
  const years = chartYears(policy);
  if (years.length < 2) return null;
  const { top, points } = yearPoints(years);
  const idBase = `price-history-${policy.id}`;
  const bottom = YEARS_CHART.height - YEARS_CHART.bottom;
  const hasOffer = years.some((y) => y.offer !== null);
  return (
    <figure className="py-chart" data-testid="price-history-chart">
      <div className="py-chart-box">
        <svg viewBox={`0 0 ${YEARS_CHART.width} ${YEARS_CHART.height}`} role="img" aria-labelledby={`${idBase}-title`} aria-describedby={`${idBase}-figures`}>
          {/* One string: React treats a <title> with several children differently on the server and in the browser. */}
          <title id={`${idBase}-title`}>{`Price history of ${displayRegistration(policy.registrationNumber)}, ${years[0]!.year} to ${years[years.length - 1]!.year}`}</title>
          <g className="py-chart-axis">
            <line x1={YEARS_CHART.left} y1={bottom} x2={YEARS_CHART.width - YEARS_CHART.right} y2={bottom} />
            <line x1={YEARS_CHART.left} y1={YEARS_CHART.top} x2={YEARS_CHART.left} y2={bottom} />
          </g>
          {hasOffer && <polyline className="py-chart-offer" points={line(points.map((p) => ({ x: p.x, y: p.offer })))} />}
          <polyline className="py-chart-paid" points={line(points.map((p) => ({ x: p.x, y: p.paid })))} />
          {points.map((p) => (
            <g key={p.year}>
              {p.offer !== null && <circle className="py-chart-offer-dot" cx={p.x} cy={p.offer} r={3.5} />}
              {p.paid !== null && <circle className="py-chart-paid-dot" cx={p.x} cy={p.paid} r={3} />}
            </g>
          ))}
        </svg>
        <div className="py-chart-labels" aria-hidden="true">
          <span className="py-chart-y" style={{ right: pct(1 - (YEARS_CHART.left - 6) / YEARS_CHART.width), top: pct(YEARS_CHART.top / YEARS_CHART.height) }}>
            {formatGBP(top)}
          </span>
          <span className="py-chart-y py-chart-y0" style={{ right: pct(1 - (YEARS_CHART.left - 6) / YEARS_CHART.width), top: pct(bottom / YEARS_CHART.height) }}>
            £0
          </span>
          {points.map((p) => (
            <span key={p.year} className="py-chart-x" style={{ left: pct(p.x / YEARS_CHART.width), top: pct((bottom + 3) / YEARS_CHART.height) }}>
              {p.year}
            </span>
          ))}
        </div>
      </div>
      <div className="py-chart-key" aria-hidden="true">
        <span>
          <span className="py-key-paid" /> Paid
        </span>
        {hasOffer && (
          <span>
            <span className="py-key-offer" /> Renewal offer
          </span>
        )}
      </div>
      <figcaption id={`${idBase}-figures`} className="pp-muted pp-small" data-testid="price-history-figures">
        {priceHistoryText(policy)}
      </figcaption>
    </figure>
  );
}

export const PRICE_HISTORY_CSS = `
.py-chart { margin: 0; max-width: 420px; }
.py-chart-box { position: relative; }
.py-chart svg { display: block; width: 100%; height: auto; overflow: visible; }
.py-chart-axis line { stroke: ${BRAND_COLORS.textSecondary}; stroke-width: 1; }
.py-chart-paid { fill: none; stroke: ${BRAND_COLORS.primary}; stroke-width: 2; }
.py-chart-paid-dot { fill: ${BRAND_COLORS.primary}; }
.py-chart-offer { fill: none; stroke: ${BRAND_COLORS.warning}; stroke-width: 1.5; stroke-dasharray: 4 3; }
.py-chart-offer-dot { fill: #fff; stroke: ${BRAND_COLORS.warning}; stroke-width: 1.5; }
.py-chart-labels span { position: absolute; font-size: 12px; line-height: 16px; white-space: nowrap; color: ${BRAND_COLORS.text}; }
.py-chart-labels .py-chart-y { transform: translateY(-50%); }
.py-chart-labels .py-chart-y0 { transform: translateY(-100%); }
.py-chart-labels .py-chart-x { transform: translateX(-50%); }
.py-chart-key { display: flex; gap: 12px; margin-top: 18px; font-size: 12px; color: ${BRAND_COLORS.text}; }
.py-key-paid, .py-key-offer { display: inline-block; width: 14px; height: 0; vertical-align: middle; border-top: 2px solid ${BRAND_COLORS.primary}; }
.py-key-offer { border-top: 2px dashed ${BRAND_COLORS.warning}; }
`;
