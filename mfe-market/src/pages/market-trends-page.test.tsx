import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClientDefaults } from '@renewly/shared-contracts';
import { type MarketTrendsItem } from '@renewly/shared-contracts/features/market';
import { installFakeFetch } from '../../../scripts/jest/fake-fetch';
import MarketTrendsPage from './market-trends-page';

jest.setTimeout(30000);

const item: MarketTrendsItem = {
  policy: { id: 'p1', registrationNumber: 'AB21CDE', carManufacturer: 'Volkswagen', carModel: 'Golf', insurer: 'Aviva' },
  trends: {
    lastUpdated: '2026-11-20T09:00:00.000Z',
    currentValue: 'About 32% of its price when new',
    depreciationRate: 'About 10% of its value in the coming year',
    bestSellingMonths: 'March and September',
    marketAnalysis: 'Small family car',
    maintenanceAlerts: 'MOT: due on 10/12/2026, in 17 days.',
    knownIssues: 'First block\n\nSecond block\n\nThird block',
    competitorModels: 'Honda Civic, Hyundai i30, Kia Ceed',
    newModelUpdates: 'No sourced model updates.',
  },
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { ...queryClientDefaults.queries, retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MarketTrendsPage />
    </QueryClientProvider>,
  );
}

describe('MarketTrendsPage', () => {
  it("shows the title, and the card's plate, name, registration, insurer and Updated badge", async () => {
    installFakeFetch({ 'GET /api/market-trends/user-vehicles': { body: [item] } });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Market Trends & Insights' })).toBeTruthy();
    const card = await screen.findByTestId('vehicle-trends');
    expect(within(card).getByTestId('registration-plate').textContent).toBe('AB21 CDE');
    expect(within(card).getByText('Volkswagen Golf')).toBeTruthy();
    expect(within(card).getByText('AB21 CDE · Aviva')).toBeTruthy();
    expect(within(card).getByText('Updated: 20/11/2026')).toBeTruthy();
  });

  it('has six tabs showing each text: issue blocks, similar badges and four sources on Issues and Updates', async () => {
    installFakeFetch({ 'GET /api/market-trends/user-vehicles': { body: [item] } });
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Value', 'Selling', 'Service', 'Issues', 'Similar', 'Updates']);
    expect(screen.getByText('About 32% of its price when new')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Service' }));
    expect(screen.getByText('MOT: due on 10/12/2026, in 17 days.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Issues' }));
    expect(screen.getAllByTestId('issue-block').map((b) => b.textContent)).toEqual(['First block', 'Second block', 'Third block']);
    const issueSources = screen.getAllByTestId('data-source') as HTMLAnchorElement[];
    expect(issueSources).toHaveLength(4);
    for (const a of issueSources) expect(new URL(a.href).protocol).toBe('https:');

    fireEvent.click(screen.getByRole('tab', { name: 'Similar' }));
    expect(screen.getAllByTestId('similar-badge').map((b) => b.textContent)).toEqual(['Honda Civic', 'Hyundai i30', 'Kia Ceed']);

    fireEvent.click(screen.getByRole('tab', { name: 'Updates' }));
    expect(screen.getByText('No sourced model updates.')).toBeTruthy();
    expect(screen.getAllByTestId('data-source')).toHaveLength(4);
    expect(screen.getByRole('tab', { name: 'Updates' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves between tabs with the arrow keys', async () => {
    installFakeFetch({ 'GET /api/market-trends/user-vehicles': { body: [item] } });
    renderPage();
    const value = await screen.findByRole('tab', { name: 'Value' });
    fireEvent.keyDown(value, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Selling' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(value, { key: 'ArrowLeft' });
    fireEvent.keyDown(value, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Updates' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the empty state', async () => {
    installFakeFetch({ 'GET /api/market-trends/user-vehicles': { body: [] } });
    renderPage();
    expect(await screen.findByText('No vehicles found. Add some policies to see market trends and insights.')).toBeTruthy();
  });

  it('shows the error state', async () => {
    installFakeFetch({ 'GET /api/market-trends/user-vehicles': { status: 500, body: { message: 'down' } } });
    renderPage();
    expect(await screen.findByText('Failed to load market trends. Please try again later.')).toBeTruthy();
  });

  it('shows skeletons while loading', () => {
    installFakeFetch({ 'GET /api/market-trends/user-vehicles': () => new Promise(() => {}) });
    renderPage();
    expect(screen.getByLabelText('Loading market trends')).toBeTruthy();
  });
});
