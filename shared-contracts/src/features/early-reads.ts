// The reads a signed-in screen makes as it opens (its page's queries and the header's notifications), started by the
// shell's entry script as soon as the early auth check finds a user: on a phone that is before the page's code has
// even arrived, rather than after it has run. Each answer is handed once, to the first query that reads the same URL
// (getQueryFn), and only within the first moments of the load: a write, or MAX_AGE_MS, makes the ones not yet taken
// stale, and they are dropped, so no query is ever answered with data older than the user's own changes.
// The hand-over goes through a global: shared-contracts is bundled into every app, so a module variable would be one
// per app, and the shell's entry starts what a remote's query takes.
import { REMOTE_ROUTES, type RemoteRoute } from '../registry/routes';
import { QUERY_KEYS } from '../registry/query-keys';

/** How long an early answer may wait for its query: the first screen's queries ask within a few seconds. */
export const EARLY_READ_MAX_AGE_MS = 30_000;

/** Read by the header on every signed-in screen (the notification bell). */
const EVERY_SCREEN_READS: readonly string[] = [QUERY_KEYS.notifications[0]];

interface EarlyRead {
  response: Promise<Response>;
  startedAt: number;
}

const REGISTRY = Symbol.for('renewly.earlyReads');

function registry(): Map<string, EarlyRead> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, EarlyRead> };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** The URLs a signed-in load of this path reads first: the header's, then its page's (none for an unknown path). */
export function firstReadsOf(pathname: string): string[] {
  const route: RemoteRoute | undefined = REMOTE_ROUTES.find((r) => r.path === pathname);
  return route ? [...EVERY_SCREEN_READS, ...(route.firstReads ?? [])] : [];
}

/** Starts a GET of the URL, unless one is already waiting to be taken; either way, the answer waiting for it. */
export function startEarlyRead(
  url: string,
  init: RequestInit = { credentials: 'include' },
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<Response> {
  const waiting = registry().get(url);
  if (waiting) return waiting.response;
  const response = fetchImpl(url, init);
  response.catch(() => undefined); // a failure is met (and retried) by whoever takes it
  registry().set(url, { response, startedAt: now() });
  return response;
}

/** Starts a GET of each URL with the session cookie (see startEarlyRead). */
export function startEarlyReads(urls: readonly string[], fetchImpl: typeof fetch = fetch, now: () => number = Date.now): void {
  for (const url of urls) startEarlyRead(url, { credentials: 'include' }, fetchImpl, now);
}

/** The early answer for this URL, handed over once; undefined if none was started or it is too old to use. */
export function takeEarlyRead(url: string, now: () => number = Date.now): Promise<Response> | undefined {
  const read = registry().get(url);
  if (!read) return undefined;
  registry().delete(url);
  return now() - read.startedAt <= EARLY_READ_MAX_AGE_MS ? read.response : undefined;
}

/** Forgets every answer not yet taken (called before any write: what it changes may be in them). */
export function dropEarlyReads(): void {
  registry().clear();
}

/** The answers (parsed JSON) that came from early reads: checked with their schema just after the first load. */
const earlyAnswers = new WeakSet<object>();

export function markEarlyAnswer<T>(answer: T): T {
  if (typeof answer === 'object' && answer !== null) earlyAnswers.add(answer);
  return answer;
}

export function wasEarlyRead(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && earlyAnswers.has(answer);
}
