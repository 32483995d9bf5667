// A route whose page's code fails to load while the phone is offline, when the fallback's own code was never fetched
// either (both come from the network): the plain fallback stands in, with the same words, and the route loads again
// by itself once the browser is back online.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadRemoteModule } from './federation';
import { RemotePage } from './remote-page';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn() }));
// The themed fallback's chunk cannot be fetched: importing it fails as the browser's chunk loader does offline.
jest.mock('./remote-fallback', () => {
  throw Object.assign(new Error('Loading chunk 374 failed.'), { name: 'ChunkLoadError' });
});
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function QuotesPage() {
  return <h2>Quote cards</h2>;
}
const offline = () => Object.assign(new Error('Loading chunk 8988 failed.'), { name: 'ChunkLoadError' });

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('offline: the plain fallback (same words, Retry); back online the page loads with no tap', async () => {
  load.mockRejectedValueOnce(offline()).mockResolvedValueOnce({ default: QuotesPage });
  render(<RemotePage remote="quotes" page="QuotesPage" title="Insurance Quotes" width="wide" />);
  const fallback = await screen.findByTestId('remote-fallback');
  expect(fallback.getAttribute('role')).toBe('alert');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Insurance Quotes is unavailable right now');
  expect(fallback.textContent).toContain('This part of Renewly could not be loaded. Check your connection and try again.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);

  await act(async () => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByRole('heading', { name: 'Quote cards' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
  expect(load).toHaveBeenLastCalledWith('quotes', 'QuotesPage', { retry: true });
  // Loaded, the route no longer listens: another 'online' loads nothing again.
  await act(async () => void window.dispatchEvent(new Event('online')));
  expect(load).toHaveBeenCalledTimes(2);
});

it("the plain fallback's Retry loads the page again", async () => {
  load.mockRejectedValueOnce(offline()).mockResolvedValueOnce({ default: QuotesPage });
  render(<RemotePage remote="quotes" page="QuotesPage" title="Insurance Quotes" width="wide" />);
  await screen.findByTestId('remote-fallback');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Quote cards' })).toBeTruthy();
});
