import { Link } from 'react-router-dom';
import { formatGBP } from '@renewly/shared-contracts';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { SkeletonLines } from './dashboard-styles';

function Tile({ title, value, testId, hint }: { title: string; value: string | number; testId: string; hint: string }) {
  return (
    <div className="rp-card" data-testid={testId}>
      <div className="rp-tile-title">{title}</div>
      <div className="rp-tile-value" data-testid="tile-value">
        {value}
      </div>
      <div className="rp-tile-hint">{hint}</div>
    </div>
  );
}

const TILE_HINTS = [
  ['Active Policies', 'View all policies'],
  ['Upcoming Renewals', 'In the next 60 days'],
  ['Potential Savings', 'Against your cheapest estimated quotes (estimates, not offers)'],
] as const;

export function StatTiles() {
  const stats = useDashboardStats();
  if (stats.isPending) {
    return (
      <div className="rp-tiles">
        {/* The tiles as they will be, with the figure still loading: the same height, so nothing below moves. */}
        {TILE_HINTS.map(([title, hint]) => (
          <div key={title} className="rp-card">
            <div className="rp-tile-title">{title}</div>
            <div className="rp-tile-value">
              <SkeletonLines rows={1} label={`Loading ${title}`} />
            </div>
            <div className="rp-tile-hint">{hint}</div>
          </div>
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <div className="rp-error" role="alert">
        Failed to load your statistics. Please try again later.
      </div>
    );
  }
  const { activePolicies, upcomingRenewals, potentialSavings } = stats.data;
  return (
    <div className="rp-tiles">
      {/* Named by its visible text ('Active Policies 3 View all policies'): a separate label hid it (WCAG 2.5.3). */}
      <Link to="/policies" className="rp-tile-link">
        <Tile testId="tile-active-policies" title="Active Policies" value={activePolicies} hint={TILE_HINTS[0][1]} />
      </Link>
      <Tile testId="tile-upcoming-renewals" title="Upcoming Renewals" value={upcomingRenewals} hint={TILE_HINTS[1][1]} />
      <Tile
        testId="tile-potential-savings"
        title="Potential Savings"
        value={formatGBP(potentialSavings)}
        hint={TILE_HINTS[2][1]}
      />
    </div>
  );
}
