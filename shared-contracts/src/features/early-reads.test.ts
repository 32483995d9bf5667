import { apiRequest, getQueryFn } from '../client/api-client';
import { REMOTE_ROUTES } from '../registry/routes';
import { QUERY_KEYS } from '../registry/query-keys';
import { dropEarlyReads, EARLY_READ_MAX_AGE_MS, firstReadsOf, startEarlyReads, takeEarlyRead } from './early-reads';

const realFetch = globalThis.fetch;
let later: string[];

/** A fetch answering `label url` for each URL, recording what it was asked. */
function answering(label: string, asked: string[] = []): typeof fetch {
  return (async (url: string | URL | Request) => {
    asked.push(String(url));
    return new Response(JSON.stringify(`${label} ${String(url)}`), { status: 200 });
  }) as typeof fetch;
}

beforeEach(() => {
  dropEarlyReads();
  later = [];
  globalThis.fetch = answering('later', later);
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const readPolicies = getQueryFn<string>({ on401: 'throw' });

describe('firstReadsOf', () => {
  it("gives the header's read, then the page's, for each signed-in route", () => {
    expect(firstReadsOf('/policies')).toEqual(['/api/notifications', '/api/policies', '/api/inbound-readings']);
    expect(firstReadsOf('/')).toEqual(['/api/notifications', '/api/dashboard/stats', '/api/policies', '/api/insurance-tips']);
    expect(firstReadsOf('/email-test')).toEqual(['/api/notifications']);
  });

  it('gives nothing for a path no route serves', () => {
    expect(firstReadsOf('/no-such-page')).toEqual([]);
    expect(firstReadsOf('/policies/')).toEqual([]);
  });

  it('names only URLs of the query keys, which is what the pages read', () => {
    const keyUrls = new Set(Object.values(QUERY_KEYS).map((key) => key[0]));
    for (const route of REMOTE_ROUTES) for (const url of firstReadsOf(route.path)) expect(keyUrls).toContain(url);
  });
});

describe('early reads', () => {
  it("answers a query's first read of the URL once; the next read fetches anew", async () => {
    const asked: string[] = [];
    startEarlyReads(['/api/policies'], answering('early', asked));
    expect(asked).toEqual(['/api/policies']);
    expect(await readPolicies({ queryKey: QUERY_KEYS.policies })).toBe('early /api/policies');
    expect(later).toEqual([]);
    expect(await readPolicies({ queryKey: QUERY_KEYS.policies })).toBe('later /api/policies');
    expect(later).toEqual(['/api/policies']);
  });

  it('does not start a second read of a URL whose first is still waiting', () => {
    const asked: string[] = [];
    startEarlyReads(['/api/policies', '/api/policies'], answering('early', asked));
    startEarlyReads(['/api/policies'], answering('early', asked));
    expect(asked).toEqual(['/api/policies']);
  });

  it('is not used once older than the limit: the query fetches', async () => {
    let clock = 1_000;
    startEarlyReads(['/api/policies'], answering('early'), () => clock);
    clock += EARLY_READ_MAX_AGE_MS + 1;
    expect(takeEarlyRead('/api/policies', () => clock)).toBeUndefined();
    expect(await readPolicies({ queryKey: QUERY_KEYS.policies })).toBe('later /api/policies');
  });

  it('is dropped by any write, so a read after it sees the change', async () => {
    startEarlyReads(['/api/policies', '/api/notifications'], answering('early'));
    await apiRequest('POST', '/api/policies', { registration: 'AB12 CDE' });
    expect(await readPolicies({ queryKey: QUERY_KEYS.policies })).toBe('later /api/policies');
    expect(takeEarlyRead('/api/notifications')).toBeUndefined();
  });

  it('is kept through a GET sent with apiRequest', async () => {
    startEarlyReads(['/api/policies'], answering('early'));
    await apiRequest('GET', '/api/sms/status');
    expect(await readPolicies({ queryKey: QUERY_KEYS.policies })).toBe('early /api/policies');
  });

  it('that failed is fetched again by the query that takes it', async () => {
    startEarlyReads(['/api/policies'], (() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch);
    expect(await readPolicies({ queryKey: QUERY_KEYS.policies })).toBe('later /api/policies');
  });

  it('is not taken by a read given its own fetch', async () => {
    startEarlyReads(['/api/policies'], answering('early'));
    const own = getQueryFn<string>({ on401: 'throw' }, answering('own'));
    expect(await own({ queryKey: QUERY_KEYS.policies })).toBe('own /api/policies');
    expect(await readPolicies({ queryKey: QUERY_KEYS.policies })).toBe('early /api/policies');
  });

  it('meets an early 401 as the query would meet its own', async () => {
    startEarlyReads(['/api/policies'], (async () => new Response('{"message":"Not signed in"}', { status: 401 })) as typeof fetch);
    await expect(readPolicies({ queryKey: QUERY_KEYS.policies })).rejects.toThrow('401');
  });
});
