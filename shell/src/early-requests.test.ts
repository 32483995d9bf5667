import { fetchOrTakeEarly, startEarlyRequests } from './early-requests';

const answer = (body: string) => ({ status: 200, ok: true, text: () => Promise.resolve(body) }) as unknown as Response;

test('the early answer is handed over once, then the URL is fetched anew', async () => {
  const early = jest.fn((url: RequestInfo | URL) => Promise.resolve(answer(`early ${String(url)}`)));
  startEarlyRequests(early as unknown as typeof fetch);
  expect(early.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', '/api/auth/user']);

  const later = jest.fn(() => Promise.resolve(answer('later')));
  const realFetch = global.fetch;
  global.fetch = later as unknown as typeof fetch;
  try {
    expect(await (await fetchOrTakeEarly('/api/auth/user', { credentials: 'include' })).text()).toBe('early /api/auth/user');
    expect(await (await fetchOrTakeEarly('/api/auth/user', { credentials: 'include' })).text()).toBe('later');
    expect(later).toHaveBeenCalledTimes(1);
  } finally {
    global.fetch = realFetch;
  }
});

test('an early request that failed is made again by whoever takes it', async () => {
  startEarlyRequests((() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch);
  const realFetch = global.fetch;
  global.fetch = (() => Promise.resolve(answer('retried'))) as unknown as typeof fetch;
  try {
    expect(await (await fetchOrTakeEarly('/remotes.json')).text()).toBe('retried');
  } finally {
    global.fetch = realFetch;
  }
});
