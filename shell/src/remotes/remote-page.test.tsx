import { act, fireEvent, render, screen } from '@testing-library/react';
import { REMOTE_FALLBACK, type RemoteFallbackModule } from './fallback-plugin';
import { loadRemoteModule } from './federation';
import { RemotePage } from './remote-page';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function fallbackModule(): RemoteFallbackModule {
  return { [REMOTE_FALLBACK]: true, id: 'quotes/QuotesPage', error: new Error('down'), default: () => null };
}

function QuotesPage() {
  return <h2>Insurance Quotes</h2>;
}

describe('RemotePage', () => {
  // The fallback is lazy; loading antd the first time takes jest longer than findBy waits.
  beforeAll(() => import('./remote-fallback'), 30000);

  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a skeleton while the remote loads, then its page', async () => {
    let resolve!: (m: { default: typeof QuotesPage }) => void;
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<RemotePage remote="quotes" page="QuotesPage" title="Insurance Quotes" />);
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
    await act(async () => resolve({ default: QuotesPage }));
    expect(await screen.findByRole('heading', { name: 'Insurance Quotes' })).toBeTruthy();
    expect(screen.queryByTestId('page-skeleton')).toBeNull();
    expect(load).toHaveBeenCalledWith('quotes', 'QuotesPage', { retry: false });
    expect(document.title).toBe('Insurance Quotes · Renewly');
  });

  it('shows the fallback with Retry when the runtime answers its fallback module, and Retry loads again', async () => {
    load.mockResolvedValueOnce(fallbackModule()).mockResolvedValueOnce({ default: QuotesPage });
    render(<RemotePage remote="quotes" page="QuotesPage" title="Insurance Quotes" />);
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback.textContent).toContain('Insurance Quotes is unavailable right now');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Insurance Quotes' })).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith('quotes', 'QuotesPage', { retry: true });
  });

  it('shows the fallback when loading throws (remotes.json unreadable)', async () => {
    load.mockRejectedValueOnce(new Error('500: remotes.json')).mockResolvedValueOnce({ default: QuotesPage });
    render(<RemotePage remote="quotes" page="QuotesPage" title="Insurance Quotes" />);
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Insurance Quotes' })).toBeTruthy();
  });

  it('catches a remote page that throws while rendering, on its route only', async () => {
    let broken = true;
    function FlakyPage() {
      if (broken) throw new Error('render failed');
      return <h2>Market Trends & Insights</h2>;
    }
    load.mockResolvedValue({ default: FlakyPage });
    render(
      <>
        <header>Header stays</header>
        <RemotePage remote="market" page="MarketTrendsPage" title="Market Trends & Insights" />
      </>,
    );
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    expect(screen.getByText('Header stays')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Market Trends & Insights' })).toBeTruthy();
  });
});
