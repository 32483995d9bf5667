// The estimated value by year of age as a small line chart: plain inline SVG (no chart library), drawn by the server
// with the rest of the page, so it is computed only from the API's figures (no clock, no locale). The SVG scales with
// its column, so its labels are HTML laid over it at the same places (in % of the chart): their text keeps its CSS
// size (12 px and more) at every width. 'Now' is a key in the top margin, right-aligned, where the falling line never
// goes, and never on the line or its dots.
import { formatGBP } from '@renewly/shared-contracts';
import type { MarketInsights } from '@renewly/shared-contracts/features/market';

type Curve = MarketInsights['curve'];

export const CHART = { width: 300, height: 186, left: 66, right: 14, top: 30, bottom: 46 } as const;

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

/** A share of the chart's width or height as a CSS percentage (rounded: the server's markup and the browser's agree). */
const pct = (share: number) => `${Math.round(share * 10_000) / 100}%`;
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
  const at = (x: number, y: number) => ({ left: pct(x / CHART.width), top: pct(y / CHART.height) });
  return (
    <figure className="mt-chart" data-testid="value-chart">
      <div className="mt-chart-box">
        <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-labelledby={titleId} aria-describedby={figuresId}>
          <title id={titleId}>{title}</title>
          <g className="mt-chart-axis">
            <line x1={CHART.left} y1={bottom} x2={CHART.width - CHART.right} y2={bottom} />
            <line x1={CHART.left} y1={CHART.top} x2={CHART.left} y2={bottom} />
            <line className="mt-chart-grid" x1={CHART.left} y1={first.y} x2={CHART.width - CHART.right} y2={first.y} />
          </g>
          <polyline className="mt-chart-line" points={points.map((p) => `${p.x},${p.y}`).join(' ')} />
          {points.map((p) => (
            <circle key={p.age} className="mt-chart-dot" cx={p.x} cy={p.y} r={2.5} />
          ))}
          {now ? <circle className="mt-chart-now-dot" cx={now.x} cy={now.y} r={5.5} /> : null}
        </svg>
        <div className="mt-chart-labels" aria-hidden="true" data-testid="value-chart-labels">
          <span className="mt-chart-y" style={{ right: pct(1 - (CHART.left - 6) / CHART.width), top: pct(first.y / CHART.height) }}>
            {figure(pounds, 0, first.value)}
          </span>
          <span className="mt-chart-y mt-chart-y0" style={{ right: pct(1 - (CHART.left - 6) / CHART.width), top: pct(bottom / CHART.height) }}>
            {pounds ? '£0' : '0%'}
          </span>
          {xTicks.map((p) => (
            <span key={p.age} className="mt-chart-x" style={at(p.x, bottom + 3)}>
              {p.age === 0 ? 'New' : p.age}
            </span>
          ))}
          {now ? (
            <span className="mt-chart-now" data-testid="value-chart-now" style={{ right: pct(CHART.right / CHART.width) }}>
              <span className="mt-chart-now-key" />
              Now {figure(pounds, now.age, now.value)}
            </span>
          ) : null}
        </div>
      </div>
      <div className="mt-chart-axis-name" aria-hidden="true" style={{ paddingLeft: pct(CHART.left / CHART.width), paddingRight: pct(CHART.right / CHART.width) }}>
        Age in years
      </div>
      <figcaption id={figuresId} className="mt-muted" data-testid="value-chart-figures">
        {chartFigures(curve, ageYears)}
      </figcaption>
    </figure>
  );
}
