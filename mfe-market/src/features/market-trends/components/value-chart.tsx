// The estimated value by year of age as a small line chart: plain inline SVG (no chart library), drawn by the server
// with the rest of the page, so it is computed only from the API's figures (no clock, no locale).
import { formatGBP } from '@renewly/shared-contracts';
import type { MarketInsights } from '@renewly/shared-contracts/features/market';

type Curve = MarketInsights['curve'];

export const CHART = { width: 300, height: 170, left: 56, right: 14, top: 22, bottom: 34 } as const;

export interface ChartPoint {
  age: number;
  value: number;
  x: number;
  y: number;
}

/** In pounds when every point has a figure in pounds, otherwise in shares of the new price. */
export const inPounds = (curve: Curve) => curve.length > 0 && curve.every((p) => p.gbp !== null);

/** The points of the line in the chart's own units (viewBox), from new (left) to the last age (right). */
export function chartPoints(curve: Curve): ChartPoint[] {
  const pounds = inPounds(curve);
  const values = curve.map((p) => (pounds ? p.gbp! : p.share));
  const top = Math.max(...values, 0) || 1;
  const last = Math.max(1, curve[curve.length - 1]?.age ?? 1);
  const plotW = CHART.width - CHART.left - CHART.right;
  const plotH = CHART.height - CHART.top - CHART.bottom;
  const round = (n: number) => Math.round(n * 10) / 10;
  return curve.map((p, i) => ({
    age: p.age,
    value: values[i]!,
    x: round(CHART.left + (p.age / last) * plotW),
    y: round(CHART.top + (1 - values[i]! / top) * plotH),
  }));
}

const ageLabel = (age: number) => (age === 0 ? 'new' : age === 1 ? '1 year' : `${age} years`);
const nearest100 = (pounds: number) => Math.round(pounds / 100) * 100;
const percentOf = (share: number) => `${Math.round(share * 100)}%`;

/** The figure of one point as the text alternative and the axis say it. */
function figure(pounds: boolean, age: number, value: number): string {
  if (!pounds) return percentOf(value);
  return formatGBP(age === 0 ? value : nearest100(value));
}

/** The chart's text alternative: every figure, in words. */
export function chartFigures(curve: Curve, ageYears: number | null): string {
  const pounds = inPounds(curve);
  const points = chartPoints(curve);
  const list = points.map((p) => `${ageLabel(p.age)} ${figure(pounds, p.age, p.value)}`).join('; ');
  const now = ageYears === null ? undefined : points.find((p) => p.age === ageYears);
  const lead = pounds ? 'Estimated value by age' : 'Share of the price when new kept, by age';
  return `${lead}: ${list}.${now ? ` This car now (${ageLabel(now.age)}): ${figure(pounds, now.age, now.value)}.` : ''}`;
}

export function ValueChart({ insights, name, idBase }: { insights: MarketInsights; name: string; idBase: string }) {
  const { curve, ageYears } = insights;
  if (curve.length < 2) return null;
  const pounds = inPounds(curve);
  const points = chartPoints(curve);
  const titleId = `${idBase}-chart-title`;
  const figuresId = `${idBase}-chart-figures`;
  const last = points[points.length - 1]!;
  const first = points[0]!;
  const bottom = CHART.height - CHART.bottom;
  const now = ageYears === null ? undefined : points.find((p) => p.age === ageYears);
  const xTicks = points.filter((p) => p.age % (last.age > 10 ? 5 : 2) === 0 || p === last);
  const title = pounds
    ? `Estimated value of the ${name} by age, from new to ${last.age} years`
    : `Share of its price when new that a car like the ${name} keeps, by age, from new to ${last.age} years`;
  return (
    <figure className="mt-chart" data-testid="value-chart">
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-labelledby={titleId} aria-describedby={figuresId}>
        <title id={titleId}>{title}</title>
        <g className="mt-chart-axis">
          <line x1={CHART.left} y1={bottom} x2={CHART.width - CHART.right} y2={bottom} />
          <line x1={CHART.left} y1={CHART.top} x2={CHART.left} y2={bottom} />
          <line className="mt-chart-grid" x1={CHART.left} y1={first.y} x2={CHART.width - CHART.right} y2={first.y} />
        </g>
        <g className="mt-chart-label" aria-hidden="true">
          <text x={CHART.left - 6} y={first.y + 4} textAnchor="end">
            {figure(pounds, 0, first.value)}
          </text>
          <text x={CHART.left - 6} y={bottom + 4} textAnchor="end">
            {pounds ? '£0' : '0%'}
          </text>
          {xTicks.map((p) => (
            <text key={p.age} x={p.x} y={bottom + 15} textAnchor="middle">
              {p.age === 0 ? 'New' : p.age}
            </text>
          ))}
          <text x={(CHART.left + CHART.width - CHART.right) / 2} y={CHART.height - 2} textAnchor="middle">
            Age in years
          </text>
        </g>
        <polyline className="mt-chart-line" points={points.map((p) => `${p.x},${p.y}`).join(' ')} />
        {points.map((p) => (
          <circle key={p.age} className="mt-chart-dot" cx={p.x} cy={p.y} r={2.5} />
        ))}
        {now ? (
          <g className="mt-chart-now" aria-hidden="true">
            <circle cx={now.x} cy={now.y} r={5.5} />
            <text x={now.x} y={now.y - 9} textAnchor={now.age === 0 ? 'start' : now.age === last.age ? 'end' : 'middle'}>
              Now {figure(pounds, now.age, now.value)}
            </text>
          </g>
        ) : null}
      </svg>
      <figcaption id={figuresId} className="mt-muted" data-testid="value-chart-figures">
        {chartFigures(curve, ageYears)}
      </figcaption>
    </figure>
  );
}
