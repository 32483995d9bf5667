import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { onToast, queryClientDefaults, type Policy, type Quote, type ToastDetail } from '@renewly/shared-contracts';
import { installFakeFetch } from '../../../scripts/jest/fake-fetch';
import { EXTERNAL_QUOTE_LINKS } from '../features/quotes/quote-links';
import QuotesPage from './quotes-page';

jest.setTimeout(30000);

function quote(i: number): Quote {
  return {
    id: `q${i}`,
    provider: `Insurer ${i}`,
    rating: 0,
    annualPremium: 500 + i * 10,
    monthlyPremium: Math.round((500 + i * 10) / 12),
    excess: 250,
    coverage: 'Comprehensive',
    websiteUrl: 'https://www.admiral.com/',
    createdAt: '2026-11-23T08:00:00.000Z',
  };
}

function policy(overrides: Partial<Policy> = {}): Policy {
  return {
    id: '665f1c2e9b1e8a0012345601',
    registrationNumber: 'AB12CDE',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    policyNumber: 'RN-ABCDEFGH',
    renewalDate: '2027-01-10',
    insurer: 'Aviva',
    motExpiryDate: null,
    roadTaxExpiryDate: null,
    currentPremium: '612.50',
    excess: 250,
    coverage: 'Comprehensive',
    isActive: true,
    quotes: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  } as Policy;
}

let toasts: ToastDetail[] = [];
let stop = () => {};
beforeEach(() => {
  toasts = [];
  stop = onToast((t) => toasts.push(t));
});
afterEach(() => stop());

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { ...queryClientDefaults.queries, retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <QuotesPage />
    </QueryClientProvider>,
  );
}

describe('QuotesPage', () => {
  it("shows the title, the estimate notice and the 24 external links as new-tab https links", async () => {
    installFakeFetch({ 'GET /api/policies': { body: [] } });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Insurance Quotes' })).toBeTruthy();
    expect(screen.getByText(/not offers from the insurers/)).toBeTruthy();
    const links = screen.getAllByTestId('external-link') as HTMLAnchorElement[];
    expect(links).toHaveLength(24);
    expect(EXTERNAL_QUOTE_LINKS).toHaveLength(24);
    // Headed in the spec's words (issue 22 item 18).
    expect(screen.getByTestId('external-links').textContent).toContain('24 external comparison sites');
    for (const a of links) {
      expect(new URL(a.href).protocol).toBe('https:');
      expect(a.target).toBe('_blank');
      expect(a.rel).toContain('noopener');
    }
    expect(await screen.findByText(/No active policies/)).toBeTruthy();
  });

  it('shows at most 6 quote cards per active vehicle, and nothing for inactive ones', async () => {
    installFakeFetch({
      'GET /api/policies': {
        body: [
          policy({ quotes: Array.from({ length: 8 }, (_, i) => quote(i)) }),
          policy({ id: '665f1c2e9b1e8a0012345602', registrationNumber: 'XY19ZZZ', isActive: false, quotes: [quote(1)] }),
        ],
      },
    });
    renderPage();
    const vehicles = await screen.findAllByTestId('vehicle-quotes');
    expect(vehicles).toHaveLength(1);
    expect(within(vehicles[0]!).getAllByTestId('quote-card')).toHaveLength(6);
    expect(screen.queryByText(/XY19ZZZ/)).toBeNull();
    expect(within(vehicles[0]!).getByText('£500')).toBeTruthy();
    expect(within(vehicles[0]!).getAllByText('No independent rating held')).toHaveLength(6);
  });

  it("generates quotes, toasts 'Quotes Generated' and shows the new cards", async () => {
    let generated = false;
    const api = installFakeFetch({
      'GET /api/policies': () => ({ body: [policy({ quotes: generated ? [quote(1), quote(2)] : [] })] }),
      'POST /api/quotes/personalized/665f1c2e9b1e8a0012345601': () => {
        generated = true;
        return { status: 201, body: [quote(1), quote(2)] };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate quotes for AB12CDE' }));
    await waitFor(() => expect(screen.getAllByTestId('quote-card')).toHaveLength(2));
    expect(toasts.map((t) => t.title)).toEqual(['Quotes Generated']);
    expect(api.requests.some((r) => r.method === 'POST')).toBe(true);
  });

  it("toasts the spec's error when generating fails", async () => {
    installFakeFetch({
      'GET /api/policies': { body: [policy()] },
      'POST /api/quotes/personalized/665f1c2e9b1e8a0012345601': { status: 500, body: { message: 'boom' } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate quotes for AB12CDE' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ title: 'Error', description: 'Failed to generate personalized quotes. Please try again.' });
    expect(screen.queryAllByTestId('quote-card')).toHaveLength(0);
  });

  it('shows an error state when the policies cannot be read', async () => {
    installFakeFetch({ 'GET /api/policies': { status: 500, body: { message: 'down' } } });
    renderPage();
    expect(await screen.findByText('Failed to load your policies. Please try again later.')).toBeTruthy();
  });
});
