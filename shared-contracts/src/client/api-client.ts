// The one API client (spec §7-§8): fetch with cookies, errors as '{status}: {body}', retry rules.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** Sends a request with credentials; a JSON body gets a JSON content type. Throws on any non-OK answer. */
export async function apiRequest(method: HttpMethod | string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  return res;
}

/** Like apiRequest, then parses the JSON answer (null for an empty body). */
export async function apiJson<T = unknown>(method: HttpMethod | string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

export interface QueryFnContext {
  queryKey: readonly unknown[];
  signal?: AbortSignal;
}

/** Reads GET the path formed by joining the query key with '/'; a 401 gives null when on401 is 'returnNull'. */
export function getQueryFn<T = unknown>(options: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey, signal }: QueryFnContext): Promise<T> => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? '');
}

/** Reads: no retry on 404/401, otherwise up to 2 retries. */
export function queryRetry(failureCount: number, error: unknown): boolean {
  const message = messageOf(error);
  if (message.includes('404') || message.includes('401')) return false;
  return failureCount < 2;
}

/** Writes: no retry when the message starts with a 4xx code and ':', otherwise 1 retry. */
export function mutationRetry(failureCount: number, error: unknown): boolean {
  if (/^4\d\d:/.test(messageOf(error))) return false;
  return failureCount < 1;
}

/** The HTTP status at the start of an apiRequest error message, if any. */
export function errorStatus(error: unknown): number | undefined {
  const match = /^(\d{3}):/.exec(messageOf(error));
  return match ? Number(match[1]) : undefined;
}

/**
 * The server's message from an apiRequest error ('400: {"message":"..."}' -> '...'),
 * or the plain body text, or the fallback when there is nothing useful.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const message = messageOf(error);
  const match = /^\d{3}: ([\s\S]*)$/.exec(message);
  const body = match ? match[1]!.trim() : message.trim();
  if (!body) return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') {
      return (parsed as { message: string }).message || fallback;
    }
    return fallback;
  } catch {
    return body.startsWith('<') ? fallback : body;
  }
}

/** Default options for react-query's QueryClient (spec §9: no focus refetch, no polling, data fresh until invalidated). */
export const queryClientDefaults = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    refetchOnWindowFocus: false as const,
    refetchInterval: false as const,
    staleTime: Infinity,
    retry: queryRetry,
  },
  mutations: {
    retry: mutationRetry,
  },
};
