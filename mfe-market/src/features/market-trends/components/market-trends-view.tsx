import { useMarketTrends } from '../api/get-market-trends';
import { TrendsStyles } from './trends-styles';
import { VehicleTrendsCard } from './vehicle-trends-card';

// Plain markup, no antd (trends-styles.tsx): the page's first screen needs no antd code, styles or CSS-in-JS work,
// and the server can draw it as it is (src/server/draw-page.tsx).
export function MarketTrendsView() {
  const trends = useMarketTrends();
  return (
    <div className="mt-stack">
      <TrendsStyles />
      {trends.isPending ? (
        <div className="mt-stack" aria-busy="true" aria-label="Loading market trends">
          {[0, 1].map((i) => (
            <div key={i} className="mt-card">
              {[38, 100, 100, 100, 61].map((width, row) => (
                <div key={row} className="mt-skeleton" style={{ width: `${width}%` }} />
              ))}
            </div>
          ))}
        </div>
      ) : trends.isError ? (
        <div className="mt-alert-error" role="alert">
          Failed to load market trends. Please try again later.
        </div>
      ) : trends.data.length === 0 ? (
        <p className="mt-empty">No vehicles found. Add some policies to see market trends and insights.</p>
      ) : (
        trends.data.map((item) => <VehicleTrendsCard key={item.policy.id} item={item} />)
      )}
    </div>
  );
}
