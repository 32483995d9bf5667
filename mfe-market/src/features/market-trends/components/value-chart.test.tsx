import { fireEvent, render, screen, within } from '@testing-library/react';
import type { MarketInsights, MarketTrends } from '@renewly/shared-contracts/features/market';
import { knownIssueBlock, OTHER_VERSIONS_HEADING } from '@renewly/shared-contracts/features/market-text';
import { CHART, chartFigures, chartPoints, ValueChart } from './value-chart';
import { TrendsTabs } from './trends-tabs';

// A Golf from £23,355 (the API's figures for it: api depreciation.test.ts), 5 years old.
const shares = [1, 0.6, 0.4899, 0.4, 0.36, 0.324, 0.2916, 0.2624, 0.2362, 0.2126, 0.1913];
const golf: MarketInsights = {
  ageYears: 5,
  ev: false,
  known: true,
  newPrice: { gbp: 23_355, asOf: '2020', source: 'https://www.carenthusiast.com/reviews/golf', publisher: 'carenthusiast.com', read: '2026-11-24' },
  estimate: { low: 6_800, high: 8_300 },
  curve: shares.map((share, age) => ({ age, share, gbp: Math.round(23_355 * share) })),
  knownIssues: [
    { summary: 'Early cars needed software fixes.', applies: 'Mk8 built up to June 2020', source: 'https://www.motor1.com/news/465863/', publisher: 'Motor1', read: '2026-11-24' },
  ],
  modelUpdates: [
    { year: 2020, summary: 'Eighth-generation Golf arrived in the UK.', source: 'https://www.autocar.co.uk/golf', publisher: 'Autocar', read: '2026-11-24' },
  ],
};

describe('chartPoints', () => {
  const plotW = CHART.width - CHART.left - CHART.right;
  const plotH = CHART.height - CHART.top - CHART.bottom;

  it('puts new at the top left and ten years at the right, in pounds when the price is known', () => {
    const points = chartPoints(golf.curve);
    expect(points).toHaveLength(11);
    expect(points[0]).toEqual({ age: 0, value: 23_355, x: CHART.left, y: CHART.top });
    expect(points[10]!.x).toBe(CHART.left + plotW);
    expect(points[5]).toEqual({ age: 5, value: 7_567, x: 176, y: 104.4 }); // x: 66 + 220 / 2; y: 30 + (1 - 7567/23355) x 110
    for (let i = 1; i < points.length; i += 1) expect(points[i]!.y).toBeGreaterThan(points[i - 1]!.y);
    expect(Math.max(...points.map((p) => p.y))).toBeLessThanOrEqual(CHART.top + plotH);
  });

  it('charts shares of the new price for a model without a price', () => {
    const points = chartPoints(shares.map((share, age) => ({ age, share, gbp: null })));
    expect(points[0]!.value).toBe(1);
    expect(points[3]).toMatchObject({ value: 0.4, y: 96 }); // 30 + 0.6 x 110
    expect(chartFigures(shares.map((share, age) => ({ age, share, gbp: null })), null)).toBe(
      'Share of the price when new kept, by age: new 100%; 1 year 60%; 2 years 49%; 3 years 40%; 4 years 36%; 5 years 32%; 6 years 29%; 7 years 26%; 8 years 24%; 9 years 21%; 10 years 19%.',
    );
  });
});

describe('ValueChart', () => {
  it('is an image named by its title and described by every figure, with the car now marked', () => {
    render(<ValueChart insights={golf} name="Volkswagen Golf" idBase="mt-p1" />);
    const chart = screen.getByRole('img', { name: 'Estimated value of the Volkswagen Golf by age, from new to 10 years' });
    const figures = screen.getByTestId('value-chart-figures').textContent;
    expect(chart.getAttribute('aria-describedby')).toBe('mt-p1-chart-figures');
    expect(figures).toContain('Estimated value by age: new £23,355; 1 year £14,000; 2 years £11,400;');
    expect(figures).toContain('This car now (5 years): £7,600.');
    expect(chart.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(11);
    // The labels are HTML over the SVG (their text keeps its CSS size at every width): 'Now' is a key in the top margin.
    expect(screen.getByTestId('value-chart-now').textContent).toBe('Now £7,600');
    expect(screen.getByTestId('value-chart-labels').getAttribute('aria-hidden')).toBe('true');
  });
});

describe('TrendsTabs with sourced facts', () => {
  const trends: MarketTrends = {
    lastUpdated: '2026-11-25T09:00:00.000Z',
    currentValue: "About £6,800 to £8,300.\nFrom a new price of £23,355 (2020, carenthusiast.com) and the car's age (5 years old, from its plate); an estimate, not a valuation.",
    depreciationRate: 'About 10% of its value (about £800) may go in the coming year at this age.',
    bestSellingMonths: 'March and September',
    marketAnalysis: 'Segment: Small family car.',
    maintenanceAlerts: 'MOT: due on 10/12/2026, in 17 days.',
    knownIssues: [knownIssueBlock(golf.knownIssues[0]!), 'Recalls: GOV.UK.', 'Reliability: surveys.'].join('\n\n'),
    competitorModels: 'Honda Civic, Hyundai i30',
    newModelUpdates: '2020: Eighth-generation Golf arrived in the UK. (Source: Autocar)',
    insights: golf,
  };

  it('shows the pound range, its sources and the chart; sourced issues and updates with Source links', () => {
    render(<TrendsTabs trends={trends} label="Market insights" name="Volkswagen Golf" idBase="p1" />);
    expect(screen.getByTestId('value-range').textContent).toBe('About £6,800 to £8,300.');
    expect(screen.getByRole('img', { name: /^Estimated value of the Volkswagen Golf by age/ })).toBeTruthy();
    expect(screen.getAllByTestId('valuation-service').length).toBeGreaterThanOrEqual(2);

    fireEvent.click(screen.getByRole('tab', { name: 'Issues' }));
    const blocks = screen.getAllByTestId('issue-block');
    expect(blocks.map((b) => b.textContent?.slice(0, 20))).toEqual(['Early cars needed so', 'Recalls: GOV.UK.', 'Reliability: surveys']);
    const source = within(blocks[0]!).getByRole('link', { name: 'Source (Motor1, opens in a new tab)' });
    expect(source.getAttribute('href')).toBe('https://www.motor1.com/news/465863/');
    expect(source.getAttribute('target')).toBe('_blank');
    expect(blocks[0]!.textContent).toContain('Applies to: Mk8 built up to June 2020');
    expect(blocks[0]!.textContent).toContain('read 24/11/2026');

    fireEvent.click(screen.getByRole('tab', { name: 'Updates' }));
    const update = screen.getByTestId('model-update');
    expect(update.textContent).toMatch(/^2020: Eighth-generation Golf arrived in the UK\. Source/);
    expect(within(update).getByRole('link', { name: /^Source/ }).getAttribute('href')).toBe('https://www.autocar.co.uk/golf');
  });

  it("sets the issues of other versions of the model apart, under their heading, after the car's own", () => {
    const own = { summary: 'Gearbox judder.', applies: '2017-2023 (final generation)', source: 'https://example.org/a', publisher: 'Autocar', read: '2026-11-24', otherVersion: false };
    const other = { summary: 'Clutch wear.', applies: '2008-2013 generation', source: 'https://example.org/b', publisher: 'Honest John', read: '2026-11-24', otherVersion: true };
    const text = [knownIssueBlock(own), OTHER_VERSIONS_HEADING, knownIssueBlock(other), 'Recalls: GOV.UK.'].join('\n\n');
    render(
      <TrendsTabs trends={{ ...trends, knownIssues: text, insights: { ...golf, knownIssues: [own, other] } }} label="Market insights" name="Ford Fiesta" idBase="p2" />,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Issues' }));
    const blocks = screen.getAllByTestId('issue-block');
    expect(blocks.map((b) => b.textContent?.slice(0, 13))).toEqual(['Gearbox judde', 'Clutch wear.A', 'Recalls: GOV.']);
    const apart = screen.getByTestId('other-versions');
    expect(within(apart).getByRole('heading', { name: 'Other versions of this model' })).toBeTruthy();
    expect(apart.textContent).toContain('Clutch wear.');
    expect(apart.textContent).not.toContain('Gearbox judder.');
    expect(screen.getAllByText('Other versions of this model')).toHaveLength(1);
  });
});
