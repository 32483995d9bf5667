import { render, screen } from '@testing-library/react';
import MarketTrendsPage from './market-trends-page';

describe('MarketTrendsPage (exposed as market/MarketTrendsPage)', () => {
  it("shows the title 'Market Trends & Insights'", () => {
    render(<MarketTrendsPage />);
    expect(screen.getByRole('heading', { name: 'Market Trends & Insights' })).toBeTruthy();
  });
});
