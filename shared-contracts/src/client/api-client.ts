// The one API client (spec §7-§8): fetch with cookies, errors as HttpError ('{status}: {body}'), retry rules.
import type { Policy } from '../policy';
import type { Reminder } from '../reminder';
import type { User } from '../user';
import { dropEarlyReads, markEarlyAnswer, takeEarlyRead } from '../features/early-reads';
import { checkedAnswer, type CheckContext, type Parser } from './checked-answer';
import { errorStatus, HttpError } from './http-error';
import { loadSchemas } from './load-schemas';
import { isReauthRequired, requestReauthentication } from './reauth-events';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw new HttpError(res.status, await res.text().catch(() => ''), res.statusText);
}

/**
 * Sends a request with credentials; a JSON body gets a JSON content type. Throws on any non-OK answer. A 403
 * `reauthRequired` (a sensitive change, issue 40) asks the "Confirm it's you" dialog (reauth-events.ts) and, once
 * confirmed, sends the same request again.
 */
export async function apiRequest(method: HttpMethod | string, url: string, body?: unknown): Promise<Response> {
  if (method.toUpperCase() !== 'GET') dropEarlyReads(); // what this write changes may be in them
  const send = () =>
    fetch(url, {
      method,
      credentials: 'include',
      headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  let res = await send();
  if (res.status === 403) {
    const text = await res.text().catch(() => '');
    if (isReauthRequired(res.status, text) && (await requestReauthentication())) res = await send();
    else throw new HttpError(res.status, text, res.statusText);
  }
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
  /** react-query's client (see checkedAnswer). */
  client?: CheckContext['client'];
}

/**
 * Reads GET the path formed by joining the query key with '/'; a 401 gives null when on401 is 'returnNull'.
 * The first read of a URL the shell started early (features/early-reads.ts) takes that answer instead.
 */
export function getQueryFn<T = unknown>(options: { on401: UnauthorizedBehavior }, fetchImpl?: typeof fetch) {
  return async ({ queryKey, signal }: QueryFnContext): Promise<T> => {
    const url = queryKey.join('/');
    const read = () => (fetchImpl ?? fetch)(url, { credentials: 'include', signal });
    const early = fetchImpl ? undefined : takeEarlyRead(url);
    let fromEarly = !!early;
    const res = await (early ? early.catch(() => ((fromEarly = false), read())) : read());
    if (options.on401 === 'returnNull' && res.status === 401) {
      // An unread body keeps the connection busy (the browser never goes network-idle on the sign-in screen).
      await res.body?.cancel().catch(() => undefined);
      return null as T;
    }
    await throwIfNotOk(res);
    const answer = (await res.json()) as T;
    return fromEarly ? markEarlyAnswer(answer) : answer;
  };
}

/** Reads: no retry on 404/401, otherwise up to 2 retries. */
export function queryRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status === 404 || status === 401) return false;
  return failureCount < 2;
}

/** Writes: no retry on a 4xx answer, otherwise 1 retry. */
export function mutationRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
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

/** The signed-in user (GET /api/auth/user), or null when signed out: a 401 or a null answer (spec §4). */
export async function readAuthUser(context: QueryFnContext, fetchImpl?: typeof fetch): Promise<User | null> {
  const data = await getQueryFn<unknown>({ on401: 'returnNull' }, fetchImpl)(context);
  if (data == null) return null;
  return checkedAnswer(data, () => loadSchemas().then((s) => s.userSchema), context);
}

/**
 * A query function that reads the query's URL and checks the answer with the parser `loadParser` gives, loaded on
 * demand (zod is off the first load; a first read is used at once and checked just after: checkedAnswer).
 */
export function checkedRead<T>(loadParser: () => Promise<Parser<T>>): (context: QueryFnContext) => Promise<T> {
  const read = getQueryFn<unknown>({ on401: 'throw' });
  return async (context) => checkedAnswer(await read(context), loadParser, context);
}

/** A write's answer, parsed by the parser `loadParser` gives, loaded alongside the request. */
export async function parsedAnswer<T>(answer: Promise<unknown>, loadParser: () => Promise<Parser<T>>): Promise<T> {
  const [body, parser] = await Promise.all([answer, loadParser()]);
  return parser.parse(body);
}

/** The signed-in user's policies (GET /api/policies), checked against the shared schema. */
export const readPolicies: (context: QueryFnContext) => Promise<Policy[]> = checkedRead(() => loadSchemas().then((s) => s.policyListSchema));

/** The user's reminders (GET /api/reminders), checked against the shared schema: the reminders page and the shell's timers. */
export const readReminders: (context: QueryFnContext) => Promise<Reminder[]> = checkedRead(() =>
  loadSchemas().then((s) => s.reminderListSchema),
);
