import { dropEarlyReads, takeEarlyRead } from '@renewly/shared-contracts/features/early-reads';
import { fetchOrTakeEarly, signedInEarly, startEarlyRequests, startRouteReadsWhenSignedIn } from './early-requests';

afterEach(() => dropEarlyReads()); // the early answers live in a page-wide registry

const answer = (body: string, status = 200): Response => {
  const res = { status, ok: status < 300, text: () => Promise.resolve(body), json: () => Promise.resolve(JSON.parse(body)) };
  return { ...res, clone: () => answer(body, status) } as unknown as Response;
};

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

test.each([
  ['a user', answer('{"id":"1","email":"a@b.c"}'), true],
  ['a null answer', answer('null'), false],
  ['a 401', answer('{"message":"Not signed in"}', 401), false],
])('signedInEarly reads %s from a copy, leaving the answer whole for its taker', async (_what, res, expected) => {
  startEarlyRequests((() => Promise.resolve(res)) as unknown as typeof fetch);
  expect(await signedInEarly()).toBe(expected);
  expect(await (await fetchOrTakeEarly('/api/auth/user')).text()).toBe(await res.text());
});

test('signedInEarly is false when the early check failed', async () => {
  startEarlyRequests((() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch);
  expect(await signedInEarly()).toBe(false);
});

describe('startRouteReadsWhenSignedIn', () => {
  it("starts the route's first reads once the early check finds a user", async () => {
    startEarlyRequests((() => Promise.resolve(answer('{"id":"1","email":"a@b.c"}'))) as unknown as typeof fetch);
    const reads = jest.fn((_url: RequestInfo | URL) => Promise.resolve(answer('[]')));
    await startRouteReadsWhenSignedIn('/policies', reads as unknown as typeof fetch);
    expect(reads.mock.calls.map(([url]) => url)).toEqual(['/api/notifications', '/api/policies', '/api/inbound-readings']);
    expect(takeEarlyRead('/api/policies')).toBeDefined();
  });

  it('starts nothing for a signed-out visitor', async () => {
    startEarlyRequests((() => Promise.resolve(answer('{"message":"Not signed in"}', 401))) as unknown as typeof fetch);
    const reads = jest.fn((_url: RequestInfo | URL) => Promise.resolve(answer('[]')));
    await startRouteReadsWhenSignedIn('/policies', reads as unknown as typeof fetch);
    expect(reads).not.toHaveBeenCalled();
    expect(takeEarlyRead('/api/policies')).toBeUndefined();
  });
});
