import {
  apiJson,
  apiRequest,
  getQueryFn,
  mutationRetry,
  queryClientDefaults,
  queryRetry,
} from './api-client';
import { HttpError, errorStatus, isHttpError, serverMessage } from './http-error';

type Call = { url: string; init: RequestInit | undefined };
let calls: Call[];
const realFetch = globalThis.fetch;

function fakeFetch(response: () => Response) {
  calls = [];
  globalThis.fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return response();
  }) as typeof fetch;
}

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('apiRequest', () => {
  it('sends JSON with credentials and a JSON content type when there is a body', async () => {
    fakeFetch(() => new Response('{"ok":true}', { status: 200 }));
    const res = await apiRequest('POST', '/api/policies', { a: 1 });
    expect(await res.json()).toEqual({ ok: true });
    expect(calls[0]).toEqual({
      url: '/api/policies',
      init: expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: '{"a":1}',
      }),
    });
  });

  it('sends no content type and no body without a body', async () => {
    fakeFetch(() => new Response(null, { status: 204 }));
    await apiRequest('DELETE', '/api/policies/1');
    expect(calls[0]!.init).toMatchObject({ method: 'DELETE', credentials: 'include', headers: {} });
    expect(calls[0]!.init!.body).toBeUndefined();
  });

  it("throws an HttpError with the status, the server's message and the body; its message is '{status}: {body}'", async () => {
    fakeFetch(() => new Response('{"message":"Invalid credentials"}', { status: 401, statusText: 'Unauthorized' }));
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 401,
      serverMessage: 'Invalid credentials',
      body: '{"message":"Invalid credentials"}',
      message: '401: {"message":"Invalid credentials"}',
    });
  });

  it('uses the status text when the body is empty', async () => {
    fakeFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('apiJson parses the answer, null for an empty one', async () => {
    fakeFetch(() => new Response('[1,2]', { status: 200 }));
    await expect(apiJson('GET', '/api/x')).resolves.toEqual([1, 2]);
    fakeFetch(() => new Response(null, { status: 204 }));
    await expect(apiJson('DELETE', '/api/x')).resolves.toBeNull();
  });
});

describe('getQueryFn', () => {
  it('GETs the joined query key with credentials and parses JSON', async () => {
    fakeFetch(() => new Response('{"id":"1"}', { status: 200 }));
    const data = await getQueryFn({ on401: 'throw' })({ queryKey: ['/api/policies', 'abc'] });
    expect(data).toEqual({ id: '1' });
    expect(calls[0]!.url).toBe('/api/policies/abc');
    expect(calls[0]!.init).toMatchObject({ credentials: 'include' });
  });

  it("returns null on 401 with on401 'returnNull'", async () => {
    fakeFetch(() => new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/user'] })).resolves.toBeNull();
  });

  it("reads (or cancels) the 401's body when it returns null, so the connection is not left open", async () => {
    const answer = new Response('{"message":"Unauthorized"}', { status: 401 });
    fakeFetch(() => answer);
    await getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/user'] });
    expect(answer.bodyUsed || answer.body?.locked).toBe(true);
  });

  it("throws on 401 with on401 'throw', and on other errors either way", async () => {
    fakeFetch(() => new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/auth/user'] })).rejects.toThrow('401: Unauthorized');
    fakeFetch(() => new Response('boom', { status: 500 }));
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/x'] })).rejects.toThrow('500: boom');
  });
});

describe('retry rules', () => {
  const http = (status: number, body = '') => new HttpError(status, body);

  it('reads: no retry on 404 or 401, otherwise up to 2 retries', () => {
    expect(queryRetry(0, http(404, 'Not Found'))).toBe(false);
    expect(queryRetry(0, http(401, '{"message":"Unauthorized"}'))).toBe(false);
    expect(queryRetry(0, http(500, 'boom'))).toBe(true);
    expect(queryRetry(1, http(500, 'boom'))).toBe(true);
    expect(queryRetry(2, http(500, 'boom'))).toBe(false);
    expect(queryRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    // The status decides, not digits that happen to be in a body.
    expect(queryRetry(0, http(500, 'order 404 failed'))).toBe(true);
  });

  it('writes: no retry on a 4xx status, otherwise 1 retry', () => {
    expect(mutationRetry(0, http(400, '{"message":"bad"}'))).toBe(false);
    expect(mutationRetry(0, http(429, 'Too Many Requests'))).toBe(false);
    expect(mutationRetry(0, http(500, 'boom'))).toBe(true);
    expect(mutationRetry(1, http(500, 'boom'))).toBe(false);
    expect(mutationRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(mutationRetry(0, new Error('400: looks like a status but is no HttpError'))).toBe(true);
  });

  it('query client defaults follow spec §9', () => {
    expect(queryClientDefaults.queries).toMatchObject({
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      retry: queryRetry,
    });
    expect(queryClientDefaults.mutations.retry).toBe(mutationRetry);
  });
});

describe('serverMessage / errorStatus', () => {
  it("reads the server's { message }", () => {
    const error = new HttpError(400, '{"message":"Email already registered"}');
    expect(serverMessage(error, 'Registration failed')).toBe('Email already registered');
    expect(errorStatus(error)).toBe(400);
  });
  it('uses plain body text, and the fallback for HTML, JSON without message, or nothing', () => {
    expect(serverMessage(new HttpError(500, 'Something broke'), 'F')).toBe('Something broke');
    expect(serverMessage(new HttpError(502, '<html>bad gateway</html>'), 'F')).toBe('F');
    expect(serverMessage(new HttpError(400, '{"error":"x"}'), 'F')).toBe('F');
    expect(serverMessage(new HttpError(503, '', 'Service Unavailable'), 'F')).toBe('F');
    expect(serverMessage(undefined, 'F')).toBe('F');
    expect(serverMessage(new Error('403: {"message":"raw"}'), 'F')).toBe('F');
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeUndefined();
  });
  it('recognises an HttpError made by another copy of the module by its fields', () => {
    const foreign = Object.assign(new Error('409: {}'), { name: 'HttpError', status: 409, body: '{}', serverMessage: null });
    expect(isHttpError(foreign)).toBe(true);
    expect(errorStatus(foreign)).toBe(409);
  });
});
