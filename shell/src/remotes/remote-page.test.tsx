import { act, fireEvent, render, screen } from '@testing-library/react';
import { REMOTE_FALLBACK, type RemoteFallbackModule } from './fallback-plugin';
import { loadRemoteModule } from './federation';
import { RemotePage } from './remote-page';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function fallbackModule(): RemoteFallbackModule {
  return { [REMOTE_FALLBACK]: true, id: 'quotes/QuotesPage', error: new Error('down'), default: () => null };
}

// The page's own content; its header is the route's (the skeleton's header is tested in page-skeleton.test.tsx).
function QuotesPage() {
  return <h2>Quote cards</h2>;
}

const QUOTES = { remote: 'quotes', page: 'QuotesPage', title: 'Insurance Quotes', width: 'wide' } as const;

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
    render(<RemotePage {...QUOTES} />);
    // The skeleton draws the route's header (its level-1 heading) above its loading bars.
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Insurance Quotes' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeTruthy();
    await act(async () => resolve({ default: QuotesPage }));
    expect(await screen.findByRole('heading', { name: 'Quote cards' })).toBeTruthy();
    expect(screen.queryByTestId('page-skeleton')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(load).toHaveBeenCalledWith('quotes', 'QuotesPage', { retry: false });
    expect(document.title).toBe('Insurance Quotes · Renewly');
  });

  it('shows the fallback with Retry when the runtime answers its fallback module, and Retry loads again', async () => {
    load.mockResolvedValueOnce(fallbackModule()).mockResolvedValueOnce({ default: QuotesPage });
    render(<RemotePage {...QUOTES} />);
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback.textContent).toContain('Insurance Quotes is unavailable right now');
    // One level-1 heading: the fallback's, the skeleton's header is gone.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Insurance Quotes is unavailable right now']);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Quote cards' })).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith('quotes', 'QuotesPage', { retry: true });
  });

  it('shows the fallback when loading throws (remotes.json unreadable)', async () => {
    load.mockRejectedValueOnce(new Error('500: remotes.json')).mockResolvedValueOnce({ default: QuotesPage });
    render(<RemotePage {...QUOTES} />);
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Quote cards' })).toBeTruthy();
  });

  it('catches a remote page that throws while rendering, on its route only', async () => {
    let broken = true;
    function FlakyPage() {
      if (broken) throw new Error('render failed');
      return <h2>Vehicle trends</h2>;
    }
    load.mockResolvedValue({ default: FlakyPage });
    render(
      <>
        <header>Header stays</header>
        <RemotePage remote="market" page="MarketTrendsPage" title="Market Trends & Insights" width="wide" />
      </>,
    );
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    expect(screen.getByText('Header stays')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Vehicle trends' })).toBeTruthy();
  });
});
